//! DI types to NSDI types (every `DebugType*` and `DebugTypeMember`; records and templates in
//! `records`): one small lowering per kind behind `get_or_create_type`.
//!
//! Pointers, function types and records are where the DI graph's cycles run (struct ->
//! pointer -> struct, class -> method -> `this` -> class): they reserve their id before
//! lowering what they name and complete it after. Every other kind lowers what it names
//! first and writes itself only if that lowering did not come back and write it already
//! (`finish_type`).

use rustc_hash::FxHashMap as HashMap;

use super::RemarkKind;
use super::id_cache::IdCache;
use super::lowering::Lowering;
use super::module_writer::{count_constant, int_constant, num};
use super::type_queries::{is_pointer_tag, matrix_column, single_count, strip_typedefs};
use super::type_rules::{base_encoding, debug_info_flags, pointer_storage_class};
use crate::di::{
    self, DiCompositeType, DiDerivedType, DiFlags, DiNode, DiOperand, DiSubroutineType,
};
use crate::nsdi::mapping::matrix_shape;
use crate::nsdi::{ConstId, DebugOp, DebugTarget, Id, ScopeId, TypeId, build, flags, qualifier};

/// The type family's tables: filled by `get_or_create_type` and the record lowering, read by
/// every lowering that names a type (and by scopes, for a class used as a parent). Never
/// cleared before the emitter is dropped.
#[derive(Default)]
pub(super) struct TypeTables {
    /// Types, members included. Pointers, function types and records reserve (cycles run
    /// through them); the rest insert after lowering what they name. A transparent typedef
    /// maps to its base, a templated record to its DebugTypeTemplate.
    pub(super) ids: IdCache<di::TypeId, TypeId>,
    /// DebugTypeBasic by name for types NSDI cannot express (`void`, unsupported kinds):
    /// filled by `Lowering::placeholder_type`, which any lowering needing `void` calls.
    pub(super) placeholders: HashMap<String, TypeId>,
    /// DebugTypeTemplate -> the DebugTypeComposite it wraps: filled by `lower_record` of a
    /// templated record, read where the record is a scope or a pointer-to-member's class.
    pub(super) template_targets: HashMap<TypeId, TypeId>,
    /// DebugTypeComposite -> the DI nodes of the `DebugTypeMember`s its member list names
    /// (data members and base-class subobjects, not methods), in order: filled by
    /// `lower_record`, read by the written-type query (`written.rs`).
    pub(super) record_members: HashMap<TypeId, Vec<di::TypeId>>,
}

impl TypeTables {
    /// The DebugTypeComposite behind an id that may be its DebugTypeTemplate.
    pub(super) fn composite_of(&self, id: TypeId) -> TypeId {
        self.template_targets.get(&id).copied().unwrap_or(id)
    }
}

impl Lowering<'_, '_> {
    /// NSDI id of a type; `None` (void) is an unsized DebugTypeBasic named `void`.
    pub(super) fn get_or_create_type(
        &mut self,
        cx: &mut dyn DebugTarget,
        ty: Option<di::TypeId>,
    ) -> TypeId {
        let Some(ty) = ty else {
            return self.placeholder_type(cx, "void");
        };
        if let Some(id) = self.types.ids.get(ty) {
            return id;
        }
        if self.on_cycle(ty.0) {
            return self.type_stand_in(cx, ty, true);
        }
        let lowered = self.enter(ty.0).map(|mut l| {
            l.prefetch_types(cx, ty);
            match l.types.ids.get(ty) {
                Some(id) => id,
                None => l.lower_type(cx, ty),
            }
        });
        match lowered {
            Some(id) => id,
            None => match self.lower_chain_past_bound(cx, ty) {
                Some(id) => id,
                None => self.type_stand_in(cx, ty, false),
            },
        }
    }

