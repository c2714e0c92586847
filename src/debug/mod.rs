//! The NSDI emitter: lowers the LLVM-free DI model ([`crate::di`]) lazily into
//! `NonSemantic.Shader.DebugInfo.100`, written through the typed constructors of
//! [`crate::nsdi::build`] into a [`DebugTarget`]. Producers drive it: the LLVM adapter
//! (`nsdi::llvm_adapter`) from the printer's hooks, any other producer directly.
//!
//! Lifecycle (the calls a producer makes, and what each writes):
//! - `begin_module`: import the instruction set; nothing else is written yet.
//! - `set_source_provider` and `set_prefix_map`, if wanted, before anything else.
//! - per function: `begin_function(subprogram)` opens the line-table state;
//!   `function_definition` (`DebugFunctionDefinition`, in the entry block after its
//!   `OpVariable`s); per block `begin_block` (its `DebugScope`); per instruction
//!   `set_location` (`DebugScope` when scope or inlined-at changes, `DebugLine`/`DebugNoLine`
//!   when the line does) and `variable_location` (`DebugDeclare`/`DebugValue`) where a
//!   variable gets storage or a value; `end_function` drops the state.
//! - `bind_global` for each global variable with debug info, then `end_module`: what the
//!   compile units retain (globals, enums, retained types, imported entities, macros) and
//!   `DebugEntryPoint`s.
//!
//! Everything else is get-or-create, as LLVM's CodeViewDebug does: a DI node is lowered when
//! something first names it. The cycle policy is written once, in `id_cache`: a kind that can
//! be on a cycle reserves its id before lowering what it names, so the cycle meets the
//! reserved id as a forward reference, and only those instructions become
//! `OpExtInstWithForwardRefsKHR` (without the extension, `emit_as` replaces the operand).
//! Degraded debug info is reported as [`Remark`]s, which the producer reads afterwards.
//!
//! State by lifetime (docs/ARCHITECTURE.md, "The emitter"): `NsdiEmitter` is the facade, the
//! producer's calls only; the module tables are one struct per family, each in its family's
//! file (`types::TypeTables`, `scopes::ScopeTables`, `functions::FunctionTables`,
//! `variables::VariableTables`, `module_scope::ModuleScopeTables`); `module_writer` holds the
//! writer, `walk` the lowering's guard (depth, in-progress nodes, ring cuts), `remark` the
//! remark sink, `lines` the per-function state. `lowering` borrows the module state for one
//! call; the family files are its lowering: `types` with `records` (records, templates),
//! `type_rules` (DI to NSDI values) and `type_queries` (DI type questions), `scopes` (sources, units, lexical scopes, inlined-at),
//! `functions`, `variables` (local variables, expressions, variable locations),
//! `module_scope` (what a unit retains, entry points), with `id_cache` the one cycle policy.
//! Source text comes from the producer (`source_text::SourceProvider`): the emitter reads no
//! file.

mod functions;
mod id_cache;
mod lines;
mod lowering;
mod module_scope;
mod module_writer;
mod records;
mod remark;
mod scopes;
mod source_text;
#[cfg(test)]
mod tests;
mod type_queries;
mod type_rules;
mod types;
mod variables;
mod walk;
mod written;

pub use crate::nsdi::{BuilderTarget, DebugTarget};
pub use module_scope::ConstantValue;
pub use remark::{Remark, RemarkKind};
pub use source_text::{SourceProvider, SourceUnread};
pub use variables::VariableLocation;
pub use written::{WrittenMember, WrittenType};

use rspirv::spirv::Word;

use crate::di::{self, DiModule, DiNodeId, GlobalVariableExpressionId, LocationId};
use crate::nsdi::{Id, LocalVariableId, NsdiInstruction, build};
use functions::FunctionTables;
use lines::{FunctionState, LineState, ScopeAt};
use lowering::Lowering;
use module_scope::ModuleScopeTables;
use module_writer::{ModuleWriter, num};
use remark::RemarkLog;
use scopes::ScopeTables;
use types::TypeTables;
use variables::{VariableRecord, VariableTables};
use walk::LoweringGuard;

/// How much debug info to emit.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DebugLevel {
    /// Compile units, sources, functions, scopes, inlined-at chains and lines.
    LineTablesOnly,
    /// Everything: types, variables, globals, imported entities, macros.
    Full,
}

