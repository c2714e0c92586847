//! The Vulkan lowering's pieces on small LLVM modules: structured control flow (`cfg.rs`) on the
//! CFG the structurizer leaves, OpenCL C layout and its explicit-layout decorations
//! (`layout.rs`), GEPs as access chains (`memory.rs`) and the reflection JSON (`reflect.rs`).
//! Modules are loaded from `.ll` text as `--target-env=vulkan1.3` loads them (structurized) and
//! compiled without a debug handler, so rspirv's loader reads the output (no module-scope
//! `OpExtInst`); with the `validate` feature every output is validated too.

use std::collections::BTreeMap;

use rspirv::dr::{self, Operand};
use rspirv::spirv::{Decoration, Op, Word};

use super::cfg;
use super::layout::{field_offsets, size_align};
use crate::backend::{AsmPrinter, Flavour, VulkanEnv};
use crate::ir::{LoadOptions, Module, Structurize, Type, TypeRef, load_memory};

/// What clang-19 writes for `-target spir64`.
const HEADER: &str = "target datalayout = \"e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-\
    v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1\"\n\
    target triple = \"spir64-unknown-unknown\"\n";

/// A struct of every layout rule: a char, a float at 4, a `float3` aligned to 16 (and 16
/// bytes large), a `short[3]` at 32 and an int at 40; 48 bytes, aligned to 16.
const STRUCT_S: &str = "%struct.S = type { i8, float, <3 x float>, [3 x i16], i32 }\n";

/// `body` after the spir64 header, loaded as the Vulkan flavour loads (structurized).
fn load(body: &str) -> Module {
    load_with(body, Structurize::Always)
}

fn load_with(body: &str, structurize: Structurize) -> Module {
    let text = format!("{HEADER}{body}");
    let options = LoadOptions {
        structurize,
        ..LoadOptions::default()
    };
    load_memory(text.as_bytes(), "test.ll", &options)
        .expect("the test module loads")
        .module
}

/// The words and reflection JSON of `m` compiled for Vulkan 1.3, validated when the
/// `validate` feature is on.
fn compile(m: &Module) -> (Vec<Word>, String) {
    let printer = AsmPrinter::with_flavour(m, Flavour::VulkanCompute(VulkanEnv::Vulkan1_3));
    let (spv, reflection) = printer.emit_with_reflection().expect("the module lowers");
    let words = spv.try_assemble().expect("the module assembles");
    #[cfg(feature = "validate")]
    crate::roundtrip::validate::validate(
        &words,
        crate::roundtrip::validate::Environment::Vulkan1_3,
    )
    .expect("the module validates for vulkan1.3");
    (words, reflection.to_json())
}

/// The IR type named `%name`.
fn named_type(m: &Module, name: &str) -> TypeRef {
    let at = m
        .types
        .iter()
        .position(|t| matches!(t, Type::Struct { name: Some(n), .. } if n == name))
        .expect("the module has the struct");
    TypeRef(at as u32)
}

// cfg.rs: merge blocks and loops.

/// A function's loops as (header, latch, merge, body) and its selection merges as
/// (block, merge), by block name.
#[derive(Debug, PartialEq)]
struct Named {
    loops: Vec<(String, String, String, Vec<String>)>,
    merges: Vec<(String, String)>,
}

fn structure(m: &Module) -> (Named, cfg::Structure) {
    let f = &m.functions[0];
    let s = cfg::analyze(f).expect("the control flow is structured");
    let name = |b: &usize| f.blocks[*b].name.clone();
    let named = Named {
        loops: s
            .loops
            .iter()
            .map(|(h, l)| {
                let body = l.body.iter().map(name).collect();
                (name(h), name(&l.latch), name(&l.merge), body)
            })
            .collect(),
        merges: s
            .selection_merge
            .iter()
            .map(|(b, m)| (name(b), name(m)))
            .collect(),
    };
    (named, s)
}

fn names(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(a, b)| ((*a).to_owned(), (*b).to_owned()))
        .collect()
}

