//! `ir::Module` → [`SourceProgram`]: what the round-trip checker compares besides the DI —
//! per defined function its blocks in emission order, each instruction's location and whether
//! it emits code, each `llvm.dbg.*` call's variable, expression and location as the binary
//! names it — and which global carries which DI global. The checker itself never sees the IR.

use crate::backend::emits_no_code;
use crate::di::DiNode;
use crate::ir::{Constant, DbgKind, Function, InstDetail, InstId, Module, Opcode, Type, Value};
use crate::roundtrip::{
    CheckOptions, CodeKind, DebugRecord, ReadError, Report, SourceBlock, SourceFunction,
    SourceGlobal, SourceInstruction, SourceItem, SourceProgram, SourceValue, UseKind, ValueShape,
    VariableUse, check,
};

/// The code side of `ir` for the round-trip checker: every defined function in module order
/// (the order the backend writes them), blocks in the backend's block order.
pub fn source_program(ir: &Module) -> SourceProgram {
    let functions = ir
        .functions
        .iter()
        .filter(|f| !f.is_declaration())
        .map(|f| source_function(ir, f))
        .collect();
    let globals = ir
        .globals
        .iter()
        .filter(|g| !g.debug.is_empty())
        .map(|g| SourceGlobal {
            name: g.name.clone(),
            // As the Vulkan flavour's `globals::in_buffer`: writable, or without initializer.
            in_shared_buffer: g.address_space == 1 && !(g.is_constant && g.initializer.is_some()),
            variables: g
                .debug
                .iter()
                .filter_map(|e| match ir.di.node(*e) {
                    DiNode::GlobalVariableExpression(x) => x.var.map(|v| v.0),
                    _ => None,
                })
                .collect(),
        })
        .collect();
    SourceProgram { functions, globals }
}

/// Reads `words` and compares its NSDI with the DI and code of `ir`, the module it was
/// compiled from: [`roundtrip::check`](crate::roundtrip::check) with [`source_program`].
///
/// # Errors
/// A [`ReadError`] when `words` cannot be read.
///
/// # Example
///
/// A handler that writes only the compile unit, checked against a module whose DI is only a
/// compile unit:
///
/// ```
/// # #[cfg(feature = "llvm")]
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// use nsdi::backend::{AsmPrinterHandler, LowerError, PrinterContext, compile};
/// use nsdi::ir::{LoadOptions, load_file};
/// use nsdi::llvm_adapter::check_module;
/// use nsdi::nsdi::{
///     ConstId, DebugTarget, NSDI_VERSION, NsdiWriter, SourceId, StringId, build, language,
/// };
/// use nsdi::roundtrip::CheckOptions;
///
/// struct UnitOnly;
///
/// impl AsmPrinterHandler for UnitOnly {
///     fn end_module(&mut self, cx: &mut PrinterContext<'_>) -> Result<(), LowerError> {
///         let mut w = NsdiWriter::new(cx, false);
///         let file = StringId::from_word(cx.string("/src/k.cl"));
///         let source = cx.fresh_id();
///         cx.emit_module_scope(w.write(source, &build::DebugSource { file, text: None }));
///         let mut number = |n| ConstId::from_word(cx.const_u32(n));
///         let unit = build::DebugCompilationUnit {
///             version: number(NSDI_VERSION),
///             dwarf_version: number(5),
///             source: SourceId::from_word(source),
///             language: number(language::OPENCL_C),
///         };
///         let id = cx.fresh_id();
///         cx.emit_module_scope(w.write(id, &unit));
///         Ok(())
///     }
/// }
///
/// let path = std::env::temp_dir().join(format!("nsdi-doc-check-{}.ll", std::process::id()));
/// std::fs::write(
///     &path,
///     r#"
/// define spir_kernel void @k() {
///   ret void
/// }
/// !llvm.dbg.cu = !{!0}
/// !llvm.module.flags = !{!2, !3}
/// !0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, emissionKind: FullDebug)
/// !1 = !DIFile(filename: "k.cl", directory: "/src")
/// !2 = !{i32 7, !"Dwarf Version", i32 5}
/// !3 = !{i32 2, !"Debug Info Version", i32 3}
/// "#,
/// )?;
/// let mut module = load_file(&path, &LoadOptions::default())?.module;
/// std::fs::remove_file(&path)?;
/// let words = compile(&module, vec![Box::new(UnitOnly)])?;
///
/// let report = check_module(&module, &words, &CheckOptions::new(true))?;
/// assert!(report.differences.is_empty(), "{report}");
///
/// // Against other DI the same words differ.
/// module.di.dwarf_version = 4;
/// let report = check_module(&module, &words, &CheckOptions::new(true))?;
/// assert_eq!(
///     report.lines(),
///     [r#"unit: DWARF version "5" != "4" (nsdi != llvm)"#]
/// );
/// # Ok(())
/// # }
/// # #[cfg(not(feature = "llvm"))]
/// # fn main() {}
/// ```
pub fn check_module(
    ir: &Module,
    words: &[u32],
    options: &CheckOptions,
) -> Result<Report, ReadError> {
    check(&ir.di, &source_program(ir), words, options)
}

