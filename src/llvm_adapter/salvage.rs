//! LLVM's salvage of deleted integer instructions, on the emitter's public calls: at -O2 a
//! `llvm.dbg.value` may describe a variable as a computation over a surviving value
//! (`int i = get_global_id(0)` is the `size_t` call converted to 32 bits, as a DIExpression
//! of `DW_OP_LLVM_convert`s). NSDI has no conversion and few arithmetic operations, and
//! RenderDoc 1.24 reads none, so where the backend can compute the value the variable names
//! the computed id instead. Nothing here is NSDI-specific: an LLVM-side reading of a
//! DIExpression, and an ordinary variable location.

use crate::debug::{DebugTarget, NsdiEmitter, VariableLocation};
use crate::di::expression::{IntStep, integer_computation};
use crate::di::{DiModule, ExpressionId, LocalVariableId, LocationId};
use crate::nsdi::Id;

/// The integer computation `expr` applies to its value (see
/// [`integer_computation`]), when it is one.
pub(super) fn computation(di: &DiModule, expr: ExpressionId) -> Option<Vec<IntStep>> {
    integer_computation(&di.expression(expr).elements.0)
}

/// `DebugValue`: from here on `var` is `computed`, the value the [`computation`] of its
/// DIExpression gives, with the empty expression (the id is the variable's value).
pub(super) fn computed_value(
    emitter: &mut NsdiEmitter<'_>,
    cx: &mut dyn DebugTarget,
    var: LocalVariableId,
    loc: Option<LocationId>,
    computed: Id,
) {
    let location = VariableLocation::Value(computed);
    emitter.variable_location(cx, var, loc, location, None);
}
