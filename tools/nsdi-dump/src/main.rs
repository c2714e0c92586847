//! `nsdi-dump FILE.spv`: prints the NonSemantic.Shader.DebugInfo.100 of any SPIR-V module
//! (ours or another producer's) as a readable tree: compile units and sources, the type graph
//! (one line per type: its rendering and its operands by grammar name; instructions written
//! with `OpExtInstWithForwardRefsKHR` marked `[forward ref]`), functions with their lexical
//! blocks and local variables indented under them, global variables, and everything else.
//!
//! `--lines` prints a SPIR-V "addr2line" table instead: for every code instruction of every
//! function body, `INDEX  FILE:LINE:COL  in SCOPE <- inlined at SCOPE:LINE  ; OPCODE`. INDEX
//! counts the function's code instructions from 0 (not labels, NSDI instructions, `OpLine` or
//! `OpNoLine`; `OpFunction` and `OpFunctionParameter` are not in the body). `DebugScope` and
//! `DebugLine` hold until the next one or the end of the block.
//!
//! `--dot` prints a Graphviz digraph: one node per NSDI instruction (without the body's
//! `DebugScope`/`DebugLine`/`DebugNoScope`/`DebugNoLine`), one edge per operand naming another
//! NSDI instruction. Forward references are red and dashed, edges on a cycle red and bold.
//!
//! Output is deterministic (module order). Unreadable input: one line
//! `nsdi-dump: error: FILE: REASON`, exit 1.

mod describe;

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use describe::{Dump, is_type};
use nsdi::nsdi::{DebugOp, Id, view};
use nsdi::roundtrip::read;
use nsdi::roundtrip::reader::{BodyItem, NsdiInst, read_file};
use nsdi::roundtrip::render::{language_name, named_operands};
use petgraph::graphmap::DiGraphMap;
use rspirv::spirv::{Op, Word};

#[derive(Parser, Debug)]
#[command(name = "nsdi-dump", version, about)]
struct Cli {
    /// A SPIR-V binary (either byte order).
    file: PathBuf,
    /// Print the line table of every function instead of the tree.
    #[arg(long, conflicts_with = "dot")]
    lines: bool,
    /// Print the DI graph as a Graphviz digraph instead of the tree.
    #[arg(long)]
    dot: bool,
}