    /// One small lowering per kind (`get_or_create_type` guards the walk).
    fn lower_type(&mut self, cx: &mut dyn DebugTarget, ty: di::TypeId) -> TypeId {
        let di = self.di;
        match di.node(ty.0) {
            DiNode::BasicType(b) => self.finish_type(cx, ty, |e, cx| {
                let basic = build::DebugTypeBasic {
                    name: e.text(cx, &b.name),
                    size: count_constant(cx, b.size),
                    encoding: num(cx, base_encoding(b.encoding.0)),
                    flags: num(cx, debug_info_flags(b.flags)),
                };
                e.emit(cx, &basic)
            }),
            DiNode::DerivedType(d) => self.lower_derived(cx, ty, d),
            DiNode::CompositeType(c) => self.lower_composite(cx, ty, c),
            DiNode::SubroutineType(s) => self.lower_subroutine(cx, ty, s),
            DiNode::StringType(st) => {
                self.remark(
                    RemarkKind::Substituted,
                    Some(ty.0),
                    "DIStringType (Fortran) has no NSDI type: an unsized DebugTypeBasic".to_owned(),
                );
                self.finish_type(cx, ty, |e, cx| e.placeholder_type(cx, &st.name))
            }
            _ => self.finish_type(cx, ty, |e, cx| e.placeholder_type(cx, "void")),
        }
    }

    /// Records the id `write` makes for a type that does not reserve, unless lowering what
    /// the type names came back here through a cycle and wrote it already: that id stays,
    /// and `write` is not called. Call it after lowering everything the type names.
    fn finish_type(
        &mut self,
        cx: &mut dyn DebugTarget,
        ty: di::TypeId,
        write: impl FnOnce(&mut Self, &mut dyn DebugTarget) -> TypeId,
    ) -> TypeId {
        if let Some(id) = self.types.ids.get(ty) {
            return id;
        }
        let id = write(self, cx);
        self.types.ids.insert(ty, id);
        id
    }

    /// DebugTypeFunction. Reserved first: a method's `this` points to its class, whose
    /// members name this same type.
    fn lower_subroutine(
        &mut self,
        cx: &mut dyn DebugTarget,
        ty: di::TypeId,
        s: &DiSubroutineType,
    ) -> TypeId {
        let id: TypeId = self.reserve(cx);
        self.types.ids.reserve(ty, id);
        let flags = num(cx, debug_info_flags(s.flags));
        let return_type = match s.types.first() {
            Some(Some(t)) => self.get_or_create_type(cx, Some(*t)),
            // NSDI names OpTypeVoid itself for a function returning nothing.
            _ => TypeId::from_word(self.out.writer().void_type),
        };
        let mut parameter_types = Vec::with_capacity(s.types.len().saturating_sub(1));
        for p in s.types.iter().skip(1).flatten() {
            parameter_types.push(self.get_or_create_type(cx, Some(*p)));
        }
        let function = build::DebugTypeFunction {
            flags,
            return_type,
            parameter_types,
        };
        self.emit_as(cx, id, &function);
        self.types.ids.complete(ty);
        id
    }

    fn lower_derived(
        &mut self,
        cx: &mut dyn DebugTarget,
        ty: di::TypeId,
        d: &DiDerivedType,
    ) -> TypeId {
        use gimli::constants as c;
        let tag = gimli::DwTag(d.tag.0);
        match tag {
            _ if is_pointer_tag(d.tag.0) => self.lower_pointer(cx, ty, d),
            c::DW_TAG_const_type
            | c::DW_TAG_volatile_type
            | c::DW_TAG_restrict_type
            | c::DW_TAG_atomic_type => {
                let q = match tag {
                    c::DW_TAG_const_type => qualifier::CONST,
                    c::DW_TAG_volatile_type => qualifier::VOLATILE,
                    c::DW_TAG_restrict_type => qualifier::RESTRICT,
                    _ => qualifier::ATOMIC,
                };
                let base_type = self.base_of(cx, ty, d.base_type);
                self.finish_type(cx, ty, |e, cx| {
                    let qualified = build::DebugTypeQualifier {
                        base_type,
                        type_qualifier: num(cx, q),
                    };
                    e.emit(cx, &qualified)
                })
            }
            c::DW_TAG_typedef => self.lower_typedef(cx, ty, d),
            c::DW_TAG_member | c::DW_TAG_variable => self.lower_member(cx, ty, d),
            c::DW_TAG_inheritance => self.lower_base_class(cx, ty, d),
            c::DW_TAG_ptr_to_member_type => {
                let member_type = self.get_or_create_type(cx, d.base_type);
                let parent: ScopeId = match &d.extra_data {
                    Some(DiOperand::Node(n))
                        if di::TypeId::accepts(self.di.node(*n).kind_name()) =>
                    {
                        let class = self.get_or_create_type(cx, Some(di::TypeId(*n)));
                        self.types.composite_of(class).as_scope()
                    }
                    _ => self.none(cx),
                };
                self.finish_type(cx, ty, |e, cx| {
                    let pointer = build::DebugTypePtrToMember {
                        member_type,
                        parent,
                    };
                    e.emit(cx, &pointer)
                })
            }
            _ => {
                self.remark(
                    RemarkKind::Substituted,
                    Some(ty.0),
                    format!("{} has no NSDI type: an unsized DebugTypeBasic", d.tag),
                );
                self.finish_type(cx, ty, |e, cx| e.placeholder_type(cx, &d.name))
            }
        }
    }

