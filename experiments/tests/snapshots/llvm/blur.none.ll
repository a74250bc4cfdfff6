; cluster c0: bright
; ModuleID = 'blur_c0'
source_filename = "blur_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 1
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %img_3 = alloca float, align 4
  %bright_0 = alloca float, align 4
  %bufp47 = getelementptr inbounds ptr, ptr %0, i64 1
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
  store i64 0, ptr %errp20, align 8
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
  store i64 0, ptr %errp27, align 8
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
  store float %el, ptr %img_3, align 4
  %v39 = load float, ptr %img_3, align 4
  %fm = fmul float 5.000000e-01, %v39
  %fa = fadd float %fm, 5.000000e-01
  store float %fa, ptr %bright_0, align 4
  %v40 = load i64, ptr %i, align 8
  %v41 = load i64, ptr %j, align 8
  %pos42 = mul i64 0, %dim
  %pos43 = add i64 %pos42, %v40
  %pos44 = mul i64 %pos43, %dim15
  %pos45 = add i64 %pos44, %v41
  %v46 = load float, ptr %bright_0, align 4
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
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.1", !2}

; cluster c1: blurred
; ModuleID = 'blur_c1'
source_filename = "blur_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 9
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %bright_7 = alloca float, align 4
  %bright_8 = alloca float, align 4
  %bright_9 = alloca float, align 4
  %bright_10 = alloca float, align 4
  %bright_11 = alloca float, align 4
  %bright_12 = alloca float, align 4
  %bright_13 = alloca float, align 4
  %bright_14 = alloca float, align 4
  %bright_15 = alloca float, align 4
  %blurred_4 = alloca float, align 4
  %bufp406 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf407 = load ptr, ptr %bufp406, align 8
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
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done1607, %ok
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
  store i64 1, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %body5
  %tap_end = sub i64 %dim8, -1
  %tap_end16 = sub i64 %dim8, 0
  %c17 = icmp slt i64 %tap_end, %tap_end16
  %min18 = select i1 %c17, i64 %tap_end, i64 %tap_end16
  %tap_end19 = sub i64 %dim8, 1
  %c20 = icmp slt i64 %min18, %tap_end19
  %min21 = select i1 %c20, i64 %min18, i64 %tap_end19
  %c22 = icmp slt i64 1, %dim8
  %min23 = select i1 %c22, i64 1, i64 %dim8
  %c24 = icmp sgt i64 %min21, %min23
  %max25 = select i1 %c24, i64 %min21, i64 %min23
  %c26 = icmp slt i64 %max25, %dim8
  %min27 = select i1 %c26, i64 %max25, i64 %dim8
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %i, align 8
  %add = add i64 %v, -1
  %sub = sub i64 %dim, 1
  %c28 = icmp slt i64 %add, %sub
  %mm = select i1 %c28, i64 %add, i64 %sub
  %c29 = icmp sgt i64 0, %mm
  %mm30 = select i1 %c29, i64 0, i64 %mm
  %base = sext i64 %mm30 to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits31 = and i1 %fits_low, %fits_high
  %least = select i1 %fits31, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits31, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok32 = and i1 true, %low_ok
  %ok33 = and i1 %ok32, %high_ok
  %v34 = load i64, ptr %j, align 8
  %add35 = add i64 %v34, -1
  %base36 = sext i64 %add35 to i128
  store i64 1, ptr %j, align 8
  %v37 = load i64, ptr %j, align 8
  %add38 = add i64 %v37, -1
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %add38 to i128
  %step = sub i128 %at_next, %base36
  %step39 = trunc i128 %step to i64
  %step40 = sext i64 %step39 to i128
  %len = sub i64 %min23, 0
  %span = sub i64 %len, 1
  %span41 = sext i64 %span to i128
  %reach = mul i128 %step40, %span41
  %c42 = icmp slt i128 %reach, 0
  %min43 = select i1 %c42, i128 %reach, i128 0
  %c44 = icmp sgt i128 %reach, 0
  %max45 = select i1 %c44, i128 %reach, i128 0
  %least46 = add i128 %base36, %min43
  %most47 = add i128 %base36, %max45
  %fits_low48 = icmp sge i128 %least46, -9223372036854775808
  %fits_high49 = icmp sle i128 %most47, 9223372036854775807
  %fits50 = and i1 %fits_low48, %fits_high49
  %least51 = select i1 %fits50, i128 %least46, i128 -9223372036854775808
  %most52 = select i1 %fits50, i128 %most47, i128 9223372036854775807
  %sub53 = sub i64 %dim8, 1
  %base54 = sext i64 %sub53 to i128
  %fits_low55 = icmp sge i128 %base54, -9223372036854775808
  %fits_high56 = icmp sle i128 %base54, 9223372036854775807
  %fits57 = and i1 %fits_low55, %fits_high56
  %least58 = select i1 %fits57, i128 %base54, i128 -9223372036854775808
  %most59 = select i1 %fits57, i128 %base54, i128 9223372036854775807
  %c60 = icmp slt i128 %least51, %least58
  %min61 = select i1 %c60, i128 %least51, i128 %least58
  %c62 = icmp slt i128 %most52, %most59
  %min63 = select i1 %c62, i128 %most52, i128 %most59
  %c64 = icmp sgt i128 0, %min61
  %max65 = select i1 %c64, i128 0, i128 %min61
  %c66 = icmp sgt i128 0, %min63
  %max67 = select i1 %c66, i128 0, i128 %min63
  %extent68 = sext i64 %dim8 to i128
  %low_ok69 = icmp sge i128 %max65, 0
  %high_ok70 = icmp slt i128 %max67, %extent68
  %ok71 = and i1 %ok33, %low_ok69
  %ok72 = and i1 %ok71, %high_ok70
  %v73 = load i64, ptr %j, align 8
  %add74 = add i64 %v73, 0
  %base75 = sext i64 %add74 to i128
  store i64 1, ptr %j, align 8
  %v76 = load i64, ptr %j, align 8
  %add77 = add i64 %v76, 0
  store i64 0, ptr %j, align 8
  %at_next78 = sext i64 %add77 to i128
  %step79 = sub i128 %at_next78, %base75
  %step80 = trunc i128 %step79 to i64
  %step81 = sext i64 %step80 to i128
  %len82 = sub i64 %min23, 0
  %span83 = sub i64 %len82, 1
  %span84 = sext i64 %span83 to i128
  %reach85 = mul i128 %step81, %span84
  %c86 = icmp slt i128 %reach85, 0
  %min87 = select i1 %c86, i128 %reach85, i128 0
  %c88 = icmp sgt i128 %reach85, 0
  %max89 = select i1 %c88, i128 %reach85, i128 0
  %least90 = add i128 %base75, %min87
  %most91 = add i128 %base75, %max89
  %fits_low92 = icmp sge i128 %least90, -9223372036854775808
  %fits_high93 = icmp sle i128 %most91, 9223372036854775807
  %fits94 = and i1 %fits_low92, %fits_high93
  %least95 = select i1 %fits94, i128 %least90, i128 -9223372036854775808
  %most96 = select i1 %fits94, i128 %most91, i128 9223372036854775807
  %sub97 = sub i64 %dim8, 1
  %base98 = sext i64 %sub97 to i128
  %fits_low99 = icmp sge i128 %base98, -9223372036854775808
  %fits_high100 = icmp sle i128 %base98, 9223372036854775807
  %fits101 = and i1 %fits_low99, %fits_high100
  %least102 = select i1 %fits101, i128 %base98, i128 -9223372036854775808
  %most103 = select i1 %fits101, i128 %base98, i128 9223372036854775807
  %c104 = icmp slt i128 %least95, %least102
  %min105 = select i1 %c104, i128 %least95, i128 %least102
  %c106 = icmp slt i128 %most96, %most103
  %min107 = select i1 %c106, i128 %most96, i128 %most103
  %c108 = icmp sgt i128 0, %min105
  %max109 = select i1 %c108, i128 0, i128 %min105
  %c110 = icmp sgt i128 0, %min107
  %max111 = select i1 %c110, i128 0, i128 %min107
  %extent112 = sext i64 %dim8 to i128
  %low_ok113 = icmp sge i128 %max109, 0
  %high_ok114 = icmp slt i128 %max111, %extent112
  %ok115 = and i1 %ok72, %low_ok113
  %ok116 = and i1 %ok115, %high_ok114
  %v117 = load i64, ptr %j, align 8
  %add118 = add i64 %v117, 1
  %base119 = sext i64 %add118 to i128
  store i64 1, ptr %j, align 8
  %v120 = load i64, ptr %j, align 8
  %add121 = add i64 %v120, 1
  store i64 0, ptr %j, align 8
  %at_next122 = sext i64 %add121 to i128
  %step123 = sub i128 %at_next122, %base119
  %step124 = trunc i128 %step123 to i64
  %step125 = sext i64 %step124 to i128
  %len126 = sub i64 %min23, 0
  %span127 = sub i64 %len126, 1
  %span128 = sext i64 %span127 to i128
  %reach129 = mul i128 %step125, %span128
  %c130 = icmp slt i128 %reach129, 0
  %min131 = select i1 %c130, i128 %reach129, i128 0
  %c132 = icmp sgt i128 %reach129, 0
  %max133 = select i1 %c132, i128 %reach129, i128 0
  %least134 = add i128 %base119, %min131
  %most135 = add i128 %base119, %max133
  %fits_low136 = icmp sge i128 %least134, -9223372036854775808
  %fits_high137 = icmp sle i128 %most135, 9223372036854775807
  %fits138 = and i1 %fits_low136, %fits_high137
  %least139 = select i1 %fits138, i128 %least134, i128 -9223372036854775808
  %most140 = select i1 %fits138, i128 %most135, i128 9223372036854775807
  %sub141 = sub i64 %dim8, 1
  %base142 = sext i64 %sub141 to i128
  %fits_low143 = icmp sge i128 %base142, -9223372036854775808
  %fits_high144 = icmp sle i128 %base142, 9223372036854775807
  %fits145 = and i1 %fits_low143, %fits_high144
  %least146 = select i1 %fits145, i128 %base142, i128 -9223372036854775808
  %most147 = select i1 %fits145, i128 %base142, i128 9223372036854775807
  %c148 = icmp slt i128 %least139, %least146
  %min149 = select i1 %c148, i128 %least139, i128 %least146
  %c150 = icmp slt i128 %most140, %most147
  %min151 = select i1 %c150, i128 %most140, i128 %most147
  %c152 = icmp sgt i128 0, %min149
  %max153 = select i1 %c152, i128 0, i128 %min149
  %c154 = icmp sgt i128 0, %min151
  %max155 = select i1 %c154, i128 0, i128 %min151
  %extent156 = sext i64 %dim8 to i128
  %low_ok157 = icmp sge i128 %max153, 0
  %high_ok158 = icmp slt i128 %max155, %extent156
  %ok159 = and i1 %ok116, %low_ok157
  %ok160 = and i1 %ok159, %high_ok158
  %v161 = load i64, ptr %i, align 8
  %add162 = add i64 %v161, 0
  %sub163 = sub i64 %dim, 1
  %c164 = icmp slt i64 %add162, %sub163
  %mm165 = select i1 %c164, i64 %add162, i64 %sub163
  %c166 = icmp sgt i64 0, %mm165
  %mm167 = select i1 %c166, i64 0, i64 %mm165
  %base168 = sext i64 %mm167 to i128
  %fits_low169 = icmp sge i128 %base168, -9223372036854775808
  %fits_high170 = icmp sle i128 %base168, 9223372036854775807
  %fits171 = and i1 %fits_low169, %fits_high170
  %least172 = select i1 %fits171, i128 %base168, i128 -9223372036854775808
  %most173 = select i1 %fits171, i128 %base168, i128 9223372036854775807
  %extent174 = sext i64 %dim to i128
  %low_ok175 = icmp sge i128 %least172, 0
  %high_ok176 = icmp slt i128 %most173, %extent174
  %ok177 = and i1 %ok160, %low_ok175
  %ok178 = and i1 %ok177, %high_ok176
  %v179 = load i64, ptr %i, align 8
  %add180 = add i64 %v179, 1
  %sub181 = sub i64 %dim, 1
  %c182 = icmp slt i64 %add180, %sub181
  %mm183 = select i1 %c182, i64 %add180, i64 %sub181
  %c184 = icmp sgt i64 0, %mm183
  %mm185 = select i1 %c184, i64 0, i64 %mm183
  %base186 = sext i64 %mm185 to i128
  %fits_low187 = icmp sge i128 %base186, -9223372036854775808
  %fits_high188 = icmp sle i128 %base186, 9223372036854775807
  %fits189 = and i1 %fits_low187, %fits_high188
  %least190 = select i1 %fits189, i128 %base186, i128 -9223372036854775808
  %most191 = select i1 %fits189, i128 %base186, i128 9223372036854775807
  %extent192 = sext i64 %dim to i128
  %low_ok193 = icmp sge i128 %least190, 0
  %high_ok194 = icmp slt i128 %most191, %extent192
  %ok195 = and i1 %ok178, %low_ok193
  %ok196 = and i1 %ok195, %high_ok194
  br i1 %ok196, label %proved, label %checked

proved:                                           ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop197

checked:                                          ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop410

