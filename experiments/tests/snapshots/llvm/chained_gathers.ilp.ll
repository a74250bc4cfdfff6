; cluster c0: Vertical(b, Vertical(t, Vertical(f, Vertical(r, c))))
; ModuleID = 'chained_gathers_c0'
source_filename = "chained_gathers_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 1
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 0
  %dim3 = load i64, ptr %dimp2, align 8
  %tile = alloca i64, align 8
  %tile7 = alloca i64, align 8
  %i_hi = alloca i64, align 8
  %i_lo = alloca i64, align 8
  %dimp57 = getelementptr inbounds i64, ptr %1, i64 24
  %dim58 = load i64, ptr %dimp57, align 8
  %dimp300 = getelementptr inbounds i64, ptr %1, i64 32
  %dim301 = load i64, ptr %dimp300, align 8
  %i319 = alloca i64, align 8
  %t_11 = alloca i64, align 8
  %flat_17 = alloca i64, align 8
  %p0_19 = alloca i64, align 8
  %p1_20 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %a_24 = alloca float, align 4
  %b_21 = alloca float, align 4
  %c_13 = alloca float, align 4
  %bufp344 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf345 = load ptr, ptr %bufp344, align 8
  br label %body

body:                                             ; preds = %entry
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, %dim
  %min = select i1 %c1, i64 %5, i64 %dim
  store i64 %max, ptr %tile, align 8
  br label %tiles

tiles:                                            ; preds = %tiles_done10, %body
  %i = load i64, ptr %tile, align 8
  %more = icmp slt i64 %i, %min
  br i1 %more, label %tile4, label %tiles_done

tile4:                                            ; preds = %tiles
  %tile_end = add i64 %i, 16
  %c5 = icmp slt i64 %tile_end, %min
  %min6 = select i1 %c5, i64 %tile_end, i64 %min
  store i64 0, ptr %tile7, align 8
  br label %tiles8

tiles_done:                                       ; preds = %tiles
  ret i32 0

tiles8:                                           ; preds = %versions_done, %tile4
  %i11 = load i64, ptr %tile7, align 8
  %more12 = icmp slt i64 %i11, %dim3
  br i1 %more12, label %tile9, label %tiles_done10

