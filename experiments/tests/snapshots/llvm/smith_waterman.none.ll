; cluster c0: z
; ModuleID = 'smith_waterman_c0'
source_filename = "smith_waterman_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %z_0 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
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
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body5, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  store i64 0, ptr %z_0, align 8
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %v8 = load i64, ptr %z_0, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos7
  store i64 %v8, ptr %elp, align 8, !alias.scope !0
  %i9 = load i64, ptr %i, align 8
  %next = add i64 %i9, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  ret i32 0
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

; cluster c1: unit
; ModuleID = 'smith_waterman_c1'
source_filename = "smith_waterman_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %unit_2 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 2, ptr %unit_2, align 8
  %v = load i64, ptr %unit_2, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  store i64 %v, ptr %elp, align 8, !alias.scope !0
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.3", !2}
!2 = !{!"fuselab.bufs"}

; cluster c2: cur
; ModuleID = 'smith_waterman_c2'
source_filename = "smith_waterman_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 7
  %buf = load ptr, ptr %bufp, align 8
  %the_d_7 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 64
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 40
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %dimp30 = getelementptr inbounds i64, ptr %1, i64 0
  %dim31 = load i64, ptr %dimp30, align 8
  %dimp63 = getelementptr inbounds i64, ptr %1, i64 32
  %dim64 = load i64, ptr %dimp63, align 8
  %dimp137 = getelementptr inbounds i64, ptr %1, i64 8
  %dim138 = load i64, ptr %dimp137, align 8
  %bufp161 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf162 = load ptr, ptr %bufp161, align 8
  %a_9 = alloca i64, align 8
  %bufp171 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf172 = load ptr, ptr %bufp171, align 8
  %p2_11 = alloca i64, align 8
  %bufp181 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf182 = load ptr, ptr %bufp181, align 8
  %p1_12 = alloca i64, align 8
  %p1_13 = alloca i64, align 8
  %"%cse0_6" = alloca i64, align 8
  %j = alloca i64, align 8
  %bufp213 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf214 = load ptr, ptr %bufp213, align 8
  %s_10 = alloca i64, align 8
  %h_14 = alloca i64, align 8
  %cur_4 = alloca i64, align 8
  %bufp257 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf258 = load ptr, ptr %bufp257, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_d_7, align 8
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, %dim
  %min = select i1 %c1, i64 %5, i64 %dim
  %fits = icmp sle i64 %min, %dim3
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits7 = icmp sle i64 %min, %dim
  br i1 %fits7, label %ok9, label %fail8

