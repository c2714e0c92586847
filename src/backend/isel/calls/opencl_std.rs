//! Calls of OpenCL builtins that are OpenCL.std extended instructions: the math, integer and
//! common functions, and the vector loads and stores.

use rspirv::spirv::{Capability, OpenclStd100Op, Word};

use super::unsupported;
use crate::backend::LowerError;
use crate::backend::isel::builtins::{self, ParamType, ScalarKind};
use crate::backend::isel::flavour::FlavourLowering;
use crate::backend::isel::function::FunctionLowering;
use crate::backend::module::core_build as build;
use crate::backend::module::opencl_std::VectorAccess;
use crate::backend::module::spirv::TypeKey;
use crate::ir::{Instruction, Type, Value};

const OPENCL_STD: &str = "OpenCL.std";

/// `OpExtInst` of the OpenCL.std set (imported on first use) with `args`; a fresh result id
/// when `result` is None.
pub(super) fn ext_inst<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    ty: Word,
    result: Option<Word>,
    instruction: OpenclStd100Op,
    args: &[Word],
) {
    let set = fl.st.spv.ext_import(OPENCL_STD);
    let result = result.unwrap_or_else(|| fl.st.spv.id());
    fl.emit(
        build::ExtInst {
            set,
            instruction: instruction as u32,
            operands: args.to_vec(),
        }
        .with_result(ty, result),
    );
}

/// An OpenCL.std function: its arguments as they are, except pointers (fract, modf, sincos,
/// frexp, ...), which become pointers to the element type the mangled parameter names.
pub(super) fn lower_opencl_std<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    i: &Instruction,
    name: &str,
    instruction: OpenclStd100Op,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    let t = fl.ty(i.ty)?;
    let params = builtins::demangle(name)
        .map(|d| d.params)
        .unwrap_or_default();
    let mut ids = Vec::with_capacity(args.len());
    for (n, a) in args.iter().enumerate() {
        let id = fl.operand(*a)?;
        // Pointer arguments (fract, modf, sincos, frexp, ...) point to their own
        // element type, as the mangled parameter says.
        let id = match (
            params.get(n),
            fl.value_type(*a).map(|t| fl.st.ir.ty(t).clone()),
        ) {
            (Some(ParamType::Pointer { pointee, .. }), Some(Type::Pointer(space))) => {
                let pointee = param_type(fl, pointee)?;
                fl.typed_pointer(id, space, pointee)?
            }
            _ => id,
        };
        ids.push(id);
    }
    ext_inst(fl, t, result, instruction, &ids);
    Ok(())
}

/// The SPIR-V type of a demangled builtin parameter (scalars and vectors only).
fn param_type<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    p: &ParamType,
) -> Result<Word, LowerError> {
    let ParamType::Scalar { kind, bits, lanes } = p else {
        return Err(unsupported(format!("builtin parameter {p:?}")));
    };
    let spv = &mut fl.st.spv;
    let scalar = match kind {
        ScalarKind::Float => {
            match bits {
                16 => spv.require(Capability::Float16),
                64 => spv.require(Capability::Float64),
                _ => {}
            }
            spv.type_id(TypeKey::Float(*bits))
        }
        ScalarKind::Signed | ScalarKind::Unsigned => fl.st.types.int_type(&mut fl.st.spv, *bits),
        _ => return Err(unsupported(format!("builtin parameter {p:?}"))),
    };
    Ok(if *lanes > 1 {
        fl.st.spv.type_id(TypeKey::Vector(scalar, *lanes))
    } else {
        scalar
    })
}

/// vloadN / vstoreN / vload_half(N) / vstore_half(N)(_r) / vloada / vstorea: the OpenCL.std
/// instruction through a pointer to the element type; the `n` forms take the lane count, the
/// `_r` forms the rounding mode the builtin's name ends with.
pub(super) fn lower_vector_load_store<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    i: &Instruction,
    mangled: &str,
    instruction: OpenclStd100Op,
    lanes: u32,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    use OpenclStd100Op as Cl;
    let is_store = crate::backend::module::opencl_std::is_vector_store(instruction);
    let half = !matches!(instruction, Cl::vloadn | Cl::vstoren);
    // vload*(offset, p) / vstore*(data, offset, p).
    let (data, offset, ptr) = match (is_store, args) {
        (false, [offset, ptr]) => (None, *offset, *ptr),
        (true, [data, offset, ptr]) => (Some(*data), *offset, *ptr),
        _ => {
            return Err(unsupported(format!(
                "builtin {instruction:?} with these operands"
            )));
        }
    };
    let element = if half {
        fl.st.spv.require(Capability::Float16Buffer);
        fl.st.spv.type_id(TypeKey::Float(16))
    } else {
        let value_ty = match data {
            Some(d) => fl.value_type(d),
            None => Some(i.ty),
        }
        .ok_or_else(|| LowerError::Invalid("vector load/store type".into()))?;
        let elem = match fl.st.ir.ty(value_ty) {
            Type::Vector { elem, .. } => *elem,
            _ => value_ty,
        };
        fl.ty(elem)?
    };
    let space = fl.address_space_of(ptr)?;
    let p = fl.operand(ptr)?;
    let typed = fl.typed_pointer(p, space, element)?;
    // Operands and ids in the order the output has always had them.
    let offset = fl.operand(offset)?;
    let set = fl.st.spv.ext_import(OPENCL_STD);
    let data = data.map(|d| fl.operand(d)).transpose()?;
    let lanes =
        matches!(instruction, Cl::vloadn | Cl::vload_halfn | Cl::vloada_halfn).then_some(lanes);
    let rounding = if matches!(
        instruction,
        Cl::vstore_half_r | Cl::vstore_halfn_r | Cl::vstorea_halfn_r
    ) {
        // vstore_half_r & co. take the rounding mode the builtin's name ends with.
        let builtin = builtins::demangle(mangled)
            .map(|d| d.name)
            .unwrap_or_default();
        let mode = builtin
            .rsplit('_')
            .next()
            .and_then(builtins::rounding_mode)
            .ok_or_else(|| unsupported(format!("rounding of '{builtin}'")))?;
        Some(mode)
    } else {
        None
    };
    let t = fl.ty(i.ty)?;
    let result = result.unwrap_or_else(|| fl.st.spv.id());
    fl.emit(
        VectorAccess {
            set,
            instruction,
            data,
            offset,
            pointer: typed,
            lanes,
            rounding,
        }
        .with_result(t, result),
    );
    Ok(())
}

/// `printf(format, ...)`: OpenCL.std `printf`, whose format operand must point to
/// UniformConstant bytes — where clang puts string literals (`addrspace(2)`).
pub(super) fn lower_printf<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    i: &Instruction,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    let Some(&format) = args.first() else {
        return Err(LowerError::Invalid("printf without a format".into()));
    };
    if fl.address_space_of(format)? != 2 {
        return Err(unsupported(
            "printf with a format string outside the constant address space (OpenCL.std printf \
             reads it from UniformConstant; make the format a string literal or __constant)",
        ));
    }
    let t = fl.ty(i.ty)?;
    let mut ids = Vec::with_capacity(args.len());
    for a in args {
        ids.push(fl.operand(*a)?);
    }
    ext_inst(fl, t, result, OpenclStd100Op::printf, &ids);
    Ok(())
}
