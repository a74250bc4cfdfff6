; cluster c0: diffs
; ModuleID = 'kmeans_c0'
source_filename = "kmeans_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 8
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %dimp28 = getelementptr inbounds i64, ptr %1, i64 1
  %dim29 = load i64, ptr %dimp28, align 8
  %k = alloca i64, align 8
  %dimp84 = getelementptr inbounds i64, ptr %1, i64 9
  %dim85 = load i64, ptr %dimp84, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %points_4 = alloca float, align 4
  %bufp107 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf108 = load ptr, ptr %bufp107, align 8
  %cents_5 = alloca float, align 4
  %t_6 = alloca float, align 4
  %diffs_0 = alloca float, align 4
  %bufp125 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf126 = load ptr, ptr %bufp125, align 8
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
  store i64 0, ptr %errp9, align 8
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
  store i64 0, ptr %errp20, align 8
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
  %fits30 = icmp sle i64 %dim29, %dim29
  br i1 %fits30, label %ok32, label %fail31

exit25:                                           ; preds = %loop23
  %i191 = load i64, ptr %i, align 8
  %next192 = add i64 %i191, 1
  store i64 %next192, ptr %i, align 8
  br label %loop

fail31:                                           ; preds = %body24
  %errp33 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp33, align 8
  %errp34 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim29, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim29, ptr %errp36, align 8
  ret i32 1

ok32:                                             ; preds = %body24
  store i64 0, ptr %k, align 8
  %v = load i64, ptr %k, align 8
  %base = sext i64 %v to i128
  store i64 1, ptr %k, align 8
  %v37 = load i64, ptr %k, align 8
  store i64 0, ptr %k, align 8
  %at_next = sext i64 %v37 to i128
  %step = sub i128 %at_next, %base
  %step38 = trunc i128 %step to i64
  %step39 = sext i64 %step38 to i128
  %len = sub i64 %dim29, 0
  %span = sub i64 %len, 1
  %span40 = sext i64 %span to i128
  %reach = mul i128 %step39, %span40
  %c41 = icmp slt i128 %reach, 0
  %min42 = select i1 %c41, i128 %reach, i128 0
  %c43 = icmp sgt i128 %reach, 0
  %max44 = select i1 %c43, i128 %reach, i128 0
  %least = add i128 %base, %min42
  %most = add i128 %base, %max44
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits45 = and i1 %fits_low, %fits_high
  %least46 = select i1 %fits45, i128 %least, i128 -9223372036854775808
  %most47 = select i1 %fits45, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim29 to i128
  %low_ok = icmp sge i128 %least46, 0
  %high_ok = icmp slt i128 %most47, %extent
  %ok48 = and i1 true, %low_ok
  %ok49 = and i1 %ok48, %high_ok
  %v50 = load i64, ptr %j, align 8
  %base51 = sext i64 %v50 to i128
  %fits_low52 = icmp sge i128 %base51, -9223372036854775808
  %fits_high53 = icmp sle i128 %base51, 9223372036854775807
  %fits54 = and i1 %fits_low52, %fits_high53
  %least55 = select i1 %fits54, i128 %base51, i128 -9223372036854775808
  %most56 = select i1 %fits54, i128 %base51, i128 9223372036854775807
  %extent57 = sext i64 %dim15 to i128
  %low_ok58 = icmp sge i128 %least55, 0
  %high_ok59 = icmp slt i128 %most56, %extent57
  %ok60 = and i1 %ok49, %low_ok58
  %ok61 = and i1 %ok60, %high_ok59
  %v62 = load i64, ptr %k, align 8
  %base63 = sext i64 %v62 to i128
  store i64 1, ptr %k, align 8
  %v64 = load i64, ptr %k, align 8
  store i64 0, ptr %k, align 8
  %at_next65 = sext i64 %v64 to i128
  %step66 = sub i128 %at_next65, %base63
  %step67 = trunc i128 %step66 to i64
  %step68 = sext i64 %step67 to i128
  %len69 = sub i64 %dim29, 0
  %span70 = sub i64 %len69, 1
  %span71 = sext i64 %span70 to i128
  %reach72 = mul i128 %step68, %span71
  %c73 = icmp slt i128 %reach72, 0
  %min74 = select i1 %c73, i128 %reach72, i128 0
  %c75 = icmp sgt i128 %reach72, 0
  %max76 = select i1 %c75, i128 %reach72, i128 0
  %least77 = add i128 %base63, %min74
  %most78 = add i128 %base63, %max76
  %fits_low79 = icmp sge i128 %least77, -9223372036854775808
  %fits_high80 = icmp sle i128 %most78, 9223372036854775807
  %fits81 = and i1 %fits_low79, %fits_high80
  %least82 = select i1 %fits81, i128 %least77, i128 -9223372036854775808
  %most83 = select i1 %fits81, i128 %most78, i128 9223372036854775807
  %extent86 = sext i64 %dim85 to i128
  %low_ok87 = icmp sge i128 %least82, 0
  %high_ok88 = icmp slt i128 %most83, %extent86
  %ok89 = and i1 %ok61, %low_ok87
  %ok90 = and i1 %ok89, %high_ok88
  br i1 %ok90, label %proved, label %checked

proved:                                           ; preds = %ok32
  store i64 0, ptr %k, align 8
  br label %loop91

checked:                                          ; preds = %ok32
  store i64 0, ptr %k, align 8
  br label %loop129

versions_done:                                    ; preds = %exit131, %exit93
  %i189 = load i64, ptr %j, align 8
  %next190 = add i64 %i189, 1
  store i64 %next190, ptr %j, align 8
  br label %loop23

loop91:                                           ; preds = %body92, %proved
  %i94 = load i64, ptr %k, align 8
  %more95 = icmp slt i64 %i94, %dim29
  br i1 %more95, label %body92, label %exit93

body92:                                           ; preds = %loop91
  %v96 = load i64, ptr %i, align 8
  %v97 = load i64, ptr %k, align 8
  %pos = mul i64 0, %dim
  %pos98 = add i64 %pos, %v96
  %pos99 = mul i64 %pos98, %dim29
  %pos100 = add i64 %pos99, %v97
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos100
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %points_4, align 4
  %v101 = load i64, ptr %j, align 8
  %v102 = load i64, ptr %k, align 8
  %pos103 = mul i64 0, %dim15
  %pos104 = add i64 %pos103, %v101
  %pos105 = mul i64 %pos104, %dim85
  %pos106 = add i64 %pos105, %v102
  %elp109 = getelementptr inbounds float, ptr %buf108, i64 %pos106
  %el110 = load float, ptr %elp109, align 4, !alias.scope !6, !noalias !7
  store float %el110, ptr %cents_5, align 4
  %v111 = load float, ptr %points_4, align 4
  %v112 = load float, ptr %cents_5, align 4
  %fs = fsub float %v111, %v112
  store float %fs, ptr %t_6, align 4
  %v113 = load float, ptr %t_6, align 4
  %v114 = load float, ptr %t_6, align 4
  %fm = fmul float %v113, %v114
  store float %fm, ptr %diffs_0, align 4
  %v115 = load i64, ptr %i, align 8
  %v116 = load i64, ptr %j, align 8
  %v117 = load i64, ptr %k, align 8
  %pos118 = mul i64 0, %dim
  %pos119 = add i64 %pos118, %v115
  %pos120 = mul i64 %pos119, %dim15
  %pos121 = add i64 %pos120, %v116
  %pos122 = mul i64 %pos121, %dim29
  %pos123 = add i64 %pos122, %v117
  %v124 = load float, ptr %diffs_0, align 4
  %elp127 = getelementptr inbounds float, ptr %buf126, i64 %pos123
  store float %v124, ptr %elp127, align 4, !alias.scope !8, !noalias !9
  %i128 = load i64, ptr %k, align 8
  %next = add i64 %i128, 1
  store i64 %next, ptr %k, align 8
  br label %loop91

exit93:                                           ; preds = %loop91
  br label %versions_done

loop129:                                          ; preds = %ok161, %checked
  %i132 = load i64, ptr %k, align 8
  %more133 = icmp slt i64 %i132, %dim29
  br i1 %more133, label %body130, label %exit131

body130:                                          ; preds = %loop129
  %v134 = load i64, ptr %i, align 8
  %v135 = load i64, ptr %k, align 8
  %pos136 = mul i64 0, %dim
  %pos137 = add i64 %pos136, %v134
  %inb = icmp ult i64 %v135, %dim29
  br i1 %inb, label %ok139, label %fail138

exit131:                                          ; preds = %loop129
  br label %versions_done

fail138:                                          ; preds = %body130
  %errp140 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp140, align 8
  %errp141 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp141, align 8
  %errp142 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v135, ptr %errp142, align 8
  %errp143 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim29, ptr %errp143, align 8
  ret i32 1

ok139:                                            ; preds = %body130
  %pos144 = mul i64 %pos137, %dim29
  %pos145 = add i64 %pos144, %v135
  %elp146 = getelementptr inbounds float, ptr %buf, i64 %pos145
  %el147 = load float, ptr %elp146, align 4, !alias.scope !0, !noalias !3
  store float %el147, ptr %points_4, align 4
  %v148 = load i64, ptr %j, align 8
  %v149 = load i64, ptr %k, align 8
  %inb150 = icmp ult i64 %v148, %dim15
  br i1 %inb150, label %ok152, label %fail151

fail151:                                          ; preds = %ok139
  %errp153 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp153, align 8
  %errp154 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp154, align 8
  %errp155 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v148, ptr %errp155, align 8
  %errp156 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp156, align 8
  ret i32 1