fail8:                                            ; preds = %ok
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %sub = sub i64 %v, 1
  %base = sext i64 %sub to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v14 = load i64, ptr %i, align 8
  %sub15 = sub i64 %v14, 1
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %sub15 to i128
  %step = sub i128 %at_next, %base
  %step16 = trunc i128 %step to i64
  %step17 = sext i64 %step16 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span18 = sext i64 %span to i128
  %reach = mul i128 %step17, %span18
  %c19 = icmp slt i128 %reach, 0
  %min20 = select i1 %c19, i128 %reach, i128 0
  %c21 = icmp sgt i128 %reach, 0
  %max22 = select i1 %c21, i128 %reach, i128 0
  %least = add i128 %base, %min20
  %most = add i128 %base, %max22
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits23 = and i1 %fits_low, %fits_high
  %least24 = select i1 %fits23, i128 %least, i128 -9223372036854775808
  %most25 = select i1 %fits23, i128 %most, i128 9223372036854775807
  %c26 = icmp sgt i128 %least24, 0
  %max27 = select i1 %c26, i128 %least24, i128 0
  %c28 = icmp sgt i128 %most25, 0
  %max29 = select i1 %c28, i128 %most25, i128 0
  %extent = sext i64 %dim31 to i128
  %low_ok = icmp sge i128 %max27, 0
  %high_ok = icmp slt i128 %max29, %extent
  %ok32 = and i1 true, %low_ok
  %ok33 = and i1 %ok32, %high_ok
  %v34 = load i64, ptr %i, align 8
  %sub35 = sub i64 %v34, 1
  %base36 = sext i64 %sub35 to i128
  %next37 = add i64 %max, 1
  store i64 %next37, ptr %i, align 8
  %v38 = load i64, ptr %i, align 8
  %sub39 = sub i64 %v38, 1
  store i64 %max, ptr %i, align 8
  %at_next40 = sext i64 %sub39 to i128
  %step41 = sub i128 %at_next40, %base36
  %step42 = trunc i128 %step41 to i64
  %step43 = sext i64 %step42 to i128
  %len44 = sub i64 %min, %max
  %span45 = sub i64 %len44, 1
  %span46 = sext i64 %span45 to i128
  %reach47 = mul i128 %step43, %span46
  %c48 = icmp slt i128 %reach47, 0
  %min49 = select i1 %c48, i128 %reach47, i128 0
  %c50 = icmp sgt i128 %reach47, 0
  %max51 = select i1 %c50, i128 %reach47, i128 0
  %least52 = add i128 %base36, %min49
  %most53 = add i128 %base36, %max51
  %fits_low54 = icmp sge i128 %least52, -9223372036854775808
  %fits_high55 = icmp sle i128 %most53, 9223372036854775807
  %fits56 = and i1 %fits_low54, %fits_high55
  %least57 = select i1 %fits56, i128 %least52, i128 -9223372036854775808
  %most58 = select i1 %fits56, i128 %most53, i128 9223372036854775807
  %c59 = icmp sgt i128 %least57, 0
  %max60 = select i1 %c59, i128 %least57, i128 0
  %c61 = icmp sgt i128 %most58, 0
  %max62 = select i1 %c61, i128 %most58, i128 0
  %extent65 = sext i64 %dim64 to i128
  %low_ok66 = icmp sge i128 %max60, 0
  %high_ok67 = icmp slt i128 %max62, %extent65
  %ok68 = and i1 %ok33, %low_ok66
  %ok69 = and i1 %ok68, %high_ok67
  %v70 = load i64, ptr %i, align 8
  %sub71 = sub i64 %v70, 1
  %base72 = sext i64 %sub71 to i128
  %next73 = add i64 %max, 1
  store i64 %next73, ptr %i, align 8
  %v74 = load i64, ptr %i, align 8
  %sub75 = sub i64 %v74, 1
  store i64 %max, ptr %i, align 8
  %at_next76 = sext i64 %sub75 to i128
  %step77 = sub i128 %at_next76, %base72
  %step78 = trunc i128 %step77 to i64
  %step79 = sext i64 %step78 to i128
  %len80 = sub i64 %min, %max
  %span81 = sub i64 %len80, 1
  %span82 = sext i64 %span81 to i128
  %reach83 = mul i128 %step79, %span82
  %c84 = icmp slt i128 %reach83, 0
  %min85 = select i1 %c84, i128 %reach83, i128 0
  %c86 = icmp sgt i128 %reach83, 0
  %max87 = select i1 %c86, i128 %reach83, i128 0
  %least88 = add i128 %base72, %min85
  %most89 = add i128 %base72, %max87
  %fits_low90 = icmp sge i128 %least88, -9223372036854775808
  %fits_high91 = icmp sle i128 %most89, 9223372036854775807
  %fits92 = and i1 %fits_low90, %fits_high91
  %least93 = select i1 %fits92, i128 %least88, i128 -9223372036854775808
  %most94 = select i1 %fits92, i128 %most89, i128 9223372036854775807
  %c95 = icmp sgt i128 %least93, 0
  %max96 = select i1 %c95, i128 %least93, i128 0
  %c97 = icmp sgt i128 %most94, 0
  %max98 = select i1 %c97, i128 %most94, i128 0
  %extent99 = sext i64 %dim3 to i128
  %low_ok100 = icmp sge i128 %max96, 0
  %high_ok101 = icmp slt i128 %max98, %extent99
  %ok102 = and i1 %ok69, %low_ok100
  %ok103 = and i1 %ok102, %high_ok101
  %v104 = load i64, ptr %the_d_7, align 8
  %v105 = load i64, ptr %i, align 8
  %sub106 = sub i64 %v104, %v105
  %sub107 = sub i64 %sub106, 1
  %base108 = sext i64 %sub107 to i128
  %next109 = add i64 %max, 1
  store i64 %next109, ptr %i, align 8
  %v110 = load i64, ptr %the_d_7, align 8
  %v111 = load i64, ptr %i, align 8
  %sub112 = sub i64 %v110, %v111
  %sub113 = sub i64 %sub112, 1
  store i64 %max, ptr %i, align 8
  %at_next114 = sext i64 %sub113 to i128
  %step115 = sub i128 %at_next114, %base108
  %step116 = trunc i128 %step115 to i64
  %step117 = sext i64 %step116 to i128
  %len118 = sub i64 %min, %max
  %span119 = sub i64 %len118, 1
  %span120 = sext i64 %span119 to i128
  %reach121 = mul i128 %step117, %span120
  %c122 = icmp slt i128 %reach121, 0
  %min123 = select i1 %c122, i128 %reach121, i128 0
  %c124 = icmp sgt i128 %reach121, 0
  %max125 = select i1 %c124, i128 %reach121, i128 0
  %least126 = add i128 %base108, %min123
  %most127 = add i128 %base108, %max125
  %fits_low128 = icmp sge i128 %least126, -9223372036854775808
  %fits_high129 = icmp sle i128 %most127, 9223372036854775807
  %fits130 = and i1 %fits_low128, %fits_high129
  %least131 = select i1 %fits130, i128 %least126, i128 -9223372036854775808
  %most132 = select i1 %fits130, i128 %most127, i128 9223372036854775807
  %c133 = icmp sgt i128 %least131, 0
  %max134 = select i1 %c133, i128 %least131, i128 0
  %c135 = icmp sgt i128 %most132, 0
  %max136 = select i1 %c135, i128 %most132, i128 0
  %sub139 = sub i64 %dim138, 1
  %base140 = sext i64 %sub139 to i128
  %fits_low141 = icmp sge i128 %base140, -9223372036854775808
  %fits_high142 = icmp sle i128 %base140, 9223372036854775807
  %fits143 = and i1 %fits_low141, %fits_high142
  %least144 = select i1 %fits143, i128 %base140, i128 -9223372036854775808
  %most145 = select i1 %fits143, i128 %base140, i128 9223372036854775807
  %c146 = icmp slt i128 %max134, %least144
  %min147 = select i1 %c146, i128 %max134, i128 %least144
  %c148 = icmp slt i128 %max136, %most145
  %min149 = select i1 %c148, i128 %max136, i128 %most145
  %extent150 = sext i64 %dim138 to i128
  %low_ok151 = icmp sge i128 %min147, 0
  %high_ok152 = icmp slt i128 %min149, %extent150
  %ok153 = and i1 %ok103, %low_ok151
  %ok154 = and i1 %ok153, %high_ok152
  br i1 %ok154, label %proved, label %checked

