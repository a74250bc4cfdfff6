; cluster c0: Vertical(b, Vertical(t, c))
; ModuleID = 'transpose_maps_c0'
source_filename = "transpose_maps_c0"
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
  %tile117 = alloca i64, align 8
  %tile123 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %copy_j = alloca i64, align 8
  %copy_i = alloca i64, align 8
  %a_13 = alloca float, align 4
  %b_6 = alloca float, align 4
  %c_7 = alloca float, align 4
  %bufp257 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf258 = load ptr, ptr %bufp257, align 8
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
  %v61 = load i64, ptr %j, align 8
  %base62 = sext i64 %v61 to i128
  %next63 = add i64 %i14, 1
  store i64 %next63, ptr %j, align 8
  %v64 = load i64, ptr %j, align 8
  store i64 %i14, ptr %j, align 8
  %at_next65 = sext i64 %v64 to i128
  %step66 = sub i128 %at_next65, %base62
  %step67 = trunc i128 %step66 to i64
  %step68 = sext i64 %step67 to i128
  %len69 = sub i64 %min18, %i14
  %span70 = sub i64 %len69, 1
  %span71 = sext i64 %span70 to i128
  %reach72 = mul i128 %step68, %span71
  %c73 = icmp slt i128 %reach72, 0
  %min74 = select i1 %c73, i128 %reach72, i128 0
  %c75 = icmp sgt i128 %reach72, 0
  %max76 = select i1 %c75, i128 %reach72, i128 0
  %least77 = add i128 %base62, %min74
  %most78 = add i128 %base62, %max76
  %fits_low79 = icmp sge i128 %least77, -9223372036854775808
  %fits_high80 = icmp sle i128 %most78, 9223372036854775807
  %fits81 = and i1 %fits_low79, %fits_high80
  %least82 = select i1 %fits81, i128 %least77, i128 -9223372036854775808
  %most83 = select i1 %fits81, i128 %most78, i128 9223372036854775807
  %extent84 = sext i64 %dim6 to i128
  %low_ok85 = icmp sge i128 %least82, 0
  %high_ok86 = icmp slt i128 %most83, %extent84
  %ok87 = and i1 %ok60, %low_ok85
  %ok88 = and i1 %ok87, %high_ok86
  %v89 = load i64, ptr %i19, align 8
  %base90 = sext i64 %v89 to i128
  %next91 = add i64 %i, 1
  store i64 %next91, ptr %i19, align 8
  %v92 = load i64, ptr %i19, align 8
  store i64 %i, ptr %i19, align 8
  %at_next93 = sext i64 %v92 to i128
  %step94 = sub i128 %at_next93, %base90
  %step95 = trunc i128 %step94 to i64
  %step96 = sext i64 %step95 to i128
  %len97 = sub i64 %min9, %i
  %span98 = sub i64 %len97, 1
  %span99 = sext i64 %span98 to i128
  %reach100 = mul i128 %step96, %span99
  %c101 = icmp slt i128 %reach100, 0
  %min102 = select i1 %c101, i128 %reach100, i128 0
  %c103 = icmp sgt i128 %reach100, 0
  %max104 = select i1 %c103, i128 %reach100, i128 0
  %least105 = add i128 %base90, %min102
  %most106 = add i128 %base90, %max104
  %fits_low107 = icmp sge i128 %least105, -9223372036854775808
  %fits_high108 = icmp sle i128 %most106, 9223372036854775807
  %fits109 = and i1 %fits_low107, %fits_high108
  %least110 = select i1 %fits109, i128 %least105, i128 -9223372036854775808
  %most111 = select i1 %fits109, i128 %most106, i128 9223372036854775807
  %extent112 = sext i64 %dim to i128
  %low_ok113 = icmp sge i128 %least110, 0
  %high_ok114 = icmp slt i128 %most111, %extent112
  %ok115 = and i1 %ok88, %low_ok113
  %ok116 = and i1 %ok115, %high_ok114
  br i1 %ok116, label %proved, label %checked

tiles_done13:                                     ; preds = %tiles11
  %i345 = load i64, ptr %tile, align 8
  %next346 = add i64 %i345, 64
  store i64 %next346, ptr %tile, align 8
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
  br label %loop264

versions_done:                                    ; preds = %exit266, %exit
  %i343 = load i64, ptr %tile10, align 8
  %next344 = add i64 %i343, 64
  store i64 %next344, ptr %tile10, align 8
  br label %tiles11

