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

; cluster c2: Diagonal(cur, rm1)
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
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 48
  %dim15 = load i64, ptr %dimp14, align 8
  %i = alloca i64, align 8
  %dimp46 = getelementptr inbounds i64, ptr %1, i64 0
  %dim47 = load i64, ptr %dimp46, align 8
  %dimp79 = getelementptr inbounds i64, ptr %1, i64 32
  %dim80 = load i64, ptr %dimp79, align 8
  %dimp153 = getelementptr inbounds i64, ptr %1, i64 8
  %dim154 = load i64, ptr %dimp153, align 8
  %bufp177 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf178 = load ptr, ptr %bufp177, align 8
  %a_9 = alloca i64, align 8
  %bufp187 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf188 = load ptr, ptr %bufp187, align 8
  %p2_11 = alloca i64, align 8
  %bufp197 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf198 = load ptr, ptr %bufp197, align 8
  %p1_12 = alloca i64, align 8
  %p1_13 = alloca i64, align 8
  %"%cse0_6" = alloca i64, align 8
  %j = alloca i64, align 8
  %bufp229 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf230 = load ptr, ptr %bufp229, align 8
  %s_10 = alloca i64, align 8
  %h_14 = alloca i64, align 8
  %cur_4 = alloca i64, align 8
  %bufp273 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf274 = load ptr, ptr %bufp273, align 8
  %bufp279 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf280 = load ptr, ptr %bufp279, align 8
  %rm_17 = alloca i64, align 8
  %rm1_15 = alloca i64, align 8
  %bufp291 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf292 = load ptr, ptr %bufp291, align 8
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
  %fits16 = icmp sle i64 %min, %dim15
  br i1 %fits16, label %ok18, label %fail17

fail17:                                           ; preds = %ok9
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %ok9
  %fits23 = icmp sle i64 %min, %dim15
  br i1 %fits23, label %ok25, label %fail24

