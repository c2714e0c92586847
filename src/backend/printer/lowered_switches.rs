//! The SPIR-V ids of the switches the Vulkan flavour lowered before SPIR-V
//! ([`crate::ir::Module::lowered_switches`]), for source coverage: a handler that writes
//! nothing and only reads, once a function is written, the label of each compare tree's first
//! block and the id of the value its switch tested.

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

/// Collects [`SwitchIds`] for every lowered switch of the functions written, in module order;
/// a switch whose selector has no id (a constant the code never uses) is left out.
#[derive(Debug, Default)]
pub struct LoweredSwitchIds {
    /// What was collected.
    pub switches: Vec<SwitchIds>,
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
        Ok(())
    }
}
