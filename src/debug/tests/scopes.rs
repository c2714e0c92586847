//! Scopes and inlining: DebugLexicalBlock parent chains, DebugScope with a DebugInlinedAt chain
//! (shared per call site), and the scope returning to the caller.

use crate::di::{DiBuilder, DiFlags};
use crate::nsdi::{DebugOp, view};

use super::{Scenario, opencl_unit};

#[test]
fn lexical_blocks_chain_to_their_function() {
    let mut di = DiBuilder::new();
    let (file, unit) = opencl_unit(&mut di);
    let void_fn = di.subroutine_type(None, &[]);
    let main = di.function(unit, "main", file, 1, void_fn, DiFlags(0));
    let outer = di.lexical_block(main.into(), file, 5, 3);
    let inner = di.lexical_block(outer, file, 6, 5);
    let at = di.location(7, 9, inner, None);
    let di = di.finish();
    let emitted = Scenario::new(&di).function(main).run(|body| {
        body.begin_block(Some(at));
        body.set_location(Some(at));
        body.code();
    });

    let (function_id, _) = emitted.only::<view::DebugFunction>();
    let (_, scope) = emitted.only::<view::DebugScope>();
    assert_eq!(scope.inlined_at(), None);
    let inner_block = emitted.get::<view::DebugLexicalBlock>(scope.scope());
    assert_eq!(emitted.number(inner_block.line()), 6);
    assert_eq!(emitted.number(inner_block.column()), 5);
    assert_eq!(inner_block.name(), None);
    let source = emitted.get::<view::DebugSource>(inner_block.source());
    assert_eq!(emitted.string(source.file()), "/src/k.cl");

    let outer_block = emitted.get::<view::DebugLexicalBlock>(inner_block.parent());
    assert_eq!(emitted.number(outer_block.line()), 5);
    assert_eq!(emitted.number(outer_block.column()), 3);
    assert_eq!(outer_block.parent().word(), function_id);
    assert_eq!(emitted.count(DebugOp::DebugLexicalBlock), 2);
}

#[test]
fn inlined_code_is_scoped_with_an_inlined_at_chain() {
    let mut di = DiBuilder::new();
    let (file, unit) = opencl_unit(&mut di);
    let void_fn = di.subroutine_type(None, &[]);
    let main = di.function(unit, "main", file, 10, void_fn, DiFlags(0));
    let middle = di.function(unit, "middle", file, 20, void_fn, DiFlags(0));
    let leaf = di.function(unit, "leaf", file, 30, void_fn, DiFlags(0));
    // main calls middle at 12:3; middle, inlined there, calls leaf at 21:5.
    let call_middle = di.location(12, 3, main.into(), None);
    let call_leaf = di.location(21, 5, middle.into(), Some(call_middle));
    let in_leaf = di.location(31, 7, leaf.into(), Some(call_leaf));
    let in_leaf_later = di.location(32, 7, leaf.into(), Some(call_leaf));
    let back_in_main = di.location(13, 1, main.into(), None);
    let di = di.finish();
    let emitted = Scenario::new(&di).function(main).run(|body| {
        body.begin_block(Some(in_leaf));
        body.set_location(Some(in_leaf));
        body.code();
        body.set_location(Some(in_leaf_later));
        body.code();
        body.set_location(Some(back_in_main));
        body.code();
    });

    let function_named = |name: &str| {
        let functions = emitted.all::<view::DebugFunction>();
        let found = functions
            .iter()
            .find(|(_, f)| emitted.string(f.name()) == name);
        found
            .unwrap_or_else(|| panic!("a DebugFunction '{name}'"))
            .0
    };
    let scopes = emitted.all::<view::DebugScope>();
    assert_eq!(scopes.len(), 2, "the same inlined scope is not repeated");

    let (_, in_leaf_scope) = &scopes[0];
    assert_eq!(in_leaf_scope.scope().word(), function_named("leaf"));
    let inner = in_leaf_scope.inlined_at().expect("leaf was inlined");
    let inner = emitted.get::<view::DebugInlinedAt>(inner);
    assert_eq!(emitted.number(inner.line()), 21);
    assert_eq!(inner.scope().word(), function_named("middle"));
    let outer = emitted.get::<view::DebugInlinedAt>(inner.inlined().expect("middle was inlined"));
    assert_eq!(emitted.number(outer.line()), 12);
    assert_eq!(outer.scope().word(), function_named("main"));
    assert_eq!(outer.inlined(), None);
    assert_eq!(emitted.count(DebugOp::DebugInlinedAt), 2);

    let (_, caller_scope) = &scopes[1];
    assert_eq!(caller_scope.scope().word(), function_named("main"));
    assert_eq!(caller_scope.inlined_at(), None);
}
