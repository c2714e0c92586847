//! The NSDI emitter: lowers the LLVM-free DI model ([`crate::di`]) lazily into
//! `NonSemantic.Shader.DebugInfo.100`, written through the typed constructors of
//! [`crate::nsdi::build`] into a [`DebugTarget`]. Producers drive it: the LLVM adapter
//! (`nsdi::llvm_adapter`) from the printer's hooks, any other producer directly.
//!
//! Lifecycle (the calls a producer makes, and what each writes):
//! - `begin_module`: import the instruction set; nothing else is written yet.
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
//! Files: `types` (the type lowering) with `records` (records, templates) and `type_rules` (DI to NSDI values and the matrix
//! rule), `scopes` (sources, units, lexical scopes, inlined-at), `functions` (functions and
//! the line table), `variables` (local variables, expressions, variable locations),
//! `module_scope` (what a unit retains, entry points), `id_cache`, `remark`.

mod functions;
mod id_cache;
mod module_scope;
mod records;
mod remark;
mod scopes;
#[cfg(test)]
mod tests;
mod type_rules;
mod types;
mod variables;
mod walk;

pub use crate::nsdi::{BuilderTarget, DebugTarget};
pub use module_scope::ConstantValue;
pub use remark::{Remark, RemarkKind};
pub use variables::VariableLocation;

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use rspirv::spirv::Word;

use crate::di::{self, CompileUnitId, DiModule, DiNodeId, GlobalVariableExpressionId, LocationId};
use crate::nsdi::{
    ConstId, DebugOp, FunctionId, Id, IdKind, InlinedAtId, LocalVariableId, NsdiInstruction,
    NsdiWriter, ScopeId, SourceId, StringId, TypeId, TypedId, build,
};
use id_cache::IdCache;
use remark::RemarkLog;

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
    /// Where relative DIFile paths are looked up for source text (default: the current
    /// directory).
    pub source_root: Option<std::path::PathBuf>,
    /// Storage classes of `DebugTypePointer`.
    pub pointer_storage: PointerStorage,
}

/// Compiler signature written in `DebugEntryPoint`.
pub const COMPILER_SIGNATURE: &str = concat!("nsdi ", env!("CARGO_PKG_VERSION"));

