//! Sources, compile units, lexical scopes and inlined-at chains: `DebugSource`(`Continued`),
//! `DebugCompilationUnit`, `DebugBuildIdentifier`, `DebugStoragePath`, `DebugLexicalBlock`
//! (`Discriminator`), `DebugInlinedAt`. Everything a `scope:` field can name is resolved here,
//! handing functions to `functions` and composite types to `types`.

use rustc_hash::FxHashMap as HashMap;

use super::RemarkKind;
use super::id_cache::IdCache;
use super::lowering::Lowering;
use super::module_writer::num;
use super::walk::block_parent;
use crate::di::source_file::{MAX_SOURCE_BYTES, SourceUnread};
use crate::di::{self, CompileUnitId, DiModule, DiNode, DiNodeId, FileId, LocationId};
use crate::nsdi::{self, DebugTarget, InlinedAtId, ScopeId, SourceId, build, language};

/// The scope family's tables: compile units, lexical scopes, sources and inlined-at chains.
/// Filled by the `get_or_create_*` of each kind, read by every lowering that names a scope,
/// a file or an inlined-at location (types, functions, variables, the line table). Never
/// cleared before the emitter is dropped.
#[derive(Default)]
pub(super) struct ScopeTables {
    pub(super) units: IdCache<CompileUnitId, ScopeId>,
    /// Lexical blocks, namespaces and modules; a DILexicalBlockFile maps to its parent's scope.
    pub(super) blocks: IdCache<DiNodeId, ScopeId>,
    /// DebugInlinedAt of each `inlinedAt:` location.
    pub(super) inlined_at: IdCache<LocationId, InlinedAtId>,
    /// File path (after the prefix map) -> DebugSource.
    sources: HashMap<String, SourceId>,
    /// DIFile node -> DebugSource: the path is built (and remapped) once per file node, not
    /// at every scope and line that names it.
    sources_by_file: HashMap<di::FileId, SourceId>,
    /// Source path -> the highest line the DI names in it; built on first use, by the first
    /// DebugSource with text (`max_line`).
    max_lines: Option<HashMap<String, u32>>,
    /// `-fdebug-prefix-map` pairs (`set_prefix_map`, before `begin_module`), applied to every
    /// file name written.
    pub(super) prefix_map: Vec<(String, String)>,
    /// Lexical blocks on a cycle of scopes -> the function whose retained nodes reach them
    /// ([`DiModule::local_scope_cycle_owners`]); built when the walk first meets a scope
    /// cycle, read by the cycle's stand-in.
    cycle_owners: Option<std::collections::HashMap<DiNodeId, di::SubprogramId>>,
}

impl ScopeTables {
    /// The function a reference back into a cycle of lexical blocks names, when a
    /// function's retained nodes reach the cycle.
    pub(super) fn cycle_owner(
        &mut self,
        di: &DiModule,
        scope: DiNodeId,
    ) -> Option<di::SubprogramId> {
        self.cycle_owners
            .get_or_insert_with(|| di.local_scope_cycle_owners())
            .get(&scope)
            .copied()
    }

    /// `path` with the last matching prefix of the map replaced (clang's
    /// `-fdebug-prefix-map=OLD=NEW`: later options win).
    fn remap_path(&self, path: &str) -> String {
        for (old, new) in self.prefix_map.iter().rev() {
            if let Some(rest) = path.strip_prefix(old.as_str()) {
                return format!("{new}{rest}");
            }
        }
        path.to_owned()
    }

    /// A file's path as NSDI names it (DebugSource's File, a macro's Source), after the
    /// prefix map.
    pub(super) fn file_path(&self, di: &DiModule, file: FileId) -> String {
        let f = di.file(file);
        self.remap_path(&di::source_path(&f.directory, &f.filename))
    }

