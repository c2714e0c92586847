//! Bytes as a `.ll` file: the loader, and for what loads the `-g` compile and the round-trip
//! check, must never panic (body: `nsdi_testkit::ir_import`).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| nsdi_testkit::ir_import(data));
