//! `nsdi-run`: runs one compute entry point of a Vulkan SPIR-V module (from `nsdi-llc
//! --target-env=vulkan1.x --reflect=FILE.json`) on a Vulkan device — lavapipe in CI — and
//! prints every buffer argument afterwards as JSON.
//!
//!     nsdi-run k.spv --reflect k.json --entry saxpy --buffer 0=f32:1024:iota \
//!         --buffer 1=f32:1024:const=2 --scalar 2=0.5 --scalar 3=1024 --groups 16 --local 64
//!
//! A `local` pointer argument is a Workgroup array whose element count is a specialization
//! constant: `--local-arg ARG=COUNT` sets it.
//!
//! Buffers are filled from a spec `TYPE:COUNT:INIT` (TYPE f32, f64, i32, u32, i64; INIT `iota`,
//! `zero`, `const=V`, `file=PATH` raw little-endian, or a JSON array). `--validation` enables
//! VK_LAYER_KHRONOS_validation and fails on any error it reports except the documented false
//! positives of its bundled 2023 validator (docs/VULKAN.md).

use std::ffi::{CStr, CString, c_void};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};

use ash::vk;
use clap::Parser;
use serde_json::Value;

#[derive(Parser, Debug)]
#[command(
    name = "nsdi-run",
    version,
    about = "Run a Vulkan compute entry point from its reflection"
)]
struct Cli {
    /// The SPIR-V module.
    module: PathBuf,
    /// Reflection JSON written by `nsdi-llc --reflect`.
    #[arg(long)]
    reflect: PathBuf,
    /// Entry point (default: the first).
    #[arg(long)]
    entry: Option<String>,
    /// `ARG=TYPE:COUNT:INIT` for a buffer argument (ARG: index or name).
    #[arg(long = "buffer", value_name = "ARG=SPEC")]
    buffers: Vec<String>,
    /// `ARG=VALUE` for a scalar (push-constant) argument.
    #[arg(long = "scalar", value_name = "ARG=VALUE")]
    scalars: Vec<String>,
    /// Workgroup counts `X[,Y[,Z]]`.
    #[arg(long, default_value = "1")]
    groups: String,
    /// Workgroup size `X[,Y[,Z]]` (spec constants 0-2), unless the kernel fixes it.
    #[arg(long, default_value = "1")]
    local: String,
    /// `ARG=COUNT`: the element count of a `local` pointer argument (its Workgroup array's
    /// specialization constant).
    #[arg(long = "local-arg", value_name = "ARG=COUNT")]
    local_args: Vec<String>,
    /// Enable the Khronos validation layer; its errors fail the run.
    #[arg(long)]
    validation: bool,
    /// Write the JSON result here instead of standard output.
    #[arg(short = 'o')]
    output: Option<PathBuf>,
}

static VALIDATION_ERRORS: AtomicUsize = AtomicUsize::new(0);
static KNOWN_SEEN: AtomicUsize = AtomicUsize::new(0);

/// Messages of the layers' bundled (2023) validator that are wrong about valid NSDI: it
/// rejects DebugTypePointer/DebugTypeQualifier of a non-basic type (fixed in SPIRV-Tools by
/// PR #5479).
const FALSE_POSITIVES: &[&str] = &["DebugTypePointer", "DebugTypeQualifier"];

