//! The one rendering of NSDI as text, used by the round-trip checker (which compares it with
//! the DI rendered the same way, `di_render.rs`) and by `nsdi-dump` (which prints it).
//!
//! Types render as `ptr<global>(struct Particle)`, `vec4(float)`, `fn[prototyped](int) ->
//! void`; scopes as paths, `fn f > block 40:7`; flags, storage classes, languages, encodings and
//! operations by name. Everything is read through the typed views, so an id that names the
//! wrong kind of instruction, or none, renders as a placeholder (`<%12>`), never a panic.
//!
//! Two [`Dialect`]s: the checker's spells out what a comparison needs to tell nodes apart (a
//! function's linkage name and whether it is a definition, a block's file); the dump's is
//! shorter and names every storage class and template part. `names.rs` holds the vocabulary
//! (flags, storage classes, languages, encodings, operations, operand names).

mod names;

use std::cell::Cell;
use std::collections::HashSet;

use super::reader::{NsdiInst, ScalarType, SpirvView};
use crate::nsdi::view::{self, AnyInstruction};
use crate::nsdi::{ConstId, DebugOp, Id, InlinedAtId, ScopeId, SourceId, StringId, TypeId, flags};
use names::dump_storage_class;
pub use names::{
    composite_tag_name, encoding_name, enumerant_namer, flag_names, flag_names_or_zero,
    language_family_name, language_name, named_operands, operation_name, qualifier_name,
    storage_class_name,
};

/// How deep a type rendering goes before it says `...`.
const CHECKER_MAX_TYPE_DEPTH: u32 = 64;
const DUMP_MAX_TYPE_DEPTH: u32 = 32;
/// How many types one rendering visits in all. Depth alone does not bound the work: a
/// function type whose parameters point back at it doubles per level (a spirv_reader fuzzer
/// finding; also reachable from valid IR).
pub(crate) const MAX_TYPE_NODES: u32 = 4096;
/// How many parents the dump's scope path shows before it says `...` (the checker's follows
/// every parent: a nest of any depth is valid; only a revisited scope is a cycle).
const DUMP_MAX_SCOPE_DEPTH: usize = 64;

/// Which spelling a [`Render`] uses.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Dialect {
    /// The round-trip checker's: functions by linkage name, `decl fn` for declarations,
    /// blocks and namespaces with their source, `<not a string %3>` for a wrong id.
    Checker,
    /// `nsdi-dump`'s: functions by name, blocks as `line:column`, `<%3>` for a wrong id.
    Dump,
}

/// Renders the NSDI of a [`SpirvView`].
#[derive(Copy, Clone)]
pub struct Render<'a> {
    view: &'a SpirvView,
    dialect: Dialect,
}

/// One step of a scope path: the outermost part, or a part nested in a parent.
enum ScopeStep {
    Outermost(String),
    Nested { parent: ScopeId, part: String },
}

impl<'a> Render<'a> {
    /// A renderer of `view` in `dialect`.
    pub fn new(view: &'a SpirvView, dialect: Dialect) -> Self {
        Render { view, dialect }
    }

