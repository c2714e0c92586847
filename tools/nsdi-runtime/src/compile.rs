//! `compile`: source text or a file to SPIR-V plus its reflection, or an error that names the
//! reason; never half a result.
//!
//! - OpenCL C and C++ for OpenCL: clang-19 writes LLVM IR to a pipe, and the nsdi library lowers
//!   it in this process (as `nsdi-llc` does), with NSDI debug info for `-g`. For Vulkan at -O1
//!   and up clang runs in two steps, its address-space idiom removed from the debug
//!   records in between ([`compile_opencl`]), so structs SROA splits keep their members.
//! - GLSL: Debian's `glslangValidator -V` (`-gVS` gives NSDI with the source text).
//! - SPIR-V: taken as it is, only reflected.
//!
//! Reproducible: clang and glslang get the source's canonical path and the compilation
//! directory is the source's own directory, so the module records the same paths from any
//! working directory; our DebugEntryPoint command line lists the options that change the
//! module, never a temporary path.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use nsdi::backend::{Flavour, VulkanEnv};
use nsdi::debug::{DebugLevel, DebugOptions, PointerStorage, SourceUnread};
use nsdi::input::io_reason;
use nsdi::ir::{LoadOptions, Structurize, load_memory};
use nsdi::llvm_adapter::NsdiDebugHandler;

use crate::reflect::{Reflection, reflect_entry_point};

/// The source language of [`CompileInfo::source`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Language {
    /// OpenCL C 2.0 (clang-19 `-cl-std=CL2.0`).
    OpenClC,
    /// C++ for OpenCL 2021 (clang-19 `-cl-std=clc++2021`).
    OpenClCpp,
    /// GLSL compute shader (glslangValidator).
    Glsl,
    /// A SPIR-V binary, only reflected.
    Spirv,
}

impl Language {
    /// The language a file name's extension stands for: `.cl`, `.clcpp`, `.comp`/`.glsl`,
    /// `.spv`.
    pub fn from_path(path: &Path) -> Option<Language> {
        Some(match path.extension()?.to_str()? {
            "cl" => Language::OpenClC,
            "clcpp" => Language::OpenClCpp,
            "comp" | "glsl" => Language::Glsl,
            "spv" => Language::Spirv,
            _ => return None,
        })
    }
}

/// Where the source comes from.
#[derive(Clone, Debug)]
pub enum Source {
    /// A file on disk; diagnostics name it as given.
    File(PathBuf),
    /// Text in memory; `name` is the file name the diagnostics and the debug info use.
    Text {
        /// The file name to report (`k.cl`); no directory part is recorded.
        name: String,
        /// The source text.
        text: String,
    },
    /// A SPIR-V binary in memory (only with [`Language::Spirv`]).
    Binary(Vec<u8>),
}

/// How much debug info the module carries.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DebugInfo {
    /// None (`-g0`).
    #[default]
    None,
    /// Compile units, sources, functions, scopes and lines (`-gline-tables-only`; GLSL: `-g`).
    LineTables,
    /// Full NSDI (`-g`; GLSL: `-gVS`).
    Full,
}

/// The SPIR-V environment to compile for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TargetEnv {
    /// Vulkan 1.2 (SPIR-V 1.5).
    Vulkan1_2,
    /// Vulkan 1.3 (SPIR-V 1.6).
    #[default]
    Vulkan1_3,
    /// OpenCL Kernel SPIR-V (OpenCL sources only); not loadable by [`crate::Device`].
    OpenCl,
}

impl TargetEnv {
    /// `vulkan1.2`, `vulkan1.3` or `opencl`, as spirv-val and nsdi-llc name them.
    pub fn parse(name: &str) -> Option<TargetEnv> {
        Some(match name {
            "vulkan1.2" => TargetEnv::Vulkan1_2,
            "vulkan1.3" => TargetEnv::Vulkan1_3,
            "opencl" => TargetEnv::OpenCl,
            _ => return None,
        })
    }

    /// The name [`parse`](Self::parse) reads.
    pub fn name(self) -> &'static str {
        match self {
            TargetEnv::Vulkan1_2 => "vulkan1.2",
            TargetEnv::Vulkan1_3 => "vulkan1.3",
            TargetEnv::OpenCl => "opencl",
        }
    }

    fn flavour(self) -> Flavour {
        match self {
            TargetEnv::Vulkan1_2 => Flavour::VulkanCompute(VulkanEnv::Vulkan1_2),
            TargetEnv::Vulkan1_3 => Flavour::VulkanCompute(VulkanEnv::Vulkan1_3),
            TargetEnv::OpenCl => Flavour::OpenClKernel,
        }
    }
}

