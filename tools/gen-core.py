#!/usr/bin/env python3
"""Generate src/backend/module/core_build.rs from the core SPIR-V grammar JSON.

Usage:
  tools/gen-core.py [--grammar PATH]                   # the constructors on stdout
  tools/gen-core.py [--grammar PATH] --output FILE     # write FILE
  tools/gen-core.py [--grammar PATH] --check FILE      # exit 1 if FILE differs

One typed constructor per core instruction the backend writes (OPCODES below), the core side of
what tools/gen-nsdi.py does for NSDI: a struct named after the opcode without `Op`, a field per
operand named after the grammar (`'Pointer'` -> `pointer`, an unnamed `MemoryAccess` ->
`memory_access`), typed (`Word` for ids, `u32` for literals, rspirv's enums for enum operands,
`Option` for `?`, `Vec` for `*`). Opcodes of one shape that the backend picks at run time are one
struct with an `op` field instead (GROUPS: `Unary`, `Binary`, `AtomicRmw`, `AtomicNoValue`).
Each gives the `rspirv::dr::Instruction` the hand-built code gave: `with_result(result_type,
result)`, `with_result(result)` or `into_instruction()`, after what the grammar says the
instruction has.

The generator stops on an opcode the grammar lacks, an operand kind it does not handle, an enum
operand whose parameters it has no table for, and a group whose members differ in shape. The
output is deterministic (sorted, no timestamps) and passed through `rustfmt --edition 2024`, so
`cargo fmt --check` passes on it. Python 3 stdlib only (and rustfmt, which cargo has).

Adding an opcode: put its name in OPCODES (or in a group of GROUPS when the backend chooses it
at run time among instructions of one shape), run `tools/gen-core.py --output
src/backend/module/core_build.rs`, and use the new struct.
"""

import argparse
import json
import os
import re
import subprocess
import sys

DEFAULT_GRAMMAR = "/usr/include/spirv/unified1/spirv.core.grammar.json"
OUTPUT = "src/backend/module/core_build.rs"

# Opcodes (without `Op`) with a constructor of their own, sorted.
OPCODES = sorted([
    "AccessChain", "AtomicCompareExchange", "AtomicStore", "Branch", "BranchConditional",
    "Capability", "CompositeConstruct", "CompositeExtract", "CompositeInsert", "Constant",
    "ConstantComposite", "ConstantFalse", "ConstantNull", "ConstantTrue", "ControlBarrier",
    "CopyMemory", "CopyMemorySized", "Decorate", "EntryPoint", "ExecutionMode", "ExtInst",
    "ExtInstImport", "Extension", "Function", "FunctionCall", "FunctionEnd", "FunctionParameter",
    "GenericCastToPtrExplicit", "GroupNonUniformBallotBitCount",
    "GroupNonUniformElect", "InBoundsPtrAccessChain", "Label", "Load", "LoopMerge",
    "MemberDecorate", "MemberName", "MemoryBarrier", "MemoryModel", "Name", "Nop", "Phi",
    "PtrAccessChain", "Return", "ReturnValue", "Select", "SelectionMerge", "SpecConstant",
    "SpecConstantComposite", "Store", "String", "Switch", "TypeArray", "TypeBool", "TypeFloat",
    "TypeFunction", "TypeInt", "TypePointer", "TypeRuntimeArray", "TypeStruct", "TypeVector",
    "TypeVoid", "Undef", "Unreachable", "Variable", "VectorExtractDynamic", "VectorInsertDynamic",
    "VectorShuffle",
])

