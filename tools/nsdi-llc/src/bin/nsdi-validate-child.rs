//! nsdi-llc's validation child without LLVM: `nsdi-validate-child --nsdi-validate-child ENV|-`
//! (the arguments nsdi-llc's own executable takes as the child), the module on stdin
//! (`nsdi::roundtrip::validate::in_process::serve_child` gives the protocol and exit statuses).
//!
//! nsdi-llc itself can serve (`nsdi-llc --nsdi-validate-child`), but its executable starts in
//! about 15 ms (libLLVM's static initialization and page faults): longer than the whole compile
//! of a small kernel. This one links no LLVM and starts in a few, so the child nsdi-llc starts
//! before compiling is ready by the time the module is.

// As in nsdi-llc: SPIRV-Tools' allocations (the validator's heap) go to mimalloc too.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[cfg(feature = "validate")]
fn main() -> std::process::ExitCode {
    use nsdi::roundtrip::validate::in_process::{CHILD_ARGUMENT, serve_child};
    let mut args = std::env::args_os().skip(1);
    if args.next().is_none_or(|a| a != CHILD_ARGUMENT) {
        eprintln!(
            "usage: nsdi-validate-child {CHILD_ARGUMENT} ENV|- < MODULE (started by nsdi-llc)"
        );
        return std::process::ExitCode::from(2);
    }
    let status = serve_child(&args.next().unwrap_or_default());
    std::process::ExitCode::from(status as u8)
}

#[cfg(not(feature = "validate"))]
fn main() -> std::process::ExitCode {
    eprintln!("nsdi-validate-child: built without the `validate` feature");
    std::process::ExitCode::from(2)
}
