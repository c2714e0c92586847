//! The comparison, one family of NSDI instructions per file. Each NSDI instruction is looked
//! up in the DI by a name-based key (a function by linkage name, a composite by its rendering
//! `struct Particle`, a variable by scope, name, line and argument, a global by linkage name)
//! and every semantic operand is compared after rendering both sides to one form
//! (`render.rs` for NSDI, `di_render.rs` for DI). Then, per function, the code side
//! ([`SourceProgram`]): its definition, its debug uses and its line table.
//!
//! - `unit.rs`: the compile unit and the sources;
//! - `types.rs`: basic types, composites with their members, templates, enums, typedefs (the
//!   other type kinds — pointers, qualifiers, arrays, vectors, matrices, function types — are
//!   compared through these renderings wherever a type is named);
//! - `functions.rs`: functions, methods and declarations (lexical blocks and inlined-at chains
//!   through the scope renderings), and each function's DebugFunctionDefinition;
//! - `variables.rs`: local variables, DebugDeclare / DebugValue with their expressions;
//! - `lines.rs`: line tables;
//! - `module_scope.rs`: entry points, imported entities, macros, global variables.
//!
//! What NSDI cannot carry is excluded where it would be compared, and listed in
//! docs/ROUNDTRIP.md. Every id is read through a typed view: an operand naming the wrong kind
//! of instruction renders as a placeholder and so shows up as a difference.

mod functions;
mod lines;
mod module_scope;
#[cfg(test)]
mod tests;
mod types;
mod unit;
mod variables;

use super::di_render::{DiIndex, DiRender};
use super::difference::Differences;
use super::reader::{BodyItem, SpirvView};
use super::render::{Dialect, Render};
use super::source::SourceProgram;
use super::{CheckOptions, Report};
use crate::di::DiModule;
use crate::nsdi::{DebugOp, FORWARD_REFS_EXTENSION, NsdiView};

/// Everything the comparison reads, and the differences found so far.
struct Checker<'a> {
    /// The NSDI, rendered in the checker's dialect.
    n: Render<'a>,
    /// The DI, rendered alike.
    d: DiRender<'a>,
    index: DiIndex,
    program: &'a SourceProgram,
    options: &'a CheckOptions,
    /// The binary declares the forward-reference extension (else the back edge of a type
    /// cycle names `void`, docs/MAPPING.md).
    forward_refs: bool,
    diffs: Differences,
    /// Line-table entries compared, counted on the source side.
    instructions: usize,
}

/// Compares the NSDI of `view` with `di` and `program`, family by family, in a fixed order
/// (the order of the report's lines).
pub(super) fn compare(
    view: &SpirvView,
    di: &DiModule,
    program: &SourceProgram,
    options: &CheckOptions,
) -> Report {
    // The emitter was run with forward references allowed when it declared the extension
    // (it does only when it wrote one), or when a class lists a method (without them methods
    // are left out of member lists): a class whose methods' `this` does not point back to it
    // needs no forward reference.
    let lists_methods = view
        .all(crate::nsdi::DebugOp::DebugTypeComposite)
        .filter_map(|inst| inst.view::<crate::nsdi::view::DebugTypeComposite>())
        .any(|c| {
            c.members()
                .iter()
                .any(|m| view.op(m) == Some(crate::nsdi::DebugOp::DebugFunction))
        });
    let forward_refs = view.extensions.iter().any(|e| e == FORWARD_REFS_EXTENSION) || lists_methods;
    let cuts = super::cycles::cycle_cuts(di);
    let cycle_owners = di.local_scope_cycle_owners();
    let d = DiRender {
        di,
        prefix_map: &options.prefix_map,
        cuts: &cuts,
        cycle_owners: &cycle_owners,
        flavour: view.flavour,
    };
    let mut cx = Checker {
        n: Render::new(view, Dialect::Checker),
        d,
        index: DiIndex::new(d),
        program,
        options,
        forward_refs,
        diffs: Differences::default(),
        instructions: 0,
    };
    cx.compare_unit();
    cx.compare_sources();
    cx.compare_entry_points();
    if options.full {
        cx.compare_basic_types();
        cx.compare_composites();
        cx.compare_templates();
        cx.compare_parameter_packs();
        cx.compare_imported_entities();
        cx.compare_macros();
        cx.compare_enums();
        cx.compare_typedefs();
        cx.compare_unreferenced_types();
    }
    cx.compare_functions();
    if options.full {
        cx.compare_local_variables();
        cx.compare_global_variables();
    }
    cx.compare_function_bodies();
    Report {
        nodes: cx.diffs.nodes,
        instructions: cx.instructions,
        differences: cx.diffs.list,
    }
}

impl<'a> Checker<'a> {
    fn view(&self) -> &'a SpirvView {
        self.n.view()
    }

    fn di(&self) -> &'a DiModule {
        self.d.di
    }

    /// Every module-scope instruction `op` read through its view `V`, with its result id;
    /// one whose operands do not have `V`'s shape is a difference and skipped.
    fn each<V: NsdiView<'a>>(&mut self, op: DebugOp) -> Vec<(u32, V)> {
        let view = self.view();
        let mut out = Vec::new();
        for inst in view.all(op) {
            match inst.view::<V>() {
                Some(v) => out.push((inst.id, v)),
                None => self.malformed(inst.id),
            }
        }
        out
    }

    /// Reports an NSDI instruction whose operands do not have its grammar's shape.
    fn malformed(&mut self, id: u32) {
        let what = match self.view().inst(id).map(|i| i.any()) {
            Some(Err(e)) => e.to_string(),
            _ => "is not an NSDI instruction".to_owned(),
        };
        self.diffs.missing(&format!("%{id}"), &what);
    }

    /// The per-function checks, for every defined function with a subprogram, matched with
    /// the binary's function bodies in order (definitions come after imported declarations,
    /// which have no body).
    fn compare_function_bodies(&mut self) {
        let view = self.view();
        let bodies: Vec<_> = view
            .functions
            .iter()
            .filter(|b| b.items.iter().any(|i| matches!(i, BodyItem::Label(_))))
            .collect();
        // Rule `vulkan-entry-points-only`: the Vulkan flavour inlines every call into the
        // kernels and writes the kernels alone; the other functions' code is compared where
        // it was inlined (through the inlined-at chains of the kernels' line tables).
        let functions: Vec<_> = self.program.written_functions(view.flavour).collect();
        if bodies.len() < functions.len() {
            self.diffs
                .missing("module", "fewer function bodies than the IR defines");
            return;
        }
        for (function, body) in functions.into_iter().zip(bodies) {
            let Some(sp) = function.subprogram else {
                continue;
            };
            let path = self.compare_definition(sp, body);
            if self.options.full {
                self.compare_debug_uses(&path, function, body);
            }
            self.compare_line_table(&path, function, body);
        }
    }
}
