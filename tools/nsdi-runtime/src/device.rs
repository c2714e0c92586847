//! Vulkan side: [`Device`] → [`Shader`] → [`Launcher`] → [`Dispatch`], with the usage
//! contract checked before anything reaches the GPU (docs/RUNTIME.md lists every check).
//!
//! Lifetimes carry the ownership: a `Shader<'d>` and a `Buffer<'d>` borrow their `Device`, so
//! neither can outlive it; a `Launcher` borrows its shader and buffers. Every Vulkan object is
//! destroyed by the `Drop` of its owner, in reverse order of creation.

use std::ffi::{CStr, CString, c_void};
use std::sync::Mutex;

use ash::vk;

use crate::compile::{CompileResult, CoverageBinding};
use crate::reflect::{Binding, Reflection, ResourceKind};

/// Every failure of the Vulkan side, as a value; `Display` gives the one-line reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The module cannot be loaded as it is (unsupported resource, Kernel module, bad override,
    /// workgroup size).
    Load(String),
    /// The launch breaks the usage contract (bindings, usages, push constants, thread count).
    Contract(String),
    /// A Vulkan call failed, or there is no usable device.
    Vulkan(String),
    /// The validation layer reported errors (`DeviceOptions::validation`).
    Validation(Vec<String>),
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::Load(m) | Error::Contract(m) | Error::Vulkan(m) => f.write_str(m),
            Error::Validation(all) => write!(
                f,
                "{} validation error(s); the first: {}",
                all.len(),
                all.first().map(String::as_str).unwrap_or("")
            ),
        }
    }
}

impl std::error::Error for Error {}

fn vkerr(what: &'static str) -> impl Fn(vk::Result) -> Error {
    move |e| Error::Vulkan(format!("{what}: {e}"))
}

/// How the host uses a buffer in one launch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Usage {
    /// The shader only reads it.
    Read,
    /// The shader only writes it.
    Write,
    /// Both.
    ReadWrite,
}

impl Usage {
    /// `read`, `write` or `read_write` (also `readwrite`, `rw`).
    pub fn parse(s: &str) -> Option<Usage> {
        Some(match s {
            "read" | "r" => Usage::Read,
            "write" | "w" => Usage::Write,
            "read_write" | "readwrite" | "rw" => Usage::ReadWrite,
            _ => return None,
        })
    }

    fn name(self) -> &'static str {
        match self {
            Usage::Read => "read",
            Usage::Write => "write",
            Usage::ReadWrite => "read_write",
        }
    }

    fn writes(self) -> bool {
        self != Usage::Read
    }
}

/// A reflected binding, by its position in the canonical order, its location or its name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BindingRef {
    /// Position in [`Reflection::bindings`].
    Index(usize),
    /// `DescriptorSet`, `Binding`.
    Location {
        /// The set.
        set: u32,
        /// The binding.
        binding: u32,
    },
    /// The reflected name.
    Name(String),
}

impl BindingRef {
    /// `N` (an index), `S.B` (a location) or a name.
    pub fn parse(s: &str) -> BindingRef {
        if let Ok(n) = s.parse() {
            return BindingRef::Index(n);
        }
        if let Some((a, b)) = s.split_once('.')
            && let (Ok(set), Ok(binding)) = (a.parse(), b.parse())
        {
            return BindingRef::Location { set, binding };
        }
        BindingRef::Name(s.to_owned())
    }

    /// The binding's position in `r.bindings`, or a message naming what is missing.
    pub fn resolve(&self, r: &Reflection) -> Result<usize, String> {
        let count = r.bindings.len();
        match self {
            BindingRef::Index(i) if *i < count => Ok(*i),
            BindingRef::Index(i) => Err(format!(
                "binding index {i} is out of range: '{}' has {count} binding(s)",
                r.entry_point
            )),
            BindingRef::Location { set, binding } => r
                .bindings
                .iter()
                .position(|b| b.set == *set && b.binding == *binding)
                .ok_or_else(|| {
                    format!(
                        "no binding {set}.{binding} in '{}' (it has {})",
                        r.entry_point,
                        list(r)
                    )
                }),
            BindingRef::Name(n) => r.bindings.iter().position(|b| b.name == *n).ok_or_else(|| {
                format!(
                    "no binding named '{n}' in '{}' (it has {})",
                    r.entry_point,
                    list(r)
                )
            }),
        }
    }
}

fn list(r: &Reflection) -> String {
    if r.bindings.is_empty() {
        return "none".into();
    }
    r.bindings
        .iter()
        .map(|b| format!("{}.{} '{}'", b.set, b.binding, b.name))
        .collect::<Vec<_>>()
        .join(", ")
}

/// How to create a [`Device`].
#[derive(Clone, Debug, Default)]
pub struct DeviceOptions {
    /// Enable `VK_LAYER_KHRONOS_validation`; its errors fail [`Device::load`] and
    /// [`Dispatch::submit`] (except the known false positives of its 2023 validator).
    pub validation: bool,
}

/// Messages of the layers' bundled (2023) validator that are wrong about valid NSDI: it
/// rejects DebugTypePointer/DebugTypeQualifier of a non-basic type (fixed in SPIRV-Tools by
/// PR #5479).
const FALSE_POSITIVES: &[&str] = &["DebugTypePointer", "DebugTypeQualifier"];

/// What the validation layer said, per device.
#[derive(Default)]
struct Messages {
    errors: Vec<String>,
    ignored: Vec<String>,
}

unsafe extern "system" fn on_message(
    severity: vk::DebugUtilsMessageSeverityFlagsEXT,
    _types: vk::DebugUtilsMessageTypeFlagsEXT,
    data: *const vk::DebugUtilsMessengerCallbackDataEXT<'_>,
    user: *mut c_void,
) -> vk::Bool32 {
    // SAFETY: the loader passes a valid callback data pointer whose message is a C string;
    // `user` is the `Mutex<Messages>` the device keeps boxed until after the messenger is
    // destroyed.
    let (text, log) = unsafe {
        let text = data
            .as_ref()
            .and_then(|d| (!d.p_message.is_null()).then(|| CStr::from_ptr(d.p_message)))
            .map(|m| m.to_string_lossy().into_owned())
            .unwrap_or_default();
        (text, user.cast::<Mutex<Messages>>().as_ref())
    };
    if let (true, Some(log)) = (
        severity.contains(vk::DebugUtilsMessageSeverityFlagsEXT::ERROR),
        log,
    ) && let Ok(mut log) = log.lock()
    {
        // The same validator runs again after specialization (VUID ...-06719) and repeats its
        // verdict without detail: ignored only after a known false positive was seen.
        let repeat = text.contains("pSpecializationInfo-06719") && !log.ignored.is_empty();
        if FALSE_POSITIVES.iter().any(|f| text.contains(f)) || repeat {
            log.ignored.push(text);
        } else {
            log.errors.push(text);
        }
    }
    vk::FALSE
}

/// The in-application API of RenderDoc (`renderdoc_app.h`, version 1.5.0), found only when
/// `librenderdoc.so` is already loaded (`renderdoccmd capture` preloads it): a compute-only
/// program presents no frame, so each submission is bracketed by Start/EndFrameCapture.
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
}

/// A Vulkan device with one compute queue and host-visible memory.
pub struct Device {
    _entry: ash::Entry,
    instance: ash::Instance,
    messenger: Option<(vk::DebugUtilsMessengerEXT, ash::ext::debug_utils::Instance)>,
    device: ash::Device,
    queue: vk::Queue,
    family: u32,
    host_memory_type: u32,
    limits: vk::PhysicalDeviceLimits,
    /// What sub-group operations the device has, and in which stages (Vulkan 1.1).
    subgroups: (vk::ShaderStageFlags, vk::SubgroupFeatureFlags),
    /// The device features enabled: every one of `nsdi::device_features::KNOWN_FEATURES`
    /// the device has.
    enabled_features: Vec<&'static str>,
    name: String,
    renderdoc: Option<RenderDoc>,
    /// Boxed: the validation callback holds its address.
    messages: Box<Mutex<Messages>>,
}