versions_done:                                    ; preds = %exit412, %exit199
  store i64 %min23, ptr %j, align 8
  %v753 = load i64, ptr %i, align 8
  %add754 = add i64 %v753, -1
  %sub755 = sub i64 %dim, 1
  %c756 = icmp slt i64 %add754, %sub755
  %mm757 = select i1 %c756, i64 %add754, i64 %sub755
  %c758 = icmp sgt i64 0, %mm757
  %mm759 = select i1 %c758, i64 0, i64 %mm757
  %base760 = sext i64 %mm759 to i128
  %fits_low761 = icmp sge i128 %base760, -9223372036854775808
  %fits_high762 = icmp sle i128 %base760, 9223372036854775807
  %fits763 = and i1 %fits_low761, %fits_high762
  %least764 = select i1 %fits763, i128 %base760, i128 -9223372036854775808
  %most765 = select i1 %fits763, i128 %base760, i128 9223372036854775807
  %extent766 = sext i64 %dim to i128
  %low_ok767 = icmp sge i128 %least764, 0
  %high_ok768 = icmp slt i128 %most765, %extent766
  %ok769 = and i1 true, %low_ok767
  %ok770 = and i1 %ok769, %high_ok768
  %v771 = load i64, ptr %j, align 8
  %add772 = add i64 %v771, -1
  %base773 = sext i64 %add772 to i128
  %next774 = add i64 %min23, 1
  store i64 %next774, ptr %j, align 8
  %v775 = load i64, ptr %j, align 8
  %add776 = add i64 %v775, -1
  store i64 %min23, ptr %j, align 8
  %at_next777 = sext i64 %add776 to i128
  %step778 = sub i128 %at_next777, %base773
  %step779 = trunc i128 %step778 to i64
  %step780 = sext i64 %step779 to i128
  %len781 = sub i64 %min27, %min23
  %span782 = sub i64 %len781, 1
  %span783 = sext i64 %span782 to i128
  %reach784 = mul i128 %step780, %span783
  %c785 = icmp slt i128 %reach784, 0
  %min786 = select i1 %c785, i128 %reach784, i128 0
  %c787 = icmp sgt i128 %reach784, 0
  %max788 = select i1 %c787, i128 %reach784, i128 0
  %least789 = add i128 %base773, %min786
  %most790 = add i128 %base773, %max788
  %fits_low791 = icmp sge i128 %least789, -9223372036854775808
  %fits_high792 = icmp sle i128 %most790, 9223372036854775807
  %fits793 = and i1 %fits_low791, %fits_high792
  %least794 = select i1 %fits793, i128 %least789, i128 -9223372036854775808
  %most795 = select i1 %fits793, i128 %most790, i128 9223372036854775807
  %sub796 = sub i64 %dim8, 1
  %base797 = sext i64 %sub796 to i128
  %fits_low798 = icmp sge i128 %base797, -9223372036854775808
  %fits_high799 = icmp sle i128 %base797, 9223372036854775807
  %fits800 = and i1 %fits_low798, %fits_high799
  %least801 = select i1 %fits800, i128 %base797, i128 -9223372036854775808
  %most802 = select i1 %fits800, i128 %base797, i128 9223372036854775807
  %c803 = icmp slt i128 %least794, %least801
  %min804 = select i1 %c803, i128 %least794, i128 %least801
  %c805 = icmp slt i128 %most795, %most802
  %min806 = select i1 %c805, i128 %most795, i128 %most802
  %c807 = icmp sgt i128 0, %min804
  %max808 = select i1 %c807, i128 0, i128 %min804
  %c809 = icmp sgt i128 0, %min806
  %max810 = select i1 %c809, i128 0, i128 %min806
  %extent811 = sext i64 %dim8 to i128
  %low_ok812 = icmp sge i128 %max808, 0
  %high_ok813 = icmp slt i128 %max810, %extent811
  %ok814 = and i1 %ok770, %low_ok812
  %ok815 = and i1 %ok814, %high_ok813
  %v816 = load i64, ptr %j, align 8
  %add817 = add i64 %v816, 0
  %base818 = sext i64 %add817 to i128
  %next819 = add i64 %min23, 1
  store i64 %next819, ptr %j, align 8
  %v820 = load i64, ptr %j, align 8
  %add821 = add i64 %v820, 0
  store i64 %min23, ptr %j, align 8
  %at_next822 = sext i64 %add821 to i128
  %step823 = sub i128 %at_next822, %base818
  %step824 = trunc i128 %step823 to i64
  %step825 = sext i64 %step824 to i128
  %len826 = sub i64 %min27, %min23
  %span827 = sub i64 %len826, 1
  %span828 = sext i64 %span827 to i128
  %reach829 = mul i128 %step825, %span828
  %c830 = icmp slt i128 %reach829, 0
  %min831 = select i1 %c830, i128 %reach829, i128 0
  %c832 = icmp sgt i128 %reach829, 0
  %max833 = select i1 %c832, i128 %reach829, i128 0
  %least834 = add i128 %base818, %min831
  %most835 = add i128 %base818, %max833
  %fits_low836 = icmp sge i128 %least834, -9223372036854775808
  %fits_high837 = icmp sle i128 %most835, 9223372036854775807
  %fits838 = and i1 %fits_low836, %fits_high837
  %least839 = select i1 %fits838, i128 %least834, i128 -9223372036854775808
  %most840 = select i1 %fits838, i128 %most835, i128 9223372036854775807
  %sub841 = sub i64 %dim8, 1
  %base842 = sext i64 %sub841 to i128
  %fits_low843 = icmp sge i128 %base842, -9223372036854775808
  %fits_high844 = icmp sle i128 %base842, 9223372036854775807
  %fits845 = and i1 %fits_low843, %fits_high844
  %least846 = select i1 %fits845, i128 %base842, i128 -9223372036854775808
  %most847 = select i1 %fits845, i128 %base842, i128 9223372036854775807
  %c848 = icmp slt i128 %least839, %least846
  %min849 = select i1 %c848, i128 %least839, i128 %least846
  %c850 = icmp slt i128 %most840, %most847
  %min851 = select i1 %c850, i128 %most840, i128 %most847
  %c852 = icmp sgt i128 0, %min849
  %max853 = select i1 %c852, i128 0, i128 %min849
  %c854 = icmp sgt i128 0, %min851
  %max855 = select i1 %c854, i128 0, i128 %min851
  %extent856 = sext i64 %dim8 to i128
  %low_ok857 = icmp sge i128 %max853, 0
  %high_ok858 = icmp slt i128 %max855, %extent856
  %ok859 = and i1 %ok815, %low_ok857
  %ok860 = and i1 %ok859, %high_ok858
  %v861 = load i64, ptr %j, align 8
  %add862 = add i64 %v861, 1
  %base863 = sext i64 %add862 to i128
  %next864 = add i64 %min23, 1
  store i64 %next864, ptr %j, align 8
  %v865 = load i64, ptr %j, align 8
  %add866 = add i64 %v865, 1
  store i64 %min23, ptr %j, align 8
  %at_next867 = sext i64 %add866 to i128
  %step868 = sub i128 %at_next867, %base863
  %step869 = trunc i128 %step868 to i64
  %step870 = sext i64 %step869 to i128
  %len871 = sub i64 %min27, %min23
  %span872 = sub i64 %len871, 1
  %span873 = sext i64 %span872 to i128
  %reach874 = mul i128 %step870, %span873
  %c875 = icmp slt i128 %reach874, 0
  %min876 = select i1 %c875, i128 %reach874, i128 0
  %c877 = icmp sgt i128 %reach874, 0
  %max878 = select i1 %c877, i128 %reach874, i128 0
  %least879 = add i128 %base863, %min876
  %most880 = add i128 %base863, %max878
  %fits_low881 = icmp sge i128 %least879, -9223372036854775808
  %fits_high882 = icmp sle i128 %most880, 9223372036854775807
  %fits883 = and i1 %fits_low881, %fits_high882
  %least884 = select i1 %fits883, i128 %least879, i128 -9223372036854775808
  %most885 = select i1 %fits883, i128 %most880, i128 9223372036854775807
  %sub886 = sub i64 %dim8, 1
  %base887 = sext i64 %sub886 to i128
  %fits_low888 = icmp sge i128 %base887, -9223372036854775808
  %fits_high889 = icmp sle i128 %base887, 9223372036854775807
  %fits890 = and i1 %fits_low888, %fits_high889
  %least891 = select i1 %fits890, i128 %base887, i128 -9223372036854775808
  %most892 = select i1 %fits890, i128 %base887, i128 9223372036854775807
  %c893 = icmp slt i128 %least884, %least891
  %min894 = select i1 %c893, i128 %least884, i128 %least891
  %c895 = icmp slt i128 %most885, %most892
  %min896 = select i1 %c895, i128 %most885, i128 %most892
  %c897 = icmp sgt i128 0, %min894
  %max898 = select i1 %c897, i128 0, i128 %min894
  %c899 = icmp sgt i128 0, %min896
  %max900 = select i1 %c899, i128 0, i128 %min896
  %extent901 = sext i64 %dim8 to i128
  %low_ok902 = icmp sge i128 %max898, 0
  %high_ok903 = icmp slt i128 %max900, %extent901
  %ok904 = and i1 %ok860, %low_ok902
  %ok905 = and i1 %ok904, %high_ok903
  %v906 = load i64, ptr %i, align 8
  %add907 = add i64 %v906, 0
  %sub908 = sub i64 %dim, 1
  %c909 = icmp slt i64 %add907, %sub908
  %mm910 = select i1 %c909, i64 %add907, i64 %sub908
  %c911 = icmp sgt i64 0, %mm910
  %mm912 = select i1 %c911, i64 0, i64 %mm910
  %base913 = sext i64 %mm912 to i128
  %fits_low914 = icmp sge i128 %base913, -9223372036854775808
  %fits_high915 = icmp sle i128 %base913, 9223372036854775807
  %fits916 = and i1 %fits_low914, %fits_high915
  %least917 = select i1 %fits916, i128 %base913, i128 -9223372036854775808
  %most918 = select i1 %fits916, i128 %base913, i128 9223372036854775807
  %extent919 = sext i64 %dim to i128
  %low_ok920 = icmp sge i128 %least917, 0
  %high_ok921 = icmp slt i128 %most918, %extent919
  %ok922 = and i1 %ok905, %low_ok920
  %ok923 = and i1 %ok922, %high_ok921
  %v924 = load i64, ptr %i, align 8
  %add925 = add i64 %v924, 1
  %sub926 = sub i64 %dim, 1
  %c927 = icmp slt i64 %add925, %sub926
  %mm928 = select i1 %c927, i64 %add925, i64 %sub926
  %c929 = icmp sgt i64 0, %mm928
  %mm930 = select i1 %c929, i64 0, i64 %mm928
  %base931 = sext i64 %mm930 to i128
  %fits_low932 = icmp sge i128 %base931, -9223372036854775808
  %fits_high933 = icmp sle i128 %base931, 9223372036854775807
  %fits934 = and i1 %fits_low932, %fits_high933
  %least935 = select i1 %fits934, i128 %base931, i128 -9223372036854775808
  %most936 = select i1 %fits934, i128 %base931, i128 9223372036854775807
  %extent937 = sext i64 %dim to i128
  %low_ok938 = icmp sge i128 %least935, 0
  %high_ok939 = icmp slt i128 %most936, %extent937
  %ok940 = and i1 %ok923, %low_ok938
  %ok941 = and i1 %ok940, %high_ok939
  br i1 %ok941, label %proved942, label %checked943

loop197:                                          ; preds = %body198, %proved
  %i200 = load i64, ptr %j, align 8
  %more201 = icmp slt i64 %i200, %min23
  br i1 %more201, label %body198, label %exit199

body198:                                          ; preds = %loop197
  %v202 = load i64, ptr %i, align 8
  %add203 = add i64 %v202, -1
  %sub204 = sub i64 %dim, 1
  %c205 = icmp slt i64 %add203, %sub204
  %mm206 = select i1 %c205, i64 %add203, i64 %sub204
  %c207 = icmp sgt i64 0, %mm206
  %mm208 = select i1 %c207, i64 0, i64 %mm206
  %v209 = load i64, ptr %j, align 8
  %add210 = add i64 %v209, -1
  %sub211 = sub i64 %dim8, 1
  %c212 = icmp slt i64 %add210, %sub211
  %mm213 = select i1 %c212, i64 %add210, i64 %sub211
  %c214 = icmp sgt i64 0, %mm213
  %mm215 = select i1 %c214, i64 0, i64 %mm213
  %pos = mul i64 0, %dim
  %pos216 = add i64 %pos, %mm208
  %pos217 = mul i64 %pos216, %dim8
  %pos218 = add i64 %pos217, %mm215
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos218
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %bright_7, align 4
  %v219 = load i64, ptr %i, align 8
  %add220 = add i64 %v219, -1
  %sub221 = sub i64 %dim, 1
  %c222 = icmp slt i64 %add220, %sub221
  %mm223 = select i1 %c222, i64 %add220, i64 %sub221
  %c224 = icmp sgt i64 0, %mm223
  %mm225 = select i1 %c224, i64 0, i64 %mm223
  %v226 = load i64, ptr %j, align 8
  %add227 = add i64 %v226, 0
  %sub228 = sub i64 %dim8, 1
  %c229 = icmp slt i64 %add227, %sub228
  %mm230 = select i1 %c229, i64 %add227, i64 %sub228
  %c231 = icmp sgt i64 0, %mm230
  %mm232 = select i1 %c231, i64 0, i64 %mm230
  %pos233 = mul i64 0, %dim
  %pos234 = add i64 %pos233, %mm225
  %pos235 = mul i64 %pos234, %dim8
  %pos236 = add i64 %pos235, %mm232
  %elp237 = getelementptr inbounds float, ptr %buf, i64 %pos236
  %el238 = load float, ptr %elp237, align 4, !alias.scope !0, !noalias !3
  store float %el238, ptr %bright_8, align 4
  %v239 = load i64, ptr %i, align 8
  %add240 = add i64 %v239, -1
  %sub241 = sub i64 %dim, 1
  %c242 = icmp slt i64 %add240, %sub241
  %mm243 = select i1 %c242, i64 %add240, i64 %sub241
  %c244 = icmp sgt i64 0, %mm243
  %mm245 = select i1 %c244, i64 0, i64 %mm243
  %v246 = load i64, ptr %j, align 8
  %add247 = add i64 %v246, 1
  %sub248 = sub i64 %dim8, 1
  %c249 = icmp slt i64 %add247, %sub248
  %mm250 = select i1 %c249, i64 %add247, i64 %sub248
  %c251 = icmp sgt i64 0, %mm250
  %mm252 = select i1 %c251, i64 0, i64 %mm250
  %pos253 = mul i64 0, %dim
  %pos254 = add i64 %pos253, %mm245
  %pos255 = mul i64 %pos254, %dim8
  %pos256 = add i64 %pos255, %mm252
  %elp257 = getelementptr inbounds float, ptr %buf, i64 %pos256
  %el258 = load float, ptr %elp257, align 4, !alias.scope !0, !noalias !3
  store float %el258, ptr %bright_9, align 4
  %v259 = load i64, ptr %i, align 8
  %add260 = add i64 %v259, 0
  %sub261 = sub i64 %dim, 1
  %c262 = icmp slt i64 %add260, %sub261
  %mm263 = select i1 %c262, i64 %add260, i64 %sub261
  %c264 = icmp sgt i64 0, %mm263
  %mm265 = select i1 %c264, i64 0, i64 %mm263
  %v266 = load i64, ptr %j, align 8
  %add267 = add i64 %v266, -1
  %sub268 = sub i64 %dim8, 1
  %c269 = icmp slt i64 %add267, %sub268
  %mm270 = select i1 %c269, i64 %add267, i64 %sub268
  %c271 = icmp sgt i64 0, %mm270
  %mm272 = select i1 %c271, i64 0, i64 %mm270
  %pos273 = mul i64 0, %dim
  %pos274 = add i64 %pos273, %mm265
  %pos275 = mul i64 %pos274, %dim8
  %pos276 = add i64 %pos275, %mm272
  %elp277 = getelementptr inbounds float, ptr %buf, i64 %pos276
  %el278 = load float, ptr %elp277, align 4, !alias.scope !0, !noalias !3
  store float %el278, ptr %bright_10, align 4
  %v279 = load i64, ptr %i, align 8
  %add280 = add i64 %v279, 0
  %sub281 = sub i64 %dim, 1
  %c282 = icmp slt i64 %add280, %sub281
  %mm283 = select i1 %c282, i64 %add280, i64 %sub281
  %c284 = icmp sgt i64 0, %mm283
  %mm285 = select i1 %c284, i64 0, i64 %mm283
  %v286 = load i64, ptr %j, align 8
  %add287 = add i64 %v286, 0
  %sub288 = sub i64 %dim8, 1
  %c289 = icmp slt i64 %add287, %sub288
  %mm290 = select i1 %c289, i64 %add287, i64 %sub288
  %c291 = icmp sgt i64 0, %mm290
  %mm292 = select i1 %c291, i64 0, i64 %mm290
  %pos293 = mul i64 0, %dim
  %pos294 = add i64 %pos293, %mm285
  %pos295 = mul i64 %pos294, %dim8
  %pos296 = add i64 %pos295, %mm292
  %elp297 = getelementptr inbounds float, ptr %buf, i64 %pos296
  %el298 = load float, ptr %elp297, align 4, !alias.scope !0, !noalias !3
  store float %el298, ptr %bright_11, align 4
  %v299 = load i64, ptr %i, align 8
  %add300 = add i64 %v299, 0
  %sub301 = sub i64 %dim, 1
  %c302 = icmp slt i64 %add300, %sub301
  %mm303 = select i1 %c302, i64 %add300, i64 %sub301
  %c304 = icmp sgt i64 0, %mm303
  %mm305 = select i1 %c304, i64 0, i64 %mm303
  %v306 = load i64, ptr %j, align 8
  %add307 = add i64 %v306, 1
  %sub308 = sub i64 %dim8, 1
  %c309 = icmp slt i64 %add307, %sub308
  %mm310 = select i1 %c309, i64 %add307, i64 %sub308
  %c311 = icmp sgt i64 0, %mm310
  %mm312 = select i1 %c311, i64 0, i64 %mm310
  %pos313 = mul i64 0, %dim
  %pos314 = add i64 %pos313, %mm305
  %pos315 = mul i64 %pos314, %dim8
  %pos316 = add i64 %pos315, %mm312
  %elp317 = getelementptr inbounds float, ptr %buf, i64 %pos316
  %el318 = load float, ptr %elp317, align 4, !alias.scope !0, !noalias !3
  store float %el318, ptr %bright_12, align 4
  %v319 = load i64, ptr %i, align 8
  %add320 = add i64 %v319, 1
  %sub321 = sub i64 %dim, 1
  %c322 = icmp slt i64 %add320, %sub321
  %mm323 = select i1 %c322, i64 %add320, i64 %sub321
  %c324 = icmp sgt i64 0, %mm323
  %mm325 = select i1 %c324, i64 0, i64 %mm323
  %v326 = load i64, ptr %j, align 8
  %add327 = add i64 %v326, -1
  %sub328 = sub i64 %dim8, 1
  %c329 = icmp slt i64 %add327, %sub328
  %mm330 = select i1 %c329, i64 %add327, i64 %sub328
  %c331 = icmp sgt i64 0, %mm330
  %mm332 = select i1 %c331, i64 0, i64 %mm330
  %pos333 = mul i64 0, %dim
  %pos334 = add i64 %pos333, %mm325
  %pos335 = mul i64 %pos334, %dim8
  %pos336 = add i64 %pos335, %mm332
  %elp337 = getelementptr inbounds float, ptr %buf, i64 %pos336
  %el338 = load float, ptr %elp337, align 4, !alias.scope !0, !noalias !3
  store float %el338, ptr %bright_13, align 4
  %v339 = load i64, ptr %i, align 8
  %add340 = add i64 %v339, 1
  %sub341 = sub i64 %dim, 1
  %c342 = icmp slt i64 %add340, %sub341
  %mm343 = select i1 %c342, i64 %add340, i64 %sub341
  %c344 = icmp sgt i64 0, %mm343
  %mm345 = select i1 %c344, i64 0, i64 %mm343
  %v346 = load i64, ptr %j, align 8
  %add347 = add i64 %v346, 0
  %sub348 = sub i64 %dim8, 1
  %c349 = icmp slt i64 %add347, %sub348
  %mm350 = select i1 %c349, i64 %add347, i64 %sub348
  %c351 = icmp sgt i64 0, %mm350
  %mm352 = select i1 %c351, i64 0, i64 %mm350
  %pos353 = mul i64 0, %dim
  %pos354 = add i64 %pos353, %mm345
  %pos355 = mul i64 %pos354, %dim8
  %pos356 = add i64 %pos355, %mm352
  %elp357 = getelementptr inbounds float, ptr %buf, i64 %pos356
  %el358 = load float, ptr %elp357, align 4, !alias.scope !0, !noalias !3
  store float %el358, ptr %bright_14, align 4
  %v359 = load i64, ptr %i, align 8
  %add360 = add i64 %v359, 1
  %sub361 = sub i64 %dim, 1
  %c362 = icmp slt i64 %add360, %sub361
  %mm363 = select i1 %c362, i64 %add360, i64 %sub361
  %c364 = icmp sgt i64 0, %mm363
  %mm365 = select i1 %c364, i64 0, i64 %mm363
  %v366 = load i64, ptr %j, align 8
  %add367 = add i64 %v366, 1
  %sub368 = sub i64 %dim8, 1
  %c369 = icmp slt i64 %add367, %sub368
  %mm370 = select i1 %c369, i64 %add367, i64 %sub368
  %c371 = icmp sgt i64 0, %mm370
  %mm372 = select i1 %c371, i64 0, i64 %mm370
  %pos373 = mul i64 0, %dim
  %pos374 = add i64 %pos373, %mm365
  %pos375 = mul i64 %pos374, %dim8
  %pos376 = add i64 %pos375, %mm372
  %elp377 = getelementptr inbounds float, ptr %buf, i64 %pos376
  %el378 = load float, ptr %elp377, align 4, !alias.scope !0, !noalias !3
  store float %el378, ptr %bright_15, align 4
  %v379 = load float, ptr %bright_7, align 4
  %v380 = load float, ptr %bright_8, align 4
  %fm = fmul float 2.000000e+00, %v380
  %fa = fadd float %v379, %fm
  %v381 = load float, ptr %bright_9, align 4
  %fa382 = fadd float %fa, %v381
  %v383 = load float, ptr %bright_10, align 4
  %fm384 = fmul float 2.000000e+00, %v383
  %fa385 = fadd float %fa382, %fm384
  %v386 = load float, ptr %bright_11, align 4
  %fm387 = fmul float 4.000000e+00, %v386
  %fa388 = fadd float %fa385, %fm387
  %v389 = load float, ptr %bright_12, align 4
  %fm390 = fmul float 2.000000e+00, %v389
  %fa391 = fadd float %fa388, %fm390
  %v392 = load float, ptr %bright_13, align 4
  %fa393 = fadd float %fa391, %v392
  %v394 = load float, ptr %bright_14, align 4
  %fm395 = fmul float 2.000000e+00, %v394
  %fa396 = fadd float %fa393, %fm395
  %v397 = load float, ptr %bright_15, align 4
  %fa398 = fadd float %fa396, %v397
  %fd = fdiv float %fa398, 1.600000e+01
  store float %fd, ptr %blurred_4, align 4
  %v399 = load i64, ptr %i, align 8
  %v400 = load i64, ptr %j, align 8
  %pos401 = mul i64 0, %dim
  %pos402 = add i64 %pos401, %v399
  %pos403 = mul i64 %pos402, %dim8
  %pos404 = add i64 %pos403, %v400
  %v405 = load float, ptr %blurred_4, align 4
  %elp408 = getelementptr inbounds float, ptr %buf407, i64 %pos404
  store float %v405, ptr %elp408, align 4, !alias.scope !3, !noalias !0
  %i409 = load i64, ptr %j, align 8
  %next = add i64 %i409, 1
  store i64 %next, ptr %j, align 8
  br label %loop197

