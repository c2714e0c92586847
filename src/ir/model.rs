//! The owned, LLVM-free IR model the backend and the NSDI handler consume.
//!
//! It keeps what code generation and debug info need of an LLVM module: types, constants,
//! globals, functions with blocks and instructions, each instruction's `DILocation`, and the
//! `llvm.dbg.*` intrinsics with the SSA values they describe.
//!
//! Everything is an arena indexed by a typed id ([`TypeRef`], [`ConstId`], [`FuncId`],
//! [`InstId`], ...); [`Module`] owns the arenas and the [`DiModule`]. The model is plain data:
//! `ir::load_file` fills it from LLVM, and anything else may build one by hand.
//!
//! # Example
//!
//! `define spir_kernel void @k() { entry: ret void }`, built without LLVM:
//!
//! ```
//! use nsdi::ir::*;
//!
//! let mut m = Module::default();
//! m.types = vec![
//!     Type::Void,
//!     Type::Function { ret: TypeRef(0), params: vec![], vararg: false },
//! ];
//! m.functions.push(Function {
//!     name: "k".into(),
//!     ty: TypeRef(1),
//!     params: vec![],
//!     calling_conv: CALLING_CONV_SPIR_KERNEL,
//!     blocks: vec![Block { name: "entry".into(), first: InstId(0), len: 1 }],
//!     insts: vec![Instruction {
//!         opcode: Opcode::Ret,
//!         name: String::new(),
//!         ty: TypeRef(0),
//!         operands: vec![],
//!         loc: None,
//!         detail: InstDetail::None,
//!         dbg: None,
//!     }],
//!     subprogram: None,
//!     reqd_work_group_size: None,
//!     linkage: Linkage::External,
//!     hidden: false,
//! });
//! assert!(m.functions[0].is_kernel());
//! assert_eq!(m.type_name(TypeRef(1)), "void ()");
//!
//! let words = nsdi::backend::compile(&m, Vec::new()).expect("the module compiles");
//! assert_eq!(words[0], rspirv::spirv::MAGIC_NUMBER);
//! ```

use crate::di::{DiModule, DiNodeId, ExpressionId, LocationId, SubprogramId};

/// Index into [`Module::types`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeRef(pub u32);
/// Index into [`Module::constants`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ConstId(pub u32);
/// Index into [`Module::globals`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GlobalId(pub u32);
/// Index into [`Module::functions`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FuncId(pub u32);
/// Index into [`Function::blocks`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlockId(pub u32);
/// Index into [`Function::insts`] (function-wide, in block order).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct InstId(pub u32);

/// An LLVM type. Each distinct LLVM type is one entry of [`Module::types`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    /// `void`.
    Void,
    /// `iN`, of this many bits (`i1` is a boolean).
    Int(u32),
    /// `half` (IEEE binary16).
    Half,
    /// `bfloat`.
    BFloat,
    /// `float`.
    Float,
    /// `double`.
    Double,
    /// Opaque pointer in an address space (OpenCL: 0 private, 1 global, 2 constant, 3 local,
    /// 4 generic).
    Pointer(u32),
    /// `<len x elem>`, or `<vscale x len x elem>` when `scalable`.
    Vector {
        /// Element type.
        elem: TypeRef,
        /// Element count (the minimum count when scalable).
        len: u32,
        /// A scalable vector.
        scalable: bool,
    },
    /// `[len x elem]`.
    Array {
        /// Element type.
        elem: TypeRef,
        /// Element count.
        len: u64,
    },
    /// A literal (`{ i32, float }`) or identified (`%struct.Particle`) struct.
    Struct {
        /// The identified struct's name without `%`; `None` for a literal struct.
        name: Option<String>,
        /// Field types, in order.
        fields: Vec<TypeRef>,
        /// `<{ ... }>`: no padding between fields.
        packed: bool,
        /// Declared without a body (`%T = type opaque`).
        opaque: bool,
    },
    /// A function type.
    Function {
        /// Return type.
        ret: TypeRef,
        /// Parameter types.
        params: Vec<TypeRef>,
        /// Takes `...`.
        vararg: bool,
    },
    /// `label`: the type of basic blocks.
    Label,
    /// `metadata`: the type of debug intrinsics' metadata operands.
    Metadata,
    /// `token`.
    Token,
    /// Anything else (x86_fp80, target extension types, ...), as LLVM prints it.
    Other(String),
}

