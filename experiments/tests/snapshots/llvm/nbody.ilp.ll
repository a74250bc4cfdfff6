; cluster c0: Vertical(xj, Vertical(yj, Vertical(mj, Vertical(xi, Vertical(yi, Horizontal(Vertical(fx, ax), Vertical(fy, ay)))))))
; ModuleID = 'nbody_c0'
source_filename = "nbody_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 8
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %acc_ax_29 = alloca float, align 4
  %acc_ay_46 = alloca float, align 4
  %dimp30 = getelementptr inbounds i64, ptr %1, i64 16
  %dim31 = load i64, ptr %dimp30, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %ms_9 = alloca float, align 4
  %bufp187 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf188 = load ptr, ptr %bufp187, align 8
  %xs_63 = alloca float, align 4
  %bufp194 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf195 = load ptr, ptr %bufp194, align 8
  %ys_54 = alloca float, align 4
  %xs_66 = alloca float, align 4
  %ys_57 = alloca float, align 4
  %dx_26 = alloca float, align 4
  %dy_27 = alloca float, align 4
  %d2_28 = alloca float, align 4
  %fx_18 = alloca float, align 4
  %xs_69 = alloca float, align 4
  %ys_60 = alloca float, align 4
  %dy_43 = alloca float, align 4
  %dx_44 = alloca float, align 4
  %d2_45 = alloca float, align 4
  %fy_35 = alloca float, align 4
  %bufp447 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf448 = load ptr, ptr %bufp447, align 8
  %bufp454 = getelementptr inbounds ptr, ptr %0, i64 11
  %buf455 = load ptr, ptr %bufp454, align 8
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
  store i64 1, ptr %errp11, align 8
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
  store i64 7, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %ok9
  %fits21 = icmp sle i64 %min, %dim
  br i1 %fits21, label %ok23, label %fail22

fail22:                                           ; preds = %ok16
  %errp24 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp24, align 8
  %errp25 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp25, align 8
  %errp26 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp27, align 8
  ret i32 1

ok23:                                             ; preds = %ok16
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done, %ok23
  %i29 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i29, %min
  br i1 %more, label %body28, label %exit