exit199:                                          ; preds = %loop197
  br label %versions_done

loop410:                                          ; preds = %ok711, %checked
  %i413 = load i64, ptr %j, align 8
  %more414 = icmp slt i64 %i413, %min23
  br i1 %more414, label %body411, label %exit412

body411:                                          ; preds = %loop410
  %v415 = load i64, ptr %i, align 8
  %add416 = add i64 %v415, -1
  %sub417 = sub i64 %dim, 1
  %c418 = icmp slt i64 %add416, %sub417
  %mm419 = select i1 %c418, i64 %add416, i64 %sub417
  %c420 = icmp sgt i64 0, %mm419
  %mm421 = select i1 %c420, i64 0, i64 %mm419
  %v422 = load i64, ptr %j, align 8
  %add423 = add i64 %v422, -1
  %sub424 = sub i64 %dim8, 1
  %c425 = icmp slt i64 %add423, %sub424
  %mm426 = select i1 %c425, i64 %add423, i64 %sub424
  %c427 = icmp sgt i64 0, %mm426
  %mm428 = select i1 %c427, i64 0, i64 %mm426
  %inb = icmp ult i64 %mm421, %dim
  br i1 %inb, label %ok430, label %fail429

exit412:                                          ; preds = %loop410
  br label %versions_done

fail429:                                          ; preds = %body411
  %errp431 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp431, align 8
  %errp432 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp432, align 8
  %errp433 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm421, ptr %errp433, align 8
  %errp434 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp434, align 8
  ret i32 1

ok430:                                            ; preds = %body411
  %pos435 = mul i64 0, %dim
  %pos436 = add i64 %pos435, %mm421
  %inb437 = icmp ult i64 %mm428, %dim8
  br i1 %inb437, label %ok439, label %fail438

fail438:                                          ; preds = %ok430
  %errp440 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp440, align 8
  %errp441 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp441, align 8
  %errp442 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm428, ptr %errp442, align 8
  %errp443 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp443, align 8
  ret i32 1

ok439:                                            ; preds = %ok430
  %pos444 = mul i64 %pos436, %dim8
  %pos445 = add i64 %pos444, %mm428
  %elp446 = getelementptr inbounds float, ptr %buf, i64 %pos445
  %el447 = load float, ptr %elp446, align 4, !alias.scope !0, !noalias !3
  store float %el447, ptr %bright_7, align 4
  %v448 = load i64, ptr %i, align 8
  %add449 = add i64 %v448, -1
  %sub450 = sub i64 %dim, 1
  %c451 = icmp slt i64 %add449, %sub450
  %mm452 = select i1 %c451, i64 %add449, i64 %sub450
  %c453 = icmp sgt i64 0, %mm452
  %mm454 = select i1 %c453, i64 0, i64 %mm452
  %v455 = load i64, ptr %j, align 8
  %add456 = add i64 %v455, 0
  %sub457 = sub i64 %dim8, 1
  %c458 = icmp slt i64 %add456, %sub457
  %mm459 = select i1 %c458, i64 %add456, i64 %sub457
  %c460 = icmp sgt i64 0, %mm459
  %mm461 = select i1 %c460, i64 0, i64 %mm459
  %inb462 = icmp ult i64 %mm454, %dim
  br i1 %inb462, label %ok464, label %fail463

fail463:                                          ; preds = %ok439
  %errp465 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp465, align 8
  %errp466 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp466, align 8
  %errp467 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm454, ptr %errp467, align 8
  %errp468 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp468, align 8
  ret i32 1

ok464:                                            ; preds = %ok439
  %pos469 = mul i64 0, %dim
  %pos470 = add i64 %pos469, %mm454
  %inb471 = icmp ult i64 %mm461, %dim8
  br i1 %inb471, label %ok473, label %fail472

fail472:                                          ; preds = %ok464
  %errp474 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp474, align 8
  %errp475 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp475, align 8
  %errp476 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm461, ptr %errp476, align 8
  %errp477 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp477, align 8
  ret i32 1

ok473:                                            ; preds = %ok464
  %pos478 = mul i64 %pos470, %dim8
  %pos479 = add i64 %pos478, %mm461
  %elp480 = getelementptr inbounds float, ptr %buf, i64 %pos479
  %el481 = load float, ptr %elp480, align 4, !alias.scope !0, !noalias !3
  store float %el481, ptr %bright_8, align 4
  %v482 = load i64, ptr %i, align 8
  %add483 = add i64 %v482, -1
  %sub484 = sub i64 %dim, 1
  %c485 = icmp slt i64 %add483, %sub484
  %mm486 = select i1 %c485, i64 %add483, i64 %sub484
  %c487 = icmp sgt i64 0, %mm486
  %mm488 = select i1 %c487, i64 0, i64 %mm486
  %v489 = load i64, ptr %j, align 8
  %add490 = add i64 %v489, 1
  %sub491 = sub i64 %dim8, 1
  %c492 = icmp slt i64 %add490, %sub491
  %mm493 = select i1 %c492, i64 %add490, i64 %sub491
  %c494 = icmp sgt i64 0, %mm493
  %mm495 = select i1 %c494, i64 0, i64 %mm493
  %inb496 = icmp ult i64 %mm488, %dim
  br i1 %inb496, label %ok498, label %fail497

fail497:                                          ; preds = %ok473
  %errp499 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp499, align 8
  %errp500 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp500, align 8
  %errp501 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm488, ptr %errp501, align 8
  %errp502 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp502, align 8
  ret i32 1

ok498:                                            ; preds = %ok473
  %pos503 = mul i64 0, %dim
  %pos504 = add i64 %pos503, %mm488
  %inb505 = icmp ult i64 %mm495, %dim8
  br i1 %inb505, label %ok507, label %fail506

fail506:                                          ; preds = %ok498
  %errp508 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp508, align 8
  %errp509 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp509, align 8
  %errp510 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm495, ptr %errp510, align 8
  %errp511 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp511, align 8
  ret i32 1

ok507:                                            ; preds = %ok498
  %pos512 = mul i64 %pos504, %dim8
  %pos513 = add i64 %pos512, %mm495
  %elp514 = getelementptr inbounds float, ptr %buf, i64 %pos513
  %el515 = load float, ptr %elp514, align 4, !alias.scope !0, !noalias !3
  store float %el515, ptr %bright_9, align 4
  %v516 = load i64, ptr %i, align 8
  %add517 = add i64 %v516, 0
  %sub518 = sub i64 %dim, 1
  %c519 = icmp slt i64 %add517, %sub518
  %mm520 = select i1 %c519, i64 %add517, i64 %sub518
  %c521 = icmp sgt i64 0, %mm520
  %mm522 = select i1 %c521, i64 0, i64 %mm520
  %v523 = load i64, ptr %j, align 8
  %add524 = add i64 %v523, -1
  %sub525 = sub i64 %dim8, 1
  %c526 = icmp slt i64 %add524, %sub525
  %mm527 = select i1 %c526, i64 %add524, i64 %sub525
  %c528 = icmp sgt i64 0, %mm527
  %mm529 = select i1 %c528, i64 0, i64 %mm527
  %inb530 = icmp ult i64 %mm522, %dim
  br i1 %inb530, label %ok532, label %fail531

fail531:                                          ; preds = %ok507
  %errp533 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp533, align 8
  %errp534 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp534, align 8
  %errp535 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm522, ptr %errp535, align 8
  %errp536 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp536, align 8
  ret i32 1

ok532:                                            ; preds = %ok507
  %pos537 = mul i64 0, %dim
  %pos538 = add i64 %pos537, %mm522
  %inb539 = icmp ult i64 %mm529, %dim8
  br i1 %inb539, label %ok541, label %fail540

fail540:                                          ; preds = %ok532
  %errp542 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp542, align 8
  %errp543 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp543, align 8
  %errp544 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm529, ptr %errp544, align 8
  %errp545 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp545, align 8
  ret i32 1

ok541:                                            ; preds = %ok532
  %pos546 = mul i64 %pos538, %dim8
  %pos547 = add i64 %pos546, %mm529
  %elp548 = getelementptr inbounds float, ptr %buf, i64 %pos547
  %el549 = load float, ptr %elp548, align 4, !alias.scope !0, !noalias !3
  store float %el549, ptr %bright_10, align 4
  %v550 = load i64, ptr %i, align 8
  %add551 = add i64 %v550, 0
  %sub552 = sub i64 %dim, 1
  %c553 = icmp slt i64 %add551, %sub552
  %mm554 = select i1 %c553, i64 %add551, i64 %sub552
  %c555 = icmp sgt i64 0, %mm554
  %mm556 = select i1 %c555, i64 0, i64 %mm554
  %v557 = load i64, ptr %j, align 8
  %add558 = add i64 %v557, 0
  %sub559 = sub i64 %dim8, 1
  %c560 = icmp slt i64 %add558, %sub559
  %mm561 = select i1 %c560, i64 %add558, i64 %sub559
  %c562 = icmp sgt i64 0, %mm561
  %mm563 = select i1 %c562, i64 0, i64 %mm561
  %inb564 = icmp ult i64 %mm556, %dim
  br i1 %inb564, label %ok566, label %fail565

fail565:                                          ; preds = %ok541
  %errp567 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp567, align 8
  %errp568 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp568, align 8
  %errp569 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm556, ptr %errp569, align 8
  %errp570 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp570, align 8
  ret i32 1

ok566:                                            ; preds = %ok541
  %pos571 = mul i64 0, %dim
  %pos572 = add i64 %pos571, %mm556
  %inb573 = icmp ult i64 %mm563, %dim8
  br i1 %inb573, label %ok575, label %fail574

fail574:                                          ; preds = %ok566
  %errp576 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp576, align 8
  %errp577 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp577, align 8
  %errp578 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm563, ptr %errp578, align 8
  %errp579 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp579, align 8
  ret i32 1

ok575:                                            ; preds = %ok566
  %pos580 = mul i64 %pos572, %dim8
  %pos581 = add i64 %pos580, %mm563
  %elp582 = getelementptr inbounds float, ptr %buf, i64 %pos581
  %el583 = load float, ptr %elp582, align 4, !alias.scope !0, !noalias !3
  store float %el583, ptr %bright_11, align 4
  %v584 = load i64, ptr %i, align 8
  %add585 = add i64 %v584, 0
  %sub586 = sub i64 %dim, 1
  %c587 = icmp slt i64 %add585, %sub586
  %mm588 = select i1 %c587, i64 %add585, i64 %sub586
  %c589 = icmp sgt i64 0, %mm588
  %mm590 = select i1 %c589, i64 0, i64 %mm588
  %v591 = load i64, ptr %j, align 8
  %add592 = add i64 %v591, 1
  %sub593 = sub i64 %dim8, 1
  %c594 = icmp slt i64 %add592, %sub593
  %mm595 = select i1 %c594, i64 %add592, i64 %sub593
  %c596 = icmp sgt i64 0, %mm595
  %mm597 = select i1 %c596, i64 0, i64 %mm595
  %inb598 = icmp ult i64 %mm590, %dim
  br i1 %inb598, label %ok600, label %fail599

fail599:                                          ; preds = %ok575
  %errp601 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp601, align 8
  %errp602 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp602, align 8
  %errp603 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm590, ptr %errp603, align 8
  %errp604 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp604, align 8
  ret i32 1

ok600:                                            ; preds = %ok575
  %pos605 = mul i64 0, %dim
  %pos606 = add i64 %pos605, %mm590
  %inb607 = icmp ult i64 %mm597, %dim8
  br i1 %inb607, label %ok609, label %fail608

fail608:                                          ; preds = %ok600
  %errp610 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp610, align 8
  %errp611 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp611, align 8
  %errp612 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm597, ptr %errp612, align 8
  %errp613 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp613, align 8
  ret i32 1

ok609:                                            ; preds = %ok600
  %pos614 = mul i64 %pos606, %dim8
  %pos615 = add i64 %pos614, %mm597
  %elp616 = getelementptr inbounds float, ptr %buf, i64 %pos615
  %el617 = load float, ptr %elp616, align 4, !alias.scope !0, !noalias !3
  store float %el617, ptr %bright_12, align 4
  %v618 = load i64, ptr %i, align 8
  %add619 = add i64 %v618, 1
  %sub620 = sub i64 %dim, 1
  %c621 = icmp slt i64 %add619, %sub620
  %mm622 = select i1 %c621, i64 %add619, i64 %sub620
  %c623 = icmp sgt i64 0, %mm622
  %mm624 = select i1 %c623, i64 0, i64 %mm622
  %v625 = load i64, ptr %j, align 8
  %add626 = add i64 %v625, -1
  %sub627 = sub i64 %dim8, 1
  %c628 = icmp slt i64 %add626, %sub627
  %mm629 = select i1 %c628, i64 %add626, i64 %sub627
  %c630 = icmp sgt i64 0, %mm629
  %mm631 = select i1 %c630, i64 0, i64 %mm629
  %inb632 = icmp ult i64 %mm624, %dim
  br i1 %inb632, label %ok634, label %fail633

fail633:                                          ; preds = %ok609
  %errp635 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp635, align 8
  %errp636 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp636, align 8
  %errp637 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm624, ptr %errp637, align 8
  %errp638 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp638, align 8
  ret i32 1

ok634:                                            ; preds = %ok609
  %pos639 = mul i64 0, %dim
  %pos640 = add i64 %pos639, %mm624
  %inb641 = icmp ult i64 %mm631, %dim8
  br i1 %inb641, label %ok643, label %fail642

fail642:                                          ; preds = %ok634
  %errp644 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp644, align 8
  %errp645 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp645, align 8
  %errp646 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm631, ptr %errp646, align 8
  %errp647 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp647, align 8
  ret i32 1