tile9:                                            ; preds = %tiles8
  %tile_end13 = add i64 %i11, 16
  %c14 = icmp slt i64 %tile_end13, %dim3
  %min15 = select i1 %c14, i64 %tile_end13, i64 %dim3
  store i64 %i, ptr %i_hi, align 8
  store i64 %i11, ptr %i_lo, align 8
  %mul = mul i64 %dim3, %dim
  %sub = sub i64 %mul, 1
  %v = load i64, ptr %i_hi, align 8
  %mul16 = mul i64 %v, %dim3
  %v17 = load i64, ptr %i_lo, align 8
  %add = add i64 %mul16, %v17
  %sub18 = sub i64 %sub, %add
  %base = sext i64 %sub18 to i128
  %next = add i64 %i, 1
  store i64 %next, ptr %i_hi, align 8
  %mul19 = mul i64 %dim3, %dim
  %sub20 = sub i64 %mul19, 1
  %v21 = load i64, ptr %i_hi, align 8
  %mul22 = mul i64 %v21, %dim3
  %v23 = load i64, ptr %i_lo, align 8
  %add24 = add i64 %mul22, %v23
  %sub25 = sub i64 %sub20, %add24
  store i64 %i, ptr %i_hi, align 8
  %at_next = sext i64 %sub25 to i128
  %step = sub i128 %at_next, %base
  %step26 = trunc i128 %step to i64
  %step27 = sext i64 %step26 to i128
  %len = sub i64 %min6, %i
  %span = sub i64 %len, 1
  %span28 = sext i64 %span to i128
  %reach = mul i128 %step27, %span28
  %c29 = icmp slt i128 %reach, 0
  %min30 = select i1 %c29, i128 %reach, i128 0
  %c31 = icmp sgt i128 %reach, 0
  %max32 = select i1 %c31, i128 %reach, i128 0
  %least = add i128 %base, %min30
  %most = add i128 %base, %max32
  %next33 = add i64 %i11, 1
  store i64 %next33, ptr %i_lo, align 8
  %mul34 = mul i64 %dim3, %dim
  %sub35 = sub i64 %mul34, 1
  %v36 = load i64, ptr %i_hi, align 8
  %mul37 = mul i64 %v36, %dim3
  %v38 = load i64, ptr %i_lo, align 8
  %add39 = add i64 %mul37, %v38
  %sub40 = sub i64 %sub35, %add39
  store i64 %i11, ptr %i_lo, align 8
  %at_next41 = sext i64 %sub40 to i128
  %step42 = sub i128 %at_next41, %base
  %step43 = trunc i128 %step42 to i64
  %step44 = sext i64 %step43 to i128
  %len45 = sub i64 %min15, %i11
  %span46 = sub i64 %len45, 1
  %span47 = sext i64 %span46 to i128
  %reach48 = mul i128 %step44, %span47
  %c49 = icmp slt i128 %reach48, 0
  %min50 = select i1 %c49, i128 %reach48, i128 0
  %c51 = icmp sgt i128 %reach48, 0
  %max52 = select i1 %c51, i128 %reach48, i128 0
  %least53 = add i128 %least, %min50
  %most54 = add i128 %most, %max52
  %fits_low = icmp sge i128 %least53, -9223372036854775808
  %fits_high = icmp sle i128 %most54, 9223372036854775807
  %fits = and i1 %fits_low, %fits_high
  %least55 = select i1 %fits, i128 %least53, i128 -9223372036854775808
  %most56 = select i1 %fits, i128 %most54, i128 9223372036854775807
  %extent = sext i64 %dim58 to i128
  %low_ok = icmp sge i128 %least55, 0
  %high_ok = icmp slt i128 %most56, %extent
  %ok = and i1 true, %low_ok
  %ok59 = and i1 %ok, %high_ok
  %sub60 = sub i64 %dim, 1
  %v61 = load i64, ptr %i_hi, align 8
  %sub62 = sub i64 %sub60, %v61
  %base63 = sext i64 %sub62 to i128
  %next64 = add i64 %i, 1
  store i64 %next64, ptr %i_hi, align 8
  %sub65 = sub i64 %dim, 1
  %v66 = load i64, ptr %i_hi, align 8
  %sub67 = sub i64 %sub65, %v66
  store i64 %i, ptr %i_hi, align 8
  %at_next68 = sext i64 %sub67 to i128
  %step69 = sub i128 %at_next68, %base63
  %step70 = trunc i128 %step69 to i64
  %step71 = sext i64 %step70 to i128
  %len72 = sub i64 %min6, %i
  %span73 = sub i64 %len72, 1
  %span74 = sext i64 %span73 to i128
  %reach75 = mul i128 %step71, %span74
  %c76 = icmp slt i128 %reach75, 0
  %min77 = select i1 %c76, i128 %reach75, i128 0
  %c78 = icmp sgt i128 %reach75, 0
  %max79 = select i1 %c78, i128 %reach75, i128 0
  %least80 = add i128 %base63, %min77
  %most81 = add i128 %base63, %max79
  %fits_low82 = icmp sge i128 %least80, -9223372036854775808
  %fits_high83 = icmp sle i128 %most81, 9223372036854775807
  %fits84 = and i1 %fits_low82, %fits_high83
  %least85 = select i1 %fits84, i128 %least80, i128 -9223372036854775808
  %most86 = select i1 %fits84, i128 %most81, i128 9223372036854775807
  %extent87 = sext i64 %dim to i128
  %low_ok88 = icmp sge i128 %least85, 0
  %high_ok89 = icmp slt i128 %most86, %extent87
  %ok90 = and i1 %ok59, %low_ok88
  %ok91 = and i1 %ok90, %high_ok89
  %sub92 = sub i64 %dim3, 1
  %v93 = load i64, ptr %i_lo, align 8
  %sub94 = sub i64 %sub92, %v93
  %base95 = sext i64 %sub94 to i128
  %next96 = add i64 %i11, 1
  store i64 %next96, ptr %i_lo, align 8
  %sub97 = sub i64 %dim3, 1
  %v98 = load i64, ptr %i_lo, align 8
  %sub99 = sub i64 %sub97, %v98
  store i64 %i11, ptr %i_lo, align 8
  %at_next100 = sext i64 %sub99 to i128
  %step101 = sub i128 %at_next100, %base95
  %step102 = trunc i128 %step101 to i64
  %step103 = sext i64 %step102 to i128
  %len104 = sub i64 %min15, %i11
  %span105 = sub i64 %len104, 1
  %span106 = sext i64 %span105 to i128
  %reach107 = mul i128 %step103, %span106
  %c108 = icmp slt i128 %reach107, 0
  %min109 = select i1 %c108, i128 %reach107, i128 0
  %c110 = icmp sgt i128 %reach107, 0
  %max111 = select i1 %c110, i128 %reach107, i128 0
  %least112 = add i128 %base95, %min109
  %most113 = add i128 %base95, %max111
  %fits_low114 = icmp sge i128 %least112, -9223372036854775808
  %fits_high115 = icmp sle i128 %most113, 9223372036854775807
  %fits116 = and i1 %fits_low114, %fits_high115
  %least117 = select i1 %fits116, i128 %least112, i128 -9223372036854775808
  %most118 = select i1 %fits116, i128 %most113, i128 9223372036854775807
  %extent119 = sext i64 %dim3 to i128
  %low_ok120 = icmp sge i128 %least117, 0
  %high_ok121 = icmp slt i128 %most118, %extent119
  %ok122 = and i1 %ok91, %low_ok120
  %ok123 = and i1 %ok122, %high_ok121
  %sub124 = sub i64 %dim3, 1
  %v125 = load i64, ptr %i_lo, align 8
  %sub126 = sub i64 %sub124, %v125
  %base127 = sext i64 %sub126 to i128
  %next128 = add i64 %i11, 1
  store i64 %next128, ptr %i_lo, align 8
  %sub129 = sub i64 %dim3, 1
  %v130 = load i64, ptr %i_lo, align 8
  %sub131 = sub i64 %sub129, %v130
  store i64 %i11, ptr %i_lo, align 8
  %at_next132 = sext i64 %sub131 to i128
  %step133 = sub i128 %at_next132, %base127
  %step134 = trunc i128 %step133 to i64
  %step135 = sext i64 %step134 to i128
  %len136 = sub i64 %min15, %i11
  %span137 = sub i64 %len136, 1
  %span138 = sext i64 %span137 to i128
  %reach139 = mul i128 %step135, %span138
  %c140 = icmp slt i128 %reach139, 0
  %min141 = select i1 %c140, i128 %reach139, i128 0
  %c142 = icmp sgt i128 %reach139, 0
  %max143 = select i1 %c142, i128 %reach139, i128 0
  %least144 = add i128 %base127, %min141
  %most145 = add i128 %base127, %max143
  %fits_low146 = icmp sge i128 %least144, -9223372036854775808
  %fits_high147 = icmp sle i128 %most145, 9223372036854775807
  %fits148 = and i1 %fits_low146, %fits_high147
  %least149 = select i1 %fits148, i128 %least144, i128 -9223372036854775808
  %most150 = select i1 %fits148, i128 %most145, i128 9223372036854775807
  %extent151 = sext i64 %dim3 to i128
  %low_ok152 = icmp sge i128 %least149, 0
  %high_ok153 = icmp slt i128 %most150, %extent151
  %ok154 = and i1 %ok123, %low_ok152
  %ok155 = and i1 %ok154, %high_ok153
  %sub156 = sub i64 %dim, 1
  %v157 = load i64, ptr %i_hi, align 8
  %sub158 = sub i64 %sub156, %v157
  %base159 = sext i64 %sub158 to i128
  %next160 = add i64 %i, 1
  store i64 %next160, ptr %i_hi, align 8
  %sub161 = sub i64 %dim, 1
  %v162 = load i64, ptr %i_hi, align 8
  %sub163 = sub i64 %sub161, %v162
  store i64 %i, ptr %i_hi, align 8
  %at_next164 = sext i64 %sub163 to i128
  %step165 = sub i128 %at_next164, %base159
  %step166 = trunc i128 %step165 to i64
  %step167 = sext i64 %step166 to i128
  %len168 = sub i64 %min6, %i
  %span169 = sub i64 %len168, 1
  %span170 = sext i64 %span169 to i128
  %reach171 = mul i128 %step167, %span170
  %c172 = icmp slt i128 %reach171, 0
  %min173 = select i1 %c172, i128 %reach171, i128 0
  %c174 = icmp sgt i128 %reach171, 0
  %max175 = select i1 %c174, i128 %reach171, i128 0
  %least176 = add i128 %base159, %min173
  %most177 = add i128 %base159, %max175
  %fits_low178 = icmp sge i128 %least176, -9223372036854775808
  %fits_high179 = icmp sle i128 %most177, 9223372036854775807
  %fits180 = and i1 %fits_low178, %fits_high179
  %least181 = select i1 %fits180, i128 %least176, i128 -9223372036854775808
  %most182 = select i1 %fits180, i128 %most177, i128 9223372036854775807
  %extent183 = sext i64 %dim to i128
  %low_ok184 = icmp sge i128 %least181, 0
  %high_ok185 = icmp slt i128 %most182, %extent183
  %ok186 = and i1 %ok155, %low_ok184
  %ok187 = and i1 %ok186, %high_ok185
  %sub188 = sub i64 %dim3, 1
  %v189 = load i64, ptr %i_lo, align 8
  %sub190 = sub i64 %sub188, %v189
  %base191 = sext i64 %sub190 to i128
  %next192 = add i64 %i11, 1
  store i64 %next192, ptr %i_lo, align 8
  %sub193 = sub i64 %dim3, 1
  %v194 = load i64, ptr %i_lo, align 8
  %sub195 = sub i64 %sub193, %v194
  store i64 %i11, ptr %i_lo, align 8
  %at_next196 = sext i64 %sub195 to i128
  %step197 = sub i128 %at_next196, %base191
  %step198 = trunc i128 %step197 to i64
  %step199 = sext i64 %step198 to i128
  %len200 = sub i64 %min15, %i11
  %span201 = sub i64 %len200, 1
  %span202 = sext i64 %span201 to i128
  %reach203 = mul i128 %step199, %span202
  %c204 = icmp slt i128 %reach203, 0
  %min205 = select i1 %c204, i128 %reach203, i128 0
  %c206 = icmp sgt i128 %reach203, 0
  %max207 = select i1 %c206, i128 %reach203, i128 0
  %least208 = add i128 %base191, %min205
  %most209 = add i128 %base191, %max207
  %fits_low210 = icmp sge i128 %least208, -9223372036854775808
  %fits_high211 = icmp sle i128 %most209, 9223372036854775807
  %fits212 = and i1 %fits_low210, %fits_high211
  %least213 = select i1 %fits212, i128 %least208, i128 -9223372036854775808
  %most214 = select i1 %fits212, i128 %most209, i128 9223372036854775807
  %extent215 = sext i64 %dim3 to i128
  %low_ok216 = icmp sge i128 %least213, 0
  %high_ok217 = icmp slt i128 %most214, %extent215
  %ok218 = and i1 %ok187, %low_ok216
  %ok219 = and i1 %ok218, %high_ok217
  %sub220 = sub i64 %dim, 1
  %v221 = load i64, ptr %i_hi, align 8
  %sub222 = sub i64 %sub220, %v221
  %base223 = sext i64 %sub222 to i128
  %next224 = add i64 %i, 1
  store i64 %next224, ptr %i_hi, align 8
  %sub225 = sub i64 %dim, 1
  %v226 = load i64, ptr %i_hi, align 8
  %sub227 = sub i64 %sub225, %v226
  store i64 %i, ptr %i_hi, align 8
  %at_next228 = sext i64 %sub227 to i128
  %step229 = sub i128 %at_next228, %base223
  %step230 = trunc i128 %step229 to i64
  %step231 = sext i64 %step230 to i128
  %len232 = sub i64 %min6, %i
  %span233 = sub i64 %len232, 1
  %span234 = sext i64 %span233 to i128
  %reach235 = mul i128 %step231, %span234
  %c236 = icmp slt i128 %reach235, 0
  %min237 = select i1 %c236, i128 %reach235, i128 0
  %c238 = icmp sgt i128 %reach235, 0
  %max239 = select i1 %c238, i128 %reach235, i128 0
  %least240 = add i128 %base223, %min237
  %most241 = add i128 %base223, %max239
  %fits_low242 = icmp sge i128 %least240, -9223372036854775808
  %fits_high243 = icmp sle i128 %most241, 9223372036854775807
  %fits244 = and i1 %fits_low242, %fits_high243
  %least245 = select i1 %fits244, i128 %least240, i128 -9223372036854775808
  %most246 = select i1 %fits244, i128 %most241, i128 9223372036854775807
  %extent247 = sext i64 %dim to i128
  %low_ok248 = icmp sge i128 %least245, 0
  %high_ok249 = icmp slt i128 %most246, %extent247
  %ok250 = and i1 %ok219, %low_ok248
  %ok251 = and i1 %ok250, %high_ok249
  %v252 = load i64, ptr %i_hi, align 8
  %mul253 = mul i64 %v252, %dim3
  %v254 = load i64, ptr %i_lo, align 8
  %add255 = add i64 %mul253, %v254
  %base256 = sext i64 %add255 to i128
  %next257 = add i64 %i, 1
  store i64 %next257, ptr %i_hi, align 8
  %v258 = load i64, ptr %i_hi, align 8
  %mul259 = mul i64 %v258, %dim3
  %v260 = load i64, ptr %i_lo, align 8
  %add261 = add i64 %mul259, %v260
  store i64 %i, ptr %i_hi, align 8
  %at_next262 = sext i64 %add261 to i128
  %step263 = sub i128 %at_next262, %base256
  %step264 = trunc i128 %step263 to i64
  %step265 = sext i64 %step264 to i128
  %len266 = sub i64 %min6, %i
  %span267 = sub i64 %len266, 1
  %span268 = sext i64 %span267 to i128
  %reach269 = mul i128 %step265, %span268
  %c270 = icmp slt i128 %reach269, 0
  %min271 = select i1 %c270, i128 %reach269, i128 0
  %c272 = icmp sgt i128 %reach269, 0
  %max273 = select i1 %c272, i128 %reach269, i128 0
  %least274 = add i128 %base256, %min271
  %most275 = add i128 %base256, %max273
  %next276 = add i64 %i11, 1
  store i64 %next276, ptr %i_lo, align 8
  %v277 = load i64, ptr %i_hi, align 8
  %mul278 = mul i64 %v277, %dim3
  %v279 = load i64, ptr %i_lo, align 8
  %add280 = add i64 %mul278, %v279
  store i64 %i11, ptr %i_lo, align 8
  %at_next281 = sext i64 %add280 to i128
  %step282 = sub i128 %at_next281, %base256
  %step283 = trunc i128 %step282 to i64
  %step284 = sext i64 %step283 to i128
  %len285 = sub i64 %min15, %i11
  %span286 = sub i64 %len285, 1
  %span287 = sext i64 %span286 to i128
  %reach288 = mul i128 %step284, %span287
  %c289 = icmp slt i128 %reach288, 0
  %min290 = select i1 %c289, i128 %reach288, i128 0
  %c291 = icmp sgt i128 %reach288, 0
  %max292 = select i1 %c291, i128 %reach288, i128 0
  %least293 = add i128 %least274, %min290
  %most294 = add i128 %most275, %max292
  %fits_low295 = icmp sge i128 %least293, -9223372036854775808
  %fits_high296 = icmp sle i128 %most294, 9223372036854775807
  %fits297 = and i1 %fits_low295, %fits_high296
  %least298 = select i1 %fits297, i128 %least293, i128 -9223372036854775808
  %most299 = select i1 %fits297, i128 %most294, i128 9223372036854775807
  %extent302 = sext i64 %dim301 to i128
  %low_ok303 = icmp sge i128 %least298, 0
  %high_ok304 = icmp slt i128 %most299, %extent302
  %ok305 = and i1 %ok251, %low_ok303
  %ok306 = and i1 %ok305, %high_ok304
  br i1 %ok306, label %proved, label %checked