body28:                                           ; preds = %loop
  store float 0.000000e+00, ptr %acc_ax_29, align 4
  store float 0.000000e+00, ptr %acc_ay_46, align 4
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
  %len = sub i64 %dim31, 0
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
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least41, 0
  %high_ok = icmp slt i128 %most42, %extent
  %ok43 = and i1 true, %low_ok
  %ok44 = and i1 %ok43, %high_ok
  %v45 = load i64, ptr %i, align 8
  %base46 = sext i64 %v45 to i128
  %fits_low47 = icmp sge i128 %base46, -9223372036854775808
  %fits_high48 = icmp sle i128 %base46, 9223372036854775807
  %fits49 = and i1 %fits_low47, %fits_high48
  %least50 = select i1 %fits49, i128 %base46, i128 -9223372036854775808
  %most51 = select i1 %fits49, i128 %base46, i128 9223372036854775807
  %extent52 = sext i64 %dim to i128
  %low_ok53 = icmp sge i128 %least50, 0
  %high_ok54 = icmp slt i128 %most51, %extent52
  %ok55 = and i1 %ok44, %low_ok53
  %ok56 = and i1 %ok55, %high_ok54
  %v57 = load i64, ptr %j, align 8
  %base58 = sext i64 %v57 to i128
  store i64 1, ptr %j, align 8
  %v59 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next60 = sext i64 %v59 to i128
  %step61 = sub i128 %at_next60, %base58
  %step62 = trunc i128 %step61 to i64
  %step63 = sext i64 %step62 to i128
  %len64 = sub i64 %dim31, 0
  %span65 = sub i64 %len64, 1
  %span66 = sext i64 %span65 to i128
  %reach67 = mul i128 %step63, %span66
  %c68 = icmp slt i128 %reach67, 0
  %min69 = select i1 %c68, i128 %reach67, i128 0
  %c70 = icmp sgt i128 %reach67, 0
  %max71 = select i1 %c70, i128 %reach67, i128 0
  %least72 = add i128 %base58, %min69
  %most73 = add i128 %base58, %max71
  %fits_low74 = icmp sge i128 %least72, -9223372036854775808
  %fits_high75 = icmp sle i128 %most73, 9223372036854775807
  %fits76 = and i1 %fits_low74, %fits_high75
  %least77 = select i1 %fits76, i128 %least72, i128 -9223372036854775808
  %most78 = select i1 %fits76, i128 %most73, i128 9223372036854775807
  %extent79 = sext i64 %dim to i128
  %low_ok80 = icmp sge i128 %least77, 0
  %high_ok81 = icmp slt i128 %most78, %extent79
  %ok82 = and i1 %ok56, %low_ok80
  %ok83 = and i1 %ok82, %high_ok81
  %v84 = load i64, ptr %i, align 8
  %base85 = sext i64 %v84 to i128
  %fits_low86 = icmp sge i128 %base85, -9223372036854775808
  %fits_high87 = icmp sle i128 %base85, 9223372036854775807
  %fits88 = and i1 %fits_low86, %fits_high87
  %least89 = select i1 %fits88, i128 %base85, i128 -9223372036854775808
  %most90 = select i1 %fits88, i128 %base85, i128 9223372036854775807
  %extent91 = sext i64 %dim6 to i128
  %low_ok92 = icmp sge i128 %least89, 0
  %high_ok93 = icmp slt i128 %most90, %extent91
  %ok94 = and i1 %ok83, %low_ok92
  %ok95 = and i1 %ok94, %high_ok93
  %v96 = load i64, ptr %j, align 8
  %base97 = sext i64 %v96 to i128
  store i64 1, ptr %j, align 8
  %v98 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next99 = sext i64 %v98 to i128
  %step100 = sub i128 %at_next99, %base97
  %step101 = trunc i128 %step100 to i64
  %step102 = sext i64 %step101 to i128
  %len103 = sub i64 %dim31, 0
  %span104 = sub i64 %len103, 1
  %span105 = sext i64 %span104 to i128
  %reach106 = mul i128 %step102, %span105
  %c107 = icmp slt i128 %reach106, 0
  %min108 = select i1 %c107, i128 %reach106, i128 0
  %c109 = icmp sgt i128 %reach106, 0
  %max110 = select i1 %c109, i128 %reach106, i128 0
  %least111 = add i128 %base97, %min108
  %most112 = add i128 %base97, %max110
  %fits_low113 = icmp sge i128 %least111, -9223372036854775808
  %fits_high114 = icmp sle i128 %most112, 9223372036854775807
  %fits115 = and i1 %fits_low113, %fits_high114
  %least116 = select i1 %fits115, i128 %least111, i128 -9223372036854775808
  %most117 = select i1 %fits115, i128 %most112, i128 9223372036854775807
  %extent118 = sext i64 %dim31 to i128
  %low_ok119 = icmp sge i128 %least116, 0
  %high_ok120 = icmp slt i128 %most117, %extent118
  %ok121 = and i1 %ok95, %low_ok119
  %ok122 = and i1 %ok121, %high_ok120
  %v123 = load i64, ptr %j, align 8
  %base124 = sext i64 %v123 to i128
  store i64 1, ptr %j, align 8
  %v125 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next126 = sext i64 %v125 to i128
  %step127 = sub i128 %at_next126, %base124
  %step128 = trunc i128 %step127 to i64
  %step129 = sext i64 %step128 to i128
  %len130 = sub i64 %dim31, 0
  %span131 = sub i64 %len130, 1
  %span132 = sext i64 %span131 to i128
  %reach133 = mul i128 %step129, %span132
  %c134 = icmp slt i128 %reach133, 0
  %min135 = select i1 %c134, i128 %reach133, i128 0
  %c136 = icmp sgt i128 %reach133, 0
  %max137 = select i1 %c136, i128 %reach133, i128 0
  %least138 = add i128 %base124, %min135
  %most139 = add i128 %base124, %max137
  %fits_low140 = icmp sge i128 %least138, -9223372036854775808
  %fits_high141 = icmp sle i128 %most139, 9223372036854775807
  %fits142 = and i1 %fits_low140, %fits_high141
  %least143 = select i1 %fits142, i128 %least138, i128 -9223372036854775808
  %most144 = select i1 %fits142, i128 %most139, i128 9223372036854775807
  %extent145 = sext i64 %dim to i128
  %low_ok146 = icmp sge i128 %least143, 0
  %high_ok147 = icmp slt i128 %most144, %extent145
  %ok148 = and i1 %ok122, %low_ok146
  %ok149 = and i1 %ok148, %high_ok147
  %v150 = load i64, ptr %j, align 8
  %base151 = sext i64 %v150 to i128
  store i64 1, ptr %j, align 8
  %v152 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next153 = sext i64 %v152 to i128
  %step154 = sub i128 %at_next153, %base151
  %step155 = trunc i128 %step154 to i64
  %step156 = sext i64 %step155 to i128
  %len157 = sub i64 %dim31, 0
  %span158 = sub i64 %len157, 1
  %span159 = sext i64 %span158 to i128
  %reach160 = mul i128 %step156, %span159
  %c161 = icmp slt i128 %reach160, 0
  %min162 = select i1 %c161, i128 %reach160, i128 0
  %c163 = icmp sgt i128 %reach160, 0
  %max164 = select i1 %c163, i128 %reach160, i128 0
  %least165 = add i128 %base151, %min162
  %most166 = add i128 %base151, %max164
  %fits_low167 = icmp sge i128 %least165, -9223372036854775808
  %fits_high168 = icmp sle i128 %most166, 9223372036854775807
  %fits169 = and i1 %fits_low167, %fits_high168
  %least170 = select i1 %fits169, i128 %least165, i128 -9223372036854775808
  %most171 = select i1 %fits169, i128 %most166, i128 9223372036854775807
  %extent172 = sext i64 %dim6 to i128
  %low_ok173 = icmp sge i128 %least170, 0
  %high_ok174 = icmp slt i128 %most171, %extent172
  %ok175 = and i1 %ok149, %low_ok173
  %ok176 = and i1 %ok175, %high_ok174
  br i1 %ok176, label %proved, label %checked

