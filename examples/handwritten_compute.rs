//! A producer that is not LLVM: builds a Vulkan compute shader with rspirv by hand, describes
//! its debug info with [`DiBuilder`], and gets NonSemantic.Shader.DebugInfo.100 from
//! [`NsdiEmitter`] — no LLVM anywhere on this path:
//!
//! ```text
//! cargo run -p nsdi --no-default-features --example handwritten_compute -- out.spv
//! spirv-val --target-env vulkan1.2 out.spv
//! target/debug/nsdi-dump out.spv
//! ```
//!
//! The shader is what a rust-gpu-like compiler would make of `SOURCE`. The calls a producer
//! makes, in order: `begin_module`; per function `begin_function`, the entry block's
//! `OpVariable`s, `function_definition`, then per block `begin_block` and per instruction
//! `set_location` (plus `variable_location`, or its shorthands `declare`/`value`, where a
//! variable gets storage or a value); `end_function`; finally `bind_global` for global
//! variables and `end_module`.

use std::process::ExitCode;

use nsdi::debug::{BuilderTarget, DebugLevel, DebugOptions, NsdiEmitter};
use nsdi::di::{DiBuilder, DiFlags, DwAte, DwLang};
use rspirv::binary::Assemble;
use rspirv::dr::Builder;
use rspirv::spirv::{
    AddressingModel, Capability, ExecutionMode, ExecutionModel, FunctionControl, MemoryModel,
    StorageClass,
};

const SOURCE: &str = "\
static mut RESULT: f32 = 0.0;

fn scale(x: f32) -> f32 {
    x * 2.0
}

#[spirv(compute(threads(1)))]
pub fn main() {
    let w = 0.5;
    let r = scale(w);
    unsafe { RESULT = r; }
}
";

