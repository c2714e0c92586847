//! Reflection from the SPIR-V decorations alone, for any producer (ours, glslang, clspv): the
//! resources an entry point uses, in canonical order (set, binding, kind), its push-constant
//! block and its workgroup size.
//!
//! Sizes are computed in one forward pass over the type declarations (SPIR-V declares a type
//! before its uses), never by recursing into nested types, so no input can exhaust the stack.

use std::collections::{BTreeSet, HashMap, HashSet};

use rspirv::binary::{Consumer, ParseAction};
use rspirv::dr::{Instruction, ModuleHeader, Operand};
use rspirv::spirv::{BuiltIn, Decoration, ExecutionMode, ExecutionModel, Op, StorageClass, Word};
use serde_json::{Value, json};

use crate::compile::CompileError;
pub use nsdi::device_features::RequiredFeature;

/// What a reflected resource is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ResourceKind {
    /// A `StorageBuffer` block (or a `BufferBlock` in `Uniform`).
    StorageBuffer,
    /// A `Uniform` block.
    UniformBuffer,
    /// A sampled image (`texture2D`).
    SampledImage,
    /// A storage image (`image2D`).
    StorageImage,
    /// A sampler.
    Sampler,
    /// A combined image and sampler (`sampler2D`).
    CombinedImageSampler,
    /// A uniform texel buffer.
    UniformTexelBuffer,
    /// A storage texel buffer.
    StorageTexelBuffer,
    /// A ray-tracing acceleration structure.
    AccelerationStructure,
}

impl ResourceKind {
    /// The JSON name (`--reflect`'s `"buffer"` for storage buffers).
    pub fn json_name(self) -> &'static str {
        match self {
            ResourceKind::StorageBuffer => "buffer",
            ResourceKind::UniformBuffer => "uniform_buffer",
            ResourceKind::SampledImage => "sampled_image",
            ResourceKind::StorageImage => "storage_image",
            ResourceKind::Sampler => "sampler",
            ResourceKind::CombinedImageSampler => "combined_image_sampler",
            ResourceKind::UniformTexelBuffer => "uniform_texel_buffer",
            ResourceKind::StorageTexelBuffer => "storage_texel_buffer",
            ResourceKind::AccelerationStructure => "acceleration_structure",
        }
    }

    /// Words for messages: "storage buffer", "storage image", ...
    pub fn describe(self) -> &'static str {
        match self {
            ResourceKind::StorageBuffer => "storage buffer",
            ResourceKind::UniformBuffer => "uniform buffer",
            ResourceKind::SampledImage => "sampled image",
            ResourceKind::StorageImage => "storage image",
            ResourceKind::Sampler => "sampler",
            ResourceKind::CombinedImageSampler => "combined image sampler",
            ResourceKind::UniformTexelBuffer => "uniform texel buffer",
            ResourceKind::StorageTexelBuffer => "storage texel buffer",
            ResourceKind::AccelerationStructure => "acceleration structure",
        }
    }

    /// Whether the runtime can bind it (buffers only).
    pub fn is_buffer(self) -> bool {
        matches!(
            self,
            ResourceKind::StorageBuffer | ResourceKind::UniformBuffer
        )
    }
}

/// One descriptor binding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Binding {
    /// The variable's name, else its block type's (glslang's anonymous blocks), else "".
    pub name: String,
    /// What it is.
    pub kind: ResourceKind,
    /// `DescriptorSet`.
    pub set: u32,
    /// `Binding`.
    pub binding: u32,
    /// Read-only: every member of the block (or the variable) is `NonWritable`; uniform
    /// buffers, samplers and sampled images always are.
    pub readonly: bool,
    /// Descriptors in the binding: 1 for one resource, N for an array, 0 for a runtime array.
    pub array_size: u32,
    /// Bytes before the block's trailing runtime array (the whole block when it has none).
    pub block_size: u32,
    /// `ArrayStride` of the block's trailing runtime array; 0 when it has none.
    pub element_stride: u32,
    /// The runtime array's element type (or the block's type when it has none), by name.
    pub element_type: String,
}

impl Binding {
    /// `set.binding 'name'` for messages.
    pub fn describe(&self) -> String {
        format!("binding {}.{} '{}'", self.set, self.binding, self.name)
    }
}

/// One member of the push-constant block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PushConstantMember {
    /// `OpMemberName` (our compiler: the kernel argument's name).
    pub name: String,
    /// Byte offset.
    pub offset: u32,
    /// Bytes.
    pub size: u32,
    /// Type name (`float`, `i32`, `u32`, `double`, `floatx4`, ...).
    pub type_name: String,
    /// The scalar behind it, when it is one (what `--scalar` can set).
    pub scalar: Option<Scalar>,
}

/// A scalar type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scalar {
    /// An integer of this many bits; `signed` from its Signedness.
    Int {
        /// 8, 16, 32 or 64.
        width: u32,
        /// Signedness 1.
        signed: bool,
    },
    /// A float of this many bits (16, 32, 64).
    Float {
        /// 16, 32 or 64.
        width: u32,
    },
}

