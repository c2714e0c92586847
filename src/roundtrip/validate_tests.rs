//! In-process validation on a compiled module (LLVM needed to compile it).

use super::validate::{Environment, ValidateError, ValidationError, validate};

/// The validator's diagnostic; a missing validator fails the test rather than counting as a
/// refusal.
fn diagnostic(error: ValidateError) -> String {
    match error {
        ValidateError::Invalid(invalid) => invalid.0,
        ValidateError::NoValidator(reason) => panic!("no validator: {reason}"),
    }
}

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
    let error = diagnostic(validate(&broken, Environment::default()).unwrap_err());
    assert!(!error.is_empty() && !error.contains('\n'), "{error}");
}

/// The example compiled, with an `OpMemberName` of its first struct's first member added.
fn named_module() -> Vec<u32> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/particles.ll");
    let loaded =
        crate::ir::load_file(&path, &crate::ir::LoadOptions::default()).expect("the example loads");
    let words = crate::backend::compile(&loaded.module, Vec::new()).expect("it compiles");
    let mut insts = instructions(&words);
    let record = insts[first(&insts, Op::TypeStruct)][1];
    let name = first(&insts, Op::Name);
    insts.insert(
        name + 1,
        vec![
            (4 << 16) | Op::MemberName as u32,
            record,
            0,
            u32::from_le_bytes(*b"pos\0"),
        ],
    );
    assemble(&words, &insts)
}

use rspirv::spirv::Op;

/// The module's instructions (the header apart).
use super::instructions_for_tests as instructions;

fn assemble(header: &[u32], instructions: &[Vec<u32>]) -> Vec<u32> {
    let mut words = header[..5].to_vec();
    instructions.iter().for_each(|i| words.extend(i));
    words
}

/// The first id below `bound` that no instruction defines (a result id or a result type's
/// position holds every definition), or `bound` itself when there is none.
fn undefined_id(instructions: &[Vec<u32>], bound: u32) -> u32 {
    let defined: std::collections::HashSet<u32> = instructions
        .iter()
        .flat_map(|i| [i.get(1).copied(), i.get(2).copied()])
        .flatten()
        .collect();
    (1..bound).find(|id| !defined.contains(id)).unwrap_or(bound)
}

fn first(instructions: &[Vec<u32>], op: Op) -> usize {
    instructions
        .iter()
        .position(|i| i[0] & 0xffff == op as u32)
        .expect("the instruction is there")
}

/// What nsdi's validation (names apart) and SPIRV-Tools on the whole module say of `words`:
/// both must refuse it.
fn refused_by_both(words: &[u32]) -> String {
    let whole = super::validate::validate_all(words, Environment::default());
    assert!(
        matches!(whole, Err(ValidateError::Invalid(_))),
        "SPIRV-Tools accepts the mutant"
    );
    diagnostic(validate(words, Environment::default()).expect_err("nsdi's validation accepts it"))
}

#[test]
fn the_names_rules_apply_with_the_names_apart() {
    let words = named_module();
    assert_eq!(validate(&words, Environment::default()), Ok(()));
    let insts = instructions(&words);
    let name = first(&insts, Op::Name);
    let member_name = first(&insts, Op::MemberName);
    let bound = words[3];

    // A name of an id the module does not define (below the bound, and at it).
    let undefined = undefined_id(&insts, bound);
    for target in [undefined, bound + 7] {
        let mut m = insts.clone();
        m[name][1] = target;
        let reason = refused_by_both(&assemble(&words, &m));
        assert!(reason.contains("has not been defined"), "{reason}");
    }

    // A member name of a type that is no struct, and past a struct's last member.
    let int_type = insts[first(&insts, Op::TypeInt)][1];
    let mut m = insts.clone();
    m[member_name][1] = int_type;
    let reason = refused_by_both(&assemble(&words, &m));
    assert!(reason.contains("is not a struct type"), "{reason}");
    let mut m = insts.clone();
    m[member_name][2] = 1000;
    let reason = refused_by_both(&assemble(&words, &m));
    assert!(reason.contains("index is larger"), "{reason}");

    // A string with no terminating NUL.
    let mut m = insts.clone();
    let last = m[name].len() - 1;
    m[name][last] = u32::from_le_bytes(*b"abcd");
    refused_by_both(&assemble(&words, &m));

    // A name out of its section: after the types, and before an OpString.
    let mut m = insts.clone();
    let moved = m.remove(name);
    let after_types = first(&m, Op::TypeInt) + 1;
    m.insert(after_types, moved);
    let reason = refused_by_both(&assemble(&words, &m));
    assert!(reason.contains("wrong section"), "{reason}");
    let mut m = insts.clone();
    let last_name = m
        .iter()
        .rposition(|i| i[0] & 0xffff == Op::MemberName as u32 || i[0] & 0xffff == Op::Name as u32)
        .expect("names");
    let string = vec![
        (3 << 16) | Op::String as u32,
        bound,
        u32::from_le_bytes(*b"k.c\0"),
    ];
    m.insert(last_name + 1, string);
    let mut header = words[..5].to_vec();
    header[3] = bound + 1;
    let reason = refused_by_both(&assemble(&header, &m));
    assert!(reason.contains("wrong section"), "{reason}");

    // What is no name's rule is still the validator's: a struct type with an undefined member.
    let mut m = insts.clone();
    let record = first(&m, Op::TypeStruct);
    m[record][2] = undefined;
    refused_by_both(&assemble(&words, &m));
}