proved:                                           ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop262

versions_done:                                    ; preds = %exit264, %exit
  ret i32 0

loop:                                             ; preds = %j250, %proved
  %i156 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i156, %min
  br i1 %more, label %body155, label %exit

body155:                                          ; preds = %loop
  %v157 = load i64, ptr %i, align 8
  %sub158 = sub i64 %v157, 1
  %c159 = icmp sgt i64 %sub158, 0
  %mm = select i1 %c159, i64 %sub158, i64 0
  %pos = mul i64 0, %dim31
  %pos160 = add i64 %pos, %mm
  %elp163 = getelementptr inbounds i64, ptr %buf162, i64 %pos160
  %el164 = load i64, ptr %elp163, align 8, !alias.scope !9, !noalias !10
  store i64 %el164, ptr %a_9, align 8
  %v165 = load i64, ptr %i, align 8
  %sub166 = sub i64 %v165, 1
  %c167 = icmp sgt i64 %sub166, 0
  %mm168 = select i1 %c167, i64 %sub166, i64 0
  %pos169 = mul i64 0, %dim64
  %pos170 = add i64 %pos169, %mm168
  %elp173 = getelementptr inbounds i64, ptr %buf172, i64 %pos170
  %el174 = load i64, ptr %elp173, align 8, !alias.scope !11, !noalias !12
  store i64 %el174, ptr %p2_11, align 8
  %v175 = load i64, ptr %i, align 8
  %sub176 = sub i64 %v175, 1
  %c177 = icmp sgt i64 %sub176, 0
  %mm178 = select i1 %c177, i64 %sub176, i64 0
  %pos179 = mul i64 0, %dim3
  %pos180 = add i64 %pos179, %mm178
  %elp183 = getelementptr inbounds i64, ptr %buf182, i64 %pos180
  %el184 = load i64, ptr %elp183, align 8, !alias.scope !13, !noalias !14
  store i64 %el184, ptr %p1_12, align 8
  %v185 = load i64, ptr %i, align 8
  %pos186 = mul i64 0, %dim3
  %pos187 = add i64 %pos186, %v185
  %elp188 = getelementptr inbounds i64, ptr %buf182, i64 %pos187
  %el189 = load i64, ptr %elp188, align 8, !alias.scope !13, !noalias !14
  store i64 %el189, ptr %p1_13, align 8
  %v190 = load i64, ptr %i, align 8
  %sub191 = sub i64 %v190, 1
  %c192 = icmp sgt i64 %sub191, 0
  %mm193 = select i1 %c192, i64 %sub191, i64 0
  store i64 %mm193, ptr %"%cse0_6", align 8
  %v194 = load i64, ptr %the_d_7, align 8
  %v195 = load i64, ptr %i, align 8
  %sub196 = sub i64 %v194, %v195
  store i64 %sub196, ptr %j, align 8
  %v197 = load i64, ptr %a_9, align 8
  br i1 true, label %ok199, label %fail198