    /// The highest line any location or declaration names in the file at `path` (computed
    /// once for the module).
    fn max_line(&mut self, di: &DiModule, path: &str) -> u32 {
        if self.max_lines.is_none() {
            let mut lines: HashMap<FileId, u32> = HashMap::default();
            let mut note = |file: Option<FileId>, line: u32| {
                if let Some(f) = file {
                    let max = lines.entry(f).or_default();
                    *max = (*max).max(line);
                }
            };
            for id in di.ids() {
                match di.node(id) {
                    DiNode::Location(l) => note(scope_file(di, l.scope.map(|s| s.0)), l.line),
                    DiNode::Subprogram(sp) => note(sp.file, sp.line.max(sp.scope_line)),
                    DiNode::LexicalBlock(b) => note(b.file, b.line),
                    DiNode::LocalVariable(v) => note(v.file, v.line),
                    DiNode::GlobalVariable(g) => note(g.file, g.line),
                    DiNode::CompositeType(c) => note(c.file, c.line),
                    DiNode::DerivedType(d) => note(d.file, d.line),
                    _ => {}
                }
            }
            let mut by_path: HashMap<String, u32> = HashMap::default();
            for (file, line) in lines {
                let max = by_path.entry(self.file_path(di, file)).or_default();
                *max = (*max).max(line);
            }
            self.max_lines = Some(by_path);
        }
        self.max_lines
            .as_ref()
            .and_then(|m| m.get(path).copied())
            .unwrap_or(0)
    }
}

/// The file a local scope's code is in (a DILexicalBlockFile can switch files).
pub(super) fn scope_file(di: &DiModule, scope: Option<DiNodeId>) -> Option<FileId> {
    scope.and_then(|s| di.scope_file(s))
}

/// The module's first compile unit: the parent of what has no scope of its own.
pub(super) fn default_cu(di: &DiModule) -> Option<CompileUnitId> {
    di.compile_units.first().copied()
}

/// `DW_LANG_GLSL` (DWARF 6).
const DW_LANG_GLSL: u16 = 0x34;
/// `DW_LANG_GLSL_ES` (DWARF 6).
const DW_LANG_GLSL_ES: u16 = 0x35;
/// `DW_LANG_HLSL` (DWARF 6).
const DW_LANG_HLSL: u16 = 0x36;
/// `DW_LANG_OpenCL_CPP` (DWARF 6).
const DW_LANG_OPENCL_CPP: u16 = 0x37;
/// `DW_LANG_CPP_for_OpenCL` (DWARF 6).
const DW_LANG_CPP_FOR_OPENCL: u16 = 0x38;
/// `DW_LANG_SYCL` (DWARF 6).
const DW_LANG_SYCL: u16 = 0x39;

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
        // DWARF 6 codes LLVM 19 knows and gimli does not name.
        _ => match dw_lang {
            DW_LANG_GLSL => language::GLSL,
            DW_LANG_GLSL_ES => language::ESSL,
            DW_LANG_HLSL => language::HLSL,
            DW_LANG_OPENCL_CPP => language::OPENCL_CPP,
            DW_LANG_CPP_FOR_OPENCL => language::CPP_FOR_OPENCL,
            DW_LANG_SYCL => language::SYCL,
            _ => return None,
        },
    })
}

impl Lowering<'_, '_> {
    /// DebugSource for a file (text embedded when known), split with DebugSourceContinued.
    pub(super) fn get_or_create_source(
        &mut self,
        cx: &mut dyn DebugTarget,
        file: FileId,
    ) -> SourceId {
        if let Some(&id) = self.scopes.sources_by_file.get(&file) {
            return id;
        }
        let f = self.di.file(file);
        let path = self.scopes.file_path(self.di, file);
        if let Some(&id) = self.scopes.sources.get(&path) {
            self.scopes.sources_by_file.insert(file, id);
            return id;
        }
        let mut text = match &f.source {
            Some(text) => Some(text.clone()),
            // Read where the file is, named as the prefix map says.
            None => self.read_source(file, &di::source_path(&f.directory, &f.filename)),
        };
        // A literal string ends at a NUL: the text is cut there.
        if let Some(nul) = text.as_deref().and_then(|t| t.find('\0')) {
            self.remark(
                RemarkKind::Dropped,
                Some(file.0),
                format!(
                    "source text of '{path}' has a NUL at byte {nul}: DebugSource's text ends there"
                ),
            );
            if let Some(t) = text.as_mut() {
                t.truncate(nul);
            }
        }
        // Line numbers beyond the text (`#line`, a file changed since compiling) contradict
        // it: SPIRV-Tools 2026.2 rejects DebugLine beyond the embedded text. The line numbers
        // are the debug info; the text goes.
        let max_line = self.scopes.max_line(self.di, &path);
        if let Some(lines) = text.as_deref().map(|t| t.lines().count())
            && usize::try_from(max_line).is_ok_and(|m| m > lines)
        {
            self.remark(
                RemarkKind::Dropped,
                Some(file.0),
                format!(
                    "debug info names line {max_line} of '{path}', whose text has {lines} lines (#line?): DebugSource has no Text"
                ),
            );
            text = None;
        }
        let id = self.source_with_text(cx, &path, text.as_deref());
        self.scopes.sources.insert(path, id);
        self.scopes.sources_by_file.insert(file, id);
        id
    }

