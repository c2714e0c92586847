//! Types: basic types, composites with every member, templates and parameter packs, enums
//! with their enumerators, typedefs. Pointers, qualifiers, arrays, vectors, matrices and
//! function types have no identity of their own: they are compared as renderings wherever a
//! type is named (a member's type, a variable's, a function's).

use std::collections::{HashMap, HashSet};

use super::Checker;
use crate::di::{DiCompositeType, DiFlags, DiNode, DiNodeId, DiOperand, DiTemplateValue, FileId};
use crate::nsdi::{
    ConstId, DebugOp, Id, MAX_EXTINST_OPERANDS, ScopeId, SourceId, TypeId, flags, view,
};
use crate::roundtrip::di_render::{
    DiRender, composite_of, di_flag_names, di_flags, encoding_name, float_constant_bits,
    int_constant_value, linkage, subprogram_flag_bits,
};
use crate::roundtrip::render::{encoding_name as nsdi_encoding_name, flag_names};

/// How many template parameters one list may flatten to: only a pack that contains itself
/// gets there.
const MAX_TEMPLATE_PARAMETERS: usize = 1 << 16;
/// Operands of a DebugTypeComposite before its members (Name, Tag, Source, Line, Column,
/// Parent, Linkage Name, Size, Flags).
const COMPOSITE_FIXED_OPERANDS: usize = 9;
/// Operands of a DebugTypeEnum before its value/name pairs (Name, Underlying Type, Source,
/// Line, Column, Parent, Size, Flags).
const ENUM_FIXED_OPERANDS: usize = 8;
/// The size LLVM leaves unset on an enumeration whose underlying type is `int`.
const DEFAULT_ENUM_SIZE: u64 = 32;

/// The Source, Line, Column and Parent operands most NSDI declarations share.
pub(super) struct Declared {
    pub source: SourceId,
    pub line: ConstId,
    pub column: ConstId,
    pub parent: ScopeId,
}

