//! The printer as a place for NSDI instructions: [`DebugTarget`] for the printer's
//! [`SpirvModule`] and [`PrinterContext`]. Strings go to the debug-string section, constants
//! through the shared constant tables, module-scope NSDI to the non-semantic section the
//! printer writes after every type, constant and global; block appends at the hook's position.

use rspirv::dr::Instruction;
use rspirv::spirv::{Capability, Word};

use crate::backend::module::spirv::{SpirvModule, TypeKey};
use crate::backend::printer::handler::PrinterContext;
use crate::nsdi::{DebugTarget, ExtInst};

impl DebugTarget for SpirvModule {
    fn fresh_id(&mut self) -> Word {
        self.id()
    }
    fn string(&mut self, text: &str) -> Word {
        SpirvModule::string(self, text)
    }
    fn const_u32(&mut self, value: u32) -> Word {
        SpirvModule::const_u32(self, value)
    }
    fn const_u64(&mut self, value: u64) -> Word {
        self.require(Capability::Int64);
        let ty = self.type_id(TypeKey::Int(64));
        self.constant_words(ty, vec![value as u32, (value >> 32) as u32])
    }
    fn const_bool(&mut self, value: bool) -> Word {
        SpirvModule::const_bool(self, value)
    }
    fn void_type(&mut self) -> Word {
        SpirvModule::void_type(self)
    }
    fn extension(&mut self, name: &str) {
        SpirvModule::extension(self, name)
    }
    fn ext_import(&mut self, set: &str) -> Word {
        SpirvModule::ext_import(self, set)
    }
    fn name(&mut self, target: Word, name: &str) {
        SpirvModule::name(self, target, name)
    }
    fn emit_module_scope(&mut self, inst: Instruction) {
        self.push_module_nonsemantic(inst);
    }
    fn emit_in_block(&mut self, inst: Instruction) {
        self.push_function_code(inst);
    }
    fn emit_ext_inst_in_block(&mut self, inst: ExtInst<'_>) {
        self.push_function_ext_inst(inst);
    }
}

impl DebugTarget for PrinterContext<'_> {
    fn fresh_id(&mut self) -> Word {
        self.spv.id()
    }
    fn string(&mut self, text: &str) -> Word {
        self.spv.string(text)
    }
    fn const_u32(&mut self, value: u32) -> Word {
        self.spv.const_u32(value)
    }
    fn const_u64(&mut self, value: u64) -> Word {
        DebugTarget::const_u64(&mut *self.spv, value)
    }
    fn const_bool(&mut self, value: bool) -> Word {
        self.spv.const_bool(value)
    }
    fn void_type(&mut self) -> Word {
        self.spv.void_type()
    }
    fn extension(&mut self, name: &str) {
        self.spv.extension(name)
    }
    fn ext_import(&mut self, set: &str) -> Word {
        self.spv.ext_import(set)
    }
    fn name(&mut self, target: Word, name: &str) {
        self.spv.name(target, name)
    }
    fn emit_module_scope(&mut self, inst: Instruction) {
        PrinterContext::emit_module_scope(self, inst)
    }
    fn emit_in_block(&mut self, inst: Instruction) {
        PrinterContext::emit_in_block(self, inst)
    }
    fn emit_ext_inst_in_block(&mut self, inst: ExtInst<'_>) {
        PrinterContext::emit_ext_inst_in_block(self, inst)
    }
}
