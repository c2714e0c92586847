#!/usr/bin/env python3
"""Generate src/nsdi/generated.rs from the NonSemantic.Shader.DebugInfo.100 grammar JSON.

Usage:
  tools/gen-nsdi.py [--grammar PATH]                   # Rust source on stdout
  tools/gen-nsdi.py [--grammar PATH] --output FILE     # write FILE
  tools/gen-nsdi.py [--grammar PATH] --check FILE      # exit 1 if FILE differs from the output

The output is deterministic (grammar order, no timestamps) and already in the layout
`rustfmt --edition 2024` keeps, so `cargo fmt --check` passes on it. Python 3 stdlib only.
"""

import argparse
import json
import os
import re
import sys

DEFAULT_GRAMMAR = (
    "/usr/include/spirv/unified1/extinst.nonsemantic.shader.debuginfo.100.grammar.json"
)

# Operand kinds the generator knows how to describe, with the number of words an operand of that
# kind takes. A grammar using any other kind (or a variable-length one such as LiteralString) is
# rejected rather than silently miscounted; extend this table when that happens.
KNOWN_KINDS = {
    "IdRef": (1, "An `<id>`."),
    "LiteralInteger": (1, "A 32-bit literal integer."),
    "LiteralExtInstInteger": (1, "A 32-bit literal extended instruction number."),
    "PairIdRefIdRef": (2, "Two `<id>`s (a variadic pair takes two words per repetition)."),
    "PairIdRefLiteralInteger": (2, "An `<id>` then a 32-bit literal integer."),
    "PairLiteralIntegerIdRef": (2, "A 32-bit literal integer then an `<id>`."),
}

# OpExtInst's own result type and result id; the extended-instruction operand lists never include
# them (the NSDI grammar does not list them), and the generator drops them should one appear.
IMPLICIT_KINDS = ("IdResultType", "IdResult")

QUANTIFIERS = {None: "One", "?": "Optional", "*": "Variadic"}

RUST_KEYWORDS = {
    "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern",
    "false", "fn", "for", "gen", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut",
    "pub", "ref", "return", "self", "Self", "static", "struct", "super", "trait", "true", "type",
    "unsafe", "use", "where", "while", "abstract", "become", "box", "do", "final", "macro",
    "override", "priv", "try", "typeof", "unsized", "virtual", "yield",
}


class GrammarError(Exception):
    pass


def ident(name, what):
    if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name) or name in RUST_KEYWORDS:
        raise GrammarError(f"{what} {name!r} is not a usable Rust identifier")
    return name


def camel_words(name):
    return re.findall(r"[A-Z]+(?=[A-Z][a-z]|[0-9]|$)|[A-Z]?[a-z]+|[A-Z]+|[0-9]+", name)


def snake(name):
    return "_".join(w.lower() for w in camel_words(name))


def screaming(name):
    return "_".join(w.upper() for w in camel_words(name))


def rust_str(s):
    out = []
    for ch in s:
        if ch in '"\\':
            out.append("\\" + ch)
        elif " " <= ch <= "~":
            out.append(ch)
        else:
            out.append(f"\\u{{{ord(ch):x}}}")
    return '"' + "".join(out) + '"'


def operand_name(raw):
    name = raw.strip()
    if len(name) >= 2 and name[0] == name[-1] == "'":
        name = name[1:-1]
    if not name:
        raise GrammarError(f"empty operand name {raw!r}")
    return name


def parse_value(v, what):
    if isinstance(v, int):
        return v
    try:
        return int(v, 0)
    except (TypeError, ValueError):
        raise GrammarError(f"{what}: bad value {v!r}") from None


