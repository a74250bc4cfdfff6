; cluster c0: Vertical(ar, Vertical(replicate, Vertical(bt, Vertical(map, c))))
; ModuleID = 'matmul_c0'
source_filename = "matmul_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 9
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %acc_c_20 = alloca float, align 4
  %dimp28 = getelementptr inbounds i64, ptr %1, i64 1
  %dim29 = load i64, ptr %dimp28, align 8
  %k = alloca i64, align 8
  %dimp50 = getelementptr inbounds i64, ptr %1, i64 8
  %dim51 = load i64, ptr %dimp50, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %a_4 = alloca float, align 4
  %bufp151 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf152 = load ptr, ptr %bufp151, align 8
  %b_30 = alloca float, align 4
  %map_14 = alloca float, align 4
  %bufp255 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf256 = load ptr, ptr %bufp255, align 8
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
  store i64 4, ptr %errp9, align 8
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
  %fits16 = icmp sle i64 %dim15, %dim15
  br i1 %fits16, label %ok18, label %fail17

exit:                                             ; preds = %loop
  ret i32 0

fail17:                                           ; preds = %body12
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %body12
  store i64 0, ptr %j, align 8
  br label %loop23

loop23:                                           ; preds = %versions_done, %ok18
  %i26 = load i64, ptr %j, align 8
  %more27 = icmp slt i64 %i26, %dim15
  br i1 %more27, label %body24, label %exit25

