//! The round-trip checker: read NSDI back from a SPIR-V binary and compare it with the source
//! DI, node by node and instruction by instruction (docs/ROUNDTRIP.md).
//!
//! [`read`] gives a [`SpirvView`] of any module with NSDI (`nsdi-dump` prints one); [`check`]
//! compares it with the [`Module`] it was compiled from (the mutation test of the checker
//! itself is in `tools/nsdi-testkit`); [`difacts`] compares the DI another tool read back from
//! our output with the source DI.

mod compare;
pub mod difacts;
pub mod reader;

use std::collections::{HashMap, HashSet};

use rspirv::spirv::{Op, Word};

use crate::di::{DiNode, ExpressionId};
use crate::ir::{DbgKind, Module, Opcode, Value};
use crate::nsdi::DebugOp;
pub use compare::flag_string;
use compare::{DiIndex, DiSide, Differences, NsdiSide, linkage};
pub use reader::{ReadError, SpirvView, read};

/// What was compared and what differed.
pub struct Report {
    /// DI nodes and NSDI instructions compared (units, sources, types, variables, debug uses,
    /// ...).
    pub nodes: usize,
    /// Line-table entries compared, counted on the source side.
    pub instructions: usize,
    /// One line per difference, `path: what "ours" != "source" (nsdi != llvm)` or
    /// `path: what is missing`; empty when the round trip is exact.
    pub differences: Vec<String>,
}

impl Report {
    /// `compared N nodes, M instructions: K differences`.
    pub fn summary(&self) -> String {
        format!(
            "compared {} nodes, {} instructions: {} differences",
            self.nodes,
            self.instructions,
            self.differences.len()
        )
    }
}

/// How the binary was produced (what the comparison may expect).
#[derive(Clone, Copy, Debug)]
pub struct CheckOptions {
    /// Built with `-g` (else `--gline-tables-only`).
    pub full: bool,
}

/// Reads `words` and compares its NSDI with `ir`'s DI.
///
/// `ir` must be the module `words` was compiled from. What NSDI cannot carry is not compared
/// (docs/ROUNDTRIP.md lists it).
///
/// # Errors
/// A [`ReadError`] when `words` cannot be read; differences are not errors but lines of the
/// [`Report`].
///
/// # Example
///
/// A handler that writes only the compile unit, checked against a module whose DI is only a
/// compile unit:
///
/// ```
/// # #[cfg(feature = "llvm")]
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// use nsdi::backend::{AsmPrinterHandler, LowerError, PrinterContext, compile};
/// use nsdi::ir::{LoadOptions, load_file};
/// use nsdi::nsdi::{ConstId, NSDI_VERSION, NsdiWriter, SourceId, StringId, build, language};
/// use nsdi::roundtrip::{CheckOptions, check};
///
/// struct UnitOnly;
///
/// impl AsmPrinterHandler for UnitOnly {
///     fn end_module(&mut self, cx: &mut PrinterContext<'_>) -> Result<(), LowerError> {
///         let mut w = NsdiWriter::new(cx.spv, false);
///         let file = StringId::from_word(cx.spv.string("/src/k.cl"));
///         let source = cx.spv.id();
///         cx.emit_module_scope(w.write(source, &build::DebugSource { file, text: None }));
///         let mut number = |n| ConstId::from_word(cx.spv.const_u32(n));
///         let unit = build::DebugCompilationUnit {
///             version: number(NSDI_VERSION),
///             dwarf_version: number(5),
///             source: SourceId::from_word(source),
///             language: number(language::OPENCL_C),
///         };
///         let id = cx.spv.id();
///         cx.emit_module_scope(w.write(id, &unit));
///         Ok(())
///     }
/// }
///
/// let path = std::env::temp_dir().join(format!("nsdi-doc-check-{}.ll", std::process::id()));
/// std::fs::write(
///     &path,
///     r#"
/// define spir_kernel void @k() {
///   ret void
/// }
/// !llvm.dbg.cu = !{!0}
/// !llvm.module.flags = !{!2, !3}
/// !0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, emissionKind: FullDebug)
/// !1 = !DIFile(filename: "k.cl", directory: "/src")
/// !2 = !{i32 7, !"Dwarf Version", i32 5}
/// !3 = !{i32 2, !"Debug Info Version", i32 3}
/// "#,
/// )?;
/// let mut module = load_file(&path, &LoadOptions::default())?.module;
/// std::fs::remove_file(&path)?;
/// let words = compile(&module, vec![Box::new(UnitOnly)])?;
///
/// let report = check(&module, &words, CheckOptions { full: true })?;
/// assert!(report.differences.is_empty(), "{:?}", report.differences);
///
/// // Against other DI the same words differ.
/// module.di.dwarf_version = 4;
/// let report = check(&module, &words, CheckOptions { full: true })?;
/// assert_eq!(
///     report.differences,
///     [r#"unit: DWARF version "5" != "4" (nsdi != llvm)"#]
/// );
/// # Ok(())
/// # }
/// # #[cfg(not(feature = "llvm"))]
/// # fn main() {}
/// ```
pub fn check(ir: &Module, words: &[u32], options: CheckOptions) -> Result<Report, ReadError> {
    let view = read(words)?;
    let forward_refs = view
        .extensions
        .iter()
        .any(|e| e == crate::nsdi::FORWARD_REFS_EXTENSION);
    let n = NsdiSide { view: &view };
    let d = DiSide { di: &ir.di };
    let index = DiIndex::new(&ir.di);
    let mut diffs = Differences::default();
    compare_module_scope(&n, &d, &index, ir, options, forward_refs, &mut diffs);
    let mut instructions = 0;
    check_functions(&n, &d, ir, options, &mut diffs, &mut instructions);
    Ok(Report {
        nodes: diffs.nodes,
        instructions,
        differences: diffs.lines,
    })
}

