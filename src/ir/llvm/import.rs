//! Converts a live LLVM module into the owned model.
//!
//! Every `unsafe` block here calls the LLVM C API on handles that come from the module being
//! imported, which `load_file` keeps alive for the whole import; that is the shared SAFETY
//! argument, restated briefly at each block.

use rustc_hash::FxHashMap as HashMap;
use std::cell::Cell;
use std::ffi::CStr;

use llvm_sys::LLVMOpcode as Op;
use llvm_sys::LLVMTypeKind as Tk;
use llvm_sys::core::*;
use llvm_sys::prelude::{
    LLVMBasicBlockRef, LLVMMetadataRef, LLVMModuleRef, LLVMTypeRef, LLVMValueRef,
};

use super::ImportError;
use super::ffi::{self, DiTable};
use crate::di::{
    DiError, DiModule, DiNodeId, ExpressionId, LocalVariableId, LocationId, SubprogramId,
};
use crate::ir::model::*;

/// Deeper type or constant nesting than this is refused instead of risking the stack.
const MAX_NESTING: u32 = 512;

/// `with_debug_info: false` reads no DI at all (the module's DI stays empty and instructions
/// carry no locations): what `-g0` needs, without the cost of the DI walk.
///
/// `early`: the import already done beside LLVM's verifier ([`import_early`]); else it is done
/// here. With `jobs` > 1 the second half of the DI read (the nodes' fields and the typed model)
/// then runs on a second thread while this one imports the code: the code needs only the nodes'
/// numbers and kinds, which the walk's first half gives. Same result either way (the same data,
/// each part in its own order); the DI's error, if any, is reported first, as the sequential
/// order does.
pub(super) fn import_module(
    module: LLVMModuleRef,
    name: &str,
    with_debug_info: bool,
    jobs: usize,
    early: Option<EarlyImport>,
) -> Result<Module, ImportError> {
    let versions = ffi::module_versions(module);
    let (di, code) = match early {
        Some(EarlyImport { table, di, code }) => {
            // What needed LLVM's printer is done again, now that the verifier has accepted the
            // module: printing it is safe. Nothing runs beside this.
            let prepared = Prepared::of(module, name, with_debug_info);
            let di = di.unwrap_or_else(|| {
                // A new table: the early one holds fields without their text. The walk numbers
                // the unchanged module as it did, so the code's node numbers stand.
                let fresh = DiTable::number(module);
                // SAFETY: the module is live and nothing else uses it now.
                unsafe { read_di_printing(ModuleForReading(module), &fresh, &prepared.cus) }
            });
            let code = code.unwrap_or_else(|| prepared.import_code(module, &table, None));
            (di, code)
        }
        None => {
            let prepared = Prepared::of(module, name, with_debug_info);
            let table = if with_debug_info {
                DiTable::number(module)
            } else {
                DiTable::empty()
            };
            let reading = ModuleForReading(module);
            // SAFETY (every call): the module is live for the whole import and nothing changes
            // it: this and the code import only read it, and nothing else reads the fields.
            let read_fields = |module: ModuleForReading| unsafe {
                read_di_printing(module, &table, &prepared.cus)
            };
            if jobs > 1 && with_debug_info {
                std::thread::scope(|scope| {
                    let helper = spawn_di_thread(scope, move || read_fields(reading));
                    let code = prepared.import_code(module, &table, None);
                    let di = match helper {
                        Ok(helper) => join(helper),
                        // No thread to be had: read the DI here, after the code.
                        Err(_) => read_fields(reading),
                    };
                    (di, code)
                })
            } else {
                let di = read_fields(reading)?;
                (Ok(di), prepared.import_code(module, &table, None))
            }
        }
    };
    let mut di = di?;
    let mut out = code?;
    (di.dwarf_version, di.debug_info_version) = versions;
    out.di = di;
    Ok(out)
}

/// What the import needs made before any thread reads the module: making each of these may
/// add to the LLVM context (a `MetadataAsValue` wrapper, a metadata kind, a function type).
pub(super) struct Prepared {
    name: String,
    with_debug_info: bool,
    cus: CompileUnitNodes,
    work_group_size_kind: u32,
    dbg_types: DbgTypes,
}

impl Prepared {
    pub(super) fn of(module: LLVMModuleRef, name: &str, with_debug_info: bool) -> Prepared {
        Prepared {
            name: name.to_owned(),
            with_debug_info,
            cus: CompileUnitNodes::of(module),
            work_group_size_kind: work_group_size_kind(module),
            dbg_types: DbgTypes::of(module),
        }
    }

    /// The code import; `unprintable` as [`Printing`]'s (beside the verifier).
    fn import_code<'t>(
        &self,
        module: LLVMModuleRef,
        table: &'t DiTable,
        unprintable: Option<&'t Cell<bool>>,
    ) -> Result<Module, ImportError> {
        import_code(
            module,
            &self.name,
            table,
            self.work_group_size_kind,
            self.with_debug_info,
            self.dbg_types,
            unprintable,
        )
    }
}

// SAFETY: the pointers in it are only compared or read, like the module (ModuleForReading).
unsafe impl Sync for Prepared {}

/// The import done beside LLVM's verifier: the typed DI and the code, each with its own error;
/// no code when it needed LLVM's printer (see [`Printing`]), which is then imported again.
pub(super) struct EarlyImport {
    table: DiTable,
    /// No model when a field needed LLVM's printer: the DI is then read again.
    di: Option<Result<DiModule, DiError>>,
    code: Option<Result<Module, ImportError>>,
}

/// Imports the module (DI and code) while another thread verifies it: numbers the DI nodes,
/// then reads their fields and builds the typed model on this thread while a third imports
/// the code (which needs only the numbering).
///
/// # Safety
/// `module` is live and nothing changes it until this returns (other threads may read it);
/// `prepared` was made from it before any thread read it.
pub(super) unsafe fn import_early(module: ModuleForReading, prepared: &Prepared) -> EarlyImport {
    let table = if prepared.with_debug_info {
        DiTable::number(module.get())
    } else {
        DiTable::empty()
    };
    // SAFETY (both calls): as the caller guarantees; only the code import reads the table
    // meanwhile, and only its numbers and kinds.
    let shared = &table;
    let read_fields = || unsafe { read_fields_and_model(module, shared, &prepared.cus, false) };
    let import_code = move || {
        let unprintable = Cell::new(false);
        let code = prepared.import_code(module.get(), shared, Some(&unprintable));
        (!unprintable.get()).then_some(code)
    };
    let (di, code) = if prepared.with_debug_info {
        std::thread::scope(|scope| {
            let code = spawn_di_thread(scope, import_code);
            let di = read_fields();
            let code = match code {
                Ok(code) => join(code),
                Err(_) => import_code(),
            };
            (di, code)
        })
    } else {
        (read_fields(), import_code())
    };
    EarlyImport { table, di, code }
}

