// DI metadata walker behind the C API in di_wrapper.h.
//
// Robustness rules followed throughout:
//  * Operands are read through LLVM's getRaw*() accessors, which return either Metadata* (checked
//    here with dyn_cast) or MDString* (typed by the node constructors, so always an MDString or
//    null). The typed convenience getters (getScope(), getFile(), ...) use cast<> and would be
//    undefined behaviour in a release LLVM on malformed input, so they are never used.
//  * Nothing recurses on the metadata graph: the walk uses an explicit stack.
//  * Every field of a kind is always emitted, in a fixed order, ABSENT when there is no value.

#include "di_wrapper.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DebugProgramInstruction.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ModuleSlotTracker.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"

#include <deque>
#include <memory>
#include <string>
#include <vector>

using namespace llvm;

struct NsdiDiTable {
  struct Node {
    const char *kind;
    const MDNode *md;
    bool distinct;
  };
  std::vector<Node> nodes;
  // Every MDNode the walk has reached: its node number, or kTuple for tuples (which are not
  // nodes). One map serves as both the walk's visited set and the index: two maps over
  // hundreds of thousands of nodes were two hash insertions and lookups per node.
  static constexpr uint32_t kTuple = UINT32_MAX;
  DenseMap<const Metadata *, uint32_t> index;
  // "unknown:<id>" kind names, for metadata kinds this wrapper does not know. Deques never move
  // their elements, so the pointers handed out stay valid.
  std::deque<std::string> kindNames;

  // One node's fields, built when asked for (nsdi_di_node_fields) into buffers the next request
  // reuses. Building every node's fields up front took an array of about 200 bytes a node that
  // the consumer reads once, in node order: hundreds of megabytes of fresh memory on a large
  // module, where first touching a page costs more than building its fields.
  const Module *module = nullptr;
  std::unique_ptr<ModuleSlotTracker> slots; // for printing constants, made on first use
  std::vector<NsdiDiField> fields;
  std::vector<uint32_t> lists;
  std::vector<uint64_t> words;
  // Text the wrapper makes itself (printed constants); MDString contents are pointed to where
  // LLVM keeps them.
  std::deque<std::string> strings;

  int64_t lookup(const Metadata *md) const {
    if (!md)
      return -1;
    auto it = index.find(md);
    return it == index.end() || it->second == kTuple ? -1 : int64_t(it->second);
  }
  const Node *at(uint32_t node) const { return node < nodes.size() ? &nodes[node] : nullptr; }
  ModuleSlotTracker &slotTracker() {
    if (!slots)
      slots = std::make_unique<ModuleSlotTracker>(module, /*ShouldInitializeAllMetadata=*/false);
    return *slots;
  }
};

namespace {

// Handed out for empty lists so consumers never see a null pointer with a zero length.
const uint32_t kEmptyList[1] = {0};
const uint64_t kEmptyWords[1] = {0};

const char *kindName(const MDNode *n, NsdiDiTable &t) {
  switch (n->getMetadataID()) {
#define HANDLE_MDNODE_LEAF(CLASS)                                                                  \
  case Metadata::CLASS##Kind:                                                                      \
    return #CLASS;
#include "llvm/IR/Metadata.def"
  default:
    t.kindNames.push_back("unknown:" + std::to_string(n->getMetadataID()));
    return t.kindNames.back().c_str();
  }
}

// Appends the fields of one node. Each add* call emits exactly one field, whatever the operand.
class FieldBuilder {
public:
  explicit FieldBuilder(NsdiDiTable &t) : t(t), out(t.fields) {}

  void absent(const char *name) { add(name, NSDI_FIELD_ABSENT); }
  void uns(const char *name, uint64_t v) { add(name, NSDI_FIELD_UNSIGNED).int_value = v; }
  void sgn(const char *name, int64_t v) { add(name, NSDI_FIELD_SIGNED).int_value = uint64_t(v); }
  void boolean(const char *name, bool v) { add(name, NSDI_FIELD_BOOL).int_value = v ? 1 : 0; }

  // An MDString's bytes live in the LLVMContext, which outlives the table (the module does), so
  // they are not copied.
  void str(const char *name, const MDString *s) {
    if (!s)
      return absent(name);
    StringRef bytes = s->getString();
    NsdiDiField &f = add(name, NSDI_FIELD_STRING);
    f.data = bytes.data() ? bytes.data() : "";
    f.len = bytes.size();
  }

  void text(const char *name, StringRef s) { store(add(name, NSDI_FIELD_STRING), s.str()); }

  // A reference to a DI node; anything else (tuple, string, constant) is ABSENT.
  void node(const char *name, const Metadata *md) {
    int64_t i = t.lookup(md); // tuples are never indexed
    if (i < 0)
      absent(name);
    else
      add(name, NSDI_FIELD_NODE).int_value = uint64_t(i);
  }

  void list(const char *name, const Metadata *md) {
    if (auto *tuple = dyn_cast_or_null<MDTuple>(md))
      ops(name, tuple->operands());
    else
      absent(name);
  }

  // Operands as a node list; elements that are not DI nodes (null, strings, nested tuples such as
  // annotation pairs) have no index and become UINT32_MAX.
  void ops(const char *name, ArrayRef<MDOperand> elems) {
    size_t start = t.lists.size();
    for (const MDOperand &op : elems) {
      int64_t i = t.lookup(op.get());
      t.lists.push_back(i < 0 ? UINT32_MAX : uint32_t(i));
    }
    NsdiDiField &f = add(name, NSDI_FIELD_NODE_LIST);
    f.int_value = start; // made a pointer by resolveLists
    f.len = elems.size();
  }

