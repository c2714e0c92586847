//! Variables and expressions: DebugLocalVariable (with and without an argument number),
//! DebugDeclare / DebugValue with DebugExpressions of DebugOperations, an operation NSDI cannot
//! express, variables only in `retainedNodes`, and DebugInlinedVariable on request.

use crate::di::expression::DW_OP_LLVM_FRAGMENT;
use crate::di::{DiBuilder, DiFlags, DiModule, DwAte, LocalVariableId, LocationId, SubprogramId};
use crate::nsdi::{DebugOp, flags, operation, view};

use super::{Emitted, Scenario, opencl_unit};

/// `float scale(float x) { float w; ... }` with a location in it at 4:5.
struct Scale {
    di: DiModule,
    scale: SubprogramId,
    x: LocalVariableId,
    w: LocalVariableId,
    at: LocationId,
    builder_expressions: Vec<crate::di::ExpressionId>,
}

/// The scale function, plus one DIExpression per entry of `expressions`.
fn scale(expressions: &[&[(u64, &[u64])]]) -> Scale {
    let mut di = DiBuilder::new();
    let (file, unit) = opencl_unit(&mut di);
    let float = di.basic_type("float", 32, DwAte(gimli::DW_ATE_float.0));
    let ty = di.subroutine_type(Some(float), &[float]);
    let scale = di.function(unit, "scale", file, 3, ty, DiFlags(0));
    let x = di.parameter(scale.into(), "x", 1, file, 3, float);
    let w = di.local_variable(scale.into(), "w", file, 4, float);
    let at = di.location(4, 5, scale.into(), None);
    let builder_expressions = expressions.iter().map(|e| di.expression(e)).collect();
    Scale {
        di: di.finish(),
        scale,
        x,
        w,
        at,
        builder_expressions,
    }
}

/// The opcode and operand values of each DebugOperation of an expression.
fn operations(emitted: &Emitted, expression: crate::nsdi::ExpressionId) -> Vec<(u64, Vec<u64>)> {
    let expression = emitted.get::<view::DebugExpression>(expression);
    expression
        .operands()
        .iter()
        .map(|o| {
            let o = emitted.get::<view::DebugOperation>(o);
            let operands = o.operands().iter().map(|n| emitted.number(n)).collect();
            (emitted.number(o.opcode()), operands)
        })
        .collect()
}

#[test]
fn local_variables_and_parameters_with_a_declare() {
    let s = scale(&[]);
    let (x, w, at) = (s.x, s.w, s.at);
    let mut loaded = None;
    let emitted = Scenario::new(&s.di).function(s.scale).run(|body| {
        body.begin_block(Some(at));
        assert!(body.declare(w, Some(at), None));
        let load = body.code();
        assert!(body.value(x, Some(at), load, None));
        loaded = Some(load);
    });

    let (function_id, _) = emitted.only::<view::DebugFunction>();
    let (float_id, _) = emitted.only::<view::DebugTypeBasic>();
    let variables = emitted.all::<view::DebugLocalVariable>();
    let named = |name: &str| {
        let found = variables
            .iter()
            .find(|(_, v)| emitted.string(v.name()) == name);
        found.unwrap_or_else(|| panic!("a DebugLocalVariable '{name}'"))
    };
    let (w_id, w_view) = named("w");
    assert_eq!(w_view.ty().word(), float_id);
    let source = emitted.get::<view::DebugSource>(w_view.source());
    assert_eq!(emitted.string(source.file()), "/src/k.cl");
    assert_eq!(emitted.number(w_view.line()), 4);
    assert_eq!(emitted.number(w_view.column()), 0);
    assert_eq!(w_view.parent().word(), function_id);
    assert_eq!(emitted.number(w_view.flags()), u64::from(flags::NONE));
    assert_eq!(w_view.arg_number(), None);
    let (x_id, x_view) = named("x");
    let arg = x_view.arg_number().expect("x is a parameter");
    assert_eq!(emitted.number(arg), 1);
    assert_eq!(emitted.number(x_view.line()), 3);

    let (_, declare) = emitted.only::<view::DebugDeclare>();
    assert_eq!(declare.local_variable().word(), *w_id);
    assert_eq!(declare.variable().word(), emitted.storage);
    assert!(operations(&emitted, declare.expression()).is_empty());
    assert!(declare.indexes().is_empty());
    let (_, value) = emitted.only::<view::DebugValue>();
    assert_eq!(value.local_variable().word(), *x_id);
    // The empty expression is shared.
    assert_eq!(value.expression(), declare.expression());
    assert_eq!(
        emitted.blocks()[0],
        [
            "Variable",
            "DebugFunctionDefinition",
            "DebugScope",
            "DebugDeclare",
            "Load",
            "DebugValue",
            "Return"
        ]
    );
    assert_eq!(Some(value.value().word()), loaded);
}

