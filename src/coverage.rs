//! Line coverage for the Vulkan flavour (issue 29): counters derived from the NSDI line table.
//!
//! The pass works on the assembled module, after everything else: it reads the `DebugLine`s
//! the debug handler emitted (the same line table a debugger reads), and at the first
//! instruction of each (file, line) run in a block inserts an atomic add of 1 to that marker's
//! counter in a hidden storage buffer. The inserted instructions sit right after the
//! `DebugLine` that opens the run, so they carry the marker's line and the debugger's view of
//! every original instruction is unchanged. Without `--coverage` the pass never runs, so every
//! other output is byte-identical to what it was.

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;

use rspirv::binary::Assemble;

/// The counter element width the buffer holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CounterWidth {
    /// `uint` counters: run everywhere, wrap past 2^32.
    Bits32,
    /// `ulong` counters: need `Int64` + `Int64Atomics` (Vulkan `shaderBufferInt64Atomics`).
    Bits64,
}

impl CounterWidth {
    /// `--coverage-counter-width` values.
    pub fn parse(text: &str) -> Result<Self, String> {
        match text {
            "32" => Ok(Self::Bits32),
            "64" => Ok(Self::Bits64),
            other => Err(format!(
                "unknown --coverage-counter-width '{other}' (allowed: 32, 64)"
            )),
        }
    }

    /// The width in bits.
    pub fn bits(self) -> u32 {
        match self {
            Self::Bits32 => 32,
            Self::Bits64 => 64,
        }
    }

    /// The width in bytes (the buffer's element stride).
    pub fn bytes(self) -> u32 {
        self.bits() / 8
    }
}

/// How a marker's add reaches its counter (`--coverage-aggregate`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aggregation {
    /// The invocations of a sub-group that reach a marker together count themselves with a
    /// ballot, and one elected invocation adds the count: one atomic per sub-group instead of
    /// one per invocation (needs the sub-group operations `BASIC` and `BALLOT`). The Vulkan
    /// flavour's default.
    SubGroup,
    /// Every invocation adds 1 (no sub-group operations; the Kernel flavour always does this).
    None,
}

impl Aggregation {
    /// `--coverage-aggregate` values.
    pub fn parse(text: &str) -> Result<Self, String> {
        match text {
            "subgroup" => Ok(Self::SubGroup),
            "none" => Ok(Self::None),
            other => Err(format!(
                "unknown --coverage-aggregate '{other}' (allowed: subgroup, none)"
            )),
        }
    }

    /// The flag's value, as the binding contract reports it.
    pub fn name(self) -> &'static str {
        match self {
            Self::SubGroup => "subgroup",
            Self::None => "none",
        }
    }
}

/// What the caller asks for.
#[derive(Clone, Debug)]
pub struct CoverageOptions {
    /// The counter element width.
    pub width: CounterWidth,
    /// `--coverage-binding=B,S`: an explicit (binding, set) wins over auto-placement.
    pub pinned: Option<(u32, u32)>,
    /// `--coverage-reserved-set=N` (repeatable): sets the host owns, occupied for
    /// auto-placement even where the kernel does not use them.
    pub reserved_sets: Vec<u32>,
    /// `--coverage=...,lines`: list the line markers in the manifest.
    pub lines: bool,
    /// `--coverage=...,functions`: list function entries in the manifest (they share the
    /// counter of their copy's first line marker: no counter of their own).
    pub functions: bool,
    /// `--coverage=...,branches`: one counter per arm of each conditional branch that has a
    /// source line.
    pub branches: bool,
    /// The Vulkan flavour's switches, which LLVM lowered to compare trees before SPIR-V: each
    /// is a branch site with one arm per target (what the backend's `LoweredSwitchIds`
    /// handler reads while the module is written; empty: no switch sites).
    pub lowered_switches: Vec<LoweredSwitchSite>,
    /// The Vulkan flavour's original conditional branches whose decision the structurizer
    /// moved into a block of its own: each is a two-arm site where its block ends (from the
    /// same handler; empty: none).
    pub replaced_tests: Vec<ReplacedTestSite>,
    /// `--coverage-aggregate`: `None` for the flavour's default (sub-group aggregation for
    /// Vulkan, per-invocation adds for the Kernel flavour).
    pub aggregate: Option<Aggregation>,
}

/// An original conditional branch the structurizer replaced by an unconditional one, in the
/// module's ids: the site's counter code goes before the `OpBranch` that ends the block (under
/// the original branch's `DebugLine`) and picks the arm from the condition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplacedTestSite {
    /// The block's label (a loop header's: its code follows in the block it branches to).
    pub block_label: u32,
    /// The condition the branch tested.
    pub condition: u32,
}

/// A switch lowered to a compare tree before SPIR-V, in the module's ids: the block the switch
/// was in ends in an `OpBranch` to `tree_label`; the site's counter code goes before it, under
/// the switch's `DebugLine`, and picks the arm from `selector` and the cases' values (the
/// tree's own compares have no line and are no sites).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoweredSwitchSite {
    /// The label of the compare tree's first block.
    pub tree_label: u32,
    /// The id of the value the switch tests.
    pub selector: u32,
    /// The selector's width in bits (the site is left out when its SPIR-V type differs).
    pub bits: u32,
    /// Per case: its value (low `bits` bits) and its arm; arm 0 is the default.
    pub cases: Vec<(u64, u32)>,
    /// The number of arms, the default's included.
    pub arms: u32,
}

impl CoverageOptions {
    /// The options from the command-line flags' values (`--coverage`, `--coverage-counter-width`,
    /// `--coverage-binding`), checked; `kinds` is the `--coverage` list.
    pub fn parse(kinds: &str, width: Option<&str>, binding: Option<&str>) -> Result<Self, String> {
        let (mut lines, mut functions, mut branches) = (false, false, false);
        for kind in kinds.split(',') {
            match kind {
                "lines" => lines = true,
                "functions" => functions = true,
                "branches" => branches = true,
                other => {
                    return Err(format!(
                        "unknown --coverage kind '{other}' (known: lines, functions, branches)"
                    ));
                }
            }
        }
        let width = match width {
            Some(text) => CounterWidth::parse(text)?,
            None => CounterWidth::Bits64,
        };
        let pinned = match binding {
            None => None,
            Some(text) => {
                let parsed = text
                    .split_once(',')
                    .and_then(|(b, s)| Some((b.trim().parse().ok()?, s.trim().parse().ok()?)));
                Some(parsed.ok_or_else(|| {
                    format!("invalid --coverage-binding '{text}' (expected BINDING,SET)")
                })?)
            }
        };
        Ok(CoverageOptions {
            width,
            pinned,
            reserved_sets: Vec::new(),
            lowered_switches: Vec::new(),
            replaced_tests: Vec::new(),
            lines,
            functions,
            branches,
            aggregate: None,
        })
    }

    /// The `--coverage-aggregate` value.
    pub fn set_aggregate(&mut self, text: &str) -> Result<(), String> {
        self.aggregate = Some(Aggregation::parse(text)?);
        Ok(())
    }

    /// One `--coverage-reserved-set` value; reserving a set twice is the same as once.
    pub fn reserve_set(&mut self, text: &str) -> Result<(), String> {
        let set = text.trim().parse().map_err(|_| {
            format!("invalid --coverage-reserved-set '{text}' (expected a set number)")
        })?;
        if !self.reserved_sets.contains(&set) {
            self.reserved_sets.push(set);
        }
        Ok(())
    }
}

/// What a manifest entry counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryKind {
    /// A line marker: the first instruction of a (file, line) run in a block.
    Line,
    /// A function copy's entry: the counter of the copy's first line marker, which runs once
    /// per call; `line` and `file` are the function's declaration.
    Function,
    /// One arm of a conditional branch: `line` and `column` are the branch's, `site` numbers
    /// the branch in the module, `arm` is 0 for the arm taken when the condition is true and 1
    /// for the other.
    Branch {
        /// The branch site (one per conditional branch instruction, in module order).
        site: u32,
        /// The arm.
        arm: u32,
    },
}

/// One manifest entry: the marker its counter counts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ManifestEntry {
    /// What the entry counts.
    pub kind: EntryKind,
    /// The counter's index in the buffer (hosts use it, not the entry's position).
    pub counter: u32,
    /// The DebugSource file name, as the debug info records it.
    pub file: String,
    /// The marker's line.
    pub line: u32,
    /// The column of the run's first DebugLine.
    pub column: u32,
    /// The function whose scope the line is in (an inlined helper's own name).
    pub function: String,
    /// Which copy of the code the marker is in: one per (function, inlined-at) pair, numbered
    /// in order of appearance. Markers of one line in one copy count pieces of one execution
    /// (a line split across blocks); copies count separate executions.
    pub copy: u32,
}

/// The instrumented module and what a host needs to read its counters.
#[derive(Debug)]
pub struct Instrumented {
    /// The instrumented module.
    pub words: Vec<u32>,
    /// The line entries (one per counter, in counter order, when lines were asked for), the
    /// branch arms' (in counter order, after every line marker's counter), then the function
    /// entries (when asked for).
    pub entries: Vec<ManifestEntry>,
    /// The number of counters in the buffer.
    pub counter_count: usize,
    /// The counter element width.
    pub width: CounterWidth,
    /// The buffer's descriptor set (Vulkan flavour).
    pub set: u32,
    /// The buffer's binding (Vulkan flavour).
    pub binding: u32,
    /// Kernel flavour: per entry point, the index of the trailing kernel argument the buffer
    /// is passed in (the marshaling location); empty for the Vulkan flavour.
    pub kernel_arguments: Vec<(String, u32)>,
    /// How the markers add: per sub-group (the module needs the sub-group operations
    /// `BASIC` and `BALLOT`) or per invocation.
    pub aggregation: Aggregation,
}

/// The synthetic resource's opaque id (non-zero; the only synthetic resource so far).
pub const COVERAGE_RESOURCE_ID: u32 = 1;

