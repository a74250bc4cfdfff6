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
  %shared_75 = alloca float, align 4
  %fx_18 = alloca float, align 4
  %xs_69 = alloca float, align 4
  %ys_60 = alloca float, align 4
  %dy_43 = alloca float, align 4
  %dx_44 = alloca float, align 4
  %d2_45 = alloca float, align 4
  %fy_35 = alloca float, align 4
  %bufp421 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf422 = load ptr, ptr %bufp421, align 8
  %bufp428 = getelementptr inbounds ptr, ptr %0, i64 11
  %buf429 = load ptr, ptr %bufp428, align 8
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
  br label %loop251

versions_done:                                    ; preds = %exit253, %exit179
  %v417 = load i64, ptr %i, align 8
  %pos418 = mul i64 0, %dim
  %pos419 = add i64 %pos418, %v417
  %v420 = load float, ptr %acc_ax_29, align 4
  %elp423 = getelementptr inbounds float, ptr %buf422, i64 %pos419
  store float %v420, ptr %elp423, align 4, !alias.scope !0, !noalias !3
  %v424 = load i64, ptr %i, align 8
  %pos425 = mul i64 0, %dim
  %pos426 = add i64 %pos425, %v424
  %v427 = load float, ptr %acc_ay_46, align 4
  %elp430 = getelementptr inbounds float, ptr %buf429, i64 %pos426
  store float %v427, ptr %elp430, align 4, !alias.scope !8, !noalias !9
  %i431 = load i64, ptr %i, align 8
  %next432 = add i64 %i431, 1
  store i64 %next432, ptr %i, align 8
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
  %v210 = load float, ptr %ys_57, align 4
  %v211 = load float, ptr %ys_54, align 4
  %fs212 = fsub float %v210, %v211
  store float %fs212, ptr %dy_27, align 4
  %v213 = load float, ptr %dx_26, align 4
  %v214 = load float, ptr %dx_26, align 4
  %fm = fmul float %v213, %v214
  %v215 = load float, ptr %dy_27, align 4
  %v216 = load float, ptr %dy_27, align 4
  %fm217 = fmul float %v215, %v216
  %fa = fadd float %fm, %fm217
  %fa218 = fadd float %fa, 0x3F847AE140000000
  store float %fa218, ptr %d2_28, align 4
  %v219 = load float, ptr %d2_28, align 4
  %v220 = load float, ptr %d2_28, align 4
  %call = call float @llvm.sqrt.f32(float %v220)
  %fm221 = fmul float %v219, %call
  store float %fm221, ptr %shared_75, align 4
  %v222 = load float, ptr %ms_9, align 4
  %v223 = load float, ptr %dx_26, align 4
  %fm224 = fmul float %v222, %v223
  %v225 = load float, ptr %shared_75, align 4
  %fd = fdiv float %fm224, %v225
  store float %fd, ptr %fx_18, align 4
  %v226 = load float, ptr %acc_ax_29, align 4
  %v227 = load float, ptr %fx_18, align 4
  %fa228 = fadd reassoc float %v226, %v227
  store float %fa228, ptr %acc_ax_29, align 4
  %v229 = load i64, ptr %j, align 8
  %pos230 = mul i64 0, %dim
  %pos231 = add i64 %pos230, %v229
  %elp232 = getelementptr inbounds float, ptr %buf188, i64 %pos231
  %el233 = load float, ptr %elp232, align 4, !alias.scope !12, !noalias !13
  store float %el233, ptr %xs_69, align 4
  %v234 = load i64, ptr %j, align 8
  %pos235 = mul i64 0, %dim6
  %pos236 = add i64 %pos235, %v234
  %elp237 = getelementptr inbounds float, ptr %buf195, i64 %pos236
  %el238 = load float, ptr %elp237, align 4, !alias.scope !14, !noalias !15
  store float %el238, ptr %ys_60, align 4
  %v239 = load float, ptr %dy_27, align 4
  store float %v239, ptr %dy_43, align 4
  %v240 = load float, ptr %dx_26, align 4
  store float %v240, ptr %dx_44, align 4
  %v241 = load float, ptr %d2_28, align 4
  store float %v241, ptr %d2_45, align 4
  %v242 = load float, ptr %ms_9, align 4
  %v243 = load float, ptr %dy_27, align 4
  %fm244 = fmul float %v242, %v243
  %v245 = load float, ptr %shared_75, align 4
  %fd246 = fdiv float %fm244, %v245
  store float %fd246, ptr %fy_35, align 4
  %v247 = load float, ptr %acc_ay_46, align 4
  %v248 = load float, ptr %fy_35, align 4
  %fa249 = fadd reassoc float %v247, %v248
  store float %fa249, ptr %acc_ay_46, align 4
  %i250 = load i64, ptr %j, align 8
  %next = add i64 %i250, 1
  store i64 %next, ptr %j, align 8
  br label %loop177

