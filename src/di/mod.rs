//! The DI model: an owned, LLVM-free arena of debug-info nodes with typed ids.
//!
//! Place in the data flow: `src/ir` reads LLVM metadata as a [`DiSource`] (the C++ wrapper's
//! table, read in place), [`DiModule::from_source`] checks it into this model, and the NSDI handler (`src/debug`) and the
//! round-trip checker read it. Nothing here knows about LLVM or SPIR-V.
//!
//! Every field of a node is typed: references are typed ids ([`TypeId`], [`ScopeId`],
//! [`FileId`], ...) whose kind was checked on import, so [`DiModule::subprogram`] and the other
//! typed getters cannot fail on a model that exists.
//!
//! # Example
//!
//! A model built from records by hand (what the LLVM importer does for a real module):
//!
//! ```
//! use nsdi::di::{DiModule, DiNode, DiNodeId, RawNode, RawValue};
//!
//! let records = [
//!     RawNode::new("DIFile")
//!         .with("filename", RawValue::String(b"k.cl".to_vec()))
//!         .with("directory", RawValue::String(b"/src".to_vec())),
//!     RawNode::new("DICompileUnit")
//!         .with("language", RawValue::Unsigned(0x15)) // DW_LANG_OpenCL
//!         .with("file", RawValue::Node(0))
//!         .with("emissionKind", RawValue::Unsigned(1)),
//! ];
//! let di = DiModule::from_raw(&records, &[1])?;
//!
//! let unit = di.compile_unit(di.compile_units[0]);
//! assert_eq!(unit.language.to_string(), "DW_LANG_OpenCL");
//! assert_eq!(di.file(unit.file.unwrap()).filename, "k.cl");
//! assert!(matches!(di.node(DiNodeId(0)), DiNode::File(_)));
//! let dump = di.dump();
//! assert!(dump.contains("\n!1 = DICompileUnit(language: DW_LANG_OpenCL, file: !0, "));
//!
//! // A reference to the wrong kind of node is refused with the node, field and reason.
//! let bad = [RawNode::new("DICompileUnit").with("file", RawValue::Node(0))];
//! let err = DiModule::from_raw(&bad, &[]).unwrap_err();
//! assert_eq!(
//!     err.to_string(),
//!     "inconsistent debug info: !0 (DICompileUnit) field 'file' refers to DICompileUnit !0, \
//!      expected a DIFile"
//! );
//! # Ok::<(), nsdi::di::DiError>(())
//! ```

mod builder;
mod dump;
pub mod expression;
pub mod fields;
mod nodes;
pub mod raw;
pub mod source_file;

pub use builder::DiBuilder;
pub use expression::{DiOp, DiOps};
pub use fields::{
    ChecksumKind, DiConstant, DiFlags, DiOperand, DiSpFlags, DwAte, DwCc, DwLang, DwMacinfo, DwTag,
    EmissionKind, NameTableKind,
};
pub use nodes::*;
pub use raw::{DiRecord, DiSource, FieldRef, NodeListRef, RawNode, RawValue};

use fields::FieldReader;

/// Index of a node in [`DiModule::nodes`]: nsdi's import order, printed `!N` in dumps (not
/// LLVM's slot number, which also counts tuples).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DiNodeId(pub u32);

impl DiNodeId {
    /// The id as an index into [`DiModule::nodes`] and [`DiModule::distinct`].
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Inconsistent DI: a record the typed model cannot hold.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum DiError {
    /// A field with the wrong value type, a reference to a missing node or to a node of the
    /// wrong kind (a `baseType` naming a DIFile), or an `llvm.dbg.cu` entry that is not a
    /// DICompileUnit.
    #[error("inconsistent debug info: !{node} ({kind}) field '{field}' {reason}")]
    Field {
        /// Record index of the offending node.
        node: u32,
        /// Its LLVM class name (`DIDerivedType`).
        kind: String,
        /// The field, under LLVM's name (`baseType`).
        field: String,
        /// What is wrong, e.g. `refers to DIFile !0, expected a type`.
        reason: String,
    },
    /// A record whose kind is not one of LLVM 19's DI node classes ([`DI_KIND_NAMES`]).
    #[error("unsupported debug info node kind '{kind}' (node !{node})")]
    UnknownKind {
        /// Record index of the node.
        node: u32,
        /// The kind the record gave.
        kind: String,
    },
}

/// All DI nodes of a module, plus the module-level debug facts.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DiModule {
    /// Every node, indexed by [`DiNodeId`], in import order.
    pub nodes: Vec<DiNode>,
    /// Whether each node is `distinct` in the source.
    pub distinct: Vec<bool>,
    /// `llvm.dbg.cu`, in order.
    pub compile_units: Vec<CompileUnitId>,
    /// Module flag "Dwarf Version" (0 when absent).
    pub dwarf_version: u32,
    /// Module flag "Debug Info Version" (0 when absent).
    pub debug_info_version: u32,
    /// Names of anonymous structs, classes, unions and enums that a typedef names
    /// (`typedef struct { .. } Params;`): debuggers show them under that name.
    pub typedef_names: std::collections::HashMap<DiNodeId, String>,
}

