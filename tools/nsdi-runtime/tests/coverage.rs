//! Line coverage through the library (docs/COVERAGE.md): compile with counters, bind the
//! zero-filled buffer from the contract, dispatch on lavapipe, read the counters back.

use nsdi_runtime::{
    CompileInfo, DebugInfo, Device, DeviceOptions, Language, Source, TargetEnv, Usage, compile,
};

// Lines 2 and 3 run for every work-item, line 5 for the odd values only.
const KERNEL: &str = "kernel void odd(global int *out, global const int *in) {
  int i = get_global_id(0);
  int v = in[i];
  if (v % 2 == 1)
    atomic_add(&out[0], v);
}
";

fn counts_per_line(width: &str) -> Vec<(u64, u64)> {
    let compiled = compile(&CompileInfo {
        language: Language::OpenClC,
        source: Source::Text {
            name: "odd.cl".into(),
            text: KERNEL.into(),
        },
        target_env: TargetEnv::Vulkan1_2,
        debug_info: DebugInfo::LineTables,
        optimize: 0,
        coverage: Some(
            nsdi::coverage::CoverageOptions::parse("lines", Some(width), None).expect("options"),
        ),
        ..CompileInfo::default()
    })
    .expect("compiles");
    let contract = compiled.coverage_binding().expect("a coverage buffer");
    assert_eq!((contract.set, contract.binding), (1, 0));
    let manifest: serde_json::Value =
        serde_json::from_str(compiled.coverage_manifest.as_deref().expect("a manifest"))
            .expect("JSON");
    let device = Device::new(&DeviceOptions { validation: true }).expect("lavapipe");
    let shader = device.load(&compiled, &Default::default()).expect("loads");
    let input: Vec<i32> = (0..8).collect();
    let out = device.buffer_from(&[0i32]).expect("buffer");
    let inp = device.buffer_from(&input).expect("buffer");
    let counters = device
        .buffer_from(&vec![0u8; contract.bytes()])
        .expect("buffer");
    let mut launcher = shader.launcher();
    launcher
        .add_buffer_at(0, 0, &out, Usage::ReadWrite)
        .add_buffer_at(0, 1, &inp, Usage::Read)
        .add_buffer_at(contract.set, contract.binding, &counters, Usage::ReadWrite);
    // The kernel fixes no workgroup size: the default block is one work-item.
    assert_eq!(shader.block_size(), [1, 1, 1]);
    launcher
        .build([8, 1, 1])
        .and_then(|d| d.submit())
        .expect("runs");
    assert_eq!(out.read::<i32>(), vec![1 + 3 + 5 + 7]);
    let bytes = counters.read_bytes();
    let value = |counter: usize| {
        let at = counter * contract.element_stride;
        let mut word = [0u8; 8];
        word[..contract.element_stride].copy_from_slice(&bytes[at..at + contract.element_stride]);
        u64::from_le_bytes(word)
    };
    // The largest count per line (as nsdi-cov takes it for one copy).
    let mut lines: Vec<(u64, u64)> = Vec::new();
    for e in manifest["entries"].as_array().expect("entries") {
        let line = e["line"].as_u64().expect("line");
        let count = value(e["counter"].as_u64().expect("counter") as usize);
        match lines.iter_mut().find(|(l, _)| *l == line) {
            Some((_, c)) => *c = (*c).max(count),
            None => lines.push((line, count)),
        }
    }
    lines.sort_unstable();
    lines
}

#[test]
fn counters_bound_from_the_contract_count_each_line() {
    for width in ["64", "32"] {
        let lines = counts_per_line(width);
        let count = |line: u64| lines.iter().find(|(l, _)| *l == line).map(|(_, c)| *c);
        assert_eq!(count(2), Some(8), "width {width}: {lines:?}");
        assert_eq!(count(3), Some(8), "width {width}: {lines:?}");
        assert_eq!(count(5), Some(4), "width {width}: {lines:?}");
    }
}
