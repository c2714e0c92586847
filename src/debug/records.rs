//! Records and templates: `DebugTypeComposite` of a struct, class or union with its member
//! list, `DebugTypeTemplate` and its parameters. A record reserves its id (and its template's)
//! before lowering members: members, methods and nested scopes name the record back.

use super::RemarkKind;
use super::lowering::Lowering;
use super::module_writer::{count_constant, int_constant, num};
use super::type_rules::debug_info_flags;
use crate::di::{self, DiCompositeType, DiNode, DiNodeId, DiTemplateValue};
use crate::nsdi::{DebugOp, DebugTarget, Id, TypeId, build, composite, min_operand_count};

impl Lowering<'_, '_> {
    /// struct/class/union: reserve (and, when templated, reserve the DebugTypeTemplate that
    /// references to the type will name), then lower members, then write.
    pub(super) fn lower_record(
        &mut self,
        cx: &mut dyn DebugTarget,
        ty: di::TypeId,
        c: &DiCompositeType,
    ) -> TypeId {
        let id: TypeId = self.reserve(cx);
        let template: Option<TypeId> =
            (!c.template_params.is_empty() && self.full()).then(|| self.reserve(cx));
        self.types.ids.reserve(ty, template.unwrap_or(id));
        if let Some(t) = template {
            self.types.template_targets.insert(t, id);
        }
        let tag = match gimli::DwTag(c.tag.0) {
            gimli::DW_TAG_class_type => composite::CLASS,
            gimli::DW_TAG_union_type => composite::UNION,
            _ => composite::STRUCTURE,
        };
        let shown = self.di.composite_name(ty.0, c);
        let name = self.text(cx, shown);
        let source = self.source_of(cx, c.file);
        let parent = self.get_or_create_scope(cx, c.scope.map(|s| s.0));
        let linkage = if c.identifier.is_empty() {
            shown
        } else {
            &c.identifier
        };
        let linkage_name = self.text(cx, linkage);
        let tag = num(cx, tag);
        let line = num(cx, c.line);
        let column = num(cx, 0);
        // A forward declaration (an opaque type to NSDI) has no size: DebugInfoNone.
        let size: crate::nsdi::ConstId = if c.flags.contains(di::DiFlags::FWD_DECL) && c.size == 0 {
            self.none(cx)
        } else {
            count_constant(cx, c.size)
        };
        let flags = num(cx, debug_info_flags(c.flags));
        let (members, data_members) = self.lower_record_members(cx, c);
        // The members the written instruction lists: `emit_as` leaves out those past SPIR-V's
        // instruction limit.
        let listed = crate::nsdi::MAX_EXTINST_OPERANDS
            .saturating_sub(min_operand_count(DebugOp::DebugTypeComposite));
        let data_members: Vec<di::TypeId> = data_members
            .into_iter()
            .filter(|&(at, _)| at < listed)
            .map(|(_, member)| member)
            .collect();
        let record = build::DebugTypeComposite {
            name,
            tag,
            source,
            line,
            column,
            parent,
            linkage_name,
            size,
            flags,
            members,
        };
        self.emit_as(cx, id, &record);
        if !data_members.is_empty() {
            self.types.record_members.insert(id, data_members);
        }
        if let Some(t) = template {
            let parameters = self.template_parameter_list(cx, &c.template_params);
            let template = build::DebugTypeTemplate {
                target: id.id(),
                parameters,
            };
            self.emit_as(cx, t, &template);
        }
        self.types.ids.complete(ty);
        template.unwrap_or(id)
    }

    /// A record's DebugTypeComposite members: base classes (as members of their subobjects),
    /// data members and, with forward references, methods. Nested types are not members in
    /// NSDI. With them, the DebugTypeMembers among them: (position in the list, DI node).
    fn lower_record_members(
        &mut self,
        cx: &mut dyn DebugTarget,
        c: &DiCompositeType,
    ) -> (Vec<Id>, Vec<(usize, di::TypeId)>) {
        let mut members = Vec::with_capacity(c.elements.len());
        let mut data_members = Vec::new();
        for e in c.elements.iter().flatten() {
            match self.di.node(*e) {
                DiNode::DerivedType(m) => {
                    use gimli::constants as g;
                    let member_tag = gimli::DwTag(m.tag.0);
                    if matches!(
                        member_tag,
                        g::DW_TAG_member | g::DW_TAG_variable | g::DW_TAG_inheritance
                    ) {
                        // A base class is the member of its subobject (types.rs).
                        let member = self.get_or_create_type(cx, Some(di::TypeId(*e)));
                        // Nested past the depth bound, the member itself became a 'void'
                        // stand-in (remarked), which is no DebugTypeMember: left out.
                        if self.types.ids.get(di::TypeId(*e)) == Some(member) {
                            data_members.push((members.len(), di::TypeId(*e)));
                            members.push(member.id());
                        }
                    }
                }
                DiNode::Subprogram(sp) => {
                    // A method names this class as its parent: a cycle that needs a forward
                    // reference; without one the method is left out of the member list.
                    if self.opts.forward_refs {
                        let method = self.get_or_create_method(cx, di::SubprogramId(*e));
                        members.push(method.id());
                    } else {
                        let message = format!(
                            "method '{}' of '{}' is not listed as a member without --spirv-ext=+{}",
                            sp.name,
                            c.name,
                            crate::nsdi::FORWARD_REFS_EXTENSION
                        );
                        self.remark(RemarkKind::NoForwardReference, Some(*e), message);
                    }
                }
                _ => {}
            }
        }
        (members, data_members)
    }

