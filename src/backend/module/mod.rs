//! The module layer: the SPIR-V module being written ([`spirv::SpirvModule`]: sections in
//! logical-layout order, ids, interning of types and constants), LLVM types as SPIR-V types
//! (`types`), linkage decorations (`linkage`) and module-level constants (`constants`). It
//! names nothing else of the backend.

pub(super) mod constants;
pub(super) mod linkage;
pub mod spirv;
pub(super) mod types;
