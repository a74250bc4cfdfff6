; cluster c0: s
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
  %bufp23 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf24 = load ptr, ptr %bufp23, align 8
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

loop:                                             ; preds = %join, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos14 = add i64 %pos, %v
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos14
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %xs_4, align 4
  %v15 = load i1, ptr %started_1, align 1
  br i1 %v15, label %then, label %else

exit:                                             ; preds = %loop
  ret i32 0

then:                                             ; preds = %body12
  %v16 = load float, ptr %acc_s_0, align 4
  %v17 = load float, ptr %xs_4, align 4
  %fa = fadd float %v16, %v17
  store float %fa, ptr %acc_s_0, align 4
  br label %join

else:                                             ; preds = %body12
  %v18 = load float, ptr %xs_4, align 4
  store float %v18, ptr %acc_s_0, align 4
  store i1 true, ptr %started_1, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v19 = load i64, ptr %i, align 8
  %pos20 = mul i64 0, %dim
  %pos21 = add i64 %pos20, %v19
  %v22 = load float, ptr %acc_s_0, align 4
  %elp25 = getelementptr inbounds float, ptr %buf24, i64 %pos21
  store float %v22, ptr %elp25, align 4, !alias.scope !3, !noalias !0
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop
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
  %bufp23 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf24 = load ptr, ptr %bufp23, align 8
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

loop:                                             ; preds = %join, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos14 = add i64 %pos, %v
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos14
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %xs_4, align 4
  %v15 = load i1, ptr %started_1, align 1
  br i1 %v15, label %then, label %else

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load float, ptr %acc_s_0, align 4
  store float %acc, ptr %part, align 4
  ret i32 0

then:                                             ; preds = %body12
  %v16 = load float, ptr %acc_s_0, align 4
  %v17 = load float, ptr %xs_4, align 4
  %fa = fadd float %v16, %v17
  store float %fa, ptr %acc_s_0, align 4
  br label %join

else:                                             ; preds = %body12
  %v18 = load float, ptr %xs_4, align 4
  store float %v18, ptr %acc_s_0, align 4
  store i1 true, ptr %started_1, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v19 = load i64, ptr %i, align 8
  %pos20 = mul i64 0, %dim
  %pos21 = add i64 %pos20, %v19
  %v22 = load float, ptr %acc_s_0, align 4
  %elp25 = getelementptr inbounds float, ptr %buf24, i64 %pos21
  store float %v22, ptr %elp25, align 4, !alias.scope !3, !noalias !0
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop
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
  %bufp23 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf24 = load ptr, ptr %bufp23, align 8
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

loop:                                             ; preds = %join, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos14 = add i64 %pos, %v
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos14
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %xs_4, align 4
  %v15 = load i1, ptr %started_1, align 1
  br i1 %v15, label %then, label %else

exit:                                             ; preds = %loop
  %part27 = getelementptr inbounds i8, ptr %6, i64 0
  %acc28 = load float, ptr %acc_s_0, align 4
  store float %acc28, ptr %part27, align 4
  ret i32 0

then:                                             ; preds = %body12
  %v16 = load float, ptr %acc_s_0, align 4
  %v17 = load float, ptr %xs_4, align 4
  %fa = fadd float %v16, %v17
  store float %fa, ptr %acc_s_0, align 4
  br label %join

else:                                             ; preds = %body12
  %v18 = load float, ptr %xs_4, align 4
  store float %v18, ptr %acc_s_0, align 4
  store i1 true, ptr %started_1, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v19 = load i64, ptr %i, align 8
  %pos20 = mul i64 0, %dim
  %pos21 = add i64 %pos20, %v19
  %v22 = load float, ptr %acc_s_0, align 4
  %elp25 = getelementptr inbounds float, ptr %buf24, i64 %pos21
  store float %v22, ptr %elp25, align 4, !alias.scope !3, !noalias !0
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop
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
!4 = !{!"fuselab.buf.1", !2}