#[test]
fn expressions_map_dwarf_operations() {
    let constant_plus: &[(u64, &[u64])] = &[
        (gimli::DW_OP_constu.0.into(), &[5]),
        (gimli::DW_OP_plus.0.into(), &[]),
        (gimli::DW_OP_lit3.0.into(), &[]),
        (gimli::DW_OP_stack_value.0.into(), &[]),
    ];
    let pieces: &[(u64, &[u64])] = &[
        (gimli::DW_OP_plus_uconst.0.into(), &[8]),
        (gimli::DW_OP_deref.0.into(), &[]),
        // DWARF says size, offset; NSDI's BitPiece says offset, size.
        (gimli::DW_OP_bit_piece.0.into(), &[16, 8]),
        (DW_OP_LLVM_FRAGMENT, &[32, 16]),
    ];
    let s = scale(&[constant_plus, pieces]);
    let (x, at) = (s.x, s.at);
    let (first, second) = (s.builder_expressions[0], s.builder_expressions[1]);
    let emitted = Scenario::new(&s.di).function(s.scale).run(|body| {
        body.begin_block(Some(at));
        let loaded = body.code();
        assert!(body.value(x, Some(at), loaded, Some(first)));
        assert!(body.value(x, Some(at), loaded, Some(second)));
        // The same expression again is the same DebugExpression.
        assert!(body.value(x, Some(at), loaded, Some(first)));
    });

    let values = emitted.all::<view::DebugValue>();
    assert_eq!(values.len(), 3);
    let op = |code: u32, operands: &[u64]| (u64::from(code), operands.to_vec());
    assert_eq!(
        operations(&emitted, values[0].1.expression()),
        [
            op(operation::CONSTU, &[5]),
            op(operation::PLUS, &[]),
            op(operation::CONSTU, &[3]),
            op(operation::STACK_VALUE, &[]),
        ]
    );
    assert_eq!(
        operations(&emitted, values[1].1.expression()),
        [
            op(operation::PLUS_UCONST, &[8]),
            op(operation::DEREF, &[]),
            op(operation::BIT_PIECE, &[8, 16]),
            op(operation::FRAGMENT, &[32, 16]),
        ]
    );
    assert_eq!(values[2].1.expression(), values[0].1.expression());
    assert_eq!(emitted.count(DebugOp::DebugExpression), 2);
    assert_eq!(emitted.count(DebugOp::DebugOperation), 8);
    assert!(emitted.remarks.is_empty(), "{:?}", emitted.remarks);
}

#[test]
fn an_operation_without_nsdi_form_drops_the_location() {
    let converted: &[(u64, &[u64])] = &[(gimli::DW_OP_neg.0.into(), &[])];
    let s = scale(&[converted]);
    let (x, at, expression) = (s.x, s.at, s.builder_expressions[0]);
    let emitted = Scenario::new(&s.di).function(s.scale).run(|body| {
        body.begin_block(Some(at));
        let loaded = body.code();
        assert!(!body.value(x, Some(at), loaded, Some(expression)));
    });

    assert_eq!(emitted.count(DebugOp::DebugValue), 0);
    assert_eq!(emitted.count(DebugOp::DebugExpression), 0);
    assert_eq!(
        emitted.remarks,
        [
            "DIExpression operation DW_OP_neg has no NSDI DebugOperation; the variable location is dropped"
        ]
    );
}

#[test]
fn retained_variables_are_written_with_their_function() {
    let mut di = DiBuilder::new();
    let (file, unit) = opencl_unit(&mut di);
    let int = di.basic_type("int", 32, DwAte(gimli::DW_ATE_signed.0));
    let void_fn = di.subroutine_type(None, &[]);
    let main = di.function(unit, "main", file, 1, void_fn, DiFlags(0));
    let unused = di.local_variable(main.into(), "unused", file, 2, int);
    di.retain(main, unused.0);
    let di = di.finish();
    let emitted = Scenario::new(&di).function(main).run(|body| {
        body.begin_block(None);
    });

    let (function_id, _) = emitted.only::<view::DebugFunction>();
    let (_, unused) = emitted.only::<view::DebugLocalVariable>();
    assert_eq!(emitted.string(unused.name()), "unused");
    assert_eq!(unused.parent().word(), function_id);
    assert_eq!(emitted.number(unused.line()), 2);
    assert_eq!(emitted.count(DebugOp::DebugDeclare), 0);
}

/// `leaf`'s variable `v`, used twice in `leaf` inlined into `main` at 12:3.
fn inlined_variable(inlined_variables: bool) -> Emitted {
    let mut di = DiBuilder::new();
    let (file, unit) = opencl_unit(&mut di);
    let float = di.basic_type("float", 32, DwAte(gimli::DW_ATE_float.0));
    let void_fn = di.subroutine_type(None, &[]);
    let main = di.function(unit, "main", file, 10, void_fn, DiFlags(0));
    let leaf = di.function(unit, "leaf", file, 30, void_fn, DiFlags(0));
    let v = di.local_variable(leaf.into(), "v", file, 31, float);
    let call = di.location(12, 3, main.into(), None);
    let in_leaf = di.location(31, 7, leaf.into(), Some(call));
    let di = di.finish();
    let scenario = Scenario::new(&di).function(main);
    let scenario = if inlined_variables {
        scenario.inlined_variables()
    } else {
        scenario
    };
    scenario.run(|body| {
        body.begin_block(Some(in_leaf));
        body.enter_scope(in_leaf);
        let loaded = body.code();
        assert!(body.value(v, Some(in_leaf), loaded, None));
        assert!(body.value(v, Some(in_leaf), loaded, None));
    })
}

