//! [`DiBuilder`]: describe debug info without LLVM, for producers that are not our backend.
//!
//! Modelled on LLVM's `DIBuilder`: each method creates one node with the fields a producer
//! knows and LLVM's defaults for the rest, and returns a typed reference. Composite types are
//! created first and given their members afterwards ([`DiBuilder::set_elements`], LLVM's
//! `replaceArrays`), so a member may point back to its own struct.
//!
//! ```
//! use nsdi::di::{DiBuilder, DiFlags, DwAte, DwLang};
//! let mut b = DiBuilder::new();
//! let file = b.file("blur.comp", "/src", Some("void main() {\n  float w = 0.5;\n}\n"));
//! let unit = b.compile_unit(DwLang(gimli::DW_LANG_C11.0), file, "my-compiler 1.0");
//! let float = b.basic_type("float", 32, DwAte(gimli::DW_ATE_float.0));
//! let void_fn = b.subroutine_type(None, &[]);
//! let main = b.function(unit, "main", file, 1, void_fn, DiFlags(0));
//! let w = b.local_variable(main.into(), "w", file, 2, float);
//! let at = b.location(2, 3, main.into(), None);
//! let di = b.finish();
//! assert_eq!(di.local_variable(w).name, "w");
//! assert_eq!(di.location(at).line, 2);
//! assert_eq!(di.compile_units.len(), 1);
//! ```

use super::expression::{DiOp, DiOps};
use super::fields::{
    DiConstant, DiFlags, DiOperand, DiSpFlags, DwAte, DwCc, DwLang, DwTag, EmissionKind,
    NameTableKind,
};
use super::nodes::*;
use super::{DiModule, DiNodeId};

/// Builds a [`DiModule`] node by node.
pub struct DiBuilder {
    module: DiModule,
}

impl Default for DiBuilder {
    fn default() -> Self {
        Self::new()
    }
}

/// Widening conversions between typed references: every subprogram is a local scope, every
/// local scope, unit and type a scope, every subroutine type a type.
macro_rules! widen {
    ($($from:ident => $to:ident),* $(,)?) => {
        $(impl From<$from> for $to {
            fn from(narrow: $from) -> Self {
                $to(narrow.0)
            }
        })*
    };
}

widen!(
    SubprogramId => LocalScopeId,
    SubprogramId => ScopeId,
    LocalScopeId => ScopeId,
    CompileUnitId => ScopeId,
    TypeId => ScopeId,
    SubroutineTypeId => TypeId,
);

fn tag(t: gimli::DwTag) -> DwTag {
    DwTag(t.0)
}

/// A composite of `kind` with LLVM's defaults for everything a builder call does not set.
fn composite(kind: gimli::DwTag, size_bits: u64, flags: DiFlags) -> DiCompositeType {
    DiCompositeType {
        tag: tag(kind),
        name: String::new(),
        scope: None,
        file: None,
        line: 0,
        base_type: None,
        size: size_bits,
        align: 0,
        offset: 0,
        flags,
        elements: Vec::new(),
        runtime_lang: 0,
        vtable_holder: None,
        template_params: Vec::new(),
        identifier: String::new(),
        discriminator: None,
        data_location: None,
        associated: None,
        allocated: None,
        rank: None,
        annotations: Vec::new(),
    }
}

fn constant(value: i64) -> DiOperand {
    DiOperand::Constant(DiConstant {
        text: format!("i64 {value}"),
        int: Some(value),
    })
}

impl DiBuilder {
    /// An empty module that says DWARF 5 (NSDI's DebugCompilationUnit records the version).
    pub fn new() -> Self {
        DiBuilder {
            module: DiModule {
                dwarf_version: 5,
                debug_info_version: 3,
                ..DiModule::default()
            },
        }
    }

    fn add(&mut self, node: DiNode) -> DiNodeId {
        let id = DiNodeId(self.module.nodes.len() as u32);
        let distinct = matches!(
            node,
            DiNode::CompileUnit(_) | DiNode::Subprogram(_) | DiNode::LexicalBlock(_)
        );
        self.module.nodes.push(node);
        self.module.distinct.push(distinct);
        id
    }

    /// A source file; `source` is its text, embedded in DebugSource (debuggers show it without
    /// the file on disk).
    pub fn file(&mut self, filename: &str, directory: &str, source: Option<&str>) -> FileId {
        FileId(self.add(DiNode::from(DiFile {
            filename: filename.to_owned(),
            directory: directory.to_owned(),
            checksum_kind: None,
            checksum: String::new(),
            source: source.map(str::to_owned),
        })))
    }