#[test]
fn an_if_else_merges_where_its_paths_meet() {
    let m = load(
        r#"
define spir_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %then, label %else
then:
  store i32 1, ptr addrspace(1) %out, align 4
  br label %join
else:
  store i32 2, ptr addrspace(1) %out, align 4
  br label %join
join:
  ret void
}
"#,
    );
    let blocks: Vec<&str> = m.functions[0]
        .blocks
        .iter()
        .map(|b| b.name.as_str())
        .collect();
    // structurizecfg makes the diamond two nested selections: `entry` runs `else` or skips to
    // `Flow`, which runs `then` or goes on to `join`.
    assert_eq!(blocks, ["entry", "Flow", "then", "else", "join"]);
    let (named, s) = structure(&m);
    assert_eq!(
        named,
        Named {
            loops: vec![],
            merges: names(&[("entry", "Flow"), ("Flow", "join")]),
        }
    );
    assert!(s.dominates(0, 4), "entry dominates join");
    assert!(!s.dominates(2, 4), "then does not dominate join");
    compile(&m);
}

#[test]
fn a_loop_with_a_break_has_one_header_and_one_merge() {
    let m = load(
        r#"
define spir_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %next, %latch ]
  %done = icmp sge i32 %i, %n
  br i1 %done, label %exit, label %body
body:
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  %v = load i32, ptr addrspace(1) %p, align 4
  %negative = icmp slt i32 %v, 0
  br i1 %negative, label %exit, label %latch
latch:
  store i32 %i, ptr addrspace(1) %p, align 4
  %next = add i32 %i, 1
  br label %header
exit:
  ret void
}
"#,
    );
    let (named, _) = structure(&m);
    // The break and the loop's own exit meet in `Flow` (the back edge's block after
    // structurizing), whose one exit is `exit`; the break's selection in `body` merges at
    // `Flow1`. The header's branch leaves the loop: no selection merge of its own.
    let body = ["header", "body", "Flow", "latch", "Flow1"].map(str::to_owned);
    assert_eq!(
        named,
        Named {
            loops: vec![(
                "header".to_owned(),
                "Flow".to_owned(),
                "exit".to_owned(),
                body.to_vec()
            )],
            merges: names(&[("body", "Flow1")]),
        }
    );
    compile(&m);
}

#[test]
fn a_switch_becomes_nested_selections_each_with_its_merge() {
    let m = load(
        r#"
define spir_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  switch i32 %n, label %other [
    i32 0, label %zero
    i32 1, label %one
  ]
zero:
  store i32 10, ptr addrspace(1) %out, align 4
  br label %done
one:
  store i32 11, ptr addrspace(1) %out, align 4
  br label %done
other:
  store i32 12, ptr addrspace(1) %out, align 4
  br label %done
done:
  ret void
}
"#,
    );
    let (named, _) = structure(&m);
    // lower-switch makes a binary search (`NodeBlock`, `LeafBlock`s), structurizecfg its
    // `Flow` blocks; every conditional branch merges at the block where its two paths meet.
    assert_eq!(
        named,
        Named {
            loops: vec![],
            merges: names(&[
                ("NodeBlock", "Flow"),
                ("LeafBlock1", "Flow3"),
                ("Flow5", "done"),
                ("Flow", "Flow4"),
                ("Flow4", "Flow5"),
            ]),
        }
    );
    compile(&m);
}

#[test]
fn a_loop_with_two_back_edges_is_refused() {
    // Not structurized: two latches, `other` and `again`, branch back to `h` (the natural
    // loop of the first has one exit, so the second back edge is what is refused).
    let m = load_with(
        r#"
define spir_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  br label %h
h:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %again, label %exit
other:
  br label %h
again:
  %d = icmp sgt i32 %n, 1
  br i1 %d, label %h, label %other
exit:
  ret void
}
"#,
        Structurize::Never,
    );
    let error = cfg::analyze(&m.functions[0]).expect_err("two back edges are not structured");
    assert_eq!(
        error.to_string(),
        "unsupported loop with several back edges (block %h): not structured"
    );
}