# Opcodes of one shape the backend chooses among at run time: one struct with an `op` field of
# the enum `<Name>Op`. Every member must have the same operand kinds and quantifiers; the fields
# take the names given here (the grammar names differ between members: `'Operand 1'`, `'Base'`,
# `'x'`...).
GROUPS = {
    "Unary": {
        "doc": "An instruction with a result and one id operand: conversions, negation, "
               "`OpCopyObject`/`OpCopyLogical`, the one-operand tests (`OpIsNan`, `OpAny`, ...).",
        "fields": ["operand"],
        "ops": sorted([
            "All", "Any", "Bitcast", "ConvertFToS", "ConvertFToU", "ConvertPtrToU",
            "ConvertSToF", "ConvertUToF", "ConvertUToPtr", "CopyLogical", "CopyObject",
            "FConvert", "FNegate", "GenericCastToPtr", "IsFinite", "IsInf", "IsNan", "IsNormal",
            "LogicalNot", "PtrCastToGeneric", "SConvert", "SatConvertSToU", "SatConvertUToS",
            "SignBitSet", "UConvert",
        ]),
    },
    "Binary": {
        "doc": "An instruction with a result and two id operands: arithmetic, bit operations, "
               "comparisons, `OpDot`.",
        "fields": ["operand_1", "operand_2"],
        "ops": sorted([
            "BitwiseAnd", "BitwiseOr", "BitwiseXor", "Dot", "FAdd", "FDiv", "FMul",
            "FOrdEqual", "FOrdGreaterThan", "FOrdGreaterThanEqual", "FOrdLessThan",
            "FOrdLessThanEqual", "FOrdNotEqual", "FRem", "FSub", "FUnordEqual",
            "FUnordGreaterThan", "FUnordGreaterThanEqual", "FUnordLessThan",
            "FUnordLessThanEqual", "FUnordNotEqual", "IAdd", "IEqual", "IMul", "INotEqual",
            "ISub", "LessOrGreater", "LogicalAnd", "LogicalEqual", "LogicalNotEqual",
            "LogicalOr", "Ordered", "SDiv", "SGreaterThan", "SGreaterThanEqual", "SLessThan",
            "SLessThanEqual", "SRem", "ShiftLeftLogical", "ShiftRightArithmetic",
            "ShiftRightLogical", "UDiv", "UGreaterThan", "UGreaterThanEqual", "ULessThan",
            "ULessThanEqual", "UMod", "Unordered",
        ]),
    },
    "AtomicRmw": {
        "doc": "An atomic read-modify-write with a value operand (`OpAtomicIAdd`, "
               "`OpAtomicExchange`, ...).",
        "fields": ["pointer", "memory", "semantics", "value"],
        "ops": sorted([
            "AtomicAnd", "AtomicExchange", "AtomicIAdd", "AtomicISub", "AtomicOr", "AtomicSMax",
            "AtomicSMin", "AtomicUMax", "AtomicUMin", "AtomicXor",
        ]),
    },
    "GroupNonUniformArithmetic": {
        "doc": "A sub-group reduction or scan (`OpGroupNonUniformIAdd`, `OpGroupNonUniformFMin`, "
               "...): the group operation picks reduce, inclusive or exclusive scan.",
        "fields": ["execution", "operation", "value", "cluster_size"],
        "ops": sorted([
            "GroupNonUniformBitwiseAnd", "GroupNonUniformBitwiseOr", "GroupNonUniformBitwiseXor",
            "GroupNonUniformFAdd", "GroupNonUniformFMax", "GroupNonUniformFMin",
            "GroupNonUniformFMul", "GroupNonUniformIAdd", "GroupNonUniformIMul",
            "GroupNonUniformLogicalAnd", "GroupNonUniformLogicalOr", "GroupNonUniformLogicalXor",
            "GroupNonUniformSMax", "GroupNonUniformSMin", "GroupNonUniformUMax",
            "GroupNonUniformUMin",
        ]),
    },
    "GroupNonUniformUnary": {
        "doc": "A sub-group instruction on one value (`OpGroupNonUniformAll`, "
               "`OpGroupNonUniformBallot`, `OpGroupNonUniformBroadcastFirst`, ...).",
        "fields": ["execution", "value"],
        "ops": sorted([
            "GroupNonUniformAll", "GroupNonUniformAllEqual", "GroupNonUniformAny",
            "GroupNonUniformBallot", "GroupNonUniformBallotFindLSB",
            "GroupNonUniformBallotFindMSB", "GroupNonUniformBroadcastFirst",
            "GroupNonUniformInverseBallot",
        ]),
    },
    "GroupNonUniformIndexed": {
        "doc": "A sub-group instruction on a value and an invocation index, delta or mask "
               "(`OpGroupNonUniformBroadcast`, `OpGroupNonUniformShuffle*`, "
               "`OpGroupNonUniformBallotBitExtract`).",
        "fields": ["execution", "value", "index"],
        "ops": sorted([
            "GroupNonUniformBallotBitExtract", "GroupNonUniformBroadcast",
            "GroupNonUniformShuffle", "GroupNonUniformShuffleDown", "GroupNonUniformShuffleUp",
            "GroupNonUniformShuffleXor",
        ]),
    },
    "AtomicNoValue": {
        "doc": "An atomic with a result and no value operand (`OpAtomicLoad`, "
               "`OpAtomicIIncrement`, `OpAtomicIDecrement`).",
        "fields": ["pointer", "memory", "semantics"],
        "ops": sorted(["AtomicIDecrement", "AtomicIIncrement", "AtomicLoad"]),
    },
}

