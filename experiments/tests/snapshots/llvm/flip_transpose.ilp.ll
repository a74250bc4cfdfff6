; cluster c0: Vertical(b, Vertical(f, Vertical(t, c)))
; ModuleID = 'flip_transpose_c0'
source_filename = "flip_transpose_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 1
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 0
  %dim6 = load i64, ptr %dimp5, align 8
  %tile = alloca i64, align 8
  %tile10 = alloca i64, align 8
  %i19 = alloca i64, align 8
  %j = alloca i64, align 8
  %tile_buf = alloca [4096 x float], align 64
  %tile180 = alloca i64, align 8
  %tile186 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %copy_j = alloca i64, align 8
  %copy_i = alloca i64, align 8
  %t_17.0 = alloca i64, align 8
  %a_21 = alloca float, align 4
  %b_18 = alloca float, align 4
  %c_11 = alloca float, align 4
  %bufp341 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf342 = load ptr, ptr %bufp341, align 8
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
  store i64 3, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %tile, align 8
  br label %tiles

tiles:                                            ; preds = %tiles_done13, %ok
  %i = load i64, ptr %tile, align 8
  %more = icmp slt i64 %i, %min
  br i1 %more, label %tile7, label %tiles_done

tile7:                                            ; preds = %tiles
  %tile_end = add i64 %i, 64
  %c8 = icmp slt i64 %tile_end, %min
  %min9 = select i1 %c8, i64 %tile_end, i64 %min
  store i64 0, ptr %tile10, align 8
  br label %tiles11

tiles_done:                                       ; preds = %tiles
  ret i32 0

tiles11:                                          ; preds = %versions_done, %tile7
  %i14 = load i64, ptr %tile10, align 8
  %more15 = icmp slt i64 %i14, %dim6
  br i1 %more15, label %tile12, label %tiles_done13