/// An SSA value an instruction or debug intrinsic refers to.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Value {
    /// The result of an instruction of the same function.
    Inst(InstId),
    /// A parameter of the same function, by index.
    Param(u32),
    /// A constant.
    Const(ConstId),
    /// A global variable's address.
    Global(GlobalId),
    /// A function's address (also the callee operand of a call).
    Function(FuncId),
    /// A basic block (branch targets, phi predecessors).
    Block(BlockId),
    /// A metadata operand (debug intrinsics' own operands, handled through [`DbgIntrinsic`]).
    Metadata,
}

/// A constant.
#[derive(Clone, Debug, PartialEq)]
pub enum Constant {
    /// Integer of any width up to 64 bits, zero-extended.
    Int {
        /// The integer type.
        ty: TypeRef,
        /// The value's bits, zero-extended to 64.
        value: u64,
    },
    /// Floating point, as the bit pattern of its own width.
    Float {
        /// The floating-point type.
        ty: TypeRef,
        /// IEEE bits of the type's width (an f32's 32 bits, a half's 16), zero-extended.
        bits: u64,
    },
    /// `null` of a pointer type.
    Null(TypeRef),
    /// `zeroinitializer` of an aggregate or vector type.
    Zero(TypeRef),
    /// `undef`.
    Undef(TypeRef),
    /// `poison`.
    Poison(TypeRef),
    /// Array, struct or vector of constants.
    Aggregate {
        /// The aggregate type.
        ty: TypeRef,
        /// Elements in order: constants, or globals and functions (addresses).
        elems: Vec<Value>,
    },
    /// Constant data string (`c"..."`) or other data arrays, element values zero-extended.
    Data {
        /// The array or vector type.
        ty: TypeRef,
        /// Element values.
        elems: Vec<u64>,
    },
    /// A constant expression: opcode and operands (and a GEP's source element type).
    Expr {
        /// The expression's result type.
        ty: TypeRef,
        /// The operation (`getelementptr`, `addrspacecast`, ...).
        opcode: Opcode,
        /// Its operands.
        operands: Vec<Value>,
        /// A `getelementptr`'s source element type; `None` for other opcodes.
        gep_source: Option<TypeRef>,
        /// `getelementptr inbounds`.
        inbounds: bool,
    },
    /// Anything else, as LLVM prints it.
    Other {
        /// The constant's type.
        ty: TypeRef,
        /// LLVM's printed form, e.g. of an integer wider than 64 bits.
        text: String,
    },
}

impl Constant {
    /// The constant's type.
    pub fn ty(&self) -> TypeRef {
        match self {
            Constant::Int { ty, .. }
            | Constant::Float { ty, .. }
            | Constant::Null(ty)
            | Constant::Zero(ty)
            | Constant::Undef(ty)
            | Constant::Poison(ty)
            | Constant::Aggregate { ty, .. }
            | Constant::Data { ty, .. }
            | Constant::Expr { ty, .. }
            | Constant::Other { ty, .. } => *ty,
        }
    }
}

/// A global variable.
#[derive(Clone, Debug, PartialEq)]
pub struct Global {
    /// Name without `@` (empty for an unnamed global).
    pub name: String,
    /// The type of the value stored (the global itself is a pointer).
    pub value_type: TypeRef,
    /// Address space of the global's pointer (OpenCL: 1 global, 2 constant, 3 local).
    pub address_space: u32,
    /// The initializer; `None` for a declaration.
    pub initializer: Option<Value>,
    /// Declared `constant` (read-only).
    pub is_constant: bool,
    /// `align N` in bytes (0: unspecified).
    pub alignment: u32,
    /// A declaration without a definition (`external global`).
    pub is_external: bool,
    /// LLVM linkage (`internal`, `linkonce_odr`, ...): decides the SPIR-V `LinkageAttributes`.
    pub linkage: Linkage,
    /// `hidden` visibility: not visible outside the linked program, so never exported.
    pub hidden: bool,
    /// `!dbg` attachments (DIGlobalVariableExpression).
    pub debug: Vec<DiNodeId>,
}

