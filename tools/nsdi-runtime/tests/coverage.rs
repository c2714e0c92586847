//! Line coverage through the library (docs/COVERAGE.md): compile with counters; the
//! reflection does not list the counter buffer, the runtime binds it from the contract by
//! itself; dispatch on lavapipe, read the counters back. Sixteen work-items in one work-group
//! (two sub-groups of 8 on lavapipe): the default sub-group aggregation of the adds counts
//! every invocation, as the per-invocation adds of `--coverage-aggregate=none` do.

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

fn counts_per_line(width: &str, aggregate: Option<&str>) -> Vec<(u64, u64)> {
    let mut options =
        nsdi::coverage::CoverageOptions::parse("lines", Some(width), None).expect("options");
    if let Some(aggregate) = aggregate {
        options.set_aggregate(aggregate).expect("aggregate");
    }
    let compiled = compile(&CompileInfo {
        language: Language::OpenClC,
        source: Source::Text {
            name: "odd.cl".into(),
            text: KERNEL.into(),
        },
        target_env: TargetEnv::Vulkan1_2,
        debug_info: DebugInfo::LineTables,
        optimize: 0,
        coverage: Some(options),
        ..CompileInfo::default()
    })
    .expect("compiles");
    let contract = compiled.coverage_binding().expect("a coverage buffer");
    assert_eq!((contract.set, contract.binding), (1, 0));
    assert_eq!(contract.sub_group_aggregated, aggregate != Some("none"));
    // The host's reflection holds the kernel's two arguments only.
    let listed: Vec<(u32, u32)> = compiled
        .reflection
        .bindings
        .iter()
        .map(|b| (b.set, b.binding))
        .collect();
    assert_eq!(listed, [(0, 0), (0, 1)]);
    let manifest: serde_json::Value =
        serde_json::from_str(compiled.coverage_manifest.as_deref().expect("a manifest"))
            .expect("JSON");
    let device = Device::new(&DeviceOptions { validation: true }).expect("lavapipe");
    let shader = device
        .load(
            &compiled,
            &nsdi_runtime::LoadOptions {
                block_size: Some([16, 1, 1]),
                ..Default::default()
            },
        )
        .expect("loads");
    let input: Vec<i32> = (0..16).collect();
    let out = device.buffer_from(&[0i32]).expect("buffer");
    let inp = device.buffer_from(&input).expect("buffer");
    // Not the host's to bind: the location is not in its reflection.
    let counters = device.buffer_from(&[0u64; 4]).expect("buffer");
    let mut by_hand = shader.launcher();
    by_hand
        .add_buffer_at(0, 0, &out, Usage::ReadWrite)
        .add_buffer_at(0, 1, &inp, Usage::Read)
        .add_buffer_at(contract.set, contract.binding, &counters, Usage::ReadWrite);
    assert!(
        by_hand.validate().is_err(),
        "the coverage buffer was bindable"
    );
    let mut launcher = shader.launcher();
    launcher
        .add_buffer_at(0, 0, &out, Usage::ReadWrite)
        .add_buffer_at(0, 1, &inp, Usage::Read);
    assert_eq!(shader.block_size(), [16, 1, 1]);
    launcher
        .build([16, 1, 1])
        .and_then(|d| d.submit())
        .expect("runs");
    assert_eq!(out.read::<i32>(), vec![64]); // 1 + 3 + ... + 15
    let counters = shader.coverage_counters().expect("counters");
    assert_eq!(counters.len(), contract.counter_count);
    assert_eq!(
        shader.coverage_bytes().map(|b| b.len()),
        Some(contract.counter_count * contract.element_stride)
    );
    let value = |counter: usize| counters[counter];
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
        for aggregate in [None, Some("none")] {
            let lines = counts_per_line(width, aggregate);
            let count = |line: u64| lines.iter().find(|(l, _)| *l == line).map(|(_, c)| *c);
            let what = format!("width {width}, aggregate {aggregate:?}: {lines:?}");
            assert_eq!(count(2), Some(16), "{what}");
            assert_eq!(count(3), Some(16), "{what}");
            assert_eq!(count(5), Some(8), "{what}");
        }
    }
}
