; cluster c0: waves
; ModuleID = 'crystal_c0'
source_filename = "crystal_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@llvm.compiler.used = appending global [4 x ptr] [ptr @fuselab_vm_cos_f32_v4, ptr @fuselab_vm_cos_f32_v8, ptr @fuselab_vm_sin_f32_v4, ptr @fuselab_vm_sin_f32_v8], section "llvm.metadata"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %the_phase_5 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 1
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %k = alloca i64, align 8
  %th_4 = alloca float, align 4
  %waves_0 = alloca float, align 4
  %bufp67 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf68 = load ptr, ptr %bufp67, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds float, ptr %buf, i64 0
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %the_phase_5, align 4
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, %dim
  %min = select i1 %c1, i64 %5, i64 %dim
  %fits = icmp sle i64 %min, %dim
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp2 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit18, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %fits9 = icmp sle i64 %dim8, %dim8
  br i1 %fits9, label %ok11, label %fail10

exit:                                             ; preds = %loop
  ret i32 0

fail10:                                           ; preds = %body5
  %errp12 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %body5
  store i64 0, ptr %j, align 8
  br label %loop16

loop16:                                           ; preds = %exit29, %ok11
  %i19 = load i64, ptr %j, align 8
  %more20 = icmp slt i64 %i19, %dim8
  br i1 %more20, label %body17, label %exit18

body17:                                           ; preds = %loop16
  br i1 true, label %ok22, label %fail21

exit18:                                           ; preds = %loop16
  %i73 = load i64, ptr %i, align 8
  %next74 = add i64 %i73, 1
  store i64 %next74, ptr %i, align 8
  br label %loop

fail21:                                           ; preds = %body17
  %errp23 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp23, align 8
  %errp24 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp24, align 8
  %errp25 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 7, ptr %errp25, align 8
  %errp26 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 7, ptr %errp26, align 8
  ret i32 1

ok22:                                             ; preds = %body17
  store i64 0, ptr %k, align 8
  br label %loop27

loop27:                                           ; preds = %body28, %ok22
  %i30 = load i64, ptr %k, align 8
  %more31 = icmp slt i64 %i30, 7
  br i1 %more31, label %body28, label %exit29

body28:                                           ; preds = %loop27
  %v = load i64, ptr %k, align 8
  %cv = sitofp i64 %v to float
  %fm = fmul float %cv, 0x400921FB60000000
  %fd = fdiv float %fm, 7.000000e+00
  store float %fd, ptr %th_4, align 4
  %v32 = load float, ptr %th_4, align 4
  %cos = call float @fuselab_vm_cos_f32(float %v32) #4
  %v33 = load i64, ptr %j, align 8
  %cv34 = sitofp i64 %v33 to float
  %fm35 = fmul float 2.000000e+00, %cv34
  %sub = sub i64 %dim8, 1
  %c36 = icmp sgt i64 %sub, 1
  %mm = select i1 %c36, i64 %sub, i64 1
  %cv37 = sitofp i64 %mm to float
  %fd38 = fdiv float %fm35, %cv37
  %fs = fsub float %fd38, 1.000000e+00
  %fm39 = fmul float 3.000000e+01, %fs
  %fm40 = fmul float %cos, %fm39
  %v41 = load float, ptr %th_4, align 4
  %sin = call float @fuselab_vm_sin_f32(float %v41) #5
  %v42 = load i64, ptr %i, align 8
  %cv43 = sitofp i64 %v42 to float
  %fm44 = fmul float 2.000000e+00, %cv43
  %sub45 = sub i64 %dim, 1
  %c46 = icmp sgt i64 %sub45, 1
  %mm47 = select i1 %c46, i64 %sub45, i64 1
  %cv48 = sitofp i64 %mm47 to float
  %fd49 = fdiv float %fm44, %cv48
  %fs50 = fsub float %fd49, 1.000000e+00
  %fm51 = fmul float 3.000000e+01, %fs50
  %fm52 = fmul float %sin, %fm51
  %fa = fadd float %fm40, %fm52
  %v53 = load float, ptr %the_phase_5, align 4
  %fa54 = fadd float %fa, %v53
  %cos55 = call float @fuselab_vm_cos_f32(float %fa54) #4
  %fa56 = fadd float %cos55, 1.000000e+00
  %fd57 = fdiv float %fa56, 2.000000e+00
  store float %fd57, ptr %waves_0, align 4
  %v58 = load i64, ptr %i, align 8
  %v59 = load i64, ptr %j, align 8
  %v60 = load i64, ptr %k, align 8
  %pos = mul i64 0, %dim
  %pos61 = add i64 %pos, %v58
  %pos62 = mul i64 %pos61, %dim8
  %pos63 = add i64 %pos62, %v59
  %pos64 = mul i64 %pos63, 7
  %pos65 = add i64 %pos64, %v60
  %v66 = load float, ptr %waves_0, align 4
  %elp69 = getelementptr inbounds float, ptr %buf68, i64 %pos65
  store float %v66, ptr %elp69, align 4, !alias.scope !3, !noalias !0
  %i70 = load i64, ptr %k, align 8
  %next = add i64 %i70, 1
  store i64 %next, ptr %k, align 8
  br label %loop27