# Operand kinds: (Rust type, expression making the operand from `{}`, what the docs call it).
ID_KINDS = ("IdRef", "IdScope", "IdMemorySemantics")
LITERAL_KINDS = {
    "LiteralInteger": ("u32", "Operand::LiteralBit32({})"),
    "LiteralString": ("std::string::String", "Operand::LiteralString({})"),
    "LiteralExtInstInteger": ("u32", "Operand::LiteralExtInstInteger({})"),
    "LiteralContextDependentNumber": ("Literal", "{}.operand()"),
}
PAIR_KINDS = {
    "PairIdRefIdRef": ("(Word, Word)", ["Operand::IdRef({}.0)", "Operand::IdRef({}.1)"]),
    # The literal is as wide as the selector: 32 or 64 bits.
    "PairLiteralIntegerIdRef": ("(Literal, Word)", ["{}.0.operand()", "Operand::IdRef({}.1)"]),
}
# Enum kinds (rspirv's types) whose enumerants take no parameters, or whose parameter-taking
# enumerants the backend does not use (bit enums only: the flags type cannot carry them).
PLAIN_ENUMS = {
    "AddressingModel", "Capability", "ExecutionModel", "FunctionControl", "GroupOperation",
    "LoopControl", "MemoryModel", "SelectionControl", "StorageClass",
}
# Enum kinds with parameters: the enumerants the backend writes, generated as a typed operand
# (`DecorationOperand`, ...) with the parameters as fields. Any other enumerant is not
# constructible, on purpose: add it here when the backend needs it.
PARAMETER_ENUMS = {
    "Decoration": [
        "Alignment", "ArrayStride", "Binding", "Block", "BuiltIn", "CPacked", "Constant",
        "DescriptorSet", "FPRoundingMode", "FuncParamAttr", "LinkageAttributes", "NonWritable",
        "Offset", "SaturatedConversion", "SpecId",
    ],
    "ExecutionMode": ["LocalSize"],
    "MemoryAccess": ["Aligned", "Volatile"],
}
# Parameter kinds of those enumerants: Rust type and operand.
PARAMETER_KINDS = {
    "LiteralInteger": ("u32", "Operand::LiteralBit32({})"),
    "LiteralString": ("std::string::String", "Operand::LiteralString({})"),
    "BuiltIn": ("spirv::BuiltIn", "Operand::BuiltIn({})"),
    "FPRoundingMode": ("spirv::FPRoundingMode", "Operand::FPRoundingMode({})"),
    "FunctionParameterAttribute": (
        "spirv::FunctionParameterAttribute", "Operand::FunctionParameterAttribute({})"),
    "LinkageType": ("spirv::LinkageType", "Operand::LinkageType({})"),
}