fn language_family(dw_lang: u16) -> &'static str {
    match dw_lang {
        0x15 | 0x01 | 0x02 | 0x0c | 0x1d | 0x2c => "OpenCL C",
        0x04 | 0x19 | 0x1a | 0x21 | 0x2a | 0x2b => "C++ for OpenCL",
        0x1c => "Rust",
        0x27 => "Zig",
        _ => "Unknown",
    }
}

fn nsdi_language(v: Option<u64>) -> &'static str {
    match v {
        Some(3) => "OpenCL C",
        Some(6) => "C++ for OpenCL",
        Some(13) => "Rust",
        Some(12) => "Zig",
        Some(0) => "Unknown",
        _ => "?",
    }
}

#[allow(clippy::too_many_arguments)]
fn compare_module_scope(
    n: &NsdiSide<'_>,
    d: &DiSide<'_>,
    index: &DiIndex,
    ir: &Module,
    options: CheckOptions,
    forward_refs: bool,
    diffs: &mut Differences,
) {
    let di = d.di;
    // Compile unit.
    let cus: Vec<_> = n.view.all(DebugOp::DebugCompilationUnit).collect();
    match (cus.first(), di.compile_units.first()) {
        (Some(cu), Some(unit)) => {
            let u = di.compile_unit(*unit);
            let path = "unit";
            diffs.nodes += 1;
            diffs.field(path, "version", &n.num(cu.at(0)), "100");
            let dwarf = if di.dwarf_version == 0 {
                4
            } else {
                di.dwarf_version
            };
            diffs.field(path, "DWARF version", &n.num(cu.at(1)), &dwarf.to_string());
            diffs.field(
                path,
                "source",
                &n.source_path(cu.at(2)),
                &d.file_path(u.file),
            );
            diffs.field(
                path,
                "language",
                nsdi_language(n.value(cu.at(3))),
                language_family(u.language.0),
            );
        }
        (None, Some(_)) => diffs.missing("unit", "no DebugCompilationUnit"),
        _ => {}
    }
    // Sources: every path is a DIFile's; embedded text round-trips exactly.
    let files: HashMap<String, Option<String>> = di
        .nodes
        .iter()
        .filter_map(|node| match node {
            DiNode::File(f) => Some((
                crate::debug::source_path(&f.directory, &f.filename),
                f.source.clone(),
            )),
            _ => None,
        })
        .collect();
    let order = &n.view.order;
    for (k, id) in order.iter().enumerate() {
        let Some(src) = n.view.inst(*id).filter(|i| i.op == DebugOp::DebugSource) else {
            continue;
        };
        let path = n.text(src.at(0));
        diffs.nodes += 1;
        match files.get(&path) {
            None if path.is_empty() => {}
            None => diffs.missing(&format!("source {path}"), "no DIFile with this path"),
            Some(Some(text)) => {
                let mut ours = src.operands.get(1).map(|t| n.text(*t)).unwrap_or_default();
                for next in &order[k + 1..] {
                    match n.view.inst(*next) {
                        Some(c) if c.op == DebugOp::DebugSourceContinued => {
                            ours.push_str(&n.text(c.at(0)))
                        }
                        _ => break,
                    }
                }
                if &ours != text {
                    diffs.missing(
                        &format!("source {path}"),
                        "text differs from the DIFile's source",
                    );
                }
            }
            // Text read from disk when the handler ran: compare with the file as it is now.
            Some(None) => {
                let ours = src.operands.get(1).map(|t| n.text(*t));
                let disk = std::fs::read_to_string(&path).ok();
                if let (Some(ours), Some(disk)) = (ours, disk)
                    && !disk.starts_with(&ours)
                {
                    diffs.missing(
                        &format!("source {path}"),
                        "text differs from the file on disk",
                    );
                }
            }
        }
    }
    let kernels: Vec<String> = ir
        .functions
        .iter()
        .filter(|f| f.is_kernel() && !f.is_declaration())
        .filter_map(|f| f.subprogram.map(|sp| linkage(di.subprogram(sp))))
        .collect();
    let entry_points: Vec<String> = n
        .view
        .all(DebugOp::DebugEntryPoint)
        .map(|e| {
            let f = n
                .view
                .inst(e.at(0))
                .map(|f| n.text(f.at(6)))
                .unwrap_or_default();
            format!("{f} in {}", n.scope(e.at(1)))
        })
        .collect();
    let expected: Vec<String> = kernels.iter().map(|k| format!("{k} in unit")).collect();
    diffs.nodes += expected.len();
    diffs.field(
        "entry points",
        "kernels",
        &entry_points.join(", "),
        &expected.join(", "),
    );
    if !options.full {
        compare_functions(n, d, index, options, diffs);
        return;
    }
    let basics: HashMap<&str, &crate::di::DiBasicType> = di
        .nodes
        .iter()
        .filter_map(|node| match node {
            DiNode::BasicType(b) => Some((b.name.as_str(), b)),
            _ => None,
        })
        .collect();
    for inst in n.view.all(DebugOp::DebugTypeBasic) {
        let name = n.text(inst.at(0));
        let path = format!("basic type {name}");
        diffs.nodes += 1;
        let (size, encoding, flags) = match basics.get(name.as_str()) {
            Some(b) => (
                b.size,
                compare::encoding_name(b.encoding.0),
                compare::di_flags(b.flags),
            ),
            // Placeholders (void, types NSDI cannot express) are unsized and unspecified.
            None => (0, "unspecified", compare::flag_string(0)),
        };
        diffs.field(&path, "size", &n.num(inst.at(1)), &size.to_string());
        diffs.field(
            &path,
            "encoding",
            &compare::nsdi_encoding_name(n.value(inst.at(2))),
            encoding,
        );
        diffs.field(&path, "flags", &n.flags(inst.at(3)), &flags);
    }
    for inst in n.view.all(DebugOp::DebugTypeComposite) {
        let key = n.ty(inst.id);
        let candidates = index.composites.get(&key).cloned().unwrap_or_default();
        compare::compare_composite(n, d, inst, &candidates, diffs, forward_refs);
    }
    for inst in n.view.all(DebugOp::DebugTypeTemplate) {
        let target = inst.at(0);
        let ours = compare::nsdi_template_params(n, &inst.operands[1..]);
        let source = match n.view.inst(target).map(|t| t.op) {
            Some(DebugOp::DebugTypeComposite) => index
                .composites
                .get(&n.ty(target))
                .and_then(|c| c.first())
                .map(|c| match di.node(*c) {
                    DiNode::CompositeType(ct) => compare::template_params(d, &ct.template_params),
                    _ => Vec::new(),
                }),
            Some(DebugOp::DebugFunction) => index
                .functions
                .get(&n.text(n.view.inst(target).map_or(0, |t| t.at(6))))
                .and_then(|f| f.first())
                .map(|f| match di.node(*f) {
                    DiNode::Subprogram(sp) => compare::template_params(d, &sp.template_params),
                    _ => Vec::new(),
                }),
            _ => None,
        };
        diffs.nodes += 1;
        diffs.field(
            &format!("template of {}", n.ty(target)),
            "parameters",
            &ours.join(", "),
            &source.unwrap_or_default().join(", "),
        );
    }
    let packs: Vec<String> = {
        let mut v: Vec<String> = n
            .view
            .all(DebugOp::DebugTypeTemplateParameterPack)
            .map(|p| {
                format!(
                    "{} ({}:{}:{}) [{}]",
                    n.text(p.at(0)),
                    n.source_path(p.at(1)),
                    n.num(p.at(2)),
                    n.num(p.at(3)),
                    compare::nsdi_template_params(n, p.rest(4)).join(", ")
                )
            })
            .collect();
        v.sort();
        v.dedup();
        v
    };
    diffs.nodes += packs.len();
    diffs.field(
        "templates",
        "parameter packs",
        &packs.join("; "),
        &compare::template_packs(d).join("; "),
    );
    let imports: Vec<String> = n
        .view
        .all(DebugOp::DebugImportedEntity)
        .map(|e| {
            let tag = match n.value(e.at(1)) {
                Some(0) => "module",
                Some(1) => "declaration",
                _ => "?",
            };
            let entity = match n.view.inst(e.at(3)).map(|x| x.op) {
                Some(DebugOp::DebugLexicalBlock) => n.scope(e.at(3)),
                Some(DebugOp::DebugFunction | DebugOp::DebugFunctionDeclaration) => {
                    n.scope(e.at(3))
                }
                Some(DebugOp::DebugGlobalVariable) => format!(
                    "var {}",
                    n.text(n.view.inst(e.at(3)).map_or(0, |x| x.at(6)))
                ),
                Some(DebugOp::DebugInfoNone) | None => "none".to_owned(),
                Some(_) => n.ty(e.at(3)),
            };
            format!(
                "{tag} '{}' {} at {}:{}:{} in {}",
                n.text(e.at(0)),
                entity,
                n.source_path(e.at(2)),
                n.num(e.at(4)),
                n.num(e.at(5)),
                n.scope(e.at(6))
            )
        })
        .collect();
    let emitted: HashSet<String> = n
        .view
        .all(DebugOp::DebugFunction)
        .filter(|f| n.value(f.at(7)).is_some_and(|v| v & 0x08 != 0))
        .map(|f| n.text(f.at(6)))
        .collect();
    let retained = di.nodes.iter().filter_map(|node| match node {
        DiNode::Subprogram(sp)
            if sp.sp_flags.contains(crate::di::DiSpFlags::DEFINITION)
                && emitted.contains(&linkage(sp)) =>
        {
            Some(sp.retained_nodes.iter().flatten().copied())
        }
        _ => None,
    });
    let expected: Vec<String> = di
        .compile_units
        .iter()
        .flat_map(|cu| di.compile_unit(*cu).imports.iter().flatten().copied())
        .chain(retained.flatten())
        .filter_map(|i| match di.node(i) {
            DiNode::ImportedEntity(e) => {
                let tag = if e.tag.0 == gimli::DW_TAG_imported_module.0 {
                    "module"
                } else {
                    "declaration"
                };
                let entity = match e.entity.map(|x| (x, di.node(x))) {
                    Some((x, DiNode::Namespace(_) | DiNode::Module(_) | DiNode::Subprogram(_))) => {
                        d.scope(Some(x))
                    }
                    Some((_, DiNode::GlobalVariable(g))) => {
                        format!(
                            "var {}",
                            if g.linkage_name.is_empty() {
                                &g.name
                            } else {
                                &g.linkage_name
                            }
                        )
                    }
                    Some((x, node)) if crate::di::TypeId::accepts(node.kind_name()) => {
                        d.ty(Some(crate::di::TypeId(x)))
                    }
                    _ => "none".to_owned(),
                };
                Some(format!(
                    "{tag} '{}' {} at {}:{}:0 in {}",
                    e.name,
                    entity,
                    d.file_path(e.file),
                    e.line,
                    d.scope(e.scope.map(|s| s.0))
                ))
            }
            _ => None,
        })
        .collect();
    diffs.nodes += expected.len();
    // Function-local ones are written with their function, the unit's at the end: compare as
    // sets.
    let (mut imports, mut expected) = (imports, expected);
    imports.sort();
    expected.sort();
    diffs.field(
        "unit",
        "imported entities",
        &imports.join("; "),
        &expected.join("; "),
    );
    // Macros: every #define and #undef of the units, with its file and line.
    let macros: Vec<String> = n
        .view
        .order
        .iter()
        .filter_map(|id| n.view.inst(*id))
        .filter_map(|m| match m.op {
            DebugOp::DebugMacroDef => Some(format!(
                "define {} = {:?} at {}:{}",
                n.text(m.at(2)),
                m.operands.get(3).map_or_else(String::new, |v| n.text(*v)),
                n.source_path(m.at(0)),
                n.num(m.at(1))
            )),
            DebugOp::DebugMacroUndef => Some(format!(
                "undef {} at {}:{}",
                n.view
                    .inst(m.at(2))
                    .map_or_else(String::new, |d| n.text(d.at(2))),
                n.source_path(m.at(0)),
                n.num(m.at(1))
            )),
            _ => None,
        })
        .collect();
    let mut expected_macros = Vec::new();
    for cu in &di.compile_units {
        for m in di.compile_unit(*cu).macros.iter().flatten() {
            di_macros(d, m.0, None, &mut expected_macros, 0);
        }
    }
    diffs.nodes += expected_macros.len();
    diffs.field(
        "unit",
        "macros",
        &macros.join("; "),
        &expected_macros.join("; "),
    );
    for inst in n.view.all(DebugOp::DebugTypeEnum) {
        let key = n.ty(inst.id);
        let Some(DiNode::CompositeType(c)) = index
            .enums
            .get(&key)
            .and_then(|v| v.first())
            .map(|id| di.node(*id))
        else {
            diffs.missing(&key, "no DICompositeType enumeration of this name");
            continue;
        };
        let o = inst;
        diffs.nodes += 1;
        diffs.field(&key, "underlying type", &n.ty(o.at(1)), &d.ty(c.base_type));
        compare::located(
            diffs,
            n,
            d,
            &key,
            o,
            (c.file, c.line),
            &compare::expected_parent(d, c.scope.map(|s| s.0), forward_refs),
        );
        let size = if c.size == 0 { 32 } else { c.size };
        diffs.field(&key, "size", &n.num(o.at(6)), &size.to_string());
        diffs.field(&key, "flags", &n.flags(o.at(7)), &compare_flags(c.flags));
        let ours: Vec<String> = o
            .rest(8)
            .chunks(2)
            // An odd operand count leaves the last value without a name (0: no id).
            .map(|p| (p[0], p.get(1).copied().unwrap_or(0)))
            .map(|(value, name)| format!("{} = {}", n.text(name), n.num(value)))
            .collect();
        let source: Vec<String> = c
            .elements
            .iter()
            .flatten()
            .filter_map(|e| match di.node(*e) {
                DiNode::Enumerator(en) => Some(format!(
                    "{} = {}",
                    en.name,
                    if i32::try_from(en.value).is_ok() || u32::try_from(en.value).is_ok() {
                        u64::from(en.value as u32)
                    } else {
                        en.value as u64
                    }
                )),
                _ => None,
            })
            .collect();
        diffs.field(&key, "enumerators", &ours.join(", "), &source.join(", "));
    }
    let typedefs: HashMap<&str, Vec<&crate::di::DiDerivedType>> =
        di.nodes.iter().fold(HashMap::new(), |mut m, node| {
            if let DiNode::DerivedType(t) = node
                && t.tag.0 == gimli::DW_TAG_typedef.0
            {
                m.entry(t.name.as_str()).or_default().push(t);
            }
            m
        });
    for inst in n.view.all(DebugOp::DebugTypedef) {
        let name = n.text(inst.at(0));
        let path = format!("typedef {name}");
        let Some(candidates) = typedefs.get(name.as_str()) else {
            diffs.missing(&path, "no DIDerivedType typedef of this name");
            continue;
        };
        let base = n.ty(inst.at(1));
        diffs.nodes += 1;
        let t = candidates
            .iter()
            .find(|t| d.ty(t.base_type) == base)
            .unwrap_or(&candidates[0]);
        diffs.field(&path, "base", &base, &d.ty(t.base_type));
        compare::located(
            diffs,
            n,
            d,
            &path,
            inst,
            (t.file, t.line),
            &compare::expected_parent(d, t.scope.map(|s| s.0), forward_refs),
        );
    }
    compare_functions(n, d, index, options, diffs);
    let mut matched_locals = HashSet::new();
    for inst in n.view.all(DebugOp::DebugLocalVariable) {
        let o = inst;
        let arg = o.operands.get(7).and_then(|a| n.value(*a)).unwrap_or(0) as u32;
        let key = (
            n.scope(o.at(5)),
            n.text(o.at(0)),
            n.value(o.at(3)).unwrap_or(0) as u32,
            arg,
        );
        let path = format!("{} > var '{}'", key.0, key.1);
        let Some(v) = index
            .locals
            .get(&key)
            .and_then(|v| v.first())
            .map(|id| di.local_variable(crate::di::LocalVariableId(*id)))
        else {
            diffs.missing(
                &path,
                "no DILocalVariable with this scope, line and argument number",
            );
            continue;
        };
        if !matched_locals.insert(key.clone()) {
            diffs.missing(
                &path,
                "two DebugLocalVariables describe this DILocalVariable",
            );
        }
        diffs.nodes += 1;
        // A type on a cycle was written with 'void' on its back edge; a variable naming that
        // same type node (a method's `this`) shows the 'void' too (docs/MAPPING.md, "Cycles").
        diffs.type_field(&path, "type", &n.ty(o.at(1)), &d.ty(v.ty), forward_refs);
        diffs.field(
            &path,
            "source",
            &n.source_path(o.at(2)),
            &d.file_path(v.file),
        );
        diffs.field(&path, "column", &n.num(o.at(4)), "0");
        diffs.field(&path, "flags", &n.flags(o.at(6)), &compare_flags(v.flags));
    }
    let mut seen_globals = HashSet::new();
    for inst in n.view.all(DebugOp::DebugGlobalVariable) {
        let o = inst;
        let key = n.text(o.at(6));
        let path = format!("global {key}");
        let Some(id) = index.globals.get(&key).and_then(|v| v.first()) else {
            diffs.missing(&path, "no DIGlobalVariable with this linkage name");
            continue;
        };
        seen_globals.insert(*id);
        let g = di.global_variable(crate::di::GlobalVariableId(*id));
        diffs.nodes += 1;
        diffs.field(&path, "name", &n.text(o.at(0)), &g.name);
        diffs.type_field(&path, "type", &n.ty(o.at(1)), &d.ty(g.ty), forward_refs);
        compare::located(
            diffs,
            n,
            d,
            &path,
            o,
            (g.file, g.line),
            &d.scope(g.scope.map(|s| s.0)),
        );
        let mut f = 0;
        if g.is_local {
            f |= 0x04;
        }
        if g.is_definition {
            f |= 0x08;
        }
        diffs.field(&path, "flags", &n.flags(o.at(8)), &compare::flag_string(f));
        let declaration = o
            .operands
            .get(9)
            .map_or_else(String::new, |m| match n.view.inst(*m) {
                Some(x) if x.op == DebugOp::DebugTypeMember => {
                    format!("member {}", n.text(x.at(0)))
                }
                _ => format!("<%{m}>"),
            });
        let expected = match g.declaration.map(|t| di.node(t.0)) {
            Some(DiNode::DerivedType(m)) => format!("member {}", m.name),
            _ => String::new(),
        };
        diffs.field(&path, "static member declaration", &declaration, &expected);
        let attached = ir.globals.iter().find(|gl| {
            gl.debug.iter().any(|e| {
                matches!(di.node(*e), DiNode::GlobalVariableExpression(x) if x.var.map(|v| v.0) == Some(*id))
            })
        });
        let linked = if n.view.variables.contains(&o.at(7)) {
            n.view.names.get(&o.at(7)).cloned().unwrap_or_default()
        } else if n.view.inst(o.at(7)).is_some() {
            "none".to_owned()
        } else {
            format!("constant {}", n.num(o.at(7)))
        };
        let expected = match attached {
            Some(gl) => gl.name.clone(),
            None => constant_global(di, *id).map_or("none".to_owned(), |v| format!("constant {v}")),
        };
        diffs.field(&path, "variable", &linked, &expected);
    }
    for cu in &di.compile_units {
        for gve in di.compile_unit(*cu).globals.iter().flatten() {
            if let DiNode::GlobalVariableExpression(e) = di.node(gve.0)
                && let Some(v) = e.var
                && !seen_globals.contains(&v.0)
            {
                diffs.missing(
                    &format!("global {}", di.global_variable(v).name),
                    "no DebugGlobalVariable",
                );
            }
        }
    }
}