/// The typed DI model, from `table`'s fields; `None` when `may_print` is false and a field
/// needed LLVM's printer ([`DiTable::read_fields`]).
///
/// # Safety
/// As [`DiTable::read_fields`].
unsafe fn read_fields_and_model(
    module: ModuleForReading,
    table: &DiTable,
    cus: &CompileUnitNodes,
    may_print: bool,
) -> Option<Result<DiModule, DiError>> {
    // SAFETY: as the caller guarantees.
    let complete = unsafe { table.read_fields(module.get(), may_print) };
    complete.then(|| DiModule::from_source(table, &cus.indices(table)))
}

/// [`read_fields_and_model`] with printing allowed, so the model is always read.
///
/// # Safety
/// As [`DiTable::read_fields`].
unsafe fn read_di_printing(
    module: ModuleForReading,
    table: &DiTable,
    cus: &CompileUnitNodes,
) -> Result<DiModule, DiError> {
    // SAFETY: as the caller guarantees.
    match unsafe { read_fields_and_model(module, table, cus, true) } {
        Some(di) => di,
        None => unreachable!("invariant: fields read with printing allowed are complete"),
    }
}

/// Starts `work` on the DI thread.
pub(super) fn spawn_di_thread<'scope, T: Send + 'scope>(
    scope: &'scope std::thread::Scope<'scope, '_>,
    work: impl FnOnce() -> T + Send + 'scope,
) -> std::io::Result<std::thread::ScopedJoinHandle<'scope, T>> {
    // The DI's fields may be printed constants, which LLVM prints recursively: the same stack
    // as the thread that parsed the module.
    std::thread::Builder::new()
        .name("nsdi-di".to_owned())
        .stack_size(DI_THREAD_STACK)
        .spawn_scoped(scope, work)
}

/// The DI thread's result; its panic, if it panicked, goes on here.
pub(super) fn join<T>(thread: std::thread::ScopedJoinHandle<'_, T>) -> T {
    thread
        .join()
        .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
}

fn import_code<'t>(
    module: LLVMModuleRef,
    name: &str,
    table: &'t DiTable,
    work_group_size_kind: u32,
    records: bool,
    dbg_types: DbgTypes,
    unprintable: Option<&'t Cell<bool>>,
) -> Result<Module, ImportError> {
    let mut im = Importer {
        table,
        work_group_size_kind,
        records,
        dbg_callees: [None; 5],
        dbg_appended: Vec::new(),
        dbg_types,
        print: Printing { unprintable },
        out: Module {
            source_name: name.to_owned(),
            target_triple: target_triple(module),
            ..Module::default()
        },
        types: HashMap::default(),
        constants: HashMap::default(),
        globals: HashMap::default(),
        functions: HashMap::default(),
    };
    im.import(module).map(|()| im.out)
}

/// Each record kind's intrinsic (index: the kind, 1 to 4) and its number of arguments.
const DBG_INTRINSICS: [(&str, usize); 5] = [
    ("", 0),
    ("llvm.dbg.declare", 3),
    ("llvm.dbg.value", 3),
    ("llvm.dbg.assign", 6),
    ("llvm.dbg.label", 1),
];

/// The LLVM types a record's call and its intrinsic's declaration have, made before the import
/// (and before any thread reads the module: making a function type adds it to the context).
#[derive(Clone, Copy)]
pub(super) struct DbgTypes {
    void: LLVMTypeRef,
    metadata: LLVMTypeRef,
    /// Per record kind: `void (metadata, ...)` with its intrinsic's number of arguments.
    function: [LLVMTypeRef; 5],
}

// SAFETY: types are only compared as interning keys and read by the import, like the module.
unsafe impl Send for DbgTypes {}

impl DbgTypes {
    pub(super) fn of(module: LLVMModuleRef) -> DbgTypes {
        // SAFETY: `module` is live; the types are the context's own, made or found there.
        unsafe {
            let ctx = LLVMGetModuleContext(module);
            let void = LLVMVoidTypeInContext(ctx);
            let metadata = LLVMMetadataTypeInContext(ctx);
            let function = DBG_INTRINSICS.map(|(_, arguments)| {
                let mut params = vec![metadata; arguments];
                LLVMFunctionType(void, params.as_mut_ptr(), arguments as u32, 0)
            });
            DbgTypes {
                void,
                metadata,
                function,
            }
        }
    }
}

/// Where a debug intrinsic's operands are read: an `llvm.dbg.*` call, or a debug record read as
/// the call it would become.
#[derive(Clone, Copy)]
enum DbgSource<'r> {
    Call(LLVMValueRef),
    Record(&'r ffi::NsdiDbgRecord),
}

impl DbgSource<'_> {
    fn location_values(self, which: u32) -> Vec<LLVMValueRef> {
        match self {
            DbgSource::Call(call) => ffi::dbg_location_values(call, which),
            DbgSource::Record(record) => ffi::dbg_record_location_values(record, which),
        }
    }
}

/// The DI thread's stack: as large as nsdi-llc's main worker's, for LLVM's recursive printing
/// of a deeply nested constant in a template parameter. Address space, not memory: only the
/// pages a deep recursion reaches are ever touched.
const DI_THREAD_STACK: usize = 512 << 20;

/// A module handed to the DI thread while this one only reads it too: the verifier while the
/// DI is numbered, the code import while the DI's fields are read.
#[derive(Copy, Clone)]
pub(super) struct ModuleForReading(pub(super) LLVMModuleRef);

impl ModuleForReading {
    pub(super) fn get(self) -> LLVMModuleRef {
        self.0
    }
}

// SAFETY: while a ModuleForReading is in use every thread only reads the module: LLVM's
// verifier, the DI wrapper's walk and field reading, and the code import (whose C API calls
// create no value, metadata wrapper or metadata kind: the one kind it looks up is registered
// before the threads start, by `work_group_size_kind`). LLVM data that is only read may be
// read from several threads.
unsafe impl Send for ModuleForReading {}

