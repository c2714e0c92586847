//! Load, launch and the usage contract on a real Vulkan device (lavapipe in CI): the
//! `dst[i] = src[i] * k + c` workflow in OpenCL C and GLSL, and every contract violation with
//! its message.

use nsdi_runtime::{
    BindingRef, CompileInfo, CompileResult, DebugInfo, Device, DeviceOptions, Error, Language,
    LoadOptions, Source, TargetEnv, Usage, compile,
};

const SCALE_CL: &str = "\
__kernel void scale(__global const float *src, __global float *dst, float k, float c) {
  size_t i = get_global_id(0);
  dst[i] = src[i] * k + c;
}
";

/// `SCALE_CL` with a `src` the source does not promise to leave alone: a writable binding.
const SCALE_WRITABLE_SRC_CL: &str = "\
__kernel void scale(__global float *src, __global float *dst, float k, float c) {
  size_t i = get_global_id(0);
  dst[i] = src[i] * k + c;
}
";

const SCALE_GLSL: &str = "\
#version 450
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) readonly buffer Src { float src[]; };
layout(set = 0, binding = 1) buffer Dst { float dst[]; };
layout(push_constant) uniform Args { float k; float c; } args;
void main() {
  uint i = gl_GlobalInvocationID.x;
  dst[i] = src[i] * args.k + args.c;
}
";

const N: usize = 256;

fn build(language: Language, name: &str, text: &str) -> CompileResult {
    compile(&CompileInfo {
        language,
        source: Source::Text {
            name: name.into(),
            text: text.into(),
        },
        target_env: TargetEnv::Vulkan1_2,
        debug_info: DebugInfo::Full,
        ..CompileInfo::default()
    })
    .expect("compiles")
}

fn device() -> Device {
    Device::new(&DeviceOptions { validation: true }).expect("a Vulkan device (lavapipe)")
}

fn input() -> Vec<f32> {
    (0..N).map(|i| i as f32 * 0.5 - 7.0).collect()
}

#[repr(C)]
#[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
struct Args {
    k: f32,
    c: f32,
}

fn expect_scaled(out: &[f32]) {
    let want: Vec<f32> = input().iter().map(|x| x * 3.0 + 0.25).collect();
    assert_eq!(out, want.as_slice());
}

#[test]
fn opencl_c_runs_with_a_read_override_for_its_const_buffer() {
    let compiled = build(Language::OpenClC, "scale.cl", SCALE_CL);
    let device = device();
    // Our compiler does not mark `__global const` NonWritable yet: the host says "read".
    let shader = device
        .load(
            &compiled,
            &LoadOptions {
                usage_overrides: vec![(BindingRef::Name("src".into()), Usage::Read)],
                block_size: Some([64, 1, 1]),
                ..LoadOptions::default()
            },
        )
        .expect("loads");
    let src = device.buffer_from(&input()).expect("src");
    let dst = device.create_buffer(N * 4).expect("dst");
    shader
        .launcher()
        .add_buffer(&src, Usage::Read)
        .add_buffer(&dst, Usage::Write)
        .add_uniform(&Args { k: 3.0, c: 0.25 })
        .build([N as u32, 1, 1])
        .expect("a valid launch")
        .submit()
        .expect("runs");
    expect_scaled(&dst.read::<f32>());
}

#[test]
fn glsl_runs_with_its_readonly_buffer() {
    let compiled = build(Language::Glsl, "scale.comp", SCALE_GLSL);
    let device = device();
    let shader = device
        .load(&compiled, &LoadOptions::default())
        .expect("loads");
    assert_eq!(shader.block_size(), [64, 1, 1]);
    let src = device.buffer_from(&input()).expect("src");
    let dst = device.create_buffer(N * 4).expect("dst");
    let mut launcher = shader.launcher();
    launcher
        .add_buffer_at(0, 1, &dst, Usage::Write)
        .add_buffer_by_name("Src", &src, Usage::Read)
        .add_uniform(&3.0f32)
        .add_uniform(&0.25f32);
    launcher.validate().expect("valid");
    let dispatch = launcher.build([N as u32, 1, 1]).expect("builds");
    assert_eq!(dispatch.groups(), [4, 1, 1]);
    dispatch.submit().expect("runs");
    expect_scaled(&dst.read::<f32>());
}

