//! The hooks the [`AsmPrinter`](crate::backend::AsmPrinter) calls on every registered handler, modelled
//! on LLVM's `AsmPrinterHandler` / `DebugHandlerBase`.
//!
//! # Call sequence
//!
//! ```text
//! begin_module
//! for each defined function, in module order:
//!     begin_function                       OpFunction and parameters written; no block open
//!     for each block, in order:
//!         [begin_loop_header]              Vulkan loop header, after its OpPhis: appends go
//!                                          before its OpLoopMerge; then OpBranch to a fresh
//!                                          block, which the next hooks see as the block
//!         begin_basic_block                block open at its first insertion point: after
//!                                          OpLabel, the entry block's OpVariables, and OpPhis
//!         [begin_entry_prologue]           entry block whose flavour writes code of its own
//!                                          first (Vulkan push-constant loads): appends go
//!                                          before that code
//!         for each instruction but phis and entry-block allocas:
//!             begin_instruction            appends go before the instruction's code
//!             end_instruction              appends go after it; its result id is known
//!         end_basic_block                  after the terminator (an instruction like any
//!                                          other); nothing may be appended here
//!     end_function                         function closed; module-scope appends only
//! end_module                               module-scope appends only
//! ```
//!
//! Phis and entry-block allocas are written in the block header (SPIR-V requires OpVariable and
//! OpPhi before anything else), so they get no instruction hooks. A handler appends to the
//! module-scope non-semantic section and the debug-string section at any time, and to the
//! current block only inside `begin_loop_header`, `begin_basic_block`, `begin_instruction` and
//! `end_instruction`.

use rspirv::dr::Instruction;
use rspirv::spirv::Word;

use crate::backend::LowerError;
use crate::backend::module::core_build as build;
use crate::backend::module::spirv::SpirvModule;
use crate::ir::{BlockId, FuncId, GlobalId, InstId, Module, Value};

pub use crate::backend::isel::function::FunctionIds;
pub use crate::backend::module::type_index::TypeIndex;

/// What a hook sees: the IR and the ids given so far, and a narrow way into the module being
/// written: ids, names, capabilities and interned types and constants ([`DebugTarget`], which
/// NSDI is written through, and the methods below), module-scope appends and appends at the
/// hook's position in the current block. A handler never sees the module's sections.
///
/// A fresh context is made for every hook call; it borrows the printer's state for that call
/// only.
///
/// [`DebugTarget`]: crate::nsdi::DebugTarget
pub struct PrinterContext<'a> {
    /// The module being compiled (code and DI).
    pub ir: &'a Module,
    /// The SPIR-V module being written, reached only through the context's methods.
    pub(super) spv: &'a mut SpirvModule,
    pub(crate) types: &'a mut crate::backend::module::types::TypeLowering,
    /// `OpFunction` ids by [`FuncId`] (declarations included); see
    /// [`function_id`](Self::function_id).
    pub(crate) functions: &'a [Word],
    /// Global variable ids by [`GlobalId`]; see [`global_id`](Self::global_id).
    pub(crate) globals: &'a [Option<Word>],
    /// The function being lowered and its ids; `None` in `begin_module` and `end_module`.
    pub func: Option<(FuncId, &'a FunctionIds)>,
    pub(crate) block_open: bool,
    /// Which SPIR-V the printer writes.
    pub flavour: crate::backend::Flavour,
    /// Whether the flavour takes code for debug-only values ([`Self::computed_integer`]).
    pub(crate) debug_value_code: bool,
}