/// The module's metadata kind id for `reqd_work_group_size`, looked up (and registered when
/// new) before the import starts, so the import itself never registers a kind.
fn work_group_size_kind(module: LLVMModuleRef) -> u32 {
    let name = "reqd_work_group_size";
    // SAFETY: `module` is live; the name is passed with its length.
    unsafe {
        let ctx = LLVMGetModuleContext(module);
        LLVMGetMDKindIDInContext(ctx, name.as_ptr().cast(), name.len() as u32)
    }
}

/// The module's target triple (`LLVMGetTarget`), empty when it has none.
fn target_triple(module: LLVMModuleRef) -> String {
    // SAFETY: `module` is live; LLVMGetTarget returns a NUL-terminated string it owns (or null).
    unsafe {
        let t = llvm_sys::core::LLVMGetTarget(module);
        if t.is_null() {
            return String::new();
        }
        std::ffi::CStr::from_ptr(t).to_string_lossy().into_owned()
    }
}

/// The module's `llvm.dbg.cu` nodes. Made on the thread that owns the module before any other
/// reads it: the C API wraps each in a `MetadataAsValue`, which may create one.
pub(super) struct CompileUnitNodes(Vec<LLVMMetadataRef>);

// SAFETY: the pointers are only compared (as table keys), never dereferenced by Rust.
unsafe impl Send for CompileUnitNodes {}
// SAFETY: as above.
unsafe impl Sync for CompileUnitNodes {}

impl CompileUnitNodes {
    pub(super) fn of(module: LLVMModuleRef) -> CompileUnitNodes {
        let name = c"llvm.dbg.cu";
        // SAFETY: live module; the operand buffer has exactly as many slots as LLVM reports.
        unsafe {
            let n = LLVMGetNamedMetadataNumOperands(module, name.as_ptr());
            let mut values = vec![std::ptr::null_mut(); n as usize];
            LLVMGetNamedMetadataOperands(module, name.as_ptr(), values.as_mut_ptr());
            CompileUnitNodes(values.into_iter().map(|v| LLVMValueAsMetadata(v)).collect())
        }
    }

    fn indices(&self, table: &DiTable) -> Vec<u32> {
        self.0
            .iter()
            .filter_map(|&md| table.node_index(md))
            .collect()
    }
}

struct Importer<'t> {
    table: &'t DiTable,
    /// [`work_group_size_kind`]'s answer.
    work_group_size_kind: u32,
    /// Whether debug records are read (as the `llvm.dbg.*` calls LLVM's conversion would make
    /// of them); off for a load without debug info, which ignores them.
    records: bool,
    /// The callee of each record kind's call (kinds 1 to 4: declare, value, assign, label):
    /// the module's declaration, or one the conversion would have appended (`dbg_appended`).
    dbg_callees: [Option<FuncId>; 5],
    /// Record kinds whose intrinsic the module does not declare, in first-use order: where
    /// LLVM's conversion to calls would have appended their declarations to the function list.
    dbg_appended: Vec<usize>,
    /// [`DbgTypes`]: the types those declarations would have.
    dbg_types: DbgTypes,
    print: Printing<'t>,
    out: Module,
    types: HashMap<LLVMTypeRef, TypeRef>,
    constants: HashMap<LLVMValueRef, ConstId>,
    globals: HashMap<LLVMValueRef, GlobalId>,
    functions: HashMap<LLVMValueRef, FuncId>,
}

/// Per-function value numbering, built before conversion so forward references resolve.
#[derive(Default)]
struct FunctionValues {
    params: HashMap<LLVMValueRef, u32>,
    insts: HashMap<LLVMValueRef, InstId>,
    blocks: HashMap<LLVMBasicBlockRef, BlockId>,
}

fn value_name(v: LLVMValueRef) -> String {
    let mut len = 0usize;
    // SAFETY: live value; LLVM returns a pointer valid for `len` bytes (not NUL-terminated).
    unsafe {
        let ptr = LLVMGetValueName2(v, &mut len);
        if ptr.is_null() {
            return String::new();
        }
        String::from_utf8_lossy(std::slice::from_raw_parts(ptr.cast::<u8>(), len)).into_owned()
    }
}

fn print_value(v: LLVMValueRef) -> String {
    // SAFETY: live value; the returned message is owned by us and disposed here.
    unsafe {
        let text = LLVMPrintValueToString(v);
        let s = CStr::from_ptr(text).to_string_lossy().trim().to_owned();
        LLVMDisposeMessage(text);
        s
    }
}

fn print_type(t: LLVMTypeRef) -> String {
    // SAFETY: live type; the returned message is owned by us and disposed here.
    unsafe {
        let text = LLVMPrintTypeToString(t);
        let s = CStr::from_ptr(text).to_string_lossy().into_owned();
        LLVMDisposeMessage(text);
        s
    }
}

/// How the import prints LLVM values, types and records (for diagnostics and for constants and
/// types it does not model). Beside the verifier (`unprintable` set) it prints nothing: LLVM's
/// printer assumes a valid module (it crashes on records the verifier rejects), so it only
/// notes that the import needed it; that import is then done again after the verifier.
#[derive(Clone, Copy)]
struct Printing<'t> {
    unprintable: Option<&'t Cell<bool>>,
}

impl Printing<'_> {
    fn printed(self, print: impl FnOnce() -> String) -> String {
        match self.unprintable {
            Some(flag) => {
                flag.set(true);
                String::new()
            }
            None => print(),
        }
    }

    fn value(self, v: LLVMValueRef) -> String {
        self.printed(|| print_value(v))
    }

    fn ty(self, t: LLVMTypeRef) -> String {
        self.printed(|| print_type(t))
    }

    fn record(self, record: &ffi::NsdiDbgRecord) -> String {
        self.printed(|| ffi::print_dbg_record(record))
    }
}