  void ints(const char *name, ArrayRef<uint64_t> elems) {
    size_t start = t.words.size();
    t.words.insert(t.words.end(), elems.begin(), elems.end());
    NsdiDiField &f = add(name, NSDI_FIELD_INT_LIST);
    f.int_value = start; // made a pointer by resolveLists
    f.len = elems.size();
  }

  // Operands whose kind varies: subrange bounds and rank (constant, variable or expression),
  // template values (constant, tuple for parameter packs), extraData (constant, type, tuple).
  void value(const char *name, const Metadata *md) {
    if (auto *c = dyn_cast_or_null<ConstantAsMetadata>(md))
      constant(name, c->getValue());
    else if (isa_and_nonnull<MDTuple>(md))
      list(name, md);
    else
      node(name, md);
  }

private:
  NsdiDiField &add(const char *name, NsdiFieldKind kind) {
    out.push_back(NsdiDiField{name, uint32_t(kind), 0, 0, nullptr, 0});
    return out.back();
  }

  void store(NsdiDiField &f, std::string s) {
    t.strings.push_back(std::move(s));
    f.data = t.strings.back().data();
    f.len = t.strings.back().size();
  }

  void constant(const char *name, const Constant *c) {
    std::string printed;
    raw_string_ostream os(printed);
    c->printAsOperand(os, /*PrintType=*/true, t.slotTracker());
    NsdiDiField &f = add(name, NSDI_FIELD_CONSTANT);
    store(f, os.str());
    // Wider integers cannot be sign-extended into int_value (getSExtValue asserts); they are
    // reported like non-integer constants and the consumer reads `str`.
    auto *ci = dyn_cast<ConstantInt>(c);
    if (ci && ci->getBitWidth() <= 64) {
      f.int_value = uint64_t(ci->getSExtValue());
      f.bit_width = ci->getBitWidth();
    }
  }