/// Everything [`compile`] needs.
#[derive(Clone, Debug)]
pub struct CompileInfo {
    /// The source language.
    pub language: Language,
    /// The source.
    pub source: Source,
    /// `-I` directories (relative ones against the current directory).
    pub include_dirs: Vec<PathBuf>,
    /// `-D` definitions: `(NAME, Some(VALUE))` or `(NAME, None)`.
    pub defines: Vec<(String, Option<String>)>,
    /// The entry point to reflect; `None`: the module's only one (an error when it has several).
    pub entry_point: Option<String>,
    /// Optimization level 0-3 (clang `-O`); GLSL and SPIR-V ignore it.
    pub optimize: u8,
    /// Debug info.
    pub debug_info: DebugInfo,
    /// The environment.
    pub target_env: TargetEnv,
    /// The push-constant block size the host expects in bytes; 0: whatever the module declares.
    pub push_constant_size: u32,
    /// Keep clang's LLVM IR in [`CompileResult::llvm_ir`] (OpenCL sources).
    pub keep_llvm_ir: bool,
    /// Source line coverage (`nsdi-llc --coverage=lines`): OpenCL sources for Vulkan with
    /// debug info only. The contract is in [`CompileResult::argument_json`], the manifest in
    /// [`CompileResult::coverage_manifest`].
    pub coverage: Option<nsdi::coverage::CoverageOptions>,
    /// The width of `size_t` (`nsdi-cc --size-t=32|64`); `None`: the environment's default,
    /// 32 for Vulkan (clang's `spirv32` target, as clspv: no `Int64` capability unless the
    /// source uses 64-bit integers) and 64 for `opencl` (the Kernel flavour is Physical64).
    pub size_t_bits: Option<u32>,
    /// Bind only the pointer arguments the kernel uses (`nsdi-cc --bindings=used`, clspv's
    /// interface); `false` (the default): every `global`/`constant` argument has a binding, in
    /// argument order.
    pub bindings_used_only: bool,
}

impl Default for CompileInfo {
    fn default() -> Self {
        CompileInfo {
            language: Language::OpenClC,
            source: Source::Text {
                name: String::new(),
                text: String::new(),
            },
            include_dirs: Vec::new(),
            defines: Vec::new(),
            entry_point: None,
            optimize: 2,
            debug_info: DebugInfo::None,
            target_env: TargetEnv::default(),
            push_constant_size: 0,
            keep_llvm_ir: false,
            coverage: None,
            size_t_bits: None,
            bindings_used_only: false,
        }
    }
}

impl CompileInfo {
    /// The width of `size_t` the front end compiles for ([`CompileInfo::size_t_bits`]).
    ///
    /// # Errors
    /// A width other than 32 or 64, or 32 for the `opencl` environment.
    pub fn size_t_width(&self) -> Result<u32, CompileError> {
        match (self.size_t_bits, self.target_env) {
            (None, TargetEnv::OpenCl) | (Some(64), _) => Ok(64),
            (None, _) => Ok(32),
            (Some(32), TargetEnv::OpenCl) => Err(CompileError::Unsupported(
                "a 32-bit size_t needs a Vulkan target environment (the opencl flavour is \
                 Physical64)"
                    .into(),
            )),
            (Some(32), _) => Ok(32),
            (Some(other), _) => Err(CompileError::Unsupported(format!(
                "size_t of {other} bits (32 or 64)"
            ))),
        }
    }
}

/// A compiled, reflected module.
#[derive(Clone, Debug)]
pub struct CompileResult {
    /// The SPIR-V words.
    pub spirv: Vec<u32>,
    /// The reflection of the chosen entry point (its name is [`Reflection::entry_point`]).
    pub reflection: Reflection,
    /// Our compiler's per-argument JSON (`nsdi-llc --reflect`), for OpenCL sources compiled for
    /// Vulkan: it keeps the kernel's argument order, which the decorations do not.
    pub argument_json: Option<String>,
    /// clang's LLVM IR, when [`CompileInfo::keep_llvm_ir`] asked for it.
    pub llvm_ir: Option<Vec<u8>>,
    /// Warnings of the compilers (may be empty).
    pub log: String,
    /// The coverage manifest (JSON) when [`CompileInfo::coverage`] asked for counters.
    pub coverage_manifest: Option<String>,
    /// The coverage buffer's binding contract, when the module has one: [`reflection`]
    /// (Self::reflection) does not list the buffer; [`Device::load`](crate::Device::load)
    /// binds a zero-filled one by itself and [`Shader::coverage_counters`]
    /// (crate::Shader::coverage_counters) reads it back.
    pub coverage: Option<CoverageBinding>,
}

/// Where the coverage counters go (the binding contract of `CompileInfo::coverage`): a
/// zero-filled buffer of [`bytes`](Self::bytes) bound at `set`/`binding` before the dispatch
/// and read back after it, element by element in the manifest's order of counter indices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CoverageBinding {
    /// The descriptor set.
    pub set: u32,
    /// The binding in that set.
    pub binding: u32,
    /// The number of counters.
    pub counter_count: usize,
    /// Bytes per counter (4 or 8).
    pub element_stride: usize,
    /// The markers add per sub-group (`--coverage-aggregate=subgroup`, the contract's
    /// `"aggregate"`): the module needs the sub-group operations `BASIC` and `BALLOT`.
    pub sub_group_aggregated: bool,
}

impl CoverageBinding {
    /// The buffer's size in bytes (at least 4: Vulkan has no empty buffers).
    pub fn bytes(&self) -> usize {
        (self.counter_count * self.element_stride).max(4)
    }

    /// The contract in a reflection JSON (`nsdi-llc --reflect`'s `synthetic_resources`);
    /// `None` when it has no coverage buffer.
    pub fn from_reflection_json(json: &str) -> Option<CoverageBinding> {
        let value: serde_json::Value = serde_json::from_str(json).ok()?;
        let record = value["synthetic_resources"]
            .as_array()?
            .iter()
            .find(|r| r["kind"] == "coverage_counters")?;
        let number = |field: &str| record[field].as_u64();
        Some(CoverageBinding {
            set: u32::try_from(number("set")?).ok()?,
            binding: u32::try_from(number("binding")?).ok()?,
            counter_count: usize::try_from(number("counter_count")?).ok()?,
            element_stride: usize::try_from(number("element_stride")?).ok()?,
            sub_group_aggregated: record["aggregate"] == "subgroup",
        })
    }
}

