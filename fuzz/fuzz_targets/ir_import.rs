//! Bytes as a `.ll` file: the loader, and for what loads the `-g` compile and the round-trip
//! check, must never panic (body: `nsdi::fuzzing::ir_import`).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| nsdi::fuzzing::ir_import(data));