ok152:                                            ; preds = %ok139
  %pos157 = mul i64 0, %dim15
  %pos158 = add i64 %pos157, %v148
  %inb159 = icmp ult i64 %v149, %dim85
  br i1 %inb159, label %ok161, label %fail160

fail160:                                          ; preds = %ok152
  %errp162 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp162, align 8
  %errp163 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp163, align 8
  %errp164 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v149, ptr %errp164, align 8
  %errp165 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim85, ptr %errp165, align 8
  ret i32 1

ok161:                                            ; preds = %ok152
  %pos166 = mul i64 %pos158, %dim85
  %pos167 = add i64 %pos166, %v149
  %elp168 = getelementptr inbounds float, ptr %buf108, i64 %pos167
  %el169 = load float, ptr %elp168, align 4, !alias.scope !6, !noalias !7
  store float %el169, ptr %cents_5, align 4
  %v170 = load float, ptr %points_4, align 4
  %v171 = load float, ptr %cents_5, align 4
  %fs172 = fsub float %v170, %v171
  store float %fs172, ptr %t_6, align 4
  %v173 = load float, ptr %t_6, align 4
  %v174 = load float, ptr %t_6, align 4
  %fm175 = fmul float %v173, %v174
  store float %fm175, ptr %diffs_0, align 4
  %v176 = load i64, ptr %i, align 8
  %v177 = load i64, ptr %j, align 8
  %v178 = load i64, ptr %k, align 8
  %pos179 = mul i64 0, %dim
  %pos180 = add i64 %pos179, %v176
  %pos181 = mul i64 %pos180, %dim15
  %pos182 = add i64 %pos181, %v177
  %pos183 = mul i64 %pos182, %dim29
  %pos184 = add i64 %pos183, %v178
  %v185 = load float, ptr %diffs_0, align 4
  %elp186 = getelementptr inbounds float, ptr %buf126, i64 %pos184
  store float %v185, ptr %elp186, align 4, !alias.scope !8, !noalias !9
  %i187 = load i64, ptr %k, align 8
  %next188 = add i64 %i187, 1
  store i64 %next188, ptr %k, align 8
  br label %loop129
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
!4 = !{!"fuselab.buf.1", !2}
!5 = !{!"fuselab.buf.2", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c1: dists
; ModuleID = 'kmeans_c1'
source_filename = "kmeans_c1"
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
  %acc_dists_7 = alloca float, align 4
  %dimp35 = getelementptr inbounds i64, ptr %1, i64 18
  %dim36 = load i64, ptr %dimp35, align 8
  %k = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %diffs_13 = alloca float, align 4
  %bufp66 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf67 = load ptr, ptr %bufp66, align 8
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
  store i64 1, ptr %errp2, align 8
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
  store i64 1, ptr %errp9, align 8
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
  store i64 1, ptr %errp20, align 8
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
  store i64 1, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok18
  store i64 0, ptr %j, align 8
  br label %loop30

loop30:                                           ; preds = %exit46, %ok25
  %i33 = load i64, ptr %j, align 8
  %more34 = icmp slt i64 %i33, %dim15
  br i1 %more34, label %body31, label %exit32

body31:                                           ; preds = %loop30
  store float 0.000000e+00, ptr %acc_dists_7, align 4
  %fits37 = icmp sle i64 %dim36, %dim36
  br i1 %fits37, label %ok39, label %fail38

exit32:                                           ; preds = %loop30
  %i71 = load i64, ptr %i, align 8
  %next72 = add i64 %i71, 1
  store i64 %next72, ptr %i, align 8
  br label %loop

fail38:                                           ; preds = %body31
  %errp40 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim36, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim36, ptr %errp43, align 8
  ret i32 1

ok39:                                             ; preds = %body31
  store i64 0, ptr %k, align 8
  br label %loop44

loop44:                                           ; preds = %body45, %ok39
  %i47 = load i64, ptr %k, align 8
  %more48 = icmp slt i64 %i47, %dim36
  br i1 %more48, label %body45, label %exit46

body45:                                           ; preds = %loop44
  %v = load i64, ptr %i, align 8
  %v49 = load i64, ptr %j, align 8
  %v50 = load i64, ptr %k, align 8
  %pos = mul i64 0, %dim
  %pos51 = add i64 %pos, %v
  %pos52 = mul i64 %pos51, %dim15
  %pos53 = add i64 %pos52, %v49
  %pos54 = mul i64 %pos53, %dim36
  %pos55 = add i64 %pos54, %v50
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos55
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %diffs_13, align 4
  %v56 = load float, ptr %acc_dists_7, align 4
  %v57 = load float, ptr %diffs_13, align 4
  %fa = fadd reassoc float %v56, %v57
  store float %fa, ptr %acc_dists_7, align 4
  %i58 = load i64, ptr %k, align 8
  %next = add i64 %i58, 1
  store i64 %next, ptr %k, align 8
  br label %loop44

exit46:                                           ; preds = %loop44
  %v59 = load i64, ptr %i, align 8
  %v60 = load i64, ptr %j, align 8
  %pos61 = mul i64 0, %dim
  %pos62 = add i64 %pos61, %v59
  %pos63 = mul i64 %pos62, %dim15
  %pos64 = add i64 %pos63, %v60
  %v65 = load float, ptr %acc_dists_7, align 4
  %elp68 = getelementptr inbounds float, ptr %buf67, i64 %pos64
  store float %v65, ptr %elp68, align 4, !alias.scope !3, !noalias !0
  %i69 = load i64, ptr %j, align 8
  %next70 = add i64 %i69, 1
  store i64 %next70, ptr %j, align 8
  br label %loop30
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

; cluster c2: ids
; ModuleID = 'kmeans_c2'
source_filename = "kmeans_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 8
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
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
  store i64 2, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit18, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %fits9 = icmp sle i64 %dim8, %dim8
  br i1 %fits9, label %ok11, label %fail10

exit:                                             ; preds = %loop
  ret i32 0

fail10:                                           ; preds = %body5
  %errp12 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %body5
  store i64 0, ptr %j, align 8
  br label %loop16

loop16:                                           ; preds = %body17, %ok11
  %i19 = load i64, ptr %j, align 8
  %more20 = icmp slt i64 %i19, %dim8
  br i1 %more20, label %body17, label %exit18

body17:                                           ; preds = %loop16
  %v = load i64, ptr %i, align 8
  %v21 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos22 = add i64 %pos, %v
  %pos23 = mul i64 %pos22, %dim8
  %pos24 = add i64 %pos23, %v21
  %v25 = load i64, ptr %j, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos24
  store i64 %v25, ptr %elp, align 8, !alias.scope !0
  %i26 = load i64, ptr %j, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %j, align 8
  br label %loop16

exit18:                                           ; preds = %loop16
  %i27 = load i64, ptr %i, align 8
  %next28 = add i64 %i27, 1
  store i64 %next28, ptr %i, align 8
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
!1 = !{!"fuselab.buf.4", !2}
!2 = !{!"fuselab.bufs"}

; cluster c3: pairs
; ModuleID = 'kmeans_c3'
source_filename = "kmeans_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 24
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 32
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp23 = getelementptr inbounds i64, ptr %1, i64 25
  %dim24 = load i64, ptr %dimp23, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 33
  %dim33 = load i64, ptr %dimp32, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %dists_20 = alloca float, align 4
  %bufp63 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf64 = load ptr, ptr %bufp63, align 8
  %ids_21 = alloca i64, align 8
  %bufp76 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf77 = load ptr, ptr %bufp76, align 8
  %bufp80 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf81 = load ptr, ptr %bufp80, align 8
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

loop:                                             ; preds = %exit50, %ok16
  %i22 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i22, %min
  br i1 %more, label %body21, label %exit

body21:                                           ; preds = %loop
  %fits25 = icmp sle i64 %dim24, %dim24
  br i1 %fits25, label %ok27, label %fail26

exit:                                             ; preds = %loop
  ret i32 0

fail26:                                           ; preds = %body21
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp31, align 8
  ret i32 1

ok27:                                             ; preds = %body21
  %fits34 = icmp sle i64 %dim24, %dim33
  br i1 %fits34, label %ok36, label %fail35

fail35:                                           ; preds = %ok27
  %errp37 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp40, align 8
  ret i32 1

ok36:                                             ; preds = %ok27
  %fits41 = icmp sle i64 %dim24, %dim24
  br i1 %fits41, label %ok43, label %fail42

fail42:                                           ; preds = %ok36
  %errp44 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp47, align 8
  ret i32 1

ok43:                                             ; preds = %ok36
  store i64 0, ptr %j, align 8
  br label %loop48

loop48:                                           ; preds = %body49, %ok43
  %i51 = load i64, ptr %j, align 8
  %more52 = icmp slt i64 %i51, %dim24
  br i1 %more52, label %body49, label %exit50

body49:                                           ; preds = %loop48
  %v = load i64, ptr %i, align 8
  %v53 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos54 = add i64 %pos, %v
  %pos55 = mul i64 %pos54, %dim24
  %pos56 = add i64 %pos55, %v53
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos56
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %dists_20, align 4
  %v57 = load i64, ptr %i, align 8
  %v58 = load i64, ptr %j, align 8
  %pos59 = mul i64 0, %dim6
  %pos60 = add i64 %pos59, %v57
  %pos61 = mul i64 %pos60, %dim33
  %pos62 = add i64 %pos61, %v58
  %elp65 = getelementptr inbounds i64, ptr %buf64, i64 %pos62
  %el66 = load i64, ptr %elp65, align 8, !alias.scope !7, !noalias !8
  store i64 %el66, ptr %ids_21, align 8
  %v67 = load i64, ptr %i, align 8
  %v68 = load i64, ptr %j, align 8
  %pos69 = mul i64 0, %dim
  %pos70 = add i64 %pos69, %v67
  %pos71 = mul i64 %pos70, %dim24
  %pos72 = add i64 %pos71, %v68
  %v73 = load float, ptr %dists_20, align 4
  %tup = insertvalue { float, i64 } undef, float %v73, 0
  %v74 = load i64, ptr %ids_21, align 8
  %tup75 = insertvalue { float, i64 } %tup, i64 %v74, 1
  %f = extractvalue { float, i64 } %tup75, 0
  %elp78 = getelementptr inbounds float, ptr %buf77, i64 %pos72
  store float %f, ptr %elp78, align 4, !alias.scope !9, !noalias !10
  %f79 = extractvalue { float, i64 } %tup75, 1
  %elp82 = getelementptr inbounds i64, ptr %buf81, i64 %pos72
  store i64 %f79, ptr %elp82, align 8, !alias.scope !11, !noalias !12
  %i83 = load i64, ptr %j, align 8
  %next = add i64 %i83, 1
  store i64 %next, ptr %j, align 8
  br label %loop48

exit50:                                           ; preds = %loop48
  %i84 = load i64, ptr %i, align 8
  %next85 = add i64 %i84, 1
  store i64 %next85, ptr %i, align 8
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
!1 = !{!"fuselab.buf.3", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.4", !2}
!5 = !{!"fuselab.buf.5", !2}
!6 = !{!"fuselab.buf.6", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!1, !4, !6}
!11 = !{!6}
!12 = !{!1, !4, !5}

; cluster c4: best
; ModuleID = 'kmeans_c4'
source_filename = "kmeans_c4"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 40
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 8
  %dim15 = load i64, ptr %dimp14, align 8
  %acc_best_22 = alloca { float, i64 }, align 8
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 41
  %dim17 = load i64, ptr %dimp16, align 8
  %j = alloca i64, align 8
  %pairs_27 = alloca { float, i64 }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 5
  %buf = load ptr, ptr %bufp, align 8
  %bufp34 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf35 = load ptr, ptr %bufp34, align 8
  %tup_28.0 = alloca float, align 4
  %tup_28.1 = alloca i64, align 8
  %tup_31.0 = alloca float, align 4
  %tup_31.1 = alloca i64, align 8
  %best_24.0 = alloca float, align 4
  %best_24.1 = alloca i64, align 8
  %bufp84 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf85 = load ptr, ptr %bufp84, align 8
  %bufp88 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf89 = load ptr, ptr %bufp88, align 8
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
  store i64 4, ptr %errp2, align 8
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

loop:                                             ; preds = %exit27, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %tup = insertvalue { float, i64 } { float 1.000000e+09, i64 undef }, i64 %dim15, 1
  store { float, i64 } %tup, ptr %acc_best_22, align 8
  %fits18 = icmp sle i64 %dim17, %dim17
  br i1 %fits18, label %ok20, label %fail19

exit:                                             ; preds = %loop
  ret i32 0

fail19:                                           ; preds = %body12
  %errp21 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim17, ptr %errp23, align 8
  %errp24 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp24, align 8
  ret i32 1

ok20:                                             ; preds = %body12
  store i64 0, ptr %j, align 8
  br label %loop25

loop25:                                           ; preds = %j61, %ok20
  %i28 = load i64, ptr %j, align 8
  %more29 = icmp slt i64 %i28, %dim17
  br i1 %more29, label %body26, label %exit27

body26:                                           ; preds = %loop25
  %v = load i64, ptr %i, align 8
  %v30 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos31 = add i64 %pos, %v
  %pos32 = mul i64 %pos31, %dim17
  %pos33 = add i64 %pos32, %v30
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos33
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  %fldp = getelementptr inbounds { float, i64 }, ptr %pairs_27, i32 0, i32 0
  store float %el, ptr %fldp, align 4
  %elp36 = getelementptr inbounds i64, ptr %buf35, i64 %pos33
  %el37 = load i64, ptr %elp36, align 8, !alias.scope !7, !noalias !8
  %fldp38 = getelementptr inbounds { float, i64 }, ptr %pairs_27, i32 0, i32 1
  store i64 %el37, ptr %fldp38, align 8
  %fldp39 = getelementptr inbounds { float, i64 }, ptr %acc_best_22, i32 0, i32 0
  %fldp40 = getelementptr inbounds { float, i64 }, ptr %acc_best_22, i32 0, i32 0
  %fld = load float, ptr %fldp40, align 4
  store float %fld, ptr %tup_28.0, align 4
  %fldp41 = getelementptr inbounds { float, i64 }, ptr %acc_best_22, i32 0, i32 1
  %fldp42 = getelementptr inbounds { float, i64 }, ptr %acc_best_22, i32 0, i32 1
  %fld43 = load i64, ptr %fldp42, align 8
  store i64 %fld43, ptr %tup_28.1, align 8
  %fldp44 = getelementptr inbounds { float, i64 }, ptr %pairs_27, i32 0, i32 0
  %fldp45 = getelementptr inbounds { float, i64 }, ptr %pairs_27, i32 0, i32 0
  %fld46 = load float, ptr %fldp45, align 4
  store float %fld46, ptr %tup_31.0, align 4
  %fldp47 = getelementptr inbounds { float, i64 }, ptr %pairs_27, i32 0, i32 1
  %fldp48 = getelementptr inbounds { float, i64 }, ptr %pairs_27, i32 0, i32 1
  %fld49 = load i64, ptr %fldp48, align 8
  store i64 %fld49, ptr %tup_31.1, align 8
  %v50 = load float, ptr %tup_31.0, align 4
  %v51 = load float, ptr %tup_28.0, align 4
  %fc = fcmp olt float %v50, %v51
  br i1 %fc, label %sc, label %rhs

exit27:                                           ; preds = %loop25
  %fldp71 = getelementptr inbounds { float, i64 }, ptr %acc_best_22, i32 0, i32 0
  %fldp72 = getelementptr inbounds { float, i64 }, ptr %acc_best_22, i32 0, i32 0
  %fld73 = load float, ptr %fldp72, align 4
  store float %fld73, ptr %best_24.0, align 4
  %fldp74 = getelementptr inbounds { float, i64 }, ptr %acc_best_22, i32 0, i32 1
  %fldp75 = getelementptr inbounds { float, i64 }, ptr %acc_best_22, i32 0, i32 1
  %fld76 = load i64, ptr %fldp75, align 8
  store i64 %fld76, ptr %best_24.1, align 8
  %v77 = load i64, ptr %i, align 8
  %pos78 = mul i64 0, %dim
  %pos79 = add i64 %pos78, %v77
  %v80 = load float, ptr %best_24.0, align 4
  %tup81 = insertvalue { float, i64 } undef, float %v80, 0
  %v82 = load i64, ptr %best_24.1, align 8
  %tup83 = insertvalue { float, i64 } %tup81, i64 %v82, 1
  %f = extractvalue { float, i64 } %tup83, 0
  %elp86 = getelementptr inbounds float, ptr %buf85, i64 %pos79
  store float %f, ptr %elp86, align 4, !alias.scope !9, !noalias !10
  %f87 = extractvalue { float, i64 } %tup83, 1
  %elp90 = getelementptr inbounds i64, ptr %buf89, i64 %pos79
  store i64 %f87, ptr %elp90, align 8, !alias.scope !11, !noalias !12
  %i91 = load i64, ptr %i, align 8
  %next92 = add i64 %i91, 1
  store i64 %next92, ptr %i, align 8
  br label %loop

rhs:                                              ; preds = %body26
  %v52 = load float, ptr %tup_31.0, align 4
  %v53 = load float, ptr %tup_28.0, align 4
  %fc54 = fcmp oeq float %v52, %v53
  br i1 %fc54, label %rhs55, label %sc56

sc:                                               ; preds = %sc56, %body26
  %sc60 = phi i1 [ true, %body26 ], [ %sc59, %sc56 ]
  br i1 %sc60, label %t, label %e

rhs55:                                            ; preds = %rhs
  %v57 = load i64, ptr %tup_31.1, align 8
  %v58 = load i64, ptr %tup_28.1, align 8
  %ic = icmp slt i64 %v57, %v58
  br label %sc56

sc56:                                             ; preds = %rhs55, %rhs
  %sc59 = phi i1 [ false, %rhs ], [ %ic, %rhs55 ]
  br label %sc

t:                                                ; preds = %sc
  %v62 = load float, ptr %tup_31.0, align 4
  %tup63 = insertvalue { float, i64 } undef, float %v62, 0
  %v64 = load i64, ptr %tup_31.1, align 8
  %tup65 = insertvalue { float, i64 } %tup63, i64 %v64, 1
  br label %j61

e:                                                ; preds = %sc
  %v66 = load float, ptr %tup_28.0, align 4
  %tup67 = insertvalue { float, i64 } undef, float %v66, 0
  %v68 = load i64, ptr %tup_28.1, align 8
  %tup69 = insertvalue { float, i64 } %tup67, i64 %v68, 1
  br label %j61

j61:                                              ; preds = %e, %t
  %if = phi { float, i64 } [ %tup65, %t ], [ %tup69, %e ]
  store { float, i64 } %if, ptr %acc_best_22, align 8
  %i70 = load i64, ptr %j, align 8
  %next = add i64 %i70, 1
  store i64 %next, ptr %j, align 8
  br label %loop25
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.5", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.6", !2}
!5 = !{!"fuselab.buf.7", !2}
!6 = !{!"fuselab.buf.8", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!1, !4, !6}
!11 = !{!6}
!12 = !{!1, !4, !5}

; cluster c5: assign
; ModuleID = 'kmeans_c5'
source_filename = "kmeans_c5"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 48
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %best_36 = alloca { float, i64 }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 7
  %buf = load ptr, ptr %bufp, align 8
  %bufp15 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf16 = load ptr, ptr %bufp15, align 8
  %assign_34 = alloca i64, align 8
  %bufp26 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf27 = load ptr, ptr %bufp26, align 8
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
  store i64 5, ptr %errp2, align 8
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
  store i64 5, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp11, align 8
  ret i32 1

ok7:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body12, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos14 = add i64 %pos, %v
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos14
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  %fldp = getelementptr inbounds { float, i64 }, ptr %best_36, i32 0, i32 0
  store float %el, ptr %fldp, align 4
  %elp17 = getelementptr inbounds i64, ptr %buf16, i64 %pos14
  %el18 = load i64, ptr %elp17, align 8, !alias.scope !6, !noalias !7
  %fldp19 = getelementptr inbounds { float, i64 }, ptr %best_36, i32 0, i32 1
  store i64 %el18, ptr %fldp19, align 8
  %fldp20 = getelementptr inbounds { float, i64 }, ptr %best_36, i32 0, i32 1
  %fldp21 = getelementptr inbounds { float, i64 }, ptr %best_36, i32 0, i32 1
  %fld = load i64, ptr %fldp21, align 8
  store i64 %fld, ptr %assign_34, align 8
  %v22 = load i64, ptr %i, align 8
  %pos23 = mul i64 0, %dim
  %pos24 = add i64 %pos23, %v22
  %v25 = load i64, ptr %assign_34, align 8
  %elp28 = getelementptr inbounds i64, ptr %buf27, i64 %pos24
  store i64 %v25, ptr %elp28, align 8, !alias.scope !8, !noalias !9
  %i29 = load i64, ptr %i, align 8
  %next = add i64 %i29, 1
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
!1 = !{!"fuselab.buf.7", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.8", !2}
!5 = !{!"fuselab.buf.9", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c6: zsums
; ModuleID = 'kmeans_c6'
source_filename = "kmeans_c6"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 1
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %zsums_37 = alloca float, align 4
  %bufp = getelementptr inbounds ptr, ptr %0, i64 10
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
  store i64 6, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit18, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %fits9 = icmp sle i64 %dim8, %dim8
  br i1 %fits9, label %ok11, label %fail10

exit:                                             ; preds = %loop
  ret i32 0

fail10:                                           ; preds = %body5
  %errp12 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %body5
  store i64 0, ptr %j, align 8
  br label %loop16

loop16:                                           ; preds = %body17, %ok11
  %i19 = load i64, ptr %j, align 8
  %more20 = icmp slt i64 %i19, %dim8
  br i1 %more20, label %body17, label %exit18

body17:                                           ; preds = %loop16
  store float 0.000000e+00, ptr %zsums_37, align 4
  %v = load i64, ptr %i, align 8
  %v21 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos22 = add i64 %pos, %v
  %pos23 = mul i64 %pos22, %dim8
  %pos24 = add i64 %pos23, %v21
  %v25 = load float, ptr %zsums_37, align 4
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos24
  store float %v25, ptr %elp, align 4, !alias.scope !0
  %i26 = load i64, ptr %j, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %j, align 8
  br label %loop16

exit18:                                           ; preds = %loop16
  %i27 = load i64, ptr %i, align 8
  %next28 = add i64 %i27, 1
  store i64 %next28, ptr %i, align 8
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
!1 = !{!"fuselab.buf.10", !2}
!2 = !{!"fuselab.bufs"}

; cluster c7: sums
; ModuleID = 'kmeans_c7'
source_filename = "kmeans_c7"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 64
  %dim = load i64, ptr %dimp, align 8
  %dimp1 = getelementptr inbounds i64, ptr %1, i64 65
  %dim2 = load i64, ptr %dimp1, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 11
  %buf = load ptr, ptr %bufp, align 8
  %bufp4 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf5 = load ptr, ptr %bufp4, align 8
  %dimp6 = getelementptr inbounds i64, ptr %1, i64 0
  %dim7 = load i64, ptr %dimp6, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 1
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %dimp24 = getelementptr inbounds i64, ptr %1, i64 56
  %dim25 = load i64, ptr %dimp24, align 8
  %bufp38 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf39 = load ptr, ptr %bufp38, align 8
  %points_44 = alloca float, align 4
  %bufp43 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf44 = load ptr, ptr %bufp43, align 8
  %c_45 = alloca i64, align 8
  %dimp48 = getelementptr inbounds i64, ptr %1, i64 8
  %dim49 = load i64, ptr %dimp48, align 8
  %new_40 = alloca float, align 4
  %old_41 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %n = mul i64 1, %dim
  %n3 = mul i64 %n, %dim2
  %bytes = mul i64 %n3, 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %buf, ptr align 1 %buf5, i64 %bytes, i1 false)
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c8 = icmp slt i64 %5, %dim7
  %min = select i1 %c8, i64 %5, i64 %dim7
  %fits = icmp sle i64 %min, %dim7
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim7, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim7, ptr %errp11, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done, %ok
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
  store i64 7, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %body12
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits23 = and i1 %fits_low, %fits_high
  %least = select i1 %fits23, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits23, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim25 to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok26 = and i1 true, %low_ok
  %ok27 = and i1 %ok26, %high_ok
  br i1 %ok27, label %proved, label %checked

proved:                                           ; preds = %ok18
  store i64 0, ptr %j, align 8
  br label %loop28

checked:                                          ; preds = %ok18
  store i64 0, ptr %j, align 8
  br label %loop80

versions_done:                                    ; preds = %exit82, %exit30
  %i146 = load i64, ptr %i, align 8
  %next147 = add i64 %i146, 1
  store i64 %next147, ptr %i, align 8
  br label %loop

loop28:                                           ; preds = %ignored, %proved
  %i31 = load i64, ptr %j, align 8
  %more32 = icmp slt i64 %i31, %dim15
  br i1 %more32, label %body29, label %exit30

body29:                                           ; preds = %loop28
  %v33 = load i64, ptr %i, align 8
  %v34 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim7
  %pos35 = add i64 %pos, %v33
  %pos36 = mul i64 %pos35, %dim15
  %pos37 = add i64 %pos36, %v34
  %elp = getelementptr inbounds float, ptr %buf39, i64 %pos37
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %points_44, align 4
  %v40 = load i64, ptr %i, align 8
  %pos41 = mul i64 0, %dim25
  %pos42 = add i64 %pos41, %v40
  %elp45 = getelementptr inbounds i64, ptr %buf44, i64 %pos42
  %el46 = load i64, ptr %elp45, align 8, !alias.scope !6, !noalias !7
  store i64 %el46, ptr %c_45, align 8
  %v47 = load i64, ptr %c_45, align 8
  %ic = icmp slt i64 %v47, %dim49
  br i1 %ic, label %t, label %e

exit30:                                           ; preds = %loop28
  br label %versions_done

ignored:                                          ; preds = %ok66, %e
  %i79 = load i64, ptr %j, align 8
  %next = add i64 %i79, 1
  store i64 %next, ptr %j, align 8
  br label %loop28

t:                                                ; preds = %body29
  %v51 = load i64, ptr %c_45, align 8
  %tup = insertvalue { i64, i64 } undef, i64 %v51, 0
  %v52 = load i64, ptr %j, align 8
  %tup53 = insertvalue { i64, i64 } %tup, i64 %v52, 1
  br label %j50

e:                                                ; preds = %body29
  br label %ignored

j50:                                              ; preds = %t
  %if = phi { i64, i64 } [ %tup53, %t ]
  %t54 = extractvalue { i64, i64 } %if, 0
  %t55 = extractvalue { i64, i64 } %if, 1
  %inb = icmp ult i64 %t54, %dim
  br i1 %inb, label %ok57, label %fail56

dead:                                             ; No predecessors!
  unreachable

fail56:                                           ; preds = %j50
  %errp58 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp58, align 8
  %errp59 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp59, align 8
  %errp60 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %t54, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp61, align 8
  ret i32 1

ok57:                                             ; preds = %j50
  %pos62 = mul i64 0, %dim
  %pos63 = add i64 %pos62, %t54
  %inb64 = icmp ult i64 %t55, %dim2
  br i1 %inb64, label %ok66, label %fail65

fail65:                                           ; preds = %ok57
  %errp67 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp67, align 8
  %errp68 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp68, align 8
  %errp69 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %t55, ptr %errp69, align 8
  %errp70 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim2, ptr %errp70, align 8
  ret i32 1

ok66:                                             ; preds = %ok57
  %pos71 = mul i64 %pos63, %dim2
  %pos72 = add i64 %pos71, %t55
  %v73 = load float, ptr %points_44, align 4
  store float %v73, ptr %new_40, align 4
  %elp74 = getelementptr inbounds float, ptr %buf, i64 %pos72
  %el75 = load float, ptr %elp74, align 4, !alias.scope !8, !noalias !9
  store float %el75, ptr %old_41, align 4
  %v76 = load float, ptr %new_40, align 4
  %v77 = load float, ptr %old_41, align 4
  %fa = fadd float %v76, %v77
  %elp78 = getelementptr inbounds float, ptr %buf, i64 %pos72
  store float %fa, ptr %elp78, align 4, !alias.scope !8, !noalias !9
  br label %ignored

loop80:                                           ; preds = %ignored93, %checked
  %i83 = load i64, ptr %j, align 8
  %more84 = icmp slt i64 %i83, %dim15
  br i1 %more84, label %body81, label %exit82

body81:                                           ; preds = %loop80
  %v85 = load i64, ptr %i, align 8
  %v86 = load i64, ptr %j, align 8
  %pos87 = mul i64 0, %dim7
  %pos88 = add i64 %pos87, %v85
  %pos89 = mul i64 %pos88, %dim15
  %pos90 = add i64 %pos89, %v86
  %elp91 = getelementptr inbounds float, ptr %buf39, i64 %pos90
  %el92 = load float, ptr %elp91, align 4, !alias.scope !0, !noalias !3
  store float %el92, ptr %points_44, align 4
  %v94 = load i64, ptr %i, align 8
  %inb95 = icmp ult i64 %v94, %dim25
  br i1 %inb95, label %ok97, label %fail96

exit82:                                           ; preds = %loop80
  br label %versions_done

ignored93:                                        ; preds = %ok130, %e109
  %i144 = load i64, ptr %j, align 8
  %next145 = add i64 %i144, 1
  store i64 %next145, ptr %j, align 8
  br label %loop80

fail96:                                           ; preds = %body81
  %errp98 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp98, align 8
  %errp99 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp99, align 8
  %errp100 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v94, ptr %errp100, align 8
  %errp101 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim25, ptr %errp101, align 8
  ret i32 1

ok97:                                             ; preds = %body81
  %pos102 = mul i64 0, %dim25
  %pos103 = add i64 %pos102, %v94
  %elp104 = getelementptr inbounds i64, ptr %buf44, i64 %pos103
  %el105 = load i64, ptr %elp104, align 8, !alias.scope !6, !noalias !7
  store i64 %el105, ptr %c_45, align 8
  %v106 = load i64, ptr %c_45, align 8
  %ic107 = icmp slt i64 %v106, %dim49
  br i1 %ic107, label %t108, label %e109

t108:                                             ; preds = %ok97
  %v111 = load i64, ptr %c_45, align 8
  %tup112 = insertvalue { i64, i64 } undef, i64 %v111, 0
  %v113 = load i64, ptr %j, align 8
  %tup114 = insertvalue { i64, i64 } %tup112, i64 %v113, 1
  br label %j110

e109:                                             ; preds = %ok97
  br label %ignored93

j110:                                             ; preds = %t108
  %if116 = phi { i64, i64 } [ %tup114, %t108 ]
  %t117 = extractvalue { i64, i64 } %if116, 0
  %t118 = extractvalue { i64, i64 } %if116, 1
  %inb119 = icmp ult i64 %t117, %dim
  br i1 %inb119, label %ok121, label %fail120

dead115:                                          ; No predecessors!
  unreachable

fail120:                                          ; preds = %j110
  %errp122 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp122, align 8
  %errp123 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp123, align 8
  %errp124 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %t117, ptr %errp124, align 8
  %errp125 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp125, align 8
  ret i32 1

ok121:                                            ; preds = %j110
  %pos126 = mul i64 0, %dim
  %pos127 = add i64 %pos126, %t117
  %inb128 = icmp ult i64 %t118, %dim2
  br i1 %inb128, label %ok130, label %fail129

fail129:                                          ; preds = %ok121
  %errp131 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp131, align 8
  %errp132 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp132, align 8
  %errp133 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %t118, ptr %errp133, align 8
  %errp134 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim2, ptr %errp134, align 8
  ret i32 1

ok130:                                            ; preds = %ok121
  %pos135 = mul i64 %pos127, %dim2
  %pos136 = add i64 %pos135, %t118
  %v137 = load float, ptr %points_44, align 4
  store float %v137, ptr %new_40, align 4
  %elp138 = getelementptr inbounds float, ptr %buf, i64 %pos136
  %el139 = load float, ptr %elp138, align 4, !alias.scope !8, !noalias !9
  store float %el139, ptr %old_41, align 4
  %v140 = load float, ptr %new_40, align 4
  %v141 = load float, ptr %old_41, align 4
  %fa142 = fadd float %v140, %v141
  %elp143 = getelementptr inbounds float, ptr %buf, i64 %pos136
  store float %fa142, ptr %elp143, align 4, !alias.scope !8, !noalias !9
  br label %ignored93
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.9", !2}
!5 = !{!"fuselab.buf.11", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c8: zcounts
; ModuleID = 'kmeans_c8'
source_filename = "kmeans_c8"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %zcounts_46 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 12
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
  store i64 8, ptr %errp2, align 8
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
  store i64 0, ptr %zcounts_46, align 8
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %v8 = load i64, ptr %zcounts_46, align 8
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
!1 = !{!"fuselab.buf.12", !2}
!2 = !{!"fuselab.bufs"}

; cluster c9: ones
; ModuleID = 'kmeans_c9'
source_filename = "kmeans_c9"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %ones_48 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 13
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
  store i64 9, ptr %errp2, align 8
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
  store i64 1, ptr %ones_48, align 8
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %v8 = load i64, ptr %ones_48, align 8
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
!1 = !{!"fuselab.buf.13", !2}
!2 = !{!"fuselab.bufs"}

; cluster c10: counts
; ModuleID = 'kmeans_c10'
source_filename = "kmeans_c10"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 80
  %dim = load i64, ptr %dimp, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 14
  %buf = load ptr, ptr %bufp, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf2 = load ptr, ptr %bufp1, align 8
  %dimp3 = getelementptr inbounds i64, ptr %1, i64 88
  %dim4 = load i64, ptr %dimp3, align 8
  %dimp9 = getelementptr inbounds i64, ptr %1, i64 56
  %dim10 = load i64, ptr %dimp9, align 8
  %i = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 13
  %buf22 = load ptr, ptr %bufp21, align 8
  %ones_53 = alloca i64, align 8
  %bufp26 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf27 = load ptr, ptr %bufp26, align 8
  %assign_54 = alloca i64, align 8
  %dimp31 = getelementptr inbounds i64, ptr %1, i64 8
  %dim32 = load i64, ptr %dimp31, align 8
  %new_50 = alloca i64, align 8
  %old_51 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %n = mul i64 1, %dim
  %bytes = mul i64 %n, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %buf, ptr align 1 %buf2, i64 %bytes, i1 false)
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c5 = icmp slt i64 %5, %dim4
  %min = select i1 %c5, i64 %5, i64 %dim4
  %fits = icmp sle i64 %min, %dim4
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp6, align 8
  %errp7 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim4, ptr %errp7, align 8
  %errp8 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim4, ptr %errp8, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits11 = icmp sle i64 %min, %dim10
  br i1 %fits11, label %ok13, label %fail12

fail12:                                           ; preds = %ok
  %errp14 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp15, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim10, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim10, ptr %errp17, align 8
  ret i32 1

ok13:                                             ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %ok13
  %i19 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i19, %min
  br i1 %more, label %body18, label %exit

body18:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim4
  %pos20 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf22, i64 %pos20
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %ones_53, align 8
  %v23 = load i64, ptr %i, align 8
  %pos24 = mul i64 0, %dim10
  %pos25 = add i64 %pos24, %v23
  %elp28 = getelementptr inbounds i64, ptr %buf27, i64 %pos25
  %el29 = load i64, ptr %elp28, align 8, !alias.scope !6, !noalias !7
  store i64 %el29, ptr %assign_54, align 8
  %v30 = load i64, ptr %assign_54, align 8
  %ic = icmp slt i64 %v30, %dim32
  br i1 %ic, label %t, label %e

exit:                                             ; preds = %loop
  ret i32 0

ignored:                                          ; preds = %ok35, %e
  %i48 = load i64, ptr %i, align 8
  %next = add i64 %i48, 1
  store i64 %next, ptr %i, align 8
  br label %loop

t:                                                ; preds = %body18
  %v33 = load i64, ptr %assign_54, align 8
  br label %j

e:                                                ; preds = %body18
  br label %ignored

j:                                                ; preds = %t
  %if = phi i64 [ %v33, %t ]
  %inb = icmp ult i64 %if, %dim
  br i1 %inb, label %ok35, label %fail34

dead:                                             ; No predecessors!
  unreachable

fail34:                                           ; preds = %j
  %errp36 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp36, align 8
  %errp37 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %if, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp39, align 8
  ret i32 1

ok35:                                             ; preds = %j
  %pos40 = mul i64 0, %dim
  %pos41 = add i64 %pos40, %if
  %v42 = load i64, ptr %ones_53, align 8
  store i64 %v42, ptr %new_50, align 8
  %elp43 = getelementptr inbounds i64, ptr %buf, i64 %pos41
  %el44 = load i64, ptr %elp43, align 8, !alias.scope !8, !noalias !9
  store i64 %el44, ptr %old_51, align 8
  %v45 = load i64, ptr %new_50, align 8
  %v46 = load i64, ptr %old_51, align 8
  %add = add i64 %v45, %v46
  %elp47 = getelementptr inbounds i64, ptr %buf, i64 %pos41
  store i64 %add, ptr %elp47, align 8, !alias.scope !8, !noalias !9
  br label %ignored
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_scatter(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 88
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 56
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 13
  %buf = load ptr, ptr %bufp, align 8
  %ones_53 = alloca i64, align 8
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf21 = load ptr, ptr %bufp20, align 8
  %assign_54 = alloca i64, align 8
  %dimp25 = getelementptr inbounds i64, ptr %1, i64 8
  %dim26 = load i64, ptr %dimp25, align 8
  %dimp28 = getelementptr inbounds i64, ptr %1, i64 80
  %dim29 = load i64, ptr %dimp28, align 8
  %bufp39 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf40 = load ptr, ptr %bufp39, align 8
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
  store i64 10, ptr %errp2, align 8
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
  store i64 10, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %ok9
  %i15 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i15, %min
  br i1 %more, label %body14, label %exit

body14:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos16 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos16
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !6
  store i64 %el, ptr %ones_53, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %elp22 = getelementptr inbounds i64, ptr %buf21, i64 %pos19
  %el23 = load i64, ptr %elp22, align 8, !alias.scope !6, !noalias !0
  store i64 %el23, ptr %assign_54, align 8
  %v24 = load i64, ptr %assign_54, align 8
  %ic = icmp slt i64 %v24, %dim26
  br i1 %ic, label %t, label %e

exit:                                             ; preds = %loop
  ret i32 0

ignored:                                          ; preds = %ok31, %e
  %i42 = load i64, ptr %i, align 8
  %next = add i64 %i42, 1
  store i64 %next, ptr %i, align 8
  br label %loop

t:                                                ; preds = %body14
  %v27 = load i64, ptr %assign_54, align 8
  br label %j

e:                                                ; preds = %body14
  br label %ignored

j:                                                ; preds = %t
  %if = phi i64 [ %v27, %t ]
  %inb = icmp ult i64 %if, %dim29
  br i1 %inb, label %ok31, label %fail30

dead:                                             ; No predecessors!
  unreachable

fail30:                                           ; preds = %j
  %errp32 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp32, align 8
  %errp33 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp33, align 8
  %errp34 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %if, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim29, ptr %errp35, align 8
  ret i32 1

ok31:                                             ; preds = %j
  %pos36 = mul i64 0, %dim29
  %pos37 = add i64 %pos36, %if
  %v38 = load i64, ptr %ones_53, align 8
  %elp41 = getelementptr inbounds i64, ptr %buf40, i64 %pos37
  %7 = atomicrmw add ptr %elp41, i64 %v38 monotonic, align 8
  br label %ignored
}

define i32 @nest_private(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 88
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 56
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 13
  %buf = load ptr, ptr %bufp, align 8
  %ones_53 = alloca i64, align 8
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf21 = load ptr, ptr %bufp20, align 8
  %assign_54 = alloca i64, align 8
  %dimp25 = getelementptr inbounds i64, ptr %1, i64 8
  %dim26 = load i64, ptr %dimp25, align 8
  %dimp28 = getelementptr inbounds i64, ptr %1, i64 80
  %dim29 = load i64, ptr %dimp28, align 8
  %new_50 = alloca i64, align 8
  %bufp39 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf40 = load ptr, ptr %bufp39, align 8
  %old_51 = alloca i64, align 8
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
  store i64 10, ptr %errp2, align 8
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
  store i64 10, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %ok9
  %i15 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i15, %min
  br i1 %more, label %body14, label %exit

body14:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos16 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos16
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %ones_53, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %elp22 = getelementptr inbounds i64, ptr %buf21, i64 %pos19
  %el23 = load i64, ptr %elp22, align 8, !alias.scope !6, !noalias !7
  store i64 %el23, ptr %assign_54, align 8
  %v24 = load i64, ptr %assign_54, align 8
  %ic = icmp slt i64 %v24, %dim26
  br i1 %ic, label %t, label %e

exit:                                             ; preds = %loop
  ret i32 0

ignored:                                          ; preds = %ok31, %e
  %i46 = load i64, ptr %i, align 8
  %next = add i64 %i46, 1
  store i64 %next, ptr %i, align 8
  br label %loop

t:                                                ; preds = %body14
  %v27 = load i64, ptr %assign_54, align 8
  br label %j

e:                                                ; preds = %body14
  br label %ignored

j:                                                ; preds = %t
  %if = phi i64 [ %v27, %t ]
  %inb = icmp ult i64 %if, %dim29
  br i1 %inb, label %ok31, label %fail30

dead:                                             ; No predecessors!
  unreachable

fail30:                                           ; preds = %j
  %errp32 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp32, align 8
  %errp33 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp33, align 8
  %errp34 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %if, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim29, ptr %errp35, align 8
  ret i32 1

ok31:                                             ; preds = %j
  %pos36 = mul i64 0, %dim29
  %pos37 = add i64 %pos36, %if
  %v38 = load i64, ptr %ones_53, align 8
  store i64 %v38, ptr %new_50, align 8
  %elp41 = getelementptr inbounds i64, ptr %buf40, i64 %pos37
  %el42 = load i64, ptr %elp41, align 8, !alias.scope !8, !noalias !9
  store i64 %el42, ptr %old_51, align 8
  %v43 = load i64, ptr %new_50, align 8
  %v44 = load i64, ptr %old_51, align 8
  %add = add i64 %v43, %v44
  %elp45 = getelementptr inbounds i64, ptr %buf40, i64 %pos37
  store i64 %add, ptr %elp45, align 8, !alias.scope !8, !noalias !9
  br label %ignored
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.13", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.9", !2}
!5 = !{!"fuselab.buf.14", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c11: replicate
; ModuleID = 'kmeans_c11'
source_filename = "kmeans_c11"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 1
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 96
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 14
  %buf = load ptr, ptr %bufp, align 8
  %counts_58 = alloca i64, align 8
  %bufp43 = getelementptr inbounds ptr, ptr %0, i64 15
  %buf44 = load ptr, ptr %bufp43, align 8
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
  store i64 11, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %fits9 = icmp sle i64 %dim8, %dim8
  br i1 %fits9, label %ok11, label %fail10

exit:                                             ; preds = %loop
  ret i32 0

fail10:                                           ; preds = %body5
  %errp12 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %body5
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  store i64 1, ptr %j, align 8
  %v16 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %v16 to i128
  %step = sub i128 %at_next, %base
  %step17 = trunc i128 %step to i64
  %step18 = sext i64 %step17 to i128
  %len = sub i64 %dim8, 0
  %span = sub i64 %len, 1
  %span19 = sext i64 %span to i128
  %reach = mul i128 %step18, %span19
  %c20 = icmp slt i128 %reach, 0
  %min21 = select i1 %c20, i128 %reach, i128 0
  %c22 = icmp sgt i128 %reach, 0
  %max23 = select i1 %c22, i128 %reach, i128 0
  %least = add i128 %base, %min21
  %most = add i128 %base, %max23
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits24 = and i1 %fits_low, %fits_high
  %least25 = select i1 %fits24, i128 %least, i128 -9223372036854775808
  %most26 = select i1 %fits24, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim8 to i128
  %low_ok = icmp sge i128 %least25, 0
  %high_ok = icmp slt i128 %most26, %extent
  %ok27 = and i1 true, %low_ok
  %ok28 = and i1 %ok27, %high_ok
  br i1 %ok28, label %proved, label %checked

proved:                                           ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop29

checked:                                          ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop47

versions_done:                                    ; preds = %exit49, %exit31
  %i73 = load i64, ptr %i, align 8
  %next74 = add i64 %i73, 1
  store i64 %next74, ptr %i, align 8
  br label %loop

loop29:                                           ; preds = %body30, %proved
  %i32 = load i64, ptr %j, align 8
  %more33 = icmp slt i64 %i32, %dim8
  br i1 %more33, label %body30, label %exit31

body30:                                           ; preds = %loop29
  %v34 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim8
  %pos35 = add i64 %pos, %v34
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos35
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %counts_58, align 8
  %v36 = load i64, ptr %i, align 8
  %v37 = load i64, ptr %j, align 8
  %pos38 = mul i64 0, %dim
  %pos39 = add i64 %pos38, %v36
  %pos40 = mul i64 %pos39, %dim8
  %pos41 = add i64 %pos40, %v37
  %v42 = load i64, ptr %counts_58, align 8
  %elp45 = getelementptr inbounds i64, ptr %buf44, i64 %pos41
  store i64 %v42, ptr %elp45, align 8, !alias.scope !3, !noalias !0
  %i46 = load i64, ptr %j, align 8
  %next = add i64 %i46, 1
  store i64 %next, ptr %j, align 8
  br label %loop29

exit31:                                           ; preds = %loop29
  br label %versions_done

loop47:                                           ; preds = %ok54, %checked
  %i50 = load i64, ptr %j, align 8
  %more51 = icmp slt i64 %i50, %dim8
  br i1 %more51, label %body48, label %exit49

body48:                                           ; preds = %loop47
  %v52 = load i64, ptr %j, align 8
  %inb = icmp ult i64 %v52, %dim8
  br i1 %inb, label %ok54, label %fail53

exit49:                                           ; preds = %loop47
  br label %versions_done

fail53:                                           ; preds = %body48
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v52, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %body48
  %pos59 = mul i64 0, %dim8
  %pos60 = add i64 %pos59, %v52
  %elp61 = getelementptr inbounds i64, ptr %buf, i64 %pos60
  %el62 = load i64, ptr %elp61, align 8, !alias.scope !0, !noalias !3
  store i64 %el62, ptr %counts_58, align 8
  %v63 = load i64, ptr %i, align 8
  %v64 = load i64, ptr %j, align 8
  %pos65 = mul i64 0, %dim
  %pos66 = add i64 %pos65, %v63
  %pos67 = mul i64 %pos66, %dim8
  %pos68 = add i64 %pos67, %v64
  %v69 = load i64, ptr %counts_58, align 8
  %elp70 = getelementptr inbounds i64, ptr %buf44, i64 %pos68
  store i64 %v69, ptr %elp70, align 8, !alias.scope !3, !noalias !0
  %i71 = load i64, ptr %j, align 8
  %next72 = add i64 %i71, 1
  store i64 %next72, ptr %j, align 8
  br label %loop47
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.14", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.15", !2}

; cluster c12: countsb
; ModuleID = 'kmeans_c12'
source_filename = "kmeans_c12"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 105
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 104
  %dim6 = load i64, ptr %dimp5, align 8
  %tile = alloca i64, align 8
  %tile10 = alloca i64, align 8
  %i19 = alloca i64, align 8
  %j = alloca i64, align 8
  %tile_buf = alloca [4096 x i64], align 64
  %tile61 = alloca i64, align 8
  %tile67 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 15
  %buf = load ptr, ptr %bufp, align 8
  %copy_j = alloca i64, align 8
  %copy_i = alloca i64, align 8
  %replicate_62 = alloca i64, align 8
  %bufp151 = getelementptr inbounds ptr, ptr %0, i64 16
  %buf152 = load ptr, ptr %bufp151, align 8
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
  store i64 12, ptr %errp2, align 8
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
  br i1 %ok60, label %proved, label %checked

tiles_done13:                                     ; preds = %tiles11
  %i210 = load i64, ptr %tile, align 8
  %next211 = add i64 %i210, 64
  store i64 %next211, ptr %tile, align 8
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
  br label %loop158

versions_done:                                    ; preds = %exit160, %exit
  %i208 = load i64, ptr %tile10, align 8
  %next209 = add i64 %i208, 64
  store i64 %next209, ptr %tile10, align 8
  br label %tiles11

tile_blocks:                                      ; preds = %proved
  store i64 0, ptr %tile61, align 8
  br label %tiles62

tile_elements:                                    ; preds = %proved
  store i64 %i14, ptr %copy_j, align 8
  br label %copy_rows

tile_copied:                                      ; preds = %copy_rows_done, %tiles_done64
  store i64 %i, ptr %i19, align 8
  br label %loop

tiles62:                                          ; preds = %tiles_done70, %tile_blocks
  %i65 = load i64, ptr %tile61, align 8
  %more66 = icmp slt i64 %i65, 64
  br i1 %more66, label %tile63, label %tiles_done64

tile63:                                           ; preds = %tiles62
  store i64 0, ptr %tile67, align 8
  br label %tiles68

tiles_done64:                                     ; preds = %tiles62
  br label %tile_copied

tiles68:                                          ; preds = %tile69, %tile63
  %i71 = load i64, ptr %tile67, align 8
  %more72 = icmp slt i64 %i71, 64
  br i1 %more72, label %tile69, label %tiles_done70

tile69:                                           ; preds = %tiles68
  %bi = add i64 %i, %i71
  %bj = add i64 %i14, %i65
  %bj73 = add i64 %bj, 0
  store i64 %bj73, ptr %j, align 8
  %v74 = load i64, ptr %j, align 8
  %row = mul i64 %v74, %dim
  %bpos = add i64 %row, %bi
  %bp = getelementptr inbounds i64, ptr %buf, i64 %bpos
  %brow_v = load <4 x i64>, ptr %bp, align 8
  %bj75 = add i64 %bj, 1
  store i64 %bj75, ptr %j, align 8
  %v76 = load i64, ptr %j, align 8
  %row77 = mul i64 %v76, %dim
  %bpos78 = add i64 %row77, %bi
  %bp79 = getelementptr inbounds i64, ptr %buf, i64 %bpos78
  %brow_v80 = load <4 x i64>, ptr %bp79, align 8
  %bj81 = add i64 %bj, 2
  store i64 %bj81, ptr %j, align 8
  %v82 = load i64, ptr %j, align 8
  %row83 = mul i64 %v82, %dim
  %bpos84 = add i64 %row83, %bi
  %bp85 = getelementptr inbounds i64, ptr %buf, i64 %bpos84
  %brow_v86 = load <4 x i64>, ptr %bp85, align 8
  %bj87 = add i64 %bj, 3
  store i64 %bj87, ptr %j, align 8
  %v88 = load i64, ptr %j, align 8
  %row89 = mul i64 %v88, %dim
  %bpos90 = add i64 %row89, %bi
  %bp91 = getelementptr inbounds i64, ptr %buf, i64 %bpos90
  %brow_v92 = load <4 x i64>, ptr %bp91, align 8
  %tr = shufflevector <4 x i64> %brow_v, <4 x i64> %brow_v80, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %tr93 = shufflevector <4 x i64> %brow_v, <4 x i64> %brow_v80, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %tr94 = shufflevector <4 x i64> %brow_v86, <4 x i64> %brow_v92, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %tr95 = shufflevector <4 x i64> %brow_v86, <4 x i64> %brow_v92, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %tr96 = shufflevector <4 x i64> %tr, <4 x i64> %tr94, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %tr97 = shufflevector <4 x i64> %tr93, <4 x i64> %tr95, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %tr98 = shufflevector <4 x i64> %tr, <4 x i64> %tr94, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %tr99 = shufflevector <4 x i64> %tr93, <4 x i64> %tr95, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %brow = mul i64 %i71, 64
  %bcell = add i64 %brow, %i65
  %bcell100 = add i64 %bcell, 0
  %bcell101 = getelementptr inbounds i64, ptr %tile_buf, i64 %bcell100
  store <4 x i64> %tr96, ptr %bcell101, align 8
  %bcell102 = add i64 %bcell, 64
  %bcell103 = getelementptr inbounds i64, ptr %tile_buf, i64 %bcell102
  store <4 x i64> %tr97, ptr %bcell103, align 8
  %bcell104 = add i64 %bcell, 128
  %bcell105 = getelementptr inbounds i64, ptr %tile_buf, i64 %bcell104
  store <4 x i64> %tr98, ptr %bcell105, align 8
  %bcell106 = add i64 %bcell, 192
  %bcell107 = getelementptr inbounds i64, ptr %tile_buf, i64 %bcell106
  store <4 x i64> %tr99, ptr %bcell107, align 8
  %i108 = load i64, ptr %tile67, align 8
  %next109 = add i64 %i108, 4
  store i64 %next109, ptr %tile67, align 8
  br label %tiles68

tiles_done70:                                     ; preds = %tiles68
  %i110 = load i64, ptr %tile61, align 8
  %next111 = add i64 %i110, 4
  store i64 %next111, ptr %tile61, align 8
  br label %tiles62

copy_rows:                                        ; preds = %copy_cols_done, %tile_elements
  %i112 = load i64, ptr %copy_j, align 8
  %more113 = icmp slt i64 %i112, %min18
  br i1 %more113, label %copy_row, label %copy_rows_done

copy_row:                                         ; preds = %copy_rows
  store i64 %i112, ptr %j, align 8
  %v114 = load i64, ptr %j, align 8
  %row115 = mul i64 %v114, %dim
  store i64 %i, ptr %copy_i, align 8
  br label %copy_cols

copy_rows_done:                                   ; preds = %copy_rows
  br label %tile_copied

copy_cols:                                        ; preds = %copy_col, %copy_row
  %i116 = load i64, ptr %copy_i, align 8
  %more117 = icmp slt i64 %i116, %min9
  br i1 %more117, label %copy_col, label %copy_cols_done

copy_col:                                         ; preds = %copy_cols
  %pos = add i64 %row115, %i116
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  %di = sub i64 %i116, %i
  %dj = sub i64 %i112, %i14
  %cell_row = mul i64 %di, 64
  %cell = add i64 %cell_row, %dj
  %cellp = getelementptr inbounds i64, ptr %tile_buf, i64 %cell
  store i64 %el, ptr %cellp, align 8
  %i118 = load i64, ptr %copy_i, align 8
  %next119 = add i64 %i118, 1
  store i64 %next119, ptr %copy_i, align 8
  br label %copy_cols

copy_cols_done:                                   ; preds = %copy_cols
  %i120 = load i64, ptr %copy_j, align 8
  %next121 = add i64 %i120, 1
  store i64 %next121, ptr %copy_j, align 8
  br label %copy_rows

loop:                                             ; preds = %exit134, %tile_copied
  %i123 = load i64, ptr %i19, align 8
  %more124 = icmp slt i64 %i123, %min9
  br i1 %more124, label %body122, label %exit

body122:                                          ; preds = %loop
  %fits125 = icmp sle i64 %min18, %dim6
  br i1 %fits125, label %ok127, label %fail126

exit:                                             ; preds = %loop
  br label %versions_done

fail126:                                          ; preds = %body122
  %errp128 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp128, align 8
  %errp129 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 12, ptr %errp129, align 8
  %errp130 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp130, align 8
  %errp131 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp131, align 8
  ret i32 1

ok127:                                            ; preds = %body122
  store i64 %i14, ptr %j, align 8
  br label %loop132

loop132:                                          ; preds = %body133, %ok127
  %i135 = load i64, ptr %j, align 8
  %more136 = icmp slt i64 %i135, %min18
  br i1 %more136, label %body133, label %exit134

body133:                                          ; preds = %loop132
  %v137 = load i64, ptr %i19, align 8
  %v138 = load i64, ptr %j, align 8
  %di139 = sub i64 %v137, %i
  %dj140 = sub i64 %v138, %i14
  %cell_row141 = mul i64 %di139, 64
  %cell142 = add i64 %cell_row141, %dj140
  %cellp143 = getelementptr inbounds i64, ptr %tile_buf, i64 %cell142
  %tile_read = load i64, ptr %cellp143, align 8
  store i64 %tile_read, ptr %replicate_62, align 8
  %v144 = load i64, ptr %i19, align 8
  %v145 = load i64, ptr %j, align 8
  %pos146 = mul i64 0, %dim
  %pos147 = add i64 %pos146, %v144
  %pos148 = mul i64 %pos147, %dim6
  %pos149 = add i64 %pos148, %v145
  %v150 = load i64, ptr %replicate_62, align 8
  %elp153 = getelementptr inbounds i64, ptr %buf152, i64 %pos149
  store i64 %v150, ptr %elp153, align 8, !alias.scope !3, !noalias !0
  %i154 = load i64, ptr %j, align 8
  %next155 = add i64 %i154, 1
  store i64 %next155, ptr %j, align 8
  br label %loop132, !llvm.loop !5

exit134:                                          ; preds = %loop132
  %i156 = load i64, ptr %i19, align 8
  %next157 = add i64 %i156, 1
  store i64 %next157, ptr %i19, align 8
  br label %loop

loop158:                                          ; preds = %exit172, %checked
  %i161 = load i64, ptr %i19, align 8
  %more162 = icmp slt i64 %i161, %min9
  br i1 %more162, label %body159, label %exit160

body159:                                          ; preds = %loop158
  %fits163 = icmp sle i64 %min18, %dim6
  br i1 %fits163, label %ok165, label %fail164

exit160:                                          ; preds = %loop158
  br label %versions_done

fail164:                                          ; preds = %body159
  %errp166 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp166, align 8
  %errp167 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 12, ptr %errp167, align 8
  %errp168 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp168, align 8
  %errp169 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp169, align 8
  ret i32 1

ok165:                                            ; preds = %body159
  store i64 %i14, ptr %j, align 8
  br label %loop170

loop170:                                          ; preds = %ok187, %ok165
  %i173 = load i64, ptr %j, align 8
  %more174 = icmp slt i64 %i173, %min18
  br i1 %more174, label %body171, label %exit172

body171:                                          ; preds = %loop170
  %v175 = load i64, ptr %j, align 8
  %v176 = load i64, ptr %i19, align 8
  %inb = icmp ult i64 %v175, %dim6
  br i1 %inb, label %ok178, label %fail177

exit172:                                          ; preds = %loop170
  %i206 = load i64, ptr %i19, align 8
  %next207 = add i64 %i206, 1
  store i64 %next207, ptr %i19, align 8
  br label %loop158

fail177:                                          ; preds = %body171
  %errp179 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp179, align 8
  %errp180 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 12, ptr %errp180, align 8
  %errp181 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v175, ptr %errp181, align 8
  %errp182 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp182, align 8
  ret i32 1

ok178:                                            ; preds = %body171
  %pos183 = mul i64 0, %dim6
  %pos184 = add i64 %pos183, %v175
  %inb185 = icmp ult i64 %v176, %dim
  br i1 %inb185, label %ok187, label %fail186

fail186:                                          ; preds = %ok178
  %errp188 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp188, align 8
  %errp189 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 12, ptr %errp189, align 8
  %errp190 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v176, ptr %errp190, align 8
  %errp191 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp191, align 8
  ret i32 1

ok187:                                            ; preds = %ok178
  %pos192 = mul i64 %pos184, %dim
  %pos193 = add i64 %pos192, %v176
  %elp194 = getelementptr inbounds i64, ptr %buf, i64 %pos193
  %el195 = load i64, ptr %elp194, align 8, !alias.scope !0, !noalias !3
  store i64 %el195, ptr %replicate_62, align 8
  %v196 = load i64, ptr %i19, align 8
  %v197 = load i64, ptr %j, align 8
  %pos198 = mul i64 0, %dim
  %pos199 = add i64 %pos198, %v196
  %pos200 = mul i64 %pos199, %dim6
  %pos201 = add i64 %pos200, %v197
  %v202 = load i64, ptr %replicate_62, align 8
  %elp203 = getelementptr inbounds i64, ptr %buf152, i64 %pos201
  store i64 %v202, ptr %elp203, align 8, !alias.scope !3, !noalias !0
  %i204 = load i64, ptr %j, align 8
  %next205 = add i64 %i204, 1
  store i64 %next205, ptr %j, align 8
  br label %loop170, !llvm.loop !7
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.15", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.16", !2}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.interleave.count", i32 1}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.vectorize.width", i32 1}
!9 = !{!"llvm.loop.unroll.count", i32 2}

