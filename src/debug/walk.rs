//! How the lowering walks the DI graph: it terminates on any cycle and never recurses as deep
//! as the input nests.
//!
//! **Cycles.** Pointers, function types, records, functions and methods reserve their id
//! before lowering what they name (`id_cache`), so a cycle through one of them meets the
//! reserved id. A cycle of typedefs, qualifiers, arrays and enums only (`typedef T = const T`),
//! which no LLVM front end makes but LLVM's verifier accepts, has no such node: each of those
//! kinds names exactly one base, so the cycle is a ring, and [`cycle_cuts`] finds every ring
//! once, before lowering, and cuts it at its member with the lowest node id, whose base names
//! `void` with a remark (in both forward-reference modes). Cutting at a fixed node rather than
//! where the walk happened to enter the ring makes the output a function of the DI alone, which
//! is what lets the round-trip checker expect it (it finds the same cuts on its own, with
//! petgraph). Any other kind (members, lexical blocks, lexical-block files, namespaces,
//! modules) is marked *in progress* while it lowers, with the number of reservations pending
//! at that moment; coming back to an in-progress node with none made since is a cycle through
//! no reserving node (a namespace inside itself), and that back edge names `void` (a type) or
//! the compile unit (a scope), with a remark. Acyclic input has no cut and never meets the
//! check, so its output is what it was.
//!
//! **Depth.** Chains of non-reserving kinds (100k nested typedefs, 50k nested lexical blocks)
//! are lowered bottom-up from an explicit list (`prefetch_*`): each such kind lowers its first
//! child before doing anything else, so lowering the chain from its far end first allocates
//! every id in the order the recursion did, at a recursion depth of one. Pointer chains do the
//! same inside `lower_pointer`, inlined-at chains in `get_or_create_inlined_at`. A chain
//! alternating kinds (a pointer to a typedef of a pointer to ...) recurses, because a pointer
//! reserves its id before its base and flattening it up front would reorder ids; when it
//! reaches [`MAX_DEPTH`], the rest of the chain (every node naming one type first: pointers,
//! typedefs, qualifiers, arrays, enums) is lowered from its far end (`lower_chain_past_bound`),
//! so such a chain is written whole, and only input that reaches the bound gets ids in a
//! different order. Records nested in records by their `scope:` are such a chain too. What
//! still nests past the bound (records within records as members, scopes within types, lowered
//! below a chain already past it) names `void` (a type) or the compile unit (a scope, a record
//! among them), with a remark.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use super::RemarkKind;
use super::lowering::Lowering;
use super::type_queries::{is_pointer_tag, matrix_column, single_count, strip_typedefs};
use crate::di::{self, DiNode, DiNodeId};
use crate::nsdi::mapping::matrix_shape;
use crate::nsdi::{DebugTarget, ScopeId, TypeId};

/// How many type and scope lowerings may be nested. With the chains flattened, only inputs
/// alternating pointers with other kinds, or records with members, nest this deep; the
/// debug build needs about 2 KiB of stack per level.
pub(super) const MAX_DEPTH: usize = 4096;

/// How many levels the lowering of one node of a chain flattened at [`MAX_DEPTH`] may nest
/// (its scope, its array counts): the stack then holds at most this many levels beyond the
/// bound, once.
const PAST_BOUND_DEPTH: usize = 256;

/// The one base a typedef, qualifier, array or enum names: the edges of the rings
/// [`cycle_cuts`] cuts. Other kinds (pointers, records, function types reserve; members,
/// inheritances and pointers-to-member are reached through their record) are not on them.
fn cycle_base(di: &di::DiModule, node: DiNodeId) -> Option<DiNodeId> {
    use gimli::constants as c;
    match di.nodes.get(node.index())? {
        DiNode::DerivedType(d) if super::type_queries::is_typedef_or_qualifier_tag(d.tag.0) => {
            d.base_type.map(|b| b.0)
        }
        DiNode::CompositeType(comp)
            if matches!(
                gimli::DwTag(comp.tag.0),
                c::DW_TAG_array_type | c::DW_TAG_enumeration_type
            ) =>
        {
            comp.base_type.map(|b| b.0)
        }
        _ => None,
    }
}