tile12:                                           ; preds = %tiles11
  %tile_end16 = add i64 %i14, 64
  %c17 = icmp slt i64 %tile_end16, %dim6
  %min18 = select i1 %c17, i64 %tile_end16, i64 %dim6
  store i64 %i, ptr %i19, align 8
  store i64 %i14, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  %next = add i64 %i14, 1
  store i64 %next, ptr %j, align 8
  %v20 = load i64, ptr %j, align 8
  store i64 %i14, ptr %j, align 8
  %at_next = sext i64 %v20 to i128
  %step = sub i128 %at_next, %base
  %step21 = trunc i128 %step to i64
  %step22 = sext i64 %step21 to i128
  %len = sub i64 %min18, %i14
  %span = sub i64 %len, 1
  %span23 = sext i64 %span to i128
  %reach = mul i128 %step22, %span23
  %c24 = icmp slt i128 %reach, 0
  %min25 = select i1 %c24, i128 %reach, i128 0
  %c26 = icmp sgt i128 %reach, 0
  %max27 = select i1 %c26, i128 %reach, i128 0
  %least = add i128 %base, %min25
  %most = add i128 %base, %max27
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits28 = and i1 %fits_low, %fits_high
  %least29 = select i1 %fits28, i128 %least, i128 -9223372036854775808
  %most30 = select i1 %fits28, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim6 to i128
  %low_ok = icmp sge i128 %least29, 0
  %high_ok = icmp slt i128 %most30, %extent
  %ok31 = and i1 true, %low_ok
  %ok32 = and i1 %ok31, %high_ok
  %v33 = load i64, ptr %i19, align 8
  %base34 = sext i64 %v33 to i128
  %next35 = add i64 %i, 1
  store i64 %next35, ptr %i19, align 8
  %v36 = load i64, ptr %i19, align 8
  store i64 %i, ptr %i19, align 8
  %at_next37 = sext i64 %v36 to i128
  %step38 = sub i128 %at_next37, %base34
  %step39 = trunc i128 %step38 to i64
  %step40 = sext i64 %step39 to i128
  %len41 = sub i64 %min9, %i
  %span42 = sub i64 %len41, 1
  %span43 = sext i64 %span42 to i128
  %reach44 = mul i128 %step40, %span43
  %c45 = icmp slt i128 %reach44, 0
  %min46 = select i1 %c45, i128 %reach44, i128 0
  %c47 = icmp sgt i128 %reach44, 0
  %max48 = select i1 %c47, i128 %reach44, i128 0
  %least49 = add i128 %base34, %min46
  %most50 = add i128 %base34, %max48
  %fits_low51 = icmp sge i128 %least49, -9223372036854775808
  %fits_high52 = icmp sle i128 %most50, 9223372036854775807
  %fits53 = and i1 %fits_low51, %fits_high52
  %least54 = select i1 %fits53, i128 %least49, i128 -9223372036854775808
  %most55 = select i1 %fits53, i128 %most50, i128 9223372036854775807
  %extent56 = sext i64 %dim to i128
  %low_ok57 = icmp sge i128 %least54, 0
  %high_ok58 = icmp slt i128 %most55, %extent56
  %ok59 = and i1 %ok32, %low_ok57
  %ok60 = and i1 %ok59, %high_ok58
  %sub = sub i64 %dim6, 1
  %v61 = load i64, ptr %j, align 8
  %sub62 = sub i64 %sub, %v61
  %base63 = sext i64 %sub62 to i128
  %next64 = add i64 %i14, 1
  store i64 %next64, ptr %j, align 8
  %sub65 = sub i64 %dim6, 1
  %v66 = load i64, ptr %j, align 8
  %sub67 = sub i64 %sub65, %v66
  store i64 %i14, ptr %j, align 8
  %at_next68 = sext i64 %sub67 to i128
  %step69 = sub i128 %at_next68, %base63
  %step70 = trunc i128 %step69 to i64
  %step71 = sext i64 %step70 to i128
  %len72 = sub i64 %min18, %i14
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
  %extent87 = sext i64 %dim6 to i128
  %low_ok88 = icmp sge i128 %least85, 0
  %high_ok89 = icmp slt i128 %most86, %extent87
  %ok90 = and i1 %ok60, %low_ok88
  %ok91 = and i1 %ok90, %high_ok89
  %v92 = load i64, ptr %i19, align 8
  %base93 = sext i64 %v92 to i128
  %next94 = add i64 %i, 1
  store i64 %next94, ptr %i19, align 8
  %v95 = load i64, ptr %i19, align 8
  store i64 %i, ptr %i19, align 8
  %at_next96 = sext i64 %v95 to i128
  %step97 = sub i128 %at_next96, %base93
  %step98 = trunc i128 %step97 to i64
  %step99 = sext i64 %step98 to i128
  %len100 = sub i64 %min9, %i
  %span101 = sub i64 %len100, 1
  %span102 = sext i64 %span101 to i128
  %reach103 = mul i128 %step99, %span102
  %c104 = icmp slt i128 %reach103, 0
  %min105 = select i1 %c104, i128 %reach103, i128 0
  %c106 = icmp sgt i128 %reach103, 0
  %max107 = select i1 %c106, i128 %reach103, i128 0
  %least108 = add i128 %base93, %min105
  %most109 = add i128 %base93, %max107
  %fits_low110 = icmp sge i128 %least108, -9223372036854775808
  %fits_high111 = icmp sle i128 %most109, 9223372036854775807
  %fits112 = and i1 %fits_low110, %fits_high111
  %least113 = select i1 %fits112, i128 %least108, i128 -9223372036854775808
  %most114 = select i1 %fits112, i128 %most109, i128 9223372036854775807
  %extent115 = sext i64 %dim to i128
  %low_ok116 = icmp sge i128 %least113, 0
  %high_ok117 = icmp slt i128 %most114, %extent115
  %ok118 = and i1 %ok91, %low_ok116
  %ok119 = and i1 %ok118, %high_ok117
  %sub120 = sub i64 %dim6, 1
  %v121 = load i64, ptr %j, align 8
  %sub122 = sub i64 %sub120, %v121
  %base123 = sext i64 %sub122 to i128
  %next124 = add i64 %i14, 1
  store i64 %next124, ptr %j, align 8
  %sub125 = sub i64 %dim6, 1
  %v126 = load i64, ptr %j, align 8
  %sub127 = sub i64 %sub125, %v126
  store i64 %i14, ptr %j, align 8
  %at_next128 = sext i64 %sub127 to i128
  %step129 = sub i128 %at_next128, %base123
  %step130 = trunc i128 %step129 to i64
  %step131 = sext i64 %step130 to i128
  %len132 = sub i64 %min18, %i14
  %span133 = sub i64 %len132, 1
  %span134 = sext i64 %span133 to i128
  %reach135 = mul i128 %step131, %span134
  %c136 = icmp slt i128 %reach135, 0
  %min137 = select i1 %c136, i128 %reach135, i128 0
  %c138 = icmp sgt i128 %reach135, 0
  %max139 = select i1 %c138, i128 %reach135, i128 0
  %least140 = add i128 %base123, %min137
  %most141 = add i128 %base123, %max139
  %fits_low142 = icmp sge i128 %least140, -9223372036854775808
  %fits_high143 = icmp sle i128 %most141, 9223372036854775807
  %fits144 = and i1 %fits_low142, %fits_high143
  %least145 = select i1 %fits144, i128 %least140, i128 -9223372036854775808
  %most146 = select i1 %fits144, i128 %most141, i128 9223372036854775807
  %extent147 = sext i64 %dim6 to i128
  %low_ok148 = icmp sge i128 %least145, 0
  %high_ok149 = icmp slt i128 %most146, %extent147
  %ok150 = and i1 %ok119, %low_ok148
  %ok151 = and i1 %ok150, %high_ok149
  %v152 = load i64, ptr %i19, align 8
  %base153 = sext i64 %v152 to i128
  %next154 = add i64 %i, 1
  store i64 %next154, ptr %i19, align 8
  %v155 = load i64, ptr %i19, align 8
  store i64 %i, ptr %i19, align 8
  %at_next156 = sext i64 %v155 to i128
  %step157 = sub i128 %at_next156, %base153
  %step158 = trunc i128 %step157 to i64
  %step159 = sext i64 %step158 to i128
  %len160 = sub i64 %min9, %i
  %span161 = sub i64 %len160, 1
  %span162 = sext i64 %span161 to i128
  %reach163 = mul i128 %step159, %span162
  %c164 = icmp slt i128 %reach163, 0
  %min165 = select i1 %c164, i128 %reach163, i128 0
  %c166 = icmp sgt i128 %reach163, 0
  %max167 = select i1 %c166, i128 %reach163, i128 0
  %least168 = add i128 %base153, %min165
  %most169 = add i128 %base153, %max167
  %fits_low170 = icmp sge i128 %least168, -9223372036854775808
  %fits_high171 = icmp sle i128 %most169, 9223372036854775807
  %fits172 = and i1 %fits_low170, %fits_high171
  %least173 = select i1 %fits172, i128 %least168, i128 -9223372036854775808
  %most174 = select i1 %fits172, i128 %most169, i128 9223372036854775807
  %extent175 = sext i64 %dim to i128
  %low_ok176 = icmp sge i128 %least173, 0
  %high_ok177 = icmp slt i128 %most174, %extent175
  %ok178 = and i1 %ok151, %low_ok176
  %ok179 = and i1 %ok178, %high_ok177
  br i1 %ok179, label %proved, label %checked