tile_blocks:                                      ; preds = %proved
  store i64 0, ptr %tile117, align 8
  br label %tiles118

tile_elements:                                    ; preds = %proved
  store i64 %i14, ptr %copy_j, align 8
  br label %copy_rows

tile_copied:                                      ; preds = %copy_rows_done, %tiles_done120
  store i64 %i, ptr %i19, align 8
  br label %loop

tiles118:                                         ; preds = %tiles_done126, %tile_blocks
  %i121 = load i64, ptr %tile117, align 8
  %more122 = icmp slt i64 %i121, 64
  br i1 %more122, label %tile119, label %tiles_done120

tile119:                                          ; preds = %tiles118
  store i64 0, ptr %tile123, align 8
  br label %tiles124

tiles_done120:                                    ; preds = %tiles118
  br label %tile_copied

tiles124:                                         ; preds = %tile125, %tile119
  %i127 = load i64, ptr %tile123, align 8
  %more128 = icmp slt i64 %i127, 64
  br i1 %more128, label %tile125, label %tiles_done126

tile125:                                          ; preds = %tiles124
  %bi = add i64 %i, %i127
  %bj = add i64 %i14, %i121
  %bj129 = add i64 %bj, 0
  store i64 %bj129, ptr %j, align 8
  %v130 = load i64, ptr %j, align 8
  %row = mul i64 %v130, %dim
  %bpos = add i64 %row, %bi
  %bp = getelementptr inbounds float, ptr %buf, i64 %bpos
  %brow_v = load <8 x float>, ptr %bp, align 4
  %bj131 = add i64 %bj, 1
  store i64 %bj131, ptr %j, align 8
  %v132 = load i64, ptr %j, align 8
  %row133 = mul i64 %v132, %dim
  %bpos134 = add i64 %row133, %bi
  %bp135 = getelementptr inbounds float, ptr %buf, i64 %bpos134
  %brow_v136 = load <8 x float>, ptr %bp135, align 4
  %bj137 = add i64 %bj, 2
  store i64 %bj137, ptr %j, align 8
  %v138 = load i64, ptr %j, align 8
  %row139 = mul i64 %v138, %dim
  %bpos140 = add i64 %row139, %bi
  %bp141 = getelementptr inbounds float, ptr %buf, i64 %bpos140
  %brow_v142 = load <8 x float>, ptr %bp141, align 4
  %bj143 = add i64 %bj, 3
  store i64 %bj143, ptr %j, align 8
  %v144 = load i64, ptr %j, align 8
  %row145 = mul i64 %v144, %dim
  %bpos146 = add i64 %row145, %bi
  %bp147 = getelementptr inbounds float, ptr %buf, i64 %bpos146
  %brow_v148 = load <8 x float>, ptr %bp147, align 4
  %bj149 = add i64 %bj, 4
  store i64 %bj149, ptr %j, align 8
  %v150 = load i64, ptr %j, align 8
  %row151 = mul i64 %v150, %dim
  %bpos152 = add i64 %row151, %bi
  %bp153 = getelementptr inbounds float, ptr %buf, i64 %bpos152
  %brow_v154 = load <8 x float>, ptr %bp153, align 4
  %bj155 = add i64 %bj, 5
  store i64 %bj155, ptr %j, align 8
  %v156 = load i64, ptr %j, align 8
  %row157 = mul i64 %v156, %dim
  %bpos158 = add i64 %row157, %bi
  %bp159 = getelementptr inbounds float, ptr %buf, i64 %bpos158
  %brow_v160 = load <8 x float>, ptr %bp159, align 4
  %bj161 = add i64 %bj, 6
  store i64 %bj161, ptr %j, align 8
  %v162 = load i64, ptr %j, align 8
  %row163 = mul i64 %v162, %dim
  %bpos164 = add i64 %row163, %bi
  %bp165 = getelementptr inbounds float, ptr %buf, i64 %bpos164
  %brow_v166 = load <8 x float>, ptr %bp165, align 4
  %bj167 = add i64 %bj, 7
  store i64 %bj167, ptr %j, align 8
  %v168 = load i64, ptr %j, align 8
  %row169 = mul i64 %v168, %dim
  %bpos170 = add i64 %row169, %bi
  %bp171 = getelementptr inbounds float, ptr %buf, i64 %bpos170
  %brow_v172 = load <8 x float>, ptr %bp171, align 4
  %tr = shufflevector <8 x float> %brow_v, <8 x float> %brow_v136, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr173 = shufflevector <8 x float> %brow_v, <8 x float> %brow_v136, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr174 = shufflevector <8 x float> %brow_v142, <8 x float> %brow_v148, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr175 = shufflevector <8 x float> %brow_v142, <8 x float> %brow_v148, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr176 = shufflevector <8 x float> %brow_v154, <8 x float> %brow_v160, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr177 = shufflevector <8 x float> %brow_v154, <8 x float> %brow_v160, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr178 = shufflevector <8 x float> %brow_v166, <8 x float> %brow_v172, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr179 = shufflevector <8 x float> %brow_v166, <8 x float> %brow_v172, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr180 = shufflevector <8 x float> %tr, <8 x float> %tr174, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr181 = shufflevector <8 x float> %tr, <8 x float> %tr174, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr182 = shufflevector <8 x float> %tr173, <8 x float> %tr175, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr183 = shufflevector <8 x float> %tr173, <8 x float> %tr175, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr184 = shufflevector <8 x float> %tr176, <8 x float> %tr178, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr185 = shufflevector <8 x float> %tr176, <8 x float> %tr178, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr186 = shufflevector <8 x float> %tr177, <8 x float> %tr179, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr187 = shufflevector <8 x float> %tr177, <8 x float> %tr179, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr188 = shufflevector <8 x float> %tr180, <8 x float> %tr184, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr189 = shufflevector <8 x float> %tr181, <8 x float> %tr185, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr190 = shufflevector <8 x float> %tr182, <8 x float> %tr186, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr191 = shufflevector <8 x float> %tr183, <8 x float> %tr187, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr192 = shufflevector <8 x float> %tr180, <8 x float> %tr184, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr193 = shufflevector <8 x float> %tr181, <8 x float> %tr185, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr194 = shufflevector <8 x float> %tr182, <8 x float> %tr186, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr195 = shufflevector <8 x float> %tr183, <8 x float> %tr187, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %brow = mul i64 %i127, 64
  %bcell = add i64 %brow, %i121
  %bcell196 = add i64 %bcell, 0
  %bcell197 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell196
  store <8 x float> %tr188, ptr %bcell197, align 4
  %bcell198 = add i64 %bcell, 64
  %bcell199 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell198
  store <8 x float> %tr189, ptr %bcell199, align 4
  %bcell200 = add i64 %bcell, 128
  %bcell201 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell200
  store <8 x float> %tr190, ptr %bcell201, align 4
  %bcell202 = add i64 %bcell, 192
  %bcell203 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell202
  store <8 x float> %tr191, ptr %bcell203, align 4
  %bcell204 = add i64 %bcell, 256
  %bcell205 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell204
  store <8 x float> %tr192, ptr %bcell205, align 4
  %bcell206 = add i64 %bcell, 320
  %bcell207 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell206
  store <8 x float> %tr193, ptr %bcell207, align 4
  %bcell208 = add i64 %bcell, 384
  %bcell209 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell208
  store <8 x float> %tr194, ptr %bcell209, align 4
  %bcell210 = add i64 %bcell, 448
  %bcell211 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell210
  store <8 x float> %tr195, ptr %bcell211, align 4
  %i212 = load i64, ptr %tile123, align 8
  %next213 = add i64 %i212, 8
  store i64 %next213, ptr %tile123, align 8
  br label %tiles124