ok643:                                            ; preds = %ok634
  %pos648 = mul i64 %pos640, %dim8
  %pos649 = add i64 %pos648, %mm631
  %elp650 = getelementptr inbounds float, ptr %buf, i64 %pos649
  %el651 = load float, ptr %elp650, align 4, !alias.scope !0, !noalias !3
  store float %el651, ptr %bright_13, align 4
  %v652 = load i64, ptr %i, align 8
  %add653 = add i64 %v652, 1
  %sub654 = sub i64 %dim, 1
  %c655 = icmp slt i64 %add653, %sub654
  %mm656 = select i1 %c655, i64 %add653, i64 %sub654
  %c657 = icmp sgt i64 0, %mm656
  %mm658 = select i1 %c657, i64 0, i64 %mm656
  %v659 = load i64, ptr %j, align 8
  %add660 = add i64 %v659, 0
  %sub661 = sub i64 %dim8, 1
  %c662 = icmp slt i64 %add660, %sub661
  %mm663 = select i1 %c662, i64 %add660, i64 %sub661
  %c664 = icmp sgt i64 0, %mm663
  %mm665 = select i1 %c664, i64 0, i64 %mm663
  %inb666 = icmp ult i64 %mm658, %dim
  br i1 %inb666, label %ok668, label %fail667

fail667:                                          ; preds = %ok643
  %errp669 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp669, align 8
  %errp670 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp670, align 8
  %errp671 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm658, ptr %errp671, align 8
  %errp672 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp672, align 8
  ret i32 1

ok668:                                            ; preds = %ok643
  %pos673 = mul i64 0, %dim
  %pos674 = add i64 %pos673, %mm658
  %inb675 = icmp ult i64 %mm665, %dim8
  br i1 %inb675, label %ok677, label %fail676

fail676:                                          ; preds = %ok668
  %errp678 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp678, align 8
  %errp679 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp679, align 8
  %errp680 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm665, ptr %errp680, align 8
  %errp681 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp681, align 8
  ret i32 1

ok677:                                            ; preds = %ok668
  %pos682 = mul i64 %pos674, %dim8
  %pos683 = add i64 %pos682, %mm665
  %elp684 = getelementptr inbounds float, ptr %buf, i64 %pos683
  %el685 = load float, ptr %elp684, align 4, !alias.scope !0, !noalias !3
  store float %el685, ptr %bright_14, align 4
  %v686 = load i64, ptr %i, align 8
  %add687 = add i64 %v686, 1
  %sub688 = sub i64 %dim, 1
  %c689 = icmp slt i64 %add687, %sub688
  %mm690 = select i1 %c689, i64 %add687, i64 %sub688
  %c691 = icmp sgt i64 0, %mm690
  %mm692 = select i1 %c691, i64 0, i64 %mm690
  %v693 = load i64, ptr %j, align 8
  %add694 = add i64 %v693, 1
  %sub695 = sub i64 %dim8, 1
  %c696 = icmp slt i64 %add694, %sub695
  %mm697 = select i1 %c696, i64 %add694, i64 %sub695
  %c698 = icmp sgt i64 0, %mm697
  %mm699 = select i1 %c698, i64 0, i64 %mm697
  %inb700 = icmp ult i64 %mm692, %dim
  br i1 %inb700, label %ok702, label %fail701

fail701:                                          ; preds = %ok677
  %errp703 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp703, align 8
  %errp704 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp704, align 8
  %errp705 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm692, ptr %errp705, align 8
  %errp706 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp706, align 8
  ret i32 1

ok702:                                            ; preds = %ok677
  %pos707 = mul i64 0, %dim
  %pos708 = add i64 %pos707, %mm692
  %inb709 = icmp ult i64 %mm699, %dim8
  br i1 %inb709, label %ok711, label %fail710

fail710:                                          ; preds = %ok702
  %errp712 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp712, align 8
  %errp713 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp713, align 8
  %errp714 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm699, ptr %errp714, align 8
  %errp715 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp715, align 8
  ret i32 1

ok711:                                            ; preds = %ok702
  %pos716 = mul i64 %pos708, %dim8
  %pos717 = add i64 %pos716, %mm699
  %elp718 = getelementptr inbounds float, ptr %buf, i64 %pos717
  %el719 = load float, ptr %elp718, align 4, !alias.scope !0, !noalias !3
  store float %el719, ptr %bright_15, align 4
  %v720 = load float, ptr %bright_7, align 4
  %v721 = load float, ptr %bright_8, align 4
  %fm722 = fmul float 2.000000e+00, %v721
  %fa723 = fadd float %v720, %fm722
  %v724 = load float, ptr %bright_9, align 4
  %fa725 = fadd float %fa723, %v724
  %v726 = load float, ptr %bright_10, align 4
  %fm727 = fmul float 2.000000e+00, %v726
  %fa728 = fadd float %fa725, %fm727
  %v729 = load float, ptr %bright_11, align 4
  %fm730 = fmul float 4.000000e+00, %v729
  %fa731 = fadd float %fa728, %fm730
  %v732 = load float, ptr %bright_12, align 4
  %fm733 = fmul float 2.000000e+00, %v732
  %fa734 = fadd float %fa731, %fm733
  %v735 = load float, ptr %bright_13, align 4
  %fa736 = fadd float %fa734, %v735
  %v737 = load float, ptr %bright_14, align 4
  %fm738 = fmul float 2.000000e+00, %v737
  %fa739 = fadd float %fa736, %fm738
  %v740 = load float, ptr %bright_15, align 4
  %fa741 = fadd float %fa739, %v740
  %fd742 = fdiv float %fa741, 1.600000e+01
  store float %fd742, ptr %blurred_4, align 4
  %v743 = load i64, ptr %i, align 8
  %v744 = load i64, ptr %j, align 8
  %pos745 = mul i64 0, %dim
  %pos746 = add i64 %pos745, %v743
  %pos747 = mul i64 %pos746, %dim8
  %pos748 = add i64 %pos747, %v744
  %v749 = load float, ptr %blurred_4, align 4
  %elp750 = getelementptr inbounds float, ptr %buf407, i64 %pos748
  store float %v749, ptr %elp750, align 4, !alias.scope !3, !noalias !0
  %i751 = load i64, ptr %j, align 8
  %next752 = add i64 %i751, 1
  store i64 %next752, ptr %j, align 8
  br label %loop410

proved942:                                        ; preds = %versions_done
  store i64 %min23, ptr %j, align 8
  br label %loop945

checked943:                                       ; preds = %versions_done
  store i64 %min23, ptr %j, align 8
  br label %loop1117

versions_done944:                                 ; preds = %exit1119, %exit947
  store i64 %min27, ptr %j, align 8
  %v1416 = load i64, ptr %i, align 8
  %add1417 = add i64 %v1416, -1
  %sub1418 = sub i64 %dim, 1
  %c1419 = icmp slt i64 %add1417, %sub1418
  %mm1420 = select i1 %c1419, i64 %add1417, i64 %sub1418
  %c1421 = icmp sgt i64 0, %mm1420
  %mm1422 = select i1 %c1421, i64 0, i64 %mm1420
  %base1423 = sext i64 %mm1422 to i128
  %fits_low1424 = icmp sge i128 %base1423, -9223372036854775808
  %fits_high1425 = icmp sle i128 %base1423, 9223372036854775807
  %fits1426 = and i1 %fits_low1424, %fits_high1425
  %least1427 = select i1 %fits1426, i128 %base1423, i128 -9223372036854775808
  %most1428 = select i1 %fits1426, i128 %base1423, i128 9223372036854775807
  %extent1429 = sext i64 %dim to i128
  %low_ok1430 = icmp sge i128 %least1427, 0
  %high_ok1431 = icmp slt i128 %most1428, %extent1429
  %ok1432 = and i1 true, %low_ok1430
  %ok1433 = and i1 %ok1432, %high_ok1431
  %v1434 = load i64, ptr %j, align 8
  %add1435 = add i64 %v1434, -1
  %base1436 = sext i64 %add1435 to i128
  %next1437 = add i64 %min27, 1
  store i64 %next1437, ptr %j, align 8
  %v1438 = load i64, ptr %j, align 8
  %add1439 = add i64 %v1438, -1
  store i64 %min27, ptr %j, align 8
  %at_next1440 = sext i64 %add1439 to i128
  %step1441 = sub i128 %at_next1440, %base1436
  %step1442 = trunc i128 %step1441 to i64
  %step1443 = sext i64 %step1442 to i128
  %len1444 = sub i64 %dim8, %min27
  %span1445 = sub i64 %len1444, 1
  %span1446 = sext i64 %span1445 to i128
  %reach1447 = mul i128 %step1443, %span1446
  %c1448 = icmp slt i128 %reach1447, 0
  %min1449 = select i1 %c1448, i128 %reach1447, i128 0
  %c1450 = icmp sgt i128 %reach1447, 0
  %max1451 = select i1 %c1450, i128 %reach1447, i128 0
  %least1452 = add i128 %base1436, %min1449
  %most1453 = add i128 %base1436, %max1451
  %fits_low1454 = icmp sge i128 %least1452, -9223372036854775808
  %fits_high1455 = icmp sle i128 %most1453, 9223372036854775807
  %fits1456 = and i1 %fits_low1454, %fits_high1455
  %least1457 = select i1 %fits1456, i128 %least1452, i128 -9223372036854775808
  %most1458 = select i1 %fits1456, i128 %most1453, i128 9223372036854775807
  %sub1459 = sub i64 %dim8, 1
  %base1460 = sext i64 %sub1459 to i128
  %fits_low1461 = icmp sge i128 %base1460, -9223372036854775808
  %fits_high1462 = icmp sle i128 %base1460, 9223372036854775807
  %fits1463 = and i1 %fits_low1461, %fits_high1462
  %least1464 = select i1 %fits1463, i128 %base1460, i128 -9223372036854775808
  %most1465 = select i1 %fits1463, i128 %base1460, i128 9223372036854775807
  %c1466 = icmp slt i128 %least1457, %least1464
  %min1467 = select i1 %c1466, i128 %least1457, i128 %least1464
  %c1468 = icmp slt i128 %most1458, %most1465
  %min1469 = select i1 %c1468, i128 %most1458, i128 %most1465
  %c1470 = icmp sgt i128 0, %min1467
  %max1471 = select i1 %c1470, i128 0, i128 %min1467
  %c1472 = icmp sgt i128 0, %min1469
  %max1473 = select i1 %c1472, i128 0, i128 %min1469
  %extent1474 = sext i64 %dim8 to i128
  %low_ok1475 = icmp sge i128 %max1471, 0
  %high_ok1476 = icmp slt i128 %max1473, %extent1474
  %ok1477 = and i1 %ok1433, %low_ok1475
  %ok1478 = and i1 %ok1477, %high_ok1476
  %v1479 = load i64, ptr %j, align 8
  %add1480 = add i64 %v1479, 0
  %base1481 = sext i64 %add1480 to i128
  %next1482 = add i64 %min27, 1
  store i64 %next1482, ptr %j, align 8
  %v1483 = load i64, ptr %j, align 8
  %add1484 = add i64 %v1483, 0
  store i64 %min27, ptr %j, align 8
  %at_next1485 = sext i64 %add1484 to i128
  %step1486 = sub i128 %at_next1485, %base1481
  %step1487 = trunc i128 %step1486 to i64
  %step1488 = sext i64 %step1487 to i128
  %len1489 = sub i64 %dim8, %min27
  %span1490 = sub i64 %len1489, 1
  %span1491 = sext i64 %span1490 to i128
  %reach1492 = mul i128 %step1488, %span1491
  %c1493 = icmp slt i128 %reach1492, 0
  %min1494 = select i1 %c1493, i128 %reach1492, i128 0
  %c1495 = icmp sgt i128 %reach1492, 0
  %max1496 = select i1 %c1495, i128 %reach1492, i128 0
  %least1497 = add i128 %base1481, %min1494
  %most1498 = add i128 %base1481, %max1496
  %fits_low1499 = icmp sge i128 %least1497, -9223372036854775808
  %fits_high1500 = icmp sle i128 %most1498, 9223372036854775807
  %fits1501 = and i1 %fits_low1499, %fits_high1500
  %least1502 = select i1 %fits1501, i128 %least1497, i128 -9223372036854775808
  %most1503 = select i1 %fits1501, i128 %most1498, i128 9223372036854775807
  %sub1504 = sub i64 %dim8, 1
  %base1505 = sext i64 %sub1504 to i128
  %fits_low1506 = icmp sge i128 %base1505, -9223372036854775808
  %fits_high1507 = icmp sle i128 %base1505, 9223372036854775807
  %fits1508 = and i1 %fits_low1506, %fits_high1507
  %least1509 = select i1 %fits1508, i128 %base1505, i128 -9223372036854775808
  %most1510 = select i1 %fits1508, i128 %base1505, i128 9223372036854775807
  %c1511 = icmp slt i128 %least1502, %least1509
  %min1512 = select i1 %c1511, i128 %least1502, i128 %least1509
  %c1513 = icmp slt i128 %most1503, %most1510
  %min1514 = select i1 %c1513, i128 %most1503, i128 %most1510
  %c1515 = icmp sgt i128 0, %min1512
  %max1516 = select i1 %c1515, i128 0, i128 %min1512
  %c1517 = icmp sgt i128 0, %min1514
  %max1518 = select i1 %c1517, i128 0, i128 %min1514
  %extent1519 = sext i64 %dim8 to i128
  %low_ok1520 = icmp sge i128 %max1516, 0
  %high_ok1521 = icmp slt i128 %max1518, %extent1519
  %ok1522 = and i1 %ok1478, %low_ok1520
  %ok1523 = and i1 %ok1522, %high_ok1521
  %v1524 = load i64, ptr %j, align 8
  %add1525 = add i64 %v1524, 1
  %base1526 = sext i64 %add1525 to i128
  %next1527 = add i64 %min27, 1
  store i64 %next1527, ptr %j, align 8
  %v1528 = load i64, ptr %j, align 8
  %add1529 = add i64 %v1528, 1
  store i64 %min27, ptr %j, align 8
  %at_next1530 = sext i64 %add1529 to i128
  %step1531 = sub i128 %at_next1530, %base1526
  %step1532 = trunc i128 %step1531 to i64
  %step1533 = sext i64 %step1532 to i128
  %len1534 = sub i64 %dim8, %min27
  %span1535 = sub i64 %len1534, 1
  %span1536 = sext i64 %span1535 to i128
  %reach1537 = mul i128 %step1533, %span1536
  %c1538 = icmp slt i128 %reach1537, 0
  %min1539 = select i1 %c1538, i128 %reach1537, i128 0
  %c1540 = icmp sgt i128 %reach1537, 0
  %max1541 = select i1 %c1540, i128 %reach1537, i128 0
  %least1542 = add i128 %base1526, %min1539
  %most1543 = add i128 %base1526, %max1541
  %fits_low1544 = icmp sge i128 %least1542, -9223372036854775808
  %fits_high1545 = icmp sle i128 %most1543, 9223372036854775807
  %fits1546 = and i1 %fits_low1544, %fits_high1545
  %least1547 = select i1 %fits1546, i128 %least1542, i128 -9223372036854775808
  %most1548 = select i1 %fits1546, i128 %most1543, i128 9223372036854775807
  %sub1549 = sub i64 %dim8, 1
  %base1550 = sext i64 %sub1549 to i128
  %fits_low1551 = icmp sge i128 %base1550, -9223372036854775808
  %fits_high1552 = icmp sle i128 %base1550, 9223372036854775807
  %fits1553 = and i1 %fits_low1551, %fits_high1552
  %least1554 = select i1 %fits1553, i128 %base1550, i128 -9223372036854775808
  %most1555 = select i1 %fits1553, i128 %base1550, i128 9223372036854775807
  %c1556 = icmp slt i128 %least1547, %least1554
  %min1557 = select i1 %c1556, i128 %least1547, i128 %least1554
  %c1558 = icmp slt i128 %most1548, %most1555
  %min1559 = select i1 %c1558, i128 %most1548, i128 %most1555
  %c1560 = icmp sgt i128 0, %min1557
  %max1561 = select i1 %c1560, i128 0, i128 %min1557
  %c1562 = icmp sgt i128 0, %min1559
  %max1563 = select i1 %c1562, i128 0, i128 %min1559
  %extent1564 = sext i64 %dim8 to i128
  %low_ok1565 = icmp sge i128 %max1561, 0
  %high_ok1566 = icmp slt i128 %max1563, %extent1564
  %ok1567 = and i1 %ok1523, %low_ok1565
  %ok1568 = and i1 %ok1567, %high_ok1566
  %v1569 = load i64, ptr %i, align 8
  %add1570 = add i64 %v1569, 0
  %sub1571 = sub i64 %dim, 1
  %c1572 = icmp slt i64 %add1570, %sub1571
  %mm1573 = select i1 %c1572, i64 %add1570, i64 %sub1571
  %c1574 = icmp sgt i64 0, %mm1573
  %mm1575 = select i1 %c1574, i64 0, i64 %mm1573
  %base1576 = sext i64 %mm1575 to i128
  %fits_low1577 = icmp sge i128 %base1576, -9223372036854775808
  %fits_high1578 = icmp sle i128 %base1576, 9223372036854775807
  %fits1579 = and i1 %fits_low1577, %fits_high1578
  %least1580 = select i1 %fits1579, i128 %base1576, i128 -9223372036854775808
  %most1581 = select i1 %fits1579, i128 %base1576, i128 9223372036854775807
  %extent1582 = sext i64 %dim to i128
  %low_ok1583 = icmp sge i128 %least1580, 0
  %high_ok1584 = icmp slt i128 %most1581, %extent1582
  %ok1585 = and i1 %ok1568, %low_ok1583
  %ok1586 = and i1 %ok1585, %high_ok1584
  %v1587 = load i64, ptr %i, align 8
  %add1588 = add i64 %v1587, 1
  %sub1589 = sub i64 %dim, 1
  %c1590 = icmp slt i64 %add1588, %sub1589
  %mm1591 = select i1 %c1590, i64 %add1588, i64 %sub1589
  %c1592 = icmp sgt i64 0, %mm1591
  %mm1593 = select i1 %c1592, i64 0, i64 %mm1591
  %base1594 = sext i64 %mm1593 to i128
  %fits_low1595 = icmp sge i128 %base1594, -9223372036854775808
  %fits_high1596 = icmp sle i128 %base1594, 9223372036854775807
  %fits1597 = and i1 %fits_low1595, %fits_high1596
  %least1598 = select i1 %fits1597, i128 %base1594, i128 -9223372036854775808
  %most1599 = select i1 %fits1597, i128 %base1594, i128 9223372036854775807
  %extent1600 = sext i64 %dim to i128
  %low_ok1601 = icmp sge i128 %least1598, 0
  %high_ok1602 = icmp slt i128 %most1599, %extent1600
  %ok1603 = and i1 %ok1586, %low_ok1601
  %ok1604 = and i1 %ok1603, %high_ok1602
  br i1 %ok1604, label %proved1605, label %checked1606

