//! The handler contract, checked with a handler that records every call.

use std::cell::RefCell;
use std::rc::Rc;

use rspirv::dr::Operand;
use rspirv::spirv::{Op, Word};

use super::handler::{AsmPrinterHandler, PrinterContext};
use super::spirv::inst;
use super::{LowerError, compile};
use crate::ir::{BlockId, FuncId, InstId, LoadOptions, Opcode, load_file};

#[derive(Default)]
struct Recorder {
    calls: Rc<RefCell<Vec<String>>>,
}

impl Recorder {
    fn log(&self, s: String) {
        self.calls.borrow_mut().push(s);
    }
}

impl AsmPrinterHandler for Recorder {
    fn begin_module(&mut self, _: &mut PrinterContext<'_>) -> Result<(), LowerError> {
        self.log("begin_module".into());
        Ok(())
    }
    fn begin_function(&mut self, cx: &mut PrinterContext<'_>, f: FuncId) -> Result<(), LowerError> {
        self.log(format!(
            "begin_function {}",
            cx.ir.functions[f.0 as usize].name
        ));
        Ok(())
    }
    fn begin_basic_block(
        &mut self,
        cx: &mut PrinterContext<'_>,
        b: BlockId,
    ) -> Result<(), LowerError> {
        self.log(format!("begin_basic_block {}", b.0));
        // A marker right at the block's first insertion point.
        let marker = cx.spv.id();
        let ty = cx.spv.u32_type();
        let value = cx.spv.const_u32(b.0);
        cx.emit_in_block(inst(
            Op::CopyObject,
            Some(ty),
            Some(marker),
            vec![Operand::IdRef(value)],
        ));
        Ok(())
    }
    fn begin_instruction(
        &mut self,
        cx: &mut PrinterContext<'_>,
        i: InstId,
    ) -> Result<(), LowerError> {
        let (f, _) = cx.func.expect("instruction hooks run inside a function");
        let opcode = cx.ir.functions[f.0 as usize].inst(i).opcode;
        self.log(format!("begin_instruction {} {}", i.0, opcode.name()));
        Ok(())
    }
    fn end_instruction(
        &mut self,
        _: &mut PrinterContext<'_>,
        i: InstId,
        result: Option<Word>,
    ) -> Result<(), LowerError> {
        self.log(format!("end_instruction {} {}", i.0, result.is_some()));
        Ok(())
    }
    fn end_basic_block(
        &mut self,
        _: &mut PrinterContext<'_>,
        b: BlockId,
    ) -> Result<(), LowerError> {
        self.log(format!("end_basic_block {}", b.0));
        Ok(())
    }
    fn end_function(&mut self, _: &mut PrinterContext<'_>, _: FuncId) -> Result<(), LowerError> {
        self.log("end_function".into());
        Ok(())
    }
    fn end_module(&mut self, _: &mut PrinterContext<'_>) -> Result<(), LowerError> {
        self.log("end_module".into());
        Ok(())
    }
}

fn fixture(name: &str) -> crate::ir::Module {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(name);
    load_file(&path, &LoadOptions::default())
        .expect("fixture loads")
        .module
}

#[test]
fn hooks_follow_llvm_lifecycle() {
    let module = fixture("lit-tests/codegen/if_else_chain-O2.ll");
    let calls = Rc::new(RefCell::new(Vec::new()));
    let recorder = Recorder {
        calls: calls.clone(),
    };
    compile(&module, vec![Box::new(recorder)]).expect("compiles");
    let calls = calls.borrow();
    assert_eq!(calls.first().map(String::as_str), Some("begin_module"));
    assert_eq!(calls.last().map(String::as_str), Some("end_module"));
    // Every defined function is bracketed, and inside it every block; every instruction but
    // phis gets a begin/end pair with nothing in between.
    let defined: Vec<_> = module
        .functions
        .iter()
        .filter(|f| !f.is_declaration())
        .collect();
    let begins = calls
        .iter()
        .filter(|c| c.starts_with("begin_function"))
        .count();
    assert_eq!(begins, defined.len());
    let mut open_function = false;
    let mut open_block = false;
    let mut pending: Option<u32> = None;
    for c in calls.iter() {
        let mut parts = c.split(' ');
        match parts.next().unwrap() {
            "begin_function" => {
                assert!(!open_function, "{c}");
                open_function = true;
            }
            "end_function" => {
                assert!(open_function && !open_block, "{c}");
                open_function = false;
            }
            "begin_basic_block" => {
                assert!(open_function && !open_block, "{c}");
                open_block = true;
            }
            "end_basic_block" => {
                assert!(open_block && pending.is_none(), "{c}");
                open_block = false;
            }
            "begin_instruction" => {
                assert!(open_block && pending.is_none(), "{c}");
                pending = Some(parts.next().unwrap().parse().unwrap());
            }
            "end_instruction" => {
                let id: u32 = parts.next().unwrap().parse().unwrap();
                assert_eq!(pending.take(), Some(id), "{c}");
            }
            _ => {}
        }
    }
    for f in defined {
        let phis = f.insts.iter().filter(|i| i.opcode == Opcode::Phi).count();
        let hooked = f.insts.len() - phis;
        let name = format!("begin_function {}", f.name);
        let start = calls.iter().position(|c| *c == name).unwrap();
        let end = start
            + calls[start..]
                .iter()
                .position(|c| c == "end_function")
                .unwrap();
        let seen = calls[start..end]
            .iter()
            .filter(|c| c.starts_with("begin_instruction"))
            .count();
        assert_eq!(seen, hooked, "{}", f.name);
    }
}

