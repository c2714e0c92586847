//! The spec lint's mutation tests: for each rule, nsdi's output for a lit input (compiled in
//! process, as `nsdi-llc -g`) has no finding of it, and the same output with exactly that
//! rule broken — one operand, string or instruction changed — has one.

use std::collections::BTreeSet;

use nsdi::ir::{LoadOptions, Module, load_file};
use nsdi::llvm_adapter::source_program;
use nsdi::nsdi::{DebugOp, SET_NAME};
use nsdi::roundtrip::CheckOptions;
use nsdi::roundtrip::lint::{Finding, Rule, lint};

const OP_STRING: u32 = 7;
const OP_EXT_INST_IMPORT: u32 = 11;
const OP_EXT_INST: u32 = 12;
const OP_TYPE_INT: u32 = 21;
const OP_CONSTANT: u32 = 43;
const OP_FUNCTION: u32 = 54;

/// A module as a list of instructions, to change and reassemble.
#[derive(Clone)]
struct Edit {
    header: Vec<u32>,
    insts: Vec<Vec<u32>>,
}

impl Edit {
    fn new(words: &[u32]) -> Edit {
        let mut insts = Vec::new();
        let mut at = 5;
        while at < words.len() {
            let len = (words[at] >> 16) as usize;
            insts.push(words[at..at + len].to_vec());
            at += len;
        }
        Edit {
            header: words[..5].to_vec(),
            insts,
        }
    }

    fn words(&self) -> Vec<u32> {
        let mut out = self.header.clone();
        for i in &self.insts {
            let mut i = i.clone();
            i[0] = ((i.len() as u32) << 16) | (i[0] & 0xffff);
            out.extend(i);
        }
        out
    }

    fn fresh_id(&mut self) -> u32 {
        let id = self.header[3];
        self.header[3] += 1;
        id
    }

    fn opcode(inst: &[u32]) -> u32 {
        inst[0] & 0xffff
    }

    fn set(&self) -> u32 {
        self.insts
            .iter()
            .find(|i| Self::opcode(i) == OP_EXT_INST_IMPORT && decode(&i[2..]) == SET_NAME)
            .map(|i| i[1])
            .expect("the module imports NSDI")
    }

    /// Indexes of the NSDI instructions `op`, in module order.
    fn all(&self, op: DebugOp) -> Vec<usize> {
        let set = self.set();
        (0..self.insts.len())
            .filter(|k| {
                let i = &self.insts[*k];
                Self::opcode(i) == OP_EXT_INST && i[3] == set && i[4] == op.as_u32()
            })
            .collect()
    }

    fn first(&self, op: DebugOp) -> usize {
        self.all(op)[0]
    }

    /// Operand `n` (after the instruction number) of instruction `k`.
    fn operand(&self, k: usize, n: usize) -> u32 {
        self.insts[k][5 + n]
    }

    fn set_operand(&mut self, k: usize, n: usize, id: u32) {
        self.insts[k][5 + n] = id;
    }

    fn result(&self, k: usize) -> u32 {
        self.insts[k][2]
    }

    fn index_of(&self, id: u32) -> usize {
        (0..self.insts.len())
            .find(|k| {
                let i = &self.insts[*k];
                i.len() > 2 && Self::opcode(i) == OP_EXT_INST && i[2] == id
            })
            .expect("the id is an NSDI instruction")
    }

    /// A new `OpString` (after the first one).
    fn string(&mut self, text: &str) -> u32 {
        let id = self.fresh_id();
        let at = self
            .insts
            .iter()
            .position(|i| Self::opcode(i) == OP_STRING)
            .expect("the module has an OpString");
        let mut inst = vec![OP_STRING, id];
        inst.extend(encode(text));
        self.insts.insert(at + 1, inst);
        id
    }

    /// A constant of the integer type of `width` bits holding `value`, made when missing.
    fn constant(&mut self, width: u32, value: u64) -> u32 {
        let ty = self
            .insts
            .iter()
            .find(|i| Self::opcode(i) == OP_TYPE_INT && i[2] == width)
            .map(|i| i[1])
            .expect("the module has the integer type");
        let words: Vec<u32> = if width == 64 {
            vec![value as u32, (value >> 32) as u32]
        } else {
            vec![value as u32]
        };
        if let Some(i) = self
            .insts
            .iter()
            .find(|i| Self::opcode(i) == OP_CONSTANT && i[1] == ty && i[3..] == words[..])
        {
            return i[2];
        }
        let id = self.fresh_id();
        let at = self
            .insts
            .iter()
            .position(|i| Self::opcode(i) == OP_CONSTANT && i[1] == ty)
            .expect("the module has a constant of the type");
        let mut inst = vec![OP_CONSTANT, ty, id];
        inst.extend(words);
        self.insts.insert(at + 1, inst);
        id
    }
}

