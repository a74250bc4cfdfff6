; cluster c0: Vertical(s, t)
; ModuleID = 'scan_transpose_c0'
source_filename = "scan_transpose_c0"
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
  %acc_s_0 = alloca float, align 4
  %bufp204 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf205 = load ptr, ptr %bufp204, align 8
  %a_5 = alloca float, align 4
  %bufp219 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf220 = load ptr, ptr %bufp219, align 8
  %i_after_k = alloca i64, align 8
  %i_after = alloca i64, align 8
  %started_1_after = alloca i1, align 1
  %acc_s_0_after = alloca float, align 4
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

loop:                                             ; preds = %versions_done352, %ok
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
  %v318 = load i64, ptr %i_len, align 8
  store i64 0, ptr %i_after_k, align 8
  %v319 = load i64, ptr %i_lo, align 8
  %v320 = load i64, ptr %i_after_k, align 8
  %add321 = add i64 %v319, %v320
  %base322 = sext i64 %add321 to i128
  store i64 1, ptr %i_after_k, align 8
  %v323 = load i64, ptr %i_lo, align 8
  %v324 = load i64, ptr %i_after_k, align 8
  %add325 = add i64 %v323, %v324
  store i64 0, ptr %i_after_k, align 8
  %at_next326 = sext i64 %add325 to i128
  %step327 = sub i128 %at_next326, %base322
  %step328 = trunc i128 %step327 to i64
  %step329 = sext i64 %step328 to i128
  %len330 = sub i64 %v318, 0
  %span331 = sub i64 %len330, 1
  %span332 = sext i64 %span331 to i128
  %reach333 = mul i128 %step329, %span332
  %c334 = icmp slt i128 %reach333, 0
  %min335 = select i1 %c334, i128 %reach333, i128 0
  %c336 = icmp sgt i128 %reach333, 0
  %max337 = select i1 %c336, i128 %reach333, i128 0
  %least338 = add i128 %base322, %min335
  %most339 = add i128 %base322, %max337
  %fits_low340 = icmp sge i128 %least338, -9223372036854775808
  %fits_high341 = icmp sle i128 %most339, 9223372036854775807
  %fits342 = and i1 %fits_low340, %fits_high341
  %least343 = select i1 %fits342, i128 %least338, i128 -9223372036854775808
  %most344 = select i1 %fits342, i128 %most339, i128 9223372036854775807
  %extent345 = sext i64 %dim to i128
  %low_ok346 = icmp sge i128 %least343, 0
  %high_ok347 = icmp slt i128 %most344, %extent345
  %ok348 = and i1 true, %low_ok346
  %ok349 = and i1 %ok348, %high_ok347
  br i1 %ok349, label %proved350, label %checked351

proved182:                                        ; preds = %body60
  store i64 0, ptr %i_k, align 8
  br label %loop185

checked183:                                       ; preds = %body60
  store i64 0, ptr %i_k, align 8
  br label %loop229

versions_done184:                                 ; preds = %exit231, %exit187
  %i316 = load i64, ptr %j, align 8
  %next317 = add i64 %i316, 1
  store i64 %next317, ptr %j, align 8
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
  store float %el, ptr %acc_s_0, align 4
  %v198 = load i64, ptr %i193, align 8
  %v199 = load i64, ptr %j, align 8
  %pos200 = mul i64 0, %dim
  %pos201 = add i64 %pos200, %v198
  %pos202 = mul i64 %pos201, %dim58
  %pos203 = add i64 %pos202, %v199
  %elp206 = getelementptr inbounds float, ptr %buf205, i64 %pos203
  %el207 = load float, ptr %elp206, align 4, !alias.scope !9, !noalias !10
  store float %el207, ptr %a_5, align 4
  %v208 = load i64, ptr %j, align 8
  %ic = icmp ne i64 %v208, 0
  br i1 %ic, label %then, label %else

exit187:                                          ; preds = %loop185
  br label %versions_done184

then:                                             ; preds = %body186
  %v209 = load float, ptr %acc_s_0, align 4
  %v210 = load float, ptr %a_5, align 4
  %fa = fadd float %v209, %v210
  store float %fa, ptr %acc_s_0, align 4
  br label %join

else:                                             ; preds = %body186
  %v211 = load float, ptr %a_5, align 4
  store float %v211, ptr %acc_s_0, align 4
  br label %join

join:                                             ; preds = %else, %then
  %v212 = load i64, ptr %j, align 8
  %v213 = load i64, ptr %i193, align 8
  %pos214 = mul i64 0, %dim58
  %pos215 = add i64 %pos214, %v212
  %pos216 = mul i64 %pos215, %dim
  %pos217 = add i64 %pos216, %v213
  %v218 = load float, ptr %acc_s_0, align 4
  %elp221 = getelementptr inbounds float, ptr %buf220, i64 %pos217
  store float %v218, ptr %elp221, align 4, !alias.scope !11, !noalias !12
  %v222 = load i64, ptr %i193, align 8
  %pos223 = mul i64 0, %dim
  %pos224 = add i64 %pos223, %v222
  %v225 = load float, ptr %acc_s_0, align 4
  %elp226 = getelementptr inbounds float, ptr %buf, i64 %pos224
  store float %v225, ptr %elp226, align 4, !alias.scope !0, !noalias !3
  %i227 = load i64, ptr %i_k, align 8
  %next228 = add i64 %i227, 1
  store i64 %next228, ptr %i_k, align 8
  br label %loop185