#[test]
fn a_bound_far_past_the_module_is_validated_whole() {
    let mut words = named_module();
    words[3] = (words.len() * 100) as u32;
    // Legal (the bound only has to exceed every id, and stay under the validator's 4,194,303):
    // the names are not split off, and the validator reads the module as it is.
    assert_eq!(validate(&words, Environment::default()), Ok(()));
    words[3] = u32::MAX;
    let error = diagnostic(validate(&words, Environment::default()).unwrap_err());
    assert!(error.contains("id bound"), "{error}");
}

/// The library in process and `spirv-val` as a process are one validator: they agree on a valid
/// module and on broken ones of different kinds (a type, an extended instruction, the layout).
#[test]
fn the_validator_in_process_agrees_with_spirv_val() {
    use super::validate::{in_process, validate_all};
    // The checkout's pinned wheel has the library: without it this test would compare nothing.
    assert!(
        in_process::available(),
        "no libSPIRV-Tools-shared.so beside the pinned spirv-val"
    );
    let words = named_module();
    let env = Environment::default();
    assert_eq!(in_process::validate(&words, env), Some(Ok(())));
    assert_eq!(validate_all(&words, env), Ok(()));
    let insts = instructions(&words);
    let bound = words[3];
    let undefined = undefined_id(&insts, bound);
    let mut mutants = Vec::new();
    // A struct type with an undefined member.
    let mut m = insts.clone();
    let record = first(&m, Op::TypeStruct);
    m[record][2] = undefined;
    mutants.push(assemble(&words, &m));
    // The first extended instruction (an OpenCL.std call: no NSDI here) with the int type as
    // its result type.
    let mut m = insts.clone();
    let int_type = m[first(&m, Op::TypeInt)][1];
    let ext_inst = first(&m, Op::ExtInst);
    m[ext_inst][1] = int_type;
    mutants.push(assemble(&words, &m));
    // A type after the first function.
    let mut m = insts.clone();
    let moved = m.remove(first(&m, Op::TypeInt));
    m.insert(first(&m, Op::FunctionEnd), moved);
    mutants.push(assemble(&words, &m));
    for mutant in &mutants {
        assert!(
            matches!(in_process::validate(mutant, env), Some(Err(_))),
            "the library accepts a mutant"
        );
        assert!(
            matches!(validate_all(mutant, env), Err(ValidateError::Invalid(_))),
            "spirv-val accepts a mutant"
        );
        // nsdi's validation reports spirv-val's message for it (ids by their friendly names).
        let ValidateError::Invalid(reported) = validate(mutant, env).unwrap_err() else {
            panic!("no validator")
        };
        let ValidateError::Invalid(whole) = validate_all(mutant, env).unwrap_err() else {
            panic!("no validator")
        };
        assert_eq!(reported, whole);
    }
}

#[test]
fn an_id_bound_over_the_universal_limit_is_refused_from_the_header() {
    use super::validate::validate_all;
    use crate::backend::spirv::MAX_ID_BOUND;
    let env = Environment::default();
    let mut words = named_module();
    // At the limit the module is valid; one over it, spirv-val refuses it and so does
    // `validate`, from the header alone.
    words[3] = MAX_ID_BOUND;
    assert_eq!(validate(&words, env), Ok(()));
    words[3] = MAX_ID_BOUND + 1;
    assert!(
        matches!(validate_all(&words, env), Err(ValidateError::Invalid(ValidationError(m))) if m.contains("max id bound")),
        "spirv-val accepts an id bound of {}",
        words[3]
    );
    let Err(ValidateError::Invalid(ValidationError(message))) = validate(&words, env) else {
        panic!("an id bound over the limit is accepted")
    };
    assert_eq!(
        message,
        format!(
            "Invalid SPIR-V.  The id bound {} is larger than the max id bound {MAX_ID_BOUND}.",
            MAX_ID_BOUND + 1
        )
    );
}
