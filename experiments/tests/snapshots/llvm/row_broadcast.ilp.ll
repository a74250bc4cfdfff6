; cluster c0: mx ; Vertical(replicate, Vertical(transpose, Diagonal(d, s))) ; Vertical(replicate2, Vertical(transpose2, ys))
; ModuleID = 'row_broadcast_c0'
source_filename = "row_broadcast_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %acc_mx_0 = alloca float, align 4
  %started_1 = alloca i1, align 1
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 1
  %dim22 = load i64, ptr %dimp21, align 8
  %key = alloca i32, align 4
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_5 = alloca float, align 4
  %acc_s_18 = alloca float, align 4
  %j79 = alloca i64, align 8
  %xs_16 = alloca float, align 4
  %d_13 = alloca float, align 4
  %bufp128 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf129 = load ptr, ptr %bufp128, align 8
  %j203 = alloca i64, align 8
  %d_37 = alloca float, align 4
  %ys_34 = alloca float, align 4
  %bufp268 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf269 = load ptr, ptr %bufp268, align 8
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
  store i64 3, ptr %errp9, align 8
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
  store i64 7, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp18, align 8
  ret i32 1

ok14:                                             ; preds = %ok7
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done245, %ok14
  %i20 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i20, %min
  br i1 %more, label %body19, label %exit

body19:                                           ; preds = %loop
  store float 0.000000e+00, ptr %acc_mx_0, align 4
  store i1 false, ptr %started_1, align 1
  %fits23 = icmp sle i64 %dim22, %dim22
  br i1 %fits23, label %ok25, label %fail24

exit:                                             ; preds = %loop
  ret i32 0

fail24:                                           ; preds = %body19
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim22, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %body19
  %acc = load float, ptr %acc_mx_0, align 4
  %bits = bitcast float %acc to i32
  %sign = ashr i32 %bits, 31
  %mask = lshr i32 %sign, 1
  %flipped = xor i32 %bits, %mask
  %nan = fcmp uno float %acc, %acc
  %key30 = select i1 %nan, i32 -2147483648, i32 %flipped
  %started = load i1, ptr %started_1, align 1
  %key0 = select i1 %started, i32 %key30, i32 -2147483648
  store i32 %key0, ptr %key, align 4
  store i64 0, ptr %j, align 8
  br label %loop31

loop31:                                           ; preds = %body32, %ok25
  %i34 = load i64, ptr %j, align 8
  %more35 = icmp slt i64 %i34, %dim22
  br i1 %more35, label %body32, label %exit33

body32:                                           ; preds = %loop31
  %v = load i64, ptr %i, align 8
  %v36 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos37 = add i64 %pos, %v
  %pos38 = mul i64 %pos37, %dim22
  %pos39 = add i64 %pos38, %v36
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos39
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %xs_5, align 4
  %v40 = load float, ptr %xs_5, align 4
  %bits41 = bitcast float %v40 to i32
  %sign42 = ashr i32 %bits41, 31
  %mask43 = lshr i32 %sign42, 1
  %flipped44 = xor i32 %bits41, %mask43
  %nan45 = fcmp uno float %v40, %v40
  %key46 = select i1 %nan45, i32 -2147483648, i32 %flipped44
  %key47 = load i32, ptr %key, align 4
  %better = icmp sgt i32 %key46, %key47
  %key48 = select i1 %better, i32 %key46, i32 %key47
  store i32 %key48, ptr %key, align 4
  store i1 true, ptr %started_1, align 1
  %i49 = load i64, ptr %j, align 8
  %next = add i64 %i49, 1
  store i64 %next, ptr %j, align 8
  br label %loop31

exit33:                                           ; preds = %loop31
  %key50 = load i32, ptr %key, align 4
  %sign51 = ashr i32 %key50, 31
  %mask52 = lshr i32 %sign51, 1
  %flipped53 = xor i32 %key50, %mask52
  %unkey = bitcast i32 %flipped53 to float
  %started54 = load i1, ptr %started_1, align 1
  %acc55 = load float, ptr %acc_mx_0, align 4
  %acc56 = select i1 %started54, float %unkey, float %acc55
  store float %acc56, ptr %acc_mx_0, align 4
  %v57 = load i1, ptr %started_1, align 1
  %mul = mul i64 0, %dim
  %v58 = load i64, ptr %i, align 8
  %add = add i64 %mul, %v58
  br i1 %v57, label %ok60, label %fail59

fail59:                                           ; preds = %exit33
  %errp61 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 3, ptr %errp61, align 8
  %errp62 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp63, align 8
  %errp64 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp64, align 8
  ret i32 1