/// Lowers a [`DiModule`] into NSDI through a [`DebugTarget`], driven by the producer's calls
/// (lifecycle in the module docs; `examples/handwritten_compute.rs` drives it without LLVM,
/// `nsdi::llvm_adapter::NsdiDebugHandler` from LLVM IR).
///
/// Everything is get-or-create: a node is written when first needed, and written once. The
/// caches below are filled by the `get_or_create_*` lowering of their kind and read by any
/// lowering that names a node of that kind; none is cleared before the emitter is dropped
/// (per-function state lives in `func`).
pub struct NsdiEmitter<'m> {
    di: &'m DiModule,
    opts: DebugOptions,
    /// What was degraded; read by the producer after the fact.
    remarks: RemarkLog,
    /// Made by `begin_module`.
    writer: Option<NsdiWriter>,
    /// Types, members included. Pointers, function types and records reserve (cycles run
    /// through them); the rest insert after lowering what they name. A transparent typedef
    /// maps to its base, a templated record to its DebugTypeTemplate.
    types: IdCache<di::TypeId, TypeId>,
    units: IdCache<CompileUnitId, ScopeId>,
    /// Lexical blocks, namespaces and modules; a DILexicalBlockFile maps to its parent's scope.
    scopes: IdCache<DiNodeId, ScopeId>,
    /// DISubprogram -> DebugFunction or DebugFunctionDeclaration (reserved: a function's
    /// type or retained nodes may name it again).
    functions: IdCache<di::SubprogramId, FunctionId>,
    /// In-class method declarations, written as member DebugFunctions (reserved: the method's
    /// `this` names its class).
    methods: IdCache<di::SubprogramId, FunctionId>,
    local_variables: IdCache<di::LocalVariableId, LocalVariableId>,
    global_variables: IdCache<di::GlobalVariableId, Id>,
    imported_entities: IdCache<DiNodeId, Id>,
    template_parameters: IdCache<DiNodeId, Id>,
    inlined_at: IdCache<LocationId, InlinedAtId>,
    /// File path -> DebugSource.
    sources: HashMap<String, SourceId>,
    /// DIFile node -> DebugSource: the path is built (and remapped) once per file node, not
    /// at every scope and line that names it.
    sources_by_file: HashMap<di::FileId, SourceId>,
    /// (variable, inlined-at) pairs that have their DebugInlinedVariable.
    inlined_variables: HashSet<(di::LocalVariableId, LocationId)>,
    /// DIExpression -> DebugExpression (`None`: no NSDI form), without a leading Deref.
    expressions: HashMap<di::ExpressionId, Option<crate::nsdi::ExpressionId>>,
    /// (operation code, literal arguments) -> DebugOperation.
    operations: HashMap<(u32, Vec<u32>), Id>,
    none: Option<Id>,
    empty_function_type: Option<TypeId>,
    empty_expression: Option<crate::nsdi::ExpressionId>,
    /// What each module-scope id is: filled by every module-scope write, read where validator
    /// rules depend on an operand's instruction (a typedef's base, a template's parameters).
    kinds: HashMap<Id, DebugOp>,
    /// DebugTypeBasic by name for types NSDI cannot express (void, unsupported kinds).
    placeholder_types: HashMap<String, TypeId>,
    /// The operand buffer of every function-scope instruction ([`Self::emit_in_block`]).
    block_operands: Vec<Word>,
    /// DebugTypeTemplate -> the DebugTypeComposite it wraps.
    template_targets: HashMap<TypeId, TypeId>,
    /// Macro name -> its latest DebugMacroDef, for DebugMacroUndef.
    macro_defs: HashMap<String, Id>,
    /// DIGlobalVariableExpression -> the OpVariable (or constant) it describes; filled by
    /// `bind_global` before `end_module` reads it.
    global_storage: HashMap<GlobalVariableExpressionId, Id>,
    /// `-fdebug-prefix-map` pairs (`set_prefix_map`), applied to every file name.
    prefix_map: Vec<(String, String)>,
    /// Source path -> the highest line the DI names in it; built on first use (scopes.rs).
    max_lines: Option<HashMap<String, u32>>,
    /// Static member -> the producer's typed constant of its initializer (`bind_constant`).
    bound_constants: HashMap<DiNodeId, Id>,
    /// In-class method declaration -> its definition in this module; built on first use
    /// (the class lists the definition: functions.rs).
    method_definitions: Option<HashMap<di::SubprogramId, di::SubprogramId>>,
    /// Per-function line-table state: `begin_function` sets it, `end_function` drops it.
    func: Option<functions::FunctionState>,
    /// Types and scopes being lowered right now (on the call stack), each with the number of
    /// reservations pending when it started: `walk` enters and leaves them, and finds cycles
    /// of non-reserving kinds with it.
    in_progress: HashMap<DiNodeId, usize>,
    /// How many type and scope lowerings are nested (`walk::MAX_DEPTH`).
    depth: usize,
    /// A chain met at `walk::MAX_DEPTH` is being lowered from its far end: what nests
    /// below it degrades instead of flattening again.
    past_bound: bool,
    /// The typedefs, qualifiers, arrays and enums whose base is cut to `void` because they
    /// close a ring of such kinds (`walk::cycle_cuts`); empty for any acyclic module.
    cycle_cuts: HashSet<DiNodeId>,
    /// The type or scope being lowered, named by remarks about what its instruction had to
    /// leave out (over SPIR-V's limits).
    context: Option<DiNodeId>,
}