loop229:                                          ; preds = %ok305, %checked183
  %i232 = load i64, ptr %i_k, align 8
  %more233 = icmp slt i64 %i232, %v64
  br i1 %more233, label %body230, label %exit231

body230:                                          ; preds = %loop229
  %v234 = load i64, ptr %i_lo, align 8
  %v235 = load i64, ptr %i_k, align 8
  %add236 = add i64 %v234, %v235
  store i64 %add236, ptr %i193, align 8
  %v237 = load i64, ptr %i193, align 8
  %inb238 = icmp ult i64 %v237, %dim
  br i1 %inb238, label %ok240, label %fail239

exit231:                                          ; preds = %loop229
  br label %versions_done184

fail239:                                          ; preds = %body230
  %errp241 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp241, align 8
  %errp242 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp242, align 8
  %errp243 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v237, ptr %errp243, align 8
  %errp244 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp244, align 8
  ret i32 1

ok240:                                            ; preds = %body230
  %pos245 = mul i64 0, %dim
  %pos246 = add i64 %pos245, %v237
  %elp247 = getelementptr inbounds float, ptr %buf, i64 %pos246
  %el248 = load float, ptr %elp247, align 4, !alias.scope !0, !noalias !3
  store float %el248, ptr %acc_s_0, align 4
  %v249 = load i64, ptr %i193, align 8
  %v250 = load i64, ptr %j, align 8
  %inb251 = icmp ult i64 %v249, %dim
  br i1 %inb251, label %ok253, label %fail252

fail252:                                          ; preds = %ok240
  %errp254 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp254, align 8
  %errp255 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp255, align 8
  %errp256 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v249, ptr %errp256, align 8
  %errp257 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp257, align 8
  ret i32 1

ok253:                                            ; preds = %ok240
  %pos258 = mul i64 0, %dim
  %pos259 = add i64 %pos258, %v249
  %inb260 = icmp ult i64 %v250, %dim58
  br i1 %inb260, label %ok262, label %fail261

fail261:                                          ; preds = %ok253
  %errp263 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp263, align 8
  %errp264 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp264, align 8
  %errp265 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v250, ptr %errp265, align 8
  %errp266 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim58, ptr %errp266, align 8
  ret i32 1

ok262:                                            ; preds = %ok253
  %pos267 = mul i64 %pos259, %dim58
  %pos268 = add i64 %pos267, %v250
  %elp269 = getelementptr inbounds float, ptr %buf205, i64 %pos268
  %el270 = load float, ptr %elp269, align 4, !alias.scope !9, !noalias !10
  store float %el270, ptr %a_5, align 4
  %v271 = load i64, ptr %j, align 8
  %ic272 = icmp ne i64 %v271, 0
  br i1 %ic272, label %then273, label %else274

then273:                                          ; preds = %ok262
  %v276 = load float, ptr %acc_s_0, align 4
  %v277 = load float, ptr %a_5, align 4
  %fa278 = fadd float %v276, %v277
  store float %fa278, ptr %acc_s_0, align 4
  br label %join275

else274:                                          ; preds = %ok262
  %v279 = load float, ptr %a_5, align 4
  store float %v279, ptr %acc_s_0, align 4
  br label %join275

join275:                                          ; preds = %else274, %then273
  %v280 = load i64, ptr %j, align 8
  %v281 = load i64, ptr %i193, align 8
  %inb282 = icmp ult i64 %v280, %dim58
  br i1 %inb282, label %ok284, label %fail283

fail283:                                          ; preds = %join275
  %errp285 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp285, align 8
  %errp286 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp286, align 8
  %errp287 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v280, ptr %errp287, align 8
  %errp288 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim58, ptr %errp288, align 8
  ret i32 1

ok284:                                            ; preds = %join275
  %pos289 = mul i64 0, %dim58
  %pos290 = add i64 %pos289, %v280
  %inb291 = icmp ult i64 %v281, %dim
  br i1 %inb291, label %ok293, label %fail292

fail292:                                          ; preds = %ok284
  %errp294 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp294, align 8
  %errp295 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp295, align 8
  %errp296 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v281, ptr %errp296, align 8
  %errp297 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp297, align 8
  ret i32 1

ok293:                                            ; preds = %ok284
  %pos298 = mul i64 %pos290, %dim
  %pos299 = add i64 %pos298, %v281
  %v300 = load float, ptr %acc_s_0, align 4
  %elp301 = getelementptr inbounds float, ptr %buf220, i64 %pos299
  store float %v300, ptr %elp301, align 4, !alias.scope !11, !noalias !12
  %v302 = load i64, ptr %i193, align 8
  %inb303 = icmp ult i64 %v302, %dim
  br i1 %inb303, label %ok305, label %fail304

