//! Calls of the OpenCL `convert_*` builtins: core SPIR-V conversions.

use rspirv::spirv::{FPRoundingMode, Word};

use super::unsupported;
use crate::backend::LowerError;
use crate::backend::isel::builtins::{self, ParamType, ScalarKind};
use crate::backend::isel::flavour::FlavourLowering;
use crate::backend::isel::function::FunctionLowering;
use crate::backend::isel::select::{Kind, kind_of};
use crate::backend::module::core_build::DecorationOperand;
use crate::backend::module::core_build::{self as build, UnaryOp};
use crate::ir::{Instruction, Value};

/// `convert_<type>[_sat][_<rounding>]`: the core conversion for the source and destination
/// kinds, decorated with SaturatedConversion and FPRoundingMode where they apply.
pub(super) fn lower_convert<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    i: &Instruction,
    name: &str,
    saturate: bool,
    rounding: Option<FPRoundingMode>,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    let demangled = builtins::demangle(name).ok_or_else(|| unsupported(name.to_owned()))?;
    let destination = demangled
        .name
        .strip_prefix("convert_")
        .ok_or_else(|| unsupported(name.to_owned()))?;
    let dst_unsigned = destination.starts_with('u');
    let dst_float = ["float", "double", "half"]
        .iter()
        .any(|f| destination.starts_with(f));
    let src_kind = match demangled.params.first() {
        Some(ParamType::Scalar { kind, .. }) => *kind,
        _ => return Err(unsupported(format!("conversion '{name}'"))),
    };
    let src_ty = fl
        .value_type(args[0])
        .ok_or_else(|| LowerError::Invalid("conversion operand".into()))?;
    let src_bits = match kind_of(fl, src_ty).0 {
        Kind::Int(b) | Kind::Float(b) => b,
        _ => return Err(unsupported(format!("conversion '{name}'"))),
    };
    let dst_bits = match kind_of(fl, i.ty).0 {
        Kind::Int(b) | Kind::Float(b) => b,
        _ => return Err(unsupported(format!("conversion '{name}'"))),
    };
    let src_float = src_kind == ScalarKind::Float;
    let src_signed = src_kind == ScalarKind::Signed;
    let op = match (src_float, dst_float) {
        (true, true) if src_bits == dst_bits => UnaryOp::CopyObject,
        (true, true) => UnaryOp::FConvert,
        (true, false) if dst_unsigned => UnaryOp::ConvertFToU,
        (true, false) => UnaryOp::ConvertFToS,
        (false, true) if src_signed => UnaryOp::ConvertSToF,
        (false, true) => UnaryOp::ConvertUToF,
        (false, false) if saturate && src_signed && dst_unsigned => UnaryOp::SatConvertSToU,
        (false, false) if saturate && !src_signed && !dst_unsigned => UnaryOp::SatConvertUToS,
        (false, false) if src_bits == dst_bits => UnaryOp::CopyObject,
        (false, false) if src_signed => UnaryOp::SConvert,
        (false, false) => UnaryOp::UConvert,
    };
    let t = fl.ty(i.ty)?;
    let a = fl.operand(args[0])?;
    let id = result.unwrap_or_else(|| fl.st.spv.id());
    fl.emit(build::Unary { op, operand: a }.with_result(t, id));
    let is_conversion =
        op != UnaryOp::CopyObject && op != UnaryOp::SatConvertSToU && op != UnaryOp::SatConvertUToS;
    if saturate && is_conversion && !(src_float && dst_float) {
        fl.st
            .spv
            .decorate(id, DecorationOperand::SaturatedConversion);
    }
    if let Some(mode) = rounding
        && is_conversion
        && (dst_float || src_float)
    {
        fl.st
            .spv
            .decorate(id, DecorationOperand::FPRoundingMode(mode));
    }
    Ok(())
}
