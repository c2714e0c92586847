"""Writes one hostile LLVM 19 module for lit-tests/hostile (generated, nothing large committed).

usage: hostile-ir.py OUT.ll CASE [N]

DI cycles LLVM's verifier accepts (no pointer, function or record on them):
  cycle-typedef      typedef T = const T          cycle-volatile   volatile -> typedef -> volatile
  cycle-array        array of itself              cycle-enum       enum whose underlying type is itself
  cycle-namespace    two namespaces inside each other (a variable's type scoped there)
  cycle-block        two lexical blocks each other's parent (a variable in one)
  cycle-blockfile    a lexical-block file that is its own parent (discriminator 1)
  cycle-block-loc    two lexical blocks each other's parent, a location and a declared
                     variable in them (LLVM 19's verifier does not come back from it)
  fn-array-self      a function type whose parameter is an array of that function type
Deep acyclic chains:
  deep-typedef N     N nested typedefs            deep-block N     N nested lexical blocks
  deep-mixed N       N levels of pointer -> typedef -> pointer ...
  deep-record-scope N  N structs, each one's scope the next one out
Shapes the round-trip checker raised false alarms on (valid clang-like DI):
  nested-class       a class nested in another class
  local-struct       a struct whose scope is the kernel, the kernel's type points to it
  template-self      a class template whose type parameter is the class itself
  memptr-self        a class with a pointer-to-member of its own class
  nested-pack        a template parameter pack holding a pack
  deep-macro N       N nested DIMacroFiles, a macro in the innermost
Over SPIR-V's limits (debug info, degraded):
  members N          a struct of N members        enumerators N    an enum of N enumerators
  expression N       a DIExpression of N DW_OP_plus_uconst
  params N           a subroutine type of N int parameters
  long-name N        a variable named with N bytes
  nul-name           a variable whose name has an embedded NUL
  long-file N        a kernel whose DIFile name has N bytes
  nul-file           a kernel whose DIFile name has an embedded NUL
  source FILE        a kernel whose DIFile is FILE (a FIFO, /dev/zero)
Over SPIR-V's limits (code, refused):
  ir-struct N        a global of a struct type with N i32 fields
  alloca-struct N    a kernel's local variable of that struct type
  buffer-struct N    a kernel's buffer argument whose element is that struct type
  ir-array N         a constant array of N i32
  phi N              a phi with N incoming values
  ir-params N        a function with N parameters
  switch N           a switch with N cases
Values NSDI cannot hold:
  wide-values        ~0UL in an unsigned 64-bit enum, a 128-bit enumerator, a 2^33-bit size
"""
import sys

HEAD = """target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"
"""

KERNEL = """
define spir_kernel void @k(ptr addrspace(1) %p) !dbg !5 {
entry:
  %p.addr = alloca i32, align 4
  call void @llvm.dbg.declare(metadata ptr %p.addr, metadata !9, metadata !DIExpression(@EXPR@)), !dbg !8
  ret void, !dbg !8
}

declare void @llvm.dbg.declare(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "@FILE@", directory: "@DIR@")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0@RETAINED@)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 1, column: 7, scope: !@VARSCOPE@)
!9 = !DILocalVariable(name: "@NAME@", scope: !@VARSCOPE@, file: !1, line: 1, type: !@TYPE@)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
"""


def kernel(nodes, ty=10, scope=5, name="v", expr="", file="h.cl", directory="/nsdi-lit-nonexistent", retained=""):
    text = KERNEL.replace("@RETAINED@", retained and ", retainedNodes: !{%s}" % retained)
    for key, value in (("@TYPE@", ty), ("@VARSCOPE@", scope), ("@NAME@", name), ("@EXPR@", expr),
                       ("@FILE@", file), ("@DIR@", directory)):
        text = text.replace(key, str(value))
    return HEAD + text + "\n".join(nodes) + "\n"