/// Which SPIR-V storage class a `DebugTypePointer` gives each OpenCL address space: the one
/// the code's own pointers of that address space have.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum PointerStorage {
    /// OpenCL Kernel SPIR-V: private `Function`, global `CrossWorkgroup`, constant
    /// `UniformConstant`, local `Workgroup`, generic `Generic`.
    #[default]
    OpenClKernel,
    /// Vulkan compute (Logical addressing): global and constant `StorageBuffer` (buffer
    /// arguments), local `Workgroup`, private and generic `Function` (no `Generic` storage
    /// class without the Kernel capability; a generic pointer names the variable it was cast
    /// from, in the tested kernels a function's local object).
    Vulkan,
}

/// Options of the emitter.
#[derive(Clone, Debug)]
pub struct DebugOptions {
    /// `-g` (full) or `-gline-tables-only`.
    pub level: DebugLevel,
    /// `SPV_KHR_relaxed_extended_instruction` may be used for cycles.
    pub forward_refs: bool,
    /// Recorded in `DebugEntryPoint` for a unit that does not carry its producer's command
    /// line (DICompileUnit `flags:`, from `-grecord-command-line`): the producer's own
    /// arguments, without its program path (so the bytes do not depend on where it is
    /// installed).
    pub command_line: String,
    /// Emit DebugInlinedVariable for variables of inlined code. Off by default:
    /// SPIRV-LLVM-Translator (2024.2) aborts on the instruction, and the DebugScope's Inlined At
    /// already says where the variable's function was inlined.
    pub inlined_variables: bool,
    /// Storage classes of `DebugTypePointer`.
    pub pointer_storage: PointerStorage,
    /// A `DebugValue` whose DIExpression is only a fragment covering exactly one member of the
    /// variable's record (or one element of its array or vector, through nested ones) names
    /// that part by its Indexes, with the empty expression, instead of a Fragment operation:
    /// RenderDoc 1.24 reads Indexes and applies no DebugExpression operation (the Vulkan
    /// flavour, docs/VULKAN.md). Off: the Fragment operation, which SPIRV-LLVM-Translator
    /// reads back as `DW_OP_LLVM_fragment`.
    pub member_indexes: bool,
}

/// Compiler signature written in `DebugEntryPoint`.
pub const COMPILER_SIGNATURE: &str = concat!("nsdi ", env!("CARGO_PKG_VERSION"));

/// Lowers a [`DiModule`] into NSDI through a [`DebugTarget`], driven by the producer's calls
/// (lifecycle in the module docs; `examples/handwritten_compute.rs` drives it without LLVM,
/// `nsdi::llvm_adapter::NsdiDebugHandler` from LLVM IR).
///
/// The facade: the producer's calls, and the state they reach, kept apart by lifetime. The
/// module tables of each family (`types`, `scopes`, `functions`, `variables`,
/// `module_scope`) are filled by get-or-create lowering and live as long as the emitter; the
/// walk's `guard` is empty whenever no lowering runs; `func` is the current function's,
/// made by `begin_function` and dropped by `end_function`. Each producer call borrows the
/// module state as one `Lowering` for what it names, then writes its own function-scope
/// instruction.
pub struct NsdiEmitter<'m> {
    di: &'m DiModule,
    opts: DebugOptions,
    /// Source text for DIFiles that carry none (`set_source_provider`); none without one.
    sources: Option<Box<dyn SourceProvider + 'm>>,
    /// What was degraded; read by the producer after the fact.
    remarks: RemarkLog,
    out: ModuleWriter,
    guard: LoweringGuard,
    types: TypeTables,
    scopes: ScopeTables,
    functions: FunctionTables,
    variables: VariableTables,
    module_scope: ModuleScopeTables,
    /// The current function's line-table state: `begin_function` sets it, `end_function`
    /// drops it.
    func: Option<FunctionState>,
}

impl<'m> NsdiEmitter<'m> {
    /// An emitter for one module's DI.
    pub fn new(di: &'m DiModule, opts: DebugOptions) -> Self {
        NsdiEmitter {
            di,
            opts,
            sources: None,
            remarks: RemarkLog::default(),
            out: ModuleWriter::default(),
            guard: LoweringGuard::new(di),
            types: TypeTables::default(),
            scopes: ScopeTables::default(),
            functions: FunctionTables::default(),
            variables: VariableTables::default(),
            module_scope: ModuleScopeTables::default(),
            func: None,
        }
    }

    /// Where the text of a DIFile without embedded source comes from (`DebugSource`'s Text);
    /// without a provider such a source has no text. Call before `begin_module`.
    pub fn set_source_provider(&mut self, sources: Box<dyn SourceProvider + 'm>) {
        self.sources = Some(sources);
    }