fn source_function(ir: &Module, f: &Function) -> SourceFunction {
    // Whether each instruction has been written yet: a debug record naming a value defined
    // later has no id for it yet, so the emitter says DebugInfoNone.
    let mut written = vec![false; f.insts.len()];
    let mut blocks = Vec::new();
    for block in f.block_order() {
        for (id, inst) in f.block_insts(block) {
            if inst.opcode == Opcode::Phi
                && let Some(w) = written.get_mut(id.0 as usize)
            {
                *w = true;
            }
        }
        let mut items = Vec::new();
        for (id, inst) in f.block_insts(block) {
            if let Some(w) = written.get_mut(id.0 as usize) {
                *w = true;
            }
            let item = match &inst.dbg {
                Some(dbg) => SourceItem::Record(DebugRecord {
                    location: inst.loc,
                    variable_use: variable_use(ir, f, dbg, &written),
                }),
                None => SourceItem::Instruction(SourceInstruction {
                    location: inst.loc,
                    code: code_kind(ir, f, inst),
                }),
            };
            items.push(item);
        }
        blocks.push(SourceBlock { items });
    }
    SourceFunction {
        subprogram: f.subprogram,
        is_entry_point: f.is_kernel(),
        blocks,
    }
}

fn code_kind(ir: &Module, f: &Function, inst: &crate::ir::Instruction) -> CodeKind {
    if inst.opcode == Opcode::Phi {
        return CodeKind::Phi;
    }
    let stores_pointer = inst.opcode == Opcode::Store
        && inst.operands.first().is_some_and(|v| {
            matches!(
                value_shape(ir, f, Some(*v)),
                ValueShape::Pointer | ValueShape::PointerParameter
            )
        });
    if inst.opcode == Opcode::GetElementPtr {
        return CodeKind::Address;
    }
    if stores_pointer || matches!(ir.ty(inst.ty), Type::Pointer(_)) {
        return CodeKind::Pointer;
    }
    match &inst.detail {
        InstDetail::Call { callee: Some(c) }
            if c.strip_prefix("llvm.").is_some_and(emits_no_code) =>
        {
            CodeKind::None
        }
        _ => CodeKind::Emitted,
    }
}

