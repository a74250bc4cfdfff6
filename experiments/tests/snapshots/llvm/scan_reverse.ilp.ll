; cluster c0: Vertical(s, r)
; ModuleID = 'scan_reverse_c0'
source_filename = "scan_reverse_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_s_0 = alloca float, align 4
  %xs_4 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load float, ptr %pa, align 4
  %b = load float, ptr %pb, align 4
  store float %a, ptr %acc_s_0, align 4
  store float %b, ptr %xs_4, align 4
  %v = load float, ptr %acc_s_0, align 4
  %v1 = load float, ptr %xs_4, align 4
  %fa = fadd float %v, %v1
  store float %fa, ptr %pa, align 4
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_s_0 = alloca float, align 4
  %started_1 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_4 = alloca float, align 4
  %bufp35 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf36 = load ptr, ptr %bufp35, align 8
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_s_0, align 4
  store i1 false, ptr %started_1, align 1
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
  %sub = sub i64 %dim, 1
  %v = load i64, ptr %i, align 8
  %sub5 = sub i64 %sub, %v
  %base = sext i64 %sub5 to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %sub6 = sub i64 %dim, 1
  %v7 = load i64, ptr %i, align 8
  %sub8 = sub i64 %sub6, %v7
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %sub8 to i128
  %step = sub i128 %at_next, %base
  %step9 = trunc i128 %step to i64
  %step10 = sext i64 %step9 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span11 = sext i64 %span to i128
  %reach = mul i128 %step10, %span11
  %c12 = icmp slt i128 %reach, 0
  %min13 = select i1 %c12, i128 %reach, i128 0
  %c14 = icmp sgt i128 %reach, 0
  %max15 = select i1 %c14, i128 %reach, i128 0
  %least = add i128 %base, %min13
  %most = add i128 %base, %max15
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits16 = and i1 %fits_low, %fits_high
  %least17 = select i1 %fits16, i128 %least, i128 -9223372036854775808
  %most18 = select i1 %fits16, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least17, 0
  %high_ok = icmp slt i128 %most18, %extent
  %ok19 = and i1 true, %low_ok
  %ok20 = and i1 %ok19, %high_ok
  br i1 %ok20, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop40

versions_done:                                    ; preds = %exit42, %exit
  ret i32 0

loop:                                             ; preds = %join, %proved
  %i22 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i22, %min
  br i1 %more, label %body21, label %exit

body21:                                           ; preds = %loop
  %v23 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos24 = add i64 %pos, %v23
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos24
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %xs_4, align 4
  %v25 = load i1, ptr %started_1, align 1
  br i1 %v25, label %then, label %else

exit:                                             ; preds = %loop
  br label %versions_done

then:                                             ; preds = %body21
  %v26 = load float, ptr %acc_s_0, align 4
  %v27 = load float, ptr %xs_4, align 4
  %fa = fadd float %v26, %v27
  store float %fa, ptr %acc_s_0, align 4
  br label %join

else:                                             ; preds = %body21
  %v28 = load float, ptr %xs_4, align 4
  store float %v28, ptr %acc_s_0, align 4
  store i1 true, ptr %started_1, align 1
  br label %join

join:                                             ; preds = %else, %then
  %sub29 = sub i64 %dim, 1
  %v30 = load i64, ptr %i, align 8
  %sub31 = sub i64 %sub29, %v30
  %pos32 = mul i64 0, %dim
  %pos33 = add i64 %pos32, %sub31
  %v34 = load float, ptr %acc_s_0, align 4
  %elp37 = getelementptr inbounds float, ptr %buf36, i64 %pos33
  store float %v34, ptr %elp37, align 4, !alias.scope !3, !noalias !0
  %i38 = load i64, ptr %i, align 8
  %next39 = add i64 %i38, 1
  store i64 %next39, ptr %i, align 8
  br label %loop

loop40:                                           ; preds = %ok62, %checked
  %i43 = load i64, ptr %i, align 8
  %more44 = icmp slt i64 %i43, %min
  br i1 %more44, label %body41, label %exit42

