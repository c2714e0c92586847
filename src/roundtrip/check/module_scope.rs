//! Module scope: entry points (a DebugEntryPoint per kernel), imported entities, macros, and
//! global variables with the `OpVariable` (or constant) they name.

use std::collections::HashSet;

use super::Checker;
use crate::di::{DiModule, DiNode, DiNodeId, DiSpFlags, FileId, GlobalVariableId};
use crate::nsdi::{ConstId, DebugOp, Id, TypeId, flags, imported, view};
use crate::roundtrip::ModuleFlavour;
use crate::roundtrip::di_render::linkage;
use crate::roundtrip::render::flag_names;

use super::types::Declared;
use super::variables::after_address_space;

impl Checker<'_> {
    pub(super) fn compare_entry_points(&mut self) {
        let kernels: Vec<String> = self
            .program
            .functions
            .iter()
            .filter(|f| f.is_entry_point)
            .filter_map(|f| {
                f.subprogram
                    .map(|sp| linkage(self.di(), self.di().subprogram(sp)))
            })
            .collect();
        let n = self.n;
        let mut entry_points = Vec::new();
        for (_, e) in self.each::<view::DebugEntryPoint>(DebugOp::DebugEntryPoint) {
            let function = self.function_linkage(e.entry_point().id());
            entry_points.push(format!("{function} in {}", n.scope(e.compilation_unit())));
        }
        let expected: Vec<String> = kernels.iter().map(|k| format!("{k} in unit")).collect();
        self.diffs.nodes += expected.len();
        self.diffs.field(
            "entry points",
            "kernels",
            &entry_points.join(", "),
            &expected.join(", "),
        );
    }

    pub(super) fn compare_imported_entities(&mut self) {
        let n = self.n;
        let view = self.view();
        let mut imports = Vec::new();
        for (_, e) in self.each::<view::DebugImportedEntity>(DebugOp::DebugImportedEntity) {
            let tag = match n.value(e.tag()).and_then(|t| u32::try_from(t).ok()) {
                Some(imported::MODULE) => "module",
                Some(imported::DECLARATION) => "declaration",
                _ => "?",
            };
            let entity = e.entity();
            let scope = || n.scope(crate::nsdi::ScopeId::from_word(entity.word()));
            let entity = match view.op(entity) {
                Some(
                    DebugOp::DebugLexicalBlock
                    | DebugOp::DebugFunction
                    | DebugOp::DebugFunctionDeclaration,
                ) => scope(),
                Some(DebugOp::DebugGlobalVariable) => {
                    let global = view.get::<view::DebugGlobalVariable>(entity);
                    let name = global.map(|g| n.text(g.linkage_name())).unwrap_or_default();
                    format!("var {name}")
                }
                Some(DebugOp::DebugInfoNone) | None => "none".to_owned(),
                Some(_) => n.ty(TypeId::from_word(entity.word())),
            };
            imports.push(format!(
                "{tag} '{}' {entity} at {}:{}:{} in {}",
                n.text(e.name()),
                n.source_path(e.source()),
                n.number(e.line()),
                n.number(e.column()),
                n.scope(e.parent())
            ));
        }
        let mut expected = self.expected_imports(view);
        self.diffs.nodes += expected.len();
        // Function-local ones are written with their function, the unit's at the end: compare
        // as sets.
        imports.sort();
        expected.sort();
        self.diffs.field(
            "unit",
            "imported entities",
            &imports.join("; "),
            &expected.join("; "),
        );
    }

    /// The imported entities of the units and of the functions the binary defines.
    fn expected_imports(&self, view: &crate::roundtrip::SpirvView) -> Vec<String> {
        let (di, d, n) = (self.di(), self.d, self.n);
        let emitted: HashSet<String> = view
            .all(DebugOp::DebugFunction)
            .filter_map(|f| f.view::<view::DebugFunction>())
            .filter(|f| {
                let bits = n.value(f.flags());
                bits.is_some_and(|b| b & u64::from(flags::IS_DEFINITION) != 0)
            })
            .map(|f| n.text(f.linkage_name()))
            .collect();
        let retained = di.nodes.iter().filter_map(|node| match node {
            DiNode::Subprogram(sp)
                if sp.sp_flags.contains(DiSpFlags::DEFINITION)
                    && emitted.contains(&linkage(di, sp)) =>
            {
                Some(sp.retained_nodes.iter().flatten().copied())
            }
            _ => None,
        });
        di.compile_units
            .iter()
            .flat_map(|cu| di.compile_unit(*cu).imports.iter().flatten().copied())
            .chain(retained.flatten())
            .filter_map(|i| match di.node(i) {
                DiNode::ImportedEntity(e) => {
                    let tag = if e.tag.0 == gimli::DW_TAG_imported_module.0 {
                        "module"
                    } else {
                        "declaration"
                    };
                    let entity = match e.entity.map(|x| (x, di.node(x))) {
                        Some((
                            x,
                            DiNode::Namespace(_) | DiNode::Module(_) | DiNode::Subprogram(_),
                        )) => d.scope(Some(x)),
                        Some((_, DiNode::GlobalVariable(g))) => {
                            format!("var {}", g.linkage_or_name())
                        }
                        Some((x, node)) if crate::di::TypeId::accepts(node.kind_name()) => {
                            d.ty(Some(crate::di::TypeId(x)))
                        }
                        _ => "none".to_owned(),
                    };
                    Some(format!(
                        "{tag} '{}' {} at {}:{}:0 in {}",
                        e.name,
                        entity,
                        d.file_path(e.file),
                        e.line,
                        d.scope(e.scope.map(|s| s.0))
                    ))
                }
                _ => None,
            })
            .collect()
    }

    /// Every `#define` and `#undef` of the units, with its file and line, in order.
    pub(super) fn compare_macros(&mut self) {
        let n = self.n;
        let view = self.view();
        let mut macros = Vec::new();
        for id in &view.order {
            let id = Id::from_word(*id);
            if let Some(m) = view.get::<view::DebugMacroDef>(id) {
                let value = m.value().map_or_else(String::new, |v| n.text(v));
                macros.push(format!(
                    "define {} = {value:?} at {}:{}",
                    n.text(m.name()),
                    n.text(m.source()),
                    n.number(m.line())
                ));
            } else if let Some(m) = view.get::<view::DebugMacroUndef>(id) {
                let defined = m.macro_def();
                let name = match (view.get::<view::DebugMacroDef>(defined), view.op(defined)) {
                    (Some(def), _) => n.text(def.name()),
                    (None, Some(op)) => format!("<{} {defined}>", op.name()),
                    (None, None) => String::new(),
                };
                macros.push(format!(
                    "undef {name} at {}:{}",
                    n.text(m.source()),
                    n.number(m.line())
                ));
            }
        }
        let mut expected = Vec::new();
        for cu in &self.di().compile_units {
            let top = self.di().compile_unit(*cu).macros.iter().flatten();
            di_macros(self, top.map(|m| m.0).collect(), &mut expected);
        }
        self.diffs.nodes += expected.len();
        self.diffs
            .field("unit", "macros", &macros.join("; "), &expected.join("; "));
    }

    pub(super) fn compare_global_variables(&mut self) {
        let (n, d) = (self.n, self.d);
        let di = self.di();
        let view = self.view();
        let mut seen = HashSet::new();
        let op = DebugOp::DebugGlobalVariable;
        for (_, g) in self.each::<view::DebugGlobalVariable>(op) {
            let key = n.text(g.linkage_name());
            let path = format!("global {key}");
            let Some(id) = self
                .index
                .globals
                .get(&key)
                .and_then(|v| v.first())
                .copied()
            else {
                self.diffs
                    .missing(&path, "no DIGlobalVariable with this linkage name");
                continue;
            };
            seen.insert(id);
            let dg = di.global_variable(GlobalVariableId(id));
            self.diffs.nodes += 1;
            self.diffs.field(&path, "name", &n.text(g.name()), &dg.name);
            self.diffs.type_field(
                &path,
                "type",
                &n.ty(g.ty()),
                &d.ty(dg.ty),
                self.forward_refs,
            );
            let declared = Declared {
                source: g.source(),
                line: g.line(),
                column: g.column(),
                parent: g.parent(),
            };
            let parent = d.scope(dg.scope.map(|s| s.0));
            self.compare_declared(&path, declared, (dg.file, dg.line), &parent);
            let mut bits = flags::NONE;
            if dg.is_local {
                bits |= flags::IS_LOCAL;
            }
            if dg.is_definition {
                bits |= flags::IS_DEFINITION;
            }
            let expected = flag_names(u64::from(bits));
            self.diffs
                .field(&path, "flags", &n.flags(g.flags()), &expected);
            let declaration = g.static_member_declaration().map_or_else(String::new, |m| {
                match view.get::<view::DebugTypeMember>(m) {
                    Some(member) => format!("member {}", n.text(member.name())),
                    None => format!("<{m}>"),
                }
            });
            let expected = match dg.declaration.map(|t| di.node(t.0)) {
                Some(DiNode::DerivedType(m)) => format!("member {}", m.name),
                _ => String::new(),
            };
            self.diffs
                .field(&path, "static member declaration", &declaration, &expected);
            let variable = g.variable().word();
            let linked = if view.variables.contains(&variable) {
                view.names.get(&variable).cloned().unwrap_or_default()
            } else if let Some(op) = view.op(g.variable()) {
                match op {
                    DebugOp::DebugInfoNone => "none".to_owned(),
                    other => format!("<{}>", other.name()),
                }
            } else {
                format!("constant {}", n.typed_number(ConstId::from_word(variable)))
            };
            let attached = self
                .program
                .globals
                .iter()
                .find(|global| global.variables.contains(&id));
            let expected = match attached {
                // Rule `vulkan-program-globals`: a member of the program-globals buffer.
                Some(global)
                    if global.in_shared_buffer && view.flavour == ModuleFlavour::Vulkan =>
                {
                    "none".to_owned()
                }
                Some(global) => global.name.clone(),
                None => constant_global(di, id).map_or_else(
                    || "none".to_owned(),
                    |(float, bits)| match float {
                        true => format!("constant float {bits}"),
                        false => format!("constant {bits}"),
                    },
                ),
            };
            self.diffs.field(&path, "variable", &linked, &expected);
        }
        for cu in &di.compile_units {
            for gve in di.compile_unit(*cu).globals.iter().flatten() {
                if let DiNode::GlobalVariableExpression(e) = di.node(gve.0)
                    && let Some(v) = e.var
                    && !seen.contains(&v.0)
                {
                    self.diffs.missing(
                        &format!("global {}", di.global_variable(v).name),
                        "no DebugGlobalVariable",
                    );
                }
            }
        }
    }
}