def load(path):
    with open(path, encoding="utf-8") as f:
        g = json.load(f)
    for key in ("version", "revision", "instructions"):
        if key not in g:
            raise GrammarError(f"{path}: no '{key}' field")

    kinds = []  # operand kinds in first-use order

    def use_kind(kind, what):
        if kind not in KNOWN_KINDS:
            raise GrammarError(f"{what}: operand kind {kind!r} is not supported by gen-nsdi.py")
        if kind not in kinds:
            kinds.append(kind)

    insts = []
    seen_ops, seen_names = set(), set()
    for inst in g["instructions"]:
        opname = ident(inst["opname"], "instruction")
        opcode = parse_value(inst["opcode"], opname)
        if opcode in seen_ops or opname in seen_names:
            raise GrammarError(f"duplicate instruction {opname} ({opcode})")
        seen_ops.add(opcode)
        seen_names.add(opname)
        operands = []
        for o in inst.get("operands", []):
            if o["kind"] in IMPLICIT_KINDS:
                continue
            quant = o.get("quantifier")
            if quant not in QUANTIFIERS:
                raise GrammarError(f"{opname}: unknown quantifier {quant!r}")
            use_kind(o["kind"], opname)
            operands.append((operand_name(o.get("name", o["kind"])), o["kind"], QUANTIFIERS[quant]))
        # min/max counts assume required operands first, then optional ones, variadic last.
        for i, (_, _, q) in enumerate(operands):
            prev = operands[i - 1][2] if i else "One"
            if prev == "Variadic" or (q == "One" and prev != "One"):
                raise GrammarError(f"{opname}: operand order {[x[2] for x in operands]} unsupported")
        insts.append({"name": opname, "opcode": opcode, "operands": operands})

    value_enums, bit_enums = [], []
    for ok in g.get("operand_kinds", []):
        kind = ident(ok["kind"], "operand kind")
        entries = []
        for e in ok.get("enumerants", []):
            name = ident(e["enumerant"], f"{kind} enumerant")
            params = []
            for p in e.get("parameters", []):
                use_kind(p["kind"], f"{kind}::{name}")
                params.append(p["kind"])
            entries.append((name, parse_value(e["value"], f"{kind}::{name}"), params))
        if ok["category"] == "ValueEnum":
            if len({v for _, v, _ in entries}) != len(entries):
                raise GrammarError(f"{kind}: duplicate values")
            value_enums.append((kind, entries))
        elif ok["category"] == "BitEnum":
            if any(p for _, _, p in entries):
                raise GrammarError(f"{kind}: BitEnum parameters are not supported")
            bit_enums.append((kind, entries))
        else:
            raise GrammarError(f"{kind}: operand kind category {ok['category']!r} unsupported")
    names = [k for k, _ in value_enums] + [snake(k) for k, _ in bit_enums]
    reserved = {"DebugOp", "Quantifier", "OperandInfo", "OperandKind", "tests"}
    if len(set(names)) != len(names) or reserved & set(names):
        raise GrammarError(f"operand kind names clash: {names}")
    return {
        "version": parse_value(g["version"], "version"),
        "revision": parse_value(g["revision"], "revision"),
        "instructions": insts,
        "kinds": kinds,
        "value_enums": value_enums,
        "bit_enums": bit_enums,
    }


def word_counts(operands):
    lo, hi = 0, 0
    for _, kind, quant in operands:
        words = KNOWN_KINDS[kind][0]
        if quant == "One":
            lo += words
        if quant == "Variadic":
            hi = None
        elif hi is not None:
            hi += words
    return lo, hi


def operand_doc(operands):
    if not operands:
        return "no operands"
    suffix = {"One": "", "Optional": " (optional)", "Variadic": " (variadic)"}
    return ", ".join(f"`{n}`{suffix[q]}" for n, _, q in operands)


def emit_enum_impl(out, ty, variants, extra=()):
    """ALL / from_u32 / as_u32 / name for a fieldless #[repr(u32)] enum; variants = [(name, value)]."""
    out += [
        f"impl {ty} {{",
        "    /// Every value, in grammar order.",
        f"    pub const ALL: &'static [{ty}] = &[",
    ]
    out += [f"        {ty}::{n}," for n, _ in variants]
    out += [
        "    ];",
        "",
        "    /// The value with this number; `None` when the grammar has none.",
        f"    pub const fn from_u32(v: u32) -> Option<{ty}> {{",
        "        match v {",
    ]
    out += [f"            {v} => Some({ty}::{n})," for n, v in variants]
    out += [
        "            _ => None,",
        "        }",
        "    }",
        "",
        "    /// The number the grammar gives this value.",
        "    pub const fn as_u32(self) -> u32 {",
        "        self as u32",
        "    }",
        "",
        "    /// The name the grammar gives this value.",
        "    pub const fn name(self) -> &'static str {",
        "        match self {",
    ]
    out += [f"            {ty}::{n} => {rust_str(n)}," for n, _ in variants]
    out += ["        }", "    }"]
    for block in extra:
        out.append("")
        out += block
    out += ["}", ""]