loop945:                                          ; preds = %body946, %proved942
  %i948 = load i64, ptr %j, align 8
  %more949 = icmp slt i64 %i948, %min27
  br i1 %more949, label %body946, label %exit947

body946:                                          ; preds = %loop945
  %v950 = load i64, ptr %i, align 8
  %add951 = add i64 %v950, -1
  %sub952 = sub i64 %dim, 1
  %c953 = icmp slt i64 %add951, %sub952
  %mm954 = select i1 %c953, i64 %add951, i64 %sub952
  %c955 = icmp sgt i64 0, %mm954
  %mm956 = select i1 %c955, i64 0, i64 %mm954
  %j957 = load i64, ptr %j, align 8
  %tap = add i64 %j957, -1
  %pos958 = mul i64 0, %dim
  %pos959 = add i64 %pos958, %mm956
  %pos960 = mul i64 %pos959, %dim8
  %pos961 = add i64 %pos960, %tap
  %elp962 = getelementptr inbounds float, ptr %buf, i64 %pos961
  %el963 = load float, ptr %elp962, align 4, !alias.scope !0, !noalias !3
  store float %el963, ptr %bright_7, align 4
  %v964 = load i64, ptr %i, align 8
  %add965 = add i64 %v964, -1
  %sub966 = sub i64 %dim, 1
  %c967 = icmp slt i64 %add965, %sub966
  %mm968 = select i1 %c967, i64 %add965, i64 %sub966
  %c969 = icmp sgt i64 0, %mm968
  %mm970 = select i1 %c969, i64 0, i64 %mm968
  %j971 = load i64, ptr %j, align 8
  %tap972 = add i64 %j971, 0
  %pos973 = mul i64 0, %dim
  %pos974 = add i64 %pos973, %mm970
  %pos975 = mul i64 %pos974, %dim8
  %pos976 = add i64 %pos975, %tap972
  %elp977 = getelementptr inbounds float, ptr %buf, i64 %pos976
  %el978 = load float, ptr %elp977, align 4, !alias.scope !0, !noalias !3
  store float %el978, ptr %bright_8, align 4
  %v979 = load i64, ptr %i, align 8
  %add980 = add i64 %v979, -1
  %sub981 = sub i64 %dim, 1
  %c982 = icmp slt i64 %add980, %sub981
  %mm983 = select i1 %c982, i64 %add980, i64 %sub981
  %c984 = icmp sgt i64 0, %mm983
  %mm985 = select i1 %c984, i64 0, i64 %mm983
  %j986 = load i64, ptr %j, align 8
  %tap987 = add i64 %j986, 1
  %pos988 = mul i64 0, %dim
  %pos989 = add i64 %pos988, %mm985
  %pos990 = mul i64 %pos989, %dim8
  %pos991 = add i64 %pos990, %tap987
  %elp992 = getelementptr inbounds float, ptr %buf, i64 %pos991
  %el993 = load float, ptr %elp992, align 4, !alias.scope !0, !noalias !3
  store float %el993, ptr %bright_9, align 4
  %v994 = load i64, ptr %i, align 8
  %add995 = add i64 %v994, 0
  %sub996 = sub i64 %dim, 1
  %c997 = icmp slt i64 %add995, %sub996
  %mm998 = select i1 %c997, i64 %add995, i64 %sub996
  %c999 = icmp sgt i64 0, %mm998
  %mm1000 = select i1 %c999, i64 0, i64 %mm998
  %j1001 = load i64, ptr %j, align 8
  %tap1002 = add i64 %j1001, -1
  %pos1003 = mul i64 0, %dim
  %pos1004 = add i64 %pos1003, %mm1000
  %pos1005 = mul i64 %pos1004, %dim8
  %pos1006 = add i64 %pos1005, %tap1002
  %elp1007 = getelementptr inbounds float, ptr %buf, i64 %pos1006
  %el1008 = load float, ptr %elp1007, align 4, !alias.scope !0, !noalias !3
  store float %el1008, ptr %bright_10, align 4
  %v1009 = load i64, ptr %i, align 8
  %add1010 = add i64 %v1009, 0
  %sub1011 = sub i64 %dim, 1
  %c1012 = icmp slt i64 %add1010, %sub1011
  %mm1013 = select i1 %c1012, i64 %add1010, i64 %sub1011
  %c1014 = icmp sgt i64 0, %mm1013
  %mm1015 = select i1 %c1014, i64 0, i64 %mm1013
  %j1016 = load i64, ptr %j, align 8
  %tap1017 = add i64 %j1016, 0
  %pos1018 = mul i64 0, %dim
  %pos1019 = add i64 %pos1018, %mm1015
  %pos1020 = mul i64 %pos1019, %dim8
  %pos1021 = add i64 %pos1020, %tap1017
  %elp1022 = getelementptr inbounds float, ptr %buf, i64 %pos1021
  %el1023 = load float, ptr %elp1022, align 4, !alias.scope !0, !noalias !3
  store float %el1023, ptr %bright_11, align 4
  %v1024 = load i64, ptr %i, align 8
  %add1025 = add i64 %v1024, 0
  %sub1026 = sub i64 %dim, 1
  %c1027 = icmp slt i64 %add1025, %sub1026
  %mm1028 = select i1 %c1027, i64 %add1025, i64 %sub1026
  %c1029 = icmp sgt i64 0, %mm1028
  %mm1030 = select i1 %c1029, i64 0, i64 %mm1028
  %j1031 = load i64, ptr %j, align 8
  %tap1032 = add i64 %j1031, 1
  %pos1033 = mul i64 0, %dim
  %pos1034 = add i64 %pos1033, %mm1030
  %pos1035 = mul i64 %pos1034, %dim8
  %pos1036 = add i64 %pos1035, %tap1032
  %elp1037 = getelementptr inbounds float, ptr %buf, i64 %pos1036
  %el1038 = load float, ptr %elp1037, align 4, !alias.scope !0, !noalias !3
  store float %el1038, ptr %bright_12, align 4
  %v1039 = load i64, ptr %i, align 8
  %add1040 = add i64 %v1039, 1
  %sub1041 = sub i64 %dim, 1
  %c1042 = icmp slt i64 %add1040, %sub1041
  %mm1043 = select i1 %c1042, i64 %add1040, i64 %sub1041
  %c1044 = icmp sgt i64 0, %mm1043
  %mm1045 = select i1 %c1044, i64 0, i64 %mm1043
  %j1046 = load i64, ptr %j, align 8
  %tap1047 = add i64 %j1046, -1
  %pos1048 = mul i64 0, %dim
  %pos1049 = add i64 %pos1048, %mm1045
  %pos1050 = mul i64 %pos1049, %dim8
  %pos1051 = add i64 %pos1050, %tap1047
  %elp1052 = getelementptr inbounds float, ptr %buf, i64 %pos1051
  %el1053 = load float, ptr %elp1052, align 4, !alias.scope !0, !noalias !3
  store float %el1053, ptr %bright_13, align 4
  %v1054 = load i64, ptr %i, align 8
  %add1055 = add i64 %v1054, 1
  %sub1056 = sub i64 %dim, 1
  %c1057 = icmp slt i64 %add1055, %sub1056
  %mm1058 = select i1 %c1057, i64 %add1055, i64 %sub1056
  %c1059 = icmp sgt i64 0, %mm1058
  %mm1060 = select i1 %c1059, i64 0, i64 %mm1058
  %j1061 = load i64, ptr %j, align 8
  %tap1062 = add i64 %j1061, 0
  %pos1063 = mul i64 0, %dim
  %pos1064 = add i64 %pos1063, %mm1060
  %pos1065 = mul i64 %pos1064, %dim8
  %pos1066 = add i64 %pos1065, %tap1062
  %elp1067 = getelementptr inbounds float, ptr %buf, i64 %pos1066
  %el1068 = load float, ptr %elp1067, align 4, !alias.scope !0, !noalias !3
  store float %el1068, ptr %bright_14, align 4
  %v1069 = load i64, ptr %i, align 8
  %add1070 = add i64 %v1069, 1
  %sub1071 = sub i64 %dim, 1
  %c1072 = icmp slt i64 %add1070, %sub1071
  %mm1073 = select i1 %c1072, i64 %add1070, i64 %sub1071
  %c1074 = icmp sgt i64 0, %mm1073
  %mm1075 = select i1 %c1074, i64 0, i64 %mm1073
  %j1076 = load i64, ptr %j, align 8
  %tap1077 = add i64 %j1076, 1
  %pos1078 = mul i64 0, %dim
  %pos1079 = add i64 %pos1078, %mm1075
  %pos1080 = mul i64 %pos1079, %dim8
  %pos1081 = add i64 %pos1080, %tap1077
  %elp1082 = getelementptr inbounds float, ptr %buf, i64 %pos1081
  %el1083 = load float, ptr %elp1082, align 4, !alias.scope !0, !noalias !3
  store float %el1083, ptr %bright_15, align 4
  %v1084 = load float, ptr %bright_7, align 4
  %v1085 = load float, ptr %bright_8, align 4
  %fm1086 = fmul float 2.000000e+00, %v1085
  %fa1087 = fadd float %v1084, %fm1086
  %v1088 = load float, ptr %bright_9, align 4
  %fa1089 = fadd float %fa1087, %v1088
  %v1090 = load float, ptr %bright_10, align 4
  %fm1091 = fmul float 2.000000e+00, %v1090
  %fa1092 = fadd float %fa1089, %fm1091
  %v1093 = load float, ptr %bright_11, align 4
  %fm1094 = fmul float 4.000000e+00, %v1093
  %fa1095 = fadd float %fa1092, %fm1094
  %v1096 = load float, ptr %bright_12, align 4
  %fm1097 = fmul float 2.000000e+00, %v1096
  %fa1098 = fadd float %fa1095, %fm1097
  %v1099 = load float, ptr %bright_13, align 4
  %fa1100 = fadd float %fa1098, %v1099
  %v1101 = load float, ptr %bright_14, align 4
  %fm1102 = fmul float 2.000000e+00, %v1101
  %fa1103 = fadd float %fa1100, %fm1102
  %v1104 = load float, ptr %bright_15, align 4
  %fa1105 = fadd float %fa1103, %v1104
  %fd1106 = fdiv float %fa1105, 1.600000e+01
  store float %fd1106, ptr %blurred_4, align 4
  %v1107 = load i64, ptr %i, align 8
  %v1108 = load i64, ptr %j, align 8
  %pos1109 = mul i64 0, %dim
  %pos1110 = add i64 %pos1109, %v1107
  %pos1111 = mul i64 %pos1110, %dim8
  %pos1112 = add i64 %pos1111, %v1108
  %v1113 = load float, ptr %blurred_4, align 4
  %elp1114 = getelementptr inbounds float, ptr %buf407, i64 %pos1112
  store float %v1113, ptr %elp1114, align 4, !alias.scope !3, !noalias !0
  %i1115 = load i64, ptr %j, align 8
  %next1116 = add i64 %i1115, 1
  store i64 %next1116, ptr %j, align 8
  br label %loop945

exit947:                                          ; preds = %loop945
  br label %versions_done944

loop1117:                                         ; preds = %ok1374, %checked943
  %i1120 = load i64, ptr %j, align 8
  %more1121 = icmp slt i64 %i1120, %min27
  br i1 %more1121, label %body1118, label %exit1119

body1118:                                         ; preds = %loop1117
  %v1122 = load i64, ptr %i, align 8
  %add1123 = add i64 %v1122, -1
  %sub1124 = sub i64 %dim, 1
  %c1125 = icmp slt i64 %add1123, %sub1124
  %mm1126 = select i1 %c1125, i64 %add1123, i64 %sub1124
  %c1127 = icmp sgt i64 0, %mm1126
  %mm1128 = select i1 %c1127, i64 0, i64 %mm1126
  %j1129 = load i64, ptr %j, align 8
  %tap1130 = add i64 %j1129, -1
  %inb1131 = icmp ult i64 %mm1128, %dim
  br i1 %inb1131, label %ok1133, label %fail1132

exit1119:                                         ; preds = %loop1117
  br label %versions_done944

fail1132:                                         ; preds = %body1118
  %errp1134 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1134, align 8
  %errp1135 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1135, align 8
  %errp1136 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1128, ptr %errp1136, align 8
  %errp1137 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1137, align 8
  ret i32 1

ok1133:                                           ; preds = %body1118
  %pos1138 = mul i64 0, %dim
  %pos1139 = add i64 %pos1138, %mm1128
  %inb1140 = icmp ult i64 %tap1130, %dim8
  br i1 %inb1140, label %ok1142, label %fail1141

fail1141:                                         ; preds = %ok1133
  %errp1143 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1143, align 8
  %errp1144 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1144, align 8
  %errp1145 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1130, ptr %errp1145, align 8
  %errp1146 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1146, align 8
  ret i32 1

ok1142:                                           ; preds = %ok1133
  %pos1147 = mul i64 %pos1139, %dim8
  %pos1148 = add i64 %pos1147, %tap1130
  %elp1149 = getelementptr inbounds float, ptr %buf, i64 %pos1148
  %el1150 = load float, ptr %elp1149, align 4, !alias.scope !0, !noalias !3
  store float %el1150, ptr %bright_7, align 4
  %v1151 = load i64, ptr %i, align 8
  %add1152 = add i64 %v1151, -1
  %sub1153 = sub i64 %dim, 1
  %c1154 = icmp slt i64 %add1152, %sub1153
  %mm1155 = select i1 %c1154, i64 %add1152, i64 %sub1153
  %c1156 = icmp sgt i64 0, %mm1155
  %mm1157 = select i1 %c1156, i64 0, i64 %mm1155
  %j1158 = load i64, ptr %j, align 8
  %tap1159 = add i64 %j1158, 0
  %inb1160 = icmp ult i64 %mm1157, %dim
  br i1 %inb1160, label %ok1162, label %fail1161

fail1161:                                         ; preds = %ok1142
  %errp1163 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1163, align 8
  %errp1164 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1164, align 8
  %errp1165 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1157, ptr %errp1165, align 8
  %errp1166 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1166, align 8
  ret i32 1

ok1162:                                           ; preds = %ok1142
  %pos1167 = mul i64 0, %dim
  %pos1168 = add i64 %pos1167, %mm1157
  %inb1169 = icmp ult i64 %tap1159, %dim8
  br i1 %inb1169, label %ok1171, label %fail1170

fail1170:                                         ; preds = %ok1162
  %errp1172 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1172, align 8
  %errp1173 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1173, align 8
  %errp1174 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1159, ptr %errp1174, align 8
  %errp1175 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1175, align 8
  ret i32 1