# Field names where snake_case of the grammar's name is not the name: by grammar name, or by
# (opcode, operand index) where one instruction has two unnamed operands of one kind.
FIELD_NAMES = {
    "Type": "ty",
    "'Operand 1', +\n'Operand 2', +\n...": "operands",
    "'Member 0 type', +\n'member 1 type', +\n...": "member_types",
    "'Parameter 0 Type', +\n'Parameter 1 Type', +\n...": "parameter_types",
    "'Argument 0', +\n'Argument 1', +\n...": "arguments",
    "'Variable, Parent, ...'": "incoming",
    "Target": "target",
}
FIELD_NAMES_AT = {
    ("Switch", 2): "targets",
    ("CopyMemory", 3): "source_memory_access",
    ("CopyMemorySized", 4): "source_memory_access",
}
RUST_KEYWORDS = {"type", "fn", "let", "match", "mod", "move", "ref", "self", "struct", "use"}


def fail(msg):
    print(f"gen-core: {msg}", file=sys.stderr)
    sys.exit(2)


def snake(name):
    words = re.findall(r"[A-Za-z0-9]+", name)
    if not words:
        fail(f"operand name {name!r} makes no identifier")
    out = "_".join(w.lower() for w in words)
    return out


def kind_snake(kind):
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", kind).lower()


def field_name(opname, index, operand):
    if (opname, index) in FIELD_NAMES_AT:
        return FIELD_NAMES_AT[(opname, index)]
    raw = operand.get("name")
    if raw is None:
        return kind_snake(operand["kind"])
    stripped = raw.strip("'")
    if raw in FIELD_NAMES:
        return FIELD_NAMES[raw]
    if stripped in FIELD_NAMES:
        return FIELD_NAMES[stripped]
    name = snake(stripped)
    if name in RUST_KEYWORDS:
        fail(f"Op{opname}: operand {raw!r} is a Rust keyword; add it to FIELD_NAMES")
    return name


class Field:
    def __init__(self, name, kind, quantifier, doc):
        self.name, self.kind, self.quantifier, self.doc = name, kind, quantifier, doc

    def base_type(self):
        k = self.kind
        if k in ID_KINDS:
            return "Word"
        if k in LITERAL_KINDS:
            return LITERAL_KINDS[k][0]
        if k in PAIR_KINDS:
            return PAIR_KINDS[k][0]
        if k in PLAIN_ENUMS:
            return f"spirv::{k}"
        if k in PARAMETER_ENUMS:
            return f"{k}Operand"
        fail(f"operand kind {k} is not handled")

    def rust_type(self):
        t = self.base_type()
        return {None: t, "?": f"Option<{t}>", "*": f"Vec<{t}>"}[self.quantifier]

    def push(self, value):
        """Statements pushing the operand(s) of one `value` onto `operands`."""
        k = self.kind
        if k in ID_KINDS:
            return [f"operands.push(Operand::IdRef({value}));"]
        if k in LITERAL_KINDS:
            return [f"operands.push({LITERAL_KINDS[k][1].format(value)});"]
        if k in PAIR_KINDS:
            return [f"operands.push({e.format(value)});" for e in PAIR_KINDS[k][1]]
        if k in PLAIN_ENUMS:
            return [f"operands.push(Operand::{k}({value}));"]
        if k in PARAMETER_ENUMS:
            return [f"{value}.push_operands(&mut operands);"]
        fail(f"operand kind {k} is not handled")

    def statements(self):
        v = f"self.{self.name}"
        if self.quantifier is None:
            return self.push(v)
        if self.quantifier == "?":
            return [f"if let Some(x) = {v} {{", *self.push("x"), "}"]
        return [f"for x in {v} {{", *self.push("x"), "}"]


def load(path):
    with open(path, encoding="utf-8") as f:
        g = json.load(f)
    version = f"{g['major_version']}.{g['minor_version']}.{g['revision']}"
    insts = {i["opname"]: i for i in g["instructions"]}
    kinds = {k["kind"]: k for k in g["operand_kinds"]}
    return version, insts, kinds