exit179:                                          ; preds = %loop177
  br label %versions_done

loop251:                                          ; preds = %ok395, %checked
  %i254 = load i64, ptr %j, align 8
  %more255 = icmp slt i64 %i254, %dim31
  br i1 %more255, label %body252, label %exit253

body252:                                          ; preds = %loop251
  %v256 = load i64, ptr %j, align 8
  %inb = icmp ult i64 %v256, %dim31
  br i1 %inb, label %ok258, label %fail257

exit253:                                          ; preds = %loop251
  br label %versions_done

fail257:                                          ; preds = %body252
  %errp259 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp259, align 8
  %errp260 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp260, align 8
  %errp261 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v256, ptr %errp261, align 8
  %errp262 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim31, ptr %errp262, align 8
  ret i32 1

ok258:                                            ; preds = %body252
  %pos263 = mul i64 0, %dim31
  %pos264 = add i64 %pos263, %v256
  %elp265 = getelementptr inbounds float, ptr %buf, i64 %pos264
  %el266 = load float, ptr %elp265, align 4, !alias.scope !10, !noalias !11
  store float %el266, ptr %ms_9, align 4
  %v267 = load i64, ptr %j, align 8
  %ic = icmp sge i64 %v267, 0
  br i1 %ic, label %rhs, label %sc

rhs:                                              ; preds = %ok258
  %v268 = load i64, ptr %j, align 8
  %ic269 = icmp slt i64 %v268, %dim
  br label %sc

sc:                                               ; preds = %rhs, %ok258
  %sc270 = phi i1 [ false, %ok258 ], [ %ic269, %rhs ]
  %v271 = load i64, ptr %j, align 8
  br i1 %sc270, label %ok273, label %fail272

fail272:                                          ; preds = %sc
  %errp274 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp274, align 8
  %errp275 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp275, align 8
  %errp276 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v271, ptr %errp276, align 8
  %errp277 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp277, align 8
  ret i32 1

ok273:                                            ; preds = %sc
  %v278 = load i64, ptr %i, align 8
  %ic279 = icmp sge i64 %v278, 0
  br i1 %ic279, label %rhs280, label %sc281

rhs280:                                           ; preds = %ok273
  %v282 = load i64, ptr %i, align 8
  %ic283 = icmp slt i64 %v282, %dim
  br label %sc281

sc281:                                            ; preds = %rhs280, %ok273
  %sc284 = phi i1 [ false, %ok273 ], [ %ic283, %rhs280 ]
  %v285 = load i64, ptr %i, align 8
  br i1 %sc284, label %ok287, label %fail286

fail286:                                          ; preds = %sc281
  %errp288 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp288, align 8
  %errp289 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp289, align 8
  %errp290 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v285, ptr %errp290, align 8
  %errp291 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp291, align 8
  ret i32 1

ok287:                                            ; preds = %sc281
  %v292 = load i64, ptr %i, align 8
  %pos293 = mul i64 0, %dim
  %pos294 = add i64 %pos293, %v292
  %elp295 = getelementptr inbounds float, ptr %buf188, i64 %pos294
  %el296 = load float, ptr %elp295, align 4, !alias.scope !12, !noalias !13
  store float %el296, ptr %xs_63, align 4
  %v297 = load i64, ptr %j, align 8
  %ic298 = icmp sge i64 %v297, 0
  br i1 %ic298, label %rhs299, label %sc300