exit29:                                           ; preds = %loop27
  %i71 = load i64, ptr %j, align 8
  %next72 = add i64 %i71, 1
  store i64 %next72, ptr %j, align 8
  br label %loop16
}

; Function Attrs: noinline nounwind willreturn memory(none)
define private float @fuselab_vm_cos_f32(float %0) #1 {
entry:
  %r = call float @llvm.cos.f32(float %0)
  ret float %r
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.cos.f32(float) #2

define private <4 x float> @fuselab_vm_cos_f32_v4(<4 x float> %0) #0 {
entry:
  %wide = fpext <4 x float> %0 to <4 x double>
  %r = call <4 x double> @_ZGVdN4v_cos(<4 x double> %wide)
  %r1 = fptrunc <4 x double> %r to <4 x float>
  ret <4 x float> %r1
}

declare <4 x double> @_ZGVdN4v_cos(<4 x double>)

; Function Attrs: alignstack(32)
define private <8 x float> @fuselab_vm_cos_f32_v8(<8 x float> %0) #3 {
entry:
  %part = shufflevector <8 x float> %0, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %wide = fpext <4 x float> %part to <4 x double>
  %r = call <4 x double> @_ZGVdN4v_cos(<4 x double> %wide)
  %r1 = fptrunc <4 x double> %r to <4 x float>
  %part2 = shufflevector <8 x float> %0, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %wide3 = fpext <4 x float> %part2 to <4 x double>
  %r4 = call <4 x double> @_ZGVdN4v_cos(<4 x double> %wide3)
  %r5 = fptrunc <4 x double> %r4 to <4 x float>
  %all = shufflevector <4 x float> %r1, <4 x float> %r5, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ret <8 x float> %all
}

; Function Attrs: noinline nounwind willreturn memory(none)
define private float @fuselab_vm_sin_f32(float %0) #1 {
entry:
  %r = call float @llvm.sin.f32(float %0)
  ret float %r
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #2

define private <4 x float> @fuselab_vm_sin_f32_v4(<4 x float> %0) #0 {
entry:
  %wide = fpext <4 x float> %0 to <4 x double>
  %r = call <4 x double> @_ZGVdN4v_sin(<4 x double> %wide)
  %r1 = fptrunc <4 x double> %r to <4 x float>
  ret <4 x float> %r1
}

declare <4 x double> @_ZGVdN4v_sin(<4 x double>)