fail304:                                          ; preds = %ok293
  %errp306 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp306, align 8
  %errp307 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp307, align 8
  %errp308 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v302, ptr %errp308, align 8
  %errp309 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp309, align 8
  ret i32 1

ok305:                                            ; preds = %ok293
  %pos310 = mul i64 0, %dim
  %pos311 = add i64 %pos310, %v302
  %v312 = load float, ptr %acc_s_0, align 4
  %elp313 = getelementptr inbounds float, ptr %buf, i64 %pos311
  store float %v312, ptr %elp313, align 4, !alias.scope !0, !noalias !3
  %i314 = load i64, ptr %i_k, align 8
  %next315 = add i64 %i314, 1
  store i64 %next315, ptr %i_k, align 8
  br label %loop229

proved350:                                        ; preds = %exit61
  store i64 0, ptr %i_after_k, align 8
  br label %loop353

checked351:                                       ; preds = %exit61
  store i64 0, ptr %i_after_k, align 8
  br label %loop369

versions_done352:                                 ; preds = %exit371, %exit355
  %i392 = load i64, ptr %i_block, align 8
  %next393 = add i64 %i392, 1
  store i64 %next393, ptr %i_block, align 8
  br label %loop

loop353:                                          ; preds = %body354, %proved350
  %i356 = load i64, ptr %i_after_k, align 8
  %more357 = icmp slt i64 %i356, %v318
  br i1 %more357, label %body354, label %exit355

body354:                                          ; preds = %loop353
  %v358 = load i64, ptr %i_lo, align 8
  %v359 = load i64, ptr %i_after_k, align 8
  %add360 = add i64 %v358, %v359
  store i64 %add360, ptr %i_after, align 8
  %ic361 = icmp sgt i64 %dim58, 0
  store i1 %ic361, ptr %started_1_after, align 1
  %v362 = load i64, ptr %i_after, align 8
  %pos363 = mul i64 0, %dim
  %pos364 = add i64 %pos363, %v362
  %elp365 = getelementptr inbounds float, ptr %buf, i64 %pos364
  %el366 = load float, ptr %elp365, align 4, !alias.scope !0, !noalias !3
  store float %el366, ptr %acc_s_0_after, align 4
  %i367 = load i64, ptr %i_after_k, align 8
  %next368 = add i64 %i367, 1
  store i64 %next368, ptr %i_after_k, align 8
  br label %loop353, !llvm.loop !13

exit355:                                          ; preds = %loop353
  br label %versions_done352

loop369:                                          ; preds = %ok381, %checked351
  %i372 = load i64, ptr %i_after_k, align 8
  %more373 = icmp slt i64 %i372, %v318
  br i1 %more373, label %body370, label %exit371

body370:                                          ; preds = %loop369
  %v374 = load i64, ptr %i_lo, align 8
  %v375 = load i64, ptr %i_after_k, align 8
  %add376 = add i64 %v374, %v375
  store i64 %add376, ptr %i_after, align 8
  %ic377 = icmp sgt i64 %dim58, 0
  store i1 %ic377, ptr %started_1_after, align 1
  %v378 = load i64, ptr %i_after, align 8
  %inb379 = icmp ult i64 %v378, %dim
  br i1 %inb379, label %ok381, label %fail380

exit371:                                          ; preds = %loop369
  br label %versions_done352

fail380:                                          ; preds = %body370
  %errp382 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp382, align 8
  %errp383 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp383, align 8
  %errp384 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v378, ptr %errp384, align 8
  %errp385 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp385, align 8
  ret i32 1

ok381:                                            ; preds = %body370
  %pos386 = mul i64 0, %dim
  %pos387 = add i64 %pos386, %v378
  %elp388 = getelementptr inbounds float, ptr %buf, i64 %pos387
  %el389 = load float, ptr %elp388, align 4, !alias.scope !0, !noalias !3
  store float %el389, ptr %acc_s_0_after, align 4
  %i390 = load i64, ptr %i_after_k, align 8
  %next391 = add i64 %i390, 1
  store i64 %next391, ptr %i_after_k, align 8
  br label %loop369, !llvm.loop !14
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
!5 = !{!"fuselab.buf.2", !2}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.interleave.count", i32 1}
!8 = distinct !{!8, !7}
!9 = !{!4}
!10 = !{!5, !1}
!11 = !{!5}
!12 = !{!4, !1}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}

; cluster c1: c
; ModuleID = 'scan_transpose_c1'
source_filename = "scan_transpose_c1"
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
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %t_13 = alloca float, align 4
  %c_10 = alloca float, align 4
  %bufp47 = getelementptr inbounds ptr, ptr %0, i64 3
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
  store float %el, ptr %t_13, align 4
  %v39 = load float, ptr %t_13, align 4
  %fm = fmul float 3.000000e+00, %v39
  store float %fm, ptr %c_10, align 4
  %v40 = load i64, ptr %i, align 8
  %v41 = load i64, ptr %j, align 8
  %pos42 = mul i64 0, %dim
  %pos43 = add i64 %pos42, %v40
  %pos44 = mul i64 %pos43, %dim15
  %pos45 = add i64 %pos44, %v41
  %v46 = load float, ptr %c_10, align 4
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