  NsdiDiTable &t;
  std::vector<NsdiDiField> &out;
};

// Turns the offsets FieldBuilder left in list fields into pointers, now that lists and words no
// longer grow.
void resolveLists(NsdiDiTable &t) {
  for (NsdiDiField &f : t.fields) {
    if (f.kind == NSDI_FIELD_NODE_LIST) {
      f.data = f.len ? t.lists.data() + f.int_value : kEmptyList;
      f.int_value = 0;
    } else if (f.kind == NSDI_FIELD_INT_LIST) {
      f.data = f.len ? t.words.data() + f.int_value : kEmptyWords;
      f.int_value = 0;
    }
  }
}

// ---- One function per kind: AsmWriter's field names, in a fixed order per kind. ----

void addFields(FieldBuilder &b, const DICompileUnit *n) {
  b.uns("language", n->getSourceLanguage());
  b.node("file", n->getRawFile());
  b.str("producer", n->getRawProducer());
  b.boolean("isOptimized", n->isOptimized());
  b.str("flags", n->getRawFlags());
  b.uns("runtimeVersion", n->getRuntimeVersion());
  b.str("splitDebugFilename", n->getRawSplitDebugFilename());
  b.uns("emissionKind", n->getEmissionKind());
  b.list("enums", n->getRawEnumTypes());
  b.list("retainedTypes", n->getRawRetainedTypes());
  b.list("globals", n->getRawGlobalVariables());
  b.list("imports", n->getRawImportedEntities());
  b.list("macros", n->getRawMacros());
  b.uns("dwoId", n->getDWOId());
  b.boolean("splitDebugInlining", n->getSplitDebugInlining());
  b.boolean("debugInfoForProfiling", n->getDebugInfoForProfiling());
  b.uns("nameTableKind", unsigned(n->getNameTableKind()));
  b.boolean("rangesBaseAddress", n->getRangesBaseAddress());
  b.str("sysroot", n->getRawSysRoot());
  b.str("sdk", n->getRawSDK());
}

void addFields(FieldBuilder &b, const DIFile *n) {
  b.str("filename", n->getRawFilename());
  b.str("directory", n->getRawDirectory());
  auto checksum = n->getRawChecksum();
  if (checksum) {
    b.uns("checksumkind", checksum->Kind);
    b.str("checksum", checksum->Value);
  } else {
    b.absent("checksumkind");
    b.absent("checksum");
  }
  b.str("source", n->getRawSource());
}

void addFields(FieldBuilder &b, const DIBasicType *n) {
  b.uns("tag", n->getTag());
  b.str("name", n->getRawName());
  b.uns("size", n->getSizeInBits());
  b.uns("align", n->getAlignInBits());
  b.uns("encoding", n->getEncoding());
  b.uns("flags", n->getFlags());
}

void addFields(FieldBuilder &b, const DIStringType *n) {
  b.uns("tag", n->getTag());
  b.str("name", n->getRawName());
  b.node("stringLength", n->getRawStringLength());
  b.node("stringLengthExpression", n->getRawStringLengthExp());
  b.node("stringLocationExpression", n->getRawStringLocationExp());
  b.uns("size", n->getSizeInBits());
  b.uns("align", n->getAlignInBits());
  b.uns("encoding", n->getEncoding());
}

// The leading fields DIDerivedType and DICompositeType share (baseType is not on DIType).
template <class Type> void addTypeHeader(FieldBuilder &b, const Type *n) {
  b.uns("tag", n->getTag());
  b.str("name", n->getRawName());
  b.node("scope", n->getRawScope());
  b.node("file", n->getRawFile());
  b.uns("line", n->getLine());
  b.node("baseType", n->getRawBaseType());
  b.uns("size", n->getSizeInBits());
  b.uns("align", n->getAlignInBits());
  b.uns("offset", n->getOffsetInBits());
  b.uns("flags", n->getFlags());
}

void addFields(FieldBuilder &b, const DIDerivedType *n) {
  addTypeHeader(b, n);
  // A static member's constant value, a bit field's storage offset, a member pointer's class...
  b.value("extraData", n->getRawExtraData());
  if (auto as = n->getDWARFAddressSpace())
    b.uns("dwarfAddressSpace", *as);
  else
    b.absent("dwarfAddressSpace");
  b.list("annotations", n->getRawAnnotations());
  // Only DW_TAG_LLVM_ptrauth_type carries pointer-authentication data; the same storage means
  // something else for other tags, so rely on getPtrAuthData()'s tag check.
  if (auto pa = n->getPtrAuthData()) {
    b.uns("ptrAuthKey", pa->key());
    b.boolean("ptrAuthIsAddressDiscriminated", pa->isAddressDiscriminated());
    b.uns("ptrAuthExtraDiscriminator", pa->extraDiscriminator());
    b.boolean("ptrAuthIsaPointer", pa->isaPointer());
    b.boolean("ptrAuthAuthenticatesNullValues", pa->authenticatesNullValues());
  } else {
    for (const char *name : {"ptrAuthKey", "ptrAuthIsAddressDiscriminated",
                             "ptrAuthExtraDiscriminator", "ptrAuthIsaPointer",
                             "ptrAuthAuthenticatesNullValues"})
      b.absent(name);
  }
}

void addFields(FieldBuilder &b, const DICompositeType *n) {
  addTypeHeader(b, n);
  b.list("elements", n->getRawElements());
  b.uns("runtimeLang", n->getRuntimeLang());
  b.node("vtableHolder", n->getRawVTableHolder());
  b.list("templateParams", n->getRawTemplateParams());
  b.str("identifier", n->getRawIdentifier());
  b.node("discriminator", n->getRawDiscriminator());
  b.value("dataLocation", n->getRawDataLocation());
  b.value("associated", n->getRawAssociated());
  b.value("allocated", n->getRawAllocated());
  b.value("rank", n->getRawRank());
  b.list("annotations", n->getRawAnnotations());
}

void addFields(FieldBuilder &b, const DISubroutineType *n) {
  b.uns("flags", n->getFlags());
  b.uns("cc", n->getCC());
  b.list("types", n->getRawTypeArray());
}

// DISubrange and DIGenericSubrange share accessor names but no base class.
template <class Range> void addBounds(FieldBuilder &b, const Range *n) {
  b.value("count", n->getRawCountNode());
  b.value("lowerBound", n->getRawLowerBound());
  b.value("upperBound", n->getRawUpperBound());
  b.value("stride", n->getRawStride());
}
void addFields(FieldBuilder &b, const DISubrange *n) { addBounds(b, n); }
void addFields(FieldBuilder &b, const DIGenericSubrange *n) { addBounds(b, n); }

void addFields(FieldBuilder &b, const DIEnumerator *n) {
  b.str("name", n->getRawName());
  const APInt &v = n->getValue();
  bool isUnsigned = n->isUnsigned();
  // getSExtValue/getZExtValue assert beyond 64 significant bits (i128 enumerators exist).
  if (isUnsigned && v.getActiveBits() <= 64) {
    b.uns("value", v.getZExtValue());
  } else if (!isUnsigned && v.getSignificantBits() <= 64) {
    b.sgn("value", v.getSExtValue());
  } else {
    SmallString<48> digits;
    v.toString(digits, 10, /*Signed=*/!isUnsigned);
    b.text("value", digits);
  }
  b.boolean("isUnsigned", isUnsigned);
}

void addFields(FieldBuilder &b, const DITemplateTypeParameter *n) {
  b.str("name", n->getRawName());
  b.node("type", n->getRawType());
  b.boolean("defaulted", n->isDefault());
}

void addFields(FieldBuilder &b, const DITemplateValueParameter *n) {
  b.uns("tag", n->getTag());
  b.str("name", n->getRawName());
  b.node("type", n->getRawType());
  b.boolean("defaulted", n->isDefault());
  // Template template parameters name the template with a plain string.
  if (auto *s = dyn_cast_or_null<MDString>(n->getValue()))
    b.str("value", s);
  else
    b.value("value", n->getValue());
}

void addFields(FieldBuilder &b, const DINamespace *n) {
  b.node("scope", n->getRawScope());
  b.str("name", n->getRawName());
  b.boolean("exportSymbols", n->getExportSymbols());
}

void addFields(FieldBuilder &b, const DIModule *n) {
  b.node("scope", n->getRawScope());
  b.str("name", n->getRawName());
  b.str("configMacros", n->getRawConfigurationMacros());
  b.str("includePath", n->getRawIncludePath());
  b.str("apinotes", n->getRawAPINotesFile());
  b.node("file", n->getRawFile());
  b.uns("line", n->getLineNo());
  b.boolean("isDecl", n->getIsDecl());
}

void addFields(FieldBuilder &b, const DISubprogram *n) {
  b.node("scope", n->getRawScope());
  b.str("name", n->getRawName());
  b.str("linkageName", n->getRawLinkageName());
  b.node("file", n->getRawFile());
  b.uns("line", n->getLine());
  b.node("type", n->getRawType());
  b.uns("scopeLine", n->getScopeLine());
  b.node("containingType", n->getRawContainingType());
  b.uns("virtualIndex", n->getVirtualIndex());
  b.sgn("thisAdjustment", n->getThisAdjustment());
  b.uns("flags", n->getFlags());
  b.uns("spFlags", n->getSPFlags());
  b.node("unit", n->getRawUnit());
  b.list("templateParams", n->getRawTemplateParams());
  b.node("declaration", n->getRawDeclaration());
  b.list("retainedNodes", n->getRawRetainedNodes());
  b.list("thrownTypes", n->getRawThrownTypes());
  b.list("annotations", n->getRawAnnotations());
  b.str("targetFuncName", n->getRawTargetFuncName());
}

void addFields(FieldBuilder &b, const DILexicalBlock *n) {
  b.node("scope", n->getRawScope());
  b.node("file", n->getRawFile());
  b.uns("line", n->getLine());
  b.uns("column", n->getColumn());
}

void addFields(FieldBuilder &b, const DILexicalBlockFile *n) {
  b.node("scope", n->getRawScope());
  b.node("file", n->getRawFile());
  b.uns("discriminator", n->getDiscriminator());
}

void addFields(FieldBuilder &b, const DILocation *n) {
  b.uns("line", n->getLine());
  b.uns("column", n->getColumn());
  b.node("scope", n->getRawScope());
  b.node("inlinedAt", n->getRawInlinedAt());
  b.boolean("isImplicitCode", n->isImplicitCode());
}

void addFields(FieldBuilder &b, const DILocalVariable *n) {
  b.str("name", n->getRawName());
  b.uns("arg", n->getArg());
  b.node("scope", n->getRawScope());
  b.node("file", n->getRawFile());
  b.uns("line", n->getLine());
  b.node("type", n->getRawType());
  b.uns("flags", n->getFlags());
  b.uns("align", n->getAlignInBits());
  b.list("annotations", n->getRawAnnotations());
}

void addFields(FieldBuilder &b, const DILabel *n) {
  b.node("scope", n->getRawScope());
  b.str("name", n->getRawName());
  b.node("file", n->getRawFile());
  b.uns("line", n->getLine());
}

void addFields(FieldBuilder &b, const DIGlobalVariable *n) {
  b.str("name", n->getRawName());
  b.node("scope", n->getRawScope());
  b.str("linkageName", n->getRawLinkageName());
  b.node("file", n->getRawFile());
  b.uns("line", n->getLine());
  b.node("type", n->getRawType());
  b.boolean("isLocal", n->isLocalToUnit());
  b.boolean("isDefinition", n->isDefinition());
  b.node("declaration", n->getRawStaticDataMemberDeclaration());
  b.list("templateParams", n->getRawTemplateParams());
  b.uns("align", n->getAlignInBits());
  b.list("annotations", n->getRawAnnotations());
}

void addFields(FieldBuilder &b, const DIGlobalVariableExpression *n) {
  b.node("var", n->getRawVariable());
  b.node("expr", n->getRawExpression());
}

void addFields(FieldBuilder &b, const DIExpression *n) { b.ints("elements", n->getElements()); }

void addFields(FieldBuilder &b, const DIImportedEntity *n) {
  b.uns("tag", n->getTag());
  b.node("scope", n->getRawScope());
  b.node("entity", n->getRawEntity());
  b.node("file", n->getRawFile());
  b.uns("line", n->getLine());
  b.str("name", n->getRawName());
  b.list("elements", n->getRawElements());
}

void addFields(FieldBuilder &b, const DIMacro *n) {
  b.uns("type", n->getMacinfoType());
  b.uns("line", n->getLine());
  b.str("name", n->getRawName());
  b.str("value", n->getRawValue());
}

void addFields(FieldBuilder &b, const DIMacroFile *n) {
  b.uns("type", n->getMacinfoType());
  b.uns("line", n->getLine());
  b.node("file", n->getRawFile());
  b.list("nodes", n->getRawElements());
}

void addFields(FieldBuilder &b, const DICommonBlock *n) {
  b.node("scope", n->getRawScope());
  b.node("declaration", n->getRawDecl());
  b.str("name", n->getRawName());
  b.node("file", n->getRawFile());
  b.uns("line", n->getLineNo());
}

void addFields(FieldBuilder &b, const DIObjCProperty *n) {
  b.str("name", n->getRawName());
  b.node("file", n->getRawFile());
  b.uns("line", n->getLine());
  b.str("setter", n->getRawSetterName());
  b.str("getter", n->getRawGetterName());
  b.uns("attributes", n->getAttributes());
  b.node("type", n->getRawType());
}

void addFields(FieldBuilder &, const DIAssignID *) {}

void addFields(FieldBuilder &b, const GenericDINode *n) {
  b.uns("tag", n->getTag());
  b.str("header", n->getRawHeader());
  b.ops("operands", ArrayRef<MDOperand>(n->dwarf_op_begin(), n->dwarf_op_end()));
}

void addNodeFields(FieldBuilder &b, const MDNode *n) {
  // Every specialized MDNode class of this LLVM needs an addFields overload: a new class in a
  // future LLVM fails to compile here instead of silently losing fields.
  switch (n->getMetadataID()) {
#define HANDLE_SPECIALIZED_MDNODE_LEAF(CLASS)                                                      \
  case Metadata::CLASS##Kind:                                                                      \
    addFields(b, cast<CLASS>(n));                                                                  \
    break;
#include "llvm/IR/Metadata.def"
  default:
    break;
  }
}

// Depth-first pre-order over the metadata graph, numbering every non-tuple MDNode.
class Walker {
public:
  explicit Walker(NsdiDiTable &t) : t(t) {}