; Function Attrs: alignstack(32)
define private <8 x float> @fuselab_vm_sin_f32_v8(<8 x float> %0) #3 {
entry:
  %part = shufflevector <8 x float> %0, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %wide = fpext <4 x float> %part to <4 x double>
  %r = call <4 x double> @_ZGVdN4v_sin(<4 x double> %wide)
  %r1 = fptrunc <4 x double> %r to <4 x float>
  %part2 = shufflevector <8 x float> %0, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %wide3 = fpext <4 x float> %part2 to <4 x double>
  %r4 = call <4 x double> @_ZGVdN4v_sin(<4 x double> %wide3)
  %r5 = fptrunc <4 x double> %r4 to <4 x float>
  %all = shufflevector <4 x float> %r1, <4 x float> %r5, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ret <8 x float> %all
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { noinline nounwind willreturn memory(none) "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { alignstack=32 "target-cpu"="x86-64-v3" "target-features" }
attributes #4 = { "vector-function-abi-variant"="_ZGV_LLVM_N4v_fuselab_vm_cos_f32(fuselab_vm_cos_f32_v4),_ZGV_LLVM_N8v_fuselab_vm_cos_f32(fuselab_vm_cos_f32_v8)" }
attributes #5 = { "vector-function-abi-variant"="_ZGV_LLVM_N4v_fuselab_vm_sin_f32(fuselab_vm_sin_f32_v4),_ZGV_LLVM_N8v_fuselab_vm_sin_f32(fuselab_vm_sin_f32_v8)" }

!0 = !{!1}
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.2", !2}

; cluster c1: sums
; ModuleID = 'crystal_c1'
source_filename = "crystal_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 17
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %acc_sums_6 = alloca float, align 4
  %dimp35 = getelementptr inbounds i64, ptr %1, i64 18
  %dim36 = load i64, ptr %dimp35, align 8
  %k = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %waves_12 = alloca float, align 4
  %bufp66 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf67 = load ptr, ptr %bufp66, align 8
  br label %body

body:                                             ; preds = %entry
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, %dim
  %min = select i1 %c1, i64 %5, i64 %dim
  %fits = icmp sle i64 %min, %dim
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp2 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits5 = icmp sle i64 %min, %dim
  br i1 %fits5, label %ok7, label %fail6

fail6:                                            ; preds = %ok
  %errp8 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp8, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp11, align 8
  ret i32 1

ok7:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit32, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %fits16 = icmp sle i64 %dim15, %dim15
  br i1 %fits16, label %ok18, label %fail17

exit:                                             ; preds = %loop
  ret i32 0

fail17:                                           ; preds = %body12
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %body12
  %fits23 = icmp sle i64 %dim15, %dim15
  br i1 %fits23, label %ok25, label %fail24

fail24:                                           ; preds = %ok18
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok18
  store i64 0, ptr %j, align 8
  br label %loop30

loop30:                                           ; preds = %exit46, %ok25
  %i33 = load i64, ptr %j, align 8
  %more34 = icmp slt i64 %i33, %dim15
  br i1 %more34, label %body31, label %exit32

body31:                                           ; preds = %loop30
  store float 0.000000e+00, ptr %acc_sums_6, align 4
  %fits37 = icmp sle i64 %dim36, %dim36
  br i1 %fits37, label %ok39, label %fail38

exit32:                                           ; preds = %loop30
  %i71 = load i64, ptr %i, align 8
  %next72 = add i64 %i71, 1
  store i64 %next72, ptr %i, align 8
  br label %loop

fail38:                                           ; preds = %body31
  %errp40 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim36, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim36, ptr %errp43, align 8
  ret i32 1

ok39:                                             ; preds = %body31
  store i64 0, ptr %k, align 8
  br label %loop44

loop44:                                           ; preds = %body45, %ok39
  %i47 = load i64, ptr %k, align 8
  %more48 = icmp slt i64 %i47, %dim36
  br i1 %more48, label %body45, label %exit46

body45:                                           ; preds = %loop44
  %v = load i64, ptr %i, align 8
  %v49 = load i64, ptr %j, align 8
  %v50 = load i64, ptr %k, align 8
  %pos = mul i64 0, %dim
  %pos51 = add i64 %pos, %v
  %pos52 = mul i64 %pos51, %dim15
  %pos53 = add i64 %pos52, %v49
  %pos54 = mul i64 %pos53, %dim36
  %pos55 = add i64 %pos54, %v50
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos55
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %waves_12, align 4
  %v56 = load float, ptr %acc_sums_6, align 4
  %v57 = load float, ptr %waves_12, align 4
  %fa = fadd reassoc float %v56, %v57
  store float %fa, ptr %acc_sums_6, align 4
  %i58 = load i64, ptr %k, align 8
  %next = add i64 %i58, 1
  store i64 %next, ptr %k, align 8
  br label %loop44

exit46:                                           ; preds = %loop44
  %v59 = load i64, ptr %i, align 8
  %v60 = load i64, ptr %j, align 8
  %pos61 = mul i64 0, %dim
  %pos62 = add i64 %pos61, %v59
  %pos63 = mul i64 %pos62, %dim15
  %pos64 = add i64 %pos63, %v60
  %v65 = load float, ptr %acc_sums_6, align 4
  %elp68 = getelementptr inbounds float, ptr %buf67, i64 %pos64
  store float %v65, ptr %elp68, align 4, !alias.scope !3, !noalias !0
  %i69 = load i64, ptr %j, align 8
  %next70 = add i64 %i69, 1
  store i64 %next70, ptr %j, align 8
  br label %loop30
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.2", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.3", !2}

