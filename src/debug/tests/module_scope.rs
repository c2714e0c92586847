//! Module scope: DebugCompilationUnit and its language, DebugSource with embedded text (and
//! DebugSourceContinued past one instruction's limit), DebugGlobalVariable bound to an
//! `OpVariable` or not, and DebugEntryPoint.

use crate::debug::COMPILER_SIGNATURE;
use crate::di::{DiBuilder, DiFlags, DwAte, DwLang};
use crate::nsdi::{DebugOp, MAX_STRING_BYTES, NSDI_VERSION, flags, language, view};

use super::{COMMAND_LINE, SOURCE_TEXT, Scenario, opencl_unit};

#[test]
fn compile_unit_and_source_with_text() {
    let mut di = DiBuilder::new();
    let (_, unit) = opencl_unit(&mut di);
    let void_fn = di.subroutine_type(None, &[]);
    // A function in another file, absolute: the directory is not prefixed.
    let absolute = di.file("/abs/util.cl", "/src", Some("void util() {}\n"));
    let util = di.function(unit, "util", absolute, 1, void_fn, DiFlags(0));
    let di = di.finish();
    let emitted = Scenario::new(&di).function(util).run(|body| {
        body.begin_block(None);
    });

    assert!(emitted.extensions().contains(&"SPV_KHR_non_semantic_info"));
    let (_, cu) = emitted.only::<view::DebugCompilationUnit>();
    assert_eq!(emitted.number(cu.version()), u64::from(NSDI_VERSION));
    assert_eq!(emitted.number(cu.dwarf_version()), 5);
    assert_eq!(emitted.number(cu.language()), u64::from(language::OPENCL_C));
    let source = emitted.get::<view::DebugSource>(cu.source());
    assert_eq!(emitted.string(source.file()), "/src/k.cl");
    assert_eq!(source.text().map(|t| emitted.string(t)), Some(SOURCE_TEXT));

    let files: Vec<(&str, Option<&str>)> = emitted
        .all::<view::DebugSource>()
        .iter()
        .map(|(_, s)| {
            (
                emitted.string(s.file()),
                s.text().map(|t| emitted.string(t)),
            )
        })
        .collect();
    assert_eq!(
        files,
        [
            ("/abs/util.cl", Some("void util() {}\n")),
            ("/src/k.cl", Some(SOURCE_TEXT)),
        ]
    );
    assert_eq!(emitted.count(DebugOp::DebugSourceContinued), 0);
    assert!(emitted.remarks.is_empty(), "{:?}", emitted.remarks);
}

#[test]
fn languages_map_to_spirv_source_languages() {
    let cases = [
        (gimli::DW_LANG_C11, language::OPENCL_C),
        (gimli::DW_LANG_C_plus_plus_14, language::CPP_FOR_OPENCL),
        (gimli::DW_LANG_Rust, language::RUST),
        (gimli::DW_LANG_Zig, language::ZIG),
        (gimli::DW_LANG_Fortran90, language::UNKNOWN),
    ];
    for (dw_lang, expected) in cases {
        let mut di = DiBuilder::new();
        let file = di.file("k.cl", "/src", Some(SOURCE_TEXT));
        di.compile_unit(DwLang(dw_lang.0), file, "clang 19");
        let di = di.finish();
        let emitted = Scenario::new(&di).run(|_| {});

        let (_, cu) = emitted.only::<view::DebugCompilationUnit>();
        assert_eq!(
            emitted.number(cu.language()),
            u64::from(expected),
            "{dw_lang}"
        );
        let remarks: &[String] = if expected == language::UNKNOWN {
            &[format!(
                "source language {dw_lang} has no SPIR-V SourceLanguage; DebugCompilationUnit says Unknown"
            )]
        } else {
            &[]
        };
        assert_eq!(emitted.remarks, remarks, "{dw_lang}");
    }
}

