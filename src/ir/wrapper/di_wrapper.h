// C interface of the DI wrapper (di_wrapper.cpp), the one piece of C++ in nsdi.
//
// LLVM 19's C API cannot read most DI fields (basic-type encoding, CU language, spFlags, arg numbers,
// dwarfAddressSpace, DIExpression elements, ...). Instead of one accessor per field, the wrapper walks
// every DI node reachable from a module once and exposes each node as a self-describing record: the
// node's kind under LLVM's own class name and its fields under the names LLVM's assembly writer uses
// (`!DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)` -> fields "name", "size",
// "encoding"). src/ir/llvm/ffi.rs reads the records in place as a `di::DiSource`, from which
// `di::DiModule::from_source` builds the typed model.
//
// Node order is deterministic: a depth-first pre-order walk from, in this order, `llvm.dbg.cu`, every
// other named metadata, global-variable `!dbg` attachments, then per function its attachments and per
// instruction its `!dbg` location, other attachments and metadata operands (llvm.dbg.* calls).
// DIExpression nodes are included (they are MDNodes) although LLVM prints them inline; DIArgList is
// not a node in LLVM 19 and is exposed through nsdi_dbg_location_values instead. MDTuple operands are
// flattened into node lists; tuples themselves are not nodes.
#pragma once

#include <llvm-c/Core.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct NsdiDiTable NsdiDiTable;

enum NsdiFieldKind {
  NSDI_FIELD_ABSENT = 0,   // null operand / empty optional: nothing else is set
  NSDI_FIELD_UNSIGNED = 1, // int_value holds a uint64_t (sizes, lines, flags, enum-like codes)
  NSDI_FIELD_SIGNED = 2,   // int_value holds an int64_t reinterpreted (thisAdjustment, ...)
  NSDI_FIELD_BOOL = 3,     // int_value is 0 or 1
  NSDI_FIELD_STRING = 4,   // data/len: bytes (not NUL-terminated, may hold any bytes)
  NSDI_FIELD_NODE = 5,     // int_value is a node index
  NSDI_FIELD_NODE_LIST = 6,// data/len: uint32_t node indices; UINT32_MAX stands for a null element
  NSDI_FIELD_INT_LIST = 7, // data/len: raw uint64_t words (DIExpression elements)
  NSDI_FIELD_CONSTANT = 8, // a ConstantAsMetadata: data/len = the value as LLVM prints it
                           // ("i32 3"); when it is a ConstantInt, int_value = its sign-extended
                           // value and bit_width its width, else bit_width = 0
};

// 40 bytes: a module has millions of fields, so one pointer serves strings and both list kinds.
typedef struct NsdiDiField {
  const char *name;   // LLVM's assembly field name, static storage
  uint32_t kind;      // enum NsdiFieldKind
  uint32_t bit_width; // NSDI_FIELD_CONSTANT only
  uint64_t int_value;
  const void *data;   // never null for STRING, NODE_LIST, INT_LIST and CONSTANT
  size_t len;         // bytes or elements of data
} NsdiDiField;

// Walks the module: numbers every node (index, kind, distinct), then reads every node's fields.
// Never fails; unknown metadata kinds are recorded with kind "unknown:<id>". A null module gives
// an empty table.
NsdiDiTable *nsdi_di_collect(LLVMModuleRef module);
void nsdi_di_free(NsdiDiTable *table);

uint32_t nsdi_di_node_count(const NsdiDiTable *table);
// LLVM class name without namespace: "DICompileUnit", "DILocation", "DIExpression", ...
const char *nsdi_di_node_kind(const NsdiDiTable *table, uint32_t node);
// 1 when the node is `distinct` in the IR.
int nsdi_di_node_is_distinct(const NsdiDiTable *table, uint32_t node);
// The node's fields, contiguous, *count of them (null and 0 for a node without fields or out of
// range), built on this call. The fields and every pointer in them stay valid until the next call
// of nsdi_di_node_fields on the table, nsdi_di_free, or the destruction of the module's
// LLVMContext, whichever comes first: string fields point into LLVM's MDStrings, lists and
// printed constants into buffers the next call reuses.
const NsdiDiField *nsdi_di_node_fields(NsdiDiTable *table, uint32_t node, uint32_t *count);