exit:                                             ; preds = %loop
  br label %versions_done

fail198:                                          ; preds = %body155
  %errp200 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp200, align 8
  %errp201 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp201, align 8
  %errp202 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v197, ptr %errp202, align 8
  %errp203 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 4, ptr %errp203, align 8
  ret i32 1

ok199:                                            ; preds = %body155
  %r = srem i64 %v197, 4
  %rem = select i1 false, i64 0, i64 %r
  %v204 = load i64, ptr %j, align 8
  %sub205 = sub i64 %v204, 1
  %c206 = icmp sgt i64 %sub205, 0
  %mm207 = select i1 %c206, i64 %sub205, i64 0
  %sub208 = sub i64 %dim138, 1
  %c209 = icmp slt i64 %mm207, %sub208
  %mm210 = select i1 %c209, i64 %mm207, i64 %sub208
  %pos211 = mul i64 0, %dim138
  %pos212 = add i64 %pos211, %mm210
  %elp215 = getelementptr inbounds i64, ptr %buf214, i64 %pos212
  %el216 = load i64, ptr %elp215, align 8, !alias.scope !15, !noalias !16
  br i1 true, label %ok218, label %fail217

fail217:                                          ; preds = %ok199
  %errp219 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp219, align 8
  %errp220 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp220, align 8
  %errp221 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el216, ptr %errp221, align 8
  %errp222 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 4, ptr %errp222, align 8
  ret i32 1

ok218:                                            ; preds = %ok199
  %r223 = srem i64 %el216, 4
  %rem224 = select i1 false, i64 0, i64 %r223
  %ic = icmp eq i64 %rem, %rem224
  br i1 %ic, label %t, label %e

t:                                                ; preds = %ok218
  br label %j225

e:                                                ; preds = %ok218
  br label %j225

j225:                                             ; preds = %e, %t
  %if = phi i64 [ 2, %t ], [ -1, %e ]
  store i64 %if, ptr %s_10, align 8
  %v226 = load i64, ptr %p2_11, align 8
  %v227 = load i64, ptr %s_10, align 8
  %add = add i64 %v226, %v227
  %v228 = load i64, ptr %p1_12, align 8
  %sub229 = sub i64 %v228, 1
  %v230 = load i64, ptr %p1_13, align 8
  %sub231 = sub i64 %v230, 1
  %c232 = icmp sgt i64 %sub229, %sub231
  %mm233 = select i1 %c232, i64 %sub229, i64 %sub231
  %c234 = icmp sgt i64 %add, %mm233
  %mm235 = select i1 %c234, i64 %add, i64 %mm233
  %c236 = icmp sgt i64 0, %mm235
  %mm237 = select i1 %c236, i64 0, i64 %mm235
  store i64 %mm237, ptr %h_14, align 8
  %v238 = load i64, ptr %i, align 8
  %ic239 = icmp eq i64 %v238, 0
  br i1 %ic239, label %sc, label %rhs

rhs:                                              ; preds = %j225
  %v240 = load i64, ptr %j, align 8
  %ic241 = icmp slt i64 %v240, 1
  br label %sc

