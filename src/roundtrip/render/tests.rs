//! Both dialects on a small module written with the typed constructors, and the vocabulary.

use rspirv::binary::Assemble;
use rspirv::spirv::StorageClass;

use super::*;
use crate::nsdi::{
    BuilderTarget, DebugTarget, NSDI_VERSION, NsdiInstruction, NsdiWriter, build, language,
};
use crate::roundtrip::read;

/// A unit, `float`, a pointer to it, a function `k` (a definition) and a block in it; the
/// ids of the pointer, the function and the block.
fn module() -> (SpirvView, [u32; 3]) {
    let mut builder = rspirv::dr::Builder::new();
    let mut t = BuilderTarget::new(&mut builder);
    let mut w = NsdiWriter::new(&mut t, false);
    let mut put = |t: &mut BuilderTarget<'_>, inst: &dyn NsdiWrite| {
        let id = t.fresh_id();
        let written = inst.write_with(&mut w, id);
        t.emit_module_scope(written);
        id
    };
    let text = |t: &mut BuilderTarget<'_>, s: &str| StringId::from_word(t.string(s));
    let num = |t: &mut BuilderTarget<'_>, n: u32| ConstId::from_word(t.const_u32(n));
    let file = text(&mut t, "/src/k.cl");
    let source = SourceId::from_word(put(&mut t, &build::DebugSource { file, text: None }));
    let unit = build::DebugCompilationUnit {
        version: num(&mut t, NSDI_VERSION),
        dwarf_version: num(&mut t, 5),
        source,
        language: num(&mut t, language::OPENCL_C),
    };
    let unit = ScopeId::from_word(put(&mut t, &unit));
    let float = build::DebugTypeBasic {
        name: text(&mut t, "float"),
        size: num(&mut t, 32),
        encoding: num(&mut t, crate::nsdi::encoding::FLOAT),
        flags: num(&mut t, flags::NONE),
    };
    let float = TypeId::from_word(put(&mut t, &float));
    let pointer = build::DebugTypePointer {
        base_type: float,
        storage_class: num(&mut t, StorageClass::CrossWorkgroup as u32),
        flags: num(&mut t, flags::NONE),
    };
    let pointer = put(&mut t, &pointer);
    let fn_type = build::DebugTypeFunction {
        flags: num(&mut t, flags::PROTOTYPED),
        return_type: float,
        parameter_types: vec![TypeId::from_word(pointer)],
    };
    let fn_type = TypeId::from_word(put(&mut t, &fn_type));
    let function = build::DebugFunction {
        name: text(&mut t, "k"),
        ty: fn_type,
        source,
        line: num(&mut t, 3),
        column: num(&mut t, 0),
        parent: unit,
        linkage_name: text(&mut t, "_Z1k"),
        flags: num(&mut t, flags::IS_DEFINITION),
        scope_line: num(&mut t, 3),
        declaration: None,
    };
    let function = put(&mut t, &function);
    let block = build::DebugLexicalBlock {
        source,
        line: num(&mut t, 4),
        column: num(&mut t, 7),
        parent: ScopeId::from_word(function),
        name: None,
    };
    let block = put(&mut t, &block);
    drop(t);
    let view = read(&builder.module().assemble()).expect("reads");
    (view, [pointer, function, block])
}

/// Writes a constructor through the writer (object-safe for the helper above).
trait NsdiWrite {
    fn write_with(&self, w: &mut NsdiWriter, id: u32) -> rspirv::dr::Instruction;
}

impl<T: NsdiInstruction> NsdiWrite for T {
    fn write_with(&self, w: &mut NsdiWriter, id: u32) -> rspirv::dr::Instruction {
        w.write(id, self)
    }
}

#[test]
fn both_dialects() {
    let (view, [pointer, function, block]) = module();
    let checker = Render::new(&view, Dialect::Checker);
    let dump = Render::new(&view, Dialect::Dump);
    let ty = TypeId::from_word(pointer);
    assert_eq!(checker.ty(ty), "ptr<global>(float)");
    assert_eq!(dump.ty(ty), "ptr<global>(float)");
    let f = view
        .get::<view::DebugFunction>(Id::from_word(function))
        .expect("a function");
    assert_eq!(
        checker.ty(f.ty()),
        "fn[prototyped](ptr<global>(float)) -> float"
    );
    let block = ScopeId::from_word(block);
    assert_eq!(checker.scope(block), "fn _Z1k > block /src/k.cl:4:7");
    assert_eq!(dump.scope(block), "fn k > block 4:7");
    // Ids of the wrong kind render as placeholders.
    let not_a_string = StringId::from_word(pointer);
    assert_eq!(
        checker.text(not_a_string),
        format!("<not a string %{pointer}>")
    );
    assert_eq!(dump.text(not_a_string), format!("<%{pointer}>"));
    assert_eq!(checker.ty(TypeId::from_word(9999)), "void");
    assert_eq!(checker.scope(ScopeId::from_word(9999)), "<%9999>");
    assert_eq!(
        checker.scope(ScopeId::from_word(pointer)),
        "<DebugTypePointer>"
    );
}

#[test]
fn vocabulary() {
    assert_eq!(
        flag_names(u64::from(flags::IS_PROTECTED | flags::FWD_DECL)),
        "protected|fwd-decl"
    );
    assert_eq!(flag_names(1 << 20), "unknown-bits");
    assert_eq!(
        flag_names(u64::from(
            flags::ARTIFICIAL | flags::UNKNOWN_PHYSICAL_LAYOUT
        )),
        "artificial|unknown-layout"
    );
    assert_eq!(flag_names(1 << 18), "unknown-bits");
    assert_eq!(flag_names_or_zero(0), "0");
    assert_eq!(
        storage_class_name(StorageClass::StorageBuffer as u64),
        Some("storage-buffer")
    );
    assert_eq!(
        language_name(u64::from(language::CPP_FOR_OPENCL)),
        Some("CPP_for_OpenCL")
    );
    assert_eq!(
        language_family_name(Some(u64::from(language::RUST))),
        "Rust"
    );
    assert_eq!(encoding_name(5), Some("signed char"));
    assert_eq!(operation_name(3), Some("PlusUconst"));
    assert_eq!(qualifier_name(None), "?");
    assert_eq!(composite_tag_name(Some(2)), "union");
}
