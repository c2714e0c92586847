//! Lines (docs/LINES.md): DebugLine when file, line or column changes and after every
//! DebugScope, no repeats otherwise; DebugNoLine once per run of unlocated (or line 0)
//! instructions; a DebugScope at the start of every block.

use crate::di::{DiBuilder, DiFlags};
use crate::nsdi::view;

use super::{Emitted, Scenario, opencl_unit};

/// (file, line start, line end, column start, column end) of every DebugLine, in order.
fn lines(emitted: &Emitted) -> Vec<(&str, u64, u64, u64, u64)> {
    emitted
        .all::<view::DebugLine>()
        .iter()
        .map(|(_, l)| {
            let source = emitted.get::<view::DebugSource>(l.source());
            (
                emitted.string(source.file()),
                emitted.number(l.line_start()),
                emitted.number(l.line_end()),
                emitted.number(l.column_start()),
                emitted.number(l.column_end()),
            )
        })
        .collect()
}

#[test]
fn a_line_is_written_when_it_changes_and_no_line_once_per_run() {
    let mut di = DiBuilder::new();
    let (file, unit) = opencl_unit(&mut di);
    let void_fn = di.subroutine_type(None, &[]);
    let main = di.function(unit, "main", file, 1, void_fn, DiFlags(0));
    let at_5_3 = di.location(5, 3, main.into(), None);
    let at_5_9 = di.location(5, 9, main.into(), None);
    let at_line_0 = di.location(0, 0, main.into(), None);
    let at_6_1 = di.location(6, 1, main.into(), None);
    let di = di.finish();
    let emitted = Scenario::new(&di).function(main).run(|body| {
        body.begin_block(Some(at_5_3));
        for location in [
            Some(at_5_3),
            Some(at_5_3),
            Some(at_5_9),
            None,
            None,
            Some(at_line_0),
            Some(at_6_1),
        ] {
            body.set_location(location);
            body.code();
        }
    });

    assert_eq!(
        emitted.blocks(),
        [[
            "Variable",
            "DebugFunctionDefinition",
            "DebugScope",
            "DebugLine",
            "Load",
            "Load",
            "DebugLine",
            "Load",
            "DebugNoLine",
            "Load",
            "Load",
            "Load",
            "DebugLine",
            "Load",
            "Return",
        ]]
    );
    assert_eq!(
        lines(&emitted),
        [
            ("/src/k.cl", 5, 5, 3, 3),
            ("/src/k.cl", 5, 5, 9, 9),
            ("/src/k.cl", 6, 6, 1, 1),
        ]
    );
}

#[test]
fn a_scope_change_repeats_the_line_in_the_scopes_file() {
    let mut di = DiBuilder::new();
    let (file, unit) = opencl_unit(&mut di);
    let header = di.file("inc.h", "/src", Some("#define ONE 1\n"));
    let void_fn = di.subroutine_type(None, &[]);
    let main = di.function(unit, "main", file, 1, void_fn, DiFlags(0));
    let block = di.lexical_block(main.into(), header, 5, 3);
    let in_main = di.location(5, 3, main.into(), None);
    let in_block = di.location(5, 3, block, None);
    let di = di.finish();
    let emitted = Scenario::new(&di).function(main).run(|body| {
        body.begin_block(Some(in_main));
        for location in [in_main, in_block, in_main] {
            body.set_location(Some(location));
            body.code();
        }
    });

    let scope_and_line = ["DebugScope", "DebugLine", "Load"];
    let mut expected = vec!["Variable", "DebugFunctionDefinition"];
    expected.extend(scope_and_line);
    expected.extend(scope_and_line);
    expected.extend(scope_and_line);
    expected.push("Return");
    assert_eq!(emitted.blocks(), [expected]);

    let (function_id, _) = emitted.only::<view::DebugFunction>();
    let (block_id, _) = emitted.only::<view::DebugLexicalBlock>();
    let scopes: Vec<u32> = emitted
        .all::<view::DebugScope>()
        .iter()
        .map(|(_, s)| s.scope().word())
        .collect();
    assert_eq!(scopes, [function_id, block_id, function_id]);
    // The same line and column, but after a new scope, and in the block's file.
    assert_eq!(
        lines(&emitted),
        [
            ("/src/k.cl", 5, 5, 3, 3),
            ("/src/inc.h", 5, 5, 3, 3),
            ("/src/k.cl", 5, 5, 3, 3),
        ]
    );
}

#[test]
fn every_block_starts_with_a_scope() {
    let mut di = DiBuilder::new();
    let (file, unit) = opencl_unit(&mut di);
    let void_fn = di.subroutine_type(None, &[]);
    let main = di.function(unit, "main", file, 1, void_fn, DiFlags(0));
    let block = di.lexical_block(main.into(), file, 4, 1);
    let in_block = di.location(5, 3, block, None);
    let di = di.finish();
    let emitted = Scenario::new(&di).function(main).run(|body| {
        body.begin_block(Some(in_block));
        body.set_location(Some(in_block));
        body.code();
        // Same scope and line as the block before: still a DebugScope and a DebugLine.
        body.next_block();
        body.begin_block(Some(in_block));
        body.set_location(Some(in_block));
        body.code();
        // No located instruction: the function's scope; then the block's.
        body.next_block();
        body.begin_block(None);
        body.set_location(Some(in_block));
        body.code();
    });

    assert_eq!(
        emitted.blocks(),
        [
            vec![
                "Variable",
                "DebugFunctionDefinition",
                "DebugScope",
                "DebugLine",
                "Load",
                "Branch"
            ],
            vec!["DebugScope", "DebugLine", "Load", "Branch"],
            vec!["DebugScope", "DebugScope", "DebugLine", "Load", "Return"],
        ]
    );
    let (function_id, _) = emitted.only::<view::DebugFunction>();
    let (block_id, _) = emitted.only::<view::DebugLexicalBlock>();
    let scopes: Vec<u32> = emitted
        .all::<view::DebugScope>()
        .iter()
        .map(|(_, s)| s.scope().word())
        .collect();
    assert_eq!(scopes, [block_id, block_id, function_id, block_id]);
    assert_eq!(lines(&emitted), [("/src/k.cl", 5, 5, 3, 3); 3]);
}