/// The value of a global folded into its expression (`DW_OP_constu N, DW_OP_stack_value`).
fn constant_global(di: &crate::di::DiModule, var: crate::di::DiNodeId) -> Option<u64> {
    di.nodes.iter().find_map(|node| match node {
        DiNode::GlobalVariableExpression(e) if e.var.map(|v| v.0) == Some(var) => {
            let ops = &di.expression(e.expr?).elements.0;
            match ops.as_slice() {
                [c, s]
                    if c.opcode == 0x10 && s.opcode == 0x9f && c.args[0] <= u64::from(u32::MAX) =>
                {
                    Some(c.args[0])
                }
                _ => None,
            }
        }
        _ => None,
    })
}

fn compare_functions(
    n: &NsdiSide<'_>,
    d: &DiSide<'_>,
    index: &DiIndex,
    options: CheckOptions,
    diffs: &mut Differences,
) {
    let di = d.di;
    for op in [DebugOp::DebugFunction, DebugOp::DebugFunctionDeclaration] {
        for inst in n.view.all(op) {
            let key = n.text(inst.at(6));
            let Some(candidates) = index.functions.get(&key) else {
                diffs.missing(
                    &format!("fn {key}"),
                    "no DISubprogram with this linkage name",
                );
                continue;
            };
            let definition =
                op == DebugOp::DebugFunction && n.value(inst.at(7)).is_some_and(|f| f & 0x08 != 0);
            let sp = candidates
                .iter()
                .filter_map(|c| match di.node(*c) {
                    DiNode::Subprogram(sp) => Some(sp),
                    _ => None,
                })
                .filter(|sp| sp.sp_flags.contains(crate::di::DiSpFlags::DEFINITION) == definition)
                .min_by_key(|sp| (u64::from(sp.line) != n.value(inst.at(3)).unwrap_or(0)) as u8)
                .or_else(|| match di.node(candidates[0]) {
                    DiNode::Subprogram(sp) => Some(sp),
                    _ => None,
                });
            if let Some(sp) = sp {
                compare::compare_function(n, d, inst, sp, options.full, diffs);
            }
        }
    }
}