impl Device {
    /// The first Vulkan device with a compute queue (lavapipe where `VK_ICD_FILENAMES` selects
    /// it).
    ///
    /// # Errors
    /// No loader, no device, or a failed Vulkan call.
    pub fn new(options: &DeviceOptions) -> Result<Device, Error> {
        let messages = Box::new(Mutex::new(Messages::default()));
        // SAFETY: plain Vulkan calls in the order the specification requires; every handle is
        // created from the previous ones and destroyed in `Drop` (or here on failure).
        unsafe {
            let entry =
                ash::Entry::load().map_err(|e| Error::Vulkan(format!("no Vulkan loader: {e}")))?;
            let app = vk::ApplicationInfo::default().api_version(vk::make_api_version(0, 1, 3, 0));
            let layers = if options.validation {
                vec![c"VK_LAYER_KHRONOS_validation".as_ptr()]
            } else {
                vec![]
            };
            let exts = if options.validation {
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
            let messenger = if options.validation {
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
                    .pfn_user_callback(Some(on_message))
                    .user_data((&*messages as *const Mutex<Messages>).cast_mut().cast());
                match du.create_debug_utils_messenger(&info, None) {
                    Ok(m) => Some((m, du)),
                    Err(e) => {
                        instance.destroy_instance(None);
                        return Err(Error::Vulkan(format!("validation messenger: {e}")));
                    }
                }
            } else {
                None
            };
            let destroy_instance = |instance: &ash::Instance| {
                if let Some((m, du)) = &messenger {
                    du.destroy_debug_utils_messenger(*m, None);
                }
                instance.destroy_instance(None);
            };
            let picked = pick(&instance);
            let (physical, family) = match picked {
                Ok(p) => p,
                Err(e) => {
                    destroy_instance(&instance);
                    return Err(e);
                }
            };
            let properties = instance.get_physical_device_properties(physical);
            let mut subgroup = vk::PhysicalDeviceSubgroupProperties::default();
            let mut properties2 = vk::PhysicalDeviceProperties2::default().push_next(&mut subgroup);
            instance.get_physical_device_properties2(physical, &mut properties2);
            let mut operations = subgroup.supported_operations;
            if hidden_by_test_hook("subgroupBallot") {
                operations &= !vk::SubgroupFeatureFlags::BALLOT;
            }
            let subgroups = (subgroup.supported_stages, operations);
            let priorities = [1.0f32];
            let queue_info = [vk::DeviceQueueCreateInfo::default()
                .queue_family_index(family)
                .queue_priorities(&priorities)];
            // Every feature a module may need (nsdi::device_features) that the device has is
            // enabled, so any module the device can run loads; `load` refuses the others by
            // name before creating anything.
            let mut supported11 = vk::PhysicalDeviceVulkan11Features::default();
            let mut supported12 = vk::PhysicalDeviceVulkan12Features::default();
            let mut supported2 = vk::PhysicalDeviceFeatures2::default()
                .push_next(&mut supported11)
                .push_next(&mut supported12);
            instance.get_physical_device_features2(physical, &mut supported2);
            let supported10 = supported2.features;
            let on = |b: vk::Bool32| b == vk::TRUE;
            let features = vk::PhysicalDeviceFeatures::default()
                .shader_int64(on(supported10.shader_int64))
                .shader_int16(on(supported10.shader_int16))
                .shader_float64(on(supported10.shader_float64))
                .shader_storage_image_read_without_format(on(
                    supported10.shader_storage_image_read_without_format
                ))
                .shader_storage_image_write_without_format(on(
                    supported10.shader_storage_image_write_without_format
                ));
            let mut v11 = vk::PhysicalDeviceVulkan11Features::default()
                .storage_buffer16_bit_access(on(supported11.storage_buffer16_bit_access))
                .uniform_and_storage_buffer16_bit_access(on(
                    supported11.uniform_and_storage_buffer16_bit_access
                ))
                .storage_push_constant16(on(supported11.storage_push_constant16))
                .storage_input_output16(on(supported11.storage_input_output16));
            let mut v12 = vk::PhysicalDeviceVulkan12Features::default()
                .shader_float16(on(supported12.shader_float16))
                .shader_int8(on(supported12.shader_int8))
                .storage_buffer8_bit_access(on(supported12.storage_buffer8_bit_access))
                .uniform_and_storage_buffer8_bit_access(on(
                    supported12.uniform_and_storage_buffer8_bit_access
                ))
                .storage_push_constant8(on(supported12.storage_push_constant8))
                .shader_buffer_int64_atomics(
                    on(supported12.shader_buffer_int64_atomics)
                        && !hidden_by_test_hook("shaderBufferInt64Atomics"),
                )
                .shader_shared_int64_atomics(on(supported12.shader_shared_int64_atomics))
                .vulkan_memory_model(on(supported12.vulkan_memory_model))
                // Sub-group operations on 64-bit (and 8/16-bit) values.
                .shader_subgroup_extended_types(on(supported12.shader_subgroup_extended_types))
                // With the memory model on, Device-scope atomics (every module's default)
                // need its device scope too (the validation layer says so otherwise).
                .vulkan_memory_model_device_scope(
                    on(supported12.vulkan_memory_model)
                        && on(supported12.vulkan_memory_model_device_scope),
                );
            let enabled_features: Vec<&'static str> = [
                ("shaderInt64", features.shader_int64),
                ("shaderInt16", features.shader_int16),
                ("shaderFloat64", features.shader_float64),
                (
                    "shaderStorageImageReadWithoutFormat",
                    features.shader_storage_image_read_without_format,
                ),
                (
                    "shaderStorageImageWriteWithoutFormat",
                    features.shader_storage_image_write_without_format,
                ),
                ("storageBuffer16BitAccess", v11.storage_buffer16_bit_access),
                (
                    "uniformAndStorageBuffer16BitAccess",
                    v11.uniform_and_storage_buffer16_bit_access,
                ),
                ("storagePushConstant16", v11.storage_push_constant16),
                ("storageInputOutput16", v11.storage_input_output16),
                ("shaderFloat16", v12.shader_float16),
                ("shaderInt8", v12.shader_int8),
                ("storageBuffer8BitAccess", v12.storage_buffer8_bit_access),
                (
                    "uniformAndStorageBuffer8BitAccess",
                    v12.uniform_and_storage_buffer8_bit_access,
                ),
                ("storagePushConstant8", v12.storage_push_constant8),
                ("shaderBufferInt64Atomics", v12.shader_buffer_int64_atomics),
                ("shaderSharedInt64Atomics", v12.shader_shared_int64_atomics),
                ("vulkanMemoryModel", v12.vulkan_memory_model),
            ]
            .into_iter()
            .filter(|(_, b)| on(*b))
            .map(|(name, _)| name)
            .collect();
            // NSDI needs SPV_KHR_non_semantic_info: core in Vulkan 1.3, an extension before.
            let non_semantic = c"VK_KHR_shader_non_semantic_info";
            let device_exts: Vec<*const std::ffi::c_char> = instance
                .enumerate_device_extension_properties(physical)
                .unwrap_or_default()
                .iter()
                .filter(|e| e.extension_name_as_c_str().is_ok_and(|n| n == non_semantic))
                .map(|_| non_semantic.as_ptr())
                .collect();
            let device = match instance.create_device(
                physical,
                &vk::DeviceCreateInfo::default()
                    .enabled_extension_names(&device_exts)
                    .queue_create_infos(&queue_info)
                    .enabled_features(&features)
                    .push_next(&mut v11)
                    .push_next(&mut v12),
                None,
            ) {
                Ok(d) => d,
                Err(e) => {
                    destroy_instance(&instance);
                    return Err(Error::Vulkan(format!("creating the device: {e}")));
                }
            };
            let memory = instance.get_physical_device_memory_properties(physical);
            let wanted =
                vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT;
            let Some(host_memory_type) = (0..memory.memory_type_count).find(|&i| {
                memory.memory_types[i as usize]
                    .property_flags
                    .contains(wanted)
            }) else {
                device.destroy_device(None);
                destroy_instance(&instance);
                return Err(Error::Vulkan("no host-visible, coherent memory".into()));
            };
            Ok(Device {
                queue: device.get_device_queue(family, 0),
                _entry: entry,
                instance,
                messenger,
                device,
                family,
                host_memory_type,
                limits: properties.limits,
                subgroups,
                enabled_features,
                name: properties
                    .device_name_as_c_str()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default(),
                renderdoc: RenderDoc::find(),
                messages,
            })
        }
    }

    /// The device's name (`llvmpipe (LLVM ...)` for lavapipe).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The device features enabled (those of `nsdi::device_features::KNOWN_FEATURES` the
    /// device has), which a module's `device_features` must be among.
    pub fn enabled_features(&self) -> &[&'static str] {
        &self.enabled_features
    }

