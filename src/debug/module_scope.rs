//! What a compile unit retains whether or not code uses it (globals, enums, retained types,
//! imported entities, macros) and the entry points, written at `end_module`:
//! `DebugGlobalVariable`, `DebugImportedEntity`, `DebugMacroDef` / `DebugMacroUndef`,
//! `DebugEntryPoint`.

use rustc_hash::FxHashMap as HashMap;

use super::RemarkKind;
use super::id_cache::IdCache;
use super::lowering::Lowering;
use super::module_writer::num;
use super::scopes::default_cu;
use super::type_queries::strip_typedefs_and_qualifiers;
use super::variables::{VariableTables, without_address_space};
use crate::di::{
    self, CompileUnitId, DiModule, DiNode, DiNodeId, DwMacinfo, FileId, GlobalVariableExpressionId,
    MacroId, SubprogramId,
};
use crate::nsdi::{DebugTarget, Id, build, flags, imported};

/// The module-scope family's tables. Never cleared before the emitter is dropped.
#[derive(Default)]
pub(super) struct ModuleScopeTables {
    /// DIImportedEntity -> DebugImportedEntity: filled at `end_module` (a unit's imports) and by
    /// a function's retained nodes, read by both (a function-local import is met twice).
    pub(super) imported_entities: IdCache<DiNodeId, Id>,
    /// Template parameter -> DebugTypeTemplate(Template)Parameter(Pack): filled and read by
    /// the templates of records and functions (`records.rs`), shared between them.
    pub(super) template_parameters: IdCache<DiNodeId, Id>,
    /// Macro name -> its latest DebugMacroDef, for DebugMacroUndef (in macro order, at
    /// `end_module`).
    macro_defs: HashMap<String, Id>,
}

/// A value NSDI names as an `OpConstant` of the source type, which the producer makes and
/// binds with [`NsdiEmitter::bind_constant`](super::NsdiEmitter::bind_constant)
/// ([`NsdiEmitter::constant_values`](super::NsdiEmitter::constant_values)): a global
/// folded into a constant, a static member's floating-point initializer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConstantValue {
    /// The `DIGlobalVariableExpression` or static member (`DIDerivedType`) to bind.
    pub node: DiNodeId,
    /// The value: the constant's bits, `size` wide.
    pub bits: u64,
    /// The width of the variable's basic type: 8, 16, 32 or 64.
    pub size: u32,
    /// A floating-point type (`OpTypeFloat`), else an integer, boolean or character type
    /// (`OpTypeInt`).
    pub float: bool,
}

impl Lowering<'_, '_> {
    pub(super) fn end_module_impl(
        &mut self,
        cx: &mut dyn DebugTarget,
        entry_points: &[SubprogramId],
    ) {
        for &cu in &self.di.compile_units {
            self.get_or_create_cu(cx, cu);
            if self.full() {
                self.lower_retained(cx, cu);
            }
        }
        self.lower_entry_points(cx, entry_points);
    }

    fn lower_retained(&mut self, cx: &mut dyn DebugTarget, cu: CompileUnitId) {
        let unit = self.di.compile_unit(cu);
        for e in unit.enums.iter().flatten() {
            self.get_or_create_type(cx, Some(*e));
        }
        for t in unit.retained_types.iter().flatten() {
            if di::TypeId::accepts(self.di.node(*t).kind_name()) {
                self.get_or_create_type(cx, Some(di::TypeId(*t)));
            }
        }
        for g in unit.globals.iter().flatten() {
            self.lower_global_variable(cx, *g);
        }
        for i in unit.imports.iter().flatten() {
            self.lower_imported_entity(cx, *i);
        }
        for m in unit.macros.iter().flatten() {
            self.lower_macro(cx, *m, None);
        }
    }

    /// DebugGlobalVariable of an expression's variable: its Variable operand is the bound
    /// OpVariable, a constant folded into the expression, or DebugInfoNone.
    fn lower_global_variable(&mut self, cx: &mut dyn DebugTarget, gve: GlobalVariableExpressionId) {
        let DiNode::GlobalVariableExpression(e) = self.di.node(gve.0) else {
            return;
        };
        let Some(var_id) = e.var else {
            return;
        };
        if self.variables.globals.contains(var_id) {
            return;
        }
        let v = self.di.global_variable(var_id);
        // The OpVariable bound to any expression of the variable (its storage wins over a
        // folded value), the producer's typed constant of a variable folded into this
        // expression (`constant_globals`); else DebugInfoNone.
        let bound = self.variables.variable_storage.get(&var_id);
        let variable: Id = match bound.or(self.variables.global_storage.get(&gve)).copied() {
            Some(id) => id,
            None => {
                if e.expr.and_then(|x| folded_value(self.di, x)).is_some() {
                    self.remark(
                        RemarkKind::Dropped,
                        Some(var_id.0),
                        format!(
                            "global '{}' is folded to a constant its type has no SPIR-V constant for (or the producer bound none): Variable is DebugInfoNone",
                            v.name
                        ),
                    );
                }
                self.none(cx)
            }
        };
        let name = self.text(cx, &v.name);
        let ty = self.get_or_create_type(cx, v.ty);
        let source = self.source_of(cx, v.file);
        let parent = self.get_or_create_scope(cx, v.scope.map(|s| s.0));
        let linkage_name = self.text(cx, v.linkage_or_name());
        let mut f = 0;
        if v.is_local {
            f |= flags::IS_LOCAL;
        }
        if v.is_definition {
            f |= flags::IS_DEFINITION;
        }
        let line = num(cx, v.line);
        let column = num(cx, 0);
        let flags = num(cx, f);
        let static_member_declaration = v
            .declaration
            .map(|decl| self.get_or_create_type(cx, Some(decl)).id());
        // A cycle through the type, scope or declaration may have written it meanwhile.
        if self.variables.globals.contains(var_id) {
            return;
        }
        let global = build::DebugGlobalVariable {
            name,
            ty,
            source,
            line,
            column,
            parent,
            linkage_name,
            variable,
            flags,
            static_member_declaration,
        };
        let id = self.emit(cx, &global);
        self.variables.globals.insert(var_id, id);
    }