tiles_done126:                                    ; preds = %tiles124
  %i214 = load i64, ptr %tile117, align 8
  %next215 = add i64 %i214, 8
  store i64 %next215, ptr %tile117, align 8
  br label %tiles118

copy_rows:                                        ; preds = %copy_cols_done, %tile_elements
  %i216 = load i64, ptr %copy_j, align 8
  %more217 = icmp slt i64 %i216, %min18
  br i1 %more217, label %copy_row, label %copy_rows_done

copy_row:                                         ; preds = %copy_rows
  store i64 %i216, ptr %j, align 8
  %v218 = load i64, ptr %j, align 8
  %row219 = mul i64 %v218, %dim
  store i64 %i, ptr %copy_i, align 8
  br label %copy_cols

copy_rows_done:                                   ; preds = %copy_rows
  br label %tile_copied

copy_cols:                                        ; preds = %copy_col, %copy_row
  %i220 = load i64, ptr %copy_i, align 8
  %more221 = icmp slt i64 %i220, %min9
  br i1 %more221, label %copy_col, label %copy_cols_done

copy_col:                                         ; preds = %copy_cols
  %pos = add i64 %row219, %i220
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  %di = sub i64 %i220, %i
  %dj = sub i64 %i216, %i14
  %cell_row = mul i64 %di, 64
  %cell = add i64 %cell_row, %dj
  %cellp = getelementptr inbounds float, ptr %tile_buf, i64 %cell
  store float %el, ptr %cellp, align 4
  %i222 = load i64, ptr %copy_i, align 8
  %next223 = add i64 %i222, 1
  store i64 %next223, ptr %copy_i, align 8
  br label %copy_cols