impl PrinterContext<'_> {
    /// Declares a capability the handler's instructions need.
    pub fn require(&mut self, capability: rspirv::spirv::Capability) {
        self.spv.require(capability);
    }

    /// The interned `OpTypeInt bits 0`, with the capability its width needs.
    pub fn int_type(&mut self, bits: u32) -> Word {
        self.types.int_type(self.spv, bits)
    }

    /// A scalar `OpConstant` of its own (not interned: debuggers name the constant a
    /// DebugGlobalVariable names after the variable, so it must not be one NSDI's line numbers
    /// share): an integer or a floating-point number of `size` bits holding `bits`, with the
    /// capability the width needs.
    pub fn scalar_constant(&mut self, float: bool, size: u32, bits: u64) -> Word {
        use crate::backend::module::core_build as build;
        use crate::backend::module::spirv::TypeKey;
        use rspirv::spirv::Capability;
        let ty = if float {
            match size {
                16 => self.spv.require(Capability::Float16),
                64 => self.spv.require(Capability::Float64),
                _ => {}
            }
            self.spv.type_id(TypeKey::Float(size))
        } else {
            match size {
                8 => self.spv.require(Capability::Int8),
                16 => self.spv.require(Capability::Int16),
                64 => self.spv.require(Capability::Int64),
                _ => {}
            }
            self.spv.type_id(TypeKey::Int(size))
        };
        let value = match size {
            64 => build::Literal::Bit64(bits),
            _ => build::Literal::Bit32(bits as u32),
        };
        let id = self.spv.id();
        self.spv
            .push_global(build::Constant { value }.with_result(ty, id));
        id
    }

    /// Appends to the current block at the hook's position.
    ///
    /// # Panics
    /// Outside `begin_basic_block`/`begin_instruction`/`end_instruction` (a handler bug).
    pub fn emit_in_block(&mut self, inst: Instruction) {
        assert!(
            self.block_open,
            "invariant: handlers append to a block only inside block and instruction hooks"
        );
        self.spv.push_function_code(inst);
    }

    /// [`emit_in_block`](Self::emit_in_block) for code only debug info reads (a value a debug
    /// record computes from one the code kept): recorded in the module's debug-only list
    /// ([`SpirvModule::debug_only`]), the one place where debug info may add code.
    ///
    /// # Panics
    /// As [`emit_in_block`](Self::emit_in_block), and for an instruction without a result.
    pub fn emit_debug_only_in_block(&mut self, inst: Instruction) {
        let result = inst
            .result_id
            .expect("invariant: debug-only code computes a value");
        self.emit_in_block(inst);
        self.spv.mark_debug_only(result);
    }

    /// [`emit_in_block`](Self::emit_in_block) for an NSDI instruction in parts, encoded
    /// straight into the function section.
    ///
    /// # Panics
    /// As [`emit_in_block`](Self::emit_in_block).
    pub fn emit_ext_inst_in_block(&mut self, inst: crate::nsdi::ExtInst<'_>) {
        assert!(
            self.block_open,
            "invariant: handlers append to a block only inside block and instruction hooks"
        );
        self.spv.push_function_ext_inst(inst);
    }

    /// Appends a module-scope non-semantic instruction (after all types, constants, globals).
    pub fn emit_module_scope(&mut self, inst: Instruction) {
        self.spv.push_module_nonsemantic(inst);
    }

    /// The `OpFunction` id of any function, defined or declared (allocated before lowering, so
    /// valid in every hook).
    pub fn function_id(&self, f: FuncId) -> Word {
        self.functions[f.0 as usize]
    }

    /// The `OpVariable` of a global; `None` before the globals are lowered (in `begin_module`).
    pub fn global_id(&self, g: GlobalId) -> Option<Word> {
        self.globals[g.0 as usize]
    }

    /// The SPIR-V id of an SSA value in the current function, when it has one.
    ///
    /// `None` for an instruction not written yet (an `llvm.dbg.value` may name a later value), a
    /// constant the code has not used (see [`constant_id`](Self::constant_id)), metadata, and
    /// outside a function.
    pub fn value_id(&self, v: Value) -> Option<Word> {
        let (_, ids) = self.func?;
        match v {
            // Debug intrinsics may name a value defined later; it has no id at this point.
            Value::Inst(i) if !ids.lowered[i.0 as usize] => None,
            Value::Inst(i) => ids.values[i.0 as usize],
            Value::Param(p) => ids.params.get(p as usize).copied(),
            Value::Block(b) => ids.blocks.get(b.0 as usize).copied(),
            Value::Global(g) => self.global_id(g),
            Value::Function(f) => Some(self.function_id(f)),
            Value::Const(c) => ids.constant_ids.get(&c).copied(),
            Value::Metadata => None,
        }
    }

    /// The id of a constant (lowered now if the code did not use it), e.g. for `llvm.dbg.value`
    /// of a constant.
    pub fn constant_id(&mut self, c: crate::ir::ConstId) -> Result<Word, LowerError> {
        crate::backend::module::constants::lower_constant_in(self.ir, self.spv, self.types, c)
    }

    /// `OpUndef` of an IR type (u32 when the type is unknown or has no SPIR-V form).
    pub fn undef(&mut self, ty: Option<crate::ir::TypeRef>) -> Word {
        let lowered = ty.and_then(|t| self.types.lower(self.ir, self.spv, t).ok());
        let ty = match lowered {
            Some(t) => t,
            None => self.spv.u32_type(),
        };
        self.spv.undef(ty)
    }

    /// The result of `steps` applied to `value`, an integer of `bits`: for a variable LLVM
    /// describes by a computation on a value it kept (`int i = get_global_id(0)` at -O2: the
    /// `size_t` call, truncated), which NSDI can only name as an id and RenderDoc 1.24 only
    /// reads as one. A truncation back to the width of the integer `value` was widened from
    /// (the Vulkan flavour's 32-bit built-ins become `size_t` so) is that integer; every other
    /// step is a debug-only instruction appended here ([`Self::emit_debug_only_in_block`]). `None` in the
    /// Kernel flavour, whose output stays as it was (the variable is unknown there: OpUndef),
    /// and for widths other than 32 and 64 (Int8/Int16 are optional Vulkan features).
    pub fn computed_integer(
        &mut self,
        value: Word,
        bits: u32,
        steps: &[crate::di::expression::IntStep],
    ) -> Option<Word> {
        use crate::backend::module::core_build as build;
        use crate::di::expression::{IntBinary, IntStep};
        use rspirv::spirv::Capability;
        /// One step's instruction, given its result type and id.
        type Code = Box<dyn FnOnce(Word, Word) -> Instruction>;
        let supported = |w: u32| matches!(w, 32 | 64);
        if !self.debug_value_code || !supported(bits) {
            return None;
        }
        // Check every step before writing any instruction.
        let mut width = bits;
        for step in steps {
            if let IntStep::Convert {
                from_bits, to_bits, ..
            } = *step
            {
                if from_bits != width || !supported(to_bits) {
                    return None;
                }
                width = to_bits;
            }
        }
        let (mut current, mut width) = (value, bits);
        for (k, step) in steps.iter().enumerate() {
            let ty = |cx: &mut Self, w: u32| {
                cx.spv
                    .type_id(crate::backend::module::spirv::TypeKey::Int(w))
            };
            let (code, result_width) = match *step {
                IntStep::Convert { to_bits, .. } if to_bits == width => continue,
                IntStep::Convert {
                    to_bits, signed, ..
                } => {
                    let narrow = ty(self, to_bits);
                    if k == 0
                        && to_bits < width
                        && let Some(source) = self.widened_from(current, narrow)
                    {
                        current = source;
                        width = to_bits;
                        continue;
                    }
                    let op = if signed && to_bits > width {
                        build::UnaryOp::SConvert
                    } else {
                        build::UnaryOp::UConvert
                    };
                    let operand = current;
                    let code: Code =
                        Box::new(move |ty, id| build::Unary { op, operand }.with_result(ty, id));
                    (code, to_bits)
                }
                IntStep::Binary(binary, constant) => {
                    let op = match binary {
                        IntBinary::Add => build::BinaryOp::IAdd,
                        IntBinary::Sub => build::BinaryOp::ISub,
                        IntBinary::Mul => build::BinaryOp::IMul,
                        IntBinary::Shl => build::BinaryOp::ShiftLeftLogical,
                        IntBinary::Shr => build::BinaryOp::ShiftRightLogical,
                        IntBinary::Shra => build::BinaryOp::ShiftRightArithmetic,
                        IntBinary::And => build::BinaryOp::BitwiseAnd,
                        IntBinary::Or => build::BinaryOp::BitwiseOr,
                        IntBinary::Xor => build::BinaryOp::BitwiseXor,
                    };
                    let constant = if width == 64 {
                        crate::nsdi::DebugTarget::const_u64(&mut *self.spv, constant)
                    } else {
                        // The computation is modulo 2^32: the constant's low bits.
                        self.spv.const_u32(constant as u32)
                    };
                    let operand_1 = current;
                    let code: Code = Box::new(move |ty, id| {
                        build::Binary {
                            op,
                            operand_1,
                            operand_2: constant,
                        }
                        .with_result(ty, id)
                    });
                    (code, width)
                }
            };
            if result_width == 64 {
                self.spv.require(Capability::Int64);
            }
            let result_type = ty(self, result_width);
            let result = self.spv.id();
            self.emit_debug_only_in_block(code(result_type, result));
            current = result;
            width = result_width;
        }
        Some(current)
    }

    /// The integer of type `narrow` that `value` was just made from by an `OpUConvert` or
    /// `OpSConvert`, among the current function's last instructions (a debug record follows
    /// its value; a longer search would cost quadratic time).
    fn widened_from(&self, value: Word, narrow: Word) -> Option<Word> {
        use rspirv::spirv::Op;
        let recent = || {
            self.spv
                .function_code()
                .recent()
                .take_while(|i| i.opcode != Op::Function)
        };
        let def = recent().find(|i| i.result_id == Some(value))?;
        if !matches!(def.opcode, Op::UConvert | Op::SConvert) {
            return None;
        }
        let source = def.first_id?;
        recent()
            .any(|i| i.result_id == Some(source) && i.result_type == Some(narrow))
            .then_some(source)
    }

    /// The module's struct, array and pointer types, its variables' types and which struct
    /// members have an `OpMemberName`, indexed as they are now (one pass over the module;
    /// later appends are not in it): what a handler reads to name a variable's type after
    /// what it describes, as the LLVM adapter's `OpMemberName`s for the Vulkan flavour.
    pub fn type_index(&self) -> TypeIndex {
        self.spv.type_index()
    }

    /// Appends `OpMemberName ty member name` (the debug section's names; a name is debug
    /// information, as [`DebugTarget::name`](crate::nsdi::DebugTarget::name)'s `OpName` is).
    pub fn member_name(&mut self, ty: Word, member: u32, name: &str) {
        self.spv.push_name(
            build::MemberName {
                ty,
                member,
                name: name.to_owned(),
            }
            .into_instruction(),
        );
    }

    /// The OpVariable an alloca was lowered to: what `DebugDeclare` names for an
    /// `llvm.dbg.declare` of the alloca. `None` outside a function or for other instructions.
    pub fn variable_id(&self, alloca: InstId) -> Option<Word> {
        let (_, ids) = self.func?;
        ids.variables[alloca.0 as usize]
    }
}