/// A function definition or declaration.
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    /// Name without `@`.
    pub name: String,
    /// The function type ([`Type::Function`]).
    pub ty: TypeRef,
    /// Parameters, in order.
    pub params: Vec<Param>,
    /// LLVM calling convention number ([`CALLING_CONV_SPIR_KERNEL`] for kernels).
    pub calling_conv: u32,
    /// Basic blocks in LLVM's layout order; empty for a declaration.
    pub blocks: Vec<Block>,
    /// Every instruction of the function, block after block; blocks are runs of it.
    pub insts: Vec<Instruction>,
    /// The `!dbg` DISubprogram attachment, when the function has one.
    pub subprogram: Option<SubprogramId>,
    /// `reqd_work_group_size` metadata, when present.
    pub reqd_work_group_size: Option<[u32; 3]>,
    /// LLVM linkage (`internal`, `linkonce_odr`, ...): decides the SPIR-V `LinkageAttributes`.
    pub linkage: Linkage,
    /// `hidden` visibility: not visible outside the linked program, so never exported.
    pub hidden: bool,
}

/// An LLVM linkage type (LangRef "Linkage Types"), as far as SPIR-V linkage tells them apart.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Linkage {
    /// `external` (no keyword), also `extern_weak` declarations.
    #[default]
    External,
    /// `available_externally`: a copy of a definition that lives in another module.
    AvailableExternally,
    /// `linkonce_odr`: merged with identical definitions (C++ inline functions, templates).
    LinkOnceOdr,
    /// `linkonce`, `weak`, `weak_odr`, `common`: visible outside, merged by the linker.
    Mergeable,
    /// `internal` or `private`: local to the module.
    Local,
    /// `appending` (`llvm.global_ctors` and the like).
    Appending,
}

/// LLVM's `spir_kernel` calling convention.
pub const CALLING_CONV_SPIR_KERNEL: u32 = 76;

impl Function {
    /// A declaration (no body): nothing is lowered for it but an import.
    pub fn is_declaration(&self) -> bool {
        self.blocks.is_empty()
    }

    /// An OpenCL kernel (`spir_kernel`): it becomes an `OpEntryPoint`.
    pub fn is_kernel(&self) -> bool {
        self.calling_conv == CALLING_CONV_SPIR_KERNEL
    }

    /// Blocks in reverse post-order from the entry, then unreachable ones: SPIR-V requires every
    /// block to come after its dominator, which LLVM's layout does not promise.
    pub fn block_order(&self) -> Vec<BlockId> {
        let n = self.blocks.len();
        let successors = |b: usize| -> Vec<usize> {
            let block = &self.blocks[b];
            if block.len == 0 {
                return Vec::new();
            }
            let last = self.inst(InstId(block.first.0 + block.len - 1));
            let mut out: Vec<usize> = Vec::new();
            for v in &last.operands {
                if let Value::Block(s) = v
                    && !out.contains(&(s.0 as usize))
                {
                    out.push(s.0 as usize);
                }
            }
            // A conditional branch lists (cond, false, true): visit the true edge first.
            if last.opcode == Opcode::Br {
                out.reverse();
            }
            out
        };
        let mut visited = vec![false; n];
        let mut post_order = Vec::with_capacity(n);
        if n > 0 {
            let mut stack = vec![(0usize, successors(0), 0usize)];
            visited[0] = true;
            while let Some((b, succ, next)) = stack.last_mut() {
                if let Some(&s) = succ.get(*next) {
                    *next += 1;
                    if !visited[s] {
                        visited[s] = true;
                        stack.push((s, successors(s), 0));
                    }
                } else {
                    post_order.push(*b);
                    stack.pop();
                }
            }
        }
        let mut order: Vec<BlockId> = post_order
            .iter()
            .rev()
            .map(|&b| BlockId(b as u32))
            .collect();
        order.extend((0..n).filter(|&b| !visited[b]).map(|b| BlockId(b as u32)));
        order
    }

    /// The instruction `id`.
    ///
    /// # Panics
    /// When `id` is not an instruction of this function.
    pub fn inst(&self, id: InstId) -> &Instruction {
        &self.insts[id.0 as usize]
    }

    /// The instructions of a block.
    pub fn block_insts(&self, block: BlockId) -> impl Iterator<Item = (InstId, &Instruction)> {
        let b = &self.blocks[block.0 as usize];
        (b.first.0..b.first.0 + b.len).map(|i| (InstId(i), &self.insts[i as usize]))
    }
}

