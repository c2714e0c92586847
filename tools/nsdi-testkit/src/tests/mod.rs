//! The fuzz bodies' smoke tests, the fuzzers' findings as regression tests, and the
//! determinism test; helpers they share.

use std::path::{Path, PathBuf};

use rspirv::spirv::Word;

use crate::compile_g;

mod debug_invariance;
mod regressions;
mod smoke;

/// xorshift64*: deterministic, no dependency.
pub(super) struct Rng(pub(super) u64);

impl Rng {
    pub(super) fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    pub(super) fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// `path` in the repository (the lit inputs, the example, the venv).
pub(super) fn repo(path: &str) -> PathBuf {
    crate::repository_path(path)
}

pub(super) fn compile_file(path: &Path, forward_refs: bool) -> Vec<Word> {
    let loaded = nsdi::ir::load_file(path, &Default::default())
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    compile_g(&loaded.module, forward_refs).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

pub(super) fn bytes_of(words: &[Word]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}