  void walk(const Metadata *root) {
    // DIArgList and ValueAsMetadata only wrap values; in LLVM 19 they never lead to MDNodes.
    auto *rootNode = dyn_cast_or_null<MDNode>(root);
    if (!rootNode)
      return;
    // Nodes are pushed without asking the index whether they were visited: the insertion when
    // one is popped answers that, so a new node costs one lookup instead of two (the index has
    // hundreds of thousands of entries, each lookup a likely cache miss). A visited node on the
    // stack is skipped when popped, so the order of first visits, and the numbering, is the
    // same as when it was never pushed.
    stack.push_back(rootNode);
    while (!stack.empty()) {
      const MDNode *n = stack.back();
      stack.pop_back();
      auto [slot, first] = t.index.try_emplace(n, NsdiDiTable::kTuple);
      if (!first)
        continue; // visited already
      if (!isa<MDTuple>(n)) {
        slot->second = uint32_t(t.nodes.size());
        t.nodes.push_back({kindName(n, t), n, n->isDistinct()});
      }
      // Reverse push so operand 0 is visited first, as a recursive walk would.
      for (unsigned i = n->getNumOperands(); i-- > 0;)
        if (auto *op = dyn_cast_or_null<MDNode>(n->getOperand(i).get()))
          stack.push_back(op);
    }
  }

