; cluster c0: Vertical(act, Vertical(rows, ys))
; ModuleID = 'broadcast_activation_c0'
source_filename = "broadcast_activation_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@llvm.compiler.used = appending global [2 x ptr] [ptr @fuselab_vm_exp_f32_v4, ptr @fuselab_vm_exp_f32_v8], section "llvm.metadata"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 8
  %dim15 = load i64, ptr %dimp14, align 8
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 1
  %dim17 = load i64, ptr %dimp16, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %bias_12 = alloca float, align 4
  %act_5 = alloca float, align 4
  %bufp87 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf88 = load ptr, ptr %bufp87, align 8
  %xs_9 = alloca float, align 4
  %ys_6 = alloca float, align 4
  %bufp101 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf102 = load ptr, ptr %bufp101, align 8
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

loop:                                             ; preds = %versions_done, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %fits18 = icmp sle i64 %dim15, %dim17
  br i1 %fits18, label %ok20, label %fail19

exit:                                             ; preds = %loop
  ret i32 0

fail19:                                           ; preds = %body12
  %errp21 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim17, ptr %errp23, align 8
  %errp24 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp24, align 8
  ret i32 1

ok20:                                             ; preds = %body12
  %fits25 = icmp sle i64 %dim15, %dim17
  br i1 %fits25, label %ok27, label %fail26

fail26:                                           ; preds = %ok20
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim17, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp31, align 8
  ret i32 1

ok27:                                             ; preds = %ok20
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  store i64 1, ptr %j, align 8
  %v32 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %v32 to i128
  %step = sub i128 %at_next, %base
  %step33 = trunc i128 %step to i64
  %step34 = sext i64 %step33 to i128
  %len = sub i64 %dim15, 0
  %span = sub i64 %len, 1
  %span35 = sext i64 %span to i128
  %reach = mul i128 %step34, %span35
  %c36 = icmp slt i128 %reach, 0
  %min37 = select i1 %c36, i128 %reach, i128 0
  %c38 = icmp sgt i128 %reach, 0
  %max39 = select i1 %c38, i128 %reach, i128 0
  %least = add i128 %base, %min37
  %most = add i128 %base, %max39
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits40 = and i1 %fits_low, %fits_high
  %least41 = select i1 %fits40, i128 %least, i128 -9223372036854775808
  %most42 = select i1 %fits40, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim15 to i128
  %low_ok = icmp sge i128 %least41, 0
  %high_ok = icmp slt i128 %most42, %extent
  %ok43 = and i1 true, %low_ok
  %ok44 = and i1 %ok43, %high_ok
  %v45 = load i64, ptr %j, align 8
  %base46 = sext i64 %v45 to i128
  store i64 1, ptr %j, align 8
  %v47 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next48 = sext i64 %v47 to i128
  %step49 = sub i128 %at_next48, %base46
  %step50 = trunc i128 %step49 to i64
  %step51 = sext i64 %step50 to i128
  %len52 = sub i64 %dim15, 0
  %span53 = sub i64 %len52, 1
  %span54 = sext i64 %span53 to i128
  %reach55 = mul i128 %step51, %span54
  %c56 = icmp slt i128 %reach55, 0
  %min57 = select i1 %c56, i128 %reach55, i128 0
  %c58 = icmp sgt i128 %reach55, 0
  %max59 = select i1 %c58, i128 %reach55, i128 0
  %least60 = add i128 %base46, %min57
  %most61 = add i128 %base46, %max59
  %fits_low62 = icmp sge i128 %least60, -9223372036854775808
  %fits_high63 = icmp sle i128 %most61, 9223372036854775807
  %fits64 = and i1 %fits_low62, %fits_high63
  %least65 = select i1 %fits64, i128 %least60, i128 -9223372036854775808
  %most66 = select i1 %fits64, i128 %most61, i128 9223372036854775807
  %extent67 = sext i64 %dim15 to i128
  %low_ok68 = icmp sge i128 %least65, 0
  %high_ok69 = icmp slt i128 %most66, %extent67
  %ok70 = and i1 %ok44, %low_ok68
  %ok71 = and i1 %ok70, %high_ok69
  br i1 %ok71, label %proved, label %checked

proved:                                           ; preds = %ok27
  store i64 0, ptr %j, align 8
  br label %loop72

checked:                                          ; preds = %ok27
  store i64 0, ptr %j, align 8
  br label %loop105

versions_done:                                    ; preds = %exit107, %exit74
  %i159 = load i64, ptr %i, align 8
  %next160 = add i64 %i159, 1
  store i64 %next160, ptr %i, align 8
  br label %loop

loop72:                                           ; preds = %body73, %proved
  %i75 = load i64, ptr %j, align 8
  %more76 = icmp slt i64 %i75, %dim15
  br i1 %more76, label %body73, label %exit74