impl DiModule {
    /// Builds the typed model from records, checking every field's type and every reference's
    /// kind. `compile_units` are record indices (the `llvm.dbg.cu` list).
    pub fn from_raw(raw: &[RawNode], compile_units: &[u32]) -> Result<DiModule, DiError> {
        Self::from_source(raw, compile_units)
    }

    /// [`DiModule::from_raw`] over any [`DiSource`]: the same checks, reading each field where
    /// the source keeps it.
    pub fn from_source<S: DiSource + ?Sized>(
        source: &S,
        compile_units: &[u32],
    ) -> Result<DiModule, DiError> {
        // Node indices are u32 everywhere (ids, references); a source with more nodes would
        // alias them, so it reads only as many as an id can name.
        let count = u32::try_from(source.node_count()).unwrap_or(u32::MAX);
        let kinds: Vec<&'static str> = (0..count)
            .map(|i| {
                let node = source.node(i);
                let kind = node.kind();
                nodes::static_kind_name(&kind).ok_or_else(|| DiError::UnknownKind {
                    node: i,
                    kind: kind.into_owned(),
                })
            })
            .collect::<Result<_, _>>()?;
        let mut module = DiModule {
            nodes: Vec::with_capacity(kinds.len()),
            distinct: Vec::with_capacity(kinds.len()),
            ..DiModule::default()
        };
        for i in 0..count {
            let reader = FieldReader {
                kinds: &kinds,
                node: i,
            };
            let record = source.node(i);
            module
                .nodes
                .push(nodes::node_from_record(&reader, &record)?);
            module.distinct.push(record.is_distinct());
        }
        for node in &module.nodes {
            if let DiNode::DerivedType(t) = node
                && t.tag.0 == gimli::DW_TAG_typedef.0
                && let Some(base) = t.base_type
                && let DiNode::CompositeType(c) = module.node(base.0)
                && c.name.is_empty()
                && c.tag.0 != gimli::DW_TAG_array_type.0
            {
                module
                    .typedef_names
                    .entry(base.0)
                    .or_insert_with(|| t.name.clone());
            }
        }
        for &cu in compile_units {
            match kinds.get(cu as usize) {
                Some(&"DICompileUnit") => module.compile_units.push(CompileUnitId(DiNodeId(cu))),
                other => {
                    return Err(DiError::Field {
                        node: cu,
                        kind: other.copied().unwrap_or("missing node").to_owned(),
                        field: "llvm.dbg.cu".to_owned(),
                        reason: "is not a DICompileUnit".to_owned(),
                    });
                }
            }
        }
        Ok(module)
    }

    /// The name a function is known by to linkers and debuggers: its linkage name, else its
    /// declaration's (a method defined out of its class without one of its own: LLVM's DWARF
    /// names it through `DW_AT_specification`), else its name (C functions, lambdas).
    pub fn function_linkage_name<'a>(&'a self, sp: &'a DiSubprogram) -> &'a str {
        if sp.linkage_name.is_empty()
            && let Some(decl) = sp.declaration
            && let DiNode::Subprogram(d) = self.node(decl.0)
            && !d.linkage_name.is_empty()
        {
            return &d.linkage_name;
        }
        sp.linkage_or_name()
    }

    /// The node `id` names, of any kind.
    ///
    /// # Panics
    /// When `id` is not a node of this module.
    pub fn node(&self, id: DiNodeId) -> &DiNode {
        &self.nodes[id.index()]
    }

