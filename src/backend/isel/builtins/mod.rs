//! Recognition of OpenCL C builtin calls in clang-generated LLVM IR.
//!
//! With `-finclude-default-header`, clang declares every OpenCL builtin as an overloaded
//! function, so a call such as `min(a, b)` on `float4` reaches the SPIR-V backend as a call to
//! the external function `_Z3minDv4_fS_`. [`demangle`] decodes the small subset of the Itanium
//! C++ ABI those names use, and [`classify`] tells the backend what to emit instead of the call:
//! a BuiltIn variable read, an `OpenCL.std` extended instruction, a barrier, an atomic, a
//! conversion, a vector load/store or a core instruction. The lowering of each is in
//! `crate::backend::isel::calls`.

mod mangling;
mod opencl_std;
mod reserved;
#[cfg(test)]
mod tests;

use rspirv::spirv::{BuiltIn, FPRoundingMode, Op, OpenclStd100Op};

pub use mangling::{Demangled, ParamType, ScalarKind, demangle};
pub use reserved::reserved_builtin;

/// What a call to a builtin means for the backend.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Builtin {
    /// get_global_id & co: read component `dim` (the call's argument) of a SPIR-V BuiltIn
    /// variable, e.g. `GlobalInvocationId`; `takes_dim` is false for the scalar ones with no
    /// dim argument (get_work_dim -> `WorkDim`, get_sub_group_size -> `SubgroupSize`, ...).
    WorkItem { builtin: BuiltIn, takes_dim: bool },
    /// A function of the OpenCL.std extended instruction set.
    OpenClStd { instruction: OpenclStd100Op },
    /// barrier(flags) / work_group_barrier(flags[, scope]): OpControlBarrier.
    Barrier { has_scope: bool },
    /// mem_fence / read_mem_fence / write_mem_fence / atomic_work_item_fence: OpMemoryBarrier.
    MemFence { variant: &'static str },
    /// Legacy atomics (atomic_add, atomic_inc, atomic_cmpxchg, atom_*) and C11-style
    /// atomic_fetch_*(_explicit), atomic_load/store/exchange/compare_exchange_strong(_explicit),
    /// atomic_init: `op` is the SPIR-V opcode (`AtomicIAdd`, `AtomicIIncrement`,
    /// `AtomicCompareExchange`, `AtomicLoad`, `AtomicStore`, `AtomicExchange`,
    /// `AtomicSMax`/`AtomicUMax`/..., chosen by signedness), `explicit_order`/`explicit_scope`
    /// say whether memory_order / memory_scope arguments are present. Also: atomic_init ->
    /// `AtomicStore`, compare_exchange_weak -> `AtomicCompareExchange`, atomic_flag_* ->
    /// `AtomicFlagTestAndSet`/`AtomicFlagClear`, float fetch_add/min/max ->
    /// `AtomicFAddEXT`/`AtomicFMinEXT`/`AtomicFMaxEXT`. Operand order differs from the
    /// SPIR-V instructions (cmpxchg is `(p, cmp, val)`, C11 passes `expected` by pointer).
    Atomic {
        op: Op,
        explicit_order: bool,
        explicit_scope: bool,
    },
    /// `convert_<type>[_sat][_rte|_rtz|_rtp|_rtn]`: destination kind/width come from the call's
    /// return type, so only the flags are given; `rounding` is the name's `_rte`/`_rtz`/`_rtp`/
    /// `_rtn` suffix.
    Convert {
        saturate: bool,
        rounding: Option<FPRoundingMode>,
    },
    /// vloadN / vstoreN / vload_half(N) / vstore_half(N)(_rte...): OpenCL.std vloadn/vstoren/...
    /// The `*_r` instructions take a rounding-mode operand, which is the name's suffix.
    VectorLoadStore {
        instruction: OpenclStd100Op,
        lanes: u32,
    },
    /// Relational builtins that map to core SPIR-V ops (isnan -> OpIsNan, isinf -> OpIsInf,
    /// isfinite -> OpIsFinite, isnormal -> OpIsNormal, signbit -> OpSignBitSet, any -> OpAny,
    /// all -> OpAll, isequal -> OpFOrdEqual, ... ), plus dot -> OpDot (OpFMul for scalars).
    /// These yield booleans; OpenCL wants int 1 (scalar) / -1 (vector), and any/all test the
    /// sign bit of integer arguments, so the backend adds the compare and select.
    CoreOp { op: Op },
}

