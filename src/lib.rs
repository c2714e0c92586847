//! nsdi: LLVM debug-info metadata to SPIR-V `NonSemantic.Shader.DebugInfo.100`.
//!
//! Data flow (docs/ARCHITECTURE.md): [`ir`] loads LLVM 19 IR and imports its debug info into the
//! LLVM-free [`di`] model; the backend lowers code to SPIR-V while the NSDI handler lowers DI.

pub mod backend;
pub mod debug;
pub mod di;
pub mod ir;
pub mod nsdi;
pub mod roundtrip;