tiles_done10:                                     ; preds = %tiles8
  %i486 = load i64, ptr %tile, align 8
  %next487 = add i64 %i486, 16
  store i64 %next487, ptr %tile, align 8
  br label %tiles

proved:                                           ; preds = %tile9
  store i64 %i, ptr %i_hi, align 8
  br label %loop

checked:                                          ; preds = %tile9
  store i64 %i, ptr %i_hi, align 8
  br label %loop351

versions_done:                                    ; preds = %exit353, %exit
  %i484 = load i64, ptr %tile7, align 8
  %next485 = add i64 %i484, 16
  store i64 %next485, ptr %tile7, align 8
  br label %tiles8

loop:                                             ; preds = %exit312, %proved
  %i308 = load i64, ptr %i_hi, align 8
  %more309 = icmp slt i64 %i308, %min6
  br i1 %more309, label %body307, label %exit

body307:                                          ; preds = %loop
  store i64 %i11, ptr %i_lo, align 8
  br label %loop310

exit:                                             ; preds = %loop
  br label %versions_done

loop310:                                          ; preds = %body311, %body307
  %i313 = load i64, ptr %i_lo, align 8
  %more314 = icmp slt i64 %i313, %min15
  br i1 %more314, label %body311, label %exit312

body311:                                          ; preds = %loop310
  %v315 = load i64, ptr %i_hi, align 8
  %mul316 = mul i64 %v315, %dim3
  %v317 = load i64, ptr %i_lo, align 8
  %add318 = add i64 %mul316, %v317
  store i64 %add318, ptr %i319, align 8
  %mul320 = mul i64 %dim3, %dim
  %sub321 = sub i64 %mul320, 1
  %v322 = load i64, ptr %i319, align 8
  %sub323 = sub i64 %sub321, %v322
  store i64 %sub323, ptr %t_11, align 8
  %mul324 = mul i64 0, %dim58
  %v325 = load i64, ptr %t_11, align 8
  %add326 = add i64 %mul324, %v325
  store i64 %add326, ptr %flat_17, align 8
  %sub327 = sub i64 %dim, 1
  %v328 = load i64, ptr %i_hi, align 8
  %sub329 = sub i64 %sub327, %v328
  store i64 %sub329, ptr %p0_19, align 8
  %sub330 = sub i64 %dim3, 1
  %v331 = load i64, ptr %i_lo, align 8
  %sub332 = sub i64 %sub330, %v331
  store i64 %sub332, ptr %p1_20, align 8
  %v333 = load i64, ptr %p1_20, align 8
  %v334 = load i64, ptr %p0_19, align 8
  %pos = mul i64 0, %dim3
  %pos335 = add i64 %pos, %v333
  %pos336 = mul i64 %pos335, %dim
  %pos337 = add i64 %pos336, %v334
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos337
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %a_24, align 4
  %v338 = load float, ptr %a_24, align 4
  %fm = fmul float %v338, 2.000000e+00
  store float %fm, ptr %b_21, align 4
  %v339 = load float, ptr %b_21, align 4
  %fa = fadd float %v339, 1.000000e+00
  store float %fa, ptr %c_13, align 4
  %v340 = load i64, ptr %i319, align 8
  %pos341 = mul i64 0, %dim301
  %pos342 = add i64 %pos341, %v340
  %v343 = load float, ptr %c_13, align 4
  %elp346 = getelementptr inbounds float, ptr %buf345, i64 %pos342
  store float %v343, ptr %elp346, align 4, !alias.scope !3, !noalias !0
  %i347 = load i64, ptr %i_lo, align 8
  %next348 = add i64 %i347, 1
  store i64 %next348, ptr %i_lo, align 8
  br label %loop310, !llvm.loop !5