/// The macros of a DIMacro / DIMacroFile tree, in order, rendered like the NSDI side.
fn di_macros(
    d: &DiSide<'_>,
    node: crate::di::DiNodeId,
    file: Option<crate::di::FileId>,
    out: &mut Vec<String>,
    depth: u32,
) {
    if depth > 256 {
        return;
    }
    match d.di.node(node) {
        DiNode::MacroFile(f) => {
            for inner in f.nodes.iter().flatten() {
                di_macros(d, inner.0, f.file, out, depth + 1);
            }
        }
        DiNode::Macro(m) if m.ty.0 == gimli::DW_MACINFO_define.0 => out.push(format!(
            "define {} = {:?} at {}:{}",
            m.name,
            m.value,
            d.file_path(file),
            m.line
        )),
        DiNode::Macro(m) => {
            // An #undef with no earlier #define is dropped (docs/MAPPING.md).
            let defined = out
                .iter()
                .any(|x| x.starts_with(&format!("define {} = ", m.name)));
            if defined {
                out.push(format!(
                    "undef {} at {}:{}",
                    m.name,
                    d.file_path(file),
                    m.line
                ));
            }
        }
        _ => {}
    }
}

/// DIFlags of a variable or type in the comparison's rendering.
fn compare_flags(f: crate::di::DiFlags) -> String {
    compare::di_flags(f)
}