impl Scalar {
    /// Little-endian bytes of `value` in this type (integers truncated, wrapping).
    pub fn encode(self, value: f64) -> Vec<u8> {
        match self {
            Scalar::Float { width: 64 } => value.to_le_bytes().to_vec(),
            Scalar::Float { width: 16 } => nsdi::half::f32_to_f16_bits(value as f32)
                .to_le_bytes()
                .to_vec(),
            Scalar::Float { .. } => (value as f32).to_le_bytes().to_vec(),
            Scalar::Int { width, signed } => {
                let v = if signed || value < 0.0 {
                    value as i64
                } else {
                    value as u64 as i64
                };
                v.to_le_bytes()[..(width / 8) as usize].to_vec()
            }
        }
    }
}

/// The push-constant block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PushConstantBlock {
    /// The variable's name (else the block type's).
    pub name: String,
    /// Bytes: the end of the last member.
    pub size: u32,
    /// The members in offset order.
    pub members: Vec<PushConstantMember>,
}

/// A `Workgroup` array whose length is a specialization constant (our `local` pointer
/// arguments): the host sets its length.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WorkgroupArray {
    /// The variable's name.
    pub name: String,
    /// The length's `SpecId`.
    pub spec_id: u32,
    /// The length's default.
    pub default_count: u32,
    /// Element type name.
    pub element_type: String,
    /// Element bytes (`ArrayStride`, else the computed size).
    pub element_size: u32,
}

/// The workgroup (block) size: per dimension its default value and, when the host may change
/// it, the specialization constant that sets it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WorkgroupSize {
    /// The size (the defaults for specializable dimensions).
    pub size: [u32; 3],
    /// Per dimension, the `SpecId` that sets it (`None`: fixed).
    pub spec_ids: [Option<u32>; 3],
}

impl WorkgroupSize {
    /// Whether no dimension can be specialized.
    pub fn is_fixed(&self) -> bool {
        self.spec_ids.iter().all(Option::is_none)
    }
}

/// The reflection of one entry point.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reflection {
    /// The entry point's name.
    pub entry_point: String,
    /// `GLCompute` (Vulkan) or `Kernel` (OpenCL; not loadable by the runtime).
    pub execution_model: ExecutionModel,
    /// Descriptor bindings in canonical order (set, binding, kind).
    pub bindings: Vec<Binding>,
    /// The push-constant block, if the entry point uses one.
    pub push_constants: Option<PushConstantBlock>,
    /// Its size in bytes (0 without a block).
    pub push_constant_size: u32,
    /// Workgroup arrays sized by a specialization constant.
    pub workgroup_arrays: Vec<WorkgroupArray>,
    /// The workgroup size; `None` for a Kernel without `LocalSize`.
    pub workgroup_size: Option<WorkgroupSize>,
    /// The Vulkan device features the module needs (from its capabilities, by
    /// `nsdi::device_features`: the table `nsdi-llc --reflect` uses), sorted by name.
    pub device_features: Vec<RequiredFeature>,
}

impl Reflection {
    /// The table as one line of JSON text (`, ` and `: ` between items, as `nsdi-llc
    /// --reflect` writes), fields in [`to_json`](Self::to_json)'s order.
    pub fn to_json_line(&self) -> String {
        let mut out = String::new();
        write_json(&self.to_json(), &mut out);
        out
    }

    /// The table as a JSON value, with `nsdi-llc --reflect`'s field names: buffers
    /// (`kind`, `set`, `binding`, `readonly`, `element_type`, `element_size`, plus `array_size`
    /// and `block_size`), each push-constant member (`kind: "push_constant"`, `offset`, `type`,
    /// `size`), workgroup arrays (`spec_constant`, `default_count`), `push_constant_size` and
    /// `workgroup_size` (`{"fixed": [x, y, z]}` or `{"spec_constants": [...], "default":
    /// [...]}`).
    pub fn to_json(&self) -> Value {
        let mut args = Vec::new();
        for b in &self.bindings {
            args.push(json!({
                "name": b.name,
                "kind": b.kind.json_name(),
                "set": b.set,
                "binding": b.binding,
                "readonly": b.readonly,
                "array_size": b.array_size,
                "block_size": b.block_size,
                "element_type": b.element_type,
                "element_size": b.element_stride,
            }));
        }
        if let Some(pc) = &self.push_constants {
            for m in &pc.members {
                args.push(json!({
                    "name": m.name,
                    "kind": "push_constant",
                    "offset": m.offset,
                    "type": m.type_name,
                    "size": m.size,
                }));
            }
        }
        for w in &self.workgroup_arrays {
            args.push(json!({
                "name": w.name,
                "kind": "workgroup",
                "spec_constant": w.spec_id,
                "default_count": w.default_count,
                "element_type": w.element_type,
                "element_size": w.element_size,
            }));
        }
        let workgroup_size = match &self.workgroup_size {
            None => Value::Null,
            Some(w) if w.is_fixed() => json!({ "fixed": w.size }),
            Some(w) => json!({ "spec_constants": w.spec_ids, "default": w.size }),
        };
        let model = match self.execution_model {
            ExecutionModel::GLCompute => "GLCompute",
            ExecutionModel::Kernel => "Kernel",
            _ => "other",
        };
        let features: Vec<&str> = self.device_features.iter().map(|f| f.feature).collect();
        json!({
            "name": self.entry_point,
            "execution_model": model,
            "args": args,
            "push_constant_size": self.push_constant_size,
            "workgroup_size": workgroup_size,
            "device_features": features,
        })
    }
}