/// The node of each ring of [`cycle_base`] edges whose base the lowering names `void`: the
/// ring's lowest node id. Each node has at most one such edge, so following them from every
/// node not yet seen, and marking what each walk saw, finds every ring once, in time linear
/// in the module.
pub(super) fn cycle_cuts(di: &di::DiModule) -> HashSet<DiNodeId> {
    const NEW: u8 = 0;
    const ON_WALK: u8 = 1;
    const DONE: u8 = 2;
    let mut state = vec![NEW; di.nodes.len()];
    let mut cuts = HashSet::default();
    let mut walk: Vec<DiNodeId> = Vec::new();
    for start in di.ids() {
        walk.clear();
        let mut next = Some(start);
        while let Some(node) = next {
            match state.get(node.index()) {
                Some(&NEW) => {}
                Some(&ON_WALK) => {
                    let ring = walk.iter().position(|n| *n == node).map(|at| &walk[at..]);
                    if let Some(lowest) = ring.and_then(|r| r.iter().min()) {
                        cuts.insert(*lowest);
                    }
                    break;
                }
                _ => break,
            }
            state[node.index()] = ON_WALK;
            walk.push(node);
            next = cycle_base(di, node);
        }
        for node in &walk {
            state[node.index()] = DONE;
        }
    }
    cuts
}

/// The walk's guard: which types and scopes are being lowered right now, how deep, and
/// which ring edges are cut. Made with the emitter (the cuts are a function of the DI), used by
/// every kind that lowers recursively (`get_or_create_type`, `get_or_create_scope`) through
/// [`Lowering::enter`]; it is back to empty whenever no lowering is on the stack.
pub(super) struct LoweringGuard {
    /// Types and scopes being lowered right now (on the call stack), each with the number of
    /// reservations pending when it started: a node met again with none made since closes a
    /// cycle of non-reserving kinds.
    in_progress: HashMap<DiNodeId, usize>,
    /// How many type and scope lowerings are nested ([`MAX_DEPTH`]).
    depth: usize,
    /// A chain met at [`MAX_DEPTH`] is being lowered from its far end: what nests below it
    /// degrades instead of flattening again.
    past_bound: bool,
    /// The typedefs, qualifiers, arrays and enums whose base is cut to `void` because they
    /// close a ring of such kinds ([`cycle_cuts`]); empty for any acyclic module.
    cycle_cuts: HashSet<DiNodeId>,
    /// The type or scope being lowered, named by remarks about what its instruction had to
    /// leave out (over SPIR-V's limits).
    context: Option<DiNodeId>,
}

/// What [`LoweringGuard::enter`] saved, restored by [`LoweringGuard::leave`].
#[must_use = "a scope entered is left"]
pub(super) struct Entered {
    node: DiNodeId,
    previous: Option<usize>,
    context: Option<DiNodeId>,
}

impl LoweringGuard {
    /// The guard of a lowering of `di`, its rings found.
    pub(super) fn new(di: &di::DiModule) -> Self {
        LoweringGuard {
            in_progress: HashMap::default(),
            depth: 0,
            past_bound: false,
            cycle_cuts: cycle_cuts(di),
            context: None,
        }
    }

    /// Whether lowering `node` now would go round a cycle of non-reserving nodes, with
    /// `pending` reservations outstanding.
    pub(super) fn on_cycle(&self, node: DiNodeId, pending: usize) -> bool {
        self.in_progress.get(&node) == Some(&pending)
    }

    /// Whether `node` is being lowered (on the call stack).
    pub(super) fn in_progress(&self, node: DiNodeId) -> bool {
        self.in_progress.contains_key(&node)
    }

    /// The node remarks name: the innermost one being lowered.
    pub(super) fn context(&self) -> Option<DiNodeId> {
        self.context
    }

    /// Whether `ty`'s base is the cut of its ring ([`cycle_cuts`]).
    pub(super) fn is_cut(&self, ty: di::TypeId) -> bool {
        self.cycle_cuts.contains(&ty.0)
    }

    /// Marks `node` in progress (and the node remarks name) with `pending` reservations
    /// outstanding; `None` when the lowering is nested [`MAX_DEPTH`] deep already.
    pub(super) fn enter(&mut self, node: DiNodeId, pending: usize) -> Option<Entered> {
        if self.depth >= MAX_DEPTH {
            return None;
        }
        self.depth += 1;
        let previous = self.in_progress.insert(node, pending);
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

    /// Starts lowering a chain from its far end at [`MAX_DEPTH`]: the depth budget drops to
    /// [`PAST_BOUND_DEPTH`] levels; the saved depth for [`end_past_bound`](Self::end_past_bound),
    /// or `None` when already below such a chain.
    fn begin_past_bound(&mut self) -> Option<usize> {
        if self.past_bound {
            return None;
        }
        self.past_bound = true;
        Some(std::mem::replace(
            &mut self.depth,
            MAX_DEPTH - PAST_BOUND_DEPTH,
        ))
    }

    fn end_past_bound(&mut self, depth: usize) {
        self.past_bound = false;
        self.depth = depth;
    }
}

impl<'a, 'm> Lowering<'a, 'm> {
    /// Reservations pending right now: reserving lowerings on the call stack.
    fn pending_reservations(&self) -> usize {
        self.types.ids.pending() + self.functions.ids.pending() + self.functions.methods.pending()
    }

