//! Program-scope `global` variables through the library (docs/VULKAN.md): the buffer's binding
//! and initial bytes from the reflection, kept by the host across two dispatches as OpenCL
//! keeps a program's globals across launches; and `--bindings=used`'s interface.

use nsdi_runtime::{
    CompileInfo, DebugInfo, Device, DeviceOptions, Language, Source, TargetEnv, Usage, compile,
};

// Each work-item takes a ticket from `next` (initially 10) and records it.
const TICKETS: &str = "global int next = 10;
kernel void tickets(global int *out, global const float *unused) {
  out[get_global_id(0)] = atomic_inc(&next);
}
";

fn compiled(optimize: u8, bindings_used_only: bool) -> nsdi_runtime::CompileResult {
    compile(&CompileInfo {
        language: Language::OpenClC,
        source: Source::Text {
            name: "tickets.cl".into(),
            text: TICKETS.into(),
        },
        target_env: TargetEnv::Vulkan1_2,
        debug_info: DebugInfo::Full,
        optimize,
        bindings_used_only,
        ..CompileInfo::default()
    })
    .expect("compiles")
}

#[test]
fn the_globals_buffer_keeps_its_values_across_dispatches() {
    for optimize in [0, 2] {
        let compiled = compiled(optimize, false);
        let globals = compiled
            .program_globals()
            .expect("a program-globals buffer");
        // After `out` (0) and `unused` (1).
        assert_eq!((globals.set, globals.binding), (0, 2));
        assert_eq!(globals.initial, 10i32.to_le_bytes());
        let device = Device::new(&DeviceOptions { validation: true }).expect("lavapipe");
        let shader = device.load(&compiled, &Default::default()).expect("loads");
        let state = device.buffer_from(&globals.initial).expect("buffer");
        let unused = device.buffer_from(&[0f32]).expect("buffer");
        let mut taken = Vec::new();
        for _ in 0..2 {
            let out = device.buffer_from(&[0i32; 4]).expect("buffer");
            let mut launcher = shader.launcher();
            launcher
                .add_buffer_at(0, 0, &out, Usage::Write)
                .add_buffer_at(0, 1, &unused, Usage::Read)
                .add_buffer_at(globals.set, globals.binding, &state, Usage::ReadWrite);
            launcher
                .build([4, 1, 1])
                .and_then(|d| d.submit())
                .expect("runs");
            let mut tickets = out.read::<i32>();
            tickets.sort_unstable();
            taken.push(tickets);
        }
        // The second dispatch continues where the first stopped.
        assert_eq!(taken, [[10, 11, 12, 13], [14, 15, 16, 17]], "-O{optimize}");
        assert_eq!(state.read::<i32>(), [18], "-O{optimize}");
    }
}

#[test]
fn bindings_used_gives_the_unused_argument_no_binding() {
    let compiled = compiled(2, true);
    let json: serde_json::Value =
        serde_json::from_str(compiled.argument_json.as_deref().expect("reflection")).expect("JSON");
    let args = &json["entry_points"][0]["args"];
    assert_eq!(args[0]["binding"], 0);
    assert_eq!(args[1]["kind"], "unused_buffer");
    // The globals take the binding after the bound arguments.
    assert_eq!(compiled.program_globals().expect("globals").binding, 1);
    let bindings: Vec<(u32, u32)> = compiled
        .reflection
        .bindings
        .iter()
        .map(|b| (b.set, b.binding))
        .collect();
    assert_eq!(bindings, [(0, 0), (0, 1)]);
}

#[test]
fn size_t_and_bindings_options_need_an_opencl_source() {
    let glsl = CompileInfo {
        language: Language::Glsl,
        source: Source::Text {
            name: "k.comp".into(),
            text: "#version 450\nvoid main() {}\n".into(),
        },
        size_t_bits: Some(64),
        ..CompileInfo::default()
    };
    let e = compile(&glsl).expect_err("refused");
    assert_eq!(
        e.to_string(),
        "size_t and bindings options need an OpenCL C or C++ for OpenCL source"
    );
}
