//! The code side of the comparison, without LLVM: what the checker needs to know about the
//! program besides its DI — per defined function, its subprogram and the items of its blocks in
//! emission order (instructions with their locations, debug records), and which global
//! variable carries which DI global. `llvm_adapter::source_program` builds one from an
//! `ir::Module`; another producer builds its own as it writes code.

use std::fmt;

use crate::di::{DiNodeId, ExpressionId, LocationId, SubprogramId};

/// The program the checked binary was compiled from, as the checker sees it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SourceProgram {
    /// Every defined function (not declarations), in the order the binary defines them.
    pub functions: Vec<SourceFunction>,
    /// Global variables that carry DI, with the name their `OpVariable` has in the binary.
    pub globals: Vec<SourceGlobal>,
}

impl SourceProgram {
    /// The functions a module of `flavour` has bodies for, in order: every defined function
    /// in the Kernel flavour; the kernels alone in the Vulkan flavour, which inlines every
    /// call into them (rule `vulkan-entry-points-only`, docs/ROUNDTRIP.md).
    pub fn written_functions(
        &self,
        flavour: super::ModuleFlavour,
    ) -> impl Iterator<Item = &SourceFunction> {
        self.functions
            .iter()
            .filter(move |f| f.has_body_in(flavour))
    }
}

impl SourceFunction {
    /// Whether a module of `flavour` has a body for this function
    /// ([`SourceProgram::written_functions`]).
    pub fn has_body_in(&self, flavour: super::ModuleFlavour) -> bool {
        flavour != super::ModuleFlavour::Vulkan || self.is_entry_point
    }
}

/// A global variable: its name in the binary and the DI global variables it carries.
#[derive(Clone, Debug, PartialEq)]
pub struct SourceGlobal {
    /// The `OpName` of its `OpVariable`.
    pub name: String,
    /// The `DIGlobalVariable`s attached to it (through `DIGlobalVariableExpression`s).
    pub variables: Vec<DiNodeId>,
    /// A writable program-scope `global` variable (address space 1): the Vulkan flavour gives
    /// it no `OpVariable` of its own (it is a member of the program-globals buffer), so its
    /// `DebugGlobalVariable` names none there (rule `vulkan-program-globals`).
    pub in_shared_buffer: bool,
}

/// A defined function.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SourceFunction {
    /// Its DISubprogram; `None` for a function without debug info (then nothing is checked).
    pub subprogram: Option<SubprogramId>,
    /// An entry point (`OpEntryPoint`, a kernel): it must have a DebugEntryPoint.
    pub is_entry_point: bool,
    /// Its blocks, in the order the binary writes them.
    pub blocks: Vec<SourceBlock>,
}

/// A basic block: its items in order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SourceBlock {
    /// Instructions and debug records, in order.
    pub items: Vec<SourceItem>,
}

/// One item of a block.
#[derive(Clone, Debug, PartialEq)]
pub enum SourceItem {
    /// An instruction that is not a debug record.
    Instruction(SourceInstruction),
    /// A debug record (`llvm.dbg.*`): it emits no code, but may move the line state's scope.
    Record(DebugRecord),
}

/// An instruction, as the line table sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct SourceInstruction {
    /// Its location. One on line 0 gives no line; its scope counts only as the scope a block
    /// starts in (docs/LINES.md).
    pub location: Option<LocationId>,
    /// What the binary makes of it.
    pub code: CodeKind,
}

/// What an instruction becomes in the binary, for the line table.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CodeKind {
    /// Code with a line state of its own.
    Emitted,
    /// A phi: part of the run at the block's start, before any line state.
    Phi,
    /// Nothing (an intrinsic such as `llvm.lifetime.start`): its location still moves the
    /// current scope.
    None,
    /// A `getelementptr`: code in the Kernel flavour; in the Vulkan flavour code (index
    /// arithmetic) only when the access path needs an index computed, so its line-table
    /// entry may be absent (rule `vulkan-address-code`, docs/ROUNDTRIP.md).
    Address,
    /// An instruction that makes a pointer or stores one (`alloca`, a pointer cast or load, a
    /// store of a pointer): code in the Kernel flavour; in the Vulkan flavour,
    /// where a pointer is not a value but a variable and an access path, nothing (rule
    /// `vulkan-pointer-code`, docs/ROUNDTRIP.md): its location still moves the current scope.
    Pointer,
}