exit:                                             ; preds = %loop
  ret i32 0

proved:                                           ; preds = %body28
  store i64 0, ptr %j, align 8
  br label %loop177

checked:                                          ; preds = %body28
  store i64 0, ptr %j, align 8
  br label %loop264

versions_done:                                    ; preds = %exit266, %exit179
  %v443 = load i64, ptr %i, align 8
  %pos444 = mul i64 0, %dim
  %pos445 = add i64 %pos444, %v443
  %v446 = load float, ptr %acc_ax_29, align 4
  %elp449 = getelementptr inbounds float, ptr %buf448, i64 %pos445
  store float %v446, ptr %elp449, align 4, !alias.scope !0, !noalias !3
  %v450 = load i64, ptr %i, align 8
  %pos451 = mul i64 0, %dim
  %pos452 = add i64 %pos451, %v450
  %v453 = load float, ptr %acc_ay_46, align 4
  %elp456 = getelementptr inbounds float, ptr %buf455, i64 %pos452
  store float %v453, ptr %elp456, align 4, !alias.scope !8, !noalias !9
  %i457 = load i64, ptr %i, align 8
  %next458 = add i64 %i457, 1
  store i64 %next458, ptr %i, align 8
  br label %loop

loop177:                                          ; preds = %body178, %proved
  %i180 = load i64, ptr %j, align 8
  %more181 = icmp slt i64 %i180, %dim31
  br i1 %more181, label %body178, label %exit179