; cluster c13: newc
; ModuleID = 'kmeans_c13'
source_filename = "kmeans_c13"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 72
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 112
  %dim6 = load i64, ptr %dimp5, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 8
  %dim15 = load i64, ptr %dimp14, align 8
  %i = alloca i64, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 73
  %dim33 = load i64, ptr %dimp32, align 8
  %dimp41 = getelementptr inbounds i64, ptr %1, i64 113
  %dim42 = load i64, ptr %dimp41, align 8
  %dimp50 = getelementptr inbounds i64, ptr %1, i64 9
  %dim51 = load i64, ptr %dimp50, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 11
  %buf = load ptr, ptr %bufp, align 8
  %sums_66 = alloca float, align 4
  %bufp81 = getelementptr inbounds ptr, ptr %0, i64 16
  %buf82 = load ptr, ptr %bufp81, align 8
  %countsb_67 = alloca i64, align 8
  %bufp91 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf92 = load ptr, ptr %bufp91, align 8
  %cents_68 = alloca float, align 4
  %newc_63 = alloca float, align 4
  %bufp107 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf108 = load ptr, ptr %bufp107, align 8
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
  store i64 13, ptr %errp2, align 8
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
  store i64 13, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  %fits16 = icmp sle i64 %min, %dim15
  br i1 %fits16, label %ok18, label %fail17

