#!/usr/bin/env python3
"""Generate src/nsdi/generated.rs from the NonSemantic.Shader.DebugInfo.100 grammar JSON.

Usage:
  tools/gen-nsdi.py [--grammar PATH]                   # the tables (generated.rs) on stdout
  tools/gen-nsdi.py [--grammar PATH] --output FILE     # write FILE and FILE's submodules
  tools/gen-nsdi.py [--grammar PATH] --check FILE      # exit 1 if any of them differs

FILE (src/nsdi/generated.rs) holds the opcode and operand tables; its submodules, written where
rustc looks for them (src/nsdi/generated/build.rs and view.rs), hold a typed constructor and a
typed view per instruction. What each operand's <id> names comes from the ID_KINDS table below.

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

# What each operand's <id> names: the one table behind `OperandInfo::id_kind` and the typed
# fields of the constructors (`build`) and views (`view`). Every operand of every instruction is
# listed, `Any` included, so a grammar revision that adds or renames one stops the generator
# instead of typing it by accident. A pair operand lists the kinds of both ids.
ID_KINDS = {
    "DebugInfoNone": {},
    "DebugCompilationUnit": {
        "Version": "Const", "DWARF Version": "Const", "Source": "Source", "Language": "Const",
    },
    "DebugTypeBasic": {"Name": "String", "Size": "Const", "Encoding": "Const", "Flags": "Const"},
    "DebugTypePointer": {"Base Type": "Type", "Storage Class": "Const", "Flags": "Const"},
    "DebugTypeQualifier": {"Base Type": "Type", "Type Qualifier": "Const"},
    # A count is a constant, or the DebugLocalVariable/DebugGlobalVariable of a runtime bound.
    "DebugTypeArray": {"Base Type": "Type", "Component Counts": "Any"},
    "DebugTypeVector": {"Base Type": "Type", "Component Count": "Const"},
    "DebugTypedef": {
        "Name": "String", "Base Type": "Type", "Source": "Source", "Line": "Const",
        "Column": "Const", "Parent": "Scope",
    },
    "DebugTypeFunction": {"Flags": "Const", "Return Type": "Type", "Parameter Types": "Type"},
    "DebugTypeEnum": {
        "Name": "String", "Underlying Type": "Type", "Source": "Source", "Line": "Const",
        "Column": "Const", "Parent": "Scope", "Size": "Const", "Flags": "Const",
        "Value, Name, Value, Name, ...": ("Const", "String"),
    },
    # Members are DebugTypeMember, DebugFunction, DebugTypeInheritance, ...: any of them.
    "DebugTypeComposite": {
        "Name": "String", "Tag": "Const", "Source": "Source", "Line": "Const", "Column": "Const",
        "Parent": "Scope", "Linkage Name": "String", "Size": "Const", "Flags": "Const",
        "Members": "Any",
    },
    "DebugTypeMember": {
        "Name": "String", "Type": "Type", "Source": "Source", "Line": "Const", "Column": "Const",
        "Offset": "Const", "Size": "Const", "Flags": "Const", "Value": "Any",
    },
    # The parent class is a composite: a scope, as every `Parent`.
    "DebugTypeInheritance": {
        "Parent": "Scope", "Offset": "Const", "Size": "Const", "Flags": "Const",
    },
    "DebugTypePtrToMember": {"Member Type": "Type", "Parent": "Scope"},
    # The target is a DebugTypeComposite or a DebugFunction; parameters are
    # DebugTypeTemplate(Template)Parameter(Pack)s.
    "DebugTypeTemplate": {"Target": "Any", "Parameters": "Any"},
    # A type parameter's value is DebugInfoNone, a value parameter's an OpConstant.
    "DebugTypeTemplateParameter": {
        "Name": "String", "Actual Type": "Type", "Value": "Any", "Source": "Source",
        "Line": "Const", "Column": "Const",
    },
    "DebugTypeTemplateTemplateParameter": {
        "Name": "String", "Template Name": "String", "Source": "Source", "Line": "Const",
        "Column": "Const",
    },
    "DebugTypeTemplateParameterPack": {
        "Name": "String", "Source": "Source", "Line": "Const", "Column": "Const",
        "Template Parameters": "Any",
    },
    # The variable is an OpVariable, a constant or DebugInfoNone; the declaration a
    # DebugTypeMember.
    "DebugGlobalVariable": {
        "Name": "String", "Type": "Type", "Source": "Source", "Line": "Const", "Column": "Const",
        "Parent": "Scope", "Linkage Name": "String", "Variable": "Any", "Flags": "Const",
        "Static Member Declaration": "Any",
    },
    "DebugFunctionDeclaration": {
        "Name": "String", "Type": "Type", "Source": "Source", "Line": "Const", "Column": "Const",
        "Parent": "Scope", "Linkage Name": "String", "Flags": "Const",
    },
    # The declaration is a DebugFunctionDeclaration.
    "DebugFunction": {
        "Name": "String", "Type": "Type", "Source": "Source", "Line": "Const", "Column": "Const",
        "Parent": "Scope", "Linkage Name": "String", "Flags": "Const", "Scope Line": "Const",
        "Declaration": "Any",
    },
    "DebugLexicalBlock": {
        "Source": "Source", "Line": "Const", "Column": "Const", "Parent": "Scope",
        "Name": "String",
    },
    "DebugLexicalBlockDiscriminator": {
        "Source": "Source", "Discriminator": "Const", "Parent": "Scope",
    },
    "DebugScope": {"Scope": "Scope", "Inlined At": "InlinedAt"},
    "DebugNoScope": {},
    "DebugInlinedAt": {"Line": "Const", "Scope": "Scope", "Inlined": "InlinedAt"},
    "DebugLocalVariable": {
        "Name": "String", "Type": "Type", "Source": "Source", "Line": "Const", "Column": "Const",
        "Parent": "Scope", "Flags": "Const", "Arg Number": "Const",
    },
    "DebugInlinedVariable": {"Variable": "LocalVariable", "Inlined": "InlinedAt"},
    # The variable (value) is an OpVariable, OpFunctionParameter or any SSA value; an index a
    # constant or a value.
    "DebugDeclare": {
        "Local Variable": "LocalVariable", "Variable": "Any", "Expression": "Expression",
        "Indexes": "Any",
    },
    "DebugValue": {
        "Local Variable": "LocalVariable", "Value": "Any", "Expression": "Expression",
        "Indexes": "Any",
    },
    "DebugOperation": {"OpCode": "Const", "Operands ...": "Const"},
    # The operands are DebugOperations.
    "DebugExpression": {"Operands ...": "Any"},
    # Source is the OpString of the file's name (the spec), not a DebugSource.
    "DebugMacroDef": {"Source": "String", "Line": "Const", "Name": "String", "Value": "String"},
    # The macro is a DebugMacroDef; Source as DebugMacroDef's.
    "DebugMacroUndef": {"Source": "String", "Line": "Const", "Macro": "Any"},
    # The entity is a scope, function, type or variable.
    "DebugImportedEntity": {
        "Name": "String", "Tag": "Const", "Source": "Source", "Entity": "Any", "Line": "Const",
        "Column": "Const", "Parent": "Scope",
    },
    "DebugSource": {"File": "String", "Text": "String"},
    # The definition is the OpFunction.
    "DebugFunctionDefinition": {"Function": "Function", "Definition": "Any"},
    "DebugSourceContinued": {"Text": "String"},
    "DebugLine": {
        "Source": "Source", "Line Start": "Const", "Line End": "Const", "Column Start": "Const",
        "Column End": "Const",
    },
    "DebugNoLine": {},
    "DebugBuildIdentifier": {"Identifier": "String", "Flags": "Const"},
    "DebugStoragePath": {"Path": "String"},
    "DebugEntryPoint": {
        "Entry Point": "Function", "Compilation Unit": "Scope", "Compiler Signature": "String",
        "Command-line Arguments": "String",
    },
    "DebugTypeMatrix": {"Vector Type": "Type", "Vector Count": "Const", "Column Major": "Const"},
}

# The Rust type of an operand of each kind (src/nsdi/ids.rs), and what its docs say it names.
ID_TYPES = {
    "Any": ("Id", "an id"),
    "String": ("StringId", "an `OpString`"),
    "Const": ("ConstId", "an `OpConstant`"),
    "Source": ("SourceId", "a DebugSource"),
    "Type": ("TypeId", "a debug type or DebugInfoNone"),
    "Scope": ("ScopeId", "a scope"),
    "Function": ("FunctionId", "a DebugFunction"),
    "LocalVariable": ("LocalVariableId", "a DebugLocalVariable"),
    "Expression": ("ExpressionId", "a DebugExpression"),
    "InlinedAt": ("InlinedAtId", "a DebugInlinedAt"),
}

# Field and accessor names where snake_case of the grammar's operand name is not a usable or
# readable Rust name.
FIELD_NAMES = {
    "Type": "ty",
    "Macro": "macro_def",
    "OpCode": "opcode",
    "Operands ...": "operands",
    "Value, Name, Value, Name, ...": "enumerators",
}

# Methods every view has besides its accessors; no field may take these names.
VIEW_METHODS = {"parse", "operand_words", "fmt", "clone", "eq"}

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

    attach_id_kinds(insts)

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


def field_name(operand):
    name = FIELD_NAMES.get(operand)
    if name is None:
        name = "_".join(w.lower() for w in re.findall(r"[A-Za-z0-9]+", operand))
    return ident(name, "field name")


def attach_id_kinds(insts):
    """Gives every instruction `typed`: its operands with field name and id kinds (ID_KINDS)."""
    listed = set(ID_KINDS)
    for inst in insts:
        opname = inst["name"]
        if opname not in ID_KINDS:
            raise GrammarError(f"{opname}: not in gen-nsdi.py's ID_KINDS table")
        listed.discard(opname)
        table = ID_KINDS[opname]
        names = [n for n, _, _ in inst["operands"]]
        stale = sorted(set(table) - set(names))
        if stale:
            raise GrammarError(f"{opname}: ID_KINDS names operands the grammar lacks: {stale}")
        quants = [q for _, _, q in inst["operands"]]
        if "Optional" in quants and "Variadic" in quants:
            raise GrammarError(f"{opname}: an optional and a variadic operand are ambiguous")
        typed, fields = [], set()
        for name, kind, quant in inst["operands"]:
            if name not in table:
                raise GrammarError(f"{opname}: operand {name!r} is not in ID_KINDS")
            kinds = table[name]
            kinds = (kinds,) if isinstance(kinds, str) else tuple(kinds)
            if kind == "IdRef":
                width = 1
            elif kind == "PairIdRefIdRef":
                width = 2
            else:
                raise GrammarError(f"{opname}: operand {name!r} of kind {kind} has no typed form")
            if len(kinds) != width or any(k not in ID_TYPES for k in kinds):
                raise GrammarError(f"{opname}: ID_KINDS entry {kinds} does not fit {name!r}")
            field = field_name(name)
            if field in fields or field in VIEW_METHODS:
                raise GrammarError(f"{opname}: field name {field!r} is taken")
            fields.add(field)
            typed.append({"name": name, "kind": kind, "quant": quant, "ids": kinds,
                          "field": field})
        inst["typed"] = typed
    if listed:
        raise GrammarError(f"ID_KINDS lists instructions the grammar lacks: {sorted(listed)}")


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

    def info(p, o, close):
        second = f"Some(IdKind::{o['ids'][1]})" if len(o["ids"]) > 1 else "None"
        return [
            f"{p}OperandInfo {{",
            f"{p}    name: {rust_str(o['name'])},",
            f"{p}    kind: OperandKind::{o['kind']},",
            f"{p}    quantifier: Quantifier::{o['quant']},",
            f"{p}    id_kind: IdKind::{o['ids'][0]},",
            f"{p}    second_id_kind: {second},",
            f"{p}}}{close}",
        ]

    if not operands:
        out.append(f"{pad}{arm} => &[],")
    elif len(operands) == 1:
        lines = info(pad, operands[0], "],")
        lines[0] = f"{pad}{arm} => &[OperandInfo {{"
        out += lines
    else:
        out.append(f"{pad}{arm} => &[")
        for o in operands:
            out += info(pad + "    ", o, ",")
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
        header(g, grammar_name),
        "//! Opcodes and operand tables of the `NonSemantic.Shader.DebugInfo.100` extended instruction",
        f"//! set (grammar version {g['version']}, revision {g['revision']}), generated from the"
        " SPIR-V headers'",
        "//! grammar JSON. Regenerate with `tools/gen-nsdi.py --output src/nsdi/generated.rs`;",
        "//! `lit-tests/nsdi/generated-up-to-date.test` fails while this file is stale.",
        "//!",
        "//! The typed constructors are in [`build`], the typed views in [`view`] (generated next to",
        "//! this file, in `generated/`).",
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
        "pub mod build;",
        "pub mod view;",
        "",
        "use crate::nsdi::ids::IdKind;",
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
        emit_operand_slice(operands_fn, f"DebugOp::{inst['name']}", inst["typed"], 12)
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
        "    /// What the operand's `<id>` (a pair's first) names.",
        "    pub id_kind: IdKind,",
        "    /// What a pair operand's second `<id>` names; `None` for a single id.",
        "    pub second_id_kind: Option<IdKind>,",
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
        "",
        "        let member = DebugOp::DebugTypeMember.operands();",
        "        assert_eq!(member[1].id_kind, IdKind::Type);",
        "        assert_eq!(member[8].id_kind, IdKind::Any);",
        "        let kinds = values.map(|o| (o.id_kind, o.second_id_kind));",
        "        assert_eq!(kinds, Some((IdKind::Const, Some(IdKind::String))));",
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


def header(g, grammar_name):
    return (f"// @generated by tools/gen-nsdi.py from {grammar_name} (revision {g['revision']})"
            " — do not edit.")


def rust_type(kind):
    return ID_TYPES[kind][0]


def field_type(o):
    """The constructor field's type."""
    if o["kind"] == "PairIdRefIdRef":
        a, b = (rust_type(k) for k in o["ids"])
        return f"Vec<({a}, {b})>"
    ty = rust_type(o["ids"][0])
    return {"One": ty, "Optional": f"Option<{ty}>", "Variadic": f"Vec<{ty}>"}[o["quant"]]


