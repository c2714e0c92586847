//! The Vulkan compute flavour's answers to instruction selection ([`FlavourLowering`]): only
//! kernels are lowered (every helper is inlined before import), their arguments are resources
//! declared up front (`declare_resources`), control flow is structured (`cfg`, `select`), and
//! pointers are access paths (`memory`).

use rspirv::spirv::{LinkageType, StorageClass, Word};

use crate::backend::LowerError;
use crate::backend::isel::flavour::FlavourLowering;
use crate::backend::isel::function::FunctionLowering;
use crate::backend::isel::state::LoweringState;
use crate::backend::isel::vulkan::memory::Ptr;
use crate::backend::isel::vulkan::select::{self, VkFunction};
use crate::backend::isel::vulkan::{
    ArgResource, ModuleState, cfg, declare_resources, global_storage_class, write_entry_points,
};
use crate::backend::module::core_build as build;
use crate::backend::module::spirv::{SpirvModule, TypeKey};
use crate::ir::{BlockId, Function, Global, InstId, Opcode, Value};

/// Vulkan compute SPIR-V (`Flavour::VulkanCompute`).
pub(crate) struct VulkanFlavour;

impl FlavourLowering for VulkanFlavour {
    type Function = VkFunction;
    type Module = ModuleState;

    const POINTERS_ARE_VALUES: bool = false;
    const ALIGNMENT_DECORATIONS: bool = false;
    const DEBUG_VALUE_CODE: bool = true;

    fn begin_module(st: &mut LoweringState<'_>, vk: &mut ModuleState) -> Result<(), LowerError> {
        declare_resources(st, vk)
    }

    fn lowers_function(f: &Function) -> bool {
        // Every other function was inlined into the kernels before import
        // (src/ir/llvm/structurize.rs).
        f.is_kernel()
    }

    fn declares_global(g: &Global) -> bool {
        !super::globals::in_buffer(g)
    }

    fn global_storage_class(g: &Global) -> Result<StorageClass, LowerError> {
        global_storage_class(g)
    }

    fn global_linkage(_: &Global, _: bool) -> Option<LinkageType> {
        None
    }

    fn decorate_global(_: &mut SpirvModule, _: Word, _: &Global) {}

    fn end_module(st: &mut LoweringState<'_>, vk: &mut ModuleState) -> Result<(), LowerError> {
        write_entry_points(st, vk)
    }

    fn begin_function(f: &Function) -> Result<VkFunction, LowerError> {
        Ok(VkFunction {
            structure: cfg::analyze(f)?,
            used: f
                .insts
                .iter()
                .flat_map(|i| i.operands.iter().copied())
                .collect(),
            ..Default::default()
        })
    }

    fn emit_function_header(fl: &mut FunctionLowering<'_, '_, Self>) -> Result<(), LowerError> {
        fl.emit_kernel_header()
    }

    fn has_entry_prologue(fl: &FunctionLowering<'_, '_, Self>) -> bool {
        !fl.flavour.push_loads.is_empty()
            && fl
                .module
                .kernels
                .get(&(fl.fid.0 as usize))
                .is_some_and(|r| r.push_constants.is_some())
    }

    fn emit_entry_prologue(fl: &mut FunctionLowering<'_, '_, Self>) -> Result<(), LowerError> {
        fl.emit_push_constant_loads()
    }

    fn is_loop_header(fl: &FunctionLowering<'_, '_, Self>, block: BlockId) -> bool {
        fl.flavour.structure.loops.contains_key(&(block.0 as usize))
    }

    fn open_loop_header(fl: &mut FunctionLowering<'_, '_, Self>, block: BlockId) {
        select::loop_header(fl, block.0 as usize);
    }

    fn before_terminator(fl: &mut FunctionLowering<'_, '_, Self>, block: BlockId) {
        select::selection_merge(fl, block.0 as usize);
    }

    fn phi_parent_label(fl: &mut FunctionLowering<'_, '_, Self>, from: BlockId) -> Word {
        select::predecessor_label(fl, from.0 as usize)
    }

    fn lower_inst(fl: &mut FunctionLowering<'_, '_, Self>, id: InstId) -> Result<(), LowerError> {
        select::lower_inst(fl, id)
    }
}