fn encode(text: &str) -> Vec<u32> {
    use rspirv::binary::Assemble;
    let mut words = Vec::new();
    rspirv::dr::Operand::LiteralString(text.to_owned()).assemble_into(&mut words);
    words
}

fn decode(words: &[u32]) -> String {
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let end = bytes.iter().position(|b| *b == 0).unwrap_or(bytes.len());
    String::from_utf8_lossy(&bytes[..end]).into_owned()
}

/// A lit input (path from the repository root), loaded and compiled as `nsdi-llc -g`.
struct Compiled {
    module: Module,
    words: Vec<u32>,
}

fn compile(relative: &str) -> Compiled {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .nth(2)
        .expect("invariant: this crate is at tools/nsdi-roundtrip");
    let loaded = load_file(&root.join(relative), &LoadOptions::default()).expect("the input loads");
    let module = loaded.module;
    let words = nsdi_testkit::compile_g(&module, false).expect("the input compiles");
    Compiled { module, words }
}

impl Compiled {
    fn findings(&self, words: &[u32]) -> Vec<Finding> {
        let program = source_program(&self.module);
        lint(&self.module.di, &program, words, &CheckOptions::new(true)).expect("readable")
    }

    fn rules(&self, words: &[u32]) -> BTreeSet<Rule> {
        self.findings(words).iter().map(|f| f.rule).collect()
    }

    fn edit(&self) -> Edit {
        Edit::new(&self.words)
    }
}

const PARTICLES: &str = "examples/particles.ll";

#[test]
fn clean_output_has_no_findings() {
    let c = compile(PARTICLES);
    assert_eq!(c.findings(&c.words), []);
}

#[test]
fn source_lines() {
    let c = compile(PARTICLES);
    let mut e = c.edit();
    // Text enough for every line: clean. (Strings first: they move the instructions after.)
    let text = e.string(&"//\n".repeat(200));
    let short = e.string("one\ntwo");
    let source = e.first(DebugOp::DebugSource);
    e.insts[source].truncate(6);
    e.insts[source].push(text);
    assert_eq!(c.rules(&e.words()), BTreeSet::new());
    // A two-line text: every DebugLine past line 2 contradicts it.
    let n = e.insts[source].len() - 1;
    e.insts[source][n] = short;
    let findings = c.findings(&e.words());
    assert!(
        findings.iter().all(|f| f.rule == Rule::SourceLines),
        "{findings:?}"
    );
    assert!(
        findings[0]
            .message
            .contains("past the 2 lines of the text embedded for"),
        "{}",
        findings[0]
    );
}

#[test]
fn build_id_length() {
    let c = compile("lit-tests/nsdi/build-identifier-dwo.ll");
    let mut e = c.edit();
    let long = e.string(&"0123456789abcdef".repeat(2));
    let short = e.string("0123456789abcdef0123456789abcde");
    let other = e.string("0123456789abcdef0123456789abcdeg");
    let b = e.first(DebugOp::DebugBuildIdentifier);
    e.set_operand(b, 0, long);
    assert_eq!(c.findings(&e.words()), []);
    e.set_operand(b, 0, short);
    assert_eq!(c.rules(&e.words()), BTreeSet::from([Rule::BuildIdLength]));
    e.set_operand(b, 0, other);
    assert_eq!(c.rules(&e.words()), BTreeSet::from([Rule::BuildIdLength]));
    // nsdi's own output: 32 digits (issue 15, item 4).
    assert_eq!(c.rules(&c.words), BTreeSet::new());
}

#[test]
fn vector_component() {
    let c = compile(PARTICLES);
    let mut e = c.edit();
    let one = e.constant(32, 1);
    let v = e.first(DebugOp::DebugTypeVector);
    e.set_operand(v, 1, one);
    let findings = c.findings(&e.words());
    assert_eq!(findings.len(), 1, "{findings:?}");
    assert_eq!(findings[0].rule, Rule::VectorComponent);
    assert!(
        findings[0].message.contains("1 components"),
        "{}",
        findings[0]
    );
}

