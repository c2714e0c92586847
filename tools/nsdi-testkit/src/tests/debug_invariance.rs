//! Debug info never changes the code: every lit input, and every OpenCL source the Vulkan and
//! RenderDoc tests compile, gives the same function bodies with `-g` (and
//! `-gline-tables-only`) as with `-g0`, instruction by instruction, once the debug instructions
//! themselves (NSDI, `OpLine`) and the module's debug-only list (`SpirvModule::debug_only`)
//! are left out. Ids differ between the two compilations (debug info allocates ids too), so
//! instructions are compared in a canonical form: a function's own ids by the order they are
//! defined in, module-scope ids by what defines them.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

use rspirv::dr::{Instruction, Operand};
use rspirv::spirv::{Op, Word};

use nsdi::backend::{AsmPrinter, Flavour, VulkanEnv};
use nsdi::debug::{DebugLevel, DebugOptions, PointerStorage};
use nsdi::ir::{LoadOptions, Structurize, load_file};
use nsdi::llvm_adapter::NsdiDebugHandler;

use super::repo;

/// One compilation: its instructions in order and the ids it lists as debug-only.
struct Compiled {
    instructions: Vec<Instruction>,
    debug_only: HashSet<Word>,
}

/// Every instruction of a binary, in order (rspirv's structured loader refuses module-scope
/// NSDI, an `OpExtInst` outside a function).
#[derive(Default)]
struct Instructions(Vec<Instruction>);

impl rspirv::binary::Consumer for Instructions {
    fn initialize(&mut self) -> rspirv::binary::ParseAction {
        rspirv::binary::ParseAction::Continue
    }
    fn finalize(&mut self) -> rspirv::binary::ParseAction {
        rspirv::binary::ParseAction::Continue
    }
    fn consume_header(&mut self, _: rspirv::dr::ModuleHeader) -> rspirv::binary::ParseAction {
        rspirv::binary::ParseAction::Continue
    }
    fn consume_instruction(&mut self, inst: Instruction) -> rspirv::binary::ParseAction {
        self.0.push(inst);
        rspirv::binary::ParseAction::Continue
    }
}

fn compile(path: &Path, flavour: Flavour, level: Option<DebugLevel>) -> Result<Compiled, String> {
    let vulkan = flavour.is_vulkan();
    let options = LoadOptions {
        skip_debug_info: level.is_none(),
        structurize: if vulkan {
            Structurize::Always
        } else {
            Structurize::Never
        },
        ..LoadOptions::default()
    };
    let loaded = load_file(path, &options).map_err(|e| e.to_string())?;
    let module = &loaded.module;
    let mut handler = level
        .filter(|_| !module.di.compile_units.is_empty())
        .map(|level| {
            NsdiDebugHandler::new(
                module,
                DebugOptions {
                    level,
                    forward_refs: false,
                    command_line: String::new(),
                    inlined_variables: false,
                    pointer_storage: if vulkan {
                        PointerStorage::Vulkan
                    } else {
                        PointerStorage::OpenClKernel
                    },
                    member_indexes: vulkan,
                },
            )
        });
    let mut printer = AsmPrinter::with_flavour(module, flavour);
    if let Some(handler) = handler.as_mut() {
        printer.add_handler(Box::new(handler));
    }
    let spv = printer.emit_module().map_err(|e| e.to_string())?;
    let debug_only = spv.debug_only().iter().copied().collect();
    let words = spv.try_assemble().map_err(|e| e.to_string())?;
    let mut instructions = Instructions::default();
    rspirv::binary::parse_words(&words, &mut instructions).map_err(|e| e.to_string())?;
    Ok(Compiled {
        instructions: instructions.0,
        debug_only,
    })
}

/// Module-scope ids named by what defines them, so two compilations that number them
/// differently name them alike.
struct ModuleNames<'m> {
    definitions: HashMap<Word, &'m Instruction>,
    names: HashMap<Word, &'m str>,
    named: HashMap<Word, String>,
}

