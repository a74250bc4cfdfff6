; cluster c0: mx ; Vertical(replicate, Vertical(mxb, Diagonal(es, sums))) ; Vertical(replicate2, Vertical(sb, ys))
; ModuleID = 'softmax_rows_c0'
source_filename = "softmax_rows_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@llvm.compiler.used = appending global [2 x ptr] [ptr @fuselab_vm_exp_f32_v4, ptr @fuselab_vm_exp_f32_v8], section "llvm.metadata"

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
  %acc_sums_18 = alloca float, align 4
  %j79 = alloca i64, align 8
  %xs_16 = alloca float, align 4
  %es_13 = alloca float, align 4
  %bufp128 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf129 = load ptr, ptr %bufp128, align 8
  %j204 = alloca i64, align 8
  %es_37 = alloca float, align 4
  %ys_34 = alloca float, align 4
  %bufp269 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf270 = load ptr, ptr %bufp269, align 8
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

loop:                                             ; preds = %versions_done246, %ok14
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
  store float 0.000000e+00, ptr %acc_sums_18, align 4
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
  %fits190 = icmp sle i64 %dim22, %dim22
  br i1 %fits190, label %ok192, label %fail191

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
  %exp = call float @fuselab_vm_exp_f32(float %fs) #6
  store float %exp, ptr %es_13, align 4
  %v121 = load i64, ptr %i, align 8
  %v122 = load i64, ptr %j79, align 8
  %pos123 = mul i64 0, %dim
  %pos124 = add i64 %pos123, %v121
  %pos125 = mul i64 %pos124, %dim22
  %pos126 = add i64 %pos125, %v122
  %v127 = load float, ptr %es_13, align 4
  %elp130 = getelementptr inbounds float, ptr %buf129, i64 %pos126
  store float %v127, ptr %elp130, align 4, !alias.scope !6, !noalias !7
  %v131 = load float, ptr %acc_sums_18, align 4
  %v132 = load float, ptr %es_13, align 4
  %fa = fadd reassoc float %v131, %v132
  store float %fa, ptr %acc_sums_18, align 4
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
  %exp176 = call float @fuselab_vm_exp_f32(float %fs175) #6
  store float %exp176, ptr %es_13, align 4
  %v177 = load i64, ptr %i, align 8
  %v178 = load i64, ptr %j79, align 8
  %pos179 = mul i64 0, %dim
  %pos180 = add i64 %pos179, %v177
  %pos181 = mul i64 %pos180, %dim22
  %pos182 = add i64 %pos181, %v178
  %v183 = load float, ptr %es_13, align 4
  %elp184 = getelementptr inbounds float, ptr %buf129, i64 %pos182
  store float %v183, ptr %elp184, align 4, !alias.scope !6, !noalias !7
  %v185 = load float, ptr %acc_sums_18, align 4
  %v186 = load float, ptr %es_13, align 4
  %fa187 = fadd reassoc float %v185, %v186
  store float %fa187, ptr %acc_sums_18, align 4
  %i188 = load i64, ptr %j79, align 8
  %next189 = add i64 %i188, 1
  store i64 %next189, ptr %j79, align 8
  br label %loop135

fail191:                                          ; preds = %versions_done
  %errp193 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp193, align 8
  %errp194 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp194, align 8
  %errp195 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim22, ptr %errp195, align 8
  %errp196 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp196, align 8
  ret i32 1

ok192:                                            ; preds = %versions_done
  %fits197 = icmp sle i64 %dim22, %dim22
  br i1 %fits197, label %ok199, label %fail198

fail198:                                          ; preds = %ok192
  %errp200 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp200, align 8
  %errp201 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp201, align 8
  %errp202 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim22, ptr %errp202, align 8
  %errp203 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp203, align 8
  ret i32 1

