; cluster c0: Vertical(b, Vertical(s, t))
; ModuleID = 'transpose_scan_c0'
source_filename = "transpose_scan_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i_block = alloca i64, align 8
  %i_lo = alloca i64, align 8
  %i_len = alloca i64, align 8
  %i_start_k = alloca i64, align 8
  %i_start = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %dimp57 = getelementptr inbounds i64, ptr %1, i64 1
  %dim58 = load i64, ptr %dimp57, align 8
  %j = alloca i64, align 8
  %i_k = alloca i64, align 8
  %i193 = alloca i64, align 8
  %acc_s_4 = alloca float, align 4
  %bufp204 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf205 = load ptr, ptr %bufp204, align 8
  %a_3 = alloca float, align 4
  %b_0 = alloca float, align 4
  %bufp220 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf221 = load ptr, ptr %bufp220, align 8
  %i_after_k = alloca i64, align 8
  %i_after = alloca i64, align 8
  %started_5_after = alloca i1, align 1
  %acc_s_4_after = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %add = add i64 %dim, 15
  br i1 true, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp, align 8
  %errp1 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4294967295, ptr %errp1, align 8
  %errp2 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 16, ptr %errp3, align 8
  ret i32 1

ok:                                               ; preds = %body
  %q = sdiv i64 %add, 16
  %negq = sub i64 0, %add
  %div = select i1 false, i64 %negq, i64 %q
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c4 = icmp slt i64 %5, %div
  %min = select i1 %c4, i64 %5, i64 %div
  store i64 %max, ptr %i_block, align 8
  br label %loop

loop:                                             ; preds = %versions_done355, %ok
  %i = load i64, ptr %i_block, align 8
  %more = icmp slt i64 %i, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %i_block, align 8
  %mul = mul i64 %v, 16
  store i64 %mul, ptr %i_lo, align 8
  %v6 = load i64, ptr %i_lo, align 8
  %sub = sub i64 %dim, %v6
  %c7 = icmp slt i64 16, %sub
  %mm = select i1 %c7, i64 16, i64 %sub
  store i64 %mm, ptr %i_len, align 8
  %v8 = load i64, ptr %i_len, align 8
  store i64 0, ptr %i_start_k, align 8
  %v9 = load i64, ptr %i_lo, align 8
  %v10 = load i64, ptr %i_start_k, align 8
  %add11 = add i64 %v9, %v10
  %base = sext i64 %add11 to i128
  store i64 1, ptr %i_start_k, align 8
  %v12 = load i64, ptr %i_lo, align 8
  %v13 = load i64, ptr %i_start_k, align 8
  %add14 = add i64 %v12, %v13
  store i64 0, ptr %i_start_k, align 8
  %at_next = sext i64 %add14 to i128
  %step = sub i128 %at_next, %base
  %step15 = trunc i128 %step to i64
  %step16 = sext i64 %step15 to i128
  %len = sub i64 %v8, 0
  %span = sub i64 %len, 1
  %span17 = sext i64 %span to i128
  %reach = mul i128 %step16, %span17
  %c18 = icmp slt i128 %reach, 0
  %min19 = select i1 %c18, i128 %reach, i128 0
  %c20 = icmp sgt i128 %reach, 0
  %max21 = select i1 %c20, i128 %reach, i128 0
  %least = add i128 %base, %min19
  %most = add i128 %base, %max21
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits = and i1 %fits_low, %fits_high
  %least22 = select i1 %fits, i128 %least, i128 -9223372036854775808
  %most23 = select i1 %fits, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least22, 0
  %high_ok = icmp slt i128 %most23, %extent
  %ok24 = and i1 true, %low_ok
  %ok25 = and i1 %ok24, %high_ok
  br i1 %ok25, label %proved, label %checked

exit:                                             ; preds = %loop
  ret i32 0

proved:                                           ; preds = %body5
  store i64 0, ptr %i_start_k, align 8
  br label %loop26

checked:                                          ; preds = %body5
  store i64 0, ptr %i_start_k, align 8
  br label %loop37

versions_done:                                    ; preds = %exit39, %exit28
  store i64 0, ptr %j, align 8
  br label %loop59