unsafe extern "system" fn on_message(
    severity: vk::DebugUtilsMessageSeverityFlagsEXT,
    _types: vk::DebugUtilsMessageTypeFlagsEXT,
    data: *const vk::DebugUtilsMessengerCallbackDataEXT<'_>,
    _user: *mut c_void,
) -> vk::Bool32 {
    // SAFETY: the loader passes a valid callback data pointer whose message is a C string.
    let text = unsafe {
        data.as_ref()
            .and_then(|d| (!d.p_message.is_null()).then(|| CStr::from_ptr(d.p_message)))
            .map(|m| m.to_string_lossy().into_owned())
            .unwrap_or_default()
    };
    if severity.contains(vk::DebugUtilsMessageSeverityFlagsEXT::ERROR) {
        // The same validator runs again after specialization (VUID ...-06719) and repeats its
        // verdict without detail: ignored only after a known false positive was seen.
        let repeat =
            text.contains("pSpecializationInfo-06719") && KNOWN_SEEN.load(Ordering::SeqCst) > 0;
        if FALSE_POSITIVES.iter().any(|f| text.contains(f)) || repeat {
            KNOWN_SEEN.fetch_add(1, Ordering::SeqCst);
            eprintln!("nsdi-run: validation (known false positive, ignored): {text}");
        } else {
            eprintln!("nsdi-run: validation error: {text}");
            VALIDATION_ERRORS.fetch_add(1, Ordering::SeqCst);
        }
    }
    vk::FALSE
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Elem {
    F32,
    F64,
    I32,
    U32,
    I64,
}

impl Elem {
    fn parse(s: &str) -> Result<Elem, String> {
        Ok(match s {
            "f32" | "float" => Elem::F32,
            "f64" | "double" => Elem::F64,
            "i32" => Elem::I32,
            "u32" => Elem::U32,
            "i64" | "u64" => Elem::I64,
            _ => {
                return Err(format!(
                    "unknown element type '{s}' (f32, f64, i32, u32, i64)"
                ));
            }
        })
    }
    fn size(self) -> usize {
        match self {
            Elem::F32 | Elem::I32 | Elem::U32 => 4,
            Elem::F64 | Elem::I64 => 8,
        }
    }
    fn encode(self, v: f64, out: &mut Vec<u8>) {
        match self {
            Elem::F32 => out.extend((v as f32).to_le_bytes()),
            Elem::F64 => out.extend(v.to_le_bytes()),
            Elem::I32 => out.extend((v as i32).to_le_bytes()),
            Elem::U32 => out.extend((v as u32).to_le_bytes()),
            Elem::I64 => out.extend((v as i64).to_le_bytes()),
        }
    }
    fn decode(self, b: &[u8]) -> Value {
        let w4 = || <[u8; 4]>::try_from(&b[..4]).unwrap_or_default();
        let w8 = || <[u8; 8]>::try_from(&b[..8]).unwrap_or_default();
        match self {
            Elem::F32 => serde_json::json!(f32::from_le_bytes(w4())),
            Elem::F64 => serde_json::json!(f64::from_le_bytes(w8())),
            Elem::I32 => serde_json::json!(i32::from_le_bytes(w4())),
            Elem::U32 => serde_json::json!(u32::from_le_bytes(w4())),
            Elem::I64 => serde_json::json!(i64::from_le_bytes(w8())),
        }
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
    let cli = Cli::parse();
    match run(&cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("nsdi-run: error: {e}");
            ExitCode::FAILURE
        }
    }
}

struct Arg {
    name: String,
    kind: String,
    binding: u32,
    offset: u32,
    ty: String,
    spec_constant: Option<u32>,
}

fn run(cli: &Cli) -> Result<(), String> {
    let code = std::fs::read(&cli.module).map_err(|e| format!("{}: {e}", cli.module.display()))?;
    if code.len() % 4 != 0 || code.is_empty() {
        return Err("the module is not SPIR-V (length not a multiple of 4)".into());
    }
    let words: Vec<u32> = code
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let reflect: Value = serde_json::from_str(
        &std::fs::read_to_string(&cli.reflect)
            .map_err(|e| format!("{}: {e}", cli.reflect.display()))?,
    )
    .map_err(|e| format!("reflection: {e}"))?;
    let entries = reflect["entry_points"]
        .as_array()
        .ok_or("reflection without entry_points")?;
    let entry = entries
        .iter()
        .find(|e| cli.entry.as_deref().is_none_or(|n| e["name"] == n))
        .ok_or("no such entry point in the reflection")?;
    let entry_name = entry["name"].as_str().unwrap_or("main").to_owned();
    let args: Vec<Arg> = entry["args"]
        .as_array()
        .ok_or("entry point without args")?
        .iter()
        .map(|a| Arg {
            name: a["name"].as_str().unwrap_or("").to_owned(),
            kind: a["kind"].as_str().unwrap_or("").to_owned(),
            binding: a["binding"].as_u64().unwrap_or(0) as u32,
            offset: a["offset"].as_u64().unwrap_or(0) as u32,
            spec_constant: a["spec_constant"]
                .as_u64()
                .and_then(|v| u32::try_from(v).ok()),
            ty: a["type"]
                .as_str()
                .or(a["element_type"].as_str())
                .unwrap_or("")
                .to_owned(),
        })
        .collect();
    let find = |key: &str| -> Result<usize, String> {
        args.iter()
            .enumerate()
            .position(|(n, a)| n.to_string() == key || a.name == key)
            .ok_or_else(|| format!("no argument '{key}'"))
    };
    // Buffers.
    let mut buffers: Vec<(usize, Elem, Vec<u8>)> = Vec::new();
    for b in &cli.buffers {
        let (k, spec) = b.split_once('=').ok_or("--buffer ARG=SPEC")?;
        let n = find(k)?;
        let (elem, bytes) = fill(spec)?;
        buffers.push((n, elem, bytes));
    }
    buffers.sort_by_key(|b| args[b.0].binding);
    for (n, a) in args.iter().enumerate() {
        if a.kind == "buffer" && !buffers.iter().any(|b| b.0 == n) {
            return Err(format!(
                "argument {n} ('{}') is a buffer: give --buffer {n}=...",
                a.name
            ));
        }
    }
    // Push constants.
    let pc_size = entry["push_constant_size"].as_u64().unwrap_or(0) as usize;
    let mut push = vec![0u8; pc_size];
    for s in &cli.scalars {
        let (k, v) = s.split_once('=').ok_or("--scalar ARG=VALUE")?;
        let n = find(k)?;
        let a = &args[n];
        let v: f64 = v
            .parse()
            .map_err(|_| format!("scalar '{v}' is not a number"))?;
        let mut bytes = Vec::new();
        let elem = match a.ty.as_str() {
            "float" => Elem::F32,
            "double" => Elem::F64,
            "i64" => Elem::I64,
            "i32" => Elem::I32,
            other => return Err(format!("scalar argument of type '{other}' not supported")),
        };
        elem.encode(v, &mut bytes);
        let at = a.offset as usize;
        push.get_mut(at..at + bytes.len())
            .ok_or("push constant outside the block")?
            .copy_from_slice(&bytes);
    }
    let groups = dims(&cli.groups)?;
    let local = dims(&cli.local)?;
    // Specialization constants: the workgroup size (0-2), then each `local` argument's count.
    let mut spec: Vec<(u32, u32)> = vec![(0, local[0]), (1, local[1]), (2, local[2])];
    for l in &cli.local_args {
        let (k, v) = l.split_once('=').ok_or("--local-arg ARG=COUNT")?;
        let n = find(k)?;
        let id = args
            .get(n)
            .and_then(|a| a.spec_constant.filter(|_| a.kind == "workgroup"))
            .ok_or_else(|| format!("argument '{k}' is not a local pointer"))?;
        let count: u32 = v
            .parse()
            .ok()
            .filter(|c| *c > 0)
            .ok_or_else(|| format!("local argument count '{v}' is not a positive number"))?;
        spec.retain(|s| s.0 != id);
        spec.push((id, count));
    }
    for (n, a) in args.iter().enumerate() {
        if a.kind == "workgroup" && !spec.iter().any(|s| Some(s.0) == a.spec_constant) {
            return Err(format!(
                "argument {n} ('{}') is a local array: give --local-arg {n}=COUNT",
                a.name
            ));
        }
    }
    // SAFETY: plain Vulkan calls in the order the spec requires; every handle is created from
    // the previous ones and destroyed at the end in reverse order.
    let results = unsafe { dispatch(cli, &words, &entry_name, &buffers, &push, groups, &spec)? };
    if VALIDATION_ERRORS.load(Ordering::SeqCst) > 0 {
        return Err(format!(
            "{} validation error(s)",
            VALIDATION_ERRORS.load(Ordering::SeqCst)
        ));
    }
    let mut out = serde_json::Map::new();
    for ((n, elem, _), bytes) in buffers.iter().zip(results) {
        let values: Vec<Value> = bytes
            .chunks_exact(elem.size())
            .map(|c| elem.decode(c))
            .collect();
        out.insert(n.to_string(), Value::Array(values));
    }
    let text = serde_json::to_string(&Value::Object(out)).map_err(|e| e.to_string())? + "\n";
    match &cli.output {
        Some(p) => std::fs::write(p, text).map_err(|e| format!("{}: {e}", p.display())),
        None => {
            print!("{text}");
            Ok(())
        }
    }
}

fn vkerr(what: &str) -> impl Fn(vk::Result) -> String + '_ {
    move |e| format!("{what}: {e}")
}