/// The macros of DIMacro / DIMacroFile trees, in order, rendered like the NSDI side. An
/// `#undef` with no earlier `#define` is dropped (docs/MAPPING.md).
fn di_macros(cx: &Checker<'_>, top: Vec<DiNodeId>, out: &mut Vec<String>) {
    let d = cx.d;
    // Depth first, in order, from an explicit stack (DIMacroFiles nest as deep as the input
    // says: a nest of 50,000 is valid): pending (node, its file), the next one last; `None`
    // leaves the innermost open file. A file inside itself (on the open path) is skipped.
    let mut pending: Vec<Option<(DiNodeId, Option<FileId>)>> =
        top.into_iter().rev().map(|m| Some((m, None))).collect();
    let mut open: Vec<DiNodeId> = Vec::new();
    let mut on_path: HashSet<DiNodeId> = HashSet::new();
    while let Some(item) = pending.pop() {
        let Some((node, file)) = item else {
            if let Some(left) = open.pop() {
                on_path.remove(&left);
            }
            continue;
        };
        match d.di.node(node) {
            DiNode::MacroFile(f) => {
                if !on_path.insert(node) {
                    continue;
                }
                open.push(node);
                pending.push(None);
                let inner = f.nodes.iter().flatten().rev();
                pending.extend(inner.map(|m| Some((m.0, f.file))));
            }
            DiNode::Macro(m) if m.ty.0 == gimli::DW_MACINFO_define.0 => out.push(format!(
                "define {} = {:?} at {}:{}",
                m.name,
                m.value,
                d.file_path(file),
                m.line
            )),
            DiNode::Macro(m) => {
                let defined = out
                    .iter()
                    .any(|x| x.starts_with(&format!("define {} = ", m.name)));
                if defined {
                    out.push(format!(
                        "undef {} at {}:{}",
                        m.name,
                        d.file_path(file),
                        m.line
                    ));
                }
            }
            _ => {}
        }
    }
}

