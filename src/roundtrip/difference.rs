//! What the checker reports: typed [`Difference`]s, collected in [`Differences`] with the count
//! of nodes compared. A difference renders as one line, the form tools print and lit tests
//! check: `unit: DWARF version "5" != "4" (nsdi != llvm)` or `global g: no DebugGlobalVariable`.

use std::fmt;

/// One difference between the NSDI and the source DI.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// Where: a readable path to the node (`./k.cl > fn foo`, `struct Particle`, `unit`).
    pub path: String,
    /// What differs: a field (`DWARF version`, `line table entry 27`), or what is missing or
    /// wrong when there is nothing to compare (`no DebugCompilationUnit`).
    pub what: String,
    /// What the NSDI says; `None` when nothing is compared (`what` says it all).
    pub found: Option<String>,
    /// What the source DI says; `None` when nothing is compared.
    pub expected: Option<String>,
}

impl fmt::Display for Difference {
    /// `path: what "found" != "expected" (nsdi != llvm)`, or `path: what`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (&self.found, &self.expected) {
            (Some(found), Some(expected)) => write!(
                f,
                "{}: {} {found:?} != {expected:?} (nsdi != llvm)",
                self.path, self.what
            ),
            _ => write!(f, "{}: {}", self.path, self.what),
        }
    }
}

/// The differences found so far, in order, and the number of nodes compared.
#[derive(Debug, Default)]
pub struct Differences {
    /// Every difference, in the order found.
    pub list: Vec<Difference>,
    /// DI nodes and NSDI instructions compared.
    pub nodes: usize,
}

impl Differences {
    /// Records a difference when `found` (NSDI) and `expected` (DI) differ.
    pub fn field(&mut self, path: &str, what: &str, found: &str, expected: &str) {
        if found != expected {
            self.list.push(Difference {
                path: path.to_owned(),
                what: what.to_owned(),
                found: Some(found.to_owned()),
                expected: Some(expected.to_owned()),
            });
        }
    }

    /// Like [`field`](Self::field), for type renderings: without forward references a back
    /// edge of a type cycle names `void` (docs/MAPPING.md, "Cycles"), so each `void` in `found`
    /// may stand for any part of `expected`.
    pub fn type_field(
        &mut self,
        path: &str,
        what: &str,
        found: &str,
        expected: &str,
        forward_refs: bool,
    ) {
        if forward_refs || !void_matches(found, expected) {
            self.field(path, what, found, expected);
        }
    }

    /// Records something missing or wrong that has no two values to show.
    pub fn missing(&mut self, path: &str, what: &str) {
        self.list.push(Difference {
            path: path.to_owned(),
            what: what.to_owned(),
            found: None,
            expected: None,
        });
    }

    /// Records the first entry where two sequences differ, numbered from 1 (`what 3`);
    /// `absent` stands for the entry of the shorter side.
    pub fn first_of_sequences(
        &mut self,
        path: &str,
        what: &str,
        found: &[String],
        expected: &[String],
        absent: &str,
    ) {
        if found == expected {
            return;
        }
        let first = found
            .iter()
            .zip(expected)
            .position(|(a, b)| a != b)
            .unwrap_or(found.len().min(expected.len()));
        self.field(
            path,
            &format!("{what} {}", first + 1),
            found.get(first).map_or(absent, String::as_str),
            expected.get(first).map_or(absent, String::as_str),
        );
    }
}

/// Whether `pattern`, with each `void` a wildcard, matches `text`.
pub fn void_matches(pattern: &str, text: &str) -> bool {
    let parts: Vec<&str> = pattern.split("void").collect();
    let (Some(first), Some(last)) = (parts.first(), parts.last()) else {
        return pattern == text;
    };
    if parts.len() == 1 {
        return pattern == text;
    }
    let Some(inner) = text.strip_prefix(first) else {
        return false;
    };
    let Some(mut rest) = inner.strip_suffix(last) else {
        return false;
    };
    for part in &parts[1..parts.len() - 1] {
        match rest.find(part) {
            Some(i) => rest = &rest[i + part.len()..],
            None => return false,
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn void_is_a_wildcard() {
        assert!(void_matches(
            "ptr<private>(void)",
            "ptr<private>(struct Node)"
        ));
        assert!(void_matches("a void b void c", "a x b y c"));
        assert!(!void_matches(
            "ptr<global>(void)",
            "ptr<private>(struct Node)"
        ));
        assert!(void_matches("int", "int"));
        assert!(!void_matches("int", "uint"));
    }

    #[test]
    fn renders_as_one_line() {
        let mut d = Differences::default();
        d.field("unit", "DWARF version", "5", "4");
        d.field("unit", "same", "1", "1");
        d.missing("global g", "no DebugGlobalVariable");
        let lines: Vec<String> = d.list.iter().map(ToString::to_string).collect();
        assert_eq!(
            lines,
            [
                r#"unit: DWARF version "5" != "4" (nsdi != llvm)"#,
                "global g: no DebugGlobalVariable"
            ]
        );
    }

    #[test]
    fn first_difference_of_sequences() {
        let v = |s: &[&str]| s.iter().map(|x| (*x).to_owned()).collect::<Vec<_>>();
        let mut d = Differences::default();
        d.first_of_sequences("f", "line", &v(&["a", "b"]), &v(&["a"]), "(end)");
        assert_eq!(
            d.list[0].to_string(),
            r#"f: line 2 "b" != "(end)" (nsdi != llvm)"#
        );
    }
}