def di_case(case, n):
    t = '!DIDerivedType(tag: DW_TAG_typedef, name: "%s", file: !1, line: 1, baseType: !%d)'
    if case == "cycle-typedef":
        return kernel(['!100 = ' + t % ("T", 101),
                       '!101 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !100)'], ty=100)
    if case == "cycle-volatile":
        return kernel(['!100 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !101)',
                       '!101 = ' + t % ("V", 100)], ty=100)
    if case == "cycle-array":
        return kernel(['!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !100, size: 64, elements: !{!101})',
                       '!101 = !DISubrange(count: 2)'], ty=100)
    if case == "cycle-enum":
        return kernel(['!100 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "E", file: !1, line: 1, baseType: !100, size: 32, elements: !{!101})',
                       '!101 = !DIEnumerator(name: "A", value: 0)'], ty=100)
    if case == "fn-array-self":
        return kernel(['!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)',
                       '!100 = !DISubroutineType(types: !{null, !101})',
                       '!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !100, size: 64, elements: !{!102})',
                       '!102 = !DISubrange(count: 2)'], ty=99)
    cls = '!DICompositeType(tag: DW_TAG_class_type, name: "%s", scope: !%d, file: !1, line: 1, size: 32, flags: DIFlagTypePassByValue, elements: !{%s}%s, identifier: "%s")'
    mem = '!DIDerivedType(tag: DW_TAG_member, name: "%s", scope: !%d, file: !1, line: 1, baseType: !%d, size: %d)'
    if case == "nested-class":
        return kernel(['!100 = distinct ' + cls % ("Outer", 1, "!102", "", "_ZTS5Outer"),
                       '!101 = distinct ' + cls % ("Inner", 100, "!103", "", "_ZTSN5Outer5InnerE"),
                       '!102 = ' + mem % ("o", 100, 10, 32), '!103 = ' + mem % ("i", 101, 10, 32)], ty=101)
    if case == "local-struct":
        text = kernel(['!100 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "L", scope: !5, file: !1, line: 1, size: 32, elements: !{!102})',
                       '!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)',
                       '!102 = ' + mem % ("x", 100, 10, 32)], ty=100)
        return text.replace("!7 = !{null}", "!7 = !{null, !101}")
    if case == "template-self":
        return kernel(['!100 = distinct ' + cls % ("C<C>", 1, "!102", ", templateParams: !{!101}", "_ZTS1CIS_E"),
                       '!101 = !DITemplateTypeParameter(name: "T", type: !100)',
                       '!102 = ' + mem % ("x", 100, 10, 32)], ty=100)
    if case == "memptr-self":
        return kernel(['!100 = distinct ' + cls % ("M", 1, "!101", "", "_ZTS1M"),
                       '!101 = ' + mem % ("p", 100, 102, 64),
                       '!102 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !10, size: 64, extraData: !100)'], ty=100)
    if case == "nested-pack":
        return kernel(['!100 = distinct ' + cls % ("P<1, 2>", 1, "!102", ", templateParams: !{!101}", "_ZTS1PIJLi1ELi2EEE"),
                       '!101 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !{!103, !104})',
                       '!102 = ' + mem % ("x", 100, 10, 32),
                       '!103 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Us", value: !{!105})',
                       '!104 = !DITemplateValueParameter(type: !10, value: i32 2)',
                       '!105 = !DITemplateValueParameter(type: !10, value: i32 1)'], ty=100)
    if case == "deep-macro":
        nodes = ['!%d = !DIMacroFile(line: 1, file: !1, nodes: !{!%d})' % (100 + i, 101 + i) for i in range(n)]
        nodes.append('!%d = !DIMacro(type: DW_MACINFO_define, line: 1, name: "M", value: "1")' % (100 + n))
        text = kernel(nodes)
        return text.replace("emissionKind: FullDebug)", "emissionKind: FullDebug, macros: !{!100})")
    if case == "cycle-namespace":
        return kernel(['!100 = !DINamespace(name: "a", scope: !101)',
                       '!101 = !DINamespace(name: "b", scope: !100)',
                       '!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "T", scope: !100, file: !1, line: 1, baseType: !10)'],
                      ty=102)
    if case == "cycle-block":
        # LLVM's verifier loops forever on a location or a declared variable in the cycle
        # (DILocalScope::getSubprogram); a retained variable there it accepts.
        return kernel(['!100 = distinct !DILexicalBlock(scope: !101, file: !1, line: 1, column: 1)',
                       '!101 = distinct !DILexicalBlock(scope: !100, file: !1, line: 1, column: 2)',
                       '!102 = !DILocalVariable(name: "r", scope: !100, file: !1, line: 1, type: !10)'], retained="!102")
    if case == "cycle-block-loc":
        return kernel(['!100 = distinct !DILexicalBlock(scope: !101, file: !1, line: 3, column: 1)',
                       '!101 = distinct !DILexicalBlock(scope: !100, file: !1, line: 4, column: 2)'],
                      scope=100)
    if case == "cycle-blockfile":
        return kernel(['!100 = !DILexicalBlockFile(scope: !100, file: !1, discriminator: 1)',
                       '!102 = !DILocalVariable(name: "r", scope: !100, file: !1, line: 1, type: !10)'], retained="!102")
    if case == "deep-typedef":
        nodes = [("!%d = " + t) % (100 + i, "t%d" % i, 10 if i == 0 else 99 + i) for i in range(n)]
        return kernel(nodes, ty=99 + n)
    if case == "deep-block":
        nodes = ['!%d = distinct !DILexicalBlock(scope: !%d, file: !1, line: 1, column: %d)'
                 % (100 + i, 5 if i == 0 else 99 + i, i % 60000 + 1) for i in range(n)]
        return kernel(nodes, scope=99 + n)
    if case == "deep-record-scope":
        # Each struct's scope is the next one out: a record is reserved before its parent is
        # lowered, so the chain recurses down to the emitter's depth bound.
        nodes = ['!%d = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S%d", scope: !%d, file: !1, line: 1, size: 32, elements: !{})'
                 % (100 + i, i, 0 if i == 0 else 99 + i) for i in range(n)]
        return kernel(nodes, ty=99 + n)
    if case == "deep-mixed":
        nodes = []
        for i in range(n):
            base = 10 if i == 0 else 99 + i
            if i % 2:
                nodes.append("!%d = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !%d, size: 64)" % (100 + i, base))
            else:
                nodes.append(("!%d = " + t) % (100 + i, "t%d" % i, base))
        return kernel(nodes, ty=99 + n)
    if case == "members":
        members = ", ".join("!%d" % (1000 + i) for i in range(n))
        nodes = ['!100 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 1, size: %d, elements: !{%s})' % (32 * n, members)]
        nodes += ['!%d = !DIDerivedType(tag: DW_TAG_member, name: "m%d", scope: !100, file: !1, line: 1, baseType: !10, size: 32, offset: %d)' % (1000 + i, i, 32 * i) for i in range(n)]
        return kernel(nodes, ty=100)
    if case == "enumerators":
        values = ", ".join("!%d" % (1000 + i) for i in range(n))
        nodes = ['!100 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "E", file: !1, line: 1, baseType: !10, size: 32, elements: !{%s})' % values]
        nodes += ['!%d = !DIEnumerator(name: "e%d", value: %d)' % (1000 + i, i, i) for i in range(n)]
        return kernel(nodes, ty=100)
    if case == "expression":
        return kernel([], expr=", ".join(["DW_OP_plus_uconst, 1"] * n))
    if case == "params":
        params = ", ".join(["!10"] * n)
        return kernel(['!100 = !DISubroutineType(types: !{null, %s})' % params,
                       '!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)'], ty=101)
    if case == "long-name":
        return kernel([], name="n" * n)
    if case == "nul-name":
        return kernel([], name="before\\00after")
    if case == "long-file":
        return kernel([], file="f" * n + ".cl")
    if case == "nul-file":
        return kernel([], file="h\\00x.cl")
    if case == "wide-values":
        return kernel(['!100 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "U", file: !1, line: 1, baseType: !102, size: 64, elements: !{!103, !104})',
                       '!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 8589934592, elements: !{!105})',
                       '!102 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)',
                       '!103 = !DIEnumerator(name: "all", value: 18446744073709551615, isUnsigned: true)',
                       '!104 = !DIEnumerator(name: "wide", value: 170141183460469231731687303715884105727)',
                       '!105 = !DISubrange(count: 268435456)',
                       '!106 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !108, file: !1, line: 1, baseType: !100, size: 64)',
                       '!107 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !108, file: !1, line: 1, baseType: !101, size: 8589934592, offset: 64)',
                       '!108 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "W", file: !1, line: 1, size: 8589934656, elements: !{!106, !107})'],
                      ty=108)
    return None