#[test]
fn long_source_text_continues() {
    // Past one OpString's limit, with a multi-byte character across the cut.
    let mut text = "a".repeat(MAX_STRING_BYTES - 1);
    text.push('é');
    text.push_str(&"b".repeat(99));
    let mut di = DiBuilder::new();
    let file = di.file("long.cl", "/src", Some(&text));
    di.compile_unit(DwLang(gimli::DW_LANG_OpenCL.0), file, "clang 19");
    let di = di.finish();
    let emitted = Scenario::new(&di).run(|_| {});

    let (source_id, source) = emitted.only::<view::DebugSource>();
    let (continued_id, continued) = emitted.only::<view::DebugSourceContinued>();
    let first = emitted.string(source.text().expect("the text's first piece"));
    let rest = emitted.string(continued.text());
    assert_eq!(
        first.len(),
        MAX_STRING_BYTES - 1,
        "the cut is before the 'é'"
    );
    assert_eq!(format!("{first}{rest}"), text);
    // The continuation follows its DebugSource.
    let order: Vec<u32> = emitted.instructions().iter().map(|i| i.result).collect();
    let at = |id: u32| order.iter().position(|&r| r == id).expect("written");
    assert_eq!(at(continued_id), at(source_id) + 1);
}

#[test]
fn global_variables_bound_and_unbound() {
    let mut di = DiBuilder::new();
    let (file, unit) = opencl_unit(&mut di);
    let float = di.basic_type("float", 32, DwAte(gimli::DW_ATE_float.0));
    let result = di.global_variable(unit, "RESULT", file, 1, float);
    di.global_variable(unit, "unused", file, 2, float);
    let di = di.finish();
    let emitted = Scenario::new(&di).bind_global(result).run(|_| {});

    let (float_id, _) = emitted.only::<view::DebugTypeBasic>();
    let (unit_id, _) = emitted.only::<view::DebugCompilationUnit>();
    let (none_id, _) = emitted.only::<view::DebugInfoNone>();
    let globals = emitted.all::<view::DebugGlobalVariable>();
    assert_eq!(globals.len(), 2);
    for ((_, global), (name, line, variable)) in globals
        .iter()
        .zip([("RESULT", 1, emitted.global), ("unused", 2, none_id)])
    {
        assert_eq!(emitted.string(global.name()), name);
        assert_eq!(global.ty().word(), float_id, "{name}");
        let source = emitted.get::<view::DebugSource>(global.source());
        assert_eq!(emitted.string(source.file()), "/src/k.cl");
        assert_eq!(emitted.number(global.line()), line, "{name}");
        assert_eq!(emitted.number(global.column()), 0, "{name}");
        assert_eq!(global.parent().word(), unit_id, "{name}");
        assert_eq!(emitted.string(global.linkage_name()), name);
        assert_eq!(global.variable().word(), variable, "{name}");
        assert_eq!(
            emitted.number(global.flags()),
            u64::from(flags::IS_DEFINITION),
            "{name}"
        );
        assert_eq!(global.static_member_declaration(), None, "{name}");
    }
}

#[test]
fn entry_point_names_function_unit_and_command_line() {
    let mut di = DiBuilder::new();
    let (file, unit) = opencl_unit(&mut di);
    let void_fn = di.subroutine_type(None, &[]);
    let main = di.function(unit, "main", file, 1, void_fn, DiFlags(0));
    let di = di.finish();
    let emitted = Scenario::new(&di)
        .function(main)
        .entry_point(main)
        .run(|body| {
            body.begin_block(None);
        });

    let (function_id, _) = emitted.only::<view::DebugFunction>();
    let (unit_id, _) = emitted.only::<view::DebugCompilationUnit>();
    let (_, entry) = emitted.only::<view::DebugEntryPoint>();
    assert_eq!(entry.entry_point().word(), function_id);
    assert_eq!(entry.compilation_unit().word(), unit_id);
    assert_eq!(
        emitted.string(entry.compiler_signature()),
        COMPILER_SIGNATURE
    );
    assert_eq!(emitted.string(entry.command_line_arguments()), COMMAND_LINE);
    // Entry points are module-scope, written last there.
    let mut module_scope = emitted.instructions().iter().filter(|i| !i.in_function);
    let last = module_scope.next_back().expect("module-scope instructions");
    assert_eq!(last.op, DebugOp::DebugEntryPoint);
}
