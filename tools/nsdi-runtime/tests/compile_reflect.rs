//! `compile` and the reflection from decorations, for our compiler and glslang (no device).

use nsdi_runtime::{
    CompileError, CompileInfo, DebugInfo, Language, ResourceKind, Source, TargetEnv, compile,
};

const SCALE_CL: &str = "\
__kernel void scale(__global const float *src, __global float *dst, float k, float c) {
  size_t i = get_global_id(0);
  dst[i] = src[i] * k + c;
}
";

/// The same kernel in GLSL: two storage buffers at 0.0 and 0.1, a push-constant block {k, c}.
const SCALE_GLSL: &str = "\
#version 450
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) buffer Src { float src[]; };
layout(set = 0, binding = 1) buffer Dst { float dst[]; };
layout(push_constant) uniform Args { float k; float c; } args;
void main() {
  uint i = gl_GlobalInvocationID.x;
  dst[i] = src[i] * args.k + args.c;
}
";

fn text(language: Language, name: &str, text: &str) -> CompileInfo {
    CompileInfo {
        language,
        source: Source::Text {
            name: name.into(),
            text: text.into(),
        },
        target_env: TargetEnv::Vulkan1_2,
        debug_info: DebugInfo::Full,
        ..CompileInfo::default()
    }
}