#[allow(clippy::too_many_arguments)]
/// The in-application API of RenderDoc (`renderdoc_app.h`, version 1.5.0), found only when
/// `librenderdoc.so` is already loaded (`renderdoccmd capture` preloads it): a compute-only
/// program presents no frame, so the dispatch is bracketed by Start/EndFrameCapture.
struct RenderDoc {
    start: unsafe extern "C" fn(*mut c_void, *mut c_void),
    end: unsafe extern "C" fn(*mut c_void, *mut c_void) -> u32,
}

impl RenderDoc {
    /// Index of `StartFrameCapture` in `RENDERDOC_API_1_5_0` (a struct of function pointers);
    /// `EndFrameCapture` is two further (after `IsFrameCapturing`).
    const START: usize = 19;
    const END: usize = 21;
    const API_1_5_0: u32 = 10500;

    fn find() -> Option<RenderDoc> {
        // SAFETY: RTLD_NOLOAD never loads a library; the symbol has the documented
        // `int RENDERDOC_GetAPI(RENDERDOC_Version, void **)` signature and fills a table of
        // at least 22 function pointers for version 1.5.0.
        unsafe {
            let lib = libc::dlopen(
                c"librenderdoc.so".as_ptr(),
                libc::RTLD_NOW | libc::RTLD_NOLOAD,
            );
            if lib.is_null() {
                return None;
            }
            let sym = libc::dlsym(lib, c"RENDERDOC_GetAPI".as_ptr());
            if sym.is_null() {
                return None;
            }
            type GetApi = unsafe extern "C" fn(u32, *mut *mut c_void) -> i32;
            let get_api: GetApi = std::mem::transmute::<*mut c_void, GetApi>(sym);
            let mut table: *mut c_void = std::ptr::null_mut();
            if get_api(Self::API_1_5_0, &mut table) != 1 || table.is_null() {
                return None;
            }
            let fns = table.cast::<*mut c_void>();
            let start = *fns.add(Self::START);
            let end = *fns.add(Self::END);
            if start.is_null() || end.is_null() {
                return None;
            }
            eprintln!("nsdi-run: RenderDoc loaded, capturing the dispatch");
            Some(RenderDoc {
                start: std::mem::transmute::<
                    *mut c_void,
                    unsafe extern "C" fn(*mut c_void, *mut c_void),
                >(start),
                end: std::mem::transmute::<
                    *mut c_void,
                    unsafe extern "C" fn(*mut c_void, *mut c_void) -> u32,
                >(end),
            })
        }
    }