fail24:                                           ; preds = %ok18
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok18
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %sub = sub i64 %v, 1
  %base = sext i64 %sub to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v30 = load i64, ptr %i, align 8
  %sub31 = sub i64 %v30, 1
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %sub31 to i128
  %step = sub i128 %at_next, %base
  %step32 = trunc i128 %step to i64
  %step33 = sext i64 %step32 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span34 = sext i64 %span to i128
  %reach = mul i128 %step33, %span34
  %c35 = icmp slt i128 %reach, 0
  %min36 = select i1 %c35, i128 %reach, i128 0
  %c37 = icmp sgt i128 %reach, 0
  %max38 = select i1 %c37, i128 %reach, i128 0
  %least = add i128 %base, %min36
  %most = add i128 %base, %max38
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits39 = and i1 %fits_low, %fits_high
  %least40 = select i1 %fits39, i128 %least, i128 -9223372036854775808
  %most41 = select i1 %fits39, i128 %most, i128 9223372036854775807
  %c42 = icmp sgt i128 %least40, 0
  %max43 = select i1 %c42, i128 %least40, i128 0
  %c44 = icmp sgt i128 %most41, 0
  %max45 = select i1 %c44, i128 %most41, i128 0
  %extent = sext i64 %dim47 to i128
  %low_ok = icmp sge i128 %max43, 0
  %high_ok = icmp slt i128 %max45, %extent
  %ok48 = and i1 true, %low_ok
  %ok49 = and i1 %ok48, %high_ok
  %v50 = load i64, ptr %i, align 8
  %sub51 = sub i64 %v50, 1
  %base52 = sext i64 %sub51 to i128
  %next53 = add i64 %max, 1
  store i64 %next53, ptr %i, align 8
  %v54 = load i64, ptr %i, align 8
  %sub55 = sub i64 %v54, 1
  store i64 %max, ptr %i, align 8
  %at_next56 = sext i64 %sub55 to i128
  %step57 = sub i128 %at_next56, %base52
  %step58 = trunc i128 %step57 to i64
  %step59 = sext i64 %step58 to i128
  %len60 = sub i64 %min, %max
  %span61 = sub i64 %len60, 1
  %span62 = sext i64 %span61 to i128
  %reach63 = mul i128 %step59, %span62
  %c64 = icmp slt i128 %reach63, 0
  %min65 = select i1 %c64, i128 %reach63, i128 0
  %c66 = icmp sgt i128 %reach63, 0
  %max67 = select i1 %c66, i128 %reach63, i128 0
  %least68 = add i128 %base52, %min65
  %most69 = add i128 %base52, %max67
  %fits_low70 = icmp sge i128 %least68, -9223372036854775808
  %fits_high71 = icmp sle i128 %most69, 9223372036854775807
  %fits72 = and i1 %fits_low70, %fits_high71
  %least73 = select i1 %fits72, i128 %least68, i128 -9223372036854775808
  %most74 = select i1 %fits72, i128 %most69, i128 9223372036854775807
  %c75 = icmp sgt i128 %least73, 0
  %max76 = select i1 %c75, i128 %least73, i128 0
  %c77 = icmp sgt i128 %most74, 0
  %max78 = select i1 %c77, i128 %most74, i128 0
  %extent81 = sext i64 %dim80 to i128
  %low_ok82 = icmp sge i128 %max76, 0
  %high_ok83 = icmp slt i128 %max78, %extent81
  %ok84 = and i1 %ok49, %low_ok82
  %ok85 = and i1 %ok84, %high_ok83
  %v86 = load i64, ptr %i, align 8
  %sub87 = sub i64 %v86, 1
  %base88 = sext i64 %sub87 to i128
  %next89 = add i64 %max, 1
  store i64 %next89, ptr %i, align 8
  %v90 = load i64, ptr %i, align 8
  %sub91 = sub i64 %v90, 1
  store i64 %max, ptr %i, align 8
  %at_next92 = sext i64 %sub91 to i128
  %step93 = sub i128 %at_next92, %base88
  %step94 = trunc i128 %step93 to i64
  %step95 = sext i64 %step94 to i128
  %len96 = sub i64 %min, %max
  %span97 = sub i64 %len96, 1
  %span98 = sext i64 %span97 to i128
  %reach99 = mul i128 %step95, %span98
  %c100 = icmp slt i128 %reach99, 0
  %min101 = select i1 %c100, i128 %reach99, i128 0
  %c102 = icmp sgt i128 %reach99, 0
  %max103 = select i1 %c102, i128 %reach99, i128 0
  %least104 = add i128 %base88, %min101
  %most105 = add i128 %base88, %max103
  %fits_low106 = icmp sge i128 %least104, -9223372036854775808
  %fits_high107 = icmp sle i128 %most105, 9223372036854775807
  %fits108 = and i1 %fits_low106, %fits_high107
  %least109 = select i1 %fits108, i128 %least104, i128 -9223372036854775808
  %most110 = select i1 %fits108, i128 %most105, i128 9223372036854775807
  %c111 = icmp sgt i128 %least109, 0
  %max112 = select i1 %c111, i128 %least109, i128 0
  %c113 = icmp sgt i128 %most110, 0
  %max114 = select i1 %c113, i128 %most110, i128 0
  %extent115 = sext i64 %dim3 to i128
  %low_ok116 = icmp sge i128 %max112, 0
  %high_ok117 = icmp slt i128 %max114, %extent115
  %ok118 = and i1 %ok85, %low_ok116
  %ok119 = and i1 %ok118, %high_ok117
  %v120 = load i64, ptr %the_d_7, align 8
  %v121 = load i64, ptr %i, align 8
  %sub122 = sub i64 %v120, %v121
  %sub123 = sub i64 %sub122, 1
  %base124 = sext i64 %sub123 to i128
  %next125 = add i64 %max, 1
  store i64 %next125, ptr %i, align 8
  %v126 = load i64, ptr %the_d_7, align 8
  %v127 = load i64, ptr %i, align 8
  %sub128 = sub i64 %v126, %v127
  %sub129 = sub i64 %sub128, 1
  store i64 %max, ptr %i, align 8
  %at_next130 = sext i64 %sub129 to i128
  %step131 = sub i128 %at_next130, %base124
  %step132 = trunc i128 %step131 to i64
  %step133 = sext i64 %step132 to i128
  %len134 = sub i64 %min, %max
  %span135 = sub i64 %len134, 1
  %span136 = sext i64 %span135 to i128
  %reach137 = mul i128 %step133, %span136
  %c138 = icmp slt i128 %reach137, 0
  %min139 = select i1 %c138, i128 %reach137, i128 0
  %c140 = icmp sgt i128 %reach137, 0
  %max141 = select i1 %c140, i128 %reach137, i128 0
  %least142 = add i128 %base124, %min139
  %most143 = add i128 %base124, %max141
  %fits_low144 = icmp sge i128 %least142, -9223372036854775808
  %fits_high145 = icmp sle i128 %most143, 9223372036854775807
  %fits146 = and i1 %fits_low144, %fits_high145
  %least147 = select i1 %fits146, i128 %least142, i128 -9223372036854775808
  %most148 = select i1 %fits146, i128 %most143, i128 9223372036854775807
  %c149 = icmp sgt i128 %least147, 0
  %max150 = select i1 %c149, i128 %least147, i128 0
  %c151 = icmp sgt i128 %most148, 0
  %max152 = select i1 %c151, i128 %most148, i128 0
  %sub155 = sub i64 %dim154, 1
  %base156 = sext i64 %sub155 to i128
  %fits_low157 = icmp sge i128 %base156, -9223372036854775808
  %fits_high158 = icmp sle i128 %base156, 9223372036854775807
  %fits159 = and i1 %fits_low157, %fits_high158
  %least160 = select i1 %fits159, i128 %base156, i128 -9223372036854775808
  %most161 = select i1 %fits159, i128 %base156, i128 9223372036854775807
  %c162 = icmp slt i128 %max150, %least160
  %min163 = select i1 %c162, i128 %max150, i128 %least160
  %c164 = icmp slt i128 %max152, %most161
  %min165 = select i1 %c164, i128 %max152, i128 %most161
  %extent166 = sext i64 %dim154 to i128
  %low_ok167 = icmp sge i128 %min163, 0
  %high_ok168 = icmp slt i128 %min165, %extent166
  %ok169 = and i1 %ok119, %low_ok167
  %ok170 = and i1 %ok169, %high_ok168
  br i1 %ok170, label %proved, label %checked