/// The per-function checks: definitions, debug uses in order, line table.
fn check_functions(
    n: &NsdiSide<'_>,
    d: &DiSide<'_>,
    ir: &Module,
    options: CheckOptions,
    diffs: &mut Differences,
    instructions: &mut usize,
) {
    let defined: Vec<_> = ir
        .functions
        .iter()
        .filter(|f| !f.is_declaration())
        .collect();
    let bodies: Vec<_> = n
        .view
        .functions
        .iter()
        .filter(|b| {
            b.items
                .iter()
                .any(|i| matches!(i, reader::BodyItem::Label(_)))
        })
        .collect();
    if bodies.len() < defined.len() {
        diffs.missing("module", "fewer function bodies than the IR defines");
        return;
    }
    // Definitions are written in IR order, after imported declarations (which have no body).
    for (f, body) in defined.iter().zip(bodies.iter()) {
        let Some(sp) = f.subprogram else { continue };
        let s = d.di.subprogram(sp);
        let path = format!("{} > fn {}", d.file_path(s.file), linkage(s));
        let definition = body.items.iter().find_map(|i| match i {
            reader::BodyItem::Debug(id) => n
                .view
                .inst(*id)
                .filter(|x| x.op == DebugOp::DebugFunctionDefinition),
            _ => None,
        });
        match definition {
            Some(def) => {
                let named = n.view.inst(def.at(0)).map(|x| n.text(x.at(6)));
                diffs.field(
                    &path,
                    "DebugFunctionDefinition names",
                    &named.unwrap_or_default(),
                    &linkage(s),
                );
                if def.at(1) != body.id {
                    diffs.missing(&path, "DebugFunctionDefinition names another OpFunction");
                }
            }
            None => diffs.missing(&path, "no DebugFunctionDefinition"),
        }
        if options.full {
            let ours = nsdi_debug_uses(n, body);
            let source = ir_debug_uses(d, ir, f);
            diffs.nodes += source.len();
            first_difference(diffs, &path, "debug use", &ours, &source, "(none)");
        }
        let ours = nsdi_lines(n, body);
        let source = ir_lines(d, f, options.full);
        *instructions += source.len();
        first_difference(diffs, &path, "line table entry", &ours, &source, "(end)");
    }
}