loop26:                                           ; preds = %body27, %proved
  %i29 = load i64, ptr %i_start_k, align 8
  %more30 = icmp slt i64 %i29, %v8
  br i1 %more30, label %body27, label %exit28

body27:                                           ; preds = %loop26
  %v31 = load i64, ptr %i_lo, align 8
  %v32 = load i64, ptr %i_start_k, align 8
  %add33 = add i64 %v31, %v32
  store i64 %add33, ptr %i_start, align 8
  %v34 = load i64, ptr %i_start, align 8
  %pos = mul i64 0, %dim
  %pos35 = add i64 %pos, %v34
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos35
  store float 0.000000e+00, ptr %elp, align 4, !alias.scope !0, !noalias !3
  %i36 = load i64, ptr %i_start_k, align 8
  %next = add i64 %i36, 1
  store i64 %next, ptr %i_start_k, align 8
  br label %loop26, !llvm.loop !6

exit28:                                           ; preds = %loop26
  br label %versions_done

loop37:                                           ; preds = %ok47, %checked
  %i40 = load i64, ptr %i_start_k, align 8
  %more41 = icmp slt i64 %i40, %v8
  br i1 %more41, label %body38, label %exit39

body38:                                           ; preds = %loop37
  %v42 = load i64, ptr %i_lo, align 8
  %v43 = load i64, ptr %i_start_k, align 8
  %add44 = add i64 %v42, %v43
  store i64 %add44, ptr %i_start, align 8
  %v45 = load i64, ptr %i_start, align 8
  %inb = icmp ult i64 %v45, %dim
  br i1 %inb, label %ok47, label %fail46

exit39:                                           ; preds = %loop37
  br label %versions_done

fail46:                                           ; preds = %body38
  %errp48 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp49, align 8
  %errp50 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v45, ptr %errp50, align 8
  %errp51 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp51, align 8
  ret i32 1

ok47:                                             ; preds = %body38
  %pos52 = mul i64 0, %dim
  %pos53 = add i64 %pos52, %v45
  %elp54 = getelementptr inbounds float, ptr %buf, i64 %pos53
  store float 0.000000e+00, ptr %elp54, align 4, !alias.scope !0, !noalias !3
  %i55 = load i64, ptr %i_start_k, align 8
  %next56 = add i64 %i55, 1
  store i64 %next56, ptr %i_start_k, align 8
  br label %loop37, !llvm.loop !8

loop59:                                           ; preds = %versions_done184, %versions_done
  %i62 = load i64, ptr %j, align 8
  %more63 = icmp slt i64 %i62, %dim58
  br i1 %more63, label %body60, label %exit61

