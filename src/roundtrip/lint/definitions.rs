//! `one-definition`: a function body has at most one `DebugFunctionDefinition`, and a
//! `DebugFunction` is defined by at most one (spirv-val checks where each one is and what it
//! names, not how many there are).

use std::collections::BTreeMap;

use super::{Lint, Rule};
use crate::nsdi::view;

impl Lint<'_> {
    pub(super) fn one_definition(&mut self) {
        let mut per_body: BTreeMap<usize, Vec<u32>> = BTreeMap::new();
        let mut per_function: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
        for (body, id, d) in self.each_in_bodies::<view::DebugFunctionDefinition>() {
            per_body.entry(body).or_default().push(id);
            per_function
                .entry(d.function().word())
                .or_default()
                .push(id);
        }
        for (body, ids) in per_body {
            if let [_, second, ..] = ids.as_slice() {
                let function = self.view.functions.get(body).map_or(0, |b| b.id);
                let name = self.view.names.get(&function).map_or("", String::as_str);
                let path = self.at(*second);
                self.report(
                    Rule::OneDefinition,
                    path,
                    format!(
                        "function %{function} {name} has {} DebugFunctionDefinitions",
                        ids.len()
                    ),
                );
            }
        }
        for (function, ids) in per_function {
            if let [_, second, ..] = ids.as_slice() {
                let path = self.at(*second);
                self.report(
                    Rule::OneDefinition,
                    path,
                    format!("DebugFunction %{function} is defined {} times", ids.len()),
                );
            }
        }
    }
}