fail17:                                           ; preds = %ok9
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %ok9
  %fits23 = icmp sle i64 %min, %dim
  br i1 %fits23, label %ok25, label %fail24

fail24:                                           ; preds = %ok18
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok18
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit68, %ok25
  %i31 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i31, %min
  br i1 %more, label %body30, label %exit

body30:                                           ; preds = %loop
  %fits34 = icmp sle i64 %dim33, %dim33
  br i1 %fits34, label %ok36, label %fail35

exit:                                             ; preds = %loop
  ret i32 0

fail35:                                           ; preds = %body30
  %errp37 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp40, align 8
  ret i32 1

ok36:                                             ; preds = %body30
  %fits43 = icmp sle i64 %dim33, %dim42
  br i1 %fits43, label %ok45, label %fail44

fail44:                                           ; preds = %ok36
  %errp46 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim42, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim42, ptr %errp49, align 8
  ret i32 1

ok45:                                             ; preds = %ok36
  %fits52 = icmp sle i64 %dim33, %dim51
  br i1 %fits52, label %ok54, label %fail53

fail53:                                           ; preds = %ok45
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim51, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim51, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %ok45
  %fits59 = icmp sle i64 %dim33, %dim33
  br i1 %fits59, label %ok61, label %fail60

fail60:                                           ; preds = %ok54
  %errp62 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp63, align 8
  %errp64 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp64, align 8
  %errp65 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp65, align 8
  ret i32 1

