//! What a compile unit retains whether or not code uses it (globals, enums, retained types,
//! imported entities, macros) and the entry points, written at `end_module`.

use rspirv::spirv::Word;

use super::NsdiEmitter;
use super::target::DebugTarget;
use crate::di::{
    CompileUnitId, DiNode, DiNodeId, DwMacinfo, GlobalVariableExpressionId, MacroId, SubprogramId,
    TypeId,
};
use crate::nsdi::{DebugOp, flags, imported};

impl NsdiEmitter<'_> {
    pub(super) fn end_module_impl(
        &mut self,
        cx: &mut dyn DebugTarget,
        entry_points: &[crate::di::SubprogramId],
    ) {
        for cu in self.di.compile_units.clone() {
            self.get_or_create_cu(cx, cu);
            if self.full() {
                self.lower_retained(cx, cu);
            }
        }
        self.lower_entry_points(cx, entry_points);
    }

    fn lower_retained(&mut self, cx: &mut dyn DebugTarget, cu: CompileUnitId) {
        let unit = self.di.compile_unit(cu).clone();
        for e in unit.enums.iter().flatten() {
            self.get_or_create_type(cx, Some(*e));
        }
        for t in unit.retained_types.iter().flatten() {
            if TypeId::accepts(self.di.node(*t).kind_name()) {
                self.get_or_create_type(cx, Some(TypeId(*t)));
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

    fn lower_global_variable(
        &mut self,
        cx: &mut dyn DebugTarget,
        gve: GlobalVariableExpressionId,
    ) -> Option<Word> {
        let DiNode::GlobalVariableExpression(e) = self.di.node(gve.0).clone() else {
            return None;
        };
        let var_id = e.var?;
        if let Some(&id) = self.cache.get(&var_id.0) {
            return Some(id);
        }
        let v = self.di.global_variable(var_id).clone();
        // The OpVariable bound to this expression; a constant folded into the expression
        // (DW_OP_constu N, DW_OP_stack_value); or nothing.
        let attached = self.global_storage.get(&gve.0).copied();
        let folded = e.expr.and_then(|x| {
            let ops = &self.di.expression(x).elements.0;
            match ops.as_slice() {
                [c, s] if c.opcode == 0x10 && s.opcode == 0x9f => u32::try_from(c.args[0]).ok(),
                _ => None,
            }
        });
        let variable = match (attached, folded) {
            (Some(id), _) => id,
            (None, Some(value)) => Self::num(cx, value),
            (None, None) => self.none(cx),
        };
        let name = Self::text(cx, &v.name);
        let ty = self.get_or_create_type(cx, v.ty);
        let source = self.source_of(cx, v.file);
        let parent = self.get_or_create_scope(cx, v.scope.map(|s| s.0));
        let linkage = Self::text(cx, v.linkage_or_name());
        let mut f = 0;
        if v.is_local {
            f |= flags::IS_LOCAL;
        }
        if v.is_definition {
            f |= flags::IS_DEFINITION;
        }
        let mut operands = Self::declaration(cx, name, ty, source, v.line, parent);
        operands.extend([linkage, variable, Self::num(cx, f)]);
        if let Some(decl) = v.declaration {
            operands.push(self.get_or_create_type(cx, Some(decl)));
        }
        let id = self.emit(cx, DebugOp::DebugGlobalVariable, operands);
        self.cache.insert(var_id.0, id);
        Some(id)
    }

    pub(super) fn lower_imported_entity(&mut self, cx: &mut dyn DebugTarget, node: DiNodeId) {
        if self.cache.contains_key(&node) {
            return;
        }
        let DiNode::ImportedEntity(e) = self.di.node(node).clone() else {
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
        let operands = vec![
            name,
            Self::num(cx, tag),
            source,
            entity,
            Self::num(cx, e.line),
            Self::num(cx, 0),
            parent,
        ];
        let id = self.emit(cx, DebugOp::DebugImportedEntity, operands);
        self.cache.insert(node, id);
    }

    /// Whatever an imported entity names: a scope, a function, a type or a variable.
    fn get_or_create_entity(&mut self, cx: &mut dyn DebugTarget, n: DiNodeId) -> Word {
        match self.di.node(n) {
            DiNode::Subprogram(_) => self.get_or_create_function(cx, crate::di::SubprogramId(n)),
            DiNode::Namespace(_) | DiNode::Module(_) | DiNode::CompileUnit(_) => {
                self.get_or_create_scope(cx, Some(n))
            }
            DiNode::GlobalVariable(_) => match self.cache.get(&n) {
                Some(&id) => id,
                None => self.none(cx),
            },
            node if TypeId::accepts(node.kind_name()) => {
                self.get_or_create_type(cx, Some(TypeId(n)))
            }
            _ => self.none(cx),
        }
    }

    fn lower_macro(
        &mut self,
        cx: &mut dyn DebugTarget,
        m: MacroId,
        file: Option<crate::di::FileId>,
    ) {
        match self.di.node(m.0).clone() {
            DiNode::MacroFile(f) => {
                for inner in f.nodes.iter().flatten() {
                    self.lower_macro(cx, *inner, f.file);
                }
            }
            DiNode::Macro(mac) => {
                let source = self.source_of(cx, file);
                let line = Self::num(cx, mac.line);
                if mac.ty == DwMacinfo(gimli::DW_MACINFO_define.0) {
                    let name = Self::text(cx, &mac.name);
                    let mut operands = vec![source, line, name];
                    if !mac.value.is_empty() {
                        operands.push(Self::text(cx, &mac.value));
                    }
                    let id = self.emit(cx, DebugOp::DebugMacroDef, operands);
                    self.macro_defs.insert(mac.name.clone(), id);
                } else if let Some(&def) = self.macro_defs.get(&mac.name) {
                    self.emit(cx, DebugOp::DebugMacroUndef, vec![source, line, def]);
                } else {
                    self.remark(format!("#undef {} without a #define is dropped", mac.name));
                }
            }
            _ => {}
        }
    }

    fn lower_entry_points(&mut self, cx: &mut dyn DebugTarget, entry_points: &[SubprogramId]) {
        let Some(cu) = self.default_cu() else { return };
        for &sp in entry_points {
            let function = self.get_or_create_function(cx, sp);
            // The kernel's own unit (modules linked from several units have several).
            let own = self.di.subprogram(sp).unit.unwrap_or(cu);
            let unit = self.get_or_create_cu(cx, own);
            let signature = Self::text(cx, super::COMPILER_SIGNATURE);
            let command_line = Self::text(cx, &self.opts.command_line.clone());
            self.emit(
                cx,
                DebugOp::DebugEntryPoint,
                vec![function, unit, signature, command_line],
            );
        }
    }
}