    /// A compile unit with full debug info; the first one made is the module's default unit.
    pub fn compile_unit(
        &mut self,
        language: DwLang,
        file: FileId,
        producer: &str,
    ) -> CompileUnitId {
        let id = CompileUnitId(self.add(DiNode::from(DiCompileUnit {
            language,
            file: Some(file),
            producer: producer.to_owned(),
            is_optimized: false,
            flags: String::new(),
            runtime_version: 0,
            split_debug_filename: String::new(),
            emission_kind: EmissionKind(1),
            enums: Vec::new(),
            retained_types: Vec::new(),
            globals: Vec::new(),
            imports: Vec::new(),
            macros: Vec::new(),
            dwo_id: 0,
            split_debug_inlining: true,
            debug_info_for_profiling: false,
            name_table_kind: NameTableKind(0),
            ranges_base_address: false,
            sysroot: String::new(),
            sdk: String::new(),
        })));
        self.module.compile_units.push(id);
        id
    }

    /// A scalar type of `size_bits` with a `DW_ATE_*` encoding.
    pub fn basic_type(&mut self, name: &str, size_bits: u64, encoding: DwAte) -> TypeId {
        TypeId(self.add(DiNode::from(DiBasicType {
            tag: tag(gimli::DW_TAG_base_type),
            name: name.to_owned(),
            size: size_bits,
            align: 0,
            encoding,
            flags: DiFlags(0),
        })))
    }

    fn derived(&mut self, t: gimli::DwTag, name: &str, base: Option<TypeId>) -> DiDerivedType {
        let _ = self;
        DiDerivedType {
            tag: tag(t),
            name: name.to_owned(),
            scope: None,
            file: None,
            line: 0,
            base_type: base,
            size: 0,
            align: 0,
            offset: 0,
            flags: DiFlags(0),
            extra_data: None,
            dwarf_address_space: None,
            annotations: Vec::new(),
            ptr_auth_key: None,
            ptr_auth_is_address_discriminated: None,
            ptr_auth_extra_discriminator: None,
            ptr_auth_isa_pointer: None,
            ptr_auth_authenticates_null_values: None,
        }
    }

    /// A pointer; `address_space` is the DWARF address space (OpenCL: 1 global, 2 constant,
    /// 3 local, 4 generic; `None` private), which becomes the NSDI storage class.
    pub fn pointer_type(
        &mut self,
        pointee: Option<TypeId>,
        size_bits: u64,
        address_space: Option<u32>,
    ) -> TypeId {
        let mut d = self.derived(gimli::DW_TAG_pointer_type, "", pointee);
        d.size = size_bits;
        d.dwarf_address_space = address_space;
        TypeId(self.add(DiNode::from(d)))
    }

    /// `const`, `volatile`, `restrict` (`DW_TAG_const_type`, ...) of a type.
    pub fn qualified_type(&mut self, qualifier: gimli::DwTag, base: TypeId) -> TypeId {
        let d = self.derived(qualifier, "", Some(base));
        TypeId(self.add(DiNode::from(d)))
    }

    /// A typedef in `scope` (a compile unit for file scope).
    pub fn typedef(
        &mut self,
        name: &str,
        base: TypeId,
        file: FileId,
        line: u32,
        scope: ScopeId,
    ) -> TypeId {
        let mut d = self.derived(gimli::DW_TAG_typedef, name, Some(base));
        d.file = Some(file);
        d.line = line;
        d.scope = Some(scope);
        TypeId(self.add(DiNode::from(d)))
    }

    /// A struct (`DW_TAG_structure_type`), class or union without members yet: give them with
    /// [`member`](Self::member) and [`set_elements`](Self::set_elements).
    #[allow(clippy::too_many_arguments)]
    pub fn composite_type(
        &mut self,
        kind: gimli::DwTag,
        name: &str,
        scope: Option<ScopeId>,
        file: FileId,
        line: u32,
        size_bits: u64,
        flags: DiFlags,
    ) -> TypeId {
        let mut c = composite(kind, size_bits, flags);
        c.name = name.to_owned();
        c.scope = scope;
        c.file = Some(file);
        c.line = line;
        TypeId(self.add(DiNode::from(c)))
    }