    /// Whether RenderDoc is attached (each submission is then one captured frame).
    pub fn renderdoc_attached(&self) -> bool {
        self.renderdoc.is_some()
    }

    /// Whether 64-bit buffer atomics (`shaderBufferInt64Atomics`) are enabled: 64-bit
    /// coverage counters need them.
    pub fn has_buffer_int64_atomics(&self) -> bool {
        self.enabled_features.contains(&"shaderBufferInt64Atomics")
    }

    /// The device's `maxPushConstantsSize`.
    pub fn max_push_constants_size(&self) -> u32 {
        self.limits.max_push_constants_size
    }

    /// The validation layer's known false positives seen so far (ignored), and forgets them.
    pub fn take_ignored_validation_messages(&self) -> Vec<String> {
        self.messages
            .lock()
            .map(|mut m| std::mem::take(&mut m.ignored))
            .unwrap_or_default()
    }

    /// The validation errors since the last call, as an error.
    fn check_validation(&self) -> Result<(), Error> {
        let errors = self
            .messages
            .lock()
            .map(|mut m| std::mem::take(&mut m.errors))
            .unwrap_or_default();
        if errors.is_empty() {
            Ok(())
        } else {
            Err(Error::Validation(errors))
        }
    }

    /// A host-visible buffer of `bytes` bytes, zeroed.
    ///
    /// # Errors
    /// `bytes` is 0, or Vulkan cannot allocate it.
    pub fn create_buffer(&self, bytes: usize) -> Result<Buffer<'_>, Error> {
        if bytes == 0 {
            return Err(Error::Contract("a buffer needs at least 1 byte".into()));
        }
        let size = bytes as u64;
        // SAFETY: creation, allocation, binding and mapping on this device; on failure what
        // was made is destroyed before returning.
        unsafe {
            let d = &self.device;
            let buffer = d
                .create_buffer(
                    &vk::BufferCreateInfo::default().size(size).usage(
                        vk::BufferUsageFlags::STORAGE_BUFFER | vk::BufferUsageFlags::UNIFORM_BUFFER,
                    ),
                    None,
                )
                .map_err(vkerr("creating a buffer"))?;
            let req = d.get_buffer_memory_requirements(buffer);
            let memory = match d.allocate_memory(
                &vk::MemoryAllocateInfo::default()
                    .allocation_size(req.size)
                    .memory_type_index(self.host_memory_type),
                None,
            ) {
                Ok(m) => m,
                Err(e) => {
                    d.destroy_buffer(buffer, None);
                    return Err(Error::Vulkan(format!("allocating {bytes} bytes: {e}")));
                }
            };
            let mapped = d.bind_buffer_memory(buffer, memory, 0).and_then(|()| {
                d.map_memory(memory, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty())
            });
            let ptr = match mapped {
                Ok(p) => p.cast::<u8>(),
                Err(e) => {
                    d.destroy_buffer(buffer, None);
                    d.free_memory(memory, None);
                    return Err(Error::Vulkan(format!("mapping a buffer: {e}")));
                }
            };
            std::ptr::write_bytes(ptr, 0, bytes);
            Ok(Buffer {
                device: self,
                buffer,
                memory,
                ptr,
                size: bytes,
            })
        }
    }

    /// A buffer holding `data`.
    ///
    /// # Errors
    /// As [`create_buffer`](Self::create_buffer).
    pub fn buffer_from<T: bytemuck::Pod>(&self, data: &[T]) -> Result<Buffer<'_>, Error> {
        let bytes: &[u8] = bytemuck::cast_slice(data);
        let buffer = self.create_buffer(bytes.len())?;
        buffer.write(data)?;
        Ok(buffer)
    }

    /// Loads a compiled entry point: checks what the runtime cannot bind, applies the usage
    /// overrides, and creates the pipeline (specialized with the block size and the workgroup
    /// array lengths).
    ///
    /// # Errors
    /// [`Error::Load`] naming the reason; [`Error::Vulkan`]/[`Error::Validation`] from the
    /// pipeline's creation.
    pub fn load(
        &self,
        compiled: &CompileResult,
        options: &LoadOptions,
    ) -> Result<Shader<'_>, Error> {
        let r = &compiled.reflection;
        // Before the general feature check: this refusal says which compile flag avoids it.
        if let Some(contract) = &compiled.coverage {
            let int64_atomics = self.enabled_features.contains(&"shaderBufferInt64Atomics");
            check_coverage_support(contract, int64_atomics)?;
        }
        check_device_features(r, &self.enabled_features, &self.name)?;
        let plan = plan_load(r, options, &self.limits)?;
        let coverage_sub_groups = compiled.coverage.is_some_and(|c| c.sub_group_aggregated);
        check_subgroup_operations(
            &compiled.spirv,
            self.subgroups,
            &self.name,
            coverage_sub_groups,
        )?;
        // The coverage buffer is the runtime's: made here, zero-filled, bound at every
        // dispatch at the contract's location (the reflection does not list it).
        let coverage = match compiled.coverage {
            Some(contract) => Some((contract, self.create_buffer(contract.bytes())?)),
            None => None,
        };
        // SAFETY: objects created on this device; the partially built shader's Drop destroys
        // whatever was created when a later step fails.
        unsafe {
            let d = &self.device;
            let mut shader = Shader {
                device: self,
                reflection: r.clone(),
                writable: plan.writable,
                block_size: plan.block_size,
                coverage,
                set_layouts: Vec::new(),
                pipeline_layout: vk::PipelineLayout::null(),
                module: vk::ShaderModule::null(),
                pipeline: vk::Pipeline::null(),
            };
            let coverage_location = shader.coverage.as_ref().map(|(c, _)| (c.set, c.binding));
            let sets = r
                .bindings
                .iter()
                .map(|b| b.set + 1)
                .chain(coverage_location.map(|(set, _)| set + 1))
                .max()
                .unwrap_or(0);
            for set in 0..sets {
                let mut bindings: Vec<vk::DescriptorSetLayoutBinding> = r
                    .bindings
                    .iter()
                    .filter(|b| b.set == set)
                    .map(|b| {
                        vk::DescriptorSetLayoutBinding::default()
                            .binding(b.binding)
                            .descriptor_type(descriptor_type(b.kind))
                            .descriptor_count(1)
                            .stage_flags(vk::ShaderStageFlags::COMPUTE)
                    })
                    .collect();
                if let Some((_, binding)) = coverage_location.filter(|(s, _)| *s == set) {
                    bindings.push(
                        vk::DescriptorSetLayoutBinding::default()
                            .binding(binding)
                            .descriptor_type(vk::DescriptorType::STORAGE_BUFFER)
                            .descriptor_count(1)
                            .stage_flags(vk::ShaderStageFlags::COMPUTE),
                    );
                }
                shader.set_layouts.push(
                    d.create_descriptor_set_layout(
                        &vk::DescriptorSetLayoutCreateInfo::default().bindings(&bindings),
                        None,
                    )
                    .map_err(vkerr("descriptor set layout"))?,
                );
            }
            let ranges = [vk::PushConstantRange::default()
                .stage_flags(vk::ShaderStageFlags::COMPUTE)
                .size(push_range_size(r.push_constant_size))];
            let mut layout_info =
                vk::PipelineLayoutCreateInfo::default().set_layouts(&shader.set_layouts);
            if r.push_constant_size > 0 {
                layout_info = layout_info.push_constant_ranges(&ranges);
            }
            shader.pipeline_layout = d
                .create_pipeline_layout(&layout_info, None)
                .map_err(vkerr("pipeline layout"))?;
            shader.module = d
                .create_shader_module(
                    &vk::ShaderModuleCreateInfo::default().code(&compiled.spirv),
                    None,
                )
                .map_err(vkerr("shader module"))?;
            let name = CString::new(r.entry_point.as_str())
                .map_err(|_| Error::Load("the entry point's name holds a NUL".into()))?;
            let map: Vec<vk::SpecializationMapEntry> = (0u32..)
                .zip(&plan.spec)
                .map(|(k, (id, _))| {
                    vk::SpecializationMapEntry::default()
                        .constant_id(*id)
                        .offset(k * 4)
                        .size(4)
                })
                .collect();
            let data: Vec<u8> = plan
                .spec
                .iter()
                .flat_map(|(_, v)| v.to_le_bytes())
                .collect();
            let spec_info = vk::SpecializationInfo::default()
                .map_entries(&map)
                .data(&data);
            let stage = vk::PipelineShaderStageCreateInfo::default()
                .stage(vk::ShaderStageFlags::COMPUTE)
                .module(shader.module)
                .name(&name)
                .specialization_info(&spec_info);
            shader.pipeline = d
                .create_compute_pipelines(
                    vk::PipelineCache::null(),
                    &[vk::ComputePipelineCreateInfo::default()
                        .stage(stage)
                        .layout(shader.pipeline_layout)],
                    None,
                )
                .map_err(|(_, e)| Error::Vulkan(format!("compute pipeline: {e}")))?[0];
            self.check_validation()?;
            Ok(shader)
        }
    }
}