  // Debug records stand where the equivalent llvm.dbg.* call would be, so visiting them in the
  // call's operand order keeps numbering identical in both debug-info formats.
  void walkRecords(const Instruction &inst) {
    for (const DbgRecord &rec : inst.getDbgRecordRange()) {
      walk(rec.getDebugLoc().getAsMDNode());
      if (auto *var = dyn_cast<DbgVariableRecord>(&rec)) {
        walk(var->getRawLocation());
        walk(var->getRawVariable());
        walk(var->getRawExpression());
        if (var->isDbgAssign()) {
          walk(var->getRawAssignID());
          walk(var->getRawAddress());
          walk(var->getRawAddressExpression());
        }
      } else if (auto *label = dyn_cast<DbgLabelRecord>(&rec)) {
        walk(label->getRawLabel());
      }
    }
  }

private:
  NsdiDiTable &t;
  std::vector<const MDNode *> stack;
};

void walkModule(NsdiDiTable &t, const Module &m) {
  Walker w(t);
  if (const NamedMDNode *cus = m.getNamedMetadata("llvm.dbg.cu"))
    for (const MDNode *op : cus->operands())
      w.walk(op);
  for (const NamedMDNode &named : m.named_metadata())
    if (named.getName() != "llvm.dbg.cu")
      for (const MDNode *op : named.operands())
        w.walk(op);

  SmallVector<std::pair<unsigned, MDNode *>, 8> mds;
  auto walkAttachments = [&](const auto &holder) {
    mds.clear(); // getAllMetadata() leaves the vector untouched when nothing is attached
    holder.getAllMetadata(mds); // sorted by kind, so an instruction's !dbg comes first
    for (const auto &kindAndNode : mds)
      w.walk(kindAndNode.second);
  };
  for (const GlobalVariable &gv : m.globals())
    walkAttachments(gv);
  for (const Function &f : m) {
    walkAttachments(f);
    for (const BasicBlock &bb : f) {
      for (const Instruction &inst : bb) {
        w.walkRecords(inst);
        walkAttachments(inst);
        for (const Use &op : inst.operands())
          if (auto *mav = dyn_cast<MetadataAsValue>(op.get()))
            w.walk(mav->getMetadata());
      }
    }
  }
}

// Metadata argument `i` of a call, or null when absent or not metadata.
Metadata *metadataArg(const CallBase *call, unsigned i) {
  if (i >= call->arg_size())
    return nullptr;
  auto *mav = dyn_cast<MetadataAsValue>(call->getArgOperand(i));
  return mav ? mav->getMetadata() : nullptr;
}

uint32_t moduleFlagInt(LLVMModuleRef module, StringRef key) {
  if (!module)
    return 0;
  // Module::getDwarfVersion() cast<>s the flag; a malformed flag must read as 0 instead.
  auto *ci = mdconst::dyn_extract_or_null<ConstantInt>(unwrap(module)->getModuleFlag(key));
  return ci ? uint32_t(ci->getLimitedValue(UINT32_MAX)) : 0;
}

} // namespace

