//! The NSDI debug handler: a `DebugHandlerBase` analogue registered with the
//! [`AsmPrinter`](crate::backend::AsmPrinter) that lowers DI metadata lazily into
//! `NonSemantic.Shader.DebugInfo.100`.
//!
//! Lifecycle (see [`crate::backend::handler`] for the printer's side):
//! - `begin_module`: import the instruction set; nothing else is emitted yet.
//! - `begin_function`: open per-function state. `begin_basic_block`: `DebugFunctionDefinition`
//!   (entry block) and a `DebugScope` at every block start. `begin_instruction`: `DebugScope`
//!   when scope or inlined-at changes, `DebugLine`/`DebugNoLine` when the line does,
//!   `DebugDeclare`/`DebugValue` for `llvm.dbg.*`. `end_function`: drop the state.
//! - `end_module`: what the compile unit retains (globals, enums, retained types, imported
//!   entities, macros) and `DebugEntryPoint`s.
//!
//! Everything else is get-or-create with a cache, as LLVM's CodeViewDebug does: a DI node is
//! lowered when something first needs it, after reserving its id (stub, then complete), so a
//! cycle meets the reserved id and becomes a forward reference; only those instructions become
//! `OpExtInstWithForwardRefsKHR`.

mod functions;
mod handler;
mod module_scope;
mod scopes;
mod target;
#[cfg(test)]
mod tests;
mod types;

pub use handler::NsdiDebugHandler;
pub use scopes::source_path;
pub use target::{BuilderTarget, DebugTarget};
pub use types::{is_matrix_name, matrix_scalar_matches, matrix_shape};

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::cell::RefCell;
use std::rc::Rc;

use rspirv::spirv::Word;

use crate::di::{DiModule, DiNodeId};
use crate::nsdi::{DebugOp, NsdiWriter};

/// How much debug info to emit.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DebugLevel {
    /// Compile units, sources, functions, scopes, inlined-at chains and lines.
    LineTablesOnly,
    /// Everything: types, variables, globals, imported entities, macros.
    Full,
}

/// Options of the handler.
#[derive(Clone, Debug)]
pub struct DebugOptions {
    /// `-g` (full) or `-gline-tables-only`.
    pub level: DebugLevel,
    /// `SPV_KHR_relaxed_extended_instruction` may be used for cycles.
    pub forward_refs: bool,
    /// Recorded in `DebugEntryPoint`.
    pub command_line: String,
    /// Emit DebugInlinedVariable for variables of inlined code. Off by default:
    /// SPIRV-LLVM-Translator (2024.2) aborts on the instruction, and the DebugScope's Inlined At
    /// already says where the variable's function was inlined.
    pub inlined_variables: bool,
    /// Where relative DIFile paths are looked up for source text (default: the current
    /// directory).
    pub source_root: Option<std::path::PathBuf>,
}

/// Messages about debug info that was degraded (the `--remarks` output).
pub type Remarks = Rc<RefCell<Vec<String>>>;

/// Compiler signature written in `DebugEntryPoint`.
pub const COMPILER_SIGNATURE: &str = concat!("nsdi ", env!("CARGO_PKG_VERSION"));