body24:                                           ; preds = %loop23
  store float 0.000000e+00, ptr %acc_c_20, align 4
  store i64 0, ptr %k, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits30 = and i1 %fits_low, %fits_high
  %least = select i1 %fits30, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits30, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok31 = and i1 true, %low_ok
  %ok32 = and i1 %ok31, %high_ok
  %v33 = load i64, ptr %k, align 8
  %base34 = sext i64 %v33 to i128
  store i64 1, ptr %k, align 8
  %v35 = load i64, ptr %k, align 8
  store i64 0, ptr %k, align 8
  %at_next = sext i64 %v35 to i128
  %step = sub i128 %at_next, %base34
  %step36 = trunc i128 %step to i64
  %step37 = sext i64 %step36 to i128
  %len = sub i64 %dim29, 0
  %span = sub i64 %len, 1
  %span38 = sext i64 %span to i128
  %reach = mul i128 %step37, %span38
  %c39 = icmp slt i128 %reach, 0
  %min40 = select i1 %c39, i128 %reach, i128 0
  %c41 = icmp sgt i128 %reach, 0
  %max42 = select i1 %c41, i128 %reach, i128 0
  %least43 = add i128 %base34, %min40
  %most44 = add i128 %base34, %max42
  %fits_low45 = icmp sge i128 %least43, -9223372036854775808
  %fits_high46 = icmp sle i128 %most44, 9223372036854775807
  %fits47 = and i1 %fits_low45, %fits_high46
  %least48 = select i1 %fits47, i128 %least43, i128 -9223372036854775808
  %most49 = select i1 %fits47, i128 %most44, i128 9223372036854775807
  %extent52 = sext i64 %dim51 to i128
  %low_ok53 = icmp sge i128 %least48, 0
  %high_ok54 = icmp slt i128 %most49, %extent52
  %ok55 = and i1 %ok32, %low_ok53
  %ok56 = and i1 %ok55, %high_ok54
  %v57 = load i64, ptr %j, align 8
  %base58 = sext i64 %v57 to i128
  %fits_low59 = icmp sge i128 %base58, -9223372036854775808
  %fits_high60 = icmp sle i128 %base58, 9223372036854775807
  %fits61 = and i1 %fits_low59, %fits_high60
  %least62 = select i1 %fits61, i128 %base58, i128 -9223372036854775808
  %most63 = select i1 %fits61, i128 %base58, i128 9223372036854775807
  %extent64 = sext i64 %dim15 to i128
  %low_ok65 = icmp sge i128 %least62, 0
  %high_ok66 = icmp slt i128 %most63, %extent64
  %ok67 = and i1 %ok56, %low_ok65
  %ok68 = and i1 %ok67, %high_ok66
  %v69 = load i64, ptr %k, align 8
  %base70 = sext i64 %v69 to i128
  store i64 1, ptr %k, align 8
  %v71 = load i64, ptr %k, align 8
  store i64 0, ptr %k, align 8
  %at_next72 = sext i64 %v71 to i128
  %step73 = sub i128 %at_next72, %base70
  %step74 = trunc i128 %step73 to i64
  %step75 = sext i64 %step74 to i128
  %len76 = sub i64 %dim29, 0
  %span77 = sub i64 %len76, 1
  %span78 = sext i64 %span77 to i128
  %reach79 = mul i128 %step75, %span78
  %c80 = icmp slt i128 %reach79, 0
  %min81 = select i1 %c80, i128 %reach79, i128 0
  %c82 = icmp sgt i128 %reach79, 0
  %max83 = select i1 %c82, i128 %reach79, i128 0
  %least84 = add i128 %base70, %min81
  %most85 = add i128 %base70, %max83
  %fits_low86 = icmp sge i128 %least84, -9223372036854775808
  %fits_high87 = icmp sle i128 %most85, 9223372036854775807
  %fits88 = and i1 %fits_low86, %fits_high87
  %least89 = select i1 %fits88, i128 %least84, i128 -9223372036854775808
  %most90 = select i1 %fits88, i128 %most85, i128 9223372036854775807
  %extent91 = sext i64 %dim29 to i128
  %low_ok92 = icmp sge i128 %least89, 0
  %high_ok93 = icmp slt i128 %most90, %extent91
  %ok94 = and i1 %ok68, %low_ok92
  %ok95 = and i1 %ok94, %high_ok93
  %v96 = load i64, ptr %k, align 8
  %base97 = sext i64 %v96 to i128
  store i64 1, ptr %k, align 8
  %v98 = load i64, ptr %k, align 8
  store i64 0, ptr %k, align 8
  %at_next99 = sext i64 %v98 to i128
  %step100 = sub i128 %at_next99, %base97
  %step101 = trunc i128 %step100 to i64
  %step102 = sext i64 %step101 to i128
  %len103 = sub i64 %dim29, 0
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
  %extent118 = sext i64 %dim51 to i128
  %low_ok119 = icmp sge i128 %least116, 0
  %high_ok120 = icmp slt i128 %most117, %extent118
  %ok121 = and i1 %ok95, %low_ok119
  %ok122 = and i1 %ok121, %high_ok120
  %v123 = load i64, ptr %j, align 8
  %base124 = sext i64 %v123 to i128
  %fits_low125 = icmp sge i128 %base124, -9223372036854775808
  %fits_high126 = icmp sle i128 %base124, 9223372036854775807
  %fits127 = and i1 %fits_low125, %fits_high126
  %least128 = select i1 %fits127, i128 %base124, i128 -9223372036854775808
  %most129 = select i1 %fits127, i128 %base124, i128 9223372036854775807
  %extent130 = sext i64 %dim15 to i128
  %low_ok131 = icmp sge i128 %least128, 0
  %high_ok132 = icmp slt i128 %most129, %extent130
  %ok133 = and i1 %ok122, %low_ok131
  %ok134 = and i1 %ok133, %high_ok132
  br i1 %ok134, label %proved, label %checked

exit25:                                           ; preds = %loop23
  %i260 = load i64, ptr %i, align 8
  %next261 = add i64 %i260, 1
  store i64 %next261, ptr %i, align 8
  br label %loop

proved:                                           ; preds = %body24
  store i64 0, ptr %k, align 8
  br label %loop135

checked:                                          ; preds = %body24
  store i64 0, ptr %k, align 8
  br label %loop160

