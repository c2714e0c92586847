//! Instruction selection for one function, emitted block by block with the handler hooks.

use rspirv::dr::Instruction;
use rspirv::spirv::{FunctionControl, FunctionParameterAttribute, StorageClass, Word};

use crate::backend::LowerError;
use crate::backend::isel::flavour::FlavourLowering;
use crate::backend::isel::state::{LoweringState, lower_constant};
use crate::backend::module::core_build as build;
use crate::backend::module::core_build::DecorationOperand;
use crate::backend::module::types::{byte_type, storage_class};
use crate::ir::{
    BlockId, ConstId, Constant, FuncId, Function, InstDetail, InstId, Instruction as IrInst,
    Opcode, Type, TypeRef, Value,
};

/// Ids the printer gave to the current function's values, all allocated before the function's
/// first instruction is written (so a handler may name a value that is defined later).
///
/// Handlers read values through [`PrinterContext::value_id`] and
/// [`PrinterContext::variable_id`], which know whether an id is defined yet; the bookkeeping
/// behind them is the printer's own.
///
/// [`PrinterContext::value_id`]: crate::backend::PrinterContext::value_id
/// [`PrinterContext::variable_id`]: crate::backend::PrinterContext::variable_id
#[derive(Default)]
pub struct FunctionIds {
    /// The `OpFunction` result id.
    pub function: Word,
    /// `OpFunctionParameter` ids, by parameter index.
    pub params: Vec<Word>,
    /// `OpLabel` ids, by [`BlockId`] (IR order, not the emission order).
    pub blocks: Vec<Word>,
    /// Result id per instruction (None: no result or not lowered).
    pub(crate) values: Vec<Option<Word>>,
    /// Whether each instruction's code has been written yet (its result id is defined).
    pub(crate) lowered: Vec<bool>,
    /// The OpVariable of each alloca (its value id is a bitcast of it).
    pub(crate) variables: Vec<Option<Word>>,
    /// Temporaries for byval arguments: (call, argument index) -> OpVariable in the entry block.
    pub(crate) byval_copies: std::collections::BTreeMap<(u32, u32), Word>,
    /// Ids of phi inputs computed in their predecessor: (value, predecessor block) -> id.
    pub(crate) phi_inputs: std::collections::BTreeMap<(Value, u32), Word>,
    /// Constant operands lowered so far (debug values may name constants).
    pub(crate) constant_ids: rustc_hash::FxHashMap<crate::ir::ConstId, Word>,
}

/// One function being lowered for flavour `F`: the module state, the function and its ids,
/// and the flavour's own state for it.
pub(crate) struct FunctionLowering<'s, 'm, F: FlavourLowering> {
    pub st: &'s mut LoweringState<'m>,
    /// What the flavour keeps for the module ([`FlavourLowering::Module`]).
    pub module: &'s mut F::Module,
    pub fid: FuncId,
    pub f: &'m Function,
    pub ids: FunctionIds,
    /// What the flavour keeps for this function ([`FlavourLowering::Function`]).
    pub flavour: F::Function,
}

impl<'s, 'm, F: FlavourLowering> FunctionLowering<'s, 'm, F> {
    /// Function `fid` of the module, with the flavour's state for it.
    pub fn new(
        st: &'s mut LoweringState<'m>,
        module: &'s mut F::Module,
        fid: FuncId,
    ) -> Result<Self, LowerError> {
        let f = &st.ir.functions[fid.0 as usize];
        Ok(FunctionLowering {
            flavour: F::begin_function(f)?,
            st,
            module,
            fid,
            f,
            ids: FunctionIds::default(),
        })
    }

    /// The shared instruction selection (arithmetic, compares, branches, ...).
    pub fn lower_shared(&mut self, id: InstId) -> Result<(), LowerError> {
        self.lower_inst_shared(id)
    }

    /// Gives every value, block and parameter its id, then writes the function's header
    /// (`OpFunction` and what the flavour makes of the parameters). The first step.
    pub fn begin(&mut self) -> Result<(), LowerError> {
        self.assign_ids();
        let marks = self.st.spv.marks();
        F::emit_function_header(self)?;
        self.st.spv.check_limits(marks)
    }