tiles_done13:                                     ; preds = %tiles11
  %i460 = load i64, ptr %tile, align 8
  %next461 = add i64 %i460, 64
  store i64 %next461, ptr %tile, align 8
  br label %tiles

proved:                                           ; preds = %tile12
  %tile_w = sub i64 %min9, %i
  %tile_h = sub i64 %min18, %i14
  %wide = icmp eq i64 %tile_w, 64
  %high = icmp eq i64 %tile_h, 64
  %whole = and i1 %wide, %high
  br i1 %whole, label %tile_blocks, label %tile_elements

checked:                                          ; preds = %tile12
  store i64 %i, ptr %i19, align 8
  br label %loop348

versions_done:                                    ; preds = %exit350, %exit
  %i458 = load i64, ptr %tile10, align 8
  %next459 = add i64 %i458, 64
  store i64 %next459, ptr %tile10, align 8
  br label %tiles11

tile_blocks:                                      ; preds = %proved
  store i64 0, ptr %tile180, align 8
  br label %tiles181

tile_elements:                                    ; preds = %proved
  store i64 %i14, ptr %copy_j, align 8
  br label %copy_rows

tile_copied:                                      ; preds = %copy_rows_done, %tiles_done183
  store i64 %i, ptr %i19, align 8
  br label %loop