def view_type(o):
    """The view accessor's return type."""
    if o["kind"] == "PairIdRefIdRef":
        a, b = (rust_type(k) for k in o["ids"])
        return f"PairList<'a, {a}, {b}>"
    ty = rust_type(o["ids"][0])
    return {"One": ty, "Optional": f"Option<{ty}>", "Variadic": f"IdList<'a, {ty}>"}[o["quant"]]


def field_doc(o):
    names = [ID_TYPES[k][1] for k in o["ids"]]
    if o["kind"] == "PairIdRefIdRef":
        return f"`{o['name']}` (variadic pairs): each {names[0]} and {names[1]}."
    if o["quant"] == "Variadic":
        return f"`{o['name']}` (variadic): each {names[0]}."
    if o["quant"] == "Optional":
        return f"`{o['name']}` (optional): {names[0]}."
    return f"`{o['name']}`: {names[0]}."


def word_offsets(typed):
    """Each operand's first word (required and optional operands take one word each)."""
    at, offsets = 0, []
    for o in typed:
        offsets.append(at)
        at += 1
    return offsets


def use_list(path, names):
    """A `use path::{..};` for the names actually used, sorted and wrapped the way rustfmt does
    (a list too long for one line fills lines of at most 100 columns)."""
    names = sorted(set(names), key=lambda n: (not n[0].isupper(), n))
    if len(names) == 1:
        return [f"use {path}::{names[0]};"]
    line = f"use {path}::{{{', '.join(names)}}};"
    if len(line) <= 100:
        return [line]
    out, current = [f"use {path}::{{"], "   "
    for n in names:
        if len(current) + len(n) + 2 > 100:
            out.append(current)
            current = "   "
        current += f" {n},"
    return out + [current, "};"]