// Node index of a metadata ref (from LLVMInstructionGetDebugLoc, LLVMGlobalGetMetadata, ...), or -1.
int64_t nsdi_di_node_index(const NsdiDiTable *table, LLVMMetadataRef md);
// Node index of a value's `!dbg` attachment: instruction location, function DISubprogram, or the
// first DIGlobalVariableExpression of a global; -1 when there is none.
int64_t nsdi_di_value_dbg(const NsdiDiTable *table, LLVMValueRef value);
// DIGlobalVariableExpressions attached to a global (a global may have several): writes up to `cap`
// node indices to `out`, returns how many there are.
size_t nsdi_di_global_expressions(const NsdiDiTable *table, LLVMValueRef global, int64_t *out,
                                  size_t cap);

// For a call to llvm.dbg.declare / llvm.dbg.value / llvm.dbg.assign / llvm.dbg.label:
//   kind: 1 declare, 2 value, 3 assign, 4 label, 0 not a debug intrinsic.
//   variable: DILocalVariable (or DILabel for labels) node index, expression: DIExpression node
//   index (-1 for labels), is_arg_list: the location operand is a DIArgList.
// For dbg.assign also: assign_id (DIAssignID node), address_expression (DIExpression node).
typedef struct NsdiDbgIntrinsic {
  uint32_t kind;
  int64_t variable;
  int64_t expression;
  int32_t is_arg_list;
  int64_t assign_id;
  int64_t address_expression;
} NsdiDbgIntrinsic;
void nsdi_dbg_intrinsic(const NsdiDiTable *table, LLVMValueRef call, NsdiDbgIntrinsic *out);

// The SSA values a debug intrinsic's location operand refers to (one for a plain operand, several
// for a DIArgList). A killed location (`metadata !{}`, empty MDNode) yields a null entry. Writes up to
// `cap` values, returns how many there are. For dbg.assign, `which` = 1 selects the address operand.
size_t nsdi_dbg_location_values(LLVMValueRef call, uint32_t which, LLVMValueRef *out, size_t cap);

// Debug records, read where they are: LLVM 19's C API cannot iterate them, and converting the
// module to llvm.dbg.* calls (LLVMSetIsNewDbgInfoFormat) only to read the calls costs a call
// instruction and wrappers per record. A record reads as the call LLVM's conversion would make.
// The declaration of llvm.dbg.declare (kind 1), .value (2), .assign (3) or .label (4), or null.
LLVMValueRef nsdi_dbg_intrinsic_declaration(LLVMModuleRef module, uint32_t kind);
typedef struct NsdiDbgRecord {
  NsdiDbgIntrinsic fields; // as nsdi_dbg_intrinsic for the call the record would become
  int64_t location;        // the record's DILocation node index, or -1
  const void *record;      // for nsdi_dbg_record_location_values and nsdi_print_dbg_record
} NsdiDbgRecord;
// The records attached before `inst`, in order: writes up to `cap`, returns how many there are.
size_t nsdi_dbg_records(const NsdiDiTable *table, LLVMValueRef inst, NsdiDbgRecord *out,
                        size_t cap);
// As nsdi_dbg_location_values, for a record.
size_t nsdi_dbg_record_location_values(const void *record, uint32_t which, LLVMValueRef *out,
                                       size_t cap);
// The record as LLVM prints it (free with LLVMDisposeMessage).
char *nsdi_print_dbg_record(const void *record);

// `!reqd_work_group_size !{i32 X, i32 Y, i32 Z}` on `function`, read by the metadata kind id
// `kind`: 1 and the three sizes, or 0 when absent or not three integers that fit in 32 bits.
int nsdi_reqd_work_group_size(LLVMValueRef function, unsigned kind, uint32_t *size);
// 1 when the kernel's `kernel_arg_type_qual` attachment (metadata kind `kind`) lists `const`
// for parameter `index` (OpenCL's qualifiers of the pointee: `const`, `restrict`, `volatile`).
int nsdi_kernel_arg_is_const(LLVMValueRef function, unsigned kind, unsigned index);

// Module flag "Dwarf Version" (0 when absent) and "Debug Info Version" (0 when absent).
uint32_t nsdi_module_dwarf_version(LLVMModuleRef module);
uint32_t nsdi_module_debug_info_version(LLVMModuleRef module);

// What LLVM's parser does to debug info when its automatic upgrade is on (nsdi turns it off:
// -disable-auto-upgrade-debug-info): with "Debug Info Version" 3, verify the module; strip debug
// info the verifier rejects (diagnosing "ignoring invalid debug info"); with another version,
// strip all debug info (diagnosing the version). Returns 1 when the module is invalid beyond its
// debug info, where LLVM would abort; 0 when it is valid (the whole verifier ran); 2 when the
// verifier did not run (another version). *details: the verifier's output (free with
// LLVMDisposeMessage).
int nsdi_upgrade_debug_info(LLVMModuleRef module, char **details);

#ifdef __cplusplus
}
#endif