sc:                                               ; preds = %rhs, %j225
  %sc242 = phi i1 [ true, %j225 ], [ %ic241, %rhs ]
  br i1 %sc242, label %sc244, label %rhs243

rhs243:                                           ; preds = %sc
  %v245 = load i64, ptr %j, align 8
  %ic246 = icmp sgt i64 %v245, %dim138
  br label %sc244

sc244:                                            ; preds = %rhs243, %sc
  %sc247 = phi i1 [ true, %sc ], [ %ic246, %rhs243 ]
  br i1 %sc247, label %t248, label %e249

t248:                                             ; preds = %sc244
  br label %j250

e249:                                             ; preds = %sc244
  %v251 = load i64, ptr %h_14, align 8
  br label %j250

j250:                                             ; preds = %e249, %t248
  %if252 = phi i64 [ 0, %t248 ], [ %v251, %e249 ]
  store i64 %if252, ptr %cur_4, align 8
  %v253 = load i64, ptr %i, align 8
  %pos254 = mul i64 0, %dim
  %pos255 = add i64 %pos254, %v253
  %v256 = load i64, ptr %cur_4, align 8
  %elp259 = getelementptr inbounds i64, ptr %buf258, i64 %pos255
  store i64 %v256, ptr %elp259, align 8, !alias.scope !17, !noalias !18
  %i260 = load i64, ptr %i, align 8
  %next261 = add i64 %i260, 1
  store i64 %next261, ptr %i, align 8
  br label %loop

loop262:                                          ; preds = %j390, %checked
  %i265 = load i64, ptr %i, align 8
  %more266 = icmp slt i64 %i265, %min
  br i1 %more266, label %body263, label %exit264

body263:                                          ; preds = %loop262
  %v267 = load i64, ptr %i, align 8
  %sub268 = sub i64 %v267, 1
  %c269 = icmp sgt i64 %sub268, 0
  %mm270 = select i1 %c269, i64 %sub268, i64 0
  %inb = icmp ult i64 %mm270, %dim31
  br i1 %inb, label %ok272, label %fail271

exit264:                                          ; preds = %loop262
  br label %versions_done

fail271:                                          ; preds = %body263
  %errp273 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp273, align 8
  %errp274 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp274, align 8
  %errp275 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm270, ptr %errp275, align 8
  %errp276 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim31, ptr %errp276, align 8
  ret i32 1

ok272:                                            ; preds = %body263
  %pos277 = mul i64 0, %dim31
  %pos278 = add i64 %pos277, %mm270
  %elp279 = getelementptr inbounds i64, ptr %buf162, i64 %pos278
  %el280 = load i64, ptr %elp279, align 8, !alias.scope !9, !noalias !10
  store i64 %el280, ptr %a_9, align 8
  %v281 = load i64, ptr %i, align 8
  %sub282 = sub i64 %v281, 1
  %c283 = icmp sgt i64 %sub282, 0
  %mm284 = select i1 %c283, i64 %sub282, i64 0
  %inb285 = icmp ult i64 %mm284, %dim64
  br i1 %inb285, label %ok287, label %fail286

fail286:                                          ; preds = %ok272
  %errp288 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp288, align 8
  %errp289 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp289, align 8
  %errp290 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm284, ptr %errp290, align 8
  %errp291 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim64, ptr %errp291, align 8
  ret i32 1

ok287:                                            ; preds = %ok272
  %pos292 = mul i64 0, %dim64
  %pos293 = add i64 %pos292, %mm284
  %elp294 = getelementptr inbounds i64, ptr %buf172, i64 %pos293
  %el295 = load i64, ptr %elp294, align 8, !alias.scope !11, !noalias !12
  store i64 %el295, ptr %p2_11, align 8
  %v296 = load i64, ptr %i, align 8
  %sub297 = sub i64 %v296, 1
  %c298 = icmp sgt i64 %sub297, 0
  %mm299 = select i1 %c298, i64 %sub297, i64 0
  %inb300 = icmp ult i64 %mm299, %dim3
  br i1 %inb300, label %ok302, label %fail301

fail301:                                          ; preds = %ok287
  %errp303 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp303, align 8
  %errp304 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp304, align 8
  %errp305 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm299, ptr %errp305, align 8
  %errp306 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp306, align 8
  ret i32 1