body60:                                           ; preds = %loop59
  %v64 = load i64, ptr %i_len, align 8
  store i64 0, ptr %i_k, align 8
  %v65 = load i64, ptr %i_lo, align 8
  %v66 = load i64, ptr %i_k, align 8
  %add67 = add i64 %v65, %v66
  %base68 = sext i64 %add67 to i128
  store i64 1, ptr %i_k, align 8
  %v69 = load i64, ptr %i_lo, align 8
  %v70 = load i64, ptr %i_k, align 8
  %add71 = add i64 %v69, %v70
  store i64 0, ptr %i_k, align 8
  %at_next72 = sext i64 %add71 to i128
  %step73 = sub i128 %at_next72, %base68
  %step74 = trunc i128 %step73 to i64
  %step75 = sext i64 %step74 to i128
  %len76 = sub i64 %v64, 0
  %span77 = sub i64 %len76, 1
  %span78 = sext i64 %span77 to i128
  %reach79 = mul i128 %step75, %span78
  %c80 = icmp slt i128 %reach79, 0
  %min81 = select i1 %c80, i128 %reach79, i128 0
  %c82 = icmp sgt i128 %reach79, 0
  %max83 = select i1 %c82, i128 %reach79, i128 0
  %least84 = add i128 %base68, %min81
  %most85 = add i128 %base68, %max83
  %fits_low86 = icmp sge i128 %least84, -9223372036854775808
  %fits_high87 = icmp sle i128 %most85, 9223372036854775807
  %fits88 = and i1 %fits_low86, %fits_high87
  %least89 = select i1 %fits88, i128 %least84, i128 -9223372036854775808
  %most90 = select i1 %fits88, i128 %most85, i128 9223372036854775807
  %extent91 = sext i64 %dim to i128
  %low_ok92 = icmp sge i128 %least89, 0
  %high_ok93 = icmp slt i128 %most90, %extent91
  %ok94 = and i1 true, %low_ok92
  %ok95 = and i1 %ok94, %high_ok93
  %v96 = load i64, ptr %i_lo, align 8
  %v97 = load i64, ptr %i_k, align 8
  %add98 = add i64 %v96, %v97
  %base99 = sext i64 %add98 to i128
  store i64 1, ptr %i_k, align 8
  %v100 = load i64, ptr %i_lo, align 8
  %v101 = load i64, ptr %i_k, align 8
  %add102 = add i64 %v100, %v101
  store i64 0, ptr %i_k, align 8
  %at_next103 = sext i64 %add102 to i128
  %step104 = sub i128 %at_next103, %base99
  %step105 = trunc i128 %step104 to i64
  %step106 = sext i64 %step105 to i128
  %len107 = sub i64 %v64, 0
  %span108 = sub i64 %len107, 1
  %span109 = sext i64 %span108 to i128
  %reach110 = mul i128 %step106, %span109
  %c111 = icmp slt i128 %reach110, 0
  %min112 = select i1 %c111, i128 %reach110, i128 0
  %c113 = icmp sgt i128 %reach110, 0
  %max114 = select i1 %c113, i128 %reach110, i128 0
  %least115 = add i128 %base99, %min112
  %most116 = add i128 %base99, %max114
  %fits_low117 = icmp sge i128 %least115, -9223372036854775808
  %fits_high118 = icmp sle i128 %most116, 9223372036854775807
  %fits119 = and i1 %fits_low117, %fits_high118
  %least120 = select i1 %fits119, i128 %least115, i128 -9223372036854775808
  %most121 = select i1 %fits119, i128 %most116, i128 9223372036854775807
  %extent122 = sext i64 %dim to i128
  %low_ok123 = icmp sge i128 %least120, 0
  %high_ok124 = icmp slt i128 %most121, %extent122
  %ok125 = and i1 %ok95, %low_ok123
  %ok126 = and i1 %ok125, %high_ok124
  %v127 = load i64, ptr %j, align 8
  %base128 = sext i64 %v127 to i128
  %fits_low129 = icmp sge i128 %base128, -9223372036854775808
  %fits_high130 = icmp sle i128 %base128, 9223372036854775807
  %fits131 = and i1 %fits_low129, %fits_high130
  %least132 = select i1 %fits131, i128 %base128, i128 -9223372036854775808
  %most133 = select i1 %fits131, i128 %base128, i128 9223372036854775807
  %extent134 = sext i64 %dim58 to i128
  %low_ok135 = icmp sge i128 %least132, 0
  %high_ok136 = icmp slt i128 %most133, %extent134
  %ok137 = and i1 %ok126, %low_ok135
  %ok138 = and i1 %ok137, %high_ok136
  %v139 = load i64, ptr %j, align 8
  %base140 = sext i64 %v139 to i128
  %fits_low141 = icmp sge i128 %base140, -9223372036854775808
  %fits_high142 = icmp sle i128 %base140, 9223372036854775807
  %fits143 = and i1 %fits_low141, %fits_high142
  %least144 = select i1 %fits143, i128 %base140, i128 -9223372036854775808
  %most145 = select i1 %fits143, i128 %base140, i128 9223372036854775807
  %extent146 = sext i64 %dim58 to i128
  %low_ok147 = icmp sge i128 %least144, 0
  %high_ok148 = icmp slt i128 %most145, %extent146
  %ok149 = and i1 %ok138, %low_ok147
  %ok150 = and i1 %ok149, %high_ok148
  %v151 = load i64, ptr %i_lo, align 8
  %v152 = load i64, ptr %i_k, align 8
  %add153 = add i64 %v151, %v152
  %base154 = sext i64 %add153 to i128
  store i64 1, ptr %i_k, align 8
  %v155 = load i64, ptr %i_lo, align 8
  %v156 = load i64, ptr %i_k, align 8
  %add157 = add i64 %v155, %v156
  store i64 0, ptr %i_k, align 8
  %at_next158 = sext i64 %add157 to i128
  %step159 = sub i128 %at_next158, %base154
  %step160 = trunc i128 %step159 to i64
  %step161 = sext i64 %step160 to i128
  %len162 = sub i64 %v64, 0
  %span163 = sub i64 %len162, 1
  %span164 = sext i64 %span163 to i128
  %reach165 = mul i128 %step161, %span164
  %c166 = icmp slt i128 %reach165, 0
  %min167 = select i1 %c166, i128 %reach165, i128 0
  %c168 = icmp sgt i128 %reach165, 0
  %max169 = select i1 %c168, i128 %reach165, i128 0
  %least170 = add i128 %base154, %min167
  %most171 = add i128 %base154, %max169
  %fits_low172 = icmp sge i128 %least170, -9223372036854775808
  %fits_high173 = icmp sle i128 %most171, 9223372036854775807
  %fits174 = and i1 %fits_low172, %fits_high173
  %least175 = select i1 %fits174, i128 %least170, i128 -9223372036854775808
  %most176 = select i1 %fits174, i128 %most171, i128 9223372036854775807
  %extent177 = sext i64 %dim to i128
  %low_ok178 = icmp sge i128 %least175, 0
  %high_ok179 = icmp slt i128 %most176, %extent177
  %ok180 = and i1 %ok150, %low_ok178
  %ok181 = and i1 %ok180, %high_ok179
  br i1 %ok181, label %proved182, label %checked183