impl FunctionLowering<'_, '_, VulkanFlavour> {
    /// A kernel entry point: `void()`; each argument's id is its resource (a buffer variable)
    /// or a load of its push constant, written at the top of the entry block.
    fn emit_kernel_header(&mut self) -> Result<(), LowerError> {
        let f = self.f;
        let void = self.st.spv.void_type();
        let fn_ty = self.st.spv.type_id(TypeKey::Function(void, vec![]));
        self.emit_op_function(void, fn_ty);
        let resources = self
            .module
            .kernels
            .get(&(self.fid.0 as usize))
            .map(|r| r.args.clone())
            .unwrap_or_default();
        for (n, r) in resources.iter().enumerate() {
            match r {
                ArgResource::Buffer { var, elem, .. } => {
                    self.ids.params[n] = *var;
                    let p = select::buffer_pointer(*var, *elem);
                    self.flavour.ptrs.insert(Value::Param(n as u32), p);
                }
                // Never referred to (`--bindings=used`): no variable stands for it; a
                // `DebugValue` of the argument (-O2) names an undefined value, as for any
                // variable whose value is unknown.
                ArgResource::Unbound { .. } => {
                    let u32_ty = self.st.spv.u32_type();
                    self.ids.params[n] = self.st.spv.undef(u32_ty);
                }
                ArgResource::Workgroup { var, elem, .. } => {
                    self.ids.params[n] = *var;
                    let p = select::workgroup_pointer(*var, *elem);
                    self.flavour.ptrs.insert(Value::Param(n as u32), p);
                }
                ArgResource::PushConstant { member, ty, .. } => {
                    let t = self.ty(*ty)?;
                    let pid = self.ids.params[n];
                    if let Some(p) = f.params.get(n) {
                        self.st.spv.name(pid, &p.name);
                    }
                    self.flavour.push_loads.push((pid, *member, t));
                }
            }
        }
        Ok(())
    }

    /// The Vulkan kernel's scalar arguments, loaded from the push-constant block.
    fn emit_push_constant_loads(&mut self) -> Result<(), LowerError> {
        let Some(block) = self
            .module
            .kernels
            .get(&(self.fid.0 as usize))
            .and_then(|r| r.push_constants)
        else {
            return Ok(());
        };
        let loads = self.flavour.push_loads.clone();
        for (pid, member, t) in loads {
            let ptr = self
                .st
                .types
                .pointer_to(&mut self.st.spv, StorageClass::PushConstant, t);
            let index = self.st.spv.const_u32(member);
            let chain = self.st.spv.id();
            self.emit(
                build::AccessChain {
                    base: block,
                    indexes: vec![index],
                }
                .with_result(ptr, chain),
            );
            self.emit(
                build::Load {
                    pointer: chain,
                    memory_access: None,
                }
                .with_result(t, pid),
            );
        }
        Ok(())
    }

    /// The pointer a value stands for in the Vulkan flavour (globals included).
    pub(crate) fn vk_pointer(&self, v: Value) -> Option<Ptr> {
        if let Value::Global(g) = v
            && let Some(pg) = &self.module.program_globals
            && let Some(member) = pg.members.iter().position(|m| m.0 == g.0 as usize)
        {
            // A member of the program-globals buffer.
            return Some(Ptr {
                base: pg.var,
                class: StorageClass::StorageBuffer,
                steps: vec![crate::backend::isel::vulkan::memory::Step {
                    index: crate::backend::isel::vulkan::memory::Index::Const(member as i64),
                    array: false,
                }],
                pointee: pg.members[member].2,
                pending: 0,
            });
        }
        if let Value::Global(g) = v {
            let var = (*self.st.globals.get(g.0 as usize)?)?;
            let global = self.st.ir.globals.get(g.0 as usize)?;
            let class = global_storage_class(global).ok()?;
            return Some(Ptr {
                base: var,
                class,
                steps: Vec::new(),
                pointee: global.value_type,
                pending: 0,
            });
        }
        // `addrspacecast (ptr addrspace(3) @g to ptr addrspace(4))` (C11 atomics on a `local`
        // variable): the same variable.
        if let Value::Const(c) = v
            && let crate::ir::Constant::Expr {
                opcode: Opcode::AddrSpaceCast | Opcode::BitCast,
                operands,
                ..
            } = self.st.ir.constant(c)
        {
            return self.vk_pointer(*operands.first()?);
        }
        self.flavour.ptrs.get(&v).cloned()
    }

    /// The pointer stored in a promoted pointer alloca.
    pub(crate) fn vk_pointer_slot(&self, slot: Value) -> Option<Ptr> {
        self.flavour.ptrs.get(&slot).cloned()
    }
}