impl Importer<'_> {
    fn import(&mut self, module: LLVMModuleRef) -> Result<(), ImportError> {
        // Number globals and functions first: initializers and calls refer to them in any order.
        // SAFETY: live module; iteration follows LLVM's own linked lists.
        unsafe {
            let mut g = LLVMGetFirstGlobal(module);
            while !g.is_null() {
                let id = GlobalId(self.globals.len() as u32);
                self.globals.insert(g, id);
                g = LLVMGetNextGlobal(g);
            }
            let mut f = LLVMGetFirstFunction(module);
            while !f.is_null() {
                let id = FuncId(self.functions.len() as u32);
                self.functions.insert(f, id);
                f = LLVMGetNextFunction(f);
            }
            for (kind, declaration) in ffi::dbg_intrinsic_declarations(module)
                .into_iter()
                .enumerate()
            {
                self.dbg_callees[kind] = self.functions.get(&declaration).copied();
            }
            let mut g = LLVMGetFirstGlobal(module);
            while !g.is_null() {
                let global = self.import_global(g)?;
                self.out.globals.push(global);
                g = LLVMGetNextGlobal(g);
            }
            let mut f = LLVMGetFirstFunction(module);
            while !f.is_null() {
                let function = self.import_function(f)?;
                self.out.functions.push(function);
                f = LLVMGetNextFunction(f);
            }
        }
        for kind in std::mem::take(&mut self.dbg_appended) {
            let declaration = self.dbg_declaration(kind)?;
            self.out.functions.push(declaration);
        }
        Ok(())
    }

    /// The declaration of record kind `kind`'s intrinsic as [`import_function`] imports the one
    /// LLVM's conversion appends: `declare void @llvm.dbg.value(metadata, metadata, metadata)`.
    ///
    /// [`import_function`]: Self::import_function
    fn dbg_declaration(&mut self, kind: usize) -> Result<Function, ImportError> {
        let (name, arguments) = DBG_INTRINSICS[kind];
        let ty = self.ty(self.dbg_types.function[kind], 0)?;
        let mut params = Vec::with_capacity(arguments);
        for _ in 0..arguments {
            params.push(Param {
                name: String::new(),
                ty: self.ty(self.dbg_types.metadata, 0)?,
                byval: None,
                attributes: Vec::new(),
            });
        }
        let mut function = Function {
            name: name.to_owned(),
            ty,
            params,
            calling_conv: 0,
            blocks: Vec::new(),
            insts: Vec::new(),
            subprogram: None,
            reqd_work_group_size: None,
            linkage: Linkage::External,
            hidden: false,
        };
        number_unnamed_values(&mut function, &self.out.types);
        Ok(function)
    }

    /// The callee of record kind `kind`'s call: the module's declaration, or the id the one the
    /// conversion would append gets (after every function, in first-use order).
    fn dbg_callee(&mut self, kind: usize) -> Option<FuncId> {
        if kind == 0 || kind >= DBG_INTRINSICS.len() {
            return None;
        }
        if let Some(id) = self.dbg_callees[kind] {
            return Some(id);
        }
        let id = FuncId((self.functions.len() + self.dbg_appended.len()) as u32);
        self.dbg_appended.push(kind);
        self.dbg_callees[kind] = Some(id);
        Some(id)
    }

    fn import_global(&mut self, g: LLVMValueRef) -> Result<Global, ImportError> {
        // SAFETY: `g` is a live global variable of the module.
        unsafe {
            let init = LLVMGetInitializer(g);
            // Uses of the global need its pointer type in the table.
            self.ty(LLVMTypeOf(g), 0)?;
            let no_values = FunctionValues::default();
            Ok(Global {
                name: value_name(g),
                value_type: self.ty(LLVMGlobalGetValueType(g), 0)?,
                address_space: LLVMGetPointerAddressSpace(LLVMTypeOf(g)),
                initializer: if init.is_null() {
                    None
                } else {
                    Some(self.value(init, &no_values, 0)?)
                },
                is_constant: LLVMIsGlobalConstant(g) != 0,
                alignment: LLVMGetAlignment(g),
                is_external: LLVMIsDeclaration(g) != 0,
                linkage: linkage(g),
                hidden: is_hidden(g),
                debug: self
                    .table
                    .global_expressions(g)
                    .into_iter()
                    .map(DiNodeId)
                    .collect(),
            })
        }
    }

    fn import_function(&mut self, f: LLVMValueRef) -> Result<Function, ImportError> {
        let mut values = FunctionValues::default();
        let mut function = Function {
            name: value_name(f),
            // SAFETY: `f` is a live function.
            ty: self.ty(unsafe { LLVMGlobalGetValueType(f) }, 0)?,
            params: Vec::new(),
            // SAFETY: as above.
            calling_conv: unsafe { LLVMGetFunctionCallConv(f) },
            blocks: Vec::new(),
            insts: Vec::new(),
            subprogram: self
                .table
                .value_dbg(f)
                .and_then(|i| self.typed(i, SubprogramId::accepts).map(SubprogramId)),
            reqd_work_group_size: ffi::reqd_work_group_size(f, self.work_group_size_kind),
            linkage: linkage(f),
            hidden: is_hidden(f),
        };
        // SAFETY: `f` is live; params, blocks and instructions are walked through LLVM's lists.
        unsafe {
            for i in 0..LLVMCountParams(f) {
                let p = LLVMGetParam(f, i);
                values.params.insert(p, i);
                let byval_kind = LLVMGetEnumAttributeKindForName(c"byval".as_ptr(), 5);
                let byval = LLVMGetEnumAttributeAtIndex(f, i + 1, byval_kind);
                let byval = if byval.is_null() {
                    None
                } else {
                    Some(self.ty(LLVMGetTypeAttributeValue(byval), 0)?)
                };
                let has = |name: &str| {
                    let kind = LLVMGetEnumAttributeKindForName(name.as_ptr().cast(), name.len());
                    !LLVMGetEnumAttributeAtIndex(f, i + 1, kind).is_null()
                };
                let attributes = ["zeroext", "signext", "noalias", "nocapture", "readonly"]
                    .into_iter()
                    .filter(|a| has(a))
                    .map(str::to_owned)
                    .collect();
                function.params.push(Param {
                    name: value_name(p),
                    ty: self.ty(LLVMTypeOf(p), 0)?,
                    byval,
                    attributes,
                });
            }
            let mut next_inst = 0u32;
            let mut bb = LLVMGetFirstBasicBlock(f);
            while !bb.is_null() {
                values
                    .blocks
                    .insert(bb, BlockId(function.blocks.len() as u32));
                let first = next_inst;
                let mut inst = LLVMGetFirstInstruction(bb);
                while !inst.is_null() {
                    if self.records {
                        // Each record stands before its instruction, as the call it would be.
                        next_inst += self.table.dbg_record_count(inst) as u32;
                    }
                    values.insts.insert(inst, InstId(next_inst));
                    next_inst += 1;
                    inst = LLVMGetNextInstruction(inst);
                }
                function.blocks.push(Block {
                    name: value_name(LLVMBasicBlockAsValue(bb)),
                    first: InstId(first),
                    len: next_inst - first,
                });
                bb = LLVMGetNextBasicBlock(bb);
            }
            let mut bb = LLVMGetFirstBasicBlock(f);
            while !bb.is_null() {
                let mut inst = LLVMGetFirstInstruction(bb);
                while !inst.is_null() {
                    if self.records {
                        for record in self.table.dbg_records(inst) {
                            let call = self.record_call(&record, &values)?;
                            function.insts.push(call);
                        }
                    }
                    let converted = self.instruction(inst, &values)?;
                    function.insts.push(converted);
                    inst = LLVMGetNextInstruction(inst);
                }
                bb = LLVMGetNextBasicBlock(bb);
            }
        }
        number_unnamed_values(&mut function, &self.out.types);
        Ok(function)
    }

    /// A DI node index as a typed id, when the node has the kind the id requires.
    fn typed(&self, index: u32, accepts: fn(&str) -> bool) -> Option<DiNodeId> {
        // The table's kind, not the model's: the model may still be being read (jobs > 1).
        let kind = self.table.kind(index).to_str().unwrap_or_default();
        accepts(kind).then_some(DiNodeId(index))
    }

    fn instruction(
        &mut self,
        inst: LLVMValueRef,
        values: &FunctionValues,
    ) -> Result<Instruction, ImportError> {
        // SAFETY: `inst` is a live instruction of the function `values` numbers.
        unsafe {
            let opcode = opcode(LLVMGetInstructionOpcode(inst));
            let mut operands = Vec::new();
            for i in 0..LLVMGetNumOperands(inst) {
                operands.push(self.value(LLVMGetOperand(inst, i as u32), values, 0)?);
            }
            if opcode == Opcode::Phi {
                // Phi operands are the incoming values; pair each with its block.
                let n = LLVMCountIncoming(inst);
                let mut paired = Vec::with_capacity(2 * n as usize);
                for i in 0..n {
                    paired.push(self.value(LLVMGetIncomingValue(inst, i), values, 0)?);
                    let block = LLVMGetIncomingBlock(inst, i);
                    paired.push(Value::Block(*values.blocks.get(&block).ok_or_else(
                        || {
                            ImportError::Unsupported(format!(
                                "phi '{}' names a block outside its function",
                                self.print.value(inst)
                            ))
                        },
                    )?));
                }
                operands = paired;
            }
            let loc = self
                .table
                .value_dbg(inst)
                .and_then(|i| self.typed(i, LocationId::accepts).map(LocationId));
            let detail = self.detail(inst, opcode)?;
            let dbg = if opcode == Opcode::Call {
                self.dbg_intrinsic(inst, values)?
            } else {
                None
            };
            Ok(Instruction {
                opcode,
                name: value_name(inst),
                ty: self.ty(LLVMTypeOf(inst), 0)?,
                operands,
                loc,
                detail,
                dbg,
            })
        }
    }

    fn detail(&mut self, inst: LLVMValueRef, opcode: Opcode) -> Result<InstDetail, ImportError> {
        // SAFETY: `inst` is live and each accessor matches the opcode it is called for.
        unsafe {
            Ok(match opcode {
                Opcode::ICmp => InstDetail::Predicate(LLVMGetICmpPredicate(inst) as u32),
                Opcode::FCmp => InstDetail::Predicate(LLVMGetFCmpPredicate(inst) as u32),
                Opcode::Alloca => InstDetail::Alloca {
                    allocated: self.ty(LLVMGetAllocatedType(inst), 0)?,
                    align: LLVMGetAlignment(inst),
                },
                Opcode::Load | Opcode::Store => InstDetail::Memory {
                    align: LLVMGetAlignment(inst),
                    volatile: LLVMGetVolatile(inst) != 0,
                },
                Opcode::GetElementPtr => InstDetail::Gep {
                    source: self.ty(LLVMGetGEPSourceElementType(inst), 0)?,
                    inbounds: LLVMIsInBounds(inst) != 0,
                },
                Opcode::ExtractValue | Opcode::InsertValue => {
                    let n = LLVMGetNumIndices(inst) as usize;
                    let ptr = LLVMGetIndices(inst);
                    InstDetail::Indices(if n == 0 || ptr.is_null() {
                        Vec::new()
                    } else {
                        std::slice::from_raw_parts(ptr, n).to_vec()
                    })
                }
                Opcode::ShuffleVector => InstDetail::Mask(
                    (0..LLVMGetNumMaskElements(inst))
                        .map(|i| {
                            let m = LLVMGetMaskValue(inst, i);
                            if m == LLVMGetUndefMaskElem() { -1 } else { m }
                        })
                        .collect(),
                ),
                Opcode::Call => {
                    let callee = LLVMGetCalledValue(inst);
                    InstDetail::Call {
                        callee: (!LLVMIsAFunction(callee).is_null()).then(|| value_name(callee)),
                    }
                }
                Opcode::AtomicRMW => InstDetail::Atomic {
                    op: LLVMGetAtomicRMWBinOp(inst) as u32,
                    ordering: LLVMGetOrdering(inst) as u32,
                    failure_ordering: 0,
                    single_thread: LLVMIsAtomicSingleThread(inst) != 0,
                },
                Opcode::AtomicCmpXchg => InstDetail::Atomic {
                    op: 0,
                    ordering: LLVMGetCmpXchgSuccessOrdering(inst) as u32,
                    failure_ordering: LLVMGetCmpXchgFailureOrdering(inst) as u32,
                    single_thread: LLVMIsAtomicSingleThread(inst) != 0,
                },
                Opcode::Fence => InstDetail::Atomic {
                    op: 0,
                    ordering: LLVMGetOrdering(inst) as u32,
                    failure_ordering: 0,
                    single_thread: LLVMIsAtomicSingleThread(inst) != 0,
                },
                _ => InstDetail::None,
            })
        }
    }

    /// The `llvm.dbg.*` call LLVM's conversion would make of `record`, as [`instruction`]
    /// imports such a call: the same operands, location, detail and debug intrinsic, the
    /// void type interned last.
    ///
    /// [`instruction`]: Self::instruction
    fn record_call(
        &mut self,
        record: &ffi::NsdiDbgRecord,
        values: &FunctionValues,
    ) -> Result<Instruction, ImportError> {
        let kind = record.fields.kind as usize;
        let callee = self.dbg_callee(kind).ok_or_else(|| {
            ImportError::Unsupported(format!(
                "debug record '{}' has no intrinsic form",
                self.print.record(record)
            ))
        })?;
        let (name, arguments) = DBG_INTRINSICS[kind];
        let mut operands = vec![Value::Metadata; arguments];
        operands.push(Value::Function(callee));
        let loc = ffi::node_ref(record.location)
            .and_then(|i| self.typed(i, LocationId::accepts).map(LocationId));
        let detail = InstDetail::Call {
            callee: Some(name.to_owned()),
        };
        let dbg = self.dbg_info(DbgSource::Record(record), values)?;
        Ok(Instruction {
            opcode: Opcode::Call,
            name: String::new(),
            ty: self.ty(self.dbg_types.void, 0)?,
            operands,
            loc,
            detail,
            dbg,
        })
    }

    fn dbg_intrinsic(
        &mut self,
        call: LLVMValueRef,
        values: &FunctionValues,
    ) -> Result<Option<Box<DbgIntrinsic>>, ImportError> {
        self.dbg_info(DbgSource::Call(call), values)
    }

    fn dbg_info(
        &mut self,
        source: DbgSource<'_>,
        values: &FunctionValues,
    ) -> Result<Option<Box<DbgIntrinsic>>, ImportError> {
        let raw = match source {
            DbgSource::Call(call) => self.table.dbg_intrinsic(call),
            DbgSource::Record(record) => record.fields,
        };
        let kind = match raw.kind {
            1 => DbgKind::Declare,
            2 => DbgKind::Value,
            3 => DbgKind::Assign,
            4 => DbgKind::Label,
            _ => return Ok(None),
        };
        let print = self.print;
        let bad = |what: &str| match source {
            DbgSource::Call(call) => ImportError::Unsupported(format!(
                "{} call '{}' has {what}",
                kind.intrinsic_name(),
                print.value(call)
            )),
            DbgSource::Record(record) => ImportError::Unsupported(format!(
                "{} record '{}' has {what}",
                kind.intrinsic_name(),
                print.record(record)
            )),
        };
        let variable_ok: fn(&str) -> bool = if kind == DbgKind::Label {
            |k| k == "DILabel"
        } else {
            LocalVariableId::accepts
        };
        let variable = ffi::node_ref(raw.variable)
            .and_then(|i| self.typed(i, variable_ok))
            .ok_or_else(|| bad("no variable"))?;
        let expression_of = |this: &Self, raw: i64| {
            ffi::node_ref(raw).and_then(|i| this.typed(i, ExpressionId::accepts).map(ExpressionId))
        };
        let expression = expression_of(self, raw.expression);
        if kind != DbgKind::Label && expression.is_none() {
            return Err(bad("no expression"));
        }
        let mut locations = Vec::new();
        if kind != DbgKind::Label {
            for v in source.location_values(0) {
                locations.push(self.optional_value(v, values)?);
            }
        }
        let assign = if kind == DbgKind::Assign {
            let id = ffi::node_ref(raw.assign_id)
                .and_then(|i| self.typed(i, |k| k == "DIAssignID"))
                .ok_or_else(|| bad("no DIAssignID"))?;
            let address = match source.location_values(1).first() {
                Some(&v) => self.optional_value(v, values)?,
                None => None,
            };
            Some(DbgAssign {
                id,
                address,
                address_expression: expression_of(self, raw.address_expression),
            })
        } else {
            None
        };
        Ok(Some(Box::new(DbgIntrinsic {
            kind,
            variable,
            expression,
            locations,
            is_arg_list: raw.is_arg_list != 0,
            assign,
        })))
    }

    /// A debug location value: null (a killed location) becomes `None`.
    fn optional_value(
        &mut self,
        v: LLVMValueRef,
        values: &FunctionValues,
    ) -> Result<Option<Value>, ImportError> {
        if v.is_null() {
            Ok(None)
        } else {
            self.value(v, values, 0).map(Some)
        }
    }

    fn value(
        &mut self,
        v: LLVMValueRef,
        values: &FunctionValues,
        depth: u32,
    ) -> Result<Value, ImportError> {
        if let Some(&i) = values.insts.get(&v) {
            return Ok(Value::Inst(i));
        }
        if let Some(&p) = values.params.get(&v) {
            return Ok(Value::Param(p));
        }
        if let Some(&g) = self.globals.get(&v) {
            return Ok(Value::Global(g));
        }
        if let Some(&f) = self.functions.get(&v) {
            return Ok(Value::Function(f));
        }
        // SAFETY: `v` is a live value used by the module.
        unsafe {
            if LLVMValueIsBasicBlock(v) != 0 {
                let bb = LLVMValueAsBasicBlock(v);
                return values
                    .blocks
                    .get(&bb)
                    .map(|b| Value::Block(*b))
                    .ok_or_else(|| {
                        ImportError::Unsupported("reference to a block of another function".into())
                    });
            }
            if LLVMGetValueKind(v) == llvm_sys::LLVMValueKind::LLVMMetadataAsValueValueKind {
                return Ok(Value::Metadata);
            }
            if !LLVMIsAConstant(v).is_null() {
                return self.constant(v, values, depth).map(Value::Const);
            }
        }
        Err(ImportError::Unsupported(format!(
            "unsupported value '{}'",
            self.print.value(v)
        )))
    }

    fn constant(
        &mut self,
        c: LLVMValueRef,
        values: &FunctionValues,
        depth: u32,
    ) -> Result<ConstId, ImportError> {
        if let Some(&id) = self.constants.get(&c) {
            return Ok(id);
        }
        if depth > MAX_NESTING {
            return Err(ImportError::Unsupported(
                "constant nested too deeply".to_owned(),
            ));
        }
        // SAFETY: `c` is a live constant; each accessor matches the constant's class.
        let constant = unsafe {
            let ty_ref = LLVMTypeOf(c);
            let ty = self.ty(ty_ref, 0)?;
            if !LLVMIsAPoisonValue(c).is_null() {
                Constant::Poison(ty)
            } else if !LLVMIsAUndefValue(c).is_null() {
                Constant::Undef(ty)
            } else if !LLVMIsAConstantInt(c).is_null() {
                if LLVMGetIntTypeWidth(ty_ref) > 64 {
                    Constant::Other {
                        ty,
                        text: self.print.value(c),
                    }
                } else {
                    Constant::Int {
                        ty,
                        value: LLVMConstIntGetZExtValue(c),
                    }
                }
            } else if !LLVMIsAConstantFP(c).is_null() {
                let mut loses = 0;
                let value = LLVMConstRealGetDouble(c, &mut loses);
                Constant::Float {
                    ty,
                    bits: float_bits(self.out.ty(ty), value),
                }
            } else if !LLVMIsAConstantPointerNull(c).is_null() {
                Constant::Null(ty)
            } else if !LLVMIsAConstantAggregateZero(c).is_null() {
                Constant::Zero(ty)
            } else if !LLVMIsAConstantDataSequential(c).is_null() {
                let n = data_len(self.out.ty(ty));
                let mut elems = Vec::with_capacity(n as usize);
                for i in 0..n {
                    let e = LLVMGetAggregateElement(c, i);
                    elems.push(Value::Const(self.constant(e, values, depth + 1)?));
                }
                Constant::Aggregate { ty, elems }
            } else if !LLVMIsAConstantArray(c).is_null()
                || !LLVMIsAConstantStruct(c).is_null()
                || !LLVMIsAConstantVector(c).is_null()
            {
                let mut elems = Vec::new();
                for i in 0..LLVMGetNumOperands(c) {
                    elems.push(self.value(LLVMGetOperand(c, i as u32), values, depth + 1)?);
                }
                Constant::Aggregate { ty, elems }
            } else if !LLVMIsAConstantExpr(c).is_null() {
                let mut operands = Vec::new();
                for i in 0..LLVMGetNumOperands(c) {
                    operands.push(self.value(LLVMGetOperand(c, i as u32), values, depth + 1)?);
                }
                let opcode = opcode(LLVMGetConstOpcode(c));
                let gep_source = if opcode == Opcode::GetElementPtr {
                    Some(self.ty(LLVMGetGEPSourceElementType(c), depth + 1)?)
                } else {
                    None
                };
                Constant::Expr {
                    ty,
                    opcode,
                    operands,
                    gep_source,
                    inbounds: gep_source.is_some() && LLVMIsInBounds(c) != 0,
                }
            } else {
                Constant::Other {
                    ty,
                    text: self.print.value(c),
                }
            }
        };
        let id = ConstId(self.out.constants.len() as u32);
        self.out.constants.push(constant);
        self.constants.insert(c, id);
        Ok(id)
    }

    fn ty(&mut self, t: LLVMTypeRef, depth: u32) -> Result<TypeRef, ImportError> {
        if let Some(&id) = self.types.get(&t) {
            return Ok(id);
        }
        if depth > MAX_NESTING {
            return Err(ImportError::Unsupported(
                "type nested too deeply".to_owned(),
            ));
        }
        // SAFETY: `t` is a live type of the module's context; accessors match its kind.
        let ty = unsafe {
            match LLVMGetTypeKind(t) {
                Tk::LLVMVoidTypeKind => Type::Void,
                Tk::LLVMIntegerTypeKind => Type::Int(LLVMGetIntTypeWidth(t)),
                Tk::LLVMHalfTypeKind => Type::Half,
                Tk::LLVMBFloatTypeKind => Type::BFloat,
                Tk::LLVMFloatTypeKind => Type::Float,
                Tk::LLVMDoubleTypeKind => Type::Double,
                Tk::LLVMPointerTypeKind => Type::Pointer(LLVMGetPointerAddressSpace(t)),
                Tk::LLVMVectorTypeKind | Tk::LLVMScalableVectorTypeKind => Type::Vector {
                    elem: self.ty(LLVMGetElementType(t), depth + 1)?,
                    len: LLVMGetVectorSize(t),
                    scalable: LLVMGetTypeKind(t) == Tk::LLVMScalableVectorTypeKind,
                },
                Tk::LLVMArrayTypeKind => Type::Array {
                    elem: self.ty(LLVMGetElementType(t), depth + 1)?,
                    len: LLVMGetArrayLength2(t),
                },
                Tk::LLVMStructTypeKind => {
                    let name = LLVMGetStructName(t);
                    let mut fields = Vec::new();
                    for i in 0..LLVMCountStructElementTypes(t) {
                        fields.push(self.ty(LLVMStructGetTypeAtIndex(t, i), depth + 1)?);
                    }
                    Type::Struct {
                        name: (!name.is_null())
                            .then(|| CStr::from_ptr(name).to_string_lossy().into_owned()),
                        fields,
                        packed: LLVMIsPackedStruct(t) != 0,
                        opaque: LLVMIsOpaqueStruct(t) != 0,
                    }
                }
                Tk::LLVMFunctionTypeKind => {
                    let n = LLVMCountParamTypes(t) as usize;
                    let mut raw = vec![std::ptr::null_mut(); n];
                    LLVMGetParamTypes(t, raw.as_mut_ptr());
                    let mut params = Vec::with_capacity(n);
                    for p in raw {
                        params.push(self.ty(p, depth + 1)?);
                    }
                    Type::Function {
                        ret: self.ty(LLVMGetReturnType(t), depth + 1)?,
                        params,
                        vararg: LLVMIsFunctionVarArg(t) != 0,
                    }
                }
                Tk::LLVMLabelTypeKind => Type::Label,
                Tk::LLVMMetadataTypeKind => Type::Metadata,
                Tk::LLVMTokenTypeKind => Type::Token,
                _ => Type::Other(self.print.ty(t)),
            }
        };
        let id = TypeRef(self.out.types.len() as u32);
        self.out.types.push(ty);
        self.types.insert(t, id);
        Ok(id)
    }
}