impl CodeKind {
    /// Whether the instruction certainly writes code in a module of `flavour` (an `Address`
    /// may or may not in the Vulkan flavour: not certainly).
    pub fn writes_code(self, flavour: super::ModuleFlavour) -> bool {
        let vulkan = flavour == super::ModuleFlavour::Vulkan;
        match self {
            CodeKind::Emitted => true,
            CodeKind::Pointer | CodeKind::Address => !vulkan,
            CodeKind::Phi | CodeKind::None => false,
        }
    }
}

/// A debug record.
#[derive(Clone, Debug, PartialEq)]
pub struct DebugRecord {
    /// The record's own location (the scope the variable is described in).
    pub location: Option<LocationId>,
    /// The variable use it describes; `None` for one the checker does not compare (a label,
    /// a record without an expression).
    pub variable_use: Option<VariableUse>,
}

/// What a `llvm.dbg.declare` / `.value` / `.assign` says about a variable.
#[derive(Clone, Debug, PartialEq)]
pub struct VariableUse {
    /// Declare (the variable lives at an address) or value.
    pub kind: UseKind,
    /// The `DILocalVariable`.
    pub variable: DiNodeId,
    /// The `DIExpression`; `None` when the record describes several values at once
    /// (a `DIArgList`), which NSDI cannot say.
    pub expression: Option<ExpressionId>,
    /// The location's name when it is storage a declare can name (an `alloca`, a parameter).
    pub storage: Option<String>,
    /// The location as the binary names it.
    pub value: SourceValue,
    /// What the location is, for the flavour rules of docs/ROUNDTRIP.md.
    pub shape: ValueShape,
    /// When the storage is an `alloca` of a pointer that exactly one store writes (clang's
    /// -O0 spill of a pointer argument, a pointer local): [`SourceValue::Named`] with the
    /// parameter's name when a parameter is stored, [`SourceValue::None`] when an instruction
    /// computed the pointer. The Vulkan flavour promotes such a slot (rule
    /// `vulkan-declared-storage`, docs/ROUNDTRIP.md).
    pub stored_pointer: Option<SourceValue>,
    /// When the value is a result LLVM only numbers (it has no `OpName`): the value the
    /// binary's code computes it from and the steps, as the Vulkan rule `vulkan-computed-value`
    /// follows a `DebugValue`'s id back through unnamed conversions and integer operations with
    /// a constant (`uconvert 64`, `add 2`); no steps and [`SourceValue::Unnamed`] when its own
    /// instruction is no such step. `None` for any other value.
    pub numbered_chain: Option<(SourceValue, Vec<String>)>,
}

/// What a debug record's location is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ValueShape {
    /// An integer of this many bits.
    Integer(u32),
    /// A pointer an instruction computes, or a global's address.
    Pointer,
    /// A pointer parameter of the function (a kernel's buffer or `local` argument).
    PointerParameter,
    /// Anything else (a float, a vector, an aggregate, no location).
    Other,
}

/// Which record.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum UseKind {
    /// `llvm.dbg.declare`.
    Declare,
    /// `llvm.dbg.value` or `llvm.dbg.assign`.
    Value,
}

/// A record's location as the binary names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SourceValue {
    /// Nothing the binary can name: no location, a value defined later, `undef`, `poison`, a
    /// constant expression.
    None,
    /// A value with an `OpName` (without `%`).
    Named(String),
    /// A scalar constant's bits, zero-extended.
    Constant(u64),
    /// Something with an id but no name (an aggregate constant, a function).
    Unnamed,
}

impl fmt::Display for SourceValue {
    /// `none`, `%x`, `const 3`, `unnamed`: how the checker renders a DebugValue's value.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SourceValue::None => f.write_str("none"),
            SourceValue::Named(name) => write!(f, "%{name}"),
            SourceValue::Constant(bits) => write!(f, "const {bits}"),
            SourceValue::Unnamed => f.write_str("unnamed"),
        }
    }
}