/// Every compute entry point (`GLCompute` and `Kernel`) of a module, reflected.
///
/// # Errors
/// The words are not a SPIR-V module rspirv can read, or it has no compute entry point.
pub fn reflect_module(words: &[u32]) -> Result<Vec<Reflection>, CompileError> {
    let module = load(words)?;
    let facts = Facts::new(&module);
    let mut out = Vec::new();
    for ep in &module.entry_points {
        if let Some((model, _, name)) = entry_header(ep)
            && matches!(model, ExecutionModel::GLCompute | ExecutionModel::Kernel)
        {
            let mut r = facts.reflect(&module, ep, name)?;
            r.device_features = nsdi::device_features::required(words);
            out.push(r);
        }
    }
    if out.is_empty() {
        return Err(CompileError::EntryPoint(
            "the module has no compute entry point (GLCompute or Kernel)".into(),
        ));
    }
    Ok(out)
}

/// The entry point `name` (or the module's only compute one), reflected.
///
/// # Errors
/// As [`reflect_module`]; also when `name` is missing or, without a name, when there are
/// several.
pub fn reflect_entry_point(words: &[u32], name: Option<&str>) -> Result<Reflection, CompileError> {
    let all = reflect_module(words)?;
    let names = || {
        all.iter()
            .map(|r| format!("'{}'", r.entry_point))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match name {
        Some(n) => match all.iter().find(|r| r.entry_point == n) {
            Some(r) => Ok(r.clone()),
            None => Err(CompileError::EntryPoint(format!(
                "no entry point '{n}' in the module (it has {})",
                names()
            ))),
        },
        None if all.len() == 1 => Ok(all.into_iter().next().unwrap_or_else(|| unreachable!())),
        None => Err(CompileError::EntryPoint(format!(
            "the module has {} entry points ({}): name one",
            all.len(),
            names()
        ))),
    }
}

/// The parts of a module reflection reads, in module order.
#[derive(Default)]
struct Module {
    version: (u8, u8),
    entry_points: Vec<Instruction>,
    execution_modes: Vec<Instruction>,
    debug_names: Vec<Instruction>,
    annotations: Vec<Instruction>,
    /// Types, constants, module-scope variables (and global extended instructions: NSDI).
    types_global_values: Vec<Instruction>,
    /// Each function's result id and its instructions.
    functions: Vec<(Word, Vec<Instruction>)>,
}

/// Sorts instructions by section; rspirv's `dr::Loader` refuses NSDI's module-scope
/// `OpExtInst`, which this does not care about.
#[derive(Default)]
struct Sorter {
    module: Module,
    in_function: bool,
}

impl Consumer for Sorter {
    fn initialize(&mut self) -> ParseAction {
        ParseAction::Continue
    }

    fn finalize(&mut self) -> ParseAction {
        ParseAction::Continue
    }

    fn consume_header(&mut self, header: ModuleHeader) -> ParseAction {
        self.module.version = header.version();
        ParseAction::Continue
    }

    fn consume_instruction(&mut self, inst: Instruction) -> ParseAction {
        let m = &mut self.module;
        match inst.class.opcode {
            Op::Function => {
                self.in_function = true;
                m.functions.push((inst.result_id.unwrap_or(0), Vec::new()));
            }
            Op::FunctionEnd => self.in_function = false,
            _ if self.in_function => {
                if let Some((_, body)) = m.functions.last_mut() {
                    body.push(inst);
                }
            }
            Op::EntryPoint => m.entry_points.push(inst),
            Op::ExecutionMode | Op::ExecutionModeId => m.execution_modes.push(inst),
            Op::Name | Op::MemberName => m.debug_names.push(inst),
            Op::Decorate | Op::MemberDecorate => m.annotations.push(inst),
            _ => m.types_global_values.push(inst),
        }
        ParseAction::Continue
    }
}

/// Where rspirv 0.13's decoder would panic instead of returning an error, checked first: an
/// instruction whose word count runs past the end (or is 0), and an `OpSpecConstantOp` that
/// wraps an opcode whose operands its parser does not handle (`OpConstant`, `OpSpecConstant`,
/// `OpSwitch`, `OpSpecConstantOp`).
fn check_framing(words: &[u32]) -> Result<(), CompileError> {
    const HEADER_WORDS: usize = 5;
    if words.len() < HEADER_WORDS {
        return Err(CompileError::InvalidSpirv(format!(
            "not a SPIR-V module ({} words, shorter than the header)",
            words.len()
        )));
    }
    let mut at = HEADER_WORDS;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        let opcode = words[at] & 0xffff;
        if count == 0 || at + count > words.len() {
            return Err(CompileError::InvalidSpirv(format!(
                "not a SPIR-V module: the instruction at word {at} has word count {count}, past the end"
            )));
        }
        if opcode == Op::SpecConstantOp as u32 {
            let wrapped = words.get(at + 3).copied().unwrap_or(0);
            let bad = [
                Op::Constant,
                Op::SpecConstant,
                Op::Switch,
                Op::SpecConstantOp,
            ];
            if count < 4 || bad.iter().any(|o| *o as u32 == wrapped) {
                return Err(CompileError::InvalidSpirv(format!(
                    "not a valid SPIR-V module: OpSpecConstantOp at word {at} wraps opcode {wrapped}"
                )));
            }
        }
        at += count;
    }
    Ok(())
}

