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

mod render;

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use nsdi::nsdi::DebugOp;
use nsdi::roundtrip::reader::{BodyItem, NsdiInst};
use nsdi::roundtrip::{SpirvView, read};
use petgraph::graphmap::DiGraphMap;
use render::{Dump, flag_names, is_type, language_name, named_operands};
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
    nsdi::ir::restore_default_sigpipe();
    let cli = Cli::parse();
    let shown = cli.file.display();
    let view = match load(&cli.file) {
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

/// Reads the file's words (swapping a big-endian module) into a view.
fn load(path: &std::path::Path) -> Result<SpirvView, String> {
    let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
    if bytes.len() % 4 != 0 {
        return Err(format!(
            "not a SPIR-V module: {} bytes is not a multiple of 4",
            bytes.len()
        ));
    }
    let mut words: Vec<u32> = bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    if words.first() == Some(&rspirv::spirv::MAGIC_NUMBER.swap_bytes()) {
        words.iter_mut().for_each(|w| *w = w.swap_bytes());
    }
    read(&words).map_err(|e| e.to_string())
}

/// Body instructions that only set the line state: no nodes of their own in `--dot`.
const LINE_STATE: &[DebugOp] = &[
    DebugOp::DebugScope,
    DebugOp::DebugNoScope,
    DebugOp::DebugLine,
    DebugOp::DebugNoLine,
];

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
        let all = |op: DebugOp| self.v.all(op).collect::<Vec<_>>();
        let _ = writeln!(out, "compile units:");
        for u in all(DebugOp::DebugCompilationUnit) {
            shown.insert(u.id);
            let lang = self.v.constant(u.at(3));
            let _ = writeln!(
                out,
                "  %{} version {}, DWARF {}, language {} ({}), source {}",
                u.id,
                self.num(u.at(0)),
                self.num(u.at(1)),
                language_name(lang),
                self.num(u.at(3)),
                self.source_path(u.at(2))
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
            if s.op != DebugOp::DebugSource {
                continue;
            }
            shown.insert(s.id);
            let continued = order[k + 1..]
                .iter()
                .take_while(|c| c.op == DebugOp::DebugSourceContinued);
            let mut pieces = 0;
            let mut len = self.v.string(s.at(1)).map(str::len);
            for c in continued {
                shown.insert(c.id);
                pieces += 1;
                len = Some(len.unwrap_or(0) + self.v.string(c.at(0)).map_or(0, str::len));
            }
            let text = match (len, pieces) {
                (None, _) => "no text".to_owned(),
                (Some(n), 0) => format!("text {n} bytes"),
                (Some(n), p) => format!("text {n} bytes in {} pieces", p + 1),
            };
            let _ = writeln!(out, "  %{} {}: {text}", s.id, self.text(s.at(0)));
        }
        let _ = writeln!(out, "types:");
        for t in order.iter().filter(|i| is_type(i.op)) {
            shown.insert(t.id);
            let _ = writeln!(out, "  {}  =  {}", self.ty(t.id), self.header(t));
        }
        let mut children: HashMap<Word, Vec<&NsdiInst>> = HashMap::new();
        for i in &order {
            let parent = match i.op {
                DebugOp::DebugLexicalBlock => i.at(3),
                DebugOp::DebugLocalVariable => i.at(5),
                DebugOp::DebugLexicalBlockDiscriminator => i.at(2),
                _ => continue,
            };
            children.entry(parent).or_default().push(i);
        }
        let _ = writeln!(out, "functions:");
        for f in order.iter().filter(|i| {
            matches!(
                i.op,
                DebugOp::DebugFunction | DebugOp::DebugFunctionDeclaration
            )
        }) {
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
                self.text(f.at(0)),
                self.decl_at(f, 2),
                def,
                self.v
                    .constant(f.at(7))
                    .map_or_else(|| "?".to_owned(), flag_names)
            );
            let _ = writeln!(out, "    type {}", self.ty(f.at(1)));
            self.scope_children(&mut out, &children, &mut shown, f.id, 2);
        }
        let _ = writeln!(out, "global variables:");
        for g in all(DebugOp::DebugGlobalVariable) {
            shown.insert(g.id);
            let _ = writeln!(
                out,
                "  %{} {}: {}  {}  in {}  variable {}",
                g.id,
                self.text(g.at(0)),
                self.ty(g.at(1)),
                self.decl_at(g, 2),
                self.scope(g.at(5)),
                self.value(g.at(7))
            );
        }
        let _ = writeln!(out, "other:");
        for i in order.iter().filter(|i| !shown.contains(&i.id)) {
            let _ = writeln!(out, "  {}", self.header(i));
        }
        out
    }

    /// Lexical blocks and local variables under `scope`, indented.
    fn scope_children(
        &self,
        out: &mut String,
        children: &HashMap<Word, Vec<&NsdiInst>>,
        shown: &mut HashSet<Word>,
        scope: Word,
        depth: usize,
    ) {
        let pad = "  ".repeat(depth);
        for c in children.get(&scope).into_iter().flatten() {
            if !shown.insert(c.id) {
                continue;
            }
            if c.op == DebugOp::DebugLocalVariable {
                let arg = c
                    .operands
                    .get(7)
                    .map_or_else(String::new, |a| format!("  arg {}", self.num(*a)));
                let _ = writeln!(
                    out,
                    "{pad}%{} var {}: {}  {}:{}{arg}",
                    c.id,
                    self.text(c.at(0)),
                    self.ty(c.at(1)),
                    self.decl_at(c, 2),
                    self.num(c.at(4))
                );
                continue;
            }
            let what = match c.op {
                DebugOp::DebugLexicalBlockDiscriminator => {
                    format!("discriminator {}", self.num(c.at(1)))
                }
                _ if c.operands.len() > 4 => format!("namespace {}", self.text(c.at(4))),
                _ => format!("block {}:{}", self.decl_at(c, 0), self.num(c.at(2))),
            };
            let _ = writeln!(out, "{pad}%{} {what}", c.id);
            self.scope_children(out, children, shown, c.id, depth + 1);
        }
    }

    /// `file:line:col` of a `DebugLine`.
    fn location(&self, line: Option<&NsdiInst>) -> String {
        line.map_or_else(
            || "<no line>".to_owned(),
            |l| {
                format!(
                    "{}:{}:{}",
                    self.source_path(l.at(0)),
                    self.num(l.at(1)),
                    self.num(l.at(3))
                )
            },
        )
    }

    /// `in SCOPE <- inlined at SCOPE:LINE ...` of a `DebugScope`.
    fn scope_chain(&self, scope: Option<&NsdiInst>) -> String {
        let Some(s) = scope else {
            return "in <no scope>".to_owned();
        };
        let mut out = format!("in {}", self.scope(s.at(0)));
        let mut at = s.operands.get(1).copied();
        for _ in 0..64 {
            let Some(i) = at.and_then(|a| self.v.inst(a)) else {
                break;
            };
            if i.op != DebugOp::DebugInlinedAt {
                break;
            }
            let _ = write!(
                out,
                " <- inlined at {}:{}",
                self.scope(i.at(1)),
                self.num(i.at(0))
            );
            at = i.operands.get(2).copied();
        }
        out
    }

    fn lines(&self) -> String {
        let mut out = String::new();
        for f in &self.v.functions {
            let source = self.defined_by.get(&f.id);
            let source = source.map_or_else(String::new, |d| format!(" ({})", self.scope(*d)));
            let _ = writeln!(out, "function {}{source}:", self.plain(f.id));
            let (mut scope, mut line) = (None, None);
            let mut index = 0usize;
            for item in &f.items {
                match item {
                    BodyItem::Label(_) => (scope, line) = (None, None),
                    BodyItem::Debug(id) => match self.v.inst(*id) {
                        Some(i) if i.op == DebugOp::DebugScope => scope = Some(i),
                        Some(i) if i.op == DebugOp::DebugNoScope => scope = None,
                        Some(i) if i.op == DebugOp::DebugLine => line = Some(i),
                        Some(i) if i.op == DebugOp::DebugNoLine => line = None,
                        _ => {}
                    },
                    BodyItem::Code(Op::Line | Op::NoLine) => {}
                    BodyItem::Code(op) => {
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
