//! Rendering of NSDI operands, types and scopes (nsdi's checker conventions:
//! `ptr<global>(struct Particle)`, `fn f > block 40:7`), and the grammar-driven operand names.

use std::collections::HashMap;

use nsdi::nsdi::{DebugOp, DebugOperation, Quantifier};
use nsdi::roundtrip::SpirvView;
use nsdi::roundtrip::reader::{BodyItem, NsdiInst};
use rspirv::spirv::Word;

/// Whether an instruction describes a type (DebugTypeBasic ... DebugTypeMatrix, DebugTypedef).
pub fn is_type(op: DebugOp) -> bool {
    op.name().starts_with("DebugType")
}

/// DebugInfoFlags by name (`0` when none).
pub fn flag_names(bits: u64) -> String {
    let names = nsdi::roundtrip::flag_string(bits);
    if names.is_empty() {
        "0".to_owned()
    } else {
        names
    }
}

/// SPIR-V storage classes, with OpenCL's address-space names where nsdi's checker uses them.
pub fn storage_name(class: Option<u64>) -> String {
    let names = [
        "constant",
        "input",
        "uniform",
        "output",
        "local",
        "global",
        "module-private",
        "private",
        "generic",
        "push-constant",
        "atomic-counter",
        "image",
        "storage-buffer",
    ];
    class
        .and_then(|c| names.get(usize::try_from(c).ok()?))
        .map_or_else(|| format!("{class:?}"), |n| (*n).to_owned())
}

pub fn language_name(lang: Option<u64>) -> &'static str {
    let names = [
        "Unknown",
        "ESSL",
        "GLSL",
        "OpenCL_C",
        "OpenCL_CPP",
        "HLSL",
        "CPP_for_OpenCL",
        "SYCL",
        "HERO_C",
        "NZSL",
        "WGSL",
        "Slang",
        "Zig",
        "Rust",
    ];
    lang.and_then(|l| names.get(usize::try_from(l).ok()?))
        .copied()
        .unwrap_or("?")
}

/// Operand names of `i`, one per word (variadic operands repeat; pairs split their name).
pub fn named_operands(i: &NsdiInst) -> Vec<(&'static str, Word)> {
    let mut names = Vec::new();
    for info in i.op.operands() {
        let name = info.name.trim_end_matches(" ...");
        let parts: Vec<&str> = name.split(", ").collect();
        let one = parts.len().min(info.kind.word_count());
        let once = |names: &mut Vec<&'static str>| {
            (0..info.kind.word_count()).for_each(|k| names.push(parts[k.min(one - 1)]));
        };
        match info.quantifier {
            Quantifier::One | Quantifier::Optional => once(&mut names),
            Quantifier::Variadic => {
                while names.len() < i.operands.len() {
                    once(&mut names);
                }
            }
        }
    }
    i.operands
        .iter()
        .enumerate()
        .map(|(k, w)| (names.get(k).copied().unwrap_or("?"), *w))
        .collect()
}

/// How to name the constant value of operand `name` of `op`, when it is an enumerant.
pub fn enum_name(op: DebugOp, name: &str) -> Option<fn(u64) -> String> {
    fn pick(names: &[&str], v: u64) -> String {
        let name = usize::try_from(v).ok().and_then(|v| names.get(v));
        name.map_or("?", |n| n).to_owned()
    }
    Some(match name {
        "Flags" if op != DebugOp::DebugBuildIdentifier => flag_names,
        "Encoding" => |v| {
            let names = ["unspecified", "address", "boolean", "float", "signed"];
            pick(
                &[&names[..], &["signed char", "unsigned", "unsigned char"]].concat(),
                v,
            )
        },
        "Storage Class" => |v| storage_name(Some(v)),
        "Tag" if op == DebugOp::DebugTypeComposite => |v| pick(&["class", "struct", "union"], v),
        "Type Qualifier" => |v| pick(&["const", "volatile", "restrict", "atomic"], v),
        "Language" => |v| language_name(Some(v)).to_owned(),
        "OpCode" => |v| {
            let op = u32::try_from(v).ok().and_then(DebugOperation::from_u32);
            op.map_or("?", DebugOperation::name).to_owned()
        },
        _ => return None,
    })
}