    /// Parameters of a DebugTypeTemplate. spirv-val accepts only (template) parameters there,
    /// so a pack's parameters are listed in its place (the pack is still written, standalone).
    pub(super) fn template_parameter_list(
        &mut self,
        cx: &mut dyn DebugTarget,
        params: &[Option<DiNodeId>],
    ) -> Vec<Id> {
        let mut out = Vec::with_capacity(params.len());
        for p in params.iter().flatten() {
            let id = self.get_or_create_template_parameter(cx, *p);
            if self.kind(id) == Some(DebugOp::DebugTypeTemplateParameterPack) {
                if let DiNode::TemplateValueParameter(v) = self.di.node(*p)
                    && let Some(DiTemplateValue::Pack(items)) = &v.value
                {
                    out.extend(self.template_parameter_list(cx, items));
                }
            } else {
                out.push(id);
            }
        }
        out
    }

    /// DebugTypeTemplateParameter, -TemplateParameter or -ParameterPack of a template
    /// parameter node.
    pub(super) fn get_or_create_template_parameter(
        &mut self,
        cx: &mut dyn DebugTarget,
        p: DiNodeId,
    ) -> Id {
        if let Some(id) = self.module_scope.template_parameters.get(p) {
            return id;
        }
        let source = self.source_of(cx, None);
        let zero = num(cx, 0);
        let id: Id = match self.di.node(p) {
            DiNode::TemplateTypeParameter(t) => {
                let name = self.text(cx, &t.name);
                let actual_type = self.get_or_create_type(cx, t.ty);
                let value = self.none(cx);
                if let Some(id) = self.module_scope.template_parameters.get(p) {
                    return id;
                }
                let parameter = build::DebugTypeTemplateParameter {
                    name,
                    actual_type,
                    value,
                    source,
                    line: zero,
                    column: zero,
                };
                self.emit(cx, &parameter)
            }
            DiNode::TemplateValueParameter(v) => {
                let name = self.text(cx, &v.name);
                match (gimli::DwTag(v.tag.0), &v.value) {
                    (
                        gimli::DW_TAG_GNU_template_template_param,
                        Some(DiTemplateValue::Name(template)),
                    ) => {
                        let parameter = build::DebugTypeTemplateTemplateParameter {
                            name,
                            template_name: self.text(cx, template),
                            source,
                            line: zero,
                            column: zero,
                        };
                        self.emit(cx, &parameter)
                    }
                    (gimli::DW_TAG_GNU_template_parameter_pack, value) => {
                        let mut template_parameters = Vec::new();
                        if let Some(DiTemplateValue::Pack(items)) = value {
                            for item in items.iter().flatten() {
                                template_parameters
                                    .push(self.get_or_create_template_parameter(cx, *item));
                            }
                        }
                        if let Some(id) = self.module_scope.template_parameters.get(p) {
                            return id;
                        }
                        let pack = build::DebugTypeTemplateParameterPack {
                            name,
                            source,
                            line: zero,
                            column: zero,
                            template_parameters,
                        };
                        self.emit(cx, &pack)
                    }
                    (_, value) => {
                        let actual_type = self.get_or_create_type(cx, v.ty);
                        let value: Id = match value {
                            Some(DiTemplateValue::Constant(k)) if k.int.is_some() => {
                                int_constant(cx, k.int.unwrap_or_default()).id()
                            }
                            _ => self.none(cx),
                        };
                        if let Some(id) = self.module_scope.template_parameters.get(p) {
                            return id;
                        }
                        let parameter = build::DebugTypeTemplateParameter {
                            name,
                            actual_type,
                            value,
                            source,
                            line: zero,
                            column: zero,
                        };
                        self.emit(cx, &parameter)
                    }
                }
            }
            _ => self.none(cx),
        };
        self.module_scope.template_parameters.insert(p, id);
        id
    }
}
