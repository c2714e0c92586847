//! Compares the NSDI read back from a binary with the source DI.
//!
//! Each NSDI instruction is looked up in the DI model by a name-based key (a function by its
//! linkage name, a composite by identifier or name, a variable by function, name, argument and
//! line, ...) and every semantic operand is compared with what the DI says, after rendering both
//! sides to the same readable form (types as `ptr<global>(struct Particle)`). The DI side is
//! rendered by this module's own tables, not by the handler's code, so a mapping bug in the
//! handler shows up as a difference. Then what must exist is checked: a DebugFunction and
//! DebugFunctionDefinition per function with a subprogram, a DebugGlobalVariable per global of a
//! compile unit, the debug uses of each function in order, and the line table.
//!
//! What NSDI cannot carry is excluded here and only here; docs/ROUNDTRIP.md lists it: columns of
//! declarations, DIFile directory/filename split, checksums, alignment, DIFlags without an NSDI
//! flag, `DebugInlinedAt` columns, and what docs/MAPPING.md says the handler degrades (typedefs
//! of non-basic types, base classes, discriminator scopes, template parameter packs).

use std::cell::Cell;
use std::collections::HashMap;

use rspirv::spirv::Word;

use super::reader::{NsdiInst, SpirvView};
use crate::di::{
    DiCompositeType, DiFlags, DiModule, DiNode, DiNodeId, DiOperand, DiSpFlags, DiSubprogram,
    DiTemplateValue, TypeId,
};
use crate::nsdi::DebugOp;

/// Type renderings (both sides) stop at this depth and after this many types in all, with
/// `...`. Depth alone does not bound the work: a function type whose parameters point back at
/// it doubles it per level (a spirv_reader fuzzer finding; also reachable from valid IR).
const MAX_TYPE_DEPTH: u32 = 64;
const MAX_TYPE_NODES: u32 = 4096;

/// Differences found, each one line with a readable path.
#[derive(Default)]
pub struct Differences {
    pub lines: Vec<String>,
    pub nodes: usize,
}

impl Differences {
    pub fn field(&mut self, path: &str, field: &str, ours: &str, source: &str) {
        if ours != source {
            self.lines.push(format!(
                "{path}: {field} {ours:?} != {source:?} (nsdi != llvm)"
            ));
        }
    }

    /// Like [`field`](Self::field), but without forward references a back edge of a type
    /// cycle names `void` (docs/MAPPING.md, "Cycles"): each `void` in `ours` may stand for any
    /// part of `source`.
    pub fn type_field(
        &mut self,
        path: &str,
        field: &str,
        ours: &str,
        source: &str,
        forward_refs: bool,
    ) {
        if forward_refs || !void_matches(ours, source) {
            self.field(path, field, ours, source);
        }
    }

    pub fn missing(&mut self, path: &str, what: &str) {
        self.lines.push(format!("{path}: {what}"));
    }
}

/// Whether `pattern`, with each `void` a wildcard, matches `text`.
pub fn void_matches(pattern: &str, text: &str) -> bool {
    let parts: Vec<&str> = pattern.split("void").collect();
    if parts.len() == 1 {
        return pattern == text;
    }
    let (first, last) = (parts[0], parts[parts.len() - 1]);
    if !text.starts_with(first) || !text[first.len()..].ends_with(last) {
        return false;
    }
    let mut rest = &text[first.len()..text.len() - last.len()];
    for part in &parts[1..parts.len() - 1] {
        match rest.find(part) {
            Some(i) => rest = &rest[i + part.len()..],
            None => return false,
        }
    }
    true
}

/// Reads operands of NSDI instructions.
pub struct NsdiSide<'a> {
    pub view: &'a SpirvView,
}

fn flag_names(bits: u64) -> String {
    let access = match bits & 3 {
        1 => "protected",
        2 => "private",
        3 => "public",
        _ => "",
    };
    let mut out: Vec<&str> = Vec::new();
    if !access.is_empty() {
        out.push(access);
    }
    for (bit, name) in [
        (0x04, "local"),
        (0x08, "definition"),
        (0x10, "fwd-decl"),
        (0x20, "artificial"),
        (0x40, "explicit"),
        (0x80, "prototyped"),
        (0x100, "object-pointer"),
        (0x200, "static-member"),
        (0x400, "indirect"),
        (0x800, "lvalue-ref"),
        (0x1000, "rvalue-ref"),
        (0x2000, "optimized"),
        (0x4000, "enum-class"),
        (0x8000, "by-value"),
        (0x10000, "by-reference"),
    ] {
        if bits & bit != 0 {
            out.push(name);
        }
    }
    if bits >> 17 != 0 {
        out.push("unknown-bits");
    }
    out.join("|")
}

