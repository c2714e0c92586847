//! Sources, compile units, lexical scopes and inlined-at chains.

use rspirv::spirv::Word;

use super::NsdiEmitter;
use super::target::DebugTarget;
use crate::di::{CompileUnitId, DiNode, DiNodeId, FileId, LocationId};
use crate::nsdi::{self, DebugOp, language};

/// The path a DebugSource names: `directory/filename`, or `filename` when it is absolute or
/// there is no directory.
pub fn source_path(directory: &str, filename: &str) -> String {
    if directory.is_empty() || filename.starts_with('/') {
        filename.to_owned()
    } else {
        format!("{}/{filename}", directory.trim_end_matches('/'))
    }
}

/// SPIR-V SourceLanguage for a DW_LANG code (as SPIRV-LLVM-Translator maps them).
pub fn source_language(dw_lang: u16) -> Option<u32> {
    use gimli::constants as c;
    let lang = gimli::DwLang(dw_lang);
    Some(match lang {
        c::DW_LANG_OpenCL
        | c::DW_LANG_C89
        | c::DW_LANG_C
        | c::DW_LANG_C99
        | c::DW_LANG_C11
        | c::DW_LANG_C17 => language::OPENCL_C,
        c::DW_LANG_C_plus_plus
        | c::DW_LANG_C_plus_plus_03
        | c::DW_LANG_C_plus_plus_11
        | c::DW_LANG_C_plus_plus_14
        | c::DW_LANG_C_plus_plus_17
        | c::DW_LANG_C_plus_plus_20 => language::CPP_FOR_OPENCL,
        c::DW_LANG_Rust => language::RUST,
        c::DW_LANG_Zig => language::ZIG,
        _ => return None,
    })
}