ok302:                                            ; preds = %ok287
  %pos307 = mul i64 0, %dim3
  %pos308 = add i64 %pos307, %mm299
  %elp309 = getelementptr inbounds i64, ptr %buf182, i64 %pos308
  %el310 = load i64, ptr %elp309, align 8, !alias.scope !13, !noalias !14
  store i64 %el310, ptr %p1_12, align 8
  %v311 = load i64, ptr %i, align 8
  %pos312 = mul i64 0, %dim3
  %pos313 = add i64 %pos312, %v311
  %elp314 = getelementptr inbounds i64, ptr %buf182, i64 %pos313
  %el315 = load i64, ptr %elp314, align 8, !alias.scope !13, !noalias !14
  store i64 %el315, ptr %p1_13, align 8
  %v316 = load i64, ptr %i, align 8
  %sub317 = sub i64 %v316, 1
  %c318 = icmp sgt i64 %sub317, 0
  %mm319 = select i1 %c318, i64 %sub317, i64 0
  store i64 %mm319, ptr %"%cse0_6", align 8
  %v320 = load i64, ptr %the_d_7, align 8
  %v321 = load i64, ptr %i, align 8
  %sub322 = sub i64 %v320, %v321
  store i64 %sub322, ptr %j, align 8
  %v323 = load i64, ptr %a_9, align 8
  br i1 true, label %ok325, label %fail324

fail324:                                          ; preds = %ok302
  %errp326 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp326, align 8
  %errp327 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp327, align 8
  %errp328 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v323, ptr %errp328, align 8
  %errp329 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 4, ptr %errp329, align 8
  ret i32 1

ok325:                                            ; preds = %ok302
  %r330 = srem i64 %v323, 4
  %rem331 = select i1 false, i64 0, i64 %r330
  %v332 = load i64, ptr %j, align 8
  %sub333 = sub i64 %v332, 1
  %c334 = icmp sgt i64 %sub333, 0
  %mm335 = select i1 %c334, i64 %sub333, i64 0
  %sub336 = sub i64 %dim138, 1
  %c337 = icmp slt i64 %mm335, %sub336
  %mm338 = select i1 %c337, i64 %mm335, i64 %sub336
  %inb339 = icmp ult i64 %mm338, %dim138
  br i1 %inb339, label %ok341, label %fail340

fail340:                                          ; preds = %ok325
  %errp342 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp342, align 8
  %errp343 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp343, align 8
  %errp344 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm338, ptr %errp344, align 8
  %errp345 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim138, ptr %errp345, align 8
  ret i32 1

ok341:                                            ; preds = %ok325
  %pos346 = mul i64 0, %dim138
  %pos347 = add i64 %pos346, %mm338
  %elp348 = getelementptr inbounds i64, ptr %buf214, i64 %pos347
  %el349 = load i64, ptr %elp348, align 8, !alias.scope !15, !noalias !16
  br i1 true, label %ok351, label %fail350

fail350:                                          ; preds = %ok341
  %errp352 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp352, align 8
  %errp353 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp353, align 8
  %errp354 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el349, ptr %errp354, align 8
  %errp355 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 4, ptr %errp355, align 8
  ret i32 1

ok351:                                            ; preds = %ok341
  %r356 = srem i64 %el349, 4
  %rem357 = select i1 false, i64 0, i64 %r356
  %ic358 = icmp eq i64 %rem331, %rem357
  br i1 %ic358, label %t359, label %e360

t359:                                             ; preds = %ok351
  br label %j361

e360:                                             ; preds = %ok351
  br label %j361

j361:                                             ; preds = %e360, %t359
  %if362 = phi i64 [ 2, %t359 ], [ -1, %e360 ]
  store i64 %if362, ptr %s_10, align 8
  %v363 = load i64, ptr %p2_11, align 8
  %v364 = load i64, ptr %s_10, align 8
  %add365 = add i64 %v363, %v364
  %v366 = load i64, ptr %p1_12, align 8
  %sub367 = sub i64 %v366, 1
  %v368 = load i64, ptr %p1_13, align 8
  %sub369 = sub i64 %v368, 1
  %c370 = icmp sgt i64 %sub367, %sub369
  %mm371 = select i1 %c370, i64 %sub367, i64 %sub369
  %c372 = icmp sgt i64 %add365, %mm371
  %mm373 = select i1 %c372, i64 %add365, i64 %mm371
  %c374 = icmp sgt i64 0, %mm373
  %mm375 = select i1 %c374, i64 0, i64 %mm373
  store i64 %mm375, ptr %h_14, align 8
  %v376 = load i64, ptr %i, align 8
  %ic377 = icmp eq i64 %v376, 0
  br i1 %ic377, label %sc379, label %rhs378