    /// DebugTypePointer (references too, flagged). Reserved first: the pointee may point back
    /// here (struct -> pointer -> struct). A chain of pointers is reserved down to its first
    /// pointee that is not an unlowered pointer, then written from that end: the ids and
    /// instructions of the recursion, without recursing as deep as the chain.
    fn lower_pointer(
        &mut self,
        cx: &mut dyn DebugTarget,
        ty: di::TypeId,
        d: &DiDerivedType,
    ) -> TypeId {
        let di = self.di;
        let id: TypeId = self.reserve(cx);
        self.types.ids.reserve(ty, id);
        let mut chain = vec![(ty, d, id)];
        let mut base = d.base_type;
        while let Some(b) = base
            && !self.types.ids.contains(b)
            && !self.guard.in_progress(b.0)
            && let DiNode::DerivedType(bd) = di.node(b.0)
            && is_pointer_tag(bd.tag.0)
        {
            let id: TypeId = self.reserve(cx);
            self.types.ids.reserve(b, id);
            chain.push((b, bd, id));
            base = bd.base_type;
        }
        let mut base_type = self.get_or_create_type(cx, base);
        for (ty, d, id) in chain.into_iter().rev() {
            let mut f = debug_info_flags(d.flags);
            match gimli::DwTag(d.tag.0) {
                gimli::DW_TAG_reference_type => f |= flags::LVALUE_REFERENCE,
                gimli::DW_TAG_rvalue_reference_type => f |= flags::RVALUE_REFERENCE,
                _ => {}
            }
            let pointer = build::DebugTypePointer {
                base_type,
                storage_class: num(
                    cx,
                    pointer_storage_class(d.dwarf_address_space, self.opts.pointer_storage),
                ),
                flags: num(cx, f),
            };
            self.emit_as(cx, id, &pointer);
            self.types.ids.complete(ty);
            base_type = id;
        }
        id
    }

    /// DebugTypedef of a basic type; any other typedef is transparent (see the remark), and a
    /// matrix-shaped one is DebugTypeMatrix.
    fn lower_typedef(
        &mut self,
        cx: &mut dyn DebugTarget,
        ty: di::TypeId,
        d: &DiDerivedType,
    ) -> TypeId {
        // A matrix's base ends at a basic type, so it is on no ring and never cut.
        let base_type = match self.matrix(cx, &d.name, d.base_type) {
            Some(matrix) => matrix,
            None => self.base_of(cx, ty, d.base_type),
        };
        // spirv-val (2025.5) accepts only a DebugTypeBasic as a typedef's base; any other
        // typedef is transparent: references name its base directly.
        if self.kind(base_type) != Some(DebugOp::DebugTypeBasic) {
            self.remark(
                RemarkKind::ValidatorWorkaround,
                Some(ty.0),
                format!(
                    "typedef '{}' of a non-basic type is replaced by its base type (spirv-val accepts DebugTypedef of DebugTypeBasic only)",
                    d.name
                ),
            );
            return self.finish_type(cx, ty, |_, _| base_type);
        }
        let name = self.text(cx, &d.name);
        let source = self.source_of(cx, d.file);
        let parent = self.get_or_create_scope(cx, d.scope.map(|s| s.0));
        self.finish_type(cx, ty, |e, cx| {
            let typedef = build::DebugTypedef {
                name,
                base_type,
                source,
                line: num(cx, d.line),
                column: num(cx, 0),
                parent,
            };
            e.emit(cx, &typedef)
        })
    }

