//! Where the emitter gets source text for a `DebugSource` whose DIFile carries none: from the
//! producer, through [`SourceProvider`]. The emitter reads no file itself; a producer that
//! has the sources on disk gives it a reader (`nsdi-llc` gives it
//! `llvm_adapter::DiskSources`), one that embeds its text in the DI (or has none) gives it
//! nothing, and its DebugSources without text have no Text operand.

pub use crate::di::source_file::SourceUnread;

/// Source text by path, for `DebugSource`'s Text operand.
pub trait SourceProvider {
    /// The text of the file at `path` (the DIFile's directory and file name joined, before
    /// any prefix map: the real path). `Err(SourceUnread::Absent)` when there is none to give;
    /// any other error is remarked (the text is not embedded, and the remark says why).
    fn source_text(&self, path: &str) -> Result<String, SourceUnread>;
}

impl<F: Fn(&str) -> Result<String, SourceUnread>> SourceProvider for F {
    fn source_text(&self, path: &str) -> Result<String, SourceUnread> {
        self(path)
    }
}

#[cfg(test)]
mod tests {
    use super::{SourceProvider, SourceUnread};
    use crate::debug::{BuilderTarget, DebugLevel, DebugOptions, NsdiEmitter};
    use crate::di::{DiBuilder, DwLang};
    use crate::nsdi::{DebugOp, view};
    use rspirv::dr::{Builder, Operand};

    /// The DebugSource texts (first piece) and the remarks of a module whose unit's file
    /// `k.cl` in `/src` carries no text, lowered with `provider`.
    fn lower(provider: Option<Box<dyn SourceProvider>>) -> (Vec<Option<String>>, Vec<String>) {
        let mut di = DiBuilder::new();
        let file = di.file("k.cl", "/src", None);
        di.compile_unit(DwLang(gimli::DW_LANG_OpenCL.0), file, "clang 19");
        let di = di.finish();
        let options = DebugOptions {
            level: DebugLevel::Full,
            forward_refs: false,
            command_line: String::new(),
            inlined_variables: false,
            pointer_storage: Default::default(),
            member_indexes: false,
        };
        let mut emitter = NsdiEmitter::new(&di, options);
        if let Some(provider) = provider {
            emitter.set_source_provider(provider);
        }
        let mut builder = Builder::new();
        let mut target = BuilderTarget::new(&mut builder);
        emitter.begin_module(&mut target);
        emitter.end_module(&mut target, &[]);
        drop(target);
        let module = builder.module();
        let strings: std::collections::HashMap<_, _> = module
            .debug_string_source
            .iter()
            .filter_map(|i| match i.operands.first() {
                Some(Operand::LiteralString(s)) => Some((i.result_id?, s.clone())),
                _ => None,
            })
            .collect();
        let texts = module
            .types_global_values
            .iter()
            .filter(|i| i.class.opcode == rspirv::spirv::Op::ExtInst)
            .filter_map(|i| {
                let words: Vec<u32> = i.operands.iter().filter_map(|o| o.id_ref_any()).collect();
                let op = match i.operands.get(1) {
                    Some(Operand::LiteralExtInstInteger(n)) => DebugOp::from_u32(*n)?,
                    _ => return None,
                };
                let source = view::DebugSource::parse(op, words.get(1..)?).ok()?;
                Some(source.text().and_then(|t| strings.get(&t.word()).cloned()))
            })
            .collect();
        let remarks = emitter
            .take_remarks()
            .iter()
            .map(ToString::to_string)
            .collect();
        (texts, remarks)
    }

    #[test]
    fn without_a_provider_a_source_has_no_text() {
        let (texts, remarks) = lower(None);
        assert_eq!(texts, [None]);
        assert!(remarks.is_empty(), "{remarks:?}");
    }

    #[test]
    fn the_provider_is_asked_for_the_real_path() {
        let provider = |path: &str| match path {
            "/src/k.cl" => Ok("kernel void k() {}\n".to_owned()),
            _ => Err(SourceUnread::Absent),
        };
        let (texts, remarks) = lower(Some(Box::new(provider)));
        assert_eq!(texts, [Some("kernel void k() {}\n".to_owned())]);
        assert!(remarks.is_empty(), "{remarks:?}");
    }

    #[test]
    fn a_file_the_provider_cannot_read_is_remarked() {
        let provider = |_: &str| Err(SourceUnread::NotUtf8);
        let (texts, remarks) = lower(Some(Box::new(provider)));
        assert_eq!(texts, [None]);
        assert_eq!(
            remarks,
            ["source text of '/src/k.cl' is not UTF-8; DebugSource has no Text"]
        );
    }
}