ok1171:                                           ; preds = %ok1162
  %pos1176 = mul i64 %pos1168, %dim8
  %pos1177 = add i64 %pos1176, %tap1159
  %elp1178 = getelementptr inbounds float, ptr %buf, i64 %pos1177
  %el1179 = load float, ptr %elp1178, align 4, !alias.scope !0, !noalias !3
  store float %el1179, ptr %bright_8, align 4
  %v1180 = load i64, ptr %i, align 8
  %add1181 = add i64 %v1180, -1
  %sub1182 = sub i64 %dim, 1
  %c1183 = icmp slt i64 %add1181, %sub1182
  %mm1184 = select i1 %c1183, i64 %add1181, i64 %sub1182
  %c1185 = icmp sgt i64 0, %mm1184
  %mm1186 = select i1 %c1185, i64 0, i64 %mm1184
  %j1187 = load i64, ptr %j, align 8
  %tap1188 = add i64 %j1187, 1
  %inb1189 = icmp ult i64 %mm1186, %dim
  br i1 %inb1189, label %ok1191, label %fail1190

fail1190:                                         ; preds = %ok1171
  %errp1192 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1192, align 8
  %errp1193 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1193, align 8
  %errp1194 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1186, ptr %errp1194, align 8
  %errp1195 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1195, align 8
  ret i32 1

ok1191:                                           ; preds = %ok1171
  %pos1196 = mul i64 0, %dim
  %pos1197 = add i64 %pos1196, %mm1186
  %inb1198 = icmp ult i64 %tap1188, %dim8
  br i1 %inb1198, label %ok1200, label %fail1199

fail1199:                                         ; preds = %ok1191
  %errp1201 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1201, align 8
  %errp1202 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1202, align 8
  %errp1203 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1188, ptr %errp1203, align 8
  %errp1204 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1204, align 8
  ret i32 1

ok1200:                                           ; preds = %ok1191
  %pos1205 = mul i64 %pos1197, %dim8
  %pos1206 = add i64 %pos1205, %tap1188
  %elp1207 = getelementptr inbounds float, ptr %buf, i64 %pos1206
  %el1208 = load float, ptr %elp1207, align 4, !alias.scope !0, !noalias !3
  store float %el1208, ptr %bright_9, align 4
  %v1209 = load i64, ptr %i, align 8
  %add1210 = add i64 %v1209, 0
  %sub1211 = sub i64 %dim, 1
  %c1212 = icmp slt i64 %add1210, %sub1211
  %mm1213 = select i1 %c1212, i64 %add1210, i64 %sub1211
  %c1214 = icmp sgt i64 0, %mm1213
  %mm1215 = select i1 %c1214, i64 0, i64 %mm1213
  %j1216 = load i64, ptr %j, align 8
  %tap1217 = add i64 %j1216, -1
  %inb1218 = icmp ult i64 %mm1215, %dim
  br i1 %inb1218, label %ok1220, label %fail1219

fail1219:                                         ; preds = %ok1200
  %errp1221 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1221, align 8
  %errp1222 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1222, align 8
  %errp1223 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1215, ptr %errp1223, align 8
  %errp1224 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1224, align 8
  ret i32 1

ok1220:                                           ; preds = %ok1200
  %pos1225 = mul i64 0, %dim
  %pos1226 = add i64 %pos1225, %mm1215
  %inb1227 = icmp ult i64 %tap1217, %dim8
  br i1 %inb1227, label %ok1229, label %fail1228

fail1228:                                         ; preds = %ok1220
  %errp1230 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1230, align 8
  %errp1231 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1231, align 8
  %errp1232 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1217, ptr %errp1232, align 8
  %errp1233 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1233, align 8
  ret i32 1

ok1229:                                           ; preds = %ok1220
  %pos1234 = mul i64 %pos1226, %dim8
  %pos1235 = add i64 %pos1234, %tap1217
  %elp1236 = getelementptr inbounds float, ptr %buf, i64 %pos1235
  %el1237 = load float, ptr %elp1236, align 4, !alias.scope !0, !noalias !3
  store float %el1237, ptr %bright_10, align 4
  %v1238 = load i64, ptr %i, align 8
  %add1239 = add i64 %v1238, 0
  %sub1240 = sub i64 %dim, 1
  %c1241 = icmp slt i64 %add1239, %sub1240
  %mm1242 = select i1 %c1241, i64 %add1239, i64 %sub1240
  %c1243 = icmp sgt i64 0, %mm1242
  %mm1244 = select i1 %c1243, i64 0, i64 %mm1242
  %j1245 = load i64, ptr %j, align 8
  %tap1246 = add i64 %j1245, 0
  %inb1247 = icmp ult i64 %mm1244, %dim
  br i1 %inb1247, label %ok1249, label %fail1248

fail1248:                                         ; preds = %ok1229
  %errp1250 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1250, align 8
  %errp1251 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1251, align 8
  %errp1252 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1244, ptr %errp1252, align 8
  %errp1253 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1253, align 8
  ret i32 1

ok1249:                                           ; preds = %ok1229
  %pos1254 = mul i64 0, %dim
  %pos1255 = add i64 %pos1254, %mm1244
  %inb1256 = icmp ult i64 %tap1246, %dim8
  br i1 %inb1256, label %ok1258, label %fail1257

fail1257:                                         ; preds = %ok1249
  %errp1259 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1259, align 8
  %errp1260 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1260, align 8
  %errp1261 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1246, ptr %errp1261, align 8
  %errp1262 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1262, align 8
  ret i32 1

ok1258:                                           ; preds = %ok1249
  %pos1263 = mul i64 %pos1255, %dim8
  %pos1264 = add i64 %pos1263, %tap1246
  %elp1265 = getelementptr inbounds float, ptr %buf, i64 %pos1264
  %el1266 = load float, ptr %elp1265, align 4, !alias.scope !0, !noalias !3
  store float %el1266, ptr %bright_11, align 4
  %v1267 = load i64, ptr %i, align 8
  %add1268 = add i64 %v1267, 0
  %sub1269 = sub i64 %dim, 1
  %c1270 = icmp slt i64 %add1268, %sub1269
  %mm1271 = select i1 %c1270, i64 %add1268, i64 %sub1269
  %c1272 = icmp sgt i64 0, %mm1271
  %mm1273 = select i1 %c1272, i64 0, i64 %mm1271
  %j1274 = load i64, ptr %j, align 8
  %tap1275 = add i64 %j1274, 1
  %inb1276 = icmp ult i64 %mm1273, %dim
  br i1 %inb1276, label %ok1278, label %fail1277

fail1277:                                         ; preds = %ok1258
  %errp1279 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1279, align 8
  %errp1280 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1280, align 8
  %errp1281 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1273, ptr %errp1281, align 8
  %errp1282 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1282, align 8
  ret i32 1

ok1278:                                           ; preds = %ok1258
  %pos1283 = mul i64 0, %dim
  %pos1284 = add i64 %pos1283, %mm1273
  %inb1285 = icmp ult i64 %tap1275, %dim8
  br i1 %inb1285, label %ok1287, label %fail1286

fail1286:                                         ; preds = %ok1278
  %errp1288 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1288, align 8
  %errp1289 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1289, align 8
  %errp1290 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1275, ptr %errp1290, align 8
  %errp1291 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1291, align 8
  ret i32 1

ok1287:                                           ; preds = %ok1278
  %pos1292 = mul i64 %pos1284, %dim8
  %pos1293 = add i64 %pos1292, %tap1275
  %elp1294 = getelementptr inbounds float, ptr %buf, i64 %pos1293
  %el1295 = load float, ptr %elp1294, align 4, !alias.scope !0, !noalias !3
  store float %el1295, ptr %bright_12, align 4
  %v1296 = load i64, ptr %i, align 8
  %add1297 = add i64 %v1296, 1
  %sub1298 = sub i64 %dim, 1
  %c1299 = icmp slt i64 %add1297, %sub1298
  %mm1300 = select i1 %c1299, i64 %add1297, i64 %sub1298
  %c1301 = icmp sgt i64 0, %mm1300
  %mm1302 = select i1 %c1301, i64 0, i64 %mm1300
  %j1303 = load i64, ptr %j, align 8
  %tap1304 = add i64 %j1303, -1
  %inb1305 = icmp ult i64 %mm1302, %dim
  br i1 %inb1305, label %ok1307, label %fail1306

fail1306:                                         ; preds = %ok1287
  %errp1308 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1308, align 8
  %errp1309 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1309, align 8
  %errp1310 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1302, ptr %errp1310, align 8
  %errp1311 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1311, align 8
  ret i32 1

ok1307:                                           ; preds = %ok1287
  %pos1312 = mul i64 0, %dim
  %pos1313 = add i64 %pos1312, %mm1302
  %inb1314 = icmp ult i64 %tap1304, %dim8
  br i1 %inb1314, label %ok1316, label %fail1315

fail1315:                                         ; preds = %ok1307
  %errp1317 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1317, align 8
  %errp1318 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1318, align 8
  %errp1319 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1304, ptr %errp1319, align 8
  %errp1320 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1320, align 8
  ret i32 1

ok1316:                                           ; preds = %ok1307
  %pos1321 = mul i64 %pos1313, %dim8
  %pos1322 = add i64 %pos1321, %tap1304
  %elp1323 = getelementptr inbounds float, ptr %buf, i64 %pos1322
  %el1324 = load float, ptr %elp1323, align 4, !alias.scope !0, !noalias !3
  store float %el1324, ptr %bright_13, align 4
  %v1325 = load i64, ptr %i, align 8
  %add1326 = add i64 %v1325, 1
  %sub1327 = sub i64 %dim, 1
  %c1328 = icmp slt i64 %add1326, %sub1327
  %mm1329 = select i1 %c1328, i64 %add1326, i64 %sub1327
  %c1330 = icmp sgt i64 0, %mm1329
  %mm1331 = select i1 %c1330, i64 0, i64 %mm1329
  %j1332 = load i64, ptr %j, align 8
  %tap1333 = add i64 %j1332, 0
  %inb1334 = icmp ult i64 %mm1331, %dim
  br i1 %inb1334, label %ok1336, label %fail1335

fail1335:                                         ; preds = %ok1316
  %errp1337 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1337, align 8
  %errp1338 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1338, align 8
  %errp1339 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1331, ptr %errp1339, align 8
  %errp1340 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1340, align 8
  ret i32 1

ok1336:                                           ; preds = %ok1316
  %pos1341 = mul i64 0, %dim
  %pos1342 = add i64 %pos1341, %mm1331
  %inb1343 = icmp ult i64 %tap1333, %dim8
  br i1 %inb1343, label %ok1345, label %fail1344

fail1344:                                         ; preds = %ok1336
  %errp1346 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1346, align 8
  %errp1347 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1347, align 8
  %errp1348 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1333, ptr %errp1348, align 8
  %errp1349 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1349, align 8
  ret i32 1

ok1345:                                           ; preds = %ok1336
  %pos1350 = mul i64 %pos1342, %dim8
  %pos1351 = add i64 %pos1350, %tap1333
  %elp1352 = getelementptr inbounds float, ptr %buf, i64 %pos1351
  %el1353 = load float, ptr %elp1352, align 4, !alias.scope !0, !noalias !3
  store float %el1353, ptr %bright_14, align 4
  %v1354 = load i64, ptr %i, align 8
  %add1355 = add i64 %v1354, 1
  %sub1356 = sub i64 %dim, 1
  %c1357 = icmp slt i64 %add1355, %sub1356
  %mm1358 = select i1 %c1357, i64 %add1355, i64 %sub1356
  %c1359 = icmp sgt i64 0, %mm1358
  %mm1360 = select i1 %c1359, i64 0, i64 %mm1358
  %j1361 = load i64, ptr %j, align 8
  %tap1362 = add i64 %j1361, 1
  %inb1363 = icmp ult i64 %mm1360, %dim
  br i1 %inb1363, label %ok1365, label %fail1364

fail1364:                                         ; preds = %ok1345
  %errp1366 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1366, align 8
  %errp1367 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1367, align 8
  %errp1368 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1360, ptr %errp1368, align 8
  %errp1369 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1369, align 8
  ret i32 1

ok1365:                                           ; preds = %ok1345
  %pos1370 = mul i64 0, %dim
  %pos1371 = add i64 %pos1370, %mm1360
  %inb1372 = icmp ult i64 %tap1362, %dim8
  br i1 %inb1372, label %ok1374, label %fail1373

fail1373:                                         ; preds = %ok1365
  %errp1375 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1375, align 8
  %errp1376 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1376, align 8
  %errp1377 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %tap1362, ptr %errp1377, align 8
  %errp1378 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1378, align 8
  ret i32 1

ok1374:                                           ; preds = %ok1365
  %pos1379 = mul i64 %pos1371, %dim8
  %pos1380 = add i64 %pos1379, %tap1362
  %elp1381 = getelementptr inbounds float, ptr %buf, i64 %pos1380
  %el1382 = load float, ptr %elp1381, align 4, !alias.scope !0, !noalias !3
  store float %el1382, ptr %bright_15, align 4
  %v1383 = load float, ptr %bright_7, align 4
  %v1384 = load float, ptr %bright_8, align 4
  %fm1385 = fmul float 2.000000e+00, %v1384
  %fa1386 = fadd float %v1383, %fm1385
  %v1387 = load float, ptr %bright_9, align 4
  %fa1388 = fadd float %fa1386, %v1387
  %v1389 = load float, ptr %bright_10, align 4
  %fm1390 = fmul float 2.000000e+00, %v1389
  %fa1391 = fadd float %fa1388, %fm1390
  %v1392 = load float, ptr %bright_11, align 4
  %fm1393 = fmul float 4.000000e+00, %v1392
  %fa1394 = fadd float %fa1391, %fm1393
  %v1395 = load float, ptr %bright_12, align 4
  %fm1396 = fmul float 2.000000e+00, %v1395
  %fa1397 = fadd float %fa1394, %fm1396
  %v1398 = load float, ptr %bright_13, align 4
  %fa1399 = fadd float %fa1397, %v1398
  %v1400 = load float, ptr %bright_14, align 4
  %fm1401 = fmul float 2.000000e+00, %v1400
  %fa1402 = fadd float %fa1399, %fm1401
  %v1403 = load float, ptr %bright_15, align 4
  %fa1404 = fadd float %fa1402, %v1403
  %fd1405 = fdiv float %fa1404, 1.600000e+01
  store float %fd1405, ptr %blurred_4, align 4
  %v1406 = load i64, ptr %i, align 8
  %v1407 = load i64, ptr %j, align 8
  %pos1408 = mul i64 0, %dim
  %pos1409 = add i64 %pos1408, %v1406
  %pos1410 = mul i64 %pos1409, %dim8
  %pos1411 = add i64 %pos1410, %v1407
  %v1412 = load float, ptr %blurred_4, align 4
  %elp1413 = getelementptr inbounds float, ptr %buf407, i64 %pos1411
  store float %v1412, ptr %elp1413, align 4, !alias.scope !3, !noalias !0
  %i1414 = load i64, ptr %j, align 8
  %next1415 = add i64 %i1414, 1
  store i64 %next1415, ptr %j, align 8
  br label %loop1117

proved1605:                                       ; preds = %versions_done944
  store i64 %min27, ptr %j, align 8
  br label %loop1608

checked1606:                                      ; preds = %versions_done944
  store i64 %min27, ptr %j, align 8
  br label %loop1826

versions_done1607:                                ; preds = %exit1828, %exit1610
  %i2170 = load i64, ptr %i, align 8
  %next2171 = add i64 %i2170, 1
  store i64 %next2171, ptr %i, align 8
  br label %loop

loop1608:                                         ; preds = %body1609, %proved1605
  %i1611 = load i64, ptr %j, align 8
  %more1612 = icmp slt i64 %i1611, %dim8
  br i1 %more1612, label %body1609, label %exit1610