/// DW_ATE encodings by the NSDI encoding they map to.
pub fn encoding_name(ate: u8) -> &'static str {
    match ate {
        0x01 => "address",
        0x02 => "boolean",
        0x04 => "float",
        0x05 => "signed",
        0x06 => "signed char",
        0x07 => "unsigned",
        0x08 => "unsigned char",
        _ => "unspecified",
    }
}

/// NSDI encodings by name.
pub fn nsdi_encoding_name(v: Option<u64>) -> String {
    match v {
        Some(0) => "unspecified",
        Some(1) => "address",
        Some(2) => "boolean",
        Some(3) => "float",
        Some(4) => "signed",
        Some(5) => "signed char",
        Some(6) => "unsigned",
        Some(7) => "unsigned char",
        _ => "?",
    }
    .to_owned()
}

/// DebugInfoFlags bits rendered by name.
pub fn flag_string(bits: u64) -> String {
    flag_names(bits)
}

/// DIFlags of a type or variable rendered like DebugInfoFlags.
pub fn di_flags(f: DiFlags) -> String {
    di_flag_names(f, 0)
}

/// DIFlags rendered with the same names (this module's own table of LLVM's bits).
fn di_flag_names(f: DiFlags, extra: u64) -> String {
    let mut bits = extra;
    bits |= match f.0 & 3 {
        1 => 2,
        2 => 1,
        3 => 3,
        _ => 0,
    };
    for (di, nsdi) in [
        (1 << 2, 0x10),
        (1 << 6, 0x20),
        (1 << 7, 0x40),
        (1 << 8, 0x80),
        (1 << 10, 0x100),
        (1 << 12, 0x200),
        (1 << 13, 0x800),
        (1 << 14, 0x1000),
        (1 << 24, 0x4000),
        (1 << 22, 0x8000),
        (1 << 23, 0x10000),
    ] {
        if f.0 & di == di {
            bits |= nsdi;
        }
    }
    flag_names(bits)
}

