//! The DWARF oracle (`nsdi-roundtrip --against-dwarf IN.ll OUT.spv`, docs/ROUNDTRIP.md): the
//! same IR compiled by LLVM's own DWARF writer (`ir::dwarf_object`: retargeted to x86_64 and
//! compiled by LLVM's X86 backend into an ELF object), read with gimli, and compared with our
//! NSDI read back — every subprogram with code, every local variable with its type and
//! function, every member with its offset, and each function's line table. Neither side goes
//! through our importer's DI: LLVM checks us, not we ourselves.
//!
//! - `object.rs`: the object's debug sections, with their relocations applied;
//! - `dwarf_facts.rs`: the facts of the DWARF (gimli);
//! - `nsdi_facts.rs`: the same facts of the NSDI (typed views);
//! - here: the shared fact types, the neutral type rendering, the comparison and which
//!   differences are explained.

mod dwarf_facts;
mod nsdi_facts;
mod object;

use std::collections::BTreeSet;
use std::fmt;

use super::reader::{ReadError, read};

/// Why the oracle could not run.
#[derive(Debug, thiserror::Error)]
pub enum DwarfError {
    /// The object is not a readable ELF file.
    #[error("not an object file: {0}")]
    Object(String),
    /// Its DWARF could not be read.
    #[error("unreadable DWARF: {0}")]
    Dwarf(String),
    /// The SPIR-V could not be read.
    #[error(transparent)]
    Read(#[from] ReadError),
}

/// A local variable: its function (linkage name), name and type (neutral rendering).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Variable {
    /// The linkage name of the function it is in (an inlined one: the callee).
    pub function: String,
    /// Its name.
    pub name: String,
    /// Its type, rendered neutrally.
    pub ty: String,
}

/// A line-table position of a function: file name (last path component), line, column.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Line {
    /// The function whose code it is in (for DWARF: whose address range holds the row).
    pub function: String,
    /// The file's name, without directories.
    pub file: String,
    /// The line.
    pub line: u64,
    /// The column (0: none).
    pub column: u64,
}

/// What one side says.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Facts {
    /// Functions with code, by linkage name.
    pub functions: BTreeSet<String>,
    /// Local variables.
    pub variables: BTreeSet<Variable>,
    /// Members: (composite rendering, member name, offset in bits).
    pub members: BTreeSet<(String, String, u64)>,
    /// Line-table positions per function.
    pub lines: BTreeSet<Line>,
    /// NSDI only: (function, scope line) of each function with a definition.
    pub scope_lines: BTreeSet<(String, u64)>,
    /// NSDI only: functions with a `DebugFunctionDefinition` (the others have code only as
    /// inlined scopes).
    pub defined: BTreeSet<String>,
    /// NSDI only: (function, name) of each function-scope `static` (a `DebugGlobalVariable`
    /// whose parent is in a function).
    pub function_statics: BTreeSet<(String, String)>,
    /// (composite, base) of each virtual base, which has no offset in its class: in DWARF a
    /// base whose location is an expression read through the vtable at run time, in NSDI a
    /// member whose Flags have FlagUnknownPhysicalLayout (its Offset a placeholder).
    pub virtual_bases: BTreeSet<(String, String)>,
}

/// What the input says about the DWARF LLVM writes from it, beyond the DWARF itself.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct InputFacts {
    /// Functions (by linkage name) whose subprogram's unit has `emissionKind: NoDebug`: LLVM's
    /// DWARF writer skips the unit and their code.
    pub no_debug_functions: BTreeSet<String>,
}

impl InputFacts {
    /// The facts of a DI module.
    pub fn of(di: &crate::di::DiModule) -> InputFacts {
        let mut facts = InputFacts::default();
        for node in &di.nodes {
            if let crate::di::DiNode::Subprogram(sp) = node
                && let Some(unit) = sp.unit
                && let crate::di::DiNode::CompileUnit(cu) = di.node(unit.0)
                && cu.emission_kind.0 == 0
            {
                facts
                    .no_debug_functions
                    .insert(di.function_linkage_name(sp).to_owned());
            }
        }
        facts
    }
}