impl Checker<'_> {
    /// Compares a declaration's source, line (column: NSDI says 0) and parent with the DI
    /// node's file, line and parent rendering.
    pub(super) fn compare_declared(
        &mut self,
        path: &str,
        ours: Declared,
        (file, line): (Option<FileId>, u32),
        parent: &str,
    ) {
        let n = self.n;
        let source = self.d.file_path(file);
        self.diffs
            .field(path, "source", &n.source_path(ours.source), &source);
        self.diffs
            .field(path, "line", &n.number(ours.line), &line.to_string());
        self.diffs
            .field(path, "column", &n.number(ours.column), "0");
        self.diffs
            .field(path, "parent", &n.scope(ours.parent), parent);
    }

    /// The parent a type should name, given the one it names (`ours`). Without forward
    /// references a type nested in a type or function that is still being written names the unit
    /// (docs/MAPPING.md, "Cycles"); whether the enclosing type was still being written
    /// depends on the order the emitter met them in, so the unit is accepted there, and the
    /// enclosing type is too (a nested class reached first names its parent: it was reported
    /// as a difference).
    pub(super) fn expected_parent(&self, scope: Option<DiNodeId>, ours: ScopeId) -> String {
        let ours_unit = self.n.scope(ours) == "unit";
        match scope.map(|s| self.di().node(s)) {
            // A record, or a function (a local struct whose function's type names it).
            Some(DiNode::CompositeType(_) | DiNode::Subprogram(_))
                if !self.forward_refs && ours_unit =>
            {
                "unit".to_owned()
            }
            _ => self.d.scope(scope),
        }
    }

    pub(super) fn compare_basic_types(&mut self) {
        let basics: HashMap<&str, &crate::di::DiBasicType> = self
            .di()
            .nodes
            .iter()
            .filter_map(|node| match node {
                DiNode::BasicType(b) => Some((b.name.as_str(), &**b)),
                _ => None,
            })
            .collect();
        let n = self.n;
        for (_, basic) in self.each::<view::DebugTypeBasic>(DebugOp::DebugTypeBasic) {
            let name = n.text(basic.name());
            let path = format!("basic type {name}");
            self.diffs.nodes += 1;
            let (size, encoding, flags) = match basics.get(name.as_str()) {
                Some(b) => (b.size, encoding_name(b.encoding.0), di_flags(b.flags)),
                // Placeholders (void, types NSDI cannot express) are unsized and unspecified.
                None => (0, "unspecified", flag_names(0)),
            };
            let ours_encoding = n.value(basic.encoding()).and_then(nsdi_encoding_name);
            self.diffs
                .field(&path, "size", &n.number(basic.size()), &size.to_string());
            self.diffs
                .field(&path, "encoding", ours_encoding.unwrap_or("?"), encoding);
            self.diffs
                .field(&path, "flags", &n.flags(basic.flags()), &flags);
        }
    }

    pub(super) fn compare_composites(&mut self) {
        for (id, composite) in self.each::<view::DebugTypeComposite>(DebugOp::DebugTypeComposite) {
            let key = self.n.ty(TypeId::from_word(id));
            let candidates = self.index.composites.get(&key).cloned().unwrap_or_default();
            self.compare_composite(&key, &composite, &candidates);
        }
    }

    /// Compares one NSDI composite with the DI composites of the same rendering.
    fn compare_composite(
        &mut self,
        path: &str,
        ours: &view::DebugTypeComposite<'_>,
        candidates: &[DiNodeId],
    ) {
        let n = self.n;
        let members: Vec<String> = ours.members().iter().map(|m| self.member(m)).collect();
        // Several DI nodes may render alike (a declaration and a definition): compare with the
        // one whose member list matches, else one that is not a forward declaration.
        let di = self.di();
        let best = candidates
            .iter()
            .filter_map(|c| composite_of(di, *c).map(|ct| (*c, ct)))
            .max_by_key(|(_, ct)| {
                u8::from(self.member_list(ct) == members) * 2
                    + u8::from(!ct.flags.contains(DiFlags::FWD_DECL))
            });
        let Some((id, c)) = best else {
            return self.diffs.missing(path, "no DICompositeType of this name");
        };
        self.diffs.nodes += 1;
        let declared = Declared {
            source: ours.source(),
            line: ours.line(),
            column: ours.column(),
            parent: ours.parent(),
        };
        let parent = self.expected_parent(c.scope.map(|s| s.0), declared.parent);
        self.compare_declared(path, declared, (c.file, c.line), &parent);
        let shown = di.composite_name(id, c);
        let linkage = if c.identifier.is_empty() {
            shown
        } else {
            &c.identifier
        };
        self.diffs
            .field(path, "linkage name", &n.text(ours.linkage_name()), linkage);
        // A forward declaration without a size is opaque: DebugInfoNone.
        let size = if c.flags.contains(DiFlags::FWD_DECL) && c.size == 0 {
            "none".to_owned()
        } else {
            c.size.to_string()
        };
        self.diffs
            .field(path, "size", &n.number_or_none(ours.size()), &size);
        let flags = di_flag_names(c.flags, 0);
        self.diffs
            .field(path, "flags", &n.flags(ours.flags()), &flags);
        // docs/MAPPING.md: members past SPIR-V's instruction limit are left out.
        let mut expected = self.member_list(c);
        expected.truncate(MAX_EXTINST_OPERANDS.saturating_sub(COMPOSITE_FIXED_OPERANDS));
        let expected = expected.join("; ");
        self.diffs.type_field(
            path,
            "members",
            &members.join("; "),
            &expected,
            self.forward_refs,
        );
    }

    /// A member of an NSDI composite: a DebugTypeMember or a method's DebugFunction.
    fn member(&self, member: Id) -> String {
        let n = self.n;
        let view = self.view();
        if let Some(m) = view.get::<view::DebugTypeMember>(member) {
            let value = m
                .value()
                .map(|v| format!(" = {}", n.typed_number(ConstId::from_word(v.word()))))
                .unwrap_or_default();
            return format!(
                "{} {}: {} @{}:{} line {} {} [{}]{value}",
                n.text(m.name()),
                n.source_path(m.source()),
                n.ty(m.ty()),
                n.number(m.offset()),
                n.number(m.size()),
                n.number(m.line()),
                n.number(m.column()),
                n.flags(m.flags())
            );
        }
        if let Some(f) = view.get::<view::DebugFunction>(member) {
            // The type tells apart overloads known by name only (constructors).
            return format!(
                "method {} {} [{}]",
                n.text(f.linkage_name()),
                n.ty(f.ty()),
                n.flags(f.flags())
            );
        }
        match view.op(member) {
            Some(op) => format!("<{}>", op.name()),
            None => format!("<{member}>"),
        }
    }

    /// The members of a DI composite rendered like [`member`](Self::member): base classes
    /// as the members of their subobjects, data and static members, and methods only with
    /// forward references (without, the emitter leaves them out: docs/MAPPING.md).
    fn member_list(&self, c: &DiCompositeType) -> Vec<String> {
        use gimli::constants as g;
        let (d, di) = (self.d, self.di());
        let mut out = Vec::new();
        for e in c.elements.iter().flatten() {
            match di.node(*e) {
                DiNode::DerivedType(m)
                    if matches!(gimli::DwTag(m.tag.0), g::DW_TAG_member | g::DW_TAG_variable) =>
                {
                    // A static member's initializer: an integer, or a floating-point constant
                    // of its type (docs/MAPPING.md, member).
                    let value = match &m.extra_data {
                        Some(DiOperand::Constant(k))
                            if m.flags.contains(DiFlags::STATIC_MEMBER) =>
                        {
                            match (k.int, float_constant_bits(&k.text)) {
                                (Some(v), _) => format!(" = {}", int_constant_value(v)),
                                (None, Some((_, bits))) => format!(" = float {bits}"),
                                (None, None) => String::new(),
                            }
                        }
                        _ => String::new(),
                    };
                    out.push(format!(
                        "{} {}: {} @{}:{} line {} 0 [{}]{value}",
                        m.name,
                        d.file_path(m.file),
                        d.ty(m.base_type),
                        m.offset,
                        m.size,
                        m.line,
                        di_flag_names(m.flags, 0)
                    ));
                }
                // A base class: the member of its subobject, named after the base and as
                // large as the base (LLVM gives the inheritance no size), artificial. A
                // virtual base has no offset in its class (the vtable says where it is, and
                // the DI's `offset:` is a place in the vtable): Offset 0, marked as a
                // placeholder by FlagUnknownPhysicalLayout.
                DiNode::DerivedType(m) if gimli::DwTag(m.tag.0) == g::DW_TAG_inheritance => {
                    let base = m.base_type.map(|b| (b, di.node(b.0)));
                    let (name, base_size) = match base {
                        Some((b, DiNode::CompositeType(bc))) => {
                            (di.composite_name(b.0, bc), bc.size)
                        }
                        _ => (m.name.as_str(), 0),
                    };
                    let size = if m.size == 0 { base_size } else { m.size };
                    // An indirect virtual base (CodeView) is FwdDecl | Virtual: not a
                    // declaration, no FlagFwdDecl.
                    let (offset, extra, di_flags) = if m.flags.contains(DiFlags::VIRTUAL) {
                        (
                            0,
                            flags::ARTIFICIAL | flags::UNKNOWN_PHYSICAL_LAYOUT,
                            DiFlags(m.flags.0 & !DiFlags::FWD_DECL),
                        )
                    } else {
                        (m.offset, flags::ARTIFICIAL, m.flags)
                    };
                    out.push(format!(
                        "{name} {}: {} @{offset}:{size} line {} 0 [{}]",
                        d.file_path(m.file),
                        d.ty(m.base_type),
                        m.line,
                        di_flag_names(di_flags, extra)
                    ));
                }
                DiNode::Subprogram(sp) if self.forward_refs => {
                    // A method whose definition is in the module is listed as that
                    // definition's DebugFunction.
                    let definition =
                        self.index
                            .definitions
                            .get(e)
                            .and_then(|x| match di.node(*x) {
                                DiNode::Subprogram(def) => Some(def),
                                _ => None,
                            });
                    let (sp, is_definition) = match definition {
                        Some(def) => (def, true),
                        None => (sp, sp.sp_flags.contains(crate::di::DiSpFlags::DEFINITION)),
                    };
                    let extra = subprogram_flag_bits(sp, is_definition);
                    out.push(format!(
                        "method {} {} [{}]",
                        linkage(self.di(), sp),
                        self.subprogram_type(sp),
                        di_flag_names(sp.flags, extra)
                    ));
                }
                _ => {}
            }
        }
        out
    }

    pub(super) fn compare_templates(&mut self) {
        let n = self.n;
        let di = self.di();
        for (_, template) in self.each::<view::DebugTypeTemplate>(DebugOp::DebugTypeTemplate) {
            let target = template.target();
            let ours = self.template_parameters(template.parameters().iter());
            let source = match self.view().op(target) {
                Some(DebugOp::DebugTypeComposite) => self
                    .index
                    .composites
                    .get(&n.ty(TypeId::from_word(target.word())))
                    .and_then(|c| c.first())
                    .and_then(|c| composite_of(di, *c))
                    .map(|ct| template_params(self.d, &ct.template_params)),
                Some(DebugOp::DebugFunction) => {
                    let function = self.view().get::<view::DebugFunction>(target);
                    let key = function
                        .map(|f| n.text(f.linkage_name()))
                        .unwrap_or_default();
                    self.index
                        .functions
                        .get(&key)
                        .and_then(|f| f.first())
                        .map(|f| match di.node(*f) {
                            DiNode::Subprogram(sp) => template_params(self.d, &sp.template_params),
                            _ => Vec::new(),
                        })
                }
                _ => None,
            };
            self.diffs.nodes += 1;
            let path = format!("template of {}", n.ty(TypeId::from_word(target.word())));
            // A template parameter naming its own class is a back edge: `void` without
            // forward references (docs/MAPPING.md, "Cycles").
            self.diffs.type_field(
                &path,
                "parameters",
                &ours.join(", "),
                &source.unwrap_or_default().join(", "),
                self.forward_refs,
            );
        }
    }

    pub(super) fn compare_parameter_packs(&mut self) {
        let n = self.n;
        let op = DebugOp::DebugTypeTemplateParameterPack;
        let mut packs: Vec<String> = Vec::new();
        for (_, p) in self.each::<view::DebugTypeTemplateParameterPack>(op) {
            packs.push(format!(
                "{} ({}:{}:{}) [{}]",
                n.text(p.name()),
                n.source_path(p.source()),
                n.number(p.line()),
                n.number(p.column()),
                self.template_parameters(p.template_parameters().iter())
                    .join(", ")
            ));
        }
        packs.sort();
        packs.dedup();
        self.diffs.nodes += packs.len();
        let expected = template_packs(self.d).join("; ");
        self.diffs
            .field("templates", "parameter packs", &packs.join("; "), &expected);
    }

    /// A DebugTypeTemplate's (or pack's) parameters, rendered like [`template_params`]: a
    /// pack among them lists its own parameters in its place (as the DI side flattens nested
    /// packs; it rendered as `<%48>`), from an explicit stack, each pack once per path.
    fn template_parameters(&self, params: impl Iterator<Item = Id>) -> Vec<String> {
        let view = self.view();
        let mut flat: Vec<Id> = Vec::new();
        // Pending ids, the next one last; `None` closes the innermost open pack.
        let mut pending: Vec<Option<Id>> = params.map(Some).collect();
        pending.reverse();
        let mut open: Vec<Id> = Vec::new();
        while let Some(item) = pending.pop() {
            if flat.len() >= MAX_TEMPLATE_PARAMETERS {
                break;
            }
            let Some(p) = item else {
                open.pop();
                continue;
            };
            match view.get::<view::DebugTypeTemplateParameterPack>(p) {
                Some(pack) if !open.contains(&p) && open.len() < MAX_TEMPLATE_PARAMETERS => {
                    open.push(p);
                    pending.push(None);
                    let inner: Vec<Id> = pack.template_parameters().iter().collect();
                    pending.extend(inner.into_iter().rev().map(Some));
                }
                _ => flat.push(p),
            }
        }
        self.template_parameter_texts(flat.into_iter())
    }

    fn template_parameter_texts(&self, params: impl Iterator<Item = Id>) -> Vec<String> {
        let n = self.n;
        let view = self.view();
        params
            .map(|p| {
                if let Some(t) = view.get::<view::DebugTypeTemplateParameter>(p) {
                    let value = match view.op(t.value()) {
                        Some(DebugOp::DebugInfoNone) => "none".to_owned(),
                        Some(op) => format!("<{}>", op.name()),
                        None => n.number(ConstId::from_word(t.value().word())),
                    };
                    return format!(
                        "{}: {} = {value} ({}:{}:{})",
                        n.text(t.name()),
                        n.ty(t.actual_type()),
                        n.source_path(t.source()),
                        n.number(t.line()),
                        n.number(t.column())
                    );
                }
                if let Some(t) = view.get::<view::DebugTypeTemplateTemplateParameter>(p) {
                    return format!(
                        "{}: template {} ({}:{}:{})",
                        n.text(t.name()),
                        n.text(t.template_name()),
                        n.source_path(t.source()),
                        n.number(t.line()),
                        n.number(t.column())
                    );
                }
                format!("<{p}>")
            })
            .map(|s| s.replacen(" = none (", " (", 1))
            .collect()
    }

    pub(super) fn compare_enums(&mut self) {
        let n = self.n;
        let di = self.di();
        for (id, e) in self.each::<view::DebugTypeEnum>(DebugOp::DebugTypeEnum) {
            let key = n.ty(TypeId::from_word(id));
            let found = self.index.enums.get(&key).and_then(|v| v.first());
            let Some(c) = found.and_then(|id| composite_of(di, *id)) else {
                self.diffs
                    .missing(&key, "no DICompositeType enumeration of this name");
                continue;
            };
            self.diffs.nodes += 1;
            // No underlying type: DebugInfoNone (the spec's rule), not void.
            let underlying = match (found, c.base_type) {
                // 'void' where the emitter cuts a cycle through the enum (docs/MAPPING.md,
                // "Cycles").
                (Some(e), Some(_)) => self.d.base(*e, c.base_type),
                (None, Some(_)) => self.d.ty(c.base_type),
                (_, None) => "none".to_owned(),
            };
            self.diffs.field(
                &key,
                "underlying type",
                &n.ty(e.underlying_type()),
                &underlying,
            );
            let declared = Declared {
                source: e.source(),
                line: e.line(),
                column: e.column(),
                parent: e.parent(),
            };
            let parent = self.expected_parent(c.scope.map(|s| s.0), declared.parent);
            self.compare_declared(&key, declared, (c.file, c.line), &parent);
            let size = if c.size == 0 {
                DEFAULT_ENUM_SIZE
            } else {
                c.size
            };
            self.diffs
                .field(&key, "size", &n.number(e.size()), &size.to_string());
            self.diffs
                .field(&key, "flags", &n.flags(e.flags()), &di_flags(c.flags));
            let ours: Vec<String> = e
                .enumerators()
                .iter()
                .map(|(value, name)| format!("{} = {}", n.text(name), n.number(value)))
                .collect();
            let source: Vec<String> = c
                .elements
                .iter()
                .flatten()
                .filter_map(|e| match di.node(*e) {
                    // The spec allows only 32-bit values: a wider one is left out.
                    DiNode::Enumerator(en)
                        if i32::try_from(en.value).is_ok() || u32::try_from(en.value).is_ok() =>
                    {
                        Some(format!("{} = {}", en.name, en.value as u32))
                    }
                    _ => None,
                })
                // docs/MAPPING.md: enumerators past SPIR-V's instruction limit are left out.
                .take(MAX_EXTINST_OPERANDS.saturating_sub(ENUM_FIXED_OPERANDS) / 2)
                .collect();
            self.diffs
                .field(&key, "enumerators", &ours.join(", "), &source.join(", "));
        }
    }

    /// A pointer, qualifier, array, vector, matrix, function or pointer-to-member type that no
    /// NSDI instruction names (a retained type: `(global int *)p` keeps `int *` in the unit's
    /// retained types) has no referrer to be compared through: its rendering must be that of
    /// a retained DI type.
    pub(super) fn compare_unreferenced_types(&mut self) {
        let n = self.n;
        let view = self.view();
        let named: HashSet<u32> = view
            .nsdi
            .values()
            .flat_map(|i| i.operands.iter().copied())
            .collect();
        let di = self.di();
        let retained: HashSet<String> = di
            .compile_units
            .iter()
            .flat_map(|cu| di.compile_unit(*cu).retained_types.iter().flatten())
            .map(|t| self.d.ty(Some(crate::di::TypeId(*t))))
            .collect();
        let kinds = [
            DebugOp::DebugTypePointer,
            DebugOp::DebugTypeQualifier,
            DebugOp::DebugTypeArray,
            DebugOp::DebugTypeVector,
            DebugOp::DebugTypeMatrix,
            DebugOp::DebugTypeFunction,
            DebugOp::DebugTypePtrToMember,
        ];
        for id in &view.order {
            let Some(inst) = view.inst(*id) else {
                continue;
            };
            if !kinds.contains(&inst.op) || named.contains(id) {
                continue;
            }
            // Not counted in the report's nodes, which count instructions looked up in the DI
            // by key: this is a membership check of a rendering.
            let rendering = n.ty(TypeId::from_word(*id));
            // Without forward references the back edge of a type cycle names `void`
            // (docs/MAPPING.md, "Cycles"): it matches what the DI has there.
            let cut_cycle = || {
                !self.forward_refs
                    && retained
                        .iter()
                        .any(|r| crate::roundtrip::difference::void_matches(&rendering, r))
            };
            if !retained.contains(&rendering) && !cut_cycle() {
                self.diffs.missing(
                    &format!("type {rendering}"),
                    "no instruction names it and it is no retained DI type",
                );
            }
        }
    }

    pub(super) fn compare_typedefs(&mut self) {
        let n = self.n;
        let di = self.di();
        let mut typedefs: HashMap<&str, Vec<(DiNodeId, &crate::di::DiDerivedType)>> =
            HashMap::new();
        for (id, node) in di.ids().zip(&di.nodes) {
            if let DiNode::DerivedType(t) = node
                && t.tag.0 == gimli::DW_TAG_typedef.0
            {
                typedefs.entry(t.name.as_str()).or_default().push((id, t));
            }
        }
        for (_, typedef) in self.each::<view::DebugTypedef>(DebugOp::DebugTypedef) {
            let name = n.text(typedef.name());
            let path = format!("typedef {name}");
            let Some(candidates) = typedefs.get(name.as_str()) else {
                self.diffs
                    .missing(&path, "no DIDerivedType typedef of this name");
                continue;
            };
            let base = n.ty(typedef.base_type());
            // A typedef where the emitter cuts a cycle names 'void' (docs/MAPPING.md, "Cycles").
            let matching = candidates
                .iter()
                .find(|(id, t)| self.d.base(*id, t.base_type) == base);
            let Some(&(id, t)) = matching.or(candidates.first()) else {
                continue;
            };
            self.diffs.nodes += 1;
            self.diffs
                .field(&path, "base", &base, &self.d.base(id, t.base_type));
            let declared = Declared {
                source: typedef.source(),
                line: typedef.line(),
                column: typedef.column(),
                parent: typedef.parent(),
            };
            let parent = self.expected_parent(t.scope.map(|s| s.0), declared.parent);
            self.compare_declared(&path, declared, (t.file, t.line), &parent);
        }
    }
}

