//! Functions and scopes: every DebugFunction / DebugFunctionDeclaration (methods included)
//! against its DISubprogram, and per defined function its DebugFunctionDefinition. Lexical
//! blocks, namespaces and inlined-at chains have no identity of their own: they are compared
//! as scope renderings (`fn f > block ./k.cl:4:3`) wherever a scope is named.

use std::collections::HashSet;

use super::Checker;
use crate::di::{DiNode, DiNodeId, DiSpFlags, DiSubprogram, SubprogramId, TypeId};
use crate::nsdi::{ConstId, DebugOp, FunctionId, Id, ScopeId, StringId, flags, view};
use crate::roundtrip::di_render::{di_flag_names, linkage, subprogram_flag_bits};
use crate::roundtrip::reader::{BodyItem, FunctionBody, NsdiInst};

use super::types::Declared;

/// The operands DebugFunction and DebugFunctionDeclaration share, and DebugFunction's own.
struct FunctionOperands {
    name: StringId,
    ty: crate::nsdi::TypeId,
    declared: Declared,
    linkage_name: StringId,
    flags: ConstId,
    /// DebugFunction only: its scope line and declaration.
    definition_part: Option<(ConstId, Option<Id>)>,
}

fn function_operands(inst: &NsdiInst) -> Option<FunctionOperands> {
    if let Some(f) = inst.view::<view::DebugFunction>() {
        return Some(FunctionOperands {
            name: f.name(),
            ty: f.ty(),
            declared: Declared {
                source: f.source(),
                line: f.line(),
                column: f.column(),
                parent: f.parent(),
            },
            linkage_name: f.linkage_name(),
            flags: f.flags(),
            definition_part: Some((f.scope_line(), f.declaration())),
        });
    }
    let f = inst.view::<view::DebugFunctionDeclaration>()?;
    Some(FunctionOperands {
        name: f.name(),
        ty: f.ty(),
        declared: Declared {
            source: f.source(),
            line: f.line(),
            column: f.column(),
            parent: f.parent(),
        },
        linkage_name: f.linkage_name(),
        flags: f.flags(),
        definition_part: None,
    })
}

