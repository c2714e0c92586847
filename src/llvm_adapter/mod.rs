//! The LLVM adapter: the top of the data flow, where LLVM IR (`crate::ir`), the printer
//! (`crate::backend`), the emitter (`crate::debug`) and the checker (`crate::roundtrip`) meet.
//! It maps the printer's hooks, debug locations, `llvm.dbg.*` calls, globals and kernels onto
//! the emitter's public API (the calls any other producer makes too), and builds the checker's
//! code side from an `ir::Module`. Nothing below names this module.

mod handler;
mod member_names;
mod salvage;
mod source_program;
mod sources;

pub use handler::NsdiDebugHandler;
pub use source_program::{check_module, source_program};
pub use sources::DiskSources;