/// A function parameter.
#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    /// Name without `%` (LLVM's slot number when unnamed).
    pub name: String,
    /// The parameter's type.
    pub ty: TypeRef,
    /// `byval(T)`: the callee gets its own copy of a `T`.
    pub byval: Option<TypeRef>,
    /// Parameter attributes SPIR-V can say (`zeroext`, `signext`, `noalias`, `nocapture`,
    /// `readonly`).
    pub attributes: Vec<String>,
    /// A kernel's pointer parameter declared to a `const` pointee (`kernel_arg_type_qual`):
    /// what the source promises, unlike `readonly`, which the optimizer may infer.
    pub pointee_const: bool,
}

/// A basic block: a run of [`Function::insts`].
#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    /// Label without `%` (LLVM's slot number when unnamed).
    pub name: String,
    /// Its first instruction.
    pub first: InstId,
    /// Number of instructions, the terminator included.
    pub len: u32,
}

/// One instruction.
#[derive(Clone, Debug, PartialEq)]
pub struct Instruction {
    /// What the instruction does.
    pub opcode: Opcode,
    /// The result name without `%`: LLVM's slot number when unnamed, empty when the result
    /// type is `void`.
    pub name: String,
    /// The result type (`void` for none).
    pub ty: TypeRef,
    /// Operands in LLVM's order (a call's callee last; a phi's as (value, block) pairs).
    pub operands: Vec<Value>,
    /// The `!dbg` DILocation, when the instruction has one.
    pub loc: Option<LocationId>,
    /// Opcode-specific details LLVM keeps outside the operand list.
    pub detail: InstDetail,
    /// Set for calls to `llvm.dbg.*`.
    pub dbg: Option<Box<DbgIntrinsic>>,
}

impl Instruction {
    /// The result's name when a source gave it one (`add`, `i.next`); `None` for LLVM's slot
    /// numbers (`%5`, which the import gives unnamed results) and for `void` results.
    pub fn source_name(&self) -> Option<&str> {
        let slot_number = self.name.bytes().all(|b| b.is_ascii_digit());
        (!slot_number).then_some(self.name.as_str())
    }
}

/// Instruction details beyond opcode and operands.
#[derive(Clone, Debug, PartialEq, Default)]
pub enum InstDetail {
    /// Nothing beyond opcode and operands.
    #[default]
    None,
    /// icmp/fcmp predicate (LLVM's numbering).
    Predicate(u32),
    /// alloca: allocated type and alignment.
    Alloca {
        /// The type allocated.
        allocated: TypeRef,
        /// `align N` in bytes.
        align: u32,
    },
    /// load/store alignment and volatility.
    Memory {
        /// `align N` in bytes.
        align: u32,
        /// `volatile`.
        volatile: bool,
    },
    /// getelementptr source element type.
    Gep {
        /// The element type the indices step through.
        source: TypeRef,
        /// `inbounds`.
        inbounds: bool,
    },
    /// extractvalue/insertvalue indices.
    Indices(Vec<u32>),
    /// shufflevector mask (-1 for poison lanes).
    Mask(Vec<i32>),
    /// call: the callee's name when it is a known function.
    Call {
        /// Name without `@` of a direct callee; `None` for an indirect call.
        callee: Option<String>,
    },
    /// atomicrmw operation, cmpxchg/fence ordering and sync scope.
    Atomic {
        /// atomicrmw operation, LLVM C API numbering (`LLVMAtomicRMWBinOp`); 0 (unused) for
        /// cmpxchg and fence.
        op: u32,
        /// Ordering (the success ordering of a cmpxchg), `LLVMAtomicOrdering` numbering.
        ordering: u32,
        /// cmpxchg failure ordering; 0 otherwise.
        failure_ordering: u32,
        /// `syncscope("singlethread")`.
        single_thread: bool,
    },
}

/// What an `llvm.dbg.*` call says.
#[derive(Clone, Debug, PartialEq)]
pub struct DbgIntrinsic {
    /// Which intrinsic.
    pub kind: DbgKind,
    /// DILocalVariable (or DILabel for labels).
    pub variable: DiNodeId,
    /// The DIExpression applied to the location(s); `None` for labels.
    pub expression: Option<ExpressionId>,
    /// The described values; `None` is a killed location (`!{}`), undef or poison.
    pub locations: Vec<Option<Value>>,
    /// The location operand was a `DIArgList`.
    pub is_arg_list: bool,
    /// dbg.assign only: the DIAssignID, the address and its expression.
    pub assign: Option<DbgAssign>,
}