exit312:                                          ; preds = %loop310
  %i349 = load i64, ptr %i_hi, align 8
  %next350 = add i64 %i349, 1
  store i64 %next350, ptr %i_hi, align 8
  br label %loop

loop351:                                          ; preds = %exit358, %checked
  %i354 = load i64, ptr %i_hi, align 8
  %more355 = icmp slt i64 %i354, %min6
  br i1 %more355, label %body352, label %exit353

body352:                                          ; preds = %loop351
  store i64 %i11, ptr %i_lo, align 8
  br label %loop356

exit353:                                          ; preds = %loop351
  br label %versions_done

loop356:                                          ; preds = %ok471, %body352
  %i359 = load i64, ptr %i_lo, align 8
  %more360 = icmp slt i64 %i359, %min15
  br i1 %more360, label %body357, label %exit358

body357:                                          ; preds = %loop356
  %v361 = load i64, ptr %i_hi, align 8
  %mul362 = mul i64 %v361, %dim3
  %v363 = load i64, ptr %i_lo, align 8
  %add364 = add i64 %mul362, %v363
  store i64 %add364, ptr %i319, align 8
  %mul365 = mul i64 %dim3, %dim
  %sub366 = sub i64 %mul365, 1
  %v367 = load i64, ptr %i319, align 8
  %sub368 = sub i64 %sub366, %v367
  store i64 %sub368, ptr %t_11, align 8
  %v369 = load i64, ptr %t_11, align 8
  %ic = icmp sge i64 %v369, 0
  br i1 %ic, label %rhs, label %sc