/// Gives unnamed parameters, blocks and value-producing instructions LLVM's slot numbers, so
/// dumps and diagnostics say `%5` where llvm-dis does.
fn number_unnamed_values(function: &mut Function, types: &[Type]) {
    let mut slot = 0u32;
    let mut next = || {
        slot += 1;
        (slot - 1).to_string()
    };
    for p in &mut function.params {
        if p.name.is_empty() {
            p.name = next();
        }
    }
    for b in &mut function.blocks {
        if b.name.is_empty() {
            b.name = next();
        }
        for inst in &mut function.insts[b.first.0 as usize..(b.first.0 + b.len) as usize] {
            if inst.name.is_empty() && types[inst.ty.0 as usize] != Type::Void {
                inst.name = next();
            }
        }
    }
}

fn data_len(ty: &Type) -> u32 {
    match ty {
        Type::Array { len, .. } => u32::try_from(*len).unwrap_or(u32::MAX),
        Type::Vector { len, .. } => *len,
        _ => 0,
    }
}

fn float_bits(ty: &Type, value: f64) -> u64 {
    match ty {
        Type::Float => u64::from((value as f32).to_bits()),
        Type::Half => u64::from(f32_to_f16_bits(value as f32)),
        _ => value.to_bits(),
    }
}

/// IEEE binary16 bits of an f32 (round to nearest even); half constants from LLVM are exact.
fn f32_to_f16_bits(v: f32) -> u16 {
    let bits = v.to_bits();
    let sign = ((bits >> 16) & 0x8000) as u16;
    let exp = ((bits >> 23) & 0xff) as i32;
    let mant = bits & 0x7f_ffff;
    if exp == 0xff {
        return sign | 0x7c00 | if mant != 0 { 0x200 } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    if e <= 0 {
        if e < -10 {
            return sign;
        }
        let m = (mant | 0x80_0000) >> (1 - e);
        let round = (m & 0x1fff) > 0x1000 || ((m & 0x1fff) == 0x1000 && (m & 0x2000) != 0);
        return sign | ((m >> 13) as u16 + round as u16);
    }
    let round = (mant & 0x1fff) > 0x1000 || ((mant & 0x1fff) == 0x1000 && (mant & 0x2000) != 0);
    (sign | ((e as u16) << 10) | (mant >> 13) as u16) + round as u16
}

fn opcode(op: Op) -> Opcode {
    match op {
        Op::LLVMRet => Opcode::Ret,
        Op::LLVMBr => Opcode::Br,
        Op::LLVMSwitch => Opcode::Switch,
        Op::LLVMIndirectBr => Opcode::IndirectBr,
        Op::LLVMInvoke => Opcode::Invoke,
        Op::LLVMUnreachable => Opcode::Unreachable,
        Op::LLVMCallBr => Opcode::CallBr,
        Op::LLVMFNeg => Opcode::FNeg,
        Op::LLVMAdd => Opcode::Add,
        Op::LLVMFAdd => Opcode::FAdd,
        Op::LLVMSub => Opcode::Sub,
        Op::LLVMFSub => Opcode::FSub,
        Op::LLVMMul => Opcode::Mul,
        Op::LLVMFMul => Opcode::FMul,
        Op::LLVMUDiv => Opcode::UDiv,
        Op::LLVMSDiv => Opcode::SDiv,
        Op::LLVMFDiv => Opcode::FDiv,
        Op::LLVMURem => Opcode::URem,
        Op::LLVMSRem => Opcode::SRem,
        Op::LLVMFRem => Opcode::FRem,
        Op::LLVMShl => Opcode::Shl,
        Op::LLVMLShr => Opcode::LShr,
        Op::LLVMAShr => Opcode::AShr,
        Op::LLVMAnd => Opcode::And,
        Op::LLVMOr => Opcode::Or,
        Op::LLVMXor => Opcode::Xor,
        Op::LLVMAlloca => Opcode::Alloca,
        Op::LLVMLoad => Opcode::Load,
        Op::LLVMStore => Opcode::Store,
        Op::LLVMGetElementPtr => Opcode::GetElementPtr,
        Op::LLVMTrunc => Opcode::Trunc,
        Op::LLVMZExt => Opcode::ZExt,
        Op::LLVMSExt => Opcode::SExt,
        Op::LLVMFPToUI => Opcode::FPToUI,
        Op::LLVMFPToSI => Opcode::FPToSI,
        Op::LLVMUIToFP => Opcode::UIToFP,
        Op::LLVMSIToFP => Opcode::SIToFP,
        Op::LLVMFPTrunc => Opcode::FPTrunc,
        Op::LLVMFPExt => Opcode::FPExt,
        Op::LLVMPtrToInt => Opcode::PtrToInt,
        Op::LLVMIntToPtr => Opcode::IntToPtr,
        Op::LLVMBitCast => Opcode::BitCast,
        Op::LLVMAddrSpaceCast => Opcode::AddrSpaceCast,
        Op::LLVMICmp => Opcode::ICmp,
        Op::LLVMFCmp => Opcode::FCmp,
        Op::LLVMPHI => Opcode::Phi,
        Op::LLVMCall => Opcode::Call,
        Op::LLVMSelect => Opcode::Select,
        Op::LLVMVAArg => Opcode::VAArg,
        Op::LLVMExtractElement => Opcode::ExtractElement,
        Op::LLVMInsertElement => Opcode::InsertElement,
        Op::LLVMShuffleVector => Opcode::ShuffleVector,
        Op::LLVMExtractValue => Opcode::ExtractValue,
        Op::LLVMInsertValue => Opcode::InsertValue,
        Op::LLVMFreeze => Opcode::Freeze,
        Op::LLVMFence => Opcode::Fence,
        Op::LLVMAtomicCmpXchg => Opcode::AtomicCmpXchg,
        Op::LLVMAtomicRMW => Opcode::AtomicRMW,
        Op::LLVMResume => Opcode::Resume,
        Op::LLVMLandingPad => Opcode::LandingPad,
        Op::LLVMCleanupRet => Opcode::CleanupRet,
        Op::LLVMCatchRet => Opcode::CatchRet,
        Op::LLVMCatchPad => Opcode::CatchPad,
        Op::LLVMCleanupPad => Opcode::CleanupPad,
        Op::LLVMCatchSwitch => Opcode::CatchSwitch,
        Op::LLVMUserOp1 | Op::LLVMUserOp2 => Opcode::UserOp,
    }
}

/// The linkage of a global value, in the classes SPIR-V linkage distinguishes.
fn linkage(value: LLVMValueRef) -> Linkage {
    use llvm_sys::LLVMLinkage as L;
    // SAFETY: `value` is a live global variable or function.
    match unsafe { LLVMGetLinkage(value) } {
        L::LLVMAvailableExternallyLinkage => Linkage::AvailableExternally,
        L::LLVMLinkOnceODRLinkage => Linkage::LinkOnceOdr,
        L::LLVMLinkOnceAnyLinkage
        | L::LLVMLinkOnceODRAutoHideLinkage
        | L::LLVMWeakAnyLinkage
        | L::LLVMWeakODRLinkage
        | L::LLVMCommonLinkage => Linkage::Mergeable,
        L::LLVMInternalLinkage
        | L::LLVMPrivateLinkage
        | L::LLVMLinkerPrivateLinkage
        | L::LLVMLinkerPrivateWeakLinkage => Linkage::Local,
        L::LLVMAppendingLinkage => Linkage::Appending,
        _ => Linkage::External,
    }
}

/// Whether a global value has `hidden` visibility.
fn is_hidden(value: LLVMValueRef) -> bool {
    // SAFETY: `value` is a live global variable or function.
    unsafe { LLVMGetVisibility(value) == llvm_sys::LLVMVisibility::LLVMHiddenVisibility }
}
