; cluster c0: Vertical(waves, Vertical(sums, img))
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
  %acc_sums_6 = alloca float, align 4
  %k = alloca i64, align 8
  %th_4 = alloca float, align 4
  %waves_0 = alloca float, align 4
  %k60 = alloca i64, align 8
  %v_18 = alloca float, align 4
  %img_13 = alloca float, align 4
  %bufp82 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf83 = load ptr, ptr %bufp82, align 8
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
  store i64 2, ptr %errp2, align 8
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
  store i64 2, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %body5
  store i64 0, ptr %j, align 8
  br label %loop16

loop16:                                           ; preds = %j72, %ok11
  %i19 = load i64, ptr %j, align 8
  %more20 = icmp slt i64 %i19, %dim8
  br i1 %more20, label %body17, label %exit18

body17:                                           ; preds = %loop16
  store float 0.000000e+00, ptr %acc_sums_6, align 4
  store i64 0, ptr %k, align 8
  br label %loop21

exit18:                                           ; preds = %loop16
  %i87 = load i64, ptr %i, align 8
  %next88 = add i64 %i87, 1
  store i64 %next88, ptr %i, align 8
  br label %loop

loop21:                                           ; preds = %body22, %body17
  %i24 = load i64, ptr %k, align 8
  %more25 = icmp slt i64 %i24, 7
  br i1 %more25, label %body22, label %exit23

body22:                                           ; preds = %loop21
  %v = load i64, ptr %k, align 8
  %cv = sitofp i64 %v to float
  %fm = fmul float %cv, 0x400921FB60000000
  %fd = fdiv float %fm, 7.000000e+00
  store float %fd, ptr %th_4, align 4
  %v26 = load float, ptr %th_4, align 4
  %cos = call float @fuselab_vm_cos_f32(float %v26) #4
  %v27 = load i64, ptr %j, align 8
  %cv28 = sitofp i64 %v27 to float
  %fm29 = fmul float 2.000000e+00, %cv28
  %sub = sub i64 %dim8, 1
  %c30 = icmp sgt i64 %sub, 1
  %mm = select i1 %c30, i64 %sub, i64 1
  %cv31 = sitofp i64 %mm to float
  %fd32 = fdiv float %fm29, %cv31
  %fs = fsub float %fd32, 1.000000e+00
  %fm33 = fmul float 3.000000e+01, %fs
  %fm34 = fmul float %cos, %fm33
  %v35 = load float, ptr %th_4, align 4
  %sin = call float @fuselab_vm_sin_f32(float %v35) #5
  %v36 = load i64, ptr %i, align 8
  %cv37 = sitofp i64 %v36 to float
  %fm38 = fmul float 2.000000e+00, %cv37
  %sub39 = sub i64 %dim, 1
  %c40 = icmp sgt i64 %sub39, 1
  %mm41 = select i1 %c40, i64 %sub39, i64 1
  %cv42 = sitofp i64 %mm41 to float
  %fd43 = fdiv float %fm38, %cv42
  %fs44 = fsub float %fd43, 1.000000e+00
  %fm45 = fmul float 3.000000e+01, %fs44
  %fm46 = fmul float %sin, %fm45
  %fa = fadd float %fm34, %fm46
  %v47 = load float, ptr %the_phase_5, align 4
  %fa48 = fadd float %fa, %v47
  %cos49 = call float @fuselab_vm_cos_f32(float %fa48) #4
  %fa50 = fadd float %cos49, 1.000000e+00
  %fd51 = fdiv float %fa50, 2.000000e+00
  store float %fd51, ptr %waves_0, align 4
  %v52 = load float, ptr %acc_sums_6, align 4
  %v53 = load float, ptr %waves_0, align 4
  %fa54 = fadd reassoc float %v52, %v53
  store float %fa54, ptr %acc_sums_6, align 4
  %i55 = load i64, ptr %k, align 8
  %next = add i64 %i55, 1
  store i64 %next, ptr %k, align 8
  br label %loop21

exit23:                                           ; preds = %loop21
  %v56 = load float, ptr %acc_sums_6, align 4
  %cv57 = fptosi float %v56 to i64
  %high = fcmp oge float %v56, 0x43E0000000000000
  %sat = select i1 %high, i64 9223372036854775807, i64 %cv57
  %low = fcmp olt float %v56, 0xC3E0000000000000
  %sat58 = select i1 %low, i64 -9223372036854775808, i64 %sat
  %nan = fcmp uno float %v56, %v56
  %sat59 = select i1 %nan, i64 0, i64 %sat58
  store i64 %sat59, ptr %k60, align 8
  %v61 = load float, ptr %acc_sums_6, align 4
  %v62 = load i64, ptr %k60, align 8
  %cv63 = sitofp i64 %v62 to float
  %fs64 = fsub float %v61, %cv63
  store float %fs64, ptr %v_18, align 4
  %v65 = load i64, ptr %k60, align 8
  br i1 true, label %ok67, label %fail66

fail66:                                           ; preds = %exit23
  %errp68 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp68, align 8
  %errp69 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp69, align 8
  %errp70 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v65, ptr %errp70, align 8
  %errp71 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 2, ptr %errp71, align 8
  ret i32 1

ok67:                                             ; preds = %exit23
  %r = srem i64 %v65, 2
  %rem = select i1 false, i64 0, i64 %r
  %ic = icmp eq i64 %rem, 0
  br i1 %ic, label %t, label %e

t:                                                ; preds = %ok67
  %v73 = load float, ptr %v_18, align 4
  br label %j72

e:                                                ; preds = %ok67
  %v74 = load float, ptr %v_18, align 4
  %fs75 = fsub float 1.000000e+00, %v74
  br label %j72

j72:                                              ; preds = %e, %t
  %if = phi float [ %v73, %t ], [ %fs75, %e ]
  store float %if, ptr %img_13, align 4
  %v76 = load i64, ptr %i, align 8
  %v77 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos78 = add i64 %pos, %v76
  %pos79 = mul i64 %pos78, %dim8
  %pos80 = add i64 %pos79, %v77
  %v81 = load float, ptr %img_13, align 4
  %elp84 = getelementptr inbounds float, ptr %buf83, i64 %pos80
  store float %v81, ptr %elp84, align 4, !alias.scope !3, !noalias !0
  %i85 = load i64, ptr %j, align 8
  %next86 = add i64 %i85, 1
  store i64 %next86, ptr %j, align 8
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
!4 = !{!"fuselab.buf.4", !2}

