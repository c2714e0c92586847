//! Test code for nsdi that the library does not ship: the bodies of the fuzz targets in `fuzz/`
//! (cargo-fuzz, `tools/fuzz.sh`), as plain functions so that `cargo test` smoke-runs them on
//! stable without libFuzzer, the determinism test, and the round-trip checker's mutation test
//! (`nsdi-roundtrip --mutate`).
//!
//! Everything here drives nsdi through its public API only: a fuzz body loads, compiles and
//! reads back exactly as `nsdi-llc`, `nsdi-dump` and `nsdi-roundtrip` do. Each body must return
//! normally on any input: errors are fine, a panic is a bug (docs/TESTING.md, "Fuzzing").

mod di_graph;
mod ir_import;
pub mod mutate;
mod spirv_reader;
#[cfg(test)]
mod tests;

pub use di_graph::{di_graph, di_graph_module};
pub use ir_import::{compile_g, ir_import};
pub use spirv_reader::spirv_reader;

/// How far an input got: the smoke tests check the mutations reach every stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Stage {
    Rejected,
    Loaded,
    Compiled,
}

/// `relative` in the repository this crate lives in (at `tools/nsdi-testkit`): the lit inputs
/// and the example are the fuzzers' references and the tests' corpus.
pub(crate) fn repository_path(relative: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .nth(2)
        .expect("invariant: the testkit is at tools/nsdi-testkit in the repository")
        .join(relative)
}