exit61:                                           ; preds = %loop59
  %v321 = load i64, ptr %i_len, align 8
  store i64 0, ptr %i_after_k, align 8
  %v322 = load i64, ptr %i_lo, align 8
  %v323 = load i64, ptr %i_after_k, align 8
  %add324 = add i64 %v322, %v323
  %base325 = sext i64 %add324 to i128
  store i64 1, ptr %i_after_k, align 8
  %v326 = load i64, ptr %i_lo, align 8
  %v327 = load i64, ptr %i_after_k, align 8
  %add328 = add i64 %v326, %v327
  store i64 0, ptr %i_after_k, align 8
  %at_next329 = sext i64 %add328 to i128
  %step330 = sub i128 %at_next329, %base325
  %step331 = trunc i128 %step330 to i64
  %step332 = sext i64 %step331 to i128
  %len333 = sub i64 %v321, 0
  %span334 = sub i64 %len333, 1
  %span335 = sext i64 %span334 to i128
  %reach336 = mul i128 %step332, %span335
  %c337 = icmp slt i128 %reach336, 0
  %min338 = select i1 %c337, i128 %reach336, i128 0
  %c339 = icmp sgt i128 %reach336, 0
  %max340 = select i1 %c339, i128 %reach336, i128 0
  %least341 = add i128 %base325, %min338
  %most342 = add i128 %base325, %max340
  %fits_low343 = icmp sge i128 %least341, -9223372036854775808
  %fits_high344 = icmp sle i128 %most342, 9223372036854775807
  %fits345 = and i1 %fits_low343, %fits_high344
  %least346 = select i1 %fits345, i128 %least341, i128 -9223372036854775808
  %most347 = select i1 %fits345, i128 %most342, i128 9223372036854775807
  %extent348 = sext i64 %dim to i128
  %low_ok349 = icmp sge i128 %least346, 0
  %high_ok350 = icmp slt i128 %most347, %extent348
  %ok351 = and i1 true, %low_ok349
  %ok352 = and i1 %ok351, %high_ok350
  br i1 %ok352, label %proved353, label %checked354

proved182:                                        ; preds = %body60
  store i64 0, ptr %i_k, align 8
  br label %loop185

checked183:                                       ; preds = %body60
  store i64 0, ptr %i_k, align 8
  br label %loop230

versions_done184:                                 ; preds = %exit232, %exit187
  %i319 = load i64, ptr %j, align 8
  %next320 = add i64 %i319, 1
  store i64 %next320, ptr %j, align 8
  br label %loop59

