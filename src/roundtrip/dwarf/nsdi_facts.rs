//! The same facts read from our NSDI (through the typed views, no DI): functions with code
//! (each body's `DebugFunctionDefinition`, and every function a `DebugScope` or its inlined-at
//! chain names), local variables, members, and each body's `DebugLine`s.

use super::{Facts, Line, Variable, Wrapper};
use crate::nsdi::{DebugOp, Id, ScopeId, TypeId, flags, qualifier, view};
use crate::roundtrip::reader::{BodyItem, SpirvView};
use crate::roundtrip::render::{Dialect, Render};

/// How many links (parents, type wrappers, inlined-at links) one lookup follows.
const MAX_LINKS: usize = 256;

/// Reads the facts of `view`.
pub(super) fn read(view: &SpirvView) -> Facts {
    let n = Render::new(view, Dialect::Checker);
    let mut facts = Facts::default();
    for body in &view.functions {
        let mut function: Option<String> = None;
        for item in &body.items {
            let BodyItem::Debug(id) = item else {
                continue;
            };
            let id = Id::from_word(*id);
            if let Some(d) = view.get::<view::DebugFunctionDefinition>(id) {
                let name = function_name(view, &n, d.function().into());
                facts.defined.extend(name.clone());
                if let (Some(name), Some(f)) =
                    (&name, view.get::<view::DebugFunction>(d.function()))
                {
                    facts
                        .scope_lines
                        .insert((name.clone(), n.value(f.scope_line()).unwrap_or(0)));
                }
                facts.functions.extend(name.clone());
                function = function.or(name);
            } else if let Some(s) = view.get::<view::DebugScope>(id) {
                facts.functions.extend(scope_function(view, &n, s.scope()));
                let mut at = s.inlined_at();
                for _ in 0..MAX_LINKS {
                    let Some(link) = at.and_then(|a| view.get::<view::DebugInlinedAt>(a)) else {
                        break;
                    };
                    facts
                        .functions
                        .extend(scope_function(view, &n, link.scope()));
                    at = link.inlined();
                }
            } else if let Some(l) = view.get::<view::DebugLine>(id)
                && let Some(function) = &function
            {
                facts.lines.insert(Line {
                    function: function.clone(),
                    file: super::basename(&n.source_path(l.source())).to_owned(),
                    line: n.value(l.line_start()).unwrap_or(0),
                    column: n.value(l.column_start()).unwrap_or(0),
                });
            }
        }
    }
    for inst in view.all(DebugOp::DebugLocalVariable) {
        let Some(v) = inst.view::<view::DebugLocalVariable>() else {
            continue;
        };
        let Some(function) = scope_function(view, &n, v.parent()) else {
            continue;
        };
        facts.variables.insert(Variable {
            function,
            name: n.text(v.name()),
            ty: render_type(view, &n, v.ty()),
        });
    }
    for inst in view.all(DebugOp::DebugGlobalVariable) {
        let Some(g) = inst.view::<view::DebugGlobalVariable>() else {
            continue;
        };
        if let Some(function) = scope_function(view, &n, g.parent()) {
            facts.function_statics.insert((function, n.text(g.name())));
        }
    }
    for inst in view.all(DebugOp::DebugTypeComposite) {
        let Some(c) = inst.view::<view::DebugTypeComposite>() else {
            continue;
        };
        let composite = render_type(view, &n, TypeId::from_word(inst.id));
        for m in c.members().iter() {
            let Some(member) = view.get::<view::DebugTypeMember>(m) else {
                continue;
            };
            let member_flags = n.value(member.flags()).unwrap_or(0);
            if member_flags & u64::from(flags::STATIC_MEMBER) != 0 {
                continue;
            }
            // Offset is a placeholder (the emitter's virtual base): no place in the object.
            if member_flags & u64::from(flags::UNKNOWN_PHYSICAL_LAYOUT) != 0 {
                facts
                    .virtual_bases
                    .insert((composite.clone(), n.text(member.name())));
                continue;
            }
            facts.members.insert((
                composite.clone(),
                n.text(member.name()),
                n.value(member.offset()).unwrap_or(0),
            ));
        }
    }
    facts
}

/// The linkage name of DebugFunction `id`.
fn function_name(view: &SpirvView, n: &Render<'_>, id: Id) -> Option<String> {
    view.get::<view::DebugFunction>(id)
        .map(|f| n.text(f.linkage_name()))
}