fn load(words: &[u32]) -> Result<Module, CompileError> {
    if words.first() != Some(&rspirv::spirv::MAGIC_NUMBER) {
        return Err(CompileError::InvalidSpirv(
            "not a SPIR-V module (bad magic number)".into(),
        ));
    }
    check_framing(words)?;
    let mut sorter = Sorter::default();
    rspirv::binary::parse_words(words, &mut sorter)
        .map_err(|e| CompileError::InvalidSpirv(format!("not a readable SPIR-V module: {e}")))?;
    Ok(sorter.module)
}

fn entry_header(ep: &Instruction) -> Option<(ExecutionModel, Word, &str)> {
    match (ep.operands.first(), ep.operands.get(1), ep.operands.get(2)) {
        (
            Some(Operand::ExecutionModel(m)),
            Some(Operand::IdRef(f)),
            Some(Operand::LiteralString(n)),
        ) => Some((*m, *f, n.as_str())),
        _ => None,
    }
}

fn id(op: Option<&Operand>) -> Option<Word> {
    match op {
        Some(Operand::IdRef(w)) => Some(*w),
        _ => None,
    }
}

fn literal(op: Option<&Operand>) -> Option<u32> {
    match op {
        Some(Operand::LiteralBit32(w)) => Some(*w),
        _ => None,
    }
}

/// A type as far as reflection needs it.
#[derive(Clone, Debug)]
enum Ty {
    Scalar(Scalar),
    Bool,
    Vector { component: Word, count: u32 },
    Matrix { column: Word, count: u32 },
    Array { element: Word, length: Word },
    RuntimeArray { element: Word },
    Struct { members: Vec<Word> },
    Pointer { pointee: Word },
    Image { sampled: u32, dim_buffer: bool },
    Sampler,
    SampledImage,
    AccelerationStructure,
    Other,
}

/// An id's (or member's) decorations with their literal operands.
type Decorations = Vec<(Decoration, Vec<u32>)>;

/// What the module says about its ids, gathered once.
struct Facts {
    names: HashMap<Word, String>,
    member_names: HashMap<(Word, u32), String>,
    decorations: HashMap<Word, Decorations>,
    member_decorations: HashMap<(Word, u32), Decorations>,
    types: HashMap<Word, Ty>,
    /// Byte sizes of the types declared so far (laid-out types only).
    sizes: HashMap<Word, u32>,
    /// OpConstant / OpSpecConstant values (low 32 bits) and whether they are spec constants.
    constants: HashMap<Word, (u32, bool)>,
    /// Composite constants' components.
    composites: HashMap<Word, Vec<Word>>,
    /// Module-scope variables: (pointer type, storage class).
    variables: HashMap<Word, (Word, StorageClass)>,
    version: (u8, u8),
}

impl Facts {
    fn new(module: &Module) -> Facts {
        let mut f = Facts {
            names: HashMap::new(),
            member_names: HashMap::new(),
            decorations: HashMap::new(),
            member_decorations: HashMap::new(),
            types: HashMap::new(),
            sizes: HashMap::new(),
            constants: HashMap::new(),
            composites: HashMap::new(),
            variables: HashMap::new(),
            version: module.version,
        };
        for n in &module.debug_names {
            match (n.class.opcode, &n.operands[..]) {
                (Op::Name, [Operand::IdRef(t), Operand::LiteralString(s)]) => {
                    f.names.insert(*t, s.clone());
                }
                (
                    Op::MemberName,
                    [
                        Operand::IdRef(t),
                        Operand::LiteralBit32(m),
                        Operand::LiteralString(s),
                    ],
                ) => {
                    f.member_names.insert((*t, *m), s.clone());
                }
                _ => {}
            }
        }
        for a in &module.annotations {
            let extra = |ops: &[Operand]| -> Vec<u32> {
                ops.iter()
                    .filter_map(|o| match o {
                        Operand::LiteralBit32(v) => Some(*v),
                        Operand::BuiltIn(b) => Some(*b as u32),
                        _ => None,
                    })
                    .collect()
            };
            match (a.class.opcode, &a.operands[..]) {
                (Op::Decorate, [Operand::IdRef(t), Operand::Decoration(d), rest @ ..]) => {
                    f.decorations.entry(*t).or_default().push((*d, extra(rest)));
                }
                (
                    Op::MemberDecorate,
                    [
                        Operand::IdRef(t),
                        Operand::LiteralBit32(m),
                        Operand::Decoration(d),
                        rest @ ..,
                    ],
                ) => {
                    f.member_decorations
                        .entry((*t, *m))
                        .or_default()
                        .push((*d, extra(rest)));
                }
                _ => {}
            }
        }
        for inst in &module.types_global_values {
            f.declare(inst);
        }
        f
    }

