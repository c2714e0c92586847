//! Builds the C++ DI wrapper (src/ir/wrapper) against Debian's LLVM 19, the way rustc builds its
//! own LLVM wrapper: compiler flags come from `llvm-config --cxxflags`, linking from llvm-sys.

use std::env;
use std::path::PathBuf;
use std::process::Command;

fn main() {
    println!("cargo::rerun-if-changed=src/ir/wrapper");
    println!("cargo::rerun-if-env-changed=LLVM_CONFIG");
    if env::var_os("CARGO_FEATURE_LLVM").is_none() {
        return;
    }
    let llvm_config = env::var("LLVM_CONFIG").unwrap_or_else(|_| "llvm-config-19".to_owned());
    let output = Command::new(&llvm_config)
        .arg("--cxxflags")
        .output()
        .unwrap_or_else(|e| {
            panic!("cannot run {llvm_config} ({e}): install llvm-19-dev (tools/setup.sh does)")
        });
    assert!(
        output.status.success(),
        "{llvm_config} --cxxflags failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let cxxflags = String::from_utf8(output.stdout).expect("llvm-config prints UTF-8");

    let mut build = cc::Build::new();
    build
        .cpp(true)
        .file(PathBuf::from("src/ir/wrapper/address_space_ops.cpp"))
        .file(PathBuf::from("src/ir/wrapper/di_wrapper.cpp"))
        .file(PathBuf::from("src/ir/wrapper/safe_llvm.cpp"))
        .file(PathBuf::from("src/ir/wrapper/switch_split.cpp"));
    for flag in cxxflags.split_whitespace() {
        // Debian's LLVM is built without RTTI: match it, or vtables for LLVM classes do not link.
        build.flag(flag);
    }
    build
        .flag("-fno-rtti")
        .warnings(true)
        .flag_if_supported("-Wno-unused-parameter");
    build.compile("nsdi_di_wrapper");
}
