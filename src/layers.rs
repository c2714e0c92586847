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
    ("input", &[]),
    ("half", &[]),
    ("nsdi", &[]),
    // The producer-neutral emitter: DI in, NSDI instructions out.
    ("debug", &["di", "nsdi"]),
    // Beside the emitter: the LLVM loader and the backend.
    ("ir", &["di", "input", "half"]),
    ("backend", &["ir", "di", "nsdi"]),
    // The checker reads NSDI and compares it with the DI: independent of emitter and backend.
    ("roundtrip", &["di", "nsdi", "input"]),
    // A pass over finished SPIR-V words (and their NSDI line table): it names no other layer.
    ("coverage", &[]),
    // The device features a finished module needs, from its words: names no other layer.
    ("device_features", &[]),
    // On top: the LLVM adapter drives the emitter from the backend's hooks.
    (
        "llvm_adapter",
        &[
            "debug",
            "backend",
            "ir",
            "di",
            "nsdi",
            "roundtrip",
            "coverage",
        ],
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
    let code = code_of(source);
    let mut named = BTreeSet::new();
    let mut rest = code.as_str();
    while let Some(at) = rest.find("crate::") {
        rest = &rest[at + "crate::".len()..];
        named.extend(first_names(rest));
    }
    named.remove("");
    named
}

/// `source` without comments and without everything after a `#[cfg(test)]` line.
fn code_of(source: &str) -> String {
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
    code
}

fn identifier(text: &str) -> String {
    text.chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect()
}

/// The first path segment of `rest` (the text after `crate::` or a module prefix), or each
/// first segment of a `{a::x, b, c::{y, z}}` group.
fn first_names(rest: &str) -> Vec<String> {
    let Some(group) = rest.strip_prefix('{') else {
        return vec![identifier(rest)];
    };
    let mut names = Vec::new();
    // The names at depth 1, each at the start or after a comma.
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
                names.push(identifier(&group[i..]));
                expect_name = false;
            }
            _ => {}
        }
    }
    names
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

/// The backend's layers (`src/backend/<layer>/`), each with the layers it may name. What
/// src/backend/mod.rs defines itself (the error type, `compile`) is every layer's.
const BACKEND_ALLOWED: &[(&str, &[&str])] = &[
    // Bottom: the SPIR-V module (sections, ids, interning).
    ("module", &[]),
    // Instruction selection and the flavours, writing into the module.
    ("isel", &["module"]),
    // Top: module order and the handler hooks.
    ("printer", &["isel", "module"]),
];

/// A source file's module path below `src/` (`backend/isel/calls/mod.rs`: backend, isel, calls).
fn module_path(relative: &Path) -> Vec<String> {
    let mut path: Vec<String> = relative
        .with_extension("")
        .iter()
        .map(|c| c.to_string_lossy().into_owned())
        .collect();
    if path.last().is_some_and(|last| last == "mod") {
        path.pop();
    }
    path
}

/// The names src/backend/mod.rs re-exports, each with the layer it comes from
/// (`pub use module::spirv::Header;`: Header, module).
fn backend_reexports(hall: &str) -> Vec<(String, String)> {
    let mut names = Vec::new();
    for statement in code_of(hall).split(';') {
        let Some(path) = statement.trim().strip_prefix("pub use ") else {
            continue;
        };
        let layer = identifier(path);
        let items = match (path.find('{'), path.rfind('}')) {
            (Some(open), Some(close)) => path[open + 1..close].split(',').collect(),
            _ => vec![path],
        };
        for item in items {
            let name = item.split(" as ").last().unwrap_or(item).trim();
            let name = name.rsplit("::").next().unwrap_or(name);
            if !name.is_empty() {
                names.push((name.to_owned(), layer.clone()));
            }
        }
    }
    names
}

