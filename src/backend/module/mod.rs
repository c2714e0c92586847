//! The module layer: the SPIR-V module being written ([`spirv::SpirvModule`]: sections in
//! logical-layout order, ids, interning of types and constants), LLVM types as SPIR-V types
//! (`types`), linkage decorations (`linkage`), module-level constants (`constants`) and a
//! read-only index of the written types for handlers (`type_index`). It names nothing else of
//! the backend.

pub(super) mod constants;
pub(super) mod linkage;
pub mod spirv;
pub(super) mod type_index;
pub(super) mod types;
