//! Calls in instruction selection: to defined functions, to LLVM intrinsics, to OpenCL
//! builtins (recognised by mangled name in `crate::backend::isel::builtins`), and to other declared functions
//! (imported through Linkage); plus the IR-level atomic instructions, which share the
//! scope/semantics rules with the atomic builtins. This file decides which lowering a call
//! gets; each family's lowering is in its own file.

mod atomics;
mod barriers;
mod conversions;
mod intrinsics;
mod opencl_std;
mod relational;
mod work_items;

use rspirv::spirv::{FunctionControl, LinkageType, Op, StorageClass, Word};

use crate::backend::LowerError;
use crate::backend::isel::builtins::{self, Builtin};
use crate::backend::isel::flavour::FlavourLowering;
use crate::backend::isel::function::FunctionLowering;
use crate::backend::module::core_build as build;
use crate::backend::module::linkage;
use crate::ir::{Constant, FuncId, InstId, Instruction, Type, Value};
pub use atomics::lower_atomic_inst;

fn unsupported(what: impl Into<String>) -> LowerError {
    LowerError::Unsupported(what.into())
}

/// Lowers the call instruction `id`: a direct call, or what its declared callee (`callee`, the
/// callee's name) stands for.
pub fn lower_call<'m, F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, 'm, F>,
    id: InstId,
    callee: Option<&'m str>,
) -> Result<(), LowerError> {
    // Borrowed from the module, not from `fl`: nothing is copied per call.
    let function: &'m crate::ir::Function = fl.f;
    let i = function.inst(id);
    let result = fl.ids.values[id.0 as usize];
    // Operands are (args..., callee).
    let args: &'m [Value] = &i.operands[..i.operands.len().saturating_sub(1)];
    let callee_fn = match i.operands.last() {
        Some(Value::Function(f)) => *f,
        _ => return Err(unsupported("indirect call (function pointers)")),
    };
    let name = callee.unwrap_or_default();
    let target = &fl.st.ir.functions[callee_fn.0 as usize];
    if !target.is_declaration() {
        return direct_call(fl, i, callee_fn, args, result);
    }
    if let Some(intrinsic) = name.strip_prefix("llvm.") {
        return intrinsics::lower_intrinsic(fl, i, intrinsic, args, result);
    }
    if let Some(builtin) = builtins::classify(name) {
        return lower_builtin(fl, i, name, builtin, args, result);
    }
    if let Some(space) = match name {
        "__to_global" => Some(StorageClass::CrossWorkgroup),
        "__to_local" => Some(StorageClass::Workgroup),
        "__to_private" => Some(StorageClass::Function),
        _ => None,
    } {
        // OpenCL 2.0 to_global/to_local/to_private: a checked cast from the generic space.
        let t = fl.ty(i.ty)?;
        let p = fl.operand(args[0])?;
        fl.emit(
            build::GenericCastToPtrExplicit {
                pointer: p,
                storage: space,
            }
            .with_optional_result(t, result),
        );
        return Ok(());
    }
    if let Some((builtin, family)) = builtins::reserved_builtin(name) {
        return Err(unsupported(format!(
            "call to unknown builtin '{name}' ({family} '{builtin}', not implemented)"
        )));
    }
    if let Type::Function { vararg: true, .. } = fl.st.ir.ty(target.ty) {
        if name == "printf" {
            return opencl_std::lower_printf(fl, i, args, result);
        }
        return Err(unsupported(format!(
            "call to variadic function '@{name}' (SPIR-V has no variadic functions)"
        )));
    }
    declare_import(fl, callee_fn)?;
    direct_call(fl, i, callee_fn, args, result)
}

/// `OpFunctionCall`, copying `byval` arguments into the caller's temporaries first.
fn direct_call<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    i: &Instruction,
    callee: FuncId,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    let ret = fl.ty(i.ty)?;
    let call =
        fl.f.insts
            .iter()
            .position(|x| std::ptr::eq(x, i))
            .map(|p| p as u32);
    let mut arguments = Vec::new();
    for (n, a) in args.iter().enumerate() {
        let mut id = fl.operand(*a)?;
        if let Some(&temp) = call.and_then(|c| fl.ids.byval_copies.get(&(c, n as u32))) {
            // byval: copy the argument into the caller's temporary and pass that.
            let space = fl.address_space_of(*a)?;
            let t = fl.st.ir.functions[callee.0 as usize].params[n]
                .byval
                .ok_or_else(|| LowerError::Invalid("byval temporary without a type".into()))?;
            let pointee = fl.ty(t)?;
            let source = fl.typed_pointer(id, space, pointee)?;
            fl.emit(
                build::CopyMemory {
                    target: temp,
                    source,
                    memory_access: None,
                    source_memory_access: None,
                }
                .into_instruction(),
            );
            let canonical = fl.canonical_pointer(0)?;
            id = emit_value(fl, |r| {
                build::Unary {
                    op: build::UnaryOp::Bitcast,
                    operand: temp,
                }
                .with_result(canonical, r)
            });
        }
        arguments.push(id);
    }
    let result = result.unwrap_or_else(|| fl.st.spv.id());
    fl.emit(
        build::FunctionCall {
            function: fl.st.functions[callee.0 as usize],
            arguments,
        }
        .with_result(ret, result),
    );
    Ok(())
}

