; struct_sroa.cl at -O2 as clang-19 compiles it for the Vulkan flavour (tools/nsdi-cc: spirv32,
; -cl-std=CL2.0 -fno-discard-value-names -fno-slp-vectorize), with the records of `b` that
; clang 19 does not write added by hand. clang-19's -O2 pipeline splits `struct Blend b` into
; its three scalars (SROA) after inlining `mix_blend` and deletes both `#dbg_declare`s of it
; (the kernel's `b` and the inlined helper's parameter `b`) without writing the fragment
; `#dbg_value`s LLVM uses for a split variable (docs/VULKAN.md, RenderDoc). The six records
; below are those fragments, in the form LLVM writes them (clang's OpenCL address-space idiom,
; then DW_OP_LLVM_fragment at the member's bit offset and size), at the point each member's
; value exists. Everything else is clang's output, with the paths replaced by
; /nsdi-renderdoc-inputs (rd_test.py maps it to this directory with --fdebug-prefix-map).
; ModuleID = 'struct_sroa.cl'
source_filename = "struct_sroa.cl"
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv32-unknown-unknown"

%struct.Blend = type { float, float, i32 }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define spir_func float @mix_blend(ptr nocapture noundef readonly byval(%struct.Blend) align 4 %b) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_declare(ptr %b, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !23)
  %0 = load float, ptr %b, align 4, !dbg !24, !tbaa !25
  %v = getelementptr inbounds i8, ptr %b, i32 4, !dbg !31
  %1 = load float, ptr %v, align 4, !dbg !31, !tbaa !32
  %mul = fmul float %0, %1, !dbg !33
    #dbg_value(float %mul, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  %i = getelementptr inbounds i8, ptr %b, i32 8, !dbg !35
  %2 = load i32, ptr %i, align 4, !dbg !35, !tbaa !36
  %conv = sitofp i32 %2 to float, !dbg !37
  %add = fadd float %mul, %conv, !dbg !38
  ret float %add, !dbg !39
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @struct_sroa(ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(1) nocapture noundef readonly align 4 %in, float noundef %w) local_unnamed_addr #1 !dbg !40 !kernel_arg_addr_space !52 !kernel_arg_access_qual !53 !kernel_arg_type !54 !kernel_arg_base_type !54 !kernel_arg_type_qual !55 {
entry:
    #dbg_value(ptr addrspace(1) %out, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
    #dbg_value(ptr addrspace(1) %in, !48, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
    #dbg_value(float %w, !49, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
  %call = tail call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !57
    #dbg_value(i32 %call, !50, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
    #dbg_value(float %w, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 0, 32), !72)
    #dbg_value(i32 %call, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 64, 32), !72)
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %in, i32 %call, !dbg !58
  %0 = load float, ptr addrspace(1) %arrayidx, align 4, !dbg !58, !tbaa !59
    #dbg_value(float %0, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 32, 32), !72)
    #dbg_value(float %w, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 0, 32), !73)
    #dbg_value(float %0, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 32, 32), !73)
    #dbg_value(i32 %call, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 64, 32), !73)
  %mul.i = fmul float %0, %w, !dbg !60
    #dbg_value(float %mul.i, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
  %conv.i = sitofp i32 %call to float, !dbg !63
  %add.i = fadd float %mul.i, %conv.i, !dbg !64
  %arrayidx4 = getelementptr inbounds float, ptr addrspace(1) %out, i32 %call, !dbg !65
  store float %add.i, ptr addrspace(1) %arrayidx4, align 4, !dbg !66, !tbaa !59
  ret void, !dbg !67
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !68 spir_func i32 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "struct_sroa.cl", directory: "/nsdi-renderdoc-inputs", checksumkind: CSK_MD5, checksum: "0ec2c671cfd64310594baca9aedafb46")
!2 = !{!3}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "mix_blend", scope: !11, file: !11, line: 7, type: !12, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !20)
!11 = !DIFile(filename: "struct_sroa.cl", directory: "/nsdi-renderdoc-inputs", checksumkind: CSK_MD5, checksum: "0ec2c671cfd64310594baca9aedafb46")
!12 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !13)
!13 = !{!3, !14}
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Blend", file: !11, line: 1, size: 96, elements: !15)
!15 = !{!16, !17, !18}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !14, file: !11, line: 2, baseType: !3, size: 32)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !14, file: !11, line: 3, baseType: !3, size: 32, offset: 32)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !14, file: !11, line: 4, baseType: !19, size: 32, offset: 64)
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !{!21, !22}
!21 = !DILocalVariable(name: "b", arg: 1, scope: !10, file: !11, line: 7, type: !14)
!22 = !DILocalVariable(name: "r", scope: !10, file: !11, line: 8, type: !3)
!23 = !DILocation(line: 7, column: 30, scope: !10)
!24 = !DILocation(line: 8, column: 15, scope: !10)
!25 = !{!26, !27, i64 0}
!26 = !{!"Blend", !27, i64 0, !27, i64 4, !30, i64 8}
!27 = !{!"float", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C/C++ TBAA"}
!30 = !{!"int", !28, i64 0}
!31 = !DILocation(line: 8, column: 21, scope: !10)
!32 = !{!26, !27, i64 4}
!33 = !DILocation(line: 8, column: 17, scope: !10)
!34 = !DILocation(line: 0, scope: !10)
!35 = !DILocation(line: 9, column: 23, scope: !10)
!36 = !{!26, !30, i64 8}
!37 = !DILocation(line: 9, column: 14, scope: !10)
!38 = !DILocation(line: 9, column: 12, scope: !10)
!39 = !DILocation(line: 9, column: 3, scope: !10)
!40 = distinct !DISubprogram(name: "struct_sroa", scope: !11, file: !11, line: 12, type: !41, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !46)
!41 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !42)
!42 = !{null, !43, !44, !3}
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 32, dwarfAddressSpace: 1)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 32, dwarfAddressSpace: 1)
!45 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!46 = !{!47, !48, !49, !50, !51}
!47 = !DILocalVariable(name: "out", arg: 1, scope: !40, file: !11, line: 12, type: !43)
!48 = !DILocalVariable(name: "in", arg: 2, scope: !40, file: !11, line: 12, type: !44)
!49 = !DILocalVariable(name: "w", arg: 3, scope: !40, file: !11, line: 12, type: !3)
!50 = !DILocalVariable(name: "i", scope: !40, file: !11, line: 13, type: !19)
!51 = !DILocalVariable(name: "b", scope: !40, file: !11, line: 14, type: !14)
!52 = !{i32 1, i32 1, i32 0}
!53 = !{!"none", !"none", !"none"}
!54 = !{!"float*", !"float*", !"float"}
!55 = !{!"", !"const", !""}
!56 = !DILocation(line: 0, scope: !40)
!57 = !DILocation(line: 13, column: 11, scope: !40)
!58 = !DILocation(line: 14, column: 24, scope: !40)
!59 = !{!27, !27, i64 0}
!60 = !DILocation(line: 8, column: 17, scope: !10, inlinedAt: !61)
!61 = distinct !DILocation(line: 15, column: 12, scope: !40)
!62 = !DILocation(line: 0, scope: !10, inlinedAt: !61)
!63 = !DILocation(line: 9, column: 14, scope: !10, inlinedAt: !61)
!64 = !DILocation(line: 9, column: 12, scope: !10, inlinedAt: !61)
!65 = !DILocation(line: 15, column: 3, scope: !40)
!66 = !DILocation(line: 15, column: 10, scope: !40)
!67 = !DILocation(line: 16, column: 1, scope: !40)
!68 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !11, file: !11, line: 13, type: !69, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!69 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !70)
!70 = !{!71, !71}
!71 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!72 = !DILocation(line: 14, column: 16, scope: !40)
!73 = !DILocation(line: 7, column: 30, scope: !10, inlinedAt: !61)