    /// Opens `block` (its `OpLabel`, and the entry block's variables). Returns whether it is a
    /// structured loop header, whose [`loop_header`](Self::loop_header) comes next.
    pub fn begin_block(&mut self, block: BlockId) -> Result<bool, LowerError> {
        self.emit_block_header(block)?;
        Ok(F::is_loop_header(self, block))
    }

    /// Whether the entry block starts with the flavour's prologue
    /// ([`FlavourLowering::has_entry_prologue`]).
    pub fn has_entry_prologue(&self) -> bool {
        F::has_entry_prologue(self)
    }

    /// The flavour's entry-block prologue, after the entry block's hooks opened it.
    pub fn entry_prologue(&mut self) -> Result<(), LowerError> {
        let marks = self.st.spv.marks();
        F::emit_entry_prologue(self)?;
        self.st.spv.check_limits(marks)
    }

    /// A structured loop header's merge instruction.
    pub fn loop_header(&mut self, block: BlockId) {
        F::open_loop_header(self, block);
    }

    /// Lowers instruction `id` of `block` (never a phi: those are written with the block).
    /// A terminator first computes the phi inputs its successors need, then what the flavour
    /// writes before it (a selection merge). Returns the instruction's result id.
    pub fn lower_instruction(
        &mut self,
        block: BlockId,
        id: InstId,
    ) -> Result<Option<Word>, LowerError> {
        let inst = self.f.inst(id);
        if is_terminator(inst.opcode) {
            self.materialize_phi_inputs(block)
                .map_err(|e| e.at(self.st.ir, inst))?;
            F::before_terminator(self, block);
        }
        let marks = self.st.spv.marks();
        self.lower_inst(id).map_err(|e| e.at(self.st.ir, inst))?;
        self.st
            .spv
            .check_limits(marks)
            .map_err(|e| e.at(self.st.ir, inst))?;
        self.ids.lowered[id.0 as usize] = true;
        self.name_result(id);
        Ok(self.ids.values[id.0 as usize])
    }

    /// `OpName` of `id`'s result with its source name, whatever the debug level: names are
    /// the code's, as LLVM's SPIR-V backend writes them, so `-g` and `-g0` name the same ids.
    /// LLVM's slot numbers (`%5`) are no names: writing one per unnamed result would grow a
    /// clang-compiled module (clang discards value names) by an `OpName` per instruction.
    fn name_result(&mut self, id: InstId) {
        if let (Some(result), Some(name)) = (
            self.ids.values[id.0 as usize],
            self.f.inst(id).source_name(),
        ) {
            self.st.spv.name(result, name);
        }
    }

    /// Closes the function (`OpFunctionEnd`).
    pub fn end(&mut self) {
        self.emit(build::FunctionEnd.into_instruction());
    }

    /// Phi inputs that are not plain values (a global's address, a constant expression) are
    /// computed at the end of the predecessor, under ids given before any block was written.
    fn materialize_phi_inputs(&mut self, from: BlockId) -> Result<(), LowerError> {
        let pending: Vec<(Value, Word)> = self
            .ids
            .phi_inputs
            .iter()
            .filter(|((_, b), _)| *b == from.0)
            .map(|((v, _), id)| (*v, *id))
            .collect();
        for (value, id) in pending {
            self.materialize(value, id)?;
        }
        Ok(())
    }

    fn materialize(&mut self, value: Value, id: Word) -> Result<(), LowerError> {
        match value {
            Value::Global(_) => {
                let computed = self.operand(value)?;
                let ty = self
                    .value_type(value)
                    .ok_or_else(|| LowerError::Invalid("global without a pointer type".into()))?;
                let ty = self.ty(ty)?;
                self.emit(
                    build::Unary {
                        op: build::UnaryOp::CopyObject,
                        operand: computed,
                    }
                    .with_result(ty, id),
                );
            }
            Value::Const(c) => {
                if let Constant::Expr {
                    ty,
                    opcode,
                    operands,
                    gep_source,
                    inbounds,
                } = self.st.ir.constant(c).clone()
                    && !self.lower_operation(
                        opcode,
                        ty,
                        &operands,
                        gep_source,
                        inbounds,
                        Some(id),
                    )?
                {
                    return Err(LowerError::Unsupported(format!(
                        "constant expression '{}'",
                        opcode.name()
                    )));
                }
            }
            _ => {}
        }
        Ok(())
    }