body1609:                                         ; preds = %loop1608
  %v1613 = load i64, ptr %i, align 8
  %add1614 = add i64 %v1613, -1
  %sub1615 = sub i64 %dim, 1
  %c1616 = icmp slt i64 %add1614, %sub1615
  %mm1617 = select i1 %c1616, i64 %add1614, i64 %sub1615
  %c1618 = icmp sgt i64 0, %mm1617
  %mm1619 = select i1 %c1618, i64 0, i64 %mm1617
  %v1620 = load i64, ptr %j, align 8
  %add1621 = add i64 %v1620, -1
  %sub1622 = sub i64 %dim8, 1
  %c1623 = icmp slt i64 %add1621, %sub1622
  %mm1624 = select i1 %c1623, i64 %add1621, i64 %sub1622
  %c1625 = icmp sgt i64 0, %mm1624
  %mm1626 = select i1 %c1625, i64 0, i64 %mm1624
  %pos1627 = mul i64 0, %dim
  %pos1628 = add i64 %pos1627, %mm1619
  %pos1629 = mul i64 %pos1628, %dim8
  %pos1630 = add i64 %pos1629, %mm1626
  %elp1631 = getelementptr inbounds float, ptr %buf, i64 %pos1630
  %el1632 = load float, ptr %elp1631, align 4, !alias.scope !0, !noalias !3
  store float %el1632, ptr %bright_7, align 4
  %v1633 = load i64, ptr %i, align 8
  %add1634 = add i64 %v1633, -1
  %sub1635 = sub i64 %dim, 1
  %c1636 = icmp slt i64 %add1634, %sub1635
  %mm1637 = select i1 %c1636, i64 %add1634, i64 %sub1635
  %c1638 = icmp sgt i64 0, %mm1637
  %mm1639 = select i1 %c1638, i64 0, i64 %mm1637
  %v1640 = load i64, ptr %j, align 8
  %add1641 = add i64 %v1640, 0
  %sub1642 = sub i64 %dim8, 1
  %c1643 = icmp slt i64 %add1641, %sub1642
  %mm1644 = select i1 %c1643, i64 %add1641, i64 %sub1642
  %c1645 = icmp sgt i64 0, %mm1644
  %mm1646 = select i1 %c1645, i64 0, i64 %mm1644
  %pos1647 = mul i64 0, %dim
  %pos1648 = add i64 %pos1647, %mm1639
  %pos1649 = mul i64 %pos1648, %dim8
  %pos1650 = add i64 %pos1649, %mm1646
  %elp1651 = getelementptr inbounds float, ptr %buf, i64 %pos1650
  %el1652 = load float, ptr %elp1651, align 4, !alias.scope !0, !noalias !3
  store float %el1652, ptr %bright_8, align 4
  %v1653 = load i64, ptr %i, align 8
  %add1654 = add i64 %v1653, -1
  %sub1655 = sub i64 %dim, 1
  %c1656 = icmp slt i64 %add1654, %sub1655
  %mm1657 = select i1 %c1656, i64 %add1654, i64 %sub1655
  %c1658 = icmp sgt i64 0, %mm1657
  %mm1659 = select i1 %c1658, i64 0, i64 %mm1657
  %v1660 = load i64, ptr %j, align 8
  %add1661 = add i64 %v1660, 1
  %sub1662 = sub i64 %dim8, 1
  %c1663 = icmp slt i64 %add1661, %sub1662
  %mm1664 = select i1 %c1663, i64 %add1661, i64 %sub1662
  %c1665 = icmp sgt i64 0, %mm1664
  %mm1666 = select i1 %c1665, i64 0, i64 %mm1664
  %pos1667 = mul i64 0, %dim
  %pos1668 = add i64 %pos1667, %mm1659
  %pos1669 = mul i64 %pos1668, %dim8
  %pos1670 = add i64 %pos1669, %mm1666
  %elp1671 = getelementptr inbounds float, ptr %buf, i64 %pos1670
  %el1672 = load float, ptr %elp1671, align 4, !alias.scope !0, !noalias !3
  store float %el1672, ptr %bright_9, align 4
  %v1673 = load i64, ptr %i, align 8
  %add1674 = add i64 %v1673, 0
  %sub1675 = sub i64 %dim, 1
  %c1676 = icmp slt i64 %add1674, %sub1675
  %mm1677 = select i1 %c1676, i64 %add1674, i64 %sub1675
  %c1678 = icmp sgt i64 0, %mm1677
  %mm1679 = select i1 %c1678, i64 0, i64 %mm1677
  %v1680 = load i64, ptr %j, align 8
  %add1681 = add i64 %v1680, -1
  %sub1682 = sub i64 %dim8, 1
  %c1683 = icmp slt i64 %add1681, %sub1682
  %mm1684 = select i1 %c1683, i64 %add1681, i64 %sub1682
  %c1685 = icmp sgt i64 0, %mm1684
  %mm1686 = select i1 %c1685, i64 0, i64 %mm1684
  %pos1687 = mul i64 0, %dim
  %pos1688 = add i64 %pos1687, %mm1679
  %pos1689 = mul i64 %pos1688, %dim8
  %pos1690 = add i64 %pos1689, %mm1686
  %elp1691 = getelementptr inbounds float, ptr %buf, i64 %pos1690
  %el1692 = load float, ptr %elp1691, align 4, !alias.scope !0, !noalias !3
  store float %el1692, ptr %bright_10, align 4
  %v1693 = load i64, ptr %i, align 8
  %add1694 = add i64 %v1693, 0
  %sub1695 = sub i64 %dim, 1
  %c1696 = icmp slt i64 %add1694, %sub1695
  %mm1697 = select i1 %c1696, i64 %add1694, i64 %sub1695
  %c1698 = icmp sgt i64 0, %mm1697
  %mm1699 = select i1 %c1698, i64 0, i64 %mm1697
  %v1700 = load i64, ptr %j, align 8
  %add1701 = add i64 %v1700, 0
  %sub1702 = sub i64 %dim8, 1
  %c1703 = icmp slt i64 %add1701, %sub1702
  %mm1704 = select i1 %c1703, i64 %add1701, i64 %sub1702
  %c1705 = icmp sgt i64 0, %mm1704
  %mm1706 = select i1 %c1705, i64 0, i64 %mm1704
  %pos1707 = mul i64 0, %dim
  %pos1708 = add i64 %pos1707, %mm1699
  %pos1709 = mul i64 %pos1708, %dim8
  %pos1710 = add i64 %pos1709, %mm1706
  %elp1711 = getelementptr inbounds float, ptr %buf, i64 %pos1710
  %el1712 = load float, ptr %elp1711, align 4, !alias.scope !0, !noalias !3
  store float %el1712, ptr %bright_11, align 4
  %v1713 = load i64, ptr %i, align 8
  %add1714 = add i64 %v1713, 0
  %sub1715 = sub i64 %dim, 1
  %c1716 = icmp slt i64 %add1714, %sub1715
  %mm1717 = select i1 %c1716, i64 %add1714, i64 %sub1715
  %c1718 = icmp sgt i64 0, %mm1717
  %mm1719 = select i1 %c1718, i64 0, i64 %mm1717
  %v1720 = load i64, ptr %j, align 8
  %add1721 = add i64 %v1720, 1
  %sub1722 = sub i64 %dim8, 1
  %c1723 = icmp slt i64 %add1721, %sub1722
  %mm1724 = select i1 %c1723, i64 %add1721, i64 %sub1722
  %c1725 = icmp sgt i64 0, %mm1724
  %mm1726 = select i1 %c1725, i64 0, i64 %mm1724
  %pos1727 = mul i64 0, %dim
  %pos1728 = add i64 %pos1727, %mm1719
  %pos1729 = mul i64 %pos1728, %dim8
  %pos1730 = add i64 %pos1729, %mm1726
  %elp1731 = getelementptr inbounds float, ptr %buf, i64 %pos1730
  %el1732 = load float, ptr %elp1731, align 4, !alias.scope !0, !noalias !3
  store float %el1732, ptr %bright_12, align 4
  %v1733 = load i64, ptr %i, align 8
  %add1734 = add i64 %v1733, 1
  %sub1735 = sub i64 %dim, 1
  %c1736 = icmp slt i64 %add1734, %sub1735
  %mm1737 = select i1 %c1736, i64 %add1734, i64 %sub1735
  %c1738 = icmp sgt i64 0, %mm1737
  %mm1739 = select i1 %c1738, i64 0, i64 %mm1737
  %v1740 = load i64, ptr %j, align 8
  %add1741 = add i64 %v1740, -1
  %sub1742 = sub i64 %dim8, 1
  %c1743 = icmp slt i64 %add1741, %sub1742
  %mm1744 = select i1 %c1743, i64 %add1741, i64 %sub1742
  %c1745 = icmp sgt i64 0, %mm1744
  %mm1746 = select i1 %c1745, i64 0, i64 %mm1744
  %pos1747 = mul i64 0, %dim
  %pos1748 = add i64 %pos1747, %mm1739
  %pos1749 = mul i64 %pos1748, %dim8
  %pos1750 = add i64 %pos1749, %mm1746
  %elp1751 = getelementptr inbounds float, ptr %buf, i64 %pos1750
  %el1752 = load float, ptr %elp1751, align 4, !alias.scope !0, !noalias !3
  store float %el1752, ptr %bright_13, align 4
  %v1753 = load i64, ptr %i, align 8
  %add1754 = add i64 %v1753, 1
  %sub1755 = sub i64 %dim, 1
  %c1756 = icmp slt i64 %add1754, %sub1755
  %mm1757 = select i1 %c1756, i64 %add1754, i64 %sub1755
  %c1758 = icmp sgt i64 0, %mm1757
  %mm1759 = select i1 %c1758, i64 0, i64 %mm1757
  %v1760 = load i64, ptr %j, align 8
  %add1761 = add i64 %v1760, 0
  %sub1762 = sub i64 %dim8, 1
  %c1763 = icmp slt i64 %add1761, %sub1762
  %mm1764 = select i1 %c1763, i64 %add1761, i64 %sub1762
  %c1765 = icmp sgt i64 0, %mm1764
  %mm1766 = select i1 %c1765, i64 0, i64 %mm1764
  %pos1767 = mul i64 0, %dim
  %pos1768 = add i64 %pos1767, %mm1759
  %pos1769 = mul i64 %pos1768, %dim8
  %pos1770 = add i64 %pos1769, %mm1766
  %elp1771 = getelementptr inbounds float, ptr %buf, i64 %pos1770
  %el1772 = load float, ptr %elp1771, align 4, !alias.scope !0, !noalias !3
  store float %el1772, ptr %bright_14, align 4
  %v1773 = load i64, ptr %i, align 8
  %add1774 = add i64 %v1773, 1
  %sub1775 = sub i64 %dim, 1
  %c1776 = icmp slt i64 %add1774, %sub1775
  %mm1777 = select i1 %c1776, i64 %add1774, i64 %sub1775
  %c1778 = icmp sgt i64 0, %mm1777
  %mm1779 = select i1 %c1778, i64 0, i64 %mm1777
  %v1780 = load i64, ptr %j, align 8
  %add1781 = add i64 %v1780, 1
  %sub1782 = sub i64 %dim8, 1
  %c1783 = icmp slt i64 %add1781, %sub1782
  %mm1784 = select i1 %c1783, i64 %add1781, i64 %sub1782
  %c1785 = icmp sgt i64 0, %mm1784
  %mm1786 = select i1 %c1785, i64 0, i64 %mm1784
  %pos1787 = mul i64 0, %dim
  %pos1788 = add i64 %pos1787, %mm1779
  %pos1789 = mul i64 %pos1788, %dim8
  %pos1790 = add i64 %pos1789, %mm1786
  %elp1791 = getelementptr inbounds float, ptr %buf, i64 %pos1790
  %el1792 = load float, ptr %elp1791, align 4, !alias.scope !0, !noalias !3
  store float %el1792, ptr %bright_15, align 4
  %v1793 = load float, ptr %bright_7, align 4
  %v1794 = load float, ptr %bright_8, align 4
  %fm1795 = fmul float 2.000000e+00, %v1794
  %fa1796 = fadd float %v1793, %fm1795
  %v1797 = load float, ptr %bright_9, align 4
  %fa1798 = fadd float %fa1796, %v1797
  %v1799 = load float, ptr %bright_10, align 4
  %fm1800 = fmul float 2.000000e+00, %v1799
  %fa1801 = fadd float %fa1798, %fm1800
  %v1802 = load float, ptr %bright_11, align 4
  %fm1803 = fmul float 4.000000e+00, %v1802
  %fa1804 = fadd float %fa1801, %fm1803
  %v1805 = load float, ptr %bright_12, align 4
  %fm1806 = fmul float 2.000000e+00, %v1805
  %fa1807 = fadd float %fa1804, %fm1806
  %v1808 = load float, ptr %bright_13, align 4
  %fa1809 = fadd float %fa1807, %v1808
  %v1810 = load float, ptr %bright_14, align 4
  %fm1811 = fmul float 2.000000e+00, %v1810
  %fa1812 = fadd float %fa1809, %fm1811
  %v1813 = load float, ptr %bright_15, align 4
  %fa1814 = fadd float %fa1812, %v1813
  %fd1815 = fdiv float %fa1814, 1.600000e+01
  store float %fd1815, ptr %blurred_4, align 4
  %v1816 = load i64, ptr %i, align 8
  %v1817 = load i64, ptr %j, align 8
  %pos1818 = mul i64 0, %dim
  %pos1819 = add i64 %pos1818, %v1816
  %pos1820 = mul i64 %pos1819, %dim8
  %pos1821 = add i64 %pos1820, %v1817
  %v1822 = load float, ptr %blurred_4, align 4
  %elp1823 = getelementptr inbounds float, ptr %buf407, i64 %pos1821
  store float %v1822, ptr %elp1823, align 4, !alias.scope !3, !noalias !0
  %i1824 = load i64, ptr %j, align 8
  %next1825 = add i64 %i1824, 1
  store i64 %next1825, ptr %j, align 8
  br label %loop1608

exit1610:                                         ; preds = %loop1608
  br label %versions_done1607

loop1826:                                         ; preds = %ok2128, %checked1606
  %i1829 = load i64, ptr %j, align 8
  %more1830 = icmp slt i64 %i1829, %dim8
  br i1 %more1830, label %body1827, label %exit1828

body1827:                                         ; preds = %loop1826
  %v1831 = load i64, ptr %i, align 8
  %add1832 = add i64 %v1831, -1
  %sub1833 = sub i64 %dim, 1
  %c1834 = icmp slt i64 %add1832, %sub1833
  %mm1835 = select i1 %c1834, i64 %add1832, i64 %sub1833
  %c1836 = icmp sgt i64 0, %mm1835
  %mm1837 = select i1 %c1836, i64 0, i64 %mm1835
  %v1838 = load i64, ptr %j, align 8
  %add1839 = add i64 %v1838, -1
  %sub1840 = sub i64 %dim8, 1
  %c1841 = icmp slt i64 %add1839, %sub1840
  %mm1842 = select i1 %c1841, i64 %add1839, i64 %sub1840
  %c1843 = icmp sgt i64 0, %mm1842
  %mm1844 = select i1 %c1843, i64 0, i64 %mm1842
  %inb1845 = icmp ult i64 %mm1837, %dim
  br i1 %inb1845, label %ok1847, label %fail1846

exit1828:                                         ; preds = %loop1826
  br label %versions_done1607

fail1846:                                         ; preds = %body1827
  %errp1848 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1848, align 8
  %errp1849 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1849, align 8
  %errp1850 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1837, ptr %errp1850, align 8
  %errp1851 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1851, align 8
  ret i32 1

ok1847:                                           ; preds = %body1827
  %pos1852 = mul i64 0, %dim
  %pos1853 = add i64 %pos1852, %mm1837
  %inb1854 = icmp ult i64 %mm1844, %dim8
  br i1 %inb1854, label %ok1856, label %fail1855

fail1855:                                         ; preds = %ok1847
  %errp1857 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1857, align 8
  %errp1858 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1858, align 8
  %errp1859 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1844, ptr %errp1859, align 8
  %errp1860 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1860, align 8
  ret i32 1

ok1856:                                           ; preds = %ok1847
  %pos1861 = mul i64 %pos1853, %dim8
  %pos1862 = add i64 %pos1861, %mm1844
  %elp1863 = getelementptr inbounds float, ptr %buf, i64 %pos1862
  %el1864 = load float, ptr %elp1863, align 4, !alias.scope !0, !noalias !3
  store float %el1864, ptr %bright_7, align 4
  %v1865 = load i64, ptr %i, align 8
  %add1866 = add i64 %v1865, -1
  %sub1867 = sub i64 %dim, 1
  %c1868 = icmp slt i64 %add1866, %sub1867
  %mm1869 = select i1 %c1868, i64 %add1866, i64 %sub1867
  %c1870 = icmp sgt i64 0, %mm1869
  %mm1871 = select i1 %c1870, i64 0, i64 %mm1869
  %v1872 = load i64, ptr %j, align 8
  %add1873 = add i64 %v1872, 0
  %sub1874 = sub i64 %dim8, 1
  %c1875 = icmp slt i64 %add1873, %sub1874
  %mm1876 = select i1 %c1875, i64 %add1873, i64 %sub1874
  %c1877 = icmp sgt i64 0, %mm1876
  %mm1878 = select i1 %c1877, i64 0, i64 %mm1876
  %inb1879 = icmp ult i64 %mm1871, %dim
  br i1 %inb1879, label %ok1881, label %fail1880

fail1880:                                         ; preds = %ok1856
  %errp1882 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1882, align 8
  %errp1883 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1883, align 8
  %errp1884 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1871, ptr %errp1884, align 8
  %errp1885 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1885, align 8
  ret i32 1

ok1881:                                           ; preds = %ok1856
  %pos1886 = mul i64 0, %dim
  %pos1887 = add i64 %pos1886, %mm1871
  %inb1888 = icmp ult i64 %mm1878, %dim8
  br i1 %inb1888, label %ok1890, label %fail1889

fail1889:                                         ; preds = %ok1881
  %errp1891 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1891, align 8
  %errp1892 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1892, align 8
  %errp1893 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1878, ptr %errp1893, align 8
  %errp1894 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1894, align 8
  ret i32 1