; cluster c2: img
; ModuleID = 'crystal_c2'
source_filename = "crystal_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 24
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 25
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %sums_16 = alloca float, align 4
  %k = alloca i64, align 8
  %v_18 = alloca float, align 4
  %img_13 = alloca float, align 4
  %bufp63 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf64 = load ptr, ptr %bufp63, align 8
  br label %body

body:                                             ; preds = %entry
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, %dim
  %min = select i1 %c1, i64 %5, i64 %dim
  %fits = icmp sle i64 %min, %dim
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp2 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits5 = icmp sle i64 %min, %dim
  br i1 %fits5, label %ok7, label %fail6

fail6:                                            ; preds = %ok
  %errp8 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp8, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp11, align 8
  ret i32 1

ok7:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit32, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %fits16 = icmp sle i64 %dim15, %dim15
  br i1 %fits16, label %ok18, label %fail17

exit:                                             ; preds = %loop
  ret i32 0

fail17:                                           ; preds = %body12
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %body12
  %fits23 = icmp sle i64 %dim15, %dim15
  br i1 %fits23, label %ok25, label %fail24

fail24:                                           ; preds = %ok18
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok18
  store i64 0, ptr %j, align 8
  br label %loop30

loop30:                                           ; preds = %j52, %ok25
  %i33 = load i64, ptr %j, align 8
  %more34 = icmp slt i64 %i33, %dim15
  br i1 %more34, label %body31, label %exit32

body31:                                           ; preds = %loop30
  %v = load i64, ptr %i, align 8
  %v35 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos36 = add i64 %pos, %v
  %pos37 = mul i64 %pos36, %dim15
  %pos38 = add i64 %pos37, %v35
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos38
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %sums_16, align 4
  %v39 = load float, ptr %sums_16, align 4
  %cv = fptosi float %v39 to i64
  %high = fcmp oge float %v39, 0x43E0000000000000
  %sat = select i1 %high, i64 9223372036854775807, i64 %cv
  %low = fcmp olt float %v39, 0xC3E0000000000000
  %sat40 = select i1 %low, i64 -9223372036854775808, i64 %sat
  %nan = fcmp uno float %v39, %v39
  %sat41 = select i1 %nan, i64 0, i64 %sat40
  store i64 %sat41, ptr %k, align 8
  %v42 = load float, ptr %sums_16, align 4
  %v43 = load i64, ptr %k, align 8
  %cv44 = sitofp i64 %v43 to float
  %fs = fsub float %v42, %cv44
  store float %fs, ptr %v_18, align 4
  %v45 = load i64, ptr %k, align 8
  br i1 true, label %ok47, label %fail46

exit32:                                           ; preds = %loop30
  %i67 = load i64, ptr %i, align 8
  %next68 = add i64 %i67, 1
  store i64 %next68, ptr %i, align 8
  br label %loop

fail46:                                           ; preds = %body31
  %errp48 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp49, align 8
  %errp50 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v45, ptr %errp50, align 8
  %errp51 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 2, ptr %errp51, align 8
  ret i32 1

ok47:                                             ; preds = %body31
  %r = srem i64 %v45, 2
  %rem = select i1 false, i64 0, i64 %r
  %ic = icmp eq i64 %rem, 0
  br i1 %ic, label %t, label %e

t:                                                ; preds = %ok47
  %v53 = load float, ptr %v_18, align 4
  br label %j52

e:                                                ; preds = %ok47
  %v54 = load float, ptr %v_18, align 4
  %fs55 = fsub float 1.000000e+00, %v54
  br label %j52

j52:                                              ; preds = %e, %t
  %if = phi float [ %v53, %t ], [ %fs55, %e ]
  store float %if, ptr %img_13, align 4
  %v56 = load i64, ptr %i, align 8
  %v57 = load i64, ptr %j, align 8
  %pos58 = mul i64 0, %dim
  %pos59 = add i64 %pos58, %v56
  %pos60 = mul i64 %pos59, %dim15
  %pos61 = add i64 %pos60, %v57
  %v62 = load float, ptr %img_13, align 4
  %elp65 = getelementptr inbounds float, ptr %buf64, i64 %pos61
  store float %v62, ptr %elp65, align 4, !alias.scope !3, !noalias !0
  %i66 = load i64, ptr %j, align 8
  %next = add i64 %i66, 1
  store i64 %next, ptr %j, align 8
  br label %loop30
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.3", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.4", !2}

