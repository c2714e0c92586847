//! The spec lint: rules of the NonSemantic.Shader.DebugInfo.100 specification that spirv-val
//! 2025.5 does not check, and debug info dropped without a remark (docs/ROUNDTRIP.md, "The
//! spec lint"). One small file per rule family; each rule has an id ([`Rule::id`]) and every
//! finding names its rule.
//!
//! The NSDI-only rules read the binary alone; the drop rules compare it with the DI and the
//! [`SourceProgram`] (what the binary was compiled from), like the checker, but ask only "is it
//! there at all", so they also see what the checker's shared view of the DI excuses.
//!
//! - `source_text.rs`: `source-lines`;
//! - `identifiers.rs`: `build-id-length`;
//! - `vectors.rs`: `vector-component`, `vector-of-typedef`;
//! - `macros.rs`: `macro-file`;
//! - `expressions.rs`: `operation-arity`;
//! - `constants.rs`: `constant-width`;
//! - `indexes.rs`: `index-range`;
//! - `definitions.rs`: `one-definition`;
//! - `drops.rs`: `dropped-function`, `dropped-variable`, `dropped-use`, `dropped-lines`.

mod constants;
mod definitions;
mod drops;
mod expressions;
mod identifiers;
mod indexes;
mod macros;
mod source_text;
mod vectors;

#[cfg(test)]
mod tests;

use std::fmt;

use super::CheckOptions;
use super::di_render::DiRender;
use super::reader::{BodyItem, ReadError, SpirvView};
use super::render::{Dialect, Render};
use super::source::SourceProgram;
use crate::di::{DiModule, DiNodeId};
use crate::nsdi::{Id, NsdiView};

/// A lint rule.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rule {
    /// A `DebugLine` names a line past the end of its `DebugSource`'s embedded text
    /// (`DebugSource` + `DebugSourceContinued`); SPIRV-Tools 2026.2 rejects it.
    SourceLines,
    /// `DebugBuildIdentifier`'s identifier has fewer than 32 hex digits (or other characters).
    BuildIdLength,
    /// `DebugTypeVector`'s component type is not a numeric or boolean `DebugTypeBasic`, or a
    /// vector or matrix count is outside 2..4.
    VectorComponent,
    /// A DI vector whose element is a typedef of a basic type (OpenCL's `uint2`) became a
    /// `DebugTypeArray`, not a `DebugTypeVector`.
    VectorOfTypedef,
    /// `DebugMacroDef` / `DebugMacroUndef`'s Source is not the file name's `OpString`.
    MacroFile,
    /// A `DebugOperation` has an unknown operation or the wrong number of operands for it.
    OperationArity,
    /// A numeric operand (line, size, flags, enum value, array count, template value, ...) is
    /// not a 32-bit integer `OpConstant`.
    ConstantWidth,
    /// A `DebugDeclare` / `DebugValue` index is not an integer constant within its type.
    IndexRange,
    /// A function body has more than one `DebugFunctionDefinition`, or a `DebugFunction` is
    /// defined more than once.
    OneDefinition,
    /// A subprogram with code (its own function, or inlined code) has no `DebugFunction`.
    DroppedFunction,
    /// A local variable a debug record describes has no `DebugLocalVariable`.
    DroppedVariable,
    /// A function has fewer `DebugDeclare`/`DebugValue`s for a variable than debug records.
    DroppedUse,
    /// A function has located code but its body no `DebugLine` at all.
    DroppedLines,
}

impl Rule {
    /// Every rule, in report order.
    pub const ALL: [Rule; 13] = [
        Rule::SourceLines,
        Rule::BuildIdLength,
        Rule::VectorComponent,
        Rule::VectorOfTypedef,
        Rule::MacroFile,
        Rule::OperationArity,
        Rule::ConstantWidth,
        Rule::IndexRange,
        Rule::OneDefinition,
        Rule::DroppedFunction,
        Rule::DroppedVariable,
        Rule::DroppedUse,
        Rule::DroppedLines,
    ];

    /// The rule's id, as findings print it and docs/ROUNDTRIP.md lists it.
    pub fn id(self) -> &'static str {
        match self {
            Rule::SourceLines => "source-lines",
            Rule::BuildIdLength => "build-id-length",
            Rule::VectorComponent => "vector-component",
            Rule::VectorOfTypedef => "vector-of-typedef",
            Rule::MacroFile => "macro-file",
            Rule::OperationArity => "operation-arity",
            Rule::ConstantWidth => "constant-width",
            Rule::IndexRange => "index-range",
            Rule::OneDefinition => "one-definition",
            Rule::DroppedFunction => "dropped-function",
            Rule::DroppedVariable => "dropped-variable",
            Rule::DroppedUse => "dropped-use",
            Rule::DroppedLines => "dropped-lines",
        }
    }

    /// The rule with id `id`.
    pub fn from_id(id: &str) -> Option<Rule> {
        Rule::ALL.into_iter().find(|r| r.id() == id)
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// One finding of the lint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// The rule broken.
    pub rule: Rule,
    /// Where: the instruction (`%42 DebugLine`) or the source node (`fn foo > var 'x'`).
    pub path: String,
    /// What is wrong, one line.
    pub message: String,
    /// The DI node a drop concerns, so a producer can tell a remarked drop from a silent one.
    pub node: Option<DiNodeId>,
}

impl fmt::Display for Finding {
    /// `[rule-id] path: message`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{}] {}: {}", self.rule, self.path, self.message)
    }
}