impl Checker<'_> {
    /// The linkage name of the function `id` names: a DebugFunction's or a declaration's;
    /// a placeholder for another instruction, empty for an id that is none.
    pub(super) fn function_linkage(&self, id: Id) -> String {
        let view = self.view();
        match view.nsdi.get(&id.word()) {
            Some(inst) => match function_operands(inst) {
                Some(f) => self.n.text(f.linkage_name),
                None => format!("<{} {id}>", inst.op.name()),
            },
            None => String::new(),
        }
    }

    pub(super) fn compare_functions(&mut self) {
        let view = self.view();
        let di = self.di();
        // Subprograms already paired with an NSDI function: overloads without a linkage name
        // (clang gives a constructor's or destructor's declaration none) share their key, so
        // each is paired once, not all with the first.
        let mut paired: HashSet<DiNodeId> = HashSet::new();
        for op in [DebugOp::DebugFunction, DebugOp::DebugFunctionDeclaration] {
            for inst in view.all(op) {
                let Some(ours) = function_operands(inst) else {
                    self.malformed(inst.id);
                    continue;
                };
                let key = self.n.text(ours.linkage_name);
                let Some(candidates) = self.index.functions.get(&key) else {
                    self.diffs.missing(
                        &format!("fn {key}"),
                        "no DISubprogram with this linkage name",
                    );
                    continue;
                };
                let bits = self.n.value(ours.flags);
                let definition = op == DebugOp::DebugFunction
                    && bits.is_some_and(|f| f & u64::from(flags::IS_DEFINITION) != 0);
                let line = self.n.value(ours.declared.line).unwrap_or(0);
                let our_type = self.n.ty(ours.ty);
                let subprograms = || {
                    candidates.iter().filter_map(|c| match di.node(*c) {
                        DiNode::Subprogram(sp) => Some((*c, &**sp)),
                        _ => None,
                    })
                };
                // A declaration and a definition share a linkage name: take the one of the
                // same kind; among several (overloads known by name only, all on the class's
                // line when implicit), one not paired yet, of the same type (with `-g`), on
                // the same line. A wrong type still pairs with an unpaired overload and shows
                // as that overload's difference.
                let rank = |&(id, sp): &(DiNodeId, &DiSubprogram)| {
                    let same_type = !self.options.full || self.subprogram_type(sp) == our_type;
                    (paired.contains(&id), !same_type, u64::from(sp.line) != line)
                };
                let chosen = subprograms()
                    .filter(|(_, sp)| sp.sp_flags.contains(DiSpFlags::DEFINITION) == definition)
                    .min_by_key(rank)
                    .or_else(|| subprograms().next());
                if let Some((id, sp)) = chosen {
                    paired.insert(id);
                    self.compare_function(op, &ours, sp);
                }
            }
        }
    }

    /// Compares a DebugFunction / DebugFunctionDeclaration with its DISubprogram.
    fn compare_function(&mut self, op: DebugOp, ours: &FunctionOperands, sp: &DiSubprogram) {
        let (n, d) = (self.n, self.d);
        let path = format!("{} > fn {}", d.file_path(sp.file), linkage(d.di, sp));
        self.diffs.nodes += 1;
        self.diffs
            .field(&path, "name", &n.text(ours.name), &sp.name);
        let parent = n.scope(ours.declared.parent);
        if self.options.full {
            // No `type:` at all: DebugFunction's Type must be a DebugTypeFunction, and the
            // emitter writes the empty one (docs/MAPPING.md).
            let ty = self.subprogram_type(sp);
            // A type on a cycle may show 'void' on its back edge here too (docs/MAPPING.md).
            self.diffs
                .type_field(&path, "type", &n.ty(ours.ty), &ty, self.forward_refs);
            let expected = d.scope(sp.scope.map(|s| s.0));
            self.diffs.field(&path, "parent", &parent, &expected);
        } else {
            // Line tables only: an empty function type, the unit as parent (docs/USAGE.md).
            self.diffs
                .field(&path, "type", &n.ty(ours.ty), "fn[]() -> void");
            self.diffs.field(&path, "parent", &parent, "unit");
        }
        let source = d.file_path(sp.file);
        self.diffs.field(
            &path,
            "source",
            &n.source_path(ours.declared.source),
            &source,
        );
        let line = sp.line.to_string();
        self.diffs
            .field(&path, "line", &n.number(ours.declared.line), &line);
        self.diffs
            .field(&path, "column", &n.number(ours.declared.column), "0");
        self.diffs.field(
            &path,
            "linkage name",
            &n.text(ours.linkage_name),
            &linkage(d.di, sp),
        );
        let definition =
            op == DebugOp::DebugFunction && sp.sp_flags.contains(DiSpFlags::DEFINITION);
        let expected_flags = di_flag_names(sp.flags, subprogram_flag_bits(sp, definition));
        self.diffs
            .field(&path, "flags", &n.flags(ours.flags), &expected_flags);
        let Some((scope_line, declaration)) = ours.definition_part else {
            return;
        };
        if definition && self.options.full {
            let declaration =
                declaration.map_or_else(String::new, |x| n.scope(ScopeId::from_word(x.word())));
            // With forward references a class lists the definition of a method it lists,
            // which links the two: no DebugFunctionDeclaration (docs/MAPPING.md).
            let expected = match sp.declaration {
                Some(x) if self.forward_refs && self.listed_by_class(x) => String::new(),
                Some(x) => d.scope(Some(x.0)),
                None => String::new(),
            };
            self.diffs
                .field(&path, "declaration", &declaration, &expected);
        }
        let expected = if definition {
            sp.scope_line
        } else {
            sp.scope_line.max(sp.line)
        };
        self.diffs.field(
            &path,
            "scope line",
            &n.number(scope_line),
            &expected.to_string(),
        );
    }

    /// A subprogram's type as NSDI should say it. No `type:` at all: DebugFunction's Type
    /// must be a DebugTypeFunction, and the emitter writes the empty one (docs/MAPPING.md).
    pub(super) fn subprogram_type(&self, sp: &DiSubprogram) -> String {
        sp.ty.map_or_else(
            || "fn[]() -> void".to_owned(),
            |t| self.d.ty(Some(TypeId(t.0))),
        )
    }

    /// Whether a subprogram is a method its class lists among its elements.
    fn listed_by_class(&self, sp: SubprogramId) -> bool {
        let di = self.di();
        match di.subprogram(sp).scope.map(|s| di.node(s.0)) {
            Some(DiNode::CompositeType(c)) => c.elements.contains(&Some(sp.0)),
            _ => false,
        }
    }

    /// Checks that `body` has a DebugFunctionDefinition naming `sp`'s DebugFunction and the
    /// body's `OpFunction`. Returns the function's path for the per-function checks.
    pub(super) fn compare_definition(&mut self, sp: SubprogramId, body: &FunctionBody) -> String {
        let s = self.di().subprogram(sp);
        let path = format!(
            "{} > fn {}",
            self.d.file_path(s.file),
            linkage(self.d.di, s)
        );
        let view = self.view();
        let definition = body.items.iter().find_map(|item| match item {
            BodyItem::Debug(id) => view.get::<view::DebugFunctionDefinition>(Id::from_word(*id)),
            _ => None,
        });
        let Some(definition) = definition else {
            self.diffs.missing(&path, "no DebugFunctionDefinition");
            return path;
        };
        let named = self.function_linkage(FunctionId::id(definition.function()));
        self.diffs.field(
            &path,
            "DebugFunctionDefinition names",
            &named,
            &linkage(self.d.di, s),
        );
        if definition.definition().word() != body.id {
            self.diffs
                .missing(&path, "DebugFunctionDefinition names another OpFunction");
        }
        path
    }
}