copy_cols_done:                                   ; preds = %copy_cols
  %i224 = load i64, ptr %copy_j, align 8
  %next225 = add i64 %i224, 1
  store i64 %next225, ptr %copy_j, align 8
  br label %copy_rows

loop:                                             ; preds = %exit238, %tile_copied
  %i227 = load i64, ptr %i19, align 8
  %more228 = icmp slt i64 %i227, %min9
  br i1 %more228, label %body226, label %exit

body226:                                          ; preds = %loop
  %fits229 = icmp sle i64 %min18, %dim6
  br i1 %fits229, label %ok231, label %fail230

exit:                                             ; preds = %loop
  br label %versions_done

fail230:                                          ; preds = %body226
  %errp232 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp232, align 8
  %errp233 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp233, align 8
  %errp234 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp234, align 8
  %errp235 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp235, align 8
  ret i32 1

ok231:                                            ; preds = %body226
  store i64 %i14, ptr %j, align 8
  br label %loop236

loop236:                                          ; preds = %body237, %ok231
  %i239 = load i64, ptr %j, align 8
  %more240 = icmp slt i64 %i239, %min18
  br i1 %more240, label %body237, label %exit238

body237:                                          ; preds = %loop236
  %v241 = load i64, ptr %i19, align 8
  %v242 = load i64, ptr %j, align 8
  %di243 = sub i64 %v241, %i
  %dj244 = sub i64 %v242, %i14
  %cell_row245 = mul i64 %di243, 64
  %cell246 = add i64 %cell_row245, %dj244
  %cellp247 = getelementptr inbounds float, ptr %tile_buf, i64 %cell246
  %tile_read = load float, ptr %cellp247, align 4
  store float %tile_read, ptr %a_13, align 4
  %v248 = load float, ptr %a_13, align 4
  %fa = fadd float %v248, 1.000000e+00
  store float %fa, ptr %b_6, align 4
  %v249 = load float, ptr %b_6, align 4
  %fm = fmul float 3.000000e+00, %v249
  store float %fm, ptr %c_7, align 4
  %v250 = load i64, ptr %i19, align 8
  %v251 = load i64, ptr %j, align 8
  %pos252 = mul i64 0, %dim
  %pos253 = add i64 %pos252, %v250
  %pos254 = mul i64 %pos253, %dim6
  %pos255 = add i64 %pos254, %v251
  %v256 = load float, ptr %c_7, align 4
  %elp259 = getelementptr inbounds float, ptr %buf258, i64 %pos255
  store float %v256, ptr %elp259, align 4, !alias.scope !3, !noalias !0
  %i260 = load i64, ptr %j, align 8
  %next261 = add i64 %i260, 1
  store i64 %next261, ptr %j, align 8
  br label %loop236, !llvm.loop !5

exit238:                                          ; preds = %loop236
  %i262 = load i64, ptr %i19, align 8
  %next263 = add i64 %i262, 1
  store i64 %next263, ptr %i19, align 8
  br label %loop

loop264:                                          ; preds = %exit278, %checked
  %i267 = load i64, ptr %i19, align 8
  %more268 = icmp slt i64 %i267, %min9
  br i1 %more268, label %body265, label %exit266

body265:                                          ; preds = %loop264
  %fits269 = icmp sle i64 %min18, %dim6
  br i1 %fits269, label %ok271, label %fail270

exit266:                                          ; preds = %loop264
  br label %versions_done

fail270:                                          ; preds = %body265
  %errp272 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp272, align 8
  %errp273 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp273, align 8
  %errp274 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp274, align 8
  %errp275 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp275, align 8
  ret i32 1

ok271:                                            ; preds = %body265
  store i64 %i14, ptr %j, align 8
  br label %loop276

loop276:                                          ; preds = %ok318, %ok271
  %i279 = load i64, ptr %j, align 8
  %more280 = icmp slt i64 %i279, %min18
  br i1 %more280, label %body277, label %exit278