rhs378:                                           ; preds = %j361
  %v380 = load i64, ptr %j, align 8
  %ic381 = icmp slt i64 %v380, 1
  br label %sc379

sc379:                                            ; preds = %rhs378, %j361
  %sc382 = phi i1 [ true, %j361 ], [ %ic381, %rhs378 ]
  br i1 %sc382, label %sc384, label %rhs383

rhs383:                                           ; preds = %sc379
  %v385 = load i64, ptr %j, align 8
  %ic386 = icmp sgt i64 %v385, %dim138
  br label %sc384

sc384:                                            ; preds = %rhs383, %sc379
  %sc387 = phi i1 [ true, %sc379 ], [ %ic386, %rhs383 ]
  br i1 %sc387, label %t388, label %e389

t388:                                             ; preds = %sc384
  br label %j390

e389:                                             ; preds = %sc384
  %v391 = load i64, ptr %h_14, align 8
  br label %j390

j390:                                             ; preds = %e389, %t388
  %if392 = phi i64 [ 0, %t388 ], [ %v391, %e389 ]
  store i64 %if392, ptr %cur_4, align 8
  %v393 = load i64, ptr %i, align 8
  %pos394 = mul i64 0, %dim
  %pos395 = add i64 %pos394, %v393
  %v396 = load i64, ptr %cur_4, align 8
  %elp397 = getelementptr inbounds i64, ptr %buf258, i64 %pos395
  store i64 %v396, ptr %elp397, align 8, !alias.scope !17, !noalias !18
  %i398 = load i64, ptr %i, align 8
  %next399 = add i64 %i398, 1
  store i64 %next399, ptr %i, align 8
  br label %loop262
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.7", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7, !8}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.1", !2}
!6 = !{!"fuselab.buf.4", !2}
!7 = !{!"fuselab.buf.5", !2}
!8 = !{!"fuselab.buf.8", !2}
!9 = !{!4}
!10 = !{!5, !6, !7, !1, !8}
!11 = !{!6}
!12 = !{!4, !5, !7, !1, !8}
!13 = !{!7}
!14 = !{!4, !5, !6, !1, !8}
!15 = !{!5}
!16 = !{!4, !6, !7, !1, !8}
!17 = !{!8}
!18 = !{!4, !5, !6, !7, !1}

; cluster c3: rm1
; ModuleID = 'smith_waterman_c3'
source_filename = "smith_waterman_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 48
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 64
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 6
  %buf = load ptr, ptr %bufp, align 8
  %rm_17 = alloca i64, align 8
  %bufp27 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf28 = load ptr, ptr %bufp27, align 8
  %cur_18 = alloca i64, align 8
  %rm1_15 = alloca i64, align 8
  %bufp38 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf39 = load ptr, ptr %bufp38, align 8
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
  %fits7 = icmp sle i64 %min, %dim6
  br i1 %fits7, label %ok9, label %fail8

fail8:                                            ; preds = %ok
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp11, align 8
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
  store i64 3, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body21, %ok16
  %i22 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i22, %min
  br i1 %more, label %body21, label %exit