loop185:                                          ; preds = %join, %proved182
  %i188 = load i64, ptr %i_k, align 8
  %more189 = icmp slt i64 %i188, %v64
  br i1 %more189, label %body186, label %exit187

body186:                                          ; preds = %loop185
  %v190 = load i64, ptr %i_lo, align 8
  %v191 = load i64, ptr %i_k, align 8
  %add192 = add i64 %v190, %v191
  store i64 %add192, ptr %i193, align 8
  %v194 = load i64, ptr %i193, align 8
  %pos195 = mul i64 0, %dim
  %pos196 = add i64 %pos195, %v194
  %elp197 = getelementptr inbounds float, ptr %buf, i64 %pos196
  %el = load float, ptr %elp197, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %acc_s_4, align 4
  %v198 = load i64, ptr %i193, align 8
  %v199 = load i64, ptr %j, align 8
  %pos200 = mul i64 0, %dim
  %pos201 = add i64 %pos200, %v198
  %pos202 = mul i64 %pos201, %dim58
  %pos203 = add i64 %pos202, %v199
  %elp206 = getelementptr inbounds float, ptr %buf205, i64 %pos203
  %el207 = load float, ptr %elp206, align 4, !alias.scope !9, !noalias !10
  store float %el207, ptr %a_3, align 4
  %v208 = load float, ptr %a_3, align 4
  %fm = fmul float %v208, 2.000000e+00
  store float %fm, ptr %b_0, align 4
  %v209 = load i64, ptr %j, align 8
  %ic = icmp ne i64 %v209, 0
  br i1 %ic, label %then, label %else

exit187:                                          ; preds = %loop185
  br label %versions_done184

then:                                             ; preds = %body186
  %v210 = load float, ptr %acc_s_4, align 4
  %v211 = load float, ptr %b_0, align 4
  %fa = fadd float %v210, %v211
  store float %fa, ptr %acc_s_4, align 4
  br label %join

else:                                             ; preds = %body186
  %v212 = load float, ptr %b_0, align 4
  store float %v212, ptr %acc_s_4, align 4
  br label %join

join:                                             ; preds = %else, %then
  %v213 = load i64, ptr %j, align 8
  %v214 = load i64, ptr %i193, align 8
  %pos215 = mul i64 0, %dim58
  %pos216 = add i64 %pos215, %v213
  %pos217 = mul i64 %pos216, %dim
  %pos218 = add i64 %pos217, %v214
  %v219 = load float, ptr %acc_s_4, align 4
  %elp222 = getelementptr inbounds float, ptr %buf221, i64 %pos218
  store float %v219, ptr %elp222, align 4, !alias.scope !11, !noalias !12
  %v223 = load i64, ptr %i193, align 8
  %pos224 = mul i64 0, %dim
  %pos225 = add i64 %pos224, %v223
  %v226 = load float, ptr %acc_s_4, align 4
  %elp227 = getelementptr inbounds float, ptr %buf, i64 %pos225
  store float %v226, ptr %elp227, align 4, !alias.scope !0, !noalias !3
  %i228 = load i64, ptr %i_k, align 8
  %next229 = add i64 %i228, 1
  store i64 %next229, ptr %i_k, align 8
  br label %loop185

loop230:                                          ; preds = %ok308, %checked183
  %i233 = load i64, ptr %i_k, align 8
  %more234 = icmp slt i64 %i233, %v64
  br i1 %more234, label %body231, label %exit232

body231:                                          ; preds = %loop230
  %v235 = load i64, ptr %i_lo, align 8
  %v236 = load i64, ptr %i_k, align 8
  %add237 = add i64 %v235, %v236
  store i64 %add237, ptr %i193, align 8
  %v238 = load i64, ptr %i193, align 8
  %inb239 = icmp ult i64 %v238, %dim
  br i1 %inb239, label %ok241, label %fail240

exit232:                                          ; preds = %loop230
  br label %versions_done184

fail240:                                          ; preds = %body231
  %errp242 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp242, align 8
  %errp243 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp243, align 8
  %errp244 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v238, ptr %errp244, align 8
  %errp245 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp245, align 8
  ret i32 1

