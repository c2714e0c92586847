; A source text longer than one instruction can carry (262131 bytes: 65535 words less the
; opcode word, the result id and the NUL) is split: DebugSource holds the first piece, the
; DebugSourceContinued right after it hold the rest, in order, and the pieces concatenate to the
; text. A cut never splits a UTF-8 character: the 2-byte 'e-acute' at bytes 262130..262131 moves
; to the second piece, so the first has 262130 bytes.
; RUN: python3 -c "import sys; src = open(sys.argv[1]).read(); text = 'x' * 262130 + chr(233) + ''.join('// line ' + str(i).zfill(5) + ': the quick brown fox' + chr(10) for i in range(2000)); open(sys.argv[3], 'wb').write(text.encode()); esc = ''.join(chr(b) if 32 <= b < 127 and b not in (34, 92) else chr(92) + format(b, '02X') for b in text.encode()); open(sys.argv[2], 'w').write(src.replace('@SOU' + 'RCE@', esc))" %s %t.ll %t.txt
; RUN: %nsdi-llc -g %t.ll -o %t.spv
; RUN: %nsdi-llc -g %t.ll --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: python3 %S/Inputs/source-pieces.py %t.spv /nsdi-lit-nonexistent/big.cl %t.txt \
; RUN:   | FileCheck %s --check-prefix=PIECES --match-full-lines

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK: [[PATH:%[0-9]+]] = OpString "/nsdi-lit-nonexistent/big.cl"
; CHECK: [[SRC:%[0-9]+]] = OpExtInst %void [[SET]] DebugSource [[PATH]] {{%[0-9]+}}{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugSourceContinued {{%[0-9]+}}{{$}}
; CHECK-NEXT: DebugCompilationUnit %uint_100 %uint_5 [[SRC]] %uint_3
; CHECK-NOT: DebugSourceContinued

; PIECES: piece 0: 262130 bytes
; PIECES-NEXT: piece 1: 70002 bytes
; PIECES-NEXT: concatenation matches
; PIECES-NEXT: every piece is valid UTF-8

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k() !dbg !20 {
  ret void, !dbg !22
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "big.cl", directory: "/nsdi-lit-nonexistent", source: "@SOURCE@")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!20 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !21, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !23)
!22 = !DILocation(line: 2, column: 1, scope: !20)
!23 = !{null}
