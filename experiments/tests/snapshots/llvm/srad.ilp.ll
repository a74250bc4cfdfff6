; cluster c0: Diagonal(j0, Vertical(sq, Vertical(rows, tot)))
; ModuleID = 'srad_c0'
source_filename = "srad_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@llvm.compiler.used = appending global [2 x ptr] [ptr @fuselab_vm_exp_f32_v4, ptr @fuselab_vm_exp_f32_v8], section "llvm.metadata"

define void @nest_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_tot_20.0 = alloca float, align 4
  %acc_rows_8.0 = alloca float, align 4
  %acc_tot_20.1 = alloca float, align 4
  %acc_rows_8.1 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load float, ptr %pa, align 4
  %b = load float, ptr %pb, align 4
  store float %a, ptr %acc_tot_20.0, align 4
  store float %b, ptr %acc_rows_8.0, align 4
  %v = load float, ptr %acc_tot_20.0, align 4
  %v1 = load float, ptr %acc_rows_8.0, align 4
  %fa = fadd float %v, %v1
  store float %fa, ptr %pa, align 4
  %pa2 = getelementptr inbounds i8, ptr %0, i64 64
  %pb3 = getelementptr inbounds i8, ptr %1, i64 64
  %a4 = load float, ptr %pa2, align 4
  %b5 = load float, ptr %pb3, align 4
  store float %a4, ptr %acc_tot_20.1, align 4
  store float %b5, ptr %acc_rows_8.1, align 4
  %v6 = load float, ptr %acc_tot_20.1, align 4
  %v7 = load float, ptr %acc_rows_8.1, align 4
  %fa8 = fadd float %v6, %v7
  store float %fa8, ptr %pa2, align 4
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot_20.0 = alloca float, align 4
  %acc_tot_20.1 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %acc_rows_8.0 = alloca float, align 4
  %acc_rows_8.1 = alloca float, align 4
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 1
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %image_3 = alloca float, align 4
  %j0_0 = alloca float, align 4
  %bufp47 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf48 = load ptr, ptr %bufp47, align 8
  %sq_4.1 = alloca float, align 4
  %bufp71 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf72 = load ptr, ptr %bufp71, align 8
  %bufp75 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf76 = load ptr, ptr %bufp75, align 8
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
  store float 0.000000e+00, ptr %acc_rows_8.0, align 4
  store float 0.000000e+00, ptr %acc_rows_8.1, align 4
  %fits16 = icmp sle i64 %dim15, %dim15
  br i1 %fits16, label %ok18, label %fail17

exit:                                             ; preds = %loop
  %v68 = load float, ptr %acc_tot_20.0, align 4
  %tup = insertvalue { float, float } undef, float %v68, 0
  %v69 = load float, ptr %acc_tot_20.1, align 4
  %tup70 = insertvalue { float, float } %tup, float %v69, 1
  %f = extractvalue { float, float } %tup70, 0
  %elp73 = getelementptr inbounds float, ptr %buf72, i64 0
  store float %f, ptr %elp73, align 4, !alias.scope !0, !noalias !3
  %f74 = extractvalue { float, float } %tup70, 1
  %elp77 = getelementptr inbounds float, ptr %buf76, i64 0
  store float %f74, ptr %elp77, align 4, !alias.scope !7, !noalias !8
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
  %el = load float, ptr %elp, align 4, !alias.scope !9, !noalias !10
  store float %el, ptr %image_3, align 4
  %v39 = load float, ptr %image_3, align 4
  %fa = fadd float %v39, 1.000000e+00
  %fm = fmul float 1.275000e+02, %fa
  %fd = fdiv float %fm, 2.550000e+02
  %exp = call float @fuselab_vm_exp_f32(float %fd) #4
  store float %exp, ptr %j0_0, align 4
  %v40 = load i64, ptr %i, align 8
  %v41 = load i64, ptr %j, align 8
  %pos42 = mul i64 0, %dim
  %pos43 = add i64 %pos42, %v40
  %pos44 = mul i64 %pos43, %dim15
  %pos45 = add i64 %pos44, %v41
  %v46 = load float, ptr %j0_0, align 4
  %elp49 = getelementptr inbounds float, ptr %buf48, i64 %pos45
  store float %v46, ptr %elp49, align 4, !alias.scope !11, !noalias !12
  %v50 = load float, ptr %j0_0, align 4
  %v51 = load float, ptr %j0_0, align 4
  %fm52 = fmul float %v50, %v51
  store float %fm52, ptr %sq_4.1, align 4
  %v53 = load float, ptr %acc_rows_8.0, align 4
  %v54 = load float, ptr %j0_0, align 4
  %fa55 = fadd reassoc float %v53, %v54
  store float %fa55, ptr %acc_rows_8.0, align 4
  %v56 = load float, ptr %acc_rows_8.1, align 4
  %v57 = load float, ptr %sq_4.1, align 4
  %fa58 = fadd reassoc float %v56, %v57
  store float %fa58, ptr %acc_rows_8.1, align 4
  %i59 = load i64, ptr %j, align 8
  %next = add i64 %i59, 1
  store i64 %next, ptr %j, align 8
  br label %loop30

exit32:                                           ; preds = %loop30
  %v60 = load float, ptr %acc_tot_20.0, align 4
  %v61 = load float, ptr %acc_rows_8.0, align 4
  %fa62 = fadd reassoc float %v60, %v61
  store float %fa62, ptr %acc_tot_20.0, align 4
  %v63 = load float, ptr %acc_tot_20.1, align 4
  %v64 = load float, ptr %acc_rows_8.1, align 4
  %fa65 = fadd reassoc float %v63, %v64
  store float %fa65, ptr %acc_tot_20.1, align 4
  %i66 = load i64, ptr %i, align 8
  %next67 = add i64 %i66, 1
  store i64 %next67, ptr %i, align 8
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

define i32 @nest_part(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot_20.0 = alloca float, align 4
  %acc_tot_20.1 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %acc_rows_8.0 = alloca float, align 4
  %acc_rows_8.1 = alloca float, align 4
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 1
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %image_3 = alloca float, align 4
  %j0_0 = alloca float, align 4
  %bufp47 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf48 = load ptr, ptr %bufp47, align 8
  %sq_4.1 = alloca float, align 4
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
  store float 0.000000e+00, ptr %acc_rows_8.0, align 4
  store float 0.000000e+00, ptr %acc_rows_8.1, align 4
  %fits16 = icmp sle i64 %dim15, %dim15
  br i1 %fits16, label %ok18, label %fail17

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %acc_tot_20.0, align 4
  store float %acc, ptr %part, align 4
  %part68 = getelementptr inbounds i8, ptr %6, i64 64
  %acc69 = load float, ptr %acc_tot_20.1, align 4
  store float %acc69, ptr %part68, align 4
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
  %el = load float, ptr %elp, align 4, !alias.scope !9, !noalias !11
  store float %el, ptr %image_3, align 4
  %v39 = load float, ptr %image_3, align 4
  %fa = fadd float %v39, 1.000000e+00
  %fm = fmul float 1.275000e+02, %fa
  %fd = fdiv float %fm, 2.550000e+02
  %exp = call float @fuselab_vm_exp_f32(float %fd) #4
  store float %exp, ptr %j0_0, align 4
  %v40 = load i64, ptr %i, align 8
  %v41 = load i64, ptr %j, align 8
  %pos42 = mul i64 0, %dim
  %pos43 = add i64 %pos42, %v40
  %pos44 = mul i64 %pos43, %dim15
  %pos45 = add i64 %pos44, %v41
  %v46 = load float, ptr %j0_0, align 4
  %elp49 = getelementptr inbounds float, ptr %buf48, i64 %pos45
  store float %v46, ptr %elp49, align 4, !alias.scope !11, !noalias !9
  %v50 = load float, ptr %j0_0, align 4
  %v51 = load float, ptr %j0_0, align 4
  %fm52 = fmul float %v50, %v51
  store float %fm52, ptr %sq_4.1, align 4
  %v53 = load float, ptr %acc_rows_8.0, align 4
  %v54 = load float, ptr %j0_0, align 4
  %fa55 = fadd reassoc float %v53, %v54
  store float %fa55, ptr %acc_rows_8.0, align 4
  %v56 = load float, ptr %acc_rows_8.1, align 4
  %v57 = load float, ptr %sq_4.1, align 4
  %fa58 = fadd reassoc float %v56, %v57
  store float %fa58, ptr %acc_rows_8.1, align 4
  %i59 = load i64, ptr %j, align 8
  %next = add i64 %i59, 1
  store i64 %next, ptr %j, align 8
  br label %loop30

exit32:                                           ; preds = %loop30
  %v60 = load float, ptr %acc_tot_20.0, align 4
  %v61 = load float, ptr %acc_rows_8.0, align 4
  %fa62 = fadd reassoc float %v60, %v61
  store float %fa62, ptr %acc_tot_20.0, align 4
  %v63 = load float, ptr %acc_tot_20.1, align 4
  %v64 = load float, ptr %acc_rows_8.1, align 4
  %fa65 = fadd reassoc float %v63, %v64
  store float %fa65, ptr %acc_tot_20.1, align 4
  %i66 = load i64, ptr %i, align 8
  %next67 = add i64 %i66, 1
  store i64 %next67, ptr %i, align 8
  br label %loop
}

define i32 @nest_part_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot_20.0 = alloca float, align 4
  %acc_tot_20.1 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %acc_rows_8.0 = alloca float, align 4
  %acc_rows_8.1 = alloca float, align 4
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 1
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %image_3 = alloca float, align 4
  %j0_0 = alloca float, align 4
  %bufp47 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf48 = load ptr, ptr %bufp47, align 8
  %sq_4.1 = alloca float, align 4
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
  store float 0.000000e+00, ptr %acc_rows_8.0, align 4
  store float 0.000000e+00, ptr %acc_rows_8.1, align 4
  %fits16 = icmp sle i64 %dim15, %dim15
  br i1 %fits16, label %ok18, label %fail17

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %acc_tot_20.0, align 4
  store float %acc, ptr %part, align 4
  %part68 = getelementptr inbounds i8, ptr %6, i64 64
  %acc69 = load float, ptr %acc_tot_20.1, align 4
  store float %acc69, ptr %part68, align 4
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
  %el = load float, ptr %elp, align 4, !alias.scope !9, !noalias !11
  store float %el, ptr %image_3, align 4
  %v39 = load float, ptr %image_3, align 4
  %fa = fadd float %v39, 1.000000e+00
  %fm = fmul float 1.275000e+02, %fa
  %fd = fdiv float %fm, 2.550000e+02
  %exp = call float @fuselab_vm_exp_f32(float %fd) #4
  store float %exp, ptr %j0_0, align 4
  %v40 = load i64, ptr %i, align 8
  %v41 = load i64, ptr %j, align 8
  %pos42 = mul i64 0, %dim
  %pos43 = add i64 %pos42, %v40
  %pos44 = mul i64 %pos43, %dim15
  %pos45 = add i64 %pos44, %v41
  %v46 = load float, ptr %j0_0, align 4
  %elp49 = getelementptr inbounds float, ptr %buf48, i64 %pos45
  store float %v46, ptr %elp49, align 4, !alias.scope !11, !noalias !9
  %v50 = load float, ptr %j0_0, align 4
  %v51 = load float, ptr %j0_0, align 4
  %fm52 = fmul float %v50, %v51
  store float %fm52, ptr %sq_4.1, align 4
  %v53 = load float, ptr %acc_rows_8.0, align 4
  %v54 = load float, ptr %j0_0, align 4
  %fa55 = fadd reassoc float %v53, %v54
  store float %fa55, ptr %acc_rows_8.0, align 4
  %v56 = load float, ptr %acc_rows_8.1, align 4
  %v57 = load float, ptr %sq_4.1, align 4
  %fa58 = fadd reassoc float %v56, %v57
  store float %fa58, ptr %acc_rows_8.1, align 4
  %i59 = load i64, ptr %j, align 8
  %next = add i64 %i59, 1
  store i64 %next, ptr %j, align 8
  br label %loop30

exit32:                                           ; preds = %loop30
  %v60 = load float, ptr %acc_tot_20.0, align 4
  %v61 = load float, ptr %acc_rows_8.0, align 4
  %fa62 = fadd reassoc float %v60, %v61
  store float %fa62, ptr %acc_tot_20.0, align 4
  %v63 = load float, ptr %acc_tot_20.1, align 4
  %v64 = load float, ptr %acc_rows_8.1, align 4
  %fa65 = fadd reassoc float %v63, %v64
  store float %fa65, ptr %acc_tot_20.1, align 4
  %i66 = load i64, ptr %i, align 8
  %next67 = add i64 %i66, 1
  store i64 %next67, ptr %i, align 8
  br label %loop
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
  store float %f, ptr %elp, align 4, !alias.scope !0, !noalias !7
  %f5 = extractvalue { float, float } %tup4, 1
  %elp8 = getelementptr inbounds float, ptr %buf7, i64 0
  store float %f5, ptr %elp8, align 4, !alias.scope !7, !noalias !0
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { noinline nounwind willreturn memory(none) "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { alwaysinline "target-cpu"="x86-64-v3" "target-features" }
attributes #4 = { "vector-function-abi-variant"="_ZGV_LLVM_N4v_fuselab_vm_exp_f32(fuselab_vm_exp_f32_v4),_ZGV_LLVM_N8v_fuselab_vm_exp_f32(fuselab_vm_exp_f32_v8)" }

!0 = !{!1}
!1 = !{!"fuselab.buf.6", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.1", !2}
!6 = !{!"fuselab.buf.7", !2}
!7 = !{!6}
!8 = !{!4, !5, !1}
!9 = !{!4}
!10 = !{!5, !1, !6}
!11 = !{!5}
!12 = !{!4, !1, !6}

; cluster c1: q0sqr
; ModuleID = 'srad_c1'
source_filename = "srad_c1"
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

; cluster c2: Diagonal(derivs, coef)
; ModuleID = 'srad_c2'
source_filename = "srad_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 8
  %buf = load ptr, ptr %bufp, align 8
  %the_q0sqr_63 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 9
  %dim22 = load i64, ptr %dimp21, align 8
  %j = alloca i64, align 8
  %bufp247 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf248 = load ptr, ptr %bufp247, align 8
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
  %bufp435 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf436 = load ptr, ptr %bufp435, align 8
  %bufp439 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf440 = load ptr, ptr %bufp439, align 8
  %bufp443 = getelementptr inbounds ptr, ptr %0, i64 11
  %buf444 = load ptr, ptr %bufp443, align 8
  %bufp447 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf448 = load ptr, ptr %bufp447, align 8
  %j0_54 = alloca float, align 4
  %l = alloca float, align 4
  %den_62 = alloca float, align 4
  %c_64 = alloca float, align 4
  %coef_51 = alloca float, align 4
  %bufp521 = getelementptr inbounds ptr, ptr %0, i64 13
  %buf522 = load ptr, ptr %bufp521, align 8
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
  store i64 5, ptr %errp2, align 8
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
  store i64 6, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp11, align 8
  ret i32 1

ok7:                                              ; preds = %ok
  %fits12 = icmp sle i64 %min, %dim
  br i1 %fits12, label %ok14, label %fail13

fail13:                                           ; preds = %ok7
  %errp15 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp15, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp18, align 8
  ret i32 1

ok14:                                             ; preds = %ok7
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done1968, %ok14
  %i20 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i20, %min
  br i1 %more, label %body19, label %exit

body19:                                           ; preds = %loop
  %fits23 = icmp sle i64 %dim22, %dim22
  br i1 %fits23, label %ok25, label %fail24

exit:                                             ; preds = %loop
  ret i32 0

fail24:                                           ; preds = %body19
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim22, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %body19
  %fits30 = icmp sle i64 %dim22, %dim22
  br i1 %fits30, label %ok32, label %fail31

fail31:                                           ; preds = %ok25
  %errp33 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp33, align 8
  %errp34 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim22, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp36, align 8
  ret i32 1

ok32:                                             ; preds = %ok25
  %fits37 = icmp sle i64 %dim22, %dim22
  br i1 %fits37, label %ok39, label %fail38

fail38:                                           ; preds = %ok32
  %errp40 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim22, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp43, align 8
  ret i32 1

ok39:                                             ; preds = %ok32
  %tap_end = sub i64 %dim22, -1
  %tap_end44 = sub i64 %dim22, 0
  %c45 = icmp slt i64 %tap_end, %tap_end44
  %min46 = select i1 %c45, i64 %tap_end, i64 %tap_end44
  %tap_end47 = sub i64 %dim22, 1
  %c48 = icmp slt i64 %min46, %tap_end47
  %min49 = select i1 %c48, i64 %min46, i64 %tap_end47
  %c50 = icmp slt i64 1, %dim22
  %min51 = select i1 %c50, i64 1, i64 %dim22
  %c52 = icmp sgt i64 %min49, %min51
  %max53 = select i1 %c52, i64 %min49, i64 %min51
  %c54 = icmp slt i64 %max53, %dim22
  %min55 = select i1 %c54, i64 %max53, i64 %dim22
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %add = add i64 %v, -1
  %sub = sub i64 %dim, 1
  %c56 = icmp slt i64 %add, %sub
  %mm = select i1 %c56, i64 %add, i64 %sub
  %c57 = icmp sgt i64 0, %mm
  %mm58 = select i1 %c57, i64 0, i64 %mm
  %base = sext i64 %mm58 to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits59 = and i1 %fits_low, %fits_high
  %least = select i1 %fits59, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits59, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok60 = and i1 true, %low_ok
  %ok61 = and i1 %ok60, %high_ok
  %v62 = load i64, ptr %j, align 8
  %add63 = add i64 %v62, -1
  %base64 = sext i64 %add63 to i128
  store i64 1, ptr %j, align 8
  %v65 = load i64, ptr %j, align 8
  %add66 = add i64 %v65, -1
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %add66 to i128
  %step = sub i128 %at_next, %base64
  %step67 = trunc i128 %step to i64
  %step68 = sext i64 %step67 to i128
  %len = sub i64 %min51, 0
  %span = sub i64 %len, 1
  %span69 = sext i64 %span to i128
  %reach = mul i128 %step68, %span69
  %c70 = icmp slt i128 %reach, 0
  %min71 = select i1 %c70, i128 %reach, i128 0
  %c72 = icmp sgt i128 %reach, 0
  %max73 = select i1 %c72, i128 %reach, i128 0
  %least74 = add i128 %base64, %min71
  %most75 = add i128 %base64, %max73
  %fits_low76 = icmp sge i128 %least74, -9223372036854775808
  %fits_high77 = icmp sle i128 %most75, 9223372036854775807
  %fits78 = and i1 %fits_low76, %fits_high77
  %least79 = select i1 %fits78, i128 %least74, i128 -9223372036854775808
  %most80 = select i1 %fits78, i128 %most75, i128 9223372036854775807
  %sub81 = sub i64 %dim22, 1
  %base82 = sext i64 %sub81 to i128
  %fits_low83 = icmp sge i128 %base82, -9223372036854775808
  %fits_high84 = icmp sle i128 %base82, 9223372036854775807
  %fits85 = and i1 %fits_low83, %fits_high84
  %least86 = select i1 %fits85, i128 %base82, i128 -9223372036854775808
  %most87 = select i1 %fits85, i128 %base82, i128 9223372036854775807
  %c88 = icmp slt i128 %least79, %least86
  %min89 = select i1 %c88, i128 %least79, i128 %least86
  %c90 = icmp slt i128 %most80, %most87
  %min91 = select i1 %c90, i128 %most80, i128 %most87
  %c92 = icmp sgt i128 0, %min89
  %max93 = select i1 %c92, i128 0, i128 %min89
  %c94 = icmp sgt i128 0, %min91
  %max95 = select i1 %c94, i128 0, i128 %min91
  %extent96 = sext i64 %dim22 to i128
  %low_ok97 = icmp sge i128 %max93, 0
  %high_ok98 = icmp slt i128 %max95, %extent96
  %ok99 = and i1 %ok61, %low_ok97
  %ok100 = and i1 %ok99, %high_ok98
  %v101 = load i64, ptr %j, align 8
  %add102 = add i64 %v101, 0
  %base103 = sext i64 %add102 to i128
  store i64 1, ptr %j, align 8
  %v104 = load i64, ptr %j, align 8
  %add105 = add i64 %v104, 0
  store i64 0, ptr %j, align 8
  %at_next106 = sext i64 %add105 to i128
  %step107 = sub i128 %at_next106, %base103
  %step108 = trunc i128 %step107 to i64
  %step109 = sext i64 %step108 to i128
  %len110 = sub i64 %min51, 0
  %span111 = sub i64 %len110, 1
  %span112 = sext i64 %span111 to i128
  %reach113 = mul i128 %step109, %span112
  %c114 = icmp slt i128 %reach113, 0
  %min115 = select i1 %c114, i128 %reach113, i128 0
  %c116 = icmp sgt i128 %reach113, 0
  %max117 = select i1 %c116, i128 %reach113, i128 0
  %least118 = add i128 %base103, %min115
  %most119 = add i128 %base103, %max117
  %fits_low120 = icmp sge i128 %least118, -9223372036854775808
  %fits_high121 = icmp sle i128 %most119, 9223372036854775807
  %fits122 = and i1 %fits_low120, %fits_high121
  %least123 = select i1 %fits122, i128 %least118, i128 -9223372036854775808
  %most124 = select i1 %fits122, i128 %most119, i128 9223372036854775807
  %sub125 = sub i64 %dim22, 1
  %base126 = sext i64 %sub125 to i128
  %fits_low127 = icmp sge i128 %base126, -9223372036854775808
  %fits_high128 = icmp sle i128 %base126, 9223372036854775807
  %fits129 = and i1 %fits_low127, %fits_high128
  %least130 = select i1 %fits129, i128 %base126, i128 -9223372036854775808
  %most131 = select i1 %fits129, i128 %base126, i128 9223372036854775807
  %c132 = icmp slt i128 %least123, %least130
  %min133 = select i1 %c132, i128 %least123, i128 %least130
  %c134 = icmp slt i128 %most124, %most131
  %min135 = select i1 %c134, i128 %most124, i128 %most131
  %c136 = icmp sgt i128 0, %min133
  %max137 = select i1 %c136, i128 0, i128 %min133
  %c138 = icmp sgt i128 0, %min135
  %max139 = select i1 %c138, i128 0, i128 %min135
  %extent140 = sext i64 %dim22 to i128
  %low_ok141 = icmp sge i128 %max137, 0
  %high_ok142 = icmp slt i128 %max139, %extent140
  %ok143 = and i1 %ok100, %low_ok141
  %ok144 = and i1 %ok143, %high_ok142
  %v145 = load i64, ptr %j, align 8
  %add146 = add i64 %v145, 1
  %base147 = sext i64 %add146 to i128
  store i64 1, ptr %j, align 8
  %v148 = load i64, ptr %j, align 8
  %add149 = add i64 %v148, 1
  store i64 0, ptr %j, align 8
  %at_next150 = sext i64 %add149 to i128
  %step151 = sub i128 %at_next150, %base147
  %step152 = trunc i128 %step151 to i64
  %step153 = sext i64 %step152 to i128
  %len154 = sub i64 %min51, 0
  %span155 = sub i64 %len154, 1
  %span156 = sext i64 %span155 to i128
  %reach157 = mul i128 %step153, %span156
  %c158 = icmp slt i128 %reach157, 0
  %min159 = select i1 %c158, i128 %reach157, i128 0
  %c160 = icmp sgt i128 %reach157, 0
  %max161 = select i1 %c160, i128 %reach157, i128 0
  %least162 = add i128 %base147, %min159
  %most163 = add i128 %base147, %max161
  %fits_low164 = icmp sge i128 %least162, -9223372036854775808
  %fits_high165 = icmp sle i128 %most163, 9223372036854775807
  %fits166 = and i1 %fits_low164, %fits_high165
  %least167 = select i1 %fits166, i128 %least162, i128 -9223372036854775808
  %most168 = select i1 %fits166, i128 %most163, i128 9223372036854775807
  %sub169 = sub i64 %dim22, 1
  %base170 = sext i64 %sub169 to i128
  %fits_low171 = icmp sge i128 %base170, -9223372036854775808
  %fits_high172 = icmp sle i128 %base170, 9223372036854775807
  %fits173 = and i1 %fits_low171, %fits_high172
  %least174 = select i1 %fits173, i128 %base170, i128 -9223372036854775808
  %most175 = select i1 %fits173, i128 %base170, i128 9223372036854775807
  %c176 = icmp slt i128 %least167, %least174
  %min177 = select i1 %c176, i128 %least167, i128 %least174
  %c178 = icmp slt i128 %most168, %most175
  %min179 = select i1 %c178, i128 %most168, i128 %most175
  %c180 = icmp sgt i128 0, %min177
  %max181 = select i1 %c180, i128 0, i128 %min177
  %c182 = icmp sgt i128 0, %min179
  %max183 = select i1 %c182, i128 0, i128 %min179
  %extent184 = sext i64 %dim22 to i128
  %low_ok185 = icmp sge i128 %max181, 0
  %high_ok186 = icmp slt i128 %max183, %extent184
  %ok187 = and i1 %ok144, %low_ok185
  %ok188 = and i1 %ok187, %high_ok186
  %v189 = load i64, ptr %i, align 8
  %add190 = add i64 %v189, 0
  %sub191 = sub i64 %dim, 1
  %c192 = icmp slt i64 %add190, %sub191
  %mm193 = select i1 %c192, i64 %add190, i64 %sub191
  %c194 = icmp sgt i64 0, %mm193
  %mm195 = select i1 %c194, i64 0, i64 %mm193
  %base196 = sext i64 %mm195 to i128
  %fits_low197 = icmp sge i128 %base196, -9223372036854775808
  %fits_high198 = icmp sle i128 %base196, 9223372036854775807
  %fits199 = and i1 %fits_low197, %fits_high198
  %least200 = select i1 %fits199, i128 %base196, i128 -9223372036854775808
  %most201 = select i1 %fits199, i128 %base196, i128 9223372036854775807
  %extent202 = sext i64 %dim to i128
  %low_ok203 = icmp sge i128 %least200, 0
  %high_ok204 = icmp slt i128 %most201, %extent202
  %ok205 = and i1 %ok188, %low_ok203
  %ok206 = and i1 %ok205, %high_ok204
  %v207 = load i64, ptr %i, align 8
  %add208 = add i64 %v207, 1
  %sub209 = sub i64 %dim, 1
  %c210 = icmp slt i64 %add208, %sub209
  %mm211 = select i1 %c210, i64 %add208, i64 %sub209
  %c212 = icmp sgt i64 0, %mm211
  %mm213 = select i1 %c212, i64 0, i64 %mm211
  %base214 = sext i64 %mm213 to i128
  %fits_low215 = icmp sge i128 %base214, -9223372036854775808
  %fits_high216 = icmp sle i128 %base214, 9223372036854775807
  %fits217 = and i1 %fits_low215, %fits_high216
  %least218 = select i1 %fits217, i128 %base214, i128 -9223372036854775808
  %most219 = select i1 %fits217, i128 %base214, i128 9223372036854775807
  %extent220 = sext i64 %dim to i128
  %low_ok221 = icmp sge i128 %least218, 0
  %high_ok222 = icmp slt i128 %most219, %extent220
  %ok223 = and i1 %ok206, %low_ok221
  %ok224 = and i1 %ok223, %high_ok222
  br i1 %ok224, label %proved, label %checked

proved:                                           ; preds = %ok39
  store i64 0, ptr %j, align 8
  br label %loop225

checked:                                          ; preds = %ok39
  store i64 0, ptr %j, align 8
  br label %loop525

versions_done:                                    ; preds = %exit527, %exit227
  store i64 %min51, ptr %j, align 8
  %v950 = load i64, ptr %i, align 8
  %add951 = add i64 %v950, -1
  %sub952 = sub i64 %dim, 1
  %c953 = icmp slt i64 %add951, %sub952
  %mm954 = select i1 %c953, i64 %add951, i64 %sub952
  %c955 = icmp sgt i64 0, %mm954
  %mm956 = select i1 %c955, i64 0, i64 %mm954
  %base957 = sext i64 %mm956 to i128
  %fits_low958 = icmp sge i128 %base957, -9223372036854775808
  %fits_high959 = icmp sle i128 %base957, 9223372036854775807
  %fits960 = and i1 %fits_low958, %fits_high959
  %least961 = select i1 %fits960, i128 %base957, i128 -9223372036854775808
  %most962 = select i1 %fits960, i128 %base957, i128 9223372036854775807
  %extent963 = sext i64 %dim to i128
  %low_ok964 = icmp sge i128 %least961, 0
  %high_ok965 = icmp slt i128 %most962, %extent963
  %ok966 = and i1 true, %low_ok964
  %ok967 = and i1 %ok966, %high_ok965
  %v968 = load i64, ptr %j, align 8
  %add969 = add i64 %v968, -1
  %base970 = sext i64 %add969 to i128
  %next971 = add i64 %min51, 1
  store i64 %next971, ptr %j, align 8
  %v972 = load i64, ptr %j, align 8
  %add973 = add i64 %v972, -1
  store i64 %min51, ptr %j, align 8
  %at_next974 = sext i64 %add973 to i128
  %step975 = sub i128 %at_next974, %base970
  %step976 = trunc i128 %step975 to i64
  %step977 = sext i64 %step976 to i128
  %len978 = sub i64 %min55, %min51
  %span979 = sub i64 %len978, 1
  %span980 = sext i64 %span979 to i128
  %reach981 = mul i128 %step977, %span980
  %c982 = icmp slt i128 %reach981, 0
  %min983 = select i1 %c982, i128 %reach981, i128 0
  %c984 = icmp sgt i128 %reach981, 0
  %max985 = select i1 %c984, i128 %reach981, i128 0
  %least986 = add i128 %base970, %min983
  %most987 = add i128 %base970, %max985
  %fits_low988 = icmp sge i128 %least986, -9223372036854775808
  %fits_high989 = icmp sle i128 %most987, 9223372036854775807
  %fits990 = and i1 %fits_low988, %fits_high989
  %least991 = select i1 %fits990, i128 %least986, i128 -9223372036854775808
  %most992 = select i1 %fits990, i128 %most987, i128 9223372036854775807
  %sub993 = sub i64 %dim22, 1
  %base994 = sext i64 %sub993 to i128
  %fits_low995 = icmp sge i128 %base994, -9223372036854775808
  %fits_high996 = icmp sle i128 %base994, 9223372036854775807
  %fits997 = and i1 %fits_low995, %fits_high996
  %least998 = select i1 %fits997, i128 %base994, i128 -9223372036854775808
  %most999 = select i1 %fits997, i128 %base994, i128 9223372036854775807
  %c1000 = icmp slt i128 %least991, %least998
  %min1001 = select i1 %c1000, i128 %least991, i128 %least998
  %c1002 = icmp slt i128 %most992, %most999
  %min1003 = select i1 %c1002, i128 %most992, i128 %most999
  %c1004 = icmp sgt i128 0, %min1001
  %max1005 = select i1 %c1004, i128 0, i128 %min1001
  %c1006 = icmp sgt i128 0, %min1003
  %max1007 = select i1 %c1006, i128 0, i128 %min1003
  %extent1008 = sext i64 %dim22 to i128
  %low_ok1009 = icmp sge i128 %max1005, 0
  %high_ok1010 = icmp slt i128 %max1007, %extent1008
  %ok1011 = and i1 %ok967, %low_ok1009
  %ok1012 = and i1 %ok1011, %high_ok1010
  %v1013 = load i64, ptr %j, align 8
  %add1014 = add i64 %v1013, 0
  %base1015 = sext i64 %add1014 to i128
  %next1016 = add i64 %min51, 1
  store i64 %next1016, ptr %j, align 8
  %v1017 = load i64, ptr %j, align 8
  %add1018 = add i64 %v1017, 0
  store i64 %min51, ptr %j, align 8
  %at_next1019 = sext i64 %add1018 to i128
  %step1020 = sub i128 %at_next1019, %base1015
  %step1021 = trunc i128 %step1020 to i64
  %step1022 = sext i64 %step1021 to i128
  %len1023 = sub i64 %min55, %min51
  %span1024 = sub i64 %len1023, 1
  %span1025 = sext i64 %span1024 to i128
  %reach1026 = mul i128 %step1022, %span1025
  %c1027 = icmp slt i128 %reach1026, 0
  %min1028 = select i1 %c1027, i128 %reach1026, i128 0
  %c1029 = icmp sgt i128 %reach1026, 0
  %max1030 = select i1 %c1029, i128 %reach1026, i128 0
  %least1031 = add i128 %base1015, %min1028
  %most1032 = add i128 %base1015, %max1030
  %fits_low1033 = icmp sge i128 %least1031, -9223372036854775808
  %fits_high1034 = icmp sle i128 %most1032, 9223372036854775807
  %fits1035 = and i1 %fits_low1033, %fits_high1034
  %least1036 = select i1 %fits1035, i128 %least1031, i128 -9223372036854775808
  %most1037 = select i1 %fits1035, i128 %most1032, i128 9223372036854775807
  %sub1038 = sub i64 %dim22, 1
  %base1039 = sext i64 %sub1038 to i128
  %fits_low1040 = icmp sge i128 %base1039, -9223372036854775808
  %fits_high1041 = icmp sle i128 %base1039, 9223372036854775807
  %fits1042 = and i1 %fits_low1040, %fits_high1041
  %least1043 = select i1 %fits1042, i128 %base1039, i128 -9223372036854775808
  %most1044 = select i1 %fits1042, i128 %base1039, i128 9223372036854775807
  %c1045 = icmp slt i128 %least1036, %least1043
  %min1046 = select i1 %c1045, i128 %least1036, i128 %least1043
  %c1047 = icmp slt i128 %most1037, %most1044
  %min1048 = select i1 %c1047, i128 %most1037, i128 %most1044
  %c1049 = icmp sgt i128 0, %min1046
  %max1050 = select i1 %c1049, i128 0, i128 %min1046
  %c1051 = icmp sgt i128 0, %min1048
  %max1052 = select i1 %c1051, i128 0, i128 %min1048
  %extent1053 = sext i64 %dim22 to i128
  %low_ok1054 = icmp sge i128 %max1050, 0
  %high_ok1055 = icmp slt i128 %max1052, %extent1053
  %ok1056 = and i1 %ok1012, %low_ok1054
  %ok1057 = and i1 %ok1056, %high_ok1055
  %v1058 = load i64, ptr %j, align 8
  %add1059 = add i64 %v1058, 1
  %base1060 = sext i64 %add1059 to i128
  %next1061 = add i64 %min51, 1
  store i64 %next1061, ptr %j, align 8
  %v1062 = load i64, ptr %j, align 8
  %add1063 = add i64 %v1062, 1
  store i64 %min51, ptr %j, align 8
  %at_next1064 = sext i64 %add1063 to i128
  %step1065 = sub i128 %at_next1064, %base1060
  %step1066 = trunc i128 %step1065 to i64
  %step1067 = sext i64 %step1066 to i128
  %len1068 = sub i64 %min55, %min51
  %span1069 = sub i64 %len1068, 1
  %span1070 = sext i64 %span1069 to i128
  %reach1071 = mul i128 %step1067, %span1070
  %c1072 = icmp slt i128 %reach1071, 0
  %min1073 = select i1 %c1072, i128 %reach1071, i128 0
  %c1074 = icmp sgt i128 %reach1071, 0
  %max1075 = select i1 %c1074, i128 %reach1071, i128 0
  %least1076 = add i128 %base1060, %min1073
  %most1077 = add i128 %base1060, %max1075
  %fits_low1078 = icmp sge i128 %least1076, -9223372036854775808
  %fits_high1079 = icmp sle i128 %most1077, 9223372036854775807
  %fits1080 = and i1 %fits_low1078, %fits_high1079
  %least1081 = select i1 %fits1080, i128 %least1076, i128 -9223372036854775808
  %most1082 = select i1 %fits1080, i128 %most1077, i128 9223372036854775807
  %sub1083 = sub i64 %dim22, 1
  %base1084 = sext i64 %sub1083 to i128
  %fits_low1085 = icmp sge i128 %base1084, -9223372036854775808
  %fits_high1086 = icmp sle i128 %base1084, 9223372036854775807
  %fits1087 = and i1 %fits_low1085, %fits_high1086
  %least1088 = select i1 %fits1087, i128 %base1084, i128 -9223372036854775808
  %most1089 = select i1 %fits1087, i128 %base1084, i128 9223372036854775807
  %c1090 = icmp slt i128 %least1081, %least1088
  %min1091 = select i1 %c1090, i128 %least1081, i128 %least1088
  %c1092 = icmp slt i128 %most1082, %most1089
  %min1093 = select i1 %c1092, i128 %most1082, i128 %most1089
  %c1094 = icmp sgt i128 0, %min1091
  %max1095 = select i1 %c1094, i128 0, i128 %min1091
  %c1096 = icmp sgt i128 0, %min1093
  %max1097 = select i1 %c1096, i128 0, i128 %min1093
  %extent1098 = sext i64 %dim22 to i128
  %low_ok1099 = icmp sge i128 %max1095, 0
  %high_ok1100 = icmp slt i128 %max1097, %extent1098
  %ok1101 = and i1 %ok1057, %low_ok1099
  %ok1102 = and i1 %ok1101, %high_ok1100
  %v1103 = load i64, ptr %i, align 8
  %add1104 = add i64 %v1103, 0
  %sub1105 = sub i64 %dim, 1
  %c1106 = icmp slt i64 %add1104, %sub1105
  %mm1107 = select i1 %c1106, i64 %add1104, i64 %sub1105
  %c1108 = icmp sgt i64 0, %mm1107
  %mm1109 = select i1 %c1108, i64 0, i64 %mm1107
  %base1110 = sext i64 %mm1109 to i128
  %fits_low1111 = icmp sge i128 %base1110, -9223372036854775808
  %fits_high1112 = icmp sle i128 %base1110, 9223372036854775807
  %fits1113 = and i1 %fits_low1111, %fits_high1112
  %least1114 = select i1 %fits1113, i128 %base1110, i128 -9223372036854775808
  %most1115 = select i1 %fits1113, i128 %base1110, i128 9223372036854775807
  %extent1116 = sext i64 %dim to i128
  %low_ok1117 = icmp sge i128 %least1114, 0
  %high_ok1118 = icmp slt i128 %most1115, %extent1116
  %ok1119 = and i1 %ok1102, %low_ok1117
  %ok1120 = and i1 %ok1119, %high_ok1118
  %v1121 = load i64, ptr %i, align 8
  %add1122 = add i64 %v1121, 1
  %sub1123 = sub i64 %dim, 1
  %c1124 = icmp slt i64 %add1122, %sub1123
  %mm1125 = select i1 %c1124, i64 %add1122, i64 %sub1123
  %c1126 = icmp sgt i64 0, %mm1125
  %mm1127 = select i1 %c1126, i64 0, i64 %mm1125
  %base1128 = sext i64 %mm1127 to i128
  %fits_low1129 = icmp sge i128 %base1128, -9223372036854775808
  %fits_high1130 = icmp sle i128 %base1128, 9223372036854775807
  %fits1131 = and i1 %fits_low1129, %fits_high1130
  %least1132 = select i1 %fits1131, i128 %base1128, i128 -9223372036854775808
  %most1133 = select i1 %fits1131, i128 %base1128, i128 9223372036854775807
  %extent1134 = sext i64 %dim to i128
  %low_ok1135 = icmp sge i128 %least1132, 0
  %high_ok1136 = icmp slt i128 %most1133, %extent1134
  %ok1137 = and i1 %ok1120, %low_ok1135
  %ok1138 = and i1 %ok1137, %high_ok1136
  br i1 %ok1138, label %proved1139, label %checked1140

loop225:                                          ; preds = %j506, %proved
  %i228 = load i64, ptr %j, align 8
  %more229 = icmp slt i64 %i228, %min51
  br i1 %more229, label %body226, label %exit227

body226:                                          ; preds = %loop225
  %v230 = load i64, ptr %i, align 8
  %add231 = add i64 %v230, -1
  %sub232 = sub i64 %dim, 1
  %c233 = icmp slt i64 %add231, %sub232
  %mm234 = select i1 %c233, i64 %add231, i64 %sub232
  %c235 = icmp sgt i64 0, %mm234
  %mm236 = select i1 %c235, i64 0, i64 %mm234
  %v237 = load i64, ptr %j, align 8
  %add238 = add i64 %v237, -1
  %sub239 = sub i64 %dim22, 1
  %c240 = icmp slt i64 %add238, %sub239
  %mm241 = select i1 %c240, i64 %add238, i64 %sub239
  %c242 = icmp sgt i64 0, %mm241
  %mm243 = select i1 %c242, i64 0, i64 %mm241
  %pos = mul i64 0, %dim
  %pos244 = add i64 %pos, %mm236
  %pos245 = mul i64 %pos244, %dim22
  %pos246 = add i64 %pos245, %mm243
  %elp249 = getelementptr inbounds float, ptr %buf248, i64 %pos246
  %el250 = load float, ptr %elp249, align 4, !alias.scope !10, !noalias !11
  store float %el250, ptr %j0_42, align 4
  %v251 = load i64, ptr %i, align 8
  %add252 = add i64 %v251, -1
  %sub253 = sub i64 %dim, 1
  %c254 = icmp slt i64 %add252, %sub253
  %mm255 = select i1 %c254, i64 %add252, i64 %sub253
  %c256 = icmp sgt i64 0, %mm255
  %mm257 = select i1 %c256, i64 0, i64 %mm255
  %v258 = load i64, ptr %j, align 8
  %add259 = add i64 %v258, 0
  %sub260 = sub i64 %dim22, 1
  %c261 = icmp slt i64 %add259, %sub260
  %mm262 = select i1 %c261, i64 %add259, i64 %sub260
  %c263 = icmp sgt i64 0, %mm262
  %mm264 = select i1 %c263, i64 0, i64 %mm262
  %pos265 = mul i64 0, %dim
  %pos266 = add i64 %pos265, %mm257
  %pos267 = mul i64 %pos266, %dim22
  %pos268 = add i64 %pos267, %mm264
  %elp269 = getelementptr inbounds float, ptr %buf248, i64 %pos268
  %el270 = load float, ptr %elp269, align 4, !alias.scope !10, !noalias !11
  store float %el270, ptr %j0_43, align 4
  %v271 = load i64, ptr %i, align 8
  %add272 = add i64 %v271, -1
  %sub273 = sub i64 %dim, 1
  %c274 = icmp slt i64 %add272, %sub273
  %mm275 = select i1 %c274, i64 %add272, i64 %sub273
  %c276 = icmp sgt i64 0, %mm275
  %mm277 = select i1 %c276, i64 0, i64 %mm275
  %v278 = load i64, ptr %j, align 8
  %add279 = add i64 %v278, 1
  %sub280 = sub i64 %dim22, 1
  %c281 = icmp slt i64 %add279, %sub280
  %mm282 = select i1 %c281, i64 %add279, i64 %sub280
  %c283 = icmp sgt i64 0, %mm282
  %mm284 = select i1 %c283, i64 0, i64 %mm282
  %pos285 = mul i64 0, %dim
  %pos286 = add i64 %pos285, %mm277
  %pos287 = mul i64 %pos286, %dim22
  %pos288 = add i64 %pos287, %mm284
  %elp289 = getelementptr inbounds float, ptr %buf248, i64 %pos288
  %el290 = load float, ptr %elp289, align 4, !alias.scope !10, !noalias !11
  store float %el290, ptr %j0_44, align 4
  %v291 = load i64, ptr %i, align 8
  %add292 = add i64 %v291, 0
  %sub293 = sub i64 %dim, 1
  %c294 = icmp slt i64 %add292, %sub293
  %mm295 = select i1 %c294, i64 %add292, i64 %sub293
  %c296 = icmp sgt i64 0, %mm295
  %mm297 = select i1 %c296, i64 0, i64 %mm295
  %v298 = load i64, ptr %j, align 8
  %add299 = add i64 %v298, -1
  %sub300 = sub i64 %dim22, 1
  %c301 = icmp slt i64 %add299, %sub300
  %mm302 = select i1 %c301, i64 %add299, i64 %sub300
  %c303 = icmp sgt i64 0, %mm302
  %mm304 = select i1 %c303, i64 0, i64 %mm302
  %pos305 = mul i64 0, %dim
  %pos306 = add i64 %pos305, %mm297
  %pos307 = mul i64 %pos306, %dim22
  %pos308 = add i64 %pos307, %mm304
  %elp309 = getelementptr inbounds float, ptr %buf248, i64 %pos308
  %el310 = load float, ptr %elp309, align 4, !alias.scope !10, !noalias !11
  store float %el310, ptr %j0_45, align 4
  %v311 = load i64, ptr %i, align 8
  %add312 = add i64 %v311, 0
  %sub313 = sub i64 %dim, 1
  %c314 = icmp slt i64 %add312, %sub313
  %mm315 = select i1 %c314, i64 %add312, i64 %sub313
  %c316 = icmp sgt i64 0, %mm315
  %mm317 = select i1 %c316, i64 0, i64 %mm315
  %v318 = load i64, ptr %j, align 8
  %add319 = add i64 %v318, 0
  %sub320 = sub i64 %dim22, 1
  %c321 = icmp slt i64 %add319, %sub320
  %mm322 = select i1 %c321, i64 %add319, i64 %sub320
  %c323 = icmp sgt i64 0, %mm322
  %mm324 = select i1 %c323, i64 0, i64 %mm322
  %pos325 = mul i64 0, %dim
  %pos326 = add i64 %pos325, %mm317
  %pos327 = mul i64 %pos326, %dim22
  %pos328 = add i64 %pos327, %mm324
  %elp329 = getelementptr inbounds float, ptr %buf248, i64 %pos328
  %el330 = load float, ptr %elp329, align 4, !alias.scope !10, !noalias !11
  store float %el330, ptr %j0_46, align 4
  %v331 = load i64, ptr %i, align 8
  %add332 = add i64 %v331, 0
  %sub333 = sub i64 %dim, 1
  %c334 = icmp slt i64 %add332, %sub333
  %mm335 = select i1 %c334, i64 %add332, i64 %sub333
  %c336 = icmp sgt i64 0, %mm335
  %mm337 = select i1 %c336, i64 0, i64 %mm335
  %v338 = load i64, ptr %j, align 8
  %add339 = add i64 %v338, 1
  %sub340 = sub i64 %dim22, 1
  %c341 = icmp slt i64 %add339, %sub340
  %mm342 = select i1 %c341, i64 %add339, i64 %sub340
  %c343 = icmp sgt i64 0, %mm342
  %mm344 = select i1 %c343, i64 0, i64 %mm342
  %pos345 = mul i64 0, %dim
  %pos346 = add i64 %pos345, %mm337
  %pos347 = mul i64 %pos346, %dim22
  %pos348 = add i64 %pos347, %mm344
  %elp349 = getelementptr inbounds float, ptr %buf248, i64 %pos348
  %el350 = load float, ptr %elp349, align 4, !alias.scope !10, !noalias !11
  store float %el350, ptr %j0_47, align 4
  %v351 = load i64, ptr %i, align 8
  %add352 = add i64 %v351, 1
  %sub353 = sub i64 %dim, 1
  %c354 = icmp slt i64 %add352, %sub353
  %mm355 = select i1 %c354, i64 %add352, i64 %sub353
  %c356 = icmp sgt i64 0, %mm355
  %mm357 = select i1 %c356, i64 0, i64 %mm355
  %v358 = load i64, ptr %j, align 8
  %add359 = add i64 %v358, -1
  %sub360 = sub i64 %dim22, 1
  %c361 = icmp slt i64 %add359, %sub360
  %mm362 = select i1 %c361, i64 %add359, i64 %sub360
  %c363 = icmp sgt i64 0, %mm362
  %mm364 = select i1 %c363, i64 0, i64 %mm362
  %pos365 = mul i64 0, %dim
  %pos366 = add i64 %pos365, %mm357
  %pos367 = mul i64 %pos366, %dim22
  %pos368 = add i64 %pos367, %mm364
  %elp369 = getelementptr inbounds float, ptr %buf248, i64 %pos368
  %el370 = load float, ptr %elp369, align 4, !alias.scope !10, !noalias !11
  store float %el370, ptr %j0_48, align 4
  %v371 = load i64, ptr %i, align 8
  %add372 = add i64 %v371, 1
  %sub373 = sub i64 %dim, 1
  %c374 = icmp slt i64 %add372, %sub373
  %mm375 = select i1 %c374, i64 %add372, i64 %sub373
  %c376 = icmp sgt i64 0, %mm375
  %mm377 = select i1 %c376, i64 0, i64 %mm375
  %v378 = load i64, ptr %j, align 8
  %add379 = add i64 %v378, 0
  %sub380 = sub i64 %dim22, 1
  %c381 = icmp slt i64 %add379, %sub380
  %mm382 = select i1 %c381, i64 %add379, i64 %sub380
  %c383 = icmp sgt i64 0, %mm382
  %mm384 = select i1 %c383, i64 0, i64 %mm382
  %pos385 = mul i64 0, %dim
  %pos386 = add i64 %pos385, %mm377
  %pos387 = mul i64 %pos386, %dim22
  %pos388 = add i64 %pos387, %mm384
  %elp389 = getelementptr inbounds float, ptr %buf248, i64 %pos388
  %el390 = load float, ptr %elp389, align 4, !alias.scope !10, !noalias !11
  store float %el390, ptr %j0_49, align 4
  %v391 = load i64, ptr %i, align 8
  %add392 = add i64 %v391, 1
  %sub393 = sub i64 %dim, 1
  %c394 = icmp slt i64 %add392, %sub393
  %mm395 = select i1 %c394, i64 %add392, i64 %sub393
  %c396 = icmp sgt i64 0, %mm395
  %mm397 = select i1 %c396, i64 0, i64 %mm395
  %v398 = load i64, ptr %j, align 8
  %add399 = add i64 %v398, 1
  %sub400 = sub i64 %dim22, 1
  %c401 = icmp slt i64 %add399, %sub400
  %mm402 = select i1 %c401, i64 %add399, i64 %sub400
  %c403 = icmp sgt i64 0, %mm402
  %mm404 = select i1 %c403, i64 0, i64 %mm402
  %pos405 = mul i64 0, %dim
  %pos406 = add i64 %pos405, %mm397
  %pos407 = mul i64 %pos406, %dim22
  %pos408 = add i64 %pos407, %mm404
  %elp409 = getelementptr inbounds float, ptr %buf248, i64 %pos408
  %el410 = load float, ptr %elp409, align 4, !alias.scope !10, !noalias !11
  store float %el410, ptr %j0_50, align 4
  %v411 = load float, ptr %j0_43, align 4
  %v412 = load float, ptr %j0_46, align 4
  %fs = fsub float %v411, %v412
  store float %fs, ptr %derivs_39.0, align 4
  %v413 = load float, ptr %j0_49, align 4
  %v414 = load float, ptr %j0_46, align 4
  %fs415 = fsub float %v413, %v414
  store float %fs415, ptr %derivs_39.1, align 4
  %v416 = load float, ptr %j0_45, align 4
  %v417 = load float, ptr %j0_46, align 4
  %fs418 = fsub float %v416, %v417
  store float %fs418, ptr %derivs_39.2, align 4
  %v419 = load float, ptr %j0_47, align 4
  %v420 = load float, ptr %j0_46, align 4
  %fs421 = fsub float %v419, %v420
  store float %fs421, ptr %derivs_39.3, align 4
  %v422 = load i64, ptr %i, align 8
  %v423 = load i64, ptr %j, align 8
  %pos424 = mul i64 0, %dim
  %pos425 = add i64 %pos424, %v422
  %pos426 = mul i64 %pos425, %dim22
  %pos427 = add i64 %pos426, %v423
  %v428 = load float, ptr %derivs_39.0, align 4
  %tup = insertvalue { float, float, float, float } undef, float %v428, 0
  %v429 = load float, ptr %derivs_39.1, align 4
  %tup430 = insertvalue { float, float, float, float } %tup, float %v429, 1
  %v431 = load float, ptr %derivs_39.2, align 4
  %tup432 = insertvalue { float, float, float, float } %tup430, float %v431, 2
  %v433 = load float, ptr %derivs_39.3, align 4
  %tup434 = insertvalue { float, float, float, float } %tup432, float %v433, 3
  %f = extractvalue { float, float, float, float } %tup434, 0
  %elp437 = getelementptr inbounds float, ptr %buf436, i64 %pos427
  store float %f, ptr %elp437, align 4, !alias.scope !12, !noalias !13
  %f438 = extractvalue { float, float, float, float } %tup434, 1
  %elp441 = getelementptr inbounds float, ptr %buf440, i64 %pos427
  store float %f438, ptr %elp441, align 4, !alias.scope !14, !noalias !15
  %f442 = extractvalue { float, float, float, float } %tup434, 2
  %elp445 = getelementptr inbounds float, ptr %buf444, i64 %pos427
  store float %f442, ptr %elp445, align 4, !alias.scope !16, !noalias !17
  %f446 = extractvalue { float, float, float, float } %tup434, 3
  %elp449 = getelementptr inbounds float, ptr %buf448, i64 %pos427
  store float %f446, ptr %elp449, align 4, !alias.scope !18, !noalias !19
  %v450 = load i64, ptr %i, align 8
  %v451 = load i64, ptr %j, align 8
  %pos452 = mul i64 0, %dim
  %pos453 = add i64 %pos452, %v450
  %pos454 = mul i64 %pos453, %dim22
  %pos455 = add i64 %pos454, %v451
  %elp456 = getelementptr inbounds float, ptr %buf248, i64 %pos455
  %el457 = load float, ptr %elp456, align 4, !alias.scope !10, !noalias !11
  store float %el457, ptr %j0_54, align 4
  %v458 = load float, ptr %derivs_39.0, align 4
  %v459 = load float, ptr %derivs_39.1, align 4
  %fa = fadd float %v458, %v459
  %v460 = load float, ptr %derivs_39.2, align 4
  %fa461 = fadd float %fa, %v460
  %v462 = load float, ptr %derivs_39.3, align 4
  %fa463 = fadd float %fa461, %v462
  %v464 = load float, ptr %j0_54, align 4
  %fd = fdiv float %fa463, %v464
  store float %fd, ptr %l, align 4
  %v465 = load float, ptr %l, align 4
  %fm = fmul float 2.500000e-01, %v465
  %fa466 = fadd float 1.000000e+00, %fm
  store float %fa466, ptr %den_62, align 4
  %v467 = load float, ptr %derivs_39.0, align 4
  %v468 = load float, ptr %derivs_39.0, align 4
  %fm469 = fmul float %v467, %v468
  %v470 = load float, ptr %derivs_39.1, align 4
  %v471 = load float, ptr %derivs_39.1, align 4
  %fm472 = fmul float %v470, %v471
  %fa473 = fadd float %fm469, %fm472
  %v474 = load float, ptr %derivs_39.2, align 4
  %v475 = load float, ptr %derivs_39.2, align 4
  %fm476 = fmul float %v474, %v475
  %fa477 = fadd float %fa473, %fm476
  %v478 = load float, ptr %derivs_39.3, align 4
  %v479 = load float, ptr %derivs_39.3, align 4
  %fm480 = fmul float %v478, %v479
  %fa481 = fadd float %fa477, %fm480
  %v482 = load float, ptr %j0_54, align 4
  %v483 = load float, ptr %j0_54, align 4
  %fm484 = fmul float %v482, %v483
  %fd485 = fdiv float %fa481, %fm484
  %fm486 = fmul float 5.000000e-01, %fd485
  %v487 = load float, ptr %l, align 4
  %fm488 = fmul float 6.250000e-02, %v487
  %v489 = load float, ptr %l, align 4
  %fm490 = fmul float %fm488, %v489
  %fs491 = fsub float %fm486, %fm490
  %v492 = load float, ptr %den_62, align 4
  %v493 = load float, ptr %den_62, align 4
  %fm494 = fmul float %v492, %v493
  %fd495 = fdiv float %fs491, %fm494
  %v496 = load float, ptr %the_q0sqr_63, align 4
  %fs497 = fsub float %fd495, %v496
  %v498 = load float, ptr %the_q0sqr_63, align 4
  %v499 = load float, ptr %the_q0sqr_63, align 4
  %fa500 = fadd float 1.000000e+00, %v499
  %fm501 = fmul float %v498, %fa500
  %fd502 = fdiv float %fs497, %fm501
  %fa503 = fadd float 1.000000e+00, %fd502
  %fd504 = fdiv float 1.000000e+00, %fa503
  store float %fd504, ptr %c_64, align 4
  %v505 = load float, ptr %c_64, align 4
  %fc = fcmp olt float %v505, 0.000000e+00
  br i1 %fc, label %t, label %e

exit227:                                          ; preds = %loop225
  br label %versions_done

t:                                                ; preds = %body226
  br label %j506

e:                                                ; preds = %body226
  %v507 = load float, ptr %c_64, align 4
  %fc508 = fcmp ogt float %v507, 1.000000e+00
  br i1 %fc508, label %t509, label %e510

j506:                                             ; preds = %j511, %t
  %if513 = phi float [ 0.000000e+00, %t ], [ %if, %j511 ]
  store float %if513, ptr %coef_51, align 4
  %v514 = load i64, ptr %i, align 8
  %v515 = load i64, ptr %j, align 8
  %pos516 = mul i64 0, %dim
  %pos517 = add i64 %pos516, %v514
  %pos518 = mul i64 %pos517, %dim22
  %pos519 = add i64 %pos518, %v515
  %v520 = load float, ptr %coef_51, align 4
  %elp523 = getelementptr inbounds float, ptr %buf522, i64 %pos519
  store float %v520, ptr %elp523, align 4, !alias.scope !20, !noalias !21
  %i524 = load i64, ptr %j, align 8
  %next = add i64 %i524, 1
  store i64 %next, ptr %j, align 8
  br label %loop225

t509:                                             ; preds = %e
  br label %j511

e510:                                             ; preds = %e
  %v512 = load float, ptr %c_64, align 4
  br label %j511

j511:                                             ; preds = %e510, %t509
  %if = phi float [ 1.000000e+00, %t509 ], [ %v512, %e510 ]
  br label %j506

loop525:                                          ; preds = %j931, %checked
  %i528 = load i64, ptr %j, align 8
  %more529 = icmp slt i64 %i528, %min51
  br i1 %more529, label %body526, label %exit527

body526:                                          ; preds = %loop525
  %v530 = load i64, ptr %i, align 8
  %add531 = add i64 %v530, -1
  %sub532 = sub i64 %dim, 1
  %c533 = icmp slt i64 %add531, %sub532
  %mm534 = select i1 %c533, i64 %add531, i64 %sub532
  %c535 = icmp sgt i64 0, %mm534
  %mm536 = select i1 %c535, i64 0, i64 %mm534
  %v537 = load i64, ptr %j, align 8
  %add538 = add i64 %v537, -1
  %sub539 = sub i64 %dim22, 1
  %c540 = icmp slt i64 %add538, %sub539
  %mm541 = select i1 %c540, i64 %add538, i64 %sub539
  %c542 = icmp sgt i64 0, %mm541
  %mm543 = select i1 %c542, i64 0, i64 %mm541
  %inb = icmp ult i64 %mm536, %dim
  br i1 %inb, label %ok545, label %fail544

exit527:                                          ; preds = %loop525
  br label %versions_done

fail544:                                          ; preds = %body526
  %errp546 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp546, align 8
  %errp547 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp547, align 8
  %errp548 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm536, ptr %errp548, align 8
  %errp549 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp549, align 8
  ret i32 1

ok545:                                            ; preds = %body526
  %pos550 = mul i64 0, %dim
  %pos551 = add i64 %pos550, %mm536
  %inb552 = icmp ult i64 %mm543, %dim22
  br i1 %inb552, label %ok554, label %fail553

fail553:                                          ; preds = %ok545
  %errp555 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp555, align 8
  %errp556 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp556, align 8
  %errp557 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm543, ptr %errp557, align 8
  %errp558 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp558, align 8
  ret i32 1

ok554:                                            ; preds = %ok545
  %pos559 = mul i64 %pos551, %dim22
  %pos560 = add i64 %pos559, %mm543
  %elp561 = getelementptr inbounds float, ptr %buf248, i64 %pos560
  %el562 = load float, ptr %elp561, align 4, !alias.scope !10, !noalias !11
  store float %el562, ptr %j0_42, align 4
  %v563 = load i64, ptr %i, align 8
  %add564 = add i64 %v563, -1
  %sub565 = sub i64 %dim, 1
  %c566 = icmp slt i64 %add564, %sub565
  %mm567 = select i1 %c566, i64 %add564, i64 %sub565
  %c568 = icmp sgt i64 0, %mm567
  %mm569 = select i1 %c568, i64 0, i64 %mm567
  %v570 = load i64, ptr %j, align 8
  %add571 = add i64 %v570, 0
  %sub572 = sub i64 %dim22, 1
  %c573 = icmp slt i64 %add571, %sub572
  %mm574 = select i1 %c573, i64 %add571, i64 %sub572
  %c575 = icmp sgt i64 0, %mm574
  %mm576 = select i1 %c575, i64 0, i64 %mm574
  %inb577 = icmp ult i64 %mm569, %dim
  br i1 %inb577, label %ok579, label %fail578

fail578:                                          ; preds = %ok554
  %errp580 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp580, align 8
  %errp581 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp581, align 8
  %errp582 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm569, ptr %errp582, align 8
  %errp583 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp583, align 8
  ret i32 1

ok579:                                            ; preds = %ok554
  %pos584 = mul i64 0, %dim
  %pos585 = add i64 %pos584, %mm569
  %inb586 = icmp ult i64 %mm576, %dim22
  br i1 %inb586, label %ok588, label %fail587

fail587:                                          ; preds = %ok579
  %errp589 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp589, align 8
  %errp590 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp590, align 8
  %errp591 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm576, ptr %errp591, align 8
  %errp592 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp592, align 8
  ret i32 1

ok588:                                            ; preds = %ok579
  %pos593 = mul i64 %pos585, %dim22
  %pos594 = add i64 %pos593, %mm576
  %elp595 = getelementptr inbounds float, ptr %buf248, i64 %pos594
  %el596 = load float, ptr %elp595, align 4, !alias.scope !10, !noalias !11
  store float %el596, ptr %j0_43, align 4
  %v597 = load i64, ptr %i, align 8
  %add598 = add i64 %v597, -1
  %sub599 = sub i64 %dim, 1
  %c600 = icmp slt i64 %add598, %sub599
  %mm601 = select i1 %c600, i64 %add598, i64 %sub599
  %c602 = icmp sgt i64 0, %mm601
  %mm603 = select i1 %c602, i64 0, i64 %mm601
  %v604 = load i64, ptr %j, align 8
  %add605 = add i64 %v604, 1
  %sub606 = sub i64 %dim22, 1
  %c607 = icmp slt i64 %add605, %sub606
  %mm608 = select i1 %c607, i64 %add605, i64 %sub606
  %c609 = icmp sgt i64 0, %mm608
  %mm610 = select i1 %c609, i64 0, i64 %mm608
  %inb611 = icmp ult i64 %mm603, %dim
  br i1 %inb611, label %ok613, label %fail612

fail612:                                          ; preds = %ok588
  %errp614 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp614, align 8
  %errp615 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp615, align 8
  %errp616 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm603, ptr %errp616, align 8
  %errp617 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp617, align 8
  ret i32 1

ok613:                                            ; preds = %ok588
  %pos618 = mul i64 0, %dim
  %pos619 = add i64 %pos618, %mm603
  %inb620 = icmp ult i64 %mm610, %dim22
  br i1 %inb620, label %ok622, label %fail621

fail621:                                          ; preds = %ok613
  %errp623 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp623, align 8
  %errp624 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp624, align 8
  %errp625 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm610, ptr %errp625, align 8
  %errp626 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp626, align 8
  ret i32 1

ok622:                                            ; preds = %ok613
  %pos627 = mul i64 %pos619, %dim22
  %pos628 = add i64 %pos627, %mm610
  %elp629 = getelementptr inbounds float, ptr %buf248, i64 %pos628
  %el630 = load float, ptr %elp629, align 4, !alias.scope !10, !noalias !11
  store float %el630, ptr %j0_44, align 4
  %v631 = load i64, ptr %i, align 8
  %add632 = add i64 %v631, 0
  %sub633 = sub i64 %dim, 1
  %c634 = icmp slt i64 %add632, %sub633
  %mm635 = select i1 %c634, i64 %add632, i64 %sub633
  %c636 = icmp sgt i64 0, %mm635
  %mm637 = select i1 %c636, i64 0, i64 %mm635
  %v638 = load i64, ptr %j, align 8
  %add639 = add i64 %v638, -1
  %sub640 = sub i64 %dim22, 1
  %c641 = icmp slt i64 %add639, %sub640
  %mm642 = select i1 %c641, i64 %add639, i64 %sub640
  %c643 = icmp sgt i64 0, %mm642
  %mm644 = select i1 %c643, i64 0, i64 %mm642
  %inb645 = icmp ult i64 %mm637, %dim
  br i1 %inb645, label %ok647, label %fail646

fail646:                                          ; preds = %ok622
  %errp648 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp648, align 8
  %errp649 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp649, align 8
  %errp650 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm637, ptr %errp650, align 8
  %errp651 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp651, align 8
  ret i32 1

ok647:                                            ; preds = %ok622
  %pos652 = mul i64 0, %dim
  %pos653 = add i64 %pos652, %mm637
  %inb654 = icmp ult i64 %mm644, %dim22
  br i1 %inb654, label %ok656, label %fail655

fail655:                                          ; preds = %ok647
  %errp657 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp657, align 8
  %errp658 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp658, align 8
  %errp659 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm644, ptr %errp659, align 8
  %errp660 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp660, align 8
  ret i32 1

ok656:                                            ; preds = %ok647
  %pos661 = mul i64 %pos653, %dim22
  %pos662 = add i64 %pos661, %mm644
  %elp663 = getelementptr inbounds float, ptr %buf248, i64 %pos662
  %el664 = load float, ptr %elp663, align 4, !alias.scope !10, !noalias !11
  store float %el664, ptr %j0_45, align 4
  %v665 = load i64, ptr %i, align 8
  %add666 = add i64 %v665, 0
  %sub667 = sub i64 %dim, 1
  %c668 = icmp slt i64 %add666, %sub667
  %mm669 = select i1 %c668, i64 %add666, i64 %sub667
  %c670 = icmp sgt i64 0, %mm669
  %mm671 = select i1 %c670, i64 0, i64 %mm669
  %v672 = load i64, ptr %j, align 8
  %add673 = add i64 %v672, 0
  %sub674 = sub i64 %dim22, 1
  %c675 = icmp slt i64 %add673, %sub674
  %mm676 = select i1 %c675, i64 %add673, i64 %sub674
  %c677 = icmp sgt i64 0, %mm676
  %mm678 = select i1 %c677, i64 0, i64 %mm676
  %inb679 = icmp ult i64 %mm671, %dim
  br i1 %inb679, label %ok681, label %fail680

fail680:                                          ; preds = %ok656
  %errp682 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp682, align 8
  %errp683 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp683, align 8
  %errp684 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm671, ptr %errp684, align 8
  %errp685 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp685, align 8
  ret i32 1

ok681:                                            ; preds = %ok656
  %pos686 = mul i64 0, %dim
  %pos687 = add i64 %pos686, %mm671
  %inb688 = icmp ult i64 %mm678, %dim22
  br i1 %inb688, label %ok690, label %fail689

fail689:                                          ; preds = %ok681
  %errp691 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp691, align 8
  %errp692 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp692, align 8
  %errp693 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm678, ptr %errp693, align 8
  %errp694 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp694, align 8
  ret i32 1

ok690:                                            ; preds = %ok681
  %pos695 = mul i64 %pos687, %dim22
  %pos696 = add i64 %pos695, %mm678
  %elp697 = getelementptr inbounds float, ptr %buf248, i64 %pos696
  %el698 = load float, ptr %elp697, align 4, !alias.scope !10, !noalias !11
  store float %el698, ptr %j0_46, align 4
  %v699 = load i64, ptr %i, align 8
  %add700 = add i64 %v699, 0
  %sub701 = sub i64 %dim, 1
  %c702 = icmp slt i64 %add700, %sub701
  %mm703 = select i1 %c702, i64 %add700, i64 %sub701
  %c704 = icmp sgt i64 0, %mm703
  %mm705 = select i1 %c704, i64 0, i64 %mm703
  %v706 = load i64, ptr %j, align 8
  %add707 = add i64 %v706, 1
  %sub708 = sub i64 %dim22, 1
  %c709 = icmp slt i64 %add707, %sub708
  %mm710 = select i1 %c709, i64 %add707, i64 %sub708
  %c711 = icmp sgt i64 0, %mm710
  %mm712 = select i1 %c711, i64 0, i64 %mm710
  %inb713 = icmp ult i64 %mm705, %dim
  br i1 %inb713, label %ok715, label %fail714

fail714:                                          ; preds = %ok690
  %errp716 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp716, align 8
  %errp717 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp717, align 8
  %errp718 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm705, ptr %errp718, align 8
  %errp719 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp719, align 8
  ret i32 1

ok715:                                            ; preds = %ok690
  %pos720 = mul i64 0, %dim
  %pos721 = add i64 %pos720, %mm705
  %inb722 = icmp ult i64 %mm712, %dim22
  br i1 %inb722, label %ok724, label %fail723

fail723:                                          ; preds = %ok715
  %errp725 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp725, align 8
  %errp726 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp726, align 8
  %errp727 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm712, ptr %errp727, align 8
  %errp728 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp728, align 8
  ret i32 1

ok724:                                            ; preds = %ok715
  %pos729 = mul i64 %pos721, %dim22
  %pos730 = add i64 %pos729, %mm712
  %elp731 = getelementptr inbounds float, ptr %buf248, i64 %pos730
  %el732 = load float, ptr %elp731, align 4, !alias.scope !10, !noalias !11
  store float %el732, ptr %j0_47, align 4
  %v733 = load i64, ptr %i, align 8
  %add734 = add i64 %v733, 1
  %sub735 = sub i64 %dim, 1
  %c736 = icmp slt i64 %add734, %sub735
  %mm737 = select i1 %c736, i64 %add734, i64 %sub735
  %c738 = icmp sgt i64 0, %mm737
  %mm739 = select i1 %c738, i64 0, i64 %mm737
  %v740 = load i64, ptr %j, align 8
  %add741 = add i64 %v740, -1
  %sub742 = sub i64 %dim22, 1
  %c743 = icmp slt i64 %add741, %sub742
  %mm744 = select i1 %c743, i64 %add741, i64 %sub742
  %c745 = icmp sgt i64 0, %mm744
  %mm746 = select i1 %c745, i64 0, i64 %mm744
  %inb747 = icmp ult i64 %mm739, %dim
  br i1 %inb747, label %ok749, label %fail748

fail748:                                          ; preds = %ok724
  %errp750 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp750, align 8
  %errp751 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp751, align 8
  %errp752 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm739, ptr %errp752, align 8
  %errp753 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp753, align 8
  ret i32 1

ok749:                                            ; preds = %ok724
  %pos754 = mul i64 0, %dim
  %pos755 = add i64 %pos754, %mm739
  %inb756 = icmp ult i64 %mm746, %dim22
  br i1 %inb756, label %ok758, label %fail757

fail757:                                          ; preds = %ok749
  %errp759 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp759, align 8
  %errp760 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp760, align 8
  %errp761 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm746, ptr %errp761, align 8
  %errp762 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp762, align 8
  ret i32 1

ok758:                                            ; preds = %ok749
  %pos763 = mul i64 %pos755, %dim22
  %pos764 = add i64 %pos763, %mm746
  %elp765 = getelementptr inbounds float, ptr %buf248, i64 %pos764
  %el766 = load float, ptr %elp765, align 4, !alias.scope !10, !noalias !11
  store float %el766, ptr %j0_48, align 4
  %v767 = load i64, ptr %i, align 8
  %add768 = add i64 %v767, 1
  %sub769 = sub i64 %dim, 1
  %c770 = icmp slt i64 %add768, %sub769
  %mm771 = select i1 %c770, i64 %add768, i64 %sub769
  %c772 = icmp sgt i64 0, %mm771
  %mm773 = select i1 %c772, i64 0, i64 %mm771
  %v774 = load i64, ptr %j, align 8
  %add775 = add i64 %v774, 0
  %sub776 = sub i64 %dim22, 1
  %c777 = icmp slt i64 %add775, %sub776
  %mm778 = select i1 %c777, i64 %add775, i64 %sub776
  %c779 = icmp sgt i64 0, %mm778
  %mm780 = select i1 %c779, i64 0, i64 %mm778
  %inb781 = icmp ult i64 %mm773, %dim
  br i1 %inb781, label %ok783, label %fail782

fail782:                                          ; preds = %ok758
  %errp784 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp784, align 8
  %errp785 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp785, align 8
  %errp786 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm773, ptr %errp786, align 8
  %errp787 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp787, align 8
  ret i32 1

ok783:                                            ; preds = %ok758
  %pos788 = mul i64 0, %dim
  %pos789 = add i64 %pos788, %mm773
  %inb790 = icmp ult i64 %mm780, %dim22
  br i1 %inb790, label %ok792, label %fail791

fail791:                                          ; preds = %ok783
  %errp793 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp793, align 8
  %errp794 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp794, align 8
  %errp795 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm780, ptr %errp795, align 8
  %errp796 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp796, align 8
  ret i32 1

ok792:                                            ; preds = %ok783
  %pos797 = mul i64 %pos789, %dim22
  %pos798 = add i64 %pos797, %mm780
  %elp799 = getelementptr inbounds float, ptr %buf248, i64 %pos798
  %el800 = load float, ptr %elp799, align 4, !alias.scope !10, !noalias !11
  store float %el800, ptr %j0_49, align 4
  %v801 = load i64, ptr %i, align 8
  %add802 = add i64 %v801, 1
  %sub803 = sub i64 %dim, 1
  %c804 = icmp slt i64 %add802, %sub803
  %mm805 = select i1 %c804, i64 %add802, i64 %sub803
  %c806 = icmp sgt i64 0, %mm805
  %mm807 = select i1 %c806, i64 0, i64 %mm805
  %v808 = load i64, ptr %j, align 8
  %add809 = add i64 %v808, 1
  %sub810 = sub i64 %dim22, 1
  %c811 = icmp slt i64 %add809, %sub810
  %mm812 = select i1 %c811, i64 %add809, i64 %sub810
  %c813 = icmp sgt i64 0, %mm812
  %mm814 = select i1 %c813, i64 0, i64 %mm812
  %inb815 = icmp ult i64 %mm807, %dim
  br i1 %inb815, label %ok817, label %fail816

fail816:                                          ; preds = %ok792
  %errp818 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp818, align 8
  %errp819 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp819, align 8
  %errp820 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm807, ptr %errp820, align 8
  %errp821 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp821, align 8
  ret i32 1

ok817:                                            ; preds = %ok792
  %pos822 = mul i64 0, %dim
  %pos823 = add i64 %pos822, %mm807
  %inb824 = icmp ult i64 %mm814, %dim22
  br i1 %inb824, label %ok826, label %fail825

fail825:                                          ; preds = %ok817
  %errp827 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp827, align 8
  %errp828 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp828, align 8
  %errp829 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm814, ptr %errp829, align 8
  %errp830 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp830, align 8
  ret i32 1

ok826:                                            ; preds = %ok817
  %pos831 = mul i64 %pos823, %dim22
  %pos832 = add i64 %pos831, %mm814
  %elp833 = getelementptr inbounds float, ptr %buf248, i64 %pos832
  %el834 = load float, ptr %elp833, align 4, !alias.scope !10, !noalias !11
  store float %el834, ptr %j0_50, align 4
  %v835 = load float, ptr %j0_43, align 4
  %v836 = load float, ptr %j0_46, align 4
  %fs837 = fsub float %v835, %v836
  store float %fs837, ptr %derivs_39.0, align 4
  %v838 = load float, ptr %j0_49, align 4
  %v839 = load float, ptr %j0_46, align 4
  %fs840 = fsub float %v838, %v839
  store float %fs840, ptr %derivs_39.1, align 4
  %v841 = load float, ptr %j0_45, align 4
  %v842 = load float, ptr %j0_46, align 4
  %fs843 = fsub float %v841, %v842
  store float %fs843, ptr %derivs_39.2, align 4
  %v844 = load float, ptr %j0_47, align 4
  %v845 = load float, ptr %j0_46, align 4
  %fs846 = fsub float %v844, %v845
  store float %fs846, ptr %derivs_39.3, align 4
  %v847 = load i64, ptr %i, align 8
  %v848 = load i64, ptr %j, align 8
  %pos849 = mul i64 0, %dim
  %pos850 = add i64 %pos849, %v847
  %pos851 = mul i64 %pos850, %dim22
  %pos852 = add i64 %pos851, %v848
  %v853 = load float, ptr %derivs_39.0, align 4
  %tup854 = insertvalue { float, float, float, float } undef, float %v853, 0
  %v855 = load float, ptr %derivs_39.1, align 4
  %tup856 = insertvalue { float, float, float, float } %tup854, float %v855, 1
  %v857 = load float, ptr %derivs_39.2, align 4
  %tup858 = insertvalue { float, float, float, float } %tup856, float %v857, 2
  %v859 = load float, ptr %derivs_39.3, align 4
  %tup860 = insertvalue { float, float, float, float } %tup858, float %v859, 3
  %f861 = extractvalue { float, float, float, float } %tup860, 0
  %elp862 = getelementptr inbounds float, ptr %buf436, i64 %pos852
  store float %f861, ptr %elp862, align 4, !alias.scope !12, !noalias !13
  %f863 = extractvalue { float, float, float, float } %tup860, 1
  %elp864 = getelementptr inbounds float, ptr %buf440, i64 %pos852
  store float %f863, ptr %elp864, align 4, !alias.scope !14, !noalias !15
  %f865 = extractvalue { float, float, float, float } %tup860, 2
  %elp866 = getelementptr inbounds float, ptr %buf444, i64 %pos852
  store float %f865, ptr %elp866, align 4, !alias.scope !16, !noalias !17
  %f867 = extractvalue { float, float, float, float } %tup860, 3
  %elp868 = getelementptr inbounds float, ptr %buf448, i64 %pos852
  store float %f867, ptr %elp868, align 4, !alias.scope !18, !noalias !19
  %v869 = load i64, ptr %i, align 8
  %v870 = load i64, ptr %j, align 8
  %pos871 = mul i64 0, %dim
  %pos872 = add i64 %pos871, %v869
  %pos873 = mul i64 %pos872, %dim22
  %pos874 = add i64 %pos873, %v870
  %elp875 = getelementptr inbounds float, ptr %buf248, i64 %pos874
  %el876 = load float, ptr %elp875, align 4, !alias.scope !10, !noalias !11
  store float %el876, ptr %j0_54, align 4
  %v877 = load float, ptr %derivs_39.0, align 4
  %v878 = load float, ptr %derivs_39.1, align 4
  %fa879 = fadd float %v877, %v878
  %v880 = load float, ptr %derivs_39.2, align 4
  %fa881 = fadd float %fa879, %v880
  %v882 = load float, ptr %derivs_39.3, align 4
  %fa883 = fadd float %fa881, %v882
  %v884 = load float, ptr %j0_54, align 4
  %fd885 = fdiv float %fa883, %v884
  store float %fd885, ptr %l, align 4
  %v886 = load float, ptr %l, align 4
  %fm887 = fmul float 2.500000e-01, %v886
  %fa888 = fadd float 1.000000e+00, %fm887
  store float %fa888, ptr %den_62, align 4
  %v889 = load float, ptr %derivs_39.0, align 4
  %v890 = load float, ptr %derivs_39.0, align 4
  %fm891 = fmul float %v889, %v890
  %v892 = load float, ptr %derivs_39.1, align 4
  %v893 = load float, ptr %derivs_39.1, align 4
  %fm894 = fmul float %v892, %v893
  %fa895 = fadd float %fm891, %fm894
  %v896 = load float, ptr %derivs_39.2, align 4
  %v897 = load float, ptr %derivs_39.2, align 4
  %fm898 = fmul float %v896, %v897
  %fa899 = fadd float %fa895, %fm898
  %v900 = load float, ptr %derivs_39.3, align 4
  %v901 = load float, ptr %derivs_39.3, align 4
  %fm902 = fmul float %v900, %v901
  %fa903 = fadd float %fa899, %fm902
  %v904 = load float, ptr %j0_54, align 4
  %v905 = load float, ptr %j0_54, align 4
  %fm906 = fmul float %v904, %v905
  %fd907 = fdiv float %fa903, %fm906
  %fm908 = fmul float 5.000000e-01, %fd907
  %v909 = load float, ptr %l, align 4
  %fm910 = fmul float 6.250000e-02, %v909
  %v911 = load float, ptr %l, align 4
  %fm912 = fmul float %fm910, %v911
  %fs913 = fsub float %fm908, %fm912
  %v914 = load float, ptr %den_62, align 4
  %v915 = load float, ptr %den_62, align 4
  %fm916 = fmul float %v914, %v915
  %fd917 = fdiv float %fs913, %fm916
  %v918 = load float, ptr %the_q0sqr_63, align 4
  %fs919 = fsub float %fd917, %v918
  %v920 = load float, ptr %the_q0sqr_63, align 4
  %v921 = load float, ptr %the_q0sqr_63, align 4
  %fa922 = fadd float 1.000000e+00, %v921
  %fm923 = fmul float %v920, %fa922
  %fd924 = fdiv float %fs919, %fm923
  %fa925 = fadd float 1.000000e+00, %fd924
  %fd926 = fdiv float 1.000000e+00, %fa925
  store float %fd926, ptr %c_64, align 4
  %v927 = load float, ptr %c_64, align 4
  %fc928 = fcmp olt float %v927, 0.000000e+00
  br i1 %fc928, label %t929, label %e930

t929:                                             ; preds = %ok826
  br label %j931

e930:                                             ; preds = %ok826
  %v932 = load float, ptr %c_64, align 4
  %fc933 = fcmp ogt float %v932, 1.000000e+00
  br i1 %fc933, label %t934, label %e935

j931:                                             ; preds = %j936, %t929
  %if939 = phi float [ 0.000000e+00, %t929 ], [ %if938, %j936 ]
  store float %if939, ptr %coef_51, align 4
  %v940 = load i64, ptr %i, align 8
  %v941 = load i64, ptr %j, align 8
  %pos942 = mul i64 0, %dim
  %pos943 = add i64 %pos942, %v940
  %pos944 = mul i64 %pos943, %dim22
  %pos945 = add i64 %pos944, %v941
  %v946 = load float, ptr %coef_51, align 4
  %elp947 = getelementptr inbounds float, ptr %buf522, i64 %pos945
  store float %v946, ptr %elp947, align 4, !alias.scope !20, !noalias !21
  %i948 = load i64, ptr %j, align 8
  %next949 = add i64 %i948, 1
  store i64 %next949, ptr %j, align 8
  br label %loop525

t934:                                             ; preds = %e930
  br label %j936

e935:                                             ; preds = %e930
  %v937 = load float, ptr %c_64, align 4
  br label %j936

j936:                                             ; preds = %e935, %t934
  %if938 = phi float [ 1.000000e+00, %t934 ], [ %v937, %e935 ]
  br label %j931

proved1139:                                       ; preds = %versions_done
  store i64 %min51, ptr %j, align 8
  br label %loop1142

checked1140:                                      ; preds = %versions_done
  store i64 %min51, ptr %j, align 8
  br label %loop1396

versions_done1141:                                ; preds = %exit1398, %exit1144
  store i64 %min55, ptr %j, align 8
  %v1777 = load i64, ptr %i, align 8
  %add1778 = add i64 %v1777, -1
  %sub1779 = sub i64 %dim, 1
  %c1780 = icmp slt i64 %add1778, %sub1779
  %mm1781 = select i1 %c1780, i64 %add1778, i64 %sub1779
  %c1782 = icmp sgt i64 0, %mm1781
  %mm1783 = select i1 %c1782, i64 0, i64 %mm1781
  %base1784 = sext i64 %mm1783 to i128
  %fits_low1785 = icmp sge i128 %base1784, -9223372036854775808
  %fits_high1786 = icmp sle i128 %base1784, 9223372036854775807
  %fits1787 = and i1 %fits_low1785, %fits_high1786
  %least1788 = select i1 %fits1787, i128 %base1784, i128 -9223372036854775808
  %most1789 = select i1 %fits1787, i128 %base1784, i128 9223372036854775807
  %extent1790 = sext i64 %dim to i128
  %low_ok1791 = icmp sge i128 %least1788, 0
  %high_ok1792 = icmp slt i128 %most1789, %extent1790
  %ok1793 = and i1 true, %low_ok1791
  %ok1794 = and i1 %ok1793, %high_ok1792
  %v1795 = load i64, ptr %j, align 8
  %add1796 = add i64 %v1795, -1
  %base1797 = sext i64 %add1796 to i128
  %next1798 = add i64 %min55, 1
  store i64 %next1798, ptr %j, align 8
  %v1799 = load i64, ptr %j, align 8
  %add1800 = add i64 %v1799, -1
  store i64 %min55, ptr %j, align 8
  %at_next1801 = sext i64 %add1800 to i128
  %step1802 = sub i128 %at_next1801, %base1797
  %step1803 = trunc i128 %step1802 to i64
  %step1804 = sext i64 %step1803 to i128
  %len1805 = sub i64 %dim22, %min55
  %span1806 = sub i64 %len1805, 1
  %span1807 = sext i64 %span1806 to i128
  %reach1808 = mul i128 %step1804, %span1807
  %c1809 = icmp slt i128 %reach1808, 0
  %min1810 = select i1 %c1809, i128 %reach1808, i128 0
  %c1811 = icmp sgt i128 %reach1808, 0
  %max1812 = select i1 %c1811, i128 %reach1808, i128 0
  %least1813 = add i128 %base1797, %min1810
  %most1814 = add i128 %base1797, %max1812
  %fits_low1815 = icmp sge i128 %least1813, -9223372036854775808
  %fits_high1816 = icmp sle i128 %most1814, 9223372036854775807
  %fits1817 = and i1 %fits_low1815, %fits_high1816
  %least1818 = select i1 %fits1817, i128 %least1813, i128 -9223372036854775808
  %most1819 = select i1 %fits1817, i128 %most1814, i128 9223372036854775807
  %sub1820 = sub i64 %dim22, 1
  %base1821 = sext i64 %sub1820 to i128
  %fits_low1822 = icmp sge i128 %base1821, -9223372036854775808
  %fits_high1823 = icmp sle i128 %base1821, 9223372036854775807
  %fits1824 = and i1 %fits_low1822, %fits_high1823
  %least1825 = select i1 %fits1824, i128 %base1821, i128 -9223372036854775808
  %most1826 = select i1 %fits1824, i128 %base1821, i128 9223372036854775807
  %c1827 = icmp slt i128 %least1818, %least1825
  %min1828 = select i1 %c1827, i128 %least1818, i128 %least1825
  %c1829 = icmp slt i128 %most1819, %most1826
  %min1830 = select i1 %c1829, i128 %most1819, i128 %most1826
  %c1831 = icmp sgt i128 0, %min1828
  %max1832 = select i1 %c1831, i128 0, i128 %min1828
  %c1833 = icmp sgt i128 0, %min1830
  %max1834 = select i1 %c1833, i128 0, i128 %min1830
  %extent1835 = sext i64 %dim22 to i128
  %low_ok1836 = icmp sge i128 %max1832, 0
  %high_ok1837 = icmp slt i128 %max1834, %extent1835
  %ok1838 = and i1 %ok1794, %low_ok1836
  %ok1839 = and i1 %ok1838, %high_ok1837
  %v1840 = load i64, ptr %j, align 8
  %add1841 = add i64 %v1840, 0
  %base1842 = sext i64 %add1841 to i128
  %next1843 = add i64 %min55, 1
  store i64 %next1843, ptr %j, align 8
  %v1844 = load i64, ptr %j, align 8
  %add1845 = add i64 %v1844, 0
  store i64 %min55, ptr %j, align 8
  %at_next1846 = sext i64 %add1845 to i128
  %step1847 = sub i128 %at_next1846, %base1842
  %step1848 = trunc i128 %step1847 to i64
  %step1849 = sext i64 %step1848 to i128
  %len1850 = sub i64 %dim22, %min55
  %span1851 = sub i64 %len1850, 1
  %span1852 = sext i64 %span1851 to i128
  %reach1853 = mul i128 %step1849, %span1852
  %c1854 = icmp slt i128 %reach1853, 0
  %min1855 = select i1 %c1854, i128 %reach1853, i128 0
  %c1856 = icmp sgt i128 %reach1853, 0
  %max1857 = select i1 %c1856, i128 %reach1853, i128 0
  %least1858 = add i128 %base1842, %min1855
  %most1859 = add i128 %base1842, %max1857
  %fits_low1860 = icmp sge i128 %least1858, -9223372036854775808
  %fits_high1861 = icmp sle i128 %most1859, 9223372036854775807
  %fits1862 = and i1 %fits_low1860, %fits_high1861
  %least1863 = select i1 %fits1862, i128 %least1858, i128 -9223372036854775808
  %most1864 = select i1 %fits1862, i128 %most1859, i128 9223372036854775807
  %sub1865 = sub i64 %dim22, 1
  %base1866 = sext i64 %sub1865 to i128
  %fits_low1867 = icmp sge i128 %base1866, -9223372036854775808
  %fits_high1868 = icmp sle i128 %base1866, 9223372036854775807
  %fits1869 = and i1 %fits_low1867, %fits_high1868
  %least1870 = select i1 %fits1869, i128 %base1866, i128 -9223372036854775808
  %most1871 = select i1 %fits1869, i128 %base1866, i128 9223372036854775807
  %c1872 = icmp slt i128 %least1863, %least1870
  %min1873 = select i1 %c1872, i128 %least1863, i128 %least1870
  %c1874 = icmp slt i128 %most1864, %most1871
  %min1875 = select i1 %c1874, i128 %most1864, i128 %most1871
  %c1876 = icmp sgt i128 0, %min1873
  %max1877 = select i1 %c1876, i128 0, i128 %min1873
  %c1878 = icmp sgt i128 0, %min1875
  %max1879 = select i1 %c1878, i128 0, i128 %min1875
  %extent1880 = sext i64 %dim22 to i128
  %low_ok1881 = icmp sge i128 %max1877, 0
  %high_ok1882 = icmp slt i128 %max1879, %extent1880
  %ok1883 = and i1 %ok1839, %low_ok1881
  %ok1884 = and i1 %ok1883, %high_ok1882
  %v1885 = load i64, ptr %j, align 8
  %add1886 = add i64 %v1885, 1
  %base1887 = sext i64 %add1886 to i128
  %next1888 = add i64 %min55, 1
  store i64 %next1888, ptr %j, align 8
  %v1889 = load i64, ptr %j, align 8
  %add1890 = add i64 %v1889, 1
  store i64 %min55, ptr %j, align 8
  %at_next1891 = sext i64 %add1890 to i128
  %step1892 = sub i128 %at_next1891, %base1887
  %step1893 = trunc i128 %step1892 to i64
  %step1894 = sext i64 %step1893 to i128
  %len1895 = sub i64 %dim22, %min55
  %span1896 = sub i64 %len1895, 1
  %span1897 = sext i64 %span1896 to i128
  %reach1898 = mul i128 %step1894, %span1897
  %c1899 = icmp slt i128 %reach1898, 0
  %min1900 = select i1 %c1899, i128 %reach1898, i128 0
  %c1901 = icmp sgt i128 %reach1898, 0
  %max1902 = select i1 %c1901, i128 %reach1898, i128 0
  %least1903 = add i128 %base1887, %min1900
  %most1904 = add i128 %base1887, %max1902
  %fits_low1905 = icmp sge i128 %least1903, -9223372036854775808
  %fits_high1906 = icmp sle i128 %most1904, 9223372036854775807
  %fits1907 = and i1 %fits_low1905, %fits_high1906
  %least1908 = select i1 %fits1907, i128 %least1903, i128 -9223372036854775808
  %most1909 = select i1 %fits1907, i128 %most1904, i128 9223372036854775807
  %sub1910 = sub i64 %dim22, 1
  %base1911 = sext i64 %sub1910 to i128
  %fits_low1912 = icmp sge i128 %base1911, -9223372036854775808
  %fits_high1913 = icmp sle i128 %base1911, 9223372036854775807
  %fits1914 = and i1 %fits_low1912, %fits_high1913
  %least1915 = select i1 %fits1914, i128 %base1911, i128 -9223372036854775808
  %most1916 = select i1 %fits1914, i128 %base1911, i128 9223372036854775807
  %c1917 = icmp slt i128 %least1908, %least1915
  %min1918 = select i1 %c1917, i128 %least1908, i128 %least1915
  %c1919 = icmp slt i128 %most1909, %most1916
  %min1920 = select i1 %c1919, i128 %most1909, i128 %most1916
  %c1921 = icmp sgt i128 0, %min1918
  %max1922 = select i1 %c1921, i128 0, i128 %min1918
  %c1923 = icmp sgt i128 0, %min1920
  %max1924 = select i1 %c1923, i128 0, i128 %min1920
  %extent1925 = sext i64 %dim22 to i128
  %low_ok1926 = icmp sge i128 %max1922, 0
  %high_ok1927 = icmp slt i128 %max1924, %extent1925
  %ok1928 = and i1 %ok1884, %low_ok1926
  %ok1929 = and i1 %ok1928, %high_ok1927
  %v1930 = load i64, ptr %i, align 8
  %add1931 = add i64 %v1930, 0
  %sub1932 = sub i64 %dim, 1
  %c1933 = icmp slt i64 %add1931, %sub1932
  %mm1934 = select i1 %c1933, i64 %add1931, i64 %sub1932
  %c1935 = icmp sgt i64 0, %mm1934
  %mm1936 = select i1 %c1935, i64 0, i64 %mm1934
  %base1937 = sext i64 %mm1936 to i128
  %fits_low1938 = icmp sge i128 %base1937, -9223372036854775808
  %fits_high1939 = icmp sle i128 %base1937, 9223372036854775807
  %fits1940 = and i1 %fits_low1938, %fits_high1939
  %least1941 = select i1 %fits1940, i128 %base1937, i128 -9223372036854775808
  %most1942 = select i1 %fits1940, i128 %base1937, i128 9223372036854775807
  %extent1943 = sext i64 %dim to i128
  %low_ok1944 = icmp sge i128 %least1941, 0
  %high_ok1945 = icmp slt i128 %most1942, %extent1943
  %ok1946 = and i1 %ok1929, %low_ok1944
  %ok1947 = and i1 %ok1946, %high_ok1945
  %v1948 = load i64, ptr %i, align 8
  %add1949 = add i64 %v1948, 1
  %sub1950 = sub i64 %dim, 1
  %c1951 = icmp slt i64 %add1949, %sub1950
  %mm1952 = select i1 %c1951, i64 %add1949, i64 %sub1950
  %c1953 = icmp sgt i64 0, %mm1952
  %mm1954 = select i1 %c1953, i64 0, i64 %mm1952
  %base1955 = sext i64 %mm1954 to i128
  %fits_low1956 = icmp sge i128 %base1955, -9223372036854775808
  %fits_high1957 = icmp sle i128 %base1955, 9223372036854775807
  %fits1958 = and i1 %fits_low1956, %fits_high1957
  %least1959 = select i1 %fits1958, i128 %base1955, i128 -9223372036854775808
  %most1960 = select i1 %fits1958, i128 %base1955, i128 9223372036854775807
  %extent1961 = sext i64 %dim to i128
  %low_ok1962 = icmp sge i128 %least1959, 0
  %high_ok1963 = icmp slt i128 %most1960, %extent1961
  %ok1964 = and i1 %ok1947, %low_ok1962
  %ok1965 = and i1 %ok1964, %high_ok1963
  br i1 %ok1965, label %proved1966, label %checked1967

loop1142:                                         ; preds = %j1377, %proved1139
  %i1145 = load i64, ptr %j, align 8
  %more1146 = icmp slt i64 %i1145, %min55
  br i1 %more1146, label %body1143, label %exit1144

body1143:                                         ; preds = %loop1142
  %v1147 = load i64, ptr %i, align 8
  %add1148 = add i64 %v1147, -1
  %sub1149 = sub i64 %dim, 1
  %c1150 = icmp slt i64 %add1148, %sub1149
  %mm1151 = select i1 %c1150, i64 %add1148, i64 %sub1149
  %c1152 = icmp sgt i64 0, %mm1151
  %mm1153 = select i1 %c1152, i64 0, i64 %mm1151
  %j1154 = load i64, ptr %j, align 8
  %tap = add i64 %j1154, -1
  %pos1155 = mul i64 0, %dim
  %pos1156 = add i64 %pos1155, %mm1153
  %pos1157 = mul i64 %pos1156, %dim22
  %pos1158 = add i64 %pos1157, %tap
  %elp1159 = getelementptr inbounds float, ptr %buf248, i64 %pos1158
  %el1160 = load float, ptr %elp1159, align 4, !alias.scope !10, !noalias !11
  store float %el1160, ptr %j0_42, align 4
  %v1161 = load i64, ptr %i, align 8
  %add1162 = add i64 %v1161, -1
  %sub1163 = sub i64 %dim, 1
  %c1164 = icmp slt i64 %add1162, %sub1163
  %mm1165 = select i1 %c1164, i64 %add1162, i64 %sub1163
  %c1166 = icmp sgt i64 0, %mm1165
  %mm1167 = select i1 %c1166, i64 0, i64 %mm1165
  %j1168 = load i64, ptr %j, align 8
  %tap1169 = add i64 %j1168, 0
  %pos1170 = mul i64 0, %dim
  %pos1171 = add i64 %pos1170, %mm1167
  %pos1172 = mul i64 %pos1171, %dim22
  %pos1173 = add i64 %pos1172, %tap1169
  %elp1174 = getelementptr inbounds float, ptr %buf248, i64 %pos1173
  %el1175 = load float, ptr %elp1174, align 4, !alias.scope !10, !noalias !11
  store float %el1175, ptr %j0_43, align 4
  %v1176 = load i64, ptr %i, align 8
  %add1177 = add i64 %v1176, -1
  %sub1178 = sub i64 %dim, 1
  %c1179 = icmp slt i64 %add1177, %sub1178
  %mm1180 = select i1 %c1179, i64 %add1177, i64 %sub1178
  %c1181 = icmp sgt i64 0, %mm1180
  %mm1182 = select i1 %c1181, i64 0, i64 %mm1180
  %j1183 = load i64, ptr %j, align 8
  %tap1184 = add i64 %j1183, 1
  %pos1185 = mul i64 0, %dim
  %pos1186 = add i64 %pos1185, %mm1182
  %pos1187 = mul i64 %pos1186, %dim22
  %pos1188 = add i64 %pos1187, %tap1184
  %elp1189 = getelementptr inbounds float, ptr %buf248, i64 %pos1188
  %el1190 = load float, ptr %elp1189, align 4, !alias.scope !10, !noalias !11
  store float %el1190, ptr %j0_44, align 4
  %v1191 = load i64, ptr %i, align 8
  %add1192 = add i64 %v1191, 0
  %sub1193 = sub i64 %dim, 1
  %c1194 = icmp slt i64 %add1192, %sub1193
  %mm1195 = select i1 %c1194, i64 %add1192, i64 %sub1193
  %c1196 = icmp sgt i64 0, %mm1195
  %mm1197 = select i1 %c1196, i64 0, i64 %mm1195
  %j1198 = load i64, ptr %j, align 8
  %tap1199 = add i64 %j1198, -1
  %pos1200 = mul i64 0, %dim
  %pos1201 = add i64 %pos1200, %mm1197
  %pos1202 = mul i64 %pos1201, %dim22
  %pos1203 = add i64 %pos1202, %tap1199
  %elp1204 = getelementptr inbounds float, ptr %buf248, i64 %pos1203
  %el1205 = load float, ptr %elp1204, align 4, !alias.scope !10, !noalias !11
  store float %el1205, ptr %j0_45, align 4
  %v1206 = load i64, ptr %i, align 8
  %add1207 = add i64 %v1206, 0
  %sub1208 = sub i64 %dim, 1
  %c1209 = icmp slt i64 %add1207, %sub1208
  %mm1210 = select i1 %c1209, i64 %add1207, i64 %sub1208
  %c1211 = icmp sgt i64 0, %mm1210
  %mm1212 = select i1 %c1211, i64 0, i64 %mm1210
  %j1213 = load i64, ptr %j, align 8
  %tap1214 = add i64 %j1213, 0
  %pos1215 = mul i64 0, %dim
  %pos1216 = add i64 %pos1215, %mm1212
  %pos1217 = mul i64 %pos1216, %dim22
  %pos1218 = add i64 %pos1217, %tap1214
  %elp1219 = getelementptr inbounds float, ptr %buf248, i64 %pos1218
  %el1220 = load float, ptr %elp1219, align 4, !alias.scope !10, !noalias !11
  store float %el1220, ptr %j0_46, align 4
  %v1221 = load i64, ptr %i, align 8
  %add1222 = add i64 %v1221, 0
  %sub1223 = sub i64 %dim, 1
  %c1224 = icmp slt i64 %add1222, %sub1223
  %mm1225 = select i1 %c1224, i64 %add1222, i64 %sub1223
  %c1226 = icmp sgt i64 0, %mm1225
  %mm1227 = select i1 %c1226, i64 0, i64 %mm1225
  %j1228 = load i64, ptr %j, align 8
  %tap1229 = add i64 %j1228, 1
  %pos1230 = mul i64 0, %dim
  %pos1231 = add i64 %pos1230, %mm1227
  %pos1232 = mul i64 %pos1231, %dim22
  %pos1233 = add i64 %pos1232, %tap1229
  %elp1234 = getelementptr inbounds float, ptr %buf248, i64 %pos1233
  %el1235 = load float, ptr %elp1234, align 4, !alias.scope !10, !noalias !11
  store float %el1235, ptr %j0_47, align 4
  %v1236 = load i64, ptr %i, align 8
  %add1237 = add i64 %v1236, 1
  %sub1238 = sub i64 %dim, 1
  %c1239 = icmp slt i64 %add1237, %sub1238
  %mm1240 = select i1 %c1239, i64 %add1237, i64 %sub1238
  %c1241 = icmp sgt i64 0, %mm1240
  %mm1242 = select i1 %c1241, i64 0, i64 %mm1240
  %j1243 = load i64, ptr %j, align 8
  %tap1244 = add i64 %j1243, -1
  %pos1245 = mul i64 0, %dim
  %pos1246 = add i64 %pos1245, %mm1242
  %pos1247 = mul i64 %pos1246, %dim22
  %pos1248 = add i64 %pos1247, %tap1244
  %elp1249 = getelementptr inbounds float, ptr %buf248, i64 %pos1248
  %el1250 = load float, ptr %elp1249, align 4, !alias.scope !10, !noalias !11
  store float %el1250, ptr %j0_48, align 4
  %v1251 = load i64, ptr %i, align 8
  %add1252 = add i64 %v1251, 1
  %sub1253 = sub i64 %dim, 1
  %c1254 = icmp slt i64 %add1252, %sub1253
  %mm1255 = select i1 %c1254, i64 %add1252, i64 %sub1253
  %c1256 = icmp sgt i64 0, %mm1255
  %mm1257 = select i1 %c1256, i64 0, i64 %mm1255
  %j1258 = load i64, ptr %j, align 8
  %tap1259 = add i64 %j1258, 0
  %pos1260 = mul i64 0, %dim
  %pos1261 = add i64 %pos1260, %mm1257
  %pos1262 = mul i64 %pos1261, %dim22
  %pos1263 = add i64 %pos1262, %tap1259
  %elp1264 = getelementptr inbounds float, ptr %buf248, i64 %pos1263
  %el1265 = load float, ptr %elp1264, align 4, !alias.scope !10, !noalias !11
  store float %el1265, ptr %j0_49, align 4
  %v1266 = load i64, ptr %i, align 8
  %add1267 = add i64 %v1266, 1
  %sub1268 = sub i64 %dim, 1
  %c1269 = icmp slt i64 %add1267, %sub1268
  %mm1270 = select i1 %c1269, i64 %add1267, i64 %sub1268
  %c1271 = icmp sgt i64 0, %mm1270
  %mm1272 = select i1 %c1271, i64 0, i64 %mm1270
  %j1273 = load i64, ptr %j, align 8
  %tap1274 = add i64 %j1273, 1
  %pos1275 = mul i64 0, %dim
  %pos1276 = add i64 %pos1275, %mm1272
  %pos1277 = mul i64 %pos1276, %dim22
  %pos1278 = add i64 %pos1277, %tap1274
  %elp1279 = getelementptr inbounds float, ptr %buf248, i64 %pos1278
  %el1280 = load float, ptr %elp1279, align 4, !alias.scope !10, !noalias !11
  store float %el1280, ptr %j0_50, align 4
  %v1281 = load float, ptr %j0_43, align 4
  %v1282 = load float, ptr %j0_46, align 4
  %fs1283 = fsub float %v1281, %v1282
  store float %fs1283, ptr %derivs_39.0, align 4
  %v1284 = load float, ptr %j0_49, align 4
  %v1285 = load float, ptr %j0_46, align 4
  %fs1286 = fsub float %v1284, %v1285
  store float %fs1286, ptr %derivs_39.1, align 4
  %v1287 = load float, ptr %j0_45, align 4
  %v1288 = load float, ptr %j0_46, align 4
  %fs1289 = fsub float %v1287, %v1288
  store float %fs1289, ptr %derivs_39.2, align 4
  %v1290 = load float, ptr %j0_47, align 4
  %v1291 = load float, ptr %j0_46, align 4
  %fs1292 = fsub float %v1290, %v1291
  store float %fs1292, ptr %derivs_39.3, align 4
  %v1293 = load i64, ptr %i, align 8
  %v1294 = load i64, ptr %j, align 8
  %pos1295 = mul i64 0, %dim
  %pos1296 = add i64 %pos1295, %v1293
  %pos1297 = mul i64 %pos1296, %dim22
  %pos1298 = add i64 %pos1297, %v1294
  %v1299 = load float, ptr %derivs_39.0, align 4
  %tup1300 = insertvalue { float, float, float, float } undef, float %v1299, 0
  %v1301 = load float, ptr %derivs_39.1, align 4
  %tup1302 = insertvalue { float, float, float, float } %tup1300, float %v1301, 1
  %v1303 = load float, ptr %derivs_39.2, align 4
  %tup1304 = insertvalue { float, float, float, float } %tup1302, float %v1303, 2
  %v1305 = load float, ptr %derivs_39.3, align 4
  %tup1306 = insertvalue { float, float, float, float } %tup1304, float %v1305, 3
  %f1307 = extractvalue { float, float, float, float } %tup1306, 0
  %elp1308 = getelementptr inbounds float, ptr %buf436, i64 %pos1298
  store float %f1307, ptr %elp1308, align 4, !alias.scope !12, !noalias !13
  %f1309 = extractvalue { float, float, float, float } %tup1306, 1
  %elp1310 = getelementptr inbounds float, ptr %buf440, i64 %pos1298
  store float %f1309, ptr %elp1310, align 4, !alias.scope !14, !noalias !15
  %f1311 = extractvalue { float, float, float, float } %tup1306, 2
  %elp1312 = getelementptr inbounds float, ptr %buf444, i64 %pos1298
  store float %f1311, ptr %elp1312, align 4, !alias.scope !16, !noalias !17
  %f1313 = extractvalue { float, float, float, float } %tup1306, 3
  %elp1314 = getelementptr inbounds float, ptr %buf448, i64 %pos1298
  store float %f1313, ptr %elp1314, align 4, !alias.scope !18, !noalias !19
  %v1315 = load i64, ptr %i, align 8
  %v1316 = load i64, ptr %j, align 8
  %pos1317 = mul i64 0, %dim
  %pos1318 = add i64 %pos1317, %v1315
  %pos1319 = mul i64 %pos1318, %dim22
  %pos1320 = add i64 %pos1319, %v1316
  %elp1321 = getelementptr inbounds float, ptr %buf248, i64 %pos1320
  %el1322 = load float, ptr %elp1321, align 4, !alias.scope !10, !noalias !11
  store float %el1322, ptr %j0_54, align 4
  %v1323 = load float, ptr %derivs_39.0, align 4
  %v1324 = load float, ptr %derivs_39.1, align 4
  %fa1325 = fadd float %v1323, %v1324
  %v1326 = load float, ptr %derivs_39.2, align 4
  %fa1327 = fadd float %fa1325, %v1326
  %v1328 = load float, ptr %derivs_39.3, align 4
  %fa1329 = fadd float %fa1327, %v1328
  %v1330 = load float, ptr %j0_54, align 4
  %fd1331 = fdiv float %fa1329, %v1330
  store float %fd1331, ptr %l, align 4
  %v1332 = load float, ptr %l, align 4
  %fm1333 = fmul float 2.500000e-01, %v1332
  %fa1334 = fadd float 1.000000e+00, %fm1333
  store float %fa1334, ptr %den_62, align 4
  %v1335 = load float, ptr %derivs_39.0, align 4
  %v1336 = load float, ptr %derivs_39.0, align 4
  %fm1337 = fmul float %v1335, %v1336
  %v1338 = load float, ptr %derivs_39.1, align 4
  %v1339 = load float, ptr %derivs_39.1, align 4
  %fm1340 = fmul float %v1338, %v1339
  %fa1341 = fadd float %fm1337, %fm1340
  %v1342 = load float, ptr %derivs_39.2, align 4
  %v1343 = load float, ptr %derivs_39.2, align 4
  %fm1344 = fmul float %v1342, %v1343
  %fa1345 = fadd float %fa1341, %fm1344
  %v1346 = load float, ptr %derivs_39.3, align 4
  %v1347 = load float, ptr %derivs_39.3, align 4
  %fm1348 = fmul float %v1346, %v1347
  %fa1349 = fadd float %fa1345, %fm1348
  %v1350 = load float, ptr %j0_54, align 4
  %v1351 = load float, ptr %j0_54, align 4
  %fm1352 = fmul float %v1350, %v1351
  %fd1353 = fdiv float %fa1349, %fm1352
  %fm1354 = fmul float 5.000000e-01, %fd1353
  %v1355 = load float, ptr %l, align 4
  %fm1356 = fmul float 6.250000e-02, %v1355
  %v1357 = load float, ptr %l, align 4
  %fm1358 = fmul float %fm1356, %v1357
  %fs1359 = fsub float %fm1354, %fm1358
  %v1360 = load float, ptr %den_62, align 4
  %v1361 = load float, ptr %den_62, align 4
  %fm1362 = fmul float %v1360, %v1361
  %fd1363 = fdiv float %fs1359, %fm1362
  %v1364 = load float, ptr %the_q0sqr_63, align 4
  %fs1365 = fsub float %fd1363, %v1364
  %v1366 = load float, ptr %the_q0sqr_63, align 4
  %v1367 = load float, ptr %the_q0sqr_63, align 4
  %fa1368 = fadd float 1.000000e+00, %v1367
  %fm1369 = fmul float %v1366, %fa1368
  %fd1370 = fdiv float %fs1365, %fm1369
  %fa1371 = fadd float 1.000000e+00, %fd1370
  %fd1372 = fdiv float 1.000000e+00, %fa1371
  store float %fd1372, ptr %c_64, align 4
  %v1373 = load float, ptr %c_64, align 4
  %fc1374 = fcmp olt float %v1373, 0.000000e+00
  br i1 %fc1374, label %t1375, label %e1376

exit1144:                                         ; preds = %loop1142
  br label %versions_done1141

t1375:                                            ; preds = %body1143
  br label %j1377

e1376:                                            ; preds = %body1143
  %v1378 = load float, ptr %c_64, align 4
  %fc1379 = fcmp ogt float %v1378, 1.000000e+00
  br i1 %fc1379, label %t1380, label %e1381

j1377:                                            ; preds = %j1382, %t1375
  %if1385 = phi float [ 0.000000e+00, %t1375 ], [ %if1384, %j1382 ]
  store float %if1385, ptr %coef_51, align 4
  %v1386 = load i64, ptr %i, align 8
  %v1387 = load i64, ptr %j, align 8
  %pos1388 = mul i64 0, %dim
  %pos1389 = add i64 %pos1388, %v1386
  %pos1390 = mul i64 %pos1389, %dim22
  %pos1391 = add i64 %pos1390, %v1387
  %v1392 = load float, ptr %coef_51, align 4
  %elp1393 = getelementptr inbounds float, ptr %buf522, i64 %pos1391
  store float %v1392, ptr %elp1393, align 4, !alias.scope !20, !noalias !21
  %i1394 = load i64, ptr %j, align 8
  %next1395 = add i64 %i1394, 1
  store i64 %next1395, ptr %j, align 8
  br label %loop1142

t1380:                                            ; preds = %e1376
  br label %j1382

e1381:                                            ; preds = %e1376
  %v1383 = load float, ptr %c_64, align 4
  br label %j1382

j1382:                                            ; preds = %e1381, %t1380
  %if1384 = phi float [ 1.000000e+00, %t1380 ], [ %v1383, %e1381 ]
  br label %j1377

loop1396:                                         ; preds = %j1758, %checked1140
  %i1399 = load i64, ptr %j, align 8
  %more1400 = icmp slt i64 %i1399, %min55
  br i1 %more1400, label %body1397, label %exit1398

body1397:                                         ; preds = %loop1396
  %v1401 = load i64, ptr %i, align 8
  %add1402 = add i64 %v1401, -1
  %sub1403 = sub i64 %dim, 1
  %c1404 = icmp slt i64 %add1402, %sub1403
  %mm1405 = select i1 %c1404, i64 %add1402, i64 %sub1403
  %c1406 = icmp sgt i64 0, %mm1405
  %mm1407 = select i1 %c1406, i64 0, i64 %mm1405
  %j1408 = load i64, ptr %j, align 8
  %tap1409 = add i64 %j1408, -1
  %inb1410 = icmp ult i64 %mm1407, %dim
  br i1 %inb1410, label %ok1412, label %fail1411

exit1398:                                         ; preds = %loop1396
  br label %versions_done1141

fail1411:                                         ; preds = %body1397
  %errp1413 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1413, align 8
  %errp1414 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1414, align 8
  %errp1415 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1407, ptr %errp1415, align 8
  %errp1416 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1416, align 8
  ret i32 1

ok1412:                                           ; preds = %body1397
  %pos1417 = mul i64 0, %dim
  %pos1418 = add i64 %pos1417, %mm1407
  %inb1419 = icmp ult i64 %tap1409, %dim22
  br i1 %inb1419, label %ok1421, label %fail1420

fail1420:                                         ; preds = %ok1412
  %errp1422 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1422, align 8
  %errp1423 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1423, align 8
  %errp1424 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1409, ptr %errp1424, align 8
  %errp1425 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp1425, align 8
  ret i32 1

ok1421:                                           ; preds = %ok1412
  %pos1426 = mul i64 %pos1418, %dim22
  %pos1427 = add i64 %pos1426, %tap1409
  %elp1428 = getelementptr inbounds float, ptr %buf248, i64 %pos1427
  %el1429 = load float, ptr %elp1428, align 4, !alias.scope !10, !noalias !11
  store float %el1429, ptr %j0_42, align 4
  %v1430 = load i64, ptr %i, align 8
  %add1431 = add i64 %v1430, -1
  %sub1432 = sub i64 %dim, 1
  %c1433 = icmp slt i64 %add1431, %sub1432
  %mm1434 = select i1 %c1433, i64 %add1431, i64 %sub1432
  %c1435 = icmp sgt i64 0, %mm1434
  %mm1436 = select i1 %c1435, i64 0, i64 %mm1434
  %j1437 = load i64, ptr %j, align 8
  %tap1438 = add i64 %j1437, 0
  %inb1439 = icmp ult i64 %mm1436, %dim
  br i1 %inb1439, label %ok1441, label %fail1440

fail1440:                                         ; preds = %ok1421
  %errp1442 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1442, align 8
  %errp1443 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1443, align 8
  %errp1444 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1436, ptr %errp1444, align 8
  %errp1445 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1445, align 8
  ret i32 1

ok1441:                                           ; preds = %ok1421
  %pos1446 = mul i64 0, %dim
  %pos1447 = add i64 %pos1446, %mm1436
  %inb1448 = icmp ult i64 %tap1438, %dim22
  br i1 %inb1448, label %ok1450, label %fail1449

fail1449:                                         ; preds = %ok1441
  %errp1451 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1451, align 8
  %errp1452 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1452, align 8
  %errp1453 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1438, ptr %errp1453, align 8
  %errp1454 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp1454, align 8
  ret i32 1

ok1450:                                           ; preds = %ok1441
  %pos1455 = mul i64 %pos1447, %dim22
  %pos1456 = add i64 %pos1455, %tap1438
  %elp1457 = getelementptr inbounds float, ptr %buf248, i64 %pos1456
  %el1458 = load float, ptr %elp1457, align 4, !alias.scope !10, !noalias !11
  store float %el1458, ptr %j0_43, align 4
  %v1459 = load i64, ptr %i, align 8
  %add1460 = add i64 %v1459, -1
  %sub1461 = sub i64 %dim, 1
  %c1462 = icmp slt i64 %add1460, %sub1461
  %mm1463 = select i1 %c1462, i64 %add1460, i64 %sub1461
  %c1464 = icmp sgt i64 0, %mm1463
  %mm1465 = select i1 %c1464, i64 0, i64 %mm1463
  %j1466 = load i64, ptr %j, align 8
  %tap1467 = add i64 %j1466, 1
  %inb1468 = icmp ult i64 %mm1465, %dim
  br i1 %inb1468, label %ok1470, label %fail1469

fail1469:                                         ; preds = %ok1450
  %errp1471 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1471, align 8
  %errp1472 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1472, align 8
  %errp1473 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1465, ptr %errp1473, align 8
  %errp1474 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1474, align 8
  ret i32 1

ok1470:                                           ; preds = %ok1450
  %pos1475 = mul i64 0, %dim
  %pos1476 = add i64 %pos1475, %mm1465
  %inb1477 = icmp ult i64 %tap1467, %dim22
  br i1 %inb1477, label %ok1479, label %fail1478

fail1478:                                         ; preds = %ok1470
  %errp1480 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1480, align 8
  %errp1481 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1481, align 8
  %errp1482 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1467, ptr %errp1482, align 8
  %errp1483 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp1483, align 8
  ret i32 1

ok1479:                                           ; preds = %ok1470
  %pos1484 = mul i64 %pos1476, %dim22
  %pos1485 = add i64 %pos1484, %tap1467
  %elp1486 = getelementptr inbounds float, ptr %buf248, i64 %pos1485
  %el1487 = load float, ptr %elp1486, align 4, !alias.scope !10, !noalias !11
  store float %el1487, ptr %j0_44, align 4
  %v1488 = load i64, ptr %i, align 8
  %add1489 = add i64 %v1488, 0
  %sub1490 = sub i64 %dim, 1
  %c1491 = icmp slt i64 %add1489, %sub1490
  %mm1492 = select i1 %c1491, i64 %add1489, i64 %sub1490
  %c1493 = icmp sgt i64 0, %mm1492
  %mm1494 = select i1 %c1493, i64 0, i64 %mm1492
  %j1495 = load i64, ptr %j, align 8
  %tap1496 = add i64 %j1495, -1
  %inb1497 = icmp ult i64 %mm1494, %dim
  br i1 %inb1497, label %ok1499, label %fail1498

fail1498:                                         ; preds = %ok1479
  %errp1500 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1500, align 8
  %errp1501 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1501, align 8
  %errp1502 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1494, ptr %errp1502, align 8
  %errp1503 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1503, align 8
  ret i32 1

ok1499:                                           ; preds = %ok1479
  %pos1504 = mul i64 0, %dim
  %pos1505 = add i64 %pos1504, %mm1494
  %inb1506 = icmp ult i64 %tap1496, %dim22
  br i1 %inb1506, label %ok1508, label %fail1507

fail1507:                                         ; preds = %ok1499
  %errp1509 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1509, align 8
  %errp1510 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1510, align 8
  %errp1511 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1496, ptr %errp1511, align 8
  %errp1512 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp1512, align 8
  ret i32 1

ok1508:                                           ; preds = %ok1499
  %pos1513 = mul i64 %pos1505, %dim22
  %pos1514 = add i64 %pos1513, %tap1496
  %elp1515 = getelementptr inbounds float, ptr %buf248, i64 %pos1514
  %el1516 = load float, ptr %elp1515, align 4, !alias.scope !10, !noalias !11
  store float %el1516, ptr %j0_45, align 4
  %v1517 = load i64, ptr %i, align 8
  %add1518 = add i64 %v1517, 0
  %sub1519 = sub i64 %dim, 1
  %c1520 = icmp slt i64 %add1518, %sub1519
  %mm1521 = select i1 %c1520, i64 %add1518, i64 %sub1519
  %c1522 = icmp sgt i64 0, %mm1521
  %mm1523 = select i1 %c1522, i64 0, i64 %mm1521
  %j1524 = load i64, ptr %j, align 8
  %tap1525 = add i64 %j1524, 0
  %inb1526 = icmp ult i64 %mm1523, %dim
  br i1 %inb1526, label %ok1528, label %fail1527

fail1527:                                         ; preds = %ok1508
  %errp1529 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1529, align 8
  %errp1530 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1530, align 8
  %errp1531 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1523, ptr %errp1531, align 8
  %errp1532 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1532, align 8
  ret i32 1

ok1528:                                           ; preds = %ok1508
  %pos1533 = mul i64 0, %dim
  %pos1534 = add i64 %pos1533, %mm1523
  %inb1535 = icmp ult i64 %tap1525, %dim22
  br i1 %inb1535, label %ok1537, label %fail1536

fail1536:                                         ; preds = %ok1528
  %errp1538 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1538, align 8
  %errp1539 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1539, align 8
  %errp1540 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1525, ptr %errp1540, align 8
  %errp1541 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp1541, align 8
  ret i32 1

ok1537:                                           ; preds = %ok1528
  %pos1542 = mul i64 %pos1534, %dim22
  %pos1543 = add i64 %pos1542, %tap1525
  %elp1544 = getelementptr inbounds float, ptr %buf248, i64 %pos1543
  %el1545 = load float, ptr %elp1544, align 4, !alias.scope !10, !noalias !11
  store float %el1545, ptr %j0_46, align 4
  %v1546 = load i64, ptr %i, align 8
  %add1547 = add i64 %v1546, 0
  %sub1548 = sub i64 %dim, 1
  %c1549 = icmp slt i64 %add1547, %sub1548
  %mm1550 = select i1 %c1549, i64 %add1547, i64 %sub1548
  %c1551 = icmp sgt i64 0, %mm1550
  %mm1552 = select i1 %c1551, i64 0, i64 %mm1550
  %j1553 = load i64, ptr %j, align 8
  %tap1554 = add i64 %j1553, 1
  %inb1555 = icmp ult i64 %mm1552, %dim
  br i1 %inb1555, label %ok1557, label %fail1556

fail1556:                                         ; preds = %ok1537
  %errp1558 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1558, align 8
  %errp1559 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1559, align 8
  %errp1560 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1552, ptr %errp1560, align 8
  %errp1561 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1561, align 8
  ret i32 1

ok1557:                                           ; preds = %ok1537
  %pos1562 = mul i64 0, %dim
  %pos1563 = add i64 %pos1562, %mm1552
  %inb1564 = icmp ult i64 %tap1554, %dim22
  br i1 %inb1564, label %ok1566, label %fail1565

fail1565:                                         ; preds = %ok1557
  %errp1567 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1567, align 8
  %errp1568 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1568, align 8
  %errp1569 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1554, ptr %errp1569, align 8
  %errp1570 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp1570, align 8
  ret i32 1

ok1566:                                           ; preds = %ok1557
  %pos1571 = mul i64 %pos1563, %dim22
  %pos1572 = add i64 %pos1571, %tap1554
  %elp1573 = getelementptr inbounds float, ptr %buf248, i64 %pos1572
  %el1574 = load float, ptr %elp1573, align 4, !alias.scope !10, !noalias !11
  store float %el1574, ptr %j0_47, align 4
  %v1575 = load i64, ptr %i, align 8
  %add1576 = add i64 %v1575, 1
  %sub1577 = sub i64 %dim, 1
  %c1578 = icmp slt i64 %add1576, %sub1577
  %mm1579 = select i1 %c1578, i64 %add1576, i64 %sub1577
  %c1580 = icmp sgt i64 0, %mm1579
  %mm1581 = select i1 %c1580, i64 0, i64 %mm1579
  %j1582 = load i64, ptr %j, align 8
  %tap1583 = add i64 %j1582, -1
  %inb1584 = icmp ult i64 %mm1581, %dim
  br i1 %inb1584, label %ok1586, label %fail1585

fail1585:                                         ; preds = %ok1566
  %errp1587 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1587, align 8
  %errp1588 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1588, align 8
  %errp1589 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1581, ptr %errp1589, align 8
  %errp1590 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1590, align 8
  ret i32 1

ok1586:                                           ; preds = %ok1566
  %pos1591 = mul i64 0, %dim
  %pos1592 = add i64 %pos1591, %mm1581
  %inb1593 = icmp ult i64 %tap1583, %dim22
  br i1 %inb1593, label %ok1595, label %fail1594

fail1594:                                         ; preds = %ok1586
  %errp1596 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1596, align 8
  %errp1597 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1597, align 8
  %errp1598 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1583, ptr %errp1598, align 8
  %errp1599 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp1599, align 8
  ret i32 1

ok1595:                                           ; preds = %ok1586
  %pos1600 = mul i64 %pos1592, %dim22
  %pos1601 = add i64 %pos1600, %tap1583
  %elp1602 = getelementptr inbounds float, ptr %buf248, i64 %pos1601
  %el1603 = load float, ptr %elp1602, align 4, !alias.scope !10, !noalias !11
  store float %el1603, ptr %j0_48, align 4
  %v1604 = load i64, ptr %i, align 8
  %add1605 = add i64 %v1604, 1
  %sub1606 = sub i64 %dim, 1
  %c1607 = icmp slt i64 %add1605, %sub1606
  %mm1608 = select i1 %c1607, i64 %add1605, i64 %sub1606
  %c1609 = icmp sgt i64 0, %mm1608
  %mm1610 = select i1 %c1609, i64 0, i64 %mm1608
  %j1611 = load i64, ptr %j, align 8
  %tap1612 = add i64 %j1611, 0
  %inb1613 = icmp ult i64 %mm1610, %dim
  br i1 %inb1613, label %ok1615, label %fail1614

fail1614:                                         ; preds = %ok1595
  %errp1616 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1616, align 8
  %errp1617 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1617, align 8
  %errp1618 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1610, ptr %errp1618, align 8
  %errp1619 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1619, align 8
  ret i32 1

ok1615:                                           ; preds = %ok1595
  %pos1620 = mul i64 0, %dim
  %pos1621 = add i64 %pos1620, %mm1610
  %inb1622 = icmp ult i64 %tap1612, %dim22
  br i1 %inb1622, label %ok1624, label %fail1623

fail1623:                                         ; preds = %ok1615
  %errp1625 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1625, align 8
  %errp1626 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1626, align 8
  %errp1627 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1612, ptr %errp1627, align 8
  %errp1628 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp1628, align 8
  ret i32 1

ok1624:                                           ; preds = %ok1615
  %pos1629 = mul i64 %pos1621, %dim22
  %pos1630 = add i64 %pos1629, %tap1612
  %elp1631 = getelementptr inbounds float, ptr %buf248, i64 %pos1630
  %el1632 = load float, ptr %elp1631, align 4, !alias.scope !10, !noalias !11
  store float %el1632, ptr %j0_49, align 4
  %v1633 = load i64, ptr %i, align 8
  %add1634 = add i64 %v1633, 1
  %sub1635 = sub i64 %dim, 1
  %c1636 = icmp slt i64 %add1634, %sub1635
  %mm1637 = select i1 %c1636, i64 %add1634, i64 %sub1635
  %c1638 = icmp sgt i64 0, %mm1637
  %mm1639 = select i1 %c1638, i64 0, i64 %mm1637
  %j1640 = load i64, ptr %j, align 8
  %tap1641 = add i64 %j1640, 1
  %inb1642 = icmp ult i64 %mm1639, %dim
  br i1 %inb1642, label %ok1644, label %fail1643

fail1643:                                         ; preds = %ok1624
  %errp1645 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1645, align 8
  %errp1646 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1646, align 8
  %errp1647 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1639, ptr %errp1647, align 8
  %errp1648 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1648, align 8
  ret i32 1

ok1644:                                           ; preds = %ok1624
  %pos1649 = mul i64 0, %dim
  %pos1650 = add i64 %pos1649, %mm1639
  %inb1651 = icmp ult i64 %tap1641, %dim22
  br i1 %inb1651, label %ok1653, label %fail1652

fail1652:                                         ; preds = %ok1644
  %errp1654 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1654, align 8
  %errp1655 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp1655, align 8
  %errp1656 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1641, ptr %errp1656, align 8
  %errp1657 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp1657, align 8
  ret i32 1

ok1653:                                           ; preds = %ok1644
  %pos1658 = mul i64 %pos1650, %dim22
  %pos1659 = add i64 %pos1658, %tap1641
  %elp1660 = getelementptr inbounds float, ptr %buf248, i64 %pos1659
  %el1661 = load float, ptr %elp1660, align 4, !alias.scope !10, !noalias !11
  store float %el1661, ptr %j0_50, align 4
  %v1662 = load float, ptr %j0_43, align 4
  %v1663 = load float, ptr %j0_46, align 4
  %fs1664 = fsub float %v1662, %v1663
  store float %fs1664, ptr %derivs_39.0, align 4
  %v1665 = load float, ptr %j0_49, align 4
  %v1666 = load float, ptr %j0_46, align 4
  %fs1667 = fsub float %v1665, %v1666
  store float %fs1667, ptr %derivs_39.1, align 4
  %v1668 = load float, ptr %j0_45, align 4
  %v1669 = load float, ptr %j0_46, align 4
  %fs1670 = fsub float %v1668, %v1669
  store float %fs1670, ptr %derivs_39.2, align 4
  %v1671 = load float, ptr %j0_47, align 4
  %v1672 = load float, ptr %j0_46, align 4
  %fs1673 = fsub float %v1671, %v1672
  store float %fs1673, ptr %derivs_39.3, align 4
  %v1674 = load i64, ptr %i, align 8
  %v1675 = load i64, ptr %j, align 8
  %pos1676 = mul i64 0, %dim
  %pos1677 = add i64 %pos1676, %v1674
  %pos1678 = mul i64 %pos1677, %dim22
  %pos1679 = add i64 %pos1678, %v1675
  %v1680 = load float, ptr %derivs_39.0, align 4
  %tup1681 = insertvalue { float, float, float, float } undef, float %v1680, 0
  %v1682 = load float, ptr %derivs_39.1, align 4
  %tup1683 = insertvalue { float, float, float, float } %tup1681, float %v1682, 1
  %v1684 = load float, ptr %derivs_39.2, align 4
  %tup1685 = insertvalue { float, float, float, float } %tup1683, float %v1684, 2
  %v1686 = load float, ptr %derivs_39.3, align 4
  %tup1687 = insertvalue { float, float, float, float } %tup1685, float %v1686, 3
  %f1688 = extractvalue { float, float, float, float } %tup1687, 0
  %elp1689 = getelementptr inbounds float, ptr %buf436, i64 %pos1679
  store float %f1688, ptr %elp1689, align 4, !alias.scope !12, !noalias !13
  %f1690 = extractvalue { float, float, float, float } %tup1687, 1
  %elp1691 = getelementptr inbounds float, ptr %buf440, i64 %pos1679
  store float %f1690, ptr %elp1691, align 4, !alias.scope !14, !noalias !15
  %f1692 = extractvalue { float, float, float, float } %tup1687, 2
  %elp1693 = getelementptr inbounds float, ptr %buf444, i64 %pos1679
  store float %f1692, ptr %elp1693, align 4, !alias.scope !16, !noalias !17
  %f1694 = extractvalue { float, float, float, float } %tup1687, 3
  %elp1695 = getelementptr inbounds float, ptr %buf448, i64 %pos1679
  store float %f1694, ptr %elp1695, align 4, !alias.scope !18, !noalias !19
  %v1696 = load i64, ptr %i, align 8
  %v1697 = load i64, ptr %j, align 8
  %pos1698 = mul i64 0, %dim
  %pos1699 = add i64 %pos1698, %v1696
  %pos1700 = mul i64 %pos1699, %dim22
  %pos1701 = add i64 %pos1700, %v1697
  %elp1702 = getelementptr inbounds float, ptr %buf248, i64 %pos1701
  %el1703 = load float, ptr %elp1702, align 4, !alias.scope !10, !noalias !11
  store float %el1703, ptr %j0_54, align 4
  %v1704 = load float, ptr %derivs_39.0, align 4
  %v1705 = load float, ptr %derivs_39.1, align 4
  %fa1706 = fadd float %v1704, %v1705
  %v1707 = load float, ptr %derivs_39.2, align 4
  %fa1708 = fadd float %fa1706, %v1707
  %v1709 = load float, ptr %derivs_39.3, align 4
  %fa1710 = fadd float %fa1708, %v1709
  %v1711 = load float, ptr %j0_54, align 4
  %fd1712 = fdiv float %fa1710, %v1711
  store float %fd1712, ptr %l, align 4
  %v1713 = load float, ptr %l, align 4
  %fm1714 = fmul float 2.500000e-01, %v1713
  %fa1715 = fadd float 1.000000e+00, %fm1714
  store float %fa1715, ptr %den_62, align 4
  %v1716 = load float, ptr %derivs_39.0, align 4
  %v1717 = load float, ptr %derivs_39.0, align 4
  %fm1718 = fmul float %v1716, %v1717
  %v1719 = load float, ptr %derivs_39.1, align 4
  %v1720 = load float, ptr %derivs_39.1, align 4
  %fm1721 = fmul float %v1719, %v1720
  %fa1722 = fadd float %fm1718, %fm1721
  %v1723 = load float, ptr %derivs_39.2, align 4
  %v1724 = load float, ptr %derivs_39.2, align 4
  %fm1725 = fmul float %v1723, %v1724
  %fa1726 = fadd float %fa1722, %fm1725
  %v1727 = load float, ptr %derivs_39.3, align 4
  %v1728 = load float, ptr %derivs_39.3, align 4
  %fm1729 = fmul float %v1727, %v1728
  %fa1730 = fadd float %fa1726, %fm1729
  %v1731 = load float, ptr %j0_54, align 4
  %v1732 = load float, ptr %j0_54, align 4
  %fm1733 = fmul float %v1731, %v1732
  %fd1734 = fdiv float %fa1730, %fm1733
  %fm1735 = fmul float 5.000000e-01, %fd1734
  %v1736 = load float, ptr %l, align 4
  %fm1737 = fmul float 6.250000e-02, %v1736
  %v1738 = load float, ptr %l, align 4
  %fm1739 = fmul float %fm1737, %v1738
  %fs1740 = fsub float %fm1735, %fm1739
  %v1741 = load float, ptr %den_62, align 4
  %v1742 = load float, ptr %den_62, align 4
  %fm1743 = fmul float %v1741, %v1742
  %fd1744 = fdiv float %fs1740, %fm1743
  %v1745 = load float, ptr %the_q0sqr_63, align 4
  %fs1746 = fsub float %fd1744, %v1745
  %v1747 = load float, ptr %the_q0sqr_63, align 4
  %v1748 = load float, ptr %the_q0sqr_63, align 4
  %fa1749 = fadd float 1.000000e+00, %v1748
  %fm1750 = fmul float %v1747, %fa1749
  %fd1751 = fdiv float %fs1746, %fm1750
  %fa1752 = fadd float 1.000000e+00, %fd1751
  %fd1753 = fdiv float 1.000000e+00, %fa1752
  store float %fd1753, ptr %c_64, align 4
  %v1754 = load float, ptr %c_64, align 4
  %fc1755 = fcmp olt float %v1754, 0.000000e+00
  br i1 %fc1755, label %t1756, label %e1757

t1756:                                            ; preds = %ok1653
  br label %j1758

e1757:                                            ; preds = %ok1653
  %v1759 = load float, ptr %c_64, align 4
  %fc1760 = fcmp ogt float %v1759, 1.000000e+00
  br i1 %fc1760, label %t1761, label %e1762

j1758:                                            ; preds = %j1763, %t1756
  %if1766 = phi float [ 0.000000e+00, %t1756 ], [ %if1765, %j1763 ]
  store float %if1766, ptr %coef_51, align 4
  %v1767 = load i64, ptr %i, align 8
  %v1768 = load i64, ptr %j, align 8
  %pos1769 = mul i64 0, %dim
  %pos1770 = add i64 %pos1769, %v1767
  %pos1771 = mul i64 %pos1770, %dim22
  %pos1772 = add i64 %pos1771, %v1768
  %v1773 = load float, ptr %coef_51, align 4
  %elp1774 = getelementptr inbounds float, ptr %buf522, i64 %pos1772
  store float %v1773, ptr %elp1774, align 4, !alias.scope !20, !noalias !21
  %i1775 = load i64, ptr %j, align 8
  %next1776 = add i64 %i1775, 1
  store i64 %next1776, ptr %j, align 8
  br label %loop1396

t1761:                                            ; preds = %e1757
  br label %j1763

e1762:                                            ; preds = %e1757
  %v1764 = load float, ptr %c_64, align 4
  br label %j1763

j1763:                                            ; preds = %e1762, %t1761
  %if1765 = phi float [ 1.000000e+00, %t1761 ], [ %v1764, %e1762 ]
  br label %j1758

proved1966:                                       ; preds = %versions_done1141
  store i64 %min55, ptr %j, align 8
  br label %loop1969

checked1967:                                      ; preds = %versions_done1141
  store i64 %min55, ptr %j, align 8
  br label %loop2269

versions_done1968:                                ; preds = %exit2271, %exit1971
  %i2695 = load i64, ptr %i, align 8
  %next2696 = add i64 %i2695, 1
  store i64 %next2696, ptr %i, align 8
  br label %loop

loop1969:                                         ; preds = %j2250, %proved1966
  %i1972 = load i64, ptr %j, align 8
  %more1973 = icmp slt i64 %i1972, %dim22
  br i1 %more1973, label %body1970, label %exit1971

body1970:                                         ; preds = %loop1969
  %v1974 = load i64, ptr %i, align 8
  %add1975 = add i64 %v1974, -1
  %sub1976 = sub i64 %dim, 1
  %c1977 = icmp slt i64 %add1975, %sub1976
  %mm1978 = select i1 %c1977, i64 %add1975, i64 %sub1976
  %c1979 = icmp sgt i64 0, %mm1978
  %mm1980 = select i1 %c1979, i64 0, i64 %mm1978
  %v1981 = load i64, ptr %j, align 8
  %add1982 = add i64 %v1981, -1
  %sub1983 = sub i64 %dim22, 1
  %c1984 = icmp slt i64 %add1982, %sub1983
  %mm1985 = select i1 %c1984, i64 %add1982, i64 %sub1983
  %c1986 = icmp sgt i64 0, %mm1985
  %mm1987 = select i1 %c1986, i64 0, i64 %mm1985
  %pos1988 = mul i64 0, %dim
  %pos1989 = add i64 %pos1988, %mm1980
  %pos1990 = mul i64 %pos1989, %dim22
  %pos1991 = add i64 %pos1990, %mm1987
  %elp1992 = getelementptr inbounds float, ptr %buf248, i64 %pos1991
  %el1993 = load float, ptr %elp1992, align 4, !alias.scope !10, !noalias !11
  store float %el1993, ptr %j0_42, align 4
  %v1994 = load i64, ptr %i, align 8
  %add1995 = add i64 %v1994, -1
  %sub1996 = sub i64 %dim, 1
  %c1997 = icmp slt i64 %add1995, %sub1996
  %mm1998 = select i1 %c1997, i64 %add1995, i64 %sub1996
  %c1999 = icmp sgt i64 0, %mm1998
  %mm2000 = select i1 %c1999, i64 0, i64 %mm1998
  %v2001 = load i64, ptr %j, align 8
  %add2002 = add i64 %v2001, 0
  %sub2003 = sub i64 %dim22, 1
  %c2004 = icmp slt i64 %add2002, %sub2003
  %mm2005 = select i1 %c2004, i64 %add2002, i64 %sub2003
  %c2006 = icmp sgt i64 0, %mm2005
  %mm2007 = select i1 %c2006, i64 0, i64 %mm2005
  %pos2008 = mul i64 0, %dim
  %pos2009 = add i64 %pos2008, %mm2000
  %pos2010 = mul i64 %pos2009, %dim22
  %pos2011 = add i64 %pos2010, %mm2007
  %elp2012 = getelementptr inbounds float, ptr %buf248, i64 %pos2011
  %el2013 = load float, ptr %elp2012, align 4, !alias.scope !10, !noalias !11
  store float %el2013, ptr %j0_43, align 4
  %v2014 = load i64, ptr %i, align 8
  %add2015 = add i64 %v2014, -1
  %sub2016 = sub i64 %dim, 1
  %c2017 = icmp slt i64 %add2015, %sub2016
  %mm2018 = select i1 %c2017, i64 %add2015, i64 %sub2016
  %c2019 = icmp sgt i64 0, %mm2018
  %mm2020 = select i1 %c2019, i64 0, i64 %mm2018
  %v2021 = load i64, ptr %j, align 8
  %add2022 = add i64 %v2021, 1
  %sub2023 = sub i64 %dim22, 1
  %c2024 = icmp slt i64 %add2022, %sub2023
  %mm2025 = select i1 %c2024, i64 %add2022, i64 %sub2023
  %c2026 = icmp sgt i64 0, %mm2025
  %mm2027 = select i1 %c2026, i64 0, i64 %mm2025
  %pos2028 = mul i64 0, %dim
  %pos2029 = add i64 %pos2028, %mm2020
  %pos2030 = mul i64 %pos2029, %dim22
  %pos2031 = add i64 %pos2030, %mm2027
  %elp2032 = getelementptr inbounds float, ptr %buf248, i64 %pos2031
  %el2033 = load float, ptr %elp2032, align 4, !alias.scope !10, !noalias !11
  store float %el2033, ptr %j0_44, align 4
  %v2034 = load i64, ptr %i, align 8
  %add2035 = add i64 %v2034, 0
  %sub2036 = sub i64 %dim, 1
  %c2037 = icmp slt i64 %add2035, %sub2036
  %mm2038 = select i1 %c2037, i64 %add2035, i64 %sub2036
  %c2039 = icmp sgt i64 0, %mm2038
  %mm2040 = select i1 %c2039, i64 0, i64 %mm2038
  %v2041 = load i64, ptr %j, align 8
  %add2042 = add i64 %v2041, -1
  %sub2043 = sub i64 %dim22, 1
  %c2044 = icmp slt i64 %add2042, %sub2043
  %mm2045 = select i1 %c2044, i64 %add2042, i64 %sub2043
  %c2046 = icmp sgt i64 0, %mm2045
  %mm2047 = select i1 %c2046, i64 0, i64 %mm2045
  %pos2048 = mul i64 0, %dim
  %pos2049 = add i64 %pos2048, %mm2040
  %pos2050 = mul i64 %pos2049, %dim22
  %pos2051 = add i64 %pos2050, %mm2047
  %elp2052 = getelementptr inbounds float, ptr %buf248, i64 %pos2051
  %el2053 = load float, ptr %elp2052, align 4, !alias.scope !10, !noalias !11
  store float %el2053, ptr %j0_45, align 4
  %v2054 = load i64, ptr %i, align 8
  %add2055 = add i64 %v2054, 0
  %sub2056 = sub i64 %dim, 1
  %c2057 = icmp slt i64 %add2055, %sub2056
  %mm2058 = select i1 %c2057, i64 %add2055, i64 %sub2056
  %c2059 = icmp sgt i64 0, %mm2058
  %mm2060 = select i1 %c2059, i64 0, i64 %mm2058
  %v2061 = load i64, ptr %j, align 8
  %add2062 = add i64 %v2061, 0
  %sub2063 = sub i64 %dim22, 1
  %c2064 = icmp slt i64 %add2062, %sub2063
  %mm2065 = select i1 %c2064, i64 %add2062, i64 %sub2063
  %c2066 = icmp sgt i64 0, %mm2065
  %mm2067 = select i1 %c2066, i64 0, i64 %mm2065
  %pos2068 = mul i64 0, %dim
  %pos2069 = add i64 %pos2068, %mm2060
  %pos2070 = mul i64 %pos2069, %dim22
  %pos2071 = add i64 %pos2070, %mm2067
  %elp2072 = getelementptr inbounds float, ptr %buf248, i64 %pos2071
  %el2073 = load float, ptr %elp2072, align 4, !alias.scope !10, !noalias !11
  store float %el2073, ptr %j0_46, align 4
  %v2074 = load i64, ptr %i, align 8
  %add2075 = add i64 %v2074, 0
  %sub2076 = sub i64 %dim, 1
  %c2077 = icmp slt i64 %add2075, %sub2076
  %mm2078 = select i1 %c2077, i64 %add2075, i64 %sub2076
  %c2079 = icmp sgt i64 0, %mm2078
  %mm2080 = select i1 %c2079, i64 0, i64 %mm2078
  %v2081 = load i64, ptr %j, align 8
  %add2082 = add i64 %v2081, 1
  %sub2083 = sub i64 %dim22, 1
  %c2084 = icmp slt i64 %add2082, %sub2083
  %mm2085 = select i1 %c2084, i64 %add2082, i64 %sub2083
  %c2086 = icmp sgt i64 0, %mm2085
  %mm2087 = select i1 %c2086, i64 0, i64 %mm2085
  %pos2088 = mul i64 0, %dim
  %pos2089 = add i64 %pos2088, %mm2080
  %pos2090 = mul i64 %pos2089, %dim22
  %pos2091 = add i64 %pos2090, %mm2087
  %elp2092 = getelementptr inbounds float, ptr %buf248, i64 %pos2091
  %el2093 = load float, ptr %elp2092, align 4, !alias.scope !10, !noalias !11
  store float %el2093, ptr %j0_47, align 4
  %v2094 = load i64, ptr %i, align 8
  %add2095 = add i64 %v2094, 1
  %sub2096 = sub i64 %dim, 1
  %c2097 = icmp slt i64 %add2095, %sub2096
  %mm2098 = select i1 %c2097, i64 %add2095, i64 %sub2096
  %c2099 = icmp sgt i64 0, %mm2098
  %mm2100 = select i1 %c2099, i64 0, i64 %mm2098
  %v2101 = load i64, ptr %j, align 8
  %add2102 = add i64 %v2101, -1
  %sub2103 = sub i64 %dim22, 1
  %c2104 = icmp slt i64 %add2102, %sub2103
  %mm2105 = select i1 %c2104, i64 %add2102, i64 %sub2103
  %c2106 = icmp sgt i64 0, %mm2105
  %mm2107 = select i1 %c2106, i64 0, i64 %mm2105
  %pos2108 = mul i64 0, %dim
  %pos2109 = add i64 %pos2108, %mm2100
  %pos2110 = mul i64 %pos2109, %dim22
  %pos2111 = add i64 %pos2110, %mm2107
  %elp2112 = getelementptr inbounds float, ptr %buf248, i64 %pos2111
  %el2113 = load float, ptr %elp2112, align 4, !alias.scope !10, !noalias !11
  store float %el2113, ptr %j0_48, align 4
  %v2114 = load i64, ptr %i, align 8
  %add2115 = add i64 %v2114, 1
  %sub2116 = sub i64 %dim, 1
  %c2117 = icmp slt i64 %add2115, %sub2116
  %mm2118 = select i1 %c2117, i64 %add2115, i64 %sub2116
  %c2119 = icmp sgt i64 0, %mm2118
  %mm2120 = select i1 %c2119, i64 0, i64 %mm2118
  %v2121 = load i64, ptr %j, align 8
  %add2122 = add i64 %v2121, 0
  %sub2123 = sub i64 %dim22, 1
  %c2124 = icmp slt i64 %add2122, %sub2123
  %mm2125 = select i1 %c2124, i64 %add2122, i64 %sub2123
  %c2126 = icmp sgt i64 0, %mm2125
  %mm2127 = select i1 %c2126, i64 0, i64 %mm2125
  %pos2128 = mul i64 0, %dim
  %pos2129 = add i64 %pos2128, %mm2120
  %pos2130 = mul i64 %pos2129, %dim22
  %pos2131 = add i64 %pos2130, %mm2127
  %elp2132 = getelementptr inbounds float, ptr %buf248, i64 %pos2131
  %el2133 = load float, ptr %elp2132, align 4, !alias.scope !10, !noalias !11
  store float %el2133, ptr %j0_49, align 4
  %v2134 = load i64, ptr %i, align 8
  %add2135 = add i64 %v2134, 1
  %sub2136 = sub i64 %dim, 1
  %c2137 = icmp slt i64 %add2135, %sub2136
  %mm2138 = select i1 %c2137, i64 %add2135, i64 %sub2136
  %c2139 = icmp sgt i64 0, %mm2138
  %mm2140 = select i1 %c2139, i64 0, i64 %mm2138
  %v2141 = load i64, ptr %j, align 8
  %add2142 = add i64 %v2141, 1
  %sub2143 = sub i64 %dim22, 1
  %c2144 = icmp slt i64 %add2142, %sub2143
  %mm2145 = select i1 %c2144, i64 %add2142, i64 %sub2143
  %c2146 = icmp sgt i64 0, %mm2145
  %mm2147 = select i1 %c2146, i64 0, i64 %mm2145
  %pos2148 = mul i64 0, %dim
  %pos2149 = add i64 %pos2148, %mm2140
  %pos2150 = mul i64 %pos2149, %dim22
  %pos2151 = add i64 %pos2150, %mm2147
  %elp2152 = getelementptr inbounds float, ptr %buf248, i64 %pos2151
  %el2153 = load float, ptr %elp2152, align 4, !alias.scope !10, !noalias !11
  store float %el2153, ptr %j0_50, align 4
  %v2154 = load float, ptr %j0_43, align 4
  %v2155 = load float, ptr %j0_46, align 4
  %fs2156 = fsub float %v2154, %v2155
  store float %fs2156, ptr %derivs_39.0, align 4
  %v2157 = load float, ptr %j0_49, align 4
  %v2158 = load float, ptr %j0_46, align 4
  %fs2159 = fsub float %v2157, %v2158
  store float %fs2159, ptr %derivs_39.1, align 4
  %v2160 = load float, ptr %j0_45, align 4
  %v2161 = load float, ptr %j0_46, align 4
  %fs2162 = fsub float %v2160, %v2161
  store float %fs2162, ptr %derivs_39.2, align 4
  %v2163 = load float, ptr %j0_47, align 4
  %v2164 = load float, ptr %j0_46, align 4
  %fs2165 = fsub float %v2163, %v2164
  store float %fs2165, ptr %derivs_39.3, align 4
  %v2166 = load i64, ptr %i, align 8
  %v2167 = load i64, ptr %j, align 8
  %pos2168 = mul i64 0, %dim
  %pos2169 = add i64 %pos2168, %v2166
  %pos2170 = mul i64 %pos2169, %dim22
  %pos2171 = add i64 %pos2170, %v2167
  %v2172 = load float, ptr %derivs_39.0, align 4
  %tup2173 = insertvalue { float, float, float, float } undef, float %v2172, 0
  %v2174 = load float, ptr %derivs_39.1, align 4
  %tup2175 = insertvalue { float, float, float, float } %tup2173, float %v2174, 1
  %v2176 = load float, ptr %derivs_39.2, align 4
  %tup2177 = insertvalue { float, float, float, float } %tup2175, float %v2176, 2
  %v2178 = load float, ptr %derivs_39.3, align 4
  %tup2179 = insertvalue { float, float, float, float } %tup2177, float %v2178, 3
  %f2180 = extractvalue { float, float, float, float } %tup2179, 0
  %elp2181 = getelementptr inbounds float, ptr %buf436, i64 %pos2171
  store float %f2180, ptr %elp2181, align 4, !alias.scope !12, !noalias !13
  %f2182 = extractvalue { float, float, float, float } %tup2179, 1
  %elp2183 = getelementptr inbounds float, ptr %buf440, i64 %pos2171
  store float %f2182, ptr %elp2183, align 4, !alias.scope !14, !noalias !15
  %f2184 = extractvalue { float, float, float, float } %tup2179, 2
  %elp2185 = getelementptr inbounds float, ptr %buf444, i64 %pos2171
  store float %f2184, ptr %elp2185, align 4, !alias.scope !16, !noalias !17
  %f2186 = extractvalue { float, float, float, float } %tup2179, 3
  %elp2187 = getelementptr inbounds float, ptr %buf448, i64 %pos2171
  store float %f2186, ptr %elp2187, align 4, !alias.scope !18, !noalias !19
  %v2188 = load i64, ptr %i, align 8
  %v2189 = load i64, ptr %j, align 8
  %pos2190 = mul i64 0, %dim
  %pos2191 = add i64 %pos2190, %v2188
  %pos2192 = mul i64 %pos2191, %dim22
  %pos2193 = add i64 %pos2192, %v2189
  %elp2194 = getelementptr inbounds float, ptr %buf248, i64 %pos2193
  %el2195 = load float, ptr %elp2194, align 4, !alias.scope !10, !noalias !11
  store float %el2195, ptr %j0_54, align 4
  %v2196 = load float, ptr %derivs_39.0, align 4
  %v2197 = load float, ptr %derivs_39.1, align 4
  %fa2198 = fadd float %v2196, %v2197
  %v2199 = load float, ptr %derivs_39.2, align 4
  %fa2200 = fadd float %fa2198, %v2199
  %v2201 = load float, ptr %derivs_39.3, align 4
  %fa2202 = fadd float %fa2200, %v2201
  %v2203 = load float, ptr %j0_54, align 4
  %fd2204 = fdiv float %fa2202, %v2203
  store float %fd2204, ptr %l, align 4
  %v2205 = load float, ptr %l, align 4
  %fm2206 = fmul float 2.500000e-01, %v2205
  %fa2207 = fadd float 1.000000e+00, %fm2206
  store float %fa2207, ptr %den_62, align 4
  %v2208 = load float, ptr %derivs_39.0, align 4
  %v2209 = load float, ptr %derivs_39.0, align 4
  %fm2210 = fmul float %v2208, %v2209
  %v2211 = load float, ptr %derivs_39.1, align 4
  %v2212 = load float, ptr %derivs_39.1, align 4
  %fm2213 = fmul float %v2211, %v2212
  %fa2214 = fadd float %fm2210, %fm2213
  %v2215 = load float, ptr %derivs_39.2, align 4
  %v2216 = load float, ptr %derivs_39.2, align 4
  %fm2217 = fmul float %v2215, %v2216
  %fa2218 = fadd float %fa2214, %fm2217
  %v2219 = load float, ptr %derivs_39.3, align 4
  %v2220 = load float, ptr %derivs_39.3, align 4
  %fm2221 = fmul float %v2219, %v2220
  %fa2222 = fadd float %fa2218, %fm2221
  %v2223 = load float, ptr %j0_54, align 4
  %v2224 = load float, ptr %j0_54, align 4
  %fm2225 = fmul float %v2223, %v2224
  %fd2226 = fdiv float %fa2222, %fm2225
  %fm2227 = fmul float 5.000000e-01, %fd2226
  %v2228 = load float, ptr %l, align 4
  %fm2229 = fmul float 6.250000e-02, %v2228
  %v2230 = load float, ptr %l, align 4
  %fm2231 = fmul float %fm2229, %v2230
  %fs2232 = fsub float %fm2227, %fm2231
  %v2233 = load float, ptr %den_62, align 4
  %v2234 = load float, ptr %den_62, align 4
  %fm2235 = fmul float %v2233, %v2234
  %fd2236 = fdiv float %fs2232, %fm2235
  %v2237 = load float, ptr %the_q0sqr_63, align 4
  %fs2238 = fsub float %fd2236, %v2237
  %v2239 = load float, ptr %the_q0sqr_63, align 4
  %v2240 = load float, ptr %the_q0sqr_63, align 4
  %fa2241 = fadd float 1.000000e+00, %v2240
  %fm2242 = fmul float %v2239, %fa2241
  %fd2243 = fdiv float %fs2238, %fm2242
  %fa2244 = fadd float 1.000000e+00, %fd2243
  %fd2245 = fdiv float 1.000000e+00, %fa2244
  store float %fd2245, ptr %c_64, align 4
  %v2246 = load float, ptr %c_64, align 4
  %fc2247 = fcmp olt float %v2246, 0.000000e+00
  br i1 %fc2247, label %t2248, label %e2249

exit1971:                                         ; preds = %loop1969
  br label %versions_done1968

t2248:                                            ; preds = %body1970
  br label %j2250

e2249:                                            ; preds = %body1970
  %v2251 = load float, ptr %c_64, align 4
  %fc2252 = fcmp ogt float %v2251, 1.000000e+00
  br i1 %fc2252, label %t2253, label %e2254

j2250:                                            ; preds = %j2255, %t2248
  %if2258 = phi float [ 0.000000e+00, %t2248 ], [ %if2257, %j2255 ]
  store float %if2258, ptr %coef_51, align 4
  %v2259 = load i64, ptr %i, align 8
  %v2260 = load i64, ptr %j, align 8
  %pos2261 = mul i64 0, %dim
  %pos2262 = add i64 %pos2261, %v2259
  %pos2263 = mul i64 %pos2262, %dim22
  %pos2264 = add i64 %pos2263, %v2260
  %v2265 = load float, ptr %coef_51, align 4
  %elp2266 = getelementptr inbounds float, ptr %buf522, i64 %pos2264
  store float %v2265, ptr %elp2266, align 4, !alias.scope !20, !noalias !21
  %i2267 = load i64, ptr %j, align 8
  %next2268 = add i64 %i2267, 1
  store i64 %next2268, ptr %j, align 8
  br label %loop1969

t2253:                                            ; preds = %e2249
  br label %j2255

e2254:                                            ; preds = %e2249
  %v2256 = load float, ptr %c_64, align 4
  br label %j2255

j2255:                                            ; preds = %e2254, %t2253
  %if2257 = phi float [ 1.000000e+00, %t2253 ], [ %v2256, %e2254 ]
  br label %j2250

loop2269:                                         ; preds = %j2676, %checked1967
  %i2272 = load i64, ptr %j, align 8
  %more2273 = icmp slt i64 %i2272, %dim22
  br i1 %more2273, label %body2270, label %exit2271

body2270:                                         ; preds = %loop2269
  %v2274 = load i64, ptr %i, align 8
  %add2275 = add i64 %v2274, -1
  %sub2276 = sub i64 %dim, 1
  %c2277 = icmp slt i64 %add2275, %sub2276
  %mm2278 = select i1 %c2277, i64 %add2275, i64 %sub2276
  %c2279 = icmp sgt i64 0, %mm2278
  %mm2280 = select i1 %c2279, i64 0, i64 %mm2278
  %v2281 = load i64, ptr %j, align 8
  %add2282 = add i64 %v2281, -1
  %sub2283 = sub i64 %dim22, 1
  %c2284 = icmp slt i64 %add2282, %sub2283
  %mm2285 = select i1 %c2284, i64 %add2282, i64 %sub2283
  %c2286 = icmp sgt i64 0, %mm2285
  %mm2287 = select i1 %c2286, i64 0, i64 %mm2285
  %inb2288 = icmp ult i64 %mm2280, %dim
  br i1 %inb2288, label %ok2290, label %fail2289

exit2271:                                         ; preds = %loop2269
  br label %versions_done1968

fail2289:                                         ; preds = %body2270
  %errp2291 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2291, align 8
  %errp2292 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp2292, align 8
  %errp2293 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2280, ptr %errp2293, align 8
  %errp2294 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2294, align 8
  ret i32 1

ok2290:                                           ; preds = %body2270
  %pos2295 = mul i64 0, %dim
  %pos2296 = add i64 %pos2295, %mm2280
  %inb2297 = icmp ult i64 %mm2287, %dim22
  br i1 %inb2297, label %ok2299, label %fail2298

fail2298:                                         ; preds = %ok2290
  %errp2300 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2300, align 8
  %errp2301 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp2301, align 8
  %errp2302 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2287, ptr %errp2302, align 8
  %errp2303 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp2303, align 8
  ret i32 1

ok2299:                                           ; preds = %ok2290
  %pos2304 = mul i64 %pos2296, %dim22
  %pos2305 = add i64 %pos2304, %mm2287
  %elp2306 = getelementptr inbounds float, ptr %buf248, i64 %pos2305
  %el2307 = load float, ptr %elp2306, align 4, !alias.scope !10, !noalias !11
  store float %el2307, ptr %j0_42, align 4
  %v2308 = load i64, ptr %i, align 8
  %add2309 = add i64 %v2308, -1
  %sub2310 = sub i64 %dim, 1
  %c2311 = icmp slt i64 %add2309, %sub2310
  %mm2312 = select i1 %c2311, i64 %add2309, i64 %sub2310
  %c2313 = icmp sgt i64 0, %mm2312
  %mm2314 = select i1 %c2313, i64 0, i64 %mm2312
  %v2315 = load i64, ptr %j, align 8
  %add2316 = add i64 %v2315, 0
  %sub2317 = sub i64 %dim22, 1
  %c2318 = icmp slt i64 %add2316, %sub2317
  %mm2319 = select i1 %c2318, i64 %add2316, i64 %sub2317
  %c2320 = icmp sgt i64 0, %mm2319
  %mm2321 = select i1 %c2320, i64 0, i64 %mm2319
  %inb2322 = icmp ult i64 %mm2314, %dim
  br i1 %inb2322, label %ok2324, label %fail2323

fail2323:                                         ; preds = %ok2299
  %errp2325 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2325, align 8
  %errp2326 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp2326, align 8
  %errp2327 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2314, ptr %errp2327, align 8
  %errp2328 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2328, align 8
  ret i32 1

ok2324:                                           ; preds = %ok2299
  %pos2329 = mul i64 0, %dim
  %pos2330 = add i64 %pos2329, %mm2314
  %inb2331 = icmp ult i64 %mm2321, %dim22
  br i1 %inb2331, label %ok2333, label %fail2332

fail2332:                                         ; preds = %ok2324
  %errp2334 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2334, align 8
  %errp2335 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp2335, align 8
  %errp2336 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2321, ptr %errp2336, align 8
  %errp2337 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp2337, align 8
  ret i32 1

ok2333:                                           ; preds = %ok2324
  %pos2338 = mul i64 %pos2330, %dim22
  %pos2339 = add i64 %pos2338, %mm2321
  %elp2340 = getelementptr inbounds float, ptr %buf248, i64 %pos2339
  %el2341 = load float, ptr %elp2340, align 4, !alias.scope !10, !noalias !11
  store float %el2341, ptr %j0_43, align 4
  %v2342 = load i64, ptr %i, align 8
  %add2343 = add i64 %v2342, -1
  %sub2344 = sub i64 %dim, 1
  %c2345 = icmp slt i64 %add2343, %sub2344
  %mm2346 = select i1 %c2345, i64 %add2343, i64 %sub2344
  %c2347 = icmp sgt i64 0, %mm2346
  %mm2348 = select i1 %c2347, i64 0, i64 %mm2346
  %v2349 = load i64, ptr %j, align 8
  %add2350 = add i64 %v2349, 1
  %sub2351 = sub i64 %dim22, 1
  %c2352 = icmp slt i64 %add2350, %sub2351
  %mm2353 = select i1 %c2352, i64 %add2350, i64 %sub2351
  %c2354 = icmp sgt i64 0, %mm2353
  %mm2355 = select i1 %c2354, i64 0, i64 %mm2353
  %inb2356 = icmp ult i64 %mm2348, %dim
  br i1 %inb2356, label %ok2358, label %fail2357

fail2357:                                         ; preds = %ok2333
  %errp2359 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2359, align 8
  %errp2360 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp2360, align 8
  %errp2361 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2348, ptr %errp2361, align 8
  %errp2362 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2362, align 8
  ret i32 1

ok2358:                                           ; preds = %ok2333
  %pos2363 = mul i64 0, %dim
  %pos2364 = add i64 %pos2363, %mm2348
  %inb2365 = icmp ult i64 %mm2355, %dim22
  br i1 %inb2365, label %ok2367, label %fail2366

fail2366:                                         ; preds = %ok2358
  %errp2368 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2368, align 8
  %errp2369 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp2369, align 8
  %errp2370 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2355, ptr %errp2370, align 8
  %errp2371 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp2371, align 8
  ret i32 1

ok2367:                                           ; preds = %ok2358
  %pos2372 = mul i64 %pos2364, %dim22
  %pos2373 = add i64 %pos2372, %mm2355
  %elp2374 = getelementptr inbounds float, ptr %buf248, i64 %pos2373
  %el2375 = load float, ptr %elp2374, align 4, !alias.scope !10, !noalias !11
  store float %el2375, ptr %j0_44, align 4
  %v2376 = load i64, ptr %i, align 8
  %add2377 = add i64 %v2376, 0
  %sub2378 = sub i64 %dim, 1
  %c2379 = icmp slt i64 %add2377, %sub2378
  %mm2380 = select i1 %c2379, i64 %add2377, i64 %sub2378
  %c2381 = icmp sgt i64 0, %mm2380
  %mm2382 = select i1 %c2381, i64 0, i64 %mm2380
  %v2383 = load i64, ptr %j, align 8
  %add2384 = add i64 %v2383, -1
  %sub2385 = sub i64 %dim22, 1
  %c2386 = icmp slt i64 %add2384, %sub2385
  %mm2387 = select i1 %c2386, i64 %add2384, i64 %sub2385
  %c2388 = icmp sgt i64 0, %mm2387
  %mm2389 = select i1 %c2388, i64 0, i64 %mm2387
  %inb2390 = icmp ult i64 %mm2382, %dim
  br i1 %inb2390, label %ok2392, label %fail2391

fail2391:                                         ; preds = %ok2367
  %errp2393 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2393, align 8
  %errp2394 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp2394, align 8
  %errp2395 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2382, ptr %errp2395, align 8
  %errp2396 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2396, align 8
  ret i32 1

ok2392:                                           ; preds = %ok2367
  %pos2397 = mul i64 0, %dim
  %pos2398 = add i64 %pos2397, %mm2382
  %inb2399 = icmp ult i64 %mm2389, %dim22
  br i1 %inb2399, label %ok2401, label %fail2400

fail2400:                                         ; preds = %ok2392
  %errp2402 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2402, align 8
  %errp2403 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp2403, align 8
  %errp2404 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2389, ptr %errp2404, align 8
  %errp2405 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp2405, align 8
  ret i32 1

ok2401:                                           ; preds = %ok2392
  %pos2406 = mul i64 %pos2398, %dim22
  %pos2407 = add i64 %pos2406, %mm2389
  %elp2408 = getelementptr inbounds float, ptr %buf248, i64 %pos2407
  %el2409 = load float, ptr %elp2408, align 4, !alias.scope !10, !noalias !11
  store float %el2409, ptr %j0_45, align 4
  %v2410 = load i64, ptr %i, align 8
  %add2411 = add i64 %v2410, 0
  %sub2412 = sub i64 %dim, 1
  %c2413 = icmp slt i64 %add2411, %sub2412
  %mm2414 = select i1 %c2413, i64 %add2411, i64 %sub2412
  %c2415 = icmp sgt i64 0, %mm2414
  %mm2416 = select i1 %c2415, i64 0, i64 %mm2414
  %v2417 = load i64, ptr %j, align 8
  %add2418 = add i64 %v2417, 0
  %sub2419 = sub i64 %dim22, 1
  %c2420 = icmp slt i64 %add2418, %sub2419
  %mm2421 = select i1 %c2420, i64 %add2418, i64 %sub2419
  %c2422 = icmp sgt i64 0, %mm2421
  %mm2423 = select i1 %c2422, i64 0, i64 %mm2421
  %inb2424 = icmp ult i64 %mm2416, %dim
  br i1 %inb2424, label %ok2426, label %fail2425

fail2425:                                         ; preds = %ok2401
  %errp2427 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2427, align 8
  %errp2428 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp2428, align 8
  %errp2429 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2416, ptr %errp2429, align 8
  %errp2430 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2430, align 8
  ret i32 1

ok2426:                                           ; preds = %ok2401
  %pos2431 = mul i64 0, %dim
  %pos2432 = add i64 %pos2431, %mm2416
  %inb2433 = icmp ult i64 %mm2423, %dim22
  br i1 %inb2433, label %ok2435, label %fail2434

fail2434:                                         ; preds = %ok2426
  %errp2436 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2436, align 8
  %errp2437 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp2437, align 8
  %errp2438 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2423, ptr %errp2438, align 8
  %errp2439 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp2439, align 8
  ret i32 1

ok2435:                                           ; preds = %ok2426
  %pos2440 = mul i64 %pos2432, %dim22
  %pos2441 = add i64 %pos2440, %mm2423
  %elp2442 = getelementptr inbounds float, ptr %buf248, i64 %pos2441
  %el2443 = load float, ptr %elp2442, align 4, !alias.scope !10, !noalias !11
  store float %el2443, ptr %j0_46, align 4
  %v2444 = load i64, ptr %i, align 8
  %add2445 = add i64 %v2444, 0
  %sub2446 = sub i64 %dim, 1
  %c2447 = icmp slt i64 %add2445, %sub2446
  %mm2448 = select i1 %c2447, i64 %add2445, i64 %sub2446
  %c2449 = icmp sgt i64 0, %mm2448
  %mm2450 = select i1 %c2449, i64 0, i64 %mm2448
  %v2451 = load i64, ptr %j, align 8
  %add2452 = add i64 %v2451, 1
  %sub2453 = sub i64 %dim22, 1
  %c2454 = icmp slt i64 %add2452, %sub2453
  %mm2455 = select i1 %c2454, i64 %add2452, i64 %sub2453
  %c2456 = icmp sgt i64 0, %mm2455
  %mm2457 = select i1 %c2456, i64 0, i64 %mm2455
  %inb2458 = icmp ult i64 %mm2450, %dim
  br i1 %inb2458, label %ok2460, label %fail2459

fail2459:                                         ; preds = %ok2435
  %errp2461 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2461, align 8
  %errp2462 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp2462, align 8
  %errp2463 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2450, ptr %errp2463, align 8
  %errp2464 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2464, align 8
  ret i32 1

ok2460:                                           ; preds = %ok2435
  %pos2465 = mul i64 0, %dim
  %pos2466 = add i64 %pos2465, %mm2450
  %inb2467 = icmp ult i64 %mm2457, %dim22
  br i1 %inb2467, label %ok2469, label %fail2468

fail2468:                                         ; preds = %ok2460
  %errp2470 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2470, align 8
  %errp2471 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp2471, align 8
  %errp2472 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2457, ptr %errp2472, align 8
  %errp2473 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp2473, align 8
  ret i32 1

ok2469:                                           ; preds = %ok2460
  %pos2474 = mul i64 %pos2466, %dim22
  %pos2475 = add i64 %pos2474, %mm2457
  %elp2476 = getelementptr inbounds float, ptr %buf248, i64 %pos2475
  %el2477 = load float, ptr %elp2476, align 4, !alias.scope !10, !noalias !11
  store float %el2477, ptr %j0_47, align 4
  %v2478 = load i64, ptr %i, align 8
  %add2479 = add i64 %v2478, 1
  %sub2480 = sub i64 %dim, 1
  %c2481 = icmp slt i64 %add2479, %sub2480
  %mm2482 = select i1 %c2481, i64 %add2479, i64 %sub2480
  %c2483 = icmp sgt i64 0, %mm2482
  %mm2484 = select i1 %c2483, i64 0, i64 %mm2482
  %v2485 = load i64, ptr %j, align 8
  %add2486 = add i64 %v2485, -1
  %sub2487 = sub i64 %dim22, 1
  %c2488 = icmp slt i64 %add2486, %sub2487
  %mm2489 = select i1 %c2488, i64 %add2486, i64 %sub2487
  %c2490 = icmp sgt i64 0, %mm2489
  %mm2491 = select i1 %c2490, i64 0, i64 %mm2489
  %inb2492 = icmp ult i64 %mm2484, %dim
  br i1 %inb2492, label %ok2494, label %fail2493

fail2493:                                         ; preds = %ok2469
  %errp2495 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2495, align 8
  %errp2496 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp2496, align 8
  %errp2497 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2484, ptr %errp2497, align 8
  %errp2498 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2498, align 8
  ret i32 1

ok2494:                                           ; preds = %ok2469
  %pos2499 = mul i64 0, %dim
  %pos2500 = add i64 %pos2499, %mm2484
  %inb2501 = icmp ult i64 %mm2491, %dim22
  br i1 %inb2501, label %ok2503, label %fail2502

fail2502:                                         ; preds = %ok2494
  %errp2504 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2504, align 8
  %errp2505 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp2505, align 8
  %errp2506 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2491, ptr %errp2506, align 8
  %errp2507 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp2507, align 8
  ret i32 1

ok2503:                                           ; preds = %ok2494
  %pos2508 = mul i64 %pos2500, %dim22
  %pos2509 = add i64 %pos2508, %mm2491
  %elp2510 = getelementptr inbounds float, ptr %buf248, i64 %pos2509
  %el2511 = load float, ptr %elp2510, align 4, !alias.scope !10, !noalias !11
  store float %el2511, ptr %j0_48, align 4
  %v2512 = load i64, ptr %i, align 8
  %add2513 = add i64 %v2512, 1
  %sub2514 = sub i64 %dim, 1
  %c2515 = icmp slt i64 %add2513, %sub2514
  %mm2516 = select i1 %c2515, i64 %add2513, i64 %sub2514
  %c2517 = icmp sgt i64 0, %mm2516
  %mm2518 = select i1 %c2517, i64 0, i64 %mm2516
  %v2519 = load i64, ptr %j, align 8
  %add2520 = add i64 %v2519, 0
  %sub2521 = sub i64 %dim22, 1
  %c2522 = icmp slt i64 %add2520, %sub2521
  %mm2523 = select i1 %c2522, i64 %add2520, i64 %sub2521
  %c2524 = icmp sgt i64 0, %mm2523
  %mm2525 = select i1 %c2524, i64 0, i64 %mm2523
  %inb2526 = icmp ult i64 %mm2518, %dim
  br i1 %inb2526, label %ok2528, label %fail2527

fail2527:                                         ; preds = %ok2503
  %errp2529 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2529, align 8
  %errp2530 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp2530, align 8
  %errp2531 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2518, ptr %errp2531, align 8
  %errp2532 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2532, align 8
  ret i32 1

ok2528:                                           ; preds = %ok2503
  %pos2533 = mul i64 0, %dim
  %pos2534 = add i64 %pos2533, %mm2518
  %inb2535 = icmp ult i64 %mm2525, %dim22
  br i1 %inb2535, label %ok2537, label %fail2536

fail2536:                                         ; preds = %ok2528
  %errp2538 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2538, align 8
  %errp2539 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp2539, align 8
  %errp2540 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2525, ptr %errp2540, align 8
  %errp2541 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp2541, align 8
  ret i32 1

ok2537:                                           ; preds = %ok2528
  %pos2542 = mul i64 %pos2534, %dim22
  %pos2543 = add i64 %pos2542, %mm2525
  %elp2544 = getelementptr inbounds float, ptr %buf248, i64 %pos2543
  %el2545 = load float, ptr %elp2544, align 4, !alias.scope !10, !noalias !11
  store float %el2545, ptr %j0_49, align 4
  %v2546 = load i64, ptr %i, align 8
  %add2547 = add i64 %v2546, 1
  %sub2548 = sub i64 %dim, 1
  %c2549 = icmp slt i64 %add2547, %sub2548
  %mm2550 = select i1 %c2549, i64 %add2547, i64 %sub2548
  %c2551 = icmp sgt i64 0, %mm2550
  %mm2552 = select i1 %c2551, i64 0, i64 %mm2550
  %v2553 = load i64, ptr %j, align 8
  %add2554 = add i64 %v2553, 1
  %sub2555 = sub i64 %dim22, 1
  %c2556 = icmp slt i64 %add2554, %sub2555
  %mm2557 = select i1 %c2556, i64 %add2554, i64 %sub2555
  %c2558 = icmp sgt i64 0, %mm2557
  %mm2559 = select i1 %c2558, i64 0, i64 %mm2557
  %inb2560 = icmp ult i64 %mm2552, %dim
  br i1 %inb2560, label %ok2562, label %fail2561

fail2561:                                         ; preds = %ok2537
  %errp2563 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2563, align 8
  %errp2564 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp2564, align 8
  %errp2565 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2552, ptr %errp2565, align 8
  %errp2566 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2566, align 8
  ret i32 1

ok2562:                                           ; preds = %ok2537
  %pos2567 = mul i64 0, %dim
  %pos2568 = add i64 %pos2567, %mm2552
  %inb2569 = icmp ult i64 %mm2559, %dim22
  br i1 %inb2569, label %ok2571, label %fail2570

fail2570:                                         ; preds = %ok2562
  %errp2572 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2572, align 8
  %errp2573 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp2573, align 8
  %errp2574 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2559, ptr %errp2574, align 8
  %errp2575 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp2575, align 8
  ret i32 1

ok2571:                                           ; preds = %ok2562
  %pos2576 = mul i64 %pos2568, %dim22
  %pos2577 = add i64 %pos2576, %mm2559
  %elp2578 = getelementptr inbounds float, ptr %buf248, i64 %pos2577
  %el2579 = load float, ptr %elp2578, align 4, !alias.scope !10, !noalias !11
  store float %el2579, ptr %j0_50, align 4
  %v2580 = load float, ptr %j0_43, align 4
  %v2581 = load float, ptr %j0_46, align 4
  %fs2582 = fsub float %v2580, %v2581
  store float %fs2582, ptr %derivs_39.0, align 4
  %v2583 = load float, ptr %j0_49, align 4
  %v2584 = load float, ptr %j0_46, align 4
  %fs2585 = fsub float %v2583, %v2584
  store float %fs2585, ptr %derivs_39.1, align 4
  %v2586 = load float, ptr %j0_45, align 4
  %v2587 = load float, ptr %j0_46, align 4
  %fs2588 = fsub float %v2586, %v2587
  store float %fs2588, ptr %derivs_39.2, align 4
  %v2589 = load float, ptr %j0_47, align 4
  %v2590 = load float, ptr %j0_46, align 4
  %fs2591 = fsub float %v2589, %v2590
  store float %fs2591, ptr %derivs_39.3, align 4
  %v2592 = load i64, ptr %i, align 8
  %v2593 = load i64, ptr %j, align 8
  %pos2594 = mul i64 0, %dim
  %pos2595 = add i64 %pos2594, %v2592
  %pos2596 = mul i64 %pos2595, %dim22
  %pos2597 = add i64 %pos2596, %v2593
  %v2598 = load float, ptr %derivs_39.0, align 4
  %tup2599 = insertvalue { float, float, float, float } undef, float %v2598, 0
  %v2600 = load float, ptr %derivs_39.1, align 4
  %tup2601 = insertvalue { float, float, float, float } %tup2599, float %v2600, 1
  %v2602 = load float, ptr %derivs_39.2, align 4
  %tup2603 = insertvalue { float, float, float, float } %tup2601, float %v2602, 2
  %v2604 = load float, ptr %derivs_39.3, align 4
  %tup2605 = insertvalue { float, float, float, float } %tup2603, float %v2604, 3
  %f2606 = extractvalue { float, float, float, float } %tup2605, 0
  %elp2607 = getelementptr inbounds float, ptr %buf436, i64 %pos2597
  store float %f2606, ptr %elp2607, align 4, !alias.scope !12, !noalias !13
  %f2608 = extractvalue { float, float, float, float } %tup2605, 1
  %elp2609 = getelementptr inbounds float, ptr %buf440, i64 %pos2597
  store float %f2608, ptr %elp2609, align 4, !alias.scope !14, !noalias !15
  %f2610 = extractvalue { float, float, float, float } %tup2605, 2
  %elp2611 = getelementptr inbounds float, ptr %buf444, i64 %pos2597
  store float %f2610, ptr %elp2611, align 4, !alias.scope !16, !noalias !17
  %f2612 = extractvalue { float, float, float, float } %tup2605, 3
  %elp2613 = getelementptr inbounds float, ptr %buf448, i64 %pos2597
  store float %f2612, ptr %elp2613, align 4, !alias.scope !18, !noalias !19
  %v2614 = load i64, ptr %i, align 8
  %v2615 = load i64, ptr %j, align 8
  %pos2616 = mul i64 0, %dim
  %pos2617 = add i64 %pos2616, %v2614
  %pos2618 = mul i64 %pos2617, %dim22
  %pos2619 = add i64 %pos2618, %v2615
  %elp2620 = getelementptr inbounds float, ptr %buf248, i64 %pos2619
  %el2621 = load float, ptr %elp2620, align 4, !alias.scope !10, !noalias !11
  store float %el2621, ptr %j0_54, align 4
  %v2622 = load float, ptr %derivs_39.0, align 4
  %v2623 = load float, ptr %derivs_39.1, align 4
  %fa2624 = fadd float %v2622, %v2623
  %v2625 = load float, ptr %derivs_39.2, align 4
  %fa2626 = fadd float %fa2624, %v2625
  %v2627 = load float, ptr %derivs_39.3, align 4
  %fa2628 = fadd float %fa2626, %v2627
  %v2629 = load float, ptr %j0_54, align 4
  %fd2630 = fdiv float %fa2628, %v2629
  store float %fd2630, ptr %l, align 4
  %v2631 = load float, ptr %l, align 4
  %fm2632 = fmul float 2.500000e-01, %v2631
  %fa2633 = fadd float 1.000000e+00, %fm2632
  store float %fa2633, ptr %den_62, align 4
  %v2634 = load float, ptr %derivs_39.0, align 4
  %v2635 = load float, ptr %derivs_39.0, align 4
  %fm2636 = fmul float %v2634, %v2635
  %v2637 = load float, ptr %derivs_39.1, align 4
  %v2638 = load float, ptr %derivs_39.1, align 4
  %fm2639 = fmul float %v2637, %v2638
  %fa2640 = fadd float %fm2636, %fm2639
  %v2641 = load float, ptr %derivs_39.2, align 4
  %v2642 = load float, ptr %derivs_39.2, align 4
  %fm2643 = fmul float %v2641, %v2642
  %fa2644 = fadd float %fa2640, %fm2643
  %v2645 = load float, ptr %derivs_39.3, align 4
  %v2646 = load float, ptr %derivs_39.3, align 4
  %fm2647 = fmul float %v2645, %v2646
  %fa2648 = fadd float %fa2644, %fm2647
  %v2649 = load float, ptr %j0_54, align 4
  %v2650 = load float, ptr %j0_54, align 4
  %fm2651 = fmul float %v2649, %v2650
  %fd2652 = fdiv float %fa2648, %fm2651
  %fm2653 = fmul float 5.000000e-01, %fd2652
  %v2654 = load float, ptr %l, align 4
  %fm2655 = fmul float 6.250000e-02, %v2654
  %v2656 = load float, ptr %l, align 4
  %fm2657 = fmul float %fm2655, %v2656
  %fs2658 = fsub float %fm2653, %fm2657
  %v2659 = load float, ptr %den_62, align 4
  %v2660 = load float, ptr %den_62, align 4
  %fm2661 = fmul float %v2659, %v2660
  %fd2662 = fdiv float %fs2658, %fm2661
  %v2663 = load float, ptr %the_q0sqr_63, align 4
  %fs2664 = fsub float %fd2662, %v2663
  %v2665 = load float, ptr %the_q0sqr_63, align 4
  %v2666 = load float, ptr %the_q0sqr_63, align 4
  %fa2667 = fadd float 1.000000e+00, %v2666
  %fm2668 = fmul float %v2665, %fa2667
  %fd2669 = fdiv float %fs2664, %fm2668
  %fa2670 = fadd float 1.000000e+00, %fd2669
  %fd2671 = fdiv float 1.000000e+00, %fa2670
  store float %fd2671, ptr %c_64, align 4
  %v2672 = load float, ptr %c_64, align 4
  %fc2673 = fcmp olt float %v2672, 0.000000e+00
  br i1 %fc2673, label %t2674, label %e2675

t2674:                                            ; preds = %ok2571
  br label %j2676

e2675:                                            ; preds = %ok2571
  %v2677 = load float, ptr %c_64, align 4
  %fc2678 = fcmp ogt float %v2677, 1.000000e+00
  br i1 %fc2678, label %t2679, label %e2680

j2676:                                            ; preds = %j2681, %t2674
  %if2684 = phi float [ 0.000000e+00, %t2674 ], [ %if2683, %j2681 ]
  store float %if2684, ptr %coef_51, align 4
  %v2685 = load i64, ptr %i, align 8
  %v2686 = load i64, ptr %j, align 8
  %pos2687 = mul i64 0, %dim
  %pos2688 = add i64 %pos2687, %v2685
  %pos2689 = mul i64 %pos2688, %dim22
  %pos2690 = add i64 %pos2689, %v2686
  %v2691 = load float, ptr %coef_51, align 4
  %elp2692 = getelementptr inbounds float, ptr %buf522, i64 %pos2690
  store float %v2691, ptr %elp2692, align 4, !alias.scope !20, !noalias !21
  %i2693 = load i64, ptr %j, align 8
  %next2694 = add i64 %i2693, 1
  store i64 %next2694, ptr %j, align 8
  br label %loop2269

t2679:                                            ; preds = %e2675
  br label %j2681

e2680:                                            ; preds = %e2675
  %v2682 = load float, ptr %c_64, align 4
  br label %j2681

j2681:                                            ; preds = %e2680, %t2679
  %if2683 = phi float [ 1.000000e+00, %t2679 ], [ %v2682, %e2680 ]
  br label %j2676
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

; cluster c3: Vertical(cnb, Diagonal(next, Vertical(sq2, Vertical(rows2, tot2))))
; ModuleID = 'srad_c3'
source_filename = "srad_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_tot2_108.0 = alloca float, align 4
  %acc_rows2_96.0 = alloca float, align 4
  %acc_tot2_108.1 = alloca float, align 4
  %acc_rows2_96.1 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load float, ptr %pa, align 4
  %b = load float, ptr %pb, align 4
  store float %a, ptr %acc_tot2_108.0, align 4
  store float %b, ptr %acc_rows2_96.0, align 4
  %v = load float, ptr %acc_tot2_108.0, align 4
  %v1 = load float, ptr %acc_rows2_96.0, align 4
  %fa = fadd float %v, %v1
  store float %fa, ptr %pa, align 4
  %pa2 = getelementptr inbounds i8, ptr %0, i64 64
  %pb3 = getelementptr inbounds i8, ptr %1, i64 64
  %a4 = load float, ptr %pa2, align 4
  %b5 = load float, ptr %pb3, align 4
  store float %a4, ptr %acc_tot2_108.1, align 4
  store float %b5, ptr %acc_rows2_96.1, align 4
  %v6 = load float, ptr %acc_tot2_108.1, align 4
  %v7 = load float, ptr %acc_rows2_96.1, align 4
  %fa8 = fadd float %v6, %v7
  store float %fa8, ptr %pa2, align 4
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot2_108.0 = alloca float, align 4
  %acc_tot2_108.1 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 56
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 8
  %dim3 = load i64, ptr %dimp2, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 48
  %dim8 = load i64, ptr %dimp7, align 8
  %i = alloca i64, align 8
  %acc_rows2_96.0 = alloca float, align 4
  %acc_rows2_96.1 = alloca float, align 4
  %dimp25 = getelementptr inbounds i64, ptr %1, i64 57
  %dim26 = load i64, ptr %dimp25, align 8
  %dimp27 = getelementptr inbounds i64, ptr %1, i64 9
  %dim28 = load i64, ptr %dimp27, align 8
  %dimp36 = getelementptr inbounds i64, ptr %1, i64 49
  %dim37 = load i64, ptr %dimp36, align 8
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
  %bufp421 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf422 = load ptr, ptr %bufp421, align 8
  %j0_80 = alloca float, align 4
  %derivs_81 = alloca { float, float, float, float }, align 8
  %bufp431 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf432 = load ptr, ptr %bufp431, align 8
  %bufp435 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf436 = load ptr, ptr %bufp435, align 8
  %bufp440 = getelementptr inbounds ptr, ptr %0, i64 11
  %buf441 = load ptr, ptr %bufp440, align 8
  %bufp445 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf446 = load ptr, ptr %bufp445, align 8
  %tup_83.0 = alloca float, align 4
  %tup_83.1 = alloca float, align 4
  %tup_83.2 = alloca float, align 4
  %tup_83.3 = alloca float, align 4
  %next_77 = alloca float, align 4
  %bufp484 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf485 = load ptr, ptr %bufp484, align 8
  %sq2_92.1 = alloca float, align 4
  %bufp2478 = getelementptr inbounds ptr, ptr %0, i64 22
  %buf2479 = load ptr, ptr %bufp2478, align 8
  %bufp2482 = getelementptr inbounds ptr, ptr %0, i64 23
  %buf2483 = load ptr, ptr %bufp2482, align 8
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_tot2_108.0, align 4
  store float 0.000000e+00, ptr %acc_tot2_108.1, align 4
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, %dim
  %min = select i1 %c1, i64 %5, i64 %dim
  %fits = icmp sle i64 %min, %dim3
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits9 = icmp sle i64 %min, %dim8
  br i1 %fits9, label %ok11, label %fail10

fail10:                                           ; preds = %ok
  %errp12 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %ok
  %fits16 = icmp sle i64 %min, %dim3
  br i1 %fits16, label %ok18, label %fail17

fail17:                                           ; preds = %ok11
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %ok11
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done1820, %ok18
  %i24 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i24, %min
  br i1 %more, label %body23, label %exit

body23:                                           ; preds = %loop
  store float 0.000000e+00, ptr %acc_rows2_96.0, align 4
  store float 0.000000e+00, ptr %acc_rows2_96.1, align 4
  %fits29 = icmp sle i64 %dim26, %dim28
  br i1 %fits29, label %ok31, label %fail30

exit:                                             ; preds = %loop
  %v2475 = load float, ptr %acc_tot2_108.0, align 4
  %tup = insertvalue { float, float } undef, float %v2475, 0
  %v2476 = load float, ptr %acc_tot2_108.1, align 4
  %tup2477 = insertvalue { float, float } %tup, float %v2476, 1
  %f = extractvalue { float, float } %tup2477, 0
  %elp2480 = getelementptr inbounds float, ptr %buf2479, i64 0
  store float %f, ptr %elp2480, align 4, !alias.scope !0, !noalias !3
  %f2481 = extractvalue { float, float } %tup2477, 1
  %elp2484 = getelementptr inbounds float, ptr %buf2483, i64 0
  store float %f2481, ptr %elp2484, align 4, !alias.scope !12, !noalias !13
  ret i32 0

fail30:                                           ; preds = %body23
  %errp32 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp32, align 8
  %errp33 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp33, align 8
  %errp34 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim28, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim28, ptr %errp35, align 8
  ret i32 1

ok31:                                             ; preds = %body23
  %fits38 = icmp sle i64 %dim26, %dim37
  br i1 %fits38, label %ok40, label %fail39

fail39:                                           ; preds = %ok31
  %errp41 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim37, ptr %errp43, align 8
  %errp44 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim37, ptr %errp44, align 8
  ret i32 1

ok40:                                             ; preds = %ok31
  %fits45 = icmp sle i64 %dim26, %dim28
  br i1 %fits45, label %ok47, label %fail46

fail46:                                           ; preds = %ok40
  %errp48 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp49, align 8
  %errp50 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim28, ptr %errp50, align 8
  %errp51 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim28, ptr %errp51, align 8
  ret i32 1

ok47:                                             ; preds = %ok40
  %tap_end = sub i64 %dim26, -1
  %tap_end52 = sub i64 %dim26, 0
  %c53 = icmp slt i64 %tap_end, %tap_end52
  %min54 = select i1 %c53, i64 %tap_end, i64 %tap_end52
  %tap_end55 = sub i64 %dim26, 1
  %c56 = icmp slt i64 %min54, %tap_end55
  %min57 = select i1 %c56, i64 %min54, i64 %tap_end55
  %c58 = icmp slt i64 1, %dim26
  %min59 = select i1 %c58, i64 1, i64 %dim26
  %c60 = icmp sgt i64 %min57, %min59
  %max61 = select i1 %c60, i64 %min57, i64 %min59
  %c62 = icmp slt i64 %max61, %dim26
  %min63 = select i1 %c62, i64 %max61, i64 %dim26
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %add = add i64 %v, -1
  %sub = sub i64 %dim, 1
  %c64 = icmp slt i64 %add, %sub
  %mm = select i1 %c64, i64 %add, i64 %sub
  %c65 = icmp sgt i64 0, %mm
  %mm66 = select i1 %c65, i64 0, i64 %mm
  %base = sext i64 %mm66 to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits67 = and i1 %fits_low, %fits_high
  %least = select i1 %fits67, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits67, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok68 = and i1 true, %low_ok
  %ok69 = and i1 %ok68, %high_ok
  %v70 = load i64, ptr %j, align 8
  %add71 = add i64 %v70, -1
  %base72 = sext i64 %add71 to i128
  store i64 1, ptr %j, align 8
  %v73 = load i64, ptr %j, align 8
  %add74 = add i64 %v73, -1
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %add74 to i128
  %step = sub i128 %at_next, %base72
  %step75 = trunc i128 %step to i64
  %step76 = sext i64 %step75 to i128
  %len = sub i64 %min59, 0
  %span = sub i64 %len, 1
  %span77 = sext i64 %span to i128
  %reach = mul i128 %step76, %span77
  %c78 = icmp slt i128 %reach, 0
  %min79 = select i1 %c78, i128 %reach, i128 0
  %c80 = icmp sgt i128 %reach, 0
  %max81 = select i1 %c80, i128 %reach, i128 0
  %least82 = add i128 %base72, %min79
  %most83 = add i128 %base72, %max81
  %fits_low84 = icmp sge i128 %least82, -9223372036854775808
  %fits_high85 = icmp sle i128 %most83, 9223372036854775807
  %fits86 = and i1 %fits_low84, %fits_high85
  %least87 = select i1 %fits86, i128 %least82, i128 -9223372036854775808
  %most88 = select i1 %fits86, i128 %most83, i128 9223372036854775807
  %sub89 = sub i64 %dim26, 1
  %base90 = sext i64 %sub89 to i128
  %fits_low91 = icmp sge i128 %base90, -9223372036854775808
  %fits_high92 = icmp sle i128 %base90, 9223372036854775807
  %fits93 = and i1 %fits_low91, %fits_high92
  %least94 = select i1 %fits93, i128 %base90, i128 -9223372036854775808
  %most95 = select i1 %fits93, i128 %base90, i128 9223372036854775807
  %c96 = icmp slt i128 %least87, %least94
  %min97 = select i1 %c96, i128 %least87, i128 %least94
  %c98 = icmp slt i128 %most88, %most95
  %min99 = select i1 %c98, i128 %most88, i128 %most95
  %c100 = icmp sgt i128 0, %min97
  %max101 = select i1 %c100, i128 0, i128 %min97
  %c102 = icmp sgt i128 0, %min99
  %max103 = select i1 %c102, i128 0, i128 %min99
  %extent104 = sext i64 %dim26 to i128
  %low_ok105 = icmp sge i128 %max101, 0
  %high_ok106 = icmp slt i128 %max103, %extent104
  %ok107 = and i1 %ok69, %low_ok105
  %ok108 = and i1 %ok107, %high_ok106
  %v109 = load i64, ptr %j, align 8
  %add110 = add i64 %v109, 0
  %base111 = sext i64 %add110 to i128
  store i64 1, ptr %j, align 8
  %v112 = load i64, ptr %j, align 8
  %add113 = add i64 %v112, 0
  store i64 0, ptr %j, align 8
  %at_next114 = sext i64 %add113 to i128
  %step115 = sub i128 %at_next114, %base111
  %step116 = trunc i128 %step115 to i64
  %step117 = sext i64 %step116 to i128
  %len118 = sub i64 %min59, 0
  %span119 = sub i64 %len118, 1
  %span120 = sext i64 %span119 to i128
  %reach121 = mul i128 %step117, %span120
  %c122 = icmp slt i128 %reach121, 0
  %min123 = select i1 %c122, i128 %reach121, i128 0
  %c124 = icmp sgt i128 %reach121, 0
  %max125 = select i1 %c124, i128 %reach121, i128 0
  %least126 = add i128 %base111, %min123
  %most127 = add i128 %base111, %max125
  %fits_low128 = icmp sge i128 %least126, -9223372036854775808
  %fits_high129 = icmp sle i128 %most127, 9223372036854775807
  %fits130 = and i1 %fits_low128, %fits_high129
  %least131 = select i1 %fits130, i128 %least126, i128 -9223372036854775808
  %most132 = select i1 %fits130, i128 %most127, i128 9223372036854775807
  %sub133 = sub i64 %dim26, 1
  %base134 = sext i64 %sub133 to i128
  %fits_low135 = icmp sge i128 %base134, -9223372036854775808
  %fits_high136 = icmp sle i128 %base134, 9223372036854775807
  %fits137 = and i1 %fits_low135, %fits_high136
  %least138 = select i1 %fits137, i128 %base134, i128 -9223372036854775808
  %most139 = select i1 %fits137, i128 %base134, i128 9223372036854775807
  %c140 = icmp slt i128 %least131, %least138
  %min141 = select i1 %c140, i128 %least131, i128 %least138
  %c142 = icmp slt i128 %most132, %most139
  %min143 = select i1 %c142, i128 %most132, i128 %most139
  %c144 = icmp sgt i128 0, %min141
  %max145 = select i1 %c144, i128 0, i128 %min141
  %c146 = icmp sgt i128 0, %min143
  %max147 = select i1 %c146, i128 0, i128 %min143
  %extent148 = sext i64 %dim26 to i128
  %low_ok149 = icmp sge i128 %max145, 0
  %high_ok150 = icmp slt i128 %max147, %extent148
  %ok151 = and i1 %ok108, %low_ok149
  %ok152 = and i1 %ok151, %high_ok150
  %v153 = load i64, ptr %j, align 8
  %add154 = add i64 %v153, 1
  %base155 = sext i64 %add154 to i128
  store i64 1, ptr %j, align 8
  %v156 = load i64, ptr %j, align 8
  %add157 = add i64 %v156, 1
  store i64 0, ptr %j, align 8
  %at_next158 = sext i64 %add157 to i128
  %step159 = sub i128 %at_next158, %base155
  %step160 = trunc i128 %step159 to i64
  %step161 = sext i64 %step160 to i128
  %len162 = sub i64 %min59, 0
  %span163 = sub i64 %len162, 1
  %span164 = sext i64 %span163 to i128
  %reach165 = mul i128 %step161, %span164
  %c166 = icmp slt i128 %reach165, 0
  %min167 = select i1 %c166, i128 %reach165, i128 0
  %c168 = icmp sgt i128 %reach165, 0
  %max169 = select i1 %c168, i128 %reach165, i128 0
  %least170 = add i128 %base155, %min167
  %most171 = add i128 %base155, %max169
  %fits_low172 = icmp sge i128 %least170, -9223372036854775808
  %fits_high173 = icmp sle i128 %most171, 9223372036854775807
  %fits174 = and i1 %fits_low172, %fits_high173
  %least175 = select i1 %fits174, i128 %least170, i128 -9223372036854775808
  %most176 = select i1 %fits174, i128 %most171, i128 9223372036854775807
  %sub177 = sub i64 %dim26, 1
  %base178 = sext i64 %sub177 to i128
  %fits_low179 = icmp sge i128 %base178, -9223372036854775808
  %fits_high180 = icmp sle i128 %base178, 9223372036854775807
  %fits181 = and i1 %fits_low179, %fits_high180
  %least182 = select i1 %fits181, i128 %base178, i128 -9223372036854775808
  %most183 = select i1 %fits181, i128 %base178, i128 9223372036854775807
  %c184 = icmp slt i128 %least175, %least182
  %min185 = select i1 %c184, i128 %least175, i128 %least182
  %c186 = icmp slt i128 %most176, %most183
  %min187 = select i1 %c186, i128 %most176, i128 %most183
  %c188 = icmp sgt i128 0, %min185
  %max189 = select i1 %c188, i128 0, i128 %min185
  %c190 = icmp sgt i128 0, %min187
  %max191 = select i1 %c190, i128 0, i128 %min187
  %extent192 = sext i64 %dim26 to i128
  %low_ok193 = icmp sge i128 %max189, 0
  %high_ok194 = icmp slt i128 %max191, %extent192
  %ok195 = and i1 %ok152, %low_ok193
  %ok196 = and i1 %ok195, %high_ok194
  %v197 = load i64, ptr %i, align 8
  %add198 = add i64 %v197, 0
  %sub199 = sub i64 %dim, 1
  %c200 = icmp slt i64 %add198, %sub199
  %mm201 = select i1 %c200, i64 %add198, i64 %sub199
  %c202 = icmp sgt i64 0, %mm201
  %mm203 = select i1 %c202, i64 0, i64 %mm201
  %base204 = sext i64 %mm203 to i128
  %fits_low205 = icmp sge i128 %base204, -9223372036854775808
  %fits_high206 = icmp sle i128 %base204, 9223372036854775807
  %fits207 = and i1 %fits_low205, %fits_high206
  %least208 = select i1 %fits207, i128 %base204, i128 -9223372036854775808
  %most209 = select i1 %fits207, i128 %base204, i128 9223372036854775807
  %extent210 = sext i64 %dim to i128
  %low_ok211 = icmp sge i128 %least208, 0
  %high_ok212 = icmp slt i128 %most209, %extent210
  %ok213 = and i1 %ok196, %low_ok211
  %ok214 = and i1 %ok213, %high_ok212
  %v215 = load i64, ptr %i, align 8
  %add216 = add i64 %v215, 1
  %sub217 = sub i64 %dim, 1
  %c218 = icmp slt i64 %add216, %sub217
  %mm219 = select i1 %c218, i64 %add216, i64 %sub217
  %c220 = icmp sgt i64 0, %mm219
  %mm221 = select i1 %c220, i64 0, i64 %mm219
  %base222 = sext i64 %mm221 to i128
  %fits_low223 = icmp sge i128 %base222, -9223372036854775808
  %fits_high224 = icmp sle i128 %base222, 9223372036854775807
  %fits225 = and i1 %fits_low223, %fits_high224
  %least226 = select i1 %fits225, i128 %base222, i128 -9223372036854775808
  %most227 = select i1 %fits225, i128 %base222, i128 9223372036854775807
  %extent228 = sext i64 %dim to i128
  %low_ok229 = icmp sge i128 %least226, 0
  %high_ok230 = icmp slt i128 %most227, %extent228
  %ok231 = and i1 %ok214, %low_ok229
  %ok232 = and i1 %ok231, %high_ok230
  br i1 %ok232, label %proved, label %checked

proved:                                           ; preds = %ok47
  store i64 0, ptr %j, align 8
  br label %loop233

checked:                                          ; preds = %ok47
  store i64 0, ptr %j, align 8
  br label %loop497

versions_done:                                    ; preds = %exit499, %exit235
  store i64 %min59, ptr %j, align 8
  %v882 = load i64, ptr %i, align 8
  %add883 = add i64 %v882, -1
  %sub884 = sub i64 %dim, 1
  %c885 = icmp slt i64 %add883, %sub884
  %mm886 = select i1 %c885, i64 %add883, i64 %sub884
  %c887 = icmp sgt i64 0, %mm886
  %mm888 = select i1 %c887, i64 0, i64 %mm886
  %base889 = sext i64 %mm888 to i128
  %fits_low890 = icmp sge i128 %base889, -9223372036854775808
  %fits_high891 = icmp sle i128 %base889, 9223372036854775807
  %fits892 = and i1 %fits_low890, %fits_high891
  %least893 = select i1 %fits892, i128 %base889, i128 -9223372036854775808
  %most894 = select i1 %fits892, i128 %base889, i128 9223372036854775807
  %extent895 = sext i64 %dim to i128
  %low_ok896 = icmp sge i128 %least893, 0
  %high_ok897 = icmp slt i128 %most894, %extent895
  %ok898 = and i1 true, %low_ok896
  %ok899 = and i1 %ok898, %high_ok897
  %v900 = load i64, ptr %j, align 8
  %add901 = add i64 %v900, -1
  %base902 = sext i64 %add901 to i128
  %next903 = add i64 %min59, 1
  store i64 %next903, ptr %j, align 8
  %v904 = load i64, ptr %j, align 8
  %add905 = add i64 %v904, -1
  store i64 %min59, ptr %j, align 8
  %at_next906 = sext i64 %add905 to i128
  %step907 = sub i128 %at_next906, %base902
  %step908 = trunc i128 %step907 to i64
  %step909 = sext i64 %step908 to i128
  %len910 = sub i64 %min63, %min59
  %span911 = sub i64 %len910, 1
  %span912 = sext i64 %span911 to i128
  %reach913 = mul i128 %step909, %span912
  %c914 = icmp slt i128 %reach913, 0
  %min915 = select i1 %c914, i128 %reach913, i128 0
  %c916 = icmp sgt i128 %reach913, 0
  %max917 = select i1 %c916, i128 %reach913, i128 0
  %least918 = add i128 %base902, %min915
  %most919 = add i128 %base902, %max917
  %fits_low920 = icmp sge i128 %least918, -9223372036854775808
  %fits_high921 = icmp sle i128 %most919, 9223372036854775807
  %fits922 = and i1 %fits_low920, %fits_high921
  %least923 = select i1 %fits922, i128 %least918, i128 -9223372036854775808
  %most924 = select i1 %fits922, i128 %most919, i128 9223372036854775807
  %sub925 = sub i64 %dim26, 1
  %base926 = sext i64 %sub925 to i128
  %fits_low927 = icmp sge i128 %base926, -9223372036854775808
  %fits_high928 = icmp sle i128 %base926, 9223372036854775807
  %fits929 = and i1 %fits_low927, %fits_high928
  %least930 = select i1 %fits929, i128 %base926, i128 -9223372036854775808
  %most931 = select i1 %fits929, i128 %base926, i128 9223372036854775807
  %c932 = icmp slt i128 %least923, %least930
  %min933 = select i1 %c932, i128 %least923, i128 %least930
  %c934 = icmp slt i128 %most924, %most931
  %min935 = select i1 %c934, i128 %most924, i128 %most931
  %c936 = icmp sgt i128 0, %min933
  %max937 = select i1 %c936, i128 0, i128 %min933
  %c938 = icmp sgt i128 0, %min935
  %max939 = select i1 %c938, i128 0, i128 %min935
  %extent940 = sext i64 %dim26 to i128
  %low_ok941 = icmp sge i128 %max937, 0
  %high_ok942 = icmp slt i128 %max939, %extent940
  %ok943 = and i1 %ok899, %low_ok941
  %ok944 = and i1 %ok943, %high_ok942
  %v945 = load i64, ptr %j, align 8
  %add946 = add i64 %v945, 0
  %base947 = sext i64 %add946 to i128
  %next948 = add i64 %min59, 1
  store i64 %next948, ptr %j, align 8
  %v949 = load i64, ptr %j, align 8
  %add950 = add i64 %v949, 0
  store i64 %min59, ptr %j, align 8
  %at_next951 = sext i64 %add950 to i128
  %step952 = sub i128 %at_next951, %base947
  %step953 = trunc i128 %step952 to i64
  %step954 = sext i64 %step953 to i128
  %len955 = sub i64 %min63, %min59
  %span956 = sub i64 %len955, 1
  %span957 = sext i64 %span956 to i128
  %reach958 = mul i128 %step954, %span957
  %c959 = icmp slt i128 %reach958, 0
  %min960 = select i1 %c959, i128 %reach958, i128 0
  %c961 = icmp sgt i128 %reach958, 0
  %max962 = select i1 %c961, i128 %reach958, i128 0
  %least963 = add i128 %base947, %min960
  %most964 = add i128 %base947, %max962
  %fits_low965 = icmp sge i128 %least963, -9223372036854775808
  %fits_high966 = icmp sle i128 %most964, 9223372036854775807
  %fits967 = and i1 %fits_low965, %fits_high966
  %least968 = select i1 %fits967, i128 %least963, i128 -9223372036854775808
  %most969 = select i1 %fits967, i128 %most964, i128 9223372036854775807
  %sub970 = sub i64 %dim26, 1
  %base971 = sext i64 %sub970 to i128
  %fits_low972 = icmp sge i128 %base971, -9223372036854775808
  %fits_high973 = icmp sle i128 %base971, 9223372036854775807
  %fits974 = and i1 %fits_low972, %fits_high973
  %least975 = select i1 %fits974, i128 %base971, i128 -9223372036854775808
  %most976 = select i1 %fits974, i128 %base971, i128 9223372036854775807
  %c977 = icmp slt i128 %least968, %least975
  %min978 = select i1 %c977, i128 %least968, i128 %least975
  %c979 = icmp slt i128 %most969, %most976
  %min980 = select i1 %c979, i128 %most969, i128 %most976
  %c981 = icmp sgt i128 0, %min978
  %max982 = select i1 %c981, i128 0, i128 %min978
  %c983 = icmp sgt i128 0, %min980
  %max984 = select i1 %c983, i128 0, i128 %min980
  %extent985 = sext i64 %dim26 to i128
  %low_ok986 = icmp sge i128 %max982, 0
  %high_ok987 = icmp slt i128 %max984, %extent985
  %ok988 = and i1 %ok944, %low_ok986
  %ok989 = and i1 %ok988, %high_ok987
  %v990 = load i64, ptr %j, align 8
  %add991 = add i64 %v990, 1
  %base992 = sext i64 %add991 to i128
  %next993 = add i64 %min59, 1
  store i64 %next993, ptr %j, align 8
  %v994 = load i64, ptr %j, align 8
  %add995 = add i64 %v994, 1
  store i64 %min59, ptr %j, align 8
  %at_next996 = sext i64 %add995 to i128
  %step997 = sub i128 %at_next996, %base992
  %step998 = trunc i128 %step997 to i64
  %step999 = sext i64 %step998 to i128
  %len1000 = sub i64 %min63, %min59
  %span1001 = sub i64 %len1000, 1
  %span1002 = sext i64 %span1001 to i128
  %reach1003 = mul i128 %step999, %span1002
  %c1004 = icmp slt i128 %reach1003, 0
  %min1005 = select i1 %c1004, i128 %reach1003, i128 0
  %c1006 = icmp sgt i128 %reach1003, 0
  %max1007 = select i1 %c1006, i128 %reach1003, i128 0
  %least1008 = add i128 %base992, %min1005
  %most1009 = add i128 %base992, %max1007
  %fits_low1010 = icmp sge i128 %least1008, -9223372036854775808
  %fits_high1011 = icmp sle i128 %most1009, 9223372036854775807
  %fits1012 = and i1 %fits_low1010, %fits_high1011
  %least1013 = select i1 %fits1012, i128 %least1008, i128 -9223372036854775808
  %most1014 = select i1 %fits1012, i128 %most1009, i128 9223372036854775807
  %sub1015 = sub i64 %dim26, 1
  %base1016 = sext i64 %sub1015 to i128
  %fits_low1017 = icmp sge i128 %base1016, -9223372036854775808
  %fits_high1018 = icmp sle i128 %base1016, 9223372036854775807
  %fits1019 = and i1 %fits_low1017, %fits_high1018
  %least1020 = select i1 %fits1019, i128 %base1016, i128 -9223372036854775808
  %most1021 = select i1 %fits1019, i128 %base1016, i128 9223372036854775807
  %c1022 = icmp slt i128 %least1013, %least1020
  %min1023 = select i1 %c1022, i128 %least1013, i128 %least1020
  %c1024 = icmp slt i128 %most1014, %most1021
  %min1025 = select i1 %c1024, i128 %most1014, i128 %most1021
  %c1026 = icmp sgt i128 0, %min1023
  %max1027 = select i1 %c1026, i128 0, i128 %min1023
  %c1028 = icmp sgt i128 0, %min1025
  %max1029 = select i1 %c1028, i128 0, i128 %min1025
  %extent1030 = sext i64 %dim26 to i128
  %low_ok1031 = icmp sge i128 %max1027, 0
  %high_ok1032 = icmp slt i128 %max1029, %extent1030
  %ok1033 = and i1 %ok989, %low_ok1031
  %ok1034 = and i1 %ok1033, %high_ok1032
  %v1035 = load i64, ptr %i, align 8
  %add1036 = add i64 %v1035, 0
  %sub1037 = sub i64 %dim, 1
  %c1038 = icmp slt i64 %add1036, %sub1037
  %mm1039 = select i1 %c1038, i64 %add1036, i64 %sub1037
  %c1040 = icmp sgt i64 0, %mm1039
  %mm1041 = select i1 %c1040, i64 0, i64 %mm1039
  %base1042 = sext i64 %mm1041 to i128
  %fits_low1043 = icmp sge i128 %base1042, -9223372036854775808
  %fits_high1044 = icmp sle i128 %base1042, 9223372036854775807
  %fits1045 = and i1 %fits_low1043, %fits_high1044
  %least1046 = select i1 %fits1045, i128 %base1042, i128 -9223372036854775808
  %most1047 = select i1 %fits1045, i128 %base1042, i128 9223372036854775807
  %extent1048 = sext i64 %dim to i128
  %low_ok1049 = icmp sge i128 %least1046, 0
  %high_ok1050 = icmp slt i128 %most1047, %extent1048
  %ok1051 = and i1 %ok1034, %low_ok1049
  %ok1052 = and i1 %ok1051, %high_ok1050
  %v1053 = load i64, ptr %i, align 8
  %add1054 = add i64 %v1053, 1
  %sub1055 = sub i64 %dim, 1
  %c1056 = icmp slt i64 %add1054, %sub1055
  %mm1057 = select i1 %c1056, i64 %add1054, i64 %sub1055
  %c1058 = icmp sgt i64 0, %mm1057
  %mm1059 = select i1 %c1058, i64 0, i64 %mm1057
  %base1060 = sext i64 %mm1059 to i128
  %fits_low1061 = icmp sge i128 %base1060, -9223372036854775808
  %fits_high1062 = icmp sle i128 %base1060, 9223372036854775807
  %fits1063 = and i1 %fits_low1061, %fits_high1062
  %least1064 = select i1 %fits1063, i128 %base1060, i128 -9223372036854775808
  %most1065 = select i1 %fits1063, i128 %base1060, i128 9223372036854775807
  %extent1066 = sext i64 %dim to i128
  %low_ok1067 = icmp sge i128 %least1064, 0
  %high_ok1068 = icmp slt i128 %most1065, %extent1066
  %ok1069 = and i1 %ok1052, %low_ok1067
  %ok1070 = and i1 %ok1069, %high_ok1068
  br i1 %ok1070, label %proved1071, label %checked1072

loop233:                                          ; preds = %body234, %proved
  %i236 = load i64, ptr %j, align 8
  %more237 = icmp slt i64 %i236, %min59
  br i1 %more237, label %body234, label %exit235

body234:                                          ; preds = %loop233
  %v238 = load i64, ptr %i, align 8
  %add239 = add i64 %v238, -1
  %sub240 = sub i64 %dim, 1
  %c241 = icmp slt i64 %add239, %sub240
  %mm242 = select i1 %c241, i64 %add239, i64 %sub240
  %c243 = icmp sgt i64 0, %mm242
  %mm244 = select i1 %c243, i64 0, i64 %mm242
  %v245 = load i64, ptr %j, align 8
  %add246 = add i64 %v245, -1
  %sub247 = sub i64 %dim26, 1
  %c248 = icmp slt i64 %add246, %sub247
  %mm249 = select i1 %c248, i64 %add246, i64 %sub247
  %c250 = icmp sgt i64 0, %mm249
  %mm251 = select i1 %c250, i64 0, i64 %mm249
  %pos = mul i64 0, %dim
  %pos252 = add i64 %pos, %mm244
  %pos253 = mul i64 %pos252, %dim26
  %pos254 = add i64 %pos253, %mm251
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos254
  %el = load float, ptr %elp, align 4, !alias.scope !14, !noalias !15
  store float %el, ptr %coef_68, align 4
  %v255 = load i64, ptr %i, align 8
  %add256 = add i64 %v255, -1
  %sub257 = sub i64 %dim, 1
  %c258 = icmp slt i64 %add256, %sub257
  %mm259 = select i1 %c258, i64 %add256, i64 %sub257
  %c260 = icmp sgt i64 0, %mm259
  %mm261 = select i1 %c260, i64 0, i64 %mm259
  %v262 = load i64, ptr %j, align 8
  %add263 = add i64 %v262, 0
  %sub264 = sub i64 %dim26, 1
  %c265 = icmp slt i64 %add263, %sub264
  %mm266 = select i1 %c265, i64 %add263, i64 %sub264
  %c267 = icmp sgt i64 0, %mm266
  %mm268 = select i1 %c267, i64 0, i64 %mm266
  %pos269 = mul i64 0, %dim
  %pos270 = add i64 %pos269, %mm261
  %pos271 = mul i64 %pos270, %dim26
  %pos272 = add i64 %pos271, %mm268
  %elp273 = getelementptr inbounds float, ptr %buf, i64 %pos272
  %el274 = load float, ptr %elp273, align 4, !alias.scope !14, !noalias !15
  store float %el274, ptr %coef_69, align 4
  %v275 = load i64, ptr %i, align 8
  %add276 = add i64 %v275, -1
  %sub277 = sub i64 %dim, 1
  %c278 = icmp slt i64 %add276, %sub277
  %mm279 = select i1 %c278, i64 %add276, i64 %sub277
  %c280 = icmp sgt i64 0, %mm279
  %mm281 = select i1 %c280, i64 0, i64 %mm279
  %v282 = load i64, ptr %j, align 8
  %add283 = add i64 %v282, 1
  %sub284 = sub i64 %dim26, 1
  %c285 = icmp slt i64 %add283, %sub284
  %mm286 = select i1 %c285, i64 %add283, i64 %sub284
  %c287 = icmp sgt i64 0, %mm286
  %mm288 = select i1 %c287, i64 0, i64 %mm286
  %pos289 = mul i64 0, %dim
  %pos290 = add i64 %pos289, %mm281
  %pos291 = mul i64 %pos290, %dim26
  %pos292 = add i64 %pos291, %mm288
  %elp293 = getelementptr inbounds float, ptr %buf, i64 %pos292
  %el294 = load float, ptr %elp293, align 4, !alias.scope !14, !noalias !15
  store float %el294, ptr %coef_70, align 4
  %v295 = load i64, ptr %i, align 8
  %add296 = add i64 %v295, 0
  %sub297 = sub i64 %dim, 1
  %c298 = icmp slt i64 %add296, %sub297
  %mm299 = select i1 %c298, i64 %add296, i64 %sub297
  %c300 = icmp sgt i64 0, %mm299
  %mm301 = select i1 %c300, i64 0, i64 %mm299
  %v302 = load i64, ptr %j, align 8
  %add303 = add i64 %v302, -1
  %sub304 = sub i64 %dim26, 1
  %c305 = icmp slt i64 %add303, %sub304
  %mm306 = select i1 %c305, i64 %add303, i64 %sub304
  %c307 = icmp sgt i64 0, %mm306
  %mm308 = select i1 %c307, i64 0, i64 %mm306
  %pos309 = mul i64 0, %dim
  %pos310 = add i64 %pos309, %mm301
  %pos311 = mul i64 %pos310, %dim26
  %pos312 = add i64 %pos311, %mm308
  %elp313 = getelementptr inbounds float, ptr %buf, i64 %pos312
  %el314 = load float, ptr %elp313, align 4, !alias.scope !14, !noalias !15
  store float %el314, ptr %coef_71, align 4
  %v315 = load i64, ptr %i, align 8
  %add316 = add i64 %v315, 0
  %sub317 = sub i64 %dim, 1
  %c318 = icmp slt i64 %add316, %sub317
  %mm319 = select i1 %c318, i64 %add316, i64 %sub317
  %c320 = icmp sgt i64 0, %mm319
  %mm321 = select i1 %c320, i64 0, i64 %mm319
  %v322 = load i64, ptr %j, align 8
  %add323 = add i64 %v322, 0
  %sub324 = sub i64 %dim26, 1
  %c325 = icmp slt i64 %add323, %sub324
  %mm326 = select i1 %c325, i64 %add323, i64 %sub324
  %c327 = icmp sgt i64 0, %mm326
  %mm328 = select i1 %c327, i64 0, i64 %mm326
  %pos329 = mul i64 0, %dim
  %pos330 = add i64 %pos329, %mm321
  %pos331 = mul i64 %pos330, %dim26
  %pos332 = add i64 %pos331, %mm328
  %elp333 = getelementptr inbounds float, ptr %buf, i64 %pos332
  %el334 = load float, ptr %elp333, align 4, !alias.scope !14, !noalias !15
  store float %el334, ptr %coef_72, align 4
  %v335 = load i64, ptr %i, align 8
  %add336 = add i64 %v335, 0
  %sub337 = sub i64 %dim, 1
  %c338 = icmp slt i64 %add336, %sub337
  %mm339 = select i1 %c338, i64 %add336, i64 %sub337
  %c340 = icmp sgt i64 0, %mm339
  %mm341 = select i1 %c340, i64 0, i64 %mm339
  %v342 = load i64, ptr %j, align 8
  %add343 = add i64 %v342, 1
  %sub344 = sub i64 %dim26, 1
  %c345 = icmp slt i64 %add343, %sub344
  %mm346 = select i1 %c345, i64 %add343, i64 %sub344
  %c347 = icmp sgt i64 0, %mm346
  %mm348 = select i1 %c347, i64 0, i64 %mm346
  %pos349 = mul i64 0, %dim
  %pos350 = add i64 %pos349, %mm341
  %pos351 = mul i64 %pos350, %dim26
  %pos352 = add i64 %pos351, %mm348
  %elp353 = getelementptr inbounds float, ptr %buf, i64 %pos352
  %el354 = load float, ptr %elp353, align 4, !alias.scope !14, !noalias !15
  store float %el354, ptr %coef_73, align 4
  %v355 = load i64, ptr %i, align 8
  %add356 = add i64 %v355, 1
  %sub357 = sub i64 %dim, 1
  %c358 = icmp slt i64 %add356, %sub357
  %mm359 = select i1 %c358, i64 %add356, i64 %sub357
  %c360 = icmp sgt i64 0, %mm359
  %mm361 = select i1 %c360, i64 0, i64 %mm359
  %v362 = load i64, ptr %j, align 8
  %add363 = add i64 %v362, -1
  %sub364 = sub i64 %dim26, 1
  %c365 = icmp slt i64 %add363, %sub364
  %mm366 = select i1 %c365, i64 %add363, i64 %sub364
  %c367 = icmp sgt i64 0, %mm366
  %mm368 = select i1 %c367, i64 0, i64 %mm366
  %pos369 = mul i64 0, %dim
  %pos370 = add i64 %pos369, %mm361
  %pos371 = mul i64 %pos370, %dim26
  %pos372 = add i64 %pos371, %mm368
  %elp373 = getelementptr inbounds float, ptr %buf, i64 %pos372
  %el374 = load float, ptr %elp373, align 4, !alias.scope !14, !noalias !15
  store float %el374, ptr %coef_74, align 4
  %v375 = load i64, ptr %i, align 8
  %add376 = add i64 %v375, 1
  %sub377 = sub i64 %dim, 1
  %c378 = icmp slt i64 %add376, %sub377
  %mm379 = select i1 %c378, i64 %add376, i64 %sub377
  %c380 = icmp sgt i64 0, %mm379
  %mm381 = select i1 %c380, i64 0, i64 %mm379
  %v382 = load i64, ptr %j, align 8
  %add383 = add i64 %v382, 0
  %sub384 = sub i64 %dim26, 1
  %c385 = icmp slt i64 %add383, %sub384
  %mm386 = select i1 %c385, i64 %add383, i64 %sub384
  %c387 = icmp sgt i64 0, %mm386
  %mm388 = select i1 %c387, i64 0, i64 %mm386
  %pos389 = mul i64 0, %dim
  %pos390 = add i64 %pos389, %mm381
  %pos391 = mul i64 %pos390, %dim26
  %pos392 = add i64 %pos391, %mm388
  %elp393 = getelementptr inbounds float, ptr %buf, i64 %pos392
  %el394 = load float, ptr %elp393, align 4, !alias.scope !14, !noalias !15
  store float %el394, ptr %coef_75, align 4
  %v395 = load i64, ptr %i, align 8
  %add396 = add i64 %v395, 1
  %sub397 = sub i64 %dim, 1
  %c398 = icmp slt i64 %add396, %sub397
  %mm399 = select i1 %c398, i64 %add396, i64 %sub397
  %c400 = icmp sgt i64 0, %mm399
  %mm401 = select i1 %c400, i64 0, i64 %mm399
  %v402 = load i64, ptr %j, align 8
  %add403 = add i64 %v402, 1
  %sub404 = sub i64 %dim26, 1
  %c405 = icmp slt i64 %add403, %sub404
  %mm406 = select i1 %c405, i64 %add403, i64 %sub404
  %c407 = icmp sgt i64 0, %mm406
  %mm408 = select i1 %c407, i64 0, i64 %mm406
  %pos409 = mul i64 0, %dim
  %pos410 = add i64 %pos409, %mm401
  %pos411 = mul i64 %pos410, %dim26
  %pos412 = add i64 %pos411, %mm408
  %elp413 = getelementptr inbounds float, ptr %buf, i64 %pos412
  %el414 = load float, ptr %elp413, align 4, !alias.scope !14, !noalias !15
  store float %el414, ptr %coef_76, align 4
  %v415 = load i64, ptr %i, align 8
  %v416 = load i64, ptr %j, align 8
  %pos417 = mul i64 0, %dim3
  %pos418 = add i64 %pos417, %v415
  %pos419 = mul i64 %pos418, %dim28
  %pos420 = add i64 %pos419, %v416
  %elp423 = getelementptr inbounds float, ptr %buf422, i64 %pos420
  %el424 = load float, ptr %elp423, align 4, !alias.scope !16, !noalias !17
  store float %el424, ptr %j0_80, align 4
  %v425 = load i64, ptr %i, align 8
  %v426 = load i64, ptr %j, align 8
  %pos427 = mul i64 0, %dim8
  %pos428 = add i64 %pos427, %v425
  %pos429 = mul i64 %pos428, %dim37
  %pos430 = add i64 %pos429, %v426
  %elp433 = getelementptr inbounds float, ptr %buf432, i64 %pos430
  %el434 = load float, ptr %elp433, align 4, !alias.scope !18, !noalias !19
  %fldp = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  store float %el434, ptr %fldp, align 4
  %elp437 = getelementptr inbounds float, ptr %buf436, i64 %pos430
  %el438 = load float, ptr %elp437, align 4, !alias.scope !20, !noalias !21
  %fldp439 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  store float %el438, ptr %fldp439, align 4
  %elp442 = getelementptr inbounds float, ptr %buf441, i64 %pos430
  %el443 = load float, ptr %elp442, align 4, !alias.scope !22, !noalias !23
  %fldp444 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  store float %el443, ptr %fldp444, align 4
  %elp447 = getelementptr inbounds float, ptr %buf446, i64 %pos430
  %el448 = load float, ptr %elp447, align 4, !alias.scope !24, !noalias !25
  %fldp449 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  store float %el448, ptr %fldp449, align 4
  %fldp450 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fldp451 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fld = load float, ptr %fldp451, align 4
  store float %fld, ptr %tup_83.0, align 4
  %fldp452 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fldp453 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fld454 = load float, ptr %fldp453, align 4
  store float %fld454, ptr %tup_83.1, align 4
  %fldp455 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fldp456 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fld457 = load float, ptr %fldp456, align 4
  store float %fld457, ptr %tup_83.2, align 4
  %fldp458 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fldp459 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fld460 = load float, ptr %fldp459, align 4
  store float %fld460, ptr %tup_83.3, align 4
  %v461 = load float, ptr %j0_80, align 4
  %v462 = load float, ptr %coef_72, align 4
  %v463 = load float, ptr %tup_83.0, align 4
  %fm = fmul float %v462, %v463
  %v464 = load float, ptr %coef_75, align 4
  %v465 = load float, ptr %tup_83.1, align 4
  %fm466 = fmul float %v464, %v465
  %fa = fadd float %fm, %fm466
  %v467 = load float, ptr %coef_72, align 4
  %v468 = load float, ptr %tup_83.2, align 4
  %fm469 = fmul float %v467, %v468
  %fa470 = fadd float %fa, %fm469
  %v471 = load float, ptr %coef_73, align 4
  %v472 = load float, ptr %tup_83.3, align 4
  %fm473 = fmul float %v471, %v472
  %fa474 = fadd float %fa470, %fm473
  %fm475 = fmul float 1.250000e-01, %fa474
  %fa476 = fadd float %v461, %fm475
  store float %fa476, ptr %next_77, align 4
  %v477 = load i64, ptr %i, align 8
  %v478 = load i64, ptr %j, align 8
  %pos479 = mul i64 0, %dim3
  %pos480 = add i64 %pos479, %v477
  %pos481 = mul i64 %pos480, %dim28
  %pos482 = add i64 %pos481, %v478
  %v483 = load float, ptr %next_77, align 4
  %elp486 = getelementptr inbounds float, ptr %buf485, i64 %pos482
  store float %v483, ptr %elp486, align 4, !alias.scope !26, !noalias !27
  %v487 = load float, ptr %next_77, align 4
  %v488 = load float, ptr %next_77, align 4
  %fm489 = fmul float %v487, %v488
  store float %fm489, ptr %sq2_92.1, align 4
  %v490 = load float, ptr %acc_rows2_96.0, align 4
  %v491 = load float, ptr %next_77, align 4
  %fa492 = fadd reassoc float %v490, %v491
  store float %fa492, ptr %acc_rows2_96.0, align 4
  %v493 = load float, ptr %acc_rows2_96.1, align 4
  %v494 = load float, ptr %sq2_92.1, align 4
  %fa495 = fadd reassoc float %v493, %v494
  store float %fa495, ptr %acc_rows2_96.1, align 4
  %i496 = load i64, ptr %j, align 8
  %next = add i64 %i496, 1
  store i64 %next, ptr %j, align 8
  br label %loop233

exit235:                                          ; preds = %loop233
  br label %versions_done

loop497:                                          ; preds = %ok798, %checked
  %i500 = load i64, ptr %j, align 8
  %more501 = icmp slt i64 %i500, %min59
  br i1 %more501, label %body498, label %exit499

body498:                                          ; preds = %loop497
  %v502 = load i64, ptr %i, align 8
  %add503 = add i64 %v502, -1
  %sub504 = sub i64 %dim, 1
  %c505 = icmp slt i64 %add503, %sub504
  %mm506 = select i1 %c505, i64 %add503, i64 %sub504
  %c507 = icmp sgt i64 0, %mm506
  %mm508 = select i1 %c507, i64 0, i64 %mm506
  %v509 = load i64, ptr %j, align 8
  %add510 = add i64 %v509, -1
  %sub511 = sub i64 %dim26, 1
  %c512 = icmp slt i64 %add510, %sub511
  %mm513 = select i1 %c512, i64 %add510, i64 %sub511
  %c514 = icmp sgt i64 0, %mm513
  %mm515 = select i1 %c514, i64 0, i64 %mm513
  %inb = icmp ult i64 %mm508, %dim
  br i1 %inb, label %ok517, label %fail516

exit499:                                          ; preds = %loop497
  br label %versions_done

fail516:                                          ; preds = %body498
  %errp518 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp518, align 8
  %errp519 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp519, align 8
  %errp520 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm508, ptr %errp520, align 8
  %errp521 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp521, align 8
  ret i32 1

ok517:                                            ; preds = %body498
  %pos522 = mul i64 0, %dim
  %pos523 = add i64 %pos522, %mm508
  %inb524 = icmp ult i64 %mm515, %dim26
  br i1 %inb524, label %ok526, label %fail525

fail525:                                          ; preds = %ok517
  %errp527 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp527, align 8
  %errp528 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp528, align 8
  %errp529 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm515, ptr %errp529, align 8
  %errp530 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp530, align 8
  ret i32 1

ok526:                                            ; preds = %ok517
  %pos531 = mul i64 %pos523, %dim26
  %pos532 = add i64 %pos531, %mm515
  %elp533 = getelementptr inbounds float, ptr %buf, i64 %pos532
  %el534 = load float, ptr %elp533, align 4, !alias.scope !14, !noalias !15
  store float %el534, ptr %coef_68, align 4
  %v535 = load i64, ptr %i, align 8
  %add536 = add i64 %v535, -1
  %sub537 = sub i64 %dim, 1
  %c538 = icmp slt i64 %add536, %sub537
  %mm539 = select i1 %c538, i64 %add536, i64 %sub537
  %c540 = icmp sgt i64 0, %mm539
  %mm541 = select i1 %c540, i64 0, i64 %mm539
  %v542 = load i64, ptr %j, align 8
  %add543 = add i64 %v542, 0
  %sub544 = sub i64 %dim26, 1
  %c545 = icmp slt i64 %add543, %sub544
  %mm546 = select i1 %c545, i64 %add543, i64 %sub544
  %c547 = icmp sgt i64 0, %mm546
  %mm548 = select i1 %c547, i64 0, i64 %mm546
  %inb549 = icmp ult i64 %mm541, %dim
  br i1 %inb549, label %ok551, label %fail550

fail550:                                          ; preds = %ok526
  %errp552 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp552, align 8
  %errp553 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp553, align 8
  %errp554 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm541, ptr %errp554, align 8
  %errp555 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp555, align 8
  ret i32 1

ok551:                                            ; preds = %ok526
  %pos556 = mul i64 0, %dim
  %pos557 = add i64 %pos556, %mm541
  %inb558 = icmp ult i64 %mm548, %dim26
  br i1 %inb558, label %ok560, label %fail559

fail559:                                          ; preds = %ok551
  %errp561 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp561, align 8
  %errp562 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp562, align 8
  %errp563 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm548, ptr %errp563, align 8
  %errp564 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp564, align 8
  ret i32 1

ok560:                                            ; preds = %ok551
  %pos565 = mul i64 %pos557, %dim26
  %pos566 = add i64 %pos565, %mm548
  %elp567 = getelementptr inbounds float, ptr %buf, i64 %pos566
  %el568 = load float, ptr %elp567, align 4, !alias.scope !14, !noalias !15
  store float %el568, ptr %coef_69, align 4
  %v569 = load i64, ptr %i, align 8
  %add570 = add i64 %v569, -1
  %sub571 = sub i64 %dim, 1
  %c572 = icmp slt i64 %add570, %sub571
  %mm573 = select i1 %c572, i64 %add570, i64 %sub571
  %c574 = icmp sgt i64 0, %mm573
  %mm575 = select i1 %c574, i64 0, i64 %mm573
  %v576 = load i64, ptr %j, align 8
  %add577 = add i64 %v576, 1
  %sub578 = sub i64 %dim26, 1
  %c579 = icmp slt i64 %add577, %sub578
  %mm580 = select i1 %c579, i64 %add577, i64 %sub578
  %c581 = icmp sgt i64 0, %mm580
  %mm582 = select i1 %c581, i64 0, i64 %mm580
  %inb583 = icmp ult i64 %mm575, %dim
  br i1 %inb583, label %ok585, label %fail584

fail584:                                          ; preds = %ok560
  %errp586 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp586, align 8
  %errp587 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp587, align 8
  %errp588 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm575, ptr %errp588, align 8
  %errp589 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp589, align 8
  ret i32 1

ok585:                                            ; preds = %ok560
  %pos590 = mul i64 0, %dim
  %pos591 = add i64 %pos590, %mm575
  %inb592 = icmp ult i64 %mm582, %dim26
  br i1 %inb592, label %ok594, label %fail593

fail593:                                          ; preds = %ok585
  %errp595 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp595, align 8
  %errp596 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp596, align 8
  %errp597 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm582, ptr %errp597, align 8
  %errp598 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp598, align 8
  ret i32 1

ok594:                                            ; preds = %ok585
  %pos599 = mul i64 %pos591, %dim26
  %pos600 = add i64 %pos599, %mm582
  %elp601 = getelementptr inbounds float, ptr %buf, i64 %pos600
  %el602 = load float, ptr %elp601, align 4, !alias.scope !14, !noalias !15
  store float %el602, ptr %coef_70, align 4
  %v603 = load i64, ptr %i, align 8
  %add604 = add i64 %v603, 0
  %sub605 = sub i64 %dim, 1
  %c606 = icmp slt i64 %add604, %sub605
  %mm607 = select i1 %c606, i64 %add604, i64 %sub605
  %c608 = icmp sgt i64 0, %mm607
  %mm609 = select i1 %c608, i64 0, i64 %mm607
  %v610 = load i64, ptr %j, align 8
  %add611 = add i64 %v610, -1
  %sub612 = sub i64 %dim26, 1
  %c613 = icmp slt i64 %add611, %sub612
  %mm614 = select i1 %c613, i64 %add611, i64 %sub612
  %c615 = icmp sgt i64 0, %mm614
  %mm616 = select i1 %c615, i64 0, i64 %mm614
  %inb617 = icmp ult i64 %mm609, %dim
  br i1 %inb617, label %ok619, label %fail618

fail618:                                          ; preds = %ok594
  %errp620 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp620, align 8
  %errp621 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp621, align 8
  %errp622 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm609, ptr %errp622, align 8
  %errp623 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp623, align 8
  ret i32 1

ok619:                                            ; preds = %ok594
  %pos624 = mul i64 0, %dim
  %pos625 = add i64 %pos624, %mm609
  %inb626 = icmp ult i64 %mm616, %dim26
  br i1 %inb626, label %ok628, label %fail627

fail627:                                          ; preds = %ok619
  %errp629 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp629, align 8
  %errp630 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp630, align 8
  %errp631 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm616, ptr %errp631, align 8
  %errp632 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp632, align 8
  ret i32 1

ok628:                                            ; preds = %ok619
  %pos633 = mul i64 %pos625, %dim26
  %pos634 = add i64 %pos633, %mm616
  %elp635 = getelementptr inbounds float, ptr %buf, i64 %pos634
  %el636 = load float, ptr %elp635, align 4, !alias.scope !14, !noalias !15
  store float %el636, ptr %coef_71, align 4
  %v637 = load i64, ptr %i, align 8
  %add638 = add i64 %v637, 0
  %sub639 = sub i64 %dim, 1
  %c640 = icmp slt i64 %add638, %sub639
  %mm641 = select i1 %c640, i64 %add638, i64 %sub639
  %c642 = icmp sgt i64 0, %mm641
  %mm643 = select i1 %c642, i64 0, i64 %mm641
  %v644 = load i64, ptr %j, align 8
  %add645 = add i64 %v644, 0
  %sub646 = sub i64 %dim26, 1
  %c647 = icmp slt i64 %add645, %sub646
  %mm648 = select i1 %c647, i64 %add645, i64 %sub646
  %c649 = icmp sgt i64 0, %mm648
  %mm650 = select i1 %c649, i64 0, i64 %mm648
  %inb651 = icmp ult i64 %mm643, %dim
  br i1 %inb651, label %ok653, label %fail652

fail652:                                          ; preds = %ok628
  %errp654 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp654, align 8
  %errp655 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp655, align 8
  %errp656 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm643, ptr %errp656, align 8
  %errp657 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp657, align 8
  ret i32 1

ok653:                                            ; preds = %ok628
  %pos658 = mul i64 0, %dim
  %pos659 = add i64 %pos658, %mm643
  %inb660 = icmp ult i64 %mm650, %dim26
  br i1 %inb660, label %ok662, label %fail661

fail661:                                          ; preds = %ok653
  %errp663 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp663, align 8
  %errp664 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp664, align 8
  %errp665 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm650, ptr %errp665, align 8
  %errp666 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp666, align 8
  ret i32 1

ok662:                                            ; preds = %ok653
  %pos667 = mul i64 %pos659, %dim26
  %pos668 = add i64 %pos667, %mm650
  %elp669 = getelementptr inbounds float, ptr %buf, i64 %pos668
  %el670 = load float, ptr %elp669, align 4, !alias.scope !14, !noalias !15
  store float %el670, ptr %coef_72, align 4
  %v671 = load i64, ptr %i, align 8
  %add672 = add i64 %v671, 0
  %sub673 = sub i64 %dim, 1
  %c674 = icmp slt i64 %add672, %sub673
  %mm675 = select i1 %c674, i64 %add672, i64 %sub673
  %c676 = icmp sgt i64 0, %mm675
  %mm677 = select i1 %c676, i64 0, i64 %mm675
  %v678 = load i64, ptr %j, align 8
  %add679 = add i64 %v678, 1
  %sub680 = sub i64 %dim26, 1
  %c681 = icmp slt i64 %add679, %sub680
  %mm682 = select i1 %c681, i64 %add679, i64 %sub680
  %c683 = icmp sgt i64 0, %mm682
  %mm684 = select i1 %c683, i64 0, i64 %mm682
  %inb685 = icmp ult i64 %mm677, %dim
  br i1 %inb685, label %ok687, label %fail686

fail686:                                          ; preds = %ok662
  %errp688 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp688, align 8
  %errp689 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp689, align 8
  %errp690 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm677, ptr %errp690, align 8
  %errp691 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp691, align 8
  ret i32 1

ok687:                                            ; preds = %ok662
  %pos692 = mul i64 0, %dim
  %pos693 = add i64 %pos692, %mm677
  %inb694 = icmp ult i64 %mm684, %dim26
  br i1 %inb694, label %ok696, label %fail695

fail695:                                          ; preds = %ok687
  %errp697 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp697, align 8
  %errp698 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp698, align 8
  %errp699 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm684, ptr %errp699, align 8
  %errp700 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp700, align 8
  ret i32 1

ok696:                                            ; preds = %ok687
  %pos701 = mul i64 %pos693, %dim26
  %pos702 = add i64 %pos701, %mm684
  %elp703 = getelementptr inbounds float, ptr %buf, i64 %pos702
  %el704 = load float, ptr %elp703, align 4, !alias.scope !14, !noalias !15
  store float %el704, ptr %coef_73, align 4
  %v705 = load i64, ptr %i, align 8
  %add706 = add i64 %v705, 1
  %sub707 = sub i64 %dim, 1
  %c708 = icmp slt i64 %add706, %sub707
  %mm709 = select i1 %c708, i64 %add706, i64 %sub707
  %c710 = icmp sgt i64 0, %mm709
  %mm711 = select i1 %c710, i64 0, i64 %mm709
  %v712 = load i64, ptr %j, align 8
  %add713 = add i64 %v712, -1
  %sub714 = sub i64 %dim26, 1
  %c715 = icmp slt i64 %add713, %sub714
  %mm716 = select i1 %c715, i64 %add713, i64 %sub714
  %c717 = icmp sgt i64 0, %mm716
  %mm718 = select i1 %c717, i64 0, i64 %mm716
  %inb719 = icmp ult i64 %mm711, %dim
  br i1 %inb719, label %ok721, label %fail720

fail720:                                          ; preds = %ok696
  %errp722 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp722, align 8
  %errp723 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp723, align 8
  %errp724 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm711, ptr %errp724, align 8
  %errp725 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp725, align 8
  ret i32 1

ok721:                                            ; preds = %ok696
  %pos726 = mul i64 0, %dim
  %pos727 = add i64 %pos726, %mm711
  %inb728 = icmp ult i64 %mm718, %dim26
  br i1 %inb728, label %ok730, label %fail729

fail729:                                          ; preds = %ok721
  %errp731 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp731, align 8
  %errp732 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp732, align 8
  %errp733 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm718, ptr %errp733, align 8
  %errp734 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp734, align 8
  ret i32 1

ok730:                                            ; preds = %ok721
  %pos735 = mul i64 %pos727, %dim26
  %pos736 = add i64 %pos735, %mm718
  %elp737 = getelementptr inbounds float, ptr %buf, i64 %pos736
  %el738 = load float, ptr %elp737, align 4, !alias.scope !14, !noalias !15
  store float %el738, ptr %coef_74, align 4
  %v739 = load i64, ptr %i, align 8
  %add740 = add i64 %v739, 1
  %sub741 = sub i64 %dim, 1
  %c742 = icmp slt i64 %add740, %sub741
  %mm743 = select i1 %c742, i64 %add740, i64 %sub741
  %c744 = icmp sgt i64 0, %mm743
  %mm745 = select i1 %c744, i64 0, i64 %mm743
  %v746 = load i64, ptr %j, align 8
  %add747 = add i64 %v746, 0
  %sub748 = sub i64 %dim26, 1
  %c749 = icmp slt i64 %add747, %sub748
  %mm750 = select i1 %c749, i64 %add747, i64 %sub748
  %c751 = icmp sgt i64 0, %mm750
  %mm752 = select i1 %c751, i64 0, i64 %mm750
  %inb753 = icmp ult i64 %mm745, %dim
  br i1 %inb753, label %ok755, label %fail754

fail754:                                          ; preds = %ok730
  %errp756 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp756, align 8
  %errp757 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp757, align 8
  %errp758 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm745, ptr %errp758, align 8
  %errp759 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp759, align 8
  ret i32 1

ok755:                                            ; preds = %ok730
  %pos760 = mul i64 0, %dim
  %pos761 = add i64 %pos760, %mm745
  %inb762 = icmp ult i64 %mm752, %dim26
  br i1 %inb762, label %ok764, label %fail763

fail763:                                          ; preds = %ok755
  %errp765 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp765, align 8
  %errp766 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp766, align 8
  %errp767 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm752, ptr %errp767, align 8
  %errp768 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp768, align 8
  ret i32 1

ok764:                                            ; preds = %ok755
  %pos769 = mul i64 %pos761, %dim26
  %pos770 = add i64 %pos769, %mm752
  %elp771 = getelementptr inbounds float, ptr %buf, i64 %pos770
  %el772 = load float, ptr %elp771, align 4, !alias.scope !14, !noalias !15
  store float %el772, ptr %coef_75, align 4
  %v773 = load i64, ptr %i, align 8
  %add774 = add i64 %v773, 1
  %sub775 = sub i64 %dim, 1
  %c776 = icmp slt i64 %add774, %sub775
  %mm777 = select i1 %c776, i64 %add774, i64 %sub775
  %c778 = icmp sgt i64 0, %mm777
  %mm779 = select i1 %c778, i64 0, i64 %mm777
  %v780 = load i64, ptr %j, align 8
  %add781 = add i64 %v780, 1
  %sub782 = sub i64 %dim26, 1
  %c783 = icmp slt i64 %add781, %sub782
  %mm784 = select i1 %c783, i64 %add781, i64 %sub782
  %c785 = icmp sgt i64 0, %mm784
  %mm786 = select i1 %c785, i64 0, i64 %mm784
  %inb787 = icmp ult i64 %mm779, %dim
  br i1 %inb787, label %ok789, label %fail788

fail788:                                          ; preds = %ok764
  %errp790 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp790, align 8
  %errp791 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp791, align 8
  %errp792 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm779, ptr %errp792, align 8
  %errp793 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp793, align 8
  ret i32 1

ok789:                                            ; preds = %ok764
  %pos794 = mul i64 0, %dim
  %pos795 = add i64 %pos794, %mm779
  %inb796 = icmp ult i64 %mm786, %dim26
  br i1 %inb796, label %ok798, label %fail797

fail797:                                          ; preds = %ok789
  %errp799 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp799, align 8
  %errp800 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp800, align 8
  %errp801 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm786, ptr %errp801, align 8
  %errp802 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp802, align 8
  ret i32 1

ok798:                                            ; preds = %ok789
  %pos803 = mul i64 %pos795, %dim26
  %pos804 = add i64 %pos803, %mm786
  %elp805 = getelementptr inbounds float, ptr %buf, i64 %pos804
  %el806 = load float, ptr %elp805, align 4, !alias.scope !14, !noalias !15
  store float %el806, ptr %coef_76, align 4
  %v807 = load i64, ptr %i, align 8
  %v808 = load i64, ptr %j, align 8
  %pos809 = mul i64 0, %dim3
  %pos810 = add i64 %pos809, %v807
  %pos811 = mul i64 %pos810, %dim28
  %pos812 = add i64 %pos811, %v808
  %elp813 = getelementptr inbounds float, ptr %buf422, i64 %pos812
  %el814 = load float, ptr %elp813, align 4, !alias.scope !16, !noalias !17
  store float %el814, ptr %j0_80, align 4
  %v815 = load i64, ptr %i, align 8
  %v816 = load i64, ptr %j, align 8
  %pos817 = mul i64 0, %dim8
  %pos818 = add i64 %pos817, %v815
  %pos819 = mul i64 %pos818, %dim37
  %pos820 = add i64 %pos819, %v816
  %elp821 = getelementptr inbounds float, ptr %buf432, i64 %pos820
  %el822 = load float, ptr %elp821, align 4, !alias.scope !18, !noalias !19
  %fldp823 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  store float %el822, ptr %fldp823, align 4
  %elp824 = getelementptr inbounds float, ptr %buf436, i64 %pos820
  %el825 = load float, ptr %elp824, align 4, !alias.scope !20, !noalias !21
  %fldp826 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  store float %el825, ptr %fldp826, align 4
  %elp827 = getelementptr inbounds float, ptr %buf441, i64 %pos820
  %el828 = load float, ptr %elp827, align 4, !alias.scope !22, !noalias !23
  %fldp829 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  store float %el828, ptr %fldp829, align 4
  %elp830 = getelementptr inbounds float, ptr %buf446, i64 %pos820
  %el831 = load float, ptr %elp830, align 4, !alias.scope !24, !noalias !25
  %fldp832 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  store float %el831, ptr %fldp832, align 4
  %fldp833 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fldp834 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fld835 = load float, ptr %fldp834, align 4
  store float %fld835, ptr %tup_83.0, align 4
  %fldp836 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fldp837 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fld838 = load float, ptr %fldp837, align 4
  store float %fld838, ptr %tup_83.1, align 4
  %fldp839 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fldp840 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fld841 = load float, ptr %fldp840, align 4
  store float %fld841, ptr %tup_83.2, align 4
  %fldp842 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fldp843 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fld844 = load float, ptr %fldp843, align 4
  store float %fld844, ptr %tup_83.3, align 4
  %v845 = load float, ptr %j0_80, align 4
  %v846 = load float, ptr %coef_72, align 4
  %v847 = load float, ptr %tup_83.0, align 4
  %fm848 = fmul float %v846, %v847
  %v849 = load float, ptr %coef_75, align 4
  %v850 = load float, ptr %tup_83.1, align 4
  %fm851 = fmul float %v849, %v850
  %fa852 = fadd float %fm848, %fm851
  %v853 = load float, ptr %coef_72, align 4
  %v854 = load float, ptr %tup_83.2, align 4
  %fm855 = fmul float %v853, %v854
  %fa856 = fadd float %fa852, %fm855
  %v857 = load float, ptr %coef_73, align 4
  %v858 = load float, ptr %tup_83.3, align 4
  %fm859 = fmul float %v857, %v858
  %fa860 = fadd float %fa856, %fm859
  %fm861 = fmul float 1.250000e-01, %fa860
  %fa862 = fadd float %v845, %fm861
  store float %fa862, ptr %next_77, align 4
  %v863 = load i64, ptr %i, align 8
  %v864 = load i64, ptr %j, align 8
  %pos865 = mul i64 0, %dim3
  %pos866 = add i64 %pos865, %v863
  %pos867 = mul i64 %pos866, %dim28
  %pos868 = add i64 %pos867, %v864
  %v869 = load float, ptr %next_77, align 4
  %elp870 = getelementptr inbounds float, ptr %buf485, i64 %pos868
  store float %v869, ptr %elp870, align 4, !alias.scope !26, !noalias !27
  %v871 = load float, ptr %next_77, align 4
  %v872 = load float, ptr %next_77, align 4
  %fm873 = fmul float %v871, %v872
  store float %fm873, ptr %sq2_92.1, align 4
  %v874 = load float, ptr %acc_rows2_96.0, align 4
  %v875 = load float, ptr %next_77, align 4
  %fa876 = fadd reassoc float %v874, %v875
  store float %fa876, ptr %acc_rows2_96.0, align 4
  %v877 = load float, ptr %acc_rows2_96.1, align 4
  %v878 = load float, ptr %sq2_92.1, align 4
  %fa879 = fadd reassoc float %v877, %v878
  store float %fa879, ptr %acc_rows2_96.1, align 4
  %i880 = load i64, ptr %j, align 8
  %next881 = add i64 %i880, 1
  store i64 %next881, ptr %j, align 8
  br label %loop497

proved1071:                                       ; preds = %versions_done
  store i64 %min59, ptr %j, align 8
  br label %loop1074

checked1072:                                      ; preds = %versions_done
  store i64 %min59, ptr %j, align 8
  br label %loop1288

versions_done1073:                                ; preds = %exit1290, %exit1076
  store i64 %min63, ptr %j, align 8
  %v1629 = load i64, ptr %i, align 8
  %add1630 = add i64 %v1629, -1
  %sub1631 = sub i64 %dim, 1
  %c1632 = icmp slt i64 %add1630, %sub1631
  %mm1633 = select i1 %c1632, i64 %add1630, i64 %sub1631
  %c1634 = icmp sgt i64 0, %mm1633
  %mm1635 = select i1 %c1634, i64 0, i64 %mm1633
  %base1636 = sext i64 %mm1635 to i128
  %fits_low1637 = icmp sge i128 %base1636, -9223372036854775808
  %fits_high1638 = icmp sle i128 %base1636, 9223372036854775807
  %fits1639 = and i1 %fits_low1637, %fits_high1638
  %least1640 = select i1 %fits1639, i128 %base1636, i128 -9223372036854775808
  %most1641 = select i1 %fits1639, i128 %base1636, i128 9223372036854775807
  %extent1642 = sext i64 %dim to i128
  %low_ok1643 = icmp sge i128 %least1640, 0
  %high_ok1644 = icmp slt i128 %most1641, %extent1642
  %ok1645 = and i1 true, %low_ok1643
  %ok1646 = and i1 %ok1645, %high_ok1644
  %v1647 = load i64, ptr %j, align 8
  %add1648 = add i64 %v1647, -1
  %base1649 = sext i64 %add1648 to i128
  %next1650 = add i64 %min63, 1
  store i64 %next1650, ptr %j, align 8
  %v1651 = load i64, ptr %j, align 8
  %add1652 = add i64 %v1651, -1
  store i64 %min63, ptr %j, align 8
  %at_next1653 = sext i64 %add1652 to i128
  %step1654 = sub i128 %at_next1653, %base1649
  %step1655 = trunc i128 %step1654 to i64
  %step1656 = sext i64 %step1655 to i128
  %len1657 = sub i64 %dim26, %min63
  %span1658 = sub i64 %len1657, 1
  %span1659 = sext i64 %span1658 to i128
  %reach1660 = mul i128 %step1656, %span1659
  %c1661 = icmp slt i128 %reach1660, 0
  %min1662 = select i1 %c1661, i128 %reach1660, i128 0
  %c1663 = icmp sgt i128 %reach1660, 0
  %max1664 = select i1 %c1663, i128 %reach1660, i128 0
  %least1665 = add i128 %base1649, %min1662
  %most1666 = add i128 %base1649, %max1664
  %fits_low1667 = icmp sge i128 %least1665, -9223372036854775808
  %fits_high1668 = icmp sle i128 %most1666, 9223372036854775807
  %fits1669 = and i1 %fits_low1667, %fits_high1668
  %least1670 = select i1 %fits1669, i128 %least1665, i128 -9223372036854775808
  %most1671 = select i1 %fits1669, i128 %most1666, i128 9223372036854775807
  %sub1672 = sub i64 %dim26, 1
  %base1673 = sext i64 %sub1672 to i128
  %fits_low1674 = icmp sge i128 %base1673, -9223372036854775808
  %fits_high1675 = icmp sle i128 %base1673, 9223372036854775807
  %fits1676 = and i1 %fits_low1674, %fits_high1675
  %least1677 = select i1 %fits1676, i128 %base1673, i128 -9223372036854775808
  %most1678 = select i1 %fits1676, i128 %base1673, i128 9223372036854775807
  %c1679 = icmp slt i128 %least1670, %least1677
  %min1680 = select i1 %c1679, i128 %least1670, i128 %least1677
  %c1681 = icmp slt i128 %most1671, %most1678
  %min1682 = select i1 %c1681, i128 %most1671, i128 %most1678
  %c1683 = icmp sgt i128 0, %min1680
  %max1684 = select i1 %c1683, i128 0, i128 %min1680
  %c1685 = icmp sgt i128 0, %min1682
  %max1686 = select i1 %c1685, i128 0, i128 %min1682
  %extent1687 = sext i64 %dim26 to i128
  %low_ok1688 = icmp sge i128 %max1684, 0
  %high_ok1689 = icmp slt i128 %max1686, %extent1687
  %ok1690 = and i1 %ok1646, %low_ok1688
  %ok1691 = and i1 %ok1690, %high_ok1689
  %v1692 = load i64, ptr %j, align 8
  %add1693 = add i64 %v1692, 0
  %base1694 = sext i64 %add1693 to i128
  %next1695 = add i64 %min63, 1
  store i64 %next1695, ptr %j, align 8
  %v1696 = load i64, ptr %j, align 8
  %add1697 = add i64 %v1696, 0
  store i64 %min63, ptr %j, align 8
  %at_next1698 = sext i64 %add1697 to i128
  %step1699 = sub i128 %at_next1698, %base1694
  %step1700 = trunc i128 %step1699 to i64
  %step1701 = sext i64 %step1700 to i128
  %len1702 = sub i64 %dim26, %min63
  %span1703 = sub i64 %len1702, 1
  %span1704 = sext i64 %span1703 to i128
  %reach1705 = mul i128 %step1701, %span1704
  %c1706 = icmp slt i128 %reach1705, 0
  %min1707 = select i1 %c1706, i128 %reach1705, i128 0
  %c1708 = icmp sgt i128 %reach1705, 0
  %max1709 = select i1 %c1708, i128 %reach1705, i128 0
  %least1710 = add i128 %base1694, %min1707
  %most1711 = add i128 %base1694, %max1709
  %fits_low1712 = icmp sge i128 %least1710, -9223372036854775808
  %fits_high1713 = icmp sle i128 %most1711, 9223372036854775807
  %fits1714 = and i1 %fits_low1712, %fits_high1713
  %least1715 = select i1 %fits1714, i128 %least1710, i128 -9223372036854775808
  %most1716 = select i1 %fits1714, i128 %most1711, i128 9223372036854775807
  %sub1717 = sub i64 %dim26, 1
  %base1718 = sext i64 %sub1717 to i128
  %fits_low1719 = icmp sge i128 %base1718, -9223372036854775808
  %fits_high1720 = icmp sle i128 %base1718, 9223372036854775807
  %fits1721 = and i1 %fits_low1719, %fits_high1720
  %least1722 = select i1 %fits1721, i128 %base1718, i128 -9223372036854775808
  %most1723 = select i1 %fits1721, i128 %base1718, i128 9223372036854775807
  %c1724 = icmp slt i128 %least1715, %least1722
  %min1725 = select i1 %c1724, i128 %least1715, i128 %least1722
  %c1726 = icmp slt i128 %most1716, %most1723
  %min1727 = select i1 %c1726, i128 %most1716, i128 %most1723
  %c1728 = icmp sgt i128 0, %min1725
  %max1729 = select i1 %c1728, i128 0, i128 %min1725
  %c1730 = icmp sgt i128 0, %min1727
  %max1731 = select i1 %c1730, i128 0, i128 %min1727
  %extent1732 = sext i64 %dim26 to i128
  %low_ok1733 = icmp sge i128 %max1729, 0
  %high_ok1734 = icmp slt i128 %max1731, %extent1732
  %ok1735 = and i1 %ok1691, %low_ok1733
  %ok1736 = and i1 %ok1735, %high_ok1734
  %v1737 = load i64, ptr %j, align 8
  %add1738 = add i64 %v1737, 1
  %base1739 = sext i64 %add1738 to i128
  %next1740 = add i64 %min63, 1
  store i64 %next1740, ptr %j, align 8
  %v1741 = load i64, ptr %j, align 8
  %add1742 = add i64 %v1741, 1
  store i64 %min63, ptr %j, align 8
  %at_next1743 = sext i64 %add1742 to i128
  %step1744 = sub i128 %at_next1743, %base1739
  %step1745 = trunc i128 %step1744 to i64
  %step1746 = sext i64 %step1745 to i128
  %len1747 = sub i64 %dim26, %min63
  %span1748 = sub i64 %len1747, 1
  %span1749 = sext i64 %span1748 to i128
  %reach1750 = mul i128 %step1746, %span1749
  %c1751 = icmp slt i128 %reach1750, 0
  %min1752 = select i1 %c1751, i128 %reach1750, i128 0
  %c1753 = icmp sgt i128 %reach1750, 0
  %max1754 = select i1 %c1753, i128 %reach1750, i128 0
  %least1755 = add i128 %base1739, %min1752
  %most1756 = add i128 %base1739, %max1754
  %fits_low1757 = icmp sge i128 %least1755, -9223372036854775808
  %fits_high1758 = icmp sle i128 %most1756, 9223372036854775807
  %fits1759 = and i1 %fits_low1757, %fits_high1758
  %least1760 = select i1 %fits1759, i128 %least1755, i128 -9223372036854775808
  %most1761 = select i1 %fits1759, i128 %most1756, i128 9223372036854775807
  %sub1762 = sub i64 %dim26, 1
  %base1763 = sext i64 %sub1762 to i128
  %fits_low1764 = icmp sge i128 %base1763, -9223372036854775808
  %fits_high1765 = icmp sle i128 %base1763, 9223372036854775807
  %fits1766 = and i1 %fits_low1764, %fits_high1765
  %least1767 = select i1 %fits1766, i128 %base1763, i128 -9223372036854775808
  %most1768 = select i1 %fits1766, i128 %base1763, i128 9223372036854775807
  %c1769 = icmp slt i128 %least1760, %least1767
  %min1770 = select i1 %c1769, i128 %least1760, i128 %least1767
  %c1771 = icmp slt i128 %most1761, %most1768
  %min1772 = select i1 %c1771, i128 %most1761, i128 %most1768
  %c1773 = icmp sgt i128 0, %min1770
  %max1774 = select i1 %c1773, i128 0, i128 %min1770
  %c1775 = icmp sgt i128 0, %min1772
  %max1776 = select i1 %c1775, i128 0, i128 %min1772
  %extent1777 = sext i64 %dim26 to i128
  %low_ok1778 = icmp sge i128 %max1774, 0
  %high_ok1779 = icmp slt i128 %max1776, %extent1777
  %ok1780 = and i1 %ok1736, %low_ok1778
  %ok1781 = and i1 %ok1780, %high_ok1779
  %v1782 = load i64, ptr %i, align 8
  %add1783 = add i64 %v1782, 0
  %sub1784 = sub i64 %dim, 1
  %c1785 = icmp slt i64 %add1783, %sub1784
  %mm1786 = select i1 %c1785, i64 %add1783, i64 %sub1784
  %c1787 = icmp sgt i64 0, %mm1786
  %mm1788 = select i1 %c1787, i64 0, i64 %mm1786
  %base1789 = sext i64 %mm1788 to i128
  %fits_low1790 = icmp sge i128 %base1789, -9223372036854775808
  %fits_high1791 = icmp sle i128 %base1789, 9223372036854775807
  %fits1792 = and i1 %fits_low1790, %fits_high1791
  %least1793 = select i1 %fits1792, i128 %base1789, i128 -9223372036854775808
  %most1794 = select i1 %fits1792, i128 %base1789, i128 9223372036854775807
  %extent1795 = sext i64 %dim to i128
  %low_ok1796 = icmp sge i128 %least1793, 0
  %high_ok1797 = icmp slt i128 %most1794, %extent1795
  %ok1798 = and i1 %ok1781, %low_ok1796
  %ok1799 = and i1 %ok1798, %high_ok1797
  %v1800 = load i64, ptr %i, align 8
  %add1801 = add i64 %v1800, 1
  %sub1802 = sub i64 %dim, 1
  %c1803 = icmp slt i64 %add1801, %sub1802
  %mm1804 = select i1 %c1803, i64 %add1801, i64 %sub1802
  %c1805 = icmp sgt i64 0, %mm1804
  %mm1806 = select i1 %c1805, i64 0, i64 %mm1804
  %base1807 = sext i64 %mm1806 to i128
  %fits_low1808 = icmp sge i128 %base1807, -9223372036854775808
  %fits_high1809 = icmp sle i128 %base1807, 9223372036854775807
  %fits1810 = and i1 %fits_low1808, %fits_high1809
  %least1811 = select i1 %fits1810, i128 %base1807, i128 -9223372036854775808
  %most1812 = select i1 %fits1810, i128 %base1807, i128 9223372036854775807
  %extent1813 = sext i64 %dim to i128
  %low_ok1814 = icmp sge i128 %least1811, 0
  %high_ok1815 = icmp slt i128 %most1812, %extent1813
  %ok1816 = and i1 %ok1799, %low_ok1814
  %ok1817 = and i1 %ok1816, %high_ok1815
  br i1 %ok1817, label %proved1818, label %checked1819

loop1074:                                         ; preds = %body1075, %proved1071
  %i1077 = load i64, ptr %j, align 8
  %more1078 = icmp slt i64 %i1077, %min63
  br i1 %more1078, label %body1075, label %exit1076

body1075:                                         ; preds = %loop1074
  %v1079 = load i64, ptr %i, align 8
  %add1080 = add i64 %v1079, -1
  %sub1081 = sub i64 %dim, 1
  %c1082 = icmp slt i64 %add1080, %sub1081
  %mm1083 = select i1 %c1082, i64 %add1080, i64 %sub1081
  %c1084 = icmp sgt i64 0, %mm1083
  %mm1085 = select i1 %c1084, i64 0, i64 %mm1083
  %j1086 = load i64, ptr %j, align 8
  %tap = add i64 %j1086, -1
  %pos1087 = mul i64 0, %dim
  %pos1088 = add i64 %pos1087, %mm1085
  %pos1089 = mul i64 %pos1088, %dim26
  %pos1090 = add i64 %pos1089, %tap
  %elp1091 = getelementptr inbounds float, ptr %buf, i64 %pos1090
  %el1092 = load float, ptr %elp1091, align 4, !alias.scope !14, !noalias !15
  store float %el1092, ptr %coef_68, align 4
  %v1093 = load i64, ptr %i, align 8
  %add1094 = add i64 %v1093, -1
  %sub1095 = sub i64 %dim, 1
  %c1096 = icmp slt i64 %add1094, %sub1095
  %mm1097 = select i1 %c1096, i64 %add1094, i64 %sub1095
  %c1098 = icmp sgt i64 0, %mm1097
  %mm1099 = select i1 %c1098, i64 0, i64 %mm1097
  %j1100 = load i64, ptr %j, align 8
  %tap1101 = add i64 %j1100, 0
  %pos1102 = mul i64 0, %dim
  %pos1103 = add i64 %pos1102, %mm1099
  %pos1104 = mul i64 %pos1103, %dim26
  %pos1105 = add i64 %pos1104, %tap1101
  %elp1106 = getelementptr inbounds float, ptr %buf, i64 %pos1105
  %el1107 = load float, ptr %elp1106, align 4, !alias.scope !14, !noalias !15
  store float %el1107, ptr %coef_69, align 4
  %v1108 = load i64, ptr %i, align 8
  %add1109 = add i64 %v1108, -1
  %sub1110 = sub i64 %dim, 1
  %c1111 = icmp slt i64 %add1109, %sub1110
  %mm1112 = select i1 %c1111, i64 %add1109, i64 %sub1110
  %c1113 = icmp sgt i64 0, %mm1112
  %mm1114 = select i1 %c1113, i64 0, i64 %mm1112
  %j1115 = load i64, ptr %j, align 8
  %tap1116 = add i64 %j1115, 1
  %pos1117 = mul i64 0, %dim
  %pos1118 = add i64 %pos1117, %mm1114
  %pos1119 = mul i64 %pos1118, %dim26
  %pos1120 = add i64 %pos1119, %tap1116
  %elp1121 = getelementptr inbounds float, ptr %buf, i64 %pos1120
  %el1122 = load float, ptr %elp1121, align 4, !alias.scope !14, !noalias !15
  store float %el1122, ptr %coef_70, align 4
  %v1123 = load i64, ptr %i, align 8
  %add1124 = add i64 %v1123, 0
  %sub1125 = sub i64 %dim, 1
  %c1126 = icmp slt i64 %add1124, %sub1125
  %mm1127 = select i1 %c1126, i64 %add1124, i64 %sub1125
  %c1128 = icmp sgt i64 0, %mm1127
  %mm1129 = select i1 %c1128, i64 0, i64 %mm1127
  %j1130 = load i64, ptr %j, align 8
  %tap1131 = add i64 %j1130, -1
  %pos1132 = mul i64 0, %dim
  %pos1133 = add i64 %pos1132, %mm1129
  %pos1134 = mul i64 %pos1133, %dim26
  %pos1135 = add i64 %pos1134, %tap1131
  %elp1136 = getelementptr inbounds float, ptr %buf, i64 %pos1135
  %el1137 = load float, ptr %elp1136, align 4, !alias.scope !14, !noalias !15
  store float %el1137, ptr %coef_71, align 4
  %v1138 = load i64, ptr %i, align 8
  %add1139 = add i64 %v1138, 0
  %sub1140 = sub i64 %dim, 1
  %c1141 = icmp slt i64 %add1139, %sub1140
  %mm1142 = select i1 %c1141, i64 %add1139, i64 %sub1140
  %c1143 = icmp sgt i64 0, %mm1142
  %mm1144 = select i1 %c1143, i64 0, i64 %mm1142
  %j1145 = load i64, ptr %j, align 8
  %tap1146 = add i64 %j1145, 0
  %pos1147 = mul i64 0, %dim
  %pos1148 = add i64 %pos1147, %mm1144
  %pos1149 = mul i64 %pos1148, %dim26
  %pos1150 = add i64 %pos1149, %tap1146
  %elp1151 = getelementptr inbounds float, ptr %buf, i64 %pos1150
  %el1152 = load float, ptr %elp1151, align 4, !alias.scope !14, !noalias !15
  store float %el1152, ptr %coef_72, align 4
  %v1153 = load i64, ptr %i, align 8
  %add1154 = add i64 %v1153, 0
  %sub1155 = sub i64 %dim, 1
  %c1156 = icmp slt i64 %add1154, %sub1155
  %mm1157 = select i1 %c1156, i64 %add1154, i64 %sub1155
  %c1158 = icmp sgt i64 0, %mm1157
  %mm1159 = select i1 %c1158, i64 0, i64 %mm1157
  %j1160 = load i64, ptr %j, align 8
  %tap1161 = add i64 %j1160, 1
  %pos1162 = mul i64 0, %dim
  %pos1163 = add i64 %pos1162, %mm1159
  %pos1164 = mul i64 %pos1163, %dim26
  %pos1165 = add i64 %pos1164, %tap1161
  %elp1166 = getelementptr inbounds float, ptr %buf, i64 %pos1165
  %el1167 = load float, ptr %elp1166, align 4, !alias.scope !14, !noalias !15
  store float %el1167, ptr %coef_73, align 4
  %v1168 = load i64, ptr %i, align 8
  %add1169 = add i64 %v1168, 1
  %sub1170 = sub i64 %dim, 1
  %c1171 = icmp slt i64 %add1169, %sub1170
  %mm1172 = select i1 %c1171, i64 %add1169, i64 %sub1170
  %c1173 = icmp sgt i64 0, %mm1172
  %mm1174 = select i1 %c1173, i64 0, i64 %mm1172
  %j1175 = load i64, ptr %j, align 8
  %tap1176 = add i64 %j1175, -1
  %pos1177 = mul i64 0, %dim
  %pos1178 = add i64 %pos1177, %mm1174
  %pos1179 = mul i64 %pos1178, %dim26
  %pos1180 = add i64 %pos1179, %tap1176
  %elp1181 = getelementptr inbounds float, ptr %buf, i64 %pos1180
  %el1182 = load float, ptr %elp1181, align 4, !alias.scope !14, !noalias !15
  store float %el1182, ptr %coef_74, align 4
  %v1183 = load i64, ptr %i, align 8
  %add1184 = add i64 %v1183, 1
  %sub1185 = sub i64 %dim, 1
  %c1186 = icmp slt i64 %add1184, %sub1185
  %mm1187 = select i1 %c1186, i64 %add1184, i64 %sub1185
  %c1188 = icmp sgt i64 0, %mm1187
  %mm1189 = select i1 %c1188, i64 0, i64 %mm1187
  %j1190 = load i64, ptr %j, align 8
  %tap1191 = add i64 %j1190, 0
  %pos1192 = mul i64 0, %dim
  %pos1193 = add i64 %pos1192, %mm1189
  %pos1194 = mul i64 %pos1193, %dim26
  %pos1195 = add i64 %pos1194, %tap1191
  %elp1196 = getelementptr inbounds float, ptr %buf, i64 %pos1195
  %el1197 = load float, ptr %elp1196, align 4, !alias.scope !14, !noalias !15
  store float %el1197, ptr %coef_75, align 4
  %v1198 = load i64, ptr %i, align 8
  %add1199 = add i64 %v1198, 1
  %sub1200 = sub i64 %dim, 1
  %c1201 = icmp slt i64 %add1199, %sub1200
  %mm1202 = select i1 %c1201, i64 %add1199, i64 %sub1200
  %c1203 = icmp sgt i64 0, %mm1202
  %mm1204 = select i1 %c1203, i64 0, i64 %mm1202
  %j1205 = load i64, ptr %j, align 8
  %tap1206 = add i64 %j1205, 1
  %pos1207 = mul i64 0, %dim
  %pos1208 = add i64 %pos1207, %mm1204
  %pos1209 = mul i64 %pos1208, %dim26
  %pos1210 = add i64 %pos1209, %tap1206
  %elp1211 = getelementptr inbounds float, ptr %buf, i64 %pos1210
  %el1212 = load float, ptr %elp1211, align 4, !alias.scope !14, !noalias !15
  store float %el1212, ptr %coef_76, align 4
  %v1213 = load i64, ptr %i, align 8
  %v1214 = load i64, ptr %j, align 8
  %pos1215 = mul i64 0, %dim3
  %pos1216 = add i64 %pos1215, %v1213
  %pos1217 = mul i64 %pos1216, %dim28
  %pos1218 = add i64 %pos1217, %v1214
  %elp1219 = getelementptr inbounds float, ptr %buf422, i64 %pos1218
  %el1220 = load float, ptr %elp1219, align 4, !alias.scope !16, !noalias !17
  store float %el1220, ptr %j0_80, align 4
  %v1221 = load i64, ptr %i, align 8
  %v1222 = load i64, ptr %j, align 8
  %pos1223 = mul i64 0, %dim8
  %pos1224 = add i64 %pos1223, %v1221
  %pos1225 = mul i64 %pos1224, %dim37
  %pos1226 = add i64 %pos1225, %v1222
  %elp1227 = getelementptr inbounds float, ptr %buf432, i64 %pos1226
  %el1228 = load float, ptr %elp1227, align 4, !alias.scope !18, !noalias !19
  %fldp1229 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  store float %el1228, ptr %fldp1229, align 4
  %elp1230 = getelementptr inbounds float, ptr %buf436, i64 %pos1226
  %el1231 = load float, ptr %elp1230, align 4, !alias.scope !20, !noalias !21
  %fldp1232 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  store float %el1231, ptr %fldp1232, align 4
  %elp1233 = getelementptr inbounds float, ptr %buf441, i64 %pos1226
  %el1234 = load float, ptr %elp1233, align 4, !alias.scope !22, !noalias !23
  %fldp1235 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  store float %el1234, ptr %fldp1235, align 4
  %elp1236 = getelementptr inbounds float, ptr %buf446, i64 %pos1226
  %el1237 = load float, ptr %elp1236, align 4, !alias.scope !24, !noalias !25
  %fldp1238 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  store float %el1237, ptr %fldp1238, align 4
  %fldp1239 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fldp1240 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fld1241 = load float, ptr %fldp1240, align 4
  store float %fld1241, ptr %tup_83.0, align 4
  %fldp1242 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fldp1243 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fld1244 = load float, ptr %fldp1243, align 4
  store float %fld1244, ptr %tup_83.1, align 4
  %fldp1245 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fldp1246 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fld1247 = load float, ptr %fldp1246, align 4
  store float %fld1247, ptr %tup_83.2, align 4
  %fldp1248 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fldp1249 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fld1250 = load float, ptr %fldp1249, align 4
  store float %fld1250, ptr %tup_83.3, align 4
  %v1251 = load float, ptr %j0_80, align 4
  %v1252 = load float, ptr %coef_72, align 4
  %v1253 = load float, ptr %tup_83.0, align 4
  %fm1254 = fmul float %v1252, %v1253
  %v1255 = load float, ptr %coef_75, align 4
  %v1256 = load float, ptr %tup_83.1, align 4
  %fm1257 = fmul float %v1255, %v1256
  %fa1258 = fadd float %fm1254, %fm1257
  %v1259 = load float, ptr %coef_72, align 4
  %v1260 = load float, ptr %tup_83.2, align 4
  %fm1261 = fmul float %v1259, %v1260
  %fa1262 = fadd float %fa1258, %fm1261
  %v1263 = load float, ptr %coef_73, align 4
  %v1264 = load float, ptr %tup_83.3, align 4
  %fm1265 = fmul float %v1263, %v1264
  %fa1266 = fadd float %fa1262, %fm1265
  %fm1267 = fmul float 1.250000e-01, %fa1266
  %fa1268 = fadd float %v1251, %fm1267
  store float %fa1268, ptr %next_77, align 4
  %v1269 = load i64, ptr %i, align 8
  %v1270 = load i64, ptr %j, align 8
  %pos1271 = mul i64 0, %dim3
  %pos1272 = add i64 %pos1271, %v1269
  %pos1273 = mul i64 %pos1272, %dim28
  %pos1274 = add i64 %pos1273, %v1270
  %v1275 = load float, ptr %next_77, align 4
  %elp1276 = getelementptr inbounds float, ptr %buf485, i64 %pos1274
  store float %v1275, ptr %elp1276, align 4, !alias.scope !26, !noalias !27
  %v1277 = load float, ptr %next_77, align 4
  %v1278 = load float, ptr %next_77, align 4
  %fm1279 = fmul float %v1277, %v1278
  store float %fm1279, ptr %sq2_92.1, align 4
  %v1280 = load float, ptr %acc_rows2_96.0, align 4
  %v1281 = load float, ptr %next_77, align 4
  %fa1282 = fadd reassoc float %v1280, %v1281
  store float %fa1282, ptr %acc_rows2_96.0, align 4
  %v1283 = load float, ptr %acc_rows2_96.1, align 4
  %v1284 = load float, ptr %sq2_92.1, align 4
  %fa1285 = fadd reassoc float %v1283, %v1284
  store float %fa1285, ptr %acc_rows2_96.1, align 4
  %i1286 = load i64, ptr %j, align 8
  %next1287 = add i64 %i1286, 1
  store i64 %next1287, ptr %j, align 8
  br label %loop1074

exit1076:                                         ; preds = %loop1074
  br label %versions_done1073

loop1288:                                         ; preds = %ok1545, %checked1072
  %i1291 = load i64, ptr %j, align 8
  %more1292 = icmp slt i64 %i1291, %min63
  br i1 %more1292, label %body1289, label %exit1290

body1289:                                         ; preds = %loop1288
  %v1293 = load i64, ptr %i, align 8
  %add1294 = add i64 %v1293, -1
  %sub1295 = sub i64 %dim, 1
  %c1296 = icmp slt i64 %add1294, %sub1295
  %mm1297 = select i1 %c1296, i64 %add1294, i64 %sub1295
  %c1298 = icmp sgt i64 0, %mm1297
  %mm1299 = select i1 %c1298, i64 0, i64 %mm1297
  %j1300 = load i64, ptr %j, align 8
  %tap1301 = add i64 %j1300, -1
  %inb1302 = icmp ult i64 %mm1299, %dim
  br i1 %inb1302, label %ok1304, label %fail1303

exit1290:                                         ; preds = %loop1288
  br label %versions_done1073

fail1303:                                         ; preds = %body1289
  %errp1305 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1305, align 8
  %errp1306 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1306, align 8
  %errp1307 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1299, ptr %errp1307, align 8
  %errp1308 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1308, align 8
  ret i32 1

ok1304:                                           ; preds = %body1289
  %pos1309 = mul i64 0, %dim
  %pos1310 = add i64 %pos1309, %mm1299
  %inb1311 = icmp ult i64 %tap1301, %dim26
  br i1 %inb1311, label %ok1313, label %fail1312

fail1312:                                         ; preds = %ok1304
  %errp1314 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1314, align 8
  %errp1315 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1315, align 8
  %errp1316 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1301, ptr %errp1316, align 8
  %errp1317 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1317, align 8
  ret i32 1

ok1313:                                           ; preds = %ok1304
  %pos1318 = mul i64 %pos1310, %dim26
  %pos1319 = add i64 %pos1318, %tap1301
  %elp1320 = getelementptr inbounds float, ptr %buf, i64 %pos1319
  %el1321 = load float, ptr %elp1320, align 4, !alias.scope !14, !noalias !15
  store float %el1321, ptr %coef_68, align 4
  %v1322 = load i64, ptr %i, align 8
  %add1323 = add i64 %v1322, -1
  %sub1324 = sub i64 %dim, 1
  %c1325 = icmp slt i64 %add1323, %sub1324
  %mm1326 = select i1 %c1325, i64 %add1323, i64 %sub1324
  %c1327 = icmp sgt i64 0, %mm1326
  %mm1328 = select i1 %c1327, i64 0, i64 %mm1326
  %j1329 = load i64, ptr %j, align 8
  %tap1330 = add i64 %j1329, 0
  %inb1331 = icmp ult i64 %mm1328, %dim
  br i1 %inb1331, label %ok1333, label %fail1332

fail1332:                                         ; preds = %ok1313
  %errp1334 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1334, align 8
  %errp1335 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1335, align 8
  %errp1336 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1328, ptr %errp1336, align 8
  %errp1337 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1337, align 8
  ret i32 1

ok1333:                                           ; preds = %ok1313
  %pos1338 = mul i64 0, %dim
  %pos1339 = add i64 %pos1338, %mm1328
  %inb1340 = icmp ult i64 %tap1330, %dim26
  br i1 %inb1340, label %ok1342, label %fail1341

fail1341:                                         ; preds = %ok1333
  %errp1343 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1343, align 8
  %errp1344 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1344, align 8
  %errp1345 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1330, ptr %errp1345, align 8
  %errp1346 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1346, align 8
  ret i32 1

ok1342:                                           ; preds = %ok1333
  %pos1347 = mul i64 %pos1339, %dim26
  %pos1348 = add i64 %pos1347, %tap1330
  %elp1349 = getelementptr inbounds float, ptr %buf, i64 %pos1348
  %el1350 = load float, ptr %elp1349, align 4, !alias.scope !14, !noalias !15
  store float %el1350, ptr %coef_69, align 4
  %v1351 = load i64, ptr %i, align 8
  %add1352 = add i64 %v1351, -1
  %sub1353 = sub i64 %dim, 1
  %c1354 = icmp slt i64 %add1352, %sub1353
  %mm1355 = select i1 %c1354, i64 %add1352, i64 %sub1353
  %c1356 = icmp sgt i64 0, %mm1355
  %mm1357 = select i1 %c1356, i64 0, i64 %mm1355
  %j1358 = load i64, ptr %j, align 8
  %tap1359 = add i64 %j1358, 1
  %inb1360 = icmp ult i64 %mm1357, %dim
  br i1 %inb1360, label %ok1362, label %fail1361

fail1361:                                         ; preds = %ok1342
  %errp1363 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1363, align 8
  %errp1364 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1364, align 8
  %errp1365 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1357, ptr %errp1365, align 8
  %errp1366 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1366, align 8
  ret i32 1

ok1362:                                           ; preds = %ok1342
  %pos1367 = mul i64 0, %dim
  %pos1368 = add i64 %pos1367, %mm1357
  %inb1369 = icmp ult i64 %tap1359, %dim26
  br i1 %inb1369, label %ok1371, label %fail1370

fail1370:                                         ; preds = %ok1362
  %errp1372 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1372, align 8
  %errp1373 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1373, align 8
  %errp1374 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1359, ptr %errp1374, align 8
  %errp1375 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1375, align 8
  ret i32 1

ok1371:                                           ; preds = %ok1362
  %pos1376 = mul i64 %pos1368, %dim26
  %pos1377 = add i64 %pos1376, %tap1359
  %elp1378 = getelementptr inbounds float, ptr %buf, i64 %pos1377
  %el1379 = load float, ptr %elp1378, align 4, !alias.scope !14, !noalias !15
  store float %el1379, ptr %coef_70, align 4
  %v1380 = load i64, ptr %i, align 8
  %add1381 = add i64 %v1380, 0
  %sub1382 = sub i64 %dim, 1
  %c1383 = icmp slt i64 %add1381, %sub1382
  %mm1384 = select i1 %c1383, i64 %add1381, i64 %sub1382
  %c1385 = icmp sgt i64 0, %mm1384
  %mm1386 = select i1 %c1385, i64 0, i64 %mm1384
  %j1387 = load i64, ptr %j, align 8
  %tap1388 = add i64 %j1387, -1
  %inb1389 = icmp ult i64 %mm1386, %dim
  br i1 %inb1389, label %ok1391, label %fail1390

fail1390:                                         ; preds = %ok1371
  %errp1392 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1392, align 8
  %errp1393 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1393, align 8
  %errp1394 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1386, ptr %errp1394, align 8
  %errp1395 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1395, align 8
  ret i32 1

ok1391:                                           ; preds = %ok1371
  %pos1396 = mul i64 0, %dim
  %pos1397 = add i64 %pos1396, %mm1386
  %inb1398 = icmp ult i64 %tap1388, %dim26
  br i1 %inb1398, label %ok1400, label %fail1399

fail1399:                                         ; preds = %ok1391
  %errp1401 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1401, align 8
  %errp1402 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1402, align 8
  %errp1403 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1388, ptr %errp1403, align 8
  %errp1404 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1404, align 8
  ret i32 1

ok1400:                                           ; preds = %ok1391
  %pos1405 = mul i64 %pos1397, %dim26
  %pos1406 = add i64 %pos1405, %tap1388
  %elp1407 = getelementptr inbounds float, ptr %buf, i64 %pos1406
  %el1408 = load float, ptr %elp1407, align 4, !alias.scope !14, !noalias !15
  store float %el1408, ptr %coef_71, align 4
  %v1409 = load i64, ptr %i, align 8
  %add1410 = add i64 %v1409, 0
  %sub1411 = sub i64 %dim, 1
  %c1412 = icmp slt i64 %add1410, %sub1411
  %mm1413 = select i1 %c1412, i64 %add1410, i64 %sub1411
  %c1414 = icmp sgt i64 0, %mm1413
  %mm1415 = select i1 %c1414, i64 0, i64 %mm1413
  %j1416 = load i64, ptr %j, align 8
  %tap1417 = add i64 %j1416, 0
  %inb1418 = icmp ult i64 %mm1415, %dim
  br i1 %inb1418, label %ok1420, label %fail1419

fail1419:                                         ; preds = %ok1400
  %errp1421 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1421, align 8
  %errp1422 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1422, align 8
  %errp1423 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1415, ptr %errp1423, align 8
  %errp1424 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1424, align 8
  ret i32 1

ok1420:                                           ; preds = %ok1400
  %pos1425 = mul i64 0, %dim
  %pos1426 = add i64 %pos1425, %mm1415
  %inb1427 = icmp ult i64 %tap1417, %dim26
  br i1 %inb1427, label %ok1429, label %fail1428

fail1428:                                         ; preds = %ok1420
  %errp1430 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1430, align 8
  %errp1431 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1431, align 8
  %errp1432 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1417, ptr %errp1432, align 8
  %errp1433 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1433, align 8
  ret i32 1

ok1429:                                           ; preds = %ok1420
  %pos1434 = mul i64 %pos1426, %dim26
  %pos1435 = add i64 %pos1434, %tap1417
  %elp1436 = getelementptr inbounds float, ptr %buf, i64 %pos1435
  %el1437 = load float, ptr %elp1436, align 4, !alias.scope !14, !noalias !15
  store float %el1437, ptr %coef_72, align 4
  %v1438 = load i64, ptr %i, align 8
  %add1439 = add i64 %v1438, 0
  %sub1440 = sub i64 %dim, 1
  %c1441 = icmp slt i64 %add1439, %sub1440
  %mm1442 = select i1 %c1441, i64 %add1439, i64 %sub1440
  %c1443 = icmp sgt i64 0, %mm1442
  %mm1444 = select i1 %c1443, i64 0, i64 %mm1442
  %j1445 = load i64, ptr %j, align 8
  %tap1446 = add i64 %j1445, 1
  %inb1447 = icmp ult i64 %mm1444, %dim
  br i1 %inb1447, label %ok1449, label %fail1448

fail1448:                                         ; preds = %ok1429
  %errp1450 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1450, align 8
  %errp1451 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1451, align 8
  %errp1452 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1444, ptr %errp1452, align 8
  %errp1453 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1453, align 8
  ret i32 1

ok1449:                                           ; preds = %ok1429
  %pos1454 = mul i64 0, %dim
  %pos1455 = add i64 %pos1454, %mm1444
  %inb1456 = icmp ult i64 %tap1446, %dim26
  br i1 %inb1456, label %ok1458, label %fail1457

fail1457:                                         ; preds = %ok1449
  %errp1459 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1459, align 8
  %errp1460 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1460, align 8
  %errp1461 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1446, ptr %errp1461, align 8
  %errp1462 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1462, align 8
  ret i32 1

ok1458:                                           ; preds = %ok1449
  %pos1463 = mul i64 %pos1455, %dim26
  %pos1464 = add i64 %pos1463, %tap1446
  %elp1465 = getelementptr inbounds float, ptr %buf, i64 %pos1464
  %el1466 = load float, ptr %elp1465, align 4, !alias.scope !14, !noalias !15
  store float %el1466, ptr %coef_73, align 4
  %v1467 = load i64, ptr %i, align 8
  %add1468 = add i64 %v1467, 1
  %sub1469 = sub i64 %dim, 1
  %c1470 = icmp slt i64 %add1468, %sub1469
  %mm1471 = select i1 %c1470, i64 %add1468, i64 %sub1469
  %c1472 = icmp sgt i64 0, %mm1471
  %mm1473 = select i1 %c1472, i64 0, i64 %mm1471
  %j1474 = load i64, ptr %j, align 8
  %tap1475 = add i64 %j1474, -1
  %inb1476 = icmp ult i64 %mm1473, %dim
  br i1 %inb1476, label %ok1478, label %fail1477

fail1477:                                         ; preds = %ok1458
  %errp1479 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1479, align 8
  %errp1480 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1480, align 8
  %errp1481 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1473, ptr %errp1481, align 8
  %errp1482 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1482, align 8
  ret i32 1

ok1478:                                           ; preds = %ok1458
  %pos1483 = mul i64 0, %dim
  %pos1484 = add i64 %pos1483, %mm1473
  %inb1485 = icmp ult i64 %tap1475, %dim26
  br i1 %inb1485, label %ok1487, label %fail1486

fail1486:                                         ; preds = %ok1478
  %errp1488 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1488, align 8
  %errp1489 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1489, align 8
  %errp1490 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1475, ptr %errp1490, align 8
  %errp1491 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1491, align 8
  ret i32 1

ok1487:                                           ; preds = %ok1478
  %pos1492 = mul i64 %pos1484, %dim26
  %pos1493 = add i64 %pos1492, %tap1475
  %elp1494 = getelementptr inbounds float, ptr %buf, i64 %pos1493
  %el1495 = load float, ptr %elp1494, align 4, !alias.scope !14, !noalias !15
  store float %el1495, ptr %coef_74, align 4
  %v1496 = load i64, ptr %i, align 8
  %add1497 = add i64 %v1496, 1
  %sub1498 = sub i64 %dim, 1
  %c1499 = icmp slt i64 %add1497, %sub1498
  %mm1500 = select i1 %c1499, i64 %add1497, i64 %sub1498
  %c1501 = icmp sgt i64 0, %mm1500
  %mm1502 = select i1 %c1501, i64 0, i64 %mm1500
  %j1503 = load i64, ptr %j, align 8
  %tap1504 = add i64 %j1503, 0
  %inb1505 = icmp ult i64 %mm1502, %dim
  br i1 %inb1505, label %ok1507, label %fail1506

fail1506:                                         ; preds = %ok1487
  %errp1508 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1508, align 8
  %errp1509 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1509, align 8
  %errp1510 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1502, ptr %errp1510, align 8
  %errp1511 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1511, align 8
  ret i32 1

ok1507:                                           ; preds = %ok1487
  %pos1512 = mul i64 0, %dim
  %pos1513 = add i64 %pos1512, %mm1502
  %inb1514 = icmp ult i64 %tap1504, %dim26
  br i1 %inb1514, label %ok1516, label %fail1515

fail1515:                                         ; preds = %ok1507
  %errp1517 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1517, align 8
  %errp1518 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1518, align 8
  %errp1519 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1504, ptr %errp1519, align 8
  %errp1520 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1520, align 8
  ret i32 1

ok1516:                                           ; preds = %ok1507
  %pos1521 = mul i64 %pos1513, %dim26
  %pos1522 = add i64 %pos1521, %tap1504
  %elp1523 = getelementptr inbounds float, ptr %buf, i64 %pos1522
  %el1524 = load float, ptr %elp1523, align 4, !alias.scope !14, !noalias !15
  store float %el1524, ptr %coef_75, align 4
  %v1525 = load i64, ptr %i, align 8
  %add1526 = add i64 %v1525, 1
  %sub1527 = sub i64 %dim, 1
  %c1528 = icmp slt i64 %add1526, %sub1527
  %mm1529 = select i1 %c1528, i64 %add1526, i64 %sub1527
  %c1530 = icmp sgt i64 0, %mm1529
  %mm1531 = select i1 %c1530, i64 0, i64 %mm1529
  %j1532 = load i64, ptr %j, align 8
  %tap1533 = add i64 %j1532, 1
  %inb1534 = icmp ult i64 %mm1531, %dim
  br i1 %inb1534, label %ok1536, label %fail1535

fail1535:                                         ; preds = %ok1516
  %errp1537 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1537, align 8
  %errp1538 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1538, align 8
  %errp1539 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1531, ptr %errp1539, align 8
  %errp1540 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1540, align 8
  ret i32 1

ok1536:                                           ; preds = %ok1516
  %pos1541 = mul i64 0, %dim
  %pos1542 = add i64 %pos1541, %mm1531
  %inb1543 = icmp ult i64 %tap1533, %dim26
  br i1 %inb1543, label %ok1545, label %fail1544

fail1544:                                         ; preds = %ok1536
  %errp1546 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1546, align 8
  %errp1547 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1547, align 8
  %errp1548 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1533, ptr %errp1548, align 8
  %errp1549 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1549, align 8
  ret i32 1

ok1545:                                           ; preds = %ok1536
  %pos1550 = mul i64 %pos1542, %dim26
  %pos1551 = add i64 %pos1550, %tap1533
  %elp1552 = getelementptr inbounds float, ptr %buf, i64 %pos1551
  %el1553 = load float, ptr %elp1552, align 4, !alias.scope !14, !noalias !15
  store float %el1553, ptr %coef_76, align 4
  %v1554 = load i64, ptr %i, align 8
  %v1555 = load i64, ptr %j, align 8
  %pos1556 = mul i64 0, %dim3
  %pos1557 = add i64 %pos1556, %v1554
  %pos1558 = mul i64 %pos1557, %dim28
  %pos1559 = add i64 %pos1558, %v1555
  %elp1560 = getelementptr inbounds float, ptr %buf422, i64 %pos1559
  %el1561 = load float, ptr %elp1560, align 4, !alias.scope !16, !noalias !17
  store float %el1561, ptr %j0_80, align 4
  %v1562 = load i64, ptr %i, align 8
  %v1563 = load i64, ptr %j, align 8
  %pos1564 = mul i64 0, %dim8
  %pos1565 = add i64 %pos1564, %v1562
  %pos1566 = mul i64 %pos1565, %dim37
  %pos1567 = add i64 %pos1566, %v1563
  %elp1568 = getelementptr inbounds float, ptr %buf432, i64 %pos1567
  %el1569 = load float, ptr %elp1568, align 4, !alias.scope !18, !noalias !19
  %fldp1570 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  store float %el1569, ptr %fldp1570, align 4
  %elp1571 = getelementptr inbounds float, ptr %buf436, i64 %pos1567
  %el1572 = load float, ptr %elp1571, align 4, !alias.scope !20, !noalias !21
  %fldp1573 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  store float %el1572, ptr %fldp1573, align 4
  %elp1574 = getelementptr inbounds float, ptr %buf441, i64 %pos1567
  %el1575 = load float, ptr %elp1574, align 4, !alias.scope !22, !noalias !23
  %fldp1576 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  store float %el1575, ptr %fldp1576, align 4
  %elp1577 = getelementptr inbounds float, ptr %buf446, i64 %pos1567
  %el1578 = load float, ptr %elp1577, align 4, !alias.scope !24, !noalias !25
  %fldp1579 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  store float %el1578, ptr %fldp1579, align 4
  %fldp1580 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fldp1581 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fld1582 = load float, ptr %fldp1581, align 4
  store float %fld1582, ptr %tup_83.0, align 4
  %fldp1583 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fldp1584 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fld1585 = load float, ptr %fldp1584, align 4
  store float %fld1585, ptr %tup_83.1, align 4
  %fldp1586 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fldp1587 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fld1588 = load float, ptr %fldp1587, align 4
  store float %fld1588, ptr %tup_83.2, align 4
  %fldp1589 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fldp1590 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fld1591 = load float, ptr %fldp1590, align 4
  store float %fld1591, ptr %tup_83.3, align 4
  %v1592 = load float, ptr %j0_80, align 4
  %v1593 = load float, ptr %coef_72, align 4
  %v1594 = load float, ptr %tup_83.0, align 4
  %fm1595 = fmul float %v1593, %v1594
  %v1596 = load float, ptr %coef_75, align 4
  %v1597 = load float, ptr %tup_83.1, align 4
  %fm1598 = fmul float %v1596, %v1597
  %fa1599 = fadd float %fm1595, %fm1598
  %v1600 = load float, ptr %coef_72, align 4
  %v1601 = load float, ptr %tup_83.2, align 4
  %fm1602 = fmul float %v1600, %v1601
  %fa1603 = fadd float %fa1599, %fm1602
  %v1604 = load float, ptr %coef_73, align 4
  %v1605 = load float, ptr %tup_83.3, align 4
  %fm1606 = fmul float %v1604, %v1605
  %fa1607 = fadd float %fa1603, %fm1606
  %fm1608 = fmul float 1.250000e-01, %fa1607
  %fa1609 = fadd float %v1592, %fm1608
  store float %fa1609, ptr %next_77, align 4
  %v1610 = load i64, ptr %i, align 8
  %v1611 = load i64, ptr %j, align 8
  %pos1612 = mul i64 0, %dim3
  %pos1613 = add i64 %pos1612, %v1610
  %pos1614 = mul i64 %pos1613, %dim28
  %pos1615 = add i64 %pos1614, %v1611
  %v1616 = load float, ptr %next_77, align 4
  %elp1617 = getelementptr inbounds float, ptr %buf485, i64 %pos1615
  store float %v1616, ptr %elp1617, align 4, !alias.scope !26, !noalias !27
  %v1618 = load float, ptr %next_77, align 4
  %v1619 = load float, ptr %next_77, align 4
  %fm1620 = fmul float %v1618, %v1619
  store float %fm1620, ptr %sq2_92.1, align 4
  %v1621 = load float, ptr %acc_rows2_96.0, align 4
  %v1622 = load float, ptr %next_77, align 4
  %fa1623 = fadd reassoc float %v1621, %v1622
  store float %fa1623, ptr %acc_rows2_96.0, align 4
  %v1624 = load float, ptr %acc_rows2_96.1, align 4
  %v1625 = load float, ptr %sq2_92.1, align 4
  %fa1626 = fadd reassoc float %v1624, %v1625
  store float %fa1626, ptr %acc_rows2_96.1, align 4
  %i1627 = load i64, ptr %j, align 8
  %next1628 = add i64 %i1627, 1
  store i64 %next1628, ptr %j, align 8
  br label %loop1288

proved1818:                                       ; preds = %versions_done1073
  store i64 %min63, ptr %j, align 8
  br label %loop1821

checked1819:                                      ; preds = %versions_done1073
  store i64 %min63, ptr %j, align 8
  br label %loop2081

versions_done1820:                                ; preds = %exit2083, %exit1823
  %v2467 = load float, ptr %acc_tot2_108.0, align 4
  %v2468 = load float, ptr %acc_rows2_96.0, align 4
  %fa2469 = fadd reassoc float %v2467, %v2468
  store float %fa2469, ptr %acc_tot2_108.0, align 4
  %v2470 = load float, ptr %acc_tot2_108.1, align 4
  %v2471 = load float, ptr %acc_rows2_96.1, align 4
  %fa2472 = fadd reassoc float %v2470, %v2471
  store float %fa2472, ptr %acc_tot2_108.1, align 4
  %i2473 = load i64, ptr %i, align 8
  %next2474 = add i64 %i2473, 1
  store i64 %next2474, ptr %i, align 8
  br label %loop

loop1821:                                         ; preds = %body1822, %proved1818
  %i1824 = load i64, ptr %j, align 8
  %more1825 = icmp slt i64 %i1824, %dim26
  br i1 %more1825, label %body1822, label %exit1823

body1822:                                         ; preds = %loop1821
  %v1826 = load i64, ptr %i, align 8
  %add1827 = add i64 %v1826, -1
  %sub1828 = sub i64 %dim, 1
  %c1829 = icmp slt i64 %add1827, %sub1828
  %mm1830 = select i1 %c1829, i64 %add1827, i64 %sub1828
  %c1831 = icmp sgt i64 0, %mm1830
  %mm1832 = select i1 %c1831, i64 0, i64 %mm1830
  %v1833 = load i64, ptr %j, align 8
  %add1834 = add i64 %v1833, -1
  %sub1835 = sub i64 %dim26, 1
  %c1836 = icmp slt i64 %add1834, %sub1835
  %mm1837 = select i1 %c1836, i64 %add1834, i64 %sub1835
  %c1838 = icmp sgt i64 0, %mm1837
  %mm1839 = select i1 %c1838, i64 0, i64 %mm1837
  %pos1840 = mul i64 0, %dim
  %pos1841 = add i64 %pos1840, %mm1832
  %pos1842 = mul i64 %pos1841, %dim26
  %pos1843 = add i64 %pos1842, %mm1839
  %elp1844 = getelementptr inbounds float, ptr %buf, i64 %pos1843
  %el1845 = load float, ptr %elp1844, align 4, !alias.scope !14, !noalias !15
  store float %el1845, ptr %coef_68, align 4
  %v1846 = load i64, ptr %i, align 8
  %add1847 = add i64 %v1846, -1
  %sub1848 = sub i64 %dim, 1
  %c1849 = icmp slt i64 %add1847, %sub1848
  %mm1850 = select i1 %c1849, i64 %add1847, i64 %sub1848
  %c1851 = icmp sgt i64 0, %mm1850
  %mm1852 = select i1 %c1851, i64 0, i64 %mm1850
  %v1853 = load i64, ptr %j, align 8
  %add1854 = add i64 %v1853, 0
  %sub1855 = sub i64 %dim26, 1
  %c1856 = icmp slt i64 %add1854, %sub1855
  %mm1857 = select i1 %c1856, i64 %add1854, i64 %sub1855
  %c1858 = icmp sgt i64 0, %mm1857
  %mm1859 = select i1 %c1858, i64 0, i64 %mm1857
  %pos1860 = mul i64 0, %dim
  %pos1861 = add i64 %pos1860, %mm1852
  %pos1862 = mul i64 %pos1861, %dim26
  %pos1863 = add i64 %pos1862, %mm1859
  %elp1864 = getelementptr inbounds float, ptr %buf, i64 %pos1863
  %el1865 = load float, ptr %elp1864, align 4, !alias.scope !14, !noalias !15
  store float %el1865, ptr %coef_69, align 4
  %v1866 = load i64, ptr %i, align 8
  %add1867 = add i64 %v1866, -1
  %sub1868 = sub i64 %dim, 1
  %c1869 = icmp slt i64 %add1867, %sub1868
  %mm1870 = select i1 %c1869, i64 %add1867, i64 %sub1868
  %c1871 = icmp sgt i64 0, %mm1870
  %mm1872 = select i1 %c1871, i64 0, i64 %mm1870
  %v1873 = load i64, ptr %j, align 8
  %add1874 = add i64 %v1873, 1
  %sub1875 = sub i64 %dim26, 1
  %c1876 = icmp slt i64 %add1874, %sub1875
  %mm1877 = select i1 %c1876, i64 %add1874, i64 %sub1875
  %c1878 = icmp sgt i64 0, %mm1877
  %mm1879 = select i1 %c1878, i64 0, i64 %mm1877
  %pos1880 = mul i64 0, %dim
  %pos1881 = add i64 %pos1880, %mm1872
  %pos1882 = mul i64 %pos1881, %dim26
  %pos1883 = add i64 %pos1882, %mm1879
  %elp1884 = getelementptr inbounds float, ptr %buf, i64 %pos1883
  %el1885 = load float, ptr %elp1884, align 4, !alias.scope !14, !noalias !15
  store float %el1885, ptr %coef_70, align 4
  %v1886 = load i64, ptr %i, align 8
  %add1887 = add i64 %v1886, 0
  %sub1888 = sub i64 %dim, 1
  %c1889 = icmp slt i64 %add1887, %sub1888
  %mm1890 = select i1 %c1889, i64 %add1887, i64 %sub1888
  %c1891 = icmp sgt i64 0, %mm1890
  %mm1892 = select i1 %c1891, i64 0, i64 %mm1890
  %v1893 = load i64, ptr %j, align 8
  %add1894 = add i64 %v1893, -1
  %sub1895 = sub i64 %dim26, 1
  %c1896 = icmp slt i64 %add1894, %sub1895
  %mm1897 = select i1 %c1896, i64 %add1894, i64 %sub1895
  %c1898 = icmp sgt i64 0, %mm1897
  %mm1899 = select i1 %c1898, i64 0, i64 %mm1897
  %pos1900 = mul i64 0, %dim
  %pos1901 = add i64 %pos1900, %mm1892
  %pos1902 = mul i64 %pos1901, %dim26
  %pos1903 = add i64 %pos1902, %mm1899
  %elp1904 = getelementptr inbounds float, ptr %buf, i64 %pos1903
  %el1905 = load float, ptr %elp1904, align 4, !alias.scope !14, !noalias !15
  store float %el1905, ptr %coef_71, align 4
  %v1906 = load i64, ptr %i, align 8
  %add1907 = add i64 %v1906, 0
  %sub1908 = sub i64 %dim, 1
  %c1909 = icmp slt i64 %add1907, %sub1908
  %mm1910 = select i1 %c1909, i64 %add1907, i64 %sub1908
  %c1911 = icmp sgt i64 0, %mm1910
  %mm1912 = select i1 %c1911, i64 0, i64 %mm1910
  %v1913 = load i64, ptr %j, align 8
  %add1914 = add i64 %v1913, 0
  %sub1915 = sub i64 %dim26, 1
  %c1916 = icmp slt i64 %add1914, %sub1915
  %mm1917 = select i1 %c1916, i64 %add1914, i64 %sub1915
  %c1918 = icmp sgt i64 0, %mm1917
  %mm1919 = select i1 %c1918, i64 0, i64 %mm1917
  %pos1920 = mul i64 0, %dim
  %pos1921 = add i64 %pos1920, %mm1912
  %pos1922 = mul i64 %pos1921, %dim26
  %pos1923 = add i64 %pos1922, %mm1919
  %elp1924 = getelementptr inbounds float, ptr %buf, i64 %pos1923
  %el1925 = load float, ptr %elp1924, align 4, !alias.scope !14, !noalias !15
  store float %el1925, ptr %coef_72, align 4
  %v1926 = load i64, ptr %i, align 8
  %add1927 = add i64 %v1926, 0
  %sub1928 = sub i64 %dim, 1
  %c1929 = icmp slt i64 %add1927, %sub1928
  %mm1930 = select i1 %c1929, i64 %add1927, i64 %sub1928
  %c1931 = icmp sgt i64 0, %mm1930
  %mm1932 = select i1 %c1931, i64 0, i64 %mm1930
  %v1933 = load i64, ptr %j, align 8
  %add1934 = add i64 %v1933, 1
  %sub1935 = sub i64 %dim26, 1
  %c1936 = icmp slt i64 %add1934, %sub1935
  %mm1937 = select i1 %c1936, i64 %add1934, i64 %sub1935
  %c1938 = icmp sgt i64 0, %mm1937
  %mm1939 = select i1 %c1938, i64 0, i64 %mm1937
  %pos1940 = mul i64 0, %dim
  %pos1941 = add i64 %pos1940, %mm1932
  %pos1942 = mul i64 %pos1941, %dim26
  %pos1943 = add i64 %pos1942, %mm1939
  %elp1944 = getelementptr inbounds float, ptr %buf, i64 %pos1943
  %el1945 = load float, ptr %elp1944, align 4, !alias.scope !14, !noalias !15
  store float %el1945, ptr %coef_73, align 4
  %v1946 = load i64, ptr %i, align 8
  %add1947 = add i64 %v1946, 1
  %sub1948 = sub i64 %dim, 1
  %c1949 = icmp slt i64 %add1947, %sub1948
  %mm1950 = select i1 %c1949, i64 %add1947, i64 %sub1948
  %c1951 = icmp sgt i64 0, %mm1950
  %mm1952 = select i1 %c1951, i64 0, i64 %mm1950
  %v1953 = load i64, ptr %j, align 8
  %add1954 = add i64 %v1953, -1
  %sub1955 = sub i64 %dim26, 1
  %c1956 = icmp slt i64 %add1954, %sub1955
  %mm1957 = select i1 %c1956, i64 %add1954, i64 %sub1955
  %c1958 = icmp sgt i64 0, %mm1957
  %mm1959 = select i1 %c1958, i64 0, i64 %mm1957
  %pos1960 = mul i64 0, %dim
  %pos1961 = add i64 %pos1960, %mm1952
  %pos1962 = mul i64 %pos1961, %dim26
  %pos1963 = add i64 %pos1962, %mm1959
  %elp1964 = getelementptr inbounds float, ptr %buf, i64 %pos1963
  %el1965 = load float, ptr %elp1964, align 4, !alias.scope !14, !noalias !15
  store float %el1965, ptr %coef_74, align 4
  %v1966 = load i64, ptr %i, align 8
  %add1967 = add i64 %v1966, 1
  %sub1968 = sub i64 %dim, 1
  %c1969 = icmp slt i64 %add1967, %sub1968
  %mm1970 = select i1 %c1969, i64 %add1967, i64 %sub1968
  %c1971 = icmp sgt i64 0, %mm1970
  %mm1972 = select i1 %c1971, i64 0, i64 %mm1970
  %v1973 = load i64, ptr %j, align 8
  %add1974 = add i64 %v1973, 0
  %sub1975 = sub i64 %dim26, 1
  %c1976 = icmp slt i64 %add1974, %sub1975
  %mm1977 = select i1 %c1976, i64 %add1974, i64 %sub1975
  %c1978 = icmp sgt i64 0, %mm1977
  %mm1979 = select i1 %c1978, i64 0, i64 %mm1977
  %pos1980 = mul i64 0, %dim
  %pos1981 = add i64 %pos1980, %mm1972
  %pos1982 = mul i64 %pos1981, %dim26
  %pos1983 = add i64 %pos1982, %mm1979
  %elp1984 = getelementptr inbounds float, ptr %buf, i64 %pos1983
  %el1985 = load float, ptr %elp1984, align 4, !alias.scope !14, !noalias !15
  store float %el1985, ptr %coef_75, align 4
  %v1986 = load i64, ptr %i, align 8
  %add1987 = add i64 %v1986, 1
  %sub1988 = sub i64 %dim, 1
  %c1989 = icmp slt i64 %add1987, %sub1988
  %mm1990 = select i1 %c1989, i64 %add1987, i64 %sub1988
  %c1991 = icmp sgt i64 0, %mm1990
  %mm1992 = select i1 %c1991, i64 0, i64 %mm1990
  %v1993 = load i64, ptr %j, align 8
  %add1994 = add i64 %v1993, 1
  %sub1995 = sub i64 %dim26, 1
  %c1996 = icmp slt i64 %add1994, %sub1995
  %mm1997 = select i1 %c1996, i64 %add1994, i64 %sub1995
  %c1998 = icmp sgt i64 0, %mm1997
  %mm1999 = select i1 %c1998, i64 0, i64 %mm1997
  %pos2000 = mul i64 0, %dim
  %pos2001 = add i64 %pos2000, %mm1992
  %pos2002 = mul i64 %pos2001, %dim26
  %pos2003 = add i64 %pos2002, %mm1999
  %elp2004 = getelementptr inbounds float, ptr %buf, i64 %pos2003
  %el2005 = load float, ptr %elp2004, align 4, !alias.scope !14, !noalias !15
  store float %el2005, ptr %coef_76, align 4
  %v2006 = load i64, ptr %i, align 8
  %v2007 = load i64, ptr %j, align 8
  %pos2008 = mul i64 0, %dim3
  %pos2009 = add i64 %pos2008, %v2006
  %pos2010 = mul i64 %pos2009, %dim28
  %pos2011 = add i64 %pos2010, %v2007
  %elp2012 = getelementptr inbounds float, ptr %buf422, i64 %pos2011
  %el2013 = load float, ptr %elp2012, align 4, !alias.scope !16, !noalias !17
  store float %el2013, ptr %j0_80, align 4
  %v2014 = load i64, ptr %i, align 8
  %v2015 = load i64, ptr %j, align 8
  %pos2016 = mul i64 0, %dim8
  %pos2017 = add i64 %pos2016, %v2014
  %pos2018 = mul i64 %pos2017, %dim37
  %pos2019 = add i64 %pos2018, %v2015
  %elp2020 = getelementptr inbounds float, ptr %buf432, i64 %pos2019
  %el2021 = load float, ptr %elp2020, align 4, !alias.scope !18, !noalias !19
  %fldp2022 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  store float %el2021, ptr %fldp2022, align 4
  %elp2023 = getelementptr inbounds float, ptr %buf436, i64 %pos2019
  %el2024 = load float, ptr %elp2023, align 4, !alias.scope !20, !noalias !21
  %fldp2025 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  store float %el2024, ptr %fldp2025, align 4
  %elp2026 = getelementptr inbounds float, ptr %buf441, i64 %pos2019
  %el2027 = load float, ptr %elp2026, align 4, !alias.scope !22, !noalias !23
  %fldp2028 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  store float %el2027, ptr %fldp2028, align 4
  %elp2029 = getelementptr inbounds float, ptr %buf446, i64 %pos2019
  %el2030 = load float, ptr %elp2029, align 4, !alias.scope !24, !noalias !25
  %fldp2031 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  store float %el2030, ptr %fldp2031, align 4
  %fldp2032 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fldp2033 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fld2034 = load float, ptr %fldp2033, align 4
  store float %fld2034, ptr %tup_83.0, align 4
  %fldp2035 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fldp2036 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fld2037 = load float, ptr %fldp2036, align 4
  store float %fld2037, ptr %tup_83.1, align 4
  %fldp2038 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fldp2039 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fld2040 = load float, ptr %fldp2039, align 4
  store float %fld2040, ptr %tup_83.2, align 4
  %fldp2041 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fldp2042 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fld2043 = load float, ptr %fldp2042, align 4
  store float %fld2043, ptr %tup_83.3, align 4
  %v2044 = load float, ptr %j0_80, align 4
  %v2045 = load float, ptr %coef_72, align 4
  %v2046 = load float, ptr %tup_83.0, align 4
  %fm2047 = fmul float %v2045, %v2046
  %v2048 = load float, ptr %coef_75, align 4
  %v2049 = load float, ptr %tup_83.1, align 4
  %fm2050 = fmul float %v2048, %v2049
  %fa2051 = fadd float %fm2047, %fm2050
  %v2052 = load float, ptr %coef_72, align 4
  %v2053 = load float, ptr %tup_83.2, align 4
  %fm2054 = fmul float %v2052, %v2053
  %fa2055 = fadd float %fa2051, %fm2054
  %v2056 = load float, ptr %coef_73, align 4
  %v2057 = load float, ptr %tup_83.3, align 4
  %fm2058 = fmul float %v2056, %v2057
  %fa2059 = fadd float %fa2055, %fm2058
  %fm2060 = fmul float 1.250000e-01, %fa2059
  %fa2061 = fadd float %v2044, %fm2060
  store float %fa2061, ptr %next_77, align 4
  %v2062 = load i64, ptr %i, align 8
  %v2063 = load i64, ptr %j, align 8
  %pos2064 = mul i64 0, %dim3
  %pos2065 = add i64 %pos2064, %v2062
  %pos2066 = mul i64 %pos2065, %dim28
  %pos2067 = add i64 %pos2066, %v2063
  %v2068 = load float, ptr %next_77, align 4
  %elp2069 = getelementptr inbounds float, ptr %buf485, i64 %pos2067
  store float %v2068, ptr %elp2069, align 4, !alias.scope !26, !noalias !27
  %v2070 = load float, ptr %next_77, align 4
  %v2071 = load float, ptr %next_77, align 4
  %fm2072 = fmul float %v2070, %v2071
  store float %fm2072, ptr %sq2_92.1, align 4
  %v2073 = load float, ptr %acc_rows2_96.0, align 4
  %v2074 = load float, ptr %next_77, align 4
  %fa2075 = fadd reassoc float %v2073, %v2074
  store float %fa2075, ptr %acc_rows2_96.0, align 4
  %v2076 = load float, ptr %acc_rows2_96.1, align 4
  %v2077 = load float, ptr %sq2_92.1, align 4
  %fa2078 = fadd reassoc float %v2076, %v2077
  store float %fa2078, ptr %acc_rows2_96.1, align 4
  %i2079 = load i64, ptr %j, align 8
  %next2080 = add i64 %i2079, 1
  store i64 %next2080, ptr %j, align 8
  br label %loop1821

exit1823:                                         ; preds = %loop1821
  br label %versions_done1820

loop2081:                                         ; preds = %ok2383, %checked1819
  %i2084 = load i64, ptr %j, align 8
  %more2085 = icmp slt i64 %i2084, %dim26
  br i1 %more2085, label %body2082, label %exit2083

body2082:                                         ; preds = %loop2081
  %v2086 = load i64, ptr %i, align 8
  %add2087 = add i64 %v2086, -1
  %sub2088 = sub i64 %dim, 1
  %c2089 = icmp slt i64 %add2087, %sub2088
  %mm2090 = select i1 %c2089, i64 %add2087, i64 %sub2088
  %c2091 = icmp sgt i64 0, %mm2090
  %mm2092 = select i1 %c2091, i64 0, i64 %mm2090
  %v2093 = load i64, ptr %j, align 8
  %add2094 = add i64 %v2093, -1
  %sub2095 = sub i64 %dim26, 1
  %c2096 = icmp slt i64 %add2094, %sub2095
  %mm2097 = select i1 %c2096, i64 %add2094, i64 %sub2095
  %c2098 = icmp sgt i64 0, %mm2097
  %mm2099 = select i1 %c2098, i64 0, i64 %mm2097
  %inb2100 = icmp ult i64 %mm2092, %dim
  br i1 %inb2100, label %ok2102, label %fail2101

exit2083:                                         ; preds = %loop2081
  br label %versions_done1820

fail2101:                                         ; preds = %body2082
  %errp2103 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2103, align 8
  %errp2104 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2104, align 8
  %errp2105 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2092, ptr %errp2105, align 8
  %errp2106 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2106, align 8
  ret i32 1

ok2102:                                           ; preds = %body2082
  %pos2107 = mul i64 0, %dim
  %pos2108 = add i64 %pos2107, %mm2092
  %inb2109 = icmp ult i64 %mm2099, %dim26
  br i1 %inb2109, label %ok2111, label %fail2110

fail2110:                                         ; preds = %ok2102
  %errp2112 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2112, align 8
  %errp2113 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2113, align 8
  %errp2114 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2099, ptr %errp2114, align 8
  %errp2115 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2115, align 8
  ret i32 1

ok2111:                                           ; preds = %ok2102
  %pos2116 = mul i64 %pos2108, %dim26
  %pos2117 = add i64 %pos2116, %mm2099
  %elp2118 = getelementptr inbounds float, ptr %buf, i64 %pos2117
  %el2119 = load float, ptr %elp2118, align 4, !alias.scope !14, !noalias !15
  store float %el2119, ptr %coef_68, align 4
  %v2120 = load i64, ptr %i, align 8
  %add2121 = add i64 %v2120, -1
  %sub2122 = sub i64 %dim, 1
  %c2123 = icmp slt i64 %add2121, %sub2122
  %mm2124 = select i1 %c2123, i64 %add2121, i64 %sub2122
  %c2125 = icmp sgt i64 0, %mm2124
  %mm2126 = select i1 %c2125, i64 0, i64 %mm2124
  %v2127 = load i64, ptr %j, align 8
  %add2128 = add i64 %v2127, 0
  %sub2129 = sub i64 %dim26, 1
  %c2130 = icmp slt i64 %add2128, %sub2129
  %mm2131 = select i1 %c2130, i64 %add2128, i64 %sub2129
  %c2132 = icmp sgt i64 0, %mm2131
  %mm2133 = select i1 %c2132, i64 0, i64 %mm2131
  %inb2134 = icmp ult i64 %mm2126, %dim
  br i1 %inb2134, label %ok2136, label %fail2135

fail2135:                                         ; preds = %ok2111
  %errp2137 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2137, align 8
  %errp2138 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2138, align 8
  %errp2139 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2126, ptr %errp2139, align 8
  %errp2140 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2140, align 8
  ret i32 1

ok2136:                                           ; preds = %ok2111
  %pos2141 = mul i64 0, %dim
  %pos2142 = add i64 %pos2141, %mm2126
  %inb2143 = icmp ult i64 %mm2133, %dim26
  br i1 %inb2143, label %ok2145, label %fail2144

fail2144:                                         ; preds = %ok2136
  %errp2146 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2146, align 8
  %errp2147 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2147, align 8
  %errp2148 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2133, ptr %errp2148, align 8
  %errp2149 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2149, align 8
  ret i32 1

ok2145:                                           ; preds = %ok2136
  %pos2150 = mul i64 %pos2142, %dim26
  %pos2151 = add i64 %pos2150, %mm2133
  %elp2152 = getelementptr inbounds float, ptr %buf, i64 %pos2151
  %el2153 = load float, ptr %elp2152, align 4, !alias.scope !14, !noalias !15
  store float %el2153, ptr %coef_69, align 4
  %v2154 = load i64, ptr %i, align 8
  %add2155 = add i64 %v2154, -1
  %sub2156 = sub i64 %dim, 1
  %c2157 = icmp slt i64 %add2155, %sub2156
  %mm2158 = select i1 %c2157, i64 %add2155, i64 %sub2156
  %c2159 = icmp sgt i64 0, %mm2158
  %mm2160 = select i1 %c2159, i64 0, i64 %mm2158
  %v2161 = load i64, ptr %j, align 8
  %add2162 = add i64 %v2161, 1
  %sub2163 = sub i64 %dim26, 1
  %c2164 = icmp slt i64 %add2162, %sub2163
  %mm2165 = select i1 %c2164, i64 %add2162, i64 %sub2163
  %c2166 = icmp sgt i64 0, %mm2165
  %mm2167 = select i1 %c2166, i64 0, i64 %mm2165
  %inb2168 = icmp ult i64 %mm2160, %dim
  br i1 %inb2168, label %ok2170, label %fail2169

fail2169:                                         ; preds = %ok2145
  %errp2171 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2171, align 8
  %errp2172 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2172, align 8
  %errp2173 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2160, ptr %errp2173, align 8
  %errp2174 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2174, align 8
  ret i32 1

ok2170:                                           ; preds = %ok2145
  %pos2175 = mul i64 0, %dim
  %pos2176 = add i64 %pos2175, %mm2160
  %inb2177 = icmp ult i64 %mm2167, %dim26
  br i1 %inb2177, label %ok2179, label %fail2178

fail2178:                                         ; preds = %ok2170
  %errp2180 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2180, align 8
  %errp2181 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2181, align 8
  %errp2182 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2167, ptr %errp2182, align 8
  %errp2183 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2183, align 8
  ret i32 1

ok2179:                                           ; preds = %ok2170
  %pos2184 = mul i64 %pos2176, %dim26
  %pos2185 = add i64 %pos2184, %mm2167
  %elp2186 = getelementptr inbounds float, ptr %buf, i64 %pos2185
  %el2187 = load float, ptr %elp2186, align 4, !alias.scope !14, !noalias !15
  store float %el2187, ptr %coef_70, align 4
  %v2188 = load i64, ptr %i, align 8
  %add2189 = add i64 %v2188, 0
  %sub2190 = sub i64 %dim, 1
  %c2191 = icmp slt i64 %add2189, %sub2190
  %mm2192 = select i1 %c2191, i64 %add2189, i64 %sub2190
  %c2193 = icmp sgt i64 0, %mm2192
  %mm2194 = select i1 %c2193, i64 0, i64 %mm2192
  %v2195 = load i64, ptr %j, align 8
  %add2196 = add i64 %v2195, -1
  %sub2197 = sub i64 %dim26, 1
  %c2198 = icmp slt i64 %add2196, %sub2197
  %mm2199 = select i1 %c2198, i64 %add2196, i64 %sub2197
  %c2200 = icmp sgt i64 0, %mm2199
  %mm2201 = select i1 %c2200, i64 0, i64 %mm2199
  %inb2202 = icmp ult i64 %mm2194, %dim
  br i1 %inb2202, label %ok2204, label %fail2203

fail2203:                                         ; preds = %ok2179
  %errp2205 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2205, align 8
  %errp2206 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2206, align 8
  %errp2207 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2194, ptr %errp2207, align 8
  %errp2208 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2208, align 8
  ret i32 1

ok2204:                                           ; preds = %ok2179
  %pos2209 = mul i64 0, %dim
  %pos2210 = add i64 %pos2209, %mm2194
  %inb2211 = icmp ult i64 %mm2201, %dim26
  br i1 %inb2211, label %ok2213, label %fail2212

fail2212:                                         ; preds = %ok2204
  %errp2214 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2214, align 8
  %errp2215 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2215, align 8
  %errp2216 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2201, ptr %errp2216, align 8
  %errp2217 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2217, align 8
  ret i32 1

ok2213:                                           ; preds = %ok2204
  %pos2218 = mul i64 %pos2210, %dim26
  %pos2219 = add i64 %pos2218, %mm2201
  %elp2220 = getelementptr inbounds float, ptr %buf, i64 %pos2219
  %el2221 = load float, ptr %elp2220, align 4, !alias.scope !14, !noalias !15
  store float %el2221, ptr %coef_71, align 4
  %v2222 = load i64, ptr %i, align 8
  %add2223 = add i64 %v2222, 0
  %sub2224 = sub i64 %dim, 1
  %c2225 = icmp slt i64 %add2223, %sub2224
  %mm2226 = select i1 %c2225, i64 %add2223, i64 %sub2224
  %c2227 = icmp sgt i64 0, %mm2226
  %mm2228 = select i1 %c2227, i64 0, i64 %mm2226
  %v2229 = load i64, ptr %j, align 8
  %add2230 = add i64 %v2229, 0
  %sub2231 = sub i64 %dim26, 1
  %c2232 = icmp slt i64 %add2230, %sub2231
  %mm2233 = select i1 %c2232, i64 %add2230, i64 %sub2231
  %c2234 = icmp sgt i64 0, %mm2233
  %mm2235 = select i1 %c2234, i64 0, i64 %mm2233
  %inb2236 = icmp ult i64 %mm2228, %dim
  br i1 %inb2236, label %ok2238, label %fail2237

fail2237:                                         ; preds = %ok2213
  %errp2239 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2239, align 8
  %errp2240 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2240, align 8
  %errp2241 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2228, ptr %errp2241, align 8
  %errp2242 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2242, align 8
  ret i32 1

ok2238:                                           ; preds = %ok2213
  %pos2243 = mul i64 0, %dim
  %pos2244 = add i64 %pos2243, %mm2228
  %inb2245 = icmp ult i64 %mm2235, %dim26
  br i1 %inb2245, label %ok2247, label %fail2246

fail2246:                                         ; preds = %ok2238
  %errp2248 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2248, align 8
  %errp2249 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2249, align 8
  %errp2250 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2235, ptr %errp2250, align 8
  %errp2251 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2251, align 8
  ret i32 1

ok2247:                                           ; preds = %ok2238
  %pos2252 = mul i64 %pos2244, %dim26
  %pos2253 = add i64 %pos2252, %mm2235
  %elp2254 = getelementptr inbounds float, ptr %buf, i64 %pos2253
  %el2255 = load float, ptr %elp2254, align 4, !alias.scope !14, !noalias !15
  store float %el2255, ptr %coef_72, align 4
  %v2256 = load i64, ptr %i, align 8
  %add2257 = add i64 %v2256, 0
  %sub2258 = sub i64 %dim, 1
  %c2259 = icmp slt i64 %add2257, %sub2258
  %mm2260 = select i1 %c2259, i64 %add2257, i64 %sub2258
  %c2261 = icmp sgt i64 0, %mm2260
  %mm2262 = select i1 %c2261, i64 0, i64 %mm2260
  %v2263 = load i64, ptr %j, align 8
  %add2264 = add i64 %v2263, 1
  %sub2265 = sub i64 %dim26, 1
  %c2266 = icmp slt i64 %add2264, %sub2265
  %mm2267 = select i1 %c2266, i64 %add2264, i64 %sub2265
  %c2268 = icmp sgt i64 0, %mm2267
  %mm2269 = select i1 %c2268, i64 0, i64 %mm2267
  %inb2270 = icmp ult i64 %mm2262, %dim
  br i1 %inb2270, label %ok2272, label %fail2271

fail2271:                                         ; preds = %ok2247
  %errp2273 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2273, align 8
  %errp2274 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2274, align 8
  %errp2275 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2262, ptr %errp2275, align 8
  %errp2276 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2276, align 8
  ret i32 1

ok2272:                                           ; preds = %ok2247
  %pos2277 = mul i64 0, %dim
  %pos2278 = add i64 %pos2277, %mm2262
  %inb2279 = icmp ult i64 %mm2269, %dim26
  br i1 %inb2279, label %ok2281, label %fail2280

fail2280:                                         ; preds = %ok2272
  %errp2282 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2282, align 8
  %errp2283 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2283, align 8
  %errp2284 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2269, ptr %errp2284, align 8
  %errp2285 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2285, align 8
  ret i32 1

ok2281:                                           ; preds = %ok2272
  %pos2286 = mul i64 %pos2278, %dim26
  %pos2287 = add i64 %pos2286, %mm2269
  %elp2288 = getelementptr inbounds float, ptr %buf, i64 %pos2287
  %el2289 = load float, ptr %elp2288, align 4, !alias.scope !14, !noalias !15
  store float %el2289, ptr %coef_73, align 4
  %v2290 = load i64, ptr %i, align 8
  %add2291 = add i64 %v2290, 1
  %sub2292 = sub i64 %dim, 1
  %c2293 = icmp slt i64 %add2291, %sub2292
  %mm2294 = select i1 %c2293, i64 %add2291, i64 %sub2292
  %c2295 = icmp sgt i64 0, %mm2294
  %mm2296 = select i1 %c2295, i64 0, i64 %mm2294
  %v2297 = load i64, ptr %j, align 8
  %add2298 = add i64 %v2297, -1
  %sub2299 = sub i64 %dim26, 1
  %c2300 = icmp slt i64 %add2298, %sub2299
  %mm2301 = select i1 %c2300, i64 %add2298, i64 %sub2299
  %c2302 = icmp sgt i64 0, %mm2301
  %mm2303 = select i1 %c2302, i64 0, i64 %mm2301
  %inb2304 = icmp ult i64 %mm2296, %dim
  br i1 %inb2304, label %ok2306, label %fail2305

fail2305:                                         ; preds = %ok2281
  %errp2307 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2307, align 8
  %errp2308 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2308, align 8
  %errp2309 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2296, ptr %errp2309, align 8
  %errp2310 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2310, align 8
  ret i32 1

ok2306:                                           ; preds = %ok2281
  %pos2311 = mul i64 0, %dim
  %pos2312 = add i64 %pos2311, %mm2296
  %inb2313 = icmp ult i64 %mm2303, %dim26
  br i1 %inb2313, label %ok2315, label %fail2314

fail2314:                                         ; preds = %ok2306
  %errp2316 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2316, align 8
  %errp2317 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2317, align 8
  %errp2318 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2303, ptr %errp2318, align 8
  %errp2319 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2319, align 8
  ret i32 1

ok2315:                                           ; preds = %ok2306
  %pos2320 = mul i64 %pos2312, %dim26
  %pos2321 = add i64 %pos2320, %mm2303
  %elp2322 = getelementptr inbounds float, ptr %buf, i64 %pos2321
  %el2323 = load float, ptr %elp2322, align 4, !alias.scope !14, !noalias !15
  store float %el2323, ptr %coef_74, align 4
  %v2324 = load i64, ptr %i, align 8
  %add2325 = add i64 %v2324, 1
  %sub2326 = sub i64 %dim, 1
  %c2327 = icmp slt i64 %add2325, %sub2326
  %mm2328 = select i1 %c2327, i64 %add2325, i64 %sub2326
  %c2329 = icmp sgt i64 0, %mm2328
  %mm2330 = select i1 %c2329, i64 0, i64 %mm2328
  %v2331 = load i64, ptr %j, align 8
  %add2332 = add i64 %v2331, 0
  %sub2333 = sub i64 %dim26, 1
  %c2334 = icmp slt i64 %add2332, %sub2333
  %mm2335 = select i1 %c2334, i64 %add2332, i64 %sub2333
  %c2336 = icmp sgt i64 0, %mm2335
  %mm2337 = select i1 %c2336, i64 0, i64 %mm2335
  %inb2338 = icmp ult i64 %mm2330, %dim
  br i1 %inb2338, label %ok2340, label %fail2339

fail2339:                                         ; preds = %ok2315
  %errp2341 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2341, align 8
  %errp2342 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2342, align 8
  %errp2343 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2330, ptr %errp2343, align 8
  %errp2344 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2344, align 8
  ret i32 1

ok2340:                                           ; preds = %ok2315
  %pos2345 = mul i64 0, %dim
  %pos2346 = add i64 %pos2345, %mm2330
  %inb2347 = icmp ult i64 %mm2337, %dim26
  br i1 %inb2347, label %ok2349, label %fail2348

fail2348:                                         ; preds = %ok2340
  %errp2350 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2350, align 8
  %errp2351 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2351, align 8
  %errp2352 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2337, ptr %errp2352, align 8
  %errp2353 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2353, align 8
  ret i32 1

ok2349:                                           ; preds = %ok2340
  %pos2354 = mul i64 %pos2346, %dim26
  %pos2355 = add i64 %pos2354, %mm2337
  %elp2356 = getelementptr inbounds float, ptr %buf, i64 %pos2355
  %el2357 = load float, ptr %elp2356, align 4, !alias.scope !14, !noalias !15
  store float %el2357, ptr %coef_75, align 4
  %v2358 = load i64, ptr %i, align 8
  %add2359 = add i64 %v2358, 1
  %sub2360 = sub i64 %dim, 1
  %c2361 = icmp slt i64 %add2359, %sub2360
  %mm2362 = select i1 %c2361, i64 %add2359, i64 %sub2360
  %c2363 = icmp sgt i64 0, %mm2362
  %mm2364 = select i1 %c2363, i64 0, i64 %mm2362
  %v2365 = load i64, ptr %j, align 8
  %add2366 = add i64 %v2365, 1
  %sub2367 = sub i64 %dim26, 1
  %c2368 = icmp slt i64 %add2366, %sub2367
  %mm2369 = select i1 %c2368, i64 %add2366, i64 %sub2367
  %c2370 = icmp sgt i64 0, %mm2369
  %mm2371 = select i1 %c2370, i64 0, i64 %mm2369
  %inb2372 = icmp ult i64 %mm2364, %dim
  br i1 %inb2372, label %ok2374, label %fail2373

fail2373:                                         ; preds = %ok2349
  %errp2375 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2375, align 8
  %errp2376 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2376, align 8
  %errp2377 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2364, ptr %errp2377, align 8
  %errp2378 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2378, align 8
  ret i32 1

ok2374:                                           ; preds = %ok2349
  %pos2379 = mul i64 0, %dim
  %pos2380 = add i64 %pos2379, %mm2364
  %inb2381 = icmp ult i64 %mm2371, %dim26
  br i1 %inb2381, label %ok2383, label %fail2382

fail2382:                                         ; preds = %ok2374
  %errp2384 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2384, align 8
  %errp2385 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2385, align 8
  %errp2386 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2371, ptr %errp2386, align 8
  %errp2387 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2387, align 8
  ret i32 1

ok2383:                                           ; preds = %ok2374
  %pos2388 = mul i64 %pos2380, %dim26
  %pos2389 = add i64 %pos2388, %mm2371
  %elp2390 = getelementptr inbounds float, ptr %buf, i64 %pos2389
  %el2391 = load float, ptr %elp2390, align 4, !alias.scope !14, !noalias !15
  store float %el2391, ptr %coef_76, align 4
  %v2392 = load i64, ptr %i, align 8
  %v2393 = load i64, ptr %j, align 8
  %pos2394 = mul i64 0, %dim3
  %pos2395 = add i64 %pos2394, %v2392
  %pos2396 = mul i64 %pos2395, %dim28
  %pos2397 = add i64 %pos2396, %v2393
  %elp2398 = getelementptr inbounds float, ptr %buf422, i64 %pos2397
  %el2399 = load float, ptr %elp2398, align 4, !alias.scope !16, !noalias !17
  store float %el2399, ptr %j0_80, align 4
  %v2400 = load i64, ptr %i, align 8
  %v2401 = load i64, ptr %j, align 8
  %pos2402 = mul i64 0, %dim8
  %pos2403 = add i64 %pos2402, %v2400
  %pos2404 = mul i64 %pos2403, %dim37
  %pos2405 = add i64 %pos2404, %v2401
  %elp2406 = getelementptr inbounds float, ptr %buf432, i64 %pos2405
  %el2407 = load float, ptr %elp2406, align 4, !alias.scope !18, !noalias !19
  %fldp2408 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  store float %el2407, ptr %fldp2408, align 4
  %elp2409 = getelementptr inbounds float, ptr %buf436, i64 %pos2405
  %el2410 = load float, ptr %elp2409, align 4, !alias.scope !20, !noalias !21
  %fldp2411 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  store float %el2410, ptr %fldp2411, align 4
  %elp2412 = getelementptr inbounds float, ptr %buf441, i64 %pos2405
  %el2413 = load float, ptr %elp2412, align 4, !alias.scope !22, !noalias !23
  %fldp2414 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  store float %el2413, ptr %fldp2414, align 4
  %elp2415 = getelementptr inbounds float, ptr %buf446, i64 %pos2405
  %el2416 = load float, ptr %elp2415, align 4, !alias.scope !24, !noalias !25
  %fldp2417 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  store float %el2416, ptr %fldp2417, align 4
  %fldp2418 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fldp2419 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fld2420 = load float, ptr %fldp2419, align 4
  store float %fld2420, ptr %tup_83.0, align 4
  %fldp2421 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fldp2422 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fld2423 = load float, ptr %fldp2422, align 4
  store float %fld2423, ptr %tup_83.1, align 4
  %fldp2424 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fldp2425 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fld2426 = load float, ptr %fldp2425, align 4
  store float %fld2426, ptr %tup_83.2, align 4
  %fldp2427 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fldp2428 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fld2429 = load float, ptr %fldp2428, align 4
  store float %fld2429, ptr %tup_83.3, align 4
  %v2430 = load float, ptr %j0_80, align 4
  %v2431 = load float, ptr %coef_72, align 4
  %v2432 = load float, ptr %tup_83.0, align 4
  %fm2433 = fmul float %v2431, %v2432
  %v2434 = load float, ptr %coef_75, align 4
  %v2435 = load float, ptr %tup_83.1, align 4
  %fm2436 = fmul float %v2434, %v2435
  %fa2437 = fadd float %fm2433, %fm2436
  %v2438 = load float, ptr %coef_72, align 4
  %v2439 = load float, ptr %tup_83.2, align 4
  %fm2440 = fmul float %v2438, %v2439
  %fa2441 = fadd float %fa2437, %fm2440
  %v2442 = load float, ptr %coef_73, align 4
  %v2443 = load float, ptr %tup_83.3, align 4
  %fm2444 = fmul float %v2442, %v2443
  %fa2445 = fadd float %fa2441, %fm2444
  %fm2446 = fmul float 1.250000e-01, %fa2445
  %fa2447 = fadd float %v2430, %fm2446
  store float %fa2447, ptr %next_77, align 4
  %v2448 = load i64, ptr %i, align 8
  %v2449 = load i64, ptr %j, align 8
  %pos2450 = mul i64 0, %dim3
  %pos2451 = add i64 %pos2450, %v2448
  %pos2452 = mul i64 %pos2451, %dim28
  %pos2453 = add i64 %pos2452, %v2449
  %v2454 = load float, ptr %next_77, align 4
  %elp2455 = getelementptr inbounds float, ptr %buf485, i64 %pos2453
  store float %v2454, ptr %elp2455, align 4, !alias.scope !26, !noalias !27
  %v2456 = load float, ptr %next_77, align 4
  %v2457 = load float, ptr %next_77, align 4
  %fm2458 = fmul float %v2456, %v2457
  store float %fm2458, ptr %sq2_92.1, align 4
  %v2459 = load float, ptr %acc_rows2_96.0, align 4
  %v2460 = load float, ptr %next_77, align 4
  %fa2461 = fadd reassoc float %v2459, %v2460
  store float %fa2461, ptr %acc_rows2_96.0, align 4
  %v2462 = load float, ptr %acc_rows2_96.1, align 4
  %v2463 = load float, ptr %sq2_92.1, align 4
  %fa2464 = fadd reassoc float %v2462, %v2463
  store float %fa2464, ptr %acc_rows2_96.1, align 4
  %i2465 = load i64, ptr %j, align 8
  %next2466 = add i64 %i2465, 1
  store i64 %next2466, ptr %j, align 8
  br label %loop2081
}

define i32 @nest_part(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot2_108.0 = alloca float, align 4
  %acc_tot2_108.1 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 56
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 8
  %dim3 = load i64, ptr %dimp2, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 48
  %dim8 = load i64, ptr %dimp7, align 8
  %i = alloca i64, align 8
  %acc_rows2_96.0 = alloca float, align 4
  %acc_rows2_96.1 = alloca float, align 4
  %dimp25 = getelementptr inbounds i64, ptr %1, i64 57
  %dim26 = load i64, ptr %dimp25, align 8
  %dimp27 = getelementptr inbounds i64, ptr %1, i64 9
  %dim28 = load i64, ptr %dimp27, align 8
  %dimp36 = getelementptr inbounds i64, ptr %1, i64 49
  %dim37 = load i64, ptr %dimp36, align 8
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
  %bufp421 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf422 = load ptr, ptr %bufp421, align 8
  %j0_80 = alloca float, align 4
  %derivs_81 = alloca { float, float, float, float }, align 8
  %bufp431 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf432 = load ptr, ptr %bufp431, align 8
  %bufp435 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf436 = load ptr, ptr %bufp435, align 8
  %bufp440 = getelementptr inbounds ptr, ptr %0, i64 11
  %buf441 = load ptr, ptr %bufp440, align 8
  %bufp445 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf446 = load ptr, ptr %bufp445, align 8
  %tup_83.0 = alloca float, align 4
  %tup_83.1 = alloca float, align 4
  %tup_83.2 = alloca float, align 4
  %tup_83.3 = alloca float, align 4
  %next_77 = alloca float, align 4
  %bufp484 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf485 = load ptr, ptr %bufp484, align 8
  %sq2_92.1 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_tot2_108.0, align 4
  store float 0.000000e+00, ptr %acc_tot2_108.1, align 4
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, %dim
  %min = select i1 %c1, i64 %5, i64 %dim
  %fits = icmp sle i64 %min, %dim3
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits9 = icmp sle i64 %min, %dim8
  br i1 %fits9, label %ok11, label %fail10

fail10:                                           ; preds = %ok
  %errp12 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %ok
  %fits16 = icmp sle i64 %min, %dim3
  br i1 %fits16, label %ok18, label %fail17

fail17:                                           ; preds = %ok11
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %ok11
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done1820, %ok18
  %i24 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i24, %min
  br i1 %more, label %body23, label %exit

body23:                                           ; preds = %loop
  store float 0.000000e+00, ptr %acc_rows2_96.0, align 4
  store float 0.000000e+00, ptr %acc_rows2_96.1, align 4
  %fits29 = icmp sle i64 %dim26, %dim28
  br i1 %fits29, label %ok31, label %fail30

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %acc_tot2_108.0, align 4
  store float %acc, ptr %part, align 4
  %part2475 = getelementptr inbounds i8, ptr %6, i64 64
  %acc2476 = load float, ptr %acc_tot2_108.1, align 4
  store float %acc2476, ptr %part2475, align 4
  ret i32 0

fail30:                                           ; preds = %body23
  %errp32 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp32, align 8
  %errp33 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp33, align 8
  %errp34 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim28, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim28, ptr %errp35, align 8
  ret i32 1

ok31:                                             ; preds = %body23
  %fits38 = icmp sle i64 %dim26, %dim37
  br i1 %fits38, label %ok40, label %fail39

fail39:                                           ; preds = %ok31
  %errp41 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim37, ptr %errp43, align 8
  %errp44 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim37, ptr %errp44, align 8
  ret i32 1

ok40:                                             ; preds = %ok31
  %fits45 = icmp sle i64 %dim26, %dim28
  br i1 %fits45, label %ok47, label %fail46

fail46:                                           ; preds = %ok40
  %errp48 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp49, align 8
  %errp50 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim28, ptr %errp50, align 8
  %errp51 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim28, ptr %errp51, align 8
  ret i32 1

ok47:                                             ; preds = %ok40
  %tap_end = sub i64 %dim26, -1
  %tap_end52 = sub i64 %dim26, 0
  %c53 = icmp slt i64 %tap_end, %tap_end52
  %min54 = select i1 %c53, i64 %tap_end, i64 %tap_end52
  %tap_end55 = sub i64 %dim26, 1
  %c56 = icmp slt i64 %min54, %tap_end55
  %min57 = select i1 %c56, i64 %min54, i64 %tap_end55
  %c58 = icmp slt i64 1, %dim26
  %min59 = select i1 %c58, i64 1, i64 %dim26
  %c60 = icmp sgt i64 %min57, %min59
  %max61 = select i1 %c60, i64 %min57, i64 %min59
  %c62 = icmp slt i64 %max61, %dim26
  %min63 = select i1 %c62, i64 %max61, i64 %dim26
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %add = add i64 %v, -1
  %sub = sub i64 %dim, 1
  %c64 = icmp slt i64 %add, %sub
  %mm = select i1 %c64, i64 %add, i64 %sub
  %c65 = icmp sgt i64 0, %mm
  %mm66 = select i1 %c65, i64 0, i64 %mm
  %base = sext i64 %mm66 to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits67 = and i1 %fits_low, %fits_high
  %least = select i1 %fits67, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits67, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok68 = and i1 true, %low_ok
  %ok69 = and i1 %ok68, %high_ok
  %v70 = load i64, ptr %j, align 8
  %add71 = add i64 %v70, -1
  %base72 = sext i64 %add71 to i128
  store i64 1, ptr %j, align 8
  %v73 = load i64, ptr %j, align 8
  %add74 = add i64 %v73, -1
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %add74 to i128
  %step = sub i128 %at_next, %base72
  %step75 = trunc i128 %step to i64
  %step76 = sext i64 %step75 to i128
  %len = sub i64 %min59, 0
  %span = sub i64 %len, 1
  %span77 = sext i64 %span to i128
  %reach = mul i128 %step76, %span77
  %c78 = icmp slt i128 %reach, 0
  %min79 = select i1 %c78, i128 %reach, i128 0
  %c80 = icmp sgt i128 %reach, 0
  %max81 = select i1 %c80, i128 %reach, i128 0
  %least82 = add i128 %base72, %min79
  %most83 = add i128 %base72, %max81
  %fits_low84 = icmp sge i128 %least82, -9223372036854775808
  %fits_high85 = icmp sle i128 %most83, 9223372036854775807
  %fits86 = and i1 %fits_low84, %fits_high85
  %least87 = select i1 %fits86, i128 %least82, i128 -9223372036854775808
  %most88 = select i1 %fits86, i128 %most83, i128 9223372036854775807
  %sub89 = sub i64 %dim26, 1
  %base90 = sext i64 %sub89 to i128
  %fits_low91 = icmp sge i128 %base90, -9223372036854775808
  %fits_high92 = icmp sle i128 %base90, 9223372036854775807
  %fits93 = and i1 %fits_low91, %fits_high92
  %least94 = select i1 %fits93, i128 %base90, i128 -9223372036854775808
  %most95 = select i1 %fits93, i128 %base90, i128 9223372036854775807
  %c96 = icmp slt i128 %least87, %least94
  %min97 = select i1 %c96, i128 %least87, i128 %least94
  %c98 = icmp slt i128 %most88, %most95
  %min99 = select i1 %c98, i128 %most88, i128 %most95
  %c100 = icmp sgt i128 0, %min97
  %max101 = select i1 %c100, i128 0, i128 %min97
  %c102 = icmp sgt i128 0, %min99
  %max103 = select i1 %c102, i128 0, i128 %min99
  %extent104 = sext i64 %dim26 to i128
  %low_ok105 = icmp sge i128 %max101, 0
  %high_ok106 = icmp slt i128 %max103, %extent104
  %ok107 = and i1 %ok69, %low_ok105
  %ok108 = and i1 %ok107, %high_ok106
  %v109 = load i64, ptr %j, align 8
  %add110 = add i64 %v109, 0
  %base111 = sext i64 %add110 to i128
  store i64 1, ptr %j, align 8
  %v112 = load i64, ptr %j, align 8
  %add113 = add i64 %v112, 0
  store i64 0, ptr %j, align 8
  %at_next114 = sext i64 %add113 to i128
  %step115 = sub i128 %at_next114, %base111
  %step116 = trunc i128 %step115 to i64
  %step117 = sext i64 %step116 to i128
  %len118 = sub i64 %min59, 0
  %span119 = sub i64 %len118, 1
  %span120 = sext i64 %span119 to i128
  %reach121 = mul i128 %step117, %span120
  %c122 = icmp slt i128 %reach121, 0
  %min123 = select i1 %c122, i128 %reach121, i128 0
  %c124 = icmp sgt i128 %reach121, 0
  %max125 = select i1 %c124, i128 %reach121, i128 0
  %least126 = add i128 %base111, %min123
  %most127 = add i128 %base111, %max125
  %fits_low128 = icmp sge i128 %least126, -9223372036854775808
  %fits_high129 = icmp sle i128 %most127, 9223372036854775807
  %fits130 = and i1 %fits_low128, %fits_high129
  %least131 = select i1 %fits130, i128 %least126, i128 -9223372036854775808
  %most132 = select i1 %fits130, i128 %most127, i128 9223372036854775807
  %sub133 = sub i64 %dim26, 1
  %base134 = sext i64 %sub133 to i128
  %fits_low135 = icmp sge i128 %base134, -9223372036854775808
  %fits_high136 = icmp sle i128 %base134, 9223372036854775807
  %fits137 = and i1 %fits_low135, %fits_high136
  %least138 = select i1 %fits137, i128 %base134, i128 -9223372036854775808
  %most139 = select i1 %fits137, i128 %base134, i128 9223372036854775807
  %c140 = icmp slt i128 %least131, %least138
  %min141 = select i1 %c140, i128 %least131, i128 %least138
  %c142 = icmp slt i128 %most132, %most139
  %min143 = select i1 %c142, i128 %most132, i128 %most139
  %c144 = icmp sgt i128 0, %min141
  %max145 = select i1 %c144, i128 0, i128 %min141
  %c146 = icmp sgt i128 0, %min143
  %max147 = select i1 %c146, i128 0, i128 %min143
  %extent148 = sext i64 %dim26 to i128
  %low_ok149 = icmp sge i128 %max145, 0
  %high_ok150 = icmp slt i128 %max147, %extent148
  %ok151 = and i1 %ok108, %low_ok149
  %ok152 = and i1 %ok151, %high_ok150
  %v153 = load i64, ptr %j, align 8
  %add154 = add i64 %v153, 1
  %base155 = sext i64 %add154 to i128
  store i64 1, ptr %j, align 8
  %v156 = load i64, ptr %j, align 8
  %add157 = add i64 %v156, 1
  store i64 0, ptr %j, align 8
  %at_next158 = sext i64 %add157 to i128
  %step159 = sub i128 %at_next158, %base155
  %step160 = trunc i128 %step159 to i64
  %step161 = sext i64 %step160 to i128
  %len162 = sub i64 %min59, 0
  %span163 = sub i64 %len162, 1
  %span164 = sext i64 %span163 to i128
  %reach165 = mul i128 %step161, %span164
  %c166 = icmp slt i128 %reach165, 0
  %min167 = select i1 %c166, i128 %reach165, i128 0
  %c168 = icmp sgt i128 %reach165, 0
  %max169 = select i1 %c168, i128 %reach165, i128 0
  %least170 = add i128 %base155, %min167
  %most171 = add i128 %base155, %max169
  %fits_low172 = icmp sge i128 %least170, -9223372036854775808
  %fits_high173 = icmp sle i128 %most171, 9223372036854775807
  %fits174 = and i1 %fits_low172, %fits_high173
  %least175 = select i1 %fits174, i128 %least170, i128 -9223372036854775808
  %most176 = select i1 %fits174, i128 %most171, i128 9223372036854775807
  %sub177 = sub i64 %dim26, 1
  %base178 = sext i64 %sub177 to i128
  %fits_low179 = icmp sge i128 %base178, -9223372036854775808
  %fits_high180 = icmp sle i128 %base178, 9223372036854775807
  %fits181 = and i1 %fits_low179, %fits_high180
  %least182 = select i1 %fits181, i128 %base178, i128 -9223372036854775808
  %most183 = select i1 %fits181, i128 %base178, i128 9223372036854775807
  %c184 = icmp slt i128 %least175, %least182
  %min185 = select i1 %c184, i128 %least175, i128 %least182
  %c186 = icmp slt i128 %most176, %most183
  %min187 = select i1 %c186, i128 %most176, i128 %most183
  %c188 = icmp sgt i128 0, %min185
  %max189 = select i1 %c188, i128 0, i128 %min185
  %c190 = icmp sgt i128 0, %min187
  %max191 = select i1 %c190, i128 0, i128 %min187
  %extent192 = sext i64 %dim26 to i128
  %low_ok193 = icmp sge i128 %max189, 0
  %high_ok194 = icmp slt i128 %max191, %extent192
  %ok195 = and i1 %ok152, %low_ok193
  %ok196 = and i1 %ok195, %high_ok194
  %v197 = load i64, ptr %i, align 8
  %add198 = add i64 %v197, 0
  %sub199 = sub i64 %dim, 1
  %c200 = icmp slt i64 %add198, %sub199
  %mm201 = select i1 %c200, i64 %add198, i64 %sub199
  %c202 = icmp sgt i64 0, %mm201
  %mm203 = select i1 %c202, i64 0, i64 %mm201
  %base204 = sext i64 %mm203 to i128
  %fits_low205 = icmp sge i128 %base204, -9223372036854775808
  %fits_high206 = icmp sle i128 %base204, 9223372036854775807
  %fits207 = and i1 %fits_low205, %fits_high206
  %least208 = select i1 %fits207, i128 %base204, i128 -9223372036854775808
  %most209 = select i1 %fits207, i128 %base204, i128 9223372036854775807
  %extent210 = sext i64 %dim to i128
  %low_ok211 = icmp sge i128 %least208, 0
  %high_ok212 = icmp slt i128 %most209, %extent210
  %ok213 = and i1 %ok196, %low_ok211
  %ok214 = and i1 %ok213, %high_ok212
  %v215 = load i64, ptr %i, align 8
  %add216 = add i64 %v215, 1
  %sub217 = sub i64 %dim, 1
  %c218 = icmp slt i64 %add216, %sub217
  %mm219 = select i1 %c218, i64 %add216, i64 %sub217
  %c220 = icmp sgt i64 0, %mm219
  %mm221 = select i1 %c220, i64 0, i64 %mm219
  %base222 = sext i64 %mm221 to i128
  %fits_low223 = icmp sge i128 %base222, -9223372036854775808
  %fits_high224 = icmp sle i128 %base222, 9223372036854775807
  %fits225 = and i1 %fits_low223, %fits_high224
  %least226 = select i1 %fits225, i128 %base222, i128 -9223372036854775808
  %most227 = select i1 %fits225, i128 %base222, i128 9223372036854775807
  %extent228 = sext i64 %dim to i128
  %low_ok229 = icmp sge i128 %least226, 0
  %high_ok230 = icmp slt i128 %most227, %extent228
  %ok231 = and i1 %ok214, %low_ok229
  %ok232 = and i1 %ok231, %high_ok230
  br i1 %ok232, label %proved, label %checked

proved:                                           ; preds = %ok47
  store i64 0, ptr %j, align 8
  br label %loop233

checked:                                          ; preds = %ok47
  store i64 0, ptr %j, align 8
  br label %loop497

versions_done:                                    ; preds = %exit499, %exit235
  store i64 %min59, ptr %j, align 8
  %v882 = load i64, ptr %i, align 8
  %add883 = add i64 %v882, -1
  %sub884 = sub i64 %dim, 1
  %c885 = icmp slt i64 %add883, %sub884
  %mm886 = select i1 %c885, i64 %add883, i64 %sub884
  %c887 = icmp sgt i64 0, %mm886
  %mm888 = select i1 %c887, i64 0, i64 %mm886
  %base889 = sext i64 %mm888 to i128
  %fits_low890 = icmp sge i128 %base889, -9223372036854775808
  %fits_high891 = icmp sle i128 %base889, 9223372036854775807
  %fits892 = and i1 %fits_low890, %fits_high891
  %least893 = select i1 %fits892, i128 %base889, i128 -9223372036854775808
  %most894 = select i1 %fits892, i128 %base889, i128 9223372036854775807
  %extent895 = sext i64 %dim to i128
  %low_ok896 = icmp sge i128 %least893, 0
  %high_ok897 = icmp slt i128 %most894, %extent895
  %ok898 = and i1 true, %low_ok896
  %ok899 = and i1 %ok898, %high_ok897
  %v900 = load i64, ptr %j, align 8
  %add901 = add i64 %v900, -1
  %base902 = sext i64 %add901 to i128
  %next903 = add i64 %min59, 1
  store i64 %next903, ptr %j, align 8
  %v904 = load i64, ptr %j, align 8
  %add905 = add i64 %v904, -1
  store i64 %min59, ptr %j, align 8
  %at_next906 = sext i64 %add905 to i128
  %step907 = sub i128 %at_next906, %base902
  %step908 = trunc i128 %step907 to i64
  %step909 = sext i64 %step908 to i128
  %len910 = sub i64 %min63, %min59
  %span911 = sub i64 %len910, 1
  %span912 = sext i64 %span911 to i128
  %reach913 = mul i128 %step909, %span912
  %c914 = icmp slt i128 %reach913, 0
  %min915 = select i1 %c914, i128 %reach913, i128 0
  %c916 = icmp sgt i128 %reach913, 0
  %max917 = select i1 %c916, i128 %reach913, i128 0
  %least918 = add i128 %base902, %min915
  %most919 = add i128 %base902, %max917
  %fits_low920 = icmp sge i128 %least918, -9223372036854775808
  %fits_high921 = icmp sle i128 %most919, 9223372036854775807
  %fits922 = and i1 %fits_low920, %fits_high921
  %least923 = select i1 %fits922, i128 %least918, i128 -9223372036854775808
  %most924 = select i1 %fits922, i128 %most919, i128 9223372036854775807
  %sub925 = sub i64 %dim26, 1
  %base926 = sext i64 %sub925 to i128
  %fits_low927 = icmp sge i128 %base926, -9223372036854775808
  %fits_high928 = icmp sle i128 %base926, 9223372036854775807
  %fits929 = and i1 %fits_low927, %fits_high928
  %least930 = select i1 %fits929, i128 %base926, i128 -9223372036854775808
  %most931 = select i1 %fits929, i128 %base926, i128 9223372036854775807
  %c932 = icmp slt i128 %least923, %least930
  %min933 = select i1 %c932, i128 %least923, i128 %least930
  %c934 = icmp slt i128 %most924, %most931
  %min935 = select i1 %c934, i128 %most924, i128 %most931
  %c936 = icmp sgt i128 0, %min933
  %max937 = select i1 %c936, i128 0, i128 %min933
  %c938 = icmp sgt i128 0, %min935
  %max939 = select i1 %c938, i128 0, i128 %min935
  %extent940 = sext i64 %dim26 to i128
  %low_ok941 = icmp sge i128 %max937, 0
  %high_ok942 = icmp slt i128 %max939, %extent940
  %ok943 = and i1 %ok899, %low_ok941
  %ok944 = and i1 %ok943, %high_ok942
  %v945 = load i64, ptr %j, align 8
  %add946 = add i64 %v945, 0
  %base947 = sext i64 %add946 to i128
  %next948 = add i64 %min59, 1
  store i64 %next948, ptr %j, align 8
  %v949 = load i64, ptr %j, align 8
  %add950 = add i64 %v949, 0
  store i64 %min59, ptr %j, align 8
  %at_next951 = sext i64 %add950 to i128
  %step952 = sub i128 %at_next951, %base947
  %step953 = trunc i128 %step952 to i64
  %step954 = sext i64 %step953 to i128
  %len955 = sub i64 %min63, %min59
  %span956 = sub i64 %len955, 1
  %span957 = sext i64 %span956 to i128
  %reach958 = mul i128 %step954, %span957
  %c959 = icmp slt i128 %reach958, 0
  %min960 = select i1 %c959, i128 %reach958, i128 0
  %c961 = icmp sgt i128 %reach958, 0
  %max962 = select i1 %c961, i128 %reach958, i128 0
  %least963 = add i128 %base947, %min960
  %most964 = add i128 %base947, %max962
  %fits_low965 = icmp sge i128 %least963, -9223372036854775808
  %fits_high966 = icmp sle i128 %most964, 9223372036854775807
  %fits967 = and i1 %fits_low965, %fits_high966
  %least968 = select i1 %fits967, i128 %least963, i128 -9223372036854775808
  %most969 = select i1 %fits967, i128 %most964, i128 9223372036854775807
  %sub970 = sub i64 %dim26, 1
  %base971 = sext i64 %sub970 to i128
  %fits_low972 = icmp sge i128 %base971, -9223372036854775808
  %fits_high973 = icmp sle i128 %base971, 9223372036854775807
  %fits974 = and i1 %fits_low972, %fits_high973
  %least975 = select i1 %fits974, i128 %base971, i128 -9223372036854775808
  %most976 = select i1 %fits974, i128 %base971, i128 9223372036854775807
  %c977 = icmp slt i128 %least968, %least975
  %min978 = select i1 %c977, i128 %least968, i128 %least975
  %c979 = icmp slt i128 %most969, %most976
  %min980 = select i1 %c979, i128 %most969, i128 %most976
  %c981 = icmp sgt i128 0, %min978
  %max982 = select i1 %c981, i128 0, i128 %min978
  %c983 = icmp sgt i128 0, %min980
  %max984 = select i1 %c983, i128 0, i128 %min980
  %extent985 = sext i64 %dim26 to i128
  %low_ok986 = icmp sge i128 %max982, 0
  %high_ok987 = icmp slt i128 %max984, %extent985
  %ok988 = and i1 %ok944, %low_ok986
  %ok989 = and i1 %ok988, %high_ok987
  %v990 = load i64, ptr %j, align 8
  %add991 = add i64 %v990, 1
  %base992 = sext i64 %add991 to i128
  %next993 = add i64 %min59, 1
  store i64 %next993, ptr %j, align 8
  %v994 = load i64, ptr %j, align 8
  %add995 = add i64 %v994, 1
  store i64 %min59, ptr %j, align 8
  %at_next996 = sext i64 %add995 to i128
  %step997 = sub i128 %at_next996, %base992
  %step998 = trunc i128 %step997 to i64
  %step999 = sext i64 %step998 to i128
  %len1000 = sub i64 %min63, %min59
  %span1001 = sub i64 %len1000, 1
  %span1002 = sext i64 %span1001 to i128
  %reach1003 = mul i128 %step999, %span1002
  %c1004 = icmp slt i128 %reach1003, 0
  %min1005 = select i1 %c1004, i128 %reach1003, i128 0
  %c1006 = icmp sgt i128 %reach1003, 0
  %max1007 = select i1 %c1006, i128 %reach1003, i128 0
  %least1008 = add i128 %base992, %min1005
  %most1009 = add i128 %base992, %max1007
  %fits_low1010 = icmp sge i128 %least1008, -9223372036854775808
  %fits_high1011 = icmp sle i128 %most1009, 9223372036854775807
  %fits1012 = and i1 %fits_low1010, %fits_high1011
  %least1013 = select i1 %fits1012, i128 %least1008, i128 -9223372036854775808
  %most1014 = select i1 %fits1012, i128 %most1009, i128 9223372036854775807
  %sub1015 = sub i64 %dim26, 1
  %base1016 = sext i64 %sub1015 to i128
  %fits_low1017 = icmp sge i128 %base1016, -9223372036854775808
  %fits_high1018 = icmp sle i128 %base1016, 9223372036854775807
  %fits1019 = and i1 %fits_low1017, %fits_high1018
  %least1020 = select i1 %fits1019, i128 %base1016, i128 -9223372036854775808
  %most1021 = select i1 %fits1019, i128 %base1016, i128 9223372036854775807
  %c1022 = icmp slt i128 %least1013, %least1020
  %min1023 = select i1 %c1022, i128 %least1013, i128 %least1020
  %c1024 = icmp slt i128 %most1014, %most1021
  %min1025 = select i1 %c1024, i128 %most1014, i128 %most1021
  %c1026 = icmp sgt i128 0, %min1023
  %max1027 = select i1 %c1026, i128 0, i128 %min1023
  %c1028 = icmp sgt i128 0, %min1025
  %max1029 = select i1 %c1028, i128 0, i128 %min1025
  %extent1030 = sext i64 %dim26 to i128
  %low_ok1031 = icmp sge i128 %max1027, 0
  %high_ok1032 = icmp slt i128 %max1029, %extent1030
  %ok1033 = and i1 %ok989, %low_ok1031
  %ok1034 = and i1 %ok1033, %high_ok1032
  %v1035 = load i64, ptr %i, align 8
  %add1036 = add i64 %v1035, 0
  %sub1037 = sub i64 %dim, 1
  %c1038 = icmp slt i64 %add1036, %sub1037
  %mm1039 = select i1 %c1038, i64 %add1036, i64 %sub1037
  %c1040 = icmp sgt i64 0, %mm1039
  %mm1041 = select i1 %c1040, i64 0, i64 %mm1039
  %base1042 = sext i64 %mm1041 to i128
  %fits_low1043 = icmp sge i128 %base1042, -9223372036854775808
  %fits_high1044 = icmp sle i128 %base1042, 9223372036854775807
  %fits1045 = and i1 %fits_low1043, %fits_high1044
  %least1046 = select i1 %fits1045, i128 %base1042, i128 -9223372036854775808
  %most1047 = select i1 %fits1045, i128 %base1042, i128 9223372036854775807
  %extent1048 = sext i64 %dim to i128
  %low_ok1049 = icmp sge i128 %least1046, 0
  %high_ok1050 = icmp slt i128 %most1047, %extent1048
  %ok1051 = and i1 %ok1034, %low_ok1049
  %ok1052 = and i1 %ok1051, %high_ok1050
  %v1053 = load i64, ptr %i, align 8
  %add1054 = add i64 %v1053, 1
  %sub1055 = sub i64 %dim, 1
  %c1056 = icmp slt i64 %add1054, %sub1055
  %mm1057 = select i1 %c1056, i64 %add1054, i64 %sub1055
  %c1058 = icmp sgt i64 0, %mm1057
  %mm1059 = select i1 %c1058, i64 0, i64 %mm1057
  %base1060 = sext i64 %mm1059 to i128
  %fits_low1061 = icmp sge i128 %base1060, -9223372036854775808
  %fits_high1062 = icmp sle i128 %base1060, 9223372036854775807
  %fits1063 = and i1 %fits_low1061, %fits_high1062
  %least1064 = select i1 %fits1063, i128 %base1060, i128 -9223372036854775808
  %most1065 = select i1 %fits1063, i128 %base1060, i128 9223372036854775807
  %extent1066 = sext i64 %dim to i128
  %low_ok1067 = icmp sge i128 %least1064, 0
  %high_ok1068 = icmp slt i128 %most1065, %extent1066
  %ok1069 = and i1 %ok1052, %low_ok1067
  %ok1070 = and i1 %ok1069, %high_ok1068
  br i1 %ok1070, label %proved1071, label %checked1072

loop233:                                          ; preds = %body234, %proved
  %i236 = load i64, ptr %j, align 8
  %more237 = icmp slt i64 %i236, %min59
  br i1 %more237, label %body234, label %exit235

body234:                                          ; preds = %loop233
  %v238 = load i64, ptr %i, align 8
  %add239 = add i64 %v238, -1
  %sub240 = sub i64 %dim, 1
  %c241 = icmp slt i64 %add239, %sub240
  %mm242 = select i1 %c241, i64 %add239, i64 %sub240
  %c243 = icmp sgt i64 0, %mm242
  %mm244 = select i1 %c243, i64 0, i64 %mm242
  %v245 = load i64, ptr %j, align 8
  %add246 = add i64 %v245, -1
  %sub247 = sub i64 %dim26, 1
  %c248 = icmp slt i64 %add246, %sub247
  %mm249 = select i1 %c248, i64 %add246, i64 %sub247
  %c250 = icmp sgt i64 0, %mm249
  %mm251 = select i1 %c250, i64 0, i64 %mm249
  %pos = mul i64 0, %dim
  %pos252 = add i64 %pos, %mm244
  %pos253 = mul i64 %pos252, %dim26
  %pos254 = add i64 %pos253, %mm251
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos254
  %el = load float, ptr %elp, align 4, !alias.scope !14, !noalias !28
  store float %el, ptr %coef_68, align 4
  %v255 = load i64, ptr %i, align 8
  %add256 = add i64 %v255, -1
  %sub257 = sub i64 %dim, 1
  %c258 = icmp slt i64 %add256, %sub257
  %mm259 = select i1 %c258, i64 %add256, i64 %sub257
  %c260 = icmp sgt i64 0, %mm259
  %mm261 = select i1 %c260, i64 0, i64 %mm259
  %v262 = load i64, ptr %j, align 8
  %add263 = add i64 %v262, 0
  %sub264 = sub i64 %dim26, 1
  %c265 = icmp slt i64 %add263, %sub264
  %mm266 = select i1 %c265, i64 %add263, i64 %sub264
  %c267 = icmp sgt i64 0, %mm266
  %mm268 = select i1 %c267, i64 0, i64 %mm266
  %pos269 = mul i64 0, %dim
  %pos270 = add i64 %pos269, %mm261
  %pos271 = mul i64 %pos270, %dim26
  %pos272 = add i64 %pos271, %mm268
  %elp273 = getelementptr inbounds float, ptr %buf, i64 %pos272
  %el274 = load float, ptr %elp273, align 4, !alias.scope !14, !noalias !28
  store float %el274, ptr %coef_69, align 4
  %v275 = load i64, ptr %i, align 8
  %add276 = add i64 %v275, -1
  %sub277 = sub i64 %dim, 1
  %c278 = icmp slt i64 %add276, %sub277
  %mm279 = select i1 %c278, i64 %add276, i64 %sub277
  %c280 = icmp sgt i64 0, %mm279
  %mm281 = select i1 %c280, i64 0, i64 %mm279
  %v282 = load i64, ptr %j, align 8
  %add283 = add i64 %v282, 1
  %sub284 = sub i64 %dim26, 1
  %c285 = icmp slt i64 %add283, %sub284
  %mm286 = select i1 %c285, i64 %add283, i64 %sub284
  %c287 = icmp sgt i64 0, %mm286
  %mm288 = select i1 %c287, i64 0, i64 %mm286
  %pos289 = mul i64 0, %dim
  %pos290 = add i64 %pos289, %mm281
  %pos291 = mul i64 %pos290, %dim26
  %pos292 = add i64 %pos291, %mm288
  %elp293 = getelementptr inbounds float, ptr %buf, i64 %pos292
  %el294 = load float, ptr %elp293, align 4, !alias.scope !14, !noalias !28
  store float %el294, ptr %coef_70, align 4
  %v295 = load i64, ptr %i, align 8
  %add296 = add i64 %v295, 0
  %sub297 = sub i64 %dim, 1
  %c298 = icmp slt i64 %add296, %sub297
  %mm299 = select i1 %c298, i64 %add296, i64 %sub297
  %c300 = icmp sgt i64 0, %mm299
  %mm301 = select i1 %c300, i64 0, i64 %mm299
  %v302 = load i64, ptr %j, align 8
  %add303 = add i64 %v302, -1
  %sub304 = sub i64 %dim26, 1
  %c305 = icmp slt i64 %add303, %sub304
  %mm306 = select i1 %c305, i64 %add303, i64 %sub304
  %c307 = icmp sgt i64 0, %mm306
  %mm308 = select i1 %c307, i64 0, i64 %mm306
  %pos309 = mul i64 0, %dim
  %pos310 = add i64 %pos309, %mm301
  %pos311 = mul i64 %pos310, %dim26
  %pos312 = add i64 %pos311, %mm308
  %elp313 = getelementptr inbounds float, ptr %buf, i64 %pos312
  %el314 = load float, ptr %elp313, align 4, !alias.scope !14, !noalias !28
  store float %el314, ptr %coef_71, align 4
  %v315 = load i64, ptr %i, align 8
  %add316 = add i64 %v315, 0
  %sub317 = sub i64 %dim, 1
  %c318 = icmp slt i64 %add316, %sub317
  %mm319 = select i1 %c318, i64 %add316, i64 %sub317
  %c320 = icmp sgt i64 0, %mm319
  %mm321 = select i1 %c320, i64 0, i64 %mm319
  %v322 = load i64, ptr %j, align 8
  %add323 = add i64 %v322, 0
  %sub324 = sub i64 %dim26, 1
  %c325 = icmp slt i64 %add323, %sub324
  %mm326 = select i1 %c325, i64 %add323, i64 %sub324
  %c327 = icmp sgt i64 0, %mm326
  %mm328 = select i1 %c327, i64 0, i64 %mm326
  %pos329 = mul i64 0, %dim
  %pos330 = add i64 %pos329, %mm321
  %pos331 = mul i64 %pos330, %dim26
  %pos332 = add i64 %pos331, %mm328
  %elp333 = getelementptr inbounds float, ptr %buf, i64 %pos332
  %el334 = load float, ptr %elp333, align 4, !alias.scope !14, !noalias !28
  store float %el334, ptr %coef_72, align 4
  %v335 = load i64, ptr %i, align 8
  %add336 = add i64 %v335, 0
  %sub337 = sub i64 %dim, 1
  %c338 = icmp slt i64 %add336, %sub337
  %mm339 = select i1 %c338, i64 %add336, i64 %sub337
  %c340 = icmp sgt i64 0, %mm339
  %mm341 = select i1 %c340, i64 0, i64 %mm339
  %v342 = load i64, ptr %j, align 8
  %add343 = add i64 %v342, 1
  %sub344 = sub i64 %dim26, 1
  %c345 = icmp slt i64 %add343, %sub344
  %mm346 = select i1 %c345, i64 %add343, i64 %sub344
  %c347 = icmp sgt i64 0, %mm346
  %mm348 = select i1 %c347, i64 0, i64 %mm346
  %pos349 = mul i64 0, %dim
  %pos350 = add i64 %pos349, %mm341
  %pos351 = mul i64 %pos350, %dim26
  %pos352 = add i64 %pos351, %mm348
  %elp353 = getelementptr inbounds float, ptr %buf, i64 %pos352
  %el354 = load float, ptr %elp353, align 4, !alias.scope !14, !noalias !28
  store float %el354, ptr %coef_73, align 4
  %v355 = load i64, ptr %i, align 8
  %add356 = add i64 %v355, 1
  %sub357 = sub i64 %dim, 1
  %c358 = icmp slt i64 %add356, %sub357
  %mm359 = select i1 %c358, i64 %add356, i64 %sub357
  %c360 = icmp sgt i64 0, %mm359
  %mm361 = select i1 %c360, i64 0, i64 %mm359
  %v362 = load i64, ptr %j, align 8
  %add363 = add i64 %v362, -1
  %sub364 = sub i64 %dim26, 1
  %c365 = icmp slt i64 %add363, %sub364
  %mm366 = select i1 %c365, i64 %add363, i64 %sub364
  %c367 = icmp sgt i64 0, %mm366
  %mm368 = select i1 %c367, i64 0, i64 %mm366
  %pos369 = mul i64 0, %dim
  %pos370 = add i64 %pos369, %mm361
  %pos371 = mul i64 %pos370, %dim26
  %pos372 = add i64 %pos371, %mm368
  %elp373 = getelementptr inbounds float, ptr %buf, i64 %pos372
  %el374 = load float, ptr %elp373, align 4, !alias.scope !14, !noalias !28
  store float %el374, ptr %coef_74, align 4
  %v375 = load i64, ptr %i, align 8
  %add376 = add i64 %v375, 1
  %sub377 = sub i64 %dim, 1
  %c378 = icmp slt i64 %add376, %sub377
  %mm379 = select i1 %c378, i64 %add376, i64 %sub377
  %c380 = icmp sgt i64 0, %mm379
  %mm381 = select i1 %c380, i64 0, i64 %mm379
  %v382 = load i64, ptr %j, align 8
  %add383 = add i64 %v382, 0
  %sub384 = sub i64 %dim26, 1
  %c385 = icmp slt i64 %add383, %sub384
  %mm386 = select i1 %c385, i64 %add383, i64 %sub384
  %c387 = icmp sgt i64 0, %mm386
  %mm388 = select i1 %c387, i64 0, i64 %mm386
  %pos389 = mul i64 0, %dim
  %pos390 = add i64 %pos389, %mm381
  %pos391 = mul i64 %pos390, %dim26
  %pos392 = add i64 %pos391, %mm388
  %elp393 = getelementptr inbounds float, ptr %buf, i64 %pos392
  %el394 = load float, ptr %elp393, align 4, !alias.scope !14, !noalias !28
  store float %el394, ptr %coef_75, align 4
  %v395 = load i64, ptr %i, align 8
  %add396 = add i64 %v395, 1
  %sub397 = sub i64 %dim, 1
  %c398 = icmp slt i64 %add396, %sub397
  %mm399 = select i1 %c398, i64 %add396, i64 %sub397
  %c400 = icmp sgt i64 0, %mm399
  %mm401 = select i1 %c400, i64 0, i64 %mm399
  %v402 = load i64, ptr %j, align 8
  %add403 = add i64 %v402, 1
  %sub404 = sub i64 %dim26, 1
  %c405 = icmp slt i64 %add403, %sub404
  %mm406 = select i1 %c405, i64 %add403, i64 %sub404
  %c407 = icmp sgt i64 0, %mm406
  %mm408 = select i1 %c407, i64 0, i64 %mm406
  %pos409 = mul i64 0, %dim
  %pos410 = add i64 %pos409, %mm401
  %pos411 = mul i64 %pos410, %dim26
  %pos412 = add i64 %pos411, %mm408
  %elp413 = getelementptr inbounds float, ptr %buf, i64 %pos412
  %el414 = load float, ptr %elp413, align 4, !alias.scope !14, !noalias !28
  store float %el414, ptr %coef_76, align 4
  %v415 = load i64, ptr %i, align 8
  %v416 = load i64, ptr %j, align 8
  %pos417 = mul i64 0, %dim3
  %pos418 = add i64 %pos417, %v415
  %pos419 = mul i64 %pos418, %dim28
  %pos420 = add i64 %pos419, %v416
  %elp423 = getelementptr inbounds float, ptr %buf422, i64 %pos420
  %el424 = load float, ptr %elp423, align 4, !alias.scope !16, !noalias !29
  store float %el424, ptr %j0_80, align 4
  %v425 = load i64, ptr %i, align 8
  %v426 = load i64, ptr %j, align 8
  %pos427 = mul i64 0, %dim8
  %pos428 = add i64 %pos427, %v425
  %pos429 = mul i64 %pos428, %dim37
  %pos430 = add i64 %pos429, %v426
  %elp433 = getelementptr inbounds float, ptr %buf432, i64 %pos430
  %el434 = load float, ptr %elp433, align 4, !alias.scope !18, !noalias !30
  %fldp = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  store float %el434, ptr %fldp, align 4
  %elp437 = getelementptr inbounds float, ptr %buf436, i64 %pos430
  %el438 = load float, ptr %elp437, align 4, !alias.scope !20, !noalias !31
  %fldp439 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  store float %el438, ptr %fldp439, align 4
  %elp442 = getelementptr inbounds float, ptr %buf441, i64 %pos430
  %el443 = load float, ptr %elp442, align 4, !alias.scope !22, !noalias !32
  %fldp444 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  store float %el443, ptr %fldp444, align 4
  %elp447 = getelementptr inbounds float, ptr %buf446, i64 %pos430
  %el448 = load float, ptr %elp447, align 4, !alias.scope !24, !noalias !33
  %fldp449 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  store float %el448, ptr %fldp449, align 4
  %fldp450 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fldp451 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fld = load float, ptr %fldp451, align 4
  store float %fld, ptr %tup_83.0, align 4
  %fldp452 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fldp453 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fld454 = load float, ptr %fldp453, align 4
  store float %fld454, ptr %tup_83.1, align 4
  %fldp455 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fldp456 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fld457 = load float, ptr %fldp456, align 4
  store float %fld457, ptr %tup_83.2, align 4
  %fldp458 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fldp459 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fld460 = load float, ptr %fldp459, align 4
  store float %fld460, ptr %tup_83.3, align 4
  %v461 = load float, ptr %j0_80, align 4
  %v462 = load float, ptr %coef_72, align 4
  %v463 = load float, ptr %tup_83.0, align 4
  %fm = fmul float %v462, %v463
  %v464 = load float, ptr %coef_75, align 4
  %v465 = load float, ptr %tup_83.1, align 4
  %fm466 = fmul float %v464, %v465
  %fa = fadd float %fm, %fm466
  %v467 = load float, ptr %coef_72, align 4
  %v468 = load float, ptr %tup_83.2, align 4
  %fm469 = fmul float %v467, %v468
  %fa470 = fadd float %fa, %fm469
  %v471 = load float, ptr %coef_73, align 4
  %v472 = load float, ptr %tup_83.3, align 4
  %fm473 = fmul float %v471, %v472
  %fa474 = fadd float %fa470, %fm473
  %fm475 = fmul float 1.250000e-01, %fa474
  %fa476 = fadd float %v461, %fm475
  store float %fa476, ptr %next_77, align 4
  %v477 = load i64, ptr %i, align 8
  %v478 = load i64, ptr %j, align 8
  %pos479 = mul i64 0, %dim3
  %pos480 = add i64 %pos479, %v477
  %pos481 = mul i64 %pos480, %dim28
  %pos482 = add i64 %pos481, %v478
  %v483 = load float, ptr %next_77, align 4
  %elp486 = getelementptr inbounds float, ptr %buf485, i64 %pos482
  store float %v483, ptr %elp486, align 4, !alias.scope !26, !noalias !34
  %v487 = load float, ptr %next_77, align 4
  %v488 = load float, ptr %next_77, align 4
  %fm489 = fmul float %v487, %v488
  store float %fm489, ptr %sq2_92.1, align 4
  %v490 = load float, ptr %acc_rows2_96.0, align 4
  %v491 = load float, ptr %next_77, align 4
  %fa492 = fadd reassoc float %v490, %v491
  store float %fa492, ptr %acc_rows2_96.0, align 4
  %v493 = load float, ptr %acc_rows2_96.1, align 4
  %v494 = load float, ptr %sq2_92.1, align 4
  %fa495 = fadd reassoc float %v493, %v494
  store float %fa495, ptr %acc_rows2_96.1, align 4
  %i496 = load i64, ptr %j, align 8
  %next = add i64 %i496, 1
  store i64 %next, ptr %j, align 8
  br label %loop233

exit235:                                          ; preds = %loop233
  br label %versions_done

loop497:                                          ; preds = %ok798, %checked
  %i500 = load i64, ptr %j, align 8
  %more501 = icmp slt i64 %i500, %min59
  br i1 %more501, label %body498, label %exit499

body498:                                          ; preds = %loop497
  %v502 = load i64, ptr %i, align 8
  %add503 = add i64 %v502, -1
  %sub504 = sub i64 %dim, 1
  %c505 = icmp slt i64 %add503, %sub504
  %mm506 = select i1 %c505, i64 %add503, i64 %sub504
  %c507 = icmp sgt i64 0, %mm506
  %mm508 = select i1 %c507, i64 0, i64 %mm506
  %v509 = load i64, ptr %j, align 8
  %add510 = add i64 %v509, -1
  %sub511 = sub i64 %dim26, 1
  %c512 = icmp slt i64 %add510, %sub511
  %mm513 = select i1 %c512, i64 %add510, i64 %sub511
  %c514 = icmp sgt i64 0, %mm513
  %mm515 = select i1 %c514, i64 0, i64 %mm513
  %inb = icmp ult i64 %mm508, %dim
  br i1 %inb, label %ok517, label %fail516

exit499:                                          ; preds = %loop497
  br label %versions_done

fail516:                                          ; preds = %body498
  %errp518 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp518, align 8
  %errp519 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp519, align 8
  %errp520 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm508, ptr %errp520, align 8
  %errp521 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp521, align 8
  ret i32 1

ok517:                                            ; preds = %body498
  %pos522 = mul i64 0, %dim
  %pos523 = add i64 %pos522, %mm508
  %inb524 = icmp ult i64 %mm515, %dim26
  br i1 %inb524, label %ok526, label %fail525

fail525:                                          ; preds = %ok517
  %errp527 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp527, align 8
  %errp528 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp528, align 8
  %errp529 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm515, ptr %errp529, align 8
  %errp530 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp530, align 8
  ret i32 1

ok526:                                            ; preds = %ok517
  %pos531 = mul i64 %pos523, %dim26
  %pos532 = add i64 %pos531, %mm515
  %elp533 = getelementptr inbounds float, ptr %buf, i64 %pos532
  %el534 = load float, ptr %elp533, align 4, !alias.scope !14, !noalias !28
  store float %el534, ptr %coef_68, align 4
  %v535 = load i64, ptr %i, align 8
  %add536 = add i64 %v535, -1
  %sub537 = sub i64 %dim, 1
  %c538 = icmp slt i64 %add536, %sub537
  %mm539 = select i1 %c538, i64 %add536, i64 %sub537
  %c540 = icmp sgt i64 0, %mm539
  %mm541 = select i1 %c540, i64 0, i64 %mm539
  %v542 = load i64, ptr %j, align 8
  %add543 = add i64 %v542, 0
  %sub544 = sub i64 %dim26, 1
  %c545 = icmp slt i64 %add543, %sub544
  %mm546 = select i1 %c545, i64 %add543, i64 %sub544
  %c547 = icmp sgt i64 0, %mm546
  %mm548 = select i1 %c547, i64 0, i64 %mm546
  %inb549 = icmp ult i64 %mm541, %dim
  br i1 %inb549, label %ok551, label %fail550

fail550:                                          ; preds = %ok526
  %errp552 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp552, align 8
  %errp553 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp553, align 8
  %errp554 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm541, ptr %errp554, align 8
  %errp555 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp555, align 8
  ret i32 1

ok551:                                            ; preds = %ok526
  %pos556 = mul i64 0, %dim
  %pos557 = add i64 %pos556, %mm541
  %inb558 = icmp ult i64 %mm548, %dim26
  br i1 %inb558, label %ok560, label %fail559

fail559:                                          ; preds = %ok551
  %errp561 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp561, align 8
  %errp562 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp562, align 8
  %errp563 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm548, ptr %errp563, align 8
  %errp564 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp564, align 8
  ret i32 1

ok560:                                            ; preds = %ok551
  %pos565 = mul i64 %pos557, %dim26
  %pos566 = add i64 %pos565, %mm548
  %elp567 = getelementptr inbounds float, ptr %buf, i64 %pos566
  %el568 = load float, ptr %elp567, align 4, !alias.scope !14, !noalias !28
  store float %el568, ptr %coef_69, align 4
  %v569 = load i64, ptr %i, align 8
  %add570 = add i64 %v569, -1
  %sub571 = sub i64 %dim, 1
  %c572 = icmp slt i64 %add570, %sub571
  %mm573 = select i1 %c572, i64 %add570, i64 %sub571
  %c574 = icmp sgt i64 0, %mm573
  %mm575 = select i1 %c574, i64 0, i64 %mm573
  %v576 = load i64, ptr %j, align 8
  %add577 = add i64 %v576, 1
  %sub578 = sub i64 %dim26, 1
  %c579 = icmp slt i64 %add577, %sub578
  %mm580 = select i1 %c579, i64 %add577, i64 %sub578
  %c581 = icmp sgt i64 0, %mm580
  %mm582 = select i1 %c581, i64 0, i64 %mm580
  %inb583 = icmp ult i64 %mm575, %dim
  br i1 %inb583, label %ok585, label %fail584

fail584:                                          ; preds = %ok560
  %errp586 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp586, align 8
  %errp587 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp587, align 8
  %errp588 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm575, ptr %errp588, align 8
  %errp589 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp589, align 8
  ret i32 1

ok585:                                            ; preds = %ok560
  %pos590 = mul i64 0, %dim
  %pos591 = add i64 %pos590, %mm575
  %inb592 = icmp ult i64 %mm582, %dim26
  br i1 %inb592, label %ok594, label %fail593

fail593:                                          ; preds = %ok585
  %errp595 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp595, align 8
  %errp596 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp596, align 8
  %errp597 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm582, ptr %errp597, align 8
  %errp598 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp598, align 8
  ret i32 1

ok594:                                            ; preds = %ok585
  %pos599 = mul i64 %pos591, %dim26
  %pos600 = add i64 %pos599, %mm582
  %elp601 = getelementptr inbounds float, ptr %buf, i64 %pos600
  %el602 = load float, ptr %elp601, align 4, !alias.scope !14, !noalias !28
  store float %el602, ptr %coef_70, align 4
  %v603 = load i64, ptr %i, align 8
  %add604 = add i64 %v603, 0
  %sub605 = sub i64 %dim, 1
  %c606 = icmp slt i64 %add604, %sub605
  %mm607 = select i1 %c606, i64 %add604, i64 %sub605
  %c608 = icmp sgt i64 0, %mm607
  %mm609 = select i1 %c608, i64 0, i64 %mm607
  %v610 = load i64, ptr %j, align 8
  %add611 = add i64 %v610, -1
  %sub612 = sub i64 %dim26, 1
  %c613 = icmp slt i64 %add611, %sub612
  %mm614 = select i1 %c613, i64 %add611, i64 %sub612
  %c615 = icmp sgt i64 0, %mm614
  %mm616 = select i1 %c615, i64 0, i64 %mm614
  %inb617 = icmp ult i64 %mm609, %dim
  br i1 %inb617, label %ok619, label %fail618

fail618:                                          ; preds = %ok594
  %errp620 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp620, align 8
  %errp621 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp621, align 8
  %errp622 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm609, ptr %errp622, align 8
  %errp623 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp623, align 8
  ret i32 1

ok619:                                            ; preds = %ok594
  %pos624 = mul i64 0, %dim
  %pos625 = add i64 %pos624, %mm609
  %inb626 = icmp ult i64 %mm616, %dim26
  br i1 %inb626, label %ok628, label %fail627

fail627:                                          ; preds = %ok619
  %errp629 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp629, align 8
  %errp630 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp630, align 8
  %errp631 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm616, ptr %errp631, align 8
  %errp632 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp632, align 8
  ret i32 1

ok628:                                            ; preds = %ok619
  %pos633 = mul i64 %pos625, %dim26
  %pos634 = add i64 %pos633, %mm616
  %elp635 = getelementptr inbounds float, ptr %buf, i64 %pos634
  %el636 = load float, ptr %elp635, align 4, !alias.scope !14, !noalias !28
  store float %el636, ptr %coef_71, align 4
  %v637 = load i64, ptr %i, align 8
  %add638 = add i64 %v637, 0
  %sub639 = sub i64 %dim, 1
  %c640 = icmp slt i64 %add638, %sub639
  %mm641 = select i1 %c640, i64 %add638, i64 %sub639
  %c642 = icmp sgt i64 0, %mm641
  %mm643 = select i1 %c642, i64 0, i64 %mm641
  %v644 = load i64, ptr %j, align 8
  %add645 = add i64 %v644, 0
  %sub646 = sub i64 %dim26, 1
  %c647 = icmp slt i64 %add645, %sub646
  %mm648 = select i1 %c647, i64 %add645, i64 %sub646
  %c649 = icmp sgt i64 0, %mm648
  %mm650 = select i1 %c649, i64 0, i64 %mm648
  %inb651 = icmp ult i64 %mm643, %dim
  br i1 %inb651, label %ok653, label %fail652

fail652:                                          ; preds = %ok628
  %errp654 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp654, align 8
  %errp655 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp655, align 8
  %errp656 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm643, ptr %errp656, align 8
  %errp657 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp657, align 8
  ret i32 1

ok653:                                            ; preds = %ok628
  %pos658 = mul i64 0, %dim
  %pos659 = add i64 %pos658, %mm643
  %inb660 = icmp ult i64 %mm650, %dim26
  br i1 %inb660, label %ok662, label %fail661

fail661:                                          ; preds = %ok653
  %errp663 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp663, align 8
  %errp664 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp664, align 8
  %errp665 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm650, ptr %errp665, align 8
  %errp666 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp666, align 8
  ret i32 1

ok662:                                            ; preds = %ok653
  %pos667 = mul i64 %pos659, %dim26
  %pos668 = add i64 %pos667, %mm650
  %elp669 = getelementptr inbounds float, ptr %buf, i64 %pos668
  %el670 = load float, ptr %elp669, align 4, !alias.scope !14, !noalias !28
  store float %el670, ptr %coef_72, align 4
  %v671 = load i64, ptr %i, align 8
  %add672 = add i64 %v671, 0
  %sub673 = sub i64 %dim, 1
  %c674 = icmp slt i64 %add672, %sub673
  %mm675 = select i1 %c674, i64 %add672, i64 %sub673
  %c676 = icmp sgt i64 0, %mm675
  %mm677 = select i1 %c676, i64 0, i64 %mm675
  %v678 = load i64, ptr %j, align 8
  %add679 = add i64 %v678, 1
  %sub680 = sub i64 %dim26, 1
  %c681 = icmp slt i64 %add679, %sub680
  %mm682 = select i1 %c681, i64 %add679, i64 %sub680
  %c683 = icmp sgt i64 0, %mm682
  %mm684 = select i1 %c683, i64 0, i64 %mm682
  %inb685 = icmp ult i64 %mm677, %dim
  br i1 %inb685, label %ok687, label %fail686

fail686:                                          ; preds = %ok662
  %errp688 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp688, align 8
  %errp689 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp689, align 8
  %errp690 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm677, ptr %errp690, align 8
  %errp691 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp691, align 8
  ret i32 1

ok687:                                            ; preds = %ok662
  %pos692 = mul i64 0, %dim
  %pos693 = add i64 %pos692, %mm677
  %inb694 = icmp ult i64 %mm684, %dim26
  br i1 %inb694, label %ok696, label %fail695

fail695:                                          ; preds = %ok687
  %errp697 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp697, align 8
  %errp698 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp698, align 8
  %errp699 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm684, ptr %errp699, align 8
  %errp700 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp700, align 8
  ret i32 1

ok696:                                            ; preds = %ok687
  %pos701 = mul i64 %pos693, %dim26
  %pos702 = add i64 %pos701, %mm684
  %elp703 = getelementptr inbounds float, ptr %buf, i64 %pos702
  %el704 = load float, ptr %elp703, align 4, !alias.scope !14, !noalias !28
  store float %el704, ptr %coef_73, align 4
  %v705 = load i64, ptr %i, align 8
  %add706 = add i64 %v705, 1
  %sub707 = sub i64 %dim, 1
  %c708 = icmp slt i64 %add706, %sub707
  %mm709 = select i1 %c708, i64 %add706, i64 %sub707
  %c710 = icmp sgt i64 0, %mm709
  %mm711 = select i1 %c710, i64 0, i64 %mm709
  %v712 = load i64, ptr %j, align 8
  %add713 = add i64 %v712, -1
  %sub714 = sub i64 %dim26, 1
  %c715 = icmp slt i64 %add713, %sub714
  %mm716 = select i1 %c715, i64 %add713, i64 %sub714
  %c717 = icmp sgt i64 0, %mm716
  %mm718 = select i1 %c717, i64 0, i64 %mm716
  %inb719 = icmp ult i64 %mm711, %dim
  br i1 %inb719, label %ok721, label %fail720

fail720:                                          ; preds = %ok696
  %errp722 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp722, align 8
  %errp723 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp723, align 8
  %errp724 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm711, ptr %errp724, align 8
  %errp725 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp725, align 8
  ret i32 1

ok721:                                            ; preds = %ok696
  %pos726 = mul i64 0, %dim
  %pos727 = add i64 %pos726, %mm711
  %inb728 = icmp ult i64 %mm718, %dim26
  br i1 %inb728, label %ok730, label %fail729

fail729:                                          ; preds = %ok721
  %errp731 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp731, align 8
  %errp732 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp732, align 8
  %errp733 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm718, ptr %errp733, align 8
  %errp734 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp734, align 8
  ret i32 1

ok730:                                            ; preds = %ok721
  %pos735 = mul i64 %pos727, %dim26
  %pos736 = add i64 %pos735, %mm718
  %elp737 = getelementptr inbounds float, ptr %buf, i64 %pos736
  %el738 = load float, ptr %elp737, align 4, !alias.scope !14, !noalias !28
  store float %el738, ptr %coef_74, align 4
  %v739 = load i64, ptr %i, align 8
  %add740 = add i64 %v739, 1
  %sub741 = sub i64 %dim, 1
  %c742 = icmp slt i64 %add740, %sub741
  %mm743 = select i1 %c742, i64 %add740, i64 %sub741
  %c744 = icmp sgt i64 0, %mm743
  %mm745 = select i1 %c744, i64 0, i64 %mm743
  %v746 = load i64, ptr %j, align 8
  %add747 = add i64 %v746, 0
  %sub748 = sub i64 %dim26, 1
  %c749 = icmp slt i64 %add747, %sub748
  %mm750 = select i1 %c749, i64 %add747, i64 %sub748
  %c751 = icmp sgt i64 0, %mm750
  %mm752 = select i1 %c751, i64 0, i64 %mm750
  %inb753 = icmp ult i64 %mm745, %dim
  br i1 %inb753, label %ok755, label %fail754

fail754:                                          ; preds = %ok730
  %errp756 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp756, align 8
  %errp757 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp757, align 8
  %errp758 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm745, ptr %errp758, align 8
  %errp759 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp759, align 8
  ret i32 1

ok755:                                            ; preds = %ok730
  %pos760 = mul i64 0, %dim
  %pos761 = add i64 %pos760, %mm745
  %inb762 = icmp ult i64 %mm752, %dim26
  br i1 %inb762, label %ok764, label %fail763

fail763:                                          ; preds = %ok755
  %errp765 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp765, align 8
  %errp766 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp766, align 8
  %errp767 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm752, ptr %errp767, align 8
  %errp768 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp768, align 8
  ret i32 1

ok764:                                            ; preds = %ok755
  %pos769 = mul i64 %pos761, %dim26
  %pos770 = add i64 %pos769, %mm752
  %elp771 = getelementptr inbounds float, ptr %buf, i64 %pos770
  %el772 = load float, ptr %elp771, align 4, !alias.scope !14, !noalias !28
  store float %el772, ptr %coef_75, align 4
  %v773 = load i64, ptr %i, align 8
  %add774 = add i64 %v773, 1
  %sub775 = sub i64 %dim, 1
  %c776 = icmp slt i64 %add774, %sub775
  %mm777 = select i1 %c776, i64 %add774, i64 %sub775
  %c778 = icmp sgt i64 0, %mm777
  %mm779 = select i1 %c778, i64 0, i64 %mm777
  %v780 = load i64, ptr %j, align 8
  %add781 = add i64 %v780, 1
  %sub782 = sub i64 %dim26, 1
  %c783 = icmp slt i64 %add781, %sub782
  %mm784 = select i1 %c783, i64 %add781, i64 %sub782
  %c785 = icmp sgt i64 0, %mm784
  %mm786 = select i1 %c785, i64 0, i64 %mm784
  %inb787 = icmp ult i64 %mm779, %dim
  br i1 %inb787, label %ok789, label %fail788

fail788:                                          ; preds = %ok764
  %errp790 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp790, align 8
  %errp791 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp791, align 8
  %errp792 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm779, ptr %errp792, align 8
  %errp793 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp793, align 8
  ret i32 1

ok789:                                            ; preds = %ok764
  %pos794 = mul i64 0, %dim
  %pos795 = add i64 %pos794, %mm779
  %inb796 = icmp ult i64 %mm786, %dim26
  br i1 %inb796, label %ok798, label %fail797

fail797:                                          ; preds = %ok789
  %errp799 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp799, align 8
  %errp800 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp800, align 8
  %errp801 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm786, ptr %errp801, align 8
  %errp802 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp802, align 8
  ret i32 1

ok798:                                            ; preds = %ok789
  %pos803 = mul i64 %pos795, %dim26
  %pos804 = add i64 %pos803, %mm786
  %elp805 = getelementptr inbounds float, ptr %buf, i64 %pos804
  %el806 = load float, ptr %elp805, align 4, !alias.scope !14, !noalias !28
  store float %el806, ptr %coef_76, align 4
  %v807 = load i64, ptr %i, align 8
  %v808 = load i64, ptr %j, align 8
  %pos809 = mul i64 0, %dim3
  %pos810 = add i64 %pos809, %v807
  %pos811 = mul i64 %pos810, %dim28
  %pos812 = add i64 %pos811, %v808
  %elp813 = getelementptr inbounds float, ptr %buf422, i64 %pos812
  %el814 = load float, ptr %elp813, align 4, !alias.scope !16, !noalias !29
  store float %el814, ptr %j0_80, align 4
  %v815 = load i64, ptr %i, align 8
  %v816 = load i64, ptr %j, align 8
  %pos817 = mul i64 0, %dim8
  %pos818 = add i64 %pos817, %v815
  %pos819 = mul i64 %pos818, %dim37
  %pos820 = add i64 %pos819, %v816
  %elp821 = getelementptr inbounds float, ptr %buf432, i64 %pos820
  %el822 = load float, ptr %elp821, align 4, !alias.scope !18, !noalias !30
  %fldp823 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  store float %el822, ptr %fldp823, align 4
  %elp824 = getelementptr inbounds float, ptr %buf436, i64 %pos820
  %el825 = load float, ptr %elp824, align 4, !alias.scope !20, !noalias !31
  %fldp826 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  store float %el825, ptr %fldp826, align 4
  %elp827 = getelementptr inbounds float, ptr %buf441, i64 %pos820
  %el828 = load float, ptr %elp827, align 4, !alias.scope !22, !noalias !32
  %fldp829 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  store float %el828, ptr %fldp829, align 4
  %elp830 = getelementptr inbounds float, ptr %buf446, i64 %pos820
  %el831 = load float, ptr %elp830, align 4, !alias.scope !24, !noalias !33
  %fldp832 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  store float %el831, ptr %fldp832, align 4
  %fldp833 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fldp834 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fld835 = load float, ptr %fldp834, align 4
  store float %fld835, ptr %tup_83.0, align 4
  %fldp836 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fldp837 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fld838 = load float, ptr %fldp837, align 4
  store float %fld838, ptr %tup_83.1, align 4
  %fldp839 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fldp840 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fld841 = load float, ptr %fldp840, align 4
  store float %fld841, ptr %tup_83.2, align 4
  %fldp842 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fldp843 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fld844 = load float, ptr %fldp843, align 4
  store float %fld844, ptr %tup_83.3, align 4
  %v845 = load float, ptr %j0_80, align 4
  %v846 = load float, ptr %coef_72, align 4
  %v847 = load float, ptr %tup_83.0, align 4
  %fm848 = fmul float %v846, %v847
  %v849 = load float, ptr %coef_75, align 4
  %v850 = load float, ptr %tup_83.1, align 4
  %fm851 = fmul float %v849, %v850
  %fa852 = fadd float %fm848, %fm851
  %v853 = load float, ptr %coef_72, align 4
  %v854 = load float, ptr %tup_83.2, align 4
  %fm855 = fmul float %v853, %v854
  %fa856 = fadd float %fa852, %fm855
  %v857 = load float, ptr %coef_73, align 4
  %v858 = load float, ptr %tup_83.3, align 4
  %fm859 = fmul float %v857, %v858
  %fa860 = fadd float %fa856, %fm859
  %fm861 = fmul float 1.250000e-01, %fa860
  %fa862 = fadd float %v845, %fm861
  store float %fa862, ptr %next_77, align 4
  %v863 = load i64, ptr %i, align 8
  %v864 = load i64, ptr %j, align 8
  %pos865 = mul i64 0, %dim3
  %pos866 = add i64 %pos865, %v863
  %pos867 = mul i64 %pos866, %dim28
  %pos868 = add i64 %pos867, %v864
  %v869 = load float, ptr %next_77, align 4
  %elp870 = getelementptr inbounds float, ptr %buf485, i64 %pos868
  store float %v869, ptr %elp870, align 4, !alias.scope !26, !noalias !34
  %v871 = load float, ptr %next_77, align 4
  %v872 = load float, ptr %next_77, align 4
  %fm873 = fmul float %v871, %v872
  store float %fm873, ptr %sq2_92.1, align 4
  %v874 = load float, ptr %acc_rows2_96.0, align 4
  %v875 = load float, ptr %next_77, align 4
  %fa876 = fadd reassoc float %v874, %v875
  store float %fa876, ptr %acc_rows2_96.0, align 4
  %v877 = load float, ptr %acc_rows2_96.1, align 4
  %v878 = load float, ptr %sq2_92.1, align 4
  %fa879 = fadd reassoc float %v877, %v878
  store float %fa879, ptr %acc_rows2_96.1, align 4
  %i880 = load i64, ptr %j, align 8
  %next881 = add i64 %i880, 1
  store i64 %next881, ptr %j, align 8
  br label %loop497

proved1071:                                       ; preds = %versions_done
  store i64 %min59, ptr %j, align 8
  br label %loop1074

checked1072:                                      ; preds = %versions_done
  store i64 %min59, ptr %j, align 8
  br label %loop1288

versions_done1073:                                ; preds = %exit1290, %exit1076
  store i64 %min63, ptr %j, align 8
  %v1629 = load i64, ptr %i, align 8
  %add1630 = add i64 %v1629, -1
  %sub1631 = sub i64 %dim, 1
  %c1632 = icmp slt i64 %add1630, %sub1631
  %mm1633 = select i1 %c1632, i64 %add1630, i64 %sub1631
  %c1634 = icmp sgt i64 0, %mm1633
  %mm1635 = select i1 %c1634, i64 0, i64 %mm1633
  %base1636 = sext i64 %mm1635 to i128
  %fits_low1637 = icmp sge i128 %base1636, -9223372036854775808
  %fits_high1638 = icmp sle i128 %base1636, 9223372036854775807
  %fits1639 = and i1 %fits_low1637, %fits_high1638
  %least1640 = select i1 %fits1639, i128 %base1636, i128 -9223372036854775808
  %most1641 = select i1 %fits1639, i128 %base1636, i128 9223372036854775807
  %extent1642 = sext i64 %dim to i128
  %low_ok1643 = icmp sge i128 %least1640, 0
  %high_ok1644 = icmp slt i128 %most1641, %extent1642
  %ok1645 = and i1 true, %low_ok1643
  %ok1646 = and i1 %ok1645, %high_ok1644
  %v1647 = load i64, ptr %j, align 8
  %add1648 = add i64 %v1647, -1
  %base1649 = sext i64 %add1648 to i128
  %next1650 = add i64 %min63, 1
  store i64 %next1650, ptr %j, align 8
  %v1651 = load i64, ptr %j, align 8
  %add1652 = add i64 %v1651, -1
  store i64 %min63, ptr %j, align 8
  %at_next1653 = sext i64 %add1652 to i128
  %step1654 = sub i128 %at_next1653, %base1649
  %step1655 = trunc i128 %step1654 to i64
  %step1656 = sext i64 %step1655 to i128
  %len1657 = sub i64 %dim26, %min63
  %span1658 = sub i64 %len1657, 1
  %span1659 = sext i64 %span1658 to i128
  %reach1660 = mul i128 %step1656, %span1659
  %c1661 = icmp slt i128 %reach1660, 0
  %min1662 = select i1 %c1661, i128 %reach1660, i128 0
  %c1663 = icmp sgt i128 %reach1660, 0
  %max1664 = select i1 %c1663, i128 %reach1660, i128 0
  %least1665 = add i128 %base1649, %min1662
  %most1666 = add i128 %base1649, %max1664
  %fits_low1667 = icmp sge i128 %least1665, -9223372036854775808
  %fits_high1668 = icmp sle i128 %most1666, 9223372036854775807
  %fits1669 = and i1 %fits_low1667, %fits_high1668
  %least1670 = select i1 %fits1669, i128 %least1665, i128 -9223372036854775808
  %most1671 = select i1 %fits1669, i128 %most1666, i128 9223372036854775807
  %sub1672 = sub i64 %dim26, 1
  %base1673 = sext i64 %sub1672 to i128
  %fits_low1674 = icmp sge i128 %base1673, -9223372036854775808
  %fits_high1675 = icmp sle i128 %base1673, 9223372036854775807
  %fits1676 = and i1 %fits_low1674, %fits_high1675
  %least1677 = select i1 %fits1676, i128 %base1673, i128 -9223372036854775808
  %most1678 = select i1 %fits1676, i128 %base1673, i128 9223372036854775807
  %c1679 = icmp slt i128 %least1670, %least1677
  %min1680 = select i1 %c1679, i128 %least1670, i128 %least1677
  %c1681 = icmp slt i128 %most1671, %most1678
  %min1682 = select i1 %c1681, i128 %most1671, i128 %most1678
  %c1683 = icmp sgt i128 0, %min1680
  %max1684 = select i1 %c1683, i128 0, i128 %min1680
  %c1685 = icmp sgt i128 0, %min1682
  %max1686 = select i1 %c1685, i128 0, i128 %min1682
  %extent1687 = sext i64 %dim26 to i128
  %low_ok1688 = icmp sge i128 %max1684, 0
  %high_ok1689 = icmp slt i128 %max1686, %extent1687
  %ok1690 = and i1 %ok1646, %low_ok1688
  %ok1691 = and i1 %ok1690, %high_ok1689
  %v1692 = load i64, ptr %j, align 8
  %add1693 = add i64 %v1692, 0
  %base1694 = sext i64 %add1693 to i128
  %next1695 = add i64 %min63, 1
  store i64 %next1695, ptr %j, align 8
  %v1696 = load i64, ptr %j, align 8
  %add1697 = add i64 %v1696, 0
  store i64 %min63, ptr %j, align 8
  %at_next1698 = sext i64 %add1697 to i128
  %step1699 = sub i128 %at_next1698, %base1694
  %step1700 = trunc i128 %step1699 to i64
  %step1701 = sext i64 %step1700 to i128
  %len1702 = sub i64 %dim26, %min63
  %span1703 = sub i64 %len1702, 1
  %span1704 = sext i64 %span1703 to i128
  %reach1705 = mul i128 %step1701, %span1704
  %c1706 = icmp slt i128 %reach1705, 0
  %min1707 = select i1 %c1706, i128 %reach1705, i128 0
  %c1708 = icmp sgt i128 %reach1705, 0
  %max1709 = select i1 %c1708, i128 %reach1705, i128 0
  %least1710 = add i128 %base1694, %min1707
  %most1711 = add i128 %base1694, %max1709
  %fits_low1712 = icmp sge i128 %least1710, -9223372036854775808
  %fits_high1713 = icmp sle i128 %most1711, 9223372036854775807
  %fits1714 = and i1 %fits_low1712, %fits_high1713
  %least1715 = select i1 %fits1714, i128 %least1710, i128 -9223372036854775808
  %most1716 = select i1 %fits1714, i128 %most1711, i128 9223372036854775807
  %sub1717 = sub i64 %dim26, 1
  %base1718 = sext i64 %sub1717 to i128
  %fits_low1719 = icmp sge i128 %base1718, -9223372036854775808
  %fits_high1720 = icmp sle i128 %base1718, 9223372036854775807
  %fits1721 = and i1 %fits_low1719, %fits_high1720
  %least1722 = select i1 %fits1721, i128 %base1718, i128 -9223372036854775808
  %most1723 = select i1 %fits1721, i128 %base1718, i128 9223372036854775807
  %c1724 = icmp slt i128 %least1715, %least1722
  %min1725 = select i1 %c1724, i128 %least1715, i128 %least1722
  %c1726 = icmp slt i128 %most1716, %most1723
  %min1727 = select i1 %c1726, i128 %most1716, i128 %most1723
  %c1728 = icmp sgt i128 0, %min1725
  %max1729 = select i1 %c1728, i128 0, i128 %min1725
  %c1730 = icmp sgt i128 0, %min1727
  %max1731 = select i1 %c1730, i128 0, i128 %min1727
  %extent1732 = sext i64 %dim26 to i128
  %low_ok1733 = icmp sge i128 %max1729, 0
  %high_ok1734 = icmp slt i128 %max1731, %extent1732
  %ok1735 = and i1 %ok1691, %low_ok1733
  %ok1736 = and i1 %ok1735, %high_ok1734
  %v1737 = load i64, ptr %j, align 8
  %add1738 = add i64 %v1737, 1
  %base1739 = sext i64 %add1738 to i128
  %next1740 = add i64 %min63, 1
  store i64 %next1740, ptr %j, align 8
  %v1741 = load i64, ptr %j, align 8
  %add1742 = add i64 %v1741, 1
  store i64 %min63, ptr %j, align 8
  %at_next1743 = sext i64 %add1742 to i128
  %step1744 = sub i128 %at_next1743, %base1739
  %step1745 = trunc i128 %step1744 to i64
  %step1746 = sext i64 %step1745 to i128
  %len1747 = sub i64 %dim26, %min63
  %span1748 = sub i64 %len1747, 1
  %span1749 = sext i64 %span1748 to i128
  %reach1750 = mul i128 %step1746, %span1749
  %c1751 = icmp slt i128 %reach1750, 0
  %min1752 = select i1 %c1751, i128 %reach1750, i128 0
  %c1753 = icmp sgt i128 %reach1750, 0
  %max1754 = select i1 %c1753, i128 %reach1750, i128 0
  %least1755 = add i128 %base1739, %min1752
  %most1756 = add i128 %base1739, %max1754
  %fits_low1757 = icmp sge i128 %least1755, -9223372036854775808
  %fits_high1758 = icmp sle i128 %most1756, 9223372036854775807
  %fits1759 = and i1 %fits_low1757, %fits_high1758
  %least1760 = select i1 %fits1759, i128 %least1755, i128 -9223372036854775808
  %most1761 = select i1 %fits1759, i128 %most1756, i128 9223372036854775807
  %sub1762 = sub i64 %dim26, 1
  %base1763 = sext i64 %sub1762 to i128
  %fits_low1764 = icmp sge i128 %base1763, -9223372036854775808
  %fits_high1765 = icmp sle i128 %base1763, 9223372036854775807
  %fits1766 = and i1 %fits_low1764, %fits_high1765
  %least1767 = select i1 %fits1766, i128 %base1763, i128 -9223372036854775808
  %most1768 = select i1 %fits1766, i128 %base1763, i128 9223372036854775807
  %c1769 = icmp slt i128 %least1760, %least1767
  %min1770 = select i1 %c1769, i128 %least1760, i128 %least1767
  %c1771 = icmp slt i128 %most1761, %most1768
  %min1772 = select i1 %c1771, i128 %most1761, i128 %most1768
  %c1773 = icmp sgt i128 0, %min1770
  %max1774 = select i1 %c1773, i128 0, i128 %min1770
  %c1775 = icmp sgt i128 0, %min1772
  %max1776 = select i1 %c1775, i128 0, i128 %min1772
  %extent1777 = sext i64 %dim26 to i128
  %low_ok1778 = icmp sge i128 %max1774, 0
  %high_ok1779 = icmp slt i128 %max1776, %extent1777
  %ok1780 = and i1 %ok1736, %low_ok1778
  %ok1781 = and i1 %ok1780, %high_ok1779
  %v1782 = load i64, ptr %i, align 8
  %add1783 = add i64 %v1782, 0
  %sub1784 = sub i64 %dim, 1
  %c1785 = icmp slt i64 %add1783, %sub1784
  %mm1786 = select i1 %c1785, i64 %add1783, i64 %sub1784
  %c1787 = icmp sgt i64 0, %mm1786
  %mm1788 = select i1 %c1787, i64 0, i64 %mm1786
  %base1789 = sext i64 %mm1788 to i128
  %fits_low1790 = icmp sge i128 %base1789, -9223372036854775808
  %fits_high1791 = icmp sle i128 %base1789, 9223372036854775807
  %fits1792 = and i1 %fits_low1790, %fits_high1791
  %least1793 = select i1 %fits1792, i128 %base1789, i128 -9223372036854775808
  %most1794 = select i1 %fits1792, i128 %base1789, i128 9223372036854775807
  %extent1795 = sext i64 %dim to i128
  %low_ok1796 = icmp sge i128 %least1793, 0
  %high_ok1797 = icmp slt i128 %most1794, %extent1795
  %ok1798 = and i1 %ok1781, %low_ok1796
  %ok1799 = and i1 %ok1798, %high_ok1797
  %v1800 = load i64, ptr %i, align 8
  %add1801 = add i64 %v1800, 1
  %sub1802 = sub i64 %dim, 1
  %c1803 = icmp slt i64 %add1801, %sub1802
  %mm1804 = select i1 %c1803, i64 %add1801, i64 %sub1802
  %c1805 = icmp sgt i64 0, %mm1804
  %mm1806 = select i1 %c1805, i64 0, i64 %mm1804
  %base1807 = sext i64 %mm1806 to i128
  %fits_low1808 = icmp sge i128 %base1807, -9223372036854775808
  %fits_high1809 = icmp sle i128 %base1807, 9223372036854775807
  %fits1810 = and i1 %fits_low1808, %fits_high1809
  %least1811 = select i1 %fits1810, i128 %base1807, i128 -9223372036854775808
  %most1812 = select i1 %fits1810, i128 %base1807, i128 9223372036854775807
  %extent1813 = sext i64 %dim to i128
  %low_ok1814 = icmp sge i128 %least1811, 0
  %high_ok1815 = icmp slt i128 %most1812, %extent1813
  %ok1816 = and i1 %ok1799, %low_ok1814
  %ok1817 = and i1 %ok1816, %high_ok1815
  br i1 %ok1817, label %proved1818, label %checked1819

loop1074:                                         ; preds = %body1075, %proved1071
  %i1077 = load i64, ptr %j, align 8
  %more1078 = icmp slt i64 %i1077, %min63
  br i1 %more1078, label %body1075, label %exit1076

body1075:                                         ; preds = %loop1074
  %v1079 = load i64, ptr %i, align 8
  %add1080 = add i64 %v1079, -1
  %sub1081 = sub i64 %dim, 1
  %c1082 = icmp slt i64 %add1080, %sub1081
  %mm1083 = select i1 %c1082, i64 %add1080, i64 %sub1081
  %c1084 = icmp sgt i64 0, %mm1083
  %mm1085 = select i1 %c1084, i64 0, i64 %mm1083
  %j1086 = load i64, ptr %j, align 8
  %tap = add i64 %j1086, -1
  %pos1087 = mul i64 0, %dim
  %pos1088 = add i64 %pos1087, %mm1085
  %pos1089 = mul i64 %pos1088, %dim26
  %pos1090 = add i64 %pos1089, %tap
  %elp1091 = getelementptr inbounds float, ptr %buf, i64 %pos1090
  %el1092 = load float, ptr %elp1091, align 4, !alias.scope !14, !noalias !28
  store float %el1092, ptr %coef_68, align 4
  %v1093 = load i64, ptr %i, align 8
  %add1094 = add i64 %v1093, -1
  %sub1095 = sub i64 %dim, 1
  %c1096 = icmp slt i64 %add1094, %sub1095
  %mm1097 = select i1 %c1096, i64 %add1094, i64 %sub1095
  %c1098 = icmp sgt i64 0, %mm1097
  %mm1099 = select i1 %c1098, i64 0, i64 %mm1097
  %j1100 = load i64, ptr %j, align 8
  %tap1101 = add i64 %j1100, 0
  %pos1102 = mul i64 0, %dim
  %pos1103 = add i64 %pos1102, %mm1099
  %pos1104 = mul i64 %pos1103, %dim26
  %pos1105 = add i64 %pos1104, %tap1101
  %elp1106 = getelementptr inbounds float, ptr %buf, i64 %pos1105
  %el1107 = load float, ptr %elp1106, align 4, !alias.scope !14, !noalias !28
  store float %el1107, ptr %coef_69, align 4
  %v1108 = load i64, ptr %i, align 8
  %add1109 = add i64 %v1108, -1
  %sub1110 = sub i64 %dim, 1
  %c1111 = icmp slt i64 %add1109, %sub1110
  %mm1112 = select i1 %c1111, i64 %add1109, i64 %sub1110
  %c1113 = icmp sgt i64 0, %mm1112
  %mm1114 = select i1 %c1113, i64 0, i64 %mm1112
  %j1115 = load i64, ptr %j, align 8
  %tap1116 = add i64 %j1115, 1
  %pos1117 = mul i64 0, %dim
  %pos1118 = add i64 %pos1117, %mm1114
  %pos1119 = mul i64 %pos1118, %dim26
  %pos1120 = add i64 %pos1119, %tap1116
  %elp1121 = getelementptr inbounds float, ptr %buf, i64 %pos1120
  %el1122 = load float, ptr %elp1121, align 4, !alias.scope !14, !noalias !28
  store float %el1122, ptr %coef_70, align 4
  %v1123 = load i64, ptr %i, align 8
  %add1124 = add i64 %v1123, 0
  %sub1125 = sub i64 %dim, 1
  %c1126 = icmp slt i64 %add1124, %sub1125
  %mm1127 = select i1 %c1126, i64 %add1124, i64 %sub1125
  %c1128 = icmp sgt i64 0, %mm1127
  %mm1129 = select i1 %c1128, i64 0, i64 %mm1127
  %j1130 = load i64, ptr %j, align 8
  %tap1131 = add i64 %j1130, -1
  %pos1132 = mul i64 0, %dim
  %pos1133 = add i64 %pos1132, %mm1129
  %pos1134 = mul i64 %pos1133, %dim26
  %pos1135 = add i64 %pos1134, %tap1131
  %elp1136 = getelementptr inbounds float, ptr %buf, i64 %pos1135
  %el1137 = load float, ptr %elp1136, align 4, !alias.scope !14, !noalias !28
  store float %el1137, ptr %coef_71, align 4
  %v1138 = load i64, ptr %i, align 8
  %add1139 = add i64 %v1138, 0
  %sub1140 = sub i64 %dim, 1
  %c1141 = icmp slt i64 %add1139, %sub1140
  %mm1142 = select i1 %c1141, i64 %add1139, i64 %sub1140
  %c1143 = icmp sgt i64 0, %mm1142
  %mm1144 = select i1 %c1143, i64 0, i64 %mm1142
  %j1145 = load i64, ptr %j, align 8
  %tap1146 = add i64 %j1145, 0
  %pos1147 = mul i64 0, %dim
  %pos1148 = add i64 %pos1147, %mm1144
  %pos1149 = mul i64 %pos1148, %dim26
  %pos1150 = add i64 %pos1149, %tap1146
  %elp1151 = getelementptr inbounds float, ptr %buf, i64 %pos1150
  %el1152 = load float, ptr %elp1151, align 4, !alias.scope !14, !noalias !28
  store float %el1152, ptr %coef_72, align 4
  %v1153 = load i64, ptr %i, align 8
  %add1154 = add i64 %v1153, 0
  %sub1155 = sub i64 %dim, 1
  %c1156 = icmp slt i64 %add1154, %sub1155
  %mm1157 = select i1 %c1156, i64 %add1154, i64 %sub1155
  %c1158 = icmp sgt i64 0, %mm1157
  %mm1159 = select i1 %c1158, i64 0, i64 %mm1157
  %j1160 = load i64, ptr %j, align 8
  %tap1161 = add i64 %j1160, 1
  %pos1162 = mul i64 0, %dim
  %pos1163 = add i64 %pos1162, %mm1159
  %pos1164 = mul i64 %pos1163, %dim26
  %pos1165 = add i64 %pos1164, %tap1161
  %elp1166 = getelementptr inbounds float, ptr %buf, i64 %pos1165
  %el1167 = load float, ptr %elp1166, align 4, !alias.scope !14, !noalias !28
  store float %el1167, ptr %coef_73, align 4
  %v1168 = load i64, ptr %i, align 8
  %add1169 = add i64 %v1168, 1
  %sub1170 = sub i64 %dim, 1
  %c1171 = icmp slt i64 %add1169, %sub1170
  %mm1172 = select i1 %c1171, i64 %add1169, i64 %sub1170
  %c1173 = icmp sgt i64 0, %mm1172
  %mm1174 = select i1 %c1173, i64 0, i64 %mm1172
  %j1175 = load i64, ptr %j, align 8
  %tap1176 = add i64 %j1175, -1
  %pos1177 = mul i64 0, %dim
  %pos1178 = add i64 %pos1177, %mm1174
  %pos1179 = mul i64 %pos1178, %dim26
  %pos1180 = add i64 %pos1179, %tap1176
  %elp1181 = getelementptr inbounds float, ptr %buf, i64 %pos1180
  %el1182 = load float, ptr %elp1181, align 4, !alias.scope !14, !noalias !28
  store float %el1182, ptr %coef_74, align 4
  %v1183 = load i64, ptr %i, align 8
  %add1184 = add i64 %v1183, 1
  %sub1185 = sub i64 %dim, 1
  %c1186 = icmp slt i64 %add1184, %sub1185
  %mm1187 = select i1 %c1186, i64 %add1184, i64 %sub1185
  %c1188 = icmp sgt i64 0, %mm1187
  %mm1189 = select i1 %c1188, i64 0, i64 %mm1187
  %j1190 = load i64, ptr %j, align 8
  %tap1191 = add i64 %j1190, 0
  %pos1192 = mul i64 0, %dim
  %pos1193 = add i64 %pos1192, %mm1189
  %pos1194 = mul i64 %pos1193, %dim26
  %pos1195 = add i64 %pos1194, %tap1191
  %elp1196 = getelementptr inbounds float, ptr %buf, i64 %pos1195
  %el1197 = load float, ptr %elp1196, align 4, !alias.scope !14, !noalias !28
  store float %el1197, ptr %coef_75, align 4
  %v1198 = load i64, ptr %i, align 8
  %add1199 = add i64 %v1198, 1
  %sub1200 = sub i64 %dim, 1
  %c1201 = icmp slt i64 %add1199, %sub1200
  %mm1202 = select i1 %c1201, i64 %add1199, i64 %sub1200
  %c1203 = icmp sgt i64 0, %mm1202
  %mm1204 = select i1 %c1203, i64 0, i64 %mm1202
  %j1205 = load i64, ptr %j, align 8
  %tap1206 = add i64 %j1205, 1
  %pos1207 = mul i64 0, %dim
  %pos1208 = add i64 %pos1207, %mm1204
  %pos1209 = mul i64 %pos1208, %dim26
  %pos1210 = add i64 %pos1209, %tap1206
  %elp1211 = getelementptr inbounds float, ptr %buf, i64 %pos1210
  %el1212 = load float, ptr %elp1211, align 4, !alias.scope !14, !noalias !28
  store float %el1212, ptr %coef_76, align 4
  %v1213 = load i64, ptr %i, align 8
  %v1214 = load i64, ptr %j, align 8
  %pos1215 = mul i64 0, %dim3
  %pos1216 = add i64 %pos1215, %v1213
  %pos1217 = mul i64 %pos1216, %dim28
  %pos1218 = add i64 %pos1217, %v1214
  %elp1219 = getelementptr inbounds float, ptr %buf422, i64 %pos1218
  %el1220 = load float, ptr %elp1219, align 4, !alias.scope !16, !noalias !29
  store float %el1220, ptr %j0_80, align 4
  %v1221 = load i64, ptr %i, align 8
  %v1222 = load i64, ptr %j, align 8
  %pos1223 = mul i64 0, %dim8
  %pos1224 = add i64 %pos1223, %v1221
  %pos1225 = mul i64 %pos1224, %dim37
  %pos1226 = add i64 %pos1225, %v1222
  %elp1227 = getelementptr inbounds float, ptr %buf432, i64 %pos1226
  %el1228 = load float, ptr %elp1227, align 4, !alias.scope !18, !noalias !30
  %fldp1229 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  store float %el1228, ptr %fldp1229, align 4
  %elp1230 = getelementptr inbounds float, ptr %buf436, i64 %pos1226
  %el1231 = load float, ptr %elp1230, align 4, !alias.scope !20, !noalias !31
  %fldp1232 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  store float %el1231, ptr %fldp1232, align 4
  %elp1233 = getelementptr inbounds float, ptr %buf441, i64 %pos1226
  %el1234 = load float, ptr %elp1233, align 4, !alias.scope !22, !noalias !32
  %fldp1235 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  store float %el1234, ptr %fldp1235, align 4
  %elp1236 = getelementptr inbounds float, ptr %buf446, i64 %pos1226
  %el1237 = load float, ptr %elp1236, align 4, !alias.scope !24, !noalias !33
  %fldp1238 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  store float %el1237, ptr %fldp1238, align 4
  %fldp1239 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fldp1240 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fld1241 = load float, ptr %fldp1240, align 4
  store float %fld1241, ptr %tup_83.0, align 4
  %fldp1242 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fldp1243 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fld1244 = load float, ptr %fldp1243, align 4
  store float %fld1244, ptr %tup_83.1, align 4
  %fldp1245 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fldp1246 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fld1247 = load float, ptr %fldp1246, align 4
  store float %fld1247, ptr %tup_83.2, align 4
  %fldp1248 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fldp1249 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fld1250 = load float, ptr %fldp1249, align 4
  store float %fld1250, ptr %tup_83.3, align 4
  %v1251 = load float, ptr %j0_80, align 4
  %v1252 = load float, ptr %coef_72, align 4
  %v1253 = load float, ptr %tup_83.0, align 4
  %fm1254 = fmul float %v1252, %v1253
  %v1255 = load float, ptr %coef_75, align 4
  %v1256 = load float, ptr %tup_83.1, align 4
  %fm1257 = fmul float %v1255, %v1256
  %fa1258 = fadd float %fm1254, %fm1257
  %v1259 = load float, ptr %coef_72, align 4
  %v1260 = load float, ptr %tup_83.2, align 4
  %fm1261 = fmul float %v1259, %v1260
  %fa1262 = fadd float %fa1258, %fm1261
  %v1263 = load float, ptr %coef_73, align 4
  %v1264 = load float, ptr %tup_83.3, align 4
  %fm1265 = fmul float %v1263, %v1264
  %fa1266 = fadd float %fa1262, %fm1265
  %fm1267 = fmul float 1.250000e-01, %fa1266
  %fa1268 = fadd float %v1251, %fm1267
  store float %fa1268, ptr %next_77, align 4
  %v1269 = load i64, ptr %i, align 8
  %v1270 = load i64, ptr %j, align 8
  %pos1271 = mul i64 0, %dim3
  %pos1272 = add i64 %pos1271, %v1269
  %pos1273 = mul i64 %pos1272, %dim28
  %pos1274 = add i64 %pos1273, %v1270
  %v1275 = load float, ptr %next_77, align 4
  %elp1276 = getelementptr inbounds float, ptr %buf485, i64 %pos1274
  store float %v1275, ptr %elp1276, align 4, !alias.scope !26, !noalias !34
  %v1277 = load float, ptr %next_77, align 4
  %v1278 = load float, ptr %next_77, align 4
  %fm1279 = fmul float %v1277, %v1278
  store float %fm1279, ptr %sq2_92.1, align 4
  %v1280 = load float, ptr %acc_rows2_96.0, align 4
  %v1281 = load float, ptr %next_77, align 4
  %fa1282 = fadd reassoc float %v1280, %v1281
  store float %fa1282, ptr %acc_rows2_96.0, align 4
  %v1283 = load float, ptr %acc_rows2_96.1, align 4
  %v1284 = load float, ptr %sq2_92.1, align 4
  %fa1285 = fadd reassoc float %v1283, %v1284
  store float %fa1285, ptr %acc_rows2_96.1, align 4
  %i1286 = load i64, ptr %j, align 8
  %next1287 = add i64 %i1286, 1
  store i64 %next1287, ptr %j, align 8
  br label %loop1074

exit1076:                                         ; preds = %loop1074
  br label %versions_done1073

loop1288:                                         ; preds = %ok1545, %checked1072
  %i1291 = load i64, ptr %j, align 8
  %more1292 = icmp slt i64 %i1291, %min63
  br i1 %more1292, label %body1289, label %exit1290

body1289:                                         ; preds = %loop1288
  %v1293 = load i64, ptr %i, align 8
  %add1294 = add i64 %v1293, -1
  %sub1295 = sub i64 %dim, 1
  %c1296 = icmp slt i64 %add1294, %sub1295
  %mm1297 = select i1 %c1296, i64 %add1294, i64 %sub1295
  %c1298 = icmp sgt i64 0, %mm1297
  %mm1299 = select i1 %c1298, i64 0, i64 %mm1297
  %j1300 = load i64, ptr %j, align 8
  %tap1301 = add i64 %j1300, -1
  %inb1302 = icmp ult i64 %mm1299, %dim
  br i1 %inb1302, label %ok1304, label %fail1303

exit1290:                                         ; preds = %loop1288
  br label %versions_done1073

fail1303:                                         ; preds = %body1289
  %errp1305 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1305, align 8
  %errp1306 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1306, align 8
  %errp1307 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1299, ptr %errp1307, align 8
  %errp1308 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1308, align 8
  ret i32 1

ok1304:                                           ; preds = %body1289
  %pos1309 = mul i64 0, %dim
  %pos1310 = add i64 %pos1309, %mm1299
  %inb1311 = icmp ult i64 %tap1301, %dim26
  br i1 %inb1311, label %ok1313, label %fail1312

fail1312:                                         ; preds = %ok1304
  %errp1314 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1314, align 8
  %errp1315 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1315, align 8
  %errp1316 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1301, ptr %errp1316, align 8
  %errp1317 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1317, align 8
  ret i32 1

ok1313:                                           ; preds = %ok1304
  %pos1318 = mul i64 %pos1310, %dim26
  %pos1319 = add i64 %pos1318, %tap1301
  %elp1320 = getelementptr inbounds float, ptr %buf, i64 %pos1319
  %el1321 = load float, ptr %elp1320, align 4, !alias.scope !14, !noalias !28
  store float %el1321, ptr %coef_68, align 4
  %v1322 = load i64, ptr %i, align 8
  %add1323 = add i64 %v1322, -1
  %sub1324 = sub i64 %dim, 1
  %c1325 = icmp slt i64 %add1323, %sub1324
  %mm1326 = select i1 %c1325, i64 %add1323, i64 %sub1324
  %c1327 = icmp sgt i64 0, %mm1326
  %mm1328 = select i1 %c1327, i64 0, i64 %mm1326
  %j1329 = load i64, ptr %j, align 8
  %tap1330 = add i64 %j1329, 0
  %inb1331 = icmp ult i64 %mm1328, %dim
  br i1 %inb1331, label %ok1333, label %fail1332

fail1332:                                         ; preds = %ok1313
  %errp1334 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1334, align 8
  %errp1335 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1335, align 8
  %errp1336 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1328, ptr %errp1336, align 8
  %errp1337 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1337, align 8
  ret i32 1

ok1333:                                           ; preds = %ok1313
  %pos1338 = mul i64 0, %dim
  %pos1339 = add i64 %pos1338, %mm1328
  %inb1340 = icmp ult i64 %tap1330, %dim26
  br i1 %inb1340, label %ok1342, label %fail1341

fail1341:                                         ; preds = %ok1333
  %errp1343 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1343, align 8
  %errp1344 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1344, align 8
  %errp1345 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1330, ptr %errp1345, align 8
  %errp1346 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1346, align 8
  ret i32 1

ok1342:                                           ; preds = %ok1333
  %pos1347 = mul i64 %pos1339, %dim26
  %pos1348 = add i64 %pos1347, %tap1330
  %elp1349 = getelementptr inbounds float, ptr %buf, i64 %pos1348
  %el1350 = load float, ptr %elp1349, align 4, !alias.scope !14, !noalias !28
  store float %el1350, ptr %coef_69, align 4
  %v1351 = load i64, ptr %i, align 8
  %add1352 = add i64 %v1351, -1
  %sub1353 = sub i64 %dim, 1
  %c1354 = icmp slt i64 %add1352, %sub1353
  %mm1355 = select i1 %c1354, i64 %add1352, i64 %sub1353
  %c1356 = icmp sgt i64 0, %mm1355
  %mm1357 = select i1 %c1356, i64 0, i64 %mm1355
  %j1358 = load i64, ptr %j, align 8
  %tap1359 = add i64 %j1358, 1
  %inb1360 = icmp ult i64 %mm1357, %dim
  br i1 %inb1360, label %ok1362, label %fail1361

fail1361:                                         ; preds = %ok1342
  %errp1363 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1363, align 8
  %errp1364 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1364, align 8
  %errp1365 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1357, ptr %errp1365, align 8
  %errp1366 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1366, align 8
  ret i32 1

ok1362:                                           ; preds = %ok1342
  %pos1367 = mul i64 0, %dim
  %pos1368 = add i64 %pos1367, %mm1357
  %inb1369 = icmp ult i64 %tap1359, %dim26
  br i1 %inb1369, label %ok1371, label %fail1370

fail1370:                                         ; preds = %ok1362
  %errp1372 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1372, align 8
  %errp1373 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1373, align 8
  %errp1374 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1359, ptr %errp1374, align 8
  %errp1375 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1375, align 8
  ret i32 1

ok1371:                                           ; preds = %ok1362
  %pos1376 = mul i64 %pos1368, %dim26
  %pos1377 = add i64 %pos1376, %tap1359
  %elp1378 = getelementptr inbounds float, ptr %buf, i64 %pos1377
  %el1379 = load float, ptr %elp1378, align 4, !alias.scope !14, !noalias !28
  store float %el1379, ptr %coef_70, align 4
  %v1380 = load i64, ptr %i, align 8
  %add1381 = add i64 %v1380, 0
  %sub1382 = sub i64 %dim, 1
  %c1383 = icmp slt i64 %add1381, %sub1382
  %mm1384 = select i1 %c1383, i64 %add1381, i64 %sub1382
  %c1385 = icmp sgt i64 0, %mm1384
  %mm1386 = select i1 %c1385, i64 0, i64 %mm1384
  %j1387 = load i64, ptr %j, align 8
  %tap1388 = add i64 %j1387, -1
  %inb1389 = icmp ult i64 %mm1386, %dim
  br i1 %inb1389, label %ok1391, label %fail1390

fail1390:                                         ; preds = %ok1371
  %errp1392 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1392, align 8
  %errp1393 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1393, align 8
  %errp1394 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1386, ptr %errp1394, align 8
  %errp1395 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1395, align 8
  ret i32 1

ok1391:                                           ; preds = %ok1371
  %pos1396 = mul i64 0, %dim
  %pos1397 = add i64 %pos1396, %mm1386
  %inb1398 = icmp ult i64 %tap1388, %dim26
  br i1 %inb1398, label %ok1400, label %fail1399

fail1399:                                         ; preds = %ok1391
  %errp1401 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1401, align 8
  %errp1402 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1402, align 8
  %errp1403 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1388, ptr %errp1403, align 8
  %errp1404 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1404, align 8
  ret i32 1

ok1400:                                           ; preds = %ok1391
  %pos1405 = mul i64 %pos1397, %dim26
  %pos1406 = add i64 %pos1405, %tap1388
  %elp1407 = getelementptr inbounds float, ptr %buf, i64 %pos1406
  %el1408 = load float, ptr %elp1407, align 4, !alias.scope !14, !noalias !28
  store float %el1408, ptr %coef_71, align 4
  %v1409 = load i64, ptr %i, align 8
  %add1410 = add i64 %v1409, 0
  %sub1411 = sub i64 %dim, 1
  %c1412 = icmp slt i64 %add1410, %sub1411
  %mm1413 = select i1 %c1412, i64 %add1410, i64 %sub1411
  %c1414 = icmp sgt i64 0, %mm1413
  %mm1415 = select i1 %c1414, i64 0, i64 %mm1413
  %j1416 = load i64, ptr %j, align 8
  %tap1417 = add i64 %j1416, 0
  %inb1418 = icmp ult i64 %mm1415, %dim
  br i1 %inb1418, label %ok1420, label %fail1419

fail1419:                                         ; preds = %ok1400
  %errp1421 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1421, align 8
  %errp1422 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1422, align 8
  %errp1423 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1415, ptr %errp1423, align 8
  %errp1424 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1424, align 8
  ret i32 1

ok1420:                                           ; preds = %ok1400
  %pos1425 = mul i64 0, %dim
  %pos1426 = add i64 %pos1425, %mm1415
  %inb1427 = icmp ult i64 %tap1417, %dim26
  br i1 %inb1427, label %ok1429, label %fail1428

fail1428:                                         ; preds = %ok1420
  %errp1430 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1430, align 8
  %errp1431 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1431, align 8
  %errp1432 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1417, ptr %errp1432, align 8
  %errp1433 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1433, align 8
  ret i32 1

ok1429:                                           ; preds = %ok1420
  %pos1434 = mul i64 %pos1426, %dim26
  %pos1435 = add i64 %pos1434, %tap1417
  %elp1436 = getelementptr inbounds float, ptr %buf, i64 %pos1435
  %el1437 = load float, ptr %elp1436, align 4, !alias.scope !14, !noalias !28
  store float %el1437, ptr %coef_72, align 4
  %v1438 = load i64, ptr %i, align 8
  %add1439 = add i64 %v1438, 0
  %sub1440 = sub i64 %dim, 1
  %c1441 = icmp slt i64 %add1439, %sub1440
  %mm1442 = select i1 %c1441, i64 %add1439, i64 %sub1440
  %c1443 = icmp sgt i64 0, %mm1442
  %mm1444 = select i1 %c1443, i64 0, i64 %mm1442
  %j1445 = load i64, ptr %j, align 8
  %tap1446 = add i64 %j1445, 1
  %inb1447 = icmp ult i64 %mm1444, %dim
  br i1 %inb1447, label %ok1449, label %fail1448

fail1448:                                         ; preds = %ok1429
  %errp1450 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1450, align 8
  %errp1451 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1451, align 8
  %errp1452 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1444, ptr %errp1452, align 8
  %errp1453 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1453, align 8
  ret i32 1

ok1449:                                           ; preds = %ok1429
  %pos1454 = mul i64 0, %dim
  %pos1455 = add i64 %pos1454, %mm1444
  %inb1456 = icmp ult i64 %tap1446, %dim26
  br i1 %inb1456, label %ok1458, label %fail1457

fail1457:                                         ; preds = %ok1449
  %errp1459 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1459, align 8
  %errp1460 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1460, align 8
  %errp1461 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1446, ptr %errp1461, align 8
  %errp1462 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1462, align 8
  ret i32 1

ok1458:                                           ; preds = %ok1449
  %pos1463 = mul i64 %pos1455, %dim26
  %pos1464 = add i64 %pos1463, %tap1446
  %elp1465 = getelementptr inbounds float, ptr %buf, i64 %pos1464
  %el1466 = load float, ptr %elp1465, align 4, !alias.scope !14, !noalias !28
  store float %el1466, ptr %coef_73, align 4
  %v1467 = load i64, ptr %i, align 8
  %add1468 = add i64 %v1467, 1
  %sub1469 = sub i64 %dim, 1
  %c1470 = icmp slt i64 %add1468, %sub1469
  %mm1471 = select i1 %c1470, i64 %add1468, i64 %sub1469
  %c1472 = icmp sgt i64 0, %mm1471
  %mm1473 = select i1 %c1472, i64 0, i64 %mm1471
  %j1474 = load i64, ptr %j, align 8
  %tap1475 = add i64 %j1474, -1
  %inb1476 = icmp ult i64 %mm1473, %dim
  br i1 %inb1476, label %ok1478, label %fail1477

fail1477:                                         ; preds = %ok1458
  %errp1479 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1479, align 8
  %errp1480 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1480, align 8
  %errp1481 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1473, ptr %errp1481, align 8
  %errp1482 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1482, align 8
  ret i32 1

ok1478:                                           ; preds = %ok1458
  %pos1483 = mul i64 0, %dim
  %pos1484 = add i64 %pos1483, %mm1473
  %inb1485 = icmp ult i64 %tap1475, %dim26
  br i1 %inb1485, label %ok1487, label %fail1486

fail1486:                                         ; preds = %ok1478
  %errp1488 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1488, align 8
  %errp1489 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1489, align 8
  %errp1490 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1475, ptr %errp1490, align 8
  %errp1491 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1491, align 8
  ret i32 1

ok1487:                                           ; preds = %ok1478
  %pos1492 = mul i64 %pos1484, %dim26
  %pos1493 = add i64 %pos1492, %tap1475
  %elp1494 = getelementptr inbounds float, ptr %buf, i64 %pos1493
  %el1495 = load float, ptr %elp1494, align 4, !alias.scope !14, !noalias !28
  store float %el1495, ptr %coef_74, align 4
  %v1496 = load i64, ptr %i, align 8
  %add1497 = add i64 %v1496, 1
  %sub1498 = sub i64 %dim, 1
  %c1499 = icmp slt i64 %add1497, %sub1498
  %mm1500 = select i1 %c1499, i64 %add1497, i64 %sub1498
  %c1501 = icmp sgt i64 0, %mm1500
  %mm1502 = select i1 %c1501, i64 0, i64 %mm1500
  %j1503 = load i64, ptr %j, align 8
  %tap1504 = add i64 %j1503, 0
  %inb1505 = icmp ult i64 %mm1502, %dim
  br i1 %inb1505, label %ok1507, label %fail1506

fail1506:                                         ; preds = %ok1487
  %errp1508 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1508, align 8
  %errp1509 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1509, align 8
  %errp1510 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1502, ptr %errp1510, align 8
  %errp1511 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1511, align 8
  ret i32 1

ok1507:                                           ; preds = %ok1487
  %pos1512 = mul i64 0, %dim
  %pos1513 = add i64 %pos1512, %mm1502
  %inb1514 = icmp ult i64 %tap1504, %dim26
  br i1 %inb1514, label %ok1516, label %fail1515

fail1515:                                         ; preds = %ok1507
  %errp1517 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1517, align 8
  %errp1518 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1518, align 8
  %errp1519 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1504, ptr %errp1519, align 8
  %errp1520 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1520, align 8
  ret i32 1

ok1516:                                           ; preds = %ok1507
  %pos1521 = mul i64 %pos1513, %dim26
  %pos1522 = add i64 %pos1521, %tap1504
  %elp1523 = getelementptr inbounds float, ptr %buf, i64 %pos1522
  %el1524 = load float, ptr %elp1523, align 4, !alias.scope !14, !noalias !28
  store float %el1524, ptr %coef_75, align 4
  %v1525 = load i64, ptr %i, align 8
  %add1526 = add i64 %v1525, 1
  %sub1527 = sub i64 %dim, 1
  %c1528 = icmp slt i64 %add1526, %sub1527
  %mm1529 = select i1 %c1528, i64 %add1526, i64 %sub1527
  %c1530 = icmp sgt i64 0, %mm1529
  %mm1531 = select i1 %c1530, i64 0, i64 %mm1529
  %j1532 = load i64, ptr %j, align 8
  %tap1533 = add i64 %j1532, 1
  %inb1534 = icmp ult i64 %mm1531, %dim
  br i1 %inb1534, label %ok1536, label %fail1535

fail1535:                                         ; preds = %ok1516
  %errp1537 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1537, align 8
  %errp1538 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1538, align 8
  %errp1539 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1531, ptr %errp1539, align 8
  %errp1540 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1540, align 8
  ret i32 1

ok1536:                                           ; preds = %ok1516
  %pos1541 = mul i64 0, %dim
  %pos1542 = add i64 %pos1541, %mm1531
  %inb1543 = icmp ult i64 %tap1533, %dim26
  br i1 %inb1543, label %ok1545, label %fail1544

fail1544:                                         ; preds = %ok1536
  %errp1546 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1546, align 8
  %errp1547 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1547, align 8
  %errp1548 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1533, ptr %errp1548, align 8
  %errp1549 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1549, align 8
  ret i32 1

ok1545:                                           ; preds = %ok1536
  %pos1550 = mul i64 %pos1542, %dim26
  %pos1551 = add i64 %pos1550, %tap1533
  %elp1552 = getelementptr inbounds float, ptr %buf, i64 %pos1551
  %el1553 = load float, ptr %elp1552, align 4, !alias.scope !14, !noalias !28
  store float %el1553, ptr %coef_76, align 4
  %v1554 = load i64, ptr %i, align 8
  %v1555 = load i64, ptr %j, align 8
  %pos1556 = mul i64 0, %dim3
  %pos1557 = add i64 %pos1556, %v1554
  %pos1558 = mul i64 %pos1557, %dim28
  %pos1559 = add i64 %pos1558, %v1555
  %elp1560 = getelementptr inbounds float, ptr %buf422, i64 %pos1559
  %el1561 = load float, ptr %elp1560, align 4, !alias.scope !16, !noalias !29
  store float %el1561, ptr %j0_80, align 4
  %v1562 = load i64, ptr %i, align 8
  %v1563 = load i64, ptr %j, align 8
  %pos1564 = mul i64 0, %dim8
  %pos1565 = add i64 %pos1564, %v1562
  %pos1566 = mul i64 %pos1565, %dim37
  %pos1567 = add i64 %pos1566, %v1563
  %elp1568 = getelementptr inbounds float, ptr %buf432, i64 %pos1567
  %el1569 = load float, ptr %elp1568, align 4, !alias.scope !18, !noalias !30
  %fldp1570 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  store float %el1569, ptr %fldp1570, align 4
  %elp1571 = getelementptr inbounds float, ptr %buf436, i64 %pos1567
  %el1572 = load float, ptr %elp1571, align 4, !alias.scope !20, !noalias !31
  %fldp1573 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  store float %el1572, ptr %fldp1573, align 4
  %elp1574 = getelementptr inbounds float, ptr %buf441, i64 %pos1567
  %el1575 = load float, ptr %elp1574, align 4, !alias.scope !22, !noalias !32
  %fldp1576 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  store float %el1575, ptr %fldp1576, align 4
  %elp1577 = getelementptr inbounds float, ptr %buf446, i64 %pos1567
  %el1578 = load float, ptr %elp1577, align 4, !alias.scope !24, !noalias !33
  %fldp1579 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  store float %el1578, ptr %fldp1579, align 4
  %fldp1580 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fldp1581 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fld1582 = load float, ptr %fldp1581, align 4
  store float %fld1582, ptr %tup_83.0, align 4
  %fldp1583 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fldp1584 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fld1585 = load float, ptr %fldp1584, align 4
  store float %fld1585, ptr %tup_83.1, align 4
  %fldp1586 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fldp1587 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fld1588 = load float, ptr %fldp1587, align 4
  store float %fld1588, ptr %tup_83.2, align 4
  %fldp1589 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fldp1590 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fld1591 = load float, ptr %fldp1590, align 4
  store float %fld1591, ptr %tup_83.3, align 4
  %v1592 = load float, ptr %j0_80, align 4
  %v1593 = load float, ptr %coef_72, align 4
  %v1594 = load float, ptr %tup_83.0, align 4
  %fm1595 = fmul float %v1593, %v1594
  %v1596 = load float, ptr %coef_75, align 4
  %v1597 = load float, ptr %tup_83.1, align 4
  %fm1598 = fmul float %v1596, %v1597
  %fa1599 = fadd float %fm1595, %fm1598
  %v1600 = load float, ptr %coef_72, align 4
  %v1601 = load float, ptr %tup_83.2, align 4
  %fm1602 = fmul float %v1600, %v1601
  %fa1603 = fadd float %fa1599, %fm1602
  %v1604 = load float, ptr %coef_73, align 4
  %v1605 = load float, ptr %tup_83.3, align 4
  %fm1606 = fmul float %v1604, %v1605
  %fa1607 = fadd float %fa1603, %fm1606
  %fm1608 = fmul float 1.250000e-01, %fa1607
  %fa1609 = fadd float %v1592, %fm1608
  store float %fa1609, ptr %next_77, align 4
  %v1610 = load i64, ptr %i, align 8
  %v1611 = load i64, ptr %j, align 8
  %pos1612 = mul i64 0, %dim3
  %pos1613 = add i64 %pos1612, %v1610
  %pos1614 = mul i64 %pos1613, %dim28
  %pos1615 = add i64 %pos1614, %v1611
  %v1616 = load float, ptr %next_77, align 4
  %elp1617 = getelementptr inbounds float, ptr %buf485, i64 %pos1615
  store float %v1616, ptr %elp1617, align 4, !alias.scope !26, !noalias !34
  %v1618 = load float, ptr %next_77, align 4
  %v1619 = load float, ptr %next_77, align 4
  %fm1620 = fmul float %v1618, %v1619
  store float %fm1620, ptr %sq2_92.1, align 4
  %v1621 = load float, ptr %acc_rows2_96.0, align 4
  %v1622 = load float, ptr %next_77, align 4
  %fa1623 = fadd reassoc float %v1621, %v1622
  store float %fa1623, ptr %acc_rows2_96.0, align 4
  %v1624 = load float, ptr %acc_rows2_96.1, align 4
  %v1625 = load float, ptr %sq2_92.1, align 4
  %fa1626 = fadd reassoc float %v1624, %v1625
  store float %fa1626, ptr %acc_rows2_96.1, align 4
  %i1627 = load i64, ptr %j, align 8
  %next1628 = add i64 %i1627, 1
  store i64 %next1628, ptr %j, align 8
  br label %loop1288

proved1818:                                       ; preds = %versions_done1073
  store i64 %min63, ptr %j, align 8
  br label %loop1821

checked1819:                                      ; preds = %versions_done1073
  store i64 %min63, ptr %j, align 8
  br label %loop2081

versions_done1820:                                ; preds = %exit2083, %exit1823
  %v2467 = load float, ptr %acc_tot2_108.0, align 4
  %v2468 = load float, ptr %acc_rows2_96.0, align 4
  %fa2469 = fadd reassoc float %v2467, %v2468
  store float %fa2469, ptr %acc_tot2_108.0, align 4
  %v2470 = load float, ptr %acc_tot2_108.1, align 4
  %v2471 = load float, ptr %acc_rows2_96.1, align 4
  %fa2472 = fadd reassoc float %v2470, %v2471
  store float %fa2472, ptr %acc_tot2_108.1, align 4
  %i2473 = load i64, ptr %i, align 8
  %next2474 = add i64 %i2473, 1
  store i64 %next2474, ptr %i, align 8
  br label %loop

loop1821:                                         ; preds = %body1822, %proved1818
  %i1824 = load i64, ptr %j, align 8
  %more1825 = icmp slt i64 %i1824, %dim26
  br i1 %more1825, label %body1822, label %exit1823

body1822:                                         ; preds = %loop1821
  %v1826 = load i64, ptr %i, align 8
  %add1827 = add i64 %v1826, -1
  %sub1828 = sub i64 %dim, 1
  %c1829 = icmp slt i64 %add1827, %sub1828
  %mm1830 = select i1 %c1829, i64 %add1827, i64 %sub1828
  %c1831 = icmp sgt i64 0, %mm1830
  %mm1832 = select i1 %c1831, i64 0, i64 %mm1830
  %v1833 = load i64, ptr %j, align 8
  %add1834 = add i64 %v1833, -1
  %sub1835 = sub i64 %dim26, 1
  %c1836 = icmp slt i64 %add1834, %sub1835
  %mm1837 = select i1 %c1836, i64 %add1834, i64 %sub1835
  %c1838 = icmp sgt i64 0, %mm1837
  %mm1839 = select i1 %c1838, i64 0, i64 %mm1837
  %pos1840 = mul i64 0, %dim
  %pos1841 = add i64 %pos1840, %mm1832
  %pos1842 = mul i64 %pos1841, %dim26
  %pos1843 = add i64 %pos1842, %mm1839
  %elp1844 = getelementptr inbounds float, ptr %buf, i64 %pos1843
  %el1845 = load float, ptr %elp1844, align 4, !alias.scope !14, !noalias !28
  store float %el1845, ptr %coef_68, align 4
  %v1846 = load i64, ptr %i, align 8
  %add1847 = add i64 %v1846, -1
  %sub1848 = sub i64 %dim, 1
  %c1849 = icmp slt i64 %add1847, %sub1848
  %mm1850 = select i1 %c1849, i64 %add1847, i64 %sub1848
  %c1851 = icmp sgt i64 0, %mm1850
  %mm1852 = select i1 %c1851, i64 0, i64 %mm1850
  %v1853 = load i64, ptr %j, align 8
  %add1854 = add i64 %v1853, 0
  %sub1855 = sub i64 %dim26, 1
  %c1856 = icmp slt i64 %add1854, %sub1855
  %mm1857 = select i1 %c1856, i64 %add1854, i64 %sub1855
  %c1858 = icmp sgt i64 0, %mm1857
  %mm1859 = select i1 %c1858, i64 0, i64 %mm1857
  %pos1860 = mul i64 0, %dim
  %pos1861 = add i64 %pos1860, %mm1852
  %pos1862 = mul i64 %pos1861, %dim26
  %pos1863 = add i64 %pos1862, %mm1859
  %elp1864 = getelementptr inbounds float, ptr %buf, i64 %pos1863
  %el1865 = load float, ptr %elp1864, align 4, !alias.scope !14, !noalias !28
  store float %el1865, ptr %coef_69, align 4
  %v1866 = load i64, ptr %i, align 8
  %add1867 = add i64 %v1866, -1
  %sub1868 = sub i64 %dim, 1
  %c1869 = icmp slt i64 %add1867, %sub1868
  %mm1870 = select i1 %c1869, i64 %add1867, i64 %sub1868
  %c1871 = icmp sgt i64 0, %mm1870
  %mm1872 = select i1 %c1871, i64 0, i64 %mm1870
  %v1873 = load i64, ptr %j, align 8
  %add1874 = add i64 %v1873, 1
  %sub1875 = sub i64 %dim26, 1
  %c1876 = icmp slt i64 %add1874, %sub1875
  %mm1877 = select i1 %c1876, i64 %add1874, i64 %sub1875
  %c1878 = icmp sgt i64 0, %mm1877
  %mm1879 = select i1 %c1878, i64 0, i64 %mm1877
  %pos1880 = mul i64 0, %dim
  %pos1881 = add i64 %pos1880, %mm1872
  %pos1882 = mul i64 %pos1881, %dim26
  %pos1883 = add i64 %pos1882, %mm1879
  %elp1884 = getelementptr inbounds float, ptr %buf, i64 %pos1883
  %el1885 = load float, ptr %elp1884, align 4, !alias.scope !14, !noalias !28
  store float %el1885, ptr %coef_70, align 4
  %v1886 = load i64, ptr %i, align 8
  %add1887 = add i64 %v1886, 0
  %sub1888 = sub i64 %dim, 1
  %c1889 = icmp slt i64 %add1887, %sub1888
  %mm1890 = select i1 %c1889, i64 %add1887, i64 %sub1888
  %c1891 = icmp sgt i64 0, %mm1890
  %mm1892 = select i1 %c1891, i64 0, i64 %mm1890
  %v1893 = load i64, ptr %j, align 8
  %add1894 = add i64 %v1893, -1
  %sub1895 = sub i64 %dim26, 1
  %c1896 = icmp slt i64 %add1894, %sub1895
  %mm1897 = select i1 %c1896, i64 %add1894, i64 %sub1895
  %c1898 = icmp sgt i64 0, %mm1897
  %mm1899 = select i1 %c1898, i64 0, i64 %mm1897
  %pos1900 = mul i64 0, %dim
  %pos1901 = add i64 %pos1900, %mm1892
  %pos1902 = mul i64 %pos1901, %dim26
  %pos1903 = add i64 %pos1902, %mm1899
  %elp1904 = getelementptr inbounds float, ptr %buf, i64 %pos1903
  %el1905 = load float, ptr %elp1904, align 4, !alias.scope !14, !noalias !28
  store float %el1905, ptr %coef_71, align 4
  %v1906 = load i64, ptr %i, align 8
  %add1907 = add i64 %v1906, 0
  %sub1908 = sub i64 %dim, 1
  %c1909 = icmp slt i64 %add1907, %sub1908
  %mm1910 = select i1 %c1909, i64 %add1907, i64 %sub1908
  %c1911 = icmp sgt i64 0, %mm1910
  %mm1912 = select i1 %c1911, i64 0, i64 %mm1910
  %v1913 = load i64, ptr %j, align 8
  %add1914 = add i64 %v1913, 0
  %sub1915 = sub i64 %dim26, 1
  %c1916 = icmp slt i64 %add1914, %sub1915
  %mm1917 = select i1 %c1916, i64 %add1914, i64 %sub1915
  %c1918 = icmp sgt i64 0, %mm1917
  %mm1919 = select i1 %c1918, i64 0, i64 %mm1917
  %pos1920 = mul i64 0, %dim
  %pos1921 = add i64 %pos1920, %mm1912
  %pos1922 = mul i64 %pos1921, %dim26
  %pos1923 = add i64 %pos1922, %mm1919
  %elp1924 = getelementptr inbounds float, ptr %buf, i64 %pos1923
  %el1925 = load float, ptr %elp1924, align 4, !alias.scope !14, !noalias !28
  store float %el1925, ptr %coef_72, align 4
  %v1926 = load i64, ptr %i, align 8
  %add1927 = add i64 %v1926, 0
  %sub1928 = sub i64 %dim, 1
  %c1929 = icmp slt i64 %add1927, %sub1928
  %mm1930 = select i1 %c1929, i64 %add1927, i64 %sub1928
  %c1931 = icmp sgt i64 0, %mm1930
  %mm1932 = select i1 %c1931, i64 0, i64 %mm1930
  %v1933 = load i64, ptr %j, align 8
  %add1934 = add i64 %v1933, 1
  %sub1935 = sub i64 %dim26, 1
  %c1936 = icmp slt i64 %add1934, %sub1935
  %mm1937 = select i1 %c1936, i64 %add1934, i64 %sub1935
  %c1938 = icmp sgt i64 0, %mm1937
  %mm1939 = select i1 %c1938, i64 0, i64 %mm1937
  %pos1940 = mul i64 0, %dim
  %pos1941 = add i64 %pos1940, %mm1932
  %pos1942 = mul i64 %pos1941, %dim26
  %pos1943 = add i64 %pos1942, %mm1939
  %elp1944 = getelementptr inbounds float, ptr %buf, i64 %pos1943
  %el1945 = load float, ptr %elp1944, align 4, !alias.scope !14, !noalias !28
  store float %el1945, ptr %coef_73, align 4
  %v1946 = load i64, ptr %i, align 8
  %add1947 = add i64 %v1946, 1
  %sub1948 = sub i64 %dim, 1
  %c1949 = icmp slt i64 %add1947, %sub1948
  %mm1950 = select i1 %c1949, i64 %add1947, i64 %sub1948
  %c1951 = icmp sgt i64 0, %mm1950
  %mm1952 = select i1 %c1951, i64 0, i64 %mm1950
  %v1953 = load i64, ptr %j, align 8
  %add1954 = add i64 %v1953, -1
  %sub1955 = sub i64 %dim26, 1
  %c1956 = icmp slt i64 %add1954, %sub1955
  %mm1957 = select i1 %c1956, i64 %add1954, i64 %sub1955
  %c1958 = icmp sgt i64 0, %mm1957
  %mm1959 = select i1 %c1958, i64 0, i64 %mm1957
  %pos1960 = mul i64 0, %dim
  %pos1961 = add i64 %pos1960, %mm1952
  %pos1962 = mul i64 %pos1961, %dim26
  %pos1963 = add i64 %pos1962, %mm1959
  %elp1964 = getelementptr inbounds float, ptr %buf, i64 %pos1963
  %el1965 = load float, ptr %elp1964, align 4, !alias.scope !14, !noalias !28
  store float %el1965, ptr %coef_74, align 4
  %v1966 = load i64, ptr %i, align 8
  %add1967 = add i64 %v1966, 1
  %sub1968 = sub i64 %dim, 1
  %c1969 = icmp slt i64 %add1967, %sub1968
  %mm1970 = select i1 %c1969, i64 %add1967, i64 %sub1968
  %c1971 = icmp sgt i64 0, %mm1970
  %mm1972 = select i1 %c1971, i64 0, i64 %mm1970
  %v1973 = load i64, ptr %j, align 8
  %add1974 = add i64 %v1973, 0
  %sub1975 = sub i64 %dim26, 1
  %c1976 = icmp slt i64 %add1974, %sub1975
  %mm1977 = select i1 %c1976, i64 %add1974, i64 %sub1975
  %c1978 = icmp sgt i64 0, %mm1977
  %mm1979 = select i1 %c1978, i64 0, i64 %mm1977
  %pos1980 = mul i64 0, %dim
  %pos1981 = add i64 %pos1980, %mm1972
  %pos1982 = mul i64 %pos1981, %dim26
  %pos1983 = add i64 %pos1982, %mm1979
  %elp1984 = getelementptr inbounds float, ptr %buf, i64 %pos1983
  %el1985 = load float, ptr %elp1984, align 4, !alias.scope !14, !noalias !28
  store float %el1985, ptr %coef_75, align 4
  %v1986 = load i64, ptr %i, align 8
  %add1987 = add i64 %v1986, 1
  %sub1988 = sub i64 %dim, 1
  %c1989 = icmp slt i64 %add1987, %sub1988
  %mm1990 = select i1 %c1989, i64 %add1987, i64 %sub1988
  %c1991 = icmp sgt i64 0, %mm1990
  %mm1992 = select i1 %c1991, i64 0, i64 %mm1990
  %v1993 = load i64, ptr %j, align 8
  %add1994 = add i64 %v1993, 1
  %sub1995 = sub i64 %dim26, 1
  %c1996 = icmp slt i64 %add1994, %sub1995
  %mm1997 = select i1 %c1996, i64 %add1994, i64 %sub1995
  %c1998 = icmp sgt i64 0, %mm1997
  %mm1999 = select i1 %c1998, i64 0, i64 %mm1997
  %pos2000 = mul i64 0, %dim
  %pos2001 = add i64 %pos2000, %mm1992
  %pos2002 = mul i64 %pos2001, %dim26
  %pos2003 = add i64 %pos2002, %mm1999
  %elp2004 = getelementptr inbounds float, ptr %buf, i64 %pos2003
  %el2005 = load float, ptr %elp2004, align 4, !alias.scope !14, !noalias !28
  store float %el2005, ptr %coef_76, align 4
  %v2006 = load i64, ptr %i, align 8
  %v2007 = load i64, ptr %j, align 8
  %pos2008 = mul i64 0, %dim3
  %pos2009 = add i64 %pos2008, %v2006
  %pos2010 = mul i64 %pos2009, %dim28
  %pos2011 = add i64 %pos2010, %v2007
  %elp2012 = getelementptr inbounds float, ptr %buf422, i64 %pos2011
  %el2013 = load float, ptr %elp2012, align 4, !alias.scope !16, !noalias !29
  store float %el2013, ptr %j0_80, align 4
  %v2014 = load i64, ptr %i, align 8
  %v2015 = load i64, ptr %j, align 8
  %pos2016 = mul i64 0, %dim8
  %pos2017 = add i64 %pos2016, %v2014
  %pos2018 = mul i64 %pos2017, %dim37
  %pos2019 = add i64 %pos2018, %v2015
  %elp2020 = getelementptr inbounds float, ptr %buf432, i64 %pos2019
  %el2021 = load float, ptr %elp2020, align 4, !alias.scope !18, !noalias !30
  %fldp2022 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  store float %el2021, ptr %fldp2022, align 4
  %elp2023 = getelementptr inbounds float, ptr %buf436, i64 %pos2019
  %el2024 = load float, ptr %elp2023, align 4, !alias.scope !20, !noalias !31
  %fldp2025 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  store float %el2024, ptr %fldp2025, align 4
  %elp2026 = getelementptr inbounds float, ptr %buf441, i64 %pos2019
  %el2027 = load float, ptr %elp2026, align 4, !alias.scope !22, !noalias !32
  %fldp2028 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  store float %el2027, ptr %fldp2028, align 4
  %elp2029 = getelementptr inbounds float, ptr %buf446, i64 %pos2019
  %el2030 = load float, ptr %elp2029, align 4, !alias.scope !24, !noalias !33
  %fldp2031 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  store float %el2030, ptr %fldp2031, align 4
  %fldp2032 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fldp2033 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fld2034 = load float, ptr %fldp2033, align 4
  store float %fld2034, ptr %tup_83.0, align 4
  %fldp2035 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fldp2036 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fld2037 = load float, ptr %fldp2036, align 4
  store float %fld2037, ptr %tup_83.1, align 4
  %fldp2038 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fldp2039 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fld2040 = load float, ptr %fldp2039, align 4
  store float %fld2040, ptr %tup_83.2, align 4
  %fldp2041 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fldp2042 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fld2043 = load float, ptr %fldp2042, align 4
  store float %fld2043, ptr %tup_83.3, align 4
  %v2044 = load float, ptr %j0_80, align 4
  %v2045 = load float, ptr %coef_72, align 4
  %v2046 = load float, ptr %tup_83.0, align 4
  %fm2047 = fmul float %v2045, %v2046
  %v2048 = load float, ptr %coef_75, align 4
  %v2049 = load float, ptr %tup_83.1, align 4
  %fm2050 = fmul float %v2048, %v2049
  %fa2051 = fadd float %fm2047, %fm2050
  %v2052 = load float, ptr %coef_72, align 4
  %v2053 = load float, ptr %tup_83.2, align 4
  %fm2054 = fmul float %v2052, %v2053
  %fa2055 = fadd float %fa2051, %fm2054
  %v2056 = load float, ptr %coef_73, align 4
  %v2057 = load float, ptr %tup_83.3, align 4
  %fm2058 = fmul float %v2056, %v2057
  %fa2059 = fadd float %fa2055, %fm2058
  %fm2060 = fmul float 1.250000e-01, %fa2059
  %fa2061 = fadd float %v2044, %fm2060
  store float %fa2061, ptr %next_77, align 4
  %v2062 = load i64, ptr %i, align 8
  %v2063 = load i64, ptr %j, align 8
  %pos2064 = mul i64 0, %dim3
  %pos2065 = add i64 %pos2064, %v2062
  %pos2066 = mul i64 %pos2065, %dim28
  %pos2067 = add i64 %pos2066, %v2063
  %v2068 = load float, ptr %next_77, align 4
  %elp2069 = getelementptr inbounds float, ptr %buf485, i64 %pos2067
  store float %v2068, ptr %elp2069, align 4, !alias.scope !26, !noalias !34
  %v2070 = load float, ptr %next_77, align 4
  %v2071 = load float, ptr %next_77, align 4
  %fm2072 = fmul float %v2070, %v2071
  store float %fm2072, ptr %sq2_92.1, align 4
  %v2073 = load float, ptr %acc_rows2_96.0, align 4
  %v2074 = load float, ptr %next_77, align 4
  %fa2075 = fadd reassoc float %v2073, %v2074
  store float %fa2075, ptr %acc_rows2_96.0, align 4
  %v2076 = load float, ptr %acc_rows2_96.1, align 4
  %v2077 = load float, ptr %sq2_92.1, align 4
  %fa2078 = fadd reassoc float %v2076, %v2077
  store float %fa2078, ptr %acc_rows2_96.1, align 4
  %i2079 = load i64, ptr %j, align 8
  %next2080 = add i64 %i2079, 1
  store i64 %next2080, ptr %j, align 8
  br label %loop1821

exit1823:                                         ; preds = %loop1821
  br label %versions_done1820

loop2081:                                         ; preds = %ok2383, %checked1819
  %i2084 = load i64, ptr %j, align 8
  %more2085 = icmp slt i64 %i2084, %dim26
  br i1 %more2085, label %body2082, label %exit2083

body2082:                                         ; preds = %loop2081
  %v2086 = load i64, ptr %i, align 8
  %add2087 = add i64 %v2086, -1
  %sub2088 = sub i64 %dim, 1
  %c2089 = icmp slt i64 %add2087, %sub2088
  %mm2090 = select i1 %c2089, i64 %add2087, i64 %sub2088
  %c2091 = icmp sgt i64 0, %mm2090
  %mm2092 = select i1 %c2091, i64 0, i64 %mm2090
  %v2093 = load i64, ptr %j, align 8
  %add2094 = add i64 %v2093, -1
  %sub2095 = sub i64 %dim26, 1
  %c2096 = icmp slt i64 %add2094, %sub2095
  %mm2097 = select i1 %c2096, i64 %add2094, i64 %sub2095
  %c2098 = icmp sgt i64 0, %mm2097
  %mm2099 = select i1 %c2098, i64 0, i64 %mm2097
  %inb2100 = icmp ult i64 %mm2092, %dim
  br i1 %inb2100, label %ok2102, label %fail2101

exit2083:                                         ; preds = %loop2081
  br label %versions_done1820

fail2101:                                         ; preds = %body2082
  %errp2103 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2103, align 8
  %errp2104 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2104, align 8
  %errp2105 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2092, ptr %errp2105, align 8
  %errp2106 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2106, align 8
  ret i32 1

ok2102:                                           ; preds = %body2082
  %pos2107 = mul i64 0, %dim
  %pos2108 = add i64 %pos2107, %mm2092
  %inb2109 = icmp ult i64 %mm2099, %dim26
  br i1 %inb2109, label %ok2111, label %fail2110

fail2110:                                         ; preds = %ok2102
  %errp2112 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2112, align 8
  %errp2113 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2113, align 8
  %errp2114 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2099, ptr %errp2114, align 8
  %errp2115 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2115, align 8
  ret i32 1

ok2111:                                           ; preds = %ok2102
  %pos2116 = mul i64 %pos2108, %dim26
  %pos2117 = add i64 %pos2116, %mm2099
  %elp2118 = getelementptr inbounds float, ptr %buf, i64 %pos2117
  %el2119 = load float, ptr %elp2118, align 4, !alias.scope !14, !noalias !28
  store float %el2119, ptr %coef_68, align 4
  %v2120 = load i64, ptr %i, align 8
  %add2121 = add i64 %v2120, -1
  %sub2122 = sub i64 %dim, 1
  %c2123 = icmp slt i64 %add2121, %sub2122
  %mm2124 = select i1 %c2123, i64 %add2121, i64 %sub2122
  %c2125 = icmp sgt i64 0, %mm2124
  %mm2126 = select i1 %c2125, i64 0, i64 %mm2124
  %v2127 = load i64, ptr %j, align 8
  %add2128 = add i64 %v2127, 0
  %sub2129 = sub i64 %dim26, 1
  %c2130 = icmp slt i64 %add2128, %sub2129
  %mm2131 = select i1 %c2130, i64 %add2128, i64 %sub2129
  %c2132 = icmp sgt i64 0, %mm2131
  %mm2133 = select i1 %c2132, i64 0, i64 %mm2131
  %inb2134 = icmp ult i64 %mm2126, %dim
  br i1 %inb2134, label %ok2136, label %fail2135

fail2135:                                         ; preds = %ok2111
  %errp2137 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2137, align 8
  %errp2138 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2138, align 8
  %errp2139 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2126, ptr %errp2139, align 8
  %errp2140 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2140, align 8
  ret i32 1

ok2136:                                           ; preds = %ok2111
  %pos2141 = mul i64 0, %dim
  %pos2142 = add i64 %pos2141, %mm2126
  %inb2143 = icmp ult i64 %mm2133, %dim26
  br i1 %inb2143, label %ok2145, label %fail2144

fail2144:                                         ; preds = %ok2136
  %errp2146 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2146, align 8
  %errp2147 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2147, align 8
  %errp2148 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2133, ptr %errp2148, align 8
  %errp2149 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2149, align 8
  ret i32 1

ok2145:                                           ; preds = %ok2136
  %pos2150 = mul i64 %pos2142, %dim26
  %pos2151 = add i64 %pos2150, %mm2133
  %elp2152 = getelementptr inbounds float, ptr %buf, i64 %pos2151
  %el2153 = load float, ptr %elp2152, align 4, !alias.scope !14, !noalias !28
  store float %el2153, ptr %coef_69, align 4
  %v2154 = load i64, ptr %i, align 8
  %add2155 = add i64 %v2154, -1
  %sub2156 = sub i64 %dim, 1
  %c2157 = icmp slt i64 %add2155, %sub2156
  %mm2158 = select i1 %c2157, i64 %add2155, i64 %sub2156
  %c2159 = icmp sgt i64 0, %mm2158
  %mm2160 = select i1 %c2159, i64 0, i64 %mm2158
  %v2161 = load i64, ptr %j, align 8
  %add2162 = add i64 %v2161, 1
  %sub2163 = sub i64 %dim26, 1
  %c2164 = icmp slt i64 %add2162, %sub2163
  %mm2165 = select i1 %c2164, i64 %add2162, i64 %sub2163
  %c2166 = icmp sgt i64 0, %mm2165
  %mm2167 = select i1 %c2166, i64 0, i64 %mm2165
  %inb2168 = icmp ult i64 %mm2160, %dim
  br i1 %inb2168, label %ok2170, label %fail2169

fail2169:                                         ; preds = %ok2145
  %errp2171 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2171, align 8
  %errp2172 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2172, align 8
  %errp2173 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2160, ptr %errp2173, align 8
  %errp2174 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2174, align 8
  ret i32 1

ok2170:                                           ; preds = %ok2145
  %pos2175 = mul i64 0, %dim
  %pos2176 = add i64 %pos2175, %mm2160
  %inb2177 = icmp ult i64 %mm2167, %dim26
  br i1 %inb2177, label %ok2179, label %fail2178

fail2178:                                         ; preds = %ok2170
  %errp2180 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2180, align 8
  %errp2181 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2181, align 8
  %errp2182 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2167, ptr %errp2182, align 8
  %errp2183 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2183, align 8
  ret i32 1

ok2179:                                           ; preds = %ok2170
  %pos2184 = mul i64 %pos2176, %dim26
  %pos2185 = add i64 %pos2184, %mm2167
  %elp2186 = getelementptr inbounds float, ptr %buf, i64 %pos2185
  %el2187 = load float, ptr %elp2186, align 4, !alias.scope !14, !noalias !28
  store float %el2187, ptr %coef_70, align 4
  %v2188 = load i64, ptr %i, align 8
  %add2189 = add i64 %v2188, 0
  %sub2190 = sub i64 %dim, 1
  %c2191 = icmp slt i64 %add2189, %sub2190
  %mm2192 = select i1 %c2191, i64 %add2189, i64 %sub2190
  %c2193 = icmp sgt i64 0, %mm2192
  %mm2194 = select i1 %c2193, i64 0, i64 %mm2192
  %v2195 = load i64, ptr %j, align 8
  %add2196 = add i64 %v2195, -1
  %sub2197 = sub i64 %dim26, 1
  %c2198 = icmp slt i64 %add2196, %sub2197
  %mm2199 = select i1 %c2198, i64 %add2196, i64 %sub2197
  %c2200 = icmp sgt i64 0, %mm2199
  %mm2201 = select i1 %c2200, i64 0, i64 %mm2199
  %inb2202 = icmp ult i64 %mm2194, %dim
  br i1 %inb2202, label %ok2204, label %fail2203

fail2203:                                         ; preds = %ok2179
  %errp2205 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2205, align 8
  %errp2206 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2206, align 8
  %errp2207 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2194, ptr %errp2207, align 8
  %errp2208 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2208, align 8
  ret i32 1

ok2204:                                           ; preds = %ok2179
  %pos2209 = mul i64 0, %dim
  %pos2210 = add i64 %pos2209, %mm2194
  %inb2211 = icmp ult i64 %mm2201, %dim26
  br i1 %inb2211, label %ok2213, label %fail2212

fail2212:                                         ; preds = %ok2204
  %errp2214 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2214, align 8
  %errp2215 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2215, align 8
  %errp2216 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2201, ptr %errp2216, align 8
  %errp2217 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2217, align 8
  ret i32 1

ok2213:                                           ; preds = %ok2204
  %pos2218 = mul i64 %pos2210, %dim26
  %pos2219 = add i64 %pos2218, %mm2201
  %elp2220 = getelementptr inbounds float, ptr %buf, i64 %pos2219
  %el2221 = load float, ptr %elp2220, align 4, !alias.scope !14, !noalias !28
  store float %el2221, ptr %coef_71, align 4
  %v2222 = load i64, ptr %i, align 8
  %add2223 = add i64 %v2222, 0
  %sub2224 = sub i64 %dim, 1
  %c2225 = icmp slt i64 %add2223, %sub2224
  %mm2226 = select i1 %c2225, i64 %add2223, i64 %sub2224
  %c2227 = icmp sgt i64 0, %mm2226
  %mm2228 = select i1 %c2227, i64 0, i64 %mm2226
  %v2229 = load i64, ptr %j, align 8
  %add2230 = add i64 %v2229, 0
  %sub2231 = sub i64 %dim26, 1
  %c2232 = icmp slt i64 %add2230, %sub2231
  %mm2233 = select i1 %c2232, i64 %add2230, i64 %sub2231
  %c2234 = icmp sgt i64 0, %mm2233
  %mm2235 = select i1 %c2234, i64 0, i64 %mm2233
  %inb2236 = icmp ult i64 %mm2228, %dim
  br i1 %inb2236, label %ok2238, label %fail2237

fail2237:                                         ; preds = %ok2213
  %errp2239 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2239, align 8
  %errp2240 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2240, align 8
  %errp2241 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2228, ptr %errp2241, align 8
  %errp2242 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2242, align 8
  ret i32 1

ok2238:                                           ; preds = %ok2213
  %pos2243 = mul i64 0, %dim
  %pos2244 = add i64 %pos2243, %mm2228
  %inb2245 = icmp ult i64 %mm2235, %dim26
  br i1 %inb2245, label %ok2247, label %fail2246

fail2246:                                         ; preds = %ok2238
  %errp2248 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2248, align 8
  %errp2249 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2249, align 8
  %errp2250 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2235, ptr %errp2250, align 8
  %errp2251 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2251, align 8
  ret i32 1

ok2247:                                           ; preds = %ok2238
  %pos2252 = mul i64 %pos2244, %dim26
  %pos2253 = add i64 %pos2252, %mm2235
  %elp2254 = getelementptr inbounds float, ptr %buf, i64 %pos2253
  %el2255 = load float, ptr %elp2254, align 4, !alias.scope !14, !noalias !28
  store float %el2255, ptr %coef_72, align 4
  %v2256 = load i64, ptr %i, align 8
  %add2257 = add i64 %v2256, 0
  %sub2258 = sub i64 %dim, 1
  %c2259 = icmp slt i64 %add2257, %sub2258
  %mm2260 = select i1 %c2259, i64 %add2257, i64 %sub2258
  %c2261 = icmp sgt i64 0, %mm2260
  %mm2262 = select i1 %c2261, i64 0, i64 %mm2260
  %v2263 = load i64, ptr %j, align 8
  %add2264 = add i64 %v2263, 1
  %sub2265 = sub i64 %dim26, 1
  %c2266 = icmp slt i64 %add2264, %sub2265
  %mm2267 = select i1 %c2266, i64 %add2264, i64 %sub2265
  %c2268 = icmp sgt i64 0, %mm2267
  %mm2269 = select i1 %c2268, i64 0, i64 %mm2267
  %inb2270 = icmp ult i64 %mm2262, %dim
  br i1 %inb2270, label %ok2272, label %fail2271

fail2271:                                         ; preds = %ok2247
  %errp2273 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2273, align 8
  %errp2274 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2274, align 8
  %errp2275 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2262, ptr %errp2275, align 8
  %errp2276 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2276, align 8
  ret i32 1

ok2272:                                           ; preds = %ok2247
  %pos2277 = mul i64 0, %dim
  %pos2278 = add i64 %pos2277, %mm2262
  %inb2279 = icmp ult i64 %mm2269, %dim26
  br i1 %inb2279, label %ok2281, label %fail2280

fail2280:                                         ; preds = %ok2272
  %errp2282 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2282, align 8
  %errp2283 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2283, align 8
  %errp2284 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2269, ptr %errp2284, align 8
  %errp2285 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2285, align 8
  ret i32 1

ok2281:                                           ; preds = %ok2272
  %pos2286 = mul i64 %pos2278, %dim26
  %pos2287 = add i64 %pos2286, %mm2269
  %elp2288 = getelementptr inbounds float, ptr %buf, i64 %pos2287
  %el2289 = load float, ptr %elp2288, align 4, !alias.scope !14, !noalias !28
  store float %el2289, ptr %coef_73, align 4
  %v2290 = load i64, ptr %i, align 8
  %add2291 = add i64 %v2290, 1
  %sub2292 = sub i64 %dim, 1
  %c2293 = icmp slt i64 %add2291, %sub2292
  %mm2294 = select i1 %c2293, i64 %add2291, i64 %sub2292
  %c2295 = icmp sgt i64 0, %mm2294
  %mm2296 = select i1 %c2295, i64 0, i64 %mm2294
  %v2297 = load i64, ptr %j, align 8
  %add2298 = add i64 %v2297, -1
  %sub2299 = sub i64 %dim26, 1
  %c2300 = icmp slt i64 %add2298, %sub2299
  %mm2301 = select i1 %c2300, i64 %add2298, i64 %sub2299
  %c2302 = icmp sgt i64 0, %mm2301
  %mm2303 = select i1 %c2302, i64 0, i64 %mm2301
  %inb2304 = icmp ult i64 %mm2296, %dim
  br i1 %inb2304, label %ok2306, label %fail2305

fail2305:                                         ; preds = %ok2281
  %errp2307 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2307, align 8
  %errp2308 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2308, align 8
  %errp2309 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2296, ptr %errp2309, align 8
  %errp2310 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2310, align 8
  ret i32 1

ok2306:                                           ; preds = %ok2281
  %pos2311 = mul i64 0, %dim
  %pos2312 = add i64 %pos2311, %mm2296
  %inb2313 = icmp ult i64 %mm2303, %dim26
  br i1 %inb2313, label %ok2315, label %fail2314

fail2314:                                         ; preds = %ok2306
  %errp2316 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2316, align 8
  %errp2317 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2317, align 8
  %errp2318 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2303, ptr %errp2318, align 8
  %errp2319 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2319, align 8
  ret i32 1

ok2315:                                           ; preds = %ok2306
  %pos2320 = mul i64 %pos2312, %dim26
  %pos2321 = add i64 %pos2320, %mm2303
  %elp2322 = getelementptr inbounds float, ptr %buf, i64 %pos2321
  %el2323 = load float, ptr %elp2322, align 4, !alias.scope !14, !noalias !28
  store float %el2323, ptr %coef_74, align 4
  %v2324 = load i64, ptr %i, align 8
  %add2325 = add i64 %v2324, 1
  %sub2326 = sub i64 %dim, 1
  %c2327 = icmp slt i64 %add2325, %sub2326
  %mm2328 = select i1 %c2327, i64 %add2325, i64 %sub2326
  %c2329 = icmp sgt i64 0, %mm2328
  %mm2330 = select i1 %c2329, i64 0, i64 %mm2328
  %v2331 = load i64, ptr %j, align 8
  %add2332 = add i64 %v2331, 0
  %sub2333 = sub i64 %dim26, 1
  %c2334 = icmp slt i64 %add2332, %sub2333
  %mm2335 = select i1 %c2334, i64 %add2332, i64 %sub2333
  %c2336 = icmp sgt i64 0, %mm2335
  %mm2337 = select i1 %c2336, i64 0, i64 %mm2335
  %inb2338 = icmp ult i64 %mm2330, %dim
  br i1 %inb2338, label %ok2340, label %fail2339

fail2339:                                         ; preds = %ok2315
  %errp2341 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2341, align 8
  %errp2342 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2342, align 8
  %errp2343 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2330, ptr %errp2343, align 8
  %errp2344 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2344, align 8
  ret i32 1

ok2340:                                           ; preds = %ok2315
  %pos2345 = mul i64 0, %dim
  %pos2346 = add i64 %pos2345, %mm2330
  %inb2347 = icmp ult i64 %mm2337, %dim26
  br i1 %inb2347, label %ok2349, label %fail2348

fail2348:                                         ; preds = %ok2340
  %errp2350 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2350, align 8
  %errp2351 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2351, align 8
  %errp2352 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2337, ptr %errp2352, align 8
  %errp2353 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2353, align 8
  ret i32 1

ok2349:                                           ; preds = %ok2340
  %pos2354 = mul i64 %pos2346, %dim26
  %pos2355 = add i64 %pos2354, %mm2337
  %elp2356 = getelementptr inbounds float, ptr %buf, i64 %pos2355
  %el2357 = load float, ptr %elp2356, align 4, !alias.scope !14, !noalias !28
  store float %el2357, ptr %coef_75, align 4
  %v2358 = load i64, ptr %i, align 8
  %add2359 = add i64 %v2358, 1
  %sub2360 = sub i64 %dim, 1
  %c2361 = icmp slt i64 %add2359, %sub2360
  %mm2362 = select i1 %c2361, i64 %add2359, i64 %sub2360
  %c2363 = icmp sgt i64 0, %mm2362
  %mm2364 = select i1 %c2363, i64 0, i64 %mm2362
  %v2365 = load i64, ptr %j, align 8
  %add2366 = add i64 %v2365, 1
  %sub2367 = sub i64 %dim26, 1
  %c2368 = icmp slt i64 %add2366, %sub2367
  %mm2369 = select i1 %c2368, i64 %add2366, i64 %sub2367
  %c2370 = icmp sgt i64 0, %mm2369
  %mm2371 = select i1 %c2370, i64 0, i64 %mm2369
  %inb2372 = icmp ult i64 %mm2364, %dim
  br i1 %inb2372, label %ok2374, label %fail2373

fail2373:                                         ; preds = %ok2349
  %errp2375 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2375, align 8
  %errp2376 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2376, align 8
  %errp2377 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2364, ptr %errp2377, align 8
  %errp2378 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2378, align 8
  ret i32 1

ok2374:                                           ; preds = %ok2349
  %pos2379 = mul i64 0, %dim
  %pos2380 = add i64 %pos2379, %mm2364
  %inb2381 = icmp ult i64 %mm2371, %dim26
  br i1 %inb2381, label %ok2383, label %fail2382

fail2382:                                         ; preds = %ok2374
  %errp2384 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2384, align 8
  %errp2385 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2385, align 8
  %errp2386 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2371, ptr %errp2386, align 8
  %errp2387 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2387, align 8
  ret i32 1

ok2383:                                           ; preds = %ok2374
  %pos2388 = mul i64 %pos2380, %dim26
  %pos2389 = add i64 %pos2388, %mm2371
  %elp2390 = getelementptr inbounds float, ptr %buf, i64 %pos2389
  %el2391 = load float, ptr %elp2390, align 4, !alias.scope !14, !noalias !28
  store float %el2391, ptr %coef_76, align 4
  %v2392 = load i64, ptr %i, align 8
  %v2393 = load i64, ptr %j, align 8
  %pos2394 = mul i64 0, %dim3
  %pos2395 = add i64 %pos2394, %v2392
  %pos2396 = mul i64 %pos2395, %dim28
  %pos2397 = add i64 %pos2396, %v2393
  %elp2398 = getelementptr inbounds float, ptr %buf422, i64 %pos2397
  %el2399 = load float, ptr %elp2398, align 4, !alias.scope !16, !noalias !29
  store float %el2399, ptr %j0_80, align 4
  %v2400 = load i64, ptr %i, align 8
  %v2401 = load i64, ptr %j, align 8
  %pos2402 = mul i64 0, %dim8
  %pos2403 = add i64 %pos2402, %v2400
  %pos2404 = mul i64 %pos2403, %dim37
  %pos2405 = add i64 %pos2404, %v2401
  %elp2406 = getelementptr inbounds float, ptr %buf432, i64 %pos2405
  %el2407 = load float, ptr %elp2406, align 4, !alias.scope !18, !noalias !30
  %fldp2408 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  store float %el2407, ptr %fldp2408, align 4
  %elp2409 = getelementptr inbounds float, ptr %buf436, i64 %pos2405
  %el2410 = load float, ptr %elp2409, align 4, !alias.scope !20, !noalias !31
  %fldp2411 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  store float %el2410, ptr %fldp2411, align 4
  %elp2412 = getelementptr inbounds float, ptr %buf441, i64 %pos2405
  %el2413 = load float, ptr %elp2412, align 4, !alias.scope !22, !noalias !32
  %fldp2414 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  store float %el2413, ptr %fldp2414, align 4
  %elp2415 = getelementptr inbounds float, ptr %buf446, i64 %pos2405
  %el2416 = load float, ptr %elp2415, align 4, !alias.scope !24, !noalias !33
  %fldp2417 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  store float %el2416, ptr %fldp2417, align 4
  %fldp2418 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fldp2419 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fld2420 = load float, ptr %fldp2419, align 4
  store float %fld2420, ptr %tup_83.0, align 4
  %fldp2421 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fldp2422 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fld2423 = load float, ptr %fldp2422, align 4
  store float %fld2423, ptr %tup_83.1, align 4
  %fldp2424 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fldp2425 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fld2426 = load float, ptr %fldp2425, align 4
  store float %fld2426, ptr %tup_83.2, align 4
  %fldp2427 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fldp2428 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fld2429 = load float, ptr %fldp2428, align 4
  store float %fld2429, ptr %tup_83.3, align 4
  %v2430 = load float, ptr %j0_80, align 4
  %v2431 = load float, ptr %coef_72, align 4
  %v2432 = load float, ptr %tup_83.0, align 4
  %fm2433 = fmul float %v2431, %v2432
  %v2434 = load float, ptr %coef_75, align 4
  %v2435 = load float, ptr %tup_83.1, align 4
  %fm2436 = fmul float %v2434, %v2435
  %fa2437 = fadd float %fm2433, %fm2436
  %v2438 = load float, ptr %coef_72, align 4
  %v2439 = load float, ptr %tup_83.2, align 4
  %fm2440 = fmul float %v2438, %v2439
  %fa2441 = fadd float %fa2437, %fm2440
  %v2442 = load float, ptr %coef_73, align 4
  %v2443 = load float, ptr %tup_83.3, align 4
  %fm2444 = fmul float %v2442, %v2443
  %fa2445 = fadd float %fa2441, %fm2444
  %fm2446 = fmul float 1.250000e-01, %fa2445
  %fa2447 = fadd float %v2430, %fm2446
  store float %fa2447, ptr %next_77, align 4
  %v2448 = load i64, ptr %i, align 8
  %v2449 = load i64, ptr %j, align 8
  %pos2450 = mul i64 0, %dim3
  %pos2451 = add i64 %pos2450, %v2448
  %pos2452 = mul i64 %pos2451, %dim28
  %pos2453 = add i64 %pos2452, %v2449
  %v2454 = load float, ptr %next_77, align 4
  %elp2455 = getelementptr inbounds float, ptr %buf485, i64 %pos2453
  store float %v2454, ptr %elp2455, align 4, !alias.scope !26, !noalias !34
  %v2456 = load float, ptr %next_77, align 4
  %v2457 = load float, ptr %next_77, align 4
  %fm2458 = fmul float %v2456, %v2457
  store float %fm2458, ptr %sq2_92.1, align 4
  %v2459 = load float, ptr %acc_rows2_96.0, align 4
  %v2460 = load float, ptr %next_77, align 4
  %fa2461 = fadd reassoc float %v2459, %v2460
  store float %fa2461, ptr %acc_rows2_96.0, align 4
  %v2462 = load float, ptr %acc_rows2_96.1, align 4
  %v2463 = load float, ptr %sq2_92.1, align 4
  %fa2464 = fadd reassoc float %v2462, %v2463
  store float %fa2464, ptr %acc_rows2_96.1, align 4
  %i2465 = load i64, ptr %j, align 8
  %next2466 = add i64 %i2465, 1
  store i64 %next2466, ptr %j, align 8
  br label %loop2081
}

define i32 @nest_part_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot2_108.0 = alloca float, align 4
  %acc_tot2_108.1 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 56
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 8
  %dim3 = load i64, ptr %dimp2, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 48
  %dim8 = load i64, ptr %dimp7, align 8
  %i = alloca i64, align 8
  %acc_rows2_96.0 = alloca float, align 4
  %acc_rows2_96.1 = alloca float, align 4
  %dimp25 = getelementptr inbounds i64, ptr %1, i64 57
  %dim26 = load i64, ptr %dimp25, align 8
  %dimp27 = getelementptr inbounds i64, ptr %1, i64 9
  %dim28 = load i64, ptr %dimp27, align 8
  %dimp36 = getelementptr inbounds i64, ptr %1, i64 49
  %dim37 = load i64, ptr %dimp36, align 8
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
  %bufp421 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf422 = load ptr, ptr %bufp421, align 8
  %j0_80 = alloca float, align 4
  %derivs_81 = alloca { float, float, float, float }, align 8
  %bufp431 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf432 = load ptr, ptr %bufp431, align 8
  %bufp435 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf436 = load ptr, ptr %bufp435, align 8
  %bufp440 = getelementptr inbounds ptr, ptr %0, i64 11
  %buf441 = load ptr, ptr %bufp440, align 8
  %bufp445 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf446 = load ptr, ptr %bufp445, align 8
  %tup_83.0 = alloca float, align 4
  %tup_83.1 = alloca float, align 4
  %tup_83.2 = alloca float, align 4
  %tup_83.3 = alloca float, align 4
  %next_77 = alloca float, align 4
  %bufp484 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf485 = load ptr, ptr %bufp484, align 8
  %sq2_92.1 = alloca float, align 4
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
  %fits = icmp sle i64 %min, %dim3
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits9 = icmp sle i64 %min, %dim8
  br i1 %fits9, label %ok11, label %fail10

fail10:                                           ; preds = %ok
  %errp12 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %ok
  %fits16 = icmp sle i64 %min, %dim3
  br i1 %fits16, label %ok18, label %fail17

fail17:                                           ; preds = %ok11
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %ok11
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done1820, %ok18
  %i24 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i24, %min
  br i1 %more, label %body23, label %exit

body23:                                           ; preds = %loop
  store float 0.000000e+00, ptr %acc_rows2_96.0, align 4
  store float 0.000000e+00, ptr %acc_rows2_96.1, align 4
  %fits29 = icmp sle i64 %dim26, %dim28
  br i1 %fits29, label %ok31, label %fail30

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %acc_tot2_108.0, align 4
  store float %acc, ptr %part, align 4
  %part2475 = getelementptr inbounds i8, ptr %6, i64 64
  %acc2476 = load float, ptr %acc_tot2_108.1, align 4
  store float %acc2476, ptr %part2475, align 4
  ret i32 0

fail30:                                           ; preds = %body23
  %errp32 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp32, align 8
  %errp33 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp33, align 8
  %errp34 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim28, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim28, ptr %errp35, align 8
  ret i32 1

ok31:                                             ; preds = %body23
  %fits38 = icmp sle i64 %dim26, %dim37
  br i1 %fits38, label %ok40, label %fail39

fail39:                                           ; preds = %ok31
  %errp41 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim37, ptr %errp43, align 8
  %errp44 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim37, ptr %errp44, align 8
  ret i32 1

ok40:                                             ; preds = %ok31
  %fits45 = icmp sle i64 %dim26, %dim28
  br i1 %fits45, label %ok47, label %fail46

fail46:                                           ; preds = %ok40
  %errp48 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp49, align 8
  %errp50 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim28, ptr %errp50, align 8
  %errp51 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim28, ptr %errp51, align 8
  ret i32 1

ok47:                                             ; preds = %ok40
  %tap_end = sub i64 %dim26, -1
  %tap_end52 = sub i64 %dim26, 0
  %c53 = icmp slt i64 %tap_end, %tap_end52
  %min54 = select i1 %c53, i64 %tap_end, i64 %tap_end52
  %tap_end55 = sub i64 %dim26, 1
  %c56 = icmp slt i64 %min54, %tap_end55
  %min57 = select i1 %c56, i64 %min54, i64 %tap_end55
  %c58 = icmp slt i64 1, %dim26
  %min59 = select i1 %c58, i64 1, i64 %dim26
  %c60 = icmp sgt i64 %min57, %min59
  %max61 = select i1 %c60, i64 %min57, i64 %min59
  %c62 = icmp slt i64 %max61, %dim26
  %min63 = select i1 %c62, i64 %max61, i64 %dim26
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %add = add i64 %v, -1
  %sub = sub i64 %dim, 1
  %c64 = icmp slt i64 %add, %sub
  %mm = select i1 %c64, i64 %add, i64 %sub
  %c65 = icmp sgt i64 0, %mm
  %mm66 = select i1 %c65, i64 0, i64 %mm
  %base = sext i64 %mm66 to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits67 = and i1 %fits_low, %fits_high
  %least = select i1 %fits67, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits67, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok68 = and i1 true, %low_ok
  %ok69 = and i1 %ok68, %high_ok
  %v70 = load i64, ptr %j, align 8
  %add71 = add i64 %v70, -1
  %base72 = sext i64 %add71 to i128
  store i64 1, ptr %j, align 8
  %v73 = load i64, ptr %j, align 8
  %add74 = add i64 %v73, -1
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %add74 to i128
  %step = sub i128 %at_next, %base72
  %step75 = trunc i128 %step to i64
  %step76 = sext i64 %step75 to i128
  %len = sub i64 %min59, 0
  %span = sub i64 %len, 1
  %span77 = sext i64 %span to i128
  %reach = mul i128 %step76, %span77
  %c78 = icmp slt i128 %reach, 0
  %min79 = select i1 %c78, i128 %reach, i128 0
  %c80 = icmp sgt i128 %reach, 0
  %max81 = select i1 %c80, i128 %reach, i128 0
  %least82 = add i128 %base72, %min79
  %most83 = add i128 %base72, %max81
  %fits_low84 = icmp sge i128 %least82, -9223372036854775808
  %fits_high85 = icmp sle i128 %most83, 9223372036854775807
  %fits86 = and i1 %fits_low84, %fits_high85
  %least87 = select i1 %fits86, i128 %least82, i128 -9223372036854775808
  %most88 = select i1 %fits86, i128 %most83, i128 9223372036854775807
  %sub89 = sub i64 %dim26, 1
  %base90 = sext i64 %sub89 to i128
  %fits_low91 = icmp sge i128 %base90, -9223372036854775808
  %fits_high92 = icmp sle i128 %base90, 9223372036854775807
  %fits93 = and i1 %fits_low91, %fits_high92
  %least94 = select i1 %fits93, i128 %base90, i128 -9223372036854775808
  %most95 = select i1 %fits93, i128 %base90, i128 9223372036854775807
  %c96 = icmp slt i128 %least87, %least94
  %min97 = select i1 %c96, i128 %least87, i128 %least94
  %c98 = icmp slt i128 %most88, %most95
  %min99 = select i1 %c98, i128 %most88, i128 %most95
  %c100 = icmp sgt i128 0, %min97
  %max101 = select i1 %c100, i128 0, i128 %min97
  %c102 = icmp sgt i128 0, %min99
  %max103 = select i1 %c102, i128 0, i128 %min99
  %extent104 = sext i64 %dim26 to i128
  %low_ok105 = icmp sge i128 %max101, 0
  %high_ok106 = icmp slt i128 %max103, %extent104
  %ok107 = and i1 %ok69, %low_ok105
  %ok108 = and i1 %ok107, %high_ok106
  %v109 = load i64, ptr %j, align 8
  %add110 = add i64 %v109, 0
  %base111 = sext i64 %add110 to i128
  store i64 1, ptr %j, align 8
  %v112 = load i64, ptr %j, align 8
  %add113 = add i64 %v112, 0
  store i64 0, ptr %j, align 8
  %at_next114 = sext i64 %add113 to i128
  %step115 = sub i128 %at_next114, %base111
  %step116 = trunc i128 %step115 to i64
  %step117 = sext i64 %step116 to i128
  %len118 = sub i64 %min59, 0
  %span119 = sub i64 %len118, 1
  %span120 = sext i64 %span119 to i128
  %reach121 = mul i128 %step117, %span120
  %c122 = icmp slt i128 %reach121, 0
  %min123 = select i1 %c122, i128 %reach121, i128 0
  %c124 = icmp sgt i128 %reach121, 0
  %max125 = select i1 %c124, i128 %reach121, i128 0
  %least126 = add i128 %base111, %min123
  %most127 = add i128 %base111, %max125
  %fits_low128 = icmp sge i128 %least126, -9223372036854775808
  %fits_high129 = icmp sle i128 %most127, 9223372036854775807
  %fits130 = and i1 %fits_low128, %fits_high129
  %least131 = select i1 %fits130, i128 %least126, i128 -9223372036854775808
  %most132 = select i1 %fits130, i128 %most127, i128 9223372036854775807
  %sub133 = sub i64 %dim26, 1
  %base134 = sext i64 %sub133 to i128
  %fits_low135 = icmp sge i128 %base134, -9223372036854775808
  %fits_high136 = icmp sle i128 %base134, 9223372036854775807
  %fits137 = and i1 %fits_low135, %fits_high136
  %least138 = select i1 %fits137, i128 %base134, i128 -9223372036854775808
  %most139 = select i1 %fits137, i128 %base134, i128 9223372036854775807
  %c140 = icmp slt i128 %least131, %least138
  %min141 = select i1 %c140, i128 %least131, i128 %least138
  %c142 = icmp slt i128 %most132, %most139
  %min143 = select i1 %c142, i128 %most132, i128 %most139
  %c144 = icmp sgt i128 0, %min141
  %max145 = select i1 %c144, i128 0, i128 %min141
  %c146 = icmp sgt i128 0, %min143
  %max147 = select i1 %c146, i128 0, i128 %min143
  %extent148 = sext i64 %dim26 to i128
  %low_ok149 = icmp sge i128 %max145, 0
  %high_ok150 = icmp slt i128 %max147, %extent148
  %ok151 = and i1 %ok108, %low_ok149
  %ok152 = and i1 %ok151, %high_ok150
  %v153 = load i64, ptr %j, align 8
  %add154 = add i64 %v153, 1
  %base155 = sext i64 %add154 to i128
  store i64 1, ptr %j, align 8
  %v156 = load i64, ptr %j, align 8
  %add157 = add i64 %v156, 1
  store i64 0, ptr %j, align 8
  %at_next158 = sext i64 %add157 to i128
  %step159 = sub i128 %at_next158, %base155
  %step160 = trunc i128 %step159 to i64
  %step161 = sext i64 %step160 to i128
  %len162 = sub i64 %min59, 0
  %span163 = sub i64 %len162, 1
  %span164 = sext i64 %span163 to i128
  %reach165 = mul i128 %step161, %span164
  %c166 = icmp slt i128 %reach165, 0
  %min167 = select i1 %c166, i128 %reach165, i128 0
  %c168 = icmp sgt i128 %reach165, 0
  %max169 = select i1 %c168, i128 %reach165, i128 0
  %least170 = add i128 %base155, %min167
  %most171 = add i128 %base155, %max169
  %fits_low172 = icmp sge i128 %least170, -9223372036854775808
  %fits_high173 = icmp sle i128 %most171, 9223372036854775807
  %fits174 = and i1 %fits_low172, %fits_high173
  %least175 = select i1 %fits174, i128 %least170, i128 -9223372036854775808
  %most176 = select i1 %fits174, i128 %most171, i128 9223372036854775807
  %sub177 = sub i64 %dim26, 1
  %base178 = sext i64 %sub177 to i128
  %fits_low179 = icmp sge i128 %base178, -9223372036854775808
  %fits_high180 = icmp sle i128 %base178, 9223372036854775807
  %fits181 = and i1 %fits_low179, %fits_high180
  %least182 = select i1 %fits181, i128 %base178, i128 -9223372036854775808
  %most183 = select i1 %fits181, i128 %base178, i128 9223372036854775807
  %c184 = icmp slt i128 %least175, %least182
  %min185 = select i1 %c184, i128 %least175, i128 %least182
  %c186 = icmp slt i128 %most176, %most183
  %min187 = select i1 %c186, i128 %most176, i128 %most183
  %c188 = icmp sgt i128 0, %min185
  %max189 = select i1 %c188, i128 0, i128 %min185
  %c190 = icmp sgt i128 0, %min187
  %max191 = select i1 %c190, i128 0, i128 %min187
  %extent192 = sext i64 %dim26 to i128
  %low_ok193 = icmp sge i128 %max189, 0
  %high_ok194 = icmp slt i128 %max191, %extent192
  %ok195 = and i1 %ok152, %low_ok193
  %ok196 = and i1 %ok195, %high_ok194
  %v197 = load i64, ptr %i, align 8
  %add198 = add i64 %v197, 0
  %sub199 = sub i64 %dim, 1
  %c200 = icmp slt i64 %add198, %sub199
  %mm201 = select i1 %c200, i64 %add198, i64 %sub199
  %c202 = icmp sgt i64 0, %mm201
  %mm203 = select i1 %c202, i64 0, i64 %mm201
  %base204 = sext i64 %mm203 to i128
  %fits_low205 = icmp sge i128 %base204, -9223372036854775808
  %fits_high206 = icmp sle i128 %base204, 9223372036854775807
  %fits207 = and i1 %fits_low205, %fits_high206
  %least208 = select i1 %fits207, i128 %base204, i128 -9223372036854775808
  %most209 = select i1 %fits207, i128 %base204, i128 9223372036854775807
  %extent210 = sext i64 %dim to i128
  %low_ok211 = icmp sge i128 %least208, 0
  %high_ok212 = icmp slt i128 %most209, %extent210
  %ok213 = and i1 %ok196, %low_ok211
  %ok214 = and i1 %ok213, %high_ok212
  %v215 = load i64, ptr %i, align 8
  %add216 = add i64 %v215, 1
  %sub217 = sub i64 %dim, 1
  %c218 = icmp slt i64 %add216, %sub217
  %mm219 = select i1 %c218, i64 %add216, i64 %sub217
  %c220 = icmp sgt i64 0, %mm219
  %mm221 = select i1 %c220, i64 0, i64 %mm219
  %base222 = sext i64 %mm221 to i128
  %fits_low223 = icmp sge i128 %base222, -9223372036854775808
  %fits_high224 = icmp sle i128 %base222, 9223372036854775807
  %fits225 = and i1 %fits_low223, %fits_high224
  %least226 = select i1 %fits225, i128 %base222, i128 -9223372036854775808
  %most227 = select i1 %fits225, i128 %base222, i128 9223372036854775807
  %extent228 = sext i64 %dim to i128
  %low_ok229 = icmp sge i128 %least226, 0
  %high_ok230 = icmp slt i128 %most227, %extent228
  %ok231 = and i1 %ok214, %low_ok229
  %ok232 = and i1 %ok231, %high_ok230
  br i1 %ok232, label %proved, label %checked

proved:                                           ; preds = %ok47
  store i64 0, ptr %j, align 8
  br label %loop233

checked:                                          ; preds = %ok47
  store i64 0, ptr %j, align 8
  br label %loop497

versions_done:                                    ; preds = %exit499, %exit235
  store i64 %min59, ptr %j, align 8
  %v882 = load i64, ptr %i, align 8
  %add883 = add i64 %v882, -1
  %sub884 = sub i64 %dim, 1
  %c885 = icmp slt i64 %add883, %sub884
  %mm886 = select i1 %c885, i64 %add883, i64 %sub884
  %c887 = icmp sgt i64 0, %mm886
  %mm888 = select i1 %c887, i64 0, i64 %mm886
  %base889 = sext i64 %mm888 to i128
  %fits_low890 = icmp sge i128 %base889, -9223372036854775808
  %fits_high891 = icmp sle i128 %base889, 9223372036854775807
  %fits892 = and i1 %fits_low890, %fits_high891
  %least893 = select i1 %fits892, i128 %base889, i128 -9223372036854775808
  %most894 = select i1 %fits892, i128 %base889, i128 9223372036854775807
  %extent895 = sext i64 %dim to i128
  %low_ok896 = icmp sge i128 %least893, 0
  %high_ok897 = icmp slt i128 %most894, %extent895
  %ok898 = and i1 true, %low_ok896
  %ok899 = and i1 %ok898, %high_ok897
  %v900 = load i64, ptr %j, align 8
  %add901 = add i64 %v900, -1
  %base902 = sext i64 %add901 to i128
  %next903 = add i64 %min59, 1
  store i64 %next903, ptr %j, align 8
  %v904 = load i64, ptr %j, align 8
  %add905 = add i64 %v904, -1
  store i64 %min59, ptr %j, align 8
  %at_next906 = sext i64 %add905 to i128
  %step907 = sub i128 %at_next906, %base902
  %step908 = trunc i128 %step907 to i64
  %step909 = sext i64 %step908 to i128
  %len910 = sub i64 %min63, %min59
  %span911 = sub i64 %len910, 1
  %span912 = sext i64 %span911 to i128
  %reach913 = mul i128 %step909, %span912
  %c914 = icmp slt i128 %reach913, 0
  %min915 = select i1 %c914, i128 %reach913, i128 0
  %c916 = icmp sgt i128 %reach913, 0
  %max917 = select i1 %c916, i128 %reach913, i128 0
  %least918 = add i128 %base902, %min915
  %most919 = add i128 %base902, %max917
  %fits_low920 = icmp sge i128 %least918, -9223372036854775808
  %fits_high921 = icmp sle i128 %most919, 9223372036854775807
  %fits922 = and i1 %fits_low920, %fits_high921
  %least923 = select i1 %fits922, i128 %least918, i128 -9223372036854775808
  %most924 = select i1 %fits922, i128 %most919, i128 9223372036854775807
  %sub925 = sub i64 %dim26, 1
  %base926 = sext i64 %sub925 to i128
  %fits_low927 = icmp sge i128 %base926, -9223372036854775808
  %fits_high928 = icmp sle i128 %base926, 9223372036854775807
  %fits929 = and i1 %fits_low927, %fits_high928
  %least930 = select i1 %fits929, i128 %base926, i128 -9223372036854775808
  %most931 = select i1 %fits929, i128 %base926, i128 9223372036854775807
  %c932 = icmp slt i128 %least923, %least930
  %min933 = select i1 %c932, i128 %least923, i128 %least930
  %c934 = icmp slt i128 %most924, %most931
  %min935 = select i1 %c934, i128 %most924, i128 %most931
  %c936 = icmp sgt i128 0, %min933
  %max937 = select i1 %c936, i128 0, i128 %min933
  %c938 = icmp sgt i128 0, %min935
  %max939 = select i1 %c938, i128 0, i128 %min935
  %extent940 = sext i64 %dim26 to i128
  %low_ok941 = icmp sge i128 %max937, 0
  %high_ok942 = icmp slt i128 %max939, %extent940
  %ok943 = and i1 %ok899, %low_ok941
  %ok944 = and i1 %ok943, %high_ok942
  %v945 = load i64, ptr %j, align 8
  %add946 = add i64 %v945, 0
  %base947 = sext i64 %add946 to i128
  %next948 = add i64 %min59, 1
  store i64 %next948, ptr %j, align 8
  %v949 = load i64, ptr %j, align 8
  %add950 = add i64 %v949, 0
  store i64 %min59, ptr %j, align 8
  %at_next951 = sext i64 %add950 to i128
  %step952 = sub i128 %at_next951, %base947
  %step953 = trunc i128 %step952 to i64
  %step954 = sext i64 %step953 to i128
  %len955 = sub i64 %min63, %min59
  %span956 = sub i64 %len955, 1
  %span957 = sext i64 %span956 to i128
  %reach958 = mul i128 %step954, %span957
  %c959 = icmp slt i128 %reach958, 0
  %min960 = select i1 %c959, i128 %reach958, i128 0
  %c961 = icmp sgt i128 %reach958, 0
  %max962 = select i1 %c961, i128 %reach958, i128 0
  %least963 = add i128 %base947, %min960
  %most964 = add i128 %base947, %max962
  %fits_low965 = icmp sge i128 %least963, -9223372036854775808
  %fits_high966 = icmp sle i128 %most964, 9223372036854775807
  %fits967 = and i1 %fits_low965, %fits_high966
  %least968 = select i1 %fits967, i128 %least963, i128 -9223372036854775808
  %most969 = select i1 %fits967, i128 %most964, i128 9223372036854775807
  %sub970 = sub i64 %dim26, 1
  %base971 = sext i64 %sub970 to i128
  %fits_low972 = icmp sge i128 %base971, -9223372036854775808
  %fits_high973 = icmp sle i128 %base971, 9223372036854775807
  %fits974 = and i1 %fits_low972, %fits_high973
  %least975 = select i1 %fits974, i128 %base971, i128 -9223372036854775808
  %most976 = select i1 %fits974, i128 %base971, i128 9223372036854775807
  %c977 = icmp slt i128 %least968, %least975
  %min978 = select i1 %c977, i128 %least968, i128 %least975
  %c979 = icmp slt i128 %most969, %most976
  %min980 = select i1 %c979, i128 %most969, i128 %most976
  %c981 = icmp sgt i128 0, %min978
  %max982 = select i1 %c981, i128 0, i128 %min978
  %c983 = icmp sgt i128 0, %min980
  %max984 = select i1 %c983, i128 0, i128 %min980
  %extent985 = sext i64 %dim26 to i128
  %low_ok986 = icmp sge i128 %max982, 0
  %high_ok987 = icmp slt i128 %max984, %extent985
  %ok988 = and i1 %ok944, %low_ok986
  %ok989 = and i1 %ok988, %high_ok987
  %v990 = load i64, ptr %j, align 8
  %add991 = add i64 %v990, 1
  %base992 = sext i64 %add991 to i128
  %next993 = add i64 %min59, 1
  store i64 %next993, ptr %j, align 8
  %v994 = load i64, ptr %j, align 8
  %add995 = add i64 %v994, 1
  store i64 %min59, ptr %j, align 8
  %at_next996 = sext i64 %add995 to i128
  %step997 = sub i128 %at_next996, %base992
  %step998 = trunc i128 %step997 to i64
  %step999 = sext i64 %step998 to i128
  %len1000 = sub i64 %min63, %min59
  %span1001 = sub i64 %len1000, 1
  %span1002 = sext i64 %span1001 to i128
  %reach1003 = mul i128 %step999, %span1002
  %c1004 = icmp slt i128 %reach1003, 0
  %min1005 = select i1 %c1004, i128 %reach1003, i128 0
  %c1006 = icmp sgt i128 %reach1003, 0
  %max1007 = select i1 %c1006, i128 %reach1003, i128 0
  %least1008 = add i128 %base992, %min1005
  %most1009 = add i128 %base992, %max1007
  %fits_low1010 = icmp sge i128 %least1008, -9223372036854775808
  %fits_high1011 = icmp sle i128 %most1009, 9223372036854775807
  %fits1012 = and i1 %fits_low1010, %fits_high1011
  %least1013 = select i1 %fits1012, i128 %least1008, i128 -9223372036854775808
  %most1014 = select i1 %fits1012, i128 %most1009, i128 9223372036854775807
  %sub1015 = sub i64 %dim26, 1
  %base1016 = sext i64 %sub1015 to i128
  %fits_low1017 = icmp sge i128 %base1016, -9223372036854775808
  %fits_high1018 = icmp sle i128 %base1016, 9223372036854775807
  %fits1019 = and i1 %fits_low1017, %fits_high1018
  %least1020 = select i1 %fits1019, i128 %base1016, i128 -9223372036854775808
  %most1021 = select i1 %fits1019, i128 %base1016, i128 9223372036854775807
  %c1022 = icmp slt i128 %least1013, %least1020
  %min1023 = select i1 %c1022, i128 %least1013, i128 %least1020
  %c1024 = icmp slt i128 %most1014, %most1021
  %min1025 = select i1 %c1024, i128 %most1014, i128 %most1021
  %c1026 = icmp sgt i128 0, %min1023
  %max1027 = select i1 %c1026, i128 0, i128 %min1023
  %c1028 = icmp sgt i128 0, %min1025
  %max1029 = select i1 %c1028, i128 0, i128 %min1025
  %extent1030 = sext i64 %dim26 to i128
  %low_ok1031 = icmp sge i128 %max1027, 0
  %high_ok1032 = icmp slt i128 %max1029, %extent1030
  %ok1033 = and i1 %ok989, %low_ok1031
  %ok1034 = and i1 %ok1033, %high_ok1032
  %v1035 = load i64, ptr %i, align 8
  %add1036 = add i64 %v1035, 0
  %sub1037 = sub i64 %dim, 1
  %c1038 = icmp slt i64 %add1036, %sub1037
  %mm1039 = select i1 %c1038, i64 %add1036, i64 %sub1037
  %c1040 = icmp sgt i64 0, %mm1039
  %mm1041 = select i1 %c1040, i64 0, i64 %mm1039
  %base1042 = sext i64 %mm1041 to i128
  %fits_low1043 = icmp sge i128 %base1042, -9223372036854775808
  %fits_high1044 = icmp sle i128 %base1042, 9223372036854775807
  %fits1045 = and i1 %fits_low1043, %fits_high1044
  %least1046 = select i1 %fits1045, i128 %base1042, i128 -9223372036854775808
  %most1047 = select i1 %fits1045, i128 %base1042, i128 9223372036854775807
  %extent1048 = sext i64 %dim to i128
  %low_ok1049 = icmp sge i128 %least1046, 0
  %high_ok1050 = icmp slt i128 %most1047, %extent1048
  %ok1051 = and i1 %ok1034, %low_ok1049
  %ok1052 = and i1 %ok1051, %high_ok1050
  %v1053 = load i64, ptr %i, align 8
  %add1054 = add i64 %v1053, 1
  %sub1055 = sub i64 %dim, 1
  %c1056 = icmp slt i64 %add1054, %sub1055
  %mm1057 = select i1 %c1056, i64 %add1054, i64 %sub1055
  %c1058 = icmp sgt i64 0, %mm1057
  %mm1059 = select i1 %c1058, i64 0, i64 %mm1057
  %base1060 = sext i64 %mm1059 to i128
  %fits_low1061 = icmp sge i128 %base1060, -9223372036854775808
  %fits_high1062 = icmp sle i128 %base1060, 9223372036854775807
  %fits1063 = and i1 %fits_low1061, %fits_high1062
  %least1064 = select i1 %fits1063, i128 %base1060, i128 -9223372036854775808
  %most1065 = select i1 %fits1063, i128 %base1060, i128 9223372036854775807
  %extent1066 = sext i64 %dim to i128
  %low_ok1067 = icmp sge i128 %least1064, 0
  %high_ok1068 = icmp slt i128 %most1065, %extent1066
  %ok1069 = and i1 %ok1052, %low_ok1067
  %ok1070 = and i1 %ok1069, %high_ok1068
  br i1 %ok1070, label %proved1071, label %checked1072

loop233:                                          ; preds = %body234, %proved
  %i236 = load i64, ptr %j, align 8
  %more237 = icmp slt i64 %i236, %min59
  br i1 %more237, label %body234, label %exit235

body234:                                          ; preds = %loop233
  %v238 = load i64, ptr %i, align 8
  %add239 = add i64 %v238, -1
  %sub240 = sub i64 %dim, 1
  %c241 = icmp slt i64 %add239, %sub240
  %mm242 = select i1 %c241, i64 %add239, i64 %sub240
  %c243 = icmp sgt i64 0, %mm242
  %mm244 = select i1 %c243, i64 0, i64 %mm242
  %v245 = load i64, ptr %j, align 8
  %add246 = add i64 %v245, -1
  %sub247 = sub i64 %dim26, 1
  %c248 = icmp slt i64 %add246, %sub247
  %mm249 = select i1 %c248, i64 %add246, i64 %sub247
  %c250 = icmp sgt i64 0, %mm249
  %mm251 = select i1 %c250, i64 0, i64 %mm249
  %pos = mul i64 0, %dim
  %pos252 = add i64 %pos, %mm244
  %pos253 = mul i64 %pos252, %dim26
  %pos254 = add i64 %pos253, %mm251
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos254
  %el = load float, ptr %elp, align 4, !alias.scope !14, !noalias !28
  store float %el, ptr %coef_68, align 4
  %v255 = load i64, ptr %i, align 8
  %add256 = add i64 %v255, -1
  %sub257 = sub i64 %dim, 1
  %c258 = icmp slt i64 %add256, %sub257
  %mm259 = select i1 %c258, i64 %add256, i64 %sub257
  %c260 = icmp sgt i64 0, %mm259
  %mm261 = select i1 %c260, i64 0, i64 %mm259
  %v262 = load i64, ptr %j, align 8
  %add263 = add i64 %v262, 0
  %sub264 = sub i64 %dim26, 1
  %c265 = icmp slt i64 %add263, %sub264
  %mm266 = select i1 %c265, i64 %add263, i64 %sub264
  %c267 = icmp sgt i64 0, %mm266
  %mm268 = select i1 %c267, i64 0, i64 %mm266
  %pos269 = mul i64 0, %dim
  %pos270 = add i64 %pos269, %mm261
  %pos271 = mul i64 %pos270, %dim26
  %pos272 = add i64 %pos271, %mm268
  %elp273 = getelementptr inbounds float, ptr %buf, i64 %pos272
  %el274 = load float, ptr %elp273, align 4, !alias.scope !14, !noalias !28
  store float %el274, ptr %coef_69, align 4
  %v275 = load i64, ptr %i, align 8
  %add276 = add i64 %v275, -1
  %sub277 = sub i64 %dim, 1
  %c278 = icmp slt i64 %add276, %sub277
  %mm279 = select i1 %c278, i64 %add276, i64 %sub277
  %c280 = icmp sgt i64 0, %mm279
  %mm281 = select i1 %c280, i64 0, i64 %mm279
  %v282 = load i64, ptr %j, align 8
  %add283 = add i64 %v282, 1
  %sub284 = sub i64 %dim26, 1
  %c285 = icmp slt i64 %add283, %sub284
  %mm286 = select i1 %c285, i64 %add283, i64 %sub284
  %c287 = icmp sgt i64 0, %mm286
  %mm288 = select i1 %c287, i64 0, i64 %mm286
  %pos289 = mul i64 0, %dim
  %pos290 = add i64 %pos289, %mm281
  %pos291 = mul i64 %pos290, %dim26
  %pos292 = add i64 %pos291, %mm288
  %elp293 = getelementptr inbounds float, ptr %buf, i64 %pos292
  %el294 = load float, ptr %elp293, align 4, !alias.scope !14, !noalias !28
  store float %el294, ptr %coef_70, align 4
  %v295 = load i64, ptr %i, align 8
  %add296 = add i64 %v295, 0
  %sub297 = sub i64 %dim, 1
  %c298 = icmp slt i64 %add296, %sub297
  %mm299 = select i1 %c298, i64 %add296, i64 %sub297
  %c300 = icmp sgt i64 0, %mm299
  %mm301 = select i1 %c300, i64 0, i64 %mm299
  %v302 = load i64, ptr %j, align 8
  %add303 = add i64 %v302, -1
  %sub304 = sub i64 %dim26, 1
  %c305 = icmp slt i64 %add303, %sub304
  %mm306 = select i1 %c305, i64 %add303, i64 %sub304
  %c307 = icmp sgt i64 0, %mm306
  %mm308 = select i1 %c307, i64 0, i64 %mm306
  %pos309 = mul i64 0, %dim
  %pos310 = add i64 %pos309, %mm301
  %pos311 = mul i64 %pos310, %dim26
  %pos312 = add i64 %pos311, %mm308
  %elp313 = getelementptr inbounds float, ptr %buf, i64 %pos312
  %el314 = load float, ptr %elp313, align 4, !alias.scope !14, !noalias !28
  store float %el314, ptr %coef_71, align 4
  %v315 = load i64, ptr %i, align 8
  %add316 = add i64 %v315, 0
  %sub317 = sub i64 %dim, 1
  %c318 = icmp slt i64 %add316, %sub317
  %mm319 = select i1 %c318, i64 %add316, i64 %sub317
  %c320 = icmp sgt i64 0, %mm319
  %mm321 = select i1 %c320, i64 0, i64 %mm319
  %v322 = load i64, ptr %j, align 8
  %add323 = add i64 %v322, 0
  %sub324 = sub i64 %dim26, 1
  %c325 = icmp slt i64 %add323, %sub324
  %mm326 = select i1 %c325, i64 %add323, i64 %sub324
  %c327 = icmp sgt i64 0, %mm326
  %mm328 = select i1 %c327, i64 0, i64 %mm326
  %pos329 = mul i64 0, %dim
  %pos330 = add i64 %pos329, %mm321
  %pos331 = mul i64 %pos330, %dim26
  %pos332 = add i64 %pos331, %mm328
  %elp333 = getelementptr inbounds float, ptr %buf, i64 %pos332
  %el334 = load float, ptr %elp333, align 4, !alias.scope !14, !noalias !28
  store float %el334, ptr %coef_72, align 4
  %v335 = load i64, ptr %i, align 8
  %add336 = add i64 %v335, 0
  %sub337 = sub i64 %dim, 1
  %c338 = icmp slt i64 %add336, %sub337
  %mm339 = select i1 %c338, i64 %add336, i64 %sub337
  %c340 = icmp sgt i64 0, %mm339
  %mm341 = select i1 %c340, i64 0, i64 %mm339
  %v342 = load i64, ptr %j, align 8
  %add343 = add i64 %v342, 1
  %sub344 = sub i64 %dim26, 1
  %c345 = icmp slt i64 %add343, %sub344
  %mm346 = select i1 %c345, i64 %add343, i64 %sub344
  %c347 = icmp sgt i64 0, %mm346
  %mm348 = select i1 %c347, i64 0, i64 %mm346
  %pos349 = mul i64 0, %dim
  %pos350 = add i64 %pos349, %mm341
  %pos351 = mul i64 %pos350, %dim26
  %pos352 = add i64 %pos351, %mm348
  %elp353 = getelementptr inbounds float, ptr %buf, i64 %pos352
  %el354 = load float, ptr %elp353, align 4, !alias.scope !14, !noalias !28
  store float %el354, ptr %coef_73, align 4
  %v355 = load i64, ptr %i, align 8
  %add356 = add i64 %v355, 1
  %sub357 = sub i64 %dim, 1
  %c358 = icmp slt i64 %add356, %sub357
  %mm359 = select i1 %c358, i64 %add356, i64 %sub357
  %c360 = icmp sgt i64 0, %mm359
  %mm361 = select i1 %c360, i64 0, i64 %mm359
  %v362 = load i64, ptr %j, align 8
  %add363 = add i64 %v362, -1
  %sub364 = sub i64 %dim26, 1
  %c365 = icmp slt i64 %add363, %sub364
  %mm366 = select i1 %c365, i64 %add363, i64 %sub364
  %c367 = icmp sgt i64 0, %mm366
  %mm368 = select i1 %c367, i64 0, i64 %mm366
  %pos369 = mul i64 0, %dim
  %pos370 = add i64 %pos369, %mm361
  %pos371 = mul i64 %pos370, %dim26
  %pos372 = add i64 %pos371, %mm368
  %elp373 = getelementptr inbounds float, ptr %buf, i64 %pos372
  %el374 = load float, ptr %elp373, align 4, !alias.scope !14, !noalias !28
  store float %el374, ptr %coef_74, align 4
  %v375 = load i64, ptr %i, align 8
  %add376 = add i64 %v375, 1
  %sub377 = sub i64 %dim, 1
  %c378 = icmp slt i64 %add376, %sub377
  %mm379 = select i1 %c378, i64 %add376, i64 %sub377
  %c380 = icmp sgt i64 0, %mm379
  %mm381 = select i1 %c380, i64 0, i64 %mm379
  %v382 = load i64, ptr %j, align 8
  %add383 = add i64 %v382, 0
  %sub384 = sub i64 %dim26, 1
  %c385 = icmp slt i64 %add383, %sub384
  %mm386 = select i1 %c385, i64 %add383, i64 %sub384
  %c387 = icmp sgt i64 0, %mm386
  %mm388 = select i1 %c387, i64 0, i64 %mm386
  %pos389 = mul i64 0, %dim
  %pos390 = add i64 %pos389, %mm381
  %pos391 = mul i64 %pos390, %dim26
  %pos392 = add i64 %pos391, %mm388
  %elp393 = getelementptr inbounds float, ptr %buf, i64 %pos392
  %el394 = load float, ptr %elp393, align 4, !alias.scope !14, !noalias !28
  store float %el394, ptr %coef_75, align 4
  %v395 = load i64, ptr %i, align 8
  %add396 = add i64 %v395, 1
  %sub397 = sub i64 %dim, 1
  %c398 = icmp slt i64 %add396, %sub397
  %mm399 = select i1 %c398, i64 %add396, i64 %sub397
  %c400 = icmp sgt i64 0, %mm399
  %mm401 = select i1 %c400, i64 0, i64 %mm399
  %v402 = load i64, ptr %j, align 8
  %add403 = add i64 %v402, 1
  %sub404 = sub i64 %dim26, 1
  %c405 = icmp slt i64 %add403, %sub404
  %mm406 = select i1 %c405, i64 %add403, i64 %sub404
  %c407 = icmp sgt i64 0, %mm406
  %mm408 = select i1 %c407, i64 0, i64 %mm406
  %pos409 = mul i64 0, %dim
  %pos410 = add i64 %pos409, %mm401
  %pos411 = mul i64 %pos410, %dim26
  %pos412 = add i64 %pos411, %mm408
  %elp413 = getelementptr inbounds float, ptr %buf, i64 %pos412
  %el414 = load float, ptr %elp413, align 4, !alias.scope !14, !noalias !28
  store float %el414, ptr %coef_76, align 4
  %v415 = load i64, ptr %i, align 8
  %v416 = load i64, ptr %j, align 8
  %pos417 = mul i64 0, %dim3
  %pos418 = add i64 %pos417, %v415
  %pos419 = mul i64 %pos418, %dim28
  %pos420 = add i64 %pos419, %v416
  %elp423 = getelementptr inbounds float, ptr %buf422, i64 %pos420
  %el424 = load float, ptr %elp423, align 4, !alias.scope !16, !noalias !29
  store float %el424, ptr %j0_80, align 4
  %v425 = load i64, ptr %i, align 8
  %v426 = load i64, ptr %j, align 8
  %pos427 = mul i64 0, %dim8
  %pos428 = add i64 %pos427, %v425
  %pos429 = mul i64 %pos428, %dim37
  %pos430 = add i64 %pos429, %v426
  %elp433 = getelementptr inbounds float, ptr %buf432, i64 %pos430
  %el434 = load float, ptr %elp433, align 4, !alias.scope !18, !noalias !30
  %fldp = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  store float %el434, ptr %fldp, align 4
  %elp437 = getelementptr inbounds float, ptr %buf436, i64 %pos430
  %el438 = load float, ptr %elp437, align 4, !alias.scope !20, !noalias !31
  %fldp439 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  store float %el438, ptr %fldp439, align 4
  %elp442 = getelementptr inbounds float, ptr %buf441, i64 %pos430
  %el443 = load float, ptr %elp442, align 4, !alias.scope !22, !noalias !32
  %fldp444 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  store float %el443, ptr %fldp444, align 4
  %elp447 = getelementptr inbounds float, ptr %buf446, i64 %pos430
  %el448 = load float, ptr %elp447, align 4, !alias.scope !24, !noalias !33
  %fldp449 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  store float %el448, ptr %fldp449, align 4
  %fldp450 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fldp451 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fld = load float, ptr %fldp451, align 4
  store float %fld, ptr %tup_83.0, align 4
  %fldp452 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fldp453 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fld454 = load float, ptr %fldp453, align 4
  store float %fld454, ptr %tup_83.1, align 4
  %fldp455 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fldp456 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fld457 = load float, ptr %fldp456, align 4
  store float %fld457, ptr %tup_83.2, align 4
  %fldp458 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fldp459 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fld460 = load float, ptr %fldp459, align 4
  store float %fld460, ptr %tup_83.3, align 4
  %v461 = load float, ptr %j0_80, align 4
  %v462 = load float, ptr %coef_72, align 4
  %v463 = load float, ptr %tup_83.0, align 4
  %fm = fmul float %v462, %v463
  %v464 = load float, ptr %coef_75, align 4
  %v465 = load float, ptr %tup_83.1, align 4
  %fm466 = fmul float %v464, %v465
  %fa = fadd float %fm, %fm466
  %v467 = load float, ptr %coef_72, align 4
  %v468 = load float, ptr %tup_83.2, align 4
  %fm469 = fmul float %v467, %v468
  %fa470 = fadd float %fa, %fm469
  %v471 = load float, ptr %coef_73, align 4
  %v472 = load float, ptr %tup_83.3, align 4
  %fm473 = fmul float %v471, %v472
  %fa474 = fadd float %fa470, %fm473
  %fm475 = fmul float 1.250000e-01, %fa474
  %fa476 = fadd float %v461, %fm475
  store float %fa476, ptr %next_77, align 4
  %v477 = load i64, ptr %i, align 8
  %v478 = load i64, ptr %j, align 8
  %pos479 = mul i64 0, %dim3
  %pos480 = add i64 %pos479, %v477
  %pos481 = mul i64 %pos480, %dim28
  %pos482 = add i64 %pos481, %v478
  %v483 = load float, ptr %next_77, align 4
  %elp486 = getelementptr inbounds float, ptr %buf485, i64 %pos482
  store float %v483, ptr %elp486, align 4, !alias.scope !26, !noalias !34
  %v487 = load float, ptr %next_77, align 4
  %v488 = load float, ptr %next_77, align 4
  %fm489 = fmul float %v487, %v488
  store float %fm489, ptr %sq2_92.1, align 4
  %v490 = load float, ptr %acc_rows2_96.0, align 4
  %v491 = load float, ptr %next_77, align 4
  %fa492 = fadd reassoc float %v490, %v491
  store float %fa492, ptr %acc_rows2_96.0, align 4
  %v493 = load float, ptr %acc_rows2_96.1, align 4
  %v494 = load float, ptr %sq2_92.1, align 4
  %fa495 = fadd reassoc float %v493, %v494
  store float %fa495, ptr %acc_rows2_96.1, align 4
  %i496 = load i64, ptr %j, align 8
  %next = add i64 %i496, 1
  store i64 %next, ptr %j, align 8
  br label %loop233

exit235:                                          ; preds = %loop233
  br label %versions_done

loop497:                                          ; preds = %ok798, %checked
  %i500 = load i64, ptr %j, align 8
  %more501 = icmp slt i64 %i500, %min59
  br i1 %more501, label %body498, label %exit499

body498:                                          ; preds = %loop497
  %v502 = load i64, ptr %i, align 8
  %add503 = add i64 %v502, -1
  %sub504 = sub i64 %dim, 1
  %c505 = icmp slt i64 %add503, %sub504
  %mm506 = select i1 %c505, i64 %add503, i64 %sub504
  %c507 = icmp sgt i64 0, %mm506
  %mm508 = select i1 %c507, i64 0, i64 %mm506
  %v509 = load i64, ptr %j, align 8
  %add510 = add i64 %v509, -1
  %sub511 = sub i64 %dim26, 1
  %c512 = icmp slt i64 %add510, %sub511
  %mm513 = select i1 %c512, i64 %add510, i64 %sub511
  %c514 = icmp sgt i64 0, %mm513
  %mm515 = select i1 %c514, i64 0, i64 %mm513
  %inb = icmp ult i64 %mm508, %dim
  br i1 %inb, label %ok517, label %fail516

exit499:                                          ; preds = %loop497
  br label %versions_done

fail516:                                          ; preds = %body498
  %errp518 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp518, align 8
  %errp519 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp519, align 8
  %errp520 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm508, ptr %errp520, align 8
  %errp521 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp521, align 8
  ret i32 1

ok517:                                            ; preds = %body498
  %pos522 = mul i64 0, %dim
  %pos523 = add i64 %pos522, %mm508
  %inb524 = icmp ult i64 %mm515, %dim26
  br i1 %inb524, label %ok526, label %fail525

fail525:                                          ; preds = %ok517
  %errp527 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp527, align 8
  %errp528 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp528, align 8
  %errp529 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm515, ptr %errp529, align 8
  %errp530 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp530, align 8
  ret i32 1

ok526:                                            ; preds = %ok517
  %pos531 = mul i64 %pos523, %dim26
  %pos532 = add i64 %pos531, %mm515
  %elp533 = getelementptr inbounds float, ptr %buf, i64 %pos532
  %el534 = load float, ptr %elp533, align 4, !alias.scope !14, !noalias !28
  store float %el534, ptr %coef_68, align 4
  %v535 = load i64, ptr %i, align 8
  %add536 = add i64 %v535, -1
  %sub537 = sub i64 %dim, 1
  %c538 = icmp slt i64 %add536, %sub537
  %mm539 = select i1 %c538, i64 %add536, i64 %sub537
  %c540 = icmp sgt i64 0, %mm539
  %mm541 = select i1 %c540, i64 0, i64 %mm539
  %v542 = load i64, ptr %j, align 8
  %add543 = add i64 %v542, 0
  %sub544 = sub i64 %dim26, 1
  %c545 = icmp slt i64 %add543, %sub544
  %mm546 = select i1 %c545, i64 %add543, i64 %sub544
  %c547 = icmp sgt i64 0, %mm546
  %mm548 = select i1 %c547, i64 0, i64 %mm546
  %inb549 = icmp ult i64 %mm541, %dim
  br i1 %inb549, label %ok551, label %fail550

fail550:                                          ; preds = %ok526
  %errp552 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp552, align 8
  %errp553 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp553, align 8
  %errp554 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm541, ptr %errp554, align 8
  %errp555 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp555, align 8
  ret i32 1

ok551:                                            ; preds = %ok526
  %pos556 = mul i64 0, %dim
  %pos557 = add i64 %pos556, %mm541
  %inb558 = icmp ult i64 %mm548, %dim26
  br i1 %inb558, label %ok560, label %fail559

fail559:                                          ; preds = %ok551
  %errp561 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp561, align 8
  %errp562 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp562, align 8
  %errp563 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm548, ptr %errp563, align 8
  %errp564 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp564, align 8
  ret i32 1

ok560:                                            ; preds = %ok551
  %pos565 = mul i64 %pos557, %dim26
  %pos566 = add i64 %pos565, %mm548
  %elp567 = getelementptr inbounds float, ptr %buf, i64 %pos566
  %el568 = load float, ptr %elp567, align 4, !alias.scope !14, !noalias !28
  store float %el568, ptr %coef_69, align 4
  %v569 = load i64, ptr %i, align 8
  %add570 = add i64 %v569, -1
  %sub571 = sub i64 %dim, 1
  %c572 = icmp slt i64 %add570, %sub571
  %mm573 = select i1 %c572, i64 %add570, i64 %sub571
  %c574 = icmp sgt i64 0, %mm573
  %mm575 = select i1 %c574, i64 0, i64 %mm573
  %v576 = load i64, ptr %j, align 8
  %add577 = add i64 %v576, 1
  %sub578 = sub i64 %dim26, 1
  %c579 = icmp slt i64 %add577, %sub578
  %mm580 = select i1 %c579, i64 %add577, i64 %sub578
  %c581 = icmp sgt i64 0, %mm580
  %mm582 = select i1 %c581, i64 0, i64 %mm580
  %inb583 = icmp ult i64 %mm575, %dim
  br i1 %inb583, label %ok585, label %fail584

fail584:                                          ; preds = %ok560
  %errp586 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp586, align 8
  %errp587 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp587, align 8
  %errp588 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm575, ptr %errp588, align 8
  %errp589 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp589, align 8
  ret i32 1

ok585:                                            ; preds = %ok560
  %pos590 = mul i64 0, %dim
  %pos591 = add i64 %pos590, %mm575
  %inb592 = icmp ult i64 %mm582, %dim26
  br i1 %inb592, label %ok594, label %fail593

fail593:                                          ; preds = %ok585
  %errp595 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp595, align 8
  %errp596 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp596, align 8
  %errp597 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm582, ptr %errp597, align 8
  %errp598 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp598, align 8
  ret i32 1

ok594:                                            ; preds = %ok585
  %pos599 = mul i64 %pos591, %dim26
  %pos600 = add i64 %pos599, %mm582
  %elp601 = getelementptr inbounds float, ptr %buf, i64 %pos600
  %el602 = load float, ptr %elp601, align 4, !alias.scope !14, !noalias !28
  store float %el602, ptr %coef_70, align 4
  %v603 = load i64, ptr %i, align 8
  %add604 = add i64 %v603, 0
  %sub605 = sub i64 %dim, 1
  %c606 = icmp slt i64 %add604, %sub605
  %mm607 = select i1 %c606, i64 %add604, i64 %sub605
  %c608 = icmp sgt i64 0, %mm607
  %mm609 = select i1 %c608, i64 0, i64 %mm607
  %v610 = load i64, ptr %j, align 8
  %add611 = add i64 %v610, -1
  %sub612 = sub i64 %dim26, 1
  %c613 = icmp slt i64 %add611, %sub612
  %mm614 = select i1 %c613, i64 %add611, i64 %sub612
  %c615 = icmp sgt i64 0, %mm614
  %mm616 = select i1 %c615, i64 0, i64 %mm614
  %inb617 = icmp ult i64 %mm609, %dim
  br i1 %inb617, label %ok619, label %fail618

fail618:                                          ; preds = %ok594
  %errp620 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp620, align 8
  %errp621 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp621, align 8
  %errp622 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm609, ptr %errp622, align 8
  %errp623 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp623, align 8
  ret i32 1

ok619:                                            ; preds = %ok594
  %pos624 = mul i64 0, %dim
  %pos625 = add i64 %pos624, %mm609
  %inb626 = icmp ult i64 %mm616, %dim26
  br i1 %inb626, label %ok628, label %fail627

fail627:                                          ; preds = %ok619
  %errp629 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp629, align 8
  %errp630 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp630, align 8
  %errp631 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm616, ptr %errp631, align 8
  %errp632 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp632, align 8
  ret i32 1

ok628:                                            ; preds = %ok619
  %pos633 = mul i64 %pos625, %dim26
  %pos634 = add i64 %pos633, %mm616
  %elp635 = getelementptr inbounds float, ptr %buf, i64 %pos634
  %el636 = load float, ptr %elp635, align 4, !alias.scope !14, !noalias !28
  store float %el636, ptr %coef_71, align 4
  %v637 = load i64, ptr %i, align 8
  %add638 = add i64 %v637, 0
  %sub639 = sub i64 %dim, 1
  %c640 = icmp slt i64 %add638, %sub639
  %mm641 = select i1 %c640, i64 %add638, i64 %sub639
  %c642 = icmp sgt i64 0, %mm641
  %mm643 = select i1 %c642, i64 0, i64 %mm641
  %v644 = load i64, ptr %j, align 8
  %add645 = add i64 %v644, 0
  %sub646 = sub i64 %dim26, 1
  %c647 = icmp slt i64 %add645, %sub646
  %mm648 = select i1 %c647, i64 %add645, i64 %sub646
  %c649 = icmp sgt i64 0, %mm648
  %mm650 = select i1 %c649, i64 0, i64 %mm648
  %inb651 = icmp ult i64 %mm643, %dim
  br i1 %inb651, label %ok653, label %fail652

fail652:                                          ; preds = %ok628
  %errp654 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp654, align 8
  %errp655 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp655, align 8
  %errp656 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm643, ptr %errp656, align 8
  %errp657 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp657, align 8
  ret i32 1

ok653:                                            ; preds = %ok628
  %pos658 = mul i64 0, %dim
  %pos659 = add i64 %pos658, %mm643
  %inb660 = icmp ult i64 %mm650, %dim26
  br i1 %inb660, label %ok662, label %fail661

fail661:                                          ; preds = %ok653
  %errp663 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp663, align 8
  %errp664 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp664, align 8
  %errp665 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm650, ptr %errp665, align 8
  %errp666 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp666, align 8
  ret i32 1

ok662:                                            ; preds = %ok653
  %pos667 = mul i64 %pos659, %dim26
  %pos668 = add i64 %pos667, %mm650
  %elp669 = getelementptr inbounds float, ptr %buf, i64 %pos668
  %el670 = load float, ptr %elp669, align 4, !alias.scope !14, !noalias !28
  store float %el670, ptr %coef_72, align 4
  %v671 = load i64, ptr %i, align 8
  %add672 = add i64 %v671, 0
  %sub673 = sub i64 %dim, 1
  %c674 = icmp slt i64 %add672, %sub673
  %mm675 = select i1 %c674, i64 %add672, i64 %sub673
  %c676 = icmp sgt i64 0, %mm675
  %mm677 = select i1 %c676, i64 0, i64 %mm675
  %v678 = load i64, ptr %j, align 8
  %add679 = add i64 %v678, 1
  %sub680 = sub i64 %dim26, 1
  %c681 = icmp slt i64 %add679, %sub680
  %mm682 = select i1 %c681, i64 %add679, i64 %sub680
  %c683 = icmp sgt i64 0, %mm682
  %mm684 = select i1 %c683, i64 0, i64 %mm682
  %inb685 = icmp ult i64 %mm677, %dim
  br i1 %inb685, label %ok687, label %fail686

fail686:                                          ; preds = %ok662
  %errp688 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp688, align 8
  %errp689 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp689, align 8
  %errp690 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm677, ptr %errp690, align 8
  %errp691 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp691, align 8
  ret i32 1

ok687:                                            ; preds = %ok662
  %pos692 = mul i64 0, %dim
  %pos693 = add i64 %pos692, %mm677
  %inb694 = icmp ult i64 %mm684, %dim26
  br i1 %inb694, label %ok696, label %fail695

fail695:                                          ; preds = %ok687
  %errp697 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp697, align 8
  %errp698 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp698, align 8
  %errp699 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm684, ptr %errp699, align 8
  %errp700 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp700, align 8
  ret i32 1

ok696:                                            ; preds = %ok687
  %pos701 = mul i64 %pos693, %dim26
  %pos702 = add i64 %pos701, %mm684
  %elp703 = getelementptr inbounds float, ptr %buf, i64 %pos702
  %el704 = load float, ptr %elp703, align 4, !alias.scope !14, !noalias !28
  store float %el704, ptr %coef_73, align 4
  %v705 = load i64, ptr %i, align 8
  %add706 = add i64 %v705, 1
  %sub707 = sub i64 %dim, 1
  %c708 = icmp slt i64 %add706, %sub707
  %mm709 = select i1 %c708, i64 %add706, i64 %sub707
  %c710 = icmp sgt i64 0, %mm709
  %mm711 = select i1 %c710, i64 0, i64 %mm709
  %v712 = load i64, ptr %j, align 8
  %add713 = add i64 %v712, -1
  %sub714 = sub i64 %dim26, 1
  %c715 = icmp slt i64 %add713, %sub714
  %mm716 = select i1 %c715, i64 %add713, i64 %sub714
  %c717 = icmp sgt i64 0, %mm716
  %mm718 = select i1 %c717, i64 0, i64 %mm716
  %inb719 = icmp ult i64 %mm711, %dim
  br i1 %inb719, label %ok721, label %fail720

fail720:                                          ; preds = %ok696
  %errp722 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp722, align 8
  %errp723 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp723, align 8
  %errp724 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm711, ptr %errp724, align 8
  %errp725 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp725, align 8
  ret i32 1

ok721:                                            ; preds = %ok696
  %pos726 = mul i64 0, %dim
  %pos727 = add i64 %pos726, %mm711
  %inb728 = icmp ult i64 %mm718, %dim26
  br i1 %inb728, label %ok730, label %fail729

fail729:                                          ; preds = %ok721
  %errp731 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp731, align 8
  %errp732 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp732, align 8
  %errp733 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm718, ptr %errp733, align 8
  %errp734 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp734, align 8
  ret i32 1

ok730:                                            ; preds = %ok721
  %pos735 = mul i64 %pos727, %dim26
  %pos736 = add i64 %pos735, %mm718
  %elp737 = getelementptr inbounds float, ptr %buf, i64 %pos736
  %el738 = load float, ptr %elp737, align 4, !alias.scope !14, !noalias !28
  store float %el738, ptr %coef_74, align 4
  %v739 = load i64, ptr %i, align 8
  %add740 = add i64 %v739, 1
  %sub741 = sub i64 %dim, 1
  %c742 = icmp slt i64 %add740, %sub741
  %mm743 = select i1 %c742, i64 %add740, i64 %sub741
  %c744 = icmp sgt i64 0, %mm743
  %mm745 = select i1 %c744, i64 0, i64 %mm743
  %v746 = load i64, ptr %j, align 8
  %add747 = add i64 %v746, 0
  %sub748 = sub i64 %dim26, 1
  %c749 = icmp slt i64 %add747, %sub748
  %mm750 = select i1 %c749, i64 %add747, i64 %sub748
  %c751 = icmp sgt i64 0, %mm750
  %mm752 = select i1 %c751, i64 0, i64 %mm750
  %inb753 = icmp ult i64 %mm745, %dim
  br i1 %inb753, label %ok755, label %fail754

fail754:                                          ; preds = %ok730
  %errp756 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp756, align 8
  %errp757 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp757, align 8
  %errp758 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm745, ptr %errp758, align 8
  %errp759 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp759, align 8
  ret i32 1

ok755:                                            ; preds = %ok730
  %pos760 = mul i64 0, %dim
  %pos761 = add i64 %pos760, %mm745
  %inb762 = icmp ult i64 %mm752, %dim26
  br i1 %inb762, label %ok764, label %fail763

fail763:                                          ; preds = %ok755
  %errp765 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp765, align 8
  %errp766 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp766, align 8
  %errp767 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm752, ptr %errp767, align 8
  %errp768 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp768, align 8
  ret i32 1

ok764:                                            ; preds = %ok755
  %pos769 = mul i64 %pos761, %dim26
  %pos770 = add i64 %pos769, %mm752
  %elp771 = getelementptr inbounds float, ptr %buf, i64 %pos770
  %el772 = load float, ptr %elp771, align 4, !alias.scope !14, !noalias !28
  store float %el772, ptr %coef_75, align 4
  %v773 = load i64, ptr %i, align 8
  %add774 = add i64 %v773, 1
  %sub775 = sub i64 %dim, 1
  %c776 = icmp slt i64 %add774, %sub775
  %mm777 = select i1 %c776, i64 %add774, i64 %sub775
  %c778 = icmp sgt i64 0, %mm777
  %mm779 = select i1 %c778, i64 0, i64 %mm777
  %v780 = load i64, ptr %j, align 8
  %add781 = add i64 %v780, 1
  %sub782 = sub i64 %dim26, 1
  %c783 = icmp slt i64 %add781, %sub782
  %mm784 = select i1 %c783, i64 %add781, i64 %sub782
  %c785 = icmp sgt i64 0, %mm784
  %mm786 = select i1 %c785, i64 0, i64 %mm784
  %inb787 = icmp ult i64 %mm779, %dim
  br i1 %inb787, label %ok789, label %fail788

fail788:                                          ; preds = %ok764
  %errp790 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp790, align 8
  %errp791 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp791, align 8
  %errp792 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm779, ptr %errp792, align 8
  %errp793 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp793, align 8
  ret i32 1

ok789:                                            ; preds = %ok764
  %pos794 = mul i64 0, %dim
  %pos795 = add i64 %pos794, %mm779
  %inb796 = icmp ult i64 %mm786, %dim26
  br i1 %inb796, label %ok798, label %fail797

fail797:                                          ; preds = %ok789
  %errp799 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp799, align 8
  %errp800 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp800, align 8
  %errp801 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm786, ptr %errp801, align 8
  %errp802 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp802, align 8
  ret i32 1

ok798:                                            ; preds = %ok789
  %pos803 = mul i64 %pos795, %dim26
  %pos804 = add i64 %pos803, %mm786
  %elp805 = getelementptr inbounds float, ptr %buf, i64 %pos804
  %el806 = load float, ptr %elp805, align 4, !alias.scope !14, !noalias !28
  store float %el806, ptr %coef_76, align 4
  %v807 = load i64, ptr %i, align 8
  %v808 = load i64, ptr %j, align 8
  %pos809 = mul i64 0, %dim3
  %pos810 = add i64 %pos809, %v807
  %pos811 = mul i64 %pos810, %dim28
  %pos812 = add i64 %pos811, %v808
  %elp813 = getelementptr inbounds float, ptr %buf422, i64 %pos812
  %el814 = load float, ptr %elp813, align 4, !alias.scope !16, !noalias !29
  store float %el814, ptr %j0_80, align 4
  %v815 = load i64, ptr %i, align 8
  %v816 = load i64, ptr %j, align 8
  %pos817 = mul i64 0, %dim8
  %pos818 = add i64 %pos817, %v815
  %pos819 = mul i64 %pos818, %dim37
  %pos820 = add i64 %pos819, %v816
  %elp821 = getelementptr inbounds float, ptr %buf432, i64 %pos820
  %el822 = load float, ptr %elp821, align 4, !alias.scope !18, !noalias !30
  %fldp823 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  store float %el822, ptr %fldp823, align 4
  %elp824 = getelementptr inbounds float, ptr %buf436, i64 %pos820
  %el825 = load float, ptr %elp824, align 4, !alias.scope !20, !noalias !31
  %fldp826 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  store float %el825, ptr %fldp826, align 4
  %elp827 = getelementptr inbounds float, ptr %buf441, i64 %pos820
  %el828 = load float, ptr %elp827, align 4, !alias.scope !22, !noalias !32
  %fldp829 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  store float %el828, ptr %fldp829, align 4
  %elp830 = getelementptr inbounds float, ptr %buf446, i64 %pos820
  %el831 = load float, ptr %elp830, align 4, !alias.scope !24, !noalias !33
  %fldp832 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  store float %el831, ptr %fldp832, align 4
  %fldp833 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fldp834 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fld835 = load float, ptr %fldp834, align 4
  store float %fld835, ptr %tup_83.0, align 4
  %fldp836 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fldp837 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fld838 = load float, ptr %fldp837, align 4
  store float %fld838, ptr %tup_83.1, align 4
  %fldp839 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fldp840 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fld841 = load float, ptr %fldp840, align 4
  store float %fld841, ptr %tup_83.2, align 4
  %fldp842 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fldp843 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fld844 = load float, ptr %fldp843, align 4
  store float %fld844, ptr %tup_83.3, align 4
  %v845 = load float, ptr %j0_80, align 4
  %v846 = load float, ptr %coef_72, align 4
  %v847 = load float, ptr %tup_83.0, align 4
  %fm848 = fmul float %v846, %v847
  %v849 = load float, ptr %coef_75, align 4
  %v850 = load float, ptr %tup_83.1, align 4
  %fm851 = fmul float %v849, %v850
  %fa852 = fadd float %fm848, %fm851
  %v853 = load float, ptr %coef_72, align 4
  %v854 = load float, ptr %tup_83.2, align 4
  %fm855 = fmul float %v853, %v854
  %fa856 = fadd float %fa852, %fm855
  %v857 = load float, ptr %coef_73, align 4
  %v858 = load float, ptr %tup_83.3, align 4
  %fm859 = fmul float %v857, %v858
  %fa860 = fadd float %fa856, %fm859
  %fm861 = fmul float 1.250000e-01, %fa860
  %fa862 = fadd float %v845, %fm861
  store float %fa862, ptr %next_77, align 4
  %v863 = load i64, ptr %i, align 8
  %v864 = load i64, ptr %j, align 8
  %pos865 = mul i64 0, %dim3
  %pos866 = add i64 %pos865, %v863
  %pos867 = mul i64 %pos866, %dim28
  %pos868 = add i64 %pos867, %v864
  %v869 = load float, ptr %next_77, align 4
  %elp870 = getelementptr inbounds float, ptr %buf485, i64 %pos868
  store float %v869, ptr %elp870, align 4, !alias.scope !26, !noalias !34
  %v871 = load float, ptr %next_77, align 4
  %v872 = load float, ptr %next_77, align 4
  %fm873 = fmul float %v871, %v872
  store float %fm873, ptr %sq2_92.1, align 4
  %v874 = load float, ptr %acc_rows2_96.0, align 4
  %v875 = load float, ptr %next_77, align 4
  %fa876 = fadd reassoc float %v874, %v875
  store float %fa876, ptr %acc_rows2_96.0, align 4
  %v877 = load float, ptr %acc_rows2_96.1, align 4
  %v878 = load float, ptr %sq2_92.1, align 4
  %fa879 = fadd reassoc float %v877, %v878
  store float %fa879, ptr %acc_rows2_96.1, align 4
  %i880 = load i64, ptr %j, align 8
  %next881 = add i64 %i880, 1
  store i64 %next881, ptr %j, align 8
  br label %loop497

proved1071:                                       ; preds = %versions_done
  store i64 %min59, ptr %j, align 8
  br label %loop1074

checked1072:                                      ; preds = %versions_done
  store i64 %min59, ptr %j, align 8
  br label %loop1288

versions_done1073:                                ; preds = %exit1290, %exit1076
  store i64 %min63, ptr %j, align 8
  %v1629 = load i64, ptr %i, align 8
  %add1630 = add i64 %v1629, -1
  %sub1631 = sub i64 %dim, 1
  %c1632 = icmp slt i64 %add1630, %sub1631
  %mm1633 = select i1 %c1632, i64 %add1630, i64 %sub1631
  %c1634 = icmp sgt i64 0, %mm1633
  %mm1635 = select i1 %c1634, i64 0, i64 %mm1633
  %base1636 = sext i64 %mm1635 to i128
  %fits_low1637 = icmp sge i128 %base1636, -9223372036854775808
  %fits_high1638 = icmp sle i128 %base1636, 9223372036854775807
  %fits1639 = and i1 %fits_low1637, %fits_high1638
  %least1640 = select i1 %fits1639, i128 %base1636, i128 -9223372036854775808
  %most1641 = select i1 %fits1639, i128 %base1636, i128 9223372036854775807
  %extent1642 = sext i64 %dim to i128
  %low_ok1643 = icmp sge i128 %least1640, 0
  %high_ok1644 = icmp slt i128 %most1641, %extent1642
  %ok1645 = and i1 true, %low_ok1643
  %ok1646 = and i1 %ok1645, %high_ok1644
  %v1647 = load i64, ptr %j, align 8
  %add1648 = add i64 %v1647, -1
  %base1649 = sext i64 %add1648 to i128
  %next1650 = add i64 %min63, 1
  store i64 %next1650, ptr %j, align 8
  %v1651 = load i64, ptr %j, align 8
  %add1652 = add i64 %v1651, -1
  store i64 %min63, ptr %j, align 8
  %at_next1653 = sext i64 %add1652 to i128
  %step1654 = sub i128 %at_next1653, %base1649
  %step1655 = trunc i128 %step1654 to i64
  %step1656 = sext i64 %step1655 to i128
  %len1657 = sub i64 %dim26, %min63
  %span1658 = sub i64 %len1657, 1
  %span1659 = sext i64 %span1658 to i128
  %reach1660 = mul i128 %step1656, %span1659
  %c1661 = icmp slt i128 %reach1660, 0
  %min1662 = select i1 %c1661, i128 %reach1660, i128 0
  %c1663 = icmp sgt i128 %reach1660, 0
  %max1664 = select i1 %c1663, i128 %reach1660, i128 0
  %least1665 = add i128 %base1649, %min1662
  %most1666 = add i128 %base1649, %max1664
  %fits_low1667 = icmp sge i128 %least1665, -9223372036854775808
  %fits_high1668 = icmp sle i128 %most1666, 9223372036854775807
  %fits1669 = and i1 %fits_low1667, %fits_high1668
  %least1670 = select i1 %fits1669, i128 %least1665, i128 -9223372036854775808
  %most1671 = select i1 %fits1669, i128 %most1666, i128 9223372036854775807
  %sub1672 = sub i64 %dim26, 1
  %base1673 = sext i64 %sub1672 to i128
  %fits_low1674 = icmp sge i128 %base1673, -9223372036854775808
  %fits_high1675 = icmp sle i128 %base1673, 9223372036854775807
  %fits1676 = and i1 %fits_low1674, %fits_high1675
  %least1677 = select i1 %fits1676, i128 %base1673, i128 -9223372036854775808
  %most1678 = select i1 %fits1676, i128 %base1673, i128 9223372036854775807
  %c1679 = icmp slt i128 %least1670, %least1677
  %min1680 = select i1 %c1679, i128 %least1670, i128 %least1677
  %c1681 = icmp slt i128 %most1671, %most1678
  %min1682 = select i1 %c1681, i128 %most1671, i128 %most1678
  %c1683 = icmp sgt i128 0, %min1680
  %max1684 = select i1 %c1683, i128 0, i128 %min1680
  %c1685 = icmp sgt i128 0, %min1682
  %max1686 = select i1 %c1685, i128 0, i128 %min1682
  %extent1687 = sext i64 %dim26 to i128
  %low_ok1688 = icmp sge i128 %max1684, 0
  %high_ok1689 = icmp slt i128 %max1686, %extent1687
  %ok1690 = and i1 %ok1646, %low_ok1688
  %ok1691 = and i1 %ok1690, %high_ok1689
  %v1692 = load i64, ptr %j, align 8
  %add1693 = add i64 %v1692, 0
  %base1694 = sext i64 %add1693 to i128
  %next1695 = add i64 %min63, 1
  store i64 %next1695, ptr %j, align 8
  %v1696 = load i64, ptr %j, align 8
  %add1697 = add i64 %v1696, 0
  store i64 %min63, ptr %j, align 8
  %at_next1698 = sext i64 %add1697 to i128
  %step1699 = sub i128 %at_next1698, %base1694
  %step1700 = trunc i128 %step1699 to i64
  %step1701 = sext i64 %step1700 to i128
  %len1702 = sub i64 %dim26, %min63
  %span1703 = sub i64 %len1702, 1
  %span1704 = sext i64 %span1703 to i128
  %reach1705 = mul i128 %step1701, %span1704
  %c1706 = icmp slt i128 %reach1705, 0
  %min1707 = select i1 %c1706, i128 %reach1705, i128 0
  %c1708 = icmp sgt i128 %reach1705, 0
  %max1709 = select i1 %c1708, i128 %reach1705, i128 0
  %least1710 = add i128 %base1694, %min1707
  %most1711 = add i128 %base1694, %max1709
  %fits_low1712 = icmp sge i128 %least1710, -9223372036854775808
  %fits_high1713 = icmp sle i128 %most1711, 9223372036854775807
  %fits1714 = and i1 %fits_low1712, %fits_high1713
  %least1715 = select i1 %fits1714, i128 %least1710, i128 -9223372036854775808
  %most1716 = select i1 %fits1714, i128 %most1711, i128 9223372036854775807
  %sub1717 = sub i64 %dim26, 1
  %base1718 = sext i64 %sub1717 to i128
  %fits_low1719 = icmp sge i128 %base1718, -9223372036854775808
  %fits_high1720 = icmp sle i128 %base1718, 9223372036854775807
  %fits1721 = and i1 %fits_low1719, %fits_high1720
  %least1722 = select i1 %fits1721, i128 %base1718, i128 -9223372036854775808
  %most1723 = select i1 %fits1721, i128 %base1718, i128 9223372036854775807
  %c1724 = icmp slt i128 %least1715, %least1722
  %min1725 = select i1 %c1724, i128 %least1715, i128 %least1722
  %c1726 = icmp slt i128 %most1716, %most1723
  %min1727 = select i1 %c1726, i128 %most1716, i128 %most1723
  %c1728 = icmp sgt i128 0, %min1725
  %max1729 = select i1 %c1728, i128 0, i128 %min1725
  %c1730 = icmp sgt i128 0, %min1727
  %max1731 = select i1 %c1730, i128 0, i128 %min1727
  %extent1732 = sext i64 %dim26 to i128
  %low_ok1733 = icmp sge i128 %max1729, 0
  %high_ok1734 = icmp slt i128 %max1731, %extent1732
  %ok1735 = and i1 %ok1691, %low_ok1733
  %ok1736 = and i1 %ok1735, %high_ok1734
  %v1737 = load i64, ptr %j, align 8
  %add1738 = add i64 %v1737, 1
  %base1739 = sext i64 %add1738 to i128
  %next1740 = add i64 %min63, 1
  store i64 %next1740, ptr %j, align 8
  %v1741 = load i64, ptr %j, align 8
  %add1742 = add i64 %v1741, 1
  store i64 %min63, ptr %j, align 8
  %at_next1743 = sext i64 %add1742 to i128
  %step1744 = sub i128 %at_next1743, %base1739
  %step1745 = trunc i128 %step1744 to i64
  %step1746 = sext i64 %step1745 to i128
  %len1747 = sub i64 %dim26, %min63
  %span1748 = sub i64 %len1747, 1
  %span1749 = sext i64 %span1748 to i128
  %reach1750 = mul i128 %step1746, %span1749
  %c1751 = icmp slt i128 %reach1750, 0
  %min1752 = select i1 %c1751, i128 %reach1750, i128 0
  %c1753 = icmp sgt i128 %reach1750, 0
  %max1754 = select i1 %c1753, i128 %reach1750, i128 0
  %least1755 = add i128 %base1739, %min1752
  %most1756 = add i128 %base1739, %max1754
  %fits_low1757 = icmp sge i128 %least1755, -9223372036854775808
  %fits_high1758 = icmp sle i128 %most1756, 9223372036854775807
  %fits1759 = and i1 %fits_low1757, %fits_high1758
  %least1760 = select i1 %fits1759, i128 %least1755, i128 -9223372036854775808
  %most1761 = select i1 %fits1759, i128 %most1756, i128 9223372036854775807
  %sub1762 = sub i64 %dim26, 1
  %base1763 = sext i64 %sub1762 to i128
  %fits_low1764 = icmp sge i128 %base1763, -9223372036854775808
  %fits_high1765 = icmp sle i128 %base1763, 9223372036854775807
  %fits1766 = and i1 %fits_low1764, %fits_high1765
  %least1767 = select i1 %fits1766, i128 %base1763, i128 -9223372036854775808
  %most1768 = select i1 %fits1766, i128 %base1763, i128 9223372036854775807
  %c1769 = icmp slt i128 %least1760, %least1767
  %min1770 = select i1 %c1769, i128 %least1760, i128 %least1767
  %c1771 = icmp slt i128 %most1761, %most1768
  %min1772 = select i1 %c1771, i128 %most1761, i128 %most1768
  %c1773 = icmp sgt i128 0, %min1770
  %max1774 = select i1 %c1773, i128 0, i128 %min1770
  %c1775 = icmp sgt i128 0, %min1772
  %max1776 = select i1 %c1775, i128 0, i128 %min1772
  %extent1777 = sext i64 %dim26 to i128
  %low_ok1778 = icmp sge i128 %max1774, 0
  %high_ok1779 = icmp slt i128 %max1776, %extent1777
  %ok1780 = and i1 %ok1736, %low_ok1778
  %ok1781 = and i1 %ok1780, %high_ok1779
  %v1782 = load i64, ptr %i, align 8
  %add1783 = add i64 %v1782, 0
  %sub1784 = sub i64 %dim, 1
  %c1785 = icmp slt i64 %add1783, %sub1784
  %mm1786 = select i1 %c1785, i64 %add1783, i64 %sub1784
  %c1787 = icmp sgt i64 0, %mm1786
  %mm1788 = select i1 %c1787, i64 0, i64 %mm1786
  %base1789 = sext i64 %mm1788 to i128
  %fits_low1790 = icmp sge i128 %base1789, -9223372036854775808
  %fits_high1791 = icmp sle i128 %base1789, 9223372036854775807
  %fits1792 = and i1 %fits_low1790, %fits_high1791
  %least1793 = select i1 %fits1792, i128 %base1789, i128 -9223372036854775808
  %most1794 = select i1 %fits1792, i128 %base1789, i128 9223372036854775807
  %extent1795 = sext i64 %dim to i128
  %low_ok1796 = icmp sge i128 %least1793, 0
  %high_ok1797 = icmp slt i128 %most1794, %extent1795
  %ok1798 = and i1 %ok1781, %low_ok1796
  %ok1799 = and i1 %ok1798, %high_ok1797
  %v1800 = load i64, ptr %i, align 8
  %add1801 = add i64 %v1800, 1
  %sub1802 = sub i64 %dim, 1
  %c1803 = icmp slt i64 %add1801, %sub1802
  %mm1804 = select i1 %c1803, i64 %add1801, i64 %sub1802
  %c1805 = icmp sgt i64 0, %mm1804
  %mm1806 = select i1 %c1805, i64 0, i64 %mm1804
  %base1807 = sext i64 %mm1806 to i128
  %fits_low1808 = icmp sge i128 %base1807, -9223372036854775808
  %fits_high1809 = icmp sle i128 %base1807, 9223372036854775807
  %fits1810 = and i1 %fits_low1808, %fits_high1809
  %least1811 = select i1 %fits1810, i128 %base1807, i128 -9223372036854775808
  %most1812 = select i1 %fits1810, i128 %base1807, i128 9223372036854775807
  %extent1813 = sext i64 %dim to i128
  %low_ok1814 = icmp sge i128 %least1811, 0
  %high_ok1815 = icmp slt i128 %most1812, %extent1813
  %ok1816 = and i1 %ok1799, %low_ok1814
  %ok1817 = and i1 %ok1816, %high_ok1815
  br i1 %ok1817, label %proved1818, label %checked1819

loop1074:                                         ; preds = %body1075, %proved1071
  %i1077 = load i64, ptr %j, align 8
  %more1078 = icmp slt i64 %i1077, %min63
  br i1 %more1078, label %body1075, label %exit1076

body1075:                                         ; preds = %loop1074
  %v1079 = load i64, ptr %i, align 8
  %add1080 = add i64 %v1079, -1
  %sub1081 = sub i64 %dim, 1
  %c1082 = icmp slt i64 %add1080, %sub1081
  %mm1083 = select i1 %c1082, i64 %add1080, i64 %sub1081
  %c1084 = icmp sgt i64 0, %mm1083
  %mm1085 = select i1 %c1084, i64 0, i64 %mm1083
  %j1086 = load i64, ptr %j, align 8
  %tap = add i64 %j1086, -1
  %pos1087 = mul i64 0, %dim
  %pos1088 = add i64 %pos1087, %mm1085
  %pos1089 = mul i64 %pos1088, %dim26
  %pos1090 = add i64 %pos1089, %tap
  %elp1091 = getelementptr inbounds float, ptr %buf, i64 %pos1090
  %el1092 = load float, ptr %elp1091, align 4, !alias.scope !14, !noalias !28
  store float %el1092, ptr %coef_68, align 4
  %v1093 = load i64, ptr %i, align 8
  %add1094 = add i64 %v1093, -1
  %sub1095 = sub i64 %dim, 1
  %c1096 = icmp slt i64 %add1094, %sub1095
  %mm1097 = select i1 %c1096, i64 %add1094, i64 %sub1095
  %c1098 = icmp sgt i64 0, %mm1097
  %mm1099 = select i1 %c1098, i64 0, i64 %mm1097
  %j1100 = load i64, ptr %j, align 8
  %tap1101 = add i64 %j1100, 0
  %pos1102 = mul i64 0, %dim
  %pos1103 = add i64 %pos1102, %mm1099
  %pos1104 = mul i64 %pos1103, %dim26
  %pos1105 = add i64 %pos1104, %tap1101
  %elp1106 = getelementptr inbounds float, ptr %buf, i64 %pos1105
  %el1107 = load float, ptr %elp1106, align 4, !alias.scope !14, !noalias !28
  store float %el1107, ptr %coef_69, align 4
  %v1108 = load i64, ptr %i, align 8
  %add1109 = add i64 %v1108, -1
  %sub1110 = sub i64 %dim, 1
  %c1111 = icmp slt i64 %add1109, %sub1110
  %mm1112 = select i1 %c1111, i64 %add1109, i64 %sub1110
  %c1113 = icmp sgt i64 0, %mm1112
  %mm1114 = select i1 %c1113, i64 0, i64 %mm1112
  %j1115 = load i64, ptr %j, align 8
  %tap1116 = add i64 %j1115, 1
  %pos1117 = mul i64 0, %dim
  %pos1118 = add i64 %pos1117, %mm1114
  %pos1119 = mul i64 %pos1118, %dim26
  %pos1120 = add i64 %pos1119, %tap1116
  %elp1121 = getelementptr inbounds float, ptr %buf, i64 %pos1120
  %el1122 = load float, ptr %elp1121, align 4, !alias.scope !14, !noalias !28
  store float %el1122, ptr %coef_70, align 4
  %v1123 = load i64, ptr %i, align 8
  %add1124 = add i64 %v1123, 0
  %sub1125 = sub i64 %dim, 1
  %c1126 = icmp slt i64 %add1124, %sub1125
  %mm1127 = select i1 %c1126, i64 %add1124, i64 %sub1125
  %c1128 = icmp sgt i64 0, %mm1127
  %mm1129 = select i1 %c1128, i64 0, i64 %mm1127
  %j1130 = load i64, ptr %j, align 8
  %tap1131 = add i64 %j1130, -1
  %pos1132 = mul i64 0, %dim
  %pos1133 = add i64 %pos1132, %mm1129
  %pos1134 = mul i64 %pos1133, %dim26
  %pos1135 = add i64 %pos1134, %tap1131
  %elp1136 = getelementptr inbounds float, ptr %buf, i64 %pos1135
  %el1137 = load float, ptr %elp1136, align 4, !alias.scope !14, !noalias !28
  store float %el1137, ptr %coef_71, align 4
  %v1138 = load i64, ptr %i, align 8
  %add1139 = add i64 %v1138, 0
  %sub1140 = sub i64 %dim, 1
  %c1141 = icmp slt i64 %add1139, %sub1140
  %mm1142 = select i1 %c1141, i64 %add1139, i64 %sub1140
  %c1143 = icmp sgt i64 0, %mm1142
  %mm1144 = select i1 %c1143, i64 0, i64 %mm1142
  %j1145 = load i64, ptr %j, align 8
  %tap1146 = add i64 %j1145, 0
  %pos1147 = mul i64 0, %dim
  %pos1148 = add i64 %pos1147, %mm1144
  %pos1149 = mul i64 %pos1148, %dim26
  %pos1150 = add i64 %pos1149, %tap1146
  %elp1151 = getelementptr inbounds float, ptr %buf, i64 %pos1150
  %el1152 = load float, ptr %elp1151, align 4, !alias.scope !14, !noalias !28
  store float %el1152, ptr %coef_72, align 4
  %v1153 = load i64, ptr %i, align 8
  %add1154 = add i64 %v1153, 0
  %sub1155 = sub i64 %dim, 1
  %c1156 = icmp slt i64 %add1154, %sub1155
  %mm1157 = select i1 %c1156, i64 %add1154, i64 %sub1155
  %c1158 = icmp sgt i64 0, %mm1157
  %mm1159 = select i1 %c1158, i64 0, i64 %mm1157
  %j1160 = load i64, ptr %j, align 8
  %tap1161 = add i64 %j1160, 1
  %pos1162 = mul i64 0, %dim
  %pos1163 = add i64 %pos1162, %mm1159
  %pos1164 = mul i64 %pos1163, %dim26
  %pos1165 = add i64 %pos1164, %tap1161
  %elp1166 = getelementptr inbounds float, ptr %buf, i64 %pos1165
  %el1167 = load float, ptr %elp1166, align 4, !alias.scope !14, !noalias !28
  store float %el1167, ptr %coef_73, align 4
  %v1168 = load i64, ptr %i, align 8
  %add1169 = add i64 %v1168, 1
  %sub1170 = sub i64 %dim, 1
  %c1171 = icmp slt i64 %add1169, %sub1170
  %mm1172 = select i1 %c1171, i64 %add1169, i64 %sub1170
  %c1173 = icmp sgt i64 0, %mm1172
  %mm1174 = select i1 %c1173, i64 0, i64 %mm1172
  %j1175 = load i64, ptr %j, align 8
  %tap1176 = add i64 %j1175, -1
  %pos1177 = mul i64 0, %dim
  %pos1178 = add i64 %pos1177, %mm1174
  %pos1179 = mul i64 %pos1178, %dim26
  %pos1180 = add i64 %pos1179, %tap1176
  %elp1181 = getelementptr inbounds float, ptr %buf, i64 %pos1180
  %el1182 = load float, ptr %elp1181, align 4, !alias.scope !14, !noalias !28
  store float %el1182, ptr %coef_74, align 4
  %v1183 = load i64, ptr %i, align 8
  %add1184 = add i64 %v1183, 1
  %sub1185 = sub i64 %dim, 1
  %c1186 = icmp slt i64 %add1184, %sub1185
  %mm1187 = select i1 %c1186, i64 %add1184, i64 %sub1185
  %c1188 = icmp sgt i64 0, %mm1187
  %mm1189 = select i1 %c1188, i64 0, i64 %mm1187
  %j1190 = load i64, ptr %j, align 8
  %tap1191 = add i64 %j1190, 0
  %pos1192 = mul i64 0, %dim
  %pos1193 = add i64 %pos1192, %mm1189
  %pos1194 = mul i64 %pos1193, %dim26
  %pos1195 = add i64 %pos1194, %tap1191
  %elp1196 = getelementptr inbounds float, ptr %buf, i64 %pos1195
  %el1197 = load float, ptr %elp1196, align 4, !alias.scope !14, !noalias !28
  store float %el1197, ptr %coef_75, align 4
  %v1198 = load i64, ptr %i, align 8
  %add1199 = add i64 %v1198, 1
  %sub1200 = sub i64 %dim, 1
  %c1201 = icmp slt i64 %add1199, %sub1200
  %mm1202 = select i1 %c1201, i64 %add1199, i64 %sub1200
  %c1203 = icmp sgt i64 0, %mm1202
  %mm1204 = select i1 %c1203, i64 0, i64 %mm1202
  %j1205 = load i64, ptr %j, align 8
  %tap1206 = add i64 %j1205, 1
  %pos1207 = mul i64 0, %dim
  %pos1208 = add i64 %pos1207, %mm1204
  %pos1209 = mul i64 %pos1208, %dim26
  %pos1210 = add i64 %pos1209, %tap1206
  %elp1211 = getelementptr inbounds float, ptr %buf, i64 %pos1210
  %el1212 = load float, ptr %elp1211, align 4, !alias.scope !14, !noalias !28
  store float %el1212, ptr %coef_76, align 4
  %v1213 = load i64, ptr %i, align 8
  %v1214 = load i64, ptr %j, align 8
  %pos1215 = mul i64 0, %dim3
  %pos1216 = add i64 %pos1215, %v1213
  %pos1217 = mul i64 %pos1216, %dim28
  %pos1218 = add i64 %pos1217, %v1214
  %elp1219 = getelementptr inbounds float, ptr %buf422, i64 %pos1218
  %el1220 = load float, ptr %elp1219, align 4, !alias.scope !16, !noalias !29
  store float %el1220, ptr %j0_80, align 4
  %v1221 = load i64, ptr %i, align 8
  %v1222 = load i64, ptr %j, align 8
  %pos1223 = mul i64 0, %dim8
  %pos1224 = add i64 %pos1223, %v1221
  %pos1225 = mul i64 %pos1224, %dim37
  %pos1226 = add i64 %pos1225, %v1222
  %elp1227 = getelementptr inbounds float, ptr %buf432, i64 %pos1226
  %el1228 = load float, ptr %elp1227, align 4, !alias.scope !18, !noalias !30
  %fldp1229 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  store float %el1228, ptr %fldp1229, align 4
  %elp1230 = getelementptr inbounds float, ptr %buf436, i64 %pos1226
  %el1231 = load float, ptr %elp1230, align 4, !alias.scope !20, !noalias !31
  %fldp1232 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  store float %el1231, ptr %fldp1232, align 4
  %elp1233 = getelementptr inbounds float, ptr %buf441, i64 %pos1226
  %el1234 = load float, ptr %elp1233, align 4, !alias.scope !22, !noalias !32
  %fldp1235 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  store float %el1234, ptr %fldp1235, align 4
  %elp1236 = getelementptr inbounds float, ptr %buf446, i64 %pos1226
  %el1237 = load float, ptr %elp1236, align 4, !alias.scope !24, !noalias !33
  %fldp1238 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  store float %el1237, ptr %fldp1238, align 4
  %fldp1239 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fldp1240 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fld1241 = load float, ptr %fldp1240, align 4
  store float %fld1241, ptr %tup_83.0, align 4
  %fldp1242 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fldp1243 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fld1244 = load float, ptr %fldp1243, align 4
  store float %fld1244, ptr %tup_83.1, align 4
  %fldp1245 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fldp1246 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fld1247 = load float, ptr %fldp1246, align 4
  store float %fld1247, ptr %tup_83.2, align 4
  %fldp1248 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fldp1249 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fld1250 = load float, ptr %fldp1249, align 4
  store float %fld1250, ptr %tup_83.3, align 4
  %v1251 = load float, ptr %j0_80, align 4
  %v1252 = load float, ptr %coef_72, align 4
  %v1253 = load float, ptr %tup_83.0, align 4
  %fm1254 = fmul float %v1252, %v1253
  %v1255 = load float, ptr %coef_75, align 4
  %v1256 = load float, ptr %tup_83.1, align 4
  %fm1257 = fmul float %v1255, %v1256
  %fa1258 = fadd float %fm1254, %fm1257
  %v1259 = load float, ptr %coef_72, align 4
  %v1260 = load float, ptr %tup_83.2, align 4
  %fm1261 = fmul float %v1259, %v1260
  %fa1262 = fadd float %fa1258, %fm1261
  %v1263 = load float, ptr %coef_73, align 4
  %v1264 = load float, ptr %tup_83.3, align 4
  %fm1265 = fmul float %v1263, %v1264
  %fa1266 = fadd float %fa1262, %fm1265
  %fm1267 = fmul float 1.250000e-01, %fa1266
  %fa1268 = fadd float %v1251, %fm1267
  store float %fa1268, ptr %next_77, align 4
  %v1269 = load i64, ptr %i, align 8
  %v1270 = load i64, ptr %j, align 8
  %pos1271 = mul i64 0, %dim3
  %pos1272 = add i64 %pos1271, %v1269
  %pos1273 = mul i64 %pos1272, %dim28
  %pos1274 = add i64 %pos1273, %v1270
  %v1275 = load float, ptr %next_77, align 4
  %elp1276 = getelementptr inbounds float, ptr %buf485, i64 %pos1274
  store float %v1275, ptr %elp1276, align 4, !alias.scope !26, !noalias !34
  %v1277 = load float, ptr %next_77, align 4
  %v1278 = load float, ptr %next_77, align 4
  %fm1279 = fmul float %v1277, %v1278
  store float %fm1279, ptr %sq2_92.1, align 4
  %v1280 = load float, ptr %acc_rows2_96.0, align 4
  %v1281 = load float, ptr %next_77, align 4
  %fa1282 = fadd reassoc float %v1280, %v1281
  store float %fa1282, ptr %acc_rows2_96.0, align 4
  %v1283 = load float, ptr %acc_rows2_96.1, align 4
  %v1284 = load float, ptr %sq2_92.1, align 4
  %fa1285 = fadd reassoc float %v1283, %v1284
  store float %fa1285, ptr %acc_rows2_96.1, align 4
  %i1286 = load i64, ptr %j, align 8
  %next1287 = add i64 %i1286, 1
  store i64 %next1287, ptr %j, align 8
  br label %loop1074

exit1076:                                         ; preds = %loop1074
  br label %versions_done1073

loop1288:                                         ; preds = %ok1545, %checked1072
  %i1291 = load i64, ptr %j, align 8
  %more1292 = icmp slt i64 %i1291, %min63
  br i1 %more1292, label %body1289, label %exit1290

body1289:                                         ; preds = %loop1288
  %v1293 = load i64, ptr %i, align 8
  %add1294 = add i64 %v1293, -1
  %sub1295 = sub i64 %dim, 1
  %c1296 = icmp slt i64 %add1294, %sub1295
  %mm1297 = select i1 %c1296, i64 %add1294, i64 %sub1295
  %c1298 = icmp sgt i64 0, %mm1297
  %mm1299 = select i1 %c1298, i64 0, i64 %mm1297
  %j1300 = load i64, ptr %j, align 8
  %tap1301 = add i64 %j1300, -1
  %inb1302 = icmp ult i64 %mm1299, %dim
  br i1 %inb1302, label %ok1304, label %fail1303

exit1290:                                         ; preds = %loop1288
  br label %versions_done1073

fail1303:                                         ; preds = %body1289
  %errp1305 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1305, align 8
  %errp1306 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1306, align 8
  %errp1307 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1299, ptr %errp1307, align 8
  %errp1308 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1308, align 8
  ret i32 1

ok1304:                                           ; preds = %body1289
  %pos1309 = mul i64 0, %dim
  %pos1310 = add i64 %pos1309, %mm1299
  %inb1311 = icmp ult i64 %tap1301, %dim26
  br i1 %inb1311, label %ok1313, label %fail1312

fail1312:                                         ; preds = %ok1304
  %errp1314 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1314, align 8
  %errp1315 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1315, align 8
  %errp1316 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1301, ptr %errp1316, align 8
  %errp1317 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1317, align 8
  ret i32 1

ok1313:                                           ; preds = %ok1304
  %pos1318 = mul i64 %pos1310, %dim26
  %pos1319 = add i64 %pos1318, %tap1301
  %elp1320 = getelementptr inbounds float, ptr %buf, i64 %pos1319
  %el1321 = load float, ptr %elp1320, align 4, !alias.scope !14, !noalias !28
  store float %el1321, ptr %coef_68, align 4
  %v1322 = load i64, ptr %i, align 8
  %add1323 = add i64 %v1322, -1
  %sub1324 = sub i64 %dim, 1
  %c1325 = icmp slt i64 %add1323, %sub1324
  %mm1326 = select i1 %c1325, i64 %add1323, i64 %sub1324
  %c1327 = icmp sgt i64 0, %mm1326
  %mm1328 = select i1 %c1327, i64 0, i64 %mm1326
  %j1329 = load i64, ptr %j, align 8
  %tap1330 = add i64 %j1329, 0
  %inb1331 = icmp ult i64 %mm1328, %dim
  br i1 %inb1331, label %ok1333, label %fail1332

fail1332:                                         ; preds = %ok1313
  %errp1334 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1334, align 8
  %errp1335 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1335, align 8
  %errp1336 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1328, ptr %errp1336, align 8
  %errp1337 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1337, align 8
  ret i32 1

ok1333:                                           ; preds = %ok1313
  %pos1338 = mul i64 0, %dim
  %pos1339 = add i64 %pos1338, %mm1328
  %inb1340 = icmp ult i64 %tap1330, %dim26
  br i1 %inb1340, label %ok1342, label %fail1341

fail1341:                                         ; preds = %ok1333
  %errp1343 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1343, align 8
  %errp1344 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1344, align 8
  %errp1345 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1330, ptr %errp1345, align 8
  %errp1346 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1346, align 8
  ret i32 1

ok1342:                                           ; preds = %ok1333
  %pos1347 = mul i64 %pos1339, %dim26
  %pos1348 = add i64 %pos1347, %tap1330
  %elp1349 = getelementptr inbounds float, ptr %buf, i64 %pos1348
  %el1350 = load float, ptr %elp1349, align 4, !alias.scope !14, !noalias !28
  store float %el1350, ptr %coef_69, align 4
  %v1351 = load i64, ptr %i, align 8
  %add1352 = add i64 %v1351, -1
  %sub1353 = sub i64 %dim, 1
  %c1354 = icmp slt i64 %add1352, %sub1353
  %mm1355 = select i1 %c1354, i64 %add1352, i64 %sub1353
  %c1356 = icmp sgt i64 0, %mm1355
  %mm1357 = select i1 %c1356, i64 0, i64 %mm1355
  %j1358 = load i64, ptr %j, align 8
  %tap1359 = add i64 %j1358, 1
  %inb1360 = icmp ult i64 %mm1357, %dim
  br i1 %inb1360, label %ok1362, label %fail1361

fail1361:                                         ; preds = %ok1342
  %errp1363 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1363, align 8
  %errp1364 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1364, align 8
  %errp1365 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1357, ptr %errp1365, align 8
  %errp1366 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1366, align 8
  ret i32 1

ok1362:                                           ; preds = %ok1342
  %pos1367 = mul i64 0, %dim
  %pos1368 = add i64 %pos1367, %mm1357
  %inb1369 = icmp ult i64 %tap1359, %dim26
  br i1 %inb1369, label %ok1371, label %fail1370

fail1370:                                         ; preds = %ok1362
  %errp1372 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1372, align 8
  %errp1373 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1373, align 8
  %errp1374 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1359, ptr %errp1374, align 8
  %errp1375 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1375, align 8
  ret i32 1

ok1371:                                           ; preds = %ok1362
  %pos1376 = mul i64 %pos1368, %dim26
  %pos1377 = add i64 %pos1376, %tap1359
  %elp1378 = getelementptr inbounds float, ptr %buf, i64 %pos1377
  %el1379 = load float, ptr %elp1378, align 4, !alias.scope !14, !noalias !28
  store float %el1379, ptr %coef_70, align 4
  %v1380 = load i64, ptr %i, align 8
  %add1381 = add i64 %v1380, 0
  %sub1382 = sub i64 %dim, 1
  %c1383 = icmp slt i64 %add1381, %sub1382
  %mm1384 = select i1 %c1383, i64 %add1381, i64 %sub1382
  %c1385 = icmp sgt i64 0, %mm1384
  %mm1386 = select i1 %c1385, i64 0, i64 %mm1384
  %j1387 = load i64, ptr %j, align 8
  %tap1388 = add i64 %j1387, -1
  %inb1389 = icmp ult i64 %mm1386, %dim
  br i1 %inb1389, label %ok1391, label %fail1390

fail1390:                                         ; preds = %ok1371
  %errp1392 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1392, align 8
  %errp1393 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1393, align 8
  %errp1394 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1386, ptr %errp1394, align 8
  %errp1395 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1395, align 8
  ret i32 1

ok1391:                                           ; preds = %ok1371
  %pos1396 = mul i64 0, %dim
  %pos1397 = add i64 %pos1396, %mm1386
  %inb1398 = icmp ult i64 %tap1388, %dim26
  br i1 %inb1398, label %ok1400, label %fail1399

fail1399:                                         ; preds = %ok1391
  %errp1401 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1401, align 8
  %errp1402 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1402, align 8
  %errp1403 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1388, ptr %errp1403, align 8
  %errp1404 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1404, align 8
  ret i32 1

ok1400:                                           ; preds = %ok1391
  %pos1405 = mul i64 %pos1397, %dim26
  %pos1406 = add i64 %pos1405, %tap1388
  %elp1407 = getelementptr inbounds float, ptr %buf, i64 %pos1406
  %el1408 = load float, ptr %elp1407, align 4, !alias.scope !14, !noalias !28
  store float %el1408, ptr %coef_71, align 4
  %v1409 = load i64, ptr %i, align 8
  %add1410 = add i64 %v1409, 0
  %sub1411 = sub i64 %dim, 1
  %c1412 = icmp slt i64 %add1410, %sub1411
  %mm1413 = select i1 %c1412, i64 %add1410, i64 %sub1411
  %c1414 = icmp sgt i64 0, %mm1413
  %mm1415 = select i1 %c1414, i64 0, i64 %mm1413
  %j1416 = load i64, ptr %j, align 8
  %tap1417 = add i64 %j1416, 0
  %inb1418 = icmp ult i64 %mm1415, %dim
  br i1 %inb1418, label %ok1420, label %fail1419

fail1419:                                         ; preds = %ok1400
  %errp1421 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1421, align 8
  %errp1422 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1422, align 8
  %errp1423 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1415, ptr %errp1423, align 8
  %errp1424 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1424, align 8
  ret i32 1

ok1420:                                           ; preds = %ok1400
  %pos1425 = mul i64 0, %dim
  %pos1426 = add i64 %pos1425, %mm1415
  %inb1427 = icmp ult i64 %tap1417, %dim26
  br i1 %inb1427, label %ok1429, label %fail1428

fail1428:                                         ; preds = %ok1420
  %errp1430 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1430, align 8
  %errp1431 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1431, align 8
  %errp1432 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1417, ptr %errp1432, align 8
  %errp1433 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1433, align 8
  ret i32 1

ok1429:                                           ; preds = %ok1420
  %pos1434 = mul i64 %pos1426, %dim26
  %pos1435 = add i64 %pos1434, %tap1417
  %elp1436 = getelementptr inbounds float, ptr %buf, i64 %pos1435
  %el1437 = load float, ptr %elp1436, align 4, !alias.scope !14, !noalias !28
  store float %el1437, ptr %coef_72, align 4
  %v1438 = load i64, ptr %i, align 8
  %add1439 = add i64 %v1438, 0
  %sub1440 = sub i64 %dim, 1
  %c1441 = icmp slt i64 %add1439, %sub1440
  %mm1442 = select i1 %c1441, i64 %add1439, i64 %sub1440
  %c1443 = icmp sgt i64 0, %mm1442
  %mm1444 = select i1 %c1443, i64 0, i64 %mm1442
  %j1445 = load i64, ptr %j, align 8
  %tap1446 = add i64 %j1445, 1
  %inb1447 = icmp ult i64 %mm1444, %dim
  br i1 %inb1447, label %ok1449, label %fail1448

fail1448:                                         ; preds = %ok1429
  %errp1450 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1450, align 8
  %errp1451 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1451, align 8
  %errp1452 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1444, ptr %errp1452, align 8
  %errp1453 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1453, align 8
  ret i32 1

ok1449:                                           ; preds = %ok1429
  %pos1454 = mul i64 0, %dim
  %pos1455 = add i64 %pos1454, %mm1444
  %inb1456 = icmp ult i64 %tap1446, %dim26
  br i1 %inb1456, label %ok1458, label %fail1457

fail1457:                                         ; preds = %ok1449
  %errp1459 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1459, align 8
  %errp1460 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1460, align 8
  %errp1461 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1446, ptr %errp1461, align 8
  %errp1462 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1462, align 8
  ret i32 1

ok1458:                                           ; preds = %ok1449
  %pos1463 = mul i64 %pos1455, %dim26
  %pos1464 = add i64 %pos1463, %tap1446
  %elp1465 = getelementptr inbounds float, ptr %buf, i64 %pos1464
  %el1466 = load float, ptr %elp1465, align 4, !alias.scope !14, !noalias !28
  store float %el1466, ptr %coef_73, align 4
  %v1467 = load i64, ptr %i, align 8
  %add1468 = add i64 %v1467, 1
  %sub1469 = sub i64 %dim, 1
  %c1470 = icmp slt i64 %add1468, %sub1469
  %mm1471 = select i1 %c1470, i64 %add1468, i64 %sub1469
  %c1472 = icmp sgt i64 0, %mm1471
  %mm1473 = select i1 %c1472, i64 0, i64 %mm1471
  %j1474 = load i64, ptr %j, align 8
  %tap1475 = add i64 %j1474, -1
  %inb1476 = icmp ult i64 %mm1473, %dim
  br i1 %inb1476, label %ok1478, label %fail1477

fail1477:                                         ; preds = %ok1458
  %errp1479 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1479, align 8
  %errp1480 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1480, align 8
  %errp1481 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1473, ptr %errp1481, align 8
  %errp1482 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1482, align 8
  ret i32 1

ok1478:                                           ; preds = %ok1458
  %pos1483 = mul i64 0, %dim
  %pos1484 = add i64 %pos1483, %mm1473
  %inb1485 = icmp ult i64 %tap1475, %dim26
  br i1 %inb1485, label %ok1487, label %fail1486

fail1486:                                         ; preds = %ok1478
  %errp1488 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1488, align 8
  %errp1489 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1489, align 8
  %errp1490 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1475, ptr %errp1490, align 8
  %errp1491 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1491, align 8
  ret i32 1

ok1487:                                           ; preds = %ok1478
  %pos1492 = mul i64 %pos1484, %dim26
  %pos1493 = add i64 %pos1492, %tap1475
  %elp1494 = getelementptr inbounds float, ptr %buf, i64 %pos1493
  %el1495 = load float, ptr %elp1494, align 4, !alias.scope !14, !noalias !28
  store float %el1495, ptr %coef_74, align 4
  %v1496 = load i64, ptr %i, align 8
  %add1497 = add i64 %v1496, 1
  %sub1498 = sub i64 %dim, 1
  %c1499 = icmp slt i64 %add1497, %sub1498
  %mm1500 = select i1 %c1499, i64 %add1497, i64 %sub1498
  %c1501 = icmp sgt i64 0, %mm1500
  %mm1502 = select i1 %c1501, i64 0, i64 %mm1500
  %j1503 = load i64, ptr %j, align 8
  %tap1504 = add i64 %j1503, 0
  %inb1505 = icmp ult i64 %mm1502, %dim
  br i1 %inb1505, label %ok1507, label %fail1506

fail1506:                                         ; preds = %ok1487
  %errp1508 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1508, align 8
  %errp1509 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1509, align 8
  %errp1510 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1502, ptr %errp1510, align 8
  %errp1511 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1511, align 8
  ret i32 1

ok1507:                                           ; preds = %ok1487
  %pos1512 = mul i64 0, %dim
  %pos1513 = add i64 %pos1512, %mm1502
  %inb1514 = icmp ult i64 %tap1504, %dim26
  br i1 %inb1514, label %ok1516, label %fail1515

fail1515:                                         ; preds = %ok1507
  %errp1517 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1517, align 8
  %errp1518 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1518, align 8
  %errp1519 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1504, ptr %errp1519, align 8
  %errp1520 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1520, align 8
  ret i32 1

ok1516:                                           ; preds = %ok1507
  %pos1521 = mul i64 %pos1513, %dim26
  %pos1522 = add i64 %pos1521, %tap1504
  %elp1523 = getelementptr inbounds float, ptr %buf, i64 %pos1522
  %el1524 = load float, ptr %elp1523, align 4, !alias.scope !14, !noalias !28
  store float %el1524, ptr %coef_75, align 4
  %v1525 = load i64, ptr %i, align 8
  %add1526 = add i64 %v1525, 1
  %sub1527 = sub i64 %dim, 1
  %c1528 = icmp slt i64 %add1526, %sub1527
  %mm1529 = select i1 %c1528, i64 %add1526, i64 %sub1527
  %c1530 = icmp sgt i64 0, %mm1529
  %mm1531 = select i1 %c1530, i64 0, i64 %mm1529
  %j1532 = load i64, ptr %j, align 8
  %tap1533 = add i64 %j1532, 1
  %inb1534 = icmp ult i64 %mm1531, %dim
  br i1 %inb1534, label %ok1536, label %fail1535

fail1535:                                         ; preds = %ok1516
  %errp1537 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1537, align 8
  %errp1538 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1538, align 8
  %errp1539 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1531, ptr %errp1539, align 8
  %errp1540 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1540, align 8
  ret i32 1

ok1536:                                           ; preds = %ok1516
  %pos1541 = mul i64 0, %dim
  %pos1542 = add i64 %pos1541, %mm1531
  %inb1543 = icmp ult i64 %tap1533, %dim26
  br i1 %inb1543, label %ok1545, label %fail1544

fail1544:                                         ; preds = %ok1536
  %errp1546 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1546, align 8
  %errp1547 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp1547, align 8
  %errp1548 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1533, ptr %errp1548, align 8
  %errp1549 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1549, align 8
  ret i32 1

ok1545:                                           ; preds = %ok1536
  %pos1550 = mul i64 %pos1542, %dim26
  %pos1551 = add i64 %pos1550, %tap1533
  %elp1552 = getelementptr inbounds float, ptr %buf, i64 %pos1551
  %el1553 = load float, ptr %elp1552, align 4, !alias.scope !14, !noalias !28
  store float %el1553, ptr %coef_76, align 4
  %v1554 = load i64, ptr %i, align 8
  %v1555 = load i64, ptr %j, align 8
  %pos1556 = mul i64 0, %dim3
  %pos1557 = add i64 %pos1556, %v1554
  %pos1558 = mul i64 %pos1557, %dim28
  %pos1559 = add i64 %pos1558, %v1555
  %elp1560 = getelementptr inbounds float, ptr %buf422, i64 %pos1559
  %el1561 = load float, ptr %elp1560, align 4, !alias.scope !16, !noalias !29
  store float %el1561, ptr %j0_80, align 4
  %v1562 = load i64, ptr %i, align 8
  %v1563 = load i64, ptr %j, align 8
  %pos1564 = mul i64 0, %dim8
  %pos1565 = add i64 %pos1564, %v1562
  %pos1566 = mul i64 %pos1565, %dim37
  %pos1567 = add i64 %pos1566, %v1563
  %elp1568 = getelementptr inbounds float, ptr %buf432, i64 %pos1567
  %el1569 = load float, ptr %elp1568, align 4, !alias.scope !18, !noalias !30
  %fldp1570 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  store float %el1569, ptr %fldp1570, align 4
  %elp1571 = getelementptr inbounds float, ptr %buf436, i64 %pos1567
  %el1572 = load float, ptr %elp1571, align 4, !alias.scope !20, !noalias !31
  %fldp1573 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  store float %el1572, ptr %fldp1573, align 4
  %elp1574 = getelementptr inbounds float, ptr %buf441, i64 %pos1567
  %el1575 = load float, ptr %elp1574, align 4, !alias.scope !22, !noalias !32
  %fldp1576 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  store float %el1575, ptr %fldp1576, align 4
  %elp1577 = getelementptr inbounds float, ptr %buf446, i64 %pos1567
  %el1578 = load float, ptr %elp1577, align 4, !alias.scope !24, !noalias !33
  %fldp1579 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  store float %el1578, ptr %fldp1579, align 4
  %fldp1580 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fldp1581 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fld1582 = load float, ptr %fldp1581, align 4
  store float %fld1582, ptr %tup_83.0, align 4
  %fldp1583 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fldp1584 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fld1585 = load float, ptr %fldp1584, align 4
  store float %fld1585, ptr %tup_83.1, align 4
  %fldp1586 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fldp1587 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fld1588 = load float, ptr %fldp1587, align 4
  store float %fld1588, ptr %tup_83.2, align 4
  %fldp1589 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fldp1590 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fld1591 = load float, ptr %fldp1590, align 4
  store float %fld1591, ptr %tup_83.3, align 4
  %v1592 = load float, ptr %j0_80, align 4
  %v1593 = load float, ptr %coef_72, align 4
  %v1594 = load float, ptr %tup_83.0, align 4
  %fm1595 = fmul float %v1593, %v1594
  %v1596 = load float, ptr %coef_75, align 4
  %v1597 = load float, ptr %tup_83.1, align 4
  %fm1598 = fmul float %v1596, %v1597
  %fa1599 = fadd float %fm1595, %fm1598
  %v1600 = load float, ptr %coef_72, align 4
  %v1601 = load float, ptr %tup_83.2, align 4
  %fm1602 = fmul float %v1600, %v1601
  %fa1603 = fadd float %fa1599, %fm1602
  %v1604 = load float, ptr %coef_73, align 4
  %v1605 = load float, ptr %tup_83.3, align 4
  %fm1606 = fmul float %v1604, %v1605
  %fa1607 = fadd float %fa1603, %fm1606
  %fm1608 = fmul float 1.250000e-01, %fa1607
  %fa1609 = fadd float %v1592, %fm1608
  store float %fa1609, ptr %next_77, align 4
  %v1610 = load i64, ptr %i, align 8
  %v1611 = load i64, ptr %j, align 8
  %pos1612 = mul i64 0, %dim3
  %pos1613 = add i64 %pos1612, %v1610
  %pos1614 = mul i64 %pos1613, %dim28
  %pos1615 = add i64 %pos1614, %v1611
  %v1616 = load float, ptr %next_77, align 4
  %elp1617 = getelementptr inbounds float, ptr %buf485, i64 %pos1615
  store float %v1616, ptr %elp1617, align 4, !alias.scope !26, !noalias !34
  %v1618 = load float, ptr %next_77, align 4
  %v1619 = load float, ptr %next_77, align 4
  %fm1620 = fmul float %v1618, %v1619
  store float %fm1620, ptr %sq2_92.1, align 4
  %v1621 = load float, ptr %acc_rows2_96.0, align 4
  %v1622 = load float, ptr %next_77, align 4
  %fa1623 = fadd reassoc float %v1621, %v1622
  store float %fa1623, ptr %acc_rows2_96.0, align 4
  %v1624 = load float, ptr %acc_rows2_96.1, align 4
  %v1625 = load float, ptr %sq2_92.1, align 4
  %fa1626 = fadd reassoc float %v1624, %v1625
  store float %fa1626, ptr %acc_rows2_96.1, align 4
  %i1627 = load i64, ptr %j, align 8
  %next1628 = add i64 %i1627, 1
  store i64 %next1628, ptr %j, align 8
  br label %loop1288

proved1818:                                       ; preds = %versions_done1073
  store i64 %min63, ptr %j, align 8
  br label %loop1821

checked1819:                                      ; preds = %versions_done1073
  store i64 %min63, ptr %j, align 8
  br label %loop2081

versions_done1820:                                ; preds = %exit2083, %exit1823
  %v2467 = load float, ptr %acc_tot2_108.0, align 4
  %v2468 = load float, ptr %acc_rows2_96.0, align 4
  %fa2469 = fadd reassoc float %v2467, %v2468
  store float %fa2469, ptr %acc_tot2_108.0, align 4
  %v2470 = load float, ptr %acc_tot2_108.1, align 4
  %v2471 = load float, ptr %acc_rows2_96.1, align 4
  %fa2472 = fadd reassoc float %v2470, %v2471
  store float %fa2472, ptr %acc_tot2_108.1, align 4
  %i2473 = load i64, ptr %i, align 8
  %next2474 = add i64 %i2473, 1
  store i64 %next2474, ptr %i, align 8
  br label %loop

loop1821:                                         ; preds = %body1822, %proved1818
  %i1824 = load i64, ptr %j, align 8
  %more1825 = icmp slt i64 %i1824, %dim26
  br i1 %more1825, label %body1822, label %exit1823

body1822:                                         ; preds = %loop1821
  %v1826 = load i64, ptr %i, align 8
  %add1827 = add i64 %v1826, -1
  %sub1828 = sub i64 %dim, 1
  %c1829 = icmp slt i64 %add1827, %sub1828
  %mm1830 = select i1 %c1829, i64 %add1827, i64 %sub1828
  %c1831 = icmp sgt i64 0, %mm1830
  %mm1832 = select i1 %c1831, i64 0, i64 %mm1830
  %v1833 = load i64, ptr %j, align 8
  %add1834 = add i64 %v1833, -1
  %sub1835 = sub i64 %dim26, 1
  %c1836 = icmp slt i64 %add1834, %sub1835
  %mm1837 = select i1 %c1836, i64 %add1834, i64 %sub1835
  %c1838 = icmp sgt i64 0, %mm1837
  %mm1839 = select i1 %c1838, i64 0, i64 %mm1837
  %pos1840 = mul i64 0, %dim
  %pos1841 = add i64 %pos1840, %mm1832
  %pos1842 = mul i64 %pos1841, %dim26
  %pos1843 = add i64 %pos1842, %mm1839
  %elp1844 = getelementptr inbounds float, ptr %buf, i64 %pos1843
  %el1845 = load float, ptr %elp1844, align 4, !alias.scope !14, !noalias !28
  store float %el1845, ptr %coef_68, align 4
  %v1846 = load i64, ptr %i, align 8
  %add1847 = add i64 %v1846, -1
  %sub1848 = sub i64 %dim, 1
  %c1849 = icmp slt i64 %add1847, %sub1848
  %mm1850 = select i1 %c1849, i64 %add1847, i64 %sub1848
  %c1851 = icmp sgt i64 0, %mm1850
  %mm1852 = select i1 %c1851, i64 0, i64 %mm1850
  %v1853 = load i64, ptr %j, align 8
  %add1854 = add i64 %v1853, 0
  %sub1855 = sub i64 %dim26, 1
  %c1856 = icmp slt i64 %add1854, %sub1855
  %mm1857 = select i1 %c1856, i64 %add1854, i64 %sub1855
  %c1858 = icmp sgt i64 0, %mm1857
  %mm1859 = select i1 %c1858, i64 0, i64 %mm1857
  %pos1860 = mul i64 0, %dim
  %pos1861 = add i64 %pos1860, %mm1852
  %pos1862 = mul i64 %pos1861, %dim26
  %pos1863 = add i64 %pos1862, %mm1859
  %elp1864 = getelementptr inbounds float, ptr %buf, i64 %pos1863
  %el1865 = load float, ptr %elp1864, align 4, !alias.scope !14, !noalias !28
  store float %el1865, ptr %coef_69, align 4
  %v1866 = load i64, ptr %i, align 8
  %add1867 = add i64 %v1866, -1
  %sub1868 = sub i64 %dim, 1
  %c1869 = icmp slt i64 %add1867, %sub1868
  %mm1870 = select i1 %c1869, i64 %add1867, i64 %sub1868
  %c1871 = icmp sgt i64 0, %mm1870
  %mm1872 = select i1 %c1871, i64 0, i64 %mm1870
  %v1873 = load i64, ptr %j, align 8
  %add1874 = add i64 %v1873, 1
  %sub1875 = sub i64 %dim26, 1
  %c1876 = icmp slt i64 %add1874, %sub1875
  %mm1877 = select i1 %c1876, i64 %add1874, i64 %sub1875
  %c1878 = icmp sgt i64 0, %mm1877
  %mm1879 = select i1 %c1878, i64 0, i64 %mm1877
  %pos1880 = mul i64 0, %dim
  %pos1881 = add i64 %pos1880, %mm1872
  %pos1882 = mul i64 %pos1881, %dim26
  %pos1883 = add i64 %pos1882, %mm1879
  %elp1884 = getelementptr inbounds float, ptr %buf, i64 %pos1883
  %el1885 = load float, ptr %elp1884, align 4, !alias.scope !14, !noalias !28
  store float %el1885, ptr %coef_70, align 4
  %v1886 = load i64, ptr %i, align 8
  %add1887 = add i64 %v1886, 0
  %sub1888 = sub i64 %dim, 1
  %c1889 = icmp slt i64 %add1887, %sub1888
  %mm1890 = select i1 %c1889, i64 %add1887, i64 %sub1888
  %c1891 = icmp sgt i64 0, %mm1890
  %mm1892 = select i1 %c1891, i64 0, i64 %mm1890
  %v1893 = load i64, ptr %j, align 8
  %add1894 = add i64 %v1893, -1
  %sub1895 = sub i64 %dim26, 1
  %c1896 = icmp slt i64 %add1894, %sub1895
  %mm1897 = select i1 %c1896, i64 %add1894, i64 %sub1895
  %c1898 = icmp sgt i64 0, %mm1897
  %mm1899 = select i1 %c1898, i64 0, i64 %mm1897
  %pos1900 = mul i64 0, %dim
  %pos1901 = add i64 %pos1900, %mm1892
  %pos1902 = mul i64 %pos1901, %dim26
  %pos1903 = add i64 %pos1902, %mm1899
  %elp1904 = getelementptr inbounds float, ptr %buf, i64 %pos1903
  %el1905 = load float, ptr %elp1904, align 4, !alias.scope !14, !noalias !28
  store float %el1905, ptr %coef_71, align 4
  %v1906 = load i64, ptr %i, align 8
  %add1907 = add i64 %v1906, 0
  %sub1908 = sub i64 %dim, 1
  %c1909 = icmp slt i64 %add1907, %sub1908
  %mm1910 = select i1 %c1909, i64 %add1907, i64 %sub1908
  %c1911 = icmp sgt i64 0, %mm1910
  %mm1912 = select i1 %c1911, i64 0, i64 %mm1910
  %v1913 = load i64, ptr %j, align 8
  %add1914 = add i64 %v1913, 0
  %sub1915 = sub i64 %dim26, 1
  %c1916 = icmp slt i64 %add1914, %sub1915
  %mm1917 = select i1 %c1916, i64 %add1914, i64 %sub1915
  %c1918 = icmp sgt i64 0, %mm1917
  %mm1919 = select i1 %c1918, i64 0, i64 %mm1917
  %pos1920 = mul i64 0, %dim
  %pos1921 = add i64 %pos1920, %mm1912
  %pos1922 = mul i64 %pos1921, %dim26
  %pos1923 = add i64 %pos1922, %mm1919
  %elp1924 = getelementptr inbounds float, ptr %buf, i64 %pos1923
  %el1925 = load float, ptr %elp1924, align 4, !alias.scope !14, !noalias !28
  store float %el1925, ptr %coef_72, align 4
  %v1926 = load i64, ptr %i, align 8
  %add1927 = add i64 %v1926, 0
  %sub1928 = sub i64 %dim, 1
  %c1929 = icmp slt i64 %add1927, %sub1928
  %mm1930 = select i1 %c1929, i64 %add1927, i64 %sub1928
  %c1931 = icmp sgt i64 0, %mm1930
  %mm1932 = select i1 %c1931, i64 0, i64 %mm1930
  %v1933 = load i64, ptr %j, align 8
  %add1934 = add i64 %v1933, 1
  %sub1935 = sub i64 %dim26, 1
  %c1936 = icmp slt i64 %add1934, %sub1935
  %mm1937 = select i1 %c1936, i64 %add1934, i64 %sub1935
  %c1938 = icmp sgt i64 0, %mm1937
  %mm1939 = select i1 %c1938, i64 0, i64 %mm1937
  %pos1940 = mul i64 0, %dim
  %pos1941 = add i64 %pos1940, %mm1932
  %pos1942 = mul i64 %pos1941, %dim26
  %pos1943 = add i64 %pos1942, %mm1939
  %elp1944 = getelementptr inbounds float, ptr %buf, i64 %pos1943
  %el1945 = load float, ptr %elp1944, align 4, !alias.scope !14, !noalias !28
  store float %el1945, ptr %coef_73, align 4
  %v1946 = load i64, ptr %i, align 8
  %add1947 = add i64 %v1946, 1
  %sub1948 = sub i64 %dim, 1
  %c1949 = icmp slt i64 %add1947, %sub1948
  %mm1950 = select i1 %c1949, i64 %add1947, i64 %sub1948
  %c1951 = icmp sgt i64 0, %mm1950
  %mm1952 = select i1 %c1951, i64 0, i64 %mm1950
  %v1953 = load i64, ptr %j, align 8
  %add1954 = add i64 %v1953, -1
  %sub1955 = sub i64 %dim26, 1
  %c1956 = icmp slt i64 %add1954, %sub1955
  %mm1957 = select i1 %c1956, i64 %add1954, i64 %sub1955
  %c1958 = icmp sgt i64 0, %mm1957
  %mm1959 = select i1 %c1958, i64 0, i64 %mm1957
  %pos1960 = mul i64 0, %dim
  %pos1961 = add i64 %pos1960, %mm1952
  %pos1962 = mul i64 %pos1961, %dim26
  %pos1963 = add i64 %pos1962, %mm1959
  %elp1964 = getelementptr inbounds float, ptr %buf, i64 %pos1963
  %el1965 = load float, ptr %elp1964, align 4, !alias.scope !14, !noalias !28
  store float %el1965, ptr %coef_74, align 4
  %v1966 = load i64, ptr %i, align 8
  %add1967 = add i64 %v1966, 1
  %sub1968 = sub i64 %dim, 1
  %c1969 = icmp slt i64 %add1967, %sub1968
  %mm1970 = select i1 %c1969, i64 %add1967, i64 %sub1968
  %c1971 = icmp sgt i64 0, %mm1970
  %mm1972 = select i1 %c1971, i64 0, i64 %mm1970
  %v1973 = load i64, ptr %j, align 8
  %add1974 = add i64 %v1973, 0
  %sub1975 = sub i64 %dim26, 1
  %c1976 = icmp slt i64 %add1974, %sub1975
  %mm1977 = select i1 %c1976, i64 %add1974, i64 %sub1975
  %c1978 = icmp sgt i64 0, %mm1977
  %mm1979 = select i1 %c1978, i64 0, i64 %mm1977
  %pos1980 = mul i64 0, %dim
  %pos1981 = add i64 %pos1980, %mm1972
  %pos1982 = mul i64 %pos1981, %dim26
  %pos1983 = add i64 %pos1982, %mm1979
  %elp1984 = getelementptr inbounds float, ptr %buf, i64 %pos1983
  %el1985 = load float, ptr %elp1984, align 4, !alias.scope !14, !noalias !28
  store float %el1985, ptr %coef_75, align 4
  %v1986 = load i64, ptr %i, align 8
  %add1987 = add i64 %v1986, 1
  %sub1988 = sub i64 %dim, 1
  %c1989 = icmp slt i64 %add1987, %sub1988
  %mm1990 = select i1 %c1989, i64 %add1987, i64 %sub1988
  %c1991 = icmp sgt i64 0, %mm1990
  %mm1992 = select i1 %c1991, i64 0, i64 %mm1990
  %v1993 = load i64, ptr %j, align 8
  %add1994 = add i64 %v1993, 1
  %sub1995 = sub i64 %dim26, 1
  %c1996 = icmp slt i64 %add1994, %sub1995
  %mm1997 = select i1 %c1996, i64 %add1994, i64 %sub1995
  %c1998 = icmp sgt i64 0, %mm1997
  %mm1999 = select i1 %c1998, i64 0, i64 %mm1997
  %pos2000 = mul i64 0, %dim
  %pos2001 = add i64 %pos2000, %mm1992
  %pos2002 = mul i64 %pos2001, %dim26
  %pos2003 = add i64 %pos2002, %mm1999
  %elp2004 = getelementptr inbounds float, ptr %buf, i64 %pos2003
  %el2005 = load float, ptr %elp2004, align 4, !alias.scope !14, !noalias !28
  store float %el2005, ptr %coef_76, align 4
  %v2006 = load i64, ptr %i, align 8
  %v2007 = load i64, ptr %j, align 8
  %pos2008 = mul i64 0, %dim3
  %pos2009 = add i64 %pos2008, %v2006
  %pos2010 = mul i64 %pos2009, %dim28
  %pos2011 = add i64 %pos2010, %v2007
  %elp2012 = getelementptr inbounds float, ptr %buf422, i64 %pos2011
  %el2013 = load float, ptr %elp2012, align 4, !alias.scope !16, !noalias !29
  store float %el2013, ptr %j0_80, align 4
  %v2014 = load i64, ptr %i, align 8
  %v2015 = load i64, ptr %j, align 8
  %pos2016 = mul i64 0, %dim8
  %pos2017 = add i64 %pos2016, %v2014
  %pos2018 = mul i64 %pos2017, %dim37
  %pos2019 = add i64 %pos2018, %v2015
  %elp2020 = getelementptr inbounds float, ptr %buf432, i64 %pos2019
  %el2021 = load float, ptr %elp2020, align 4, !alias.scope !18, !noalias !30
  %fldp2022 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  store float %el2021, ptr %fldp2022, align 4
  %elp2023 = getelementptr inbounds float, ptr %buf436, i64 %pos2019
  %el2024 = load float, ptr %elp2023, align 4, !alias.scope !20, !noalias !31
  %fldp2025 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  store float %el2024, ptr %fldp2025, align 4
  %elp2026 = getelementptr inbounds float, ptr %buf441, i64 %pos2019
  %el2027 = load float, ptr %elp2026, align 4, !alias.scope !22, !noalias !32
  %fldp2028 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  store float %el2027, ptr %fldp2028, align 4
  %elp2029 = getelementptr inbounds float, ptr %buf446, i64 %pos2019
  %el2030 = load float, ptr %elp2029, align 4, !alias.scope !24, !noalias !33
  %fldp2031 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  store float %el2030, ptr %fldp2031, align 4
  %fldp2032 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fldp2033 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fld2034 = load float, ptr %fldp2033, align 4
  store float %fld2034, ptr %tup_83.0, align 4
  %fldp2035 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fldp2036 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fld2037 = load float, ptr %fldp2036, align 4
  store float %fld2037, ptr %tup_83.1, align 4
  %fldp2038 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fldp2039 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fld2040 = load float, ptr %fldp2039, align 4
  store float %fld2040, ptr %tup_83.2, align 4
  %fldp2041 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fldp2042 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fld2043 = load float, ptr %fldp2042, align 4
  store float %fld2043, ptr %tup_83.3, align 4
  %v2044 = load float, ptr %j0_80, align 4
  %v2045 = load float, ptr %coef_72, align 4
  %v2046 = load float, ptr %tup_83.0, align 4
  %fm2047 = fmul float %v2045, %v2046
  %v2048 = load float, ptr %coef_75, align 4
  %v2049 = load float, ptr %tup_83.1, align 4
  %fm2050 = fmul float %v2048, %v2049
  %fa2051 = fadd float %fm2047, %fm2050
  %v2052 = load float, ptr %coef_72, align 4
  %v2053 = load float, ptr %tup_83.2, align 4
  %fm2054 = fmul float %v2052, %v2053
  %fa2055 = fadd float %fa2051, %fm2054
  %v2056 = load float, ptr %coef_73, align 4
  %v2057 = load float, ptr %tup_83.3, align 4
  %fm2058 = fmul float %v2056, %v2057
  %fa2059 = fadd float %fa2055, %fm2058
  %fm2060 = fmul float 1.250000e-01, %fa2059
  %fa2061 = fadd float %v2044, %fm2060
  store float %fa2061, ptr %next_77, align 4
  %v2062 = load i64, ptr %i, align 8
  %v2063 = load i64, ptr %j, align 8
  %pos2064 = mul i64 0, %dim3
  %pos2065 = add i64 %pos2064, %v2062
  %pos2066 = mul i64 %pos2065, %dim28
  %pos2067 = add i64 %pos2066, %v2063
  %v2068 = load float, ptr %next_77, align 4
  %elp2069 = getelementptr inbounds float, ptr %buf485, i64 %pos2067
  store float %v2068, ptr %elp2069, align 4, !alias.scope !26, !noalias !34
  %v2070 = load float, ptr %next_77, align 4
  %v2071 = load float, ptr %next_77, align 4
  %fm2072 = fmul float %v2070, %v2071
  store float %fm2072, ptr %sq2_92.1, align 4
  %v2073 = load float, ptr %acc_rows2_96.0, align 4
  %v2074 = load float, ptr %next_77, align 4
  %fa2075 = fadd reassoc float %v2073, %v2074
  store float %fa2075, ptr %acc_rows2_96.0, align 4
  %v2076 = load float, ptr %acc_rows2_96.1, align 4
  %v2077 = load float, ptr %sq2_92.1, align 4
  %fa2078 = fadd reassoc float %v2076, %v2077
  store float %fa2078, ptr %acc_rows2_96.1, align 4
  %i2079 = load i64, ptr %j, align 8
  %next2080 = add i64 %i2079, 1
  store i64 %next2080, ptr %j, align 8
  br label %loop1821

exit1823:                                         ; preds = %loop1821
  br label %versions_done1820

loop2081:                                         ; preds = %ok2383, %checked1819
  %i2084 = load i64, ptr %j, align 8
  %more2085 = icmp slt i64 %i2084, %dim26
  br i1 %more2085, label %body2082, label %exit2083

body2082:                                         ; preds = %loop2081
  %v2086 = load i64, ptr %i, align 8
  %add2087 = add i64 %v2086, -1
  %sub2088 = sub i64 %dim, 1
  %c2089 = icmp slt i64 %add2087, %sub2088
  %mm2090 = select i1 %c2089, i64 %add2087, i64 %sub2088
  %c2091 = icmp sgt i64 0, %mm2090
  %mm2092 = select i1 %c2091, i64 0, i64 %mm2090
  %v2093 = load i64, ptr %j, align 8
  %add2094 = add i64 %v2093, -1
  %sub2095 = sub i64 %dim26, 1
  %c2096 = icmp slt i64 %add2094, %sub2095
  %mm2097 = select i1 %c2096, i64 %add2094, i64 %sub2095
  %c2098 = icmp sgt i64 0, %mm2097
  %mm2099 = select i1 %c2098, i64 0, i64 %mm2097
  %inb2100 = icmp ult i64 %mm2092, %dim
  br i1 %inb2100, label %ok2102, label %fail2101

exit2083:                                         ; preds = %loop2081
  br label %versions_done1820

fail2101:                                         ; preds = %body2082
  %errp2103 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2103, align 8
  %errp2104 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2104, align 8
  %errp2105 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2092, ptr %errp2105, align 8
  %errp2106 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2106, align 8
  ret i32 1

ok2102:                                           ; preds = %body2082
  %pos2107 = mul i64 0, %dim
  %pos2108 = add i64 %pos2107, %mm2092
  %inb2109 = icmp ult i64 %mm2099, %dim26
  br i1 %inb2109, label %ok2111, label %fail2110

fail2110:                                         ; preds = %ok2102
  %errp2112 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2112, align 8
  %errp2113 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2113, align 8
  %errp2114 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2099, ptr %errp2114, align 8
  %errp2115 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2115, align 8
  ret i32 1

ok2111:                                           ; preds = %ok2102
  %pos2116 = mul i64 %pos2108, %dim26
  %pos2117 = add i64 %pos2116, %mm2099
  %elp2118 = getelementptr inbounds float, ptr %buf, i64 %pos2117
  %el2119 = load float, ptr %elp2118, align 4, !alias.scope !14, !noalias !28
  store float %el2119, ptr %coef_68, align 4
  %v2120 = load i64, ptr %i, align 8
  %add2121 = add i64 %v2120, -1
  %sub2122 = sub i64 %dim, 1
  %c2123 = icmp slt i64 %add2121, %sub2122
  %mm2124 = select i1 %c2123, i64 %add2121, i64 %sub2122
  %c2125 = icmp sgt i64 0, %mm2124
  %mm2126 = select i1 %c2125, i64 0, i64 %mm2124
  %v2127 = load i64, ptr %j, align 8
  %add2128 = add i64 %v2127, 0
  %sub2129 = sub i64 %dim26, 1
  %c2130 = icmp slt i64 %add2128, %sub2129
  %mm2131 = select i1 %c2130, i64 %add2128, i64 %sub2129
  %c2132 = icmp sgt i64 0, %mm2131
  %mm2133 = select i1 %c2132, i64 0, i64 %mm2131
  %inb2134 = icmp ult i64 %mm2126, %dim
  br i1 %inb2134, label %ok2136, label %fail2135

fail2135:                                         ; preds = %ok2111
  %errp2137 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2137, align 8
  %errp2138 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2138, align 8
  %errp2139 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2126, ptr %errp2139, align 8
  %errp2140 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2140, align 8
  ret i32 1

ok2136:                                           ; preds = %ok2111
  %pos2141 = mul i64 0, %dim
  %pos2142 = add i64 %pos2141, %mm2126
  %inb2143 = icmp ult i64 %mm2133, %dim26
  br i1 %inb2143, label %ok2145, label %fail2144

fail2144:                                         ; preds = %ok2136
  %errp2146 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2146, align 8
  %errp2147 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2147, align 8
  %errp2148 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2133, ptr %errp2148, align 8
  %errp2149 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2149, align 8
  ret i32 1

ok2145:                                           ; preds = %ok2136
  %pos2150 = mul i64 %pos2142, %dim26
  %pos2151 = add i64 %pos2150, %mm2133
  %elp2152 = getelementptr inbounds float, ptr %buf, i64 %pos2151
  %el2153 = load float, ptr %elp2152, align 4, !alias.scope !14, !noalias !28
  store float %el2153, ptr %coef_69, align 4
  %v2154 = load i64, ptr %i, align 8
  %add2155 = add i64 %v2154, -1
  %sub2156 = sub i64 %dim, 1
  %c2157 = icmp slt i64 %add2155, %sub2156
  %mm2158 = select i1 %c2157, i64 %add2155, i64 %sub2156
  %c2159 = icmp sgt i64 0, %mm2158
  %mm2160 = select i1 %c2159, i64 0, i64 %mm2158
  %v2161 = load i64, ptr %j, align 8
  %add2162 = add i64 %v2161, 1
  %sub2163 = sub i64 %dim26, 1
  %c2164 = icmp slt i64 %add2162, %sub2163
  %mm2165 = select i1 %c2164, i64 %add2162, i64 %sub2163
  %c2166 = icmp sgt i64 0, %mm2165
  %mm2167 = select i1 %c2166, i64 0, i64 %mm2165
  %inb2168 = icmp ult i64 %mm2160, %dim
  br i1 %inb2168, label %ok2170, label %fail2169

fail2169:                                         ; preds = %ok2145
  %errp2171 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2171, align 8
  %errp2172 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2172, align 8
  %errp2173 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2160, ptr %errp2173, align 8
  %errp2174 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2174, align 8
  ret i32 1

ok2170:                                           ; preds = %ok2145
  %pos2175 = mul i64 0, %dim
  %pos2176 = add i64 %pos2175, %mm2160
  %inb2177 = icmp ult i64 %mm2167, %dim26
  br i1 %inb2177, label %ok2179, label %fail2178

fail2178:                                         ; preds = %ok2170
  %errp2180 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2180, align 8
  %errp2181 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2181, align 8
  %errp2182 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2167, ptr %errp2182, align 8
  %errp2183 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2183, align 8
  ret i32 1

ok2179:                                           ; preds = %ok2170
  %pos2184 = mul i64 %pos2176, %dim26
  %pos2185 = add i64 %pos2184, %mm2167
  %elp2186 = getelementptr inbounds float, ptr %buf, i64 %pos2185
  %el2187 = load float, ptr %elp2186, align 4, !alias.scope !14, !noalias !28
  store float %el2187, ptr %coef_70, align 4
  %v2188 = load i64, ptr %i, align 8
  %add2189 = add i64 %v2188, 0
  %sub2190 = sub i64 %dim, 1
  %c2191 = icmp slt i64 %add2189, %sub2190
  %mm2192 = select i1 %c2191, i64 %add2189, i64 %sub2190
  %c2193 = icmp sgt i64 0, %mm2192
  %mm2194 = select i1 %c2193, i64 0, i64 %mm2192
  %v2195 = load i64, ptr %j, align 8
  %add2196 = add i64 %v2195, -1
  %sub2197 = sub i64 %dim26, 1
  %c2198 = icmp slt i64 %add2196, %sub2197
  %mm2199 = select i1 %c2198, i64 %add2196, i64 %sub2197
  %c2200 = icmp sgt i64 0, %mm2199
  %mm2201 = select i1 %c2200, i64 0, i64 %mm2199
  %inb2202 = icmp ult i64 %mm2194, %dim
  br i1 %inb2202, label %ok2204, label %fail2203

fail2203:                                         ; preds = %ok2179
  %errp2205 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2205, align 8
  %errp2206 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2206, align 8
  %errp2207 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2194, ptr %errp2207, align 8
  %errp2208 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2208, align 8
  ret i32 1

ok2204:                                           ; preds = %ok2179
  %pos2209 = mul i64 0, %dim
  %pos2210 = add i64 %pos2209, %mm2194
  %inb2211 = icmp ult i64 %mm2201, %dim26
  br i1 %inb2211, label %ok2213, label %fail2212

fail2212:                                         ; preds = %ok2204
  %errp2214 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2214, align 8
  %errp2215 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2215, align 8
  %errp2216 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2201, ptr %errp2216, align 8
  %errp2217 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2217, align 8
  ret i32 1

ok2213:                                           ; preds = %ok2204
  %pos2218 = mul i64 %pos2210, %dim26
  %pos2219 = add i64 %pos2218, %mm2201
  %elp2220 = getelementptr inbounds float, ptr %buf, i64 %pos2219
  %el2221 = load float, ptr %elp2220, align 4, !alias.scope !14, !noalias !28
  store float %el2221, ptr %coef_71, align 4
  %v2222 = load i64, ptr %i, align 8
  %add2223 = add i64 %v2222, 0
  %sub2224 = sub i64 %dim, 1
  %c2225 = icmp slt i64 %add2223, %sub2224
  %mm2226 = select i1 %c2225, i64 %add2223, i64 %sub2224
  %c2227 = icmp sgt i64 0, %mm2226
  %mm2228 = select i1 %c2227, i64 0, i64 %mm2226
  %v2229 = load i64, ptr %j, align 8
  %add2230 = add i64 %v2229, 0
  %sub2231 = sub i64 %dim26, 1
  %c2232 = icmp slt i64 %add2230, %sub2231
  %mm2233 = select i1 %c2232, i64 %add2230, i64 %sub2231
  %c2234 = icmp sgt i64 0, %mm2233
  %mm2235 = select i1 %c2234, i64 0, i64 %mm2233
  %inb2236 = icmp ult i64 %mm2228, %dim
  br i1 %inb2236, label %ok2238, label %fail2237

fail2237:                                         ; preds = %ok2213
  %errp2239 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2239, align 8
  %errp2240 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2240, align 8
  %errp2241 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2228, ptr %errp2241, align 8
  %errp2242 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2242, align 8
  ret i32 1

ok2238:                                           ; preds = %ok2213
  %pos2243 = mul i64 0, %dim
  %pos2244 = add i64 %pos2243, %mm2228
  %inb2245 = icmp ult i64 %mm2235, %dim26
  br i1 %inb2245, label %ok2247, label %fail2246

fail2246:                                         ; preds = %ok2238
  %errp2248 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2248, align 8
  %errp2249 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2249, align 8
  %errp2250 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2235, ptr %errp2250, align 8
  %errp2251 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2251, align 8
  ret i32 1

ok2247:                                           ; preds = %ok2238
  %pos2252 = mul i64 %pos2244, %dim26
  %pos2253 = add i64 %pos2252, %mm2235
  %elp2254 = getelementptr inbounds float, ptr %buf, i64 %pos2253
  %el2255 = load float, ptr %elp2254, align 4, !alias.scope !14, !noalias !28
  store float %el2255, ptr %coef_72, align 4
  %v2256 = load i64, ptr %i, align 8
  %add2257 = add i64 %v2256, 0
  %sub2258 = sub i64 %dim, 1
  %c2259 = icmp slt i64 %add2257, %sub2258
  %mm2260 = select i1 %c2259, i64 %add2257, i64 %sub2258
  %c2261 = icmp sgt i64 0, %mm2260
  %mm2262 = select i1 %c2261, i64 0, i64 %mm2260
  %v2263 = load i64, ptr %j, align 8
  %add2264 = add i64 %v2263, 1
  %sub2265 = sub i64 %dim26, 1
  %c2266 = icmp slt i64 %add2264, %sub2265
  %mm2267 = select i1 %c2266, i64 %add2264, i64 %sub2265
  %c2268 = icmp sgt i64 0, %mm2267
  %mm2269 = select i1 %c2268, i64 0, i64 %mm2267
  %inb2270 = icmp ult i64 %mm2262, %dim
  br i1 %inb2270, label %ok2272, label %fail2271

fail2271:                                         ; preds = %ok2247
  %errp2273 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2273, align 8
  %errp2274 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2274, align 8
  %errp2275 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2262, ptr %errp2275, align 8
  %errp2276 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2276, align 8
  ret i32 1

ok2272:                                           ; preds = %ok2247
  %pos2277 = mul i64 0, %dim
  %pos2278 = add i64 %pos2277, %mm2262
  %inb2279 = icmp ult i64 %mm2269, %dim26
  br i1 %inb2279, label %ok2281, label %fail2280

fail2280:                                         ; preds = %ok2272
  %errp2282 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2282, align 8
  %errp2283 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2283, align 8
  %errp2284 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2269, ptr %errp2284, align 8
  %errp2285 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2285, align 8
  ret i32 1

ok2281:                                           ; preds = %ok2272
  %pos2286 = mul i64 %pos2278, %dim26
  %pos2287 = add i64 %pos2286, %mm2269
  %elp2288 = getelementptr inbounds float, ptr %buf, i64 %pos2287
  %el2289 = load float, ptr %elp2288, align 4, !alias.scope !14, !noalias !28
  store float %el2289, ptr %coef_73, align 4
  %v2290 = load i64, ptr %i, align 8
  %add2291 = add i64 %v2290, 1
  %sub2292 = sub i64 %dim, 1
  %c2293 = icmp slt i64 %add2291, %sub2292
  %mm2294 = select i1 %c2293, i64 %add2291, i64 %sub2292
  %c2295 = icmp sgt i64 0, %mm2294
  %mm2296 = select i1 %c2295, i64 0, i64 %mm2294
  %v2297 = load i64, ptr %j, align 8
  %add2298 = add i64 %v2297, -1
  %sub2299 = sub i64 %dim26, 1
  %c2300 = icmp slt i64 %add2298, %sub2299
  %mm2301 = select i1 %c2300, i64 %add2298, i64 %sub2299
  %c2302 = icmp sgt i64 0, %mm2301
  %mm2303 = select i1 %c2302, i64 0, i64 %mm2301
  %inb2304 = icmp ult i64 %mm2296, %dim
  br i1 %inb2304, label %ok2306, label %fail2305

fail2305:                                         ; preds = %ok2281
  %errp2307 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2307, align 8
  %errp2308 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2308, align 8
  %errp2309 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2296, ptr %errp2309, align 8
  %errp2310 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2310, align 8
  ret i32 1

ok2306:                                           ; preds = %ok2281
  %pos2311 = mul i64 0, %dim
  %pos2312 = add i64 %pos2311, %mm2296
  %inb2313 = icmp ult i64 %mm2303, %dim26
  br i1 %inb2313, label %ok2315, label %fail2314

fail2314:                                         ; preds = %ok2306
  %errp2316 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2316, align 8
  %errp2317 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2317, align 8
  %errp2318 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2303, ptr %errp2318, align 8
  %errp2319 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2319, align 8
  ret i32 1

ok2315:                                           ; preds = %ok2306
  %pos2320 = mul i64 %pos2312, %dim26
  %pos2321 = add i64 %pos2320, %mm2303
  %elp2322 = getelementptr inbounds float, ptr %buf, i64 %pos2321
  %el2323 = load float, ptr %elp2322, align 4, !alias.scope !14, !noalias !28
  store float %el2323, ptr %coef_74, align 4
  %v2324 = load i64, ptr %i, align 8
  %add2325 = add i64 %v2324, 1
  %sub2326 = sub i64 %dim, 1
  %c2327 = icmp slt i64 %add2325, %sub2326
  %mm2328 = select i1 %c2327, i64 %add2325, i64 %sub2326
  %c2329 = icmp sgt i64 0, %mm2328
  %mm2330 = select i1 %c2329, i64 0, i64 %mm2328
  %v2331 = load i64, ptr %j, align 8
  %add2332 = add i64 %v2331, 0
  %sub2333 = sub i64 %dim26, 1
  %c2334 = icmp slt i64 %add2332, %sub2333
  %mm2335 = select i1 %c2334, i64 %add2332, i64 %sub2333
  %c2336 = icmp sgt i64 0, %mm2335
  %mm2337 = select i1 %c2336, i64 0, i64 %mm2335
  %inb2338 = icmp ult i64 %mm2330, %dim
  br i1 %inb2338, label %ok2340, label %fail2339

fail2339:                                         ; preds = %ok2315
  %errp2341 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2341, align 8
  %errp2342 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2342, align 8
  %errp2343 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2330, ptr %errp2343, align 8
  %errp2344 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2344, align 8
  ret i32 1

ok2340:                                           ; preds = %ok2315
  %pos2345 = mul i64 0, %dim
  %pos2346 = add i64 %pos2345, %mm2330
  %inb2347 = icmp ult i64 %mm2337, %dim26
  br i1 %inb2347, label %ok2349, label %fail2348

fail2348:                                         ; preds = %ok2340
  %errp2350 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2350, align 8
  %errp2351 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2351, align 8
  %errp2352 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2337, ptr %errp2352, align 8
  %errp2353 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2353, align 8
  ret i32 1

ok2349:                                           ; preds = %ok2340
  %pos2354 = mul i64 %pos2346, %dim26
  %pos2355 = add i64 %pos2354, %mm2337
  %elp2356 = getelementptr inbounds float, ptr %buf, i64 %pos2355
  %el2357 = load float, ptr %elp2356, align 4, !alias.scope !14, !noalias !28
  store float %el2357, ptr %coef_75, align 4
  %v2358 = load i64, ptr %i, align 8
  %add2359 = add i64 %v2358, 1
  %sub2360 = sub i64 %dim, 1
  %c2361 = icmp slt i64 %add2359, %sub2360
  %mm2362 = select i1 %c2361, i64 %add2359, i64 %sub2360
  %c2363 = icmp sgt i64 0, %mm2362
  %mm2364 = select i1 %c2363, i64 0, i64 %mm2362
  %v2365 = load i64, ptr %j, align 8
  %add2366 = add i64 %v2365, 1
  %sub2367 = sub i64 %dim26, 1
  %c2368 = icmp slt i64 %add2366, %sub2367
  %mm2369 = select i1 %c2368, i64 %add2366, i64 %sub2367
  %c2370 = icmp sgt i64 0, %mm2369
  %mm2371 = select i1 %c2370, i64 0, i64 %mm2369
  %inb2372 = icmp ult i64 %mm2364, %dim
  br i1 %inb2372, label %ok2374, label %fail2373

fail2373:                                         ; preds = %ok2349
  %errp2375 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2375, align 8
  %errp2376 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2376, align 8
  %errp2377 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2364, ptr %errp2377, align 8
  %errp2378 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2378, align 8
  ret i32 1

ok2374:                                           ; preds = %ok2349
  %pos2379 = mul i64 0, %dim
  %pos2380 = add i64 %pos2379, %mm2364
  %inb2381 = icmp ult i64 %mm2371, %dim26
  br i1 %inb2381, label %ok2383, label %fail2382

fail2382:                                         ; preds = %ok2374
  %errp2384 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2384, align 8
  %errp2385 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp2385, align 8
  %errp2386 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2371, ptr %errp2386, align 8
  %errp2387 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2387, align 8
  ret i32 1

ok2383:                                           ; preds = %ok2374
  %pos2388 = mul i64 %pos2380, %dim26
  %pos2389 = add i64 %pos2388, %mm2371
  %elp2390 = getelementptr inbounds float, ptr %buf, i64 %pos2389
  %el2391 = load float, ptr %elp2390, align 4, !alias.scope !14, !noalias !28
  store float %el2391, ptr %coef_76, align 4
  %v2392 = load i64, ptr %i, align 8
  %v2393 = load i64, ptr %j, align 8
  %pos2394 = mul i64 0, %dim3
  %pos2395 = add i64 %pos2394, %v2392
  %pos2396 = mul i64 %pos2395, %dim28
  %pos2397 = add i64 %pos2396, %v2393
  %elp2398 = getelementptr inbounds float, ptr %buf422, i64 %pos2397
  %el2399 = load float, ptr %elp2398, align 4, !alias.scope !16, !noalias !29
  store float %el2399, ptr %j0_80, align 4
  %v2400 = load i64, ptr %i, align 8
  %v2401 = load i64, ptr %j, align 8
  %pos2402 = mul i64 0, %dim8
  %pos2403 = add i64 %pos2402, %v2400
  %pos2404 = mul i64 %pos2403, %dim37
  %pos2405 = add i64 %pos2404, %v2401
  %elp2406 = getelementptr inbounds float, ptr %buf432, i64 %pos2405
  %el2407 = load float, ptr %elp2406, align 4, !alias.scope !18, !noalias !30
  %fldp2408 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  store float %el2407, ptr %fldp2408, align 4
  %elp2409 = getelementptr inbounds float, ptr %buf436, i64 %pos2405
  %el2410 = load float, ptr %elp2409, align 4, !alias.scope !20, !noalias !31
  %fldp2411 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  store float %el2410, ptr %fldp2411, align 4
  %elp2412 = getelementptr inbounds float, ptr %buf441, i64 %pos2405
  %el2413 = load float, ptr %elp2412, align 4, !alias.scope !22, !noalias !32
  %fldp2414 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  store float %el2413, ptr %fldp2414, align 4
  %elp2415 = getelementptr inbounds float, ptr %buf446, i64 %pos2405
  %el2416 = load float, ptr %elp2415, align 4, !alias.scope !24, !noalias !33
  %fldp2417 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  store float %el2416, ptr %fldp2417, align 4
  %fldp2418 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fldp2419 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 0
  %fld2420 = load float, ptr %fldp2419, align 4
  store float %fld2420, ptr %tup_83.0, align 4
  %fldp2421 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fldp2422 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 1
  %fld2423 = load float, ptr %fldp2422, align 4
  store float %fld2423, ptr %tup_83.1, align 4
  %fldp2424 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fldp2425 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 2
  %fld2426 = load float, ptr %fldp2425, align 4
  store float %fld2426, ptr %tup_83.2, align 4
  %fldp2427 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fldp2428 = getelementptr inbounds { float, float, float, float }, ptr %derivs_81, i32 0, i32 3
  %fld2429 = load float, ptr %fldp2428, align 4
  store float %fld2429, ptr %tup_83.3, align 4
  %v2430 = load float, ptr %j0_80, align 4
  %v2431 = load float, ptr %coef_72, align 4
  %v2432 = load float, ptr %tup_83.0, align 4
  %fm2433 = fmul float %v2431, %v2432
  %v2434 = load float, ptr %coef_75, align 4
  %v2435 = load float, ptr %tup_83.1, align 4
  %fm2436 = fmul float %v2434, %v2435
  %fa2437 = fadd float %fm2433, %fm2436
  %v2438 = load float, ptr %coef_72, align 4
  %v2439 = load float, ptr %tup_83.2, align 4
  %fm2440 = fmul float %v2438, %v2439
  %fa2441 = fadd float %fa2437, %fm2440
  %v2442 = load float, ptr %coef_73, align 4
  %v2443 = load float, ptr %tup_83.3, align 4
  %fm2444 = fmul float %v2442, %v2443
  %fa2445 = fadd float %fa2441, %fm2444
  %fm2446 = fmul float 1.250000e-01, %fa2445
  %fa2447 = fadd float %v2430, %fm2446
  store float %fa2447, ptr %next_77, align 4
  %v2448 = load i64, ptr %i, align 8
  %v2449 = load i64, ptr %j, align 8
  %pos2450 = mul i64 0, %dim3
  %pos2451 = add i64 %pos2450, %v2448
  %pos2452 = mul i64 %pos2451, %dim28
  %pos2453 = add i64 %pos2452, %v2449
  %v2454 = load float, ptr %next_77, align 4
  %elp2455 = getelementptr inbounds float, ptr %buf485, i64 %pos2453
  store float %v2454, ptr %elp2455, align 4, !alias.scope !26, !noalias !34
  %v2456 = load float, ptr %next_77, align 4
  %v2457 = load float, ptr %next_77, align 4
  %fm2458 = fmul float %v2456, %v2457
  store float %fm2458, ptr %sq2_92.1, align 4
  %v2459 = load float, ptr %acc_rows2_96.0, align 4
  %v2460 = load float, ptr %next_77, align 4
  %fa2461 = fadd reassoc float %v2459, %v2460
  store float %fa2461, ptr %acc_rows2_96.0, align 4
  %v2462 = load float, ptr %acc_rows2_96.1, align 4
  %v2463 = load float, ptr %sq2_92.1, align 4
  %fa2464 = fadd reassoc float %v2462, %v2463
  store float %fa2464, ptr %acc_rows2_96.1, align 4
  %i2465 = load i64, ptr %j, align 8
  %next2466 = add i64 %i2465, 1
  store i64 %next2466, ptr %j, align 8
  br label %loop2081
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
  store float %f, ptr %elp, align 4, !alias.scope !0, !noalias !12
  %f5 = extractvalue { float, float } %tup4, 1
  %elp8 = getelementptr inbounds float, ptr %buf7, i64 0
  store float %f5, ptr %elp8, align 4, !alias.scope !12, !noalias !0
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.22", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7, !8, !9, !10, !11}
!4 = !{!"fuselab.buf.1", !2}
!5 = !{!"fuselab.buf.9", !2}
!6 = !{!"fuselab.buf.10", !2}
!7 = !{!"fuselab.buf.11", !2}
!8 = !{!"fuselab.buf.12", !2}
!9 = !{!"fuselab.buf.13", !2}
!10 = !{!"fuselab.buf.17", !2}
!11 = !{!"fuselab.buf.23", !2}
!12 = !{!11}
!13 = !{!4, !5, !6, !7, !8, !9, !10, !1}
!14 = !{!9}
!15 = !{!4, !5, !6, !7, !8, !10, !1, !11}
!16 = !{!4}
!17 = !{!5, !6, !7, !8, !9, !10, !1, !11}
!18 = !{!5}
!19 = !{!4, !6, !7, !8, !9, !10, !1, !11}
!20 = !{!6}
!21 = !{!4, !5, !7, !8, !9, !10, !1, !11}
!22 = !{!7}
!23 = !{!4, !5, !6, !8, !9, !10, !1, !11}
!24 = !{!8}
!25 = !{!4, !5, !6, !7, !9, !10, !1, !11}
!26 = !{!10}
!27 = !{!4, !5, !6, !7, !8, !9, !1, !11}
!28 = !{!4, !5, !6, !7, !8, !10}
!29 = !{!5, !6, !7, !8, !9, !10}
!30 = !{!4, !6, !7, !8, !9, !10}
!31 = !{!4, !5, !7, !8, !9, !10}
!32 = !{!4, !5, !6, !8, !9, !10}
!33 = !{!4, !5, !6, !7, !9, !10}
!34 = !{!4, !5, !6, !7, !8, !9}

; cluster c4: q0sqr2
; ModuleID = 'srad_c4'
source_filename = "srad_c4"
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

; cluster c5: Diagonal(derivs2, coef2)
; ModuleID = 'srad_c5'
source_filename = "srad_c5"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 24
  %buf = load ptr, ptr %bufp, align 8
  %the_q0sqr2_151 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 72
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 73
  %dim22 = load i64, ptr %dimp21, align 8
  %j = alloca i64, align 8
  %bufp247 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf248 = load ptr, ptr %bufp247, align 8
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
  %bufp435 = getelementptr inbounds ptr, ptr %0, i64 25
  %buf436 = load ptr, ptr %bufp435, align 8
  %bufp439 = getelementptr inbounds ptr, ptr %0, i64 26
  %buf440 = load ptr, ptr %bufp439, align 8
  %bufp443 = getelementptr inbounds ptr, ptr %0, i64 27
  %buf444 = load ptr, ptr %bufp443, align 8
  %bufp447 = getelementptr inbounds ptr, ptr %0, i64 28
  %buf448 = load ptr, ptr %bufp447, align 8
  %next_142 = alloca float, align 4
  %l = alloca float, align 4
  %den_150 = alloca float, align 4
  %c_152 = alloca float, align 4
  %coef2_139 = alloca float, align 4
  %bufp521 = getelementptr inbounds ptr, ptr %0, i64 29
  %buf522 = load ptr, ptr %bufp521, align 8
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
  store i64 13, ptr %errp2, align 8
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
  store i64 14, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp11, align 8
  ret i32 1

ok7:                                              ; preds = %ok
  %fits12 = icmp sle i64 %min, %dim
  br i1 %fits12, label %ok14, label %fail13

fail13:                                           ; preds = %ok7
  %errp15 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp15, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 14, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp18, align 8
  ret i32 1

ok14:                                             ; preds = %ok7
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done1968, %ok14
  %i20 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i20, %min
  br i1 %more, label %body19, label %exit

body19:                                           ; preds = %loop
  %fits23 = icmp sle i64 %dim22, %dim22
  br i1 %fits23, label %ok25, label %fail24

exit:                                             ; preds = %loop
  ret i32 0

fail24:                                           ; preds = %body19
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim22, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %body19
  %fits30 = icmp sle i64 %dim22, %dim22
  br i1 %fits30, label %ok32, label %fail31

fail31:                                           ; preds = %ok25
  %errp33 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp33, align 8
  %errp34 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 14, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim22, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp36, align 8
  ret i32 1

ok32:                                             ; preds = %ok25
  %fits37 = icmp sle i64 %dim22, %dim22
  br i1 %fits37, label %ok39, label %fail38

fail38:                                           ; preds = %ok32
  %errp40 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 14, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim22, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp43, align 8
  ret i32 1

ok39:                                             ; preds = %ok32
  %tap_end = sub i64 %dim22, -1
  %tap_end44 = sub i64 %dim22, 0
  %c45 = icmp slt i64 %tap_end, %tap_end44
  %min46 = select i1 %c45, i64 %tap_end, i64 %tap_end44
  %tap_end47 = sub i64 %dim22, 1
  %c48 = icmp slt i64 %min46, %tap_end47
  %min49 = select i1 %c48, i64 %min46, i64 %tap_end47
  %c50 = icmp slt i64 1, %dim22
  %min51 = select i1 %c50, i64 1, i64 %dim22
  %c52 = icmp sgt i64 %min49, %min51
  %max53 = select i1 %c52, i64 %min49, i64 %min51
  %c54 = icmp slt i64 %max53, %dim22
  %min55 = select i1 %c54, i64 %max53, i64 %dim22
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %add = add i64 %v, -1
  %sub = sub i64 %dim, 1
  %c56 = icmp slt i64 %add, %sub
  %mm = select i1 %c56, i64 %add, i64 %sub
  %c57 = icmp sgt i64 0, %mm
  %mm58 = select i1 %c57, i64 0, i64 %mm
  %base = sext i64 %mm58 to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits59 = and i1 %fits_low, %fits_high
  %least = select i1 %fits59, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits59, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok60 = and i1 true, %low_ok
  %ok61 = and i1 %ok60, %high_ok
  %v62 = load i64, ptr %j, align 8
  %add63 = add i64 %v62, -1
  %base64 = sext i64 %add63 to i128
  store i64 1, ptr %j, align 8
  %v65 = load i64, ptr %j, align 8
  %add66 = add i64 %v65, -1
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %add66 to i128
  %step = sub i128 %at_next, %base64
  %step67 = trunc i128 %step to i64
  %step68 = sext i64 %step67 to i128
  %len = sub i64 %min51, 0
  %span = sub i64 %len, 1
  %span69 = sext i64 %span to i128
  %reach = mul i128 %step68, %span69
  %c70 = icmp slt i128 %reach, 0
  %min71 = select i1 %c70, i128 %reach, i128 0
  %c72 = icmp sgt i128 %reach, 0
  %max73 = select i1 %c72, i128 %reach, i128 0
  %least74 = add i128 %base64, %min71
  %most75 = add i128 %base64, %max73
  %fits_low76 = icmp sge i128 %least74, -9223372036854775808
  %fits_high77 = icmp sle i128 %most75, 9223372036854775807
  %fits78 = and i1 %fits_low76, %fits_high77
  %least79 = select i1 %fits78, i128 %least74, i128 -9223372036854775808
  %most80 = select i1 %fits78, i128 %most75, i128 9223372036854775807
  %sub81 = sub i64 %dim22, 1
  %base82 = sext i64 %sub81 to i128
  %fits_low83 = icmp sge i128 %base82, -9223372036854775808
  %fits_high84 = icmp sle i128 %base82, 9223372036854775807
  %fits85 = and i1 %fits_low83, %fits_high84
  %least86 = select i1 %fits85, i128 %base82, i128 -9223372036854775808
  %most87 = select i1 %fits85, i128 %base82, i128 9223372036854775807
  %c88 = icmp slt i128 %least79, %least86
  %min89 = select i1 %c88, i128 %least79, i128 %least86
  %c90 = icmp slt i128 %most80, %most87
  %min91 = select i1 %c90, i128 %most80, i128 %most87
  %c92 = icmp sgt i128 0, %min89
  %max93 = select i1 %c92, i128 0, i128 %min89
  %c94 = icmp sgt i128 0, %min91
  %max95 = select i1 %c94, i128 0, i128 %min91
  %extent96 = sext i64 %dim22 to i128
  %low_ok97 = icmp sge i128 %max93, 0
  %high_ok98 = icmp slt i128 %max95, %extent96
  %ok99 = and i1 %ok61, %low_ok97
  %ok100 = and i1 %ok99, %high_ok98
  %v101 = load i64, ptr %j, align 8
  %add102 = add i64 %v101, 0
  %base103 = sext i64 %add102 to i128
  store i64 1, ptr %j, align 8
  %v104 = load i64, ptr %j, align 8
  %add105 = add i64 %v104, 0
  store i64 0, ptr %j, align 8
  %at_next106 = sext i64 %add105 to i128
  %step107 = sub i128 %at_next106, %base103
  %step108 = trunc i128 %step107 to i64
  %step109 = sext i64 %step108 to i128
  %len110 = sub i64 %min51, 0
  %span111 = sub i64 %len110, 1
  %span112 = sext i64 %span111 to i128
  %reach113 = mul i128 %step109, %span112
  %c114 = icmp slt i128 %reach113, 0
  %min115 = select i1 %c114, i128 %reach113, i128 0
  %c116 = icmp sgt i128 %reach113, 0
  %max117 = select i1 %c116, i128 %reach113, i128 0
  %least118 = add i128 %base103, %min115
  %most119 = add i128 %base103, %max117
  %fits_low120 = icmp sge i128 %least118, -9223372036854775808
  %fits_high121 = icmp sle i128 %most119, 9223372036854775807
  %fits122 = and i1 %fits_low120, %fits_high121
  %least123 = select i1 %fits122, i128 %least118, i128 -9223372036854775808
  %most124 = select i1 %fits122, i128 %most119, i128 9223372036854775807
  %sub125 = sub i64 %dim22, 1
  %base126 = sext i64 %sub125 to i128
  %fits_low127 = icmp sge i128 %base126, -9223372036854775808
  %fits_high128 = icmp sle i128 %base126, 9223372036854775807
  %fits129 = and i1 %fits_low127, %fits_high128
  %least130 = select i1 %fits129, i128 %base126, i128 -9223372036854775808
  %most131 = select i1 %fits129, i128 %base126, i128 9223372036854775807
  %c132 = icmp slt i128 %least123, %least130
  %min133 = select i1 %c132, i128 %least123, i128 %least130
  %c134 = icmp slt i128 %most124, %most131
  %min135 = select i1 %c134, i128 %most124, i128 %most131
  %c136 = icmp sgt i128 0, %min133
  %max137 = select i1 %c136, i128 0, i128 %min133
  %c138 = icmp sgt i128 0, %min135
  %max139 = select i1 %c138, i128 0, i128 %min135
  %extent140 = sext i64 %dim22 to i128
  %low_ok141 = icmp sge i128 %max137, 0
  %high_ok142 = icmp slt i128 %max139, %extent140
  %ok143 = and i1 %ok100, %low_ok141
  %ok144 = and i1 %ok143, %high_ok142
  %v145 = load i64, ptr %j, align 8
  %add146 = add i64 %v145, 1
  %base147 = sext i64 %add146 to i128
  store i64 1, ptr %j, align 8
  %v148 = load i64, ptr %j, align 8
  %add149 = add i64 %v148, 1
  store i64 0, ptr %j, align 8
  %at_next150 = sext i64 %add149 to i128
  %step151 = sub i128 %at_next150, %base147
  %step152 = trunc i128 %step151 to i64
  %step153 = sext i64 %step152 to i128
  %len154 = sub i64 %min51, 0
  %span155 = sub i64 %len154, 1
  %span156 = sext i64 %span155 to i128
  %reach157 = mul i128 %step153, %span156
  %c158 = icmp slt i128 %reach157, 0
  %min159 = select i1 %c158, i128 %reach157, i128 0
  %c160 = icmp sgt i128 %reach157, 0
  %max161 = select i1 %c160, i128 %reach157, i128 0
  %least162 = add i128 %base147, %min159
  %most163 = add i128 %base147, %max161
  %fits_low164 = icmp sge i128 %least162, -9223372036854775808
  %fits_high165 = icmp sle i128 %most163, 9223372036854775807
  %fits166 = and i1 %fits_low164, %fits_high165
  %least167 = select i1 %fits166, i128 %least162, i128 -9223372036854775808
  %most168 = select i1 %fits166, i128 %most163, i128 9223372036854775807
  %sub169 = sub i64 %dim22, 1
  %base170 = sext i64 %sub169 to i128
  %fits_low171 = icmp sge i128 %base170, -9223372036854775808
  %fits_high172 = icmp sle i128 %base170, 9223372036854775807
  %fits173 = and i1 %fits_low171, %fits_high172
  %least174 = select i1 %fits173, i128 %base170, i128 -9223372036854775808
  %most175 = select i1 %fits173, i128 %base170, i128 9223372036854775807
  %c176 = icmp slt i128 %least167, %least174
  %min177 = select i1 %c176, i128 %least167, i128 %least174
  %c178 = icmp slt i128 %most168, %most175
  %min179 = select i1 %c178, i128 %most168, i128 %most175
  %c180 = icmp sgt i128 0, %min177
  %max181 = select i1 %c180, i128 0, i128 %min177
  %c182 = icmp sgt i128 0, %min179
  %max183 = select i1 %c182, i128 0, i128 %min179
  %extent184 = sext i64 %dim22 to i128
  %low_ok185 = icmp sge i128 %max181, 0
  %high_ok186 = icmp slt i128 %max183, %extent184
  %ok187 = and i1 %ok144, %low_ok185
  %ok188 = and i1 %ok187, %high_ok186
  %v189 = load i64, ptr %i, align 8
  %add190 = add i64 %v189, 0
  %sub191 = sub i64 %dim, 1
  %c192 = icmp slt i64 %add190, %sub191
  %mm193 = select i1 %c192, i64 %add190, i64 %sub191
  %c194 = icmp sgt i64 0, %mm193
  %mm195 = select i1 %c194, i64 0, i64 %mm193
  %base196 = sext i64 %mm195 to i128
  %fits_low197 = icmp sge i128 %base196, -9223372036854775808
  %fits_high198 = icmp sle i128 %base196, 9223372036854775807
  %fits199 = and i1 %fits_low197, %fits_high198
  %least200 = select i1 %fits199, i128 %base196, i128 -9223372036854775808
  %most201 = select i1 %fits199, i128 %base196, i128 9223372036854775807
  %extent202 = sext i64 %dim to i128
  %low_ok203 = icmp sge i128 %least200, 0
  %high_ok204 = icmp slt i128 %most201, %extent202
  %ok205 = and i1 %ok188, %low_ok203
  %ok206 = and i1 %ok205, %high_ok204
  %v207 = load i64, ptr %i, align 8
  %add208 = add i64 %v207, 1
  %sub209 = sub i64 %dim, 1
  %c210 = icmp slt i64 %add208, %sub209
  %mm211 = select i1 %c210, i64 %add208, i64 %sub209
  %c212 = icmp sgt i64 0, %mm211
  %mm213 = select i1 %c212, i64 0, i64 %mm211
  %base214 = sext i64 %mm213 to i128
  %fits_low215 = icmp sge i128 %base214, -9223372036854775808
  %fits_high216 = icmp sle i128 %base214, 9223372036854775807
  %fits217 = and i1 %fits_low215, %fits_high216
  %least218 = select i1 %fits217, i128 %base214, i128 -9223372036854775808
  %most219 = select i1 %fits217, i128 %base214, i128 9223372036854775807
  %extent220 = sext i64 %dim to i128
  %low_ok221 = icmp sge i128 %least218, 0
  %high_ok222 = icmp slt i128 %most219, %extent220
  %ok223 = and i1 %ok206, %low_ok221
  %ok224 = and i1 %ok223, %high_ok222
  br i1 %ok224, label %proved, label %checked

proved:                                           ; preds = %ok39
  store i64 0, ptr %j, align 8
  br label %loop225

checked:                                          ; preds = %ok39
  store i64 0, ptr %j, align 8
  br label %loop525

versions_done:                                    ; preds = %exit527, %exit227
  store i64 %min51, ptr %j, align 8
  %v950 = load i64, ptr %i, align 8
  %add951 = add i64 %v950, -1
  %sub952 = sub i64 %dim, 1
  %c953 = icmp slt i64 %add951, %sub952
  %mm954 = select i1 %c953, i64 %add951, i64 %sub952
  %c955 = icmp sgt i64 0, %mm954
  %mm956 = select i1 %c955, i64 0, i64 %mm954
  %base957 = sext i64 %mm956 to i128
  %fits_low958 = icmp sge i128 %base957, -9223372036854775808
  %fits_high959 = icmp sle i128 %base957, 9223372036854775807
  %fits960 = and i1 %fits_low958, %fits_high959
  %least961 = select i1 %fits960, i128 %base957, i128 -9223372036854775808
  %most962 = select i1 %fits960, i128 %base957, i128 9223372036854775807
  %extent963 = sext i64 %dim to i128
  %low_ok964 = icmp sge i128 %least961, 0
  %high_ok965 = icmp slt i128 %most962, %extent963
  %ok966 = and i1 true, %low_ok964
  %ok967 = and i1 %ok966, %high_ok965
  %v968 = load i64, ptr %j, align 8
  %add969 = add i64 %v968, -1
  %base970 = sext i64 %add969 to i128
  %next971 = add i64 %min51, 1
  store i64 %next971, ptr %j, align 8
  %v972 = load i64, ptr %j, align 8
  %add973 = add i64 %v972, -1
  store i64 %min51, ptr %j, align 8
  %at_next974 = sext i64 %add973 to i128
  %step975 = sub i128 %at_next974, %base970
  %step976 = trunc i128 %step975 to i64
  %step977 = sext i64 %step976 to i128
  %len978 = sub i64 %min55, %min51
  %span979 = sub i64 %len978, 1
  %span980 = sext i64 %span979 to i128
  %reach981 = mul i128 %step977, %span980
  %c982 = icmp slt i128 %reach981, 0
  %min983 = select i1 %c982, i128 %reach981, i128 0
  %c984 = icmp sgt i128 %reach981, 0
  %max985 = select i1 %c984, i128 %reach981, i128 0
  %least986 = add i128 %base970, %min983
  %most987 = add i128 %base970, %max985
  %fits_low988 = icmp sge i128 %least986, -9223372036854775808
  %fits_high989 = icmp sle i128 %most987, 9223372036854775807
  %fits990 = and i1 %fits_low988, %fits_high989
  %least991 = select i1 %fits990, i128 %least986, i128 -9223372036854775808
  %most992 = select i1 %fits990, i128 %most987, i128 9223372036854775807
  %sub993 = sub i64 %dim22, 1
  %base994 = sext i64 %sub993 to i128
  %fits_low995 = icmp sge i128 %base994, -9223372036854775808
  %fits_high996 = icmp sle i128 %base994, 9223372036854775807
  %fits997 = and i1 %fits_low995, %fits_high996
  %least998 = select i1 %fits997, i128 %base994, i128 -9223372036854775808
  %most999 = select i1 %fits997, i128 %base994, i128 9223372036854775807
  %c1000 = icmp slt i128 %least991, %least998
  %min1001 = select i1 %c1000, i128 %least991, i128 %least998
  %c1002 = icmp slt i128 %most992, %most999
  %min1003 = select i1 %c1002, i128 %most992, i128 %most999
  %c1004 = icmp sgt i128 0, %min1001
  %max1005 = select i1 %c1004, i128 0, i128 %min1001
  %c1006 = icmp sgt i128 0, %min1003
  %max1007 = select i1 %c1006, i128 0, i128 %min1003
  %extent1008 = sext i64 %dim22 to i128
  %low_ok1009 = icmp sge i128 %max1005, 0
  %high_ok1010 = icmp slt i128 %max1007, %extent1008
  %ok1011 = and i1 %ok967, %low_ok1009
  %ok1012 = and i1 %ok1011, %high_ok1010
  %v1013 = load i64, ptr %j, align 8
  %add1014 = add i64 %v1013, 0
  %base1015 = sext i64 %add1014 to i128
  %next1016 = add i64 %min51, 1
  store i64 %next1016, ptr %j, align 8
  %v1017 = load i64, ptr %j, align 8
  %add1018 = add i64 %v1017, 0
  store i64 %min51, ptr %j, align 8
  %at_next1019 = sext i64 %add1018 to i128
  %step1020 = sub i128 %at_next1019, %base1015
  %step1021 = trunc i128 %step1020 to i64
  %step1022 = sext i64 %step1021 to i128
  %len1023 = sub i64 %min55, %min51
  %span1024 = sub i64 %len1023, 1
  %span1025 = sext i64 %span1024 to i128
  %reach1026 = mul i128 %step1022, %span1025
  %c1027 = icmp slt i128 %reach1026, 0
  %min1028 = select i1 %c1027, i128 %reach1026, i128 0
  %c1029 = icmp sgt i128 %reach1026, 0
  %max1030 = select i1 %c1029, i128 %reach1026, i128 0
  %least1031 = add i128 %base1015, %min1028
  %most1032 = add i128 %base1015, %max1030
  %fits_low1033 = icmp sge i128 %least1031, -9223372036854775808
  %fits_high1034 = icmp sle i128 %most1032, 9223372036854775807
  %fits1035 = and i1 %fits_low1033, %fits_high1034
  %least1036 = select i1 %fits1035, i128 %least1031, i128 -9223372036854775808
  %most1037 = select i1 %fits1035, i128 %most1032, i128 9223372036854775807
  %sub1038 = sub i64 %dim22, 1
  %base1039 = sext i64 %sub1038 to i128
  %fits_low1040 = icmp sge i128 %base1039, -9223372036854775808
  %fits_high1041 = icmp sle i128 %base1039, 9223372036854775807
  %fits1042 = and i1 %fits_low1040, %fits_high1041
  %least1043 = select i1 %fits1042, i128 %base1039, i128 -9223372036854775808
  %most1044 = select i1 %fits1042, i128 %base1039, i128 9223372036854775807
  %c1045 = icmp slt i128 %least1036, %least1043
  %min1046 = select i1 %c1045, i128 %least1036, i128 %least1043
  %c1047 = icmp slt i128 %most1037, %most1044
  %min1048 = select i1 %c1047, i128 %most1037, i128 %most1044
  %c1049 = icmp sgt i128 0, %min1046
  %max1050 = select i1 %c1049, i128 0, i128 %min1046
  %c1051 = icmp sgt i128 0, %min1048
  %max1052 = select i1 %c1051, i128 0, i128 %min1048
  %extent1053 = sext i64 %dim22 to i128
  %low_ok1054 = icmp sge i128 %max1050, 0
  %high_ok1055 = icmp slt i128 %max1052, %extent1053
  %ok1056 = and i1 %ok1012, %low_ok1054
  %ok1057 = and i1 %ok1056, %high_ok1055
  %v1058 = load i64, ptr %j, align 8
  %add1059 = add i64 %v1058, 1
  %base1060 = sext i64 %add1059 to i128
  %next1061 = add i64 %min51, 1
  store i64 %next1061, ptr %j, align 8
  %v1062 = load i64, ptr %j, align 8
  %add1063 = add i64 %v1062, 1
  store i64 %min51, ptr %j, align 8
  %at_next1064 = sext i64 %add1063 to i128
  %step1065 = sub i128 %at_next1064, %base1060
  %step1066 = trunc i128 %step1065 to i64
  %step1067 = sext i64 %step1066 to i128
  %len1068 = sub i64 %min55, %min51
  %span1069 = sub i64 %len1068, 1
  %span1070 = sext i64 %span1069 to i128
  %reach1071 = mul i128 %step1067, %span1070
  %c1072 = icmp slt i128 %reach1071, 0
  %min1073 = select i1 %c1072, i128 %reach1071, i128 0
  %c1074 = icmp sgt i128 %reach1071, 0
  %max1075 = select i1 %c1074, i128 %reach1071, i128 0
  %least1076 = add i128 %base1060, %min1073
  %most1077 = add i128 %base1060, %max1075
  %fits_low1078 = icmp sge i128 %least1076, -9223372036854775808
  %fits_high1079 = icmp sle i128 %most1077, 9223372036854775807
  %fits1080 = and i1 %fits_low1078, %fits_high1079
  %least1081 = select i1 %fits1080, i128 %least1076, i128 -9223372036854775808
  %most1082 = select i1 %fits1080, i128 %most1077, i128 9223372036854775807
  %sub1083 = sub i64 %dim22, 1
  %base1084 = sext i64 %sub1083 to i128
  %fits_low1085 = icmp sge i128 %base1084, -9223372036854775808
  %fits_high1086 = icmp sle i128 %base1084, 9223372036854775807
  %fits1087 = and i1 %fits_low1085, %fits_high1086
  %least1088 = select i1 %fits1087, i128 %base1084, i128 -9223372036854775808
  %most1089 = select i1 %fits1087, i128 %base1084, i128 9223372036854775807
  %c1090 = icmp slt i128 %least1081, %least1088
  %min1091 = select i1 %c1090, i128 %least1081, i128 %least1088
  %c1092 = icmp slt i128 %most1082, %most1089
  %min1093 = select i1 %c1092, i128 %most1082, i128 %most1089
  %c1094 = icmp sgt i128 0, %min1091
  %max1095 = select i1 %c1094, i128 0, i128 %min1091
  %c1096 = icmp sgt i128 0, %min1093
  %max1097 = select i1 %c1096, i128 0, i128 %min1093
  %extent1098 = sext i64 %dim22 to i128
  %low_ok1099 = icmp sge i128 %max1095, 0
  %high_ok1100 = icmp slt i128 %max1097, %extent1098
  %ok1101 = and i1 %ok1057, %low_ok1099
  %ok1102 = and i1 %ok1101, %high_ok1100
  %v1103 = load i64, ptr %i, align 8
  %add1104 = add i64 %v1103, 0
  %sub1105 = sub i64 %dim, 1
  %c1106 = icmp slt i64 %add1104, %sub1105
  %mm1107 = select i1 %c1106, i64 %add1104, i64 %sub1105
  %c1108 = icmp sgt i64 0, %mm1107
  %mm1109 = select i1 %c1108, i64 0, i64 %mm1107
  %base1110 = sext i64 %mm1109 to i128
  %fits_low1111 = icmp sge i128 %base1110, -9223372036854775808
  %fits_high1112 = icmp sle i128 %base1110, 9223372036854775807
  %fits1113 = and i1 %fits_low1111, %fits_high1112
  %least1114 = select i1 %fits1113, i128 %base1110, i128 -9223372036854775808
  %most1115 = select i1 %fits1113, i128 %base1110, i128 9223372036854775807
  %extent1116 = sext i64 %dim to i128
  %low_ok1117 = icmp sge i128 %least1114, 0
  %high_ok1118 = icmp slt i128 %most1115, %extent1116
  %ok1119 = and i1 %ok1102, %low_ok1117
  %ok1120 = and i1 %ok1119, %high_ok1118
  %v1121 = load i64, ptr %i, align 8
  %add1122 = add i64 %v1121, 1
  %sub1123 = sub i64 %dim, 1
  %c1124 = icmp slt i64 %add1122, %sub1123
  %mm1125 = select i1 %c1124, i64 %add1122, i64 %sub1123
  %c1126 = icmp sgt i64 0, %mm1125
  %mm1127 = select i1 %c1126, i64 0, i64 %mm1125
  %base1128 = sext i64 %mm1127 to i128
  %fits_low1129 = icmp sge i128 %base1128, -9223372036854775808
  %fits_high1130 = icmp sle i128 %base1128, 9223372036854775807
  %fits1131 = and i1 %fits_low1129, %fits_high1130
  %least1132 = select i1 %fits1131, i128 %base1128, i128 -9223372036854775808
  %most1133 = select i1 %fits1131, i128 %base1128, i128 9223372036854775807
  %extent1134 = sext i64 %dim to i128
  %low_ok1135 = icmp sge i128 %least1132, 0
  %high_ok1136 = icmp slt i128 %most1133, %extent1134
  %ok1137 = and i1 %ok1120, %low_ok1135
  %ok1138 = and i1 %ok1137, %high_ok1136
  br i1 %ok1138, label %proved1139, label %checked1140

loop225:                                          ; preds = %j506, %proved
  %i228 = load i64, ptr %j, align 8
  %more229 = icmp slt i64 %i228, %min51
  br i1 %more229, label %body226, label %exit227

body226:                                          ; preds = %loop225
  %v230 = load i64, ptr %i, align 8
  %add231 = add i64 %v230, -1
  %sub232 = sub i64 %dim, 1
  %c233 = icmp slt i64 %add231, %sub232
  %mm234 = select i1 %c233, i64 %add231, i64 %sub232
  %c235 = icmp sgt i64 0, %mm234
  %mm236 = select i1 %c235, i64 0, i64 %mm234
  %v237 = load i64, ptr %j, align 8
  %add238 = add i64 %v237, -1
  %sub239 = sub i64 %dim22, 1
  %c240 = icmp slt i64 %add238, %sub239
  %mm241 = select i1 %c240, i64 %add238, i64 %sub239
  %c242 = icmp sgt i64 0, %mm241
  %mm243 = select i1 %c242, i64 0, i64 %mm241
  %pos = mul i64 0, %dim
  %pos244 = add i64 %pos, %mm236
  %pos245 = mul i64 %pos244, %dim22
  %pos246 = add i64 %pos245, %mm243
  %elp249 = getelementptr inbounds float, ptr %buf248, i64 %pos246
  %el250 = load float, ptr %elp249, align 4, !alias.scope !10, !noalias !11
  store float %el250, ptr %next_130, align 4
  %v251 = load i64, ptr %i, align 8
  %add252 = add i64 %v251, -1
  %sub253 = sub i64 %dim, 1
  %c254 = icmp slt i64 %add252, %sub253
  %mm255 = select i1 %c254, i64 %add252, i64 %sub253
  %c256 = icmp sgt i64 0, %mm255
  %mm257 = select i1 %c256, i64 0, i64 %mm255
  %v258 = load i64, ptr %j, align 8
  %add259 = add i64 %v258, 0
  %sub260 = sub i64 %dim22, 1
  %c261 = icmp slt i64 %add259, %sub260
  %mm262 = select i1 %c261, i64 %add259, i64 %sub260
  %c263 = icmp sgt i64 0, %mm262
  %mm264 = select i1 %c263, i64 0, i64 %mm262
  %pos265 = mul i64 0, %dim
  %pos266 = add i64 %pos265, %mm257
  %pos267 = mul i64 %pos266, %dim22
  %pos268 = add i64 %pos267, %mm264
  %elp269 = getelementptr inbounds float, ptr %buf248, i64 %pos268
  %el270 = load float, ptr %elp269, align 4, !alias.scope !10, !noalias !11
  store float %el270, ptr %next_131, align 4
  %v271 = load i64, ptr %i, align 8
  %add272 = add i64 %v271, -1
  %sub273 = sub i64 %dim, 1
  %c274 = icmp slt i64 %add272, %sub273
  %mm275 = select i1 %c274, i64 %add272, i64 %sub273
  %c276 = icmp sgt i64 0, %mm275
  %mm277 = select i1 %c276, i64 0, i64 %mm275
  %v278 = load i64, ptr %j, align 8
  %add279 = add i64 %v278, 1
  %sub280 = sub i64 %dim22, 1
  %c281 = icmp slt i64 %add279, %sub280
  %mm282 = select i1 %c281, i64 %add279, i64 %sub280
  %c283 = icmp sgt i64 0, %mm282
  %mm284 = select i1 %c283, i64 0, i64 %mm282
  %pos285 = mul i64 0, %dim
  %pos286 = add i64 %pos285, %mm277
  %pos287 = mul i64 %pos286, %dim22
  %pos288 = add i64 %pos287, %mm284
  %elp289 = getelementptr inbounds float, ptr %buf248, i64 %pos288
  %el290 = load float, ptr %elp289, align 4, !alias.scope !10, !noalias !11
  store float %el290, ptr %next_132, align 4
  %v291 = load i64, ptr %i, align 8
  %add292 = add i64 %v291, 0
  %sub293 = sub i64 %dim, 1
  %c294 = icmp slt i64 %add292, %sub293
  %mm295 = select i1 %c294, i64 %add292, i64 %sub293
  %c296 = icmp sgt i64 0, %mm295
  %mm297 = select i1 %c296, i64 0, i64 %mm295
  %v298 = load i64, ptr %j, align 8
  %add299 = add i64 %v298, -1
  %sub300 = sub i64 %dim22, 1
  %c301 = icmp slt i64 %add299, %sub300
  %mm302 = select i1 %c301, i64 %add299, i64 %sub300
  %c303 = icmp sgt i64 0, %mm302
  %mm304 = select i1 %c303, i64 0, i64 %mm302
  %pos305 = mul i64 0, %dim
  %pos306 = add i64 %pos305, %mm297
  %pos307 = mul i64 %pos306, %dim22
  %pos308 = add i64 %pos307, %mm304
  %elp309 = getelementptr inbounds float, ptr %buf248, i64 %pos308
  %el310 = load float, ptr %elp309, align 4, !alias.scope !10, !noalias !11
  store float %el310, ptr %next_133, align 4
  %v311 = load i64, ptr %i, align 8
  %add312 = add i64 %v311, 0
  %sub313 = sub i64 %dim, 1
  %c314 = icmp slt i64 %add312, %sub313
  %mm315 = select i1 %c314, i64 %add312, i64 %sub313
  %c316 = icmp sgt i64 0, %mm315
  %mm317 = select i1 %c316, i64 0, i64 %mm315
  %v318 = load i64, ptr %j, align 8
  %add319 = add i64 %v318, 0
  %sub320 = sub i64 %dim22, 1
  %c321 = icmp slt i64 %add319, %sub320
  %mm322 = select i1 %c321, i64 %add319, i64 %sub320
  %c323 = icmp sgt i64 0, %mm322
  %mm324 = select i1 %c323, i64 0, i64 %mm322
  %pos325 = mul i64 0, %dim
  %pos326 = add i64 %pos325, %mm317
  %pos327 = mul i64 %pos326, %dim22
  %pos328 = add i64 %pos327, %mm324
  %elp329 = getelementptr inbounds float, ptr %buf248, i64 %pos328
  %el330 = load float, ptr %elp329, align 4, !alias.scope !10, !noalias !11
  store float %el330, ptr %next_134, align 4
  %v331 = load i64, ptr %i, align 8
  %add332 = add i64 %v331, 0
  %sub333 = sub i64 %dim, 1
  %c334 = icmp slt i64 %add332, %sub333
  %mm335 = select i1 %c334, i64 %add332, i64 %sub333
  %c336 = icmp sgt i64 0, %mm335
  %mm337 = select i1 %c336, i64 0, i64 %mm335
  %v338 = load i64, ptr %j, align 8
  %add339 = add i64 %v338, 1
  %sub340 = sub i64 %dim22, 1
  %c341 = icmp slt i64 %add339, %sub340
  %mm342 = select i1 %c341, i64 %add339, i64 %sub340
  %c343 = icmp sgt i64 0, %mm342
  %mm344 = select i1 %c343, i64 0, i64 %mm342
  %pos345 = mul i64 0, %dim
  %pos346 = add i64 %pos345, %mm337
  %pos347 = mul i64 %pos346, %dim22
  %pos348 = add i64 %pos347, %mm344
  %elp349 = getelementptr inbounds float, ptr %buf248, i64 %pos348
  %el350 = load float, ptr %elp349, align 4, !alias.scope !10, !noalias !11
  store float %el350, ptr %next_135, align 4
  %v351 = load i64, ptr %i, align 8
  %add352 = add i64 %v351, 1
  %sub353 = sub i64 %dim, 1
  %c354 = icmp slt i64 %add352, %sub353
  %mm355 = select i1 %c354, i64 %add352, i64 %sub353
  %c356 = icmp sgt i64 0, %mm355
  %mm357 = select i1 %c356, i64 0, i64 %mm355
  %v358 = load i64, ptr %j, align 8
  %add359 = add i64 %v358, -1
  %sub360 = sub i64 %dim22, 1
  %c361 = icmp slt i64 %add359, %sub360
  %mm362 = select i1 %c361, i64 %add359, i64 %sub360
  %c363 = icmp sgt i64 0, %mm362
  %mm364 = select i1 %c363, i64 0, i64 %mm362
  %pos365 = mul i64 0, %dim
  %pos366 = add i64 %pos365, %mm357
  %pos367 = mul i64 %pos366, %dim22
  %pos368 = add i64 %pos367, %mm364
  %elp369 = getelementptr inbounds float, ptr %buf248, i64 %pos368
  %el370 = load float, ptr %elp369, align 4, !alias.scope !10, !noalias !11
  store float %el370, ptr %next_136, align 4
  %v371 = load i64, ptr %i, align 8
  %add372 = add i64 %v371, 1
  %sub373 = sub i64 %dim, 1
  %c374 = icmp slt i64 %add372, %sub373
  %mm375 = select i1 %c374, i64 %add372, i64 %sub373
  %c376 = icmp sgt i64 0, %mm375
  %mm377 = select i1 %c376, i64 0, i64 %mm375
  %v378 = load i64, ptr %j, align 8
  %add379 = add i64 %v378, 0
  %sub380 = sub i64 %dim22, 1
  %c381 = icmp slt i64 %add379, %sub380
  %mm382 = select i1 %c381, i64 %add379, i64 %sub380
  %c383 = icmp sgt i64 0, %mm382
  %mm384 = select i1 %c383, i64 0, i64 %mm382
  %pos385 = mul i64 0, %dim
  %pos386 = add i64 %pos385, %mm377
  %pos387 = mul i64 %pos386, %dim22
  %pos388 = add i64 %pos387, %mm384
  %elp389 = getelementptr inbounds float, ptr %buf248, i64 %pos388
  %el390 = load float, ptr %elp389, align 4, !alias.scope !10, !noalias !11
  store float %el390, ptr %next_137, align 4
  %v391 = load i64, ptr %i, align 8
  %add392 = add i64 %v391, 1
  %sub393 = sub i64 %dim, 1
  %c394 = icmp slt i64 %add392, %sub393
  %mm395 = select i1 %c394, i64 %add392, i64 %sub393
  %c396 = icmp sgt i64 0, %mm395
  %mm397 = select i1 %c396, i64 0, i64 %mm395
  %v398 = load i64, ptr %j, align 8
  %add399 = add i64 %v398, 1
  %sub400 = sub i64 %dim22, 1
  %c401 = icmp slt i64 %add399, %sub400
  %mm402 = select i1 %c401, i64 %add399, i64 %sub400
  %c403 = icmp sgt i64 0, %mm402
  %mm404 = select i1 %c403, i64 0, i64 %mm402
  %pos405 = mul i64 0, %dim
  %pos406 = add i64 %pos405, %mm397
  %pos407 = mul i64 %pos406, %dim22
  %pos408 = add i64 %pos407, %mm404
  %elp409 = getelementptr inbounds float, ptr %buf248, i64 %pos408
  %el410 = load float, ptr %elp409, align 4, !alias.scope !10, !noalias !11
  store float %el410, ptr %next_138, align 4
  %v411 = load float, ptr %next_131, align 4
  %v412 = load float, ptr %next_134, align 4
  %fs = fsub float %v411, %v412
  store float %fs, ptr %derivs2_127.0, align 4
  %v413 = load float, ptr %next_137, align 4
  %v414 = load float, ptr %next_134, align 4
  %fs415 = fsub float %v413, %v414
  store float %fs415, ptr %derivs2_127.1, align 4
  %v416 = load float, ptr %next_133, align 4
  %v417 = load float, ptr %next_134, align 4
  %fs418 = fsub float %v416, %v417
  store float %fs418, ptr %derivs2_127.2, align 4
  %v419 = load float, ptr %next_135, align 4
  %v420 = load float, ptr %next_134, align 4
  %fs421 = fsub float %v419, %v420
  store float %fs421, ptr %derivs2_127.3, align 4
  %v422 = load i64, ptr %i, align 8
  %v423 = load i64, ptr %j, align 8
  %pos424 = mul i64 0, %dim
  %pos425 = add i64 %pos424, %v422
  %pos426 = mul i64 %pos425, %dim22
  %pos427 = add i64 %pos426, %v423
  %v428 = load float, ptr %derivs2_127.0, align 4
  %tup = insertvalue { float, float, float, float } undef, float %v428, 0
  %v429 = load float, ptr %derivs2_127.1, align 4
  %tup430 = insertvalue { float, float, float, float } %tup, float %v429, 1
  %v431 = load float, ptr %derivs2_127.2, align 4
  %tup432 = insertvalue { float, float, float, float } %tup430, float %v431, 2
  %v433 = load float, ptr %derivs2_127.3, align 4
  %tup434 = insertvalue { float, float, float, float } %tup432, float %v433, 3
  %f = extractvalue { float, float, float, float } %tup434, 0
  %elp437 = getelementptr inbounds float, ptr %buf436, i64 %pos427
  store float %f, ptr %elp437, align 4, !alias.scope !12, !noalias !13
  %f438 = extractvalue { float, float, float, float } %tup434, 1
  %elp441 = getelementptr inbounds float, ptr %buf440, i64 %pos427
  store float %f438, ptr %elp441, align 4, !alias.scope !14, !noalias !15
  %f442 = extractvalue { float, float, float, float } %tup434, 2
  %elp445 = getelementptr inbounds float, ptr %buf444, i64 %pos427
  store float %f442, ptr %elp445, align 4, !alias.scope !16, !noalias !17
  %f446 = extractvalue { float, float, float, float } %tup434, 3
  %elp449 = getelementptr inbounds float, ptr %buf448, i64 %pos427
  store float %f446, ptr %elp449, align 4, !alias.scope !18, !noalias !19
  %v450 = load i64, ptr %i, align 8
  %v451 = load i64, ptr %j, align 8
  %pos452 = mul i64 0, %dim
  %pos453 = add i64 %pos452, %v450
  %pos454 = mul i64 %pos453, %dim22
  %pos455 = add i64 %pos454, %v451
  %elp456 = getelementptr inbounds float, ptr %buf248, i64 %pos455
  %el457 = load float, ptr %elp456, align 4, !alias.scope !10, !noalias !11
  store float %el457, ptr %next_142, align 4
  %v458 = load float, ptr %derivs2_127.0, align 4
  %v459 = load float, ptr %derivs2_127.1, align 4
  %fa = fadd float %v458, %v459
  %v460 = load float, ptr %derivs2_127.2, align 4
  %fa461 = fadd float %fa, %v460
  %v462 = load float, ptr %derivs2_127.3, align 4
  %fa463 = fadd float %fa461, %v462
  %v464 = load float, ptr %next_142, align 4
  %fd = fdiv float %fa463, %v464
  store float %fd, ptr %l, align 4
  %v465 = load float, ptr %l, align 4
  %fm = fmul float 2.500000e-01, %v465
  %fa466 = fadd float 1.000000e+00, %fm
  store float %fa466, ptr %den_150, align 4
  %v467 = load float, ptr %derivs2_127.0, align 4
  %v468 = load float, ptr %derivs2_127.0, align 4
  %fm469 = fmul float %v467, %v468
  %v470 = load float, ptr %derivs2_127.1, align 4
  %v471 = load float, ptr %derivs2_127.1, align 4
  %fm472 = fmul float %v470, %v471
  %fa473 = fadd float %fm469, %fm472
  %v474 = load float, ptr %derivs2_127.2, align 4
  %v475 = load float, ptr %derivs2_127.2, align 4
  %fm476 = fmul float %v474, %v475
  %fa477 = fadd float %fa473, %fm476
  %v478 = load float, ptr %derivs2_127.3, align 4
  %v479 = load float, ptr %derivs2_127.3, align 4
  %fm480 = fmul float %v478, %v479
  %fa481 = fadd float %fa477, %fm480
  %v482 = load float, ptr %next_142, align 4
  %v483 = load float, ptr %next_142, align 4
  %fm484 = fmul float %v482, %v483
  %fd485 = fdiv float %fa481, %fm484
  %fm486 = fmul float 5.000000e-01, %fd485
  %v487 = load float, ptr %l, align 4
  %fm488 = fmul float 6.250000e-02, %v487
  %v489 = load float, ptr %l, align 4
  %fm490 = fmul float %fm488, %v489
  %fs491 = fsub float %fm486, %fm490
  %v492 = load float, ptr %den_150, align 4
  %v493 = load float, ptr %den_150, align 4
  %fm494 = fmul float %v492, %v493
  %fd495 = fdiv float %fs491, %fm494
  %v496 = load float, ptr %the_q0sqr2_151, align 4
  %fs497 = fsub float %fd495, %v496
  %v498 = load float, ptr %the_q0sqr2_151, align 4
  %v499 = load float, ptr %the_q0sqr2_151, align 4
  %fa500 = fadd float 1.000000e+00, %v499
  %fm501 = fmul float %v498, %fa500
  %fd502 = fdiv float %fs497, %fm501
  %fa503 = fadd float 1.000000e+00, %fd502
  %fd504 = fdiv float 1.000000e+00, %fa503
  store float %fd504, ptr %c_152, align 4
  %v505 = load float, ptr %c_152, align 4
  %fc = fcmp olt float %v505, 0.000000e+00
  br i1 %fc, label %t, label %e

exit227:                                          ; preds = %loop225
  br label %versions_done

t:                                                ; preds = %body226
  br label %j506

e:                                                ; preds = %body226
  %v507 = load float, ptr %c_152, align 4
  %fc508 = fcmp ogt float %v507, 1.000000e+00
  br i1 %fc508, label %t509, label %e510

j506:                                             ; preds = %j511, %t
  %if513 = phi float [ 0.000000e+00, %t ], [ %if, %j511 ]
  store float %if513, ptr %coef2_139, align 4
  %v514 = load i64, ptr %i, align 8
  %v515 = load i64, ptr %j, align 8
  %pos516 = mul i64 0, %dim
  %pos517 = add i64 %pos516, %v514
  %pos518 = mul i64 %pos517, %dim22
  %pos519 = add i64 %pos518, %v515
  %v520 = load float, ptr %coef2_139, align 4
  %elp523 = getelementptr inbounds float, ptr %buf522, i64 %pos519
  store float %v520, ptr %elp523, align 4, !alias.scope !20, !noalias !21
  %i524 = load i64, ptr %j, align 8
  %next = add i64 %i524, 1
  store i64 %next, ptr %j, align 8
  br label %loop225

t509:                                             ; preds = %e
  br label %j511

e510:                                             ; preds = %e
  %v512 = load float, ptr %c_152, align 4
  br label %j511

j511:                                             ; preds = %e510, %t509
  %if = phi float [ 1.000000e+00, %t509 ], [ %v512, %e510 ]
  br label %j506

loop525:                                          ; preds = %j931, %checked
  %i528 = load i64, ptr %j, align 8
  %more529 = icmp slt i64 %i528, %min51
  br i1 %more529, label %body526, label %exit527

body526:                                          ; preds = %loop525
  %v530 = load i64, ptr %i, align 8
  %add531 = add i64 %v530, -1
  %sub532 = sub i64 %dim, 1
  %c533 = icmp slt i64 %add531, %sub532
  %mm534 = select i1 %c533, i64 %add531, i64 %sub532
  %c535 = icmp sgt i64 0, %mm534
  %mm536 = select i1 %c535, i64 0, i64 %mm534
  %v537 = load i64, ptr %j, align 8
  %add538 = add i64 %v537, -1
  %sub539 = sub i64 %dim22, 1
  %c540 = icmp slt i64 %add538, %sub539
  %mm541 = select i1 %c540, i64 %add538, i64 %sub539
  %c542 = icmp sgt i64 0, %mm541
  %mm543 = select i1 %c542, i64 0, i64 %mm541
  %inb = icmp ult i64 %mm536, %dim
  br i1 %inb, label %ok545, label %fail544

exit527:                                          ; preds = %loop525
  br label %versions_done

fail544:                                          ; preds = %body526
  %errp546 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp546, align 8
  %errp547 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp547, align 8
  %errp548 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm536, ptr %errp548, align 8
  %errp549 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp549, align 8
  ret i32 1

ok545:                                            ; preds = %body526
  %pos550 = mul i64 0, %dim
  %pos551 = add i64 %pos550, %mm536
  %inb552 = icmp ult i64 %mm543, %dim22
  br i1 %inb552, label %ok554, label %fail553

fail553:                                          ; preds = %ok545
  %errp555 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp555, align 8
  %errp556 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp556, align 8
  %errp557 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm543, ptr %errp557, align 8
  %errp558 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp558, align 8
  ret i32 1

ok554:                                            ; preds = %ok545
  %pos559 = mul i64 %pos551, %dim22
  %pos560 = add i64 %pos559, %mm543
  %elp561 = getelementptr inbounds float, ptr %buf248, i64 %pos560
  %el562 = load float, ptr %elp561, align 4, !alias.scope !10, !noalias !11
  store float %el562, ptr %next_130, align 4
  %v563 = load i64, ptr %i, align 8
  %add564 = add i64 %v563, -1
  %sub565 = sub i64 %dim, 1
  %c566 = icmp slt i64 %add564, %sub565
  %mm567 = select i1 %c566, i64 %add564, i64 %sub565
  %c568 = icmp sgt i64 0, %mm567
  %mm569 = select i1 %c568, i64 0, i64 %mm567
  %v570 = load i64, ptr %j, align 8
  %add571 = add i64 %v570, 0
  %sub572 = sub i64 %dim22, 1
  %c573 = icmp slt i64 %add571, %sub572
  %mm574 = select i1 %c573, i64 %add571, i64 %sub572
  %c575 = icmp sgt i64 0, %mm574
  %mm576 = select i1 %c575, i64 0, i64 %mm574
  %inb577 = icmp ult i64 %mm569, %dim
  br i1 %inb577, label %ok579, label %fail578

fail578:                                          ; preds = %ok554
  %errp580 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp580, align 8
  %errp581 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp581, align 8
  %errp582 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm569, ptr %errp582, align 8
  %errp583 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp583, align 8
  ret i32 1

ok579:                                            ; preds = %ok554
  %pos584 = mul i64 0, %dim
  %pos585 = add i64 %pos584, %mm569
  %inb586 = icmp ult i64 %mm576, %dim22
  br i1 %inb586, label %ok588, label %fail587

fail587:                                          ; preds = %ok579
  %errp589 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp589, align 8
  %errp590 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp590, align 8
  %errp591 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm576, ptr %errp591, align 8
  %errp592 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp592, align 8
  ret i32 1

ok588:                                            ; preds = %ok579
  %pos593 = mul i64 %pos585, %dim22
  %pos594 = add i64 %pos593, %mm576
  %elp595 = getelementptr inbounds float, ptr %buf248, i64 %pos594
  %el596 = load float, ptr %elp595, align 4, !alias.scope !10, !noalias !11
  store float %el596, ptr %next_131, align 4
  %v597 = load i64, ptr %i, align 8
  %add598 = add i64 %v597, -1
  %sub599 = sub i64 %dim, 1
  %c600 = icmp slt i64 %add598, %sub599
  %mm601 = select i1 %c600, i64 %add598, i64 %sub599
  %c602 = icmp sgt i64 0, %mm601
  %mm603 = select i1 %c602, i64 0, i64 %mm601
  %v604 = load i64, ptr %j, align 8
  %add605 = add i64 %v604, 1
  %sub606 = sub i64 %dim22, 1
  %c607 = icmp slt i64 %add605, %sub606
  %mm608 = select i1 %c607, i64 %add605, i64 %sub606
  %c609 = icmp sgt i64 0, %mm608
  %mm610 = select i1 %c609, i64 0, i64 %mm608
  %inb611 = icmp ult i64 %mm603, %dim
  br i1 %inb611, label %ok613, label %fail612

fail612:                                          ; preds = %ok588
  %errp614 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp614, align 8
  %errp615 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp615, align 8
  %errp616 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm603, ptr %errp616, align 8
  %errp617 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp617, align 8
  ret i32 1

ok613:                                            ; preds = %ok588
  %pos618 = mul i64 0, %dim
  %pos619 = add i64 %pos618, %mm603
  %inb620 = icmp ult i64 %mm610, %dim22
  br i1 %inb620, label %ok622, label %fail621

fail621:                                          ; preds = %ok613
  %errp623 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp623, align 8
  %errp624 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp624, align 8
  %errp625 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm610, ptr %errp625, align 8
  %errp626 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp626, align 8
  ret i32 1

ok622:                                            ; preds = %ok613
  %pos627 = mul i64 %pos619, %dim22
  %pos628 = add i64 %pos627, %mm610
  %elp629 = getelementptr inbounds float, ptr %buf248, i64 %pos628
  %el630 = load float, ptr %elp629, align 4, !alias.scope !10, !noalias !11
  store float %el630, ptr %next_132, align 4
  %v631 = load i64, ptr %i, align 8
  %add632 = add i64 %v631, 0
  %sub633 = sub i64 %dim, 1
  %c634 = icmp slt i64 %add632, %sub633
  %mm635 = select i1 %c634, i64 %add632, i64 %sub633
  %c636 = icmp sgt i64 0, %mm635
  %mm637 = select i1 %c636, i64 0, i64 %mm635
  %v638 = load i64, ptr %j, align 8
  %add639 = add i64 %v638, -1
  %sub640 = sub i64 %dim22, 1
  %c641 = icmp slt i64 %add639, %sub640
  %mm642 = select i1 %c641, i64 %add639, i64 %sub640
  %c643 = icmp sgt i64 0, %mm642
  %mm644 = select i1 %c643, i64 0, i64 %mm642
  %inb645 = icmp ult i64 %mm637, %dim
  br i1 %inb645, label %ok647, label %fail646

fail646:                                          ; preds = %ok622
  %errp648 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp648, align 8
  %errp649 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp649, align 8
  %errp650 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm637, ptr %errp650, align 8
  %errp651 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp651, align 8
  ret i32 1

ok647:                                            ; preds = %ok622
  %pos652 = mul i64 0, %dim
  %pos653 = add i64 %pos652, %mm637
  %inb654 = icmp ult i64 %mm644, %dim22
  br i1 %inb654, label %ok656, label %fail655

fail655:                                          ; preds = %ok647
  %errp657 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp657, align 8
  %errp658 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp658, align 8
  %errp659 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm644, ptr %errp659, align 8
  %errp660 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp660, align 8
  ret i32 1

ok656:                                            ; preds = %ok647
  %pos661 = mul i64 %pos653, %dim22
  %pos662 = add i64 %pos661, %mm644
  %elp663 = getelementptr inbounds float, ptr %buf248, i64 %pos662
  %el664 = load float, ptr %elp663, align 4, !alias.scope !10, !noalias !11
  store float %el664, ptr %next_133, align 4
  %v665 = load i64, ptr %i, align 8
  %add666 = add i64 %v665, 0
  %sub667 = sub i64 %dim, 1
  %c668 = icmp slt i64 %add666, %sub667
  %mm669 = select i1 %c668, i64 %add666, i64 %sub667
  %c670 = icmp sgt i64 0, %mm669
  %mm671 = select i1 %c670, i64 0, i64 %mm669
  %v672 = load i64, ptr %j, align 8
  %add673 = add i64 %v672, 0
  %sub674 = sub i64 %dim22, 1
  %c675 = icmp slt i64 %add673, %sub674
  %mm676 = select i1 %c675, i64 %add673, i64 %sub674
  %c677 = icmp sgt i64 0, %mm676
  %mm678 = select i1 %c677, i64 0, i64 %mm676
  %inb679 = icmp ult i64 %mm671, %dim
  br i1 %inb679, label %ok681, label %fail680

fail680:                                          ; preds = %ok656
  %errp682 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp682, align 8
  %errp683 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp683, align 8
  %errp684 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm671, ptr %errp684, align 8
  %errp685 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp685, align 8
  ret i32 1

ok681:                                            ; preds = %ok656
  %pos686 = mul i64 0, %dim
  %pos687 = add i64 %pos686, %mm671
  %inb688 = icmp ult i64 %mm678, %dim22
  br i1 %inb688, label %ok690, label %fail689

fail689:                                          ; preds = %ok681
  %errp691 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp691, align 8
  %errp692 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp692, align 8
  %errp693 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm678, ptr %errp693, align 8
  %errp694 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp694, align 8
  ret i32 1

ok690:                                            ; preds = %ok681
  %pos695 = mul i64 %pos687, %dim22
  %pos696 = add i64 %pos695, %mm678
  %elp697 = getelementptr inbounds float, ptr %buf248, i64 %pos696
  %el698 = load float, ptr %elp697, align 4, !alias.scope !10, !noalias !11
  store float %el698, ptr %next_134, align 4
  %v699 = load i64, ptr %i, align 8
  %add700 = add i64 %v699, 0
  %sub701 = sub i64 %dim, 1
  %c702 = icmp slt i64 %add700, %sub701
  %mm703 = select i1 %c702, i64 %add700, i64 %sub701
  %c704 = icmp sgt i64 0, %mm703
  %mm705 = select i1 %c704, i64 0, i64 %mm703
  %v706 = load i64, ptr %j, align 8
  %add707 = add i64 %v706, 1
  %sub708 = sub i64 %dim22, 1
  %c709 = icmp slt i64 %add707, %sub708
  %mm710 = select i1 %c709, i64 %add707, i64 %sub708
  %c711 = icmp sgt i64 0, %mm710
  %mm712 = select i1 %c711, i64 0, i64 %mm710
  %inb713 = icmp ult i64 %mm705, %dim
  br i1 %inb713, label %ok715, label %fail714

fail714:                                          ; preds = %ok690
  %errp716 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp716, align 8
  %errp717 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp717, align 8
  %errp718 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm705, ptr %errp718, align 8
  %errp719 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp719, align 8
  ret i32 1

ok715:                                            ; preds = %ok690
  %pos720 = mul i64 0, %dim
  %pos721 = add i64 %pos720, %mm705
  %inb722 = icmp ult i64 %mm712, %dim22
  br i1 %inb722, label %ok724, label %fail723

fail723:                                          ; preds = %ok715
  %errp725 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp725, align 8
  %errp726 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp726, align 8
  %errp727 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm712, ptr %errp727, align 8
  %errp728 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp728, align 8
  ret i32 1

ok724:                                            ; preds = %ok715
  %pos729 = mul i64 %pos721, %dim22
  %pos730 = add i64 %pos729, %mm712
  %elp731 = getelementptr inbounds float, ptr %buf248, i64 %pos730
  %el732 = load float, ptr %elp731, align 4, !alias.scope !10, !noalias !11
  store float %el732, ptr %next_135, align 4
  %v733 = load i64, ptr %i, align 8
  %add734 = add i64 %v733, 1
  %sub735 = sub i64 %dim, 1
  %c736 = icmp slt i64 %add734, %sub735
  %mm737 = select i1 %c736, i64 %add734, i64 %sub735
  %c738 = icmp sgt i64 0, %mm737
  %mm739 = select i1 %c738, i64 0, i64 %mm737
  %v740 = load i64, ptr %j, align 8
  %add741 = add i64 %v740, -1
  %sub742 = sub i64 %dim22, 1
  %c743 = icmp slt i64 %add741, %sub742
  %mm744 = select i1 %c743, i64 %add741, i64 %sub742
  %c745 = icmp sgt i64 0, %mm744
  %mm746 = select i1 %c745, i64 0, i64 %mm744
  %inb747 = icmp ult i64 %mm739, %dim
  br i1 %inb747, label %ok749, label %fail748

fail748:                                          ; preds = %ok724
  %errp750 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp750, align 8
  %errp751 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp751, align 8
  %errp752 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm739, ptr %errp752, align 8
  %errp753 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp753, align 8
  ret i32 1

ok749:                                            ; preds = %ok724
  %pos754 = mul i64 0, %dim
  %pos755 = add i64 %pos754, %mm739
  %inb756 = icmp ult i64 %mm746, %dim22
  br i1 %inb756, label %ok758, label %fail757

fail757:                                          ; preds = %ok749
  %errp759 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp759, align 8
  %errp760 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp760, align 8
  %errp761 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm746, ptr %errp761, align 8
  %errp762 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp762, align 8
  ret i32 1

ok758:                                            ; preds = %ok749
  %pos763 = mul i64 %pos755, %dim22
  %pos764 = add i64 %pos763, %mm746
  %elp765 = getelementptr inbounds float, ptr %buf248, i64 %pos764
  %el766 = load float, ptr %elp765, align 4, !alias.scope !10, !noalias !11
  store float %el766, ptr %next_136, align 4
  %v767 = load i64, ptr %i, align 8
  %add768 = add i64 %v767, 1
  %sub769 = sub i64 %dim, 1
  %c770 = icmp slt i64 %add768, %sub769
  %mm771 = select i1 %c770, i64 %add768, i64 %sub769
  %c772 = icmp sgt i64 0, %mm771
  %mm773 = select i1 %c772, i64 0, i64 %mm771
  %v774 = load i64, ptr %j, align 8
  %add775 = add i64 %v774, 0
  %sub776 = sub i64 %dim22, 1
  %c777 = icmp slt i64 %add775, %sub776
  %mm778 = select i1 %c777, i64 %add775, i64 %sub776
  %c779 = icmp sgt i64 0, %mm778
  %mm780 = select i1 %c779, i64 0, i64 %mm778
  %inb781 = icmp ult i64 %mm773, %dim
  br i1 %inb781, label %ok783, label %fail782

fail782:                                          ; preds = %ok758
  %errp784 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp784, align 8
  %errp785 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp785, align 8
  %errp786 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm773, ptr %errp786, align 8
  %errp787 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp787, align 8
  ret i32 1

ok783:                                            ; preds = %ok758
  %pos788 = mul i64 0, %dim
  %pos789 = add i64 %pos788, %mm773
  %inb790 = icmp ult i64 %mm780, %dim22
  br i1 %inb790, label %ok792, label %fail791

fail791:                                          ; preds = %ok783
  %errp793 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp793, align 8
  %errp794 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp794, align 8
  %errp795 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm780, ptr %errp795, align 8
  %errp796 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp796, align 8
  ret i32 1

ok792:                                            ; preds = %ok783
  %pos797 = mul i64 %pos789, %dim22
  %pos798 = add i64 %pos797, %mm780
  %elp799 = getelementptr inbounds float, ptr %buf248, i64 %pos798
  %el800 = load float, ptr %elp799, align 4, !alias.scope !10, !noalias !11
  store float %el800, ptr %next_137, align 4
  %v801 = load i64, ptr %i, align 8
  %add802 = add i64 %v801, 1
  %sub803 = sub i64 %dim, 1
  %c804 = icmp slt i64 %add802, %sub803
  %mm805 = select i1 %c804, i64 %add802, i64 %sub803
  %c806 = icmp sgt i64 0, %mm805
  %mm807 = select i1 %c806, i64 0, i64 %mm805
  %v808 = load i64, ptr %j, align 8
  %add809 = add i64 %v808, 1
  %sub810 = sub i64 %dim22, 1
  %c811 = icmp slt i64 %add809, %sub810
  %mm812 = select i1 %c811, i64 %add809, i64 %sub810
  %c813 = icmp sgt i64 0, %mm812
  %mm814 = select i1 %c813, i64 0, i64 %mm812
  %inb815 = icmp ult i64 %mm807, %dim
  br i1 %inb815, label %ok817, label %fail816

fail816:                                          ; preds = %ok792
  %errp818 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp818, align 8
  %errp819 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp819, align 8
  %errp820 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm807, ptr %errp820, align 8
  %errp821 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp821, align 8
  ret i32 1

ok817:                                            ; preds = %ok792
  %pos822 = mul i64 0, %dim
  %pos823 = add i64 %pos822, %mm807
  %inb824 = icmp ult i64 %mm814, %dim22
  br i1 %inb824, label %ok826, label %fail825

fail825:                                          ; preds = %ok817
  %errp827 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp827, align 8
  %errp828 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp828, align 8
  %errp829 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm814, ptr %errp829, align 8
  %errp830 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp830, align 8
  ret i32 1

ok826:                                            ; preds = %ok817
  %pos831 = mul i64 %pos823, %dim22
  %pos832 = add i64 %pos831, %mm814
  %elp833 = getelementptr inbounds float, ptr %buf248, i64 %pos832
  %el834 = load float, ptr %elp833, align 4, !alias.scope !10, !noalias !11
  store float %el834, ptr %next_138, align 4
  %v835 = load float, ptr %next_131, align 4
  %v836 = load float, ptr %next_134, align 4
  %fs837 = fsub float %v835, %v836
  store float %fs837, ptr %derivs2_127.0, align 4
  %v838 = load float, ptr %next_137, align 4
  %v839 = load float, ptr %next_134, align 4
  %fs840 = fsub float %v838, %v839
  store float %fs840, ptr %derivs2_127.1, align 4
  %v841 = load float, ptr %next_133, align 4
  %v842 = load float, ptr %next_134, align 4
  %fs843 = fsub float %v841, %v842
  store float %fs843, ptr %derivs2_127.2, align 4
  %v844 = load float, ptr %next_135, align 4
  %v845 = load float, ptr %next_134, align 4
  %fs846 = fsub float %v844, %v845
  store float %fs846, ptr %derivs2_127.3, align 4
  %v847 = load i64, ptr %i, align 8
  %v848 = load i64, ptr %j, align 8
  %pos849 = mul i64 0, %dim
  %pos850 = add i64 %pos849, %v847
  %pos851 = mul i64 %pos850, %dim22
  %pos852 = add i64 %pos851, %v848
  %v853 = load float, ptr %derivs2_127.0, align 4
  %tup854 = insertvalue { float, float, float, float } undef, float %v853, 0
  %v855 = load float, ptr %derivs2_127.1, align 4
  %tup856 = insertvalue { float, float, float, float } %tup854, float %v855, 1
  %v857 = load float, ptr %derivs2_127.2, align 4
  %tup858 = insertvalue { float, float, float, float } %tup856, float %v857, 2
  %v859 = load float, ptr %derivs2_127.3, align 4
  %tup860 = insertvalue { float, float, float, float } %tup858, float %v859, 3
  %f861 = extractvalue { float, float, float, float } %tup860, 0
  %elp862 = getelementptr inbounds float, ptr %buf436, i64 %pos852
  store float %f861, ptr %elp862, align 4, !alias.scope !12, !noalias !13
  %f863 = extractvalue { float, float, float, float } %tup860, 1
  %elp864 = getelementptr inbounds float, ptr %buf440, i64 %pos852
  store float %f863, ptr %elp864, align 4, !alias.scope !14, !noalias !15
  %f865 = extractvalue { float, float, float, float } %tup860, 2
  %elp866 = getelementptr inbounds float, ptr %buf444, i64 %pos852
  store float %f865, ptr %elp866, align 4, !alias.scope !16, !noalias !17
  %f867 = extractvalue { float, float, float, float } %tup860, 3
  %elp868 = getelementptr inbounds float, ptr %buf448, i64 %pos852
  store float %f867, ptr %elp868, align 4, !alias.scope !18, !noalias !19
  %v869 = load i64, ptr %i, align 8
  %v870 = load i64, ptr %j, align 8
  %pos871 = mul i64 0, %dim
  %pos872 = add i64 %pos871, %v869
  %pos873 = mul i64 %pos872, %dim22
  %pos874 = add i64 %pos873, %v870
  %elp875 = getelementptr inbounds float, ptr %buf248, i64 %pos874
  %el876 = load float, ptr %elp875, align 4, !alias.scope !10, !noalias !11
  store float %el876, ptr %next_142, align 4
  %v877 = load float, ptr %derivs2_127.0, align 4
  %v878 = load float, ptr %derivs2_127.1, align 4
  %fa879 = fadd float %v877, %v878
  %v880 = load float, ptr %derivs2_127.2, align 4
  %fa881 = fadd float %fa879, %v880
  %v882 = load float, ptr %derivs2_127.3, align 4
  %fa883 = fadd float %fa881, %v882
  %v884 = load float, ptr %next_142, align 4
  %fd885 = fdiv float %fa883, %v884
  store float %fd885, ptr %l, align 4
  %v886 = load float, ptr %l, align 4
  %fm887 = fmul float 2.500000e-01, %v886
  %fa888 = fadd float 1.000000e+00, %fm887
  store float %fa888, ptr %den_150, align 4
  %v889 = load float, ptr %derivs2_127.0, align 4
  %v890 = load float, ptr %derivs2_127.0, align 4
  %fm891 = fmul float %v889, %v890
  %v892 = load float, ptr %derivs2_127.1, align 4
  %v893 = load float, ptr %derivs2_127.1, align 4
  %fm894 = fmul float %v892, %v893
  %fa895 = fadd float %fm891, %fm894
  %v896 = load float, ptr %derivs2_127.2, align 4
  %v897 = load float, ptr %derivs2_127.2, align 4
  %fm898 = fmul float %v896, %v897
  %fa899 = fadd float %fa895, %fm898
  %v900 = load float, ptr %derivs2_127.3, align 4
  %v901 = load float, ptr %derivs2_127.3, align 4
  %fm902 = fmul float %v900, %v901
  %fa903 = fadd float %fa899, %fm902
  %v904 = load float, ptr %next_142, align 4
  %v905 = load float, ptr %next_142, align 4
  %fm906 = fmul float %v904, %v905
  %fd907 = fdiv float %fa903, %fm906
  %fm908 = fmul float 5.000000e-01, %fd907
  %v909 = load float, ptr %l, align 4
  %fm910 = fmul float 6.250000e-02, %v909
  %v911 = load float, ptr %l, align 4
  %fm912 = fmul float %fm910, %v911
  %fs913 = fsub float %fm908, %fm912
  %v914 = load float, ptr %den_150, align 4
  %v915 = load float, ptr %den_150, align 4
  %fm916 = fmul float %v914, %v915
  %fd917 = fdiv float %fs913, %fm916
  %v918 = load float, ptr %the_q0sqr2_151, align 4
  %fs919 = fsub float %fd917, %v918
  %v920 = load float, ptr %the_q0sqr2_151, align 4
  %v921 = load float, ptr %the_q0sqr2_151, align 4
  %fa922 = fadd float 1.000000e+00, %v921
  %fm923 = fmul float %v920, %fa922
  %fd924 = fdiv float %fs919, %fm923
  %fa925 = fadd float 1.000000e+00, %fd924
  %fd926 = fdiv float 1.000000e+00, %fa925
  store float %fd926, ptr %c_152, align 4
  %v927 = load float, ptr %c_152, align 4
  %fc928 = fcmp olt float %v927, 0.000000e+00
  br i1 %fc928, label %t929, label %e930

t929:                                             ; preds = %ok826
  br label %j931

e930:                                             ; preds = %ok826
  %v932 = load float, ptr %c_152, align 4
  %fc933 = fcmp ogt float %v932, 1.000000e+00
  br i1 %fc933, label %t934, label %e935

j931:                                             ; preds = %j936, %t929
  %if939 = phi float [ 0.000000e+00, %t929 ], [ %if938, %j936 ]
  store float %if939, ptr %coef2_139, align 4
  %v940 = load i64, ptr %i, align 8
  %v941 = load i64, ptr %j, align 8
  %pos942 = mul i64 0, %dim
  %pos943 = add i64 %pos942, %v940
  %pos944 = mul i64 %pos943, %dim22
  %pos945 = add i64 %pos944, %v941
  %v946 = load float, ptr %coef2_139, align 4
  %elp947 = getelementptr inbounds float, ptr %buf522, i64 %pos945
  store float %v946, ptr %elp947, align 4, !alias.scope !20, !noalias !21
  %i948 = load i64, ptr %j, align 8
  %next949 = add i64 %i948, 1
  store i64 %next949, ptr %j, align 8
  br label %loop525

t934:                                             ; preds = %e930
  br label %j936

e935:                                             ; preds = %e930
  %v937 = load float, ptr %c_152, align 4
  br label %j936

j936:                                             ; preds = %e935, %t934
  %if938 = phi float [ 1.000000e+00, %t934 ], [ %v937, %e935 ]
  br label %j931

proved1139:                                       ; preds = %versions_done
  store i64 %min51, ptr %j, align 8
  br label %loop1142

checked1140:                                      ; preds = %versions_done
  store i64 %min51, ptr %j, align 8
  br label %loop1396

versions_done1141:                                ; preds = %exit1398, %exit1144
  store i64 %min55, ptr %j, align 8
  %v1777 = load i64, ptr %i, align 8
  %add1778 = add i64 %v1777, -1
  %sub1779 = sub i64 %dim, 1
  %c1780 = icmp slt i64 %add1778, %sub1779
  %mm1781 = select i1 %c1780, i64 %add1778, i64 %sub1779
  %c1782 = icmp sgt i64 0, %mm1781
  %mm1783 = select i1 %c1782, i64 0, i64 %mm1781
  %base1784 = sext i64 %mm1783 to i128
  %fits_low1785 = icmp sge i128 %base1784, -9223372036854775808
  %fits_high1786 = icmp sle i128 %base1784, 9223372036854775807
  %fits1787 = and i1 %fits_low1785, %fits_high1786
  %least1788 = select i1 %fits1787, i128 %base1784, i128 -9223372036854775808
  %most1789 = select i1 %fits1787, i128 %base1784, i128 9223372036854775807
  %extent1790 = sext i64 %dim to i128
  %low_ok1791 = icmp sge i128 %least1788, 0
  %high_ok1792 = icmp slt i128 %most1789, %extent1790
  %ok1793 = and i1 true, %low_ok1791
  %ok1794 = and i1 %ok1793, %high_ok1792
  %v1795 = load i64, ptr %j, align 8
  %add1796 = add i64 %v1795, -1
  %base1797 = sext i64 %add1796 to i128
  %next1798 = add i64 %min55, 1
  store i64 %next1798, ptr %j, align 8
  %v1799 = load i64, ptr %j, align 8
  %add1800 = add i64 %v1799, -1
  store i64 %min55, ptr %j, align 8
  %at_next1801 = sext i64 %add1800 to i128
  %step1802 = sub i128 %at_next1801, %base1797
  %step1803 = trunc i128 %step1802 to i64
  %step1804 = sext i64 %step1803 to i128
  %len1805 = sub i64 %dim22, %min55
  %span1806 = sub i64 %len1805, 1
  %span1807 = sext i64 %span1806 to i128
  %reach1808 = mul i128 %step1804, %span1807
  %c1809 = icmp slt i128 %reach1808, 0
  %min1810 = select i1 %c1809, i128 %reach1808, i128 0
  %c1811 = icmp sgt i128 %reach1808, 0
  %max1812 = select i1 %c1811, i128 %reach1808, i128 0
  %least1813 = add i128 %base1797, %min1810
  %most1814 = add i128 %base1797, %max1812
  %fits_low1815 = icmp sge i128 %least1813, -9223372036854775808
  %fits_high1816 = icmp sle i128 %most1814, 9223372036854775807
  %fits1817 = and i1 %fits_low1815, %fits_high1816
  %least1818 = select i1 %fits1817, i128 %least1813, i128 -9223372036854775808
  %most1819 = select i1 %fits1817, i128 %most1814, i128 9223372036854775807
  %sub1820 = sub i64 %dim22, 1
  %base1821 = sext i64 %sub1820 to i128
  %fits_low1822 = icmp sge i128 %base1821, -9223372036854775808
  %fits_high1823 = icmp sle i128 %base1821, 9223372036854775807
  %fits1824 = and i1 %fits_low1822, %fits_high1823
  %least1825 = select i1 %fits1824, i128 %base1821, i128 -9223372036854775808
  %most1826 = select i1 %fits1824, i128 %base1821, i128 9223372036854775807
  %c1827 = icmp slt i128 %least1818, %least1825
  %min1828 = select i1 %c1827, i128 %least1818, i128 %least1825
  %c1829 = icmp slt i128 %most1819, %most1826
  %min1830 = select i1 %c1829, i128 %most1819, i128 %most1826
  %c1831 = icmp sgt i128 0, %min1828
  %max1832 = select i1 %c1831, i128 0, i128 %min1828
  %c1833 = icmp sgt i128 0, %min1830
  %max1834 = select i1 %c1833, i128 0, i128 %min1830
  %extent1835 = sext i64 %dim22 to i128
  %low_ok1836 = icmp sge i128 %max1832, 0
  %high_ok1837 = icmp slt i128 %max1834, %extent1835
  %ok1838 = and i1 %ok1794, %low_ok1836
  %ok1839 = and i1 %ok1838, %high_ok1837
  %v1840 = load i64, ptr %j, align 8
  %add1841 = add i64 %v1840, 0
  %base1842 = sext i64 %add1841 to i128
  %next1843 = add i64 %min55, 1
  store i64 %next1843, ptr %j, align 8
  %v1844 = load i64, ptr %j, align 8
  %add1845 = add i64 %v1844, 0
  store i64 %min55, ptr %j, align 8
  %at_next1846 = sext i64 %add1845 to i128
  %step1847 = sub i128 %at_next1846, %base1842
  %step1848 = trunc i128 %step1847 to i64
  %step1849 = sext i64 %step1848 to i128
  %len1850 = sub i64 %dim22, %min55
  %span1851 = sub i64 %len1850, 1
  %span1852 = sext i64 %span1851 to i128
  %reach1853 = mul i128 %step1849, %span1852
  %c1854 = icmp slt i128 %reach1853, 0
  %min1855 = select i1 %c1854, i128 %reach1853, i128 0
  %c1856 = icmp sgt i128 %reach1853, 0
  %max1857 = select i1 %c1856, i128 %reach1853, i128 0
  %least1858 = add i128 %base1842, %min1855
  %most1859 = add i128 %base1842, %max1857
  %fits_low1860 = icmp sge i128 %least1858, -9223372036854775808
  %fits_high1861 = icmp sle i128 %most1859, 9223372036854775807
  %fits1862 = and i1 %fits_low1860, %fits_high1861
  %least1863 = select i1 %fits1862, i128 %least1858, i128 -9223372036854775808
  %most1864 = select i1 %fits1862, i128 %most1859, i128 9223372036854775807
  %sub1865 = sub i64 %dim22, 1
  %base1866 = sext i64 %sub1865 to i128
  %fits_low1867 = icmp sge i128 %base1866, -9223372036854775808
  %fits_high1868 = icmp sle i128 %base1866, 9223372036854775807
  %fits1869 = and i1 %fits_low1867, %fits_high1868
  %least1870 = select i1 %fits1869, i128 %base1866, i128 -9223372036854775808
  %most1871 = select i1 %fits1869, i128 %base1866, i128 9223372036854775807
  %c1872 = icmp slt i128 %least1863, %least1870
  %min1873 = select i1 %c1872, i128 %least1863, i128 %least1870
  %c1874 = icmp slt i128 %most1864, %most1871
  %min1875 = select i1 %c1874, i128 %most1864, i128 %most1871
  %c1876 = icmp sgt i128 0, %min1873
  %max1877 = select i1 %c1876, i128 0, i128 %min1873
  %c1878 = icmp sgt i128 0, %min1875
  %max1879 = select i1 %c1878, i128 0, i128 %min1875
  %extent1880 = sext i64 %dim22 to i128
  %low_ok1881 = icmp sge i128 %max1877, 0
  %high_ok1882 = icmp slt i128 %max1879, %extent1880
  %ok1883 = and i1 %ok1839, %low_ok1881
  %ok1884 = and i1 %ok1883, %high_ok1882
  %v1885 = load i64, ptr %j, align 8
  %add1886 = add i64 %v1885, 1
  %base1887 = sext i64 %add1886 to i128
  %next1888 = add i64 %min55, 1
  store i64 %next1888, ptr %j, align 8
  %v1889 = load i64, ptr %j, align 8
  %add1890 = add i64 %v1889, 1
  store i64 %min55, ptr %j, align 8
  %at_next1891 = sext i64 %add1890 to i128
  %step1892 = sub i128 %at_next1891, %base1887
  %step1893 = trunc i128 %step1892 to i64
  %step1894 = sext i64 %step1893 to i128
  %len1895 = sub i64 %dim22, %min55
  %span1896 = sub i64 %len1895, 1
  %span1897 = sext i64 %span1896 to i128
  %reach1898 = mul i128 %step1894, %span1897
  %c1899 = icmp slt i128 %reach1898, 0
  %min1900 = select i1 %c1899, i128 %reach1898, i128 0
  %c1901 = icmp sgt i128 %reach1898, 0
  %max1902 = select i1 %c1901, i128 %reach1898, i128 0
  %least1903 = add i128 %base1887, %min1900
  %most1904 = add i128 %base1887, %max1902
  %fits_low1905 = icmp sge i128 %least1903, -9223372036854775808
  %fits_high1906 = icmp sle i128 %most1904, 9223372036854775807
  %fits1907 = and i1 %fits_low1905, %fits_high1906
  %least1908 = select i1 %fits1907, i128 %least1903, i128 -9223372036854775808
  %most1909 = select i1 %fits1907, i128 %most1904, i128 9223372036854775807
  %sub1910 = sub i64 %dim22, 1
  %base1911 = sext i64 %sub1910 to i128
  %fits_low1912 = icmp sge i128 %base1911, -9223372036854775808
  %fits_high1913 = icmp sle i128 %base1911, 9223372036854775807
  %fits1914 = and i1 %fits_low1912, %fits_high1913
  %least1915 = select i1 %fits1914, i128 %base1911, i128 -9223372036854775808
  %most1916 = select i1 %fits1914, i128 %base1911, i128 9223372036854775807
  %c1917 = icmp slt i128 %least1908, %least1915
  %min1918 = select i1 %c1917, i128 %least1908, i128 %least1915
  %c1919 = icmp slt i128 %most1909, %most1916
  %min1920 = select i1 %c1919, i128 %most1909, i128 %most1916
  %c1921 = icmp sgt i128 0, %min1918
  %max1922 = select i1 %c1921, i128 0, i128 %min1918
  %c1923 = icmp sgt i128 0, %min1920
  %max1924 = select i1 %c1923, i128 0, i128 %min1920
  %extent1925 = sext i64 %dim22 to i128
  %low_ok1926 = icmp sge i128 %max1922, 0
  %high_ok1927 = icmp slt i128 %max1924, %extent1925
  %ok1928 = and i1 %ok1884, %low_ok1926
  %ok1929 = and i1 %ok1928, %high_ok1927
  %v1930 = load i64, ptr %i, align 8
  %add1931 = add i64 %v1930, 0
  %sub1932 = sub i64 %dim, 1
  %c1933 = icmp slt i64 %add1931, %sub1932
  %mm1934 = select i1 %c1933, i64 %add1931, i64 %sub1932
  %c1935 = icmp sgt i64 0, %mm1934
  %mm1936 = select i1 %c1935, i64 0, i64 %mm1934
  %base1937 = sext i64 %mm1936 to i128
  %fits_low1938 = icmp sge i128 %base1937, -9223372036854775808
  %fits_high1939 = icmp sle i128 %base1937, 9223372036854775807
  %fits1940 = and i1 %fits_low1938, %fits_high1939
  %least1941 = select i1 %fits1940, i128 %base1937, i128 -9223372036854775808
  %most1942 = select i1 %fits1940, i128 %base1937, i128 9223372036854775807
  %extent1943 = sext i64 %dim to i128
  %low_ok1944 = icmp sge i128 %least1941, 0
  %high_ok1945 = icmp slt i128 %most1942, %extent1943
  %ok1946 = and i1 %ok1929, %low_ok1944
  %ok1947 = and i1 %ok1946, %high_ok1945
  %v1948 = load i64, ptr %i, align 8
  %add1949 = add i64 %v1948, 1
  %sub1950 = sub i64 %dim, 1
  %c1951 = icmp slt i64 %add1949, %sub1950
  %mm1952 = select i1 %c1951, i64 %add1949, i64 %sub1950
  %c1953 = icmp sgt i64 0, %mm1952
  %mm1954 = select i1 %c1953, i64 0, i64 %mm1952
  %base1955 = sext i64 %mm1954 to i128
  %fits_low1956 = icmp sge i128 %base1955, -9223372036854775808
  %fits_high1957 = icmp sle i128 %base1955, 9223372036854775807
  %fits1958 = and i1 %fits_low1956, %fits_high1957
  %least1959 = select i1 %fits1958, i128 %base1955, i128 -9223372036854775808
  %most1960 = select i1 %fits1958, i128 %base1955, i128 9223372036854775807
  %extent1961 = sext i64 %dim to i128
  %low_ok1962 = icmp sge i128 %least1959, 0
  %high_ok1963 = icmp slt i128 %most1960, %extent1961
  %ok1964 = and i1 %ok1947, %low_ok1962
  %ok1965 = and i1 %ok1964, %high_ok1963
  br i1 %ok1965, label %proved1966, label %checked1967

loop1142:                                         ; preds = %j1377, %proved1139
  %i1145 = load i64, ptr %j, align 8
  %more1146 = icmp slt i64 %i1145, %min55
  br i1 %more1146, label %body1143, label %exit1144

body1143:                                         ; preds = %loop1142
  %v1147 = load i64, ptr %i, align 8
  %add1148 = add i64 %v1147, -1
  %sub1149 = sub i64 %dim, 1
  %c1150 = icmp slt i64 %add1148, %sub1149
  %mm1151 = select i1 %c1150, i64 %add1148, i64 %sub1149
  %c1152 = icmp sgt i64 0, %mm1151
  %mm1153 = select i1 %c1152, i64 0, i64 %mm1151
  %j1154 = load i64, ptr %j, align 8
  %tap = add i64 %j1154, -1
  %pos1155 = mul i64 0, %dim
  %pos1156 = add i64 %pos1155, %mm1153
  %pos1157 = mul i64 %pos1156, %dim22
  %pos1158 = add i64 %pos1157, %tap
  %elp1159 = getelementptr inbounds float, ptr %buf248, i64 %pos1158
  %el1160 = load float, ptr %elp1159, align 4, !alias.scope !10, !noalias !11
  store float %el1160, ptr %next_130, align 4
  %v1161 = load i64, ptr %i, align 8
  %add1162 = add i64 %v1161, -1
  %sub1163 = sub i64 %dim, 1
  %c1164 = icmp slt i64 %add1162, %sub1163
  %mm1165 = select i1 %c1164, i64 %add1162, i64 %sub1163
  %c1166 = icmp sgt i64 0, %mm1165
  %mm1167 = select i1 %c1166, i64 0, i64 %mm1165
  %j1168 = load i64, ptr %j, align 8
  %tap1169 = add i64 %j1168, 0
  %pos1170 = mul i64 0, %dim
  %pos1171 = add i64 %pos1170, %mm1167
  %pos1172 = mul i64 %pos1171, %dim22
  %pos1173 = add i64 %pos1172, %tap1169
  %elp1174 = getelementptr inbounds float, ptr %buf248, i64 %pos1173
  %el1175 = load float, ptr %elp1174, align 4, !alias.scope !10, !noalias !11
  store float %el1175, ptr %next_131, align 4
  %v1176 = load i64, ptr %i, align 8
  %add1177 = add i64 %v1176, -1
  %sub1178 = sub i64 %dim, 1
  %c1179 = icmp slt i64 %add1177, %sub1178
  %mm1180 = select i1 %c1179, i64 %add1177, i64 %sub1178
  %c1181 = icmp sgt i64 0, %mm1180
  %mm1182 = select i1 %c1181, i64 0, i64 %mm1180
  %j1183 = load i64, ptr %j, align 8
  %tap1184 = add i64 %j1183, 1
  %pos1185 = mul i64 0, %dim
  %pos1186 = add i64 %pos1185, %mm1182
  %pos1187 = mul i64 %pos1186, %dim22
  %pos1188 = add i64 %pos1187, %tap1184
  %elp1189 = getelementptr inbounds float, ptr %buf248, i64 %pos1188
  %el1190 = load float, ptr %elp1189, align 4, !alias.scope !10, !noalias !11
  store float %el1190, ptr %next_132, align 4
  %v1191 = load i64, ptr %i, align 8
  %add1192 = add i64 %v1191, 0
  %sub1193 = sub i64 %dim, 1
  %c1194 = icmp slt i64 %add1192, %sub1193
  %mm1195 = select i1 %c1194, i64 %add1192, i64 %sub1193
  %c1196 = icmp sgt i64 0, %mm1195
  %mm1197 = select i1 %c1196, i64 0, i64 %mm1195
  %j1198 = load i64, ptr %j, align 8
  %tap1199 = add i64 %j1198, -1
  %pos1200 = mul i64 0, %dim
  %pos1201 = add i64 %pos1200, %mm1197
  %pos1202 = mul i64 %pos1201, %dim22
  %pos1203 = add i64 %pos1202, %tap1199
  %elp1204 = getelementptr inbounds float, ptr %buf248, i64 %pos1203
  %el1205 = load float, ptr %elp1204, align 4, !alias.scope !10, !noalias !11
  store float %el1205, ptr %next_133, align 4
  %v1206 = load i64, ptr %i, align 8
  %add1207 = add i64 %v1206, 0
  %sub1208 = sub i64 %dim, 1
  %c1209 = icmp slt i64 %add1207, %sub1208
  %mm1210 = select i1 %c1209, i64 %add1207, i64 %sub1208
  %c1211 = icmp sgt i64 0, %mm1210
  %mm1212 = select i1 %c1211, i64 0, i64 %mm1210
  %j1213 = load i64, ptr %j, align 8
  %tap1214 = add i64 %j1213, 0
  %pos1215 = mul i64 0, %dim
  %pos1216 = add i64 %pos1215, %mm1212
  %pos1217 = mul i64 %pos1216, %dim22
  %pos1218 = add i64 %pos1217, %tap1214
  %elp1219 = getelementptr inbounds float, ptr %buf248, i64 %pos1218
  %el1220 = load float, ptr %elp1219, align 4, !alias.scope !10, !noalias !11
  store float %el1220, ptr %next_134, align 4
  %v1221 = load i64, ptr %i, align 8
  %add1222 = add i64 %v1221, 0
  %sub1223 = sub i64 %dim, 1
  %c1224 = icmp slt i64 %add1222, %sub1223
  %mm1225 = select i1 %c1224, i64 %add1222, i64 %sub1223
  %c1226 = icmp sgt i64 0, %mm1225
  %mm1227 = select i1 %c1226, i64 0, i64 %mm1225
  %j1228 = load i64, ptr %j, align 8
  %tap1229 = add i64 %j1228, 1
  %pos1230 = mul i64 0, %dim
  %pos1231 = add i64 %pos1230, %mm1227
  %pos1232 = mul i64 %pos1231, %dim22
  %pos1233 = add i64 %pos1232, %tap1229
  %elp1234 = getelementptr inbounds float, ptr %buf248, i64 %pos1233
  %el1235 = load float, ptr %elp1234, align 4, !alias.scope !10, !noalias !11
  store float %el1235, ptr %next_135, align 4
  %v1236 = load i64, ptr %i, align 8
  %add1237 = add i64 %v1236, 1
  %sub1238 = sub i64 %dim, 1
  %c1239 = icmp slt i64 %add1237, %sub1238
  %mm1240 = select i1 %c1239, i64 %add1237, i64 %sub1238
  %c1241 = icmp sgt i64 0, %mm1240
  %mm1242 = select i1 %c1241, i64 0, i64 %mm1240
  %j1243 = load i64, ptr %j, align 8
  %tap1244 = add i64 %j1243, -1
  %pos1245 = mul i64 0, %dim
  %pos1246 = add i64 %pos1245, %mm1242
  %pos1247 = mul i64 %pos1246, %dim22
  %pos1248 = add i64 %pos1247, %tap1244
  %elp1249 = getelementptr inbounds float, ptr %buf248, i64 %pos1248
  %el1250 = load float, ptr %elp1249, align 4, !alias.scope !10, !noalias !11
  store float %el1250, ptr %next_136, align 4
  %v1251 = load i64, ptr %i, align 8
  %add1252 = add i64 %v1251, 1
  %sub1253 = sub i64 %dim, 1
  %c1254 = icmp slt i64 %add1252, %sub1253
  %mm1255 = select i1 %c1254, i64 %add1252, i64 %sub1253
  %c1256 = icmp sgt i64 0, %mm1255
  %mm1257 = select i1 %c1256, i64 0, i64 %mm1255
  %j1258 = load i64, ptr %j, align 8
  %tap1259 = add i64 %j1258, 0
  %pos1260 = mul i64 0, %dim
  %pos1261 = add i64 %pos1260, %mm1257
  %pos1262 = mul i64 %pos1261, %dim22
  %pos1263 = add i64 %pos1262, %tap1259
  %elp1264 = getelementptr inbounds float, ptr %buf248, i64 %pos1263
  %el1265 = load float, ptr %elp1264, align 4, !alias.scope !10, !noalias !11
  store float %el1265, ptr %next_137, align 4
  %v1266 = load i64, ptr %i, align 8
  %add1267 = add i64 %v1266, 1
  %sub1268 = sub i64 %dim, 1
  %c1269 = icmp slt i64 %add1267, %sub1268
  %mm1270 = select i1 %c1269, i64 %add1267, i64 %sub1268
  %c1271 = icmp sgt i64 0, %mm1270
  %mm1272 = select i1 %c1271, i64 0, i64 %mm1270
  %j1273 = load i64, ptr %j, align 8
  %tap1274 = add i64 %j1273, 1
  %pos1275 = mul i64 0, %dim
  %pos1276 = add i64 %pos1275, %mm1272
  %pos1277 = mul i64 %pos1276, %dim22
  %pos1278 = add i64 %pos1277, %tap1274
  %elp1279 = getelementptr inbounds float, ptr %buf248, i64 %pos1278
  %el1280 = load float, ptr %elp1279, align 4, !alias.scope !10, !noalias !11
  store float %el1280, ptr %next_138, align 4
  %v1281 = load float, ptr %next_131, align 4
  %v1282 = load float, ptr %next_134, align 4
  %fs1283 = fsub float %v1281, %v1282
  store float %fs1283, ptr %derivs2_127.0, align 4
  %v1284 = load float, ptr %next_137, align 4
  %v1285 = load float, ptr %next_134, align 4
  %fs1286 = fsub float %v1284, %v1285
  store float %fs1286, ptr %derivs2_127.1, align 4
  %v1287 = load float, ptr %next_133, align 4
  %v1288 = load float, ptr %next_134, align 4
  %fs1289 = fsub float %v1287, %v1288
  store float %fs1289, ptr %derivs2_127.2, align 4
  %v1290 = load float, ptr %next_135, align 4
  %v1291 = load float, ptr %next_134, align 4
  %fs1292 = fsub float %v1290, %v1291
  store float %fs1292, ptr %derivs2_127.3, align 4
  %v1293 = load i64, ptr %i, align 8
  %v1294 = load i64, ptr %j, align 8
  %pos1295 = mul i64 0, %dim
  %pos1296 = add i64 %pos1295, %v1293
  %pos1297 = mul i64 %pos1296, %dim22
  %pos1298 = add i64 %pos1297, %v1294
  %v1299 = load float, ptr %derivs2_127.0, align 4
  %tup1300 = insertvalue { float, float, float, float } undef, float %v1299, 0
  %v1301 = load float, ptr %derivs2_127.1, align 4
  %tup1302 = insertvalue { float, float, float, float } %tup1300, float %v1301, 1
  %v1303 = load float, ptr %derivs2_127.2, align 4
  %tup1304 = insertvalue { float, float, float, float } %tup1302, float %v1303, 2
  %v1305 = load float, ptr %derivs2_127.3, align 4
  %tup1306 = insertvalue { float, float, float, float } %tup1304, float %v1305, 3
  %f1307 = extractvalue { float, float, float, float } %tup1306, 0
  %elp1308 = getelementptr inbounds float, ptr %buf436, i64 %pos1298
  store float %f1307, ptr %elp1308, align 4, !alias.scope !12, !noalias !13
  %f1309 = extractvalue { float, float, float, float } %tup1306, 1
  %elp1310 = getelementptr inbounds float, ptr %buf440, i64 %pos1298
  store float %f1309, ptr %elp1310, align 4, !alias.scope !14, !noalias !15
  %f1311 = extractvalue { float, float, float, float } %tup1306, 2
  %elp1312 = getelementptr inbounds float, ptr %buf444, i64 %pos1298
  store float %f1311, ptr %elp1312, align 4, !alias.scope !16, !noalias !17
  %f1313 = extractvalue { float, float, float, float } %tup1306, 3
  %elp1314 = getelementptr inbounds float, ptr %buf448, i64 %pos1298
  store float %f1313, ptr %elp1314, align 4, !alias.scope !18, !noalias !19
  %v1315 = load i64, ptr %i, align 8
  %v1316 = load i64, ptr %j, align 8
  %pos1317 = mul i64 0, %dim
  %pos1318 = add i64 %pos1317, %v1315
  %pos1319 = mul i64 %pos1318, %dim22
  %pos1320 = add i64 %pos1319, %v1316
  %elp1321 = getelementptr inbounds float, ptr %buf248, i64 %pos1320
  %el1322 = load float, ptr %elp1321, align 4, !alias.scope !10, !noalias !11
  store float %el1322, ptr %next_142, align 4
  %v1323 = load float, ptr %derivs2_127.0, align 4
  %v1324 = load float, ptr %derivs2_127.1, align 4
  %fa1325 = fadd float %v1323, %v1324
  %v1326 = load float, ptr %derivs2_127.2, align 4
  %fa1327 = fadd float %fa1325, %v1326
  %v1328 = load float, ptr %derivs2_127.3, align 4
  %fa1329 = fadd float %fa1327, %v1328
  %v1330 = load float, ptr %next_142, align 4
  %fd1331 = fdiv float %fa1329, %v1330
  store float %fd1331, ptr %l, align 4
  %v1332 = load float, ptr %l, align 4
  %fm1333 = fmul float 2.500000e-01, %v1332
  %fa1334 = fadd float 1.000000e+00, %fm1333
  store float %fa1334, ptr %den_150, align 4
  %v1335 = load float, ptr %derivs2_127.0, align 4
  %v1336 = load float, ptr %derivs2_127.0, align 4
  %fm1337 = fmul float %v1335, %v1336
  %v1338 = load float, ptr %derivs2_127.1, align 4
  %v1339 = load float, ptr %derivs2_127.1, align 4
  %fm1340 = fmul float %v1338, %v1339
  %fa1341 = fadd float %fm1337, %fm1340
  %v1342 = load float, ptr %derivs2_127.2, align 4
  %v1343 = load float, ptr %derivs2_127.2, align 4
  %fm1344 = fmul float %v1342, %v1343
  %fa1345 = fadd float %fa1341, %fm1344
  %v1346 = load float, ptr %derivs2_127.3, align 4
  %v1347 = load float, ptr %derivs2_127.3, align 4
  %fm1348 = fmul float %v1346, %v1347
  %fa1349 = fadd float %fa1345, %fm1348
  %v1350 = load float, ptr %next_142, align 4
  %v1351 = load float, ptr %next_142, align 4
  %fm1352 = fmul float %v1350, %v1351
  %fd1353 = fdiv float %fa1349, %fm1352
  %fm1354 = fmul float 5.000000e-01, %fd1353
  %v1355 = load float, ptr %l, align 4
  %fm1356 = fmul float 6.250000e-02, %v1355
  %v1357 = load float, ptr %l, align 4
  %fm1358 = fmul float %fm1356, %v1357
  %fs1359 = fsub float %fm1354, %fm1358
  %v1360 = load float, ptr %den_150, align 4
  %v1361 = load float, ptr %den_150, align 4
  %fm1362 = fmul float %v1360, %v1361
  %fd1363 = fdiv float %fs1359, %fm1362
  %v1364 = load float, ptr %the_q0sqr2_151, align 4
  %fs1365 = fsub float %fd1363, %v1364
  %v1366 = load float, ptr %the_q0sqr2_151, align 4
  %v1367 = load float, ptr %the_q0sqr2_151, align 4
  %fa1368 = fadd float 1.000000e+00, %v1367
  %fm1369 = fmul float %v1366, %fa1368
  %fd1370 = fdiv float %fs1365, %fm1369
  %fa1371 = fadd float 1.000000e+00, %fd1370
  %fd1372 = fdiv float 1.000000e+00, %fa1371
  store float %fd1372, ptr %c_152, align 4
  %v1373 = load float, ptr %c_152, align 4
  %fc1374 = fcmp olt float %v1373, 0.000000e+00
  br i1 %fc1374, label %t1375, label %e1376

exit1144:                                         ; preds = %loop1142
  br label %versions_done1141

t1375:                                            ; preds = %body1143
  br label %j1377

e1376:                                            ; preds = %body1143
  %v1378 = load float, ptr %c_152, align 4
  %fc1379 = fcmp ogt float %v1378, 1.000000e+00
  br i1 %fc1379, label %t1380, label %e1381

j1377:                                            ; preds = %j1382, %t1375
  %if1385 = phi float [ 0.000000e+00, %t1375 ], [ %if1384, %j1382 ]
  store float %if1385, ptr %coef2_139, align 4
  %v1386 = load i64, ptr %i, align 8
  %v1387 = load i64, ptr %j, align 8
  %pos1388 = mul i64 0, %dim
  %pos1389 = add i64 %pos1388, %v1386
  %pos1390 = mul i64 %pos1389, %dim22
  %pos1391 = add i64 %pos1390, %v1387
  %v1392 = load float, ptr %coef2_139, align 4
  %elp1393 = getelementptr inbounds float, ptr %buf522, i64 %pos1391
  store float %v1392, ptr %elp1393, align 4, !alias.scope !20, !noalias !21
  %i1394 = load i64, ptr %j, align 8
  %next1395 = add i64 %i1394, 1
  store i64 %next1395, ptr %j, align 8
  br label %loop1142

t1380:                                            ; preds = %e1376
  br label %j1382

e1381:                                            ; preds = %e1376
  %v1383 = load float, ptr %c_152, align 4
  br label %j1382

j1382:                                            ; preds = %e1381, %t1380
  %if1384 = phi float [ 1.000000e+00, %t1380 ], [ %v1383, %e1381 ]
  br label %j1377

loop1396:                                         ; preds = %j1758, %checked1140
  %i1399 = load i64, ptr %j, align 8
  %more1400 = icmp slt i64 %i1399, %min55
  br i1 %more1400, label %body1397, label %exit1398

body1397:                                         ; preds = %loop1396
  %v1401 = load i64, ptr %i, align 8
  %add1402 = add i64 %v1401, -1
  %sub1403 = sub i64 %dim, 1
  %c1404 = icmp slt i64 %add1402, %sub1403
  %mm1405 = select i1 %c1404, i64 %add1402, i64 %sub1403
  %c1406 = icmp sgt i64 0, %mm1405
  %mm1407 = select i1 %c1406, i64 0, i64 %mm1405
  %j1408 = load i64, ptr %j, align 8
  %tap1409 = add i64 %j1408, -1
  %inb1410 = icmp ult i64 %mm1407, %dim
  br i1 %inb1410, label %ok1412, label %fail1411

exit1398:                                         ; preds = %loop1396
  br label %versions_done1141

fail1411:                                         ; preds = %body1397
  %errp1413 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1413, align 8
  %errp1414 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1414, align 8
  %errp1415 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1407, ptr %errp1415, align 8
  %errp1416 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1416, align 8
  ret i32 1

ok1412:                                           ; preds = %body1397
  %pos1417 = mul i64 0, %dim
  %pos1418 = add i64 %pos1417, %mm1407
  %inb1419 = icmp ult i64 %tap1409, %dim22
  br i1 %inb1419, label %ok1421, label %fail1420

fail1420:                                         ; preds = %ok1412
  %errp1422 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1422, align 8
  %errp1423 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1423, align 8
  %errp1424 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1409, ptr %errp1424, align 8
  %errp1425 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp1425, align 8
  ret i32 1

ok1421:                                           ; preds = %ok1412
  %pos1426 = mul i64 %pos1418, %dim22
  %pos1427 = add i64 %pos1426, %tap1409
  %elp1428 = getelementptr inbounds float, ptr %buf248, i64 %pos1427
  %el1429 = load float, ptr %elp1428, align 4, !alias.scope !10, !noalias !11
  store float %el1429, ptr %next_130, align 4
  %v1430 = load i64, ptr %i, align 8
  %add1431 = add i64 %v1430, -1
  %sub1432 = sub i64 %dim, 1
  %c1433 = icmp slt i64 %add1431, %sub1432
  %mm1434 = select i1 %c1433, i64 %add1431, i64 %sub1432
  %c1435 = icmp sgt i64 0, %mm1434
  %mm1436 = select i1 %c1435, i64 0, i64 %mm1434
  %j1437 = load i64, ptr %j, align 8
  %tap1438 = add i64 %j1437, 0
  %inb1439 = icmp ult i64 %mm1436, %dim
  br i1 %inb1439, label %ok1441, label %fail1440

fail1440:                                         ; preds = %ok1421
  %errp1442 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1442, align 8
  %errp1443 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1443, align 8
  %errp1444 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1436, ptr %errp1444, align 8
  %errp1445 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1445, align 8
  ret i32 1

ok1441:                                           ; preds = %ok1421
  %pos1446 = mul i64 0, %dim
  %pos1447 = add i64 %pos1446, %mm1436
  %inb1448 = icmp ult i64 %tap1438, %dim22
  br i1 %inb1448, label %ok1450, label %fail1449

fail1449:                                         ; preds = %ok1441
  %errp1451 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1451, align 8
  %errp1452 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1452, align 8
  %errp1453 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1438, ptr %errp1453, align 8
  %errp1454 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp1454, align 8
  ret i32 1

ok1450:                                           ; preds = %ok1441
  %pos1455 = mul i64 %pos1447, %dim22
  %pos1456 = add i64 %pos1455, %tap1438
  %elp1457 = getelementptr inbounds float, ptr %buf248, i64 %pos1456
  %el1458 = load float, ptr %elp1457, align 4, !alias.scope !10, !noalias !11
  store float %el1458, ptr %next_131, align 4
  %v1459 = load i64, ptr %i, align 8
  %add1460 = add i64 %v1459, -1
  %sub1461 = sub i64 %dim, 1
  %c1462 = icmp slt i64 %add1460, %sub1461
  %mm1463 = select i1 %c1462, i64 %add1460, i64 %sub1461
  %c1464 = icmp sgt i64 0, %mm1463
  %mm1465 = select i1 %c1464, i64 0, i64 %mm1463
  %j1466 = load i64, ptr %j, align 8
  %tap1467 = add i64 %j1466, 1
  %inb1468 = icmp ult i64 %mm1465, %dim
  br i1 %inb1468, label %ok1470, label %fail1469

fail1469:                                         ; preds = %ok1450
  %errp1471 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1471, align 8
  %errp1472 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1472, align 8
  %errp1473 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1465, ptr %errp1473, align 8
  %errp1474 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1474, align 8
  ret i32 1

ok1470:                                           ; preds = %ok1450
  %pos1475 = mul i64 0, %dim
  %pos1476 = add i64 %pos1475, %mm1465
  %inb1477 = icmp ult i64 %tap1467, %dim22
  br i1 %inb1477, label %ok1479, label %fail1478

fail1478:                                         ; preds = %ok1470
  %errp1480 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1480, align 8
  %errp1481 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1481, align 8
  %errp1482 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1467, ptr %errp1482, align 8
  %errp1483 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp1483, align 8
  ret i32 1

ok1479:                                           ; preds = %ok1470
  %pos1484 = mul i64 %pos1476, %dim22
  %pos1485 = add i64 %pos1484, %tap1467
  %elp1486 = getelementptr inbounds float, ptr %buf248, i64 %pos1485
  %el1487 = load float, ptr %elp1486, align 4, !alias.scope !10, !noalias !11
  store float %el1487, ptr %next_132, align 4
  %v1488 = load i64, ptr %i, align 8
  %add1489 = add i64 %v1488, 0
  %sub1490 = sub i64 %dim, 1
  %c1491 = icmp slt i64 %add1489, %sub1490
  %mm1492 = select i1 %c1491, i64 %add1489, i64 %sub1490
  %c1493 = icmp sgt i64 0, %mm1492
  %mm1494 = select i1 %c1493, i64 0, i64 %mm1492
  %j1495 = load i64, ptr %j, align 8
  %tap1496 = add i64 %j1495, -1
  %inb1497 = icmp ult i64 %mm1494, %dim
  br i1 %inb1497, label %ok1499, label %fail1498

fail1498:                                         ; preds = %ok1479
  %errp1500 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1500, align 8
  %errp1501 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1501, align 8
  %errp1502 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1494, ptr %errp1502, align 8
  %errp1503 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1503, align 8
  ret i32 1

ok1499:                                           ; preds = %ok1479
  %pos1504 = mul i64 0, %dim
  %pos1505 = add i64 %pos1504, %mm1494
  %inb1506 = icmp ult i64 %tap1496, %dim22
  br i1 %inb1506, label %ok1508, label %fail1507

fail1507:                                         ; preds = %ok1499
  %errp1509 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1509, align 8
  %errp1510 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1510, align 8
  %errp1511 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1496, ptr %errp1511, align 8
  %errp1512 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp1512, align 8
  ret i32 1

ok1508:                                           ; preds = %ok1499
  %pos1513 = mul i64 %pos1505, %dim22
  %pos1514 = add i64 %pos1513, %tap1496
  %elp1515 = getelementptr inbounds float, ptr %buf248, i64 %pos1514
  %el1516 = load float, ptr %elp1515, align 4, !alias.scope !10, !noalias !11
  store float %el1516, ptr %next_133, align 4
  %v1517 = load i64, ptr %i, align 8
  %add1518 = add i64 %v1517, 0
  %sub1519 = sub i64 %dim, 1
  %c1520 = icmp slt i64 %add1518, %sub1519
  %mm1521 = select i1 %c1520, i64 %add1518, i64 %sub1519
  %c1522 = icmp sgt i64 0, %mm1521
  %mm1523 = select i1 %c1522, i64 0, i64 %mm1521
  %j1524 = load i64, ptr %j, align 8
  %tap1525 = add i64 %j1524, 0
  %inb1526 = icmp ult i64 %mm1523, %dim
  br i1 %inb1526, label %ok1528, label %fail1527

fail1527:                                         ; preds = %ok1508
  %errp1529 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1529, align 8
  %errp1530 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1530, align 8
  %errp1531 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1523, ptr %errp1531, align 8
  %errp1532 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1532, align 8
  ret i32 1

ok1528:                                           ; preds = %ok1508
  %pos1533 = mul i64 0, %dim
  %pos1534 = add i64 %pos1533, %mm1523
  %inb1535 = icmp ult i64 %tap1525, %dim22
  br i1 %inb1535, label %ok1537, label %fail1536

fail1536:                                         ; preds = %ok1528
  %errp1538 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1538, align 8
  %errp1539 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1539, align 8
  %errp1540 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1525, ptr %errp1540, align 8
  %errp1541 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp1541, align 8
  ret i32 1

ok1537:                                           ; preds = %ok1528
  %pos1542 = mul i64 %pos1534, %dim22
  %pos1543 = add i64 %pos1542, %tap1525
  %elp1544 = getelementptr inbounds float, ptr %buf248, i64 %pos1543
  %el1545 = load float, ptr %elp1544, align 4, !alias.scope !10, !noalias !11
  store float %el1545, ptr %next_134, align 4
  %v1546 = load i64, ptr %i, align 8
  %add1547 = add i64 %v1546, 0
  %sub1548 = sub i64 %dim, 1
  %c1549 = icmp slt i64 %add1547, %sub1548
  %mm1550 = select i1 %c1549, i64 %add1547, i64 %sub1548
  %c1551 = icmp sgt i64 0, %mm1550
  %mm1552 = select i1 %c1551, i64 0, i64 %mm1550
  %j1553 = load i64, ptr %j, align 8
  %tap1554 = add i64 %j1553, 1
  %inb1555 = icmp ult i64 %mm1552, %dim
  br i1 %inb1555, label %ok1557, label %fail1556

fail1556:                                         ; preds = %ok1537
  %errp1558 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1558, align 8
  %errp1559 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1559, align 8
  %errp1560 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1552, ptr %errp1560, align 8
  %errp1561 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1561, align 8
  ret i32 1

ok1557:                                           ; preds = %ok1537
  %pos1562 = mul i64 0, %dim
  %pos1563 = add i64 %pos1562, %mm1552
  %inb1564 = icmp ult i64 %tap1554, %dim22
  br i1 %inb1564, label %ok1566, label %fail1565

fail1565:                                         ; preds = %ok1557
  %errp1567 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1567, align 8
  %errp1568 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1568, align 8
  %errp1569 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1554, ptr %errp1569, align 8
  %errp1570 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp1570, align 8
  ret i32 1

ok1566:                                           ; preds = %ok1557
  %pos1571 = mul i64 %pos1563, %dim22
  %pos1572 = add i64 %pos1571, %tap1554
  %elp1573 = getelementptr inbounds float, ptr %buf248, i64 %pos1572
  %el1574 = load float, ptr %elp1573, align 4, !alias.scope !10, !noalias !11
  store float %el1574, ptr %next_135, align 4
  %v1575 = load i64, ptr %i, align 8
  %add1576 = add i64 %v1575, 1
  %sub1577 = sub i64 %dim, 1
  %c1578 = icmp slt i64 %add1576, %sub1577
  %mm1579 = select i1 %c1578, i64 %add1576, i64 %sub1577
  %c1580 = icmp sgt i64 0, %mm1579
  %mm1581 = select i1 %c1580, i64 0, i64 %mm1579
  %j1582 = load i64, ptr %j, align 8
  %tap1583 = add i64 %j1582, -1
  %inb1584 = icmp ult i64 %mm1581, %dim
  br i1 %inb1584, label %ok1586, label %fail1585

fail1585:                                         ; preds = %ok1566
  %errp1587 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1587, align 8
  %errp1588 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1588, align 8
  %errp1589 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1581, ptr %errp1589, align 8
  %errp1590 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1590, align 8
  ret i32 1

ok1586:                                           ; preds = %ok1566
  %pos1591 = mul i64 0, %dim
  %pos1592 = add i64 %pos1591, %mm1581
  %inb1593 = icmp ult i64 %tap1583, %dim22
  br i1 %inb1593, label %ok1595, label %fail1594

fail1594:                                         ; preds = %ok1586
  %errp1596 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1596, align 8
  %errp1597 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1597, align 8
  %errp1598 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1583, ptr %errp1598, align 8
  %errp1599 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp1599, align 8
  ret i32 1

ok1595:                                           ; preds = %ok1586
  %pos1600 = mul i64 %pos1592, %dim22
  %pos1601 = add i64 %pos1600, %tap1583
  %elp1602 = getelementptr inbounds float, ptr %buf248, i64 %pos1601
  %el1603 = load float, ptr %elp1602, align 4, !alias.scope !10, !noalias !11
  store float %el1603, ptr %next_136, align 4
  %v1604 = load i64, ptr %i, align 8
  %add1605 = add i64 %v1604, 1
  %sub1606 = sub i64 %dim, 1
  %c1607 = icmp slt i64 %add1605, %sub1606
  %mm1608 = select i1 %c1607, i64 %add1605, i64 %sub1606
  %c1609 = icmp sgt i64 0, %mm1608
  %mm1610 = select i1 %c1609, i64 0, i64 %mm1608
  %j1611 = load i64, ptr %j, align 8
  %tap1612 = add i64 %j1611, 0
  %inb1613 = icmp ult i64 %mm1610, %dim
  br i1 %inb1613, label %ok1615, label %fail1614

fail1614:                                         ; preds = %ok1595
  %errp1616 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1616, align 8
  %errp1617 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1617, align 8
  %errp1618 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1610, ptr %errp1618, align 8
  %errp1619 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1619, align 8
  ret i32 1

ok1615:                                           ; preds = %ok1595
  %pos1620 = mul i64 0, %dim
  %pos1621 = add i64 %pos1620, %mm1610
  %inb1622 = icmp ult i64 %tap1612, %dim22
  br i1 %inb1622, label %ok1624, label %fail1623

fail1623:                                         ; preds = %ok1615
  %errp1625 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1625, align 8
  %errp1626 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1626, align 8
  %errp1627 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1612, ptr %errp1627, align 8
  %errp1628 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp1628, align 8
  ret i32 1

ok1624:                                           ; preds = %ok1615
  %pos1629 = mul i64 %pos1621, %dim22
  %pos1630 = add i64 %pos1629, %tap1612
  %elp1631 = getelementptr inbounds float, ptr %buf248, i64 %pos1630
  %el1632 = load float, ptr %elp1631, align 4, !alias.scope !10, !noalias !11
  store float %el1632, ptr %next_137, align 4
  %v1633 = load i64, ptr %i, align 8
  %add1634 = add i64 %v1633, 1
  %sub1635 = sub i64 %dim, 1
  %c1636 = icmp slt i64 %add1634, %sub1635
  %mm1637 = select i1 %c1636, i64 %add1634, i64 %sub1635
  %c1638 = icmp sgt i64 0, %mm1637
  %mm1639 = select i1 %c1638, i64 0, i64 %mm1637
  %j1640 = load i64, ptr %j, align 8
  %tap1641 = add i64 %j1640, 1
  %inb1642 = icmp ult i64 %mm1639, %dim
  br i1 %inb1642, label %ok1644, label %fail1643

fail1643:                                         ; preds = %ok1624
  %errp1645 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1645, align 8
  %errp1646 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1646, align 8
  %errp1647 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1639, ptr %errp1647, align 8
  %errp1648 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1648, align 8
  ret i32 1

ok1644:                                           ; preds = %ok1624
  %pos1649 = mul i64 0, %dim
  %pos1650 = add i64 %pos1649, %mm1639
  %inb1651 = icmp ult i64 %tap1641, %dim22
  br i1 %inb1651, label %ok1653, label %fail1652

fail1652:                                         ; preds = %ok1644
  %errp1654 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1654, align 8
  %errp1655 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp1655, align 8
  %errp1656 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1641, ptr %errp1656, align 8
  %errp1657 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp1657, align 8
  ret i32 1

ok1653:                                           ; preds = %ok1644
  %pos1658 = mul i64 %pos1650, %dim22
  %pos1659 = add i64 %pos1658, %tap1641
  %elp1660 = getelementptr inbounds float, ptr %buf248, i64 %pos1659
  %el1661 = load float, ptr %elp1660, align 4, !alias.scope !10, !noalias !11
  store float %el1661, ptr %next_138, align 4
  %v1662 = load float, ptr %next_131, align 4
  %v1663 = load float, ptr %next_134, align 4
  %fs1664 = fsub float %v1662, %v1663
  store float %fs1664, ptr %derivs2_127.0, align 4
  %v1665 = load float, ptr %next_137, align 4
  %v1666 = load float, ptr %next_134, align 4
  %fs1667 = fsub float %v1665, %v1666
  store float %fs1667, ptr %derivs2_127.1, align 4
  %v1668 = load float, ptr %next_133, align 4
  %v1669 = load float, ptr %next_134, align 4
  %fs1670 = fsub float %v1668, %v1669
  store float %fs1670, ptr %derivs2_127.2, align 4
  %v1671 = load float, ptr %next_135, align 4
  %v1672 = load float, ptr %next_134, align 4
  %fs1673 = fsub float %v1671, %v1672
  store float %fs1673, ptr %derivs2_127.3, align 4
  %v1674 = load i64, ptr %i, align 8
  %v1675 = load i64, ptr %j, align 8
  %pos1676 = mul i64 0, %dim
  %pos1677 = add i64 %pos1676, %v1674
  %pos1678 = mul i64 %pos1677, %dim22
  %pos1679 = add i64 %pos1678, %v1675
  %v1680 = load float, ptr %derivs2_127.0, align 4
  %tup1681 = insertvalue { float, float, float, float } undef, float %v1680, 0
  %v1682 = load float, ptr %derivs2_127.1, align 4
  %tup1683 = insertvalue { float, float, float, float } %tup1681, float %v1682, 1
  %v1684 = load float, ptr %derivs2_127.2, align 4
  %tup1685 = insertvalue { float, float, float, float } %tup1683, float %v1684, 2
  %v1686 = load float, ptr %derivs2_127.3, align 4
  %tup1687 = insertvalue { float, float, float, float } %tup1685, float %v1686, 3
  %f1688 = extractvalue { float, float, float, float } %tup1687, 0
  %elp1689 = getelementptr inbounds float, ptr %buf436, i64 %pos1679
  store float %f1688, ptr %elp1689, align 4, !alias.scope !12, !noalias !13
  %f1690 = extractvalue { float, float, float, float } %tup1687, 1
  %elp1691 = getelementptr inbounds float, ptr %buf440, i64 %pos1679
  store float %f1690, ptr %elp1691, align 4, !alias.scope !14, !noalias !15
  %f1692 = extractvalue { float, float, float, float } %tup1687, 2
  %elp1693 = getelementptr inbounds float, ptr %buf444, i64 %pos1679
  store float %f1692, ptr %elp1693, align 4, !alias.scope !16, !noalias !17
  %f1694 = extractvalue { float, float, float, float } %tup1687, 3
  %elp1695 = getelementptr inbounds float, ptr %buf448, i64 %pos1679
  store float %f1694, ptr %elp1695, align 4, !alias.scope !18, !noalias !19
  %v1696 = load i64, ptr %i, align 8
  %v1697 = load i64, ptr %j, align 8
  %pos1698 = mul i64 0, %dim
  %pos1699 = add i64 %pos1698, %v1696
  %pos1700 = mul i64 %pos1699, %dim22
  %pos1701 = add i64 %pos1700, %v1697
  %elp1702 = getelementptr inbounds float, ptr %buf248, i64 %pos1701
  %el1703 = load float, ptr %elp1702, align 4, !alias.scope !10, !noalias !11
  store float %el1703, ptr %next_142, align 4
  %v1704 = load float, ptr %derivs2_127.0, align 4
  %v1705 = load float, ptr %derivs2_127.1, align 4
  %fa1706 = fadd float %v1704, %v1705
  %v1707 = load float, ptr %derivs2_127.2, align 4
  %fa1708 = fadd float %fa1706, %v1707
  %v1709 = load float, ptr %derivs2_127.3, align 4
  %fa1710 = fadd float %fa1708, %v1709
  %v1711 = load float, ptr %next_142, align 4
  %fd1712 = fdiv float %fa1710, %v1711
  store float %fd1712, ptr %l, align 4
  %v1713 = load float, ptr %l, align 4
  %fm1714 = fmul float 2.500000e-01, %v1713
  %fa1715 = fadd float 1.000000e+00, %fm1714
  store float %fa1715, ptr %den_150, align 4
  %v1716 = load float, ptr %derivs2_127.0, align 4
  %v1717 = load float, ptr %derivs2_127.0, align 4
  %fm1718 = fmul float %v1716, %v1717
  %v1719 = load float, ptr %derivs2_127.1, align 4
  %v1720 = load float, ptr %derivs2_127.1, align 4
  %fm1721 = fmul float %v1719, %v1720
  %fa1722 = fadd float %fm1718, %fm1721
  %v1723 = load float, ptr %derivs2_127.2, align 4
  %v1724 = load float, ptr %derivs2_127.2, align 4
  %fm1725 = fmul float %v1723, %v1724
  %fa1726 = fadd float %fa1722, %fm1725
  %v1727 = load float, ptr %derivs2_127.3, align 4
  %v1728 = load float, ptr %derivs2_127.3, align 4
  %fm1729 = fmul float %v1727, %v1728
  %fa1730 = fadd float %fa1726, %fm1729
  %v1731 = load float, ptr %next_142, align 4
  %v1732 = load float, ptr %next_142, align 4
  %fm1733 = fmul float %v1731, %v1732
  %fd1734 = fdiv float %fa1730, %fm1733
  %fm1735 = fmul float 5.000000e-01, %fd1734
  %v1736 = load float, ptr %l, align 4
  %fm1737 = fmul float 6.250000e-02, %v1736
  %v1738 = load float, ptr %l, align 4
  %fm1739 = fmul float %fm1737, %v1738
  %fs1740 = fsub float %fm1735, %fm1739
  %v1741 = load float, ptr %den_150, align 4
  %v1742 = load float, ptr %den_150, align 4
  %fm1743 = fmul float %v1741, %v1742
  %fd1744 = fdiv float %fs1740, %fm1743
  %v1745 = load float, ptr %the_q0sqr2_151, align 4
  %fs1746 = fsub float %fd1744, %v1745
  %v1747 = load float, ptr %the_q0sqr2_151, align 4
  %v1748 = load float, ptr %the_q0sqr2_151, align 4
  %fa1749 = fadd float 1.000000e+00, %v1748
  %fm1750 = fmul float %v1747, %fa1749
  %fd1751 = fdiv float %fs1746, %fm1750
  %fa1752 = fadd float 1.000000e+00, %fd1751
  %fd1753 = fdiv float 1.000000e+00, %fa1752
  store float %fd1753, ptr %c_152, align 4
  %v1754 = load float, ptr %c_152, align 4
  %fc1755 = fcmp olt float %v1754, 0.000000e+00
  br i1 %fc1755, label %t1756, label %e1757

t1756:                                            ; preds = %ok1653
  br label %j1758

e1757:                                            ; preds = %ok1653
  %v1759 = load float, ptr %c_152, align 4
  %fc1760 = fcmp ogt float %v1759, 1.000000e+00
  br i1 %fc1760, label %t1761, label %e1762

j1758:                                            ; preds = %j1763, %t1756
  %if1766 = phi float [ 0.000000e+00, %t1756 ], [ %if1765, %j1763 ]
  store float %if1766, ptr %coef2_139, align 4
  %v1767 = load i64, ptr %i, align 8
  %v1768 = load i64, ptr %j, align 8
  %pos1769 = mul i64 0, %dim
  %pos1770 = add i64 %pos1769, %v1767
  %pos1771 = mul i64 %pos1770, %dim22
  %pos1772 = add i64 %pos1771, %v1768
  %v1773 = load float, ptr %coef2_139, align 4
  %elp1774 = getelementptr inbounds float, ptr %buf522, i64 %pos1772
  store float %v1773, ptr %elp1774, align 4, !alias.scope !20, !noalias !21
  %i1775 = load i64, ptr %j, align 8
  %next1776 = add i64 %i1775, 1
  store i64 %next1776, ptr %j, align 8
  br label %loop1396

t1761:                                            ; preds = %e1757
  br label %j1763

e1762:                                            ; preds = %e1757
  %v1764 = load float, ptr %c_152, align 4
  br label %j1763

j1763:                                            ; preds = %e1762, %t1761
  %if1765 = phi float [ 1.000000e+00, %t1761 ], [ %v1764, %e1762 ]
  br label %j1758

proved1966:                                       ; preds = %versions_done1141
  store i64 %min55, ptr %j, align 8
  br label %loop1969

checked1967:                                      ; preds = %versions_done1141
  store i64 %min55, ptr %j, align 8
  br label %loop2269

versions_done1968:                                ; preds = %exit2271, %exit1971
  %i2695 = load i64, ptr %i, align 8
  %next2696 = add i64 %i2695, 1
  store i64 %next2696, ptr %i, align 8
  br label %loop

loop1969:                                         ; preds = %j2250, %proved1966
  %i1972 = load i64, ptr %j, align 8
  %more1973 = icmp slt i64 %i1972, %dim22
  br i1 %more1973, label %body1970, label %exit1971

body1970:                                         ; preds = %loop1969
  %v1974 = load i64, ptr %i, align 8
  %add1975 = add i64 %v1974, -1
  %sub1976 = sub i64 %dim, 1
  %c1977 = icmp slt i64 %add1975, %sub1976
  %mm1978 = select i1 %c1977, i64 %add1975, i64 %sub1976
  %c1979 = icmp sgt i64 0, %mm1978
  %mm1980 = select i1 %c1979, i64 0, i64 %mm1978
  %v1981 = load i64, ptr %j, align 8
  %add1982 = add i64 %v1981, -1
  %sub1983 = sub i64 %dim22, 1
  %c1984 = icmp slt i64 %add1982, %sub1983
  %mm1985 = select i1 %c1984, i64 %add1982, i64 %sub1983
  %c1986 = icmp sgt i64 0, %mm1985
  %mm1987 = select i1 %c1986, i64 0, i64 %mm1985
  %pos1988 = mul i64 0, %dim
  %pos1989 = add i64 %pos1988, %mm1980
  %pos1990 = mul i64 %pos1989, %dim22
  %pos1991 = add i64 %pos1990, %mm1987
  %elp1992 = getelementptr inbounds float, ptr %buf248, i64 %pos1991
  %el1993 = load float, ptr %elp1992, align 4, !alias.scope !10, !noalias !11
  store float %el1993, ptr %next_130, align 4
  %v1994 = load i64, ptr %i, align 8
  %add1995 = add i64 %v1994, -1
  %sub1996 = sub i64 %dim, 1
  %c1997 = icmp slt i64 %add1995, %sub1996
  %mm1998 = select i1 %c1997, i64 %add1995, i64 %sub1996
  %c1999 = icmp sgt i64 0, %mm1998
  %mm2000 = select i1 %c1999, i64 0, i64 %mm1998
  %v2001 = load i64, ptr %j, align 8
  %add2002 = add i64 %v2001, 0
  %sub2003 = sub i64 %dim22, 1
  %c2004 = icmp slt i64 %add2002, %sub2003
  %mm2005 = select i1 %c2004, i64 %add2002, i64 %sub2003
  %c2006 = icmp sgt i64 0, %mm2005
  %mm2007 = select i1 %c2006, i64 0, i64 %mm2005
  %pos2008 = mul i64 0, %dim
  %pos2009 = add i64 %pos2008, %mm2000
  %pos2010 = mul i64 %pos2009, %dim22
  %pos2011 = add i64 %pos2010, %mm2007
  %elp2012 = getelementptr inbounds float, ptr %buf248, i64 %pos2011
  %el2013 = load float, ptr %elp2012, align 4, !alias.scope !10, !noalias !11
  store float %el2013, ptr %next_131, align 4
  %v2014 = load i64, ptr %i, align 8
  %add2015 = add i64 %v2014, -1
  %sub2016 = sub i64 %dim, 1
  %c2017 = icmp slt i64 %add2015, %sub2016
  %mm2018 = select i1 %c2017, i64 %add2015, i64 %sub2016
  %c2019 = icmp sgt i64 0, %mm2018
  %mm2020 = select i1 %c2019, i64 0, i64 %mm2018
  %v2021 = load i64, ptr %j, align 8
  %add2022 = add i64 %v2021, 1
  %sub2023 = sub i64 %dim22, 1
  %c2024 = icmp slt i64 %add2022, %sub2023
  %mm2025 = select i1 %c2024, i64 %add2022, i64 %sub2023
  %c2026 = icmp sgt i64 0, %mm2025
  %mm2027 = select i1 %c2026, i64 0, i64 %mm2025
  %pos2028 = mul i64 0, %dim
  %pos2029 = add i64 %pos2028, %mm2020
  %pos2030 = mul i64 %pos2029, %dim22
  %pos2031 = add i64 %pos2030, %mm2027
  %elp2032 = getelementptr inbounds float, ptr %buf248, i64 %pos2031
  %el2033 = load float, ptr %elp2032, align 4, !alias.scope !10, !noalias !11
  store float %el2033, ptr %next_132, align 4
  %v2034 = load i64, ptr %i, align 8
  %add2035 = add i64 %v2034, 0
  %sub2036 = sub i64 %dim, 1
  %c2037 = icmp slt i64 %add2035, %sub2036
  %mm2038 = select i1 %c2037, i64 %add2035, i64 %sub2036
  %c2039 = icmp sgt i64 0, %mm2038
  %mm2040 = select i1 %c2039, i64 0, i64 %mm2038
  %v2041 = load i64, ptr %j, align 8
  %add2042 = add i64 %v2041, -1
  %sub2043 = sub i64 %dim22, 1
  %c2044 = icmp slt i64 %add2042, %sub2043
  %mm2045 = select i1 %c2044, i64 %add2042, i64 %sub2043
  %c2046 = icmp sgt i64 0, %mm2045
  %mm2047 = select i1 %c2046, i64 0, i64 %mm2045
  %pos2048 = mul i64 0, %dim
  %pos2049 = add i64 %pos2048, %mm2040
  %pos2050 = mul i64 %pos2049, %dim22
  %pos2051 = add i64 %pos2050, %mm2047
  %elp2052 = getelementptr inbounds float, ptr %buf248, i64 %pos2051
  %el2053 = load float, ptr %elp2052, align 4, !alias.scope !10, !noalias !11
  store float %el2053, ptr %next_133, align 4
  %v2054 = load i64, ptr %i, align 8
  %add2055 = add i64 %v2054, 0
  %sub2056 = sub i64 %dim, 1
  %c2057 = icmp slt i64 %add2055, %sub2056
  %mm2058 = select i1 %c2057, i64 %add2055, i64 %sub2056
  %c2059 = icmp sgt i64 0, %mm2058
  %mm2060 = select i1 %c2059, i64 0, i64 %mm2058
  %v2061 = load i64, ptr %j, align 8
  %add2062 = add i64 %v2061, 0
  %sub2063 = sub i64 %dim22, 1
  %c2064 = icmp slt i64 %add2062, %sub2063
  %mm2065 = select i1 %c2064, i64 %add2062, i64 %sub2063
  %c2066 = icmp sgt i64 0, %mm2065
  %mm2067 = select i1 %c2066, i64 0, i64 %mm2065
  %pos2068 = mul i64 0, %dim
  %pos2069 = add i64 %pos2068, %mm2060
  %pos2070 = mul i64 %pos2069, %dim22
  %pos2071 = add i64 %pos2070, %mm2067
  %elp2072 = getelementptr inbounds float, ptr %buf248, i64 %pos2071
  %el2073 = load float, ptr %elp2072, align 4, !alias.scope !10, !noalias !11
  store float %el2073, ptr %next_134, align 4
  %v2074 = load i64, ptr %i, align 8
  %add2075 = add i64 %v2074, 0
  %sub2076 = sub i64 %dim, 1
  %c2077 = icmp slt i64 %add2075, %sub2076
  %mm2078 = select i1 %c2077, i64 %add2075, i64 %sub2076
  %c2079 = icmp sgt i64 0, %mm2078
  %mm2080 = select i1 %c2079, i64 0, i64 %mm2078
  %v2081 = load i64, ptr %j, align 8
  %add2082 = add i64 %v2081, 1
  %sub2083 = sub i64 %dim22, 1
  %c2084 = icmp slt i64 %add2082, %sub2083
  %mm2085 = select i1 %c2084, i64 %add2082, i64 %sub2083
  %c2086 = icmp sgt i64 0, %mm2085
  %mm2087 = select i1 %c2086, i64 0, i64 %mm2085
  %pos2088 = mul i64 0, %dim
  %pos2089 = add i64 %pos2088, %mm2080
  %pos2090 = mul i64 %pos2089, %dim22
  %pos2091 = add i64 %pos2090, %mm2087
  %elp2092 = getelementptr inbounds float, ptr %buf248, i64 %pos2091
  %el2093 = load float, ptr %elp2092, align 4, !alias.scope !10, !noalias !11
  store float %el2093, ptr %next_135, align 4
  %v2094 = load i64, ptr %i, align 8
  %add2095 = add i64 %v2094, 1
  %sub2096 = sub i64 %dim, 1
  %c2097 = icmp slt i64 %add2095, %sub2096
  %mm2098 = select i1 %c2097, i64 %add2095, i64 %sub2096
  %c2099 = icmp sgt i64 0, %mm2098
  %mm2100 = select i1 %c2099, i64 0, i64 %mm2098
  %v2101 = load i64, ptr %j, align 8
  %add2102 = add i64 %v2101, -1
  %sub2103 = sub i64 %dim22, 1
  %c2104 = icmp slt i64 %add2102, %sub2103
  %mm2105 = select i1 %c2104, i64 %add2102, i64 %sub2103
  %c2106 = icmp sgt i64 0, %mm2105
  %mm2107 = select i1 %c2106, i64 0, i64 %mm2105
  %pos2108 = mul i64 0, %dim
  %pos2109 = add i64 %pos2108, %mm2100
  %pos2110 = mul i64 %pos2109, %dim22
  %pos2111 = add i64 %pos2110, %mm2107
  %elp2112 = getelementptr inbounds float, ptr %buf248, i64 %pos2111
  %el2113 = load float, ptr %elp2112, align 4, !alias.scope !10, !noalias !11
  store float %el2113, ptr %next_136, align 4
  %v2114 = load i64, ptr %i, align 8
  %add2115 = add i64 %v2114, 1
  %sub2116 = sub i64 %dim, 1
  %c2117 = icmp slt i64 %add2115, %sub2116
  %mm2118 = select i1 %c2117, i64 %add2115, i64 %sub2116
  %c2119 = icmp sgt i64 0, %mm2118
  %mm2120 = select i1 %c2119, i64 0, i64 %mm2118
  %v2121 = load i64, ptr %j, align 8
  %add2122 = add i64 %v2121, 0
  %sub2123 = sub i64 %dim22, 1
  %c2124 = icmp slt i64 %add2122, %sub2123
  %mm2125 = select i1 %c2124, i64 %add2122, i64 %sub2123
  %c2126 = icmp sgt i64 0, %mm2125
  %mm2127 = select i1 %c2126, i64 0, i64 %mm2125
  %pos2128 = mul i64 0, %dim
  %pos2129 = add i64 %pos2128, %mm2120
  %pos2130 = mul i64 %pos2129, %dim22
  %pos2131 = add i64 %pos2130, %mm2127
  %elp2132 = getelementptr inbounds float, ptr %buf248, i64 %pos2131
  %el2133 = load float, ptr %elp2132, align 4, !alias.scope !10, !noalias !11
  store float %el2133, ptr %next_137, align 4
  %v2134 = load i64, ptr %i, align 8
  %add2135 = add i64 %v2134, 1
  %sub2136 = sub i64 %dim, 1
  %c2137 = icmp slt i64 %add2135, %sub2136
  %mm2138 = select i1 %c2137, i64 %add2135, i64 %sub2136
  %c2139 = icmp sgt i64 0, %mm2138
  %mm2140 = select i1 %c2139, i64 0, i64 %mm2138
  %v2141 = load i64, ptr %j, align 8
  %add2142 = add i64 %v2141, 1
  %sub2143 = sub i64 %dim22, 1
  %c2144 = icmp slt i64 %add2142, %sub2143
  %mm2145 = select i1 %c2144, i64 %add2142, i64 %sub2143
  %c2146 = icmp sgt i64 0, %mm2145
  %mm2147 = select i1 %c2146, i64 0, i64 %mm2145
  %pos2148 = mul i64 0, %dim
  %pos2149 = add i64 %pos2148, %mm2140
  %pos2150 = mul i64 %pos2149, %dim22
  %pos2151 = add i64 %pos2150, %mm2147
  %elp2152 = getelementptr inbounds float, ptr %buf248, i64 %pos2151
  %el2153 = load float, ptr %elp2152, align 4, !alias.scope !10, !noalias !11
  store float %el2153, ptr %next_138, align 4
  %v2154 = load float, ptr %next_131, align 4
  %v2155 = load float, ptr %next_134, align 4
  %fs2156 = fsub float %v2154, %v2155
  store float %fs2156, ptr %derivs2_127.0, align 4
  %v2157 = load float, ptr %next_137, align 4
  %v2158 = load float, ptr %next_134, align 4
  %fs2159 = fsub float %v2157, %v2158
  store float %fs2159, ptr %derivs2_127.1, align 4
  %v2160 = load float, ptr %next_133, align 4
  %v2161 = load float, ptr %next_134, align 4
  %fs2162 = fsub float %v2160, %v2161
  store float %fs2162, ptr %derivs2_127.2, align 4
  %v2163 = load float, ptr %next_135, align 4
  %v2164 = load float, ptr %next_134, align 4
  %fs2165 = fsub float %v2163, %v2164
  store float %fs2165, ptr %derivs2_127.3, align 4
  %v2166 = load i64, ptr %i, align 8
  %v2167 = load i64, ptr %j, align 8
  %pos2168 = mul i64 0, %dim
  %pos2169 = add i64 %pos2168, %v2166
  %pos2170 = mul i64 %pos2169, %dim22
  %pos2171 = add i64 %pos2170, %v2167
  %v2172 = load float, ptr %derivs2_127.0, align 4
  %tup2173 = insertvalue { float, float, float, float } undef, float %v2172, 0
  %v2174 = load float, ptr %derivs2_127.1, align 4
  %tup2175 = insertvalue { float, float, float, float } %tup2173, float %v2174, 1
  %v2176 = load float, ptr %derivs2_127.2, align 4
  %tup2177 = insertvalue { float, float, float, float } %tup2175, float %v2176, 2
  %v2178 = load float, ptr %derivs2_127.3, align 4
  %tup2179 = insertvalue { float, float, float, float } %tup2177, float %v2178, 3
  %f2180 = extractvalue { float, float, float, float } %tup2179, 0
  %elp2181 = getelementptr inbounds float, ptr %buf436, i64 %pos2171
  store float %f2180, ptr %elp2181, align 4, !alias.scope !12, !noalias !13
  %f2182 = extractvalue { float, float, float, float } %tup2179, 1
  %elp2183 = getelementptr inbounds float, ptr %buf440, i64 %pos2171
  store float %f2182, ptr %elp2183, align 4, !alias.scope !14, !noalias !15
  %f2184 = extractvalue { float, float, float, float } %tup2179, 2
  %elp2185 = getelementptr inbounds float, ptr %buf444, i64 %pos2171
  store float %f2184, ptr %elp2185, align 4, !alias.scope !16, !noalias !17
  %f2186 = extractvalue { float, float, float, float } %tup2179, 3
  %elp2187 = getelementptr inbounds float, ptr %buf448, i64 %pos2171
  store float %f2186, ptr %elp2187, align 4, !alias.scope !18, !noalias !19
  %v2188 = load i64, ptr %i, align 8
  %v2189 = load i64, ptr %j, align 8
  %pos2190 = mul i64 0, %dim
  %pos2191 = add i64 %pos2190, %v2188
  %pos2192 = mul i64 %pos2191, %dim22
  %pos2193 = add i64 %pos2192, %v2189
  %elp2194 = getelementptr inbounds float, ptr %buf248, i64 %pos2193
  %el2195 = load float, ptr %elp2194, align 4, !alias.scope !10, !noalias !11
  store float %el2195, ptr %next_142, align 4
  %v2196 = load float, ptr %derivs2_127.0, align 4
  %v2197 = load float, ptr %derivs2_127.1, align 4
  %fa2198 = fadd float %v2196, %v2197
  %v2199 = load float, ptr %derivs2_127.2, align 4
  %fa2200 = fadd float %fa2198, %v2199
  %v2201 = load float, ptr %derivs2_127.3, align 4
  %fa2202 = fadd float %fa2200, %v2201
  %v2203 = load float, ptr %next_142, align 4
  %fd2204 = fdiv float %fa2202, %v2203
  store float %fd2204, ptr %l, align 4
  %v2205 = load float, ptr %l, align 4
  %fm2206 = fmul float 2.500000e-01, %v2205
  %fa2207 = fadd float 1.000000e+00, %fm2206
  store float %fa2207, ptr %den_150, align 4
  %v2208 = load float, ptr %derivs2_127.0, align 4
  %v2209 = load float, ptr %derivs2_127.0, align 4
  %fm2210 = fmul float %v2208, %v2209
  %v2211 = load float, ptr %derivs2_127.1, align 4
  %v2212 = load float, ptr %derivs2_127.1, align 4
  %fm2213 = fmul float %v2211, %v2212
  %fa2214 = fadd float %fm2210, %fm2213
  %v2215 = load float, ptr %derivs2_127.2, align 4
  %v2216 = load float, ptr %derivs2_127.2, align 4
  %fm2217 = fmul float %v2215, %v2216
  %fa2218 = fadd float %fa2214, %fm2217
  %v2219 = load float, ptr %derivs2_127.3, align 4
  %v2220 = load float, ptr %derivs2_127.3, align 4
  %fm2221 = fmul float %v2219, %v2220
  %fa2222 = fadd float %fa2218, %fm2221
  %v2223 = load float, ptr %next_142, align 4
  %v2224 = load float, ptr %next_142, align 4
  %fm2225 = fmul float %v2223, %v2224
  %fd2226 = fdiv float %fa2222, %fm2225
  %fm2227 = fmul float 5.000000e-01, %fd2226
  %v2228 = load float, ptr %l, align 4
  %fm2229 = fmul float 6.250000e-02, %v2228
  %v2230 = load float, ptr %l, align 4
  %fm2231 = fmul float %fm2229, %v2230
  %fs2232 = fsub float %fm2227, %fm2231
  %v2233 = load float, ptr %den_150, align 4
  %v2234 = load float, ptr %den_150, align 4
  %fm2235 = fmul float %v2233, %v2234
  %fd2236 = fdiv float %fs2232, %fm2235
  %v2237 = load float, ptr %the_q0sqr2_151, align 4
  %fs2238 = fsub float %fd2236, %v2237
  %v2239 = load float, ptr %the_q0sqr2_151, align 4
  %v2240 = load float, ptr %the_q0sqr2_151, align 4
  %fa2241 = fadd float 1.000000e+00, %v2240
  %fm2242 = fmul float %v2239, %fa2241
  %fd2243 = fdiv float %fs2238, %fm2242
  %fa2244 = fadd float 1.000000e+00, %fd2243
  %fd2245 = fdiv float 1.000000e+00, %fa2244
  store float %fd2245, ptr %c_152, align 4
  %v2246 = load float, ptr %c_152, align 4
  %fc2247 = fcmp olt float %v2246, 0.000000e+00
  br i1 %fc2247, label %t2248, label %e2249

exit1971:                                         ; preds = %loop1969
  br label %versions_done1968

t2248:                                            ; preds = %body1970
  br label %j2250

e2249:                                            ; preds = %body1970
  %v2251 = load float, ptr %c_152, align 4
  %fc2252 = fcmp ogt float %v2251, 1.000000e+00
  br i1 %fc2252, label %t2253, label %e2254

j2250:                                            ; preds = %j2255, %t2248
  %if2258 = phi float [ 0.000000e+00, %t2248 ], [ %if2257, %j2255 ]
  store float %if2258, ptr %coef2_139, align 4
  %v2259 = load i64, ptr %i, align 8
  %v2260 = load i64, ptr %j, align 8
  %pos2261 = mul i64 0, %dim
  %pos2262 = add i64 %pos2261, %v2259
  %pos2263 = mul i64 %pos2262, %dim22
  %pos2264 = add i64 %pos2263, %v2260
  %v2265 = load float, ptr %coef2_139, align 4
  %elp2266 = getelementptr inbounds float, ptr %buf522, i64 %pos2264
  store float %v2265, ptr %elp2266, align 4, !alias.scope !20, !noalias !21
  %i2267 = load i64, ptr %j, align 8
  %next2268 = add i64 %i2267, 1
  store i64 %next2268, ptr %j, align 8
  br label %loop1969

t2253:                                            ; preds = %e2249
  br label %j2255

e2254:                                            ; preds = %e2249
  %v2256 = load float, ptr %c_152, align 4
  br label %j2255

j2255:                                            ; preds = %e2254, %t2253
  %if2257 = phi float [ 1.000000e+00, %t2253 ], [ %v2256, %e2254 ]
  br label %j2250

loop2269:                                         ; preds = %j2676, %checked1967
  %i2272 = load i64, ptr %j, align 8
  %more2273 = icmp slt i64 %i2272, %dim22
  br i1 %more2273, label %body2270, label %exit2271

body2270:                                         ; preds = %loop2269
  %v2274 = load i64, ptr %i, align 8
  %add2275 = add i64 %v2274, -1
  %sub2276 = sub i64 %dim, 1
  %c2277 = icmp slt i64 %add2275, %sub2276
  %mm2278 = select i1 %c2277, i64 %add2275, i64 %sub2276
  %c2279 = icmp sgt i64 0, %mm2278
  %mm2280 = select i1 %c2279, i64 0, i64 %mm2278
  %v2281 = load i64, ptr %j, align 8
  %add2282 = add i64 %v2281, -1
  %sub2283 = sub i64 %dim22, 1
  %c2284 = icmp slt i64 %add2282, %sub2283
  %mm2285 = select i1 %c2284, i64 %add2282, i64 %sub2283
  %c2286 = icmp sgt i64 0, %mm2285
  %mm2287 = select i1 %c2286, i64 0, i64 %mm2285
  %inb2288 = icmp ult i64 %mm2280, %dim
  br i1 %inb2288, label %ok2290, label %fail2289

exit2271:                                         ; preds = %loop2269
  br label %versions_done1968

fail2289:                                         ; preds = %body2270
  %errp2291 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2291, align 8
  %errp2292 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp2292, align 8
  %errp2293 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2280, ptr %errp2293, align 8
  %errp2294 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2294, align 8
  ret i32 1

ok2290:                                           ; preds = %body2270
  %pos2295 = mul i64 0, %dim
  %pos2296 = add i64 %pos2295, %mm2280
  %inb2297 = icmp ult i64 %mm2287, %dim22
  br i1 %inb2297, label %ok2299, label %fail2298

fail2298:                                         ; preds = %ok2290
  %errp2300 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2300, align 8
  %errp2301 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp2301, align 8
  %errp2302 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2287, ptr %errp2302, align 8
  %errp2303 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp2303, align 8
  ret i32 1

ok2299:                                           ; preds = %ok2290
  %pos2304 = mul i64 %pos2296, %dim22
  %pos2305 = add i64 %pos2304, %mm2287
  %elp2306 = getelementptr inbounds float, ptr %buf248, i64 %pos2305
  %el2307 = load float, ptr %elp2306, align 4, !alias.scope !10, !noalias !11
  store float %el2307, ptr %next_130, align 4
  %v2308 = load i64, ptr %i, align 8
  %add2309 = add i64 %v2308, -1
  %sub2310 = sub i64 %dim, 1
  %c2311 = icmp slt i64 %add2309, %sub2310
  %mm2312 = select i1 %c2311, i64 %add2309, i64 %sub2310
  %c2313 = icmp sgt i64 0, %mm2312
  %mm2314 = select i1 %c2313, i64 0, i64 %mm2312
  %v2315 = load i64, ptr %j, align 8
  %add2316 = add i64 %v2315, 0
  %sub2317 = sub i64 %dim22, 1
  %c2318 = icmp slt i64 %add2316, %sub2317
  %mm2319 = select i1 %c2318, i64 %add2316, i64 %sub2317
  %c2320 = icmp sgt i64 0, %mm2319
  %mm2321 = select i1 %c2320, i64 0, i64 %mm2319
  %inb2322 = icmp ult i64 %mm2314, %dim
  br i1 %inb2322, label %ok2324, label %fail2323

fail2323:                                         ; preds = %ok2299
  %errp2325 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2325, align 8
  %errp2326 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp2326, align 8
  %errp2327 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2314, ptr %errp2327, align 8
  %errp2328 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2328, align 8
  ret i32 1

ok2324:                                           ; preds = %ok2299
  %pos2329 = mul i64 0, %dim
  %pos2330 = add i64 %pos2329, %mm2314
  %inb2331 = icmp ult i64 %mm2321, %dim22
  br i1 %inb2331, label %ok2333, label %fail2332

fail2332:                                         ; preds = %ok2324
  %errp2334 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2334, align 8
  %errp2335 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp2335, align 8
  %errp2336 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2321, ptr %errp2336, align 8
  %errp2337 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp2337, align 8
  ret i32 1

ok2333:                                           ; preds = %ok2324
  %pos2338 = mul i64 %pos2330, %dim22
  %pos2339 = add i64 %pos2338, %mm2321
  %elp2340 = getelementptr inbounds float, ptr %buf248, i64 %pos2339
  %el2341 = load float, ptr %elp2340, align 4, !alias.scope !10, !noalias !11
  store float %el2341, ptr %next_131, align 4
  %v2342 = load i64, ptr %i, align 8
  %add2343 = add i64 %v2342, -1
  %sub2344 = sub i64 %dim, 1
  %c2345 = icmp slt i64 %add2343, %sub2344
  %mm2346 = select i1 %c2345, i64 %add2343, i64 %sub2344
  %c2347 = icmp sgt i64 0, %mm2346
  %mm2348 = select i1 %c2347, i64 0, i64 %mm2346
  %v2349 = load i64, ptr %j, align 8
  %add2350 = add i64 %v2349, 1
  %sub2351 = sub i64 %dim22, 1
  %c2352 = icmp slt i64 %add2350, %sub2351
  %mm2353 = select i1 %c2352, i64 %add2350, i64 %sub2351
  %c2354 = icmp sgt i64 0, %mm2353
  %mm2355 = select i1 %c2354, i64 0, i64 %mm2353
  %inb2356 = icmp ult i64 %mm2348, %dim
  br i1 %inb2356, label %ok2358, label %fail2357

fail2357:                                         ; preds = %ok2333
  %errp2359 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2359, align 8
  %errp2360 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp2360, align 8
  %errp2361 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2348, ptr %errp2361, align 8
  %errp2362 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2362, align 8
  ret i32 1

ok2358:                                           ; preds = %ok2333
  %pos2363 = mul i64 0, %dim
  %pos2364 = add i64 %pos2363, %mm2348
  %inb2365 = icmp ult i64 %mm2355, %dim22
  br i1 %inb2365, label %ok2367, label %fail2366

fail2366:                                         ; preds = %ok2358
  %errp2368 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2368, align 8
  %errp2369 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp2369, align 8
  %errp2370 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2355, ptr %errp2370, align 8
  %errp2371 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp2371, align 8
  ret i32 1

ok2367:                                           ; preds = %ok2358
  %pos2372 = mul i64 %pos2364, %dim22
  %pos2373 = add i64 %pos2372, %mm2355
  %elp2374 = getelementptr inbounds float, ptr %buf248, i64 %pos2373
  %el2375 = load float, ptr %elp2374, align 4, !alias.scope !10, !noalias !11
  store float %el2375, ptr %next_132, align 4
  %v2376 = load i64, ptr %i, align 8
  %add2377 = add i64 %v2376, 0
  %sub2378 = sub i64 %dim, 1
  %c2379 = icmp slt i64 %add2377, %sub2378
  %mm2380 = select i1 %c2379, i64 %add2377, i64 %sub2378
  %c2381 = icmp sgt i64 0, %mm2380
  %mm2382 = select i1 %c2381, i64 0, i64 %mm2380
  %v2383 = load i64, ptr %j, align 8
  %add2384 = add i64 %v2383, -1
  %sub2385 = sub i64 %dim22, 1
  %c2386 = icmp slt i64 %add2384, %sub2385
  %mm2387 = select i1 %c2386, i64 %add2384, i64 %sub2385
  %c2388 = icmp sgt i64 0, %mm2387
  %mm2389 = select i1 %c2388, i64 0, i64 %mm2387
  %inb2390 = icmp ult i64 %mm2382, %dim
  br i1 %inb2390, label %ok2392, label %fail2391

fail2391:                                         ; preds = %ok2367
  %errp2393 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2393, align 8
  %errp2394 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp2394, align 8
  %errp2395 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2382, ptr %errp2395, align 8
  %errp2396 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2396, align 8
  ret i32 1

ok2392:                                           ; preds = %ok2367
  %pos2397 = mul i64 0, %dim
  %pos2398 = add i64 %pos2397, %mm2382
  %inb2399 = icmp ult i64 %mm2389, %dim22
  br i1 %inb2399, label %ok2401, label %fail2400

fail2400:                                         ; preds = %ok2392
  %errp2402 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2402, align 8
  %errp2403 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp2403, align 8
  %errp2404 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2389, ptr %errp2404, align 8
  %errp2405 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp2405, align 8
  ret i32 1

ok2401:                                           ; preds = %ok2392
  %pos2406 = mul i64 %pos2398, %dim22
  %pos2407 = add i64 %pos2406, %mm2389
  %elp2408 = getelementptr inbounds float, ptr %buf248, i64 %pos2407
  %el2409 = load float, ptr %elp2408, align 4, !alias.scope !10, !noalias !11
  store float %el2409, ptr %next_133, align 4
  %v2410 = load i64, ptr %i, align 8
  %add2411 = add i64 %v2410, 0
  %sub2412 = sub i64 %dim, 1
  %c2413 = icmp slt i64 %add2411, %sub2412
  %mm2414 = select i1 %c2413, i64 %add2411, i64 %sub2412
  %c2415 = icmp sgt i64 0, %mm2414
  %mm2416 = select i1 %c2415, i64 0, i64 %mm2414
  %v2417 = load i64, ptr %j, align 8
  %add2418 = add i64 %v2417, 0
  %sub2419 = sub i64 %dim22, 1
  %c2420 = icmp slt i64 %add2418, %sub2419
  %mm2421 = select i1 %c2420, i64 %add2418, i64 %sub2419
  %c2422 = icmp sgt i64 0, %mm2421
  %mm2423 = select i1 %c2422, i64 0, i64 %mm2421
  %inb2424 = icmp ult i64 %mm2416, %dim
  br i1 %inb2424, label %ok2426, label %fail2425

fail2425:                                         ; preds = %ok2401
  %errp2427 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2427, align 8
  %errp2428 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp2428, align 8
  %errp2429 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2416, ptr %errp2429, align 8
  %errp2430 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2430, align 8
  ret i32 1

ok2426:                                           ; preds = %ok2401
  %pos2431 = mul i64 0, %dim
  %pos2432 = add i64 %pos2431, %mm2416
  %inb2433 = icmp ult i64 %mm2423, %dim22
  br i1 %inb2433, label %ok2435, label %fail2434

fail2434:                                         ; preds = %ok2426
  %errp2436 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2436, align 8
  %errp2437 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp2437, align 8
  %errp2438 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2423, ptr %errp2438, align 8
  %errp2439 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp2439, align 8
  ret i32 1

ok2435:                                           ; preds = %ok2426
  %pos2440 = mul i64 %pos2432, %dim22
  %pos2441 = add i64 %pos2440, %mm2423
  %elp2442 = getelementptr inbounds float, ptr %buf248, i64 %pos2441
  %el2443 = load float, ptr %elp2442, align 4, !alias.scope !10, !noalias !11
  store float %el2443, ptr %next_134, align 4
  %v2444 = load i64, ptr %i, align 8
  %add2445 = add i64 %v2444, 0
  %sub2446 = sub i64 %dim, 1
  %c2447 = icmp slt i64 %add2445, %sub2446
  %mm2448 = select i1 %c2447, i64 %add2445, i64 %sub2446
  %c2449 = icmp sgt i64 0, %mm2448
  %mm2450 = select i1 %c2449, i64 0, i64 %mm2448
  %v2451 = load i64, ptr %j, align 8
  %add2452 = add i64 %v2451, 1
  %sub2453 = sub i64 %dim22, 1
  %c2454 = icmp slt i64 %add2452, %sub2453
  %mm2455 = select i1 %c2454, i64 %add2452, i64 %sub2453
  %c2456 = icmp sgt i64 0, %mm2455
  %mm2457 = select i1 %c2456, i64 0, i64 %mm2455
  %inb2458 = icmp ult i64 %mm2450, %dim
  br i1 %inb2458, label %ok2460, label %fail2459

fail2459:                                         ; preds = %ok2435
  %errp2461 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2461, align 8
  %errp2462 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp2462, align 8
  %errp2463 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2450, ptr %errp2463, align 8
  %errp2464 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2464, align 8
  ret i32 1

ok2460:                                           ; preds = %ok2435
  %pos2465 = mul i64 0, %dim
  %pos2466 = add i64 %pos2465, %mm2450
  %inb2467 = icmp ult i64 %mm2457, %dim22
  br i1 %inb2467, label %ok2469, label %fail2468

fail2468:                                         ; preds = %ok2460
  %errp2470 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2470, align 8
  %errp2471 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp2471, align 8
  %errp2472 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2457, ptr %errp2472, align 8
  %errp2473 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp2473, align 8
  ret i32 1

ok2469:                                           ; preds = %ok2460
  %pos2474 = mul i64 %pos2466, %dim22
  %pos2475 = add i64 %pos2474, %mm2457
  %elp2476 = getelementptr inbounds float, ptr %buf248, i64 %pos2475
  %el2477 = load float, ptr %elp2476, align 4, !alias.scope !10, !noalias !11
  store float %el2477, ptr %next_135, align 4
  %v2478 = load i64, ptr %i, align 8
  %add2479 = add i64 %v2478, 1
  %sub2480 = sub i64 %dim, 1
  %c2481 = icmp slt i64 %add2479, %sub2480
  %mm2482 = select i1 %c2481, i64 %add2479, i64 %sub2480
  %c2483 = icmp sgt i64 0, %mm2482
  %mm2484 = select i1 %c2483, i64 0, i64 %mm2482
  %v2485 = load i64, ptr %j, align 8
  %add2486 = add i64 %v2485, -1
  %sub2487 = sub i64 %dim22, 1
  %c2488 = icmp slt i64 %add2486, %sub2487
  %mm2489 = select i1 %c2488, i64 %add2486, i64 %sub2487
  %c2490 = icmp sgt i64 0, %mm2489
  %mm2491 = select i1 %c2490, i64 0, i64 %mm2489
  %inb2492 = icmp ult i64 %mm2484, %dim
  br i1 %inb2492, label %ok2494, label %fail2493

fail2493:                                         ; preds = %ok2469
  %errp2495 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2495, align 8
  %errp2496 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp2496, align 8
  %errp2497 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2484, ptr %errp2497, align 8
  %errp2498 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2498, align 8
  ret i32 1

ok2494:                                           ; preds = %ok2469
  %pos2499 = mul i64 0, %dim
  %pos2500 = add i64 %pos2499, %mm2484
  %inb2501 = icmp ult i64 %mm2491, %dim22
  br i1 %inb2501, label %ok2503, label %fail2502

fail2502:                                         ; preds = %ok2494
  %errp2504 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2504, align 8
  %errp2505 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp2505, align 8
  %errp2506 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2491, ptr %errp2506, align 8
  %errp2507 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp2507, align 8
  ret i32 1

ok2503:                                           ; preds = %ok2494
  %pos2508 = mul i64 %pos2500, %dim22
  %pos2509 = add i64 %pos2508, %mm2491
  %elp2510 = getelementptr inbounds float, ptr %buf248, i64 %pos2509
  %el2511 = load float, ptr %elp2510, align 4, !alias.scope !10, !noalias !11
  store float %el2511, ptr %next_136, align 4
  %v2512 = load i64, ptr %i, align 8
  %add2513 = add i64 %v2512, 1
  %sub2514 = sub i64 %dim, 1
  %c2515 = icmp slt i64 %add2513, %sub2514
  %mm2516 = select i1 %c2515, i64 %add2513, i64 %sub2514
  %c2517 = icmp sgt i64 0, %mm2516
  %mm2518 = select i1 %c2517, i64 0, i64 %mm2516
  %v2519 = load i64, ptr %j, align 8
  %add2520 = add i64 %v2519, 0
  %sub2521 = sub i64 %dim22, 1
  %c2522 = icmp slt i64 %add2520, %sub2521
  %mm2523 = select i1 %c2522, i64 %add2520, i64 %sub2521
  %c2524 = icmp sgt i64 0, %mm2523
  %mm2525 = select i1 %c2524, i64 0, i64 %mm2523
  %inb2526 = icmp ult i64 %mm2518, %dim
  br i1 %inb2526, label %ok2528, label %fail2527

fail2527:                                         ; preds = %ok2503
  %errp2529 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2529, align 8
  %errp2530 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp2530, align 8
  %errp2531 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2518, ptr %errp2531, align 8
  %errp2532 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2532, align 8
  ret i32 1

ok2528:                                           ; preds = %ok2503
  %pos2533 = mul i64 0, %dim
  %pos2534 = add i64 %pos2533, %mm2518
  %inb2535 = icmp ult i64 %mm2525, %dim22
  br i1 %inb2535, label %ok2537, label %fail2536

fail2536:                                         ; preds = %ok2528
  %errp2538 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2538, align 8
  %errp2539 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp2539, align 8
  %errp2540 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2525, ptr %errp2540, align 8
  %errp2541 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp2541, align 8
  ret i32 1

ok2537:                                           ; preds = %ok2528
  %pos2542 = mul i64 %pos2534, %dim22
  %pos2543 = add i64 %pos2542, %mm2525
  %elp2544 = getelementptr inbounds float, ptr %buf248, i64 %pos2543
  %el2545 = load float, ptr %elp2544, align 4, !alias.scope !10, !noalias !11
  store float %el2545, ptr %next_137, align 4
  %v2546 = load i64, ptr %i, align 8
  %add2547 = add i64 %v2546, 1
  %sub2548 = sub i64 %dim, 1
  %c2549 = icmp slt i64 %add2547, %sub2548
  %mm2550 = select i1 %c2549, i64 %add2547, i64 %sub2548
  %c2551 = icmp sgt i64 0, %mm2550
  %mm2552 = select i1 %c2551, i64 0, i64 %mm2550
  %v2553 = load i64, ptr %j, align 8
  %add2554 = add i64 %v2553, 1
  %sub2555 = sub i64 %dim22, 1
  %c2556 = icmp slt i64 %add2554, %sub2555
  %mm2557 = select i1 %c2556, i64 %add2554, i64 %sub2555
  %c2558 = icmp sgt i64 0, %mm2557
  %mm2559 = select i1 %c2558, i64 0, i64 %mm2557
  %inb2560 = icmp ult i64 %mm2552, %dim
  br i1 %inb2560, label %ok2562, label %fail2561

fail2561:                                         ; preds = %ok2537
  %errp2563 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2563, align 8
  %errp2564 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp2564, align 8
  %errp2565 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2552, ptr %errp2565, align 8
  %errp2566 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2566, align 8
  ret i32 1

ok2562:                                           ; preds = %ok2537
  %pos2567 = mul i64 0, %dim
  %pos2568 = add i64 %pos2567, %mm2552
  %inb2569 = icmp ult i64 %mm2559, %dim22
  br i1 %inb2569, label %ok2571, label %fail2570

fail2570:                                         ; preds = %ok2562
  %errp2572 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2572, align 8
  %errp2573 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp2573, align 8
  %errp2574 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2559, ptr %errp2574, align 8
  %errp2575 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp2575, align 8
  ret i32 1

ok2571:                                           ; preds = %ok2562
  %pos2576 = mul i64 %pos2568, %dim22
  %pos2577 = add i64 %pos2576, %mm2559
  %elp2578 = getelementptr inbounds float, ptr %buf248, i64 %pos2577
  %el2579 = load float, ptr %elp2578, align 4, !alias.scope !10, !noalias !11
  store float %el2579, ptr %next_138, align 4
  %v2580 = load float, ptr %next_131, align 4
  %v2581 = load float, ptr %next_134, align 4
  %fs2582 = fsub float %v2580, %v2581
  store float %fs2582, ptr %derivs2_127.0, align 4
  %v2583 = load float, ptr %next_137, align 4
  %v2584 = load float, ptr %next_134, align 4
  %fs2585 = fsub float %v2583, %v2584
  store float %fs2585, ptr %derivs2_127.1, align 4
  %v2586 = load float, ptr %next_133, align 4
  %v2587 = load float, ptr %next_134, align 4
  %fs2588 = fsub float %v2586, %v2587
  store float %fs2588, ptr %derivs2_127.2, align 4
  %v2589 = load float, ptr %next_135, align 4
  %v2590 = load float, ptr %next_134, align 4
  %fs2591 = fsub float %v2589, %v2590
  store float %fs2591, ptr %derivs2_127.3, align 4
  %v2592 = load i64, ptr %i, align 8
  %v2593 = load i64, ptr %j, align 8
  %pos2594 = mul i64 0, %dim
  %pos2595 = add i64 %pos2594, %v2592
  %pos2596 = mul i64 %pos2595, %dim22
  %pos2597 = add i64 %pos2596, %v2593
  %v2598 = load float, ptr %derivs2_127.0, align 4
  %tup2599 = insertvalue { float, float, float, float } undef, float %v2598, 0
  %v2600 = load float, ptr %derivs2_127.1, align 4
  %tup2601 = insertvalue { float, float, float, float } %tup2599, float %v2600, 1
  %v2602 = load float, ptr %derivs2_127.2, align 4
  %tup2603 = insertvalue { float, float, float, float } %tup2601, float %v2602, 2
  %v2604 = load float, ptr %derivs2_127.3, align 4
  %tup2605 = insertvalue { float, float, float, float } %tup2603, float %v2604, 3
  %f2606 = extractvalue { float, float, float, float } %tup2605, 0
  %elp2607 = getelementptr inbounds float, ptr %buf436, i64 %pos2597
  store float %f2606, ptr %elp2607, align 4, !alias.scope !12, !noalias !13
  %f2608 = extractvalue { float, float, float, float } %tup2605, 1
  %elp2609 = getelementptr inbounds float, ptr %buf440, i64 %pos2597
  store float %f2608, ptr %elp2609, align 4, !alias.scope !14, !noalias !15
  %f2610 = extractvalue { float, float, float, float } %tup2605, 2
  %elp2611 = getelementptr inbounds float, ptr %buf444, i64 %pos2597
  store float %f2610, ptr %elp2611, align 4, !alias.scope !16, !noalias !17
  %f2612 = extractvalue { float, float, float, float } %tup2605, 3
  %elp2613 = getelementptr inbounds float, ptr %buf448, i64 %pos2597
  store float %f2612, ptr %elp2613, align 4, !alias.scope !18, !noalias !19
  %v2614 = load i64, ptr %i, align 8
  %v2615 = load i64, ptr %j, align 8
  %pos2616 = mul i64 0, %dim
  %pos2617 = add i64 %pos2616, %v2614
  %pos2618 = mul i64 %pos2617, %dim22
  %pos2619 = add i64 %pos2618, %v2615
  %elp2620 = getelementptr inbounds float, ptr %buf248, i64 %pos2619
  %el2621 = load float, ptr %elp2620, align 4, !alias.scope !10, !noalias !11
  store float %el2621, ptr %next_142, align 4
  %v2622 = load float, ptr %derivs2_127.0, align 4
  %v2623 = load float, ptr %derivs2_127.1, align 4
  %fa2624 = fadd float %v2622, %v2623
  %v2625 = load float, ptr %derivs2_127.2, align 4
  %fa2626 = fadd float %fa2624, %v2625
  %v2627 = load float, ptr %derivs2_127.3, align 4
  %fa2628 = fadd float %fa2626, %v2627
  %v2629 = load float, ptr %next_142, align 4
  %fd2630 = fdiv float %fa2628, %v2629
  store float %fd2630, ptr %l, align 4
  %v2631 = load float, ptr %l, align 4
  %fm2632 = fmul float 2.500000e-01, %v2631
  %fa2633 = fadd float 1.000000e+00, %fm2632
  store float %fa2633, ptr %den_150, align 4
  %v2634 = load float, ptr %derivs2_127.0, align 4
  %v2635 = load float, ptr %derivs2_127.0, align 4
  %fm2636 = fmul float %v2634, %v2635
  %v2637 = load float, ptr %derivs2_127.1, align 4
  %v2638 = load float, ptr %derivs2_127.1, align 4
  %fm2639 = fmul float %v2637, %v2638
  %fa2640 = fadd float %fm2636, %fm2639
  %v2641 = load float, ptr %derivs2_127.2, align 4
  %v2642 = load float, ptr %derivs2_127.2, align 4
  %fm2643 = fmul float %v2641, %v2642
  %fa2644 = fadd float %fa2640, %fm2643
  %v2645 = load float, ptr %derivs2_127.3, align 4
  %v2646 = load float, ptr %derivs2_127.3, align 4
  %fm2647 = fmul float %v2645, %v2646
  %fa2648 = fadd float %fa2644, %fm2647
  %v2649 = load float, ptr %next_142, align 4
  %v2650 = load float, ptr %next_142, align 4
  %fm2651 = fmul float %v2649, %v2650
  %fd2652 = fdiv float %fa2648, %fm2651
  %fm2653 = fmul float 5.000000e-01, %fd2652
  %v2654 = load float, ptr %l, align 4
  %fm2655 = fmul float 6.250000e-02, %v2654
  %v2656 = load float, ptr %l, align 4
  %fm2657 = fmul float %fm2655, %v2656
  %fs2658 = fsub float %fm2653, %fm2657
  %v2659 = load float, ptr %den_150, align 4
  %v2660 = load float, ptr %den_150, align 4
  %fm2661 = fmul float %v2659, %v2660
  %fd2662 = fdiv float %fs2658, %fm2661
  %v2663 = load float, ptr %the_q0sqr2_151, align 4
  %fs2664 = fsub float %fd2662, %v2663
  %v2665 = load float, ptr %the_q0sqr2_151, align 4
  %v2666 = load float, ptr %the_q0sqr2_151, align 4
  %fa2667 = fadd float 1.000000e+00, %v2666
  %fm2668 = fmul float %v2665, %fa2667
  %fd2669 = fdiv float %fs2664, %fm2668
  %fa2670 = fadd float 1.000000e+00, %fd2669
  %fd2671 = fdiv float 1.000000e+00, %fa2670
  store float %fd2671, ptr %c_152, align 4
  %v2672 = load float, ptr %c_152, align 4
  %fc2673 = fcmp olt float %v2672, 0.000000e+00
  br i1 %fc2673, label %t2674, label %e2675

t2674:                                            ; preds = %ok2571
  br label %j2676

e2675:                                            ; preds = %ok2571
  %v2677 = load float, ptr %c_152, align 4
  %fc2678 = fcmp ogt float %v2677, 1.000000e+00
  br i1 %fc2678, label %t2679, label %e2680

j2676:                                            ; preds = %j2681, %t2674
  %if2684 = phi float [ 0.000000e+00, %t2674 ], [ %if2683, %j2681 ]
  store float %if2684, ptr %coef2_139, align 4
  %v2685 = load i64, ptr %i, align 8
  %v2686 = load i64, ptr %j, align 8
  %pos2687 = mul i64 0, %dim
  %pos2688 = add i64 %pos2687, %v2685
  %pos2689 = mul i64 %pos2688, %dim22
  %pos2690 = add i64 %pos2689, %v2686
  %v2691 = load float, ptr %coef2_139, align 4
  %elp2692 = getelementptr inbounds float, ptr %buf522, i64 %pos2690
  store float %v2691, ptr %elp2692, align 4, !alias.scope !20, !noalias !21
  %i2693 = load i64, ptr %j, align 8
  %next2694 = add i64 %i2693, 1
  store i64 %next2694, ptr %j, align 8
  br label %loop2269

t2679:                                            ; preds = %e2675
  br label %j2681

e2680:                                            ; preds = %e2675
  %v2682 = load float, ptr %c_152, align 4
  br label %j2681

j2681:                                            ; preds = %e2680, %t2679
  %if2683 = phi float [ 1.000000e+00, %t2679 ], [ %v2682, %e2680 ]
  br label %j2676
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

; cluster c6: Vertical(cnb2, Vertical(next2, out))
; ModuleID = 'srad_c6'
source_filename = "srad_c6"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@llvm.compiler.used = appending global [2 x ptr] [ptr @fuselab_vm_log_f32_v4, ptr @fuselab_vm_log_f32_v8], section "llvm.metadata"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 120
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 72
  %dim3 = load i64, ptr %dimp2, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 112
  %dim8 = load i64, ptr %dimp7, align 8
  %i = alloca i64, align 8
  %dimp25 = getelementptr inbounds i64, ptr %1, i64 121
  %dim26 = load i64, ptr %dimp25, align 8
  %dimp27 = getelementptr inbounds i64, ptr %1, i64 73
  %dim28 = load i64, ptr %dimp27, align 8
  %dimp36 = getelementptr inbounds i64, ptr %1, i64 113
  %dim37 = load i64, ptr %dimp36, align 8
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
  %bufp421 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf422 = load ptr, ptr %bufp421, align 8
  %next_168 = alloca float, align 4
  %derivs2_169 = alloca { float, float, float, float }, align 8
  %bufp431 = getelementptr inbounds ptr, ptr %0, i64 25
  %buf432 = load ptr, ptr %bufp431, align 8
  %bufp435 = getelementptr inbounds ptr, ptr %0, i64 26
  %buf436 = load ptr, ptr %bufp435, align 8
  %bufp440 = getelementptr inbounds ptr, ptr %0, i64 27
  %buf441 = load ptr, ptr %bufp440, align 8
  %bufp445 = getelementptr inbounds ptr, ptr %0, i64 28
  %buf446 = load ptr, ptr %bufp445, align 8
  %tup_171.0 = alloca float, align 4
  %tup_171.1 = alloca float, align 4
  %tup_171.2 = alloca float, align 4
  %tup_171.3 = alloca float, align 4
  %next2_165 = alloca float, align 4
  %out_180 = alloca float, align 4
  %bufp486 = getelementptr inbounds ptr, ptr %0, i64 34
  %buf487 = load ptr, ptr %bufp486, align 8
  br label %body

body:                                             ; preds = %entry
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, %dim
  %min = select i1 %c1, i64 %5, i64 %dim
  %fits = icmp sle i64 %min, %dim3
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 16, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits9 = icmp sle i64 %min, %dim8
  br i1 %fits9, label %ok11, label %fail10

fail10:                                           ; preds = %ok
  %errp12 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 16, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %ok
  %fits16 = icmp sle i64 %min, %dim3
  br i1 %fits16, label %ok18, label %fail17

fail17:                                           ; preds = %ok11
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 17, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %ok11
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done1795, %ok18
  %i24 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i24, %min
  br i1 %more, label %body23, label %exit

body23:                                           ; preds = %loop
  %fits29 = icmp sle i64 %dim26, %dim28
  br i1 %fits29, label %ok31, label %fail30

exit:                                             ; preds = %loop
  ret i32 0

fail30:                                           ; preds = %body23
  %errp32 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp32, align 8
  %errp33 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 16, ptr %errp33, align 8
  %errp34 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim28, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim28, ptr %errp35, align 8
  ret i32 1

ok31:                                             ; preds = %body23
  %fits38 = icmp sle i64 %dim26, %dim37
  br i1 %fits38, label %ok40, label %fail39

fail39:                                           ; preds = %ok31
  %errp41 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 16, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim37, ptr %errp43, align 8
  %errp44 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim37, ptr %errp44, align 8
  ret i32 1

ok40:                                             ; preds = %ok31
  %fits45 = icmp sle i64 %dim26, %dim28
  br i1 %fits45, label %ok47, label %fail46

fail46:                                           ; preds = %ok40
  %errp48 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 17, ptr %errp49, align 8
  %errp50 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim28, ptr %errp50, align 8
  %errp51 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim28, ptr %errp51, align 8
  ret i32 1

ok47:                                             ; preds = %ok40
  %tap_end = sub i64 %dim26, -1
  %tap_end52 = sub i64 %dim26, 0
  %c53 = icmp slt i64 %tap_end, %tap_end52
  %min54 = select i1 %c53, i64 %tap_end, i64 %tap_end52
  %tap_end55 = sub i64 %dim26, 1
  %c56 = icmp slt i64 %min54, %tap_end55
  %min57 = select i1 %c56, i64 %min54, i64 %tap_end55
  %c58 = icmp slt i64 1, %dim26
  %min59 = select i1 %c58, i64 1, i64 %dim26
  %c60 = icmp sgt i64 %min57, %min59
  %max61 = select i1 %c60, i64 %min57, i64 %min59
  %c62 = icmp slt i64 %max61, %dim26
  %min63 = select i1 %c62, i64 %max61, i64 %dim26
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %add = add i64 %v, -1
  %sub = sub i64 %dim, 1
  %c64 = icmp slt i64 %add, %sub
  %mm = select i1 %c64, i64 %add, i64 %sub
  %c65 = icmp sgt i64 0, %mm
  %mm66 = select i1 %c65, i64 0, i64 %mm
  %base = sext i64 %mm66 to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits67 = and i1 %fits_low, %fits_high
  %least = select i1 %fits67, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits67, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok68 = and i1 true, %low_ok
  %ok69 = and i1 %ok68, %high_ok
  %v70 = load i64, ptr %j, align 8
  %add71 = add i64 %v70, -1
  %base72 = sext i64 %add71 to i128
  store i64 1, ptr %j, align 8
  %v73 = load i64, ptr %j, align 8
  %add74 = add i64 %v73, -1
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %add74 to i128
  %step = sub i128 %at_next, %base72
  %step75 = trunc i128 %step to i64
  %step76 = sext i64 %step75 to i128
  %len = sub i64 %min59, 0
  %span = sub i64 %len, 1
  %span77 = sext i64 %span to i128
  %reach = mul i128 %step76, %span77
  %c78 = icmp slt i128 %reach, 0
  %min79 = select i1 %c78, i128 %reach, i128 0
  %c80 = icmp sgt i128 %reach, 0
  %max81 = select i1 %c80, i128 %reach, i128 0
  %least82 = add i128 %base72, %min79
  %most83 = add i128 %base72, %max81
  %fits_low84 = icmp sge i128 %least82, -9223372036854775808
  %fits_high85 = icmp sle i128 %most83, 9223372036854775807
  %fits86 = and i1 %fits_low84, %fits_high85
  %least87 = select i1 %fits86, i128 %least82, i128 -9223372036854775808
  %most88 = select i1 %fits86, i128 %most83, i128 9223372036854775807
  %sub89 = sub i64 %dim26, 1
  %base90 = sext i64 %sub89 to i128
  %fits_low91 = icmp sge i128 %base90, -9223372036854775808
  %fits_high92 = icmp sle i128 %base90, 9223372036854775807
  %fits93 = and i1 %fits_low91, %fits_high92
  %least94 = select i1 %fits93, i128 %base90, i128 -9223372036854775808
  %most95 = select i1 %fits93, i128 %base90, i128 9223372036854775807
  %c96 = icmp slt i128 %least87, %least94
  %min97 = select i1 %c96, i128 %least87, i128 %least94
  %c98 = icmp slt i128 %most88, %most95
  %min99 = select i1 %c98, i128 %most88, i128 %most95
  %c100 = icmp sgt i128 0, %min97
  %max101 = select i1 %c100, i128 0, i128 %min97
  %c102 = icmp sgt i128 0, %min99
  %max103 = select i1 %c102, i128 0, i128 %min99
  %extent104 = sext i64 %dim26 to i128
  %low_ok105 = icmp sge i128 %max101, 0
  %high_ok106 = icmp slt i128 %max103, %extent104
  %ok107 = and i1 %ok69, %low_ok105
  %ok108 = and i1 %ok107, %high_ok106
  %v109 = load i64, ptr %j, align 8
  %add110 = add i64 %v109, 0
  %base111 = sext i64 %add110 to i128
  store i64 1, ptr %j, align 8
  %v112 = load i64, ptr %j, align 8
  %add113 = add i64 %v112, 0
  store i64 0, ptr %j, align 8
  %at_next114 = sext i64 %add113 to i128
  %step115 = sub i128 %at_next114, %base111
  %step116 = trunc i128 %step115 to i64
  %step117 = sext i64 %step116 to i128
  %len118 = sub i64 %min59, 0
  %span119 = sub i64 %len118, 1
  %span120 = sext i64 %span119 to i128
  %reach121 = mul i128 %step117, %span120
  %c122 = icmp slt i128 %reach121, 0
  %min123 = select i1 %c122, i128 %reach121, i128 0
  %c124 = icmp sgt i128 %reach121, 0
  %max125 = select i1 %c124, i128 %reach121, i128 0
  %least126 = add i128 %base111, %min123
  %most127 = add i128 %base111, %max125
  %fits_low128 = icmp sge i128 %least126, -9223372036854775808
  %fits_high129 = icmp sle i128 %most127, 9223372036854775807
  %fits130 = and i1 %fits_low128, %fits_high129
  %least131 = select i1 %fits130, i128 %least126, i128 -9223372036854775808
  %most132 = select i1 %fits130, i128 %most127, i128 9223372036854775807
  %sub133 = sub i64 %dim26, 1
  %base134 = sext i64 %sub133 to i128
  %fits_low135 = icmp sge i128 %base134, -9223372036854775808
  %fits_high136 = icmp sle i128 %base134, 9223372036854775807
  %fits137 = and i1 %fits_low135, %fits_high136
  %least138 = select i1 %fits137, i128 %base134, i128 -9223372036854775808
  %most139 = select i1 %fits137, i128 %base134, i128 9223372036854775807
  %c140 = icmp slt i128 %least131, %least138
  %min141 = select i1 %c140, i128 %least131, i128 %least138
  %c142 = icmp slt i128 %most132, %most139
  %min143 = select i1 %c142, i128 %most132, i128 %most139
  %c144 = icmp sgt i128 0, %min141
  %max145 = select i1 %c144, i128 0, i128 %min141
  %c146 = icmp sgt i128 0, %min143
  %max147 = select i1 %c146, i128 0, i128 %min143
  %extent148 = sext i64 %dim26 to i128
  %low_ok149 = icmp sge i128 %max145, 0
  %high_ok150 = icmp slt i128 %max147, %extent148
  %ok151 = and i1 %ok108, %low_ok149
  %ok152 = and i1 %ok151, %high_ok150
  %v153 = load i64, ptr %j, align 8
  %add154 = add i64 %v153, 1
  %base155 = sext i64 %add154 to i128
  store i64 1, ptr %j, align 8
  %v156 = load i64, ptr %j, align 8
  %add157 = add i64 %v156, 1
  store i64 0, ptr %j, align 8
  %at_next158 = sext i64 %add157 to i128
  %step159 = sub i128 %at_next158, %base155
  %step160 = trunc i128 %step159 to i64
  %step161 = sext i64 %step160 to i128
  %len162 = sub i64 %min59, 0
  %span163 = sub i64 %len162, 1
  %span164 = sext i64 %span163 to i128
  %reach165 = mul i128 %step161, %span164
  %c166 = icmp slt i128 %reach165, 0
  %min167 = select i1 %c166, i128 %reach165, i128 0
  %c168 = icmp sgt i128 %reach165, 0
  %max169 = select i1 %c168, i128 %reach165, i128 0
  %least170 = add i128 %base155, %min167
  %most171 = add i128 %base155, %max169
  %fits_low172 = icmp sge i128 %least170, -9223372036854775808
  %fits_high173 = icmp sle i128 %most171, 9223372036854775807
  %fits174 = and i1 %fits_low172, %fits_high173
  %least175 = select i1 %fits174, i128 %least170, i128 -9223372036854775808
  %most176 = select i1 %fits174, i128 %most171, i128 9223372036854775807
  %sub177 = sub i64 %dim26, 1
  %base178 = sext i64 %sub177 to i128
  %fits_low179 = icmp sge i128 %base178, -9223372036854775808
  %fits_high180 = icmp sle i128 %base178, 9223372036854775807
  %fits181 = and i1 %fits_low179, %fits_high180
  %least182 = select i1 %fits181, i128 %base178, i128 -9223372036854775808
  %most183 = select i1 %fits181, i128 %base178, i128 9223372036854775807
  %c184 = icmp slt i128 %least175, %least182
  %min185 = select i1 %c184, i128 %least175, i128 %least182
  %c186 = icmp slt i128 %most176, %most183
  %min187 = select i1 %c186, i128 %most176, i128 %most183
  %c188 = icmp sgt i128 0, %min185
  %max189 = select i1 %c188, i128 0, i128 %min185
  %c190 = icmp sgt i128 0, %min187
  %max191 = select i1 %c190, i128 0, i128 %min187
  %extent192 = sext i64 %dim26 to i128
  %low_ok193 = icmp sge i128 %max189, 0
  %high_ok194 = icmp slt i128 %max191, %extent192
  %ok195 = and i1 %ok152, %low_ok193
  %ok196 = and i1 %ok195, %high_ok194
  %v197 = load i64, ptr %i, align 8
  %add198 = add i64 %v197, 0
  %sub199 = sub i64 %dim, 1
  %c200 = icmp slt i64 %add198, %sub199
  %mm201 = select i1 %c200, i64 %add198, i64 %sub199
  %c202 = icmp sgt i64 0, %mm201
  %mm203 = select i1 %c202, i64 0, i64 %mm201
  %base204 = sext i64 %mm203 to i128
  %fits_low205 = icmp sge i128 %base204, -9223372036854775808
  %fits_high206 = icmp sle i128 %base204, 9223372036854775807
  %fits207 = and i1 %fits_low205, %fits_high206
  %least208 = select i1 %fits207, i128 %base204, i128 -9223372036854775808
  %most209 = select i1 %fits207, i128 %base204, i128 9223372036854775807
  %extent210 = sext i64 %dim to i128
  %low_ok211 = icmp sge i128 %least208, 0
  %high_ok212 = icmp slt i128 %most209, %extent210
  %ok213 = and i1 %ok196, %low_ok211
  %ok214 = and i1 %ok213, %high_ok212
  %v215 = load i64, ptr %i, align 8
  %add216 = add i64 %v215, 1
  %sub217 = sub i64 %dim, 1
  %c218 = icmp slt i64 %add216, %sub217
  %mm219 = select i1 %c218, i64 %add216, i64 %sub217
  %c220 = icmp sgt i64 0, %mm219
  %mm221 = select i1 %c220, i64 0, i64 %mm219
  %base222 = sext i64 %mm221 to i128
  %fits_low223 = icmp sge i128 %base222, -9223372036854775808
  %fits_high224 = icmp sle i128 %base222, 9223372036854775807
  %fits225 = and i1 %fits_low223, %fits_high224
  %least226 = select i1 %fits225, i128 %base222, i128 -9223372036854775808
  %most227 = select i1 %fits225, i128 %base222, i128 9223372036854775807
  %extent228 = sext i64 %dim to i128
  %low_ok229 = icmp sge i128 %least226, 0
  %high_ok230 = icmp slt i128 %most227, %extent228
  %ok231 = and i1 %ok214, %low_ok229
  %ok232 = and i1 %ok231, %high_ok230
  br i1 %ok232, label %proved, label %checked

proved:                                           ; preds = %ok47
  store i64 0, ptr %j, align 8
  br label %loop233

checked:                                          ; preds = %ok47
  store i64 0, ptr %j, align 8
  br label %loop490

versions_done:                                    ; preds = %exit492, %exit235
  store i64 %min59, ptr %j, align 8
  %v869 = load i64, ptr %i, align 8
  %add870 = add i64 %v869, -1
  %sub871 = sub i64 %dim, 1
  %c872 = icmp slt i64 %add870, %sub871
  %mm873 = select i1 %c872, i64 %add870, i64 %sub871
  %c874 = icmp sgt i64 0, %mm873
  %mm875 = select i1 %c874, i64 0, i64 %mm873
  %base876 = sext i64 %mm875 to i128
  %fits_low877 = icmp sge i128 %base876, -9223372036854775808
  %fits_high878 = icmp sle i128 %base876, 9223372036854775807
  %fits879 = and i1 %fits_low877, %fits_high878
  %least880 = select i1 %fits879, i128 %base876, i128 -9223372036854775808
  %most881 = select i1 %fits879, i128 %base876, i128 9223372036854775807
  %extent882 = sext i64 %dim to i128
  %low_ok883 = icmp sge i128 %least880, 0
  %high_ok884 = icmp slt i128 %most881, %extent882
  %ok885 = and i1 true, %low_ok883
  %ok886 = and i1 %ok885, %high_ok884
  %v887 = load i64, ptr %j, align 8
  %add888 = add i64 %v887, -1
  %base889 = sext i64 %add888 to i128
  %next890 = add i64 %min59, 1
  store i64 %next890, ptr %j, align 8
  %v891 = load i64, ptr %j, align 8
  %add892 = add i64 %v891, -1
  store i64 %min59, ptr %j, align 8
  %at_next893 = sext i64 %add892 to i128
  %step894 = sub i128 %at_next893, %base889
  %step895 = trunc i128 %step894 to i64
  %step896 = sext i64 %step895 to i128
  %len897 = sub i64 %min63, %min59
  %span898 = sub i64 %len897, 1
  %span899 = sext i64 %span898 to i128
  %reach900 = mul i128 %step896, %span899
  %c901 = icmp slt i128 %reach900, 0
  %min902 = select i1 %c901, i128 %reach900, i128 0
  %c903 = icmp sgt i128 %reach900, 0
  %max904 = select i1 %c903, i128 %reach900, i128 0
  %least905 = add i128 %base889, %min902
  %most906 = add i128 %base889, %max904
  %fits_low907 = icmp sge i128 %least905, -9223372036854775808
  %fits_high908 = icmp sle i128 %most906, 9223372036854775807
  %fits909 = and i1 %fits_low907, %fits_high908
  %least910 = select i1 %fits909, i128 %least905, i128 -9223372036854775808
  %most911 = select i1 %fits909, i128 %most906, i128 9223372036854775807
  %sub912 = sub i64 %dim26, 1
  %base913 = sext i64 %sub912 to i128
  %fits_low914 = icmp sge i128 %base913, -9223372036854775808
  %fits_high915 = icmp sle i128 %base913, 9223372036854775807
  %fits916 = and i1 %fits_low914, %fits_high915
  %least917 = select i1 %fits916, i128 %base913, i128 -9223372036854775808
  %most918 = select i1 %fits916, i128 %base913, i128 9223372036854775807
  %c919 = icmp slt i128 %least910, %least917
  %min920 = select i1 %c919, i128 %least910, i128 %least917
  %c921 = icmp slt i128 %most911, %most918
  %min922 = select i1 %c921, i128 %most911, i128 %most918
  %c923 = icmp sgt i128 0, %min920
  %max924 = select i1 %c923, i128 0, i128 %min920
  %c925 = icmp sgt i128 0, %min922
  %max926 = select i1 %c925, i128 0, i128 %min922
  %extent927 = sext i64 %dim26 to i128
  %low_ok928 = icmp sge i128 %max924, 0
  %high_ok929 = icmp slt i128 %max926, %extent927
  %ok930 = and i1 %ok886, %low_ok928
  %ok931 = and i1 %ok930, %high_ok929
  %v932 = load i64, ptr %j, align 8
  %add933 = add i64 %v932, 0
  %base934 = sext i64 %add933 to i128
  %next935 = add i64 %min59, 1
  store i64 %next935, ptr %j, align 8
  %v936 = load i64, ptr %j, align 8
  %add937 = add i64 %v936, 0
  store i64 %min59, ptr %j, align 8
  %at_next938 = sext i64 %add937 to i128
  %step939 = sub i128 %at_next938, %base934
  %step940 = trunc i128 %step939 to i64
  %step941 = sext i64 %step940 to i128
  %len942 = sub i64 %min63, %min59
  %span943 = sub i64 %len942, 1
  %span944 = sext i64 %span943 to i128
  %reach945 = mul i128 %step941, %span944
  %c946 = icmp slt i128 %reach945, 0
  %min947 = select i1 %c946, i128 %reach945, i128 0
  %c948 = icmp sgt i128 %reach945, 0
  %max949 = select i1 %c948, i128 %reach945, i128 0
  %least950 = add i128 %base934, %min947
  %most951 = add i128 %base934, %max949
  %fits_low952 = icmp sge i128 %least950, -9223372036854775808
  %fits_high953 = icmp sle i128 %most951, 9223372036854775807
  %fits954 = and i1 %fits_low952, %fits_high953
  %least955 = select i1 %fits954, i128 %least950, i128 -9223372036854775808
  %most956 = select i1 %fits954, i128 %most951, i128 9223372036854775807
  %sub957 = sub i64 %dim26, 1
  %base958 = sext i64 %sub957 to i128
  %fits_low959 = icmp sge i128 %base958, -9223372036854775808
  %fits_high960 = icmp sle i128 %base958, 9223372036854775807
  %fits961 = and i1 %fits_low959, %fits_high960
  %least962 = select i1 %fits961, i128 %base958, i128 -9223372036854775808
  %most963 = select i1 %fits961, i128 %base958, i128 9223372036854775807
  %c964 = icmp slt i128 %least955, %least962
  %min965 = select i1 %c964, i128 %least955, i128 %least962
  %c966 = icmp slt i128 %most956, %most963
  %min967 = select i1 %c966, i128 %most956, i128 %most963
  %c968 = icmp sgt i128 0, %min965
  %max969 = select i1 %c968, i128 0, i128 %min965
  %c970 = icmp sgt i128 0, %min967
  %max971 = select i1 %c970, i128 0, i128 %min967
  %extent972 = sext i64 %dim26 to i128
  %low_ok973 = icmp sge i128 %max969, 0
  %high_ok974 = icmp slt i128 %max971, %extent972
  %ok975 = and i1 %ok931, %low_ok973
  %ok976 = and i1 %ok975, %high_ok974
  %v977 = load i64, ptr %j, align 8
  %add978 = add i64 %v977, 1
  %base979 = sext i64 %add978 to i128
  %next980 = add i64 %min59, 1
  store i64 %next980, ptr %j, align 8
  %v981 = load i64, ptr %j, align 8
  %add982 = add i64 %v981, 1
  store i64 %min59, ptr %j, align 8
  %at_next983 = sext i64 %add982 to i128
  %step984 = sub i128 %at_next983, %base979
  %step985 = trunc i128 %step984 to i64
  %step986 = sext i64 %step985 to i128
  %len987 = sub i64 %min63, %min59
  %span988 = sub i64 %len987, 1
  %span989 = sext i64 %span988 to i128
  %reach990 = mul i128 %step986, %span989
  %c991 = icmp slt i128 %reach990, 0
  %min992 = select i1 %c991, i128 %reach990, i128 0
  %c993 = icmp sgt i128 %reach990, 0
  %max994 = select i1 %c993, i128 %reach990, i128 0
  %least995 = add i128 %base979, %min992
  %most996 = add i128 %base979, %max994
  %fits_low997 = icmp sge i128 %least995, -9223372036854775808
  %fits_high998 = icmp sle i128 %most996, 9223372036854775807
  %fits999 = and i1 %fits_low997, %fits_high998
  %least1000 = select i1 %fits999, i128 %least995, i128 -9223372036854775808
  %most1001 = select i1 %fits999, i128 %most996, i128 9223372036854775807
  %sub1002 = sub i64 %dim26, 1
  %base1003 = sext i64 %sub1002 to i128
  %fits_low1004 = icmp sge i128 %base1003, -9223372036854775808
  %fits_high1005 = icmp sle i128 %base1003, 9223372036854775807
  %fits1006 = and i1 %fits_low1004, %fits_high1005
  %least1007 = select i1 %fits1006, i128 %base1003, i128 -9223372036854775808
  %most1008 = select i1 %fits1006, i128 %base1003, i128 9223372036854775807
  %c1009 = icmp slt i128 %least1000, %least1007
  %min1010 = select i1 %c1009, i128 %least1000, i128 %least1007
  %c1011 = icmp slt i128 %most1001, %most1008
  %min1012 = select i1 %c1011, i128 %most1001, i128 %most1008
  %c1013 = icmp sgt i128 0, %min1010
  %max1014 = select i1 %c1013, i128 0, i128 %min1010
  %c1015 = icmp sgt i128 0, %min1012
  %max1016 = select i1 %c1015, i128 0, i128 %min1012
  %extent1017 = sext i64 %dim26 to i128
  %low_ok1018 = icmp sge i128 %max1014, 0
  %high_ok1019 = icmp slt i128 %max1016, %extent1017
  %ok1020 = and i1 %ok976, %low_ok1018
  %ok1021 = and i1 %ok1020, %high_ok1019
  %v1022 = load i64, ptr %i, align 8
  %add1023 = add i64 %v1022, 0
  %sub1024 = sub i64 %dim, 1
  %c1025 = icmp slt i64 %add1023, %sub1024
  %mm1026 = select i1 %c1025, i64 %add1023, i64 %sub1024
  %c1027 = icmp sgt i64 0, %mm1026
  %mm1028 = select i1 %c1027, i64 0, i64 %mm1026
  %base1029 = sext i64 %mm1028 to i128
  %fits_low1030 = icmp sge i128 %base1029, -9223372036854775808
  %fits_high1031 = icmp sle i128 %base1029, 9223372036854775807
  %fits1032 = and i1 %fits_low1030, %fits_high1031
  %least1033 = select i1 %fits1032, i128 %base1029, i128 -9223372036854775808
  %most1034 = select i1 %fits1032, i128 %base1029, i128 9223372036854775807
  %extent1035 = sext i64 %dim to i128
  %low_ok1036 = icmp sge i128 %least1033, 0
  %high_ok1037 = icmp slt i128 %most1034, %extent1035
  %ok1038 = and i1 %ok1021, %low_ok1036
  %ok1039 = and i1 %ok1038, %high_ok1037
  %v1040 = load i64, ptr %i, align 8
  %add1041 = add i64 %v1040, 1
  %sub1042 = sub i64 %dim, 1
  %c1043 = icmp slt i64 %add1041, %sub1042
  %mm1044 = select i1 %c1043, i64 %add1041, i64 %sub1042
  %c1045 = icmp sgt i64 0, %mm1044
  %mm1046 = select i1 %c1045, i64 0, i64 %mm1044
  %base1047 = sext i64 %mm1046 to i128
  %fits_low1048 = icmp sge i128 %base1047, -9223372036854775808
  %fits_high1049 = icmp sle i128 %base1047, 9223372036854775807
  %fits1050 = and i1 %fits_low1048, %fits_high1049
  %least1051 = select i1 %fits1050, i128 %base1047, i128 -9223372036854775808
  %most1052 = select i1 %fits1050, i128 %base1047, i128 9223372036854775807
  %extent1053 = sext i64 %dim to i128
  %low_ok1054 = icmp sge i128 %least1051, 0
  %high_ok1055 = icmp slt i128 %most1052, %extent1053
  %ok1056 = and i1 %ok1039, %low_ok1054
  %ok1057 = and i1 %ok1056, %high_ok1055
  br i1 %ok1057, label %proved1058, label %checked1059

loop233:                                          ; preds = %body234, %proved
  %i236 = load i64, ptr %j, align 8
  %more237 = icmp slt i64 %i236, %min59
  br i1 %more237, label %body234, label %exit235

body234:                                          ; preds = %loop233
  %v238 = load i64, ptr %i, align 8
  %add239 = add i64 %v238, -1
  %sub240 = sub i64 %dim, 1
  %c241 = icmp slt i64 %add239, %sub240
  %mm242 = select i1 %c241, i64 %add239, i64 %sub240
  %c243 = icmp sgt i64 0, %mm242
  %mm244 = select i1 %c243, i64 0, i64 %mm242
  %v245 = load i64, ptr %j, align 8
  %add246 = add i64 %v245, -1
  %sub247 = sub i64 %dim26, 1
  %c248 = icmp slt i64 %add246, %sub247
  %mm249 = select i1 %c248, i64 %add246, i64 %sub247
  %c250 = icmp sgt i64 0, %mm249
  %mm251 = select i1 %c250, i64 0, i64 %mm249
  %pos = mul i64 0, %dim
  %pos252 = add i64 %pos, %mm244
  %pos253 = mul i64 %pos252, %dim26
  %pos254 = add i64 %pos253, %mm251
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos254
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %coef2_156, align 4
  %v255 = load i64, ptr %i, align 8
  %add256 = add i64 %v255, -1
  %sub257 = sub i64 %dim, 1
  %c258 = icmp slt i64 %add256, %sub257
  %mm259 = select i1 %c258, i64 %add256, i64 %sub257
  %c260 = icmp sgt i64 0, %mm259
  %mm261 = select i1 %c260, i64 0, i64 %mm259
  %v262 = load i64, ptr %j, align 8
  %add263 = add i64 %v262, 0
  %sub264 = sub i64 %dim26, 1
  %c265 = icmp slt i64 %add263, %sub264
  %mm266 = select i1 %c265, i64 %add263, i64 %sub264
  %c267 = icmp sgt i64 0, %mm266
  %mm268 = select i1 %c267, i64 0, i64 %mm266
  %pos269 = mul i64 0, %dim
  %pos270 = add i64 %pos269, %mm261
  %pos271 = mul i64 %pos270, %dim26
  %pos272 = add i64 %pos271, %mm268
  %elp273 = getelementptr inbounds float, ptr %buf, i64 %pos272
  %el274 = load float, ptr %elp273, align 4, !alias.scope !0, !noalias !3
  store float %el274, ptr %coef2_157, align 4
  %v275 = load i64, ptr %i, align 8
  %add276 = add i64 %v275, -1
  %sub277 = sub i64 %dim, 1
  %c278 = icmp slt i64 %add276, %sub277
  %mm279 = select i1 %c278, i64 %add276, i64 %sub277
  %c280 = icmp sgt i64 0, %mm279
  %mm281 = select i1 %c280, i64 0, i64 %mm279
  %v282 = load i64, ptr %j, align 8
  %add283 = add i64 %v282, 1
  %sub284 = sub i64 %dim26, 1
  %c285 = icmp slt i64 %add283, %sub284
  %mm286 = select i1 %c285, i64 %add283, i64 %sub284
  %c287 = icmp sgt i64 0, %mm286
  %mm288 = select i1 %c287, i64 0, i64 %mm286
  %pos289 = mul i64 0, %dim
  %pos290 = add i64 %pos289, %mm281
  %pos291 = mul i64 %pos290, %dim26
  %pos292 = add i64 %pos291, %mm288
  %elp293 = getelementptr inbounds float, ptr %buf, i64 %pos292
  %el294 = load float, ptr %elp293, align 4, !alias.scope !0, !noalias !3
  store float %el294, ptr %coef2_158, align 4
  %v295 = load i64, ptr %i, align 8
  %add296 = add i64 %v295, 0
  %sub297 = sub i64 %dim, 1
  %c298 = icmp slt i64 %add296, %sub297
  %mm299 = select i1 %c298, i64 %add296, i64 %sub297
  %c300 = icmp sgt i64 0, %mm299
  %mm301 = select i1 %c300, i64 0, i64 %mm299
  %v302 = load i64, ptr %j, align 8
  %add303 = add i64 %v302, -1
  %sub304 = sub i64 %dim26, 1
  %c305 = icmp slt i64 %add303, %sub304
  %mm306 = select i1 %c305, i64 %add303, i64 %sub304
  %c307 = icmp sgt i64 0, %mm306
  %mm308 = select i1 %c307, i64 0, i64 %mm306
  %pos309 = mul i64 0, %dim
  %pos310 = add i64 %pos309, %mm301
  %pos311 = mul i64 %pos310, %dim26
  %pos312 = add i64 %pos311, %mm308
  %elp313 = getelementptr inbounds float, ptr %buf, i64 %pos312
  %el314 = load float, ptr %elp313, align 4, !alias.scope !0, !noalias !3
  store float %el314, ptr %coef2_159, align 4
  %v315 = load i64, ptr %i, align 8
  %add316 = add i64 %v315, 0
  %sub317 = sub i64 %dim, 1
  %c318 = icmp slt i64 %add316, %sub317
  %mm319 = select i1 %c318, i64 %add316, i64 %sub317
  %c320 = icmp sgt i64 0, %mm319
  %mm321 = select i1 %c320, i64 0, i64 %mm319
  %v322 = load i64, ptr %j, align 8
  %add323 = add i64 %v322, 0
  %sub324 = sub i64 %dim26, 1
  %c325 = icmp slt i64 %add323, %sub324
  %mm326 = select i1 %c325, i64 %add323, i64 %sub324
  %c327 = icmp sgt i64 0, %mm326
  %mm328 = select i1 %c327, i64 0, i64 %mm326
  %pos329 = mul i64 0, %dim
  %pos330 = add i64 %pos329, %mm321
  %pos331 = mul i64 %pos330, %dim26
  %pos332 = add i64 %pos331, %mm328
  %elp333 = getelementptr inbounds float, ptr %buf, i64 %pos332
  %el334 = load float, ptr %elp333, align 4, !alias.scope !0, !noalias !3
  store float %el334, ptr %coef2_160, align 4
  %v335 = load i64, ptr %i, align 8
  %add336 = add i64 %v335, 0
  %sub337 = sub i64 %dim, 1
  %c338 = icmp slt i64 %add336, %sub337
  %mm339 = select i1 %c338, i64 %add336, i64 %sub337
  %c340 = icmp sgt i64 0, %mm339
  %mm341 = select i1 %c340, i64 0, i64 %mm339
  %v342 = load i64, ptr %j, align 8
  %add343 = add i64 %v342, 1
  %sub344 = sub i64 %dim26, 1
  %c345 = icmp slt i64 %add343, %sub344
  %mm346 = select i1 %c345, i64 %add343, i64 %sub344
  %c347 = icmp sgt i64 0, %mm346
  %mm348 = select i1 %c347, i64 0, i64 %mm346
  %pos349 = mul i64 0, %dim
  %pos350 = add i64 %pos349, %mm341
  %pos351 = mul i64 %pos350, %dim26
  %pos352 = add i64 %pos351, %mm348
  %elp353 = getelementptr inbounds float, ptr %buf, i64 %pos352
  %el354 = load float, ptr %elp353, align 4, !alias.scope !0, !noalias !3
  store float %el354, ptr %coef2_161, align 4
  %v355 = load i64, ptr %i, align 8
  %add356 = add i64 %v355, 1
  %sub357 = sub i64 %dim, 1
  %c358 = icmp slt i64 %add356, %sub357
  %mm359 = select i1 %c358, i64 %add356, i64 %sub357
  %c360 = icmp sgt i64 0, %mm359
  %mm361 = select i1 %c360, i64 0, i64 %mm359
  %v362 = load i64, ptr %j, align 8
  %add363 = add i64 %v362, -1
  %sub364 = sub i64 %dim26, 1
  %c365 = icmp slt i64 %add363, %sub364
  %mm366 = select i1 %c365, i64 %add363, i64 %sub364
  %c367 = icmp sgt i64 0, %mm366
  %mm368 = select i1 %c367, i64 0, i64 %mm366
  %pos369 = mul i64 0, %dim
  %pos370 = add i64 %pos369, %mm361
  %pos371 = mul i64 %pos370, %dim26
  %pos372 = add i64 %pos371, %mm368
  %elp373 = getelementptr inbounds float, ptr %buf, i64 %pos372
  %el374 = load float, ptr %elp373, align 4, !alias.scope !0, !noalias !3
  store float %el374, ptr %coef2_162, align 4
  %v375 = load i64, ptr %i, align 8
  %add376 = add i64 %v375, 1
  %sub377 = sub i64 %dim, 1
  %c378 = icmp slt i64 %add376, %sub377
  %mm379 = select i1 %c378, i64 %add376, i64 %sub377
  %c380 = icmp sgt i64 0, %mm379
  %mm381 = select i1 %c380, i64 0, i64 %mm379
  %v382 = load i64, ptr %j, align 8
  %add383 = add i64 %v382, 0
  %sub384 = sub i64 %dim26, 1
  %c385 = icmp slt i64 %add383, %sub384
  %mm386 = select i1 %c385, i64 %add383, i64 %sub384
  %c387 = icmp sgt i64 0, %mm386
  %mm388 = select i1 %c387, i64 0, i64 %mm386
  %pos389 = mul i64 0, %dim
  %pos390 = add i64 %pos389, %mm381
  %pos391 = mul i64 %pos390, %dim26
  %pos392 = add i64 %pos391, %mm388
  %elp393 = getelementptr inbounds float, ptr %buf, i64 %pos392
  %el394 = load float, ptr %elp393, align 4, !alias.scope !0, !noalias !3
  store float %el394, ptr %coef2_163, align 4
  %v395 = load i64, ptr %i, align 8
  %add396 = add i64 %v395, 1
  %sub397 = sub i64 %dim, 1
  %c398 = icmp slt i64 %add396, %sub397
  %mm399 = select i1 %c398, i64 %add396, i64 %sub397
  %c400 = icmp sgt i64 0, %mm399
  %mm401 = select i1 %c400, i64 0, i64 %mm399
  %v402 = load i64, ptr %j, align 8
  %add403 = add i64 %v402, 1
  %sub404 = sub i64 %dim26, 1
  %c405 = icmp slt i64 %add403, %sub404
  %mm406 = select i1 %c405, i64 %add403, i64 %sub404
  %c407 = icmp sgt i64 0, %mm406
  %mm408 = select i1 %c407, i64 0, i64 %mm406
  %pos409 = mul i64 0, %dim
  %pos410 = add i64 %pos409, %mm401
  %pos411 = mul i64 %pos410, %dim26
  %pos412 = add i64 %pos411, %mm408
  %elp413 = getelementptr inbounds float, ptr %buf, i64 %pos412
  %el414 = load float, ptr %elp413, align 4, !alias.scope !0, !noalias !3
  store float %el414, ptr %coef2_164, align 4
  %v415 = load i64, ptr %i, align 8
  %v416 = load i64, ptr %j, align 8
  %pos417 = mul i64 0, %dim3
  %pos418 = add i64 %pos417, %v415
  %pos419 = mul i64 %pos418, %dim28
  %pos420 = add i64 %pos419, %v416
  %elp423 = getelementptr inbounds float, ptr %buf422, i64 %pos420
  %el424 = load float, ptr %elp423, align 4, !alias.scope !10, !noalias !11
  store float %el424, ptr %next_168, align 4
  %v425 = load i64, ptr %i, align 8
  %v426 = load i64, ptr %j, align 8
  %pos427 = mul i64 0, %dim8
  %pos428 = add i64 %pos427, %v425
  %pos429 = mul i64 %pos428, %dim37
  %pos430 = add i64 %pos429, %v426
  %elp433 = getelementptr inbounds float, ptr %buf432, i64 %pos430
  %el434 = load float, ptr %elp433, align 4, !alias.scope !12, !noalias !13
  %fldp = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 0
  store float %el434, ptr %fldp, align 4
  %elp437 = getelementptr inbounds float, ptr %buf436, i64 %pos430
  %el438 = load float, ptr %elp437, align 4, !alias.scope !14, !noalias !15
  %fldp439 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 1
  store float %el438, ptr %fldp439, align 4
  %elp442 = getelementptr inbounds float, ptr %buf441, i64 %pos430
  %el443 = load float, ptr %elp442, align 4, !alias.scope !16, !noalias !17
  %fldp444 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 2
  store float %el443, ptr %fldp444, align 4
  %elp447 = getelementptr inbounds float, ptr %buf446, i64 %pos430
  %el448 = load float, ptr %elp447, align 4, !alias.scope !18, !noalias !19
  %fldp449 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 3
  store float %el448, ptr %fldp449, align 4
  %fldp450 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 0
  %fldp451 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 0
  %fld = load float, ptr %fldp451, align 4
  store float %fld, ptr %tup_171.0, align 4
  %fldp452 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 1
  %fldp453 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 1
  %fld454 = load float, ptr %fldp453, align 4
  store float %fld454, ptr %tup_171.1, align 4
  %fldp455 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 2
  %fldp456 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 2
  %fld457 = load float, ptr %fldp456, align 4
  store float %fld457, ptr %tup_171.2, align 4
  %fldp458 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 3
  %fldp459 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 3
  %fld460 = load float, ptr %fldp459, align 4
  store float %fld460, ptr %tup_171.3, align 4
  %v461 = load float, ptr %next_168, align 4
  %v462 = load float, ptr %coef2_160, align 4
  %v463 = load float, ptr %tup_171.0, align 4
  %fm = fmul float %v462, %v463
  %v464 = load float, ptr %coef2_163, align 4
  %v465 = load float, ptr %tup_171.1, align 4
  %fm466 = fmul float %v464, %v465
  %fa = fadd float %fm, %fm466
  %v467 = load float, ptr %coef2_160, align 4
  %v468 = load float, ptr %tup_171.2, align 4
  %fm469 = fmul float %v467, %v468
  %fa470 = fadd float %fa, %fm469
  %v471 = load float, ptr %coef2_161, align 4
  %v472 = load float, ptr %tup_171.3, align 4
  %fm473 = fmul float %v471, %v472
  %fa474 = fadd float %fa470, %fm473
  %fm475 = fmul float 1.250000e-01, %fa474
  %fa476 = fadd float %v461, %fm475
  store float %fa476, ptr %next2_165, align 4
  %v477 = load float, ptr %next2_165, align 4
  %log = call float @fuselab_vm_log_f32(float %v477) #4
  %fm478 = fmul float 2.550000e+02, %log
  store float %fm478, ptr %out_180, align 4
  %v479 = load i64, ptr %i, align 8
  %v480 = load i64, ptr %j, align 8
  %pos481 = mul i64 0, %dim3
  %pos482 = add i64 %pos481, %v479
  %pos483 = mul i64 %pos482, %dim28
  %pos484 = add i64 %pos483, %v480
  %v485 = load float, ptr %out_180, align 4
  %elp488 = getelementptr inbounds float, ptr %buf487, i64 %pos484
  store float %v485, ptr %elp488, align 4, !alias.scope !20, !noalias !21
  %i489 = load i64, ptr %j, align 8
  %next = add i64 %i489, 1
  store i64 %next, ptr %j, align 8
  br label %loop233

exit235:                                          ; preds = %loop233
  br label %versions_done

loop490:                                          ; preds = %ok791, %checked
  %i493 = load i64, ptr %j, align 8
  %more494 = icmp slt i64 %i493, %min59
  br i1 %more494, label %body491, label %exit492

body491:                                          ; preds = %loop490
  %v495 = load i64, ptr %i, align 8
  %add496 = add i64 %v495, -1
  %sub497 = sub i64 %dim, 1
  %c498 = icmp slt i64 %add496, %sub497
  %mm499 = select i1 %c498, i64 %add496, i64 %sub497
  %c500 = icmp sgt i64 0, %mm499
  %mm501 = select i1 %c500, i64 0, i64 %mm499
  %v502 = load i64, ptr %j, align 8
  %add503 = add i64 %v502, -1
  %sub504 = sub i64 %dim26, 1
  %c505 = icmp slt i64 %add503, %sub504
  %mm506 = select i1 %c505, i64 %add503, i64 %sub504
  %c507 = icmp sgt i64 0, %mm506
  %mm508 = select i1 %c507, i64 0, i64 %mm506
  %inb = icmp ult i64 %mm501, %dim
  br i1 %inb, label %ok510, label %fail509

exit492:                                          ; preds = %loop490
  br label %versions_done

fail509:                                          ; preds = %body491
  %errp511 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp511, align 8
  %errp512 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp512, align 8
  %errp513 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm501, ptr %errp513, align 8
  %errp514 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp514, align 8
  ret i32 1

ok510:                                            ; preds = %body491
  %pos515 = mul i64 0, %dim
  %pos516 = add i64 %pos515, %mm501
  %inb517 = icmp ult i64 %mm508, %dim26
  br i1 %inb517, label %ok519, label %fail518

fail518:                                          ; preds = %ok510
  %errp520 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp520, align 8
  %errp521 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp521, align 8
  %errp522 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm508, ptr %errp522, align 8
  %errp523 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp523, align 8
  ret i32 1

ok519:                                            ; preds = %ok510
  %pos524 = mul i64 %pos516, %dim26
  %pos525 = add i64 %pos524, %mm508
  %elp526 = getelementptr inbounds float, ptr %buf, i64 %pos525
  %el527 = load float, ptr %elp526, align 4, !alias.scope !0, !noalias !3
  store float %el527, ptr %coef2_156, align 4
  %v528 = load i64, ptr %i, align 8
  %add529 = add i64 %v528, -1
  %sub530 = sub i64 %dim, 1
  %c531 = icmp slt i64 %add529, %sub530
  %mm532 = select i1 %c531, i64 %add529, i64 %sub530
  %c533 = icmp sgt i64 0, %mm532
  %mm534 = select i1 %c533, i64 0, i64 %mm532
  %v535 = load i64, ptr %j, align 8
  %add536 = add i64 %v535, 0
  %sub537 = sub i64 %dim26, 1
  %c538 = icmp slt i64 %add536, %sub537
  %mm539 = select i1 %c538, i64 %add536, i64 %sub537
  %c540 = icmp sgt i64 0, %mm539
  %mm541 = select i1 %c540, i64 0, i64 %mm539
  %inb542 = icmp ult i64 %mm534, %dim
  br i1 %inb542, label %ok544, label %fail543

fail543:                                          ; preds = %ok519
  %errp545 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp545, align 8
  %errp546 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp546, align 8
  %errp547 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm534, ptr %errp547, align 8
  %errp548 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp548, align 8
  ret i32 1

ok544:                                            ; preds = %ok519
  %pos549 = mul i64 0, %dim
  %pos550 = add i64 %pos549, %mm534
  %inb551 = icmp ult i64 %mm541, %dim26
  br i1 %inb551, label %ok553, label %fail552

fail552:                                          ; preds = %ok544
  %errp554 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp554, align 8
  %errp555 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp555, align 8
  %errp556 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm541, ptr %errp556, align 8
  %errp557 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp557, align 8
  ret i32 1

ok553:                                            ; preds = %ok544
  %pos558 = mul i64 %pos550, %dim26
  %pos559 = add i64 %pos558, %mm541
  %elp560 = getelementptr inbounds float, ptr %buf, i64 %pos559
  %el561 = load float, ptr %elp560, align 4, !alias.scope !0, !noalias !3
  store float %el561, ptr %coef2_157, align 4
  %v562 = load i64, ptr %i, align 8
  %add563 = add i64 %v562, -1
  %sub564 = sub i64 %dim, 1
  %c565 = icmp slt i64 %add563, %sub564
  %mm566 = select i1 %c565, i64 %add563, i64 %sub564
  %c567 = icmp sgt i64 0, %mm566
  %mm568 = select i1 %c567, i64 0, i64 %mm566
  %v569 = load i64, ptr %j, align 8
  %add570 = add i64 %v569, 1
  %sub571 = sub i64 %dim26, 1
  %c572 = icmp slt i64 %add570, %sub571
  %mm573 = select i1 %c572, i64 %add570, i64 %sub571
  %c574 = icmp sgt i64 0, %mm573
  %mm575 = select i1 %c574, i64 0, i64 %mm573
  %inb576 = icmp ult i64 %mm568, %dim
  br i1 %inb576, label %ok578, label %fail577

fail577:                                          ; preds = %ok553
  %errp579 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp579, align 8
  %errp580 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp580, align 8
  %errp581 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm568, ptr %errp581, align 8
  %errp582 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp582, align 8
  ret i32 1

ok578:                                            ; preds = %ok553
  %pos583 = mul i64 0, %dim
  %pos584 = add i64 %pos583, %mm568
  %inb585 = icmp ult i64 %mm575, %dim26
  br i1 %inb585, label %ok587, label %fail586

fail586:                                          ; preds = %ok578
  %errp588 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp588, align 8
  %errp589 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp589, align 8
  %errp590 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm575, ptr %errp590, align 8
  %errp591 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp591, align 8
  ret i32 1

ok587:                                            ; preds = %ok578
  %pos592 = mul i64 %pos584, %dim26
  %pos593 = add i64 %pos592, %mm575
  %elp594 = getelementptr inbounds float, ptr %buf, i64 %pos593
  %el595 = load float, ptr %elp594, align 4, !alias.scope !0, !noalias !3
  store float %el595, ptr %coef2_158, align 4
  %v596 = load i64, ptr %i, align 8
  %add597 = add i64 %v596, 0
  %sub598 = sub i64 %dim, 1
  %c599 = icmp slt i64 %add597, %sub598
  %mm600 = select i1 %c599, i64 %add597, i64 %sub598
  %c601 = icmp sgt i64 0, %mm600
  %mm602 = select i1 %c601, i64 0, i64 %mm600
  %v603 = load i64, ptr %j, align 8
  %add604 = add i64 %v603, -1
  %sub605 = sub i64 %dim26, 1
  %c606 = icmp slt i64 %add604, %sub605
  %mm607 = select i1 %c606, i64 %add604, i64 %sub605
  %c608 = icmp sgt i64 0, %mm607
  %mm609 = select i1 %c608, i64 0, i64 %mm607
  %inb610 = icmp ult i64 %mm602, %dim
  br i1 %inb610, label %ok612, label %fail611

fail611:                                          ; preds = %ok587
  %errp613 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp613, align 8
  %errp614 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp614, align 8
  %errp615 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm602, ptr %errp615, align 8
  %errp616 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp616, align 8
  ret i32 1

ok612:                                            ; preds = %ok587
  %pos617 = mul i64 0, %dim
  %pos618 = add i64 %pos617, %mm602
  %inb619 = icmp ult i64 %mm609, %dim26
  br i1 %inb619, label %ok621, label %fail620

fail620:                                          ; preds = %ok612
  %errp622 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp622, align 8
  %errp623 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp623, align 8
  %errp624 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm609, ptr %errp624, align 8
  %errp625 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp625, align 8
  ret i32 1

ok621:                                            ; preds = %ok612
  %pos626 = mul i64 %pos618, %dim26
  %pos627 = add i64 %pos626, %mm609
  %elp628 = getelementptr inbounds float, ptr %buf, i64 %pos627
  %el629 = load float, ptr %elp628, align 4, !alias.scope !0, !noalias !3
  store float %el629, ptr %coef2_159, align 4
  %v630 = load i64, ptr %i, align 8
  %add631 = add i64 %v630, 0
  %sub632 = sub i64 %dim, 1
  %c633 = icmp slt i64 %add631, %sub632
  %mm634 = select i1 %c633, i64 %add631, i64 %sub632
  %c635 = icmp sgt i64 0, %mm634
  %mm636 = select i1 %c635, i64 0, i64 %mm634
  %v637 = load i64, ptr %j, align 8
  %add638 = add i64 %v637, 0
  %sub639 = sub i64 %dim26, 1
  %c640 = icmp slt i64 %add638, %sub639
  %mm641 = select i1 %c640, i64 %add638, i64 %sub639
  %c642 = icmp sgt i64 0, %mm641
  %mm643 = select i1 %c642, i64 0, i64 %mm641
  %inb644 = icmp ult i64 %mm636, %dim
  br i1 %inb644, label %ok646, label %fail645

fail645:                                          ; preds = %ok621
  %errp647 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp647, align 8
  %errp648 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp648, align 8
  %errp649 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm636, ptr %errp649, align 8
  %errp650 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp650, align 8
  ret i32 1

ok646:                                            ; preds = %ok621
  %pos651 = mul i64 0, %dim
  %pos652 = add i64 %pos651, %mm636
  %inb653 = icmp ult i64 %mm643, %dim26
  br i1 %inb653, label %ok655, label %fail654

fail654:                                          ; preds = %ok646
  %errp656 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp656, align 8
  %errp657 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp657, align 8
  %errp658 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm643, ptr %errp658, align 8
  %errp659 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp659, align 8
  ret i32 1

ok655:                                            ; preds = %ok646
  %pos660 = mul i64 %pos652, %dim26
  %pos661 = add i64 %pos660, %mm643
  %elp662 = getelementptr inbounds float, ptr %buf, i64 %pos661
  %el663 = load float, ptr %elp662, align 4, !alias.scope !0, !noalias !3
  store float %el663, ptr %coef2_160, align 4
  %v664 = load i64, ptr %i, align 8
  %add665 = add i64 %v664, 0
  %sub666 = sub i64 %dim, 1
  %c667 = icmp slt i64 %add665, %sub666
  %mm668 = select i1 %c667, i64 %add665, i64 %sub666
  %c669 = icmp sgt i64 0, %mm668
  %mm670 = select i1 %c669, i64 0, i64 %mm668
  %v671 = load i64, ptr %j, align 8
  %add672 = add i64 %v671, 1
  %sub673 = sub i64 %dim26, 1
  %c674 = icmp slt i64 %add672, %sub673
  %mm675 = select i1 %c674, i64 %add672, i64 %sub673
  %c676 = icmp sgt i64 0, %mm675
  %mm677 = select i1 %c676, i64 0, i64 %mm675
  %inb678 = icmp ult i64 %mm670, %dim
  br i1 %inb678, label %ok680, label %fail679

fail679:                                          ; preds = %ok655
  %errp681 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp681, align 8
  %errp682 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp682, align 8
  %errp683 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm670, ptr %errp683, align 8
  %errp684 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp684, align 8
  ret i32 1

ok680:                                            ; preds = %ok655
  %pos685 = mul i64 0, %dim
  %pos686 = add i64 %pos685, %mm670
  %inb687 = icmp ult i64 %mm677, %dim26
  br i1 %inb687, label %ok689, label %fail688

fail688:                                          ; preds = %ok680
  %errp690 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp690, align 8
  %errp691 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp691, align 8
  %errp692 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm677, ptr %errp692, align 8
  %errp693 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp693, align 8
  ret i32 1

ok689:                                            ; preds = %ok680
  %pos694 = mul i64 %pos686, %dim26
  %pos695 = add i64 %pos694, %mm677
  %elp696 = getelementptr inbounds float, ptr %buf, i64 %pos695
  %el697 = load float, ptr %elp696, align 4, !alias.scope !0, !noalias !3
  store float %el697, ptr %coef2_161, align 4
  %v698 = load i64, ptr %i, align 8
  %add699 = add i64 %v698, 1
  %sub700 = sub i64 %dim, 1
  %c701 = icmp slt i64 %add699, %sub700
  %mm702 = select i1 %c701, i64 %add699, i64 %sub700
  %c703 = icmp sgt i64 0, %mm702
  %mm704 = select i1 %c703, i64 0, i64 %mm702
  %v705 = load i64, ptr %j, align 8
  %add706 = add i64 %v705, -1
  %sub707 = sub i64 %dim26, 1
  %c708 = icmp slt i64 %add706, %sub707
  %mm709 = select i1 %c708, i64 %add706, i64 %sub707
  %c710 = icmp sgt i64 0, %mm709
  %mm711 = select i1 %c710, i64 0, i64 %mm709
  %inb712 = icmp ult i64 %mm704, %dim
  br i1 %inb712, label %ok714, label %fail713

fail713:                                          ; preds = %ok689
  %errp715 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp715, align 8
  %errp716 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp716, align 8
  %errp717 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm704, ptr %errp717, align 8
  %errp718 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp718, align 8
  ret i32 1

ok714:                                            ; preds = %ok689
  %pos719 = mul i64 0, %dim
  %pos720 = add i64 %pos719, %mm704
  %inb721 = icmp ult i64 %mm711, %dim26
  br i1 %inb721, label %ok723, label %fail722

fail722:                                          ; preds = %ok714
  %errp724 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp724, align 8
  %errp725 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp725, align 8
  %errp726 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm711, ptr %errp726, align 8
  %errp727 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp727, align 8
  ret i32 1

ok723:                                            ; preds = %ok714
  %pos728 = mul i64 %pos720, %dim26
  %pos729 = add i64 %pos728, %mm711
  %elp730 = getelementptr inbounds float, ptr %buf, i64 %pos729
  %el731 = load float, ptr %elp730, align 4, !alias.scope !0, !noalias !3
  store float %el731, ptr %coef2_162, align 4
  %v732 = load i64, ptr %i, align 8
  %add733 = add i64 %v732, 1
  %sub734 = sub i64 %dim, 1
  %c735 = icmp slt i64 %add733, %sub734
  %mm736 = select i1 %c735, i64 %add733, i64 %sub734
  %c737 = icmp sgt i64 0, %mm736
  %mm738 = select i1 %c737, i64 0, i64 %mm736
  %v739 = load i64, ptr %j, align 8
  %add740 = add i64 %v739, 0
  %sub741 = sub i64 %dim26, 1
  %c742 = icmp slt i64 %add740, %sub741
  %mm743 = select i1 %c742, i64 %add740, i64 %sub741
  %c744 = icmp sgt i64 0, %mm743
  %mm745 = select i1 %c744, i64 0, i64 %mm743
  %inb746 = icmp ult i64 %mm738, %dim
  br i1 %inb746, label %ok748, label %fail747

fail747:                                          ; preds = %ok723
  %errp749 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp749, align 8
  %errp750 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp750, align 8
  %errp751 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm738, ptr %errp751, align 8
  %errp752 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp752, align 8
  ret i32 1

ok748:                                            ; preds = %ok723
  %pos753 = mul i64 0, %dim
  %pos754 = add i64 %pos753, %mm738
  %inb755 = icmp ult i64 %mm745, %dim26
  br i1 %inb755, label %ok757, label %fail756

fail756:                                          ; preds = %ok748
  %errp758 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp758, align 8
  %errp759 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp759, align 8
  %errp760 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm745, ptr %errp760, align 8
  %errp761 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp761, align 8
  ret i32 1

ok757:                                            ; preds = %ok748
  %pos762 = mul i64 %pos754, %dim26
  %pos763 = add i64 %pos762, %mm745
  %elp764 = getelementptr inbounds float, ptr %buf, i64 %pos763
  %el765 = load float, ptr %elp764, align 4, !alias.scope !0, !noalias !3
  store float %el765, ptr %coef2_163, align 4
  %v766 = load i64, ptr %i, align 8
  %add767 = add i64 %v766, 1
  %sub768 = sub i64 %dim, 1
  %c769 = icmp slt i64 %add767, %sub768
  %mm770 = select i1 %c769, i64 %add767, i64 %sub768
  %c771 = icmp sgt i64 0, %mm770
  %mm772 = select i1 %c771, i64 0, i64 %mm770
  %v773 = load i64, ptr %j, align 8
  %add774 = add i64 %v773, 1
  %sub775 = sub i64 %dim26, 1
  %c776 = icmp slt i64 %add774, %sub775
  %mm777 = select i1 %c776, i64 %add774, i64 %sub775
  %c778 = icmp sgt i64 0, %mm777
  %mm779 = select i1 %c778, i64 0, i64 %mm777
  %inb780 = icmp ult i64 %mm772, %dim
  br i1 %inb780, label %ok782, label %fail781

fail781:                                          ; preds = %ok757
  %errp783 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp783, align 8
  %errp784 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp784, align 8
  %errp785 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm772, ptr %errp785, align 8
  %errp786 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp786, align 8
  ret i32 1

ok782:                                            ; preds = %ok757
  %pos787 = mul i64 0, %dim
  %pos788 = add i64 %pos787, %mm772
  %inb789 = icmp ult i64 %mm779, %dim26
  br i1 %inb789, label %ok791, label %fail790

fail790:                                          ; preds = %ok782
  %errp792 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp792, align 8
  %errp793 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp793, align 8
  %errp794 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm779, ptr %errp794, align 8
  %errp795 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp795, align 8
  ret i32 1

ok791:                                            ; preds = %ok782
  %pos796 = mul i64 %pos788, %dim26
  %pos797 = add i64 %pos796, %mm779
  %elp798 = getelementptr inbounds float, ptr %buf, i64 %pos797
  %el799 = load float, ptr %elp798, align 4, !alias.scope !0, !noalias !3
  store float %el799, ptr %coef2_164, align 4
  %v800 = load i64, ptr %i, align 8
  %v801 = load i64, ptr %j, align 8
  %pos802 = mul i64 0, %dim3
  %pos803 = add i64 %pos802, %v800
  %pos804 = mul i64 %pos803, %dim28
  %pos805 = add i64 %pos804, %v801
  %elp806 = getelementptr inbounds float, ptr %buf422, i64 %pos805
  %el807 = load float, ptr %elp806, align 4, !alias.scope !10, !noalias !11
  store float %el807, ptr %next_168, align 4
  %v808 = load i64, ptr %i, align 8
  %v809 = load i64, ptr %j, align 8
  %pos810 = mul i64 0, %dim8
  %pos811 = add i64 %pos810, %v808
  %pos812 = mul i64 %pos811, %dim37
  %pos813 = add i64 %pos812, %v809
  %elp814 = getelementptr inbounds float, ptr %buf432, i64 %pos813
  %el815 = load float, ptr %elp814, align 4, !alias.scope !12, !noalias !13
  %fldp816 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 0
  store float %el815, ptr %fldp816, align 4
  %elp817 = getelementptr inbounds float, ptr %buf436, i64 %pos813
  %el818 = load float, ptr %elp817, align 4, !alias.scope !14, !noalias !15
  %fldp819 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 1
  store float %el818, ptr %fldp819, align 4
  %elp820 = getelementptr inbounds float, ptr %buf441, i64 %pos813
  %el821 = load float, ptr %elp820, align 4, !alias.scope !16, !noalias !17
  %fldp822 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 2
  store float %el821, ptr %fldp822, align 4
  %elp823 = getelementptr inbounds float, ptr %buf446, i64 %pos813
  %el824 = load float, ptr %elp823, align 4, !alias.scope !18, !noalias !19
  %fldp825 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 3
  store float %el824, ptr %fldp825, align 4
  %fldp826 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 0
  %fldp827 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 0
  %fld828 = load float, ptr %fldp827, align 4
  store float %fld828, ptr %tup_171.0, align 4
  %fldp829 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 1
  %fldp830 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 1
  %fld831 = load float, ptr %fldp830, align 4
  store float %fld831, ptr %tup_171.1, align 4
  %fldp832 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 2
  %fldp833 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 2
  %fld834 = load float, ptr %fldp833, align 4
  store float %fld834, ptr %tup_171.2, align 4
  %fldp835 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 3
  %fldp836 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 3
  %fld837 = load float, ptr %fldp836, align 4
  store float %fld837, ptr %tup_171.3, align 4
  %v838 = load float, ptr %next_168, align 4
  %v839 = load float, ptr %coef2_160, align 4
  %v840 = load float, ptr %tup_171.0, align 4
  %fm841 = fmul float %v839, %v840
  %v842 = load float, ptr %coef2_163, align 4
  %v843 = load float, ptr %tup_171.1, align 4
  %fm844 = fmul float %v842, %v843
  %fa845 = fadd float %fm841, %fm844
  %v846 = load float, ptr %coef2_160, align 4
  %v847 = load float, ptr %tup_171.2, align 4
  %fm848 = fmul float %v846, %v847
  %fa849 = fadd float %fa845, %fm848
  %v850 = load float, ptr %coef2_161, align 4
  %v851 = load float, ptr %tup_171.3, align 4
  %fm852 = fmul float %v850, %v851
  %fa853 = fadd float %fa849, %fm852
  %fm854 = fmul float 1.250000e-01, %fa853
  %fa855 = fadd float %v838, %fm854
  store float %fa855, ptr %next2_165, align 4
  %v856 = load float, ptr %next2_165, align 4
  %log857 = call float @fuselab_vm_log_f32(float %v856) #4
  %fm858 = fmul float 2.550000e+02, %log857
  store float %fm858, ptr %out_180, align 4
  %v859 = load i64, ptr %i, align 8
  %v860 = load i64, ptr %j, align 8
  %pos861 = mul i64 0, %dim3
  %pos862 = add i64 %pos861, %v859
  %pos863 = mul i64 %pos862, %dim28
  %pos864 = add i64 %pos863, %v860
  %v865 = load float, ptr %out_180, align 4
  %elp866 = getelementptr inbounds float, ptr %buf487, i64 %pos864
  store float %v865, ptr %elp866, align 4, !alias.scope !20, !noalias !21
  %i867 = load i64, ptr %j, align 8
  %next868 = add i64 %i867, 1
  store i64 %next868, ptr %j, align 8
  br label %loop490

proved1058:                                       ; preds = %versions_done
  store i64 %min59, ptr %j, align 8
  br label %loop1061

checked1059:                                      ; preds = %versions_done
  store i64 %min59, ptr %j, align 8
  br label %loop1269

versions_done1060:                                ; preds = %exit1271, %exit1063
  store i64 %min63, ptr %j, align 8
  %v1604 = load i64, ptr %i, align 8
  %add1605 = add i64 %v1604, -1
  %sub1606 = sub i64 %dim, 1
  %c1607 = icmp slt i64 %add1605, %sub1606
  %mm1608 = select i1 %c1607, i64 %add1605, i64 %sub1606
  %c1609 = icmp sgt i64 0, %mm1608
  %mm1610 = select i1 %c1609, i64 0, i64 %mm1608
  %base1611 = sext i64 %mm1610 to i128
  %fits_low1612 = icmp sge i128 %base1611, -9223372036854775808
  %fits_high1613 = icmp sle i128 %base1611, 9223372036854775807
  %fits1614 = and i1 %fits_low1612, %fits_high1613
  %least1615 = select i1 %fits1614, i128 %base1611, i128 -9223372036854775808
  %most1616 = select i1 %fits1614, i128 %base1611, i128 9223372036854775807
  %extent1617 = sext i64 %dim to i128
  %low_ok1618 = icmp sge i128 %least1615, 0
  %high_ok1619 = icmp slt i128 %most1616, %extent1617
  %ok1620 = and i1 true, %low_ok1618
  %ok1621 = and i1 %ok1620, %high_ok1619
  %v1622 = load i64, ptr %j, align 8
  %add1623 = add i64 %v1622, -1
  %base1624 = sext i64 %add1623 to i128
  %next1625 = add i64 %min63, 1
  store i64 %next1625, ptr %j, align 8
  %v1626 = load i64, ptr %j, align 8
  %add1627 = add i64 %v1626, -1
  store i64 %min63, ptr %j, align 8
  %at_next1628 = sext i64 %add1627 to i128
  %step1629 = sub i128 %at_next1628, %base1624
  %step1630 = trunc i128 %step1629 to i64
  %step1631 = sext i64 %step1630 to i128
  %len1632 = sub i64 %dim26, %min63
  %span1633 = sub i64 %len1632, 1
  %span1634 = sext i64 %span1633 to i128
  %reach1635 = mul i128 %step1631, %span1634
  %c1636 = icmp slt i128 %reach1635, 0
  %min1637 = select i1 %c1636, i128 %reach1635, i128 0
  %c1638 = icmp sgt i128 %reach1635, 0
  %max1639 = select i1 %c1638, i128 %reach1635, i128 0
  %least1640 = add i128 %base1624, %min1637
  %most1641 = add i128 %base1624, %max1639
  %fits_low1642 = icmp sge i128 %least1640, -9223372036854775808
  %fits_high1643 = icmp sle i128 %most1641, 9223372036854775807
  %fits1644 = and i1 %fits_low1642, %fits_high1643
  %least1645 = select i1 %fits1644, i128 %least1640, i128 -9223372036854775808
  %most1646 = select i1 %fits1644, i128 %most1641, i128 9223372036854775807
  %sub1647 = sub i64 %dim26, 1
  %base1648 = sext i64 %sub1647 to i128
  %fits_low1649 = icmp sge i128 %base1648, -9223372036854775808
  %fits_high1650 = icmp sle i128 %base1648, 9223372036854775807
  %fits1651 = and i1 %fits_low1649, %fits_high1650
  %least1652 = select i1 %fits1651, i128 %base1648, i128 -9223372036854775808
  %most1653 = select i1 %fits1651, i128 %base1648, i128 9223372036854775807
  %c1654 = icmp slt i128 %least1645, %least1652
  %min1655 = select i1 %c1654, i128 %least1645, i128 %least1652
  %c1656 = icmp slt i128 %most1646, %most1653
  %min1657 = select i1 %c1656, i128 %most1646, i128 %most1653
  %c1658 = icmp sgt i128 0, %min1655
  %max1659 = select i1 %c1658, i128 0, i128 %min1655
  %c1660 = icmp sgt i128 0, %min1657
  %max1661 = select i1 %c1660, i128 0, i128 %min1657
  %extent1662 = sext i64 %dim26 to i128
  %low_ok1663 = icmp sge i128 %max1659, 0
  %high_ok1664 = icmp slt i128 %max1661, %extent1662
  %ok1665 = and i1 %ok1621, %low_ok1663
  %ok1666 = and i1 %ok1665, %high_ok1664
  %v1667 = load i64, ptr %j, align 8
  %add1668 = add i64 %v1667, 0
  %base1669 = sext i64 %add1668 to i128
  %next1670 = add i64 %min63, 1
  store i64 %next1670, ptr %j, align 8
  %v1671 = load i64, ptr %j, align 8
  %add1672 = add i64 %v1671, 0
  store i64 %min63, ptr %j, align 8
  %at_next1673 = sext i64 %add1672 to i128
  %step1674 = sub i128 %at_next1673, %base1669
  %step1675 = trunc i128 %step1674 to i64
  %step1676 = sext i64 %step1675 to i128
  %len1677 = sub i64 %dim26, %min63
  %span1678 = sub i64 %len1677, 1
  %span1679 = sext i64 %span1678 to i128
  %reach1680 = mul i128 %step1676, %span1679
  %c1681 = icmp slt i128 %reach1680, 0
  %min1682 = select i1 %c1681, i128 %reach1680, i128 0
  %c1683 = icmp sgt i128 %reach1680, 0
  %max1684 = select i1 %c1683, i128 %reach1680, i128 0
  %least1685 = add i128 %base1669, %min1682
  %most1686 = add i128 %base1669, %max1684
  %fits_low1687 = icmp sge i128 %least1685, -9223372036854775808
  %fits_high1688 = icmp sle i128 %most1686, 9223372036854775807
  %fits1689 = and i1 %fits_low1687, %fits_high1688
  %least1690 = select i1 %fits1689, i128 %least1685, i128 -9223372036854775808
  %most1691 = select i1 %fits1689, i128 %most1686, i128 9223372036854775807
  %sub1692 = sub i64 %dim26, 1
  %base1693 = sext i64 %sub1692 to i128
  %fits_low1694 = icmp sge i128 %base1693, -9223372036854775808
  %fits_high1695 = icmp sle i128 %base1693, 9223372036854775807
  %fits1696 = and i1 %fits_low1694, %fits_high1695
  %least1697 = select i1 %fits1696, i128 %base1693, i128 -9223372036854775808
  %most1698 = select i1 %fits1696, i128 %base1693, i128 9223372036854775807
  %c1699 = icmp slt i128 %least1690, %least1697
  %min1700 = select i1 %c1699, i128 %least1690, i128 %least1697
  %c1701 = icmp slt i128 %most1691, %most1698
  %min1702 = select i1 %c1701, i128 %most1691, i128 %most1698
  %c1703 = icmp sgt i128 0, %min1700
  %max1704 = select i1 %c1703, i128 0, i128 %min1700
  %c1705 = icmp sgt i128 0, %min1702
  %max1706 = select i1 %c1705, i128 0, i128 %min1702
  %extent1707 = sext i64 %dim26 to i128
  %low_ok1708 = icmp sge i128 %max1704, 0
  %high_ok1709 = icmp slt i128 %max1706, %extent1707
  %ok1710 = and i1 %ok1666, %low_ok1708
  %ok1711 = and i1 %ok1710, %high_ok1709
  %v1712 = load i64, ptr %j, align 8
  %add1713 = add i64 %v1712, 1
  %base1714 = sext i64 %add1713 to i128
  %next1715 = add i64 %min63, 1
  store i64 %next1715, ptr %j, align 8
  %v1716 = load i64, ptr %j, align 8
  %add1717 = add i64 %v1716, 1
  store i64 %min63, ptr %j, align 8
  %at_next1718 = sext i64 %add1717 to i128
  %step1719 = sub i128 %at_next1718, %base1714
  %step1720 = trunc i128 %step1719 to i64
  %step1721 = sext i64 %step1720 to i128
  %len1722 = sub i64 %dim26, %min63
  %span1723 = sub i64 %len1722, 1
  %span1724 = sext i64 %span1723 to i128
  %reach1725 = mul i128 %step1721, %span1724
  %c1726 = icmp slt i128 %reach1725, 0
  %min1727 = select i1 %c1726, i128 %reach1725, i128 0
  %c1728 = icmp sgt i128 %reach1725, 0
  %max1729 = select i1 %c1728, i128 %reach1725, i128 0
  %least1730 = add i128 %base1714, %min1727
  %most1731 = add i128 %base1714, %max1729
  %fits_low1732 = icmp sge i128 %least1730, -9223372036854775808
  %fits_high1733 = icmp sle i128 %most1731, 9223372036854775807
  %fits1734 = and i1 %fits_low1732, %fits_high1733
  %least1735 = select i1 %fits1734, i128 %least1730, i128 -9223372036854775808
  %most1736 = select i1 %fits1734, i128 %most1731, i128 9223372036854775807
  %sub1737 = sub i64 %dim26, 1
  %base1738 = sext i64 %sub1737 to i128
  %fits_low1739 = icmp sge i128 %base1738, -9223372036854775808
  %fits_high1740 = icmp sle i128 %base1738, 9223372036854775807
  %fits1741 = and i1 %fits_low1739, %fits_high1740
  %least1742 = select i1 %fits1741, i128 %base1738, i128 -9223372036854775808
  %most1743 = select i1 %fits1741, i128 %base1738, i128 9223372036854775807
  %c1744 = icmp slt i128 %least1735, %least1742
  %min1745 = select i1 %c1744, i128 %least1735, i128 %least1742
  %c1746 = icmp slt i128 %most1736, %most1743
  %min1747 = select i1 %c1746, i128 %most1736, i128 %most1743
  %c1748 = icmp sgt i128 0, %min1745
  %max1749 = select i1 %c1748, i128 0, i128 %min1745
  %c1750 = icmp sgt i128 0, %min1747
  %max1751 = select i1 %c1750, i128 0, i128 %min1747
  %extent1752 = sext i64 %dim26 to i128
  %low_ok1753 = icmp sge i128 %max1749, 0
  %high_ok1754 = icmp slt i128 %max1751, %extent1752
  %ok1755 = and i1 %ok1711, %low_ok1753
  %ok1756 = and i1 %ok1755, %high_ok1754
  %v1757 = load i64, ptr %i, align 8
  %add1758 = add i64 %v1757, 0
  %sub1759 = sub i64 %dim, 1
  %c1760 = icmp slt i64 %add1758, %sub1759
  %mm1761 = select i1 %c1760, i64 %add1758, i64 %sub1759
  %c1762 = icmp sgt i64 0, %mm1761
  %mm1763 = select i1 %c1762, i64 0, i64 %mm1761
  %base1764 = sext i64 %mm1763 to i128
  %fits_low1765 = icmp sge i128 %base1764, -9223372036854775808
  %fits_high1766 = icmp sle i128 %base1764, 9223372036854775807
  %fits1767 = and i1 %fits_low1765, %fits_high1766
  %least1768 = select i1 %fits1767, i128 %base1764, i128 -9223372036854775808
  %most1769 = select i1 %fits1767, i128 %base1764, i128 9223372036854775807
  %extent1770 = sext i64 %dim to i128
  %low_ok1771 = icmp sge i128 %least1768, 0
  %high_ok1772 = icmp slt i128 %most1769, %extent1770
  %ok1773 = and i1 %ok1756, %low_ok1771
  %ok1774 = and i1 %ok1773, %high_ok1772
  %v1775 = load i64, ptr %i, align 8
  %add1776 = add i64 %v1775, 1
  %sub1777 = sub i64 %dim, 1
  %c1778 = icmp slt i64 %add1776, %sub1777
  %mm1779 = select i1 %c1778, i64 %add1776, i64 %sub1777
  %c1780 = icmp sgt i64 0, %mm1779
  %mm1781 = select i1 %c1780, i64 0, i64 %mm1779
  %base1782 = sext i64 %mm1781 to i128
  %fits_low1783 = icmp sge i128 %base1782, -9223372036854775808
  %fits_high1784 = icmp sle i128 %base1782, 9223372036854775807
  %fits1785 = and i1 %fits_low1783, %fits_high1784
  %least1786 = select i1 %fits1785, i128 %base1782, i128 -9223372036854775808
  %most1787 = select i1 %fits1785, i128 %base1782, i128 9223372036854775807
  %extent1788 = sext i64 %dim to i128
  %low_ok1789 = icmp sge i128 %least1786, 0
  %high_ok1790 = icmp slt i128 %most1787, %extent1788
  %ok1791 = and i1 %ok1774, %low_ok1789
  %ok1792 = and i1 %ok1791, %high_ok1790
  br i1 %ok1792, label %proved1793, label %checked1794

loop1061:                                         ; preds = %body1062, %proved1058
  %i1064 = load i64, ptr %j, align 8
  %more1065 = icmp slt i64 %i1064, %min63
  br i1 %more1065, label %body1062, label %exit1063

body1062:                                         ; preds = %loop1061
  %v1066 = load i64, ptr %i, align 8
  %add1067 = add i64 %v1066, -1
  %sub1068 = sub i64 %dim, 1
  %c1069 = icmp slt i64 %add1067, %sub1068
  %mm1070 = select i1 %c1069, i64 %add1067, i64 %sub1068
  %c1071 = icmp sgt i64 0, %mm1070
  %mm1072 = select i1 %c1071, i64 0, i64 %mm1070
  %j1073 = load i64, ptr %j, align 8
  %tap = add i64 %j1073, -1
  %pos1074 = mul i64 0, %dim
  %pos1075 = add i64 %pos1074, %mm1072
  %pos1076 = mul i64 %pos1075, %dim26
  %pos1077 = add i64 %pos1076, %tap
  %elp1078 = getelementptr inbounds float, ptr %buf, i64 %pos1077
  %el1079 = load float, ptr %elp1078, align 4, !alias.scope !0, !noalias !3
  store float %el1079, ptr %coef2_156, align 4
  %v1080 = load i64, ptr %i, align 8
  %add1081 = add i64 %v1080, -1
  %sub1082 = sub i64 %dim, 1
  %c1083 = icmp slt i64 %add1081, %sub1082
  %mm1084 = select i1 %c1083, i64 %add1081, i64 %sub1082
  %c1085 = icmp sgt i64 0, %mm1084
  %mm1086 = select i1 %c1085, i64 0, i64 %mm1084
  %j1087 = load i64, ptr %j, align 8
  %tap1088 = add i64 %j1087, 0
  %pos1089 = mul i64 0, %dim
  %pos1090 = add i64 %pos1089, %mm1086
  %pos1091 = mul i64 %pos1090, %dim26
  %pos1092 = add i64 %pos1091, %tap1088
  %elp1093 = getelementptr inbounds float, ptr %buf, i64 %pos1092
  %el1094 = load float, ptr %elp1093, align 4, !alias.scope !0, !noalias !3
  store float %el1094, ptr %coef2_157, align 4
  %v1095 = load i64, ptr %i, align 8
  %add1096 = add i64 %v1095, -1
  %sub1097 = sub i64 %dim, 1
  %c1098 = icmp slt i64 %add1096, %sub1097
  %mm1099 = select i1 %c1098, i64 %add1096, i64 %sub1097
  %c1100 = icmp sgt i64 0, %mm1099
  %mm1101 = select i1 %c1100, i64 0, i64 %mm1099
  %j1102 = load i64, ptr %j, align 8
  %tap1103 = add i64 %j1102, 1
  %pos1104 = mul i64 0, %dim
  %pos1105 = add i64 %pos1104, %mm1101
  %pos1106 = mul i64 %pos1105, %dim26
  %pos1107 = add i64 %pos1106, %tap1103
  %elp1108 = getelementptr inbounds float, ptr %buf, i64 %pos1107
  %el1109 = load float, ptr %elp1108, align 4, !alias.scope !0, !noalias !3
  store float %el1109, ptr %coef2_158, align 4
  %v1110 = load i64, ptr %i, align 8
  %add1111 = add i64 %v1110, 0
  %sub1112 = sub i64 %dim, 1
  %c1113 = icmp slt i64 %add1111, %sub1112
  %mm1114 = select i1 %c1113, i64 %add1111, i64 %sub1112
  %c1115 = icmp sgt i64 0, %mm1114
  %mm1116 = select i1 %c1115, i64 0, i64 %mm1114
  %j1117 = load i64, ptr %j, align 8
  %tap1118 = add i64 %j1117, -1
  %pos1119 = mul i64 0, %dim
  %pos1120 = add i64 %pos1119, %mm1116
  %pos1121 = mul i64 %pos1120, %dim26
  %pos1122 = add i64 %pos1121, %tap1118
  %elp1123 = getelementptr inbounds float, ptr %buf, i64 %pos1122
  %el1124 = load float, ptr %elp1123, align 4, !alias.scope !0, !noalias !3
  store float %el1124, ptr %coef2_159, align 4
  %v1125 = load i64, ptr %i, align 8
  %add1126 = add i64 %v1125, 0
  %sub1127 = sub i64 %dim, 1
  %c1128 = icmp slt i64 %add1126, %sub1127
  %mm1129 = select i1 %c1128, i64 %add1126, i64 %sub1127
  %c1130 = icmp sgt i64 0, %mm1129
  %mm1131 = select i1 %c1130, i64 0, i64 %mm1129
  %j1132 = load i64, ptr %j, align 8
  %tap1133 = add i64 %j1132, 0
  %pos1134 = mul i64 0, %dim
  %pos1135 = add i64 %pos1134, %mm1131
  %pos1136 = mul i64 %pos1135, %dim26
  %pos1137 = add i64 %pos1136, %tap1133
  %elp1138 = getelementptr inbounds float, ptr %buf, i64 %pos1137
  %el1139 = load float, ptr %elp1138, align 4, !alias.scope !0, !noalias !3
  store float %el1139, ptr %coef2_160, align 4
  %v1140 = load i64, ptr %i, align 8
  %add1141 = add i64 %v1140, 0
  %sub1142 = sub i64 %dim, 1
  %c1143 = icmp slt i64 %add1141, %sub1142
  %mm1144 = select i1 %c1143, i64 %add1141, i64 %sub1142
  %c1145 = icmp sgt i64 0, %mm1144
  %mm1146 = select i1 %c1145, i64 0, i64 %mm1144
  %j1147 = load i64, ptr %j, align 8
  %tap1148 = add i64 %j1147, 1
  %pos1149 = mul i64 0, %dim
  %pos1150 = add i64 %pos1149, %mm1146
  %pos1151 = mul i64 %pos1150, %dim26
  %pos1152 = add i64 %pos1151, %tap1148
  %elp1153 = getelementptr inbounds float, ptr %buf, i64 %pos1152
  %el1154 = load float, ptr %elp1153, align 4, !alias.scope !0, !noalias !3
  store float %el1154, ptr %coef2_161, align 4
  %v1155 = load i64, ptr %i, align 8
  %add1156 = add i64 %v1155, 1
  %sub1157 = sub i64 %dim, 1
  %c1158 = icmp slt i64 %add1156, %sub1157
  %mm1159 = select i1 %c1158, i64 %add1156, i64 %sub1157
  %c1160 = icmp sgt i64 0, %mm1159
  %mm1161 = select i1 %c1160, i64 0, i64 %mm1159
  %j1162 = load i64, ptr %j, align 8
  %tap1163 = add i64 %j1162, -1
  %pos1164 = mul i64 0, %dim
  %pos1165 = add i64 %pos1164, %mm1161
  %pos1166 = mul i64 %pos1165, %dim26
  %pos1167 = add i64 %pos1166, %tap1163
  %elp1168 = getelementptr inbounds float, ptr %buf, i64 %pos1167
  %el1169 = load float, ptr %elp1168, align 4, !alias.scope !0, !noalias !3
  store float %el1169, ptr %coef2_162, align 4
  %v1170 = load i64, ptr %i, align 8
  %add1171 = add i64 %v1170, 1
  %sub1172 = sub i64 %dim, 1
  %c1173 = icmp slt i64 %add1171, %sub1172
  %mm1174 = select i1 %c1173, i64 %add1171, i64 %sub1172
  %c1175 = icmp sgt i64 0, %mm1174
  %mm1176 = select i1 %c1175, i64 0, i64 %mm1174
  %j1177 = load i64, ptr %j, align 8
  %tap1178 = add i64 %j1177, 0
  %pos1179 = mul i64 0, %dim
  %pos1180 = add i64 %pos1179, %mm1176
  %pos1181 = mul i64 %pos1180, %dim26
  %pos1182 = add i64 %pos1181, %tap1178
  %elp1183 = getelementptr inbounds float, ptr %buf, i64 %pos1182
  %el1184 = load float, ptr %elp1183, align 4, !alias.scope !0, !noalias !3
  store float %el1184, ptr %coef2_163, align 4
  %v1185 = load i64, ptr %i, align 8
  %add1186 = add i64 %v1185, 1
  %sub1187 = sub i64 %dim, 1
  %c1188 = icmp slt i64 %add1186, %sub1187
  %mm1189 = select i1 %c1188, i64 %add1186, i64 %sub1187
  %c1190 = icmp sgt i64 0, %mm1189
  %mm1191 = select i1 %c1190, i64 0, i64 %mm1189
  %j1192 = load i64, ptr %j, align 8
  %tap1193 = add i64 %j1192, 1
  %pos1194 = mul i64 0, %dim
  %pos1195 = add i64 %pos1194, %mm1191
  %pos1196 = mul i64 %pos1195, %dim26
  %pos1197 = add i64 %pos1196, %tap1193
  %elp1198 = getelementptr inbounds float, ptr %buf, i64 %pos1197
  %el1199 = load float, ptr %elp1198, align 4, !alias.scope !0, !noalias !3
  store float %el1199, ptr %coef2_164, align 4
  %v1200 = load i64, ptr %i, align 8
  %v1201 = load i64, ptr %j, align 8
  %pos1202 = mul i64 0, %dim3
  %pos1203 = add i64 %pos1202, %v1200
  %pos1204 = mul i64 %pos1203, %dim28
  %pos1205 = add i64 %pos1204, %v1201
  %elp1206 = getelementptr inbounds float, ptr %buf422, i64 %pos1205
  %el1207 = load float, ptr %elp1206, align 4, !alias.scope !10, !noalias !11
  store float %el1207, ptr %next_168, align 4
  %v1208 = load i64, ptr %i, align 8
  %v1209 = load i64, ptr %j, align 8
  %pos1210 = mul i64 0, %dim8
  %pos1211 = add i64 %pos1210, %v1208
  %pos1212 = mul i64 %pos1211, %dim37
  %pos1213 = add i64 %pos1212, %v1209
  %elp1214 = getelementptr inbounds float, ptr %buf432, i64 %pos1213
  %el1215 = load float, ptr %elp1214, align 4, !alias.scope !12, !noalias !13
  %fldp1216 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 0
  store float %el1215, ptr %fldp1216, align 4
  %elp1217 = getelementptr inbounds float, ptr %buf436, i64 %pos1213
  %el1218 = load float, ptr %elp1217, align 4, !alias.scope !14, !noalias !15
  %fldp1219 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 1
  store float %el1218, ptr %fldp1219, align 4
  %elp1220 = getelementptr inbounds float, ptr %buf441, i64 %pos1213
  %el1221 = load float, ptr %elp1220, align 4, !alias.scope !16, !noalias !17
  %fldp1222 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 2
  store float %el1221, ptr %fldp1222, align 4
  %elp1223 = getelementptr inbounds float, ptr %buf446, i64 %pos1213
  %el1224 = load float, ptr %elp1223, align 4, !alias.scope !18, !noalias !19
  %fldp1225 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 3
  store float %el1224, ptr %fldp1225, align 4
  %fldp1226 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 0
  %fldp1227 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 0
  %fld1228 = load float, ptr %fldp1227, align 4
  store float %fld1228, ptr %tup_171.0, align 4
  %fldp1229 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 1
  %fldp1230 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 1
  %fld1231 = load float, ptr %fldp1230, align 4
  store float %fld1231, ptr %tup_171.1, align 4
  %fldp1232 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 2
  %fldp1233 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 2
  %fld1234 = load float, ptr %fldp1233, align 4
  store float %fld1234, ptr %tup_171.2, align 4
  %fldp1235 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 3
  %fldp1236 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 3
  %fld1237 = load float, ptr %fldp1236, align 4
  store float %fld1237, ptr %tup_171.3, align 4
  %v1238 = load float, ptr %next_168, align 4
  %v1239 = load float, ptr %coef2_160, align 4
  %v1240 = load float, ptr %tup_171.0, align 4
  %fm1241 = fmul float %v1239, %v1240
  %v1242 = load float, ptr %coef2_163, align 4
  %v1243 = load float, ptr %tup_171.1, align 4
  %fm1244 = fmul float %v1242, %v1243
  %fa1245 = fadd float %fm1241, %fm1244
  %v1246 = load float, ptr %coef2_160, align 4
  %v1247 = load float, ptr %tup_171.2, align 4
  %fm1248 = fmul float %v1246, %v1247
  %fa1249 = fadd float %fa1245, %fm1248
  %v1250 = load float, ptr %coef2_161, align 4
  %v1251 = load float, ptr %tup_171.3, align 4
  %fm1252 = fmul float %v1250, %v1251
  %fa1253 = fadd float %fa1249, %fm1252
  %fm1254 = fmul float 1.250000e-01, %fa1253
  %fa1255 = fadd float %v1238, %fm1254
  store float %fa1255, ptr %next2_165, align 4
  %v1256 = load float, ptr %next2_165, align 4
  %log1257 = call float @fuselab_vm_log_f32(float %v1256) #4
  %fm1258 = fmul float 2.550000e+02, %log1257
  store float %fm1258, ptr %out_180, align 4
  %v1259 = load i64, ptr %i, align 8
  %v1260 = load i64, ptr %j, align 8
  %pos1261 = mul i64 0, %dim3
  %pos1262 = add i64 %pos1261, %v1259
  %pos1263 = mul i64 %pos1262, %dim28
  %pos1264 = add i64 %pos1263, %v1260
  %v1265 = load float, ptr %out_180, align 4
  %elp1266 = getelementptr inbounds float, ptr %buf487, i64 %pos1264
  store float %v1265, ptr %elp1266, align 4, !alias.scope !20, !noalias !21
  %i1267 = load i64, ptr %j, align 8
  %next1268 = add i64 %i1267, 1
  store i64 %next1268, ptr %j, align 8
  br label %loop1061

exit1063:                                         ; preds = %loop1061
  br label %versions_done1060

loop1269:                                         ; preds = %ok1526, %checked1059
  %i1272 = load i64, ptr %j, align 8
  %more1273 = icmp slt i64 %i1272, %min63
  br i1 %more1273, label %body1270, label %exit1271

body1270:                                         ; preds = %loop1269
  %v1274 = load i64, ptr %i, align 8
  %add1275 = add i64 %v1274, -1
  %sub1276 = sub i64 %dim, 1
  %c1277 = icmp slt i64 %add1275, %sub1276
  %mm1278 = select i1 %c1277, i64 %add1275, i64 %sub1276
  %c1279 = icmp sgt i64 0, %mm1278
  %mm1280 = select i1 %c1279, i64 0, i64 %mm1278
  %j1281 = load i64, ptr %j, align 8
  %tap1282 = add i64 %j1281, -1
  %inb1283 = icmp ult i64 %mm1280, %dim
  br i1 %inb1283, label %ok1285, label %fail1284

exit1271:                                         ; preds = %loop1269
  br label %versions_done1060

fail1284:                                         ; preds = %body1270
  %errp1286 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1286, align 8
  %errp1287 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1287, align 8
  %errp1288 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1280, ptr %errp1288, align 8
  %errp1289 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1289, align 8
  ret i32 1

ok1285:                                           ; preds = %body1270
  %pos1290 = mul i64 0, %dim
  %pos1291 = add i64 %pos1290, %mm1280
  %inb1292 = icmp ult i64 %tap1282, %dim26
  br i1 %inb1292, label %ok1294, label %fail1293

fail1293:                                         ; preds = %ok1285
  %errp1295 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1295, align 8
  %errp1296 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1296, align 8
  %errp1297 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1282, ptr %errp1297, align 8
  %errp1298 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1298, align 8
  ret i32 1

ok1294:                                           ; preds = %ok1285
  %pos1299 = mul i64 %pos1291, %dim26
  %pos1300 = add i64 %pos1299, %tap1282
  %elp1301 = getelementptr inbounds float, ptr %buf, i64 %pos1300
  %el1302 = load float, ptr %elp1301, align 4, !alias.scope !0, !noalias !3
  store float %el1302, ptr %coef2_156, align 4
  %v1303 = load i64, ptr %i, align 8
  %add1304 = add i64 %v1303, -1
  %sub1305 = sub i64 %dim, 1
  %c1306 = icmp slt i64 %add1304, %sub1305
  %mm1307 = select i1 %c1306, i64 %add1304, i64 %sub1305
  %c1308 = icmp sgt i64 0, %mm1307
  %mm1309 = select i1 %c1308, i64 0, i64 %mm1307
  %j1310 = load i64, ptr %j, align 8
  %tap1311 = add i64 %j1310, 0
  %inb1312 = icmp ult i64 %mm1309, %dim
  br i1 %inb1312, label %ok1314, label %fail1313

fail1313:                                         ; preds = %ok1294
  %errp1315 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1315, align 8
  %errp1316 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1316, align 8
  %errp1317 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1309, ptr %errp1317, align 8
  %errp1318 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1318, align 8
  ret i32 1

ok1314:                                           ; preds = %ok1294
  %pos1319 = mul i64 0, %dim
  %pos1320 = add i64 %pos1319, %mm1309
  %inb1321 = icmp ult i64 %tap1311, %dim26
  br i1 %inb1321, label %ok1323, label %fail1322

fail1322:                                         ; preds = %ok1314
  %errp1324 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1324, align 8
  %errp1325 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1325, align 8
  %errp1326 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1311, ptr %errp1326, align 8
  %errp1327 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1327, align 8
  ret i32 1

ok1323:                                           ; preds = %ok1314
  %pos1328 = mul i64 %pos1320, %dim26
  %pos1329 = add i64 %pos1328, %tap1311
  %elp1330 = getelementptr inbounds float, ptr %buf, i64 %pos1329
  %el1331 = load float, ptr %elp1330, align 4, !alias.scope !0, !noalias !3
  store float %el1331, ptr %coef2_157, align 4
  %v1332 = load i64, ptr %i, align 8
  %add1333 = add i64 %v1332, -1
  %sub1334 = sub i64 %dim, 1
  %c1335 = icmp slt i64 %add1333, %sub1334
  %mm1336 = select i1 %c1335, i64 %add1333, i64 %sub1334
  %c1337 = icmp sgt i64 0, %mm1336
  %mm1338 = select i1 %c1337, i64 0, i64 %mm1336
  %j1339 = load i64, ptr %j, align 8
  %tap1340 = add i64 %j1339, 1
  %inb1341 = icmp ult i64 %mm1338, %dim
  br i1 %inb1341, label %ok1343, label %fail1342

fail1342:                                         ; preds = %ok1323
  %errp1344 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1344, align 8
  %errp1345 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1345, align 8
  %errp1346 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1338, ptr %errp1346, align 8
  %errp1347 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1347, align 8
  ret i32 1

ok1343:                                           ; preds = %ok1323
  %pos1348 = mul i64 0, %dim
  %pos1349 = add i64 %pos1348, %mm1338
  %inb1350 = icmp ult i64 %tap1340, %dim26
  br i1 %inb1350, label %ok1352, label %fail1351

fail1351:                                         ; preds = %ok1343
  %errp1353 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1353, align 8
  %errp1354 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1354, align 8
  %errp1355 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1340, ptr %errp1355, align 8
  %errp1356 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1356, align 8
  ret i32 1

ok1352:                                           ; preds = %ok1343
  %pos1357 = mul i64 %pos1349, %dim26
  %pos1358 = add i64 %pos1357, %tap1340
  %elp1359 = getelementptr inbounds float, ptr %buf, i64 %pos1358
  %el1360 = load float, ptr %elp1359, align 4, !alias.scope !0, !noalias !3
  store float %el1360, ptr %coef2_158, align 4
  %v1361 = load i64, ptr %i, align 8
  %add1362 = add i64 %v1361, 0
  %sub1363 = sub i64 %dim, 1
  %c1364 = icmp slt i64 %add1362, %sub1363
  %mm1365 = select i1 %c1364, i64 %add1362, i64 %sub1363
  %c1366 = icmp sgt i64 0, %mm1365
  %mm1367 = select i1 %c1366, i64 0, i64 %mm1365
  %j1368 = load i64, ptr %j, align 8
  %tap1369 = add i64 %j1368, -1
  %inb1370 = icmp ult i64 %mm1367, %dim
  br i1 %inb1370, label %ok1372, label %fail1371

fail1371:                                         ; preds = %ok1352
  %errp1373 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1373, align 8
  %errp1374 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1374, align 8
  %errp1375 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1367, ptr %errp1375, align 8
  %errp1376 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1376, align 8
  ret i32 1

ok1372:                                           ; preds = %ok1352
  %pos1377 = mul i64 0, %dim
  %pos1378 = add i64 %pos1377, %mm1367
  %inb1379 = icmp ult i64 %tap1369, %dim26
  br i1 %inb1379, label %ok1381, label %fail1380

fail1380:                                         ; preds = %ok1372
  %errp1382 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1382, align 8
  %errp1383 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1383, align 8
  %errp1384 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1369, ptr %errp1384, align 8
  %errp1385 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1385, align 8
  ret i32 1

ok1381:                                           ; preds = %ok1372
  %pos1386 = mul i64 %pos1378, %dim26
  %pos1387 = add i64 %pos1386, %tap1369
  %elp1388 = getelementptr inbounds float, ptr %buf, i64 %pos1387
  %el1389 = load float, ptr %elp1388, align 4, !alias.scope !0, !noalias !3
  store float %el1389, ptr %coef2_159, align 4
  %v1390 = load i64, ptr %i, align 8
  %add1391 = add i64 %v1390, 0
  %sub1392 = sub i64 %dim, 1
  %c1393 = icmp slt i64 %add1391, %sub1392
  %mm1394 = select i1 %c1393, i64 %add1391, i64 %sub1392
  %c1395 = icmp sgt i64 0, %mm1394
  %mm1396 = select i1 %c1395, i64 0, i64 %mm1394
  %j1397 = load i64, ptr %j, align 8
  %tap1398 = add i64 %j1397, 0
  %inb1399 = icmp ult i64 %mm1396, %dim
  br i1 %inb1399, label %ok1401, label %fail1400

fail1400:                                         ; preds = %ok1381
  %errp1402 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1402, align 8
  %errp1403 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1403, align 8
  %errp1404 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1396, ptr %errp1404, align 8
  %errp1405 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1405, align 8
  ret i32 1

ok1401:                                           ; preds = %ok1381
  %pos1406 = mul i64 0, %dim
  %pos1407 = add i64 %pos1406, %mm1396
  %inb1408 = icmp ult i64 %tap1398, %dim26
  br i1 %inb1408, label %ok1410, label %fail1409

fail1409:                                         ; preds = %ok1401
  %errp1411 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1411, align 8
  %errp1412 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1412, align 8
  %errp1413 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1398, ptr %errp1413, align 8
  %errp1414 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1414, align 8
  ret i32 1

ok1410:                                           ; preds = %ok1401
  %pos1415 = mul i64 %pos1407, %dim26
  %pos1416 = add i64 %pos1415, %tap1398
  %elp1417 = getelementptr inbounds float, ptr %buf, i64 %pos1416
  %el1418 = load float, ptr %elp1417, align 4, !alias.scope !0, !noalias !3
  store float %el1418, ptr %coef2_160, align 4
  %v1419 = load i64, ptr %i, align 8
  %add1420 = add i64 %v1419, 0
  %sub1421 = sub i64 %dim, 1
  %c1422 = icmp slt i64 %add1420, %sub1421
  %mm1423 = select i1 %c1422, i64 %add1420, i64 %sub1421
  %c1424 = icmp sgt i64 0, %mm1423
  %mm1425 = select i1 %c1424, i64 0, i64 %mm1423
  %j1426 = load i64, ptr %j, align 8
  %tap1427 = add i64 %j1426, 1
  %inb1428 = icmp ult i64 %mm1425, %dim
  br i1 %inb1428, label %ok1430, label %fail1429

fail1429:                                         ; preds = %ok1410
  %errp1431 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1431, align 8
  %errp1432 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1432, align 8
  %errp1433 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1425, ptr %errp1433, align 8
  %errp1434 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1434, align 8
  ret i32 1

ok1430:                                           ; preds = %ok1410
  %pos1435 = mul i64 0, %dim
  %pos1436 = add i64 %pos1435, %mm1425
  %inb1437 = icmp ult i64 %tap1427, %dim26
  br i1 %inb1437, label %ok1439, label %fail1438

fail1438:                                         ; preds = %ok1430
  %errp1440 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1440, align 8
  %errp1441 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1441, align 8
  %errp1442 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1427, ptr %errp1442, align 8
  %errp1443 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1443, align 8
  ret i32 1

ok1439:                                           ; preds = %ok1430
  %pos1444 = mul i64 %pos1436, %dim26
  %pos1445 = add i64 %pos1444, %tap1427
  %elp1446 = getelementptr inbounds float, ptr %buf, i64 %pos1445
  %el1447 = load float, ptr %elp1446, align 4, !alias.scope !0, !noalias !3
  store float %el1447, ptr %coef2_161, align 4
  %v1448 = load i64, ptr %i, align 8
  %add1449 = add i64 %v1448, 1
  %sub1450 = sub i64 %dim, 1
  %c1451 = icmp slt i64 %add1449, %sub1450
  %mm1452 = select i1 %c1451, i64 %add1449, i64 %sub1450
  %c1453 = icmp sgt i64 0, %mm1452
  %mm1454 = select i1 %c1453, i64 0, i64 %mm1452
  %j1455 = load i64, ptr %j, align 8
  %tap1456 = add i64 %j1455, -1
  %inb1457 = icmp ult i64 %mm1454, %dim
  br i1 %inb1457, label %ok1459, label %fail1458

fail1458:                                         ; preds = %ok1439
  %errp1460 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1460, align 8
  %errp1461 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1461, align 8
  %errp1462 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1454, ptr %errp1462, align 8
  %errp1463 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1463, align 8
  ret i32 1

ok1459:                                           ; preds = %ok1439
  %pos1464 = mul i64 0, %dim
  %pos1465 = add i64 %pos1464, %mm1454
  %inb1466 = icmp ult i64 %tap1456, %dim26
  br i1 %inb1466, label %ok1468, label %fail1467

fail1467:                                         ; preds = %ok1459
  %errp1469 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1469, align 8
  %errp1470 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1470, align 8
  %errp1471 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1456, ptr %errp1471, align 8
  %errp1472 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1472, align 8
  ret i32 1

ok1468:                                           ; preds = %ok1459
  %pos1473 = mul i64 %pos1465, %dim26
  %pos1474 = add i64 %pos1473, %tap1456
  %elp1475 = getelementptr inbounds float, ptr %buf, i64 %pos1474
  %el1476 = load float, ptr %elp1475, align 4, !alias.scope !0, !noalias !3
  store float %el1476, ptr %coef2_162, align 4
  %v1477 = load i64, ptr %i, align 8
  %add1478 = add i64 %v1477, 1
  %sub1479 = sub i64 %dim, 1
  %c1480 = icmp slt i64 %add1478, %sub1479
  %mm1481 = select i1 %c1480, i64 %add1478, i64 %sub1479
  %c1482 = icmp sgt i64 0, %mm1481
  %mm1483 = select i1 %c1482, i64 0, i64 %mm1481
  %j1484 = load i64, ptr %j, align 8
  %tap1485 = add i64 %j1484, 0
  %inb1486 = icmp ult i64 %mm1483, %dim
  br i1 %inb1486, label %ok1488, label %fail1487

fail1487:                                         ; preds = %ok1468
  %errp1489 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1489, align 8
  %errp1490 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1490, align 8
  %errp1491 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1483, ptr %errp1491, align 8
  %errp1492 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1492, align 8
  ret i32 1

ok1488:                                           ; preds = %ok1468
  %pos1493 = mul i64 0, %dim
  %pos1494 = add i64 %pos1493, %mm1483
  %inb1495 = icmp ult i64 %tap1485, %dim26
  br i1 %inb1495, label %ok1497, label %fail1496

fail1496:                                         ; preds = %ok1488
  %errp1498 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1498, align 8
  %errp1499 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1499, align 8
  %errp1500 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1485, ptr %errp1500, align 8
  %errp1501 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1501, align 8
  ret i32 1

ok1497:                                           ; preds = %ok1488
  %pos1502 = mul i64 %pos1494, %dim26
  %pos1503 = add i64 %pos1502, %tap1485
  %elp1504 = getelementptr inbounds float, ptr %buf, i64 %pos1503
  %el1505 = load float, ptr %elp1504, align 4, !alias.scope !0, !noalias !3
  store float %el1505, ptr %coef2_163, align 4
  %v1506 = load i64, ptr %i, align 8
  %add1507 = add i64 %v1506, 1
  %sub1508 = sub i64 %dim, 1
  %c1509 = icmp slt i64 %add1507, %sub1508
  %mm1510 = select i1 %c1509, i64 %add1507, i64 %sub1508
  %c1511 = icmp sgt i64 0, %mm1510
  %mm1512 = select i1 %c1511, i64 0, i64 %mm1510
  %j1513 = load i64, ptr %j, align 8
  %tap1514 = add i64 %j1513, 1
  %inb1515 = icmp ult i64 %mm1512, %dim
  br i1 %inb1515, label %ok1517, label %fail1516

fail1516:                                         ; preds = %ok1497
  %errp1518 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1518, align 8
  %errp1519 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1519, align 8
  %errp1520 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1512, ptr %errp1520, align 8
  %errp1521 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1521, align 8
  ret i32 1

ok1517:                                           ; preds = %ok1497
  %pos1522 = mul i64 0, %dim
  %pos1523 = add i64 %pos1522, %mm1512
  %inb1524 = icmp ult i64 %tap1514, %dim26
  br i1 %inb1524, label %ok1526, label %fail1525

fail1525:                                         ; preds = %ok1517
  %errp1527 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1527, align 8
  %errp1528 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp1528, align 8
  %errp1529 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1514, ptr %errp1529, align 8
  %errp1530 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp1530, align 8
  ret i32 1

ok1526:                                           ; preds = %ok1517
  %pos1531 = mul i64 %pos1523, %dim26
  %pos1532 = add i64 %pos1531, %tap1514
  %elp1533 = getelementptr inbounds float, ptr %buf, i64 %pos1532
  %el1534 = load float, ptr %elp1533, align 4, !alias.scope !0, !noalias !3
  store float %el1534, ptr %coef2_164, align 4
  %v1535 = load i64, ptr %i, align 8
  %v1536 = load i64, ptr %j, align 8
  %pos1537 = mul i64 0, %dim3
  %pos1538 = add i64 %pos1537, %v1535
  %pos1539 = mul i64 %pos1538, %dim28
  %pos1540 = add i64 %pos1539, %v1536
  %elp1541 = getelementptr inbounds float, ptr %buf422, i64 %pos1540
  %el1542 = load float, ptr %elp1541, align 4, !alias.scope !10, !noalias !11
  store float %el1542, ptr %next_168, align 4
  %v1543 = load i64, ptr %i, align 8
  %v1544 = load i64, ptr %j, align 8
  %pos1545 = mul i64 0, %dim8
  %pos1546 = add i64 %pos1545, %v1543
  %pos1547 = mul i64 %pos1546, %dim37
  %pos1548 = add i64 %pos1547, %v1544
  %elp1549 = getelementptr inbounds float, ptr %buf432, i64 %pos1548
  %el1550 = load float, ptr %elp1549, align 4, !alias.scope !12, !noalias !13
  %fldp1551 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 0
  store float %el1550, ptr %fldp1551, align 4
  %elp1552 = getelementptr inbounds float, ptr %buf436, i64 %pos1548
  %el1553 = load float, ptr %elp1552, align 4, !alias.scope !14, !noalias !15
  %fldp1554 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 1
  store float %el1553, ptr %fldp1554, align 4
  %elp1555 = getelementptr inbounds float, ptr %buf441, i64 %pos1548
  %el1556 = load float, ptr %elp1555, align 4, !alias.scope !16, !noalias !17
  %fldp1557 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 2
  store float %el1556, ptr %fldp1557, align 4
  %elp1558 = getelementptr inbounds float, ptr %buf446, i64 %pos1548
  %el1559 = load float, ptr %elp1558, align 4, !alias.scope !18, !noalias !19
  %fldp1560 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 3
  store float %el1559, ptr %fldp1560, align 4
  %fldp1561 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 0
  %fldp1562 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 0
  %fld1563 = load float, ptr %fldp1562, align 4
  store float %fld1563, ptr %tup_171.0, align 4
  %fldp1564 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 1
  %fldp1565 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 1
  %fld1566 = load float, ptr %fldp1565, align 4
  store float %fld1566, ptr %tup_171.1, align 4
  %fldp1567 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 2
  %fldp1568 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 2
  %fld1569 = load float, ptr %fldp1568, align 4
  store float %fld1569, ptr %tup_171.2, align 4
  %fldp1570 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 3
  %fldp1571 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 3
  %fld1572 = load float, ptr %fldp1571, align 4
  store float %fld1572, ptr %tup_171.3, align 4
  %v1573 = load float, ptr %next_168, align 4
  %v1574 = load float, ptr %coef2_160, align 4
  %v1575 = load float, ptr %tup_171.0, align 4
  %fm1576 = fmul float %v1574, %v1575
  %v1577 = load float, ptr %coef2_163, align 4
  %v1578 = load float, ptr %tup_171.1, align 4
  %fm1579 = fmul float %v1577, %v1578
  %fa1580 = fadd float %fm1576, %fm1579
  %v1581 = load float, ptr %coef2_160, align 4
  %v1582 = load float, ptr %tup_171.2, align 4
  %fm1583 = fmul float %v1581, %v1582
  %fa1584 = fadd float %fa1580, %fm1583
  %v1585 = load float, ptr %coef2_161, align 4
  %v1586 = load float, ptr %tup_171.3, align 4
  %fm1587 = fmul float %v1585, %v1586
  %fa1588 = fadd float %fa1584, %fm1587
  %fm1589 = fmul float 1.250000e-01, %fa1588
  %fa1590 = fadd float %v1573, %fm1589
  store float %fa1590, ptr %next2_165, align 4
  %v1591 = load float, ptr %next2_165, align 4
  %log1592 = call float @fuselab_vm_log_f32(float %v1591) #4
  %fm1593 = fmul float 2.550000e+02, %log1592
  store float %fm1593, ptr %out_180, align 4
  %v1594 = load i64, ptr %i, align 8
  %v1595 = load i64, ptr %j, align 8
  %pos1596 = mul i64 0, %dim3
  %pos1597 = add i64 %pos1596, %v1594
  %pos1598 = mul i64 %pos1597, %dim28
  %pos1599 = add i64 %pos1598, %v1595
  %v1600 = load float, ptr %out_180, align 4
  %elp1601 = getelementptr inbounds float, ptr %buf487, i64 %pos1599
  store float %v1600, ptr %elp1601, align 4, !alias.scope !20, !noalias !21
  %i1602 = load i64, ptr %j, align 8
  %next1603 = add i64 %i1602, 1
  store i64 %next1603, ptr %j, align 8
  br label %loop1269

proved1793:                                       ; preds = %versions_done1060
  store i64 %min63, ptr %j, align 8
  br label %loop1796

checked1794:                                      ; preds = %versions_done1060
  store i64 %min63, ptr %j, align 8
  br label %loop2050

versions_done1795:                                ; preds = %exit2052, %exit1798
  %i2430 = load i64, ptr %i, align 8
  %next2431 = add i64 %i2430, 1
  store i64 %next2431, ptr %i, align 8
  br label %loop

loop1796:                                         ; preds = %body1797, %proved1793
  %i1799 = load i64, ptr %j, align 8
  %more1800 = icmp slt i64 %i1799, %dim26
  br i1 %more1800, label %body1797, label %exit1798

body1797:                                         ; preds = %loop1796
  %v1801 = load i64, ptr %i, align 8
  %add1802 = add i64 %v1801, -1
  %sub1803 = sub i64 %dim, 1
  %c1804 = icmp slt i64 %add1802, %sub1803
  %mm1805 = select i1 %c1804, i64 %add1802, i64 %sub1803
  %c1806 = icmp sgt i64 0, %mm1805
  %mm1807 = select i1 %c1806, i64 0, i64 %mm1805
  %v1808 = load i64, ptr %j, align 8
  %add1809 = add i64 %v1808, -1
  %sub1810 = sub i64 %dim26, 1
  %c1811 = icmp slt i64 %add1809, %sub1810
  %mm1812 = select i1 %c1811, i64 %add1809, i64 %sub1810
  %c1813 = icmp sgt i64 0, %mm1812
  %mm1814 = select i1 %c1813, i64 0, i64 %mm1812
  %pos1815 = mul i64 0, %dim
  %pos1816 = add i64 %pos1815, %mm1807
  %pos1817 = mul i64 %pos1816, %dim26
  %pos1818 = add i64 %pos1817, %mm1814
  %elp1819 = getelementptr inbounds float, ptr %buf, i64 %pos1818
  %el1820 = load float, ptr %elp1819, align 4, !alias.scope !0, !noalias !3
  store float %el1820, ptr %coef2_156, align 4
  %v1821 = load i64, ptr %i, align 8
  %add1822 = add i64 %v1821, -1
  %sub1823 = sub i64 %dim, 1
  %c1824 = icmp slt i64 %add1822, %sub1823
  %mm1825 = select i1 %c1824, i64 %add1822, i64 %sub1823
  %c1826 = icmp sgt i64 0, %mm1825
  %mm1827 = select i1 %c1826, i64 0, i64 %mm1825
  %v1828 = load i64, ptr %j, align 8
  %add1829 = add i64 %v1828, 0
  %sub1830 = sub i64 %dim26, 1
  %c1831 = icmp slt i64 %add1829, %sub1830
  %mm1832 = select i1 %c1831, i64 %add1829, i64 %sub1830
  %c1833 = icmp sgt i64 0, %mm1832
  %mm1834 = select i1 %c1833, i64 0, i64 %mm1832
  %pos1835 = mul i64 0, %dim
  %pos1836 = add i64 %pos1835, %mm1827
  %pos1837 = mul i64 %pos1836, %dim26
  %pos1838 = add i64 %pos1837, %mm1834
  %elp1839 = getelementptr inbounds float, ptr %buf, i64 %pos1838
  %el1840 = load float, ptr %elp1839, align 4, !alias.scope !0, !noalias !3
  store float %el1840, ptr %coef2_157, align 4
  %v1841 = load i64, ptr %i, align 8
  %add1842 = add i64 %v1841, -1
  %sub1843 = sub i64 %dim, 1
  %c1844 = icmp slt i64 %add1842, %sub1843
  %mm1845 = select i1 %c1844, i64 %add1842, i64 %sub1843
  %c1846 = icmp sgt i64 0, %mm1845
  %mm1847 = select i1 %c1846, i64 0, i64 %mm1845
  %v1848 = load i64, ptr %j, align 8
  %add1849 = add i64 %v1848, 1
  %sub1850 = sub i64 %dim26, 1
  %c1851 = icmp slt i64 %add1849, %sub1850
  %mm1852 = select i1 %c1851, i64 %add1849, i64 %sub1850
  %c1853 = icmp sgt i64 0, %mm1852
  %mm1854 = select i1 %c1853, i64 0, i64 %mm1852
  %pos1855 = mul i64 0, %dim
  %pos1856 = add i64 %pos1855, %mm1847
  %pos1857 = mul i64 %pos1856, %dim26
  %pos1858 = add i64 %pos1857, %mm1854
  %elp1859 = getelementptr inbounds float, ptr %buf, i64 %pos1858
  %el1860 = load float, ptr %elp1859, align 4, !alias.scope !0, !noalias !3
  store float %el1860, ptr %coef2_158, align 4
  %v1861 = load i64, ptr %i, align 8
  %add1862 = add i64 %v1861, 0
  %sub1863 = sub i64 %dim, 1
  %c1864 = icmp slt i64 %add1862, %sub1863
  %mm1865 = select i1 %c1864, i64 %add1862, i64 %sub1863
  %c1866 = icmp sgt i64 0, %mm1865
  %mm1867 = select i1 %c1866, i64 0, i64 %mm1865
  %v1868 = load i64, ptr %j, align 8
  %add1869 = add i64 %v1868, -1
  %sub1870 = sub i64 %dim26, 1
  %c1871 = icmp slt i64 %add1869, %sub1870
  %mm1872 = select i1 %c1871, i64 %add1869, i64 %sub1870
  %c1873 = icmp sgt i64 0, %mm1872
  %mm1874 = select i1 %c1873, i64 0, i64 %mm1872
  %pos1875 = mul i64 0, %dim
  %pos1876 = add i64 %pos1875, %mm1867
  %pos1877 = mul i64 %pos1876, %dim26
  %pos1878 = add i64 %pos1877, %mm1874
  %elp1879 = getelementptr inbounds float, ptr %buf, i64 %pos1878
  %el1880 = load float, ptr %elp1879, align 4, !alias.scope !0, !noalias !3
  store float %el1880, ptr %coef2_159, align 4
  %v1881 = load i64, ptr %i, align 8
  %add1882 = add i64 %v1881, 0
  %sub1883 = sub i64 %dim, 1
  %c1884 = icmp slt i64 %add1882, %sub1883
  %mm1885 = select i1 %c1884, i64 %add1882, i64 %sub1883
  %c1886 = icmp sgt i64 0, %mm1885
  %mm1887 = select i1 %c1886, i64 0, i64 %mm1885
  %v1888 = load i64, ptr %j, align 8
  %add1889 = add i64 %v1888, 0
  %sub1890 = sub i64 %dim26, 1
  %c1891 = icmp slt i64 %add1889, %sub1890
  %mm1892 = select i1 %c1891, i64 %add1889, i64 %sub1890
  %c1893 = icmp sgt i64 0, %mm1892
  %mm1894 = select i1 %c1893, i64 0, i64 %mm1892
  %pos1895 = mul i64 0, %dim
  %pos1896 = add i64 %pos1895, %mm1887
  %pos1897 = mul i64 %pos1896, %dim26
  %pos1898 = add i64 %pos1897, %mm1894
  %elp1899 = getelementptr inbounds float, ptr %buf, i64 %pos1898
  %el1900 = load float, ptr %elp1899, align 4, !alias.scope !0, !noalias !3
  store float %el1900, ptr %coef2_160, align 4
  %v1901 = load i64, ptr %i, align 8
  %add1902 = add i64 %v1901, 0
  %sub1903 = sub i64 %dim, 1
  %c1904 = icmp slt i64 %add1902, %sub1903
  %mm1905 = select i1 %c1904, i64 %add1902, i64 %sub1903
  %c1906 = icmp sgt i64 0, %mm1905
  %mm1907 = select i1 %c1906, i64 0, i64 %mm1905
  %v1908 = load i64, ptr %j, align 8
  %add1909 = add i64 %v1908, 1
  %sub1910 = sub i64 %dim26, 1
  %c1911 = icmp slt i64 %add1909, %sub1910
  %mm1912 = select i1 %c1911, i64 %add1909, i64 %sub1910
  %c1913 = icmp sgt i64 0, %mm1912
  %mm1914 = select i1 %c1913, i64 0, i64 %mm1912
  %pos1915 = mul i64 0, %dim
  %pos1916 = add i64 %pos1915, %mm1907
  %pos1917 = mul i64 %pos1916, %dim26
  %pos1918 = add i64 %pos1917, %mm1914
  %elp1919 = getelementptr inbounds float, ptr %buf, i64 %pos1918
  %el1920 = load float, ptr %elp1919, align 4, !alias.scope !0, !noalias !3
  store float %el1920, ptr %coef2_161, align 4
  %v1921 = load i64, ptr %i, align 8
  %add1922 = add i64 %v1921, 1
  %sub1923 = sub i64 %dim, 1
  %c1924 = icmp slt i64 %add1922, %sub1923
  %mm1925 = select i1 %c1924, i64 %add1922, i64 %sub1923
  %c1926 = icmp sgt i64 0, %mm1925
  %mm1927 = select i1 %c1926, i64 0, i64 %mm1925
  %v1928 = load i64, ptr %j, align 8
  %add1929 = add i64 %v1928, -1
  %sub1930 = sub i64 %dim26, 1
  %c1931 = icmp slt i64 %add1929, %sub1930
  %mm1932 = select i1 %c1931, i64 %add1929, i64 %sub1930
  %c1933 = icmp sgt i64 0, %mm1932
  %mm1934 = select i1 %c1933, i64 0, i64 %mm1932
  %pos1935 = mul i64 0, %dim
  %pos1936 = add i64 %pos1935, %mm1927
  %pos1937 = mul i64 %pos1936, %dim26
  %pos1938 = add i64 %pos1937, %mm1934
  %elp1939 = getelementptr inbounds float, ptr %buf, i64 %pos1938
  %el1940 = load float, ptr %elp1939, align 4, !alias.scope !0, !noalias !3
  store float %el1940, ptr %coef2_162, align 4
  %v1941 = load i64, ptr %i, align 8
  %add1942 = add i64 %v1941, 1
  %sub1943 = sub i64 %dim, 1
  %c1944 = icmp slt i64 %add1942, %sub1943
  %mm1945 = select i1 %c1944, i64 %add1942, i64 %sub1943
  %c1946 = icmp sgt i64 0, %mm1945
  %mm1947 = select i1 %c1946, i64 0, i64 %mm1945
  %v1948 = load i64, ptr %j, align 8
  %add1949 = add i64 %v1948, 0
  %sub1950 = sub i64 %dim26, 1
  %c1951 = icmp slt i64 %add1949, %sub1950
  %mm1952 = select i1 %c1951, i64 %add1949, i64 %sub1950
  %c1953 = icmp sgt i64 0, %mm1952
  %mm1954 = select i1 %c1953, i64 0, i64 %mm1952
  %pos1955 = mul i64 0, %dim
  %pos1956 = add i64 %pos1955, %mm1947
  %pos1957 = mul i64 %pos1956, %dim26
  %pos1958 = add i64 %pos1957, %mm1954
  %elp1959 = getelementptr inbounds float, ptr %buf, i64 %pos1958
  %el1960 = load float, ptr %elp1959, align 4, !alias.scope !0, !noalias !3
  store float %el1960, ptr %coef2_163, align 4
  %v1961 = load i64, ptr %i, align 8
  %add1962 = add i64 %v1961, 1
  %sub1963 = sub i64 %dim, 1
  %c1964 = icmp slt i64 %add1962, %sub1963
  %mm1965 = select i1 %c1964, i64 %add1962, i64 %sub1963
  %c1966 = icmp sgt i64 0, %mm1965
  %mm1967 = select i1 %c1966, i64 0, i64 %mm1965
  %v1968 = load i64, ptr %j, align 8
  %add1969 = add i64 %v1968, 1
  %sub1970 = sub i64 %dim26, 1
  %c1971 = icmp slt i64 %add1969, %sub1970
  %mm1972 = select i1 %c1971, i64 %add1969, i64 %sub1970
  %c1973 = icmp sgt i64 0, %mm1972
  %mm1974 = select i1 %c1973, i64 0, i64 %mm1972
  %pos1975 = mul i64 0, %dim
  %pos1976 = add i64 %pos1975, %mm1967
  %pos1977 = mul i64 %pos1976, %dim26
  %pos1978 = add i64 %pos1977, %mm1974
  %elp1979 = getelementptr inbounds float, ptr %buf, i64 %pos1978
  %el1980 = load float, ptr %elp1979, align 4, !alias.scope !0, !noalias !3
  store float %el1980, ptr %coef2_164, align 4
  %v1981 = load i64, ptr %i, align 8
  %v1982 = load i64, ptr %j, align 8
  %pos1983 = mul i64 0, %dim3
  %pos1984 = add i64 %pos1983, %v1981
  %pos1985 = mul i64 %pos1984, %dim28
  %pos1986 = add i64 %pos1985, %v1982
  %elp1987 = getelementptr inbounds float, ptr %buf422, i64 %pos1986
  %el1988 = load float, ptr %elp1987, align 4, !alias.scope !10, !noalias !11
  store float %el1988, ptr %next_168, align 4
  %v1989 = load i64, ptr %i, align 8
  %v1990 = load i64, ptr %j, align 8
  %pos1991 = mul i64 0, %dim8
  %pos1992 = add i64 %pos1991, %v1989
  %pos1993 = mul i64 %pos1992, %dim37
  %pos1994 = add i64 %pos1993, %v1990
  %elp1995 = getelementptr inbounds float, ptr %buf432, i64 %pos1994
  %el1996 = load float, ptr %elp1995, align 4, !alias.scope !12, !noalias !13
  %fldp1997 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 0
  store float %el1996, ptr %fldp1997, align 4
  %elp1998 = getelementptr inbounds float, ptr %buf436, i64 %pos1994
  %el1999 = load float, ptr %elp1998, align 4, !alias.scope !14, !noalias !15
  %fldp2000 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 1
  store float %el1999, ptr %fldp2000, align 4
  %elp2001 = getelementptr inbounds float, ptr %buf441, i64 %pos1994
  %el2002 = load float, ptr %elp2001, align 4, !alias.scope !16, !noalias !17
  %fldp2003 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 2
  store float %el2002, ptr %fldp2003, align 4
  %elp2004 = getelementptr inbounds float, ptr %buf446, i64 %pos1994
  %el2005 = load float, ptr %elp2004, align 4, !alias.scope !18, !noalias !19
  %fldp2006 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 3
  store float %el2005, ptr %fldp2006, align 4
  %fldp2007 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 0
  %fldp2008 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 0
  %fld2009 = load float, ptr %fldp2008, align 4
  store float %fld2009, ptr %tup_171.0, align 4
  %fldp2010 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 1
  %fldp2011 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 1
  %fld2012 = load float, ptr %fldp2011, align 4
  store float %fld2012, ptr %tup_171.1, align 4
  %fldp2013 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 2
  %fldp2014 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 2
  %fld2015 = load float, ptr %fldp2014, align 4
  store float %fld2015, ptr %tup_171.2, align 4
  %fldp2016 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 3
  %fldp2017 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 3
  %fld2018 = load float, ptr %fldp2017, align 4
  store float %fld2018, ptr %tup_171.3, align 4
  %v2019 = load float, ptr %next_168, align 4
  %v2020 = load float, ptr %coef2_160, align 4
  %v2021 = load float, ptr %tup_171.0, align 4
  %fm2022 = fmul float %v2020, %v2021
  %v2023 = load float, ptr %coef2_163, align 4
  %v2024 = load float, ptr %tup_171.1, align 4
  %fm2025 = fmul float %v2023, %v2024
  %fa2026 = fadd float %fm2022, %fm2025
  %v2027 = load float, ptr %coef2_160, align 4
  %v2028 = load float, ptr %tup_171.2, align 4
  %fm2029 = fmul float %v2027, %v2028
  %fa2030 = fadd float %fa2026, %fm2029
  %v2031 = load float, ptr %coef2_161, align 4
  %v2032 = load float, ptr %tup_171.3, align 4
  %fm2033 = fmul float %v2031, %v2032
  %fa2034 = fadd float %fa2030, %fm2033
  %fm2035 = fmul float 1.250000e-01, %fa2034
  %fa2036 = fadd float %v2019, %fm2035
  store float %fa2036, ptr %next2_165, align 4
  %v2037 = load float, ptr %next2_165, align 4
  %log2038 = call float @fuselab_vm_log_f32(float %v2037) #4
  %fm2039 = fmul float 2.550000e+02, %log2038
  store float %fm2039, ptr %out_180, align 4
  %v2040 = load i64, ptr %i, align 8
  %v2041 = load i64, ptr %j, align 8
  %pos2042 = mul i64 0, %dim3
  %pos2043 = add i64 %pos2042, %v2040
  %pos2044 = mul i64 %pos2043, %dim28
  %pos2045 = add i64 %pos2044, %v2041
  %v2046 = load float, ptr %out_180, align 4
  %elp2047 = getelementptr inbounds float, ptr %buf487, i64 %pos2045
  store float %v2046, ptr %elp2047, align 4, !alias.scope !20, !noalias !21
  %i2048 = load i64, ptr %j, align 8
  %next2049 = add i64 %i2048, 1
  store i64 %next2049, ptr %j, align 8
  br label %loop1796

exit1798:                                         ; preds = %loop1796
  br label %versions_done1795

loop2050:                                         ; preds = %ok2352, %checked1794
  %i2053 = load i64, ptr %j, align 8
  %more2054 = icmp slt i64 %i2053, %dim26
  br i1 %more2054, label %body2051, label %exit2052

body2051:                                         ; preds = %loop2050
  %v2055 = load i64, ptr %i, align 8
  %add2056 = add i64 %v2055, -1
  %sub2057 = sub i64 %dim, 1
  %c2058 = icmp slt i64 %add2056, %sub2057
  %mm2059 = select i1 %c2058, i64 %add2056, i64 %sub2057
  %c2060 = icmp sgt i64 0, %mm2059
  %mm2061 = select i1 %c2060, i64 0, i64 %mm2059
  %v2062 = load i64, ptr %j, align 8
  %add2063 = add i64 %v2062, -1
  %sub2064 = sub i64 %dim26, 1
  %c2065 = icmp slt i64 %add2063, %sub2064
  %mm2066 = select i1 %c2065, i64 %add2063, i64 %sub2064
  %c2067 = icmp sgt i64 0, %mm2066
  %mm2068 = select i1 %c2067, i64 0, i64 %mm2066
  %inb2069 = icmp ult i64 %mm2061, %dim
  br i1 %inb2069, label %ok2071, label %fail2070

exit2052:                                         ; preds = %loop2050
  br label %versions_done1795

fail2070:                                         ; preds = %body2051
  %errp2072 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2072, align 8
  %errp2073 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp2073, align 8
  %errp2074 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2061, ptr %errp2074, align 8
  %errp2075 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2075, align 8
  ret i32 1

ok2071:                                           ; preds = %body2051
  %pos2076 = mul i64 0, %dim
  %pos2077 = add i64 %pos2076, %mm2061
  %inb2078 = icmp ult i64 %mm2068, %dim26
  br i1 %inb2078, label %ok2080, label %fail2079

fail2079:                                         ; preds = %ok2071
  %errp2081 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2081, align 8
  %errp2082 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp2082, align 8
  %errp2083 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2068, ptr %errp2083, align 8
  %errp2084 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2084, align 8
  ret i32 1

ok2080:                                           ; preds = %ok2071
  %pos2085 = mul i64 %pos2077, %dim26
  %pos2086 = add i64 %pos2085, %mm2068
  %elp2087 = getelementptr inbounds float, ptr %buf, i64 %pos2086
  %el2088 = load float, ptr %elp2087, align 4, !alias.scope !0, !noalias !3
  store float %el2088, ptr %coef2_156, align 4
  %v2089 = load i64, ptr %i, align 8
  %add2090 = add i64 %v2089, -1
  %sub2091 = sub i64 %dim, 1
  %c2092 = icmp slt i64 %add2090, %sub2091
  %mm2093 = select i1 %c2092, i64 %add2090, i64 %sub2091
  %c2094 = icmp sgt i64 0, %mm2093
  %mm2095 = select i1 %c2094, i64 0, i64 %mm2093
  %v2096 = load i64, ptr %j, align 8
  %add2097 = add i64 %v2096, 0
  %sub2098 = sub i64 %dim26, 1
  %c2099 = icmp slt i64 %add2097, %sub2098
  %mm2100 = select i1 %c2099, i64 %add2097, i64 %sub2098
  %c2101 = icmp sgt i64 0, %mm2100
  %mm2102 = select i1 %c2101, i64 0, i64 %mm2100
  %inb2103 = icmp ult i64 %mm2095, %dim
  br i1 %inb2103, label %ok2105, label %fail2104

fail2104:                                         ; preds = %ok2080
  %errp2106 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2106, align 8
  %errp2107 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp2107, align 8
  %errp2108 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2095, ptr %errp2108, align 8
  %errp2109 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2109, align 8
  ret i32 1

ok2105:                                           ; preds = %ok2080
  %pos2110 = mul i64 0, %dim
  %pos2111 = add i64 %pos2110, %mm2095
  %inb2112 = icmp ult i64 %mm2102, %dim26
  br i1 %inb2112, label %ok2114, label %fail2113

fail2113:                                         ; preds = %ok2105
  %errp2115 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2115, align 8
  %errp2116 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp2116, align 8
  %errp2117 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2102, ptr %errp2117, align 8
  %errp2118 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2118, align 8
  ret i32 1

ok2114:                                           ; preds = %ok2105
  %pos2119 = mul i64 %pos2111, %dim26
  %pos2120 = add i64 %pos2119, %mm2102
  %elp2121 = getelementptr inbounds float, ptr %buf, i64 %pos2120
  %el2122 = load float, ptr %elp2121, align 4, !alias.scope !0, !noalias !3
  store float %el2122, ptr %coef2_157, align 4
  %v2123 = load i64, ptr %i, align 8
  %add2124 = add i64 %v2123, -1
  %sub2125 = sub i64 %dim, 1
  %c2126 = icmp slt i64 %add2124, %sub2125
  %mm2127 = select i1 %c2126, i64 %add2124, i64 %sub2125
  %c2128 = icmp sgt i64 0, %mm2127
  %mm2129 = select i1 %c2128, i64 0, i64 %mm2127
  %v2130 = load i64, ptr %j, align 8
  %add2131 = add i64 %v2130, 1
  %sub2132 = sub i64 %dim26, 1
  %c2133 = icmp slt i64 %add2131, %sub2132
  %mm2134 = select i1 %c2133, i64 %add2131, i64 %sub2132
  %c2135 = icmp sgt i64 0, %mm2134
  %mm2136 = select i1 %c2135, i64 0, i64 %mm2134
  %inb2137 = icmp ult i64 %mm2129, %dim
  br i1 %inb2137, label %ok2139, label %fail2138

fail2138:                                         ; preds = %ok2114
  %errp2140 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2140, align 8
  %errp2141 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp2141, align 8
  %errp2142 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2129, ptr %errp2142, align 8
  %errp2143 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2143, align 8
  ret i32 1

ok2139:                                           ; preds = %ok2114
  %pos2144 = mul i64 0, %dim
  %pos2145 = add i64 %pos2144, %mm2129
  %inb2146 = icmp ult i64 %mm2136, %dim26
  br i1 %inb2146, label %ok2148, label %fail2147

fail2147:                                         ; preds = %ok2139
  %errp2149 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2149, align 8
  %errp2150 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp2150, align 8
  %errp2151 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2136, ptr %errp2151, align 8
  %errp2152 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2152, align 8
  ret i32 1

ok2148:                                           ; preds = %ok2139
  %pos2153 = mul i64 %pos2145, %dim26
  %pos2154 = add i64 %pos2153, %mm2136
  %elp2155 = getelementptr inbounds float, ptr %buf, i64 %pos2154
  %el2156 = load float, ptr %elp2155, align 4, !alias.scope !0, !noalias !3
  store float %el2156, ptr %coef2_158, align 4
  %v2157 = load i64, ptr %i, align 8
  %add2158 = add i64 %v2157, 0
  %sub2159 = sub i64 %dim, 1
  %c2160 = icmp slt i64 %add2158, %sub2159
  %mm2161 = select i1 %c2160, i64 %add2158, i64 %sub2159
  %c2162 = icmp sgt i64 0, %mm2161
  %mm2163 = select i1 %c2162, i64 0, i64 %mm2161
  %v2164 = load i64, ptr %j, align 8
  %add2165 = add i64 %v2164, -1
  %sub2166 = sub i64 %dim26, 1
  %c2167 = icmp slt i64 %add2165, %sub2166
  %mm2168 = select i1 %c2167, i64 %add2165, i64 %sub2166
  %c2169 = icmp sgt i64 0, %mm2168
  %mm2170 = select i1 %c2169, i64 0, i64 %mm2168
  %inb2171 = icmp ult i64 %mm2163, %dim
  br i1 %inb2171, label %ok2173, label %fail2172

fail2172:                                         ; preds = %ok2148
  %errp2174 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2174, align 8
  %errp2175 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp2175, align 8
  %errp2176 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2163, ptr %errp2176, align 8
  %errp2177 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2177, align 8
  ret i32 1

ok2173:                                           ; preds = %ok2148
  %pos2178 = mul i64 0, %dim
  %pos2179 = add i64 %pos2178, %mm2163
  %inb2180 = icmp ult i64 %mm2170, %dim26
  br i1 %inb2180, label %ok2182, label %fail2181

fail2181:                                         ; preds = %ok2173
  %errp2183 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2183, align 8
  %errp2184 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp2184, align 8
  %errp2185 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2170, ptr %errp2185, align 8
  %errp2186 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2186, align 8
  ret i32 1

ok2182:                                           ; preds = %ok2173
  %pos2187 = mul i64 %pos2179, %dim26
  %pos2188 = add i64 %pos2187, %mm2170
  %elp2189 = getelementptr inbounds float, ptr %buf, i64 %pos2188
  %el2190 = load float, ptr %elp2189, align 4, !alias.scope !0, !noalias !3
  store float %el2190, ptr %coef2_159, align 4
  %v2191 = load i64, ptr %i, align 8
  %add2192 = add i64 %v2191, 0
  %sub2193 = sub i64 %dim, 1
  %c2194 = icmp slt i64 %add2192, %sub2193
  %mm2195 = select i1 %c2194, i64 %add2192, i64 %sub2193
  %c2196 = icmp sgt i64 0, %mm2195
  %mm2197 = select i1 %c2196, i64 0, i64 %mm2195
  %v2198 = load i64, ptr %j, align 8
  %add2199 = add i64 %v2198, 0
  %sub2200 = sub i64 %dim26, 1
  %c2201 = icmp slt i64 %add2199, %sub2200
  %mm2202 = select i1 %c2201, i64 %add2199, i64 %sub2200
  %c2203 = icmp sgt i64 0, %mm2202
  %mm2204 = select i1 %c2203, i64 0, i64 %mm2202
  %inb2205 = icmp ult i64 %mm2197, %dim
  br i1 %inb2205, label %ok2207, label %fail2206

fail2206:                                         ; preds = %ok2182
  %errp2208 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2208, align 8
  %errp2209 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp2209, align 8
  %errp2210 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2197, ptr %errp2210, align 8
  %errp2211 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2211, align 8
  ret i32 1

ok2207:                                           ; preds = %ok2182
  %pos2212 = mul i64 0, %dim
  %pos2213 = add i64 %pos2212, %mm2197
  %inb2214 = icmp ult i64 %mm2204, %dim26
  br i1 %inb2214, label %ok2216, label %fail2215

fail2215:                                         ; preds = %ok2207
  %errp2217 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2217, align 8
  %errp2218 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp2218, align 8
  %errp2219 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2204, ptr %errp2219, align 8
  %errp2220 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2220, align 8
  ret i32 1

ok2216:                                           ; preds = %ok2207
  %pos2221 = mul i64 %pos2213, %dim26
  %pos2222 = add i64 %pos2221, %mm2204
  %elp2223 = getelementptr inbounds float, ptr %buf, i64 %pos2222
  %el2224 = load float, ptr %elp2223, align 4, !alias.scope !0, !noalias !3
  store float %el2224, ptr %coef2_160, align 4
  %v2225 = load i64, ptr %i, align 8
  %add2226 = add i64 %v2225, 0
  %sub2227 = sub i64 %dim, 1
  %c2228 = icmp slt i64 %add2226, %sub2227
  %mm2229 = select i1 %c2228, i64 %add2226, i64 %sub2227
  %c2230 = icmp sgt i64 0, %mm2229
  %mm2231 = select i1 %c2230, i64 0, i64 %mm2229
  %v2232 = load i64, ptr %j, align 8
  %add2233 = add i64 %v2232, 1
  %sub2234 = sub i64 %dim26, 1
  %c2235 = icmp slt i64 %add2233, %sub2234
  %mm2236 = select i1 %c2235, i64 %add2233, i64 %sub2234
  %c2237 = icmp sgt i64 0, %mm2236
  %mm2238 = select i1 %c2237, i64 0, i64 %mm2236
  %inb2239 = icmp ult i64 %mm2231, %dim
  br i1 %inb2239, label %ok2241, label %fail2240

fail2240:                                         ; preds = %ok2216
  %errp2242 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2242, align 8
  %errp2243 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp2243, align 8
  %errp2244 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2231, ptr %errp2244, align 8
  %errp2245 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2245, align 8
  ret i32 1

ok2241:                                           ; preds = %ok2216
  %pos2246 = mul i64 0, %dim
  %pos2247 = add i64 %pos2246, %mm2231
  %inb2248 = icmp ult i64 %mm2238, %dim26
  br i1 %inb2248, label %ok2250, label %fail2249

fail2249:                                         ; preds = %ok2241
  %errp2251 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2251, align 8
  %errp2252 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp2252, align 8
  %errp2253 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2238, ptr %errp2253, align 8
  %errp2254 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2254, align 8
  ret i32 1

ok2250:                                           ; preds = %ok2241
  %pos2255 = mul i64 %pos2247, %dim26
  %pos2256 = add i64 %pos2255, %mm2238
  %elp2257 = getelementptr inbounds float, ptr %buf, i64 %pos2256
  %el2258 = load float, ptr %elp2257, align 4, !alias.scope !0, !noalias !3
  store float %el2258, ptr %coef2_161, align 4
  %v2259 = load i64, ptr %i, align 8
  %add2260 = add i64 %v2259, 1
  %sub2261 = sub i64 %dim, 1
  %c2262 = icmp slt i64 %add2260, %sub2261
  %mm2263 = select i1 %c2262, i64 %add2260, i64 %sub2261
  %c2264 = icmp sgt i64 0, %mm2263
  %mm2265 = select i1 %c2264, i64 0, i64 %mm2263
  %v2266 = load i64, ptr %j, align 8
  %add2267 = add i64 %v2266, -1
  %sub2268 = sub i64 %dim26, 1
  %c2269 = icmp slt i64 %add2267, %sub2268
  %mm2270 = select i1 %c2269, i64 %add2267, i64 %sub2268
  %c2271 = icmp sgt i64 0, %mm2270
  %mm2272 = select i1 %c2271, i64 0, i64 %mm2270
  %inb2273 = icmp ult i64 %mm2265, %dim
  br i1 %inb2273, label %ok2275, label %fail2274

fail2274:                                         ; preds = %ok2250
  %errp2276 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2276, align 8
  %errp2277 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp2277, align 8
  %errp2278 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2265, ptr %errp2278, align 8
  %errp2279 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2279, align 8
  ret i32 1

ok2275:                                           ; preds = %ok2250
  %pos2280 = mul i64 0, %dim
  %pos2281 = add i64 %pos2280, %mm2265
  %inb2282 = icmp ult i64 %mm2272, %dim26
  br i1 %inb2282, label %ok2284, label %fail2283

fail2283:                                         ; preds = %ok2275
  %errp2285 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2285, align 8
  %errp2286 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp2286, align 8
  %errp2287 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2272, ptr %errp2287, align 8
  %errp2288 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2288, align 8
  ret i32 1

ok2284:                                           ; preds = %ok2275
  %pos2289 = mul i64 %pos2281, %dim26
  %pos2290 = add i64 %pos2289, %mm2272
  %elp2291 = getelementptr inbounds float, ptr %buf, i64 %pos2290
  %el2292 = load float, ptr %elp2291, align 4, !alias.scope !0, !noalias !3
  store float %el2292, ptr %coef2_162, align 4
  %v2293 = load i64, ptr %i, align 8
  %add2294 = add i64 %v2293, 1
  %sub2295 = sub i64 %dim, 1
  %c2296 = icmp slt i64 %add2294, %sub2295
  %mm2297 = select i1 %c2296, i64 %add2294, i64 %sub2295
  %c2298 = icmp sgt i64 0, %mm2297
  %mm2299 = select i1 %c2298, i64 0, i64 %mm2297
  %v2300 = load i64, ptr %j, align 8
  %add2301 = add i64 %v2300, 0
  %sub2302 = sub i64 %dim26, 1
  %c2303 = icmp slt i64 %add2301, %sub2302
  %mm2304 = select i1 %c2303, i64 %add2301, i64 %sub2302
  %c2305 = icmp sgt i64 0, %mm2304
  %mm2306 = select i1 %c2305, i64 0, i64 %mm2304
  %inb2307 = icmp ult i64 %mm2299, %dim
  br i1 %inb2307, label %ok2309, label %fail2308

fail2308:                                         ; preds = %ok2284
  %errp2310 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2310, align 8
  %errp2311 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp2311, align 8
  %errp2312 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2299, ptr %errp2312, align 8
  %errp2313 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2313, align 8
  ret i32 1

ok2309:                                           ; preds = %ok2284
  %pos2314 = mul i64 0, %dim
  %pos2315 = add i64 %pos2314, %mm2299
  %inb2316 = icmp ult i64 %mm2306, %dim26
  br i1 %inb2316, label %ok2318, label %fail2317

fail2317:                                         ; preds = %ok2309
  %errp2319 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2319, align 8
  %errp2320 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp2320, align 8
  %errp2321 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2306, ptr %errp2321, align 8
  %errp2322 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2322, align 8
  ret i32 1

ok2318:                                           ; preds = %ok2309
  %pos2323 = mul i64 %pos2315, %dim26
  %pos2324 = add i64 %pos2323, %mm2306
  %elp2325 = getelementptr inbounds float, ptr %buf, i64 %pos2324
  %el2326 = load float, ptr %elp2325, align 4, !alias.scope !0, !noalias !3
  store float %el2326, ptr %coef2_163, align 4
  %v2327 = load i64, ptr %i, align 8
  %add2328 = add i64 %v2327, 1
  %sub2329 = sub i64 %dim, 1
  %c2330 = icmp slt i64 %add2328, %sub2329
  %mm2331 = select i1 %c2330, i64 %add2328, i64 %sub2329
  %c2332 = icmp sgt i64 0, %mm2331
  %mm2333 = select i1 %c2332, i64 0, i64 %mm2331
  %v2334 = load i64, ptr %j, align 8
  %add2335 = add i64 %v2334, 1
  %sub2336 = sub i64 %dim26, 1
  %c2337 = icmp slt i64 %add2335, %sub2336
  %mm2338 = select i1 %c2337, i64 %add2335, i64 %sub2336
  %c2339 = icmp sgt i64 0, %mm2338
  %mm2340 = select i1 %c2339, i64 0, i64 %mm2338
  %inb2341 = icmp ult i64 %mm2333, %dim
  br i1 %inb2341, label %ok2343, label %fail2342

fail2342:                                         ; preds = %ok2318
  %errp2344 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2344, align 8
  %errp2345 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp2345, align 8
  %errp2346 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2333, ptr %errp2346, align 8
  %errp2347 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2347, align 8
  ret i32 1

ok2343:                                           ; preds = %ok2318
  %pos2348 = mul i64 0, %dim
  %pos2349 = add i64 %pos2348, %mm2333
  %inb2350 = icmp ult i64 %mm2340, %dim26
  br i1 %inb2350, label %ok2352, label %fail2351

fail2351:                                         ; preds = %ok2343
  %errp2353 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2353, align 8
  %errp2354 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp2354, align 8
  %errp2355 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2340, ptr %errp2355, align 8
  %errp2356 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp2356, align 8
  ret i32 1

ok2352:                                           ; preds = %ok2343
  %pos2357 = mul i64 %pos2349, %dim26
  %pos2358 = add i64 %pos2357, %mm2340
  %elp2359 = getelementptr inbounds float, ptr %buf, i64 %pos2358
  %el2360 = load float, ptr %elp2359, align 4, !alias.scope !0, !noalias !3
  store float %el2360, ptr %coef2_164, align 4
  %v2361 = load i64, ptr %i, align 8
  %v2362 = load i64, ptr %j, align 8
  %pos2363 = mul i64 0, %dim3
  %pos2364 = add i64 %pos2363, %v2361
  %pos2365 = mul i64 %pos2364, %dim28
  %pos2366 = add i64 %pos2365, %v2362
  %elp2367 = getelementptr inbounds float, ptr %buf422, i64 %pos2366
  %el2368 = load float, ptr %elp2367, align 4, !alias.scope !10, !noalias !11
  store float %el2368, ptr %next_168, align 4
  %v2369 = load i64, ptr %i, align 8
  %v2370 = load i64, ptr %j, align 8
  %pos2371 = mul i64 0, %dim8
  %pos2372 = add i64 %pos2371, %v2369
  %pos2373 = mul i64 %pos2372, %dim37
  %pos2374 = add i64 %pos2373, %v2370
  %elp2375 = getelementptr inbounds float, ptr %buf432, i64 %pos2374
  %el2376 = load float, ptr %elp2375, align 4, !alias.scope !12, !noalias !13
  %fldp2377 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 0
  store float %el2376, ptr %fldp2377, align 4
  %elp2378 = getelementptr inbounds float, ptr %buf436, i64 %pos2374
  %el2379 = load float, ptr %elp2378, align 4, !alias.scope !14, !noalias !15
  %fldp2380 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 1
  store float %el2379, ptr %fldp2380, align 4
  %elp2381 = getelementptr inbounds float, ptr %buf441, i64 %pos2374
  %el2382 = load float, ptr %elp2381, align 4, !alias.scope !16, !noalias !17
  %fldp2383 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 2
  store float %el2382, ptr %fldp2383, align 4
  %elp2384 = getelementptr inbounds float, ptr %buf446, i64 %pos2374
  %el2385 = load float, ptr %elp2384, align 4, !alias.scope !18, !noalias !19
  %fldp2386 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 3
  store float %el2385, ptr %fldp2386, align 4
  %fldp2387 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 0
  %fldp2388 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 0
  %fld2389 = load float, ptr %fldp2388, align 4
  store float %fld2389, ptr %tup_171.0, align 4
  %fldp2390 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 1
  %fldp2391 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 1
  %fld2392 = load float, ptr %fldp2391, align 4
  store float %fld2392, ptr %tup_171.1, align 4
  %fldp2393 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 2
  %fldp2394 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 2
  %fld2395 = load float, ptr %fldp2394, align 4
  store float %fld2395, ptr %tup_171.2, align 4
  %fldp2396 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 3
  %fldp2397 = getelementptr inbounds { float, float, float, float }, ptr %derivs2_169, i32 0, i32 3
  %fld2398 = load float, ptr %fldp2397, align 4
  store float %fld2398, ptr %tup_171.3, align 4
  %v2399 = load float, ptr %next_168, align 4
  %v2400 = load float, ptr %coef2_160, align 4
  %v2401 = load float, ptr %tup_171.0, align 4
  %fm2402 = fmul float %v2400, %v2401
  %v2403 = load float, ptr %coef2_163, align 4
  %v2404 = load float, ptr %tup_171.1, align 4
  %fm2405 = fmul float %v2403, %v2404
  %fa2406 = fadd float %fm2402, %fm2405
  %v2407 = load float, ptr %coef2_160, align 4
  %v2408 = load float, ptr %tup_171.2, align 4
  %fm2409 = fmul float %v2407, %v2408
  %fa2410 = fadd float %fa2406, %fm2409
  %v2411 = load float, ptr %coef2_161, align 4
  %v2412 = load float, ptr %tup_171.3, align 4
  %fm2413 = fmul float %v2411, %v2412
  %fa2414 = fadd float %fa2410, %fm2413
  %fm2415 = fmul float 1.250000e-01, %fa2414
  %fa2416 = fadd float %v2399, %fm2415
  store float %fa2416, ptr %next2_165, align 4
  %v2417 = load float, ptr %next2_165, align 4
  %log2418 = call float @fuselab_vm_log_f32(float %v2417) #4
  %fm2419 = fmul float 2.550000e+02, %log2418
  store float %fm2419, ptr %out_180, align 4
  %v2420 = load i64, ptr %i, align 8
  %v2421 = load i64, ptr %j, align 8
  %pos2422 = mul i64 0, %dim3
  %pos2423 = add i64 %pos2422, %v2420
  %pos2424 = mul i64 %pos2423, %dim28
  %pos2425 = add i64 %pos2424, %v2421
  %v2426 = load float, ptr %out_180, align 4
  %elp2427 = getelementptr inbounds float, ptr %buf487, i64 %pos2425
  store float %v2426, ptr %elp2427, align 4, !alias.scope !20, !noalias !21
  %i2428 = load i64, ptr %j, align 8
  %next2429 = add i64 %i2428, 1
  store i64 %next2429, ptr %j, align 8
  br label %loop2050
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

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { noinline nounwind willreturn memory(none) "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { alignstack=32 "target-cpu"="x86-64-v3" "target-features" }
attributes #4 = { "vector-function-abi-variant"="_ZGV_LLVM_N4v_fuselab_vm_log_f32(fuselab_vm_log_f32_v4),_ZGV_LLVM_N8v_fuselab_vm_log_f32(fuselab_vm_log_f32_v8)" }

!0 = !{!1}
!1 = !{!"fuselab.buf.29", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7, !8, !9}
!4 = !{!"fuselab.buf.17", !2}
!5 = !{!"fuselab.buf.25", !2}
!6 = !{!"fuselab.buf.26", !2}
!7 = !{!"fuselab.buf.27", !2}
!8 = !{!"fuselab.buf.28", !2}
!9 = !{!"fuselab.buf.34", !2}
!10 = !{!4}
!11 = !{!5, !6, !7, !8, !1, !9}
!12 = !{!5}
!13 = !{!4, !6, !7, !8, !1, !9}
!14 = !{!6}
!15 = !{!4, !5, !7, !8, !1, !9}
!16 = !{!7}
!17 = !{!4, !5, !6, !8, !1, !9}
!18 = !{!8}
!19 = !{!4, !5, !6, !7, !1, !9}
!20 = !{!9}
!21 = !{!4, !5, !6, !7, !8, !1}

