//! How the lowering walks the DI graph: it terminates on any cycle and never recurses as deep
//! as the input nests.
//!
//! **Cycles.** Pointers, function types, records, functions and methods reserve their id
//! before lowering what they name (`id_cache`), so a cycle through one of them meets the
//! reserved id. Every other kind (typedefs, qualifiers, arrays, enums, members, lexical blocks,
//! lexical-block files, namespaces, modules) is marked *in progress* while it lowers, with the
//! number of reservations pending at that moment. Coming back to an in-progress node is fine
//! while a reservation was made since (the cycle runs through a reserving node, which the next
//! round meets as a forward reference: what the lowering always did); coming back with none
//! made since is a cycle of non-reserving nodes only (`typedef T = const T`, a namespace inside
//! itself), which no LLVM front end makes but LLVM's verifier accepts. That back edge names
//! `void` (a type) or the compile unit (a scope), with a remark, in both forward-reference
//! modes. Acyclic input never meets the check, so its output is what it was.
//!
//! **Depth.** Chains of non-reserving kinds (100k nested typedefs, 50k nested lexical blocks)
//! are lowered bottom-up from an explicit list (`prefetch_*`): each such kind lowers its first
//! child before doing anything else, so lowering the chain from its far end first allocates
//! every id in the order the recursion did, at a recursion depth of one. Pointer chains do the
//! same inside `lower_pointer`, inlined-at chains in `get_or_create_inlined_at`. What is left
//! (alternating kinds, such as a pointer to a typedef of a pointer to ...) is bounded by
//! [`MAX_DEPTH`]: deeper, the type names `void` and the scope the compile unit, with a remark.

use rustc_hash::FxHashSet as HashSet;

use super::{NsdiEmitter, RemarkKind};
use crate::di::{self, DiNode, DiNodeId};
use crate::nsdi::mapping::matrix_shape;
use crate::nsdi::{DebugTarget, ScopeId, TypeId};

/// How many type and scope lowerings may be nested. With the chains flattened, only inputs
/// alternating pointers with other kinds, or records with members, nest this deep; the
/// debug build needs about 2 KiB of stack per level.
pub(super) const MAX_DEPTH: usize = 4096;

/// What [`NsdiEmitter::enter`] saved, restored by [`NsdiEmitter::leave`].
pub(super) struct Entered {
    node: DiNodeId,
    previous: Option<usize>,
    context: Option<DiNodeId>,
}