/// The contract error a launch of the GLSL shader gets; the body adds the arguments to the
/// launcher `l` from the buffers `b` (three of N floats).
macro_rules! glsl_violation {
    ($threads:expr, |$l:ident, $b:ident| $body:block) => {{
        let compiled = build(Language::Glsl, "scale.comp", SCALE_GLSL);
        let device = device();
        let shader = device
            .load(&compiled, &LoadOptions::default())
            .expect("loads");
        let buffers = [
            device.create_buffer(N * 4).expect("b0"),
            device.create_buffer(N * 4).expect("b1"),
            device.create_buffer(N * 4).expect("b2"),
        ];
        let $b = &buffers;
        let mut launcher = shader.launcher();
        {
            let $l = &mut launcher;
            $body
        }
        match launcher.build($threads) {
            Err(Error::Contract(m)) => {
                // validate() reports the same first rule as build() for argument errors.
                if let Err(v) = launcher.validate() {
                    assert_eq!(v.to_string(), m);
                }
                m
            }
            Err(e) => panic!("a contract error, got {e:?}"),
            Ok(_) => panic!("the launch was accepted"),
        }
    }};
}

const GOOD_ARGS: Args = Args { k: 1.0, c: 2.0 };

#[test]
fn contract_missing_binding() {
    let m = glsl_violation!([N as u32, 1, 1], |l, b| {
        l.add_buffer(&b[0], Usage::Read).add_uniform(&GOOD_ARGS);
    });
    assert_eq!(
        m,
        "binding 0.1 'Dst' (storage buffer) was not given a buffer"
    );
}

#[test]
fn contract_duplicate_binding() {
    let m = glsl_violation!([N as u32, 1, 1], |l, b| {
        l.add_buffer(&b[0], Usage::Read)
            .add_buffer(&b[1], Usage::Write)
            .add_buffer_at(0, 1, &b[2], Usage::Write)
            .add_uniform(&GOOD_ARGS);
    });
    assert_eq!(m, "binding 0.1 'Dst' was given twice");
}

#[test]
fn contract_extra_binding_by_location() {
    let m = glsl_violation!([N as u32, 1, 1], |l, b| {
        l.add_buffer(&b[0], Usage::Read)
            .add_buffer(&b[1], Usage::Write)
            .add_buffer_at(0, 7, &b[2], Usage::Read)
            .add_uniform(&GOOD_ARGS);
    });
    assert_eq!(m, "no binding 0.7 in 'main' (it has 0.0 'Src', 0.1 'Dst')");
}

#[test]
fn contract_extra_binding_by_index() {
    let m = glsl_violation!([N as u32, 1, 1], |l, b| {
        l.add_buffer_by_index(2, &b[0], Usage::Read);
    });
    assert_eq!(
        m,
        "binding index 2 is out of range: 'main' has 2 binding(s)"
    );
}

#[test]
fn contract_extra_positional_buffer() {
    let m = glsl_violation!([N as u32, 1, 1], |l, b| {
        l.add_buffer(&b[0], Usage::Read)
            .add_buffer(&b[1], Usage::Write)
            .add_buffer(&b[2], Usage::Write);
    });
    assert_eq!(
        m,
        "positional buffer 2 is one too many: 'main' has 2 binding(s)"
    );
}

#[test]
fn contract_unknown_name() {
    let m = glsl_violation!([N as u32, 1, 1], |l, b| {
        l.add_buffer_by_name("src", &b[0], Usage::Read);
    });
    assert_eq!(
        m,
        "no binding named 'src' in 'main' (it has 0.0 'Src', 0.1 'Dst')"
    );
}

#[test]
fn contract_read_only_binding_declared_write() {
    for (usage, name) in [(Usage::Write, "write"), (Usage::ReadWrite, "read_write")] {
        let m = glsl_violation!([N as u32, 1, 1], |l, b| {
            l.add_buffer(&b[0], usage);
        });
        assert_eq!(
            m,
            format!("binding 0.0 'Src' is read-only (NonWritable) but declared {name}")
        );
    }
}

#[test]
fn contract_writable_binding_declared_read() {
    let m = glsl_violation!([N as u32, 1, 1], |l, b| {
        l.add_buffer(&b[0], Usage::Read)
            .add_buffer(&b[1], Usage::Read);
    });
    assert_eq!(
        m,
        "binding 0.1 'Dst' is writable but declared read: a shader that writes it would break \
         synchronisation; override it to read at load (LoadOptions::usage_overrides) if it never writes"
    );
}

#[test]
fn contract_push_constants_of_the_wrong_size() {
    let m = glsl_violation!([N as u32, 1, 1], |l, b| {
        l.add_buffer(&b[0], Usage::Read)
            .add_buffer(&b[1], Usage::Write)
            .add_uniform(&1.0f32);
    });
    assert_eq!(
        m,
        "push constants: 4 bytes given, the block of 'main' is 8 bytes"
    );
}