proved:                                           ; preds = %ok25
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok25
  store i64 %max, ptr %i, align 8
  br label %loop296

versions_done:                                    ; preds = %exit298, %exit
  ret i32 0

loop:                                             ; preds = %j266, %proved
  %i172 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i172, %min
  br i1 %more, label %body171, label %exit

body171:                                          ; preds = %loop
  %v173 = load i64, ptr %i, align 8
  %sub174 = sub i64 %v173, 1
  %c175 = icmp sgt i64 %sub174, 0
  %mm = select i1 %c175, i64 %sub174, i64 0
  %pos = mul i64 0, %dim47
  %pos176 = add i64 %pos, %mm
  %elp179 = getelementptr inbounds i64, ptr %buf178, i64 %pos176
  %el180 = load i64, ptr %elp179, align 8, !alias.scope !11, !noalias !12
  store i64 %el180, ptr %a_9, align 8
  %v181 = load i64, ptr %i, align 8
  %sub182 = sub i64 %v181, 1
  %c183 = icmp sgt i64 %sub182, 0
  %mm184 = select i1 %c183, i64 %sub182, i64 0
  %pos185 = mul i64 0, %dim80
  %pos186 = add i64 %pos185, %mm184
  %elp189 = getelementptr inbounds i64, ptr %buf188, i64 %pos186
  %el190 = load i64, ptr %elp189, align 8, !alias.scope !13, !noalias !14
  store i64 %el190, ptr %p2_11, align 8
  %v191 = load i64, ptr %i, align 8
  %sub192 = sub i64 %v191, 1
  %c193 = icmp sgt i64 %sub192, 0
  %mm194 = select i1 %c193, i64 %sub192, i64 0
  %pos195 = mul i64 0, %dim3
  %pos196 = add i64 %pos195, %mm194
  %elp199 = getelementptr inbounds i64, ptr %buf198, i64 %pos196
  %el200 = load i64, ptr %elp199, align 8, !alias.scope !15, !noalias !16
  store i64 %el200, ptr %p1_12, align 8
  %v201 = load i64, ptr %i, align 8
  %pos202 = mul i64 0, %dim3
  %pos203 = add i64 %pos202, %v201
  %elp204 = getelementptr inbounds i64, ptr %buf198, i64 %pos203
  %el205 = load i64, ptr %elp204, align 8, !alias.scope !15, !noalias !16
  store i64 %el205, ptr %p1_13, align 8
  %v206 = load i64, ptr %i, align 8
  %sub207 = sub i64 %v206, 1
  %c208 = icmp sgt i64 %sub207, 0
  %mm209 = select i1 %c208, i64 %sub207, i64 0
  store i64 %mm209, ptr %"%cse0_6", align 8
  %v210 = load i64, ptr %the_d_7, align 8
  %v211 = load i64, ptr %i, align 8
  %sub212 = sub i64 %v210, %v211
  store i64 %sub212, ptr %j, align 8
  %v213 = load i64, ptr %a_9, align 8
  br i1 true, label %ok215, label %fail214