    pub(super) fn lower_imported_entity(&mut self, cx: &mut dyn DebugTarget, node: DiNodeId) {
        if self.module_scope.imported_entities.contains(node) {
            return;
        }
        let DiNode::ImportedEntity(e) = self.di.node(node) else {
            return;
        };
        let tag = if gimli::DwTag(e.tag.0) == gimli::DW_TAG_imported_module {
            imported::MODULE
        } else {
            imported::DECLARATION
        };
        let entity = match e.entity {
            Some(n) => self.get_or_create_entity(cx, n),
            None => self.none(cx),
        };
        let name = self.text(cx, &e.name);
        let source = self.source_of(cx, e.file);
        let parent = self.get_or_create_scope(cx, e.scope.map(|s| s.0));
        // A function-local import is reached again through its function's retained nodes.
        if self.module_scope.imported_entities.contains(node) {
            return;
        }
        let import = build::DebugImportedEntity {
            name,
            tag: num(cx, tag),
            source,
            entity,
            line: num(cx, e.line),
            column: num(cx, 0),
            parent,
        };
        let id = self.emit(cx, &import);
        self.module_scope.imported_entities.insert(node, id);
    }

    /// Whatever an imported entity names: a scope, a function, a type or a variable.
    fn get_or_create_entity(&mut self, cx: &mut dyn DebugTarget, n: DiNodeId) -> Id {
        match self.di.node(n) {
            DiNode::Subprogram(_) => self.get_or_create_function(cx, di::SubprogramId(n)).id(),
            DiNode::Namespace(_) | DiNode::Module(_) | DiNode::CompileUnit(_) => {
                self.get_or_create_scope(cx, Some(n)).id()
            }
            DiNode::GlobalVariable(_) => {
                match self.variables.globals.get(di::GlobalVariableId(n)) {
                    Some(id) => id,
                    None => self.none(cx),
                }
            }
            node if di::TypeId::accepts(node.kind_name()) => {
                self.get_or_create_type(cx, Some(di::TypeId(n))).id()
            }
            _ => self.none(cx),
        }
    }

    fn lower_macro(&mut self, cx: &mut dyn DebugTarget, m: MacroId, file: Option<FileId>) {
        match self.di.node(m.0) {
            DiNode::MacroFile(f) => {
                for inner in f.nodes.iter().flatten() {
                    self.lower_macro(cx, *inner, f.file);
                }
            }
            DiNode::Macro(mac) => {
                // The spec's Source here is the OpString of the file name, not a DebugSource.
                let path = self.file_path_of(file);
                let source = self.text(cx, &path);
                let line = num(cx, mac.line);
                if mac.ty == DwMacinfo(gimli::DW_MACINFO_define.0) {
                    let definition = build::DebugMacroDef {
                        source,
                        line,
                        name: self.text(cx, &mac.name),
                        value: (!mac.value.is_empty()).then(|| self.text(cx, &mac.value)),
                    };
                    let id = self.emit(cx, &definition);
                    self.module_scope.macro_defs.insert(mac.name.clone(), id);
                } else if let Some(&macro_def) = self.module_scope.macro_defs.get(&mac.name) {
                    let undef = build::DebugMacroUndef {
                        source,
                        line,
                        macro_def,
                    };
                    let _: Id = self.emit(cx, &undef);
                } else {
                    self.remark(
                        RemarkKind::Dropped,
                        Some(m.0),
                        format!("#undef {} without a #define is dropped", mac.name),
                    );
                }
            }
            _ => {}
        }
    }