    fn start(&self, device: *mut c_void) {
        // SAFETY: a function of the API table, called with a device pointer and no window.
        unsafe { (self.start)(device, std::ptr::null_mut()) }
    }

    fn end(&self, device: *mut c_void) {
        // SAFETY: as `start`.
        let ok = unsafe { (self.end)(device, std::ptr::null_mut()) };
        if ok != 1 {
            eprintln!("nsdi-run: RenderDoc EndFrameCapture failed");
        }
    }
}

unsafe fn dispatch(
    cli: &Cli,
    words: &[u32],
    entry_name: &str,
    buffers: &[(usize, Elem, Vec<u8>)],
    push: &[u8],
    groups: [u32; 3],
    spec: &[(u32, u32)],
) -> Result<Vec<Vec<u8>>, String> {
    // SAFETY: see the caller.
    unsafe {
        let entry = ash::Entry::load().map_err(|e| format!("no Vulkan loader: {e}"))?;
        let app = vk::ApplicationInfo::default().api_version(vk::make_api_version(0, 1, 3, 0));
        let layer = c"VK_LAYER_KHRONOS_validation";
        let layers = if cli.validation {
            vec![layer.as_ptr()]
        } else {
            vec![]
        };
        let exts = if cli.validation {
            vec![ash::ext::debug_utils::NAME.as_ptr()]
        } else {
            vec![]
        };
        let instance = entry
            .create_instance(
                &vk::InstanceCreateInfo::default()
                    .application_info(&app)
                    .enabled_layer_names(&layers)
                    .enabled_extension_names(&exts),
                None,
            )
            .map_err(vkerr("creating the instance"))?;
        let messenger = if cli.validation {
            let du = ash::ext::debug_utils::Instance::new(&entry, &instance);
            let info = vk::DebugUtilsMessengerCreateInfoEXT::default()
                .message_severity(
                    vk::DebugUtilsMessageSeverityFlagsEXT::ERROR
                        | vk::DebugUtilsMessageSeverityFlagsEXT::WARNING,
                )
                .message_type(
                    vk::DebugUtilsMessageTypeFlagsEXT::GENERAL
                        | vk::DebugUtilsMessageTypeFlagsEXT::VALIDATION,
                )
                .pfn_user_callback(Some(on_message));
            Some((
                du.create_debug_utils_messenger(&info, None)
                    .map_err(vkerr("messenger"))?,
                du,
            ))
        } else {
            None
        };
        let physical = *instance
            .enumerate_physical_devices()
            .map_err(vkerr("devices"))?
            .first()
            .ok_or("no Vulkan device")?;
        let family = instance
            .get_physical_device_queue_family_properties(physical)
            .iter()
            .position(|q| q.queue_flags.contains(vk::QueueFlags::COMPUTE))
            .ok_or("no compute queue")? as u32;
        let priorities = [1.0f32];
        let queue_info = [vk::DeviceQueueCreateInfo::default()
            .queue_family_index(family)
            .queue_priorities(&priorities)];
        let supported = instance.get_physical_device_features(physical);
        let features = vk::PhysicalDeviceFeatures::default()
            .shader_int64(supported.shader_int64 == vk::TRUE)
            .shader_int16(supported.shader_int16 == vk::TRUE)
            .shader_float64(supported.shader_float64 == vk::TRUE);
        let mut v12 = vk::PhysicalDeviceVulkan12Features::default().shader_int8(true);
        // NSDI needs SPV_KHR_non_semantic_info: core in Vulkan 1.3, an extension before.
        let available = instance
            .enumerate_device_extension_properties(physical)
            .map_err(vkerr("device extensions"))?;
        let non_semantic = c"VK_KHR_shader_non_semantic_info";
        let device_exts: Vec<*const std::ffi::c_char> = available
            .iter()
            .filter(|e| e.extension_name_as_c_str().is_ok_and(|n| n == non_semantic))
            .map(|_| non_semantic.as_ptr())
            .collect();
        let device = instance
            .create_device(
                physical,
                &vk::DeviceCreateInfo::default()
                    .enabled_extension_names(&device_exts)
                    .queue_create_infos(&queue_info)
                    .enabled_features(&features)
                    .push_next(&mut v12),
                None,
            )
            .map_err(vkerr("creating the device"))?;
        let queue = device.get_device_queue(family, 0);
        let memory_props = instance.get_physical_device_memory_properties(physical);
        let host_type = (0..memory_props.memory_type_count)
            .find(|&i| {
                memory_props.memory_types[i as usize]
                    .property_flags
                    .contains(
                        vk::MemoryPropertyFlags::HOST_VISIBLE
                            | vk::MemoryPropertyFlags::HOST_COHERENT,
                    )
            })
            .ok_or("no host-visible memory")?;
        let mut made = Vec::new();
        for (_, _, bytes) in buffers {
            let size = bytes.len().max(4) as u64;
            let buffer = device
                .create_buffer(
                    &vk::BufferCreateInfo::default()
                        .size(size)
                        .usage(vk::BufferUsageFlags::STORAGE_BUFFER),
                    None,
                )
                .map_err(vkerr("buffer"))?;
            let req = device.get_buffer_memory_requirements(buffer);
            let memory = device
                .allocate_memory(
                    &vk::MemoryAllocateInfo::default()
                        .allocation_size(req.size)
                        .memory_type_index(host_type),
                    None,
                )
                .map_err(vkerr("memory"))?;
            device
                .bind_buffer_memory(buffer, memory, 0)
                .map_err(vkerr("bind"))?;
            let ptr = device
                .map_memory(memory, 0, size, vk::MemoryMapFlags::empty())
                .map_err(vkerr("map"))?;
            std::ptr::copy_nonoverlapping(bytes.as_ptr(), ptr.cast::<u8>(), bytes.len());
            made.push((buffer, memory, ptr, size));
        }
        let bindings: Vec<vk::DescriptorSetLayoutBinding> = buffers
            .iter()
            .enumerate()
            .map(|(k, _)| {
                vk::DescriptorSetLayoutBinding::default()
                    .binding(k as u32)
                    .descriptor_type(vk::DescriptorType::STORAGE_BUFFER)
                    .descriptor_count(1)
                    .stage_flags(vk::ShaderStageFlags::COMPUTE)
            })
            .collect();
        // Bindings are in argument order: buffer k of the sorted list is binding k.
        let set_layout = device
            .create_descriptor_set_layout(
                &vk::DescriptorSetLayoutCreateInfo::default().bindings(&bindings),
                None,
            )
            .map_err(vkerr("set layout"))?;
        let ranges = [vk::PushConstantRange::default()
            .stage_flags(vk::ShaderStageFlags::COMPUTE)
            .size(push.len() as u32)];
        let set_layouts = [set_layout];
        let mut layout_info = vk::PipelineLayoutCreateInfo::default().set_layouts(&set_layouts);
        if !push.is_empty() {
            layout_info = layout_info.push_constant_ranges(&ranges);
        }
        let pipeline_layout = device
            .create_pipeline_layout(&layout_info, None)
            .map_err(vkerr("pipeline layout"))?;
        let module = device
            .create_shader_module(&vk::ShaderModuleCreateInfo::default().code(words), None)
            .map_err(vkerr("shader module"))?;
        let name = CString::new(entry_name).map_err(|_| "entry name")?;
        let map: Vec<vk::SpecializationMapEntry> = (0u32..)
            .zip(spec)
            .map(|(k, (id, _))| {
                vk::SpecializationMapEntry::default()
                    .constant_id(*id)
                    .offset(k * 4)
                    .size(4)
            })
            .collect();
        let spec_data: Vec<u8> = spec.iter().flat_map(|(_, v)| v.to_le_bytes()).collect();
        let spec_info = vk::SpecializationInfo::default()
            .map_entries(&map)
            .data(&spec_data);
        let stage = vk::PipelineShaderStageCreateInfo::default()
            .stage(vk::ShaderStageFlags::COMPUTE)
            .module(module)
            .name(&name)
            .specialization_info(&spec_info);
        let pipeline = device
            .create_compute_pipelines(
                vk::PipelineCache::null(),
                &[vk::ComputePipelineCreateInfo::default()
                    .stage(stage)
                    .layout(pipeline_layout)],
                None,
            )
            .map_err(|(_, e)| format!("compute pipeline: {e}"))?[0];
        let pool_sizes = [vk::DescriptorPoolSize::default()
            .ty(vk::DescriptorType::STORAGE_BUFFER)
            .descriptor_count(buffers.len().max(1) as u32)];
        let pool = device
            .create_descriptor_pool(
                &vk::DescriptorPoolCreateInfo::default()
                    .max_sets(1)
                    .pool_sizes(&pool_sizes),
                None,
            )
            .map_err(vkerr("descriptor pool"))?;
        let set = device
            .allocate_descriptor_sets(
                &vk::DescriptorSetAllocateInfo::default()
                    .descriptor_pool(pool)
                    .set_layouts(&set_layouts),
            )
            .map_err(vkerr("descriptor set"))?[0];
        let infos: Vec<[vk::DescriptorBufferInfo; 1]> = made
            .iter()
            .map(|(b, _, _, size)| [vk::DescriptorBufferInfo::default().buffer(*b).range(*size)])
            .collect();
        let writes: Vec<vk::WriteDescriptorSet> = infos
            .iter()
            .enumerate()
            .map(|(k, info)| {
                vk::WriteDescriptorSet::default()
                    .dst_set(set)
                    .dst_binding(k as u32)
                    .descriptor_type(vk::DescriptorType::STORAGE_BUFFER)
                    .buffer_info(info)
            })
            .collect();
        device.update_descriptor_sets(&writes, &[]);
        let cmd_pool = device
            .create_command_pool(
                &vk::CommandPoolCreateInfo::default().queue_family_index(family),
                None,
            )
            .map_err(vkerr("command pool"))?;
        let cmd = device
            .allocate_command_buffers(
                &vk::CommandBufferAllocateInfo::default()
                    .command_pool(cmd_pool)
                    .command_buffer_count(1),
            )
            .map_err(vkerr("command buffer"))?[0];
        device
            .begin_command_buffer(cmd, &vk::CommandBufferBeginInfo::default())
            .map_err(vkerr("begin"))?;
        device.cmd_bind_pipeline(cmd, vk::PipelineBindPoint::COMPUTE, pipeline);
        device.cmd_bind_descriptor_sets(
            cmd,
            vk::PipelineBindPoint::COMPUTE,
            pipeline_layout,
            0,
            &[set],
            &[],
        );
        if !push.is_empty() {
            device.cmd_push_constants(cmd, pipeline_layout, vk::ShaderStageFlags::COMPUTE, 0, push);
        }
        device.cmd_dispatch(cmd, groups[0], groups[1], groups[2]);
        device.end_command_buffer(cmd).map_err(vkerr("end"))?;
        let cmds = [cmd];
        // Under `renderdoccmd capture`, the submission is one captured "frame".
        let renderdoc = RenderDoc::find();
        // RenderDoc's device pointer for Vulkan: the dispatch table pointer at the start of
        // the dispatchable VkInstance handle.
        let capture_device =
            *(ash::vk::Handle::as_raw(instance.handle()) as usize as *const *mut c_void);
        if let Some(rd) = &renderdoc {
            rd.start(capture_device);
        }
        device
            .queue_submit(
                queue,
                &[vk::SubmitInfo::default().command_buffers(&cmds)],
                vk::Fence::null(),
            )
            .map_err(vkerr("submit"))?;
        device.queue_wait_idle(queue).map_err(vkerr("wait"))?;
        if let Some(rd) = &renderdoc {
            rd.end(capture_device);
        }
        let mut out = Vec::new();
        for ((_, _, bytes), (_, _, ptr, _)) in buffers.iter().zip(&made) {
            let mut v = vec![0u8; bytes.len()];
            std::ptr::copy_nonoverlapping(ptr.cast::<u8>(), v.as_mut_ptr(), v.len());
            out.push(v);
        }
        device.destroy_command_pool(cmd_pool, None);
        device.destroy_descriptor_pool(pool, None);
        device.destroy_pipeline(pipeline, None);
        device.destroy_shader_module(module, None);
        device.destroy_pipeline_layout(pipeline_layout, None);
        device.destroy_descriptor_set_layout(set_layout, None);
        for (b, m, _, _) in made {
            device.unmap_memory(m);
            device.destroy_buffer(b, None);
            device.free_memory(m, None);
        }
        device.destroy_device(None);
        if let Some((m, du)) = messenger {
            du.destroy_debug_utils_messenger(m, None);
        }
        instance.destroy_instance(None);
        Ok(out)
    }
}