fn main() -> ExitCode {
    let Some(out) = std::env::args().nth(1) else {
        eprintln!("usage: handwritten_compute OUT.spv");
        return ExitCode::FAILURE;
    };
    let (words, remarks) = build();
    for r in &remarks {
        eprintln!("remark: {r}");
    }
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    if let Err(e) = std::fs::write(&out, bytes) {
        eprintln!("error: cannot write '{out}': {e}");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}

/// The module's words and the emitter's remarks.
fn build() -> (Vec<u32>, Vec<String>) {
    // Debug info first: what the source says, independent of the code.
    let mut di = DiBuilder::new();
    let file = di.file("shader.rs", "/work/shaders", Some(SOURCE));
    let unit = di.compile_unit(DwLang(gimli::DW_LANG_Rust.0), file, "handwritten 1.0");
    let f32_ty = di.basic_type("f32", 32, DwAte(gimli::DW_ATE_float.0));
    let scale_ty = di.subroutine_type(Some(f32_ty), &[f32_ty]);
    let main_ty = di.subroutine_type(None, &[]);
    let result = di.global_variable(unit, "RESULT", file, 1, f32_ty);
    let scale = di.function(
        unit,
        "scale",
        file,
        3,
        scale_ty,
        DiFlags(DiFlags::PROTOTYPED),
    );
    di.set_linkage_name(scale, "_ZN6shader5scale");
    let x = di.parameter(scale.into(), "x", 1, file, 3, f32_ty);
    let main = di.function(unit, "main", file, 8, main_ty, DiFlags(0));
    let w = di.local_variable(main.into(), "w", file, 9, f32_ty);
    let r = di.local_variable(main.into(), "r", file, 10, f32_ty);
    let at_mul = di.location(4, 5, scale.into(), None);
    let at_w = di.location(9, 9, main.into(), None);
    let at_call = di.location(10, 13, main.into(), None);
    let at_store = di.location(11, 14, main.into(), None);
    let at_end = di.location(12, 1, main.into(), None);
    let di = di.finish();

    let options = DebugOptions {
        level: DebugLevel::Full,
        forward_refs: false,
        command_line: "handwritten_compute".to_owned(),
        inlined_variables: false,
        pointer_storage: Default::default(),
        member_indexes: false,
    };
    let mut nsdi = NsdiEmitter::new(&di, options);

    let mut builder = Builder::new();
    builder.set_version(1, 3);
    builder.capability(Capability::Shader);
    builder.memory_model(AddressingModel::Logical, MemoryModel::GLSL450);
    let mut t = BuilderTarget::new(&mut builder);
    nsdi.begin_module(&mut t);

    let b = t.builder();
    let void = b.type_void();
    let float = b.type_float(32, None);
    let main_fn_ty = b.type_function(void, vec![]);
    let scale_fn_ty = b.type_function(float, vec![float]);
    let private_float = b.type_pointer(None, StorageClass::Private, float);
    let function_float = b.type_pointer(None, StorageClass::Function, float);
    let zero = b.constant_bit32(float, 0f32.to_bits());
    let half = b.constant_bit32(float, 0.5f32.to_bits());
    let two = b.constant_bit32(float, 2f32.to_bits());
    let result_var = b.variable(private_float, None, StorageClass::Private, Some(zero));
    b.name(result_var, "RESULT");

    // fn scale(x: f32) -> f32 { x * 2.0 }
    let b = t.builder();
    let scale_fn = b
        .begin_function(float, None, FunctionControl::NONE, scale_fn_ty)
        .expect("no function is open");
    let x_param = b.function_parameter(float).expect("inside a function");
    b.begin_block(None).expect("no block is open");
    nsdi.begin_function(Some(scale));
    nsdi.function_definition(&mut t, scale_fn);
    nsdi.begin_block(&mut t, Some(at_mul));
    nsdi.value(&mut t, x, None, x_param, None);
    nsdi.set_location(&mut t, Some(at_mul));
    let product = t
        .builder()
        .f_mul(float, None, x_param, two)
        .expect("inside a block");
    t.builder().ret_value(product).expect("inside a block");
    t.builder().end_function().expect("inside a function");
    nsdi.end_function();

    // pub fn main() { let w = 0.5; let r = scale(w); RESULT = r; }
    let b = t.builder();
    let main_fn = b
        .begin_function(void, None, FunctionControl::NONE, main_fn_ty)
        .expect("no function is open");
    b.begin_block(None).expect("no block is open");
    let w_var = b.variable(function_float, None, StorageClass::Function, None);
    nsdi.begin_function(Some(main));
    nsdi.function_definition(&mut t, main_fn);
    nsdi.begin_block(&mut t, Some(at_w));
    nsdi.declare(&mut t, w, None, w_var, None);
    nsdi.set_location(&mut t, Some(at_w));
    t.builder()
        .store(w_var, half, None, vec![])
        .expect("inside a block");
    nsdi.set_location(&mut t, Some(at_call));
    let w_value = t
        .builder()
        .load(float, None, w_var, None, vec![])
        .expect("inside a block");
    let r_value = t
        .builder()
        .function_call(float, None, scale_fn, vec![w_value])
        .expect("inside a block");
    nsdi.value(&mut t, r, None, r_value, None);
    nsdi.set_location(&mut t, Some(at_store));
    t.builder()
        .store(result_var, r_value, None, vec![])
        .expect("inside a block");
    nsdi.set_location(&mut t, Some(at_end));
    t.builder().ret().expect("inside a block");
    t.builder().end_function().expect("inside a function");
    nsdi.end_function();

    nsdi.bind_global(result, result_var);
    nsdi.end_module(&mut t, &[main]);

    let b = t.builder();
    b.entry_point(ExecutionModel::GLCompute, main_fn, "main", vec![]);
    b.execution_mode(main_fn, ExecutionMode::LocalSize, vec![1, 1, 1]);
    let words = builder.module().assemble();
    let remarks = nsdi
        .take_remarks()
        .iter()
        .map(ToString::to_string)
        .collect();
    (words, remarks)
}

#[cfg(test)]
mod tests {
    #[test]
    fn builds_the_same_module_twice() {
        let (first, remarks) = super::build();
        assert_eq!(first, super::build().0);
        assert!(remarks.is_empty(), "{remarks:?}");
        assert_eq!(first[0], rspirv::spirv::MAGIC_NUMBER);
    }
}
