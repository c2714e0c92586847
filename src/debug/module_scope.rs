//! What a compile unit retains whether or not code uses it (globals, enums, retained types,
//! imported entities, macros) and the entry points, written at `end_module`:
//! `DebugGlobalVariable`, `DebugImportedEntity`, `DebugMacroDef` / `DebugMacroUndef`,
//! `DebugEntryPoint`.

use super::{NsdiEmitter, RemarkKind};
use crate::di::{
    self, CompileUnitId, DiNode, DiNodeId, DwMacinfo, FileId, GlobalVariableExpressionId, MacroId,
    SubprogramId,
};
use crate::nsdi::{DebugTarget, Id, build, flags, imported};

impl NsdiEmitter<'_> {
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
        if self.global_variables.contains(var_id) {
            return;
        }
        let v = self.di.global_variable(var_id);
        // The OpVariable bound to this expression; a constant folded into the expression
        // (DW_OP_constu N, DW_OP_stack_value); or nothing.
        let attached = self.global_storage.get(&gve).copied();
        let folded = e.expr.and_then(|x| {
            let ops = &self.di.expression(x).elements.0;
            match ops.as_slice() {
                [c, s] if c.opcode == 0x10 && s.opcode == 0x9f => {
                    c.args.first().and_then(|n| u32::try_from(*n).ok())
                }
                _ => None,
            }
        });
        let variable: Id = match (attached, folded) {
            (Some(id), _) => id,
            (None, Some(value)) => Self::num(cx, value).id(),
            (None, None) => self.none(cx),
        };
        let name = Self::text(cx, &v.name);
        let ty = self.get_or_create_type(cx, v.ty);
        let source = self.source_of(cx, v.file);
        let parent = self.get_or_create_scope(cx, v.scope.map(|s| s.0));
        let linkage_name = Self::text(cx, v.linkage_or_name());
        let mut f = 0;
        if v.is_local {
            f |= flags::IS_LOCAL;
        }
        if v.is_definition {
            f |= flags::IS_DEFINITION;
        }
        let line = Self::num(cx, v.line);
        let column = Self::num(cx, 0);
        let flags = Self::num(cx, f);
        let static_member_declaration = v
            .declaration
            .map(|decl| self.get_or_create_type(cx, Some(decl)).id());
        // A cycle through the type, scope or declaration may have written it meanwhile.
        if self.global_variables.contains(var_id) {
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
        self.global_variables.insert(var_id, id);
    }

    pub(super) fn lower_imported_entity(&mut self, cx: &mut dyn DebugTarget, node: DiNodeId) {
        if self.imported_entities.contains(node) {
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
        let name = Self::text(cx, &e.name);
        let source = self.source_of(cx, e.file);
        let parent = self.get_or_create_scope(cx, e.scope.map(|s| s.0));
        // A function-local import is reached again through its function's retained nodes.
        if self.imported_entities.contains(node) {
            return;
        }
        let import = build::DebugImportedEntity {
            name,
            tag: Self::num(cx, tag),
            source,
            entity,
            line: Self::num(cx, e.line),
            column: Self::num(cx, 0),
            parent,
        };
        let id = self.emit(cx, &import);
        self.imported_entities.insert(node, id);
    }

    /// Whatever an imported entity names: a scope, a function, a type or a variable.
    fn get_or_create_entity(&mut self, cx: &mut dyn DebugTarget, n: DiNodeId) -> Id {
        match self.di.node(n) {
            DiNode::Subprogram(_) => self.get_or_create_function(cx, di::SubprogramId(n)).id(),
            DiNode::Namespace(_) | DiNode::Module(_) | DiNode::CompileUnit(_) => {
                self.get_or_create_scope(cx, Some(n)).id()
            }
            DiNode::GlobalVariable(_) => match self.global_variables.get(di::GlobalVariableId(n)) {
                Some(id) => id,
                None => self.none(cx),
            },
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
                let source = self.source_of(cx, file);
                let line = Self::num(cx, mac.line);
                if mac.ty == DwMacinfo(gimli::DW_MACINFO_define.0) {
                    let definition = build::DebugMacroDef {
                        source,
                        line,
                        name: Self::text(cx, &mac.name),
                        value: (!mac.value.is_empty()).then(|| Self::text(cx, &mac.value)),
                    };
                    let id = self.emit(cx, &definition);
                    self.macro_defs.insert(mac.name.clone(), id);
                } else if let Some(&macro_def) = self.macro_defs.get(&mac.name) {
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
        let Some(cu) = self.default_cu() else { return };
        for &sp in entry_points {
            let entry_point = self.get_or_create_function(cx, sp);
            // The kernel's own unit (modules linked from several units have several).
            let own = self.di.subprogram(sp).unit.unwrap_or(cu);
            let compilation_unit = self.get_or_create_cu(cx, own);
            let entry = build::DebugEntryPoint {
                entry_point,
                compilation_unit,
                compiler_signature: Self::text(cx, super::COMPILER_SIGNATURE),
                command_line_arguments: Self::text(cx, &self.opts.command_line),
            };
            let _: Id = self.emit(cx, &entry);
        }
    }
}
