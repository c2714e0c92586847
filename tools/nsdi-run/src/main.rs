//! `nsdi-run`: runs one compute entry point of a Vulkan SPIR-V module on a Vulkan device —
//! lavapipe in CI — through the nsdi-runtime library, and prints every buffer argument
//! afterwards as JSON. The bindings come from the module's decorations (any producer);
//! `--reflect FILE.json` (from `nsdi-llc --reflect`) adds our kernels' argument order, so
//! `ARG` can be the kernel argument's index.
//!
//!     nsdi-run k.spv --reflect k.json --entry saxpy --buffer 0=f32:1024:iota \
//!         --buffer 1=f32:1024:const=2 --scalar 2=0.5 --scalar 3=1024 --groups 16 --local 64
//!     nsdi-run --reflect-only k.spv
//!
//! `ARG` is a kernel argument's index or name (with `--reflect`), else a binding's index in
//! canonical order, its name or `SET.BINDING`; for `--scalar`, a push-constant member's name
//! (or, without `--reflect`, its index). Buffers are filled from a spec `TYPE:COUNT:INIT`
//! (TYPE f16, f32, f64, i8, u8, i16, u16, i32, u32, i64; INIT `iota`, `zero`, `const=V`, `file=PATH` raw
//! little-endian, or a JSON array). `--usage ARG=read|write|read_write` declares how the
//! kernel uses a buffer (default: read for a read-only binding, read_write otherwise), checked
//! against the module; `--usage-override ARG=read` tells the runtime that a binding the module
//! leaves writable is only read. `--validation` enables VK_LAYER_KHRONOS_validation and fails
//! on any error it reports except the documented false positives of its bundled 2023
//! validator (docs/VULKAN.md). Every error is one line and exit code 1.
//!
//! With `--reflect`, a module's program-scope `global` variables (the reflection's
//! `program_globals` record) get their buffer, filled with the initial bytes and printed
//! afterwards as `"program.globals"` (32-bit words); an argument the reflection lists as an
//! `unused_buffer` (`--bindings=used`) takes a `--buffer` that is printed unchanged and bound
//! nowhere.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use nsdi_runtime::{
    BindingRef, CompileInfo, CompileResult, Device, DeviceOptions, Language, LoadOptions,
    Reflection, Scalar, Source, Usage, reflect_module, words_of,
};
use serde_json::Value;

#[derive(Parser, Debug)]
#[command(
    name = "nsdi-run",
    version,
    about = "Run a Vulkan compute entry point, its bindings reflected from the module"
)]
struct Cli {
    /// The SPIR-V module.
    module: PathBuf,
    /// Print the module's reflected bindings, push constants and workgroup size as JSON, then
    /// stop (any SPIR-V compute module).
    #[arg(long = "reflect-only")]
    reflect_only: bool,
    /// Reflection JSON written by `nsdi-llc --reflect` (optional: gives the kernel's argument
    /// order for numeric ARGs).
    #[arg(long)]
    reflect: Option<PathBuf>,
    /// Entry point (default: the only one).
    #[arg(long)]
    entry: Option<String>,
    /// `ARG=TYPE:COUNT:INIT` for a buffer.
    #[arg(long = "buffer", value_name = "ARG=SPEC")]
    buffers: Vec<String>,
    /// `ARG=read|write|read_write`: how the kernel uses a buffer (checked against the module).
    #[arg(long = "usage", value_name = "ARG=USAGE")]
    usages: Vec<String>,
    /// `ARG=read`: the binding is only read although the module leaves it writable.
    #[arg(long = "usage-override", value_name = "ARG=USAGE")]
    usage_overrides: Vec<String>,
    /// `ARG=VALUE` for a push-constant member (a scalar kernel argument).
    #[arg(long = "scalar", value_name = "ARG=VALUE")]
    scalars: Vec<String>,
    /// Workgroup counts `X[,Y[,Z]]`.
    #[arg(long, default_value = "1")]
    groups: String,
    /// Workgroup size `X[,Y[,Z]]` for a module whose size is a specialization constant
    /// (default: the module's); a module that fixes its size accepts only that size.
    #[arg(long)]
    local: Option<String>,
    /// `ARG=COUNT`: the element count of a `local` pointer argument (its Workgroup array's
    /// specialization constant).
    #[arg(long = "local-arg", value_name = "ARG=COUNT")]
    local_args: Vec<String>,
    /// Enable the Khronos validation layer; its errors fail the run.
    #[arg(long)]
    validation: bool,
    /// Write the coverage counters (the synthetic coverage buffer that `--reflect`'s
    /// `synthetic_resources` places, zero-filled before the dispatch) to FILE as raw
    /// little-endian elements, for nsdi-cov.
    #[arg(long = "coverage-out", value_name = "FILE")]
    coverage_out: Option<PathBuf>,