    /// Replaces path prefixes in every file name NSDI writes, as clang's
    /// `-fdebug-prefix-map=OLD=NEW` does in DWARF (later pairs win): output that does not
    /// depend on where the sources were. The source provider is still asked for the real
    /// path. Call before `begin_module`.
    pub fn set_prefix_map(&mut self, map: Vec<(String, String)>) {
        self.scopes.prefix_map = map;
    }

    /// What had to be degraded so far, in the order first seen, each message once.
    pub fn remarks(&self) -> &[Remark] {
        self.remarks.all()
    }

    /// Hands out the remarks so far (see [`remarks`](Self::remarks)); a message already
    /// handed out is not reported again.
    pub fn take_remarks(&mut self) -> Vec<Remark> {
        self.remarks.take()
    }

    /// Adds a producer's own remark about its debug info (an LLVM intrinsic it reads in a
    /// simpler form, say), unless one with the same message was added before.
    pub fn add_remark(&mut self, remark: Remark) {
        self.remarks.add(remark);
    }

    /// Imports the instruction set and declares `SPV_KHR_non_semantic_info`; call once, before
    /// anything else.
    pub fn begin_module(&mut self, cx: &mut dyn DebugTarget) {
        self.out.begin(cx, self.opts.forward_refs);
    }

    /// Opens a function; `subprogram` is its DISubprogram (`None`: no debug info, and every
    /// block and location call until [`end_function`](Self::end_function) writes nothing).
    pub fn begin_function(&mut self, subprogram: Option<di::SubprogramId>) {
        self.func = Some(FunctionState::new(subprogram));
    }

    /// Closes the function opened by [`begin_function`](Self::begin_function).
    pub fn end_function(&mut self) {
        self.func = None;
    }

    /// `DebugFunctionDefinition` tying the function's DebugFunction to its `OpFunction`: call in
    /// the entry block, after its `OpVariable`s, before [`begin_block`](Self::begin_block).
    pub fn function_definition(&mut self, cx: &mut dyn DebugTarget, function: Word) {
        let Some(sp) = self.current_subprogram() else {
            return;
        };
        let debug_function = self.lowering().get_or_create_function(cx, sp);
        let definition = build::DebugFunctionDefinition {
            function: debug_function,
            definition: Id::from_word(function),
        };
        self.emit_in_block(cx, &definition);
    }

    /// The `DebugScope` every block starts with (debuggers clear the scope at terminators):
    /// the scope of the block's first located instruction, or the function's.
    pub fn begin_block(&mut self, cx: &mut dyn DebugTarget, first_location: Option<LocationId>) {
        let Some(sp) = self.current_subprogram() else {
            return;
        };
        let mut lowering = self.lowering();
        let scope = match first_location {
            Some(loc) => lowering.scope_of(cx, loc),
            None => (lowering.get_or_create_function(cx, sp).as_scope(), None),
        };
        self.emit_scope(cx, scope);
    }

    /// A `DebugScope` for a location's scope and inlined-at chain, unless it is current.
    pub fn enter_scope(&mut self, cx: &mut dyn DebugTarget, loc: LocationId) {
        if self.current_subprogram().is_none() {
            return;
        }
        let scope = self.lowering().scope_of(cx, loc);
        if !self
            .func
            .as_ref()
            .is_some_and(|f| f.is_current_scope(scope))
        {
            self.emit_scope(cx, scope);
        }
    }

    /// The location of the next instruction: `DebugScope` when scope or inlined-at changes,
    /// `DebugLine` when file, line or column does, `DebugNoLine` (once per run) for `None` or
    /// line 0. Call just before the instruction.
    pub fn set_location(&mut self, cx: &mut dyn DebugTarget, loc: Option<LocationId>) {
        if self.current_subprogram().is_none() {
            return;
        }
        let line = match loc {
            Some(loc) if self.di.location(loc).line != 0 => {
                self.enter_scope(cx, loc);
                self.lowering().line_of(cx, loc)
            }
            _ => LineState::NoLine,
        };
        if !self.func.as_mut().is_some_and(|f| f.line_changes(line)) {
            return;
        }
        match line {
            LineState::Line(source, l, c) => {
                let (line, column) = (num(cx, l), num(cx, c));
                let debug_line = build::DebugLine {
                    source,
                    line_start: line,
                    line_end: line,
                    column_start: column,
                    column_end: column,
                };
                self.emit_in_block(cx, &debug_line);
            }
            _ => self.emit_in_block(cx, &build::DebugNoLine),
        }
    }