ok60:                                             ; preds = %exit33
  store float 0.000000e+00, ptr %acc_s_18, align 4
  %fits65 = icmp sle i64 %dim22, %dim22
  br i1 %fits65, label %ok67, label %fail66

fail66:                                           ; preds = %ok60
  %errp68 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp68, align 8
  %errp69 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp69, align 8
  %errp70 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim22, ptr %errp70, align 8
  %errp71 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp71, align 8
  ret i32 1

ok67:                                             ; preds = %ok60
  %fits72 = icmp sle i64 %dim22, %dim22
  br i1 %fits72, label %ok74, label %fail73

fail73:                                           ; preds = %ok67
  %errp75 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp75, align 8
  %errp76 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp76, align 8
  %errp77 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim22, ptr %errp77, align 8
  %errp78 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp78, align 8
  ret i32 1

ok74:                                             ; preds = %ok67
  store i64 0, ptr %j79, align 8
  %v80 = load i64, ptr %j79, align 8
  %base = sext i64 %v80 to i128
  store i64 1, ptr %j79, align 8
  %v81 = load i64, ptr %j79, align 8
  store i64 0, ptr %j79, align 8
  %at_next = sext i64 %v81 to i128
  %step = sub i128 %at_next, %base
  %step82 = trunc i128 %step to i64
  %step83 = sext i64 %step82 to i128
  %len = sub i64 %dim22, 0
  %span = sub i64 %len, 1
  %span84 = sext i64 %span to i128
  %reach = mul i128 %step83, %span84
  %c85 = icmp slt i128 %reach, 0
  %min86 = select i1 %c85, i128 %reach, i128 0
  %c87 = icmp sgt i128 %reach, 0
  %max88 = select i1 %c87, i128 %reach, i128 0
  %least = add i128 %base, %min86
  %most = add i128 %base, %max88
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits89 = and i1 %fits_low, %fits_high
  %least90 = select i1 %fits89, i128 %least, i128 -9223372036854775808
  %most91 = select i1 %fits89, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim22 to i128
  %low_ok = icmp sge i128 %least90, 0
  %high_ok = icmp slt i128 %most91, %extent
  %ok92 = and i1 true, %low_ok
  %ok93 = and i1 %ok92, %high_ok
  %v94 = load i64, ptr %i, align 8
  %base95 = sext i64 %v94 to i128
  %fits_low96 = icmp sge i128 %base95, -9223372036854775808
  %fits_high97 = icmp sle i128 %base95, 9223372036854775807
  %fits98 = and i1 %fits_low96, %fits_high97
  %least99 = select i1 %fits98, i128 %base95, i128 -9223372036854775808
  %most100 = select i1 %fits98, i128 %base95, i128 9223372036854775807
  %extent101 = sext i64 %dim to i128
  %low_ok102 = icmp sge i128 %least99, 0
  %high_ok103 = icmp slt i128 %most100, %extent101
  %ok104 = and i1 %ok93, %low_ok102
  %ok105 = and i1 %ok104, %high_ok103
  br i1 %ok105, label %proved, label %checked

proved:                                           ; preds = %ok74
  store i64 0, ptr %j79, align 8
  br label %loop106

checked:                                          ; preds = %ok74
  store i64 0, ptr %j79, align 8
  br label %loop135

versions_done:                                    ; preds = %exit137, %exit108
  %fits189 = icmp sle i64 %dim22, %dim22
  br i1 %fits189, label %ok191, label %fail190

loop106:                                          ; preds = %body107, %proved
  %i109 = load i64, ptr %j79, align 8
  %more110 = icmp slt i64 %i109, %dim22
  br i1 %more110, label %body107, label %exit108