exit358:                                          ; preds = %loop356
  %i482 = load i64, ptr %i_hi, align 8
  %next483 = add i64 %i482, 1
  store i64 %next483, ptr %i_hi, align 8
  br label %loop351

rhs:                                              ; preds = %body357
  %v370 = load i64, ptr %t_11, align 8
  %ic371 = icmp slt i64 %v370, %dim58
  br label %sc

sc:                                               ; preds = %rhs, %body357
  %sc372 = phi i1 [ false, %body357 ], [ %ic371, %rhs ]
  %v373 = load i64, ptr %t_11, align 8
  br i1 %sc372, label %ok374, label %fail

fail:                                             ; preds = %sc
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp375 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp375, align 8
  %errp376 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v373, ptr %errp376, align 8
  %errp377 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim58, ptr %errp377, align 8
  ret i32 1

ok374:                                            ; preds = %sc
  %mul378 = mul i64 0, %dim58
  %v379 = load i64, ptr %t_11, align 8
  %add380 = add i64 %mul378, %v379
  store i64 %add380, ptr %flat_17, align 8
  %sub381 = sub i64 %dim, 1
  %v382 = load i64, ptr %i_hi, align 8
  %sub383 = sub i64 %sub381, %v382
  store i64 %sub383, ptr %p0_19, align 8
  %v384 = load i64, ptr %p0_19, align 8
  %ic385 = icmp sge i64 %v384, 0
  br i1 %ic385, label %rhs386, label %sc387