body21:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos23 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos23
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %rm_17, align 8
  %v24 = load i64, ptr %i, align 8
  %pos25 = mul i64 0, %dim6
  %pos26 = add i64 %pos25, %v24
  %elp29 = getelementptr inbounds i64, ptr %buf28, i64 %pos26
  %el30 = load i64, ptr %elp29, align 8, !alias.scope !6, !noalias !7
  store i64 %el30, ptr %cur_18, align 8
  %v31 = load i64, ptr %rm_17, align 8
  %v32 = load i64, ptr %cur_18, align 8
  %c33 = icmp sgt i64 %v31, %v32
  %mm = select i1 %c33, i64 %v31, i64 %v32
  store i64 %mm, ptr %rm1_15, align 8
  %v34 = load i64, ptr %i, align 8
  %pos35 = mul i64 0, %dim
  %pos36 = add i64 %pos35, %v34
  %v37 = load i64, ptr %rm1_15, align 8
  %elp40 = getelementptr inbounds i64, ptr %buf39, i64 %pos36
  store i64 %v37, ptr %elp40, align 8, !alias.scope !8, !noalias !9
  %i41 = load i64, ptr %i, align 8
  %next = add i64 %i41, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  ret i32 0
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
!4 = !{!"fuselab.buf.8", !2}
!5 = !{!"fuselab.buf.9", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c4: unit2
; ModuleID = 'smith_waterman_c4'
source_filename = "smith_waterman_c4"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 7
  %buf = load ptr, ptr %bufp, align 8
  %the_d_20 = alloca i64, align 8
  %unit2_19 = alloca i64, align 8
  %bufp2 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf3 = load ptr, ptr %bufp2, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_d_20, align 8
  %v = load i64, ptr %the_d_20, align 8
  %add = add i64 %v, 1
  store i64 %add, ptr %unit2_19, align 8
  %v1 = load i64, ptr %unit2_19, align 8
  %elp4 = getelementptr inbounds i64, ptr %buf3, i64 0
  store i64 %v1, ptr %elp4, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.7", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.10", !2}

; cluster c6: best
; ModuleID = 'smith_waterman_c6'
source_filename = "smith_waterman_c6"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_best_21 = alloca i64, align 8
  %loop_25 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_best_21, align 8
  store i64 %b, ptr %loop_25, align 8
  %v = load i64, ptr %acc_best_21, align 8
  %v1 = load i64, ptr %loop_25, align 8
  %c = icmp sgt i64 %v, %v1
  %mm = select i1 %c, i64 %v, i64 %v1
  store i64 %mm, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_best_21 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 104
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 13
  %buf = load ptr, ptr %bufp, align 8
  %loop_25 = alloca i64, align 8
  %bufp13 = getelementptr inbounds ptr, ptr %0, i64 15
  %buf14 = load ptr, ptr %bufp13, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_best_21, align 8
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
  store i64 6, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body5, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos7
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %loop_25, align 8
  %v8 = load i64, ptr %acc_best_21, align 8
  %v9 = load i64, ptr %loop_25, align 8
  %c10 = icmp sgt i64 %v8, %v9
  %mm = select i1 %c10, i64 %v8, i64 %v9
  store i64 %mm, ptr %acc_best_21, align 8
  %i11 = load i64, ptr %i, align 8
  %next = add i64 %i11, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %v12 = load i64, ptr %acc_best_21, align 8
  %elp15 = getelementptr inbounds i64, ptr %buf14, i64 0
  store i64 %v12, ptr %elp15, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_part(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_best_21 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 104
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 13
  %buf = load ptr, ptr %bufp, align 8
  %loop_25 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_best_21, align 8
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
  store i64 6, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body5, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos7
  %el = load i64, ptr %elp, align 8, !alias.scope !0
  store i64 %el, ptr %loop_25, align 8
  %v8 = load i64, ptr %acc_best_21, align 8
  %v9 = load i64, ptr %loop_25, align 8
  %c10 = icmp sgt i64 %v8, %v9
  %mm = select i1 %c10, i64 %v8, i64 %v9
  store i64 %mm, ptr %acc_best_21, align 8
  %i11 = load i64, ptr %i, align 8
  %next = add i64 %i11, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_best_21, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_part_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_best_21 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 104
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 13
  %buf = load ptr, ptr %bufp, align 8
  %loop_25 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_best_21, align 8
  store i64 -9223372036854775808, ptr %acc_best_21, align 8
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
  store i64 6, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body5, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos7
  %el = load i64, ptr %elp, align 8, !alias.scope !0
  store i64 %el, ptr %loop_25, align 8
  %v8 = load i64, ptr %acc_best_21, align 8
  %v9 = load i64, ptr %loop_25, align 8
  %c10 = icmp sgt i64 %v8, %v9
  %mm = select i1 %c10, i64 %v8, i64 %v9
  store i64 %mm, ptr %acc_best_21, align 8
  %i11 = load i64, ptr %i, align 8
  %next = add i64 %i11, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_best_21, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_best_21 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 15
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_best_21, align 8
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_best_21, align 8
  %v = load i64, ptr %acc_best_21, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  store i64 %v, ptr %elp, align 8, !alias.scope !3
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.13", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.15", !2}