body107:                                          ; preds = %loop106
  %v111 = load i64, ptr %i, align 8
  %v112 = load i64, ptr %j79, align 8
  %pos113 = mul i64 0, %dim
  %pos114 = add i64 %pos113, %v111
  %pos115 = mul i64 %pos114, %dim22
  %pos116 = add i64 %pos115, %v112
  %elp117 = getelementptr inbounds float, ptr %buf, i64 %pos116
  %el118 = load float, ptr %elp117, align 4, !alias.scope !0, !noalias !3
  store float %el118, ptr %xs_16, align 4
  %v119 = load float, ptr %xs_16, align 4
  %v120 = load float, ptr %acc_mx_0, align 4
  %fs = fsub float %v119, %v120
  store float %fs, ptr %d_13, align 4
  %v121 = load i64, ptr %i, align 8
  %v122 = load i64, ptr %j79, align 8
  %pos123 = mul i64 0, %dim
  %pos124 = add i64 %pos123, %v121
  %pos125 = mul i64 %pos124, %dim22
  %pos126 = add i64 %pos125, %v122
  %v127 = load float, ptr %d_13, align 4
  %elp130 = getelementptr inbounds float, ptr %buf129, i64 %pos126
  store float %v127, ptr %elp130, align 4, !alias.scope !6, !noalias !7
  %v131 = load float, ptr %acc_s_18, align 4
  %v132 = load float, ptr %d_13, align 4
  %fa = fadd reassoc float %v131, %v132
  store float %fa, ptr %acc_s_18, align 4
  %i133 = load i64, ptr %j79, align 8
  %next134 = add i64 %i133, 1
  store i64 %next134, ptr %j79, align 8
  br label %loop106

exit108:                                          ; preds = %loop106
  br label %versions_done

loop135:                                          ; preds = %ok160, %checked
  %i138 = load i64, ptr %j79, align 8
  %more139 = icmp slt i64 %i138, %dim22
  br i1 %more139, label %body136, label %exit137

body136:                                          ; preds = %loop135
  %v140 = load i64, ptr %j79, align 8
  %ic = icmp sge i64 %v140, 0
  br i1 %ic, label %rhs, label %sc

exit137:                                          ; preds = %loop135
  br label %versions_done

rhs:                                              ; preds = %body136
  %v141 = load i64, ptr %j79, align 8
  %ic142 = icmp slt i64 %v141, %dim22
  br label %sc

sc:                                               ; preds = %rhs, %body136
  %sc143 = phi i1 [ false, %body136 ], [ %ic142, %rhs ]
  %v144 = load i64, ptr %j79, align 8
  br i1 %sc143, label %ok146, label %fail145

fail145:                                          ; preds = %sc
  %errp147 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp147, align 8
  %errp148 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp148, align 8
  %errp149 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v144, ptr %errp149, align 8
  %errp150 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp150, align 8
  ret i32 1

ok146:                                            ; preds = %sc
  %v151 = load i64, ptr %i, align 8
  %ic152 = icmp sge i64 %v151, 0
  br i1 %ic152, label %rhs153, label %sc154

rhs153:                                           ; preds = %ok146
  %v155 = load i64, ptr %i, align 8
  %ic156 = icmp slt i64 %v155, %dim
  br label %sc154

sc154:                                            ; preds = %rhs153, %ok146
  %sc157 = phi i1 [ false, %ok146 ], [ %ic156, %rhs153 ]
  %v158 = load i64, ptr %i, align 8
  br i1 %sc157, label %ok160, label %fail159

fail159:                                          ; preds = %sc154
  %errp161 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp161, align 8
  %errp162 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp162, align 8
  %errp163 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v158, ptr %errp163, align 8
  %errp164 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp164, align 8
  ret i32 1

ok160:                                            ; preds = %sc154
  %v165 = load i64, ptr %i, align 8
  %v166 = load i64, ptr %j79, align 8
  %pos167 = mul i64 0, %dim
  %pos168 = add i64 %pos167, %v165
  %pos169 = mul i64 %pos168, %dim22
  %pos170 = add i64 %pos169, %v166
  %elp171 = getelementptr inbounds float, ptr %buf, i64 %pos170
  %el172 = load float, ptr %elp171, align 4, !alias.scope !0, !noalias !3
  store float %el172, ptr %xs_16, align 4
  %v173 = load float, ptr %xs_16, align 4
  %v174 = load float, ptr %acc_mx_0, align 4
  %fs175 = fsub float %v173, %v174
  store float %fs175, ptr %d_13, align 4
  %v176 = load i64, ptr %i, align 8
  %v177 = load i64, ptr %j79, align 8
  %pos178 = mul i64 0, %dim
  %pos179 = add i64 %pos178, %v176
  %pos180 = mul i64 %pos179, %dim22
  %pos181 = add i64 %pos180, %v177
  %v182 = load float, ptr %d_13, align 4
  %elp183 = getelementptr inbounds float, ptr %buf129, i64 %pos181
  store float %v182, ptr %elp183, align 4, !alias.scope !6, !noalias !7
  %v184 = load float, ptr %acc_s_18, align 4
  %v185 = load float, ptr %d_13, align 4
  %fa186 = fadd reassoc float %v184, %v185
  store float %fa186, ptr %acc_s_18, align 4
  %i187 = load i64, ptr %j79, align 8
  %next188 = add i64 %i187, 1
  store i64 %next188, ptr %j79, align 8
  br label %loop135