impl<'m> NsdiEmitter<'m> {
    /// An emitter for one module's DI.
    pub fn new(di: &'m DiModule, opts: DebugOptions) -> Self {
        NsdiEmitter {
            di,
            opts,
            remarks: RemarkLog::default(),
            writer: None,
            types: IdCache::default(),
            units: IdCache::default(),
            scopes: IdCache::default(),
            functions: IdCache::default(),
            methods: IdCache::default(),
            local_variables: IdCache::default(),
            global_variables: IdCache::default(),
            imported_entities: IdCache::default(),
            template_parameters: IdCache::default(),
            inlined_at: IdCache::default(),
            sources: HashMap::default(),
            sources_by_file: HashMap::default(),
            inlined_variables: HashSet::default(),
            expressions: HashMap::default(),
            operations: HashMap::default(),
            none: None,
            empty_function_type: None,
            empty_expression: None,
            kinds: HashMap::default(),
            placeholder_types: HashMap::default(),
            block_operands: Vec::new(),
            template_targets: HashMap::default(),
            macro_defs: HashMap::default(),
            global_storage: HashMap::default(),
            bound_constants: HashMap::default(),
            max_lines: None,
            prefix_map: Vec::new(),
            method_definitions: None,
            func: None,
            in_progress: HashMap::default(),
            depth: 0,
            past_bound: false,
            cycle_cuts: walk::cycle_cuts(di),
            context: None,
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
        self.writer = Some(NsdiWriter::new(cx, self.opts.forward_refs));
    }

    /// Writes what the compile units retain (globals, enums, retained types, imported
    /// entities, macros) and a `DebugEntryPoint` per entry point; declares
    /// `SPV_KHR_relaxed_extended_instruction` when a forward reference was written.
    pub fn end_module(&mut self, cx: &mut dyn DebugTarget, entry_points: &[di::SubprogramId]) {
        self.end_module_impl(cx, entry_points);
        debug_assert!(
            self.types.all_complete()
                && self.functions.all_complete()
                && self.methods.all_complete(),
            "invariant: every reserved type and function is written by the lowering that \
             reserved it"
        );
        if self.writer().forward_ref_count > 0 {
            cx.extension(crate::nsdi::FORWARD_REFS_EXTENSION);
        }
    }

    /// Records the SPIR-V variable a `DIGlobalVariableExpression` describes (its
    /// `DebugGlobalVariable`'s Variable operand); unbound globals get a folded constant or
    /// DebugInfoNone.
    pub fn bind_global(&mut self, expression: GlobalVariableExpressionId, variable: Word) {
        self.global_storage
            .insert(expression, Id::from_word(variable));
    }

    fn full(&self) -> bool {
        self.opts.level == DebugLevel::Full
    }

    fn remark(&mut self, kind: RemarkKind, node: Option<DiNodeId>, message: String) {
        self.remarks.add(Remark::new(kind, node, message));
    }

    fn writer(&mut self) -> &mut NsdiWriter {
        self.writer
            .as_mut()
            .expect("invariant: begin_module created the writer")
    }

    /// The interned `OpConstant` of a number operand.
    fn num(cx: &mut dyn DebugTarget, value: u32) -> ConstId {
        ConstId::from_word(cx.const_u32(value))
    }

    /// The interned `OpString` of a text operand, within SPIR-V's limits: cut at an embedded
    /// NUL (a literal string ends there) and truncated on a UTF-8 boundary to the longest
    /// literal an instruction holds, each with a remark naming the node being lowered.
    fn text(&mut self, cx: &mut dyn DebugTarget, s: &str) -> StringId {
        let fitted = self.fit_string(s);
        StringId::from_word(cx.string(fitted))
    }

    /// `s` cut at its first NUL and truncated to [`crate::nsdi::MAX_STRING_BYTES`] on a
    /// UTF-8 boundary, with a remark when either happens.
    fn fit_string<'s>(&mut self, s: &'s str) -> &'s str {
        let mut fitted = s;
        let shown = |s: &str| {
            s.chars()
                .take(40)
                .collect::<String>()
                .escape_debug()
                .to_string()
        };
        let node = self.context;
        // Every name and path the emitter writes comes here; the node's description is built
        // only for a remark.
        let what = |this: &Self| {
            node.map(|n| format!("{}: ", this.describe(n)))
                .unwrap_or_default()
        };
        if let Some(nul) = fitted.bytes().position(|b| b == 0) {
            let what = what(self);
            fitted = fitted.get(..nul).unwrap_or_default();
            self.remark(
                RemarkKind::Substituted,
                node,
                format!(
                    "{what}string \"{}\" has a NUL at byte {nul}, where a SPIR-V literal string ends: cut there",
                    shown(fitted)
                ),
            );
        }
        if fitted.len() > crate::nsdi::MAX_STRING_BYTES {
            let what = what(self);
            let mut end = crate::nsdi::MAX_STRING_BYTES;
            while !fitted.is_char_boundary(end) {
                end -= 1;
            }
            self.remark(
                RemarkKind::Substituted,
                node,
                format!(
                    "{what}string \"{}...\" ({} bytes) is over SPIR-V's literal limit ({} bytes): truncated",
                    shown(fitted),
                    fitted.len(),
                    crate::nsdi::MAX_STRING_BYTES
                ),
            );
            fitted = fitted.get(..end).unwrap_or_default();
        }
        fitted
    }

    /// An id for an instruction written later (stub, then complete): naming it until then is
    /// a forward reference.
    fn reserve<T: TypedId>(&mut self, cx: &mut dyn DebugTarget) -> T {
        T::from_word(self.writer().reserve(cx))
    }

    /// Writes a module-scope instruction with a fresh id.
    fn emit<T: TypedId>(&mut self, cx: &mut dyn DebugTarget, inst: &impl NsdiInstruction) -> T {
        let id = T::from_word(cx.fresh_id());
        self.emit_as(cx, id, inst);
        id
    }

    /// Writes a module-scope instruction under a reserved id. Without forward references, an
    /// operand that is still pending (a back edge of a cycle) is replaced by what the grammar
    /// says it names: a scope becomes the compile unit (a nested type's or method's class),
    /// anything else `void` (a pointee, member or parameter type).
    fn emit_as<I: NsdiInstruction>(
        &mut self,
        cx: &mut dyn DebugTarget,
        id: impl TypedId,
        inst: &I,
    ) {
        let id = id.word();
        let written = if !self.opts.forward_refs && self.writer().names_pending(inst) {
            let void = self.placeholder_type(cx, "void");
            let unit = self.cu_scope(cx);
            self.remark(
                RemarkKind::NoForwardReference,
                None,
                format!(
                    "{:?}: a reference back into a type cycle names 'void'; \
                     --spirv-ext=+{} keeps it",
                    I::OP,
                    crate::nsdi::FORWARD_REFS_EXTENSION
                ),
            );
            self.writer()
                .write_replacing_pending(id, inst, |kind| match kind {
                    IdKind::Scope => unit.word(),
                    _ => void.word(),
                })
        } else {
            self.writer().write(id, inst)
        };
        let written = self.fit_instruction(I::OP, written);
        self.kinds.insert(Id::from_word(id), I::OP);
        cx.emit_module_scope(written);
    }

    /// `inst` with the operands past SPIR-V's 65,535-word instruction limit left out (the
    /// variadic tail: members of a composite, enumerators (whole pairs: the fixed operands
    /// leave an even count), parameters of a function type), with a remark naming the node
    /// being lowered. Expressions, whose meaning a cut would change, are refused before this.
    fn fit_instruction(
        &mut self,
        op: DebugOp,
        mut inst: rspirv::dr::Instruction,
    ) -> rspirv::dr::Instruction {
        // The set and the instruction number come before the NSDI operands.
        let kept = self.fit_operands(op, inst.operands.len().saturating_sub(2));
        inst.operands.truncate(kept + 2);
        inst
    }

    /// How many of `count` NSDI operands fit an instruction (see
    /// [`fit_instruction`](Self::fit_instruction)), with the remark when not all do.
    fn fit_operands(&mut self, op: DebugOp, count: usize) -> usize {
        let limit = crate::nsdi::MAX_EXTINST_OPERANDS;
        if count > limit {
            let what = self
                .context
                .map(|n| format!("{}: ", self.describe(n)))
                .unwrap_or_default();
            self.remark(
                RemarkKind::Dropped,
                self.context,
                format!(
                    "{what}{op:?} would have {count} operands, over SPIR-V's 65,535-word instruction limit: the last {} are left out",
                    count - limit
                ),
            );
        }
        count.min(limit)
    }

    /// An unsized DebugTypeBasic standing for a type NSDI has no instruction for (`void`, a
    /// Fortran string, ...): type operands may not be DebugInfoNone.
    fn placeholder_type(&mut self, cx: &mut dyn DebugTarget, name: &str) -> TypeId {
        if let Some(&id) = self.placeholder_types.get(name) {
            return id;
        }
        let basic = build::DebugTypeBasic {
            name: self.text(cx, name),
            size: Self::num(cx, 0),
            encoding: Self::num(cx, crate::nsdi::encoding::UNSPECIFIED),
            flags: Self::num(cx, 0),
        };
        let id = self.emit(cx, &basic);
        self.placeholder_types.insert(name.to_owned(), id);
        id
    }

    /// Which instruction a module-scope id was written as.
    fn kind(&self, id: impl TypedId) -> Option<DebugOp> {
        self.kinds.get(&Id::from_word(id.word())).copied()
    }

    /// Writes a function-scope instruction at the hook's position.
    ///
    /// Line-table and variable records are most of a module's NSDI: they go out in parts
    /// through one reused operand buffer, so the target can encode them without an operand
    /// vector each.
    fn emit_in_block<I: NsdiInstruction>(&mut self, cx: &mut dyn DebugTarget, inst: &I) {
        let id = cx.fresh_id();
        let mut operands = std::mem::take(&mut self.block_operands);
        let mut parts = self.writer().write_parts(id, inst, &mut operands);
        let kept = self.fit_operands(I::OP, parts.operands.len());
        parts.operands = &parts.operands[..kept];
        cx.emit_ext_inst_in_block(parts);
        self.block_operands = operands;
    }

    /// The module's one DebugInfoNone, as whatever kind of operand needs it.
    fn none<T: TypedId>(&mut self, cx: &mut dyn DebugTarget) -> T {
        if let Some(id) = self.none {
            return T::from_word(id.word());
        }
        let id = cx.fresh_id();
        let written = self.writer().write(id, &build::DebugInfoNone);
        cx.emit_module_scope(written);
        self.none = Some(Id::from_word(id));
        T::from_word(id)
    }
}
