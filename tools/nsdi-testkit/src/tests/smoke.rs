//! Each fuzz body on mutated seeds and pseudo-random bytes, as CI runs them on stable: no
//! panic, and enough inputs reach every stage.

use std::path::PathBuf;

use rspirv::spirv::Word;

use super::{Rng, bytes_of, compile_file, repo};
use crate::ir_import::ir_import_stage;
use crate::spirv_reader::{ll_files, spirv_reader_stage, words_of};
use crate::{Stage, di_graph, di_graph_module, ir_import, spirv_reader};
use nsdi::nsdi::DebugOp;
use nsdi::roundtrip;

/// The `ir_import` seed corpus: every `.ll` under lit-tests (generated kernels, hand-written
/// NSDI cases, the bad-input cases) and the example.
fn ir_corpus() -> Vec<(PathBuf, Vec<u8>)> {
    let mut paths = ll_files(&repo("lit-tests"));
    paths.push(repo("examples/particles.ll"));
    paths
        .into_iter()
        .map(|p| {
            let bytes = std::fs::read(&p).expect("corpus file is readable");
            (p, bytes)
        })
        .collect()
}

/// SPIR-V seeds: our output for a few inputs in both forward-reference modes, and a
/// glslang module (another producer's NSDI).
fn spirv_seeds() -> Vec<Vec<Word>> {
    let mut seeds = Vec::new();
    for input in [
        "examples/particles.ll",
        "lit-tests/nsdi/Inputs/cycle-class-methods.ll",
        "lit-tests/nsdi/inlined-at-chain.ll",
        "lit-tests/nsdi/type-template-params.ll",
    ] {
        for forward_refs in [false, true] {
            seeds.push(compile_file(&repo(input), forward_refs));
        }
    }
    let glslang = std::fs::read(repo("lit-tests/dump/Inputs/scale.spv")).expect("scale.spv");
    seeds.push(words_of(&glslang));
    seeds
}

/// One structure-aware change to a SPIR-V word stream.
fn mutate_words(rng: &mut Rng, words: &mut Vec<Word>, ids: &[Word]) {
    let n = words.len();
    let at = rng.below(n);
    match rng.below(9) {
        0 => words[at] ^= 1 << rng.below(32),
        1 => words[at] = rng.next() as Word,
        2 => words[at] = rng.below(16) as Word,
        3 => words[at] = ids[rng.below(ids.len())],
        4 => words.truncate(at.max(1)),
        5 => {
            words.remove(at);
        }
        6 => {
            let w = words[at];
            words.insert(at, w);
        }
        // The word count or opcode of an instruction.
        7 => words[at] = (words[at] & 0xffff) | ((rng.below(12) as Word) << 16),
        _ => words[at] = (words[at] & 0xffff_0000) | rng.below(0x1200) as Word,
    }
}