tiles181:                                         ; preds = %tiles_done189, %tile_blocks
  %i184 = load i64, ptr %tile180, align 8
  %more185 = icmp slt i64 %i184, 64
  br i1 %more185, label %tile182, label %tiles_done183

tile182:                                          ; preds = %tiles181
  store i64 0, ptr %tile186, align 8
  br label %tiles187

tiles_done183:                                    ; preds = %tiles181
  br label %tile_copied

tiles187:                                         ; preds = %tile188, %tile182
  %i190 = load i64, ptr %tile186, align 8
  %more191 = icmp slt i64 %i190, 64
  br i1 %more191, label %tile188, label %tiles_done189

tile188:                                          ; preds = %tiles187
  %bi = add i64 %i, %i190
  %bj = add i64 %i14, %i184
  %bj192 = add i64 %bj, 0
  store i64 %bj192, ptr %j, align 8
  %sub193 = sub i64 %dim6, 1
  %v194 = load i64, ptr %j, align 8
  %sub195 = sub i64 %sub193, %v194
  %row = mul i64 %sub195, %dim
  %bpos = add i64 %row, %bi
  %bp = getelementptr inbounds float, ptr %buf, i64 %bpos
  %brow_v = load <8 x float>, ptr %bp, align 4
  %bj196 = add i64 %bj, 1
  store i64 %bj196, ptr %j, align 8
  %sub197 = sub i64 %dim6, 1
  %v198 = load i64, ptr %j, align 8
  %sub199 = sub i64 %sub197, %v198
  %row200 = mul i64 %sub199, %dim
  %bpos201 = add i64 %row200, %bi
  %bp202 = getelementptr inbounds float, ptr %buf, i64 %bpos201
  %brow_v203 = load <8 x float>, ptr %bp202, align 4
  %bj204 = add i64 %bj, 2
  store i64 %bj204, ptr %j, align 8
  %sub205 = sub i64 %dim6, 1
  %v206 = load i64, ptr %j, align 8
  %sub207 = sub i64 %sub205, %v206
  %row208 = mul i64 %sub207, %dim
  %bpos209 = add i64 %row208, %bi
  %bp210 = getelementptr inbounds float, ptr %buf, i64 %bpos209
  %brow_v211 = load <8 x float>, ptr %bp210, align 4
  %bj212 = add i64 %bj, 3
  store i64 %bj212, ptr %j, align 8
  %sub213 = sub i64 %dim6, 1
  %v214 = load i64, ptr %j, align 8
  %sub215 = sub i64 %sub213, %v214
  %row216 = mul i64 %sub215, %dim
  %bpos217 = add i64 %row216, %bi
  %bp218 = getelementptr inbounds float, ptr %buf, i64 %bpos217
  %brow_v219 = load <8 x float>, ptr %bp218, align 4
  %bj220 = add i64 %bj, 4
  store i64 %bj220, ptr %j, align 8
  %sub221 = sub i64 %dim6, 1
  %v222 = load i64, ptr %j, align 8
  %sub223 = sub i64 %sub221, %v222
  %row224 = mul i64 %sub223, %dim
  %bpos225 = add i64 %row224, %bi
  %bp226 = getelementptr inbounds float, ptr %buf, i64 %bpos225
  %brow_v227 = load <8 x float>, ptr %bp226, align 4
  %bj228 = add i64 %bj, 5
  store i64 %bj228, ptr %j, align 8
  %sub229 = sub i64 %dim6, 1
  %v230 = load i64, ptr %j, align 8
  %sub231 = sub i64 %sub229, %v230
  %row232 = mul i64 %sub231, %dim
  %bpos233 = add i64 %row232, %bi
  %bp234 = getelementptr inbounds float, ptr %buf, i64 %bpos233
  %brow_v235 = load <8 x float>, ptr %bp234, align 4
  %bj236 = add i64 %bj, 6
  store i64 %bj236, ptr %j, align 8
  %sub237 = sub i64 %dim6, 1
  %v238 = load i64, ptr %j, align 8
  %sub239 = sub i64 %sub237, %v238
  %row240 = mul i64 %sub239, %dim
  %bpos241 = add i64 %row240, %bi
  %bp242 = getelementptr inbounds float, ptr %buf, i64 %bpos241
  %brow_v243 = load <8 x float>, ptr %bp242, align 4
  %bj244 = add i64 %bj, 7
  store i64 %bj244, ptr %j, align 8
  %sub245 = sub i64 %dim6, 1
  %v246 = load i64, ptr %j, align 8
  %sub247 = sub i64 %sub245, %v246
  %row248 = mul i64 %sub247, %dim
  %bpos249 = add i64 %row248, %bi
  %bp250 = getelementptr inbounds float, ptr %buf, i64 %bpos249
  %brow_v251 = load <8 x float>, ptr %bp250, align 4
  %tr = shufflevector <8 x float> %brow_v, <8 x float> %brow_v203, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr252 = shufflevector <8 x float> %brow_v, <8 x float> %brow_v203, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr253 = shufflevector <8 x float> %brow_v211, <8 x float> %brow_v219, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr254 = shufflevector <8 x float> %brow_v211, <8 x float> %brow_v219, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr255 = shufflevector <8 x float> %brow_v227, <8 x float> %brow_v235, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr256 = shufflevector <8 x float> %brow_v227, <8 x float> %brow_v235, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr257 = shufflevector <8 x float> %brow_v243, <8 x float> %brow_v251, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr258 = shufflevector <8 x float> %brow_v243, <8 x float> %brow_v251, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr259 = shufflevector <8 x float> %tr, <8 x float> %tr253, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr260 = shufflevector <8 x float> %tr, <8 x float> %tr253, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr261 = shufflevector <8 x float> %tr252, <8 x float> %tr254, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr262 = shufflevector <8 x float> %tr252, <8 x float> %tr254, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr263 = shufflevector <8 x float> %tr255, <8 x float> %tr257, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr264 = shufflevector <8 x float> %tr255, <8 x float> %tr257, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr265 = shufflevector <8 x float> %tr256, <8 x float> %tr258, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr266 = shufflevector <8 x float> %tr256, <8 x float> %tr258, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr267 = shufflevector <8 x float> %tr259, <8 x float> %tr263, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr268 = shufflevector <8 x float> %tr260, <8 x float> %tr264, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr269 = shufflevector <8 x float> %tr261, <8 x float> %tr265, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr270 = shufflevector <8 x float> %tr262, <8 x float> %tr266, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr271 = shufflevector <8 x float> %tr259, <8 x float> %tr263, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr272 = shufflevector <8 x float> %tr260, <8 x float> %tr264, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr273 = shufflevector <8 x float> %tr261, <8 x float> %tr265, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr274 = shufflevector <8 x float> %tr262, <8 x float> %tr266, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %brow = mul i64 %i190, 64
  %bcell = add i64 %brow, %i184
  %bcell275 = add i64 %bcell, 0
  %bcell276 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell275
  store <8 x float> %tr267, ptr %bcell276, align 4
  %bcell277 = add i64 %bcell, 64
  %bcell278 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell277
  store <8 x float> %tr268, ptr %bcell278, align 4
  %bcell279 = add i64 %bcell, 128
  %bcell280 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell279
  store <8 x float> %tr269, ptr %bcell280, align 4
  %bcell281 = add i64 %bcell, 192
  %bcell282 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell281
  store <8 x float> %tr270, ptr %bcell282, align 4
  %bcell283 = add i64 %bcell, 256
  %bcell284 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell283
  store <8 x float> %tr271, ptr %bcell284, align 4
  %bcell285 = add i64 %bcell, 320
  %bcell286 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell285
  store <8 x float> %tr272, ptr %bcell286, align 4
  %bcell287 = add i64 %bcell, 384
  %bcell288 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell287
  store <8 x float> %tr273, ptr %bcell288, align 4
  %bcell289 = add i64 %bcell, 448
  %bcell290 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell289
  store <8 x float> %tr274, ptr %bcell290, align 4
  %i291 = load i64, ptr %tile186, align 8
  %next292 = add i64 %i291, 8
  store i64 %next292, ptr %tile186, align 8
  br label %tiles187