/// Reports the first entry where two sequences differ (`missing` stands for a shorter side).
fn first_difference(
    diffs: &mut Differences,
    path: &str,
    what: &str,
    ours: &[String],
    source: &[String],
    missing: &str,
) {
    if ours == source {
        return;
    }
    let first = ours
        .iter()
        .zip(source)
        .position(|(a, b)| a != b)
        .unwrap_or(ours.len().min(source.len()));
    diffs.field(
        path,
        &format!("{what} {}", first + 1),
        ours.get(first).map_or(missing, String::as_str),
        source.get(first).map_or(missing, String::as_str),
    );
}

/// DebugDeclare / DebugValue of a body, rendered `declare 'x' (Constu 0, Swap, Xderef)`.
fn nsdi_debug_uses(n: &NsdiSide<'_>, body: &reader::FunctionBody) -> Vec<String> {
    let mut out = Vec::new();
    let mut scope = String::new();
    for item in &body.items {
        let reader::BodyItem::Debug(id) = item else {
            continue;
        };
        let Some(i) = n.view.inst(*id) else { continue };
        if i.op == DebugOp::DebugScope {
            scope = n.scope(i.at(0));
            if let Some(at) = i.operands.get(1) {
                scope.push_str(&nsdi_inlined(n, *at));
            }
            continue;
        }
        let kind = match i.op {
            DebugOp::DebugDeclare => "declare",
            DebugOp::DebugValue => "value",
            _ => continue,
        };
        let var = n.view.inst(i.at(0)).map_or_else(String::new, |v| {
            let arg = v
                .operands
                .get(7)
                .map_or_else(|| "0".to_owned(), |a| n.num(*a));
            format!(
                "{}:{} arg {arg} in {}",
                n.text(v.at(0)),
                n.num(v.at(3)),
                n.scope(v.at(5))
            )
        });
        let expr = n.view.inst(i.at(2)).map_or_else(String::new, |e| {
            e.operands
                .iter()
                .map(|op| {
                    n.view.inst(*op).map_or_else(String::new, |o| {
                        let name = n
                            .value(o.at(0))
                            .and_then(|c| crate::nsdi::operation::name(c as u32))
                            .unwrap_or("?");
                        // Any instruction may stand where an operation is expected, one
                        // without operands too (a fuzzer finding, docs/TESTING.md).
                        let args: Vec<String> = o.rest(1).iter().map(|a| n.num(*a)).collect();
                        if args.is_empty() {
                            name.to_owned()
                        } else {
                            format!("{name} {}", args.join(" "))
                        }
                    })
                })
                .collect::<Vec<_>>()
                .join(", ")
        });
        let storage = if i.op != DebugOp::DebugDeclare {
            let v = i.at(1);
            let value = if let Some(c) = n.view.constant(v) {
                format!("const {c}")
            } else if let Some(name) = n.view.names.get(&v) {
                format!("%{name}")
            } else if n.view.inst(v).is_some() || n.view.undefs.contains(&v) {
                "none".to_owned()
            } else {
                "unnamed".to_owned()
            };
            format!(" = {value}")
        } else if n.view.variables.contains(&i.at(1)) {
            let name = n.view.names.get(&i.at(1)).map_or("?", String::as_str);
            format!(" at %{name}")
        } else {
            " (not a variable)".to_owned()
        };
        out.push(format!("{kind} '{var}' ({expr}){storage} in {scope}"));
    }
    out
}

