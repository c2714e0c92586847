// clang's address-space idiom out of debug records: see address_space_ops.h.

#include "address_space_ops.h"

#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DebugProgramInstruction.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace {

// The expression without clang's leading `constu N, swap, xderef`, or null when it has none.
DIExpression *withoutAddressSpace(DIExpression *expr) {
  if (!expr)
    return nullptr;
  ArrayRef<uint64_t> ops = expr->getElements();
  if (ops.size() < 4 || ops[0] != dwarf::DW_OP_constu || ops[2] != dwarf::DW_OP_swap ||
      ops[3] != dwarf::DW_OP_xderef)
    return nullptr;
  return DIExpression::get(expr->getContext(), ops.drop_front(4));
}

} // namespace

extern "C" unsigned nsdi_strip_address_space_ops(LLVMModuleRef module) {
  unsigned removed = 0;
  for (Function &fn : *unwrap(module)) {
    for (Instruction &inst : instructions(fn)) {
      // LLVM 19 holds debug info either as records attached to instructions or as calls.
      for (DbgVariableRecord &record : filterDbgVars(inst.getDbgRecordRange())) {
        if (DIExpression *e = withoutAddressSpace(record.getExpression())) {
          record.setExpression(e);
          ++removed;
        }
        if (record.isDbgAssign())
          if (DIExpression *e = withoutAddressSpace(record.getAddressExpression())) {
            record.setAddressExpression(e);
            ++removed;
          }
      }
      if (auto *call = dyn_cast<DbgVariableIntrinsic>(&inst)) {
        if (DIExpression *e = withoutAddressSpace(call->getExpression())) {
          call->setExpression(e);
          ++removed;
        }
        if (auto *assign = dyn_cast<DbgAssignIntrinsic>(call))
          if (DIExpression *e = withoutAddressSpace(assign->getAddressExpression())) {
            assign->setAddressExpression(e);
            ++removed;
          }
      }
    }
  }
  return removed;
}
