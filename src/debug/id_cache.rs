//! The emitter's memo of what each DI node became: DI key in, NSDI id out, with the one cycle
//! policy of the emitter written once.
//!
//! **Cycle policy** (CodeView's "records point to incomplete types", rustc's type map): a kind
//! that can be on a cycle of the DI graph (a pointer to its own struct, a method whose `this`
//! names its class, a function type naming it again) *reserves* its id before lowering what it
//! names, so the recursion finds the reserved id and writes a forward reference to it; the
//! instruction is written under that id afterwards and the entry *completed*. Every other kind
//! lowers what it names first and *inserts* its id afterwards; the caller re-checks the cache
//! after lowering, because a cycle through a reserved node may have lowered this node already.
//!
//! Reserving where ids were not reserved before would change id allocation order (and the
//! output bytes); so which kinds reserve is the lowering's choice, and this type only keeps the
//! state and catches misuse: inserting a key twice, or completing one that was not reserved,
//! is a bug in the emitter (a `debug_assert!`).

use std::fmt::Debug;
use std::hash::Hash;

use rustc_hash::FxHashMap as HashMap;

/// Where one key is in its lowering.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Entry<V> {
    /// Id visible to the recursion; its instruction is not written yet.
    Reserved(V),
    /// Instruction written.
    Complete(V),
}

impl<V: Copy> Entry<V> {
    fn id(self) -> V {
        match self {
            Entry::Reserved(id) | Entry::Complete(id) => id,
        }
    }
}

/// DI key -> NSDI id, with reserve/complete for kinds on cycles. Lookups only: nothing
/// iterates it, so its hash order never decides output.
pub(super) struct IdCache<K, V> {
    entries: HashMap<K, Entry<V>>,
    /// How many keys are reserved and not completed: lowerings on the call stack right now
    /// (each reserving lowering completes before it returns).
    pending: usize,
}

impl<K, V> Default for IdCache<K, V> {
    fn default() -> Self {
        IdCache {
            entries: HashMap::default(),
            pending: 0,
        }
    }
}

impl<K: Copy + Eq + Hash + Debug, V: Copy + Debug> IdCache<K, V> {
    /// The id of `key`, reserved or complete.
    pub(super) fn get(&self, key: K) -> Option<V> {
        self.entries.get(&key).map(|entry| entry.id())
    }

    /// Whether `key` has an id yet (reserved or complete).
    pub(super) fn contains(&self, key: K) -> bool {
        self.entries.contains_key(&key)
    }

    /// Records `id` for `key` before its instruction is written, so lowering what it names
    /// finds it; [`complete`](Self::complete) once the instruction is written.
    pub(super) fn reserve(&mut self, key: K, id: V) {
        let previous = self.entries.insert(key, Entry::Reserved(id));
        self.pending += 1;
        debug_assert!(
            previous.is_none(),
            "invariant: {key:?} is reserved once, before it has an id (had {previous:?})"
        );
    }

    /// Marks `key`'s instruction written.
    pub(super) fn complete(&mut self, key: K) {
        let entry = self.entries.get_mut(&key);
        debug_assert!(
            matches!(entry, Some(Entry::Reserved(_))),
            "invariant: only a reserved key is completed ({key:?} is {entry:?})"
        );
        if let Some(entry) = entry
            && let Entry::Reserved(id) = *entry
        {
            *entry = Entry::Complete(id);
            self.pending -= 1;
        }
    }

    /// Records the id of a key whose instruction is written (or that names another node's).
    pub(super) fn insert(&mut self, key: K, id: V) {
        let previous = self.entries.insert(key, Entry::Complete(id));
        debug_assert!(
            previous.is_none(),
            "invariant: {key:?} gets an id once; the caller re-checks after lowering what it \
             names (had {previous:?}, now {id:?})"
        );
    }

    /// How many keys are reserved and not completed yet.
    pub(super) fn pending(&self) -> usize {
        self.pending
    }

    /// Whether every reserved key was completed: true once a lowering has returned.
    pub(super) fn all_complete(&self) -> bool {
        self.entries
            .values()
            .all(|entry| matches!(entry, Entry::Complete(_)))
    }
}

#[cfg(test)]
mod tests {
    use super::IdCache;

    #[test]
    fn a_reserved_id_is_visible_until_completed_and_after() {
        let mut cache: IdCache<u32, u32> = IdCache::default();
        assert_eq!(cache.get(1), None);
        cache.reserve(1, 10);
        assert_eq!(cache.get(1), Some(10));
        assert!(cache.contains(1));
        assert!(!cache.all_complete());
        assert_eq!(cache.pending(), 1);
        cache.complete(1);
        assert_eq!(cache.pending(), 0);
        assert_eq!(cache.get(1), Some(10));
        cache.insert(2, 20);
        assert_eq!(cache.get(2), Some(20));
        assert!(cache.all_complete());
    }

    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "gets an id once")]
    fn a_second_insert_is_a_bug() {
        let mut cache: IdCache<u32, u32> = IdCache::default();
        cache.insert(1, 10);
        cache.insert(1, 11);
    }

    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "only a reserved key is completed")]
    fn completing_an_unreserved_key_is_a_bug() {
        let mut cache: IdCache<u32, u32> = IdCache::default();
        cache.complete(1);
    }
}