    /// A data member of `parent` at `offset_bits`.
    #[allow(clippy::too_many_arguments)]
    pub fn member(
        &mut self,
        parent: TypeId,
        name: &str,
        file: FileId,
        line: u32,
        ty: TypeId,
        size_bits: u64,
        offset_bits: u64,
    ) -> DiNodeId {
        let mut d = self.derived(gimli::DW_TAG_member, name, Some(ty));
        d.scope = Some(parent.into());
        d.file = Some(file);
        d.line = line;
        d.size = size_bits;
        d.offset = offset_bits;
        d.flags = DiFlags(DiFlags::PUBLIC);
        self.add(DiNode::from(d))
    }

    /// The members (data members, method declarations) of a composite type, or the
    /// enumerators of an enum.
    ///
    /// # Panics
    /// When `composite` is not a composite type (a producer bug).
    pub fn set_elements(&mut self, composite: TypeId, elements: &[DiNodeId]) {
        match &mut self.module.nodes[composite.0.index()] {
            DiNode::CompositeType(c) => c.elements = elements.iter().copied().map(Some).collect(),
            other => panic!(
                "set_elements: !{} is a {}, not a composite type",
                composite.0.0,
                other.kind_name()
            ),
        }
    }

    /// A C array (`counts` one per dimension, outermost first) or, with `vector`, a vector of
    /// `counts[0]` elements. Its size is the element's times the counts; one that does not fit
    /// in 64 bits is recorded as 0 (unknown), as for an array of unknown bound.
    pub fn array_type(&mut self, element: TypeId, counts: &[u64], vector: bool) -> TypeId {
        let subranges: Vec<Option<DiNodeId>> = counts
            .iter()
            .map(|&n| {
                Some(self.add(DiNode::from(DiSubrange {
                    count: Some(constant(n as i64)),
                    lower_bound: None,
                    upper_bound: None,
                    stride: None,
                })))
            })
            .collect();
        let element_size = match &self.module.nodes[element.0.index()] {
            DiNode::BasicType(b) => b.size,
            DiNode::CompositeType(c) => c.size,
            DiNode::DerivedType(d) => d.size,
            _ => 0,
        };
        let flags = if vector { DiFlags::VECTOR } else { 0 };
        // Arrays of arrays multiply: found by fuzzing (di_graph), a panic in debug builds.
        let size = counts
            .iter()
            .try_fold(element_size, |size, &n| size.checked_mul(n))
            .unwrap_or(0);
        let mut c = composite(gimli::DW_TAG_array_type, size, DiFlags(flags));
        c.base_type = Some(element);
        c.elements = subranges;
        TypeId(self.add(DiNode::from(c)))
    }

    /// An enumerator, for the elements of a `DW_TAG_enumeration_type` composite.
    pub fn enumerator(&mut self, name: &str, value: i64) -> DiNodeId {
        self.add(DiNode::from(DiEnumerator {
            name: name.to_owned(),
            value: value.into(),
            is_unsigned: false,
        }))
    }

    /// A function type; `ret` `None` is `void`.
    pub fn subroutine_type(&mut self, ret: Option<TypeId>, params: &[TypeId]) -> SubroutineTypeId {
        let mut types = vec![ret];
        types.extend(params.iter().copied().map(Some));
        SubroutineTypeId(self.add(DiNode::from(DiSubroutineType {
            flags: DiFlags(0),
            cc: DwCc(0),
            types,
        })))
    }

    /// A function definition at file scope of `unit`; its body starts at `line`.
    pub fn function(
        &mut self,
        unit: CompileUnitId,
        name: &str,
        file: FileId,
        line: u32,
        ty: SubroutineTypeId,
        flags: DiFlags,
    ) -> SubprogramId {
        SubprogramId(self.add(DiNode::from(DiSubprogram {
            scope: Some(ScopeId(file.0)),
            name: name.to_owned(),
            linkage_name: String::new(),
            file: Some(file),
            line,
            ty: Some(ty),
            scope_line: line,
            containing_type: None,
            virtual_index: 0,
            this_adjustment: 0,
            flags,
            sp_flags: DiSpFlags(DiSpFlags::DEFINITION),
            unit: Some(unit),
            template_params: Vec::new(),
            declaration: None,
            retained_nodes: Vec::new(),
            thrown_types: Vec::new(),
            annotations: Vec::new(),
            target_func_name: String::new(),
        })))
    }

    /// Sets a function's linkage (mangled) name, which debuggers use to match symbols.
    pub fn set_linkage_name(&mut self, function: SubprogramId, linkage_name: &str) {
        if let DiNode::Subprogram(s) = &mut self.module.nodes[function.0.index()] {
            s.linkage_name = linkage_name.to_owned();
        }
    }