/// The backend layers that `code`, of the file with module path `path`, names: through
/// `crate::backend::`, through a `super::` chain that reaches the backend's own module, or
/// through a name the backend re-exports from a layer.
fn backend_layers_named(
    path: &[String],
    code: &str,
    reexports: &[(String, String)],
) -> BTreeSet<String> {
    let layer_of = |name: &str| -> Option<String> {
        if BACKEND_ALLOWED.iter().any(|(layer, _)| *layer == name) {
            return Some(name.to_owned());
        }
        reexports
            .iter()
            .find(|(reexported, _)| reexported == name)
            .map(|(_, layer)| layer.clone())
    };
    let mut named = BTreeSet::new();
    let mut rest = code;
    while let Some(at) = rest.find("crate::backend::") {
        rest = &rest[at + "crate::backend::".len()..];
        named.extend(first_names(rest).iter().filter_map(|n| layer_of(n)));
    }
    let mut at = 0;
    while let Some(found) = code[at..].find("super::") {
        let start = at + found;
        at = start + "super::".len();
        if code[..start].ends_with("::") {
            continue; // the middle of a chain, counted from its start
        }
        let mut levels = 1;
        let mut after = &code[at..];
        while let Some(more) = after.strip_prefix("super::") {
            levels += 1;
            after = more;
        }
        let Some(base) = path.len().checked_sub(levels).map(|n| &path[..n]) else {
            continue;
        };
        if base == ["backend"] {
            named.extend(first_names(after).iter().filter_map(|n| layer_of(n)));
        }
    }
    named
}

#[test]
fn backend_layers_name_only_the_layers_below_them() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let hall = std::fs::read_to_string(src.join("backend/mod.rs"))
        .expect("invariant: src/backend/mod.rs is readable");
    let reexports = backend_reexports(&hall);
    let mut violations = Vec::new();
    for (layer, allowed) in BACKEND_ALLOWED {
        let mut files = Vec::new();
        rust_files(&src.join("backend").join(layer), &mut files);
        assert!(
            !files.is_empty(),
            "the backend layer {layer} has source files"
        );
        for file in files {
            let relative = file.strip_prefix(&src).unwrap_or(&file);
            let text = std::fs::read_to_string(&file)
                .expect("invariant: a source file of src/backend is readable");
            let code = code_of(&text);
            for named in backend_layers_named(&module_path(relative), &code, &reexports) {
                if named != *layer && !allowed.contains(&named.as_str()) {
                    violations.push(format!("{} names backend::{named}", relative.display()));
                }
            }
        }
    }
    assert!(
        violations.is_empty(),
        "backend layer violations:\n{}",
        violations.join("\n")
    );
    let graph = petgraph::graphmap::DiGraphMap::<&str, ()>::from_edges(
        BACKEND_ALLOWED
            .iter()
            .flat_map(|(from, tos)| tos.iter().map(move |to| (*from, *to))),
    );
    assert!(!petgraph::algo::is_cyclic_directed(&graph));
}

#[test]
fn backend_layer_paths_resolve_super_chains_and_reexports() {
    let reexports = backend_reexports(
        "pub use isel::flavour::{Flavour, VulkanEnv};\npub use module::spirv;\n// pub use printer::X;\n",
    );
    assert_eq!(
        reexports,
        [
            ("Flavour".to_owned(), "isel".to_owned()),
            ("VulkanEnv".to_owned(), "isel".to_owned()),
            ("spirv".to_owned(), "module".to_owned()),
        ]
    );
    let path = |p: &str| module_path(Path::new(p));
    assert_eq!(
        path("backend/isel/calls/mod.rs"),
        ["backend", "isel", "calls"]
    );
    let code = "use super::super::printer::x;\nuse super::spirv::inst;\nuse crate::backend::{LowerError, Flavour};\n";
    let named: Vec<_> = backend_layers_named(&path("backend/module/types.rs"), code, &reexports)
        .into_iter()
        .collect();
    // super::super reaches the backend (printer); super:: stays in the module layer; the
    // re-exported Flavour is the isel layer's, LowerError the hall's.
    assert_eq!(named, ["isel", "printer"]);
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