versions_done:                                    ; preds = %exit162, %exit137
  %v248 = load i64, ptr %i, align 8
  %v249 = load i64, ptr %j, align 8
  %pos250 = mul i64 0, %dim
  %pos251 = add i64 %pos250, %v248
  %pos252 = mul i64 %pos251, %dim15
  %pos253 = add i64 %pos252, %v249
  %v254 = load float, ptr %acc_c_20, align 4
  %elp257 = getelementptr inbounds float, ptr %buf256, i64 %pos253
  store float %v254, ptr %elp257, align 4, !alias.scope !0, !noalias !3
  %i258 = load i64, ptr %j, align 8
  %next259 = add i64 %i258, 1
  store i64 %next259, ptr %j, align 8
  br label %loop23

loop135:                                          ; preds = %body136, %proved
  %i138 = load i64, ptr %k, align 8
  %more139 = icmp slt i64 %i138, %dim29
  br i1 %more139, label %body136, label %exit137

body136:                                          ; preds = %loop135
  %v140 = load i64, ptr %i, align 8
  %v141 = load i64, ptr %k, align 8
  %pos = mul i64 0, %dim
  %pos142 = add i64 %pos, %v140
  %pos143 = mul i64 %pos142, %dim29
  %pos144 = add i64 %pos143, %v141
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos144
  %el = load float, ptr %elp, align 4, !alias.scope !6, !noalias !7
  store float %el, ptr %a_4, align 4
  %v145 = load i64, ptr %k, align 8
  %v146 = load i64, ptr %j, align 8
  %pos147 = mul i64 0, %dim51
  %pos148 = add i64 %pos147, %v145
  %pos149 = mul i64 %pos148, %dim15
  %pos150 = add i64 %pos149, %v146
  %elp153 = getelementptr inbounds float, ptr %buf152, i64 %pos150
  %el154 = load float, ptr %elp153, align 4, !alias.scope !8, !noalias !9
  store float %el154, ptr %b_30, align 4
  %v155 = load float, ptr %a_4, align 4
  %v156 = load float, ptr %b_30, align 4
  %fm = fmul float %v155, %v156
  store float %fm, ptr %map_14, align 4
  %v157 = load float, ptr %acc_c_20, align 4
  %v158 = load float, ptr %map_14, align 4
  %fa = fadd reassoc float %v157, %v158
  store float %fa, ptr %acc_c_20, align 4
  %i159 = load i64, ptr %k, align 8
  %next = add i64 %i159, 1
  store i64 %next, ptr %k, align 8
  br label %loop135

exit137:                                          ; preds = %loop135
  br label %versions_done

loop160:                                          ; preds = %ok231, %checked
  %i163 = load i64, ptr %k, align 8
  %more164 = icmp slt i64 %i163, %dim29
  br i1 %more164, label %body161, label %exit162

body161:                                          ; preds = %loop160
  %v165 = load i64, ptr %i, align 8
  %v166 = load i64, ptr %k, align 8
  %pos167 = mul i64 0, %dim
  %pos168 = add i64 %pos167, %v165
  %inb = icmp ult i64 %v166, %dim29
  br i1 %inb, label %ok170, label %fail169

exit162:                                          ; preds = %loop160
  br label %versions_done

fail169:                                          ; preds = %body161
  %errp171 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp171, align 8
  %errp172 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp172, align 8
  %errp173 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v166, ptr %errp173, align 8
  %errp174 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim29, ptr %errp174, align 8
  ret i32 1

ok170:                                            ; preds = %body161
  %pos175 = mul i64 %pos168, %dim29
  %pos176 = add i64 %pos175, %v166
  %elp177 = getelementptr inbounds float, ptr %buf, i64 %pos176
  %el178 = load float, ptr %elp177, align 4, !alias.scope !6, !noalias !7
  store float %el178, ptr %a_4, align 4
  %v179 = load i64, ptr %i, align 8
  %ic = icmp sge i64 %v179, 0
  br i1 %ic, label %rhs, label %sc

rhs:                                              ; preds = %ok170
  %v180 = load i64, ptr %i, align 8
  %ic181 = icmp slt i64 %v180, %dim
  br label %sc

sc:                                               ; preds = %rhs, %ok170
  %sc182 = phi i1 [ false, %ok170 ], [ %ic181, %rhs ]
  %v183 = load i64, ptr %i, align 8
  br i1 %sc182, label %ok185, label %fail184