fn main() -> ExitCode {
    nsdi_cli::process::restore_default_sigpipe();
    let cli: Cli = nsdi_cli::parse_args_or_exit("nsdi-dump");
    let shown = cli.file.display();
    let view = match read_file(&cli.file).and_then(|words| read(&words)) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("nsdi-dump: error: {shown}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let d = Dump::new(&view);
    let out = if cli.lines {
        d.lines()
    } else if cli.dot {
        d.dot()
    } else {
        d.tree()
    };
    print!("{out}");
    ExitCode::SUCCESS
}

/// Body instructions that only set the line state: no nodes of their own in `--dot`.
const LINE_STATE: &[DebugOp] = &[
    DebugOp::DebugScope,
    DebugOp::DebugNoScope,
    DebugOp::DebugLine,
    DebugOp::DebugNoLine,
];

/// How many nesting levels the tree indents; deeper ones are indented as deep and numbered,
/// so a 50,000-deep (valid) block nest prints in linear space, not 2.5 GB of padding.
const MAX_INDENT: usize = 32;

/// The indentation of a tree line `depth` levels deep.
fn indent(depth: usize) -> String {
    if depth <= MAX_INDENT {
        "  ".repeat(depth)
    } else {
        format!("{}[depth {depth}] ", "  ".repeat(MAX_INDENT))
    }
}

impl Dump<'_> {
    fn tree(&self) -> String {
        let mut out = String::new();
        let mut shown: HashSet<Word> = HashSet::new();
        let body = Self::body_ids(self.v).count();
        let _ = writeln!(
            out,
            "{} NSDI instructions ({} module-level, {body} in {} function bodies)",
            self.v.order.len() + body,
            self.v.order.len(),
            self.v.functions.len()
        );
        let _ = writeln!(out, "compile units:");
        for u in self.v.all(DebugOp::DebugCompilationUnit) {
            shown.insert(u.id);
            let Some(cu) = u.view::<view::DebugCompilationUnit>() else {
                continue;
            };
            let lang = self.v.constant(cu.language().word());
            let _ = writeln!(
                out,
                "  %{} version {}, DWARF {}, language {} ({}), source {}",
                u.id,
                self.num(cu.version()),
                self.num(cu.dwarf_version()),
                lang.and_then(language_name).unwrap_or("?"),
                self.num(cu.language()),
                self.source_path(cu.source())
            );
        }
        let _ = writeln!(out, "sources:");
        let order: Vec<&NsdiInst> = self
            .v
            .order
            .iter()
            .filter_map(|id| self.v.inst(*id))
            .collect();
        for (k, s) in order.iter().enumerate() {
            let Some(source) = s.view::<view::DebugSource>() else {
                continue;
            };
            shown.insert(s.id);
            let continued = order
                .get(k + 1..)
                .unwrap_or(&[])
                .iter()
                .map_while(|c| c.view::<view::DebugSourceContinued>().map(|v| (c.id, v)));
            let mut pieces = 0;
            let mut len = source
                .text()
                .and_then(|t| self.v.string(t.word()))
                .map(str::len);
            for (id, c) in continued {
                shown.insert(id);
                pieces += 1;
                let more = self.v.string(c.text().word()).map_or(0, str::len);
                len = Some(len.unwrap_or(0) + more);
            }
            let text = match (len, pieces) {
                (None, _) => "no text".to_owned(),
                (Some(n), 0) => format!("text {n} bytes"),
                (Some(n), p) => format!("text {n} bytes in {} pieces", p + 1),
            };
            let _ = writeln!(out, "  %{} {}: {text}", s.id, self.text(source.file()));
        }
        let _ = writeln!(out, "types:");
        for t in order.iter().filter(|i| is_type(i.op)) {
            shown.insert(t.id);
            let _ = writeln!(
                out,
                "  {}  =  {}",
                self.ty(Id::from_word(t.id)),
                self.header(t)
            );
        }
        let mut children: HashMap<Word, Vec<&NsdiInst>> = HashMap::new();
        for i in &order {
            let parent = if let Some(b) = i.view::<view::DebugLexicalBlock>() {
                b.parent()
            } else if let Some(v) = i.view::<view::DebugLocalVariable>() {
                v.parent()
            } else if let Some(d) = i.view::<view::DebugLexicalBlockDiscriminator>() {
                d.parent()
            } else {
                continue;
            };
            children.entry(parent.word()).or_default().push(i);
        }
        let _ = writeln!(out, "functions:");
        for f in &order {
            let (name, ty, source, line, flags) = if let Some(v) = f.view::<view::DebugFunction>() {
                (v.name(), v.ty(), v.source(), v.line(), v.flags())
            } else if let Some(v) = f.view::<view::DebugFunctionDeclaration>() {
                (v.name(), v.ty(), v.source(), v.line(), v.flags())
            } else {
                continue;
            };
            shown.insert(f.id);
            let def = self.definitions.get(&f.id).map_or_else(
                || "no definition".to_owned(),
                |d| format!("defines {}", self.plain(*d)),
            );
            let _ = writeln!(
                out,
                "  %{} {} {}  {}  {}  flags {}",
                f.id,
                f.op.name(),
                self.text(name),
                self.decl_at(source, line),
                def,
                self.r.flags(flags)
            );
            let _ = writeln!(out, "    type {}", self.ty(ty));
            self.scope_children(&mut out, &children, &mut shown, f.id);
        }
        let _ = writeln!(out, "global variables:");
        for g in self.v.all(DebugOp::DebugGlobalVariable) {
            shown.insert(g.id);
            let Some(v) = g.view::<view::DebugGlobalVariable>() else {
                continue;
            };
            let _ = writeln!(
                out,
                "  %{} {}: {}  {}  in {}  variable {}",
                g.id,
                self.text(v.name()),
                self.ty(v.ty()),
                self.decl_at(v.source(), v.line()),
                self.scope(v.parent()),
                self.value(v.variable().word())
            );
        }
        let _ = writeln!(out, "other:");
        for i in order.iter().filter(|i| !shown.contains(&i.id)) {
            let _ = writeln!(out, "  {}", self.header(i));
        }
        out
    }

    /// Lexical blocks and local variables under `scope`, indented (up to [`MAX_INDENT`]
    /// levels, then numbered), depth first, from an explicit stack.
    fn scope_children(
        &self,
        out: &mut String,
        children: &HashMap<Word, Vec<&NsdiInst>>,
        shown: &mut HashSet<Word>,
        scope: Word,
    ) {
        let under = |scope: Word| children.get(&scope).into_iter().flatten().rev();
        // Pending (instruction, depth), the next one last.
        let mut pending: Vec<(&NsdiInst, usize)> = under(scope).map(|c| (*c, 2)).collect();
        while let Some((c, depth)) = pending.pop() {
            if !shown.insert(c.id) {
                continue;
            }
            let pad = indent(depth);
            if let Some(v) = c.view::<view::DebugLocalVariable>() {
                let arg = v
                    .arg_number()
                    .map_or_else(String::new, |a| format!("  arg {}", self.num(a)));
                let _ = writeln!(
                    out,
                    "{pad}%{} var {}: {}  {}:{}{arg}",
                    c.id,
                    self.text(v.name()),
                    self.ty(v.ty()),
                    self.decl_at(v.source(), v.line()),
                    self.num(v.column())
                );
                continue;
            }
            let what = if let Some(d) = c.view::<view::DebugLexicalBlockDiscriminator>() {
                format!("discriminator {}", self.num(d.discriminator()))
            } else if let Some(b) = c.view::<view::DebugLexicalBlock>() {
                match b.name() {
                    Some(name) => format!("namespace {}", self.text(name)),
                    None => format!(
                        "block {}:{}",
                        self.decl_at(b.source(), b.line()),
                        self.num(b.column())
                    ),
                }
            } else {
                continue;
            };
            let _ = writeln!(out, "{pad}%{} {what}", c.id);
            pending.extend(under(c.id).map(|inner| (*inner, depth + 1)));
        }
    }

    /// `file:line:col` of a `DebugLine`.
    fn location(&self, line: Option<view::DebugLine<'_>>) -> String {
        line.map_or_else(
            || "<no line>".to_owned(),
            |l| {
                format!(
                    "{}:{}:{}",
                    self.source_path(l.source()),
                    self.num(l.line_start()),
                    self.num(l.column_start())
                )
            },
        )
    }

    /// `in SCOPE <- inlined at SCOPE:LINE ...` of a `DebugScope`.
    fn scope_chain(&self, scope: Option<view::DebugScope<'_>>) -> String {
        let Some(s) = scope else {
            return "in <no scope>".to_owned();
        };
        let mut out = format!("in {}", self.scope(s.scope()));
        for link in self.r.inlined_chain(s.inlined_at(), 64) {
            let _ = write!(
                out,
                " <- inlined at {}:{}",
                self.scope(link.scope()),
                self.num(link.line())
            );
        }
        out
    }

    fn lines(&self) -> String {
        let mut out = String::new();
        for f in &self.v.functions {
            let source = self.defined_by.get(&f.id);
            let source = source.map_or_else(String::new, |d| {
                format!(" ({})", self.scope(Id::from_word(*d)))
            });
            let _ = writeln!(out, "function {}{source}:", self.plain(f.id));
            let (mut scope, mut line) = (None, None);
            let mut index = 0usize;
            for item in &f.items {
                match item {
                    BodyItem::Label(_) => (scope, line) = (None, None),
                    BodyItem::Debug(id) => match self.v.inst(*id) {
                        Some(i) if i.op == DebugOp::DebugScope => scope = i.view(),
                        Some(i) if i.op == DebugOp::DebugNoScope => scope = None,
                        Some(i) if i.op == DebugOp::DebugLine => line = i.view(),
                        Some(i) if i.op == DebugOp::DebugNoLine => line = None,
                        _ => {}
                    },
                    BodyItem::Code(Op::Line | Op::NoLine, _) => {}
                    BodyItem::Code(op, _) => {
                        let _ = writeln!(
                            out,
                            "{index:6}  {}  {}  ; Op{op:?}",
                            self.location(line),
                            self.scope_chain(scope)
                        );
                        index += 1;
                    }
                }
            }
        }
        out
    }

    fn dot(&self) -> String {
        let body = Self::body_ids(self.v)
            .filter_map(|id| self.v.inst(*id))
            .filter(|i| !LINE_STATE.contains(&i.op));
        let nodes: Vec<&NsdiInst> = self
            .v
            .order
            .iter()
            .filter_map(|id| self.v.inst(*id))
            .chain(body)
            .collect();
        let mut graph: DiGraphMap<Word, ()> = DiGraphMap::new();
        let mut edges = Vec::new();
        for i in &nodes {
            graph.add_node(i.id);
            for (name, w) in named_operands(i) {
                if self.v.inst(w).is_some() {
                    edges.push((i.id, w, name));
                    graph.add_edge(i.id, w, ());
                }
            }
        }
        let mut scc = HashMap::new();
        for (k, component) in petgraph::algo::tarjan_scc(&graph).into_iter().enumerate() {
            let cyclic = component.len() > 1 || graph.contains_edge(component[0], component[0]);
            for n in component {
                scc.insert(n, cyclic.then_some(k));
            }
        }
        let in_cycle = |n: &Word| scc.get(n).copied().flatten();
        let mut out = String::from("digraph nsdi {\n  node [shape=box, fontname=\"monospace\"];\n");
        for i in &nodes {
            let mut label = format!("%{} {}", i.id, i.op.name());
            match self.summary(i.id) {
                s if s.is_empty() => {}
                s => label = format!("{label}\\n{}", s.replace('\\', "\\\\").replace('"', "\\\"")),
            }
            if i.forward {
                label.push_str("\\n[forward ref]");
            }
            let color = if in_cycle(&i.id).is_some() {
                ", color=red"
            } else {
                ""
            };
            let _ = writeln!(out, "  n{} [label=\"{label}\"{color}];", i.id);
        }
        for (from, to, name) in edges {
            let forward = self.pos.get(&to) >= self.pos.get(&from);
            let cycle = in_cycle(&from).is_some() && in_cycle(&from) == in_cycle(&to);
            let style = match (forward, cycle) {
                (true, true) => ", color=red, style=dashed, penwidth=2",
                (true, false) => ", color=red, style=dashed",
                (false, true) => ", color=red, penwidth=2",
                (false, false) => "",
            };
            let _ = writeln!(out, "  n{from} -> n{to} [label=\"{name}\"{style}];");
        }
        out.push_str("}\n");
        out
    }
}