    /// Before code written only for debug info (a value a `DebugValue` computes): a
    /// `DebugNoLine` when no line was written since the block's `DebugScope`, so that the
    /// code, which belongs to no statement, does not run under no line at all (or, for a
    /// reader that carries lines across blocks, under the previous block's). Nothing when a
    /// line is current: the code then steps with that statement, as before.
    pub fn line_for_debug_code(&mut self, cx: &mut dyn DebugTarget) {
        if self.current_subprogram().is_none()
            || !self.func.as_ref().is_some_and(|f| f.line_unknown())
        {
            return;
        }
        self.set_location(cx, None);
    }

    /// The DebugLocalVariable of `var`, and its DebugInlinedVariable for `loc`'s inlined-at
    /// when the options ask for those. Idempotent; [`variable_location`](Self::variable_location)
    /// calls it, and a producer calls it first when the variable's instructions must come
    /// before ids it makes for the location (a constant lowered for the value, say).
    pub fn variable(
        &mut self,
        cx: &mut dyn DebugTarget,
        var: di::LocalVariableId,
        loc: Option<LocationId>,
    ) -> LocalVariableId {
        self.lowering().variable(cx, var, loc)
    }

    /// `var` (seen at `loc`, whose inlined-at matters for DebugInlinedVariable) is at
    /// `location` from here on, through `expr` (`None`: the empty expression): a
    /// `DebugDeclare` or `DebugValue` at the current position. Returns false, writing nothing
    /// but a remark, when the expression has no NSDI form; a producer that wants the earlier
    /// location ended anyway then writes [`VariableLocation::Undefined`].
    pub fn variable_location(
        &mut self,
        cx: &mut dyn DebugTarget,
        var: di::LocalVariableId,
        loc: Option<LocationId>,
        location: VariableLocation,
        expr: Option<di::ExpressionId>,
    ) -> bool {
        match self
            .lowering()
            .variable_record(cx, var, loc, location, expr)
        {
            Some(VariableRecord::Declare(declare)) => self.emit_in_block(cx, &declare),
            Some(VariableRecord::Value(value)) => self.emit_in_block(cx, &value),
            None => return false,
        }
        true
    }

    /// `DebugDeclare`: `var` lives in `storage` (an `OpVariable` or pointer parameter) for its
    /// whole scope; [`variable_location`](Self::variable_location) with
    /// [`VariableLocation::Storage`].
    pub fn declare(
        &mut self,
        cx: &mut dyn DebugTarget,
        var: di::LocalVariableId,
        loc: Option<LocationId>,
        storage: Word,
        expr: Option<di::ExpressionId>,
    ) -> bool {
        let storage = VariableLocation::Storage(Id::from_word(storage));
        self.variable_location(cx, var, loc, storage, expr)
    }

    /// `DebugValue`: from here on `var` is `value` (any id: an SSA result, a constant, an
    /// `OpUndef` for "unknown"); [`variable_location`](Self::variable_location) with
    /// [`VariableLocation::Value`].
    pub fn value(
        &mut self,
        cx: &mut dyn DebugTarget,
        var: di::LocalVariableId,
        loc: Option<LocationId>,
        value: Word,
        expr: Option<di::ExpressionId>,
    ) -> bool {
        let value = VariableLocation::Value(Id::from_word(value));
        self.variable_location(cx, var, loc, value, expr)
    }

    /// Records the SPIR-V variable a `DIGlobalVariableExpression` describes (its
    /// `DebugGlobalVariable`'s Variable operand); unbound globals get a folded constant or
    /// DebugInfoNone.
    ///
    /// A variable several expressions describe names the storage bound last, whichever
    /// expression the unit lists first; a producer binding its globals from the last to the
    /// first makes that the first global holding the variable.
    pub fn bind_global(&mut self, expression: GlobalVariableExpressionId, variable: Word) {
        let variable = Id::from_word(variable);
        self.variables.global_storage.insert(expression, variable);
        if let di::DiNode::GlobalVariableExpression(e) = self.di.node(expression.0)
            && let Some(var) = e.var
        {
            self.variables.variable_storage.insert(var, variable);
        }
    }