#[test]
fn inlined_variables_only_on_request_and_once() {
    let without = inlined_variable(false);
    assert_eq!(without.count(DebugOp::DebugInlinedVariable), 0);
    assert_eq!(without.count(DebugOp::DebugValue), 2);

    let with = inlined_variable(true);
    let (_, inlined) = with.only::<view::DebugInlinedVariable>();
    let (variable_id, _) = with.only::<view::DebugLocalVariable>();
    assert_eq!(inlined.variable().word(), variable_id);
    let at = with.get::<view::DebugInlinedAt>(inlined.inlined());
    assert_eq!(with.number(at.line()), 12);
    // DebugValue still names the DebugLocalVariable (spirv-val requires it).
    for (_, value) in with.all::<view::DebugValue>() {
        assert_eq!(value.local_variable().word(), variable_id);
    }
    // One DebugScope: enter_scope does not repeat the block's.
    let (_, scope) = with.only::<view::DebugScope>();
    assert_eq!(scope.inlined_at(), Some(inlined.inlined()));
}

/// `struct Inner { float a, b; }`, `struct Outer { int n; Inner in; float arr[2][3]; float4 v;
/// float3 p; float3 q[2]; }` and `union U { float f; int i; }`, for `part_indexes`.
fn parts_fixture() -> (DiModule, crate::di::TypeId, crate::di::TypeId) {
    let mut di = DiBuilder::new();
    let (file, _) = opencl_unit(&mut di);
    let float = di.basic_type("float", 32, DwAte(gimli::DW_ATE_float.0));
    let int = di.basic_type("int", 32, DwAte(gimli::DW_ATE_signed.0));
    let structure = gimli::DW_TAG_structure_type;
    let inner = di.composite_type(structure, "Inner", None, file, 1, 64, DiFlags(0));
    let a = di.member(inner, "a", file, 1, float, 32, 0);
    let b = di.member(inner, "b", file, 1, float, 32, 32);
    di.set_elements(inner, &[a, b]);
    let arr = di.array_type(float, &[2, 3], false);
    let float4 = di.array_type(float, &[4], true);
    let float3 = di.array_type(float, &[3], true);
    let float3x2 = di.array_type(float3, &[2], false);
    let outer = di.composite_type(structure, "Outer", None, file, 2, 1024, DiFlags(0));
    let members = [
        di.member(outer, "n", file, 3, int, 32, 0),
        di.member(outer, "in", file, 4, inner, 64, 32),
        di.member(outer, "arr", file, 5, arr, 192, 96),
        di.member(outer, "v", file, 6, float4, 128, 384),
        di.member(outer, "p", file, 7, float3, 128, 512),
        di.member(outer, "q", file, 8, float3x2, 256, 640),
    ];
    di.set_elements(outer, &members);
    let union = di.composite_type(gimli::DW_TAG_union_type, "U", None, file, 9, 32, DiFlags(0));
    let f = di.member(union, "f", file, 9, float, 32, 0);
    let i = di.member(union, "i", file, 9, int, 32, 0);
    di.set_elements(union, &[f, i]);
    let mut module = di.finish();
    // LLVM's float3 is 128 bits, padded to 4 components (the builder computes 96).
    for (ty, bits) in [(float3, 128), (float3x2, 256)] {
        if let crate::di::DiNode::CompositeType(c) = &mut module.nodes[ty.0.index()] {
            c.size = bits;
        }
    }
    (module, outer, union)
}

#[test]
fn a_fragment_of_one_member_or_element_has_indexes() {
    use crate::debug::type_queries::part_indexes;
    let (di, outer, union) = parts_fixture();
    let at = |offset, size| part_indexes(&di, Some(outer), offset, size);
    assert_eq!(at(0, 32), Some(vec![0]), "n");
    assert_eq!(at(64, 32), Some(vec![1, 1]), "in.b");
    assert_eq!(at(32, 64), Some(vec![1]), "in");
    assert_eq!(at(256, 32), Some(vec![2, 1, 2]), "arr[1][2]");
    assert_eq!(at(192, 96), Some(vec![2, 1]), "the row arr[1]");
    assert_eq!(at(480, 32), Some(vec![3, 3]), "v.w");
    assert_eq!(at(544, 32), Some(vec![4, 1]), "p.y");
    // Not one part: two members, half a member, the whole variable, past its end.
    assert_eq!(at(0, 64), None);
    assert_eq!(at(32, 16), None);
    assert_eq!(at(0, 1024), None);
    assert_eq!(at(1024, 32), None);
    // q's elements are 3-component vectors LLVM pads to 128 bits; NSDI states 96.
    assert_eq!(at(768, 128), None);
    assert_eq!(at(640, 32), None);
    // A union's members share their bits.
    assert_eq!(part_indexes(&di, Some(union), 0, 32), None);
}