    /// The path of a node's file, or of the compile unit's when the node has none (as
    /// [`source_of`](Self::source_of) picks the file).
    pub(super) fn file_path_of(&self, file: Option<FileId>) -> String {
        file.or_else(|| default_cu(self.di).and_then(|cu| self.di.compile_unit(cu).file))
            .map(|f| self.scopes.file_path(self.di, f))
            .unwrap_or_default()
    }

    /// The text of `file` from the producer's [`SourceProvider`](super::SourceProvider) (none
    /// without one), with a remark when the provider found the file but could not give its
    /// text.
    fn read_source(&mut self, file: FileId, path: &str) -> Option<String> {
        let sources = self.sources?;
        let why = match sources.source_text(path) {
            Ok(text) => return Some(text),
            Err(SourceUnread::Absent) => return None,
            Err(SourceUnread::NotUtf8) => {
                self.remark(
                    RemarkKind::Dropped,
                    Some(file.0),
                    format!("source text of '{path}' is not UTF-8; DebugSource has no Text"),
                );
                return None;
            }
            Err(SourceUnread::NotRegular) => "not a regular file".to_owned(),
            Err(SourceUnread::TooLarge(Some(size))) => format!(
                "{size} bytes, over the {} MiB limit for embedded source",
                MAX_SOURCE_BYTES >> 20
            ),
            Err(SourceUnread::TooLarge(None)) => format!(
                "over the {} MiB limit for embedded source",
                MAX_SOURCE_BYTES >> 20
            ),
        };
        self.remark(
            RemarkKind::Dropped,
            Some(file.0),
            format!("source text of '{path}' is not read ({why}): DebugSource has no Text"),
        );
        None
    }

    fn source_with_text(
        &mut self,
        cx: &mut dyn DebugTarget,
        path: &str,
        text: Option<&str>,
    ) -> SourceId {
        let file = self.text(cx, path);
        let Some(text) = text else {
            return self.emit(cx, &build::DebugSource { file, text: None });
        };
        let mut pieces = nsdi::split_utf8(text, nsdi::MAX_STRING_BYTES).into_iter();
        let first = pieces.next().map(|piece| self.text(cx, piece));
        let id = self.emit(cx, &build::DebugSource { file, text: first });
        for piece in pieces {
            let text = self.text(cx, piece);
            let _: nsdi::Id = self.emit(cx, &build::DebugSourceContinued { text });
        }
        id
    }

    /// DebugSource of a node's file, or of the compile unit's when the node has none.
    pub(super) fn source_of(&mut self, cx: &mut dyn DebugTarget, file: Option<FileId>) -> SourceId {
        match file.or_else(|| default_cu(self.di).and_then(|cu| self.di.compile_unit(cu).file)) {
            Some(f) => self.get_or_create_source(cx, f),
            None => self.source_with_text(cx, "", None),
        }
    }

    /// DebugCompilationUnit of a unit, with its DebugBuildIdentifier and DebugStoragePath.
    /// The units before it in `llvm.dbg.cu` are written first, so NSDI lists the units in
    /// that order whichever one code needs first (consumers and the checker take the first
    /// as the module's).
    pub(super) fn get_or_create_cu(
        &mut self,
        cx: &mut dyn DebugTarget,
        cu: CompileUnitId,
    ) -> ScopeId {
        if let Some(id) = self.scopes.units.get(cu) {
            return id;
        }
        let di = self.di;
        for &earlier in di.compile_units.iter().take_while(|&&c| c != cu) {
            if !self.scopes.units.contains(earlier) {
                self.lower_cu(cx, earlier);
            }
        }
        self.lower_cu(cx, cu)
    }