impl NsdiSide<'_> {
    pub fn text(&self, id: Word) -> String {
        self.view
            .string(id)
            .map_or_else(|| format!("<not a string %{id}>"), str::to_owned)
    }

    pub fn num(&self, id: Word) -> String {
        self.view
            .constant(id)
            .map_or_else(|| format!("<not a constant %{id}>"), |v| v.to_string())
    }

    pub fn value(&self, id: Word) -> Option<u64> {
        self.view.constant(id)
    }

    pub fn flags(&self, id: Word) -> String {
        self.view
            .constant(id)
            .map_or_else(|| format!("<not a constant %{id}>"), flag_names)
    }

    pub fn source_path(&self, id: Word) -> String {
        match self.view.inst(id) {
            Some(NsdiInst {
                op: DebugOp::DebugSource,
                operands,
                ..
            }) => self.text(operands[0]),
            _ => format!("<not a DebugSource %{id}>"),
        }
    }

    /// A type in the common rendering.
    pub fn ty(&self, id: Word) -> String {
        self.ty_depth(id, 0, &Cell::new(MAX_TYPE_NODES))
    }

    fn ty_depth(&self, id: Word, depth: u32, budget: &Cell<u32>) -> String {
        if depth > MAX_TYPE_DEPTH || budget.get() == 0 {
            return "...".to_owned();
        }
        budget.set(budget.get() - 1);
        let Some(i) = self.view.inst(id) else {
            return if self.view.names.contains_key(&id) || id != 0 {
                "void".to_owned()
            } else {
                format!("<%{id}>")
            };
        };
        let o = i;
        let sub = |k: usize| self.ty_depth(i.at(k), depth + 1, budget);
        match i.op {
            DebugOp::DebugInfoNone => "none".to_owned(),
            DebugOp::DebugTypeBasic => self.text(o.at(0)),
            DebugOp::DebugTypePointer => {
                let space = match self.value(o.at(1)) {
                    Some(5) => "global",
                    Some(4) => "local",
                    Some(0) => "constant",
                    Some(7) => "private",
                    Some(8) => "generic",
                    _ => "?",
                };
                let f = self.value(o.at(2)).unwrap_or(u64::MAX);
                let (kind, rest) = match f {
                    0x800 => ("ref", 0),
                    0x1000 => ("rref", 0),
                    other => ("ptr", other),
                };
                let extra = if rest == 0 {
                    String::new()
                } else {
                    format!("[{}]", flag_names(rest))
                };
                format!("{kind}{extra}<{space}>({})", sub(0))
            }
            DebugOp::DebugTypeQualifier => {
                let q = match self.value(o.at(1)) {
                    Some(0) => "const",
                    Some(1) => "volatile",
                    Some(2) => "restrict",
                    Some(3) => "atomic",
                    _ => "?",
                };
                format!("{q}({})", sub(0))
            }
            DebugOp::DebugTypeArray => {
                let counts: Vec<String> = o
                    .rest(1)
                    .iter()
                    .map(|c| match self.view.inst(*c) {
                        Some(v) if v.op == DebugOp::DebugLocalVariable => {
                            format!("var {}", self.text(v.at(0)))
                        }
                        _ => self.num(*c),
                    })
                    .collect();
                format!("{}[{}]", sub(0), counts.join("]["))
            }
            DebugOp::DebugTypeVector => format!("vec{}({})", self.num(o.at(1)), sub(0)),
            DebugOp::DebugTypeMatrix => format!("mat{}({})", self.num(o.at(1)), sub(0)),
            DebugOp::DebugTypedef => self.text(o.at(0)),
            DebugOp::DebugTypeFunction => {
                let ret = match self.view.inst(o.at(1)) {
                    None => "void".to_owned(),
                    Some(_) => sub(1),
                };
                let params: Vec<String> = (2..o.operands.len()).map(sub).collect();
                format!(
                    "fn[{}]({}) -> {ret}",
                    self.flags(o.at(0)),
                    params.join(", ")
                )
            }
            DebugOp::DebugTypeEnum => format!("enum {}", self.text(o.at(0))),
            DebugOp::DebugTypeComposite => {
                let tag = match self.value(o.at(1)) {
                    Some(0) => "class",
                    Some(1) => "struct",
                    Some(2) => "union",
                    _ => "?",
                };
                format!("{tag} {}", self.text(o.at(0)))
            }
            DebugOp::DebugTypeTemplate => sub(0),
            DebugOp::DebugTypePtrToMember => format!("memptr({}, {})", sub(0), sub(1)),
            other => format!("<{other:?}>"),
        }
    }

    /// A scope as a path: `unit`, `fn f`, `block 12:3`, `ns detail`, `struct S`.
    pub fn scope(&self, id: Word) -> String {
        self.scope_depth(id, 0)
    }

    fn scope_depth(&self, id: Word, depth: u32) -> String {
        let Some(i) = self.view.inst(id) else {
            return format!("<%{id}>");
        };
        if depth > 256 {
            return "<scope cycle>".to_owned();
        }
        match i.op {
            DebugOp::DebugCompilationUnit => "unit".to_owned(),
            DebugOp::DebugFunction if self.value(i.at(7)).is_some_and(|f| f & 0x08 != 0) => {
                format!("fn {}", self.text(i.at(6)))
            }
            DebugOp::DebugFunction | DebugOp::DebugFunctionDeclaration => {
                format!("decl fn {}", self.text(i.at(6)))
            }
            DebugOp::DebugLexicalBlock if i.operands.len() > 4 => format!(
                "{} > ns {} ({}:{}:{})",
                self.scope_depth(i.at(3), depth + 1),
                self.text(i.at(4)),
                self.source_path(i.at(0)),
                self.num(i.at(1)),
                self.num(i.at(2))
            ),
            DebugOp::DebugLexicalBlock => format!(
                "{} > block {}:{}:{}",
                self.scope_depth(i.at(3), depth + 1),
                self.source_path(i.at(0)),
                self.num(i.at(1)),
                self.num(i.at(2))
            ),
            DebugOp::DebugTypeComposite | DebugOp::DebugTypeTemplate => self.ty(id),
            other => format!("<{other:?}>"),
        }
    }
}

/// Renders DI types and scopes the same way, from the DI model alone.
pub struct DiSide<'a> {
    pub di: &'a DiModule,
}