    /// Write the JSON result here instead of standard output.
    #[arg(short = 'o')]
    output: Option<PathBuf>,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Elem {
    F16,
    F32,
    F64,
    I8,
    U8,
    I16,
    U16,
    I32,
    U32,
    I64,
}

const ELEMENT_TYPES: &str = "f16, f32, f64, i8, u8, i16, u16, i32, u32, i64";

impl Elem {
    fn parse(s: &str) -> Result<Elem, String> {
        Ok(match s {
            "f16" | "half" => Elem::F16,
            "f32" | "float" => Elem::F32,
            "f64" | "double" => Elem::F64,
            "i8" => Elem::I8,
            "u8" => Elem::U8,
            "i16" => Elem::I16,
            "u16" => Elem::U16,
            "i32" => Elem::I32,
            "u32" => Elem::U32,
            "i64" | "u64" => Elem::I64,
            _ => {
                return Err(format!("unknown element type '{s}' ({ELEMENT_TYPES})"));
            }
        })
    }
    fn size(self) -> usize {
        match self {
            Elem::I8 | Elem::U8 => 1,
            Elem::F16 | Elem::I16 | Elem::U16 => 2,
            Elem::F32 | Elem::I32 | Elem::U32 => 4,
            Elem::F64 | Elem::I64 => 8,
        }
    }
    fn encode(self, v: f64, out: &mut Vec<u8>) {
        match self {
            // Rounded to nearest even, as the push constants' halves.
            Elem::F16 => out.extend(Scalar::Float { width: 16 }.encode(v)),
            Elem::F32 => out.extend((v as f32).to_le_bytes()),
            Elem::F64 => out.extend(v.to_le_bytes()),
            // Integers wrap to their width (`as i64` first: -1 is 0xff as u8).
            Elem::I8 | Elem::U8 => out.push(v as i64 as u8),
            Elem::I16 | Elem::U16 => out.extend((v as i64 as u16).to_le_bytes()),
            Elem::I32 => out.extend((v as i32).to_le_bytes()),
            Elem::U32 => out.extend((v as u32).to_le_bytes()),
            Elem::I64 => out.extend((v as i64).to_le_bytes()),
        }
    }
    fn decode(self, b: &[u8]) -> Value {
        let w2 = || <[u8; 2]>::try_from(&b[..2]).unwrap_or_default();
        let w4 = || <[u8; 4]>::try_from(&b[..4]).unwrap_or_default();
        let w8 = || <[u8; 8]>::try_from(&b[..8]).unwrap_or_default();
        match self {
            Elem::F16 => serde_json::json!(f16_to_f64(u16::from_le_bytes(w2()))),
            Elem::F32 => serde_json::json!(f32::from_le_bytes(w4())),
            Elem::F64 => serde_json::json!(f64::from_le_bytes(w8())),
            Elem::I8 => serde_json::json!(b[0] as i8),
            Elem::U8 => serde_json::json!(b[0]),
            Elem::I16 => serde_json::json!(i16::from_le_bytes(w2())),
            Elem::U16 => serde_json::json!(u16::from_le_bytes(w2())),
            Elem::I32 => serde_json::json!(i32::from_le_bytes(w4())),
            Elem::U32 => serde_json::json!(u32::from_le_bytes(w4())),
            Elem::I64 => serde_json::json!(i64::from_le_bytes(w8())),
        }
    }
}

/// An IEEE half's value (exact in f64). NaN prints as JSON null, as any non-finite float.
fn f16_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = i32::from((h >> 10) & 0x1f);
    let mant = f64::from(h & 0x3ff);
    match exp {
        0 => sign * mant * 2f64.powi(-24),
        0x1f if mant == 0.0 => sign * f64::INFINITY,
        0x1f => f64::NAN,
        _ => sign * (1.0 + mant / 1024.0) * 2f64.powi(exp - 15),
    }
}