/// Classifies a declared function's mangled name. None: not a builtin we know.
pub fn classify(mangled: &str) -> Option<Builtin> {
    let Demangled { name, params } = demangle(mangled)?;
    let name = name.as_str();
    work_item(name, &params)
        .or_else(|| synchronization(name, &params))
        .or_else(|| atomic(name, &params))
        .or_else(|| convert(name, &params))
        .or_else(|| vector_load_store(name))
        .or_else(|| core_op(name, &params))
        .or_else(|| opencl_std(name, &params))
}

/// (OpenCL function, SPIR-V BuiltIn, takes a dimension argument).
const WORK_ITEMS: &[(&str, BuiltIn, bool)] = &[
    ("get_global_id", BuiltIn::GlobalInvocationId, true),
    ("get_local_id", BuiltIn::LocalInvocationId, true),
    ("get_group_id", BuiltIn::WorkgroupId, true),
    ("get_global_size", BuiltIn::GlobalSize, true),
    ("get_local_size", BuiltIn::WorkgroupSize, true),
    (
        "get_enqueued_local_size",
        BuiltIn::EnqueuedWorkgroupSize,
        true,
    ),
    ("get_num_groups", BuiltIn::NumWorkgroups, true),
    ("get_global_offset", BuiltIn::GlobalOffset, true),
    ("get_work_dim", BuiltIn::WorkDim, false),
    ("get_global_linear_id", BuiltIn::GlobalLinearId, false),
    ("get_local_linear_id", BuiltIn::LocalInvocationIndex, false),
    ("get_sub_group_size", BuiltIn::SubgroupSize, false),
    ("get_max_sub_group_size", BuiltIn::SubgroupMaxSize, false),
    ("get_num_sub_groups", BuiltIn::NumSubgroups, false),
    (
        "get_enqueued_num_sub_groups",
        BuiltIn::NumEnqueuedSubgroups,
        false,
    ),
    ("get_sub_group_id", BuiltIn::SubgroupId, false),
    (
        "get_sub_group_local_id",
        BuiltIn::SubgroupLocalInvocationId,
        false,
    ),
];

fn work_item(name: &str, params: &[ParamType]) -> Option<Builtin> {
    let &(_, builtin, takes_dim) = WORK_ITEMS.iter().find(|entry| entry.0 == name)?;
    (params.len() == usize::from(takes_dim)).then_some(Builtin::WorkItem { builtin, takes_dim })
}

/// `sub_group_barrier` is deliberately absent: its execution scope is the subgroup, which
/// [`Builtin::Barrier`] cannot express, so treating it as a work-group barrier would be wrong.
fn synchronization(name: &str, params: &[ParamType]) -> Option<Builtin> {
    const FENCES: [(&str, usize); 4] = [
        ("mem_fence", 1),
        ("read_mem_fence", 1),
        ("write_mem_fence", 1),
        ("atomic_work_item_fence", 3),
    ];
    match (name, params.len()) {
        ("barrier", 1) => Some(Builtin::Barrier { has_scope: false }),
        ("work_group_barrier", n @ (1 | 2)) => Some(Builtin::Barrier { has_scope: n == 2 }),
        _ => FENCES
            .into_iter()
            .find(|&fence| fence == (name, params.len()))
            .map(|(variant, _)| Builtin::MemFence { variant }),
    }
}