impl DiSide<'_> {
    pub fn ty(&self, t: Option<TypeId>) -> String {
        self.ty_depth(t, 0, &Cell::new(MAX_TYPE_NODES))
    }

    fn ty_depth(&self, t: Option<TypeId>, depth: u32, budget: &Cell<u32>) -> String {
        if depth > MAX_TYPE_DEPTH || budget.get() == 0 {
            return "...".to_owned();
        }
        budget.set(budget.get() - 1);
        let Some(t) = t else {
            return "void".to_owned();
        };
        let sub = |x: Option<TypeId>| self.ty_depth(x, depth + 1, budget);
        use gimli::constants as c;
        match self.di.node(t.0) {
            DiNode::BasicType(b) => b.name.clone(),
            DiNode::DerivedType(d) => match gimli::DwTag(d.tag.0) {
                c::DW_TAG_pointer_type
                | c::DW_TAG_reference_type
                | c::DW_TAG_rvalue_reference_type => {
                    let space = match d.dwarf_address_space {
                        None | Some(0) => "private",
                        Some(1) => "global",
                        Some(2) => "constant",
                        Some(3) => "local",
                        _ => "generic",
                    };
                    let kind = match gimli::DwTag(d.tag.0) {
                        c::DW_TAG_reference_type => "ref",
                        c::DW_TAG_rvalue_reference_type => "rref",
                        _ => "ptr",
                    };
                    let extra = if d.flags.0 == 0 {
                        String::new()
                    } else {
                        format!("[{}]", di_flag_names(d.flags, 0))
                    };
                    format!("{kind}{extra}<{space}>({})", sub(d.base_type))
                }
                c::DW_TAG_const_type => format!("const({})", sub(d.base_type)),
                c::DW_TAG_volatile_type => format!("volatile({})", sub(d.base_type)),
                c::DW_TAG_restrict_type => format!("restrict({})", sub(d.base_type)),
                c::DW_TAG_atomic_type => format!("atomic({})", sub(d.base_type)),
                c::DW_TAG_typedef => {
                    // docs/MAPPING.md: only a typedef of a basic type survives; the matrix
                    // rule turns a matrix-shaped one into a matrix (itself not a basic type).
                    let base = d.base_type.map(|b| self.di.node(b.0));
                    if matches!(base, Some(DiNode::BasicType(_))) {
                        d.name.clone()
                    } else if let Some((columns, vector)) = self.matrix_typedef(d) {
                        format!("mat{columns}({})", sub(Some(vector)))
                    } else {
                        sub(d.base_type)
                    }
                }
                c::DW_TAG_ptr_to_member_type => {
                    let class = match &d.extra_data {
                        Some(DiOperand::Node(n))
                            if TypeId::accepts(self.di.node(*n).kind_name()) =>
                        {
                            sub(Some(TypeId(*n)))
                        }
                        _ => "none".to_owned(),
                    };
                    format!("memptr({}, {class})", sub(d.base_type))
                }
                _ => d.name.clone(),
            },
            DiNode::CompositeType(comp) => match gimli::DwTag(comp.tag.0) {
                c::DW_TAG_array_type => {
                    if comp.flags.contains(DiFlags::VECTOR)
                        && let [Some(s)] = comp.elements.as_slice()
                        && let Some(n) = self.count(*s)
                        && (1..=4).contains(&n)
                        && matches!(
                            comp.base_type.map(|b| self.di.node(b.0)),
                            Some(DiNode::BasicType(_))
                        )
                    {
                        return format!("vec{n}({})", sub(comp.base_type));
                    }
                    let counts: Vec<String> = comp
                        .elements
                        .iter()
                        .flatten()
                        .map(|s| match self.di.node(*s) {
                            DiNode::Subrange(r) => match &r.count {
                                Some(DiOperand::Node(v)) => match self.di.node(*v) {
                                    DiNode::LocalVariable(l) => format!("var {}", l.name),
                                    _ => "0".to_owned(),
                                },
                                _ => self.count(*s).filter(|n| *n >= 0).unwrap_or(0).to_string(),
                            },
                            _ => "0".to_owned(),
                        })
                        .collect();
                    format!("{}[{}]", sub(comp.base_type), counts.join("]["))
                }
                c::DW_TAG_enumeration_type => format!("enum {}", self.di.composite_name(t.0, comp)),
                c::DW_TAG_class_type => format!("class {}", self.di.composite_name(t.0, comp)),
                c::DW_TAG_union_type => format!("union {}", self.di.composite_name(t.0, comp)),
                c::DW_TAG_structure_type => format!("struct {}", self.di.composite_name(t.0, comp)),
                _ => comp.name.clone(),
            },
            DiNode::SubroutineType(s) => {
                let ret = match s.types.first() {
                    Some(Some(r)) => sub(Some(*r)),
                    _ => "void".to_owned(),
                };
                let params: Vec<String> = s
                    .types
                    .iter()
                    .skip(1)
                    .flatten()
                    .map(|p| sub(Some(*p)))
                    .collect();
                format!(
                    "fn[{}]({}) -> {ret}",
                    di_flag_names(s.flags, 0),
                    params.join(", ")
                )
            }
            DiNode::StringType(s) => s.name.clone(),
            _ => "void".to_owned(),
        }
    }

    /// The matrix rule, checked here on its own: (columns, column vector type).
    fn matrix_typedef(&self, d: &crate::di::DiDerivedType) -> Option<(u32, TypeId)> {
        let (scalar, rows, columns) = crate::debug::matrix_shape(&d.name)?;
        let DiNode::CompositeType(array) = self.di.node(d.base_type?.0) else {
            return None;
        };
        let [Some(sub)] = array.elements.as_slice() else {
            return None;
        };
        if array.flags.contains(DiFlags::VECTOR) || self.count(*sub)? != i64::from(columns) {
            return None;
        }
        let mut element = array.base_type?;
        while let DiNode::DerivedType(t) = self.di.node(element.0) {
            if t.tag.0 != gimli::DW_TAG_typedef.0 {
                return None;
            }
            element = t.base_type?;
        }
        let DiNode::CompositeType(vector) = self.di.node(element.0) else {
            return None;
        };
        let [Some(vsub)] = vector.elements.as_slice() else {
            return None;
        };
        let DiNode::BasicType(b) = self.di.node(vector.base_type?.0) else {
            return None;
        };
        let ok = vector.flags.contains(DiFlags::VECTOR)
            && self.count(*vsub)? == i64::from(rows)
            && crate::debug::matrix_scalar_matches(scalar, &b.name);
        ok.then_some((columns, element))
    }

    fn count(&self, subrange: DiNodeId) -> Option<i64> {
        match self.di.node(subrange) {
            DiNode::Subrange(s) => match &s.count {
                Some(DiOperand::Constant(k)) => k.int,
                _ => None,
            },
            _ => None,
        }
    }

    pub fn scope(&self, s: Option<DiNodeId>) -> String {
        let Some(s) = s else {
            return "unit".to_owned();
        };
        match self.di.node(s) {
            DiNode::CompileUnit(_) | DiNode::File(_) | DiNode::CommonBlock(_) => "unit".to_owned(),
            DiNode::Subprogram(sp) if sp.sp_flags.contains(DiSpFlags::DEFINITION) => {
                format!("fn {}", linkage(sp))
            }
            DiNode::Subprogram(sp) => format!("decl fn {}", linkage(sp)),
            DiNode::LexicalBlock(b) => format!(
                "{} > block {}:{}:{}",
                self.scope(b.scope.map(|x| x.0)),
                self.file_path(b.file),
                b.line,
                b.column
            ),
            DiNode::LexicalBlockFile(b) => self.scope(b.scope.map(|x| x.0)),
            DiNode::Namespace(n) => format!(
                "{} > ns {} ({}:0:0)",
                self.scope(n.scope.map(|x| x.0)),
                n.name,
                self.file_path(None)
            ),
            DiNode::Module(m) => format!(
                "{} > ns {} ({}:{}:0)",
                self.scope(m.scope.map(|x| x.0)),
                m.name,
                self.file_path(m.file),
                m.line
            ),
            DiNode::CompositeType(_) => self.ty(Some(TypeId(s))),
            _ => "unit".to_owned(),
        }
    }

    pub fn file_path(&self, f: Option<crate::di::FileId>) -> String {
        let file = f.or_else(|| {
            self.di
                .compile_units
                .first()
                .and_then(|cu| self.di.compile_unit(*cu).file)
        });
        match file {
            Some(f) => {
                let file = self.di.file(f);
                crate::debug::source_path(&file.directory, &file.filename)
            }
            None => String::new(),
        }
    }
}

