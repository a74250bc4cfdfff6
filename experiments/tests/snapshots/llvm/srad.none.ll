; cluster c0: j0
; ModuleID = 'srad_c0'
source_filename = "srad_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@llvm.compiler.used = appending global [2 x ptr] [ptr @fuselab_vm_exp_f32_v4, ptr @fuselab_vm_exp_f32_v8], section "llvm.metadata"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 1
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %image_3 = alloca float, align 4
  %j0_0 = alloca float, align 4
  %bufp47 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf48 = load ptr, ptr %bufp47, align 8
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
  store i64 0, ptr %errp20, align 8
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
  store i64 0, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok18
  store i64 0, ptr %j, align 8
  br label %loop30

loop30:                                           ; preds = %body31, %ok25
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
  store float %el, ptr %image_3, align 4
  %v39 = load float, ptr %image_3, align 4
  %fa = fadd float %v39, 1.000000e+00
  %fm = fmul float 1.275000e+02, %fa
  %fd = fdiv float %fm, 2.550000e+02
  %exp = call float @fuselab_vm_exp_f32(float %fd) #6
  store float %exp, ptr %j0_0, align 4
  %v40 = load i64, ptr %i, align 8
  %v41 = load i64, ptr %j, align 8
  %pos42 = mul i64 0, %dim
  %pos43 = add i64 %pos42, %v40
  %pos44 = mul i64 %pos43, %dim15
  %pos45 = add i64 %pos44, %v41
  %v46 = load float, ptr %j0_0, align 4
  %elp49 = getelementptr inbounds float, ptr %buf48, i64 %pos45
  store float %v46, ptr %elp49, align 4, !alias.scope !3, !noalias !0
  %i50 = load i64, ptr %j, align 8
  %next = add i64 %i50, 1
  store i64 %next, ptr %j, align 8
  br label %loop30

exit32:                                           ; preds = %loop30
  %i51 = load i64, ptr %i, align 8
  %next52 = add i64 %i51, 1
  store i64 %next52, ptr %i, align 8
  br label %loop
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
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.1", !2}

; cluster c1: sq
; ModuleID = 'srad_c1'
source_filename = "srad_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 9
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %j0_7 = alloca float, align 4
  %sq_4.1 = alloca float, align 4
  %bufp50 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf51 = load ptr, ptr %bufp50, align 8
  %bufp54 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf55 = load ptr, ptr %bufp54, align 8
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

loop30:                                           ; preds = %body31, %ok25
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
  store float %el, ptr %j0_7, align 4
  %v39 = load float, ptr %j0_7, align 4
  %v40 = load float, ptr %j0_7, align 4
  %fm = fmul float %v39, %v40
  store float %fm, ptr %sq_4.1, align 4
  %v41 = load i64, ptr %i, align 8
  %v42 = load i64, ptr %j, align 8
  %pos43 = mul i64 0, %dim
  %pos44 = add i64 %pos43, %v41
  %pos45 = mul i64 %pos44, %dim15
  %pos46 = add i64 %pos45, %v42
  %v47 = load float, ptr %j0_7, align 4
  %tup = insertvalue { float, float } undef, float %v47, 0
  %v48 = load float, ptr %sq_4.1, align 4
  %tup49 = insertvalue { float, float } %tup, float %v48, 1
  %f = extractvalue { float, float } %tup49, 0
  %elp52 = getelementptr inbounds float, ptr %buf51, i64 %pos46
  store float %f, ptr %elp52, align 4, !alias.scope !6, !noalias !7
  %f53 = extractvalue { float, float } %tup49, 1
  %elp56 = getelementptr inbounds float, ptr %buf55, i64 %pos46
  store float %f53, ptr %elp56, align 4, !alias.scope !8, !noalias !9
  %i57 = load i64, ptr %j, align 8
  %next = add i64 %i57, 1
  store i64 %next, ptr %j, align 8
  br label %loop30

exit32:                                           ; preds = %loop30
  %i58 = load i64, ptr %i, align 8
  %next59 = add i64 %i58, 1
  store i64 %next59, ptr %i, align 8
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
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.2", !2}
!5 = !{!"fuselab.buf.3", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c2: rows
; ModuleID = 'srad_c2'
source_filename = "srad_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %acc_rows_8.0 = alloca float, align 4
  %acc_rows_8.1 = alloca float, align 4
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 17
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %sq_13 = alloca { float, float }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %bufp32 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf33 = load ptr, ptr %bufp32, align 8
  %tup_17.0 = alloca float, align 4
  %tup_17.1 = alloca float, align 4
  %bufp54 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf55 = load ptr, ptr %bufp54, align 8
  %bufp58 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf59 = load ptr, ptr %bufp58, align 8
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

loop:                                             ; preds = %exit25, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  store float 0.000000e+00, ptr %acc_rows_8.0, align 4
  store float 0.000000e+00, ptr %acc_rows_8.1, align 4
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
  store i64 0, ptr %j, align 8
  br label %loop23

loop23:                                           ; preds = %body24, %ok18
  %i26 = load i64, ptr %j, align 8
  %more27 = icmp slt i64 %i26, %dim15
  br i1 %more27, label %body24, label %exit25

body24:                                           ; preds = %loop23
  %v = load i64, ptr %i, align 8
  %v28 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos29 = add i64 %pos, %v
  %pos30 = mul i64 %pos29, %dim15
  %pos31 = add i64 %pos30, %v28
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos31
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  %fldp = getelementptr inbounds { float, float }, ptr %sq_13, i32 0, i32 0
  store float %el, ptr %fldp, align 4
  %elp34 = getelementptr inbounds float, ptr %buf33, i64 %pos31
  %el35 = load float, ptr %elp34, align 4, !alias.scope !7, !noalias !8
  %fldp36 = getelementptr inbounds { float, float }, ptr %sq_13, i32 0, i32 1
  store float %el35, ptr %fldp36, align 4
  %fldp37 = getelementptr inbounds { float, float }, ptr %sq_13, i32 0, i32 0
  %fldp38 = getelementptr inbounds { float, float }, ptr %sq_13, i32 0, i32 0
  %fld = load float, ptr %fldp38, align 4
  store float %fld, ptr %tup_17.0, align 4
  %fldp39 = getelementptr inbounds { float, float }, ptr %sq_13, i32 0, i32 1
  %fldp40 = getelementptr inbounds { float, float }, ptr %sq_13, i32 0, i32 1
  %fld41 = load float, ptr %fldp40, align 4
  store float %fld41, ptr %tup_17.1, align 4
  %v42 = load float, ptr %acc_rows_8.0, align 4
  %v43 = load float, ptr %tup_17.0, align 4
  %fa = fadd reassoc float %v42, %v43
  store float %fa, ptr %acc_rows_8.0, align 4
  %v44 = load float, ptr %acc_rows_8.1, align 4
  %v45 = load float, ptr %tup_17.1, align 4
  %fa46 = fadd reassoc float %v44, %v45
  store float %fa46, ptr %acc_rows_8.1, align 4
  %i47 = load i64, ptr %j, align 8
  %next = add i64 %i47, 1
  store i64 %next, ptr %j, align 8
  br label %loop23

exit25:                                           ; preds = %loop23
  %v48 = load i64, ptr %i, align 8
  %pos49 = mul i64 0, %dim
  %pos50 = add i64 %pos49, %v48
  %v51 = load float, ptr %acc_rows_8.0, align 4
  %tup = insertvalue { float, float } undef, float %v51, 0
  %v52 = load float, ptr %acc_rows_8.1, align 4
  %tup53 = insertvalue { float, float } %tup, float %v52, 1
  %f = extractvalue { float, float } %tup53, 0
  %elp56 = getelementptr inbounds float, ptr %buf55, i64 %pos50
  store float %f, ptr %elp56, align 4, !alias.scope !9, !noalias !10
  %f57 = extractvalue { float, float } %tup53, 1
  %elp60 = getelementptr inbounds float, ptr %buf59, i64 %pos50
  store float %f57, ptr %elp60, align 4, !alias.scope !11, !noalias !12
  %i61 = load i64, ptr %i, align 8
  %next62 = add i64 %i61, 1
  store i64 %next62, ptr %i, align 8
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
!1 = !{!"fuselab.buf.2", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.3", !2}
!5 = !{!"fuselab.buf.4", !2}
!6 = !{!"fuselab.buf.5", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!1, !4, !6}
!11 = !{!6}
!12 = !{!1, !4, !5}

; cluster c3: tot
; ModuleID = 'srad_c3'
source_filename = "srad_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_tot_20.0 = alloca float, align 4
  %tup_28.0 = alloca float, align 4
  %acc_tot_20.1 = alloca float, align 4
  %tup_28.1 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load float, ptr %pa, align 4
  %b = load float, ptr %pb, align 4
  store float %a, ptr %acc_tot_20.0, align 4
  store float %b, ptr %tup_28.0, align 4
  %v = load float, ptr %acc_tot_20.0, align 4
  %v1 = load float, ptr %tup_28.0, align 4
  %fa = fadd float %v, %v1
  store float %fa, ptr %pa, align 4
  %pa2 = getelementptr inbounds i8, ptr %0, i64 64
  %pb3 = getelementptr inbounds i8, ptr %1, i64 64
  %a4 = load float, ptr %pa2, align 4
  %b5 = load float, ptr %pb3, align 4
  store float %a4, ptr %acc_tot_20.1, align 4
  store float %b5, ptr %tup_28.1, align 4
  %v6 = load float, ptr %acc_tot_20.1, align 4
  %v7 = load float, ptr %tup_28.1, align 4
  %fa8 = fadd float %v6, %v7
  store float %fa8, ptr %pa2, align 4
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot_20.0 = alloca float, align 4
  %acc_tot_20.1 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 24
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %rows_24 = alloca { float, float }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %bufp8 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf9 = load ptr, ptr %bufp8, align 8
  %tup_28.0 = alloca float, align 4
  %tup_28.1 = alloca float, align 4
  %bufp27 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf28 = load ptr, ptr %bufp27, align 8
  %bufp31 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf32 = load ptr, ptr %bufp31, align 8
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_tot_20.0, align 4
  store float 0.000000e+00, ptr %acc_tot_20.1, align 4
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
  store i64 3, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body5, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos7
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  %fldp = getelementptr inbounds { float, float }, ptr %rows_24, i32 0, i32 0
  store float %el, ptr %fldp, align 4
  %elp10 = getelementptr inbounds float, ptr %buf9, i64 %pos7
  %el11 = load float, ptr %elp10, align 4, !alias.scope !7, !noalias !8
  %fldp12 = getelementptr inbounds { float, float }, ptr %rows_24, i32 0, i32 1
  store float %el11, ptr %fldp12, align 4
  %fldp13 = getelementptr inbounds { float, float }, ptr %rows_24, i32 0, i32 0
  %fldp14 = getelementptr inbounds { float, float }, ptr %rows_24, i32 0, i32 0
  %fld = load float, ptr %fldp14, align 4
  store float %fld, ptr %tup_28.0, align 4
  %fldp15 = getelementptr inbounds { float, float }, ptr %rows_24, i32 0, i32 1
  %fldp16 = getelementptr inbounds { float, float }, ptr %rows_24, i32 0, i32 1
  %fld17 = load float, ptr %fldp16, align 4
  store float %fld17, ptr %tup_28.1, align 4
  %v18 = load float, ptr %acc_tot_20.0, align 4
  %v19 = load float, ptr %tup_28.0, align 4
  %fa = fadd reassoc float %v18, %v19
  store float %fa, ptr %acc_tot_20.0, align 4
  %v20 = load float, ptr %acc_tot_20.1, align 4
  %v21 = load float, ptr %tup_28.1, align 4
  %fa22 = fadd reassoc float %v20, %v21
  store float %fa22, ptr %acc_tot_20.1, align 4
  %i23 = load i64, ptr %i, align 8
  %next = add i64 %i23, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %v24 = load float, ptr %acc_tot_20.0, align 4
  %tup = insertvalue { float, float } undef, float %v24, 0
  %v25 = load float, ptr %acc_tot_20.1, align 4
  %tup26 = insertvalue { float, float } %tup, float %v25, 1
  %f = extractvalue { float, float } %tup26, 0
  %elp29 = getelementptr inbounds float, ptr %buf28, i64 0
  store float %f, ptr %elp29, align 4, !alias.scope !9, !noalias !10
  %f30 = extractvalue { float, float } %tup26, 1
  %elp33 = getelementptr inbounds float, ptr %buf32, i64 0
  store float %f30, ptr %elp33, align 4, !alias.scope !11, !noalias !12
  ret i32 0
}

define i32 @nest_part(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot_20.0 = alloca float, align 4
  %acc_tot_20.1 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 24
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %rows_24 = alloca { float, float }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %bufp8 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf9 = load ptr, ptr %bufp8, align 8
  %tup_28.0 = alloca float, align 4
  %tup_28.1 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_tot_20.0, align 4
  store float 0.000000e+00, ptr %acc_tot_20.1, align 4
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
  store i64 3, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body5, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos7
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !7
  %fldp = getelementptr inbounds { float, float }, ptr %rows_24, i32 0, i32 0
  store float %el, ptr %fldp, align 4
  %elp10 = getelementptr inbounds float, ptr %buf9, i64 %pos7
  %el11 = load float, ptr %elp10, align 4, !alias.scope !7, !noalias !0
  %fldp12 = getelementptr inbounds { float, float }, ptr %rows_24, i32 0, i32 1
  store float %el11, ptr %fldp12, align 4
  %fldp13 = getelementptr inbounds { float, float }, ptr %rows_24, i32 0, i32 0
  %fldp14 = getelementptr inbounds { float, float }, ptr %rows_24, i32 0, i32 0
  %fld = load float, ptr %fldp14, align 4
  store float %fld, ptr %tup_28.0, align 4
  %fldp15 = getelementptr inbounds { float, float }, ptr %rows_24, i32 0, i32 1
  %fldp16 = getelementptr inbounds { float, float }, ptr %rows_24, i32 0, i32 1
  %fld17 = load float, ptr %fldp16, align 4
  store float %fld17, ptr %tup_28.1, align 4
  %v18 = load float, ptr %acc_tot_20.0, align 4
  %v19 = load float, ptr %tup_28.0, align 4
  %fa = fadd reassoc float %v18, %v19
  store float %fa, ptr %acc_tot_20.0, align 4
  %v20 = load float, ptr %acc_tot_20.1, align 4
  %v21 = load float, ptr %tup_28.1, align 4
  %fa22 = fadd reassoc float %v20, %v21
  store float %fa22, ptr %acc_tot_20.1, align 4
  %i23 = load i64, ptr %i, align 8
  %next = add i64 %i23, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %acc_tot_20.0, align 4
  store float %acc, ptr %part, align 4
  %part24 = getelementptr inbounds i8, ptr %6, i64 64
  %acc25 = load float, ptr %acc_tot_20.1, align 4
  store float %acc25, ptr %part24, align 4
  ret i32 0
}

define i32 @nest_part_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot_20.0 = alloca float, align 4
  %acc_tot_20.1 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 24
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %rows_24 = alloca { float, float }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %bufp8 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf9 = load ptr, ptr %bufp8, align 8
  %tup_28.0 = alloca float, align 4
  %tup_28.1 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_tot_20.0, align 4
  store float 0.000000e+00, ptr %acc_tot_20.1, align 4
  store float -0.000000e+00, ptr %acc_tot_20.0, align 4
  store float -0.000000e+00, ptr %acc_tot_20.1, align 4
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
  store i64 3, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body5, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos7
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !7
  %fldp = getelementptr inbounds { float, float }, ptr %rows_24, i32 0, i32 0
  store float %el, ptr %fldp, align 4
  %elp10 = getelementptr inbounds float, ptr %buf9, i64 %pos7
  %el11 = load float, ptr %elp10, align 4, !alias.scope !7, !noalias !0
  %fldp12 = getelementptr inbounds { float, float }, ptr %rows_24, i32 0, i32 1
  store float %el11, ptr %fldp12, align 4
  %fldp13 = getelementptr inbounds { float, float }, ptr %rows_24, i32 0, i32 0
  %fldp14 = getelementptr inbounds { float, float }, ptr %rows_24, i32 0, i32 0
  %fld = load float, ptr %fldp14, align 4
  store float %fld, ptr %tup_28.0, align 4
  %fldp15 = getelementptr inbounds { float, float }, ptr %rows_24, i32 0, i32 1
  %fldp16 = getelementptr inbounds { float, float }, ptr %rows_24, i32 0, i32 1
  %fld17 = load float, ptr %fldp16, align 4
  store float %fld17, ptr %tup_28.1, align 4
  %v18 = load float, ptr %acc_tot_20.0, align 4
  %v19 = load float, ptr %tup_28.0, align 4
  %fa = fadd reassoc float %v18, %v19
  store float %fa, ptr %acc_tot_20.0, align 4
  %v20 = load float, ptr %acc_tot_20.1, align 4
  %v21 = load float, ptr %tup_28.1, align 4
  %fa22 = fadd reassoc float %v20, %v21
  store float %fa22, ptr %acc_tot_20.1, align 4
  %i23 = load i64, ptr %i, align 8
  %next = add i64 %i23, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %acc_tot_20.0, align 4
  store float %acc, ptr %part, align 4
  %part24 = getelementptr inbounds i8, ptr %6, i64 64
  %acc25 = load float, ptr %acc_tot_20.1, align 4
  store float %acc25, ptr %part24, align 4
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot_20.0 = alloca float, align 4
  %acc_tot_20.1 = alloca float, align 4
  %bufp = getelementptr inbounds ptr, ptr %0, i64 6
  %buf = load ptr, ptr %bufp, align 8
  %bufp6 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf7 = load ptr, ptr %bufp6, align 8
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_tot_20.0, align 4
  store float 0.000000e+00, ptr %acc_tot_20.1, align 4
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %part, align 4
  store float %acc, ptr %acc_tot_20.0, align 4
  %part1 = getelementptr inbounds i8, ptr %6, i64 64
  %acc2 = load float, ptr %part1, align 4
  store float %acc2, ptr %acc_tot_20.1, align 4
  %v = load float, ptr %acc_tot_20.0, align 4
  %tup = insertvalue { float, float } undef, float %v, 0
  %v3 = load float, ptr %acc_tot_20.1, align 4
  %tup4 = insertvalue { float, float } %tup, float %v3, 1
  %f = extractvalue { float, float } %tup4, 0
  %elp = getelementptr inbounds float, ptr %buf, i64 0
  store float %f, ptr %elp, align 4, !alias.scope !9, !noalias !11
  %f5 = extractvalue { float, float } %tup4, 1
  %elp8 = getelementptr inbounds float, ptr %buf7, i64 0
  store float %f5, ptr %elp8, align 4, !alias.scope !11, !noalias !9
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.4", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.5", !2}
!5 = !{!"fuselab.buf.6", !2}
!6 = !{!"fuselab.buf.7", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!1, !4, !6}
!11 = !{!6}
!12 = !{!1, !4, !5}

; cluster c4: q0sqr
; ModuleID = 'srad_c4'
source_filename = "srad_c4"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %tot_32 = alloca { float, float }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 6
  %buf = load ptr, ptr %bufp, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf2 = load ptr, ptr %bufp1, align 8
  %tup_33.0 = alloca float, align 4
  %tup_33.1 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %dimp11 = getelementptr inbounds i64, ptr %1, i64 9
  %dim12 = load i64, ptr %dimp11, align 8
  %npix_36 = alloca float, align 4
  %mean_37 = alloca float, align 4
  %"%cse0_38" = alloca float, align 4
  %q0sqr_31 = alloca float, align 4
  %bufp24 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf25 = load ptr, ptr %bufp24, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds float, ptr %buf, i64 0
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  %fldp = getelementptr inbounds { float, float }, ptr %tot_32, i32 0, i32 0
  store float %el, ptr %fldp, align 4
  %elp3 = getelementptr inbounds float, ptr %buf2, i64 0
  %el4 = load float, ptr %elp3, align 4, !alias.scope !6, !noalias !7
  %fldp5 = getelementptr inbounds { float, float }, ptr %tot_32, i32 0, i32 1
  store float %el4, ptr %fldp5, align 4
  %fldp6 = getelementptr inbounds { float, float }, ptr %tot_32, i32 0, i32 0
  %fldp7 = getelementptr inbounds { float, float }, ptr %tot_32, i32 0, i32 0
  %fld = load float, ptr %fldp7, align 4
  store float %fld, ptr %tup_33.0, align 4
  %fldp8 = getelementptr inbounds { float, float }, ptr %tot_32, i32 0, i32 1
  %fldp9 = getelementptr inbounds { float, float }, ptr %tot_32, i32 0, i32 1
  %fld10 = load float, ptr %fldp9, align 4
  store float %fld10, ptr %tup_33.1, align 4
  %tup = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup13 = insertvalue { i64, i64 } %tup, i64 %dim12, 1
  %proj = extractvalue { i64, i64 } %tup13, 1
  %mul = mul i64 %dim, %proj
  %cv = sitofp i64 %mul to float
  store float %cv, ptr %npix_36, align 4
  %v = load float, ptr %tup_33.0, align 4
  %v14 = load float, ptr %npix_36, align 4
  %fd = fdiv float %v, %v14
  store float %fd, ptr %mean_37, align 4
  %v15 = load float, ptr %mean_37, align 4
  %v16 = load float, ptr %mean_37, align 4
  %fm = fmul float %v15, %v16
  store float %fm, ptr %"%cse0_38", align 4
  %v17 = load float, ptr %tup_33.1, align 4
  %v18 = load float, ptr %npix_36, align 4
  %fd19 = fdiv float %v17, %v18
  %v20 = load float, ptr %"%cse0_38", align 4
  %fs = fsub float %fd19, %v20
  %v21 = load float, ptr %"%cse0_38", align 4
  %fd22 = fdiv float %fs, %v21
  store float %fd22, ptr %q0sqr_31, align 4
  %v23 = load float, ptr %q0sqr_31, align 4
  %elp26 = getelementptr inbounds float, ptr %buf25, i64 0
  store float %v23, ptr %elp26, align 4, !alias.scope !8, !noalias !9
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.6", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.7", !2}
!5 = !{!"fuselab.buf.8", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c5: derivs
; ModuleID = 'srad_c5'
source_filename = "srad_c5"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 9
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %j0_42 = alloca float, align 4
  %j0_43 = alloca float, align 4
  %j0_44 = alloca float, align 4
  %j0_45 = alloca float, align 4
  %j0_46 = alloca float, align 4
  %j0_47 = alloca float, align 4
  %j0_48 = alloca float, align 4
  %j0_49 = alloca float, align 4
  %j0_50 = alloca float, align 4
  %derivs_39.0 = alloca float, align 4
  %derivs_39.1 = alloca float, align 4
  %derivs_39.2 = alloca float, align 4
  %derivs_39.3 = alloca float, align 4
  %bufp403 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf404 = load ptr, ptr %bufp403, align 8
  %bufp407 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf408 = load ptr, ptr %bufp407, align 8
  %bufp411 = getelementptr inbounds ptr, ptr %0, i64 11
  %buf412 = load ptr, ptr %bufp411, align 8
  %bufp415 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf416 = load ptr, ptr %bufp415, align 8
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
  store i64 5, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done1625, %ok
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
  store i64 5, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %body5
  %tap_end = sub i64 %dim8, -1
  %tap_end16 = sub i64 %dim8, 0
  %c17 = icmp slt i64 %tap_end, %tap_end16
  %min18 = select i1 %c17, i64 %tap_end, i64 %tap_end16
  %tap_end19 = sub i64 %dim8, 1
  %c20 = icmp slt i64 %min18, %tap_end19
  %min21 = select i1 %c20, i64 %min18, i64 %tap_end19
  %c22 = icmp slt i64 1, %dim8
  %min23 = select i1 %c22, i64 1, i64 %dim8
  %c24 = icmp sgt i64 %min21, %min23
  %max25 = select i1 %c24, i64 %min21, i64 %min23
  %c26 = icmp slt i64 %max25, %dim8
  %min27 = select i1 %c26, i64 %max25, i64 %dim8
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %add = add i64 %v, -1
  %sub = sub i64 %dim, 1
  %c28 = icmp slt i64 %add, %sub
  %mm = select i1 %c28, i64 %add, i64 %sub
  %c29 = icmp sgt i64 0, %mm
  %mm30 = select i1 %c29, i64 0, i64 %mm
  %base = sext i64 %mm30 to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits31 = and i1 %fits_low, %fits_high
  %least = select i1 %fits31, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits31, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok32 = and i1 true, %low_ok
  %ok33 = and i1 %ok32, %high_ok
  %v34 = load i64, ptr %j, align 8
  %add35 = add i64 %v34, -1
  %base36 = sext i64 %add35 to i128
  store i64 1, ptr %j, align 8
  %v37 = load i64, ptr %j, align 8
  %add38 = add i64 %v37, -1
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %add38 to i128
  %step = sub i128 %at_next, %base36
  %step39 = trunc i128 %step to i64
  %step40 = sext i64 %step39 to i128
  %len = sub i64 %min23, 0
  %span = sub i64 %len, 1
  %span41 = sext i64 %span to i128
  %reach = mul i128 %step40, %span41
  %c42 = icmp slt i128 %reach, 0
  %min43 = select i1 %c42, i128 %reach, i128 0
  %c44 = icmp sgt i128 %reach, 0
  %max45 = select i1 %c44, i128 %reach, i128 0
  %least46 = add i128 %base36, %min43
  %most47 = add i128 %base36, %max45
  %fits_low48 = icmp sge i128 %least46, -9223372036854775808
  %fits_high49 = icmp sle i128 %most47, 9223372036854775807
  %fits50 = and i1 %fits_low48, %fits_high49
  %least51 = select i1 %fits50, i128 %least46, i128 -9223372036854775808
  %most52 = select i1 %fits50, i128 %most47, i128 9223372036854775807
  %sub53 = sub i64 %dim8, 1
  %base54 = sext i64 %sub53 to i128
  %fits_low55 = icmp sge i128 %base54, -9223372036854775808
  %fits_high56 = icmp sle i128 %base54, 9223372036854775807
  %fits57 = and i1 %fits_low55, %fits_high56
  %least58 = select i1 %fits57, i128 %base54, i128 -9223372036854775808
  %most59 = select i1 %fits57, i128 %base54, i128 9223372036854775807
  %c60 = icmp slt i128 %least51, %least58
  %min61 = select i1 %c60, i128 %least51, i128 %least58
  %c62 = icmp slt i128 %most52, %most59
  %min63 = select i1 %c62, i128 %most52, i128 %most59
  %c64 = icmp sgt i128 0, %min61
  %max65 = select i1 %c64, i128 0, i128 %min61
  %c66 = icmp sgt i128 0, %min63
  %max67 = select i1 %c66, i128 0, i128 %min63
  %extent68 = sext i64 %dim8 to i128
  %low_ok69 = icmp sge i128 %max65, 0
  %high_ok70 = icmp slt i128 %max67, %extent68
  %ok71 = and i1 %ok33, %low_ok69
  %ok72 = and i1 %ok71, %high_ok70
  %v73 = load i64, ptr %j, align 8
  %add74 = add i64 %v73, 0
  %base75 = sext i64 %add74 to i128
  store i64 1, ptr %j, align 8
  %v76 = load i64, ptr %j, align 8
  %add77 = add i64 %v76, 0
  store i64 0, ptr %j, align 8
  %at_next78 = sext i64 %add77 to i128
  %step79 = sub i128 %at_next78, %base75
  %step80 = trunc i128 %step79 to i64
  %step81 = sext i64 %step80 to i128
  %len82 = sub i64 %min23, 0
  %span83 = sub i64 %len82, 1
  %span84 = sext i64 %span83 to i128
  %reach85 = mul i128 %step81, %span84
  %c86 = icmp slt i128 %reach85, 0
  %min87 = select i1 %c86, i128 %reach85, i128 0
  %c88 = icmp sgt i128 %reach85, 0
  %max89 = select i1 %c88, i128 %reach85, i128 0
  %least90 = add i128 %base75, %min87
  %most91 = add i128 %base75, %max89
  %fits_low92 = icmp sge i128 %least90, -9223372036854775808
  %fits_high93 = icmp sle i128 %most91, 9223372036854775807
  %fits94 = and i1 %fits_low92, %fits_high93
  %least95 = select i1 %fits94, i128 %least90, i128 -9223372036854775808
  %most96 = select i1 %fits94, i128 %most91, i128 9223372036854775807
  %sub97 = sub i64 %dim8, 1
  %base98 = sext i64 %sub97 to i128
  %fits_low99 = icmp sge i128 %base98, -9223372036854775808
  %fits_high100 = icmp sle i128 %base98, 9223372036854775807
  %fits101 = and i1 %fits_low99, %fits_high100
  %least102 = select i1 %fits101, i128 %base98, i128 -9223372036854775808
  %most103 = select i1 %fits101, i128 %base98, i128 9223372036854775807
  %c104 = icmp slt i128 %least95, %least102
  %min105 = select i1 %c104, i128 %least95, i128 %least102
  %c106 = icmp slt i128 %most96, %most103
  %min107 = select i1 %c106, i128 %most96, i128 %most103
  %c108 = icmp sgt i128 0, %min105
  %max109 = select i1 %c108, i128 0, i128 %min105
  %c110 = icmp sgt i128 0, %min107
  %max111 = select i1 %c110, i128 0, i128 %min107
  %extent112 = sext i64 %dim8 to i128
  %low_ok113 = icmp sge i128 %max109, 0
  %high_ok114 = icmp slt i128 %max111, %extent112
  %ok115 = and i1 %ok72, %low_ok113
  %ok116 = and i1 %ok115, %high_ok114
  %v117 = load i64, ptr %j, align 8
  %add118 = add i64 %v117, 1
  %base119 = sext i64 %add118 to i128
  store i64 1, ptr %j, align 8
  %v120 = load i64, ptr %j, align 8
  %add121 = add i64 %v120, 1
  store i64 0, ptr %j, align 8
  %at_next122 = sext i64 %add121 to i128
  %step123 = sub i128 %at_next122, %base119
  %step124 = trunc i128 %step123 to i64
  %step125 = sext i64 %step124 to i128
  %len126 = sub i64 %min23, 0
  %span127 = sub i64 %len126, 1
  %span128 = sext i64 %span127 to i128
  %reach129 = mul i128 %step125, %span128
  %c130 = icmp slt i128 %reach129, 0
  %min131 = select i1 %c130, i128 %reach129, i128 0
  %c132 = icmp sgt i128 %reach129, 0
  %max133 = select i1 %c132, i128 %reach129, i128 0
  %least134 = add i128 %base119, %min131
  %most135 = add i128 %base119, %max133
  %fits_low136 = icmp sge i128 %least134, -9223372036854775808
  %fits_high137 = icmp sle i128 %most135, 9223372036854775807
  %fits138 = and i1 %fits_low136, %fits_high137
  %least139 = select i1 %fits138, i128 %least134, i128 -9223372036854775808
  %most140 = select i1 %fits138, i128 %most135, i128 9223372036854775807
  %sub141 = sub i64 %dim8, 1
  %base142 = sext i64 %sub141 to i128
  %fits_low143 = icmp sge i128 %base142, -9223372036854775808
  %fits_high144 = icmp sle i128 %base142, 9223372036854775807
  %fits145 = and i1 %fits_low143, %fits_high144
  %least146 = select i1 %fits145, i128 %base142, i128 -9223372036854775808
  %most147 = select i1 %fits145, i128 %base142, i128 9223372036854775807
  %c148 = icmp slt i128 %least139, %least146
  %min149 = select i1 %c148, i128 %least139, i128 %least146
  %c150 = icmp slt i128 %most140, %most147
  %min151 = select i1 %c150, i128 %most140, i128 %most147
  %c152 = icmp sgt i128 0, %min149
  %max153 = select i1 %c152, i128 0, i128 %min149
  %c154 = icmp sgt i128 0, %min151
  %max155 = select i1 %c154, i128 0, i128 %min151
  %extent156 = sext i64 %dim8 to i128
  %low_ok157 = icmp sge i128 %max153, 0
  %high_ok158 = icmp slt i128 %max155, %extent156
  %ok159 = and i1 %ok116, %low_ok157
  %ok160 = and i1 %ok159, %high_ok158
  %v161 = load i64, ptr %i, align 8
  %add162 = add i64 %v161, 0
  %sub163 = sub i64 %dim, 1
  %c164 = icmp slt i64 %add162, %sub163
  %mm165 = select i1 %c164, i64 %add162, i64 %sub163
  %c166 = icmp sgt i64 0, %mm165
  %mm167 = select i1 %c166, i64 0, i64 %mm165
  %base168 = sext i64 %mm167 to i128
  %fits_low169 = icmp sge i128 %base168, -9223372036854775808
  %fits_high170 = icmp sle i128 %base168, 9223372036854775807
  %fits171 = and i1 %fits_low169, %fits_high170
  %least172 = select i1 %fits171, i128 %base168, i128 -9223372036854775808
  %most173 = select i1 %fits171, i128 %base168, i128 9223372036854775807
  %extent174 = sext i64 %dim to i128
  %low_ok175 = icmp sge i128 %least172, 0
  %high_ok176 = icmp slt i128 %most173, %extent174
  %ok177 = and i1 %ok160, %low_ok175
  %ok178 = and i1 %ok177, %high_ok176
  %v179 = load i64, ptr %i, align 8
  %add180 = add i64 %v179, 1
  %sub181 = sub i64 %dim, 1
  %c182 = icmp slt i64 %add180, %sub181
  %mm183 = select i1 %c182, i64 %add180, i64 %sub181
  %c184 = icmp sgt i64 0, %mm183
  %mm185 = select i1 %c184, i64 0, i64 %mm183
  %base186 = sext i64 %mm185 to i128
  %fits_low187 = icmp sge i128 %base186, -9223372036854775808
  %fits_high188 = icmp sle i128 %base186, 9223372036854775807
  %fits189 = and i1 %fits_low187, %fits_high188
  %least190 = select i1 %fits189, i128 %base186, i128 -9223372036854775808
  %most191 = select i1 %fits189, i128 %base186, i128 9223372036854775807
  %extent192 = sext i64 %dim to i128
  %low_ok193 = icmp sge i128 %least190, 0
  %high_ok194 = icmp slt i128 %most191, %extent192
  %ok195 = and i1 %ok178, %low_ok193
  %ok196 = and i1 %ok195, %high_ok194
  br i1 %ok196, label %proved, label %checked

proved:                                           ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop197

checked:                                          ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop419

versions_done:                                    ; preds = %exit421, %exit199
  store i64 %min23, ptr %j, align 8
  %v765 = load i64, ptr %i, align 8
  %add766 = add i64 %v765, -1
  %sub767 = sub i64 %dim, 1
  %c768 = icmp slt i64 %add766, %sub767
  %mm769 = select i1 %c768, i64 %add766, i64 %sub767
  %c770 = icmp sgt i64 0, %mm769
  %mm771 = select i1 %c770, i64 0, i64 %mm769
  %base772 = sext i64 %mm771 to i128
  %fits_low773 = icmp sge i128 %base772, -9223372036854775808
  %fits_high774 = icmp sle i128 %base772, 9223372036854775807
  %fits775 = and i1 %fits_low773, %fits_high774
  %least776 = select i1 %fits775, i128 %base772, i128 -9223372036854775808
  %most777 = select i1 %fits775, i128 %base772, i128 9223372036854775807
  %extent778 = sext i64 %dim to i128
  %low_ok779 = icmp sge i128 %least776, 0
  %high_ok780 = icmp slt i128 %most777, %extent778
  %ok781 = and i1 true, %low_ok779
  %ok782 = and i1 %ok781, %high_ok780
  %v783 = load i64, ptr %j, align 8
  %add784 = add i64 %v783, -1
  %base785 = sext i64 %add784 to i128
  %next786 = add i64 %min23, 1
  store i64 %next786, ptr %j, align 8
  %v787 = load i64, ptr %j, align 8
  %add788 = add i64 %v787, -1
  store i64 %min23, ptr %j, align 8
  %at_next789 = sext i64 %add788 to i128
  %step790 = sub i128 %at_next789, %base785
  %step791 = trunc i128 %step790 to i64
  %step792 = sext i64 %step791 to i128
  %len793 = sub i64 %min27, %min23
  %span794 = sub i64 %len793, 1
  %span795 = sext i64 %span794 to i128
  %reach796 = mul i128 %step792, %span795
  %c797 = icmp slt i128 %reach796, 0
  %min798 = select i1 %c797, i128 %reach796, i128 0
  %c799 = icmp sgt i128 %reach796, 0
  %max800 = select i1 %c799, i128 %reach796, i128 0
  %least801 = add i128 %base785, %min798
  %most802 = add i128 %base785, %max800
  %fits_low803 = icmp sge i128 %least801, -9223372036854775808
  %fits_high804 = icmp sle i128 %most802, 9223372036854775807
  %fits805 = and i1 %fits_low803, %fits_high804
  %least806 = select i1 %fits805, i128 %least801, i128 -9223372036854775808
  %most807 = select i1 %fits805, i128 %most802, i128 9223372036854775807
  %sub808 = sub i64 %dim8, 1
  %base809 = sext i64 %sub808 to i128
  %fits_low810 = icmp sge i128 %base809, -9223372036854775808
  %fits_high811 = icmp sle i128 %base809, 9223372036854775807
  %fits812 = and i1 %fits_low810, %fits_high811
  %least813 = select i1 %fits812, i128 %base809, i128 -9223372036854775808
  %most814 = select i1 %fits812, i128 %base809, i128 9223372036854775807
  %c815 = icmp slt i128 %least806, %least813
  %min816 = select i1 %c815, i128 %least806, i128 %least813
  %c817 = icmp slt i128 %most807, %most814
  %min818 = select i1 %c817, i128 %most807, i128 %most814
  %c819 = icmp sgt i128 0, %min816
  %max820 = select i1 %c819, i128 0, i128 %min816
  %c821 = icmp sgt i128 0, %min818
  %max822 = select i1 %c821, i128 0, i128 %min818
  %extent823 = sext i64 %dim8 to i128
  %low_ok824 = icmp sge i128 %max820, 0
  %high_ok825 = icmp slt i128 %max822, %extent823
  %ok826 = and i1 %ok782, %low_ok824
  %ok827 = and i1 %ok826, %high_ok825
  %v828 = load i64, ptr %j, align 8
  %add829 = add i64 %v828, 0
  %base830 = sext i64 %add829 to i128
  %next831 = add i64 %min23, 1
  store i64 %next831, ptr %j, align 8
  %v832 = load i64, ptr %j, align 8
  %add833 = add i64 %v832, 0
  store i64 %min23, ptr %j, align 8
  %at_next834 = sext i64 %add833 to i128
  %step835 = sub i128 %at_next834, %base830
  %step836 = trunc i128 %step835 to i64
  %step837 = sext i64 %step836 to i128
  %len838 = sub i64 %min27, %min23
  %span839 = sub i64 %len838, 1
  %span840 = sext i64 %span839 to i128
  %reach841 = mul i128 %step837, %span840
  %c842 = icmp slt i128 %reach841, 0
  %min843 = select i1 %c842, i128 %reach841, i128 0
  %c844 = icmp sgt i128 %reach841, 0
  %max845 = select i1 %c844, i128 %reach841, i128 0
  %least846 = add i128 %base830, %min843
  %most847 = add i128 %base830, %max845
  %fits_low848 = icmp sge i128 %least846, -9223372036854775808
  %fits_high849 = icmp sle i128 %most847, 9223372036854775807
  %fits850 = and i1 %fits_low848, %fits_high849
  %least851 = select i1 %fits850, i128 %least846, i128 -9223372036854775808
  %most852 = select i1 %fits850, i128 %most847, i128 9223372036854775807
  %sub853 = sub i64 %dim8, 1
  %base854 = sext i64 %sub853 to i128
  %fits_low855 = icmp sge i128 %base854, -9223372036854775808
  %fits_high856 = icmp sle i128 %base854, 9223372036854775807
  %fits857 = and i1 %fits_low855, %fits_high856
  %least858 = select i1 %fits857, i128 %base854, i128 -9223372036854775808
  %most859 = select i1 %fits857, i128 %base854, i128 9223372036854775807
  %c860 = icmp slt i128 %least851, %least858
  %min861 = select i1 %c860, i128 %least851, i128 %least858
  %c862 = icmp slt i128 %most852, %most859
  %min863 = select i1 %c862, i128 %most852, i128 %most859
  %c864 = icmp sgt i128 0, %min861
  %max865 = select i1 %c864, i128 0, i128 %min861
  %c866 = icmp sgt i128 0, %min863
  %max867 = select i1 %c866, i128 0, i128 %min863
  %extent868 = sext i64 %dim8 to i128
  %low_ok869 = icmp sge i128 %max865, 0
  %high_ok870 = icmp slt i128 %max867, %extent868
  %ok871 = and i1 %ok827, %low_ok869
  %ok872 = and i1 %ok871, %high_ok870
  %v873 = load i64, ptr %j, align 8
  %add874 = add i64 %v873, 1
  %base875 = sext i64 %add874 to i128
  %next876 = add i64 %min23, 1
  store i64 %next876, ptr %j, align 8
  %v877 = load i64, ptr %j, align 8
  %add878 = add i64 %v877, 1
  store i64 %min23, ptr %j, align 8
  %at_next879 = sext i64 %add878 to i128
  %step880 = sub i128 %at_next879, %base875
  %step881 = trunc i128 %step880 to i64
  %step882 = sext i64 %step881 to i128
  %len883 = sub i64 %min27, %min23
  %span884 = sub i64 %len883, 1
  %span885 = sext i64 %span884 to i128
  %reach886 = mul i128 %step882, %span885
  %c887 = icmp slt i128 %reach886, 0
  %min888 = select i1 %c887, i128 %reach886, i128 0
  %c889 = icmp sgt i128 %reach886, 0
  %max890 = select i1 %c889, i128 %reach886, i128 0
  %least891 = add i128 %base875, %min888
  %most892 = add i128 %base875, %max890
  %fits_low893 = icmp sge i128 %least891, -9223372036854775808
  %fits_high894 = icmp sle i128 %most892, 9223372036854775807
  %fits895 = and i1 %fits_low893, %fits_high894
  %least896 = select i1 %fits895, i128 %least891, i128 -9223372036854775808
  %most897 = select i1 %fits895, i128 %most892, i128 9223372036854775807
  %sub898 = sub i64 %dim8, 1
  %base899 = sext i64 %sub898 to i128
  %fits_low900 = icmp sge i128 %base899, -9223372036854775808
  %fits_high901 = icmp sle i128 %base899, 9223372036854775807
  %fits902 = and i1 %fits_low900, %fits_high901
  %least903 = select i1 %fits902, i128 %base899, i128 -9223372036854775808
  %most904 = select i1 %fits902, i128 %base899, i128 9223372036854775807
  %c905 = icmp slt i128 %least896, %least903
  %min906 = select i1 %c905, i128 %least896, i128 %least903
  %c907 = icmp slt i128 %most897, %most904
  %min908 = select i1 %c907, i128 %most897, i128 %most904
  %c909 = icmp sgt i128 0, %min906
  %max910 = select i1 %c909, i128 0, i128 %min906
  %c911 = icmp sgt i128 0, %min908
  %max912 = select i1 %c911, i128 0, i128 %min908
  %extent913 = sext i64 %dim8 to i128
  %low_ok914 = icmp sge i128 %max910, 0
  %high_ok915 = icmp slt i128 %max912, %extent913
  %ok916 = and i1 %ok872, %low_ok914
  %ok917 = and i1 %ok916, %high_ok915
  %v918 = load i64, ptr %i, align 8
  %add919 = add i64 %v918, 0
  %sub920 = sub i64 %dim, 1
  %c921 = icmp slt i64 %add919, %sub920
  %mm922 = select i1 %c921, i64 %add919, i64 %sub920
  %c923 = icmp sgt i64 0, %mm922
  %mm924 = select i1 %c923, i64 0, i64 %mm922
  %base925 = sext i64 %mm924 to i128
  %fits_low926 = icmp sge i128 %base925, -9223372036854775808
  %fits_high927 = icmp sle i128 %base925, 9223372036854775807
  %fits928 = and i1 %fits_low926, %fits_high927
  %least929 = select i1 %fits928, i128 %base925, i128 -9223372036854775808
  %most930 = select i1 %fits928, i128 %base925, i128 9223372036854775807
  %extent931 = sext i64 %dim to i128
  %low_ok932 = icmp sge i128 %least929, 0
  %high_ok933 = icmp slt i128 %most930, %extent931
  %ok934 = and i1 %ok917, %low_ok932
  %ok935 = and i1 %ok934, %high_ok933
  %v936 = load i64, ptr %i, align 8
  %add937 = add i64 %v936, 1
  %sub938 = sub i64 %dim, 1
  %c939 = icmp slt i64 %add937, %sub938
  %mm940 = select i1 %c939, i64 %add937, i64 %sub938
  %c941 = icmp sgt i64 0, %mm940
  %mm942 = select i1 %c941, i64 0, i64 %mm940
  %base943 = sext i64 %mm942 to i128
  %fits_low944 = icmp sge i128 %base943, -9223372036854775808
  %fits_high945 = icmp sle i128 %base943, 9223372036854775807
  %fits946 = and i1 %fits_low944, %fits_high945
  %least947 = select i1 %fits946, i128 %base943, i128 -9223372036854775808
  %most948 = select i1 %fits946, i128 %base943, i128 9223372036854775807
  %extent949 = sext i64 %dim to i128
  %low_ok950 = icmp sge i128 %least947, 0
  %high_ok951 = icmp slt i128 %most948, %extent949
  %ok952 = and i1 %ok935, %low_ok950
  %ok953 = and i1 %ok952, %high_ok951
  br i1 %ok953, label %proved954, label %checked955

loop197:                                          ; preds = %body198, %proved
  %i200 = load i64, ptr %j, align 8
  %more201 = icmp slt i64 %i200, %min23
  br i1 %more201, label %body198, label %exit199

body198:                                          ; preds = %loop197
  %v202 = load i64, ptr %i, align 8
  %add203 = add i64 %v202, -1
  %sub204 = sub i64 %dim, 1
  %c205 = icmp slt i64 %add203, %sub204
  %mm206 = select i1 %c205, i64 %add203, i64 %sub204
  %c207 = icmp sgt i64 0, %mm206
  %mm208 = select i1 %c207, i64 0, i64 %mm206
  %v209 = load i64, ptr %j, align 8
  %add210 = add i64 %v209, -1
  %sub211 = sub i64 %dim8, 1
  %c212 = icmp slt i64 %add210, %sub211
  %mm213 = select i1 %c212, i64 %add210, i64 %sub211
  %c214 = icmp sgt i64 0, %mm213
  %mm215 = select i1 %c214, i64 0, i64 %mm213
  %pos = mul i64 0, %dim
  %pos216 = add i64 %pos, %mm208
  %pos217 = mul i64 %pos216, %dim8
  %pos218 = add i64 %pos217, %mm215
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos218
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %j0_42, align 4
  %v219 = load i64, ptr %i, align 8
  %add220 = add i64 %v219, -1
  %sub221 = sub i64 %dim, 1
  %c222 = icmp slt i64 %add220, %sub221
  %mm223 = select i1 %c222, i64 %add220, i64 %sub221
  %c224 = icmp sgt i64 0, %mm223
  %mm225 = select i1 %c224, i64 0, i64 %mm223
  %v226 = load i64, ptr %j, align 8
  %add227 = add i64 %v226, 0
  %sub228 = sub i64 %dim8, 1
  %c229 = icmp slt i64 %add227, %sub228
  %mm230 = select i1 %c229, i64 %add227, i64 %sub228
  %c231 = icmp sgt i64 0, %mm230
  %mm232 = select i1 %c231, i64 0, i64 %mm230
  %pos233 = mul i64 0, %dim
  %pos234 = add i64 %pos233, %mm225
  %pos235 = mul i64 %pos234, %dim8
  %pos236 = add i64 %pos235, %mm232
  %elp237 = getelementptr inbounds float, ptr %buf, i64 %pos236
  %el238 = load float, ptr %elp237, align 4, !alias.scope !0, !noalias !3
  store float %el238, ptr %j0_43, align 4
  %v239 = load i64, ptr %i, align 8
  %add240 = add i64 %v239, -1
  %sub241 = sub i64 %dim, 1
  %c242 = icmp slt i64 %add240, %sub241
  %mm243 = select i1 %c242, i64 %add240, i64 %sub241
  %c244 = icmp sgt i64 0, %mm243
  %mm245 = select i1 %c244, i64 0, i64 %mm243
  %v246 = load i64, ptr %j, align 8
  %add247 = add i64 %v246, 1
  %sub248 = sub i64 %dim8, 1
  %c249 = icmp slt i64 %add247, %sub248
  %mm250 = select i1 %c249, i64 %add247, i64 %sub248
  %c251 = icmp sgt i64 0, %mm250
  %mm252 = select i1 %c251, i64 0, i64 %mm250
  %pos253 = mul i64 0, %dim
  %pos254 = add i64 %pos253, %mm245
  %pos255 = mul i64 %pos254, %dim8
  %pos256 = add i64 %pos255, %mm252
  %elp257 = getelementptr inbounds float, ptr %buf, i64 %pos256
  %el258 = load float, ptr %elp257, align 4, !alias.scope !0, !noalias !3
  store float %el258, ptr %j0_44, align 4
  %v259 = load i64, ptr %i, align 8
  %add260 = add i64 %v259, 0
  %sub261 = sub i64 %dim, 1
  %c262 = icmp slt i64 %add260, %sub261
  %mm263 = select i1 %c262, i64 %add260, i64 %sub261
  %c264 = icmp sgt i64 0, %mm263
  %mm265 = select i1 %c264, i64 0, i64 %mm263
  %v266 = load i64, ptr %j, align 8
  %add267 = add i64 %v266, -1
  %sub268 = sub i64 %dim8, 1
  %c269 = icmp slt i64 %add267, %sub268
  %mm270 = select i1 %c269, i64 %add267, i64 %sub268
  %c271 = icmp sgt i64 0, %mm270
  %mm272 = select i1 %c271, i64 0, i64 %mm270
  %pos273 = mul i64 0, %dim
  %pos274 = add i64 %pos273, %mm265
  %pos275 = mul i64 %pos274, %dim8
  %pos276 = add i64 %pos275, %mm272
  %elp277 = getelementptr inbounds float, ptr %buf, i64 %pos276
  %el278 = load float, ptr %elp277, align 4, !alias.scope !0, !noalias !3
  store float %el278, ptr %j0_45, align 4
  %v279 = load i64, ptr %i, align 8
  %add280 = add i64 %v279, 0
  %sub281 = sub i64 %dim, 1
  %c282 = icmp slt i64 %add280, %sub281
  %mm283 = select i1 %c282, i64 %add280, i64 %sub281
  %c284 = icmp sgt i64 0, %mm283
  %mm285 = select i1 %c284, i64 0, i64 %mm283
  %v286 = load i64, ptr %j, align 8
  %add287 = add i64 %v286, 0
  %sub288 = sub i64 %dim8, 1
  %c289 = icmp slt i64 %add287, %sub288
  %mm290 = select i1 %c289, i64 %add287, i64 %sub288
  %c291 = icmp sgt i64 0, %mm290
  %mm292 = select i1 %c291, i64 0, i64 %mm290
  %pos293 = mul i64 0, %dim
  %pos294 = add i64 %pos293, %mm285
  %pos295 = mul i64 %pos294, %dim8
  %pos296 = add i64 %pos295, %mm292
  %elp297 = getelementptr inbounds float, ptr %buf, i64 %pos296
  %el298 = load float, ptr %elp297, align 4, !alias.scope !0, !noalias !3
  store float %el298, ptr %j0_46, align 4
  %v299 = load i64, ptr %i, align 8
  %add300 = add i64 %v299, 0
  %sub301 = sub i64 %dim, 1
  %c302 = icmp slt i64 %add300, %sub301
  %mm303 = select i1 %c302, i64 %add300, i64 %sub301
  %c304 = icmp sgt i64 0, %mm303
  %mm305 = select i1 %c304, i64 0, i64 %mm303
  %v306 = load i64, ptr %j, align 8
  %add307 = add i64 %v306, 1
  %sub308 = sub i64 %dim8, 1
  %c309 = icmp slt i64 %add307, %sub308
  %mm310 = select i1 %c309, i64 %add307, i64 %sub308
  %c311 = icmp sgt i64 0, %mm310
  %mm312 = select i1 %c311, i64 0, i64 %mm310
  %pos313 = mul i64 0, %dim
  %pos314 = add i64 %pos313, %mm305
  %pos315 = mul i64 %pos314, %dim8
  %pos316 = add i64 %pos315, %mm312
  %elp317 = getelementptr inbounds float, ptr %buf, i64 %pos316
  %el318 = load float, ptr %elp317, align 4, !alias.scope !0, !noalias !3
  store float %el318, ptr %j0_47, align 4
  %v319 = load i64, ptr %i, align 8
  %add320 = add i64 %v319, 1
  %sub321 = sub i64 %dim, 1
  %c322 = icmp slt i64 %add320, %sub321
  %mm323 = select i1 %c322, i64 %add320, i64 %sub321
  %c324 = icmp sgt i64 0, %mm323
  %mm325 = select i1 %c324, i64 0, i64 %mm323
  %v326 = load i64, ptr %j, align 8
  %add327 = add i64 %v326, -1
  %sub328 = sub i64 %dim8, 1
  %c329 = icmp slt i64 %add327, %sub328
  %mm330 = select i1 %c329, i64 %add327, i64 %sub328
  %c331 = icmp sgt i64 0, %mm330
  %mm332 = select i1 %c331, i64 0, i64 %mm330
  %pos333 = mul i64 0, %dim
  %pos334 = add i64 %pos333, %mm325
  %pos335 = mul i64 %pos334, %dim8
  %pos336 = add i64 %pos335, %mm332
  %elp337 = getelementptr inbounds float, ptr %buf, i64 %pos336
  %el338 = load float, ptr %elp337, align 4, !alias.scope !0, !noalias !3
  store float %el338, ptr %j0_48, align 4
  %v339 = load i64, ptr %i, align 8
  %add340 = add i64 %v339, 1
  %sub341 = sub i64 %dim, 1
  %c342 = icmp slt i64 %add340, %sub341
  %mm343 = select i1 %c342, i64 %add340, i64 %sub341
  %c344 = icmp sgt i64 0, %mm343
  %mm345 = select i1 %c344, i64 0, i64 %mm343
  %v346 = load i64, ptr %j, align 8
  %add347 = add i64 %v346, 0
  %sub348 = sub i64 %dim8, 1
  %c349 = icmp slt i64 %add347, %sub348
  %mm350 = select i1 %c349, i64 %add347, i64 %sub348
  %c351 = icmp sgt i64 0, %mm350
  %mm352 = select i1 %c351, i64 0, i64 %mm350
  %pos353 = mul i64 0, %dim
  %pos354 = add i64 %pos353, %mm345
  %pos355 = mul i64 %pos354, %dim8
  %pos356 = add i64 %pos355, %mm352
  %elp357 = getelementptr inbounds float, ptr %buf, i64 %pos356
  %el358 = load float, ptr %elp357, align 4, !alias.scope !0, !noalias !3
  store float %el358, ptr %j0_49, align 4
  %v359 = load i64, ptr %i, align 8
  %add360 = add i64 %v359, 1
  %sub361 = sub i64 %dim, 1
  %c362 = icmp slt i64 %add360, %sub361
  %mm363 = select i1 %c362, i64 %add360, i64 %sub361
  %c364 = icmp sgt i64 0, %mm363
  %mm365 = select i1 %c364, i64 0, i64 %mm363
  %v366 = load i64, ptr %j, align 8
  %add367 = add i64 %v366, 1
  %sub368 = sub i64 %dim8, 1
  %c369 = icmp slt i64 %add367, %sub368
  %mm370 = select i1 %c369, i64 %add367, i64 %sub368
  %c371 = icmp sgt i64 0, %mm370
  %mm372 = select i1 %c371, i64 0, i64 %mm370
  %pos373 = mul i64 0, %dim
  %pos374 = add i64 %pos373, %mm365
  %pos375 = mul i64 %pos374, %dim8
  %pos376 = add i64 %pos375, %mm372
  %elp377 = getelementptr inbounds float, ptr %buf, i64 %pos376
  %el378 = load float, ptr %elp377, align 4, !alias.scope !0, !noalias !3
  store float %el378, ptr %j0_50, align 4
  %v379 = load float, ptr %j0_43, align 4
  %v380 = load float, ptr %j0_46, align 4
  %fs = fsub float %v379, %v380
  store float %fs, ptr %derivs_39.0, align 4
  %v381 = load float, ptr %j0_49, align 4
  %v382 = load float, ptr %j0_46, align 4
  %fs383 = fsub float %v381, %v382
  store float %fs383, ptr %derivs_39.1, align 4
  %v384 = load float, ptr %j0_45, align 4
  %v385 = load float, ptr %j0_46, align 4
  %fs386 = fsub float %v384, %v385
  store float %fs386, ptr %derivs_39.2, align 4
  %v387 = load float, ptr %j0_47, align 4
  %v388 = load float, ptr %j0_46, align 4
  %fs389 = fsub float %v387, %v388
  store float %fs389, ptr %derivs_39.3, align 4
  %v390 = load i64, ptr %i, align 8
  %v391 = load i64, ptr %j, align 8
  %pos392 = mul i64 0, %dim
  %pos393 = add i64 %pos392, %v390
  %pos394 = mul i64 %pos393, %dim8
  %pos395 = add i64 %pos394, %v391
  %v396 = load float, ptr %derivs_39.0, align 4
  %tup = insertvalue { float, float, float, float } undef, float %v396, 0
  %v397 = load float, ptr %derivs_39.1, align 4
  %tup398 = insertvalue { float, float, float, float } %tup, float %v397, 1
  %v399 = load float, ptr %derivs_39.2, align 4
  %tup400 = insertvalue { float, float, float, float } %tup398, float %v399, 2
  %v401 = load float, ptr %derivs_39.3, align 4
  %tup402 = insertvalue { float, float, float, float } %tup400, float %v401, 3
  %f = extractvalue { float, float, float, float } %tup402, 0
  %elp405 = getelementptr inbounds float, ptr %buf404, i64 %pos395
  store float %f, ptr %elp405, align 4, !alias.scope !8, !noalias !9
  %f406 = extractvalue { float, float, float, float } %tup402, 1
  %elp409 = getelementptr inbounds float, ptr %buf408, i64 %pos395
  store float %f406, ptr %elp409, align 4, !alias.scope !10, !noalias !11
  %f410 = extractvalue { float, float, float, float } %tup402, 2
  %elp413 = getelementptr inbounds float, ptr %buf412, i64 %pos395
  store float %f410, ptr %elp413, align 4, !alias.scope !12, !noalias !13
  %f414 = extractvalue { float, float, float, float } %tup402, 3
  %elp417 = getelementptr inbounds float, ptr %buf416, i64 %pos395
  store float %f414, ptr %elp417, align 4, !alias.scope !14, !noalias !15
  %i418 = load i64, ptr %j, align 8
  %next = add i64 %i418, 1
  store i64 %next, ptr %j, align 8
  br label %loop197

exit199:                                          ; preds = %loop197
  br label %versions_done

loop419:                                          ; preds = %ok720, %checked
  %i422 = load i64, ptr %j, align 8
  %more423 = icmp slt i64 %i422, %min23
  br i1 %more423, label %body420, label %exit421

body420:                                          ; preds = %loop419
  %v424 = load i64, ptr %i, align 8
  %add425 = add i64 %v424, -1
  %sub426 = sub i64 %dim, 1
  %c427 = icmp slt i64 %add425, %sub426
  %mm428 = select i1 %c427, i64 %add425, i64 %sub426
  %c429 = icmp sgt i64 0, %mm428
  %mm430 = select i1 %c429, i64 0, i64 %mm428
  %v431 = load i64, ptr %j, align 8
  %add432 = add i64 %v431, -1
  %sub433 = sub i64 %dim8, 1
  %c434 = icmp slt i64 %add432, %sub433
  %mm435 = select i1 %c434, i64 %add432, i64 %sub433
  %c436 = icmp sgt i64 0, %mm435
  %mm437 = select i1 %c436, i64 0, i64 %mm435
  %inb = icmp ult i64 %mm430, %dim
  br i1 %inb, label %ok439, label %fail438

exit421:                                          ; preds = %loop419
  br label %versions_done

fail438:                                          ; preds = %body420
  %errp440 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp440, align 8
  %errp441 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp441, align 8
  %errp442 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm430, ptr %errp442, align 8
  %errp443 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp443, align 8
  ret i32 1

ok439:                                            ; preds = %body420
  %pos444 = mul i64 0, %dim
  %pos445 = add i64 %pos444, %mm430
  %inb446 = icmp ult i64 %mm437, %dim8
  br i1 %inb446, label %ok448, label %fail447

fail447:                                          ; preds = %ok439
  %errp449 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp449, align 8
  %errp450 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp450, align 8
  %errp451 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm437, ptr %errp451, align 8
  %errp452 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp452, align 8
  ret i32 1

ok448:                                            ; preds = %ok439
  %pos453 = mul i64 %pos445, %dim8
  %pos454 = add i64 %pos453, %mm437
  %elp455 = getelementptr inbounds float, ptr %buf, i64 %pos454
  %el456 = load float, ptr %elp455, align 4, !alias.scope !0, !noalias !3
  store float %el456, ptr %j0_42, align 4
  %v457 = load i64, ptr %i, align 8
  %add458 = add i64 %v457, -1
  %sub459 = sub i64 %dim, 1
  %c460 = icmp slt i64 %add458, %sub459
  %mm461 = select i1 %c460, i64 %add458, i64 %sub459
  %c462 = icmp sgt i64 0, %mm461
  %mm463 = select i1 %c462, i64 0, i64 %mm461
  %v464 = load i64, ptr %j, align 8
  %add465 = add i64 %v464, 0
  %sub466 = sub i64 %dim8, 1
  %c467 = icmp slt i64 %add465, %sub466
  %mm468 = select i1 %c467, i64 %add465, i64 %sub466
  %c469 = icmp sgt i64 0, %mm468
  %mm470 = select i1 %c469, i64 0, i64 %mm468
  %inb471 = icmp ult i64 %mm463, %dim
  br i1 %inb471, label %ok473, label %fail472

fail472:                                          ; preds = %ok448
  %errp474 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp474, align 8
  %errp475 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp475, align 8
  %errp476 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm463, ptr %errp476, align 8
  %errp477 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp477, align 8
  ret i32 1

ok473:                                            ; preds = %ok448
  %pos478 = mul i64 0, %dim
  %pos479 = add i64 %pos478, %mm463
  %inb480 = icmp ult i64 %mm470, %dim8
  br i1 %inb480, label %ok482, label %fail481

fail481:                                          ; preds = %ok473
  %errp483 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp483, align 8
  %errp484 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp484, align 8
  %errp485 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm470, ptr %errp485, align 8
  %errp486 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp486, align 8
  ret i32 1

ok482:                                            ; preds = %ok473
  %pos487 = mul i64 %pos479, %dim8
  %pos488 = add i64 %pos487, %mm470
  %elp489 = getelementptr inbounds float, ptr %buf, i64 %pos488
  %el490 = load float, ptr %elp489, align 4, !alias.scope !0, !noalias !3
  store float %el490, ptr %j0_43, align 4
  %v491 = load i64, ptr %i, align 8
  %add492 = add i64 %v491, -1
  %sub493 = sub i64 %dim, 1
  %c494 = icmp slt i64 %add492, %sub493
  %mm495 = select i1 %c494, i64 %add492, i64 %sub493
  %c496 = icmp sgt i64 0, %mm495
  %mm497 = select i1 %c496, i64 0, i64 %mm495
  %v498 = load i64, ptr %j, align 8
  %add499 = add i64 %v498, 1
  %sub500 = sub i64 %dim8, 1
  %c501 = icmp slt i64 %add499, %sub500
  %mm502 = select i1 %c501, i64 %add499, i64 %sub500
  %c503 = icmp sgt i64 0, %mm502
  %mm504 = select i1 %c503, i64 0, i64 %mm502
  %inb505 = icmp ult i64 %mm497, %dim
  br i1 %inb505, label %ok507, label %fail506

fail506:                                          ; preds = %ok482
  %errp508 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp508, align 8
  %errp509 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp509, align 8
  %errp510 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm497, ptr %errp510, align 8
  %errp511 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp511, align 8
  ret i32 1

ok507:                                            ; preds = %ok482
  %pos512 = mul i64 0, %dim
  %pos513 = add i64 %pos512, %mm497
  %inb514 = icmp ult i64 %mm504, %dim8
  br i1 %inb514, label %ok516, label %fail515

fail515:                                          ; preds = %ok507
  %errp517 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp517, align 8
  %errp518 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp518, align 8
  %errp519 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm504, ptr %errp519, align 8
  %errp520 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp520, align 8
  ret i32 1

ok516:                                            ; preds = %ok507
  %pos521 = mul i64 %pos513, %dim8
  %pos522 = add i64 %pos521, %mm504
  %elp523 = getelementptr inbounds float, ptr %buf, i64 %pos522
  %el524 = load float, ptr %elp523, align 4, !alias.scope !0, !noalias !3
  store float %el524, ptr %j0_44, align 4
  %v525 = load i64, ptr %i, align 8
  %add526 = add i64 %v525, 0
  %sub527 = sub i64 %dim, 1
  %c528 = icmp slt i64 %add526, %sub527
  %mm529 = select i1 %c528, i64 %add526, i64 %sub527
  %c530 = icmp sgt i64 0, %mm529
  %mm531 = select i1 %c530, i64 0, i64 %mm529
  %v532 = load i64, ptr %j, align 8
  %add533 = add i64 %v532, -1
  %sub534 = sub i64 %dim8, 1
  %c535 = icmp slt i64 %add533, %sub534
  %mm536 = select i1 %c535, i64 %add533, i64 %sub534
  %c537 = icmp sgt i64 0, %mm536
  %mm538 = select i1 %c537, i64 0, i64 %mm536
  %inb539 = icmp ult i64 %mm531, %dim
  br i1 %inb539, label %ok541, label %fail540

fail540:                                          ; preds = %ok516
  %errp542 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp542, align 8
  %errp543 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp543, align 8
  %errp544 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm531, ptr %errp544, align 8
  %errp545 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp545, align 8
  ret i32 1

ok541:                                            ; preds = %ok516
  %pos546 = mul i64 0, %dim
  %pos547 = add i64 %pos546, %mm531
  %inb548 = icmp ult i64 %mm538, %dim8
  br i1 %inb548, label %ok550, label %fail549

fail549:                                          ; preds = %ok541
  %errp551 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp551, align 8
  %errp552 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp552, align 8
  %errp553 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm538, ptr %errp553, align 8
  %errp554 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp554, align 8
  ret i32 1

ok550:                                            ; preds = %ok541
  %pos555 = mul i64 %pos547, %dim8
  %pos556 = add i64 %pos555, %mm538
  %elp557 = getelementptr inbounds float, ptr %buf, i64 %pos556
  %el558 = load float, ptr %elp557, align 4, !alias.scope !0, !noalias !3
  store float %el558, ptr %j0_45, align 4
  %v559 = load i64, ptr %i, align 8
  %add560 = add i64 %v559, 0
  %sub561 = sub i64 %dim, 1
  %c562 = icmp slt i64 %add560, %sub561
  %mm563 = select i1 %c562, i64 %add560, i64 %sub561
  %c564 = icmp sgt i64 0, %mm563
  %mm565 = select i1 %c564, i64 0, i64 %mm563
  %v566 = load i64, ptr %j, align 8
  %add567 = add i64 %v566, 0
  %sub568 = sub i64 %dim8, 1
  %c569 = icmp slt i64 %add567, %sub568
  %mm570 = select i1 %c569, i64 %add567, i64 %sub568
  %c571 = icmp sgt i64 0, %mm570
  %mm572 = select i1 %c571, i64 0, i64 %mm570
  %inb573 = icmp ult i64 %mm565, %dim
  br i1 %inb573, label %ok575, label %fail574

fail574:                                          ; preds = %ok550
  %errp576 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp576, align 8
  %errp577 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp577, align 8
  %errp578 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm565, ptr %errp578, align 8
  %errp579 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp579, align 8
  ret i32 1

ok575:                                            ; preds = %ok550
  %pos580 = mul i64 0, %dim
  %pos581 = add i64 %pos580, %mm565
  %inb582 = icmp ult i64 %mm572, %dim8
  br i1 %inb582, label %ok584, label %fail583

fail583:                                          ; preds = %ok575
  %errp585 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp585, align 8
  %errp586 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp586, align 8
  %errp587 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm572, ptr %errp587, align 8
  %errp588 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp588, align 8
  ret i32 1

ok584:                                            ; preds = %ok575
  %pos589 = mul i64 %pos581, %dim8
  %pos590 = add i64 %pos589, %mm572
  %elp591 = getelementptr inbounds float, ptr %buf, i64 %pos590
  %el592 = load float, ptr %elp591, align 4, !alias.scope !0, !noalias !3
  store float %el592, ptr %j0_46, align 4
  %v593 = load i64, ptr %i, align 8
  %add594 = add i64 %v593, 0
  %sub595 = sub i64 %dim, 1
  %c596 = icmp slt i64 %add594, %sub595
  %mm597 = select i1 %c596, i64 %add594, i64 %sub595
  %c598 = icmp sgt i64 0, %mm597
  %mm599 = select i1 %c598, i64 0, i64 %mm597
  %v600 = load i64, ptr %j, align 8
  %add601 = add i64 %v600, 1
  %sub602 = sub i64 %dim8, 1
  %c603 = icmp slt i64 %add601, %sub602
  %mm604 = select i1 %c603, i64 %add601, i64 %sub602
  %c605 = icmp sgt i64 0, %mm604
  %mm606 = select i1 %c605, i64 0, i64 %mm604
  %inb607 = icmp ult i64 %mm599, %dim
  br i1 %inb607, label %ok609, label %fail608

fail608:                                          ; preds = %ok584
  %errp610 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp610, align 8
  %errp611 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp611, align 8
  %errp612 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm599, ptr %errp612, align 8
  %errp613 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp613, align 8
  ret i32 1

ok609:                                            ; preds = %ok584
  %pos614 = mul i64 0, %dim
  %pos615 = add i64 %pos614, %mm599
  %inb616 = icmp ult i64 %mm606, %dim8
  br i1 %inb616, label %ok618, label %fail617

fail617:                                          ; preds = %ok609
  %errp619 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp619, align 8
  %errp620 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp620, align 8
  %errp621 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm606, ptr %errp621, align 8
  %errp622 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp622, align 8
  ret i32 1

ok618:                                            ; preds = %ok609
  %pos623 = mul i64 %pos615, %dim8
  %pos624 = add i64 %pos623, %mm606
  %elp625 = getelementptr inbounds float, ptr %buf, i64 %pos624
  %el626 = load float, ptr %elp625, align 4, !alias.scope !0, !noalias !3
  store float %el626, ptr %j0_47, align 4
  %v627 = load i64, ptr %i, align 8
  %add628 = add i64 %v627, 1
  %sub629 = sub i64 %dim, 1
  %c630 = icmp slt i64 %add628, %sub629
  %mm631 = select i1 %c630, i64 %add628, i64 %sub629
  %c632 = icmp sgt i64 0, %mm631
  %mm633 = select i1 %c632, i64 0, i64 %mm631
  %v634 = load i64, ptr %j, align 8
  %add635 = add i64 %v634, -1
  %sub636 = sub i64 %dim8, 1
  %c637 = icmp slt i64 %add635, %sub636
  %mm638 = select i1 %c637, i64 %add635, i64 %sub636
  %c639 = icmp sgt i64 0, %mm638
  %mm640 = select i1 %c639, i64 0, i64 %mm638
  %inb641 = icmp ult i64 %mm633, %dim
  br i1 %inb641, label %ok643, label %fail642

fail642:                                          ; preds = %ok618
  %errp644 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp644, align 8
  %errp645 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp645, align 8
  %errp646 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm633, ptr %errp646, align 8
  %errp647 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp647, align 8
  ret i32 1

ok643:                                            ; preds = %ok618
  %pos648 = mul i64 0, %dim
  %pos649 = add i64 %pos648, %mm633
  %inb650 = icmp ult i64 %mm640, %dim8
  br i1 %inb650, label %ok652, label %fail651

fail651:                                          ; preds = %ok643
  %errp653 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp653, align 8
  %errp654 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp654, align 8
  %errp655 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm640, ptr %errp655, align 8
  %errp656 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp656, align 8
  ret i32 1

ok652:                                            ; preds = %ok643
  %pos657 = mul i64 %pos649, %dim8
  %pos658 = add i64 %pos657, %mm640
  %elp659 = getelementptr inbounds float, ptr %buf, i64 %pos658
  %el660 = load float, ptr %elp659, align 4, !alias.scope !0, !noalias !3
  store float %el660, ptr %j0_48, align 4
  %v661 = load i64, ptr %i, align 8
  %add662 = add i64 %v661, 1
  %sub663 = sub i64 %dim, 1
  %c664 = icmp slt i64 %add662, %sub663
  %mm665 = select i1 %c664, i64 %add662, i64 %sub663
  %c666 = icmp sgt i64 0, %mm665
  %mm667 = select i1 %c666, i64 0, i64 %mm665
  %v668 = load i64, ptr %j, align 8
  %add669 = add i64 %v668, 0
  %sub670 = sub i64 %dim8, 1
  %c671 = icmp slt i64 %add669, %sub670
  %mm672 = select i1 %c671, i64 %add669, i64 %sub670
  %c673 = icmp sgt i64 0, %mm672
  %mm674 = select i1 %c673, i64 0, i64 %mm672
  %inb675 = icmp ult i64 %mm667, %dim
  br i1 %inb675, label %ok677, label %fail676

fail676:                                          ; preds = %ok652
  %errp678 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp678, align 8
  %errp679 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp679, align 8
  %errp680 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm667, ptr %errp680, align 8
  %errp681 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp681, align 8
  ret i32 1

ok677:                                            ; preds = %ok652
  %pos682 = mul i64 0, %dim
  %pos683 = add i64 %pos682, %mm667
  %inb684 = icmp ult i64 %mm674, %dim8
  br i1 %inb684, label %ok686, label %fail685

fail685:                                          ; preds = %ok677
  %errp687 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp687, align 8
  %errp688 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp688, align 8
  %errp689 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm674, ptr %errp689, align 8
  %errp690 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp690, align 8
  ret i32 1

ok686:                                            ; preds = %ok677
  %pos691 = mul i64 %pos683, %dim8
  %pos692 = add i64 %pos691, %mm674
  %elp693 = getelementptr inbounds float, ptr %buf, i64 %pos692
  %el694 = load float, ptr %elp693, align 4, !alias.scope !0, !noalias !3
  store float %el694, ptr %j0_49, align 4
  %v695 = load i64, ptr %i, align 8
  %add696 = add i64 %v695, 1
  %sub697 = sub i64 %dim, 1
  %c698 = icmp slt i64 %add696, %sub697
  %mm699 = select i1 %c698, i64 %add696, i64 %sub697
  %c700 = icmp sgt i64 0, %mm699
  %mm701 = select i1 %c700, i64 0, i64 %mm699
  %v702 = load i64, ptr %j, align 8
  %add703 = add i64 %v702, 1
  %sub704 = sub i64 %dim8, 1
  %c705 = icmp slt i64 %add703, %sub704
  %mm706 = select i1 %c705, i64 %add703, i64 %sub704
  %c707 = icmp sgt i64 0, %mm706
  %mm708 = select i1 %c707, i64 0, i64 %mm706
  %inb709 = icmp ult i64 %mm701, %dim
  br i1 %inb709, label %ok711, label %fail710

fail710:                                          ; preds = %ok686
  %errp712 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp712, align 8
  %errp713 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp713, align 8
  %errp714 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm701, ptr %errp714, align 8
  %errp715 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp715, align 8
  ret i32 1

ok711:                                            ; preds = %ok686
  %pos716 = mul i64 0, %dim
  %pos717 = add i64 %pos716, %mm701
  %inb718 = icmp ult i64 %mm708, %dim8
  br i1 %inb718, label %ok720, label %fail719

fail719:                                          ; preds = %ok711
  %errp721 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp721, align 8
  %errp722 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp722, align 8
  %errp723 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm708, ptr %errp723, align 8
  %errp724 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp724, align 8
  ret i32 1

ok720:                                            ; preds = %ok711
  %pos725 = mul i64 %pos717, %dim8
  %pos726 = add i64 %pos725, %mm708
  %elp727 = getelementptr inbounds float, ptr %buf, i64 %pos726
  %el728 = load float, ptr %elp727, align 4, !alias.scope !0, !noalias !3
  store float %el728, ptr %j0_50, align 4
  %v729 = load float, ptr %j0_43, align 4
  %v730 = load float, ptr %j0_46, align 4
  %fs731 = fsub float %v729, %v730
  store float %fs731, ptr %derivs_39.0, align 4
  %v732 = load float, ptr %j0_49, align 4
  %v733 = load float, ptr %j0_46, align 4
  %fs734 = fsub float %v732, %v733
  store float %fs734, ptr %derivs_39.1, align 4
  %v735 = load float, ptr %j0_45, align 4
  %v736 = load float, ptr %j0_46, align 4
  %fs737 = fsub float %v735, %v736
  store float %fs737, ptr %derivs_39.2, align 4
  %v738 = load float, ptr %j0_47, align 4
  %v739 = load float, ptr %j0_46, align 4
  %fs740 = fsub float %v738, %v739
  store float %fs740, ptr %derivs_39.3, align 4
  %v741 = load i64, ptr %i, align 8
  %v742 = load i64, ptr %j, align 8
  %pos743 = mul i64 0, %dim
  %pos744 = add i64 %pos743, %v741
  %pos745 = mul i64 %pos744, %dim8
  %pos746 = add i64 %pos745, %v742
  %v747 = load float, ptr %derivs_39.0, align 4
  %tup748 = insertvalue { float, float, float, float } undef, float %v747, 0
  %v749 = load float, ptr %derivs_39.1, align 4
  %tup750 = insertvalue { float, float, float, float } %tup748, float %v749, 1
  %v751 = load float, ptr %derivs_39.2, align 4
  %tup752 = insertvalue { float, float, float, float } %tup750, float %v751, 2
  %v753 = load float, ptr %derivs_39.3, align 4
  %tup754 = insertvalue { float, float, float, float } %tup752, float %v753, 3
  %f755 = extractvalue { float, float, float, float } %tup754, 0
  %elp756 = getelementptr inbounds float, ptr %buf404, i64 %pos746
  store float %f755, ptr %elp756, align 4, !alias.scope !8, !noalias !9
  %f757 = extractvalue { float, float, float, float } %tup754, 1
  %elp758 = getelementptr inbounds float, ptr %buf408, i64 %pos746
  store float %f757, ptr %elp758, align 4, !alias.scope !10, !noalias !11
  %f759 = extractvalue { float, float, float, float } %tup754, 2
  %elp760 = getelementptr inbounds float, ptr %buf412, i64 %pos746
  store float %f759, ptr %elp760, align 4, !alias.scope !12, !noalias !13
  %f761 = extractvalue { float, float, float, float } %tup754, 3
  %elp762 = getelementptr inbounds float, ptr %buf416, i64 %pos746
  store float %f761, ptr %elp762, align 4, !alias.scope !14, !noalias !15
  %i763 = load i64, ptr %j, align 8
  %next764 = add i64 %i763, 1
  store i64 %next764, ptr %j, align 8
  br label %loop419

proved954:                                        ; preds = %versions_done
  store i64 %min23, ptr %j, align 8
  br label %loop957

checked955:                                       ; preds = %versions_done
  store i64 %min23, ptr %j, align 8
  br label %loop1132

versions_done956:                                 ; preds = %exit1134, %exit959
  store i64 %min27, ptr %j, align 8
  %v1434 = load i64, ptr %i, align 8
  %add1435 = add i64 %v1434, -1
  %sub1436 = sub i64 %dim, 1
  %c1437 = icmp slt i64 %add1435, %sub1436
  %mm1438 = select i1 %c1437, i64 %add1435, i64 %sub1436
  %c1439 = icmp sgt i64 0, %mm1438
  %mm1440 = select i1 %c1439, i64 0, i64 %mm1438
  %base1441 = sext i64 %mm1440 to i128
  %fits_low1442 = icmp sge i128 %base1441, -9223372036854775808
  %fits_high1443 = icmp sle i128 %base1441, 9223372036854775807
  %fits1444 = and i1 %fits_low1442, %fits_high1443
  %least1445 = select i1 %fits1444, i128 %base1441, i128 -9223372036854775808
  %most1446 = select i1 %fits1444, i128 %base1441, i128 9223372036854775807
  %extent1447 = sext i64 %dim to i128
  %low_ok1448 = icmp sge i128 %least1445, 0
  %high_ok1449 = icmp slt i128 %most1446, %extent1447
  %ok1450 = and i1 true, %low_ok1448
  %ok1451 = and i1 %ok1450, %high_ok1449
  %v1452 = load i64, ptr %j, align 8
  %add1453 = add i64 %v1452, -1
  %base1454 = sext i64 %add1453 to i128
  %next1455 = add i64 %min27, 1
  store i64 %next1455, ptr %j, align 8
  %v1456 = load i64, ptr %j, align 8
  %add1457 = add i64 %v1456, -1
  store i64 %min27, ptr %j, align 8
  %at_next1458 = sext i64 %add1457 to i128
  %step1459 = sub i128 %at_next1458, %base1454
  %step1460 = trunc i128 %step1459 to i64
  %step1461 = sext i64 %step1460 to i128
  %len1462 = sub i64 %dim8, %min27
  %span1463 = sub i64 %len1462, 1
  %span1464 = sext i64 %span1463 to i128
  %reach1465 = mul i128 %step1461, %span1464
  %c1466 = icmp slt i128 %reach1465, 0
  %min1467 = select i1 %c1466, i128 %reach1465, i128 0
  %c1468 = icmp sgt i128 %reach1465, 0
  %max1469 = select i1 %c1468, i128 %reach1465, i128 0
  %least1470 = add i128 %base1454, %min1467
  %most1471 = add i128 %base1454, %max1469
  %fits_low1472 = icmp sge i128 %least1470, -9223372036854775808
  %fits_high1473 = icmp sle i128 %most1471, 9223372036854775807
  %fits1474 = and i1 %fits_low1472, %fits_high1473
  %least1475 = select i1 %fits1474, i128 %least1470, i128 -9223372036854775808
  %most1476 = select i1 %fits1474, i128 %most1471, i128 9223372036854775807
  %sub1477 = sub i64 %dim8, 1
  %base1478 = sext i64 %sub1477 to i128
  %fits_low1479 = icmp sge i128 %base1478, -9223372036854775808
  %fits_high1480 = icmp sle i128 %base1478, 9223372036854775807
  %fits1481 = and i1 %fits_low1479, %fits_high1480
  %least1482 = select i1 %fits1481, i128 %base1478, i128 -9223372036854775808
  %most1483 = select i1 %fits1481, i128 %base1478, i128 9223372036854775807
  %c1484 = icmp slt i128 %least1475, %least1482
  %min1485 = select i1 %c1484, i128 %least1475, i128 %least1482
  %c1486 = icmp slt i128 %most1476, %most1483
  %min1487 = select i1 %c1486, i128 %most1476, i128 %most1483
  %c1488 = icmp sgt i128 0, %min1485
  %max1489 = select i1 %c1488, i128 0, i128 %min1485
  %c1490 = icmp sgt i128 0, %min1487
  %max1491 = select i1 %c1490, i128 0, i128 %min1487
  %extent1492 = sext i64 %dim8 to i128
  %low_ok1493 = icmp sge i128 %max1489, 0
  %high_ok1494 = icmp slt i128 %max1491, %extent1492
  %ok1495 = and i1 %ok1451, %low_ok1493
  %ok1496 = and i1 %ok1495, %high_ok1494
  %v1497 = load i64, ptr %j, align 8
  %add1498 = add i64 %v1497, 0
  %base1499 = sext i64 %add1498 to i128
  %next1500 = add i64 %min27, 1
  store i64 %next1500, ptr %j, align 8
  %v1501 = load i64, ptr %j, align 8
  %add1502 = add i64 %v1501, 0
  store i64 %min27, ptr %j, align 8
  %at_next1503 = sext i64 %add1502 to i128
  %step1504 = sub i128 %at_next1503, %base1499
  %step1505 = trunc i128 %step1504 to i64
  %step1506 = sext i64 %step1505 to i128
  %len1507 = sub i64 %dim8, %min27
  %span1508 = sub i64 %len1507, 1
  %span1509 = sext i64 %span1508 to i128
  %reach1510 = mul i128 %step1506, %span1509
  %c1511 = icmp slt i128 %reach1510, 0
  %min1512 = select i1 %c1511, i128 %reach1510, i128 0
  %c1513 = icmp sgt i128 %reach1510, 0
  %max1514 = select i1 %c1513, i128 %reach1510, i128 0
  %least1515 = add i128 %base1499, %min1512
  %most1516 = add i128 %base1499, %max1514
  %fits_low1517 = icmp sge i128 %least1515, -9223372036854775808
  %fits_high1518 = icmp sle i128 %most1516, 9223372036854775807
  %fits1519 = and i1 %fits_low1517, %fits_high1518
  %least1520 = select i1 %fits1519, i128 %least1515, i128 -9223372036854775808
  %most1521 = select i1 %fits1519, i128 %most1516, i128 9223372036854775807
  %sub1522 = sub i64 %dim8, 1
  %base1523 = sext i64 %sub1522 to i128
  %fits_low1524 = icmp sge i128 %base1523, -9223372036854775808
  %fits_high1525 = icmp sle i128 %base1523, 9223372036854775807
  %fits1526 = and i1 %fits_low1524, %fits_high1525
  %least1527 = select i1 %fits1526, i128 %base1523, i128 -9223372036854775808
  %most1528 = select i1 %fits1526, i128 %base1523, i128 9223372036854775807
  %c1529 = icmp slt i128 %least1520, %least1527
  %min1530 = select i1 %c1529, i128 %least1520, i128 %least1527
  %c1531 = icmp slt i128 %most1521, %most1528
  %min1532 = select i1 %c1531, i128 %most1521, i128 %most1528
  %c1533 = icmp sgt i128 0, %min1530
  %max1534 = select i1 %c1533, i128 0, i128 %min1530
  %c1535 = icmp sgt i128 0, %min1532
  %max1536 = select i1 %c1535, i128 0, i128 %min1532
  %extent1537 = sext i64 %dim8 to i128
  %low_ok1538 = icmp sge i128 %max1534, 0
  %high_ok1539 = icmp slt i128 %max1536, %extent1537
  %ok1540 = and i1 %ok1496, %low_ok1538
  %ok1541 = and i1 %ok1540, %high_ok1539
  %v1542 = load i64, ptr %j, align 8
  %add1543 = add i64 %v1542, 1
  %base1544 = sext i64 %add1543 to i128
  %next1545 = add i64 %min27, 1
  store i64 %next1545, ptr %j, align 8
  %v1546 = load i64, ptr %j, align 8
  %add1547 = add i64 %v1546, 1
  store i64 %min27, ptr %j, align 8
  %at_next1548 = sext i64 %add1547 to i128
  %step1549 = sub i128 %at_next1548, %base1544
  %step1550 = trunc i128 %step1549 to i64
  %step1551 = sext i64 %step1550 to i128
  %len1552 = sub i64 %dim8, %min27
  %span1553 = sub i64 %len1552, 1
  %span1554 = sext i64 %span1553 to i128
  %reach1555 = mul i128 %step1551, %span1554
  %c1556 = icmp slt i128 %reach1555, 0
  %min1557 = select i1 %c1556, i128 %reach1555, i128 0
  %c1558 = icmp sgt i128 %reach1555, 0
  %max1559 = select i1 %c1558, i128 %reach1555, i128 0
  %least1560 = add i128 %base1544, %min1557
  %most1561 = add i128 %base1544, %max1559
  %fits_low1562 = icmp sge i128 %least1560, -9223372036854775808
  %fits_high1563 = icmp sle i128 %most1561, 9223372036854775807
  %fits1564 = and i1 %fits_low1562, %fits_high1563
  %least1565 = select i1 %fits1564, i128 %least1560, i128 -9223372036854775808
  %most1566 = select i1 %fits1564, i128 %most1561, i128 9223372036854775807
  %sub1567 = sub i64 %dim8, 1
  %base1568 = sext i64 %sub1567 to i128
  %fits_low1569 = icmp sge i128 %base1568, -9223372036854775808
  %fits_high1570 = icmp sle i128 %base1568, 9223372036854775807
  %fits1571 = and i1 %fits_low1569, %fits_high1570
  %least1572 = select i1 %fits1571, i128 %base1568, i128 -9223372036854775808
  %most1573 = select i1 %fits1571, i128 %base1568, i128 9223372036854775807
  %c1574 = icmp slt i128 %least1565, %least1572
  %min1575 = select i1 %c1574, i128 %least1565, i128 %least1572
  %c1576 = icmp slt i128 %most1566, %most1573
  %min1577 = select i1 %c1576, i128 %most1566, i128 %most1573
  %c1578 = icmp sgt i128 0, %min1575
  %max1579 = select i1 %c1578, i128 0, i128 %min1575
  %c1580 = icmp sgt i128 0, %min1577
  %max1581 = select i1 %c1580, i128 0, i128 %min1577
  %extent1582 = sext i64 %dim8 to i128
  %low_ok1583 = icmp sge i128 %max1579, 0
  %high_ok1584 = icmp slt i128 %max1581, %extent1582
  %ok1585 = and i1 %ok1541, %low_ok1583
  %ok1586 = and i1 %ok1585, %high_ok1584
  %v1587 = load i64, ptr %i, align 8
  %add1588 = add i64 %v1587, 0
  %sub1589 = sub i64 %dim, 1
  %c1590 = icmp slt i64 %add1588, %sub1589
  %mm1591 = select i1 %c1590, i64 %add1588, i64 %sub1589
  %c1592 = icmp sgt i64 0, %mm1591
  %mm1593 = select i1 %c1592, i64 0, i64 %mm1591
  %base1594 = sext i64 %mm1593 to i128
  %fits_low1595 = icmp sge i128 %base1594, -9223372036854775808
  %fits_high1596 = icmp sle i128 %base1594, 9223372036854775807
  %fits1597 = and i1 %fits_low1595, %fits_high1596
  %least1598 = select i1 %fits1597, i128 %base1594, i128 -9223372036854775808
  %most1599 = select i1 %fits1597, i128 %base1594, i128 9223372036854775807
  %extent1600 = sext i64 %dim to i128
  %low_ok1601 = icmp sge i128 %least1598, 0
  %high_ok1602 = icmp slt i128 %most1599, %extent1600
  %ok1603 = and i1 %ok1586, %low_ok1601
  %ok1604 = and i1 %ok1603, %high_ok1602
  %v1605 = load i64, ptr %i, align 8
  %add1606 = add i64 %v1605, 1
  %sub1607 = sub i64 %dim, 1
  %c1608 = icmp slt i64 %add1606, %sub1607
  %mm1609 = select i1 %c1608, i64 %add1606, i64 %sub1607
  %c1610 = icmp sgt i64 0, %mm1609
  %mm1611 = select i1 %c1610, i64 0, i64 %mm1609
  %base1612 = sext i64 %mm1611 to i128
  %fits_low1613 = icmp sge i128 %base1612, -9223372036854775808
  %fits_high1614 = icmp sle i128 %base1612, 9223372036854775807
  %fits1615 = and i1 %fits_low1613, %fits_high1614
  %least1616 = select i1 %fits1615, i128 %base1612, i128 -9223372036854775808
  %most1617 = select i1 %fits1615, i128 %base1612, i128 9223372036854775807
  %extent1618 = sext i64 %dim to i128
  %low_ok1619 = icmp sge i128 %least1616, 0
  %high_ok1620 = icmp slt i128 %most1617, %extent1618
  %ok1621 = and i1 %ok1604, %low_ok1619
  %ok1622 = and i1 %ok1621, %high_ok1620
  br i1 %ok1622, label %proved1623, label %checked1624

loop957:                                          ; preds = %body958, %proved954
  %i960 = load i64, ptr %j, align 8
  %more961 = icmp slt i64 %i960, %min27
  br i1 %more961, label %body958, label %exit959

body958:                                          ; preds = %loop957
  %v962 = load i64, ptr %i, align 8
  %add963 = add i64 %v962, -1
  %sub964 = sub i64 %dim, 1
  %c965 = icmp slt i64 %add963, %sub964
  %mm966 = select i1 %c965, i64 %add963, i64 %sub964
  %c967 = icmp sgt i64 0, %mm966
  %mm968 = select i1 %c967, i64 0, i64 %mm966
  %j969 = load i64, ptr %j, align 8
  %tap = add i64 %j969, -1
  %pos970 = mul i64 0, %dim
  %pos971 = add i64 %pos970, %mm968
  %pos972 = mul i64 %pos971, %dim8
  %pos973 = add i64 %pos972, %tap
  %elp974 = getelementptr inbounds float, ptr %buf, i64 %pos973
  %el975 = load float, ptr %elp974, align 4, !alias.scope !0, !noalias !3
  store float %el975, ptr %j0_42, align 4
  %v976 = load i64, ptr %i, align 8
  %add977 = add i64 %v976, -1
  %sub978 = sub i64 %dim, 1
  %c979 = icmp slt i64 %add977, %sub978
  %mm980 = select i1 %c979, i64 %add977, i64 %sub978
  %c981 = icmp sgt i64 0, %mm980
  %mm982 = select i1 %c981, i64 0, i64 %mm980
  %j983 = load i64, ptr %j, align 8
  %tap984 = add i64 %j983, 0
  %pos985 = mul i64 0, %dim
  %pos986 = add i64 %pos985, %mm982
  %pos987 = mul i64 %pos986, %dim8
  %pos988 = add i64 %pos987, %tap984
  %elp989 = getelementptr inbounds float, ptr %buf, i64 %pos988
  %el990 = load float, ptr %elp989, align 4, !alias.scope !0, !noalias !3
  store float %el990, ptr %j0_43, align 4
  %v991 = load i64, ptr %i, align 8
  %add992 = add i64 %v991, -1
  %sub993 = sub i64 %dim, 1
  %c994 = icmp slt i64 %add992, %sub993
  %mm995 = select i1 %c994, i64 %add992, i64 %sub993
  %c996 = icmp sgt i64 0, %mm995
  %mm997 = select i1 %c996, i64 0, i64 %mm995
  %j998 = load i64, ptr %j, align 8
  %tap999 = add i64 %j998, 1
  %pos1000 = mul i64 0, %dim
  %pos1001 = add i64 %pos1000, %mm997
  %pos1002 = mul i64 %pos1001, %dim8
  %pos1003 = add i64 %pos1002, %tap999
  %elp1004 = getelementptr inbounds float, ptr %buf, i64 %pos1003
  %el1005 = load float, ptr %elp1004, align 4, !alias.scope !0, !noalias !3
  store float %el1005, ptr %j0_44, align 4
  %v1006 = load i64, ptr %i, align 8
  %add1007 = add i64 %v1006, 0
  %sub1008 = sub i64 %dim, 1
  %c1009 = icmp slt i64 %add1007, %sub1008
  %mm1010 = select i1 %c1009, i64 %add1007, i64 %sub1008
  %c1011 = icmp sgt i64 0, %mm1010
  %mm1012 = select i1 %c1011, i64 0, i64 %mm1010
  %j1013 = load i64, ptr %j, align 8
  %tap1014 = add i64 %j1013, -1
  %pos1015 = mul i64 0, %dim
  %pos1016 = add i64 %pos1015, %mm1012
  %pos1017 = mul i64 %pos1016, %dim8
  %pos1018 = add i64 %pos1017, %tap1014
  %elp1019 = getelementptr inbounds float, ptr %buf, i64 %pos1018
  %el1020 = load float, ptr %elp1019, align 4, !alias.scope !0, !noalias !3
  store float %el1020, ptr %j0_45, align 4
  %v1021 = load i64, ptr %i, align 8
  %add1022 = add i64 %v1021, 0
  %sub1023 = sub i64 %dim, 1
  %c1024 = icmp slt i64 %add1022, %sub1023
  %mm1025 = select i1 %c1024, i64 %add1022, i64 %sub1023
  %c1026 = icmp sgt i64 0, %mm1025
  %mm1027 = select i1 %c1026, i64 0, i64 %mm1025
  %j1028 = load i64, ptr %j, align 8
  %tap1029 = add i64 %j1028, 0
  %pos1030 = mul i64 0, %dim
  %pos1031 = add i64 %pos1030, %mm1027
  %pos1032 = mul i64 %pos1031, %dim8
  %pos1033 = add i64 %pos1032, %tap1029
  %elp1034 = getelementptr inbounds float, ptr %buf, i64 %pos1033
  %el1035 = load float, ptr %elp1034, align 4, !alias.scope !0, !noalias !3
  store float %el1035, ptr %j0_46, align 4
  %v1036 = load i64, ptr %i, align 8
  %add1037 = add i64 %v1036, 0
  %sub1038 = sub i64 %dim, 1
  %c1039 = icmp slt i64 %add1037, %sub1038
  %mm1040 = select i1 %c1039, i64 %add1037, i64 %sub1038
  %c1041 = icmp sgt i64 0, %mm1040
  %mm1042 = select i1 %c1041, i64 0, i64 %mm1040
  %j1043 = load i64, ptr %j, align 8
  %tap1044 = add i64 %j1043, 1
  %pos1045 = mul i64 0, %dim
  %pos1046 = add i64 %pos1045, %mm1042
  %pos1047 = mul i64 %pos1046, %dim8
  %pos1048 = add i64 %pos1047, %tap1044
  %elp1049 = getelementptr inbounds float, ptr %buf, i64 %pos1048
  %el1050 = load float, ptr %elp1049, align 4, !alias.scope !0, !noalias !3
  store float %el1050, ptr %j0_47, align 4
  %v1051 = load i64, ptr %i, align 8
  %add1052 = add i64 %v1051, 1
  %sub1053 = sub i64 %dim, 1
  %c1054 = icmp slt i64 %add1052, %sub1053
  %mm1055 = select i1 %c1054, i64 %add1052, i64 %sub1053
  %c1056 = icmp sgt i64 0, %mm1055
  %mm1057 = select i1 %c1056, i64 0, i64 %mm1055
  %j1058 = load i64, ptr %j, align 8
  %tap1059 = add i64 %j1058, -1
  %pos1060 = mul i64 0, %dim
  %pos1061 = add i64 %pos1060, %mm1057
  %pos1062 = mul i64 %pos1061, %dim8
  %pos1063 = add i64 %pos1062, %tap1059
  %elp1064 = getelementptr inbounds float, ptr %buf, i64 %pos1063
  %el1065 = load float, ptr %elp1064, align 4, !alias.scope !0, !noalias !3
  store float %el1065, ptr %j0_48, align 4
  %v1066 = load i64, ptr %i, align 8
  %add1067 = add i64 %v1066, 1
  %sub1068 = sub i64 %dim, 1
  %c1069 = icmp slt i64 %add1067, %sub1068
  %mm1070 = select i1 %c1069, i64 %add1067, i64 %sub1068
  %c1071 = icmp sgt i64 0, %mm1070
  %mm1072 = select i1 %c1071, i64 0, i64 %mm1070
  %j1073 = load i64, ptr %j, align 8
  %tap1074 = add i64 %j1073, 0
  %pos1075 = mul i64 0, %dim
  %pos1076 = add i64 %pos1075, %mm1072
  %pos1077 = mul i64 %pos1076, %dim8
  %pos1078 = add i64 %pos1077, %tap1074
  %elp1079 = getelementptr inbounds float, ptr %buf, i64 %pos1078
  %el1080 = load float, ptr %elp1079, align 4, !alias.scope !0, !noalias !3
  store float %el1080, ptr %j0_49, align 4
  %v1081 = load i64, ptr %i, align 8
  %add1082 = add i64 %v1081, 1
  %sub1083 = sub i64 %dim, 1
  %c1084 = icmp slt i64 %add1082, %sub1083
  %mm1085 = select i1 %c1084, i64 %add1082, i64 %sub1083
  %c1086 = icmp sgt i64 0, %mm1085
  %mm1087 = select i1 %c1086, i64 0, i64 %mm1085
  %j1088 = load i64, ptr %j, align 8
  %tap1089 = add i64 %j1088, 1
  %pos1090 = mul i64 0, %dim
  %pos1091 = add i64 %pos1090, %mm1087
  %pos1092 = mul i64 %pos1091, %dim8
  %pos1093 = add i64 %pos1092, %tap1089
  %elp1094 = getelementptr inbounds float, ptr %buf, i64 %pos1093
  %el1095 = load float, ptr %elp1094, align 4, !alias.scope !0, !noalias !3
  store float %el1095, ptr %j0_50, align 4
  %v1096 = load float, ptr %j0_43, align 4
  %v1097 = load float, ptr %j0_46, align 4
  %fs1098 = fsub float %v1096, %v1097
  store float %fs1098, ptr %derivs_39.0, align 4
  %v1099 = load float, ptr %j0_49, align 4
  %v1100 = load float, ptr %j0_46, align 4
  %fs1101 = fsub float %v1099, %v1100
  store float %fs1101, ptr %derivs_39.1, align 4
  %v1102 = load float, ptr %j0_45, align 4
  %v1103 = load float, ptr %j0_46, align 4
  %fs1104 = fsub float %v1102, %v1103
  store float %fs1104, ptr %derivs_39.2, align 4
  %v1105 = load float, ptr %j0_47, align 4
  %v1106 = load float, ptr %j0_46, align 4
  %fs1107 = fsub float %v1105, %v1106
  store float %fs1107, ptr %derivs_39.3, align 4
  %v1108 = load i64, ptr %i, align 8
  %v1109 = load i64, ptr %j, align 8
  %pos1110 = mul i64 0, %dim
  %pos1111 = add i64 %pos1110, %v1108
  %pos1112 = mul i64 %pos1111, %dim8
  %pos1113 = add i64 %pos1112, %v1109
  %v1114 = load float, ptr %derivs_39.0, align 4
  %tup1115 = insertvalue { float, float, float, float } undef, float %v1114, 0
  %v1116 = load float, ptr %derivs_39.1, align 4
  %tup1117 = insertvalue { float, float, float, float } %tup1115, float %v1116, 1
  %v1118 = load float, ptr %derivs_39.2, align 4
  %tup1119 = insertvalue { float, float, float, float } %tup1117, float %v1118, 2
  %v1120 = load float, ptr %derivs_39.3, align 4
  %tup1121 = insertvalue { float, float, float, float } %tup1119, float %v1120, 3
  %f1122 = extractvalue { float, float, float, float } %tup1121, 0
  %elp1123 = getelementptr inbounds float, ptr %buf404, i64 %pos1113
  store float %f1122, ptr %elp1123, align 4, !alias.scope !8, !noalias !9
  %f1124 = extractvalue { float, float, float, float } %tup1121, 1
  %elp1125 = getelementptr inbounds float, ptr %buf408, i64 %pos1113
  store float %f1124, ptr %elp1125, align 4, !alias.scope !10, !noalias !11
  %f1126 = extractvalue { float, float, float, float } %tup1121, 2
  %elp1127 = getelementptr inbounds float, ptr %buf412, i64 %pos1113
  store float %f1126, ptr %elp1127, align 4, !alias.scope !12, !noalias !13
  %f1128 = extractvalue { float, float, float, float } %tup1121, 3
  %elp1129 = getelementptr inbounds float, ptr %buf416, i64 %pos1113
  store float %f1128, ptr %elp1129, align 4, !alias.scope !14, !noalias !15
  %i1130 = load i64, ptr %j, align 8
  %next1131 = add i64 %i1130, 1
  store i64 %next1131, ptr %j, align 8
  br label %loop957

exit959:                                          ; preds = %loop957
  br label %versions_done956

loop1132:                                         ; preds = %ok1389, %checked955
  %i1135 = load i64, ptr %j, align 8
  %more1136 = icmp slt i64 %i1135, %min27
  br i1 %more1136, label %body1133, label %exit1134

body1133:                                         ; preds = %loop1132
  %v1137 = load i64, ptr %i, align 8
  %add1138 = add i64 %v1137, -1
  %sub1139 = sub i64 %dim, 1
  %c1140 = icmp slt i64 %add1138, %sub1139
  %mm1141 = select i1 %c1140, i64 %add1138, i64 %sub1139
  %c1142 = icmp sgt i64 0, %mm1141
  %mm1143 = select i1 %c1142, i64 0, i64 %mm1141
  %j1144 = load i64, ptr %j, align 8
  %tap1145 = add i64 %j1144, -1
  %inb1146 = icmp ult i64 %mm1143, %dim
  br i1 %inb1146, label %ok1148, label %fail1147

exit1134:                                         ; preds = %loop1132
  br label %versions_done956

fail1147:                                         ; preds = %body1133
  %errp1149 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1149, align 8
  %errp1150 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1150, align 8
  %errp1151 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1143, ptr %errp1151, align 8
  %errp1152 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1152, align 8
  ret i32 1

ok1148:                                           ; preds = %body1133
  %pos1153 = mul i64 0, %dim
  %pos1154 = add i64 %pos1153, %mm1143
  %inb1155 = icmp ult i64 %tap1145, %dim8
  br i1 %inb1155, label %ok1157, label %fail1156

fail1156:                                         ; preds = %ok1148
  %errp1158 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1158, align 8
  %errp1159 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1159, align 8
  %errp1160 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1145, ptr %errp1160, align 8
  %errp1161 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1161, align 8
  ret i32 1

ok1157:                                           ; preds = %ok1148
  %pos1162 = mul i64 %pos1154, %dim8
  %pos1163 = add i64 %pos1162, %tap1145
  %elp1164 = getelementptr inbounds float, ptr %buf, i64 %pos1163
  %el1165 = load float, ptr %elp1164, align 4, !alias.scope !0, !noalias !3
  store float %el1165, ptr %j0_42, align 4
  %v1166 = load i64, ptr %i, align 8
  %add1167 = add i64 %v1166, -1
  %sub1168 = sub i64 %dim, 1
  %c1169 = icmp slt i64 %add1167, %sub1168
  %mm1170 = select i1 %c1169, i64 %add1167, i64 %sub1168
  %c1171 = icmp sgt i64 0, %mm1170
  %mm1172 = select i1 %c1171, i64 0, i64 %mm1170
  %j1173 = load i64, ptr %j, align 8
  %tap1174 = add i64 %j1173, 0
  %inb1175 = icmp ult i64 %mm1172, %dim
  br i1 %inb1175, label %ok1177, label %fail1176

fail1176:                                         ; preds = %ok1157
  %errp1178 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1178, align 8
  %errp1179 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1179, align 8
  %errp1180 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1172, ptr %errp1180, align 8
  %errp1181 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1181, align 8
  ret i32 1

ok1177:                                           ; preds = %ok1157
  %pos1182 = mul i64 0, %dim
  %pos1183 = add i64 %pos1182, %mm1172
  %inb1184 = icmp ult i64 %tap1174, %dim8
  br i1 %inb1184, label %ok1186, label %fail1185

fail1185:                                         ; preds = %ok1177
  %errp1187 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1187, align 8
  %errp1188 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1188, align 8
  %errp1189 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1174, ptr %errp1189, align 8
  %errp1190 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1190, align 8
  ret i32 1

ok1186:                                           ; preds = %ok1177
  %pos1191 = mul i64 %pos1183, %dim8
  %pos1192 = add i64 %pos1191, %tap1174
  %elp1193 = getelementptr inbounds float, ptr %buf, i64 %pos1192
  %el1194 = load float, ptr %elp1193, align 4, !alias.scope !0, !noalias !3
  store float %el1194, ptr %j0_43, align 4
  %v1195 = load i64, ptr %i, align 8
  %add1196 = add i64 %v1195, -1
  %sub1197 = sub i64 %dim, 1
  %c1198 = icmp slt i64 %add1196, %sub1197
  %mm1199 = select i1 %c1198, i64 %add1196, i64 %sub1197
  %c1200 = icmp sgt i64 0, %mm1199
  %mm1201 = select i1 %c1200, i64 0, i64 %mm1199
  %j1202 = load i64, ptr %j, align 8
  %tap1203 = add i64 %j1202, 1
  %inb1204 = icmp ult i64 %mm1201, %dim
  br i1 %inb1204, label %ok1206, label %fail1205

fail1205:                                         ; preds = %ok1186
  %errp1207 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1207, align 8
  %errp1208 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1208, align 8
  %errp1209 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1201, ptr %errp1209, align 8
  %errp1210 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1210, align 8
  ret i32 1

ok1206:                                           ; preds = %ok1186
  %pos1211 = mul i64 0, %dim
  %pos1212 = add i64 %pos1211, %mm1201
  %inb1213 = icmp ult i64 %tap1203, %dim8
  br i1 %inb1213, label %ok1215, label %fail1214

fail1214:                                         ; preds = %ok1206
  %errp1216 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1216, align 8
  %errp1217 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1217, align 8
  %errp1218 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1203, ptr %errp1218, align 8
  %errp1219 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1219, align 8
  ret i32 1

ok1215:                                           ; preds = %ok1206
  %pos1220 = mul i64 %pos1212, %dim8
  %pos1221 = add i64 %pos1220, %tap1203
  %elp1222 = getelementptr inbounds float, ptr %buf, i64 %pos1221
  %el1223 = load float, ptr %elp1222, align 4, !alias.scope !0, !noalias !3
  store float %el1223, ptr %j0_44, align 4
  %v1224 = load i64, ptr %i, align 8
  %add1225 = add i64 %v1224, 0
  %sub1226 = sub i64 %dim, 1
  %c1227 = icmp slt i64 %add1225, %sub1226
  %mm1228 = select i1 %c1227, i64 %add1225, i64 %sub1226
  %c1229 = icmp sgt i64 0, %mm1228
  %mm1230 = select i1 %c1229, i64 0, i64 %mm1228
  %j1231 = load i64, ptr %j, align 8
  %tap1232 = add i64 %j1231, -1
  %inb1233 = icmp ult i64 %mm1230, %dim
  br i1 %inb1233, label %ok1235, label %fail1234

fail1234:                                         ; preds = %ok1215
  %errp1236 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1236, align 8
  %errp1237 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1237, align 8
  %errp1238 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1230, ptr %errp1238, align 8
  %errp1239 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1239, align 8
  ret i32 1

ok1235:                                           ; preds = %ok1215
  %pos1240 = mul i64 0, %dim
  %pos1241 = add i64 %pos1240, %mm1230
  %inb1242 = icmp ult i64 %tap1232, %dim8
  br i1 %inb1242, label %ok1244, label %fail1243

fail1243:                                         ; preds = %ok1235
  %errp1245 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1245, align 8
  %errp1246 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1246, align 8
  %errp1247 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1232, ptr %errp1247, align 8
  %errp1248 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1248, align 8
  ret i32 1

ok1244:                                           ; preds = %ok1235
  %pos1249 = mul i64 %pos1241, %dim8
  %pos1250 = add i64 %pos1249, %tap1232
  %elp1251 = getelementptr inbounds float, ptr %buf, i64 %pos1250
  %el1252 = load float, ptr %elp1251, align 4, !alias.scope !0, !noalias !3
  store float %el1252, ptr %j0_45, align 4
  %v1253 = load i64, ptr %i, align 8
  %add1254 = add i64 %v1253, 0
  %sub1255 = sub i64 %dim, 1
  %c1256 = icmp slt i64 %add1254, %sub1255
  %mm1257 = select i1 %c1256, i64 %add1254, i64 %sub1255
  %c1258 = icmp sgt i64 0, %mm1257
  %mm1259 = select i1 %c1258, i64 0, i64 %mm1257
  %j1260 = load i64, ptr %j, align 8
  %tap1261 = add i64 %j1260, 0
  %inb1262 = icmp ult i64 %mm1259, %dim
  br i1 %inb1262, label %ok1264, label %fail1263

fail1263:                                         ; preds = %ok1244
  %errp1265 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1265, align 8
  %errp1266 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1266, align 8
  %errp1267 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1259, ptr %errp1267, align 8
  %errp1268 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1268, align 8
  ret i32 1

ok1264:                                           ; preds = %ok1244
  %pos1269 = mul i64 0, %dim
  %pos1270 = add i64 %pos1269, %mm1259
  %inb1271 = icmp ult i64 %tap1261, %dim8
  br i1 %inb1271, label %ok1273, label %fail1272

fail1272:                                         ; preds = %ok1264
  %errp1274 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1274, align 8
  %errp1275 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1275, align 8
  %errp1276 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1261, ptr %errp1276, align 8
  %errp1277 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1277, align 8
  ret i32 1

ok1273:                                           ; preds = %ok1264
  %pos1278 = mul i64 %pos1270, %dim8
  %pos1279 = add i64 %pos1278, %tap1261
  %elp1280 = getelementptr inbounds float, ptr %buf, i64 %pos1279
  %el1281 = load float, ptr %elp1280, align 4, !alias.scope !0, !noalias !3
  store float %el1281, ptr %j0_46, align 4
  %v1282 = load i64, ptr %i, align 8
  %add1283 = add i64 %v1282, 0
  %sub1284 = sub i64 %dim, 1
  %c1285 = icmp slt i64 %add1283, %sub1284
  %mm1286 = select i1 %c1285, i64 %add1283, i64 %sub1284
  %c1287 = icmp sgt i64 0, %mm1286
  %mm1288 = select i1 %c1287, i64 0, i64 %mm1286
  %j1289 = load i64, ptr %j, align 8
  %tap1290 = add i64 %j1289, 1
  %inb1291 = icmp ult i64 %mm1288, %dim
  br i1 %inb1291, label %ok1293, label %fail1292

fail1292:                                         ; preds = %ok1273
  %errp1294 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1294, align 8
  %errp1295 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1295, align 8
  %errp1296 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1288, ptr %errp1296, align 8
  %errp1297 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1297, align 8
  ret i32 1

ok1293:                                           ; preds = %ok1273
  %pos1298 = mul i64 0, %dim
  %pos1299 = add i64 %pos1298, %mm1288
  %inb1300 = icmp ult i64 %tap1290, %dim8
  br i1 %inb1300, label %ok1302, label %fail1301

fail1301:                                         ; preds = %ok1293
  %errp1303 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1303, align 8
  %errp1304 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1304, align 8
  %errp1305 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1290, ptr %errp1305, align 8
  %errp1306 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1306, align 8
  ret i32 1

ok1302:                                           ; preds = %ok1293
  %pos1307 = mul i64 %pos1299, %dim8
  %pos1308 = add i64 %pos1307, %tap1290
  %elp1309 = getelementptr inbounds float, ptr %buf, i64 %pos1308
  %el1310 = load float, ptr %elp1309, align 4, !alias.scope !0, !noalias !3
  store float %el1310, ptr %j0_47, align 4
  %v1311 = load i64, ptr %i, align 8
  %add1312 = add i64 %v1311, 1
  %sub1313 = sub i64 %dim, 1
  %c1314 = icmp slt i64 %add1312, %sub1313
  %mm1315 = select i1 %c1314, i64 %add1312, i64 %sub1313
  %c1316 = icmp sgt i64 0, %mm1315
  %mm1317 = select i1 %c1316, i64 0, i64 %mm1315
  %j1318 = load i64, ptr %j, align 8
  %tap1319 = add i64 %j1318, -1
  %inb1320 = icmp ult i64 %mm1317, %dim
  br i1 %inb1320, label %ok1322, label %fail1321

fail1321:                                         ; preds = %ok1302
  %errp1323 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1323, align 8
  %errp1324 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1324, align 8
  %errp1325 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1317, ptr %errp1325, align 8
  %errp1326 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1326, align 8
  ret i32 1

ok1322:                                           ; preds = %ok1302
  %pos1327 = mul i64 0, %dim
  %pos1328 = add i64 %pos1327, %mm1317
  %inb1329 = icmp ult i64 %tap1319, %dim8
  br i1 %inb1329, label %ok1331, label %fail1330

fail1330:                                         ; preds = %ok1322
  %errp1332 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1332, align 8
  %errp1333 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1333, align 8
  %errp1334 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1319, ptr %errp1334, align 8
  %errp1335 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1335, align 8
  ret i32 1

ok1331:                                           ; preds = %ok1322
  %pos1336 = mul i64 %pos1328, %dim8
  %pos1337 = add i64 %pos1336, %tap1319
  %elp1338 = getelementptr inbounds float, ptr %buf, i64 %pos1337
  %el1339 = load float, ptr %elp1338, align 4, !alias.scope !0, !noalias !3
  store float %el1339, ptr %j0_48, align 4
  %v1340 = load i64, ptr %i, align 8
  %add1341 = add i64 %v1340, 1
  %sub1342 = sub i64 %dim, 1
  %c1343 = icmp slt i64 %add1341, %sub1342
  %mm1344 = select i1 %c1343, i64 %add1341, i64 %sub1342
  %c1345 = icmp sgt i64 0, %mm1344
  %mm1346 = select i1 %c1345, i64 0, i64 %mm1344
  %j1347 = load i64, ptr %j, align 8
  %tap1348 = add i64 %j1347, 0
  %inb1349 = icmp ult i64 %mm1346, %dim
  br i1 %inb1349, label %ok1351, label %fail1350

fail1350:                                         ; preds = %ok1331
  %errp1352 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1352, align 8
  %errp1353 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1353, align 8
  %errp1354 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1346, ptr %errp1354, align 8
  %errp1355 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1355, align 8
  ret i32 1

ok1351:                                           ; preds = %ok1331
  %pos1356 = mul i64 0, %dim
  %pos1357 = add i64 %pos1356, %mm1346
  %inb1358 = icmp ult i64 %tap1348, %dim8
  br i1 %inb1358, label %ok1360, label %fail1359

fail1359:                                         ; preds = %ok1351
  %errp1361 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1361, align 8
  %errp1362 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1362, align 8
  %errp1363 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1348, ptr %errp1363, align 8
  %errp1364 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1364, align 8
  ret i32 1

ok1360:                                           ; preds = %ok1351
  %pos1365 = mul i64 %pos1357, %dim8
  %pos1366 = add i64 %pos1365, %tap1348
  %elp1367 = getelementptr inbounds float, ptr %buf, i64 %pos1366
  %el1368 = load float, ptr %elp1367, align 4, !alias.scope !0, !noalias !3
  store float %el1368, ptr %j0_49, align 4
  %v1369 = load i64, ptr %i, align 8
  %add1370 = add i64 %v1369, 1
  %sub1371 = sub i64 %dim, 1
  %c1372 = icmp slt i64 %add1370, %sub1371
  %mm1373 = select i1 %c1372, i64 %add1370, i64 %sub1371
  %c1374 = icmp sgt i64 0, %mm1373
  %mm1375 = select i1 %c1374, i64 0, i64 %mm1373
  %j1376 = load i64, ptr %j, align 8
  %tap1377 = add i64 %j1376, 1
  %inb1378 = icmp ult i64 %mm1375, %dim
  br i1 %inb1378, label %ok1380, label %fail1379

fail1379:                                         ; preds = %ok1360
  %errp1381 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1381, align 8
  %errp1382 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1382, align 8
  %errp1383 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1375, ptr %errp1383, align 8
  %errp1384 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1384, align 8
  ret i32 1

ok1380:                                           ; preds = %ok1360
  %pos1385 = mul i64 0, %dim
  %pos1386 = add i64 %pos1385, %mm1375
  %inb1387 = icmp ult i64 %tap1377, %dim8
  br i1 %inb1387, label %ok1389, label %fail1388

fail1388:                                         ; preds = %ok1380
  %errp1390 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1390, align 8
  %errp1391 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1391, align 8
  %errp1392 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1377, ptr %errp1392, align 8
  %errp1393 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1393, align 8
  ret i32 1

ok1389:                                           ; preds = %ok1380
  %pos1394 = mul i64 %pos1386, %dim8
  %pos1395 = add i64 %pos1394, %tap1377
  %elp1396 = getelementptr inbounds float, ptr %buf, i64 %pos1395
  %el1397 = load float, ptr %elp1396, align 4, !alias.scope !0, !noalias !3
  store float %el1397, ptr %j0_50, align 4
  %v1398 = load float, ptr %j0_43, align 4
  %v1399 = load float, ptr %j0_46, align 4
  %fs1400 = fsub float %v1398, %v1399
  store float %fs1400, ptr %derivs_39.0, align 4
  %v1401 = load float, ptr %j0_49, align 4
  %v1402 = load float, ptr %j0_46, align 4
  %fs1403 = fsub float %v1401, %v1402
  store float %fs1403, ptr %derivs_39.1, align 4
  %v1404 = load float, ptr %j0_45, align 4
  %v1405 = load float, ptr %j0_46, align 4
  %fs1406 = fsub float %v1404, %v1405
  store float %fs1406, ptr %derivs_39.2, align 4
  %v1407 = load float, ptr %j0_47, align 4
  %v1408 = load float, ptr %j0_46, align 4
  %fs1409 = fsub float %v1407, %v1408
  store float %fs1409, ptr %derivs_39.3, align 4
  %v1410 = load i64, ptr %i, align 8
  %v1411 = load i64, ptr %j, align 8
  %pos1412 = mul i64 0, %dim
  %pos1413 = add i64 %pos1412, %v1410
  %pos1414 = mul i64 %pos1413, %dim8
  %pos1415 = add i64 %pos1414, %v1411
  %v1416 = load float, ptr %derivs_39.0, align 4
  %tup1417 = insertvalue { float, float, float, float } undef, float %v1416, 0
  %v1418 = load float, ptr %derivs_39.1, align 4
  %tup1419 = insertvalue { float, float, float, float } %tup1417, float %v1418, 1
  %v1420 = load float, ptr %derivs_39.2, align 4
  %tup1421 = insertvalue { float, float, float, float } %tup1419, float %v1420, 2
  %v1422 = load float, ptr %derivs_39.3, align 4
  %tup1423 = insertvalue { float, float, float, float } %tup1421, float %v1422, 3
  %f1424 = extractvalue { float, float, float, float } %tup1423, 0
  %elp1425 = getelementptr inbounds float, ptr %buf404, i64 %pos1415
  store float %f1424, ptr %elp1425, align 4, !alias.scope !8, !noalias !9
  %f1426 = extractvalue { float, float, float, float } %tup1423, 1
  %elp1427 = getelementptr inbounds float, ptr %buf408, i64 %pos1415
  store float %f1426, ptr %elp1427, align 4, !alias.scope !10, !noalias !11
  %f1428 = extractvalue { float, float, float, float } %tup1423, 2
  %elp1429 = getelementptr inbounds float, ptr %buf412, i64 %pos1415
  store float %f1428, ptr %elp1429, align 4, !alias.scope !12, !noalias !13
  %f1430 = extractvalue { float, float, float, float } %tup1423, 3
  %elp1431 = getelementptr inbounds float, ptr %buf416, i64 %pos1415
  store float %f1430, ptr %elp1431, align 4, !alias.scope !14, !noalias !15
  %i1432 = load i64, ptr %j, align 8
  %next1433 = add i64 %i1432, 1
  store i64 %next1433, ptr %j, align 8
  br label %loop1132

proved1623:                                       ; preds = %versions_done956
  store i64 %min27, ptr %j, align 8
  br label %loop1626

checked1624:                                      ; preds = %versions_done956
  store i64 %min27, ptr %j, align 8
  br label %loop1847

versions_done1625:                                ; preds = %exit1849, %exit1628
  %i2194 = load i64, ptr %i, align 8
  %next2195 = add i64 %i2194, 1
  store i64 %next2195, ptr %i, align 8
  br label %loop

loop1626:                                         ; preds = %body1627, %proved1623
  %i1629 = load i64, ptr %j, align 8
  %more1630 = icmp slt i64 %i1629, %dim8
  br i1 %more1630, label %body1627, label %exit1628

body1627:                                         ; preds = %loop1626
  %v1631 = load i64, ptr %i, align 8
  %add1632 = add i64 %v1631, -1
  %sub1633 = sub i64 %dim, 1
  %c1634 = icmp slt i64 %add1632, %sub1633
  %mm1635 = select i1 %c1634, i64 %add1632, i64 %sub1633
  %c1636 = icmp sgt i64 0, %mm1635
  %mm1637 = select i1 %c1636, i64 0, i64 %mm1635
  %v1638 = load i64, ptr %j, align 8
  %add1639 = add i64 %v1638, -1
  %sub1640 = sub i64 %dim8, 1
  %c1641 = icmp slt i64 %add1639, %sub1640
  %mm1642 = select i1 %c1641, i64 %add1639, i64 %sub1640
  %c1643 = icmp sgt i64 0, %mm1642
  %mm1644 = select i1 %c1643, i64 0, i64 %mm1642
  %pos1645 = mul i64 0, %dim
  %pos1646 = add i64 %pos1645, %mm1637
  %pos1647 = mul i64 %pos1646, %dim8
  %pos1648 = add i64 %pos1647, %mm1644
  %elp1649 = getelementptr inbounds float, ptr %buf, i64 %pos1648
  %el1650 = load float, ptr %elp1649, align 4, !alias.scope !0, !noalias !3
  store float %el1650, ptr %j0_42, align 4
  %v1651 = load i64, ptr %i, align 8
  %add1652 = add i64 %v1651, -1
  %sub1653 = sub i64 %dim, 1
  %c1654 = icmp slt i64 %add1652, %sub1653
  %mm1655 = select i1 %c1654, i64 %add1652, i64 %sub1653
  %c1656 = icmp sgt i64 0, %mm1655
  %mm1657 = select i1 %c1656, i64 0, i64 %mm1655
  %v1658 = load i64, ptr %j, align 8
  %add1659 = add i64 %v1658, 0
  %sub1660 = sub i64 %dim8, 1
  %c1661 = icmp slt i64 %add1659, %sub1660
  %mm1662 = select i1 %c1661, i64 %add1659, i64 %sub1660
  %c1663 = icmp sgt i64 0, %mm1662
  %mm1664 = select i1 %c1663, i64 0, i64 %mm1662
  %pos1665 = mul i64 0, %dim
  %pos1666 = add i64 %pos1665, %mm1657
  %pos1667 = mul i64 %pos1666, %dim8
  %pos1668 = add i64 %pos1667, %mm1664
  %elp1669 = getelementptr inbounds float, ptr %buf, i64 %pos1668
  %el1670 = load float, ptr %elp1669, align 4, !alias.scope !0, !noalias !3
  store float %el1670, ptr %j0_43, align 4
  %v1671 = load i64, ptr %i, align 8
  %add1672 = add i64 %v1671, -1
  %sub1673 = sub i64 %dim, 1
  %c1674 = icmp slt i64 %add1672, %sub1673
  %mm1675 = select i1 %c1674, i64 %add1672, i64 %sub1673
  %c1676 = icmp sgt i64 0, %mm1675
  %mm1677 = select i1 %c1676, i64 0, i64 %mm1675
  %v1678 = load i64, ptr %j, align 8
  %add1679 = add i64 %v1678, 1
  %sub1680 = sub i64 %dim8, 1
  %c1681 = icmp slt i64 %add1679, %sub1680
  %mm1682 = select i1 %c1681, i64 %add1679, i64 %sub1680
  %c1683 = icmp sgt i64 0, %mm1682
  %mm1684 = select i1 %c1683, i64 0, i64 %mm1682
  %pos1685 = mul i64 0, %dim
  %pos1686 = add i64 %pos1685, %mm1677
  %pos1687 = mul i64 %pos1686, %dim8
  %pos1688 = add i64 %pos1687, %mm1684
  %elp1689 = getelementptr inbounds float, ptr %buf, i64 %pos1688
  %el1690 = load float, ptr %elp1689, align 4, !alias.scope !0, !noalias !3
  store float %el1690, ptr %j0_44, align 4
  %v1691 = load i64, ptr %i, align 8
  %add1692 = add i64 %v1691, 0
  %sub1693 = sub i64 %dim, 1
  %c1694 = icmp slt i64 %add1692, %sub1693
  %mm1695 = select i1 %c1694, i64 %add1692, i64 %sub1693
  %c1696 = icmp sgt i64 0, %mm1695
  %mm1697 = select i1 %c1696, i64 0, i64 %mm1695
  %v1698 = load i64, ptr %j, align 8
  %add1699 = add i64 %v1698, -1
  %sub1700 = sub i64 %dim8, 1
  %c1701 = icmp slt i64 %add1699, %sub1700
  %mm1702 = select i1 %c1701, i64 %add1699, i64 %sub1700
  %c1703 = icmp sgt i64 0, %mm1702
  %mm1704 = select i1 %c1703, i64 0, i64 %mm1702
  %pos1705 = mul i64 0, %dim
  %pos1706 = add i64 %pos1705, %mm1697
  %pos1707 = mul i64 %pos1706, %dim8
  %pos1708 = add i64 %pos1707, %mm1704
  %elp1709 = getelementptr inbounds float, ptr %buf, i64 %pos1708
  %el1710 = load float, ptr %elp1709, align 4, !alias.scope !0, !noalias !3
  store float %el1710, ptr %j0_45, align 4
  %v1711 = load i64, ptr %i, align 8
  %add1712 = add i64 %v1711, 0
  %sub1713 = sub i64 %dim, 1
  %c1714 = icmp slt i64 %add1712, %sub1713
  %mm1715 = select i1 %c1714, i64 %add1712, i64 %sub1713
  %c1716 = icmp sgt i64 0, %mm1715
  %mm1717 = select i1 %c1716, i64 0, i64 %mm1715
  %v1718 = load i64, ptr %j, align 8
  %add1719 = add i64 %v1718, 0
  %sub1720 = sub i64 %dim8, 1
  %c1721 = icmp slt i64 %add1719, %sub1720
  %mm1722 = select i1 %c1721, i64 %add1719, i64 %sub1720
  %c1723 = icmp sgt i64 0, %mm1722
  %mm1724 = select i1 %c1723, i64 0, i64 %mm1722
  %pos1725 = mul i64 0, %dim
  %pos1726 = add i64 %pos1725, %mm1717
  %pos1727 = mul i64 %pos1726, %dim8
  %pos1728 = add i64 %pos1727, %mm1724
  %elp1729 = getelementptr inbounds float, ptr %buf, i64 %pos1728
  %el1730 = load float, ptr %elp1729, align 4, !alias.scope !0, !noalias !3
  store float %el1730, ptr %j0_46, align 4
  %v1731 = load i64, ptr %i, align 8
  %add1732 = add i64 %v1731, 0
  %sub1733 = sub i64 %dim, 1
  %c1734 = icmp slt i64 %add1732, %sub1733
  %mm1735 = select i1 %c1734, i64 %add1732, i64 %sub1733
  %c1736 = icmp sgt i64 0, %mm1735
  %mm1737 = select i1 %c1736, i64 0, i64 %mm1735
  %v1738 = load i64, ptr %j, align 8
  %add1739 = add i64 %v1738, 1
  %sub1740 = sub i64 %dim8, 1
  %c1741 = icmp slt i64 %add1739, %sub1740
  %mm1742 = select i1 %c1741, i64 %add1739, i64 %sub1740
  %c1743 = icmp sgt i64 0, %mm1742
  %mm1744 = select i1 %c1743, i64 0, i64 %mm1742
  %pos1745 = mul i64 0, %dim
  %pos1746 = add i64 %pos1745, %mm1737
  %pos1747 = mul i64 %pos1746, %dim8
  %pos1748 = add i64 %pos1747, %mm1744
  %elp1749 = getelementptr inbounds float, ptr %buf, i64 %pos1748
  %el1750 = load float, ptr %elp1749, align 4, !alias.scope !0, !noalias !3
  store float %el1750, ptr %j0_47, align 4
  %v1751 = load i64, ptr %i, align 8
  %add1752 = add i64 %v1751, 1
  %sub1753 = sub i64 %dim, 1
  %c1754 = icmp slt i64 %add1752, %sub1753
  %mm1755 = select i1 %c1754, i64 %add1752, i64 %sub1753
  %c1756 = icmp sgt i64 0, %mm1755
  %mm1757 = select i1 %c1756, i64 0, i64 %mm1755
  %v1758 = load i64, ptr %j, align 8
  %add1759 = add i64 %v1758, -1
  %sub1760 = sub i64 %dim8, 1
  %c1761 = icmp slt i64 %add1759, %sub1760
  %mm1762 = select i1 %c1761, i64 %add1759, i64 %sub1760
  %c1763 = icmp sgt i64 0, %mm1762
  %mm1764 = select i1 %c1763, i64 0, i64 %mm1762
  %pos1765 = mul i64 0, %dim
  %pos1766 = add i64 %pos1765, %mm1757
  %pos1767 = mul i64 %pos1766, %dim8
  %pos1768 = add i64 %pos1767, %mm1764
  %elp1769 = getelementptr inbounds float, ptr %buf, i64 %pos1768
  %el1770 = load float, ptr %elp1769, align 4, !alias.scope !0, !noalias !3
  store float %el1770, ptr %j0_48, align 4
  %v1771 = load i64, ptr %i, align 8
  %add1772 = add i64 %v1771, 1
  %sub1773 = sub i64 %dim, 1
  %c1774 = icmp slt i64 %add1772, %sub1773
  %mm1775 = select i1 %c1774, i64 %add1772, i64 %sub1773
  %c1776 = icmp sgt i64 0, %mm1775
  %mm1777 = select i1 %c1776, i64 0, i64 %mm1775
  %v1778 = load i64, ptr %j, align 8
  %add1779 = add i64 %v1778, 0
  %sub1780 = sub i64 %dim8, 1
  %c1781 = icmp slt i64 %add1779, %sub1780
  %mm1782 = select i1 %c1781, i64 %add1779, i64 %sub1780
  %c1783 = icmp sgt i64 0, %mm1782
  %mm1784 = select i1 %c1783, i64 0, i64 %mm1782
  %pos1785 = mul i64 0, %dim
  %pos1786 = add i64 %pos1785, %mm1777
  %pos1787 = mul i64 %pos1786, %dim8
  %pos1788 = add i64 %pos1787, %mm1784
  %elp1789 = getelementptr inbounds float, ptr %buf, i64 %pos1788
  %el1790 = load float, ptr %elp1789, align 4, !alias.scope !0, !noalias !3
  store float %el1790, ptr %j0_49, align 4
  %v1791 = load i64, ptr %i, align 8
  %add1792 = add i64 %v1791, 1
  %sub1793 = sub i64 %dim, 1
  %c1794 = icmp slt i64 %add1792, %sub1793
  %mm1795 = select i1 %c1794, i64 %add1792, i64 %sub1793
  %c1796 = icmp sgt i64 0, %mm1795
  %mm1797 = select i1 %c1796, i64 0, i64 %mm1795
  %v1798 = load i64, ptr %j, align 8
  %add1799 = add i64 %v1798, 1
  %sub1800 = sub i64 %dim8, 1
  %c1801 = icmp slt i64 %add1799, %sub1800
  %mm1802 = select i1 %c1801, i64 %add1799, i64 %sub1800
  %c1803 = icmp sgt i64 0, %mm1802
  %mm1804 = select i1 %c1803, i64 0, i64 %mm1802
  %pos1805 = mul i64 0, %dim
  %pos1806 = add i64 %pos1805, %mm1797
  %pos1807 = mul i64 %pos1806, %dim8
  %pos1808 = add i64 %pos1807, %mm1804
  %elp1809 = getelementptr inbounds float, ptr %buf, i64 %pos1808
  %el1810 = load float, ptr %elp1809, align 4, !alias.scope !0, !noalias !3
  store float %el1810, ptr %j0_50, align 4
  %v1811 = load float, ptr %j0_43, align 4
  %v1812 = load float, ptr %j0_46, align 4
  %fs1813 = fsub float %v1811, %v1812
  store float %fs1813, ptr %derivs_39.0, align 4
  %v1814 = load float, ptr %j0_49, align 4
  %v1815 = load float, ptr %j0_46, align 4
  %fs1816 = fsub float %v1814, %v1815
  store float %fs1816, ptr %derivs_39.1, align 4
  %v1817 = load float, ptr %j0_45, align 4
  %v1818 = load float, ptr %j0_46, align 4
  %fs1819 = fsub float %v1817, %v1818
  store float %fs1819, ptr %derivs_39.2, align 4
  %v1820 = load float, ptr %j0_47, align 4
  %v1821 = load float, ptr %j0_46, align 4
  %fs1822 = fsub float %v1820, %v1821
  store float %fs1822, ptr %derivs_39.3, align 4
  %v1823 = load i64, ptr %i, align 8
  %v1824 = load i64, ptr %j, align 8
  %pos1825 = mul i64 0, %dim
  %pos1826 = add i64 %pos1825, %v1823
  %pos1827 = mul i64 %pos1826, %dim8
  %pos1828 = add i64 %pos1827, %v1824
  %v1829 = load float, ptr %derivs_39.0, align 4
  %tup1830 = insertvalue { float, float, float, float } undef, float %v1829, 0
  %v1831 = load float, ptr %derivs_39.1, align 4
  %tup1832 = insertvalue { float, float, float, float } %tup1830, float %v1831, 1
  %v1833 = load float, ptr %derivs_39.2, align 4
  %tup1834 = insertvalue { float, float, float, float } %tup1832, float %v1833, 2
  %v1835 = load float, ptr %derivs_39.3, align 4
  %tup1836 = insertvalue { float, float, float, float } %tup1834, float %v1835, 3
  %f1837 = extractvalue { float, float, float, float } %tup1836, 0
  %elp1838 = getelementptr inbounds float, ptr %buf404, i64 %pos1828
  store float %f1837, ptr %elp1838, align 4, !alias.scope !8, !noalias !9
  %f1839 = extractvalue { float, float, float, float } %tup1836, 1
  %elp1840 = getelementptr inbounds float, ptr %buf408, i64 %pos1828
  store float %f1839, ptr %elp1840, align 4, !alias.scope !10, !noalias !11
  %f1841 = extractvalue { float, float, float, float } %tup1836, 2
  %elp1842 = getelementptr inbounds float, ptr %buf412, i64 %pos1828
  store float %f1841, ptr %elp1842, align 4, !alias.scope !12, !noalias !13
  %f1843 = extractvalue { float, float, float, float } %tup1836, 3
  %elp1844 = getelementptr inbounds float, ptr %buf416, i64 %pos1828
  store float %f1843, ptr %elp1844, align 4, !alias.scope !14, !noalias !15
  %i1845 = load i64, ptr %j, align 8
  %next1846 = add i64 %i1845, 1
  store i64 %next1846, ptr %j, align 8
  br label %loop1626

exit1628:                                         ; preds = %loop1626
  br label %versions_done1625

loop1847:                                         ; preds = %ok2149, %checked1624
  %i1850 = load i64, ptr %j, align 8
  %more1851 = icmp slt i64 %i1850, %dim8
  br i1 %more1851, label %body1848, label %exit1849

body1848:                                         ; preds = %loop1847
  %v1852 = load i64, ptr %i, align 8
  %add1853 = add i64 %v1852, -1
  %sub1854 = sub i64 %dim, 1
  %c1855 = icmp slt i64 %add1853, %sub1854
  %mm1856 = select i1 %c1855, i64 %add1853, i64 %sub1854
  %c1857 = icmp sgt i64 0, %mm1856
  %mm1858 = select i1 %c1857, i64 0, i64 %mm1856
  %v1859 = load i64, ptr %j, align 8
  %add1860 = add i64 %v1859, -1
  %sub1861 = sub i64 %dim8, 1
  %c1862 = icmp slt i64 %add1860, %sub1861
  %mm1863 = select i1 %c1862, i64 %add1860, i64 %sub1861
  %c1864 = icmp sgt i64 0, %mm1863
  %mm1865 = select i1 %c1864, i64 0, i64 %mm1863
  %inb1866 = icmp ult i64 %mm1858, %dim
  br i1 %inb1866, label %ok1868, label %fail1867

exit1849:                                         ; preds = %loop1847
  br label %versions_done1625

fail1867:                                         ; preds = %body1848
  %errp1869 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1869, align 8
  %errp1870 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1870, align 8
  %errp1871 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1858, ptr %errp1871, align 8
  %errp1872 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1872, align 8
  ret i32 1

ok1868:                                           ; preds = %body1848
  %pos1873 = mul i64 0, %dim
  %pos1874 = add i64 %pos1873, %mm1858
  %inb1875 = icmp ult i64 %mm1865, %dim8
  br i1 %inb1875, label %ok1877, label %fail1876

fail1876:                                         ; preds = %ok1868
  %errp1878 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1878, align 8
  %errp1879 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1879, align 8
  %errp1880 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1865, ptr %errp1880, align 8
  %errp1881 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1881, align 8
  ret i32 1

ok1877:                                           ; preds = %ok1868
  %pos1882 = mul i64 %pos1874, %dim8
  %pos1883 = add i64 %pos1882, %mm1865
  %elp1884 = getelementptr inbounds float, ptr %buf, i64 %pos1883
  %el1885 = load float, ptr %elp1884, align 4, !alias.scope !0, !noalias !3
  store float %el1885, ptr %j0_42, align 4
  %v1886 = load i64, ptr %i, align 8
  %add1887 = add i64 %v1886, -1
  %sub1888 = sub i64 %dim, 1
  %c1889 = icmp slt i64 %add1887, %sub1888
  %mm1890 = select i1 %c1889, i64 %add1887, i64 %sub1888
  %c1891 = icmp sgt i64 0, %mm1890
  %mm1892 = select i1 %c1891, i64 0, i64 %mm1890
  %v1893 = load i64, ptr %j, align 8
  %add1894 = add i64 %v1893, 0
  %sub1895 = sub i64 %dim8, 1
  %c1896 = icmp slt i64 %add1894, %sub1895
  %mm1897 = select i1 %c1896, i64 %add1894, i64 %sub1895
  %c1898 = icmp sgt i64 0, %mm1897
  %mm1899 = select i1 %c1898, i64 0, i64 %mm1897
  %inb1900 = icmp ult i64 %mm1892, %dim
  br i1 %inb1900, label %ok1902, label %fail1901

fail1901:                                         ; preds = %ok1877
  %errp1903 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1903, align 8
  %errp1904 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1904, align 8
  %errp1905 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1892, ptr %errp1905, align 8
  %errp1906 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1906, align 8
  ret i32 1

ok1902:                                           ; preds = %ok1877
  %pos1907 = mul i64 0, %dim
  %pos1908 = add i64 %pos1907, %mm1892
  %inb1909 = icmp ult i64 %mm1899, %dim8
  br i1 %inb1909, label %ok1911, label %fail1910

fail1910:                                         ; preds = %ok1902
  %errp1912 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1912, align 8
  %errp1913 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1913, align 8
  %errp1914 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1899, ptr %errp1914, align 8
  %errp1915 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1915, align 8
  ret i32 1

ok1911:                                           ; preds = %ok1902
  %pos1916 = mul i64 %pos1908, %dim8
  %pos1917 = add i64 %pos1916, %mm1899
  %elp1918 = getelementptr inbounds float, ptr %buf, i64 %pos1917
  %el1919 = load float, ptr %elp1918, align 4, !alias.scope !0, !noalias !3
  store float %el1919, ptr %j0_43, align 4
  %v1920 = load i64, ptr %i, align 8
  %add1921 = add i64 %v1920, -1
  %sub1922 = sub i64 %dim, 1
  %c1923 = icmp slt i64 %add1921, %sub1922
  %mm1924 = select i1 %c1923, i64 %add1921, i64 %sub1922
  %c1925 = icmp sgt i64 0, %mm1924
  %mm1926 = select i1 %c1925, i64 0, i64 %mm1924
  %v1927 = load i64, ptr %j, align 8
  %add1928 = add i64 %v1927, 1
  %sub1929 = sub i64 %dim8, 1
  %c1930 = icmp slt i64 %add1928, %sub1929
  %mm1931 = select i1 %c1930, i64 %add1928, i64 %sub1929
  %c1932 = icmp sgt i64 0, %mm1931
  %mm1933 = select i1 %c1932, i64 0, i64 %mm1931
  %inb1934 = icmp ult i64 %mm1926, %dim
  br i1 %inb1934, label %ok1936, label %fail1935

fail1935:                                         ; preds = %ok1911
  %errp1937 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1937, align 8
  %errp1938 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1938, align 8
  %errp1939 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1926, ptr %errp1939, align 8
  %errp1940 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1940, align 8
  ret i32 1

ok1936:                                           ; preds = %ok1911
  %pos1941 = mul i64 0, %dim
  %pos1942 = add i64 %pos1941, %mm1926
  %inb1943 = icmp ult i64 %mm1933, %dim8
  br i1 %inb1943, label %ok1945, label %fail1944

fail1944:                                         ; preds = %ok1936
  %errp1946 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1946, align 8
  %errp1947 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1947, align 8
  %errp1948 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1933, ptr %errp1948, align 8
  %errp1949 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1949, align 8
  ret i32 1

ok1945:                                           ; preds = %ok1936
  %pos1950 = mul i64 %pos1942, %dim8
  %pos1951 = add i64 %pos1950, %mm1933
  %elp1952 = getelementptr inbounds float, ptr %buf, i64 %pos1951
  %el1953 = load float, ptr %elp1952, align 4, !alias.scope !0, !noalias !3
  store float %el1953, ptr %j0_44, align 4
  %v1954 = load i64, ptr %i, align 8
  %add1955 = add i64 %v1954, 0
  %sub1956 = sub i64 %dim, 1
  %c1957 = icmp slt i64 %add1955, %sub1956
  %mm1958 = select i1 %c1957, i64 %add1955, i64 %sub1956
  %c1959 = icmp sgt i64 0, %mm1958
  %mm1960 = select i1 %c1959, i64 0, i64 %mm1958
  %v1961 = load i64, ptr %j, align 8
  %add1962 = add i64 %v1961, -1
  %sub1963 = sub i64 %dim8, 1
  %c1964 = icmp slt i64 %add1962, %sub1963
  %mm1965 = select i1 %c1964, i64 %add1962, i64 %sub1963
  %c1966 = icmp sgt i64 0, %mm1965
  %mm1967 = select i1 %c1966, i64 0, i64 %mm1965
  %inb1968 = icmp ult i64 %mm1960, %dim
  br i1 %inb1968, label %ok1970, label %fail1969

fail1969:                                         ; preds = %ok1945
  %errp1971 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1971, align 8
  %errp1972 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1972, align 8
  %errp1973 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1960, ptr %errp1973, align 8
  %errp1974 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1974, align 8
  ret i32 1

ok1970:                                           ; preds = %ok1945
  %pos1975 = mul i64 0, %dim
  %pos1976 = add i64 %pos1975, %mm1960
  %inb1977 = icmp ult i64 %mm1967, %dim8
  br i1 %inb1977, label %ok1979, label %fail1978

fail1978:                                         ; preds = %ok1970
  %errp1980 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1980, align 8
  %errp1981 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1981, align 8
  %errp1982 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1967, ptr %errp1982, align 8
  %errp1983 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1983, align 8
  ret i32 1

ok1979:                                           ; preds = %ok1970
  %pos1984 = mul i64 %pos1976, %dim8
  %pos1985 = add i64 %pos1984, %mm1967
  %elp1986 = getelementptr inbounds float, ptr %buf, i64 %pos1985
  %el1987 = load float, ptr %elp1986, align 4, !alias.scope !0, !noalias !3
  store float %el1987, ptr %j0_45, align 4
  %v1988 = load i64, ptr %i, align 8
  %add1989 = add i64 %v1988, 0
  %sub1990 = sub i64 %dim, 1
  %c1991 = icmp slt i64 %add1989, %sub1990
  %mm1992 = select i1 %c1991, i64 %add1989, i64 %sub1990
  %c1993 = icmp sgt i64 0, %mm1992
  %mm1994 = select i1 %c1993, i64 0, i64 %mm1992
  %v1995 = load i64, ptr %j, align 8
  %add1996 = add i64 %v1995, 0
  %sub1997 = sub i64 %dim8, 1
  %c1998 = icmp slt i64 %add1996, %sub1997
  %mm1999 = select i1 %c1998, i64 %add1996, i64 %sub1997
  %c2000 = icmp sgt i64 0, %mm1999
  %mm2001 = select i1 %c2000, i64 0, i64 %mm1999
  %inb2002 = icmp ult i64 %mm1994, %dim
  br i1 %inb2002, label %ok2004, label %fail2003

fail2003:                                         ; preds = %ok1979
  %errp2005 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2005, align 8
  %errp2006 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp2006, align 8
  %errp2007 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1994, ptr %errp2007, align 8
  %errp2008 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2008, align 8
  ret i32 1

ok2004:                                           ; preds = %ok1979
  %pos2009 = mul i64 0, %dim
  %pos2010 = add i64 %pos2009, %mm1994
  %inb2011 = icmp ult i64 %mm2001, %dim8
  br i1 %inb2011, label %ok2013, label %fail2012

fail2012:                                         ; preds = %ok2004
  %errp2014 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2014, align 8
  %errp2015 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp2015, align 8
  %errp2016 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2001, ptr %errp2016, align 8
  %errp2017 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2017, align 8
  ret i32 1

ok2013:                                           ; preds = %ok2004
  %pos2018 = mul i64 %pos2010, %dim8
  %pos2019 = add i64 %pos2018, %mm2001
  %elp2020 = getelementptr inbounds float, ptr %buf, i64 %pos2019
  %el2021 = load float, ptr %elp2020, align 4, !alias.scope !0, !noalias !3
  store float %el2021, ptr %j0_46, align 4
  %v2022 = load i64, ptr %i, align 8
  %add2023 = add i64 %v2022, 0
  %sub2024 = sub i64 %dim, 1
  %c2025 = icmp slt i64 %add2023, %sub2024
  %mm2026 = select i1 %c2025, i64 %add2023, i64 %sub2024
  %c2027 = icmp sgt i64 0, %mm2026
  %mm2028 = select i1 %c2027, i64 0, i64 %mm2026
  %v2029 = load i64, ptr %j, align 8
  %add2030 = add i64 %v2029, 1
  %sub2031 = sub i64 %dim8, 1
  %c2032 = icmp slt i64 %add2030, %sub2031
  %mm2033 = select i1 %c2032, i64 %add2030, i64 %sub2031
  %c2034 = icmp sgt i64 0, %mm2033
  %mm2035 = select i1 %c2034, i64 0, i64 %mm2033
  %inb2036 = icmp ult i64 %mm2028, %dim
  br i1 %inb2036, label %ok2038, label %fail2037

fail2037:                                         ; preds = %ok2013
  %errp2039 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2039, align 8
  %errp2040 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp2040, align 8
  %errp2041 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2028, ptr %errp2041, align 8
  %errp2042 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2042, align 8
  ret i32 1

ok2038:                                           ; preds = %ok2013
  %pos2043 = mul i64 0, %dim
  %pos2044 = add i64 %pos2043, %mm2028
  %inb2045 = icmp ult i64 %mm2035, %dim8
  br i1 %inb2045, label %ok2047, label %fail2046

fail2046:                                         ; preds = %ok2038
  %errp2048 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2048, align 8
  %errp2049 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp2049, align 8
  %errp2050 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2035, ptr %errp2050, align 8
  %errp2051 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2051, align 8
  ret i32 1

ok2047:                                           ; preds = %ok2038
  %pos2052 = mul i64 %pos2044, %dim8
  %pos2053 = add i64 %pos2052, %mm2035
  %elp2054 = getelementptr inbounds float, ptr %buf, i64 %pos2053
  %el2055 = load float, ptr %elp2054, align 4, !alias.scope !0, !noalias !3
  store float %el2055, ptr %j0_47, align 4
  %v2056 = load i64, ptr %i, align 8
  %add2057 = add i64 %v2056, 1
  %sub2058 = sub i64 %dim, 1
  %c2059 = icmp slt i64 %add2057, %sub2058
  %mm2060 = select i1 %c2059, i64 %add2057, i64 %sub2058
  %c2061 = icmp sgt i64 0, %mm2060
  %mm2062 = select i1 %c2061, i64 0, i64 %mm2060
  %v2063 = load i64, ptr %j, align 8
  %add2064 = add i64 %v2063, -1
  %sub2065 = sub i64 %dim8, 1
  %c2066 = icmp slt i64 %add2064, %sub2065
  %mm2067 = select i1 %c2066, i64 %add2064, i64 %sub2065
  %c2068 = icmp sgt i64 0, %mm2067
  %mm2069 = select i1 %c2068, i64 0, i64 %mm2067
  %inb2070 = icmp ult i64 %mm2062, %dim
  br i1 %inb2070, label %ok2072, label %fail2071

fail2071:                                         ; preds = %ok2047
  %errp2073 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2073, align 8
  %errp2074 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp2074, align 8
  %errp2075 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2062, ptr %errp2075, align 8
  %errp2076 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2076, align 8
  ret i32 1

ok2072:                                           ; preds = %ok2047
  %pos2077 = mul i64 0, %dim
  %pos2078 = add i64 %pos2077, %mm2062
  %inb2079 = icmp ult i64 %mm2069, %dim8
  br i1 %inb2079, label %ok2081, label %fail2080

fail2080:                                         ; preds = %ok2072
  %errp2082 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2082, align 8
  %errp2083 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp2083, align 8
  %errp2084 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2069, ptr %errp2084, align 8
  %errp2085 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2085, align 8
  ret i32 1

ok2081:                                           ; preds = %ok2072
  %pos2086 = mul i64 %pos2078, %dim8
  %pos2087 = add i64 %pos2086, %mm2069
  %elp2088 = getelementptr inbounds float, ptr %buf, i64 %pos2087
  %el2089 = load float, ptr %elp2088, align 4, !alias.scope !0, !noalias !3
  store float %el2089, ptr %j0_48, align 4
  %v2090 = load i64, ptr %i, align 8
  %add2091 = add i64 %v2090, 1
  %sub2092 = sub i64 %dim, 1
  %c2093 = icmp slt i64 %add2091, %sub2092
  %mm2094 = select i1 %c2093, i64 %add2091, i64 %sub2092
  %c2095 = icmp sgt i64 0, %mm2094
  %mm2096 = select i1 %c2095, i64 0, i64 %mm2094
  %v2097 = load i64, ptr %j, align 8
  %add2098 = add i64 %v2097, 0
  %sub2099 = sub i64 %dim8, 1
  %c2100 = icmp slt i64 %add2098, %sub2099
  %mm2101 = select i1 %c2100, i64 %add2098, i64 %sub2099
  %c2102 = icmp sgt i64 0, %mm2101
  %mm2103 = select i1 %c2102, i64 0, i64 %mm2101
  %inb2104 = icmp ult i64 %mm2096, %dim
  br i1 %inb2104, label %ok2106, label %fail2105

fail2105:                                         ; preds = %ok2081
  %errp2107 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2107, align 8
  %errp2108 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp2108, align 8
  %errp2109 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2096, ptr %errp2109, align 8
  %errp2110 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2110, align 8
  ret i32 1

ok2106:                                           ; preds = %ok2081
  %pos2111 = mul i64 0, %dim
  %pos2112 = add i64 %pos2111, %mm2096
  %inb2113 = icmp ult i64 %mm2103, %dim8
  br i1 %inb2113, label %ok2115, label %fail2114

fail2114:                                         ; preds = %ok2106
  %errp2116 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2116, align 8
  %errp2117 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp2117, align 8
  %errp2118 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2103, ptr %errp2118, align 8
  %errp2119 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2119, align 8
  ret i32 1

ok2115:                                           ; preds = %ok2106
  %pos2120 = mul i64 %pos2112, %dim8
  %pos2121 = add i64 %pos2120, %mm2103
  %elp2122 = getelementptr inbounds float, ptr %buf, i64 %pos2121
  %el2123 = load float, ptr %elp2122, align 4, !alias.scope !0, !noalias !3
  store float %el2123, ptr %j0_49, align 4
  %v2124 = load i64, ptr %i, align 8
  %add2125 = add i64 %v2124, 1
  %sub2126 = sub i64 %dim, 1
  %c2127 = icmp slt i64 %add2125, %sub2126
  %mm2128 = select i1 %c2127, i64 %add2125, i64 %sub2126
  %c2129 = icmp sgt i64 0, %mm2128
  %mm2130 = select i1 %c2129, i64 0, i64 %mm2128
  %v2131 = load i64, ptr %j, align 8
  %add2132 = add i64 %v2131, 1
  %sub2133 = sub i64 %dim8, 1
  %c2134 = icmp slt i64 %add2132, %sub2133
  %mm2135 = select i1 %c2134, i64 %add2132, i64 %sub2133
  %c2136 = icmp sgt i64 0, %mm2135
  %mm2137 = select i1 %c2136, i64 0, i64 %mm2135
  %inb2138 = icmp ult i64 %mm2130, %dim
  br i1 %inb2138, label %ok2140, label %fail2139

fail2139:                                         ; preds = %ok2115
  %errp2141 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2141, align 8
  %errp2142 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp2142, align 8
  %errp2143 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2130, ptr %errp2143, align 8
  %errp2144 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2144, align 8
  ret i32 1

ok2140:                                           ; preds = %ok2115
  %pos2145 = mul i64 0, %dim
  %pos2146 = add i64 %pos2145, %mm2130
  %inb2147 = icmp ult i64 %mm2137, %dim8
  br i1 %inb2147, label %ok2149, label %fail2148

fail2148:                                         ; preds = %ok2140
  %errp2150 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2150, align 8
  %errp2151 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp2151, align 8
  %errp2152 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2137, ptr %errp2152, align 8
  %errp2153 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2153, align 8
  ret i32 1

ok2149:                                           ; preds = %ok2140
  %pos2154 = mul i64 %pos2146, %dim8
  %pos2155 = add i64 %pos2154, %mm2137
  %elp2156 = getelementptr inbounds float, ptr %buf, i64 %pos2155
  %el2157 = load float, ptr %elp2156, align 4, !alias.scope !0, !noalias !3
  store float %el2157, ptr %j0_50, align 4
  %v2158 = load float, ptr %j0_43, align 4
  %v2159 = load float, ptr %j0_46, align 4
  %fs2160 = fsub float %v2158, %v2159
  store float %fs2160, ptr %derivs_39.0, align 4
  %v2161 = load float, ptr %j0_49, align 4
  %v2162 = load float, ptr %j0_46, align 4
  %fs2163 = fsub float %v2161, %v2162
  store float %fs2163, ptr %derivs_39.1, align 4
  %v2164 = load float, ptr %j0_45, align 4
  %v2165 = load float, ptr %j0_46, align 4
  %fs2166 = fsub float %v2164, %v2165
  store float %fs2166, ptr %derivs_39.2, align 4
  %v2167 = load float, ptr %j0_47, align 4
  %v2168 = load float, ptr %j0_46, align 4
  %fs2169 = fsub float %v2167, %v2168
  store float %fs2169, ptr %derivs_39.3, align 4
  %v2170 = load i64, ptr %i, align 8
  %v2171 = load i64, ptr %j, align 8
  %pos2172 = mul i64 0, %dim
  %pos2173 = add i64 %pos2172, %v2170
  %pos2174 = mul i64 %pos2173, %dim8
  %pos2175 = add i64 %pos2174, %v2171
  %v2176 = load float, ptr %derivs_39.0, align 4
  %tup2177 = insertvalue { float, float, float, float } undef, float %v2176, 0
  %v2178 = load float, ptr %derivs_39.1, align 4
  %tup2179 = insertvalue { float, float, float, float } %tup2177, float %v2178, 1
  %v2180 = load float, ptr %derivs_39.2, align 4
  %tup2181 = insertvalue { float, float, float, float } %tup2179, float %v2180, 2
  %v2182 = load float, ptr %derivs_39.3, align 4
  %tup2183 = insertvalue { float, float, float, float } %tup2181, float %v2182, 3
  %f2184 = extractvalue { float, float, float, float } %tup2183, 0
  %elp2185 = getelementptr inbounds float, ptr %buf404, i64 %pos2175
  store float %f2184, ptr %elp2185, align 4, !alias.scope !8, !noalias !9
  %f2186 = extractvalue { float, float, float, float } %tup2183, 1
  %elp2187 = getelementptr inbounds float, ptr %buf408, i64 %pos2175
  store float %f2186, ptr %elp2187, align 4, !alias.scope !10, !noalias !11
  %f2188 = extractvalue { float, float, float, float } %tup2183, 2
  %elp2189 = getelementptr inbounds float, ptr %buf412, i64 %pos2175
  store float %f2188, ptr %elp2189, align 4, !alias.scope !12, !noalias !13
  %f2190 = extractvalue { float, float, float, float } %tup2183, 3
  %elp2191 = getelementptr inbounds float, ptr %buf416, i64 %pos2175
  store float %f2190, ptr %elp2191, align 4, !alias.scope !14, !noalias !15
  %i2192 = load i64, ptr %j, align 8
  %next2193 = add i64 %i2192, 1
  store i64 %next2193, ptr %j, align 8
  br label %loop1847
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.9", !2}
!5 = !{!"fuselab.buf.10", !2}
!6 = !{!"fuselab.buf.11", !2}
!7 = !{!"fuselab.buf.12", !2}
!8 = !{!4}
!9 = !{!1, !5, !6, !7}
!10 = !{!5}
!11 = !{!1, !4, !6, !7}
!12 = !{!6}
!13 = !{!1, !4, !5, !7}
!14 = !{!7}
!15 = !{!1, !4, !5, !6}

; cluster c6: coef
; ModuleID = 'srad_c6'
source_filename = "srad_c6"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 8
  %buf = load ptr, ptr %bufp, align 8
  %the_q0sqr_63 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 48
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp23 = getelementptr inbounds i64, ptr %1, i64 9
  %dim24 = load i64, ptr %dimp23, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 49
  %dim33 = load i64, ptr %dimp32, align 8
  %j = alloca i64, align 8
  %bufp57 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf58 = load ptr, ptr %bufp57, align 8
  %j0_54 = alloca float, align 4
  %derivs_55 = alloca { float, float, float, float }, align 8
  %bufp67 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf68 = load ptr, ptr %bufp67, align 8
  %bufp71 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf72 = load ptr, ptr %bufp71, align 8
  %bufp76 = getelementptr inbounds ptr, ptr %0, i64 11
  %buf77 = load ptr, ptr %bufp76, align 8
  %bufp81 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf82 = load ptr, ptr %bufp81, align 8
  %tup_56.0 = alloca float, align 4
  %tup_56.1 = alloca float, align 4
  %tup_56.2 = alloca float, align 4
  %tup_56.3 = alloca float, align 4
  %l = alloca float, align 4
  %den_62 = alloca float, align 4
  %c_64 = alloca float, align 4
  %coef_51 = alloca float, align 4
  %bufp159 = getelementptr inbounds ptr, ptr %0, i64 13
  %buf160 = load ptr, ptr %bufp159, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds float, ptr %buf, i64 0
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %the_q0sqr_63, align 4
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
  store i64 6, ptr %errp2, align 8
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
  store i64 6, ptr %errp11, align 8
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
  store i64 6, ptr %errp18, align 8
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
  store i64 6, ptr %errp29, align 8
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
  store i64 6, ptr %errp38, align 8
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
  store i64 6, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp47, align 8
  ret i32 1

ok43:                                             ; preds = %ok36
  store i64 0, ptr %j, align 8
  br label %loop48

loop48:                                           ; preds = %j144, %ok43
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
  %elp59 = getelementptr inbounds float, ptr %buf58, i64 %pos56
  %el60 = load float, ptr %elp59, align 4, !alias.scope !10, !noalias !11
  store float %el60, ptr %j0_54, align 4
  %v61 = load i64, ptr %i, align 8
  %v62 = load i64, ptr %j, align 8
  %pos63 = mul i64 0, %dim6
  %pos64 = add i64 %pos63, %v61
  %pos65 = mul i64 %pos64, %dim33
  %pos66 = add i64 %pos65, %v62
  %elp69 = getelementptr inbounds float, ptr %buf68, i64 %pos66
  %el70 = load float, ptr %elp69, align 4, !alias.scope !12, !noalias !13
  %fldp = getelementptr inbounds { float, float, float, float }, ptr %derivs_55, i32 0, i32 0
  store float %el70, ptr %fldp, align 4
  %elp73 = getelementptr inbounds float, ptr %buf72, i64 %pos66
  %el74 = load float, ptr %elp73, align 4, !alias.scope !14, !noalias !15
  %fldp75 = getelementptr inbounds { float, float, float, float }, ptr %derivs_55, i32 0, i32 1
  store float %el74, ptr %fldp75, align 4
  %elp78 = getelementptr inbounds float, ptr %buf77, i64 %pos66
  %el79 = load float, ptr %elp78, align 4, !alias.scope !16, !noalias !17
  %fldp80 = getelementptr inbounds { float, float, float, float }, ptr %derivs_55, i32 0, i32 2
  store float %el79, ptr %fldp80, align 4
  %elp83 = getelementptr inbounds float, ptr %buf82, i64 %pos66
  %el84 = load float, ptr %elp83, align 4, !alias.scope !18, !noalias !19
  %fldp85 = getelementptr inbounds { float, float, float, float }, ptr %derivs_55, i32 0, i32 3
  store float %el84, ptr %fldp85, align 4
  %fldp86 = getelementptr inbounds { float, float, float, float }, ptr %derivs_55, i32 0, i32 0
  %fldp87 = getelementptr inbounds { float, float, float, float }, ptr %derivs_55, i32 0, i32 0
  %fld = load float, ptr %fldp87, align 4
  store float %fld, ptr %tup_56.0, align 4
  %fldp88 = getelementptr inbounds { float, float, float, float }, ptr %derivs_55, i32 0, i32 1
  %fldp89 = getelementptr inbounds { float, float, float, float }, ptr %derivs_55, i32 0, i32 1
  %fld90 = load float, ptr %fldp89, align 4
  store float %fld90, ptr %tup_56.1, align 4
  %fldp91 = getelementptr inbounds { float, float, float, float }, ptr %derivs_55, i32 0, i32 2
  %fldp92 = getelementptr inbounds { float, float, float, float }, ptr %derivs_55, i32 0, i32 2
  %fld93 = load float, ptr %fldp92, align 4
  store float %fld93, ptr %tup_56.2, align 4
  %fldp94 = getelementptr inbounds { float, float, float, float }, ptr %derivs_55, i32 0, i32 3
  %fldp95 = getelementptr inbounds { float, float, float, float }, ptr %derivs_55, i32 0, i32 3
  %fld96 = load float, ptr %fldp95, align 4
  store float %fld96, ptr %tup_56.3, align 4
  %v97 = load float, ptr %tup_56.0, align 4
  %v98 = load float, ptr %tup_56.1, align 4
  %fa = fadd float %v97, %v98
  %v99 = load float, ptr %tup_56.2, align 4
  %fa100 = fadd float %fa, %v99
  %v101 = load float, ptr %tup_56.3, align 4
  %fa102 = fadd float %fa100, %v101
  %v103 = load float, ptr %j0_54, align 4
  %fd = fdiv float %fa102, %v103
  store float %fd, ptr %l, align 4
  %v104 = load float, ptr %l, align 4
  %fm = fmul float 2.500000e-01, %v104
  %fa105 = fadd float 1.000000e+00, %fm
  store float %fa105, ptr %den_62, align 4
  %v106 = load float, ptr %tup_56.0, align 4
  %v107 = load float, ptr %tup_56.0, align 4
  %fm108 = fmul float %v106, %v107
  %v109 = load float, ptr %tup_56.1, align 4
  %v110 = load float, ptr %tup_56.1, align 4
  %fm111 = fmul float %v109, %v110
  %fa112 = fadd float %fm108, %fm111
  %v113 = load float, ptr %tup_56.2, align 4
  %v114 = load float, ptr %tup_56.2, align 4
  %fm115 = fmul float %v113, %v114
  %fa116 = fadd float %fa112, %fm115
  %v117 = load float, ptr %tup_56.3, align 4
  %v118 = load float, ptr %tup_56.3, align 4
  %fm119 = fmul float %v117, %v118
  %fa120 = fadd float %fa116, %fm119
  %v121 = load float, ptr %j0_54, align 4
  %v122 = load float, ptr %j0_54, align 4
  %fm123 = fmul float %v121, %v122
  %fd124 = fdiv float %fa120, %fm123
  %fm125 = fmul float 5.000000e-01, %fd124
  %v126 = load float, ptr %l, align 4
  %fm127 = fmul float 6.250000e-02, %v126
  %v128 = load float, ptr %l, align 4
  %fm129 = fmul float %fm127, %v128
  %fs = fsub float %fm125, %fm129
  %v130 = load float, ptr %den_62, align 4
  %v131 = load float, ptr %den_62, align 4
  %fm132 = fmul float %v130, %v131
  %fd133 = fdiv float %fs, %fm132
  %v134 = load float, ptr %the_q0sqr_63, align 4
  %fs135 = fsub float %fd133, %v134
  %v136 = load float, ptr %the_q0sqr_63, align 4
  %v137 = load float, ptr %the_q0sqr_63, align 4
  %fa138 = fadd float 1.000000e+00, %v137
  %fm139 = fmul float %v136, %fa138
  %fd140 = fdiv float %fs135, %fm139
  %fa141 = fadd float 1.000000e+00, %fd140
  %fd142 = fdiv float 1.000000e+00, %fa141
  store float %fd142, ptr %c_64, align 4
  %v143 = load float, ptr %c_64, align 4
  %fc = fcmp olt float %v143, 0.000000e+00
  br i1 %fc, label %t, label %e

exit50:                                           ; preds = %loop48
  %i163 = load i64, ptr %i, align 8
  %next164 = add i64 %i163, 1
  store i64 %next164, ptr %i, align 8
  br label %loop

t:                                                ; preds = %body49
  br label %j144

e:                                                ; preds = %body49
  %v145 = load float, ptr %c_64, align 4
  %fc146 = fcmp ogt float %v145, 1.000000e+00
  br i1 %fc146, label %t147, label %e148

j144:                                             ; preds = %j149, %t
  %if151 = phi float [ 0.000000e+00, %t ], [ %if, %j149 ]
  store float %if151, ptr %coef_51, align 4
  %v152 = load i64, ptr %i, align 8
  %v153 = load i64, ptr %j, align 8
  %pos154 = mul i64 0, %dim
  %pos155 = add i64 %pos154, %v152
  %pos156 = mul i64 %pos155, %dim24
  %pos157 = add i64 %pos156, %v153
  %v158 = load float, ptr %coef_51, align 4
  %elp161 = getelementptr inbounds float, ptr %buf160, i64 %pos157
  store float %v158, ptr %elp161, align 4, !alias.scope !20, !noalias !21
  %i162 = load i64, ptr %j, align 8
  %next = add i64 %i162, 1
  store i64 %next, ptr %j, align 8
  br label %loop48

t147:                                             ; preds = %e
  br label %j149

e148:                                             ; preds = %e
  %v150 = load float, ptr %c_64, align 4
  br label %j149

j149:                                             ; preds = %e148, %t147
  %if = phi float [ 1.000000e+00, %t147 ], [ %v150, %e148 ]
  br label %j144
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.8", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7, !8, !9}
!4 = !{!"fuselab.buf.1", !2}
!5 = !{!"fuselab.buf.9", !2}
!6 = !{!"fuselab.buf.10", !2}
!7 = !{!"fuselab.buf.11", !2}
!8 = !{!"fuselab.buf.12", !2}
!9 = !{!"fuselab.buf.13", !2}
!10 = !{!4}
!11 = !{!1, !5, !6, !7, !8, !9}
!12 = !{!5}
!13 = !{!4, !1, !6, !7, !8, !9}
!14 = !{!6}
!15 = !{!4, !1, !5, !7, !8, !9}
!16 = !{!7}
!17 = !{!4, !1, !5, !6, !8, !9}
!18 = !{!8}
!19 = !{!4, !1, !5, !6, !7, !9}
!20 = !{!9}
!21 = !{!4, !1, !5, !6, !7, !8}

; cluster c7: cnb
; ModuleID = 'srad_c7'
source_filename = "srad_c7"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 56
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 57
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 13
  %buf = load ptr, ptr %bufp, align 8
  %coef_68 = alloca float, align 4
  %coef_69 = alloca float, align 4
  %coef_70 = alloca float, align 4
  %coef_71 = alloca float, align 4
  %coef_72 = alloca float, align 4
  %coef_73 = alloca float, align 4
  %coef_74 = alloca float, align 4
  %coef_75 = alloca float, align 4
  %coef_76 = alloca float, align 4
  %bufp390 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf391 = load ptr, ptr %bufp390, align 8
  %bufp394 = getelementptr inbounds ptr, ptr %0, i64 15
  %buf395 = load ptr, ptr %bufp394, align 8
  %bufp398 = getelementptr inbounds ptr, ptr %0, i64 16
  %buf399 = load ptr, ptr %bufp398, align 8
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
  store i64 7, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done1560, %ok
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
  store i64 7, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %body5
  %tap_end = sub i64 %dim8, -1
  %tap_end16 = sub i64 %dim8, 0
  %c17 = icmp slt i64 %tap_end, %tap_end16
  %min18 = select i1 %c17, i64 %tap_end, i64 %tap_end16
  %tap_end19 = sub i64 %dim8, 1
  %c20 = icmp slt i64 %min18, %tap_end19
  %min21 = select i1 %c20, i64 %min18, i64 %tap_end19
  %c22 = icmp slt i64 1, %dim8
  %min23 = select i1 %c22, i64 1, i64 %dim8
  %c24 = icmp sgt i64 %min21, %min23
  %max25 = select i1 %c24, i64 %min21, i64 %min23
  %c26 = icmp slt i64 %max25, %dim8
  %min27 = select i1 %c26, i64 %max25, i64 %dim8
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %add = add i64 %v, -1
  %sub = sub i64 %dim, 1
  %c28 = icmp slt i64 %add, %sub
  %mm = select i1 %c28, i64 %add, i64 %sub
  %c29 = icmp sgt i64 0, %mm
  %mm30 = select i1 %c29, i64 0, i64 %mm
  %base = sext i64 %mm30 to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits31 = and i1 %fits_low, %fits_high
  %least = select i1 %fits31, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits31, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok32 = and i1 true, %low_ok
  %ok33 = and i1 %ok32, %high_ok
  %v34 = load i64, ptr %j, align 8
  %add35 = add i64 %v34, -1
  %base36 = sext i64 %add35 to i128
  store i64 1, ptr %j, align 8
  %v37 = load i64, ptr %j, align 8
  %add38 = add i64 %v37, -1
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %add38 to i128
  %step = sub i128 %at_next, %base36
  %step39 = trunc i128 %step to i64
  %step40 = sext i64 %step39 to i128
  %len = sub i64 %min23, 0
  %span = sub i64 %len, 1
  %span41 = sext i64 %span to i128
  %reach = mul i128 %step40, %span41
  %c42 = icmp slt i128 %reach, 0
  %min43 = select i1 %c42, i128 %reach, i128 0
  %c44 = icmp sgt i128 %reach, 0
  %max45 = select i1 %c44, i128 %reach, i128 0
  %least46 = add i128 %base36, %min43
  %most47 = add i128 %base36, %max45
  %fits_low48 = icmp sge i128 %least46, -9223372036854775808
  %fits_high49 = icmp sle i128 %most47, 9223372036854775807
  %fits50 = and i1 %fits_low48, %fits_high49
  %least51 = select i1 %fits50, i128 %least46, i128 -9223372036854775808
  %most52 = select i1 %fits50, i128 %most47, i128 9223372036854775807
  %sub53 = sub i64 %dim8, 1
  %base54 = sext i64 %sub53 to i128
  %fits_low55 = icmp sge i128 %base54, -9223372036854775808
  %fits_high56 = icmp sle i128 %base54, 9223372036854775807
  %fits57 = and i1 %fits_low55, %fits_high56
  %least58 = select i1 %fits57, i128 %base54, i128 -9223372036854775808
  %most59 = select i1 %fits57, i128 %base54, i128 9223372036854775807
  %c60 = icmp slt i128 %least51, %least58
  %min61 = select i1 %c60, i128 %least51, i128 %least58
  %c62 = icmp slt i128 %most52, %most59
  %min63 = select i1 %c62, i128 %most52, i128 %most59
  %c64 = icmp sgt i128 0, %min61
  %max65 = select i1 %c64, i128 0, i128 %min61
  %c66 = icmp sgt i128 0, %min63
  %max67 = select i1 %c66, i128 0, i128 %min63
  %extent68 = sext i64 %dim8 to i128
  %low_ok69 = icmp sge i128 %max65, 0
  %high_ok70 = icmp slt i128 %max67, %extent68
  %ok71 = and i1 %ok33, %low_ok69
  %ok72 = and i1 %ok71, %high_ok70
  %v73 = load i64, ptr %j, align 8
  %add74 = add i64 %v73, 0
  %base75 = sext i64 %add74 to i128
  store i64 1, ptr %j, align 8
  %v76 = load i64, ptr %j, align 8
  %add77 = add i64 %v76, 0
  store i64 0, ptr %j, align 8
  %at_next78 = sext i64 %add77 to i128
  %step79 = sub i128 %at_next78, %base75
  %step80 = trunc i128 %step79 to i64
  %step81 = sext i64 %step80 to i128
  %len82 = sub i64 %min23, 0
  %span83 = sub i64 %len82, 1
  %span84 = sext i64 %span83 to i128
  %reach85 = mul i128 %step81, %span84
  %c86 = icmp slt i128 %reach85, 0
  %min87 = select i1 %c86, i128 %reach85, i128 0
  %c88 = icmp sgt i128 %reach85, 0
  %max89 = select i1 %c88, i128 %reach85, i128 0
  %least90 = add i128 %base75, %min87
  %most91 = add i128 %base75, %max89
  %fits_low92 = icmp sge i128 %least90, -9223372036854775808
  %fits_high93 = icmp sle i128 %most91, 9223372036854775807
  %fits94 = and i1 %fits_low92, %fits_high93
  %least95 = select i1 %fits94, i128 %least90, i128 -9223372036854775808
  %most96 = select i1 %fits94, i128 %most91, i128 9223372036854775807
  %sub97 = sub i64 %dim8, 1
  %base98 = sext i64 %sub97 to i128
  %fits_low99 = icmp sge i128 %base98, -9223372036854775808
  %fits_high100 = icmp sle i128 %base98, 9223372036854775807
  %fits101 = and i1 %fits_low99, %fits_high100
  %least102 = select i1 %fits101, i128 %base98, i128 -9223372036854775808
  %most103 = select i1 %fits101, i128 %base98, i128 9223372036854775807
  %c104 = icmp slt i128 %least95, %least102
  %min105 = select i1 %c104, i128 %least95, i128 %least102
  %c106 = icmp slt i128 %most96, %most103
  %min107 = select i1 %c106, i128 %most96, i128 %most103
  %c108 = icmp sgt i128 0, %min105
  %max109 = select i1 %c108, i128 0, i128 %min105
  %c110 = icmp sgt i128 0, %min107
  %max111 = select i1 %c110, i128 0, i128 %min107
  %extent112 = sext i64 %dim8 to i128
  %low_ok113 = icmp sge i128 %max109, 0
  %high_ok114 = icmp slt i128 %max111, %extent112
  %ok115 = and i1 %ok72, %low_ok113
  %ok116 = and i1 %ok115, %high_ok114
  %v117 = load i64, ptr %j, align 8
  %add118 = add i64 %v117, 1
  %base119 = sext i64 %add118 to i128
  store i64 1, ptr %j, align 8
  %v120 = load i64, ptr %j, align 8
  %add121 = add i64 %v120, 1
  store i64 0, ptr %j, align 8
  %at_next122 = sext i64 %add121 to i128
  %step123 = sub i128 %at_next122, %base119
  %step124 = trunc i128 %step123 to i64
  %step125 = sext i64 %step124 to i128
  %len126 = sub i64 %min23, 0
  %span127 = sub i64 %len126, 1
  %span128 = sext i64 %span127 to i128
  %reach129 = mul i128 %step125, %span128
  %c130 = icmp slt i128 %reach129, 0
  %min131 = select i1 %c130, i128 %reach129, i128 0
  %c132 = icmp sgt i128 %reach129, 0
  %max133 = select i1 %c132, i128 %reach129, i128 0
  %least134 = add i128 %base119, %min131
  %most135 = add i128 %base119, %max133
  %fits_low136 = icmp sge i128 %least134, -9223372036854775808
  %fits_high137 = icmp sle i128 %most135, 9223372036854775807
  %fits138 = and i1 %fits_low136, %fits_high137
  %least139 = select i1 %fits138, i128 %least134, i128 -9223372036854775808
  %most140 = select i1 %fits138, i128 %most135, i128 9223372036854775807
  %sub141 = sub i64 %dim8, 1
  %base142 = sext i64 %sub141 to i128
  %fits_low143 = icmp sge i128 %base142, -9223372036854775808
  %fits_high144 = icmp sle i128 %base142, 9223372036854775807
  %fits145 = and i1 %fits_low143, %fits_high144
  %least146 = select i1 %fits145, i128 %base142, i128 -9223372036854775808
  %most147 = select i1 %fits145, i128 %base142, i128 9223372036854775807
  %c148 = icmp slt i128 %least139, %least146
  %min149 = select i1 %c148, i128 %least139, i128 %least146
  %c150 = icmp slt i128 %most140, %most147
  %min151 = select i1 %c150, i128 %most140, i128 %most147
  %c152 = icmp sgt i128 0, %min149
  %max153 = select i1 %c152, i128 0, i128 %min149
  %c154 = icmp sgt i128 0, %min151
  %max155 = select i1 %c154, i128 0, i128 %min151
  %extent156 = sext i64 %dim8 to i128
  %low_ok157 = icmp sge i128 %max153, 0
  %high_ok158 = icmp slt i128 %max155, %extent156
  %ok159 = and i1 %ok116, %low_ok157
  %ok160 = and i1 %ok159, %high_ok158
  %v161 = load i64, ptr %i, align 8
  %add162 = add i64 %v161, 0
  %sub163 = sub i64 %dim, 1
  %c164 = icmp slt i64 %add162, %sub163
  %mm165 = select i1 %c164, i64 %add162, i64 %sub163
  %c166 = icmp sgt i64 0, %mm165
  %mm167 = select i1 %c166, i64 0, i64 %mm165
  %base168 = sext i64 %mm167 to i128
  %fits_low169 = icmp sge i128 %base168, -9223372036854775808
  %fits_high170 = icmp sle i128 %base168, 9223372036854775807
  %fits171 = and i1 %fits_low169, %fits_high170
  %least172 = select i1 %fits171, i128 %base168, i128 -9223372036854775808
  %most173 = select i1 %fits171, i128 %base168, i128 9223372036854775807
  %extent174 = sext i64 %dim to i128
  %low_ok175 = icmp sge i128 %least172, 0
  %high_ok176 = icmp slt i128 %most173, %extent174
  %ok177 = and i1 %ok160, %low_ok175
  %ok178 = and i1 %ok177, %high_ok176
  %v179 = load i64, ptr %i, align 8
  %add180 = add i64 %v179, 1
  %sub181 = sub i64 %dim, 1
  %c182 = icmp slt i64 %add180, %sub181
  %mm183 = select i1 %c182, i64 %add180, i64 %sub181
  %c184 = icmp sgt i64 0, %mm183
  %mm185 = select i1 %c184, i64 0, i64 %mm183
  %base186 = sext i64 %mm185 to i128
  %fits_low187 = icmp sge i128 %base186, -9223372036854775808
  %fits_high188 = icmp sle i128 %base186, 9223372036854775807
  %fits189 = and i1 %fits_low187, %fits_high188
  %least190 = select i1 %fits189, i128 %base186, i128 -9223372036854775808
  %most191 = select i1 %fits189, i128 %base186, i128 9223372036854775807
  %extent192 = sext i64 %dim to i128
  %low_ok193 = icmp sge i128 %least190, 0
  %high_ok194 = icmp slt i128 %most191, %extent192
  %ok195 = and i1 %ok178, %low_ok193
  %ok196 = and i1 %ok195, %high_ok194
  br i1 %ok196, label %proved, label %checked

proved:                                           ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop197

checked:                                          ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop402

versions_done:                                    ; preds = %exit404, %exit199
  store i64 %min23, ptr %j, align 8
  %v732 = load i64, ptr %i, align 8
  %add733 = add i64 %v732, -1
  %sub734 = sub i64 %dim, 1
  %c735 = icmp slt i64 %add733, %sub734
  %mm736 = select i1 %c735, i64 %add733, i64 %sub734
  %c737 = icmp sgt i64 0, %mm736
  %mm738 = select i1 %c737, i64 0, i64 %mm736
  %base739 = sext i64 %mm738 to i128
  %fits_low740 = icmp sge i128 %base739, -9223372036854775808
  %fits_high741 = icmp sle i128 %base739, 9223372036854775807
  %fits742 = and i1 %fits_low740, %fits_high741
  %least743 = select i1 %fits742, i128 %base739, i128 -9223372036854775808
  %most744 = select i1 %fits742, i128 %base739, i128 9223372036854775807
  %extent745 = sext i64 %dim to i128
  %low_ok746 = icmp sge i128 %least743, 0
  %high_ok747 = icmp slt i128 %most744, %extent745
  %ok748 = and i1 true, %low_ok746
  %ok749 = and i1 %ok748, %high_ok747
  %v750 = load i64, ptr %j, align 8
  %add751 = add i64 %v750, -1
  %base752 = sext i64 %add751 to i128
  %next753 = add i64 %min23, 1
  store i64 %next753, ptr %j, align 8
  %v754 = load i64, ptr %j, align 8
  %add755 = add i64 %v754, -1
  store i64 %min23, ptr %j, align 8
  %at_next756 = sext i64 %add755 to i128
  %step757 = sub i128 %at_next756, %base752
  %step758 = trunc i128 %step757 to i64
  %step759 = sext i64 %step758 to i128
  %len760 = sub i64 %min27, %min23
  %span761 = sub i64 %len760, 1
  %span762 = sext i64 %span761 to i128
  %reach763 = mul i128 %step759, %span762
  %c764 = icmp slt i128 %reach763, 0
  %min765 = select i1 %c764, i128 %reach763, i128 0
  %c766 = icmp sgt i128 %reach763, 0
  %max767 = select i1 %c766, i128 %reach763, i128 0
  %least768 = add i128 %base752, %min765
  %most769 = add i128 %base752, %max767
  %fits_low770 = icmp sge i128 %least768, -9223372036854775808
  %fits_high771 = icmp sle i128 %most769, 9223372036854775807
  %fits772 = and i1 %fits_low770, %fits_high771
  %least773 = select i1 %fits772, i128 %least768, i128 -9223372036854775808
  %most774 = select i1 %fits772, i128 %most769, i128 9223372036854775807
  %sub775 = sub i64 %dim8, 1
  %base776 = sext i64 %sub775 to i128
  %fits_low777 = icmp sge i128 %base776, -9223372036854775808
  %fits_high778 = icmp sle i128 %base776, 9223372036854775807
  %fits779 = and i1 %fits_low777, %fits_high778
  %least780 = select i1 %fits779, i128 %base776, i128 -9223372036854775808
  %most781 = select i1 %fits779, i128 %base776, i128 9223372036854775807
  %c782 = icmp slt i128 %least773, %least780
  %min783 = select i1 %c782, i128 %least773, i128 %least780
  %c784 = icmp slt i128 %most774, %most781
  %min785 = select i1 %c784, i128 %most774, i128 %most781
  %c786 = icmp sgt i128 0, %min783
  %max787 = select i1 %c786, i128 0, i128 %min783
  %c788 = icmp sgt i128 0, %min785
  %max789 = select i1 %c788, i128 0, i128 %min785
  %extent790 = sext i64 %dim8 to i128
  %low_ok791 = icmp sge i128 %max787, 0
  %high_ok792 = icmp slt i128 %max789, %extent790
  %ok793 = and i1 %ok749, %low_ok791
  %ok794 = and i1 %ok793, %high_ok792
  %v795 = load i64, ptr %j, align 8
  %add796 = add i64 %v795, 0
  %base797 = sext i64 %add796 to i128
  %next798 = add i64 %min23, 1
  store i64 %next798, ptr %j, align 8
  %v799 = load i64, ptr %j, align 8
  %add800 = add i64 %v799, 0
  store i64 %min23, ptr %j, align 8
  %at_next801 = sext i64 %add800 to i128
  %step802 = sub i128 %at_next801, %base797
  %step803 = trunc i128 %step802 to i64
  %step804 = sext i64 %step803 to i128
  %len805 = sub i64 %min27, %min23
  %span806 = sub i64 %len805, 1
  %span807 = sext i64 %span806 to i128
  %reach808 = mul i128 %step804, %span807
  %c809 = icmp slt i128 %reach808, 0
  %min810 = select i1 %c809, i128 %reach808, i128 0
  %c811 = icmp sgt i128 %reach808, 0
  %max812 = select i1 %c811, i128 %reach808, i128 0
  %least813 = add i128 %base797, %min810
  %most814 = add i128 %base797, %max812
  %fits_low815 = icmp sge i128 %least813, -9223372036854775808
  %fits_high816 = icmp sle i128 %most814, 9223372036854775807
  %fits817 = and i1 %fits_low815, %fits_high816
  %least818 = select i1 %fits817, i128 %least813, i128 -9223372036854775808
  %most819 = select i1 %fits817, i128 %most814, i128 9223372036854775807
  %sub820 = sub i64 %dim8, 1
  %base821 = sext i64 %sub820 to i128
  %fits_low822 = icmp sge i128 %base821, -9223372036854775808
  %fits_high823 = icmp sle i128 %base821, 9223372036854775807
  %fits824 = and i1 %fits_low822, %fits_high823
  %least825 = select i1 %fits824, i128 %base821, i128 -9223372036854775808
  %most826 = select i1 %fits824, i128 %base821, i128 9223372036854775807
  %c827 = icmp slt i128 %least818, %least825
  %min828 = select i1 %c827, i128 %least818, i128 %least825
  %c829 = icmp slt i128 %most819, %most826
  %min830 = select i1 %c829, i128 %most819, i128 %most826
  %c831 = icmp sgt i128 0, %min828
  %max832 = select i1 %c831, i128 0, i128 %min828
  %c833 = icmp sgt i128 0, %min830
  %max834 = select i1 %c833, i128 0, i128 %min830
  %extent835 = sext i64 %dim8 to i128
  %low_ok836 = icmp sge i128 %max832, 0
  %high_ok837 = icmp slt i128 %max834, %extent835
  %ok838 = and i1 %ok794, %low_ok836
  %ok839 = and i1 %ok838, %high_ok837
  %v840 = load i64, ptr %j, align 8
  %add841 = add i64 %v840, 1
  %base842 = sext i64 %add841 to i128
  %next843 = add i64 %min23, 1
  store i64 %next843, ptr %j, align 8
  %v844 = load i64, ptr %j, align 8
  %add845 = add i64 %v844, 1
  store i64 %min23, ptr %j, align 8
  %at_next846 = sext i64 %add845 to i128
  %step847 = sub i128 %at_next846, %base842
  %step848 = trunc i128 %step847 to i64
  %step849 = sext i64 %step848 to i128
  %len850 = sub i64 %min27, %min23
  %span851 = sub i64 %len850, 1
  %span852 = sext i64 %span851 to i128
  %reach853 = mul i128 %step849, %span852
  %c854 = icmp slt i128 %reach853, 0
  %min855 = select i1 %c854, i128 %reach853, i128 0
  %c856 = icmp sgt i128 %reach853, 0
  %max857 = select i1 %c856, i128 %reach853, i128 0
  %least858 = add i128 %base842, %min855
  %most859 = add i128 %base842, %max857
  %fits_low860 = icmp sge i128 %least858, -9223372036854775808
  %fits_high861 = icmp sle i128 %most859, 9223372036854775807
  %fits862 = and i1 %fits_low860, %fits_high861
  %least863 = select i1 %fits862, i128 %least858, i128 -9223372036854775808
  %most864 = select i1 %fits862, i128 %most859, i128 9223372036854775807
  %sub865 = sub i64 %dim8, 1
  %base866 = sext i64 %sub865 to i128
  %fits_low867 = icmp sge i128 %base866, -9223372036854775808
  %fits_high868 = icmp sle i128 %base866, 9223372036854775807
  %fits869 = and i1 %fits_low867, %fits_high868
  %least870 = select i1 %fits869, i128 %base866, i128 -9223372036854775808
  %most871 = select i1 %fits869, i128 %base866, i128 9223372036854775807
  %c872 = icmp slt i128 %least863, %least870
  %min873 = select i1 %c872, i128 %least863, i128 %least870
  %c874 = icmp slt i128 %most864, %most871
  %min875 = select i1 %c874, i128 %most864, i128 %most871
  %c876 = icmp sgt i128 0, %min873
  %max877 = select i1 %c876, i128 0, i128 %min873
  %c878 = icmp sgt i128 0, %min875
  %max879 = select i1 %c878, i128 0, i128 %min875
  %extent880 = sext i64 %dim8 to i128
  %low_ok881 = icmp sge i128 %max877, 0
  %high_ok882 = icmp slt i128 %max879, %extent880
  %ok883 = and i1 %ok839, %low_ok881
  %ok884 = and i1 %ok883, %high_ok882
  %v885 = load i64, ptr %i, align 8
  %add886 = add i64 %v885, 0
  %sub887 = sub i64 %dim, 1
  %c888 = icmp slt i64 %add886, %sub887
  %mm889 = select i1 %c888, i64 %add886, i64 %sub887
  %c890 = icmp sgt i64 0, %mm889
  %mm891 = select i1 %c890, i64 0, i64 %mm889
  %base892 = sext i64 %mm891 to i128
  %fits_low893 = icmp sge i128 %base892, -9223372036854775808
  %fits_high894 = icmp sle i128 %base892, 9223372036854775807
  %fits895 = and i1 %fits_low893, %fits_high894
  %least896 = select i1 %fits895, i128 %base892, i128 -9223372036854775808
  %most897 = select i1 %fits895, i128 %base892, i128 9223372036854775807
  %extent898 = sext i64 %dim to i128
  %low_ok899 = icmp sge i128 %least896, 0
  %high_ok900 = icmp slt i128 %most897, %extent898
  %ok901 = and i1 %ok884, %low_ok899
  %ok902 = and i1 %ok901, %high_ok900
  %v903 = load i64, ptr %i, align 8
  %add904 = add i64 %v903, 1
  %sub905 = sub i64 %dim, 1
  %c906 = icmp slt i64 %add904, %sub905
  %mm907 = select i1 %c906, i64 %add904, i64 %sub905
  %c908 = icmp sgt i64 0, %mm907
  %mm909 = select i1 %c908, i64 0, i64 %mm907
  %base910 = sext i64 %mm909 to i128
  %fits_low911 = icmp sge i128 %base910, -9223372036854775808
  %fits_high912 = icmp sle i128 %base910, 9223372036854775807
  %fits913 = and i1 %fits_low911, %fits_high912
  %least914 = select i1 %fits913, i128 %base910, i128 -9223372036854775808
  %most915 = select i1 %fits913, i128 %base910, i128 9223372036854775807
  %extent916 = sext i64 %dim to i128
  %low_ok917 = icmp sge i128 %least914, 0
  %high_ok918 = icmp slt i128 %most915, %extent916
  %ok919 = and i1 %ok902, %low_ok917
  %ok920 = and i1 %ok919, %high_ok918
  br i1 %ok920, label %proved921, label %checked922

loop197:                                          ; preds = %body198, %proved
  %i200 = load i64, ptr %j, align 8
  %more201 = icmp slt i64 %i200, %min23
  br i1 %more201, label %body198, label %exit199

body198:                                          ; preds = %loop197
  %v202 = load i64, ptr %i, align 8
  %add203 = add i64 %v202, -1
  %sub204 = sub i64 %dim, 1
  %c205 = icmp slt i64 %add203, %sub204
  %mm206 = select i1 %c205, i64 %add203, i64 %sub204
  %c207 = icmp sgt i64 0, %mm206
  %mm208 = select i1 %c207, i64 0, i64 %mm206
  %v209 = load i64, ptr %j, align 8
  %add210 = add i64 %v209, -1
  %sub211 = sub i64 %dim8, 1
  %c212 = icmp slt i64 %add210, %sub211
  %mm213 = select i1 %c212, i64 %add210, i64 %sub211
  %c214 = icmp sgt i64 0, %mm213
  %mm215 = select i1 %c214, i64 0, i64 %mm213
  %pos = mul i64 0, %dim
  %pos216 = add i64 %pos, %mm208
  %pos217 = mul i64 %pos216, %dim8
  %pos218 = add i64 %pos217, %mm215
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos218
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %coef_68, align 4
  %v219 = load i64, ptr %i, align 8
  %add220 = add i64 %v219, -1
  %sub221 = sub i64 %dim, 1
  %c222 = icmp slt i64 %add220, %sub221
  %mm223 = select i1 %c222, i64 %add220, i64 %sub221
  %c224 = icmp sgt i64 0, %mm223
  %mm225 = select i1 %c224, i64 0, i64 %mm223
  %v226 = load i64, ptr %j, align 8
  %add227 = add i64 %v226, 0
  %sub228 = sub i64 %dim8, 1
  %c229 = icmp slt i64 %add227, %sub228
  %mm230 = select i1 %c229, i64 %add227, i64 %sub228
  %c231 = icmp sgt i64 0, %mm230
  %mm232 = select i1 %c231, i64 0, i64 %mm230
  %pos233 = mul i64 0, %dim
  %pos234 = add i64 %pos233, %mm225
  %pos235 = mul i64 %pos234, %dim8
  %pos236 = add i64 %pos235, %mm232
  %elp237 = getelementptr inbounds float, ptr %buf, i64 %pos236
  %el238 = load float, ptr %elp237, align 4, !alias.scope !0, !noalias !3
  store float %el238, ptr %coef_69, align 4
  %v239 = load i64, ptr %i, align 8
  %add240 = add i64 %v239, -1
  %sub241 = sub i64 %dim, 1
  %c242 = icmp slt i64 %add240, %sub241
  %mm243 = select i1 %c242, i64 %add240, i64 %sub241
  %c244 = icmp sgt i64 0, %mm243
  %mm245 = select i1 %c244, i64 0, i64 %mm243
  %v246 = load i64, ptr %j, align 8
  %add247 = add i64 %v246, 1
  %sub248 = sub i64 %dim8, 1
  %c249 = icmp slt i64 %add247, %sub248
  %mm250 = select i1 %c249, i64 %add247, i64 %sub248
  %c251 = icmp sgt i64 0, %mm250
  %mm252 = select i1 %c251, i64 0, i64 %mm250
  %pos253 = mul i64 0, %dim
  %pos254 = add i64 %pos253, %mm245
  %pos255 = mul i64 %pos254, %dim8
  %pos256 = add i64 %pos255, %mm252
  %elp257 = getelementptr inbounds float, ptr %buf, i64 %pos256
  %el258 = load float, ptr %elp257, align 4, !alias.scope !0, !noalias !3
  store float %el258, ptr %coef_70, align 4
  %v259 = load i64, ptr %i, align 8
  %add260 = add i64 %v259, 0
  %sub261 = sub i64 %dim, 1
  %c262 = icmp slt i64 %add260, %sub261
  %mm263 = select i1 %c262, i64 %add260, i64 %sub261
  %c264 = icmp sgt i64 0, %mm263
  %mm265 = select i1 %c264, i64 0, i64 %mm263
  %v266 = load i64, ptr %j, align 8
  %add267 = add i64 %v266, -1
  %sub268 = sub i64 %dim8, 1
  %c269 = icmp slt i64 %add267, %sub268
  %mm270 = select i1 %c269, i64 %add267, i64 %sub268
  %c271 = icmp sgt i64 0, %mm270
  %mm272 = select i1 %c271, i64 0, i64 %mm270
  %pos273 = mul i64 0, %dim
  %pos274 = add i64 %pos273, %mm265
  %pos275 = mul i64 %pos274, %dim8
  %pos276 = add i64 %pos275, %mm272
  %elp277 = getelementptr inbounds float, ptr %buf, i64 %pos276
  %el278 = load float, ptr %elp277, align 4, !alias.scope !0, !noalias !3
  store float %el278, ptr %coef_71, align 4
  %v279 = load i64, ptr %i, align 8
  %add280 = add i64 %v279, 0
  %sub281 = sub i64 %dim, 1
  %c282 = icmp slt i64 %add280, %sub281
  %mm283 = select i1 %c282, i64 %add280, i64 %sub281
  %c284 = icmp sgt i64 0, %mm283
  %mm285 = select i1 %c284, i64 0, i64 %mm283
  %v286 = load i64, ptr %j, align 8
  %add287 = add i64 %v286, 0
  %sub288 = sub i64 %dim8, 1
  %c289 = icmp slt i64 %add287, %sub288
  %mm290 = select i1 %c289, i64 %add287, i64 %sub288
  %c291 = icmp sgt i64 0, %mm290
  %mm292 = select i1 %c291, i64 0, i64 %mm290
  %pos293 = mul i64 0, %dim
  %pos294 = add i64 %pos293, %mm285
  %pos295 = mul i64 %pos294, %dim8
  %pos296 = add i64 %pos295, %mm292
  %elp297 = getelementptr inbounds float, ptr %buf, i64 %pos296
  %el298 = load float, ptr %elp297, align 4, !alias.scope !0, !noalias !3
  store float %el298, ptr %coef_72, align 4
  %v299 = load i64, ptr %i, align 8
  %add300 = add i64 %v299, 0
  %sub301 = sub i64 %dim, 1
  %c302 = icmp slt i64 %add300, %sub301
  %mm303 = select i1 %c302, i64 %add300, i64 %sub301
  %c304 = icmp sgt i64 0, %mm303
  %mm305 = select i1 %c304, i64 0, i64 %mm303
  %v306 = load i64, ptr %j, align 8
  %add307 = add i64 %v306, 1
  %sub308 = sub i64 %dim8, 1
  %c309 = icmp slt i64 %add307, %sub308
  %mm310 = select i1 %c309, i64 %add307, i64 %sub308
  %c311 = icmp sgt i64 0, %mm310
  %mm312 = select i1 %c311, i64 0, i64 %mm310
  %pos313 = mul i64 0, %dim
  %pos314 = add i64 %pos313, %mm305
  %pos315 = mul i64 %pos314, %dim8
  %pos316 = add i64 %pos315, %mm312
  %elp317 = getelementptr inbounds float, ptr %buf, i64 %pos316
  %el318 = load float, ptr %elp317, align 4, !alias.scope !0, !noalias !3
  store float %el318, ptr %coef_73, align 4
  %v319 = load i64, ptr %i, align 8
  %add320 = add i64 %v319, 1
  %sub321 = sub i64 %dim, 1
  %c322 = icmp slt i64 %add320, %sub321
  %mm323 = select i1 %c322, i64 %add320, i64 %sub321
  %c324 = icmp sgt i64 0, %mm323
  %mm325 = select i1 %c324, i64 0, i64 %mm323
  %v326 = load i64, ptr %j, align 8
  %add327 = add i64 %v326, -1
  %sub328 = sub i64 %dim8, 1
  %c329 = icmp slt i64 %add327, %sub328
  %mm330 = select i1 %c329, i64 %add327, i64 %sub328
  %c331 = icmp sgt i64 0, %mm330
  %mm332 = select i1 %c331, i64 0, i64 %mm330
  %pos333 = mul i64 0, %dim
  %pos334 = add i64 %pos333, %mm325
  %pos335 = mul i64 %pos334, %dim8
  %pos336 = add i64 %pos335, %mm332
  %elp337 = getelementptr inbounds float, ptr %buf, i64 %pos336
  %el338 = load float, ptr %elp337, align 4, !alias.scope !0, !noalias !3
  store float %el338, ptr %coef_74, align 4
  %v339 = load i64, ptr %i, align 8
  %add340 = add i64 %v339, 1
  %sub341 = sub i64 %dim, 1
  %c342 = icmp slt i64 %add340, %sub341
  %mm343 = select i1 %c342, i64 %add340, i64 %sub341
  %c344 = icmp sgt i64 0, %mm343
  %mm345 = select i1 %c344, i64 0, i64 %mm343
  %v346 = load i64, ptr %j, align 8
  %add347 = add i64 %v346, 0
  %sub348 = sub i64 %dim8, 1
  %c349 = icmp slt i64 %add347, %sub348
  %mm350 = select i1 %c349, i64 %add347, i64 %sub348
  %c351 = icmp sgt i64 0, %mm350
  %mm352 = select i1 %c351, i64 0, i64 %mm350
  %pos353 = mul i64 0, %dim
  %pos354 = add i64 %pos353, %mm345
  %pos355 = mul i64 %pos354, %dim8
  %pos356 = add i64 %pos355, %mm352
  %elp357 = getelementptr inbounds float, ptr %buf, i64 %pos356
  %el358 = load float, ptr %elp357, align 4, !alias.scope !0, !noalias !3
  store float %el358, ptr %coef_75, align 4
  %v359 = load i64, ptr %i, align 8
  %add360 = add i64 %v359, 1
  %sub361 = sub i64 %dim, 1
  %c362 = icmp slt i64 %add360, %sub361
  %mm363 = select i1 %c362, i64 %add360, i64 %sub361
  %c364 = icmp sgt i64 0, %mm363
  %mm365 = select i1 %c364, i64 0, i64 %mm363
  %v366 = load i64, ptr %j, align 8
  %add367 = add i64 %v366, 1
  %sub368 = sub i64 %dim8, 1
  %c369 = icmp slt i64 %add367, %sub368
  %mm370 = select i1 %c369, i64 %add367, i64 %sub368
  %c371 = icmp sgt i64 0, %mm370
  %mm372 = select i1 %c371, i64 0, i64 %mm370
  %pos373 = mul i64 0, %dim
  %pos374 = add i64 %pos373, %mm365
  %pos375 = mul i64 %pos374, %dim8
  %pos376 = add i64 %pos375, %mm372
  %elp377 = getelementptr inbounds float, ptr %buf, i64 %pos376
  %el378 = load float, ptr %elp377, align 4, !alias.scope !0, !noalias !3
  store float %el378, ptr %coef_76, align 4
  %v379 = load i64, ptr %i, align 8
  %v380 = load i64, ptr %j, align 8
  %pos381 = mul i64 0, %dim
  %pos382 = add i64 %pos381, %v379
  %pos383 = mul i64 %pos382, %dim8
  %pos384 = add i64 %pos383, %v380
  %v385 = load float, ptr %coef_72, align 4
  %tup = insertvalue { float, float, float } undef, float %v385, 0
  %v386 = load float, ptr %coef_75, align 4
  %tup387 = insertvalue { float, float, float } %tup, float %v386, 1
  %v388 = load float, ptr %coef_73, align 4
  %tup389 = insertvalue { float, float, float } %tup387, float %v388, 2
  %f = extractvalue { float, float, float } %tup389, 0
  %elp392 = getelementptr inbounds float, ptr %buf391, i64 %pos384
  store float %f, ptr %elp392, align 4, !alias.scope !7, !noalias !8
  %f393 = extractvalue { float, float, float } %tup389, 1
  %elp396 = getelementptr inbounds float, ptr %buf395, i64 %pos384
  store float %f393, ptr %elp396, align 4, !alias.scope !9, !noalias !10
  %f397 = extractvalue { float, float, float } %tup389, 2
  %elp400 = getelementptr inbounds float, ptr %buf399, i64 %pos384
  store float %f397, ptr %elp400, align 4, !alias.scope !11, !noalias !12
  %i401 = load i64, ptr %j, align 8
  %next = add i64 %i401, 1
  store i64 %next, ptr %j, align 8
  br label %loop197

exit199:                                          ; preds = %loop197
  br label %versions_done

loop402:                                          ; preds = %ok703, %checked
  %i405 = load i64, ptr %j, align 8
  %more406 = icmp slt i64 %i405, %min23
  br i1 %more406, label %body403, label %exit404

body403:                                          ; preds = %loop402
  %v407 = load i64, ptr %i, align 8
  %add408 = add i64 %v407, -1
  %sub409 = sub i64 %dim, 1
  %c410 = icmp slt i64 %add408, %sub409
  %mm411 = select i1 %c410, i64 %add408, i64 %sub409
  %c412 = icmp sgt i64 0, %mm411
  %mm413 = select i1 %c412, i64 0, i64 %mm411
  %v414 = load i64, ptr %j, align 8
  %add415 = add i64 %v414, -1
  %sub416 = sub i64 %dim8, 1
  %c417 = icmp slt i64 %add415, %sub416
  %mm418 = select i1 %c417, i64 %add415, i64 %sub416
  %c419 = icmp sgt i64 0, %mm418
  %mm420 = select i1 %c419, i64 0, i64 %mm418
  %inb = icmp ult i64 %mm413, %dim
  br i1 %inb, label %ok422, label %fail421

exit404:                                          ; preds = %loop402
  br label %versions_done

fail421:                                          ; preds = %body403
  %errp423 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp423, align 8
  %errp424 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp424, align 8
  %errp425 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm413, ptr %errp425, align 8
  %errp426 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp426, align 8
  ret i32 1

ok422:                                            ; preds = %body403
  %pos427 = mul i64 0, %dim
  %pos428 = add i64 %pos427, %mm413
  %inb429 = icmp ult i64 %mm420, %dim8
  br i1 %inb429, label %ok431, label %fail430

fail430:                                          ; preds = %ok422
  %errp432 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp432, align 8
  %errp433 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp433, align 8
  %errp434 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm420, ptr %errp434, align 8
  %errp435 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp435, align 8
  ret i32 1

ok431:                                            ; preds = %ok422
  %pos436 = mul i64 %pos428, %dim8
  %pos437 = add i64 %pos436, %mm420
  %elp438 = getelementptr inbounds float, ptr %buf, i64 %pos437
  %el439 = load float, ptr %elp438, align 4, !alias.scope !0, !noalias !3
  store float %el439, ptr %coef_68, align 4
  %v440 = load i64, ptr %i, align 8
  %add441 = add i64 %v440, -1
  %sub442 = sub i64 %dim, 1
  %c443 = icmp slt i64 %add441, %sub442
  %mm444 = select i1 %c443, i64 %add441, i64 %sub442
  %c445 = icmp sgt i64 0, %mm444
  %mm446 = select i1 %c445, i64 0, i64 %mm444
  %v447 = load i64, ptr %j, align 8
  %add448 = add i64 %v447, 0
  %sub449 = sub i64 %dim8, 1
  %c450 = icmp slt i64 %add448, %sub449
  %mm451 = select i1 %c450, i64 %add448, i64 %sub449
  %c452 = icmp sgt i64 0, %mm451
  %mm453 = select i1 %c452, i64 0, i64 %mm451
  %inb454 = icmp ult i64 %mm446, %dim
  br i1 %inb454, label %ok456, label %fail455

fail455:                                          ; preds = %ok431
  %errp457 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp457, align 8
  %errp458 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp458, align 8
  %errp459 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm446, ptr %errp459, align 8
  %errp460 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp460, align 8
  ret i32 1

ok456:                                            ; preds = %ok431
  %pos461 = mul i64 0, %dim
  %pos462 = add i64 %pos461, %mm446
  %inb463 = icmp ult i64 %mm453, %dim8
  br i1 %inb463, label %ok465, label %fail464

fail464:                                          ; preds = %ok456
  %errp466 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp466, align 8
  %errp467 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp467, align 8
  %errp468 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm453, ptr %errp468, align 8
  %errp469 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp469, align 8
  ret i32 1

ok465:                                            ; preds = %ok456
  %pos470 = mul i64 %pos462, %dim8
  %pos471 = add i64 %pos470, %mm453
  %elp472 = getelementptr inbounds float, ptr %buf, i64 %pos471
  %el473 = load float, ptr %elp472, align 4, !alias.scope !0, !noalias !3
  store float %el473, ptr %coef_69, align 4
  %v474 = load i64, ptr %i, align 8
  %add475 = add i64 %v474, -1
  %sub476 = sub i64 %dim, 1
  %c477 = icmp slt i64 %add475, %sub476
  %mm478 = select i1 %c477, i64 %add475, i64 %sub476
  %c479 = icmp sgt i64 0, %mm478
  %mm480 = select i1 %c479, i64 0, i64 %mm478
  %v481 = load i64, ptr %j, align 8
  %add482 = add i64 %v481, 1
  %sub483 = sub i64 %dim8, 1
  %c484 = icmp slt i64 %add482, %sub483
  %mm485 = select i1 %c484, i64 %add482, i64 %sub483
  %c486 = icmp sgt i64 0, %mm485
  %mm487 = select i1 %c486, i64 0, i64 %mm485
  %inb488 = icmp ult i64 %mm480, %dim
  br i1 %inb488, label %ok490, label %fail489

fail489:                                          ; preds = %ok465
  %errp491 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp491, align 8
  %errp492 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp492, align 8
  %errp493 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm480, ptr %errp493, align 8
  %errp494 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp494, align 8
  ret i32 1

ok490:                                            ; preds = %ok465
  %pos495 = mul i64 0, %dim
  %pos496 = add i64 %pos495, %mm480
  %inb497 = icmp ult i64 %mm487, %dim8
  br i1 %inb497, label %ok499, label %fail498

fail498:                                          ; preds = %ok490
  %errp500 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp500, align 8
  %errp501 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp501, align 8
  %errp502 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm487, ptr %errp502, align 8
  %errp503 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp503, align 8
  ret i32 1

ok499:                                            ; preds = %ok490
  %pos504 = mul i64 %pos496, %dim8
  %pos505 = add i64 %pos504, %mm487
  %elp506 = getelementptr inbounds float, ptr %buf, i64 %pos505
  %el507 = load float, ptr %elp506, align 4, !alias.scope !0, !noalias !3
  store float %el507, ptr %coef_70, align 4
  %v508 = load i64, ptr %i, align 8
  %add509 = add i64 %v508, 0
  %sub510 = sub i64 %dim, 1
  %c511 = icmp slt i64 %add509, %sub510
  %mm512 = select i1 %c511, i64 %add509, i64 %sub510
  %c513 = icmp sgt i64 0, %mm512
  %mm514 = select i1 %c513, i64 0, i64 %mm512
  %v515 = load i64, ptr %j, align 8
  %add516 = add i64 %v515, -1
  %sub517 = sub i64 %dim8, 1
  %c518 = icmp slt i64 %add516, %sub517
  %mm519 = select i1 %c518, i64 %add516, i64 %sub517
  %c520 = icmp sgt i64 0, %mm519
  %mm521 = select i1 %c520, i64 0, i64 %mm519
  %inb522 = icmp ult i64 %mm514, %dim
  br i1 %inb522, label %ok524, label %fail523

fail523:                                          ; preds = %ok499
  %errp525 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp525, align 8
  %errp526 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp526, align 8
  %errp527 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm514, ptr %errp527, align 8
  %errp528 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp528, align 8
  ret i32 1

ok524:                                            ; preds = %ok499
  %pos529 = mul i64 0, %dim
  %pos530 = add i64 %pos529, %mm514
  %inb531 = icmp ult i64 %mm521, %dim8
  br i1 %inb531, label %ok533, label %fail532

fail532:                                          ; preds = %ok524
  %errp534 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp534, align 8
  %errp535 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp535, align 8
  %errp536 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm521, ptr %errp536, align 8
  %errp537 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp537, align 8
  ret i32 1

ok533:                                            ; preds = %ok524
  %pos538 = mul i64 %pos530, %dim8
  %pos539 = add i64 %pos538, %mm521
  %elp540 = getelementptr inbounds float, ptr %buf, i64 %pos539
  %el541 = load float, ptr %elp540, align 4, !alias.scope !0, !noalias !3
  store float %el541, ptr %coef_71, align 4
  %v542 = load i64, ptr %i, align 8
  %add543 = add i64 %v542, 0
  %sub544 = sub i64 %dim, 1
  %c545 = icmp slt i64 %add543, %sub544
  %mm546 = select i1 %c545, i64 %add543, i64 %sub544
  %c547 = icmp sgt i64 0, %mm546
  %mm548 = select i1 %c547, i64 0, i64 %mm546
  %v549 = load i64, ptr %j, align 8
  %add550 = add i64 %v549, 0
  %sub551 = sub i64 %dim8, 1
  %c552 = icmp slt i64 %add550, %sub551
  %mm553 = select i1 %c552, i64 %add550, i64 %sub551
  %c554 = icmp sgt i64 0, %mm553
  %mm555 = select i1 %c554, i64 0, i64 %mm553
  %inb556 = icmp ult i64 %mm548, %dim
  br i1 %inb556, label %ok558, label %fail557

fail557:                                          ; preds = %ok533
  %errp559 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp559, align 8
  %errp560 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp560, align 8
  %errp561 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm548, ptr %errp561, align 8
  %errp562 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp562, align 8
  ret i32 1

ok558:                                            ; preds = %ok533
  %pos563 = mul i64 0, %dim
  %pos564 = add i64 %pos563, %mm548
  %inb565 = icmp ult i64 %mm555, %dim8
  br i1 %inb565, label %ok567, label %fail566

fail566:                                          ; preds = %ok558
  %errp568 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp568, align 8
  %errp569 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp569, align 8
  %errp570 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm555, ptr %errp570, align 8
  %errp571 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp571, align 8
  ret i32 1

ok567:                                            ; preds = %ok558
  %pos572 = mul i64 %pos564, %dim8
  %pos573 = add i64 %pos572, %mm555
  %elp574 = getelementptr inbounds float, ptr %buf, i64 %pos573
  %el575 = load float, ptr %elp574, align 4, !alias.scope !0, !noalias !3
  store float %el575, ptr %coef_72, align 4
  %v576 = load i64, ptr %i, align 8
  %add577 = add i64 %v576, 0
  %sub578 = sub i64 %dim, 1
  %c579 = icmp slt i64 %add577, %sub578
  %mm580 = select i1 %c579, i64 %add577, i64 %sub578
  %c581 = icmp sgt i64 0, %mm580
  %mm582 = select i1 %c581, i64 0, i64 %mm580
  %v583 = load i64, ptr %j, align 8
  %add584 = add i64 %v583, 1
  %sub585 = sub i64 %dim8, 1
  %c586 = icmp slt i64 %add584, %sub585
  %mm587 = select i1 %c586, i64 %add584, i64 %sub585
  %c588 = icmp sgt i64 0, %mm587
  %mm589 = select i1 %c588, i64 0, i64 %mm587
  %inb590 = icmp ult i64 %mm582, %dim
  br i1 %inb590, label %ok592, label %fail591

fail591:                                          ; preds = %ok567
  %errp593 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp593, align 8
  %errp594 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp594, align 8
  %errp595 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm582, ptr %errp595, align 8
  %errp596 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp596, align 8
  ret i32 1

ok592:                                            ; preds = %ok567
  %pos597 = mul i64 0, %dim
  %pos598 = add i64 %pos597, %mm582
  %inb599 = icmp ult i64 %mm589, %dim8
  br i1 %inb599, label %ok601, label %fail600

fail600:                                          ; preds = %ok592
  %errp602 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp602, align 8
  %errp603 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp603, align 8
  %errp604 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm589, ptr %errp604, align 8
  %errp605 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp605, align 8
  ret i32 1

ok601:                                            ; preds = %ok592
  %pos606 = mul i64 %pos598, %dim8
  %pos607 = add i64 %pos606, %mm589
  %elp608 = getelementptr inbounds float, ptr %buf, i64 %pos607
  %el609 = load float, ptr %elp608, align 4, !alias.scope !0, !noalias !3
  store float %el609, ptr %coef_73, align 4
  %v610 = load i64, ptr %i, align 8
  %add611 = add i64 %v610, 1
  %sub612 = sub i64 %dim, 1
  %c613 = icmp slt i64 %add611, %sub612
  %mm614 = select i1 %c613, i64 %add611, i64 %sub612
  %c615 = icmp sgt i64 0, %mm614
  %mm616 = select i1 %c615, i64 0, i64 %mm614
  %v617 = load i64, ptr %j, align 8
  %add618 = add i64 %v617, -1
  %sub619 = sub i64 %dim8, 1
  %c620 = icmp slt i64 %add618, %sub619
  %mm621 = select i1 %c620, i64 %add618, i64 %sub619
  %c622 = icmp sgt i64 0, %mm621
  %mm623 = select i1 %c622, i64 0, i64 %mm621
  %inb624 = icmp ult i64 %mm616, %dim
  br i1 %inb624, label %ok626, label %fail625

fail625:                                          ; preds = %ok601
  %errp627 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp627, align 8
  %errp628 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp628, align 8
  %errp629 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm616, ptr %errp629, align 8
  %errp630 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp630, align 8
  ret i32 1

ok626:                                            ; preds = %ok601
  %pos631 = mul i64 0, %dim
  %pos632 = add i64 %pos631, %mm616
  %inb633 = icmp ult i64 %mm623, %dim8
  br i1 %inb633, label %ok635, label %fail634

fail634:                                          ; preds = %ok626
  %errp636 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp636, align 8
  %errp637 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp637, align 8
  %errp638 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm623, ptr %errp638, align 8
  %errp639 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp639, align 8
  ret i32 1

ok635:                                            ; preds = %ok626
  %pos640 = mul i64 %pos632, %dim8
  %pos641 = add i64 %pos640, %mm623
  %elp642 = getelementptr inbounds float, ptr %buf, i64 %pos641
  %el643 = load float, ptr %elp642, align 4, !alias.scope !0, !noalias !3
  store float %el643, ptr %coef_74, align 4
  %v644 = load i64, ptr %i, align 8
  %add645 = add i64 %v644, 1
  %sub646 = sub i64 %dim, 1
  %c647 = icmp slt i64 %add645, %sub646
  %mm648 = select i1 %c647, i64 %add645, i64 %sub646
  %c649 = icmp sgt i64 0, %mm648
  %mm650 = select i1 %c649, i64 0, i64 %mm648
  %v651 = load i64, ptr %j, align 8
  %add652 = add i64 %v651, 0
  %sub653 = sub i64 %dim8, 1
  %c654 = icmp slt i64 %add652, %sub653
  %mm655 = select i1 %c654, i64 %add652, i64 %sub653
  %c656 = icmp sgt i64 0, %mm655
  %mm657 = select i1 %c656, i64 0, i64 %mm655
  %inb658 = icmp ult i64 %mm650, %dim
  br i1 %inb658, label %ok660, label %fail659

fail659:                                          ; preds = %ok635
  %errp661 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp661, align 8
  %errp662 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp662, align 8
  %errp663 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm650, ptr %errp663, align 8
  %errp664 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp664, align 8
  ret i32 1

ok660:                                            ; preds = %ok635
  %pos665 = mul i64 0, %dim
  %pos666 = add i64 %pos665, %mm650
  %inb667 = icmp ult i64 %mm657, %dim8
  br i1 %inb667, label %ok669, label %fail668

fail668:                                          ; preds = %ok660
  %errp670 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp670, align 8
  %errp671 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp671, align 8
  %errp672 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm657, ptr %errp672, align 8
  %errp673 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp673, align 8
  ret i32 1

ok669:                                            ; preds = %ok660
  %pos674 = mul i64 %pos666, %dim8
  %pos675 = add i64 %pos674, %mm657
  %elp676 = getelementptr inbounds float, ptr %buf, i64 %pos675
  %el677 = load float, ptr %elp676, align 4, !alias.scope !0, !noalias !3
  store float %el677, ptr %coef_75, align 4
  %v678 = load i64, ptr %i, align 8
  %add679 = add i64 %v678, 1
  %sub680 = sub i64 %dim, 1
  %c681 = icmp slt i64 %add679, %sub680
  %mm682 = select i1 %c681, i64 %add679, i64 %sub680
  %c683 = icmp sgt i64 0, %mm682
  %mm684 = select i1 %c683, i64 0, i64 %mm682
  %v685 = load i64, ptr %j, align 8
  %add686 = add i64 %v685, 1
  %sub687 = sub i64 %dim8, 1
  %c688 = icmp slt i64 %add686, %sub687
  %mm689 = select i1 %c688, i64 %add686, i64 %sub687
  %c690 = icmp sgt i64 0, %mm689
  %mm691 = select i1 %c690, i64 0, i64 %mm689
  %inb692 = icmp ult i64 %mm684, %dim
  br i1 %inb692, label %ok694, label %fail693

fail693:                                          ; preds = %ok669
  %errp695 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp695, align 8
  %errp696 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp696, align 8
  %errp697 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm684, ptr %errp697, align 8
  %errp698 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp698, align 8
  ret i32 1

ok694:                                            ; preds = %ok669
  %pos699 = mul i64 0, %dim
  %pos700 = add i64 %pos699, %mm684
  %inb701 = icmp ult i64 %mm691, %dim8
  br i1 %inb701, label %ok703, label %fail702

fail702:                                          ; preds = %ok694
  %errp704 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp704, align 8
  %errp705 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp705, align 8
  %errp706 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm691, ptr %errp706, align 8
  %errp707 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp707, align 8
  ret i32 1

ok703:                                            ; preds = %ok694
  %pos708 = mul i64 %pos700, %dim8
  %pos709 = add i64 %pos708, %mm691
  %elp710 = getelementptr inbounds float, ptr %buf, i64 %pos709
  %el711 = load float, ptr %elp710, align 4, !alias.scope !0, !noalias !3
  store float %el711, ptr %coef_76, align 4
  %v712 = load i64, ptr %i, align 8
  %v713 = load i64, ptr %j, align 8
  %pos714 = mul i64 0, %dim
  %pos715 = add i64 %pos714, %v712
  %pos716 = mul i64 %pos715, %dim8
  %pos717 = add i64 %pos716, %v713
  %v718 = load float, ptr %coef_72, align 4
  %tup719 = insertvalue { float, float, float } undef, float %v718, 0
  %v720 = load float, ptr %coef_75, align 4
  %tup721 = insertvalue { float, float, float } %tup719, float %v720, 1
  %v722 = load float, ptr %coef_73, align 4
  %tup723 = insertvalue { float, float, float } %tup721, float %v722, 2
  %f724 = extractvalue { float, float, float } %tup723, 0
  %elp725 = getelementptr inbounds float, ptr %buf391, i64 %pos717
  store float %f724, ptr %elp725, align 4, !alias.scope !7, !noalias !8
  %f726 = extractvalue { float, float, float } %tup723, 1
  %elp727 = getelementptr inbounds float, ptr %buf395, i64 %pos717
  store float %f726, ptr %elp727, align 4, !alias.scope !9, !noalias !10
  %f728 = extractvalue { float, float, float } %tup723, 2
  %elp729 = getelementptr inbounds float, ptr %buf399, i64 %pos717
  store float %f728, ptr %elp729, align 4, !alias.scope !11, !noalias !12
  %i730 = load i64, ptr %j, align 8
  %next731 = add i64 %i730, 1
  store i64 %next731, ptr %j, align 8
  br label %loop402

proved921:                                        ; preds = %versions_done
  store i64 %min23, ptr %j, align 8
  br label %loop924

checked922:                                       ; preds = %versions_done
  store i64 %min23, ptr %j, align 8
  br label %loop1083

versions_done923:                                 ; preds = %exit1085, %exit926
  store i64 %min27, ptr %j, align 8
  %v1369 = load i64, ptr %i, align 8
  %add1370 = add i64 %v1369, -1
  %sub1371 = sub i64 %dim, 1
  %c1372 = icmp slt i64 %add1370, %sub1371
  %mm1373 = select i1 %c1372, i64 %add1370, i64 %sub1371
  %c1374 = icmp sgt i64 0, %mm1373
  %mm1375 = select i1 %c1374, i64 0, i64 %mm1373
  %base1376 = sext i64 %mm1375 to i128
  %fits_low1377 = icmp sge i128 %base1376, -9223372036854775808
  %fits_high1378 = icmp sle i128 %base1376, 9223372036854775807
  %fits1379 = and i1 %fits_low1377, %fits_high1378
  %least1380 = select i1 %fits1379, i128 %base1376, i128 -9223372036854775808
  %most1381 = select i1 %fits1379, i128 %base1376, i128 9223372036854775807
  %extent1382 = sext i64 %dim to i128
  %low_ok1383 = icmp sge i128 %least1380, 0
  %high_ok1384 = icmp slt i128 %most1381, %extent1382
  %ok1385 = and i1 true, %low_ok1383
  %ok1386 = and i1 %ok1385, %high_ok1384
  %v1387 = load i64, ptr %j, align 8
  %add1388 = add i64 %v1387, -1
  %base1389 = sext i64 %add1388 to i128
  %next1390 = add i64 %min27, 1
  store i64 %next1390, ptr %j, align 8
  %v1391 = load i64, ptr %j, align 8
  %add1392 = add i64 %v1391, -1
  store i64 %min27, ptr %j, align 8
  %at_next1393 = sext i64 %add1392 to i128
  %step1394 = sub i128 %at_next1393, %base1389
  %step1395 = trunc i128 %step1394 to i64
  %step1396 = sext i64 %step1395 to i128
  %len1397 = sub i64 %dim8, %min27
  %span1398 = sub i64 %len1397, 1
  %span1399 = sext i64 %span1398 to i128
  %reach1400 = mul i128 %step1396, %span1399
  %c1401 = icmp slt i128 %reach1400, 0
  %min1402 = select i1 %c1401, i128 %reach1400, i128 0
  %c1403 = icmp sgt i128 %reach1400, 0
  %max1404 = select i1 %c1403, i128 %reach1400, i128 0
  %least1405 = add i128 %base1389, %min1402
  %most1406 = add i128 %base1389, %max1404
  %fits_low1407 = icmp sge i128 %least1405, -9223372036854775808
  %fits_high1408 = icmp sle i128 %most1406, 9223372036854775807
  %fits1409 = and i1 %fits_low1407, %fits_high1408
  %least1410 = select i1 %fits1409, i128 %least1405, i128 -9223372036854775808
  %most1411 = select i1 %fits1409, i128 %most1406, i128 9223372036854775807
  %sub1412 = sub i64 %dim8, 1
  %base1413 = sext i64 %sub1412 to i128
  %fits_low1414 = icmp sge i128 %base1413, -9223372036854775808
  %fits_high1415 = icmp sle i128 %base1413, 9223372036854775807
  %fits1416 = and i1 %fits_low1414, %fits_high1415
  %least1417 = select i1 %fits1416, i128 %base1413, i128 -9223372036854775808
  %most1418 = select i1 %fits1416, i128 %base1413, i128 9223372036854775807
  %c1419 = icmp slt i128 %least1410, %least1417
  %min1420 = select i1 %c1419, i128 %least1410, i128 %least1417
  %c1421 = icmp slt i128 %most1411, %most1418
  %min1422 = select i1 %c1421, i128 %most1411, i128 %most1418
  %c1423 = icmp sgt i128 0, %min1420
  %max1424 = select i1 %c1423, i128 0, i128 %min1420
  %c1425 = icmp sgt i128 0, %min1422
  %max1426 = select i1 %c1425, i128 0, i128 %min1422
  %extent1427 = sext i64 %dim8 to i128
  %low_ok1428 = icmp sge i128 %max1424, 0
  %high_ok1429 = icmp slt i128 %max1426, %extent1427
  %ok1430 = and i1 %ok1386, %low_ok1428
  %ok1431 = and i1 %ok1430, %high_ok1429
  %v1432 = load i64, ptr %j, align 8
  %add1433 = add i64 %v1432, 0
  %base1434 = sext i64 %add1433 to i128
  %next1435 = add i64 %min27, 1
  store i64 %next1435, ptr %j, align 8
  %v1436 = load i64, ptr %j, align 8
  %add1437 = add i64 %v1436, 0
  store i64 %min27, ptr %j, align 8
  %at_next1438 = sext i64 %add1437 to i128
  %step1439 = sub i128 %at_next1438, %base1434
  %step1440 = trunc i128 %step1439 to i64
  %step1441 = sext i64 %step1440 to i128
  %len1442 = sub i64 %dim8, %min27
  %span1443 = sub i64 %len1442, 1
  %span1444 = sext i64 %span1443 to i128
  %reach1445 = mul i128 %step1441, %span1444
  %c1446 = icmp slt i128 %reach1445, 0
  %min1447 = select i1 %c1446, i128 %reach1445, i128 0
  %c1448 = icmp sgt i128 %reach1445, 0
  %max1449 = select i1 %c1448, i128 %reach1445, i128 0
  %least1450 = add i128 %base1434, %min1447
  %most1451 = add i128 %base1434, %max1449
  %fits_low1452 = icmp sge i128 %least1450, -9223372036854775808
  %fits_high1453 = icmp sle i128 %most1451, 9223372036854775807
  %fits1454 = and i1 %fits_low1452, %fits_high1453
  %least1455 = select i1 %fits1454, i128 %least1450, i128 -9223372036854775808
  %most1456 = select i1 %fits1454, i128 %most1451, i128 9223372036854775807
  %sub1457 = sub i64 %dim8, 1
  %base1458 = sext i64 %sub1457 to i128
  %fits_low1459 = icmp sge i128 %base1458, -9223372036854775808
  %fits_high1460 = icmp sle i128 %base1458, 9223372036854775807
  %fits1461 = and i1 %fits_low1459, %fits_high1460
  %least1462 = select i1 %fits1461, i128 %base1458, i128 -9223372036854775808
  %most1463 = select i1 %fits1461, i128 %base1458, i128 9223372036854775807
  %c1464 = icmp slt i128 %least1455, %least1462
  %min1465 = select i1 %c1464, i128 %least1455, i128 %least1462
  %c1466 = icmp slt i128 %most1456, %most1463
  %min1467 = select i1 %c1466, i128 %most1456, i128 %most1463
  %c1468 = icmp sgt i128 0, %min1465
  %max1469 = select i1 %c1468, i128 0, i128 %min1465
  %c1470 = icmp sgt i128 0, %min1467
  %max1471 = select i1 %c1470, i128 0, i128 %min1467
  %extent1472 = sext i64 %dim8 to i128
  %low_ok1473 = icmp sge i128 %max1469, 0
  %high_ok1474 = icmp slt i128 %max1471, %extent1472
  %ok1475 = and i1 %ok1431, %low_ok1473
  %ok1476 = and i1 %ok1475, %high_ok1474
  %v1477 = load i64, ptr %j, align 8
  %add1478 = add i64 %v1477, 1
  %base1479 = sext i64 %add1478 to i128
  %next1480 = add i64 %min27, 1
  store i64 %next1480, ptr %j, align 8
  %v1481 = load i64, ptr %j, align 8
  %add1482 = add i64 %v1481, 1
  store i64 %min27, ptr %j, align 8
  %at_next1483 = sext i64 %add1482 to i128
  %step1484 = sub i128 %at_next1483, %base1479
  %step1485 = trunc i128 %step1484 to i64
  %step1486 = sext i64 %step1485 to i128
  %len1487 = sub i64 %dim8, %min27
  %span1488 = sub i64 %len1487, 1
  %span1489 = sext i64 %span1488 to i128
  %reach1490 = mul i128 %step1486, %span1489
  %c1491 = icmp slt i128 %reach1490, 0
  %min1492 = select i1 %c1491, i128 %reach1490, i128 0
  %c1493 = icmp sgt i128 %reach1490, 0
  %max1494 = select i1 %c1493, i128 %reach1490, i128 0
  %least1495 = add i128 %base1479, %min1492
  %most1496 = add i128 %base1479, %max1494
  %fits_low1497 = icmp sge i128 %least1495, -9223372036854775808
  %fits_high1498 = icmp sle i128 %most1496, 9223372036854775807
  %fits1499 = and i1 %fits_low1497, %fits_high1498
  %least1500 = select i1 %fits1499, i128 %least1495, i128 -9223372036854775808
  %most1501 = select i1 %fits1499, i128 %most1496, i128 9223372036854775807
  %sub1502 = sub i64 %dim8, 1
  %base1503 = sext i64 %sub1502 to i128
  %fits_low1504 = icmp sge i128 %base1503, -9223372036854775808
  %fits_high1505 = icmp sle i128 %base1503, 9223372036854775807
  %fits1506 = and i1 %fits_low1504, %fits_high1505
  %least1507 = select i1 %fits1506, i128 %base1503, i128 -9223372036854775808
  %most1508 = select i1 %fits1506, i128 %base1503, i128 9223372036854775807
  %c1509 = icmp slt i128 %least1500, %least1507
  %min1510 = select i1 %c1509, i128 %least1500, i128 %least1507
  %c1511 = icmp slt i128 %most1501, %most1508
  %min1512 = select i1 %c1511, i128 %most1501, i128 %most1508
  %c1513 = icmp sgt i128 0, %min1510
  %max1514 = select i1 %c1513, i128 0, i128 %min1510
  %c1515 = icmp sgt i128 0, %min1512
  %max1516 = select i1 %c1515, i128 0, i128 %min1512
  %extent1517 = sext i64 %dim8 to i128
  %low_ok1518 = icmp sge i128 %max1514, 0
  %high_ok1519 = icmp slt i128 %max1516, %extent1517
  %ok1520 = and i1 %ok1476, %low_ok1518
  %ok1521 = and i1 %ok1520, %high_ok1519
  %v1522 = load i64, ptr %i, align 8
  %add1523 = add i64 %v1522, 0
  %sub1524 = sub i64 %dim, 1
  %c1525 = icmp slt i64 %add1523, %sub1524
  %mm1526 = select i1 %c1525, i64 %add1523, i64 %sub1524
  %c1527 = icmp sgt i64 0, %mm1526
  %mm1528 = select i1 %c1527, i64 0, i64 %mm1526
  %base1529 = sext i64 %mm1528 to i128
  %fits_low1530 = icmp sge i128 %base1529, -9223372036854775808
  %fits_high1531 = icmp sle i128 %base1529, 9223372036854775807
  %fits1532 = and i1 %fits_low1530, %fits_high1531
  %least1533 = select i1 %fits1532, i128 %base1529, i128 -9223372036854775808
  %most1534 = select i1 %fits1532, i128 %base1529, i128 9223372036854775807
  %extent1535 = sext i64 %dim to i128
  %low_ok1536 = icmp sge i128 %least1533, 0
  %high_ok1537 = icmp slt i128 %most1534, %extent1535
  %ok1538 = and i1 %ok1521, %low_ok1536
  %ok1539 = and i1 %ok1538, %high_ok1537
  %v1540 = load i64, ptr %i, align 8
  %add1541 = add i64 %v1540, 1
  %sub1542 = sub i64 %dim, 1
  %c1543 = icmp slt i64 %add1541, %sub1542
  %mm1544 = select i1 %c1543, i64 %add1541, i64 %sub1542
  %c1545 = icmp sgt i64 0, %mm1544
  %mm1546 = select i1 %c1545, i64 0, i64 %mm1544
  %base1547 = sext i64 %mm1546 to i128
  %fits_low1548 = icmp sge i128 %base1547, -9223372036854775808
  %fits_high1549 = icmp sle i128 %base1547, 9223372036854775807
  %fits1550 = and i1 %fits_low1548, %fits_high1549
  %least1551 = select i1 %fits1550, i128 %base1547, i128 -9223372036854775808
  %most1552 = select i1 %fits1550, i128 %base1547, i128 9223372036854775807
  %extent1553 = sext i64 %dim to i128
  %low_ok1554 = icmp sge i128 %least1551, 0
  %high_ok1555 = icmp slt i128 %most1552, %extent1553
  %ok1556 = and i1 %ok1539, %low_ok1554
  %ok1557 = and i1 %ok1556, %high_ok1555
  br i1 %ok1557, label %proved1558, label %checked1559

loop924:                                          ; preds = %body925, %proved921
  %i927 = load i64, ptr %j, align 8
  %more928 = icmp slt i64 %i927, %min27
  br i1 %more928, label %body925, label %exit926

body925:                                          ; preds = %loop924
  %v929 = load i64, ptr %i, align 8
  %add930 = add i64 %v929, -1
  %sub931 = sub i64 %dim, 1
  %c932 = icmp slt i64 %add930, %sub931
  %mm933 = select i1 %c932, i64 %add930, i64 %sub931
  %c934 = icmp sgt i64 0, %mm933
  %mm935 = select i1 %c934, i64 0, i64 %mm933
  %j936 = load i64, ptr %j, align 8
  %tap = add i64 %j936, -1
  %pos937 = mul i64 0, %dim
  %pos938 = add i64 %pos937, %mm935
  %pos939 = mul i64 %pos938, %dim8
  %pos940 = add i64 %pos939, %tap
  %elp941 = getelementptr inbounds float, ptr %buf, i64 %pos940
  %el942 = load float, ptr %elp941, align 4, !alias.scope !0, !noalias !3
  store float %el942, ptr %coef_68, align 4
  %v943 = load i64, ptr %i, align 8
  %add944 = add i64 %v943, -1
  %sub945 = sub i64 %dim, 1
  %c946 = icmp slt i64 %add944, %sub945
  %mm947 = select i1 %c946, i64 %add944, i64 %sub945
  %c948 = icmp sgt i64 0, %mm947
  %mm949 = select i1 %c948, i64 0, i64 %mm947
  %j950 = load i64, ptr %j, align 8
  %tap951 = add i64 %j950, 0
  %pos952 = mul i64 0, %dim
  %pos953 = add i64 %pos952, %mm949
  %pos954 = mul i64 %pos953, %dim8
  %pos955 = add i64 %pos954, %tap951
  %elp956 = getelementptr inbounds float, ptr %buf, i64 %pos955
  %el957 = load float, ptr %elp956, align 4, !alias.scope !0, !noalias !3
  store float %el957, ptr %coef_69, align 4
  %v958 = load i64, ptr %i, align 8
  %add959 = add i64 %v958, -1
  %sub960 = sub i64 %dim, 1
  %c961 = icmp slt i64 %add959, %sub960
  %mm962 = select i1 %c961, i64 %add959, i64 %sub960
  %c963 = icmp sgt i64 0, %mm962
  %mm964 = select i1 %c963, i64 0, i64 %mm962
  %j965 = load i64, ptr %j, align 8
  %tap966 = add i64 %j965, 1
  %pos967 = mul i64 0, %dim
  %pos968 = add i64 %pos967, %mm964
  %pos969 = mul i64 %pos968, %dim8
  %pos970 = add i64 %pos969, %tap966
  %elp971 = getelementptr inbounds float, ptr %buf, i64 %pos970
  %el972 = load float, ptr %elp971, align 4, !alias.scope !0, !noalias !3
  store float %el972, ptr %coef_70, align 4
  %v973 = load i64, ptr %i, align 8
  %add974 = add i64 %v973, 0
  %sub975 = sub i64 %dim, 1
  %c976 = icmp slt i64 %add974, %sub975
  %mm977 = select i1 %c976, i64 %add974, i64 %sub975
  %c978 = icmp sgt i64 0, %mm977
  %mm979 = select i1 %c978, i64 0, i64 %mm977
  %j980 = load i64, ptr %j, align 8
  %tap981 = add i64 %j980, -1
  %pos982 = mul i64 0, %dim
  %pos983 = add i64 %pos982, %mm979
  %pos984 = mul i64 %pos983, %dim8
  %pos985 = add i64 %pos984, %tap981
  %elp986 = getelementptr inbounds float, ptr %buf, i64 %pos985
  %el987 = load float, ptr %elp986, align 4, !alias.scope !0, !noalias !3
  store float %el987, ptr %coef_71, align 4
  %v988 = load i64, ptr %i, align 8
  %add989 = add i64 %v988, 0
  %sub990 = sub i64 %dim, 1
  %c991 = icmp slt i64 %add989, %sub990
  %mm992 = select i1 %c991, i64 %add989, i64 %sub990
  %c993 = icmp sgt i64 0, %mm992
  %mm994 = select i1 %c993, i64 0, i64 %mm992
  %j995 = load i64, ptr %j, align 8
  %tap996 = add i64 %j995, 0
  %pos997 = mul i64 0, %dim
  %pos998 = add i64 %pos997, %mm994
  %pos999 = mul i64 %pos998, %dim8
  %pos1000 = add i64 %pos999, %tap996
  %elp1001 = getelementptr inbounds float, ptr %buf, i64 %pos1000
  %el1002 = load float, ptr %elp1001, align 4, !alias.scope !0, !noalias !3
  store float %el1002, ptr %coef_72, align 4
  %v1003 = load i64, ptr %i, align 8
  %add1004 = add i64 %v1003, 0
  %sub1005 = sub i64 %dim, 1
  %c1006 = icmp slt i64 %add1004, %sub1005
  %mm1007 = select i1 %c1006, i64 %add1004, i64 %sub1005
  %c1008 = icmp sgt i64 0, %mm1007
  %mm1009 = select i1 %c1008, i64 0, i64 %mm1007
  %j1010 = load i64, ptr %j, align 8
  %tap1011 = add i64 %j1010, 1
  %pos1012 = mul i64 0, %dim
  %pos1013 = add i64 %pos1012, %mm1009
  %pos1014 = mul i64 %pos1013, %dim8
  %pos1015 = add i64 %pos1014, %tap1011
  %elp1016 = getelementptr inbounds float, ptr %buf, i64 %pos1015
  %el1017 = load float, ptr %elp1016, align 4, !alias.scope !0, !noalias !3
  store float %el1017, ptr %coef_73, align 4
  %v1018 = load i64, ptr %i, align 8
  %add1019 = add i64 %v1018, 1
  %sub1020 = sub i64 %dim, 1
  %c1021 = icmp slt i64 %add1019, %sub1020
  %mm1022 = select i1 %c1021, i64 %add1019, i64 %sub1020
  %c1023 = icmp sgt i64 0, %mm1022
  %mm1024 = select i1 %c1023, i64 0, i64 %mm1022
  %j1025 = load i64, ptr %j, align 8
  %tap1026 = add i64 %j1025, -1
  %pos1027 = mul i64 0, %dim
  %pos1028 = add i64 %pos1027, %mm1024
  %pos1029 = mul i64 %pos1028, %dim8
  %pos1030 = add i64 %pos1029, %tap1026
  %elp1031 = getelementptr inbounds float, ptr %buf, i64 %pos1030
  %el1032 = load float, ptr %elp1031, align 4, !alias.scope !0, !noalias !3
  store float %el1032, ptr %coef_74, align 4
  %v1033 = load i64, ptr %i, align 8
  %add1034 = add i64 %v1033, 1
  %sub1035 = sub i64 %dim, 1
  %c1036 = icmp slt i64 %add1034, %sub1035
  %mm1037 = select i1 %c1036, i64 %add1034, i64 %sub1035
  %c1038 = icmp sgt i64 0, %mm1037
  %mm1039 = select i1 %c1038, i64 0, i64 %mm1037
  %j1040 = load i64, ptr %j, align 8
  %tap1041 = add i64 %j1040, 0
  %pos1042 = mul i64 0, %dim
  %pos1043 = add i64 %pos1042, %mm1039
  %pos1044 = mul i64 %pos1043, %dim8
  %pos1045 = add i64 %pos1044, %tap1041
  %elp1046 = getelementptr inbounds float, ptr %buf, i64 %pos1045
  %el1047 = load float, ptr %elp1046, align 4, !alias.scope !0, !noalias !3
  store float %el1047, ptr %coef_75, align 4
  %v1048 = load i64, ptr %i, align 8
  %add1049 = add i64 %v1048, 1
  %sub1050 = sub i64 %dim, 1
  %c1051 = icmp slt i64 %add1049, %sub1050
  %mm1052 = select i1 %c1051, i64 %add1049, i64 %sub1050
  %c1053 = icmp sgt i64 0, %mm1052
  %mm1054 = select i1 %c1053, i64 0, i64 %mm1052
  %j1055 = load i64, ptr %j, align 8
  %tap1056 = add i64 %j1055, 1
  %pos1057 = mul i64 0, %dim
  %pos1058 = add i64 %pos1057, %mm1054
  %pos1059 = mul i64 %pos1058, %dim8
  %pos1060 = add i64 %pos1059, %tap1056
  %elp1061 = getelementptr inbounds float, ptr %buf, i64 %pos1060
  %el1062 = load float, ptr %elp1061, align 4, !alias.scope !0, !noalias !3
  store float %el1062, ptr %coef_76, align 4
  %v1063 = load i64, ptr %i, align 8
  %v1064 = load i64, ptr %j, align 8
  %pos1065 = mul i64 0, %dim
  %pos1066 = add i64 %pos1065, %v1063
  %pos1067 = mul i64 %pos1066, %dim8
  %pos1068 = add i64 %pos1067, %v1064
  %v1069 = load float, ptr %coef_72, align 4
  %tup1070 = insertvalue { float, float, float } undef, float %v1069, 0
  %v1071 = load float, ptr %coef_75, align 4
  %tup1072 = insertvalue { float, float, float } %tup1070, float %v1071, 1
  %v1073 = load float, ptr %coef_73, align 4
  %tup1074 = insertvalue { float, float, float } %tup1072, float %v1073, 2
  %f1075 = extractvalue { float, float, float } %tup1074, 0
  %elp1076 = getelementptr inbounds float, ptr %buf391, i64 %pos1068
  store float %f1075, ptr %elp1076, align 4, !alias.scope !7, !noalias !8
  %f1077 = extractvalue { float, float, float } %tup1074, 1
  %elp1078 = getelementptr inbounds float, ptr %buf395, i64 %pos1068
  store float %f1077, ptr %elp1078, align 4, !alias.scope !9, !noalias !10
  %f1079 = extractvalue { float, float, float } %tup1074, 2
  %elp1080 = getelementptr inbounds float, ptr %buf399, i64 %pos1068
  store float %f1079, ptr %elp1080, align 4, !alias.scope !11, !noalias !12
  %i1081 = load i64, ptr %j, align 8
  %next1082 = add i64 %i1081, 1
  store i64 %next1082, ptr %j, align 8
  br label %loop924

exit926:                                          ; preds = %loop924
  br label %versions_done923

loop1083:                                         ; preds = %ok1340, %checked922
  %i1086 = load i64, ptr %j, align 8
  %more1087 = icmp slt i64 %i1086, %min27
  br i1 %more1087, label %body1084, label %exit1085

body1084:                                         ; preds = %loop1083
  %v1088 = load i64, ptr %i, align 8
  %add1089 = add i64 %v1088, -1
  %sub1090 = sub i64 %dim, 1
  %c1091 = icmp slt i64 %add1089, %sub1090
  %mm1092 = select i1 %c1091, i64 %add1089, i64 %sub1090
  %c1093 = icmp sgt i64 0, %mm1092
  %mm1094 = select i1 %c1093, i64 0, i64 %mm1092
  %j1095 = load i64, ptr %j, align 8
  %tap1096 = add i64 %j1095, -1
  %inb1097 = icmp ult i64 %mm1094, %dim
  br i1 %inb1097, label %ok1099, label %fail1098

exit1085:                                         ; preds = %loop1083
  br label %versions_done923

fail1098:                                         ; preds = %body1084
  %errp1100 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1100, align 8
  %errp1101 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1101, align 8
  %errp1102 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1094, ptr %errp1102, align 8
  %errp1103 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1103, align 8
  ret i32 1

ok1099:                                           ; preds = %body1084
  %pos1104 = mul i64 0, %dim
  %pos1105 = add i64 %pos1104, %mm1094
  %inb1106 = icmp ult i64 %tap1096, %dim8
  br i1 %inb1106, label %ok1108, label %fail1107

fail1107:                                         ; preds = %ok1099
  %errp1109 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1109, align 8
  %errp1110 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1110, align 8
  %errp1111 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1096, ptr %errp1111, align 8
  %errp1112 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1112, align 8
  ret i32 1

ok1108:                                           ; preds = %ok1099
  %pos1113 = mul i64 %pos1105, %dim8
  %pos1114 = add i64 %pos1113, %tap1096
  %elp1115 = getelementptr inbounds float, ptr %buf, i64 %pos1114
  %el1116 = load float, ptr %elp1115, align 4, !alias.scope !0, !noalias !3
  store float %el1116, ptr %coef_68, align 4
  %v1117 = load i64, ptr %i, align 8
  %add1118 = add i64 %v1117, -1
  %sub1119 = sub i64 %dim, 1
  %c1120 = icmp slt i64 %add1118, %sub1119
  %mm1121 = select i1 %c1120, i64 %add1118, i64 %sub1119
  %c1122 = icmp sgt i64 0, %mm1121
  %mm1123 = select i1 %c1122, i64 0, i64 %mm1121
  %j1124 = load i64, ptr %j, align 8
  %tap1125 = add i64 %j1124, 0
  %inb1126 = icmp ult i64 %mm1123, %dim
  br i1 %inb1126, label %ok1128, label %fail1127

fail1127:                                         ; preds = %ok1108
  %errp1129 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1129, align 8
  %errp1130 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1130, align 8
  %errp1131 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1123, ptr %errp1131, align 8
  %errp1132 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1132, align 8
  ret i32 1

ok1128:                                           ; preds = %ok1108
  %pos1133 = mul i64 0, %dim
  %pos1134 = add i64 %pos1133, %mm1123
  %inb1135 = icmp ult i64 %tap1125, %dim8
  br i1 %inb1135, label %ok1137, label %fail1136

fail1136:                                         ; preds = %ok1128
  %errp1138 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1138, align 8
  %errp1139 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1139, align 8
  %errp1140 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1125, ptr %errp1140, align 8
  %errp1141 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1141, align 8
  ret i32 1

ok1137:                                           ; preds = %ok1128
  %pos1142 = mul i64 %pos1134, %dim8
  %pos1143 = add i64 %pos1142, %tap1125
  %elp1144 = getelementptr inbounds float, ptr %buf, i64 %pos1143
  %el1145 = load float, ptr %elp1144, align 4, !alias.scope !0, !noalias !3
  store float %el1145, ptr %coef_69, align 4
  %v1146 = load i64, ptr %i, align 8
  %add1147 = add i64 %v1146, -1
  %sub1148 = sub i64 %dim, 1
  %c1149 = icmp slt i64 %add1147, %sub1148
  %mm1150 = select i1 %c1149, i64 %add1147, i64 %sub1148
  %c1151 = icmp sgt i64 0, %mm1150
  %mm1152 = select i1 %c1151, i64 0, i64 %mm1150
  %j1153 = load i64, ptr %j, align 8
  %tap1154 = add i64 %j1153, 1
  %inb1155 = icmp ult i64 %mm1152, %dim
  br i1 %inb1155, label %ok1157, label %fail1156

fail1156:                                         ; preds = %ok1137
  %errp1158 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1158, align 8
  %errp1159 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1159, align 8
  %errp1160 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1152, ptr %errp1160, align 8
  %errp1161 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1161, align 8
  ret i32 1

ok1157:                                           ; preds = %ok1137
  %pos1162 = mul i64 0, %dim
  %pos1163 = add i64 %pos1162, %mm1152
  %inb1164 = icmp ult i64 %tap1154, %dim8
  br i1 %inb1164, label %ok1166, label %fail1165

fail1165:                                         ; preds = %ok1157
  %errp1167 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1167, align 8
  %errp1168 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1168, align 8
  %errp1169 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1154, ptr %errp1169, align 8
  %errp1170 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1170, align 8
  ret i32 1

ok1166:                                           ; preds = %ok1157
  %pos1171 = mul i64 %pos1163, %dim8
  %pos1172 = add i64 %pos1171, %tap1154
  %elp1173 = getelementptr inbounds float, ptr %buf, i64 %pos1172
  %el1174 = load float, ptr %elp1173, align 4, !alias.scope !0, !noalias !3
  store float %el1174, ptr %coef_70, align 4
  %v1175 = load i64, ptr %i, align 8
  %add1176 = add i64 %v1175, 0
  %sub1177 = sub i64 %dim, 1
  %c1178 = icmp slt i64 %add1176, %sub1177
  %mm1179 = select i1 %c1178, i64 %add1176, i64 %sub1177
  %c1180 = icmp sgt i64 0, %mm1179
  %mm1181 = select i1 %c1180, i64 0, i64 %mm1179
  %j1182 = load i64, ptr %j, align 8
  %tap1183 = add i64 %j1182, -1
  %inb1184 = icmp ult i64 %mm1181, %dim
  br i1 %inb1184, label %ok1186, label %fail1185

fail1185:                                         ; preds = %ok1166
  %errp1187 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1187, align 8
  %errp1188 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1188, align 8
  %errp1189 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1181, ptr %errp1189, align 8
  %errp1190 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1190, align 8
  ret i32 1

ok1186:                                           ; preds = %ok1166
  %pos1191 = mul i64 0, %dim
  %pos1192 = add i64 %pos1191, %mm1181
  %inb1193 = icmp ult i64 %tap1183, %dim8
  br i1 %inb1193, label %ok1195, label %fail1194

fail1194:                                         ; preds = %ok1186
  %errp1196 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1196, align 8
  %errp1197 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1197, align 8
  %errp1198 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1183, ptr %errp1198, align 8
  %errp1199 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1199, align 8
  ret i32 1

ok1195:                                           ; preds = %ok1186
  %pos1200 = mul i64 %pos1192, %dim8
  %pos1201 = add i64 %pos1200, %tap1183
  %elp1202 = getelementptr inbounds float, ptr %buf, i64 %pos1201
  %el1203 = load float, ptr %elp1202, align 4, !alias.scope !0, !noalias !3
  store float %el1203, ptr %coef_71, align 4
  %v1204 = load i64, ptr %i, align 8
  %add1205 = add i64 %v1204, 0
  %sub1206 = sub i64 %dim, 1
  %c1207 = icmp slt i64 %add1205, %sub1206
  %mm1208 = select i1 %c1207, i64 %add1205, i64 %sub1206
  %c1209 = icmp sgt i64 0, %mm1208
  %mm1210 = select i1 %c1209, i64 0, i64 %mm1208
  %j1211 = load i64, ptr %j, align 8
  %tap1212 = add i64 %j1211, 0
  %inb1213 = icmp ult i64 %mm1210, %dim
  br i1 %inb1213, label %ok1215, label %fail1214

fail1214:                                         ; preds = %ok1195
  %errp1216 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1216, align 8
  %errp1217 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1217, align 8
  %errp1218 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1210, ptr %errp1218, align 8
  %errp1219 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1219, align 8
  ret i32 1

ok1215:                                           ; preds = %ok1195
  %pos1220 = mul i64 0, %dim
  %pos1221 = add i64 %pos1220, %mm1210
  %inb1222 = icmp ult i64 %tap1212, %dim8
  br i1 %inb1222, label %ok1224, label %fail1223

fail1223:                                         ; preds = %ok1215
  %errp1225 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1225, align 8
  %errp1226 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1226, align 8
  %errp1227 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1212, ptr %errp1227, align 8
  %errp1228 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1228, align 8
  ret i32 1

ok1224:                                           ; preds = %ok1215
  %pos1229 = mul i64 %pos1221, %dim8
  %pos1230 = add i64 %pos1229, %tap1212
  %elp1231 = getelementptr inbounds float, ptr %buf, i64 %pos1230
  %el1232 = load float, ptr %elp1231, align 4, !alias.scope !0, !noalias !3
  store float %el1232, ptr %coef_72, align 4
  %v1233 = load i64, ptr %i, align 8
  %add1234 = add i64 %v1233, 0
  %sub1235 = sub i64 %dim, 1
  %c1236 = icmp slt i64 %add1234, %sub1235
  %mm1237 = select i1 %c1236, i64 %add1234, i64 %sub1235
  %c1238 = icmp sgt i64 0, %mm1237
  %mm1239 = select i1 %c1238, i64 0, i64 %mm1237
  %j1240 = load i64, ptr %j, align 8
  %tap1241 = add i64 %j1240, 1
  %inb1242 = icmp ult i64 %mm1239, %dim
  br i1 %inb1242, label %ok1244, label %fail1243

fail1243:                                         ; preds = %ok1224
  %errp1245 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1245, align 8
  %errp1246 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1246, align 8
  %errp1247 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1239, ptr %errp1247, align 8
  %errp1248 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1248, align 8
  ret i32 1

ok1244:                                           ; preds = %ok1224
  %pos1249 = mul i64 0, %dim
  %pos1250 = add i64 %pos1249, %mm1239
  %inb1251 = icmp ult i64 %tap1241, %dim8
  br i1 %inb1251, label %ok1253, label %fail1252

fail1252:                                         ; preds = %ok1244
  %errp1254 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1254, align 8
  %errp1255 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1255, align 8
  %errp1256 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1241, ptr %errp1256, align 8
  %errp1257 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1257, align 8
  ret i32 1

ok1253:                                           ; preds = %ok1244
  %pos1258 = mul i64 %pos1250, %dim8
  %pos1259 = add i64 %pos1258, %tap1241
  %elp1260 = getelementptr inbounds float, ptr %buf, i64 %pos1259
  %el1261 = load float, ptr %elp1260, align 4, !alias.scope !0, !noalias !3
  store float %el1261, ptr %coef_73, align 4
  %v1262 = load i64, ptr %i, align 8
  %add1263 = add i64 %v1262, 1
  %sub1264 = sub i64 %dim, 1
  %c1265 = icmp slt i64 %add1263, %sub1264
  %mm1266 = select i1 %c1265, i64 %add1263, i64 %sub1264
  %c1267 = icmp sgt i64 0, %mm1266
  %mm1268 = select i1 %c1267, i64 0, i64 %mm1266
  %j1269 = load i64, ptr %j, align 8
  %tap1270 = add i64 %j1269, -1
  %inb1271 = icmp ult i64 %mm1268, %dim
  br i1 %inb1271, label %ok1273, label %fail1272

fail1272:                                         ; preds = %ok1253
  %errp1274 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1274, align 8
  %errp1275 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1275, align 8
  %errp1276 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1268, ptr %errp1276, align 8
  %errp1277 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1277, align 8
  ret i32 1

ok1273:                                           ; preds = %ok1253
  %pos1278 = mul i64 0, %dim
  %pos1279 = add i64 %pos1278, %mm1268
  %inb1280 = icmp ult i64 %tap1270, %dim8
  br i1 %inb1280, label %ok1282, label %fail1281

fail1281:                                         ; preds = %ok1273
  %errp1283 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1283, align 8
  %errp1284 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1284, align 8
  %errp1285 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1270, ptr %errp1285, align 8
  %errp1286 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1286, align 8
  ret i32 1

ok1282:                                           ; preds = %ok1273
  %pos1287 = mul i64 %pos1279, %dim8
  %pos1288 = add i64 %pos1287, %tap1270
  %elp1289 = getelementptr inbounds float, ptr %buf, i64 %pos1288
  %el1290 = load float, ptr %elp1289, align 4, !alias.scope !0, !noalias !3
  store float %el1290, ptr %coef_74, align 4
  %v1291 = load i64, ptr %i, align 8
  %add1292 = add i64 %v1291, 1
  %sub1293 = sub i64 %dim, 1
  %c1294 = icmp slt i64 %add1292, %sub1293
  %mm1295 = select i1 %c1294, i64 %add1292, i64 %sub1293
  %c1296 = icmp sgt i64 0, %mm1295
  %mm1297 = select i1 %c1296, i64 0, i64 %mm1295
  %j1298 = load i64, ptr %j, align 8
  %tap1299 = add i64 %j1298, 0
  %inb1300 = icmp ult i64 %mm1297, %dim
  br i1 %inb1300, label %ok1302, label %fail1301

fail1301:                                         ; preds = %ok1282
  %errp1303 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1303, align 8
  %errp1304 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1304, align 8
  %errp1305 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1297, ptr %errp1305, align 8
  %errp1306 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1306, align 8
  ret i32 1

ok1302:                                           ; preds = %ok1282
  %pos1307 = mul i64 0, %dim
  %pos1308 = add i64 %pos1307, %mm1297
  %inb1309 = icmp ult i64 %tap1299, %dim8
  br i1 %inb1309, label %ok1311, label %fail1310

fail1310:                                         ; preds = %ok1302
  %errp1312 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1312, align 8
  %errp1313 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1313, align 8
  %errp1314 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1299, ptr %errp1314, align 8
  %errp1315 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1315, align 8
  ret i32 1

ok1311:                                           ; preds = %ok1302
  %pos1316 = mul i64 %pos1308, %dim8
  %pos1317 = add i64 %pos1316, %tap1299
  %elp1318 = getelementptr inbounds float, ptr %buf, i64 %pos1317
  %el1319 = load float, ptr %elp1318, align 4, !alias.scope !0, !noalias !3
  store float %el1319, ptr %coef_75, align 4
  %v1320 = load i64, ptr %i, align 8
  %add1321 = add i64 %v1320, 1
  %sub1322 = sub i64 %dim, 1
  %c1323 = icmp slt i64 %add1321, %sub1322
  %mm1324 = select i1 %c1323, i64 %add1321, i64 %sub1322
  %c1325 = icmp sgt i64 0, %mm1324
  %mm1326 = select i1 %c1325, i64 0, i64 %mm1324
  %j1327 = load i64, ptr %j, align 8
  %tap1328 = add i64 %j1327, 1
  %inb1329 = icmp ult i64 %mm1326, %dim
  br i1 %inb1329, label %ok1331, label %fail1330

fail1330:                                         ; preds = %ok1311
  %errp1332 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1332, align 8
  %errp1333 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1333, align 8
  %errp1334 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1326, ptr %errp1334, align 8
  %errp1335 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1335, align 8
  ret i32 1

ok1331:                                           ; preds = %ok1311
  %pos1336 = mul i64 0, %dim
  %pos1337 = add i64 %pos1336, %mm1326
  %inb1338 = icmp ult i64 %tap1328, %dim8
  br i1 %inb1338, label %ok1340, label %fail1339

fail1339:                                         ; preds = %ok1331
  %errp1341 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1341, align 8
  %errp1342 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1342, align 8
  %errp1343 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1328, ptr %errp1343, align 8
  %errp1344 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1344, align 8
  ret i32 1

ok1340:                                           ; preds = %ok1331
  %pos1345 = mul i64 %pos1337, %dim8
  %pos1346 = add i64 %pos1345, %tap1328
  %elp1347 = getelementptr inbounds float, ptr %buf, i64 %pos1346
  %el1348 = load float, ptr %elp1347, align 4, !alias.scope !0, !noalias !3
  store float %el1348, ptr %coef_76, align 4
  %v1349 = load i64, ptr %i, align 8
  %v1350 = load i64, ptr %j, align 8
  %pos1351 = mul i64 0, %dim
  %pos1352 = add i64 %pos1351, %v1349
  %pos1353 = mul i64 %pos1352, %dim8
  %pos1354 = add i64 %pos1353, %v1350
  %v1355 = load float, ptr %coef_72, align 4
  %tup1356 = insertvalue { float, float, float } undef, float %v1355, 0
  %v1357 = load float, ptr %coef_75, align 4
  %tup1358 = insertvalue { float, float, float } %tup1356, float %v1357, 1
  %v1359 = load float, ptr %coef_73, align 4
  %tup1360 = insertvalue { float, float, float } %tup1358, float %v1359, 2
  %f1361 = extractvalue { float, float, float } %tup1360, 0
  %elp1362 = getelementptr inbounds float, ptr %buf391, i64 %pos1354
  store float %f1361, ptr %elp1362, align 4, !alias.scope !7, !noalias !8
  %f1363 = extractvalue { float, float, float } %tup1360, 1
  %elp1364 = getelementptr inbounds float, ptr %buf395, i64 %pos1354
  store float %f1363, ptr %elp1364, align 4, !alias.scope !9, !noalias !10
  %f1365 = extractvalue { float, float, float } %tup1360, 2
  %elp1366 = getelementptr inbounds float, ptr %buf399, i64 %pos1354
  store float %f1365, ptr %elp1366, align 4, !alias.scope !11, !noalias !12
  %i1367 = load i64, ptr %j, align 8
  %next1368 = add i64 %i1367, 1
  store i64 %next1368, ptr %j, align 8
  br label %loop1083

proved1558:                                       ; preds = %versions_done923
  store i64 %min27, ptr %j, align 8
  br label %loop1561

checked1559:                                      ; preds = %versions_done923
  store i64 %min27, ptr %j, align 8
  br label %loop1766

versions_done1560:                                ; preds = %exit1768, %exit1563
  %i2097 = load i64, ptr %i, align 8
  %next2098 = add i64 %i2097, 1
  store i64 %next2098, ptr %i, align 8
  br label %loop

loop1561:                                         ; preds = %body1562, %proved1558
  %i1564 = load i64, ptr %j, align 8
  %more1565 = icmp slt i64 %i1564, %dim8
  br i1 %more1565, label %body1562, label %exit1563

body1562:                                         ; preds = %loop1561
  %v1566 = load i64, ptr %i, align 8
  %add1567 = add i64 %v1566, -1
  %sub1568 = sub i64 %dim, 1
  %c1569 = icmp slt i64 %add1567, %sub1568
  %mm1570 = select i1 %c1569, i64 %add1567, i64 %sub1568
  %c1571 = icmp sgt i64 0, %mm1570
  %mm1572 = select i1 %c1571, i64 0, i64 %mm1570
  %v1573 = load i64, ptr %j, align 8
  %add1574 = add i64 %v1573, -1
  %sub1575 = sub i64 %dim8, 1
  %c1576 = icmp slt i64 %add1574, %sub1575
  %mm1577 = select i1 %c1576, i64 %add1574, i64 %sub1575
  %c1578 = icmp sgt i64 0, %mm1577
  %mm1579 = select i1 %c1578, i64 0, i64 %mm1577
  %pos1580 = mul i64 0, %dim
  %pos1581 = add i64 %pos1580, %mm1572
  %pos1582 = mul i64 %pos1581, %dim8
  %pos1583 = add i64 %pos1582, %mm1579
  %elp1584 = getelementptr inbounds float, ptr %buf, i64 %pos1583
  %el1585 = load float, ptr %elp1584, align 4, !alias.scope !0, !noalias !3
  store float %el1585, ptr %coef_68, align 4
  %v1586 = load i64, ptr %i, align 8
  %add1587 = add i64 %v1586, -1
  %sub1588 = sub i64 %dim, 1
  %c1589 = icmp slt i64 %add1587, %sub1588
  %mm1590 = select i1 %c1589, i64 %add1587, i64 %sub1588
  %c1591 = icmp sgt i64 0, %mm1590
  %mm1592 = select i1 %c1591, i64 0, i64 %mm1590
  %v1593 = load i64, ptr %j, align 8
  %add1594 = add i64 %v1593, 0
  %sub1595 = sub i64 %dim8, 1
  %c1596 = icmp slt i64 %add1594, %sub1595
  %mm1597 = select i1 %c1596, i64 %add1594, i64 %sub1595
  %c1598 = icmp sgt i64 0, %mm1597
  %mm1599 = select i1 %c1598, i64 0, i64 %mm1597
  %pos1600 = mul i64 0, %dim
  %pos1601 = add i64 %pos1600, %mm1592
  %pos1602 = mul i64 %pos1601, %dim8
  %pos1603 = add i64 %pos1602, %mm1599
  %elp1604 = getelementptr inbounds float, ptr %buf, i64 %pos1603
  %el1605 = load float, ptr %elp1604, align 4, !alias.scope !0, !noalias !3
  store float %el1605, ptr %coef_69, align 4
  %v1606 = load i64, ptr %i, align 8
  %add1607 = add i64 %v1606, -1
  %sub1608 = sub i64 %dim, 1
  %c1609 = icmp slt i64 %add1607, %sub1608
  %mm1610 = select i1 %c1609, i64 %add1607, i64 %sub1608
  %c1611 = icmp sgt i64 0, %mm1610
  %mm1612 = select i1 %c1611, i64 0, i64 %mm1610
  %v1613 = load i64, ptr %j, align 8
  %add1614 = add i64 %v1613, 1
  %sub1615 = sub i64 %dim8, 1
  %c1616 = icmp slt i64 %add1614, %sub1615
  %mm1617 = select i1 %c1616, i64 %add1614, i64 %sub1615
  %c1618 = icmp sgt i64 0, %mm1617
  %mm1619 = select i1 %c1618, i64 0, i64 %mm1617
  %pos1620 = mul i64 0, %dim
  %pos1621 = add i64 %pos1620, %mm1612
  %pos1622 = mul i64 %pos1621, %dim8
  %pos1623 = add i64 %pos1622, %mm1619
  %elp1624 = getelementptr inbounds float, ptr %buf, i64 %pos1623
  %el1625 = load float, ptr %elp1624, align 4, !alias.scope !0, !noalias !3
  store float %el1625, ptr %coef_70, align 4
  %v1626 = load i64, ptr %i, align 8
  %add1627 = add i64 %v1626, 0
  %sub1628 = sub i64 %dim, 1
  %c1629 = icmp slt i64 %add1627, %sub1628
  %mm1630 = select i1 %c1629, i64 %add1627, i64 %sub1628
  %c1631 = icmp sgt i64 0, %mm1630
  %mm1632 = select i1 %c1631, i64 0, i64 %mm1630
  %v1633 = load i64, ptr %j, align 8
  %add1634 = add i64 %v1633, -1
  %sub1635 = sub i64 %dim8, 1
  %c1636 = icmp slt i64 %add1634, %sub1635
  %mm1637 = select i1 %c1636, i64 %add1634, i64 %sub1635
  %c1638 = icmp sgt i64 0, %mm1637
  %mm1639 = select i1 %c1638, i64 0, i64 %mm1637
  %pos1640 = mul i64 0, %dim
  %pos1641 = add i64 %pos1640, %mm1632
  %pos1642 = mul i64 %pos1641, %dim8
  %pos1643 = add i64 %pos1642, %mm1639
  %elp1644 = getelementptr inbounds float, ptr %buf, i64 %pos1643
  %el1645 = load float, ptr %elp1644, align 4, !alias.scope !0, !noalias !3
  store float %el1645, ptr %coef_71, align 4
  %v1646 = load i64, ptr %i, align 8
  %add1647 = add i64 %v1646, 0
  %sub1648 = sub i64 %dim, 1
  %c1649 = icmp slt i64 %add1647, %sub1648
  %mm1650 = select i1 %c1649, i64 %add1647, i64 %sub1648
  %c1651 = icmp sgt i64 0, %mm1650
  %mm1652 = select i1 %c1651, i64 0, i64 %mm1650
  %v1653 = load i64, ptr %j, align 8
  %add1654 = add i64 %v1653, 0
  %sub1655 = sub i64 %dim8, 1
  %c1656 = icmp slt i64 %add1654, %sub1655
  %mm1657 = select i1 %c1656, i64 %add1654, i64 %sub1655
  %c1658 = icmp sgt i64 0, %mm1657
  %mm1659 = select i1 %c1658, i64 0, i64 %mm1657
  %pos1660 = mul i64 0, %dim
  %pos1661 = add i64 %pos1660, %mm1652
  %pos1662 = mul i64 %pos1661, %dim8
  %pos1663 = add i64 %pos1662, %mm1659
  %elp1664 = getelementptr inbounds float, ptr %buf, i64 %pos1663
  %el1665 = load float, ptr %elp1664, align 4, !alias.scope !0, !noalias !3
  store float %el1665, ptr %coef_72, align 4
  %v1666 = load i64, ptr %i, align 8
  %add1667 = add i64 %v1666, 0
  %sub1668 = sub i64 %dim, 1
  %c1669 = icmp slt i64 %add1667, %sub1668
  %mm1670 = select i1 %c1669, i64 %add1667, i64 %sub1668
  %c1671 = icmp sgt i64 0, %mm1670
  %mm1672 = select i1 %c1671, i64 0, i64 %mm1670
  %v1673 = load i64, ptr %j, align 8
  %add1674 = add i64 %v1673, 1
  %sub1675 = sub i64 %dim8, 1
  %c1676 = icmp slt i64 %add1674, %sub1675
  %mm1677 = select i1 %c1676, i64 %add1674, i64 %sub1675
  %c1678 = icmp sgt i64 0, %mm1677
  %mm1679 = select i1 %c1678, i64 0, i64 %mm1677
  %pos1680 = mul i64 0, %dim
  %pos1681 = add i64 %pos1680, %mm1672
  %pos1682 = mul i64 %pos1681, %dim8
  %pos1683 = add i64 %pos1682, %mm1679
  %elp1684 = getelementptr inbounds float, ptr %buf, i64 %pos1683
  %el1685 = load float, ptr %elp1684, align 4, !alias.scope !0, !noalias !3
  store float %el1685, ptr %coef_73, align 4
  %v1686 = load i64, ptr %i, align 8
  %add1687 = add i64 %v1686, 1
  %sub1688 = sub i64 %dim, 1
  %c1689 = icmp slt i64 %add1687, %sub1688
  %mm1690 = select i1 %c1689, i64 %add1687, i64 %sub1688
  %c1691 = icmp sgt i64 0, %mm1690
  %mm1692 = select i1 %c1691, i64 0, i64 %mm1690
  %v1693 = load i64, ptr %j, align 8
  %add1694 = add i64 %v1693, -1
  %sub1695 = sub i64 %dim8, 1
  %c1696 = icmp slt i64 %add1694, %sub1695
  %mm1697 = select i1 %c1696, i64 %add1694, i64 %sub1695
  %c1698 = icmp sgt i64 0, %mm1697
  %mm1699 = select i1 %c1698, i64 0, i64 %mm1697
  %pos1700 = mul i64 0, %dim
  %pos1701 = add i64 %pos1700, %mm1692
  %pos1702 = mul i64 %pos1701, %dim8
  %pos1703 = add i64 %pos1702, %mm1699
  %elp1704 = getelementptr inbounds float, ptr %buf, i64 %pos1703
  %el1705 = load float, ptr %elp1704, align 4, !alias.scope !0, !noalias !3
  store float %el1705, ptr %coef_74, align 4
  %v1706 = load i64, ptr %i, align 8
  %add1707 = add i64 %v1706, 1
  %sub1708 = sub i64 %dim, 1
  %c1709 = icmp slt i64 %add1707, %sub1708
  %mm1710 = select i1 %c1709, i64 %add1707, i64 %sub1708
  %c1711 = icmp sgt i64 0, %mm1710
  %mm1712 = select i1 %c1711, i64 0, i64 %mm1710
  %v1713 = load i64, ptr %j, align 8
  %add1714 = add i64 %v1713, 0
  %sub1715 = sub i64 %dim8, 1
  %c1716 = icmp slt i64 %add1714, %sub1715
  %mm1717 = select i1 %c1716, i64 %add1714, i64 %sub1715
  %c1718 = icmp sgt i64 0, %mm1717
  %mm1719 = select i1 %c1718, i64 0, i64 %mm1717
  %pos1720 = mul i64 0, %dim
  %pos1721 = add i64 %pos1720, %mm1712
  %pos1722 = mul i64 %pos1721, %dim8
  %pos1723 = add i64 %pos1722, %mm1719
  %elp1724 = getelementptr inbounds float, ptr %buf, i64 %pos1723
  %el1725 = load float, ptr %elp1724, align 4, !alias.scope !0, !noalias !3
  store float %el1725, ptr %coef_75, align 4
  %v1726 = load i64, ptr %i, align 8
  %add1727 = add i64 %v1726, 1
  %sub1728 = sub i64 %dim, 1
  %c1729 = icmp slt i64 %add1727, %sub1728
  %mm1730 = select i1 %c1729, i64 %add1727, i64 %sub1728
  %c1731 = icmp sgt i64 0, %mm1730
  %mm1732 = select i1 %c1731, i64 0, i64 %mm1730
  %v1733 = load i64, ptr %j, align 8
  %add1734 = add i64 %v1733, 1
  %sub1735 = sub i64 %dim8, 1
  %c1736 = icmp slt i64 %add1734, %sub1735
  %mm1737 = select i1 %c1736, i64 %add1734, i64 %sub1735
  %c1738 = icmp sgt i64 0, %mm1737
  %mm1739 = select i1 %c1738, i64 0, i64 %mm1737
  %pos1740 = mul i64 0, %dim
  %pos1741 = add i64 %pos1740, %mm1732
  %pos1742 = mul i64 %pos1741, %dim8
  %pos1743 = add i64 %pos1742, %mm1739
  %elp1744 = getelementptr inbounds float, ptr %buf, i64 %pos1743
  %el1745 = load float, ptr %elp1744, align 4, !alias.scope !0, !noalias !3
  store float %el1745, ptr %coef_76, align 4
  %v1746 = load i64, ptr %i, align 8
  %v1747 = load i64, ptr %j, align 8
  %pos1748 = mul i64 0, %dim
  %pos1749 = add i64 %pos1748, %v1746
  %pos1750 = mul i64 %pos1749, %dim8
  %pos1751 = add i64 %pos1750, %v1747
  %v1752 = load float, ptr %coef_72, align 4
  %tup1753 = insertvalue { float, float, float } undef, float %v1752, 0
  %v1754 = load float, ptr %coef_75, align 4
  %tup1755 = insertvalue { float, float, float } %tup1753, float %v1754, 1
  %v1756 = load float, ptr %coef_73, align 4
  %tup1757 = insertvalue { float, float, float } %tup1755, float %v1756, 2
  %f1758 = extractvalue { float, float, float } %tup1757, 0
  %elp1759 = getelementptr inbounds float, ptr %buf391, i64 %pos1751
  store float %f1758, ptr %elp1759, align 4, !alias.scope !7, !noalias !8
  %f1760 = extractvalue { float, float, float } %tup1757, 1
  %elp1761 = getelementptr inbounds float, ptr %buf395, i64 %pos1751
  store float %f1760, ptr %elp1761, align 4, !alias.scope !9, !noalias !10
  %f1762 = extractvalue { float, float, float } %tup1757, 2
  %elp1763 = getelementptr inbounds float, ptr %buf399, i64 %pos1751
  store float %f1762, ptr %elp1763, align 4, !alias.scope !11, !noalias !12
  %i1764 = load i64, ptr %j, align 8
  %next1765 = add i64 %i1764, 1
  store i64 %next1765, ptr %j, align 8
  br label %loop1561

exit1563:                                         ; preds = %loop1561
  br label %versions_done1560

loop1766:                                         ; preds = %ok2068, %checked1559
  %i1769 = load i64, ptr %j, align 8
  %more1770 = icmp slt i64 %i1769, %dim8
  br i1 %more1770, label %body1767, label %exit1768

body1767:                                         ; preds = %loop1766
  %v1771 = load i64, ptr %i, align 8
  %add1772 = add i64 %v1771, -1
  %sub1773 = sub i64 %dim, 1
  %c1774 = icmp slt i64 %add1772, %sub1773
  %mm1775 = select i1 %c1774, i64 %add1772, i64 %sub1773
  %c1776 = icmp sgt i64 0, %mm1775
  %mm1777 = select i1 %c1776, i64 0, i64 %mm1775
  %v1778 = load i64, ptr %j, align 8
  %add1779 = add i64 %v1778, -1
  %sub1780 = sub i64 %dim8, 1
  %c1781 = icmp slt i64 %add1779, %sub1780
  %mm1782 = select i1 %c1781, i64 %add1779, i64 %sub1780
  %c1783 = icmp sgt i64 0, %mm1782
  %mm1784 = select i1 %c1783, i64 0, i64 %mm1782
  %inb1785 = icmp ult i64 %mm1777, %dim
  br i1 %inb1785, label %ok1787, label %fail1786

exit1768:                                         ; preds = %loop1766
  br label %versions_done1560

fail1786:                                         ; preds = %body1767
  %errp1788 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1788, align 8
  %errp1789 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1789, align 8
  %errp1790 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1777, ptr %errp1790, align 8
  %errp1791 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1791, align 8
  ret i32 1

ok1787:                                           ; preds = %body1767
  %pos1792 = mul i64 0, %dim
  %pos1793 = add i64 %pos1792, %mm1777
  %inb1794 = icmp ult i64 %mm1784, %dim8
  br i1 %inb1794, label %ok1796, label %fail1795

fail1795:                                         ; preds = %ok1787
  %errp1797 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1797, align 8
  %errp1798 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1798, align 8
  %errp1799 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1784, ptr %errp1799, align 8
  %errp1800 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1800, align 8
  ret i32 1

ok1796:                                           ; preds = %ok1787
  %pos1801 = mul i64 %pos1793, %dim8
  %pos1802 = add i64 %pos1801, %mm1784
  %elp1803 = getelementptr inbounds float, ptr %buf, i64 %pos1802
  %el1804 = load float, ptr %elp1803, align 4, !alias.scope !0, !noalias !3
  store float %el1804, ptr %coef_68, align 4
  %v1805 = load i64, ptr %i, align 8
  %add1806 = add i64 %v1805, -1
  %sub1807 = sub i64 %dim, 1
  %c1808 = icmp slt i64 %add1806, %sub1807
  %mm1809 = select i1 %c1808, i64 %add1806, i64 %sub1807
  %c1810 = icmp sgt i64 0, %mm1809
  %mm1811 = select i1 %c1810, i64 0, i64 %mm1809
  %v1812 = load i64, ptr %j, align 8
  %add1813 = add i64 %v1812, 0
  %sub1814 = sub i64 %dim8, 1
  %c1815 = icmp slt i64 %add1813, %sub1814
  %mm1816 = select i1 %c1815, i64 %add1813, i64 %sub1814
  %c1817 = icmp sgt i64 0, %mm1816
  %mm1818 = select i1 %c1817, i64 0, i64 %mm1816
  %inb1819 = icmp ult i64 %mm1811, %dim
  br i1 %inb1819, label %ok1821, label %fail1820

fail1820:                                         ; preds = %ok1796
  %errp1822 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1822, align 8
  %errp1823 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1823, align 8
  %errp1824 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1811, ptr %errp1824, align 8
  %errp1825 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1825, align 8
  ret i32 1

ok1821:                                           ; preds = %ok1796
  %pos1826 = mul i64 0, %dim
  %pos1827 = add i64 %pos1826, %mm1811
  %inb1828 = icmp ult i64 %mm1818, %dim8
  br i1 %inb1828, label %ok1830, label %fail1829

fail1829:                                         ; preds = %ok1821
  %errp1831 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1831, align 8
  %errp1832 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1832, align 8
  %errp1833 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1818, ptr %errp1833, align 8
  %errp1834 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1834, align 8
  ret i32 1

ok1830:                                           ; preds = %ok1821
  %pos1835 = mul i64 %pos1827, %dim8
  %pos1836 = add i64 %pos1835, %mm1818
  %elp1837 = getelementptr inbounds float, ptr %buf, i64 %pos1836
  %el1838 = load float, ptr %elp1837, align 4, !alias.scope !0, !noalias !3
  store float %el1838, ptr %coef_69, align 4
  %v1839 = load i64, ptr %i, align 8
  %add1840 = add i64 %v1839, -1
  %sub1841 = sub i64 %dim, 1
  %c1842 = icmp slt i64 %add1840, %sub1841
  %mm1843 = select i1 %c1842, i64 %add1840, i64 %sub1841
  %c1844 = icmp sgt i64 0, %mm1843
  %mm1845 = select i1 %c1844, i64 0, i64 %mm1843
  %v1846 = load i64, ptr %j, align 8
  %add1847 = add i64 %v1846, 1
  %sub1848 = sub i64 %dim8, 1
  %c1849 = icmp slt i64 %add1847, %sub1848
  %mm1850 = select i1 %c1849, i64 %add1847, i64 %sub1848
  %c1851 = icmp sgt i64 0, %mm1850
  %mm1852 = select i1 %c1851, i64 0, i64 %mm1850
  %inb1853 = icmp ult i64 %mm1845, %dim
  br i1 %inb1853, label %ok1855, label %fail1854

fail1854:                                         ; preds = %ok1830
  %errp1856 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1856, align 8
  %errp1857 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1857, align 8
  %errp1858 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1845, ptr %errp1858, align 8
  %errp1859 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1859, align 8
  ret i32 1

ok1855:                                           ; preds = %ok1830
  %pos1860 = mul i64 0, %dim
  %pos1861 = add i64 %pos1860, %mm1845
  %inb1862 = icmp ult i64 %mm1852, %dim8
  br i1 %inb1862, label %ok1864, label %fail1863

fail1863:                                         ; preds = %ok1855
  %errp1865 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1865, align 8
  %errp1866 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1866, align 8
  %errp1867 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1852, ptr %errp1867, align 8
  %errp1868 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1868, align 8
  ret i32 1

ok1864:                                           ; preds = %ok1855
  %pos1869 = mul i64 %pos1861, %dim8
  %pos1870 = add i64 %pos1869, %mm1852
  %elp1871 = getelementptr inbounds float, ptr %buf, i64 %pos1870
  %el1872 = load float, ptr %elp1871, align 4, !alias.scope !0, !noalias !3
  store float %el1872, ptr %coef_70, align 4
  %v1873 = load i64, ptr %i, align 8
  %add1874 = add i64 %v1873, 0
  %sub1875 = sub i64 %dim, 1
  %c1876 = icmp slt i64 %add1874, %sub1875
  %mm1877 = select i1 %c1876, i64 %add1874, i64 %sub1875
  %c1878 = icmp sgt i64 0, %mm1877
  %mm1879 = select i1 %c1878, i64 0, i64 %mm1877
  %v1880 = load i64, ptr %j, align 8
  %add1881 = add i64 %v1880, -1
  %sub1882 = sub i64 %dim8, 1
  %c1883 = icmp slt i64 %add1881, %sub1882
  %mm1884 = select i1 %c1883, i64 %add1881, i64 %sub1882
  %c1885 = icmp sgt i64 0, %mm1884
  %mm1886 = select i1 %c1885, i64 0, i64 %mm1884
  %inb1887 = icmp ult i64 %mm1879, %dim
  br i1 %inb1887, label %ok1889, label %fail1888

fail1888:                                         ; preds = %ok1864
  %errp1890 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1890, align 8
  %errp1891 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1891, align 8
  %errp1892 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1879, ptr %errp1892, align 8
  %errp1893 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1893, align 8
  ret i32 1

ok1889:                                           ; preds = %ok1864
  %pos1894 = mul i64 0, %dim
  %pos1895 = add i64 %pos1894, %mm1879
  %inb1896 = icmp ult i64 %mm1886, %dim8
  br i1 %inb1896, label %ok1898, label %fail1897

fail1897:                                         ; preds = %ok1889
  %errp1899 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1899, align 8
  %errp1900 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1900, align 8
  %errp1901 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1886, ptr %errp1901, align 8
  %errp1902 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1902, align 8
  ret i32 1

ok1898:                                           ; preds = %ok1889
  %pos1903 = mul i64 %pos1895, %dim8
  %pos1904 = add i64 %pos1903, %mm1886
  %elp1905 = getelementptr inbounds float, ptr %buf, i64 %pos1904
  %el1906 = load float, ptr %elp1905, align 4, !alias.scope !0, !noalias !3
  store float %el1906, ptr %coef_71, align 4
  %v1907 = load i64, ptr %i, align 8
  %add1908 = add i64 %v1907, 0
  %sub1909 = sub i64 %dim, 1
  %c1910 = icmp slt i64 %add1908, %sub1909
  %mm1911 = select i1 %c1910, i64 %add1908, i64 %sub1909
  %c1912 = icmp sgt i64 0, %mm1911
  %mm1913 = select i1 %c1912, i64 0, i64 %mm1911
  %v1914 = load i64, ptr %j, align 8
  %add1915 = add i64 %v1914, 0
  %sub1916 = sub i64 %dim8, 1
  %c1917 = icmp slt i64 %add1915, %sub1916
  %mm1918 = select i1 %c1917, i64 %add1915, i64 %sub1916
  %c1919 = icmp sgt i64 0, %mm1918
  %mm1920 = select i1 %c1919, i64 0, i64 %mm1918
  %inb1921 = icmp ult i64 %mm1913, %dim
  br i1 %inb1921, label %ok1923, label %fail1922

fail1922:                                         ; preds = %ok1898
  %errp1924 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1924, align 8
  %errp1925 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1925, align 8
  %errp1926 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1913, ptr %errp1926, align 8
  %errp1927 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1927, align 8
  ret i32 1

ok1923:                                           ; preds = %ok1898
  %pos1928 = mul i64 0, %dim
  %pos1929 = add i64 %pos1928, %mm1913
  %inb1930 = icmp ult i64 %mm1920, %dim8
  br i1 %inb1930, label %ok1932, label %fail1931

fail1931:                                         ; preds = %ok1923
  %errp1933 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1933, align 8
  %errp1934 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1934, align 8
  %errp1935 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1920, ptr %errp1935, align 8
  %errp1936 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1936, align 8
  ret i32 1

ok1932:                                           ; preds = %ok1923
  %pos1937 = mul i64 %pos1929, %dim8
  %pos1938 = add i64 %pos1937, %mm1920
  %elp1939 = getelementptr inbounds float, ptr %buf, i64 %pos1938
  %el1940 = load float, ptr %elp1939, align 4, !alias.scope !0, !noalias !3
  store float %el1940, ptr %coef_72, align 4
  %v1941 = load i64, ptr %i, align 8
  %add1942 = add i64 %v1941, 0
  %sub1943 = sub i64 %dim, 1
  %c1944 = icmp slt i64 %add1942, %sub1943
  %mm1945 = select i1 %c1944, i64 %add1942, i64 %sub1943
  %c1946 = icmp sgt i64 0, %mm1945
  %mm1947 = select i1 %c1946, i64 0, i64 %mm1945
  %v1948 = load i64, ptr %j, align 8
  %add1949 = add i64 %v1948, 1
  %sub1950 = sub i64 %dim8, 1
  %c1951 = icmp slt i64 %add1949, %sub1950
  %mm1952 = select i1 %c1951, i64 %add1949, i64 %sub1950
  %c1953 = icmp sgt i64 0, %mm1952
  %mm1954 = select i1 %c1953, i64 0, i64 %mm1952
  %inb1955 = icmp ult i64 %mm1947, %dim
  br i1 %inb1955, label %ok1957, label %fail1956

fail1956:                                         ; preds = %ok1932
  %errp1958 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1958, align 8
  %errp1959 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1959, align 8
  %errp1960 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1947, ptr %errp1960, align 8
  %errp1961 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1961, align 8
  ret i32 1

ok1957:                                           ; preds = %ok1932
  %pos1962 = mul i64 0, %dim
  %pos1963 = add i64 %pos1962, %mm1947
  %inb1964 = icmp ult i64 %mm1954, %dim8
  br i1 %inb1964, label %ok1966, label %fail1965

fail1965:                                         ; preds = %ok1957
  %errp1967 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1967, align 8
  %errp1968 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1968, align 8
  %errp1969 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1954, ptr %errp1969, align 8
  %errp1970 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1970, align 8
  ret i32 1

ok1966:                                           ; preds = %ok1957
  %pos1971 = mul i64 %pos1963, %dim8
  %pos1972 = add i64 %pos1971, %mm1954
  %elp1973 = getelementptr inbounds float, ptr %buf, i64 %pos1972
  %el1974 = load float, ptr %elp1973, align 4, !alias.scope !0, !noalias !3
  store float %el1974, ptr %coef_73, align 4
  %v1975 = load i64, ptr %i, align 8
  %add1976 = add i64 %v1975, 1
  %sub1977 = sub i64 %dim, 1
  %c1978 = icmp slt i64 %add1976, %sub1977
  %mm1979 = select i1 %c1978, i64 %add1976, i64 %sub1977
  %c1980 = icmp sgt i64 0, %mm1979
  %mm1981 = select i1 %c1980, i64 0, i64 %mm1979
  %v1982 = load i64, ptr %j, align 8
  %add1983 = add i64 %v1982, -1
  %sub1984 = sub i64 %dim8, 1
  %c1985 = icmp slt i64 %add1983, %sub1984
  %mm1986 = select i1 %c1985, i64 %add1983, i64 %sub1984
  %c1987 = icmp sgt i64 0, %mm1986
  %mm1988 = select i1 %c1987, i64 0, i64 %mm1986
  %inb1989 = icmp ult i64 %mm1981, %dim
  br i1 %inb1989, label %ok1991, label %fail1990

fail1990:                                         ; preds = %ok1966
  %errp1992 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1992, align 8
  %errp1993 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1993, align 8
  %errp1994 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1981, ptr %errp1994, align 8
  %errp1995 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1995, align 8
  ret i32 1

ok1991:                                           ; preds = %ok1966
  %pos1996 = mul i64 0, %dim
  %pos1997 = add i64 %pos1996, %mm1981
  %inb1998 = icmp ult i64 %mm1988, %dim8
  br i1 %inb1998, label %ok2000, label %fail1999

fail1999:                                         ; preds = %ok1991
  %errp2001 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2001, align 8
  %errp2002 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2002, align 8
  %errp2003 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1988, ptr %errp2003, align 8
  %errp2004 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2004, align 8
  ret i32 1

ok2000:                                           ; preds = %ok1991
  %pos2005 = mul i64 %pos1997, %dim8
  %pos2006 = add i64 %pos2005, %mm1988
  %elp2007 = getelementptr inbounds float, ptr %buf, i64 %pos2006
  %el2008 = load float, ptr %elp2007, align 4, !alias.scope !0, !noalias !3
  store float %el2008, ptr %coef_74, align 4
  %v2009 = load i64, ptr %i, align 8
  %add2010 = add i64 %v2009, 1
  %sub2011 = sub i64 %dim, 1
  %c2012 = icmp slt i64 %add2010, %sub2011
  %mm2013 = select i1 %c2012, i64 %add2010, i64 %sub2011
  %c2014 = icmp sgt i64 0, %mm2013
  %mm2015 = select i1 %c2014, i64 0, i64 %mm2013
  %v2016 = load i64, ptr %j, align 8
  %add2017 = add i64 %v2016, 0
  %sub2018 = sub i64 %dim8, 1
  %c2019 = icmp slt i64 %add2017, %sub2018
  %mm2020 = select i1 %c2019, i64 %add2017, i64 %sub2018
  %c2021 = icmp sgt i64 0, %mm2020
  %mm2022 = select i1 %c2021, i64 0, i64 %mm2020
  %inb2023 = icmp ult i64 %mm2015, %dim
  br i1 %inb2023, label %ok2025, label %fail2024

fail2024:                                         ; preds = %ok2000
  %errp2026 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2026, align 8
  %errp2027 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2027, align 8
  %errp2028 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2015, ptr %errp2028, align 8
  %errp2029 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2029, align 8
  ret i32 1

ok2025:                                           ; preds = %ok2000
  %pos2030 = mul i64 0, %dim
  %pos2031 = add i64 %pos2030, %mm2015
  %inb2032 = icmp ult i64 %mm2022, %dim8
  br i1 %inb2032, label %ok2034, label %fail2033

fail2033:                                         ; preds = %ok2025
  %errp2035 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2035, align 8
  %errp2036 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2036, align 8
  %errp2037 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2022, ptr %errp2037, align 8
  %errp2038 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2038, align 8
  ret i32 1

ok2034:                                           ; preds = %ok2025
  %pos2039 = mul i64 %pos2031, %dim8
  %pos2040 = add i64 %pos2039, %mm2022
  %elp2041 = getelementptr inbounds float, ptr %buf, i64 %pos2040
  %el2042 = load float, ptr %elp2041, align 4, !alias.scope !0, !noalias !3
  store float %el2042, ptr %coef_75, align 4
  %v2043 = load i64, ptr %i, align 8
  %add2044 = add i64 %v2043, 1
  %sub2045 = sub i64 %dim, 1
  %c2046 = icmp slt i64 %add2044, %sub2045
  %mm2047 = select i1 %c2046, i64 %add2044, i64 %sub2045
  %c2048 = icmp sgt i64 0, %mm2047
  %mm2049 = select i1 %c2048, i64 0, i64 %mm2047
  %v2050 = load i64, ptr %j, align 8
  %add2051 = add i64 %v2050, 1
  %sub2052 = sub i64 %dim8, 1
  %c2053 = icmp slt i64 %add2051, %sub2052
  %mm2054 = select i1 %c2053, i64 %add2051, i64 %sub2052
  %c2055 = icmp sgt i64 0, %mm2054
  %mm2056 = select i1 %c2055, i64 0, i64 %mm2054
  %inb2057 = icmp ult i64 %mm2049, %dim
  br i1 %inb2057, label %ok2059, label %fail2058

fail2058:                                         ; preds = %ok2034
  %errp2060 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2060, align 8
  %errp2061 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2061, align 8
  %errp2062 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2049, ptr %errp2062, align 8
  %errp2063 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2063, align 8
  ret i32 1

ok2059:                                           ; preds = %ok2034
  %pos2064 = mul i64 0, %dim
  %pos2065 = add i64 %pos2064, %mm2049
  %inb2066 = icmp ult i64 %mm2056, %dim8
  br i1 %inb2066, label %ok2068, label %fail2067

fail2067:                                         ; preds = %ok2059
  %errp2069 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2069, align 8
  %errp2070 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2070, align 8
  %errp2071 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2056, ptr %errp2071, align 8
  %errp2072 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2072, align 8
  ret i32 1

ok2068:                                           ; preds = %ok2059
  %pos2073 = mul i64 %pos2065, %dim8
  %pos2074 = add i64 %pos2073, %mm2056
  %elp2075 = getelementptr inbounds float, ptr %buf, i64 %pos2074
  %el2076 = load float, ptr %elp2075, align 4, !alias.scope !0, !noalias !3
  store float %el2076, ptr %coef_76, align 4
  %v2077 = load i64, ptr %i, align 8
  %v2078 = load i64, ptr %j, align 8
  %pos2079 = mul i64 0, %dim
  %pos2080 = add i64 %pos2079, %v2077
  %pos2081 = mul i64 %pos2080, %dim8
  %pos2082 = add i64 %pos2081, %v2078
  %v2083 = load float, ptr %coef_72, align 4
  %tup2084 = insertvalue { float, float, float } undef, float %v2083, 0
  %v2085 = load float, ptr %coef_75, align 4
  %tup2086 = insertvalue { float, float, float } %tup2084, float %v2085, 1
  %v2087 = load float, ptr %coef_73, align 4
  %tup2088 = insertvalue { float, float, float } %tup2086, float %v2087, 2
  %f2089 = extractvalue { float, float, float } %tup2088, 0
  %elp2090 = getelementptr inbounds float, ptr %buf391, i64 %pos2082
  store float %f2089, ptr %elp2090, align 4, !alias.scope !7, !noalias !8
  %f2091 = extractvalue { float, float, float } %tup2088, 1
  %elp2092 = getelementptr inbounds float, ptr %buf395, i64 %pos2082
  store float %f2091, ptr %elp2092, align 4, !alias.scope !9, !noalias !10
  %f2093 = extractvalue { float, float, float } %tup2088, 2
  %elp2094 = getelementptr inbounds float, ptr %buf399, i64 %pos2082
  store float %f2093, ptr %elp2094, align 4, !alias.scope !11, !noalias !12
  %i2095 = load i64, ptr %j, align 8
  %next2096 = add i64 %i2095, 1
  store i64 %next2096, ptr %j, align 8
  br label %loop1766
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.13", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.14", !2}
!5 = !{!"fuselab.buf.15", !2}
!6 = !{!"fuselab.buf.16", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!1, !4, !6}
!11 = !{!6}
!12 = !{!1, !4, !5}

; cluster c8: next
; ModuleID = 'srad_c8'
source_filename = "srad_c8"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 48
  %dim6 = load i64, ptr %dimp5, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 64
  %dim15 = load i64, ptr %dimp14, align 8
  %i = alloca i64, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 9
  %dim33 = load i64, ptr %dimp32, align 8
  %dimp41 = getelementptr inbounds i64, ptr %1, i64 49
  %dim42 = load i64, ptr %dimp41, align 8
  %dimp50 = getelementptr inbounds i64, ptr %1, i64 65
  %dim51 = load i64, ptr %dimp50, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %j0_80 = alloca float, align 4
  %derivs_81 = alloca { float, float, float, float }, align 8
  %bufp81 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf82 = load ptr, ptr %bufp81, align 8
  %bufp85 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf86 = load ptr, ptr %bufp85, align 8
  %bufp90 = getelementptr inbounds ptr, ptr %0, i64 11
  %buf91 = load ptr, ptr %bufp90, align 8
  %bufp95 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf96 = load ptr, ptr %bufp95, align 8
  %cnb_82 = alloca { float, float, float }, align 8
  %bufp106 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf107 = load ptr, ptr %bufp106, align 8
  %bufp111 = getelementptr inbounds ptr, ptr %0, i64 15
  %buf112 = load ptr, ptr %bufp111, align 8
  %bufp116 = getelementptr inbounds ptr, ptr %0, i64 16
  %buf117 = load ptr, ptr %bufp116, align 8
  %tup_83.0 = alloca float, align 4
  %tup_83.1 = alloca float, align 4
  %tup_83.2 = alloca float, align 4
  %tup_83.3 = alloca float, align 4
  %tup_88.0 = alloca float, align 4
  %tup_88.1 = alloca float, align 4
  %tup_88.2 = alloca float, align 4
  %next_77 = alloca float, align 4
  %bufp164 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf165 = load ptr, ptr %bufp164, align 8
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
  store i64 8, ptr %errp2, align 8
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
  store i64 8, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  %fits16 = icmp sle i64 %min, %dim15
  br i1 %fits16, label %ok18, label %fail17

fail17:                                           ; preds = %ok9
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %ok9
  %fits23 = icmp sle i64 %min, %dim
  br i1 %fits23, label %ok25, label %fail24

fail24:                                           ; preds = %ok18
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok18
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit68, %ok25
  %i31 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i31, %min
  br i1 %more, label %body30, label %exit

body30:                                           ; preds = %loop
  %fits34 = icmp sle i64 %dim33, %dim33
  br i1 %fits34, label %ok36, label %fail35

exit:                                             ; preds = %loop
  ret i32 0

fail35:                                           ; preds = %body30
  %errp37 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp40, align 8
  ret i32 1

ok36:                                             ; preds = %body30
  %fits43 = icmp sle i64 %dim33, %dim42
  br i1 %fits43, label %ok45, label %fail44

fail44:                                           ; preds = %ok36
  %errp46 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim42, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim42, ptr %errp49, align 8
  ret i32 1

ok45:                                             ; preds = %ok36
  %fits52 = icmp sle i64 %dim33, %dim51
  br i1 %fits52, label %ok54, label %fail53

fail53:                                           ; preds = %ok45
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim51, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim51, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %ok45
  %fits59 = icmp sle i64 %dim33, %dim33
  br i1 %fits59, label %ok61, label %fail60

fail60:                                           ; preds = %ok54
  %errp62 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp63, align 8
  %errp64 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp64, align 8
  %errp65 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp65, align 8
  ret i32 1

ok61:                                             ; preds = %ok54
  store i64 0, ptr %j, align 8
  br label %loop66

loop66:                                           ; preds = %body67, %ok61
  %i69 = load i64, ptr %j, align 8
  %more70 = icmp slt i64 %i69, %dim33
  br i1 %more70, label %body67, label %exit68

body67:                                           ; preds = %loop66
  %v = load i64, ptr %i, align 8
  %v71 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos72 = add i64 %pos, %v
  %pos73 = mul i64 %pos72, %dim33
  %pos74 = add i64 %pos73, %v71
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos74
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %j0_80, align 4
  %v75 = load i64, ptr %i, align 8
  %v76 = load i64, ptr %j, align 8
  %pos77 = mul i64 0, %dim6
  %pos78 = add i64 %pos77, %v75
  %pos79 = mul i64 %pos78, %dim42
  %pos80 = add i64 %pos79, %v76
  %elp83 = getelementptr inbounds float, ptr %buf82, i64 %pos80
  %el84 = load float, ptr %elp83, align 4, !alias.scope !12, !noalias !13
  %fldp = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  store float %el84, ptr %fldp, align 4
  %elp87 = getelementptr inbounds float, ptr %buf86, i64 %pos80
  %el88 = load float, ptr %elp87, align 4, !alias.scope !14, !noalias !15
  %fldp89 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  store float %el88, ptr %fldp89, align 4
  %elp92 = getelementptr inbounds float, ptr %buf91, i64 %pos80
  %el93 = load float, ptr %elp92, align 4, !alias.scope !16, !noalias !17
  %fldp94 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  store float %el93, ptr %fldp94, align 4
  %elp97 = getelementptr inbounds float, ptr %buf96, i64 %pos80
  %el98 = load float, ptr %elp97, align 4, !alias.scope !18, !noalias !19
  %fldp99 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  store float %el98, ptr %fldp99, align 4
  %v100 = load i64, ptr %i, align 8
  %v101 = load i64, ptr %j, align 8
  %pos102 = mul i64 0, %dim15
  %pos103 = add i64 %pos102, %v100
  %pos104 = mul i64 %pos103, %dim51
  %pos105 = add i64 %pos104, %v101
  %elp108 = getelementptr inbounds float, ptr %buf107, i64 %pos105
  %el109 = load float, ptr %elp108, align 4, !alias.scope !20, !noalias !21
  %fldp110 = getelementptr inbounds { float, float, float }, ptr %cnb_82, i32 0, i32 0
  store float %el109, ptr %fldp110, align 4
  %elp113 = getelementptr inbounds float, ptr %buf112, i64 %pos105
  %el114 = load float, ptr %elp113, align 4, !alias.scope !22, !noalias !23
  %fldp115 = getelementptr inbounds { float, float, float }, ptr %cnb_82, i32 0, i32 1
  store float %el114, ptr %fldp115, align 4
  %elp118 = getelementptr inbounds float, ptr %buf117, i64 %pos105
  %el119 = load float, ptr %elp118, align 4, !alias.scope !24, !noalias !25
  %fldp120 = getelementptr inbounds { float, float, float }, ptr %cnb_82, i32 0, i32 2
  store float %el119, ptr %fldp120, align 4
  %fldp121 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fldp122 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fld = load float, ptr %fldp122, align 4
  store float %fld, ptr %tup_83.0, align 4
  %fldp123 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fldp124 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fld125 = load float, ptr %fldp124, align 4
  store float %fld125, ptr %tup_83.1, align 4
  %fldp126 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fldp127 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fld128 = load float, ptr %fldp127, align 4
  store float %fld128, ptr %tup_83.2, align 4
  %fldp129 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fldp130 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fld131 = load float, ptr %fldp130, align 4
  store float %fld131, ptr %tup_83.3, align 4
  %fldp132 = getelementptr inbounds { float, float, float }, ptr %cnb_82, i32 0, i32 0
  %fldp133 = getelementptr inbounds { float, float, float }, ptr %cnb_82, i32 0, i32 0
  %fld134 = load float, ptr %fldp133, align 4
  store float %fld134, ptr %tup_88.0, align 4
  %fldp135 = getelementptr inbounds { float, float, float }, ptr %cnb_82, i32 0, i32 1
  %fldp136 = getelementptr inbounds { float, float, float }, ptr %cnb_82, i32 0, i32 1
  %fld137 = load float, ptr %fldp136, align 4
  store float %fld137, ptr %tup_88.1, align 4
  %fldp138 = getelementptr inbounds { float, float, float }, ptr %cnb_82, i32 0, i32 2
  %fldp139 = getelementptr inbounds { float, float, float }, ptr %cnb_82, i32 0, i32 2
  %fld140 = load float, ptr %fldp139, align 4
  store float %fld140, ptr %tup_88.2, align 4
  %v141 = load float, ptr %j0_80, align 4
  %v142 = load float, ptr %tup_88.0, align 4
  %v143 = load float, ptr %tup_83.0, align 4
  %fm = fmul float %v142, %v143
  %v144 = load float, ptr %tup_88.1, align 4
  %v145 = load float, ptr %tup_83.1, align 4
  %fm146 = fmul float %v144, %v145
  %fa = fadd float %fm, %fm146
  %v147 = load float, ptr %tup_88.0, align 4
  %v148 = load float, ptr %tup_83.2, align 4
  %fm149 = fmul float %v147, %v148
  %fa150 = fadd float %fa, %fm149
  %v151 = load float, ptr %tup_88.2, align 4
  %v152 = load float, ptr %tup_83.3, align 4
  %fm153 = fmul float %v151, %v152
  %fa154 = fadd float %fa150, %fm153
  %fm155 = fmul float 1.250000e-01, %fa154
  %fa156 = fadd float %v141, %fm155
  store float %fa156, ptr %next_77, align 4
  %v157 = load i64, ptr %i, align 8
  %v158 = load i64, ptr %j, align 8
  %pos159 = mul i64 0, %dim
  %pos160 = add i64 %pos159, %v157
  %pos161 = mul i64 %pos160, %dim33
  %pos162 = add i64 %pos161, %v158
  %v163 = load float, ptr %next_77, align 4
  %elp166 = getelementptr inbounds float, ptr %buf165, i64 %pos162
  store float %v163, ptr %elp166, align 4, !alias.scope !26, !noalias !27
  %i167 = load i64, ptr %j, align 8
  %next = add i64 %i167, 1
  store i64 %next, ptr %j, align 8
  br label %loop66

exit68:                                           ; preds = %loop66
  %i168 = load i64, ptr %i, align 8
  %next169 = add i64 %i168, 1
  store i64 %next169, ptr %i, align 8
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
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7, !8, !9, !10, !11}
!4 = !{!"fuselab.buf.9", !2}
!5 = !{!"fuselab.buf.10", !2}
!6 = !{!"fuselab.buf.11", !2}
!7 = !{!"fuselab.buf.12", !2}
!8 = !{!"fuselab.buf.14", !2}
!9 = !{!"fuselab.buf.15", !2}
!10 = !{!"fuselab.buf.16", !2}
!11 = !{!"fuselab.buf.17", !2}
!12 = !{!4}
!13 = !{!1, !5, !6, !7, !8, !9, !10, !11}
!14 = !{!5}
!15 = !{!1, !4, !6, !7, !8, !9, !10, !11}
!16 = !{!6}
!17 = !{!1, !4, !5, !7, !8, !9, !10, !11}
!18 = !{!7}
!19 = !{!1, !4, !5, !6, !8, !9, !10, !11}
!20 = !{!8}
!21 = !{!1, !4, !5, !6, !7, !9, !10, !11}
!22 = !{!9}
!23 = !{!1, !4, !5, !6, !7, !8, !10, !11}
!24 = !{!10}
!25 = !{!1, !4, !5, !6, !7, !8, !9, !11}
!26 = !{!11}
!27 = !{!1, !4, !5, !6, !7, !8, !9, !10}

; cluster c9: sq2
; ModuleID = 'srad_c9'
source_filename = "srad_c9"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 72
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 73
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 17
  %buf = load ptr, ptr %bufp, align 8
  %next_95 = alloca float, align 4
  %sq2_92.1 = alloca float, align 4
  %bufp50 = getelementptr inbounds ptr, ptr %0, i64 18
  %buf51 = load ptr, ptr %bufp50, align 8
  %bufp54 = getelementptr inbounds ptr, ptr %0, i64 19
  %buf55 = load ptr, ptr %bufp54, align 8
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
  store i64 9, ptr %errp2, align 8
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
  store i64 9, ptr %errp9, align 8
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
  store i64 9, ptr %errp20, align 8
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
  store i64 9, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok18
  store i64 0, ptr %j, align 8
  br label %loop30

loop30:                                           ; preds = %body31, %ok25
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
  store float %el, ptr %next_95, align 4
  %v39 = load float, ptr %next_95, align 4
  %v40 = load float, ptr %next_95, align 4
  %fm = fmul float %v39, %v40
  store float %fm, ptr %sq2_92.1, align 4
  %v41 = load i64, ptr %i, align 8
  %v42 = load i64, ptr %j, align 8
  %pos43 = mul i64 0, %dim
  %pos44 = add i64 %pos43, %v41
  %pos45 = mul i64 %pos44, %dim15
  %pos46 = add i64 %pos45, %v42
  %v47 = load float, ptr %next_95, align 4
  %tup = insertvalue { float, float } undef, float %v47, 0
  %v48 = load float, ptr %sq2_92.1, align 4
  %tup49 = insertvalue { float, float } %tup, float %v48, 1
  %f = extractvalue { float, float } %tup49, 0
  %elp52 = getelementptr inbounds float, ptr %buf51, i64 %pos46
  store float %f, ptr %elp52, align 4, !alias.scope !6, !noalias !7
  %f53 = extractvalue { float, float } %tup49, 1
  %elp56 = getelementptr inbounds float, ptr %buf55, i64 %pos46
  store float %f53, ptr %elp56, align 4, !alias.scope !8, !noalias !9
  %i57 = load i64, ptr %j, align 8
  %next = add i64 %i57, 1
  store i64 %next, ptr %j, align 8
  br label %loop30

exit32:                                           ; preds = %loop30
  %i58 = load i64, ptr %i, align 8
  %next59 = add i64 %i58, 1
  store i64 %next59, ptr %i, align 8
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
!1 = !{!"fuselab.buf.17", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.18", !2}
!5 = !{!"fuselab.buf.19", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c10: rows2
; ModuleID = 'srad_c10'
source_filename = "srad_c10"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 80
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %acc_rows2_96.0 = alloca float, align 4
  %acc_rows2_96.1 = alloca float, align 4
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 81
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %sq2_101 = alloca { float, float }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 18
  %buf = load ptr, ptr %bufp, align 8
  %bufp32 = getelementptr inbounds ptr, ptr %0, i64 19
  %buf33 = load ptr, ptr %bufp32, align 8
  %tup_105.0 = alloca float, align 4
  %tup_105.1 = alloca float, align 4
  %bufp54 = getelementptr inbounds ptr, ptr %0, i64 20
  %buf55 = load ptr, ptr %bufp54, align 8
  %bufp58 = getelementptr inbounds ptr, ptr %0, i64 21
  %buf59 = load ptr, ptr %bufp58, align 8
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
  store i64 10, ptr %errp2, align 8
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
  store i64 10, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp11, align 8
  ret i32 1

ok7:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit25, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  store float 0.000000e+00, ptr %acc_rows2_96.0, align 4
  store float 0.000000e+00, ptr %acc_rows2_96.1, align 4
  %fits16 = icmp sle i64 %dim15, %dim15
  br i1 %fits16, label %ok18, label %fail17

exit:                                             ; preds = %loop
  ret i32 0

fail17:                                           ; preds = %body12
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %body12
  store i64 0, ptr %j, align 8
  br label %loop23

loop23:                                           ; preds = %body24, %ok18
  %i26 = load i64, ptr %j, align 8
  %more27 = icmp slt i64 %i26, %dim15
  br i1 %more27, label %body24, label %exit25

body24:                                           ; preds = %loop23
  %v = load i64, ptr %i, align 8
  %v28 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos29 = add i64 %pos, %v
  %pos30 = mul i64 %pos29, %dim15
  %pos31 = add i64 %pos30, %v28
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos31
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  %fldp = getelementptr inbounds { float, float }, ptr %sq2_101, i32 0, i32 0
  store float %el, ptr %fldp, align 4
  %elp34 = getelementptr inbounds float, ptr %buf33, i64 %pos31
  %el35 = load float, ptr %elp34, align 4, !alias.scope !7, !noalias !8
  %fldp36 = getelementptr inbounds { float, float }, ptr %sq2_101, i32 0, i32 1
  store float %el35, ptr %fldp36, align 4
  %fldp37 = getelementptr inbounds { float, float }, ptr %sq2_101, i32 0, i32 0
  %fldp38 = getelementptr inbounds { float, float }, ptr %sq2_101, i32 0, i32 0
  %fld = load float, ptr %fldp38, align 4
  store float %fld, ptr %tup_105.0, align 4
  %fldp39 = getelementptr inbounds { float, float }, ptr %sq2_101, i32 0, i32 1
  %fldp40 = getelementptr inbounds { float, float }, ptr %sq2_101, i32 0, i32 1
  %fld41 = load float, ptr %fldp40, align 4
  store float %fld41, ptr %tup_105.1, align 4
  %v42 = load float, ptr %acc_rows2_96.0, align 4
  %v43 = load float, ptr %tup_105.0, align 4
  %fa = fadd reassoc float %v42, %v43
  store float %fa, ptr %acc_rows2_96.0, align 4
  %v44 = load float, ptr %acc_rows2_96.1, align 4
  %v45 = load float, ptr %tup_105.1, align 4
  %fa46 = fadd reassoc float %v44, %v45
  store float %fa46, ptr %acc_rows2_96.1, align 4
  %i47 = load i64, ptr %j, align 8
  %next = add i64 %i47, 1
  store i64 %next, ptr %j, align 8
  br label %loop23

exit25:                                           ; preds = %loop23
  %v48 = load i64, ptr %i, align 8
  %pos49 = mul i64 0, %dim
  %pos50 = add i64 %pos49, %v48
  %v51 = load float, ptr %acc_rows2_96.0, align 4
  %tup = insertvalue { float, float } undef, float %v51, 0
  %v52 = load float, ptr %acc_rows2_96.1, align 4
  %tup53 = insertvalue { float, float } %tup, float %v52, 1
  %f = extractvalue { float, float } %tup53, 0
  %elp56 = getelementptr inbounds float, ptr %buf55, i64 %pos50
  store float %f, ptr %elp56, align 4, !alias.scope !9, !noalias !10
  %f57 = extractvalue { float, float } %tup53, 1
  %elp60 = getelementptr inbounds float, ptr %buf59, i64 %pos50
  store float %f57, ptr %elp60, align 4, !alias.scope !11, !noalias !12
  %i61 = load i64, ptr %i, align 8
  %next62 = add i64 %i61, 1
  store i64 %next62, ptr %i, align 8
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
!1 = !{!"fuselab.buf.18", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.19", !2}
!5 = !{!"fuselab.buf.20", !2}
!6 = !{!"fuselab.buf.21", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!1, !4, !6}
!11 = !{!6}
!12 = !{!1, !4, !5}

; cluster c11: tot2
; ModuleID = 'srad_c11'
source_filename = "srad_c11"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_tot2_108.0 = alloca float, align 4
  %tup_116.0 = alloca float, align 4
  %acc_tot2_108.1 = alloca float, align 4
  %tup_116.1 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load float, ptr %pa, align 4
  %b = load float, ptr %pb, align 4
  store float %a, ptr %acc_tot2_108.0, align 4
  store float %b, ptr %tup_116.0, align 4
  %v = load float, ptr %acc_tot2_108.0, align 4
  %v1 = load float, ptr %tup_116.0, align 4
  %fa = fadd float %v, %v1
  store float %fa, ptr %pa, align 4
  %pa2 = getelementptr inbounds i8, ptr %0, i64 64
  %pb3 = getelementptr inbounds i8, ptr %1, i64 64
  %a4 = load float, ptr %pa2, align 4
  %b5 = load float, ptr %pb3, align 4
  store float %a4, ptr %acc_tot2_108.1, align 4
  store float %b5, ptr %tup_116.1, align 4
  %v6 = load float, ptr %acc_tot2_108.1, align 4
  %v7 = load float, ptr %tup_116.1, align 4
  %fa8 = fadd float %v6, %v7
  store float %fa8, ptr %pa2, align 4
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot2_108.0 = alloca float, align 4
  %acc_tot2_108.1 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 88
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %rows2_112 = alloca { float, float }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 20
  %buf = load ptr, ptr %bufp, align 8
  %bufp8 = getelementptr inbounds ptr, ptr %0, i64 21
  %buf9 = load ptr, ptr %bufp8, align 8
  %tup_116.0 = alloca float, align 4
  %tup_116.1 = alloca float, align 4
  %bufp27 = getelementptr inbounds ptr, ptr %0, i64 22
  %buf28 = load ptr, ptr %bufp27, align 8
  %bufp31 = getelementptr inbounds ptr, ptr %0, i64 23
  %buf32 = load ptr, ptr %bufp31, align 8
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_tot2_108.0, align 4
  store float 0.000000e+00, ptr %acc_tot2_108.1, align 4
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
  store i64 11, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body5, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos7
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  %fldp = getelementptr inbounds { float, float }, ptr %rows2_112, i32 0, i32 0
  store float %el, ptr %fldp, align 4
  %elp10 = getelementptr inbounds float, ptr %buf9, i64 %pos7
  %el11 = load float, ptr %elp10, align 4, !alias.scope !7, !noalias !8
  %fldp12 = getelementptr inbounds { float, float }, ptr %rows2_112, i32 0, i32 1
  store float %el11, ptr %fldp12, align 4
  %fldp13 = getelementptr inbounds { float, float }, ptr %rows2_112, i32 0, i32 0
  %fldp14 = getelementptr inbounds { float, float }, ptr %rows2_112, i32 0, i32 0
  %fld = load float, ptr %fldp14, align 4
  store float %fld, ptr %tup_116.0, align 4
  %fldp15 = getelementptr inbounds { float, float }, ptr %rows2_112, i32 0, i32 1
  %fldp16 = getelementptr inbounds { float, float }, ptr %rows2_112, i32 0, i32 1
  %fld17 = load float, ptr %fldp16, align 4
  store float %fld17, ptr %tup_116.1, align 4
  %v18 = load float, ptr %acc_tot2_108.0, align 4
  %v19 = load float, ptr %tup_116.0, align 4
  %fa = fadd reassoc float %v18, %v19
  store float %fa, ptr %acc_tot2_108.0, align 4
  %v20 = load float, ptr %acc_tot2_108.1, align 4
  %v21 = load float, ptr %tup_116.1, align 4
  %fa22 = fadd reassoc float %v20, %v21
  store float %fa22, ptr %acc_tot2_108.1, align 4
  %i23 = load i64, ptr %i, align 8
  %next = add i64 %i23, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %v24 = load float, ptr %acc_tot2_108.0, align 4
  %tup = insertvalue { float, float } undef, float %v24, 0
  %v25 = load float, ptr %acc_tot2_108.1, align 4
  %tup26 = insertvalue { float, float } %tup, float %v25, 1
  %f = extractvalue { float, float } %tup26, 0
  %elp29 = getelementptr inbounds float, ptr %buf28, i64 0
  store float %f, ptr %elp29, align 4, !alias.scope !9, !noalias !10
  %f30 = extractvalue { float, float } %tup26, 1
  %elp33 = getelementptr inbounds float, ptr %buf32, i64 0
  store float %f30, ptr %elp33, align 4, !alias.scope !11, !noalias !12
  ret i32 0
}

define i32 @nest_part(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot2_108.0 = alloca float, align 4
  %acc_tot2_108.1 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 88
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %rows2_112 = alloca { float, float }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 20
  %buf = load ptr, ptr %bufp, align 8
  %bufp8 = getelementptr inbounds ptr, ptr %0, i64 21
  %buf9 = load ptr, ptr %bufp8, align 8
  %tup_116.0 = alloca float, align 4
  %tup_116.1 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_tot2_108.0, align 4
  store float 0.000000e+00, ptr %acc_tot2_108.1, align 4
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
  store i64 11, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body5, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos7
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !7
  %fldp = getelementptr inbounds { float, float }, ptr %rows2_112, i32 0, i32 0
  store float %el, ptr %fldp, align 4
  %elp10 = getelementptr inbounds float, ptr %buf9, i64 %pos7
  %el11 = load float, ptr %elp10, align 4, !alias.scope !7, !noalias !0
  %fldp12 = getelementptr inbounds { float, float }, ptr %rows2_112, i32 0, i32 1
  store float %el11, ptr %fldp12, align 4
  %fldp13 = getelementptr inbounds { float, float }, ptr %rows2_112, i32 0, i32 0
  %fldp14 = getelementptr inbounds { float, float }, ptr %rows2_112, i32 0, i32 0
  %fld = load float, ptr %fldp14, align 4
  store float %fld, ptr %tup_116.0, align 4
  %fldp15 = getelementptr inbounds { float, float }, ptr %rows2_112, i32 0, i32 1
  %fldp16 = getelementptr inbounds { float, float }, ptr %rows2_112, i32 0, i32 1
  %fld17 = load float, ptr %fldp16, align 4
  store float %fld17, ptr %tup_116.1, align 4
  %v18 = load float, ptr %acc_tot2_108.0, align 4
  %v19 = load float, ptr %tup_116.0, align 4
  %fa = fadd reassoc float %v18, %v19
  store float %fa, ptr %acc_tot2_108.0, align 4
  %v20 = load float, ptr %acc_tot2_108.1, align 4
  %v21 = load float, ptr %tup_116.1, align 4
  %fa22 = fadd reassoc float %v20, %v21
  store float %fa22, ptr %acc_tot2_108.1, align 4
  %i23 = load i64, ptr %i, align 8
  %next = add i64 %i23, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %acc_tot2_108.0, align 4
  store float %acc, ptr %part, align 4
  %part24 = getelementptr inbounds i8, ptr %6, i64 64
  %acc25 = load float, ptr %acc_tot2_108.1, align 4
  store float %acc25, ptr %part24, align 4
  ret i32 0
}

define i32 @nest_part_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot2_108.0 = alloca float, align 4
  %acc_tot2_108.1 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 88
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %rows2_112 = alloca { float, float }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 20
  %buf = load ptr, ptr %bufp, align 8
  %bufp8 = getelementptr inbounds ptr, ptr %0, i64 21
  %buf9 = load ptr, ptr %bufp8, align 8
  %tup_116.0 = alloca float, align 4
  %tup_116.1 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_tot2_108.0, align 4
  store float 0.000000e+00, ptr %acc_tot2_108.1, align 4
  store float -0.000000e+00, ptr %acc_tot2_108.0, align 4
  store float -0.000000e+00, ptr %acc_tot2_108.1, align 4
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
  store i64 11, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body5, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos7
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !7
  %fldp = getelementptr inbounds { float, float }, ptr %rows2_112, i32 0, i32 0
  store float %el, ptr %fldp, align 4
  %elp10 = getelementptr inbounds float, ptr %buf9, i64 %pos7
  %el11 = load float, ptr %elp10, align 4, !alias.scope !7, !noalias !0
  %fldp12 = getelementptr inbounds { float, float }, ptr %rows2_112, i32 0, i32 1
  store float %el11, ptr %fldp12, align 4
  %fldp13 = getelementptr inbounds { float, float }, ptr %rows2_112, i32 0, i32 0
  %fldp14 = getelementptr inbounds { float, float }, ptr %rows2_112, i32 0, i32 0
  %fld = load float, ptr %fldp14, align 4
  store float %fld, ptr %tup_116.0, align 4
  %fldp15 = getelementptr inbounds { float, float }, ptr %rows2_112, i32 0, i32 1
  %fldp16 = getelementptr inbounds { float, float }, ptr %rows2_112, i32 0, i32 1
  %fld17 = load float, ptr %fldp16, align 4
  store float %fld17, ptr %tup_116.1, align 4
  %v18 = load float, ptr %acc_tot2_108.0, align 4
  %v19 = load float, ptr %tup_116.0, align 4
  %fa = fadd reassoc float %v18, %v19
  store float %fa, ptr %acc_tot2_108.0, align 4
  %v20 = load float, ptr %acc_tot2_108.1, align 4
  %v21 = load float, ptr %tup_116.1, align 4
  %fa22 = fadd reassoc float %v20, %v21
  store float %fa22, ptr %acc_tot2_108.1, align 4
  %i23 = load i64, ptr %i, align 8
  %next = add i64 %i23, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %acc_tot2_108.0, align 4
  store float %acc, ptr %part, align 4
  %part24 = getelementptr inbounds i8, ptr %6, i64 64
  %acc25 = load float, ptr %acc_tot2_108.1, align 4
  store float %acc25, ptr %part24, align 4
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot2_108.0 = alloca float, align 4
  %acc_tot2_108.1 = alloca float, align 4
  %bufp = getelementptr inbounds ptr, ptr %0, i64 22
  %buf = load ptr, ptr %bufp, align 8
  %bufp6 = getelementptr inbounds ptr, ptr %0, i64 23
  %buf7 = load ptr, ptr %bufp6, align 8
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_tot2_108.0, align 4
  store float 0.000000e+00, ptr %acc_tot2_108.1, align 4
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %part, align 4
  store float %acc, ptr %acc_tot2_108.0, align 4
  %part1 = getelementptr inbounds i8, ptr %6, i64 64
  %acc2 = load float, ptr %part1, align 4
  store float %acc2, ptr %acc_tot2_108.1, align 4
  %v = load float, ptr %acc_tot2_108.0, align 4
  %tup = insertvalue { float, float } undef, float %v, 0
  %v3 = load float, ptr %acc_tot2_108.1, align 4
  %tup4 = insertvalue { float, float } %tup, float %v3, 1
  %f = extractvalue { float, float } %tup4, 0
  %elp = getelementptr inbounds float, ptr %buf, i64 0
  store float %f, ptr %elp, align 4, !alias.scope !9, !noalias !11
  %f5 = extractvalue { float, float } %tup4, 1
  %elp8 = getelementptr inbounds float, ptr %buf7, i64 0
  store float %f5, ptr %elp8, align 4, !alias.scope !11, !noalias !9
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.20", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.21", !2}
!5 = !{!"fuselab.buf.22", !2}
!6 = !{!"fuselab.buf.23", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!1, !4, !6}
!11 = !{!6}
!12 = !{!1, !4, !5}

; cluster c12: q0sqr2
; ModuleID = 'srad_c12'
source_filename = "srad_c12"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %tot2_120 = alloca { float, float }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 22
  %buf = load ptr, ptr %bufp, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 23
  %buf2 = load ptr, ptr %bufp1, align 8
  %tup_121.0 = alloca float, align 4
  %tup_121.1 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 72
  %dim = load i64, ptr %dimp, align 8
  %dimp11 = getelementptr inbounds i64, ptr %1, i64 73
  %dim12 = load i64, ptr %dimp11, align 8
  %npix_124 = alloca float, align 4
  %mean_125 = alloca float, align 4
  %"%cse0_126" = alloca float, align 4
  %q0sqr2_119 = alloca float, align 4
  %bufp24 = getelementptr inbounds ptr, ptr %0, i64 24
  %buf25 = load ptr, ptr %bufp24, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds float, ptr %buf, i64 0
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  %fldp = getelementptr inbounds { float, float }, ptr %tot2_120, i32 0, i32 0
  store float %el, ptr %fldp, align 4
  %elp3 = getelementptr inbounds float, ptr %buf2, i64 0
  %el4 = load float, ptr %elp3, align 4, !alias.scope !6, !noalias !7
  %fldp5 = getelementptr inbounds { float, float }, ptr %tot2_120, i32 0, i32 1
  store float %el4, ptr %fldp5, align 4
  %fldp6 = getelementptr inbounds { float, float }, ptr %tot2_120, i32 0, i32 0
  %fldp7 = getelementptr inbounds { float, float }, ptr %tot2_120, i32 0, i32 0
  %fld = load float, ptr %fldp7, align 4
  store float %fld, ptr %tup_121.0, align 4
  %fldp8 = getelementptr inbounds { float, float }, ptr %tot2_120, i32 0, i32 1
  %fldp9 = getelementptr inbounds { float, float }, ptr %tot2_120, i32 0, i32 1
  %fld10 = load float, ptr %fldp9, align 4
  store float %fld10, ptr %tup_121.1, align 4
  %tup = insertvalue { i64, i64 } undef, i64 %dim, 0
  %tup13 = insertvalue { i64, i64 } %tup, i64 %dim12, 1
  %proj = extractvalue { i64, i64 } %tup13, 1
  %mul = mul i64 %dim, %proj
  %cv = sitofp i64 %mul to float
  store float %cv, ptr %npix_124, align 4
  %v = load float, ptr %tup_121.0, align 4
  %v14 = load float, ptr %npix_124, align 4
  %fd = fdiv float %v, %v14
  store float %fd, ptr %mean_125, align 4
  %v15 = load float, ptr %mean_125, align 4
  %v16 = load float, ptr %mean_125, align 4
  %fm = fmul float %v15, %v16
  store float %fm, ptr %"%cse0_126", align 4
  %v17 = load float, ptr %tup_121.1, align 4
  %v18 = load float, ptr %npix_124, align 4
  %fd19 = fdiv float %v17, %v18
  %v20 = load float, ptr %"%cse0_126", align 4
  %fs = fsub float %fd19, %v20
  %v21 = load float, ptr %"%cse0_126", align 4
  %fd22 = fdiv float %fs, %v21
  store float %fd22, ptr %q0sqr2_119, align 4
  %v23 = load float, ptr %q0sqr2_119, align 4
  %elp26 = getelementptr inbounds float, ptr %buf25, i64 0
  store float %v23, ptr %elp26, align 4, !alias.scope !8, !noalias !9
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.22", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.23", !2}
!5 = !{!"fuselab.buf.24", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c13: derivs2
; ModuleID = 'srad_c13'
source_filename = "srad_c13"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 72
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 73
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 17
  %buf = load ptr, ptr %bufp, align 8
  %next_130 = alloca float, align 4
  %next_131 = alloca float, align 4
  %next_132 = alloca float, align 4
  %next_133 = alloca float, align 4
  %next_134 = alloca float, align 4
  %next_135 = alloca float, align 4
  %next_136 = alloca float, align 4
  %next_137 = alloca float, align 4
  %next_138 = alloca float, align 4
  %derivs2_127.0 = alloca float, align 4
  %derivs2_127.1 = alloca float, align 4
  %derivs2_127.2 = alloca float, align 4
  %derivs2_127.3 = alloca float, align 4
  %bufp403 = getelementptr inbounds ptr, ptr %0, i64 25
  %buf404 = load ptr, ptr %bufp403, align 8
  %bufp407 = getelementptr inbounds ptr, ptr %0, i64 26
  %buf408 = load ptr, ptr %bufp407, align 8
  %bufp411 = getelementptr inbounds ptr, ptr %0, i64 27
  %buf412 = load ptr, ptr %bufp411, align 8
  %bufp415 = getelementptr inbounds ptr, ptr %0, i64 28
  %buf416 = load ptr, ptr %bufp415, align 8
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
  store i64 13, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done1625, %ok
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
  store i64 13, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %body5
  %tap_end = sub i64 %dim8, -1
  %tap_end16 = sub i64 %dim8, 0
  %c17 = icmp slt i64 %tap_end, %tap_end16
  %min18 = select i1 %c17, i64 %tap_end, i64 %tap_end16
  %tap_end19 = sub i64 %dim8, 1
  %c20 = icmp slt i64 %min18, %tap_end19
  %min21 = select i1 %c20, i64 %min18, i64 %tap_end19
  %c22 = icmp slt i64 1, %dim8
  %min23 = select i1 %c22, i64 1, i64 %dim8
  %c24 = icmp sgt i64 %min21, %min23
  %max25 = select i1 %c24, i64 %min21, i64 %min23
  %c26 = icmp slt i64 %max25, %dim8
  %min27 = select i1 %c26, i64 %max25, i64 %dim8
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %add = add i64 %v, -1
  %sub = sub i64 %dim, 1
  %c28 = icmp slt i64 %add, %sub
  %mm = select i1 %c28, i64 %add, i64 %sub
  %c29 = icmp sgt i64 0, %mm
  %mm30 = select i1 %c29, i64 0, i64 %mm
  %base = sext i64 %mm30 to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits31 = and i1 %fits_low, %fits_high
  %least = select i1 %fits31, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits31, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok32 = and i1 true, %low_ok
  %ok33 = and i1 %ok32, %high_ok
  %v34 = load i64, ptr %j, align 8
  %add35 = add i64 %v34, -1
  %base36 = sext i64 %add35 to i128
  store i64 1, ptr %j, align 8
  %v37 = load i64, ptr %j, align 8
  %add38 = add i64 %v37, -1
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %add38 to i128
  %step = sub i128 %at_next, %base36
  %step39 = trunc i128 %step to i64
  %step40 = sext i64 %step39 to i128
  %len = sub i64 %min23, 0
  %span = sub i64 %len, 1
  %span41 = sext i64 %span to i128
  %reach = mul i128 %step40, %span41
  %c42 = icmp slt i128 %reach, 0
  %min43 = select i1 %c42, i128 %reach, i128 0
  %c44 = icmp sgt i128 %reach, 0
  %max45 = select i1 %c44, i128 %reach, i128 0
  %least46 = add i128 %base36, %min43
  %most47 = add i128 %base36, %max45
  %fits_low48 = icmp sge i128 %least46, -9223372036854775808
  %fits_high49 = icmp sle i128 %most47, 9223372036854775807
  %fits50 = and i1 %fits_low48, %fits_high49
  %least51 = select i1 %fits50, i128 %least46, i128 -9223372036854775808
  %most52 = select i1 %fits50, i128 %most47, i128 9223372036854775807
  %sub53 = sub i64 %dim8, 1
  %base54 = sext i64 %sub53 to i128
  %fits_low55 = icmp sge i128 %base54, -9223372036854775808
  %fits_high56 = icmp sle i128 %base54, 9223372036854775807
  %fits57 = and i1 %fits_low55, %fits_high56
  %least58 = select i1 %fits57, i128 %base54, i128 -9223372036854775808
  %most59 = select i1 %fits57, i128 %base54, i128 9223372036854775807
  %c60 = icmp slt i128 %least51, %least58
  %min61 = select i1 %c60, i128 %least51, i128 %least58
  %c62 = icmp slt i128 %most52, %most59
  %min63 = select i1 %c62, i128 %most52, i128 %most59
  %c64 = icmp sgt i128 0, %min61
  %max65 = select i1 %c64, i128 0, i128 %min61
  %c66 = icmp sgt i128 0, %min63
  %max67 = select i1 %c66, i128 0, i128 %min63
  %extent68 = sext i64 %dim8 to i128
  %low_ok69 = icmp sge i128 %max65, 0
  %high_ok70 = icmp slt i128 %max67, %extent68
  %ok71 = and i1 %ok33, %low_ok69
  %ok72 = and i1 %ok71, %high_ok70
  %v73 = load i64, ptr %j, align 8
  %add74 = add i64 %v73, 0
  %base75 = sext i64 %add74 to i128
  store i64 1, ptr %j, align 8
  %v76 = load i64, ptr %j, align 8
  %add77 = add i64 %v76, 0
  store i64 0, ptr %j, align 8
  %at_next78 = sext i64 %add77 to i128
  %step79 = sub i128 %at_next78, %base75
  %step80 = trunc i128 %step79 to i64
  %step81 = sext i64 %step80 to i128
  %len82 = sub i64 %min23, 0
  %span83 = sub i64 %len82, 1
  %span84 = sext i64 %span83 to i128
  %reach85 = mul i128 %step81, %span84
  %c86 = icmp slt i128 %reach85, 0
  %min87 = select i1 %c86, i128 %reach85, i128 0
  %c88 = icmp sgt i128 %reach85, 0
  %max89 = select i1 %c88, i128 %reach85, i128 0
  %least90 = add i128 %base75, %min87
  %most91 = add i128 %base75, %max89
  %fits_low92 = icmp sge i128 %least90, -9223372036854775808
  %fits_high93 = icmp sle i128 %most91, 9223372036854775807
  %fits94 = and i1 %fits_low92, %fits_high93
  %least95 = select i1 %fits94, i128 %least90, i128 -9223372036854775808
  %most96 = select i1 %fits94, i128 %most91, i128 9223372036854775807
  %sub97 = sub i64 %dim8, 1
  %base98 = sext i64 %sub97 to i128
  %fits_low99 = icmp sge i128 %base98, -9223372036854775808
  %fits_high100 = icmp sle i128 %base98, 9223372036854775807
  %fits101 = and i1 %fits_low99, %fits_high100
  %least102 = select i1 %fits101, i128 %base98, i128 -9223372036854775808
  %most103 = select i1 %fits101, i128 %base98, i128 9223372036854775807
  %c104 = icmp slt i128 %least95, %least102
  %min105 = select i1 %c104, i128 %least95, i128 %least102
  %c106 = icmp slt i128 %most96, %most103
  %min107 = select i1 %c106, i128 %most96, i128 %most103
  %c108 = icmp sgt i128 0, %min105
  %max109 = select i1 %c108, i128 0, i128 %min105
  %c110 = icmp sgt i128 0, %min107
  %max111 = select i1 %c110, i128 0, i128 %min107
  %extent112 = sext i64 %dim8 to i128
  %low_ok113 = icmp sge i128 %max109, 0
  %high_ok114 = icmp slt i128 %max111, %extent112
  %ok115 = and i1 %ok72, %low_ok113
  %ok116 = and i1 %ok115, %high_ok114
  %v117 = load i64, ptr %j, align 8
  %add118 = add i64 %v117, 1
  %base119 = sext i64 %add118 to i128
  store i64 1, ptr %j, align 8
  %v120 = load i64, ptr %j, align 8
  %add121 = add i64 %v120, 1
  store i64 0, ptr %j, align 8
  %at_next122 = sext i64 %add121 to i128
  %step123 = sub i128 %at_next122, %base119
  %step124 = trunc i128 %step123 to i64
  %step125 = sext i64 %step124 to i128
  %len126 = sub i64 %min23, 0
  %span127 = sub i64 %len126, 1
  %span128 = sext i64 %span127 to i128
  %reach129 = mul i128 %step125, %span128
  %c130 = icmp slt i128 %reach129, 0
  %min131 = select i1 %c130, i128 %reach129, i128 0
  %c132 = icmp sgt i128 %reach129, 0
  %max133 = select i1 %c132, i128 %reach129, i128 0
  %least134 = add i128 %base119, %min131
  %most135 = add i128 %base119, %max133
  %fits_low136 = icmp sge i128 %least134, -9223372036854775808
  %fits_high137 = icmp sle i128 %most135, 9223372036854775807
  %fits138 = and i1 %fits_low136, %fits_high137
  %least139 = select i1 %fits138, i128 %least134, i128 -9223372036854775808
  %most140 = select i1 %fits138, i128 %most135, i128 9223372036854775807
  %sub141 = sub i64 %dim8, 1
  %base142 = sext i64 %sub141 to i128
  %fits_low143 = icmp sge i128 %base142, -9223372036854775808
  %fits_high144 = icmp sle i128 %base142, 9223372036854775807
  %fits145 = and i1 %fits_low143, %fits_high144
  %least146 = select i1 %fits145, i128 %base142, i128 -9223372036854775808
  %most147 = select i1 %fits145, i128 %base142, i128 9223372036854775807
  %c148 = icmp slt i128 %least139, %least146
  %min149 = select i1 %c148, i128 %least139, i128 %least146
  %c150 = icmp slt i128 %most140, %most147
  %min151 = select i1 %c150, i128 %most140, i128 %most147
  %c152 = icmp sgt i128 0, %min149
  %max153 = select i1 %c152, i128 0, i128 %min149
  %c154 = icmp sgt i128 0, %min151
  %max155 = select i1 %c154, i128 0, i128 %min151
  %extent156 = sext i64 %dim8 to i128
  %low_ok157 = icmp sge i128 %max153, 0
  %high_ok158 = icmp slt i128 %max155, %extent156
  %ok159 = and i1 %ok116, %low_ok157
  %ok160 = and i1 %ok159, %high_ok158
  %v161 = load i64, ptr %i, align 8
  %add162 = add i64 %v161, 0
  %sub163 = sub i64 %dim, 1
  %c164 = icmp slt i64 %add162, %sub163
  %mm165 = select i1 %c164, i64 %add162, i64 %sub163
  %c166 = icmp sgt i64 0, %mm165
  %mm167 = select i1 %c166, i64 0, i64 %mm165
  %base168 = sext i64 %mm167 to i128
  %fits_low169 = icmp sge i128 %base168, -9223372036854775808
  %fits_high170 = icmp sle i128 %base168, 9223372036854775807
  %fits171 = and i1 %fits_low169, %fits_high170
  %least172 = select i1 %fits171, i128 %base168, i128 -9223372036854775808
  %most173 = select i1 %fits171, i128 %base168, i128 9223372036854775807
  %extent174 = sext i64 %dim to i128
  %low_ok175 = icmp sge i128 %least172, 0
  %high_ok176 = icmp slt i128 %most173, %extent174
  %ok177 = and i1 %ok160, %low_ok175
  %ok178 = and i1 %ok177, %high_ok176
  %v179 = load i64, ptr %i, align 8
  %add180 = add i64 %v179, 1
  %sub181 = sub i64 %dim, 1
  %c182 = icmp slt i64 %add180, %sub181
  %mm183 = select i1 %c182, i64 %add180, i64 %sub181
  %c184 = icmp sgt i64 0, %mm183
  %mm185 = select i1 %c184, i64 0, i64 %mm183
  %base186 = sext i64 %mm185 to i128
  %fits_low187 = icmp sge i128 %base186, -9223372036854775808
  %fits_high188 = icmp sle i128 %base186, 9223372036854775807
  %fits189 = and i1 %fits_low187, %fits_high188
  %least190 = select i1 %fits189, i128 %base186, i128 -9223372036854775808
  %most191 = select i1 %fits189, i128 %base186, i128 9223372036854775807
  %extent192 = sext i64 %dim to i128
  %low_ok193 = icmp sge i128 %least190, 0
  %high_ok194 = icmp slt i128 %most191, %extent192
  %ok195 = and i1 %ok178, %low_ok193
  %ok196 = and i1 %ok195, %high_ok194
  br i1 %ok196, label %proved, label %checked

proved:                                           ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop197

checked:                                          ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop419

versions_done:                                    ; preds = %exit421, %exit199
  store i64 %min23, ptr %j, align 8
  %v765 = load i64, ptr %i, align 8
  %add766 = add i64 %v765, -1
  %sub767 = sub i64 %dim, 1
  %c768 = icmp slt i64 %add766, %sub767
  %mm769 = select i1 %c768, i64 %add766, i64 %sub767
  %c770 = icmp sgt i64 0, %mm769
  %mm771 = select i1 %c770, i64 0, i64 %mm769
  %base772 = sext i64 %mm771 to i128
  %fits_low773 = icmp sge i128 %base772, -9223372036854775808
  %fits_high774 = icmp sle i128 %base772, 9223372036854775807
  %fits775 = and i1 %fits_low773, %fits_high774
  %least776 = select i1 %fits775, i128 %base772, i128 -9223372036854775808
  %most777 = select i1 %fits775, i128 %base772, i128 9223372036854775807
  %extent778 = sext i64 %dim to i128
  %low_ok779 = icmp sge i128 %least776, 0
  %high_ok780 = icmp slt i128 %most777, %extent778
  %ok781 = and i1 true, %low_ok779
  %ok782 = and i1 %ok781, %high_ok780
  %v783 = load i64, ptr %j, align 8
  %add784 = add i64 %v783, -1
  %base785 = sext i64 %add784 to i128
  %next786 = add i64 %min23, 1
  store i64 %next786, ptr %j, align 8
  %v787 = load i64, ptr %j, align 8
  %add788 = add i64 %v787, -1
  store i64 %min23, ptr %j, align 8
  %at_next789 = sext i64 %add788 to i128
  %step790 = sub i128 %at_next789, %base785
  %step791 = trunc i128 %step790 to i64
  %step792 = sext i64 %step791 to i128
  %len793 = sub i64 %min27, %min23
  %span794 = sub i64 %len793, 1
  %span795 = sext i64 %span794 to i128
  %reach796 = mul i128 %step792, %span795
  %c797 = icmp slt i128 %reach796, 0
  %min798 = select i1 %c797, i128 %reach796, i128 0
  %c799 = icmp sgt i128 %reach796, 0
  %max800 = select i1 %c799, i128 %reach796, i128 0
  %least801 = add i128 %base785, %min798
  %most802 = add i128 %base785, %max800
  %fits_low803 = icmp sge i128 %least801, -9223372036854775808
  %fits_high804 = icmp sle i128 %most802, 9223372036854775807
  %fits805 = and i1 %fits_low803, %fits_high804
  %least806 = select i1 %fits805, i128 %least801, i128 -9223372036854775808
  %most807 = select i1 %fits805, i128 %most802, i128 9223372036854775807
  %sub808 = sub i64 %dim8, 1
  %base809 = sext i64 %sub808 to i128
  %fits_low810 = icmp sge i128 %base809, -9223372036854775808
  %fits_high811 = icmp sle i128 %base809, 9223372036854775807
  %fits812 = and i1 %fits_low810, %fits_high811
  %least813 = select i1 %fits812, i128 %base809, i128 -9223372036854775808
  %most814 = select i1 %fits812, i128 %base809, i128 9223372036854775807
  %c815 = icmp slt i128 %least806, %least813
  %min816 = select i1 %c815, i128 %least806, i128 %least813
  %c817 = icmp slt i128 %most807, %most814
  %min818 = select i1 %c817, i128 %most807, i128 %most814
  %c819 = icmp sgt i128 0, %min816
  %max820 = select i1 %c819, i128 0, i128 %min816
  %c821 = icmp sgt i128 0, %min818
  %max822 = select i1 %c821, i128 0, i128 %min818
  %extent823 = sext i64 %dim8 to i128
  %low_ok824 = icmp sge i128 %max820, 0
  %high_ok825 = icmp slt i128 %max822, %extent823
  %ok826 = and i1 %ok782, %low_ok824
  %ok827 = and i1 %ok826, %high_ok825
  %v828 = load i64, ptr %j, align 8
  %add829 = add i64 %v828, 0
  %base830 = sext i64 %add829 to i128
  %next831 = add i64 %min23, 1
  store i64 %next831, ptr %j, align 8
  %v832 = load i64, ptr %j, align 8
  %add833 = add i64 %v832, 0
  store i64 %min23, ptr %j, align 8
  %at_next834 = sext i64 %add833 to i128
  %step835 = sub i128 %at_next834, %base830
  %step836 = trunc i128 %step835 to i64
  %step837 = sext i64 %step836 to i128
  %len838 = sub i64 %min27, %min23
  %span839 = sub i64 %len838, 1
  %span840 = sext i64 %span839 to i128
  %reach841 = mul i128 %step837, %span840
  %c842 = icmp slt i128 %reach841, 0
  %min843 = select i1 %c842, i128 %reach841, i128 0
  %c844 = icmp sgt i128 %reach841, 0
  %max845 = select i1 %c844, i128 %reach841, i128 0
  %least846 = add i128 %base830, %min843
  %most847 = add i128 %base830, %max845
  %fits_low848 = icmp sge i128 %least846, -9223372036854775808
  %fits_high849 = icmp sle i128 %most847, 9223372036854775807
  %fits850 = and i1 %fits_low848, %fits_high849
  %least851 = select i1 %fits850, i128 %least846, i128 -9223372036854775808
  %most852 = select i1 %fits850, i128 %most847, i128 9223372036854775807
  %sub853 = sub i64 %dim8, 1
  %base854 = sext i64 %sub853 to i128
  %fits_low855 = icmp sge i128 %base854, -9223372036854775808
  %fits_high856 = icmp sle i128 %base854, 9223372036854775807
  %fits857 = and i1 %fits_low855, %fits_high856
  %least858 = select i1 %fits857, i128 %base854, i128 -9223372036854775808
  %most859 = select i1 %fits857, i128 %base854, i128 9223372036854775807
  %c860 = icmp slt i128 %least851, %least858
  %min861 = select i1 %c860, i128 %least851, i128 %least858
  %c862 = icmp slt i128 %most852, %most859
  %min863 = select i1 %c862, i128 %most852, i128 %most859
  %c864 = icmp sgt i128 0, %min861
  %max865 = select i1 %c864, i128 0, i128 %min861
  %c866 = icmp sgt i128 0, %min863
  %max867 = select i1 %c866, i128 0, i128 %min863
  %extent868 = sext i64 %dim8 to i128
  %low_ok869 = icmp sge i128 %max865, 0
  %high_ok870 = icmp slt i128 %max867, %extent868
  %ok871 = and i1 %ok827, %low_ok869
  %ok872 = and i1 %ok871, %high_ok870
  %v873 = load i64, ptr %j, align 8
  %add874 = add i64 %v873, 1
  %base875 = sext i64 %add874 to i128
  %next876 = add i64 %min23, 1
  store i64 %next876, ptr %j, align 8
  %v877 = load i64, ptr %j, align 8
  %add878 = add i64 %v877, 1
  store i64 %min23, ptr %j, align 8
  %at_next879 = sext i64 %add878 to i128
  %step880 = sub i128 %at_next879, %base875
  %step881 = trunc i128 %step880 to i64
  %step882 = sext i64 %step881 to i128
  %len883 = sub i64 %min27, %min23
  %span884 = sub i64 %len883, 1
  %span885 = sext i64 %span884 to i128
  %reach886 = mul i128 %step882, %span885
  %c887 = icmp slt i128 %reach886, 0
  %min888 = select i1 %c887, i128 %reach886, i128 0
  %c889 = icmp sgt i128 %reach886, 0
  %max890 = select i1 %c889, i128 %reach886, i128 0
  %least891 = add i128 %base875, %min888
  %most892 = add i128 %base875, %max890
  %fits_low893 = icmp sge i128 %least891, -9223372036854775808
  %fits_high894 = icmp sle i128 %most892, 9223372036854775807
  %fits895 = and i1 %fits_low893, %fits_high894
  %least896 = select i1 %fits895, i128 %least891, i128 -9223372036854775808
  %most897 = select i1 %fits895, i128 %most892, i128 9223372036854775807
  %sub898 = sub i64 %dim8, 1
  %base899 = sext i64 %sub898 to i128
  %fits_low900 = icmp sge i128 %base899, -9223372036854775808
  %fits_high901 = icmp sle i128 %base899, 9223372036854775807
  %fits902 = and i1 %fits_low900, %fits_high901
  %least903 = select i1 %fits902, i128 %base899, i128 -9223372036854775808
  %most904 = select i1 %fits902, i128 %base899, i128 9223372036854775807
  %c905 = icmp slt i128 %least896, %least903
  %min906 = select i1 %c905, i128 %least896, i128 %least903
  %c907 = icmp slt i128 %most897, %most904
  %min908 = select i1 %c907, i128 %most897, i128 %most904
  %c909 = icmp sgt i128 0, %min906
  %max910 = select i1 %c909, i128 0, i128 %min906
  %c911 = icmp sgt i128 0, %min908
  %max912 = select i1 %c911, i128 0, i128 %min908
  %extent913 = sext i64 %dim8 to i128
  %low_ok914 = icmp sge i128 %max910, 0
  %high_ok915 = icmp slt i128 %max912, %extent913
  %ok916 = and i1 %ok872, %low_ok914
  %ok917 = and i1 %ok916, %high_ok915
  %v918 = load i64, ptr %i, align 8
  %add919 = add i64 %v918, 0
  %sub920 = sub i64 %dim, 1
  %c921 = icmp slt i64 %add919, %sub920
  %mm922 = select i1 %c921, i64 %add919, i64 %sub920
  %c923 = icmp sgt i64 0, %mm922
  %mm924 = select i1 %c923, i64 0, i64 %mm922
  %base925 = sext i64 %mm924 to i128
  %fits_low926 = icmp sge i128 %base925, -9223372036854775808
  %fits_high927 = icmp sle i128 %base925, 9223372036854775807
  %fits928 = and i1 %fits_low926, %fits_high927
  %least929 = select i1 %fits928, i128 %base925, i128 -9223372036854775808
  %most930 = select i1 %fits928, i128 %base925, i128 9223372036854775807
  %extent931 = sext i64 %dim to i128
  %low_ok932 = icmp sge i128 %least929, 0
  %high_ok933 = icmp slt i128 %most930, %extent931
  %ok934 = and i1 %ok917, %low_ok932
  %ok935 = and i1 %ok934, %high_ok933
  %v936 = load i64, ptr %i, align 8
  %add937 = add i64 %v936, 1
  %sub938 = sub i64 %dim, 1
  %c939 = icmp slt i64 %add937, %sub938
  %mm940 = select i1 %c939, i64 %add937, i64 %sub938
  %c941 = icmp sgt i64 0, %mm940
  %mm942 = select i1 %c941, i64 0, i64 %mm940
  %base943 = sext i64 %mm942 to i128
  %fits_low944 = icmp sge i128 %base943, -9223372036854775808
  %fits_high945 = icmp sle i128 %base943, 9223372036854775807
  %fits946 = and i1 %fits_low944, %fits_high945
  %least947 = select i1 %fits946, i128 %base943, i128 -9223372036854775808
  %most948 = select i1 %fits946, i128 %base943, i128 9223372036854775807
  %extent949 = sext i64 %dim to i128
  %low_ok950 = icmp sge i128 %least947, 0
  %high_ok951 = icmp slt i128 %most948, %extent949
  %ok952 = and i1 %ok935, %low_ok950
  %ok953 = and i1 %ok952, %high_ok951
  br i1 %ok953, label %proved954, label %checked955

loop197:                                          ; preds = %body198, %proved
  %i200 = load i64, ptr %j, align 8
  %more201 = icmp slt i64 %i200, %min23
  br i1 %more201, label %body198, label %exit199

body198:                                          ; preds = %loop197
  %v202 = load i64, ptr %i, align 8
  %add203 = add i64 %v202, -1
  %sub204 = sub i64 %dim, 1
  %c205 = icmp slt i64 %add203, %sub204
  %mm206 = select i1 %c205, i64 %add203, i64 %sub204
  %c207 = icmp sgt i64 0, %mm206
  %mm208 = select i1 %c207, i64 0, i64 %mm206
  %v209 = load i64, ptr %j, align 8
  %add210 = add i64 %v209, -1
  %sub211 = sub i64 %dim8, 1
  %c212 = icmp slt i64 %add210, %sub211
  %mm213 = select i1 %c212, i64 %add210, i64 %sub211
  %c214 = icmp sgt i64 0, %mm213
  %mm215 = select i1 %c214, i64 0, i64 %mm213
  %pos = mul i64 0, %dim
  %pos216 = add i64 %pos, %mm208
  %pos217 = mul i64 %pos216, %dim8
  %pos218 = add i64 %pos217, %mm215
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos218
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %next_130, align 4
  %v219 = load i64, ptr %i, align 8
  %add220 = add i64 %v219, -1
  %sub221 = sub i64 %dim, 1
  %c222 = icmp slt i64 %add220, %sub221
  %mm223 = select i1 %c222, i64 %add220, i64 %sub221
  %c224 = icmp sgt i64 0, %mm223
  %mm225 = select i1 %c224, i64 0, i64 %mm223
  %v226 = load i64, ptr %j, align 8
  %add227 = add i64 %v226, 0
  %sub228 = sub i64 %dim8, 1
  %c229 = icmp slt i64 %add227, %sub228
  %mm230 = select i1 %c229, i64 %add227, i64 %sub228
  %c231 = icmp sgt i64 0, %mm230
  %mm232 = select i1 %c231, i64 0, i64 %mm230
  %pos233 = mul i64 0, %dim
  %pos234 = add i64 %pos233, %mm225
  %pos235 = mul i64 %pos234, %dim8
  %pos236 = add i64 %pos235, %mm232
  %elp237 = getelementptr inbounds float, ptr %buf, i64 %pos236
  %el238 = load float, ptr %elp237, align 4, !alias.scope !0, !noalias !3
  store float %el238, ptr %next_131, align 4
  %v239 = load i64, ptr %i, align 8
  %add240 = add i64 %v239, -1
  %sub241 = sub i64 %dim, 1
  %c242 = icmp slt i64 %add240, %sub241
  %mm243 = select i1 %c242, i64 %add240, i64 %sub241
  %c244 = icmp sgt i64 0, %mm243
  %mm245 = select i1 %c244, i64 0, i64 %mm243
  %v246 = load i64, ptr %j, align 8
  %add247 = add i64 %v246, 1
  %sub248 = sub i64 %dim8, 1
  %c249 = icmp slt i64 %add247, %sub248
  %mm250 = select i1 %c249, i64 %add247, i64 %sub248
  %c251 = icmp sgt i64 0, %mm250
  %mm252 = select i1 %c251, i64 0, i64 %mm250
  %pos253 = mul i64 0, %dim
  %pos254 = add i64 %pos253, %mm245
  %pos255 = mul i64 %pos254, %dim8
  %pos256 = add i64 %pos255, %mm252
  %elp257 = getelementptr inbounds float, ptr %buf, i64 %pos256
  %el258 = load float, ptr %elp257, align 4, !alias.scope !0, !noalias !3
  store float %el258, ptr %next_132, align 4
  %v259 = load i64, ptr %i, align 8
  %add260 = add i64 %v259, 0
  %sub261 = sub i64 %dim, 1
  %c262 = icmp slt i64 %add260, %sub261
  %mm263 = select i1 %c262, i64 %add260, i64 %sub261
  %c264 = icmp sgt i64 0, %mm263
  %mm265 = select i1 %c264, i64 0, i64 %mm263
  %v266 = load i64, ptr %j, align 8
  %add267 = add i64 %v266, -1
  %sub268 = sub i64 %dim8, 1
  %c269 = icmp slt i64 %add267, %sub268
  %mm270 = select i1 %c269, i64 %add267, i64 %sub268
  %c271 = icmp sgt i64 0, %mm270
  %mm272 = select i1 %c271, i64 0, i64 %mm270
  %pos273 = mul i64 0, %dim
  %pos274 = add i64 %pos273, %mm265
  %pos275 = mul i64 %pos274, %dim8
  %pos276 = add i64 %pos275, %mm272
  %elp277 = getelementptr inbounds float, ptr %buf, i64 %pos276
  %el278 = load float, ptr %elp277, align 4, !alias.scope !0, !noalias !3
  store float %el278, ptr %next_133, align 4
  %v279 = load i64, ptr %i, align 8
  %add280 = add i64 %v279, 0
  %sub281 = sub i64 %dim, 1
  %c282 = icmp slt i64 %add280, %sub281
  %mm283 = select i1 %c282, i64 %add280, i64 %sub281
  %c284 = icmp sgt i64 0, %mm283
  %mm285 = select i1 %c284, i64 0, i64 %mm283
  %v286 = load i64, ptr %j, align 8
  %add287 = add i64 %v286, 0
  %sub288 = sub i64 %dim8, 1
  %c289 = icmp slt i64 %add287, %sub288
  %mm290 = select i1 %c289, i64 %add287, i64 %sub288
  %c291 = icmp sgt i64 0, %mm290
  %mm292 = select i1 %c291, i64 0, i64 %mm290
  %pos293 = mul i64 0, %dim
  %pos294 = add i64 %pos293, %mm285
  %pos295 = mul i64 %pos294, %dim8
  %pos296 = add i64 %pos295, %mm292
  %elp297 = getelementptr inbounds float, ptr %buf, i64 %pos296
  %el298 = load float, ptr %elp297, align 4, !alias.scope !0, !noalias !3
  store float %el298, ptr %next_134, align 4
  %v299 = load i64, ptr %i, align 8
  %add300 = add i64 %v299, 0
  %sub301 = sub i64 %dim, 1
  %c302 = icmp slt i64 %add300, %sub301
  %mm303 = select i1 %c302, i64 %add300, i64 %sub301
  %c304 = icmp sgt i64 0, %mm303
  %mm305 = select i1 %c304, i64 0, i64 %mm303
  %v306 = load i64, ptr %j, align 8
  %add307 = add i64 %v306, 1
  %sub308 = sub i64 %dim8, 1
  %c309 = icmp slt i64 %add307, %sub308
  %mm310 = select i1 %c309, i64 %add307, i64 %sub308
  %c311 = icmp sgt i64 0, %mm310
  %mm312 = select i1 %c311, i64 0, i64 %mm310
  %pos313 = mul i64 0, %dim
  %pos314 = add i64 %pos313, %mm305
  %pos315 = mul i64 %pos314, %dim8
  %pos316 = add i64 %pos315, %mm312
  %elp317 = getelementptr inbounds float, ptr %buf, i64 %pos316
  %el318 = load float, ptr %elp317, align 4, !alias.scope !0, !noalias !3
  store float %el318, ptr %next_135, align 4
  %v319 = load i64, ptr %i, align 8
  %add320 = add i64 %v319, 1
  %sub321 = sub i64 %dim, 1
  %c322 = icmp slt i64 %add320, %sub321
  %mm323 = select i1 %c322, i64 %add320, i64 %sub321
  %c324 = icmp sgt i64 0, %mm323
  %mm325 = select i1 %c324, i64 0, i64 %mm323
  %v326 = load i64, ptr %j, align 8
  %add327 = add i64 %v326, -1
  %sub328 = sub i64 %dim8, 1
  %c329 = icmp slt i64 %add327, %sub328
  %mm330 = select i1 %c329, i64 %add327, i64 %sub328
  %c331 = icmp sgt i64 0, %mm330
  %mm332 = select i1 %c331, i64 0, i64 %mm330
  %pos333 = mul i64 0, %dim
  %pos334 = add i64 %pos333, %mm325
  %pos335 = mul i64 %pos334, %dim8
  %pos336 = add i64 %pos335, %mm332
  %elp337 = getelementptr inbounds float, ptr %buf, i64 %pos336
  %el338 = load float, ptr %elp337, align 4, !alias.scope !0, !noalias !3
  store float %el338, ptr %next_136, align 4
  %v339 = load i64, ptr %i, align 8
  %add340 = add i64 %v339, 1
  %sub341 = sub i64 %dim, 1
  %c342 = icmp slt i64 %add340, %sub341
  %mm343 = select i1 %c342, i64 %add340, i64 %sub341
  %c344 = icmp sgt i64 0, %mm343
  %mm345 = select i1 %c344, i64 0, i64 %mm343
  %v346 = load i64, ptr %j, align 8
  %add347 = add i64 %v346, 0
  %sub348 = sub i64 %dim8, 1
  %c349 = icmp slt i64 %add347, %sub348
  %mm350 = select i1 %c349, i64 %add347, i64 %sub348
  %c351 = icmp sgt i64 0, %mm350
  %mm352 = select i1 %c351, i64 0, i64 %mm350
  %pos353 = mul i64 0, %dim
  %pos354 = add i64 %pos353, %mm345
  %pos355 = mul i64 %pos354, %dim8
  %pos356 = add i64 %pos355, %mm352
  %elp357 = getelementptr inbounds float, ptr %buf, i64 %pos356
  %el358 = load float, ptr %elp357, align 4, !alias.scope !0, !noalias !3
  store float %el358, ptr %next_137, align 4
  %v359 = load i64, ptr %i, align 8
  %add360 = add i64 %v359, 1
  %sub361 = sub i64 %dim, 1
  %c362 = icmp slt i64 %add360, %sub361
  %mm363 = select i1 %c362, i64 %add360, i64 %sub361
  %c364 = icmp sgt i64 0, %mm363
  %mm365 = select i1 %c364, i64 0, i64 %mm363
  %v366 = load i64, ptr %j, align 8
  %add367 = add i64 %v366, 1
  %sub368 = sub i64 %dim8, 1
  %c369 = icmp slt i64 %add367, %sub368
  %mm370 = select i1 %c369, i64 %add367, i64 %sub368
  %c371 = icmp sgt i64 0, %mm370
  %mm372 = select i1 %c371, i64 0, i64 %mm370
  %pos373 = mul i64 0, %dim
  %pos374 = add i64 %pos373, %mm365
  %pos375 = mul i64 %pos374, %dim8
  %pos376 = add i64 %pos375, %mm372
  %elp377 = getelementptr inbounds float, ptr %buf, i64 %pos376
  %el378 = load float, ptr %elp377, align 4, !alias.scope !0, !noalias !3
  store float %el378, ptr %next_138, align 4
  %v379 = load float, ptr %next_131, align 4
  %v380 = load float, ptr %next_134, align 4
  %fs = fsub float %v379, %v380
  store float %fs, ptr %derivs2_127.0, align 4
  %v381 = load float, ptr %next_137, align 4
  %v382 = load float, ptr %next_134, align 4
  %fs383 = fsub float %v381, %v382
  store float %fs383, ptr %derivs2_127.1, align 4
  %v384 = load float, ptr %next_133, align 4
  %v385 = load float, ptr %next_134, align 4
  %fs386 = fsub float %v384, %v385
  store float %fs386, ptr %derivs2_127.2, align 4
  %v387 = load float, ptr %next_135, align 4
  %v388 = load float, ptr %next_134, align 4
  %fs389 = fsub float %v387, %v388
  store float %fs389, ptr %derivs2_127.3, align 4
  %v390 = load i64, ptr %i, align 8
  %v391 = load i64, ptr %j, align 8
  %pos392 = mul i64 0, %dim
  %pos393 = add i64 %pos392, %v390
  %pos394 = mul i64 %pos393, %dim8
  %pos395 = add i64 %pos394, %v391
  %v396 = load float, ptr %derivs2_127.0, align 4
  %tup = insertvalue { float, float, float, float } undef, float %v396, 0
  %v397 = load float, ptr %derivs2_127.1, align 4
  %tup398 = insertvalue { float, float, float, float } %tup, float %v397, 1
  %v399 = load float, ptr %derivs2_127.2, align 4
  %tup400 = insertvalue { float, float, float, float } %tup398, float %v399, 2
  %v401 = load float, ptr %derivs2_127.3, align 4
  %tup402 = insertvalue { float, float, float, float } %tup400, float %v401, 3
  %f = extractvalue { float, float, float, float } %tup402, 0
  %elp405 = getelementptr inbounds float, ptr %buf404, i64 %pos395
  store float %f, ptr %elp405, align 4, !alias.scope !8, !noalias !9
  %f406 = extractvalue { float, float, float, float } %tup402, 1
  %elp409 = getelementptr inbounds float, ptr %buf408, i64 %pos395
  store float %f406, ptr %elp409, align 4, !alias.scope !10, !noalias !11
  %f410 = extractvalue { float, float, float, float } %tup402, 2
  %elp413 = getelementptr inbounds float, ptr %buf412, i64 %pos395
  store float %f410, ptr %elp413, align 4, !alias.scope !12, !noalias !13
  %f414 = extractvalue { float, float, float, float } %tup402, 3
  %elp417 = getelementptr inbounds float, ptr %buf416, i64 %pos395
  store float %f414, ptr %elp417, align 4, !alias.scope !14, !noalias !15
  %i418 = load i64, ptr %j, align 8
  %next = add i64 %i418, 1
  store i64 %next, ptr %j, align 8
  br label %loop197

exit199:                                          ; preds = %loop197
  br label %versions_done

loop419:                                          ; preds = %ok720, %checked
  %i422 = load i64, ptr %j, align 8
  %more423 = icmp slt i64 %i422, %min23
  br i1 %more423, label %body420, label %exit421

body420:                                          ; preds = %loop419
  %v424 = load i64, ptr %i, align 8
  %add425 = add i64 %v424, -1
  %sub426 = sub i64 %dim, 1
  %c427 = icmp slt i64 %add425, %sub426
  %mm428 = select i1 %c427, i64 %add425, i64 %sub426
  %c429 = icmp sgt i64 0, %mm428
  %mm430 = select i1 %c429, i64 0, i64 %mm428
  %v431 = load i64, ptr %j, align 8
  %add432 = add i64 %v431, -1
  %sub433 = sub i64 %dim8, 1
  %c434 = icmp slt i64 %add432, %sub433
  %mm435 = select i1 %c434, i64 %add432, i64 %sub433
  %c436 = icmp sgt i64 0, %mm435
  %mm437 = select i1 %c436, i64 0, i64 %mm435
  %inb = icmp ult i64 %mm430, %dim
  br i1 %inb, label %ok439, label %fail438

exit421:                                          ; preds = %loop419
  br label %versions_done

fail438:                                          ; preds = %body420
  %errp440 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp440, align 8
  %errp441 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp441, align 8
  %errp442 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm430, ptr %errp442, align 8
  %errp443 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp443, align 8
  ret i32 1

ok439:                                            ; preds = %body420
  %pos444 = mul i64 0, %dim
  %pos445 = add i64 %pos444, %mm430
  %inb446 = icmp ult i64 %mm437, %dim8
  br i1 %inb446, label %ok448, label %fail447

fail447:                                          ; preds = %ok439
  %errp449 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp449, align 8
  %errp450 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp450, align 8
  %errp451 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm437, ptr %errp451, align 8
  %errp452 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp452, align 8
  ret i32 1

ok448:                                            ; preds = %ok439
  %pos453 = mul i64 %pos445, %dim8
  %pos454 = add i64 %pos453, %mm437
  %elp455 = getelementptr inbounds float, ptr %buf, i64 %pos454
  %el456 = load float, ptr %elp455, align 4, !alias.scope !0, !noalias !3
  store float %el456, ptr %next_130, align 4
  %v457 = load i64, ptr %i, align 8
  %add458 = add i64 %v457, -1
  %sub459 = sub i64 %dim, 1
  %c460 = icmp slt i64 %add458, %sub459
  %mm461 = select i1 %c460, i64 %add458, i64 %sub459
  %c462 = icmp sgt i64 0, %mm461
  %mm463 = select i1 %c462, i64 0, i64 %mm461
  %v464 = load i64, ptr %j, align 8
  %add465 = add i64 %v464, 0
  %sub466 = sub i64 %dim8, 1
  %c467 = icmp slt i64 %add465, %sub466
  %mm468 = select i1 %c467, i64 %add465, i64 %sub466
  %c469 = icmp sgt i64 0, %mm468
  %mm470 = select i1 %c469, i64 0, i64 %mm468
  %inb471 = icmp ult i64 %mm463, %dim
  br i1 %inb471, label %ok473, label %fail472

fail472:                                          ; preds = %ok448
  %errp474 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp474, align 8
  %errp475 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp475, align 8
  %errp476 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm463, ptr %errp476, align 8
  %errp477 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp477, align 8
  ret i32 1

ok473:                                            ; preds = %ok448
  %pos478 = mul i64 0, %dim
  %pos479 = add i64 %pos478, %mm463
  %inb480 = icmp ult i64 %mm470, %dim8
  br i1 %inb480, label %ok482, label %fail481

fail481:                                          ; preds = %ok473
  %errp483 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp483, align 8
  %errp484 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp484, align 8
  %errp485 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm470, ptr %errp485, align 8
  %errp486 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp486, align 8
  ret i32 1

ok482:                                            ; preds = %ok473
  %pos487 = mul i64 %pos479, %dim8
  %pos488 = add i64 %pos487, %mm470
  %elp489 = getelementptr inbounds float, ptr %buf, i64 %pos488
  %el490 = load float, ptr %elp489, align 4, !alias.scope !0, !noalias !3
  store float %el490, ptr %next_131, align 4
  %v491 = load i64, ptr %i, align 8
  %add492 = add i64 %v491, -1
  %sub493 = sub i64 %dim, 1
  %c494 = icmp slt i64 %add492, %sub493
  %mm495 = select i1 %c494, i64 %add492, i64 %sub493
  %c496 = icmp sgt i64 0, %mm495
  %mm497 = select i1 %c496, i64 0, i64 %mm495
  %v498 = load i64, ptr %j, align 8
  %add499 = add i64 %v498, 1
  %sub500 = sub i64 %dim8, 1
  %c501 = icmp slt i64 %add499, %sub500
  %mm502 = select i1 %c501, i64 %add499, i64 %sub500
  %c503 = icmp sgt i64 0, %mm502
  %mm504 = select i1 %c503, i64 0, i64 %mm502
  %inb505 = icmp ult i64 %mm497, %dim
  br i1 %inb505, label %ok507, label %fail506

fail506:                                          ; preds = %ok482
  %errp508 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp508, align 8
  %errp509 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp509, align 8
  %errp510 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm497, ptr %errp510, align 8
  %errp511 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp511, align 8
  ret i32 1

ok507:                                            ; preds = %ok482
  %pos512 = mul i64 0, %dim
  %pos513 = add i64 %pos512, %mm497
  %inb514 = icmp ult i64 %mm504, %dim8
  br i1 %inb514, label %ok516, label %fail515

fail515:                                          ; preds = %ok507
  %errp517 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp517, align 8
  %errp518 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp518, align 8
  %errp519 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm504, ptr %errp519, align 8
  %errp520 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp520, align 8
  ret i32 1

ok516:                                            ; preds = %ok507
  %pos521 = mul i64 %pos513, %dim8
  %pos522 = add i64 %pos521, %mm504
  %elp523 = getelementptr inbounds float, ptr %buf, i64 %pos522
  %el524 = load float, ptr %elp523, align 4, !alias.scope !0, !noalias !3
  store float %el524, ptr %next_132, align 4
  %v525 = load i64, ptr %i, align 8
  %add526 = add i64 %v525, 0
  %sub527 = sub i64 %dim, 1
  %c528 = icmp slt i64 %add526, %sub527
  %mm529 = select i1 %c528, i64 %add526, i64 %sub527
  %c530 = icmp sgt i64 0, %mm529
  %mm531 = select i1 %c530, i64 0, i64 %mm529
  %v532 = load i64, ptr %j, align 8
  %add533 = add i64 %v532, -1
  %sub534 = sub i64 %dim8, 1
  %c535 = icmp slt i64 %add533, %sub534
  %mm536 = select i1 %c535, i64 %add533, i64 %sub534
  %c537 = icmp sgt i64 0, %mm536
  %mm538 = select i1 %c537, i64 0, i64 %mm536
  %inb539 = icmp ult i64 %mm531, %dim
  br i1 %inb539, label %ok541, label %fail540

fail540:                                          ; preds = %ok516
  %errp542 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp542, align 8
  %errp543 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp543, align 8
  %errp544 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm531, ptr %errp544, align 8
  %errp545 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp545, align 8
  ret i32 1

ok541:                                            ; preds = %ok516
  %pos546 = mul i64 0, %dim
  %pos547 = add i64 %pos546, %mm531
  %inb548 = icmp ult i64 %mm538, %dim8
  br i1 %inb548, label %ok550, label %fail549

fail549:                                          ; preds = %ok541
  %errp551 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp551, align 8
  %errp552 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp552, align 8
  %errp553 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm538, ptr %errp553, align 8
  %errp554 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp554, align 8
  ret i32 1

ok550:                                            ; preds = %ok541
  %pos555 = mul i64 %pos547, %dim8
  %pos556 = add i64 %pos555, %mm538
  %elp557 = getelementptr inbounds float, ptr %buf, i64 %pos556
  %el558 = load float, ptr %elp557, align 4, !alias.scope !0, !noalias !3
  store float %el558, ptr %next_133, align 4
  %v559 = load i64, ptr %i, align 8
  %add560 = add i64 %v559, 0
  %sub561 = sub i64 %dim, 1
  %c562 = icmp slt i64 %add560, %sub561
  %mm563 = select i1 %c562, i64 %add560, i64 %sub561
  %c564 = icmp sgt i64 0, %mm563
  %mm565 = select i1 %c564, i64 0, i64 %mm563
  %v566 = load i64, ptr %j, align 8
  %add567 = add i64 %v566, 0
  %sub568 = sub i64 %dim8, 1
  %c569 = icmp slt i64 %add567, %sub568
  %mm570 = select i1 %c569, i64 %add567, i64 %sub568
  %c571 = icmp sgt i64 0, %mm570
  %mm572 = select i1 %c571, i64 0, i64 %mm570
  %inb573 = icmp ult i64 %mm565, %dim
  br i1 %inb573, label %ok575, label %fail574

fail574:                                          ; preds = %ok550
  %errp576 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp576, align 8
  %errp577 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp577, align 8
  %errp578 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm565, ptr %errp578, align 8
  %errp579 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp579, align 8
  ret i32 1

ok575:                                            ; preds = %ok550
  %pos580 = mul i64 0, %dim
  %pos581 = add i64 %pos580, %mm565
  %inb582 = icmp ult i64 %mm572, %dim8
  br i1 %inb582, label %ok584, label %fail583

fail583:                                          ; preds = %ok575
  %errp585 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp585, align 8
  %errp586 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp586, align 8
  %errp587 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm572, ptr %errp587, align 8
  %errp588 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp588, align 8
  ret i32 1

ok584:                                            ; preds = %ok575
  %pos589 = mul i64 %pos581, %dim8
  %pos590 = add i64 %pos589, %mm572
  %elp591 = getelementptr inbounds float, ptr %buf, i64 %pos590
  %el592 = load float, ptr %elp591, align 4, !alias.scope !0, !noalias !3
  store float %el592, ptr %next_134, align 4
  %v593 = load i64, ptr %i, align 8
  %add594 = add i64 %v593, 0
  %sub595 = sub i64 %dim, 1
  %c596 = icmp slt i64 %add594, %sub595
  %mm597 = select i1 %c596, i64 %add594, i64 %sub595
  %c598 = icmp sgt i64 0, %mm597
  %mm599 = select i1 %c598, i64 0, i64 %mm597
  %v600 = load i64, ptr %j, align 8
  %add601 = add i64 %v600, 1
  %sub602 = sub i64 %dim8, 1
  %c603 = icmp slt i64 %add601, %sub602
  %mm604 = select i1 %c603, i64 %add601, i64 %sub602
  %c605 = icmp sgt i64 0, %mm604
  %mm606 = select i1 %c605, i64 0, i64 %mm604
  %inb607 = icmp ult i64 %mm599, %dim
  br i1 %inb607, label %ok609, label %fail608

fail608:                                          ; preds = %ok584
  %errp610 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp610, align 8
  %errp611 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp611, align 8
  %errp612 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm599, ptr %errp612, align 8
  %errp613 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp613, align 8
  ret i32 1

ok609:                                            ; preds = %ok584
  %pos614 = mul i64 0, %dim
  %pos615 = add i64 %pos614, %mm599
  %inb616 = icmp ult i64 %mm606, %dim8
  br i1 %inb616, label %ok618, label %fail617

fail617:                                          ; preds = %ok609
  %errp619 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp619, align 8
  %errp620 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp620, align 8
  %errp621 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm606, ptr %errp621, align 8
  %errp622 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp622, align 8
  ret i32 1

ok618:                                            ; preds = %ok609
  %pos623 = mul i64 %pos615, %dim8
  %pos624 = add i64 %pos623, %mm606
  %elp625 = getelementptr inbounds float, ptr %buf, i64 %pos624
  %el626 = load float, ptr %elp625, align 4, !alias.scope !0, !noalias !3
  store float %el626, ptr %next_135, align 4
  %v627 = load i64, ptr %i, align 8
  %add628 = add i64 %v627, 1
  %sub629 = sub i64 %dim, 1
  %c630 = icmp slt i64 %add628, %sub629
  %mm631 = select i1 %c630, i64 %add628, i64 %sub629
  %c632 = icmp sgt i64 0, %mm631
  %mm633 = select i1 %c632, i64 0, i64 %mm631
  %v634 = load i64, ptr %j, align 8
  %add635 = add i64 %v634, -1
  %sub636 = sub i64 %dim8, 1
  %c637 = icmp slt i64 %add635, %sub636
  %mm638 = select i1 %c637, i64 %add635, i64 %sub636
  %c639 = icmp sgt i64 0, %mm638
  %mm640 = select i1 %c639, i64 0, i64 %mm638
  %inb641 = icmp ult i64 %mm633, %dim
  br i1 %inb641, label %ok643, label %fail642

fail642:                                          ; preds = %ok618
  %errp644 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp644, align 8
  %errp645 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp645, align 8
  %errp646 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm633, ptr %errp646, align 8
  %errp647 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp647, align 8
  ret i32 1

ok643:                                            ; preds = %ok618
  %pos648 = mul i64 0, %dim
  %pos649 = add i64 %pos648, %mm633
  %inb650 = icmp ult i64 %mm640, %dim8
  br i1 %inb650, label %ok652, label %fail651

fail651:                                          ; preds = %ok643
  %errp653 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp653, align 8
  %errp654 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp654, align 8
  %errp655 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm640, ptr %errp655, align 8
  %errp656 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp656, align 8
  ret i32 1

ok652:                                            ; preds = %ok643
  %pos657 = mul i64 %pos649, %dim8
  %pos658 = add i64 %pos657, %mm640
  %elp659 = getelementptr inbounds float, ptr %buf, i64 %pos658
  %el660 = load float, ptr %elp659, align 4, !alias.scope !0, !noalias !3
  store float %el660, ptr %next_136, align 4
  %v661 = load i64, ptr %i, align 8
  %add662 = add i64 %v661, 1
  %sub663 = sub i64 %dim, 1
  %c664 = icmp slt i64 %add662, %sub663
  %mm665 = select i1 %c664, i64 %add662, i64 %sub663
  %c666 = icmp sgt i64 0, %mm665
  %mm667 = select i1 %c666, i64 0, i64 %mm665
  %v668 = load i64, ptr %j, align 8
  %add669 = add i64 %v668, 0
  %sub670 = sub i64 %dim8, 1
  %c671 = icmp slt i64 %add669, %sub670
  %mm672 = select i1 %c671, i64 %add669, i64 %sub670
  %c673 = icmp sgt i64 0, %mm672
  %mm674 = select i1 %c673, i64 0, i64 %mm672
  %inb675 = icmp ult i64 %mm667, %dim
  br i1 %inb675, label %ok677, label %fail676

fail676:                                          ; preds = %ok652
  %errp678 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp678, align 8
  %errp679 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp679, align 8
  %errp680 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm667, ptr %errp680, align 8
  %errp681 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp681, align 8
  ret i32 1

ok677:                                            ; preds = %ok652
  %pos682 = mul i64 0, %dim
  %pos683 = add i64 %pos682, %mm667
  %inb684 = icmp ult i64 %mm674, %dim8
  br i1 %inb684, label %ok686, label %fail685

fail685:                                          ; preds = %ok677
  %errp687 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp687, align 8
  %errp688 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp688, align 8
  %errp689 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm674, ptr %errp689, align 8
  %errp690 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp690, align 8
  ret i32 1

ok686:                                            ; preds = %ok677
  %pos691 = mul i64 %pos683, %dim8
  %pos692 = add i64 %pos691, %mm674
  %elp693 = getelementptr inbounds float, ptr %buf, i64 %pos692
  %el694 = load float, ptr %elp693, align 4, !alias.scope !0, !noalias !3
  store float %el694, ptr %next_137, align 4
  %v695 = load i64, ptr %i, align 8
  %add696 = add i64 %v695, 1
  %sub697 = sub i64 %dim, 1
  %c698 = icmp slt i64 %add696, %sub697
  %mm699 = select i1 %c698, i64 %add696, i64 %sub697
  %c700 = icmp sgt i64 0, %mm699
  %mm701 = select i1 %c700, i64 0, i64 %mm699
  %v702 = load i64, ptr %j, align 8
  %add703 = add i64 %v702, 1
  %sub704 = sub i64 %dim8, 1
  %c705 = icmp slt i64 %add703, %sub704
  %mm706 = select i1 %c705, i64 %add703, i64 %sub704
  %c707 = icmp sgt i64 0, %mm706
  %mm708 = select i1 %c707, i64 0, i64 %mm706
  %inb709 = icmp ult i64 %mm701, %dim
  br i1 %inb709, label %ok711, label %fail710

fail710:                                          ; preds = %ok686
  %errp712 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp712, align 8
  %errp713 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp713, align 8
  %errp714 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm701, ptr %errp714, align 8
  %errp715 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp715, align 8
  ret i32 1

ok711:                                            ; preds = %ok686
  %pos716 = mul i64 0, %dim
  %pos717 = add i64 %pos716, %mm701
  %inb718 = icmp ult i64 %mm708, %dim8
  br i1 %inb718, label %ok720, label %fail719

fail719:                                          ; preds = %ok711
  %errp721 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp721, align 8
  %errp722 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp722, align 8
  %errp723 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm708, ptr %errp723, align 8
  %errp724 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp724, align 8
  ret i32 1

ok720:                                            ; preds = %ok711
  %pos725 = mul i64 %pos717, %dim8
  %pos726 = add i64 %pos725, %mm708
  %elp727 = getelementptr inbounds float, ptr %buf, i64 %pos726
  %el728 = load float, ptr %elp727, align 4, !alias.scope !0, !noalias !3
  store float %el728, ptr %next_138, align 4
  %v729 = load float, ptr %next_131, align 4
  %v730 = load float, ptr %next_134, align 4
  %fs731 = fsub float %v729, %v730
  store float %fs731, ptr %derivs2_127.0, align 4
  %v732 = load float, ptr %next_137, align 4
  %v733 = load float, ptr %next_134, align 4
  %fs734 = fsub float %v732, %v733
  store float %fs734, ptr %derivs2_127.1, align 4
  %v735 = load float, ptr %next_133, align 4
  %v736 = load float, ptr %next_134, align 4
  %fs737 = fsub float %v735, %v736
  store float %fs737, ptr %derivs2_127.2, align 4
  %v738 = load float, ptr %next_135, align 4
  %v739 = load float, ptr %next_134, align 4
  %fs740 = fsub float %v738, %v739
  store float %fs740, ptr %derivs2_127.3, align 4
  %v741 = load i64, ptr %i, align 8
  %v742 = load i64, ptr %j, align 8
  %pos743 = mul i64 0, %dim
  %pos744 = add i64 %pos743, %v741
  %pos745 = mul i64 %pos744, %dim8
  %pos746 = add i64 %pos745, %v742
  %v747 = load float, ptr %derivs2_127.0, align 4
  %tup748 = insertvalue { float, float, float, float } undef, float %v747, 0
  %v749 = load float, ptr %derivs2_127.1, align 4
  %tup750 = insertvalue { float, float, float, float } %tup748, float %v749, 1
  %v751 = load float, ptr %derivs2_127.2, align 4
  %tup752 = insertvalue { float, float, float, float } %tup750, float %v751, 2
  %v753 = load float, ptr %derivs2_127.3, align 4
  %tup754 = insertvalue { float, float, float, float } %tup752, float %v753, 3
  %f755 = extractvalue { float, float, float, float } %tup754, 0
  %elp756 = getelementptr inbounds float, ptr %buf404, i64 %pos746
  store float %f755, ptr %elp756, align 4, !alias.scope !8, !noalias !9
  %f757 = extractvalue { float, float, float, float } %tup754, 1
  %elp758 = getelementptr inbounds float, ptr %buf408, i64 %pos746
  store float %f757, ptr %elp758, align 4, !alias.scope !10, !noalias !11
  %f759 = extractvalue { float, float, float, float } %tup754, 2
  %elp760 = getelementptr inbounds float, ptr %buf412, i64 %pos746
  store float %f759, ptr %elp760, align 4, !alias.scope !12, !noalias !13
  %f761 = extractvalue { float, float, float, float } %tup754, 3
  %elp762 = getelementptr inbounds float, ptr %buf416, i64 %pos746
  store float %f761, ptr %elp762, align 4, !alias.scope !14, !noalias !15
  %i763 = load i64, ptr %j, align 8
  %next764 = add i64 %i763, 1
  store i64 %next764, ptr %j, align 8
  br label %loop419

proved954:                                        ; preds = %versions_done
  store i64 %min23, ptr %j, align 8
  br label %loop957

checked955:                                       ; preds = %versions_done
  store i64 %min23, ptr %j, align 8
  br label %loop1132

versions_done956:                                 ; preds = %exit1134, %exit959
  store i64 %min27, ptr %j, align 8
  %v1434 = load i64, ptr %i, align 8
  %add1435 = add i64 %v1434, -1
  %sub1436 = sub i64 %dim, 1
  %c1437 = icmp slt i64 %add1435, %sub1436
  %mm1438 = select i1 %c1437, i64 %add1435, i64 %sub1436
  %c1439 = icmp sgt i64 0, %mm1438
  %mm1440 = select i1 %c1439, i64 0, i64 %mm1438
  %base1441 = sext i64 %mm1440 to i128
  %fits_low1442 = icmp sge i128 %base1441, -9223372036854775808
  %fits_high1443 = icmp sle i128 %base1441, 9223372036854775807
  %fits1444 = and i1 %fits_low1442, %fits_high1443
  %least1445 = select i1 %fits1444, i128 %base1441, i128 -9223372036854775808
  %most1446 = select i1 %fits1444, i128 %base1441, i128 9223372036854775807
  %extent1447 = sext i64 %dim to i128
  %low_ok1448 = icmp sge i128 %least1445, 0
  %high_ok1449 = icmp slt i128 %most1446, %extent1447
  %ok1450 = and i1 true, %low_ok1448
  %ok1451 = and i1 %ok1450, %high_ok1449
  %v1452 = load i64, ptr %j, align 8
  %add1453 = add i64 %v1452, -1
  %base1454 = sext i64 %add1453 to i128
  %next1455 = add i64 %min27, 1
  store i64 %next1455, ptr %j, align 8
  %v1456 = load i64, ptr %j, align 8
  %add1457 = add i64 %v1456, -1
  store i64 %min27, ptr %j, align 8
  %at_next1458 = sext i64 %add1457 to i128
  %step1459 = sub i128 %at_next1458, %base1454
  %step1460 = trunc i128 %step1459 to i64
  %step1461 = sext i64 %step1460 to i128
  %len1462 = sub i64 %dim8, %min27
  %span1463 = sub i64 %len1462, 1
  %span1464 = sext i64 %span1463 to i128
  %reach1465 = mul i128 %step1461, %span1464
  %c1466 = icmp slt i128 %reach1465, 0
  %min1467 = select i1 %c1466, i128 %reach1465, i128 0
  %c1468 = icmp sgt i128 %reach1465, 0
  %max1469 = select i1 %c1468, i128 %reach1465, i128 0
  %least1470 = add i128 %base1454, %min1467
  %most1471 = add i128 %base1454, %max1469
  %fits_low1472 = icmp sge i128 %least1470, -9223372036854775808
  %fits_high1473 = icmp sle i128 %most1471, 9223372036854775807
  %fits1474 = and i1 %fits_low1472, %fits_high1473
  %least1475 = select i1 %fits1474, i128 %least1470, i128 -9223372036854775808
  %most1476 = select i1 %fits1474, i128 %most1471, i128 9223372036854775807
  %sub1477 = sub i64 %dim8, 1
  %base1478 = sext i64 %sub1477 to i128
  %fits_low1479 = icmp sge i128 %base1478, -9223372036854775808
  %fits_high1480 = icmp sle i128 %base1478, 9223372036854775807
  %fits1481 = and i1 %fits_low1479, %fits_high1480
  %least1482 = select i1 %fits1481, i128 %base1478, i128 -9223372036854775808
  %most1483 = select i1 %fits1481, i128 %base1478, i128 9223372036854775807
  %c1484 = icmp slt i128 %least1475, %least1482
  %min1485 = select i1 %c1484, i128 %least1475, i128 %least1482
  %c1486 = icmp slt i128 %most1476, %most1483
  %min1487 = select i1 %c1486, i128 %most1476, i128 %most1483
  %c1488 = icmp sgt i128 0, %min1485
  %max1489 = select i1 %c1488, i128 0, i128 %min1485
  %c1490 = icmp sgt i128 0, %min1487
  %max1491 = select i1 %c1490, i128 0, i128 %min1487
  %extent1492 = sext i64 %dim8 to i128
  %low_ok1493 = icmp sge i128 %max1489, 0
  %high_ok1494 = icmp slt i128 %max1491, %extent1492
  %ok1495 = and i1 %ok1451, %low_ok1493
  %ok1496 = and i1 %ok1495, %high_ok1494
  %v1497 = load i64, ptr %j, align 8
  %add1498 = add i64 %v1497, 0
  %base1499 = sext i64 %add1498 to i128
  %next1500 = add i64 %min27, 1
  store i64 %next1500, ptr %j, align 8
  %v1501 = load i64, ptr %j, align 8
  %add1502 = add i64 %v1501, 0
  store i64 %min27, ptr %j, align 8
  %at_next1503 = sext i64 %add1502 to i128
  %step1504 = sub i128 %at_next1503, %base1499
  %step1505 = trunc i128 %step1504 to i64
  %step1506 = sext i64 %step1505 to i128
  %len1507 = sub i64 %dim8, %min27
  %span1508 = sub i64 %len1507, 1
  %span1509 = sext i64 %span1508 to i128
  %reach1510 = mul i128 %step1506, %span1509
  %c1511 = icmp slt i128 %reach1510, 0
  %min1512 = select i1 %c1511, i128 %reach1510, i128 0
  %c1513 = icmp sgt i128 %reach1510, 0
  %max1514 = select i1 %c1513, i128 %reach1510, i128 0
  %least1515 = add i128 %base1499, %min1512
  %most1516 = add i128 %base1499, %max1514
  %fits_low1517 = icmp sge i128 %least1515, -9223372036854775808
  %fits_high1518 = icmp sle i128 %most1516, 9223372036854775807
  %fits1519 = and i1 %fits_low1517, %fits_high1518
  %least1520 = select i1 %fits1519, i128 %least1515, i128 -9223372036854775808
  %most1521 = select i1 %fits1519, i128 %most1516, i128 9223372036854775807
  %sub1522 = sub i64 %dim8, 1
  %base1523 = sext i64 %sub1522 to i128
  %fits_low1524 = icmp sge i128 %base1523, -9223372036854775808
  %fits_high1525 = icmp sle i128 %base1523, 9223372036854775807
  %fits1526 = and i1 %fits_low1524, %fits_high1525
  %least1527 = select i1 %fits1526, i128 %base1523, i128 -9223372036854775808
  %most1528 = select i1 %fits1526, i128 %base1523, i128 9223372036854775807
  %c1529 = icmp slt i128 %least1520, %least1527
  %min1530 = select i1 %c1529, i128 %least1520, i128 %least1527
  %c1531 = icmp slt i128 %most1521, %most1528
  %min1532 = select i1 %c1531, i128 %most1521, i128 %most1528
  %c1533 = icmp sgt i128 0, %min1530
  %max1534 = select i1 %c1533, i128 0, i128 %min1530
  %c1535 = icmp sgt i128 0, %min1532
  %max1536 = select i1 %c1535, i128 0, i128 %min1532
  %extent1537 = sext i64 %dim8 to i128
  %low_ok1538 = icmp sge i128 %max1534, 0
  %high_ok1539 = icmp slt i128 %max1536, %extent1537
  %ok1540 = and i1 %ok1496, %low_ok1538
  %ok1541 = and i1 %ok1540, %high_ok1539
  %v1542 = load i64, ptr %j, align 8
  %add1543 = add i64 %v1542, 1
  %base1544 = sext i64 %add1543 to i128
  %next1545 = add i64 %min27, 1
  store i64 %next1545, ptr %j, align 8
  %v1546 = load i64, ptr %j, align 8
  %add1547 = add i64 %v1546, 1
  store i64 %min27, ptr %j, align 8
  %at_next1548 = sext i64 %add1547 to i128
  %step1549 = sub i128 %at_next1548, %base1544
  %step1550 = trunc i128 %step1549 to i64
  %step1551 = sext i64 %step1550 to i128
  %len1552 = sub i64 %dim8, %min27
  %span1553 = sub i64 %len1552, 1
  %span1554 = sext i64 %span1553 to i128
  %reach1555 = mul i128 %step1551, %span1554
  %c1556 = icmp slt i128 %reach1555, 0
  %min1557 = select i1 %c1556, i128 %reach1555, i128 0
  %c1558 = icmp sgt i128 %reach1555, 0
  %max1559 = select i1 %c1558, i128 %reach1555, i128 0
  %least1560 = add i128 %base1544, %min1557
  %most1561 = add i128 %base1544, %max1559
  %fits_low1562 = icmp sge i128 %least1560, -9223372036854775808
  %fits_high1563 = icmp sle i128 %most1561, 9223372036854775807
  %fits1564 = and i1 %fits_low1562, %fits_high1563
  %least1565 = select i1 %fits1564, i128 %least1560, i128 -9223372036854775808
  %most1566 = select i1 %fits1564, i128 %most1561, i128 9223372036854775807
  %sub1567 = sub i64 %dim8, 1
  %base1568 = sext i64 %sub1567 to i128
  %fits_low1569 = icmp sge i128 %base1568, -9223372036854775808
  %fits_high1570 = icmp sle i128 %base1568, 9223372036854775807
  %fits1571 = and i1 %fits_low1569, %fits_high1570
  %least1572 = select i1 %fits1571, i128 %base1568, i128 -9223372036854775808
  %most1573 = select i1 %fits1571, i128 %base1568, i128 9223372036854775807
  %c1574 = icmp slt i128 %least1565, %least1572
  %min1575 = select i1 %c1574, i128 %least1565, i128 %least1572
  %c1576 = icmp slt i128 %most1566, %most1573
  %min1577 = select i1 %c1576, i128 %most1566, i128 %most1573
  %c1578 = icmp sgt i128 0, %min1575
  %max1579 = select i1 %c1578, i128 0, i128 %min1575
  %c1580 = icmp sgt i128 0, %min1577
  %max1581 = select i1 %c1580, i128 0, i128 %min1577
  %extent1582 = sext i64 %dim8 to i128
  %low_ok1583 = icmp sge i128 %max1579, 0
  %high_ok1584 = icmp slt i128 %max1581, %extent1582
  %ok1585 = and i1 %ok1541, %low_ok1583
  %ok1586 = and i1 %ok1585, %high_ok1584
  %v1587 = load i64, ptr %i, align 8
  %add1588 = add i64 %v1587, 0
  %sub1589 = sub i64 %dim, 1
  %c1590 = icmp slt i64 %add1588, %sub1589
  %mm1591 = select i1 %c1590, i64 %add1588, i64 %sub1589
  %c1592 = icmp sgt i64 0, %mm1591
  %mm1593 = select i1 %c1592, i64 0, i64 %mm1591
  %base1594 = sext i64 %mm1593 to i128
  %fits_low1595 = icmp sge i128 %base1594, -9223372036854775808
  %fits_high1596 = icmp sle i128 %base1594, 9223372036854775807
  %fits1597 = and i1 %fits_low1595, %fits_high1596
  %least1598 = select i1 %fits1597, i128 %base1594, i128 -9223372036854775808
  %most1599 = select i1 %fits1597, i128 %base1594, i128 9223372036854775807
  %extent1600 = sext i64 %dim to i128
  %low_ok1601 = icmp sge i128 %least1598, 0
  %high_ok1602 = icmp slt i128 %most1599, %extent1600
  %ok1603 = and i1 %ok1586, %low_ok1601
  %ok1604 = and i1 %ok1603, %high_ok1602
  %v1605 = load i64, ptr %i, align 8
  %add1606 = add i64 %v1605, 1
  %sub1607 = sub i64 %dim, 1
  %c1608 = icmp slt i64 %add1606, %sub1607
  %mm1609 = select i1 %c1608, i64 %add1606, i64 %sub1607
  %c1610 = icmp sgt i64 0, %mm1609
  %mm1611 = select i1 %c1610, i64 0, i64 %mm1609
  %base1612 = sext i64 %mm1611 to i128
  %fits_low1613 = icmp sge i128 %base1612, -9223372036854775808
  %fits_high1614 = icmp sle i128 %base1612, 9223372036854775807
  %fits1615 = and i1 %fits_low1613, %fits_high1614
  %least1616 = select i1 %fits1615, i128 %base1612, i128 -9223372036854775808
  %most1617 = select i1 %fits1615, i128 %base1612, i128 9223372036854775807
  %extent1618 = sext i64 %dim to i128
  %low_ok1619 = icmp sge i128 %least1616, 0
  %high_ok1620 = icmp slt i128 %most1617, %extent1618
  %ok1621 = and i1 %ok1604, %low_ok1619
  %ok1622 = and i1 %ok1621, %high_ok1620
  br i1 %ok1622, label %proved1623, label %checked1624

loop957:                                          ; preds = %body958, %proved954
  %i960 = load i64, ptr %j, align 8
  %more961 = icmp slt i64 %i960, %min27
  br i1 %more961, label %body958, label %exit959

body958:                                          ; preds = %loop957
  %v962 = load i64, ptr %i, align 8
  %add963 = add i64 %v962, -1
  %sub964 = sub i64 %dim, 1
  %c965 = icmp slt i64 %add963, %sub964
  %mm966 = select i1 %c965, i64 %add963, i64 %sub964
  %c967 = icmp sgt i64 0, %mm966
  %mm968 = select i1 %c967, i64 0, i64 %mm966
  %j969 = load i64, ptr %j, align 8
  %tap = add i64 %j969, -1
  %pos970 = mul i64 0, %dim
  %pos971 = add i64 %pos970, %mm968
  %pos972 = mul i64 %pos971, %dim8
  %pos973 = add i64 %pos972, %tap
  %elp974 = getelementptr inbounds float, ptr %buf, i64 %pos973
  %el975 = load float, ptr %elp974, align 4, !alias.scope !0, !noalias !3
  store float %el975, ptr %next_130, align 4
  %v976 = load i64, ptr %i, align 8
  %add977 = add i64 %v976, -1
  %sub978 = sub i64 %dim, 1
  %c979 = icmp slt i64 %add977, %sub978
  %mm980 = select i1 %c979, i64 %add977, i64 %sub978
  %c981 = icmp sgt i64 0, %mm980
  %mm982 = select i1 %c981, i64 0, i64 %mm980
  %j983 = load i64, ptr %j, align 8
  %tap984 = add i64 %j983, 0
  %pos985 = mul i64 0, %dim
  %pos986 = add i64 %pos985, %mm982
  %pos987 = mul i64 %pos986, %dim8
  %pos988 = add i64 %pos987, %tap984
  %elp989 = getelementptr inbounds float, ptr %buf, i64 %pos988
  %el990 = load float, ptr %elp989, align 4, !alias.scope !0, !noalias !3
  store float %el990, ptr %next_131, align 4
  %v991 = load i64, ptr %i, align 8
  %add992 = add i64 %v991, -1
  %sub993 = sub i64 %dim, 1
  %c994 = icmp slt i64 %add992, %sub993
  %mm995 = select i1 %c994, i64 %add992, i64 %sub993
  %c996 = icmp sgt i64 0, %mm995
  %mm997 = select i1 %c996, i64 0, i64 %mm995
  %j998 = load i64, ptr %j, align 8
  %tap999 = add i64 %j998, 1
  %pos1000 = mul i64 0, %dim
  %pos1001 = add i64 %pos1000, %mm997
  %pos1002 = mul i64 %pos1001, %dim8
  %pos1003 = add i64 %pos1002, %tap999
  %elp1004 = getelementptr inbounds float, ptr %buf, i64 %pos1003
  %el1005 = load float, ptr %elp1004, align 4, !alias.scope !0, !noalias !3
  store float %el1005, ptr %next_132, align 4
  %v1006 = load i64, ptr %i, align 8
  %add1007 = add i64 %v1006, 0
  %sub1008 = sub i64 %dim, 1
  %c1009 = icmp slt i64 %add1007, %sub1008
  %mm1010 = select i1 %c1009, i64 %add1007, i64 %sub1008
  %c1011 = icmp sgt i64 0, %mm1010
  %mm1012 = select i1 %c1011, i64 0, i64 %mm1010
  %j1013 = load i64, ptr %j, align 8
  %tap1014 = add i64 %j1013, -1
  %pos1015 = mul i64 0, %dim
  %pos1016 = add i64 %pos1015, %mm1012
  %pos1017 = mul i64 %pos1016, %dim8
  %pos1018 = add i64 %pos1017, %tap1014
  %elp1019 = getelementptr inbounds float, ptr %buf, i64 %pos1018
  %el1020 = load float, ptr %elp1019, align 4, !alias.scope !0, !noalias !3
  store float %el1020, ptr %next_133, align 4
  %v1021 = load i64, ptr %i, align 8
  %add1022 = add i64 %v1021, 0
  %sub1023 = sub i64 %dim, 1
  %c1024 = icmp slt i64 %add1022, %sub1023
  %mm1025 = select i1 %c1024, i64 %add1022, i64 %sub1023
  %c1026 = icmp sgt i64 0, %mm1025
  %mm1027 = select i1 %c1026, i64 0, i64 %mm1025
  %j1028 = load i64, ptr %j, align 8
  %tap1029 = add i64 %j1028, 0
  %pos1030 = mul i64 0, %dim
  %pos1031 = add i64 %pos1030, %mm1027
  %pos1032 = mul i64 %pos1031, %dim8
  %pos1033 = add i64 %pos1032, %tap1029
  %elp1034 = getelementptr inbounds float, ptr %buf, i64 %pos1033
  %el1035 = load float, ptr %elp1034, align 4, !alias.scope !0, !noalias !3
  store float %el1035, ptr %next_134, align 4
  %v1036 = load i64, ptr %i, align 8
  %add1037 = add i64 %v1036, 0
  %sub1038 = sub i64 %dim, 1
  %c1039 = icmp slt i64 %add1037, %sub1038
  %mm1040 = select i1 %c1039, i64 %add1037, i64 %sub1038
  %c1041 = icmp sgt i64 0, %mm1040
  %mm1042 = select i1 %c1041, i64 0, i64 %mm1040
  %j1043 = load i64, ptr %j, align 8
  %tap1044 = add i64 %j1043, 1
  %pos1045 = mul i64 0, %dim
  %pos1046 = add i64 %pos1045, %mm1042
  %pos1047 = mul i64 %pos1046, %dim8
  %pos1048 = add i64 %pos1047, %tap1044
  %elp1049 = getelementptr inbounds float, ptr %buf, i64 %pos1048
  %el1050 = load float, ptr %elp1049, align 4, !alias.scope !0, !noalias !3
  store float %el1050, ptr %next_135, align 4
  %v1051 = load i64, ptr %i, align 8
  %add1052 = add i64 %v1051, 1
  %sub1053 = sub i64 %dim, 1
  %c1054 = icmp slt i64 %add1052, %sub1053
  %mm1055 = select i1 %c1054, i64 %add1052, i64 %sub1053
  %c1056 = icmp sgt i64 0, %mm1055
  %mm1057 = select i1 %c1056, i64 0, i64 %mm1055
  %j1058 = load i64, ptr %j, align 8
  %tap1059 = add i64 %j1058, -1
  %pos1060 = mul i64 0, %dim
  %pos1061 = add i64 %pos1060, %mm1057
  %pos1062 = mul i64 %pos1061, %dim8
  %pos1063 = add i64 %pos1062, %tap1059
  %elp1064 = getelementptr inbounds float, ptr %buf, i64 %pos1063
  %el1065 = load float, ptr %elp1064, align 4, !alias.scope !0, !noalias !3
  store float %el1065, ptr %next_136, align 4
  %v1066 = load i64, ptr %i, align 8
  %add1067 = add i64 %v1066, 1
  %sub1068 = sub i64 %dim, 1
  %c1069 = icmp slt i64 %add1067, %sub1068
  %mm1070 = select i1 %c1069, i64 %add1067, i64 %sub1068
  %c1071 = icmp sgt i64 0, %mm1070
  %mm1072 = select i1 %c1071, i64 0, i64 %mm1070
  %j1073 = load i64, ptr %j, align 8
  %tap1074 = add i64 %j1073, 0
  %pos1075 = mul i64 0, %dim
  %pos1076 = add i64 %pos1075, %mm1072
  %pos1077 = mul i64 %pos1076, %dim8
  %pos1078 = add i64 %pos1077, %tap1074
  %elp1079 = getelementptr inbounds float, ptr %buf, i64 %pos1078
  %el1080 = load float, ptr %elp1079, align 4, !alias.scope !0, !noalias !3
  store float %el1080, ptr %next_137, align 4
  %v1081 = load i64, ptr %i, align 8
  %add1082 = add i64 %v1081, 1
  %sub1083 = sub i64 %dim, 1
  %c1084 = icmp slt i64 %add1082, %sub1083
  %mm1085 = select i1 %c1084, i64 %add1082, i64 %sub1083
  %c1086 = icmp sgt i64 0, %mm1085
  %mm1087 = select i1 %c1086, i64 0, i64 %mm1085
  %j1088 = load i64, ptr %j, align 8
  %tap1089 = add i64 %j1088, 1
  %pos1090 = mul i64 0, %dim
  %pos1091 = add i64 %pos1090, %mm1087
  %pos1092 = mul i64 %pos1091, %dim8
  %pos1093 = add i64 %pos1092, %tap1089
  %elp1094 = getelementptr inbounds float, ptr %buf, i64 %pos1093
  %el1095 = load float, ptr %elp1094, align 4, !alias.scope !0, !noalias !3
  store float %el1095, ptr %next_138, align 4
  %v1096 = load float, ptr %next_131, align 4
  %v1097 = load float, ptr %next_134, align 4
  %fs1098 = fsub float %v1096, %v1097
  store float %fs1098, ptr %derivs2_127.0, align 4
  %v1099 = load float, ptr %next_137, align 4
  %v1100 = load float, ptr %next_134, align 4
  %fs1101 = fsub float %v1099, %v1100
  store float %fs1101, ptr %derivs2_127.1, align 4
  %v1102 = load float, ptr %next_133, align 4
  %v1103 = load float, ptr %next_134, align 4
  %fs1104 = fsub float %v1102, %v1103
  store float %fs1104, ptr %derivs2_127.2, align 4
  %v1105 = load float, ptr %next_135, align 4
  %v1106 = load float, ptr %next_134, align 4
  %fs1107 = fsub float %v1105, %v1106
  store float %fs1107, ptr %derivs2_127.3, align 4
  %v1108 = load i64, ptr %i, align 8
  %v1109 = load i64, ptr %j, align 8
  %pos1110 = mul i64 0, %dim
  %pos1111 = add i64 %pos1110, %v1108
  %pos1112 = mul i64 %pos1111, %dim8
  %pos1113 = add i64 %pos1112, %v1109
  %v1114 = load float, ptr %derivs2_127.0, align 4
  %tup1115 = insertvalue { float, float, float, float } undef, float %v1114, 0
  %v1116 = load float, ptr %derivs2_127.1, align 4
  %tup1117 = insertvalue { float, float, float, float } %tup1115, float %v1116, 1
  %v1118 = load float, ptr %derivs2_127.2, align 4
  %tup1119 = insertvalue { float, float, float, float } %tup1117, float %v1118, 2
  %v1120 = load float, ptr %derivs2_127.3, align 4
  %tup1121 = insertvalue { float, float, float, float } %tup1119, float %v1120, 3
  %f1122 = extractvalue { float, float, float, float } %tup1121, 0
  %elp1123 = getelementptr inbounds float, ptr %buf404, i64 %pos1113
  store float %f1122, ptr %elp1123, align 4, !alias.scope !8, !noalias !9
  %f1124 = extractvalue { float, float, float, float } %tup1121, 1
  %elp1125 = getelementptr inbounds float, ptr %buf408, i64 %pos1113
  store float %f1124, ptr %elp1125, align 4, !alias.scope !10, !noalias !11
  %f1126 = extractvalue { float, float, float, float } %tup1121, 2
  %elp1127 = getelementptr inbounds float, ptr %buf412, i64 %pos1113
  store float %f1126, ptr %elp1127, align 4, !alias.scope !12, !noalias !13
  %f1128 = extractvalue { float, float, float, float } %tup1121, 3
  %elp1129 = getelementptr inbounds float, ptr %buf416, i64 %pos1113
  store float %f1128, ptr %elp1129, align 4, !alias.scope !14, !noalias !15
  %i1130 = load i64, ptr %j, align 8
  %next1131 = add i64 %i1130, 1
  store i64 %next1131, ptr %j, align 8
  br label %loop957

exit959:                                          ; preds = %loop957
  br label %versions_done956

loop1132:                                         ; preds = %ok1389, %checked955
  %i1135 = load i64, ptr %j, align 8
  %more1136 = icmp slt i64 %i1135, %min27
  br i1 %more1136, label %body1133, label %exit1134

body1133:                                         ; preds = %loop1132
  %v1137 = load i64, ptr %i, align 8
  %add1138 = add i64 %v1137, -1
  %sub1139 = sub i64 %dim, 1
  %c1140 = icmp slt i64 %add1138, %sub1139
  %mm1141 = select i1 %c1140, i64 %add1138, i64 %sub1139
  %c1142 = icmp sgt i64 0, %mm1141
  %mm1143 = select i1 %c1142, i64 0, i64 %mm1141
  %j1144 = load i64, ptr %j, align 8
  %tap1145 = add i64 %j1144, -1
  %inb1146 = icmp ult i64 %mm1143, %dim
  br i1 %inb1146, label %ok1148, label %fail1147

exit1134:                                         ; preds = %loop1132
  br label %versions_done956

fail1147:                                         ; preds = %body1133
  %errp1149 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1149, align 8
  %errp1150 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1150, align 8
  %errp1151 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1143, ptr %errp1151, align 8
  %errp1152 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1152, align 8
  ret i32 1

ok1148:                                           ; preds = %body1133
  %pos1153 = mul i64 0, %dim
  %pos1154 = add i64 %pos1153, %mm1143
  %inb1155 = icmp ult i64 %tap1145, %dim8
  br i1 %inb1155, label %ok1157, label %fail1156

fail1156:                                         ; preds = %ok1148
  %errp1158 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1158, align 8
  %errp1159 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1159, align 8
  %errp1160 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1145, ptr %errp1160, align 8
  %errp1161 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1161, align 8
  ret i32 1

ok1157:                                           ; preds = %ok1148
  %pos1162 = mul i64 %pos1154, %dim8
  %pos1163 = add i64 %pos1162, %tap1145
  %elp1164 = getelementptr inbounds float, ptr %buf, i64 %pos1163
  %el1165 = load float, ptr %elp1164, align 4, !alias.scope !0, !noalias !3
  store float %el1165, ptr %next_130, align 4
  %v1166 = load i64, ptr %i, align 8
  %add1167 = add i64 %v1166, -1
  %sub1168 = sub i64 %dim, 1
  %c1169 = icmp slt i64 %add1167, %sub1168
  %mm1170 = select i1 %c1169, i64 %add1167, i64 %sub1168
  %c1171 = icmp sgt i64 0, %mm1170
  %mm1172 = select i1 %c1171, i64 0, i64 %mm1170
  %j1173 = load i64, ptr %j, align 8
  %tap1174 = add i64 %j1173, 0
  %inb1175 = icmp ult i64 %mm1172, %dim
  br i1 %inb1175, label %ok1177, label %fail1176

fail1176:                                         ; preds = %ok1157
  %errp1178 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1178, align 8
  %errp1179 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1179, align 8
  %errp1180 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1172, ptr %errp1180, align 8
  %errp1181 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1181, align 8
  ret i32 1

ok1177:                                           ; preds = %ok1157
  %pos1182 = mul i64 0, %dim
  %pos1183 = add i64 %pos1182, %mm1172
  %inb1184 = icmp ult i64 %tap1174, %dim8
  br i1 %inb1184, label %ok1186, label %fail1185

fail1185:                                         ; preds = %ok1177
  %errp1187 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1187, align 8
  %errp1188 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1188, align 8
  %errp1189 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1174, ptr %errp1189, align 8
  %errp1190 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1190, align 8
  ret i32 1

ok1186:                                           ; preds = %ok1177
  %pos1191 = mul i64 %pos1183, %dim8
  %pos1192 = add i64 %pos1191, %tap1174
  %elp1193 = getelementptr inbounds float, ptr %buf, i64 %pos1192
  %el1194 = load float, ptr %elp1193, align 4, !alias.scope !0, !noalias !3
  store float %el1194, ptr %next_131, align 4
  %v1195 = load i64, ptr %i, align 8
  %add1196 = add i64 %v1195, -1
  %sub1197 = sub i64 %dim, 1
  %c1198 = icmp slt i64 %add1196, %sub1197
  %mm1199 = select i1 %c1198, i64 %add1196, i64 %sub1197
  %c1200 = icmp sgt i64 0, %mm1199
  %mm1201 = select i1 %c1200, i64 0, i64 %mm1199
  %j1202 = load i64, ptr %j, align 8
  %tap1203 = add i64 %j1202, 1
  %inb1204 = icmp ult i64 %mm1201, %dim
  br i1 %inb1204, label %ok1206, label %fail1205

fail1205:                                         ; preds = %ok1186
  %errp1207 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1207, align 8
  %errp1208 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1208, align 8
  %errp1209 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1201, ptr %errp1209, align 8
  %errp1210 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1210, align 8
  ret i32 1

ok1206:                                           ; preds = %ok1186
  %pos1211 = mul i64 0, %dim
  %pos1212 = add i64 %pos1211, %mm1201
  %inb1213 = icmp ult i64 %tap1203, %dim8
  br i1 %inb1213, label %ok1215, label %fail1214

fail1214:                                         ; preds = %ok1206
  %errp1216 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1216, align 8
  %errp1217 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1217, align 8
  %errp1218 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1203, ptr %errp1218, align 8
  %errp1219 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1219, align 8
  ret i32 1

ok1215:                                           ; preds = %ok1206
  %pos1220 = mul i64 %pos1212, %dim8
  %pos1221 = add i64 %pos1220, %tap1203
  %elp1222 = getelementptr inbounds float, ptr %buf, i64 %pos1221
  %el1223 = load float, ptr %elp1222, align 4, !alias.scope !0, !noalias !3
  store float %el1223, ptr %next_132, align 4
  %v1224 = load i64, ptr %i, align 8
  %add1225 = add i64 %v1224, 0
  %sub1226 = sub i64 %dim, 1
  %c1227 = icmp slt i64 %add1225, %sub1226
  %mm1228 = select i1 %c1227, i64 %add1225, i64 %sub1226
  %c1229 = icmp sgt i64 0, %mm1228
  %mm1230 = select i1 %c1229, i64 0, i64 %mm1228
  %j1231 = load i64, ptr %j, align 8
  %tap1232 = add i64 %j1231, -1
  %inb1233 = icmp ult i64 %mm1230, %dim
  br i1 %inb1233, label %ok1235, label %fail1234

fail1234:                                         ; preds = %ok1215
  %errp1236 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1236, align 8
  %errp1237 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1237, align 8
  %errp1238 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1230, ptr %errp1238, align 8
  %errp1239 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1239, align 8
  ret i32 1

ok1235:                                           ; preds = %ok1215
  %pos1240 = mul i64 0, %dim
  %pos1241 = add i64 %pos1240, %mm1230
  %inb1242 = icmp ult i64 %tap1232, %dim8
  br i1 %inb1242, label %ok1244, label %fail1243

fail1243:                                         ; preds = %ok1235
  %errp1245 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1245, align 8
  %errp1246 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1246, align 8
  %errp1247 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1232, ptr %errp1247, align 8
  %errp1248 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1248, align 8
  ret i32 1

ok1244:                                           ; preds = %ok1235
  %pos1249 = mul i64 %pos1241, %dim8
  %pos1250 = add i64 %pos1249, %tap1232
  %elp1251 = getelementptr inbounds float, ptr %buf, i64 %pos1250
  %el1252 = load float, ptr %elp1251, align 4, !alias.scope !0, !noalias !3
  store float %el1252, ptr %next_133, align 4
  %v1253 = load i64, ptr %i, align 8
  %add1254 = add i64 %v1253, 0
  %sub1255 = sub i64 %dim, 1
  %c1256 = icmp slt i64 %add1254, %sub1255
  %mm1257 = select i1 %c1256, i64 %add1254, i64 %sub1255
  %c1258 = icmp sgt i64 0, %mm1257
  %mm1259 = select i1 %c1258, i64 0, i64 %mm1257
  %j1260 = load i64, ptr %j, align 8
  %tap1261 = add i64 %j1260, 0
  %inb1262 = icmp ult i64 %mm1259, %dim
  br i1 %inb1262, label %ok1264, label %fail1263

fail1263:                                         ; preds = %ok1244
  %errp1265 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1265, align 8
  %errp1266 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1266, align 8
  %errp1267 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1259, ptr %errp1267, align 8
  %errp1268 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1268, align 8
  ret i32 1

ok1264:                                           ; preds = %ok1244
  %pos1269 = mul i64 0, %dim
  %pos1270 = add i64 %pos1269, %mm1259
  %inb1271 = icmp ult i64 %tap1261, %dim8
  br i1 %inb1271, label %ok1273, label %fail1272

fail1272:                                         ; preds = %ok1264
  %errp1274 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1274, align 8
  %errp1275 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1275, align 8
  %errp1276 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1261, ptr %errp1276, align 8
  %errp1277 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1277, align 8
  ret i32 1

ok1273:                                           ; preds = %ok1264
  %pos1278 = mul i64 %pos1270, %dim8
  %pos1279 = add i64 %pos1278, %tap1261
  %elp1280 = getelementptr inbounds float, ptr %buf, i64 %pos1279
  %el1281 = load float, ptr %elp1280, align 4, !alias.scope !0, !noalias !3
  store float %el1281, ptr %next_134, align 4
  %v1282 = load i64, ptr %i, align 8
  %add1283 = add i64 %v1282, 0
  %sub1284 = sub i64 %dim, 1
  %c1285 = icmp slt i64 %add1283, %sub1284
  %mm1286 = select i1 %c1285, i64 %add1283, i64 %sub1284
  %c1287 = icmp sgt i64 0, %mm1286
  %mm1288 = select i1 %c1287, i64 0, i64 %mm1286
  %j1289 = load i64, ptr %j, align 8
  %tap1290 = add i64 %j1289, 1
  %inb1291 = icmp ult i64 %mm1288, %dim
  br i1 %inb1291, label %ok1293, label %fail1292

fail1292:                                         ; preds = %ok1273
  %errp1294 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1294, align 8
  %errp1295 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1295, align 8
  %errp1296 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1288, ptr %errp1296, align 8
  %errp1297 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1297, align 8
  ret i32 1

ok1293:                                           ; preds = %ok1273
  %pos1298 = mul i64 0, %dim
  %pos1299 = add i64 %pos1298, %mm1288
  %inb1300 = icmp ult i64 %tap1290, %dim8
  br i1 %inb1300, label %ok1302, label %fail1301

fail1301:                                         ; preds = %ok1293
  %errp1303 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1303, align 8
  %errp1304 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1304, align 8
  %errp1305 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1290, ptr %errp1305, align 8
  %errp1306 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1306, align 8
  ret i32 1

ok1302:                                           ; preds = %ok1293
  %pos1307 = mul i64 %pos1299, %dim8
  %pos1308 = add i64 %pos1307, %tap1290
  %elp1309 = getelementptr inbounds float, ptr %buf, i64 %pos1308
  %el1310 = load float, ptr %elp1309, align 4, !alias.scope !0, !noalias !3
  store float %el1310, ptr %next_135, align 4
  %v1311 = load i64, ptr %i, align 8
  %add1312 = add i64 %v1311, 1
  %sub1313 = sub i64 %dim, 1
  %c1314 = icmp slt i64 %add1312, %sub1313
  %mm1315 = select i1 %c1314, i64 %add1312, i64 %sub1313
  %c1316 = icmp sgt i64 0, %mm1315
  %mm1317 = select i1 %c1316, i64 0, i64 %mm1315
  %j1318 = load i64, ptr %j, align 8
  %tap1319 = add i64 %j1318, -1
  %inb1320 = icmp ult i64 %mm1317, %dim
  br i1 %inb1320, label %ok1322, label %fail1321

fail1321:                                         ; preds = %ok1302
  %errp1323 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1323, align 8
  %errp1324 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1324, align 8
  %errp1325 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1317, ptr %errp1325, align 8
  %errp1326 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1326, align 8
  ret i32 1

ok1322:                                           ; preds = %ok1302
  %pos1327 = mul i64 0, %dim
  %pos1328 = add i64 %pos1327, %mm1317
  %inb1329 = icmp ult i64 %tap1319, %dim8
  br i1 %inb1329, label %ok1331, label %fail1330

fail1330:                                         ; preds = %ok1322
  %errp1332 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1332, align 8
  %errp1333 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1333, align 8
  %errp1334 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1319, ptr %errp1334, align 8
  %errp1335 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1335, align 8
  ret i32 1

ok1331:                                           ; preds = %ok1322
  %pos1336 = mul i64 %pos1328, %dim8
  %pos1337 = add i64 %pos1336, %tap1319
  %elp1338 = getelementptr inbounds float, ptr %buf, i64 %pos1337
  %el1339 = load float, ptr %elp1338, align 4, !alias.scope !0, !noalias !3
  store float %el1339, ptr %next_136, align 4
  %v1340 = load i64, ptr %i, align 8
  %add1341 = add i64 %v1340, 1
  %sub1342 = sub i64 %dim, 1
  %c1343 = icmp slt i64 %add1341, %sub1342
  %mm1344 = select i1 %c1343, i64 %add1341, i64 %sub1342
  %c1345 = icmp sgt i64 0, %mm1344
  %mm1346 = select i1 %c1345, i64 0, i64 %mm1344
  %j1347 = load i64, ptr %j, align 8
  %tap1348 = add i64 %j1347, 0
  %inb1349 = icmp ult i64 %mm1346, %dim
  br i1 %inb1349, label %ok1351, label %fail1350

fail1350:                                         ; preds = %ok1331
  %errp1352 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1352, align 8
  %errp1353 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1353, align 8
  %errp1354 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1346, ptr %errp1354, align 8
  %errp1355 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1355, align 8
  ret i32 1

ok1351:                                           ; preds = %ok1331
  %pos1356 = mul i64 0, %dim
  %pos1357 = add i64 %pos1356, %mm1346
  %inb1358 = icmp ult i64 %tap1348, %dim8
  br i1 %inb1358, label %ok1360, label %fail1359

fail1359:                                         ; preds = %ok1351
  %errp1361 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1361, align 8
  %errp1362 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1362, align 8
  %errp1363 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1348, ptr %errp1363, align 8
  %errp1364 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1364, align 8
  ret i32 1

ok1360:                                           ; preds = %ok1351
  %pos1365 = mul i64 %pos1357, %dim8
  %pos1366 = add i64 %pos1365, %tap1348
  %elp1367 = getelementptr inbounds float, ptr %buf, i64 %pos1366
  %el1368 = load float, ptr %elp1367, align 4, !alias.scope !0, !noalias !3
  store float %el1368, ptr %next_137, align 4
  %v1369 = load i64, ptr %i, align 8
  %add1370 = add i64 %v1369, 1
  %sub1371 = sub i64 %dim, 1
  %c1372 = icmp slt i64 %add1370, %sub1371
  %mm1373 = select i1 %c1372, i64 %add1370, i64 %sub1371
  %c1374 = icmp sgt i64 0, %mm1373
  %mm1375 = select i1 %c1374, i64 0, i64 %mm1373
  %j1376 = load i64, ptr %j, align 8
  %tap1377 = add i64 %j1376, 1
  %inb1378 = icmp ult i64 %mm1375, %dim
  br i1 %inb1378, label %ok1380, label %fail1379

fail1379:                                         ; preds = %ok1360
  %errp1381 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1381, align 8
  %errp1382 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1382, align 8
  %errp1383 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1375, ptr %errp1383, align 8
  %errp1384 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1384, align 8
  ret i32 1

ok1380:                                           ; preds = %ok1360
  %pos1385 = mul i64 0, %dim
  %pos1386 = add i64 %pos1385, %mm1375
  %inb1387 = icmp ult i64 %tap1377, %dim8
  br i1 %inb1387, label %ok1389, label %fail1388

fail1388:                                         ; preds = %ok1380
  %errp1390 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1390, align 8
  %errp1391 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1391, align 8
  %errp1392 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1377, ptr %errp1392, align 8
  %errp1393 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1393, align 8
  ret i32 1

ok1389:                                           ; preds = %ok1380
  %pos1394 = mul i64 %pos1386, %dim8
  %pos1395 = add i64 %pos1394, %tap1377
  %elp1396 = getelementptr inbounds float, ptr %buf, i64 %pos1395
  %el1397 = load float, ptr %elp1396, align 4, !alias.scope !0, !noalias !3
  store float %el1397, ptr %next_138, align 4
  %v1398 = load float, ptr %next_131, align 4
  %v1399 = load float, ptr %next_134, align 4
  %fs1400 = fsub float %v1398, %v1399
  store float %fs1400, ptr %derivs2_127.0, align 4
  %v1401 = load float, ptr %next_137, align 4
  %v1402 = load float, ptr %next_134, align 4
  %fs1403 = fsub float %v1401, %v1402
  store float %fs1403, ptr %derivs2_127.1, align 4
  %v1404 = load float, ptr %next_133, align 4
  %v1405 = load float, ptr %next_134, align 4
  %fs1406 = fsub float %v1404, %v1405
  store float %fs1406, ptr %derivs2_127.2, align 4
  %v1407 = load float, ptr %next_135, align 4
  %v1408 = load float, ptr %next_134, align 4
  %fs1409 = fsub float %v1407, %v1408
  store float %fs1409, ptr %derivs2_127.3, align 4
  %v1410 = load i64, ptr %i, align 8
  %v1411 = load i64, ptr %j, align 8
  %pos1412 = mul i64 0, %dim
  %pos1413 = add i64 %pos1412, %v1410
  %pos1414 = mul i64 %pos1413, %dim8
  %pos1415 = add i64 %pos1414, %v1411
  %v1416 = load float, ptr %derivs2_127.0, align 4
  %tup1417 = insertvalue { float, float, float, float } undef, float %v1416, 0
  %v1418 = load float, ptr %derivs2_127.1, align 4
  %tup1419 = insertvalue { float, float, float, float } %tup1417, float %v1418, 1
  %v1420 = load float, ptr %derivs2_127.2, align 4
  %tup1421 = insertvalue { float, float, float, float } %tup1419, float %v1420, 2
  %v1422 = load float, ptr %derivs2_127.3, align 4
  %tup1423 = insertvalue { float, float, float, float } %tup1421, float %v1422, 3
  %f1424 = extractvalue { float, float, float, float } %tup1423, 0
  %elp1425 = getelementptr inbounds float, ptr %buf404, i64 %pos1415
  store float %f1424, ptr %elp1425, align 4, !alias.scope !8, !noalias !9
  %f1426 = extractvalue { float, float, float, float } %tup1423, 1
  %elp1427 = getelementptr inbounds float, ptr %buf408, i64 %pos1415
  store float %f1426, ptr %elp1427, align 4, !alias.scope !10, !noalias !11
  %f1428 = extractvalue { float, float, float, float } %tup1423, 2
  %elp1429 = getelementptr inbounds float, ptr %buf412, i64 %pos1415
  store float %f1428, ptr %elp1429, align 4, !alias.scope !12, !noalias !13
  %f1430 = extractvalue { float, float, float, float } %tup1423, 3
  %elp1431 = getelementptr inbounds float, ptr %buf416, i64 %pos1415
  store float %f1430, ptr %elp1431, align 4, !alias.scope !14, !noalias !15
  %i1432 = load i64, ptr %j, align 8
  %next1433 = add i64 %i1432, 1
  store i64 %next1433, ptr %j, align 8
  br label %loop1132

proved1623:                                       ; preds = %versions_done956
  store i64 %min27, ptr %j, align 8
  br label %loop1626

checked1624:                                      ; preds = %versions_done956
  store i64 %min27, ptr %j, align 8
  br label %loop1847

versions_done1625:                                ; preds = %exit1849, %exit1628
  %i2194 = load i64, ptr %i, align 8
  %next2195 = add i64 %i2194, 1
  store i64 %next2195, ptr %i, align 8
  br label %loop

loop1626:                                         ; preds = %body1627, %proved1623
  %i1629 = load i64, ptr %j, align 8
  %more1630 = icmp slt i64 %i1629, %dim8
  br i1 %more1630, label %body1627, label %exit1628

body1627:                                         ; preds = %loop1626
  %v1631 = load i64, ptr %i, align 8
  %add1632 = add i64 %v1631, -1
  %sub1633 = sub i64 %dim, 1
  %c1634 = icmp slt i64 %add1632, %sub1633
  %mm1635 = select i1 %c1634, i64 %add1632, i64 %sub1633
  %c1636 = icmp sgt i64 0, %mm1635
  %mm1637 = select i1 %c1636, i64 0, i64 %mm1635
  %v1638 = load i64, ptr %j, align 8
  %add1639 = add i64 %v1638, -1
  %sub1640 = sub i64 %dim8, 1
  %c1641 = icmp slt i64 %add1639, %sub1640
  %mm1642 = select i1 %c1641, i64 %add1639, i64 %sub1640
  %c1643 = icmp sgt i64 0, %mm1642
  %mm1644 = select i1 %c1643, i64 0, i64 %mm1642
  %pos1645 = mul i64 0, %dim
  %pos1646 = add i64 %pos1645, %mm1637
  %pos1647 = mul i64 %pos1646, %dim8
  %pos1648 = add i64 %pos1647, %mm1644
  %elp1649 = getelementptr inbounds float, ptr %buf, i64 %pos1648
  %el1650 = load float, ptr %elp1649, align 4, !alias.scope !0, !noalias !3
  store float %el1650, ptr %next_130, align 4
  %v1651 = load i64, ptr %i, align 8
  %add1652 = add i64 %v1651, -1
  %sub1653 = sub i64 %dim, 1
  %c1654 = icmp slt i64 %add1652, %sub1653
  %mm1655 = select i1 %c1654, i64 %add1652, i64 %sub1653
  %c1656 = icmp sgt i64 0, %mm1655
  %mm1657 = select i1 %c1656, i64 0, i64 %mm1655
  %v1658 = load i64, ptr %j, align 8
  %add1659 = add i64 %v1658, 0
  %sub1660 = sub i64 %dim8, 1
  %c1661 = icmp slt i64 %add1659, %sub1660
  %mm1662 = select i1 %c1661, i64 %add1659, i64 %sub1660
  %c1663 = icmp sgt i64 0, %mm1662
  %mm1664 = select i1 %c1663, i64 0, i64 %mm1662
  %pos1665 = mul i64 0, %dim
  %pos1666 = add i64 %pos1665, %mm1657
  %pos1667 = mul i64 %pos1666, %dim8
  %pos1668 = add i64 %pos1667, %mm1664
  %elp1669 = getelementptr inbounds float, ptr %buf, i64 %pos1668
  %el1670 = load float, ptr %elp1669, align 4, !alias.scope !0, !noalias !3
  store float %el1670, ptr %next_131, align 4
  %v1671 = load i64, ptr %i, align 8
  %add1672 = add i64 %v1671, -1
  %sub1673 = sub i64 %dim, 1
  %c1674 = icmp slt i64 %add1672, %sub1673
  %mm1675 = select i1 %c1674, i64 %add1672, i64 %sub1673
  %c1676 = icmp sgt i64 0, %mm1675
  %mm1677 = select i1 %c1676, i64 0, i64 %mm1675
  %v1678 = load i64, ptr %j, align 8
  %add1679 = add i64 %v1678, 1
  %sub1680 = sub i64 %dim8, 1
  %c1681 = icmp slt i64 %add1679, %sub1680
  %mm1682 = select i1 %c1681, i64 %add1679, i64 %sub1680
  %c1683 = icmp sgt i64 0, %mm1682
  %mm1684 = select i1 %c1683, i64 0, i64 %mm1682
  %pos1685 = mul i64 0, %dim
  %pos1686 = add i64 %pos1685, %mm1677
  %pos1687 = mul i64 %pos1686, %dim8
  %pos1688 = add i64 %pos1687, %mm1684
  %elp1689 = getelementptr inbounds float, ptr %buf, i64 %pos1688
  %el1690 = load float, ptr %elp1689, align 4, !alias.scope !0, !noalias !3
  store float %el1690, ptr %next_132, align 4
  %v1691 = load i64, ptr %i, align 8
  %add1692 = add i64 %v1691, 0
  %sub1693 = sub i64 %dim, 1
  %c1694 = icmp slt i64 %add1692, %sub1693
  %mm1695 = select i1 %c1694, i64 %add1692, i64 %sub1693
  %c1696 = icmp sgt i64 0, %mm1695
  %mm1697 = select i1 %c1696, i64 0, i64 %mm1695
  %v1698 = load i64, ptr %j, align 8
  %add1699 = add i64 %v1698, -1
  %sub1700 = sub i64 %dim8, 1
  %c1701 = icmp slt i64 %add1699, %sub1700
  %mm1702 = select i1 %c1701, i64 %add1699, i64 %sub1700
  %c1703 = icmp sgt i64 0, %mm1702
  %mm1704 = select i1 %c1703, i64 0, i64 %mm1702
  %pos1705 = mul i64 0, %dim
  %pos1706 = add i64 %pos1705, %mm1697
  %pos1707 = mul i64 %pos1706, %dim8
  %pos1708 = add i64 %pos1707, %mm1704
  %elp1709 = getelementptr inbounds float, ptr %buf, i64 %pos1708
  %el1710 = load float, ptr %elp1709, align 4, !alias.scope !0, !noalias !3
  store float %el1710, ptr %next_133, align 4
  %v1711 = load i64, ptr %i, align 8
  %add1712 = add i64 %v1711, 0
  %sub1713 = sub i64 %dim, 1
  %c1714 = icmp slt i64 %add1712, %sub1713
  %mm1715 = select i1 %c1714, i64 %add1712, i64 %sub1713
  %c1716 = icmp sgt i64 0, %mm1715
  %mm1717 = select i1 %c1716, i64 0, i64 %mm1715
  %v1718 = load i64, ptr %j, align 8
  %add1719 = add i64 %v1718, 0
  %sub1720 = sub i64 %dim8, 1
  %c1721 = icmp slt i64 %add1719, %sub1720
  %mm1722 = select i1 %c1721, i64 %add1719, i64 %sub1720
  %c1723 = icmp sgt i64 0, %mm1722
  %mm1724 = select i1 %c1723, i64 0, i64 %mm1722
  %pos1725 = mul i64 0, %dim
  %pos1726 = add i64 %pos1725, %mm1717
  %pos1727 = mul i64 %pos1726, %dim8
  %pos1728 = add i64 %pos1727, %mm1724
  %elp1729 = getelementptr inbounds float, ptr %buf, i64 %pos1728
  %el1730 = load float, ptr %elp1729, align 4, !alias.scope !0, !noalias !3
  store float %el1730, ptr %next_134, align 4
  %v1731 = load i64, ptr %i, align 8
  %add1732 = add i64 %v1731, 0
  %sub1733 = sub i64 %dim, 1
  %c1734 = icmp slt i64 %add1732, %sub1733
  %mm1735 = select i1 %c1734, i64 %add1732, i64 %sub1733
  %c1736 = icmp sgt i64 0, %mm1735
  %mm1737 = select i1 %c1736, i64 0, i64 %mm1735
  %v1738 = load i64, ptr %j, align 8
  %add1739 = add i64 %v1738, 1
  %sub1740 = sub i64 %dim8, 1
  %c1741 = icmp slt i64 %add1739, %sub1740
  %mm1742 = select i1 %c1741, i64 %add1739, i64 %sub1740
  %c1743 = icmp sgt i64 0, %mm1742
  %mm1744 = select i1 %c1743, i64 0, i64 %mm1742
  %pos1745 = mul i64 0, %dim
  %pos1746 = add i64 %pos1745, %mm1737
  %pos1747 = mul i64 %pos1746, %dim8
  %pos1748 = add i64 %pos1747, %mm1744
  %elp1749 = getelementptr inbounds float, ptr %buf, i64 %pos1748
  %el1750 = load float, ptr %elp1749, align 4, !alias.scope !0, !noalias !3
  store float %el1750, ptr %next_135, align 4
  %v1751 = load i64, ptr %i, align 8
  %add1752 = add i64 %v1751, 1
  %sub1753 = sub i64 %dim, 1
  %c1754 = icmp slt i64 %add1752, %sub1753
  %mm1755 = select i1 %c1754, i64 %add1752, i64 %sub1753
  %c1756 = icmp sgt i64 0, %mm1755
  %mm1757 = select i1 %c1756, i64 0, i64 %mm1755
  %v1758 = load i64, ptr %j, align 8
  %add1759 = add i64 %v1758, -1
  %sub1760 = sub i64 %dim8, 1
  %c1761 = icmp slt i64 %add1759, %sub1760
  %mm1762 = select i1 %c1761, i64 %add1759, i64 %sub1760
  %c1763 = icmp sgt i64 0, %mm1762
  %mm1764 = select i1 %c1763, i64 0, i64 %mm1762
  %pos1765 = mul i64 0, %dim
  %pos1766 = add i64 %pos1765, %mm1757
  %pos1767 = mul i64 %pos1766, %dim8
  %pos1768 = add i64 %pos1767, %mm1764
  %elp1769 = getelementptr inbounds float, ptr %buf, i64 %pos1768
  %el1770 = load float, ptr %elp1769, align 4, !alias.scope !0, !noalias !3
  store float %el1770, ptr %next_136, align 4
  %v1771 = load i64, ptr %i, align 8
  %add1772 = add i64 %v1771, 1
  %sub1773 = sub i64 %dim, 1
  %c1774 = icmp slt i64 %add1772, %sub1773
  %mm1775 = select i1 %c1774, i64 %add1772, i64 %sub1773
  %c1776 = icmp sgt i64 0, %mm1775
  %mm1777 = select i1 %c1776, i64 0, i64 %mm1775
  %v1778 = load i64, ptr %j, align 8
  %add1779 = add i64 %v1778, 0
  %sub1780 = sub i64 %dim8, 1
  %c1781 = icmp slt i64 %add1779, %sub1780
  %mm1782 = select i1 %c1781, i64 %add1779, i64 %sub1780
  %c1783 = icmp sgt i64 0, %mm1782
  %mm1784 = select i1 %c1783, i64 0, i64 %mm1782
  %pos1785 = mul i64 0, %dim
  %pos1786 = add i64 %pos1785, %mm1777
  %pos1787 = mul i64 %pos1786, %dim8
  %pos1788 = add i64 %pos1787, %mm1784
  %elp1789 = getelementptr inbounds float, ptr %buf, i64 %pos1788
  %el1790 = load float, ptr %elp1789, align 4, !alias.scope !0, !noalias !3
  store float %el1790, ptr %next_137, align 4
  %v1791 = load i64, ptr %i, align 8
  %add1792 = add i64 %v1791, 1
  %sub1793 = sub i64 %dim, 1
  %c1794 = icmp slt i64 %add1792, %sub1793
  %mm1795 = select i1 %c1794, i64 %add1792, i64 %sub1793
  %c1796 = icmp sgt i64 0, %mm1795
  %mm1797 = select i1 %c1796, i64 0, i64 %mm1795
  %v1798 = load i64, ptr %j, align 8
  %add1799 = add i64 %v1798, 1
  %sub1800 = sub i64 %dim8, 1
  %c1801 = icmp slt i64 %add1799, %sub1800
  %mm1802 = select i1 %c1801, i64 %add1799, i64 %sub1800
  %c1803 = icmp sgt i64 0, %mm1802
  %mm1804 = select i1 %c1803, i64 0, i64 %mm1802
  %pos1805 = mul i64 0, %dim
  %pos1806 = add i64 %pos1805, %mm1797
  %pos1807 = mul i64 %pos1806, %dim8
  %pos1808 = add i64 %pos1807, %mm1804
  %elp1809 = getelementptr inbounds float, ptr %buf, i64 %pos1808
  %el1810 = load float, ptr %elp1809, align 4, !alias.scope !0, !noalias !3
  store float %el1810, ptr %next_138, align 4
  %v1811 = load float, ptr %next_131, align 4
  %v1812 = load float, ptr %next_134, align 4
  %fs1813 = fsub float %v1811, %v1812
  store float %fs1813, ptr %derivs2_127.0, align 4
  %v1814 = load float, ptr %next_137, align 4
  %v1815 = load float, ptr %next_134, align 4
  %fs1816 = fsub float %v1814, %v1815
  store float %fs1816, ptr %derivs2_127.1, align 4
  %v1817 = load float, ptr %next_133, align 4
  %v1818 = load float, ptr %next_134, align 4
  %fs1819 = fsub float %v1817, %v1818
  store float %fs1819, ptr %derivs2_127.2, align 4
  %v1820 = load float, ptr %next_135, align 4
  %v1821 = load float, ptr %next_134, align 4
  %fs1822 = fsub float %v1820, %v1821
  store float %fs1822, ptr %derivs2_127.3, align 4
  %v1823 = load i64, ptr %i, align 8
  %v1824 = load i64, ptr %j, align 8
  %pos1825 = mul i64 0, %dim
  %pos1826 = add i64 %pos1825, %v1823
  %pos1827 = mul i64 %pos1826, %dim8
  %pos1828 = add i64 %pos1827, %v1824
  %v1829 = load float, ptr %derivs2_127.0, align 4
  %tup1830 = insertvalue { float, float, float, float } undef, float %v1829, 0
  %v1831 = load float, ptr %derivs2_127.1, align 4
  %tup1832 = insertvalue { float, float, float, float } %tup1830, float %v1831, 1
  %v1833 = load float, ptr %derivs2_127.2, align 4
  %tup1834 = insertvalue { float, float, float, float } %tup1832, float %v1833, 2
  %v1835 = load float, ptr %derivs2_127.3, align 4
  %tup1836 = insertvalue { float, float, float, float } %tup1834, float %v1835, 3
  %f1837 = extractvalue { float, float, float, float } %tup1836, 0
  %elp1838 = getelementptr inbounds float, ptr %buf404, i64 %pos1828
  store float %f1837, ptr %elp1838, align 4, !alias.scope !8, !noalias !9
  %f1839 = extractvalue { float, float, float, float } %tup1836, 1
  %elp1840 = getelementptr inbounds float, ptr %buf408, i64 %pos1828
  store float %f1839, ptr %elp1840, align 4, !alias.scope !10, !noalias !11
  %f1841 = extractvalue { float, float, float, float } %tup1836, 2
  %elp1842 = getelementptr inbounds float, ptr %buf412, i64 %pos1828
  store float %f1841, ptr %elp1842, align 4, !alias.scope !12, !noalias !13
  %f1843 = extractvalue { float, float, float, float } %tup1836, 3
  %elp1844 = getelementptr inbounds float, ptr %buf416, i64 %pos1828
  store float %f1843, ptr %elp1844, align 4, !alias.scope !14, !noalias !15
  %i1845 = load i64, ptr %j, align 8
  %next1846 = add i64 %i1845, 1
  store i64 %next1846, ptr %j, align 8
  br label %loop1626

exit1628:                                         ; preds = %loop1626
  br label %versions_done1625

loop1847:                                         ; preds = %ok2149, %checked1624
  %i1850 = load i64, ptr %j, align 8
  %more1851 = icmp slt i64 %i1850, %dim8
  br i1 %more1851, label %body1848, label %exit1849

body1848:                                         ; preds = %loop1847
  %v1852 = load i64, ptr %i, align 8
  %add1853 = add i64 %v1852, -1
  %sub1854 = sub i64 %dim, 1
  %c1855 = icmp slt i64 %add1853, %sub1854
  %mm1856 = select i1 %c1855, i64 %add1853, i64 %sub1854
  %c1857 = icmp sgt i64 0, %mm1856
  %mm1858 = select i1 %c1857, i64 0, i64 %mm1856
  %v1859 = load i64, ptr %j, align 8
  %add1860 = add i64 %v1859, -1
  %sub1861 = sub i64 %dim8, 1
  %c1862 = icmp slt i64 %add1860, %sub1861
  %mm1863 = select i1 %c1862, i64 %add1860, i64 %sub1861
  %c1864 = icmp sgt i64 0, %mm1863
  %mm1865 = select i1 %c1864, i64 0, i64 %mm1863
  %inb1866 = icmp ult i64 %mm1858, %dim
  br i1 %inb1866, label %ok1868, label %fail1867

exit1849:                                         ; preds = %loop1847
  br label %versions_done1625

fail1867:                                         ; preds = %body1848
  %errp1869 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1869, align 8
  %errp1870 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1870, align 8
  %errp1871 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1858, ptr %errp1871, align 8
  %errp1872 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1872, align 8
  ret i32 1

ok1868:                                           ; preds = %body1848
  %pos1873 = mul i64 0, %dim
  %pos1874 = add i64 %pos1873, %mm1858
  %inb1875 = icmp ult i64 %mm1865, %dim8
  br i1 %inb1875, label %ok1877, label %fail1876

fail1876:                                         ; preds = %ok1868
  %errp1878 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1878, align 8
  %errp1879 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1879, align 8
  %errp1880 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1865, ptr %errp1880, align 8
  %errp1881 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1881, align 8
  ret i32 1

ok1877:                                           ; preds = %ok1868
  %pos1882 = mul i64 %pos1874, %dim8
  %pos1883 = add i64 %pos1882, %mm1865
  %elp1884 = getelementptr inbounds float, ptr %buf, i64 %pos1883
  %el1885 = load float, ptr %elp1884, align 4, !alias.scope !0, !noalias !3
  store float %el1885, ptr %next_130, align 4
  %v1886 = load i64, ptr %i, align 8
  %add1887 = add i64 %v1886, -1
  %sub1888 = sub i64 %dim, 1
  %c1889 = icmp slt i64 %add1887, %sub1888
  %mm1890 = select i1 %c1889, i64 %add1887, i64 %sub1888
  %c1891 = icmp sgt i64 0, %mm1890
  %mm1892 = select i1 %c1891, i64 0, i64 %mm1890
  %v1893 = load i64, ptr %j, align 8
  %add1894 = add i64 %v1893, 0
  %sub1895 = sub i64 %dim8, 1
  %c1896 = icmp slt i64 %add1894, %sub1895
  %mm1897 = select i1 %c1896, i64 %add1894, i64 %sub1895
  %c1898 = icmp sgt i64 0, %mm1897
  %mm1899 = select i1 %c1898, i64 0, i64 %mm1897
  %inb1900 = icmp ult i64 %mm1892, %dim
  br i1 %inb1900, label %ok1902, label %fail1901

fail1901:                                         ; preds = %ok1877
  %errp1903 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1903, align 8
  %errp1904 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1904, align 8
  %errp1905 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1892, ptr %errp1905, align 8
  %errp1906 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1906, align 8
  ret i32 1

ok1902:                                           ; preds = %ok1877
  %pos1907 = mul i64 0, %dim
  %pos1908 = add i64 %pos1907, %mm1892
  %inb1909 = icmp ult i64 %mm1899, %dim8
  br i1 %inb1909, label %ok1911, label %fail1910

fail1910:                                         ; preds = %ok1902
  %errp1912 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1912, align 8
  %errp1913 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1913, align 8
  %errp1914 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1899, ptr %errp1914, align 8
  %errp1915 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1915, align 8
  ret i32 1

ok1911:                                           ; preds = %ok1902
  %pos1916 = mul i64 %pos1908, %dim8
  %pos1917 = add i64 %pos1916, %mm1899
  %elp1918 = getelementptr inbounds float, ptr %buf, i64 %pos1917
  %el1919 = load float, ptr %elp1918, align 4, !alias.scope !0, !noalias !3
  store float %el1919, ptr %next_131, align 4
  %v1920 = load i64, ptr %i, align 8
  %add1921 = add i64 %v1920, -1
  %sub1922 = sub i64 %dim, 1
  %c1923 = icmp slt i64 %add1921, %sub1922
  %mm1924 = select i1 %c1923, i64 %add1921, i64 %sub1922
  %c1925 = icmp sgt i64 0, %mm1924
  %mm1926 = select i1 %c1925, i64 0, i64 %mm1924
  %v1927 = load i64, ptr %j, align 8
  %add1928 = add i64 %v1927, 1
  %sub1929 = sub i64 %dim8, 1
  %c1930 = icmp slt i64 %add1928, %sub1929
  %mm1931 = select i1 %c1930, i64 %add1928, i64 %sub1929
  %c1932 = icmp sgt i64 0, %mm1931
  %mm1933 = select i1 %c1932, i64 0, i64 %mm1931
  %inb1934 = icmp ult i64 %mm1926, %dim
  br i1 %inb1934, label %ok1936, label %fail1935

fail1935:                                         ; preds = %ok1911
  %errp1937 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1937, align 8
  %errp1938 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1938, align 8
  %errp1939 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1926, ptr %errp1939, align 8
  %errp1940 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1940, align 8
  ret i32 1

ok1936:                                           ; preds = %ok1911
  %pos1941 = mul i64 0, %dim
  %pos1942 = add i64 %pos1941, %mm1926
  %inb1943 = icmp ult i64 %mm1933, %dim8
  br i1 %inb1943, label %ok1945, label %fail1944

fail1944:                                         ; preds = %ok1936
  %errp1946 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1946, align 8
  %errp1947 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1947, align 8
  %errp1948 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1933, ptr %errp1948, align 8
  %errp1949 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1949, align 8
  ret i32 1

ok1945:                                           ; preds = %ok1936
  %pos1950 = mul i64 %pos1942, %dim8
  %pos1951 = add i64 %pos1950, %mm1933
  %elp1952 = getelementptr inbounds float, ptr %buf, i64 %pos1951
  %el1953 = load float, ptr %elp1952, align 4, !alias.scope !0, !noalias !3
  store float %el1953, ptr %next_132, align 4
  %v1954 = load i64, ptr %i, align 8
  %add1955 = add i64 %v1954, 0
  %sub1956 = sub i64 %dim, 1
  %c1957 = icmp slt i64 %add1955, %sub1956
  %mm1958 = select i1 %c1957, i64 %add1955, i64 %sub1956
  %c1959 = icmp sgt i64 0, %mm1958
  %mm1960 = select i1 %c1959, i64 0, i64 %mm1958
  %v1961 = load i64, ptr %j, align 8
  %add1962 = add i64 %v1961, -1
  %sub1963 = sub i64 %dim8, 1
  %c1964 = icmp slt i64 %add1962, %sub1963
  %mm1965 = select i1 %c1964, i64 %add1962, i64 %sub1963
  %c1966 = icmp sgt i64 0, %mm1965
  %mm1967 = select i1 %c1966, i64 0, i64 %mm1965
  %inb1968 = icmp ult i64 %mm1960, %dim
  br i1 %inb1968, label %ok1970, label %fail1969

fail1969:                                         ; preds = %ok1945
  %errp1971 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1971, align 8
  %errp1972 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1972, align 8
  %errp1973 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1960, ptr %errp1973, align 8
  %errp1974 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1974, align 8
  ret i32 1

ok1970:                                           ; preds = %ok1945
  %pos1975 = mul i64 0, %dim
  %pos1976 = add i64 %pos1975, %mm1960
  %inb1977 = icmp ult i64 %mm1967, %dim8
  br i1 %inb1977, label %ok1979, label %fail1978

fail1978:                                         ; preds = %ok1970
  %errp1980 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1980, align 8
  %errp1981 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1981, align 8
  %errp1982 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1967, ptr %errp1982, align 8
  %errp1983 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1983, align 8
  ret i32 1

ok1979:                                           ; preds = %ok1970
  %pos1984 = mul i64 %pos1976, %dim8
  %pos1985 = add i64 %pos1984, %mm1967
  %elp1986 = getelementptr inbounds float, ptr %buf, i64 %pos1985
  %el1987 = load float, ptr %elp1986, align 4, !alias.scope !0, !noalias !3
  store float %el1987, ptr %next_133, align 4
  %v1988 = load i64, ptr %i, align 8
  %add1989 = add i64 %v1988, 0
  %sub1990 = sub i64 %dim, 1
  %c1991 = icmp slt i64 %add1989, %sub1990
  %mm1992 = select i1 %c1991, i64 %add1989, i64 %sub1990
  %c1993 = icmp sgt i64 0, %mm1992
  %mm1994 = select i1 %c1993, i64 0, i64 %mm1992
  %v1995 = load i64, ptr %j, align 8
  %add1996 = add i64 %v1995, 0
  %sub1997 = sub i64 %dim8, 1
  %c1998 = icmp slt i64 %add1996, %sub1997
  %mm1999 = select i1 %c1998, i64 %add1996, i64 %sub1997
  %c2000 = icmp sgt i64 0, %mm1999
  %mm2001 = select i1 %c2000, i64 0, i64 %mm1999
  %inb2002 = icmp ult i64 %mm1994, %dim
  br i1 %inb2002, label %ok2004, label %fail2003

fail2003:                                         ; preds = %ok1979
  %errp2005 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2005, align 8
  %errp2006 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp2006, align 8
  %errp2007 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1994, ptr %errp2007, align 8
  %errp2008 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2008, align 8
  ret i32 1

ok2004:                                           ; preds = %ok1979
  %pos2009 = mul i64 0, %dim
  %pos2010 = add i64 %pos2009, %mm1994
  %inb2011 = icmp ult i64 %mm2001, %dim8
  br i1 %inb2011, label %ok2013, label %fail2012

fail2012:                                         ; preds = %ok2004
  %errp2014 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2014, align 8
  %errp2015 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp2015, align 8
  %errp2016 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2001, ptr %errp2016, align 8
  %errp2017 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2017, align 8
  ret i32 1

ok2013:                                           ; preds = %ok2004
  %pos2018 = mul i64 %pos2010, %dim8
  %pos2019 = add i64 %pos2018, %mm2001
  %elp2020 = getelementptr inbounds float, ptr %buf, i64 %pos2019
  %el2021 = load float, ptr %elp2020, align 4, !alias.scope !0, !noalias !3
  store float %el2021, ptr %next_134, align 4
  %v2022 = load i64, ptr %i, align 8
  %add2023 = add i64 %v2022, 0
  %sub2024 = sub i64 %dim, 1
  %c2025 = icmp slt i64 %add2023, %sub2024
  %mm2026 = select i1 %c2025, i64 %add2023, i64 %sub2024
  %c2027 = icmp sgt i64 0, %mm2026
  %mm2028 = select i1 %c2027, i64 0, i64 %mm2026
  %v2029 = load i64, ptr %j, align 8
  %add2030 = add i64 %v2029, 1
  %sub2031 = sub i64 %dim8, 1
  %c2032 = icmp slt i64 %add2030, %sub2031
  %mm2033 = select i1 %c2032, i64 %add2030, i64 %sub2031
  %c2034 = icmp sgt i64 0, %mm2033
  %mm2035 = select i1 %c2034, i64 0, i64 %mm2033
  %inb2036 = icmp ult i64 %mm2028, %dim
  br i1 %inb2036, label %ok2038, label %fail2037

fail2037:                                         ; preds = %ok2013
  %errp2039 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2039, align 8
  %errp2040 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp2040, align 8
  %errp2041 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2028, ptr %errp2041, align 8
  %errp2042 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2042, align 8
  ret i32 1

ok2038:                                           ; preds = %ok2013
  %pos2043 = mul i64 0, %dim
  %pos2044 = add i64 %pos2043, %mm2028
  %inb2045 = icmp ult i64 %mm2035, %dim8
  br i1 %inb2045, label %ok2047, label %fail2046

fail2046:                                         ; preds = %ok2038
  %errp2048 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2048, align 8
  %errp2049 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp2049, align 8
  %errp2050 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2035, ptr %errp2050, align 8
  %errp2051 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2051, align 8
  ret i32 1

ok2047:                                           ; preds = %ok2038
  %pos2052 = mul i64 %pos2044, %dim8
  %pos2053 = add i64 %pos2052, %mm2035
  %elp2054 = getelementptr inbounds float, ptr %buf, i64 %pos2053
  %el2055 = load float, ptr %elp2054, align 4, !alias.scope !0, !noalias !3
  store float %el2055, ptr %next_135, align 4
  %v2056 = load i64, ptr %i, align 8
  %add2057 = add i64 %v2056, 1
  %sub2058 = sub i64 %dim, 1
  %c2059 = icmp slt i64 %add2057, %sub2058
  %mm2060 = select i1 %c2059, i64 %add2057, i64 %sub2058
  %c2061 = icmp sgt i64 0, %mm2060
  %mm2062 = select i1 %c2061, i64 0, i64 %mm2060
  %v2063 = load i64, ptr %j, align 8
  %add2064 = add i64 %v2063, -1
  %sub2065 = sub i64 %dim8, 1
  %c2066 = icmp slt i64 %add2064, %sub2065
  %mm2067 = select i1 %c2066, i64 %add2064, i64 %sub2065
  %c2068 = icmp sgt i64 0, %mm2067
  %mm2069 = select i1 %c2068, i64 0, i64 %mm2067
  %inb2070 = icmp ult i64 %mm2062, %dim
  br i1 %inb2070, label %ok2072, label %fail2071

fail2071:                                         ; preds = %ok2047
  %errp2073 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2073, align 8
  %errp2074 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp2074, align 8
  %errp2075 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2062, ptr %errp2075, align 8
  %errp2076 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2076, align 8
  ret i32 1

ok2072:                                           ; preds = %ok2047
  %pos2077 = mul i64 0, %dim
  %pos2078 = add i64 %pos2077, %mm2062
  %inb2079 = icmp ult i64 %mm2069, %dim8
  br i1 %inb2079, label %ok2081, label %fail2080

fail2080:                                         ; preds = %ok2072
  %errp2082 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2082, align 8
  %errp2083 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp2083, align 8
  %errp2084 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2069, ptr %errp2084, align 8
  %errp2085 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2085, align 8
  ret i32 1

ok2081:                                           ; preds = %ok2072
  %pos2086 = mul i64 %pos2078, %dim8
  %pos2087 = add i64 %pos2086, %mm2069
  %elp2088 = getelementptr inbounds float, ptr %buf, i64 %pos2087
  %el2089 = load float, ptr %elp2088, align 4, !alias.scope !0, !noalias !3
  store float %el2089, ptr %next_136, align 4
  %v2090 = load i64, ptr %i, align 8
  %add2091 = add i64 %v2090, 1
  %sub2092 = sub i64 %dim, 1
  %c2093 = icmp slt i64 %add2091, %sub2092
  %mm2094 = select i1 %c2093, i64 %add2091, i64 %sub2092
  %c2095 = icmp sgt i64 0, %mm2094
  %mm2096 = select i1 %c2095, i64 0, i64 %mm2094
  %v2097 = load i64, ptr %j, align 8
  %add2098 = add i64 %v2097, 0
  %sub2099 = sub i64 %dim8, 1
  %c2100 = icmp slt i64 %add2098, %sub2099
  %mm2101 = select i1 %c2100, i64 %add2098, i64 %sub2099
  %c2102 = icmp sgt i64 0, %mm2101
  %mm2103 = select i1 %c2102, i64 0, i64 %mm2101
  %inb2104 = icmp ult i64 %mm2096, %dim
  br i1 %inb2104, label %ok2106, label %fail2105

fail2105:                                         ; preds = %ok2081
  %errp2107 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2107, align 8
  %errp2108 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp2108, align 8
  %errp2109 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2096, ptr %errp2109, align 8
  %errp2110 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2110, align 8
  ret i32 1

ok2106:                                           ; preds = %ok2081
  %pos2111 = mul i64 0, %dim
  %pos2112 = add i64 %pos2111, %mm2096
  %inb2113 = icmp ult i64 %mm2103, %dim8
  br i1 %inb2113, label %ok2115, label %fail2114

fail2114:                                         ; preds = %ok2106
  %errp2116 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2116, align 8
  %errp2117 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp2117, align 8
  %errp2118 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2103, ptr %errp2118, align 8
  %errp2119 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2119, align 8
  ret i32 1

ok2115:                                           ; preds = %ok2106
  %pos2120 = mul i64 %pos2112, %dim8
  %pos2121 = add i64 %pos2120, %mm2103
  %elp2122 = getelementptr inbounds float, ptr %buf, i64 %pos2121
  %el2123 = load float, ptr %elp2122, align 4, !alias.scope !0, !noalias !3
  store float %el2123, ptr %next_137, align 4
  %v2124 = load i64, ptr %i, align 8
  %add2125 = add i64 %v2124, 1
  %sub2126 = sub i64 %dim, 1
  %c2127 = icmp slt i64 %add2125, %sub2126
  %mm2128 = select i1 %c2127, i64 %add2125, i64 %sub2126
  %c2129 = icmp sgt i64 0, %mm2128
  %mm2130 = select i1 %c2129, i64 0, i64 %mm2128
  %v2131 = load i64, ptr %j, align 8
  %add2132 = add i64 %v2131, 1
  %sub2133 = sub i64 %dim8, 1
  %c2134 = icmp slt i64 %add2132, %sub2133
  %mm2135 = select i1 %c2134, i64 %add2132, i64 %sub2133
  %c2136 = icmp sgt i64 0, %mm2135
  %mm2137 = select i1 %c2136, i64 0, i64 %mm2135
  %inb2138 = icmp ult i64 %mm2130, %dim
  br i1 %inb2138, label %ok2140, label %fail2139

fail2139:                                         ; preds = %ok2115
  %errp2141 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2141, align 8
  %errp2142 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp2142, align 8
  %errp2143 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2130, ptr %errp2143, align 8
  %errp2144 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2144, align 8
  ret i32 1

ok2140:                                           ; preds = %ok2115
  %pos2145 = mul i64 0, %dim
  %pos2146 = add i64 %pos2145, %mm2130
  %inb2147 = icmp ult i64 %mm2137, %dim8
  br i1 %inb2147, label %ok2149, label %fail2148

fail2148:                                         ; preds = %ok2140
  %errp2150 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2150, align 8
  %errp2151 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp2151, align 8
  %errp2152 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2137, ptr %errp2152, align 8
  %errp2153 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2153, align 8
  ret i32 1

ok2149:                                           ; preds = %ok2140
  %pos2154 = mul i64 %pos2146, %dim8
  %pos2155 = add i64 %pos2154, %mm2137
  %elp2156 = getelementptr inbounds float, ptr %buf, i64 %pos2155
  %el2157 = load float, ptr %elp2156, align 4, !alias.scope !0, !noalias !3
  store float %el2157, ptr %next_138, align 4
  %v2158 = load float, ptr %next_131, align 4
  %v2159 = load float, ptr %next_134, align 4
  %fs2160 = fsub float %v2158, %v2159
  store float %fs2160, ptr %derivs2_127.0, align 4
  %v2161 = load float, ptr %next_137, align 4
  %v2162 = load float, ptr %next_134, align 4
  %fs2163 = fsub float %v2161, %v2162
  store float %fs2163, ptr %derivs2_127.1, align 4
  %v2164 = load float, ptr %next_133, align 4
  %v2165 = load float, ptr %next_134, align 4
  %fs2166 = fsub float %v2164, %v2165
  store float %fs2166, ptr %derivs2_127.2, align 4
  %v2167 = load float, ptr %next_135, align 4
  %v2168 = load float, ptr %next_134, align 4
  %fs2169 = fsub float %v2167, %v2168
  store float %fs2169, ptr %derivs2_127.3, align 4
  %v2170 = load i64, ptr %i, align 8
  %v2171 = load i64, ptr %j, align 8
  %pos2172 = mul i64 0, %dim
  %pos2173 = add i64 %pos2172, %v2170
  %pos2174 = mul i64 %pos2173, %dim8
  %pos2175 = add i64 %pos2174, %v2171
  %v2176 = load float, ptr %derivs2_127.0, align 4
  %tup2177 = insertvalue { float, float, float, float } undef, float %v2176, 0
  %v2178 = load float, ptr %derivs2_127.1, align 4
  %tup2179 = insertvalue { float, float, float, float } %tup2177, float %v2178, 1
  %v2180 = load float, ptr %derivs2_127.2, align 4
  %tup2181 = insertvalue { float, float, float, float } %tup2179, float %v2180, 2
  %v2182 = load float, ptr %derivs2_127.3, align 4
  %tup2183 = insertvalue { float, float, float, float } %tup2181, float %v2182, 3
  %f2184 = extractvalue { float, float, float, float } %tup2183, 0
  %elp2185 = getelementptr inbounds float, ptr %buf404, i64 %pos2175
  store float %f2184, ptr %elp2185, align 4, !alias.scope !8, !noalias !9
  %f2186 = extractvalue { float, float, float, float } %tup2183, 1
  %elp2187 = getelementptr inbounds float, ptr %buf408, i64 %pos2175
  store float %f2186, ptr %elp2187, align 4, !alias.scope !10, !noalias !11
  %f2188 = extractvalue { float, float, float, float } %tup2183, 2
  %elp2189 = getelementptr inbounds float, ptr %buf412, i64 %pos2175
  store float %f2188, ptr %elp2189, align 4, !alias.scope !12, !noalias !13
  %f2190 = extractvalue { float, float, float, float } %tup2183, 3
  %elp2191 = getelementptr inbounds float, ptr %buf416, i64 %pos2175
  store float %f2190, ptr %elp2191, align 4, !alias.scope !14, !noalias !15
  %i2192 = load i64, ptr %j, align 8
  %next2193 = add i64 %i2192, 1
  store i64 %next2193, ptr %j, align 8
  br label %loop1847
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.17", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.25", !2}
!5 = !{!"fuselab.buf.26", !2}
!6 = !{!"fuselab.buf.27", !2}
!7 = !{!"fuselab.buf.28", !2}
!8 = !{!4}
!9 = !{!1, !5, !6, !7}
!10 = !{!5}
!11 = !{!1, !4, !6, !7}
!12 = !{!6}
!13 = !{!1, !4, !5, !7}
!14 = !{!7}
!15 = !{!1, !4, !5, !6}

; cluster c14: coef2
; ModuleID = 'srad_c14'
source_filename = "srad_c14"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 24
  %buf = load ptr, ptr %bufp, align 8
  %the_q0sqr2_151 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 72
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 112
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp23 = getelementptr inbounds i64, ptr %1, i64 73
  %dim24 = load i64, ptr %dimp23, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 113
  %dim33 = load i64, ptr %dimp32, align 8
  %j = alloca i64, align 8
  %bufp57 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf58 = load ptr, ptr %bufp57, align 8
  %next_142 = alloca float, align 4
  %derivs2_143 = alloca { float, float, float, float }, align 8
  %bufp67 = getelementptr inbounds ptr, ptr %0, i64 25
  %buf68 = load ptr, ptr %bufp67, align 8
  %bufp71 = getelementptr inbounds ptr, ptr %0, i64 26
  %buf72 = load ptr, ptr %bufp71, align 8
  %bufp76 = getelementptr inbounds ptr, ptr %0, i64 27
  %buf77 = load ptr, ptr %bufp76, align 8
  %bufp81 = getelementptr inbounds ptr, ptr %0, i64 28
  %buf82 = load ptr, ptr %bufp81, align 8
  %tup_144.0 = alloca float, align 4
  %tup_144.1 = alloca float, align 4
  %tup_144.2 = alloca float, align 4
  %tup_144.3 = alloca float, align 4
  %l = alloca float, align 4
  %den_150 = alloca float, align 4
  %c_152 = alloca float, align 4
  %coef2_139 = alloca float, align 4
  %bufp159 = getelementptr inbounds ptr, ptr %0, i64 29
  %buf160 = load ptr, ptr %bufp159, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds float, ptr %buf, i64 0
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %the_q0sqr2_151, align 4
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
  store i64 14, ptr %errp2, align 8
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
  store i64 14, ptr %errp11, align 8
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
  store i64 14, ptr %errp18, align 8
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
  store i64 14, ptr %errp29, align 8
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
  store i64 14, ptr %errp38, align 8
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
  store i64 14, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp47, align 8
  ret i32 1

ok43:                                             ; preds = %ok36
  store i64 0, ptr %j, align 8
  br label %loop48

loop48:                                           ; preds = %j144, %ok43
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
  %elp59 = getelementptr inbounds float, ptr %buf58, i64 %pos56
  %el60 = load float, ptr %elp59, align 4, !alias.scope !10, !noalias !11
  store float %el60, ptr %next_142, align 4
  %v61 = load i64, ptr %i, align 8
  %v62 = load i64, ptr %j, align 8
  %pos63 = mul i64 0, %dim6
  %pos64 = add i64 %pos63, %v61
  %pos65 = mul i64 %pos64, %dim33
  %pos66 = add i64 %pos65, %v62
  %elp69 = getelementptr inbounds float, ptr %buf68, i64 %pos66
  %el70 = load float, ptr %elp69, align 4, !alias.scope !12, !noalias !13
  %fldp = getelementptr inbounds { float, float, float, float }, ptr %derivs2_143, i32 0, i32 0
  store float %el70, ptr %fldp, align 4
  %elp73 = getelementptr inbounds float, ptr %buf72, i64 %pos66
  %el74 = load float, ptr %elp73, align 4, !alias.scope !14, !noalias !15
  %fldp75 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_143, i32 0, i32 1
  store float %el74, ptr %fldp75, align 4
  %elp78 = getelementptr inbounds float, ptr %buf77, i64 %pos66
  %el79 = load float, ptr %elp78, align 4, !alias.scope !16, !noalias !17
  %fldp80 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_143, i32 0, i32 2
  store float %el79, ptr %fldp80, align 4
  %elp83 = getelementptr inbounds float, ptr %buf82, i64 %pos66
  %el84 = load float, ptr %elp83, align 4, !alias.scope !18, !noalias !19
  %fldp85 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_143, i32 0, i32 3
  store float %el84, ptr %fldp85, align 4
  %fldp86 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_143, i32 0, i32 0
  %fldp87 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_143, i32 0, i32 0
  %fld = load float, ptr %fldp87, align 4
  store float %fld, ptr %tup_144.0, align 4
  %fldp88 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_143, i32 0, i32 1
  %fldp89 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_143, i32 0, i32 1
  %fld90 = load float, ptr %fldp89, align 4
  store float %fld90, ptr %tup_144.1, align 4
  %fldp91 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_143, i32 0, i32 2
  %fldp92 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_143, i32 0, i32 2
  %fld93 = load float, ptr %fldp92, align 4
  store float %fld93, ptr %tup_144.2, align 4
  %fldp94 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_143, i32 0, i32 3
  %fldp95 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_143, i32 0, i32 3
  %fld96 = load float, ptr %fldp95, align 4
  store float %fld96, ptr %tup_144.3, align 4
  %v97 = load float, ptr %tup_144.0, align 4
  %v98 = load float, ptr %tup_144.1, align 4
  %fa = fadd float %v97, %v98
  %v99 = load float, ptr %tup_144.2, align 4
  %fa100 = fadd float %fa, %v99
  %v101 = load float, ptr %tup_144.3, align 4
  %fa102 = fadd float %fa100, %v101
  %v103 = load float, ptr %next_142, align 4
  %fd = fdiv float %fa102, %v103
  store float %fd, ptr %l, align 4
  %v104 = load float, ptr %l, align 4
  %fm = fmul float 2.500000e-01, %v104
  %fa105 = fadd float 1.000000e+00, %fm
  store float %fa105, ptr %den_150, align 4
  %v106 = load float, ptr %tup_144.0, align 4
  %v107 = load float, ptr %tup_144.0, align 4
  %fm108 = fmul float %v106, %v107
  %v109 = load float, ptr %tup_144.1, align 4
  %v110 = load float, ptr %tup_144.1, align 4
  %fm111 = fmul float %v109, %v110
  %fa112 = fadd float %fm108, %fm111
  %v113 = load float, ptr %tup_144.2, align 4
  %v114 = load float, ptr %tup_144.2, align 4
  %fm115 = fmul float %v113, %v114
  %fa116 = fadd float %fa112, %fm115
  %v117 = load float, ptr %tup_144.3, align 4
  %v118 = load float, ptr %tup_144.3, align 4
  %fm119 = fmul float %v117, %v118
  %fa120 = fadd float %fa116, %fm119
  %v121 = load float, ptr %next_142, align 4
  %v122 = load float, ptr %next_142, align 4
  %fm123 = fmul float %v121, %v122
  %fd124 = fdiv float %fa120, %fm123
  %fm125 = fmul float 5.000000e-01, %fd124
  %v126 = load float, ptr %l, align 4
  %fm127 = fmul float 6.250000e-02, %v126
  %v128 = load float, ptr %l, align 4
  %fm129 = fmul float %fm127, %v128
  %fs = fsub float %fm125, %fm129
  %v130 = load float, ptr %den_150, align 4
  %v131 = load float, ptr %den_150, align 4
  %fm132 = fmul float %v130, %v131
  %fd133 = fdiv float %fs, %fm132
  %v134 = load float, ptr %the_q0sqr2_151, align 4
  %fs135 = fsub float %fd133, %v134
  %v136 = load float, ptr %the_q0sqr2_151, align 4
  %v137 = load float, ptr %the_q0sqr2_151, align 4
  %fa138 = fadd float 1.000000e+00, %v137
  %fm139 = fmul float %v136, %fa138
  %fd140 = fdiv float %fs135, %fm139
  %fa141 = fadd float 1.000000e+00, %fd140
  %fd142 = fdiv float 1.000000e+00, %fa141
  store float %fd142, ptr %c_152, align 4
  %v143 = load float, ptr %c_152, align 4
  %fc = fcmp olt float %v143, 0.000000e+00
  br i1 %fc, label %t, label %e

exit50:                                           ; preds = %loop48
  %i163 = load i64, ptr %i, align 8
  %next164 = add i64 %i163, 1
  store i64 %next164, ptr %i, align 8
  br label %loop

t:                                                ; preds = %body49
  br label %j144

e:                                                ; preds = %body49
  %v145 = load float, ptr %c_152, align 4
  %fc146 = fcmp ogt float %v145, 1.000000e+00
  br i1 %fc146, label %t147, label %e148

j144:                                             ; preds = %j149, %t
  %if151 = phi float [ 0.000000e+00, %t ], [ %if, %j149 ]
  store float %if151, ptr %coef2_139, align 4
  %v152 = load i64, ptr %i, align 8
  %v153 = load i64, ptr %j, align 8
  %pos154 = mul i64 0, %dim
  %pos155 = add i64 %pos154, %v152
  %pos156 = mul i64 %pos155, %dim24
  %pos157 = add i64 %pos156, %v153
  %v158 = load float, ptr %coef2_139, align 4
  %elp161 = getelementptr inbounds float, ptr %buf160, i64 %pos157
  store float %v158, ptr %elp161, align 4, !alias.scope !20, !noalias !21
  %i162 = load i64, ptr %j, align 8
  %next = add i64 %i162, 1
  store i64 %next, ptr %j, align 8
  br label %loop48

t147:                                             ; preds = %e
  br label %j149

e148:                                             ; preds = %e
  %v150 = load float, ptr %c_152, align 4
  br label %j149

j149:                                             ; preds = %e148, %t147
  %if = phi float [ 1.000000e+00, %t147 ], [ %v150, %e148 ]
  br label %j144
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.24", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7, !8, !9}
!4 = !{!"fuselab.buf.17", !2}
!5 = !{!"fuselab.buf.25", !2}
!6 = !{!"fuselab.buf.26", !2}
!7 = !{!"fuselab.buf.27", !2}
!8 = !{!"fuselab.buf.28", !2}
!9 = !{!"fuselab.buf.29", !2}
!10 = !{!4}
!11 = !{!1, !5, !6, !7, !8, !9}
!12 = !{!5}
!13 = !{!4, !1, !6, !7, !8, !9}
!14 = !{!6}
!15 = !{!4, !1, !5, !7, !8, !9}
!16 = !{!7}
!17 = !{!4, !1, !5, !6, !8, !9}
!18 = !{!8}
!19 = !{!4, !1, !5, !6, !7, !9}
!20 = !{!9}
!21 = !{!4, !1, !5, !6, !7, !8}

; cluster c15: cnb2
; ModuleID = 'srad_c15'
source_filename = "srad_c15"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 120
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 121
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 29
  %buf = load ptr, ptr %bufp, align 8
  %coef2_156 = alloca float, align 4
  %coef2_157 = alloca float, align 4
  %coef2_158 = alloca float, align 4
  %coef2_159 = alloca float, align 4
  %coef2_160 = alloca float, align 4
  %coef2_161 = alloca float, align 4
  %coef2_162 = alloca float, align 4
  %coef2_163 = alloca float, align 4
  %coef2_164 = alloca float, align 4
  %bufp390 = getelementptr inbounds ptr, ptr %0, i64 30
  %buf391 = load ptr, ptr %bufp390, align 8
  %bufp394 = getelementptr inbounds ptr, ptr %0, i64 31
  %buf395 = load ptr, ptr %bufp394, align 8
  %bufp398 = getelementptr inbounds ptr, ptr %0, i64 32
  %buf399 = load ptr, ptr %bufp398, align 8
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
  store i64 15, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done1560, %ok
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
  store i64 15, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %body5
  %tap_end = sub i64 %dim8, -1
  %tap_end16 = sub i64 %dim8, 0
  %c17 = icmp slt i64 %tap_end, %tap_end16
  %min18 = select i1 %c17, i64 %tap_end, i64 %tap_end16
  %tap_end19 = sub i64 %dim8, 1
  %c20 = icmp slt i64 %min18, %tap_end19
  %min21 = select i1 %c20, i64 %min18, i64 %tap_end19
  %c22 = icmp slt i64 1, %dim8
  %min23 = select i1 %c22, i64 1, i64 %dim8
  %c24 = icmp sgt i64 %min21, %min23
  %max25 = select i1 %c24, i64 %min21, i64 %min23
  %c26 = icmp slt i64 %max25, %dim8
  %min27 = select i1 %c26, i64 %max25, i64 %dim8
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %add = add i64 %v, -1
  %sub = sub i64 %dim, 1
  %c28 = icmp slt i64 %add, %sub
  %mm = select i1 %c28, i64 %add, i64 %sub
  %c29 = icmp sgt i64 0, %mm
  %mm30 = select i1 %c29, i64 0, i64 %mm
  %base = sext i64 %mm30 to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits31 = and i1 %fits_low, %fits_high
  %least = select i1 %fits31, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits31, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok32 = and i1 true, %low_ok
  %ok33 = and i1 %ok32, %high_ok
  %v34 = load i64, ptr %j, align 8
  %add35 = add i64 %v34, -1
  %base36 = sext i64 %add35 to i128
  store i64 1, ptr %j, align 8
  %v37 = load i64, ptr %j, align 8
  %add38 = add i64 %v37, -1
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %add38 to i128
  %step = sub i128 %at_next, %base36
  %step39 = trunc i128 %step to i64
  %step40 = sext i64 %step39 to i128
  %len = sub i64 %min23, 0
  %span = sub i64 %len, 1
  %span41 = sext i64 %span to i128
  %reach = mul i128 %step40, %span41
  %c42 = icmp slt i128 %reach, 0
  %min43 = select i1 %c42, i128 %reach, i128 0
  %c44 = icmp sgt i128 %reach, 0
  %max45 = select i1 %c44, i128 %reach, i128 0
  %least46 = add i128 %base36, %min43
  %most47 = add i128 %base36, %max45
  %fits_low48 = icmp sge i128 %least46, -9223372036854775808
  %fits_high49 = icmp sle i128 %most47, 9223372036854775807
  %fits50 = and i1 %fits_low48, %fits_high49
  %least51 = select i1 %fits50, i128 %least46, i128 -9223372036854775808
  %most52 = select i1 %fits50, i128 %most47, i128 9223372036854775807
  %sub53 = sub i64 %dim8, 1
  %base54 = sext i64 %sub53 to i128
  %fits_low55 = icmp sge i128 %base54, -9223372036854775808
  %fits_high56 = icmp sle i128 %base54, 9223372036854775807
  %fits57 = and i1 %fits_low55, %fits_high56
  %least58 = select i1 %fits57, i128 %base54, i128 -9223372036854775808
  %most59 = select i1 %fits57, i128 %base54, i128 9223372036854775807
  %c60 = icmp slt i128 %least51, %least58
  %min61 = select i1 %c60, i128 %least51, i128 %least58
  %c62 = icmp slt i128 %most52, %most59
  %min63 = select i1 %c62, i128 %most52, i128 %most59
  %c64 = icmp sgt i128 0, %min61
  %max65 = select i1 %c64, i128 0, i128 %min61
  %c66 = icmp sgt i128 0, %min63
  %max67 = select i1 %c66, i128 0, i128 %min63
  %extent68 = sext i64 %dim8 to i128
  %low_ok69 = icmp sge i128 %max65, 0
  %high_ok70 = icmp slt i128 %max67, %extent68
  %ok71 = and i1 %ok33, %low_ok69
  %ok72 = and i1 %ok71, %high_ok70
  %v73 = load i64, ptr %j, align 8
  %add74 = add i64 %v73, 0
  %base75 = sext i64 %add74 to i128
  store i64 1, ptr %j, align 8
  %v76 = load i64, ptr %j, align 8
  %add77 = add i64 %v76, 0
  store i64 0, ptr %j, align 8
  %at_next78 = sext i64 %add77 to i128
  %step79 = sub i128 %at_next78, %base75
  %step80 = trunc i128 %step79 to i64
  %step81 = sext i64 %step80 to i128
  %len82 = sub i64 %min23, 0
  %span83 = sub i64 %len82, 1
  %span84 = sext i64 %span83 to i128
  %reach85 = mul i128 %step81, %span84
  %c86 = icmp slt i128 %reach85, 0
  %min87 = select i1 %c86, i128 %reach85, i128 0
  %c88 = icmp sgt i128 %reach85, 0
  %max89 = select i1 %c88, i128 %reach85, i128 0
  %least90 = add i128 %base75, %min87
  %most91 = add i128 %base75, %max89
  %fits_low92 = icmp sge i128 %least90, -9223372036854775808
  %fits_high93 = icmp sle i128 %most91, 9223372036854775807
  %fits94 = and i1 %fits_low92, %fits_high93
  %least95 = select i1 %fits94, i128 %least90, i128 -9223372036854775808
  %most96 = select i1 %fits94, i128 %most91, i128 9223372036854775807
  %sub97 = sub i64 %dim8, 1
  %base98 = sext i64 %sub97 to i128
  %fits_low99 = icmp sge i128 %base98, -9223372036854775808
  %fits_high100 = icmp sle i128 %base98, 9223372036854775807
  %fits101 = and i1 %fits_low99, %fits_high100
  %least102 = select i1 %fits101, i128 %base98, i128 -9223372036854775808
  %most103 = select i1 %fits101, i128 %base98, i128 9223372036854775807
  %c104 = icmp slt i128 %least95, %least102
  %min105 = select i1 %c104, i128 %least95, i128 %least102
  %c106 = icmp slt i128 %most96, %most103
  %min107 = select i1 %c106, i128 %most96, i128 %most103
  %c108 = icmp sgt i128 0, %min105
  %max109 = select i1 %c108, i128 0, i128 %min105
  %c110 = icmp sgt i128 0, %min107
  %max111 = select i1 %c110, i128 0, i128 %min107
  %extent112 = sext i64 %dim8 to i128
  %low_ok113 = icmp sge i128 %max109, 0
  %high_ok114 = icmp slt i128 %max111, %extent112
  %ok115 = and i1 %ok72, %low_ok113
  %ok116 = and i1 %ok115, %high_ok114
  %v117 = load i64, ptr %j, align 8
  %add118 = add i64 %v117, 1
  %base119 = sext i64 %add118 to i128
  store i64 1, ptr %j, align 8
  %v120 = load i64, ptr %j, align 8
  %add121 = add i64 %v120, 1
  store i64 0, ptr %j, align 8
  %at_next122 = sext i64 %add121 to i128
  %step123 = sub i128 %at_next122, %base119
  %step124 = trunc i128 %step123 to i64
  %step125 = sext i64 %step124 to i128
  %len126 = sub i64 %min23, 0
  %span127 = sub i64 %len126, 1
  %span128 = sext i64 %span127 to i128
  %reach129 = mul i128 %step125, %span128
  %c130 = icmp slt i128 %reach129, 0
  %min131 = select i1 %c130, i128 %reach129, i128 0
  %c132 = icmp sgt i128 %reach129, 0
  %max133 = select i1 %c132, i128 %reach129, i128 0
  %least134 = add i128 %base119, %min131
  %most135 = add i128 %base119, %max133
  %fits_low136 = icmp sge i128 %least134, -9223372036854775808
  %fits_high137 = icmp sle i128 %most135, 9223372036854775807
  %fits138 = and i1 %fits_low136, %fits_high137
  %least139 = select i1 %fits138, i128 %least134, i128 -9223372036854775808
  %most140 = select i1 %fits138, i128 %most135, i128 9223372036854775807
  %sub141 = sub i64 %dim8, 1
  %base142 = sext i64 %sub141 to i128
  %fits_low143 = icmp sge i128 %base142, -9223372036854775808
  %fits_high144 = icmp sle i128 %base142, 9223372036854775807
  %fits145 = and i1 %fits_low143, %fits_high144
  %least146 = select i1 %fits145, i128 %base142, i128 -9223372036854775808
  %most147 = select i1 %fits145, i128 %base142, i128 9223372036854775807
  %c148 = icmp slt i128 %least139, %least146
  %min149 = select i1 %c148, i128 %least139, i128 %least146
  %c150 = icmp slt i128 %most140, %most147
  %min151 = select i1 %c150, i128 %most140, i128 %most147
  %c152 = icmp sgt i128 0, %min149
  %max153 = select i1 %c152, i128 0, i128 %min149
  %c154 = icmp sgt i128 0, %min151
  %max155 = select i1 %c154, i128 0, i128 %min151
  %extent156 = sext i64 %dim8 to i128
  %low_ok157 = icmp sge i128 %max153, 0
  %high_ok158 = icmp slt i128 %max155, %extent156
  %ok159 = and i1 %ok116, %low_ok157
  %ok160 = and i1 %ok159, %high_ok158
  %v161 = load i64, ptr %i, align 8
  %add162 = add i64 %v161, 0
  %sub163 = sub i64 %dim, 1
  %c164 = icmp slt i64 %add162, %sub163
  %mm165 = select i1 %c164, i64 %add162, i64 %sub163
  %c166 = icmp sgt i64 0, %mm165
  %mm167 = select i1 %c166, i64 0, i64 %mm165
  %base168 = sext i64 %mm167 to i128
  %fits_low169 = icmp sge i128 %base168, -9223372036854775808
  %fits_high170 = icmp sle i128 %base168, 9223372036854775807
  %fits171 = and i1 %fits_low169, %fits_high170
  %least172 = select i1 %fits171, i128 %base168, i128 -9223372036854775808
  %most173 = select i1 %fits171, i128 %base168, i128 9223372036854775807
  %extent174 = sext i64 %dim to i128
  %low_ok175 = icmp sge i128 %least172, 0
  %high_ok176 = icmp slt i128 %most173, %extent174
  %ok177 = and i1 %ok160, %low_ok175
  %ok178 = and i1 %ok177, %high_ok176
  %v179 = load i64, ptr %i, align 8
  %add180 = add i64 %v179, 1
  %sub181 = sub i64 %dim, 1
  %c182 = icmp slt i64 %add180, %sub181
  %mm183 = select i1 %c182, i64 %add180, i64 %sub181
  %c184 = icmp sgt i64 0, %mm183
  %mm185 = select i1 %c184, i64 0, i64 %mm183
  %base186 = sext i64 %mm185 to i128
  %fits_low187 = icmp sge i128 %base186, -9223372036854775808
  %fits_high188 = icmp sle i128 %base186, 9223372036854775807
  %fits189 = and i1 %fits_low187, %fits_high188
  %least190 = select i1 %fits189, i128 %base186, i128 -9223372036854775808
  %most191 = select i1 %fits189, i128 %base186, i128 9223372036854775807
  %extent192 = sext i64 %dim to i128
  %low_ok193 = icmp sge i128 %least190, 0
  %high_ok194 = icmp slt i128 %most191, %extent192
  %ok195 = and i1 %ok178, %low_ok193
  %ok196 = and i1 %ok195, %high_ok194
  br i1 %ok196, label %proved, label %checked

proved:                                           ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop197

checked:                                          ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop402

versions_done:                                    ; preds = %exit404, %exit199
  store i64 %min23, ptr %j, align 8
  %v732 = load i64, ptr %i, align 8
  %add733 = add i64 %v732, -1
  %sub734 = sub i64 %dim, 1
  %c735 = icmp slt i64 %add733, %sub734
  %mm736 = select i1 %c735, i64 %add733, i64 %sub734
  %c737 = icmp sgt i64 0, %mm736
  %mm738 = select i1 %c737, i64 0, i64 %mm736
  %base739 = sext i64 %mm738 to i128
  %fits_low740 = icmp sge i128 %base739, -9223372036854775808
  %fits_high741 = icmp sle i128 %base739, 9223372036854775807
  %fits742 = and i1 %fits_low740, %fits_high741
  %least743 = select i1 %fits742, i128 %base739, i128 -9223372036854775808
  %most744 = select i1 %fits742, i128 %base739, i128 9223372036854775807
  %extent745 = sext i64 %dim to i128
  %low_ok746 = icmp sge i128 %least743, 0
  %high_ok747 = icmp slt i128 %most744, %extent745
  %ok748 = and i1 true, %low_ok746
  %ok749 = and i1 %ok748, %high_ok747
  %v750 = load i64, ptr %j, align 8
  %add751 = add i64 %v750, -1
  %base752 = sext i64 %add751 to i128
  %next753 = add i64 %min23, 1
  store i64 %next753, ptr %j, align 8
  %v754 = load i64, ptr %j, align 8
  %add755 = add i64 %v754, -1
  store i64 %min23, ptr %j, align 8
  %at_next756 = sext i64 %add755 to i128
  %step757 = sub i128 %at_next756, %base752
  %step758 = trunc i128 %step757 to i64
  %step759 = sext i64 %step758 to i128
  %len760 = sub i64 %min27, %min23
  %span761 = sub i64 %len760, 1
  %span762 = sext i64 %span761 to i128
  %reach763 = mul i128 %step759, %span762
  %c764 = icmp slt i128 %reach763, 0
  %min765 = select i1 %c764, i128 %reach763, i128 0
  %c766 = icmp sgt i128 %reach763, 0
  %max767 = select i1 %c766, i128 %reach763, i128 0
  %least768 = add i128 %base752, %min765
  %most769 = add i128 %base752, %max767
  %fits_low770 = icmp sge i128 %least768, -9223372036854775808
  %fits_high771 = icmp sle i128 %most769, 9223372036854775807
  %fits772 = and i1 %fits_low770, %fits_high771
  %least773 = select i1 %fits772, i128 %least768, i128 -9223372036854775808
  %most774 = select i1 %fits772, i128 %most769, i128 9223372036854775807
  %sub775 = sub i64 %dim8, 1
  %base776 = sext i64 %sub775 to i128
  %fits_low777 = icmp sge i128 %base776, -9223372036854775808
  %fits_high778 = icmp sle i128 %base776, 9223372036854775807
  %fits779 = and i1 %fits_low777, %fits_high778
  %least780 = select i1 %fits779, i128 %base776, i128 -9223372036854775808
  %most781 = select i1 %fits779, i128 %base776, i128 9223372036854775807
  %c782 = icmp slt i128 %least773, %least780
  %min783 = select i1 %c782, i128 %least773, i128 %least780
  %c784 = icmp slt i128 %most774, %most781
  %min785 = select i1 %c784, i128 %most774, i128 %most781
  %c786 = icmp sgt i128 0, %min783
  %max787 = select i1 %c786, i128 0, i128 %min783
  %c788 = icmp sgt i128 0, %min785
  %max789 = select i1 %c788, i128 0, i128 %min785
  %extent790 = sext i64 %dim8 to i128
  %low_ok791 = icmp sge i128 %max787, 0
  %high_ok792 = icmp slt i128 %max789, %extent790
  %ok793 = and i1 %ok749, %low_ok791
  %ok794 = and i1 %ok793, %high_ok792
  %v795 = load i64, ptr %j, align 8
  %add796 = add i64 %v795, 0
  %base797 = sext i64 %add796 to i128
  %next798 = add i64 %min23, 1
  store i64 %next798, ptr %j, align 8
  %v799 = load i64, ptr %j, align 8
  %add800 = add i64 %v799, 0
  store i64 %min23, ptr %j, align 8
  %at_next801 = sext i64 %add800 to i128
  %step802 = sub i128 %at_next801, %base797
  %step803 = trunc i128 %step802 to i64
  %step804 = sext i64 %step803 to i128
  %len805 = sub i64 %min27, %min23
  %span806 = sub i64 %len805, 1
  %span807 = sext i64 %span806 to i128
  %reach808 = mul i128 %step804, %span807
  %c809 = icmp slt i128 %reach808, 0
  %min810 = select i1 %c809, i128 %reach808, i128 0
  %c811 = icmp sgt i128 %reach808, 0
  %max812 = select i1 %c811, i128 %reach808, i128 0
  %least813 = add i128 %base797, %min810
  %most814 = add i128 %base797, %max812
  %fits_low815 = icmp sge i128 %least813, -9223372036854775808
  %fits_high816 = icmp sle i128 %most814, 9223372036854775807
  %fits817 = and i1 %fits_low815, %fits_high816
  %least818 = select i1 %fits817, i128 %least813, i128 -9223372036854775808
  %most819 = select i1 %fits817, i128 %most814, i128 9223372036854775807
  %sub820 = sub i64 %dim8, 1
  %base821 = sext i64 %sub820 to i128
  %fits_low822 = icmp sge i128 %base821, -9223372036854775808
  %fits_high823 = icmp sle i128 %base821, 9223372036854775807
  %fits824 = and i1 %fits_low822, %fits_high823
  %least825 = select i1 %fits824, i128 %base821, i128 -9223372036854775808
  %most826 = select i1 %fits824, i128 %base821, i128 9223372036854775807
  %c827 = icmp slt i128 %least818, %least825
  %min828 = select i1 %c827, i128 %least818, i128 %least825
  %c829 = icmp slt i128 %most819, %most826
  %min830 = select i1 %c829, i128 %most819, i128 %most826
  %c831 = icmp sgt i128 0, %min828
  %max832 = select i1 %c831, i128 0, i128 %min828
  %c833 = icmp sgt i128 0, %min830
  %max834 = select i1 %c833, i128 0, i128 %min830
  %extent835 = sext i64 %dim8 to i128
  %low_ok836 = icmp sge i128 %max832, 0
  %high_ok837 = icmp slt i128 %max834, %extent835
  %ok838 = and i1 %ok794, %low_ok836
  %ok839 = and i1 %ok838, %high_ok837
  %v840 = load i64, ptr %j, align 8
  %add841 = add i64 %v840, 1
  %base842 = sext i64 %add841 to i128
  %next843 = add i64 %min23, 1
  store i64 %next843, ptr %j, align 8
  %v844 = load i64, ptr %j, align 8
  %add845 = add i64 %v844, 1
  store i64 %min23, ptr %j, align 8
  %at_next846 = sext i64 %add845 to i128
  %step847 = sub i128 %at_next846, %base842
  %step848 = trunc i128 %step847 to i64
  %step849 = sext i64 %step848 to i128
  %len850 = sub i64 %min27, %min23
  %span851 = sub i64 %len850, 1
  %span852 = sext i64 %span851 to i128
  %reach853 = mul i128 %step849, %span852
  %c854 = icmp slt i128 %reach853, 0
  %min855 = select i1 %c854, i128 %reach853, i128 0
  %c856 = icmp sgt i128 %reach853, 0
  %max857 = select i1 %c856, i128 %reach853, i128 0
  %least858 = add i128 %base842, %min855
  %most859 = add i128 %base842, %max857
  %fits_low860 = icmp sge i128 %least858, -9223372036854775808
  %fits_high861 = icmp sle i128 %most859, 9223372036854775807
  %fits862 = and i1 %fits_low860, %fits_high861
  %least863 = select i1 %fits862, i128 %least858, i128 -9223372036854775808
  %most864 = select i1 %fits862, i128 %most859, i128 9223372036854775807
  %sub865 = sub i64 %dim8, 1
  %base866 = sext i64 %sub865 to i128
  %fits_low867 = icmp sge i128 %base866, -9223372036854775808
  %fits_high868 = icmp sle i128 %base866, 9223372036854775807
  %fits869 = and i1 %fits_low867, %fits_high868
  %least870 = select i1 %fits869, i128 %base866, i128 -9223372036854775808
  %most871 = select i1 %fits869, i128 %base866, i128 9223372036854775807
  %c872 = icmp slt i128 %least863, %least870
  %min873 = select i1 %c872, i128 %least863, i128 %least870
  %c874 = icmp slt i128 %most864, %most871
  %min875 = select i1 %c874, i128 %most864, i128 %most871
  %c876 = icmp sgt i128 0, %min873
  %max877 = select i1 %c876, i128 0, i128 %min873
  %c878 = icmp sgt i128 0, %min875
  %max879 = select i1 %c878, i128 0, i128 %min875
  %extent880 = sext i64 %dim8 to i128
  %low_ok881 = icmp sge i128 %max877, 0
  %high_ok882 = icmp slt i128 %max879, %extent880
  %ok883 = and i1 %ok839, %low_ok881
  %ok884 = and i1 %ok883, %high_ok882
  %v885 = load i64, ptr %i, align 8
  %add886 = add i64 %v885, 0
  %sub887 = sub i64 %dim, 1
  %c888 = icmp slt i64 %add886, %sub887
  %mm889 = select i1 %c888, i64 %add886, i64 %sub887
  %c890 = icmp sgt i64 0, %mm889
  %mm891 = select i1 %c890, i64 0, i64 %mm889
  %base892 = sext i64 %mm891 to i128
  %fits_low893 = icmp sge i128 %base892, -9223372036854775808
  %fits_high894 = icmp sle i128 %base892, 9223372036854775807
  %fits895 = and i1 %fits_low893, %fits_high894
  %least896 = select i1 %fits895, i128 %base892, i128 -9223372036854775808
  %most897 = select i1 %fits895, i128 %base892, i128 9223372036854775807
  %extent898 = sext i64 %dim to i128
  %low_ok899 = icmp sge i128 %least896, 0
  %high_ok900 = icmp slt i128 %most897, %extent898
  %ok901 = and i1 %ok884, %low_ok899
  %ok902 = and i1 %ok901, %high_ok900
  %v903 = load i64, ptr %i, align 8
  %add904 = add i64 %v903, 1
  %sub905 = sub i64 %dim, 1
  %c906 = icmp slt i64 %add904, %sub905
  %mm907 = select i1 %c906, i64 %add904, i64 %sub905
  %c908 = icmp sgt i64 0, %mm907
  %mm909 = select i1 %c908, i64 0, i64 %mm907
  %base910 = sext i64 %mm909 to i128
  %fits_low911 = icmp sge i128 %base910, -9223372036854775808
  %fits_high912 = icmp sle i128 %base910, 9223372036854775807
  %fits913 = and i1 %fits_low911, %fits_high912
  %least914 = select i1 %fits913, i128 %base910, i128 -9223372036854775808
  %most915 = select i1 %fits913, i128 %base910, i128 9223372036854775807
  %extent916 = sext i64 %dim to i128
  %low_ok917 = icmp sge i128 %least914, 0
  %high_ok918 = icmp slt i128 %most915, %extent916
  %ok919 = and i1 %ok902, %low_ok917
  %ok920 = and i1 %ok919, %high_ok918
  br i1 %ok920, label %proved921, label %checked922

loop197:                                          ; preds = %body198, %proved
  %i200 = load i64, ptr %j, align 8
  %more201 = icmp slt i64 %i200, %min23
  br i1 %more201, label %body198, label %exit199

body198:                                          ; preds = %loop197
  %v202 = load i64, ptr %i, align 8
  %add203 = add i64 %v202, -1
  %sub204 = sub i64 %dim, 1
  %c205 = icmp slt i64 %add203, %sub204
  %mm206 = select i1 %c205, i64 %add203, i64 %sub204
  %c207 = icmp sgt i64 0, %mm206
  %mm208 = select i1 %c207, i64 0, i64 %mm206
  %v209 = load i64, ptr %j, align 8
  %add210 = add i64 %v209, -1
  %sub211 = sub i64 %dim8, 1
  %c212 = icmp slt i64 %add210, %sub211
  %mm213 = select i1 %c212, i64 %add210, i64 %sub211
  %c214 = icmp sgt i64 0, %mm213
  %mm215 = select i1 %c214, i64 0, i64 %mm213
  %pos = mul i64 0, %dim
  %pos216 = add i64 %pos, %mm208
  %pos217 = mul i64 %pos216, %dim8
  %pos218 = add i64 %pos217, %mm215
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos218
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %coef2_156, align 4
  %v219 = load i64, ptr %i, align 8
  %add220 = add i64 %v219, -1
  %sub221 = sub i64 %dim, 1
  %c222 = icmp slt i64 %add220, %sub221
  %mm223 = select i1 %c222, i64 %add220, i64 %sub221
  %c224 = icmp sgt i64 0, %mm223
  %mm225 = select i1 %c224, i64 0, i64 %mm223
  %v226 = load i64, ptr %j, align 8
  %add227 = add i64 %v226, 0
  %sub228 = sub i64 %dim8, 1
  %c229 = icmp slt i64 %add227, %sub228
  %mm230 = select i1 %c229, i64 %add227, i64 %sub228
  %c231 = icmp sgt i64 0, %mm230
  %mm232 = select i1 %c231, i64 0, i64 %mm230
  %pos233 = mul i64 0, %dim
  %pos234 = add i64 %pos233, %mm225
  %pos235 = mul i64 %pos234, %dim8
  %pos236 = add i64 %pos235, %mm232
  %elp237 = getelementptr inbounds float, ptr %buf, i64 %pos236
  %el238 = load float, ptr %elp237, align 4, !alias.scope !0, !noalias !3
  store float %el238, ptr %coef2_157, align 4
  %v239 = load i64, ptr %i, align 8
  %add240 = add i64 %v239, -1
  %sub241 = sub i64 %dim, 1
  %c242 = icmp slt i64 %add240, %sub241
  %mm243 = select i1 %c242, i64 %add240, i64 %sub241
  %c244 = icmp sgt i64 0, %mm243
  %mm245 = select i1 %c244, i64 0, i64 %mm243
  %v246 = load i64, ptr %j, align 8
  %add247 = add i64 %v246, 1
  %sub248 = sub i64 %dim8, 1
  %c249 = icmp slt i64 %add247, %sub248
  %mm250 = select i1 %c249, i64 %add247, i64 %sub248
  %c251 = icmp sgt i64 0, %mm250
  %mm252 = select i1 %c251, i64 0, i64 %mm250
  %pos253 = mul i64 0, %dim
  %pos254 = add i64 %pos253, %mm245
  %pos255 = mul i64 %pos254, %dim8
  %pos256 = add i64 %pos255, %mm252
  %elp257 = getelementptr inbounds float, ptr %buf, i64 %pos256
  %el258 = load float, ptr %elp257, align 4, !alias.scope !0, !noalias !3
  store float %el258, ptr %coef2_158, align 4
  %v259 = load i64, ptr %i, align 8
  %add260 = add i64 %v259, 0
  %sub261 = sub i64 %dim, 1
  %c262 = icmp slt i64 %add260, %sub261
  %mm263 = select i1 %c262, i64 %add260, i64 %sub261
  %c264 = icmp sgt i64 0, %mm263
  %mm265 = select i1 %c264, i64 0, i64 %mm263
  %v266 = load i64, ptr %j, align 8
  %add267 = add i64 %v266, -1
  %sub268 = sub i64 %dim8, 1
  %c269 = icmp slt i64 %add267, %sub268
  %mm270 = select i1 %c269, i64 %add267, i64 %sub268
  %c271 = icmp sgt i64 0, %mm270
  %mm272 = select i1 %c271, i64 0, i64 %mm270
  %pos273 = mul i64 0, %dim
  %pos274 = add i64 %pos273, %mm265
  %pos275 = mul i64 %pos274, %dim8
  %pos276 = add i64 %pos275, %mm272
  %elp277 = getelementptr inbounds float, ptr %buf, i64 %pos276
  %el278 = load float, ptr %elp277, align 4, !alias.scope !0, !noalias !3
  store float %el278, ptr %coef2_159, align 4
  %v279 = load i64, ptr %i, align 8
  %add280 = add i64 %v279, 0
  %sub281 = sub i64 %dim, 1
  %c282 = icmp slt i64 %add280, %sub281
  %mm283 = select i1 %c282, i64 %add280, i64 %sub281
  %c284 = icmp sgt i64 0, %mm283
  %mm285 = select i1 %c284, i64 0, i64 %mm283
  %v286 = load i64, ptr %j, align 8
  %add287 = add i64 %v286, 0
  %sub288 = sub i64 %dim8, 1
  %c289 = icmp slt i64 %add287, %sub288
  %mm290 = select i1 %c289, i64 %add287, i64 %sub288
  %c291 = icmp sgt i64 0, %mm290
  %mm292 = select i1 %c291, i64 0, i64 %mm290
  %pos293 = mul i64 0, %dim
  %pos294 = add i64 %pos293, %mm285
  %pos295 = mul i64 %pos294, %dim8
  %pos296 = add i64 %pos295, %mm292
  %elp297 = getelementptr inbounds float, ptr %buf, i64 %pos296
  %el298 = load float, ptr %elp297, align 4, !alias.scope !0, !noalias !3
  store float %el298, ptr %coef2_160, align 4
  %v299 = load i64, ptr %i, align 8
  %add300 = add i64 %v299, 0
  %sub301 = sub i64 %dim, 1
  %c302 = icmp slt i64 %add300, %sub301
  %mm303 = select i1 %c302, i64 %add300, i64 %sub301
  %c304 = icmp sgt i64 0, %mm303
  %mm305 = select i1 %c304, i64 0, i64 %mm303
  %v306 = load i64, ptr %j, align 8
  %add307 = add i64 %v306, 1
  %sub308 = sub i64 %dim8, 1
  %c309 = icmp slt i64 %add307, %sub308
  %mm310 = select i1 %c309, i64 %add307, i64 %sub308
  %c311 = icmp sgt i64 0, %mm310
  %mm312 = select i1 %c311, i64 0, i64 %mm310
  %pos313 = mul i64 0, %dim
  %pos314 = add i64 %pos313, %mm305
  %pos315 = mul i64 %pos314, %dim8
  %pos316 = add i64 %pos315, %mm312
  %elp317 = getelementptr inbounds float, ptr %buf, i64 %pos316
  %el318 = load float, ptr %elp317, align 4, !alias.scope !0, !noalias !3
  store float %el318, ptr %coef2_161, align 4
  %v319 = load i64, ptr %i, align 8
  %add320 = add i64 %v319, 1
  %sub321 = sub i64 %dim, 1
  %c322 = icmp slt i64 %add320, %sub321
  %mm323 = select i1 %c322, i64 %add320, i64 %sub321
  %c324 = icmp sgt i64 0, %mm323
  %mm325 = select i1 %c324, i64 0, i64 %mm323
  %v326 = load i64, ptr %j, align 8
  %add327 = add i64 %v326, -1
  %sub328 = sub i64 %dim8, 1
  %c329 = icmp slt i64 %add327, %sub328
  %mm330 = select i1 %c329, i64 %add327, i64 %sub328
  %c331 = icmp sgt i64 0, %mm330
  %mm332 = select i1 %c331, i64 0, i64 %mm330
  %pos333 = mul i64 0, %dim
  %pos334 = add i64 %pos333, %mm325
  %pos335 = mul i64 %pos334, %dim8
  %pos336 = add i64 %pos335, %mm332
  %elp337 = getelementptr inbounds float, ptr %buf, i64 %pos336
  %el338 = load float, ptr %elp337, align 4, !alias.scope !0, !noalias !3
  store float %el338, ptr %coef2_162, align 4
  %v339 = load i64, ptr %i, align 8
  %add340 = add i64 %v339, 1
  %sub341 = sub i64 %dim, 1
  %c342 = icmp slt i64 %add340, %sub341
  %mm343 = select i1 %c342, i64 %add340, i64 %sub341
  %c344 = icmp sgt i64 0, %mm343
  %mm345 = select i1 %c344, i64 0, i64 %mm343
  %v346 = load i64, ptr %j, align 8
  %add347 = add i64 %v346, 0
  %sub348 = sub i64 %dim8, 1
  %c349 = icmp slt i64 %add347, %sub348
  %mm350 = select i1 %c349, i64 %add347, i64 %sub348
  %c351 = icmp sgt i64 0, %mm350
  %mm352 = select i1 %c351, i64 0, i64 %mm350
  %pos353 = mul i64 0, %dim
  %pos354 = add i64 %pos353, %mm345
  %pos355 = mul i64 %pos354, %dim8
  %pos356 = add i64 %pos355, %mm352
  %elp357 = getelementptr inbounds float, ptr %buf, i64 %pos356
  %el358 = load float, ptr %elp357, align 4, !alias.scope !0, !noalias !3
  store float %el358, ptr %coef2_163, align 4
  %v359 = load i64, ptr %i, align 8
  %add360 = add i64 %v359, 1
  %sub361 = sub i64 %dim, 1
  %c362 = icmp slt i64 %add360, %sub361
  %mm363 = select i1 %c362, i64 %add360, i64 %sub361
  %c364 = icmp sgt i64 0, %mm363
  %mm365 = select i1 %c364, i64 0, i64 %mm363
  %v366 = load i64, ptr %j, align 8
  %add367 = add i64 %v366, 1
  %sub368 = sub i64 %dim8, 1
  %c369 = icmp slt i64 %add367, %sub368
  %mm370 = select i1 %c369, i64 %add367, i64 %sub368
  %c371 = icmp sgt i64 0, %mm370
  %mm372 = select i1 %c371, i64 0, i64 %mm370
  %pos373 = mul i64 0, %dim
  %pos374 = add i64 %pos373, %mm365
  %pos375 = mul i64 %pos374, %dim8
  %pos376 = add i64 %pos375, %mm372
  %elp377 = getelementptr inbounds float, ptr %buf, i64 %pos376
  %el378 = load float, ptr %elp377, align 4, !alias.scope !0, !noalias !3
  store float %el378, ptr %coef2_164, align 4
  %v379 = load i64, ptr %i, align 8
  %v380 = load i64, ptr %j, align 8
  %pos381 = mul i64 0, %dim
  %pos382 = add i64 %pos381, %v379
  %pos383 = mul i64 %pos382, %dim8
  %pos384 = add i64 %pos383, %v380
  %v385 = load float, ptr %coef2_160, align 4
  %tup = insertvalue { float, float, float } undef, float %v385, 0
  %v386 = load float, ptr %coef2_163, align 4
  %tup387 = insertvalue { float, float, float } %tup, float %v386, 1
  %v388 = load float, ptr %coef2_161, align 4
  %tup389 = insertvalue { float, float, float } %tup387, float %v388, 2
  %f = extractvalue { float, float, float } %tup389, 0
  %elp392 = getelementptr inbounds float, ptr %buf391, i64 %pos384
  store float %f, ptr %elp392, align 4, !alias.scope !7, !noalias !8
  %f393 = extractvalue { float, float, float } %tup389, 1
  %elp396 = getelementptr inbounds float, ptr %buf395, i64 %pos384
  store float %f393, ptr %elp396, align 4, !alias.scope !9, !noalias !10
  %f397 = extractvalue { float, float, float } %tup389, 2
  %elp400 = getelementptr inbounds float, ptr %buf399, i64 %pos384
  store float %f397, ptr %elp400, align 4, !alias.scope !11, !noalias !12
  %i401 = load i64, ptr %j, align 8
  %next = add i64 %i401, 1
  store i64 %next, ptr %j, align 8
  br label %loop197

exit199:                                          ; preds = %loop197
  br label %versions_done

loop402:                                          ; preds = %ok703, %checked
  %i405 = load i64, ptr %j, align 8
  %more406 = icmp slt i64 %i405, %min23
  br i1 %more406, label %body403, label %exit404

body403:                                          ; preds = %loop402
  %v407 = load i64, ptr %i, align 8
  %add408 = add i64 %v407, -1
  %sub409 = sub i64 %dim, 1
  %c410 = icmp slt i64 %add408, %sub409
  %mm411 = select i1 %c410, i64 %add408, i64 %sub409
  %c412 = icmp sgt i64 0, %mm411
  %mm413 = select i1 %c412, i64 0, i64 %mm411
  %v414 = load i64, ptr %j, align 8
  %add415 = add i64 %v414, -1
  %sub416 = sub i64 %dim8, 1
  %c417 = icmp slt i64 %add415, %sub416
  %mm418 = select i1 %c417, i64 %add415, i64 %sub416
  %c419 = icmp sgt i64 0, %mm418
  %mm420 = select i1 %c419, i64 0, i64 %mm418
  %inb = icmp ult i64 %mm413, %dim
  br i1 %inb, label %ok422, label %fail421

exit404:                                          ; preds = %loop402
  br label %versions_done

fail421:                                          ; preds = %body403
  %errp423 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp423, align 8
  %errp424 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp424, align 8
  %errp425 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm413, ptr %errp425, align 8
  %errp426 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp426, align 8
  ret i32 1

ok422:                                            ; preds = %body403
  %pos427 = mul i64 0, %dim
  %pos428 = add i64 %pos427, %mm413
  %inb429 = icmp ult i64 %mm420, %dim8
  br i1 %inb429, label %ok431, label %fail430

fail430:                                          ; preds = %ok422
  %errp432 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp432, align 8
  %errp433 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp433, align 8
  %errp434 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm420, ptr %errp434, align 8
  %errp435 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp435, align 8
  ret i32 1

ok431:                                            ; preds = %ok422
  %pos436 = mul i64 %pos428, %dim8
  %pos437 = add i64 %pos436, %mm420
  %elp438 = getelementptr inbounds float, ptr %buf, i64 %pos437
  %el439 = load float, ptr %elp438, align 4, !alias.scope !0, !noalias !3
  store float %el439, ptr %coef2_156, align 4
  %v440 = load i64, ptr %i, align 8
  %add441 = add i64 %v440, -1
  %sub442 = sub i64 %dim, 1
  %c443 = icmp slt i64 %add441, %sub442
  %mm444 = select i1 %c443, i64 %add441, i64 %sub442
  %c445 = icmp sgt i64 0, %mm444
  %mm446 = select i1 %c445, i64 0, i64 %mm444
  %v447 = load i64, ptr %j, align 8
  %add448 = add i64 %v447, 0
  %sub449 = sub i64 %dim8, 1
  %c450 = icmp slt i64 %add448, %sub449
  %mm451 = select i1 %c450, i64 %add448, i64 %sub449
  %c452 = icmp sgt i64 0, %mm451
  %mm453 = select i1 %c452, i64 0, i64 %mm451
  %inb454 = icmp ult i64 %mm446, %dim
  br i1 %inb454, label %ok456, label %fail455

fail455:                                          ; preds = %ok431
  %errp457 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp457, align 8
  %errp458 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp458, align 8
  %errp459 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm446, ptr %errp459, align 8
  %errp460 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp460, align 8
  ret i32 1

ok456:                                            ; preds = %ok431
  %pos461 = mul i64 0, %dim
  %pos462 = add i64 %pos461, %mm446
  %inb463 = icmp ult i64 %mm453, %dim8
  br i1 %inb463, label %ok465, label %fail464

fail464:                                          ; preds = %ok456
  %errp466 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp466, align 8
  %errp467 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp467, align 8
  %errp468 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm453, ptr %errp468, align 8
  %errp469 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp469, align 8
  ret i32 1

ok465:                                            ; preds = %ok456
  %pos470 = mul i64 %pos462, %dim8
  %pos471 = add i64 %pos470, %mm453
  %elp472 = getelementptr inbounds float, ptr %buf, i64 %pos471
  %el473 = load float, ptr %elp472, align 4, !alias.scope !0, !noalias !3
  store float %el473, ptr %coef2_157, align 4
  %v474 = load i64, ptr %i, align 8
  %add475 = add i64 %v474, -1
  %sub476 = sub i64 %dim, 1
  %c477 = icmp slt i64 %add475, %sub476
  %mm478 = select i1 %c477, i64 %add475, i64 %sub476
  %c479 = icmp sgt i64 0, %mm478
  %mm480 = select i1 %c479, i64 0, i64 %mm478
  %v481 = load i64, ptr %j, align 8
  %add482 = add i64 %v481, 1
  %sub483 = sub i64 %dim8, 1
  %c484 = icmp slt i64 %add482, %sub483
  %mm485 = select i1 %c484, i64 %add482, i64 %sub483
  %c486 = icmp sgt i64 0, %mm485
  %mm487 = select i1 %c486, i64 0, i64 %mm485
  %inb488 = icmp ult i64 %mm480, %dim
  br i1 %inb488, label %ok490, label %fail489

fail489:                                          ; preds = %ok465
  %errp491 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp491, align 8
  %errp492 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp492, align 8
  %errp493 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm480, ptr %errp493, align 8
  %errp494 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp494, align 8
  ret i32 1

ok490:                                            ; preds = %ok465
  %pos495 = mul i64 0, %dim
  %pos496 = add i64 %pos495, %mm480
  %inb497 = icmp ult i64 %mm487, %dim8
  br i1 %inb497, label %ok499, label %fail498

fail498:                                          ; preds = %ok490
  %errp500 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp500, align 8
  %errp501 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp501, align 8
  %errp502 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm487, ptr %errp502, align 8
  %errp503 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp503, align 8
  ret i32 1

ok499:                                            ; preds = %ok490
  %pos504 = mul i64 %pos496, %dim8
  %pos505 = add i64 %pos504, %mm487
  %elp506 = getelementptr inbounds float, ptr %buf, i64 %pos505
  %el507 = load float, ptr %elp506, align 4, !alias.scope !0, !noalias !3
  store float %el507, ptr %coef2_158, align 4
  %v508 = load i64, ptr %i, align 8
  %add509 = add i64 %v508, 0
  %sub510 = sub i64 %dim, 1
  %c511 = icmp slt i64 %add509, %sub510
  %mm512 = select i1 %c511, i64 %add509, i64 %sub510
  %c513 = icmp sgt i64 0, %mm512
  %mm514 = select i1 %c513, i64 0, i64 %mm512
  %v515 = load i64, ptr %j, align 8
  %add516 = add i64 %v515, -1
  %sub517 = sub i64 %dim8, 1
  %c518 = icmp slt i64 %add516, %sub517
  %mm519 = select i1 %c518, i64 %add516, i64 %sub517
  %c520 = icmp sgt i64 0, %mm519
  %mm521 = select i1 %c520, i64 0, i64 %mm519
  %inb522 = icmp ult i64 %mm514, %dim
  br i1 %inb522, label %ok524, label %fail523

fail523:                                          ; preds = %ok499
  %errp525 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp525, align 8
  %errp526 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp526, align 8
  %errp527 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm514, ptr %errp527, align 8
  %errp528 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp528, align 8
  ret i32 1

ok524:                                            ; preds = %ok499
  %pos529 = mul i64 0, %dim
  %pos530 = add i64 %pos529, %mm514
  %inb531 = icmp ult i64 %mm521, %dim8
  br i1 %inb531, label %ok533, label %fail532

fail532:                                          ; preds = %ok524
  %errp534 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp534, align 8
  %errp535 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp535, align 8
  %errp536 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm521, ptr %errp536, align 8
  %errp537 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp537, align 8
  ret i32 1

ok533:                                            ; preds = %ok524
  %pos538 = mul i64 %pos530, %dim8
  %pos539 = add i64 %pos538, %mm521
  %elp540 = getelementptr inbounds float, ptr %buf, i64 %pos539
  %el541 = load float, ptr %elp540, align 4, !alias.scope !0, !noalias !3
  store float %el541, ptr %coef2_159, align 4
  %v542 = load i64, ptr %i, align 8
  %add543 = add i64 %v542, 0
  %sub544 = sub i64 %dim, 1
  %c545 = icmp slt i64 %add543, %sub544
  %mm546 = select i1 %c545, i64 %add543, i64 %sub544
  %c547 = icmp sgt i64 0, %mm546
  %mm548 = select i1 %c547, i64 0, i64 %mm546
  %v549 = load i64, ptr %j, align 8
  %add550 = add i64 %v549, 0
  %sub551 = sub i64 %dim8, 1
  %c552 = icmp slt i64 %add550, %sub551
  %mm553 = select i1 %c552, i64 %add550, i64 %sub551
  %c554 = icmp sgt i64 0, %mm553
  %mm555 = select i1 %c554, i64 0, i64 %mm553
  %inb556 = icmp ult i64 %mm548, %dim
  br i1 %inb556, label %ok558, label %fail557

fail557:                                          ; preds = %ok533
  %errp559 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp559, align 8
  %errp560 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp560, align 8
  %errp561 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm548, ptr %errp561, align 8
  %errp562 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp562, align 8
  ret i32 1

ok558:                                            ; preds = %ok533
  %pos563 = mul i64 0, %dim
  %pos564 = add i64 %pos563, %mm548
  %inb565 = icmp ult i64 %mm555, %dim8
  br i1 %inb565, label %ok567, label %fail566

fail566:                                          ; preds = %ok558
  %errp568 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp568, align 8
  %errp569 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp569, align 8
  %errp570 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm555, ptr %errp570, align 8
  %errp571 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp571, align 8
  ret i32 1

ok567:                                            ; preds = %ok558
  %pos572 = mul i64 %pos564, %dim8
  %pos573 = add i64 %pos572, %mm555
  %elp574 = getelementptr inbounds float, ptr %buf, i64 %pos573
  %el575 = load float, ptr %elp574, align 4, !alias.scope !0, !noalias !3
  store float %el575, ptr %coef2_160, align 4
  %v576 = load i64, ptr %i, align 8
  %add577 = add i64 %v576, 0
  %sub578 = sub i64 %dim, 1
  %c579 = icmp slt i64 %add577, %sub578
  %mm580 = select i1 %c579, i64 %add577, i64 %sub578
  %c581 = icmp sgt i64 0, %mm580
  %mm582 = select i1 %c581, i64 0, i64 %mm580
  %v583 = load i64, ptr %j, align 8
  %add584 = add i64 %v583, 1
  %sub585 = sub i64 %dim8, 1
  %c586 = icmp slt i64 %add584, %sub585
  %mm587 = select i1 %c586, i64 %add584, i64 %sub585
  %c588 = icmp sgt i64 0, %mm587
  %mm589 = select i1 %c588, i64 0, i64 %mm587
  %inb590 = icmp ult i64 %mm582, %dim
  br i1 %inb590, label %ok592, label %fail591

fail591:                                          ; preds = %ok567
  %errp593 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp593, align 8
  %errp594 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp594, align 8
  %errp595 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm582, ptr %errp595, align 8
  %errp596 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp596, align 8
  ret i32 1

ok592:                                            ; preds = %ok567
  %pos597 = mul i64 0, %dim
  %pos598 = add i64 %pos597, %mm582
  %inb599 = icmp ult i64 %mm589, %dim8
  br i1 %inb599, label %ok601, label %fail600

fail600:                                          ; preds = %ok592
  %errp602 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp602, align 8
  %errp603 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp603, align 8
  %errp604 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm589, ptr %errp604, align 8
  %errp605 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp605, align 8
  ret i32 1

ok601:                                            ; preds = %ok592
  %pos606 = mul i64 %pos598, %dim8
  %pos607 = add i64 %pos606, %mm589
  %elp608 = getelementptr inbounds float, ptr %buf, i64 %pos607
  %el609 = load float, ptr %elp608, align 4, !alias.scope !0, !noalias !3
  store float %el609, ptr %coef2_161, align 4
  %v610 = load i64, ptr %i, align 8
  %add611 = add i64 %v610, 1
  %sub612 = sub i64 %dim, 1
  %c613 = icmp slt i64 %add611, %sub612
  %mm614 = select i1 %c613, i64 %add611, i64 %sub612
  %c615 = icmp sgt i64 0, %mm614
  %mm616 = select i1 %c615, i64 0, i64 %mm614
  %v617 = load i64, ptr %j, align 8
  %add618 = add i64 %v617, -1
  %sub619 = sub i64 %dim8, 1
  %c620 = icmp slt i64 %add618, %sub619
  %mm621 = select i1 %c620, i64 %add618, i64 %sub619
  %c622 = icmp sgt i64 0, %mm621
  %mm623 = select i1 %c622, i64 0, i64 %mm621
  %inb624 = icmp ult i64 %mm616, %dim
  br i1 %inb624, label %ok626, label %fail625

fail625:                                          ; preds = %ok601
  %errp627 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp627, align 8
  %errp628 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp628, align 8
  %errp629 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm616, ptr %errp629, align 8
  %errp630 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp630, align 8
  ret i32 1

ok626:                                            ; preds = %ok601
  %pos631 = mul i64 0, %dim
  %pos632 = add i64 %pos631, %mm616
  %inb633 = icmp ult i64 %mm623, %dim8
  br i1 %inb633, label %ok635, label %fail634

fail634:                                          ; preds = %ok626
  %errp636 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp636, align 8
  %errp637 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp637, align 8
  %errp638 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm623, ptr %errp638, align 8
  %errp639 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp639, align 8
  ret i32 1

ok635:                                            ; preds = %ok626
  %pos640 = mul i64 %pos632, %dim8
  %pos641 = add i64 %pos640, %mm623
  %elp642 = getelementptr inbounds float, ptr %buf, i64 %pos641
  %el643 = load float, ptr %elp642, align 4, !alias.scope !0, !noalias !3
  store float %el643, ptr %coef2_162, align 4
  %v644 = load i64, ptr %i, align 8
  %add645 = add i64 %v644, 1
  %sub646 = sub i64 %dim, 1
  %c647 = icmp slt i64 %add645, %sub646
  %mm648 = select i1 %c647, i64 %add645, i64 %sub646
  %c649 = icmp sgt i64 0, %mm648
  %mm650 = select i1 %c649, i64 0, i64 %mm648
  %v651 = load i64, ptr %j, align 8
  %add652 = add i64 %v651, 0
  %sub653 = sub i64 %dim8, 1
  %c654 = icmp slt i64 %add652, %sub653
  %mm655 = select i1 %c654, i64 %add652, i64 %sub653
  %c656 = icmp sgt i64 0, %mm655
  %mm657 = select i1 %c656, i64 0, i64 %mm655
  %inb658 = icmp ult i64 %mm650, %dim
  br i1 %inb658, label %ok660, label %fail659

fail659:                                          ; preds = %ok635
  %errp661 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp661, align 8
  %errp662 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp662, align 8
  %errp663 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm650, ptr %errp663, align 8
  %errp664 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp664, align 8
  ret i32 1

ok660:                                            ; preds = %ok635
  %pos665 = mul i64 0, %dim
  %pos666 = add i64 %pos665, %mm650
  %inb667 = icmp ult i64 %mm657, %dim8
  br i1 %inb667, label %ok669, label %fail668

fail668:                                          ; preds = %ok660
  %errp670 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp670, align 8
  %errp671 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp671, align 8
  %errp672 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm657, ptr %errp672, align 8
  %errp673 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp673, align 8
  ret i32 1

ok669:                                            ; preds = %ok660
  %pos674 = mul i64 %pos666, %dim8
  %pos675 = add i64 %pos674, %mm657
  %elp676 = getelementptr inbounds float, ptr %buf, i64 %pos675
  %el677 = load float, ptr %elp676, align 4, !alias.scope !0, !noalias !3
  store float %el677, ptr %coef2_163, align 4
  %v678 = load i64, ptr %i, align 8
  %add679 = add i64 %v678, 1
  %sub680 = sub i64 %dim, 1
  %c681 = icmp slt i64 %add679, %sub680
  %mm682 = select i1 %c681, i64 %add679, i64 %sub680
  %c683 = icmp sgt i64 0, %mm682
  %mm684 = select i1 %c683, i64 0, i64 %mm682
  %v685 = load i64, ptr %j, align 8
  %add686 = add i64 %v685, 1
  %sub687 = sub i64 %dim8, 1
  %c688 = icmp slt i64 %add686, %sub687
  %mm689 = select i1 %c688, i64 %add686, i64 %sub687
  %c690 = icmp sgt i64 0, %mm689
  %mm691 = select i1 %c690, i64 0, i64 %mm689
  %inb692 = icmp ult i64 %mm684, %dim
  br i1 %inb692, label %ok694, label %fail693

fail693:                                          ; preds = %ok669
  %errp695 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp695, align 8
  %errp696 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp696, align 8
  %errp697 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm684, ptr %errp697, align 8
  %errp698 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp698, align 8
  ret i32 1

ok694:                                            ; preds = %ok669
  %pos699 = mul i64 0, %dim
  %pos700 = add i64 %pos699, %mm684
  %inb701 = icmp ult i64 %mm691, %dim8
  br i1 %inb701, label %ok703, label %fail702

fail702:                                          ; preds = %ok694
  %errp704 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp704, align 8
  %errp705 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp705, align 8
  %errp706 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm691, ptr %errp706, align 8
  %errp707 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp707, align 8
  ret i32 1

ok703:                                            ; preds = %ok694
  %pos708 = mul i64 %pos700, %dim8
  %pos709 = add i64 %pos708, %mm691
  %elp710 = getelementptr inbounds float, ptr %buf, i64 %pos709
  %el711 = load float, ptr %elp710, align 4, !alias.scope !0, !noalias !3
  store float %el711, ptr %coef2_164, align 4
  %v712 = load i64, ptr %i, align 8
  %v713 = load i64, ptr %j, align 8
  %pos714 = mul i64 0, %dim
  %pos715 = add i64 %pos714, %v712
  %pos716 = mul i64 %pos715, %dim8
  %pos717 = add i64 %pos716, %v713
  %v718 = load float, ptr %coef2_160, align 4
  %tup719 = insertvalue { float, float, float } undef, float %v718, 0
  %v720 = load float, ptr %coef2_163, align 4
  %tup721 = insertvalue { float, float, float } %tup719, float %v720, 1
  %v722 = load float, ptr %coef2_161, align 4
  %tup723 = insertvalue { float, float, float } %tup721, float %v722, 2
  %f724 = extractvalue { float, float, float } %tup723, 0
  %elp725 = getelementptr inbounds float, ptr %buf391, i64 %pos717
  store float %f724, ptr %elp725, align 4, !alias.scope !7, !noalias !8
  %f726 = extractvalue { float, float, float } %tup723, 1
  %elp727 = getelementptr inbounds float, ptr %buf395, i64 %pos717
  store float %f726, ptr %elp727, align 4, !alias.scope !9, !noalias !10
  %f728 = extractvalue { float, float, float } %tup723, 2
  %elp729 = getelementptr inbounds float, ptr %buf399, i64 %pos717
  store float %f728, ptr %elp729, align 4, !alias.scope !11, !noalias !12
  %i730 = load i64, ptr %j, align 8
  %next731 = add i64 %i730, 1
  store i64 %next731, ptr %j, align 8
  br label %loop402

proved921:                                        ; preds = %versions_done
  store i64 %min23, ptr %j, align 8
  br label %loop924

checked922:                                       ; preds = %versions_done
  store i64 %min23, ptr %j, align 8
  br label %loop1083

versions_done923:                                 ; preds = %exit1085, %exit926
  store i64 %min27, ptr %j, align 8
  %v1369 = load i64, ptr %i, align 8
  %add1370 = add i64 %v1369, -1
  %sub1371 = sub i64 %dim, 1
  %c1372 = icmp slt i64 %add1370, %sub1371
  %mm1373 = select i1 %c1372, i64 %add1370, i64 %sub1371
  %c1374 = icmp sgt i64 0, %mm1373
  %mm1375 = select i1 %c1374, i64 0, i64 %mm1373
  %base1376 = sext i64 %mm1375 to i128
  %fits_low1377 = icmp sge i128 %base1376, -9223372036854775808
  %fits_high1378 = icmp sle i128 %base1376, 9223372036854775807
  %fits1379 = and i1 %fits_low1377, %fits_high1378
  %least1380 = select i1 %fits1379, i128 %base1376, i128 -9223372036854775808
  %most1381 = select i1 %fits1379, i128 %base1376, i128 9223372036854775807
  %extent1382 = sext i64 %dim to i128
  %low_ok1383 = icmp sge i128 %least1380, 0
  %high_ok1384 = icmp slt i128 %most1381, %extent1382
  %ok1385 = and i1 true, %low_ok1383
  %ok1386 = and i1 %ok1385, %high_ok1384
  %v1387 = load i64, ptr %j, align 8
  %add1388 = add i64 %v1387, -1
  %base1389 = sext i64 %add1388 to i128
  %next1390 = add i64 %min27, 1
  store i64 %next1390, ptr %j, align 8
  %v1391 = load i64, ptr %j, align 8
  %add1392 = add i64 %v1391, -1
  store i64 %min27, ptr %j, align 8
  %at_next1393 = sext i64 %add1392 to i128
  %step1394 = sub i128 %at_next1393, %base1389
  %step1395 = trunc i128 %step1394 to i64
  %step1396 = sext i64 %step1395 to i128
  %len1397 = sub i64 %dim8, %min27
  %span1398 = sub i64 %len1397, 1
  %span1399 = sext i64 %span1398 to i128
  %reach1400 = mul i128 %step1396, %span1399
  %c1401 = icmp slt i128 %reach1400, 0
  %min1402 = select i1 %c1401, i128 %reach1400, i128 0
  %c1403 = icmp sgt i128 %reach1400, 0
  %max1404 = select i1 %c1403, i128 %reach1400, i128 0
  %least1405 = add i128 %base1389, %min1402
  %most1406 = add i128 %base1389, %max1404
  %fits_low1407 = icmp sge i128 %least1405, -9223372036854775808
  %fits_high1408 = icmp sle i128 %most1406, 9223372036854775807
  %fits1409 = and i1 %fits_low1407, %fits_high1408
  %least1410 = select i1 %fits1409, i128 %least1405, i128 -9223372036854775808
  %most1411 = select i1 %fits1409, i128 %most1406, i128 9223372036854775807
  %sub1412 = sub i64 %dim8, 1
  %base1413 = sext i64 %sub1412 to i128
  %fits_low1414 = icmp sge i128 %base1413, -9223372036854775808
  %fits_high1415 = icmp sle i128 %base1413, 9223372036854775807
  %fits1416 = and i1 %fits_low1414, %fits_high1415
  %least1417 = select i1 %fits1416, i128 %base1413, i128 -9223372036854775808
  %most1418 = select i1 %fits1416, i128 %base1413, i128 9223372036854775807
  %c1419 = icmp slt i128 %least1410, %least1417
  %min1420 = select i1 %c1419, i128 %least1410, i128 %least1417
  %c1421 = icmp slt i128 %most1411, %most1418
  %min1422 = select i1 %c1421, i128 %most1411, i128 %most1418
  %c1423 = icmp sgt i128 0, %min1420
  %max1424 = select i1 %c1423, i128 0, i128 %min1420
  %c1425 = icmp sgt i128 0, %min1422
  %max1426 = select i1 %c1425, i128 0, i128 %min1422
  %extent1427 = sext i64 %dim8 to i128
  %low_ok1428 = icmp sge i128 %max1424, 0
  %high_ok1429 = icmp slt i128 %max1426, %extent1427
  %ok1430 = and i1 %ok1386, %low_ok1428
  %ok1431 = and i1 %ok1430, %high_ok1429
  %v1432 = load i64, ptr %j, align 8
  %add1433 = add i64 %v1432, 0
  %base1434 = sext i64 %add1433 to i128
  %next1435 = add i64 %min27, 1
  store i64 %next1435, ptr %j, align 8
  %v1436 = load i64, ptr %j, align 8
  %add1437 = add i64 %v1436, 0
  store i64 %min27, ptr %j, align 8
  %at_next1438 = sext i64 %add1437 to i128
  %step1439 = sub i128 %at_next1438, %base1434
  %step1440 = trunc i128 %step1439 to i64
  %step1441 = sext i64 %step1440 to i128
  %len1442 = sub i64 %dim8, %min27
  %span1443 = sub i64 %len1442, 1
  %span1444 = sext i64 %span1443 to i128
  %reach1445 = mul i128 %step1441, %span1444
  %c1446 = icmp slt i128 %reach1445, 0
  %min1447 = select i1 %c1446, i128 %reach1445, i128 0
  %c1448 = icmp sgt i128 %reach1445, 0
  %max1449 = select i1 %c1448, i128 %reach1445, i128 0
  %least1450 = add i128 %base1434, %min1447
  %most1451 = add i128 %base1434, %max1449
  %fits_low1452 = icmp sge i128 %least1450, -9223372036854775808
  %fits_high1453 = icmp sle i128 %most1451, 9223372036854775807
  %fits1454 = and i1 %fits_low1452, %fits_high1453
  %least1455 = select i1 %fits1454, i128 %least1450, i128 -9223372036854775808
  %most1456 = select i1 %fits1454, i128 %most1451, i128 9223372036854775807
  %sub1457 = sub i64 %dim8, 1
  %base1458 = sext i64 %sub1457 to i128
  %fits_low1459 = icmp sge i128 %base1458, -9223372036854775808
  %fits_high1460 = icmp sle i128 %base1458, 9223372036854775807
  %fits1461 = and i1 %fits_low1459, %fits_high1460
  %least1462 = select i1 %fits1461, i128 %base1458, i128 -9223372036854775808
  %most1463 = select i1 %fits1461, i128 %base1458, i128 9223372036854775807
  %c1464 = icmp slt i128 %least1455, %least1462
  %min1465 = select i1 %c1464, i128 %least1455, i128 %least1462
  %c1466 = icmp slt i128 %most1456, %most1463
  %min1467 = select i1 %c1466, i128 %most1456, i128 %most1463
  %c1468 = icmp sgt i128 0, %min1465
  %max1469 = select i1 %c1468, i128 0, i128 %min1465
  %c1470 = icmp sgt i128 0, %min1467
  %max1471 = select i1 %c1470, i128 0, i128 %min1467
  %extent1472 = sext i64 %dim8 to i128
  %low_ok1473 = icmp sge i128 %max1469, 0
  %high_ok1474 = icmp slt i128 %max1471, %extent1472
  %ok1475 = and i1 %ok1431, %low_ok1473
  %ok1476 = and i1 %ok1475, %high_ok1474
  %v1477 = load i64, ptr %j, align 8
  %add1478 = add i64 %v1477, 1
  %base1479 = sext i64 %add1478 to i128
  %next1480 = add i64 %min27, 1
  store i64 %next1480, ptr %j, align 8
  %v1481 = load i64, ptr %j, align 8
  %add1482 = add i64 %v1481, 1
  store i64 %min27, ptr %j, align 8
  %at_next1483 = sext i64 %add1482 to i128
  %step1484 = sub i128 %at_next1483, %base1479
  %step1485 = trunc i128 %step1484 to i64
  %step1486 = sext i64 %step1485 to i128
  %len1487 = sub i64 %dim8, %min27
  %span1488 = sub i64 %len1487, 1
  %span1489 = sext i64 %span1488 to i128
  %reach1490 = mul i128 %step1486, %span1489
  %c1491 = icmp slt i128 %reach1490, 0
  %min1492 = select i1 %c1491, i128 %reach1490, i128 0
  %c1493 = icmp sgt i128 %reach1490, 0
  %max1494 = select i1 %c1493, i128 %reach1490, i128 0
  %least1495 = add i128 %base1479, %min1492
  %most1496 = add i128 %base1479, %max1494
  %fits_low1497 = icmp sge i128 %least1495, -9223372036854775808
  %fits_high1498 = icmp sle i128 %most1496, 9223372036854775807
  %fits1499 = and i1 %fits_low1497, %fits_high1498
  %least1500 = select i1 %fits1499, i128 %least1495, i128 -9223372036854775808
  %most1501 = select i1 %fits1499, i128 %most1496, i128 9223372036854775807
  %sub1502 = sub i64 %dim8, 1
  %base1503 = sext i64 %sub1502 to i128
  %fits_low1504 = icmp sge i128 %base1503, -9223372036854775808
  %fits_high1505 = icmp sle i128 %base1503, 9223372036854775807
  %fits1506 = and i1 %fits_low1504, %fits_high1505
  %least1507 = select i1 %fits1506, i128 %base1503, i128 -9223372036854775808
  %most1508 = select i1 %fits1506, i128 %base1503, i128 9223372036854775807
  %c1509 = icmp slt i128 %least1500, %least1507
  %min1510 = select i1 %c1509, i128 %least1500, i128 %least1507
  %c1511 = icmp slt i128 %most1501, %most1508
  %min1512 = select i1 %c1511, i128 %most1501, i128 %most1508
  %c1513 = icmp sgt i128 0, %min1510
  %max1514 = select i1 %c1513, i128 0, i128 %min1510
  %c1515 = icmp sgt i128 0, %min1512
  %max1516 = select i1 %c1515, i128 0, i128 %min1512
  %extent1517 = sext i64 %dim8 to i128
  %low_ok1518 = icmp sge i128 %max1514, 0
  %high_ok1519 = icmp slt i128 %max1516, %extent1517
  %ok1520 = and i1 %ok1476, %low_ok1518
  %ok1521 = and i1 %ok1520, %high_ok1519
  %v1522 = load i64, ptr %i, align 8
  %add1523 = add i64 %v1522, 0
  %sub1524 = sub i64 %dim, 1
  %c1525 = icmp slt i64 %add1523, %sub1524
  %mm1526 = select i1 %c1525, i64 %add1523, i64 %sub1524
  %c1527 = icmp sgt i64 0, %mm1526
  %mm1528 = select i1 %c1527, i64 0, i64 %mm1526
  %base1529 = sext i64 %mm1528 to i128
  %fits_low1530 = icmp sge i128 %base1529, -9223372036854775808
  %fits_high1531 = icmp sle i128 %base1529, 9223372036854775807
  %fits1532 = and i1 %fits_low1530, %fits_high1531
  %least1533 = select i1 %fits1532, i128 %base1529, i128 -9223372036854775808
  %most1534 = select i1 %fits1532, i128 %base1529, i128 9223372036854775807
  %extent1535 = sext i64 %dim to i128
  %low_ok1536 = icmp sge i128 %least1533, 0
  %high_ok1537 = icmp slt i128 %most1534, %extent1535
  %ok1538 = and i1 %ok1521, %low_ok1536
  %ok1539 = and i1 %ok1538, %high_ok1537
  %v1540 = load i64, ptr %i, align 8
  %add1541 = add i64 %v1540, 1
  %sub1542 = sub i64 %dim, 1
  %c1543 = icmp slt i64 %add1541, %sub1542
  %mm1544 = select i1 %c1543, i64 %add1541, i64 %sub1542
  %c1545 = icmp sgt i64 0, %mm1544
  %mm1546 = select i1 %c1545, i64 0, i64 %mm1544
  %base1547 = sext i64 %mm1546 to i128
  %fits_low1548 = icmp sge i128 %base1547, -9223372036854775808
  %fits_high1549 = icmp sle i128 %base1547, 9223372036854775807
  %fits1550 = and i1 %fits_low1548, %fits_high1549
  %least1551 = select i1 %fits1550, i128 %base1547, i128 -9223372036854775808
  %most1552 = select i1 %fits1550, i128 %base1547, i128 9223372036854775807
  %extent1553 = sext i64 %dim to i128
  %low_ok1554 = icmp sge i128 %least1551, 0
  %high_ok1555 = icmp slt i128 %most1552, %extent1553
  %ok1556 = and i1 %ok1539, %low_ok1554
  %ok1557 = and i1 %ok1556, %high_ok1555
  br i1 %ok1557, label %proved1558, label %checked1559

loop924:                                          ; preds = %body925, %proved921
  %i927 = load i64, ptr %j, align 8
  %more928 = icmp slt i64 %i927, %min27
  br i1 %more928, label %body925, label %exit926

body925:                                          ; preds = %loop924
  %v929 = load i64, ptr %i, align 8
  %add930 = add i64 %v929, -1
  %sub931 = sub i64 %dim, 1
  %c932 = icmp slt i64 %add930, %sub931
  %mm933 = select i1 %c932, i64 %add930, i64 %sub931
  %c934 = icmp sgt i64 0, %mm933
  %mm935 = select i1 %c934, i64 0, i64 %mm933
  %j936 = load i64, ptr %j, align 8
  %tap = add i64 %j936, -1
  %pos937 = mul i64 0, %dim
  %pos938 = add i64 %pos937, %mm935
  %pos939 = mul i64 %pos938, %dim8
  %pos940 = add i64 %pos939, %tap
  %elp941 = getelementptr inbounds float, ptr %buf, i64 %pos940
  %el942 = load float, ptr %elp941, align 4, !alias.scope !0, !noalias !3
  store float %el942, ptr %coef2_156, align 4
  %v943 = load i64, ptr %i, align 8
  %add944 = add i64 %v943, -1
  %sub945 = sub i64 %dim, 1
  %c946 = icmp slt i64 %add944, %sub945
  %mm947 = select i1 %c946, i64 %add944, i64 %sub945
  %c948 = icmp sgt i64 0, %mm947
  %mm949 = select i1 %c948, i64 0, i64 %mm947
  %j950 = load i64, ptr %j, align 8
  %tap951 = add i64 %j950, 0
  %pos952 = mul i64 0, %dim
  %pos953 = add i64 %pos952, %mm949
  %pos954 = mul i64 %pos953, %dim8
  %pos955 = add i64 %pos954, %tap951
  %elp956 = getelementptr inbounds float, ptr %buf, i64 %pos955
  %el957 = load float, ptr %elp956, align 4, !alias.scope !0, !noalias !3
  store float %el957, ptr %coef2_157, align 4
  %v958 = load i64, ptr %i, align 8
  %add959 = add i64 %v958, -1
  %sub960 = sub i64 %dim, 1
  %c961 = icmp slt i64 %add959, %sub960
  %mm962 = select i1 %c961, i64 %add959, i64 %sub960
  %c963 = icmp sgt i64 0, %mm962
  %mm964 = select i1 %c963, i64 0, i64 %mm962
  %j965 = load i64, ptr %j, align 8
  %tap966 = add i64 %j965, 1
  %pos967 = mul i64 0, %dim
  %pos968 = add i64 %pos967, %mm964
  %pos969 = mul i64 %pos968, %dim8
  %pos970 = add i64 %pos969, %tap966
  %elp971 = getelementptr inbounds float, ptr %buf, i64 %pos970
  %el972 = load float, ptr %elp971, align 4, !alias.scope !0, !noalias !3
  store float %el972, ptr %coef2_158, align 4
  %v973 = load i64, ptr %i, align 8
  %add974 = add i64 %v973, 0
  %sub975 = sub i64 %dim, 1
  %c976 = icmp slt i64 %add974, %sub975
  %mm977 = select i1 %c976, i64 %add974, i64 %sub975
  %c978 = icmp sgt i64 0, %mm977
  %mm979 = select i1 %c978, i64 0, i64 %mm977
  %j980 = load i64, ptr %j, align 8
  %tap981 = add i64 %j980, -1
  %pos982 = mul i64 0, %dim
  %pos983 = add i64 %pos982, %mm979
  %pos984 = mul i64 %pos983, %dim8
  %pos985 = add i64 %pos984, %tap981
  %elp986 = getelementptr inbounds float, ptr %buf, i64 %pos985
  %el987 = load float, ptr %elp986, align 4, !alias.scope !0, !noalias !3
  store float %el987, ptr %coef2_159, align 4
  %v988 = load i64, ptr %i, align 8
  %add989 = add i64 %v988, 0
  %sub990 = sub i64 %dim, 1
  %c991 = icmp slt i64 %add989, %sub990
  %mm992 = select i1 %c991, i64 %add989, i64 %sub990
  %c993 = icmp sgt i64 0, %mm992
  %mm994 = select i1 %c993, i64 0, i64 %mm992
  %j995 = load i64, ptr %j, align 8
  %tap996 = add i64 %j995, 0
  %pos997 = mul i64 0, %dim
  %pos998 = add i64 %pos997, %mm994
  %pos999 = mul i64 %pos998, %dim8
  %pos1000 = add i64 %pos999, %tap996
  %elp1001 = getelementptr inbounds float, ptr %buf, i64 %pos1000
  %el1002 = load float, ptr %elp1001, align 4, !alias.scope !0, !noalias !3
  store float %el1002, ptr %coef2_160, align 4
  %v1003 = load i64, ptr %i, align 8
  %add1004 = add i64 %v1003, 0
  %sub1005 = sub i64 %dim, 1
  %c1006 = icmp slt i64 %add1004, %sub1005
  %mm1007 = select i1 %c1006, i64 %add1004, i64 %sub1005
  %c1008 = icmp sgt i64 0, %mm1007
  %mm1009 = select i1 %c1008, i64 0, i64 %mm1007
  %j1010 = load i64, ptr %j, align 8
  %tap1011 = add i64 %j1010, 1
  %pos1012 = mul i64 0, %dim
  %pos1013 = add i64 %pos1012, %mm1009
  %pos1014 = mul i64 %pos1013, %dim8
  %pos1015 = add i64 %pos1014, %tap1011
  %elp1016 = getelementptr inbounds float, ptr %buf, i64 %pos1015
  %el1017 = load float, ptr %elp1016, align 4, !alias.scope !0, !noalias !3
  store float %el1017, ptr %coef2_161, align 4
  %v1018 = load i64, ptr %i, align 8
  %add1019 = add i64 %v1018, 1
  %sub1020 = sub i64 %dim, 1
  %c1021 = icmp slt i64 %add1019, %sub1020
  %mm1022 = select i1 %c1021, i64 %add1019, i64 %sub1020
  %c1023 = icmp sgt i64 0, %mm1022
  %mm1024 = select i1 %c1023, i64 0, i64 %mm1022
  %j1025 = load i64, ptr %j, align 8
  %tap1026 = add i64 %j1025, -1
  %pos1027 = mul i64 0, %dim
  %pos1028 = add i64 %pos1027, %mm1024
  %pos1029 = mul i64 %pos1028, %dim8
  %pos1030 = add i64 %pos1029, %tap1026
  %elp1031 = getelementptr inbounds float, ptr %buf, i64 %pos1030
  %el1032 = load float, ptr %elp1031, align 4, !alias.scope !0, !noalias !3
  store float %el1032, ptr %coef2_162, align 4
  %v1033 = load i64, ptr %i, align 8
  %add1034 = add i64 %v1033, 1
  %sub1035 = sub i64 %dim, 1
  %c1036 = icmp slt i64 %add1034, %sub1035
  %mm1037 = select i1 %c1036, i64 %add1034, i64 %sub1035
  %c1038 = icmp sgt i64 0, %mm1037
  %mm1039 = select i1 %c1038, i64 0, i64 %mm1037
  %j1040 = load i64, ptr %j, align 8
  %tap1041 = add i64 %j1040, 0
  %pos1042 = mul i64 0, %dim
  %pos1043 = add i64 %pos1042, %mm1039
  %pos1044 = mul i64 %pos1043, %dim8
  %pos1045 = add i64 %pos1044, %tap1041
  %elp1046 = getelementptr inbounds float, ptr %buf, i64 %pos1045
  %el1047 = load float, ptr %elp1046, align 4, !alias.scope !0, !noalias !3
  store float %el1047, ptr %coef2_163, align 4
  %v1048 = load i64, ptr %i, align 8
  %add1049 = add i64 %v1048, 1
  %sub1050 = sub i64 %dim, 1
  %c1051 = icmp slt i64 %add1049, %sub1050
  %mm1052 = select i1 %c1051, i64 %add1049, i64 %sub1050
  %c1053 = icmp sgt i64 0, %mm1052
  %mm1054 = select i1 %c1053, i64 0, i64 %mm1052
  %j1055 = load i64, ptr %j, align 8
  %tap1056 = add i64 %j1055, 1
  %pos1057 = mul i64 0, %dim
  %pos1058 = add i64 %pos1057, %mm1054
  %pos1059 = mul i64 %pos1058, %dim8
  %pos1060 = add i64 %pos1059, %tap1056
  %elp1061 = getelementptr inbounds float, ptr %buf, i64 %pos1060
  %el1062 = load float, ptr %elp1061, align 4, !alias.scope !0, !noalias !3
  store float %el1062, ptr %coef2_164, align 4
  %v1063 = load i64, ptr %i, align 8
  %v1064 = load i64, ptr %j, align 8
  %pos1065 = mul i64 0, %dim
  %pos1066 = add i64 %pos1065, %v1063
  %pos1067 = mul i64 %pos1066, %dim8
  %pos1068 = add i64 %pos1067, %v1064
  %v1069 = load float, ptr %coef2_160, align 4
  %tup1070 = insertvalue { float, float, float } undef, float %v1069, 0
  %v1071 = load float, ptr %coef2_163, align 4
  %tup1072 = insertvalue { float, float, float } %tup1070, float %v1071, 1
  %v1073 = load float, ptr %coef2_161, align 4
  %tup1074 = insertvalue { float, float, float } %tup1072, float %v1073, 2
  %f1075 = extractvalue { float, float, float } %tup1074, 0
  %elp1076 = getelementptr inbounds float, ptr %buf391, i64 %pos1068
  store float %f1075, ptr %elp1076, align 4, !alias.scope !7, !noalias !8
  %f1077 = extractvalue { float, float, float } %tup1074, 1
  %elp1078 = getelementptr inbounds float, ptr %buf395, i64 %pos1068
  store float %f1077, ptr %elp1078, align 4, !alias.scope !9, !noalias !10
  %f1079 = extractvalue { float, float, float } %tup1074, 2
  %elp1080 = getelementptr inbounds float, ptr %buf399, i64 %pos1068
  store float %f1079, ptr %elp1080, align 4, !alias.scope !11, !noalias !12
  %i1081 = load i64, ptr %j, align 8
  %next1082 = add i64 %i1081, 1
  store i64 %next1082, ptr %j, align 8
  br label %loop924

exit926:                                          ; preds = %loop924
  br label %versions_done923

loop1083:                                         ; preds = %ok1340, %checked922
  %i1086 = load i64, ptr %j, align 8
  %more1087 = icmp slt i64 %i1086, %min27
  br i1 %more1087, label %body1084, label %exit1085

body1084:                                         ; preds = %loop1083
  %v1088 = load i64, ptr %i, align 8
  %add1089 = add i64 %v1088, -1
  %sub1090 = sub i64 %dim, 1
  %c1091 = icmp slt i64 %add1089, %sub1090
  %mm1092 = select i1 %c1091, i64 %add1089, i64 %sub1090
  %c1093 = icmp sgt i64 0, %mm1092
  %mm1094 = select i1 %c1093, i64 0, i64 %mm1092
  %j1095 = load i64, ptr %j, align 8
  %tap1096 = add i64 %j1095, -1
  %inb1097 = icmp ult i64 %mm1094, %dim
  br i1 %inb1097, label %ok1099, label %fail1098

exit1085:                                         ; preds = %loop1083
  br label %versions_done923

fail1098:                                         ; preds = %body1084
  %errp1100 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1100, align 8
  %errp1101 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1101, align 8
  %errp1102 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1094, ptr %errp1102, align 8
  %errp1103 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1103, align 8
  ret i32 1

ok1099:                                           ; preds = %body1084
  %pos1104 = mul i64 0, %dim
  %pos1105 = add i64 %pos1104, %mm1094
  %inb1106 = icmp ult i64 %tap1096, %dim8
  br i1 %inb1106, label %ok1108, label %fail1107

fail1107:                                         ; preds = %ok1099
  %errp1109 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1109, align 8
  %errp1110 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1110, align 8
  %errp1111 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1096, ptr %errp1111, align 8
  %errp1112 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1112, align 8
  ret i32 1

ok1108:                                           ; preds = %ok1099
  %pos1113 = mul i64 %pos1105, %dim8
  %pos1114 = add i64 %pos1113, %tap1096
  %elp1115 = getelementptr inbounds float, ptr %buf, i64 %pos1114
  %el1116 = load float, ptr %elp1115, align 4, !alias.scope !0, !noalias !3
  store float %el1116, ptr %coef2_156, align 4
  %v1117 = load i64, ptr %i, align 8
  %add1118 = add i64 %v1117, -1
  %sub1119 = sub i64 %dim, 1
  %c1120 = icmp slt i64 %add1118, %sub1119
  %mm1121 = select i1 %c1120, i64 %add1118, i64 %sub1119
  %c1122 = icmp sgt i64 0, %mm1121
  %mm1123 = select i1 %c1122, i64 0, i64 %mm1121
  %j1124 = load i64, ptr %j, align 8
  %tap1125 = add i64 %j1124, 0
  %inb1126 = icmp ult i64 %mm1123, %dim
  br i1 %inb1126, label %ok1128, label %fail1127

fail1127:                                         ; preds = %ok1108
  %errp1129 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1129, align 8
  %errp1130 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1130, align 8
  %errp1131 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1123, ptr %errp1131, align 8
  %errp1132 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1132, align 8
  ret i32 1

ok1128:                                           ; preds = %ok1108
  %pos1133 = mul i64 0, %dim
  %pos1134 = add i64 %pos1133, %mm1123
  %inb1135 = icmp ult i64 %tap1125, %dim8
  br i1 %inb1135, label %ok1137, label %fail1136

fail1136:                                         ; preds = %ok1128
  %errp1138 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1138, align 8
  %errp1139 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1139, align 8
  %errp1140 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1125, ptr %errp1140, align 8
  %errp1141 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1141, align 8
  ret i32 1

ok1137:                                           ; preds = %ok1128
  %pos1142 = mul i64 %pos1134, %dim8
  %pos1143 = add i64 %pos1142, %tap1125
  %elp1144 = getelementptr inbounds float, ptr %buf, i64 %pos1143
  %el1145 = load float, ptr %elp1144, align 4, !alias.scope !0, !noalias !3
  store float %el1145, ptr %coef2_157, align 4
  %v1146 = load i64, ptr %i, align 8
  %add1147 = add i64 %v1146, -1
  %sub1148 = sub i64 %dim, 1
  %c1149 = icmp slt i64 %add1147, %sub1148
  %mm1150 = select i1 %c1149, i64 %add1147, i64 %sub1148
  %c1151 = icmp sgt i64 0, %mm1150
  %mm1152 = select i1 %c1151, i64 0, i64 %mm1150
  %j1153 = load i64, ptr %j, align 8
  %tap1154 = add i64 %j1153, 1
  %inb1155 = icmp ult i64 %mm1152, %dim
  br i1 %inb1155, label %ok1157, label %fail1156

fail1156:                                         ; preds = %ok1137
  %errp1158 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1158, align 8
  %errp1159 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1159, align 8
  %errp1160 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1152, ptr %errp1160, align 8
  %errp1161 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1161, align 8
  ret i32 1

ok1157:                                           ; preds = %ok1137
  %pos1162 = mul i64 0, %dim
  %pos1163 = add i64 %pos1162, %mm1152
  %inb1164 = icmp ult i64 %tap1154, %dim8
  br i1 %inb1164, label %ok1166, label %fail1165

fail1165:                                         ; preds = %ok1157
  %errp1167 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1167, align 8
  %errp1168 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1168, align 8
  %errp1169 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1154, ptr %errp1169, align 8
  %errp1170 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1170, align 8
  ret i32 1

ok1166:                                           ; preds = %ok1157
  %pos1171 = mul i64 %pos1163, %dim8
  %pos1172 = add i64 %pos1171, %tap1154
  %elp1173 = getelementptr inbounds float, ptr %buf, i64 %pos1172
  %el1174 = load float, ptr %elp1173, align 4, !alias.scope !0, !noalias !3
  store float %el1174, ptr %coef2_158, align 4
  %v1175 = load i64, ptr %i, align 8
  %add1176 = add i64 %v1175, 0
  %sub1177 = sub i64 %dim, 1
  %c1178 = icmp slt i64 %add1176, %sub1177
  %mm1179 = select i1 %c1178, i64 %add1176, i64 %sub1177
  %c1180 = icmp sgt i64 0, %mm1179
  %mm1181 = select i1 %c1180, i64 0, i64 %mm1179
  %j1182 = load i64, ptr %j, align 8
  %tap1183 = add i64 %j1182, -1
  %inb1184 = icmp ult i64 %mm1181, %dim
  br i1 %inb1184, label %ok1186, label %fail1185

fail1185:                                         ; preds = %ok1166
  %errp1187 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1187, align 8
  %errp1188 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1188, align 8
  %errp1189 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1181, ptr %errp1189, align 8
  %errp1190 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1190, align 8
  ret i32 1

ok1186:                                           ; preds = %ok1166
  %pos1191 = mul i64 0, %dim
  %pos1192 = add i64 %pos1191, %mm1181
  %inb1193 = icmp ult i64 %tap1183, %dim8
  br i1 %inb1193, label %ok1195, label %fail1194

fail1194:                                         ; preds = %ok1186
  %errp1196 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1196, align 8
  %errp1197 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1197, align 8
  %errp1198 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1183, ptr %errp1198, align 8
  %errp1199 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1199, align 8
  ret i32 1

ok1195:                                           ; preds = %ok1186
  %pos1200 = mul i64 %pos1192, %dim8
  %pos1201 = add i64 %pos1200, %tap1183
  %elp1202 = getelementptr inbounds float, ptr %buf, i64 %pos1201
  %el1203 = load float, ptr %elp1202, align 4, !alias.scope !0, !noalias !3
  store float %el1203, ptr %coef2_159, align 4
  %v1204 = load i64, ptr %i, align 8
  %add1205 = add i64 %v1204, 0
  %sub1206 = sub i64 %dim, 1
  %c1207 = icmp slt i64 %add1205, %sub1206
  %mm1208 = select i1 %c1207, i64 %add1205, i64 %sub1206
  %c1209 = icmp sgt i64 0, %mm1208
  %mm1210 = select i1 %c1209, i64 0, i64 %mm1208
  %j1211 = load i64, ptr %j, align 8
  %tap1212 = add i64 %j1211, 0
  %inb1213 = icmp ult i64 %mm1210, %dim
  br i1 %inb1213, label %ok1215, label %fail1214

fail1214:                                         ; preds = %ok1195
  %errp1216 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1216, align 8
  %errp1217 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1217, align 8
  %errp1218 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1210, ptr %errp1218, align 8
  %errp1219 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1219, align 8
  ret i32 1

ok1215:                                           ; preds = %ok1195
  %pos1220 = mul i64 0, %dim
  %pos1221 = add i64 %pos1220, %mm1210
  %inb1222 = icmp ult i64 %tap1212, %dim8
  br i1 %inb1222, label %ok1224, label %fail1223

fail1223:                                         ; preds = %ok1215
  %errp1225 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1225, align 8
  %errp1226 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1226, align 8
  %errp1227 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1212, ptr %errp1227, align 8
  %errp1228 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1228, align 8
  ret i32 1

ok1224:                                           ; preds = %ok1215
  %pos1229 = mul i64 %pos1221, %dim8
  %pos1230 = add i64 %pos1229, %tap1212
  %elp1231 = getelementptr inbounds float, ptr %buf, i64 %pos1230
  %el1232 = load float, ptr %elp1231, align 4, !alias.scope !0, !noalias !3
  store float %el1232, ptr %coef2_160, align 4
  %v1233 = load i64, ptr %i, align 8
  %add1234 = add i64 %v1233, 0
  %sub1235 = sub i64 %dim, 1
  %c1236 = icmp slt i64 %add1234, %sub1235
  %mm1237 = select i1 %c1236, i64 %add1234, i64 %sub1235
  %c1238 = icmp sgt i64 0, %mm1237
  %mm1239 = select i1 %c1238, i64 0, i64 %mm1237
  %j1240 = load i64, ptr %j, align 8
  %tap1241 = add i64 %j1240, 1
  %inb1242 = icmp ult i64 %mm1239, %dim
  br i1 %inb1242, label %ok1244, label %fail1243

fail1243:                                         ; preds = %ok1224
  %errp1245 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1245, align 8
  %errp1246 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1246, align 8
  %errp1247 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1239, ptr %errp1247, align 8
  %errp1248 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1248, align 8
  ret i32 1

ok1244:                                           ; preds = %ok1224
  %pos1249 = mul i64 0, %dim
  %pos1250 = add i64 %pos1249, %mm1239
  %inb1251 = icmp ult i64 %tap1241, %dim8
  br i1 %inb1251, label %ok1253, label %fail1252

fail1252:                                         ; preds = %ok1244
  %errp1254 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1254, align 8
  %errp1255 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1255, align 8
  %errp1256 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1241, ptr %errp1256, align 8
  %errp1257 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1257, align 8
  ret i32 1

ok1253:                                           ; preds = %ok1244
  %pos1258 = mul i64 %pos1250, %dim8
  %pos1259 = add i64 %pos1258, %tap1241
  %elp1260 = getelementptr inbounds float, ptr %buf, i64 %pos1259
  %el1261 = load float, ptr %elp1260, align 4, !alias.scope !0, !noalias !3
  store float %el1261, ptr %coef2_161, align 4
  %v1262 = load i64, ptr %i, align 8
  %add1263 = add i64 %v1262, 1
  %sub1264 = sub i64 %dim, 1
  %c1265 = icmp slt i64 %add1263, %sub1264
  %mm1266 = select i1 %c1265, i64 %add1263, i64 %sub1264
  %c1267 = icmp sgt i64 0, %mm1266
  %mm1268 = select i1 %c1267, i64 0, i64 %mm1266
  %j1269 = load i64, ptr %j, align 8
  %tap1270 = add i64 %j1269, -1
  %inb1271 = icmp ult i64 %mm1268, %dim
  br i1 %inb1271, label %ok1273, label %fail1272

fail1272:                                         ; preds = %ok1253
  %errp1274 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1274, align 8
  %errp1275 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1275, align 8
  %errp1276 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1268, ptr %errp1276, align 8
  %errp1277 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1277, align 8
  ret i32 1

ok1273:                                           ; preds = %ok1253
  %pos1278 = mul i64 0, %dim
  %pos1279 = add i64 %pos1278, %mm1268
  %inb1280 = icmp ult i64 %tap1270, %dim8
  br i1 %inb1280, label %ok1282, label %fail1281

fail1281:                                         ; preds = %ok1273
  %errp1283 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1283, align 8
  %errp1284 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1284, align 8
  %errp1285 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1270, ptr %errp1285, align 8
  %errp1286 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1286, align 8
  ret i32 1

ok1282:                                           ; preds = %ok1273
  %pos1287 = mul i64 %pos1279, %dim8
  %pos1288 = add i64 %pos1287, %tap1270
  %elp1289 = getelementptr inbounds float, ptr %buf, i64 %pos1288
  %el1290 = load float, ptr %elp1289, align 4, !alias.scope !0, !noalias !3
  store float %el1290, ptr %coef2_162, align 4
  %v1291 = load i64, ptr %i, align 8
  %add1292 = add i64 %v1291, 1
  %sub1293 = sub i64 %dim, 1
  %c1294 = icmp slt i64 %add1292, %sub1293
  %mm1295 = select i1 %c1294, i64 %add1292, i64 %sub1293
  %c1296 = icmp sgt i64 0, %mm1295
  %mm1297 = select i1 %c1296, i64 0, i64 %mm1295
  %j1298 = load i64, ptr %j, align 8
  %tap1299 = add i64 %j1298, 0
  %inb1300 = icmp ult i64 %mm1297, %dim
  br i1 %inb1300, label %ok1302, label %fail1301

fail1301:                                         ; preds = %ok1282
  %errp1303 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1303, align 8
  %errp1304 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1304, align 8
  %errp1305 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1297, ptr %errp1305, align 8
  %errp1306 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1306, align 8
  ret i32 1

ok1302:                                           ; preds = %ok1282
  %pos1307 = mul i64 0, %dim
  %pos1308 = add i64 %pos1307, %mm1297
  %inb1309 = icmp ult i64 %tap1299, %dim8
  br i1 %inb1309, label %ok1311, label %fail1310

fail1310:                                         ; preds = %ok1302
  %errp1312 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1312, align 8
  %errp1313 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1313, align 8
  %errp1314 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1299, ptr %errp1314, align 8
  %errp1315 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1315, align 8
  ret i32 1

ok1311:                                           ; preds = %ok1302
  %pos1316 = mul i64 %pos1308, %dim8
  %pos1317 = add i64 %pos1316, %tap1299
  %elp1318 = getelementptr inbounds float, ptr %buf, i64 %pos1317
  %el1319 = load float, ptr %elp1318, align 4, !alias.scope !0, !noalias !3
  store float %el1319, ptr %coef2_163, align 4
  %v1320 = load i64, ptr %i, align 8
  %add1321 = add i64 %v1320, 1
  %sub1322 = sub i64 %dim, 1
  %c1323 = icmp slt i64 %add1321, %sub1322
  %mm1324 = select i1 %c1323, i64 %add1321, i64 %sub1322
  %c1325 = icmp sgt i64 0, %mm1324
  %mm1326 = select i1 %c1325, i64 0, i64 %mm1324
  %j1327 = load i64, ptr %j, align 8
  %tap1328 = add i64 %j1327, 1
  %inb1329 = icmp ult i64 %mm1326, %dim
  br i1 %inb1329, label %ok1331, label %fail1330

fail1330:                                         ; preds = %ok1311
  %errp1332 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1332, align 8
  %errp1333 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1333, align 8
  %errp1334 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1326, ptr %errp1334, align 8
  %errp1335 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1335, align 8
  ret i32 1

ok1331:                                           ; preds = %ok1311
  %pos1336 = mul i64 0, %dim
  %pos1337 = add i64 %pos1336, %mm1326
  %inb1338 = icmp ult i64 %tap1328, %dim8
  br i1 %inb1338, label %ok1340, label %fail1339

fail1339:                                         ; preds = %ok1331
  %errp1341 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1341, align 8
  %errp1342 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1342, align 8
  %errp1343 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1328, ptr %errp1343, align 8
  %errp1344 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1344, align 8
  ret i32 1

ok1340:                                           ; preds = %ok1331
  %pos1345 = mul i64 %pos1337, %dim8
  %pos1346 = add i64 %pos1345, %tap1328
  %elp1347 = getelementptr inbounds float, ptr %buf, i64 %pos1346
  %el1348 = load float, ptr %elp1347, align 4, !alias.scope !0, !noalias !3
  store float %el1348, ptr %coef2_164, align 4
  %v1349 = load i64, ptr %i, align 8
  %v1350 = load i64, ptr %j, align 8
  %pos1351 = mul i64 0, %dim
  %pos1352 = add i64 %pos1351, %v1349
  %pos1353 = mul i64 %pos1352, %dim8
  %pos1354 = add i64 %pos1353, %v1350
  %v1355 = load float, ptr %coef2_160, align 4
  %tup1356 = insertvalue { float, float, float } undef, float %v1355, 0
  %v1357 = load float, ptr %coef2_163, align 4
  %tup1358 = insertvalue { float, float, float } %tup1356, float %v1357, 1
  %v1359 = load float, ptr %coef2_161, align 4
  %tup1360 = insertvalue { float, float, float } %tup1358, float %v1359, 2
  %f1361 = extractvalue { float, float, float } %tup1360, 0
  %elp1362 = getelementptr inbounds float, ptr %buf391, i64 %pos1354
  store float %f1361, ptr %elp1362, align 4, !alias.scope !7, !noalias !8
  %f1363 = extractvalue { float, float, float } %tup1360, 1
  %elp1364 = getelementptr inbounds float, ptr %buf395, i64 %pos1354
  store float %f1363, ptr %elp1364, align 4, !alias.scope !9, !noalias !10
  %f1365 = extractvalue { float, float, float } %tup1360, 2
  %elp1366 = getelementptr inbounds float, ptr %buf399, i64 %pos1354
  store float %f1365, ptr %elp1366, align 4, !alias.scope !11, !noalias !12
  %i1367 = load i64, ptr %j, align 8
  %next1368 = add i64 %i1367, 1
  store i64 %next1368, ptr %j, align 8
  br label %loop1083

proved1558:                                       ; preds = %versions_done923
  store i64 %min27, ptr %j, align 8
  br label %loop1561

checked1559:                                      ; preds = %versions_done923
  store i64 %min27, ptr %j, align 8
  br label %loop1766

versions_done1560:                                ; preds = %exit1768, %exit1563
  %i2097 = load i64, ptr %i, align 8
  %next2098 = add i64 %i2097, 1
  store i64 %next2098, ptr %i, align 8
  br label %loop

loop1561:                                         ; preds = %body1562, %proved1558
  %i1564 = load i64, ptr %j, align 8
  %more1565 = icmp slt i64 %i1564, %dim8
  br i1 %more1565, label %body1562, label %exit1563

body1562:                                         ; preds = %loop1561
  %v1566 = load i64, ptr %i, align 8
  %add1567 = add i64 %v1566, -1
  %sub1568 = sub i64 %dim, 1
  %c1569 = icmp slt i64 %add1567, %sub1568
  %mm1570 = select i1 %c1569, i64 %add1567, i64 %sub1568
  %c1571 = icmp sgt i64 0, %mm1570
  %mm1572 = select i1 %c1571, i64 0, i64 %mm1570
  %v1573 = load i64, ptr %j, align 8
  %add1574 = add i64 %v1573, -1
  %sub1575 = sub i64 %dim8, 1
  %c1576 = icmp slt i64 %add1574, %sub1575
  %mm1577 = select i1 %c1576, i64 %add1574, i64 %sub1575
  %c1578 = icmp sgt i64 0, %mm1577
  %mm1579 = select i1 %c1578, i64 0, i64 %mm1577
  %pos1580 = mul i64 0, %dim
  %pos1581 = add i64 %pos1580, %mm1572
  %pos1582 = mul i64 %pos1581, %dim8
  %pos1583 = add i64 %pos1582, %mm1579
  %elp1584 = getelementptr inbounds float, ptr %buf, i64 %pos1583
  %el1585 = load float, ptr %elp1584, align 4, !alias.scope !0, !noalias !3
  store float %el1585, ptr %coef2_156, align 4
  %v1586 = load i64, ptr %i, align 8
  %add1587 = add i64 %v1586, -1
  %sub1588 = sub i64 %dim, 1
  %c1589 = icmp slt i64 %add1587, %sub1588
  %mm1590 = select i1 %c1589, i64 %add1587, i64 %sub1588
  %c1591 = icmp sgt i64 0, %mm1590
  %mm1592 = select i1 %c1591, i64 0, i64 %mm1590
  %v1593 = load i64, ptr %j, align 8
  %add1594 = add i64 %v1593, 0
  %sub1595 = sub i64 %dim8, 1
  %c1596 = icmp slt i64 %add1594, %sub1595
  %mm1597 = select i1 %c1596, i64 %add1594, i64 %sub1595
  %c1598 = icmp sgt i64 0, %mm1597
  %mm1599 = select i1 %c1598, i64 0, i64 %mm1597
  %pos1600 = mul i64 0, %dim
  %pos1601 = add i64 %pos1600, %mm1592
  %pos1602 = mul i64 %pos1601, %dim8
  %pos1603 = add i64 %pos1602, %mm1599
  %elp1604 = getelementptr inbounds float, ptr %buf, i64 %pos1603
  %el1605 = load float, ptr %elp1604, align 4, !alias.scope !0, !noalias !3
  store float %el1605, ptr %coef2_157, align 4
  %v1606 = load i64, ptr %i, align 8
  %add1607 = add i64 %v1606, -1
  %sub1608 = sub i64 %dim, 1
  %c1609 = icmp slt i64 %add1607, %sub1608
  %mm1610 = select i1 %c1609, i64 %add1607, i64 %sub1608
  %c1611 = icmp sgt i64 0, %mm1610
  %mm1612 = select i1 %c1611, i64 0, i64 %mm1610
  %v1613 = load i64, ptr %j, align 8
  %add1614 = add i64 %v1613, 1
  %sub1615 = sub i64 %dim8, 1
  %c1616 = icmp slt i64 %add1614, %sub1615
  %mm1617 = select i1 %c1616, i64 %add1614, i64 %sub1615
  %c1618 = icmp sgt i64 0, %mm1617
  %mm1619 = select i1 %c1618, i64 0, i64 %mm1617
  %pos1620 = mul i64 0, %dim
  %pos1621 = add i64 %pos1620, %mm1612
  %pos1622 = mul i64 %pos1621, %dim8
  %pos1623 = add i64 %pos1622, %mm1619
  %elp1624 = getelementptr inbounds float, ptr %buf, i64 %pos1623
  %el1625 = load float, ptr %elp1624, align 4, !alias.scope !0, !noalias !3
  store float %el1625, ptr %coef2_158, align 4
  %v1626 = load i64, ptr %i, align 8
  %add1627 = add i64 %v1626, 0
  %sub1628 = sub i64 %dim, 1
  %c1629 = icmp slt i64 %add1627, %sub1628
  %mm1630 = select i1 %c1629, i64 %add1627, i64 %sub1628
  %c1631 = icmp sgt i64 0, %mm1630
  %mm1632 = select i1 %c1631, i64 0, i64 %mm1630
  %v1633 = load i64, ptr %j, align 8
  %add1634 = add i64 %v1633, -1
  %sub1635 = sub i64 %dim8, 1
  %c1636 = icmp slt i64 %add1634, %sub1635
  %mm1637 = select i1 %c1636, i64 %add1634, i64 %sub1635
  %c1638 = icmp sgt i64 0, %mm1637
  %mm1639 = select i1 %c1638, i64 0, i64 %mm1637
  %pos1640 = mul i64 0, %dim
  %pos1641 = add i64 %pos1640, %mm1632
  %pos1642 = mul i64 %pos1641, %dim8
  %pos1643 = add i64 %pos1642, %mm1639
  %elp1644 = getelementptr inbounds float, ptr %buf, i64 %pos1643
  %el1645 = load float, ptr %elp1644, align 4, !alias.scope !0, !noalias !3
  store float %el1645, ptr %coef2_159, align 4
  %v1646 = load i64, ptr %i, align 8
  %add1647 = add i64 %v1646, 0
  %sub1648 = sub i64 %dim, 1
  %c1649 = icmp slt i64 %add1647, %sub1648
  %mm1650 = select i1 %c1649, i64 %add1647, i64 %sub1648
  %c1651 = icmp sgt i64 0, %mm1650
  %mm1652 = select i1 %c1651, i64 0, i64 %mm1650
  %v1653 = load i64, ptr %j, align 8
  %add1654 = add i64 %v1653, 0
  %sub1655 = sub i64 %dim8, 1
  %c1656 = icmp slt i64 %add1654, %sub1655
  %mm1657 = select i1 %c1656, i64 %add1654, i64 %sub1655
  %c1658 = icmp sgt i64 0, %mm1657
  %mm1659 = select i1 %c1658, i64 0, i64 %mm1657
  %pos1660 = mul i64 0, %dim
  %pos1661 = add i64 %pos1660, %mm1652
  %pos1662 = mul i64 %pos1661, %dim8
  %pos1663 = add i64 %pos1662, %mm1659
  %elp1664 = getelementptr inbounds float, ptr %buf, i64 %pos1663
  %el1665 = load float, ptr %elp1664, align 4, !alias.scope !0, !noalias !3
  store float %el1665, ptr %coef2_160, align 4
  %v1666 = load i64, ptr %i, align 8
  %add1667 = add i64 %v1666, 0
  %sub1668 = sub i64 %dim, 1
  %c1669 = icmp slt i64 %add1667, %sub1668
  %mm1670 = select i1 %c1669, i64 %add1667, i64 %sub1668
  %c1671 = icmp sgt i64 0, %mm1670
  %mm1672 = select i1 %c1671, i64 0, i64 %mm1670
  %v1673 = load i64, ptr %j, align 8
  %add1674 = add i64 %v1673, 1
  %sub1675 = sub i64 %dim8, 1
  %c1676 = icmp slt i64 %add1674, %sub1675
  %mm1677 = select i1 %c1676, i64 %add1674, i64 %sub1675
  %c1678 = icmp sgt i64 0, %mm1677
  %mm1679 = select i1 %c1678, i64 0, i64 %mm1677
  %pos1680 = mul i64 0, %dim
  %pos1681 = add i64 %pos1680, %mm1672
  %pos1682 = mul i64 %pos1681, %dim8
  %pos1683 = add i64 %pos1682, %mm1679
  %elp1684 = getelementptr inbounds float, ptr %buf, i64 %pos1683
  %el1685 = load float, ptr %elp1684, align 4, !alias.scope !0, !noalias !3
  store float %el1685, ptr %coef2_161, align 4
  %v1686 = load i64, ptr %i, align 8
  %add1687 = add i64 %v1686, 1
  %sub1688 = sub i64 %dim, 1
  %c1689 = icmp slt i64 %add1687, %sub1688
  %mm1690 = select i1 %c1689, i64 %add1687, i64 %sub1688
  %c1691 = icmp sgt i64 0, %mm1690
  %mm1692 = select i1 %c1691, i64 0, i64 %mm1690
  %v1693 = load i64, ptr %j, align 8
  %add1694 = add i64 %v1693, -1
  %sub1695 = sub i64 %dim8, 1
  %c1696 = icmp slt i64 %add1694, %sub1695
  %mm1697 = select i1 %c1696, i64 %add1694, i64 %sub1695
  %c1698 = icmp sgt i64 0, %mm1697
  %mm1699 = select i1 %c1698, i64 0, i64 %mm1697
  %pos1700 = mul i64 0, %dim
  %pos1701 = add i64 %pos1700, %mm1692
  %pos1702 = mul i64 %pos1701, %dim8
  %pos1703 = add i64 %pos1702, %mm1699
  %elp1704 = getelementptr inbounds float, ptr %buf, i64 %pos1703
  %el1705 = load float, ptr %elp1704, align 4, !alias.scope !0, !noalias !3
  store float %el1705, ptr %coef2_162, align 4
  %v1706 = load i64, ptr %i, align 8
  %add1707 = add i64 %v1706, 1
  %sub1708 = sub i64 %dim, 1
  %c1709 = icmp slt i64 %add1707, %sub1708
  %mm1710 = select i1 %c1709, i64 %add1707, i64 %sub1708
  %c1711 = icmp sgt i64 0, %mm1710
  %mm1712 = select i1 %c1711, i64 0, i64 %mm1710
  %v1713 = load i64, ptr %j, align 8
  %add1714 = add i64 %v1713, 0
  %sub1715 = sub i64 %dim8, 1
  %c1716 = icmp slt i64 %add1714, %sub1715
  %mm1717 = select i1 %c1716, i64 %add1714, i64 %sub1715
  %c1718 = icmp sgt i64 0, %mm1717
  %mm1719 = select i1 %c1718, i64 0, i64 %mm1717
  %pos1720 = mul i64 0, %dim
  %pos1721 = add i64 %pos1720, %mm1712
  %pos1722 = mul i64 %pos1721, %dim8
  %pos1723 = add i64 %pos1722, %mm1719
  %elp1724 = getelementptr inbounds float, ptr %buf, i64 %pos1723
  %el1725 = load float, ptr %elp1724, align 4, !alias.scope !0, !noalias !3
  store float %el1725, ptr %coef2_163, align 4
  %v1726 = load i64, ptr %i, align 8
  %add1727 = add i64 %v1726, 1
  %sub1728 = sub i64 %dim, 1
  %c1729 = icmp slt i64 %add1727, %sub1728
  %mm1730 = select i1 %c1729, i64 %add1727, i64 %sub1728
  %c1731 = icmp sgt i64 0, %mm1730
  %mm1732 = select i1 %c1731, i64 0, i64 %mm1730
  %v1733 = load i64, ptr %j, align 8
  %add1734 = add i64 %v1733, 1
  %sub1735 = sub i64 %dim8, 1
  %c1736 = icmp slt i64 %add1734, %sub1735
  %mm1737 = select i1 %c1736, i64 %add1734, i64 %sub1735
  %c1738 = icmp sgt i64 0, %mm1737
  %mm1739 = select i1 %c1738, i64 0, i64 %mm1737
  %pos1740 = mul i64 0, %dim
  %pos1741 = add i64 %pos1740, %mm1732
  %pos1742 = mul i64 %pos1741, %dim8
  %pos1743 = add i64 %pos1742, %mm1739
  %elp1744 = getelementptr inbounds float, ptr %buf, i64 %pos1743
  %el1745 = load float, ptr %elp1744, align 4, !alias.scope !0, !noalias !3
  store float %el1745, ptr %coef2_164, align 4
  %v1746 = load i64, ptr %i, align 8
  %v1747 = load i64, ptr %j, align 8
  %pos1748 = mul i64 0, %dim
  %pos1749 = add i64 %pos1748, %v1746
  %pos1750 = mul i64 %pos1749, %dim8
  %pos1751 = add i64 %pos1750, %v1747
  %v1752 = load float, ptr %coef2_160, align 4
  %tup1753 = insertvalue { float, float, float } undef, float %v1752, 0
  %v1754 = load float, ptr %coef2_163, align 4
  %tup1755 = insertvalue { float, float, float } %tup1753, float %v1754, 1
  %v1756 = load float, ptr %coef2_161, align 4
  %tup1757 = insertvalue { float, float, float } %tup1755, float %v1756, 2
  %f1758 = extractvalue { float, float, float } %tup1757, 0
  %elp1759 = getelementptr inbounds float, ptr %buf391, i64 %pos1751
  store float %f1758, ptr %elp1759, align 4, !alias.scope !7, !noalias !8
  %f1760 = extractvalue { float, float, float } %tup1757, 1
  %elp1761 = getelementptr inbounds float, ptr %buf395, i64 %pos1751
  store float %f1760, ptr %elp1761, align 4, !alias.scope !9, !noalias !10
  %f1762 = extractvalue { float, float, float } %tup1757, 2
  %elp1763 = getelementptr inbounds float, ptr %buf399, i64 %pos1751
  store float %f1762, ptr %elp1763, align 4, !alias.scope !11, !noalias !12
  %i1764 = load i64, ptr %j, align 8
  %next1765 = add i64 %i1764, 1
  store i64 %next1765, ptr %j, align 8
  br label %loop1561

exit1563:                                         ; preds = %loop1561
  br label %versions_done1560

loop1766:                                         ; preds = %ok2068, %checked1559
  %i1769 = load i64, ptr %j, align 8
  %more1770 = icmp slt i64 %i1769, %dim8
  br i1 %more1770, label %body1767, label %exit1768

body1767:                                         ; preds = %loop1766
  %v1771 = load i64, ptr %i, align 8
  %add1772 = add i64 %v1771, -1
  %sub1773 = sub i64 %dim, 1
  %c1774 = icmp slt i64 %add1772, %sub1773
  %mm1775 = select i1 %c1774, i64 %add1772, i64 %sub1773
  %c1776 = icmp sgt i64 0, %mm1775
  %mm1777 = select i1 %c1776, i64 0, i64 %mm1775
  %v1778 = load i64, ptr %j, align 8
  %add1779 = add i64 %v1778, -1
  %sub1780 = sub i64 %dim8, 1
  %c1781 = icmp slt i64 %add1779, %sub1780
  %mm1782 = select i1 %c1781, i64 %add1779, i64 %sub1780
  %c1783 = icmp sgt i64 0, %mm1782
  %mm1784 = select i1 %c1783, i64 0, i64 %mm1782
  %inb1785 = icmp ult i64 %mm1777, %dim
  br i1 %inb1785, label %ok1787, label %fail1786

exit1768:                                         ; preds = %loop1766
  br label %versions_done1560

fail1786:                                         ; preds = %body1767
  %errp1788 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1788, align 8
  %errp1789 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1789, align 8
  %errp1790 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1777, ptr %errp1790, align 8
  %errp1791 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1791, align 8
  ret i32 1

ok1787:                                           ; preds = %body1767
  %pos1792 = mul i64 0, %dim
  %pos1793 = add i64 %pos1792, %mm1777
  %inb1794 = icmp ult i64 %mm1784, %dim8
  br i1 %inb1794, label %ok1796, label %fail1795

fail1795:                                         ; preds = %ok1787
  %errp1797 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1797, align 8
  %errp1798 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1798, align 8
  %errp1799 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1784, ptr %errp1799, align 8
  %errp1800 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1800, align 8
  ret i32 1

ok1796:                                           ; preds = %ok1787
  %pos1801 = mul i64 %pos1793, %dim8
  %pos1802 = add i64 %pos1801, %mm1784
  %elp1803 = getelementptr inbounds float, ptr %buf, i64 %pos1802
  %el1804 = load float, ptr %elp1803, align 4, !alias.scope !0, !noalias !3
  store float %el1804, ptr %coef2_156, align 4
  %v1805 = load i64, ptr %i, align 8
  %add1806 = add i64 %v1805, -1
  %sub1807 = sub i64 %dim, 1
  %c1808 = icmp slt i64 %add1806, %sub1807
  %mm1809 = select i1 %c1808, i64 %add1806, i64 %sub1807
  %c1810 = icmp sgt i64 0, %mm1809
  %mm1811 = select i1 %c1810, i64 0, i64 %mm1809
  %v1812 = load i64, ptr %j, align 8
  %add1813 = add i64 %v1812, 0
  %sub1814 = sub i64 %dim8, 1
  %c1815 = icmp slt i64 %add1813, %sub1814
  %mm1816 = select i1 %c1815, i64 %add1813, i64 %sub1814
  %c1817 = icmp sgt i64 0, %mm1816
  %mm1818 = select i1 %c1817, i64 0, i64 %mm1816
  %inb1819 = icmp ult i64 %mm1811, %dim
  br i1 %inb1819, label %ok1821, label %fail1820

fail1820:                                         ; preds = %ok1796
  %errp1822 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1822, align 8
  %errp1823 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1823, align 8
  %errp1824 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1811, ptr %errp1824, align 8
  %errp1825 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1825, align 8
  ret i32 1

ok1821:                                           ; preds = %ok1796
  %pos1826 = mul i64 0, %dim
  %pos1827 = add i64 %pos1826, %mm1811
  %inb1828 = icmp ult i64 %mm1818, %dim8
  br i1 %inb1828, label %ok1830, label %fail1829

fail1829:                                         ; preds = %ok1821
  %errp1831 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1831, align 8
  %errp1832 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1832, align 8
  %errp1833 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1818, ptr %errp1833, align 8
  %errp1834 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1834, align 8
  ret i32 1

ok1830:                                           ; preds = %ok1821
  %pos1835 = mul i64 %pos1827, %dim8
  %pos1836 = add i64 %pos1835, %mm1818
  %elp1837 = getelementptr inbounds float, ptr %buf, i64 %pos1836
  %el1838 = load float, ptr %elp1837, align 4, !alias.scope !0, !noalias !3
  store float %el1838, ptr %coef2_157, align 4
  %v1839 = load i64, ptr %i, align 8
  %add1840 = add i64 %v1839, -1
  %sub1841 = sub i64 %dim, 1
  %c1842 = icmp slt i64 %add1840, %sub1841
  %mm1843 = select i1 %c1842, i64 %add1840, i64 %sub1841
  %c1844 = icmp sgt i64 0, %mm1843
  %mm1845 = select i1 %c1844, i64 0, i64 %mm1843
  %v1846 = load i64, ptr %j, align 8
  %add1847 = add i64 %v1846, 1
  %sub1848 = sub i64 %dim8, 1
  %c1849 = icmp slt i64 %add1847, %sub1848
  %mm1850 = select i1 %c1849, i64 %add1847, i64 %sub1848
  %c1851 = icmp sgt i64 0, %mm1850
  %mm1852 = select i1 %c1851, i64 0, i64 %mm1850
  %inb1853 = icmp ult i64 %mm1845, %dim
  br i1 %inb1853, label %ok1855, label %fail1854

fail1854:                                         ; preds = %ok1830
  %errp1856 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1856, align 8
  %errp1857 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1857, align 8
  %errp1858 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1845, ptr %errp1858, align 8
  %errp1859 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1859, align 8
  ret i32 1

ok1855:                                           ; preds = %ok1830
  %pos1860 = mul i64 0, %dim
  %pos1861 = add i64 %pos1860, %mm1845
  %inb1862 = icmp ult i64 %mm1852, %dim8
  br i1 %inb1862, label %ok1864, label %fail1863

fail1863:                                         ; preds = %ok1855
  %errp1865 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1865, align 8
  %errp1866 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1866, align 8
  %errp1867 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1852, ptr %errp1867, align 8
  %errp1868 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1868, align 8
  ret i32 1

ok1864:                                           ; preds = %ok1855
  %pos1869 = mul i64 %pos1861, %dim8
  %pos1870 = add i64 %pos1869, %mm1852
  %elp1871 = getelementptr inbounds float, ptr %buf, i64 %pos1870
  %el1872 = load float, ptr %elp1871, align 4, !alias.scope !0, !noalias !3
  store float %el1872, ptr %coef2_158, align 4
  %v1873 = load i64, ptr %i, align 8
  %add1874 = add i64 %v1873, 0
  %sub1875 = sub i64 %dim, 1
  %c1876 = icmp slt i64 %add1874, %sub1875
  %mm1877 = select i1 %c1876, i64 %add1874, i64 %sub1875
  %c1878 = icmp sgt i64 0, %mm1877
  %mm1879 = select i1 %c1878, i64 0, i64 %mm1877
  %v1880 = load i64, ptr %j, align 8
  %add1881 = add i64 %v1880, -1
  %sub1882 = sub i64 %dim8, 1
  %c1883 = icmp slt i64 %add1881, %sub1882
  %mm1884 = select i1 %c1883, i64 %add1881, i64 %sub1882
  %c1885 = icmp sgt i64 0, %mm1884
  %mm1886 = select i1 %c1885, i64 0, i64 %mm1884
  %inb1887 = icmp ult i64 %mm1879, %dim
  br i1 %inb1887, label %ok1889, label %fail1888

fail1888:                                         ; preds = %ok1864
  %errp1890 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1890, align 8
  %errp1891 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1891, align 8
  %errp1892 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1879, ptr %errp1892, align 8
  %errp1893 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1893, align 8
  ret i32 1

ok1889:                                           ; preds = %ok1864
  %pos1894 = mul i64 0, %dim
  %pos1895 = add i64 %pos1894, %mm1879
  %inb1896 = icmp ult i64 %mm1886, %dim8
  br i1 %inb1896, label %ok1898, label %fail1897

fail1897:                                         ; preds = %ok1889
  %errp1899 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1899, align 8
  %errp1900 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1900, align 8
  %errp1901 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1886, ptr %errp1901, align 8
  %errp1902 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1902, align 8
  ret i32 1

ok1898:                                           ; preds = %ok1889
  %pos1903 = mul i64 %pos1895, %dim8
  %pos1904 = add i64 %pos1903, %mm1886
  %elp1905 = getelementptr inbounds float, ptr %buf, i64 %pos1904
  %el1906 = load float, ptr %elp1905, align 4, !alias.scope !0, !noalias !3
  store float %el1906, ptr %coef2_159, align 4
  %v1907 = load i64, ptr %i, align 8
  %add1908 = add i64 %v1907, 0
  %sub1909 = sub i64 %dim, 1
  %c1910 = icmp slt i64 %add1908, %sub1909
  %mm1911 = select i1 %c1910, i64 %add1908, i64 %sub1909
  %c1912 = icmp sgt i64 0, %mm1911
  %mm1913 = select i1 %c1912, i64 0, i64 %mm1911
  %v1914 = load i64, ptr %j, align 8
  %add1915 = add i64 %v1914, 0
  %sub1916 = sub i64 %dim8, 1
  %c1917 = icmp slt i64 %add1915, %sub1916
  %mm1918 = select i1 %c1917, i64 %add1915, i64 %sub1916
  %c1919 = icmp sgt i64 0, %mm1918
  %mm1920 = select i1 %c1919, i64 0, i64 %mm1918
  %inb1921 = icmp ult i64 %mm1913, %dim
  br i1 %inb1921, label %ok1923, label %fail1922

fail1922:                                         ; preds = %ok1898
  %errp1924 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1924, align 8
  %errp1925 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1925, align 8
  %errp1926 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1913, ptr %errp1926, align 8
  %errp1927 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1927, align 8
  ret i32 1

ok1923:                                           ; preds = %ok1898
  %pos1928 = mul i64 0, %dim
  %pos1929 = add i64 %pos1928, %mm1913
  %inb1930 = icmp ult i64 %mm1920, %dim8
  br i1 %inb1930, label %ok1932, label %fail1931

fail1931:                                         ; preds = %ok1923
  %errp1933 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1933, align 8
  %errp1934 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1934, align 8
  %errp1935 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1920, ptr %errp1935, align 8
  %errp1936 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1936, align 8
  ret i32 1

ok1932:                                           ; preds = %ok1923
  %pos1937 = mul i64 %pos1929, %dim8
  %pos1938 = add i64 %pos1937, %mm1920
  %elp1939 = getelementptr inbounds float, ptr %buf, i64 %pos1938
  %el1940 = load float, ptr %elp1939, align 4, !alias.scope !0, !noalias !3
  store float %el1940, ptr %coef2_160, align 4
  %v1941 = load i64, ptr %i, align 8
  %add1942 = add i64 %v1941, 0
  %sub1943 = sub i64 %dim, 1
  %c1944 = icmp slt i64 %add1942, %sub1943
  %mm1945 = select i1 %c1944, i64 %add1942, i64 %sub1943
  %c1946 = icmp sgt i64 0, %mm1945
  %mm1947 = select i1 %c1946, i64 0, i64 %mm1945
  %v1948 = load i64, ptr %j, align 8
  %add1949 = add i64 %v1948, 1
  %sub1950 = sub i64 %dim8, 1
  %c1951 = icmp slt i64 %add1949, %sub1950
  %mm1952 = select i1 %c1951, i64 %add1949, i64 %sub1950
  %c1953 = icmp sgt i64 0, %mm1952
  %mm1954 = select i1 %c1953, i64 0, i64 %mm1952
  %inb1955 = icmp ult i64 %mm1947, %dim
  br i1 %inb1955, label %ok1957, label %fail1956

fail1956:                                         ; preds = %ok1932
  %errp1958 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1958, align 8
  %errp1959 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1959, align 8
  %errp1960 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1947, ptr %errp1960, align 8
  %errp1961 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1961, align 8
  ret i32 1

ok1957:                                           ; preds = %ok1932
  %pos1962 = mul i64 0, %dim
  %pos1963 = add i64 %pos1962, %mm1947
  %inb1964 = icmp ult i64 %mm1954, %dim8
  br i1 %inb1964, label %ok1966, label %fail1965

fail1965:                                         ; preds = %ok1957
  %errp1967 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1967, align 8
  %errp1968 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1968, align 8
  %errp1969 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1954, ptr %errp1969, align 8
  %errp1970 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1970, align 8
  ret i32 1

ok1966:                                           ; preds = %ok1957
  %pos1971 = mul i64 %pos1963, %dim8
  %pos1972 = add i64 %pos1971, %mm1954
  %elp1973 = getelementptr inbounds float, ptr %buf, i64 %pos1972
  %el1974 = load float, ptr %elp1973, align 4, !alias.scope !0, !noalias !3
  store float %el1974, ptr %coef2_161, align 4
  %v1975 = load i64, ptr %i, align 8
  %add1976 = add i64 %v1975, 1
  %sub1977 = sub i64 %dim, 1
  %c1978 = icmp slt i64 %add1976, %sub1977
  %mm1979 = select i1 %c1978, i64 %add1976, i64 %sub1977
  %c1980 = icmp sgt i64 0, %mm1979
  %mm1981 = select i1 %c1980, i64 0, i64 %mm1979
  %v1982 = load i64, ptr %j, align 8
  %add1983 = add i64 %v1982, -1
  %sub1984 = sub i64 %dim8, 1
  %c1985 = icmp slt i64 %add1983, %sub1984
  %mm1986 = select i1 %c1985, i64 %add1983, i64 %sub1984
  %c1987 = icmp sgt i64 0, %mm1986
  %mm1988 = select i1 %c1987, i64 0, i64 %mm1986
  %inb1989 = icmp ult i64 %mm1981, %dim
  br i1 %inb1989, label %ok1991, label %fail1990

fail1990:                                         ; preds = %ok1966
  %errp1992 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1992, align 8
  %errp1993 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1993, align 8
  %errp1994 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1981, ptr %errp1994, align 8
  %errp1995 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1995, align 8
  ret i32 1

ok1991:                                           ; preds = %ok1966
  %pos1996 = mul i64 0, %dim
  %pos1997 = add i64 %pos1996, %mm1981
  %inb1998 = icmp ult i64 %mm1988, %dim8
  br i1 %inb1998, label %ok2000, label %fail1999

fail1999:                                         ; preds = %ok1991
  %errp2001 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2001, align 8
  %errp2002 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp2002, align 8
  %errp2003 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1988, ptr %errp2003, align 8
  %errp2004 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2004, align 8
  ret i32 1

ok2000:                                           ; preds = %ok1991
  %pos2005 = mul i64 %pos1997, %dim8
  %pos2006 = add i64 %pos2005, %mm1988
  %elp2007 = getelementptr inbounds float, ptr %buf, i64 %pos2006
  %el2008 = load float, ptr %elp2007, align 4, !alias.scope !0, !noalias !3
  store float %el2008, ptr %coef2_162, align 4
  %v2009 = load i64, ptr %i, align 8
  %add2010 = add i64 %v2009, 1
  %sub2011 = sub i64 %dim, 1
  %c2012 = icmp slt i64 %add2010, %sub2011
  %mm2013 = select i1 %c2012, i64 %add2010, i64 %sub2011
  %c2014 = icmp sgt i64 0, %mm2013
  %mm2015 = select i1 %c2014, i64 0, i64 %mm2013
  %v2016 = load i64, ptr %j, align 8
  %add2017 = add i64 %v2016, 0
  %sub2018 = sub i64 %dim8, 1
  %c2019 = icmp slt i64 %add2017, %sub2018
  %mm2020 = select i1 %c2019, i64 %add2017, i64 %sub2018
  %c2021 = icmp sgt i64 0, %mm2020
  %mm2022 = select i1 %c2021, i64 0, i64 %mm2020
  %inb2023 = icmp ult i64 %mm2015, %dim
  br i1 %inb2023, label %ok2025, label %fail2024

fail2024:                                         ; preds = %ok2000
  %errp2026 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2026, align 8
  %errp2027 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp2027, align 8
  %errp2028 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2015, ptr %errp2028, align 8
  %errp2029 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2029, align 8
  ret i32 1

ok2025:                                           ; preds = %ok2000
  %pos2030 = mul i64 0, %dim
  %pos2031 = add i64 %pos2030, %mm2015
  %inb2032 = icmp ult i64 %mm2022, %dim8
  br i1 %inb2032, label %ok2034, label %fail2033

fail2033:                                         ; preds = %ok2025
  %errp2035 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2035, align 8
  %errp2036 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp2036, align 8
  %errp2037 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2022, ptr %errp2037, align 8
  %errp2038 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2038, align 8
  ret i32 1

ok2034:                                           ; preds = %ok2025
  %pos2039 = mul i64 %pos2031, %dim8
  %pos2040 = add i64 %pos2039, %mm2022
  %elp2041 = getelementptr inbounds float, ptr %buf, i64 %pos2040
  %el2042 = load float, ptr %elp2041, align 4, !alias.scope !0, !noalias !3
  store float %el2042, ptr %coef2_163, align 4
  %v2043 = load i64, ptr %i, align 8
  %add2044 = add i64 %v2043, 1
  %sub2045 = sub i64 %dim, 1
  %c2046 = icmp slt i64 %add2044, %sub2045
  %mm2047 = select i1 %c2046, i64 %add2044, i64 %sub2045
  %c2048 = icmp sgt i64 0, %mm2047
  %mm2049 = select i1 %c2048, i64 0, i64 %mm2047
  %v2050 = load i64, ptr %j, align 8
  %add2051 = add i64 %v2050, 1
  %sub2052 = sub i64 %dim8, 1
  %c2053 = icmp slt i64 %add2051, %sub2052
  %mm2054 = select i1 %c2053, i64 %add2051, i64 %sub2052
  %c2055 = icmp sgt i64 0, %mm2054
  %mm2056 = select i1 %c2055, i64 0, i64 %mm2054
  %inb2057 = icmp ult i64 %mm2049, %dim
  br i1 %inb2057, label %ok2059, label %fail2058

fail2058:                                         ; preds = %ok2034
  %errp2060 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2060, align 8
  %errp2061 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp2061, align 8
  %errp2062 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2049, ptr %errp2062, align 8
  %errp2063 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2063, align 8
  ret i32 1

ok2059:                                           ; preds = %ok2034
  %pos2064 = mul i64 0, %dim
  %pos2065 = add i64 %pos2064, %mm2049
  %inb2066 = icmp ult i64 %mm2056, %dim8
  br i1 %inb2066, label %ok2068, label %fail2067

fail2067:                                         ; preds = %ok2059
  %errp2069 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2069, align 8
  %errp2070 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp2070, align 8
  %errp2071 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2056, ptr %errp2071, align 8
  %errp2072 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2072, align 8
  ret i32 1

ok2068:                                           ; preds = %ok2059
  %pos2073 = mul i64 %pos2065, %dim8
  %pos2074 = add i64 %pos2073, %mm2056
  %elp2075 = getelementptr inbounds float, ptr %buf, i64 %pos2074
  %el2076 = load float, ptr %elp2075, align 4, !alias.scope !0, !noalias !3
  store float %el2076, ptr %coef2_164, align 4
  %v2077 = load i64, ptr %i, align 8
  %v2078 = load i64, ptr %j, align 8
  %pos2079 = mul i64 0, %dim
  %pos2080 = add i64 %pos2079, %v2077
  %pos2081 = mul i64 %pos2080, %dim8
  %pos2082 = add i64 %pos2081, %v2078
  %v2083 = load float, ptr %coef2_160, align 4
  %tup2084 = insertvalue { float, float, float } undef, float %v2083, 0
  %v2085 = load float, ptr %coef2_163, align 4
  %tup2086 = insertvalue { float, float, float } %tup2084, float %v2085, 1
  %v2087 = load float, ptr %coef2_161, align 4
  %tup2088 = insertvalue { float, float, float } %tup2086, float %v2087, 2
  %f2089 = extractvalue { float, float, float } %tup2088, 0
  %elp2090 = getelementptr inbounds float, ptr %buf391, i64 %pos2082
  store float %f2089, ptr %elp2090, align 4, !alias.scope !7, !noalias !8
  %f2091 = extractvalue { float, float, float } %tup2088, 1
  %elp2092 = getelementptr inbounds float, ptr %buf395, i64 %pos2082
  store float %f2091, ptr %elp2092, align 4, !alias.scope !9, !noalias !10
  %f2093 = extractvalue { float, float, float } %tup2088, 2
  %elp2094 = getelementptr inbounds float, ptr %buf399, i64 %pos2082
  store float %f2093, ptr %elp2094, align 4, !alias.scope !11, !noalias !12
  %i2095 = load i64, ptr %j, align 8
  %next2096 = add i64 %i2095, 1
  store i64 %next2096, ptr %j, align 8
  br label %loop1766
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.29", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.30", !2}
!5 = !{!"fuselab.buf.31", !2}
!6 = !{!"fuselab.buf.32", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!1, !4, !6}
!11 = !{!6}
!12 = !{!1, !4, !5}

; cluster c16: next2
; ModuleID = 'srad_c16'
source_filename = "srad_c16"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 72
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 112
  %dim6 = load i64, ptr %dimp5, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 128
  %dim15 = load i64, ptr %dimp14, align 8
  %i = alloca i64, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 73
  %dim33 = load i64, ptr %dimp32, align 8
  %dimp41 = getelementptr inbounds i64, ptr %1, i64 113
  %dim42 = load i64, ptr %dimp41, align 8
  %dimp50 = getelementptr inbounds i64, ptr %1, i64 129
  %dim51 = load i64, ptr %dimp50, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 17
  %buf = load ptr, ptr %bufp, align 8
  %next_168 = alloca float, align 4
  %derivs2_169 = alloca { float, float, float, float }, align 8
  %bufp81 = getelementptr inbounds ptr, ptr %0, i64 25
  %buf82 = load ptr, ptr %bufp81, align 8
  %bufp85 = getelementptr inbounds ptr, ptr %0, i64 26
  %buf86 = load ptr, ptr %bufp85, align 8
  %bufp90 = getelementptr inbounds ptr, ptr %0, i64 27
  %buf91 = load ptr, ptr %bufp90, align 8
  %bufp95 = getelementptr inbounds ptr, ptr %0, i64 28
  %buf96 = load ptr, ptr %bufp95, align 8
  %cnb2_170 = alloca { float, float, float }, align 8
  %bufp106 = getelementptr inbounds ptr, ptr %0, i64 30
  %buf107 = load ptr, ptr %bufp106, align 8
  %bufp111 = getelementptr inbounds ptr, ptr %0, i64 31
  %buf112 = load ptr, ptr %bufp111, align 8
  %bufp116 = getelementptr inbounds ptr, ptr %0, i64 32
  %buf117 = load ptr, ptr %bufp116, align 8
  %tup_171.0 = alloca float, align 4
  %tup_171.1 = alloca float, align 4
  %tup_171.2 = alloca float, align 4
  %tup_171.3 = alloca float, align 4
  %tup_176.0 = alloca float, align 4
  %tup_176.1 = alloca float, align 4
  %tup_176.2 = alloca float, align 4
  %next2_165 = alloca float, align 4
  %bufp164 = getelementptr inbounds ptr, ptr %0, i64 33
  %buf165 = load ptr, ptr %bufp164, align 8
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
  store i64 16, ptr %errp2, align 8
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
  store i64 16, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  %fits16 = icmp sle i64 %min, %dim15
  br i1 %fits16, label %ok18, label %fail17

fail17:                                           ; preds = %ok9
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 16, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %ok9
  %fits23 = icmp sle i64 %min, %dim
  br i1 %fits23, label %ok25, label %fail24

fail24:                                           ; preds = %ok18
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 16, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok18
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit68, %ok25
  %i31 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i31, %min
  br i1 %more, label %body30, label %exit

body30:                                           ; preds = %loop
  %fits34 = icmp sle i64 %dim33, %dim33
  br i1 %fits34, label %ok36, label %fail35

exit:                                             ; preds = %loop
  ret i32 0

fail35:                                           ; preds = %body30
  %errp37 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 16, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp40, align 8
  ret i32 1

ok36:                                             ; preds = %body30
  %fits43 = icmp sle i64 %dim33, %dim42
  br i1 %fits43, label %ok45, label %fail44

fail44:                                           ; preds = %ok36
  %errp46 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 16, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim42, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim42, ptr %errp49, align 8
  ret i32 1

ok45:                                             ; preds = %ok36
  %fits52 = icmp sle i64 %dim33, %dim51
  br i1 %fits52, label %ok54, label %fail53

fail53:                                           ; preds = %ok45
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 16, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim51, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim51, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %ok45
  %fits59 = icmp sle i64 %dim33, %dim33
  br i1 %fits59, label %ok61, label %fail60

fail60:                                           ; preds = %ok54
  %errp62 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 16, ptr %errp63, align 8
  %errp64 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp64, align 8
  %errp65 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp65, align 8
  ret i32 1

ok61:                                             ; preds = %ok54
  store i64 0, ptr %j, align 8
  br label %loop66

loop66:                                           ; preds = %body67, %ok61
  %i69 = load i64, ptr %j, align 8
  %more70 = icmp slt i64 %i69, %dim33
  br i1 %more70, label %body67, label %exit68

body67:                                           ; preds = %loop66
  %v = load i64, ptr %i, align 8
  %v71 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos72 = add i64 %pos, %v
  %pos73 = mul i64 %pos72, %dim33
  %pos74 = add i64 %pos73, %v71
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos74
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %next_168, align 4
  %v75 = load i64, ptr %i, align 8
  %v76 = load i64, ptr %j, align 8
  %pos77 = mul i64 0, %dim6
  %pos78 = add i64 %pos77, %v75
  %pos79 = mul i64 %pos78, %dim42
  %pos80 = add i64 %pos79, %v76
  %elp83 = getelementptr inbounds float, ptr %buf82, i64 %pos80
  %el84 = load float, ptr %elp83, align 4, !alias.scope !12, !noalias !13
  %fldp = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 0
  store float %el84, ptr %fldp, align 4
  %elp87 = getelementptr inbounds float, ptr %buf86, i64 %pos80
  %el88 = load float, ptr %elp87, align 4, !alias.scope !14, !noalias !15
  %fldp89 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 1
  store float %el88, ptr %fldp89, align 4
  %elp92 = getelementptr inbounds float, ptr %buf91, i64 %pos80
  %el93 = load float, ptr %elp92, align 4, !alias.scope !16, !noalias !17
  %fldp94 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 2
  store float %el93, ptr %fldp94, align 4
  %elp97 = getelementptr inbounds float, ptr %buf96, i64 %pos80
  %el98 = load float, ptr %elp97, align 4, !alias.scope !18, !noalias !19
  %fldp99 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 3
  store float %el98, ptr %fldp99, align 4
  %v100 = load i64, ptr %i, align 8
  %v101 = load i64, ptr %j, align 8
  %pos102 = mul i64 0, %dim15
  %pos103 = add i64 %pos102, %v100
  %pos104 = mul i64 %pos103, %dim51
  %pos105 = add i64 %pos104, %v101
  %elp108 = getelementptr inbounds float, ptr %buf107, i64 %pos105
  %el109 = load float, ptr %elp108, align 4, !alias.scope !20, !noalias !21
  %fldp110 = getelementptr inbounds { float, float, float }, ptr %cnb2_170, i32 0, i32 0
  store float %el109, ptr %fldp110, align 4
  %elp113 = getelementptr inbounds float, ptr %buf112, i64 %pos105
  %el114 = load float, ptr %elp113, align 4, !alias.scope !22, !noalias !23
  %fldp115 = getelementptr inbounds { float, float, float }, ptr %cnb2_170, i32 0, i32 1
  store float %el114, ptr %fldp115, align 4
  %elp118 = getelementptr inbounds float, ptr %buf117, i64 %pos105
  %el119 = load float, ptr %elp118, align 4, !alias.scope !24, !noalias !25
  %fldp120 = getelementptr inbounds { float, float, float }, ptr %cnb2_170, i32 0, i32 2
  store float %el119, ptr %fldp120, align 4
  %fldp121 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 0
  %fldp122 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 0
  %fld = load float, ptr %fldp122, align 4
  store float %fld, ptr %tup_171.0, align 4
  %fldp123 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 1
  %fldp124 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 1
  %fld125 = load float, ptr %fldp124, align 4
  store float %fld125, ptr %tup_171.1, align 4
  %fldp126 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 2
  %fldp127 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 2
  %fld128 = load float, ptr %fldp127, align 4
  store float %fld128, ptr %tup_171.2, align 4
  %fldp129 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 3
  %fldp130 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 3
  %fld131 = load float, ptr %fldp130, align 4
  store float %fld131, ptr %tup_171.3, align 4
  %fldp132 = getelementptr inbounds { float, float, float }, ptr %cnb2_170, i32 0, i32 0
  %fldp133 = getelementptr inbounds { float, float, float }, ptr %cnb2_170, i32 0, i32 0
  %fld134 = load float, ptr %fldp133, align 4
  store float %fld134, ptr %tup_176.0, align 4
  %fldp135 = getelementptr inbounds { float, float, float }, ptr %cnb2_170, i32 0, i32 1
  %fldp136 = getelementptr inbounds { float, float, float }, ptr %cnb2_170, i32 0, i32 1
  %fld137 = load float, ptr %fldp136, align 4
  store float %fld137, ptr %tup_176.1, align 4
  %fldp138 = getelementptr inbounds { float, float, float }, ptr %cnb2_170, i32 0, i32 2
  %fldp139 = getelementptr inbounds { float, float, float }, ptr %cnb2_170, i32 0, i32 2
  %fld140 = load float, ptr %fldp139, align 4
  store float %fld140, ptr %tup_176.2, align 4
  %v141 = load float, ptr %next_168, align 4
  %v142 = load float, ptr %tup_176.0, align 4
  %v143 = load float, ptr %tup_171.0, align 4
  %fm = fmul float %v142, %v143
  %v144 = load float, ptr %tup_176.1, align 4
  %v145 = load float, ptr %tup_171.1, align 4
  %fm146 = fmul float %v144, %v145
  %fa = fadd float %fm, %fm146
  %v147 = load float, ptr %tup_176.0, align 4
  %v148 = load float, ptr %tup_171.2, align 4
  %fm149 = fmul float %v147, %v148
  %fa150 = fadd float %fa, %fm149
  %v151 = load float, ptr %tup_176.2, align 4
  %v152 = load float, ptr %tup_171.3, align 4
  %fm153 = fmul float %v151, %v152
  %fa154 = fadd float %fa150, %fm153
  %fm155 = fmul float 1.250000e-01, %fa154
  %fa156 = fadd float %v141, %fm155
  store float %fa156, ptr %next2_165, align 4
  %v157 = load i64, ptr %i, align 8
  %v158 = load i64, ptr %j, align 8
  %pos159 = mul i64 0, %dim
  %pos160 = add i64 %pos159, %v157
  %pos161 = mul i64 %pos160, %dim33
  %pos162 = add i64 %pos161, %v158
  %v163 = load float, ptr %next2_165, align 4
  %elp166 = getelementptr inbounds float, ptr %buf165, i64 %pos162
  store float %v163, ptr %elp166, align 4, !alias.scope !26, !noalias !27
  %i167 = load i64, ptr %j, align 8
  %next = add i64 %i167, 1
  store i64 %next, ptr %j, align 8
  br label %loop66

exit68:                                           ; preds = %loop66
  %i168 = load i64, ptr %i, align 8
  %next169 = add i64 %i168, 1
  store i64 %next169, ptr %i, align 8
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
!1 = !{!"fuselab.buf.17", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7, !8, !9, !10, !11}
!4 = !{!"fuselab.buf.25", !2}
!5 = !{!"fuselab.buf.26", !2}
!6 = !{!"fuselab.buf.27", !2}
!7 = !{!"fuselab.buf.28", !2}
!8 = !{!"fuselab.buf.30", !2}
!9 = !{!"fuselab.buf.31", !2}
!10 = !{!"fuselab.buf.32", !2}
!11 = !{!"fuselab.buf.33", !2}
!12 = !{!4}
!13 = !{!1, !5, !6, !7, !8, !9, !10, !11}
!14 = !{!5}
!15 = !{!1, !4, !6, !7, !8, !9, !10, !11}
!16 = !{!6}
!17 = !{!1, !4, !5, !7, !8, !9, !10, !11}
!18 = !{!7}
!19 = !{!1, !4, !5, !6, !8, !9, !10, !11}
!20 = !{!8}
!21 = !{!1, !4, !5, !6, !7, !9, !10, !11}
!22 = !{!9}
!23 = !{!1, !4, !5, !6, !7, !8, !10, !11}
!24 = !{!10}
!25 = !{!1, !4, !5, !6, !7, !8, !9, !11}
!26 = !{!11}
!27 = !{!1, !4, !5, !6, !7, !8, !9, !10}

; cluster c17: out
; ModuleID = 'srad_c17'
source_filename = "srad_c17"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@llvm.compiler.used = appending global [2 x ptr] [ptr @fuselab_vm_log_f32_v4, ptr @fuselab_vm_log_f32_v8], section "llvm.metadata"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 136
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 137
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 33
  %buf = load ptr, ptr %bufp, align 8
  %next2_183 = alloca float, align 4
  %out_180 = alloca float, align 4
  %bufp47 = getelementptr inbounds ptr, ptr %0, i64 34
  %buf48 = load ptr, ptr %bufp47, align 8
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
  store i64 17, ptr %errp2, align 8
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
  store i64 17, ptr %errp9, align 8
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
  store i64 17, ptr %errp20, align 8
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
  store i64 17, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok18
  store i64 0, ptr %j, align 8
  br label %loop30

loop30:                                           ; preds = %body31, %ok25
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
  store float %el, ptr %next2_183, align 4
  %v39 = load float, ptr %next2_183, align 4
  %log = call float @fuselab_vm_log_f32(float %v39) #6
  %fm = fmul float 2.550000e+02, %log
  store float %fm, ptr %out_180, align 4
  %v40 = load i64, ptr %i, align 8
  %v41 = load i64, ptr %j, align 8
  %pos42 = mul i64 0, %dim
  %pos43 = add i64 %pos42, %v40
  %pos44 = mul i64 %pos43, %dim15
  %pos45 = add i64 %pos44, %v41
  %v46 = load float, ptr %out_180, align 4
  %elp49 = getelementptr inbounds float, ptr %buf48, i64 %pos45
  store float %v46, ptr %elp49, align 4, !alias.scope !3, !noalias !0
  %i50 = load i64, ptr %j, align 8
  %next = add i64 %i50, 1
  store i64 %next, ptr %j, align 8
  br label %loop30

exit32:                                           ; preds = %loop30
  %i51 = load i64, ptr %i, align 8
  %next52 = add i64 %i51, 1
  store i64 %next52, ptr %i, align 8
  br label %loop
}

; Function Attrs: noinline nounwind willreturn memory(none)
define private float @fuselab_vm_log_f32(float %0) #1 {
entry:
  %r = call float @llvm.log.f32(float %0)
  ret float %r
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log.f32(float) #2

define private <4 x float> @fuselab_vm_log_f32_v4(<4 x float> %0) #0 {
entry:
  %wide = fpext <4 x float> %0 to <4 x double>
  %r = call <4 x double> @_ZGVdN4v_log(<4 x double> %wide)
  %r1 = fptrunc <4 x double> %r to <4 x float>
  ret <4 x float> %r1
}

declare <4 x double> @_ZGVdN4v_log(<4 x double>)

; Function Attrs: alignstack(32)
define private <8 x float> @fuselab_vm_log_f32_v8(<8 x float> %0) #3 {
entry:
  %part = shufflevector <8 x float> %0, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %wide = fpext <4 x float> %part to <4 x double>
  %r = call <4 x double> @_ZGVdN4v_log(<4 x double> %wide)
  %r1 = fptrunc <4 x double> %r to <4 x float>
  %part2 = shufflevector <8 x float> %0, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %wide3 = fpext <4 x float> %part2 to <4 x double>
  %r4 = call <4 x double> @_ZGVdN4v_log(<4 x double> %wide3)
  %r5 = fptrunc <4 x double> %r4 to <4 x float>
  %all = shufflevector <4 x float> %r1, <4 x float> %r5, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ret <8 x float> %all
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #5

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { noinline nounwind willreturn memory(none) "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { alignstack=32 "target-cpu"="x86-64-v3" "target-features" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { nounwind }
attributes #6 = { "vector-function-abi-variant"="_ZGV_LLVM_N4v_fuselab_vm_log_f32(fuselab_vm_log_f32_v4),_ZGV_LLVM_N8v_fuselab_vm_log_f32(fuselab_vm_log_f32_v8)" }

!0 = !{!1}
!1 = !{!"fuselab.buf.33", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.34", !2}