/// Element kind of a value, or of what a pointer or `_Atomic` ultimately holds.
fn scalar_kind(ty: &ParamType) -> Option<ScalarKind> {
    match ty {
        ParamType::Scalar { kind, .. } => Some(*kind),
        ParamType::Pointer { pointee: inner, .. } | ParamType::Atomic(inner) => scalar_kind(inner),
        ParamType::Enum(_) | ParamType::Other(_) => None,
    }
}

fn is_integer(kind: ScalarKind) -> bool {
    matches!(kind, ScalarKind::Signed | ScalarKind::Unsigned)
}

/// Read-modify-write operations shared by the legacy and the C11 spellings. Float add/min/max
/// exist only through cl_ext_float_atomics, hence the EXT opcodes.
fn read_modify_write(op: &str, kind: ScalarKind) -> Option<Op> {
    use ScalarKind::*;
    Some(match (op, kind) {
        ("add", Float) => Op::AtomicFAddEXT,
        ("min", Float) => Op::AtomicFMinEXT,
        ("max", Float) => Op::AtomicFMaxEXT,
        ("min", Signed) => Op::AtomicSMin,
        ("min", Unsigned) => Op::AtomicUMin,
        ("max", Signed) => Op::AtomicSMax,
        ("max", Unsigned) => Op::AtomicUMax,
        (_, Signed | Unsigned) => match op {
            "add" => Op::AtomicIAdd,
            "sub" => Op::AtomicISub,
            "and" => Op::AtomicAnd,
            "or" => Op::AtomicOr,
            "xor" => Op::AtomicXor,
            _ => return None,
        },
        _ => return None,
    })
}

fn atomic(name: &str, params: &[ParamType]) -> Option<Builtin> {
    let Some(ParamType::Pointer { pointee, .. }) = params.first() else {
        return None;
    };
    let kind = scalar_kind(pointee)?;
    let op = if let ParamType::Atomic(_) = **pointee {
        let explicit = name.ends_with("_explicit");
        let base = name.strip_suffix("_explicit").unwrap_or(name);
        match base.strip_prefix("atomic_")? {
            // atomic_init is a plain store in C11; a relaxed atomic store is an equally valid
            // lowering and keeps every `Atomic` on the same code path.
            "init" if !explicit => Op::AtomicStore,
            "load" => Op::AtomicLoad,
            "store" => Op::AtomicStore,
            "exchange" => Op::AtomicExchange,
            // OpAtomicCompareExchangeWeak is deprecated; a strong exchange never fails
            // spuriously, which a weak one merely permits. On atomic_float the exchange
            // compares bit patterns, so the caller bitcasts to an integer of the same width.
            "compare_exchange_strong" | "compare_exchange_weak" => Op::AtomicCompareExchange,
            "flag_test_and_set" => Op::AtomicFlagTestAndSet,
            "flag_clear" => Op::AtomicFlagClear,
            base => read_modify_write(base.strip_prefix("fetch_")?, kind)?,
        }
    } else {
        let base = name
            .strip_prefix("atomic_")
            .or_else(|| name.strip_prefix("atom_"))?;
        match base {
            "xchg" => Op::AtomicExchange,
            "inc" if is_integer(kind) => Op::AtomicIIncrement,
            "dec" if is_integer(kind) => Op::AtomicIDecrement,
            "cmpxchg" if is_integer(kind) => Op::AtomicCompareExchange,
            // The legacy functions have no floating-point arithmetic overloads.
            _ if is_integer(kind) => read_modify_write(base, kind)?,
            _ => return None,
        }
    };
    let has = |wanted: &str| {
        params
            .iter()
            .any(|p| matches!(p, ParamType::Enum(e) if e == wanted))
    };
    Some(Builtin::Atomic {
        op,
        explicit_order: has("memory_order"),
        explicit_scope: has("memory_scope"),
    })
}

/// The rounding mode a builtin name's `rte`/`rtz`/`rtp`/`rtn` suffix names.
pub fn rounding_mode(suffix: &str) -> Option<FPRoundingMode> {
    Some(match suffix {
        "rte" => FPRoundingMode::RTE,
        "rtz" => FPRoundingMode::RTZ,
        "rtp" => FPRoundingMode::RTP,
        "rtn" => FPRoundingMode::RTN,
        _ => return None,
    })
}

