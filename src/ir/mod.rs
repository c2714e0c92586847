//! LLVM 19 IR in, owned model out.
//!
//! [`model`] is the LLVM-free IR the backend reads. The `llvm` submodule (feature `llvm`) is the
//! only code in nsdi that touches LLVM: it loads `.ll`/`.bc` with inkwell and llvm-sys, converts
//! debug records to `llvm.dbg.*` calls, and imports DI through the C++ wrapper in `wrapper/`.

pub mod model;
pub use model::*;

#[cfg(feature = "llvm")]
mod llvm;
#[cfg(feature = "llvm")]
pub use llvm::Loaded;
#[cfg(feature = "llvm")]
pub use llvm::{
    ImportError, LoadOptions, MAX_INPUT_BYTES, STRUCTURIZE_PIPELINE, Structurize,
    bitcode_without_address_space_ops, dwarf_object, load_file, load_memory, parse_only,
    read_input,
};