#[test]
fn contract_push_constants_not_a_multiple_of_4() {
    let m = glsl_violation!([N as u32, 1, 1], |l, b| {
        l.add_buffer(&b[0], Usage::Read)
            .add_buffer(&b[1], Usage::Write)
            .add_uniform_bytes(&[0; 6]);
    });
    assert_eq!(m, "push constants: 6 bytes given, not a multiple of 4");
}

#[test]
fn contract_push_constants_missing() {
    let m = glsl_violation!([N as u32, 1, 1], |l, b| {
        l.add_buffer(&b[0], Usage::Read)
            .add_buffer(&b[1], Usage::Write);
    });
    assert_eq!(
        m,
        "push constants: none given, the block of 'main' is 8 bytes"
    );
}

#[test]
fn contract_thread_count_not_a_multiple_of_the_block() {
    let m = glsl_violation!([100, 1, 1], |l, b| {
        l.add_buffer(&b[0], Usage::Read)
            .add_buffer(&b[1], Usage::Write)
            .add_uniform(&GOOD_ARGS);
    });
    assert_eq!(
        m,
        "thread count [100, 1, 1] is not a multiple of the block size [64, 1, 1]"
    );
}

#[test]
fn contract_thread_count_with_a_zero_dimension() {
    let m = glsl_violation!([64, 0, 1], |l, b| {
        l.add_buffer(&b[0], Usage::Read)
            .add_buffer(&b[1], Usage::Write)
            .add_uniform(&GOOD_ARGS);
    });
    assert_eq!(m, "thread count [64, 0, 1] has a zero dimension");
}

#[test]
fn contract_buffer_smaller_than_its_block() {
    let src = "#version 450\nlayout(local_size_x = 1) in;\n\
               layout(set = 0, binding = 0) buffer Out { uint count; uint pad; float data[]; } o;\n\
               void main() { o.count = 1u; }\n";
    let compiled = build(Language::Glsl, "head.comp", src);
    let device = device();
    let shader = device
        .load(&compiled, &LoadOptions::default())
        .expect("loads");
    let small = device.create_buffer(4).expect("4 bytes");
    let e = shader
        .launcher()
        .add_buffer(&small, Usage::Write)
        .build([1, 1, 1])
        .err();
    assert_eq!(
        e.map(|e| e.to_string()).as_deref(),
        Some("binding 0.0 'o': a buffer of 4 bytes is smaller than its block (8 bytes)")
    );
}

#[test]
fn contract_buffer_of_another_device() {
    let compiled = build(Language::Glsl, "scale.comp", SCALE_GLSL);
    let device = device();
    let other = Device::new(&DeviceOptions::default()).expect("a second device");
    let shader = device
        .load(&compiled, &LoadOptions::default())
        .expect("loads");
    let foreign = other.create_buffer(N * 4).expect("foreign");
    let dst = device.create_buffer(N * 4).expect("dst");
    let e = shader
        .launcher()
        .add_buffer(&foreign, Usage::Read)
        .add_buffer(&dst, Usage::Write)
        .add_uniform(&GOOD_ARGS)
        .build([64, 1, 1])
        .err();
    assert_eq!(
        e.map(|e| e.to_string()).as_deref(),
        Some("binding 0.0 'Src': the buffer belongs to another device")
    );
}

#[test]
fn contract_a_binding_overridden_to_read_cannot_be_declared_write() {
    let compiled = build(Language::OpenClC, "scale.cl", SCALE_WRITABLE_SRC_CL);
    let device = device();
    let shader = device
        .load(
            &compiled,
            &LoadOptions {
                usage_overrides: vec![(BindingRef::Location { set: 0, binding: 0 }, Usage::Read)],
                block_size: Some([64, 1, 1]),
                ..LoadOptions::default()
            },
        )
        .expect("loads");
    let b = device.create_buffer(N * 4).expect("b");
    let e = shader
        .launcher()
        .add_buffer(&b, Usage::ReadWrite)
        .validate()
        .err();
    assert_eq!(
        e.map(|e| e.to_string()).as_deref(),
        Some("binding 0.0 'src' was overridden to read at load but is declared read_write")
    );
}

#[test]
fn contract_our_writable_buffer_declared_read_without_an_override() {
    let compiled = build(Language::OpenClC, "scale.cl", SCALE_WRITABLE_SRC_CL);
    let device = device();
    let shader = device
        .load(
            &compiled,
            &LoadOptions {
                block_size: Some([64, 1, 1]),
                ..LoadOptions::default()
            },
        )
        .expect("loads");
    let b = device.create_buffer(N * 4).expect("b");
    let e = shader
        .launcher()
        .add_buffer(&b, Usage::Read)
        .validate()
        .err();
    assert!(
        e.as_ref().is_some_and(|e| e
            .to_string()
            .starts_with("binding 0.0 'src' is writable but declared read")),
        "{e:?}"
    );
}