exit:                                             ; preds = %loop
  br label %versions_done

fail214:                                          ; preds = %body171
  %errp216 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp216, align 8
  %errp217 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp217, align 8
  %errp218 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v213, ptr %errp218, align 8
  %errp219 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 4, ptr %errp219, align 8
  ret i32 1

ok215:                                            ; preds = %body171
  %r = srem i64 %v213, 4
  %rem = select i1 false, i64 0, i64 %r
  %v220 = load i64, ptr %j, align 8
  %sub221 = sub i64 %v220, 1
  %c222 = icmp sgt i64 %sub221, 0
  %mm223 = select i1 %c222, i64 %sub221, i64 0
  %sub224 = sub i64 %dim154, 1
  %c225 = icmp slt i64 %mm223, %sub224
  %mm226 = select i1 %c225, i64 %mm223, i64 %sub224
  %pos227 = mul i64 0, %dim154
  %pos228 = add i64 %pos227, %mm226
  %elp231 = getelementptr inbounds i64, ptr %buf230, i64 %pos228
  %el232 = load i64, ptr %elp231, align 8, !alias.scope !17, !noalias !18
  br i1 true, label %ok234, label %fail233

fail233:                                          ; preds = %ok215
  %errp235 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp235, align 8
  %errp236 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp236, align 8
  %errp237 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el232, ptr %errp237, align 8
  %errp238 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 4, ptr %errp238, align 8
  ret i32 1

ok234:                                            ; preds = %ok215
  %r239 = srem i64 %el232, 4
  %rem240 = select i1 false, i64 0, i64 %r239
  %ic = icmp eq i64 %rem, %rem240
  br i1 %ic, label %t, label %e

t:                                                ; preds = %ok234
  br label %j241

e:                                                ; preds = %ok234
  br label %j241

j241:                                             ; preds = %e, %t
  %if = phi i64 [ 2, %t ], [ -1, %e ]
  store i64 %if, ptr %s_10, align 8
  %v242 = load i64, ptr %p2_11, align 8
  %v243 = load i64, ptr %s_10, align 8
  %add = add i64 %v242, %v243
  %v244 = load i64, ptr %p1_12, align 8
  %sub245 = sub i64 %v244, 1
  %v246 = load i64, ptr %p1_13, align 8
  %sub247 = sub i64 %v246, 1
  %c248 = icmp sgt i64 %sub245, %sub247
  %mm249 = select i1 %c248, i64 %sub245, i64 %sub247
  %c250 = icmp sgt i64 %add, %mm249
  %mm251 = select i1 %c250, i64 %add, i64 %mm249
  %c252 = icmp sgt i64 0, %mm251
  %mm253 = select i1 %c252, i64 0, i64 %mm251
  store i64 %mm253, ptr %h_14, align 8
  %v254 = load i64, ptr %i, align 8
  %ic255 = icmp eq i64 %v254, 0
  br i1 %ic255, label %sc, label %rhs

rhs:                                              ; preds = %j241
  %v256 = load i64, ptr %j, align 8
  %ic257 = icmp slt i64 %v256, 1
  br label %sc

sc:                                               ; preds = %rhs, %j241
  %sc258 = phi i1 [ true, %j241 ], [ %ic257, %rhs ]
  br i1 %sc258, label %sc260, label %rhs259

rhs259:                                           ; preds = %sc
  %v261 = load i64, ptr %j, align 8
  %ic262 = icmp sgt i64 %v261, %dim154
  br label %sc260

sc260:                                            ; preds = %rhs259, %sc
  %sc263 = phi i1 [ true, %sc ], [ %ic262, %rhs259 ]
  br i1 %sc263, label %t264, label %e265

t264:                                             ; preds = %sc260
  br label %j266

e265:                                             ; preds = %sc260
  %v267 = load i64, ptr %h_14, align 8
  br label %j266