/// `di_graph` on 3000 pseudo-random inputs: every module round-trips with 0 differences
/// (the body asserts it) and every tenth passes spirv-val (the venv's 2025.5: tools/setup.sh).
#[test]
fn di_graph_smoke() {
    let validator = std::fs::read_dir(repo(".venv/lib"))
        .expect("the venv exists (tools/setup.sh)")
        .filter_map(Result::ok)
        .map(|d| d.path().join("site-packages/cmeel.prefix/bin/spirv-val"))
        .find(|p| p.exists())
        .expect("spirv-val in the venv (tools/setup.sh)");
    let dir = std::env::temp_dir().join(format!("nsdi-di-graph-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let mut rng = Rng(0x5eed_0d1a);
    let mut files = Vec::new();
    for i in 0..3000 {
        let len = rng.below(128);
        let data: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
        di_graph(&data);
        if i % 10 == 0 {
            let (words, _) = di_graph_module(&data);
            let path = dir.join(format!("{i}.spv"));
            std::fs::write(&path, bytes_of(&words)).expect("write");
            files.push((path, data));
        }
    }
    for (path, data) in &files {
        let out = std::process::Command::new(&validator)
            .arg(path)
            .output()
            .expect("spirv-val runs");
        assert!(
            out.status.success(),
            "spirv-val rejects the module of input {data:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The decoder reaches what it is for: cycles that need forward references (the
/// extension is declared only then) and function bodies with line tables.
#[test]
fn di_graph_reaches_cycles_and_lines() {
    let mut rng = Rng(0xc1c1e);
    let (mut forward, mut lines) = (0, 0);
    for _ in 0..500 {
        let data: Vec<u8> = (0..96).map(|_| rng.next() as u8).collect();
        let (words, _) = di_graph_module(&data);
        let view = roundtrip::read(&words).expect("reads");
        if view
            .extensions
            .iter()
            .any(|e| e == nsdi::nsdi::FORWARD_REFS_EXTENSION)
        {
            forward += 1;
        }
        if view.nsdi.values().any(|i| i.op == DebugOp::DebugLine) {
            lines += 1;
        }
    }
    assert!(
        forward > 20 && lines > 400,
        "forward refs {forward}, lines {lines}"
    );
}

#[test]
fn spirv_reader_smoke() {
    let seeds = spirv_seeds();
    for seed in &seeds {
        spirv_reader(&bytes_of(seed));
        // Big-endian.
        let swapped: Vec<Word> = seed.iter().map(|w| w.swap_bytes()).collect();
        spirv_reader(&bytes_of(&swapped));
    }
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut read = 0;
    for round in 0..3000 {
        let seed = &seeds[round % seeds.len()];
        let ids: Vec<Word> = (0..64).map(|k| seed[3].saturating_sub(k)).collect();
        let mut words = seed.clone();
        for _ in 0..1 + rng.below(4) {
            if !words.is_empty() {
                mutate_words(&mut rng, &mut words, &ids);
            }
        }
        let mut bytes = bytes_of(&words);
        if round % 7 == 0 {
            bytes.truncate(rng.below(bytes.len() + 1));
        }
        if spirv_reader_stage(&bytes) == Stage::Loaded {
            read += 1;
        }
    }
    // Enough mutants get past the reader to exercise the view, mutations and comparison.
    assert!(read > 400, "{read} of 3000 mutants read");
    // Unstructured bytes, with and without the magic number.
    for round in 0..1000 {
        let len = rng.below(256);
        let mut bytes: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
        if round % 2 == 0 && bytes.len() >= 4 {
            bytes[..4].copy_from_slice(&rspirv::spirv::MAGIC_NUMBER.to_le_bytes());
        }
        spirv_reader(&bytes);
    }
}

const TOKENS: &[&[u8]] = &[
    b"!dbg !0",
    b"distinct ",
    b"!DILocation(line: 0, column: 4294967295, scope: !1)",
    b"!DIBasicType(name: \"int\", size: 0, encoding: DW_ATE_signed)",
    b"!{}",
    b"!{!0, !0}",
    b"ptr addrspace(1)",
    b"<4 x float>",
    b"[0 x i8]",
    b"i128",
    b"i1",
    b"half",
    b"undef",
    b"poison",
    b"zeroinitializer",
    b"-1",
    b"4294967296",
    b"18446744073709551615",
    b"call void @llvm.dbg.value(metadata i32 0, metadata !1, metadata !DIExpression())",
    b"#dbg_value(i32 0, !1, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !2)",
    b"DW_OP_deref, DW_OP_plus_uconst, 4",
    b"unreachable\n",
    b"ret void\n",
    b"\n}\n",
];

/// One text-level change to `.ll` bytes.
fn mutate_text(rng: &mut Rng, text: &mut Vec<u8>) {
    let line_starts: Vec<usize> = std::iter::once(0)
        .chain(
            text.iter()
                .enumerate()
                .filter(|(_, b)| **b == b'\n')
                .map(|(i, _)| i + 1),
        )
        .filter(|&i| i < text.len())
        .collect();
    let line = |rng: &mut Rng| {
        let k = rng.below(line_starts.len());
        let start = line_starts.get(k).copied().unwrap_or(0);
        let end = line_starts.get(k + 1).copied().unwrap_or(text.len());
        start..end
    };
    let at = rng.below(text.len());
    match rng.below(8) {
        0 if !text.is_empty() => text[at] = rng.next() as u8,
        1 if !text.is_empty() => text[at] = b"0123456789!%@,()[]{}<>\"\n "[rng.below(24)],
        2 => {
            let range = line(rng);
            text.drain(range);
        }
        3 => {
            let range = line(rng);
            let copy = text[range.clone()].to_vec();
            text.splice(range.start..range.start, copy);
        }
        4 => text.truncate(at),
        5 => {
            let (a, b) = (line(rng), line(rng));
            if a.end <= b.start {
                let (la, lb) = (text[a.clone()].to_vec(), text[b.clone()].to_vec());
                text.splice(b, la);
                text.splice(a, lb);
            }
        }
        6 => {
            let token = TOKENS[rng.below(TOKENS.len())];
            text.splice(at..at, token.iter().copied());
        }
        _ => {
            // A number in a metadata field or an operand becomes another. Not 2^32-1 for a
            // numbered local (`%4294967295`): LLVM 19's parser reads uninitialised memory on
            // it and crashes at times (docs/TESTING.md).
            if let Some(p) = text[at..].iter().position(u8::is_ascii_digit) {
                let start = at + p;
                let len = text[start..]
                    .iter()
                    .take_while(|b| b.is_ascii_digit())
                    .count();
                let numbered = start > 0 && text[start - 1] == b'%';
                let mut by: &[u8] =
                    [&b"0"[..], b"1", b"65536", b"4294967295", b"99999999999"][rng.below(5)];
                if numbered && by == b"4294967295" {
                    by = b"4294967296";
                }
                text.splice(start..start + len, by.iter().copied());
            }
        }
    }
}

#[test]
fn ir_import_smoke() {
    let corpus = ir_corpus();
    assert!(corpus.len() > 100, "{} corpus files", corpus.len());
    // Every file as it is, then mutations of the smaller ones (most lit inputs are 2-6 KB;
    // particles.ll is 24 KB) to keep the test fast in debug builds.
    for (_, bytes) in &corpus {
        ir_import(bytes);
    }
    let mut stages = [0; 3];
    let small: Vec<&Vec<u8>> = corpus
        .iter()
        .map(|(_, b)| b)
        .filter(|b| b.len() < 8192)
        .collect();
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    for round in 0..2000 {
        let mut text = small[rng.below(small.len())].clone();
        for _ in 0..1 + rng.below(3) {
            mutate_text(&mut rng, &mut text);
        }
        if round % 50 == 0 {
            // Splice two files.
            let other = small[rng.below(small.len())];
            let cut = rng.below(other.len());
            text.extend_from_slice(&other[cut..]);
        }
        stages[ir_import_stage(&text) as usize] += 1;
    }
    // Most mutants are rejected by LLVM's parser or verifier; enough get through to the
    // importer and the backend.
    let [rejected, loaded, compiled] = stages;
    assert!(
        loaded + compiled > 500 && compiled > 400,
        "rejected {rejected}, loaded {loaded}, compiled {compiled}"
    );
}
