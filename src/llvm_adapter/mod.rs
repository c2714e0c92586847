//! The top layer: what ties LLVM's side (`ir::Module`) to the layers below that know nothing
//! of it. Here: the round-trip checker's code side built from an `ir::Module`.

mod source_program;

pub use source_program::{check_module, source_program};
