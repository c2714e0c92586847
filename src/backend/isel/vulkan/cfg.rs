//! Structured control flow: merge and continue blocks for a function whose CFG LLVM's
//! structurizer passes already made structured (`src/ir/llvm/structurize.rs`).
//!
//! Dominators and post-dominators come from petgraph (iterative). A loop is the natural loop of
//! its single back edge; its merge block is its single exit (`unify-loop-exits` leaves one).
//! A loop header is written as `OpLabel, OpPhi..., OpLoopMerge, OpBranch %inner` and the
//! header's instructions go in a fresh block `%inner`, so the header's own conditional branch
//! can carry an `OpSelectionMerge`. A conditional branch elsewhere gets `OpSelectionMerge` of
//! its immediate post-dominator, unless it is a break or continue of its innermost loop.

use std::collections::BTreeMap;

use petgraph::algo::dominators::{Dominators, simple_fast};
use petgraph::graph::{DiGraph, NodeIndex};

use crate::backend::LowerError;
use crate::ir::{Function, InstId, Value};

/// A loop, by its header block index.
#[derive(Clone, Debug)]
pub struct LoopInfo {
    /// The block with the back edge.
    pub latch: usize,
    /// The single block outside the loop its blocks branch to.
    pub merge: usize,
    /// Blocks of the loop (header included), sorted.
    pub body: Vec<usize>,
}

/// Merge information of one function.
#[derive(Debug, Default)]
pub struct Structure {
    /// Loops by header block.
    pub loops: BTreeMap<usize, LoopInfo>,
    /// Selection merge block for each block that ends in a conditional branch needing one.
    pub selection_merge: BTreeMap<usize, usize>,
    /// Dominators, for the pointer promotion's checks.
    pub dominators: Option<Dominators<NodeIndex>>,
}

impl Structure {
    /// Whether block `a` dominates block `b`.
    pub fn dominates(&self, a: usize, b: usize) -> bool {
        let Some(doms) = &self.dominators else {
            return false;
        };
        doms.dominators(NodeIndex::new(b))
            .is_some_and(|mut it| it.any(|d| d.index() == a))
    }
}

/// Block successors from each block's terminator.
pub fn successors(f: &Function) -> Vec<Vec<usize>> {
    f.blocks
        .iter()
        .map(|b| {
            if b.len == 0 {
                return Vec::new();
            }
            let last = f.inst(InstId(b.first.0 + b.len - 1));
            let mut out: Vec<usize> = Vec::new();
            for v in &last.operands {
                if let Value::Block(s) = v
                    && !out.contains(&(s.0 as usize))
                {
                    out.push(s.0 as usize);
                }
            }
            out
        })
        .collect()
}

/// Finds loops and selection merges, or refuses control flow that is not structured.
pub fn analyze(f: &Function) -> Result<Structure, LowerError> {
    let n = f.blocks.len();
    let succ = successors(f);
    let mut g = DiGraph::<(), ()>::new();
    let nodes: Vec<NodeIndex> = (0..n).map(|_| g.add_node(())).collect();
    for (b, ss) in succ.iter().enumerate() {
        for &s in ss {
            if let (Some(&x), Some(&y)) = (nodes.get(b), nodes.get(s)) {
                g.add_edge(x, y, ());
            }
        }
    }
    if n == 0 {
        return Ok(Structure::default());
    }
    let doms = simple_fast(&g, NodeIndex::new(0));
    // Post-dominators: the reversed graph from a virtual exit every returning block reaches.
    let mut rg = DiGraph::<(), ()>::new();
    let rnodes: Vec<NodeIndex> = (0..=n).map(|_| rg.add_node(())).collect();
    let exit = rnodes[n];
    for (b, ss) in succ.iter().enumerate() {
        if ss.is_empty() {
            rg.add_edge(exit, rnodes[b], ());
        }
        for &s in ss {
            if s < n {
                rg.add_edge(rnodes[s], rnodes[b], ());
            }
        }
    }
    let pdoms = simple_fast(&rg, exit);
    let dominates = |a: usize, b: usize| {
        doms.dominators(NodeIndex::new(b))
            .is_some_and(|mut it| it.any(|d| d.index() == a))
    };
    let mut structure = Structure::default();
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (b, ss) in succ.iter().enumerate() {
        for &s in ss {
            if s < n {
                preds[s].push(b);
            }
        }
    }
    for (b, ss) in succ.iter().enumerate() {
        for &h in ss {
            if !dominates(h, b) {
                continue;
            }
            if structure.loops.contains_key(&h) {
                return Err(LowerError::Unsupported(format!(
                    "loop with several back edges (block %{}): not structured",
                    block_name(f, h)
                )));
            }
            // Natural loop: the header and whatever reaches the latch without passing it.
            let mut body = vec![h];
            let mut work = vec![b];
            while let Some(x) = work.pop() {
                if body.contains(&x) {
                    continue;
                }
                body.push(x);
                work.extend(preds[x].iter().copied());
            }
            body.sort_unstable();
            let mut exits: Vec<usize> = body
                .iter()
                .flat_map(|&x| succ[x].iter().copied())
                .filter(|s| body.binary_search(s).is_err())
                .collect();
            exits.sort_unstable();
            exits.dedup();
            let [merge] = exits[..] else {
                return Err(LowerError::Unsupported(format!(
                    "loop at block %{} with {} exits (a loop without an exit, or not \
                     structured)",
                    block_name(f, h),
                    exits.len()
                )));
            };
            structure.loops.insert(
                h,
                LoopInfo {
                    latch: b,
                    merge,
                    body,
                },
            );
        }
    }
    for (b, ss) in succ.iter().enumerate() {
        if ss.len() < 2 {
            continue;
        }
        let innermost = structure
            .loops
            .iter()
            .filter(|(_, l)| l.body.binary_search(&b).is_ok())
            .min_by_key(|(_, l)| l.body.len());
        if let Some((&h, l)) = innermost {
            // A break (to the merge) or continue (to the latch, the continue target) needs no
            // selection merge; the header's own branch is written in its inner block, so the
            // same holds there.
            let escapes = |t: &usize| *t == l.merge || *t == l.latch || *t == h;
            if b == l.latch || ss.iter().any(escapes) {
                continue;
            }
        }
        let merge = pdoms
            .immediate_dominator(rnodes[b])
            .map(|m| m.index())
            .filter(|&m| m < n)
            .ok_or_else(|| {
                LowerError::Unsupported(format!(
                    "conditional branch in block %{} whose paths do not meet again",
                    block_name(f, b)
                ))
            })?;
        // A selection inside a loop must merge inside its loop construct: not at the continue
        // target or beyond the loop (SPIR-V 2.11, structured control flow).
        if let Some((_, l)) = innermost
            && (merge == l.latch || l.body.binary_search(&merge).is_err())
        {
            return Err(LowerError::Unsupported(format!(
                "conditional branch in block %{} of a loop whose paths meet only at the loop's \
                 continue target or outside it: not structured",
                block_name(f, b)
            )));
        }
        structure.selection_merge.insert(b, merge);
    }
    structure.dominators = Some(doms);
    Ok(structure)
}

fn block_name(f: &Function, b: usize) -> String {
    f.blocks.get(b).map(|x| x.name.clone()).unwrap_or_default()
}