/// The program-scope `global` variables' buffer (docs/VULKAN.md): a buffer of
/// [`initial`](Self::initial)'s size filled with those bytes, bound at `set`/`binding` before
/// the first dispatch; it keeps the variables' values from one dispatch to the next, as OpenCL
/// keeps a program's globals across kernel launches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProgramGlobalsBinding {
    /// The descriptor set.
    pub set: u32,
    /// The binding in that set.
    pub binding: u32,
    /// The initializers laid out (OpenCL C layout), zero where a variable has none.
    pub initial: Vec<u8>,
}

impl ProgramGlobalsBinding {
    /// The record in a reflection JSON (`nsdi-llc --reflect`'s `synthetic_resources`, kind
    /// `program_globals`); `None` when the module has no program-scope `global` variables.
    pub fn from_reflection_json(json: &str) -> Option<ProgramGlobalsBinding> {
        let value: serde_json::Value = serde_json::from_str(json).ok()?;
        let record = value["synthetic_resources"]
            .as_array()?
            .iter()
            .find(|r| r["kind"] == "program_globals")?;
        let number = |field: &str| record[field].as_u64().and_then(|v| u32::try_from(v).ok());
        let hex = record["initial_data"].as_str()?;
        if hex.len() % 2 != 0 {
            return None;
        }
        let initial = (0..hex.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok())
            .collect::<Option<Vec<u8>>>()?;
        Some(ProgramGlobalsBinding {
            set: number("set")?,
            binding: number("binding")?,
            initial,
        })
    }
}

impl CompileResult {
    /// The program-scope `global` variables' buffer, when the module has such variables.
    pub fn program_globals(&self) -> Option<ProgramGlobalsBinding> {
        ProgramGlobalsBinding::from_reflection_json(self.argument_json.as_deref()?)
    }

    /// The coverage buffer's contract, when [`CompileInfo::coverage`] asked for counters (or
    /// [`bind_coverage_contract`](Self::bind_coverage_contract) gave one).
    pub fn coverage_binding(&self) -> Option<CoverageBinding> {
        self.coverage
    }

    /// Takes the coverage contract of a module compiled elsewhere (`nsdi-llc --coverage
    /// --reflect`'s JSON): the buffer leaves the reflection and the runtime binds it by
    /// itself. A JSON without a coverage record changes nothing (`Ok(false)`).
    ///
    /// # Errors
    /// The contract names a location the module does not bind, or one with another stride.
    pub fn bind_coverage_contract(&mut self, reflection_json: &str) -> Result<bool, String> {
        let Some(contract) = CoverageBinding::from_reflection_json(reflection_json) else {
            return Ok(false);
        };
        hide_coverage_buffer(&mut self.reflection, &contract)?;
        self.coverage = Some(contract);
        Ok(true)
    }

    /// The SPIR-V as little-endian bytes.
    pub fn spirv_bytes(&self) -> Vec<u8> {
        self.spirv.iter().flat_map(|w| w.to_le_bytes()).collect()
    }
}

/// Removes the contract's buffer from the reflection's bindings, checked against it.
fn hide_coverage_buffer(r: &mut Reflection, contract: &CoverageBinding) -> Result<(), String> {
    let at = r
        .bindings
        .iter()
        .position(|b| b.set == contract.set && b.binding == contract.binding)
        .ok_or_else(|| {
            format!(
                "the coverage contract names set {} binding {}, which '{}' does not bind",
                contract.set, contract.binding, r.entry_point
            )
        })?;
    let stride = r.bindings[at].element_stride as usize;
    if stride != contract.element_stride || !matches!(stride, 4 | 8) {
        return Err(format!(
            "the coverage contract's counters are {} bytes, the buffer at set {} binding {} holds {stride}-byte elements",
            contract.element_stride, contract.set, contract.binding
        ));
    }
    r.bindings.remove(at);
    Ok(())
}

/// Why [`compile`] failed; the message names the reason (and the compiler's log).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CompileError {
    /// The source or a tool could not be read or run.
    Io(String),
    /// clang or glslang rejected the source: its log, naming the user's file.
    Compiler(String),
    /// Our lowering rejected the module: `file: reason`.
    Lowering(String),
    /// The entry point does not exist, or several exist and none was named.
    EntryPoint(String),
    /// The module uses something the runtime does not reflect, or its push-constant block does
    /// not have the size the host asked for.
    Unsupported(String),
    /// Not a SPIR-V module (or not a valid one).
    InvalidSpirv(String),
}

impl std::fmt::Display for CompileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CompileError::Io(m)
            | CompileError::Compiler(m)
            | CompileError::Lowering(m)
            | CompileError::EntryPoint(m)
            | CompileError::Unsupported(m)
            | CompileError::InvalidSpirv(m) => f.write_str(m.trim_end()),
        }
    }
}

impl std::error::Error for CompileError {}