fail190:                                          ; preds = %versions_done
  %errp192 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp192, align 8
  %errp193 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp193, align 8
  %errp194 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim22, ptr %errp194, align 8
  %errp195 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp195, align 8
  ret i32 1

ok191:                                            ; preds = %versions_done
  %fits196 = icmp sle i64 %dim22, %dim22
  br i1 %fits196, label %ok198, label %fail197

fail197:                                          ; preds = %ok191
  %errp199 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp199, align 8
  %errp200 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp200, align 8
  %errp201 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim22, ptr %errp201, align 8
  %errp202 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp202, align 8
  ret i32 1

ok198:                                            ; preds = %ok191
  store i64 0, ptr %j203, align 8
  %v204 = load i64, ptr %j203, align 8
  %base205 = sext i64 %v204 to i128
  store i64 1, ptr %j203, align 8
  %v206 = load i64, ptr %j203, align 8
  store i64 0, ptr %j203, align 8
  %at_next207 = sext i64 %v206 to i128
  %step208 = sub i128 %at_next207, %base205
  %step209 = trunc i128 %step208 to i64
  %step210 = sext i64 %step209 to i128
  %len211 = sub i64 %dim22, 0
  %span212 = sub i64 %len211, 1
  %span213 = sext i64 %span212 to i128
  %reach214 = mul i128 %step210, %span213
  %c215 = icmp slt i128 %reach214, 0
  %min216 = select i1 %c215, i128 %reach214, i128 0
  %c217 = icmp sgt i128 %reach214, 0
  %max218 = select i1 %c217, i128 %reach214, i128 0
  %least219 = add i128 %base205, %min216
  %most220 = add i128 %base205, %max218
  %fits_low221 = icmp sge i128 %least219, -9223372036854775808
  %fits_high222 = icmp sle i128 %most220, 9223372036854775807
  %fits223 = and i1 %fits_low221, %fits_high222
  %least224 = select i1 %fits223, i128 %least219, i128 -9223372036854775808
  %most225 = select i1 %fits223, i128 %most220, i128 9223372036854775807
  %extent226 = sext i64 %dim22 to i128
  %low_ok227 = icmp sge i128 %least224, 0
  %high_ok228 = icmp slt i128 %most225, %extent226
  %ok229 = and i1 true, %low_ok227
  %ok230 = and i1 %ok229, %high_ok228
  %v231 = load i64, ptr %i, align 8
  %base232 = sext i64 %v231 to i128
  %fits_low233 = icmp sge i128 %base232, -9223372036854775808
  %fits_high234 = icmp sle i128 %base232, 9223372036854775807
  %fits235 = and i1 %fits_low233, %fits_high234
  %least236 = select i1 %fits235, i128 %base232, i128 -9223372036854775808
  %most237 = select i1 %fits235, i128 %base232, i128 9223372036854775807
  %extent238 = sext i64 %dim to i128
  %low_ok239 = icmp sge i128 %least236, 0
  %high_ok240 = icmp slt i128 %most237, %extent238
  %ok241 = and i1 %ok230, %low_ok239
  %ok242 = and i1 %ok241, %high_ok240
  br i1 %ok242, label %proved243, label %checked244

proved243:                                        ; preds = %ok198
  store i64 0, ptr %j203, align 8
  br label %loop246

checked244:                                       ; preds = %ok198
  store i64 0, ptr %j203, align 8
  br label %loop273

versions_done245:                                 ; preds = %exit275, %exit248
  %i327 = load i64, ptr %i, align 8
  %next328 = add i64 %i327, 1
  store i64 %next328, ptr %i, align 8
  br label %loop

loop246:                                          ; preds = %body247, %proved243
  %i249 = load i64, ptr %j203, align 8
  %more250 = icmp slt i64 %i249, %dim22
  br i1 %more250, label %body247, label %exit248