ok61:                                             ; preds = %ok54
  store i64 0, ptr %j, align 8
  br label %loop66

loop66:                                           ; preds = %j96, %ok61
  %i69 = load i64, ptr %j, align 8
  %more70 = icmp slt i64 %i69, %dim33
  br i1 %more70, label %body67, label %exit68

body67:                                           ; preds = %loop66
  %v = load i64, ptr %i, align 8
  %v71 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos72 = add i64 %pos, %v
  %pos73 = mul i64 %pos72, %dim33
  %pos74 = add i64 %pos73, %v71
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos74
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %sums_66, align 4
  %v75 = load i64, ptr %i, align 8
  %v76 = load i64, ptr %j, align 8
  %pos77 = mul i64 0, %dim6
  %pos78 = add i64 %pos77, %v75
  %pos79 = mul i64 %pos78, %dim42
  %pos80 = add i64 %pos79, %v76
  %elp83 = getelementptr inbounds i64, ptr %buf82, i64 %pos80
  %el84 = load i64, ptr %elp83, align 8, !alias.scope !7, !noalias !8
  store i64 %el84, ptr %countsb_67, align 8
  %v85 = load i64, ptr %i, align 8
  %v86 = load i64, ptr %j, align 8
  %pos87 = mul i64 0, %dim15
  %pos88 = add i64 %pos87, %v85
  %pos89 = mul i64 %pos88, %dim51
  %pos90 = add i64 %pos89, %v86
  %elp93 = getelementptr inbounds float, ptr %buf92, i64 %pos90
  %el94 = load float, ptr %elp93, align 4, !alias.scope !9, !noalias !10
  store float %el94, ptr %cents_68, align 4
  %v95 = load i64, ptr %countsb_67, align 8
  %ic = icmp sgt i64 %v95, 0
  br i1 %ic, label %t, label %e