ok241:                                            ; preds = %body231
  %pos246 = mul i64 0, %dim
  %pos247 = add i64 %pos246, %v238
  %elp248 = getelementptr inbounds float, ptr %buf, i64 %pos247
  %el249 = load float, ptr %elp248, align 4, !alias.scope !0, !noalias !3
  store float %el249, ptr %acc_s_4, align 4
  %v250 = load i64, ptr %i193, align 8
  %v251 = load i64, ptr %j, align 8
  %inb252 = icmp ult i64 %v250, %dim
  br i1 %inb252, label %ok254, label %fail253

fail253:                                          ; preds = %ok241
  %errp255 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp255, align 8
  %errp256 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp256, align 8
  %errp257 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v250, ptr %errp257, align 8
  %errp258 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp258, align 8
  ret i32 1

ok254:                                            ; preds = %ok241
  %pos259 = mul i64 0, %dim
  %pos260 = add i64 %pos259, %v250
  %inb261 = icmp ult i64 %v251, %dim58
  br i1 %inb261, label %ok263, label %fail262

fail262:                                          ; preds = %ok254
  %errp264 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp264, align 8
  %errp265 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp265, align 8
  %errp266 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v251, ptr %errp266, align 8
  %errp267 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim58, ptr %errp267, align 8
  ret i32 1

ok263:                                            ; preds = %ok254
  %pos268 = mul i64 %pos260, %dim58
  %pos269 = add i64 %pos268, %v251
  %elp270 = getelementptr inbounds float, ptr %buf205, i64 %pos269
  %el271 = load float, ptr %elp270, align 4, !alias.scope !9, !noalias !10
  store float %el271, ptr %a_3, align 4
  %v272 = load float, ptr %a_3, align 4
  %fm273 = fmul float %v272, 2.000000e+00
  store float %fm273, ptr %b_0, align 4
  %v274 = load i64, ptr %j, align 8
  %ic275 = icmp ne i64 %v274, 0
  br i1 %ic275, label %then276, label %else277

then276:                                          ; preds = %ok263
  %v279 = load float, ptr %acc_s_4, align 4
  %v280 = load float, ptr %b_0, align 4
  %fa281 = fadd float %v279, %v280
  store float %fa281, ptr %acc_s_4, align 4
  br label %join278

else277:                                          ; preds = %ok263
  %v282 = load float, ptr %b_0, align 4
  store float %v282, ptr %acc_s_4, align 4
  br label %join278

join278:                                          ; preds = %else277, %then276
  %v283 = load i64, ptr %j, align 8
  %v284 = load i64, ptr %i193, align 8
  %inb285 = icmp ult i64 %v283, %dim58
  br i1 %inb285, label %ok287, label %fail286

fail286:                                          ; preds = %join278
  %errp288 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp288, align 8
  %errp289 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp289, align 8
  %errp290 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v283, ptr %errp290, align 8
  %errp291 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim58, ptr %errp291, align 8
  ret i32 1

ok287:                                            ; preds = %join278
  %pos292 = mul i64 0, %dim58
  %pos293 = add i64 %pos292, %v283
  %inb294 = icmp ult i64 %v284, %dim
  br i1 %inb294, label %ok296, label %fail295

fail295:                                          ; preds = %ok287
  %errp297 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp297, align 8
  %errp298 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp298, align 8
  %errp299 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v284, ptr %errp299, align 8
  %errp300 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp300, align 8
  ret i32 1

ok296:                                            ; preds = %ok287
  %pos301 = mul i64 %pos293, %dim
  %pos302 = add i64 %pos301, %v284
  %v303 = load float, ptr %acc_s_4, align 4
  %elp304 = getelementptr inbounds float, ptr %buf221, i64 %pos302
  store float %v303, ptr %elp304, align 4, !alias.scope !11, !noalias !12
  %v305 = load i64, ptr %i193, align 8
  %inb306 = icmp ult i64 %v305, %dim
  br i1 %inb306, label %ok308, label %fail307

fail307:                                          ; preds = %ok296
  %errp309 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp309, align 8
  %errp310 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp310, align 8
  %errp311 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v305, ptr %errp311, align 8
  %errp312 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp312, align 8
  ret i32 1

