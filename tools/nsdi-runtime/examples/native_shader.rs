//! The runtime's workflow, end to end: `dst[i] = src[i] * k + c` written in OpenCL C and in
//! GLSL, compiled, reflected, loaded and dispatched on the first Vulkan device (lavapipe in CI),
//! and the results checked.
//!
//!     cargo run -p nsdi-runtime --example native_shader
//!
//! Its test (`cargo test -p nsdi-runtime --example native_shader`) runs the same two
//! workflows.

use nsdi_runtime::{
    BindingRef, CompileInfo, DebugInfo, Device, DeviceOptions, Language, LoadOptions, Source,
    TargetEnv, Usage, compile,
};

const OPENCL_C: &str = "\
__kernel void scale(__global const float *src, __global float *dst, float k, float c) {
  size_t i = get_global_id(0);
  dst[i] = src[i] * k + c;
}
";

const GLSL: &str = "\
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

/// The push-constant block of both shaders: two floats at offsets 0 and 4.
#[repr(C)]
#[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
struct Args {
    k: f32,
    c: f32,
}

const THREADS: usize = 1024;

/// Compiles `text`, runs it over `THREADS` inputs and returns `dst`.
fn run(device: &Device, language: Language, name: &str, text: &str) -> Result<Vec<f32>, String> {
    let compiled = compile(&CompileInfo {
        language,
        source: Source::Text {
            name: name.into(),
            text: text.into(),
        },
        target_env: TargetEnv::Vulkan1_2,
        debug_info: DebugInfo::Full,
        // The host's block is 8 bytes: compile fails closed if the shader's is not.
        push_constant_size: 8,
        ..CompileInfo::default()
    })
    .map_err(|e| format!("{name}: {e}"))?;
    let r = &compiled.reflection;
    println!(
        "{name}: entry '{}', bindings {:?}, push constants {} bytes, workgroup {:?}",
        r.entry_point,
        r.bindings
            .iter()
            .map(|b| format!(
                "{}.{} {} ({}{})",
                b.set,
                b.binding,
                b.name,
                b.kind.describe(),
                if b.readonly { ", read-only" } else { "" }
            ))
            .collect::<Vec<_>>(),
        r.push_constant_size,
        r.workgroup_size.map(|w| w.size)
    );
    // Both producers mark `src` NonWritable (`__global const`, glslang's `readonly`); a module
    // that left it writable would need the host to say the kernel only reads it.
    let mut options = LoadOptions::default();
    if !r.bindings[0].readonly {
        options
            .usage_overrides
            .push((BindingRef::Index(0), Usage::Read));
    }
    // Ours has a specializable workgroup size; glslang's is fixed at 64 (the same value).
    options.block_size = Some([64, 1, 1]);
    let shader = device
        .load(&compiled, &options)
        .map_err(|e| e.to_string())?;
    let input: Vec<f32> = (0..THREADS).map(|i| i as f32).collect();
    let src = device.buffer_from(&input).map_err(|e| e.to_string())?;
    let dst = device
        .create_buffer(THREADS * 4)
        .map_err(|e| e.to_string())?;
    shader
        .launcher()
        .add_buffer(&src, Usage::Read)
        .add_buffer(&dst, Usage::Write)
        .add_uniform(&Args { k: 2.0, c: 0.5 })
        .build([THREADS as u32, 1, 1])
        .and_then(|dispatch| dispatch.submit())
        .map_err(|e| e.to_string())?;
    Ok(dst.read::<f32>())
}

/// Both workflows; an error names what went wrong.
fn both() -> Result<(), String> {
    let device = Device::new(&DeviceOptions { validation: true }).map_err(|e| e.to_string())?;
    println!("device: {}", device.name());
    let want: Vec<f32> = (0..THREADS).map(|i| i as f32 * 2.0 + 0.5).collect();
    for (language, name, text) in [
        (Language::OpenClC, "scale.cl", OPENCL_C),
        (Language::Glsl, "scale.comp", GLSL),
    ] {
        let got = run(&device, language, name, text)?;
        if got != want {
            return Err(format!("{name}: wrong results (first: {:?})", &got[..4]));
        }
        println!("{name}: {THREADS} results match");
    }
    Ok(())
}

fn main() -> std::process::ExitCode {
    #[cfg(feature = "validate")]
    // SAFETY: first thing in main, before any thread.
    unsafe {
        nsdi::roundtrip::validate::put_validator_on_path()
    };
    match both() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("native_shader: error: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn both_languages_run_and_match() {
        assert_eq!(super::both(), Ok(()));
    }
}