impl NsdiEmitter<'_> {
    /// Reservations pending right now: reserving lowerings on the call stack.
    fn pending_reservations(&self) -> usize {
        self.types.pending() + self.functions.pending() + self.methods.pending()
    }

    /// Whether lowering `node` now would go round a cycle of non-reserving nodes.
    pub(super) fn on_cycle(&self, node: DiNodeId) -> bool {
        self.in_progress.get(&node) == Some(&self.pending_reservations())
    }

    /// Marks `node` in progress (and the node remarks name); `None` when the lowering is
    /// nested [`MAX_DEPTH`] deep already.
    pub(super) fn enter(&mut self, node: DiNodeId) -> Option<Entered> {
        if self.depth >= MAX_DEPTH {
            return None;
        }
        self.depth += 1;
        let previous = self.in_progress.insert(node, self.pending_reservations());
        let context = self.context.replace(node);
        Some(Entered {
            node,
            previous,
            context,
        })
    }

    /// Undoes [`enter`](Self::enter).
    pub(super) fn leave(&mut self, entered: Entered) {
        self.depth -= 1;
        match entered.previous {
            Some(pending) => self.in_progress.insert(entered.node, pending),
            None => self.in_progress.remove(&entered.node),
        };
        self.context = entered.context;
    }

    /// The stand-in for a type reached again on a cycle of non-reserving nodes, or nested
    /// too deep: `void`, with a remark.
    pub(super) fn type_stand_in(
        &mut self,
        cx: &mut dyn DebugTarget,
        ty: di::TypeId,
        cycle: bool,
    ) -> TypeId {
        let what = self.describe(ty.0);
        let message = if cycle {
            format!(
                "{what} is its own base through typedefs, qualifiers, arrays or enums only (no pointer, function or record on the cycle): the reference back names 'void'"
            )
        } else {
            format!("{what} is nested more than {MAX_DEPTH} types deep: the reference names 'void'")
        };
        self.remark(RemarkKind::Substituted, Some(ty.0), message);
        self.placeholder_type(cx, "void")
    }

    /// The stand-in for a scope reached again on a cycle of scopes, or nested too deep: the
    /// compile unit, with a remark.
    pub(super) fn scope_stand_in(
        &mut self,
        cx: &mut dyn DebugTarget,
        scope: DiNodeId,
        cycle: bool,
    ) -> ScopeId {
        let what = self.describe(scope);
        let message = if cycle {
            format!("{what} is its own parent scope: the reference back names the compile unit")
        } else {
            format!(
                "{what} is nested more than {MAX_DEPTH} scopes deep: the reference names the compile unit"
            )
        };
        self.remark(RemarkKind::Substituted, Some(scope), message);
        self.cu_scope(cx)
    }

    /// `DIKind !N 'name'` for remarks.
    pub(super) fn describe(&self, node: DiNodeId) -> String {
        let n = self.di.node(node);
        let name = match n {
            DiNode::DerivedType(d) => d.name.as_str(),
            DiNode::CompositeType(c) => c.name.as_str(),
            DiNode::BasicType(b) => b.name.as_str(),
            DiNode::Namespace(ns) => ns.name.as_str(),
            DiNode::Module(m) => m.name.as_str(),
            DiNode::Subprogram(s) => s.name.as_str(),
            _ => "",
        };
        let mut name: String = name.chars().take(64).collect();
        if !name.is_empty() {
            name = format!(" '{name}'");
        }
        format!("{} !{}{name}", n.kind_name(), node.0)
    }

    /// The child a type's lowering lowers before anything else (so before allocating any
    /// id), when it is one: a typedef's base (or a matrix typedef's column vector), a
    /// qualifier's, a pointer-to-member's or a base class's base, an array's element (a
    /// vector's basic component), an enum's underlying type.
    fn first_type_child(&self, ty: di::TypeId) -> Option<di::TypeId> {
        use gimli::constants as c;
        match self.di.node(ty.0) {
            DiNode::DerivedType(d) => match gimli::DwTag(d.tag.0) {
                c::DW_TAG_typedef => {
                    if let Some((scalar, rows, columns)) = matrix_shape(&d.name) {
                        if let Some(vector) = self.matrix_column(d.base_type, scalar, rows, columns)
                        {
                            return Some(vector);
                        }
                    }
                    d.base_type
                }
                c::DW_TAG_const_type
                | c::DW_TAG_volatile_type
                | c::DW_TAG_restrict_type
                | c::DW_TAG_atomic_type
                | c::DW_TAG_ptr_to_member_type
                | c::DW_TAG_inheritance => d.base_type,
                _ => None,
            },
            DiNode::CompositeType(comp) => match gimli::DwTag(comp.tag.0) {
                c::DW_TAG_enumeration_type => comp.base_type,
                c::DW_TAG_array_type => {
                    if !comp.flags.contains(di::DiFlags::VECTOR) {
                        return comp.base_type;
                    }
                    // A vector: its basic component when it is a DebugTypeVector; one that
                    // is not remarks first, so it is not flattened.
                    let n = self.single_count(comp)?;
                    let component = self.strip_typedefs(comp.base_type)?;
                    (matches!(self.di.node(component.0), DiNode::BasicType(_))
                        && (1..=4).contains(&n))
                    .then_some(component)
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// Lowers the chain of first children below `ty` from its far end (see the module docs),
    /// so that lowering `ty` itself finds its first child written.
    pub(super) fn prefetch_types(&mut self, cx: &mut dyn DebugTarget, ty: di::TypeId) {
        let mut chain = Vec::new();
        let mut seen = HashSet::default();
        let mut next = self.first_type_child(ty);
        while let Some(t) = next {
            if self.types.contains(t) || self.in_progress.contains_key(&t.0) || !seen.insert(t.0) {
                break;
            }
            chain.push(t);
            next = self.first_type_child(t);
        }
        for t in chain.into_iter().rev() {
            self.get_or_create_type(cx, Some(t));
        }
    }

    /// Whether a scope lowers in `scopes.rs`'s own way (a lexical block, a lexical-block
    /// file, a namespace, a module), and its parent.
    pub(super) fn block_parent(&self, scope: DiNodeId) -> Option<Option<DiNodeId>> {
        match self.di.node(scope) {
            DiNode::LexicalBlock(b) => Some(b.scope.map(|s| s.0)),
            DiNode::LexicalBlockFile(b) => Some(b.scope.map(|s| s.0)),
            DiNode::Namespace(ns) => Some(ns.scope.map(|s| s.0)),
            DiNode::Module(m) => Some(m.scope.map(|s| s.0)),
            _ => None,
        }
    }

    /// Lowers the chain of enclosing blocks and namespaces of `scope` from the outermost
    /// one in, so that lowering `scope` finds its parent written.
    pub(super) fn prefetch_scopes(&mut self, cx: &mut dyn DebugTarget, scope: DiNodeId) {
        let mut chain = Vec::new();
        let mut seen = HashSet::default();
        let mut next = self.block_parent(scope).flatten();
        while let Some(s) = next {
            let Some(parent) = self.block_parent(s) else {
                break;
            };
            if self.scopes.contains(s) || self.in_progress.contains_key(&s) || !seen.insert(s) {
                break;
            }
            chain.push(s);
            next = parent;
        }
        for s in chain.into_iter().rev() {
            self.get_or_create_scope(cx, Some(s));
        }
    }
}