// layout.rs: OpenCL C sizes and offsets, and the laid-out twin with its decorations.

#[test]
fn struct_offsets_follow_opencl_c() {
    let m = load(&format!(
        "{STRUCT_S}{}",
        r#"
define spir_kernel void @k(ptr addrspace(1) %s) {
entry:
  %f = getelementptr inbounds %struct.S, ptr addrspace(1) %s, i64 0, i32 1
  store float 1.0, ptr addrspace(1) %f, align 4
  ret void
}
"#
    ));
    let s = named_type(&m, "struct.S");
    let Type::Struct { fields, packed, .. } = m.ty(s).clone() else {
        panic!("struct.S is a struct");
    };
    assert_eq!(
        field_offsets(&m, &fields, packed).expect("laid out"),
        [0, 4, 16, 32, 40]
    );
    assert_eq!(size_align(&m, s).expect("laid out"), (48, 16));
    // A 3-element vector takes 4 elements' room; an array its elements'.
    assert_eq!(size_align(&m, fields[2]).expect("laid out"), (16, 16));
    assert_eq!(size_align(&m, fields[3]).expect("laid out"), (6, 2));
}

#[test]
fn a_packed_struct_has_no_padding() {
    let m = load(
        r#"
%struct.P = type <{ i8, i32, i16 }>
define spir_kernel void @k(ptr addrspace(1) %p) {
entry:
  %n = getelementptr inbounds %struct.P, ptr addrspace(1) %p, i64 0, i32 1
  store i32 1, ptr addrspace(1) %n, align 1
  ret void
}
"#,
    );
    let p = named_type(&m, "struct.P");
    let Type::Struct { fields, packed, .. } = m.ty(p).clone() else {
        panic!("struct.P is a struct");
    };
    assert!(packed);
    assert_eq!(
        field_offsets(&m, &fields, packed).expect("laid out"),
        [0, 1, 5]
    );
    assert_eq!(size_align(&m, p).expect("laid out"), (7, 1));
}

#[test]
fn a_packed_struct_is_refused_in_a_buffer_and_undecorated_in_private_memory() {
    // Issue 27: `CPacked` is Kernel-only. In a buffer a member off its alignment has no Vulkan
    // layout; in Function storage a type has no layout, so the decoration is simply dropped.
    let buffer = load(
        r#"
%struct.P = type <{ i8, i32, i16 }>
define spir_kernel void @k(ptr addrspace(1) %p) {
entry:
  %n = getelementptr inbounds %struct.P, ptr addrspace(1) %p, i64 0, i32 1
  store i32 1, ptr addrspace(1) %n, align 1
  ret void
}
"#,
    );
    let printer = AsmPrinter::with_flavour(&buffer, Flavour::VulkanCompute(VulkanEnv::Vulkan1_3));
    let Err(error) = printer.emit_with_reflection() else {
        panic!("a misaligned member is refused");
    };
    let error = error.to_string();
    assert!(
        error.starts_with(
            "unsupported packed struct '%struct.P' in a buffer: member 1 ('i32') is at byte \
             offset 1, not a multiple of its 4-byte alignment"
        ),
        "{error}"
    );
    let private = load(
        r#"
%struct.P = type <{ <2 x float>, float }>
define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %r = alloca %struct.P, align 1
  %w = getelementptr inbounds %struct.P, ptr %r, i64 0, i32 1
  store float 1.0, ptr %w, align 1
  %v = load float, ptr %w, align 1
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}
"#,
    );
    let (words, _) = compile(&private);
    let out = Output::read(&words);
    assert!(
        !out.0
            .annotations
            .iter()
            .any(|i| i.operands.get(1) == Some(&Operand::Decoration(Decoration::CPacked))),
        "no CPacked in a Vulkan module"
    );
}

/// The output, read with rspirv (it has no module-scope `OpExtInst`).
struct Output(dr::Module);

impl Output {
    fn read(words: &[Word]) -> Self {
        Output(dr::load_words(words).expect("rspirv reads the module"))
    }