    /// One DebugCompilationUnit (with its DebugBuildIdentifier), not written yet.
    fn lower_cu(&mut self, cx: &mut dyn DebugTarget, cu: CompileUnitId) -> ScopeId {
        let unit = self.di.compile_unit(cu);
        let source = self.source_of(cx, unit.file);
        let language = match source_language(unit.language.0) {
            Some(language) => language,
            None => {
                self.remark(
                    RemarkKind::Substituted,
                    Some(cu.0),
                    format!(
                        "source language {} has no SPIR-V SourceLanguage; DebugCompilationUnit says Unknown",
                        unit.language
                    ),
                );
                language::UNKNOWN
            }
        };
        let dwarf_version = if self.di.dwarf_version == 0 {
            4
        } else {
            self.di.dwarf_version
        };
        let compilation_unit = build::DebugCompilationUnit {
            version: num(cx, nsdi::NSDI_VERSION),
            dwarf_version: num(cx, dwarf_version),
            source,
            language: num(cx, language),
        };
        let id = self.emit(cx, &compilation_unit);
        self.scopes.units.insert(cu, id);
        if unit.dwo_id != 0 {
            // The spec wants at least 32 lowercase hex digits; the 64-bit DWO id is
            // zero-extended to 128 bits.
            let build_identifier = build::DebugBuildIdentifier {
                identifier: self.text(cx, &format!("{:032x}", unit.dwo_id)),
                flags: num(cx, 0),
            };
            let _: nsdi::Id = self.emit(cx, &build_identifier);
        }
        if !unit.split_debug_filename.is_empty() {
            // DebugStoragePath names where this module's debug info is stored; the .dwo holds
            // DWARF, and the NSDI is in the module itself.
            self.remark(
                RemarkKind::Dropped,
                Some(cu.0),
                format!(
                    "splitDebugFilename '{}' names the DWARF .dwo, not where this module's debug info is stored (it is embedded): no DebugStoragePath",
                    unit.split_debug_filename
                ),
            );
        }
        id
    }