/// The function a scope is in (through lexical blocks), by linkage name.
fn scope_function(view: &SpirvView, n: &Render<'_>, scope: ScopeId) -> Option<String> {
    let mut id: Id = scope.into();
    for _ in 0..MAX_LINKS {
        if let Some(name) = function_name(view, n, id) {
            return Some(name);
        }
        id = if let Some(b) = view.get::<view::DebugLexicalBlock>(id) {
            b.parent().into()
        } else if let Some(d) = view.get::<view::DebugLexicalBlockDiscriminator>(id) {
            d.parent().into()
        } else {
            return None;
        };
    }
    None
}

/// A type as the oracle renders it ([`super::neutral`]).
fn render_type(view: &SpirvView, n: &Render<'_>, ty: TypeId) -> String {
    let mut wrappers = Vec::new();
    let mut id: Id = ty.into();
    let mut named = "void".to_owned();
    for _ in 0..MAX_LINKS {
        let Some(inst) = view.inst(id.word()) else {
            break;
        };
        let (wrapper, next): (Wrapper, Id) = match inst.op {
            DebugOp::DebugTypePointer => {
                let Some(p) = inst.view::<view::DebugTypePointer>() else {
                    break;
                };
                let f = n.value(p.flags()).unwrap_or(0);
                let w = if f & u64::from(flags::LVALUE_REFERENCE) != 0 {
                    Wrapper::Reference
                } else if f & u64::from(flags::RVALUE_REFERENCE) != 0 {
                    Wrapper::RvalueReference
                } else {
                    Wrapper::Pointer
                };
                (w, p.base_type().into())
            }
            DebugOp::DebugTypeQualifier => {
                let Some(q) = inst.view::<view::DebugTypeQualifier>() else {
                    break;
                };
                let name = match n
                    .value(q.type_qualifier())
                    .and_then(|v| u32::try_from(v).ok())
                {
                    Some(qualifier::CONST) => "const",
                    Some(qualifier::VOLATILE) => "volatile",
                    Some(qualifier::RESTRICT) => "restrict",
                    _ => "atomic",
                };
                (Wrapper::Qualifier(name), q.base_type().into())
            }
            DebugOp::DebugTypeArray => {
                let Some(a) = inst.view::<view::DebugTypeArray>() else {
                    break;
                };
                let counts = a
                    .component_counts()
                    .iter()
                    .map(|c| view.constant(c.word()).unwrap_or(0))
                    .collect();
                (Wrapper::Array(counts), a.base_type().into())
            }
            DebugOp::DebugTypeVector => {
                let Some(v) = inst.view::<view::DebugTypeVector>() else {
                    break;
                };
                let count = n.value(v.component_count()).unwrap_or(0);
                (Wrapper::Vector(count), v.base_type().into())
            }
            DebugOp::DebugTypeTemplate => {
                let Some(t) = inst.view::<view::DebugTypeTemplate>() else {
                    break;
                };
                id = t.target();
                continue;
            }
            DebugOp::DebugTypedef => {
                let Some(t) = inst.view::<view::DebugTypedef>() else {
                    break;
                };
                named = n.text(t.name());
                break;
            }
            DebugOp::DebugTypeBasic => {
                named = inst
                    .view::<view::DebugTypeBasic>()
                    .map_or_else(String::new, |b| n.text(b.name()));
                break;
            }
            DebugOp::DebugTypeEnum => {
                named = inst
                    .view::<view::DebugTypeEnum>()
                    .map_or_else(String::new, |e| format!("enum {}", n.text(e.name())));
                break;
            }
            DebugOp::DebugTypeComposite => {
                named = inst
                    .view::<view::DebugTypeComposite>()
                    .map_or_else(String::new, |c| {
                        let tag = match n.value(c.tag()).and_then(|t| u32::try_from(t).ok()) {
                            Some(crate::nsdi::composite::CLASS) => "class",
                            Some(crate::nsdi::composite::UNION) => "union",
                            _ => "struct",
                        };
                        format!("{tag} {}", n.text(c.name()))
                    });
                break;
            }
            DebugOp::DebugTypePtrToMember => {
                named = "memptr".to_owned();
                break;
            }
            DebugOp::DebugTypeFunction => {
                named = "fn".to_owned();
                break;
            }
            _ => break,
        };
        wrappers.push(wrapper);
        id = next;
    }
    super::neutral(&wrappers, &named)
}