def code_case(case, n):
    if case == "ir-struct":
        fields = ", ".join(["i32"] * n)
        return HEAD + "%%S = type { %s }\n@g = addrspace(1) global %%S zeroinitializer\n" % fields + \
            "define spir_kernel void @k() {\n  ret void\n}\n"
    if case in ("alloca-struct", "buffer-struct"):
        fields = ", ".join(["i32"] * n)
        local = case == "alloca-struct"
        lines = ["%%S = type { %s }" % fields,
                 "define spir_kernel void @k(ptr addrspace(1) %%out%s) {" % ("" if local else ", ptr addrspace(1) %in"),
                 "  %s = alloca %S, align 4" if local else "",
                 "  %%p = getelementptr %%S, ptr%s %%%s, i32 0, i32 5" % (("", "s") if local else (" addrspace(1)", "in")),
                 "  %%v = load i32, ptr%s %%p, align 4" % ("" if local else " addrspace(1)"),
                 "  store i32 %v, ptr addrspace(1) %out, align 4", "  ret void", "}"]
        return HEAD + "\n".join(l for l in lines if l) + "\n"
    if case == "ir-array":
        values = ", ".join("i32 %d" % i for i in range(n))
        return HEAD + "@g = addrspace(1) constant [%d x i32] [%s]\n" % (n, values) + \
            "define spir_kernel void @k() {\n  ret void\n}\n"
    if case == "phi":
        lines = ["define spir_kernel void @k(i1 %c, ptr addrspace(1) %out) {", "entry:", "  br label %b0"]
        for i in range(n):
            lines += ["b%d:" % i, "  br i1 %%c, label %%join, label %%b%d" % (i + 1) if i + 1 < n else "  br label %join"]
        incoming = ", ".join("[ %d, %%b%d ]" % (i, i) for i in range(n))
        lines += ["join:", "  %%v = phi i32 %s" % incoming, "  store i32 %v, ptr addrspace(1) %out, align 4",
                  "  ret void", "}"]
        return HEAD + "\n".join(lines) + "\n"
    if case == "switch":
        lines = ["define spir_kernel void @k(i32 %x, ptr addrspace(1) %out) {", "entry:",
                 "  switch i32 %x, label %done ["]
        lines += ["    i32 %d, label %%one" % i for i in range(n)]
        lines += ["  ]", "one:", "  store i32 1, ptr addrspace(1) %out, align 4", "  br label %done",
                  "done:", "  ret void", "}"]
        return HEAD + "\n".join(lines) + "\n"
    if case == "switch-chain":
        # An i64 selector (64-bit literals; 16,383 cases per OpSwitch): cases alternate between %a and %b, every
        # third one goes to %done itself; %a's phi has one entry per edge from %entry, %done's
        # one per edge from each predecessor, so splitting has phis to mend on every target.
        cases = []
        for i in range(n):
            target = "done" if i % 3 == 2 else ("a" if i % 2 == 0 else "b")
            cases.append((i * 7, target))
        edges = {t: sum(1 for _, c in cases if c == t) for t in ("a", "b", "done")}
        lines = ["define spir_kernel void @k(i64 %x, ptr addrspace(1) %out) {", "entry:",
                 "  switch i64 %x, label %done ["]
        lines += ["    i64 %d, label %%%s" % (v, t) for v, t in cases]
        lines += ["  ]", "a:",
                  "  %pa = phi i32 " + ", ".join(["[ 5, %entry ]"] * edges["a"]),
                  "  br label %done", "b:", "  br label %done", "done:",
                  "  %v = phi i32 " + ", ".join(["[ 0, %entry ]"] * (edges["done"] + 1)
                                                + ["[ %pa, %a ]", "[ 2, %b ]"]),
                  "  store i32 %v, ptr addrspace(1) %out, align 4", "  ret void", "}"]
        return HEAD + "\n".join(lines) + "\n"
    if case == "ir-params":
        params = ", ".join("i32 %%a%d" % i for i in range(n))
        return HEAD + "define spir_func void @f(%s) {\n  ret void\n}\n" % params + \
            "define spir_kernel void @k() {\n  ret void\n}\n"
    return None


def main():
    out, case = sys.argv[1], sys.argv[2]
    arg = sys.argv[3] if len(sys.argv) > 3 else "0"
    if case == "source":
        text = kernel([], file=arg.rsplit("/", 1)[1], directory=arg.rsplit("/", 1)[0] or "/")
    else:
        n = int(arg)
        text = di_case(case, n) or code_case(case, n)
    if text is None:
        sys.exit("unknown case " + case)
    with open(out, "w") as f:
        f.write(text)


main()