    /// DebugTypeMember of a data member (static ones included).
    fn lower_member(
        &mut self,
        cx: &mut dyn DebugTarget,
        ty: di::TypeId,
        d: &DiDerivedType,
    ) -> TypeId {
        // A member reached on its own (a static member's definition names it) is written as
        // part of its class, so the class exists and lists it.
        if let Some(scope) = d.scope
            && matches!(self.di.node(scope.0), DiNode::CompositeType(_))
            && !self.types.ids.contains(di::TypeId(scope.0))
        {
            self.get_or_create_type(cx, Some(di::TypeId(scope.0)));
            if let Some(id) = self.types.ids.get(ty) {
                return id;
            }
        }
        let member_type = self.get_or_create_type(cx, d.base_type);
        let name = self.text(cx, member_name(self.di, d));
        let source = self.source_of(cx, d.file);
        self.finish_type(cx, ty, |e, cx| {
            let mut member = build::DebugTypeMember {
                name,
                ty: member_type,
                source,
                line: num(cx, d.line),
                column: num(cx, 0),
                offset: count_constant(cx, d.offset),
                size: count_constant(cx, d.size),
                flags: num(cx, debug_info_flags(d.flags)),
                value: None,
            };
            // A static member's in-class initializer: an integer, or the producer's typed
            // constant (`bind_constant`) of a floating-point one.
            if let Some(DiOperand::Constant(constant)) = &d.extra_data
                && d.flags.contains(DiFlags::STATIC_MEMBER)
            {
                member.value = match (constant.int, e.variables.bound_constants.get(&ty.0)) {
                    (Some(v), _) => Some(int_constant(cx, v).id()),
                    (None, Some(&bound)) => Some(bound),
                    (None, None) => {
                        e.remark(
                            RemarkKind::Dropped,
                            Some(ty.0),
                            format!(
                                "initializer '{}' of static member '{}' has no constant (not an integer, and the producer bound none): DebugTypeMember has no Value",
                                constant.text, d.name
                            ),
                        );
                        None
                    }
                };
            }
            e.emit(cx, &member)
        })
    }

    /// A base class as the DebugTypeMember of its subobject: named after the base, of the
    /// base's type, at the inheritance's offset, FlagArtificial. spirv-val 2025.5 checks
    /// DebugTypeInheritance against OpenCL.DebugInfo.100's operand layout (Child, Parent, ...),
    /// so no NSDI-layout DebugTypeInheritance validates; a member keeps the base's fields
    /// visible (as `d.b`) where a dropped base would leave a hole.
    ///
    /// A virtual base (`DIFlagVirtual`) has no offset in its class: where it lies is read
    /// from the vtable at run time, and clang's `offset:` is where in the vtable (a byte
    /// count), not a bit offset in the object. NSDI has neither a virtual flag nor a run-time
    /// member location, so its member says Offset 0 with FlagUnknownPhysicalLayout, the
    /// spec's mark that Offset is a placeholder rather than the layout (docs/MAPPING.md).
    fn lower_base_class(
        &mut self,
        cx: &mut dyn DebugTarget,
        ty: di::TypeId,
        d: &DiDerivedType,
    ) -> TypeId {
        let member_type = self.get_or_create_type(cx, d.base_type);
        let base_size = match d.base_type.map(|b| self.di.node(b.0)) {
            Some(DiNode::CompositeType(bc)) => bc.size,
            _ => 0,
        };
        let name = self.text(cx, member_name(self.di, d));
        let source = self.source_of(cx, d.file);
        // LLVM gives an inheritance no size; the subobject is as large as the base.
        let size = if d.size == 0 { base_size } else { d.size };
        let (offset, layout_flag) = if d.flags.contains(DiFlags::VIRTUAL) {
            let class = match d.scope.map(|s| self.di.node(s.0)) {
                Some(DiNode::CompositeType(c)) => c.name.as_str(),
                _ => "",
            };
            self.remark(
                RemarkKind::Substituted,
                Some(ty.0),
                format!(
                    "virtual base '{}' of '{class}' is located through the vtable at run time, which NSDI cannot say: its member has Offset 0 and FlagUnknownPhysicalLayout",
                    member_name(self.di, d)
                ),
            );
            (0, flags::UNKNOWN_PHYSICAL_LAYOUT)
        } else {
            (d.offset, flags::NONE)
        };
        // `DIFlagIndirectVirtualBase` (CodeView's indirect virtual base) is FwdDecl | Virtual:
        // there FwdDecl says "indirect", not "declared only".
        let di_flags = if d.flags.contains(DiFlags::VIRTUAL) {
            DiFlags(d.flags.0 & !DiFlags::FWD_DECL)
        } else {
            d.flags
        };
        self.finish_type(cx, ty, |e, cx| {
            let member = build::DebugTypeMember {
                name,
                ty: member_type,
                source,
                line: num(cx, d.line),
                column: num(cx, 0),
                offset: count_constant(cx, offset),
                size: count_constant(cx, size),
                flags: num(
                    cx,
                    debug_info_flags(di_flags) | flags::ARTIFICIAL | layout_flag,
                ),
                value: None,
            };
            e.emit(cx, &member)
        })
    }