tiles_done189:                                    ; preds = %tiles187
  %i293 = load i64, ptr %tile180, align 8
  %next294 = add i64 %i293, 8
  store i64 %next294, ptr %tile180, align 8
  br label %tiles181

copy_rows:                                        ; preds = %copy_cols_done, %tile_elements
  %i295 = load i64, ptr %copy_j, align 8
  %more296 = icmp slt i64 %i295, %min18
  br i1 %more296, label %copy_row, label %copy_rows_done

copy_row:                                         ; preds = %copy_rows
  store i64 %i295, ptr %j, align 8
  %sub297 = sub i64 %dim6, 1
  %v298 = load i64, ptr %j, align 8
  %sub299 = sub i64 %sub297, %v298
  %row300 = mul i64 %sub299, %dim
  store i64 %i, ptr %copy_i, align 8
  br label %copy_cols

copy_rows_done:                                   ; preds = %copy_rows
  br label %tile_copied

copy_cols:                                        ; preds = %copy_col, %copy_row
  %i301 = load i64, ptr %copy_i, align 8
  %more302 = icmp slt i64 %i301, %min9
  br i1 %more302, label %copy_col, label %copy_cols_done

copy_col:                                         ; preds = %copy_cols
  %pos = add i64 %row300, %i301
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  %di = sub i64 %i301, %i
  %dj = sub i64 %i295, %i14
  %cell_row = mul i64 %di, 64
  %cell = add i64 %cell_row, %dj
  %cellp = getelementptr inbounds float, ptr %tile_buf, i64 %cell
  store float %el, ptr %cellp, align 4
  %i303 = load i64, ptr %copy_i, align 8
  %next304 = add i64 %i303, 1
  store i64 %next304, ptr %copy_i, align 8
  br label %copy_cols

