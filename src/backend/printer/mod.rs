//! The printer layer: [`asm_printer::AsmPrinter`] walks the module in order (globals, then each
//! function block by block) and calls every registered handler at LLVM's hook points
//! (`handler`); `debug_target` lets a handler write NSDI through the hook context.

pub(super) mod asm_printer;
mod debug_target;
pub mod handler;
pub mod lowered_switches;
