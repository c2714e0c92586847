// Chains of switches for switches over SPIR-V's instruction limit: see switch_split.h.

#include "switch_split.h"

#include "llvm/IR/BasicBlock.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

using namespace llvm;

namespace {

// SPIR-V's word-count field is 16 bits; OpSwitch is opcode word, selector, default, then per
// case the literal (one word per 32 bits of the selector) and the target. The specification's
// universal limits allow 16,383 (literal, label) pairs, which SPIRV-Tools' validator enforces:
// the tighter bound for any selector up to 64 bits.
constexpr unsigned kMaxWords = 65535;
constexpr unsigned kMaxSwitchPairs = 16383;

unsigned maxCases(const SwitchInst &si) {
  unsigned bits = si.getCondition()->getType()->getIntegerBitWidth();
  unsigned literalWords = (bits + 31) / 32;
  return std::min((kMaxWords - 3) / (literalWords + 1), kMaxSwitchPairs);
}

// How many of `si`'s edges (default included) go to `target`.
unsigned edgesTo(const SwitchInst &si, const BasicBlock *target) {
  unsigned n = 0;
  for (unsigned i = 0, e = si.getNumSuccessors(); i != e; ++i)
    n += si.getSuccessor(i) == target;
  return n;
}

// Moves the cases past the limit of `si` to a new switch in a new block (its default the
// original default), which becomes `si`'s default; returns the new switch.
SwitchInst *splitOnce(SwitchInst *si, unsigned limit) {
  BasicBlock *from = si->getParent();
  Function *fn = from->getParent();
  BasicBlock *rest =
      BasicBlock::Create(fn->getContext(), from->getName() + ".cases", fn, from->getNextNode());
  BasicBlock *originalDefault = si->getDefaultDest();

  std::vector<std::pair<ConstantInt *, BasicBlock *>> moved;
  for (auto it = si->case_begin() + limit, end = si->case_end(); it != end; ++it)
    moved.emplace_back(it->getCaseValue(), it->getCaseSuccessor());
  // Removing the last case each time keeps the order of the cases that stay.
  for (size_t k = 0; k < moved.size(); ++k)
    si->removeCase(std::prev(si->case_end()));

  SwitchInst *next = SwitchInst::Create(si->getCondition(), originalDefault,
                                        static_cast<unsigned>(moved.size()), rest);
  next->setDebugLoc(si->getDebugLoc());
  for (auto &[value, target] : moved)
    next->addCase(value, target);
  si->setDefaultDest(rest);

  // Every distinct target of `next` (its default too) now has `rest` as a predecessor, and
  // maybe `from` no longer: its phis get one entry per edge from each.
  std::vector<BasicBlock *> targets;
  for (unsigned i = 0, e = next->getNumSuccessors(); i != e; ++i) {
    BasicBlock *t = next->getSuccessor(i);
    if (std::find(targets.begin(), targets.end(), t) == targets.end())
      targets.push_back(t);
  }
  for (BasicBlock *target : targets) {
    unsigned fromEdges = edgesTo(*si, target);
    unsigned restEdges = edgesTo(*next, target);
    for (PHINode &phi : target->phis()) {
      int index = phi.getBasicBlockIndex(from);
      if (index < 0)
        continue;
      Value *incoming = phi.getIncomingValue(static_cast<unsigned>(index));
      while (phi.getBasicBlockIndex(from) >= 0)
        phi.removeIncomingValue(from, /*DeletePHIIfEmpty=*/false);
      for (unsigned k = 0; k < fromEdges; ++k)
        phi.addIncoming(incoming, from);
      for (unsigned k = 0; k < restEdges; ++k)
        phi.addIncoming(incoming, rest);
    }
  }
  return next;
}

} // namespace

extern "C" int nsdi_split_large_switches(LLVMModuleRef module, char **message) {
  *message = nullptr;
  int split = 0;
  std::vector<Function *> changed;
  for (Function &fn : *unwrap(module)) {
    std::vector<SwitchInst *> large;
    for (BasicBlock &block : fn)
      if (auto *si = dyn_cast_or_null<SwitchInst>(block.getTerminator()))
        if (si->getNumCases() > maxCases(*si))
          large.push_back(si);
    for (SwitchInst *si : large) {
      unsigned limit = maxCases(*si);
      while (si->getNumCases() > limit)
        si = splitOnce(si, limit);
      ++split;
    }
    if (!large.empty())
      changed.push_back(&fn);
  }
  for (Function *fn : changed) {
    std::string report;
    raw_string_ostream os(report);
    if (verifyFunction(*fn, &os)) {
      os.flush();
      *message = LLVMCreateMessage(("splitting a large switch broke @" + fn->getName().str() +
                                    ": " + report)
                                       .c_str());
      return -1;
    }
  }
  return split;
}
