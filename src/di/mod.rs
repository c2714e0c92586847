//! The DI model: an owned, LLVM-free arena of debug-info nodes with typed ids.
//!
//! Place in the data flow: `src/ir` imports LLVM metadata into [`RawNode`] records,
//! [`DiModule::from_raw`] checks them into this model, and the NSDI handler (`src/debug`) and the
//! round-trip checker read it. Nothing here knows about LLVM or SPIR-V.

mod dump;
pub mod expression;
pub mod fields;
mod nodes;
pub mod raw;

pub use expression::{DiOp, DiOps};
pub use fields::{
    ChecksumKind, DiConstant, DiFlags, DiOperand, DiSpFlags, DwAte, DwCc, DwLang, DwMacinfo, DwTag,
    EmissionKind, NameTableKind,
};
pub use nodes::*;
pub use raw::{RawNode, RawValue};

use fields::FieldReader;

/// Index of a node in [`DiModule::nodes`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DiNodeId(pub u32);

impl DiNodeId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Inconsistent DI: a record the typed model cannot hold.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum DiError {
    #[error("inconsistent debug info: !{node} ({kind}) field '{field}' {reason}")]
    Field {
        node: u32,
        kind: String,
        field: String,
        reason: String,
    },
    #[error("unsupported debug info node kind '{kind}' (node !{node})")]
    UnknownKind { node: u32, kind: String },
}

/// All DI nodes of a module, plus the module-level debug facts.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DiModule {
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
        let kinds: Vec<&'static str> = raw
            .iter()
            .enumerate()
            .map(|(i, n)| {
                nodes::static_kind_name(&n.kind).ok_or_else(|| DiError::UnknownKind {
                    node: i as u32,
                    kind: n.kind.clone(),
                })
            })
            .collect::<Result<_, _>>()?;
        let mut module = DiModule::default();
        for (i, node) in raw.iter().enumerate() {
            let reader = FieldReader {
                kinds: &kinds,
                node: i as u32,
                raw: node,
            };
            module.nodes.push(nodes::node_from_raw(&reader)?);
            module.distinct.push(node.distinct);
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

    pub fn node(&self, id: DiNodeId) -> &DiNode {
        &self.nodes[id.index()]
    }

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

    /// Number of nodes LLVM's assembly writer prints as numbered `!N = !DI...` records (all but
    /// DIExpression, which it prints inline).
    pub fn numbered_node_count(&self) -> usize {
        self.nodes
            .iter()
            .filter(|n| !matches!(n, DiNode::Expression(_)))
            .count()
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