extern "C" {

NsdiDiTable *nsdi_di_collect(LLVMModuleRef module) {
  auto *t = new NsdiDiTable();
  if (!module)
    return t;
  t->module = unwrap(module);
  walkModule(*t, *t->module);
  return t;
}

void nsdi_di_free(NsdiDiTable *table) { delete table; }

// Out-of-range node and field numbers read as empty rather than crashing.
uint32_t nsdi_di_node_count(const NsdiDiTable *table) { return uint32_t(table->nodes.size()); }

const char *nsdi_di_node_kind(const NsdiDiTable *table, uint32_t node) {
  auto *n = table->at(node);
  return n ? n->kind : "";
}

int nsdi_di_node_is_distinct(const NsdiDiTable *table, uint32_t node) {
  auto *n = table->at(node);
  return n && n->distinct ? 1 : 0;
}

const NsdiDiField *nsdi_di_node_fields(NsdiDiTable *table, uint32_t node, uint32_t *count) {
  table->fields.clear();
  table->lists.clear();
  table->words.clear();
  table->strings.clear();
  auto *n = table->at(node);
  if (n) {
    // Every node is numbered before any fields are built, so forward references resolve.
    FieldBuilder b(*table);
    addNodeFields(b, n->md);
    resolveLists(*table);
  }
  *count = uint32_t(table->fields.size());
  return table->fields.empty() ? nullptr : table->fields.data();
}

int64_t nsdi_di_node_index(const NsdiDiTable *table, LLVMMetadataRef md) {
  return table->lookup(unwrap(md));
}

int64_t nsdi_di_value_dbg(const NsdiDiTable *table, LLVMValueRef value) {
  const Value *v = unwrap(value);
  if (auto *inst = dyn_cast_or_null<Instruction>(v))
    return table->lookup(inst->getDebugLoc().getAsMDNode());
  if (auto *f = dyn_cast_or_null<Function>(v))
    return table->lookup(f->getSubprogram());
  if (auto *go = dyn_cast_or_null<GlobalObject>(v))
    return table->lookup(go->getMetadata(LLVMContext::MD_dbg));
  return -1;
}

size_t nsdi_di_global_expressions(const NsdiDiTable *table, LLVMValueRef global, int64_t *out,
                                  size_t cap) {
  auto *gv = dyn_cast_or_null<GlobalVariable>(unwrap(global));
  if (!gv)
    return 0;
  // GlobalVariable::getDebugInfo() cast<>s each attachment; filter instead.
  SmallVector<MDNode *, 2> mds;
  gv->getMetadata(LLVMContext::MD_dbg, mds);
  size_t count = 0;
  for (MDNode *md : mds) {
    if (!isa<DIGlobalVariableExpression>(md))
      continue;
    if (count < cap)
      out[count] = table->lookup(md);
    ++count;
  }
  return count;
}

void nsdi_dbg_intrinsic(const NsdiDiTable *table, LLVMValueRef call, NsdiDbgIntrinsic *out) {
  *out = NsdiDbgIntrinsic{0, -1, -1, 0, -1, -1};
  const Value *v = unwrap(call);
  if (auto *label = dyn_cast_or_null<DbgLabelInst>(v)) {
    out->kind = 4;
    out->variable = table->lookup(metadataArg(label, 0));
    return;
  }
  auto *var = dyn_cast_or_null<DbgVariableIntrinsic>(v);
  if (!var)
    return;
  // DbgAssignIntrinsic derives from DbgValueInst, so it must be tested first; a variable
  // intrinsic that is neither is a dbg.declare.
  out->kind = isa<DbgAssignIntrinsic>(var) ? 3 : isa<DbgValueInst>(var) ? 2 : 1;
  out->is_arg_list = isa_and_nonnull<DIArgList>(metadataArg(var, 0)) ? 1 : 0;
  out->variable = table->lookup(metadataArg(var, 1));
  out->expression = table->lookup(metadataArg(var, 2));
  if (out->kind == 3) {
    out->assign_id = table->lookup(metadataArg(var, 3));
    out->address_expression = table->lookup(metadataArg(var, 5));
  }
}

} // extern "C"

namespace {

// The values a location operand (plain, DIArgList, or killed) refers to, into out[0..cap).
size_t locationValues(const Metadata *loc, LLVMValueRef *out, size_t cap) {
  SmallVector<Value *, 4> values;
  if (auto *list = dyn_cast_or_null<DIArgList>(loc)) {
    for (ValueAsMetadata *arg : list->getArgs())
      values.push_back(arg ? arg->getValue() : nullptr);
  } else if (auto *vam = dyn_cast_or_null<ValueAsMetadata>(loc)) {
    values.push_back(vam->getValue());
  } else {
    values.push_back(nullptr); // killed location: `metadata !{}` (or something unusable)
  }
  for (size_t i = 0; i < values.size() && i < cap; ++i)
    out[i] = wrap(values[i]);
  return values.size();
}

// The intrinsic LLVM's conversion to the intrinsic format turns a record into.
Intrinsic::ID recordIntrinsic(const DbgRecord &record) {
  if (isa<DbgLabelRecord>(record))
    return Intrinsic::dbg_label;
  switch (cast<DbgVariableRecord>(record).getType()) {
  case DbgVariableRecord::LocationType::Declare:
    return Intrinsic::dbg_declare;
  case DbgVariableRecord::LocationType::Value:
    return Intrinsic::dbg_value;
  case DbgVariableRecord::LocationType::Assign:
    return Intrinsic::dbg_assign;
  default:
    return Intrinsic::not_intrinsic;
  }
}

uint32_t intrinsicKind(Intrinsic::ID id) {
  switch (id) {
  case Intrinsic::dbg_declare:
    return 1;
  case Intrinsic::dbg_value:
    return 2;
  case Intrinsic::dbg_assign:
    return 3;
  case Intrinsic::dbg_label:
    return 4;
  default:
    return 0;
  }
}

} // namespace