def emit_operand_slice(out, arm, operands, indent):
    """One match arm `arm => &[OperandInfo { .. }, ..],` in rustfmt's layout."""
    pad = " " * indent

    def info(p, name, kind, quant, close):
        return [
            f"{p}OperandInfo {{",
            f"{p}    name: {rust_str(name)},",
            f"{p}    kind: OperandKind::{kind},",
            f"{p}    quantifier: Quantifier::{quant},",
            f"{p}}}{close}",
        ]

    if not operands:
        out.append(f"{pad}{arm} => &[],")
    elif len(operands) == 1:
        name, kind, quant = operands[0]
        lines = info(pad, name, kind, quant, "],")
        lines[0] = f"{pad}{arm} => &[OperandInfo {{"
        out += lines
    else:
        out.append(f"{pad}{arm} => &[")
        for name, kind, quant in operands:
            out += info(pad + "    ", name, kind, quant, ",")
        out.append(f"{pad}],")


def tuple_array(head, items, tail, indent):
    """`head` + an array of 2-tuples + `tail`, laid out the way rustfmt does for this shape.

    rustfmt keeps an array on one line when its items fit in `array_width` (60) and the line in
    `max_width` (100); otherwise a lone tuple overflows (`&[(` .. `)]`) and longer lists go one
    item per line (their items are never short enough for rustfmt's mixed layout).
    """
    pad = " " * indent
    flat = [f"({a}, {b})" for a, b in items]
    one_line = f"{pad}{head}{', '.join(flat)}{tail}"
    if len(", ".join(flat)) <= 60 and len(one_line) <= 100:
        return [one_line]
    if len(items) == 1:
        a, b = items[0]
        return [f"{pad}{head}(", f"{pad}    {a},", f"{pad}    {b},", f"{pad}){tail}"]
    return [f"{pad}{head}"] + [f"{pad}    {x}," for x in flat] + [f"{pad}{tail}"]