copy_cols_done:                                   ; preds = %copy_cols
  %i305 = load i64, ptr %copy_j, align 8
  %next306 = add i64 %i305, 1
  store i64 %next306, ptr %copy_j, align 8
  br label %copy_rows

loop:                                             ; preds = %exit319, %tile_copied
  %i308 = load i64, ptr %i19, align 8
  %more309 = icmp slt i64 %i308, %min9
  br i1 %more309, label %body307, label %exit

body307:                                          ; preds = %loop
  %fits310 = icmp sle i64 %min18, %dim6
  br i1 %fits310, label %ok312, label %fail311

exit:                                             ; preds = %loop
  br label %versions_done

fail311:                                          ; preds = %body307
  %errp313 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp313, align 8
  %errp314 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp314, align 8
  %errp315 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp315, align 8
  %errp316 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp316, align 8
  ret i32 1

ok312:                                            ; preds = %body307
  store i64 %i14, ptr %j, align 8
  br label %loop317

loop317:                                          ; preds = %body318, %ok312
  %i320 = load i64, ptr %j, align 8
  %more321 = icmp slt i64 %i320, %min18
  br i1 %more321, label %body318, label %exit319

body318:                                          ; preds = %loop317
  %sub322 = sub i64 %dim6, 1
  %v323 = load i64, ptr %j, align 8
  %sub324 = sub i64 %sub322, %v323
  store i64 %sub324, ptr %t_17.0, align 8
  %v325 = load i64, ptr %i19, align 8
  %v326 = load i64, ptr %j, align 8
  %di327 = sub i64 %v325, %i
  %dj328 = sub i64 %v326, %i14
  %cell_row329 = mul i64 %di327, 64
  %cell330 = add i64 %cell_row329, %dj328
  %cellp331 = getelementptr inbounds float, ptr %tile_buf, i64 %cell330
  %tile_read = load float, ptr %cellp331, align 4
  store float %tile_read, ptr %a_21, align 4
  %v332 = load float, ptr %a_21, align 4
  %fa = fadd float %v332, 1.000000e+00
  store float %fa, ptr %b_18, align 4
  %v333 = load float, ptr %b_18, align 4
  %fm = fmul float %v333, 3.000000e+00
  store float %fm, ptr %c_11, align 4
  %v334 = load i64, ptr %i19, align 8
  %v335 = load i64, ptr %j, align 8
  %pos336 = mul i64 0, %dim
  %pos337 = add i64 %pos336, %v334
  %pos338 = mul i64 %pos337, %dim6
  %pos339 = add i64 %pos338, %v335
  %v340 = load float, ptr %c_11, align 4
  %elp343 = getelementptr inbounds float, ptr %buf342, i64 %pos339
  store float %v340, ptr %elp343, align 4, !alias.scope !3, !noalias !0
  %i344 = load i64, ptr %j, align 8
  %next345 = add i64 %i344, 1
  store i64 %next345, ptr %j, align 8
  br label %loop317, !llvm.loop !5