body178:                                          ; preds = %loop177
  %v182 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim31
  %pos183 = add i64 %pos, %v182
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos183
  %el = load float, ptr %elp, align 4, !alias.scope !10, !noalias !11
  store float %el, ptr %ms_9, align 4
  %v184 = load i64, ptr %i, align 8
  %pos185 = mul i64 0, %dim
  %pos186 = add i64 %pos185, %v184
  %elp189 = getelementptr inbounds float, ptr %buf188, i64 %pos186
  %el190 = load float, ptr %elp189, align 4, !alias.scope !12, !noalias !13
  store float %el190, ptr %xs_63, align 4
  %v191 = load i64, ptr %i, align 8
  %pos192 = mul i64 0, %dim6
  %pos193 = add i64 %pos192, %v191
  %elp196 = getelementptr inbounds float, ptr %buf195, i64 %pos193
  %el197 = load float, ptr %elp196, align 4, !alias.scope !14, !noalias !15
  store float %el197, ptr %ys_54, align 4
  %v198 = load i64, ptr %j, align 8
  %pos199 = mul i64 0, %dim
  %pos200 = add i64 %pos199, %v198
  %elp201 = getelementptr inbounds float, ptr %buf188, i64 %pos200
  %el202 = load float, ptr %elp201, align 4, !alias.scope !12, !noalias !13
  store float %el202, ptr %xs_66, align 4
  %v203 = load i64, ptr %j, align 8
  %pos204 = mul i64 0, %dim6
  %pos205 = add i64 %pos204, %v203
  %elp206 = getelementptr inbounds float, ptr %buf195, i64 %pos205
  %el207 = load float, ptr %elp206, align 4, !alias.scope !14, !noalias !15
  store float %el207, ptr %ys_57, align 4
  %v208 = load float, ptr %xs_66, align 4
  %v209 = load float, ptr %xs_63, align 4
  %fs = fsub float %v208, %v209
  store float %fs, ptr %dx_26, align 4
  %v210 = load float, ptr %ms_9, align 4
  %v211 = load float, ptr %dx_26, align 4
  %fm = fmul float %v210, %v211
  %v212 = load float, ptr %dx_26, align 4
  %v213 = load float, ptr %dx_26, align 4
  %fm214 = fmul float %v212, %v213
  %v215 = load float, ptr %ys_57, align 4
  %v216 = load float, ptr %ys_54, align 4
  %fs217 = fsub float %v215, %v216
  store float %fs217, ptr %dy_27, align 4
  %v218 = load float, ptr %dy_27, align 4
  %v219 = load float, ptr %dy_27, align 4
  %fm220 = fmul float %v218, %v219
  %fa = fadd float %fm214, %fm220
  %fa221 = fadd float %fa, 0x3F847AE140000000
  store float %fa221, ptr %d2_28, align 4
  %v222 = load float, ptr %d2_28, align 4
  %v223 = load float, ptr %d2_28, align 4
  %call = call float @llvm.sqrt.f32(float %v223)
  %fm224 = fmul float %v222, %call
  %fd = fdiv float %fm, %fm224
  store float %fd, ptr %fx_18, align 4
  %v225 = load float, ptr %acc_ax_29, align 4
  %v226 = load float, ptr %fx_18, align 4
  %fa227 = fadd reassoc float %v225, %v226
  store float %fa227, ptr %acc_ax_29, align 4
  %v228 = load i64, ptr %j, align 8
  %pos229 = mul i64 0, %dim
  %pos230 = add i64 %pos229, %v228
  %elp231 = getelementptr inbounds float, ptr %buf188, i64 %pos230
  %el232 = load float, ptr %elp231, align 4, !alias.scope !12, !noalias !13
  store float %el232, ptr %xs_69, align 4
  %v233 = load i64, ptr %j, align 8
  %pos234 = mul i64 0, %dim6
  %pos235 = add i64 %pos234, %v233
  %elp236 = getelementptr inbounds float, ptr %buf195, i64 %pos235
  %el237 = load float, ptr %elp236, align 4, !alias.scope !14, !noalias !15
  store float %el237, ptr %ys_60, align 4
  %v238 = load float, ptr %ys_60, align 4
  %v239 = load float, ptr %ys_54, align 4
  %fs240 = fsub float %v238, %v239
  store float %fs240, ptr %dy_43, align 4
  %v241 = load float, ptr %ms_9, align 4
  %v242 = load float, ptr %dy_43, align 4
  %fm243 = fmul float %v241, %v242
  %v244 = load float, ptr %xs_69, align 4
  %v245 = load float, ptr %xs_63, align 4
  %fs246 = fsub float %v244, %v245
  store float %fs246, ptr %dx_44, align 4
  %v247 = load float, ptr %dx_44, align 4
  %v248 = load float, ptr %dx_44, align 4
  %fm249 = fmul float %v247, %v248
  %v250 = load float, ptr %dy_43, align 4
  %v251 = load float, ptr %dy_43, align 4
  %fm252 = fmul float %v250, %v251
  %fa253 = fadd float %fm249, %fm252
  %fa254 = fadd float %fa253, 0x3F847AE140000000
  store float %fa254, ptr %d2_45, align 4
  %v255 = load float, ptr %d2_45, align 4
  %v256 = load float, ptr %d2_45, align 4
  %call257 = call float @llvm.sqrt.f32(float %v256)
  %fm258 = fmul float %v255, %call257
  %fd259 = fdiv float %fm243, %fm258
  store float %fd259, ptr %fy_35, align 4
  %v260 = load float, ptr %acc_ay_46, align 4
  %v261 = load float, ptr %fy_35, align 4
  %fa262 = fadd reassoc float %v260, %v261
  store float %fa262, ptr %acc_ay_46, align 4
  %i263 = load i64, ptr %j, align 8
  %next = add i64 %i263, 1
  store i64 %next, ptr %j, align 8
  br label %loop177

