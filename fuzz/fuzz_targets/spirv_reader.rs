//! Arbitrary bytes as a SPIR-V binary: the reader, the mutation test and the round-trip
//! comparison must never panic (body: `nsdi_testkit::spirv_reader`).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| nsdi_testkit::spirv_reader(data));