/// The DWARF operations an NSDI DebugOperation can say, named as NSDI names them.
fn nsdi_operation(op: u64, args: &[u64]) -> Option<String> {
    let (name, args): (&str, Vec<u64>) = match (op, args) {
        (0x06, []) => ("Deref", vec![]),
        (0x22, []) => ("Plus", vec![]),
        (0x1c, []) => ("Minus", vec![]),
        (0x23, [a]) => ("PlusUconst", vec![*a]),
        (0x9d, [size, offset]) => ("BitPiece", vec![*offset, *size]),
        (0x16, []) => ("Swap", vec![]),
        (0x18, []) => ("Xderef", vec![]),
        (0x9f, []) => ("StackValue", vec![]),
        (0x10, [a]) => ("Constu", vec![*a]),
        (l @ 0x30..=0x4f, []) => ("Constu", vec![l - 0x30]),
        (crate::di::expression::DW_OP_LLVM_FRAGMENT, [o, s]) => ("Fragment", vec![*o, *s]),
        _ => return None,
    };
    Some(if args.is_empty() {
        name.to_owned()
    } else {
        format!(
            "{name} {}",
            args.iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        )
    })
}

fn ir_debug_uses(d: &DiSide<'_>, ir: &Module, f: &crate::ir::Function) -> Vec<String> {
    let mut out = Vec::new();
    let mut seen = vec![false; f.insts.len()];
    for block in f.block_order() {
        for (id, inst) in f.block_insts(block) {
            if inst.opcode == Opcode::Phi {
                seen[id.0 as usize] = true;
            }
        }
        for (id, inst) in f.block_insts(block) {
            seen[id.0 as usize] = true;
            let Some(dbg) = &inst.dbg else { continue };
            if !matches!(
                dbg.kind,
                DbgKind::Declare | DbgKind::Value | DbgKind::Assign
            ) {
                continue;
            }
            let Some(expr) = dbg.expression else { continue };
            let several = dbg.is_arg_list && dbg.locations.len() > 1;
            let rendered = if several {
                None
            } else {
                render_expression(d, expr)
            };
            let location = if several {
                None
            } else {
                dbg.locations.first().copied().flatten()
            };
            let storage = match location {
                Some(Value::Inst(i)) => f.inst(i).opcode == Opcode::Alloca,
                Some(Value::Param(_)) => true,
                _ => false,
            };
            let value = match location {
                None => "none".to_owned(),
                // A value defined later has no id yet: the handler says DebugInfoNone.
                Some(Value::Inst(i)) if !seen[i.0 as usize] => "none".to_owned(),
                Some(Value::Inst(i)) => format!("%{}", f.inst(i).name),
                Some(Value::Param(p)) => format!("%{}", f.params[p as usize].name),
                Some(Value::Global(g)) => format!("%{}", ir.globals[g.0 as usize].name),
                Some(Value::Const(c)) => match ir.constant(c) {
                    crate::ir::Constant::Int { value, .. } => format!("const {value}"),
                    crate::ir::Constant::Float { bits, .. } => format!("const {bits}"),
                    // Constant expressions have no id at module scope: DebugInfoNone.
                    crate::ir::Constant::Undef(_)
                    | crate::ir::Constant::Poison(_)
                    | crate::ir::Constant::Expr { .. } => "none".to_owned(),
                    _ => "unnamed".to_owned(),
                },
                Some(_) => "unnamed".to_owned(),
            };
            // docs/MAPPING.md: a location NSDI cannot express becomes a DebugValue of an
            // OpUndef with no operations; a declare with such an expression is dropped.
            let (kind, at, ops) = match rendered {
                Some(ops) if dbg.kind == DbgKind::Declare && storage => {
                    let name = match location {
                        Some(Value::Inst(i)) => f.inst(i).name.clone(),
                        Some(Value::Param(p)) => f.params[p as usize].name.clone(),
                        _ => String::new(),
                    };
                    ("declare", format!(" at %{name}"), ops)
                }
                None if dbg.kind == DbgKind::Declare && storage => continue,
                Some(mut ops) => {
                    if dbg.kind == DbgKind::Declare {
                        ops.insert(0, "Deref".to_owned());
                    }
                    ("value", format!(" = {value}"), ops)
                }
                None => ("value", " = none".to_owned(), Vec::new()),
            };
            let var = match d.di.node(dbg.variable) {
                DiNode::LocalVariable(v) => format!(
                    "{}:{} arg {} in {}",
                    v.name,
                    v.line,
                    v.arg,
                    d.scope(v.scope.map(|s| s.0))
                ),
                _ => String::new(),
            };
            let scope = inst.loc.map_or_else(String::new, |l| ir_scope(d, l));
            out.push(format!(
                "{kind} '{var}' ({}){at} in {scope}",
                ops.join(", ")
            ));
        }
    }
    out
}