j266:                                             ; preds = %e265, %t264
  %if268 = phi i64 [ 0, %t264 ], [ %v267, %e265 ]
  store i64 %if268, ptr %cur_4, align 8
  %v269 = load i64, ptr %i, align 8
  %pos270 = mul i64 0, %dim
  %pos271 = add i64 %pos270, %v269
  %v272 = load i64, ptr %cur_4, align 8
  %elp275 = getelementptr inbounds i64, ptr %buf274, i64 %pos271
  store i64 %v272, ptr %elp275, align 8, !alias.scope !19, !noalias !20
  %v276 = load i64, ptr %i, align 8
  %pos277 = mul i64 0, %dim15
  %pos278 = add i64 %pos277, %v276
  %elp281 = getelementptr inbounds i64, ptr %buf280, i64 %pos278
  %el282 = load i64, ptr %elp281, align 8, !alias.scope !21, !noalias !22
  store i64 %el282, ptr %rm_17, align 8
  %v283 = load i64, ptr %rm_17, align 8
  %v284 = load i64, ptr %cur_4, align 8
  %c285 = icmp sgt i64 %v283, %v284
  %mm286 = select i1 %c285, i64 %v283, i64 %v284
  store i64 %mm286, ptr %rm1_15, align 8
  %v287 = load i64, ptr %i, align 8
  %pos288 = mul i64 0, %dim15
  %pos289 = add i64 %pos288, %v287
  %v290 = load i64, ptr %rm1_15, align 8
  %elp293 = getelementptr inbounds i64, ptr %buf292, i64 %pos289
  store i64 %v290, ptr %elp293, align 8, !alias.scope !23, !noalias !24
  %i294 = load i64, ptr %i, align 8
  %next295 = add i64 %i294, 1
  store i64 %next295, ptr %i, align 8
  br label %loop

loop296:                                          ; preds = %j424, %checked
  %i299 = load i64, ptr %i, align 8
  %more300 = icmp slt i64 %i299, %min
  br i1 %more300, label %body297, label %exit298

body297:                                          ; preds = %loop296
  %v301 = load i64, ptr %i, align 8
  %sub302 = sub i64 %v301, 1
  %c303 = icmp sgt i64 %sub302, 0
  %mm304 = select i1 %c303, i64 %sub302, i64 0
  %inb = icmp ult i64 %mm304, %dim47
  br i1 %inb, label %ok306, label %fail305

exit298:                                          ; preds = %loop296
  br label %versions_done

fail305:                                          ; preds = %body297
  %errp307 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp307, align 8
  %errp308 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp308, align 8
  %errp309 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm304, ptr %errp309, align 8
  %errp310 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp310, align 8
  ret i32 1

ok306:                                            ; preds = %body297
  %pos311 = mul i64 0, %dim47
  %pos312 = add i64 %pos311, %mm304
  %elp313 = getelementptr inbounds i64, ptr %buf178, i64 %pos312
  %el314 = load i64, ptr %elp313, align 8, !alias.scope !11, !noalias !12
  store i64 %el314, ptr %a_9, align 8
  %v315 = load i64, ptr %i, align 8
  %sub316 = sub i64 %v315, 1
  %c317 = icmp sgt i64 %sub316, 0
  %mm318 = select i1 %c317, i64 %sub316, i64 0
  %inb319 = icmp ult i64 %mm318, %dim80
  br i1 %inb319, label %ok321, label %fail320

fail320:                                          ; preds = %ok306
  %errp322 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp322, align 8
  %errp323 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp323, align 8
  %errp324 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm318, ptr %errp324, align 8
  %errp325 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim80, ptr %errp325, align 8
  ret i32 1

ok321:                                            ; preds = %ok306
  %pos326 = mul i64 0, %dim80
  %pos327 = add i64 %pos326, %mm318
  %elp328 = getelementptr inbounds i64, ptr %buf188, i64 %pos327
  %el329 = load i64, ptr %elp328, align 8, !alias.scope !13, !noalias !14
  store i64 %el329, ptr %p2_11, align 8
  %v330 = load i64, ptr %i, align 8
  %sub331 = sub i64 %v330, 1
  %c332 = icmp sgt i64 %sub331, 0
  %mm333 = select i1 %c332, i64 %sub331, i64 0
  %inb334 = icmp ult i64 %mm333, %dim3
  br i1 %inb334, label %ok336, label %fail335

fail335:                                          ; preds = %ok321
  %errp337 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp337, align 8
  %errp338 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp338, align 8
  %errp339 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm333, ptr %errp339, align 8
  %errp340 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp340, align 8
  ret i32 1

