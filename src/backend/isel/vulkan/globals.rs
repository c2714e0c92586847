//! Program-scope `global` variables (OpenCL 2.0 `global int counter = 5;` at file scope) in the
//! Vulkan flavour.
//!
//! Every work-item of every kernel of the program shares them, and OpenCL keeps their values
//! from one kernel launch to the next: the faithful Vulkan form is memory the host owns, not a
//! `Private` copy per invocation. All of a module's writable program-scope `global` variables
//! are the members of one storage buffer (`Block`, OpenCL C layout) at set 0, the binding after
//! the last argument binding of any kernel, listed by the reflection as a synthetic resource
//! with its initial bytes; the runner fills it with them before the first dispatch. A variable
//! declared `const` (LLVM `constant`, so never written) with an initializer is a `Private`
//! constant table like an initialized `constant` one.

use rspirv::spirv::{StorageClass, Word};

use super::layout;
use super::{ModuleState, member_decorate};
use crate::backend::LowerError;
use crate::backend::isel::state::LoweringState;
use crate::backend::module::core_build as build;
use crate::backend::module::core_build::DecorationOperand;
use crate::ir::{Constant, Global, Module, Type, TypeRef, Value};

/// The storage buffer of the module's program-scope `global` variables.
#[derive(Clone, Debug)]
pub struct ProgramGlobals {
    /// The `OpVariable` (StorageBuffer, a `Block` struct with one member per variable).
    pub var: Word,
    /// Its binding in set 0.
    pub binding: u32,
    /// Per member: the global's index in the IR module, its byte offset, its type.
    pub members: Vec<(usize, u64, TypeRef)>,
    /// The buffer's initial contents (every initializer at its offset, zero elsewhere).
    pub initial: Vec<u8>,
}

/// Whether `g` lives in the program-globals buffer: a `global` (address space 1) variable that
/// is written or has no initializer. A `const` one with an initializer is a `Private` table.
pub fn in_buffer(g: &Global) -> bool {
    g.address_space == 1 && !(g.is_constant && g.initializer.is_some())
}

/// Declares the buffer when the module has such variables, at `binding` of set 0.
pub fn declare(
    st: &mut LoweringState<'_>,
    vk: &mut ModuleState,
    binding: u32,
) -> Result<(), LowerError> {
    let ir = st.ir;
    let mut members = Vec::new();
    let mut end = 0u64;
    let mut align = 1u64;
    for (n, g) in ir.globals.iter().enumerate().filter(|(_, g)| in_buffer(g)) {
        let context = |e: LowerError| e.in_global(&g.name);
        if g.is_external {
            return Err(context(LowerError::Unsupported(
                "external program-scope 'global' variable (Vulkan modules are not linked: \
                 define it in this source)"
                    .into(),
            )));
        }
        let (size, a) = layout::size_align(ir, g.value_type).map_err(context)?;
        let a = a.max(u64::from(g.alignment)).max(1);
        let offset = end.div_ceil(a) * a;
        end = offset + size;
        align = align.max(a);
        members.push((n, offset, g.value_type));
    }
    if members.is_empty() {
        return Ok(());
    }
    // At least 4 bytes: Vulkan has no empty buffers.
    let bytes = (end.div_ceil(align) * align).max(4);
    let mut initial = vec![0u8; usize::try_from(bytes).unwrap_or(usize::MAX)];
    for &(n, offset, _) in &members {
        let g = &ir.globals[n];
        if let Some(init) = g.initializer {
            write_constant(ir, init, offset, &mut initial).map_err(|e| e.in_global(&g.name))?;
        }
    }
    let mut member_types = Vec::with_capacity(members.len());
    for &(_, _, t) in &members {
        member_types.push(layout::laid_out_type(
            ir,
            &mut st.spv,
            &mut st.types,
            &mut vk.laid_out,
            t,
        )?);
    }
    let block = st.spv.id();
    st.spv.push_global(
        build::TypeStruct {
            member_types: member_types.clone(),
        }
        .with_result(block),
    );
    st.spv.decorate(block, DecorationOperand::Block);
    st.spv.name(block, "program.globals.block");
    for (m, &(n, offset, _)) in members.iter().enumerate() {
        member_decorate(
            st,
            block,
            m as u32,
            DecorationOperand::Offset(offset as u32),
        );
        st.spv.push_name(
            build::MemberName {
                ty: block,
                member: m as u32,
                name: ir.globals[n].name.clone(),
            }
            .into_instruction(),
        );
    }
    let var =
        crate::backend::isel::state::module_variable(st, StorageClass::StorageBuffer, block, None);
    st.spv.name(var, "program.globals");
    st.spv.decorate(var, DecorationOperand::DescriptorSet(0));
    st.spv.decorate(var, DecorationOperand::Binding(binding));
    for res in vk.kernels.values_mut() {
        res.interface.insert(var);
    }
    vk.program_globals = Some(ProgramGlobals {
        var,
        binding,
        members,
        initial,
    });
    Ok(())
}