fn fill(spec: &str) -> Result<(Elem, Vec<u8>), String> {
    let mut parts = spec.splitn(3, ':');
    let elem = Elem::parse(parts.next().unwrap_or(""))?;
    let count: usize = parts
        .next()
        .and_then(|c| c.parse().ok())
        .ok_or_else(|| format!("buffer spec '{spec}': expected TYPE:COUNT:INIT"))?;
    let init = parts.next().unwrap_or("zero");
    let mut bytes = Vec::with_capacity(count * elem.size());
    if let Some(path) = init.strip_prefix("file=") {
        bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
        bytes.resize(count * elem.size(), 0);
        return Ok((elem, bytes));
    }
    let values: Vec<f64> = if init.starts_with('[') {
        serde_json::from_str(init).map_err(|e| format!("buffer values: {e}"))?
    } else {
        Vec::new()
    };
    for k in 0..count {
        let v = match init {
            "iota" => k as f64,
            "zero" => 0.0,
            _ if init.starts_with('[') => values.get(k).copied().unwrap_or(0.0),
            _ => init
                .strip_prefix("const=")
                .and_then(|c| c.parse().ok())
                .ok_or_else(|| format!("unknown buffer init '{init}'"))?,
        };
        elem.encode(v, &mut bytes);
    }
    Ok((elem, bytes))
}

fn dims(s: &str) -> Result<[u32; 3], String> {
    let mut out = [1u32; 3];
    for (n, p) in s.split(',').enumerate() {
        let slot = out
            .get_mut(n)
            .ok_or_else(|| format!("'{s}': at most 3 dimensions"))?;
        *slot = p
            .trim()
            .parse()
            .map_err(|_| format!("'{s}': not a number"))?;
    }
    Ok(out)
}