exit319:                                          ; preds = %loop317
  %i346 = load i64, ptr %i19, align 8
  %next347 = add i64 %i346, 1
  store i64 %next347, ptr %i19, align 8
  br label %loop

loop348:                                          ; preds = %exit362, %checked
  %i351 = load i64, ptr %i19, align 8
  %more352 = icmp slt i64 %i351, %min9
  br i1 %more352, label %body349, label %exit350

body349:                                          ; preds = %loop348
  %fits353 = icmp sle i64 %min18, %dim6
  br i1 %fits353, label %ok355, label %fail354

exit350:                                          ; preds = %loop348
  br label %versions_done

fail354:                                          ; preds = %body349
  %errp356 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp356, align 8
  %errp357 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp357, align 8
  %errp358 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp358, align 8
  %errp359 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp359, align 8
  ret i32 1

ok355:                                            ; preds = %body349
  store i64 %i14, ptr %j, align 8
  br label %loop360

loop360:                                          ; preds = %ok433, %ok355
  %i363 = load i64, ptr %j, align 8
  %more364 = icmp slt i64 %i363, %min18
  br i1 %more364, label %body361, label %exit362

body361:                                          ; preds = %loop360
  %v365 = load i64, ptr %j, align 8
  %ic = icmp sge i64 %v365, 0
  br i1 %ic, label %rhs, label %sc

exit362:                                          ; preds = %loop360
  %i456 = load i64, ptr %i19, align 8
  %next457 = add i64 %i456, 1
  store i64 %next457, ptr %i19, align 8
  br label %loop348

rhs:                                              ; preds = %body361
  %v366 = load i64, ptr %j, align 8
  %ic367 = icmp slt i64 %v366, %dim6
  br label %sc

sc:                                               ; preds = %rhs, %body361
  %sc368 = phi i1 [ false, %body361 ], [ %ic367, %rhs ]
  %v369 = load i64, ptr %j, align 8
  br i1 %sc368, label %ok371, label %fail370

fail370:                                          ; preds = %sc
  %errp372 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp372, align 8
  %errp373 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp373, align 8
  %errp374 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v369, ptr %errp374, align 8
  %errp375 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp375, align 8
  ret i32 1

ok371:                                            ; preds = %sc
  %v376 = load i64, ptr %i19, align 8
  %ic377 = icmp sge i64 %v376, 0
  br i1 %ic377, label %rhs378, label %sc379

rhs378:                                           ; preds = %ok371
  %v380 = load i64, ptr %i19, align 8
  %ic381 = icmp slt i64 %v380, %dim
  br label %sc379

sc379:                                            ; preds = %rhs378, %ok371
  %sc382 = phi i1 [ false, %ok371 ], [ %ic381, %rhs378 ]
  %v383 = load i64, ptr %i19, align 8
  br i1 %sc382, label %ok385, label %fail384

fail384:                                          ; preds = %sc379
  %errp386 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp386, align 8
  %errp387 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp387, align 8
  %errp388 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v383, ptr %errp388, align 8
  %errp389 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp389, align 8
  ret i32 1

ok385:                                            ; preds = %sc379
  %sub390 = sub i64 %dim6, 1
  %v391 = load i64, ptr %j, align 8
  %sub392 = sub i64 %sub390, %v391
  store i64 %sub392, ptr %t_17.0, align 8
  %v393 = load i64, ptr %t_17.0, align 8
  %ic394 = icmp sge i64 %v393, 0
  br i1 %ic394, label %rhs395, label %sc396

