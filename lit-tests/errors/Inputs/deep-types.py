"""Writes a kernel whose parameter's debug type is a long chain of DI types.

usage: deep-types.py OUT.ll KIND N
  pointer  N nested DW_TAG_pointer_type over 'int' (int *...*)
  typedef  N nested DW_TAG_typedef over 'int' (t(N-1) names t(N-2) ... names t0 names int)
  cycle    N structs S0..S(N-1), each with one member 'next' pointing to the next, the last
           back to S0; the parameter is an S0 *
"""
import sys

HEAD = """target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) !dbg !5 {
entry:
  %p.addr = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %p, ptr %p.addr, align 8
  call void @llvm.dbg.declare(metadata ptr %p.addr, metadata !9, metadata !DIExpression()), !dbg !8
  ret void, !dbg !8
}

declare void @llvm.dbg.declare(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "deep.cl", directory: "/nsdi-lit-nonexistent")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 3, column: 7, scope: !5)
!9 = !DILocalVariable(name: "p", arg: 1, scope: !5, file: !1, line: 1, type: !@TOP@)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
"""


def main():
    out_path, kind, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    lines = []
    if kind in ("pointer", "typedef"):
        # !100 + i is level i; level 0 names int (!10).
        for i in range(n):
            base = 10 if i == 0 else 99 + i
            if kind == "pointer":
                lines.append("!%d = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !%d, size: 64)" % (100 + i, base))
            else:
                lines.append('!%d = !DIDerivedType(tag: DW_TAG_typedef, name: "t%d", file: !1, line: %d, baseType: !%d)' % (100 + i, i, i + 2, base))
        top = 99 + n
    elif kind == "cycle":
        lines.append("!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1000, size: 64)")
        for i in range(n):
            s, m, p = 1000 + 3 * i, 1001 + 3 * i, 1002 + 3 * i
            lines.append('!%d = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S%d", file: !1, line: %d, size: 64, elements: !{!%d})' % (s, i, i + 2, m))
            lines.append('!%d = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !%d, file: !1, line: %d, baseType: !%d, size: 64)' % (m, s, i + 2, p))
            lines.append("!%d = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !%d, size: 64)" % (p, 1000 + 3 * ((i + 1) % n)))
        top = 100
    else:
        sys.exit("unknown kind " + kind)
    with open(out_path, "w") as f:
        f.write(HEAD.replace("@TOP@", str(top)))
        f.write("\n".join(lines) + "\n")


main()