extern "C" {

size_t nsdi_dbg_location_values(LLVMValueRef call, uint32_t which, LLVMValueRef *out,
                                size_t cap) {
  auto *var = dyn_cast_or_null<DbgVariableIntrinsic>(unwrap(call));
  if (!var || which > 1 || (which == 1 && !isa<DbgAssignIntrinsic>(var)))
    return 0;
  return locationValues(metadataArg(var, which == 1 ? 4 : 0), out, cap);
}

LLVMValueRef nsdi_dbg_intrinsic_declaration(LLVMModuleRef module, uint32_t kind) {
  const Intrinsic::ID ids[5] = {Intrinsic::not_intrinsic, Intrinsic::dbg_declare,
                                Intrinsic::dbg_value, Intrinsic::dbg_assign, Intrinsic::dbg_label};
  if (kind == 0 || kind > 4)
    return nullptr;
  return wrap(unwrap(module)->getFunction(Intrinsic::getName(ids[kind])));
}

size_t nsdi_dbg_records(const NsdiDiTable *table, LLVMValueRef inst, NsdiDbgRecord *out,
                        size_t cap) {
  auto *i = dyn_cast_or_null<Instruction>(unwrap(inst));
  if (!i)
    return 0;
  size_t count = 0;
  for (const DbgRecord &r : i->getDbgRecordRange()) {
    if (count < cap) {
      NsdiDbgRecord &o = out[count];
      o.fields = NsdiDbgIntrinsic{intrinsicKind(recordIntrinsic(r)), -1, -1, 0, -1, -1};
      o.location = table->lookup(r.getDebugLoc().getAsMDNode());
      o.record = &r;
      if (auto *label = dyn_cast<DbgLabelRecord>(&r)) {
        o.fields.variable = table->lookup(label->getRawLabel());
      } else {
        auto &var = cast<DbgVariableRecord>(r);
        o.fields.is_arg_list = isa_and_nonnull<DIArgList>(var.getRawLocation()) ? 1 : 0;
        o.fields.variable = table->lookup(var.getRawVariable());
        o.fields.expression = table->lookup(var.getRawExpression());
        if (var.isDbgAssign()) {
          o.fields.assign_id = table->lookup(var.getRawAssignID());
          o.fields.address_expression = table->lookup(var.getRawAddressExpression());
        }
      }
    }
    ++count;
  }
  return count;
}

size_t nsdi_dbg_record_location_values(const void *record, uint32_t which, LLVMValueRef *out,
                                       size_t cap) {
  auto *var = dyn_cast_or_null<DbgVariableRecord>(static_cast<const DbgRecord *>(record));
  if (!var || which > 1 || (which == 1 && !var->isDbgAssign()))
    return 0;
  return locationValues(which == 1 ? var->getRawAddress() : var->getRawLocation(), out, cap);
}

char *nsdi_print_dbg_record(const void *record) {
  std::string text;
  raw_string_ostream os(text);
  static_cast<const DbgRecord *>(record)->print(os);
  return LLVMCreateMessage(os.str().c_str());
}

int nsdi_reqd_work_group_size(LLVMValueRef function, unsigned kind, uint32_t *size) {
  // By kind id: the C API reads a function's attachment only by copying them all, and its
  // operands only through a MetadataAsValue wrapper it may have to create.
  auto *f = dyn_cast_or_null<Function>(unwrap(function));
  const MDNode *node = f ? f->getMetadata(kind) : nullptr;
  if (!node || node->getNumOperands() != 3)
    return 0;
  for (unsigned i = 0; i < 3; ++i) {
    auto *ci = mdconst::dyn_extract_or_null<ConstantInt>(node->getOperand(i));
    if (!ci || ci->getBitWidth() > 64 || ci->getZExtValue() > UINT32_MAX)
      return 0;
    size[i] = uint32_t(ci->getZExtValue());
  }
  return 1;
}

int nsdi_kernel_arg_is_const(LLVMValueRef function, unsigned kind, unsigned index) {
  auto *f = dyn_cast_or_null<Function>(unwrap(function));
  const MDNode *node = f ? f->getMetadata(kind) : nullptr;
  if (!node || index >= node->getNumOperands())
    return 0;
  auto *qualifiers = dyn_cast_or_null<MDString>(node->getOperand(index));
  if (!qualifiers)
    return 0;
  // Space-separated, as clang writes them: "const", "restrict const", "const volatile".
  StringRef rest = qualifiers->getString();
  while (!rest.empty()) {
    auto [word, after] = rest.split(' ');
    if (word == "const")
      return 1;
    rest = after;
  }
  return 0;
}

uint32_t nsdi_module_dwarf_version(LLVMModuleRef module) {
  return moduleFlagInt(module, "Dwarf Version");
}

uint32_t nsdi_module_debug_info_version(LLVMModuleRef module) {
  return moduleFlagInt(module, "Debug Info Version");
}

// llvm::UpgradeDebugInfo (LLVM 19, lib/IR/AutoUpgrade.cpp) step for step, except that a module
// broken beyond its debug info returns 1 where LLVM calls report_fatal_error (abort).
} // extern "C"