impl Drop for Device {
    fn drop(&mut self) {
        // SAFETY: every shader and buffer borrowed the device and is gone; nothing is pending
        // (each submission waits for its queue).
        unsafe {
            let _ = self.device.device_wait_idle();
            self.device.destroy_device(None);
            if let Some((m, du)) = &self.messenger {
                du.destroy_debug_utils_messenger(*m, None);
            }
            self.instance.destroy_instance(None);
        }
    }
}

/// The test hook `NSDI_RUNTIME_HIDE_FEATURES` (a comma-separated list of Vulkan feature
/// names, for tests only): a listed feature is treated as absent, so the refusals of a device
/// without it can be shown on one that has it (lavapipe has every feature the runtime asks
/// for). Only `shaderBufferInt64Atomics` (hidden, it is not enabled) and `subgroupBallot`
/// (the `BALLOT` bit of `subgroupSupportedOperations`, cleared) are consulted.
fn hidden_by_test_hook(feature: &str) -> bool {
    std::env::var("NSDI_RUNTIME_HIDE_FEATURES")
        .is_ok_and(|list| list.split(',').any(|f| f.trim() == feature))
}

/// 64-bit coverage counters add with 64-bit buffer atomics; a device without them gets a
/// module with 32-bit counters.
fn check_coverage_support(
    contract: &CoverageBinding,
    buffer_int64_atomics: bool,
) -> Result<(), Error> {
    if contract.element_stride == 8 && !buffer_int64_atomics {
        return Err(Error::Load(
            "the module counts coverage in 64-bit counters, but the device has no shaderBufferInt64Atomics: compile it with --coverage-counter-width=32".into(),
        ));
    }
    Ok(())
}

/// The push-constant range of a block of `size` bytes: Vulkan ranges are multiples of 4
/// (VUID-VkPushConstantRange-size-00297), a block of one `char` is not.
fn push_range_size(size: u32) -> u32 {
    size.next_multiple_of(4)
}

/// Refuses a module that needs device features the device does not have, naming each with
/// the capability that asks for it (a driver would fail the pipeline with no such detail, or
/// run it wrong).
fn check_device_features(r: &Reflection, enabled: &[&str], device_name: &str) -> Result<(), Error> {
    let missing: Vec<String> = r
        .device_features
        .iter()
        .filter(|f| !enabled.contains(&f.feature))
        .map(|f| format!("'{}' (SPIR-V capability {})", f.feature, f.capability))
        .collect();
    if missing.is_empty() {
        return Ok(());
    }
    Err(Error::Load(format!(
        "the module needs the device feature{} {}, which device '{device_name}' does not have",
        if missing.len() == 1 { "" } else { "s" },
        missing.join(", ")
    )))
}

/// The first physical device with a compute queue, and that queue family.
///
/// # Safety
/// `instance` is a live instance.
unsafe fn pick(instance: &ash::Instance) -> Result<(vk::PhysicalDevice, u32), Error> {
    // SAFETY: see the function's contract.
    unsafe {
        for physical in instance
            .enumerate_physical_devices()
            .map_err(vkerr("listing devices"))?
        {
            if let Some(family) = instance
                .get_physical_device_queue_family_properties(physical)
                .iter()
                .position(|q| q.queue_flags.contains(vk::QueueFlags::COMPUTE))
            {
                return Ok((physical, family as u32));
            }
        }
    }
    Err(Error::Vulkan(
        "no Vulkan device with a compute queue".into(),
    ))
}

fn descriptor_type(kind: ResourceKind) -> vk::DescriptorType {
    match kind {
        ResourceKind::UniformBuffer => vk::DescriptorType::UNIFORM_BUFFER,
        _ => vk::DescriptorType::STORAGE_BUFFER,
    }
}

/// What [`Device::load`] takes besides the module.
#[derive(Clone, Debug, Default)]
pub struct LoadOptions {
    /// Usages the host knows better than the module: `(binding, Usage::Read)` makes a binding
    /// the module leaves writable read-only for the contract (a buffer the host knows the
    /// kernel only reads, which its producer did not mark NonWritable). A NonWritable binding cannot be made writable.
    pub usage_overrides: Vec<(BindingRef, Usage)>,
    /// The block (workgroup) size for a module whose size is a specialization constant; a
    /// module that fixes it accepts only that size. `None`: the module's (default) size.
    pub block_size: Option<[u32; 3]>,
    /// The lengths of workgroup arrays sized by a specialization constant, by name.
    pub workgroup_array_lengths: Vec<(String, u32)>,
}

/// What loading decided before any Vulkan call.
struct LoadPlan {
    writable: Vec<bool>,
    block_size: [u32; 3],
    spec: Vec<(u32, u32)>,
}

/// Every load-time check; no Vulkan call (the tests run it without a device).
/// The sub-group operation classes (`subgroupSupportedOperations` bits) whose capabilities a
/// module declares, named as its capabilities: read from the `OpCapability` instructions,
/// which come first in a module.
fn subgroup_capabilities(words: &[u32]) -> Vec<(&'static str, vk::SubgroupFeatureFlags)> {
    use rspirv::spirv::{Capability, Op};
    let mut needed = Vec::new();
    let mut at = 5;
    while let Some(&first) = words.get(at) {
        let (count, opcode) = ((first >> 16) as usize, first & 0xffff);
        if count == 0 || opcode != Op::Capability as u32 {
            break;
        }
        let class = match words.get(at + 1).copied() {
            Some(c) if c == Capability::GroupNonUniform as u32 => {
                Some(("GroupNonUniform", vk::SubgroupFeatureFlags::BASIC))
            }
            Some(c) if c == Capability::GroupNonUniformVote as u32 => {
                Some(("GroupNonUniformVote", vk::SubgroupFeatureFlags::VOTE))
            }
            Some(c) if c == Capability::GroupNonUniformArithmetic as u32 => Some((
                "GroupNonUniformArithmetic",
                vk::SubgroupFeatureFlags::ARITHMETIC,
            )),
            Some(c) if c == Capability::GroupNonUniformBallot as u32 => {
                Some(("GroupNonUniformBallot", vk::SubgroupFeatureFlags::BALLOT))
            }
            Some(c) if c == Capability::GroupNonUniformShuffle as u32 => {
                Some(("GroupNonUniformShuffle", vk::SubgroupFeatureFlags::SHUFFLE))
            }
            Some(c) if c == Capability::GroupNonUniformShuffleRelative as u32 => Some((
                "GroupNonUniformShuffleRelative",
                vk::SubgroupFeatureFlags::SHUFFLE_RELATIVE,
            )),
            Some(c) if c == Capability::GroupNonUniformClustered as u32 => Some((
                "GroupNonUniformClustered",
                vk::SubgroupFeatureFlags::CLUSTERED,
            )),
            Some(c) if c == Capability::GroupNonUniformQuad as u32 => {
                Some(("GroupNonUniformQuad", vk::SubgroupFeatureFlags::QUAD))
            }
            _ => None,
        };
        needed.extend(class);
        at += count;
    }
    needed
}