    fn assign_ids(&mut self) {
        let f = self.f;
        let spv = &mut self.st.spv;
        self.ids.function = self.st.functions[self.fid.0 as usize];
        self.ids.params = f.params.iter().map(|_| spv.id()).collect();
        self.ids.blocks = f.blocks.iter().map(|_| spv.id()).collect();
        self.ids.values = f
            .insts
            .iter()
            .map(|i| {
                // A call that lowers to nothing (llvm.stacksave) defines no id.
                let no_code = matches!(&i.detail, InstDetail::Call { callee: Some(c) }
                    if c.strip_prefix("llvm.").is_some_and(crate::backend::isel::calls::emits_no_code));
                // Logical addressing: pointers are access paths, not values (vulkan/memory.rs).
                let logical_pointer =
                    !F::POINTERS_ARE_VALUES && matches!(self.st.ir.ty(i.ty), Type::Pointer(_));
                let has_value = !matches!(self.st.ir.ty(i.ty), Type::Void)
                    && i.dbg.is_none()
                    && !no_code
                    && !logical_pointer;
                has_value.then(|| spv.id())
            })
            .collect();
        self.ids.variables = vec![None; f.insts.len()];
        self.ids.lowered = vec![false; f.insts.len()];
        for phi in f.insts.iter().filter(|i| i.opcode == Opcode::Phi) {
            for pair in phi.operands.chunks(2) {
                let [value, Value::Block(from)] = pair else {
                    continue;
                };
                let computed = match value {
                    Value::Global(_) => true,
                    Value::Const(c) => {
                        matches!(self.st.ir.constant(*c), Constant::Expr { .. })
                    }
                    _ => false,
                };
                if computed {
                    self.ids
                        .phi_inputs
                        .entry((*value, from.0))
                        .or_insert_with(|| spv.id());
                }
            }
        }
    }

    pub fn emit(&mut self, i: Instruction) {
        self.st.spv.push_function_code(i);
    }

    pub fn ty(&mut self, t: TypeRef) -> Result<Word, LowerError> {
        self.st.types.lower(self.st.ir, &mut self.st.spv, t)
    }

    /// Names the function and writes its `OpFunction` of `function_type`, returning
    /// `return_type`.
    pub fn emit_op_function(&mut self, return_type: Word, function_type: Word) {
        let id = self.ids.function;
        self.st.spv.name(id, &self.f.name);
        self.emit(
            build::Function {
                function_control: FunctionControl::NONE,
                function_type,
            }
            .with_result(return_type, id),
        );
    }

    /// `OpFunction` with the function's own type, then an `OpFunctionParameter` (named, with
    /// its attributes) per parameter.
    pub fn emit_function_with_parameters(&mut self) -> Result<(), LowerError> {
        let f = self.f;
        let Type::Function { ret, .. } = self.st.ir.ty(f.ty).clone() else {
            return Err(LowerError::Invalid(
                "function without a function type".into(),
            ));
        };
        let ret_ty = self.ty(ret)?;
        let fn_ty = self.ty(f.ty)?;
        self.emit_op_function(ret_ty, fn_ty);
        for (i, p) in f.params.iter().enumerate() {
            let ty = self.ty(p.ty)?;
            let pid = self.ids.params[i];
            self.st.spv.name(pid, &p.name);
            for a in &p.attributes {
                let attribute = match a.as_str() {
                    "zeroext" => FunctionParameterAttribute::Zext,
                    "signext" => FunctionParameterAttribute::Sext,
                    "noalias" => FunctionParameterAttribute::NoAlias,
                    "nocapture" => FunctionParameterAttribute::NoCapture,
                    "readonly" => FunctionParameterAttribute::NoWrite,
                    _ => continue,
                };
                self.st
                    .spv
                    .decorate(pid, DecorationOperand::FuncParamAttr(attribute));
            }
            self.emit(build::FunctionParameter.with_result(ty, pid));
        }
        Ok(())
    }