rhs299:                                           ; preds = %ok287
  %v301 = load i64, ptr %j, align 8
  %ic302 = icmp slt i64 %v301, %dim
  br label %sc300

sc300:                                            ; preds = %rhs299, %ok287
  %sc303 = phi i1 [ false, %ok287 ], [ %ic302, %rhs299 ]
  %v304 = load i64, ptr %j, align 8
  br i1 %sc303, label %ok306, label %fail305

fail305:                                          ; preds = %sc300
  %errp307 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp307, align 8
  %errp308 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp308, align 8
  %errp309 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v304, ptr %errp309, align 8
  %errp310 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp310, align 8
  ret i32 1

ok306:                                            ; preds = %sc300
  %v311 = load i64, ptr %i, align 8
  %ic312 = icmp sge i64 %v311, 0
  br i1 %ic312, label %rhs313, label %sc314

rhs313:                                           ; preds = %ok306
  %v315 = load i64, ptr %i, align 8
  %ic316 = icmp slt i64 %v315, %dim6
  br label %sc314

sc314:                                            ; preds = %rhs313, %ok306
  %sc317 = phi i1 [ false, %ok306 ], [ %ic316, %rhs313 ]
  %v318 = load i64, ptr %i, align 8
  br i1 %sc317, label %ok320, label %fail319

fail319:                                          ; preds = %sc314
  %errp321 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp321, align 8
  %errp322 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp322, align 8
  %errp323 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v318, ptr %errp323, align 8
  %errp324 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp324, align 8
  ret i32 1

ok320:                                            ; preds = %sc314
  %v325 = load i64, ptr %i, align 8
  %pos326 = mul i64 0, %dim6
  %pos327 = add i64 %pos326, %v325
  %elp328 = getelementptr inbounds float, ptr %buf195, i64 %pos327
  %el329 = load float, ptr %elp328, align 4, !alias.scope !14, !noalias !15
  store float %el329, ptr %ys_54, align 4
  %v330 = load i64, ptr %j, align 8
  %inb331 = icmp ult i64 %v330, %dim
  br i1 %inb331, label %ok333, label %fail332

fail332:                                          ; preds = %ok320
  %errp334 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp334, align 8
  %errp335 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp335, align 8
  %errp336 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v330, ptr %errp336, align 8
  %errp337 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp337, align 8
  ret i32 1

ok333:                                            ; preds = %ok320
  %pos338 = mul i64 0, %dim
  %pos339 = add i64 %pos338, %v330
  %elp340 = getelementptr inbounds float, ptr %buf188, i64 %pos339
  %el341 = load float, ptr %elp340, align 4, !alias.scope !12, !noalias !13
  store float %el341, ptr %xs_66, align 4
  %v342 = load i64, ptr %j, align 8
  %inb343 = icmp ult i64 %v342, %dim6
  br i1 %inb343, label %ok345, label %fail344

fail344:                                          ; preds = %ok333
  %errp346 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp346, align 8
  %errp347 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp347, align 8
  %errp348 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v342, ptr %errp348, align 8
  %errp349 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp349, align 8
  ret i32 1

