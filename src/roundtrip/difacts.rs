//! DI against DI: how another reader's view of our output (SPIRV-LLVM-Translator's `llvm-spirv
//! -r`, imported with our own `src/ir`) differs from the source DI. Both modules are reduced to
//! the same named facts, rendered by the round trip's renderers, and compared fact by fact.

use std::collections::BTreeMap;

use super::di_render::{DiRender, di_flags, linkage};
use crate::di::{DiModule, DiNode, DiSpFlags, TypeId};

/// Facts of a module: key (what: `unit`, `fn <linkage name>`, `struct <name>`, `global <name>`,
/// `var <name> in <scope> arg <n>`, ...) -> value (what it says, rendered as the round trip
/// renders it).
pub fn facts(di: &DiModule) -> BTreeMap<String, String> {
    let cuts = super::cycles::cycle_cuts(di);
    let cycle_owners = di.local_scope_cycle_owners();
    let d = DiRender {
        di,
        prefix_map: &[],
        cuts: &cuts,
        cycle_owners: &cycle_owners,
        // DI against DI: both sides name address spaces as OpenCL does.
        flavour: super::reader::ModuleFlavour::Kernel,
    };
    let mut out = BTreeMap::new();
    for cu in &di.compile_units {
        let u = di.compile_unit(*cu);
        out.insert(
            "unit".to_owned(),
            format!("language {} file {}", u.language, d.file_path(u.file)),
        );
    }
    for (id, node) in di.ids().zip(&di.nodes) {
        match node {
            DiNode::Subprogram(sp) if sp.sp_flags.contains(DiSpFlags::DEFINITION) => {
                let ty = sp
                    .ty
                    .map_or_else(|| "void".to_owned(), |t| d.ty(Some(TypeId(t.0))));
                out.insert(
                    format!("fn {}", linkage(di, sp)),
                    format!(
                        "name {} at {}:{} scope line {} type {ty} in {} flags [{}]",
                        sp.name,
                        d.file_path(sp.file),
                        sp.line,
                        sp.scope_line,
                        d.scope(sp.scope.map(|s| s.0)),
                        di_flags(sp.flags)
                    ),
                );
            }
            DiNode::CompositeType(c)
                if !c.flags.contains(crate::di::DiFlags::FWD_DECL)
                    && !di.composite_name(id, c).is_empty()
                    && c.tag.0 != gimli::DW_TAG_array_type.0 =>
            {
                let name = di.composite_name(id, c);
                let key = match gimli::DwTag(c.tag.0) {
                    gimli::DW_TAG_enumeration_type => format!("enum {name}"),
                    gimli::DW_TAG_class_type => format!("class {name}"),
                    gimli::DW_TAG_union_type => format!("union {name}"),
                    _ => format!("struct {name}"),
                };
                let elements: Vec<String> = c
                    .elements
                    .iter()
                    .flatten()
                    .map(|e| match di.node(*e) {
                        DiNode::DerivedType(m) => {
                            format!("{}: {} @{}:{}", m.name, d.ty(m.base_type), m.offset, m.size)
                        }
                        DiNode::Enumerator(en) => format!("{} = {}", en.name, en.value),
                        DiNode::Subprogram(sp) => format!("method {}", linkage(di, sp)),
                        other => other.kind_name().to_owned(),
                    })
                    .collect();
                out.insert(
                    key,
                    format!(
                        "size {} at {}:{} [{}]",
                        c.size,
                        d.file_path(c.file),
                        c.line,
                        elements.join("; ")
                    ),
                );
            }
            DiNode::GlobalVariable(g) => {
                out.insert(
                    format!("global {}", g.linkage_or_name()),
                    format!(
                        "{}: {} at {}:{} in {}",
                        g.name,
                        d.ty(g.ty),
                        d.file_path(g.file),
                        g.line,
                        d.scope(g.scope.map(|s| s.0))
                    ),
                );
            }
            DiNode::LocalVariable(v) => {
                out.insert(
                    format!(
                        "var {} in {} arg {}",
                        v.name,
                        d.scope(v.scope.map(|s| s.0)),
                        v.arg
                    ),
                    format!(
                        "{} at line {} flags [{}]",
                        d.ty(v.ty),
                        v.line,
                        di_flags(v.flags)
                    ),
                );
            }
            _ => {}
        }
    }
    out
}

/// Compares the facts of `source` with those of `other`: the number of facts of `source`, and
/// one line per fact lost, added or changed, in key order.
pub fn compare_di(source: &DiModule, other: &DiModule) -> (usize, Vec<String>) {
    let a = facts(source);
    let b = facts(other);
    let mut lines = Vec::new();
    for (key, value) in &a {
        match b.get(key) {
            None => lines.push(format!("lost: {key}: {value}")),
            Some(v) if v != value => lines.push(format!("changed: {key}: {v:?} != {value:?}")),
            Some(_) => {}
        }
    }
    for (key, value) in &b {
        if !a.contains_key(key) {
            lines.push(format!("added: {key}: {value}"));
        }
    }
    (a.len(), lines)
}