def generate(g, grammar_name):
    insts = g["instructions"]
    out = [
        f"// @generated by tools/gen-nsdi.py from {grammar_name} (revision {g['revision']})"
        " — do not edit.",
        "//! Opcodes and operand tables of the `NonSemantic.Shader.DebugInfo.100` extended instruction",
        f"//! set (grammar version {g['version']}, revision {g['revision']}), generated from the"
        " SPIR-V headers'",
        "//! grammar JSON. Regenerate with `tools/gen-nsdi.py --output src/nsdi/generated.rs`;",
        "//! `lit-tests/nsdi/generated-up-to-date.test` fails while this file is stale.",
        "//!",
        "//! [`DebugOp::operands`] lists what follows the instruction number in `OpExtInst`, without",
        "//! `OpExtInst`'s own result type, result id and set operands. Operand names are the",
        "//! grammar's, quotes stripped. Operand counts are in words (an `<id>` is one word, a pair",
        "//! two).",
    ]
    if g["value_enums"] or g["bit_enums"]:
        out += [
            "//!",
            "//! The grammar's `operand_kinds` become a `#[repr(u32)]` enum per `ValueEnum` and a",
            "//! module of `u32` constants per `BitEnum` (`Flag...` names in `SCREAMING_SNAKE_CASE`,",
            "//! spec names in each module's `ALL`). No instruction operand has those kinds: NSDI",
            "//! passes flags, encodings, tags and the like as the `<id>` of an `OpConstant` of",
            "//! 32-bit integer type holding the value.",
        ]
    out += [
        "",
        "// Variant names are the specification's, and some enums' share a prefix or suffix (every",
        "// instruction starts with `Debug`, every `DebugTypeQualifier` value ends in `Type`).",
        "// clippy::enum_variant_names reports that unless the enums are exported from the crate.",
        "#![allow(clippy::enum_variant_names)]",
        "",
        "/// `version` of the grammar this file was generated from.",
        f"pub const GRAMMAR_VERSION: u32 = {g['version']};",
        "/// `revision` of the grammar this file was generated from.",
        f"pub const GRAMMAR_REVISION: u32 = {g['revision']};",
        "",
        "/// An extended instruction of the set: the `Instruction` operand of `OpExtInst`.",
        "#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]",
        "#[repr(u32)]",
        "pub enum DebugOp {",
    ]
    for inst in insts:
        out.append(f"    /// `{inst['name']}`: {operand_doc(inst['operands'])}.")
        out.append(f"    {inst['name']} = {inst['opcode']},")
    out += ["}", ""]

    operands_fn = [
        "    /// The operands after the instruction number, in order.",
        "    pub const fn operands(self) -> &'static [OperandInfo] {",
        "        match self {",
    ]
    for inst in insts:
        emit_operand_slice(operands_fn, f"DebugOp::{inst['name']}", inst["operands"], 12)
    operands_fn += ["        }", "    }"]
    emit_enum_impl(out, "DebugOp", [(i["name"], i["opcode"]) for i in insts], [operands_fn])

    out += [
        "/// How often an operand may appear (grammar `quantifier`).",
        "#[derive(Copy, Clone, Debug, PartialEq, Eq)]",
        "pub enum Quantifier {",
        "    /// Exactly once (no quantifier).",
        "    One,",
        "    /// Zero or one time (`?`).",
        "    Optional,",
        "    /// Zero or more times (`*`).",
        "    Variadic,",
        "}",
        "",
        "/// The kinds of operand the grammar uses.",
        "#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]",
        "pub enum OperandKind {",
    ]
    for kind in g["kinds"]:
        out += [f"    /// {KNOWN_KINDS[kind][1]}", f"    {kind},"]
    out += [
        "}",
        "",
        "impl OperandKind {",
        "    /// Words one occurrence of the operand takes.",
        "    pub const fn word_count(self) -> usize {",
        "        match self {",
    ]
    out += [f"            OperandKind::{k} => {KNOWN_KINDS[k][0]}," for k in g["kinds"]]
    out += [
        "        }",
        "    }",
        "}",
        "",
        "/// One operand of an instruction.",
        "#[derive(Copy, Clone, Debug, PartialEq, Eq)]",
        "pub struct OperandInfo {",
        "    /// The grammar's operand name without its quotes, e.g. `Return Type`.",
        "    pub name: &'static str,",
        "    /// What one occurrence of the operand is, and so how many words it takes.",
        "    pub kind: OperandKind,",
        "    /// Whether the operand is required, optional or repeated.",
        "    pub quantifier: Quantifier,",
        "}",
        "",
        "/// Fewest operand words `op` takes (its required operands).",
        "pub const fn min_operand_count(op: DebugOp) -> usize {",
        "    match op {",
    ]
    out += [f"        DebugOp::{i['name']} => {word_counts(i['operands'])[0]}," for i in insts]
    out += [
        "    }",
        "}",
        "",
        "/// Most operand words `op` takes, or `None` when its last operand is variadic.",
        "pub const fn max_operand_count(op: DebugOp) -> Option<usize> {",
        "    match op {",
    ]
    for i in insts:
        hi = word_counts(i["operands"])[1]
        out.append(f"        DebugOp::{i['name']} => {'None' if hi is None else f'Some({hi})'},")
    out += ["    }", "}", ""]

    for kind, entries in g["value_enums"]:
        out += [
            f"/// `{kind}` (`ValueEnum`); in NSDI the value of an `OpConstant` operand.",
            "#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]",
            "#[repr(u32)]",
            f"pub enum {kind} {{",
        ]
        for name, value, params in entries:
            if params:
                kinds = ", ".join(f"`{p}`" for p in params)
                n = "1 operand" if len(params) == 1 else f"{len(params)} operands"
                out.append(f"    /// `{name}`, followed by {n}: {kinds}.")
            else:
                out.append(f"    /// `{name}`.")
            out.append(f"    {name} = {value},")
        out += ["}", ""]
        extra = []
        if any(p for _, _, p in entries):
            block = [
                "    /// The kinds of the operands that follow this value.",
                "    pub const fn parameters(self) -> &'static [OperandKind] {",
                "        match self {",
            ]
            for name, _, params in entries:
                kinds = ", ".join(f"OperandKind::{p}" for p in params)
                block.append(f"            {kind}::{name} => &[{kinds}],")
            block += ["        }", "    }"]
            extra.append(block)
        emit_enum_impl(out, kind, [(n, v) for n, v, _ in entries], extra)

    for kind, entries in g["bit_enums"]:
        out += [
            f"/// `{kind}` (`BitEnum`) values; in NSDI the value of an `OpConstant` operand.",
            f"pub mod {snake(kind)} {{",
        ]
        for name, value, _ in entries:
            note = ""
            if value & (value - 1):
                note = " (several bits: not an independent flag)"
            out += [
                f"    /// `{name}`{note}.",
                f"    pub const {screaming(name)}: u32 = {value:#x};",
            ]
        out += ["", "    /// Every named value with its spec name, in grammar order."]
        items = [(rust_str(n), screaming(n)) for n, _, _ in entries]
        out += tuple_array("pub const ALL: &[(&str, u32)] = &[", items, "];", 4)
        out += ["}", ""]

    out += tests(g)
    return "\n".join(out) + "\n"