    fn lower_entry_points(&mut self, cx: &mut dyn DebugTarget, entry_points: &[SubprogramId]) {
        let Some(cu) = default_cu(self.di) else {
            return;
        };
        for &sp in entry_points {
            let entry_point = self.get_or_create_function(cx, sp);
            // The kernel's own unit (modules linked from several units have several).
            let own = self.di.subprogram(sp).unit.unwrap_or(cu);
            let compilation_unit = self.get_or_create_cu(cx, own);
            // The command line the unit's producer recorded (`-grecord-command-line`), else
            // ours.
            let recorded = &self.di.compile_unit(own).flags;
            let command_line = if recorded.is_empty() {
                self.opts.command_line.clone()
            } else {
                recorded.clone()
            };
            let entry = build::DebugEntryPoint {
                entry_point,
                compilation_unit,
                compiler_signature: self.text(cx, super::COMPILER_SIGNATURE),
                command_line_arguments: self.text(cx, &command_line),
            };
            let _: Id = self.emit(cx, &entry);
        }
    }
}

/// The value of a global folded into its expression (`DW_OP_constu N` or `DW_OP_consts N`,
/// then `DW_OP_stack_value`, after clang's address-space idiom), as a 64-bit pattern;
/// `None` when the expression is not a folded constant.
fn folded_value(di: &DiModule, expr: di::ExpressionId) -> Option<u64> {
    let ops = without_address_space(&di.expression(expr).elements.0);
    let [c, s] = ops else { return None };
    let &[n] = c.args.as_slice() else { return None };
    let constant = c.opcode == u64::from(gimli::DW_OP_constu.0)
        || c.opcode == u64::from(gimli::DW_OP_consts.0);
    (constant && s.opcode == u64::from(gimli::DW_OP_stack_value.0)).then_some(n)
}

/// What [`NsdiEmitter::constant_values`](super::NsdiEmitter::constant_values) hands out: the
/// folded globals of the compile units not bound to storage (`variables.global_storage`), then
/// the static members with a floating-point initializer. A function of the DI and the bindings
/// so far.
pub(super) fn constant_values(di: &DiModule, variables: &VariableTables) -> Vec<ConstantValue> {
    let mut out = constant_members(di);
    for &cu in &di.compile_units {
        for gve in di.compile_unit(cu).globals.iter().flatten() {
            let DiNode::GlobalVariableExpression(e) = di.node(gve.0) else {
                continue;
            };
            let (Some(var), Some(expr)) = (e.var, e.expr) else {
                continue;
            };
            if variables.global_storage.contains_key(gve) {
                continue;
            }
            let Some(value) = folded_value(di, expr) else {
                continue;
            };
            let ty = strip_typedefs_and_qualifiers(di, di.global_variable(var).ty);
            let Some(DiNode::BasicType(b)) = ty.map(|t| di.node(t.0)) else {
                continue;
            };
            // The value as the type's bits (a DW_OP_consts value is sign-extended).
            let bits = match b.size {
                64 => value,
                size @ (8 | 16 | 32) => {
                    let bits = value & ((1u64 << size) - 1);
                    let sign_extended = ((bits << (64 - size)) as i64 >> (64 - size)) as u64;
                    // A value wider than its type is not the type's constant.
                    if value != bits && value != sign_extended {
                        continue;
                    }
                    bits
                }
                _ => continue,
            };
            out.push(ConstantValue {
                node: gve.0,
                bits,
                size: b.size as u32,
                float: b.encoding.0 == gimli::DW_ATE_float.0,
            });
        }
    }
    out
}

/// Static members with a floating-point initializer (`static constexpr float k = 1.5f`).
fn constant_members(di: &DiModule) -> Vec<ConstantValue> {
    let mut out = Vec::new();
    for id in di.ids() {
        if let DiNode::DerivedType(m) = di.node(id)
            && m.flags.contains(di::DiFlags::STATIC_MEMBER)
            && let Some(di::DiOperand::Constant(k)) = &m.extra_data
            && k.int.is_none()
            && let Some((size, bits)) = float_bits(&k.text)
        {
            out.push(ConstantValue {
                node: id,
                bits,
                size,
                float: true,
            });
        }
    }
    out
}

/// The width and bits of a floating-point constant as LLVM's assembly writer prints it:
/// `float 1.500000e+00`, `double 0x3FB99999A0000000` (a float's hex form is its value as a
/// double), `half 0xH3C00`. `None` for anything else (`x86_fp80`, ...).
pub(super) fn float_bits(text: &str) -> Option<(u32, u64)> {
    let (ty, value) = text.split_once(' ')?;
    let value = value.trim();
    if let Some(hex) = value.strip_prefix("0xH") {
        return (ty == "half").then(|| u64::from_str_radix(hex, 16).ok().map(|b| (16, b)))?;
    }
    let as_double = match value.strip_prefix("0x") {
        Some(hex) => f64::from_bits(u64::from_str_radix(hex, 16).ok()?),
        None => value.parse::<f64>().ok()?,
    };
    match ty {
        "float" => Some((32, u64::from((as_double as f32).to_bits()))),
        "double" => Some((64, as_double.to_bits())),
        _ => None,
    }
}