body277:                                          ; preds = %loop276
  %v281 = load i64, ptr %j, align 8
  %ic = icmp sge i64 %v281, 0
  br i1 %ic, label %rhs, label %sc

exit278:                                          ; preds = %loop276
  %i341 = load i64, ptr %i19, align 8
  %next342 = add i64 %i341, 1
  store i64 %next342, ptr %i19, align 8
  br label %loop264

rhs:                                              ; preds = %body277
  %v282 = load i64, ptr %j, align 8
  %ic283 = icmp slt i64 %v282, %dim6
  br label %sc

sc:                                               ; preds = %rhs, %body277
  %sc284 = phi i1 [ false, %body277 ], [ %ic283, %rhs ]
  %v285 = load i64, ptr %j, align 8
  br i1 %sc284, label %ok287, label %fail286

fail286:                                          ; preds = %sc
  %errp288 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp288, align 8
  %errp289 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp289, align 8
  %errp290 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v285, ptr %errp290, align 8
  %errp291 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp291, align 8
  ret i32 1

ok287:                                            ; preds = %sc
  %v292 = load i64, ptr %i19, align 8
  %ic293 = icmp sge i64 %v292, 0
  br i1 %ic293, label %rhs294, label %sc295

rhs294:                                           ; preds = %ok287
  %v296 = load i64, ptr %i19, align 8
  %ic297 = icmp slt i64 %v296, %dim
  br label %sc295

sc295:                                            ; preds = %rhs294, %ok287
  %sc298 = phi i1 [ false, %ok287 ], [ %ic297, %rhs294 ]
  %v299 = load i64, ptr %i19, align 8
  br i1 %sc298, label %ok301, label %fail300

fail300:                                          ; preds = %sc295
  %errp302 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp302, align 8
  %errp303 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp303, align 8
  %errp304 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v299, ptr %errp304, align 8
  %errp305 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp305, align 8
  ret i32 1

ok301:                                            ; preds = %sc295
  %v306 = load i64, ptr %j, align 8
  %v307 = load i64, ptr %i19, align 8
  %inb = icmp ult i64 %v306, %dim6
  br i1 %inb, label %ok309, label %fail308

fail308:                                          ; preds = %ok301
  %errp310 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp310, align 8
  %errp311 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp311, align 8
  %errp312 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v306, ptr %errp312, align 8
  %errp313 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp313, align 8
  ret i32 1

ok309:                                            ; preds = %ok301
  %pos314 = mul i64 0, %dim6
  %pos315 = add i64 %pos314, %v306
  %inb316 = icmp ult i64 %v307, %dim
  br i1 %inb316, label %ok318, label %fail317

fail317:                                          ; preds = %ok309
  %errp319 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp319, align 8
  %errp320 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp320, align 8
  %errp321 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v307, ptr %errp321, align 8
  %errp322 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp322, align 8
  ret i32 1

ok318:                                            ; preds = %ok309
  %pos323 = mul i64 %pos315, %dim
  %pos324 = add i64 %pos323, %v307
  %elp325 = getelementptr inbounds float, ptr %buf, i64 %pos324
  %el326 = load float, ptr %elp325, align 4, !alias.scope !0, !noalias !3
  store float %el326, ptr %a_13, align 4
  %v327 = load float, ptr %a_13, align 4
  %fa328 = fadd float %v327, 1.000000e+00
  store float %fa328, ptr %b_6, align 4
  %v329 = load float, ptr %b_6, align 4
  %fm330 = fmul float 3.000000e+00, %v329
  store float %fm330, ptr %c_7, align 4
  %v331 = load i64, ptr %i19, align 8
  %v332 = load i64, ptr %j, align 8
  %pos333 = mul i64 0, %dim
  %pos334 = add i64 %pos333, %v331
  %pos335 = mul i64 %pos334, %dim6
  %pos336 = add i64 %pos335, %v332
  %v337 = load float, ptr %c_7, align 4
  %elp338 = getelementptr inbounds float, ptr %buf258, i64 %pos336
  store float %v337, ptr %elp338, align 4, !alias.scope !3, !noalias !0
  %i339 = load i64, ptr %j, align 8
  %next340 = add i64 %i339, 1
  store i64 %next340, ptr %j, align 8
  br label %loop276, !llvm.loop !7
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
!4 = !{!"fuselab.buf.3", !2}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.interleave.count", i32 1}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.vectorize.width", i32 1}
!9 = !{!"llvm.loop.unroll.count", i32 2}