; cluster c1: r
; ModuleID = 'scan_reverse_c1'
source_filename = "scan_reverse_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp19 = getelementptr inbounds i64, ptr %1, i64 8
  %dim20 = load i64, ptr %dimp19, align 8
  %t_7 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %s_8 = alloca float, align 4
  %bufp34 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf35 = load ptr, ptr %bufp34, align 8
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
  %extent = sext i64 %dim20 to i128
  %low_ok = icmp sge i128 %least17, 0
  %high_ok = icmp slt i128 %most18, %extent
  %ok21 = and i1 true, %low_ok
  %ok22 = and i1 %ok21, %high_ok
  br i1 %ok22, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop39

versions_done:                                    ; preds = %exit41, %exit
  ret i32 0

loop:                                             ; preds = %body23, %proved
  %i24 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i24, %min
  br i1 %more, label %body23, label %exit

body23:                                           ; preds = %loop
  %sub25 = sub i64 %dim, 1
  %v26 = load i64, ptr %i, align 8
  %sub27 = sub i64 %sub25, %v26
  store i64 %sub27, ptr %t_7, align 8
  %v28 = load i64, ptr %t_7, align 8
  %pos = mul i64 0, %dim20
  %pos29 = add i64 %pos, %v28
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos29
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %s_8, align 4
  %v30 = load i64, ptr %i, align 8
  %pos31 = mul i64 0, %dim
  %pos32 = add i64 %pos31, %v30
  %v33 = load float, ptr %s_8, align 4
  %elp36 = getelementptr inbounds float, ptr %buf35, i64 %pos32
  store float %v33, ptr %elp36, align 4, !alias.scope !3, !noalias !0
  %i37 = load i64, ptr %i, align 8
  %next38 = add i64 %i37, 1
  store i64 %next38, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop39:                                           ; preds = %ok49, %checked
  %i42 = load i64, ptr %i, align 8
  %more43 = icmp slt i64 %i42, %min
  br i1 %more43, label %body40, label %exit41

body40:                                           ; preds = %loop39
  %sub44 = sub i64 %dim, 1
  %v45 = load i64, ptr %i, align 8
  %sub46 = sub i64 %sub44, %v45
  store i64 %sub46, ptr %t_7, align 8
  %v47 = load i64, ptr %t_7, align 8
  %inb = icmp ult i64 %v47, %dim20
  br i1 %inb, label %ok49, label %fail48

exit41:                                           ; preds = %loop39
  br label %versions_done

fail48:                                           ; preds = %body40
  %errp50 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp50, align 8
  %errp51 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v47, ptr %errp52, align 8
  %errp53 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim20, ptr %errp53, align 8
  ret i32 1

ok49:                                             ; preds = %body40
  %pos54 = mul i64 0, %dim20
  %pos55 = add i64 %pos54, %v47
  %elp56 = getelementptr inbounds float, ptr %buf, i64 %pos55
  %el57 = load float, ptr %elp56, align 4, !alias.scope !0, !noalias !3
  store float %el57, ptr %s_8, align 4
  %v58 = load i64, ptr %i, align 8
  %pos59 = mul i64 0, %dim
  %pos60 = add i64 %pos59, %v58
  %v61 = load float, ptr %s_8, align 4
  %elp62 = getelementptr inbounds float, ptr %buf35, i64 %pos60
  store float %v61, ptr %elp62, align 4, !alias.scope !3, !noalias !0
  %i63 = load i64, ptr %i, align 8
  %next64 = add i64 %i63, 1
  store i64 %next64, ptr %i, align 8
  br label %loop39
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.2", !2}

; cluster c2: c
; ModuleID = 'scan_reverse_c2'
source_filename = "scan_reverse_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %r_11 = alloca float, align 4
  %c_9 = alloca float, align 4
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
  store float %el, ptr %r_11, align 4
  %v15 = load float, ptr %r_11, align 4
  %fm = fmul float 3.000000e+00, %v15
  store float %fm, ptr %c_9, align 4
  %v16 = load i64, ptr %i, align 8
  %pos17 = mul i64 0, %dim
  %pos18 = add i64 %pos17, %v16
  %v19 = load float, ptr %c_9, align 4
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