/// Declares a body-less function with Import linkage (once).
fn declare_import<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    f: FuncId,
) -> Result<(), LowerError> {
    if fl.st.imported.insert(f.0, ()).is_some() {
        return Ok(());
    }
    let func = &fl.st.ir.functions[f.0 as usize];
    let Type::Function { ret, .. } = fl.st.ir.ty(func.ty).clone() else {
        return Err(LowerError::Invalid(
            "declaration without a function type".into(),
        ));
    };
    let ret = fl.ty(ret)?;
    let fn_ty = fl.ty(func.ty)?;
    let id = fl.st.functions[f.0 as usize];
    let mut decl = vec![
        build::Function {
            function_control: FunctionControl::NONE,
            function_type: fn_ty,
        }
        .with_result(ret, id),
    ];
    for p in &func.params {
        let t = fl.ty(p.ty)?;
        let pid = fl.st.spv.id();
        decl.push(build::FunctionParameter.with_result(t, pid));
    }
    decl.push(build::FunctionEnd.into_instruction());
    fl.st.spv.extend_function_declarations(decl);
    fl.st.spv.name(id, &func.name);
    linkage::decorate(&mut fl.st.spv, id, &func.name, LinkageType::Import);
    Ok(())
}

/// Whether an intrinsic (name without `llvm.`, e.g. `lifetime.start.p0`) lowers to nothing at
/// all: lifetime markers, `assume`, scope declarations, `stacksave`/`stackrestore` (no dynamic
/// allocas, so no stack pointer to keep), annotations and `dbg.*`.
///
/// Public because the round-trip checker skips the same calls when it matches debug uses to
/// code: an instruction that emits nothing has no place in the line table.
///
/// ```
/// use nsdi::backend::emits_no_code;
///
/// assert!(emits_no_code("lifetime.start.p0"));
/// assert!(emits_no_code("dbg.value"));
/// assert!(emits_no_code("stacksave.p0"));
/// assert!(!emits_no_code("memcpy.p1.p1.i64"));
/// ```
pub fn emits_no_code(name: &str) -> bool {
    // Called for every call instruction: compared in place, without building "prefix.".
    let family = |prefix: &str| {
        name.strip_prefix(prefix)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with('.'))
    };
    [
        "lifetime.start",
        "lifetime.end",
        "assume",
        "experimental.noalias.scope.decl",
    ]
    .into_iter()
    .chain([
        "stacksave",
        "stackrestore",
        "var.annotation",
        "invariant.end",
        "sideeffect",
        "donothing",
        "dbg",
    ])
    .any(family)
}

/// A call of a recognised OpenCL builtin: the lowering for its kind.
fn lower_builtin<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    i: &Instruction,
    name: &str,
    builtin: Builtin,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    match builtin {
        Builtin::WorkItem { builtin, takes_dim } => {
            work_items::lower_work_item(fl, i, builtin, takes_dim, args, result)
        }
        Builtin::OpenClStd { instruction } => {
            opencl_std::lower_opencl_std(fl, i, name, instruction, args, result)
        }
        Builtin::Barrier { has_scope } => barriers::lower_barrier(fl, has_scope, args),
        Builtin::MemFence { .. } => barriers::lower_mem_fence(fl, args),
        Builtin::Atomic {
            op,
            explicit_order,
            explicit_scope,
        } => atomics::lower_atomic_builtin(fl, i, op, explicit_order, explicit_scope, args, result),
        Builtin::Convert { saturate, rounding } => {
            conversions::lower_convert(fl, i, name, saturate, rounding, args, result)
        }
        Builtin::VectorLoadStore { instruction, lanes } => {
            opencl_std::lower_vector_load_store(fl, i, name, instruction, lanes, args, result)
        }
        Builtin::CoreOp { op } => relational::lower_core_op(fl, i, op, args, result),
    }
}

/// The operand ids of `args`, in order.
fn operands<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    args: &[Value],
) -> Result<Vec<Word>, LowerError> {
    args.iter().map(|a| fl.operand(*a)).collect()
}

/// Emits `op a b` into a fresh id and returns it: the step of the shift, mask and fold chains.
fn binop<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    op: build::BinaryOp,
    ty: Word,
    a: Word,
    b: Word,
) -> Word {
    emit_value(fl, |id| {
        build::Binary {
            op,
            operand_1: a,
            operand_2: b,
        }
        .with_result(ty, id)
    })
}

/// Emits the instruction `make` gives for a fresh result id and returns the id.
fn emit_value<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    make: impl FnOnce(Word) -> rspirv::dr::Instruction,
) -> Word {
    let id = fl.st.spv.id();
    fl.emit(make(id));
    id
}

/// A core instruction the lowering picks at run time (a builtin's `CoreOp`): `op` on `ids`, a
/// [`build::Unary`] or a [`build::Binary`] as the opcode and the operand count say.
fn core_instruction(
    op: Op,
    ty: Word,
    result: Option<Word>,
    ids: &[Word],
) -> Result<rspirv::dr::Instruction, LowerError> {
    match (
        build::UnaryOp::from_opcode(op),
        build::BinaryOp::from_opcode(op),
        ids,
    ) {
        (Some(op), _, &[operand]) => {
            Ok(build::Unary { op, operand }.with_optional_result(ty, result))
        }
        (_, Some(op), &[operand_1, operand_2]) => Ok(build::Binary {
            op,
            operand_1,
            operand_2,
        }
        .with_optional_result(ty, result)),
        _ => Err(LowerError::Invalid(format!(
            "Op{op:?} with {} operands",
            ids.len()
        ))),
    }
}

/// The value of an integer constant operand (memory scopes and orders, fence flags, dimensions,
/// memset lengths), or None when the operand is not a constant integer.
fn constant_u64<F: FlavourLowering>(fl: &FunctionLowering<'_, '_, F>, v: Value) -> Option<u64> {
    match v {
        Value::Const(c) => match fl.st.ir.constant(c) {
            Constant::Int { value, .. } => Some(*value),
            _ => None,
        },
        _ => None,
    }
}
