//! Write-then-read tests of the emitter, one file per instruction family, in the manner of
//! gimli's writer tests: describe DI with [`DiBuilder`](crate::di::DiBuilder), drive
//! [`NsdiEmitter`] over a small rspirv module through [`BuilderTarget`], then read every NSDI
//! instruction of the module only through the generated views ([`crate::nsdi::view`]). No LLVM anywhere: these run with `--no-default-features`.
//!
//! Every call to the emitter's constructor, its remarks and its variable calls is in this file,
//! so when those public calls change the tests are fixed here once.
//!
//! Each module is checked structurally before a test sees it ([`Emitted::read`]): every
//! operand id is defined in the module, operands name what the grammar says they name (a
//! string an `OpString`, a source a `DebugSource`, ...), and an instruction is
//! `OpExtInstWithForwardRefsKHR` exactly when it names an id defined after it.

mod composites;
mod functions;
mod lines;
mod module_scope;
mod scopes;
mod types;
mod variables;
mod written;

use std::collections::HashMap;

use rspirv::dr::{Builder, Instruction, Module, Operand};
use rspirv::spirv::{
    AddressingModel, Capability, FunctionControl, MemoryModel, Op, StorageClass, Word,
};

use crate::debug::{BuilderTarget, DebugLevel, DebugOptions, NsdiEmitter};
use crate::di::{
    CompileUnitId, DiBuilder, DiModule, DwLang, ExpressionId, FileId, GlobalVariableExpressionId,
    LocalVariableId, LocationId, SubprogramId,
};
use crate::nsdi::{ConstId, DebugOp, IdKind, NsdiView, SET_NAME, StringId, TypedId};

/// The command line every scenario's emitter records in DebugEntryPoint.
pub(super) const COMMAND_LINE: &str = "nsdi-unit-test -g";

/// The file most scenarios describe, with its text embedded.
/// Long enough for every line the scenarios name (text shorter than the lines the DI names is
/// dropped: scopes.rs).
pub(super) const SOURCE_TEXT: &str = "kernel void k(global float *out) {\n  out[0] = 1.0f;\n}\n\
    //\n//\n//\n//\n//\n//\n//\n//\n//\n//\n//\n//\n//\n//\n//\n//\n//\n//\n//\n//\n";

/// A file `k.cl` in `/src` with [`SOURCE_TEXT`], and an OpenCL C compile unit for it.
pub(super) fn opencl_unit(di: &mut DiBuilder) -> (FileId, CompileUnitId) {
    let file = di.file("k.cl", "/src", Some(SOURCE_TEXT));
    let unit = di.compile_unit(DwLang(gimli::DW_LANG_OpenCL.0), file, "clang 19");
    (file, unit)
}

/// `struct node { struct node *next; int value; }` at line 2 of `file`, in `unit`: the struct
/// and the pointer to it.
pub(super) fn linked_list_node(
    di: &mut DiBuilder,
    file: FileId,
    unit: CompileUnitId,
) -> (crate::di::TypeId, crate::di::TypeId) {
    let int = di.basic_type("int", 32, crate::di::DwAte(gimli::DW_ATE_signed.0));
    let node = di.composite_type(
        gimli::DW_TAG_structure_type,
        "node",
        Some(unit.into()),
        file,
        2,
        128,
        crate::di::DiFlags(0),
    );
    let pointer = di.pointer_type(Some(node), 64, None);
    let next = di.member(node, "next", file, 3, pointer, 64, 0);
    let value = di.member(node, "value", file, 4, int, 32, 64);
    di.set_elements(node, &[next, value]);
    (node, pointer)
}

/// What to run: the DI, the emitter's options, what the module's one function stands for and
/// which globals and entry points the producer reports.
pub(super) struct Scenario<'d> {
    di: &'d DiModule,
    forward_refs: bool,
    inlined_variables: bool,
    subprogram: Option<SubprogramId>,
    entry_points: Vec<SubprogramId>,
    bound_globals: Vec<GlobalVariableExpressionId>,
}

impl<'d> Scenario<'d> {
    /// Full debug info, no forward references, a function without a subprogram.
    pub(super) fn new(di: &'d DiModule) -> Self {
        Scenario {
            di,
            forward_refs: false,
            inlined_variables: false,
            subprogram: None,
            entry_points: Vec::new(),
            bound_globals: Vec::new(),
        }
    }

    /// Allows `SPV_KHR_relaxed_extended_instruction`.
    pub(super) fn forward_refs(mut self) -> Self {
        self.forward_refs = true;
        self
    }