#[test]
fn vector_of_typedef() {
    let c = compile("lit-tests/codegen/integer_builtins-O0.ll");
    // nsdi's output: `uint4` is a DebugTypeVector of the basic type (issue 15, item 1).
    assert_eq!(c.rules(&c.words), BTreeSet::new());
    // Broken as the spec forbids: an array of the typedef `uint` instead.
    let mut e = c.edit();
    let typedef = e.all(DebugOp::DebugTypedef).into_iter().find(|t| {
        let base = e.index_of(e.operand(*t, 1));
        e.insts[base][4] == DebugOp::DebugTypeBasic.as_u32()
    });
    let typedef = e.result(typedef.expect("a typedef of a basic type"));
    let vector = e
        .all(DebugOp::DebugTypeVector)
        .into_iter()
        .find(|v| {
            let base = e.operand(*v, 0);
            e.all(DebugOp::DebugTypedef)
                .iter()
                .any(|t| e.operand(*t, 1) == base && e.result(*t) == typedef)
        })
        .expect("a vector of the typedef's basic type");
    e.insts[vector][4] = DebugOp::DebugTypeArray.as_u32();
    e.set_operand(vector, 0, typedef);
    assert!(
        c.rules(&e.words()).contains(&Rule::VectorOfTypedef),
        "{:?}",
        c.findings(&e.words())
    );
}

#[test]
fn macro_file() {
    let c = compile("lit-tests/nsdi/macro-def-undef.ll");
    // nsdi's output names the file's OpString (issue 15, item 6).
    assert_eq!(c.rules(&c.words), BTreeSet::new());
    let mut e = c.edit();
    let macros = [
        e.all(DebugOp::DebugMacroDef),
        e.all(DebugOp::DebugMacroUndef),
    ]
    .concat();
    let first = e.all(DebugOp::DebugSource)[0];
    let source = e.result(first);
    e.set_operand(macros[0], 0, source);
    let findings = c.findings(&e.words());
    assert_eq!(findings.len(), 1, "{findings:?}");
    assert_eq!(findings[0].rule, Rule::MacroFile);
}

#[test]
fn operation_arity() {
    let c = compile("lit-tests/nsdi/expression-operations.ll");
    let mut e = c.edit();
    // An operation without operands (Deref, StackValue, ...) becomes PlusUconst, which
    // takes one.
    let plus_uconst = e.constant(32, 3);
    let unknown = e.constant(32, 99);
    let op = e
        .all(DebugOp::DebugOperation)
        .into_iter()
        .find(|k| e.insts[*k].len() == 6)
        .expect("an operation without operands");
    e.set_operand(op, 0, plus_uconst);
    let findings = c.findings(&e.words());
    assert_eq!(findings.len(), 1, "{findings:?}");
    assert_eq!(findings[0].rule, Rule::OperationArity);
    assert!(
        findings[0]
            .message
            .contains("PlusUconst takes 1 operands, has 0"),
        "{}",
        findings[0]
    );
    e.set_operand(op, 0, unknown);
    assert_eq!(c.rules(&e.words()), BTreeSet::from([Rule::OperationArity]));
}

#[test]
fn constant_width() {
    let c = compile(PARTICLES);
    let mut e = c.edit();
    let wide = e.constant(64, 48);
    let line = e.first(DebugOp::DebugLine);
    let old = e.operand(line, 1);
    e.set_operand(line, 1, wide);
    e.set_operand(line, 2, wide);
    let findings = c.findings(&e.words());
    assert!(!findings.is_empty());
    assert!(
        findings.iter().all(|f| f.rule == Rule::ConstantWidth),
        "{findings:?}"
    );
    assert!(
        findings[0].message.contains("Line Start"),
        "{}",
        findings[0]
    );
    e.set_operand(line, 1, old);
    e.set_operand(line, 2, old);
    assert_eq!(c.rules(&e.words()), BTreeSet::new());
}

