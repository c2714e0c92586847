//! In-process validation on a compiled module (LLVM needed to compile it).

use super::validate::{Environment, validate};

#[test]
fn a_module_validates_and_a_broken_one_does_not() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/particles.ll");
    let loaded =
        crate::ir::load_file(&path, &crate::ir::LoadOptions::default()).expect("the example loads");
    let words = crate::backend::compile(&loaded.module, Vec::new()).expect("it compiles");
    assert_eq!(validate(&words, Environment::default()), Ok(()));
    // The first function's return type replaced by an id that is no type.
    let mut broken = words.clone();
    let function = (5..broken.len())
        .find(|i| broken[*i] & 0xffff == 54 && broken[*i] >> 16 == 5)
        .expect("an OpFunction");
    broken[function + 1] = broken[function + 2];
    let error = validate(&broken, Environment::default()).unwrap_err();
    assert!(!error.0.is_empty() && !error.0.contains('\n'), "{error}");
}
