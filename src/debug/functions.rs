//! Functions: `DebugFunction`(`Declaration`), member `DebugFunction`s of methods, a function's
//! `DebugTypeTemplate`. The line table (`DebugFunctionDefinition`, `DebugScope`, `DebugLine`,
//! `DebugNoLine`) is per-function state, in `lines`.
//!

use rustc_hash::FxHashMap as HashMap;

use super::id_cache::IdCache;
use super::lowering::Lowering;
use super::module_writer::num;
use super::type_rules::function_flags;
use crate::di::{self, DiModule, DiNode, DiSpFlags, SubprogramId};
use crate::nsdi::{DebugTarget, FunctionId, Id, TypeId, build};

/// The function family's tables: filled by `get_or_create_function` / `get_or_create_method`
/// (from scopes, records' member lists, imported entities, entry points and the line table),
/// read by the walk's cycle check (their pending reservations). Never cleared before the
/// emitter is dropped.
#[derive(Default)]
pub(super) struct FunctionTables {
    /// DISubprogram -> DebugFunction or DebugFunctionDeclaration (reserved: a function's
    /// type or retained nodes may name it again).
    pub(super) ids: IdCache<SubprogramId, FunctionId>,
    /// In-class method declarations, written as member DebugFunctions (reserved: the method's
    /// `this` names its class).
    pub(super) methods: IdCache<SubprogramId, FunctionId>,
    /// In-class method declaration -> its definition in this module; built on first use
    /// (the class lists the definition), a function of the DI alone.
    method_definitions: Option<HashMap<SubprogramId, SubprogramId>>,
    /// `void()`, shared by every function of a line-tables-only module and by every
    /// subprogram without a `type:`.
    empty_function_type: Option<TypeId>,
}

impl FunctionTables {
    /// The definition whose `declaration:` is the in-class method declaration `decl`, if the
    /// module has one (the first in node order).
    fn method_definition(&mut self, di: &DiModule, decl: SubprogramId) -> Option<SubprogramId> {
        let map = self.method_definitions.get_or_insert_with(|| {
            let mut map = HashMap::default();
            for id in di.ids() {
                if let DiNode::Subprogram(s) = di.node(id)
                    && s.sp_flags.contains(DiSpFlags::DEFINITION)
                    && let Some(d) = s.declaration
                {
                    map.entry(d).or_insert(SubprogramId(id));
                }
            }
            map
        });
        map.get(&decl).copied()
    }
}

impl Lowering<'_, '_> {
    /// DebugFunction of a definition, DebugFunctionDeclaration of a declaration. Reserved
    /// first: its type, parent or retained nodes may name it again.
    pub(super) fn get_or_create_function(
        &mut self,
        cx: &mut dyn DebugTarget,
        sp: SubprogramId,
    ) -> FunctionId {
        if let Some(id) = self.functions.ids.get(sp) {
            return id;
        }
        let id: FunctionId = self.reserve(cx);
        self.functions.ids.reserve(sp, id);
        let s = self.di.subprogram(sp);
        let definition = s.sp_flags.contains(DiSpFlags::DEFINITION);
        let ty = match s.ty {
            Some(t) if self.full() => self.get_or_create_type(cx, Some(di::TypeId(t.0))),
            _ => self.empty_function_type(cx),
        };
        let name = self.text(cx, &s.name);
        let source = self.source_of(cx, s.file);
        let parent_scope = if self.full() {
            s.scope.map(|p| p.0)
        } else {
            None
        };
        // A file-scope function's parent is its own unit (a linked module has several).
        let at_file_scope = parent_scope
            .is_none_or(|p| matches!(self.di.node(p), DiNode::File(_) | DiNode::CompileUnit(_)));
        let parent = match (at_file_scope, s.unit) {
            (true, Some(unit)) => self.get_or_create_cu(cx, unit),
            _ => self.get_or_create_scope(cx, parent_scope),
        };
        // A definition without a linkage name of its own is known by its declaration's.
        let linkage_name = self.text(cx, self.di.function_linkage_name(s));
        let flags = num(cx, function_flags(s.flags, s.sp_flags, definition));
        let line = num(cx, s.line);
        let column = num(cx, 0);
        if definition {
            let scope_line = num(cx, s.scope_line);
            // A method's body is listed in its class in place of the in-class declaration
            // (with forward references: `listed_in_class`), which links the two; a separate
            // DebugFunctionDeclaration would be a second, unlinked description.
            let declaration = match s.declaration {
                Some(decl) if self.full() && self.listed_in_class(decl) => {
                    // The class is the link, so it is written even when nothing else names it
                    // (the definition's `this` may point to a forward declaration instead).
                    if let Some(class) = self.di.subprogram(decl).scope {
                        self.get_or_create_type(cx, Some(di::TypeId(class.0)));
                    }
                    None
                }
                Some(decl) if self.full() => Some(self.get_or_create_function(cx, decl).id()),
                _ => None,
            };
            let function = build::DebugFunction {
                name,
                ty,
                source,
                line,
                column,
                parent,
                linkage_name,
                flags,
                scope_line,
                declaration,
            };
            self.emit_as(cx, id, &function);
        } else {
            let function = build::DebugFunctionDeclaration {
                name,
                ty,
                source,
                line,
                column,
                parent,
                linkage_name,
                flags,
            };
            self.emit_as(cx, id, &function);
        }
        self.functions.ids.complete(sp);
        if self.full() && definition {
            // Imported entities local to the function, and variables optimized away, are only
            // in retainedNodes.
            for node in s.retained_nodes.iter().flatten() {
                match self.di.node(*node) {
                    DiNode::ImportedEntity(_) => self.lower_imported_entity(cx, *node),
                    DiNode::LocalVariable(_) => {
                        self.get_or_create_local_variable(cx, di::LocalVariableId(*node));
                    }
                    _ => {}
                }
            }
        }
        if self.full() && !s.template_params.is_empty() && definition {
            let parameters = self.template_parameter_list(cx, &s.template_params);
            let template = build::DebugTypeTemplate {
                target: id.id(),
                parameters,
            };
            let _: Id = self.emit(cx, &template);
        }
        id
    }