fail184:                                          ; preds = %sc
  %errp186 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp186, align 8
  %errp187 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp187, align 8
  %errp188 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v183, ptr %errp188, align 8
  %errp189 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp189, align 8
  ret i32 1

ok185:                                            ; preds = %sc
  %v190 = load i64, ptr %k, align 8
  %ic191 = icmp sge i64 %v190, 0
  br i1 %ic191, label %rhs192, label %sc193

rhs192:                                           ; preds = %ok185
  %v194 = load i64, ptr %k, align 8
  %ic195 = icmp slt i64 %v194, %dim51
  br label %sc193

sc193:                                            ; preds = %rhs192, %ok185
  %sc196 = phi i1 [ false, %ok185 ], [ %ic195, %rhs192 ]
  %v197 = load i64, ptr %k, align 8
  br i1 %sc196, label %ok199, label %fail198

fail198:                                          ; preds = %sc193
  %errp200 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp200, align 8
  %errp201 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp201, align 8
  %errp202 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v197, ptr %errp202, align 8
  %errp203 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim51, ptr %errp203, align 8
  ret i32 1

ok199:                                            ; preds = %sc193
  %v204 = load i64, ptr %j, align 8
  %ic205 = icmp sge i64 %v204, 0
  br i1 %ic205, label %rhs206, label %sc207

rhs206:                                           ; preds = %ok199
  %v208 = load i64, ptr %j, align 8
  %ic209 = icmp slt i64 %v208, %dim15
  br label %sc207

sc207:                                            ; preds = %rhs206, %ok199
  %sc210 = phi i1 [ false, %ok199 ], [ %ic209, %rhs206 ]
  %v211 = load i64, ptr %j, align 8
  br i1 %sc210, label %ok213, label %fail212

fail212:                                          ; preds = %sc207
  %errp214 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp214, align 8
  %errp215 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp215, align 8
  %errp216 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v211, ptr %errp216, align 8
  %errp217 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp217, align 8
  ret i32 1

ok213:                                            ; preds = %sc207
  %v218 = load i64, ptr %k, align 8
  %v219 = load i64, ptr %j, align 8
  %inb220 = icmp ult i64 %v218, %dim51
  br i1 %inb220, label %ok222, label %fail221

fail221:                                          ; preds = %ok213
  %errp223 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp223, align 8
  %errp224 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp224, align 8
  %errp225 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v218, ptr %errp225, align 8
  %errp226 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim51, ptr %errp226, align 8
  ret i32 1

ok222:                                            ; preds = %ok213
  %pos227 = mul i64 0, %dim51
  %pos228 = add i64 %pos227, %v218
  %inb229 = icmp ult i64 %v219, %dim15
  br i1 %inb229, label %ok231, label %fail230

fail230:                                          ; preds = %ok222
  %errp232 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp232, align 8
  %errp233 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp233, align 8
  %errp234 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v219, ptr %errp234, align 8
  %errp235 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp235, align 8
  ret i32 1

ok231:                                            ; preds = %ok222
  %pos236 = mul i64 %pos228, %dim15
  %pos237 = add i64 %pos236, %v219
  %elp238 = getelementptr inbounds float, ptr %buf152, i64 %pos237
  %el239 = load float, ptr %elp238, align 4, !alias.scope !8, !noalias !9
  store float %el239, ptr %b_30, align 4
  %v240 = load float, ptr %a_4, align 4
  %v241 = load float, ptr %b_30, align 4
  %fm242 = fmul float %v240, %v241
  store float %fm242, ptr %map_14, align 4
  %v243 = load float, ptr %acc_c_20, align 4
  %v244 = load float, ptr %map_14, align 4
  %fa245 = fadd reassoc float %v243, %v244
  store float %fa245, ptr %acc_c_20, align 4
  %i246 = load i64, ptr %k, align 8
  %next247 = add i64 %i246, 1
  store i64 %next247, ptr %k, align 8
  br label %loop160
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
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.1", !2}
!6 = !{!4}
!7 = !{!5, !1}
!8 = !{!5}
!9 = !{!4, !1}

