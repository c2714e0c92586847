//! Converts a live LLVM module into the owned model.
//!
//! Every `unsafe` block here calls the LLVM C API on handles that come from the module being
//! imported, which `load_file` keeps alive for the whole import; that is the shared SAFETY
//! argument, restated briefly at each block.

use rustc_hash::FxHashMap as HashMap;
use std::ffi::CStr;

use llvm_sys::LLVMOpcode as Op;
use llvm_sys::LLVMTypeKind as Tk;
use llvm_sys::core::*;
use llvm_sys::prelude::{LLVMBasicBlockRef, LLVMModuleRef, LLVMTypeRef, LLVMValueRef};

use super::ImportError;
use super::ffi::{self, DiTable};
use crate::di::{DiModule, DiNodeId, ExpressionId, LocalVariableId, LocationId, SubprogramId};
use crate::ir::model::*;

/// Deeper type or constant nesting than this is refused instead of risking the stack.
const MAX_NESTING: u32 = 512;

/// `with_debug_info: false` reads no DI at all (the module's DI stays empty and instructions
/// carry no locations): what `-g0` needs, without the cost of the DI walk.
///
/// The DI is read first, so its error, if any, is reported before the code's; the code looks
/// its locations, subprograms and variables up in the same table.
pub(super) fn import_module(
    module: LLVMModuleRef,
    name: &str,
    with_debug_info: bool,
    structurized: &super::structurize::Structurized,
) -> Result<Module, ImportError> {
    let versions = ffi::module_versions(module);
    let table = if with_debug_info {
        DiTable::collect(module)
    } else {
        DiTable::empty()
    };
    let compile_units = if with_debug_info {
        compile_units(module, &table)
    } else {
        Vec::new()
    };
    let mut di = DiModule::from_source(&table, &compile_units)?;
    (di.dwarf_version, di.debug_info_version) = versions;
    let mut out = import_code(module, name, &table, with_debug_info, structurized)?;
    out.di = di;
    Ok(out)
}