ok336:                                            ; preds = %ok321
  %pos341 = mul i64 0, %dim3
  %pos342 = add i64 %pos341, %mm333
  %elp343 = getelementptr inbounds i64, ptr %buf198, i64 %pos342
  %el344 = load i64, ptr %elp343, align 8, !alias.scope !15, !noalias !16
  store i64 %el344, ptr %p1_12, align 8
  %v345 = load i64, ptr %i, align 8
  %pos346 = mul i64 0, %dim3
  %pos347 = add i64 %pos346, %v345
  %elp348 = getelementptr inbounds i64, ptr %buf198, i64 %pos347
  %el349 = load i64, ptr %elp348, align 8, !alias.scope !15, !noalias !16
  store i64 %el349, ptr %p1_13, align 8
  %v350 = load i64, ptr %i, align 8
  %sub351 = sub i64 %v350, 1
  %c352 = icmp sgt i64 %sub351, 0
  %mm353 = select i1 %c352, i64 %sub351, i64 0
  store i64 %mm353, ptr %"%cse0_6", align 8
  %v354 = load i64, ptr %the_d_7, align 8
  %v355 = load i64, ptr %i, align 8
  %sub356 = sub i64 %v354, %v355
  store i64 %sub356, ptr %j, align 8
  %v357 = load i64, ptr %a_9, align 8
  br i1 true, label %ok359, label %fail358

fail358:                                          ; preds = %ok336
  %errp360 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp360, align 8
  %errp361 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp361, align 8
  %errp362 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v357, ptr %errp362, align 8
  %errp363 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 4, ptr %errp363, align 8
  ret i32 1

ok359:                                            ; preds = %ok336
  %r364 = srem i64 %v357, 4
  %rem365 = select i1 false, i64 0, i64 %r364
  %v366 = load i64, ptr %j, align 8
  %sub367 = sub i64 %v366, 1
  %c368 = icmp sgt i64 %sub367, 0
  %mm369 = select i1 %c368, i64 %sub367, i64 0
  %sub370 = sub i64 %dim154, 1
  %c371 = icmp slt i64 %mm369, %sub370
  %mm372 = select i1 %c371, i64 %mm369, i64 %sub370
  %inb373 = icmp ult i64 %mm372, %dim154
  br i1 %inb373, label %ok375, label %fail374

fail374:                                          ; preds = %ok359
  %errp376 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp376, align 8
  %errp377 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp377, align 8
  %errp378 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm372, ptr %errp378, align 8
  %errp379 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim154, ptr %errp379, align 8
  ret i32 1

ok375:                                            ; preds = %ok359
  %pos380 = mul i64 0, %dim154
  %pos381 = add i64 %pos380, %mm372
  %elp382 = getelementptr inbounds i64, ptr %buf230, i64 %pos381
  %el383 = load i64, ptr %elp382, align 8, !alias.scope !17, !noalias !18
  br i1 true, label %ok385, label %fail384

fail384:                                          ; preds = %ok375
  %errp386 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp386, align 8
  %errp387 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp387, align 8
  %errp388 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el383, ptr %errp388, align 8
  %errp389 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 4, ptr %errp389, align 8
  ret i32 1

ok385:                                            ; preds = %ok375
  %r390 = srem i64 %el383, 4
  %rem391 = select i1 false, i64 0, i64 %r390
  %ic392 = icmp eq i64 %rem365, %rem391
  br i1 %ic392, label %t393, label %e394

t393:                                             ; preds = %ok385
  br label %j395

e394:                                             ; preds = %ok385
  br label %j395

j395:                                             ; preds = %e394, %t393
  %if396 = phi i64 [ 2, %t393 ], [ -1, %e394 ]
  store i64 %if396, ptr %s_10, align 8
  %v397 = load i64, ptr %p2_11, align 8
  %v398 = load i64, ptr %s_10, align 8
  %add399 = add i64 %v397, %v398
  %v400 = load i64, ptr %p1_12, align 8
  %sub401 = sub i64 %v400, 1
  %v402 = load i64, ptr %p1_13, align 8
  %sub403 = sub i64 %v402, 1
  %c404 = icmp sgt i64 %sub401, %sub403
  %mm405 = select i1 %c404, i64 %sub401, i64 %sub403
  %c406 = icmp sgt i64 %add399, %mm405
  %mm407 = select i1 %c406, i64 %add399, i64 %mm405
  %c408 = icmp sgt i64 0, %mm407
  %mm409 = select i1 %c408, i64 0, i64 %mm407
  store i64 %mm409, ptr %h_14, align 8
  %v410 = load i64, ptr %i, align 8
  %ic411 = icmp eq i64 %v410, 0
  br i1 %ic411, label %sc413, label %rhs412