    /// Asks for DebugInlinedVariable.
    pub(super) fn inlined_variables(mut self) -> Self {
        self.inlined_variables = true;
        self
    }

    /// The module's function is this subprogram.
    pub(super) fn function(mut self, subprogram: SubprogramId) -> Self {
        self.subprogram = Some(subprogram);
        self
    }

    /// Reports `subprogram` as an entry point at `end_module`.
    pub(super) fn entry_point(mut self, subprogram: SubprogramId) -> Self {
        self.entry_points.push(subprogram);
        self
    }

    /// Binds the global to the module's one `OpVariable` ([`Emitted::global`]).
    pub(super) fn bind_global(mut self, global: GlobalVariableExpressionId) -> Self {
        self.bound_globals.push(global);
        self
    }

    /// Writes the module: `begin_module`, the function (its entry block's `OpVariable`, then
    /// `function_definition`, then `body`), `bind_global`s, `end_module`; then reads it back.
    pub(super) fn run(self, body: impl FnOnce(&mut Body<'_, '_, 'd>)) -> Emitted {
        let options = DebugOptions {
            level: DebugLevel::Full,
            forward_refs: self.forward_refs,
            command_line: COMMAND_LINE.to_owned(),
            inlined_variables: self.inlined_variables,
            pointer_storage: Default::default(),
            member_indexes: false,
        };
        let mut emitter = NsdiEmitter::new(self.di, options);

        let mut builder = Builder::new();
        builder.set_version(1, 4);
        builder.capability(Capability::Shader);
        builder.memory_model(AddressingModel::Logical, MemoryModel::GLSL450);
        let void = builder.type_void();
        let float = builder.type_float(32, None);
        let function_type = builder.type_function(void, vec![]);
        let private_float = builder.type_pointer(None, StorageClass::Private, float);
        let function_float = builder.type_pointer(None, StorageClass::Function, float);
        let global = builder.variable(private_float, None, StorageClass::Private, None);

        let mut target = BuilderTarget::new(&mut builder);
        emitter.begin_module(&mut target);
        let b = target.builder();
        let function = b
            .begin_function(void, None, FunctionControl::NONE, function_type)
            .expect("no function is open");
        b.begin_block(None).expect("no block is open");
        let storage = b.variable(function_float, None, StorageClass::Function, None);
        emitter.begin_function(self.subprogram);
        emitter.function_definition(&mut target, function);
        let mut state = Body {
            emitter: &mut emitter,
            target: &mut target,
            float,
            storage,
        };
        body(&mut state);
        target.builder().ret().expect("inside a block");
        target.builder().end_function().expect("inside a function");
        emitter.end_function();
        for global_expression in &self.bound_globals {
            emitter.bind_global(*global_expression, global);
        }
        emitter.end_module(&mut target, &self.entry_points);
        drop(target);

        // rspirv's loader refuses OpExtInst at module scope, so the module is read as built;
        // its instructions are what `assemble` writes.
        let module = builder.module();
        let remarks = emitter
            .take_remarks()
            .into_iter()
            .map(|remark| remark.to_string())
            .collect();
        Emitted::read(module, remarks, function, storage, global)
    }
}

/// An emitter that wrote the DebugLocalVariables of `variables`, in order, and nothing else
/// (no function), then `end_module`: for the questions a producer asks afterwards
/// ([`NsdiEmitter::written_type`]).
pub(super) fn after_variables<'d>(
    di: &'d DiModule,
    forward_refs: bool,
    variables: &[LocalVariableId],
) -> NsdiEmitter<'d> {
    let options = DebugOptions {
        level: DebugLevel::Full,
        forward_refs,
        command_line: COMMAND_LINE.to_owned(),
        inlined_variables: false,
        pointer_storage: Default::default(),
        member_indexes: false,
    };
    let mut emitter = NsdiEmitter::new(di, options);
    let mut builder = Builder::new();
    builder.capability(Capability::Shader);
    builder.memory_model(AddressingModel::Logical, MemoryModel::GLSL450);
    let mut target = BuilderTarget::new(&mut builder);
    emitter.begin_module(&mut target);
    for variable in variables {
        emitter.variable(&mut target, *variable, None);
    }
    emitter.end_module(&mut target, &[]);
    emitter
}

/// The producer's side inside the function: its instructions and the emitter's per-block and
/// per-instruction calls.
pub(super) struct Body<'e, 't, 'd> {
    emitter: &'e mut NsdiEmitter<'d>,
    target: &'e mut BuilderTarget<'t>,
    float: Word,
    storage: Word,
}