/// The extra operands of `llvm.dbg.assign` (assignment tracking): which store it belongs to and
/// where the variable lives in memory.
#[derive(Clone, Debug, PartialEq)]
pub struct DbgAssign {
    /// The DIAssignID shared with the store(s) it describes.
    pub id: DiNodeId,
    /// The variable's address (`None` when killed, undef or poison).
    pub address: Option<Value>,
    /// The DIExpression applied to the address.
    pub address_expression: Option<ExpressionId>,
}

/// Which `llvm.dbg.*` intrinsic a call is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DbgKind {
    /// `llvm.dbg.declare`: the variable lives at this address for its whole scope
    /// (DebugDeclare).
    Declare,
    /// `llvm.dbg.value`: the variable has this value from here on (DebugValue).
    Value,
    /// `llvm.dbg.assign`: a `dbg.value` linked to a store by a DIAssignID.
    Assign,
    /// `llvm.dbg.label`: a source label is here.
    Label,
}

impl DbgKind {
    /// The intrinsic's LLVM name, e.g. `llvm.dbg.value`.
    pub fn intrinsic_name(self) -> &'static str {
        match self {
            DbgKind::Declare => "llvm.dbg.declare",
            DbgKind::Value => "llvm.dbg.value",
            DbgKind::Assign => "llvm.dbg.assign",
            DbgKind::Label => "llvm.dbg.label",
        }
    }
}

macro_rules! opcodes {
    ($($variant:ident = $name:literal),* $(,)?) => {
        /// An LLVM instruction opcode, named as in LLVM's assembly.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum Opcode { $(#[doc = concat!("`", $name, "`.")] $variant,)* }

        impl Opcode {
            /// The opcode as LLVM's assembly spells it (`getelementptr`, `cmpxchg`).
            pub fn name(self) -> &'static str {
                match self { $(Opcode::$variant => $name,)* }
            }
        }
    };
}

opcodes! {
    Ret = "ret", Br = "br", Switch = "switch", IndirectBr = "indirectbr", Invoke = "invoke",
    Unreachable = "unreachable", CallBr = "callbr", FNeg = "fneg", Add = "add", FAdd = "fadd",
    Sub = "sub", FSub = "fsub", Mul = "mul", FMul = "fmul", UDiv = "udiv", SDiv = "sdiv",
    FDiv = "fdiv", URem = "urem", SRem = "srem", FRem = "frem", Shl = "shl", LShr = "lshr",
    AShr = "ashr", And = "and", Or = "or", Xor = "xor", Alloca = "alloca", Load = "load",
    Store = "store", GetElementPtr = "getelementptr", Trunc = "trunc", ZExt = "zext",
    SExt = "sext", FPToUI = "fptoui", FPToSI = "fptosi", UIToFP = "uitofp", SIToFP = "sitofp",
    FPTrunc = "fptrunc", FPExt = "fpext", PtrToInt = "ptrtoint", IntToPtr = "inttoptr",
    BitCast = "bitcast", AddrSpaceCast = "addrspacecast", ICmp = "icmp", FCmp = "fcmp",
    Phi = "phi", Call = "call", Select = "select", VAArg = "va_arg",
    ExtractElement = "extractelement", InsertElement = "insertelement",
    ShuffleVector = "shufflevector", ExtractValue = "extractvalue", InsertValue = "insertvalue",
    Freeze = "freeze", Fence = "fence", AtomicCmpXchg = "cmpxchg", AtomicRMW = "atomicrmw",
    Resume = "resume", LandingPad = "landingpad", CleanupRet = "cleanupret",
    CatchRet = "catchret", CatchPad = "catchpad", CleanupPad = "cleanuppad",
    CatchSwitch = "catchswitch", UserOp = "userop",
}

/// A whole module: the IR and its debug info.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Module {
    /// The input path as given.
    pub source_name: String,
    /// The module's `target triple` (empty when it has none); a Vulkan triple
    /// (`spirv-unknown-vulkan1.3-compute`) selects the Vulkan flavour.
    pub target_triple: String,
    /// The module's debug info; empty when it has none (or it was skipped on load).
    pub di: DiModule,
    /// Every type the module uses, indexed by [`TypeRef`].
    pub types: Vec<Type>,
    /// Every constant operand, indexed by [`ConstId`].
    pub constants: Vec<Constant>,
    /// Global variables in module order, indexed by [`GlobalId`].
    pub globals: Vec<Global>,
    /// Functions (definitions and declarations) in module order, indexed by [`FuncId`].
    pub functions: Vec<Function>,
    /// The switches the Vulkan flavour's structurizer lowered to compare trees before the
    /// import, in module order: what source coverage needs to count their cases as arms
    /// (docs/COVERAGE.md). Nothing else reads it; empty for the Kernel flavour.
    pub lowered_switches: Vec<LoweredSwitch>,
    /// The original conditional branches the Vulkan flavour's structurizer replaced by an
    /// unconditional branch into a block of its own (which carries the condition on in a
    /// phi), in module order: source coverage counts their arms where they were.
    pub replaced_tests: Vec<ReplacedTest>,
}