ok308:                                            ; preds = %ok296
  %pos313 = mul i64 0, %dim
  %pos314 = add i64 %pos313, %v305
  %v315 = load float, ptr %acc_s_4, align 4
  %elp316 = getelementptr inbounds float, ptr %buf, i64 %pos314
  store float %v315, ptr %elp316, align 4, !alias.scope !0, !noalias !3
  %i317 = load i64, ptr %i_k, align 8
  %next318 = add i64 %i317, 1
  store i64 %next318, ptr %i_k, align 8
  br label %loop230

proved353:                                        ; preds = %exit61
  store i64 0, ptr %i_after_k, align 8
  br label %loop356

checked354:                                       ; preds = %exit61
  store i64 0, ptr %i_after_k, align 8
  br label %loop372

versions_done355:                                 ; preds = %exit374, %exit358
  %i395 = load i64, ptr %i_block, align 8
  %next396 = add i64 %i395, 1
  store i64 %next396, ptr %i_block, align 8
  br label %loop

loop356:                                          ; preds = %body357, %proved353
  %i359 = load i64, ptr %i_after_k, align 8
  %more360 = icmp slt i64 %i359, %v321
  br i1 %more360, label %body357, label %exit358

body357:                                          ; preds = %loop356
  %v361 = load i64, ptr %i_lo, align 8
  %v362 = load i64, ptr %i_after_k, align 8
  %add363 = add i64 %v361, %v362
  store i64 %add363, ptr %i_after, align 8
  %ic364 = icmp sgt i64 %dim58, 0
  store i1 %ic364, ptr %started_5_after, align 1
  %v365 = load i64, ptr %i_after, align 8
  %pos366 = mul i64 0, %dim
  %pos367 = add i64 %pos366, %v365
  %elp368 = getelementptr inbounds float, ptr %buf, i64 %pos367
  %el369 = load float, ptr %elp368, align 4, !alias.scope !0, !noalias !3
  store float %el369, ptr %acc_s_4_after, align 4
  %i370 = load i64, ptr %i_after_k, align 8
  %next371 = add i64 %i370, 1
  store i64 %next371, ptr %i_after_k, align 8
  br label %loop356, !llvm.loop !13

exit358:                                          ; preds = %loop356
  br label %versions_done355

loop372:                                          ; preds = %ok384, %checked354
  %i375 = load i64, ptr %i_after_k, align 8
  %more376 = icmp slt i64 %i375, %v321
  br i1 %more376, label %body373, label %exit374

body373:                                          ; preds = %loop372
  %v377 = load i64, ptr %i_lo, align 8
  %v378 = load i64, ptr %i_after_k, align 8
  %add379 = add i64 %v377, %v378
  store i64 %add379, ptr %i_after, align 8
  %ic380 = icmp sgt i64 %dim58, 0
  store i1 %ic380, ptr %started_5_after, align 1
  %v381 = load i64, ptr %i_after, align 8
  %inb382 = icmp ult i64 %v381, %dim
  br i1 %inb382, label %ok384, label %fail383

exit374:                                          ; preds = %loop372
  br label %versions_done355

fail383:                                          ; preds = %body373
  %errp385 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp385, align 8
  %errp386 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp386, align 8
  %errp387 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v381, ptr %errp387, align 8
  %errp388 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp388, align 8
  ret i32 1

ok384:                                            ; preds = %body373
  %pos389 = mul i64 0, %dim
  %pos390 = add i64 %pos389, %v381
  %elp391 = getelementptr inbounds float, ptr %buf, i64 %pos390
  %el392 = load float, ptr %elp391, align 4, !alias.scope !0, !noalias !3
  store float %el392, ptr %acc_s_4_after, align 4
  %i393 = load i64, ptr %i_after_k, align 8
  %next394 = add i64 %i393, 1
  store i64 %next394, ptr %i_after_k, align 8
  br label %loop372, !llvm.loop !14
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.4", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.3", !2}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.interleave.count", i32 1}
!8 = distinct !{!8, !7}
!9 = !{!4}
!10 = !{!5, !1}
!11 = !{!5}
!12 = !{!4, !1}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}