    /// Ids with `OpName name`, in order.
    fn named(&self, name: &str) -> Vec<Word> {
        self.0
            .debug_names
            .iter()
            .filter(|i| i.class.opcode == Op::Name)
            .filter(|i| matches!(&i.operands[1], Operand::LiteralString(s) if s == name))
            .map(|i| i.operands[0].unwrap_id_ref())
            .collect()
    }

    /// `(member, offset)` of each `OpMemberDecorate id N Offset O`.
    fn member_offsets(&self, id: Word) -> Vec<(u32, u32)> {
        self.0
            .annotations
            .iter()
            .filter(|i| i.class.opcode == Op::MemberDecorate)
            .filter(|i| i.operands[0].unwrap_id_ref() == id)
            .filter(|i| i.operands[2] == Operand::Decoration(Decoration::Offset))
            .map(|i| {
                (
                    i.operands[1].unwrap_literal_bit32(),
                    i.operands[3].unwrap_literal_bit32(),
                )
            })
            .collect()
    }

    /// The `ArrayStride` of `id`, if decorated.
    fn array_stride(&self, id: Word) -> Option<u32> {
        self.0
            .annotations
            .iter()
            .filter(|i| i.class.opcode == Op::Decorate && i.operands[0].unwrap_id_ref() == id)
            .find(|i| i.operands[1] == Operand::Decoration(Decoration::ArrayStride))
            .map(|i| i.operands[2].unwrap_literal_bit32())
    }

    /// The instruction defining `id` among types, constants and variables.
    fn global(&self, id: Word) -> &dr::Instruction {
        self.0
            .types_global_values
            .iter()
            .find(|i| i.result_id == Some(id))
            .expect("a module-scope definition")
    }

    /// The value of the integer `OpConstant` `id`.
    fn constant(&self, id: Word) -> u64 {
        let c = self.global(id);
        assert_eq!(c.class.opcode, Op::Constant);
        match c.operands[0] {
            Operand::LiteralBit32(v) => u64::from(v),
            Operand::LiteralBit64(v) => v,
            ref other => panic!("an integer constant, not {other:?}"),
        }
    }

    /// Every `OpAccessChain` of the module's one function: its base's name and its indices
    /// (constants by value).
    fn access_chains(&self) -> Vec<(String, Vec<u64>)> {
        let f = &self.0.functions[0];
        f.blocks
            .iter()
            .flat_map(|b| &b.instructions)
            .filter(|i| i.class.opcode == Op::AccessChain)
            .map(|i| {
                let base = i.operands[0].unwrap_id_ref();
                let base = self
                    .0
                    .debug_names
                    .iter()
                    .find(|n| n.operands[0] == Operand::IdRef(base))
                    .map(|n| n.operands[1].unwrap_literal_string().to_owned())
                    .unwrap_or_default();
                let indices = i.operands[1..]
                    .iter()
                    .map(|o| self.constant(o.unwrap_id_ref()))
                    .collect();
                (base, indices)
            })
            .collect()
    }
}

#[test]
fn a_buffer_struct_carries_its_offsets_and_strides() {
    let m = load(&format!(
        "{STRUCT_S}{}",
        r#"
define spir_kernel void @k(ptr addrspace(1) %s) {
entry:
  %f = getelementptr inbounds %struct.S, ptr addrspace(1) %s, i64 2, i32 4
  store i32 7, ptr addrspace(1) %f, align 4
  ret void
}
"#
    ));
    let (words, _) = compile(&m);
    let out = Output::read(&words);
    // Two `struct.S`: the plain one (for Function and Private storage, where Vulkan forbids
    // the decorations) and its laid-out twin for the buffer.
    let twins = out.named("struct.S");
    assert_eq!(twins.len(), 2, "{twins:?}");
    let (plain, laid_out) = (twins[0], twins[1]);
    assert_eq!(out.member_offsets(plain), []);
    assert_eq!(
        out.member_offsets(laid_out),
        [(0, 0), (1, 4), (2, 16), (3, 32), (4, 40)]
    );
    // Member 3, the `short[3]`, has a stride of 2; the plain array none.
    let array_of = |s: Word| out.global(s).operands[3].unwrap_id_ref();
    assert_eq!(out.array_stride(array_of(laid_out)), Some(2));
    assert_eq!(out.array_stride(array_of(plain)), None);
    // The buffer: a Block struct of a runtime array of the twin, 48 bytes apart.
    let buffer = out.named("s.buffer")[0];
    let runtime = out.global(buffer).operands[0].unwrap_id_ref();
    assert_eq!(out.global(runtime).class.opcode, Op::TypeRuntimeArray);
    assert_eq!(out.global(runtime).operands[0].unwrap_id_ref(), laid_out);
    assert_eq!(out.array_stride(runtime), Some(48));
    assert_eq!(out.member_offsets(buffer), [(0, 0)]);
}