ok345:                                            ; preds = %ok333
  %pos350 = mul i64 0, %dim6
  %pos351 = add i64 %pos350, %v342
  %elp352 = getelementptr inbounds float, ptr %buf195, i64 %pos351
  %el353 = load float, ptr %elp352, align 4, !alias.scope !14, !noalias !15
  store float %el353, ptr %ys_57, align 4
  %v354 = load float, ptr %xs_66, align 4
  %v355 = load float, ptr %xs_63, align 4
  %fs356 = fsub float %v354, %v355
  store float %fs356, ptr %dx_26, align 4
  %v357 = load float, ptr %ys_57, align 4
  %v358 = load float, ptr %ys_54, align 4
  %fs359 = fsub float %v357, %v358
  store float %fs359, ptr %dy_27, align 4
  %v360 = load float, ptr %dx_26, align 4
  %v361 = load float, ptr %dx_26, align 4
  %fm362 = fmul float %v360, %v361
  %v363 = load float, ptr %dy_27, align 4
  %v364 = load float, ptr %dy_27, align 4
  %fm365 = fmul float %v363, %v364
  %fa366 = fadd float %fm362, %fm365
  %fa367 = fadd float %fa366, 0x3F847AE140000000
  store float %fa367, ptr %d2_28, align 4
  %v368 = load float, ptr %d2_28, align 4
  %v369 = load float, ptr %d2_28, align 4
  %call370 = call float @llvm.sqrt.f32(float %v369)
  %fm371 = fmul float %v368, %call370
  store float %fm371, ptr %shared_75, align 4
  %v372 = load float, ptr %ms_9, align 4
  %v373 = load float, ptr %dx_26, align 4
  %fm374 = fmul float %v372, %v373
  %v375 = load float, ptr %shared_75, align 4
  %fd376 = fdiv float %fm374, %v375
  store float %fd376, ptr %fx_18, align 4
  %v377 = load float, ptr %acc_ax_29, align 4
  %v378 = load float, ptr %fx_18, align 4
  %fa379 = fadd reassoc float %v377, %v378
  store float %fa379, ptr %acc_ax_29, align 4
  %v380 = load i64, ptr %j, align 8
  %inb381 = icmp ult i64 %v380, %dim
  br i1 %inb381, label %ok383, label %fail382

fail382:                                          ; preds = %ok345
  %errp384 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp384, align 8
  %errp385 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp385, align 8
  %errp386 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v380, ptr %errp386, align 8
  %errp387 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp387, align 8
  ret i32 1

ok383:                                            ; preds = %ok345
  %pos388 = mul i64 0, %dim
  %pos389 = add i64 %pos388, %v380
  %elp390 = getelementptr inbounds float, ptr %buf188, i64 %pos389
  %el391 = load float, ptr %elp390, align 4, !alias.scope !12, !noalias !13
  store float %el391, ptr %xs_69, align 4
  %v392 = load i64, ptr %j, align 8
  %inb393 = icmp ult i64 %v392, %dim6
  br i1 %inb393, label %ok395, label %fail394

fail394:                                          ; preds = %ok383
  %errp396 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp396, align 8
  %errp397 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp397, align 8
  %errp398 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v392, ptr %errp398, align 8
  %errp399 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp399, align 8
  ret i32 1

ok395:                                            ; preds = %ok383
  %pos400 = mul i64 0, %dim6
  %pos401 = add i64 %pos400, %v392
  %elp402 = getelementptr inbounds float, ptr %buf195, i64 %pos401
  %el403 = load float, ptr %elp402, align 4, !alias.scope !14, !noalias !15
  store float %el403, ptr %ys_60, align 4
  %v404 = load float, ptr %dy_27, align 4
  store float %v404, ptr %dy_43, align 4
  %v405 = load float, ptr %dx_26, align 4
  store float %v405, ptr %dx_44, align 4
  %v406 = load float, ptr %d2_28, align 4
  store float %v406, ptr %d2_45, align 4
  %v407 = load float, ptr %ms_9, align 4
  %v408 = load float, ptr %dy_27, align 4
  %fm409 = fmul float %v407, %v408
  %v410 = load float, ptr %shared_75, align 4
  %fd411 = fdiv float %fm409, %v410
  store float %fd411, ptr %fy_35, align 4
  %v412 = load float, ptr %acc_ay_46, align 4
  %v413 = load float, ptr %fy_35, align 4
  %fa414 = fadd reassoc float %v412, %v413
  store float %fa414, ptr %acc_ay_46, align 4
  %i415 = load i64, ptr %j, align 8
  %next416 = add i64 %i415, 1
  store i64 %next416, ptr %j, align 8
  br label %loop251
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