/// The producer-neutral half of the handler: lowers a [`DiModule`] into NSDI through a
/// [`DebugTarget`], driven by the producer's calls (lifecycle in the module docs; the
/// `examples/handwritten_compute.rs` producer shows it without LLVM).
///
/// Everything is get-or-create: a node is written when first needed, and written once.
pub struct NsdiEmitter<'m> {
    di: &'m DiModule,
    opts: DebugOptions,
    remarks: Remarks,
    writer: Option<NsdiWriter>,
    /// DI node -> NSDI id: types, scopes, functions, variables.
    cache: HashMap<DiNodeId, Word>,
    /// File path -> DebugSource.
    sources: HashMap<String, Word>,
    inlined_at: HashMap<DiNodeId, Word>,
    inlined_variables: HashSet<(DiNodeId, DiNodeId)>,
    expressions: HashMap<DiNodeId, Option<Word>>,
    operations: HashMap<(u32, Vec<u32>), Word>,
    none: Option<Word>,
    empty_function_type: Option<Word>,
    empty_expression: Option<Word>,
    /// What each module-scope id is (validator rules depend on operand kinds).
    kinds: HashMap<Word, DebugOp>,
    /// DebugTypeBasic by name for types NSDI cannot express (void, unsupported kinds).
    placeholder_types: HashMap<String, Word>,
    /// DebugTypeTemplate -> the DebugTypeComposite it wraps.
    template_targets: HashMap<Word, Word>,
    macro_defs: HashMap<String, Word>,
    /// In-class method declarations, written as member DebugFunctions.
    methods: HashMap<DiNodeId, Word>,
    /// DIGlobalVariableExpression -> the OpVariable (or constant) it describes.
    global_storage: HashMap<DiNodeId, Word>,
    func: Option<functions::FunctionState>,
}

impl<'m> NsdiEmitter<'m> {
    /// An emitter for one module's DI; `remarks` collects what had to be degraded.
    pub fn new(di: &'m DiModule, opts: DebugOptions, remarks: Remarks) -> Self {
        NsdiEmitter {
            di,
            opts,
            remarks,
            writer: None,
            cache: HashMap::default(),
            sources: HashMap::default(),
            inlined_at: HashMap::default(),
            inlined_variables: HashSet::default(),
            expressions: HashMap::default(),
            operations: HashMap::default(),
            none: None,
            empty_function_type: None,
            empty_expression: None,
            kinds: HashMap::default(),
            placeholder_types: HashMap::default(),
            template_targets: HashMap::default(),
            macro_defs: HashMap::default(),
            methods: HashMap::default(),
            global_storage: HashMap::default(),
            func: None,
        }
    }