def shape(opname, inst):
    """(has result type, has result, [Field]) of an instruction."""
    ops = inst.get("operands", [])
    has_type = bool(ops) and ops[0]["kind"] == "IdResultType"
    rest = ops[1:] if has_type else ops
    has_result = bool(rest) and rest[0]["kind"] == "IdResult"
    rest = rest[1:] if has_result else rest
    fields = []
    for n, o in enumerate(rest):
        index = n + int(has_type) + int(has_result)
        if o["kind"] in ("IdResultType", "IdResult"):
            fail(f"Op{opname}: {o['kind']} out of place")
        q = o.get("quantifier")
        if q not in (None, "?", "*"):
            fail(f"Op{opname}: quantifier {q!r} is not handled")
        doc = "`" + o.get("name", o["kind"]).replace("', +\n'", ", ").replace("', +\n", ", ").strip("'") + "`"
        fields.append(Field(field_name(opname, index, o), o["kind"], q, doc))
        fields[-1].base_type()  # fails on an unknown kind
    names = [f.name for f in fields]
    if len(set(names)) != len(names):
        fail(f"Op{opname}: two operands named alike ({names}); add one to FIELD_NAMES_AT")
    return has_type, has_result, fields


def check_parameter_enums(kinds):
    """Every enum kind used must be known; kinds with parameters need their table."""
    for k in sorted(PLAIN_ENUMS | set(PARAMETER_ENUMS)):
        if k not in kinds:
            fail(f"operand kind {k} is not in the grammar")
    for k in sorted(PLAIN_ENUMS):
        info = kinds[k]
        with_params = [e["enumerant"] for e in info.get("enumerants", []) if e.get("parameters")]
        if with_params and info["category"] != "BitEnum":
            fail(f"{k} has enumerants with parameters ({', '.join(with_params)}): "
                 "list the ones used in PARAMETER_ENUMS")