impl Body<'_, '_, '_> {
    /// `begin_block`: the block's DebugScope.
    pub(super) fn begin_block(&mut self, first_location: Option<LocationId>) {
        self.emitter.begin_block(self.target, first_location);
    }

    /// `set_location` before the next instruction.
    pub(super) fn set_location(&mut self, location: Option<LocationId>) {
        self.emitter.set_location(self.target, location);
    }

    /// `enter_scope`: a DebugScope for a location's scope unless it is current.
    pub(super) fn enter_scope(&mut self, location: LocationId) {
        self.emitter.enter_scope(self.target, location);
    }

    /// A DebugDeclare of `variable` living in the entry block's `OpVariable`
    /// ([`Emitted::storage`]); false when nothing was written.
    pub(super) fn declare(
        &mut self,
        variable: LocalVariableId,
        location: Option<LocationId>,
        expression: Option<ExpressionId>,
    ) -> bool {
        self.emitter
            .declare(self.target, variable, location, self.storage, expression)
    }

    /// A DebugValue of `variable` with `value`; false when nothing was written.
    pub(super) fn value(
        &mut self,
        variable: LocalVariableId,
        location: Option<LocationId>,
        value: Word,
        expression: Option<ExpressionId>,
    ) -> bool {
        self.emitter
            .value(self.target, variable, location, value, expression)
    }

    /// One instruction of code (`OpLoad` of the storage); its result id.
    pub(super) fn code(&mut self) -> Word {
        let (float, storage) = (self.float, self.storage);
        self.target
            .builder()
            .load(float, None, storage, None, vec![])
            .expect("inside a block")
    }

    /// Ends the current block with a branch and opens the next one (no emitter call).
    pub(super) fn next_block(&mut self) {
        let b = self.target.builder();
        let label = b.id();
        b.branch(label).expect("inside a block");
        b.begin_block(Some(label))
            .expect("the branch closed the block");
    }
}

/// One NSDI instruction of the emitted module.
#[derive(Clone, Debug)]
pub(super) struct NsdiInst {
    pub result: Word,
    pub op: DebugOp,
    pub operands: Vec<Word>,
    /// Written as `OpExtInstWithForwardRefsKHR`.
    pub forward: bool,
    /// In a function body, else at module scope.
    pub in_function: bool,
}

/// The emitted module, indexed for what the tests look up in it.
pub(super) struct Emitted {
    module: Module,
    /// The emitter's remarks, as text.
    pub remarks: Vec<String>,
    /// The `OpFunction`.
    pub function: Word,
    /// The entry block's `OpVariable`.
    pub storage: Word,
    /// The module's one global `OpVariable`.
    pub global: Word,
    nsdi: Vec<NsdiInst>,
    by_result: HashMap<Word, usize>,
    strings: HashMap<Word, String>,
    constants: HashMap<Word, u64>,
    /// Every result id and the opcode defining it; its position in module order.
    definitions: HashMap<Word, (Op, usize)>,
}

impl Emitted {
    fn read(
        module: Module,
        remarks: Vec<String>,
        function: Word,
        storage: Word,
        global: Word,
    ) -> Emitted {
        let imports: Vec<Word> = module
            .ext_inst_imports
            .iter()
            .filter(
                |i| matches!(i.operands.first(), Some(Operand::LiteralString(s)) if s == SET_NAME),
            )
            .filter_map(|i| i.result_id)
            .collect();
        assert_eq!(imports.len(), 1, "one import of {SET_NAME}");
        let set = imports[0];
        let mut emitted = Emitted {
            module: Module::new(),
            remarks,
            function,
            storage,
            global,
            nsdi: Vec::new(),
            by_result: HashMap::new(),
            strings: HashMap::new(),
            constants: HashMap::new(),
            definitions: HashMap::new(),
        };
        let module_scope = module.all_inst_iter().count()
            - module
                .functions
                .iter()
                .map(|f| f.all_inst_iter().count())
                .sum::<usize>();
        for (position, inst) in module.all_inst_iter().enumerate() {
            if let Some(id) = inst.result_id {
                let earlier = emitted
                    .definitions
                    .insert(id, (inst.class.opcode, position));
                assert!(earlier.is_none(), "%{id} is defined twice");
            }
            match (inst.class.opcode, inst.result_id, inst.operands.as_slice()) {
                (Op::String, Some(id), [Operand::LiteralString(s)]) => {
                    emitted.strings.insert(id, s.clone());
                }
                (Op::Constant, Some(id), [Operand::LiteralBit32(v)]) => {
                    emitted.constants.insert(id, u64::from(*v));
                }
                (Op::Constant, Some(id), [Operand::LiteralBit64(v)]) => {
                    emitted.constants.insert(id, *v);
                }
                _ => {}
            }
            if let Some(nsdi) = nsdi_instruction(inst, set, position >= module_scope) {
                emitted.by_result.insert(nsdi.result, emitted.nsdi.len());
                emitted.nsdi.push(nsdi);
            }
        }
        emitted.module = module;
        emitted.check_structure();
        emitted
    }

