; cluster c0: callput
; ModuleID = 'black_scholes_c0'
source_filename = "black_scholes_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@llvm.compiler.used = appending global [4 x ptr] [ptr @fuselab_vm_log_f32_v4, ptr @fuselab_vm_log_f32_v8, ptr @fuselab_vm_exp_f32_v4, ptr @fuselab_vm_exp_f32_v8], section "llvm.metadata"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 8
  %dim6 = load i64, ptr %dimp5, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 16
  %dim15 = load i64, ptr %dimp14, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %price_2 = alloca float, align 4
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf37 = load ptr, ptr %bufp36, align 8
  %strike_3 = alloca float, align 4
  %bufp43 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf44 = load ptr, ptr %bufp43, align 8
  %years_4 = alloca float, align 4
  %t0_5 = alloca float, align 4
  %v_sqrt_t_6 = alloca float, align 4
  %s0_7 = alloca float, align 4
  %x0_8 = alloca float, align 4
  %d1_9 = alloca float, align 4
  %d2_10 = alloca float, align 4
  %k2_11 = alloca float, align 4
  %c2_12 = alloca float, align 4
  %cnd2_13 = alloca float, align 4
  %k1_14 = alloca float, align 4
  %c1_15 = alloca float, align 4
  %cnd1_16 = alloca float, align 4
  %x_exp_rt_17 = alloca float, align 4
  %callput_0 = alloca { float, float }, align 8
  %bufp157 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf158 = load ptr, ptr %bufp157, align 8
  %bufp162 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf163 = load ptr, ptr %bufp162, align 8
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
  %fits7 = icmp sle i64 %min, %dim6
  br i1 %fits7, label %ok9, label %fail8

fail8:                                            ; preds = %ok
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp11, align 8
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
  store i64 0, ptr %errp20, align 8
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
  store i64 0, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok18
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %j127, %ok25
  %i31 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i31, %min
  br i1 %more, label %body30, label %exit

body30:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos32 = add i64 %pos, %v
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos32
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %price_2, align 4
  %v33 = load i64, ptr %i, align 8
  %pos34 = mul i64 0, %dim6
  %pos35 = add i64 %pos34, %v33
  %elp38 = getelementptr inbounds float, ptr %buf37, i64 %pos35
  %el39 = load float, ptr %elp38, align 4, !alias.scope !8, !noalias !9
  store float %el39, ptr %strike_3, align 4
  %v40 = load i64, ptr %i, align 8
  %pos41 = mul i64 0, %dim15
  %pos42 = add i64 %pos41, %v40
  %elp45 = getelementptr inbounds float, ptr %buf44, i64 %pos42
  %el46 = load float, ptr %elp45, align 4, !alias.scope !10, !noalias !11
  store float %el46, ptr %years_4, align 4
  %v47 = load float, ptr %years_4, align 4
  %call = call float @llvm.fabs.f32(float %v47)
  %fm = fmul float 9.750000e+00, %call
  %fa = fadd float 2.500000e-01, %fm
  store float %fa, ptr %t0_5, align 4
  %v48 = load float, ptr %t0_5, align 4
  %call49 = call float @llvm.sqrt.f32(float %v48)
  %fm50 = fmul float 0x3FD3333340000000, %call49
  store float %fm50, ptr %v_sqrt_t_6, align 4
  %v51 = load float, ptr %price_2, align 4
  %call52 = call float @llvm.fabs.f32(float %v51)
  %fm53 = fmul float 2.500000e+01, %call52
  %fa54 = fadd float 5.000000e+00, %fm53
  store float %fa54, ptr %s0_7, align 4
  %v55 = load float, ptr %strike_3, align 4
  %call56 = call float @llvm.fabs.f32(float %v55)
  %fm57 = fmul float 9.900000e+01, %call56
  %fa58 = fadd float 1.000000e+00, %fm57
  store float %fa58, ptr %x0_8, align 4
  %v59 = load float, ptr %s0_7, align 4
  %v60 = load float, ptr %x0_8, align 4
  %fd = fdiv float %v59, %v60
  %log = call float @fuselab_vm_log_f32(float %fd) #5
  %v61 = load float, ptr %t0_5, align 4
  %fm62 = fmul float 0x3FB0A3D700000000, %v61
  %fa63 = fadd float %log, %fm62
  %v64 = load float, ptr %v_sqrt_t_6, align 4
  %fd65 = fdiv float %fa63, %v64
  store float %fd65, ptr %d1_9, align 4
  %v66 = load float, ptr %d1_9, align 4
  %v67 = load float, ptr %v_sqrt_t_6, align 4
  %fs = fsub float %v66, %v67
  store float %fs, ptr %d2_10, align 4
  %v68 = load float, ptr %d2_10, align 4
  %call69 = call float @llvm.fabs.f32(float %v68)
  %fm70 = fmul float 0x3FCDA67120000000, %call69
  %fa71 = fadd float 1.000000e+00, %fm70
  %fd72 = fdiv float 1.000000e+00, %fa71
  store float %fd72, ptr %k2_11, align 4
  %v73 = load float, ptr %d2_10, align 4
  %fm74 = fmul float -5.000000e-01, %v73
  %v75 = load float, ptr %d2_10, align 4
  %fm76 = fmul float %fm74, %v75
  %exp = call float @fuselab_vm_exp_f32(float %fm76) #6
  %fm77 = fmul float 0x3FD9884540000000, %exp
  %v78 = load float, ptr %k2_11, align 4
  %v79 = load float, ptr %k2_11, align 4
  %v80 = load float, ptr %k2_11, align 4
  %v81 = load float, ptr %k2_11, align 4
  %v82 = load float, ptr %k2_11, align 4
  %fm83 = fmul float %v82, 0x3FF548CDE0000000
  %fa84 = fadd float 0xBFFD23DD40000000, %fm83
  %fm85 = fmul float %v81, %fa84
  %fa86 = fadd float 0x3FFC80EF00000000, %fm85
  %fm87 = fmul float %v80, %fa86
  %fa88 = fadd float 0xBFD6D1F0E0000000, %fm87
  %fm89 = fmul float %v79, %fa88
  %fa90 = fadd float 0x3FD470BF40000000, %fm89
  %fm91 = fmul float %v78, %fa90
  %fm92 = fmul float %fm77, %fm91
  store float %fm92, ptr %c2_12, align 4
  %v93 = load float, ptr %d2_10, align 4
  %fc = fcmp ogt float %v93, 0.000000e+00
  br i1 %fc, label %t, label %e