fn main() -> ExitCode {
    nsdi_cli::process::ignore_file_size_signal();
    let cli: Cli = nsdi_cli::parse_args_or_exit("nsdi-run");
    match run(&cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("nsdi-run: error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// What an `ARG` names, once resolved against the reflection.
#[derive(Clone, Debug, PartialEq)]
enum Target {
    /// A binding, by its position in canonical order.
    Binding(usize),
    /// A push-constant member at this offset.
    PushConstant(u32),
    /// A workgroup array with this `SpecId`.
    Workgroup(u32),
    /// A pointer argument the module gives no binding (`--bindings=used`).
    Unbound,
}

/// How `ARG`s are read: the kernel's arguments from `--reflect` when given (index or name),
/// else the reflection's own lists.
struct Arguments<'r> {
    reflection: &'r Reflection,
    /// `(name, target)` per kernel argument, from `--reflect`.
    kernel_args: Option<Vec<(String, Target)>>,
}

impl Arguments<'_> {
    fn resolve(&self, key: &str) -> Result<(String, Target), String> {
        let r = self.reflection;
        if let Some(args) = &self.kernel_args {
            if let Some((n, (_, t))) = args
                .iter()
                .enumerate()
                .find(|(n, (name, _))| n.to_string() == key || name == key)
            {
                return Ok((n.to_string(), t.clone()));
            }
            // `SET.BINDING` still names a binding; it prints under the argument's index.
            if let BindingRef::Location { .. } = BindingRef::parse(key)
                && let Ok(i) = BindingRef::parse(key).resolve(r)
                && let Some(n) = args.iter().position(|(_, t)| *t == Target::Binding(i))
            {
                return Ok((n.to_string(), Target::Binding(i)));
            }
            return Err(format!("no argument '{key}'"));
        }
        if let Some(pc) = &r.push_constants
            && let Some(m) = pc.members.iter().find(|m| m.name == key)
        {
            return Ok((key.to_owned(), Target::PushConstant(m.offset)));
        }
        if let Some(w) = r.workgroup_arrays.iter().find(|w| w.name == key) {
            return Ok((key.to_owned(), Target::Workgroup(w.spec_id)));
        }
        let i = BindingRef::parse(key).resolve(r)?;
        Ok((key.to_owned(), Target::Binding(i)))
    }

    /// For `--scalar`/`--local-arg` without `--reflect`, an index counts members / arrays.
    fn resolve_member(&self, key: &str) -> Result<(String, Target), String> {
        if self.kernel_args.is_none()
            && let Ok(n) = key.parse::<usize>()
        {
            let pc = self.reflection.push_constants.as_ref();
            return pc
                .and_then(|pc| pc.members.get(n))
                .map(|m| (key.to_owned(), Target::PushConstant(m.offset)))
                .ok_or_else(|| format!("no push-constant member {key}"));
        }
        self.resolve(key)
    }
}

/// Our `--reflect` JSON's arguments of `entry`, mapped to the decorations' reflection.
fn kernel_args(json: &Value, r: &Reflection) -> Result<Vec<(String, Target)>, String> {
    let entries = json["entry_points"]
        .as_array()
        .ok_or("reflection without entry_points")?;
    let entry = entries
        .iter()
        .find(|e| e["name"] == r.entry_point.as_str())
        .ok_or_else(|| format!("no entry point '{}' in the reflection", r.entry_point))?;
    let mut out = Vec::new();
    for a in entry["args"].as_array().ok_or("entry point without args")? {
        let name = a["name"].as_str().unwrap_or("").to_owned();
        let number = |field: &str| a[field].as_u64().and_then(|v| u32::try_from(v).ok());
        let target = match a["kind"].as_str() {
            Some("buffer") => {
                let (set, binding) = (number("set").unwrap_or(0), number("binding").unwrap_or(0));
                Target::Binding(BindingRef::Location { set, binding }.resolve(r)?)
            }
            Some("push_constant") => Target::PushConstant(number("offset").unwrap_or(0)),
            Some("workgroup") => Target::Workgroup(number("spec_constant").unwrap_or(0)),
            Some("unused_buffer") => Target::Unbound,
            other => return Err(format!("argument '{name}' of unknown kind {other:?}")),
        };
        out.push((name, target));
    }
    Ok(out)
}

fn reflect_only(cli: &Cli) -> Result<(), String> {
    let words =
        words_of(&read_module(cli)?).map_err(|e| format!("{}: {e}", cli.module.display()))?;
    let all = reflect_module(&words).map_err(|e| format!("{}: {e}", cli.module.display()))?;
    let entries: Vec<String> = all
        .iter()
        .filter(|r| cli.entry.as_deref().is_none_or(|n| r.entry_point == n))
        .map(|r| r.to_json_line())
        .collect();
    if entries.is_empty() {
        return Err(format!(
            "no entry point '{}' in the module",
            cli.entry.as_deref().unwrap_or("")
        ));
    }
    write(
        cli,
        &format!("{{\"entry_points\": [\n  {}\n]}}\n", entries.join(",\n  ")),
    )
}

fn read_module(cli: &Cli) -> Result<Vec<u8>, String> {
    std::fs::read(&cli.module).map_err(|e| format!("{}: {e}", cli.module.display()))
}

fn write(cli: &Cli, text: &str) -> Result<(), String> {
    match &cli.output {
        Some(p) => nsdi_cli::output::write_output(p, text.as_bytes()),
        None => nsdi_cli::output::write_stdout(text.as_bytes()),
    }
}

fn run(cli: &Cli) -> Result<(), String> {
    if cli.reflect_only {
        return reflect_only(cli);
    }
    let mut compiled: CompileResult = nsdi_runtime::compile(&CompileInfo {
        language: Language::Spirv,
        source: Source::Binary(read_module(cli)?),
        entry_point: cli.entry.clone(),
        ..CompileInfo::default()
    })
    .map_err(|e| format!("{}: {e}", cli.module.display()))?;
    let mut globals_record = None;
    let reflection_json = match &cli.reflect {
        Some(path) => {
            let text =
                std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
            let json: Value =
                serde_json::from_str(&text).map_err(|e| format!("reflection: {e}"))?;
            // The coverage buffer's contract: the runtime binds the buffer by itself, so it
            // leaves the reflection the arguments are resolved against.
            let covered = compiled
                .bind_coverage_contract(&text)
                .map_err(|e| format!("--reflect: {e}"))?;
            if cli.coverage_out.is_some() && !covered {
                return Err(
                    "--coverage-out: the reflection has no coverage buffer (compile with --coverage)"
                        .into(),
                );
            }
            globals_record = nsdi_runtime::ProgramGlobalsBinding::from_reflection_json(&text);
            Some(json)
        }
        None if cli.coverage_out.is_some() => {
            return Err(
                "--coverage-out needs --reflect (the coverage buffer's binding contract)".into(),
            );
        }
        None => None,
    };
    let r = &compiled.reflection;
    let program_globals = match globals_record {
        Some(globals) => {
            let index = BindingRef::Location {
                set: globals.set,
                binding: globals.binding,
            }
            .resolve(r)?;
            Some((index, globals.initial))
        }
        None => None,
    };
    let kernel_args = reflection_json
        .as_ref()
        .map(|json| kernel_args(json, r))
        .transpose()?;
    let args = Arguments {
        reflection: r,
        kernel_args,
    };
    // Buffers, keyed by the ARG they print under.
    // An unused argument's buffer (`None`) is bound nowhere.
    let mut buffers: Vec<(String, Option<usize>, Elem, Vec<u8>)> = Vec::new();
    for b in &cli.buffers {
        let (k, spec) = b.split_once('=').ok_or("--buffer ARG=SPEC")?;
        let (key, target) = args.resolve(k)?;
        let i = match target {
            Target::Binding(i) => Some(i),
            Target::Unbound => None,
            _ => return Err(format!("argument '{k}' is not a buffer")),
        };
        let (elem, bytes) = fill(spec)?;
        buffers.push((key, i, elem, bytes));
    }
    let mut usages: Vec<Option<Usage>> = vec![None; r.bindings.len()];
    for u in &cli.usages {
        let (k, v) = u.split_once('=').ok_or("--usage ARG=USAGE")?;
        let Target::Binding(i) = args.resolve(k)?.1 else {
            return Err(format!("argument '{k}' is not a buffer"));
        };
        usages[i] = Some(
            Usage::parse(v)
                .ok_or_else(|| format!("unknown usage '{v}' (read, write, read_write)"))?,
        );
    }
    let mut usage_overrides = Vec::new();
    for u in &cli.usage_overrides {
        let (k, v) = u.split_once('=').ok_or("--usage-override ARG=USAGE")?;
        let Target::Binding(i) = args.resolve(k)?.1 else {
            return Err(format!("argument '{k}' is not a buffer"));
        };
        let usage = Usage::parse(v)
            .ok_or_else(|| format!("unknown usage '{v}' (read, write, read_write)"))?;
        usage_overrides.push((BindingRef::Index(i), usage));
    }
    // Push constants: every member named by --scalar, the rest zero.
    let mut push = vec![0u8; r.push_constant_size as usize];
    for s in &cli.scalars {
        let (k, v) = s.split_once('=').ok_or("--scalar ARG=VALUE")?;
        let Target::PushConstant(offset) = args.resolve_member(k)?.1 else {
            return Err(format!("argument '{k}' is not a scalar (push constant)"));
        };
        let member = r
            .push_constants
            .as_ref()
            .and_then(|pc| pc.members.iter().find(|m| m.offset == offset))
            .ok_or_else(|| format!("no push-constant member at offset {offset}"))?;
        let scalar: Scalar = member.scalar.ok_or_else(|| {
            format!(
                "scalar argument of type '{}' not supported",
                member.type_name
            )
        })?;
        let v: f64 = v
            .parse()
            .map_err(|_| format!("scalar '{v}' is not a number"))?;
        let bytes = scalar.encode(v);
        let at = offset as usize;
        push.get_mut(at..at + bytes.len())
            .ok_or("push constant outside the block")?
            .copy_from_slice(&bytes);
    }
    let mut workgroup_array_lengths = Vec::new();
    for l in &cli.local_args {
        let (k, v) = l.split_once('=').ok_or("--local-arg ARG=COUNT")?;
        let spec_id = match args.resolve(k) {
            Ok((_, Target::Workgroup(id))) => id,
            _ => return Err(format!("argument '{k}' is not a local pointer")),
        };
        let count: u32 = v
            .parse()
            .ok()
            .filter(|c| *c > 0)
            .ok_or_else(|| format!("local argument count '{v}' is not a positive number"))?;
        let name = r
            .workgroup_arrays
            .iter()
            .find(|w| w.spec_id == spec_id)
            .map(|w| w.name.clone())
            .ok_or_else(|| format!("argument '{k}' is not a local pointer"))?;
        workgroup_array_lengths.push((name, count));
    }
    let groups = dims(&cli.groups)?;
    let block_size = cli.local.as_deref().map(dims).transpose()?;

    let device = Device::new(&DeviceOptions {
        validation: cli.validation,
    })
    .map_err(|e| e.to_string())?;
    if device.renderdoc_attached() {
        eprintln!("nsdi-run: RenderDoc loaded, capturing the dispatch");
    }
    let shader = device.load(
        &compiled,
        &LoadOptions {
            usage_overrides,
            block_size,
            workgroup_array_lengths,
        },
    );
    report_ignored(&device);
    let shader = shader.map_err(|e| e.to_string())?;
    let made = buffers
        .iter()
        .map(|(_, _, _, bytes)| device.buffer_from(&bytes_or_word(bytes)))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| e.to_string())?;
    let globals_buffer = program_globals
        .as_ref()
        .map(|(_, bytes)| device.buffer_from(&bytes_or_word(bytes)))
        .transpose()
        .map_err(|e| e.to_string())?;
    let mut launcher = shader.launcher();
    if let (Some((index, _)), Some(buffer)) = (&program_globals, &globals_buffer) {
        launcher.add_buffer_by_index(*index, buffer, Usage::ReadWrite);
    }
    for ((_, i, _, _), buffer) in buffers.iter().zip(&made) {
        let Some(i) = i else { continue };
        let usage = usages[*i].unwrap_or(if r.bindings[*i].readonly {
            Usage::Read
        } else {
            Usage::ReadWrite
        });
        launcher.add_buffer_by_index(*i, buffer, usage);
    }
    if !push.is_empty() {
        launcher.add_uniform_bytes(&push);
    }
    let block = shader.block_size();
    let threads = [
        groups[0].saturating_mul(block[0]),
        groups[1].saturating_mul(block[1]),
        groups[2].saturating_mul(block[2]),
    ];
    let submitted = launcher
        .build(threads)
        .and_then(|dispatch| dispatch.submit());
    report_ignored(&device);
    submitted.map_err(|e| e.to_string())?;
    if let (Some(path), Some(counters)) = (&cli.coverage_out, shader.coverage_bytes()) {
        nsdi_cli::output::write_output(path, &counters)?;
    }
    let mut out = serde_json::Map::new();
    for ((key, _, elem, bytes), buffer) in buffers.iter().zip(&made) {
        let data = buffer.read_bytes();
        let values: Vec<Value> = data[..bytes.len().min(data.len())]
            .chunks_exact(elem.size())
            .map(|c| elem.decode(c))
            .collect();
        out.insert(key.clone(), Value::Array(values));
    }
    if let (Some((_, bytes)), Some(buffer)) = (&program_globals, &globals_buffer) {
        let data = buffer.read_bytes();
        let words: Vec<Value> = data[..bytes.len().min(data.len())]
            .chunks_exact(4)
            .map(|c| Elem::I32.decode(c))
            .collect();
        out.insert("program.globals".to_owned(), Value::Array(words));
    }
    let text = serde_json::to_string(&Value::Object(out)).map_err(|e| e.to_string())? + "\n";
    write(cli, &text)
}

/// A buffer's initial bytes; an empty buffer gets one zero word (Vulkan has no empty
/// buffers).
fn bytes_or_word(bytes: &[u8]) -> Vec<u8> {
    if bytes.is_empty() {
        vec![0; 4]
    } else {
        bytes.to_vec()
    }
}

fn report_ignored(device: &Device) {
    for m in device.take_ignored_validation_messages() {
        eprintln!("nsdi-run: validation (known false positive, ignored): {m}");
    }
}