exit68:                                           ; preds = %loop66
  %i111 = load i64, ptr %i, align 8
  %next112 = add i64 %i111, 1
  store i64 %next112, ptr %i, align 8
  br label %loop

t:                                                ; preds = %body67
  %v97 = load float, ptr %sums_66, align 4
  %v98 = load i64, ptr %countsb_67, align 8
  %cv = sitofp i64 %v98 to float
  %fd = fdiv float %v97, %cv
  br label %j96

e:                                                ; preds = %body67
  %v99 = load float, ptr %cents_68, align 4
  br label %j96

j96:                                              ; preds = %e, %t
  %if = phi float [ %fd, %t ], [ %v99, %e ]
  store float %if, ptr %newc_63, align 4
  %v100 = load i64, ptr %i, align 8
  %v101 = load i64, ptr %j, align 8
  %pos102 = mul i64 0, %dim
  %pos103 = add i64 %pos102, %v100
  %pos104 = mul i64 %pos103, %dim33
  %pos105 = add i64 %pos104, %v101
  %v106 = load float, ptr %newc_63, align 4
  %elp109 = getelementptr inbounds float, ptr %buf108, i64 %pos105
  store float %v106, ptr %elp109, align 4, !alias.scope !11, !noalias !12
  %i110 = load i64, ptr %j, align 8
  %next = add i64 %i110, 1
  store i64 %next, ptr %j, align 8
  br label %loop66
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.11", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.1", !2}
!5 = !{!"fuselab.buf.16", !2}
!6 = !{!"fuselab.buf.17", !2}
!7 = !{!5}
!8 = !{!4, !1, !6}
!9 = !{!4}
!10 = !{!1, !5, !6}
!11 = !{!6}
!12 = !{!4, !1, !5}