    /// Every id operand names a definition; NSDI operands name the kind the grammar says; the
    /// forward-reference opcode is used exactly for instructions naming a later id.
    fn check_structure(&self) {
        for (position, inst) in self.module.all_inst_iter().enumerate() {
            let ids = inst
                .result_type
                .into_iter()
                .chain(inst.operands.iter().filter_map(|o| match o {
                    Operand::IdRef(id) => Some(*id),
                    _ => None,
                }));
            for id in ids {
                assert!(
                    self.definitions.contains_key(&id),
                    "{:?} names %{id}, which nothing defines",
                    inst.class.opcode
                );
            }
            let Some(result) = inst.result_id else {
                continue;
            };
            let Some(nsdi) = self.by_result.get(&result).map(|&i| &self.nsdi[i]) else {
                continue;
            };
            let names_later = nsdi
                .operands
                .iter()
                .any(|id| self.definitions[id].1 > position);
            assert_eq!(
                nsdi.forward, names_later,
                "{:?} %{result}: OpExtInstWithForwardRefsKHR exactly when an operand is defined later",
                nsdi.op
            );
            for (word, id) in nsdi.operands.iter().enumerate() {
                let kind = nsdi.op.operand_id_kind(word);
                assert!(
                    kind.is_some_and(|k| self.names_a(*id, k)),
                    "{:?} %{result} operand {word} (%{id}, {:?}) should name {kind:?}",
                    nsdi.op,
                    self.definitions[id].0,
                );
            }
        }
    }

    /// Whether `id` is something an operand of `kind` may name.
    fn names_a(&self, id: Word, kind: IdKind) -> bool {
        let nsdi = self.op_of(id);
        let is = |ops: &[DebugOp]| nsdi.is_some_and(|op| ops.contains(&op));
        match kind {
            IdKind::Any => true,
            IdKind::String => self.strings.contains_key(&id),
            IdKind::Const => matches!(
                self.definitions[&id].0,
                Op::Constant | Op::ConstantTrue | Op::ConstantFalse
            ),
            IdKind::Source => is(&[DebugOp::DebugSource]),
            IdKind::Type => {
                self.definitions[&id].0 == Op::TypeVoid
                    || nsdi.is_some_and(|op| {
                        op == DebugOp::DebugInfoNone
                            || op == DebugOp::DebugTypedef
                            || format!("{op:?}").starts_with("DebugType")
                    })
            }
            IdKind::Scope => is(&[
                DebugOp::DebugCompilationUnit,
                DebugOp::DebugFunction,
                DebugOp::DebugLexicalBlock,
                DebugOp::DebugTypeComposite,
                DebugOp::DebugInfoNone,
            ]),
            IdKind::Function => is(&[DebugOp::DebugFunction]),
            IdKind::LocalVariable => is(&[DebugOp::DebugLocalVariable]),
            IdKind::Expression => is(&[DebugOp::DebugExpression]),
            IdKind::InlinedAt => is(&[DebugOp::DebugInlinedAt]),
        }
    }

    /// Every NSDI instruction, in module order.
    pub(super) fn instructions(&self) -> &[NsdiInst] {
        &self.nsdi
    }

    /// The NSDI instruction defining `id`, if one does.
    pub(super) fn op_of(&self, id: Word) -> Option<DebugOp> {
        self.by_result.get(&id).map(|&i| self.nsdi[i].op)
    }

    /// The NSDI instruction defining `id`.
    pub(super) fn inst(&self, id: impl TypedId) -> &NsdiInst {
        let id = id.word();
        let index = self.by_result.get(&id);
        &self.nsdi[*index.unwrap_or_else(|| panic!("%{id} is not an NSDI instruction"))]
    }