body41:                                           ; preds = %loop40
  %v45 = load i64, ptr %i, align 8
  %pos46 = mul i64 0, %dim
  %pos47 = add i64 %pos46, %v45
  %elp48 = getelementptr inbounds float, ptr %buf, i64 %pos47
  %el49 = load float, ptr %elp48, align 4, !alias.scope !0, !noalias !3
  store float %el49, ptr %xs_4, align 4
  %v50 = load i1, ptr %started_1, align 1
  br i1 %v50, label %then51, label %else52

exit42:                                           ; preds = %loop40
  br label %versions_done

then51:                                           ; preds = %body41
  %v54 = load float, ptr %acc_s_0, align 4
  %v55 = load float, ptr %xs_4, align 4
  %fa56 = fadd float %v54, %v55
  store float %fa56, ptr %acc_s_0, align 4
  br label %join53

else52:                                           ; preds = %body41
  %v57 = load float, ptr %xs_4, align 4
  store float %v57, ptr %acc_s_0, align 4
  store i1 true, ptr %started_1, align 1
  br label %join53

join53:                                           ; preds = %else52, %then51
  %sub58 = sub i64 %dim, 1
  %v59 = load i64, ptr %i, align 8
  %sub60 = sub i64 %sub58, %v59
  %inb = icmp ult i64 %sub60, %dim
  br i1 %inb, label %ok62, label %fail61

fail61:                                           ; preds = %join53
  %errp63 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp63, align 8
  %errp64 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp64, align 8
  %errp65 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %sub60, ptr %errp65, align 8
  %errp66 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp66, align 8
  ret i32 1

ok62:                                             ; preds = %join53
  %pos67 = mul i64 0, %dim
  %pos68 = add i64 %pos67, %sub60
  %v69 = load float, ptr %acc_s_0, align 4
  %elp70 = getelementptr inbounds float, ptr %buf36, i64 %pos68
  store float %v69, ptr %elp70, align 4, !alias.scope !3, !noalias !0
  %i71 = load i64, ptr %i, align 8
  %next72 = add i64 %i71, 1
  store i64 %next72, ptr %i, align 8
  br label %loop40
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_s_0 = alloca float, align 4
  %started_1 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_4 = alloca float, align 4
  %bufp35 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf36 = load ptr, ptr %bufp35, align 8
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_s_0, align 4
  store i1 false, ptr %started_1, align 1
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
  %sub = sub i64 %dim, 1
  %v = load i64, ptr %i, align 8
  %sub5 = sub i64 %sub, %v
  %base = sext i64 %sub5 to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %sub6 = sub i64 %dim, 1
  %v7 = load i64, ptr %i, align 8
  %sub8 = sub i64 %sub6, %v7
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %sub8 to i128
  %step = sub i128 %at_next, %base
  %step9 = trunc i128 %step to i64
  %step10 = sext i64 %step9 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span11 = sext i64 %span to i128
  %reach = mul i128 %step10, %span11
  %c12 = icmp slt i128 %reach, 0
  %min13 = select i1 %c12, i128 %reach, i128 0
  %c14 = icmp sgt i128 %reach, 0
  %max15 = select i1 %c14, i128 %reach, i128 0
  %least = add i128 %base, %min13
  %most = add i128 %base, %max15
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits16 = and i1 %fits_low, %fits_high
  %least17 = select i1 %fits16, i128 %least, i128 -9223372036854775808
  %most18 = select i1 %fits16, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least17, 0
  %high_ok = icmp slt i128 %most18, %extent
  %ok19 = and i1 true, %low_ok
  %ok20 = and i1 %ok19, %high_ok
  br i1 %ok20, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop40

versions_done:                                    ; preds = %exit42, %exit
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %acc_s_0, align 4
  store float %acc, ptr %part, align 4
  ret i32 0

loop:                                             ; preds = %join, %proved
  %i22 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i22, %min
  br i1 %more, label %body21, label %exit

body21:                                           ; preds = %loop
  %v23 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos24 = add i64 %pos, %v23
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos24
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %xs_4, align 4
  %v25 = load i1, ptr %started_1, align 1
  br i1 %v25, label %then, label %else