    /// The DI this emitter lowers.
    pub fn di(&self) -> &'m DiModule {
        self.di
    }

    /// The options it was made with.
    pub fn options(&self) -> &DebugOptions {
        &self.opts
    }

    /// Imports the instruction set and declares `SPV_KHR_non_semantic_info`; call once, before
    /// anything else.
    pub fn begin_module(&mut self, cx: &mut dyn DebugTarget) {
        self.writer = Some(NsdiWriter::new(cx, self.opts.forward_refs));
    }

    /// Writes what the compile units retain (globals, enums, retained types, imported
    /// entities, macros) and a `DebugEntryPoint` per entry point; declares
    /// `SPV_KHR_relaxed_extended_instruction` when a forward reference was written.
    pub fn end_module(
        &mut self,
        cx: &mut dyn DebugTarget,
        entry_points: &[crate::di::SubprogramId],
    ) {
        self.end_module_impl(cx, entry_points);
        if self.writer().forward_ref_count > 0 {
            cx.extension(crate::nsdi::FORWARD_REFS_EXTENSION);
        }
    }

    /// Records the SPIR-V variable a `DIGlobalVariableExpression` describes (its
    /// `DebugGlobalVariable`'s Variable operand); unbound globals get a folded constant or
    /// DebugInfoNone.
    pub fn bind_global(
        &mut self,
        expression: crate::di::GlobalVariableExpressionId,
        variable: Word,
    ) {
        self.global_storage.insert(expression.0, variable);
    }

    fn full(&self) -> bool {
        self.opts.level == DebugLevel::Full
    }

    fn remark(&self, message: String) {
        let mut remarks = self.remarks.borrow_mut();
        if !remarks.contains(&message) {
            remarks.push(message);
        }
    }

    fn writer(&mut self) -> &mut NsdiWriter {
        self.writer
            .as_mut()
            .expect("invariant: begin_module created the writer")
    }

    fn num(cx: &mut dyn DebugTarget, value: u32) -> Word {
        cx.const_u32(value)
    }

    fn text(cx: &mut dyn DebugTarget, s: &str) -> Word {
        cx.string(s)
    }

    /// Name, Type, Source, Line, Column, Parent: the operands NSDI's functions and variables
    /// begin with. Column is 0: LLVM declarations have none.
    fn declaration(
        cx: &mut dyn DebugTarget,
        name: Word,
        ty: Word,
        source: Word,
        line: u32,
        parent: Word,
    ) -> Vec<Word> {
        vec![
            name,
            ty,
            source,
            Self::num(cx, line),
            Self::num(cx, 0),
            parent,
        ]
    }

    fn reserve(&mut self, cx: &mut dyn DebugTarget) -> Word {
        self.writer().reserve(cx)
    }

    /// Writes a module-scope instruction with a fresh id.
    fn emit(&mut self, cx: &mut dyn DebugTarget, op: DebugOp, operands: Vec<Word>) -> Word {
        let id = cx.fresh_id();
        self.emit_as(cx, op, id, operands);
        id
    }

    /// Writes a module-scope instruction under a reserved id. Without forward references, an
    /// operand that is still pending (a back edge of a cycle) becomes DebugInfoNone.
    fn emit_as(
        &mut self,
        cx: &mut dyn DebugTarget,
        op: DebugOp,
        id: Word,
        mut operands: Vec<Word>,
    ) {
        if !self.opts.forward_refs {
            let pending: Vec<usize> = (0..operands.len())
                .filter(|&i| self.writer().is_pending(operands[i]))
                .collect();
            if !pending.is_empty() {
                // A back edge names a type (pointee, member or parameter type: the type
                // becomes 'void') or a scope (a nested type's or method's class: the scope
                // becomes the compile unit).
                let void = self.placeholder_type(cx, "void");
                let unit = self.cu_scope(cx);
                for i in pending {
                    let is_scope = op
                        .operands()
                        .get(i)
                        .is_some_and(|o| matches!(o.name, "Parent" | "Scope"));
                    operands[i] = if is_scope { unit } else { void };
                }
                self.remark(format!(
                    "{op:?}: a reference back into a type cycle names 'void'; \
                     --spirv-ext=+{} keeps it",
                    crate::nsdi::FORWARD_REFS_EXTENSION
                ));
            }
        }
        let inst = self.writer().instruction(op, id, &operands);
        self.kinds.insert(id, op);
        cx.emit_module_scope(inst);
    }

    /// An unsized DebugTypeBasic standing for a type NSDI has no instruction for (`void`, a
    /// Fortran string, ...): type operands may not be DebugInfoNone.
    fn placeholder_type(&mut self, cx: &mut dyn DebugTarget, name: &str) -> Word {
        if let Some(&id) = self.placeholder_types.get(name) {
            return id;
        }
        let operands = vec![
            Self::text(cx, name),
            Self::num(cx, 0),
            Self::num(cx, crate::nsdi::encoding::UNSPECIFIED),
            Self::num(cx, 0),
        ];
        let id = self.emit(cx, DebugOp::DebugTypeBasic, operands);
        self.placeholder_types.insert(name.to_owned(), id);
        id
    }

    fn kind(&self, id: Word) -> Option<DebugOp> {
        self.kinds.get(&id).copied()
    }

    /// Writes a function-scope instruction at the hook's position.
    fn emit_in_block(&mut self, cx: &mut dyn DebugTarget, op: DebugOp, operands: Vec<Word>) {
        let id = cx.fresh_id();
        let inst = self.writer().instruction(op, id, &operands);
        cx.emit_in_block(inst);
    }

    /// The module's one DebugInfoNone.
    fn none(&mut self, cx: &mut dyn DebugTarget) -> Word {
        if let Some(id) = self.none {
            return id;
        }
        let id = cx.fresh_id();
        let inst = self.writer().instruction(DebugOp::DebugInfoNone, id, &[]);
        cx.emit_module_scope(inst);
        self.none = Some(id);
        id
    }
}