// memory.rs: GEPs as access chains.

#[test]
fn a_struct_member_gep_is_one_access_chain() {
    let m = load(&format!(
        "{STRUCT_S}{}",
        r#"
define spir_kernel void @k(ptr addrspace(1) %s) {
entry:
  %f = getelementptr inbounds %struct.S, ptr addrspace(1) %s, i64 2, i32 4
  store i32 7, ptr addrspace(1) %f, align 4
  ret void
}
"#
    ));
    let (words, _) = compile(&m);
    // The buffer's runtime array (member 0), element 2, member 4.
    assert_eq!(
        Output::read(&words).access_chains(),
        [("s".to_owned(), vec![0, 2, 4])]
    );
}

#[test]
fn a_byte_offset_gep_finds_its_member() {
    // clang at -O2 writes constant offsets as `getelementptr i8`: 4 bytes into a
    // `struct.S` is its float member. The typed GEP first makes `struct.S` the element type.
    let m = load(&format!(
        "{STRUCT_S}{}",
        r#"
define spir_kernel void @k(ptr addrspace(1) %s) {
entry:
  %a = getelementptr inbounds %struct.S, ptr addrspace(1) %s, i64 0, i32 3, i64 2
  store i16 3, ptr addrspace(1) %a, align 2
  %f = getelementptr inbounds i8, ptr addrspace(1) %s, i64 4
  store float 2.0, ptr addrspace(1) %f, align 4
  ret void
}
"#
    ));
    let (words, _) = compile(&m);
    assert_eq!(
        Output::read(&words).access_chains(),
        [
            ("s".to_owned(), vec![0, 0, 3, 2]),
            ("s".to_owned(), vec![0, 0, 1])
        ]
    );
}

#[test]
fn a_byte_offset_past_the_element_moves_the_array_index() {
    // Issue 27: clang -O2 writes `s[1].f` as 52 bytes from `s`; the typed GEP makes the buffer
    // an array of 48-byte `struct.S`, so that is member 1 of element 1 (and `s + 88`, the
    // int of element 1; `&s[2]` - 44 bytes, member 1 of element 1).
    let m = load(&format!(
        "{STRUCT_S}{}",
        r#"
define spir_kernel void @k(ptr addrspace(1) %s) {
entry:
  %e = getelementptr inbounds %struct.S, ptr addrspace(1) %s, i64 3, i32 1
  store float 1.0, ptr addrspace(1) %e, align 4
  %f = getelementptr inbounds i8, ptr addrspace(1) %s, i64 52
  store float 2.0, ptr addrspace(1) %f, align 4
  %n = getelementptr inbounds i8, ptr addrspace(1) %s, i64 88
  store i32 5, ptr addrspace(1) %n, align 4
  %s2 = getelementptr inbounds %struct.S, ptr addrspace(1) %s, i64 2
  %back = getelementptr inbounds i8, ptr addrspace(1) %s2, i64 -44
  store float 3.0, ptr addrspace(1) %back, align 4
  ret void
}
"#
    ));
    let (words, _) = compile(&m);
    assert_eq!(
        Output::read(&words).access_chains(),
        [
            ("s".to_owned(), vec![0, 3, 1]),
            ("s".to_owned(), vec![0, 1, 1]),
            ("s".to_owned(), vec![0, 1, 4]),
            ("s".to_owned(), vec![0, 1, 1]),
        ]
    );
}