rhs412:                                           ; preds = %j395
  %v414 = load i64, ptr %j, align 8
  %ic415 = icmp slt i64 %v414, 1
  br label %sc413

sc413:                                            ; preds = %rhs412, %j395
  %sc416 = phi i1 [ true, %j395 ], [ %ic415, %rhs412 ]
  br i1 %sc416, label %sc418, label %rhs417

rhs417:                                           ; preds = %sc413
  %v419 = load i64, ptr %j, align 8
  %ic420 = icmp sgt i64 %v419, %dim154
  br label %sc418

sc418:                                            ; preds = %rhs417, %sc413
  %sc421 = phi i1 [ true, %sc413 ], [ %ic420, %rhs417 ]
  br i1 %sc421, label %t422, label %e423

t422:                                             ; preds = %sc418
  br label %j424

e423:                                             ; preds = %sc418
  %v425 = load i64, ptr %h_14, align 8
  br label %j424

j424:                                             ; preds = %e423, %t422
  %if426 = phi i64 [ 0, %t422 ], [ %v425, %e423 ]
  store i64 %if426, ptr %cur_4, align 8
  %v427 = load i64, ptr %i, align 8
  %pos428 = mul i64 0, %dim
  %pos429 = add i64 %pos428, %v427
  %v430 = load i64, ptr %cur_4, align 8
  %elp431 = getelementptr inbounds i64, ptr %buf274, i64 %pos429
  store i64 %v430, ptr %elp431, align 8, !alias.scope !19, !noalias !20
  %v432 = load i64, ptr %i, align 8
  %pos433 = mul i64 0, %dim15
  %pos434 = add i64 %pos433, %v432
  %elp435 = getelementptr inbounds i64, ptr %buf280, i64 %pos434
  %el436 = load i64, ptr %elp435, align 8, !alias.scope !21, !noalias !22
  store i64 %el436, ptr %rm_17, align 8
  %v437 = load i64, ptr %rm_17, align 8
  %v438 = load i64, ptr %cur_4, align 8
  %c439 = icmp sgt i64 %v437, %v438
  %mm440 = select i1 %c439, i64 %v437, i64 %v438
  store i64 %mm440, ptr %rm1_15, align 8
  %v441 = load i64, ptr %i, align 8
  %pos442 = mul i64 0, %dim15
  %pos443 = add i64 %pos442, %v441
  %v444 = load i64, ptr %rm1_15, align 8
  %elp445 = getelementptr inbounds i64, ptr %buf292, i64 %pos443
  store i64 %v444, ptr %elp445, align 8, !alias.scope !23, !noalias !24
  %i446 = load i64, ptr %i, align 8
  %next447 = add i64 %i446, 1
  store i64 %next447, ptr %i, align 8
  br label %loop296
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
!3 = !{!4, !5, !6, !7, !8, !9, !10}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.1", !2}
!6 = !{!"fuselab.buf.4", !2}
!7 = !{!"fuselab.buf.5", !2}
!8 = !{!"fuselab.buf.6", !2}
!9 = !{!"fuselab.buf.8", !2}
!10 = !{!"fuselab.buf.9", !2}
!11 = !{!4}
!12 = !{!5, !6, !7, !8, !1, !9, !10}
!13 = !{!6}
!14 = !{!4, !5, !7, !8, !1, !9, !10}
!15 = !{!7}
!16 = !{!4, !5, !6, !8, !1, !9, !10}
!17 = !{!5}
!18 = !{!4, !6, !7, !8, !1, !9, !10}
!19 = !{!9}
!20 = !{!4, !5, !6, !7, !8, !1, !10}
!21 = !{!8}
!22 = !{!4, !5, !6, !7, !1, !9, !10}
!23 = !{!10}
!24 = !{!4, !5, !6, !7, !8, !1, !9}

; cluster c3: unit2
; ModuleID = 'smith_waterman_c3'
source_filename = "smith_waterman_c3"
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

; cluster c5: best
; ModuleID = 'smith_waterman_c5'
source_filename = "smith_waterman_c5"
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