/// Refuses, in one line, a module whose sub-group capabilities the device lacks in compute
/// shaders (before Vulkan would reject or miscompile the pipeline). `coverage_sub_groups`: the
/// module's coverage counters add per sub-group (`BASIC` and `BALLOT`), so a refusal that
/// involves those says which compile flag avoids them.
fn check_subgroup_operations(
    words: &[u32],
    (stages, operations): (vk::ShaderStageFlags, vk::SubgroupFeatureFlags),
    device: &str,
    coverage_sub_groups: bool,
) -> Result<(), Error> {
    let needed = subgroup_capabilities(words);
    if needed.is_empty() {
        return Ok(());
    }
    let coverage_hint = |involved: bool| {
        if coverage_sub_groups && involved {
            "; its coverage counters add per sub-group: compile it with --coverage-aggregate=none"
        } else {
            ""
        }
    };
    if !stages.contains(vk::ShaderStageFlags::COMPUTE) {
        return Err(Error::Load(format!(
            "the module uses sub-group operations, which device '{device}' does not support in \
             compute shaders (subgroupSupportedStages lacks COMPUTE){}",
            coverage_hint(true)
        )));
    }
    let missing: Vec<&(&str, vk::SubgroupFeatureFlags)> = needed
        .iter()
        .filter(|(_, bit)| !operations.contains(*bit))
        .collect();
    if missing.is_empty() {
        return Ok(());
    }
    let coverage_needs = vk::SubgroupFeatureFlags::BASIC | vk::SubgroupFeatureFlags::BALLOT;
    Err(Error::Load(format!(
        "device '{device}' lacks sub-group operations the module uses \
         (subgroupSupportedOperations: {}){}",
        missing
            .iter()
            .map(|(capability, bit)| format!("{capability} needs {bit:?}"))
            .collect::<Vec<_>>()
            .join(", "),
        coverage_hint(missing.iter().any(|(_, bit)| coverage_needs.contains(*bit)))
    )))
}

fn plan_load(
    r: &Reflection,
    options: &LoadOptions,
    limits: &vk::PhysicalDeviceLimits,
) -> Result<LoadPlan, Error> {
    let name = &r.entry_point;
    if r.execution_model != rspirv::spirv::ExecutionModel::GLCompute {
        return Err(Error::Load(format!(
            "entry point '{name}' is an OpenCL Kernel, not a Vulkan compute shader (compile it for vulkan1.2 or vulkan1.3)"
        )));
    }
    for b in &r.bindings {
        if !b.kind.is_buffer() {
            return Err(Error::Load(format!(
                "{} is a {}: the runtime binds storage and uniform buffers only (images, samplers and acceleration structures are not supported)",
                b.describe(),
                b.kind.describe()
            )));
        }
        if b.array_size != 1 {
            return Err(Error::Load(format!(
                "{} is an array of {} descriptors: descriptor arrays are not supported",
                b.describe(),
                if b.array_size == 0 {
                    "unsized".to_owned()
                } else {
                    b.array_size.to_string()
                }
            )));
        }
    }
    if r.push_constant_size > limits.max_push_constants_size {
        return Err(Error::Load(format!(
            "the push-constant block of '{name}' is {} bytes, more than the device's maxPushConstantsSize ({})",
            r.push_constant_size, limits.max_push_constants_size
        )));
    }
    let mut writable: Vec<bool> = r.bindings.iter().map(|b| !b.readonly).collect();
    let mut overridden = vec![false; r.bindings.len()];
    for (at, usage) in &options.usage_overrides {
        let i = at
            .resolve(r)
            .map_err(|m| Error::Load(format!("usage override: {m}")))?;
        let b = &r.bindings[i];
        if std::mem::replace(&mut overridden[i], true) {
            return Err(Error::Load(format!(
                "usage override: {} is overridden twice",
                b.describe()
            )));
        }
        if usage.writes() && b.readonly {
            return Err(Error::Load(format!(
                "usage override: {} is read-only in the module ({}): it cannot be overridden to {}",
                b.describe(),
                if b.kind == ResourceKind::UniformBuffer {
                    "a uniform buffer"
                } else {
                    "NonWritable"
                },
                usage.name()
            )));
        }
        writable[i] = usage.writes();
    }
    let Some(wg) = r.workgroup_size else {
        return Err(Error::Load(format!(
            "entry point '{name}' has no workgroup size"
        )));
    };
    let mut block_size = wg.size;
    let mut spec = Vec::new();
    if let Some(wanted) = options.block_size {
        for k in 0..3 {
            match wg.spec_ids[k] {
                Some(id) => {
                    block_size[k] = wanted[k];
                    spec.push((id, wanted[k]));
                }
                None if wanted[k] != wg.size[k] => {
                    return Err(Error::Load(format!(
                        "block size {wanted:?} given, but '{name}' fixes it at {:?}",
                        wg.size
                    )));
                }
                None => {}
            }
        }
    }
    let max = limits.max_compute_work_group_size;
    if block_size.contains(&0)
        || (0..3).any(|k| block_size[k] > max[k])
        || block_size.iter().map(|&v| u64::from(v)).product::<u64>()
            > u64::from(limits.max_compute_work_group_invocations)
    {
        return Err(Error::Load(format!(
            "block size {block_size:?} is outside the device's limits (each dimension 1..={max:?}, at most {} invocations)",
            limits.max_compute_work_group_invocations
        )));
    }
    for (array, length) in &options.workgroup_array_lengths {
        let Some(w) = r.workgroup_arrays.iter().find(|w| &w.name == array) else {
            return Err(Error::Load(format!(
                "no workgroup array named '{array}' in '{name}'"
            )));
        };
        if *length == 0 {
            return Err(Error::Load(format!(
                "workgroup array '{array}' needs a length of at least 1"
            )));
        }
        spec.retain(|(id, _)| *id != w.spec_id);
        spec.push((w.spec_id, *length));
    }
    Ok(LoadPlan {
        writable,
        block_size,
        spec,
    })
}

/// A host-visible, coherent buffer, mapped for its whole life.
pub struct Buffer<'d> {
    device: &'d Device,
    buffer: vk::Buffer,
    memory: vk::DeviceMemory,
    ptr: *mut u8,
    size: usize,
}

impl Buffer<'_> {
    /// Its size in bytes.
    pub fn size(&self) -> usize {
        self.size
    }

    /// Copies `data` to the start of the buffer.
    ///
    /// # Errors
    /// `data` is larger than the buffer.
    pub fn write<T: bytemuck::Pod>(&self, data: &[T]) -> Result<(), Error> {
        let bytes: &[u8] = bytemuck::cast_slice(data);
        if bytes.len() > self.size {
            return Err(Error::Contract(format!(
                "{} bytes do not fit in a buffer of {}",
                bytes.len(),
                self.size
            )));
        }
        // SAFETY: `ptr` maps `size` bytes of host-coherent memory for the buffer's life; no
        // submission is pending (each one waits for its queue before returning).
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), self.ptr, bytes.len()) };
        Ok(())
    }

    /// The buffer's bytes.
    pub fn read_bytes(&self) -> Vec<u8> {
        let mut out = vec![0u8; self.size];
        // SAFETY: as in `write`.
        unsafe { std::ptr::copy_nonoverlapping(self.ptr, out.as_mut_ptr(), self.size) };
        out
    }

    /// The buffer as whole `T`s (a trailing partial one is left out).
    pub fn read<T: bytemuck::Pod>(&self) -> Vec<T> {
        let bytes = self.read_bytes();
        let n = bytes.len() / std::mem::size_of::<T>().max(1);
        let mut out = vec![T::zeroed(); n];
        bytemuck::cast_slice_mut::<T, u8>(&mut out)
            .copy_from_slice(&bytes[..n * std::mem::size_of::<T>()]);
        out
    }
}

impl Drop for Buffer<'_> {
    fn drop(&mut self) {
        // SAFETY: made by `Device::create_buffer` on this device; no submission is pending.
        unsafe {
            let d = &self.device.device;
            d.unmap_memory(self.memory);
            d.destroy_buffer(self.buffer, None);
            d.free_memory(self.memory, None);
        }
    }
}

/// A loaded entry point: its pipeline, layouts and the contract it checks launches against.
pub struct Shader<'d> {
    device: &'d Device,
    reflection: Reflection,
    /// Per binding: may the shader write it (the module's NonWritable, after overrides).
    writable: Vec<bool>,
    block_size: [u32; 3],
    /// The coverage contract and the runtime's counter buffer (counts add up over dispatches).
    coverage: Option<(CoverageBinding, Buffer<'d>)>,
    set_layouts: Vec<vk::DescriptorSetLayout>,
    pipeline_layout: vk::PipelineLayout,
    module: vk::ShaderModule,
    pipeline: vk::Pipeline,
}

impl<'d> Shader<'d> {
    /// The reflection it was loaded from.
    pub fn reflection(&self) -> &Reflection {
        &self.reflection
    }