exit:                                             ; preds = %loop
  br label %versions_done

then:                                             ; preds = %body21
  %v26 = load float, ptr %acc_s_0, align 4
  %v27 = load float, ptr %xs_4, align 4
  %fa = fadd float %v26, %v27
  store float %fa, ptr %acc_s_0, align 4
  br label %join

else:                                             ; preds = %body21
  %v28 = load float, ptr %xs_4, align 4
  store float %v28, ptr %acc_s_0, align 4
  store i1 true, ptr %started_1, align 1
  br label %join

join:                                             ; preds = %else, %then
  %sub29 = sub i64 %dim, 1
  %v30 = load i64, ptr %i, align 8
  %sub31 = sub i64 %sub29, %v30
  %pos32 = mul i64 0, %dim
  %pos33 = add i64 %pos32, %sub31
  %v34 = load float, ptr %acc_s_0, align 4
  %elp37 = getelementptr inbounds float, ptr %buf36, i64 %pos33
  store float %v34, ptr %elp37, align 4, !alias.scope !3, !noalias !0
  %i38 = load i64, ptr %i, align 8
  %next39 = add i64 %i38, 1
  store i64 %next39, ptr %i, align 8
  br label %loop

loop40:                                           ; preds = %ok62, %checked
  %i43 = load i64, ptr %i, align 8
  %more44 = icmp slt i64 %i43, %min
  br i1 %more44, label %body41, label %exit42

body41:                                           ; preds = %loop40
  %v45 = load i64, ptr %i, align 8
  %pos46 = mul i64 0, %dim
  %pos47 = add i64 %pos46, %v45
  %elp48 = getelementptr inbounds float, ptr %buf, i64 %pos47
  %el49 = load float, ptr %elp48, align 4, !alias.scope !0, !noalias !3
  store float %el49, ptr %xs_4, align 4
  %v50 = load i1, ptr %started_1, align 1
  br i1 %v50, label %then51, label %else52

exit42:                                           ; preds = %loop40
  br label %versions_done

then51:                                           ; preds = %body41
  %v54 = load float, ptr %acc_s_0, align 4
  %v55 = load float, ptr %xs_4, align 4
  %fa56 = fadd float %v54, %v55
  store float %fa56, ptr %acc_s_0, align 4
  br label %join53

else52:                                           ; preds = %body41
  %v57 = load float, ptr %xs_4, align 4
  store float %v57, ptr %acc_s_0, align 4
  store i1 true, ptr %started_1, align 1
  br label %join53

join53:                                           ; preds = %else52, %then51
  %sub58 = sub i64 %dim, 1
  %v59 = load i64, ptr %i, align 8
  %sub60 = sub i64 %sub58, %v59
  %inb = icmp ult i64 %sub60, %dim
  br i1 %inb, label %ok62, label %fail61

fail61:                                           ; preds = %join53
  %errp63 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp63, align 8
  %errp64 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp64, align 8
  %errp65 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %sub60, ptr %errp65, align 8
  %errp66 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp66, align 8
  ret i32 1