fn vector_lanes(suffix: &str) -> Option<u32> {
    // Matching the spelling first keeps "+4" or "04" from parsing as a width.
    let valid = matches!(suffix, "2" | "3" | "4" | "8" | "16");
    valid.then(|| suffix.parse().ok()).flatten()
}

fn convert(name: &str, params: &[ParamType]) -> Option<Builtin> {
    let mut parts = name.strip_prefix("convert_")?.split('_');
    let destination = parts.next()?;
    let base = destination.trim_end_matches(|c: char| c.is_ascii_digit());
    let width = &destination[base.len()..];
    if !width.is_empty() && vector_lanes(width).is_none() {
        return None;
    }
    let float_destination = match base {
        "char" | "uchar" | "short" | "ushort" | "int" | "uint" | "long" | "ulong" => false,
        "half" | "float" | "double" => true,
        _ => return None,
    };
    let mut next = parts.next();
    // Saturation is meaningless (and not declared) for floating-point destinations.
    let saturate = next == Some("sat") && !float_destination;
    if saturate {
        next = parts.next();
    }
    let rounding = match next {
        Some(suffix) => Some(rounding_mode(suffix)?),
        None => None,
    };
    (parts.next().is_none() && params.len() == 1).then_some(Builtin::Convert { saturate, rounding })
}

/// Splits an optional `_rte`/`_rtz`/`_rtp`/`_rtn` suffix off a vstore_half name.
fn strip_rounding(name: &str) -> (&str, bool) {
    match name.rsplit_once('_') {
        Some((head, suffix)) if rounding_mode(suffix).is_some() => (head, true),
        _ => (name, false),
    }
}

fn vector_load_store(name: &str) -> Option<Builtin> {
    use OpenclStd100Op as Cl;
    // Longer prefixes first: "vload" is a prefix of "vload_half" and "vloada_half".
    let (instruction, lanes) = if let Some(rest) = name.strip_prefix("vloada_half") {
        (Cl::vloada_halfn, vector_lanes(rest)?)
    } else if let Some(rest) = name.strip_prefix("vload_half") {
        match rest {
            "" => (Cl::vload_half, 1),
            _ => (Cl::vload_halfn, vector_lanes(rest)?),
        }
    } else if let Some(rest) = name.strip_prefix("vload") {
        (Cl::vloadn, vector_lanes(rest)?)
    } else if let Some(rest) = name.strip_prefix("vstorea_half") {
        match strip_rounding(rest) {
            (width, false) => (Cl::vstorea_halfn, vector_lanes(width)?),
            (width, true) => (Cl::vstorea_halfn_r, vector_lanes(width)?),
        }
    } else if let Some(rest) = name.strip_prefix("vstore_half") {
        match strip_rounding(rest) {
            ("", false) => (Cl::vstore_half, 1),
            ("", true) => (Cl::vstore_half_r, 1),
            (width, false) => (Cl::vstore_halfn, vector_lanes(width)?),
            (width, true) => (Cl::vstore_halfn_r, vector_lanes(width)?),
        }
    } else {
        (Cl::vstoren, vector_lanes(name.strip_prefix("vstore")?)?)
    };
    Some(Builtin::VectorLoadStore { instruction, lanes })
}