#[test]
fn block_appends_land_after_variables_and_phis() {
    let module = fixture("lit-tests/codegen/loops_nested-O2.ll");
    let words = compile(&module, vec![Box::new(Recorder::default())]).expect("compiles");
    let mut loader = rspirv::dr::Loader::new();
    rspirv::binary::parse_words(&words, &mut loader).expect("parses");
    let m = loader.module();
    for f in &m.functions {
        for block in &f.blocks {
            let first_other = block
                .instructions
                .iter()
                .position(|i| !matches!(i.class.opcode, Op::Phi | Op::Variable))
                .expect("a block has a terminator");
            assert_eq!(
                block.instructions[first_other].class.opcode,
                Op::CopyObject,
                "the handler's marker is the first instruction after OpVariable/OpPhi"
            );
        }
    }
}

/// Names every result and reports, per function, how many it named: what a forking handler
/// does on a worker's copy (names in the function section's order, an output per function).
#[derive(Clone)]
struct Namer {
    forks: bool,
    named: usize,
    reports: Rc<RefCell<Vec<String>>>,
}

/// What a [`Namer`] and its copies do with each result: name it, count it.
fn name_value(cx: &mut PrinterContext<'_>, inst: InstId, result: Option<Word>, named: &mut usize) {
    if let Some(id) = result {
        cx.spv.name(id, &format!("v{}", inst.0));
        *named += 1;
    }
}

/// A [`Namer`]'s copy for a worker: its reports go back through `take_function_output`.
struct NamerCopy {
    named: usize,
}

impl AsmPrinterHandler for NamerCopy {
    fn end_instruction(
        &mut self,
        cx: &mut PrinterContext<'_>,
        inst: InstId,
        result: Option<Word>,
    ) -> Result<(), LowerError> {
        name_value(cx, inst, result, &mut self.named);
        Ok(())
    }
    fn fork<'a>(&self) -> Option<Box<dyn AsmPrinterHandler + Send + 'a>>
    where
        Self: 'a,
    {
        Some(Box::new(NamerCopy { named: 0 }))
    }
    fn take_function_output(&mut self) -> Option<Box<dyn std::any::Any + Send>> {
        let named = std::mem::take(&mut self.named);
        Some(Box::new(format!("{named} named")))
    }
}

impl AsmPrinterHandler for Namer {
    fn end_instruction(
        &mut self,
        cx: &mut PrinterContext<'_>,
        inst: InstId,
        result: Option<Word>,
    ) -> Result<(), LowerError> {
        name_value(cx, inst, result, &mut self.named);
        Ok(())
    }
    fn end_function(&mut self, _: &mut PrinterContext<'_>, _: FuncId) -> Result<(), LowerError> {
        let named = std::mem::take(&mut self.named);
        self.reports.borrow_mut().push(format!("{named} named"));
        Ok(())
    }
    fn forks(&self) -> bool {
        self.forks
    }
    fn fork<'a>(&self) -> Option<Box<dyn AsmPrinterHandler + Send + 'a>>
    where
        Self: 'a,
    {
        self.forks
            .then(|| Box::new(NamerCopy { named: 0 }) as Box<dyn AsmPrinterHandler + Send>)
    }
    fn absorb_function_output(&mut self, output: Box<dyn std::any::Any + Send>) {
        if let Ok(report) = output.downcast::<String>() {
            self.reports.borrow_mut().push(*report);
        }
    }
}

/// The module, names and per-function reports a printer writes with a [`Namer`].
fn emit_with_namer(
    module: &crate::ir::Module,
    forks: bool,
    jobs: usize,
    workers_only: bool,
) -> (Vec<Word>, Vec<String>) {
    let reports = Rc::new(RefCell::new(Vec::new()));
    let mut printer = super::AsmPrinter::new(module);
    printer.set_jobs(jobs);
    printer.workers_only = workers_only;
    printer.add_handler(Box::new(Namer {
        forks,
        named: 0,
        reports: reports.clone(),
    }));
    let words = printer.emit().expect("the fixture lowers");
    let reports = reports.borrow().clone();
    (words, reports)
}

/// Workers lower function bodies on copies of the module's tables, with ids of their own; the
/// merge renumbers them and makes what they only named (types, constants, strings, built-in
/// variables, struct names) in the order the sequential lowering makes it. With a handler whose
/// preparation does nothing, the parallel path must write what the sequential one writes, for
/// every number of threads: the modules below make types, constants, named structs and
/// built-in variables first in later functions.
#[test]
fn parallel_lowering_writes_the_sequential_bytes() {
    for input in [
        "lit-tests/codegen/function_templates-O0.ll",
        "lit-tests/codegen/classes_methods-O0.ll",
        "lit-tests/codegen/template_vectors-O0.ll",
        "lit-tests/di/inheritance-O0.ll",
    ] {
        let module = fixture(input);
        let sequential = emit_with_namer(&module, false, 1, false);
        assert!(sequential.1.len() > 5, "{input}: several functions");
        // Workers only (every function merged), then the usual split.
        for (jobs, workers_only) in [(2, true), (3, true), (1, false), (2, false), (4, false)] {
            let parallel = emit_with_namer(&module, true, jobs, workers_only);
            let at = format!("{input} at {jobs} threads (workers only: {workers_only})");
            assert_eq!(parallel.0, sequential.0, "{at}: the words");
            assert_eq!(parallel.1, sequential.1, "{at}: the reports");
        }
    }
}
