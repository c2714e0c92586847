//! nsdi-synth: writes a large, deterministic LLVM 19 IR module with full debug info, shaped like
//! `clang-19 -x clcpp -g --target=spir64` output, for testing nsdi-llc at scale.
//!
//! The module is streamed in two passes over the functions: the first writes their code, the
//! second regenerates them (same bytes, as each function depends only on the seed, its index
//! and what earlier functions exported) and writes their metadata, so memory stays flat
//! whatever the number of functions. Each part file's `DIFile` (with its full `source:` text)
//! is written when its last function is done.

mod func;
mod model;
mod rng;

use clap::Parser;
use func::{FnInfo, Pass, generate};
use model::{DATALAYOUT, FCONST, Model, TABLE, part_name};
use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "nsdi-synth",
    version,
    about = "Generate a large LLVM 19 IR module (OpenCL C++ kernels, spir64) with full debug info"
)]
struct Args {
    /// Number of defined functions (kernels, helpers and methods)
    #[arg(long, default_value_t = 1000)]
    functions: usize,
    /// Seed: the same seed and size give byte-identical output
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Output file (`-` for standard output)
    #[arg(short = 'o', value_name = "FILE", default_value = "-")]
    output: String,
    /// Leave out every DIDerivedType (pointer, const, member, inheritance types and the
    /// variables typed with them), which SPIRV-LLVM-Translator 2024.2 cannot read from LLVM 19
    /// bitcode
    #[arg(long)]
    translator_compatible: bool,
}

const ATTRS: &str = r#"attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind }
"#;

fn write_module(m: &Model, out: &mut dyn Write) -> io::Result<()> {
    // Header, types, the program-scope constant.
    let mut s = String::new();
    s.push_str("; ModuleID = 'synth/module.clcpp'\nsource_filename = \"synth/module.clcpp\"\n");
    s.push_str(&format!(
        "target datalayout = \"{DATALAYOUT}\"\ntarget triple = \"spir64-unknown-unknown\"\n\n"
    ));
    m.struct_types(&mut s);
    s.push_str("\n@kTable = dso_local addrspace(2) constant [8 x float] [");
    for (k, c) in TABLE.iter().enumerate() {
        if k > 0 {
            s.push_str(", ");
        }
        s.push_str("float ");
        s.push_str(FCONST[*c].1);
    }
    s.push_str(&format!("], align 4, !dbg !{}\n\n", m.gve));
    out.write_all(s.as_bytes())?;

    // Pass 1: code.
    let n = m.n;
    let mut infos: Vec<FnInfo> = Vec::with_capacity(n);
    let mut counts: Vec<u32> = Vec::with_capacity(n);
    let mut base = m.first_fn_md;
    let mut lines = vec![3u32; m.nfiles];
    let mut used_fma = false;
    for i in 0..n {
        let f = m.file_of(i);
        let o = generate(m, &infos, i, base, lines[f], Pass::Code);
        out.write_all(o.code.as_bytes())?;
        base += o.count;
        lines[f] += o.lines + 1;
        counts.push(o.count);
        infos.push(o.info);
        used_fma |= o.used_fma;
    }
    out.write_all(
        b"; Function Attrs: convergent nounwind willreturn memory(none)\ndeclare spir_func i64 @_Z13get_global_idj(i32 noundef) #4\n\n",
    )?;
    if used_fma {
        out.write_all(
            b"; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)\ndeclare float @llvm.fmuladd.f32(float, float, float) #5\n\n",
        )?;
    }
    out.write_all(ATTRS.as_bytes())?;

    // Pass 2: metadata.
    let mut s = format!(
        "\n!llvm.dbg.cu = !{{!{}}}\n!llvm.module.flags = !{{!{}, !{}, !{}, !{}}}\n!opencl.ocl.version = !{{!{}}}\n!opencl.cxx.version = !{{!{}}}\n!opencl.spir.version = !{{!{}}}\n!llvm.ident = !{{!{}}}\n\n",
        m.cu, m.flags[0], m.flags[1], m.flags[2], m.flags[3], m.ocl, m.cxx, m.ocl, m.ident
    );
    for (id, node) in m.md.nodes.iter().enumerate() {
        if !node.is_empty() {
            s.push_str(&format!("!{id} = {node}\n"));
        }
    }
    out.write_all(s.as_bytes())?;
    let mut base = m.first_fn_md;
    let mut lines = vec![3u32; m.nfiles];
    let mut text = String::new();
    for (i, &count) in counts.iter().enumerate() {
        let f = m.file_of(i);
        if i % m.per_file == 0 {
            text.clear();
            let last = (i + m.per_file).min(n) - 1;
            text.push_str(&format!(
                "// {}: nsdi-synth seed {}, functions {i} to {last}\n\n",
                part_name(f),
                m.seed
            ));
        }
        let o = generate(m, &infos, i, base, lines[f], Pass::Meta);
        assert_eq!(o.count, count, "function {i} is not deterministic");
        out.write_all(o.sp_line.as_bytes())?;
        out.write_all(o.meta.as_bytes())?;
        base += o.count;
        lines[f] += o.lines + 1;
        text.push_str(&o.text);
        text.push('\n');
        if i + 1 == n || (i + 1) % m.per_file == 0 {
            let node = m.file_node(&part_name(f), &text);
            out.write_all(format!("!{} = {node}\n", m.parts[f]).as_bytes())?;
        }
    }
    out.flush()
}

fn main() -> ExitCode {
    let a: Args = nsdi_cli::parse_args_or_exit("nsdi-synth");
    if a.functions == 0 {
        eprintln!("nsdi-synth: error: --functions must be at least 1");
        return ExitCode::FAILURE;
    }
    let m = Model::build(a.functions, a.seed, a.translator_compatible);
    let res = if a.output == "-" {
        let stdout = io::stdout();
        write_module(&m, &mut BufWriter::with_capacity(1 << 20, stdout.lock()))
    } else {
        File::create(&a.output)
            .and_then(|f| write_module(&m, &mut BufWriter::with_capacity(1 << 20, f)))
    };
    match res {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("nsdi-synth: error: {}: {e}", a.output);
            ExitCode::FAILURE
        }
    }
}