    /// The values that need an `OpConstant` of their source type, which [`DebugTarget`] does
    /// not make: globals of the compile units folded into constants (`const float kScale =
    /// 1.5f` optimized away) not bound with [`bind_global`](Self::bind_global), and static
    /// members' floating-point initializers. The producer makes each constant and calls
    /// [`bind_constant`](Self::bind_constant) before `end_module` (before any type is lowered,
    /// for members); `DebugGlobalVariable`'s Variable and `DebugTypeMember`'s Value name it
    /// (spirv-val 2025.5 accepts a constant as the Variable; the spec's newer `DebugExpression`
    /// form it rejects). Unbound ones are left out, with a remark.
    pub fn constant_values(&self) -> Vec<ConstantValue> {
        module_scope::constant_values(self.di, &self.variables)
    }

    /// Binds the producer's `OpConstant` for a [`ConstantValue`]'s node.
    pub fn bind_constant(&mut self, node: DiNodeId, constant: Word) {
        match self.di.node(node) {
            // A folded value is this expression's alone: the variable's storage, when
            // another expression has one, still wins.
            di::DiNode::GlobalVariableExpression(_) => {
                self.variables
                    .global_storage
                    .insert(GlobalVariableExpressionId(node), Id::from_word(constant));
            }
            _ => {
                self.variables
                    .bound_constants
                    .insert(node, Id::from_word(constant));
            }
        }
    }

    /// Writes what the compile units retain (globals, enums, retained types, imported
    /// entities, macros) and a `DebugEntryPoint` per entry point; declares
    /// `SPV_KHR_relaxed_extended_instruction` when a forward reference was written.
    pub fn end_module(&mut self, cx: &mut dyn DebugTarget, entry_points: &[di::SubprogramId]) {
        self.lowering().end_module_impl(cx, entry_points);
        debug_assert!(
            self.types.ids.all_complete()
                && self.functions.ids.all_complete()
                && self.functions.methods.all_complete(),
            "invariant: every reserved type and function is written by the lowering that \
             reserved it"
        );
        if self.out.writer().forward_ref_count > 0 {
            cx.extension(crate::nsdi::FORWARD_REFS_EXTENSION);
        }
    }

    /// What `ty` was written as so far ([`WrittenType`]; `None` is `void`): for a producer
    /// that names its own types after the debug info, as the LLVM adapter gives a Vulkan
    /// struct type the `OpMemberName`s of the record it was lowered from. Writes nothing.
    pub fn written_type(&self, ty: Option<di::TypeId>) -> WrittenType<'m> {
        written::written_type(self.di, &self.types, &self.out, ty)
    }

    /// [`written_type`](Self::written_type) of the type the `DebugLocalVariable` of `var`
    /// names; [`WrittenType::Other`] when none was written (as `OpExtInst`).
    pub fn written_variable_type(&self, var: di::LocalVariableId) -> WrittenType<'m> {
        let written = self.variables.locals.get(var).is_some_and(|id| {
            self.out.kind(id) == Some(crate::nsdi::DebugOp::DebugLocalVariable)
                && !self.out.is_forward_reference(id)
        });
        if !written {
            return WrittenType::Other;
        }
        self.written_type(self.di.local_variable(var).ty)
    }

    /// The module state, borrowed apart from the current function's for one call.
    fn lowering(&mut self) -> Lowering<'_, 'm> {
        Lowering {
            di: self.di,
            opts: &self.opts,
            sources: self.sources.as_deref(),
            remarks: &mut self.remarks,
            out: &mut self.out,
            guard: &mut self.guard,
            types: &mut self.types,
            scopes: &mut self.scopes,
            functions: &mut self.functions,
            variables: &mut self.variables,
            module_scope: &mut self.module_scope,
        }
    }

    fn current_subprogram(&self) -> Option<di::SubprogramId> {
        self.func.as_ref().and_then(FunctionState::subprogram)
    }

    fn emit_scope(&mut self, cx: &mut dyn DebugTarget, (scope, inlined_at): ScopeAt) {
        self.emit_in_block(cx, &build::DebugScope { scope, inlined_at });
        if let Some(state) = self.func.as_mut() {
            state.scope_written((scope, inlined_at));
        }
    }

    /// Writes a function-scope instruction at the hook's position, through the current
    /// function's operand buffer.
    fn emit_in_block<I: NsdiInstruction>(&mut self, cx: &mut dyn DebugTarget, inst: &I) {
        // A variable location outside any function (a producer's slip the API does not
        // exclude) still writes; it gets a buffer of its own.
        let mut outside = Vec::new();
        let operands = match self.func.as_mut() {
            Some(f) => &mut f.operands,
            None => &mut outside,
        };
        self.out
            .emit_in_block(cx, operands, &mut self.remarks, self.di, inst);
    }
}