def call(indent, callee, args, is_macro=False):
    """`callee(args);` in rustfmt's layout: one line while the arguments take at most 60 columns
    (`fn_call_width`), else one argument per line (a trailing comma only for a function)."""
    pad = " " * indent
    joined = ", ".join(args)
    if len(joined) <= 60 and len(pad) + len(callee) + len(joined) + 3 <= 100:
        return [f"{pad}{callee}({joined});"]
    last = "" if is_macro else ","
    lines = [f"{pad}{callee}("]
    lines += [f"{pad}    {a}," for a in args[:-1]] + [f"{pad}    {args[-1]}{last}"]
    return lines + [f"{pad});"]


def id_imports(insts):
    kinds = {k for i in insts for o in i["typed"] for k in o["ids"]}
    return use_list("crate::nsdi::ids", [rust_type(k) for k in kinds])


def generate_build(g, grammar_name):
    insts = g["instructions"]
    helpers = {"NsdiInstruction"}
    for i in insts:
        for o in i["typed"]:
            if o["kind"] == "PairIdRefIdRef":
                helpers.add("push_pairs")
            elif o["quant"] == "Variadic":
                helpers.add("push_list")
            elif o["quant"] == "Optional":
                helpers.add("push_optional")
    out = [
        header(g, grammar_name),
        "//! Typed constructors, one per `NonSemantic.Shader.DebugInfo.100` instruction: a struct with",
        "//! a field per operand, named after the grammar's operand (`Base Type` is `base_type`, `Type`",
        "//! `ty`), typed by what the operand names ([`crate::nsdi::ids`]). An optional operand is an",
        "//! `Option`, a variadic one a `Vec`. [`NsdiWriter::write`](crate::nsdi::NsdiWriter::write)",
        "//! turns one into an instruction; [`NsdiInstruction::write_operands`] gives the words.",
        "",
        "use rspirv::spirv::Word;",
        "",
        "use crate::nsdi::DebugOp;",
    ]
    out += id_imports(insts)
    out += use_list("crate::nsdi::operands", helpers)
    for inst in insts:
        name, typed = inst["name"], inst["typed"]
        copy = all(o["quant"] != "Variadic" for o in typed)
        derives = "Copy, Clone, Debug, PartialEq, Eq" if copy else "Clone, Debug, PartialEq, Eq"
        out += ["", f"/// Constructs `{name}` (instruction {inst['opcode']}).", f"#[derive({derives})]"]
        if not typed:
            out.append(f"pub struct {name};")
        else:
            out.append(f"pub struct {name} {{")
            for o in typed:
                out += [f"    /// {field_doc(o)}", f"    pub {o['field']}: {field_type(o)},"]
            out.append("}")
        out += [
            "",
            f"impl NsdiInstruction for {name} {{",
            f"    const OP: DebugOp = DebugOp::{name};",
            "",
        ]
        if not typed:
            out.append("    fn write_operands(&self, _out: &mut Vec<Word>) {}")
        else:
            out.append("    fn write_operands(&self, out: &mut Vec<Word>) {")
            for o in typed:
                f = o["field"]
                if o["kind"] == "PairIdRefIdRef":
                    out.append(f"        push_pairs(out, &self.{f});")
                elif o["quant"] == "Variadic":
                    out.append(f"        push_list(out, &self.{f});")
                elif o["quant"] == "Optional":
                    out.append(f"        push_optional(out, self.{f});")
                else:
                    out.append(f"        out.push(self.{f}.word());")
            out.append("    }")
        out.append("}")
    return "\n".join(out) + "\n"