ok199:                                            ; preds = %ok192
  store i64 0, ptr %j204, align 8
  %v205 = load i64, ptr %j204, align 8
  %base206 = sext i64 %v205 to i128
  store i64 1, ptr %j204, align 8
  %v207 = load i64, ptr %j204, align 8
  store i64 0, ptr %j204, align 8
  %at_next208 = sext i64 %v207 to i128
  %step209 = sub i128 %at_next208, %base206
  %step210 = trunc i128 %step209 to i64
  %step211 = sext i64 %step210 to i128
  %len212 = sub i64 %dim22, 0
  %span213 = sub i64 %len212, 1
  %span214 = sext i64 %span213 to i128
  %reach215 = mul i128 %step211, %span214
  %c216 = icmp slt i128 %reach215, 0
  %min217 = select i1 %c216, i128 %reach215, i128 0
  %c218 = icmp sgt i128 %reach215, 0
  %max219 = select i1 %c218, i128 %reach215, i128 0
  %least220 = add i128 %base206, %min217
  %most221 = add i128 %base206, %max219
  %fits_low222 = icmp sge i128 %least220, -9223372036854775808
  %fits_high223 = icmp sle i128 %most221, 9223372036854775807
  %fits224 = and i1 %fits_low222, %fits_high223
  %least225 = select i1 %fits224, i128 %least220, i128 -9223372036854775808
  %most226 = select i1 %fits224, i128 %most221, i128 9223372036854775807
  %extent227 = sext i64 %dim22 to i128
  %low_ok228 = icmp sge i128 %least225, 0
  %high_ok229 = icmp slt i128 %most226, %extent227
  %ok230 = and i1 true, %low_ok228
  %ok231 = and i1 %ok230, %high_ok229
  %v232 = load i64, ptr %i, align 8
  %base233 = sext i64 %v232 to i128
  %fits_low234 = icmp sge i128 %base233, -9223372036854775808
  %fits_high235 = icmp sle i128 %base233, 9223372036854775807
  %fits236 = and i1 %fits_low234, %fits_high235
  %least237 = select i1 %fits236, i128 %base233, i128 -9223372036854775808
  %most238 = select i1 %fits236, i128 %base233, i128 9223372036854775807
  %extent239 = sext i64 %dim to i128
  %low_ok240 = icmp sge i128 %least237, 0
  %high_ok241 = icmp slt i128 %most238, %extent239
  %ok242 = and i1 %ok231, %low_ok240
  %ok243 = and i1 %ok242, %high_ok241
  br i1 %ok243, label %proved244, label %checked245

proved244:                                        ; preds = %ok199
  store i64 0, ptr %j204, align 8
  br label %loop247

checked245:                                       ; preds = %ok199
  store i64 0, ptr %j204, align 8
  br label %loop274

versions_done246:                                 ; preds = %exit276, %exit249
  %i328 = load i64, ptr %i, align 8
  %next329 = add i64 %i328, 1
  store i64 %next329, ptr %i, align 8
  br label %loop

loop247:                                          ; preds = %body248, %proved244
  %i250 = load i64, ptr %j204, align 8
  %more251 = icmp slt i64 %i250, %dim22
  br i1 %more251, label %body248, label %exit249

body248:                                          ; preds = %loop247
  %v252 = load i64, ptr %i, align 8
  %v253 = load i64, ptr %j204, align 8
  %pos254 = mul i64 0, %dim
  %pos255 = add i64 %pos254, %v252
  %pos256 = mul i64 %pos255, %dim22
  %pos257 = add i64 %pos256, %v253
  %elp258 = getelementptr inbounds float, ptr %buf129, i64 %pos257
  %el259 = load float, ptr %elp258, align 4, !alias.scope !6, !noalias !7
  store float %el259, ptr %es_37, align 4
  %v260 = load float, ptr %es_37, align 4
  %v261 = load float, ptr %acc_sums_18, align 4
  %fd = fdiv float %v260, %v261
  store float %fd, ptr %ys_34, align 4
  %v262 = load i64, ptr %i, align 8
  %v263 = load i64, ptr %j204, align 8
  %pos264 = mul i64 0, %dim
  %pos265 = add i64 %pos264, %v262
  %pos266 = mul i64 %pos265, %dim22
  %pos267 = add i64 %pos266, %v263
  %v268 = load float, ptr %ys_34, align 4
  %elp271 = getelementptr inbounds float, ptr %buf270, i64 %pos267
  store float %v268, ptr %elp271, align 4, !alias.scope !8, !noalias !9
  %i272 = load i64, ptr %j204, align 8
  %next273 = add i64 %i272, 1
  store i64 %next273, ptr %j204, align 8
  br label %loop247