body73:                                           ; preds = %loop72
  %v77 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim15
  %pos78 = add i64 %pos, %v77
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos78
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %bias_12, align 4
  %v79 = load float, ptr %bias_12, align 4
  %v80 = load float, ptr %bias_12, align 4
  %fs = fsub float 0.000000e+00, %v80
  %exp = call float @fuselab_vm_exp_f32(float %fs) #4
  %fa = fadd float 1.000000e+00, %exp
  %fd = fdiv float %v79, %fa
  store float %fd, ptr %act_5, align 4
  %v81 = load i64, ptr %i, align 8
  %v82 = load i64, ptr %j, align 8
  %pos83 = mul i64 0, %dim
  %pos84 = add i64 %pos83, %v81
  %pos85 = mul i64 %pos84, %dim17
  %pos86 = add i64 %pos85, %v82
  %elp89 = getelementptr inbounds float, ptr %buf88, i64 %pos86
  %el90 = load float, ptr %elp89, align 4, !alias.scope !6, !noalias !7
  store float %el90, ptr %xs_9, align 4
  %v91 = load float, ptr %xs_9, align 4
  %v92 = load float, ptr %act_5, align 4
  %fa93 = fadd float %v91, %v92
  store float %fa93, ptr %ys_6, align 4
  %v94 = load i64, ptr %i, align 8
  %v95 = load i64, ptr %j, align 8
  %pos96 = mul i64 0, %dim
  %pos97 = add i64 %pos96, %v94
  %pos98 = mul i64 %pos97, %dim17
  %pos99 = add i64 %pos98, %v95
  %v100 = load float, ptr %ys_6, align 4
  %elp103 = getelementptr inbounds float, ptr %buf102, i64 %pos99
  store float %v100, ptr %elp103, align 4, !alias.scope !8, !noalias !9
  %i104 = load i64, ptr %j, align 8
  %next = add i64 %i104, 1
  store i64 %next, ptr %j, align 8
  br label %loop72

exit74:                                           ; preds = %loop72
  br label %versions_done

loop105:                                          ; preds = %ok123, %checked
  %i108 = load i64, ptr %j, align 8
  %more109 = icmp slt i64 %i108, %dim15
  br i1 %more109, label %body106, label %exit107

body106:                                          ; preds = %loop105
  %v110 = load i64, ptr %j, align 8
  %ic = icmp sge i64 %v110, 0
  br i1 %ic, label %rhs, label %sc

exit107:                                          ; preds = %loop105
  br label %versions_done

rhs:                                              ; preds = %body106
  %v111 = load i64, ptr %j, align 8
  %ic112 = icmp slt i64 %v111, %dim15
  br label %sc

sc:                                               ; preds = %rhs, %body106
  %sc113 = phi i1 [ false, %body106 ], [ %ic112, %rhs ]
  %v114 = load i64, ptr %j, align 8
  br i1 %sc113, label %ok116, label %fail115

fail115:                                          ; preds = %sc
  %errp117 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp117, align 8
  %errp118 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp118, align 8
  %errp119 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v114, ptr %errp119, align 8
  %errp120 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp120, align 8
  ret i32 1

ok116:                                            ; preds = %sc
  %v121 = load i64, ptr %j, align 8
  %inb = icmp ult i64 %v121, %dim15
  br i1 %inb, label %ok123, label %fail122

fail122:                                          ; preds = %ok116
  %errp124 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp124, align 8
  %errp125 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp125, align 8
  %errp126 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v121, ptr %errp126, align 8
  %errp127 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp127, align 8
  ret i32 1

ok123:                                            ; preds = %ok116
  %pos128 = mul i64 0, %dim15
  %pos129 = add i64 %pos128, %v121
  %elp130 = getelementptr inbounds float, ptr %buf, i64 %pos129
  %el131 = load float, ptr %elp130, align 4, !alias.scope !0, !noalias !3
  store float %el131, ptr %bias_12, align 4
  %v132 = load float, ptr %bias_12, align 4
  %v133 = load float, ptr %bias_12, align 4
  %fs134 = fsub float 0.000000e+00, %v133
  %exp135 = call float @fuselab_vm_exp_f32(float %fs134) #4
  %fa136 = fadd float 1.000000e+00, %exp135
  %fd137 = fdiv float %v132, %fa136
  store float %fd137, ptr %act_5, align 4
  %v138 = load i64, ptr %i, align 8
  %v139 = load i64, ptr %j, align 8
  %pos140 = mul i64 0, %dim
  %pos141 = add i64 %pos140, %v138
  %pos142 = mul i64 %pos141, %dim17
  %pos143 = add i64 %pos142, %v139
  %elp144 = getelementptr inbounds float, ptr %buf88, i64 %pos143
  %el145 = load float, ptr %elp144, align 4, !alias.scope !6, !noalias !7
  store float %el145, ptr %xs_9, align 4
  %v146 = load float, ptr %xs_9, align 4
  %v147 = load float, ptr %act_5, align 4
  %fa148 = fadd float %v146, %v147
  store float %fa148, ptr %ys_6, align 4
  %v149 = load i64, ptr %i, align 8
  %v150 = load i64, ptr %j, align 8
  %pos151 = mul i64 0, %dim
  %pos152 = add i64 %pos151, %v149
  %pos153 = mul i64 %pos152, %dim17
  %pos154 = add i64 %pos153, %v150
  %v155 = load float, ptr %ys_6, align 4
  %elp156 = getelementptr inbounds float, ptr %buf102, i64 %pos154
  store float %v155, ptr %elp156, align 4, !alias.scope !8, !noalias !9
  %i157 = load i64, ptr %j, align 8
  %next158 = add i64 %i157, 1
  store i64 %next158, ptr %j, align 8
  br label %loop105
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

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { noinline nounwind willreturn memory(none) "target-cpu"="x86-64-v3" "target-features" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { alwaysinline "target-cpu"="x86-64-v3" "target-features" }
attributes #4 = { "vector-function-abi-variant"="_ZGV_LLVM_N4v_fuselab_vm_exp_f32(fuselab_vm_exp_f32_v4),_ZGV_LLVM_N8v_fuselab_vm_exp_f32(fuselab_vm_exp_f32_v8)" }

!0 = !{!1}
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.4", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

