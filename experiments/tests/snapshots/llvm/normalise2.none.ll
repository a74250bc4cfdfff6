; cluster c0: sum1
; ModuleID = 'normalise2_c0'
source_filename = "normalise2_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_sum1_0 = alloca i64, align 8
  %xs_4 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_sum1_0, align 8
  store i64 %b, ptr %xs_4, align 8
  %v = load i64, ptr %acc_sum1_0, align 8
  %v1 = load i64, ptr %xs_4, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sum1_0 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_4 = alloca i64, align 8
  %bufp12 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf13 = load ptr, ptr %bufp12, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sum1_0, align 8
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
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos7
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %xs_4, align 8
  %v8 = load i64, ptr %acc_sum1_0, align 8
  %v9 = load i64, ptr %xs_4, align 8
  %add = add i64 %v8, %v9
  store i64 %add, ptr %acc_sum1_0, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %v11 = load i64, ptr %acc_sum1_0, align 8
  %elp14 = getelementptr inbounds i64, ptr %buf13, i64 0
  store i64 %v11, ptr %elp14, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_part(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sum1_0 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_4 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sum1_0, align 8
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
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos7
  %el = load i64, ptr %elp, align 8, !alias.scope !0
  store i64 %el, ptr %xs_4, align 8
  %v8 = load i64, ptr %acc_sum1_0, align 8
  %v9 = load i64, ptr %xs_4, align 8
  %add = add i64 %v8, %v9
  store i64 %add, ptr %acc_sum1_0, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sum1_0, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_part_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sum1_0 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_4 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sum1_0, align 8
  store i64 0, ptr %acc_sum1_0, align 8
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
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos7
  %el = load i64, ptr %elp, align 8, !alias.scope !0
  store i64 %el, ptr %xs_4, align 8
  %v8 = load i64, ptr %acc_sum1_0, align 8
  %v9 = load i64, ptr %xs_4, align 8
  %add = add i64 %v8, %v9
  store i64 %add, ptr %acc_sum1_0, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sum1_0, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sum1_0 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sum1_0, align 8
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sum1_0, align 8
  %v = load i64, ptr %acc_sum1_0, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  store i64 %v, ptr %elp, align 8, !alias.scope !3
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.1", !2}

; cluster c1: scn
; ModuleID = 'normalise2_c1'
source_filename = "normalise2_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_scn_5 = alloca i64, align 8
  %xs_9 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_scn_5, align 8
  store i64 %b, ptr %xs_9, align 8
  %v = load i64, ptr %acc_scn_5, align 8
  %v1 = load i64, ptr %xs_9, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_scn_5 = alloca i64, align 8
  %started_6 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_9 = alloca i64, align 8
  %bufp23 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf24 = load ptr, ptr %bufp23, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_scn_5, align 8
  store i1 false, ptr %started_6, align 1
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

loop:                                             ; preds = %join, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos14 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos14
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %xs_9, align 8
  %v15 = load i1, ptr %started_6, align 1
  br i1 %v15, label %then, label %else

exit:                                             ; preds = %loop
  ret i32 0

then:                                             ; preds = %body12
  %v16 = load i64, ptr %acc_scn_5, align 8
  %v17 = load i64, ptr %xs_9, align 8
  %add = add i64 %v16, %v17
  store i64 %add, ptr %acc_scn_5, align 8
  br label %join

else:                                             ; preds = %body12
  %v18 = load i64, ptr %xs_9, align 8
  store i64 %v18, ptr %acc_scn_5, align 8
  store i1 true, ptr %started_6, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v19 = load i64, ptr %i, align 8
  %pos20 = mul i64 0, %dim
  %pos21 = add i64 %pos20, %v19
  %v22 = load i64, ptr %acc_scn_5, align 8
  %elp25 = getelementptr inbounds i64, ptr %buf24, i64 %pos21
  store i64 %v22, ptr %elp25, align 8, !alias.scope !3, !noalias !0
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_scn_5 = alloca i64, align 8
  %started_6 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_9 = alloca i64, align 8
  %bufp23 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf24 = load ptr, ptr %bufp23, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_scn_5, align 8
  store i1 false, ptr %started_6, align 1
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

loop:                                             ; preds = %join, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos14 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos14
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %xs_9, align 8
  %v15 = load i1, ptr %started_6, align 1
  br i1 %v15, label %then, label %else

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_scn_5, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0

then:                                             ; preds = %body12
  %v16 = load i64, ptr %acc_scn_5, align 8
  %v17 = load i64, ptr %xs_9, align 8
  %add = add i64 %v16, %v17
  store i64 %add, ptr %acc_scn_5, align 8
  br label %join

else:                                             ; preds = %body12
  %v18 = load i64, ptr %xs_9, align 8
  store i64 %v18, ptr %acc_scn_5, align 8
  store i1 true, ptr %started_6, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v19 = load i64, ptr %i, align 8
  %pos20 = mul i64 0, %dim
  %pos21 = add i64 %pos20, %v19
  %v22 = load i64, ptr %acc_scn_5, align 8
  %elp25 = getelementptr inbounds i64, ptr %buf24, i64 %pos21
  store i64 %v22, ptr %elp25, align 8, !alias.scope !3, !noalias !0
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_scn_5 = alloca i64, align 8
  %started_6 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_9 = alloca i64, align 8
  %bufp23 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf24 = load ptr, ptr %bufp23, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_scn_5, align 8
  store i1 false, ptr %started_6, align 1
  store i1 true, ptr %started_6, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_scn_5, align 8
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

loop:                                             ; preds = %join, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos14 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos14
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %xs_9, align 8
  %v15 = load i1, ptr %started_6, align 1
  br i1 %v15, label %then, label %else

exit:                                             ; preds = %loop
  %part27 = getelementptr inbounds i8, ptr %6, i64 0
  %acc28 = load i64, ptr %acc_scn_5, align 8
  store i64 %acc28, ptr %part27, align 8
  ret i32 0

then:                                             ; preds = %body12
  %v16 = load i64, ptr %acc_scn_5, align 8
  %v17 = load i64, ptr %xs_9, align 8
  %add = add i64 %v16, %v17
  store i64 %add, ptr %acc_scn_5, align 8
  br label %join

else:                                             ; preds = %body12
  %v18 = load i64, ptr %xs_9, align 8
  store i64 %v18, ptr %acc_scn_5, align 8
  store i1 true, ptr %started_6, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v19 = load i64, ptr %i, align 8
  %pos20 = mul i64 0, %dim
  %pos21 = add i64 %pos20, %v19
  %v22 = load i64, ptr %acc_scn_5, align 8
  %elp25 = getelementptr inbounds i64, ptr %buf24, i64 %pos21
  store i64 %v22, ptr %elp25, align 8, !alias.scope !3, !noalias !0
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_scn_5 = alloca i64, align 8
  %started_6 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_9 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_scn_5, align 8
  store i1 false, ptr %started_6, align 1
  store i64 0, ptr %acc_scn_5, align 8
  store i1 true, ptr %started_6, align 1
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

loop:                                             ; preds = %join, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos7
  %el = load i64, ptr %elp, align 8, !alias.scope !0
  store i64 %el, ptr %xs_9, align 8
  %v8 = load i1, ptr %started_6, align 1
  br i1 %v8, label %then, label %else

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_scn_5, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0

then:                                             ; preds = %body5
  %v9 = load i64, ptr %acc_scn_5, align 8
  %v10 = load i64, ptr %xs_9, align 8
  %add = add i64 %v9, %v10
  store i64 %add, ptr %acc_scn_5, align 8
  br label %join

else:                                             ; preds = %body5
  %v11 = load i64, ptr %xs_9, align 8
  store i64 %v11, ptr %acc_scn_5, align 8
  store i1 true, ptr %started_6, align 1
  br label %join

join:                                             ; preds = %else, %then
  %i12 = load i64, ptr %i, align 8
  %next = add i64 %i12, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_scn_5 = alloca i64, align 8
  %started_6 = alloca i1, align 1
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_scn_5, align 8
  store i1 false, ptr %started_6, align 1
  store i1 true, ptr %started_6, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_scn_5, align 8
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.2", !2}

; cluster c2: sum2
; ModuleID = 'normalise2_c2'
source_filename = "normalise2_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_sum2_10 = alloca i64, align 8
  %scn_14 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_sum2_10, align 8
  store i64 %b, ptr %scn_14, align 8
  %v = load i64, ptr %acc_sum2_10, align 8
  %v1 = load i64, ptr %scn_14, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sum2_10 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %scn_14 = alloca i64, align 8
  %bufp12 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf13 = load ptr, ptr %bufp12, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sum2_10, align 8
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
  store i64 %el, ptr %scn_14, align 8
  %v8 = load i64, ptr %acc_sum2_10, align 8
  %v9 = load i64, ptr %scn_14, align 8
  %add = add i64 %v8, %v9
  store i64 %add, ptr %acc_sum2_10, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %v11 = load i64, ptr %acc_sum2_10, align 8
  %elp14 = getelementptr inbounds i64, ptr %buf13, i64 0
  store i64 %v11, ptr %elp14, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_part(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sum2_10 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %scn_14 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sum2_10, align 8
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
  store i64 %el, ptr %scn_14, align 8
  %v8 = load i64, ptr %acc_sum2_10, align 8
  %v9 = load i64, ptr %scn_14, align 8
  %add = add i64 %v8, %v9
  store i64 %add, ptr %acc_sum2_10, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sum2_10, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_part_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sum2_10 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %scn_14 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sum2_10, align 8
  store i64 0, ptr %acc_sum2_10, align 8
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
  store i64 %el, ptr %scn_14, align 8
  %v8 = load i64, ptr %acc_sum2_10, align 8
  %v9 = load i64, ptr %scn_14, align 8
  %add = add i64 %v8, %v9
  store i64 %add, ptr %acc_sum2_10, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sum2_10, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sum2_10 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sum2_10, align 8
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sum2_10, align 8
  %v = load i64, ptr %acc_sum2_10, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  store i64 %v, ptr %elp, align 8, !alias.scope !3
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.2", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.3", !2}

; cluster c3: ys1
; ModuleID = 'normalise2_c3'
source_filename = "normalise2_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %the_sum1_18 = alloca i64, align 8
  %d_word = alloca i64, align 8
  %d_word5 = alloca i64, align 8
  %d_word6 = alloca i64, align 8
  %d_word7 = alloca i64, align 8
  %d_word8 = alloca i64, align 8
  %d_word9 = alloca i64, align 8
  %d_word10 = alloca i64, align 8
  %d_word11 = alloca i64, align 8
  %d_word12 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp29 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf30 = load ptr, ptr %bufp29, align 8
  %xs_17 = alloca i64, align 8
  %ys1_15 = alloca i64, align 8
  %bufp90 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf91 = load ptr, ptr %bufp90, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sum1_18, align 8
  %d_sign = ashr i64 %el, 63
  %d_flip = xor i64 %el, %d_sign
  %d_mag = sub i64 %d_flip, %d_sign
  %d_below = sub i64 %d_mag, 1
  %d_lz = call i64 @llvm.ctlz.i64(i64 %d_below, i1 false)
  %d_l = sub i64 64, %d_lz
  %d_pow = shl i64 1, %d_l
  %d_n = sub i64 %d_pow, %d_mag
  %d_magic = call i64 @fuselab_divisor_magic(i64 %d_n, i64 %d_mag)
  %d_magic1 = add i64 %d_magic, 1
  %d_l0 = icmp ne i64 %d_l, 0
  %d_pre = zext i1 %d_l0 to i64
  %d_post = sub i64 %d_l, %d_pre
  %d_small = icmp ule i64 %d_mag, 1048576
  %d_0 = icmp eq i64 %d_mag, 0
  %d_nz = select i1 %d_0, i64 1, i64 %d_mag
  %d_wrap = urem i64 4294967296, %d_nz
  %d_wrap2 = uitofp i64 %d_wrap to double
  %d_wrap3 = bitcast double %d_wrap2 to i64
  %d_small4 = zext i1 %d_small to i64
  %d_f = uitofp i64 %d_nz to double
  %d_inv = fdiv double 1.000000e+00, %d_f
  %d_f_bits = bitcast double %d_f to i64
  %d_inv_bits = bitcast double %d_inv to i64
  store i64 %d_mag, ptr %d_word, align 8
  store i64 %d_sign, ptr %d_word5, align 8
  store i64 %d_magic1, ptr %d_word6, align 8
  store i64 %d_pre, ptr %d_word7, align 8
  store i64 %d_post, ptr %d_word8, align 8
  store i64 %d_small4, ptr %d_word9, align 8
  store i64 %d_f_bits, ptr %d_word10, align 8
  store i64 %d_inv_bits, ptr %d_word11, align 8
  store i64 %d_wrap3, ptr %d_word12, align 8
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c13 = icmp slt i64 %5, %dim
  %min = select i1 %c13, i64 %5, i64 %dim
  %fits = icmp sle i64 %min, %dim
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp15, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp16, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits17 = icmp sle i64 %min, %dim
  br i1 %fits17, label %ok19, label %fail18

fail18:                                           ; preds = %ok
  %errp20 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp23, align 8
  ret i32 1

ok19:                                             ; preds = %ok
  %d_small24 = load i64, ptr %d_word9, align 8
  %d_small25 = trunc i64 %d_small24 to i1
  br i1 %d_small25, label %small_divisors, label %large_divisors

small_divisors:                                   ; preds = %ok19
  store i64 %max, ptr %i, align 8
  br label %loop

large_divisors:                                   ; preds = %ok19
  store i64 %max, ptr %i, align 8
  br label %loop94

divisors_done:                                    ; preds = %exit96, %exit
  ret i32 0

loop:                                             ; preds = %ok36, %small_divisors
  %i27 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i27, %min
  br i1 %more, label %body26, label %exit

body26:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos28 = add i64 %pos, %v
  %elp31 = getelementptr inbounds i64, ptr %buf30, i64 %pos28
  %el32 = load i64, ptr %elp31, align 8, !alias.scope !6, !noalias !7
  store i64 %el32, ptr %xs_17, align 8
  %v33 = load i64, ptr %xs_17, align 8
  %v34 = load i64, ptr %the_sum1_18, align 8
  %nz = icmp ne i64 %v34, 0
  br i1 %nz, label %ok36, label %fail35

exit:                                             ; preds = %loop
  br label %divisors_done

fail35:                                           ; preds = %body26
  %errp37 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v33, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v34, ptr %errp40, align 8
  ret i32 1

ok36:                                             ; preds = %body26
  %d_word41 = load i64, ptr %d_word, align 8
  %d_word42 = load i64, ptr %d_word5, align 8
  %d_word43 = load i64, ptr %d_word6, align 8
  %d_word44 = load i64, ptr %d_word7, align 8
  %d_word45 = load i64, ptr %d_word8, align 8
  %d_word46 = load i64, ptr %d_word9, align 8
  %d_word47 = load i64, ptr %d_word10, align 8
  %d_word48 = load i64, ptr %d_word11, align 8
  %d_word49 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %v33, 63
  %xf = xor i64 %v33, %xs
  %ax = sub i64 %xf, %xs
  %bf = bitcast i64 %d_word47 to double
  %inv = bitcast i64 %d_word48 to double
  %wrap = bitcast i64 %d_word49 to double
  %ah = lshr i64 %ax, 32
  %ah50 = or i64 %ah, 4841369599423283200
  %ah51 = bitcast i64 %ah50 to double
  %ah52 = fsub double %ah51, 0x4330000000000000
  %al = and i64 %ax, 4294967295
  %al53 = or i64 %al, 4841369599423283200
  %al54 = bitcast i64 %al53 to double
  %al55 = fsub double %al54, 0x4330000000000000
  %p = fmul double %ah52, %inv
  %q = call double @llvm.trunc.f64(double %p)
  %qb = fmul double %q, %bf
  %r = fsub double %ah52, %qb
  %low = fcmp olt double %r, 0.000000e+00
  %q56 = fsub double %q, 1.000000e+00
  %q57 = select i1 %low, double %q56, double %q
  %r58 = fadd double %r, %bf
  %r59 = select i1 %low, double %r58, double %r
  %high = fcmp oge double %r59, %bf
  %q60 = fadd double %q57, 1.000000e+00
  %q61 = select i1 %high, double %q60, double %q57
  %r62 = fsub double %r59, %bf
  %r63 = select i1 %high, double %r62, double %r59
  %rh = fmul double %r63, 0x41F0000000000000
  %s = fadd double %rh, %al55
  %p64 = fmul double %s, %inv
  %q65 = call double @llvm.trunc.f64(double %p64)
  %qb66 = fmul double %q65, %bf
  %r67 = fsub double %s, %qb66
  %low68 = fcmp olt double %r67, 0.000000e+00
  %q69 = fsub double %q65, 1.000000e+00
  %q70 = select i1 %low68, double %q69, double %q65
  %r71 = fadd double %r67, %bf
  %r72 = select i1 %low68, double %r71, double %r67
  %high73 = fcmp oge double %r72, %bf
  %q74 = fadd double %q70, 1.000000e+00
  %q75 = select i1 %high73, double %q74, double %q70
  %r76 = fsub double %r72, %bf
  %r77 = select i1 %high73, double %r76, double %r72
  %int = fadd double %q61, 0x4330000000000000
  %int78 = bitcast double %int to i64
  %int79 = sub i64 %int78, 4841369599423283200
  %qh = shl i64 %int79, 32
  %int80 = fadd double %q75, 0x4330000000000000
  %int81 = bitcast double %int80 to i64
  %int82 = sub i64 %int81, 4841369599423283200
  %q83 = add i64 %qh, %int82
  %s84 = xor i64 %xs, %d_word42
  %signed = xor i64 %q83, %s84
  %signed85 = sub i64 %signed, %s84
  store i64 %signed85, ptr %ys1_15, align 8
  %v86 = load i64, ptr %i, align 8
  %pos87 = mul i64 0, %dim
  %pos88 = add i64 %pos87, %v86
  %v89 = load i64, ptr %ys1_15, align 8
  %elp92 = getelementptr inbounds i64, ptr %buf91, i64 %pos88
  store i64 %v89, ptr %elp92, align 8, !alias.scope !8, !noalias !9
  %i93 = load i64, ptr %i, align 8
  %next = add i64 %i93, 1
  store i64 %next, ptr %i, align 8
  br label %loop

loop94:                                           ; preds = %ok108, %large_divisors
  %i97 = load i64, ptr %i, align 8
  %more98 = icmp slt i64 %i97, %min
  br i1 %more98, label %body95, label %exit96

body95:                                           ; preds = %loop94
  %v99 = load i64, ptr %i, align 8
  %pos100 = mul i64 0, %dim
  %pos101 = add i64 %pos100, %v99
  %elp102 = getelementptr inbounds i64, ptr %buf30, i64 %pos101
  %el103 = load i64, ptr %elp102, align 8, !alias.scope !6, !noalias !7
  store i64 %el103, ptr %xs_17, align 8
  %v104 = load i64, ptr %xs_17, align 8
  %v105 = load i64, ptr %the_sum1_18, align 8
  %nz106 = icmp ne i64 %v105, 0
  br i1 %nz106, label %ok108, label %fail107

exit96:                                           ; preds = %loop94
  br label %divisors_done

fail107:                                          ; preds = %body95
  %errp109 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp109, align 8
  %errp110 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp110, align 8
  %errp111 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v104, ptr %errp111, align 8
  %errp112 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v105, ptr %errp112, align 8
  ret i32 1

ok108:                                            ; preds = %body95
  %d_word113 = load i64, ptr %d_word, align 8
  %d_word114 = load i64, ptr %d_word5, align 8
  %d_word115 = load i64, ptr %d_word6, align 8
  %d_word116 = load i64, ptr %d_word7, align 8
  %d_word117 = load i64, ptr %d_word8, align 8
  %d_word118 = load i64, ptr %d_word9, align 8
  %d_word119 = load i64, ptr %d_word10, align 8
  %d_word120 = load i64, ptr %d_word11, align 8
  %d_word121 = load i64, ptr %d_word12, align 8
  %xs122 = ashr i64 %v104, 63
  %xf123 = xor i64 %v104, %xs122
  %ax124 = sub i64 %xf123, %xs122
  %lo = and i64 %d_word115, 4294967295
  %hi = lshr i64 %d_word115, 32
  %lo125 = and i64 %ax124, 4294967295
  %hi126 = lshr i64 %ax124, 32
  %ll = mul i64 %lo, %lo125
  %hl = mul i64 %hi, %lo125
  %lh = mul i64 %lo, %hi126
  %hh = mul i64 %hi, %hi126
  %hi127 = lshr i64 %ll, 32
  %lo128 = and i64 %hl, 4294967295
  %mid = add i64 %hi127, %lo128
  %lo129 = and i64 %lh, 4294967295
  %mid130 = add i64 %mid, %lo129
  %hi131 = lshr i64 %hl, 32
  %top = add i64 %hh, %hi131
  %hi132 = lshr i64 %lh, 32
  %top133 = add i64 %top, %hi132
  %hi134 = lshr i64 %mid130, 32
  %mulhi = add i64 %top133, %hi134
  %a_t = sub i64 %ax124, %mulhi
  %half = lshr i64 %a_t, %d_word116
  %sum = add i64 %mulhi, %half
  %q135 = lshr i64 %sum, %d_word117
  %s136 = xor i64 %xs122, %d_word114
  %qs = xor i64 %q135, %s136
  %q137 = sub i64 %qs, %s136
  store i64 %q137, ptr %ys1_15, align 8
  %v138 = load i64, ptr %i, align 8
  %pos139 = mul i64 0, %dim
  %pos140 = add i64 %pos139, %v138
  %v141 = load i64, ptr %ys1_15, align 8
  %elp142 = getelementptr inbounds i64, ptr %buf91, i64 %pos140
  store i64 %v141, ptr %elp142, align 8, !alias.scope !8, !noalias !9
  %i143 = load i64, ptr %i, align 8
  %next144 = add i64 %i143, 1
  store i64 %next144, ptr %i, align 8
  br label %loop94
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

define private i64 @fuselab_divisor_magic(i64 %0, i64 %1) #0 {
entry:
  br label %step

step:                                             ; preds = %step, %entry
  %i = phi i64 [ 0, %entry ], [ %i2, %step ]
  %r = phi i64 [ %0, %entry ], [ %r3, %step ]
  %q = phi i64 [ 0, %entry ], [ %q3, %step ]
  %r2 = shl i64 %r, 1
  %q2 = shl i64 %q, 1
  %ge = icmp uge i64 %r2, %1
  %less = sub i64 %r2, %1
  %r3 = select i1 %ge, i64 %less, i64 %r2
  %bit = zext i1 %ge to i64
  %q3 = or i64 %q2, %bit
  %i2 = add i64 %i, 1
  %more = icmp ult i64 %i2, 64
  br i1 %more, label %step, label %done

done:                                             ; preds = %step
  ret i64 %q3
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #3

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.4", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c4: ys2
; ModuleID = 'normalise2_c4'
source_filename = "normalise2_c4"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %the_sum2_22 = alloca i64, align 8
  %d_word = alloca i64, align 8
  %d_word5 = alloca i64, align 8
  %d_word6 = alloca i64, align 8
  %d_word7 = alloca i64, align 8
  %d_word8 = alloca i64, align 8
  %d_word9 = alloca i64, align 8
  %d_word10 = alloca i64, align 8
  %d_word11 = alloca i64, align 8
  %d_word12 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp29 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf30 = load ptr, ptr %bufp29, align 8
  %xs_21 = alloca i64, align 8
  %ys2_19 = alloca i64, align 8
  %bufp90 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf91 = load ptr, ptr %bufp90, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sum2_22, align 8
  %d_sign = ashr i64 %el, 63
  %d_flip = xor i64 %el, %d_sign
  %d_mag = sub i64 %d_flip, %d_sign
  %d_below = sub i64 %d_mag, 1
  %d_lz = call i64 @llvm.ctlz.i64(i64 %d_below, i1 false)
  %d_l = sub i64 64, %d_lz
  %d_pow = shl i64 1, %d_l
  %d_n = sub i64 %d_pow, %d_mag
  %d_magic = call i64 @fuselab_divisor_magic(i64 %d_n, i64 %d_mag)
  %d_magic1 = add i64 %d_magic, 1
  %d_l0 = icmp ne i64 %d_l, 0
  %d_pre = zext i1 %d_l0 to i64
  %d_post = sub i64 %d_l, %d_pre
  %d_small = icmp ule i64 %d_mag, 1048576
  %d_0 = icmp eq i64 %d_mag, 0
  %d_nz = select i1 %d_0, i64 1, i64 %d_mag
  %d_wrap = urem i64 4294967296, %d_nz
  %d_wrap2 = uitofp i64 %d_wrap to double
  %d_wrap3 = bitcast double %d_wrap2 to i64
  %d_small4 = zext i1 %d_small to i64
  %d_f = uitofp i64 %d_nz to double
  %d_inv = fdiv double 1.000000e+00, %d_f
  %d_f_bits = bitcast double %d_f to i64
  %d_inv_bits = bitcast double %d_inv to i64
  store i64 %d_mag, ptr %d_word, align 8
  store i64 %d_sign, ptr %d_word5, align 8
  store i64 %d_magic1, ptr %d_word6, align 8
  store i64 %d_pre, ptr %d_word7, align 8
  store i64 %d_post, ptr %d_word8, align 8
  store i64 %d_small4, ptr %d_word9, align 8
  store i64 %d_f_bits, ptr %d_word10, align 8
  store i64 %d_inv_bits, ptr %d_word11, align 8
  store i64 %d_wrap3, ptr %d_word12, align 8
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c13 = icmp slt i64 %5, %dim
  %min = select i1 %c13, i64 %5, i64 %dim
  %fits = icmp sle i64 %min, %dim
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp15, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp16, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits17 = icmp sle i64 %min, %dim
  br i1 %fits17, label %ok19, label %fail18

fail18:                                           ; preds = %ok
  %errp20 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp23, align 8
  ret i32 1

ok19:                                             ; preds = %ok
  %d_small24 = load i64, ptr %d_word9, align 8
  %d_small25 = trunc i64 %d_small24 to i1
  br i1 %d_small25, label %small_divisors, label %large_divisors

small_divisors:                                   ; preds = %ok19
  store i64 %max, ptr %i, align 8
  br label %loop

large_divisors:                                   ; preds = %ok19
  store i64 %max, ptr %i, align 8
  br label %loop94

divisors_done:                                    ; preds = %exit96, %exit
  ret i32 0

loop:                                             ; preds = %ok36, %small_divisors
  %i27 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i27, %min
  br i1 %more, label %body26, label %exit

body26:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos28 = add i64 %pos, %v
  %elp31 = getelementptr inbounds i64, ptr %buf30, i64 %pos28
  %el32 = load i64, ptr %elp31, align 8, !alias.scope !6, !noalias !7
  store i64 %el32, ptr %xs_21, align 8
  %v33 = load i64, ptr %xs_21, align 8
  %v34 = load i64, ptr %the_sum2_22, align 8
  %nz = icmp ne i64 %v34, 0
  br i1 %nz, label %ok36, label %fail35

exit:                                             ; preds = %loop
  br label %divisors_done

fail35:                                           ; preds = %body26
  %errp37 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v33, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v34, ptr %errp40, align 8
  ret i32 1

ok36:                                             ; preds = %body26
  %d_word41 = load i64, ptr %d_word, align 8
  %d_word42 = load i64, ptr %d_word5, align 8
  %d_word43 = load i64, ptr %d_word6, align 8
  %d_word44 = load i64, ptr %d_word7, align 8
  %d_word45 = load i64, ptr %d_word8, align 8
  %d_word46 = load i64, ptr %d_word9, align 8
  %d_word47 = load i64, ptr %d_word10, align 8
  %d_word48 = load i64, ptr %d_word11, align 8
  %d_word49 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %v33, 63
  %xf = xor i64 %v33, %xs
  %ax = sub i64 %xf, %xs
  %bf = bitcast i64 %d_word47 to double
  %inv = bitcast i64 %d_word48 to double
  %wrap = bitcast i64 %d_word49 to double
  %ah = lshr i64 %ax, 32
  %ah50 = or i64 %ah, 4841369599423283200
  %ah51 = bitcast i64 %ah50 to double
  %ah52 = fsub double %ah51, 0x4330000000000000
  %al = and i64 %ax, 4294967295
  %al53 = or i64 %al, 4841369599423283200
  %al54 = bitcast i64 %al53 to double
  %al55 = fsub double %al54, 0x4330000000000000
  %p = fmul double %ah52, %inv
  %q = call double @llvm.trunc.f64(double %p)
  %qb = fmul double %q, %bf
  %r = fsub double %ah52, %qb
  %low = fcmp olt double %r, 0.000000e+00
  %q56 = fsub double %q, 1.000000e+00
  %q57 = select i1 %low, double %q56, double %q
  %r58 = fadd double %r, %bf
  %r59 = select i1 %low, double %r58, double %r
  %high = fcmp oge double %r59, %bf
  %q60 = fadd double %q57, 1.000000e+00
  %q61 = select i1 %high, double %q60, double %q57
  %r62 = fsub double %r59, %bf
  %r63 = select i1 %high, double %r62, double %r59
  %rh = fmul double %r63, 0x41F0000000000000
  %s = fadd double %rh, %al55
  %p64 = fmul double %s, %inv
  %q65 = call double @llvm.trunc.f64(double %p64)
  %qb66 = fmul double %q65, %bf
  %r67 = fsub double %s, %qb66
  %low68 = fcmp olt double %r67, 0.000000e+00
  %q69 = fsub double %q65, 1.000000e+00
  %q70 = select i1 %low68, double %q69, double %q65
  %r71 = fadd double %r67, %bf
  %r72 = select i1 %low68, double %r71, double %r67
  %high73 = fcmp oge double %r72, %bf
  %q74 = fadd double %q70, 1.000000e+00
  %q75 = select i1 %high73, double %q74, double %q70
  %r76 = fsub double %r72, %bf
  %r77 = select i1 %high73, double %r76, double %r72
  %int = fadd double %q61, 0x4330000000000000
  %int78 = bitcast double %int to i64
  %int79 = sub i64 %int78, 4841369599423283200
  %qh = shl i64 %int79, 32
  %int80 = fadd double %q75, 0x4330000000000000
  %int81 = bitcast double %int80 to i64
  %int82 = sub i64 %int81, 4841369599423283200
  %q83 = add i64 %qh, %int82
  %s84 = xor i64 %xs, %d_word42
  %signed = xor i64 %q83, %s84
  %signed85 = sub i64 %signed, %s84
  store i64 %signed85, ptr %ys2_19, align 8
  %v86 = load i64, ptr %i, align 8
  %pos87 = mul i64 0, %dim
  %pos88 = add i64 %pos87, %v86
  %v89 = load i64, ptr %ys2_19, align 8
  %elp92 = getelementptr inbounds i64, ptr %buf91, i64 %pos88
  store i64 %v89, ptr %elp92, align 8, !alias.scope !8, !noalias !9
  %i93 = load i64, ptr %i, align 8
  %next = add i64 %i93, 1
  store i64 %next, ptr %i, align 8
  br label %loop

loop94:                                           ; preds = %ok108, %large_divisors
  %i97 = load i64, ptr %i, align 8
  %more98 = icmp slt i64 %i97, %min
  br i1 %more98, label %body95, label %exit96

body95:                                           ; preds = %loop94
  %v99 = load i64, ptr %i, align 8
  %pos100 = mul i64 0, %dim
  %pos101 = add i64 %pos100, %v99
  %elp102 = getelementptr inbounds i64, ptr %buf30, i64 %pos101
  %el103 = load i64, ptr %elp102, align 8, !alias.scope !6, !noalias !7
  store i64 %el103, ptr %xs_21, align 8
  %v104 = load i64, ptr %xs_21, align 8
  %v105 = load i64, ptr %the_sum2_22, align 8
  %nz106 = icmp ne i64 %v105, 0
  br i1 %nz106, label %ok108, label %fail107

exit96:                                           ; preds = %loop94
  br label %divisors_done

fail107:                                          ; preds = %body95
  %errp109 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp109, align 8
  %errp110 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp110, align 8
  %errp111 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v104, ptr %errp111, align 8
  %errp112 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v105, ptr %errp112, align 8
  ret i32 1

ok108:                                            ; preds = %body95
  %d_word113 = load i64, ptr %d_word, align 8
  %d_word114 = load i64, ptr %d_word5, align 8
  %d_word115 = load i64, ptr %d_word6, align 8
  %d_word116 = load i64, ptr %d_word7, align 8
  %d_word117 = load i64, ptr %d_word8, align 8
  %d_word118 = load i64, ptr %d_word9, align 8
  %d_word119 = load i64, ptr %d_word10, align 8
  %d_word120 = load i64, ptr %d_word11, align 8
  %d_word121 = load i64, ptr %d_word12, align 8
  %xs122 = ashr i64 %v104, 63
  %xf123 = xor i64 %v104, %xs122
  %ax124 = sub i64 %xf123, %xs122
  %lo = and i64 %d_word115, 4294967295
  %hi = lshr i64 %d_word115, 32
  %lo125 = and i64 %ax124, 4294967295
  %hi126 = lshr i64 %ax124, 32
  %ll = mul i64 %lo, %lo125
  %hl = mul i64 %hi, %lo125
  %lh = mul i64 %lo, %hi126
  %hh = mul i64 %hi, %hi126
  %hi127 = lshr i64 %ll, 32
  %lo128 = and i64 %hl, 4294967295
  %mid = add i64 %hi127, %lo128
  %lo129 = and i64 %lh, 4294967295
  %mid130 = add i64 %mid, %lo129
  %hi131 = lshr i64 %hl, 32
  %top = add i64 %hh, %hi131
  %hi132 = lshr i64 %lh, 32
  %top133 = add i64 %top, %hi132
  %hi134 = lshr i64 %mid130, 32
  %mulhi = add i64 %top133, %hi134
  %a_t = sub i64 %ax124, %mulhi
  %half = lshr i64 %a_t, %d_word116
  %sum = add i64 %mulhi, %half
  %q135 = lshr i64 %sum, %d_word117
  %s136 = xor i64 %xs122, %d_word114
  %qs = xor i64 %q135, %s136
  %q137 = sub i64 %qs, %s136
  store i64 %q137, ptr %ys2_19, align 8
  %v138 = load i64, ptr %i, align 8
  %pos139 = mul i64 0, %dim
  %pos140 = add i64 %pos139, %v138
  %v141 = load i64, ptr %ys2_19, align 8
  %elp142 = getelementptr inbounds i64, ptr %buf91, i64 %pos140
  store i64 %v141, ptr %elp142, align 8, !alias.scope !8, !noalias !9
  %i143 = load i64, ptr %i, align 8
  %next144 = add i64 %i143, 1
  store i64 %next144, ptr %i, align 8
  br label %loop94
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

define private i64 @fuselab_divisor_magic(i64 %0, i64 %1) #0 {
entry:
  br label %step

step:                                             ; preds = %step, %entry
  %i = phi i64 [ 0, %entry ], [ %i2, %step ]
  %r = phi i64 [ %0, %entry ], [ %r3, %step ]
  %q = phi i64 [ 0, %entry ], [ %q3, %step ]
  %r2 = shl i64 %r, 1
  %q2 = shl i64 %q, 1
  %ge = icmp uge i64 %r2, %1
  %less = sub i64 %r2, %1
  %r3 = select i1 %ge, i64 %less, i64 %r2
  %bit = zext i1 %ge to i64
  %q3 = or i64 %q2, %bit
  %i2 = add i64 %i, 1
  %more = icmp ult i64 %i2, 64
  br i1 %more, label %step, label %done

done:                                             ; preds = %step
  ret i64 %q3
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #3

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.3", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.5", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

