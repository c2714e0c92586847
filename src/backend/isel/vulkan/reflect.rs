//! `nsdi-llc --reflect=FILE.json`: what a runner needs to bind a Vulkan entry point's
//! resources, per entry point.

use super::{ArgResource, ModuleState, layout};
use crate::ir::Module;

/// The reflection of every entry point, as JSON text ([`to_json`](Self::to_json)).
#[derive(Clone, Debug, Default)]
pub struct Reflection {
    /// One JSON object per entry point.
    entry_points: Vec<String>,
    /// Resources no argument names (the program-globals buffer), one JSON object each.
    synthetic: Vec<String>,
}

pub(super) fn quote(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

impl Reflection {
    /// Describes the kernels' resources.
    pub fn new(ir: &Module, state: &ModuleState) -> Self {
        let mut entry_points = Vec::new();
        for (&fi, res) in &state.kernels {
            let Some(f) = ir.functions.get(fi) else {
                continue;
            };
            let mut args = Vec::new();
            let mut pc_size = 0u64;
            for (n, r) in res.args.iter().enumerate() {
                let name = f.params.get(n).map(|p| p.name.as_str()).unwrap_or("");
                let text = match r {
                    ArgResource::Buffer {
                        elem,
                        binding,
                        readonly,
                        ..
                    } => {
                        let size = layout::size_align(ir, *elem).map(|s| s.0).unwrap_or(0);
                        format!(
                            "{{\"name\": {}, \"kind\": \"buffer\", \"set\": 0, \"binding\": {binding}, \"element_type\": {}, \"element_size\": {size}, \"readonly\": {readonly}}}",
                            quote(name),
                            quote(&ir.type_name(*elem))
                        )
                    }
                    ArgResource::Unbound { readonly } => format!(
                        "{{\"name\": {}, \"kind\": \"unused_buffer\", \"readonly\": {readonly}}}",
                        quote(name)
                    ),
                    ArgResource::Workgroup { elem, spec_id, .. } => {
                        let size = layout::size_align(ir, *elem).map(|s| s.0).unwrap_or(0);
                        format!(
                            "{{\"name\": {}, \"kind\": \"workgroup\", \"spec_constant\": {spec_id}, \"default_count\": 1, \"element_type\": {}, \"element_size\": {size}}}",
                            quote(name),
                            quote(&ir.type_name(*elem))
                        )
                    }
                    ArgResource::PushConstant { offset, ty, .. } => {
                        let size = layout::size_align(ir, *ty).map(|s| s.0).unwrap_or(0);
                        pc_size = pc_size.max(offset + size);
                        format!(
                            "{{\"name\": {}, \"kind\": \"push_constant\", \"offset\": {offset}, \"type\": {}, \"size\": {size}}}",
                            quote(name),
                            quote(&ir.type_name(*ty))
                        )
                    }
                };
                args.push(text);
            }
            let wg = match f.reqd_work_group_size {
                Some([x, y, z]) => format!("{{\"fixed\": [{x}, {y}, {z}]}}"),
                None => "{\"spec_constants\": [0, 1, 2], \"default\": [1, 1, 1]}".to_owned(),
            };
            entry_points.push(format!(
                "{{\"name\": {}, \"args\": [{}], \"push_constant_size\": {pc_size}, \"workgroup_size\": {wg}}}",
                quote(&f.name),
                args.join(", ")
            ));
        }
        let synthetic = state
            .program_globals
            .iter()
            .map(|pg| super::globals::reflection_json(ir, pg))
            .collect();
        Reflection {
            entry_points,
            synthetic,
        }
    }

    /// `{"entry_points": [...]}`, and `"synthetic_resources": [...]` when the module has any.
    pub fn to_json(&self) -> String {
        let mut json = format!(
            "{{\"entry_points\": [\n  {}\n]",
            self.entry_points.join(",\n  ")
        );
        if !self.synthetic.is_empty() {
            json.push_str(&format!(
                ",\n\"synthetic_resources\": [\n  {}\n]",
                self.synthetic.join(",\n  ")
            ));
        }
        json.push_str("}\n");
        json
    }
}
