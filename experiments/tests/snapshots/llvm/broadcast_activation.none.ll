; cluster c0: act
; ModuleID = 'broadcast_activation_c0'
source_filename = "broadcast_activation_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@llvm.compiler.used = appending global [2 x ptr] [ptr @fuselab_vm_exp_f32_v4, ptr @fuselab_vm_exp_f32_v8], section "llvm.metadata"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %bias_2 = alloca float, align 4
  %act_0 = alloca float, align 4
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf22 = load ptr, ptr %bufp21, align 8
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
  store i64 0, ptr %errp2, align 8
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
  store i64 0, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp11, align 8
  ret i32 1

ok7:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body12, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos14 = add i64 %pos, %v
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos14
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %bias_2, align 4
  %v15 = load float, ptr %bias_2, align 4
  %v16 = load float, ptr %bias_2, align 4
  %fs = fsub float 0.000000e+00, %v16
  %exp = call float @fuselab_vm_exp_f32(float %fs) #6
  %fa = fadd float 1.000000e+00, %exp
  %fd = fdiv float %v15, %fa
  store float %fd, ptr %act_0, align 4
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim
  %pos19 = add i64 %pos18, %v17
  %v20 = load float, ptr %act_0, align 4
  %elp23 = getelementptr inbounds float, ptr %buf22, i64 %pos19
  store float %v20, ptr %elp23, align 4, !alias.scope !3, !noalias !0
  %i24 = load i64, ptr %i, align 8
  %next = add i64 %i24, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  ret i32 0
}

; Function Attrs: noinline nounwind willreturn memory(none)
define private float @fuselab_vm_exp_f32(float %0) #1 {
entry:
  %r = call float @llvm.exp.f32(float %0)
  ret float %r
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #2

; Function Attrs: alwaysinline
define private <4 x float> @fuselab_vm_exp_f32_v4(<4 x float> %0) #3 {
entry:
  %xd = fpext <4 x float> %0 to <4 x double>
  %out = fcmp olt <4 x double> %xd, <double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02>
  %x = select <4 x i1> %out, <4 x double> <double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02>, <4 x double> %xd
  %out1 = fcmp ogt <4 x double> %x, <double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02>
  %x2 = select <4 x i1> %out1, <4 x double> <double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02>, <4 x double> %x
  %z = fmul <4 x double> %x2, <double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE>
  %kd = fadd <4 x double> %z, <double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000>
  %ki = bitcast <4 x double> %kd to <4 x i64>
  %k = fsub <4 x double> %kd, <double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000>
  %fma = call <4 x double> @llvm.fma.v4f64(<4 x double> %k, <4 x double> <double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000>, <4 x double> %x2)
  %fma3 = call <4 x double> @llvm.fma.v4f64(<4 x double> %k, <4 x double> <double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A>, <4 x double> %fma)
  %fma4 = call <4 x double> @llvm.fma.v4f64(<4 x double> <double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A>, <4 x double> %fma3, <4 x double> <double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A>)
  %fma5 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma4, <4 x double> %fma3, <4 x double> <double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17>)
  %fma6 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma5, <4 x double> %fma3, <4 x double> <double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111>)
  %fma7 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma6, <4 x double> %fma3, <4 x double> <double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555>)
  %fma8 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma7, <4 x double> %fma3, <4 x double> <double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555>)
  %fma9 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma8, <4 x double> %fma3, <4 x double> <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>)
  %fma10 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma9, <4 x double> %fma3, <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>)
  %fma11 = call <4 x double> @llvm.fma.v4f64(<4 x double> %fma10, <4 x double> %fma3, <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>)
  %top = shl <4 x i64> %ki, <i64 52, i64 52, i64 52, i64 52>
  %sbits = add <4 x i64> %top, <i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408>
  %scale = bitcast <4 x i64> %sbits to <4 x double>
  %y = fmul <4 x double> %fma11, %scale
  %y32 = fptrunc <4 x double> %y to <4 x float>
  ret <4 x float> %y32
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fma.v4f64(<4 x double>, <4 x double>, <4 x double>) #2