impl Instrumented {
    /// The coverage manifest as JSON (deterministic: entries in counter order).
    pub fn manifest_json(&self) -> String {
        let mut out = String::new();
        let element = match self.width {
            CounterWidth::Bits32 => "uint32",
            CounterWidth::Bits64 => "uint64",
        };
        let _ = write!(
            out,
            "{{\"version\": 1, \"counter_count\": {}, \"element_type\": \"{element}\", \"element_stride\": {},\n \"entries\": [",
            self.counter_count,
            self.width.bytes()
        );
        for (i, e) in self.entries.iter().enumerate() {
            let branch = match e.kind {
                EntryKind::Branch { site, arm } => format!(", \"site\": {site}, \"arm\": {arm}"),
                _ => String::new(),
            };
            let _ = write!(
                out,
                "{}\n  {{\"kind\": \"{}\", \"counter\": {}, \"file\": {}, \"line\": {}, \"column\": {}, \"function\": {}, \"copy\": {}{branch}}}",
                if i == 0 { "" } else { "," },
                match e.kind {
                    EntryKind::Line => "line",
                    EntryKind::Function => "function",
                    EntryKind::Branch { .. } => "branch",
                },
                e.counter,
                json_string(&e.file),
                e.line,
                e.column,
                json_string(&e.function),
                e.copy
            );
        }
        out.push_str("\n]}\n");
        out
    }

    /// The binding contract: one synthetic resource record, `-1` where a location does not
    /// apply (0 is a valid set, binding and offset) and stride 0.
    pub fn contract_json(&self) -> String {
        if !self.kernel_arguments.is_empty() {
            let arguments: Vec<String> = self
                .kernel_arguments
                .iter()
                .map(|(name, index)| {
                    format!(
                        "{{\"entry_point\": {}, \"index\": {index}}}",
                        json_string(name)
                    )
                })
                .collect();
            return format!(
                "{{\"id\": {COVERAGE_RESOURCE_ID}, \"kind\": \"coverage_counters\", \"set\": -1, \"binding\": -1, \"offset\": -1, \"stride\": 0, \"counter_count\": {}, \"element_stride\": {}, \"kernel_arguments\": [{}]}}",
                self.counter_count,
                self.width.bytes(),
                arguments.join(", ")
            );
        }
        format!(
            "{{\"id\": {COVERAGE_RESOURCE_ID}, \"kind\": \"coverage_counters\", \"set\": {}, \"binding\": {}, \"offset\": -1, \"stride\": 0, \"counter_count\": {}, \"element_stride\": {}, \"aggregate\": \"{}\"}}",
            self.set,
            self.binding,
            self.counter_count,
            self.width.bytes(),
            self.aggregation.name()
        )
    }
}

/// `nsdi-llc --reflect`'s JSON with the binding contract beside the entry points, never among
/// their arguments: a host that reads only `entry_points` does not see the coverage buffer.
pub fn reflection_with_contract(reflection_json: &str, instrumented: &Instrumented) -> String {
    // The program-globals buffer is listed already: the contract joins its list.
    if reflection_json.contains("\n\"synthetic_resources\": [")
        && let Some(head) = reflection_json.strip_suffix("\n]}\n")
    {
        return format!("{head},\n  {}\n]}}\n", instrumented.contract_json());
    }
    match reflection_json.strip_suffix("]}\n") {
        Some(head) => format!(
            "{head}],\n\"synthetic_resources\": [\n  {}\n]}}\n",
            instrumented.contract_json()
        ),
        None => reflection_json.to_owned(),
    }
}

fn json_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

// SPIR-V opcodes and enumerants the pass reads or writes.
const OP_NAME: u16 = 5;
const OP_STRING: u16 = 7;
const OP_EXT_INST_IMPORT: u16 = 11;
const OP_EXT_INST: u16 = 12;
const OP_MEMORY_MODEL: u16 = 14;
const OP_ENTRY_POINT: u16 = 15;
const OP_CAPABILITY: u16 = 17;
const OP_TYPE_VOID: u16 = 19;
const OP_TYPE_INT: u16 = 21;
const OP_TYPE_RUNTIME_ARRAY: u16 = 29;
const OP_TYPE_STRUCT: u16 = 30;
const OP_TYPE_POINTER: u16 = 32;
const OP_CONSTANT: u16 = 43;
const OP_TYPE_FUNCTION: u16 = 33;
const OP_FUNCTION: u16 = 54;
const OP_FUNCTION_PARAMETER: u16 = 55;
const OP_FUNCTION_END: u16 = 56;
const OP_FUNCTION_CALL: u16 = 57;
const OP_IN_BOUNDS_PTR_ACCESS_CHAIN: u16 = 70;
const OP_VARIABLE: u16 = 59;
const OP_ACCESS_CHAIN: u16 = 65;
const OP_DECORATE: u16 = 71;
const OP_MEMBER_DECORATE: u16 = 72;
const OP_ATOMIC_IADD: u16 = 234;
const OP_SELECT: u16 = 169;
const OP_PHI: u16 = 245;
const OP_LOOP_MERGE: u16 = 246;
const OP_SELECTION_MERGE: u16 = 247;
const OP_LABEL: u16 = 248;
const OP_BRANCH: u16 = 249;
const OP_BRANCH_CONDITIONAL: u16 = 250;
const OP_SWITCH: u16 = 251;
const OP_TYPE_BOOL: u16 = 20;
const OP_IEQUAL: u16 = 170;
const OP_TYPE_VECTOR: u16 = 23;
const OP_CONSTANT_TRUE: u16 = 41;
const OP_UCONVERT: u16 = 113;
const OP_LOGICAL_NOT: u16 = 168;
#[cfg(test)]
const OP_RETURN: u16 = 253;
const OP_GROUP_NON_UNIFORM_ELECT: u16 = 333;
const OP_GROUP_NON_UNIFORM_BALLOT: u16 = 339;
const OP_GROUP_NON_UNIFORM_BALLOT_BIT_COUNT: u16 = 342;

const CAPABILITY_KERNEL: u32 = 6;
const CAPABILITY_INT64: u32 = 11;
const CAPABILITY_INT64_ATOMICS: u32 = 12;
const CAPABILITY_GROUP_NON_UNIFORM: u32 = 61;
const CAPABILITY_GROUP_NON_UNIFORM_BALLOT: u32 = 64;
const SCOPE_SUBGROUP: u32 = 3;
const GROUP_OPERATION_REDUCE: u32 = 0;
const SELECTION_CONTROL_NONE: u32 = 0;
const DECORATION_BLOCK: u32 = 2;
const DECORATION_ARRAY_STRIDE: u32 = 6;
const DECORATION_BINDING: u32 = 33;
const DECORATION_DESCRIPTOR_SET: u32 = 34;
const DECORATION_OFFSET: u32 = 35;
const STORAGE_CLASS_CROSS_WORKGROUP: u32 = 5;
const STORAGE_CLASS_STORAGE_BUFFER: u32 = 12;
const SCOPE_DEVICE: u32 = 1;
const SEMANTICS_RELAXED: u32 = 0;
const MEMORY_MODEL_VULKAN: u32 = 3;

// NonSemantic.Shader.DebugInfo.100 instruction numbers.
const NSDI_FUNCTION: u32 = 20;
const NSDI_LEXICAL_BLOCK: u32 = 21;
const NSDI_LEXICAL_BLOCK_DISCRIMINATOR: u32 = 22;
const NSDI_SCOPE: u32 = 23;
const NSDI_NO_SCOPE: u32 = 24;
const NSDI_SOURCE: u32 = 35;
const NSDI_LINE: u32 = 103;
const NSDI_NO_LINE: u32 = 104;

/// One instruction: its word range in the module.
#[derive(Clone, Copy)]
struct Inst {
    start: usize,
    len: usize,
    opcode: u16,
}

fn split(words: &[u32]) -> Result<Vec<Inst>, String> {
    if words.len() < 5 || words[0] != 0x0723_0203 {
        return Err("coverage: not a SPIR-V module".into());
    }
    let mut out = Vec::new();
    let mut at = 5;
    while at < words.len() {
        let len = (words[at] >> 16) as usize;
        if len == 0 || at + len > words.len() {
            return Err("coverage: truncated instruction in the module".into());
        }
        out.push(Inst {
            start: at,
            len,
            opcode: (words[at] & 0xffff) as u16,
        });
        at += len;
    }
    Ok(out)
}

fn decode_string(words: &[u32]) -> String {
    let bytes: Vec<u8> = words
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .take_while(|b| *b != 0)
        .collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

fn encode(opcode: u16, operands: &[u32]) -> Vec<u32> {
    let mut out = Vec::with_capacity(operands.len() + 1);
    out.push(((operands.len() as u32 + 1) << 16) | u32::from(opcode));
    out.extend_from_slice(operands);
    out
}

fn encode_string(s: &str) -> Vec<u32> {
    let mut words = Vec::new();
    rspirv::dr::Operand::LiteralString(s.to_owned()).assemble_into(&mut words);
    words
}

/// The manifest entries of branch site number `site`'s `count` arms at `at` (file, line,
/// column, copy) in `function`; their counters are numbered once the line markers are known.
fn branch_arms(
    site: usize,
    count: u32,
    at: &(String, u32, u32, u32),
    function: &str,
) -> Vec<ManifestEntry> {
    let (file, line, column, copy) = at;
    (0..count)
        .map(|arm| ManifestEntry {
            kind: EntryKind::Branch {
                site: site as u32,
                arm,
            },
            counter: 0,
            file: file.clone(),
            line: *line,
            column: *column,
            function: function.to_owned(),
            copy: *copy,
        })
        .collect()
}

/// A marker found in a function body: where its counter code goes and what it counts.
struct Marker {
    /// Index of the instruction the counter code follows (the opening `DebugLine`, or the
    /// last `OpPhi` when the line opens before the block's phis).
    after: usize,
    /// The function it is in (index into the module's functions, in order).
    function: usize,
    /// The label of the block it is in.
    block: u32,
    entry: ManifestEntry,
}

/// A function of the module, for the Kernel flavour's extra parameter.
struct FunctionInfo {
    /// Its result id and its `OpTypeFunction`.
    id: u32,
    type_id: u32,
    /// Index of the instruction the new parameter follows (the last `OpFunctionParameter`,
    /// or the `OpFunction` itself).
    last_parameter: usize,
    /// Its parameter count (the new parameter's index).
    parameters: u32,
    /// Has a body (a declaration, an import, gets no parameter and no counters).
    defined: bool,
}

/// A conditional branch or switch with a source line: its arm counters' code goes before it
/// (and before its merge instruction, which must stay right before the branch).
struct BranchSite {
    /// Index of the instruction the counter code precedes.
    before: usize,
    /// What picks the arm.
    test: ArmTest,
    /// The function it is in.
    function: usize,
    /// The label of the block it ends.
    block: u32,
    /// Its merge instruction is an `OpLoopMerge`: the block is a loop header, which cannot be
    /// split.
    loop_header: bool,
    /// The arms' entries: a conditional branch's true arm, then its false arm; a switch's
    /// default, then its cases in the instruction's order.
    arms: Vec<ManifestEntry>,
}

/// Where a line marker's counter code goes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Placement {
    /// Right after the marker, in a selection that splits the block (sub-group aggregation).
    Split,
    /// At the start of this block: the marker is in a loop header, which cannot be split, and
    /// this block (the header's only successor, with no other predecessor) runs as often.
    AtStartOf(u32),
    /// Right after the marker, an add of 1 by every invocation.
    PerInvocation,
}