def match_arm(pattern, body, indent):
    """`pattern => body,` on one line, or in a block when that is too long (rustfmt's choice)."""
    pad = " " * indent
    line = f"{pad}{pattern} => {body},"
    if len(line) <= 100:
        return [line]
    return [f"{pad}{pattern} => {{", f"{pad}    {body}", f"{pad}}}"]


def generate_view(g, grammar_name):
    insts = g["instructions"]
    helpers = {"NsdiView", "Operands", "ParseError"}
    for i in insts:
        for o in i["typed"]:
            if o["kind"] == "PairIdRefIdRef":
                helpers.add("PairList")
            elif o["quant"] == "Variadic":
                helpers.add("IdList")
    out = [
        header(g, grammar_name),
        "//! Typed views, one per `NonSemantic.Shader.DebugInfo.100` instruction: the operand words",
        "//! of an instruction read back, with an accessor per operand named and typed as the field",
        "//! of its constructor in [`build`](super::build). `parse` checks the instruction and the",
        "//! operand count against the grammar once; the accessors cannot fail after it. A view",
        "//! borrows the words. [`AnyInstruction`] reads any instruction, for a `match`.",
        "",
        "use std::fmt;",
        "",
        "use rspirv::spirv::Word;",
        "",
        "use crate::nsdi::DebugOp;",
    ]
    out += id_imports(insts)
    out += use_list("crate::nsdi::operands", helpers)
    for inst in insts:
        name, typed = inst["name"], inst["typed"]
        out += [
            "",
            f"/// `{name}` (instruction {inst['opcode']}) read from its operand words.",
            "#[derive(Copy, Clone, PartialEq, Eq)]",
            f"pub struct {name}<'a>(Operands<'a>);",
            "",
            f"impl<'a> {name}<'a> {{",
            "    /// The instruction this view reads.",
            f"    pub const OP: DebugOp = DebugOp::{name};",
            "",
            f"    /// Reads `operands`, the words after the instruction number, as a `{name}`.",
            "    pub fn parse(op: DebugOp, operands: &'a [Word]) -> Result<Self, ParseError> {",
            "        Operands::check(Self::OP, op, operands).map(Self)",
            "    }",
            "",
            "    /// The operand words, as given.",
            "    pub fn operand_words(&self) -> &'a [Word] {",
            "        self.0.words()",
            "    }",
        ]
        for o, at in zip(typed, word_offsets(typed)):
            if o["kind"] == "PairIdRefIdRef":
                body = f"self.0.pairs({at})"
            elif o["quant"] == "Variadic":
                body = f"self.0.list({at})"
            elif o["quant"] == "Optional":
                body = f"self.0.optional({at})"
            else:
                body = f"self.0.one({at})"
            out += [
                "",
                f"    /// {field_doc(o)}",
                f"    pub fn {o['field']}(&self) -> {view_type(o)} {{",
                f"        {body}",
                "    }",
            ]
        out += [
            "}",
            "",
            f"impl<'a> NsdiView<'a> for {name}<'a> {{",
            "    const OP: DebugOp = DebugOp::" + name + ";",
            "",
            "    fn parse(op: DebugOp, operands: &'a [Word]) -> Result<Self, ParseError> {",
            f"        {name}::parse(op, operands)",
            "    }",
            "}",
            "",
            f"impl fmt::Debug for {name}<'_> {{",
            "    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {",
        ]
        if not typed:
            out.append(f"        f.write_str({rust_str(name)})")
        else:
            out.append(f"        let mut s = f.debug_struct({rust_str(name)});")
            for o in typed:
                out += call(8, "s.field", [rust_str(o["field"]), f"&self.{o['field']}()"])
            out.append("        s.finish()")
        out += ["    }", "}"]

    out += [
        "",
        "/// Any instruction of the set, read from its operand words: one variant per view.",
        "#[derive(Copy, Clone, Debug, PartialEq, Eq)]",
        "pub enum AnyInstruction<'a> {",
    ]
    for inst in insts:
        out += [f"    /// `{inst['name']}`.", f"    {inst['name']}({inst['name']}<'a>),"]
    out += [
        "}",
        "",
        "impl<'a> AnyInstruction<'a> {",
        "    /// Reads `operands`, the words after the instruction number, as an instance of `op`.",
        "    pub fn parse(op: DebugOp, operands: &'a [Word]) -> Result<Self, ParseError> {",
        "        let words = Operands::check(op, op, operands)?;",
        "        Ok(match op {",
    ]
    for inst in insts:
        n = inst["name"]
        out += match_arm(f"DebugOp::{n}", f"Self::{n}({n}(words))", 12)
    out += [
        "        })",
        "    }",
        "",
        "    /// Which instruction.",
        "    pub fn op(&self) -> DebugOp {",
        "        match self {",
    ]
    for inst in insts:
        n = inst["name"]
        out += match_arm(f"Self::{n}(_)", f"{n}::OP", 12)
    out += [
        "        }",
        "    }",
        "",
        "    /// The operand words, as given.",
        "    pub fn operand_words(&self) -> &'a [Word] {",
        "        match self {",
    ]
    for inst in insts:
        n = inst["name"]
        out += match_arm(f"Self::{n}(view)", "view.operand_words()", 12)
    out += ["        }", "    }", "}"]
    out += view_tests(g)
    return "\n".join(out) + "\n"


