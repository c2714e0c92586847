//! What nsdi's tools share: command-line parsing and writing output files ([`output`]).
//!
//! Parsing: clap reports a usage mistake in several lines (the
//! error, a tip, the usage, a pointer to `--help`) and exits 2; every nsdi tool reports every
//! failure as one line `TOOL: error: ...` and exits 1, so scripts and people read one shape.
//! `--help` and `--version` print what clap prints and exit 0.

pub mod output;
pub mod process;

#[cfg(feature = "parse")]
mod parse;
#[cfg(feature = "parse")]
pub use parse::{parse_args_or_exit, parse_or_exit};