    /// Whether a method declaration's class lists the method's definition instead (forward
    /// references allowed, the declaration among its record's elements — a lambda's
    /// `operator()` is scoped to its closure class but not listed there — and a definition in
    /// the module).
    fn listed_in_class(&mut self, decl: SubprogramId) -> bool {
        let listed = match self.di.subprogram(decl).scope.map(|p| self.di.node(p.0)) {
            Some(DiNode::CompositeType(c)) => c.elements.contains(&Some(decl.0)),
            _ => false,
        };
        self.opts.forward_refs
            && listed
            && self.functions.method_definition(self.di, decl).is_some()
    }

    /// `void()`, shared by every function of a line-tables-only module and by every
    /// subprogram without a `type:`.
    fn empty_function_type(&mut self, cx: &mut dyn DebugTarget) -> TypeId {
        if let Some(id) = self.functions.empty_function_type {
            return id;
        }
        let function = build::DebugTypeFunction {
            flags: num(cx, 0),
            return_type: TypeId::from_word(self.out.writer().void_type),
            parameter_types: Vec::new(),
        };
        let id = self.emit(cx, &function);
        self.functions.empty_function_type = Some(id);
        id
    }

    /// A method as a class member: spirv-val accepts only DebugFunction among a composite's
    /// members, so the in-class declaration is a DebugFunction without FlagIsDefinition.
    /// Reserved first: its `this` names the class whose member list is being lowered.
    pub(super) fn get_or_create_method(
        &mut self,
        cx: &mut dyn DebugTarget,
        sp: SubprogramId,
    ) -> FunctionId {
        let s = self.di.subprogram(sp);
        if s.sp_flags.contains(DiSpFlags::DEFINITION) {
            return self.get_or_create_function(cx, sp);
        }
        // The class lists the method's body when the module has one, as DXC does: debuggers
        // find the definition from the class, and the body's DebugFunction is the member.
        if let Some(definition) = self.functions.method_definition(self.di, sp) {
            return self.get_or_create_function(cx, definition);
        }
        if let Some(id) = self.functions.methods.get(sp) {
            return id;
        }
        let id: FunctionId = self.reserve(cx);
        self.functions.methods.reserve(sp, id);
        // DebugFunction's Type must be a DebugTypeFunction: a method without a `type:` gets
        // the empty one, as a function without one does (a 'void' DebugTypeBasic there was
        // refused by spirv-val).
        let ty = match s.ty {
            Some(t) => self.get_or_create_type(cx, Some(di::TypeId(t.0))),
            None => self.empty_function_type(cx),
        };
        let name = self.text(cx, &s.name);
        let source = self.source_of(cx, s.file);
        let parent = self.get_or_create_scope(cx, s.scope.map(|p| p.0));
        let linkage_name = self.text(cx, s.linkage_or_name());
        let flags = num(cx, function_flags(s.flags, s.sp_flags, false));
        let method = build::DebugFunction {
            name,
            ty,
            source,
            line: num(cx, s.line),
            column: num(cx, 0),
            parent,
            linkage_name,
            flags,
            scope_line: num(cx, s.scope_line.max(s.line)),
            declaration: None,
        };
        self.emit_as(cx, id, &method);
        self.functions.methods.complete(sp);
        id
    }
}