/// A type wrapper, from the outside in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Wrapper {
    Pointer,
    Reference,
    RvalueReference,
    Qualifier(&'static str),
    Array(Vec<u64>),
    Vector(u64),
}

/// The oracle's type rendering, the same for both sides: `ptr(const(struct S))`,
/// `float[3][4]`, `vec4(float)`. Address spaces, sizes and typedefs of non-basic types are
/// left out (NSDI and DWARF put them differently).
pub(crate) fn neutral(wrappers: &[Wrapper], named: &str) -> String {
    let mut out = named.to_owned();
    for w in wrappers.iter().rev() {
        out = match w {
            Wrapper::Pointer => format!("ptr({out})"),
            Wrapper::Reference => format!("ref({out})"),
            Wrapper::RvalueReference => format!("rref({out})"),
            Wrapper::Qualifier(q) => format!("{q}({out})"),
            Wrapper::Array(counts) => {
                let dims: Vec<String> = counts.iter().map(|c| format!("[{c}]")).collect();
                format!("{out}{}", dims.concat())
            }
            Wrapper::Vector(n) => format!("vec{n}({out})"),
        };
    }
    out
}

/// The last component of a path.
pub(crate) fn basename(path: &str) -> &str {
    path.rsplit('/').next().unwrap_or(path)
}

/// One difference between LLVM's DWARF and our NSDI.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DwarfDifference {
    /// What differs, one line: `fn foo: line k.cl:12:5 in DWARF, not in NSDI`.
    pub what: String,
    /// Why it is expected, when it is (docs/ROUNDTRIP.md lists the reasons).
    pub explained: Option<&'static str>,
}

impl fmt::Display for DwarfDifference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.explained {
            Some(why) => write!(f, "{} (explained: {why})", self.what),
            None => f.write_str(&self.what),
        }
    }
}

/// The oracle's result.
#[derive(Debug, Default)]
pub struct DwarfReport {
    /// Facts compared (functions, variables, members and line positions of the DWARF).
    pub compared: usize,
    /// Every difference, in order: functions, variables, members, lines.
    pub differences: Vec<DwarfDifference>,
}

impl DwarfReport {
    /// The differences no reason explains.
    pub fn unexplained(&self) -> impl Iterator<Item = &DwarfDifference> {
        self.differences.iter().filter(|d| d.explained.is_none())
    }

    /// `compared N DWARF facts: K differences (E explained)`.
    pub fn summary(&self) -> String {
        let explained = self.differences.len() - self.unexplained().count();
        format!(
            "compared {} DWARF facts: {} differences ({explained} explained)",
            self.compared,
            self.differences.len()
        )
    }
}

/// Reads the DWARF of `object` (an ELF relocatable object from `ir::dwarf_object`) and the
/// NSDI of `words`, and compares their facts.
///
/// # Errors
/// A [`DwarfError`] when either cannot be read.
/// `input` is what the DI says about the DWARF ([`InputFacts::of`]).
pub fn compare(
    object: &[u8],
    words: &[u32],
    input: &InputFacts,
) -> Result<DwarfReport, DwarfError> {
    let sections = object::Sections::read(object)?;
    let dwarf = sections.dwarf()?;
    let theirs = dwarf_facts::read(&dwarf)?;
    let view = read(words)?;
    let ours = nsdi_facts::read(&view);
    Ok(compare_facts(&theirs, &ours, input))
}