    /// OpLabel, then (entry block) an OpVariable for every alloca, then the block's OpPhis.
    /// The entry block's prologue comes later ([`Self::entry_prologue`]), after the hooks.
    fn emit_block_header(&mut self, block: BlockId) -> Result<(), LowerError> {
        let label = self.ids.blocks[block.0 as usize];
        self.emit(build::Label.with_result(label));
        if block.0 == 0 {
            for i in 0..self.f.insts.len() {
                let inst_ref = &self.f.insts[i];
                if let InstDetail::Alloca { allocated, align } = inst_ref.detail {
                    if !F::POINTERS_ARE_VALUES
                        && matches!(self.st.ir.ty(allocated), Type::Pointer(_))
                    {
                        continue; // promoted
                    }
                    let marks = self.st.spv.marks();
                    self.emit_variable(InstId(i as u32), inst_ref, allocated, align)?;
                    self.st
                        .spv
                        .check_limits(marks)
                        .map_err(|e| e.at(self.st.ir, inst_ref))?;
                }
                self.emit_byval_temporaries(InstId(i as u32))?;
            }
        }
        let phis: Vec<InstId> = self
            .f
            .block_insts(block)
            .filter(|(_, i)| i.opcode == Opcode::Phi)
            .map(|(id, _)| id)
            .collect();
        for id in phis {
            let phi = self.f.inst(id);
            let ty = self.ty(phi.ty).map_err(|e| e.at(self.st.ir, phi))?;
            let mut incoming = Vec::with_capacity(phi.operands.len() / 2);
            // LLVM lists a predecessor once per edge (a switch with several cases into this
            // block), always with the same value; OpPhi names each parent block once.
            let mut parents = rustc_hash::FxHashSet::default();
            for pair in phi.operands.chunks(2) {
                let [value, Value::Block(from)] = pair else {
                    return Err(LowerError::Invalid("malformed phi".into()).at(self.st.ir, phi));
                };
                if !parents.insert(from.0) {
                    continue;
                }
                let v = match self.ids.phi_inputs.get(&(*value, from.0)) {
                    Some(&id) => id,
                    None => self.operand(*value).map_err(|e| e.at(self.st.ir, phi))?,
                };
                let label = F::phi_parent_label(self, *from);
                incoming.push((v, label));
            }
            let result = self.ids.values[id.0 as usize];
            let marks = self.st.spv.marks();
            self.emit(build::Phi { incoming }.with_optional_result(ty, result));
            self.st
                .spv
                .check_limits(marks)
                .map_err(|e| e.at(self.st.ir, phi))?;
            self.ids.lowered[id.0 as usize] = true;
            self.name_result(id);
        }
        Ok(())
    }

    /// A call passing `byval(T)` arguments gets one Function-storage `T` per such argument: the
    /// callee may write to its copy, so the caller copies into a temporary at the call.
    fn emit_byval_temporaries(&mut self, id: InstId) -> Result<(), LowerError> {
        let inst_ref = self.f.inst(id);
        let Some(Value::Function(callee)) = inst_ref.operands.last().copied() else {
            return Ok(());
        };
        if inst_ref.opcode != Opcode::Call {
            return Ok(());
        }
        let params = &self.st.ir.functions[callee.0 as usize].params;
        for (n, p) in params.iter().enumerate() {
            let Some(t) = p.byval else { continue };
            let pointee = self.ty(t).map_err(|e| e.at(self.st.ir, inst_ref))?;
            let var = self.function_variable(pointee);
            self.ids.byval_copies.insert((id.0, n as u32), var);
        }
        Ok(())
    }

    /// An `OpVariable` of Function storage holding a `pointee`, written here (the entry block's
    /// header).
    fn function_variable(&mut self, pointee: Word) -> Word {
        let ptr = self
            .st
            .types
            .pointer_to(&mut self.st.spv, StorageClass::Function, pointee);
        let var = self.st.spv.id();
        self.emit(
            build::Variable {
                storage_class: StorageClass::Function,
                initializer: None,
            }
            .with_result(ptr, var),
        );
        var
    }