/// Template parameters of a DI list, flattened as the emitter lists them (a pack's items in
/// its place).
pub(super) fn template_params(d: DiRender<'_>, params: &[Option<DiNodeId>]) -> Vec<String> {
    // Template parameters have no file or line in LLVM; NSDI gets the unit's source and 0:0.
    let at = format!("({}:0:0)", d.file_path(None));
    let mut out = Vec::new();
    // Depth first, in order: pending items, the next one last.
    let mut pending: Vec<DiNodeId> = params.iter().flatten().rev().copied().collect();
    while let Some(p) = pending.pop() {
        if out.len() >= MAX_TEMPLATE_PARAMETERS {
            break;
        }
        match d.di.node(p) {
            DiNode::TemplateTypeParameter(t) => {
                out.push(format!("{}: {} {at}", t.name, d.ty(t.ty)))
            }
            DiNode::TemplateValueParameter(v) => match (gimli::DwTag(v.tag.0), &v.value) {
                (gimli::DW_TAG_GNU_template_parameter_pack, Some(DiTemplateValue::Pack(items))) => {
                    pending.extend(items.iter().flatten().rev().copied());
                }
                (gimli::DW_TAG_GNU_template_template_param, Some(DiTemplateValue::Name(t))) => {
                    out.push(format!("{}: template {t} {at}", v.name));
                }
                (_, Some(DiTemplateValue::Constant(k))) if k.int.is_some() => {
                    let i = int_constant_value(k.int.unwrap_or_default());
                    out.push(format!("{}: {} = {i} {at}", v.name, d.ty(v.ty)));
                }
                _ => out.push(format!("{}: {} {at}", v.name, d.ty(v.ty))),
            },
            _ => {}
        }
    }
    out
}

/// Parameter packs as the emitter writes them (standalone DebugTypeTemplateParameterPack),
/// sorted, each once.
fn template_packs(d: DiRender<'_>) -> Vec<String> {
    let at = format!("({}:0:0)", d.file_path(None));
    let mut out = Vec::new();
    for node in &d.di.nodes {
        if let DiNode::TemplateValueParameter(v) = node
            && gimli::DwTag(v.tag.0) == gimli::DW_TAG_GNU_template_parameter_pack
        {
            let items = match &v.value {
                Some(DiTemplateValue::Pack(items)) => template_params(d, items),
                _ => Vec::new(),
            };
            out.push(format!("{} {at} [{}]", v.name, items.join(", ")));
        }
    }
    out.sort();
    out.dedup();
    out
}