pub fn linkage(sp: &DiSubprogram) -> String {
    sp.linkage_or_name().to_owned()
}

/// DI nodes indexed by the keys NSDI instructions are looked up with.
pub struct DiIndex {
    pub functions: HashMap<String, Vec<DiNodeId>>,
    pub composites: HashMap<String, Vec<DiNodeId>>,
    pub enums: HashMap<String, Vec<DiNodeId>>,
    pub globals: HashMap<String, Vec<DiNodeId>>,
    pub locals: HashMap<(String, String, u32, u32), Vec<DiNodeId>>,
}

impl DiIndex {
    pub fn new(di: &DiModule) -> Self {
        let mut index = DiIndex {
            functions: HashMap::new(),
            composites: HashMap::new(),
            enums: HashMap::new(),
            globals: HashMap::new(),
            locals: HashMap::new(),
        };
        let side = DiSide { di };
        for id in di.ids() {
            match di.node(id) {
                DiNode::Subprogram(sp) => index.functions.entry(linkage(sp)).or_default().push(id),
                DiNode::CompositeType(c) => {
                    let key = side.ty(Some(TypeId(id)));
                    match gimli::DwTag(c.tag.0) {
                        gimli::DW_TAG_enumeration_type => {
                            index.enums.entry(key).or_default().push(id)
                        }
                        _ => index.composites.entry(key).or_default().push(id),
                    }
                }
                DiNode::GlobalVariable(g) => {
                    let key = if g.linkage_name.is_empty() {
                        g.name.clone()
                    } else {
                        g.linkage_name.clone()
                    };
                    index.globals.entry(key).or_default().push(id);
                }
                DiNode::LocalVariable(v) => {
                    let key = (
                        side.scope(v.scope.map(|s| s.0)),
                        v.name.clone(),
                        v.line,
                        v.arg,
                    );
                    index.locals.entry(key).or_default().push(id);
                }
                _ => {}
            }
        }
        index
    }
}