    fn emit_variable(
        &mut self,
        id: InstId,
        alloca: &IrInst,
        allocated: TypeRef,
        align: u32,
    ) -> Result<(), LowerError> {
        if let Some(Value::Const(c)) = alloca.operands.first()
            && !matches!(self.st.ir.constant(*c), Constant::Int { value: 1, .. })
        {
            return Err(
                LowerError::Unsupported("alloca of more than one element".to_owned())
                    .at(self.st.ir, alloca),
            );
        }
        // Logical addressing (Vulkan): Function storage holds the plain type, an `i1` as
        // OpTypeBool (vulkan/memory.rs loads and stores it so; the variables phis become,
        // src/ir/llvm/phi_variables.rs, are such). Physical addressing: the in-memory type.
        let pointee = if F::POINTERS_ARE_VALUES {
            crate::backend::isel::memory::memory_type(
                self.st.ir,
                &mut self.st.spv,
                &mut self.st.types,
                allocated,
            )
        } else {
            self.ty(allocated)
        }
        .map_err(|e| e.at(self.st.ir, alloca))?;
        let var = self.function_variable(pointee);
        if align > 0 && F::ALIGNMENT_DECORATIONS {
            self.st
                .spv
                .decorate(var, DecorationOperand::Alignment(align));
        }
        self.st.spv.name(var, &alloca.name);
        self.ids.variables[id.0 as usize] = Some(var);
        Ok(())
    }

    /// The id of an operand, lowering constants (module scope) and global addresses (a bitcast
    /// to the canonical pointer, in the current block) as needed.
    pub fn operand(&mut self, v: Value) -> Result<Word, LowerError> {
        match v {
            Value::Inst(i) => self.ids.values[i.0 as usize]
                .ok_or_else(|| LowerError::Invalid(format!("use of %{} which has no value", i.0))),
            Value::Param(p) => Ok(self.ids.params[p as usize]),
            Value::Block(b) => Ok(self.ids.blocks[b.0 as usize]),
            Value::Const(c) => self.constant_operand(c),
            Value::Global(g) => {
                let var = self.st.globals[g.0 as usize]
                    .ok_or_else(|| LowerError::Invalid("global without a variable".into()))?;
                let space = self.st.ir.globals[g.0 as usize].address_space;
                let canonical = self.canonical_pointer(space)?;
                let id = self.st.spv.id();
                self.emit(
                    build::Unary {
                        op: build::UnaryOp::Bitcast,
                        operand: var,
                    }
                    .with_result(canonical, id),
                );
                Ok(id)
            }
            Value::Function(f) => Err(LowerError::Unsupported(format!(
                "use of function @{} as a value (function pointers)",
                self.st.ir.functions[f.0 as usize].name
            ))),
            Value::Metadata => Err(LowerError::Unsupported("metadata operand".to_owned())),
        }
    }

    fn constant_operand(&mut self, c: ConstId) -> Result<Word, LowerError> {
        if let Constant::Expr {
            ty,
            opcode,
            operands,
            gep_source,
            inbounds,
        } = self.st.ir.constant(c).clone()
        {
            // Constant expressions become instructions at the point of use.
            let result = self.st.spv.id();
            if !self.lower_operation(opcode, ty, &operands, gep_source, inbounds, Some(result))? {
                return Err(LowerError::Unsupported(format!(
                    "constant expression '{}'",
                    opcode.name()
                )));
            }
            return Ok(result);
        }
        let id = lower_constant(self.st, c)?;
        self.ids.constant_ids.insert(c, id);
        Ok(id)
    }

    /// `OpTypePointer <sc> %char` for an address space.
    pub fn canonical_pointer(&mut self, space: u32) -> Result<Word, LowerError> {
        let sc = storage_class(space)
            .ok_or_else(|| LowerError::Unsupported(format!("address space {space}")))?;
        let byte = byte_type(&mut self.st.spv);
        Ok(self.st.types.pointer_to(&mut self.st.spv, sc, byte))
    }

    /// Reinterprets a canonical pointer as a pointer to `pointee` (no-op for `char`).
    pub fn typed_pointer(
        &mut self,
        canonical: Word,
        space: u32,
        pointee: Word,
    ) -> Result<Word, LowerError> {
        let sc = storage_class(space)
            .ok_or_else(|| LowerError::Unsupported(format!("address space {space}")))?;
        if pointee == byte_type(&mut self.st.spv) {
            return Ok(canonical);
        }
        let ptr = self.st.types.pointer_to(&mut self.st.spv, sc, pointee);
        let id = self.st.spv.id();
        self.emit(
            build::Unary {
                op: build::UnaryOp::Bitcast,
                operand: canonical,
            }
            .with_result(ptr, id),
        );
        Ok(id)
    }