    /// `typedef float4 float4x4[4]`-shaped: DebugTypeMatrix of the column vector.
    fn matrix(
        &mut self,
        cx: &mut dyn DebugTarget,
        name: &str,
        base: Option<di::TypeId>,
    ) -> Option<TypeId> {
        let (scalar, rows, columns) = matrix_shape(name)?;
        let vector = matrix_column(self.di, base, scalar, rows, columns)?;
        let vector_type = self.get_or_create_type(cx, Some(vector));
        let matrix = build::DebugTypeMatrix {
            vector_type,
            vector_count: num(cx, columns),
            column_major: ConstId::from_word(cx.const_bool(true)),
        };
        Some(self.emit(cx, &matrix))
    }

    fn lower_composite(
        &mut self,
        cx: &mut dyn DebugTarget,
        ty: di::TypeId,
        c: &DiCompositeType,
    ) -> TypeId {
        use gimli::constants as g;
        match gimli::DwTag(c.tag.0) {
            g::DW_TAG_array_type => self.lower_array(cx, ty, c),
            g::DW_TAG_enumeration_type => self.lower_enum(cx, ty, c),
            g::DW_TAG_structure_type | g::DW_TAG_class_type | g::DW_TAG_union_type => {
                self.lower_record(cx, ty, c)
            }
            other => {
                self.remark(
                    RemarkKind::Substituted,
                    Some(ty.0),
                    format!("{other} has no NSDI type: an unsized DebugTypeBasic"),
                );
                self.finish_type(cx, ty, |e, cx| e.placeholder_type(cx, &c.name))
            }
        }
    }

    /// DebugTypeVector for a vector of at most 4 basic components (through typedefs: OpenCL's
    /// `uint4` is a vector of the typedef `uint`, and DebugTypeVector's component must be the
    /// DebugTypeBasic), else DebugTypeArray with one count per subrange (a constant, or the
    /// DebugLocalVariable holding it).
    fn lower_array(
        &mut self,
        cx: &mut dyn DebugTarget,
        ty: di::TypeId,
        c: &DiCompositeType,
    ) -> TypeId {
        if c.flags.contains(DiFlags::VECTOR)
            && let Some(n) = single_count(self.di, c)
        {
            let component = strip_typedefs(self.di, c.base_type);
            let basic = component.filter(|t| matches!(self.di.node(t.0), DiNode::BasicType(_)));
            match basic {
                Some(basic) if (1..=4).contains(&n) => {
                    let base_type = self.get_or_create_type(cx, Some(basic));
                    return self.finish_type(cx, ty, |e, cx| {
                        let vector = build::DebugTypeVector {
                            base_type,
                            component_count: num(cx, n as u32),
                        };
                        e.emit(cx, &vector)
                    });
                }
                Some(_) => self.remark(
                    RemarkKind::Substituted,
                    Some(ty.0),
                    format!(
                        "{n}-component vector: DebugTypeVector allows at most 4, emitted as DebugTypeArray"
                    ),
                ),
                None => self.remark(
                    RemarkKind::Substituted,
                    Some(ty.0),
                    "vector whose component is not a basic type: DebugTypeVector needs a DebugTypeBasic component, emitted as DebugTypeArray".to_owned(),
                ),
            }
        }
        let base_type = self.base_of(cx, ty, c.base_type);
        let mut component_counts = Vec::with_capacity(c.elements.len());
        for e in c.elements.iter().flatten() {
            let count = self.array_count(cx, ty, *e);
            component_counts.push(count);
        }
        self.finish_type(cx, ty, |e, cx| {
            let array = build::DebugTypeArray {
                base_type,
                component_counts,
            };
            e.emit(cx, &array)
        })
    }

