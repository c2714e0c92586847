//! The handler contract, checked with a handler that records every call.

use std::cell::RefCell;
use std::rc::Rc;

use rspirv::dr::Operand;
use rspirv::spirv::{Op, Word};

use super::handler::{AsmPrinterHandler, PrinterContext};
use super::spirv::inst;
use super::{LowerError, compile};
use crate::ir::{BlockId, FuncId, InstId, LoadOptions, Opcode, load_file};
use crate::nsdi::DebugTarget;

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
        let marker = cx.fresh_id();
        let ty = cx.int_type(32);
        let value = cx.const_u32(b.0);
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
