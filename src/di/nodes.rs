//! Every DI node kind LLVM 19 produces, with every field, under LLVM's class and field names.
//!
//! One macro invocation declares each kind's struct, the [`DiNode`] enum, the conversion from
//! [`RawNode`] records and the dump visitor, so the field list is written exactly once.

use super::expression::DiOps;
use super::fields::{
    ChecksumKind, DiFlags, DiOperand, DiSpFlags, DwAte, DwCc, DwLang, DwMacinfo, DwTag,
    EmissionKind, Field, FieldReader, NameTableKind,
};
use super::{DiError, DiModule, DiNodeId, RawNode, RawValue};

/// Declares a reference to a node that must be of one of the given kinds.
macro_rules! typed_ref {
    ($(#[$doc:meta])* $name:ident, $what:literal, [$($kind:literal),+ $(,)?]) => {
        $(#[$doc])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub DiNodeId);

        impl $name {
            pub const KINDS: &'static [&'static str] = &[$($kind),+];

            pub fn node(self) -> DiNodeId {
                self.0
            }

            pub fn accepts(kind: &str) -> bool {
                Self::KINDS.contains(&kind)
            }
        }

        impl Field for $name {
            fn read(r: &FieldReader<'_>, name: &str, value: &RawValue) -> Result<Self, DiError> {
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

macro_rules! di_kinds {
    ($(
        $(#[$doc:meta])*
        $variant:ident($ty:ident) = $llvm:literal {
            $( $(#[$fdoc:meta])* $field:ident: $fty:ty = $fname:literal ),* $(,)?
        }
    )*) => {
        $(
            $(#[$doc])*
            #[derive(Clone, Debug, PartialEq)]
            pub struct $ty { $( $(#[$fdoc])* pub $field: $fty, )* }
        )*

        /// A DI node of any kind.
        #[derive(Clone, Debug, PartialEq)]
        pub enum DiNode { $( $variant($ty), )* }

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
            DI_KIND_NAMES.iter().copied().find(|k| *k == kind)
        }

        pub(crate) fn node_from_raw(r: &FieldReader<'_>) -> Result<DiNode, DiError> {
            match r.raw.kind.as_str() {
                $( $llvm => Ok(DiNode::$variant($ty {
                    $( $field: read_field(r, $fname)?, )*
                })), )*
                other => Err(DiError::UnknownKind { node: r.node, kind: other.to_owned() }),
            }
        }
    };
}

fn read_field<T: Field>(r: &FieldReader<'_>, name: &str) -> Result<T, DiError> {
    static ABSENT: RawValue = RawValue::Absent;
    let raw: &RawNode = r.raw;
    T::read(r, name, raw.field(name).unwrap_or(&ABSENT))
}

di_kinds! {
    /// `!DICompileUnit`.
    CompileUnit(DiCompileUnit) = "DICompileUnit" {
        language: DwLang = "language",
        file: Option<FileId> = "file",
        producer: String = "producer",
        is_optimized: bool = "isOptimized",
        flags: String = "flags",
        runtime_version: u32 = "runtimeVersion",
        split_debug_filename: String = "splitDebugFilename",
        emission_kind: EmissionKind = "emissionKind",
        enums: List<TypeId> = "enums",
        retained_types: List<DiNodeId> = "retainedTypes",
        globals: List<GlobalVariableExpressionId> = "globals",
        imports: List<DiNodeId> = "imports",
        macros: List<MacroId> = "macros",
        dwo_id: u64 = "dwoId",
        split_debug_inlining: bool = "splitDebugInlining",
        debug_info_for_profiling: bool = "debugInfoForProfiling",
        name_table_kind: NameTableKind = "nameTableKind",
        ranges_base_address: bool = "rangesBaseAddress",
        sysroot: String = "sysroot",
        sdk: String = "sdk",
    }
    /// `!DIFile`.
    File(DiFile) = "DIFile" {
        filename: String = "filename",
        directory: String = "directory",
        checksum_kind: Option<ChecksumKind> = "checksumkind",
        checksum: String = "checksum",
        /// Embedded source text (`-gembed-source`), when present.
        source: Option<String> = "source",
    }
    /// `!DIBasicType`.
    BasicType(DiBasicType) = "DIBasicType" {
        tag: DwTag = "tag",
        name: String = "name",
        size: u64 = "size",
        align: u32 = "align",
        encoding: DwAte = "encoding",
        flags: DiFlags = "flags",
    }
    /// `!DIStringType` (Fortran strings; LLVM can produce it, OpenCL never does).
    StringType(DiStringType) = "DIStringType" {
        tag: DwTag = "tag",
        name: String = "name",
        string_length: Option<DiNodeId> = "stringLength",
        string_length_expression: Option<ExpressionId> = "stringLengthExpression",
        string_location_expression: Option<ExpressionId> = "stringLocationExpression",
        size: u64 = "size",
        align: u32 = "align",
        encoding: DwAte = "encoding",
    }
    /// `!DIDerivedType`: pointers, references, qualifiers, typedefs, members, inheritance, ...
    DerivedType(DiDerivedType) = "DIDerivedType" {
        tag: DwTag = "tag",
        name: String = "name",
        scope: Option<ScopeId> = "scope",
        file: Option<FileId> = "file",
        line: u32 = "line",
        base_type: Option<TypeId> = "baseType",
        size: u64 = "size",
        align: u32 = "align",
        offset: u64 = "offset",
        flags: DiFlags = "flags",
        extra_data: Option<DiOperand> = "extraData",
        /// DWARF address space of pointers (OpenCL address spaces), when set.
        dwarf_address_space: Option<u32> = "dwarfAddressSpace",
        annotations: List<DiNodeId> = "annotations",
        ptr_auth_key: Option<u32> = "ptrAuthKey",
        ptr_auth_is_address_discriminated: Option<bool> = "ptrAuthIsAddressDiscriminated",
        ptr_auth_extra_discriminator: Option<u32> = "ptrAuthExtraDiscriminator",
        ptr_auth_isa_pointer: Option<bool> = "ptrAuthIsaPointer",
        ptr_auth_authenticates_null_values: Option<bool> = "ptrAuthAuthenticatesNullValues",
    }
    /// `!DICompositeType`: structs, classes, unions, enums, arrays, vectors.
    CompositeType(DiCompositeType) = "DICompositeType" {
        tag: DwTag = "tag",
        name: String = "name",
        scope: Option<ScopeId> = "scope",
        file: Option<FileId> = "file",
        line: u32 = "line",
        base_type: Option<TypeId> = "baseType",
        size: u64 = "size",
        align: u32 = "align",
        offset: u64 = "offset",
        flags: DiFlags = "flags",
        elements: List<DiNodeId> = "elements",
        runtime_lang: u32 = "runtimeLang",
        vtable_holder: Option<TypeId> = "vtableHolder",
        template_params: List<DiNodeId> = "templateParams",
        identifier: String = "identifier",
        discriminator: Option<DiNodeId> = "discriminator",
        data_location: Option<DiNodeId> = "dataLocation",
        associated: Option<DiNodeId> = "associated",
        allocated: Option<DiNodeId> = "allocated",
        rank: Option<DiOperand> = "rank",
        annotations: List<DiNodeId> = "annotations",
    }
    /// `!DISubroutineType`: element 0 of `types` is the return type (null for void).
    SubroutineType(DiSubroutineType) = "DISubroutineType" {
        flags: DiFlags = "flags",
        cc: DwCc = "cc",
        types: List<TypeId> = "types",
    }
    /// `!DISubrange`: one array dimension.
    Subrange(DiSubrange) = "DISubrange" {
        count: Option<DiOperand> = "count",
        lower_bound: Option<DiOperand> = "lowerBound",
        upper_bound: Option<DiOperand> = "upperBound",
        stride: Option<DiOperand> = "stride",
    }
    /// `!DIGenericSubrange`.
    GenericSubrange(DiGenericSubrange) = "DIGenericSubrange" {
        count: Option<DiOperand> = "count",
        lower_bound: Option<DiOperand> = "lowerBound",
        upper_bound: Option<DiOperand> = "upperBound",
        stride: Option<DiOperand> = "stride",
    }
    /// `!DIEnumerator`.
    Enumerator(DiEnumerator) = "DIEnumerator" {
        name: String = "name",
        value: i64 = "value",
        is_unsigned: bool = "isUnsigned",
    }
    /// `!DITemplateTypeParameter`.
    TemplateTypeParameter(DiTemplateTypeParameter) = "DITemplateTypeParameter" {
        name: String = "name",
        ty: Option<TypeId> = "type",
        defaulted: bool = "defaulted",
    }
    /// `!DITemplateValueParameter`: value, template template (`DW_TAG_GNU_template_template_param`,
    /// value is the template name) or parameter pack (`DW_TAG_GNU_template_parameter_pack`).
    TemplateValueParameter(DiTemplateValueParameter) = "DITemplateValueParameter" {
        tag: DwTag = "tag",
        name: String = "name",
        ty: Option<TypeId> = "type",
        defaulted: bool = "defaulted",
        value: Option<DiTemplateValue> = "value",
    }
    /// `!DINamespace`.
    Namespace(DiNamespace) = "DINamespace" {
        scope: Option<ScopeId> = "scope",
        name: String = "name",
        export_symbols: bool = "exportSymbols",
    }
    /// `!DIModule` (Clang modules / Fortran modules).
    Module(DiModuleNode) = "DIModule" {
        scope: Option<ScopeId> = "scope",
        name: String = "name",
        config_macros: String = "configMacros",
        include_path: String = "includePath",
        apinotes: String = "apinotes",
        file: Option<FileId> = "file",
        line: u32 = "line",
        is_decl: bool = "isDecl",
    }
    /// `!DISubprogram`: a function definition or declaration.
    Subprogram(DiSubprogram) = "DISubprogram" {
        scope: Option<ScopeId> = "scope",
        name: String = "name",
        linkage_name: String = "linkageName",
        file: Option<FileId> = "file",
        line: u32 = "line",
        ty: Option<SubroutineTypeId> = "type",
        scope_line: u32 = "scopeLine",
        containing_type: Option<TypeId> = "containingType",
        virtual_index: u32 = "virtualIndex",
        this_adjustment: i64 = "thisAdjustment",
        flags: DiFlags = "flags",
        sp_flags: DiSpFlags = "spFlags",
        unit: Option<CompileUnitId> = "unit",
        template_params: List<DiNodeId> = "templateParams",
        declaration: Option<SubprogramId> = "declaration",
        retained_nodes: List<DiNodeId> = "retainedNodes",
        thrown_types: List<TypeId> = "thrownTypes",
        annotations: List<DiNodeId> = "annotations",
        target_func_name: String = "targetFuncName",
    }
    /// `!DILexicalBlock`.
    LexicalBlock(DiLexicalBlock) = "DILexicalBlock" {
        scope: Option<LocalScopeId> = "scope",
        file: Option<FileId> = "file",
        line: u32 = "line",
        column: u32 = "column",
    }
    /// `!DILexicalBlockFile`: a change of file or a discriminator inside a scope.
    LexicalBlockFile(DiLexicalBlockFile) = "DILexicalBlockFile" {
        scope: Option<LocalScopeId> = "scope",
        file: Option<FileId> = "file",
        discriminator: u32 = "discriminator",
    }
    /// `!DILocation`: the source position of an instruction.
    Location(DiLocation) = "DILocation" {
        line: u32 = "line",
        column: u32 = "column",
        scope: Option<LocalScopeId> = "scope",
        inlined_at: Option<LocationId> = "inlinedAt",
        is_implicit_code: bool = "isImplicitCode",
    }
    /// `!DILocalVariable`: a local variable or (arg > 0) a parameter.
    LocalVariable(DiLocalVariable) = "DILocalVariable" {
        name: String = "name",
        arg: u32 = "arg",
        scope: Option<LocalScopeId> = "scope",
        file: Option<FileId> = "file",
        line: u32 = "line",
        ty: Option<TypeId> = "type",
        flags: DiFlags = "flags",
        align: u32 = "align",
        annotations: List<DiNodeId> = "annotations",
    }
    /// `!DILabel`.
    Label(DiLabel) = "DILabel" {
        scope: Option<LocalScopeId> = "scope",
        name: String = "name",
        file: Option<FileId> = "file",
        line: u32 = "line",
    }
    /// `!DIGlobalVariable`.
    GlobalVariable(DiGlobalVariable) = "DIGlobalVariable" {
        name: String = "name",
        scope: Option<ScopeId> = "scope",
        linkage_name: String = "linkageName",
        file: Option<FileId> = "file",
        line: u32 = "line",
        ty: Option<TypeId> = "type",
        is_local: bool = "isLocal",
        is_definition: bool = "isDefinition",
        /// The static data member this variable defines.
        declaration: Option<TypeId> = "declaration",
        template_params: List<DiNodeId> = "templateParams",
        align: u32 = "align",
        annotations: List<DiNodeId> = "annotations",
    }
    /// `!DIGlobalVariableExpression`: a global variable and the expression locating it.
    GlobalVariableExpression(DiGlobalVariableExpression) = "DIGlobalVariableExpression" {
        var: Option<GlobalVariableId> = "var",
        expr: Option<ExpressionId> = "expr",
    }
    /// `!DIExpression` (LLVM prints it inline, never as a numbered node).
    Expression(DiExpression) = "DIExpression" {
        elements: DiOps = "elements",
    }
    /// `!DIImportedEntity`: a using-directive, using-declaration or imported module.
    ImportedEntity(DiImportedEntity) = "DIImportedEntity" {
        tag: DwTag = "tag",
        scope: Option<ScopeId> = "scope",
        entity: Option<DiNodeId> = "entity",
        file: Option<FileId> = "file",
        line: u32 = "line",
        name: String = "name",
        elements: List<DiNodeId> = "elements",
    }
    /// `!DIMacro`: a `#define` or `#undef` (`-fdebug-macro`).
    Macro(DiMacro) = "DIMacro" {
        ty: DwMacinfo = "type",
        line: u32 = "line",
        name: String = "name",
        value: String = "value",
    }
    /// `!DIMacroFile`: macros of an included file.
    MacroFile(DiMacroFile) = "DIMacroFile" {
        ty: DwMacinfo = "type",
        line: u32 = "line",
        file: Option<FileId> = "file",
        nodes: List<MacroId> = "nodes",
    }
    /// `!DICommonBlock` (Fortran).
    CommonBlock(DiCommonBlock) = "DICommonBlock" {
        scope: Option<ScopeId> = "scope",
        declaration: Option<GlobalVariableId> = "declaration",
        name: String = "name",
        file: Option<FileId> = "file",
        line: u32 = "line",
    }
    /// `!DIObjCProperty`.
    ObjCProperty(DiObjCProperty) = "DIObjCProperty" {
        name: String = "name",
        file: Option<FileId> = "file",
        line: u32 = "line",
        setter: String = "setter",
        getter: String = "getter",
        attributes: u32 = "attributes",
        ty: Option<TypeId> = "type",
    }
    /// `!DIAssignID`: links a store to its `llvm.dbg.assign` (assignment tracking).
    AssignId(DiAssignId) = "DIAssignID" {}
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
    fn read(r: &FieldReader<'_>, name: &str, value: &RawValue) -> Result<Self, DiError> {
        match value {
            RawValue::String(_) => String::read(r, name, value).map(DiTemplateValue::Name),
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