rhs395:                                           ; preds = %ok385
  %v397 = load i64, ptr %t_17.0, align 8
  %ic398 = icmp slt i64 %v397, %dim6
  br label %sc396

sc396:                                            ; preds = %rhs395, %ok385
  %sc399 = phi i1 [ false, %ok385 ], [ %ic398, %rhs395 ]
  %v400 = load i64, ptr %t_17.0, align 8
  br i1 %sc399, label %ok402, label %fail401

fail401:                                          ; preds = %sc396
  %errp403 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp403, align 8
  %errp404 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp404, align 8
  %errp405 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v400, ptr %errp405, align 8
  %errp406 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp406, align 8
  ret i32 1

ok402:                                            ; preds = %sc396
  %v407 = load i64, ptr %i19, align 8
  %ic408 = icmp sge i64 %v407, 0
  br i1 %ic408, label %rhs409, label %sc410

rhs409:                                           ; preds = %ok402
  %v411 = load i64, ptr %i19, align 8
  %ic412 = icmp slt i64 %v411, %dim
  br label %sc410

sc410:                                            ; preds = %rhs409, %ok402
  %sc413 = phi i1 [ false, %ok402 ], [ %ic412, %rhs409 ]
  %v414 = load i64, ptr %i19, align 8
  br i1 %sc413, label %ok416, label %fail415

fail415:                                          ; preds = %sc410
  %errp417 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp417, align 8
  %errp418 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp418, align 8
  %errp419 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v414, ptr %errp419, align 8
  %errp420 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp420, align 8
  ret i32 1

ok416:                                            ; preds = %sc410
  %v421 = load i64, ptr %t_17.0, align 8
  %v422 = load i64, ptr %i19, align 8
  %inb = icmp ult i64 %v421, %dim6
  br i1 %inb, label %ok424, label %fail423

fail423:                                          ; preds = %ok416
  %errp425 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp425, align 8
  %errp426 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp426, align 8
  %errp427 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v421, ptr %errp427, align 8
  %errp428 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp428, align 8
  ret i32 1

ok424:                                            ; preds = %ok416
  %pos429 = mul i64 0, %dim6
  %pos430 = add i64 %pos429, %v421
  %inb431 = icmp ult i64 %v422, %dim
  br i1 %inb431, label %ok433, label %fail432

fail432:                                          ; preds = %ok424
  %errp434 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp434, align 8
  %errp435 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp435, align 8
  %errp436 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v422, ptr %errp436, align 8
  %errp437 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp437, align 8
  ret i32 1

ok433:                                            ; preds = %ok424
  %pos438 = mul i64 %pos430, %dim
  %pos439 = add i64 %pos438, %v422
  %elp440 = getelementptr inbounds float, ptr %buf, i64 %pos439
  %el441 = load float, ptr %elp440, align 4, !alias.scope !0, !noalias !3
  store float %el441, ptr %a_21, align 4
  %v442 = load float, ptr %a_21, align 4
  %fa443 = fadd float %v442, 1.000000e+00
  store float %fa443, ptr %b_18, align 4
  %v444 = load float, ptr %b_18, align 4
  %fm445 = fmul float %v444, 3.000000e+00
  store float %fm445, ptr %c_11, align 4
  %v446 = load i64, ptr %i19, align 8
  %v447 = load i64, ptr %j, align 8
  %pos448 = mul i64 0, %dim
  %pos449 = add i64 %pos448, %v446
  %pos450 = mul i64 %pos449, %dim6
  %pos451 = add i64 %pos450, %v447
  %v452 = load float, ptr %c_11, align 4
  %elp453 = getelementptr inbounds float, ptr %buf342, i64 %pos451
  store float %v452, ptr %elp453, align 4, !alias.scope !3, !noalias !0
  %i454 = load i64, ptr %j, align 8
  %next455 = add i64 %i454, 1
  store i64 %next455, ptr %j, align 8
  br label %loop360, !llvm.loop !7
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
!3 = !{!4}
!4 = !{!"fuselab.buf.4", !2}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.interleave.count", i32 1}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.vectorize.width", i32 1}
!9 = !{!"llvm.loop.unroll.count", i32 2}

