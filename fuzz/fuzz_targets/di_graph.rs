//! Bytes decoded as a random DI graph, lowered to NSDI through the producer-neutral API and
//! read back: every module must round-trip with 0 differences (body: `nsdi_testkit::di_graph`;
//! the smoke test also runs spirv-val on a batch).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| nsdi_testkit::di_graph(data));