/// What a drop rule saw missing and does not report, with the named reason it is no drop
/// (docs/ROUNDTRIP.md, "The spec lint").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotADrop {
    /// The reason's name: [`NO_SUBPROGRAM`].
    pub reason: &'static str,
    /// Where: `function %7 g`.
    pub path: String,
    /// What the input has and why the binary has no debug info for it, one line.
    pub message: String,
}

/// The reason a function without a DISubprogram has no debug info: the input never gave it
/// any. LLVM's verifier accepts located instructions in such a function (their scope some
/// other subprogram), and every LLVM debug-info writer ignores them (DwarfDebug writes no
/// line row for its code); the emitter writes no `DebugFunction`, `DebugScope` or `DebugLine`
/// for it, as for any function without one.
pub const NO_SUBPROGRAM: &str = "no-subprogram";

impl fmt::Display for NotADrop {
    /// `[not a drop: reason] path: message`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "[not a drop: {}] {}: {}",
            self.reason, self.path, self.message
        )
    }
}

/// Reads `words` and lints its NSDI; `di` and `program` are what it was compiled from (the
/// drop rules compare with them; an empty [`SourceProgram`] and DI switch those off), built
/// with `options` (without full debug info no variables are expected).
///
/// # Errors
/// A [`ReadError`] when `words` cannot be read.
pub fn lint(
    di: &DiModule,
    program: &SourceProgram,
    words: &[u32],
    options: &CheckOptions,
) -> Result<Vec<Finding>, ReadError> {
    Ok(lint_explained(di, program, words, options)?.0)
}

/// [`lint`], with what the drop rules left unreported and why ([`NotADrop`]).
///
/// # Errors
/// A [`ReadError`] when `words` cannot be read.
pub fn lint_explained(
    di: &DiModule,
    program: &SourceProgram,
    words: &[u32],
    options: &CheckOptions,
) -> Result<(Vec<Finding>, Vec<NotADrop>), ReadError> {
    let view = super::read(words)?;
    Ok(lint_view_explained(&view, di, program, options))
}

/// Lints a module already read. Findings come rule family by rule family, in module order
/// within a family: deterministic.
pub fn lint_view(
    view: &SpirvView,
    di: &DiModule,
    program: &SourceProgram,
    options: &CheckOptions,
) -> Vec<Finding> {
    lint_view_explained(view, di, program, options).0
}

/// [`lint_view`], with what the drop rules left unreported and why.
pub fn lint_view_explained(
    view: &SpirvView,
    di: &DiModule,
    program: &SourceProgram,
    options: &CheckOptions,
) -> (Vec<Finding>, Vec<NotADrop>) {
    // Names NSDI cannot hold (a NUL, over the literal limit) as the emitter fits them, as the
    // checker compares them.
    let fitted = super::fit::fitted(di);
    let di = fitted.as_ref().unwrap_or(di);
    let cuts = super::cycles::cycle_cuts(di);
    let cycle_owners = di.local_scope_cycle_owners();
    let mut cx = Lint {
        view,
        n: Render::new(view, Dialect::Checker),
        d: DiRender {
            di,
            prefix_map: &options.prefix_map,
            cuts: &cuts,
            cycle_owners: &cycle_owners,
            flavour: view.flavour,
        },
        program,
        full: options.full,
        findings: Vec::new(),
        not_drops: Vec::new(),
    };
    cx.source_lines();
    cx.build_id_length();
    cx.vector_components();
    cx.vectors_of_typedefs();
    cx.macro_files();
    cx.operation_arities();
    cx.constant_widths();
    cx.index_ranges();
    cx.one_definition();
    cx.drops();
    (cx.findings, cx.not_drops)
}

/// What the rules read, and the findings so far.
struct Lint<'a> {
    view: &'a SpirvView,
    n: Render<'a>,
    d: DiRender<'a>,
    program: &'a SourceProgram,
    /// Built with full debug info: variables are expected.
    full: bool,
    findings: Vec<Finding>,
    /// What the drop rules saw missing and left unreported, with the reason.
    not_drops: Vec<NotADrop>,
}

impl<'a> Lint<'a> {
    fn report(&mut self, rule: Rule, path: String, message: String) {
        self.findings.push(Finding {
            rule,
            path,
            message,
            node: None,
        });
    }

    fn report_node(&mut self, rule: Rule, path: String, message: String, node: DiNodeId) {
        self.findings.push(Finding {
            rule,
            path,
            message,
            node: Some(node),
        });
    }

    /// Every module-scope instruction read through `V`, with its result id (ones without
    /// `V`'s shape are the checker's business and skipped here).
    fn each<V: NsdiView<'a>>(&self) -> Vec<(u32, V)> {
        self.view
            .all(V::OP)
            .filter_map(|i| i.view::<V>().map(|v| (i.id, v)))
            .collect()
    }

    /// Every function-scope instruction read through `V`: (function body index, result id,
    /// view), in module order.
    fn each_in_bodies<V: NsdiView<'a>>(&self) -> Vec<(usize, u32, V)> {
        let view = self.view;
        let mut out = Vec::new();
        for (f, body) in view.functions.iter().enumerate() {
            for item in &body.items {
                if let BodyItem::Debug(id) = item
                    && let Some(v) = view.get::<V>(Id::from_word(*id))
                {
                    out.push((f, *id, v));
                }
            }
        }
        out
    }

    /// `%id Op`.
    fn at(&self, id: u32) -> String {
        match self.view.op(Id::from_word(id)) {
            Some(op) => format!("%{id} {}", op.name()),
            None => format!("%{id}"),
        }
    }
}