    /// The block (workgroup) size it runs with.
    pub fn block_size(&self) -> [u32; 3] {
        self.block_size
    }

    /// The coverage counters so far (summed over every dispatch since the load or the last
    /// [`reset_coverage`](Self::reset_coverage)), widened to 64 bits, in counter-index order
    /// (the manifest's `counter`); `None` without coverage.
    pub fn coverage_counters(&self) -> Option<Vec<u64>> {
        let bytes = self.coverage_bytes()?;
        let stride = self.coverage.as_ref()?.0.element_stride;
        Some(
            bytes
                .chunks_exact(stride)
                .map(|c| {
                    let mut word = [0u8; 8];
                    word[..stride].copy_from_slice(c);
                    u64::from_le_bytes(word)
                })
                .collect(),
        )
    }

    /// The coverage counters as raw little-endian elements (`counter_count × element_stride`
    /// bytes, what `nsdi-run --coverage-out` writes); `None` without coverage.
    pub fn coverage_bytes(&self) -> Option<Vec<u8>> {
        let (contract, buffer) = self.coverage.as_ref()?;
        let mut bytes = buffer.read_bytes();
        bytes.truncate(contract.counter_count * contract.element_stride);
        Some(bytes)
    }

    /// Zeroes the coverage counters.
    pub fn reset_coverage(&self) {
        if let Some((contract, buffer)) = &self.coverage {
            let _ = buffer.write(&vec![0u8; contract.bytes()]);
        }
    }

    /// A launcher: add each binding once, the push constants, then build.
    pub fn launcher<'s, 'b>(&'s self) -> Launcher<'s, 'b, 'd> {
        Launcher {
            shader: self,
            args: Vec::new(),
            positional: 0,
            uniform: None,
        }
    }
}

impl Drop for Shader<'_> {
    fn drop(&mut self) {
        // SAFETY: objects of this device made by `Device::load` (null handles are ignored by
        // Vulkan's destroy functions); no submission is pending.
        unsafe {
            let d = &self.device.device;
            d.destroy_pipeline(self.pipeline, None);
            d.destroy_shader_module(self.module, None);
            d.destroy_pipeline_layout(self.pipeline_layout, None);
            for l in &self.set_layouts {
                d.destroy_descriptor_set_layout(*l, None);
            }
        }
    }
}

/// Where a launcher argument goes.
#[derive(Clone, Debug)]
enum Slot {
    At(BindingRef),
    /// The n-th positional argument: the n-th binding in canonical order.
    Positional(usize),
}

/// Collects a launch's arguments; nothing is checked until [`validate`](Self::validate) or
/// [`build`](Self::build), which report the first broken rule.
pub struct Launcher<'s, 'b, 'd> {
    shader: &'s Shader<'d>,
    args: Vec<(Slot, &'b Buffer<'b>, Usage)>,
    positional: usize,
    uniform: Option<Vec<u8>>,
}

impl<'s, 'b, 'd> Launcher<'s, 'b, 'd> {
    /// The buffer for the binding at position `index` in canonical order.
    pub fn add_buffer_by_index(
        &mut self,
        index: usize,
        buffer: &'b Buffer<'b>,
        usage: Usage,
    ) -> &mut Self {
        self.args
            .push((Slot::At(BindingRef::Index(index)), buffer, usage));
        self
    }

    /// The buffer for `binding` in `set`.
    pub fn add_buffer_at(
        &mut self,
        set: u32,
        binding: u32,
        buffer: &'b Buffer<'b>,
        usage: Usage,
    ) -> &mut Self {
        self.args.push((
            Slot::At(BindingRef::Location { set, binding }),
            buffer,
            usage,
        ));
        self
    }

    /// The buffer for the binding of that reflected name.
    pub fn add_buffer_by_name(
        &mut self,
        name: &str,
        buffer: &'b Buffer<'b>,
        usage: Usage,
    ) -> &mut Self {
        self.args
            .push((Slot::At(BindingRef::Name(name.to_owned())), buffer, usage));
        self
    }

    /// The buffer for any [`BindingRef`].
    pub fn add_buffer_ref(
        &mut self,
        at: BindingRef,
        buffer: &'b Buffer<'b>,
        usage: Usage,
    ) -> &mut Self {
        self.args.push((Slot::At(at), buffer, usage));
        self
    }

    /// The buffer for the next binding in canonical order (the first call: binding 0 of the
    /// list, and so on).
    pub fn add_buffer(&mut self, buffer: &'b Buffer<'b>, usage: Usage) -> &mut Self {
        self.args
            .push((Slot::Positional(self.positional), buffer, usage));
        self.positional += 1;
        self
    }

    /// Appends a value's bytes to the push-constant data.
    pub fn add_uniform<T: bytemuck::Pod>(&mut self, value: &T) -> &mut Self {
        self.add_uniform_bytes(bytemuck::bytes_of(value))
    }

    /// Appends bytes to the push-constant data.
    pub fn add_uniform_bytes(&mut self, bytes: &[u8]) -> &mut Self {
        self.uniform
            .get_or_insert_with(Vec::new)
            .extend_from_slice(bytes);
        self
    }

    /// Checks the arguments against the contract: every binding exactly once, usages against
    /// the reflected (or overridden) access, buffer sizes against the blocks, the push-constant
    /// bytes against the block.
    ///
    /// # Errors
    /// [`Error::Contract`] naming the first broken rule.
    pub fn validate(&self) -> Result<(), Error> {
        self.resolve().map(|_| ())
    }

    /// The buffers in binding order.
    fn resolve(&self) -> Result<Vec<&'b Buffer<'b>>, Error> {
        let shader = self.shader;
        let r = &shader.reflection;
        let contract = |m: String| Error::Contract(m);
        let mut given: Vec<Option<&'b Buffer<'b>>> = vec![None; r.bindings.len()];
        for (slot, buffer, usage) in &self.args {
            let i = match slot {
                Slot::At(at) => at.resolve(r).map_err(contract)?,
                Slot::Positional(n) if *n < r.bindings.len() => *n,
                Slot::Positional(n) => {
                    return Err(contract(format!(
                        "positional buffer {n} is one too many: '{}' has {} binding(s)",
                        r.entry_point,
                        r.bindings.len()
                    )));
                }
            };
            let b: &Binding = &r.bindings[i];
            if given[i].replace(buffer).is_some() {
                return Err(contract(format!("{} was given twice", b.describe())));
            }
            if !std::ptr::eq(buffer.device, shader.device) {
                return Err(contract(format!(
                    "{}: the buffer belongs to another device",
                    b.describe()
                )));
            }
            if usage.writes() && b.readonly {
                return Err(contract(format!(
                    "{} is read-only ({}) but declared {}",
                    b.describe(),
                    if b.kind == ResourceKind::UniformBuffer {
                        "a uniform buffer"
                    } else {
                        "NonWritable"
                    },
                    usage.name()
                )));
            }
            if usage.writes() && !shader.writable[i] {
                return Err(contract(format!(
                    "{} was overridden to read at load but is declared {}",
                    b.describe(),
                    usage.name()
                )));
            }
            if !usage.writes() && shader.writable[i] {
                return Err(contract(format!(
                    "{} is writable but declared read: a shader that writes it would break synchronisation; override it to read at load (LoadOptions::usage_overrides) if it never writes",
                    b.describe()
                )));
            }
            if buffer.size < b.block_size as usize {
                return Err(contract(format!(
                    "{}: a buffer of {} bytes is smaller than its block ({} bytes)",
                    b.describe(),
                    buffer.size,
                    b.block_size
                )));
            }
        }
        if let Some(i) = given.iter().position(Option::is_none) {
            let b = &r.bindings[i];
            return Err(contract(format!(
                "{} ({}) was not given a buffer",
                b.describe(),
                b.kind.describe()
            )));
        }
        let size = r.push_constant_size as usize;
        match (&self.uniform, size) {
            (None, 0) => {}
            (None, _) => {
                return Err(contract(format!(
                    "push constants: none given, the block of '{}' is {size} bytes",
                    r.entry_point
                )));
            }
            (Some(u), 0) => {
                return Err(contract(format!(
                    "push constants: {} bytes given, but '{}' has no push-constant block",
                    u.len(),
                    r.entry_point
                )));
            }
            // A block of narrow members (one `char`) is pushed padded to Vulkan's 4 bytes.
            (Some(u), _) if u.len() == size => {}
            (Some(u), _) if u.len() % 4 != 0 => {
                return Err(contract(format!(
                    "push constants: {} bytes given, not a multiple of 4",
                    u.len()
                )));
            }
            (Some(u), _) if u.len() != size => {
                return Err(contract(format!(
                    "push constants: {} bytes given, the block of '{}' is {size} bytes",
                    u.len(),
                    r.entry_point
                )));
            }
            _ => {}
        }
        Ok(given.into_iter().flatten().collect())
    }

