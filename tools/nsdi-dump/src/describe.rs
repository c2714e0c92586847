//! How the dump names one NSDI instruction and its operands: `%12 DebugTypeMember: Name:
//! "pos", Type: %9 (vec4(float)), ...`, and the function / definition maps its sections use.
//! Types, scopes, flags and enumerants are rendered by `nsdi::roundtrip::render` (the dump's
//! dialect), the same code the round-trip checker renders with.

use std::collections::HashMap;

use nsdi::nsdi::{ConstId, DebugOp, Id, ScopeId, SourceId, StringId, TypeId, view};
use nsdi::roundtrip::SpirvView;
use nsdi::roundtrip::reader::{BodyItem, NsdiInst};
use nsdi::roundtrip::render::{Dialect, Render, enumerant_namer, named_operands};
use rspirv::spirv::Word;

/// Whether an instruction describes a type (DebugTypeBasic ... DebugTypeMatrix, DebugTypedef).
pub fn is_type(op: DebugOp) -> bool {
    op.name().starts_with("DebugType")
}

/// `"text"`, cut after 60 characters.
fn quoted(s: &str) -> String {
    let mut short: String = s.chars().take(60).collect();
    if short.len() < s.len() {
        short.push_str("...");
    }
    format!("{short:?}")
}

/// A view's NSDI, rendered for the dump.
pub struct Dump<'a> {
    pub v: &'a SpirvView,
    pub r: Render<'a>,
    /// Position of each NSDI instruction: module order, then function bodies in order.
    pub pos: HashMap<Word, usize>,
    /// `DebugFunction` -> `OpFunction`, from `DebugFunctionDefinition`.
    pub definitions: HashMap<Word, Word>,
    /// `OpFunction` -> the first `DebugFunction` its `DebugFunctionDefinition` names.
    pub defined_by: HashMap<Word, Word>,
}

impl<'a> Dump<'a> {
    pub fn new(v: &'a SpirvView) -> Self {
        let mut pos = HashMap::new();
        let (mut definitions, mut defined_by) = (HashMap::new(), HashMap::new());
        for id in v.order.iter().chain(Self::body_ids(v)) {
            let at = pos.len();
            pos.entry(*id).or_insert(at);
            if let Some(d) = v.get::<view::DebugFunctionDefinition>(Id::from_word(*id)) {
                let (function, code) = (d.function().word(), d.definition().word());
                definitions.entry(function).or_insert(code);
                defined_by.entry(code).or_insert(function);
            }
        }
        Dump {
            v,
            r: Render::new(v, Dialect::Dump),
            pos,
            definitions,
            defined_by,
        }
    }

    pub fn body_ids(v: &SpirvView) -> impl Iterator<Item = &Word> {
        v.functions
            .iter()
            .flat_map(|f| &f.items)
            .filter_map(|item| match item {
                BodyItem::Debug(id) => Some(id),
                _ => None,
            })
    }

    pub fn text(&self, id: StringId) -> String {
        self.r.text(id)
    }

    pub fn num(&self, id: ConstId) -> String {
        self.r.number(id)
    }

    pub fn source_path(&self, id: SourceId) -> String {
        self.r.source_path(id)
    }

    pub fn ty(&self, id: impl Into<Id>) -> String {
        self.r.ty(TypeId::from_word(id.into().word()))
    }

    pub fn scope(&self, id: impl Into<Id>) -> String {
        self.r.scope(ScopeId::from_word(id.into().word()))
    }

    /// A non-NSDI id: `%id` and its `OpName`.
    pub fn plain(&self, id: Word) -> String {
        match self.v.names.get(&id) {
            Some(n) => format!("%{id} {n}"),
            None => format!("%{id}"),
        }
    }

    /// `path:line` of a declaration.
    pub fn decl_at(&self, source: SourceId, line: ConstId) -> String {
        format!("{}:{}", self.source_path(source), self.num(line))
    }

    /// A short description of any NSDI instruction (a `--dot` label, an operand's value).
    pub fn summary(&self, id: Word) -> String {
        let id = Id::from_word(id);
        let Some(op) = self.v.op(id) else {
            return String::new();
        };
        match op {
            op if is_type(op) => self.ty(id),
            DebugOp::DebugCompilationUnit
            | DebugOp::DebugFunction
            | DebugOp::DebugFunctionDeclaration
            | DebugOp::DebugLexicalBlock
            | DebugOp::DebugLexicalBlockDiscriminator => self.scope(id),
            DebugOp::DebugSource => self
                .v
                .get::<view::DebugSource>(id)
                .map_or_else(String::new, |s| self.text(s.file())),
            DebugOp::DebugLocalVariable => self
                .v
                .get::<view::DebugLocalVariable>(id)
                .map_or_else(String::new, |v| format!("var {}", self.text(v.name()))),
            DebugOp::DebugGlobalVariable => self
                .v
                .get::<view::DebugGlobalVariable>(id)
                .map_or_else(String::new, |v| format!("var {}", self.text(v.name()))),
            DebugOp::DebugInfoNone => "none".to_owned(),
            _ => String::new(),
        }
    }

    /// `%id` of any operand with what it names: a string, a constant, an NSDI instruction.
    pub fn value(&self, id: Word) -> String {
        if let Some(s) = self.v.string(id) {
            return quoted(s);
        }
        if let Some(c) = self.v.constant(id) {
            return c.to_string();
        }
        match self.v.op(Id::from_word(id)) {
            Some(DebugOp::DebugInfoNone) => "none".to_owned(),
            Some(_) => match self.summary(id) {
                s if s.is_empty() => format!("%{id}"),
                s => format!("%{id} ({s})"),
            },
            None => self.plain(id),
        }
    }

    /// `Name: value, ...` for every operand, enumerants and flags by name.
    pub fn operands(&self, i: &NsdiInst) -> String {
        let parts: Vec<String> = named_operands(i)
            .into_iter()
            .map(
                |(name, w)| match (self.v.constant(w), enumerant_namer(i.op, name)) {
                    (Some(c), Some(names)) if names(c) != c.to_string() => {
                        format!("{name}: {c} ({})", names(c))
                    }
                    _ => format!("{name}: {}", self.value(w)),
                },
            )
            .collect();
        parts.join(", ")
    }

    pub fn header(&self, i: &NsdiInst) -> String {
        let fwd = if i.forward { "  [forward ref]" } else { "" };
        format!("%{} {}: {}{fwd}", i.id, i.op.name(), self.operands(i))
    }
}