def view_tests(g):
    """Per instruction: build with distinct ids in grammar order, write, read back, compare."""
    insts = g["instructions"]
    out = [
        "",
        "#[cfg(test)]",
        "mod tests {",
        "    use super::*;",
        "    use crate::nsdi::build;",
        "    use crate::nsdi::operands::NsdiInstruction;",
        "",
        "    /// The words `built` writes, which must be 1, 2, ..., `count`: the test numbers the",
        "    /// ids in grammar order.",
        "    fn written<I: NsdiInstruction>(built: &I, count: u32) -> Vec<Word> {",
        "        let words = built.operand_words();",
        "        assert_eq!(words, (1..=count).collect::<Vec<_>>(), \"{:?}\", I::OP);",
        "        words",
        "    }",
        "",
        "    /// `words` read as `V`, and as the same instruction through [`AnyInstruction`].",
        "    fn read<'a, V: NsdiView<'a>>(words: &'a [Word]) -> V {",
        "        let any = AnyInstruction::parse(V::OP, words).expect(\"the grammar's shape\");",
        "        assert_eq!((any.op(), any.operand_words()), (V::OP, words));",
        "        V::parse(V::OP, words).expect(\"the grammar's shape\")",
        "    }",
    ]
    for inst in insts:
        name, typed = inst["name"], inst["typed"]
        out += ["", "    #[test]", f"    fn {snake(name)}_round_trips() {{"]
        if not typed:
            out += [
                f"        let words = written(&build::{name}, 0);",
                f"        let _: {name} = read(&words);",
                "    }",
            ]
            continue
        next_id = 1
        out.append(f"        let built = build::{name} {{")
        for o in typed:
            ids = o["ids"]
            if o["kind"] == "PairIdRefIdRef":
                a, b = (rust_type(k) for k in ids)
                out.append(f"            {o['field']}: vec![")
                for _ in range(2):
                    out.append(f"                ({a}::from_word({next_id}), "
                               f"{b}::from_word({next_id + 1})),")
                    next_id += 2
                out.append("            ],")
            elif o["quant"] == "Variadic":
                ty = rust_type(ids[0])
                items = f"{ty}::from_word({next_id}), {ty}::from_word({next_id + 1})"
                out.append(f"            {o['field']}: vec![{items}],")
                next_id += 2
            elif o["quant"] == "Optional":
                out.append(f"            {o['field']}: Some({rust_type(ids[0])}::from_word({next_id})),")
                next_id += 1
            else:
                out.append(f"            {o['field']}: {rust_type(ids[0])}::from_word({next_id}),")
                next_id += 1
        out += [
            "        };",
            f"        let words = written(&built, {next_id - 1});",
            f"        let view: {name} = read(&words);",
        ]
        for o in typed:
            f = o["field"]
            got = f"view.{f}().to_vec()" if o["quant"] == "Variadic" else f"view.{f}()"
            out += call(8, "assert_eq!", [got, f"built.{f}"], is_macro=True)
        shorter = [o for o in typed if o["quant"] != "One"]
        if shorter:
            out.append(f"        let short = build::{name} {{")
            for o in shorter:
                empty = "None" if o["quant"] == "Optional" else "Vec::new()"
                out.append(f"            {o['field']}: {empty},")
            if len(shorter) < len(typed):
                out.append("            ..built")
            out += [
                "        };",
                f"        let words = written(&short, {len(typed) - len(shorter)});",
                f"        let view: {name} = read(&words);",
            ]
            for o in shorter:
                f = o["field"]
                if o["quant"] == "Optional":
                    out.append(f"        assert_eq!(view.{f}(), None);")
                else:
                    out.append(f"        assert!(view.{f}().is_empty());")
        out.append("    }")
    out.append("}")
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
    name = os.path.basename(args.grammar)
    main_text = generate(g, name).encode("utf-8")

    def files(path):
        """The main file at `path`, then the submodules rustc finds next to it."""
        stem = os.path.splitext(path)[0]
        return [
            (path, main_text),
            (os.path.join(stem, "build.rs"), generate_build(g, name).encode("utf-8")),
            (os.path.join(stem, "view.rs"), generate_view(g, name).encode("utf-8")),
        ]

    if args.check is not None:
        for path, text in files(args.check):
            try:
                with open(path, "rb") as f:
                    current = f.read()
            except OSError:
                current = None
            if current != text:
                print(f"gen-nsdi: {path} is out of date; run tools/gen-nsdi.py --output "
                      f"{args.check}", file=sys.stderr)
                return 1
        print(f"gen-nsdi: {args.check} is up to date")
        return 0
    if args.output is not None:
        for path, text in files(args.output):
            try:
                os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
                with open(path, "wb") as f:
                    f.write(text)
            except OSError as e:
                print(f"gen-nsdi: {path}: {e}", file=sys.stderr)
                return 2
        return 0
    sys.stdout.buffer.write(main_text)
    return 0

if __name__ == "__main__":
    sys.exit(main())