    /// Validates, then checks the thread count: each dimension a non-zero multiple of the
    /// block size, the group count within the device's limits.
    ///
    /// # Errors
    /// [`Error::Contract`] naming the first broken rule.
    pub fn build(&self, thread_count: [u32; 3]) -> Result<Dispatch<'s, 'b, 'd>, Error> {
        let buffers = self.resolve()?;
        let block = self.shader.block_size;
        if thread_count.contains(&0) {
            return Err(Error::Contract(format!(
                "thread count {thread_count:?} has a zero dimension"
            )));
        }
        if (0..3).any(|k| thread_count[k] % block[k] != 0) {
            return Err(Error::Contract(format!(
                "thread count {thread_count:?} is not a multiple of the block size {block:?}"
            )));
        }
        let groups = [
            thread_count[0] / block[0],
            thread_count[1] / block[1],
            thread_count[2] / block[2],
        ];
        let max = self.shader.device.limits.max_compute_work_group_count;
        if (0..3).any(|k| groups[k] > max[k]) {
            return Err(Error::Contract(format!(
                "thread count {thread_count:?} needs {groups:?} groups, more than the device's {max:?}"
            )));
        }
        Ok(Dispatch {
            shader: self.shader,
            buffers,
            push: self
                .uniform
                .clone()
                .map(|mut u| {
                    u.resize(u.len().next_multiple_of(4), 0);
                    u
                })
                .unwrap_or_default(),
            groups,
        })
    }
}

/// A checked launch, ready to submit.
pub struct Dispatch<'s, 'b, 'd> {
    shader: &'s Shader<'d>,
    buffers: Vec<&'b Buffer<'b>>,
    push: Vec<u8>,
    groups: [u32; 3],
}