fn load_error(compiled: &CompileResult, options: &LoadOptions) -> String {
    let device = device();
    match device.load(compiled, options) {
        Err(Error::Load(m)) => m,
        Err(e) => panic!("a load error, got {e:?}"),
        Ok(_) => panic!("loaded"),
    }
}

#[test]
fn load_rejects_an_image_by_name() {
    let src = "#version 450\nlayout(local_size_x = 1) in;\n\
               layout(set = 0, binding = 0, r32f) uniform writeonly image2D picture;\n\
               void main() { imageStore(picture, ivec2(0), vec4(1.0)); }\n";
    let m = load_error(
        &build(Language::Glsl, "img.comp", src),
        &LoadOptions::default(),
    );
    assert_eq!(
        m,
        "binding 0.0 'picture' is a storage image: the runtime binds storage and uniform buffers \
         only (images, samplers and acceleration structures are not supported)"
    );
}

#[test]
fn load_rejects_a_sampler_by_name() {
    let src = "#version 450\nlayout(local_size_x = 1) in;\n\
               layout(set = 0, binding = 0) uniform sampler2D tex;\n\
               layout(set = 0, binding = 1) buffer Out { vec4 o[]; };\n\
               void main() { o[0] = textureLod(tex, vec2(0.5), 0.0); }\n";
    let m = load_error(
        &build(Language::Glsl, "tex.comp", src),
        &LoadOptions::default(),
    );
    assert!(
        m.starts_with("binding 0.0 'tex' is a combined image sampler: "),
        "{m}"
    );
}

#[test]
fn load_rejects_an_opencl_kernel_module() {
    let compiled = compile(&CompileInfo {
        language: Language::OpenClC,
        source: Source::Text {
            name: "scale.cl".into(),
            text: SCALE_CL.into(),
        },
        target_env: TargetEnv::OpenCl,
        ..CompileInfo::default()
    })
    .expect("compiles for OpenCL");
    let m = load_error(&compiled, &LoadOptions::default());
    assert_eq!(
        m,
        "entry point 'scale' is an OpenCL Kernel, not a Vulkan compute shader (compile it for vulkan1.2 or vulkan1.3)"
    );
}

#[test]
fn load_refuses_to_make_a_nonwritable_binding_writable() {
    let options = LoadOptions {
        usage_overrides: vec![(BindingRef::Index(0), Usage::ReadWrite)],
        ..LoadOptions::default()
    };
    let m = load_error(&build(Language::Glsl, "scale.comp", SCALE_GLSL), &options);
    assert_eq!(
        m,
        "usage override: binding 0.0 'Src' is read-only in the module (NonWritable): it cannot be overridden to read_write"
    );
}

#[test]
fn load_names_an_override_of_a_missing_binding() {
    let options = LoadOptions {
        usage_overrides: vec![(BindingRef::Location { set: 2, binding: 0 }, Usage::Read)],
        ..LoadOptions::default()
    };
    let m = load_error(&build(Language::Glsl, "scale.comp", SCALE_GLSL), &options);
    assert_eq!(
        m,
        "usage override: no binding 2.0 in 'main' (it has 0.0 'Src', 0.1 'Dst')"
    );
}

#[test]
fn load_takes_no_other_block_size_than_a_fixed_one() {
    let options = LoadOptions {
        block_size: Some([32, 1, 1]),
        ..LoadOptions::default()
    };
    let m = load_error(&build(Language::Glsl, "scale.comp", SCALE_GLSL), &options);
    assert_eq!(
        m,
        "block size [32, 1, 1] given, but 'main' fixes it at [64, 1, 1]"
    );
}

#[test]
fn contract_push_constants_without_a_block() {
    let src = "#version 450\nlayout(local_size_x = 1) in;\n\
               layout(set = 0, binding = 0) buffer Out { uint o[]; };\n\
               void main() { o[0] = 1u; }\n";
    let compiled = build(Language::Glsl, "plain.comp", src);
    let device = device();
    let shader = device
        .load(&compiled, &LoadOptions::default())
        .expect("loads");
    let out = device.create_buffer(4).expect("4 bytes");
    let e = shader
        .launcher()
        .add_buffer(&out, Usage::Write)
        .add_uniform(&GOOD_ARGS)
        .build([1, 1, 1])
        .err();
    assert_eq!(
        e.map(|e| e.to_string()).as_deref(),
        Some("push constants: 8 bytes given, but 'main' has no push-constant block")
    );
}