namespace {

// A cycle LLVM 19's verifier would not come back from: a lexical block that is its own
// ancestor scope, or a location inlined at itself (through its inlinedAt chain).
struct DebugCycle {
  const DILexicalBlockBase *block = nullptr;
  const DILocation *location = nullptr;
  explicit operator bool() const { return block || location; }
};

// LLVM 19's verifier follows a location's or a variable's scope chain to its subprogram, and a
// location's inlinedAt chain, without a visited set: two lexical blocks that are each other's
// parent, or two locations inlined at each other (which the parser accepts), make it loop for
// ever (llvm-as-19 hangs on both). The same walks with one, first; fields are read raw, so a
// node of the wrong kind ends a chain instead of being misread. Linear in the scopes: a scope
// whose chain ended is not walked again.
DebugCycle debugCycle(const Module &m) {
  DenseMap<const DILocalScope *, bool> ended;
  // Neighbouring instructions mostly share a scope: one pointer compare instead of a lookup.
  const DILocalScope *lastEnded = nullptr;
  auto walkScope = [&](const DILocalScope *scope) -> DebugCycle {
    if (!scope || scope == lastEnded)
      return {};
    const DILocalScope *start = scope;
    DenseMap<const DILocalScope *, bool> onPath;
    while (scope && !ended.count(scope)) {
      if (!onPath.insert({scope, true}).second)
        return {dyn_cast<DILexicalBlockBase>(scope), nullptr};
      auto *block = dyn_cast<DILexicalBlockBase>(scope);
      scope = block ? dyn_cast_or_null<DILocalScope>(block->getRawScope()) : nullptr;
    }
    for (auto &entry : onPath)
      ended.insert({entry.first, true});
    lastEnded = start;
    return {};
  };
  auto walkLoc = [&](const DILocation *loc) -> DebugCycle {
    // Most locations are not inlined: the chain's visited set starts at the second link.
    SmallPtrSet<const DILocation *, 8> chain;
    for (; loc; loc = dyn_cast_or_null<DILocation>(loc->getRawInlinedAt())) {
      if (loc->getRawInlinedAt() && !chain.insert(loc).second)
        return {nullptr, loc};
      if (DebugCycle cycle = walkScope(dyn_cast_or_null<DILocalScope>(loc->getRawScope())))
        return cycle;
    }
    return {};
  };
  auto walkVariable = [&](const Metadata *variable) -> DebugCycle {
    auto *var = dyn_cast_or_null<DILocalVariable>(variable);
    return var ? walkScope(dyn_cast_or_null<DILocalScope>(var->getRawScope())) : DebugCycle{};
  };
  for (const Function &f : m)
    for (const BasicBlock &b : f)
      for (const Instruction &i : b) {
        if (DebugCycle cycle = walkLoc(i.getDebugLoc().get()))
          return cycle;
        if (auto *intrinsic = dyn_cast<DbgVariableIntrinsic>(&i))
          if (DebugCycle cycle = walkVariable(intrinsic->getRawVariable()))
            return cycle;
        for (const DbgRecord &r : i.getDbgRecordRange()) {
          if (DebugCycle cycle = walkLoc(r.getDebugLoc().get()))
            return cycle;
          if (auto *record = dyn_cast<DbgVariableRecord>(&r))
            if (DebugCycle cycle = walkVariable(record->getRawVariable()))
              return cycle;
        }
      }
  return {};
}

} // namespace

extern "C" {

int nsdi_upgrade_debug_info(LLVMModuleRef module, char **details) {
  Module &m = *unwrap(module);
  std::string text;
  raw_string_ostream os(text);
  unsigned version = getDebugMetadataVersionFromModule(m);
  if (version == DEBUG_METADATA_VERSION) {
    if (DebugCycle cycle = debugCycle(m)) {
      if (cycle.block) {
        auto *block = dyn_cast<DILexicalBlock>(cycle.block);
        os << "debug info: the lexical block at " << cycle.block->getFilename() << ":"
           << (block ? block->getLine() : 0) << " is its own ancestor scope";
      } else {
        auto *scope = dyn_cast_or_null<DIScope>(cycle.location->getRawScope());
        os << "debug info: the location at " << (scope ? scope->getFilename() : "?") << ":"
           << cycle.location->getLine() << ":" << cycle.location->getColumn()
           << " is inlined at itself";
      }
      os << " (a cycle LLVM's verifier would not come back from)";
      *details = LLVMCreateMessage(os.str().c_str());
      return 1;
    }
    bool brokenDebugInfo = false;
    if (verifyModule(m, &os, &brokenDebugInfo)) {
      *details = LLVMCreateMessage(os.str().c_str());
      return 1;
    }
    *details = LLVMCreateMessage(os.str().c_str());
    if (!brokenDebugInfo)
      return 0;
    DiagnosticInfoIgnoringInvalidDebugMetadata diag(m);
    m.getContext().diagnose(diag);
  } else {
    *details = LLVMCreateMessage("");
  }
  bool modified = StripDebugInfo(m);
  if (modified && version != DEBUG_METADATA_VERSION) {
    DiagnosticInfoDebugMetadataVersion diag(m, version);
    m.getContext().diagnose(diag);
  }
  return version == DEBUG_METADATA_VERSION ? 0 : 2;
}

} // extern "C"