pub fn quoted(s: &str) -> String {
    let mut short: String = s.chars().take(60).collect();
    if short.len() < s.len() {
        short.push_str("...");
    }
    format!("{short:?}")
}

/// Renders a view's NSDI.
pub struct Dump<'a> {
    pub v: &'a SpirvView,
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
            if let Some(i) = v
                .inst(*id)
                .filter(|i| i.op == DebugOp::DebugFunctionDefinition)
            {
                definitions.entry(i.at(0)).or_insert(i.at(1));
                defined_by.entry(i.at(1)).or_insert(i.at(0));
            }
        }
        Dump {
            v,
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

    pub fn op(&self, id: Word) -> Option<DebugOp> {
        self.v.inst(id).map(|i| i.op)
    }

    pub fn text(&self, id: Word) -> String {
        match self.v.string(id) {
            Some("") => "\"\"".to_owned(),
            Some(s) => s.to_owned(),
            None => format!("<%{id}>"),
        }
    }

    pub fn num(&self, id: Word) -> String {
        self.v
            .constant(id)
            .map_or_else(|| format!("<%{id}>"), |c| c.to_string())
    }

    pub fn source_path(&self, id: Word) -> String {
        match self.v.inst(id) {
            Some(i) if i.op == DebugOp::DebugSource => self.text(i.at(0)),
            _ => format!("<%{id}>"),
        }
    }

    /// A non-NSDI id: `%id` and its `OpName`.
    pub fn plain(&self, id: Word) -> String {
        match self.v.names.get(&id) {
            Some(n) => format!("%{id} {n}"),
            None => format!("%{id}"),
        }
    }

    /// A type in nsdi's checker rendering: `ptr<global>(struct Particle)`, `vec4(float)`.
    pub fn ty(&self, id: Word) -> String {
        self.ty_depth(id, 0)
    }

    fn ty_depth(&self, id: Word, depth: u32) -> String {
        let Some(i) = self.v.inst(id) else {
            return "void".to_owned();
        };
        if depth > 32 {
            return "...".to_owned();
        }
        let sub = |k: usize| self.ty_depth(i.at(k), depth + 1);
        let value = |k: usize| self.v.constant(i.at(k));
        match i.op {
            DebugOp::DebugInfoNone => "none".to_owned(),
            DebugOp::DebugTypeBasic | DebugOp::DebugTypedef => self.text(i.at(0)),
            DebugOp::DebugTypePointer => {
                let kind = match value(2) {
                    Some(0x800) => "ref".to_owned(),
                    Some(0x1000) => "rref".to_owned(),
                    Some(0) => "ptr".to_owned(),
                    f => format!("ptr[{}]", f.map_or_else(|| "?".to_owned(), flag_names)),
                };
                format!("{kind}<{}>({})", storage_name(value(1)), sub(0))
            }
            DebugOp::DebugTypeQualifier => {
                let q = ["const", "volatile", "restrict", "atomic"];
                let q = value(1).and_then(|v| q.get(usize::try_from(v).ok()?));
                format!("{}({})", q.unwrap_or(&"?"), sub(0))
            }
            DebugOp::DebugTypeArray => {
                let counts: Vec<String> = i.rest(1).iter().map(|c| self.num(*c)).collect();
                format!("{}[{}]", sub(0), counts.join("]["))
            }
            DebugOp::DebugTypeVector => format!("vec{}({})", self.num(i.at(1)), sub(0)),
            DebugOp::DebugTypeMatrix => format!("mat{}({})", self.num(i.at(1)), sub(0)),
            DebugOp::DebugTypeFunction => {
                let params: Vec<String> = (2..i.operands.len()).map(sub).collect();
                let flags = value(0).map_or_else(|| "?".to_owned(), flag_names);
                format!("fn[{flags}]({}) -> {}", params.join(", "), sub(1))
            }
            DebugOp::DebugTypeEnum => format!("enum {}", self.text(i.at(0))),
            DebugOp::DebugTypeComposite => {
                let tag = ["class", "struct", "union"];
                let tag = value(1).and_then(|v| tag.get(usize::try_from(v).ok()?));
                format!("{} {}", tag.unwrap_or(&"?"), self.text(i.at(0)))
            }
            DebugOp::DebugTypeMember => format!("member {}: {}", self.text(i.at(0)), sub(1)),
            DebugOp::DebugTypeInheritance => format!("base {}", sub(0)),
            DebugOp::DebugTypeTemplate => format!("template {}", sub(0)),
            DebugOp::DebugTypeTemplateParameter
            | DebugOp::DebugTypeTemplateTemplateParameter
            | DebugOp::DebugTypeTemplateParameterPack => format!("param {}", self.text(i.at(0))),
            DebugOp::DebugTypePtrToMember => format!("memptr({}, {})", sub(0), sub(1)),
            other => format!("<{}>", other.name()),
        }
    }

    /// A scope as a path: `unit`, `fn f`, `fn f > block 12:3`, `ns detail`, `struct S`.
    pub fn scope(&self, id: Word) -> String {
        self.scope_depth(id, 0)
    }

    fn scope_depth(&self, id: Word, depth: u32) -> String {
        let Some(i) = self.v.inst(id) else {
            return format!("<%{id}>");
        };
        if depth > 64 {
            return "<scope cycle>".to_owned();
        }
        let parent = |k: usize| self.scope_depth(i.at(k), depth + 1);
        match i.op {
            DebugOp::DebugCompilationUnit => "unit".to_owned(),
            DebugOp::DebugFunction | DebugOp::DebugFunctionDeclaration => {
                format!("fn {}", self.text(i.at(0)))
            }
            DebugOp::DebugLexicalBlock if i.operands.len() > 4 => {
                format!("{} > ns {}", parent(3), self.text(i.at(4)))
            }
            DebugOp::DebugLexicalBlock => format!(
                "{} > block {}:{}",
                parent(3),
                self.num(i.at(1)),
                self.num(i.at(2))
            ),
            DebugOp::DebugLexicalBlockDiscriminator => {
                format!("{} > discriminator {}", parent(2), self.num(i.at(1)))
            }
            _ => self.ty(id),
        }
    }

    /// A short description of any NSDI instruction (a `--dot` label, an operand's value).
    pub fn summary(&self, id: Word) -> String {
        let Some(i) = self.v.inst(id) else {
            return String::new();
        };
        match i.op {
            op if is_type(op) => self.ty(id),
            DebugOp::DebugCompilationUnit
            | DebugOp::DebugFunction
            | DebugOp::DebugFunctionDeclaration
            | DebugOp::DebugLexicalBlock
            | DebugOp::DebugLexicalBlockDiscriminator => self.scope(id),
            DebugOp::DebugSource => self.text(i.at(0)),
            DebugOp::DebugLocalVariable | DebugOp::DebugGlobalVariable => {
                format!("var {}", self.text(i.at(0)))
            }
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
        match self.op(id) {
            Some(DebugOp::DebugInfoNone) => "none".to_owned(),
            Some(_) => match self.summary(id) {
                s if s.is_empty() => format!("%{id}"),
                s => format!("%{id} ({s})"),
            },
            None => self.plain(id),
        }
    }

    /// `Name: value, ...` for every operand, flags by name.
    pub fn operands(&self, i: &NsdiInst) -> String {
        let parts: Vec<String> = named_operands(i)
            .into_iter()
            .map(
                |(name, w)| match (self.v.constant(w), enum_name(i.op, name)) {
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

    /// `path:line` of an instruction's `Source` and `Line` operands.
    pub fn decl_at(&self, i: &NsdiInst, source: usize) -> String {
        format!(
            "{}:{}",
            self.source_path(i.at(source)),
            self.num(i.at(source + 1))
        )
    }
}