def tests(g):
    out = [
        "#[cfg(test)]",
        "mod tests {",
        "    use super::*;",
        "",
        "    #[test]",
        "    fn opcodes_round_trip() {",
        "        for &op in DebugOp::ALL {",
        "            assert_eq!(DebugOp::from_u32(op.as_u32()), Some(op));",
        "            assert_eq!(op.as_u32(), op as u32);",
        "            assert_eq!(format!(\"{op:?}\"), op.name());",
        "        }",
        "        assert!(DebugOp::ALL.windows(2).all(|w| w[0] < w[1]));",
        "        assert_eq!(DebugOp::from_u32(36), None);",
        "        assert_eq!(DebugOp::from_u32(100), None);",
        "    }",
        "",
        "    #[test]",
        "    fn revision_6_spot_checks() {",
        "        assert_eq!(GRAMMAR_VERSION, 100);",
        "        assert_eq!(GRAMMAR_REVISION, 6);",
        "        assert_eq!(DebugOp::ALL.len(), 44);",
        "        assert_eq!(DebugOp::from_u32(0), Some(DebugOp::DebugInfoNone));",
        "        assert_eq!(DebugOp::from_u32(35), Some(DebugOp::DebugSource));",
        "        assert_eq!(DebugOp::from_u32(103), Some(DebugOp::DebugLine));",
        "        assert_eq!(DebugOp::from_u32(108), Some(DebugOp::DebugTypeMatrix));",
        "        assert_eq!(DebugOp::DebugLine.name(), \"DebugLine\");",
        "",
        "        let names = |op: DebugOp| op.operands().iter().map(|o| o.name).collect::<Vec<_>>();",
        "        assert_eq!(",
        "            names(DebugOp::DebugTypeBasic),",
        "            [\"Name\", \"Size\", \"Encoding\", \"Flags\"]",
        "        );",
        "        assert!(",
        "            DebugOp::DebugTypeBasic",
        "                .operands()",
        "                .iter()",
        "                .all(|o| o.kind == OperandKind::IdRef && o.quantifier == Quantifier::One)",
        "        );",
        "        assert_eq!(",
        "            names(DebugOp::DebugLine),",
        "            [",
        "                \"Source\",",
        "                \"Line Start\",",
        "                \"Line End\",",
        "                \"Column Start\",",
        "                \"Column End\"",
        "            ]",
        "        );",
        "        assert_eq!(names(DebugOp::DebugTypeFunction)[1], \"Return Type\");",
        "",
        "        let text = DebugOp::DebugSource.operands()[1];",
        "        assert_eq!(text.name, \"Text\");",
        "        assert_eq!(text.quantifier, Quantifier::Optional);",
        "        let values = DebugOp::DebugTypeEnum.operands().last().copied();",
        "        assert_eq!(values.map(|o| o.kind), Some(OperandKind::PairIdRefIdRef));",
        "        assert_eq!(values.map(|o| o.quantifier), Some(Quantifier::Variadic));",
        "",
        "        assert_eq!(min_operand_count(DebugOp::DebugInfoNone), 0);",
        "        assert_eq!(max_operand_count(DebugOp::DebugInfoNone), Some(0));",
        "        assert_eq!(min_operand_count(DebugOp::DebugTypeBasic), 4);",
        "        assert_eq!(max_operand_count(DebugOp::DebugTypeBasic), Some(4));",
        "        assert_eq!(min_operand_count(DebugOp::DebugSource), 1);",
        "        assert_eq!(max_operand_count(DebugOp::DebugSource), Some(2));",
        "        assert_eq!(min_operand_count(DebugOp::DebugTypeComposite), 9);",
        "        assert_eq!(max_operand_count(DebugOp::DebugTypeComposite), None);",
        "    }",
        "",
        "    #[test]",
        "    fn operand_counts_follow_quantifiers() {",
        "        for &op in DebugOp::ALL {",
        "            let ops = op.operands();",
        "            let words = |q: Quantifier| -> usize {",
        "                let of_q = ops.iter().filter(|o| o.quantifier == q);",
        "                of_q.map(|o| o.kind.word_count()).sum()",
        "            };",
        "            assert_eq!(min_operand_count(op), words(Quantifier::One), \"{op:?}\");",
        "            let variadic = ops.iter().any(|o| o.quantifier == Quantifier::Variadic);",
        "            let max = (!variadic).then(|| words(Quantifier::One) + words(Quantifier::Optional));",
        "            assert_eq!(max_operand_count(op), max, \"{op:?}\");",
        "        }",
        "    }",
    ]
    for kind, entries in g["value_enums"]:
        out += [
            "",
            "    #[test]",
            f"    fn {snake(kind)}_round_trips() {{",
            f"        for &v in {kind}::ALL {{",
            f"            let back = {kind}::from_u32(v.as_u32());",
            "            assert_eq!(back, Some(v));",
            "            assert_eq!(format!(\"{v:?}\"), v.name());",
            "        }",
            "    }",
        ]
    have = {k for k, _ in g["value_enums"]} | {k for k, _ in g["bit_enums"]}
    needed = {"DebugBaseTypeAttributeEncoding", "DebugCompositeType", "DebugOperation",
              "DebugInfoFlags", "BuildIdentifierFlags"}
    if not needed <= have:  # a grammar without these kinds gets no spot checks for them
        return out + ["}"]
    out += [
        "",
        "    #[test]",
        "    fn operand_kind_spot_checks() {",
        "        assert_eq!(DebugBaseTypeAttributeEncoding::Float.as_u32(), 3);",
        "        let structure = DebugCompositeType::from_u32(1);",
        "        assert_eq!(structure, Some(DebugCompositeType::Structure));",
        "        assert_eq!(DebugOperation::Fragment.parameters().len(), 2);",
        "        assert_eq!(DebugOperation::Deref.parameters(), &[]);",
        "        assert_eq!(debug_info_flags::FLAG_IS_PUBLIC, 3);",
        "        assert_eq!(debug_info_flags::FLAG_L_VALUE_REFERENCE, 1 << 11);",
        "        assert_eq!(debug_info_flags::FLAG_UNKNOWN_PHYSICAL_LAYOUT, 1 << 17);",
        "        assert_eq!(debug_info_flags::ALL[0], (\"None\", 0));",
        "        assert_eq!(build_identifier_flags::IDENTIFIER_POSSIBLE_DUPLICATES, 1);",
        "    }",
        "}",
    ]
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(
        prog="gen-nsdi.py",
        description="Generate the NSDI opcode/operand tables (src/nsdi/generated.rs).",
    )
    ap.add_argument("--grammar", default=DEFAULT_GRAMMAR, metavar="PATH",
                    help=f"grammar JSON (default: {DEFAULT_GRAMMAR})")
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument("--output", metavar="FILE", help="write the Rust source to FILE")
    mode.add_argument("--check", metavar="FILE",
                      help="exit 1 unless FILE holds exactly what would be generated")
    args = ap.parse_args(argv)

    try:
        g = load(args.grammar)
    except (OSError, ValueError, KeyError, GrammarError) as e:
        print(f"gen-nsdi: {args.grammar}: {e}", file=sys.stderr)
        return 2
    text = generate(g, os.path.basename(args.grammar)).encode("utf-8")

    if args.check is not None:
        try:
            with open(args.check, "rb") as f:
                current = f.read()
        except OSError:
            current = None
        if current != text:
            print(f"gen-nsdi: {args.check} is out of date; run tools/gen-nsdi.py --output "
                  f"{args.check}", file=sys.stderr)
            return 1
        print(f"gen-nsdi: {args.check} is up to date")
        return 0
    if args.output is not None:
        try:
            with open(args.output, "wb") as f:
                f.write(text)
        except OSError as e:
            print(f"gen-nsdi: {args.output}: {e}", file=sys.stderr)
            return 2
        return 0
    sys.stdout.buffer.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
