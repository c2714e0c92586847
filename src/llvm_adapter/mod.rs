//! The LLVM adapter: the top of the data flow, where LLVM IR (`crate::ir`), the printer
//! (`crate::backend`) and the emitter (`crate::debug`) meet. It maps the printer's hooks, debug
//! locations, `llvm.dbg.*` calls, globals and kernels onto the emitter's public API: the calls
//! any other producer makes too. Nothing below names this module.

mod handler;

pub use handler::NsdiDebugHandler;