exit:                                             ; preds = %loop
  ret i32 0

t:                                                ; preds = %body30
  %v94 = load float, ptr %c2_12, align 4
  %fs95 = fsub float 1.000000e+00, %v94
  br label %j

e:                                                ; preds = %body30
  %v96 = load float, ptr %c2_12, align 4
  br label %j

j:                                                ; preds = %e, %t
  %if = phi float [ %fs95, %t ], [ %v96, %e ]
  store float %if, ptr %cnd2_13, align 4
  %v97 = load float, ptr %d1_9, align 4
  %call98 = call float @llvm.fabs.f32(float %v97)
  %fm99 = fmul float 0x3FCDA67120000000, %call98
  %fa100 = fadd float 1.000000e+00, %fm99
  %fd101 = fdiv float 1.000000e+00, %fa100
  store float %fd101, ptr %k1_14, align 4
  %v102 = load float, ptr %d1_9, align 4
  %fm103 = fmul float -5.000000e-01, %v102
  %v104 = load float, ptr %d1_9, align 4
  %fm105 = fmul float %fm103, %v104
  %exp106 = call float @fuselab_vm_exp_f32(float %fm105) #6
  %fm107 = fmul float 0x3FD9884540000000, %exp106
  %v108 = load float, ptr %k1_14, align 4
  %v109 = load float, ptr %k1_14, align 4
  %v110 = load float, ptr %k1_14, align 4
  %v111 = load float, ptr %k1_14, align 4
  %v112 = load float, ptr %k1_14, align 4
  %fm113 = fmul float %v112, 0x3FF548CDE0000000
  %fa114 = fadd float 0xBFFD23DD40000000, %fm113
  %fm115 = fmul float %v111, %fa114
  %fa116 = fadd float 0x3FFC80EF00000000, %fm115
  %fm117 = fmul float %v110, %fa116
  %fa118 = fadd float 0xBFD6D1F0E0000000, %fm117
  %fm119 = fmul float %v109, %fa118
  %fa120 = fadd float 0x3FD470BF40000000, %fm119
  %fm121 = fmul float %v108, %fa120
  %fm122 = fmul float %fm107, %fm121
  store float %fm122, ptr %c1_15, align 4
  %v123 = load float, ptr %d1_9, align 4
  %fc124 = fcmp ogt float %v123, 0.000000e+00
  br i1 %fc124, label %t125, label %e126

t125:                                             ; preds = %j
  %v128 = load float, ptr %c1_15, align 4
  %fs129 = fsub float 1.000000e+00, %v128
  br label %j127

e126:                                             ; preds = %j
  %v130 = load float, ptr %c1_15, align 4
  br label %j127