ok1890:                                           ; preds = %ok1881
  %pos1895 = mul i64 %pos1887, %dim8
  %pos1896 = add i64 %pos1895, %mm1878
  %elp1897 = getelementptr inbounds float, ptr %buf, i64 %pos1896
  %el1898 = load float, ptr %elp1897, align 4, !alias.scope !0, !noalias !3
  store float %el1898, ptr %bright_8, align 4
  %v1899 = load i64, ptr %i, align 8
  %add1900 = add i64 %v1899, -1
  %sub1901 = sub i64 %dim, 1
  %c1902 = icmp slt i64 %add1900, %sub1901
  %mm1903 = select i1 %c1902, i64 %add1900, i64 %sub1901
  %c1904 = icmp sgt i64 0, %mm1903
  %mm1905 = select i1 %c1904, i64 0, i64 %mm1903
  %v1906 = load i64, ptr %j, align 8
  %add1907 = add i64 %v1906, 1
  %sub1908 = sub i64 %dim8, 1
  %c1909 = icmp slt i64 %add1907, %sub1908
  %mm1910 = select i1 %c1909, i64 %add1907, i64 %sub1908
  %c1911 = icmp sgt i64 0, %mm1910
  %mm1912 = select i1 %c1911, i64 0, i64 %mm1910
  %inb1913 = icmp ult i64 %mm1905, %dim
  br i1 %inb1913, label %ok1915, label %fail1914

fail1914:                                         ; preds = %ok1890
  %errp1916 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1916, align 8
  %errp1917 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1917, align 8
  %errp1918 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1905, ptr %errp1918, align 8
  %errp1919 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1919, align 8
  ret i32 1

ok1915:                                           ; preds = %ok1890
  %pos1920 = mul i64 0, %dim
  %pos1921 = add i64 %pos1920, %mm1905
  %inb1922 = icmp ult i64 %mm1912, %dim8
  br i1 %inb1922, label %ok1924, label %fail1923

fail1923:                                         ; preds = %ok1915
  %errp1925 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1925, align 8
  %errp1926 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1926, align 8
  %errp1927 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1912, ptr %errp1927, align 8
  %errp1928 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1928, align 8
  ret i32 1

ok1924:                                           ; preds = %ok1915
  %pos1929 = mul i64 %pos1921, %dim8
  %pos1930 = add i64 %pos1929, %mm1912
  %elp1931 = getelementptr inbounds float, ptr %buf, i64 %pos1930
  %el1932 = load float, ptr %elp1931, align 4, !alias.scope !0, !noalias !3
  store float %el1932, ptr %bright_9, align 4
  %v1933 = load i64, ptr %i, align 8
  %add1934 = add i64 %v1933, 0
  %sub1935 = sub i64 %dim, 1
  %c1936 = icmp slt i64 %add1934, %sub1935
  %mm1937 = select i1 %c1936, i64 %add1934, i64 %sub1935
  %c1938 = icmp sgt i64 0, %mm1937
  %mm1939 = select i1 %c1938, i64 0, i64 %mm1937
  %v1940 = load i64, ptr %j, align 8
  %add1941 = add i64 %v1940, -1
  %sub1942 = sub i64 %dim8, 1
  %c1943 = icmp slt i64 %add1941, %sub1942
  %mm1944 = select i1 %c1943, i64 %add1941, i64 %sub1942
  %c1945 = icmp sgt i64 0, %mm1944
  %mm1946 = select i1 %c1945, i64 0, i64 %mm1944
  %inb1947 = icmp ult i64 %mm1939, %dim
  br i1 %inb1947, label %ok1949, label %fail1948

fail1948:                                         ; preds = %ok1924
  %errp1950 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1950, align 8
  %errp1951 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1951, align 8
  %errp1952 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1939, ptr %errp1952, align 8
  %errp1953 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1953, align 8
  ret i32 1

ok1949:                                           ; preds = %ok1924
  %pos1954 = mul i64 0, %dim
  %pos1955 = add i64 %pos1954, %mm1939
  %inb1956 = icmp ult i64 %mm1946, %dim8
  br i1 %inb1956, label %ok1958, label %fail1957

fail1957:                                         ; preds = %ok1949
  %errp1959 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1959, align 8
  %errp1960 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1960, align 8
  %errp1961 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1946, ptr %errp1961, align 8
  %errp1962 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1962, align 8
  ret i32 1

ok1958:                                           ; preds = %ok1949
  %pos1963 = mul i64 %pos1955, %dim8
  %pos1964 = add i64 %pos1963, %mm1946
  %elp1965 = getelementptr inbounds float, ptr %buf, i64 %pos1964
  %el1966 = load float, ptr %elp1965, align 4, !alias.scope !0, !noalias !3
  store float %el1966, ptr %bright_10, align 4
  %v1967 = load i64, ptr %i, align 8
  %add1968 = add i64 %v1967, 0
  %sub1969 = sub i64 %dim, 1
  %c1970 = icmp slt i64 %add1968, %sub1969
  %mm1971 = select i1 %c1970, i64 %add1968, i64 %sub1969
  %c1972 = icmp sgt i64 0, %mm1971
  %mm1973 = select i1 %c1972, i64 0, i64 %mm1971
  %v1974 = load i64, ptr %j, align 8
  %add1975 = add i64 %v1974, 0
  %sub1976 = sub i64 %dim8, 1
  %c1977 = icmp slt i64 %add1975, %sub1976
  %mm1978 = select i1 %c1977, i64 %add1975, i64 %sub1976
  %c1979 = icmp sgt i64 0, %mm1978
  %mm1980 = select i1 %c1979, i64 0, i64 %mm1978
  %inb1981 = icmp ult i64 %mm1973, %dim
  br i1 %inb1981, label %ok1983, label %fail1982

fail1982:                                         ; preds = %ok1958
  %errp1984 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1984, align 8
  %errp1985 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1985, align 8
  %errp1986 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1973, ptr %errp1986, align 8
  %errp1987 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp1987, align 8
  ret i32 1

ok1983:                                           ; preds = %ok1958
  %pos1988 = mul i64 0, %dim
  %pos1989 = add i64 %pos1988, %mm1973
  %inb1990 = icmp ult i64 %mm1980, %dim8
  br i1 %inb1990, label %ok1992, label %fail1991

fail1991:                                         ; preds = %ok1983
  %errp1993 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp1993, align 8
  %errp1994 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp1994, align 8
  %errp1995 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm1980, ptr %errp1995, align 8
  %errp1996 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp1996, align 8
  ret i32 1

ok1992:                                           ; preds = %ok1983
  %pos1997 = mul i64 %pos1989, %dim8
  %pos1998 = add i64 %pos1997, %mm1980
  %elp1999 = getelementptr inbounds float, ptr %buf, i64 %pos1998
  %el2000 = load float, ptr %elp1999, align 4, !alias.scope !0, !noalias !3
  store float %el2000, ptr %bright_11, align 4
  %v2001 = load i64, ptr %i, align 8
  %add2002 = add i64 %v2001, 0
  %sub2003 = sub i64 %dim, 1
  %c2004 = icmp slt i64 %add2002, %sub2003
  %mm2005 = select i1 %c2004, i64 %add2002, i64 %sub2003
  %c2006 = icmp sgt i64 0, %mm2005
  %mm2007 = select i1 %c2006, i64 0, i64 %mm2005
  %v2008 = load i64, ptr %j, align 8
  %add2009 = add i64 %v2008, 1
  %sub2010 = sub i64 %dim8, 1
  %c2011 = icmp slt i64 %add2009, %sub2010
  %mm2012 = select i1 %c2011, i64 %add2009, i64 %sub2010
  %c2013 = icmp sgt i64 0, %mm2012
  %mm2014 = select i1 %c2013, i64 0, i64 %mm2012
  %inb2015 = icmp ult i64 %mm2007, %dim
  br i1 %inb2015, label %ok2017, label %fail2016

fail2016:                                         ; preds = %ok1992
  %errp2018 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2018, align 8
  %errp2019 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2019, align 8
  %errp2020 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2007, ptr %errp2020, align 8
  %errp2021 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2021, align 8
  ret i32 1

ok2017:                                           ; preds = %ok1992
  %pos2022 = mul i64 0, %dim
  %pos2023 = add i64 %pos2022, %mm2007
  %inb2024 = icmp ult i64 %mm2014, %dim8
  br i1 %inb2024, label %ok2026, label %fail2025

fail2025:                                         ; preds = %ok2017
  %errp2027 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2027, align 8
  %errp2028 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2028, align 8
  %errp2029 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2014, ptr %errp2029, align 8
  %errp2030 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2030, align 8
  ret i32 1

ok2026:                                           ; preds = %ok2017
  %pos2031 = mul i64 %pos2023, %dim8
  %pos2032 = add i64 %pos2031, %mm2014
  %elp2033 = getelementptr inbounds float, ptr %buf, i64 %pos2032
  %el2034 = load float, ptr %elp2033, align 4, !alias.scope !0, !noalias !3
  store float %el2034, ptr %bright_12, align 4
  %v2035 = load i64, ptr %i, align 8
  %add2036 = add i64 %v2035, 1
  %sub2037 = sub i64 %dim, 1
  %c2038 = icmp slt i64 %add2036, %sub2037
  %mm2039 = select i1 %c2038, i64 %add2036, i64 %sub2037
  %c2040 = icmp sgt i64 0, %mm2039
  %mm2041 = select i1 %c2040, i64 0, i64 %mm2039
  %v2042 = load i64, ptr %j, align 8
  %add2043 = add i64 %v2042, -1
  %sub2044 = sub i64 %dim8, 1
  %c2045 = icmp slt i64 %add2043, %sub2044
  %mm2046 = select i1 %c2045, i64 %add2043, i64 %sub2044
  %c2047 = icmp sgt i64 0, %mm2046
  %mm2048 = select i1 %c2047, i64 0, i64 %mm2046
  %inb2049 = icmp ult i64 %mm2041, %dim
  br i1 %inb2049, label %ok2051, label %fail2050

fail2050:                                         ; preds = %ok2026
  %errp2052 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2052, align 8
  %errp2053 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2053, align 8
  %errp2054 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2041, ptr %errp2054, align 8
  %errp2055 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2055, align 8
  ret i32 1

ok2051:                                           ; preds = %ok2026
  %pos2056 = mul i64 0, %dim
  %pos2057 = add i64 %pos2056, %mm2041
  %inb2058 = icmp ult i64 %mm2048, %dim8
  br i1 %inb2058, label %ok2060, label %fail2059

fail2059:                                         ; preds = %ok2051
  %errp2061 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2061, align 8
  %errp2062 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2062, align 8
  %errp2063 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2048, ptr %errp2063, align 8
  %errp2064 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2064, align 8
  ret i32 1

ok2060:                                           ; preds = %ok2051
  %pos2065 = mul i64 %pos2057, %dim8
  %pos2066 = add i64 %pos2065, %mm2048
  %elp2067 = getelementptr inbounds float, ptr %buf, i64 %pos2066
  %el2068 = load float, ptr %elp2067, align 4, !alias.scope !0, !noalias !3
  store float %el2068, ptr %bright_13, align 4
  %v2069 = load i64, ptr %i, align 8
  %add2070 = add i64 %v2069, 1
  %sub2071 = sub i64 %dim, 1
  %c2072 = icmp slt i64 %add2070, %sub2071
  %mm2073 = select i1 %c2072, i64 %add2070, i64 %sub2071
  %c2074 = icmp sgt i64 0, %mm2073
  %mm2075 = select i1 %c2074, i64 0, i64 %mm2073
  %v2076 = load i64, ptr %j, align 8
  %add2077 = add i64 %v2076, 0
  %sub2078 = sub i64 %dim8, 1
  %c2079 = icmp slt i64 %add2077, %sub2078
  %mm2080 = select i1 %c2079, i64 %add2077, i64 %sub2078
  %c2081 = icmp sgt i64 0, %mm2080
  %mm2082 = select i1 %c2081, i64 0, i64 %mm2080
  %inb2083 = icmp ult i64 %mm2075, %dim
  br i1 %inb2083, label %ok2085, label %fail2084

fail2084:                                         ; preds = %ok2060
  %errp2086 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2086, align 8
  %errp2087 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2087, align 8
  %errp2088 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2075, ptr %errp2088, align 8
  %errp2089 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2089, align 8
  ret i32 1

ok2085:                                           ; preds = %ok2060
  %pos2090 = mul i64 0, %dim
  %pos2091 = add i64 %pos2090, %mm2075
  %inb2092 = icmp ult i64 %mm2082, %dim8
  br i1 %inb2092, label %ok2094, label %fail2093

fail2093:                                         ; preds = %ok2085
  %errp2095 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2095, align 8
  %errp2096 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2096, align 8
  %errp2097 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2082, ptr %errp2097, align 8
  %errp2098 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2098, align 8
  ret i32 1

ok2094:                                           ; preds = %ok2085
  %pos2099 = mul i64 %pos2091, %dim8
  %pos2100 = add i64 %pos2099, %mm2082
  %elp2101 = getelementptr inbounds float, ptr %buf, i64 %pos2100
  %el2102 = load float, ptr %elp2101, align 4, !alias.scope !0, !noalias !3
  store float %el2102, ptr %bright_14, align 4
  %v2103 = load i64, ptr %i, align 8
  %add2104 = add i64 %v2103, 1
  %sub2105 = sub i64 %dim, 1
  %c2106 = icmp slt i64 %add2104, %sub2105
  %mm2107 = select i1 %c2106, i64 %add2104, i64 %sub2105
  %c2108 = icmp sgt i64 0, %mm2107
  %mm2109 = select i1 %c2108, i64 0, i64 %mm2107
  %v2110 = load i64, ptr %j, align 8
  %add2111 = add i64 %v2110, 1
  %sub2112 = sub i64 %dim8, 1
  %c2113 = icmp slt i64 %add2111, %sub2112
  %mm2114 = select i1 %c2113, i64 %add2111, i64 %sub2112
  %c2115 = icmp sgt i64 0, %mm2114
  %mm2116 = select i1 %c2115, i64 0, i64 %mm2114
  %inb2117 = icmp ult i64 %mm2109, %dim
  br i1 %inb2117, label %ok2119, label %fail2118

fail2118:                                         ; preds = %ok2094
  %errp2120 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2120, align 8
  %errp2121 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2121, align 8
  %errp2122 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2109, ptr %errp2122, align 8
  %errp2123 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp2123, align 8
  ret i32 1

ok2119:                                           ; preds = %ok2094
  %pos2124 = mul i64 0, %dim
  %pos2125 = add i64 %pos2124, %mm2109
  %inb2126 = icmp ult i64 %mm2116, %dim8
  br i1 %inb2126, label %ok2128, label %fail2127

fail2127:                                         ; preds = %ok2119
  %errp2129 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp2129, align 8
  %errp2130 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2130, align 8
  %errp2131 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mm2116, ptr %errp2131, align 8
  %errp2132 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp2132, align 8
  ret i32 1

ok2128:                                           ; preds = %ok2119
  %pos2133 = mul i64 %pos2125, %dim8
  %pos2134 = add i64 %pos2133, %mm2116
  %elp2135 = getelementptr inbounds float, ptr %buf, i64 %pos2134
  %el2136 = load float, ptr %elp2135, align 4, !alias.scope !0, !noalias !3
  store float %el2136, ptr %bright_15, align 4
  %v2137 = load float, ptr %bright_7, align 4
  %v2138 = load float, ptr %bright_8, align 4
  %fm2139 = fmul float 2.000000e+00, %v2138
  %fa2140 = fadd float %v2137, %fm2139
  %v2141 = load float, ptr %bright_9, align 4
  %fa2142 = fadd float %fa2140, %v2141
  %v2143 = load float, ptr %bright_10, align 4
  %fm2144 = fmul float 2.000000e+00, %v2143
  %fa2145 = fadd float %fa2142, %fm2144
  %v2146 = load float, ptr %bright_11, align 4
  %fm2147 = fmul float 4.000000e+00, %v2146
  %fa2148 = fadd float %fa2145, %fm2147
  %v2149 = load float, ptr %bright_12, align 4
  %fm2150 = fmul float 2.000000e+00, %v2149
  %fa2151 = fadd float %fa2148, %fm2150
  %v2152 = load float, ptr %bright_13, align 4
  %fa2153 = fadd float %fa2151, %v2152
  %v2154 = load float, ptr %bright_14, align 4
  %fm2155 = fmul float 2.000000e+00, %v2154
  %fa2156 = fadd float %fa2153, %fm2155
  %v2157 = load float, ptr %bright_15, align 4
  %fa2158 = fadd float %fa2156, %v2157
  %fd2159 = fdiv float %fa2158, 1.600000e+01
  store float %fd2159, ptr %blurred_4, align 4
  %v2160 = load i64, ptr %i, align 8
  %v2161 = load i64, ptr %j, align 8
  %pos2162 = mul i64 0, %dim
  %pos2163 = add i64 %pos2162, %v2160
  %pos2164 = mul i64 %pos2163, %dim8
  %pos2165 = add i64 %pos2164, %v2161
  %v2166 = load float, ptr %blurred_4, align 4
  %elp2167 = getelementptr inbounds float, ptr %buf407, i64 %pos2165
  store float %v2166, ptr %elp2167, align 4, !alias.scope !3, !noalias !0
  %i2168 = load i64, ptr %j, align 8
  %next2169 = add i64 %i2168, 1
  store i64 %next2169, ptr %j, align 8
  br label %loop1826
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.2", !2}