/// Compares the Source, Line, Column and Parent operands (2 to 5) most NSDI declarations share
/// with the DI node's file, line (column: NSDI says 0) and parent rendering.
pub fn located(
    diffs: &mut Differences,
    n: &NsdiSide<'_>,
    d: &DiSide<'_>,
    path: &str,
    inst: &NsdiInst,
    (file, line): (Option<crate::di::FileId>, u32),
    parent: &str,
) {
    diffs.field(
        path,
        "source",
        &n.source_path(inst.at(2)),
        &d.file_path(file),
    );
    diffs.field(path, "line", &n.num(inst.at(3)), &line.to_string());
    diffs.field(path, "column", &n.num(inst.at(4)), "0");
    diffs.field(path, "parent", &n.scope(inst.at(5)), parent);
}

/// Compares one NSDI composite with the DI composites of the same rendering.
pub fn compare_composite(
    n: &NsdiSide<'_>,
    d: &DiSide<'_>,
    inst: &NsdiInst,
    candidates: &[DiNodeId],
    diffs: &mut Differences,
    forward_refs: bool,
) {
    let path = n.ty(inst.id);
    let o = inst;
    // Several DI nodes may render alike (a declaration and a definition): compare with the one
    // whose member count matches, else the first.
    let members_nsdi: Vec<String> = o.rest(9).iter().map(|m| member_render(n, *m)).collect();
    let best = candidates
        .iter()
        .map(|c| match d.di.node(*c) {
            DiNode::CompositeType(ct) => (*c, ct.clone()),
            _ => unreachable!("invariant: composites index holds composites"),
        })
        .max_by_key(|(_, ct)| {
            (member_list(d, ct, forward_refs) == members_nsdi) as u8 * 2
                + (!ct.flags.contains(DiFlags::FWD_DECL)) as u8
        });
    let Some((id, c)) = best else {
        diffs.missing(&path, "no DICompositeType of this name");
        return;
    };
    diffs.nodes += 1;
    diffs.field(
        &path,
        "source",
        &n.source_path(o.at(2)),
        &d.file_path(c.file),
    );
    diffs.field(&path, "line", &n.num(o.at(3)), &c.line.to_string());
    diffs.field(&path, "column", &n.num(o.at(4)), "0");
    diffs.field(
        &path,
        "parent",
        &n.scope(o.at(5)),
        &expected_parent(d, c.scope.map(|s| s.0), forward_refs),
    );
    let shown = d.di.composite_name(id, &c).to_owned();
    let linkage = if c.identifier.is_empty() {
        &shown
    } else {
        &c.identifier
    };
    diffs.field(&path, "linkage name", &n.text(o.at(6)), linkage);
    diffs.field(&path, "size", &n.num(o.at(7)), &c.size.to_string());
    diffs.field(
        &path,
        "flags",
        &n.flags(o.at(8)),
        &di_flag_names(c.flags, 0),
    );
    diffs.type_field(
        &path,
        "members",
        &members_nsdi.join("; "),
        &member_list(d, &c, forward_refs).join("; "),
        forward_refs,
    );
}

/// The parent a type should name. Without forward references a type nested in a type that is
/// still being written names the unit (docs/MAPPING.md, "Cycles").
pub fn expected_parent(d: &DiSide<'_>, scope: Option<DiNodeId>, forward_refs: bool) -> String {
    match scope.map(|s| d.di.node(s)) {
        Some(DiNode::CompositeType(_)) if !forward_refs => "unit".to_owned(),
        _ => d.scope(scope),
    }
}

