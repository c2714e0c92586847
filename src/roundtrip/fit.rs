//! The DI's strings as NSDI can hold them (docs/MAPPING.md): a SPIR-V literal string ends at
//! its first NUL and holds at most [`MAX_STRING_BYTES`] bytes, so the emitter cuts a name at a
//! NUL and truncates a longer one on a UTF-8 boundary, with a remark. The checker compares
//! against DI with the same rule applied to its names, so that documented degradation is not
//! a difference, and anything else still is.

use crate::di::{DiModule, DiNode};
use crate::nsdi::MAX_STRING_BYTES;

/// `s` as a SPIR-V literal string holds it: cut at its first NUL, then truncated to
/// [`MAX_STRING_BYTES`] on a UTF-8 boundary.
pub fn fit_str(s: &str) -> &str {
    let cut = s
        .find('\0')
        .map_or(s, |nul| s.get(..nul).unwrap_or_default());
    if cut.len() <= MAX_STRING_BYTES {
        return cut;
    }
    let mut end = MAX_STRING_BYTES;
    while !cut.is_char_boundary(end) {
        end -= 1;
    }
    cut.get(..end).unwrap_or_default()
}

fn fits(s: &str) -> bool {
    s.len() <= MAX_STRING_BYTES && !s.contains('\0')
}

fn fit(s: &mut String) {
    if !fits(s) {
        *s = fit_str(s).to_owned();
    }
}

/// The names of one node, shared or mutable (not file paths: the emitter fits the joined
/// path, and the checker fits it the same way, `DiRender::path_of`).
macro_rules! names {
    ($node:expr, $($r:tt)*) => {
        match $node {
            DiNode::CompileUnit(u) => vec![$($r)* u.producer, $($r)* u.flags],
            DiNode::BasicType(t) => vec![$($r)* t.name],
            DiNode::StringType(t) => vec![$($r)* t.name],
            DiNode::DerivedType(t) => vec![$($r)* t.name],
            DiNode::CompositeType(t) => vec![$($r)* t.name, $($r)* t.identifier],
            DiNode::Enumerator(e) => vec![$($r)* e.name],
            DiNode::TemplateTypeParameter(p) => vec![$($r)* p.name],
            DiNode::TemplateValueParameter(p) => vec![$($r)* p.name],
            DiNode::Namespace(n) => vec![$($r)* n.name],
            DiNode::Module(m) => vec![$($r)* m.name],
            DiNode::Subprogram(s) => vec![$($r)* s.name, $($r)* s.linkage_name],
            DiNode::LocalVariable(v) => vec![$($r)* v.name],
            DiNode::Label(l) => vec![$($r)* l.name],
            DiNode::GlobalVariable(g) => vec![$($r)* g.name, $($r)* g.linkage_name],
            DiNode::ImportedEntity(i) => vec![$($r)* i.name],
            DiNode::Macro(m) => vec![$($r)* m.name, $($r)* m.value],
            DiNode::CommonBlock(c) => vec![$($r)* c.name],
            _ => Vec::new(),
        }
    };
}

/// `di` with every name fitted, or `None` when every name fits already (the common case:
/// nothing is copied).
pub fn fitted(di: &DiModule) -> Option<DiModule> {
    let mut copy: Option<DiModule> = None;
    for (k, node) in di.nodes.iter().enumerate() {
        let shared: Vec<&String> = names!(node, &);
        if shared.iter().all(|s| fits(s)) {
            continue;
        }
        let target = copy.get_or_insert_with(|| di.clone());
        if let Some(n) = target.nodes.get_mut(k) {
            let mutable: Vec<&mut String> = names!(n, &mut);
            for s in mutable {
                fit(s);
            }
        }
    }
    if di.typedef_names.values().any(|s| !fits(s)) {
        let target = copy.get_or_insert_with(|| di.clone());
        for s in target.typedef_names.values_mut() {
            fit(s);
        }
    }
    copy
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cuts_at_nul_and_truncates_on_a_char_boundary() {
        assert_eq!(fit_str("before\0after"), "before");
        assert_eq!(fit_str("plain"), "plain");
        let long = "é".repeat(MAX_STRING_BYTES);
        let fitted = fit_str(&long);
        assert!(fitted.len() <= MAX_STRING_BYTES && fitted.len() + 2 > MAX_STRING_BYTES);
        assert!(fitted.chars().all(|c| c == 'é'));
    }
}
