//! The layering rule, enforced: which top-level module may name which (docs/ARCHITECTURE.md,
//! "Layers"). Reads the `crate::<module>` paths of every non-test source file under `src/` and
//! fails on an edge the table below does not allow, so a layer that starts pointing the wrong
//! way breaks the build's tests, not a later reader's understanding.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Each top-level module with the modules it may name. Everything not listed may name nothing.
const ALLOWED: &[(&str, &[&str])] = &[
    // Bottom: the DI model and the NSDI instruction layer know nothing above them.
    ("di", &[]),
    ("nsdi", &[]),
    // The producer-neutral emitter: DI in, NSDI instructions out.
    ("debug", &["di", "nsdi"]),
    // Beside the emitter: the LLVM loader and the backend.
    ("ir", &["di"]),
    ("backend", &["ir", "di", "nsdi"]),
    // The checker reads NSDI and compares it with the DI: independent of emitter and backend.
    ("roundtrip", &["di", "nsdi"]),
    // On top: the LLVM adapter drives the emitter from the backend's hooks.
    (
        "llvm_adapter",
        &["debug", "backend", "ir", "di", "nsdi", "roundtrip"],
    ),
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("invariant: the crate's src/ tree is readable")
        .map(|e| {
            e.expect("invariant: a directory entry of src/ is readable")
                .path()
        })
        .collect();
    entries.sort();
    for path in entries {
        let test_code = path
            .file_stem()
            .is_some_and(|s| s == "tests" || s.to_string_lossy().ends_with("_tests"));
        if test_code {
            continue;
        }
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The top-level modules named as `crate::<module>` or inside `crate::{...}` groups in code
/// (comments left out; everything after a `#[cfg(test)]` line is test code and left out too).
fn named_modules(source: &str) -> BTreeSet<String> {
    let mut code = String::new();
    for line in source.lines() {
        let line = line.trim_start();
        if line.starts_with("#[cfg(test)]") {
            break;
        }
        if line.starts_with("//") {
            continue;
        }
        code.push_str(line.split(" //").next().unwrap_or(line));
        code.push('\n');
    }
    let identifier = |text: &str| -> String {
        text.chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    let mut named = BTreeSet::new();
    let mut rest = code.as_str();
    while let Some(at) = rest.find("crate::") {
        rest = &rest[at + "crate::".len()..];
        let Some(group) = rest.strip_prefix('{') else {
            named.insert(identifier(rest));
            continue;
        };
        // `crate::{a::x, b, c::{y, z}}`: the names at depth 1, each at the start or after a comma.
        let mut depth = 1;
        let mut expect_name = true;
        for (i, c) in group.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                ',' if depth == 1 => expect_name = true,
                c if expect_name && depth == 1 && !c.is_whitespace() => {
                    named.insert(identifier(&group[i..]));
                    expect_name = false;
                }
                _ => {}
            }
        }
    }
    named.remove("");
    named
}

#[test]
fn modules_name_only_the_layers_below_them() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut violations = Vec::new();
    let mut seen_modules = BTreeSet::new();
    for (module, allowed) in ALLOWED {
        let dir = src.join(module);
        let mut files = Vec::new();
        if dir.is_dir() {
            rust_files(&dir, &mut files);
        } else {
            files.push(src.join(format!("{module}.rs")));
        }
        for file in files {
            let Ok(text) = std::fs::read_to_string(&file) else {
                continue;
            };
            seen_modules.insert(*module);
            for named in named_modules(&text) {
                if named != *module && !allowed.contains(&named.as_str()) {
                    violations.push(format!(
                        "{} names crate::{named}",
                        file.strip_prefix(&src).unwrap_or(&file).display()
                    ));
                }
            }
        }
    }
    assert!(
        violations.is_empty(),
        "layer violations:\n{}",
        violations.join("\n")
    );
    assert_eq!(
        seen_modules.len(),
        ALLOWED.len(),
        "every layer has source files"
    );
}

#[test]
fn the_allowed_edges_have_no_cycle() {
    let graph = petgraph::graphmap::DiGraphMap::<&str, ()>::from_edges(
        ALLOWED
            .iter()
            .flat_map(|(from, tos)| tos.iter().map(move |to| (*from, *to))),
    );
    assert!(!petgraph::algo::is_cyclic_directed(&graph));
}

#[test]
fn every_top_level_module_has_a_row() {
    let lib = include_str!("lib.rs");
    for line in lib.lines() {
        let decl = line.trim_start().trim_start_matches("pub ");
        if let Some(name) = decl.strip_prefix("mod ").and_then(|r| r.strip_suffix(';')) {
            assert!(
                name == "layers" || ALLOWED.iter().any(|(m, _)| *m == name),
                "src/lib.rs declares `{name}`, which has no row in the layer table"
            );
        }
    }
}

#[test]
fn named_modules_skips_comments_and_test_code() {
    let source = "use crate::di::X;\n// crate::backend\nlet a = crate::nsdi::f(); // crate::ir\nuse crate::{\n    roundtrip::{a, b},\n    ir,\n};\n#[cfg(test)]\nuse crate::debug;\n";
    let named: Vec<_> = named_modules(source).into_iter().collect();
    assert_eq!(named, ["di", "ir", "nsdi", "roundtrip"]);
}