/// Compiles and reflects; see the module documentation.
///
/// # Errors
/// A [`CompileError`] naming the reason; nothing is returned half-done.
pub fn compile(info: &CompileInfo) -> Result<CompileResult, CompileError> {
    let mut result = compile_module(info)?;
    let mut reflection = reflect_entry_point(&result.spirv, info.entry_point.as_deref())?;
    // The coverage buffer is the runtime's, not the host's: out of the reflection.
    let coverage = result
        .argument_json
        .as_deref()
        .and_then(CoverageBinding::from_reflection_json);
    if let Some(contract) = &coverage {
        hide_coverage_buffer(&mut reflection, contract).map_err(CompileError::Lowering)?;
    }
    if info.push_constant_size != 0 && info.push_constant_size != reflection.push_constant_size {
        return Err(CompileError::Unsupported(format!(
            "the push-constant block of '{}' is {} bytes, the host expects {}",
            reflection.entry_point, reflection.push_constant_size, info.push_constant_size
        )));
    }
    Ok(CompileResult {
        spirv: std::mem::take(&mut result.spirv),
        reflection,
        argument_json: result.argument_json,
        llvm_ir: result.llvm_ir,
        log: result.log,
        coverage_manifest: result.coverage_manifest,
        coverage,
    })
}

/// A compiled module with every entry point it has, before one is chosen for reflection: what
/// a compiler driver writes (`nsdi-cc`), where [`compile`] serves a host loading one kernel.
#[derive(Clone, Debug)]
pub struct CompiledModule {
    /// The SPIR-V words.
    pub spirv: Vec<u32>,
    /// Our compiler's per-argument JSON (`nsdi-llc --reflect`: every entry point), for OpenCL
    /// sources compiled for Vulkan.
    pub argument_json: Option<String>,
    /// clang's LLVM IR, when [`CompileInfo::keep_llvm_ir`] asked for it.
    pub llvm_ir: Option<Vec<u8>>,
    /// Warnings of the compilers (may be empty).
    pub log: String,
    /// The coverage manifest (JSON) when [`CompileInfo::coverage`] asked for counters.
    pub coverage_manifest: Option<String>,
}

/// Compiles `info.source` as [`compile`] does, keeping every entry point
/// ([`CompileInfo::entry_point`] is not consulted).
///
/// # Errors
/// A [`CompileError`] naming the reason; nothing is returned half-done.
pub fn compile_module(info: &CompileInfo) -> Result<CompiledModule, CompileError> {
    if info.optimize > 3 {
        return Err(CompileError::Unsupported(format!(
            "optimization level {} (0-3)",
            info.optimize
        )));
    }
    if info.target_env == TargetEnv::OpenCl
        && !matches!(info.language, Language::OpenClC | Language::OpenClCpp)
    {
        return Err(CompileError::Unsupported(
            "the opencl target environment needs an OpenCL C or C++ for OpenCL source".into(),
        ));
    }
    info.size_t_width()?;
    if (info.size_t_bits.is_some() || info.bindings_used_only)
        && !matches!(info.language, Language::OpenClC | Language::OpenClCpp)
    {
        return Err(CompileError::Unsupported(
            "size_t and bindings options need an OpenCL C or C++ for OpenCL source".into(),
        ));
    }
    if info.bindings_used_only && info.target_env == TargetEnv::OpenCl {
        return Err(CompileError::Unsupported(
            "bindings (used only) need a Vulkan target environment".into(),
        ));
    }
    if info.coverage.is_some() && !matches!(info.language, Language::OpenClC | Language::OpenClCpp)
    {
        return Err(CompileError::Unsupported(
            "coverage needs an OpenCL C or C++ for OpenCL source (our compiler inserts the counters)"
                .into(),
        ));
    }
    let result = match info.language {
        Language::OpenClC | Language::OpenClCpp => compile_opencl(info)?,
        Language::Glsl => compile_glsl(info)?,
        Language::Spirv => {
            let bytes = match &info.source {
                Source::Binary(b) => b.clone(),
                Source::File(p) => std::fs::read(p)
                    .map_err(|e| CompileError::Io(format!("{}: {}", p.display(), io_reason(&e))))?,
                Source::Text { name, .. } => {
                    return Err(CompileError::InvalidSpirv(format!(
                        "{name}: SPIR-V is binary: give it as Source::Binary or Source::File"
                    )));
                }
            };
            CompiledModule {
                spirv: words_of(&bytes)?,
                argument_json: None,
                llvm_ir: None,
                log: String::new(),
                coverage_manifest: None,
            }
        }
    };
    Ok(result)
}

/// Little-endian SPIR-V bytes as words; the length and the magic number checked.
pub fn words_of(bytes: &[u8]) -> Result<Vec<u32>, CompileError> {
    if bytes.is_empty() || bytes.len() % 4 != 0 {
        return Err(CompileError::InvalidSpirv(format!(
            "not a SPIR-V module ({} bytes, not a non-zero multiple of 4)",
            bytes.len()
        )));
    }
    let words: Vec<u32> = bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    if words[0] != rspirv::spirv::MAGIC_NUMBER {
        return Err(CompileError::InvalidSpirv(format!(
            "not a SPIR-V module (magic number {:#010x})",
            words[0]
        )));
    }
    Ok(words)
}

/// The source as the compilers see it: a file path to give them, the name the user knows it
/// by, the directory the debug info records, and the text.
struct Prepared {
    /// The path handed to the compiler (canonical, or in our scratch directory).
    path: PathBuf,
    /// How the user named the source (diagnostics use it).
    shown: String,
    /// The compilation directory the debug info records.
    dir: PathBuf,
    /// A text source's text (for DebugSource); a file's is read from disk like a header's.
    text: Option<String>,
    /// A scratch directory to remove afterwards.
    scratch: Option<Scratch>,
}