impl<'m> ModuleNames<'m> {
    fn new(instructions: &'m [Instruction]) -> ModuleNames<'m> {
        let mut definitions = HashMap::new();
        let mut in_function = false;
        for inst in instructions {
            // Ids defined inside a function are named by the function's own numbering.
            if let Some(id) = inst.result_id
                && !in_function
            {
                definitions.insert(id, inst);
            }
            match inst.class.opcode {
                Op::Function => in_function = true,
                Op::FunctionEnd => in_function = false,
                _ => {}
            }
        }
        let mut names = HashMap::new();
        for inst in instructions {
            if let (Op::Name, [Operand::IdRef(id), Operand::LiteralString(name)]) =
                (inst.class.opcode, inst.operands.as_slice())
            {
                names.insert(*id, name.as_str());
            }
        }
        ModuleNames {
            definitions,
            names,
            named: HashMap::new(),
        }
    }

    fn name(&mut self, id: Word) -> String {
        if let Some(name) = self.named.get(&id) {
            return name.clone();
        }
        let Some(inst) = self.definitions.get(&id).copied() else {
            return format!("undefined {id}");
        };
        // A pointer to a struct that holds a pointer to it comes back here: it is named by
        // its opcode alone on the way round.
        self.named
            .insert(id, format!("{:?} (recursive)", inst.class.opcode));
        let given = self.names.get(&id).copied().unwrap_or("?");
        let name = match inst.class.opcode {
            Op::Function => format!("function {given}"),
            Op::Variable => format!(
                "variable {given} {}",
                self.instruction(inst, &mut |_, _| None)
            ),
            _ => self.instruction(inst, &mut |_, _| None),
        };
        self.named.insert(id, name.clone());
        name
    }

    /// `inst` with every id named: by `local` when it is the function's own, else by its
    /// module-scope definition.
    fn instruction(
        &mut self,
        inst: &Instruction,
        local: &mut dyn FnMut(&mut Self, Word) -> Option<String>,
    ) -> String {
        let mut id = |names: &mut Self, id: Word| match local(names, id) {
            Some(name) => name,
            None => format!("[{}]", names.name(id)),
        };
        let mut text = format!("{:?}", inst.class.opcode);
        if let Some(ty) = inst.result_type {
            text.push_str(&format!(" : {}", id(self, ty)));
        }
        for operand in &inst.operands {
            let operand = match operand {
                Operand::IdRef(w) | Operand::IdScope(w) | Operand::IdMemorySemantics(w) => {
                    id(self, *w)
                }
                other => format!("{other}"),
            };
            text.push(' ');
            text.push_str(&operand);
        }
        text
    }
}

/// Each defined function's code, without debug instructions and the debug-only list.
fn function_code(compiled: &Compiled) -> Vec<Vec<&Instruction>> {
    let instructions = &compiled.instructions;
    let nsdi_sets: HashSet<Word> = instructions
        .iter()
        .filter(|i| {
            i.class.opcode == Op::ExtInstImport
                && matches!(i.operands.first(), Some(Operand::LiteralString(s)) if s.starts_with("NonSemantic."))
        })
        .filter_map(|i| i.result_id)
        .collect();
    let is_debug = |inst: &Instruction| {
        matches!(inst.class.opcode, Op::Line | Op::NoLine)
            || (inst.class.opcode == Op::ExtInst
                && matches!(inst.operands.first(), Some(Operand::IdRef(set)) if nsdi_sets.contains(set)))
            || inst
                .result_id
                .is_some_and(|id| compiled.debug_only.contains(&id))
    };
    let mut functions: Vec<Vec<&Instruction>> = Vec::new();
    let mut current: Option<Vec<&Instruction>> = None;
    for inst in instructions {
        match inst.class.opcode {
            Op::Function => current = Some(vec![inst]),
            Op::FunctionEnd => {
                // Declarations have no block.
                if let Some(code) = current.take()
                    && code.iter().any(|i| i.class.opcode == Op::Label)
                {
                    functions.push(code);
                }
            }
            _ => {
                if let Some(code) = current.as_mut()
                    && !is_debug(inst)
                {
                    code.push(inst);
                }
            }
        }
    }
    functions
}

/// The ids a function's code defines, numbered in order (the function's own numbering).
fn own_ids(code: &[&Instruction]) -> HashMap<Word, usize> {
    code.iter()
        .skip(1)
        .filter_map(|i| i.result_id)
        .enumerate()
        .map(|(n, id)| (id, n))
        .collect()
}

/// Each defined function's body in canonical form, one line per instruction, without debug
/// instructions and the debug-only list.
fn bodies(compiled: &Compiled) -> Vec<Vec<String>> {
    let mut names = ModuleNames::new(&compiled.instructions);
    let mut out = Vec::new();
    for code in function_code(compiled) {
        let own = own_ids(&code);
        let mut local = |_: &mut ModuleNames<'_>, id: Word| own.get(&id).map(|n| format!("%{n}"));
        out.push(
            code.iter()
                .map(|inst| {
                    let mut text = names.instruction(inst, &mut local);
                    if let Some(n) = inst.result_id.and_then(|id| own.get(&id)) {
                        text = format!("%{n} = {text}");
                    }
                    text
                })
                .collect(),
        );
    }
    out
}

/// Every `OpName` in module order: its string and its target, an id a function's code
/// defines by the function and its place in the code (as [`bodies`] numbers them), any other
/// by its definition. Debug info must not change them (issue 30).
fn op_names(compiled: &Compiled) -> Vec<String> {
    let mut local: HashMap<Word, String> = HashMap::new();
    for (f, code) in function_code(compiled).iter().enumerate() {
        for (id, n) in own_ids(code) {
            local.insert(id, format!("function {f} %{n}"));
        }
    }
    let mut names = ModuleNames::new(&compiled.instructions);
    compiled
        .instructions
        .iter()
        .filter_map(|inst| match (inst.class.opcode, inst.operands.as_slice()) {
            (Op::Name, [Operand::IdRef(id), Operand::LiteralString(name)]) => {
                let target = local.get(id).cloned().unwrap_or_else(|| names.name(*id));
                Some(format!("{name:?} names {target}"))
            }
            _ => None,
        })
        .collect()
}

/// The first difference between the bodies of `without` and `with`, or between their
/// `OpName`s, if any.
fn first_difference(without: &Compiled, with: &Compiled) -> Option<String> {
    let (a, b) = (op_names(without), op_names(with));
    if let Some(n) = a
        .iter()
        .zip(&b)
        .position(|(x, y)| x != y)
        .or_else(|| (a.len() != b.len()).then(|| a.len().min(b.len())))
    {
        return Some(format!(
            "OpName {n}:\n  -g0: {}\n  -g:  {}",
            a.get(n).map_or("(end)", String::as_str),
            b.get(n).map_or("(end)", String::as_str)
        ));
    }
    let (a, b) = (bodies(without), bodies(with));
    if a.len() != b.len() {
        return Some(format!(
            "{} functions without debug info, {} with",
            a.len(),
            b.len()
        ));
    }
    for (f, (a, b)) in a.iter().zip(&b).enumerate() {
        let differs = a.iter().zip(b).position(|(x, y)| x != y);
        if let Some(n) = differs.or_else(|| (a.len() != b.len()).then(|| a.len().min(b.len()))) {
            return Some(format!(
                "function {f}, instruction {n}:\n  -g0: {}\n  -g:  {}",
                a.get(n).map_or("(end)", String::as_str),
                b.get(n).map_or("(end)", String::as_str)
            ));
        }
    }
    None
}

fn lit_inputs() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
            .expect("invariant: lit-tests is readable")
            .map(|e| e.expect("invariant: a lit-tests entry is readable").path())
            .collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                if path.file_name().is_some_and(|n| n != "Inputs") {
                    walk(&path, out);
                }
            } else if path.extension().is_some_and(|e| e == "ll") {
                out.push(path);
            }
        }
    }
    let mut inputs = Vec::new();
    walk(&repo("lit-tests"), &mut inputs);
    inputs.push(repo("examples/particles.ll"));
    inputs
}

