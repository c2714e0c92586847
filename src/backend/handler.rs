//! The hooks the [`AsmPrinter`](super::AsmPrinter) calls on every registered handler, modelled
//! on LLVM's `AsmPrinterHandler` / `DebugHandlerBase`.
//!
//! # Call sequence
//!
//! ```text
//! begin_module
//! for each defined function, in module order:
//!     begin_function                       OpFunction and parameters written; no block open
//!     for each block, in order:
//!         begin_basic_block                block open at its first insertion point: after
//!                                          OpLabel, the entry block's OpVariables, and OpPhis
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
//! current block only inside `begin_basic_block`, `begin_instruction` and `end_instruction`.

use rspirv::dr::Instruction;
use rspirv::spirv::Word;

use super::LowerError;
use super::spirv::SpirvModule;
use crate::ir::{BlockId, FuncId, GlobalId, InstId, Module, Value};

/// Ids the printer gave to the current function's values.
#[derive(Default)]
pub struct FunctionIds {
    pub function: Word,
    pub params: Vec<Word>,
    pub blocks: Vec<Word>,
    /// Result id per instruction (None: no result or not lowered).
    pub values: Vec<Option<Word>>,
    /// Whether each instruction's code has been written yet (its result id is defined).
    pub lowered: Vec<bool>,
    /// The OpVariable of each alloca (its value id is a bitcast of it).
    pub variables: Vec<Option<Word>>,
    /// Temporaries for byval arguments: (call, argument index) -> OpVariable in the entry block.
    pub byval_copies: std::collections::BTreeMap<(u32, u32), Word>,
    /// Ids of phi inputs computed in their predecessor: (value, predecessor block) -> id.
    pub phi_inputs: std::collections::BTreeMap<(Value, u32), Word>,
    /// Constant operands lowered so far (debug values may name constants).
    pub constant_ids: std::collections::HashMap<crate::ir::ConstId, Word>,
}

/// What a hook sees: the IR, the module being written and the ids given so far.
pub struct PrinterContext<'a> {
    pub ir: &'a Module,
    pub spv: &'a mut SpirvModule,
    pub(crate) types: &'a mut super::types::TypeLowering,
    pub functions: &'a [Word],
    pub globals: &'a [Option<Word>],
    pub func: Option<(FuncId, &'a FunctionIds)>,
    pub(crate) block_open: bool,
}

impl PrinterContext<'_> {
    /// Appends to the current block at the hook's position.
    ///
    /// # Panics
    /// Outside `begin_basic_block`/`begin_instruction`/`end_instruction` (a handler bug).
    pub fn emit_in_block(&mut self, inst: Instruction) {
        assert!(
            self.block_open,
            "invariant: handlers append to a block only inside block and instruction hooks"
        );
        self.spv.functions.push(inst);
    }

    /// Appends a module-scope non-semantic instruction (after all types, constants, globals).
    pub fn emit_module_scope(&mut self, inst: Instruction) {
        self.spv.module_nonsemantic.push(inst);
    }

    pub fn function_id(&self, f: FuncId) -> Word {
        self.functions[f.0 as usize]
    }

    pub fn global_id(&self, g: GlobalId) -> Option<Word> {
        self.globals[g.0 as usize]
    }

    /// The SPIR-V id of an SSA value in the current function, when it has one.
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
        super::asm_printer::lower_constant_in(self.ir, self.spv, self.types, c)
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

    /// The OpVariable an alloca was lowered to.
    pub fn variable_id(&self, alloca: InstId) -> Option<Word> {
        let (_, ids) = self.func?;
        ids.variables[alloca.0 as usize]
    }
}

/// A handler registered with the printer. Every hook has an empty default.
#[allow(unused_variables)]
pub trait AsmPrinterHandler {
    /// Collect only (compile units, files, entry points); emit nothing yet.
    fn begin_module(&mut self, cx: &mut PrinterContext<'_>) -> Result<(), LowerError> {
        Ok(())
    }
    fn begin_function(&mut self, cx: &mut PrinterContext<'_>, f: FuncId) -> Result<(), LowerError> {
        Ok(())
    }
    fn begin_basic_block(
        &mut self,
        cx: &mut PrinterContext<'_>,
        block: BlockId,
    ) -> Result<(), LowerError> {
        Ok(())
    }
    fn begin_instruction(
        &mut self,
        cx: &mut PrinterContext<'_>,
        inst: InstId,
    ) -> Result<(), LowerError> {
        Ok(())
    }
    fn end_instruction(
        &mut self,
        cx: &mut PrinterContext<'_>,
        inst: InstId,
        result: Option<Word>,
    ) -> Result<(), LowerError> {
        Ok(())
    }
    fn end_basic_block(
        &mut self,
        cx: &mut PrinterContext<'_>,
        block: BlockId,
    ) -> Result<(), LowerError> {
        Ok(())
    }
    fn end_function(&mut self, cx: &mut PrinterContext<'_>, f: FuncId) -> Result<(), LowerError> {
        Ok(())
    }
    fn end_module(&mut self, cx: &mut PrinterContext<'_>) -> Result<(), LowerError> {
        Ok(())
    }
}
