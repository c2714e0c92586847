//! Coverage overhead (issue 29, docs/COVERAGE.md): the kernel time of the PolyBench-style
//! lit kernels (lit-tests/vulkan/Inputs: matmul, saxpy, pointer_compare = PolyBench/GPU's
//! adi_kernel1 shape) compiled at -O2 -gline-tables-only without coverage, with line and
//! function counters, and with branch arms too (64- and 32-bit counters), each with the adds
//! aggregated per sub-group (the default) and per invocation (`--coverage-aggregate=none`),
//! one after the other per kernel so that both see the same machine load, on the first Vulkan
//! device (lavapipe here). The load average is printed before and after: the ratios of one
//! run compare; runs under different loads do not.
//!
//!     tools/coverage-overhead    (builds and runs this example)
//!
//! Each variant is loaded once, dispatched once to warm up, then `RUNS` times; the figure is
//! the median wall time of `Dispatch::submit` (record, submit, wait): on lavapipe the shader
//! runs on the CPU threads inside that wait, so it is the kernel time plus a fixed cost of a
//! few tens of microseconds, which the sizes below make small.

use std::time::Instant;

use nsdi_runtime::{
    CompileInfo, DebugInfo, Device, DeviceOptions, Language, LoadOptions, Source, TargetEnv, Usage,
    compile,
};

const RUNS: usize = 5;

/// One benchmark: the kernel file, its work-items, the float buffers' lengths in binding
/// order, and the push-constant bytes.
struct Bench {
    file: &'static str,
    threads: u32,
    buffers: Vec<usize>,
    push: Vec<u8>,
}

fn benches() -> Vec<Bench> {
    let int = |v: i32| v.to_le_bytes().to_vec();
    let float = |v: f32| v.to_le_bytes().to_vec();
    let n_mat = 256usize;
    let n_axpy = 1usize << 21;
    let rows = 1usize << 16;
    vec![
        Bench {
            file: "matmul.cl",
            threads: (n_mat * n_mat) as u32,
            buffers: vec![n_mat * n_mat; 3],
            push: int(n_mat as i32),
        },
        Bench {
            file: "saxpy.cl",
            threads: n_axpy as u32,
            buffers: vec![n_axpy; 2],
            push: [float(2.0), int(n_axpy as i32)].concat(),
        },
        Bench {
            file: "pointer_compare.cl",
            threads: rows as u32,
            buffers: vec![rows * 32, rows * 32, rows * 32, rows],
            push: int(rows as i32),
        },
    ]
}

/// The variants: a label and the `--coverage` kinds, width and aggregation (`None`: no
/// coverage).
type Coverage = Option<(&'static str, &'static str, &'static str)>;
const VARIANTS: [(&str, Coverage); 7] = [
    ("none", None),
    (
        "lines,functions w64 subgroup",
        Some(("lines,functions", "64", "subgroup")),
    ),
    (
        "lines,functions w64 per-invocation",
        Some(("lines,functions", "64", "none")),
    ),
    (
        "+branches w64 subgroup",
        Some(("lines,functions,branches", "64", "subgroup")),
    ),
    (
        "+branches w64 per-invocation",
        Some(("lines,functions,branches", "64", "none")),
    ),
    (
        "+branches w32 subgroup",
        Some(("lines,functions,branches", "32", "subgroup")),
    ),
    (
        "+branches w32 per-invocation",
        Some(("lines,functions,branches", "32", "none")),
    ),
];

/// The 1, 5 and 15 minute load averages (other work on the machine), where readable.
fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "unknown".into())
}

fn median_ms(
    device: &Device,
    path: &std::path::Path,
    bench: &Bench,
    coverage: Coverage,
) -> Result<(f64, usize), String> {
    let coverage = coverage
        .map(|(kinds, width, aggregate)| {
            let mut options = nsdi::coverage::CoverageOptions::parse(kinds, Some(width), None)?;
            options.set_aggregate(aggregate)?;
            Ok::<_, String>(options)
        })
        .transpose()?;
    let compiled = compile(&CompileInfo {
        language: Language::OpenClC,
        source: Source::File(path.to_path_buf()),
        target_env: TargetEnv::Vulkan1_2,
        debug_info: DebugInfo::LineTables,
        optimize: 2,
        coverage,
        ..CompileInfo::default()
    })
    .map_err(|e| format!("{}: {e}", path.display()))?;
    let counters = compiled.coverage.map_or(0, |c| c.counter_count);
    let shader = device
        .load(
            &compiled,
            &LoadOptions {
                block_size: Some([64, 1, 1]),
                ..LoadOptions::default()
            },
        )
        .map_err(|e| e.to_string())?;
    // Ones: no division by zero in adi's rows, and matmul/saxpy sums stay finite.
    let buffers = bench
        .buffers
        .iter()
        .map(|len| device.buffer_from(&vec![1.0f32; *len]))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| e.to_string())?;
    let mut launcher = shader.launcher();
    for (i, buffer) in buffers.iter().enumerate() {
        let usage = if compiled.reflection.bindings[i].readonly {
            Usage::Read
        } else {
            Usage::ReadWrite
        };
        launcher.add_buffer_by_index(i, buffer, usage);
    }
    launcher.add_uniform_bytes(&bench.push);
    let dispatch = launcher
        .build([bench.threads, 1, 1])
        .map_err(|e| e.to_string())?;
    dispatch.submit().map_err(|e| e.to_string())?;
    let mut times: Vec<f64> = (0..RUNS)
        .map(|_| {
            let start = Instant::now();
            dispatch
                .submit()
                .map(|()| start.elapsed().as_secs_f64() * 1e3)
        })
        .collect::<Result<_, _>>()
        .map_err(|e| e.to_string())?;
    times.sort_by(f64::total_cmp);
    Ok((times[RUNS / 2], counters))
}

fn main() -> Result<(), String> {
    let root = std::env::args().nth(1).unwrap_or_else(|| ".".into());
    let inputs = std::path::Path::new(&root).join("lit-tests/vulkan/Inputs");
    let device = Device::new(&DeviceOptions { validation: false }).map_err(|e| e.to_string())?;
    println!(
        "device: {}; median of {RUNS} dispatches, ms (x: / none); load average {}",
        device.name(),
        load_average()
    );
    println!(
        "| kernel | work-items | {} |",
        VARIANTS.map(|(label, _)| label).join(" | ")
    );
    println!("|---|---:|{}", "---:|".repeat(VARIANTS.len()));
    for bench in benches() {
        let path = inputs.join(bench.file);
        let mut cells = Vec::new();
        let mut base = None;
        for (_, coverage) in VARIANTS {
            let (ms, counters) = median_ms(&device, &path, &bench, coverage)?;
            let base_ms = *base.get_or_insert(ms);
            cells.push(if coverage.is_none() {
                format!("{ms:.2}")
            } else {
                format!("{ms:.2} ({:.2} x, {counters} counters)", ms / base_ms)
            });
        }
        println!(
            "| {} | {} | {} |",
            bench.file,
            bench.threads,
            cells.join(" | ")
        );
    }
    println!("load average after: {}", load_average());
    Ok(())
}