    /// The instruction defining `id`, read as `V`.
    pub(super) fn get<'a, V: NsdiView<'a>>(&'a self, id: impl TypedId) -> V {
        let inst = self.inst(id);
        V::parse(inst.op, &inst.operands).unwrap_or_else(|e| {
            panic!(
                "%{}: {e} (asked for {:?}, found {:?})",
                inst.result,
                V::OP,
                inst.op
            )
        })
    }

    /// Every instruction of `V`'s kind with its result id, in module order.
    pub(super) fn all<'a, V: NsdiView<'a>>(&'a self) -> Vec<(Word, V)> {
        self.nsdi
            .iter()
            .filter(|i| i.op == V::OP)
            .map(|i| {
                let view = V::parse(i.op, &i.operands).unwrap_or_else(|e| panic!("{e}"));
                (i.result, view)
            })
            .collect()
    }

    /// The one instruction of `V`'s kind, with its result id.
    pub(super) fn only<'a, V: NsdiView<'a>>(&'a self) -> (Word, V) {
        let mut all = self.all::<V>();
        assert_eq!(all.len(), 1, "one {:?}", V::OP);
        all.remove(0)
    }

    /// How many instructions of `op` there are.
    pub(super) fn count(&self, op: DebugOp) -> usize {
        self.nsdi.iter().filter(|i| i.op == op).count()
    }

    /// How many instructions were written as `OpExtInstWithForwardRefsKHR`.
    pub(super) fn forward_count(&self) -> usize {
        self.nsdi.iter().filter(|i| i.forward).count()
    }

    /// The text of an `OpString`.
    pub(super) fn string(&self, id: StringId) -> &str {
        let text = self.strings.get(&id.word());
        text.unwrap_or_else(|| panic!("{id} is not an OpString"))
    }

    /// The value of an integer `OpConstant`.
    pub(super) fn number(&self, id: ConstId) -> u64 {
        let value = self.constants.get(&id.word()).copied();
        value.unwrap_or_else(|| panic!("{id} is not an integer OpConstant"))
    }

    /// The declared `OpExtension`s.
    pub(super) fn extensions(&self) -> Vec<&str> {
        self.module
            .extensions
            .iter()
            .filter_map(|e| match e.operands.first() {
                Some(Operand::LiteralString(s)) => Some(s.as_str()),
                _ => None,
            })
            .collect()
    }

    /// The id of the module's `OpTypeVoid`.
    pub(super) fn void_type(&self) -> Word {
        let void = self
            .definitions
            .iter()
            .find(|(_, (op, _))| *op == Op::TypeVoid);
        *void.expect("the module declares void").0
    }

    /// The function's blocks, each as its instructions' names in order (`DebugScope` for NSDI,
    /// the opcode, such as `Load`, otherwise), labels left out.
    pub(super) fn blocks(&self) -> Vec<Vec<String>> {
        let function = self.module.functions.first();
        let blocks = &function.expect("the module has its function").blocks;
        blocks
            .iter()
            .map(|b| {
                let names = b.instructions.iter().map(|i| {
                    match i.result_id.and_then(|id| self.op_of(id)) {
                        Some(op) => format!("{op:?}"),
                        None => format!("{:?}", i.class.opcode),
                    }
                });
                names.collect()
            })
            .collect()
    }

    /// The NSDI instructions inside the function, in order.
    pub(super) fn in_function(&self) -> Vec<&NsdiInst> {
        self.nsdi.iter().filter(|i| i.in_function).collect()
    }
}

/// `inst` as an NSDI instruction when it is an `OpExtInst(WithForwardRefsKHR)` of `set`.
fn nsdi_instruction(inst: &Instruction, set: Word, in_function: bool) -> Option<NsdiInst> {
    let forward = match inst.class.opcode {
        Op::ExtInst => false,
        Op::ExtInstWithForwardRefsKHR => true,
        _ => return None,
    };
    let [
        Operand::IdRef(used),
        Operand::LiteralExtInstInteger(number),
        rest @ ..,
    ] = inst.operands.as_slice()
    else {
        panic!("an OpExtInst without a set and an instruction number: {inst:?}");
    };
    if *used != set {
        return None;
    }
    let op = DebugOp::from_u32(*number)
        .unwrap_or_else(|| panic!("{number} is no instruction of {SET_NAME}"));
    let operands = rest
        .iter()
        .map(|o| match o {
            Operand::IdRef(id) => *id,
            other => panic!("{op:?} has a non-id operand {other:?}"),
        })
        .collect();
    Some(NsdiInst {
        result: inst.result_id.expect("OpExtInst has a result id"),
        op,
        operands,
        forward,
        in_function,
    })
}
