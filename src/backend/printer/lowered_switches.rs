//! The SPIR-V ids of what the Vulkan flavour's structurizer changed, for source coverage: the
//! switches it lowered ([`crate::ir::Module::lowered_switches`]) and the branches whose
//! decision it moved ([`crate::ir::Module::replaced_tests`]). A handler that writes nothing
//! and only reads, once a function is written, the labels and value ids they name.

use rspirv::spirv::Word;

use crate::backend::LowerError;
use crate::backend::printer::handler::{AsmPrinterHandler, PrinterContext};
use crate::ir::FuncId;

/// One lowered switch in SPIR-V terms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SwitchIds {
    /// The `OpLabel` of the compare tree's first block: the switch's own block ends in an
    /// `OpBranch` to it.
    pub tree_label: Word,
    /// The id of the value the switch tested.
    pub selector: Word,
    /// The selector's width in LLVM, in bits.
    pub bits: u32,
    /// Per case: its value (low `bits` bits) and its arm (0: the default).
    pub cases: Vec<(u64, u32)>,
    /// The number of arms.
    pub arms: u32,
}

/// A replaced branch in SPIR-V terms: the label of its block (whose unconditional branch
/// carries the original branch's line) and the id of the condition it tested.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplacedTestIds {
    /// The block's `OpLabel` (a loop header's: its code then follows in the block the header
    /// branches to).
    pub block_label: Word,
    /// The condition's id.
    pub condition: Word,
}

/// Collects [`SwitchIds`] and [`ReplacedTestIds`] for the functions written, in module
/// order; one whose values have no id (a constant the code never uses) is left out.
#[derive(Debug, Default)]
pub struct LoweredSwitchIds {
    /// The lowered switches.
    pub switches: Vec<SwitchIds>,
    /// The replaced branches.
    pub replaced_tests: Vec<ReplacedTestIds>,
}

impl AsmPrinterHandler for LoweredSwitchIds {
    fn end_function(&mut self, cx: &mut PrinterContext<'_>, f: FuncId) -> Result<(), LowerError> {
        for switch in cx.ir.lowered_switches.iter().filter(|s| s.function == f) {
            let label = cx.value_id(crate::ir::Value::Block(switch.tree));
            if let (Some(tree_label), Some(selector)) = (label, cx.value_id(switch.selector)) {
                self.switches.push(SwitchIds {
                    tree_label,
                    selector,
                    bits: switch.bits,
                    cases: switch.cases.clone(),
                    arms: switch.arms,
                });
            }
        }
        for test in cx.ir.replaced_tests.iter().filter(|t| t.function == f) {
            let label = cx.value_id(crate::ir::Value::Block(test.block));
            if let (Some(block_label), Some(condition)) = (label, cx.value_id(test.condition)) {
                self.replaced_tests.push(ReplacedTestIds {
                    block_label,
                    condition,
                });
            }
        }
        Ok(())
    }
}