fn render_expression(d: &DiSide<'_>, e: ExpressionId) -> Option<Vec<String>> {
    d.di.expression(e)
        .elements
        .0
        .iter()
        .map(|op| nsdi_operation(op.opcode, &op.args))
        .collect()
}

/// The line state before each code instruction, consecutive repeats collapsed, with a marker
/// at every block start.
fn nsdi_lines(n: &NsdiSide<'_>, body: &reader::FunctionBody) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut scope = String::new();
    let mut line: Option<String> = None;
    for item in &body.items {
        match item {
            reader::BodyItem::Label(_) => {
                out.push("block".to_owned());
                line = None;
            }
            reader::BodyItem::Debug(id) => {
                let Some(i) = n.view.inst(*id) else { continue };
                match i.op {
                    DebugOp::DebugScope => {
                        scope = n.scope(i.at(0));
                        if let Some(at) = i.operands.get(1) {
                            scope.push_str(&nsdi_inlined(n, *at));
                        }
                        line = None;
                    }
                    DebugOp::DebugLine => {
                        let o = i;
                        // LLVM locations are points: end = start.
                        let range = |a: Word, b: Word| {
                            let (a, b) = (n.num(a), n.num(b));
                            if a == b { a } else { format!("{a}-{b}") }
                        };
                        line = Some(format!(
                            "{}:{}:{} in {scope}",
                            n.source_path(o.at(0)),
                            range(o.at(1), o.at(2)),
                            range(o.at(3), o.at(4))
                        ));
                    }
                    DebugOp::DebugNoLine => line = Some(format!("no line in {scope}")),
                    _ => {}
                }
            }
            reader::BodyItem::Code(op) => {
                if matches!(op, Op::Variable | Op::Phi) {
                    continue;
                }
                let state = line
                    .clone()
                    .unwrap_or_else(|| format!("no line in {scope}"));
                if out.last() != Some(&state) {
                    out.push(state);
                }
            }
        }
    }
    out
}

fn nsdi_inlined(n: &NsdiSide<'_>, at: Word) -> String {
    let mut out = String::new();
    let mut current = Some(at);
    let mut depth = 0;
    while let Some(id) = current {
        let Some(i) = n.view.inst(id).filter(|i| i.op == DebugOp::DebugInlinedAt) else {
            break;
        };
        out.push_str(&format!(" <- {}@{}", n.num(i.at(0)), n.scope(i.at(1))));
        current = i.operands.get(2).copied();
        depth += 1;
        if depth > 256 {
            break;
        }
    }
    out
}

/// A location's scope with its inlined-at chain, as the line table renders it.
fn ir_scope(d: &DiSide<'_>, l: crate::di::LocationId) -> String {
    let di = d.di;
    let loc = di.location(l);
    let mut scope = d.scope(loc.scope.map(|s| s.0));
    let mut at = loc.inlined_at;
    let mut depth = 0;
    while let Some(a) = at {
        let outer = di.location(a);
        scope.push_str(&format!(
            " <- {}@{}",
            outer.line,
            d.scope(outer.scope.map(|s| s.0))
        ));
        at = outer.inlined_at;
        depth += 1;
        if depth > 256 {
            break;
        }
    }
    scope
}

/// The IR side of the line table, following docs/LINES.md: a block starts in the scope of its
/// first located instruction (the function's when none); a located instruction or debug record
/// makes its scope current; an instruction without a line runs in the current scope.
fn ir_lines(d: &DiSide<'_>, f: &crate::ir::Function, full: bool) -> Vec<String> {
    let di = d.di;
    let scope_of = |l: crate::di::LocationId| ir_scope(d, l);
    let function_scope = f
        .subprogram
        .map_or_else(String::new, |sp| d.scope(Some(sp.0)));
    let mut out: Vec<String> = Vec::new();
    for block in f.block_order() {
        out.push("block".to_owned());
        let mut current = f
            .block_insts(block)
            .filter(|(_, i)| (full || i.dbg.is_none()) && i.opcode != Opcode::Phi)
            .find_map(|(_, i)| i.loc)
            .map_or_else(|| function_scope.clone(), scope_of);
        for (_, inst) in f.block_insts(block) {
            if inst.opcode == Opcode::Phi {
                continue;
            }
            let line = inst.loc.filter(|l| di.location(*l).line != 0);
            if inst.dbg.is_some() {
                // With full debug info the handler enters a record's scope to describe it.
                if let (true, Some(l)) = (full, inst.loc) {
                    current = scope_of(l);
                }
                continue;
            }
            if let Some(l) = line {
                current = scope_of(l);
            }
            if let crate::ir::InstDetail::Call { callee: Some(c) } = &inst.detail
                && c.strip_prefix("llvm.")
                    .is_some_and(crate::backend::emits_no_code)
            {
                continue;
            }
            let state = match line {
                Some(l) => {
                    let loc = di.location(l);
                    let file = loc.scope.and_then(|s| di.scope_file(s.0));
                    format!(
                        "{}:{}:{} in {current}",
                        d.file_path(file),
                        loc.line,
                        loc.column
                    )
                }
                None => format!("no line in {current}"),
            };
            if out.last() != Some(&state) {
                out.push(state);
            }
        }
    }
    out
}
