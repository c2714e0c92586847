//! Functions: DebugFunction's fields and its DebugTypeFunction, DebugFunctionDefinition first in
//! the entry block naming the `OpFunction`, and no function-scope output for a function without
//! a subprogram.

use crate::di::{DiBuilder, DiFlags, DwAte};
use crate::nsdi::{flags, view};

use super::{Scenario, opencl_unit};

#[test]
fn function_fields_and_type() {
    let mut di = DiBuilder::new();
    let (file, unit) = opencl_unit(&mut di);
    let float = di.basic_type("float", 32, DwAte(gimli::DW_ATE_float.0));
    let float_of_float = di.subroutine_type(Some(float), &[float]);
    let scale = di.function(
        unit,
        "scale",
        file,
        3,
        float_of_float,
        DiFlags(DiFlags::PROTOTYPED),
    );
    di.set_linkage_name(scale, "_Z5scalef");
    let di = di.finish();
    let emitted = Scenario::new(&di).function(scale).run(|body| {
        body.begin_block(None);
    });

    let (float_id, _) = emitted.only::<view::DebugTypeBasic>();
    let (unit_id, _) = emitted.only::<view::DebugCompilationUnit>();
    let (_, function) = emitted.only::<view::DebugFunction>();
    assert_eq!(emitted.string(function.name()), "scale");
    let source = emitted.get::<view::DebugSource>(function.source());
    assert_eq!(emitted.string(source.file()), "/src/k.cl");
    assert_eq!(emitted.number(function.line()), 3);
    assert_eq!(emitted.number(function.column()), 0);
    assert_eq!(function.parent().word(), unit_id);
    assert_eq!(emitted.string(function.linkage_name()), "_Z5scalef");
    assert_eq!(
        emitted.number(function.flags()),
        u64::from(flags::PROTOTYPED | flags::IS_DEFINITION)
    );
    assert_eq!(emitted.number(function.scope_line()), 3);
    assert_eq!(function.declaration(), None);

    let ty = emitted.get::<view::DebugTypeFunction>(function.ty());
    assert_eq!(emitted.number(ty.flags()), u64::from(flags::NONE));
    assert_eq!(ty.return_type().word(), float_id);
    let parameters: Vec<u32> = ty.parameter_types().iter().map(|t| t.word()).collect();
    assert_eq!(parameters, [float_id]);
    assert!(emitted.remarks.is_empty(), "{:?}", emitted.remarks);
}

#[test]
fn definition_first_in_the_entry_block_names_the_op_function() {
    let mut di = DiBuilder::new();
    let (file, unit) = opencl_unit(&mut di);
    let void_fn = di.subroutine_type(None, &[]);
    let main = di.function(unit, "main", file, 1, void_fn, DiFlags(0));
    let di = di.finish();
    let emitted = Scenario::new(&di).function(main).run(|body| {
        body.begin_block(None);
    });

    assert_eq!(
        emitted.blocks(),
        [[
            "Variable",
            "DebugFunctionDefinition",
            "DebugScope",
            "Return"
        ]]
    );
    let (function_id, _) = emitted.only::<view::DebugFunction>();
    let (_, definition) = emitted.only::<view::DebugFunctionDefinition>();
    assert_eq!(definition.function().word(), function_id);
    assert_eq!(definition.definition().word(), emitted.function);
    // A block with no located instruction is in the function's scope.
    let (_, scope) = emitted.only::<view::DebugScope>();
    assert_eq!(scope.scope().word(), function_id);
    assert_eq!(scope.inlined_at(), None);

    // `void` returns the module's OpTypeVoid and takes nothing.
    let (_, function) = emitted.only::<view::DebugFunction>();
    let ty = emitted.get::<view::DebugTypeFunction>(function.ty());
    assert_eq!(ty.return_type().word(), emitted.void_type());
    assert!(ty.parameter_types().is_empty());
    assert_eq!(
        emitted.number(function.flags()),
        u64::from(flags::IS_DEFINITION)
    );
}

#[test]
fn function_without_subprogram_writes_nothing_in_its_body() {
    let mut di = DiBuilder::new();
    let (file, unit) = opencl_unit(&mut di);
    let void_fn = di.subroutine_type(None, &[]);
    let main = di.function(unit, "main", file, 1, void_fn, DiFlags(0));
    let at = di.location(2, 3, main.into(), None);
    let di = di.finish();
    let emitted = Scenario::new(&di).run(|body| {
        body.begin_block(Some(at));
        body.enter_scope(at);
        body.set_location(Some(at));
        body.code();
        body.set_location(None);
        body.code();
    });

    assert_eq!(emitted.blocks(), [["Variable", "Load", "Load", "Return"]]);
    assert!(emitted.in_function().is_empty());
    assert_eq!(emitted.count(crate::nsdi::DebugOp::DebugFunction), 0);
}
