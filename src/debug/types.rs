//! DI types to NSDI types: get-or-create with a cache, stub then complete.

use rspirv::spirv::Word;

use super::NsdiEmitter;
use super::target::DebugTarget;
use crate::di::{
    DiCompositeType, DiDerivedType, DiFlags, DiNode, DiNodeId, DiOperand, DiSpFlags,
    DiTemplateValue, TypeId,
};
use crate::nsdi::{DebugOp, composite, encoding, flags, qualifier};

/// NSDI DebugInfoFlags for LLVM DIFlags (flags NSDI has no counterpart for are dropped:
/// docs/MAPPING.md lists them).
pub fn debug_info_flags(f: DiFlags) -> u32 {
    let mut out = match f.0 & 3 {
        1 => flags::IS_PRIVATE,
        2 => flags::IS_PROTECTED,
        3 => flags::IS_PUBLIC,
        _ => flags::NONE,
    };
    for (di, nsdi) in [
        (DiFlags::FWD_DECL, flags::FWD_DECL),
        (DiFlags::ARTIFICIAL, flags::ARTIFICIAL),
        (DiFlags::EXPLICIT, flags::EXPLICIT),
        (DiFlags::PROTOTYPED, flags::PROTOTYPED),
        (DiFlags::OBJECT_POINTER, flags::OBJECT_POINTER),
        (DiFlags::STATIC_MEMBER, flags::STATIC_MEMBER),
        (DiFlags::LVALUE_REFERENCE, flags::LVALUE_REFERENCE),
        (DiFlags::RVALUE_REFERENCE, flags::RVALUE_REFERENCE),
        (DiFlags::ENUM_CLASS, flags::IS_ENUM_CLASS),
        (1 << 22, flags::TYPE_PASS_BY_VALUE),
        (1 << 23, flags::TYPE_PASS_BY_REFERENCE),
    ] {
        if f.contains(di) {
            out |= nsdi;
        }
    }
    out
}

/// NSDI encoding for a DW_ATE code.
pub fn base_encoding(ate: u8) -> u32 {
    match gimli::DwAte(ate) {
        gimli::DW_ATE_address => encoding::ADDRESS,
        gimli::DW_ATE_boolean => encoding::BOOLEAN,
        gimli::DW_ATE_float => encoding::FLOAT,
        gimli::DW_ATE_signed => encoding::SIGNED,
        gimli::DW_ATE_signed_char => encoding::SIGNED_CHAR,
        gimli::DW_ATE_unsigned => encoding::UNSIGNED,
        gimli::DW_ATE_unsigned_char => encoding::UNSIGNED_CHAR,
        _ => encoding::UNSPECIFIED,
    }
}

/// SPIR-V storage class of an OpenCL DWARF address space (no address space: private).
pub fn pointer_storage_class(dwarf_address_space: Option<u32>) -> u32 {
    use rspirv::spirv::StorageClass as Sc;
    (match dwarf_address_space {
        None | Some(0) => Sc::Function,
        Some(1) => Sc::CrossWorkgroup,
        Some(2) => Sc::UniformConstant,
        Some(3) => Sc::Workgroup,
        _ => Sc::Generic,
    }) as u32
}

/// The matrix rule (docs/MAPPING.md): a typedef named `<scalar><R>x<C>` (`float4x4`) whose
/// base is an array of C vectors of R `<scalar>`s, 2 <= R, C <= 4, becomes DebugTypeMatrix.
/// Returns (scalar, R, C) for a name of that form.
pub fn matrix_shape(name: &str) -> Option<(&str, u32, u32)> {
    let (head, cols) = name.rsplit_once('x')?;
    let cols: u32 = match cols {
        "2" | "3" | "4" => cols.parse().ok()?,
        _ => return None,
    };
    let rows_char = head.chars().last()?;
    let rows = rows_char.to_digit(10).filter(|r| (2..=4).contains(r))?;
    let scalar = &head[..head.len() - rows_char.len_utf8()];
    matches!(
        scalar,
        "half" | "float" | "double" | "int" | "uint" | "bool"
    )
    .then_some((scalar, rows, cols))
}

/// Whether a typedef name has the matrix rule's form (see [`matrix_shape`]).
pub fn is_matrix_name(name: &str) -> bool {
    matrix_shape(name).is_some()
}