    fn decoration(&self, target: Word, d: Decoration) -> Option<&[u32]> {
        self.decorations
            .get(&target)?
            .iter()
            .find(|(x, _)| *x == d)
            .map(|(_, v)| v.as_slice())
    }

    fn has(&self, target: Word, d: Decoration) -> bool {
        self.decoration(target, d).is_some()
    }

    fn member_decoration(&self, st: Word, m: u32, d: Decoration) -> Option<&[u32]> {
        self.member_decorations
            .get(&(st, m))?
            .iter()
            .find(|(x, _)| *x == d)
            .map(|(_, v)| v.as_slice())
    }

    /// Records one global instruction; sizes use only earlier declarations.
    fn declare(&mut self, inst: &Instruction) {
        let Some(rid) = inst.result_id else {
            return;
        };
        let ops = &inst.operands;
        let ty = match inst.class.opcode {
            Op::TypeBool => Ty::Bool,
            Op::TypeInt => Ty::Scalar(Scalar::Int {
                width: literal(ops.first()).unwrap_or(32),
                signed: literal(ops.get(1)) == Some(1),
            }),
            Op::TypeFloat => Ty::Scalar(Scalar::Float {
                width: literal(ops.first()).unwrap_or(32),
            }),
            Op::TypeVector => Ty::Vector {
                component: id(ops.first()).unwrap_or(0),
                count: literal(ops.get(1)).unwrap_or(0),
            },
            Op::TypeMatrix => Ty::Matrix {
                column: id(ops.first()).unwrap_or(0),
                count: literal(ops.get(1)).unwrap_or(0),
            },
            Op::TypeArray => Ty::Array {
                element: id(ops.first()).unwrap_or(0),
                length: id(ops.get(1)).unwrap_or(0),
            },
            Op::TypeRuntimeArray => Ty::RuntimeArray {
                element: id(ops.first()).unwrap_or(0),
            },
            Op::TypeStruct => Ty::Struct {
                members: ops.iter().filter_map(|o| id(Some(o))).collect(),
            },
            Op::TypePointer => match (ops.first(), id(ops.get(1))) {
                (Some(Operand::StorageClass(_)), Some(p)) => Ty::Pointer { pointee: p },
                _ => Ty::Other,
            },
            Op::TypeImage => Ty::Image {
                sampled: literal(ops.get(5)).unwrap_or(0),
                dim_buffer: matches!(
                    ops.get(1),
                    Some(Operand::Dim(rspirv::spirv::Dim::DimBuffer))
                ),
            },
            Op::TypeSampler => Ty::Sampler,
            Op::TypeSampledImage => Ty::SampledImage,
            Op::TypeAccelerationStructureKHR => Ty::AccelerationStructure,
            Op::Constant | Op::SpecConstant => {
                let value = match ops.first() {
                    Some(Operand::LiteralBit32(v)) => *v,
                    Some(Operand::LiteralBit64(v)) => *v as u32,
                    _ => 0,
                };
                self.constants
                    .insert(rid, (value, inst.class.opcode == Op::SpecConstant));
                return;
            }
            Op::ConstantComposite | Op::SpecConstantComposite => {
                self.composites
                    .insert(rid, ops.iter().filter_map(|o| id(Some(o))).collect());
                return;
            }
            Op::Variable => {
                if let (Some(t), Some(Operand::StorageClass(c))) = (inst.result_type, ops.first()) {
                    self.variables.insert(rid, (t, *c));
                }
                return;
            }
            _ => return,
        };
        if let Some(size) = self.size_of_new(&ty, rid) {
            self.sizes.insert(rid, size);
        }
        self.types.insert(rid, ty);
    }