exit179:                                          ; preds = %loop177
  br label %versions_done

loop264:                                          ; preds = %ok407, %checked
  %i267 = load i64, ptr %j, align 8
  %more268 = icmp slt i64 %i267, %dim31
  br i1 %more268, label %body265, label %exit266

body265:                                          ; preds = %loop264
  %v269 = load i64, ptr %j, align 8
  %inb = icmp ult i64 %v269, %dim31
  br i1 %inb, label %ok271, label %fail270

exit266:                                          ; preds = %loop264
  br label %versions_done

fail270:                                          ; preds = %body265
  %errp272 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp272, align 8
  %errp273 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp273, align 8
  %errp274 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v269, ptr %errp274, align 8
  %errp275 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim31, ptr %errp275, align 8
  ret i32 1

ok271:                                            ; preds = %body265
  %pos276 = mul i64 0, %dim31
  %pos277 = add i64 %pos276, %v269
  %elp278 = getelementptr inbounds float, ptr %buf, i64 %pos277
  %el279 = load float, ptr %elp278, align 4, !alias.scope !10, !noalias !11
  store float %el279, ptr %ms_9, align 4
  %v280 = load i64, ptr %j, align 8
  %ic = icmp sge i64 %v280, 0
  br i1 %ic, label %rhs, label %sc

rhs:                                              ; preds = %ok271
  %v281 = load i64, ptr %j, align 8
  %ic282 = icmp slt i64 %v281, %dim
  br label %sc

sc:                                               ; preds = %rhs, %ok271
  %sc283 = phi i1 [ false, %ok271 ], [ %ic282, %rhs ]
  %v284 = load i64, ptr %j, align 8
  br i1 %sc283, label %ok286, label %fail285

fail285:                                          ; preds = %sc
  %errp287 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp287, align 8
  %errp288 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp288, align 8
  %errp289 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v284, ptr %errp289, align 8
  %errp290 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp290, align 8
  ret i32 1

ok286:                                            ; preds = %sc
  %v291 = load i64, ptr %i, align 8
  %ic292 = icmp sge i64 %v291, 0
  br i1 %ic292, label %rhs293, label %sc294

rhs293:                                           ; preds = %ok286
  %v295 = load i64, ptr %i, align 8
  %ic296 = icmp slt i64 %v295, %dim
  br label %sc294

sc294:                                            ; preds = %rhs293, %ok286
  %sc297 = phi i1 [ false, %ok286 ], [ %ic296, %rhs293 ]
  %v298 = load i64, ptr %i, align 8
  br i1 %sc297, label %ok300, label %fail299

fail299:                                          ; preds = %sc294
  %errp301 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp301, align 8
  %errp302 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp302, align 8
  %errp303 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v298, ptr %errp303, align 8
  %errp304 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp304, align 8
  ret i32 1

ok300:                                            ; preds = %sc294
  %v305 = load i64, ptr %i, align 8
  %pos306 = mul i64 0, %dim
  %pos307 = add i64 %pos306, %v305
  %elp308 = getelementptr inbounds float, ptr %buf188, i64 %pos307
  %el309 = load float, ptr %elp308, align 4, !alias.scope !12, !noalias !13
  store float %el309, ptr %xs_63, align 4
  %v310 = load i64, ptr %j, align 8
  %ic311 = icmp sge i64 %v310, 0
  br i1 %ic311, label %rhs312, label %sc313

rhs312:                                           ; preds = %ok300
  %v314 = load i64, ptr %j, align 8
  %ic315 = icmp slt i64 %v314, %dim
  br label %sc313

