// Switches too large for one OpSwitch become a chain of switches (src/ir/llvm/mod.rs).
//
// An OpSwitch is one instruction, at most 65,535 words (3 + (literal words + 1) per case), and
// the specification's universal limits allow 16,383 (literal, label) pairs, the tighter bound
// for selectors up to 64 bits (wider ones by words). A larger `switch`
// keeps its first cases; the rest move to a new switch in a new block, which becomes the first
// one's default, and so on, the last keeping the original default. Phi nodes of the targets
// that moved get their incoming entries from the block that now branches to them (one per
// edge, as LLVM counts them). The new blocks carry the switch's debug location.

#ifndef NSDI_SWITCH_SPLIT_H
#define NSDI_SWITCH_SPLIT_H

#include <llvm-c/Core.h>

#ifdef __cplusplus
extern "C" {
#endif

// Splits every switch in `module` whose OpSwitch would exceed SPIR-V's instruction limit.
// Returns the number of switches split; 0 changes nothing. When it split any, it runs LLVM's
// verifier on the changed functions and returns -1 (and *message, freed with
// LLVMDisposeMessage, says why) if one of them is broken; *message is null otherwise.
int nsdi_split_large_switches(LLVMModuleRef module, char **message);

#ifdef __cplusplus
}
#endif

#endif