/// A handler registered with the printer, LLVM's `AsmPrinterHandler`: the NSDI debug handler
/// is one. Every hook has an empty default; the [module docs](self) give the call sequence and
/// where each hook may append. An `Err` from any hook stops the compilation with that error.
#[allow(unused_variables)]
pub trait AsmPrinterHandler {
    /// Collect only (compile units, files, entry points); emit nothing yet.
    fn begin_module(&mut self, cx: &mut PrinterContext<'_>) -> Result<(), LowerError> {
        Ok(())
    }
    /// A defined function `f` starts: its `OpFunction` and parameters are written, no block is
    /// open. Module-scope appends only.
    fn begin_function(&mut self, cx: &mut PrinterContext<'_>, f: FuncId) -> Result<(), LowerError> {
        Ok(())
    }
    /// `block` is open at its first insertion point (after `OpLabel`, the entry block's
    /// `OpVariable`s and the `OpPhi`s): appends go there, e.g. the block's `DebugScope`.
    fn begin_basic_block(
        &mut self,
        cx: &mut PrinterContext<'_>,
        block: BlockId,
    ) -> Result<(), LowerError> {
        Ok(())
    }
    /// The entry block, after [`begin_basic_block`](Self::begin_basic_block), when the
    /// flavour writes code of its own before the block's first instruction (the Vulkan
    /// flavour's loads of push-constant arguments): appends go before that code, e.g. the
    /// `DebugScope` and `DebugNoLine` it runs under.
    fn begin_entry_prologue(&mut self, cx: &mut PrinterContext<'_>) -> Result<(), LowerError> {
        Ok(())
    }
    /// Vulkan flavour: `block` is a loop header, open after its `OpPhi`s; its `OpLoopMerge` and
    /// `OpBranch` to the fresh block that takes the header's instructions come next (that
    /// block then gets [`begin_basic_block`](Self::begin_basic_block)). Appends go before the
    /// `OpLoopMerge`, e.g. the header's own `DebugScope` and `DebugLine`.
    fn begin_loop_header(
        &mut self,
        cx: &mut PrinterContext<'_>,
        block: BlockId,
    ) -> Result<(), LowerError> {
        Ok(())
    }
    /// Before the code of `inst` (phis and entry-block allocas excepted): appends go before it,
    /// e.g. a `DebugLine` for its `DILocation`.
    fn begin_instruction(
        &mut self,
        cx: &mut PrinterContext<'_>,
        inst: InstId,
    ) -> Result<(), LowerError> {
        Ok(())
    }
    /// After the code of `inst`; `result` is its SPIR-V result id, now defined (`None` when it
    /// has none). Appends go after it, except after a terminator, where nothing may be appended.
    fn end_instruction(
        &mut self,
        cx: &mut PrinterContext<'_>,
        inst: InstId,
        result: Option<Word>,
    ) -> Result<(), LowerError> {
        Ok(())
    }
    /// After `block`'s terminator. Module-scope appends only.
    fn end_basic_block(
        &mut self,
        cx: &mut PrinterContext<'_>,
        block: BlockId,
    ) -> Result<(), LowerError> {
        Ok(())
    }
    /// `f` is closed (`OpFunctionEnd` written). Module-scope appends only.
    fn end_function(&mut self, cx: &mut PrinterContext<'_>, f: FuncId) -> Result<(), LowerError> {
        Ok(())
    }
    /// Every function is written; entry points are written after this hook. Module-scope
    /// appends only.
    fn end_module(&mut self, cx: &mut PrinterContext<'_>) -> Result<(), LowerError> {
        Ok(())
    }
}