    /// Every node id, in import order.
    pub fn ids(&self) -> impl Iterator<Item = DiNodeId> + '_ {
        (0..self.nodes.len() as u32).map(DiNodeId)
    }

    /// The name a composite is shown under: its own, or the typedef's that names it when it
    /// has none.
    pub fn composite_name<'a>(&'a self, id: DiNodeId, c: &'a DiCompositeType) -> &'a str {
        if c.name.is_empty() {
            self.typedef_names.get(&id).map_or("", String::as_str)
        } else {
            &c.name
        }
    }

    /// The file a scope node names directly (`file:` field), if any.
    pub fn scope_file(&self, scope: DiNodeId) -> Option<FileId> {
        match self.node(scope) {
            DiNode::File(_) => Some(FileId(scope)),
            DiNode::CompileUnit(n) => n.file,
            DiNode::Subprogram(n) => n.file,
            DiNode::LexicalBlock(n) => n.file,
            DiNode::LexicalBlockFile(n) => n.file,
            DiNode::DerivedType(n) => n.file,
            DiNode::CompositeType(n) => n.file,
            DiNode::Module(n) => n.file,
            DiNode::CommonBlock(n) => n.file,
            _ => None,
        }
    }

    /// For each lexical block or lexical-block file on a cycle of `scope:` links (LLVM's
    /// verifier accepts one when only retained nodes are in it): the definition whose
    /// `retainedNodes` reach the cycle first, in node order. A cycle has no subprogram at its
    /// top; where a walk up the scopes comes back to a node of the cycle, NSDI names this
    /// function, so the variables in the cycle stay local to a function (a consumer refuses
    /// a local variable outside one: SPIRV-LLVM-Translator's `-r` crashes on it). Linear in
    /// the module: each scope is walked once.
    pub fn local_scope_cycle_owners(&self) -> std::collections::HashMap<DiNodeId, SubprogramId> {
        let mut owners = std::collections::HashMap::new();
        let mut walked = std::collections::HashSet::new();
        for id in self.ids() {
            let DiNode::Subprogram(sp) = self.node(id) else {
                continue;
            };
            if !sp.sp_flags.contains(DiSpFlags::DEFINITION) {
                continue;
            }
            for retained in sp.retained_nodes.iter().flatten() {
                let start = match self.node(*retained) {
                    DiNode::LocalVariable(v) => v.scope.map(|s| s.0),
                    DiNode::Label(l) => l.scope.map(|s| s.0),
                    DiNode::ImportedEntity(e) => e.scope.map(|s| s.0),
                    _ => None,
                };
                let mut path: Vec<DiNodeId> = Vec::new();
                let mut next = start;
                while let Some(scope) = next {
                    if let Some(at) = path.iter().position(|p| *p == scope) {
                        for node in &path[at..] {
                            owners.entry(*node).or_insert(SubprogramId(id));
                        }
                        break;
                    }
                    if walked.contains(&scope) {
                        break;
                    }
                    next = match self.node(scope) {
                        DiNode::LexicalBlock(b) => b.scope.map(|s| s.0),
                        DiNode::LexicalBlockFile(b) => b.scope.map(|s| s.0),
                        _ => break,
                    };
                    path.push(scope);
                }
                walked.extend(path);
            }
        }
        owners
    }

    /// Number of nodes LLVM's assembly writer prints as numbered `!N = !DI...` records (all but
    /// DIExpression, which it prints inline).
    pub fn numbered_node_count(&self) -> usize {
        self.nodes
            .iter()
            .filter(|n| !matches!(n, DiNode::Expression(_)))
            .count()
    }
}

/// The path NSDI gives a file (`DebugSource`'s `File`): `directory/filename`, or the filename
/// alone when it is absolute or there is no directory. LLVM keeps the two apart; NSDI has one
/// string, so this is the one place they are joined.
pub fn source_path(directory: &str, filename: &str) -> String {
    if directory.is_empty() || filename.starts_with('/') {
        filename.to_owned()
    } else {
        format!("{}/{filename}", directory.trim_end_matches('/'))
    }
}

impl DiFile {
    /// This file's path as NSDI writes it ([`source_path`]).
    pub fn path(&self) -> String {
        source_path(&self.directory, &self.filename)
    }
}

impl DiSubprogram {
    /// The linkage name, or the name when there is none (C functions, lambdas).
    pub fn linkage_or_name(&self) -> &str {
        if self.linkage_name.is_empty() {
            &self.name
        } else {
            &self.linkage_name
        }
    }
}

impl DiGlobalVariable {
    /// The linkage name, or the name when there is none.
    pub fn linkage_or_name(&self) -> &str {
        if self.linkage_name.is_empty() {
            &self.name
        } else {
            &self.linkage_name
        }
    }
}

/// Typed accessors: ids are only made by [`DiModule::from_raw`] after checking the kind, so a
/// mismatch here is a bug in this crate, not bad input.
macro_rules! typed_getter {
    ($fn_name:ident, $id:ident, $variant:ident, $ty:ident) => {
        impl DiModule {
            #[doc = concat!("The [`", stringify!($ty), "`] a [`", stringify!($id), "`] names.")]
            ///
            /// # Panics
            /// When the id was not made by this module's import (ids are checked there, so a
            /// panic is a bug in nsdi, not bad input).
            pub fn $fn_name(&self, id: $id) -> &$ty {
                match self.node(id.0) {
                    DiNode::$variant(n) => n,
                    other => panic!(
                        "invariant: {} id names a {}",
                        stringify!($id),
                        other.kind_name()
                    ),
                }
            }
        }
    };
}

typed_getter!(compile_unit, CompileUnitId, CompileUnit, DiCompileUnit);
typed_getter!(file, FileId, File, DiFile);
typed_getter!(subprogram, SubprogramId, Subprogram, DiSubprogram);
typed_getter!(location, LocationId, Location, DiLocation);
typed_getter!(expression, ExpressionId, Expression, DiExpression);
typed_getter!(
    local_variable,
    LocalVariableId,
    LocalVariable,
    DiLocalVariable
);
typed_getter!(
    global_variable,
    GlobalVariableId,
    GlobalVariable,
    DiGlobalVariable
);
typed_getter!(label, LabelId, Label, DiLabel);
typed_getter!(
    subroutine_type,
    SubroutineTypeId,
    SubroutineType,
    DiSubroutineType
);

#[cfg(test)]
mod tests;