impl Prepared {
    /// The source as the compiler's input argument. A text source is compiled by its bare name
    /// from its scratch directory, so the debug info records only the name (and "." as the
    /// directory), never the scratch path.
    fn add_source_argument(&self, command: &mut Command) {
        match &self.scratch {
            Some(scratch) => {
                command.current_dir(&scratch.0);
                command.arg(self.path.file_name().unwrap_or_default());
            }
            None => {
                command.arg(&self.path);
            }
        }
    }
}

/// A private directory under the system's temporary directory, removed on drop.
struct Scratch(PathBuf);

impl Scratch {
    fn new() -> Result<Scratch, CompileError> {
        use std::sync::atomic::{AtomicU32, Ordering};
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let base = std::env::temp_dir();
        for _ in 0..100 {
            let n = NEXT.fetch_add(1, Ordering::Relaxed);
            let dir = base.join(format!("nsdi-runtime-{}-{n}", std::process::id()));
            match std::fs::create_dir(&dir) {
                Ok(()) => return Ok(Scratch(dir)),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => {
                    return Err(CompileError::Io(format!(
                        "cannot create a scratch directory in {}: {}",
                        base.display(),
                        io_reason(&e)
                    )));
                }
            }
        }
        Err(CompileError::Io("no free scratch directory name".into()))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn prepare(source: &Source, extension: &str) -> Result<Prepared, CompileError> {
    match source {
        Source::File(p) => {
            let shown = p.display().to_string();
            let canonical = std::fs::canonicalize(p)
                .map_err(|e| CompileError::Io(format!("{shown}: {}", io_reason(&e))))?;
            let dir = canonical
                .parent()
                .map(Path::to_path_buf)
                .unwrap_or_else(|| PathBuf::from("/"));
            Ok(Prepared {
                path: canonical,
                shown,
                dir,
                text: None,
                scratch: None,
            })
        }
        Source::Text { name, text } => {
            // Only the file name is kept: the scratch directory must not reach the module.
            let file = Path::new(name)
                .file_name()
                .map(|f| f.to_string_lossy().into_owned())
                .filter(|f| !f.is_empty())
                .unwrap_or_else(|| format!("source.{extension}"));
            let scratch = Scratch::new()?;
            let path = scratch.0.join(&file);
            std::fs::write(&path, text).map_err(|e| {
                CompileError::Io(format!(
                    "cannot write {}: {}",
                    path.display(),
                    io_reason(&e)
                ))
            })?;
            Ok(Prepared {
                path,
                shown: if name.is_empty() { file } else { name.clone() },
                dir: PathBuf::from("."),
                text: Some(text.clone()),
                scratch: Some(scratch),
            })
        }
        Source::Binary(_) => Err(CompileError::Unsupported(
            "a binary source is only SPIR-V (Language::Spirv)".into(),
        )),
    }
}

/// Replaces the path the compiler was given by the user's name for the source, so a log
/// names the file the user knows (never a scratch path).
fn user_log(log: &str, prepared: &Prepared) -> String {
    let given = prepared.path.display().to_string();
    let mut text = log.replace(&given, &prepared.shown);
    if let Some(s) = &prepared.scratch {
        text = text.replace(&s.0.display().to_string(), ".");
    }
    text.trim_end().to_owned()
}

fn include_flags(info: &CompileInfo) -> Result<Vec<String>, CompileError> {
    let cwd = std::env::current_dir()
        .map_err(|e| CompileError::Io(format!("current directory: {}", io_reason(&e))))?;
    let mut flags = Vec::new();
    for (name, value) in &info.defines {
        if name.is_empty() || name.contains(char::is_whitespace) {
            return Err(CompileError::Unsupported(format!(
                "invalid define name '{name}'"
            )));
        }
        flags.push(match value {
            Some(v) => format!("-D{name}={v}"),
            None => format!("-D{name}"),
        });
    }
    for dir in &info.include_dirs {
        // Canonical: the same directory reached from two working directories is one string
        // (it is recorded in the DebugEntryPoint command line).
        let joined = cwd.join(dir);
        let dir = std::fs::canonicalize(&joined).unwrap_or(joined);
        flags.push(format!("-I{}", dir.display()));
    }
    Ok(flags)
}

fn run_tool(
    mut command: Command,
    tool: &str,
    stdin_text: Option<&[u8]>,
) -> Result<std::process::Output, CompileError> {
    command.stdin(if stdin_text.is_some() {
        Stdio::piped()
    } else {
        Stdio::null()
    });
    command.stdout(Stdio::piped()).stderr(Stdio::piped());
    let mut child = command
        .spawn()
        .map_err(|e| CompileError::Io(format!("cannot run {tool}: {}", io_reason(&e))))?;
    if let (Some(text), Some(mut stdin)) = (stdin_text, child.stdin.take()) {
        use std::io::Write;
        stdin
            .write_all(text)
            .map_err(|e| CompileError::Io(format!("{tool}: {}", io_reason(&e))))?;
    }
    child
        .wait_with_output()
        .map_err(|e| CompileError::Io(format!("{tool}: {}", io_reason(&e))))
}

/// clang-19 (or `$CLANG`) to LLVM IR on a pipe, then the nsdi lowering in this process.
///
/// Vulkan at -O1 and up compiles in two clang steps (docs/RUNTIME.md):
/// clang's front end alone (`-Xclang -disable-llvm-passes`) to bitcode, clang's OpenCL
/// address-space idiom removed from the debug records in this process, then clang's optimizer
/// on that bitcode (`-O<n> -x ir`). LLVM 19's SROA cannot read the idiom and drops every
/// variable of an alloca it splits; without it the split struct keeps one fragment record per
/// member. The code is the one-step compile's (lit-tests/vulkan/two-step.test).
fn compile_opencl(info: &CompileInfo) -> Result<CompiledModule, CompileError> {
    let prepared = prepare_opencl(info)?;
    let (ir, log) = clang_llvm_ir(info, &prepared)?;
    let (words, argument_json, warnings, coverage_manifest) =
        lower_in_thread(info, &prepared, &ir)?;
    let mut all_log = log;
    for w in warnings {
        if !all_log.is_empty() {
            all_log.push('\n');
        }
        all_log.push_str(&format!("{}: warning: {w}", prepared.shown));
    }
    Ok(CompiledModule {
        spirv: words,
        argument_json,
        llvm_ir: info.keep_llvm_ir.then_some(ir),
        log: all_log,
        coverage_manifest,
    })
}

/// The LLVM IR (text) clang makes of an OpenCL source, exactly as [`compile`] and
/// [`compile_module`] lower it (one clang step, or the two steps above), and clang's messages.
/// For tests and tools that lower or compare that IR themselves.
///
/// # Errors
/// A [`CompileError`]: the source is not OpenCL, or clang or the bitcode rewrite failed.
pub fn opencl_llvm_ir(info: &CompileInfo) -> Result<(Vec<u8>, String), CompileError> {
    if !matches!(info.language, Language::OpenClC | Language::OpenClCpp) {
        return Err(CompileError::Unsupported(
            "LLVM IR is made of OpenCL C or C++ for OpenCL sources only".into(),
        ));
    }
    let prepared = prepare_opencl(info)?;
    clang_llvm_ir(info, &prepared)
}

fn prepare_opencl(info: &CompileInfo) -> Result<Prepared, CompileError> {
    let cpp = info.language == Language::OpenClCpp;
    prepare(&info.source, if cpp { "clcpp" } else { "cl" })
}

/// clang's IR of the prepared source and its log (messages naming the user's file).
fn clang_llvm_ir(
    info: &CompileInfo,
    prepared: &Prepared,
) -> Result<(Vec<u8>, String), CompileError> {
    let cpp = info.language == Language::OpenClCpp;
    let clang = std::env::var("CLANG").unwrap_or_else(|_| "clang-19".to_owned());
    // Every debug level alike (-g0 and -gline-tables-only have no records to change): the
    // bitcode between the steps restarts LLVM's counters for unique value names (`acc.010`
    // where one step writes `acc.018`), and -g0, -g and -gline-tables-only write the same
    // OpNames (lit-tests/nsdi/names-independent-of-level.test).
    let two_step = info.optimize > 0;
    let target_flags = [
        // Kernel parameter names: the reflection and the debug info use them.
        "-fno-discard-value-names",
        "-target",
        // 32-bit `size_t` (the Vulkan default): `get_global_id` and the indices it feeds stay
        // 32-bit, so the module needs no `Int64` (`shaderInt64`) unless the source asks.
        if info.size_t_width()? == 32 {
            "spirv32-unknown-unknown"
        } else {
            "spirv64-unknown-unknown"
        },
    ];
    let optimize = format!("-O{}", info.optimize);
    let debug = match info.debug_info {
        DebugInfo::None => "-g0",
        DebugInfo::LineTables => "-gline-tables-only",
        DebugInfo::Full => "-g",
    };
    // Vulkan vectors have at most 4 components; -O2's SLP vectorizer builds <8 x i32>.
    let vector_flags: &[&str] = if info.target_env != TargetEnv::OpenCl {
        &["-fno-slp-vectorize"]
    } else {
        &[]
    };
    let mut command = Command::new(&clang);
    command.arg(if cpp {
        "-cl-std=clc++2021"
    } else {
        "-cl-std=CL2.0"
    });
    command.args(target_flags);
    command.args(["-x", if cpp { "clcpp" } else { "cl" }]);
    command.args([optimize.as_str(), debug]);
    command.arg(format!(
        "-fdebug-compilation-dir={}",
        prepared.dir.display()
    ));
    command.args(vector_flags);
    command.args(include_flags(info)?);
    if two_step {
        // The front end's module, unoptimized but as -O<n> makes it (no optnone), as bitcode.
        command.args([
            "-Xclang",
            "-disable-llvm-passes",
            "-emit-llvm",
            "-c",
            "-o",
            "-",
        ]);
    } else {
        command.args(["-emit-llvm", "-S", "-c", "-o", "-"]);
    }
    prepared.add_source_argument(&mut command);
    let output = run_tool(command, &clang, None)?;
    let mut log = user_log(&String::from_utf8_lossy(&output.stderr), prepared);
    if !output.status.success() {
        return Err(CompileError::Compiler(if log.is_empty() {
            format!("{}: {clang} failed ({})", prepared.shown, output.status)
        } else {
            log
        }));
    }
    let ir = if two_step {
        let bitcode = in_large_stack(prepared, || {
            nsdi::ir::bitcode_without_address_space_ops(&output.stdout)
                .map(|(bitcode, _)| bitcode)
                .map_err(|e| CompileError::Lowering(format!("{}: {}", prepared.shown, e)))
        })?;
        let mut command = Command::new(&clang);
        command.args(target_flags);
        command.args(["-x", "ir", optimize.as_str(), debug]);
        command.args(vector_flags);
        command.args(["-emit-llvm", "-S", "-c", "-o", "-", "-"]);
        let output = run_tool(command, &clang, Some(&bitcode))?;
        // Its input is the front end's module of the user's file: a message naming clang's
        // standard input names that file.
        let optimizer_log = user_log(&String::from_utf8_lossy(&output.stderr), prepared)
            .replace("<stdin>", &prepared.shown);
        if !optimizer_log.is_empty() {
            if !log.is_empty() {
                log.push('\n');
            }
            log.push_str(&optimizer_log);
        }
        if !output.status.success() {
            return Err(CompileError::Compiler(if log.is_empty() {
                format!(
                    "{}: {clang} -x ir failed ({})",
                    prepared.shown, output.status
                )
            } else {
                log
            }));
        }
        output.stdout
    } else {
        output.stdout
    };
    Ok((ir, log))
}

/// Words, the argument JSON (Vulkan), LLVM's warnings and the coverage manifest.
type Lowered = (Vec<u32>, Option<String>, Vec<String>, Option<String>);

/// LLVM's parser and verifier recurse on metadata (as in nsdi-llc): `work` (the lowering, the
/// bitcode rewrite) runs on a thread with a large stack.
fn in_large_stack<T: Send>(
    prepared: &Prepared,
    work: impl FnOnce() -> Result<T, CompileError> + Send,
) -> Result<T, CompileError> {
    std::thread::scope(|scope| {
        let worker = std::thread::Builder::new()
            .stack_size(512 << 20)
            .spawn_scoped(scope, work)
            .map_err(|e| CompileError::Io(format!("cannot start the compiler thread: {e}")))?;
        worker.join().map_err(|_| {
            CompileError::Lowering(format!(
                "{}: internal error in the lowering",
                prepared.shown
            ))
        })?
    })
}

/// The lowering, on a thread with a large stack ([`in_large_stack`]).
fn lower_in_thread(
    info: &CompileInfo,
    prepared: &Prepared,
    ir: &[u8],
) -> Result<Lowered, CompileError> {
    in_large_stack(prepared, || {
        // `-g0` reads no debug info; a failure is repeated with it, which locates the
        // diagnostic (the same reason, with its source line).
        let lean = info.debug_info == DebugInfo::None;
        match lower(info, prepared, ir, lean) {
            Err(_) if lean => lower(info, prepared, ir, false),
            result => result,
        }
    })
}

fn lower(
    info: &CompileInfo,
    prepared: &Prepared,
    ir: &[u8],
    skip_debug_info: bool,
) -> Result<Lowered, CompileError> {
    let flavour = info.target_env.flavour();
    let failed = |e: &dyn std::fmt::Display| {
        CompileError::Lowering(format!(
            "{}: {}",
            prepared.shown,
            user_log(&e.to_string(), prepared)
        ))
    };
    let loaded = load_memory(
        ir,
        &prepared.shown,
        &LoadOptions {
            skip_debug_info,
            leak_llvm_module: false,
            structurize: if flavour.is_vulkan() {
                Structurize::Always
            } else {
                Structurize::Never
            },
        },
    )
    .map_err(|e| failed(&e))?;
    let module = &loaded.module;
    let level = match info.debug_info {
        DebugInfo::None => None,
        DebugInfo::LineTables => Some(DebugLevel::LineTablesOnly),
        DebugInfo::Full => Some(DebugLevel::Full),
    };
    let source_path = prepared.path.clone();
    let source_text = prepared.text.clone();
    let scratch_dir = prepared.scratch.as_ref().map(|s| s.0.clone());
    let mut handler = level
        .filter(|_| !module.di.compile_units.is_empty())
        .map(|level| {
            let options = DebugOptions {
                level,
                forward_refs: false,
                command_line: command_line(info, prepared),
                inlined_variables: false,
                pointer_storage: if flavour.is_vulkan() {
                    PointerStorage::Vulkan
                } else {
                    PointerStorage::OpenClKernel
                },
                member_indexes: flavour.is_vulkan(),
            };
            let mut handler = NsdiDebugHandler::new(module, options);
            // The source's text comes from memory (a text source has no file the module
            // names); headers are read from disk, relative ones from the text's directory.
            let provider = move |path: &str| -> Result<String, SourceUnread> {
                let p = Path::new(path.strip_prefix("./").unwrap_or(path));
                let resolved = match (&scratch_dir, p.is_relative()) {
                    (Some(dir), true) => dir.join(p),
                    _ => p.to_path_buf(),
                };
                if let Some(text) = source_text.as_ref().filter(|_| resolved == source_path) {
                    return Ok(text.clone());
                }
                nsdi::debug::SourceProvider::source_text(
                    &nsdi::llvm_adapter::DiskSources::new(scratch_dir.clone()),
                    path,
                )
            };
            handler.set_source_provider(Box::new(provider));
            handler
        });
    let mut switch_ids = nsdi::backend::LoweredSwitchIds::default();
    let mut printer = nsdi::backend::AsmPrinter::with_flavour(module, flavour);
    printer.bind_used_arguments_only(info.bindings_used_only);
    if let Some(h) = handler.as_mut() {
        printer.add_handler(Box::new(h));
    }
    // Coverage counts a lowered switch's cases as arms: the ids of its tree and selector.
    if info.coverage.is_some() {
        printer.add_handler(Box::new(&mut switch_ids));
    }
    let (mut spv, reflection) = printer.emit_with_reflection().map_err(|e| failed(&e))?;
    let mut words = spv.take_words().map_err(|e| failed(&e))?;
    let mut argument_json = flavour.is_vulkan().then(|| reflection.to_json());
    let mut coverage_manifest = None;
    if let Some(options) = &info.coverage {
        if !flavour.is_vulkan() {
            return Err(CompileError::Unsupported(
                "coverage through the runtime needs a Vulkan target environment (the runtime runs Vulkan; nsdi-llc --target-env=opencl --coverage instruments the Kernel flavour)"
                    .into(),
            ));
        }
        if handler.is_none() {
            return Err(CompileError::Unsupported(
                "coverage needs debug line info (-gline-tables-only or -g)".into(),
            ));
        }
        let mut options = options.clone();
        (options.lowered_switches, options.replaced_tests) =
            nsdi::llvm_adapter::coverage_sites(switch_ids);
        let instrumented = nsdi::coverage::instrument(&words, &options).map_err(|e| failed(&e))?;
        argument_json = argument_json
            .map(|json| nsdi::coverage::reflection_with_contract(&json, &instrumented));
        coverage_manifest = Some(instrumented.manifest_json());
        words = instrumented.words;
    }
    // Last (after any synthetic resources), as nsdi-llc --reflect writes it: the features of
    // the finished module, the coverage counters' 64-bit atomics included.
    argument_json = argument_json
        .map(|json| nsdi::device_features::reflection_with_device_features(&json, &words));
    validate(&words, flavour).map_err(|e| failed(&e))?;
    Ok((
        words,
        argument_json,
        loaded.warnings.clone(),
        coverage_manifest,
    ))
}

/// Fail closed: our own output validated in process before it is returned.
#[cfg(feature = "validate")]
fn validate(words: &[u32], flavour: Flavour) -> Result<(), String> {
    use nsdi::roundtrip::validate::{ValidateError, validate};
    let env = nsdi::llvm_adapter::validation_environment(flavour);
    validate(words, env).map_err(|e| match e {
        ValidateError::Invalid(e) => format!("internal error: invalid SPIR-V: {e}"),
        ValidateError::NoValidator(e) => format!("cannot validate the output: {e}"),
    })
}

#[cfg(not(feature = "validate"))]
fn validate(_: &[u32], _: Flavour) -> Result<(), String> {
    Ok(())
}

/// The DebugEntryPoint command line: the options that change the module and the source's
/// name as the debug info records it, in a fixed order; no output or scratch path.
fn command_line(info: &CompileInfo, prepared: &Prepared) -> String {
    let mut parts = vec![
        format!("-O{}", info.optimize),
        match info.debug_info {
            DebugInfo::None => "-g0",
            DebugInfo::LineTables => "-gline-tables-only",
            DebugInfo::Full => "-g",
        }
        .to_owned(),
        format!("--target-env={}", info.target_env.name()),
    ];
    // Only when asked for: the default (the environment's) changes no command line.
    if let Some(bits) = info.size_t_bits {
        parts.push(format!("--size-t={bits}"));
    }
    if info.bindings_used_only {
        parts.push("--bindings=used".to_owned());
    }
    if let Some(e) = &info.entry_point {
        parts.push(format!("--entry={e}"));
    }
    parts.extend(include_flags(info).unwrap_or_default());
    let file = prepared
        .path
        .file_name()
        .map(|f| f.to_string_lossy().into_owned())
        .unwrap_or_default();
    parts.push(file);
    parts
        .into_iter()
        .map(|a| {
            if a.is_empty() || a.contains(char::is_whitespace) {
                format!("'{a}'")
            } else {
                a
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// `glslangValidator -V` (or `$GLSLANG`) into a scratch file.
fn compile_glsl(info: &CompileInfo) -> Result<CompiledModule, CompileError> {
    let prepared = prepare(&info.source, "comp")?;
    let glslang = std::env::var("GLSLANG").unwrap_or_else(|_| "glslangValidator".to_owned());
    let out_dir = Scratch::new()?;
    let out = out_dir.0.join("out.spv");
    let mut command = Command::new(&glslang);
    command.args(["-V", "-S", "comp", "--target-env", info.target_env.name()]);
    match info.debug_info {
        DebugInfo::None => {}
        DebugInfo::LineTables => {
            command.arg("-g");
        }
        DebugInfo::Full => {
            command.arg("-gVS");
        }
    }
    command.args(include_flags(info)?);
    command.arg("-o").arg(&out);
    prepared.add_source_argument(&mut command);
    let output = run_tool(command, &glslang, None)?;
    // glslang prints the input's name on standard output, then its messages.
    let mut log = String::from_utf8_lossy(&output.stdout).into_owned();
    log.push_str(&String::from_utf8_lossy(&output.stderr));
    let given = match &prepared.scratch {
        Some(_) => prepared
            .path
            .file_name()
            .map(|f| f.to_string_lossy().into_owned())
            .unwrap_or_default(),
        None => prepared.path.display().to_string(),
    };
    let log: Vec<&str> = log
        .lines()
        .filter(|l| l.trim() != given && !l.trim().is_empty())
        .collect();
    let log = user_log(&log.join("\n"), &prepared);
    if !output.status.success() {
        return Err(CompileError::Compiler(if log.is_empty() {
            format!("{}: {glslang} failed ({})", prepared.shown, output.status)
        } else {
            log
        }));
    }
    let bytes = std::fs::read(&out)
        .map_err(|e| CompileError::Io(format!("{glslang} wrote no module: {}", io_reason(&e))))?;
    Ok(CompiledModule {
        spirv: words_of(&bytes)?,
        argument_json: None,
        llvm_ir: None,
        log,
        coverage_manifest: None,
    })
}