#[test]
fn a_float_member_of_an_int_typed_buffer_is_loaded_as_int_and_bitcast() {
    // Issue 27: `{ int w; float c; }` at -O2 with constant indices only: the first access (an
    // i32 load) makes the buffer an int array; `p->c` (byte 4) and `p[1].c` (byte 12) are
    // ints 1 and 3, bitcast to float.
    let m = load(
        r#"
define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(2) %p) {
entry:
  %w = load i32, ptr addrspace(2) %p, align 4
  %c = getelementptr inbounds i8, ptr addrspace(2) %p, i64 4
  %x = load float, ptr addrspace(2) %c, align 4
  %c1 = getelementptr inbounds i8, ptr addrspace(2) %p, i64 12
  %y = load float, ptr addrspace(2) %c1, align 4
  %s = fadd float %x, %y
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}
"#,
    );
    let (words, _) = compile(&m);
    let out = Output::read(&words);
    assert_eq!(
        out.access_chains()[..3],
        [
            ("p".to_owned(), vec![0, 0]),
            ("p".to_owned(), vec![0, 1]),
            ("p".to_owned(), vec![0, 3]),
        ]
    );
    let bitcasts = out.0.functions[0]
        .blocks
        .iter()
        .flat_map(|b| &b.instructions)
        .filter(|i| i.class.opcode == Op::Bitcast)
        .count();
    assert_eq!(bitcasts, 2);
}

#[test]
fn a_constant_expression_gep_indexes_its_global() {
    // Issue 27: clang -O0 indexes a `constant` table by a constant in the load's operand.
    let m = load(
        r#"
@g = addrspace(2) constant [3 x float] [float 1.0, float 2.0, float 3.0], align 4
define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %x = load float, ptr addrspace(2) getelementptr inbounds ([3 x float], ptr addrspace(2) @g, i64 0, i64 2), align 4
  store float %x, ptr addrspace(1) %out, align 4
  ret void
}
"#,
    );
    let (words, _) = compile(&m);
    assert_eq!(
        Output::read(&words).access_chains(),
        [("g".to_owned(), vec![2]), ("out".to_owned(), vec![0, 0])]
    );
}

/// The opcodes of the module's one function, in order.
fn function_opcodes(words: &[Word]) -> Vec<Op> {
    Output::read(words).0.functions[0]
        .blocks
        .iter()
        .flat_map(|b| &b.instructions)
        .map(|i| i.class.opcode)
        .collect()
}

#[test]
fn a_compare_of_distinct_buffers_folds_and_one_buffer_compares_its_indices() {
    // Issue 27: loop versioning's overlap check `a_start < b_end && b_start < a_end` between
    // two buffers is false (they never alias); within one buffer the indices are compared.
    let m = load(
        r#"
define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, i64 %i, i64 %j) {
entry:
  %a0 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i
  %a1 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %j
  %b0 = getelementptr inbounds float, ptr addrspace(1) %b, i64 %i
  %b1 = getelementptr inbounds float, ptr addrspace(1) %b, i64 %j
  %bound0 = icmp ult ptr addrspace(1) %a0, %b1
  %bound1 = icmp ult ptr addrspace(1) %b0, %a1
  %conflict = and i1 %bound0, %bound1
  %same = icmp ult ptr addrspace(1) %a0, %a1
  %both = or i1 %conflict, %same
  %v = select i1 %both, float 1.0, float 2.0
  store float %v, ptr addrspace(1) %a, align 4
  ret void
}
"#,
    );
    let (words, _) = compile(&m);
    let out = Output::read(&words);
    let f = &out.0.functions[0];
    let copies: Vec<Word> = f
        .blocks
        .iter()
        .flat_map(|b| &b.instructions)
        .filter(|i| i.class.opcode == Op::CopyObject)
        .map(|i| i.operands[0].unwrap_id_ref())
        .collect();
    // bound0 (a before b, by the order of the variables) and bound1 are constants of
    // opposite values: their conjunction is false whichever order the buffers take.
    let constant = |id: Word| out.global(id).class.opcode;
    assert_eq!(copies.len(), 3, "{copies:?}");
    let mut folded = [constant(copies[0]), constant(copies[1])];
    folded.sort_by_key(|op| *op as u32);
    assert_eq!(folded, [Op::ConstantTrue, Op::ConstantFalse]);
    // %same: %i < %j as signed indices, an unsigned compare with the sign bits flipped.
    let ops = function_opcodes(&words);
    let at = ops
        .iter()
        .position(|op| *op == Op::ULessThan)
        .expect("the indices are compared");
    assert_eq!(ops[at - 2..at], [Op::BitwiseXor, Op::BitwiseXor]);
}