/// What a block split counts.
#[derive(Clone, Copy)]
enum SplitOf {
    /// A line marker, by index.
    Marker(usize),
    /// A conditional branch site, by index.
    Branch(usize),
}

/// The ids of what the ballots need.
#[derive(Clone, Copy)]
struct SubGroupIds {
    /// `uint4`, a ballot's result.
    vector: u32,
    /// `bool`.
    bool_type: u32,
    /// `true`, a line marker's predicate.
    true_value: u32,
    /// The constant `Subgroup` scope.
    scope: u32,
}

/// The NSDI `DebugScope` and `DebugLine` in effect at a point of a block (whole instructions).
#[derive(Clone, Copy, Default)]
struct DebugState<'a> {
    scope: Option<&'a [u32]>,
    line: Option<&'a [u32]>,
}

impl DebugState<'_> {
    /// Copies of the scope, then the line, with new result ids.
    fn copy_into(&self, out: &mut Vec<u32>, id: &mut impl FnMut() -> u32) {
        for instruction in [self.scope, self.line].into_iter().flatten() {
            let mut copy = instruction.to_vec();
            if copy.len() > 2 {
                copy[2] = id();
            }
            out.extend(copy);
        }
    }
}

/// What picks a branch site's arm.
enum ArmTest {
    /// `OpBranchConditional`'s condition (an `OpTypeBool` value).
    Condition(u32),
    /// A switch's selector, its integer type, the cases' literals (one or two words) and
    /// each literal's arm (never 0: a case that goes where the default goes is left out).
    Switch {
        selector: u32,
        selector_type: u32,
        literals: Vec<Vec<u32>>,
        arms: Vec<u32>,
    },
}