ok62:                                             ; preds = %join53
  %pos67 = mul i64 0, %dim
  %pos68 = add i64 %pos67, %sub60
  %v69 = load float, ptr %acc_s_0, align 4
  %elp70 = getelementptr inbounds float, ptr %buf36, i64 %pos68
  store float %v69, ptr %elp70, align 4, !alias.scope !3, !noalias !0
  %i71 = load i64, ptr %i, align 8
  %next72 = add i64 %i71, 1
  store i64 %next72, ptr %i, align 8
  br label %loop40
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_s_0 = alloca float, align 4
  %started_1 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_4 = alloca float, align 4
  %bufp35 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf36 = load ptr, ptr %bufp35, align 8
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_s_0, align 4
  store i1 false, ptr %started_1, align 1
  store i1 true, ptr %started_1, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %part, align 4
  store float %acc, ptr %acc_s_0, align 4
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
  %sub = sub i64 %dim, 1
  %v = load i64, ptr %i, align 8
  %sub5 = sub i64 %sub, %v
  %base = sext i64 %sub5 to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %sub6 = sub i64 %dim, 1
  %v7 = load i64, ptr %i, align 8
  %sub8 = sub i64 %sub6, %v7
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %sub8 to i128
  %step = sub i128 %at_next, %base
  %step9 = trunc i128 %step to i64
  %step10 = sext i64 %step9 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span11 = sext i64 %span to i128
  %reach = mul i128 %step10, %span11
  %c12 = icmp slt i128 %reach, 0
  %min13 = select i1 %c12, i128 %reach, i128 0
  %c14 = icmp sgt i128 %reach, 0
  %max15 = select i1 %c14, i128 %reach, i128 0
  %least = add i128 %base, %min13
  %most = add i128 %base, %max15
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits16 = and i1 %fits_low, %fits_high
  %least17 = select i1 %fits16, i128 %least, i128 -9223372036854775808
  %most18 = select i1 %fits16, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least17, 0
  %high_ok = icmp slt i128 %most18, %extent
  %ok19 = and i1 true, %low_ok
  %ok20 = and i1 %ok19, %high_ok
  br i1 %ok20, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop40

versions_done:                                    ; preds = %exit42, %exit
  %part73 = getelementptr inbounds i8, ptr %6, i64 0
  %acc74 = load float, ptr %acc_s_0, align 4
  store float %acc74, ptr %part73, align 4
  ret i32 0

loop:                                             ; preds = %join, %proved
  %i22 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i22, %min
  br i1 %more, label %body21, label %exit

body21:                                           ; preds = %loop
  %v23 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos24 = add i64 %pos, %v23
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos24
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %xs_4, align 4
  %v25 = load i1, ptr %started_1, align 1
  br i1 %v25, label %then, label %else

exit:                                             ; preds = %loop
  br label %versions_done

then:                                             ; preds = %body21
  %v26 = load float, ptr %acc_s_0, align 4
  %v27 = load float, ptr %xs_4, align 4
  %fa = fadd float %v26, %v27
  store float %fa, ptr %acc_s_0, align 4
  br label %join

else:                                             ; preds = %body21
  %v28 = load float, ptr %xs_4, align 4
  store float %v28, ptr %acc_s_0, align 4
  store i1 true, ptr %started_1, align 1
  br label %join

join:                                             ; preds = %else, %then
  %sub29 = sub i64 %dim, 1
  %v30 = load i64, ptr %i, align 8
  %sub31 = sub i64 %sub29, %v30
  %pos32 = mul i64 0, %dim
  %pos33 = add i64 %pos32, %sub31
  %v34 = load float, ptr %acc_s_0, align 4
  %elp37 = getelementptr inbounds float, ptr %buf36, i64 %pos33
  store float %v34, ptr %elp37, align 4, !alias.scope !3, !noalias !0
  %i38 = load i64, ptr %i, align 8
  %next39 = add i64 %i38, 1
  store i64 %next39, ptr %i, align 8
  br label %loop

loop40:                                           ; preds = %ok62, %checked
  %i43 = load i64, ptr %i, align 8
  %more44 = icmp slt i64 %i43, %min
  br i1 %more44, label %body41, label %exit42

body41:                                           ; preds = %loop40
  %v45 = load i64, ptr %i, align 8
  %pos46 = mul i64 0, %dim
  %pos47 = add i64 %pos46, %v45
  %elp48 = getelementptr inbounds float, ptr %buf, i64 %pos47
  %el49 = load float, ptr %elp48, align 4, !alias.scope !0, !noalias !3
  store float %el49, ptr %xs_4, align 4
  %v50 = load i1, ptr %started_1, align 1
  br i1 %v50, label %then51, label %else52

exit42:                                           ; preds = %loop40
  br label %versions_done

then51:                                           ; preds = %body41
  %v54 = load float, ptr %acc_s_0, align 4
  %v55 = load float, ptr %xs_4, align 4
  %fa56 = fadd float %v54, %v55
  store float %fa56, ptr %acc_s_0, align 4
  br label %join53