/// An original conditional branch that `structurizecfg` replaced: its block now ends in an
/// unconditional branch (with the original branch's location), and the decision is taken in
/// a block the structurizer made (the test of a loop with two exits ends this way).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplacedTest {
    /// The function it is in.
    pub function: FuncId,
    /// The block whose branch it was.
    pub block: BlockId,
    /// The condition that branch tested.
    pub condition: Value,
}

/// A `switch` that LLVM's `lower-switch` turned into a tree of compares (the Vulkan flavour):
/// its own block now ends in a branch to the tree's first block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoweredSwitch {
    /// The function it is in.
    pub function: FuncId,
    /// The first block of the compare tree (the switch's own block branches to it).
    pub tree: BlockId,
    /// The value the switch tested.
    pub selector: Value,
    /// The selector's width in bits (at most 64).
    pub bits: u32,
    /// Per case, in the switch's order: its value (the low `bits` bits) and its arm. Arm 0 is
    /// the default; arm k the k-th distinct case target, in the order of the cases (a case
    /// that goes where the default goes counts as the default).
    pub cases: Vec<(u64, u32)>,
    /// The number of arms (the default's included).
    pub arms: u32,
}

impl Module {
    /// The type `t` names.
    ///
    /// # Panics
    /// When `t` is not a type of this module.
    pub fn ty(&self, t: TypeRef) -> &Type {
        &self.types[t.0 as usize]
    }

    /// The constant `c` names.
    ///
    /// # Panics
    /// When `c` is not a constant of this module.
    pub fn constant(&self, c: ConstId) -> &Constant {
        &self.constants[c.0 as usize]
    }

    /// `file:line:col` of a location, for diagnostics (`None` for line 0 or no scope file).
    pub fn describe_location(&self, loc: LocationId) -> Option<String> {
        let l = self.di.location(loc);
        if l.line == 0 {
            return None;
        }
        let file = l
            .scope
            .and_then(|s| self.di.scope_file(s.0))
            .map(|f| self.di.file(f).filename.clone())
            .unwrap_or_else(|| "<unknown>".to_owned());
        Some(format!("{file}:{}:{}", l.line, l.column))
    }
}

impl Module {
    /// A short operand spelling for dumps and diagnostics: `%name`, `%3` (unnamed instruction by
    /// index), `i32 7`, `undef`, `@global`.
    pub fn describe_value(&self, function: &Function, value: Value) -> String {
        match value {
            Value::Inst(i) => match function.inst(i).name.as_str() {
                "" => format!("%{}", i.0),
                name => format!("%{name}"),
            },
            Value::Param(p) => match function.params.get(p as usize).map(|p| p.name.as_str()) {
                Some("") | None => format!("%arg{p}"),
                Some(name) => format!("%{name}"),
            },
            Value::Global(g) => format!("@{}", self.globals[g.0 as usize].name),
            Value::Function(f) => format!("@{}", self.functions[f.0 as usize].name),
            Value::Block(b) => format!("label %{}", function.blocks[b.0 as usize].name),
            Value::Metadata => "metadata".to_owned(),
            Value::Const(c) => self.describe_constant(c),
        }
    }

    /// A constant's short spelling (see [`Module::describe_value`]).
    pub fn describe_constant(&self, c: ConstId) -> String {
        match self.constant(c) {
            Constant::Int { ty, value } => format!("{} {value}", self.type_name(*ty)),
            Constant::Float { ty, bits } => format!("{} {bits:#x}", self.type_name(*ty)),
            Constant::Null(_) => "null".to_owned(),
            Constant::Zero(_) => "zeroinitializer".to_owned(),
            Constant::Undef(_) => "undef".to_owned(),
            Constant::Poison(_) => "poison".to_owned(),
            Constant::Other { text, .. } => text.clone(),
            Constant::Aggregate { ty, .. } | Constant::Data { ty, .. } => {
                format!("{} <aggregate>", self.type_name(*ty))
            }
            Constant::Expr { opcode, .. } => format!("{} (...)", opcode.name()),
        }
    }