/// Why a difference is expected (docs/ROUNDTRIP.md, "The DWARF oracle").
pub mod reason {
    /// LLVM's row for a function's prologue, at its scope line and column 0.
    pub const PROLOGUE: &str = "prologue row at the scope line (NSDI: DebugFunction Scope Line)";
    /// A vector of more than 4 components: NSDI vectors have 2 to 4.
    pub const WIDE_VECTOR: &str = "vector of more than 4 components is an array in NSDI";
    /// An anonymous composite: NSDI names it after the typedef that names it.
    pub const ANONYMOUS: &str = "anonymous composite named after its typedef in NSDI";
    /// A variable NSDI describes and DWARF leaves out: no location of it survived x86 codegen.
    pub const OPTIMIZED_OUT: &str = "no DWARF DIE: no location survived x86 codegen";
    /// Inlined code NSDI keeps a scope for and x86 codegen folded away entirely.
    pub const INLINED_AWAY: &str = "inlined code that left no x86 instruction";
    /// Without forward references the back edge of a type cycle is `void` (docs/MAPPING.md).
    pub const CYCLE_VOID: &str = "back edge of a type cycle is void without forward references";
    /// A function of a unit with `emissionKind: NoDebug`: LLVM's DWARF writer skips the unit.
    pub const NO_DEBUG_UNIT: &str =
        "unit with emissionKind NoDebug: LLVM writes no DWARF for it, NSDI describes its DI";
    /// A function-scope static folded into a constant or without storage: DWARF puts its DIE
    /// in the function like a local's, NSDI writes a DebugGlobalVariable.
    pub const FUNCTION_STATIC: &str =
        "function-scope static without an address: a DebugGlobalVariable in NSDI";
}

/// Why a DWARF type rendering `theirs` and ours differ, when a known reason explains it.
fn explain_types(theirs: &str, ours: &str) -> Option<&'static str> {
    if theirs == ours {
        return None;
    }
    if vectors_as_arrays(theirs, |n| n > 4) == ours {
        return Some(reason::WIDE_VECTOR);
    }
    if anonymous_matches(theirs, ours) {
        return Some(reason::ANONYMOUS);
    }
    if ours.contains("void") && crate::roundtrip::difference::void_matches(ours, theirs) {
        return Some(reason::CYCLE_VOID);
    }
    None
}