; Function Attrs: alwaysinline
define private <8 x float> @fuselab_vm_exp_f32_v8(<8 x float> %0) #3 {
entry:
  %xd = fpext <8 x float> %0 to <8 x double>
  %out = fcmp olt <8 x double> %xd, <double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02>
  %x = select <8 x i1> %out, <8 x double> <double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02, double -1.040000e+02>, <8 x double> %xd
  %out1 = fcmp ogt <8 x double> %x, <double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02>
  %x2 = select <8 x i1> %out1, <8 x double> <double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02, double 1.040000e+02>, <8 x double> %x
  %z = fmul <8 x double> %x2, <double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE, double 0x3FF71547652B82FE>
  %kd = fadd <8 x double> %z, <double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000>
  %ki = bitcast <8 x double> %kd to <8 x i64>
  %k = fsub <8 x double> %kd, <double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000, double 0x4338000000000000>
  %fma = call <8 x double> @llvm.fma.v8f64(<8 x double> %k, <8 x double> <double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000, double 0xBFE62E42FEFA0000>, <8 x double> %x2)
  %fma3 = call <8 x double> @llvm.fma.v8f64(<8 x double> %k, <8 x double> <double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A, double 0xBD7CF79ABC9E3B3A>, <8 x double> %fma)
  %fma4 = call <8 x double> @llvm.fma.v8f64(<8 x double> <double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A, double 0x3EFA01A01A01A01A>, <8 x double> %fma3, <8 x double> <double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A, double 0x3F2A01A01A01A01A>)
  %fma5 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma4, <8 x double> %fma3, <8 x double> <double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17>)
  %fma6 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma5, <8 x double> %fma3, <8 x double> <double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111>)
  %fma7 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma6, <8 x double> %fma3, <8 x double> <double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555>)
  %fma8 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma7, <8 x double> %fma3, <8 x double> <double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555>)
  %fma9 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma8, <8 x double> %fma3, <8 x double> <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>)
  %fma10 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma9, <8 x double> %fma3, <8 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>)
  %fma11 = call <8 x double> @llvm.fma.v8f64(<8 x double> %fma10, <8 x double> %fma3, <8 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>)
  %top = shl <8 x i64> %ki, <i64 52, i64 52, i64 52, i64 52, i64 52, i64 52, i64 52, i64 52>
  %sbits = add <8 x i64> %top, <i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408, i64 4607182418800017408>
  %scale = bitcast <8 x i64> %sbits to <8 x double>
  %y = fmul <8 x double> %fma11, %scale
  %y32 = fptrunc <8 x double> %y to <8 x float>
  ret <8 x float> %y32
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.fma.v8f64(<8 x double>, <8 x double>, <8 x double>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #5

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { noinline nounwind willreturn memory(none) "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { alwaysinline "target-cpu"="x86-64-v3" "target-features" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { nounwind }
attributes #6 = { "vector-function-abi-variant"="_ZGV_LLVM_N4v_fuselab_vm_exp_f32(fuselab_vm_exp_f32_v4),_ZGV_LLVM_N8v_fuselab_vm_exp_f32(fuselab_vm_exp_f32_v8)" }

!0 = !{!1}
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.2", !2}

; cluster c1: rows
; ModuleID = 'broadcast_activation_c1'
source_filename = "broadcast_activation_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 16
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %act_6 = alloca float, align 4
  %bufp43 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf44 = load ptr, ptr %bufp43, align 8
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
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done, %ok
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
  store i64 1, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %body5
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  store i64 1, ptr %j, align 8
  %v16 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %v16 to i128
  %step = sub i128 %at_next, %base
  %step17 = trunc i128 %step to i64
  %step18 = sext i64 %step17 to i128
  %len = sub i64 %dim8, 0
  %span = sub i64 %len, 1
  %span19 = sext i64 %span to i128
  %reach = mul i128 %step18, %span19
  %c20 = icmp slt i128 %reach, 0
  %min21 = select i1 %c20, i128 %reach, i128 0
  %c22 = icmp sgt i128 %reach, 0
  %max23 = select i1 %c22, i128 %reach, i128 0
  %least = add i128 %base, %min21
  %most = add i128 %base, %max23
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits24 = and i1 %fits_low, %fits_high
  %least25 = select i1 %fits24, i128 %least, i128 -9223372036854775808
  %most26 = select i1 %fits24, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim8 to i128
  %low_ok = icmp sge i128 %least25, 0
  %high_ok = icmp slt i128 %most26, %extent
  %ok27 = and i1 true, %low_ok
  %ok28 = and i1 %ok27, %high_ok
  br i1 %ok28, label %proved, label %checked

proved:                                           ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop29

checked:                                          ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop47

versions_done:                                    ; preds = %exit49, %exit31
  %i73 = load i64, ptr %i, align 8
  %next74 = add i64 %i73, 1
  store i64 %next74, ptr %i, align 8
  br label %loop

loop29:                                           ; preds = %body30, %proved
  %i32 = load i64, ptr %j, align 8
  %more33 = icmp slt i64 %i32, %dim8
  br i1 %more33, label %body30, label %exit31

body30:                                           ; preds = %loop29
  %v34 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim8
  %pos35 = add i64 %pos, %v34
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos35
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %act_6, align 4
  %v36 = load i64, ptr %i, align 8
  %v37 = load i64, ptr %j, align 8
  %pos38 = mul i64 0, %dim
  %pos39 = add i64 %pos38, %v36
  %pos40 = mul i64 %pos39, %dim8
  %pos41 = add i64 %pos40, %v37
  %v42 = load float, ptr %act_6, align 4
  %elp45 = getelementptr inbounds float, ptr %buf44, i64 %pos41
  store float %v42, ptr %elp45, align 4, !alias.scope !3, !noalias !0
  %i46 = load i64, ptr %j, align 8
  %next = add i64 %i46, 1
  store i64 %next, ptr %j, align 8
  br label %loop29

exit31:                                           ; preds = %loop29
  br label %versions_done

loop47:                                           ; preds = %ok54, %checked
  %i50 = load i64, ptr %j, align 8
  %more51 = icmp slt i64 %i50, %dim8
  br i1 %more51, label %body48, label %exit49

body48:                                           ; preds = %loop47
  %v52 = load i64, ptr %j, align 8
  %inb = icmp ult i64 %v52, %dim8
  br i1 %inb, label %ok54, label %fail53

exit49:                                           ; preds = %loop47
  br label %versions_done

fail53:                                           ; preds = %body48
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v52, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %body48
  %pos59 = mul i64 0, %dim8
  %pos60 = add i64 %pos59, %v52
  %elp61 = getelementptr inbounds float, ptr %buf, i64 %pos60
  %el62 = load float, ptr %elp61, align 4, !alias.scope !0, !noalias !3
  store float %el62, ptr %act_6, align 4
  %v63 = load i64, ptr %i, align 8
  %v64 = load i64, ptr %j, align 8
  %pos65 = mul i64 0, %dim
  %pos66 = add i64 %pos65, %v63
  %pos67 = mul i64 %pos66, %dim8
  %pos68 = add i64 %pos67, %v64
  %v69 = load float, ptr %act_6, align 4
  %elp70 = getelementptr inbounds float, ptr %buf44, i64 %pos68
  store float %v69, ptr %elp70, align 4, !alias.scope !3, !noalias !0
  %i71 = load i64, ptr %j, align 8
  %next72 = add i64 %i71, 1
  store i64 %next72, ptr %j, align 8
  br label %loop47
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

; cluster c2: ys
; ModuleID = 'broadcast_activation_c2'
source_filename = "broadcast_activation_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 24
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp23 = getelementptr inbounds i64, ptr %1, i64 1
  %dim24 = load i64, ptr %dimp23, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 25
  %dim33 = load i64, ptr %dimp32, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_10 = alloca float, align 4
  %bufp63 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf64 = load ptr, ptr %bufp63, align 8
  %rows_11 = alloca float, align 4
  %ys_7 = alloca float, align 4
  %bufp76 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf77 = load ptr, ptr %bufp76, align 8
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
  %fits7 = icmp sle i64 %min, %dim6
  br i1 %fits7, label %ok9, label %fail8

fail8:                                            ; preds = %ok
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  %fits14 = icmp sle i64 %min, %dim
  br i1 %fits14, label %ok16, label %fail15

fail15:                                           ; preds = %ok9
  %errp17 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit50, %ok16
  %i22 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i22, %min
  br i1 %more, label %body21, label %exit

body21:                                           ; preds = %loop
  %fits25 = icmp sle i64 %dim24, %dim24
  br i1 %fits25, label %ok27, label %fail26

exit:                                             ; preds = %loop
  ret i32 0

fail26:                                           ; preds = %body21
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp31, align 8
  ret i32 1

ok27:                                             ; preds = %body21
  %fits34 = icmp sle i64 %dim24, %dim33
  br i1 %fits34, label %ok36, label %fail35

fail35:                                           ; preds = %ok27
  %errp37 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp40, align 8
  ret i32 1

ok36:                                             ; preds = %ok27
  %fits41 = icmp sle i64 %dim24, %dim24
  br i1 %fits41, label %ok43, label %fail42

fail42:                                           ; preds = %ok36
  %errp44 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp47, align 8
  ret i32 1

ok43:                                             ; preds = %ok36
  store i64 0, ptr %j, align 8
  br label %loop48

loop48:                                           ; preds = %body49, %ok43
  %i51 = load i64, ptr %j, align 8
  %more52 = icmp slt i64 %i51, %dim24
  br i1 %more52, label %body49, label %exit50

body49:                                           ; preds = %loop48
  %v = load i64, ptr %i, align 8
  %v53 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos54 = add i64 %pos, %v
  %pos55 = mul i64 %pos54, %dim24
  %pos56 = add i64 %pos55, %v53
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos56
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %xs_10, align 4
  %v57 = load i64, ptr %i, align 8
  %v58 = load i64, ptr %j, align 8
  %pos59 = mul i64 0, %dim6
  %pos60 = add i64 %pos59, %v57
  %pos61 = mul i64 %pos60, %dim33
  %pos62 = add i64 %pos61, %v58
  %elp65 = getelementptr inbounds float, ptr %buf64, i64 %pos62
  %el66 = load float, ptr %elp65, align 4, !alias.scope !6, !noalias !7
  store float %el66, ptr %rows_11, align 4
  %v67 = load float, ptr %xs_10, align 4
  %v68 = load float, ptr %rows_11, align 4
  %fa = fadd float %v67, %v68
  store float %fa, ptr %ys_7, align 4
  %v69 = load i64, ptr %i, align 8
  %v70 = load i64, ptr %j, align 8
  %pos71 = mul i64 0, %dim
  %pos72 = add i64 %pos71, %v69
  %pos73 = mul i64 %pos72, %dim24
  %pos74 = add i64 %pos73, %v70
  %v75 = load float, ptr %ys_7, align 4
  %elp78 = getelementptr inbounds float, ptr %buf77, i64 %pos74
  store float %v75, ptr %elp78, align 4, !alias.scope !8, !noalias !9
  %i79 = load i64, ptr %j, align 8
  %next = add i64 %i79, 1
  store i64 %next, ptr %j, align 8
  br label %loop48

exit50:                                           ; preds = %loop48
  %i80 = load i64, ptr %i, align 8
  %next81 = add i64 %i80, 1
  store i64 %next81, ptr %i, align 8
  br label %loop
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.3", !2}
!5 = !{!"fuselab.buf.4", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