sc313:                                            ; preds = %rhs312, %ok300
  %sc316 = phi i1 [ false, %ok300 ], [ %ic315, %rhs312 ]
  %v317 = load i64, ptr %j, align 8
  br i1 %sc316, label %ok319, label %fail318

fail318:                                          ; preds = %sc313
  %errp320 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp320, align 8
  %errp321 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp321, align 8
  %errp322 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v317, ptr %errp322, align 8
  %errp323 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp323, align 8
  ret i32 1

ok319:                                            ; preds = %sc313
  %v324 = load i64, ptr %i, align 8
  %ic325 = icmp sge i64 %v324, 0
  br i1 %ic325, label %rhs326, label %sc327

rhs326:                                           ; preds = %ok319
  %v328 = load i64, ptr %i, align 8
  %ic329 = icmp slt i64 %v328, %dim6
  br label %sc327

sc327:                                            ; preds = %rhs326, %ok319
  %sc330 = phi i1 [ false, %ok319 ], [ %ic329, %rhs326 ]
  %v331 = load i64, ptr %i, align 8
  br i1 %sc330, label %ok333, label %fail332

fail332:                                          ; preds = %sc327
  %errp334 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp334, align 8
  %errp335 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp335, align 8
  %errp336 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v331, ptr %errp336, align 8
  %errp337 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp337, align 8
  ret i32 1

ok333:                                            ; preds = %sc327
  %v338 = load i64, ptr %i, align 8
  %pos339 = mul i64 0, %dim6
  %pos340 = add i64 %pos339, %v338
  %elp341 = getelementptr inbounds float, ptr %buf195, i64 %pos340
  %el342 = load float, ptr %elp341, align 4, !alias.scope !14, !noalias !15
  store float %el342, ptr %ys_54, align 4
  %v343 = load i64, ptr %j, align 8
  %inb344 = icmp ult i64 %v343, %dim
  br i1 %inb344, label %ok346, label %fail345

fail345:                                          ; preds = %ok333
  %errp347 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp347, align 8
  %errp348 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp348, align 8
  %errp349 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v343, ptr %errp349, align 8
  %errp350 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp350, align 8
  ret i32 1

ok346:                                            ; preds = %ok333
  %pos351 = mul i64 0, %dim
  %pos352 = add i64 %pos351, %v343
  %elp353 = getelementptr inbounds float, ptr %buf188, i64 %pos352
  %el354 = load float, ptr %elp353, align 4, !alias.scope !12, !noalias !13
  store float %el354, ptr %xs_66, align 4
  %v355 = load i64, ptr %j, align 8
  %inb356 = icmp ult i64 %v355, %dim6
  br i1 %inb356, label %ok358, label %fail357

fail357:                                          ; preds = %ok346
  %errp359 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp359, align 8
  %errp360 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp360, align 8
  %errp361 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v355, ptr %errp361, align 8
  %errp362 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp362, align 8
  ret i32 1

ok358:                                            ; preds = %ok346
  %pos363 = mul i64 0, %dim6
  %pos364 = add i64 %pos363, %v355
  %elp365 = getelementptr inbounds float, ptr %buf195, i64 %pos364
  %el366 = load float, ptr %elp365, align 4, !alias.scope !14, !noalias !15
  store float %el366, ptr %ys_57, align 4
  %v367 = load float, ptr %xs_66, align 4
  %v368 = load float, ptr %xs_63, align 4
  %fs369 = fsub float %v367, %v368
  store float %fs369, ptr %dx_26, align 4
  %v370 = load float, ptr %ms_9, align 4
  %v371 = load float, ptr %dx_26, align 4
  %fm372 = fmul float %v370, %v371
  %v373 = load float, ptr %dx_26, align 4
  %v374 = load float, ptr %dx_26, align 4
  %fm375 = fmul float %v373, %v374
  %v376 = load float, ptr %ys_57, align 4
  %v377 = load float, ptr %ys_54, align 4
  %fs378 = fsub float %v376, %v377
  store float %fs378, ptr %dy_27, align 4
  %v379 = load float, ptr %dy_27, align 4
  %v380 = load float, ptr %dy_27, align 4
  %fm381 = fmul float %v379, %v380
  %fa382 = fadd float %fm375, %fm381
  %fa383 = fadd float %fa382, 0x3F847AE140000000
  store float %fa383, ptr %d2_28, align 4
  %v384 = load float, ptr %d2_28, align 4
  %v385 = load float, ptr %d2_28, align 4
  %call386 = call float @llvm.sqrt.f32(float %v385)
  %fm387 = fmul float %v384, %call386
  %fd388 = fdiv float %fm372, %fm387
  store float %fd388, ptr %fx_18, align 4
  %v389 = load float, ptr %acc_ax_29, align 4
  %v390 = load float, ptr %fx_18, align 4
  %fa391 = fadd reassoc float %v389, %v390
  store float %fa391, ptr %acc_ax_29, align 4
  %v392 = load i64, ptr %j, align 8
  %inb393 = icmp ult i64 %v392, %dim
  br i1 %inb393, label %ok395, label %fail394