/// The constant a global folded into its expression names (docs/MAPPING.md,
/// `DIGlobalVariableExpression`): `DW_OP_constu N` or `DW_OP_consts N`, then
/// `DW_OP_stack_value`, after the address-space idiom, as an `OpConstant` of the variable's
/// basic type (through typedefs and qualifiers) of 8, 16, 32 or 64 bits: whether it is a
/// floating-point constant, and its bits. `None` (so DebugInfoNone) for any other expression
/// or type, or a value its type cannot hold.
fn constant_global(di: &DiModule, var: DiNodeId) -> Option<(bool, u64)> {
    let (expr, ty) = di.nodes.iter().find_map(|node| match node {
        DiNode::GlobalVariableExpression(e) if e.var.map(|v| v.0) == Some(var) => {
            Some((e.expr?, di.global_variable(GlobalVariableId(var)).ty))
        }
        _ => None,
    })?;
    let ops = after_address_space(&di.expression(expr).elements.0);
    let [c, s] = ops else { return None };
    let &[value] = c.args.as_slice() else {
        return None;
    };
    let constant = c.opcode == u64::from(gimli::DW_OP_constu.0)
        || c.opcode == u64::from(gimli::DW_OP_consts.0);
    if !constant || s.opcode != u64::from(gimli::DW_OP_stack_value.0) {
        return None;
    }
    let DiNode::BasicType(b) = di.node(basic_type_of(di, ty?)?.0) else {
        return None;
    };
    let bits = match b.size {
        64 => value,
        size @ (8 | 16 | 32) => {
            let mask = (1u64 << size) - 1;
            let bits = value & mask;
            // A DW_OP_consts value is sign-extended to 64 bits; any other wider value is not
            // one of the type's.
            let high = value & !mask;
            let sign_extended = bits >> (size - 1) == 1 && high == !mask;
            if high != 0 && !sign_extended {
                return None;
            }
            bits
        }
        _ => return None,
    };
    Some((b.encoding.0 == gimli::DW_ATE_float.0, bits))
}

/// The type under typedefs and qualifiers (const, volatile, restrict, atomic); a bounded walk
/// (LLVM's verifier rejects cycles).
fn basic_type_of(di: &DiModule, ty: crate::di::TypeId) -> Option<crate::di::TypeId> {
    use gimli::constants as c;
    let mut current = ty;
    for _ in 0..=di.nodes.len() {
        match di.node(current.0) {
            DiNode::DerivedType(t)
                if matches!(
                    gimli::DwTag(t.tag.0),
                    c::DW_TAG_typedef
                        | c::DW_TAG_const_type
                        | c::DW_TAG_volatile_type
                        | c::DW_TAG_restrict_type
                        | c::DW_TAG_atomic_type
                ) =>
            {
                current = t.base_type?;
            }
            _ => return Some(current),
        }
    }
    None
}