else52:                                           ; preds = %body41
  %v57 = load float, ptr %xs_4, align 4
  store float %v57, ptr %acc_s_0, align 4
  store i1 true, ptr %started_1, align 1
  br label %join53

join53:                                           ; preds = %else52, %then51
  %sub58 = sub i64 %dim, 1
  %v59 = load i64, ptr %i, align 8
  %sub60 = sub i64 %sub58, %v59
  %inb = icmp ult i64 %sub60, %dim
  br i1 %inb, label %ok62, label %fail61

fail61:                                           ; preds = %join53
  %errp63 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp63, align 8
  %errp64 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp64, align 8
  %errp65 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %sub60, ptr %errp65, align 8
  %errp66 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp66, align 8
  ret i32 1

ok62:                                             ; preds = %join53
  %pos67 = mul i64 0, %dim
  %pos68 = add i64 %pos67, %sub60
  %v69 = load float, ptr %acc_s_0, align 4
  %elp70 = getelementptr inbounds float, ptr %buf36, i64 %pos68
  store float %v69, ptr %elp70, align 4, !alias.scope !3, !noalias !0
  %i71 = load i64, ptr %i, align 8
  %next72 = add i64 %i71, 1
  store i64 %next72, ptr %i, align 8
  br label %loop40
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_s_0 = alloca float, align 4
  %started_1 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_4 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_s_0, align 4
  store i1 false, ptr %started_1, align 1
  store float -0.000000e+00, ptr %acc_s_0, align 4
  store i1 true, ptr %started_1, align 1
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

loop:                                             ; preds = %join, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos7
  %el = load float, ptr %elp, align 4, !alias.scope !0
  store float %el, ptr %xs_4, align 4
  %v8 = load i1, ptr %started_1, align 1
  br i1 %v8, label %then, label %else

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %acc_s_0, align 4
  store float %acc, ptr %part, align 4
  ret i32 0

then:                                             ; preds = %body5
  %v9 = load float, ptr %acc_s_0, align 4
  %v10 = load float, ptr %xs_4, align 4
  %fa = fadd reassoc float %v9, %v10
  store float %fa, ptr %acc_s_0, align 4
  br label %join

else:                                             ; preds = %body5
  %v11 = load float, ptr %xs_4, align 4
  store float %v11, ptr %acc_s_0, align 4
  store i1 true, ptr %started_1, align 1
  br label %join

join:                                             ; preds = %else, %then
  %i12 = load i64, ptr %i, align 8
  %next = add i64 %i12, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_s_0 = alloca float, align 4
  %started_1 = alloca i1, align 1
  br label %body

body:                                             ; preds = %entry
  store float 0.000000e+00, ptr %acc_s_0, align 4
  store i1 false, ptr %started_1, align 1
  store i1 true, ptr %started_1, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %part, align 4
  store float %acc, ptr %acc_s_0, align 4
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.2", !2}

; cluster c1: c
; ModuleID = 'scan_reverse_c1'
source_filename = "scan_reverse_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %r_10 = alloca float, align 4
  %c_8 = alloca float, align 4
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf21 = load ptr, ptr %bufp20, align 8
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
  %fits5 = icmp sle i64 %min, %dim
  br i1 %fits5, label %ok7, label %fail6

fail6:                                            ; preds = %ok
  %errp8 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp8, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp9, align 8
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
  store float %el, ptr %r_10, align 4
  %v15 = load float, ptr %r_10, align 4
  %fm = fmul float 3.000000e+00, %v15
  store float %fm, ptr %c_8, align 4
  %v16 = load i64, ptr %i, align 8
  %pos17 = mul i64 0, %dim
  %pos18 = add i64 %pos17, %v16
  %v19 = load float, ptr %c_8, align 4
  %elp22 = getelementptr inbounds float, ptr %buf21, i64 %pos18
  store float %v19, ptr %elp22, align 4, !alias.scope !3, !noalias !0
  %i23 = load i64, ptr %i, align 8
  %next = add i64 %i23, 1
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
!3 = !{!4}
!4 = !{!"fuselab.buf.3", !2}