fail394:                                          ; preds = %ok358
  %errp396 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp396, align 8
  %errp397 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp397, align 8
  %errp398 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v392, ptr %errp398, align 8
  %errp399 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp399, align 8
  ret i32 1

ok395:                                            ; preds = %ok358
  %pos400 = mul i64 0, %dim
  %pos401 = add i64 %pos400, %v392
  %elp402 = getelementptr inbounds float, ptr %buf188, i64 %pos401
  %el403 = load float, ptr %elp402, align 4, !alias.scope !12, !noalias !13
  store float %el403, ptr %xs_69, align 4
  %v404 = load i64, ptr %j, align 8
  %inb405 = icmp ult i64 %v404, %dim6
  br i1 %inb405, label %ok407, label %fail406

fail406:                                          ; preds = %ok395
  %errp408 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp408, align 8
  %errp409 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp409, align 8
  %errp410 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v404, ptr %errp410, align 8
  %errp411 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp411, align 8
  ret i32 1

ok407:                                            ; preds = %ok395
  %pos412 = mul i64 0, %dim6
  %pos413 = add i64 %pos412, %v404
  %elp414 = getelementptr inbounds float, ptr %buf195, i64 %pos413
  %el415 = load float, ptr %elp414, align 4, !alias.scope !14, !noalias !15
  store float %el415, ptr %ys_60, align 4
  %v416 = load float, ptr %ys_60, align 4
  %v417 = load float, ptr %ys_54, align 4
  %fs418 = fsub float %v416, %v417
  store float %fs418, ptr %dy_43, align 4
  %v419 = load float, ptr %ms_9, align 4
  %v420 = load float, ptr %dy_43, align 4
  %fm421 = fmul float %v419, %v420
  %v422 = load float, ptr %xs_69, align 4
  %v423 = load float, ptr %xs_63, align 4
  %fs424 = fsub float %v422, %v423
  store float %fs424, ptr %dx_44, align 4
  %v425 = load float, ptr %dx_44, align 4
  %v426 = load float, ptr %dx_44, align 4
  %fm427 = fmul float %v425, %v426
  %v428 = load float, ptr %dy_43, align 4
  %v429 = load float, ptr %dy_43, align 4
  %fm430 = fmul float %v428, %v429
  %fa431 = fadd float %fm427, %fm430
  %fa432 = fadd float %fa431, 0x3F847AE140000000
  store float %fa432, ptr %d2_45, align 4
  %v433 = load float, ptr %d2_45, align 4
  %v434 = load float, ptr %d2_45, align 4
  %call435 = call float @llvm.sqrt.f32(float %v434)
  %fm436 = fmul float %v433, %call435
  %fd437 = fdiv float %fm421, %fm436
  store float %fd437, ptr %fy_35, align 4
  %v438 = load float, ptr %acc_ay_46, align 4
  %v439 = load float, ptr %fy_35, align 4
  %fa440 = fadd reassoc float %v438, %v439
  store float %fa440, ptr %acc_ay_46, align 4
  %i441 = load i64, ptr %j, align 8
  %next442 = add i64 %i441, 1
  store i64 %next442, ptr %j, align 8
  br label %loop264
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #3

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.10", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.1", !2}
!6 = !{!"fuselab.buf.2", !2}
!7 = !{!"fuselab.buf.11", !2}
!8 = !{!7}
!9 = !{!4, !5, !6, !1}
!10 = !{!6}
!11 = !{!4, !5, !1, !7}
!12 = !{!4}
!13 = !{!5, !6, !1, !7}
!14 = !{!5}
!15 = !{!4, !6, !1, !7}