/// What a `llvm.dbg.declare` / `.value` / `.assign` says; `None` for a label or a record
/// without an expression.
fn variable_use(
    ir: &Module,
    f: &Function,
    dbg: &crate::ir::DbgIntrinsic,
    written: &[bool],
) -> Option<VariableUse> {
    let kind = match dbg.kind {
        DbgKind::Declare => UseKind::Declare,
        DbgKind::Value | DbgKind::Assign => UseKind::Value,
        DbgKind::Label => return None,
    };
    let expression = dbg.expression?;
    // A DIArgList of several values: NSDI has no way to say it.
    let several = dbg.is_arg_list && dbg.locations.len() > 1;
    let location = if several {
        None
    } else {
        dbg.locations.first().copied().flatten()
    };
    let param_name = |p: u32| f.params.get(p as usize).map(|p| p.name.clone());
    let storage = match location {
        Some(Value::Inst(i)) if f.inst(i).opcode == Opcode::Alloca => Some(f.inst(i).name.clone()),
        Some(Value::Param(p)) => Some(param_name(p).unwrap_or_default()),
        _ => None,
    };
    let value = match location {
        None => SourceValue::None,
        Some(Value::Inst(i)) if !written.get(i.0 as usize).copied().unwrap_or(false) => {
            SourceValue::None
        }
        // A result LLVM only numbers has no `OpName` (the backend's `name_result`).
        Some(Value::Inst(i)) => f
            .inst(i)
            .source_name()
            .map_or(SourceValue::Unnamed, |name| {
                SourceValue::Named(name.to_owned())
            }),
        Some(Value::Param(p)) => param_name(p).map_or(SourceValue::Unnamed, SourceValue::Named),
        Some(Value::Global(g)) => ir
            .globals
            .get(g.0 as usize)
            .map_or(SourceValue::Unnamed, |g| SourceValue::Named(g.name.clone())),
        Some(Value::Const(c)) => match ir.constant(c) {
            Constant::Int { value, .. } => SourceValue::Constant(*value),
            Constant::Float { bits, .. } => SourceValue::Constant(*bits),
            // Constant expressions have no id at module scope: DebugInfoNone.
            Constant::Undef(_) | Constant::Poison(_) | Constant::Expr { .. } => SourceValue::None,
            _ => SourceValue::Unnamed,
        },
        Some(_) => SourceValue::Unnamed,
    };
    let stored_pointer = match location {
        Some(Value::Inst(i)) if f.inst(i).opcode == Opcode::Alloca => stored_pointer(ir, f, i),
        _ => None,
    };
    let numbered_chain = match location {
        Some(Value::Inst(i)) if value == SourceValue::Unnamed => Some(numbered_chain(ir, f, i)),
        _ => None,
    };
    Some(VariableUse {
        kind,
        variable: dbg.variable,
        expression: (!several).then_some(expression),
        storage,
        value,
        shape: value_shape(ir, f, location),
        stored_pointer,
        numbered_chain,
    })
}