fn member_render(n: &NsdiSide<'_>, m: Word) -> String {
    match n.view.inst(m) {
        Some(i) if i.op == DebugOp::DebugTypeMember => {
            let o = i;
            let value = o
                .operands
                .get(8)
                .map(|v| format!(" = {}", n.num(*v)))
                .unwrap_or_default();
            format!(
                "{} {}: {} @{}:{} line {} {} [{}]{value}",
                n.text(o.at(0)),
                n.source_path(o.at(2)),
                n.ty(o.at(1)),
                n.num(o.at(5)),
                n.num(o.at(6)),
                n.num(o.at(3)),
                n.num(o.at(4)),
                n.flags(o.at(7))
            )
        }
        Some(i) if i.op == DebugOp::DebugFunction => {
            format!("method {} [{}]", n.text(i.at(6)), n.flags(i.at(7)))
        }
        Some(i) => format!("<{:?}>", i.op),
        None => format!("<%{m}>"),
    }
}

fn member_list(d: &DiSide<'_>, c: &DiCompositeType, forward_refs: bool) -> Vec<String> {
    use gimli::constants as g;
    let mut out = Vec::new();
    for e in c.elements.iter().flatten() {
        match d.di.node(*e) {
            DiNode::DerivedType(m)
                if matches!(gimli::DwTag(m.tag.0), g::DW_TAG_member | g::DW_TAG_variable) =>
            {
                let value = match &m.extra_data {
                    Some(DiOperand::Constant(k)) if m.flags.contains(DiFlags::STATIC_MEMBER) => k
                        .int
                        .map(|v| format!(" = {}", v as u32))
                        .unwrap_or_default(),
                    _ => String::new(),
                };
                out.push(format!(
                    "{} {}: {} @{}:{} line {} 0 [{}]{value}",
                    m.name,
                    d.file_path(m.file),
                    d.ty(m.base_type),
                    m.offset as u32,
                    m.size as u32,
                    m.line,
                    di_flag_names(m.flags, 0)
                ));
            }
            DiNode::Subprogram(sp) if forward_refs => {
                let mut extra = 0;
                if sp.sp_flags.contains(DiSpFlags::DEFINITION) {
                    extra |= 0x08;
                }
                if sp.sp_flags.contains(DiSpFlags::LOCAL_TO_UNIT) {
                    extra |= 0x04;
                }
                if sp.sp_flags.contains(DiSpFlags::OPTIMIZED) {
                    extra |= 0x2000;
                }
                out.push(format!(
                    "method {} [{}]",
                    linkage(sp),
                    di_flag_names(sp.flags, extra)
                ));
            }
            _ => {}
        }
    }
    out
}

/// Compares a DebugFunction / DebugFunctionDeclaration with its DISubprogram.
pub fn compare_function(
    n: &NsdiSide<'_>,
    d: &DiSide<'_>,
    inst: &NsdiInst,
    sp: &DiSubprogram,
    full: bool,
    diffs: &mut Differences,
) {
    let o = inst;
    let path = format!("{} > fn {}", d.file_path(sp.file), linkage(sp));
    diffs.nodes += 1;
    diffs.field(&path, "name", &n.text(o.at(0)), &sp.name);
    if full {
        let ty = sp
            .ty
            .map_or_else(|| "void".to_owned(), |t| d.ty(Some(TypeId(t.0))));
        // A type on a cycle may show 'void' on its back edge here too (docs/MAPPING.md).
        let forward_refs = n
            .view
            .extensions
            .iter()
            .any(|e| e == crate::nsdi::FORWARD_REFS_EXTENSION);
        diffs.type_field(&path, "type", &n.ty(o.at(1)), &ty, forward_refs);
        diffs.field(
            &path,
            "parent",
            &n.scope(o.at(5)),
            &d.scope(sp.scope.map(|s| s.0)),
        );
    } else {
        // Line tables only: an empty function type, the unit as parent (docs/USAGE.md).
        diffs.field(&path, "type", &n.ty(o.at(1)), "fn[]() -> void");
        diffs.field(&path, "parent", &n.scope(o.at(5)), "unit");
    }
    diffs.field(
        &path,
        "source",
        &n.source_path(o.at(2)),
        &d.file_path(sp.file),
    );
    diffs.field(&path, "line", &n.num(o.at(3)), &sp.line.to_string());
    diffs.field(&path, "column", &n.num(o.at(4)), "0");
    diffs.field(&path, "linkage name", &n.text(o.at(6)), &linkage(sp));
    let definition =
        inst.op == DebugOp::DebugFunction && sp.sp_flags.contains(DiSpFlags::DEFINITION);
    let mut extra = 0;
    if definition {
        extra |= 0x08;
    }
    if sp.sp_flags.contains(DiSpFlags::LOCAL_TO_UNIT) {
        extra |= 0x04;
    }
    if sp.sp_flags.contains(DiSpFlags::OPTIMIZED) {
        extra |= 0x2000;
    }
    diffs.field(
        &path,
        "flags",
        &n.flags(o.at(7)),
        &di_flag_names(sp.flags, extra),
    );
    if inst.op == DebugOp::DebugFunction && definition && full {
        let declaration = o.operands.get(9).map_or_else(String::new, |x| n.scope(*x));
        let expected = sp
            .declaration
            .map_or_else(String::new, |x| d.scope(Some(x.0)));
        diffs.field(&path, "declaration", &declaration, &expected);
    }
    if inst.op == DebugOp::DebugFunction {
        let expected = if definition {
            sp.scope_line
        } else {
            sp.scope_line.max(sp.line)
        };
        diffs.field(&path, "scope line", &n.num(o.at(8)), &expected.to_string());
    }
}