fn import_code(
    module: LLVMModuleRef,
    name: &str,
    table: &DiTable,
    records: bool,
    structurized: &super::structurize::Structurized,
) -> Result<Module, ImportError> {
    let mut im = Importer {
        table,
        structurized,
        metadata_kinds: MetadataKinds::of(module),
        records,
        dbg_callees: [None; 5],
        dbg_appended: Vec::new(),
        dbg_types: DbgTypes::of(module),
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

/// The LLVM types a record's call and its intrinsic's declaration have (the record is not
/// converted, so no call of that type exists in the module).
#[derive(Clone, Copy)]
struct DbgTypes {
    void: LLVMTypeRef,
    metadata: LLVMTypeRef,
    /// Per record kind: `void (metadata, ...)` with its intrinsic's number of arguments.
    function: [LLVMTypeRef; 5],
}

impl DbgTypes {
    fn of(module: LLVMModuleRef) -> DbgTypes {
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

/// The module's metadata kind ids (registered when new) of the kernel attachments read through
/// the wrapper: `reqd_work_group_size` ([`ffi::reqd_work_group_size`]) and
/// `kernel_arg_type_qual` ([`ffi::kernel_arg_is_const`]).
struct MetadataKinds {
    work_group_size: u32,
    type_qual: u32,
}

impl MetadataKinds {
    fn of(module: LLVMModuleRef) -> Self {
        let kind = |name: &str| {
            // SAFETY: `module` is live; the name is passed with its length.
            unsafe {
                let ctx = LLVMGetModuleContext(module);
                LLVMGetMDKindIDInContext(ctx, name.as_ptr().cast(), name.len() as u32)
            }
        };
        MetadataKinds {
            work_group_size: kind("reqd_work_group_size"),
            type_qual: kind("kernel_arg_type_qual"),
        }
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

/// The node numbers of the module's `llvm.dbg.cu` operands.
fn compile_units(module: LLVMModuleRef, table: &DiTable) -> Vec<u32> {
    let name = c"llvm.dbg.cu";
    // SAFETY: live module; the operand buffer has exactly as many slots as LLVM reports.
    unsafe {
        let n = LLVMGetNamedMetadataNumOperands(module, name.as_ptr());
        let mut values = vec![std::ptr::null_mut(); n as usize];
        LLVMGetNamedMetadataOperands(module, name.as_ptr(), values.as_mut_ptr());
        values
            .into_iter()
            .filter_map(|v| table.node_index(LLVMValueAsMetadata(v)))
            .collect()
    }
}

struct Importer<'t> {
    table: &'t DiTable,
    /// What the structurizer changed, for [`Module::lowered_switches`] and
    /// [`Module::replaced_tests`].
    structurized: &'t super::structurize::Structurized,
    /// The ids of the function attachments read.
    metadata_kinds: MetadataKinds,
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
        // `half` is always a type of the module: the Vulkan lowering of vload_half/vstore_half
        // gives a buffer `half` elements that only the builtin's mangled name (`Dh`) mentions.
        if !self.out.types.contains(&Type::Half) {
            self.out.types.push(Type::Half);
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
                pointee_const: false,
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
        // An `available_externally` body is a copy of a function another module defines,
        // there for the optimizer to inline: LLVM's code generators emit no code (nor debug
        // info) for it, and SPIR-V allows no body on the `Import` function it links to. It
        // is imported as the declaration it stands for.
        let copy_of_external = linkage(f) == Linkage::AvailableExternally;
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
                .filter(|_| !copy_of_external)
                .and_then(|i| self.typed(i, SubprogramId::accepts).map(SubprogramId)),
            reqd_work_group_size: ffi::reqd_work_group_size(f, self.metadata_kinds.work_group_size),
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
                    pointee_const: ffi::kernel_arg_is_const(f, self.metadata_kinds.type_qual, i),
                });
            }
            // The declaration a copy stands for has no blocks.
            let first_block = if copy_of_external {
                std::ptr::null_mut()
            } else {
                LLVMGetFirstBasicBlock(f)
            };
            let mut next_inst = 0u32;
            let mut bb = first_block;
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
            // The numbering above counted them: one allocation instead of a doubling per
            // power of two.
            function.insts.reserve_exact(next_inst as usize);
            let mut bb = first_block;
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
        // The lowered switches of this function, in terms of the model (one whose tree or
        // selector the model cannot name is left out: coverage then has no site for it).
        let structurized = self.structurized;
        let id = self.functions.get(&f).copied();
        for &(_, block, condition) in structurized.replaced_tests.iter().filter(|t| t.0 == f) {
            let (Some(function), Some(&block)) = (id, values.blocks.get(&block)) else {
                continue;
            };
            let Ok(condition) = self.value(condition, &values, 0) else {
                continue;
            };
            self.out.replaced_tests.push(ReplacedTest {
                function,
                block,
                condition,
            });
        }
        for record in structurized.switches.iter().filter(|r| r.function == f) {
            let (Some(function), Some(&tree)) = (id, values.blocks.get(&record.tree)) else {
                continue;
            };
            let Ok(selector) = self.value(record.selector, &values, 0) else {
                continue;
            };
            self.out.lowered_switches.push(LoweredSwitch {
                function,
                tree,
                selector,
                bits: record.bits,
                cases: record.cases.clone(),
                arms: record.arms,
            });
        }
        Ok(function)
    }

    /// A DI node index as a typed id, when the node has the kind the id requires.
    fn typed(&self, index: u32, accepts: fn(&str) -> bool) -> Option<DiNodeId> {
        // The table's kind: the model joins the module only after the code import.
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
            let count = LLVMGetNumOperands(inst);
            let mut operands = Vec::with_capacity(count.max(0) as usize);
            for i in 0..count {
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
                                print_value(inst)
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
                ffi::print_dbg_record(record)
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
        let bad = |what: &str| match source {
            DbgSource::Call(call) => ImportError::Unsupported(format!(
                "{} call '{}' has {what}",
                kind.intrinsic_name(),
                print_value(call)
            )),
            DbgSource::Record(record) => ImportError::Unsupported(format!(
                "{} record '{}' has {what}",
                kind.intrinsic_name(),
                ffi::print_dbg_record(record)
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
            print_value(v)
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
                        text: print_value(c),
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
                    text: print_value(c),
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
                _ => Type::Other(print_type(t)),
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
        Type::Half => u64::from(crate::half::f32_to_f16_bits(value as f32)),
        _ => value.to_bits(),
    }
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