impl Dispatch<'_, '_, '_> {
    /// The workgroup counts it dispatches.
    pub fn groups(&self) -> [u32; 3] {
        self.groups
    }

    /// Records, submits and waits for the dispatch; the buffers hold the results afterwards.
    ///
    /// # Errors
    /// A failed Vulkan call, or the validation layer's errors.
    pub fn submit(&self) -> Result<(), Error> {
        let shader = self.shader;
        let device = shader.device;
        let r = &shader.reflection;
        let d = &device.device;
        // SAFETY: objects of this device, destroyed before returning (the queue is idle then).
        unsafe {
            let coverage = u32::from(shader.coverage.is_some());
            let counts = |kind| {
                r.bindings.iter().filter(|b| b.kind == kind).count() as u32
                    + if kind == ResourceKind::StorageBuffer {
                        coverage
                    } else {
                        0
                    }
            };
            let sizes: Vec<vk::DescriptorPoolSize> = [
                (
                    ResourceKind::StorageBuffer,
                    vk::DescriptorType::STORAGE_BUFFER,
                ),
                (
                    ResourceKind::UniformBuffer,
                    vk::DescriptorType::UNIFORM_BUFFER,
                ),
            ]
            .into_iter()
            .filter(|(k, _)| counts(*k) > 0)
            .map(|(k, t)| {
                vk::DescriptorPoolSize::default()
                    .ty(t)
                    .descriptor_count(counts(k))
            })
            .collect();
            let pool = d
                .create_descriptor_pool(
                    &vk::DescriptorPoolCreateInfo::default()
                        .max_sets(shader.set_layouts.len().max(1) as u32)
                        .pool_sizes(&sizes),
                    None,
                )
                .map_err(vkerr("descriptor pool"))?;
            let cmd_pool = match d.create_command_pool(
                &vk::CommandPoolCreateInfo::default().queue_family_index(device.family),
                None,
            ) {
                Ok(p) => p,
                Err(e) => {
                    d.destroy_descriptor_pool(pool, None);
                    return Err(Error::Vulkan(format!("command pool: {e}")));
                }
            };
            let result = self.record_and_run(pool, cmd_pool);
            d.destroy_command_pool(cmd_pool, None);
            d.destroy_descriptor_pool(pool, None);
            result?;
            device.check_validation()
        }
    }

    /// # Safety
    /// `pool` and `cmd_pool` are live pools of the shader's device.
    unsafe fn record_and_run(
        &self,
        pool: vk::DescriptorPool,
        cmd_pool: vk::CommandPool,
    ) -> Result<(), Error> {
        let shader = self.shader;
        let device = shader.device;
        let r = &shader.reflection;
        let d = &device.device;
        // SAFETY: see the function's contract; every handle below is made from the pools.
        unsafe {
            let sets = if shader.set_layouts.is_empty() {
                Vec::new()
            } else {
                d.allocate_descriptor_sets(
                    &vk::DescriptorSetAllocateInfo::default()
                        .descriptor_pool(pool)
                        .set_layouts(&shader.set_layouts),
                )
                .map_err(vkerr("descriptor sets"))?
            };
            let infos: Vec<[vk::DescriptorBufferInfo; 1]> = self
                .buffers
                .iter()
                .map(|b| {
                    [vk::DescriptorBufferInfo::default()
                        .buffer(b.buffer)
                        .range(vk::WHOLE_SIZE)]
                })
                .collect();
            let coverage_info = shader.coverage.as_ref().map(|(c, buffer)| {
                (
                    c,
                    [vk::DescriptorBufferInfo::default()
                        .buffer(buffer.buffer)
                        .range(vk::WHOLE_SIZE)],
                )
            });
            let mut writes: Vec<vk::WriteDescriptorSet> = r
                .bindings
                .iter()
                .zip(&infos)
                .map(|(b, info)| {
                    vk::WriteDescriptorSet::default()
                        .dst_set(sets[b.set as usize])
                        .dst_binding(b.binding)
                        .descriptor_type(descriptor_type(b.kind))
                        .buffer_info(info)
                })
                .collect();
            if let Some((c, info)) = &coverage_info {
                writes.push(
                    vk::WriteDescriptorSet::default()
                        .dst_set(sets[c.set as usize])
                        .dst_binding(c.binding)
                        .descriptor_type(vk::DescriptorType::STORAGE_BUFFER)
                        .buffer_info(info),
                );
            }
            d.update_descriptor_sets(&writes, &[]);
            let cmd = d
                .allocate_command_buffers(
                    &vk::CommandBufferAllocateInfo::default()
                        .command_pool(cmd_pool)
                        .command_buffer_count(1),
                )
                .map_err(vkerr("command buffer"))?[0];
            d.begin_command_buffer(cmd, &vk::CommandBufferBeginInfo::default())
                .map_err(vkerr("begin"))?;
            d.cmd_bind_pipeline(cmd, vk::PipelineBindPoint::COMPUTE, shader.pipeline);
            if !sets.is_empty() {
                d.cmd_bind_descriptor_sets(
                    cmd,
                    vk::PipelineBindPoint::COMPUTE,
                    shader.pipeline_layout,
                    0,
                    &sets,
                    &[],
                );
            }
            if !self.push.is_empty() {
                d.cmd_push_constants(
                    cmd,
                    shader.pipeline_layout,
                    vk::ShaderStageFlags::COMPUTE,
                    0,
                    &self.push,
                );
            }
            d.cmd_dispatch(cmd, self.groups[0], self.groups[1], self.groups[2]);
            // The host reads the buffers after the wait: make the shader's writes visible.
            let barrier = vk::MemoryBarrier::default()
                .src_access_mask(vk::AccessFlags::SHADER_WRITE)
                .dst_access_mask(vk::AccessFlags::HOST_READ);
            d.cmd_pipeline_barrier(
                cmd,
                vk::PipelineStageFlags::COMPUTE_SHADER,
                vk::PipelineStageFlags::HOST,
                vk::DependencyFlags::empty(),
                &[barrier],
                &[],
                &[],
            );
            d.end_command_buffer(cmd).map_err(vkerr("end"))?;
            let cmds = [cmd];
            // RenderDoc's device pointer for Vulkan: the dispatch table pointer at the start
            // of the dispatchable VkInstance handle.
            let capture_device =
                *(ash::vk::Handle::as_raw(device.instance.handle()) as usize as *const *mut c_void);
            if let Some(rd) = &device.renderdoc {
                (rd.start)(capture_device, std::ptr::null_mut());
            }
            let submitted = d
                .queue_submit(
                    device.queue,
                    &[vk::SubmitInfo::default().command_buffers(&cmds)],
                    vk::Fence::null(),
                )
                .map_err(vkerr("submit"))
                .and_then(|()| d.queue_wait_idle(device.queue).map_err(vkerr("wait")));
            if let Some(rd) = &device.renderdoc {
                (rd.end)(capture_device, std::ptr::null_mut());
            }
            submitted
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reflect::WorkgroupSize;

    fn limits() -> vk::PhysicalDeviceLimits {
        vk::PhysicalDeviceLimits {
            max_push_constants_size: 128,
            max_compute_work_group_size: [1024, 1024, 64],
            max_compute_work_group_invocations: 1024,
            ..Default::default()
        }
    }

    fn reflection(readonly: bool) -> Reflection {
        Reflection {
            entry_point: "k".into(),
            execution_model: rspirv::spirv::ExecutionModel::GLCompute,
            bindings: vec![Binding {
                name: "buf".into(),
                kind: ResourceKind::StorageBuffer,
                set: 0,
                binding: 0,
                readonly,
                array_size: 1,
                block_size: 0,
                element_stride: 4,
                element_type: "float".into(),
            }],
            push_constants: None,
            push_constant_size: 0,
            workgroup_arrays: Vec::new(),
            workgroup_size: Some(WorkgroupSize {
                size: [64, 1, 1],
                spec_ids: [None; 3],
            }),
            device_features: Vec::new(),
        }
    }

    #[test]
    fn an_override_to_read_makes_a_writable_binding_read_only() {
        let options = LoadOptions {
            usage_overrides: vec![(BindingRef::Name("buf".into()), Usage::Read)],
            ..LoadOptions::default()
        };
        let plan = plan_load(&reflection(false), &options, &limits()).expect("loads");
        assert_eq!(plan.writable, [false]);
    }

    #[test]
    fn wide_coverage_counters_need_buffer_int64_atomics() {
        let contract = |element_stride| CoverageBinding {
            set: 1,
            binding: 0,
            counter_count: 3,
            element_stride,
            sub_group_aggregated: false,
        };
        let refused = check_coverage_support(&contract(8), false).err();
        assert_eq!(
            refused.map(|e| e.to_string()).as_deref(),
            Some(
                "the module counts coverage in 64-bit counters, but the device has no shaderBufferInt64Atomics: compile it with --coverage-counter-width=32"
            )
        );
        assert!(check_coverage_support(&contract(8), true).is_ok());
        assert!(check_coverage_support(&contract(4), false).is_ok());
    }

    #[test]
    fn a_module_needing_a_feature_the_device_lacks_is_refused_by_name() {
        let mut r = reflection(false);
        r.device_features = vec![
            nsdi::device_features::RequiredFeature {
                feature: "shaderFloat64",
                capability: "Float64",
            },
            nsdi::device_features::RequiredFeature {
                feature: "shaderInt64",
                capability: "Int64",
            },
        ];
        assert!(check_device_features(&r, &["shaderInt64", "shaderFloat64"], "gpu").is_ok());
        let Err(Error::Load(m)) = check_device_features(&r, &["shaderInt64"], "gpu") else {
            panic!("loaded without shaderFloat64");
        };
        assert_eq!(
            m,
            "the module needs the device feature 'shaderFloat64' (SPIR-V capability Float64), which device 'gpu' does not have"
        );
        let Err(Error::Load(m)) = check_device_features(&r, &[], "gpu") else {
            panic!("loaded without features");
        };
        assert!(m.starts_with("the module needs the device features 'shaderFloat64' (SPIR-V capability Float64), 'shaderInt64' "));
    }

    #[test]
    fn a_fixed_block_size_takes_no_other() {
        let options = LoadOptions {
            block_size: Some([32, 1, 1]),
            ..LoadOptions::default()
        };
        let e = plan_load(&reflection(false), &options, &limits()).err();
        assert_eq!(
            e.map(|e| e.to_string()).as_deref(),
            Some("block size [32, 1, 1] given, but 'k' fixes it at [64, 1, 1]")
        );
    }

    /// A module header with these capabilities (then an `OpMemoryModel`, which ends the scan).
    fn module_with(capabilities: &[rspirv::spirv::Capability]) -> Vec<u32> {
        let mut words = vec![rspirv::spirv::MAGIC_NUMBER, 0x0001_0500, 0, 10, 0];
        for c in capabilities {
            words.extend([(2 << 16) | rspirv::spirv::Op::Capability as u32, *c as u32]);
        }
        // OpMemoryModel Logical GLSL450, then a capability that is not in the header.
        words.extend([(3 << 16) | rspirv::spirv::Op::MemoryModel as u32, 0, 1]);
        words.extend([(2 << 16) | rspirv::spirv::Op::Capability as u32, 67]);
        words
    }

    #[test]
    fn sub_group_capabilities_are_checked_against_the_device() {
        use rspirv::spirv::Capability as C;
        let lavapipe = (
            vk::ShaderStageFlags::COMPUTE | vk::ShaderStageFlags::FRAGMENT,
            vk::SubgroupFeatureFlags::BASIC
                | vk::SubgroupFeatureFlags::VOTE
                | vk::SubgroupFeatureFlags::ARITHMETIC
                | vk::SubgroupFeatureFlags::BALLOT,
        );
        let check = |caps: &[C], device| {
            check_subgroup_operations(&module_with(caps), device, "dev", false)
                .err()
                .map(|e| e.to_string())
        };
        assert_eq!(check(&[C::Shader, C::Int64], lavapipe), None);
        assert_eq!(
            check(
                &[C::Shader, C::GroupNonUniform, C::GroupNonUniformBallot],
                lavapipe
            ),
            None
        );
        assert_eq!(
            check(
                &[
                    C::Shader,
                    C::GroupNonUniform,
                    C::GroupNonUniformShuffle,
                    C::GroupNonUniformClustered
                ],
                lavapipe
            )
            .as_deref(),
            Some(
                "device 'dev' lacks sub-group operations the module uses \
                 (subgroupSupportedOperations: GroupNonUniformShuffle needs SHUFFLE, \
                 GroupNonUniformClustered needs CLUSTERED)"
            )
        );
        let no_compute = (vk::ShaderStageFlags::FRAGMENT, lavapipe.1);
        assert_eq!(
            check(&[C::Shader, C::GroupNonUniform], no_compute).as_deref(),
            Some(
                "the module uses sub-group operations, which device 'dev' does not support in \
                 compute shaders (subgroupSupportedStages lacks COMPUTE)"
            )
        );
        // Coverage counters aggregated per sub-group: a refusal involving BASIC or BALLOT
        // names the flag that avoids them; one about other operations does not.
        let no_ballot = (lavapipe.0, lavapipe.1 & !vk::SubgroupFeatureFlags::BALLOT);
        let ballot = module_with(&[C::Shader, C::GroupNonUniform, C::GroupNonUniformBallot]);
        assert_eq!(
            check_subgroup_operations(&ballot, no_ballot, "dev", true)
                .err()
                .map(|e| e.to_string())
                .as_deref(),
            Some(
                "device 'dev' lacks sub-group operations the module uses \
                 (subgroupSupportedOperations: GroupNonUniformBallot needs BALLOT); its coverage \
                 counters add per sub-group: compile it with --coverage-aggregate=none"
            )
        );
        let shuffle = module_with(&[C::Shader, C::GroupNonUniform, C::GroupNonUniformShuffle]);
        assert_eq!(
            check_subgroup_operations(&shuffle, no_ballot, "dev", true)
                .err()
                .map(|e| e.to_string())
                .as_deref(),
            Some(
                "device 'dev' lacks sub-group operations the module uses \
                 (subgroupSupportedOperations: GroupNonUniformShuffle needs SHUFFLE)"
            )
        );
        // A zero word count ends the scan instead of looping.
        let mut broken = module_with(&[C::Shader]);
        broken[5] = 0;
        assert_eq!(
            check_subgroup_operations(&broken, lavapipe, "dev", false).err(),
            None
        );
    }
}