    /// Whether lowering `node` now would go round a cycle of non-reserving nodes.
    pub(super) fn on_cycle(&self, node: DiNodeId) -> bool {
        self.guard.on_cycle(node, self.pending_reservations())
    }

    /// `node` entered in the guard (in progress, the node remarks name) until the returned
    /// scope is dropped; `None` when the lowering is nested [`MAX_DEPTH`] deep already. The
    /// scope derefs to this lowering, so what is lowered inside it (nested nodes included)
    /// goes through the scope.
    pub(super) fn enter<'g>(&'g mut self, node: DiNodeId) -> Option<GuardedScope<'g, 'a, 'm>> {
        let pending = self.pending_reservations();
        let entered = self.guard.enter(node, pending)?;
        Some(GuardedScope {
            lowering: self,
            entered: Some(entered),
        })
    }

    /// The stand-in for the base of a node where [`cycle_cuts`] cuts its ring, for a type
    /// reached again on another cycle of non-reserving nodes, or for one nested too deep:
    /// `void`, with a remark.
    pub(super) fn type_stand_in(
        &mut self,
        cx: &mut dyn DebugTarget,
        ty: di::TypeId,
        cycle: bool,
    ) -> TypeId {
        let what = describe(self.di, ty.0);
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
    /// compile unit, with a remark; for a cycle of lexical blocks that a function's retained
    /// nodes reach, that function ([`DiModule::local_scope_cycle_owners`]), so what the blocks
    /// hold stays local to it.
    ///
    /// [`DiModule::local_scope_cycle_owners`]: crate::di::DiModule::local_scope_cycle_owners
    pub(super) fn scope_stand_in(
        &mut self,
        cx: &mut dyn DebugTarget,
        scope: DiNodeId,
        cycle: bool,
    ) -> ScopeId {
        let what = describe(self.di, scope);
        if cycle && let Some(owner) = self.scopes.cycle_owner(self.di, scope) {
            let name = &self.di.subprogram(owner).name;
            self.remark(
                RemarkKind::Substituted,
                Some(scope),
                format!(
                    "{what} is its own parent scope: the reference back names function '{name}', whose retained nodes are in it"
                ),
            );
            return self.get_or_create_function(cx, owner).as_scope();
        }
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

    /// The base `ty` names: `void` with a remark where [`cycle_cuts`] cuts its ring, else the
    /// lowered `base`.
    pub(super) fn base_of(
        &mut self,
        cx: &mut dyn DebugTarget,
        ty: di::TypeId,
        base: Option<di::TypeId>,
    ) -> TypeId {
        if self.guard.is_cut(ty) {
            return self.type_stand_in(cx, ty, true);
        }
        self.get_or_create_type(cx, base)
    }

    /// Lowers `ty` and the chain of [`chain_child`]ren below it from the
    /// far end, when `ty` is met at [`MAX_DEPTH`] (see the module docs): each node then finds
    /// its first child written, so the chain costs one level however long it is. `None`
    /// (the caller degrades) when nested below such a chain already, or when the chain comes
    /// back to itself (a ring through a pointer: lowering it out of order would lose the
    /// pointer's reservation).
    pub(super) fn lower_chain_past_bound(
        &mut self,
        cx: &mut dyn DebugTarget,
        ty: di::TypeId,
    ) -> Option<TypeId> {
        if self.guard.past_bound {
            return None;
        }
        let mut chain = vec![ty];
        let mut seen = HashSet::default();
        seen.insert(ty.0);
        let mut next = chain_child(self.di, self.guard, ty);
        while let Some(t) = next {
            if self.types.ids.contains(t) || self.guard.in_progress(t.0) {
                break;
            }
            if !seen.insert(t.0) {
                return None;
            }
            chain.push(t);
            next = chain_child(self.di, self.guard, t);
        }
        let depth = self.guard.begin_past_bound()?;
        for t in chain.into_iter().rev() {
            self.get_or_create_type(cx, Some(t));
        }
        self.guard.end_past_bound(depth);
        self.types.ids.get(ty)
    }

    /// Lowers the chain of first children below `ty` from its far end (see the module docs),
    /// so that lowering `ty` itself finds its first child written.
    pub(super) fn prefetch_types(&mut self, cx: &mut dyn DebugTarget, ty: di::TypeId) {
        let mut chain = Vec::new();
        let mut seen = HashSet::default();
        let mut next = first_type_child(self.di, self.guard, ty);
        while let Some(t) = next {
            if self.types.ids.contains(t) || self.guard.in_progress(t.0) || !seen.insert(t.0) {
                break;
            }
            chain.push(t);
            next = first_type_child(self.di, self.guard, t);
        }
        for t in chain.into_iter().rev() {
            self.get_or_create_type(cx, Some(t));
        }
    }

    /// Lowers the chain of enclosing blocks and namespaces of `scope` from the outermost
    /// one in, so that lowering `scope` finds its parent written.
    pub(super) fn prefetch_scopes(&mut self, cx: &mut dyn DebugTarget, scope: DiNodeId) {
        let mut chain = Vec::new();
        let mut seen = HashSet::default();
        let mut next = block_parent(self.di, scope).flatten();
        while let Some(s) = next {
            let Some(parent) = block_parent(self.di, s) else {
                break;
            };
            if self.scopes.blocks.contains(s) || self.guard.in_progress(s) || !seen.insert(s) {
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

/// `DIKind !N 'name'` for remarks.
pub(super) fn describe(di: &di::DiModule, node: DiNodeId) -> String {
    let n = di.node(node);
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
fn first_type_child(
    di: &di::DiModule,
    guard: &LoweringGuard,
    ty: di::TypeId,
) -> Option<di::TypeId> {
    use gimli::constants as c;
    if guard.is_cut(ty) {
        return None;
    }
    match di.node(ty.0) {
        DiNode::DerivedType(d) => match gimli::DwTag(d.tag.0) {
            c::DW_TAG_typedef => {
                if let Some((scalar, rows, columns)) = matrix_shape(&d.name) {
                    if let Some(vector) = matrix_column(di, d.base_type, scalar, rows, columns) {
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
                let n = single_count(di, comp)?;
                let component = strip_typedefs(di, comp.base_type)?;
                (matches!(di.node(component.0), DiNode::BasicType(_)) && (1..=4).contains(&n))
                    .then_some(component)
            }
            _ => None,
        },
        _ => None,
    }
}

/// The child a type's lowering lowers first when it reaches [`MAX_DEPTH`]: a pointer's
/// pointee, a record's enclosing record (its parent scope: 20,000 classes each nested in the
/// next are a chain too), or [`first_type_child`].
fn chain_child(di: &di::DiModule, guard: &LoweringGuard, ty: di::TypeId) -> Option<di::TypeId> {
    use gimli::constants as c;
    match di.node(ty.0) {
        DiNode::DerivedType(d) if is_pointer_tag(d.tag.0) => d.base_type,
        DiNode::CompositeType(comp)
            if matches!(
                gimli::DwTag(comp.tag.0),
                c::DW_TAG_structure_type | c::DW_TAG_class_type | c::DW_TAG_union_type
            ) =>
        {
            let scope = comp.scope?.0;
            matches!(di.node(scope), DiNode::CompositeType(_)).then_some(di::TypeId(scope))
        }
        _ => first_type_child(di, guard, ty),
    }
}

/// Whether a scope lowers in `scopes.rs`'s own way (a lexical block, a lexical-block
/// file, a namespace, a module), and its parent.
pub(super) fn block_parent(di: &di::DiModule, scope: DiNodeId) -> Option<Option<DiNodeId>> {
    match di.node(scope) {
        DiNode::LexicalBlock(b) => Some(b.scope.map(|s| s.0)),
        DiNode::LexicalBlockFile(b) => Some(b.scope.map(|s| s.0)),
        DiNode::Namespace(ns) => Some(ns.scope.map(|s| s.0)),
        DiNode::Module(m) => Some(m.scope.map(|s| s.0)),
        _ => None,
    }
}

/// A node entered in the [`LoweringGuard`] ([`Lowering::enter`]): the lowering, through
/// `Deref`, for as long as the node is being lowered; dropping it leaves the node.
pub(super) struct GuardedScope<'g, 'a, 'm> {
    lowering: &'g mut Lowering<'a, 'm>,
    entered: Option<Entered>,
}

impl<'a, 'm> std::ops::Deref for GuardedScope<'_, 'a, 'm> {
    type Target = Lowering<'a, 'm>;

    fn deref(&self) -> &Self::Target {
        self.lowering
    }
}

impl std::ops::DerefMut for GuardedScope<'_, '_, '_> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        self.lowering
    }
}

impl Drop for GuardedScope<'_, '_, '_> {
    fn drop(&mut self) {
        if let Some(entered) = self.entered.take() {
            self.lowering.guard.leave(entered);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{LoweringGuard, MAX_DEPTH, cycle_cuts};
    use crate::di::raw::{RawNode, RawValue};
    use crate::di::{DiModule, DiNodeId, TypeId};

    fn derived(tag: gimli::DwTag, name: &str, base: u32) -> RawNode {
        RawNode::new("DIDerivedType")
            .with("tag", RawValue::Unsigned(u64::from(tag.0)))
            .with("name", RawValue::String(name.as_bytes().to_vec()))
            .with("baseType", RawValue::Node(base))
    }

    /// `typedef T = const T` (nodes 1 and 2, a ring), a typedef naming the ring (node 3), and
    /// a basic type with a typedef of it (nodes 0 and 4): acyclic.
    fn ring() -> DiModule {
        let raw = [
            RawNode::new("DIBasicType").with("name", RawValue::String(b"int".to_vec())),
            derived(gimli::DW_TAG_typedef, "T", 2),
            derived(gimli::DW_TAG_const_type, "", 1),
            derived(gimli::DW_TAG_typedef, "U", 1),
            derived(gimli::DW_TAG_typedef, "I", 0),
        ];
        DiModule::from_raw(&raw, &[]).expect("a consistent model")
    }

    #[test]
    fn a_ring_is_cut_once_at_its_lowest_node() {
        let di = ring();
        let cuts = cycle_cuts(&di);
        assert_eq!(cuts.len(), 1);
        assert!(cuts.contains(&DiNodeId(1)));
        let guard = LoweringGuard::new(&di);
        assert!(guard.is_cut(TypeId(DiNodeId(1))));
        assert!(!guard.is_cut(TypeId(DiNodeId(2))));
        assert!(!guard.is_cut(TypeId(DiNodeId(4))));
    }

    #[test]
    fn a_node_met_again_with_no_reservation_since_is_a_cycle() {
        let di = ring();
        let mut guard = LoweringGuard::new(&di);
        let node = DiNodeId(3);
        assert!(!guard.on_cycle(node, 0));
        let entered = guard.enter(node, 0).expect("not deep");
        assert_eq!(guard.context(), Some(node));
        assert!(guard.in_progress(node));
        // Met again with no reservation made since: a cycle; with one made since, the
        // reserved node breaks it.
        assert!(guard.on_cycle(node, 0));
        assert!(!guard.on_cycle(node, 1));
        guard.leave(entered);
        assert!(!guard.in_progress(node));
        assert_eq!(guard.context(), None);
    }

    #[test]
    fn entering_stops_at_the_depth_bound_and_leaving_restores() {
        let di = ring();
        let mut guard = LoweringGuard::new(&di);
        let mut entered = Vec::new();
        for i in 0..MAX_DEPTH {
            entered.push(guard.enter(DiNodeId(i as u32), 0).expect("below the bound"));
        }
        assert!(guard.enter(DiNodeId(0), 0).is_none());
        // A node entered twice (a cycle through a reserved node) keeps its outer count after
        // the inner one leaves.
        let last = entered.pop().expect("entered");
        guard.leave(last);
        let again = guard.enter(DiNodeId(0), 5).expect("one level free");
        assert!(guard.on_cycle(DiNodeId(0), 5));
        guard.leave(again);
        assert!(guard.on_cycle(DiNodeId(0), 0));
        while let Some(e) = entered.pop() {
            guard.leave(e);
        }
        assert_eq!(guard.context(), None);
        assert!(!guard.in_progress(DiNodeId(0)));
        assert!(guard.enter(DiNodeId(0), 0).is_some());
    }

    #[test]
    fn past_the_bound_a_chain_gets_a_budget_once() {
        let di = ring();
        let mut guard = LoweringGuard::new(&di);
        let saved = guard.begin_past_bound().expect("not past the bound yet");
        assert!(guard.begin_past_bound().is_none());
        guard.end_past_bound(saved);
        assert!(guard.begin_past_bound().is_some());
    }
}