    /// Lists a node in a function's `retainedNodes`: a local variable the code no longer
    /// describes (optimized away) still gets its DebugLocalVariable, as clang's are.
    pub fn retain(&mut self, function: SubprogramId, node: DiNodeId) {
        if let DiNode::Subprogram(s) = &mut self.module.nodes[function.0.index()] {
            s.retained_nodes.push(Some(node));
        }
    }

    /// Lists a type in the unit's `retainedTypes`: written even when nothing else names it.
    pub fn retain_type(&mut self, unit: CompileUnitId, ty: TypeId) {
        if let DiNode::CompileUnit(cu) = &mut self.module.nodes[unit.0.index()] {
            cu.retained_types.push(Some(ty.0));
        }
    }

    /// A `{ ... }` block inside a function or another block.
    pub fn lexical_block(
        &mut self,
        parent: LocalScopeId,
        file: FileId,
        line: u32,
        column: u32,
    ) -> LocalScopeId {
        LocalScopeId(self.add(DiNode::from(DiLexicalBlock {
            scope: Some(parent),
            file: Some(file),
            line,
            column,
        })))
    }

    /// A local variable of `scope`.
    pub fn local_variable(
        &mut self,
        scope: LocalScopeId,
        name: &str,
        file: FileId,
        line: u32,
        ty: TypeId,
    ) -> LocalVariableId {
        self.variable(scope, name, 0, file, line, ty)
    }

    /// Parameter number `arg` (from 1) of the function `scope`.
    pub fn parameter(
        &mut self,
        scope: LocalScopeId,
        name: &str,
        arg: u32,
        file: FileId,
        line: u32,
        ty: TypeId,
    ) -> LocalVariableId {
        self.variable(scope, name, arg, file, line, ty)
    }

    fn variable(
        &mut self,
        scope: LocalScopeId,
        name: &str,
        arg: u32,
        file: FileId,
        line: u32,
        ty: TypeId,
    ) -> LocalVariableId {
        LocalVariableId(self.add(DiNode::from(DiLocalVariable {
            name: name.to_owned(),
            arg,
            scope: Some(scope),
            file: Some(file),
            line,
            ty: Some(ty),
            flags: DiFlags(0),
            align: 0,
            annotations: Vec::new(),
        })))
    }

    /// A location expression from `(DW_OP_*, operands)` pairs; `&[]` is the empty expression
    /// (the variable is the value, or lives at the address, as given).
    pub fn expression(&mut self, ops: &[(u64, &[u64])]) -> ExpressionId {
        let ops = ops
            .iter()
            .map(|(opcode, args)| DiOp {
                opcode: *opcode,
                args: args.to_vec(),
            })
            .collect();
        ExpressionId(self.add(DiNode::from(DiExpression {
            elements: DiOps(ops),
        })))
    }

    /// A source position in `scope`; `inlined_at` is the call site when the code was inlined
    /// there.
    pub fn location(
        &mut self,
        line: u32,
        column: u32,
        scope: LocalScopeId,
        inlined_at: Option<LocationId>,
    ) -> LocationId {
        LocationId(self.add(DiNode::from(DiLocation {
            line,
            column,
            scope: Some(scope),
            inlined_at,
            is_implicit_code: false,
        })))
    }

    /// A global variable of `unit` (listed in its `globals:`); bind the SPIR-V variable with
    /// the emitter's `NsdiEmitter::bind_global` (`nsdi::debug`).
    pub fn global_variable(
        &mut self,
        unit: CompileUnitId,
        name: &str,
        file: FileId,
        line: u32,
        ty: TypeId,
    ) -> GlobalVariableExpressionId {
        let var = GlobalVariableId(self.add(DiNode::from(DiGlobalVariable {
            name: name.to_owned(),
            scope: Some(unit.into()),
            linkage_name: String::new(),
            file: Some(file),
            line,
            ty: Some(ty),
            is_local: false,
            is_definition: true,
            declaration: None,
            template_params: Vec::new(),
            align: 0,
            annotations: Vec::new(),
        })));
        let expr = self.expression(&[]);
        let gve = GlobalVariableExpressionId(self.add(DiNode::from(DiGlobalVariableExpression {
            var: Some(var),
            expr: Some(expr),
        })));
        if let DiNode::CompileUnit(cu) = &mut self.module.nodes[unit.0.index()] {
            cu.globals.push(Some(gve));
        }
        gve
    }

    /// The module built so far.
    pub fn module(&self) -> &DiModule {
        &self.module
    }

    /// The finished module.
    pub fn finish(self) -> DiModule {
        self.module
    }
}
