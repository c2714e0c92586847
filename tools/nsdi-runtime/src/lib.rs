//! nsdi-runtime: from source text to a dispatch, as a library (docs/RUNTIME.md).
//!
//! 1. [`compile`] a source (OpenCL C, C++ for OpenCL, GLSL, or ready SPIR-V) into SPIR-V and
//!    its [`Reflection`], read from the module's decorations; or an error that names why.
//! 2. [`Device::load`] it as a [`Shader`] (which cannot outlive its device), with the usage
//!    overrides the host knows better than the module.
//! 3. [`Shader::launcher`]: add every binding once with its [`Usage`], the push-constant bytes,
//!    then [`Launcher::build`] with a thread count; every mistake is an [`Error`] before the
//!    GPU sees anything.

pub mod compile;
pub mod device;
pub mod reflect;

pub use compile::{
    CompileError, CompileInfo, CompileResult, CompiledModule, CoverageBinding, DebugInfo, Language,
    ProgramGlobalsBinding, Source, TargetEnv, compile, compile_module, opencl_llvm_ir, words_of,
};
pub use device::{
    BindingRef, Buffer, Device, DeviceOptions, Dispatch, Error, Launcher, LoadOptions, Shader,
    Usage,
};
pub use reflect::{
    Binding, PushConstantBlock, PushConstantMember, Reflection, ResourceKind, Scalar,
    WorkgroupArray, WorkgroupSize, reflect_entry_point, reflect_module,
};
