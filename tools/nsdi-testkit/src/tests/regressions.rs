//! Inputs the fuzzers found, kept as tests, and the determinism test.

use std::path::PathBuf;

use rspirv::spirv::Word;

use super::{bytes_of, compile_file, repo};
use crate::{compile_g, ir_import, spirv_reader};
use nsdi::nsdi::DebugOp;
use nsdi::roundtrip;

/// The NSDI instructions of `words`: (word index, operand count, instruction, result id).
fn nsdi_instructions(words: &[Word]) -> Vec<(usize, usize, DebugOp, Word)> {
    let mut set = None;
    let mut out = Vec::new();
    let mut at = 5;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        let opcode = words[at] & 0xffff;
        if opcode == 11 {
            let name: Vec<u8> = bytes_of(&words[at + 2..at + count]);
            if name.starts_with(nsdi::nsdi::SET_NAME.as_bytes()) {
                set = Some(words[at + 1]);
            }
        }
        if (opcode == 12 || opcode == 4433) && Some(words[at + 3]) == set {
            let op = DebugOp::from_u32(words[at + 4]).expect("a known instruction");
            out.push((at, count - 5, op, words[at + 2]));
        }
        at += count;
    }
    out
}

/// Inputs the fuzzers found (docs/TESTING.md, "Fuzzing"), each with the error it must give.
#[test]
fn fuzz_regressions() {
    const MODULE_FLAG_IS_A_CU: &str = r#"
define spir_kernel void @k() !dbg !5 {
  ret void, !dbg !8
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!0, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.cl", directory: ".")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 2, column: 1, scope: !5)
"#;
    // ir_import: LLVM's parser aborted the process on both (report_fatal_error in its
    // debug-info upgrade, which verifies modules with "Debug Info Version" 3).
    let cases = [
        (
            MODULE_FLAG_IS_A_CU.to_owned(),
            "invalid module: incorrect number of operands in module flag",
        ),
        (
            MODULE_FLAG_IS_A_CU.replace(
                "  ret void, !dbg !8",
                "  %b = add i32 %a, 1, !dbg !8\n  %a = add i32 %b, 1, !dbg !8\n  ret void, !dbg !8",
            )
            .replace("!{!0, !3}", "!{!3}"),
            "invalid module: Instruction does not dominate all uses!",
        ),
    ];
    for (text, expected) in &cases {
        ir_import(text.as_bytes());
        match nsdi::ir::load_memory(text.as_bytes(), "t.ll", &Default::default()) {
            Err(e) => assert_eq!(e.to_string(), *expected),
            Ok(_) => panic!("loaded, expected {expected}"),
        }
    }
}

/// Found by ir_import when the import ran beside LLVM's verifier: a `dbg.value` naming a DIFile
/// as its variable, with no location, becomes a record LLVM's verifier crashes on (contained)
/// and LLVM's printer crashes on. The import, which prints the record in its diagnostic, must
/// never see it: the verifier's crash is reported.
#[test]
fn verifier_crash_on_a_record_is_reported() {
    const DBG_VALUE_OF_A_FILE: &str = r#"
define spir_func i32 @f(i32 %a) !dbg !5 {
entry:
  %v = add i32 %a, 1, !dbg !8
  call void @llvm.dbg.value(metadata i32 0, metadata !1, metadata !DIExpression())
  ret i32 %v
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.cl", directory: ".")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 3, column: 7, scope: !5)
"#;
    ir_import(DBG_VALUE_OF_A_FILE.as_bytes());
    match nsdi::ir::load_memory(DBG_VALUE_OF_A_FILE.as_bytes(), "t.ll", &Default::default()) {
        Err(e) => assert_eq!(e.to_string(), "LLVM's verifier crashed on this module"),
        Ok(_) => panic!("loaded, expected the verifier's crash"),
    }
}

/// Binaries the round-trip comparison indexed past an operand list on (the spirv_reader
/// fuzzer found the first; the second is the same mistake elsewhere, reached by comparing
/// against the binary's own source), checked against their own module: differences, no
/// panic.
#[test]
fn roundtrip_regressions() {
    let check = |input: &str, edit: &dyn Fn(&mut Vec<Word>)| {
        let loaded = nsdi::ir::load_file(&repo(input), &Default::default()).expect("loads");
        let mut words = compile_g(&loaded.module, false).expect("compiles");
        edit(&mut words);
        spirv_reader(&bytes_of(&words));
        let full = roundtrip::CheckOptions::new(true);
        let report =
            nsdi::llvm_adapter::check_module(&loaded.module, &words, &full).expect("reads");
        assert!(
            !report.differences.is_empty(),
            "{input}: the edit went unnoticed"
        );
    };
    // A DebugExpression whose first operation is an instruction without operands.
    check("lit-tests/nsdi/expression-operations.ll", &|words| {
        let insts = nsdi_instructions(words);
        let empty = insts
            .iter()
            .find(|i| i.1 == 0)
            .expect("one without operands")
            .3;
        let expression = insts
            .iter()
            .find(|i| i.2 == DebugOp::DebugExpression && i.1 > 0)
            .expect("a non-empty DebugExpression");
        words[expression.0 + 5] = empty;
    });
    // A DebugTypeEnum whose last enumerator has a value and no name.
    check("lit-tests/nsdi/type-enum.ll", &|words| {
        let insts = nsdi_instructions(words);
        let (at, count, ..) = *insts
            .iter()
            .find(|i| i.2 == DebugOp::DebugTypeEnum && i.1 > 8)
            .expect("a DebugTypeEnum with enumerators");
        words.remove(at + 5 + count - 1);
        words[at] -= 1 << 16;
    });
}

/// Type graphs that double at every level: rendering them for the comparison was exponential
/// (the spirv_reader fuzzer ran out of memory on one); both sides now stop after a fixed
/// number of types. From valid IR (a function type whose two parameters point back at it)
/// and from a binary whose DebugTypeFunction names itself as both parameters.
#[test]
fn type_rendering_is_bounded() {
    let input = repo("lit-tests/roundtrip/function-type-cycle-fanout.ll");
    let loaded = nsdi::ir::load_file(&input, &Default::default()).expect("loads");
    let mut words = compile_g(&loaded.module, false).expect("compiles");
    let full = roundtrip::CheckOptions::new(true);
    let report = nsdi::llvm_adapter::check_module(&loaded.module, &words, &full).expect("reads");
    assert_eq!(report.lines(), Vec::<String>::new());
    let insts = nsdi_instructions(&words);
    let (at, count, _, id) = *insts
        .iter()
        .find(|i| i.2 == DebugOp::DebugTypeFunction && i.1 == 4)
        .expect("DebugTypeFunction with two parameters");
    assert_eq!(count, 4);
    words[at + 5 + 2] = id;
    words[at + 5 + 3] = id;
    spirv_reader(&bytes_of(&words));
    assert!(nsdi::llvm_adapter::check_module(&loaded.module, &words, &full).is_ok());
}

/// `nsdi-llc -g` on several lit inputs, sequentially twice and from several threads at once
/// in one process (each load has its own LLVM context): byte-identical output.
#[test]
fn compile_is_deterministic_across_threads() {
    let inputs: Vec<PathBuf> = [
        "lit-tests/codegen/atomics_global_local-O0.ll",
        "lit-tests/codegen/classes_methods-O2.ll",
        "lit-tests/codegen/program_globals-O0.ll",
        "lit-tests/codegen/template_vectors-O2.ll",
        "lit-tests/codegen/switch_dense_sparse-O2.ll",
        "lit-tests/nsdi/Inputs/cycle-class-methods.ll",
    ]
    .iter()
    .map(|p| repo(p))
    .collect();
    let all = |rotate: usize| -> Vec<Vec<Word>> {
        let mut out = vec![Vec::new(); inputs.len()];
        for k in 0..inputs.len() {
            let i = (k + rotate) % inputs.len();
            out[i] = compile_file(&inputs[i], i % 2 == 1);
        }
        out
    };
    let first = all(0);
    assert_eq!(all(0), first, "two sequential runs differ");
    let threads: Vec<Vec<Vec<Word>>> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..4)
            .map(|t| {
                std::thread::Builder::new()
                    .stack_size(64 << 20)
                    .spawn_scoped(s, move || all(t))
                    .expect("thread")
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().expect("no panic"))
            .collect()
    });
    for (t, outputs) in threads.iter().enumerate() {
        for (i, words) in outputs.iter().enumerate() {
            assert!(
                *words == first[i],
                "thread {t}: {} differs from the sequential output",
                inputs[i].display()
            );
        }
    }
}

/// The di_graph fuzzer's finding (this session): nested arrays whose sizes multiply past
/// 64 bits panicked in `DiBuilder::array_type` (overflow in a debug build); the size is now 0
/// (unknown) and the graph goes through the emitter and the round trip like any other.
#[test]
fn array_size_overflow_is_unknown_size() {
    let input: &[u8] = &[
        0x0a, 0x2a, 0x31, 0xff, 0xff, 0xff, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f,
        0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f,
        0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f,
        0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f,
        0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f,
        0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5a, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x5f,
        0x5f, 0x5f, 0x5f, 0x5f, 0x5f, 0x76, 0x32, 0x5f, 0x5f, 0x5f, 0x5f, 0xff, 0x85, 0x70, 0x30,
    ];
    crate::di_graph(input);
    let mut b = nsdi::di::DiBuilder::new();
    let int = b.basic_type("int", 32, nsdi::di::DwAte(gimli::DW_ATE_signed.0));
    let huge = b.array_type(int, &[u64::MAX / 2, 4], false);
    match b.module().node(huge.0) {
        nsdi::di::DiNode::CompositeType(c) => assert_eq!(c.size, 0),
        other => panic!("not an array: {other:?}"),
    }
}