impl NsdiEmitter<'_> {
    /// DebugSource for a file (text embedded when known), split with DebugSourceContinued.
    pub(super) fn get_or_create_source(&mut self, cx: &mut dyn DebugTarget, file: FileId) -> Word {
        let f = self.di.file(file);
        let path = source_path(&f.directory, &f.filename);
        if let Some(&id) = self.sources.get(&path) {
            return id;
        }
        let text = match &f.source {
            Some(text) => Some(text.clone()),
            None => self.read_source(&path),
        };
        let id = self.source_with_text(cx, &path, text.as_deref());
        self.sources.insert(path, id);
        id
    }

    fn read_source(&self, path: &str) -> Option<String> {
        let full = match &self.opts.source_root {
            Some(root) if !path.starts_with('/') => root.join(path),
            _ => std::path::PathBuf::from(path),
        };
        let bytes = std::fs::read(full).ok()?;
        match String::from_utf8(bytes) {
            Ok(text) => Some(text),
            Err(_) => {
                self.remark(format!(
                    "source text of '{path}' is not UTF-8; DebugSource has no Text"
                ));
                None
            }
        }
    }

    fn source_with_text(
        &mut self,
        cx: &mut dyn DebugTarget,
        path: &str,
        text: Option<&str>,
    ) -> Word {
        let file = Self::text(cx, path);
        let Some(text) = text else {
            return self.emit(cx, DebugOp::DebugSource, vec![file]);
        };
        let pieces = nsdi::split_utf8(text, nsdi::MAX_STRING_BYTES);
        let first = Self::text(cx, pieces[0]);
        let id = self.emit(cx, DebugOp::DebugSource, vec![file, first]);
        for piece in &pieces[1..] {
            let s = Self::text(cx, piece);
            self.emit(cx, DebugOp::DebugSourceContinued, vec![s]);
        }
        id
    }

    /// DebugSource of a node's file, or of the compile unit's when the node has none.
    pub(super) fn source_of(&mut self, cx: &mut dyn DebugTarget, file: Option<FileId>) -> Word {
        match file.or_else(|| {
            self.default_cu()
                .and_then(|cu| self.di.compile_unit(cu).file)
        }) {
            Some(f) => self.get_or_create_source(cx, f),
            None => self.source_with_text(cx, "", None),
        }
    }

    pub(super) fn default_cu(&self) -> Option<CompileUnitId> {
        self.di.compile_units.first().copied()
    }

    pub(super) fn get_or_create_cu(&mut self, cx: &mut dyn DebugTarget, cu: CompileUnitId) -> Word {
        if let Some(&id) = self.cache.get(&cu.0) {
            return id;
        }
        let unit = self.di.compile_unit(cu);
        let source = self.source_of(cx, unit.file);
        let language = source_language(unit.language.0).unwrap_or_else(|| {
            self.remark(format!(
                "source language {} has no SPIR-V SourceLanguage; DebugCompilationUnit says Unknown",
                unit.language
            ));
            language::UNKNOWN
        });
        let dwarf_version = if self.di.dwarf_version == 0 {
            4
        } else {
            self.di.dwarf_version
        };
        let operands = vec![
            Self::num(cx, nsdi::NSDI_VERSION),
            Self::num(cx, dwarf_version),
            source,
            Self::num(cx, language),
        ];
        let id = self.emit(cx, DebugOp::DebugCompilationUnit, operands);
        self.cache.insert(cu.0, id);
        if unit.dwo_id != 0 {
            let ident = Self::text(cx, &format!("{:016x}", unit.dwo_id));
            let flags = Self::num(cx, 0);
            self.emit(cx, DebugOp::DebugBuildIdentifier, vec![ident, flags]);
        }
        if !unit.split_debug_filename.is_empty() {
            let path = Self::text(cx, &unit.split_debug_filename.clone());
            self.emit(cx, DebugOp::DebugStoragePath, vec![path]);
        }
        id
    }

    /// The default compile unit's id (module-level parent).
    pub(super) fn cu_scope(&mut self, cx: &mut dyn DebugTarget) -> Word {
        match self.default_cu() {
            Some(cu) => self.get_or_create_cu(cx, cu),
            None => self.none(cx),
        }
    }

    /// The NSDI scope for a `scope:` field: a compile unit, function, lexical block or
    /// composite type. Files, missing scopes and scopes NSDI cannot express name the unit.
    pub(super) fn get_or_create_scope(
        &mut self,
        cx: &mut dyn DebugTarget,
        scope: Option<DiNodeId>,
    ) -> Word {
        let Some(scope) = scope else {
            return self.cu_scope(cx);
        };
        if let Some(&id) = self.cache.get(&scope) {
            // A templated class is cached as its DebugTypeTemplate; as a scope it is the class.
            return self.composite_of(id);
        }
        match self.di.node(scope).clone() {
            DiNode::CompileUnit(_) => self.get_or_create_cu(cx, CompileUnitId(scope)),
            DiNode::Subprogram(_) => {
                self.get_or_create_function(cx, crate::di::SubprogramId(scope))
            }
            DiNode::LexicalBlock(b) => {
                let parent = self.get_or_create_scope(cx, b.scope.map(|s| s.0));
                let source = self.source_of(cx, b.file);
                let operands = vec![
                    source,
                    Self::num(cx, b.line),
                    Self::num(cx, b.column),
                    parent,
                ];
                let id = self.emit(cx, DebugOp::DebugLexicalBlock, operands);
                self.cache.insert(scope, id);
                id
            }
            DiNode::LexicalBlockFile(b) => {
                // DebugLexicalBlockDiscriminator is not a lexical scope for spirv-val, so code in
                // a DILexicalBlockFile is scoped to its parent; the discriminator is recorded.
                let parent = self.get_or_create_scope(cx, b.scope.map(|s| s.0));
                let source = self.source_of(cx, b.file);
                let operands = vec![source, Self::num(cx, b.discriminator), parent];
                self.emit(cx, DebugOp::DebugLexicalBlockDiscriminator, operands);
                self.cache.insert(scope, parent);
                parent
            }
            DiNode::Namespace(ns) => {
                let name = ns.name.clone();
                self.named_block(cx, scope, ns.scope.map(|s| s.0), None, 0, &name)
            }
            DiNode::Module(m) => {
                let name = m.name.clone();
                self.named_block(cx, scope, m.scope.map(|s| s.0), m.file, m.line, &name)
            }
            DiNode::CompositeType(_) if self.full() => {
                let id = self.get_or_create_type(cx, Some(crate::di::TypeId(scope)));
                // A templated class's cached id is its DebugTypeTemplate; scopes need the class.
                self.composite_of(id)
            }
            _ => self.cu_scope(cx),
        }
    }

    /// A namespace or module: a DebugLexicalBlock with a name.
    fn named_block(
        &mut self,
        cx: &mut dyn DebugTarget,
        node: DiNodeId,
        parent: Option<DiNodeId>,
        file: Option<FileId>,
        line: u32,
        name: &str,
    ) -> Word {
        let parent = self.get_or_create_scope(cx, parent);
        let source = self.source_of(cx, file);
        let name = Self::text(cx, name);
        let operands = vec![source, Self::num(cx, line), Self::num(cx, 0), parent, name];
        let id = self.emit(cx, DebugOp::DebugLexicalBlock, operands);
        self.cache.insert(node, id);
        id
    }

    /// DebugInlinedAt for an `inlinedAt:` location, shared by every scope inlined there.
    pub(super) fn get_or_create_inlined_at(
        &mut self,
        cx: &mut dyn DebugTarget,
        loc: LocationId,
    ) -> Word {
        if let Some(&id) = self.inlined_at.get(&loc.0) {
            return id;
        }
        let l = self.di.location(loc).clone();
        let outer = l.inlined_at.map(|o| self.get_or_create_inlined_at(cx, o));
        let scope = self.get_or_create_scope(cx, l.scope.map(|s| s.0));
        let mut operands = vec![Self::num(cx, l.line), scope];
        operands.extend(outer);
        let id = self.emit(cx, DebugOp::DebugInlinedAt, operands);
        self.inlined_at.insert(loc.0, id);
        id
    }

    /// The file a local scope's code is in (a DILexicalBlockFile can switch files).
    pub(super) fn scope_file(&self, scope: Option<DiNodeId>) -> Option<FileId> {
        scope.and_then(|s| self.di.scope_file(s))
    }
}