#[test]
fn ours_and_glslangs_reflection_agree_on_kind_set_binding_and_stride() {
    let ours = compile(&text(Language::OpenClC, "scale.cl", SCALE_CL)).expect("OpenCL C compiles");
    let theirs = compile(&text(Language::Glsl, "scale.comp", SCALE_GLSL)).expect("GLSL compiles");
    let shape = |r: &nsdi_runtime::Reflection| {
        r.bindings
            .iter()
            .map(|b| {
                (
                    b.kind,
                    b.set,
                    b.binding,
                    b.element_stride,
                    b.block_size,
                    b.array_size,
                )
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(
        shape(&ours.reflection),
        vec![
            (ResourceKind::StorageBuffer, 0, 0, 4, 0, 1),
            (ResourceKind::StorageBuffer, 0, 1, 4, 0, 1)
        ]
    );
    assert_eq!(shape(&ours.reflection), shape(&theirs.reflection));
    // Push constants: the same members at the same offsets, 8 bytes.
    let members = |r: &nsdi_runtime::Reflection| {
        let pc = r.push_constants.as_ref().expect("a push-constant block");
        pc.members
            .iter()
            .map(|m| (m.name.clone(), m.offset, m.size, m.type_name.clone()))
            .collect::<Vec<_>>()
    };
    assert_eq!(members(&ours.reflection), members(&theirs.reflection));
    assert_eq!(ours.reflection.push_constant_size, 8);
    assert_eq!(theirs.reflection.push_constant_size, 8);
    // Names: ours names the variables; glslang's blocks are anonymous, the block type names.
    let names: Vec<_> = ours
        .reflection
        .bindings
        .iter()
        .map(|b| b.name.as_str())
        .collect();
    assert_eq!(names, ["src", "dst"]);
    let names: Vec<_> = theirs
        .reflection
        .bindings
        .iter()
        .map(|b| b.name.as_str())
        .collect();
    assert_eq!(names, ["Src", "Dst"]);
    // Workgroup size: ours specializable (SpecId 0-2, default 1), glslang's fixed.
    let ours_wg = ours.reflection.workgroup_size.expect("a workgroup size");
    assert_eq!(ours_wg.spec_ids, [Some(0), Some(1), Some(2)]);
    assert_eq!(ours_wg.size, [1, 1, 1]);
    let theirs_wg = theirs.reflection.workgroup_size.expect("a workgroup size");
    assert!(theirs_wg.is_fixed());
    assert_eq!(theirs_wg.size, [64, 1, 1]);
}

#[test]
fn a_glslang_readonly_buffer_is_reflected_read_only() {
    let src = SCALE_GLSL.replace("binding = 0) buffer", "binding = 0) readonly buffer");
    let r = compile(&text(Language::Glsl, "scale.comp", &src)).expect("compiles");
    let ro: Vec<_> = r.reflection.bindings.iter().map(|b| b.readonly).collect();
    assert_eq!(ro, [true, false]);
}

#[test]
fn our_constant_pointer_is_reflected_read_only() {
    let src = "__kernel void k(__constant int *table, __global int *out) {\n\
               out[get_global_id(0)] = table[get_global_id(0)];\n}\n";
    let r = compile(&text(Language::OpenClC, "k.cl", src)).expect("compiles");
    let ro: Vec<_> = r
        .reflection
        .bindings
        .iter()
        .map(|b| (b.name.as_str(), b.readonly))
        .collect();
    assert_eq!(ro, [("table", true), ("out", false)]);
}

/// `__global const T*` that the kernel does not write through is NonWritable, so read-only.
#[test]
fn our_global_const_pointer_is_reflected_read_only() {
    let r = compile(&text(Language::OpenClC, "scale.cl", SCALE_CL)).expect("compiles");
    let ro: Vec<_> = r.reflection.bindings.iter().map(|b| b.readonly).collect();
    assert_eq!(ro, [true, false]);
}

#[test]
fn a_specialization_constant_workgroup_size_from_glslang() {
    let src = SCALE_GLSL.replace(
        "layout(local_size_x = 64) in;",
        "layout(local_size_x_id = 7, local_size_y = 2) in;",
    );
    let r = compile(&text(Language::Glsl, "scale.comp", &src)).expect("compiles");
    let wg = r.reflection.workgroup_size.expect("a workgroup size");
    assert_eq!(wg.spec_ids, [Some(7), None, None]);
    assert_eq!(wg.size, [1, 2, 1]);
}

#[test]
fn uniform_buffers_and_images_are_reflected_with_their_kind() {
    let src = "\
#version 450
layout(local_size_x = 8) in;
layout(set = 1, binding = 3) uniform Params { vec4 scale; uint n; } params;
layout(set = 0, binding = 2, rgba8) uniform writeonly image2D img;
layout(set = 0, binding = 0) buffer Out { uint head; float data[]; } o;
void main() {
  o.data[gl_GlobalInvocationID.x] = params.scale.x * float(params.n + o.head);
  imageStore(img, ivec2(0), vec4(1.0));
}
";
    let r = compile(&text(Language::Glsl, "mixed.comp", src)).expect("compiles");
    let got: Vec<_> = r
        .reflection
        .bindings
        .iter()
        .map(|b| {
            (
                b.kind,
                b.set,
                b.binding,
                b.readonly,
                b.block_size,
                b.element_stride,
            )
        })
        .collect();
    assert_eq!(
        got,
        vec![
            (ResourceKind::StorageBuffer, 0, 0, false, 4, 4),
            (ResourceKind::StorageImage, 0, 2, false, 0, 0),
            (ResourceKind::UniformBuffer, 1, 3, true, 20, 0),
        ]
    );
}

#[test]
fn a_compiler_error_names_the_users_file_and_returns_nothing() {
    let bad = "__kernel void k(__global int *o) { o[0] = undeclared; }\n";
    let e = compile(&text(Language::OpenClC, "mine.cl", bad)).expect_err("does not compile");
    let CompileError::Compiler(log) = &e else {
        panic!("a compiler error, got {e:?}");
    };
    assert!(log.contains("mine.cl:1:"), "{log}");
    assert!(log.contains("undeclared"), "{log}");
    assert!(!log.contains("nsdi-runtime-"), "no scratch path: {log}");

    let e = compile(&text(
        Language::Glsl,
        "mine.comp",
        "#version 450\nvoid main() { x = 1; }\n",
    ))
    .expect_err("does not compile");
    assert!(matches!(e, CompileError::Compiler(_)), "{e:?}");
    assert!(e.to_string().contains("mine.comp:2:"), "{e}");
}

#[test]
fn a_missing_entry_point_is_an_error_that_lists_the_ones_there() {
    let mut info = text(Language::OpenClC, "scale.cl", SCALE_CL);
    info.entry_point = Some("saxpy".into());
    let e = compile(&info).expect_err("no such entry point");
    assert_eq!(
        e,
        CompileError::EntryPoint("no entry point 'saxpy' in the module (it has 'scale')".into())
    );
    let two = format!("{SCALE_CL}__kernel void other(__global int *o) {{ o[0] = 1; }}\n");
    let e = compile(&text(Language::OpenClC, "two.cl", &two)).expect_err("two entry points");
    assert_eq!(
        e.to_string(),
        "the module has 2 entry points ('scale', 'other'): name one"
    );
    let mut named = text(Language::OpenClC, "two.cl", &two);
    named.entry_point = Some("other".into());
    assert_eq!(
        compile(&named).expect("named").reflection.entry_point,
        "other"
    );
}

#[test]
fn the_hosts_push_constant_size_must_match_the_block() {
    let mut info = text(Language::OpenClC, "scale.cl", SCALE_CL);
    info.push_constant_size = 12;
    let e = compile(&info).expect_err("8 bytes, not 12");
    assert_eq!(
        e.to_string(),
        "the push-constant block of 'scale' is 8 bytes, the host expects 12"
    );
    info.push_constant_size = 8;
    compile(&info).expect("8 matches");
}

#[test]
fn spirv_input_is_checked_and_reflected() {
    let info = CompileInfo {
        language: Language::Spirv,
        source: Source::Binary(vec![1, 2, 3]),
        ..CompileInfo::default()
    };
    assert_eq!(
        compile(&info).expect_err("3 bytes").to_string(),
        "not a SPIR-V module (3 bytes, not a non-zero multiple of 4)"
    );
    let glsl = compile(&text(Language::Glsl, "scale.comp", SCALE_GLSL)).expect("compiles");
    let again = compile(&CompileInfo {
        language: Language::Spirv,
        source: Source::Binary(glsl.spirv_bytes()),
        ..CompileInfo::default()
    })
    .expect("ready SPIR-V");
    assert_eq!(again.reflection, glsl.reflection);
    assert_eq!(again.spirv, glsl.spirv);
}

#[test]
fn a_text_source_records_no_scratch_path() {
    let r = compile(&text(Language::OpenClC, "scale.cl", SCALE_CL)).expect("compiles");
    let bytes = r.spirv_bytes();
    let haystack = String::from_utf8_lossy(&bytes);
    assert!(
        !haystack.contains("nsdi-runtime-"),
        "a scratch path in the module"
    );
    assert!(
        haystack.contains("scale.cl"),
        "the source's name is recorded"
    );
}

/// Bad input never panics: every truncation of a module, and every word with a bit flipped in
/// its opcode or word count, is reflected or refused with an error.
#[test]
fn reflection_of_damaged_modules_returns_errors_not_panics() {
    let glsl = compile(&text(Language::Glsl, "scale.comp", SCALE_GLSL)).expect("compiles");
    let words = glsl.spirv;
    let mut refused = 0;
    for n in 0..words.len() {
        refused += usize::from(nsdi_runtime::reflect_module(&words[..n]).is_err());
    }
    // A module cut before its entry point's instructions cannot be reflected.
    assert!(refused >= 5, "{refused}");
    for at in 5..words.len() {
        for bit in [0u32, 16, 20] {
            let mut damaged = words.clone();
            damaged[at] ^= 1 << bit;
            let _ = nsdi_runtime::reflect_module(&damaged);
        }
    }
}

/// A struct local the optimizer splits and an inlined helper that takes it by value
/// (lit-tests/renderdoc/Inputs/ir/struct_sroa.cl).
const STRUCT_SROA_CL: &str = "\
struct Blend { float w; float v; int i; };
float mix_blend(struct Blend b) { return b.w * b.v + (float)b.i; }
kernel void struct_sroa(global float *out, global const float *in, float w) {
  int i = get_global_id(0);
  struct Blend b = {w, in[i], i};
  out[i] = mix_blend(b);
}
";

#[test]
fn with_debug_info_split_structs_keep_their_fragments_in_both_flavours() {
    // The two-step compile (docs/RUNTIME.md): clang's address-space idiom is gone from the
    // records, so SROA writes one fragment per member, for the kernel's b and the helper's.
    let mut info = text(Language::OpenClC, "struct_sroa.cl", STRUCT_SROA_CL);
    info.keep_llvm_ir = true;
    let result = compile(&info).expect("compiles");
    let ir = String::from_utf8(result.llvm_ir.expect("kept")).expect("text IR");
    assert_eq!(ir.matches("DW_OP_LLVM_fragment").count(), 6, "{ir}");
    assert!(!ir.contains("DW_OP_xderef"), "{ir}");
    // The Kernel flavour compiles in the same two steps (lit-tests/vulkan/two-step-kernel.test).
    info.target_env = TargetEnv::OpenCl;
    let result = compile(&info).expect("compiles");
    let ir = String::from_utf8(result.llvm_ir.expect("kept")).expect("text IR");
    assert_eq!(ir.matches("DW_OP_LLVM_fragment").count(), 6, "{ir}");
    assert!(!ir.contains("DW_OP_xderef"), "{ir}");
    // At -O0 nothing is split: one clang step, the idiom on every variable.
    info.optimize = 0;
    let result = compile(&info).expect("compiles");
    let ir = String::from_utf8(result.llvm_ir.expect("kept")).expect("text IR");
    assert!(ir.contains("DW_OP_xderef"), "{ir}");
    assert!(!ir.contains("DW_OP_LLVM_fragment"), "{ir}");
}