/// Instrument `words` (a Vulkan-flavour module with NSDI line info) with line counters.
pub fn instrument(words: &[u32], options: &CoverageOptions) -> Result<Instrumented, String> {
    let insts = split(words)?;
    let operands = |i: &Inst| &words[i.start + 1..i.start + i.len];
    let mut nsdi_set = None;
    let mut strings: HashMap<u32, String> = HashMap::new();
    let mut constants: HashMap<u32, u32> = HashMap::new();
    let mut ext: HashMap<u32, (u32, Vec<u32>)> = HashMap::new();
    let mut int_types: HashMap<u32, u32> = HashMap::new();
    let mut pointer_types: HashMap<(u32, u32), u32> = HashMap::new();
    let mut capabilities = HashSet::new();
    let mut used_sets: Vec<u32> = Vec::new();
    let mut bindings: Vec<(u32, u32, u32)> = Vec::new();
    let mut vulkan_memory_model = false;
    let mut function_types: HashMap<u32, Vec<u32>> = HashMap::new();
    // Integer type id -> width, and the integer type of each value (for a switch's selector).
    let mut int_widths: HashMap<u32, u32> = HashMap::new();
    let mut value_types: HashMap<u32, u32> = HashMap::new();
    let mut bool_type = None;
    let mut entry_points: Vec<(u32, String)> = Vec::new();
    // For sub-group aggregation: the `uint4` and `true` it needs where the module has them,
    // each label's instruction index and how many branches target it.
    let mut vector_types: HashMap<(u32, u32), u32> = HashMap::new();
    let mut true_constants: HashMap<u32, u32> = HashMap::new();
    let mut label_index: HashMap<u32, usize> = HashMap::new();
    let mut branch_targets: HashMap<u32, usize> = HashMap::new();
    for (position, inst) in insts.iter().enumerate() {
        let ops = operands(inst);
        match inst.opcode {
            OP_CAPABILITY if !ops.is_empty() => {
                capabilities.insert(ops[0]);
            }
            OP_EXT_INST_IMPORT
                if ops.len() >= 2
                    && decode_string(&ops[1..]) == "NonSemantic.Shader.DebugInfo.100" =>
            {
                nsdi_set = Some(ops[0]);
            }
            OP_MEMORY_MODEL if ops.len() >= 2 => {
                vulkan_memory_model = ops[1] == MEMORY_MODEL_VULKAN
            }
            OP_STRING if ops.len() >= 2 => {
                strings.insert(ops[0], decode_string(&ops[1..]));
            }
            OP_DECORATE if ops.len() >= 3 => match ops[1] {
                DECORATION_DESCRIPTOR_SET => {
                    used_sets.push(ops[2]);
                    bindings.push((ops[0], ops[2], u32::MAX));
                }
                DECORATION_BINDING => bindings.push((ops[0], u32::MAX, ops[2])),
                _ => {}
            },
            OP_TYPE_INT if ops.len() >= 3 => {
                int_widths.insert(ops[0], ops[1]);
                if ops[2] == 0 {
                    int_types.insert(ops[1], ops[0]);
                }
            }
            OP_TYPE_BOOL if !ops.is_empty() => bool_type = Some(ops[0]),
            OP_TYPE_VECTOR if ops.len() >= 3 => {
                vector_types.entry((ops[1], ops[2])).or_insert(ops[0]);
            }
            OP_CONSTANT_TRUE if ops.len() >= 2 => {
                true_constants.entry(ops[0]).or_insert(ops[1]);
            }
            OP_LABEL if !ops.is_empty() => {
                label_index.insert(ops[0], position);
            }
            // How many branch instructions name each label (a switch's literals are counted
            // too: an overcount only makes a loop header's marker stay where it is).
            OP_BRANCH | OP_BRANCH_CONDITIONAL | OP_SWITCH => {
                let targets = match inst.opcode {
                    OP_BRANCH => ops.get(..1),
                    OP_BRANCH_CONDITIONAL => ops.get(1..3),
                    _ => ops.get(1..),
                };
                for target in targets.unwrap_or(&[]) {
                    *branch_targets.entry(*target).or_insert(0) += 1;
                }
            }
            OP_TYPE_POINTER if ops.len() >= 3 => {
                pointer_types.entry((ops[1], ops[2])).or_insert(ops[0]);
            }
            OP_CONSTANT if ops.len() == 3 => {
                constants.insert(ops[1], ops[2]);
            }
            OP_TYPE_FUNCTION if ops.len() >= 2 => {
                function_types.insert(ops[0], ops[1..].to_vec());
            }
            OP_ENTRY_POINT if ops.len() >= 3 => {
                entry_points.push((ops[1], decode_string(&ops[2..])));
            }
            OP_EXT_INST if ops.len() >= 4 && Some(ops[2]) == nsdi_set => {
                ext.insert(ops[1], (ops[3], ops[4..].to_vec()));
            }
            _ => {}
        }
        // Any instruction whose first operand is an integer type has a result of that type
        // (types are declared before their uses).
        if inst.opcode != OP_TYPE_INT && ops.len() >= 2 && int_widths.contains_key(&ops[0]) {
            value_types.insert(ops[1], ops[0]);
        }
    }
    let Some(nsdi_set) = nsdi_set else {
        return Err("--coverage needs debug line info (-gline-tables-only or -g)".into());
    };
    if vulkan_memory_model {
        return Err(
            "--coverage: modules with the Vulkan memory model are not supported yet".into(),
        );
    }
    // The Kernel flavour passes the buffer as a trailing kernel argument: no set, no binding.
    let kernel = capabilities.contains(&CAPABILITY_KERNEL);
    if kernel && options.aggregate == Some(Aggregation::SubGroup) {
        return Err(
            "--coverage-aggregate=subgroup is for the Vulkan flavour; the Kernel flavour adds per work-item".into(),
        );
    }
    let aggregation = match options.aggregate {
        Some(chosen) => chosen,
        None if kernel => Aggregation::None,
        None => Aggregation::SubGroup,
    };
    if kernel && (options.pinned.is_some() || !options.reserved_sets.is_empty()) {
        return Err(
            "--coverage-binding and --coverage-reserved-set place the Vulkan flavour's buffer; the Kernel flavour passes it as the trailing kernel argument".into(),
        );
    }
    // Placement: an explicit binding wins; otherwise binding 0 of the set after the highest
    // one the kernel uses or the host reserved, so the buffer never fills a hole in the
    // host's own layout.
    let (binding, set) = match options.pinned {
        Some(pinned) => pinned,
        None if kernel => (u32::MAX, u32::MAX),
        None => {
            let highest = used_sets.iter().chain(&options.reserved_sets).max();
            let set = match highest {
                None => 0,
                Some(s) => s
                    .checked_add(1)
                    .ok_or("--coverage: no descriptor set is left after the highest one in use")?,
            };
            (0, set)
        }
    };
    if options.pinned.is_some() {
        let mut per_var: HashMap<u32, (u32, u32)> = HashMap::new();
        for (var, s, b) in &bindings {
            let slot = per_var.entry(*var).or_insert((u32::MAX, u32::MAX));
            if *s != u32::MAX {
                slot.0 = *s;
            }
            if *b != u32::MAX {
                slot.1 = *b;
            }
        }
        if per_var.values().any(|(s, b)| (*s, *b) == (set, binding)) {
            return Err(format!(
                "--coverage-binding={binding},{set}: set {set} binding {binding} is used by the kernel"
            ));
        }
    }

    let constant = |id: u32| constants.get(&id).copied();
    // The function a scope belongs to: follow lexical-block parents to the DebugFunction.
    // Iterative, with a bound, so a malformed (cyclic) chain cannot loop or recurse.
    let function_decl = |mut scope: u32| -> Option<&Vec<u32>> {
        for _ in 0..ext.len() + 1 {
            match ext.get(&scope) {
                Some((NSDI_FUNCTION, ops)) if ops.len() >= 4 => return Some(ops),
                Some((NSDI_LEXICAL_BLOCK, ops)) if ops.len() >= 4 => scope = ops[3],
                Some((NSDI_LEXICAL_BLOCK_DISCRIMINATOR, ops)) if ops.len() >= 3 => scope = ops[2],
                _ => break,
            }
        }
        None
    };
    let function_of = |scope: u32| -> String {
        function_decl(scope)
            .and_then(|ops| strings.get(&ops[0]).cloned())
            .unwrap_or_default()
    };
    let file_of = |source: u32| -> String {
        match ext.get(&source) {
            Some((NSDI_SOURCE, ops)) if !ops.is_empty() => {
                strings.get(&ops[0]).cloned().unwrap_or_default()
            }
            _ => String::new(),
        }
    };

    let replaced_tests: HashMap<u32, u32> = options
        .replaced_tests
        .iter()
        .map(|t| (t.block_label, t.condition))
        .collect();
    // A loop header's code follows in the block its OpLoopMerge's OpBranch goes to: that
    // block's label -> the header's.
    let mut header_of: HashMap<u32, u32> = HashMap::new();
    let lowered_switches: HashMap<u32, &LoweredSwitchSite> = options
        .lowered_switches
        .iter()
        .map(|s| (s.tree_label, s))
        .collect();
    let mut current_label = 0;

    // Markers: per block, a new counter whenever the (file, line) of the DebugLines changes.
    let mut markers: Vec<Marker> = Vec::new();
    let mut in_function = false;
    let mut run: Option<(u32, u32, u32)> = None;
    let mut scope_function = String::new();
    let mut current_function = 0;
    let mut current_block = 0;
    // Loop header label -> the block its `OpLoopMerge` is followed by an `OpBranch` to (none:
    // a conditional branch follows, as nsdi never writes).
    let mut loop_inner: HashMap<u32, Option<u32>> = HashMap::new();
    let mut inlined_at = 0;
    let mut copies: HashMap<(u32, u32), u32> = HashMap::new();
    let mut pending_phi: Option<usize> = None;
    // Function entries: the first marker of each copy, when it runs once per call (a
    // function's own code: in its entry block; inlined code: its first marker, in the block
    // the inlined body starts in).
    let mut function_entries: Vec<ManifestEntry> = Vec::new();
    let mut scope_id = 0;
    let mut blocks_in_function = 0;
    // The (source, line, column, copy) of the DebugLine in effect: a conditional branch under
    // it is a branch site; under line 0 or DebugNoLine (the structurizer's routing) it is not.
    let mut line_in_effect: Option<(u32, u32, u32, u32)> = None;
    let mut branch_sites: Vec<BranchSite> = Vec::new();
    // Line markers (and so function entries) only when lines or functions are asked for.
    let count_lines = options.lines || options.functions;
    let mut functions: Vec<FunctionInfo> = Vec::new();
    for (index, inst) in insts.iter().enumerate() {
        let ops = operands(inst);
        match inst.opcode {
            OP_FUNCTION => {
                in_function = true;
                current_function = ops.get(1).copied().unwrap_or(0);
                inlined_at = 0;
                blocks_in_function = 0;
                functions.push(FunctionInfo {
                    id: current_function,
                    type_id: ops.get(3).copied().unwrap_or(0),
                    last_parameter: index,
                    parameters: 0,
                    defined: false,
                });
            }
            OP_FUNCTION_PARAMETER => {
                if let Some(f) = functions.last_mut() {
                    f.last_parameter = index;
                    f.parameters += 1;
                }
            }
            OP_FUNCTION_END => in_function = false,
            OP_LOOP_MERGE => {
                let inner = insts
                    .get(index + 1)
                    .filter(|next| next.opcode == OP_BRANCH)
                    .and_then(|next| operands(next).first().copied());
                loop_inner.insert(current_block, inner);
            }
            OP_LABEL => {
                current_block = ops.first().copied().unwrap_or(0);
                if let Some(f) = functions.last_mut() {
                    f.defined = true;
                }
                run = None;
                pending_phi = None;
                line_in_effect = None;
                blocks_in_function += 1;
                current_label = ops.first().copied().unwrap_or(0);
            }
            // A loop header's own branch to the block with its code: not a site.
            OP_BRANCH
                if in_function
                    && !ops.is_empty()
                    && index.checked_sub(1).map(|i| insts[i].opcode) == Some(OP_LOOP_MERGE) =>
            {
                header_of.insert(ops[0], current_label);
                pending_phi = None;
            }
            // An unconditional branch is a site where it stands for one the Vulkan flavour's
            // passes replaced: a lowered switch's (to its compare tree), or an original
            // conditional branch whose decision the structurizer moved into a block of its own.
            OP_BRANCH if in_function && options.branches && !ops.is_empty() => {
                if let Some((source, line, column, copy)) = line_in_effect {
                    let before = index;
                    let block = header_of
                        .get(&current_label)
                        .copied()
                        .unwrap_or(current_label);
                    let test = match lowered_switches.get(&ops[0]) {
                        Some(switch) => lowered_switch_test(switch, &value_types, &int_widths),
                        None => replaced_tests
                            .get(&block)
                            .map(|condition| (ArmTest::Condition(*condition), 2)),
                    };
                    if let Some((test, arm_count)) = test {
                        let at = (file_of(source), line, column, copy);
                        let arms = branch_arms(branch_sites.len(), arm_count, &at, &scope_function);
                        branch_sites.push(BranchSite {
                            before,
                            test,
                            function: functions.len().saturating_sub(1),
                            block: current_label,
                            loop_header: false,
                            arms,
                        });
                    }
                }
                pending_phi = None;
            }
            OP_BRANCH_CONDITIONAL if in_function && options.branches && !ops.is_empty() => {
                if let Some((source, line, column, copy)) = line_in_effect {
                    let before = match index.checked_sub(1).map(|i| insts[i].opcode) {
                        Some(OP_SELECTION_MERGE | OP_LOOP_MERGE) => index - 1,
                        _ => index,
                    };
                    let at = (file_of(source), line, column, copy);
                    branch_sites.push(BranchSite {
                        before,
                        test: ArmTest::Condition(ops[0]),
                        function: functions.len().saturating_sub(1),
                        block: current_block,
                        loop_header: insts[before].opcode == OP_LOOP_MERGE,
                        arms: branch_arms(branch_sites.len(), 2, &at, &scope_function),
                    });
                }
                pending_phi = None;
            }
            // The Kernel flavour keeps switches (the Vulkan flavour's are lowered to branches
            // before SPIR-V): arm 0 is the default, arm k the k-th case.
            OP_SWITCH if in_function && options.branches && ops.len() >= 2 => {
                let selector_type = value_types.get(&ops[0]).copied();
                let literal_words = selector_type
                    .and_then(|t| int_widths.get(&t))
                    .map(|bits| bits.div_ceil(32) as usize)
                    .filter(|words| *words > 0);
                if let (Some((source, line, column, copy)), Some(selector_type), Some(words)) =
                    (line_in_effect, selector_type, literal_words)
                    && (ops.len() - 2) % (words + 1) == 0
                {
                    let before = match index.checked_sub(1).map(|i| insts[i].opcode) {
                        Some(OP_SELECTION_MERGE) => index - 1,
                        _ => index,
                    };
                    // One arm per target: cases that share a label are one edge, and a case
                    // that goes to the default's label is the default's arm.
                    let mut targets: Vec<u32> = Vec::new();
                    let (mut literals, mut case_arms) = (Vec::new(), Vec::new());
                    for pair in ops[2..].chunks(words + 1) {
                        let label = pair[words];
                        if label == ops[1] {
                            continue;
                        }
                        let arm = match targets.iter().position(|t| *t == label) {
                            Some(i) => i + 1,
                            None => {
                                targets.push(label);
                                targets.len()
                            }
                        };
                        literals.push(pair[..words].to_vec());
                        case_arms.push(arm as u32);
                    }
                    let at = (file_of(source), line, column, copy);
                    let arm_count = targets.len() as u32 + 1;
                    let arms = branch_arms(branch_sites.len(), arm_count, &at, &scope_function);
                    branch_sites.push(BranchSite {
                        before,
                        test: ArmTest::Switch {
                            selector: ops[0],
                            selector_type,
                            literals,
                            arms: case_arms,
                        },
                        function: functions.len().saturating_sub(1),
                        block: current_block,
                        loop_header: insts[before].opcode == OP_LOOP_MERGE,
                        arms,
                    });
                }
                pending_phi = None;
            }
            OP_PHI => {
                // Counter code cannot precede a phi: a marker opened before the phis moves
                // after the last one (where the same DebugLine is still in effect).
                if let Some(m) = pending_phi {
                    markers[m].after = index;
                }
            }
            OP_EXT_INST if in_function && ops.len() >= 4 && ops[2] == nsdi_set => match ops[3] {
                NSDI_SCOPE if ops.len() >= 5 => {
                    scope_function = function_of(ops[4]);
                    scope_id = ops[4];
                    inlined_at = ops.get(5).copied().unwrap_or(0);
                }
                NSDI_NO_SCOPE => {
                    scope_function.clear();
                    inlined_at = 0;
                    line_in_effect = None;
                }
                NSDI_NO_LINE => line_in_effect = None,
                NSDI_LINE if ops.len() >= 9 && constant(ops[5]).is_none_or(|l| l == 0) => {
                    line_in_effect = None;
                }
                // Line 0 is code of no source line (blocks the structurizer adds): it is not a
                // marker and does not end the run it interrupts.
                NSDI_LINE if ops.len() >= 9 && constant(ops[5]).is_some_and(|l| l != 0) => {
                    let source = ops[4];
                    let line = constant(ops[5]).unwrap_or(0);
                    let next_copy = copies.len() as u32;
                    let copy = *copies
                        .entry((current_function, inlined_at))
                        .or_insert(next_copy);
                    let first_of_copy = copy == next_copy;
                    line_in_effect = Some((source, line, constant(ops[7]).unwrap_or(0), copy));
                    if !count_lines {
                        continue;
                    }
                    if first_of_copy
                        && (inlined_at != 0 || blocks_in_function == 1)
                        && let Some(decl) = function_decl(scope_id)
                    {
                        function_entries.push(ManifestEntry {
                            kind: EntryKind::Function,
                            counter: markers.len() as u32,
                            file: file_of(decl[2]),
                            line: constant(decl[3]).unwrap_or(0),
                            column: 0,
                            function: scope_function.clone(),
                            copy,
                        });
                    }
                    if run != Some((source, line, copy)) {
                        run = Some((source, line, copy));
                        markers.push(Marker {
                            after: index,
                            function: functions.len().saturating_sub(1),
                            block: current_block,
                            entry: ManifestEntry {
                                kind: EntryKind::Line,
                                counter: markers.len() as u32,
                                file: file_of(source),
                                line,
                                column: constant(ops[7]).unwrap_or(0),
                                function: scope_function.clone(),
                                copy,
                            },
                        });
                        pending_phi = Some(markers.len() - 1);
                    }
                }
                _ => {}
            },
            OP_VARIABLE if in_function => {
                // Function-storage variables head the entry block: same rule as phis.
                if let Some(m) = pending_phi {
                    markers[m].after = index;
                }
            }
            _ if in_function && inst.opcode != OP_EXT_INST => pending_phi = None,
            _ => {}
        }
    }

    // Sub-group aggregation splits the marker's block: the counter add moves into a block of
    // its own that only the elected invocation runs. A loop header cannot be split (its
    // `OpLoopMerge` must stay in the block the back edge targets), so its markers move to the
    // start of the block the header branches to, when that block runs exactly as often (the
    // header is its only predecessor and it has no phis); otherwise they add per invocation.
    let aggregating = aggregation == Aggregation::SubGroup;
    let marker_placement: Vec<Placement> = markers
        .iter()
        .map(|m| match loop_inner.get(&m.block) {
            _ if !aggregating => Placement::PerInvocation,
            None => Placement::Split,
            Some(Some(inner))
                if branch_targets.get(inner) == Some(&1)
                    && label_index
                        .get(inner)
                        .and_then(|i| insts.get(i + 1))
                        .is_some_and(|next| next.opcode != OP_PHI) =>
            {
                Placement::AtStartOf(*inner)
            }
            Some(_) => Placement::PerInvocation,
        })
        .collect();
    let branch_aggregated: Vec<bool> = branch_sites
        .iter()
        .map(|b| aggregating && !b.loop_header && matches!(b.test, ArmTest::Condition(_)))
        .collect();
    // Every split, in output order within its block: (block, order key, which), where the key
    // is twice the instruction index the code follows (plus one) or precedes.
    let mut splits: Vec<(u32, usize, SplitOf)> = Vec::new();
    for (m, (marker, placement)) in markers.iter().zip(&marker_placement).enumerate() {
        match placement {
            Placement::Split => {
                splits.push((marker.block, 2 * marker.after + 1, SplitOf::Marker(m)))
            }
            Placement::AtStartOf(inner) => {
                splits.push((*inner, 2 * label_index[inner] + 1, SplitOf::Marker(m)))
            }
            Placement::PerInvocation => {}
        }
    }
    for (b, branch) in branch_sites.iter().enumerate() {
        if branch_aggregated[b] {
            splits.push((branch.block, 2 * branch.before, SplitOf::Branch(b)));
        }
    }
    splits.sort_by_key(|(_, key, _)| *key);

    // New ids from the bound.
    let mut bound = words[3];
    let mut fresh = || {
        bound += 1;
        bound - 1
    };
    let width_bits = options.width.bits();
    let (counter_type, new_int) = match int_types.get(&width_bits) {
        Some(id) => (*id, None),
        None => {
            let id = fresh();
            (id, Some(id))
        }
    };
    let (uint32_type, new_uint32) = if width_bits == 32 {
        (counter_type, None)
    } else {
        match int_types.get(&32) {
            Some(id) => (*id, None),
            None => {
                let id = fresh();
                (id, Some(id))
            }
        }
    };
    let array_type = fresh();
    let struct_type = fresh();
    let struct_pointer = fresh();
    // The element pointer type is reused where the kernel declares it (a new integer type
    // cannot have one yet).
    let element_storage = if kernel {
        STORAGE_CLASS_CROSS_WORKGROUP
    } else {
        STORAGE_CLASS_STORAGE_BUFFER
    };
    let (element_pointer, new_element_pointer) =
        match pointer_types.get(&(element_storage, counter_type)) {
            Some(id) if new_int.is_none() => (*id, None),
            _ => {
                let id = fresh();
                (id, Some(id))
            }
        };
    let variable = fresh();
    let zero = fresh();
    let scope = fresh();
    let semantics = fresh();
    let one = fresh();
    // Counters: the line markers' first, then one per arm of each branch site, in order.
    let mut counter_count = markers.len();
    let mut first_arm_counter = Vec::with_capacity(branch_sites.len());
    for branch in &mut branch_sites {
        first_arm_counter.push(counter_count);
        for entry in &mut branch.arms {
            entry.counter = counter_count as u32;
            counter_count += 1;
        }
    }
    let counter_ids: Vec<u32> = (0..counter_count).map(|_| fresh()).collect();
    let chain_ids: Vec<(u32, u32)> = (0..markers.len()).map(|_| (fresh(), fresh())).collect();
    // Per branch site: the selected counter index, the element pointer, the add's result;
    // a switch also per case: the literal's constant, the compare, the select.
    let branch_ids: Vec<[u32; 3]> = (0..branch_sites.len())
        .map(|_| [fresh(), fresh(), fresh()])
        .collect();
    let case_ids: Vec<Vec<[u32; 3]>> = branch_sites
        .iter()
        .map(|b| match &b.test {
            ArmTest::Switch { literals, .. } => literals
                .iter()
                .map(|_| [fresh(), fresh(), fresh()])
                .collect(),
            ArmTest::Condition(_) => Vec::new(),
        })
        .collect();
    // Each split's join label, known before the output so that a phi naming the split block
    // as its predecessor (which may come first, a loop header's) names the join instead: the
    // block's last join, where its terminator now is.
    let split_joins: Vec<u32> = splits.iter().map(|_| fresh()).collect();
    let mut predecessor_renames: HashMap<u32, u32> = HashMap::new();
    for ((block, _, _), join) in splits.iter().zip(&split_joins) {
        predecessor_renames.insert(*block, *join);
    }
    let marker_split: HashMap<usize, usize> = splits
        .iter()
        .enumerate()
        .filter_map(|(k, (_, _, of))| match of {
            SplitOf::Marker(m) => Some((*m, k)),
            SplitOf::Branch(_) => None,
        })
        .collect();
    let branch_split: HashMap<usize, usize> = splits
        .iter()
        .enumerate()
        .filter_map(|(k, (_, _, of))| match of {
            SplitOf::Branch(b) => Some((*b, k)),
            SplitOf::Marker(_) => None,
        })
        .collect();
    // Markers moved to the start of a loop header's inner block, by that block's label.
    let mut at_block_start: HashMap<u32, Vec<usize>> = HashMap::new();
    for (m, placement) in marker_placement.iter().enumerate() {
        if let Placement::AtStartOf(inner) = placement {
            at_block_start.entry(*inner).or_default().push(m);
        }
    }
    let has_splits = !splits.is_empty();
    let has_switch = case_ids.iter().any(|c| !c.is_empty());
    let (bool_id, new_bool) = match bool_type {
        Some(id) => (id, None),
        None if has_switch || has_splits => {
            let id = fresh();
            (id, Some(id))
        }
        None => (0, None),
    };
    // What the ballots need: a `uint4`, `true` and the Subgroup scope.
    let mut sub_group_type_words = Vec::new();
    let sub_group = if has_splits {
        let vector = match vector_types.get(&(uint32_type, 4)) {
            Some(id) => *id,
            None => {
                let id = fresh();
                sub_group_type_words.extend(encode(OP_TYPE_VECTOR, &[id, uint32_type, 4]));
                id
            }
        };
        let true_value = match true_constants.get(&bool_id) {
            Some(id) => *id,
            None => {
                let id = fresh();
                sub_group_type_words.extend(encode(OP_CONSTANT_TRUE, &[bool_id, id]));
                id
            }
        };
        let scope = fresh();
        sub_group_type_words.extend(encode(OP_CONSTANT, &[uint32_type, scope, SCOPE_SUBGROUP]));
        SubGroupIds {
            vector,
            bool_type: bool_id,
            true_value,
            scope,
        }
    } else {
        SubGroupIds {
            vector: 0,
            bool_type: 0,
            true_value: 0,
            scope: 0,
        }
    };
    // Kernel flavour: every defined function takes the buffer as a new trailing parameter
    // (kernels from the host, helpers from their callers), with a function type that has it.
    let parameter_ids: Vec<Option<u32>> = functions
        .iter()
        .map(|f| (kernel && f.defined).then(&mut fresh))
        .collect();
    let mut extended_types: Vec<(u32, u32)> = Vec::new();
    if kernel {
        for f in functions.iter().filter(|f| f.defined) {
            if !extended_types.iter().any(|(old, _)| *old == f.type_id) {
                if !function_types.contains_key(&f.type_id) {
                    return Err("coverage: a function's type is not an OpTypeFunction".into());
                }
                extended_types.push((f.type_id, fresh()));
            }
        }
    }
    let extended_type = |old: u32| {
        extended_types
            .iter()
            .find(|(o, _)| *o == old)
            .map(|(_, new)| *new)
    };
    // A defined function's id -> its parameter count (the new parameter's index).
    let parameter_counts: HashMap<u32, u32> = functions
        .iter()
        .filter(|f| f.defined)
        .map(|f| (f.id, f.parameters))
        .collect();
    let defined_ids: HashSet<u32> = functions
        .iter()
        .filter(|f| f.defined)
        .map(|f| f.id)
        .collect();
    // The buffer a counter adds into: the variable, or the function's parameter.
    let counter_base = |function: usize| -> u32 {
        parameter_ids
            .get(function)
            .copied()
            .flatten()
            .unwrap_or(variable)
    };

    let mut capability_words = Vec::new();
    if options.width == CounterWidth::Bits64 {
        for cap in [CAPABILITY_INT64, CAPABILITY_INT64_ATOMICS] {
            if !capabilities.contains(&cap) {
                capability_words.extend(encode(OP_CAPABILITY, &[cap]));
            }
        }
    }
    if has_splits {
        for cap in [
            CAPABILITY_GROUP_NON_UNIFORM,
            CAPABILITY_GROUP_NON_UNIFORM_BALLOT,
        ] {
            if !capabilities.contains(&cap) {
                capability_words.extend(encode(OP_CAPABILITY, &[cap]));
            }
        }
    }
    let mut annotation_words = Vec::new();
    let named: Vec<u32> = if kernel {
        parameter_ids.iter().flatten().copied().collect()
    } else {
        vec![variable]
    };
    for id in named {
        annotation_words.extend(encode(OP_NAME, &{
            let mut v = vec![id];
            v.extend(encode_string("nsdi.coverage.counters"));
            v
        }));
    }
    let mut decorations = Vec::new();
    if !kernel {
        decorations.extend(encode(
            OP_DECORATE,
            &[array_type, DECORATION_ARRAY_STRIDE, options.width.bytes()],
        ));
        decorations.extend(encode(OP_DECORATE, &[struct_type, DECORATION_BLOCK]));
        decorations.extend(encode(
            OP_MEMBER_DECORATE,
            &[struct_type, 0, DECORATION_OFFSET, 0],
        ));
        decorations.extend(encode(
            OP_DECORATE,
            &[variable, DECORATION_DESCRIPTOR_SET, set],
        ));
        decorations.extend(encode(
            OP_DECORATE,
            &[variable, DECORATION_BINDING, binding],
        ));
    }
    let mut type_words = Vec::new();
    if let Some(id) = new_uint32 {
        type_words.extend(encode(OP_TYPE_INT, &[id, 32, 0]));
    }
    if let Some(id) = new_int {
        type_words.extend(encode(OP_TYPE_INT, &[id, width_bits, 0]));
    }
    if kernel {
        if let Some(id) = new_element_pointer {
            type_words.extend(encode(
                OP_TYPE_POINTER,
                &[id, STORAGE_CLASS_CROSS_WORKGROUP, counter_type],
            ));
        }
        for (old, new) in &extended_types {
            let mut operands = vec![*new];
            operands.extend(function_types.get(old).map(Vec::as_slice).unwrap_or(&[]));
            operands.push(element_pointer);
            type_words.extend(encode(OP_TYPE_FUNCTION, &operands));
        }
    } else {
        type_words.extend(encode(OP_TYPE_RUNTIME_ARRAY, &[array_type, counter_type]));
        type_words.extend(encode(OP_TYPE_STRUCT, &[struct_type, array_type]));
        type_words.extend(encode(
            OP_TYPE_POINTER,
            &[struct_pointer, STORAGE_CLASS_STORAGE_BUFFER, struct_type],
        ));
        if let Some(id) = new_element_pointer {
            type_words.extend(encode(
                OP_TYPE_POINTER,
                &[id, STORAGE_CLASS_STORAGE_BUFFER, counter_type],
            ));
        }
        type_words.extend(encode(
            OP_VARIABLE,
            &[struct_pointer, variable, STORAGE_CLASS_STORAGE_BUFFER],
        ));
    }
    type_words.extend(encode(OP_CONSTANT, &[uint32_type, zero, 0]));
    type_words.extend(encode(OP_CONSTANT, &[uint32_type, scope, SCOPE_DEVICE]));
    type_words.extend(encode(
        OP_CONSTANT,
        &[uint32_type, semantics, SEMANTICS_RELAXED],
    ));
    match options.width {
        CounterWidth::Bits32 => type_words.extend(encode(OP_CONSTANT, &[counter_type, one, 1])),
        CounterWidth::Bits64 => type_words.extend(encode(OP_CONSTANT, &[counter_type, one, 1, 0])),
    }
    for (i, id) in counter_ids.iter().enumerate() {
        type_words.extend(encode(OP_CONSTANT, &[uint32_type, *id, i as u32]));
    }
    if let Some(id) = new_bool {
        type_words.extend(encode(OP_TYPE_BOOL, &[id]));
    }
    type_words.extend(&sub_group_type_words);
    for (branch, cases) in branch_sites.iter().zip(&case_ids) {
        if let ArmTest::Switch {
            selector_type,
            literals,
            ..
        } = &branch.test
        {
            for (literal, [constant, _, _]) in literals.iter().zip(cases) {
                let mut operands = vec![*selector_type, *constant];
                operands.extend(literal);
                type_words.extend(encode(OP_CONSTANT, &operands));
            }
        }
    }

    // Where the module sections start.
    let first_capability = insts
        .iter()
        .position(|i| i.opcode == OP_CAPABILITY)
        .ok_or("coverage: the module has no capability")?;
    // The buffer's name goes beside the module's own names (none: no name, as at -g0).
    let first_name = insts.iter().position(|i| i.opcode == OP_NAME);
    let first_type = insts
        .iter()
        .position(|i| {
            (OP_TYPE_VOID..=39).contains(&i.opcode)
                || (41..=52).contains(&i.opcode)
                || i.opcode == OP_VARIABLE
                || i.opcode == OP_EXT_INST
                || i.opcode == OP_FUNCTION
        })
        .ok_or("coverage: the module has no types")?;
    let first_function = insts
        .iter()
        .position(|i| i.opcode == OP_FUNCTION)
        .unwrap_or(insts.len());
    let after_markers: HashMap<usize, usize> = markers
        .iter()
        .enumerate()
        .map(|(m, k)| (k.after, m))
        .collect();
    let before_branches: HashMap<usize, usize> = branch_sites
        .iter()
        .enumerate()
        .map(|(s, b)| (b.before, s))
        .collect();

    // The element pointer of counter `index` in the buffer: an access chain into the
    // variable's array (Vulkan) or a pointer step from the parameter (Kernel).
    let element = |pointer: u32, function: usize, index: u32| -> Vec<u32> {
        if kernel {
            encode(
                OP_IN_BOUNDS_PTR_ACCESS_CHAIN,
                &[element_pointer, pointer, counter_base(function), index],
            )
        } else {
            encode(
                OP_ACCESS_CHAIN,
                &[element_pointer, pointer, variable, zero, index],
            )
        }
    };
    // Sub-group aggregation: the active invocations count themselves with a ballot per
    // counter (of true for a line, of the condition and of its negation for a branch's two
    // arms) and one elected invocation adds the counts, in a selection of its own: exact per
    // counter whichever invocations reach the code together. The added block and the join
    // start with copies of the DebugScope and DebugLine in effect, so the counter code and
    // the rest of the split block keep their line and scope: `counted_under` for the add (a
    // moved loop header marker's: the header's), `in_effect` for the join (the split block's
    // state at the split).
    let mut next_id = bound;
    let sub_group_add = |out: &mut Vec<u32>,
                         next_id: &mut u32,
                         condition: Option<u32>,
                         counters: &[u32],
                         function: usize,
                         join: u32,
                         counted_under: DebugState<'_>,
                         in_effect: DebugState<'_>| {
        let mut id = || {
            *next_id += 1;
            *next_id - 1
        };
        let predicates = match condition {
            None => vec![sub_group.true_value],
            Some(condition) => {
                let negated = id();
                out.extend(encode(
                    OP_LOGICAL_NOT,
                    &[sub_group.bool_type, negated, condition],
                ));
                vec![condition, negated]
            }
        };
        let counts: Vec<u32> = predicates
            .iter()
            .map(|predicate| {
                let (ballot, count) = (id(), id());
                out.extend(encode(
                    OP_GROUP_NON_UNIFORM_BALLOT,
                    &[sub_group.vector, ballot, sub_group.scope, *predicate],
                ));
                out.extend(encode(
                    OP_GROUP_NON_UNIFORM_BALLOT_BIT_COUNT,
                    &[
                        uint32_type,
                        count,
                        sub_group.scope,
                        GROUP_OPERATION_REDUCE,
                        ballot,
                    ],
                ));
                count
            })
            .collect();
        let (elected, add) = (id(), id());
        out.extend(encode(
            OP_GROUP_NON_UNIFORM_ELECT,
            &[sub_group.bool_type, elected, sub_group.scope],
        ));
        out.extend(encode(OP_SELECTION_MERGE, &[join, SELECTION_CONTROL_NONE]));
        out.extend(encode(OP_BRANCH_CONDITIONAL, &[elected, add, join]));
        out.extend(encode(OP_LABEL, &[add]));
        counted_under.copy_into(out, &mut id);
        for (count, counter) in counts.iter().zip(counters) {
            let amount = if counter_type == uint32_type {
                *count
            } else {
                let widened = id();
                out.extend(encode(OP_UCONVERT, &[counter_type, widened, *count]));
                widened
            };
            let (pointer, result) = (id(), id());
            out.extend(element(pointer, function, *counter));
            out.extend(encode(
                OP_ATOMIC_IADD,
                &[counter_type, result, pointer, scope, semantics, amount],
            ));
        }
        out.extend(encode(OP_BRANCH, &[join]));
        out.extend(encode(OP_LABEL, &[join]));
        in_effect.copy_into(out, &mut id);
    };
    // The DebugScope and DebugLine in effect in the original block (a split restores them),
    // and the state at each loop header's moved marker (its code gets the header's line).
    let mut in_effect = DebugState::default();
    let mut moved_marker_state: HashMap<usize, DebugState<'_>> = HashMap::new();
    let mut function_index = 0usize;
    let mut functions_seen = 0usize;
    let mut out: Vec<u32> = words[..5].to_vec();
    for (index, inst) in insts.iter().enumerate() {
        if index == first_capability {
            out.extend(&capability_words);
        }
        if Some(index) == first_name {
            out.extend(&annotation_words);
        }
        if index == first_type {
            out.extend(&decorations);
        }
        if index == first_function {
            out.extend(&type_words);
        }
        if let Some(s) = before_branches.get(&index)
            && let Some(k) = branch_split.get(s)
            && let ArmTest::Condition(condition) = branch_sites[*s].test
        {
            let first = first_arm_counter[*s];
            sub_group_add(
                &mut out,
                &mut next_id,
                Some(condition),
                &counter_ids[first..first + 2],
                branch_sites[*s].function,
                split_joins[*k],
                in_effect,
                in_effect,
            );
        } else if let Some(s) = before_branches.get(&index) {
            // The arm's counter is picked by the branch's own condition, so the count is
            // exact per arm without splitting the edges (which would change the structure).
            let [select, pointer, result] = branch_ids[*s];
            let first = first_arm_counter[*s];
            let index = match &branch_sites[*s].test {
                ArmTest::Condition(condition) => {
                    out.extend(encode(
                        OP_SELECT,
                        &[
                            uint32_type,
                            select,
                            *condition,
                            counter_ids[first],
                            counter_ids[first + 1],
                        ],
                    ));
                    select
                }
                // The default's counter, replaced by each case's whose literal matches (the
                // literals are distinct, so at most one does).
                ArmTest::Switch { selector, arms, .. } => {
                    let mut picked = counter_ids[first];
                    for (arm, [constant, equal, chosen]) in arms.iter().zip(&case_ids[*s]) {
                        out.extend(encode(OP_IEQUAL, &[bool_id, *equal, *selector, *constant]));
                        out.extend(encode(
                            OP_SELECT,
                            &[
                                uint32_type,
                                *chosen,
                                *equal,
                                counter_ids[first + *arm as usize],
                                picked,
                            ],
                        ));
                        picked = *chosen;
                    }
                    picked
                }
            };
            out.extend(element(pointer, branch_sites[*s].function, index));
            out.extend(encode(
                OP_ATOMIC_IADD,
                &[counter_type, result, pointer, scope, semantics, one],
            ));
        }
        let original = &words[inst.start..inst.start + inst.len];
        if inst.opcode == OP_FUNCTION {
            // The functions were listed in the order of their OpFunctions.
            function_index = functions_seen;
            functions_seen += 1;
        }
        if inst.opcode == OP_ENTRY_POINT && !kernel {
            // SPIR-V 1.4+: every global an entry point touches is in its interface.
            let mut operands = original[1..].to_vec();
            operands.push(variable);
            out.extend(encode(OP_ENTRY_POINT, &operands));
        } else if let (OP_FUNCTION, Some(new_type)) = (
            inst.opcode,
            functions
                .get(function_index)
                .filter(|f| kernel && f.defined)
                .and_then(|f| extended_type(f.type_id)),
        ) {
            let mut operands = original[1..].to_vec();
            operands[3] = new_type;
            out.extend(encode(OP_FUNCTION, &operands));
        } else if inst.opcode == OP_FUNCTION_CALL
            && kernel
            && original.len() >= 4
            && defined_ids.contains(&original[3])
        {
            // A call passes the caller's buffer on.
            let mut operands = original[1..].to_vec();
            operands.push(counter_base(function_index));
            out.extend(encode(OP_FUNCTION_CALL, &operands));
        } else if inst.opcode == OP_PHI && !predecessor_renames.is_empty() {
            // A split block's successors now come from its last join.
            let mut operands = original[1..].to_vec();
            for parent in operands.iter_mut().skip(3).step_by(2) {
                if let Some(join) = predecessor_renames.get(parent) {
                    *parent = *join;
                }
            }
            out.extend(encode(OP_PHI, &operands));
        } else {
            out.extend_from_slice(original);
        }
        match inst.opcode {
            OP_LABEL => in_effect = DebugState::default(),
            OP_EXT_INST if original.len() >= 5 && original[3] == nsdi_set => match original[4] {
                NSDI_SCOPE => in_effect.scope = Some(original),
                NSDI_NO_SCOPE => in_effect = DebugState::default(),
                NSDI_LINE => in_effect.line = Some(original),
                NSDI_NO_LINE => in_effect.line = None,
                _ => {}
            },
            _ => {}
        }
        // A loop header's markers, moved to the start of the block it branches to: the code
        // first gets the header's line (nothing is in effect at a block's start).
        if inst.opcode == OP_LABEL
            && let Some(moved) = original.get(1).and_then(|label| at_block_start.get(label))
        {
            for m in moved {
                let state = moved_marker_state.get(m).copied().unwrap_or_default();
                state.copy_into(&mut out, &mut || {
                    next_id += 1;
                    next_id - 1
                });
                sub_group_add(
                    &mut out,
                    &mut next_id,
                    None,
                    &counter_ids[*m..*m + 1],
                    markers[*m].function,
                    split_joins[marker_split[m]],
                    state,
                    in_effect,
                );
            }
        }
        if let Some(f) = functions.get(function_index)
            && f.last_parameter == index
            && let Some(parameter) = parameter_ids[function_index]
        {
            out.extend(encode(OP_FUNCTION_PARAMETER, &[element_pointer, parameter]));
        }
        if let Some(m) = after_markers.get(&index)
            && let Some(k) = marker_split.get(m)
        {
            match marker_placement[*m] {
                Placement::AtStartOf(_) => {
                    moved_marker_state.insert(*m, in_effect);
                }
                _ => sub_group_add(
                    &mut out,
                    &mut next_id,
                    None,
                    &counter_ids[*m..*m + 1],
                    markers[*m].function,
                    split_joins[*k],
                    in_effect,
                    in_effect,
                ),
            }
        } else if let Some(m) = after_markers.get(&index) {
            let (pointer, result) = chain_ids[*m];
            out.extend(element(pointer, markers[*m].function, counter_ids[*m]));
            out.extend(encode(
                OP_ATOMIC_IADD,
                &[counter_type, result, pointer, scope, semantics, one],
            ));
        }
    }
    if first_function == insts.len() {
        out.extend(&type_words);
    }
    out[3] = next_id;
    Ok(Instrumented {
        words: out,
        counter_count,
        entries: markers
            .into_iter()
            .map(|m| m.entry)
            .filter(|_| options.lines)
            .chain(branch_sites.into_iter().flat_map(|b| b.arms))
            .chain(function_entries.into_iter().filter(|_| options.functions))
            .collect(),
        width: options.width,
        set,
        binding,
        kernel_arguments: entry_points
            .iter()
            .filter(|_| kernel)
            .filter_map(|(id, name)| Some((name.clone(), *parameter_counts.get(id)?)))
            .collect(),
        aggregation: if has_splits {
            Aggregation::SubGroup
        } else {
            Aggregation::None
        },
    })
}