rhs386:                                           ; preds = %ok374
  %v388 = load i64, ptr %p0_19, align 8
  %ic389 = icmp slt i64 %v388, %dim
  br label %sc387

sc387:                                            ; preds = %rhs386, %ok374
  %sc390 = phi i1 [ false, %ok374 ], [ %ic389, %rhs386 ]
  %v391 = load i64, ptr %p0_19, align 8
  br i1 %sc390, label %ok393, label %fail392

fail392:                                          ; preds = %sc387
  %errp394 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp394, align 8
  %errp395 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp395, align 8
  %errp396 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v391, ptr %errp396, align 8
  %errp397 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp397, align 8
  ret i32 1

ok393:                                            ; preds = %sc387
  %sub398 = sub i64 %dim3, 1
  %v399 = load i64, ptr %i_lo, align 8
  %sub400 = sub i64 %sub398, %v399
  store i64 %sub400, ptr %p1_20, align 8
  %v401 = load i64, ptr %p1_20, align 8
  %ic402 = icmp sge i64 %v401, 0
  br i1 %ic402, label %rhs403, label %sc404

rhs403:                                           ; preds = %ok393
  %v405 = load i64, ptr %p1_20, align 8
  %ic406 = icmp slt i64 %v405, %dim3
  br label %sc404