body247:                                          ; preds = %loop246
  %v251 = load i64, ptr %i, align 8
  %v252 = load i64, ptr %j203, align 8
  %pos253 = mul i64 0, %dim
  %pos254 = add i64 %pos253, %v251
  %pos255 = mul i64 %pos254, %dim22
  %pos256 = add i64 %pos255, %v252
  %elp257 = getelementptr inbounds float, ptr %buf129, i64 %pos256
  %el258 = load float, ptr %elp257, align 4, !alias.scope !6, !noalias !7
  store float %el258, ptr %d_37, align 4
  %v259 = load float, ptr %d_37, align 4
  %v260 = load float, ptr %acc_s_18, align 4
  %fd = fdiv float %v259, %v260
  store float %fd, ptr %ys_34, align 4
  %v261 = load i64, ptr %i, align 8
  %v262 = load i64, ptr %j203, align 8
  %pos263 = mul i64 0, %dim
  %pos264 = add i64 %pos263, %v261
  %pos265 = mul i64 %pos264, %dim22
  %pos266 = add i64 %pos265, %v262
  %v267 = load float, ptr %ys_34, align 4
  %elp270 = getelementptr inbounds float, ptr %buf269, i64 %pos266
  store float %v267, ptr %elp270, align 4, !alias.scope !8, !noalias !9
  %i271 = load i64, ptr %j203, align 8
  %next272 = add i64 %i271, 1
  store i64 %next272, ptr %j203, align 8
  br label %loop246

exit248:                                          ; preds = %loop246
  br label %versions_done245

loop273:                                          ; preds = %ok301, %checked244
  %i276 = load i64, ptr %j203, align 8
  %more277 = icmp slt i64 %i276, %dim22
  br i1 %more277, label %body274, label %exit275

body274:                                          ; preds = %loop273
  %v278 = load i64, ptr %j203, align 8
  %ic279 = icmp sge i64 %v278, 0
  br i1 %ic279, label %rhs280, label %sc281

exit275:                                          ; preds = %loop273
  br label %versions_done245

rhs280:                                           ; preds = %body274
  %v282 = load i64, ptr %j203, align 8
  %ic283 = icmp slt i64 %v282, %dim22
  br label %sc281

sc281:                                            ; preds = %rhs280, %body274
  %sc284 = phi i1 [ false, %body274 ], [ %ic283, %rhs280 ]
  %v285 = load i64, ptr %j203, align 8
  br i1 %sc284, label %ok287, label %fail286

fail286:                                          ; preds = %sc281
  %errp288 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp288, align 8
  %errp289 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp289, align 8
  %errp290 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v285, ptr %errp290, align 8
  %errp291 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp291, align 8
  ret i32 1

ok287:                                            ; preds = %sc281
  %v292 = load i64, ptr %i, align 8
  %ic293 = icmp sge i64 %v292, 0
  br i1 %ic293, label %rhs294, label %sc295

rhs294:                                           ; preds = %ok287
  %v296 = load i64, ptr %i, align 8
  %ic297 = icmp slt i64 %v296, %dim
  br label %sc295

sc295:                                            ; preds = %rhs294, %ok287
  %sc298 = phi i1 [ false, %ok287 ], [ %ic297, %rhs294 ]
  %v299 = load i64, ptr %i, align 8
  br i1 %sc298, label %ok301, label %fail300

fail300:                                          ; preds = %sc295
  %errp302 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp302, align 8
  %errp303 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp303, align 8
  %errp304 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v299, ptr %errp304, align 8
  %errp305 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp305, align 8
  ret i32 1

ok301:                                            ; preds = %sc295
  %v306 = load i64, ptr %i, align 8
  %v307 = load i64, ptr %j203, align 8
  %pos308 = mul i64 0, %dim
  %pos309 = add i64 %pos308, %v306
  %pos310 = mul i64 %pos309, %dim22
  %pos311 = add i64 %pos310, %v307
  %elp312 = getelementptr inbounds float, ptr %buf129, i64 %pos311
  %el313 = load float, ptr %elp312, align 4, !alias.scope !6, !noalias !7
  store float %el313, ptr %d_37, align 4
  %v314 = load float, ptr %d_37, align 4
  %v315 = load float, ptr %acc_s_18, align 4
  %fd316 = fdiv float %v314, %v315
  store float %fd316, ptr %ys_34, align 4
  %v317 = load i64, ptr %i, align 8
  %v318 = load i64, ptr %j203, align 8
  %pos319 = mul i64 0, %dim
  %pos320 = add i64 %pos319, %v317
  %pos321 = mul i64 %pos320, %dim22
  %pos322 = add i64 %pos321, %v318
  %v323 = load float, ptr %ys_34, align 4
  %elp324 = getelementptr inbounds float, ptr %buf269, i64 %pos322
  store float %v323, ptr %elp324, align 4, !alias.scope !8, !noalias !9
  %i325 = load i64, ptr %j203, align 8
  %next326 = add i64 %i325, 1
  store i64 %next326, ptr %j203, align 8
  br label %loop273
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
!4 = !{!"fuselab.buf.4", !2}
!5 = !{!"fuselab.buf.8", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