    /// The default compile unit's id (module-level parent).
    pub(super) fn cu_scope(&mut self, cx: &mut dyn DebugTarget) -> ScopeId {
        match default_cu(self.di) {
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
    ) -> ScopeId {
        let Some(scope) = scope else {
            return self.cu_scope(cx);
        };
        let di = self.di;
        let node = di.node(scope);
        if di::TypeId::accepts(node.kind_name())
            && let Some(id) = self.types.ids.get(di::TypeId(scope))
        {
            // A templated class is cached as its DebugTypeTemplate; as a scope it is the class.
            return self.types.composite_of(id).as_scope();
        }
        if block_parent(di, scope).is_some() {
            if let Some(id) = self.scopes.blocks.get(scope) {
                return id;
            }
            if self.on_cycle(scope) {
                return self.scope_stand_in(cx, scope, true);
            }
            let lowered = self.enter(scope).map(|mut l| {
                l.prefetch_scopes(cx, scope);
                match l.scopes.blocks.get(scope) {
                    Some(id) => id,
                    None => l.lower_block(cx, scope),
                }
            });
            return match lowered {
                Some(id) => id,
                None => self.scope_stand_in(cx, scope, false),
            };
        }
        match node {
            DiNode::CompileUnit(_) => self.get_or_create_cu(cx, CompileUnitId(scope)),
            DiNode::Subprogram(_) => self
                .get_or_create_function(cx, di::SubprogramId(scope))
                .as_scope(),
            DiNode::CompositeType(_) if self.full() => {
                let id = self.get_or_create_type(cx, Some(di::TypeId(scope)));
                // A templated class's cached id is its DebugTypeTemplate; scopes need the class.
                let class = self.types.composite_of(id);
                // Nested past the depth bound, the type became the 'void' stand-in, which is
                // no lexical scope (spirv-val refuses it as a Parent): the unit instead.
                if self.kind(class) == Some(nsdi::DebugOp::DebugTypeBasic) {
                    return self.scope_stand_in(cx, scope, false);
                }
                class.as_scope()
            }
            _ => self.cu_scope(cx),
        }
    }

    /// A lexical block, lexical-block file, namespace or module (`get_or_create_scope` guards
    /// the walk).
    fn lower_block(&mut self, cx: &mut dyn DebugTarget, scope: DiNodeId) -> ScopeId {
        let di = self.di;
        match di.node(scope) {
            DiNode::LexicalBlock(b) => {
                if let Some(id) = self.scopes.blocks.get(scope) {
                    return id;
                }
                let parent = self.get_or_create_scope(cx, b.scope.map(|s| s.0));
                let source = self.source_of(cx, b.file);
                self.finish_scope(scope, |e| {
                    let block = build::DebugLexicalBlock {
                        source,
                        line: num(cx, b.line),
                        column: num(cx, b.column),
                        parent,
                        name: None,
                    };
                    e.emit(cx, &block)
                })
            }
            DiNode::LexicalBlockFile(b) => {
                if let Some(id) = self.scopes.blocks.get(scope) {
                    return id;
                }
                // DebugLexicalBlockDiscriminator is not a lexical scope for spirv-val, so code in
                // a DILexicalBlockFile is scoped to its parent; the discriminator is recorded.
                let parent = self.get_or_create_scope(cx, b.scope.map(|s| s.0));
                if b.discriminator == 0 {
                    // Only a change of file: nothing to record.
                    return self.finish_scope(scope, |_| parent);
                }
                let source = self.source_of(cx, b.file);
                self.finish_scope(scope, |e| {
                    let discriminator = build::DebugLexicalBlockDiscriminator {
                        source,
                        discriminator: num(cx, b.discriminator),
                        parent,
                    };
                    let _: nsdi::Id = e.emit(cx, &discriminator);
                    parent
                })
            }
            DiNode::Namespace(ns) => {
                self.named_block(cx, scope, ns.scope.map(|s| s.0), None, 0, &ns.name)
            }
            DiNode::Module(m) => {
                self.named_block(cx, scope, m.scope.map(|s| s.0), m.file, m.line, &m.name)
            }
            _ => self.cu_scope(cx),
        }
    }

    /// Records the scope `write` makes, unless lowering its parent came back here through a
    /// cycle (parent function -> retained variable -> this block) and made it already.
    fn finish_scope(
        &mut self,
        node: DiNodeId,
        write: impl FnOnce(&mut Self) -> ScopeId,
    ) -> ScopeId {
        if let Some(id) = self.scopes.blocks.get(node) {
            return id;
        }
        let id = write(self);
        self.scopes.blocks.insert(node, id);
        id
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
    ) -> ScopeId {
        if let Some(id) = self.scopes.blocks.get(node) {
            return id;
        }
        let parent = self.get_or_create_scope(cx, parent);
        let source = self.source_of(cx, file);
        let name = self.text(cx, name);
        self.finish_scope(node, |e| {
            let block = build::DebugLexicalBlock {
                source,
                line: num(cx, line),
                column: num(cx, 0),
                parent,
                name: Some(name),
            };
            e.emit(cx, &block)
        })
    }

    /// DebugInlinedAt for an `inlinedAt:` location, shared by every scope inlined there.
    pub(super) fn get_or_create_inlined_at(
        &mut self,
        cx: &mut dyn DebugTarget,
        loc: LocationId,
    ) -> InlinedAtId {
        if let Some(id) = self.scopes.inlined_at.get(loc) {
            return id;
        }
        // The chain of callers (as deep as the inlining) from the outermost one in: each
        // names its caller's DebugInlinedAt first, so the ids are the recursion's.
        let mut chain = vec![loc];
        let mut seen = rustc_hash::FxHashSet::default();
        seen.insert(loc);
        let mut next = self.di.location(loc).inlined_at;
        while let Some(caller) = next
            && !self.scopes.inlined_at.contains(caller)
            && seen.insert(caller)
        {
            chain.push(caller);
            next = self.di.location(caller).inlined_at;
        }
        let mut id = None;
        for loc in chain.into_iter().rev() {
            id = Some(self.lower_inlined_at(cx, loc));
        }
        id.expect("invariant: the chain holds at least the location asked for")
    }

    /// One DebugInlinedAt, its caller's written already (or on a cycle: LLVM's verifier
    /// rejects those, so only a corrupt model gets the caller's missing link).
    fn lower_inlined_at(&mut self, cx: &mut dyn DebugTarget, loc: LocationId) -> InlinedAtId {
        if let Some(id) = self.scopes.inlined_at.get(loc) {
            return id;
        }
        let l = self.di.location(loc);
        let inlined = l.inlined_at.and_then(|o| self.scopes.inlined_at.get(o));
        let scope = self.get_or_create_scope(cx, l.scope.map(|s| s.0));
        if let Some(id) = self.scopes.inlined_at.get(loc) {
            return id;
        }
        let inlined_at = build::DebugInlinedAt {
            line: num(cx, l.line),
            scope,
            inlined,
        };
        let id = self.emit(cx, &inlined_at);
        self.scopes.inlined_at.insert(loc, id);
        id
    }
}
