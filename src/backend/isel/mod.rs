//! The instruction-selection layer: LLVM IR functions and globals lowered into the module
//! layer's sections. `function` lowers one function's instructions in steps the printer calls
//! (it calls no handler); `select`, `memory`, `calls` and `builtins` are the shared selection;
//! `flavour` is the seam between the OpenCL Kernel flavour and Vulkan compute (`vulkan`);
//! `globals` lowers module-scope variables and the Kernel flavour's entry points.

pub(super) mod builtins;
pub(super) mod calls;
pub(super) mod flavour;
pub(super) mod function;
pub(super) mod globals;
pub(super) mod kernel;
pub(super) mod memory;
pub(super) mod select;
pub(super) mod state;
pub(super) mod vulkan;