sc404:                                            ; preds = %rhs403, %ok393
  %sc407 = phi i1 [ false, %ok393 ], [ %ic406, %rhs403 ]
  %v408 = load i64, ptr %p1_20, align 8
  br i1 %sc407, label %ok410, label %fail409

fail409:                                          ; preds = %sc404
  %errp411 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp411, align 8
  %errp412 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp412, align 8
  %errp413 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v408, ptr %errp413, align 8
  %errp414 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp414, align 8
  ret i32 1

ok410:                                            ; preds = %sc404
  %v415 = load i64, ptr %p1_20, align 8
  %ic416 = icmp sge i64 %v415, 0
  br i1 %ic416, label %rhs417, label %sc418

rhs417:                                           ; preds = %ok410
  %v419 = load i64, ptr %p1_20, align 8
  %ic420 = icmp slt i64 %v419, %dim3
  br label %sc418

sc418:                                            ; preds = %rhs417, %ok410
  %sc421 = phi i1 [ false, %ok410 ], [ %ic420, %rhs417 ]
  %v422 = load i64, ptr %p1_20, align 8
  br i1 %sc421, label %ok424, label %fail423

fail423:                                          ; preds = %sc418
  %errp425 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp425, align 8
  %errp426 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp426, align 8
  %errp427 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v422, ptr %errp427, align 8
  %errp428 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp428, align 8
  ret i32 1