/// OpenCL relational builtins with a direct core equivalent. `isnotequal` is unordered (true
/// for NaN operands, like C's `!=`) while `islessgreater` is ordered; OpLessOrGreater is
/// avoided because SPIR-V 1.6 removed it. The core ops yield booleans, whereas OpenCL returns
/// int 1 (scalar) or -1 (vector lanes), so the caller still has to select.
const RELATIONAL: &[(&str, Op)] = &[
    ("all", Op::All),
    ("any", Op::Any),
    ("isequal", Op::FOrdEqual),
    ("isfinite", Op::IsFinite),
    ("isgreater", Op::FOrdGreaterThan),
    ("isgreaterequal", Op::FOrdGreaterThanEqual),
    ("isinf", Op::IsInf),
    ("isless", Op::FOrdLessThan),
    ("islessequal", Op::FOrdLessThanEqual),
    ("islessgreater", Op::FOrdNotEqual),
    ("isnan", Op::IsNan),
    ("isnormal", Op::IsNormal),
    ("isnotequal", Op::FUnordNotEqual),
    ("isordered", Op::Ordered),
    ("isunordered", Op::Unordered),
    ("signbit", Op::SignBitSet),
];

fn core_op(name: &str, params: &[ParamType]) -> Option<Builtin> {
    if name == "dot" {
        // OpDot only takes vectors; the scalar overload of dot is a plain product.
        let Some(&ParamType::Scalar {
            kind: ScalarKind::Float,
            lanes,
            ..
        }) = params.first()
        else {
            return None;
        };
        let op = if lanes == 1 { Op::FMul } else { Op::Dot };
        return Some(Builtin::CoreOp { op });
    }
    let &(_, op) = RELATIONAL.iter().find(|entry| entry.0 == name)?;
    Some(Builtin::CoreOp { op })
}

/// OpenCL builtins whose OpenCL.std instruction depends on the first argument's element kind:
/// (OpenCL name, signed, unsigned, floating point).
const SIGNEDNESS_DEPENDENT: &[(&str, OpenclStd100Op, OpenclStd100Op, Option<OpenclStd100Op>)] = {
    use OpenclStd100Op as Cl;
    &[
        ("abs", Cl::s_abs, Cl::u_abs, None),
        ("abs_diff", Cl::s_abs_diff, Cl::u_abs_diff, None),
        ("add_sat", Cl::s_add_sat, Cl::u_add_sat, None),
        ("clamp", Cl::s_clamp, Cl::u_clamp, Some(Cl::fclamp)),
        ("hadd", Cl::s_hadd, Cl::u_hadd, None),
        ("mad24", Cl::s_mad24, Cl::u_mad24, None),
        ("mad_hi", Cl::s_mad_hi, Cl::u_mad_hi, None),
        ("mad_sat", Cl::s_mad_sat, Cl::u_mad_sat, None),
        ("max", Cl::s_max, Cl::u_max, Some(Cl::fmax)),
        ("min", Cl::s_min, Cl::u_min, Some(Cl::fmin)),
        ("mul24", Cl::s_mul24, Cl::u_mul24, None),
        ("mul_hi", Cl::s_mul_hi, Cl::u_mul_hi, None),
        ("rhadd", Cl::s_rhadd, Cl::u_rhadd, None),
        ("sub_sat", Cl::s_sub_sat, Cl::u_sub_sat, None),
        ("upsample", Cl::s_upsample, Cl::u_upsample, None),
    ]
};

/// Instruction names that are not OpenCL C function names, so a call by that name is not the
/// instruction (the vector load/store family is recognised separately).
fn is_internal_instruction_name(name: &str) -> bool {
    ["s_", "u_", "vload", "vstore"]
        .iter()
        .any(|prefix| name.starts_with(prefix))
        || matches!(name, "fclamp" | "fmax_common" | "fmin_common" | "printf")
}

fn opencl_std(name: &str, params: &[ParamType]) -> Option<Builtin> {
    let instruction = if let Some(&(_, signed, unsigned, float)) =
        SIGNEDNESS_DEPENDENT.iter().find(|entry| entry.0 == name)
    {
        match scalar_kind(params.first()?)? {
            ScalarKind::Signed => signed,
            ScalarKind::Unsigned => unsigned,
            ScalarKind::Float => float?,
            ScalarKind::Bool | ScalarKind::Other => return None,
        }
    } else if is_internal_instruction_name(name) {
        return None;
    } else {
        opencl_std::instruction(name)?
    };
    Some(Builtin::OpenClStd { instruction })
}