    /// The byte size of a type being declared as `rid` (its parts are declared already).
    fn size_of_new(&self, ty: &Ty, rid: Word) -> Option<u32> {
        Some(match ty {
            Ty::Scalar(Scalar::Int { width, .. } | Scalar::Float { width }) => width / 8,
            Ty::Bool => 4,
            Ty::Vector { component, count } => self.sizes.get(component)? * count,
            Ty::Matrix { column, count } => self.sizes.get(column)? * count,
            Ty::Array { element, length } => {
                let n = self.constants.get(length)?.0;
                let stride = match self.decoration(rid, Decoration::ArrayStride) {
                    Some([s, ..]) => *s,
                    _ => *self.sizes.get(element)?,
                };
                stride.checked_mul(n)?
            }
            Ty::RuntimeArray { .. } => 0,
            Ty::Struct { members } => {
                let mut end = 0u32;
                let mut sequential = 0u32;
                for (m, t) in (0u32..).zip(members) {
                    let mut size = *self.sizes.get(t)?;
                    if let (Some(Ty::Matrix { count, .. }), Some([stride, ..])) = (
                        self.types.get(t),
                        self.member_decoration(rid, m, Decoration::MatrixStride),
                    ) {
                        size = stride * count;
                    }
                    let offset = match self.member_decoration(rid, m, Decoration::Offset) {
                        Some([o, ..]) => *o,
                        _ => sequential,
                    };
                    sequential = offset + size;
                    end = end.max(offset.checked_add(size)?);
                }
                end
            }
            Ty::Pointer { .. } => 8,
            _ => return None,
        })
    }

    fn size(&self, t: Word) -> u32 {
        self.sizes.get(&t).copied().unwrap_or(0)
    }

    /// A readable type name, without recursion: a vector or array names its element only.
    fn type_name(&self, t: Word) -> String {
        let scalar = |s: Scalar| match s {
            Scalar::Float { width: 16 } => "half".to_owned(),
            Scalar::Float { width: 32 } => "float".to_owned(),
            Scalar::Float { width: 64 } => "double".to_owned(),
            Scalar::Float { width } => format!("f{width}"),
            Scalar::Int {
                width,
                signed: true,
            } => format!("i{width}"),
            Scalar::Int {
                width,
                signed: false,
            } => format!("u{width}"),
        };
        let leaf = |t: Word| match self.types.get(&t) {
            Some(Ty::Scalar(s)) => scalar(*s),
            Some(Ty::Struct { .. }) => match self.names.get(&t) {
                Some(n) if !n.is_empty() => format!("struct {n}"),
                _ => "struct".to_owned(),
            },
            _ => "?".to_owned(),
        };
        match self.types.get(&t) {
            Some(Ty::Vector { component, count }) => format!("{}x{count}", leaf(*component)),
            Some(Ty::Matrix { column, count }) => match self.types.get(column) {
                Some(Ty::Vector {
                    component,
                    count: rows,
                }) => {
                    format!("{}x{rows}x{count}", leaf(*component))
                }
                _ => "matrix".to_owned(),
            },
            Some(Ty::Array { element, length }) => format!(
                "[{} x {}]",
                self.constants.get(length).map(|c| c.0).unwrap_or(0),
                leaf(*element)
            ),
            Some(Ty::Bool) => "bool".to_owned(),
            _ => leaf(t),
        }
    }

    fn name_of(&self, var: Word, ty: Word) -> String {
        match self.names.get(&var) {
            Some(n) if !n.is_empty() => n.clone(),
            _ => self.names.get(&ty).cloned().unwrap_or_default(),
        }
    }

    /// The module-scope variables the entry point uses: its interface from SPIR-V 1.4 on
    /// (which lists every one), else every variable its functions name.
    fn used_variables(&self, module: &Module, ep: &Instruction, function: Word) -> BTreeSet<Word> {
        if self.version >= (1, 4) {
            return ep
                .operands
                .get(3..)
                .unwrap_or_default()
                .iter()
                .filter_map(|o| id(Some(o)))
                .filter(|v| self.variables.contains_key(v))
                .collect();
        }
        let bodies: HashMap<Word, &Vec<Instruction>> = module
            .functions
            .iter()
            .map(|(f, body)| (*f, body))
            .collect();
        let mut used = BTreeSet::new();
        let mut seen = HashSet::from([function]);
        let mut work = vec![function];
        while let Some(f) = work.pop() {
            let Some(body) = bodies.get(&f) else {
                continue;
            };
            for inst in body.iter() {
                for op in &inst.operands {
                    if let Operand::IdRef(r) = op {
                        if self.variables.contains_key(r) {
                            used.insert(*r);
                        }
                        if inst.class.opcode == Op::FunctionCall && seen.insert(*r) {
                            work.push(*r);
                        }
                    }
                }
            }
        }
        used
    }