ok424:                                            ; preds = %sc418
  %v429 = load i64, ptr %p0_19, align 8
  %ic430 = icmp sge i64 %v429, 0
  br i1 %ic430, label %rhs431, label %sc432

rhs431:                                           ; preds = %ok424
  %v433 = load i64, ptr %p0_19, align 8
  %ic434 = icmp slt i64 %v433, %dim
  br label %sc432

sc432:                                            ; preds = %rhs431, %ok424
  %sc435 = phi i1 [ false, %ok424 ], [ %ic434, %rhs431 ]
  %v436 = load i64, ptr %p0_19, align 8
  br i1 %sc435, label %ok438, label %fail437

fail437:                                          ; preds = %sc432
  %errp439 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp439, align 8
  %errp440 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp440, align 8
  %errp441 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v436, ptr %errp441, align 8
  %errp442 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp442, align 8
  ret i32 1

ok438:                                            ; preds = %sc432
  %v443 = load i64, ptr %p1_20, align 8
  %v444 = load i64, ptr %p0_19, align 8
  %inb = icmp ult i64 %v443, %dim3
  br i1 %inb, label %ok446, label %fail445

fail445:                                          ; preds = %ok438
  %errp447 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp447, align 8
  %errp448 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp448, align 8
  %errp449 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v443, ptr %errp449, align 8
  %errp450 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp450, align 8
  ret i32 1

ok446:                                            ; preds = %ok438
  %pos451 = mul i64 0, %dim3
  %pos452 = add i64 %pos451, %v443
  %inb453 = icmp ult i64 %v444, %dim
  br i1 %inb453, label %ok455, label %fail454

fail454:                                          ; preds = %ok446
  %errp456 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp456, align 8
  %errp457 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp457, align 8
  %errp458 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v444, ptr %errp458, align 8
  %errp459 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp459, align 8
  ret i32 1

ok455:                                            ; preds = %ok446
  %pos460 = mul i64 %pos452, %dim
  %pos461 = add i64 %pos460, %v444
  %elp462 = getelementptr inbounds float, ptr %buf, i64 %pos461
  %el463 = load float, ptr %elp462, align 4, !alias.scope !0, !noalias !3
  store float %el463, ptr %a_24, align 4
  %v464 = load float, ptr %a_24, align 4
  %fm465 = fmul float %v464, 2.000000e+00
  store float %fm465, ptr %b_21, align 4
  %v466 = load float, ptr %b_21, align 4
  %fa467 = fadd float %v466, 1.000000e+00
  store float %fa467, ptr %c_13, align 4
  %v468 = load i64, ptr %i319, align 8
  %inb469 = icmp ult i64 %v468, %dim301
  br i1 %inb469, label %ok471, label %fail470

fail470:                                          ; preds = %ok455
  %errp472 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp472, align 8
  %errp473 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp473, align 8
  %errp474 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v468, ptr %errp474, align 8
  %errp475 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim301, ptr %errp475, align 8
  ret i32 1

ok471:                                            ; preds = %ok455
  %pos476 = mul i64 0, %dim301
  %pos477 = add i64 %pos476, %v468
  %v478 = load float, ptr %c_13, align 4
  %elp479 = getelementptr inbounds float, ptr %buf345, i64 %pos477
  store float %v478, ptr %elp479, align 4, !alias.scope !3, !noalias !0
  %i480 = load i64, ptr %i_lo, align 8
  %next481 = add i64 %i480, 1
  store i64 %next481, ptr %i_lo, align 8
  br label %loop356, !llvm.loop !8
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.5", !2}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.vectorize.width", i32 1}
!7 = !{!"llvm.loop.unroll.count", i32 2}
!8 = distinct !{!8, !6, !7}

