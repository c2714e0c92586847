//! nsdi: LLVM debug-info metadata to SPIR-V `NonSemantic.Shader.DebugInfo.100` (NSDI), the
//! debug format RenderDoc, Nsight and the Vulkan validation layers read.
//!
//! Two ways in (docs/ARCHITECTURE.md has the data flow):
//!
//! - **From LLVM 19 IR** (feature `llvm`, on by default): [`ir::load_file`] parses, verifies
//!   and imports a module with its debug info into the LLVM-free [`di`] model;
//!   [`backend::AsmPrinter`] lowers the code to SPIR-V and calls the registered
//!   [`llvm_adapter::NsdiDebugHandler`] at every module, function, block and instruction; the
//!   handler drives a [`debug::NsdiEmitter`], which lowers DI nodes lazily, when something
//!   first names them. `nsdi-llc` is this path.
//! - **From any other producer** (no LLVM needed: `default-features = false`): describe the
//!   debug info with [`di::DiBuilder`], write your module with rspirv, and call a
//!   [`debug::NsdiEmitter`] through [`debug::BuilderTarget`] as you go
//!   (`examples/handwritten_compute.rs`).
//!
//! [`roundtrip`] reads NSDI back from a module and compares it with the source DI (and a
//! [`roundtrip::SourceProgram`], the code side; [`llvm_adapter::check_module`] builds one from
//! an `ir::Module`).
#![warn(missing_docs)]

pub mod backend;
pub mod coverage;
pub mod debug;
pub mod device_features;
pub mod di;
pub mod half;
pub mod input;
pub mod ir;
#[cfg(test)]
mod layers;
pub mod llvm_adapter;
pub mod nsdi;
pub mod roundtrip;