/// A handler the caller keeps, registered as `Box::new(&mut handler)`: what it collected
/// (remarks, say) is read from it after the printer is done.
impl<H: AsmPrinterHandler + ?Sized> AsmPrinterHandler for &mut H {
    fn begin_module(&mut self, cx: &mut PrinterContext<'_>) -> Result<(), LowerError> {
        (**self).begin_module(cx)
    }
    fn begin_function(&mut self, cx: &mut PrinterContext<'_>, f: FuncId) -> Result<(), LowerError> {
        (**self).begin_function(cx, f)
    }
    fn begin_basic_block(
        &mut self,
        cx: &mut PrinterContext<'_>,
        block: BlockId,
    ) -> Result<(), LowerError> {
        (**self).begin_basic_block(cx, block)
    }
    fn begin_entry_prologue(&mut self, cx: &mut PrinterContext<'_>) -> Result<(), LowerError> {
        (**self).begin_entry_prologue(cx)
    }
    fn begin_loop_header(
        &mut self,
        cx: &mut PrinterContext<'_>,
        block: BlockId,
    ) -> Result<(), LowerError> {
        (**self).begin_loop_header(cx, block)
    }
    fn begin_instruction(
        &mut self,
        cx: &mut PrinterContext<'_>,
        inst: InstId,
    ) -> Result<(), LowerError> {
        (**self).begin_instruction(cx, inst)
    }
    fn end_instruction(
        &mut self,
        cx: &mut PrinterContext<'_>,
        inst: InstId,
        result: Option<Word>,
    ) -> Result<(), LowerError> {
        (**self).end_instruction(cx, inst, result)
    }
    fn end_basic_block(
        &mut self,
        cx: &mut PrinterContext<'_>,
        block: BlockId,
    ) -> Result<(), LowerError> {
        (**self).end_basic_block(cx, block)
    }
    fn end_function(&mut self, cx: &mut PrinterContext<'_>, f: FuncId) -> Result<(), LowerError> {
        (**self).end_function(cx, f)
    }
    fn end_module(&mut self, cx: &mut PrinterContext<'_>) -> Result<(), LowerError> {
        (**self).end_module(cx)
    }
}