/// `text` with each `vecN(T)` whose N passes `which` written `T[N]`.
fn vectors_as_arrays(text: &str, which: impl Fn(u64) -> bool) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("vec") {
        let (before, after) = rest.split_at(at);
        out.push_str(before);
        let tail = &after[3..];
        let digits: String = tail.chars().take_while(char::is_ascii_digit).collect();
        let inner = tail[digits.len()..]
            .strip_prefix('(')
            .and_then(|t| t.find(')').map(|end| (&t[..end], &t[end + 1..])));
        match (digits.parse::<u64>(), inner) {
            (Ok(n), Some((element, remaining))) if which(n) && !element.contains('(') => {
                out.push_str(&format!("{element}[{n}]"));
                rest = remaining;
            }
            _ => {
                out.push_str("vec");
                rest = tail;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Whether `theirs`, where each unnamed `struct `/`class `/`union `/`enum ` may stand for a
/// named one, matches `ours`.
fn anonymous_matches(theirs: &str, ours: &str) -> bool {
    let mut pattern: Vec<Option<&str>> = Vec::new();
    let mut rest = theirs;
    let mut literal_start = 0;
    let mut i = 0;
    let bytes = theirs.as_bytes();
    while i < bytes.len() {
        let hit = ["struct ", "class ", "union ", "enum "]
            .into_iter()
            .find(|k| {
                // Byte-wise: `i` may be inside a multi-byte character of a name.
                bytes[i..].starts_with(k.as_bytes())
                    && matches!(bytes.get(i + k.len()), None | Some(b')' | b'['))
            });
        if let Some(k) = hit {
            pattern.push(Some(&theirs[literal_start..i + k.len()]));
            pattern.push(None);
            i += k.len();
            literal_start = i;
        } else {
            i += 1;
        }
    }
    rest = &rest[literal_start..];
    pattern.push(Some(rest));
    if pattern.len() == 1 {
        return false;
    }
    // Literals in order, each wildcard a non-empty name without brackets.
    let mut text = ours;
    let mut wildcard = false;
    for part in pattern {
        match part {
            None => wildcard = true,
            Some("") if wildcard => {}
            Some(literal) if wildcard => {
                let Some(at) = text.find(literal).filter(|at| *at > 0) else {
                    return false;
                };
                if text[..at].contains(['(', ')', '[', ']']) {
                    return false;
                }
                text = &text[at + literal.len()..];
                wildcard = false;
            }
            Some(literal) => match text.strip_prefix(literal) {
                Some(t) => text = t,
                None => return false,
            },
        }
    }
    if wildcard {
        !text.is_empty() && !text.contains(['(', ')', '[', ']'])
    } else {
        text.is_empty()
    }
}

/// Compares LLVM's facts with ours.
pub fn compare_facts(theirs: &Facts, ours: &Facts, input: &InputFacts) -> DwarfReport {
    let mut report = DwarfReport {
        compared: theirs.functions.len()
            + theirs.variables.len()
            + theirs.members.len()
            + theirs.virtual_bases.len()
            + theirs.lines.len(),
        differences: Vec::new(),
    };
    let mut push = |what: String, explained: Option<&'static str>| {
        report.differences.push(DwarfDifference { what, explained });
    };
    for f in theirs.functions.difference(&ours.functions) {
        push(
            format!("fn {f}: has code in DWARF, no DebugFunction with code in NSDI"),
            None,
        );
    }
    let no_debug = |f: &String| input.no_debug_functions.contains(f);
    for f in ours.functions.difference(&theirs.functions) {
        let explained = if no_debug(f) {
            Some(reason::NO_DEBUG_UNIT)
        } else {
            (!ours.defined.contains(f)).then_some(reason::INLINED_AWAY)
        };
        push(
            format!("fn {f}: has code in NSDI, none in DWARF"),
            explained,
        );
    }
    let only_theirs: Vec<&Variable> = theirs.variables.difference(&ours.variables).collect();
    let only_ours: Vec<&Variable> = ours.variables.difference(&theirs.variables).collect();
    let same_variable = |a: &Variable, b: &Variable| a.function == b.function && a.name == b.name;
    for v in &only_theirs {
        let explained = only_ours
            .iter()
            .filter(|o| same_variable(v, o))
            .find_map(|o| explain_types(&v.ty, &o.ty))
            .or_else(|| {
                ours.function_statics
                    .contains(&(v.function.clone(), v.name.clone()))
                    .then_some(reason::FUNCTION_STATIC)
            });
        push(
            format!(
                "fn {} > var '{}': {} in DWARF, not in NSDI",
                v.function, v.name, v.ty
            ),
            explained,
        );
    }
    for v in &only_ours {
        let explained = match only_theirs.iter().find(|t| same_variable(t, v)) {
            Some(t) => explain_types(&t.ty, &v.ty),
            None if no_debug(&v.function) => Some(reason::NO_DEBUG_UNIT),
            None => Some(reason::OPTIMIZED_OUT),
        };
        push(
            format!(
                "fn {} > var '{}': {} in NSDI, not in DWARF",
                v.function, v.name, v.ty
            ),
            explained,
        );
    }
    let only_theirs: Vec<_> = theirs.members.difference(&ours.members).collect();
    let only_ours: Vec<_> = ours.members.difference(&theirs.members).collect();
    for (composite, member, offset) in &only_theirs {
        let explained = only_ours
            .iter()
            .filter(|(_, m, o)| m == member && o == offset)
            .find_map(|(c, _, _)| explain_types(composite, c));
        push(
            format!("{composite} > member '{member}' at bit {offset} in DWARF, not in NSDI"),
            explained,
        );
    }
    for (composite, member, offset) in &only_ours {
        let explained = only_theirs
            .iter()
            .filter(|(_, m, o)| m == member && o == offset)
            .find_map(|(c, _, _)| explain_types(c, composite));
        push(
            format!("{composite} > member '{member}' at bit {offset} in NSDI, not in DWARF"),
            explained,
        );
    }
    for (composite, base) in theirs.virtual_bases.difference(&ours.virtual_bases) {
        push(
            format!("{composite} > virtual base '{base}' in DWARF, not in NSDI"),
            None,
        );
    }
    for (composite, base) in ours.virtual_bases.difference(&theirs.virtual_bases) {
        push(
            format!("{composite} > virtual base '{base}' in NSDI, not in DWARF"),
            None,
        );
    }
    for l in theirs.lines.difference(&ours.lines) {
        let prologue = l.column == 0 && ours.scope_lines.contains(&(l.function.clone(), l.line));
        push(
            format!(
                "fn {}: line {}:{}:{} in DWARF, not in NSDI",
                l.function, l.file, l.line, l.column
            ),
            prologue.then_some(reason::PROLOGUE),
        );
    }
    report
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn explained_type_differences() {
        assert_eq!(
            explain_types("vec8(int)", "int[8]"),
            Some(reason::WIDE_VECTOR)
        );
        assert_eq!(
            explain_types("ptr(vec16(half))", "ptr(half[16])"),
            Some(reason::WIDE_VECTOR)
        );
        assert_eq!(explain_types("vec4(uchar)", "uchar[4]"), None);
        assert_eq!(
            explain_types("struct ", "struct Params"),
            Some(reason::ANONYMOUS)
        );
        assert_eq!(
            explain_types("ptr(const(struct ))", "ptr(const(struct S))"),
            Some(reason::ANONYMOUS)
        );
        assert_eq!(explain_types("int", "uint"), None);
        assert_eq!(explain_types("ptr(struct é)", "ptr(struct )"), None);
        assert_eq!(
            explain_types("ptr(struct )", "ptr(struct é)"),
            Some(reason::ANONYMOUS)
        );
        assert_eq!(explain_types("struct ", "struct "), None);
        assert_eq!(explain_types("ptr(struct )", "ptr(struct A(b))"), None);
    }

    #[test]
    fn no_debug_units_and_function_statics_are_explained_virtual_bases_compared() {
        let var = |function: &str, name: &str| Variable {
            function: function.into(),
            name: name.into(),
            ty: "int".into(),
        };
        let theirs = Facts {
            variables: [var("k", "folded"), var("k", "local")].into(),
            virtual_bases: [
                ("struct D".to_owned(), "B".to_owned()),
                ("struct F".to_owned(), "B".to_owned()),
            ]
            .into(),
            ..Facts::default()
        };
        let ours = Facts {
            functions: ["nd".to_owned(), "f".to_owned()].into(),
            defined: ["nd".to_owned(), "f".to_owned()].into(),
            variables: [var("nd", "v")].into(),
            function_statics: [("k".to_owned(), "folded".to_owned())].into(),
            // D's virtual base agrees; F's is written at an offset, as before.
            members: [
                ("struct E".to_owned(), "B".to_owned(), 24),
                ("struct F".to_owned(), "B".to_owned(), 24),
            ]
            .into(),
            virtual_bases: [("struct D".to_owned(), "B".to_owned())].into(),
            ..Facts::default()
        };
        let input = InputFacts {
            no_debug_functions: ["nd".to_owned()].into(),
        };
        let report = compare_facts(&theirs, &ours, &input);
        let found: Vec<_> = report
            .differences
            .iter()
            .map(|d| (d.what.as_str(), d.explained))
            .collect();
        assert_eq!(
            found,
            [
                ("fn f: has code in NSDI, none in DWARF", None),
                (
                    "fn nd: has code in NSDI, none in DWARF",
                    Some(reason::NO_DEBUG_UNIT)
                ),
                (
                    "fn k > var 'folded': int in DWARF, not in NSDI",
                    Some(reason::FUNCTION_STATIC)
                ),
                ("fn k > var 'local': int in DWARF, not in NSDI", None),
                (
                    "fn nd > var 'v': int in NSDI, not in DWARF",
                    Some(reason::NO_DEBUG_UNIT)
                ),
                (
                    "struct E > member 'B' at bit 24 in NSDI, not in DWARF",
                    None
                ),
                (
                    "struct F > member 'B' at bit 24 in NSDI, not in DWARF",
                    None
                ),
                ("struct F > virtual base 'B' in DWARF, not in NSDI", None),
            ]
        );
    }

    #[test]
    fn lines_at_the_scope_line_with_column_0_are_the_prologue() {
        let line = |column| Line {
            function: "f".into(),
            file: "k.cl".into(),
            line: 3,
            column,
        };
        let theirs = Facts {
            lines: [line(0), line(5)].into(),
            ..Facts::default()
        };
        let ours = Facts {
            scope_lines: [("f".to_owned(), 3)].into(),
            ..Facts::default()
        };
        let report = compare_facts(&theirs, &ours, &InputFacts::default());
        let explained: Vec<_> = report.differences.iter().map(|d| d.explained).collect();
        assert_eq!(explained, [Some(reason::PROLOGUE), None]);
    }
}