    fn reflect(
        &self,
        module: &Module,
        ep: &Instruction,
        name: &str,
    ) -> Result<Reflection, CompileError> {
        let (model, function, _) = entry_header(ep).unwrap_or((ExecutionModel::GLCompute, 0, ""));
        let mut bindings = Vec::new();
        let mut push_constants = None;
        let mut workgroup_arrays = Vec::new();
        for var in self.used_variables(module, ep, function) {
            let (ptr, class) = self.variables[&var];
            let Some(Ty::Pointer { pointee, .. }) = self.types.get(&ptr) else {
                continue;
            };
            let pointee = *pointee;
            match class {
                StorageClass::PushConstant => {
                    let (size, members) = self.block_members(pointee);
                    if push_constants.is_some() {
                        return Err(CompileError::Unsupported(format!(
                            "entry point '{name}' uses two push-constant blocks"
                        )));
                    }
                    push_constants = Some(PushConstantBlock {
                        name: self.name_of(var, pointee),
                        size,
                        members,
                    });
                }
                StorageClass::Workgroup => {
                    if let Some(Ty::Array { element, length }) = self.types.get(&pointee)
                        && let Some((count, true)) = self.constants.get(length)
                        && let Some([spec_id, ..]) = self.decoration(*length, Decoration::SpecId)
                    {
                        let element_size = match self.decoration(pointee, Decoration::ArrayStride) {
                            Some([s, ..]) => *s,
                            _ => self.size(*element),
                        };
                        workgroup_arrays.push(WorkgroupArray {
                            name: self.name_of(var, pointee),
                            spec_id: *spec_id,
                            default_count: *count,
                            element_type: self.type_name(*element),
                            element_size,
                        });
                    }
                }
                StorageClass::StorageBuffer
                | StorageClass::Uniform
                | StorageClass::UniformConstant => {
                    if let Some(b) = self.binding(var, pointee, class)? {
                        bindings.push(b);
                    }
                }
                _ => {}
            }
        }
        bindings.sort_by(|a: &Binding, b: &Binding| {
            (a.set, a.binding, a.kind).cmp(&(b.set, b.binding, b.kind))
        });
        workgroup_arrays.sort_by_key(|w| w.spec_id);
        Ok(Reflection {
            entry_point: name.to_owned(),
            execution_model: model,
            push_constant_size: push_constants.as_ref().map(|p| p.size).unwrap_or(0),
            bindings,
            push_constants,
            workgroup_arrays,
            workgroup_size: self.workgroup_size(module, function),
            device_features: Vec::new(),
        })
    }

    /// The members of a block struct in offset order, and the block's size.
    fn block_members(&self, block: Word) -> (u32, Vec<PushConstantMember>) {
        let Some(Ty::Struct { members }) = self.types.get(&block) else {
            return (self.size(block), Vec::new());
        };
        let mut out: Vec<PushConstantMember> = (0u32..)
            .zip(members)
            .map(|(m, t)| {
                let scalar = match self.types.get(t) {
                    Some(Ty::Scalar(s)) => Some(*s),
                    _ => None,
                };
                PushConstantMember {
                    name: self
                        .member_names
                        .get(&(block, m))
                        .cloned()
                        .unwrap_or_default(),
                    offset: match self.member_decoration(block, m, Decoration::Offset) {
                        Some([o, ..]) => *o,
                        _ => 0,
                    },
                    size: self.size(*t),
                    type_name: self.type_name(*t),
                    scalar,
                }
            })
            .collect();
        out.sort_by_key(|m| m.offset);
        (self.size(block), out)
    }

    /// One descriptor binding; `None` for a variable without `DescriptorSet`/`Binding` that is
    /// not a resource.
    fn binding(
        &self,
        var: Word,
        pointee: Word,
        class: StorageClass,
    ) -> Result<Option<Binding>, CompileError> {
        let set = self
            .decoration(var, Decoration::DescriptorSet)
            .and_then(|v| v.first().copied());
        let binding = self
            .decoration(var, Decoration::Binding)
            .and_then(|v| v.first().copied());
        let (mut ty, mut array_size) = (pointee, 1u32);
        match self.types.get(&pointee) {
            Some(Ty::Array { element, length }) => {
                ty = *element;
                array_size = self.constants.get(length).map(|c| c.0).unwrap_or(1);
            }
            Some(Ty::RuntimeArray { element }) => {
                ty = *element;
                array_size = 0;
            }
            _ => {}
        }
        let kind = match (self.types.get(&ty), class) {
            (Some(Ty::Struct { .. }), StorageClass::StorageBuffer) => ResourceKind::StorageBuffer,
            (Some(Ty::Struct { .. }), StorageClass::Uniform) => {
                if self.has(ty, Decoration::BufferBlock) {
                    ResourceKind::StorageBuffer
                } else {
                    ResourceKind::UniformBuffer
                }
            }
            (
                Some(Ty::Image {
                    sampled,
                    dim_buffer,
                }),
                _,
            ) => match (dim_buffer, sampled) {
                (true, 2) => ResourceKind::StorageTexelBuffer,
                (true, _) => ResourceKind::UniformTexelBuffer,
                (false, 2) => ResourceKind::StorageImage,
                (false, _) => ResourceKind::SampledImage,
            },
            (Some(Ty::Sampler), _) => ResourceKind::Sampler,
            (Some(Ty::SampledImage), _) => ResourceKind::CombinedImageSampler,
            (Some(Ty::AccelerationStructure), _) => ResourceKind::AccelerationStructure,
            _ => return Ok(None),
        };
        let name = self.name_of(var, ty);
        let (Some(set), Some(binding)) = (set, binding) else {
            return Err(CompileError::Unsupported(format!(
                "{} '{name}' has no DescriptorSet/Binding decoration",
                kind.describe()
            )));
        };
        let (mut block_size, mut element_stride, mut element_type) = (0, 0, self.type_name(ty));
        let mut readonly = matches!(
            kind,
            ResourceKind::UniformBuffer
                | ResourceKind::Sampler
                | ResourceKind::SampledImage
                | ResourceKind::CombinedImageSampler
                | ResourceKind::UniformTexelBuffer
                | ResourceKind::AccelerationStructure
        ) || self.has(var, Decoration::NonWritable);
        if let Some(Ty::Struct { members }) = self.types.get(&ty) {
            block_size = self.size(ty);
            if let Some(last) = members.last()
                && let Some(Ty::RuntimeArray { element }) = self.types.get(last)
            {
                element_stride = match self.decoration(*last, Decoration::ArrayStride) {
                    Some([s, ..]) => *s,
                    _ => self.size(*element),
                };
                element_type = self.type_name(*element);
            }
            if kind == ResourceKind::StorageBuffer && !members.is_empty() {
                readonly |= (0u32..members.len() as u32).all(|m| {
                    self.member_decoration(ty, m, Decoration::NonWritable)
                        .is_some()
                });
            }
        }
        Ok(Some(Binding {
            name,
            kind,
            set,
            binding,
            readonly,
            array_size,
            block_size,
            element_stride,
            element_type,
        }))
    }