    /// A type in LLVM's spelling.
    pub fn type_name(&self, t: TypeRef) -> String {
        match self.ty(t) {
            Type::Void => "void".to_owned(),
            Type::Int(bits) => format!("i{bits}"),
            Type::Half => "half".to_owned(),
            Type::BFloat => "bfloat".to_owned(),
            Type::Float => "float".to_owned(),
            Type::Double => "double".to_owned(),
            Type::Pointer(0) => "ptr".to_owned(),
            Type::Pointer(a) => format!("ptr addrspace({a})"),
            Type::Vector {
                elem,
                len,
                scalable,
            } => {
                let prefix = if *scalable { "vscale x " } else { "" };
                format!("<{prefix}{len} x {}>", self.type_name(*elem))
            }
            Type::Array { elem, len } => format!("[{len} x {}]", self.type_name(*elem)),
            Type::Struct {
                name: Some(name), ..
            } => format!("%{name}"),
            Type::Struct { fields, packed, .. } => {
                let inner: Vec<String> = fields.iter().map(|f| self.type_name(*f)).collect();
                if *packed {
                    format!("<{{ {} }}>", inner.join(", "))
                } else {
                    format!("{{ {} }}", inner.join(", "))
                }
            }
            Type::Function {
                ret,
                params,
                vararg,
            } => {
                let mut inner: Vec<String> = params.iter().map(|p| self.type_name(*p)).collect();
                if *vararg {
                    inner.push("...".to_owned());
                }
                format!("{} ({})", self.type_name(*ret), inner.join(", "))
            }
            Type::Label => "label".to_owned(),
            Type::Metadata => "metadata".to_owned(),
            Type::Token => "token".to_owned(),
            Type::Other(text) => text.clone(),
        }
    }

    /// `--dump-di`'s second part: per function, its subprogram, how many instructions carry a
    /// location, and every debug intrinsic with the values it describes.
    pub fn dump_debug_uses(&self) -> String {
        use std::fmt::Write;
        let mut out = String::new();
        for g in &self.globals {
            if !g.debug.is_empty() {
                let nodes: Vec<String> = g.debug.iter().map(|n| format!("!{}", n.0)).collect();
                let _ = writeln!(out, "global @{} !dbg {}", g.name, nodes.join(", "));
            }
        }
        for f in &self.functions {
            if f.is_declaration() {
                continue;
            }
            let sp = f
                .subprogram
                .map_or_else(|| "none".to_owned(), |s| format!("!{}", s.0.0));
            let located = f.insts.iter().filter(|i| i.loc.is_some()).count();
            let _ = writeln!(
                out,
                "function @{} subprogram {sp}: {} blocks, {} instructions, {located} with a location",
                f.name,
                f.blocks.len(),
                f.insts.len()
            );
            for inst in &f.insts {
                let Some(dbg) = &inst.dbg else { continue };
                let locations: Vec<String> = dbg
                    .locations
                    .iter()
                    .map(|v| v.map_or_else(|| "!{}".to_owned(), |v| self.describe_value(f, v)))
                    .collect();
                let location = if dbg.is_arg_list {
                    format!("!DIArgList({})", locations.join(", "))
                } else {
                    locations.join(", ")
                };
                let mut expr = String::new();
                if let Some(e) = dbg.expression {
                    self.di.dump_node_ref(e.0, &mut expr);
                }
                let at = inst
                    .loc
                    .map_or_else(|| "none".to_owned(), |l| format!("!{}", l.0.0));
                let _ = write!(out, "  {}(", dbg.kind.intrinsic_name());
                if dbg.kind != DbgKind::Label {
                    let _ = write!(out, "{location}, ");
                }
                let _ = write!(out, "!{}", dbg.variable.0);
                if !expr.is_empty() {
                    let _ = write!(out, ", {expr}");
                }
                if let Some(a) = &dbg.assign {
                    let address = a
                        .address
                        .map_or_else(|| "!{}".to_owned(), |v| self.describe_value(f, v));
                    let _ = write!(out, ", !{}, {address}", a.id.0);
                    if let Some(e) = a.address_expression {
                        out.push_str(", ");
                        self.di.dump_node_ref(e.0, &mut out);
                    }
                }
                let _ = writeln!(out, ") !dbg {at}");
            }
        }
        out
    }
}