    /// The view rendered.
    pub fn view(&self) -> &'a SpirvView {
        self.view
    }

    fn checker(&self) -> bool {
        self.dialect == Dialect::Checker
    }

    /// The text of an `OpString`.
    pub fn text(&self, id: StringId) -> String {
        match (self.view.string(id.word()), self.dialect) {
            (Some(""), Dialect::Dump) => "\"\"".to_owned(),
            (Some(s), _) => s.to_owned(),
            (None, Dialect::Checker) => format!("<not a string {id}>"),
            (None, Dialect::Dump) => format!("<%{}>", id.word()),
        }
    }

    /// The value of an `OpConstant`, in decimal.
    pub fn number(&self, id: ConstId) -> String {
        match self.view.constant(id.word()) {
            Some(v) => v.to_string(),
            None if self.checker() => format!("<not a constant {id}>"),
            None => format!("<%{}>", id.word()),
        }
    }

    /// An `OpConstant` with its kind, as the checker compares typed values: `float 1069547520`
    /// (a floating-point constant's bits) or `4`.
    pub fn typed_number(&self, id: ConstId) -> String {
        if let Some(ScalarType::Float(_)) = self.view.constant_types.get(&id.word()) {
            format!("float {}", self.number(id))
        } else {
            self.number(id)
        }
    }

    /// A size or offset that may be `DebugInfoNone` (an opaque type's size): `none`, else
    /// [`number`](Self::number).
    pub fn number_or_none(&self, id: ConstId) -> String {
        match self.view.op(Id::from_word(id.word())) {
            Some(DebugOp::DebugInfoNone) => "none".to_owned(),
            _ => self.number(id),
        }
    }

    /// The value of an `OpConstant`; `None` when `id` is not one.
    pub fn value(&self, id: ConstId) -> Option<u64> {
        self.view.constant(id.word())
    }

    /// A DebugInfoFlags constant by name ([`flag_names`]; the dump says `0` for none and `?`
    /// for an id that is no constant).
    pub fn flags(&self, id: ConstId) -> String {
        match (self.value(id), self.dialect) {
            (Some(bits), Dialect::Checker) => flag_names(bits),
            (Some(bits), Dialect::Dump) => flag_names_or_zero(bits),
            (None, Dialect::Checker) => format!("<not a constant {id}>"),
            (None, Dialect::Dump) => "?".to_owned(),
        }
    }

    /// The path of a DebugSource.
    pub fn source_path(&self, id: SourceId) -> String {
        match self.view.get::<view::DebugSource>(id) {
            Some(source) => self.text(source.file()),
            None if self.checker() => format!("<not a DebugSource {id}>"),
            None => format!("<%{}>", id.word()),
        }
    }

    /// A type: `ptr<global>(struct Particle)`, `vec4(float)`, `float[3][4]`, `enum Color`,
    /// `fn[prototyped](int) -> void`.
    pub fn ty(&self, id: TypeId) -> String {
        self.ty_at(id, 0, &Cell::new(MAX_TYPE_NODES))
    }

    fn ty_at(&self, id: TypeId, depth: u32, budget: &Cell<u32>) -> String {
        if self.checker() && (depth > CHECKER_MAX_TYPE_DEPTH || budget.get() == 0) {
            return "...".to_owned();
        }
        budget.set(budget.get().saturating_sub(1));
        let Some(inst) = self.view.inst(id.word()) else {
            // Not NSDI: an id the reader did not keep, `void` to a reader of the module.
            let unnamed_zero = id.word() == 0 && !self.view.names.contains_key(&0);
            return if self.checker() && unnamed_zero {
                "<%0>".to_owned()
            } else {
                "void".to_owned()
            };
        };
        if !self.checker() && (depth > DUMP_MAX_TYPE_DEPTH || budget.get() == 0) {
            return "...".to_owned();
        }
        let sub = |t: TypeId| self.ty_at(t, depth + 1, budget);
        let Ok(any) = inst.any() else {
            return format!("<malformed {} %{}>", inst.op.name(), inst.id);
        };
        match any {
            AnyInstruction::DebugInfoNone(_) => "none".to_owned(),
            AnyInstruction::DebugTypeBasic(t) => self.text(t.name()),
            AnyInstruction::DebugTypedef(t) => self.text(t.name()),
            AnyInstruction::DebugTypePointer(p) => self.pointer(&p, sub(p.base_type())),
            AnyInstruction::DebugTypeQualifier(q) => {
                let name = qualifier_name(self.value(q.type_qualifier()));
                format!("{name}({})", sub(q.base_type()))
            }
            AnyInstruction::DebugTypeArray(a) => {
                let counts: Vec<String> =
                    a.component_counts().iter().map(|c| self.count(c)).collect();
                format!("{}[{}]", sub(a.base_type()), counts.join("]["))
            }
            AnyInstruction::DebugTypeVector(v) => format!(
                "vec{}({})",
                self.number(v.component_count()),
                sub(v.base_type())
            ),
            AnyInstruction::DebugTypeMatrix(m) => format!(
                "mat{}({})",
                self.number(m.vector_count()),
                sub(m.vector_type())
            ),
            AnyInstruction::DebugTypeFunction(f) => {
                let ret = match self.view.inst(f.return_type().word()) {
                    None => "void".to_owned(),
                    Some(_) => sub(f.return_type()),
                };
                let params: Vec<String> = f.parameter_types().iter().map(sub).collect();
                let flags = self.flags(f.flags());
                format!("fn[{flags}]({}) -> {ret}", params.join(", "))
            }
            AnyInstruction::DebugTypeEnum(e) => format!("enum {}", self.text(e.name())),
            AnyInstruction::DebugTypeComposite(c) => {
                let tag = composite_tag_name(self.value(c.tag()));
                format!("{tag} {}", self.text(c.name()))
            }
            AnyInstruction::DebugTypeTemplate(t) => {
                let target = sub(TypeId::from_word(t.target().word()));
                match self.dialect {
                    Dialect::Checker => target,
                    Dialect::Dump => format!("template {target}"),
                }
            }
            AnyInstruction::DebugTypePtrToMember(p) => {
                // Without forward references a class on a cycle (a pointer-to-member of its
                // own class) is named by the compile unit (docs/MAPPING.md, "Cycles"): the
                // checker calls that back edge `void`, as it does for types.
                let class = match self.view.op(p.parent()) {
                    Some(DebugOp::DebugCompilationUnit) if self.checker() => "void".to_owned(),
                    Some(DebugOp::DebugCompilationUnit) => "unit".to_owned(),
                    _ => sub(TypeId::from_word(p.parent().word())),
                };
                format!("memptr({}, {class})", sub(p.member_type()))
            }
            _ if self.checker() => format!("<{}>", inst.op.name()),
            AnyInstruction::DebugTypeMember(m) => {
                format!("member {}: {}", self.text(m.name()), sub(m.ty()))
            }
            AnyInstruction::DebugTypeInheritance(i) => {
                format!("base {}", sub(TypeId::from_word(i.parent().word())))
            }
            AnyInstruction::DebugTypeTemplateParameter(p) => {
                format!("param {}", self.text(p.name()))
            }
            AnyInstruction::DebugTypeTemplateTemplateParameter(p) => {
                format!("param {}", self.text(p.name()))
            }
            AnyInstruction::DebugTypeTemplateParameterPack(p) => {
                format!("param {}", self.text(p.name()))
            }
            _ => format!("<{}>", inst.op.name()),
        }
    }

    /// `ptr<global>(T)`, `ref<private>(T)`, `ptr[artificial]<global>(T)`.
    fn pointer(&self, p: &view::DebugTypePointer<'_>, base: String) -> String {
        let reference = u64::from(flags::LVALUE_REFERENCE);
        let rvalue_reference = u64::from(flags::RVALUE_REFERENCE);
        let flag_bits = self.value(p.flags());
        let kind = match (flag_bits, self.dialect) {
            (Some(f), _) if f == reference => "ref".to_owned(),
            (Some(f), _) if f == rvalue_reference => "rref".to_owned(),
            (Some(0), _) => "ptr".to_owned(),
            (Some(f), _) => format!("ptr[{}]", flag_names(f)),
            (None, Dialect::Checker) => format!("ptr[{}]", flag_names(u64::MAX)),
            (None, Dialect::Dump) => "ptr[?]".to_owned(),
        };
        let class = self.value(p.storage_class());
        let space = match self.dialect {
            Dialect::Checker => class.and_then(storage_class_name).unwrap_or("?").to_owned(),
            Dialect::Dump => dump_storage_class(class),
        };
        format!("{kind}<{space}>({base})")
    }

    /// An array's component count: a constant, or (checker) the variable that holds it.
    fn count(&self, count: Id) -> String {
        match self.view.get::<view::DebugLocalVariable>(count) {
            Some(v) if self.checker() => format!("var {}", self.text(v.name())),
            _ => self.number(ConstId::from_word(count.word())),
        }
    }

    /// A scope as a path from the outermost: `unit`, `fn f`, `fn f > block 12:3`,
    /// `struct S`. The checker names functions by linkage name (`decl fn` for a declaration)
    /// and gives blocks and namespaces their source; the dump names functions by name.
    pub fn scope(&self, id: ScopeId) -> String {
        let mut nested: Vec<String> = Vec::new();
        let mut visited: HashSet<u32> = HashSet::new();
        let mut current = id;
        let outermost = loop {
            let Some(inst) = self.view.inst(current.word()) else {
                break format!("<%{}>", current.word());
            };
            if !visited.insert(current.word()) {
                break "<scope cycle>".to_owned();
            }
            if !self.checker() && nested.len() > DUMP_MAX_SCOPE_DEPTH {
                break "...".to_owned();
            }
            match self.scope_step(inst) {
                ScopeStep::Outermost(text) => break text,
                ScopeStep::Nested { parent, part } => {
                    nested.push(part);
                    current = parent;
                }
            }
        };
        let mut out = outermost;
        for part in nested.iter().rev() {
            out.push_str(" > ");
            out.push_str(part);
        }
        out
    }

    fn scope_step(&self, inst: &NsdiInst) -> ScopeStep {
        let scope_as_type = || ScopeStep::Outermost(self.ty(TypeId::from_word(inst.id)));
        let other = || ScopeStep::Outermost(format!("<{}>", inst.op.name()));
        match inst.op {
            DebugOp::DebugCompilationUnit => ScopeStep::Outermost("unit".to_owned()),
            DebugOp::DebugFunction | DebugOp::DebugFunctionDeclaration => {
                let text = match (self.dialect, self.function_names(inst)) {
                    (_, None) => format!("<malformed {}>", inst.op.name()),
                    (Dialect::Dump, Some((name, _, _))) => format!("fn {}", self.text(name)),
                    (Dialect::Checker, Some((_, linkage, true))) => {
                        format!("fn {}", self.text(linkage))
                    }
                    (Dialect::Checker, Some((_, linkage, false))) => {
                        format!("decl fn {}", self.text(linkage))
                    }
                };
                ScopeStep::Outermost(text)
            }
            DebugOp::DebugLexicalBlock => match inst.view::<view::DebugLexicalBlock>() {
                Some(b) => ScopeStep::Nested {
                    parent: b.parent(),
                    part: self.block_part(&b),
                },
                None => other(),
            },
            DebugOp::DebugLexicalBlockDiscriminator if !self.checker() => {
                match inst.view::<view::DebugLexicalBlockDiscriminator>() {
                    Some(d) => ScopeStep::Nested {
                        parent: d.parent(),
                        part: format!("discriminator {}", self.number(d.discriminator())),
                    },
                    None => other(),
                }
            }
            DebugOp::DebugTypeComposite | DebugOp::DebugTypeTemplate => scope_as_type(),
            _ if self.checker() => other(),
            _ => scope_as_type(),
        }
    }

    /// A function's name, linkage name, and whether it is a definition (a DebugFunction with
    /// the definition flag).
    fn function_names(&self, inst: &NsdiInst) -> Option<(StringId, StringId, bool)> {
        if let Some(f) = inst.view::<view::DebugFunction>() {
            let bits = self.value(f.flags());
            let definition = bits.is_some_and(|b| b & u64::from(flags::IS_DEFINITION) != 0);
            return Some((f.name(), f.linkage_name(), definition));
        }
        let f = inst.view::<view::DebugFunctionDeclaration>()?;
        Some((f.name(), f.linkage_name(), false))
    }

    fn block_part(&self, b: &view::DebugLexicalBlock<'_>) -> String {
        match (b.name(), self.dialect) {
            (Some(name), Dialect::Checker) => format!(
                "ns {} ({}:{}:{})",
                self.text(name),
                self.source_path(b.source()),
                self.number(b.line()),
                self.number(b.column())
            ),
            (Some(name), Dialect::Dump) => format!("ns {}", self.text(name)),
            (None, Dialect::Checker) => format!(
                "block {}:{}:{}",
                self.source_path(b.source()),
                self.number(b.line()),
                self.number(b.column())
            ),
            (None, Dialect::Dump) => format!(
                "block {}:{}",
                self.number(b.line()),
                self.number(b.column())
            ),
        }
    }

    /// The DebugInlinedAt chain from `first` outwards, at most `limit` links; stops at an id
    /// that is no DebugInlinedAt.
    pub fn inlined_chain(
        &self,
        first: Option<InlinedAtId>,
        limit: usize,
    ) -> Vec<view::DebugInlinedAt<'a>> {
        let mut chain = Vec::new();
        let mut next = first;
        while let Some(id) = next {
            if chain.len() >= limit {
                break;
            }
            let Some(at) = self.view.get::<view::DebugInlinedAt>(id) else {
                break;
            };
            chain.push(at);
            next = at.inlined();
        }
        chain
    }
}

#[cfg(test)]
mod tests;