j127:                                             ; preds = %e126, %t125
  %if131 = phi float [ %fs129, %t125 ], [ %v130, %e126 ]
  store float %if131, ptr %cnd1_16, align 4
  %v132 = load float, ptr %x0_8, align 4
  %v133 = load float, ptr %t0_5, align 4
  %fm134 = fmul float 0xBF947AE140000000, %v133
  %exp135 = call float @fuselab_vm_exp_f32(float %fm134) #6
  %fm136 = fmul float %v132, %exp135
  store float %fm136, ptr %x_exp_rt_17, align 4
  %v137 = load float, ptr %s0_7, align 4
  %v138 = load float, ptr %cnd1_16, align 4
  %fm139 = fmul float %v137, %v138
  %v140 = load float, ptr %x_exp_rt_17, align 4
  %v141 = load float, ptr %cnd2_13, align 4
  %fm142 = fmul float %v140, %v141
  %fs143 = fsub float %fm139, %fm142
  %tup = insertvalue { float, float } undef, float %fs143, 0
  %v144 = load float, ptr %x_exp_rt_17, align 4
  %v145 = load float, ptr %cnd2_13, align 4
  %fs146 = fsub float 1.000000e+00, %v145
  %fm147 = fmul float %v144, %fs146
  %v148 = load float, ptr %s0_7, align 4
  %v149 = load float, ptr %cnd1_16, align 4
  %fs150 = fsub float 1.000000e+00, %v149
  %fm151 = fmul float %v148, %fs150
  %fs152 = fsub float %fm147, %fm151
  %tup153 = insertvalue { float, float } %tup, float %fs152, 1
  store { float, float } %tup153, ptr %callput_0, align 4
  %v154 = load i64, ptr %i, align 8
  %pos155 = mul i64 0, %dim
  %pos156 = add i64 %pos155, %v154
  %fldp = getelementptr inbounds { float, float }, ptr %callput_0, i32 0, i32 0
  %fv = load float, ptr %fldp, align 4
  %elp159 = getelementptr inbounds float, ptr %buf158, i64 %pos156
  store float %fv, ptr %elp159, align 4, !alias.scope !12, !noalias !13
  %fldp160 = getelementptr inbounds { float, float }, ptr %callput_0, i32 0, i32 1
  %fv161 = load float, ptr %fldp160, align 4
  %elp164 = getelementptr inbounds float, ptr %buf163, i64 %pos156
  store float %fv161, ptr %elp164, align 4, !alias.scope !14, !noalias !15
  %i165 = load i64, ptr %i, align 8
  %next = add i64 %i165, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: noinline nounwind willreturn memory(none)
define private float @fuselab_vm_log_f32(float %0) #2 {
entry:
  %r = call float @llvm.log.f32(float %0)
  ret float %r
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log.f32(float) #1

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

; Function Attrs: noinline nounwind willreturn memory(none)
define private float @fuselab_vm_exp_f32(float %0) #2 {
entry:
  %r = call float @llvm.exp.f32(float %0)
  ret float %r
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #1

; Function Attrs: alwaysinline
define private <4 x float> @fuselab_vm_exp_f32_v4(<4 x float> %0) #4 {
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
declare <4 x double> @llvm.fma.v4f64(<4 x double>, <4 x double>, <4 x double>) #1

; Function Attrs: alwaysinline
define private <8 x float> @fuselab_vm_exp_f32_v8(<8 x float> %0) #4 {
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
declare <8 x double> @llvm.fma.v8f64(<8 x double>, <8 x double>, <8 x double>) #1

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { noinline nounwind willreturn memory(none) "target-cpu"="x86-64-v3" "target-features" }
attributes #3 = { alignstack=32 "target-cpu"="x86-64-v3" "target-features" }
attributes #4 = { alwaysinline "target-cpu"="x86-64-v3" "target-features" }
attributes #5 = { "vector-function-abi-variant"="_ZGV_LLVM_N4v_fuselab_vm_log_f32(fuselab_vm_log_f32_v4),_ZGV_LLVM_N8v_fuselab_vm_log_f32(fuselab_vm_log_f32_v8)" }
attributes #6 = { "vector-function-abi-variant"="_ZGV_LLVM_N4v_fuselab_vm_exp_f32(fuselab_vm_exp_f32_v4),_ZGV_LLVM_N8v_fuselab_vm_exp_f32(fuselab_vm_exp_f32_v8)" }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.1", !2}
!5 = !{!"fuselab.buf.2", !2}
!6 = !{!"fuselab.buf.3", !2}
!7 = !{!"fuselab.buf.4", !2}
!8 = !{!4}
!9 = !{!1, !5, !6, !7}
!10 = !{!5}
!11 = !{!1, !4, !6, !7}
!12 = !{!6}
!13 = !{!1, !4, !5, !7}
!14 = !{!7}
!15 = !{!1, !4, !5, !6}