    /// `WorkgroupSize` built-in (which wins), else `LocalSizeId`, else `LocalSize`.
    fn workgroup_size(&self, module: &Module, function: Word) -> Option<WorkgroupSize> {
        let component = |c: Word| -> (u32, Option<u32>) {
            let (value, spec) = self.constants.get(&c).copied().unwrap_or((1, false));
            let spec_id = spec
                .then(|| {
                    self.decoration(c, Decoration::SpecId)
                        .and_then(|v| v.first().copied())
                })
                .flatten();
            (value, spec_id)
        };
        let from_ids = |ids: &[Word]| -> Option<WorkgroupSize> {
            let mut w = WorkgroupSize {
                size: [1; 3],
                spec_ids: [None; 3],
            };
            for (k, c) in ids.iter().take(3).enumerate() {
                (w.size[k], w.spec_ids[k]) = component(*c);
            }
            Some(w)
        };
        for (composite, parts) in &self.composites {
            if self.decoration(*composite, Decoration::BuiltIn)
                == Some(&[BuiltIn::WorkgroupSize as u32][..])
            {
                return from_ids(parts);
            }
        }
        for mode in &module.execution_modes {
            if id(mode.operands.first()) != Some(function) {
                continue;
            }
            match (mode.class.opcode, mode.operands.get(1)) {
                (Op::ExecutionModeId, Some(Operand::ExecutionMode(ExecutionMode::LocalSizeId))) => {
                    let ids: Vec<Word> = mode
                        .operands
                        .get(2..)
                        .unwrap_or_default()
                        .iter()
                        .filter_map(|o| id(Some(o)))
                        .collect();
                    return from_ids(&ids);
                }
                (Op::ExecutionMode, Some(Operand::ExecutionMode(ExecutionMode::LocalSize))) => {
                    let mut size = [1u32; 3];
                    for (k, v) in mode
                        .operands
                        .get(2..)
                        .unwrap_or_default()
                        .iter()
                        .take(3)
                        .enumerate()
                    {
                        size[k] = literal(Some(v)).unwrap_or(1);
                    }
                    return Some(WorkgroupSize {
                        size,
                        spec_ids: [None; 3],
                    });
                }
                _ => {}
            }
        }
        None
    }
}

/// `value` as compact JSON with a space after each `,` and `:`, without recursion: a stack of
/// pending pieces (the reflection's values nest three levels, but this holds for any).
fn write_json(value: &Value, out: &mut String) {
    enum Piece<'v> {
        Value(&'v Value),
        Text(&'static str),
        Key(&'v str),
    }
    let mut stack = vec![Piece::Value(value)];
    while let Some(piece) = stack.pop() {
        match piece {
            Piece::Text(t) => out.push_str(t),
            Piece::Key(k) => {
                out.push_str(&Value::String(k.to_owned()).to_string());
                out.push_str(": ");
            }
            Piece::Value(Value::Array(items)) => {
                stack.push(Piece::Text("]"));
                for (n, item) in items.iter().enumerate().rev() {
                    stack.push(Piece::Value(item));
                    if n > 0 {
                        stack.push(Piece::Text(", "));
                    }
                }
                stack.push(Piece::Text("["));
            }
            Piece::Value(Value::Object(map)) => {
                stack.push(Piece::Text("}"));
                let entries: Vec<_> = map.iter().collect();
                for (n, (k, v)) in entries.into_iter().enumerate().rev() {
                    stack.push(Piece::Value(v));
                    stack.push(Piece::Key(k));
                    if n > 0 {
                        stack.push(Piece::Text(", "));
                    }
                }
                stack.push(Piece::Text("{"));
            }
            Piece::Value(v) => out.push_str(&v.to_string()),
        }
    }
}
