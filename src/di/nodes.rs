//! Every DI node kind LLVM 19 produces, with every field, under LLVM's class and field names.
//!
//! One macro invocation declares each kind's struct, the [`DiNode`] enum, the conversion from
//! any [`DiRecord`](super::DiRecord) and the dump visitor, so the field list is written exactly once.

use super::expression::DiOps;
use super::fields::{
    ChecksumKind, DiFlags, DiOperand, DiSpFlags, DwAte, DwCc, DwLang, DwMacinfo, DwTag,
    EmissionKind, Field, FieldReader, NameTableKind,
};
use super::{DiError, DiModule, DiNodeId, DiRecord, FieldRef};

/// Declares a reference to a node that must be of one of the given kinds.
macro_rules! typed_ref {
    ($(#[$doc:meta])* $name:ident, $what:literal, [$($kind:literal),+ $(,)?]) => {
        $(#[$doc])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub DiNodeId);

        impl $name {
            /// LLVM class names of the node kinds this id may name.
            pub const KINDS: &'static [&'static str] = &[$($kind),+];

            /// The untyped id, for [`DiModule::node`] and maps keyed by node.
            pub fn node(self) -> DiNodeId {
                self.0
            }

            /// Whether a node of LLVM class `kind` (as [`DiNode::kind_name`] gives it) may be
            /// named by this id type.
            pub fn accepts(kind: &str) -> bool {
                Self::KINDS.contains(&kind)
            }
        }

        impl Field for $name {
            fn read(r: &FieldReader<'_>, name: &str, value: FieldRef<'_>) -> Result<Self, DiError> {
                let id = DiNodeId::read(r, name, value)?;
                let kind = r.kinds[id.0 as usize];
                if Self::accepts(kind) {
                    Ok($name(id))
                } else {
                    Err(r.error(name, format_args!("refers to {kind} !{}, expected {}", id.0, $what)))
                }
            }
            fn dump(&self, m: &DiModule, out: &mut String) {
                self.0.dump(m, out)
            }
        }
    };
}

typed_ref!(
    /// A DIFile.
    FileId,
    "a DIFile",
    ["DIFile"]
);
typed_ref!(
    /// A DICompileUnit.
    CompileUnitId,
    "a DICompileUnit",
    ["DICompileUnit"]
);
typed_ref!(
    /// Any DIType.
    TypeId,
    "a type",
    [
        "DIBasicType",
        "DIStringType",
        "DIDerivedType",
        "DICompositeType",
        "DISubroutineType"
    ]
);
typed_ref!(
    /// A DISubroutineType.
    SubroutineTypeId,
    "a DISubroutineType",
    ["DISubroutineType"]
);
typed_ref!(
    /// Any DIScope: what `scope:` fields may name.
    ScopeId,
    "a scope",
    [
        "DICompileUnit",
        "DIFile",
        "DISubprogram",
        "DILexicalBlock",
        "DILexicalBlockFile",
        "DINamespace",
        "DIModule",
        "DICommonBlock",
        "DIBasicType",
        "DIStringType",
        "DIDerivedType",
        "DICompositeType",
        "DISubroutineType"
    ]
);
typed_ref!(
    /// A DILocalScope: where code and local variables live.
    LocalScopeId,
    "a local scope",
    ["DISubprogram", "DILexicalBlock", "DILexicalBlockFile"]
);
typed_ref!(
    /// A DISubprogram.
    SubprogramId,
    "a DISubprogram",
    ["DISubprogram"]
);
typed_ref!(
    /// A DILocation.
    LocationId,
    "a DILocation",
    ["DILocation"]
);
typed_ref!(
    /// A DIExpression.
    ExpressionId,
    "a DIExpression",
    ["DIExpression"]
);
typed_ref!(
    /// A DILocalVariable.
    LocalVariableId,
    "a DILocalVariable",
    ["DILocalVariable"]
);
typed_ref!(
    /// A DIGlobalVariable.
    GlobalVariableId,
    "a DIGlobalVariable",
    ["DIGlobalVariable"]
);
typed_ref!(
    /// A DIGlobalVariableExpression.
    GlobalVariableExpressionId,
    "a DIGlobalVariableExpression",
    ["DIGlobalVariableExpression"]
);
typed_ref!(
    /// A DILabel.
    LabelId,
    "a DILabel",
    ["DILabel"]
);
typed_ref!(
    /// A DIMacro or DIMacroFile.
    MacroId,
    "a DIMacro or DIMacroFile",
    ["DIMacro", "DIMacroFile"]
);

/// A tuple field: node references where null elements are allowed.
pub type List<T> = Vec<Option<T>>;

/// How a kind is held in [`DiNode`]: boxed, unless marked `inline`. A module has millions of
/// nodes, most of them small (DILocation is 28 bytes, the compile unit 272): inline, every node
/// took the largest kind's size (272 bytes; 1.2 GB for 4.3 million nodes at 100,000 functions).
macro_rules! di_storage {
    (inline $ty:ty) => { $ty };
    ($ty:ty) => { Box<$ty> };
}

/// Makes a kind's value as [`di_storage`] holds it.
macro_rules! di_store {
    (inline $value:expr) => {
        $value
    };
    ($value:expr) => {
        Box::new($value)
    };
}

macro_rules! di_kinds {
    ($(
        $(#[$doc:meta])*
        $variant:ident($ty:ident) = $llvm:literal $($inline:ident)? {
            $( $(#[$fdoc:meta])* $field:ident: $fty:ty = $fname:literal ),* $(,)?
        }
    )*) => {
        $(
            $(#[$doc])*
            #[derive(Clone, Debug, PartialEq)]
            pub struct $ty { $( $(#[$fdoc])* pub $field: $fty, )* }
        )*

        /// A DI node of any kind; the variant is LLVM's class without the `DI` prefix.
        #[derive(Clone, Debug, PartialEq)]
        pub enum DiNode { $( $(#[$doc])* $variant(di_storage!($($inline)? $ty)), )* }

        $(
            impl From<$ty> for DiNode {
                fn from(node: $ty) -> DiNode {
                    DiNode::$variant(di_store!($($inline)? node))
                }
            }
        )*

        /// LLVM class names of all kinds, in declaration order.
        pub const DI_KIND_NAMES: &[&str] = &[$($llvm),*];

        impl DiNode {
            /// LLVM's class name for the node's kind.
            pub fn kind_name(&self) -> &'static str {
                match self { $( DiNode::$variant(_) => $llvm, )* }
            }

            /// Calls `visit` with each field's LLVM name and dump text, in declaration order.
            pub(crate) fn for_each_field(&self, m: &DiModule, visit: &mut dyn FnMut(&'static str, String)) {
                match self {
                    $( DiNode::$variant(_node) => {
                        $( let mut text = String::new(); _node.$field.dump(m, &mut text); visit($fname, text); )*
                    } )*
                }
            }
        }

        /// Interns a record's kind name as the model's static name.
        pub(crate) fn static_kind_name(kind: &str) -> Option<&'static str> {
            match kind {
                $( $llvm => Some($llvm), )*
                _ => None,
            }
        }

        /// Reads one node whose kind `static_kind_name` already resolved (`r.kinds`), so the
        /// record's kind text is not looked at again.
        pub(crate) fn node_from_record<R: DiRecord + ?Sized>(
            r: &FieldReader<'_>,
            record: &R,
        ) -> Result<DiNode, DiError> {
            match r.kinds[r.node as usize] {
                $( $llvm => Ok(DiNode::$variant(di_store!($($inline)? $ty {
                    $( $field: read_field(r, record, $fname)?, )*
                }))), )*
                other => Err(DiError::UnknownKind { node: r.node, kind: other.to_owned() }),
            }
        }
    };
}

fn read_field<T: Field, R: DiRecord + ?Sized>(
    r: &FieldReader<'_>,
    record: &R,
    name: &str,
) -> Result<T, DiError> {
    T::read(r, name, record.field(name))
}

di_kinds! {
    /// `!DICompileUnit`: one translation unit; `llvm.dbg.cu` lists them. Becomes
    /// DebugCompilationUnit.
    CompileUnit(DiCompileUnit) = "DICompileUnit" {
        /// `DW_LANG_*` source language; mapped to DebugCompilationUnit's SPIR-V source language.
        language: DwLang = "language",
        /// The main source file.
        file: Option<FileId> = "file",
        /// The compiler's identification, e.g. `clang version 19.1.7`.
        producer: String = "producer",
        /// Compiled with optimization.
        is_optimized: bool = "isOptimized",
        /// The command line, when recorded (`-grecord-command-line`).
        flags: String = "flags",
        /// Objective-C runtime version (0 for other languages).
        runtime_version: u32 = "runtimeVersion",
        /// Name of the `.dwo` file with split DWARF.
        split_debug_filename: String = "splitDebugFilename",
        /// How much debug info the unit has: full, line tables only, ...
        emission_kind: EmissionKind = "emissionKind",
        /// Enumeration types of the unit, emitted whether referenced or not.
        enums: List<TypeId> = "enums",
        /// Other types emitted even when nothing references them.
        retained_types: List<DiNodeId> = "retainedTypes",
        /// The unit's global variables, each with the expression locating it.
        globals: List<GlobalVariableExpressionId> = "globals",
        /// Imported entities (using-directives and -declarations) at unit scope.
        imports: List<DiNodeId> = "imports",
        /// `#define`/`#undef` records and included files (`-fdebug-macro`).
        macros: List<MacroId> = "macros",
        /// Split-DWARF unit id.
        dwo_id: u64 = "dwoId",
        /// Split DWARF: keep inlining information in the skeleton unit.
        split_debug_inlining: bool = "splitDebugInlining",
        /// Extra discriminators for sample profiling (`-fdebug-info-for-profiling`).
        debug_info_for_profiling: bool = "debugInfoForProfiling",
        /// Which accelerator name table the unit contributes to.
        name_table_kind: NameTableKind = "nameTableKind",
        /// Address ranges relative to a base address (`DW_AT_ranges` with a base).
        ranges_base_address: bool = "rangesBaseAddress",
        /// `-isysroot` path (Apple platforms).
        sysroot: String = "sysroot",
        /// SDK name (Apple platforms).
        sdk: String = "sdk",
    }
    /// `!DIFile`: a source file. Becomes DebugSource.
    File(DiFile) = "DIFile" {
        /// File name as the compiler saw it, absolute or relative to `directory`.
        filename: String = "filename",
        /// Compilation directory.
        directory: String = "directory",
        /// Algorithm of `checksum`, when there is one.
        checksum_kind: Option<ChecksumKind> = "checksumkind",
        /// Hex digest of the file's contents.
        checksum: String = "checksum",
        /// Embedded source text (`-gembed-source`), when present.
        source: Option<String> = "source",
    }
    /// `!DIBasicType`: a scalar type (`int`, `float`, `bool`). Becomes DebugTypeBasic.
    BasicType(DiBasicType) = "DIBasicType" {
        /// `DW_TAG_base_type`, or `DW_TAG_unspecified_type` (C++ `decltype(nullptr)`).
        tag: DwTag = "tag",
        /// Source name of the type.
        name: String = "name",
        /// Size in bits.
        size: u64 = "size",
        /// Alignment in bits (0: the type's natural alignment).
        align: u32 = "align",
        /// `DW_ATE_*` encoding: signed, unsigned, float, boolean, character, ...
        encoding: DwAte = "encoding",
        /// `DIFlags`, e.g. endianness.
        flags: DiFlags = "flags",
    }
    /// `!DIStringType` (Fortran strings; LLVM can produce it, OpenCL never does).
    StringType(DiStringType) = "DIStringType" {
        /// `DW_TAG_string_type`.
        tag: DwTag = "tag",
        /// Source name of the type.
        name: String = "name",
        /// Variable holding the length.
        string_length: Option<DiNodeId> = "stringLength",
        /// Expression computing the length.
        string_length_expression: Option<ExpressionId> = "stringLengthExpression",
        /// Expression locating the characters.
        string_location_expression: Option<ExpressionId> = "stringLocationExpression",
        /// Size in bits, when fixed.
        size: u64 = "size",
        /// Alignment in bits.
        align: u32 = "align",
        /// `DW_ATE_*` encoding of the characters.
        encoding: DwAte = "encoding",
    }
    /// `!DIDerivedType`: pointers, references, qualifiers, typedefs, members, inheritance, ...
    DerivedType(DiDerivedType) = "DIDerivedType" {
        /// What is derived: `DW_TAG_pointer_type`, `DW_TAG_const_type`, `DW_TAG_typedef`,
        /// `DW_TAG_member`, `DW_TAG_inheritance`, ...
        tag: DwTag = "tag",
        /// Name of a typedef or member (empty for pointers and qualifiers).
        name: String = "name",
        /// Enclosing scope: the composite of a member, the namespace of a typedef.
        scope: Option<ScopeId> = "scope",
        /// File of the declaration.
        file: Option<FileId> = "file",
        /// Line of the declaration (0: none).
        line: u32 = "line",
        /// The type derived from; `None` for `void *`.
        base_type: Option<TypeId> = "baseType",
        /// Size in bits (pointers, members; 0 for qualifiers and typedefs).
        size: u64 = "size",
        /// Alignment in bits (0: natural).
        align: u32 = "align",
        /// Offset in bits of a member or base class in its composite.
        offset: u64 = "offset",
        /// `DIFlags`: access, bit field, static member, artificial, ...
        flags: DiFlags = "flags",
        /// Tag-dependent extra: a bit field's storage offset, a static member's constant value,
        /// the class of a pointer to member, ...
        extra_data: Option<DiOperand> = "extraData",
        /// DWARF address space of pointers (OpenCL address spaces), when set.
        dwarf_address_space: Option<u32> = "dwarfAddressSpace",
        /// `btf_decl_tag`/`btf_type_tag` annotations.
        annotations: List<DiNodeId> = "annotations",
        /// Pointer authentication (arm64e): key.
        ptr_auth_key: Option<u32> = "ptrAuthKey",
        /// Pointer authentication: the discriminator includes the address.
        ptr_auth_is_address_discriminated: Option<bool> = "ptrAuthIsAddressDiscriminated",
        /// Pointer authentication: extra discriminator.
        ptr_auth_extra_discriminator: Option<u32> = "ptrAuthExtraDiscriminator",
        /// Pointer authentication: an Objective-C ISA pointer.
        ptr_auth_isa_pointer: Option<bool> = "ptrAuthIsaPointer",
        /// Pointer authentication: null values are signed too.
        ptr_auth_authenticates_null_values: Option<bool> = "ptrAuthAuthenticatesNullValues",
    }
    /// `!DICompositeType`: structs, classes, unions, enums, arrays, vectors.
    CompositeType(DiCompositeType) = "DICompositeType" {
        /// `DW_TAG_structure_type`, `class_type`, `union_type`, `enumeration_type` or
        /// `array_type` (a vector is an array with `DIFlagVector`).
        tag: DwTag = "tag",
        /// Source name; empty for anonymous types (see [`DiModule::composite_name`]).
        name: String = "name",
        /// Enclosing scope (namespace, class, function).
        scope: Option<ScopeId> = "scope",
        /// File of the declaration.
        file: Option<FileId> = "file",
        /// Line of the declaration (0: none).
        line: u32 = "line",
        /// Element type of an array or vector, underlying type of an enum.
        base_type: Option<TypeId> = "baseType",
        /// Size in bits.
        size: u64 = "size",
        /// Alignment in bits (0: natural).
        align: u32 = "align",
        /// Offset in bits (unused by C-family front ends).
        offset: u64 = "offset",
        /// `DIFlags`: forward declaration, vector, enum class, pass-by-value/reference, ...
        flags: DiFlags = "flags",
        /// Members and methods, enumerators, or the subranges of an array's dimensions.
        elements: List<DiNodeId> = "elements",
        /// Objective-C runtime language.
        runtime_lang: u32 = "runtimeLang",
        /// The class whose vtable pointer this class uses.
        vtable_holder: Option<TypeId> = "vtableHolder",
        /// Template parameters of a class template specialization.
        template_params: List<DiNodeId> = "templateParams",
        /// ODR identifier (the mangled name) of a C++ type; empty for C.
        identifier: String = "identifier",
        /// The discriminant member of a variant part (Rust enums).
        discriminator: Option<DiNodeId> = "discriminator",
        /// Fortran: where the data of a descriptor-based array is.
        data_location: Option<DiNodeId> = "dataLocation",
        /// Fortran: whether a pointer array is associated.
        associated: Option<DiNodeId> = "associated",
        /// Fortran: whether an allocatable array is allocated.
        allocated: Option<DiNodeId> = "allocated",
        /// Fortran: rank of an assumed-rank array.
        rank: Option<DiOperand> = "rank",
        /// `btf_decl_tag` annotations.
        annotations: List<DiNodeId> = "annotations",
    }
    /// `!DISubroutineType`: element 0 of `types` is the return type (null for void).
    SubroutineType(DiSubroutineType) = "DISubroutineType" {
        /// `DIFlags` (e.g. `DIFlagLValueReference` on a `&`-qualified method).
        flags: DiFlags = "flags",
        /// `DW_CC_*` calling convention (0: normal).
        cc: DwCc = "cc",
        /// Return type, then parameter types; `None` is `void` (or, last, a C variadic `...`).
        types: List<TypeId> = "types",
    }
    /// `!DISubrange`: one array dimension.
    Subrange(DiSubrange) = "DISubrange" {
        /// Element count: a constant, or a variable or expression for VLAs; -1 or absent when
        /// unknown.
        count: Option<DiOperand> = "count",
        /// First index; absent means the language's default (0 in C).
        lower_bound: Option<DiOperand> = "lowerBound",
        /// Last index (Fortran).
        upper_bound: Option<DiOperand> = "upperBound",
        /// Distance between elements (Fortran).
        stride: Option<DiOperand> = "stride",
    }
    /// `!DIGenericSubrange`: a Fortran array dimension whose bounds are expressions.
    GenericSubrange(DiGenericSubrange) = "DIGenericSubrange" {
        /// Element count.
        count: Option<DiOperand> = "count",
        /// First index.
        lower_bound: Option<DiOperand> = "lowerBound",
        /// Last index.
        upper_bound: Option<DiOperand> = "upperBound",
        /// Distance between elements.
        stride: Option<DiOperand> = "stride",
    }
    /// `!DIEnumerator`: one value of an enumeration.
    Enumerator(DiEnumerator) = "DIEnumerator" {
        /// Source name of the value.
        name: String = "name",
        /// The value (LLVM allows up to 128 bits: `__int128` enumerators, and `~0UL` in an
        /// unsigned 64-bit enum).
        value: i128 = "value",
        /// The enumeration's underlying type is unsigned.
        is_unsigned: bool = "isUnsigned",
    }
    /// `!DITemplateTypeParameter`: a type argument of a template (`T = int`).
    TemplateTypeParameter(DiTemplateTypeParameter) = "DITemplateTypeParameter" {
        /// The parameter's name (`T`).
        name: String = "name",
        /// The argument type.
        ty: Option<TypeId> = "type",
        /// The argument is the parameter's default.
        defaulted: bool = "defaulted",
    }
    /// `!DITemplateValueParameter`: value, template template (`DW_TAG_GNU_template_template_param`,
    /// value is the template name) or parameter pack (`DW_TAG_GNU_template_parameter_pack`).
    TemplateValueParameter(DiTemplateValueParameter) = "DITemplateValueParameter" {
        /// `DW_TAG_template_value_parameter` or one of the GNU tags above.
        tag: DwTag = "tag",
        /// The parameter's name.
        name: String = "name",
        /// Type of the value (none for template templates and packs).
        ty: Option<TypeId> = "type",
        /// The argument is the parameter's default.
        defaulted: bool = "defaulted",
        /// The argument: a constant, a template name or the pack's parameters.
        value: Option<DiTemplateValue> = "value",
    }
    /// `!DINamespace`: a C++ namespace.
    Namespace(DiNamespace) = "DINamespace" {
        /// Enclosing namespace, or none at file scope.
        scope: Option<ScopeId> = "scope",
        /// Name; empty for an anonymous namespace.
        name: String = "name",
        /// An inline namespace (its names are visible in the enclosing one).
        export_symbols: bool = "exportSymbols",
    }
    /// `!DIModule` (Clang modules / Fortran modules).
    Module(DiModuleNode) = "DIModule" {
        /// Enclosing scope.
        scope: Option<ScopeId> = "scope",
        /// Module name.
        name: String = "name",
        /// `-D` macros the module was built with.
        config_macros: String = "configMacros",
        /// Include path of the module map or header.
        include_path: String = "includePath",
        /// API notes file (Swift interop).
        apinotes: String = "apinotes",
        /// File of a Fortran module.
        file: Option<FileId> = "file",
        /// Line of a Fortran module.
        line: u32 = "line",
        /// A Fortran module declaration rather than its definition.
        is_decl: bool = "isDecl",
    }
    /// `!DISubprogram`: a function definition or declaration.
    Subprogram(DiSubprogram) = "DISubprogram" {
        /// Enclosing scope: file, namespace or class.
        scope: Option<ScopeId> = "scope",
        /// Source name.
        name: String = "name",
        /// Mangled name; empty for C functions (see [`DiSubprogram::linkage_or_name`]).
        linkage_name: String = "linkageName",
        /// File of the declaration.
        file: Option<FileId> = "file",
        /// Line of the declaration.
        line: u32 = "line",
        /// The function's type.
        ty: Option<SubroutineTypeId> = "type",
        /// Line where the body starts (its `{`): DebugFunction's `Scope Line`.
        scope_line: u32 = "scopeLine",
        /// Class whose vtable holds this virtual method.
        containing_type: Option<TypeId> = "containingType",
        /// Vtable slot of a virtual method.
        virtual_index: u32 = "virtualIndex",
        /// Adjustment of `this` a virtual call makes (Microsoft ABI).
        this_adjustment: i64 = "thisAdjustment",
        /// `DIFlags`: prototyped, artificial, access, explicit, ...
        flags: DiFlags = "flags",
        /// `DISPFlags`: definition, local to unit, optimized, virtuality.
        sp_flags: DiSpFlags = "spFlags",
        /// Compile unit of a definition (`None` for a declaration).
        unit: Option<CompileUnitId> = "unit",
        /// Template parameters of a function template specialization.
        template_params: List<DiNodeId> = "templateParams",
        /// The in-class declaration this definition implements.
        declaration: Option<SubprogramId> = "declaration",
        /// Local variables, labels and imported entities kept even when their code is gone.
        retained_nodes: List<DiNodeId> = "retainedNodes",
        /// Types in the exception specification.
        thrown_types: List<TypeId> = "thrownTypes",
        /// `btf_decl_tag` annotations.
        annotations: List<DiNodeId> = "annotations",
        /// The function a trampoline calls (`DW_AT_trampoline`).
        target_func_name: String = "targetFuncName",
    }
    /// `!DILexicalBlock`: a `{ }` block inside a function. Becomes DebugLexicalBlock.
    LexicalBlock(DiLexicalBlock) = "DILexicalBlock" {
        /// The enclosing subprogram or block.
        scope: Option<LocalScopeId> = "scope",
        /// File of the block.
        file: Option<FileId> = "file",
        /// Line where the block starts.
        line: u32 = "line",
        /// Column where the block starts.
        column: u32 = "column",
    }
    /// `!DILexicalBlockFile`: a change of file or a discriminator inside a scope.
    LexicalBlockFile(DiLexicalBlockFile) = "DILexicalBlockFile" {
        /// The scope this one refines.
        scope: Option<LocalScopeId> = "scope",
        /// The file code in this scope comes from (e.g. an included file).
        file: Option<FileId> = "file",
        /// Distinguishes code paths that share a line (sample profiling); 0 for none.
        discriminator: u32 = "discriminator",
    }
    /// `!DILocation`: the source position of an instruction.
    Location(DiLocation) = "DILocation" inline {
        /// Source line; 0 means compiler-generated code with no line.
        line: u32 = "line",
        /// Source column (0: unknown).
        column: u32 = "column",
        /// The local scope the code belongs to.
        scope: Option<LocalScopeId> = "scope",
        /// The call site this code was inlined into, when inlined (becomes DebugInlinedAt).
        inlined_at: Option<LocationId> = "inlinedAt",
        /// Code for an implicit construct (e.g. an implicit destructor call).
        is_implicit_code: bool = "isImplicitCode",
    }
    /// `!DILocalVariable`: a local variable or (arg > 0) a parameter.
    LocalVariable(DiLocalVariable) = "DILocalVariable" {
        /// Source name.
        name: String = "name",
        /// 1-based parameter number; 0 for a local variable.
        arg: u32 = "arg",
        /// Subprogram or block the variable is declared in.
        scope: Option<LocalScopeId> = "scope",
        /// File of the declaration.
        file: Option<FileId> = "file",
        /// Line of the declaration.
        line: u32 = "line",
        /// The variable's type.
        ty: Option<TypeId> = "type",
        /// `DIFlags`: artificial (`this`), object pointer, ...
        flags: DiFlags = "flags",
        /// Alignment in bits when over-aligned (0: natural).
        align: u32 = "align",
        /// `btf_decl_tag` annotations.
        annotations: List<DiNodeId> = "annotations",
    }
    /// `!DILabel`: a source label, named by `llvm.dbg.label`.
    Label(DiLabel) = "DILabel" {
        /// Subprogram or block the label is in.
        scope: Option<LocalScopeId> = "scope",
        /// The label's name.
        name: String = "name",
        /// File of the label.
        file: Option<FileId> = "file",
        /// Line of the label.
        line: u32 = "line",
    }
    /// `!DIGlobalVariable`. Becomes DebugGlobalVariable.
    GlobalVariable(DiGlobalVariable) = "DIGlobalVariable" {
        /// Source name.
        name: String = "name",
        /// Enclosing scope: unit, namespace, class or function (function-scope `static`s).
        scope: Option<ScopeId> = "scope",
        /// Mangled name; empty in C (see [`DiGlobalVariable::linkage_or_name`]).
        linkage_name: String = "linkageName",
        /// File of the declaration.
        file: Option<FileId> = "file",
        /// Line of the declaration.
        line: u32 = "line",
        /// The variable's type.
        ty: Option<TypeId> = "type",
        /// Internal linkage (`static`).
        is_local: bool = "isLocal",
        /// A definition, not an `extern` declaration.
        is_definition: bool = "isDefinition",
        /// The static data member this variable defines.
        declaration: Option<TypeId> = "declaration",
        /// Template parameters of a variable template specialization.
        template_params: List<DiNodeId> = "templateParams",
        /// Alignment in bits when over-aligned (0: natural).
        align: u32 = "align",
        /// `btf_decl_tag` annotations.
        annotations: List<DiNodeId> = "annotations",
    }
    /// `!DIGlobalVariableExpression`: a global variable and the expression locating it.
    GlobalVariableExpression(DiGlobalVariableExpression) = "DIGlobalVariableExpression" {
        /// The variable.
        var: Option<GlobalVariableId> = "var",
        /// Where its value is: empty for the global's own address, a constant for a global the
        /// optimizer folded away.
        expr: Option<ExpressionId> = "expr",
    }
    /// `!DIExpression` (LLVM prints it inline, never as a numbered node).
    Expression(DiExpression) = "DIExpression" inline {
        /// The operations, decoded; become DebugOperations of a DebugExpression.
        elements: DiOps = "elements",
    }
    /// `!DIImportedEntity`: a using-directive, using-declaration or imported module.
    ImportedEntity(DiImportedEntity) = "DIImportedEntity" {
        /// `DW_TAG_imported_module` (`using namespace`) or `DW_TAG_imported_declaration`.
        tag: DwTag = "tag",
        /// Where the import appears.
        scope: Option<ScopeId> = "scope",
        /// What is imported: a namespace, function, variable or type.
        entity: Option<DiNodeId> = "entity",
        /// File of the import.
        file: Option<FileId> = "file",
        /// Line of the import.
        line: u32 = "line",
        /// The alias, for `namespace n = ...`; empty otherwise.
        name: String = "name",
        /// Fortran: the renamed elements of a `use` statement.
        elements: List<DiNodeId> = "elements",
    }
    /// `!DIMacro`: a `#define` or `#undef` (`-fdebug-macro`).
    Macro(DiMacro) = "DIMacro" {
        /// `DW_MACINFO_define` or `DW_MACINFO_undef`.
        ty: DwMacinfo = "type",
        /// Line of the directive (0: from the command line).
        line: u32 = "line",
        /// Macro name, with the parameter list of a function-like macro (`MAX(a,b)`).
        name: String = "name",
        /// Replacement text.
        value: String = "value",
    }
    /// `!DIMacroFile`: macros of an included file.
    MacroFile(DiMacroFile) = "DIMacroFile" {
        /// `DW_MACINFO_start_file`.
        ty: DwMacinfo = "type",
        /// Line of the `#include` in the including file.
        line: u32 = "line",
        /// The included file.
        file: Option<FileId> = "file",
        /// Its macros and nested included files, in order.
        nodes: List<MacroId> = "nodes",
    }
    /// `!DICommonBlock` (Fortran).
    CommonBlock(DiCommonBlock) = "DICommonBlock" {
        /// Enclosing scope.
        scope: Option<ScopeId> = "scope",
        /// The variable holding the block.
        declaration: Option<GlobalVariableId> = "declaration",
        /// The block's name.
        name: String = "name",
        /// File of the declaration.
        file: Option<FileId> = "file",
        /// Line of the declaration.
        line: u32 = "line",
    }
    /// `!DIObjCProperty`.
    ObjCProperty(DiObjCProperty) = "DIObjCProperty" {
        /// Property name.
        name: String = "name",
        /// File of the declaration.
        file: Option<FileId> = "file",
        /// Line of the declaration.
        line: u32 = "line",
        /// Setter selector.
        setter: String = "setter",
        /// Getter selector.
        getter: String = "getter",
        /// `DW_APPLE_PROPERTY_*` attribute bits.
        attributes: u32 = "attributes",
        /// The property's type.
        ty: Option<TypeId> = "type",
    }
    /// `!DIAssignID`: links a store to its `llvm.dbg.assign` (assignment tracking).
    AssignId(DiAssignId) = "DIAssignID" inline {}
}

/// The value of a template value parameter.
#[derive(Clone, Debug, PartialEq)]
pub enum DiTemplateValue {
    /// A constant (`i32 3`, `ptr @g`).
    Constant(super::fields::DiConstant),
    /// A template template parameter's template name.
    Name(String),
    /// A parameter pack's parameters.
    Pack(List<DiNodeId>),
    /// Another node.
    Node(DiNodeId),
}

impl Field for DiTemplateValue {
    fn read(r: &FieldReader<'_>, name: &str, value: FieldRef<'_>) -> Result<Self, DiError> {
        match value {
            FieldRef::String(_) => String::read(r, name, value).map(DiTemplateValue::Name),
            other => Ok(match DiOperand::read(r, name, other)? {
                DiOperand::Constant(c) => DiTemplateValue::Constant(c),
                DiOperand::Node(n) => DiTemplateValue::Node(n),
                DiOperand::Tuple(t) => DiTemplateValue::Pack(t),
            }),
        }
    }
    fn dump(&self, m: &DiModule, out: &mut String) {
        match self {
            DiTemplateValue::Constant(c) => out.push_str(&c.text),
            DiTemplateValue::Name(s) => s.dump(m, out),
            DiTemplateValue::Pack(items) => items.dump(m, out),
            DiTemplateValue::Node(n) => n.dump(m, out),
        }
    }
}