/// [`VariableUse::numbered_chain`] of the numbered result `start`: followed back, as the
/// backend's code for it will be read, through numbered integer conversions (`zext`/`trunc`:
/// `uconvert`, `sext`: `sconvert`, to the result's width) and integer operations whose second
/// operand is a constant, up to a named value, a constant or another instruction. A loop (a
/// phi's cycle) stops at the first value seen again.
fn numbered_chain(ir: &Module, f: &Function, start: InstId) -> (SourceValue, Vec<String>) {
    let int_bits = |ty| match ir.ty(ty) {
        Type::Int(bits) if *bits > 1 => Some(*bits),
        _ => None,
    };
    let mask = |value: u64, bits: u32| {
        if bits >= 64 {
            value
        } else {
            value & ((1u64 << bits) - 1)
        }
    };
    let mut parts = Vec::new();
    let mut current = Value::Inst(start);
    let mut seen = rustc_hash::FxHashSet::default();
    while let Value::Inst(i) = current {
        let inst = f.inst(i);
        if inst.source_name().is_some() || !seen.insert(i) {
            break;
        }
        let Some(bits) = int_bits(inst.ty) else {
            break;
        };
        let operand_bits = |v: &Value| match v {
            Value::Inst(o) => int_bits(f.inst(*o).ty),
            Value::Param(p) => f.params.get(*p as usize).and_then(|p| int_bits(p.ty)),
            Value::Const(c) => int_bits(ir.constant(*c).ty()),
            _ => None,
        };
        let step = match (inst.opcode, inst.operands.as_slice()) {
            (Opcode::ZExt | Opcode::Trunc | Opcode::SExt, [x]) if operand_bits(x).is_some() => {
                let op = if inst.opcode == Opcode::SExt {
                    "sconvert"
                } else {
                    "uconvert"
                };
                Some((format!("{op} {bits}"), *x))
            }
            (opcode, [x, Value::Const(c)]) => {
                let name = match opcode {
                    Opcode::Add => Some("add"),
                    Opcode::Sub => Some("sub"),
                    Opcode::Mul => Some("mul"),
                    Opcode::Shl => Some("shl"),
                    Opcode::LShr => Some("shr"),
                    Opcode::AShr => Some("shra"),
                    Opcode::And => Some("and"),
                    Opcode::Or => Some("or"),
                    Opcode::Xor => Some("xor"),
                    _ => None,
                };
                match (name, ir.constant(*c)) {
                    (Some(name), Constant::Int { value, .. }) => {
                        Some((format!("{name} {}", mask(*value, bits)), *x))
                    }
                    _ => None,
                }
            }
            _ => None,
        };
        let Some((part, operand)) = step else {
            break;
        };
        parts.push(part);
        current = operand;
    }
    parts.reverse();
    let leaf = match current {
        Value::Inst(i) => f
            .inst(i)
            .source_name()
            .map_or(SourceValue::Unnamed, |name| {
                SourceValue::Named(name.to_owned())
            }),
        Value::Param(p) => f
            .params
            .get(p as usize)
            .map_or(SourceValue::Unnamed, |p| SourceValue::Named(p.name.clone())),
        Value::Const(c) => match ir.constant(c) {
            Constant::Int { value, ty } => {
                SourceValue::Constant(int_bits(*ty).map_or(*value, |bits| mask(*value, bits)))
            }
            _ => SourceValue::Unnamed,
        },
        Value::Global(g) => ir
            .globals
            .get(g.0 as usize)
            .map_or(SourceValue::Unnamed, |g| SourceValue::Named(g.name.clone())),
        _ => SourceValue::Unnamed,
    };
    (leaf, parts)
}

/// What `value` is: an integer of some width, a pointer, or anything else.
fn value_shape(ir: &Module, f: &Function, value: Option<Value>) -> ValueShape {
    let ty = match value {
        Some(Value::Inst(i)) => f.inst(i).ty,
        Some(Value::Param(p)) => match f.params.get(p as usize) {
            Some(p) if matches!(ir.ty(p.ty), Type::Pointer(_)) => {
                return ValueShape::PointerParameter;
            }
            Some(p) => p.ty,
            None => return ValueShape::Other,
        },
        Some(Value::Const(c)) => ir.constant(c).ty(),
        Some(Value::Global(_)) => return ValueShape::Pointer,
        _ => return ValueShape::Other,
    };
    match ir.ty(ty) {
        Type::Int(bits) => ValueShape::Integer(*bits),
        Type::Pointer(_) => ValueShape::Pointer,
        _ => ValueShape::Other,
    }
}

/// What the one store into the pointer slot `slot` writes: the parameter's name when it is a
/// parameter, [`SourceValue::None`] for a pointer an instruction computes; `None` when `slot`
/// does not hold a pointer or is stored to more than once.
fn stored_pointer(ir: &Module, f: &Function, slot: crate::ir::InstId) -> Option<SourceValue> {
    let crate::ir::InstDetail::Alloca { allocated, .. } = f.inst(slot).detail else {
        return None;
    };
    if !matches!(ir.ty(allocated), Type::Pointer(_)) {
        return None;
    }
    let mut stores = f
        .insts
        .iter()
        .filter(|i| i.opcode == Opcode::Store && i.operands.get(1) == Some(&Value::Inst(slot)));
    let (Some(store), None) = (stores.next(), stores.next()) else {
        return None;
    };
    Some(match *store.operands.first()? {
        Value::Param(p) => f
            .params
            .get(p as usize)
            .map_or(SourceValue::Unnamed, |p| SourceValue::Named(p.name.clone())),
        _ => SourceValue::None,
    })
}