def emit_parameter_enum(out, kind, info):
    enumerants = {e["enumerant"]: e for e in info["enumerants"]}
    listed = PARAMETER_ENUMS[kind]
    for name in listed:
        if name not in enumerants:
            fail(f"{kind} has no enumerant {name}")

    def params(name):
        ps = []
        for p in enumerants[name].get("parameters", []):
            if p["kind"] not in PARAMETER_KINDS:
                fail(f"{kind}::{name}: parameter kind {p['kind']} is not handled")
            ps.append(p)
        return ps

    def value(e):
        v = e["value"]
        return int(v, 0) if isinstance(v, str) else v

    ordered = sorted(listed, key=lambda n: value(enumerants[n]))
    if info["category"] == "BitEnum":
        out.append(f"/// `{kind}` with its parameters: a field per bit the backend sets, the")
        out.append("/// parameter of a bit that takes one (its bit is set when it is `Some`).")
        out.append("#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]")
        out.append(f"pub struct {kind}Operand {{")
        for name in ordered:
            ps = params(name)
            if len(ps) > 1:
                fail(f"{kind}::{name}: a bit with {len(ps)} parameters is not handled")
            out.append(f"    /// `{name}`.")
            t = PARAMETER_KINDS[ps[0]["kind"]][0] if ps else None
            out.append(f"    pub {snake(name)}: {f'Option<{t}>' if t else 'bool'},")
        out.append("}")
        out.append("")
        out.append(f"impl {kind}Operand {{")
        out.append("    /// The mask of the bits set.")
        out.append(f"    pub fn mask(&self) -> spirv::{kind} {{")
        out.append(f"        let mut mask = spirv::{kind}::NONE;")
        for name in ordered:
            test = f"self.{snake(name)}" + (".is_some()" if params(name) else "")
            const = kind_snake(name).upper()
            out.append(f"        if {test} {{ mask |= spirv::{kind}::{const}; }}")
        out.append("        mask")
        out.append("    }")
        out.append("")
        out.append("    fn push_operands(self, operands: &mut Vec<Operand>) {")
        out.append(f"        operands.push(Operand::{kind}(self.mask()));")
        for name in ordered:
            ps = params(name)
            if ps:
                e = PARAMETER_KINDS[ps[0]["kind"]][1].format("x")
                out.append(f"        if let Some(x) = self.{snake(name)} {{ operands.push({e}); }}")
        out.append("    }")
        out.append("}")
        out.append("")
        return
    out.append(f"/// `{kind}` with its parameters, for the enumerants the backend writes.")
    out.append("#[derive(Clone, Debug, PartialEq, Eq)]")
    out.append(f"pub enum {kind}Operand {{")
    for name in ordered:
        ps = params(name)
        out.append(f"    /// `{name}`" + ("" if not ps else " (" + ", ".join(
            p.get("name", p["kind"]).strip("'") for p in ps) + ")") + ".")
        if not ps:
            out.append(f"    {name},")
        elif len(ps) == 1:
            out.append(f"    {name}({PARAMETER_KINDS[ps[0]['kind']][0]}),")
        else:
            out.append(f"    {name} {{")
            for p in ps:
                pn = snake(p.get("name", p["kind"]).strip("'"))
                out.append(f"        /// `{p.get('name', p['kind']).strip(chr(39))}`.")
                out.append(f"        {pn}: {PARAMETER_KINDS[p['kind']][0]},")
            out.append("    },")
    out.append("}")
    out.append("")
    out.append(f"impl {kind}Operand {{")
    out.append(f"    /// The `{kind}` without its parameters.")
    out.append(f"    pub fn {kind_snake(kind)}(&self) -> spirv::{kind} {{")
    out.append("        match self {")
    for name in ordered:
        ps = params(name)
        pat = name if not ps else (f"{name}(_)" if len(ps) == 1 else f"{name} {{ .. }}")
        out.append(f"            Self::{pat} => spirv::{kind}::{name},")
    out.append("        }")
    out.append("    }")
    out.append("")
    out.append("    fn push_operands(self, operands: &mut Vec<Operand>) {")
    out.append(f"        operands.push(Operand::{kind}(self.{kind_snake(kind)}()));")
    out.append("        match self {")
    for name in ordered:
        ps = params(name)
        if not ps:
            continue
        if len(ps) == 1:
            e = PARAMETER_KINDS[ps[0]["kind"]][1].format("x")
            out.append(f"            Self::{name}(x) => operands.push({e}),")
        else:
            pns = [snake(p.get("name", p["kind"]).strip("'")) for p in ps]
            out.append(f"            Self::{name} {{ {', '.join(pns)} }} => {{")
            for p, pn in zip(ps, pns):
                out.append(f"                operands.push({PARAMETER_KINDS[p['kind']][1].format(pn)});")
            out.append("            }")
    if any(not params(name) for name in ordered):
        out.append("            _ => {}")
    out.append("        }")
    out.append("    }")
    out.append("}")
    out.append("")


def emit_methods(out, has_type, has_result, opcode_expr):
    if has_type and has_result:
        out.append("    /// The instruction, with its result type and result id.")
        out.append("    pub fn with_result(self, result_type: Word, result: Word) -> Instruction {")
        out.append("        self.with_optional_result(result_type, Some(result))")
        out.append("    }")
        out.append("")
        out.append("    /// [`with_result`](Self::with_result) where the lowering may have given the")
        out.append("    /// value no id: `None` writes the instruction without a result id.")
        out.append("    pub fn with_optional_result(self, result_type: Word, result: Option<Word>)"
                   " -> Instruction {")
        out.append(f"        let opcode = {opcode_expr};")
        out.append("        Instruction::new(opcode, Some(result_type), result, self.operands())")
        out.append("    }")
    elif has_result:
        out.append("    /// The instruction, with its result id.")
        out.append("    pub fn with_result(self, result: Word) -> Instruction {")
        out.append(f"        let opcode = {opcode_expr};")
        out.append("        Instruction::new(opcode, None, Some(result), self.operands())")
        out.append("    }")
    elif has_type:
        fail("a result type without a result id")
    else:
        out.append("    /// The instruction.")
        out.append("    pub fn into_instruction(self) -> Instruction {")
        out.append(f"        let opcode = {opcode_expr};")
        out.append("        Instruction::new(opcode, None, None, self.operands())")
        out.append("    }")