#[test]
fn index_range() {
    let c = compile(PARTICLES);
    let mut e = c.edit();
    // A DebugDeclare of a variable whose type is the struct.
    let composite = e.result(e.first(DebugOp::DebugTypeComposite));
    let declare = e
        .all(DebugOp::DebugDeclare)
        .into_iter()
        .find(|d| {
            let var = e.index_of(e.operand(*d, 0));
            e.operand(var, 1) == composite
        })
        .expect("a DebugDeclare of a struct variable");
    let declare_id = e.result(declare);
    let members = e.insts[e.index_of(composite)].len() - 5 - 9;
    let inside = e.constant(32, members as u64 - 1);
    let past = e.constant(32, members as u64);
    let declare = e.index_of(declare_id);
    e.insts[declare].push(inside);
    assert_eq!(c.rules(&e.words()), BTreeSet::new());
    let n = e.insts[declare].len() - 1;
    e.insts[declare][n] = past;
    let findings = c.findings(&e.words());
    assert_eq!(findings.len(), 1, "{findings:?}");
    assert_eq!(findings[0].rule, Rule::IndexRange);
}

#[test]
fn one_definition() {
    let c = compile(PARTICLES);
    let mut e = c.edit();
    let d = e.first(DebugOp::DebugFunctionDefinition);
    let mut copy = e.insts[d].clone();
    copy[2] = e.fresh_id();
    e.insts.insert(d + 1, copy);
    let findings = c.findings(&e.words());
    assert_eq!(findings.len(), 2, "{findings:?}");
    assert!(findings.iter().all(|f| f.rule == Rule::OneDefinition));
}

#[test]
fn dropped_function() {
    let c = compile(PARTICLES);
    let mut e = c.edit();
    let other = e.string("not_the_linkage_name");
    let f = e.first(DebugOp::DebugFunction);
    e.set_operand(f, 6, other);
    let findings = c.findings(&e.words());
    assert_eq!(findings.len(), 1, "{findings:?}");
    assert_eq!(findings[0].rule, Rule::DroppedFunction);
    assert!(findings[0].node.is_some());
}

#[test]
fn dropped_variable_and_use() {
    let c = compile(PARTICLES);
    // One DebugDeclare removed: the use is missing.
    let mut e = c.edit();
    let declare = e.first(DebugOp::DebugDeclare);
    let variable = e.operand(declare, 0);
    e.insts.remove(declare);
    assert_eq!(c.rules(&e.words()), BTreeSet::from([Rule::DroppedUse]));
    // The variable removed with every use of it: the variable is missing too.
    let uses: Vec<usize> = [e.all(DebugOp::DebugDeclare), e.all(DebugOp::DebugValue)]
        .concat()
        .into_iter()
        .filter(|k| e.operand(*k, 0) == variable)
        .collect();
    for k in uses.into_iter().rev() {
        e.insts.remove(k);
    }
    let v = e.index_of(variable);
    e.insts.remove(v);
    let findings = c.findings(&e.words());
    let rules: BTreeSet<Rule> = findings.iter().map(|f| f.rule).collect();
    assert_eq!(
        rules,
        BTreeSet::from([Rule::DroppedVariable, Rule::DroppedUse]),
        "{findings:?}"
    );
}

#[test]
fn dropped_lines() {
    let c = compile(PARTICLES);
    let mut e = c.edit();
    let set = e.set();
    // Every DebugLine of the first function body becomes a DebugNoLine.
    let start = e
        .insts
        .iter()
        .position(|i| Edit::opcode(i) == OP_FUNCTION)
        .expect("a function");
    let end = (start + 1..e.insts.len())
        .find(|k| Edit::opcode(&e.insts[*k]) == OP_FUNCTION)
        .unwrap_or(e.insts.len());
    for k in start..end {
        let i = &mut e.insts[k];
        if Edit::opcode(i) == OP_EXT_INST && i[3] == set && i[4] == DebugOp::DebugLine.as_u32() {
            i[4] = DebugOp::DebugNoLine.as_u32();
            i.truncate(5);
        }
    }
    let findings = c.findings(&e.words());
    assert_eq!(findings.len(), 1, "{findings:?}");
    assert_eq!(findings[0].rule, Rule::DroppedLines);
}

#[test]
fn every_rule_has_a_mutation_test() {
    // The rules the tests above break, one test each (dropped-variable and dropped-use share).
    let tested = [
        Rule::SourceLines,
        Rule::BuildIdLength,
        Rule::VectorComponent,
        Rule::VectorOfTypedef,
        Rule::MacroFile,
        Rule::OperationArity,
        Rule::ConstantWidth,
        Rule::IndexRange,
        Rule::OneDefinition,
        Rule::DroppedFunction,
        Rule::DroppedVariable,
        Rule::DroppedUse,
        Rule::DroppedLines,
    ];
    assert_eq!(tested, Rule::ALL);
    for r in Rule::ALL {
        assert_eq!(Rule::from_id(r.id()), Some(r));
    }
}