exit249:                                          ; preds = %loop247
  br label %versions_done246

loop274:                                          ; preds = %ok302, %checked245
  %i277 = load i64, ptr %j204, align 8
  %more278 = icmp slt i64 %i277, %dim22
  br i1 %more278, label %body275, label %exit276

body275:                                          ; preds = %loop274
  %v279 = load i64, ptr %j204, align 8
  %ic280 = icmp sge i64 %v279, 0
  br i1 %ic280, label %rhs281, label %sc282

exit276:                                          ; preds = %loop274
  br label %versions_done246

rhs281:                                           ; preds = %body275
  %v283 = load i64, ptr %j204, align 8
  %ic284 = icmp slt i64 %v283, %dim22
  br label %sc282

sc282:                                            ; preds = %rhs281, %body275
  %sc285 = phi i1 [ false, %body275 ], [ %ic284, %rhs281 ]
  %v286 = load i64, ptr %j204, align 8
  br i1 %sc285, label %ok288, label %fail287

fail287:                                          ; preds = %sc282
  %errp289 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp289, align 8
  %errp290 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp290, align 8
  %errp291 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v286, ptr %errp291, align 8
  %errp292 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp292, align 8
  ret i32 1

ok288:                                            ; preds = %sc282
  %v293 = load i64, ptr %i, align 8
  %ic294 = icmp sge i64 %v293, 0
  br i1 %ic294, label %rhs295, label %sc296

rhs295:                                           ; preds = %ok288
  %v297 = load i64, ptr %i, align 8
  %ic298 = icmp slt i64 %v297, %dim
  br label %sc296

sc296:                                            ; preds = %rhs295, %ok288
  %sc299 = phi i1 [ false, %ok288 ], [ %ic298, %rhs295 ]
  %v300 = load i64, ptr %i, align 8
  br i1 %sc299, label %ok302, label %fail301

fail301:                                          ; preds = %sc296
  %errp303 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp303, align 8
  %errp304 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp304, align 8
  %errp305 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v300, ptr %errp305, align 8
  %errp306 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp306, align 8
  ret i32 1

ok302:                                            ; preds = %sc296
  %v307 = load i64, ptr %i, align 8
  %v308 = load i64, ptr %j204, align 8
  %pos309 = mul i64 0, %dim
  %pos310 = add i64 %pos309, %v307
  %pos311 = mul i64 %pos310, %dim22
  %pos312 = add i64 %pos311, %v308
  %elp313 = getelementptr inbounds float, ptr %buf129, i64 %pos312
  %el314 = load float, ptr %elp313, align 4, !alias.scope !6, !noalias !7
  store float %el314, ptr %es_37, align 4
  %v315 = load float, ptr %es_37, align 4
  %v316 = load float, ptr %acc_sums_18, align 4
  %fd317 = fdiv float %v315, %v316
  store float %fd317, ptr %ys_34, align 4
  %v318 = load i64, ptr %i, align 8
  %v319 = load i64, ptr %j204, align 8
  %pos320 = mul i64 0, %dim
  %pos321 = add i64 %pos320, %v318
  %pos322 = mul i64 %pos321, %dim22
  %pos323 = add i64 %pos322, %v319
  %v324 = load float, ptr %ys_34, align 4
  %elp325 = getelementptr inbounds float, ptr %buf270, i64 %pos323
  store float %v324, ptr %elp325, align 4, !alias.scope !8, !noalias !9
  %i326 = load i64, ptr %j204, align 8
  %next327 = add i64 %i326, 1
  store i64 %next327, ptr %j204, align 8
  br label %loop274
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
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.4", !2}
!5 = !{!"fuselab.buf.8", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