    /// One DebugTypeArray count: a constant (from `count:`, or from constant bounds), the
    /// DebugLocalVariable holding it (a VLA), or 0 (unknown: the spec's runtime-sized array)
    /// when LLVM says -1 or nothing. Bounds NSDI cannot name (expressions, Fortran's
    /// DIGenericSubrange) are 0 with a remark.
    fn array_count(&mut self, cx: &mut dyn DebugTarget, array: di::TypeId, e: di::DiNodeId) -> Id {
        let constant = |o: &Option<DiOperand>| match o {
            Some(DiOperand::Constant(k)) => k.int,
            _ => None,
        };
        if let DiNode::Subrange(s) = self.di.node(e) {
            match (&s.count, &s.lower_bound, &s.upper_bound) {
                (Some(DiOperand::Constant(k)), _, _) => {
                    return match k.int {
                        Some(n) if n >= 0 => count_constant(cx, n as u64).id(),
                        _ => num(cx, 0).id(),
                    };
                }
                (Some(DiOperand::Node(v)), _, _)
                    if matches!(self.di.node(*v), DiNode::LocalVariable(_)) =>
                {
                    return self
                        .get_or_create_local_variable(cx, di::LocalVariableId(*v))
                        .id();
                }
                (None, lower, Some(_)) if lower.is_none() || constant(lower).is_some() => {
                    let low = constant(lower).unwrap_or(0);
                    if let Some(n) = constant(&s.upper_bound)
                        .and_then(|up| up.checked_sub(low))
                        .and_then(|d| d.checked_add(1))
                        .filter(|n| *n >= 0)
                    {
                        return count_constant(cx, n as u64).id();
                    }
                }
                (None, None, None) => return num(cx, 0).id(),
                _ => {}
            }
        }
        self.remark(
            RemarkKind::Dropped,
            Some(e),
            format!(
                "a dimension (!{}) of array !{} has bounds NSDI cannot name (an expression or a {}): its count is 0 (unknown)",
                e.0,
                array.0 .0,
                self.di.node(e).kind_name()
            ),
        );
        num(cx, 0).id()
    }

    fn lower_enum(
        &mut self,
        cx: &mut dyn DebugTarget,
        ty: di::TypeId,
        c: &DiCompositeType,
    ) -> TypeId {
        // An enum without an underlying type names DebugInfoNone (the spec's rule), not void.
        let underlying_type: TypeId = match c.base_type {
            Some(base) => self.base_of(cx, ty, Some(base)),
            None => self.none(cx),
        };
        let name = self.text(cx, self.di.composite_name(ty.0, c));
        let source = self.source_of(cx, c.file);
        let parent = self.get_or_create_scope(cx, c.scope.map(|s| s.0));
        let line = num(cx, c.line);
        let column = num(cx, 0);
        // spirv-val wants a positive size; a forward-declared enum has none.
        let size = count_constant(cx, if c.size == 0 { 32 } else { c.size });
        let flags = num(cx, debug_info_flags(c.flags));
        let mut enumerators = Vec::with_capacity(c.elements.len());
        for e in c.elements.iter().flatten() {
            if let DiNode::Enumerator(en) = self.di.node(*e) {
                // The spec allows only 32-bit enumerator values.
                if i32::try_from(en.value).is_err() && u32::try_from(en.value).is_err() {
                    self.remark(
                        RemarkKind::Dropped,
                        Some(*e),
                        format!(
                            "enumerator '{}' = {} of '{}' does not fit the 32-bit constant DebugTypeEnum allows: left out",
                            en.name, en.value, c.name
                        ),
                    );
                    continue;
                }
                let value = num(cx, en.value as u32);
                enumerators.push((value, self.text(cx, &en.name)));
            }
        }
        self.finish_type(cx, ty, |e, cx| {
            let enumeration = build::DebugTypeEnum {
                name,
                underlying_type,
                source,
                line,
                column,
                parent,
                size,
                flags,
                enumerators,
            };
            e.emit(cx, &enumeration)
        })
    }
}

/// The name a `DebugTypeMember` of `d` (a data member or an inheritance) gets: a data
/// member's own; for a base class, the base's name (its subobject is named after it).
pub(super) fn member_name<'d>(di: &'d di::DiModule, d: &'d DiDerivedType) -> &'d str {
    match d.base_type.map(|b| (b, di.node(b.0))) {
        Some((b, DiNode::CompositeType(bc))) if d.tag.0 == gimli::DW_TAG_inheritance.0 => {
            di.composite_name(b.0, bc)
        }
        _ => &d.name,
    }
}