def emit_operands_fn(out, fields):
    if not fields:
        out.append("    fn operands(self) -> Vec<Operand> {")
        out.append("        Vec::new()")
        out.append("    }")
        return
    out.append("    fn operands(self) -> Vec<Operand> {")
    out.append("        let mut operands = Vec::new();")
    for f in fields:
        for s in f.statements():
            out.append("        " + s)
    out.append("        operands")
    out.append("    }")


def emit_fields(out, fields):
    for f in fields:
        q = {None: "", "?": " (optional)", "*": " (any number)"}[f.quantifier]
        out.append(f"    /// {f.doc}{q}.")
        out.append(f"    pub {f.name}: {f.rust_type()},")


def get(insts, name):
    inst = insts.get("Op" + name)
    if inst is None:
        fail(f"unknown opcode Op{name}")
    return inst


def generate(version, insts, kinds):
    check_parameter_enums(kinds)
    grouped = {op for g in GROUPS.values() for op in g["ops"]}
    both = grouped & set(OPCODES)
    if both:
        fail(f"in OPCODES and in a group: {', '.join(sorted(both))}")
    if OPCODES != sorted(set(OPCODES)):
        fail("OPCODES is not sorted or has duplicates")
    out = [
        f"// @generated by tools/gen-core.py from spirv.core.grammar.json (version {version}) — "
        "do not edit.",
        "",
        "//! Typed constructors for the core SPIR-V instructions the backend writes, generated from",
        "//! the core grammar: a struct per opcode (named without `Op`) with a field per operand,",
        "//! named and typed after the grammar, and one struct per group of same-shaped opcodes the",
        "//! lowering picks at run time (`Unary`, `Binary`, `AtomicRmw`, `AtomicNoValue`, with an",
        "//! `op` field). `with_result(result_type, result)`, `with_result(result)` or",
        "//! `into_instruction()` give the `rspirv::dr::Instruction`, as the grammar says the",
        "//! instruction has a result type and id. To add an opcode, see tools/gen-core.py.",
        "",
        "// Every constructor has every form the grammar allows; the backend uses some. Variants",
        "// keep the opcode's name (`AtomicRmwOp::AtomicIAdd`); operands are pushed one by one.",
        "#![allow(dead_code, clippy::enum_variant_names, clippy::vec_init_then_push)]",
        "",
        "use rspirv::dr::{Instruction, Operand};",
        "use rspirv::spirv::{self, Op, Word};",
        "",
        "/// A literal as wide as its type: `OpConstant`'s value, `OpSwitch`'s case labels.",
        "#[derive(Copy, Clone, Debug, PartialEq, Eq)]",
        "pub enum Literal {",
        "    /// One word.",
        "    Bit32(u32),",
        "    /// Two words, low word first.",
        "    Bit64(u64),",
        "}",
        "",
        "impl Literal {",
        "    fn operand(self) -> Operand {",
        "        match self {",
        "            Self::Bit32(x) => Operand::LiteralBit32(x),",
        "            Self::Bit64(x) => Operand::LiteralBit64(x),",
        "        }",
        "    }",
        "}",
        "",
    ]
    for kind in sorted(PARAMETER_ENUMS):
        emit_parameter_enum(out, kind, kinds[kind])

    for group in sorted(GROUPS):
        g = GROUPS[group]
        ops = g["ops"]
        if ops != sorted(set(ops)):
            fail(f"group {group}: ops not sorted or duplicated")
        shapes = {}
        for op in ops:
            has_type, has_result, fields = shape(op, get(insts, op))
            key = (has_type, has_result, tuple((f.kind, f.quantifier) for f in fields))
            shapes.setdefault(key, []).append(op)
        if len(shapes) != 1:
            fail(f"group {group}: members differ in shape: "
                 + "; ".join(f"{', '.join(v)}: {k}" for k, v in shapes.items()))
        (has_type, has_result, sig), = shapes.keys()
        if len(g["fields"]) != len(sig):
            fail(f"group {group}: {len(g['fields'])} field names for {len(sig)} operands")
        fields = [Field(n, k, q, f"`{n}` ({k})") for n, (k, q) in zip(g["fields"], sig)]
        out.append(f"/// The opcodes of [`{group}`].")
        out.append("#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]")
        out.append(f"pub enum {group}Op {{")
        for op in ops:
            out.append(f"    /// `Op{op}`.")
            out.append(f"    {op},")
        out.append("}")
        out.append("")
        out.append(f"impl {group}Op {{")
        out.append("    /// The opcode.")
        out.append("    pub fn opcode(self) -> Op {")
        out.append("        match self {")
        for op in ops:
            out.append(f"            Self::{op} => Op::{op},")
        out.append("        }")
        out.append("    }")
        out.append("")
        out.append("    /// The member of this group `opcode` is, if any.")
        out.append("    pub fn from_opcode(opcode: Op) -> Option<Self> {")
        out.append("        Some(match opcode {")
        for op in ops:
            out.append(f"            Op::{op} => Self::{op},")
        out.append("            _ => return None,")
        out.append("        })")
        out.append("    }")
        out.append("}")
        out.append("")
        out.append(f"/// {g['doc']}")
        out.append("#[derive(Clone, Debug, PartialEq, Eq)]")
        out.append(f"pub struct {group} {{")
        out.append("    /// The opcode.")
        out.append(f"    pub op: {group}Op,")
        emit_fields(out, fields)
        out.append("}")
        out.append("")
        out.append(f"impl {group} {{")
        emit_methods(out, has_type, has_result, "self.op.opcode()")
        out.append("")
        emit_operands_fn(out, fields)
        out.append("}")
        out.append("")

    for op in OPCODES:
        inst = get(insts, op)
        has_type, has_result, fields = shape(op, inst)
        out.append(f"/// `Op{op}` ({inst['class']}).")
        if fields:
            out.append("#[derive(Clone, Debug, PartialEq, Eq)]")
            out.append(f"pub struct {op} {{")
            emit_fields(out, fields)
            out.append("}")
        else:
            out.append("#[derive(Copy, Clone, Debug, PartialEq, Eq)]")
            out.append(f"pub struct {op};")
        out.append("")
        out.append(f"impl {op} {{")
        emit_methods(out, has_type, has_result, f"Op::{op}")
        out.append("")
        emit_operands_fn(out, fields)
        out.append("}")
        out.append("")
    text = "\n".join(out)
    return rustfmt(text)


def rustfmt(text):
    try:
        r = subprocess.run(["rustfmt", "--edition", "2024", "--emit", "stdout"], input=text,
                           capture_output=True, text=True, check=False)
    except FileNotFoundError:
        fail("rustfmt is not installed")
    if r.returncode != 0:
        fail(f"rustfmt failed:\n{r.stderr}")
    return r.stdout


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--grammar", default=DEFAULT_GRAMMAR)
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--output", metavar="FILE")
    mode.add_argument("--check", metavar="FILE")
    args = p.parse_args(argv)
    version, insts, kinds = load(args.grammar)
    text = generate(version, insts, kinds)
    if args.check is not None:
        try:
            with open(args.check, encoding="utf-8") as f:
                have = f.read()
        except FileNotFoundError:
            have = None
        if have != text:
            print(f"gen-core: {args.check} is out of date; run tools/gen-core.py --output "
                  f"{args.check}", file=sys.stderr)
            return 1
        print(f"gen-core: {args.check} is up to date")
        return 0
    if args.output is not None:
        os.makedirs(os.path.dirname(args.output) or ".", exist_ok=True)
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(text)
        return 0
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
