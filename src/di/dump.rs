//! `--dump-di`: one line per node, `!N = [distinct ]Kind(field: value, ...)`, every field in the
//! model's declaration order. Stable by construction: nodes print in import order and fields in
//! declaration order, so lit tests can pin it.

use std::fmt::Write;

use super::DiModule;

impl DiModule {
    /// The whole graph, one node per line, followed by the module-level facts.
    pub fn dump(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "; {} nodes ({} numbered), dwarf version {}, debug info version {}",
            self.nodes.len(),
            self.numbered_node_count(),
            self.dwarf_version,
            self.debug_info_version
        );
        let cus: Vec<String> = self
            .compile_units
            .iter()
            .map(|cu| format!("!{}", cu.0.0))
            .collect();
        let _ = writeln!(out, "llvm.dbg.cu = {{{}}}", cus.join(", "));
        for id in self.ids() {
            self.dump_node(id, &mut out);
            out.push('\n');
        }
        out
    }

    /// One node in dump syntax, without a newline.
    pub fn dump_node(&self, id: super::DiNodeId, out: &mut String) {
        let node = self.node(id);
        let _ = write!(out, "!{} = ", id.0);
        if self.distinct[id.index()] {
            out.push_str("distinct ");
        }
        out.push_str(node.kind_name());
        out.push('(');
        let mut first = true;
        node.for_each_field(self, &mut |name, text| {
            if !first {
                out.push_str(", ");
            }
            first = false;
            let _ = write!(out, "{name}: {text}");
        });
        out.push(')');
    }

    /// A reference in dump syntax: `!N`, except DIExpressions, which print inline as LLVM does.
    pub fn dump_node_ref(&self, id: super::DiNodeId, out: &mut String) {
        match self.node(id) {
            super::DiNode::Expression(e) => {
                out.push_str("!DIExpression");
                super::fields::Field::dump(&e.elements, self, out);
            }
            _ => {
                let _ = write!(out, "!{}", id.0);
            }
        }
    }
}