/// Template parameters of a DI list, flattened as the handler lists them.
pub fn template_params(d: &DiSide<'_>, params: &[Option<DiNodeId>]) -> Vec<String> {
    // Template parameters have no file or line in LLVM; NSDI gets the unit's source and 0:0.
    let at = format!("({}:0:0)", d.file_path(None));
    let mut out = Vec::new();
    for p in params.iter().flatten() {
        match d.di.node(*p) {
            DiNode::TemplateTypeParameter(t) => {
                out.push(format!("{}: {} {at}", t.name, d.ty(t.ty)))
            }
            DiNode::TemplateValueParameter(v) => match (gimli::DwTag(v.tag.0), &v.value) {
                (gimli::DW_TAG_GNU_template_parameter_pack, Some(DiTemplateValue::Pack(items))) => {
                    out.extend(template_params(d, items));
                }
                (gimli::DW_TAG_GNU_template_template_param, Some(DiTemplateValue::Name(t))) => {
                    out.push(format!("{}: template {t} {at}", v.name));
                }
                (_, value) => match value {
                    Some(DiTemplateValue::Constant(k)) if k.int.is_some() => {
                        let i = k.int.unwrap_or_default() as u32;
                        out.push(format!("{}: {} = {i} {at}", v.name, d.ty(v.ty)));
                    }
                    _ => out.push(format!("{}: {} {at}", v.name, d.ty(v.ty))),
                },
            },
            _ => {}
        }
    }
    out
}

/// Parameter packs as the handler writes them (standalone DebugTypeTemplateParameterPack).
pub fn template_packs(d: &DiSide<'_>) -> Vec<String> {
    let at = format!("({}:0:0)", d.file_path(None));
    let mut out = Vec::new();
    for node in &d.di.nodes {
        if let DiNode::TemplateValueParameter(v) = node
            && gimli::DwTag(v.tag.0) == gimli::DW_TAG_GNU_template_parameter_pack
        {
            let items = match &v.value {
                Some(DiTemplateValue::Pack(items)) => template_params(d, items),
                _ => Vec::new(),
            };
            out.push(format!("{} {at} [{}]", v.name, items.join(", ")));
        }
    }
    out.sort();
    out.dedup();
    out
}

/// The same rendering of a DebugTypeTemplate's parameter list.
pub fn nsdi_template_params(n: &NsdiSide<'_>, params: &[Word]) -> Vec<String> {
    params
        .iter()
        .map(|p| match n.view.inst(*p) {
            Some(i) if i.op == DebugOp::DebugTypeTemplateParameter => {
                let value = match n.view.inst(i.at(2)) {
                    Some(v) if v.op == DebugOp::DebugInfoNone => "none".to_owned(),
                    Some(v) => format!("<{:?}>", v.op),
                    None => n.num(i.at(2)),
                };
                format!(
                    "{}: {} = {value} ({}:{}:{})",
                    n.text(i.at(0)),
                    n.ty(i.at(1)),
                    n.source_path(i.at(3)),
                    n.num(i.at(4)),
                    n.num(i.at(5))
                )
            }
            Some(i) if i.op == DebugOp::DebugTypeTemplateTemplateParameter => {
                format!(
                    "{}: template {} ({}:{}:{})",
                    n.text(i.at(0)),
                    n.text(i.at(1)),
                    n.source_path(i.at(2)),
                    n.num(i.at(3)),
                    n.num(i.at(4))
                )
            }
            _ => format!("<%{p}>"),
        })
        .map(|s| s.replacen(" = none (", " (", 1))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::void_matches;

    #[test]
    fn void_is_a_wildcard() {
        assert!(void_matches(
            "ptr<private>(void)",
            "ptr<private>(struct Node)"
        ));
        assert!(void_matches("a void b void c", "a x b y c"));
        assert!(!void_matches(
            "ptr<global>(void)",
            "ptr<private>(struct Node)"
        ));
        assert!(void_matches("int", "int"));
        assert!(!void_matches("int", "uint"));
    }
}