/// Writes constant `v` at `offset` of `out` in OpenCL C layout (a work list, not recursion:
/// the nesting is the input's). `undef`/`poison` parts stay zero.
fn write_constant(ir: &Module, v: Value, offset: u64, out: &mut [u8]) -> Result<(), LowerError> {
    let mut work = vec![(v, offset)];
    while let Some((v, at)) = work.pop() {
        let Value::Const(c) = v else {
            return Err(LowerError::Unsupported(
                "program-scope 'global' initializer holding an address (Logical addressing \
                 keeps pointers out of memory)"
                    .into(),
            ));
        };
        let c = ir.constant(c);
        let ty = c.ty();
        match c {
            Constant::Int { value, .. } => put(ir, ty, *value, at, out)?,
            Constant::Float { bits, .. } => put(ir, ty, *bits, at, out)?,
            Constant::Zero(_) | Constant::Undef(_) | Constant::Poison(_) => {}
            Constant::Aggregate { elems, .. } => {
                let offsets = part_offsets(ir, ty, elems.len())?;
                for (e, o) in elems.iter().zip(offsets) {
                    work.push((*e, at + o));
                }
            }
            Constant::Data { elems, .. } => {
                let elem = match ir.ty(ty) {
                    Type::Array { elem, .. } | Type::Vector { elem, .. } => *elem,
                    _ => return Err(LowerError::Invalid("data constant of no array type".into())),
                };
                let (size, _) = layout::size_align(ir, elem)?;
                for (k, value) in elems.iter().enumerate() {
                    put(ir, elem, *value, at + k as u64 * size, out)?;
                }
            }
            _ => {
                return Err(LowerError::Unsupported(
                    "program-scope 'global' initializer that is no plain constant (an address \
                     or a constant expression)"
                        .into(),
                ));
            }
        }
    }
    Ok(())
}

/// The byte offset of each of the first `count` parts of aggregate `ty`.
fn part_offsets(ir: &Module, ty: TypeRef, count: usize) -> Result<Vec<u64>, LowerError> {
    match ir.ty(ty) {
        Type::Struct { fields, packed, .. } => layout::field_offsets(ir, fields, *packed),
        Type::Array { elem, .. } | Type::Vector { elem, .. } => {
            let (size, _) = layout::size_align(ir, *elem)?;
            Ok((0..count as u64).map(|k| k * size).collect())
        }
        _ => Err(LowerError::Invalid(
            "aggregate constant of no aggregate type".into(),
        )),
    }
}

/// Writes the low bytes of `bits` (as many as scalar `ty` has), little-endian.
fn put(ir: &Module, ty: TypeRef, bits: u64, at: u64, out: &mut [u8]) -> Result<(), LowerError> {
    let (size, _) = layout::size_align(ir, ty)?;
    let start = usize::try_from(at).unwrap_or(usize::MAX);
    let end = start.saturating_add(size as usize);
    let slot = out
        .get_mut(start..end)
        .ok_or_else(|| LowerError::Invalid("initializer outside its variable".into()))?;
    slot.copy_from_slice(&bits.to_le_bytes()[..slot.len().min(8)]);
    Ok(())
}

/// The reflection's record of the buffer: `{"kind": "program_globals", "set", "binding",
/// "bytes", "initial_data" (hex), "variables": [{"name", "offset", "type", "size"}]}`.
pub fn reflection_json(ir: &Module, pg: &ProgramGlobals) -> String {
    let hex: String = pg.initial.iter().map(|b| format!("{b:02x}")).collect();
    let vars: Vec<String> = pg
        .members
        .iter()
        .map(|&(n, offset, t)| {
            let size = layout::size_align(ir, t).map(|s| s.0).unwrap_or(0);
            format!(
                "{{\"name\": {}, \"offset\": {offset}, \"type\": {}, \"size\": {size}}}",
                super::reflect::quote(&ir.globals[n].name),
                super::reflect::quote(&ir.type_name(t))
            )
        })
        .collect();
    format!(
        "{{\"kind\": \"program_globals\", \"set\": 0, \"binding\": {}, \"bytes\": {}, \"initial_data\": \"{hex}\", \"variables\": [{}]}}",
        pg.binding,
        pg.initial.len(),
        vars.join(", ")
    )
}