// reflect.rs: the resources of each entry point.

#[test]
fn reflection_lists_a_buffer_a_local_array_and_push_constants() {
    let m = load(
        r#"
define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(3) %scratch, float %scale, i32 %n) {
entry:
  %v = load float, ptr addrspace(3) %scratch, align 4
  %w = fmul float %v, %scale
  %p = getelementptr inbounds float, ptr addrspace(1) %out, i32 %n
  store float %w, ptr addrspace(1) %p, align 4
  ret void
}
"#,
    );
    let (words, json) = compile(&m);
    let args = [
        r#"{"name": "out", "kind": "buffer", "set": 0, "binding": 0, "element_type": "float", "element_size": 4, "readonly": false}"#,
        r#"{"name": "scratch", "kind": "workgroup", "spec_constant": 3, "default_count": 1, "element_type": "float", "element_size": 4}"#,
        r#"{"name": "scale", "kind": "push_constant", "offset": 0, "type": "float", "size": 4}"#,
        r#"{"name": "n", "kind": "push_constant", "offset": 4, "type": "i32", "size": 4}"#,
    ];
    let expected = format!(
        "{{\"entry_points\": [\n  {{\"name\": \"k\", \"args\": [{}], \"push_constant_size\": 8, \
         \"workgroup_size\": {{\"spec_constants\": [0, 1, 2], \"default\": [1, 1, 1]}}}}\n]}}\n",
        args.join(", ")
    );
    assert_eq!(json, expected);
    // The module says the same: the push-constant block's offsets, the local array's SpecId.
    let out = Output::read(&words);
    let block = out.named("k.args")[0];
    assert_eq!(out.member_offsets(block), [(0, 0), (1, 4)]);
    let count = out.named("scratch.count")[0];
    let spec_id = out.0.annotations.iter().find(|i| {
        i.operands[0] == Operand::IdRef(count)
            && i.operands[1] == Operand::Decoration(Decoration::SpecId)
    });
    assert_eq!(
        spec_id.map(|i| i.operands[2].unwrap_literal_bit32()),
        Some(3)
    );
}

#[test]
fn reflection_of_a_constant_buffer_and_a_fixed_work_group_size() {
    let m = load(
        r#"
define spir_kernel void @k(ptr addrspace(2) %table, ptr addrspace(1) %out) !reqd_work_group_size !0 {
entry:
  %v = load i32, ptr addrspace(2) %table, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
!0 = !{i32 8, i32 4, i32 1}
"#,
    );
    let (_, json) = compile(&m);
    let args = [
        r#"{"name": "table", "kind": "buffer", "set": 0, "binding": 0, "element_type": "i32", "element_size": 4, "readonly": true}"#,
        r#"{"name": "out", "kind": "buffer", "set": 0, "binding": 1, "element_type": "i32", "element_size": 4, "readonly": false}"#,
    ];
    let expected = format!(
        "{{\"entry_points\": [\n  {{\"name\": \"k\", \"args\": [{}], \"push_constant_size\": 0, \
         \"workgroup_size\": {{\"fixed\": [8, 4, 1]}}}}\n]}}\n",
        args.join(", ")
    );
    assert_eq!(json, expected);
}

#[test]
fn an_if_without_else_merges_at_its_join() {
    let m = load(
        r#"
define spir_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %then, label %join
then:
  store i32 1, ptr addrspace(1) %out, align 4
  br label %join
join:
  ret void
}
"#,
    );
    let (_, s) = structure(&m);
    let expected: BTreeMap<usize, usize> = [(0, 2)].into_iter().collect();
    assert_eq!(s.selection_merge, expected);
    assert!(s.loops.is_empty());
}