    pub fn address_space_of(&self, v: Value) -> Result<u32, LowerError> {
        let t = self.value_type(v);
        match t.map(|t| self.st.ir.ty(t)) {
            Some(Type::Pointer(space)) => Ok(*space),
            _ => Err(LowerError::Invalid("expected a pointer operand".into())),
        }
    }

    /// The IR type of a value.
    pub fn value_type(&self, v: Value) -> Option<TypeRef> {
        let ir = self.st.ir;
        Some(match v {
            Value::Inst(i) => self.f.inst(i).ty,
            Value::Param(p) => self.f.params.get(p as usize)?.ty,
            Value::Const(c) => ir.constant(c).ty(),
            Value::Global(g) => {
                let space = ir.globals[g.0 as usize].address_space;
                return ir
                    .types
                    .iter()
                    .position(|t| *t == Type::Pointer(space))
                    .map(|i| TypeRef(i as u32));
            }
            _ => return None,
        })
    }

    fn lower_inst(&mut self, id: InstId) -> Result<(), LowerError> {
        F::lower_inst(self, id)
    }

    fn lower_inst_shared(&mut self, id: InstId) -> Result<(), LowerError> {
        let inst_ref = self.f.inst(id);
        if inst_ref.dbg.is_some() {
            return Ok(());
        }
        let result = self.ids.values[id.0 as usize];
        match (&inst_ref.opcode, &inst_ref.detail) {
            (Opcode::Alloca, _) => {
                let var = self.ids.variables[id.0 as usize]
                    .ok_or_else(|| LowerError::Invalid("alloca without a variable".into()))?;
                let canonical = self.canonical_pointer(0)?;
                self.emit(
                    build::Unary {
                        op: build::UnaryOp::Bitcast,
                        operand: var,
                    }
                    .with_optional_result(canonical, result),
                );
                Ok(())
            }
            (Opcode::Call, InstDetail::Call { callee }) => {
                crate::backend::isel::calls::lower_call(self, id, callee.as_deref())
            }
            (Opcode::Call, _) => Err(LowerError::Unsupported(
                "indirect call (function pointers)".to_owned(),
            )),
            _ => {
                let gep_source = match inst_ref.detail {
                    InstDetail::Gep { source, .. } => Some(source),
                    _ => None,
                };
                let operands = &inst_ref.operands;
                let inbounds = matches!(inst_ref.detail, InstDetail::Gep { inbounds: true, .. });
                let handled = self.lower_operation(
                    inst_ref.opcode,
                    inst_ref.ty,
                    operands,
                    gep_source,
                    inbounds,
                    result,
                )?;
                if handled {
                    Ok(())
                } else {
                    self.lower_with_detail(id)
                }
            }
        }
    }

    /// Instructions whose lowering needs their detail (loads, stores, compares, ...).
    fn lower_with_detail(&mut self, id: InstId) -> Result<(), LowerError> {
        let i = self.f.inst(id);
        crate::backend::isel::select::lower_detailed(self, id, i)
    }

    /// Opcodes that are the same as instructions and as constant expressions. Returns `false`,
    /// having done nothing, for opcodes that need an instruction's details.
    pub fn lower_operation(
        &mut self,
        opcode: Opcode,
        ty: TypeRef,
        operands: &[Value],
        gep_source: Option<TypeRef>,
        inbounds: bool,
        result: Option<Word>,
    ) -> Result<bool, LowerError> {
        crate::backend::isel::select::lower_simple(
            self, opcode, ty, operands, gep_source, inbounds, result,
        )
    }
}

/// The memory operands of a load or store: `Volatile`, `Aligned` and the alignment; none when
/// neither applies.
pub(crate) fn memory_access(align: u32, volatile: bool) -> Option<build::MemoryAccessOperand> {
    (volatile || align > 0).then_some(build::MemoryAccessOperand {
        volatile,
        aligned: (align > 0).then_some(align),
    })
}

/// Whether `opcode` ends a block.
pub(crate) fn is_terminator(opcode: Opcode) -> bool {
    matches!(
        opcode,
        Opcode::Ret | Opcode::Br | Opcode::Switch | Opcode::Unreachable
    )
}