/// What [`check`] found for one input.
#[derive(Default)]
struct Checked {
    /// Inputs compiled without debug info and compared.
    compared: usize,
    /// Debug-only instructions the comparisons left out.
    debug_only: usize,
}

/// Compares `-g0` with each debug level for `path` in `flavour`, pushing what differs onto
/// `failures`. An input that does not compile without debug info is not compared; one whose
/// debug info alone is refused (inconsistent DI) has nothing to compare with.
fn check(path: &Path, flavour: Flavour, checked: &mut Checked, failures: &mut Vec<String>) {
    let Ok(without) = compile(path, flavour, None) else {
        return;
    };
    checked.compared += 1;
    for level in [DebugLevel::Full, DebugLevel::LineTablesOnly] {
        match compile(path, flavour, Some(level)) {
            Ok(with) => {
                checked.debug_only += with.debug_only.len();
                if let Some(difference) = first_difference(&without, &with) {
                    failures.push(format!("{} {level:?}: {difference}", path.display()));
                }
            }
            Err(e) if e.starts_with("inconsistent debug info") => {}
            Err(e) => failures.push(format!(
                "{} {level:?}: compiles without debug info, not with: {e}",
                path.display()
            )),
        }
    }
}

#[test]
fn debug_info_does_not_change_the_kernel_flavours_code() {
    let mut failures = Vec::new();
    let mut checked = Checked::default();
    for path in lit_inputs() {
        check(&path, Flavour::OpenClKernel, &mut checked, &mut failures);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Every input that compiles is compared; most lit inputs compile.
    assert!(
        checked.compared > 150,
        "only {} inputs compiled",
        checked.compared
    );
    // The Kernel flavour computes no debug value (its variables are OpUndef there).
    assert_eq!(checked.debug_only, 0);
}

/// clang's `-g` IR of `source` at `optimize`, exactly as the runtime's compile makes it for
/// Vulkan (`nsdi_runtime::opencl_llvm_ir`: one clang step at -O0, the two-step compile above
/// it), written to `ll`.
fn vulkan_ir(source: &Path, optimize: u8, ll: &Path) {
    let info = nsdi_runtime::CompileInfo {
        language: nsdi_runtime::Language::from_path(source)
            .expect("invariant: the inputs are OpenCL sources"),
        source: nsdi_runtime::Source::File(source.to_path_buf()),
        optimize,
        debug_info: nsdi_runtime::DebugInfo::Full,
        target_env: nsdi_runtime::TargetEnv::Vulkan1_3,
        ..Default::default()
    };
    let (ir, _log) = nsdi_runtime::opencl_llvm_ir(&info)
        .unwrap_or_else(|e| panic!("clang-19 -O{optimize} {}: {e}", source.display()));
    std::fs::write(ll, ir).expect("the IR is written");
}

#[test]
fn debug_info_does_not_change_the_vulkan_flavours_code() {
    let dir = std::env::temp_dir().join(format!("nsdi-debug-invariance-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let mut sources: Vec<PathBuf> = [
        "lit-tests/vulkan/Inputs",
        "lit-tests/renderdoc/Inputs",
        "lit-tests/renderdoc/Inputs/ir",
    ]
    .iter()
    .flat_map(|d| std::fs::read_dir(repo(d)).expect("invariant: the inputs are readable"))
    .map(|e| e.expect("invariant: an input entry is readable").path())
    .filter(|p| p.extension().is_some_and(|e| e == "cl" || e == "clcpp"))
    .collect();
    sources.sort();
    let mut failures = Vec::new();
    let mut checked = Checked::default();
    for source in &sources {
        for optimize in [0, 2] {
            let stem = source.file_stem().unwrap_or_default().to_string_lossy();
            let ll = dir.join(format!("{stem}-O{optimize}.ll"));
            // As tools/nsdi-cc compiles for Vulkan: at -O2 with -g in two steps, the
            // address-space idiom removed from the debug records in between (docs/RUNTIME.md),
            // so the fragments SROA keeps are lowered too.
            vulkan_ir(source, optimize, &ll);
            let flavour = Flavour::VulkanCompute(VulkanEnv::Vulkan1_3);
            check(&ll, flavour, &mut checked, &mut failures);
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(
        checked.compared > 40,
        "only {} Vulkan inputs compiled",
        checked.compared
    );
    // At -O2 some variables are computations on kept values (o2-computed-values.test): the
    // list is in use, and the comparison left exactly it out.
    assert!(
        checked.debug_only > 0,
        "no debug-only instruction in any Vulkan input"
    );
}

#[test]
fn a_changed_instruction_is_found() {
    // The comparison itself: an `-O0` kernel against the same kernel with one constant
    // changed differs, and the difference names the instruction.
    let dir =
        std::env::temp_dir().join(format!("nsdi-debug-invariance-self-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let kernel = |value: u32| {
        format!(
            "define spir_kernel void @k(ptr addrspace(1) %out) {{\nentry:\n  store i32 {value}, ptr addrspace(1) %out, align 4\n  ret void\n}}\n"
        )
    };
    let (one, two) = (dir.join("one.ll"), dir.join("two.ll"));
    std::fs::write(&one, kernel(1)).expect("written");
    std::fs::write(&two, kernel(2)).expect("written");
    let a = compile(&one, Flavour::OpenClKernel, None).expect("compiles");
    let b = compile(&two, Flavour::OpenClKernel, None).expect("compiles");
    let same = compile(&one, Flavour::OpenClKernel, None).expect("compiles");
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(first_difference(&a, &same), None);
    let found = first_difference(&a, &b).expect("a difference");
    assert!(
        found.contains("instruction") && found.contains("Store"),
        "{found}"
    );
}

#[test]
fn a_changed_name_is_found() {
    // The same code with one value named differently, or not named at all (a slot number):
    // the comparison reports the OpName, whose target it names by its place in the function.
    let dir = std::env::temp_dir().join(format!(
        "nsdi-debug-invariance-names-{}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let kernel = |name: &str| {
        format!(
            "define spir_kernel void @k(ptr addrspace(1) %out, i32 %x) {{\nentry:\n  %{name} = add i32 %x, 1\n  store i32 %{name}, ptr addrspace(1) %out, align 4\n  ret void\n}}\n"
        )
    };
    let paths = ["sum", "total", "0"].map(|name| {
        let path = dir.join(format!("{name}.ll"));
        std::fs::write(&path, kernel(name)).expect("written");
        path
    });
    let [sum, total, numbered] =
        paths.map(|p| compile(&p, Flavour::OpenClKernel, None).expect("compiles"));
    let _ = std::fs::remove_dir_all(&dir);
    let found = first_difference(&sum, &total).expect("a difference");
    assert!(
        found.contains(r#""sum" names function 0 %"#) && found.contains(r#""total" names"#),
        "{found}"
    );
    let found = first_difference(&sum, &numbered).expect("a difference");
    assert!(
        found.contains("OpName") && found.contains("(end)"),
        "{found}"
    );
}