/// Whether a DI basic type's name is the scalar a matrix name spells.
pub fn matrix_scalar_matches(scalar: &str, basic: &str) -> bool {
    scalar == basic || (scalar == "uint" && basic == "unsigned int")
}

impl NsdiEmitter<'_> {
    /// NSDI id of a type; `None` (void) is an unsized DebugTypeBasic named `void`.
    pub(super) fn get_or_create_type(
        &mut self,
        cx: &mut dyn DebugTarget,
        ty: Option<TypeId>,
    ) -> Word {
        let Some(ty) = ty else {
            return self.placeholder_type(cx, "void");
        };
        if let Some(&id) = self.cache.get(&ty.0) {
            return id;
        }
        let id = match self.di.node(ty.0).clone() {
            DiNode::BasicType(b) => {
                let operands = vec![
                    Self::text(cx, &b.name),
                    Self::num(cx, b.size as u32),
                    Self::num(cx, base_encoding(b.encoding.0)),
                    Self::num(cx, debug_info_flags(b.flags)),
                ];
                self.emit(cx, DebugOp::DebugTypeBasic, operands)
            }
            DiNode::DerivedType(d) => self.lower_derived(cx, ty.0, &d),
            DiNode::CompositeType(c) => self.lower_composite(cx, ty.0, &c),
            DiNode::SubroutineType(s) => {
                // Reserve first: a method's `this` points to its class, whose members name
                // this same type.
                let id = self.reserve(cx);
                self.cache.insert(ty.0, id);
                let flags = Self::num(cx, debug_info_flags(s.flags));
                let ret = match s.types.first() {
                    Some(Some(t)) => self.get_or_create_type(cx, Some(*t)),
                    _ => self.writer().void_type,
                };
                let mut operands = vec![flags, ret];
                for p in s.types.iter().skip(1).flatten() {
                    operands.push(self.get_or_create_type(cx, Some(*p)));
                }
                self.emit_as(cx, DebugOp::DebugTypeFunction, id, operands);
                id
            }
            DiNode::StringType(st) => {
                self.remark(
                    "DIStringType (Fortran) has no NSDI type: an unsized DebugTypeBasic".to_owned(),
                );
                self.placeholder_type(cx, &st.name)
            }
            _ => self.placeholder_type(cx, "void"),
        };
        self.cache.insert(ty.0, id);
        id
    }

    fn lower_derived(
        &mut self,
        cx: &mut dyn DebugTarget,
        node: DiNodeId,
        d: &DiDerivedType,
    ) -> Word {
        use gimli::constants as c;
        let tag = gimli::DwTag(d.tag.0);
        match tag {
            c::DW_TAG_pointer_type | c::DW_TAG_reference_type | c::DW_TAG_rvalue_reference_type => {
                // Reserve first: the pointee may point back here (struct -> pointer -> struct).
                let id = self.reserve(cx);
                self.cache.insert(node, id);
                let base = self.get_or_create_type(cx, d.base_type);
                let mut f = debug_info_flags(d.flags);
                if tag == c::DW_TAG_reference_type {
                    f |= flags::LVALUE_REFERENCE;
                } else if tag == c::DW_TAG_rvalue_reference_type {
                    f |= flags::RVALUE_REFERENCE;
                }
                let operands = vec![
                    base,
                    Self::num(cx, pointer_storage_class(d.dwarf_address_space)),
                    Self::num(cx, f),
                ];
                self.emit_as(cx, DebugOp::DebugTypePointer, id, operands);
                id
            }
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
                let base = self.get_or_create_type(cx, d.base_type);
                let operands = vec![base, Self::num(cx, q)];
                self.emit(cx, DebugOp::DebugTypeQualifier, operands)
            }
            c::DW_TAG_typedef => {
                let base = self.matrix(cx, &d.name, d.base_type);
                let base = match base {
                    Some(m) => m,
                    None => self.get_or_create_type(cx, d.base_type),
                };
                // spirv-val (2025.5) accepts only a DebugTypeBasic as a typedef's base; any
                // other typedef is transparent: references name its base directly.
                if self.kind(base) != Some(DebugOp::DebugTypeBasic) {
                    self.remark(format!(
                        "typedef '{}' of a non-basic type is replaced by its base type (spirv-val accepts DebugTypedef of DebugTypeBasic only)",
                        d.name
                    ));
                    return base;
                }
                let name = Self::text(cx, &d.name);
                let source = self.source_of(cx, d.file);
                let parent = self.get_or_create_scope(cx, d.scope.map(|s| s.0));
                let operands = vec![
                    name,
                    base,
                    source,
                    Self::num(cx, d.line),
                    Self::num(cx, 0),
                    parent,
                ];
                self.emit(cx, DebugOp::DebugTypedef, operands)
            }
            c::DW_TAG_member | c::DW_TAG_variable => {
                // A member reached on its own (a static member's definition names it) is
                // written as part of its class, so the class exists and lists it.
                if let Some(scope) = d.scope
                    && matches!(self.di.node(scope.0), DiNode::CompositeType(_))
                    && !self.cache.contains_key(&scope.0)
                {
                    self.get_or_create_type(cx, Some(TypeId(scope.0)));
                    if let Some(&id) = self.cache.get(&node) {
                        return id;
                    }
                }
                let ty = self.get_or_create_type(cx, d.base_type);
                let name = Self::text(cx, &d.name);
                let source = self.source_of(cx, d.file);
                let mut operands = vec![
                    name,
                    ty,
                    source,
                    Self::num(cx, d.line),
                    Self::num(cx, 0),
                    Self::num(cx, d.offset as u32),
                    Self::num(cx, d.size as u32),
                    Self::num(cx, debug_info_flags(d.flags)),
                ];
                // A static member's in-class initializer.
                if let Some(DiOperand::Constant(cst)) = &d.extra_data
                    && let Some(v) = cst.int
                    && d.flags.contains(DiFlags::STATIC_MEMBER)
                {
                    operands.push(Self::num(cx, v as u32));
                }
                self.emit(cx, DebugOp::DebugTypeMember, operands)
            }
            c::DW_TAG_inheritance => {
                let parent = self.get_or_create_type(cx, d.base_type);
                let operands = vec![
                    parent,
                    Self::num(cx, d.offset as u32),
                    Self::num(cx, d.size as u32),
                    Self::num(cx, debug_info_flags(d.flags)),
                ];
                self.emit(cx, DebugOp::DebugTypeInheritance, operands)
            }
            c::DW_TAG_ptr_to_member_type => {
                let member = self.get_or_create_type(cx, d.base_type);
                let class = match &d.extra_data {
                    Some(DiOperand::Node(n))
                        if crate::di::TypeId::accepts(self.di.node(*n).kind_name()) =>
                    {
                        let t = self.get_or_create_type(cx, Some(TypeId(*n)));
                        self.composite_of(t)
                    }
                    _ => self.none(cx),
                };
                self.emit(cx, DebugOp::DebugTypePtrToMember, vec![member, class])
            }
            _ => {
                self.remark(format!(
                    "{} has no NSDI type: an unsized DebugTypeBasic",
                    d.tag
                ));
                self.placeholder_type(cx, &d.name)
            }
        }
    }

    /// `typedef float4 float4x4[4]`-shaped: DebugTypeMatrix of the column vector.
    fn matrix(
        &mut self,
        cx: &mut dyn DebugTarget,
        name: &str,
        base: Option<TypeId>,
    ) -> Option<Word> {
        let (scalar, rows, columns) = matrix_shape(name)?;
        let (vector_id, vector) = self.matrix_column(base, scalar, rows, columns)?;
        let _ = vector;
        let column = self.get_or_create_type(cx, Some(vector_id));
        let operands = vec![column, Self::num(cx, columns), cx.const_bool(true)];
        Some(self.emit(cx, DebugOp::DebugTypeMatrix, operands))
    }

    /// The column vector of a matrix-shaped array: an array (not a vector) of `columns`
    /// elements whose element, through typedefs, is a vector of `rows` `scalar`s.
    fn matrix_column(
        &self,
        base: Option<TypeId>,
        scalar: &str,
        rows: u32,
        columns: u32,
    ) -> Option<(TypeId, DiCompositeType)> {
        let DiNode::CompositeType(array) = self.di.node(base?.0).clone() else {
            return None;
        };
        if array.flags.contains(DiFlags::VECTOR) || self.single_count(&array)? != i64::from(columns)
        {
            return None;
        }
        let mut element = array.base_type?;
        while let DiNode::DerivedType(t) = self.di.node(element.0) {
            if t.tag.0 != gimli::DW_TAG_typedef.0 {
                return None;
            }
            element = t.base_type?;
        }
        let DiNode::CompositeType(vector) = self.di.node(element.0).clone() else {
            return None;
        };
        let DiNode::BasicType(b) = self.di.node(vector.base_type?.0) else {
            return None;
        };
        let shape_ok = vector.flags.contains(DiFlags::VECTOR)
            && self.single_count(&vector)? == i64::from(rows)
            && matrix_scalar_matches(scalar, &b.name);
        shape_ok.then_some((element, vector))
    }

    fn single_count(&self, c: &DiCompositeType) -> Option<i64> {
        let [Some(sub)] = c.elements.as_slice() else {
            return None;
        };
        match self.di.node(*sub) {
            DiNode::Subrange(s) => match &s.count {
                Some(DiOperand::Constant(k)) => k.int,
                _ => None,
            },
            _ => None,
        }
    }

    fn lower_composite(
        &mut self,
        cx: &mut dyn DebugTarget,
        node: DiNodeId,
        c: &DiCompositeType,
    ) -> Word {
        use gimli::constants as g;
        match gimli::DwTag(c.tag.0) {
            g::DW_TAG_array_type => self.lower_array(cx, node, c),
            g::DW_TAG_enumeration_type => self.lower_enum(cx, node, c),
            g::DW_TAG_structure_type | g::DW_TAG_class_type | g::DW_TAG_union_type => {
                self.lower_record(cx, node, c)
            }
            other => {
                self.remark(format!(
                    "{other} has no NSDI type: an unsized DebugTypeBasic"
                ));
                self.placeholder_type(cx, &c.name)
            }
        }
    }

    fn lower_array(
        &mut self,
        cx: &mut dyn DebugTarget,
        node: DiNodeId,
        c: &DiCompositeType,
    ) -> Word {
        let base = self.get_or_create_type(cx, c.base_type);
        if c.flags.contains(DiFlags::VECTOR)
            && let Some(n) = self.single_count(c)
        {
            if (1..=4).contains(&n) && self.kind(base) == Some(DebugOp::DebugTypeBasic) {
                let operands = vec![base, Self::num(cx, n as u32)];
                return self.emit(cx, DebugOp::DebugTypeVector, operands);
            }
            self.remark(format!(
                "{n}-component vector: DebugTypeVector allows at most 4, emitted as DebugTypeArray"
            ));
        }
        let mut operands = vec![base];
        for e in c.elements.iter().flatten() {
            let count = match self.di.node(*e).clone() {
                DiNode::Subrange(s) => match s.count {
                    Some(DiOperand::Constant(k)) => match k.int {
                        Some(n) if n >= 0 => self.count_constant(cx, n as u64),
                        _ => Self::num(cx, 0),
                    },
                    Some(DiOperand::Node(v))
                        if matches!(self.di.node(v), DiNode::LocalVariable(_)) =>
                    {
                        self.get_or_create_local_variable(cx, crate::di::LocalVariableId(v))
                    }
                    _ => Self::num(cx, 0),
                },
                _ => Self::num(cx, 0),
            };
            operands.push(count);
        }
        let _ = node;
        self.emit(cx, DebugOp::DebugTypeArray, operands)
    }

    /// A component count: 32-bit when it fits, else 64-bit.
    fn count_constant(&mut self, cx: &mut dyn DebugTarget, n: u64) -> Word {
        match u32::try_from(n) {
            Ok(v) => Self::num(cx, v),
            Err(_) => cx.const_u64(n),
        }
    }

    fn lower_enum(
        &mut self,
        cx: &mut dyn DebugTarget,
        node: DiNodeId,
        c: &DiCompositeType,
    ) -> Word {
        let underlying = self.get_or_create_type(cx, c.base_type);
        let name = Self::text(cx, self.di.composite_name(node, c));
        let source = self.source_of(cx, c.file);
        let parent = self.get_or_create_scope(cx, c.scope.map(|s| s.0));
        let mut operands = vec![
            name,
            underlying,
            source,
            Self::num(cx, c.line),
            Self::num(cx, 0),
            parent,
            // spirv-val wants a positive size; a forward-declared enum has none.
            Self::num(cx, if c.size == 0 { 32 } else { c.size as u32 }),
            Self::num(cx, debug_info_flags(c.flags)),
        ];
        for e in c.elements.iter().flatten() {
            if let DiNode::Enumerator(en) = self.di.node(*e).clone() {
                let value = if i32::try_from(en.value).is_ok() || u32::try_from(en.value).is_ok() {
                    Self::num(cx, en.value as u32)
                } else {
                    self.count_constant(cx, en.value as u64)
                };
                operands.push(value);
                operands.push(Self::text(cx, &en.name));
            }
        }
        self.emit(cx, DebugOp::DebugTypeEnum, operands)
    }

    /// struct/class/union: reserve (and, when templated, reserve the DebugTypeTemplate that
    /// references to the type will name), then lower members, then write.
    fn lower_record(
        &mut self,
        cx: &mut dyn DebugTarget,
        node: DiNodeId,
        c: &DiCompositeType,
    ) -> Word {
        let id = self.reserve(cx);
        let template = (!c.template_params.is_empty() && self.full()).then(|| self.reserve(cx));
        self.cache.insert(node, template.unwrap_or(id));
        if let Some(t) = template {
            self.template_targets.insert(t, id);
        }
        let tag = match gimli::DwTag(c.tag.0) {
            gimli::DW_TAG_class_type => composite::CLASS,
            gimli::DW_TAG_union_type => composite::UNION,
            _ => composite::STRUCTURE,
        };
        let shown = self.di.composite_name(node, c).to_owned();
        let name = Self::text(cx, &shown);
        let source = self.source_of(cx, c.file);
        let parent = self.get_or_create_scope(cx, c.scope.map(|s| s.0));
        let linkage = Self::text(
            cx,
            if c.identifier.is_empty() {
                &shown
            } else {
                &c.identifier
            },
        );
        let mut operands = vec![
            name,
            Self::num(cx, tag),
            source,
            Self::num(cx, c.line),
            Self::num(cx, 0),
            parent,
            linkage,
            Self::num(cx, c.size as u32),
            Self::num(cx, debug_info_flags(c.flags)),
        ];
        for e in c.elements.iter().flatten() {
            match self.di.node(*e).clone() {
                DiNode::DerivedType(m) => {
                    use gimli::constants as g;
                    let member_tag = gimli::DwTag(m.tag.0);
                    if matches!(member_tag, g::DW_TAG_member | g::DW_TAG_variable) {
                        operands.push(self.get_or_create_type(cx, Some(TypeId(*e))));
                    } else if member_tag == g::DW_TAG_inheritance {
                        self.remark(format!(
                            "base class of '{}' is not emitted: spirv-val 2025.5 checks DebugTypeInheritance against OpenCL.DebugInfo.100's operand layout (Child, Parent, ...), which NSDI does not have",
                            c.name
                        ));
                    }
                }
                DiNode::Subprogram(sp) => {
                    // A method names this class as its parent: a cycle that needs a forward
                    // reference; without one the method is left out of the member list.
                    if self.opts.forward_refs {
                        operands.push(self.get_or_create_method(cx, crate::di::SubprogramId(*e)));
                    } else {
                        self.remark(format!(
                            "method '{}' of '{}' is not listed as a member without --spirv-ext=+{}",
                            sp.name,
                            c.name,
                            crate::nsdi::FORWARD_REFS_EXTENSION
                        ));
                    }
                }
                // Nested types and the like are not members in NSDI.
                _ => {}
            }
        }
        self.emit_as(cx, crate::nsdi::DebugOp::DebugTypeComposite, id, operands);
        if let Some(t) = template {
            let mut operands = vec![id];
            let params = c.template_params.clone();
            operands.extend(self.template_parameter_list(cx, &params));
            self.emit_as(cx, DebugOp::DebugTypeTemplate, t, operands);
        }
        template.unwrap_or(id)
    }

    /// Parameters of a DebugTypeTemplate. spirv-val accepts only (template) parameters there,
    /// so a pack's parameters are listed in its place (the pack is still written, standalone).
    pub(super) fn template_parameter_list(
        &mut self,
        cx: &mut dyn DebugTarget,
        params: &[Option<DiNodeId>],
    ) -> Vec<Word> {
        let mut out = Vec::new();
        for p in params.iter().flatten() {
            let id = self.get_or_create_template_parameter(cx, *p);
            if self.kind(id) == Some(DebugOp::DebugTypeTemplateParameterPack) {
                if let DiNode::TemplateValueParameter(v) = self.di.node(*p).clone()
                    && let Some(DiTemplateValue::Pack(items)) = v.value
                {
                    out.extend(self.template_parameter_list(cx, &items));
                }
            } else {
                out.push(id);
            }
        }
        out
    }

    /// The DebugTypeComposite behind an id that may be its DebugTypeTemplate.
    pub(super) fn composite_of(&self, id: Word) -> Word {
        self.template_targets.get(&id).copied().unwrap_or(id)
    }

    pub(super) fn get_or_create_template_parameter(
        &mut self,
        cx: &mut dyn DebugTarget,
        p: DiNodeId,
    ) -> Word {
        if let Some(&id) = self.cache.get(&p) {
            return id;
        }
        let source = self.source_of(cx, None);
        let zero = Self::num(cx, 0);
        let id = match self.di.node(p).clone() {
            DiNode::TemplateTypeParameter(t) => {
                let name = Self::text(cx, &t.name);
                let ty = self.get_or_create_type(cx, t.ty);
                let none = self.none(cx);
                self.emit(
                    cx,
                    DebugOp::DebugTypeTemplateParameter,
                    vec![name, ty, none, source, zero, zero],
                )
            }
            DiNode::TemplateValueParameter(v) => {
                let name = Self::text(cx, &v.name);
                match (gimli::DwTag(v.tag.0), v.value) {
                    (
                        gimli::DW_TAG_GNU_template_template_param,
                        Some(DiTemplateValue::Name(template)),
                    ) => {
                        let template = Self::text(cx, &template);
                        self.emit(
                            cx,
                            DebugOp::DebugTypeTemplateTemplateParameter,
                            vec![name, template, source, zero, zero],
                        )
                    }
                    (gimli::DW_TAG_GNU_template_parameter_pack, value) => {
                        let mut operands = vec![name, source, zero, zero];
                        if let Some(DiTemplateValue::Pack(items)) = value {
                            for item in items.into_iter().flatten() {
                                operands.push(self.get_or_create_template_parameter(cx, item));
                            }
                        }
                        self.emit(cx, DebugOp::DebugTypeTemplateParameterPack, operands)
                    }
                    (_, value) => {
                        let ty = self.get_or_create_type(cx, v.ty);
                        let value = match value {
                            Some(DiTemplateValue::Constant(k)) if k.int.is_some() => {
                                Self::num(cx, k.int.unwrap_or_default() as u32)
                            }
                            _ => self.none(cx),
                        };
                        self.emit(
                            cx,
                            DebugOp::DebugTypeTemplateParameter,
                            vec![name, ty, value, source, zero, zero],
                        )
                    }
                }
            }
            _ => self.none(cx),
        };
        self.cache.insert(p, id);
        id
    }

    /// Flags of a DISubprogram as DebugInfoFlags.
    pub(super) fn function_flags(
        &self,
        flags: DiFlags,
        sp_flags: DiSpFlags,
        definition: bool,
    ) -> u32 {
        let mut f = debug_info_flags(flags);
        if definition {
            f |= flags::IS_DEFINITION;
        }
        if sp_flags.contains(DiSpFlags::LOCAL_TO_UNIT) {
            f |= flags::IS_LOCAL;
        }
        if sp_flags.contains(DiSpFlags::OPTIMIZED) {
            f |= flags::IS_OPTIMIZED;
        }
        f
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matrix_names() {
        assert_eq!(matrix_shape("float4x4"), Some(("float", 4, 4)));
        assert_eq!(matrix_shape("half2x3"), Some(("half", 2, 3)));
        assert!(!is_matrix_name("float4"));
        assert!(!is_matrix_name("float8x4"));
        assert!(!is_matrix_name("box2x2"));
        // Multi-byte characters before the 'x' must not be sliced through.
        assert!(!is_matrix_name("éx2"));
        assert!(!is_matrix_name("x2"));
    }

    #[test]
    fn access_flags_swap_private_and_protected() {
        // LLVM: private 1, protected 2; NSDI: protected 1, private 2.
        assert_eq!(debug_info_flags(DiFlags(1)), flags::IS_PRIVATE);
        assert_eq!(debug_info_flags(DiFlags(2)), flags::IS_PROTECTED);
        assert_eq!(
            debug_info_flags(DiFlags(3 | DiFlags::PROTOTYPED)),
            flags::IS_PUBLIC | flags::PROTOTYPED
        );
    }
}