// calls.rs: the vector loads and stores of halves.

#[test]
fn vstore_half_rounds_by_decoration_and_vload_half_widens() {
    // vload_half2(i, in) + vstore_half_rtz(x, i, out) + vstore_half(x, i, out): `half *`
    // arguments no instruction types.
    let m = load(
        r#"
define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i64 %i) {
entry:
  %g = addrspacecast ptr addrspace(1) %in to ptr addrspace(4)
  %v = call <2 x float> @_Z11vload_half2mPU3AS4KDh(i64 %i, ptr addrspace(4) %g)
  %x = extractelement <2 x float> %v, i64 1
  %o = addrspacecast ptr addrspace(1) %out to ptr addrspace(4)
  call void @_Z15vstore_half_rtzfmPU3AS4Dh(float %x, i64 %i, ptr addrspace(4) %o)
  call void @_Z11vstore_halffmPU3AS4Dh(float %x, i64 %i, ptr addrspace(4) %o)
  ret void
}
declare <2 x float> @_Z11vload_half2mPU3AS4KDh(i64, ptr addrspace(4))
declare void @_Z15vstore_half_rtzfmPU3AS4Dh(float, i64, ptr addrspace(4))
declare void @_Z11vstore_halffmPU3AS4Dh(float, i64, ptr addrspace(4))
"#,
    );
    let (words, json) = compile(&m);
    assert!(json.contains(r#""name": "out", "kind": "buffer", "set": 0, "binding": 0, "element_type": "half", "element_size": 2"#), "{json}");
    assert!(json.contains(r#""name": "in", "kind": "buffer", "set": 0, "binding": 1, "element_type": "half", "element_size": 2"#), "{json}");
    let module = dr::load_words(&words).expect("rspirv reads the module");
    let capabilities: Vec<_> = module
        .capabilities
        .iter()
        .map(|c| c.operands[0].unwrap_capability())
        .collect();
    assert!(capabilities.contains(&rspirv::spirv::Capability::StorageBuffer16BitAccess));
    assert!(capabilities.contains(&rspirv::spirv::Capability::Float16));
    // Two loads widened, two stores narrowed with RTZ then RTE.
    let body: Vec<&dr::Instruction> = module.functions[0]
        .blocks
        .iter()
        .flat_map(|b| b.instructions.iter())
        .collect();
    let converts: Vec<Word> = body
        .iter()
        .filter(|i| i.class.opcode == Op::FConvert)
        .filter_map(|i| i.result_id)
        .collect();
    assert_eq!(converts.len(), 4);
    let rounding = |id: Word| {
        module.annotations.iter().find_map(|a| {
            (a.operands[0] == Operand::IdRef(id)
                && a.operands[1] == Operand::Decoration(Decoration::FPRoundingMode))
            .then(|| a.operands[2].clone())
        })
    };
    assert_eq!(rounding(converts[0]), None);
    assert_eq!(rounding(converts[1]), None);
    assert_eq!(
        rounding(converts[2]),
        Some(Operand::FPRoundingMode(rspirv::spirv::FPRoundingMode::RTZ))
    );
    assert_eq!(
        rounding(converts[3]),
        Some(Operand::FPRoundingMode(rspirv::spirv::FPRoundingMode::RTE))
    );
    // Each decorated conversion is stored as it is (the only use Vulkan allows).
    for id in &converts[2..] {
        assert!(
            body.iter()
                .any(|i| i.class.opcode == Op::Store && i.operands[1] == Operand::IdRef(*id))
        );
    }
}