/// A lowered switch's arm test: the selector, its type and the literals of the cases that
/// do not go to the default, with their arms; `None` when the selector's SPIR-V type is not an
/// integer of the switch's width (the backend widened it: the literals' extension is unknown).
fn lowered_switch_test(
    switch: &LoweredSwitchSite,
    value_types: &HashMap<u32, u32>,
    int_widths: &HashMap<u32, u32>,
) -> Option<(ArmTest, u32)> {
    let selector_type = *value_types.get(&switch.selector)?;
    if int_widths.get(&selector_type) != Some(&switch.bits) {
        return None;
    }
    let words = switch.bits.div_ceil(32) as usize;
    let (literals, arms) = switch
        .cases
        .iter()
        .filter(|(_, arm)| *arm != 0 && *arm < switch.arms)
        .map(|(value, arm)| {
            (
                [*value as u32, (*value >> 32) as u32][..words].to_vec(),
                *arm,
            )
        })
        .unzip();
    Some((
        ArmTest::Switch {
            selector: switch.selector,
            selector_type,
            literals,
            arms,
        },
        switch.arms,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_refuse_unknown_kinds_widths_and_bindings() {
        let width = CoverageOptions::parse("lines", Some("16"), None).unwrap_err();
        assert_eq!(
            width,
            "unknown --coverage-counter-width '16' (allowed: 32, 64)"
        );
        let kind = CoverageOptions::parse("lines,arcs", None, None).unwrap_err();
        assert_eq!(
            kind,
            "unknown --coverage kind 'arcs' (known: lines, functions, branches)"
        );
        let binding = CoverageOptions::parse("lines", None, Some("3")).unwrap_err();
        assert_eq!(
            binding,
            "invalid --coverage-binding '3' (expected BINDING,SET)"
        );
        let ok = CoverageOptions::parse("lines", Some("32"), Some("3, 2")).unwrap();
        assert_eq!((ok.width, ok.pinned), (CounterWidth::Bits32, Some((3, 2))));
        assert_eq!(ok.aggregate, None);
        let mut aggregate = ok.clone();
        assert_eq!(
            aggregate.set_aggregate("wave").unwrap_err(),
            "unknown --coverage-aggregate 'wave' (allowed: subgroup, none)"
        );
        aggregate.set_aggregate("none").unwrap();
        assert_eq!(aggregate.aggregate, Some(Aggregation::None));
        aggregate.set_aggregate("subgroup").unwrap();
        assert_eq!(aggregate.aggregate, Some(Aggregation::SubGroup));
    }

    #[test]
    fn a_lowered_switch_tests_its_cases_by_value_and_leaves_the_default_out() {
        // Selector %7 of type %2 (64 bits): cases 1 and 2 share arm 1, 2^32 + 3 is arm 2, 9
        // goes where the default goes.
        let switch = LoweredSwitchSite {
            tree_label: 20,
            selector: 7,
            bits: 64,
            cases: vec![(1, 1), (2, 1), ((1 << 32) + 3, 2), (9, 0)],
            arms: 3,
        };
        let value_types = HashMap::from([(7, 2)]);
        let Some((ArmTest::Switch { literals, arms, .. }, 3)) =
            lowered_switch_test(&switch, &value_types, &HashMap::from([(2, 64)]))
        else {
            panic!("a 64-bit selector of a 64-bit switch is a site");
        };
        assert_eq!(literals, vec![vec![1, 0], vec![2, 0], vec![3, 1]]);
        assert_eq!(arms, vec![1, 1, 2]);
        // The backend widened the selector: the literals' extension is unknown, no site.
        assert!(lowered_switch_test(&switch, &value_types, &HashMap::from([(2, 32)])).is_none());
        // A selector without an integer type: no site.
        assert!(lowered_switch_test(&switch, &HashMap::new(), &HashMap::new()).is_none());
    }

    #[test]
    fn bad_modules_are_errors_not_panics() {
        let options = CoverageOptions::parse("lines", None, None).unwrap();
        assert!(instrument(&[], &options).is_err());
        assert!(instrument(&[0x0723_0203, 0x0001_0500, 0, 10, 0, 0xffff_0011], &options).is_err());
        // A module without the NSDI import has no line table to count.
        let no_debug = [0x0723_0203, 0x0001_0500, 0, 10, 0, (2 << 16) | 17, 1];
        assert_eq!(
            instrument(&no_debug, &options).unwrap_err(),
            "--coverage needs debug line info (-gline-tables-only or -g)"
        );
    }

    /// A Vulkan-like module with NSDI lines: an entry block (line 5) branching to a loop
    /// header (line 6) whose `OpLoopMerge` is followed by `header_end` (a terminator naming
    /// %inner = 40 and %exit = 42), a phi in the header naming the entry block (%20), %inner
    /// (line 7) branching to the latch %41, which branches back to the header.
    fn loop_module(header_end: Vec<u32>) -> Vec<u32> {
        let inst = |opcode: u16, operands: &[u32]| encode(opcode, operands);
        let ext = |id: u32, instruction: u32, operands: &[u32]| {
            let mut v = vec![3, id, 1, instruction];
            v.extend_from_slice(operands);
            encode(OP_EXT_INST, &v)
        };
        let line = |id: u32, number: u32| ext(id, NSDI_LINE, &[11, number, number, 13, 13]);
        let mut body = vec![
            inst(OP_CAPABILITY, &[1]),
            inst(OP_EXT_INST_IMPORT, &{
                let mut v = vec![1];
                v.extend(encode_string("NonSemantic.Shader.DebugInfo.100"));
                v
            }),
            inst(OP_MEMORY_MODEL, &[0, 1]),
            inst(OP_ENTRY_POINT, &{
                let mut v = vec![5, 2];
                v.extend(encode_string("main"));
                v
            }),
            inst(OP_STRING, &{
                let mut v = vec![9];
                v.extend(encode_string("k.cl"));
                v
            }),
            inst(OP_TYPE_VOID, &[3]),
            inst(OP_TYPE_FUNCTION, &[4, 3]),
            inst(OP_TYPE_INT, &[6, 32, 0]),
            inst(OP_TYPE_BOOL, &[7]),
            inst(OP_CONSTANT_TRUE, &[7, 8]),
            inst(OP_CONSTANT, &[6, 13, 1]),
            inst(OP_CONSTANT, &[6, 5, 5]),
            inst(OP_CONSTANT, &[6, 14, 6]),
            inst(OP_CONSTANT, &[6, 15, 7]),
            ext(11, NSDI_SOURCE, &[9]),
            ext(12, NSDI_FUNCTION, &[9, 3, 11, 5, 0, 11, 9, 13, 5]),
            inst(OP_FUNCTION, &[3, 2, 0, 4]),
            inst(OP_LABEL, &[20]),
            ext(21, NSDI_SCOPE, &[12]),
            line(22, 5),
            inst(OP_BRANCH, &[30]),
            inst(OP_LABEL, &[30]),
            inst(OP_PHI, &[6, 31, 13, 20, 13, 41]),
            ext(32, NSDI_SCOPE, &[12]),
            line(33, 14),
            inst(OP_LOOP_MERGE, &[42, 41, 0]),
            header_end,
            inst(OP_LABEL, &[40]),
            ext(43, NSDI_SCOPE, &[12]),
            line(44, 15),
            inst(OP_BRANCH, &[41]),
            inst(OP_LABEL, &[41]),
            inst(OP_BRANCH_CONDITIONAL, &[8, 30, 42]),
            inst(OP_LABEL, &[42]),
            inst(OP_RETURN, &[]),
            inst(OP_FUNCTION_END, &[]),
        ]
        .concat();
        let mut words = vec![0x0723_0203, 0x0001_0500, 0, 100, 0];
        words.append(&mut body);
        words
    }

    /// The instructions of `words` as (opcode, operands).
    fn instructions(words: &[u32]) -> Vec<(u16, Vec<u32>)> {
        split(words)
            .unwrap()
            .iter()
            .map(|i| (i.opcode, words[i.start + 1..i.start + i.len].to_vec()))
            .collect()
    }

    #[test]
    fn sub_group_splits_keep_phis_and_loop_headers_valid() {
        let options = CoverageOptions::parse("lines", Some("32"), None).unwrap();
        // nsdi's loop header: OpLoopMerge, OpBranch %inner. Three markers, all aggregated:
        // the header's moves to the start of %inner.
        let out = instrument(&loop_module(encode(OP_BRANCH, &[40])), &options).unwrap();
        assert_eq!(out.aggregation, Aggregation::SubGroup);
        let insts = instructions(&out.words);
        let count = |opcode| insts.iter().filter(|(o, _)| *o == opcode).count();
        assert_eq!(count(OP_GROUP_NON_UNIFORM_ELECT), 3);
        // The header is not split: its DebugLine is followed by its OpLoopMerge.
        let merge = insts.iter().position(|(o, _)| *o == OP_LOOP_MERGE).unwrap();
        assert_eq!(insts[merge - 1].1[3], NSDI_LINE);
        assert_eq!(insts[merge + 1], (OP_BRANCH, vec![40]));
        // %inner starts with copies of the header's scope and line (line 6), then the ballot.
        let inner = insts
            .iter()
            .position(|i| *i == (OP_LABEL, vec![40]))
            .unwrap();
        assert_eq!(insts[inner + 1].1[3..], [NSDI_SCOPE, 12]);
        assert_eq!(insts[inner + 2].1[3..5], [NSDI_LINE, 11]);
        assert_eq!(insts[inner + 2].1[5], 14);
        assert_eq!(insts[inner + 3].0, OP_GROUP_NON_UNIFORM_BALLOT);
        // The header's phi names the entry block's join (the block ending in OpBranch %30),
        // no longer the entry block.
        let phi = &insts.iter().find(|(o, _)| *o == OP_PHI).unwrap().1;
        let entry_end = insts
            .iter()
            .position(|i| *i == (OP_BRANCH, vec![30]))
            .unwrap();
        let join = (0..entry_end)
            .rev()
            .find(|k| insts[*k].0 == OP_LABEL)
            .map(|k| insts[k].1[0])
            .unwrap();
        assert_ne!(join, 20);
        assert_eq!(phi[2..], [13, join, 13, 41]);
        // A header ending in a conditional branch cannot hand its marker on: it adds per
        // invocation (the constant 1) where it is; the other two are aggregated.
        let conditional = encode(OP_BRANCH_CONDITIONAL, &[8, 40, 42]);
        let out = instrument(&loop_module(conditional), &options).unwrap();
        let insts = instructions(&out.words);
        let count = |opcode| insts.iter().filter(|(o, _)| *o == opcode).count();
        assert_eq!(count(OP_GROUP_NON_UNIFORM_ELECT), 2);
        let merge = insts.iter().position(|(o, _)| *o == OP_LOOP_MERGE).unwrap();
        assert_eq!(insts[merge - 1].0, OP_ATOMIC_IADD);
        assert_eq!(insts[merge - 2].0, OP_ACCESS_CHAIN);
        // --coverage-aggregate=none: no sub-group operation, no split.
        let mut none = options.clone();
        none.set_aggregate("none").unwrap();
        let out = instrument(&loop_module(encode(OP_BRANCH, &[40])), &none).unwrap();
        assert_eq!(out.aggregation, Aggregation::None);
        let insts = instructions(&out.words);
        assert!(!insts.iter().any(|(o, _)| *o == OP_GROUP_NON_UNIFORM_ELECT));
        assert!(
            !insts.iter().any(
                |(o, ops)| *o == OP_CAPABILITY && ops[0] == CAPABILITY_GROUP_NON_UNIFORM_BALLOT
            )
        );
        assert_eq!(insts.iter().filter(|(o, _)| *o == OP_LABEL).count(), 5);
    }

    #[test]
    fn contract_uses_the_sentinels() {
        let instrumented = Instrumented {
            words: Vec::new(),
            entries: Vec::new(),
            counter_count: 0,
            width: CounterWidth::Bits32,
            set: 0,
            binding: 0,
            kernel_arguments: Vec::new(),
            aggregation: Aggregation::SubGroup,
        };
        assert_eq!(
            instrumented.contract_json(),
            "{\"id\": 1, \"kind\": \"coverage_counters\", \"set\": 0, \"binding\": 0, \"offset\": -1, \"stride\": 0, \"counter_count\": 0, \"element_stride\": 4, \"aggregate\": \"subgroup\"}"
        );
    }
}
