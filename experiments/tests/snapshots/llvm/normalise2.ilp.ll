; cluster c0: Horizontal(sum1, Vertical(scn, sum2))
; ModuleID = 'normalise2_c0'
source_filename = "normalise2_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_scn_5 = alloca i64, align 8
  %xs_4 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_scn_5, align 8
  store i64 %b, ptr %xs_4, align 8
  %v = load i64, ptr %acc_scn_5, align 8
  %v1 = load i64, ptr %xs_4, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define void @nest_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_sum1_0 = alloca i64, align 8
  %xs_4 = alloca i64, align 8
  %acc_sum2_10 = alloca i64, align 8
  %acc_scn_5 = alloca i64, align 8
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
  %pa2 = getelementptr inbounds i8, ptr %0, i64 64
  %pb3 = getelementptr inbounds i8, ptr %1, i64 64
  %a4 = load i64, ptr %pa2, align 8
  %b5 = load i64, ptr %pb3, align 8
  store i64 %a4, ptr %acc_sum2_10, align 8
  store i64 %b5, ptr %acc_scn_5, align 8
  %v6 = load i64, ptr %acc_sum2_10, align 8
  %v7 = load i64, ptr %acc_scn_5, align 8
  %add8 = add i64 %v6, %v7
  store i64 %add8, ptr %pa2, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sum1_0 = alloca i64, align 8
  %acc_scn_5 = alloca i64, align 8
  %started_6 = alloca i1, align 1
  %acc_sum2_10 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_4 = alloca i64, align 8
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf21 = load ptr, ptr %bufp20, align 8
  %bufp24 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf25 = load ptr, ptr %bufp24, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sum1_0, align 8
  store i64 0, ptr %acc_scn_5, align 8
  store i1 false, ptr %started_6, align 1
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
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos7
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %xs_4, align 8
  %v8 = load i64, ptr %acc_sum1_0, align 8
  %v9 = load i64, ptr %xs_4, align 8
  %add = add i64 %v8, %v9
  store i64 %add, ptr %acc_sum1_0, align 8
  %v10 = load i1, ptr %started_6, align 1
  br i1 %v10, label %then, label %else

exit:                                             ; preds = %loop
  %v19 = load i64, ptr %acc_sum1_0, align 8
  %elp22 = getelementptr inbounds i64, ptr %buf21, i64 0
  store i64 %v19, ptr %elp22, align 8, !alias.scope !6, !noalias !7
  %v23 = load i64, ptr %acc_sum2_10, align 8
  %elp26 = getelementptr inbounds i64, ptr %buf25, i64 0
  store i64 %v23, ptr %elp26, align 8, !alias.scope !8, !noalias !9
  ret i32 0

then:                                             ; preds = %body5
  %v11 = load i64, ptr %acc_scn_5, align 8
  %v12 = load i64, ptr %xs_4, align 8
  %add13 = add i64 %v11, %v12
  store i64 %add13, ptr %acc_scn_5, align 8
  br label %join

else:                                             ; preds = %body5
  %v14 = load i64, ptr %xs_4, align 8
  store i64 %v14, ptr %acc_scn_5, align 8
  store i1 true, ptr %started_6, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v15 = load i64, ptr %acc_sum2_10, align 8
  %v16 = load i64, ptr %acc_scn_5, align 8
  %add17 = add i64 %v15, %v16
  store i64 %add17, ptr %acc_sum2_10, align 8
  %i18 = load i64, ptr %i, align 8
  %next = add i64 %i18, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sum1_0 = alloca i64, align 8
  %acc_scn_5 = alloca i64, align 8
  %started_6 = alloca i1, align 1
  %acc_sum2_10 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_4 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sum1_0, align 8
  store i64 0, ptr %acc_scn_5, align 8
  store i1 false, ptr %started_6, align 1
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
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos7
  %el = load i64, ptr %elp, align 8, !alias.scope !0
  store i64 %el, ptr %xs_4, align 8
  %v8 = load i64, ptr %acc_sum1_0, align 8
  %v9 = load i64, ptr %xs_4, align 8
  %add = add i64 %v8, %v9
  store i64 %add, ptr %acc_sum1_0, align 8
  %v10 = load i1, ptr %started_6, align 1
  br i1 %v10, label %then, label %else

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_scn_5, align 8
  store i64 %acc, ptr %part, align 8
  %part19 = getelementptr inbounds i8, ptr %6, i64 64
  %acc20 = load i64, ptr %acc_sum1_0, align 8
  store i64 %acc20, ptr %part19, align 8
  %part21 = getelementptr inbounds i8, ptr %6, i64 128
  %acc22 = load i64, ptr %acc_sum2_10, align 8
  store i64 %acc22, ptr %part21, align 8
  ret i32 0

then:                                             ; preds = %body5
  %v11 = load i64, ptr %acc_scn_5, align 8
  %v12 = load i64, ptr %xs_4, align 8
  %add13 = add i64 %v11, %v12
  store i64 %add13, ptr %acc_scn_5, align 8
  br label %join

else:                                             ; preds = %body5
  %v14 = load i64, ptr %xs_4, align 8
  store i64 %v14, ptr %acc_scn_5, align 8
  store i1 true, ptr %started_6, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v15 = load i64, ptr %acc_sum2_10, align 8
  %v16 = load i64, ptr %acc_scn_5, align 8
  %add17 = add i64 %v15, %v16
  store i64 %add17, ptr %acc_sum2_10, align 8
  %i18 = load i64, ptr %i, align 8
  %next = add i64 %i18, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sum1_0 = alloca i64, align 8
  %acc_scn_5 = alloca i64, align 8
  %started_6 = alloca i1, align 1
  %acc_sum2_10 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_4 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sum1_0, align 8
  store i64 0, ptr %acc_scn_5, align 8
  store i1 false, ptr %started_6, align 1
  store i64 0, ptr %acc_sum2_10, align 8
  store i64 0, ptr %acc_sum1_0, align 8
  store i64 0, ptr %acc_sum2_10, align 8
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
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos7
  %el = load i64, ptr %elp, align 8, !alias.scope !0
  store i64 %el, ptr %xs_4, align 8
  %v8 = load i64, ptr %acc_sum1_0, align 8
  %v9 = load i64, ptr %xs_4, align 8
  %add = add i64 %v8, %v9
  store i64 %add, ptr %acc_sum1_0, align 8
  %v10 = load i1, ptr %started_6, align 1
  br i1 %v10, label %then, label %else

exit:                                             ; preds = %loop
  %part19 = getelementptr inbounds i8, ptr %6, i64 0
  %acc20 = load i64, ptr %acc_scn_5, align 8
  store i64 %acc20, ptr %part19, align 8
  %part21 = getelementptr inbounds i8, ptr %6, i64 64
  %acc22 = load i64, ptr %acc_sum1_0, align 8
  store i64 %acc22, ptr %part21, align 8
  %part23 = getelementptr inbounds i8, ptr %6, i64 128
  %acc24 = load i64, ptr %acc_sum2_10, align 8
  store i64 %acc24, ptr %part23, align 8
  ret i32 0

then:                                             ; preds = %body5
  %v11 = load i64, ptr %acc_scn_5, align 8
  %v12 = load i64, ptr %xs_4, align 8
  %add13 = add i64 %v11, %v12
  store i64 %add13, ptr %acc_scn_5, align 8
  br label %join

else:                                             ; preds = %body5
  %v14 = load i64, ptr %xs_4, align 8
  store i64 %v14, ptr %acc_scn_5, align 8
  store i1 true, ptr %started_6, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v15 = load i64, ptr %acc_sum2_10, align 8
  %v16 = load i64, ptr %acc_scn_5, align 8
  %add17 = add i64 %v15, %v16
  store i64 %add17, ptr %acc_sum2_10, align 8
  %i18 = load i64, ptr %i, align 8
  %next = add i64 %i18, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sum1_0 = alloca i64, align 8
  %acc_scn_5 = alloca i64, align 8
  %started_6 = alloca i1, align 1
  %acc_sum2_10 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_4 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sum1_0, align 8
  store i64 0, ptr %acc_scn_5, align 8
  store i1 false, ptr %started_6, align 1
  store i64 0, ptr %acc_sum2_10, align 8
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
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos7
  %el = load i64, ptr %elp, align 8, !alias.scope !0
  store i64 %el, ptr %xs_4, align 8
  %v8 = load i1, ptr %started_6, align 1
  br i1 %v8, label %then, label %else

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_scn_5, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0

then:                                             ; preds = %body5
  %v9 = load i64, ptr %acc_scn_5, align 8
  %v10 = load i64, ptr %xs_4, align 8
  %add = add i64 %v9, %v10
  store i64 %add, ptr %acc_scn_5, align 8
  br label %join

else:                                             ; preds = %body5
  %v11 = load i64, ptr %xs_4, align 8
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
  %acc_sum1_0 = alloca i64, align 8
  %acc_scn_5 = alloca i64, align 8
  %started_6 = alloca i1, align 1
  %acc_sum2_10 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %bufp6 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf7 = load ptr, ptr %bufp6, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sum1_0, align 8
  store i64 0, ptr %acc_scn_5, align 8
  store i1 false, ptr %started_6, align 1
  store i64 0, ptr %acc_sum2_10, align 8
  store i64 0, ptr %acc_sum1_0, align 8
  store i64 0, ptr %acc_sum2_10, align 8
  store i1 true, ptr %started_6, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_scn_5, align 8
  %part1 = getelementptr inbounds i8, ptr %6, i64 64
  %acc2 = load i64, ptr %part1, align 8
  store i64 %acc2, ptr %acc_sum1_0, align 8
  %part3 = getelementptr inbounds i8, ptr %6, i64 128
  %acc4 = load i64, ptr %part3, align 8
  store i64 %acc4, ptr %acc_sum2_10, align 8
  %v = load i64, ptr %acc_sum1_0, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  store i64 %v, ptr %elp, align 8, !alias.scope !6, !noalias !8
  %v5 = load i64, ptr %acc_sum2_10, align 8
  %elp8 = getelementptr inbounds i64, ptr %buf7, i64 0
  store i64 %v5, ptr %elp8, align 8, !alias.scope !8, !noalias !6
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.1", !2}
!5 = !{!"fuselab.buf.3", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c1: Horizontal(ys1, ys2)
; ModuleID = 'normalise2_c1'
source_filename = "normalise2_c1"
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
  %bufp13 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf14 = load ptr, ptr %bufp13, align 8
  %the_sum2_22 = alloca i64, align 8
  %d_word41 = alloca i64, align 8
  %d_word42 = alloca i64, align 8
  %d_word43 = alloca i64, align 8
  %d_word44 = alloca i64, align 8
  %d_word45 = alloca i64, align 8
  %d_word46 = alloca i64, align 8
  %d_word47 = alloca i64, align 8
  %d_word48 = alloca i64, align 8
  %d_word49 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp76 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf77 = load ptr, ptr %bufp76, align 8
  %xs_17 = alloca i64, align 8
  %ys1_15 = alloca i64, align 8
  %bufp137 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf138 = load ptr, ptr %bufp137, align 8
  %ys2_19 = alloca i64, align 8
  %bufp217 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf218 = load ptr, ptr %bufp217, align 8
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
  %elp15 = getelementptr inbounds i64, ptr %buf14, i64 0
  %el16 = load i64, ptr %elp15, align 8, !alias.scope !8, !noalias !9
  store i64 %el16, ptr %the_sum2_22, align 8
  %d_sign17 = ashr i64 %el16, 63
  %d_flip18 = xor i64 %el16, %d_sign17
  %d_mag19 = sub i64 %d_flip18, %d_sign17
  %d_below20 = sub i64 %d_mag19, 1
  %d_lz21 = call i64 @llvm.ctlz.i64(i64 %d_below20, i1 false)
  %d_l22 = sub i64 64, %d_lz21
  %d_pow23 = shl i64 1, %d_l22
  %d_n24 = sub i64 %d_pow23, %d_mag19
  %d_magic25 = call i64 @fuselab_divisor_magic(i64 %d_n24, i64 %d_mag19)
  %d_magic26 = add i64 %d_magic25, 1
  %d_l027 = icmp ne i64 %d_l22, 0
  %d_pre28 = zext i1 %d_l027 to i64
  %d_post29 = sub i64 %d_l22, %d_pre28
  %d_small30 = icmp ule i64 %d_mag19, 1048576
  %d_031 = icmp eq i64 %d_mag19, 0
  %d_nz32 = select i1 %d_031, i64 1, i64 %d_mag19
  %d_wrap33 = urem i64 4294967296, %d_nz32
  %d_wrap34 = uitofp i64 %d_wrap33 to double
  %d_wrap35 = bitcast double %d_wrap34 to i64
  %d_small36 = zext i1 %d_small30 to i64
  %d_f37 = uitofp i64 %d_nz32 to double
  %d_inv38 = fdiv double 1.000000e+00, %d_f37
  %d_f_bits39 = bitcast double %d_f37 to i64
  %d_inv_bits40 = bitcast double %d_inv38 to i64
  store i64 %d_mag19, ptr %d_word41, align 8
  store i64 %d_sign17, ptr %d_word42, align 8
  store i64 %d_magic26, ptr %d_word43, align 8
  store i64 %d_pre28, ptr %d_word44, align 8
  store i64 %d_post29, ptr %d_word45, align 8
  store i64 %d_small36, ptr %d_word46, align 8
  store i64 %d_f_bits39, ptr %d_word47, align 8
  store i64 %d_inv_bits40, ptr %d_word48, align 8
  store i64 %d_wrap35, ptr %d_word49, align 8
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c50 = icmp slt i64 %5, %dim
  %min = select i1 %c50, i64 %5, i64 %dim
  %fits = icmp sle i64 %min, %dim
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp51 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp52, align 8
  %errp53 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp53, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits54 = icmp sle i64 %min, %dim
  br i1 %fits54, label %ok56, label %fail55

fail55:                                           ; preds = %ok
  %errp57 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp58, align 8
  %errp59 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp59, align 8
  %errp60 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp60, align 8
  ret i32 1

ok56:                                             ; preds = %ok
  %fits61 = icmp sle i64 %min, %dim
  br i1 %fits61, label %ok63, label %fail62

fail62:                                           ; preds = %ok56
  %errp64 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp64, align 8
  %errp65 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp65, align 8
  %errp66 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp66, align 8
  %errp67 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp67, align 8
  ret i32 1

ok63:                                             ; preds = %ok56
  %d_small68 = load i64, ptr %d_word9, align 8
  %d_small69 = trunc i64 %d_small68 to i1
  %d_small70 = load i64, ptr %d_word46, align 8
  %d_small71 = trunc i64 %d_small70 to i1
  %d_small72 = and i1 %d_small69, %d_small71
  br i1 %d_small72, label %small_divisors, label %large_divisors

small_divisors:                                   ; preds = %ok63
  store i64 %max, ptr %i, align 8
  br label %loop

large_divisors:                                   ; preds = %ok63
  store i64 %max, ptr %i, align 8
  br label %loop221

divisors_done:                                    ; preds = %exit223, %exit
  ret i32 0

loop:                                             ; preds = %ok144, %small_divisors
  %i74 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i74, %min
  br i1 %more, label %body73, label %exit

body73:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos75 = add i64 %pos, %v
  %elp78 = getelementptr inbounds i64, ptr %buf77, i64 %pos75
  %el79 = load i64, ptr %elp78, align 8, !alias.scope !10, !noalias !11
  store i64 %el79, ptr %xs_17, align 8
  %v80 = load i64, ptr %xs_17, align 8
  %v81 = load i64, ptr %the_sum1_18, align 8
  %nz = icmp ne i64 %v81, 0
  br i1 %nz, label %ok83, label %fail82

exit:                                             ; preds = %loop
  br label %divisors_done

fail82:                                           ; preds = %body73
  %errp84 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp84, align 8
  %errp85 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp85, align 8
  %errp86 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v80, ptr %errp86, align 8
  %errp87 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v81, ptr %errp87, align 8
  ret i32 1

ok83:                                             ; preds = %body73
  %d_word88 = load i64, ptr %d_word, align 8
  %d_word89 = load i64, ptr %d_word5, align 8
  %d_word90 = load i64, ptr %d_word6, align 8
  %d_word91 = load i64, ptr %d_word7, align 8
  %d_word92 = load i64, ptr %d_word8, align 8
  %d_word93 = load i64, ptr %d_word9, align 8
  %d_word94 = load i64, ptr %d_word10, align 8
  %d_word95 = load i64, ptr %d_word11, align 8
  %d_word96 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %v80, 63
  %xf = xor i64 %v80, %xs
  %ax = sub i64 %xf, %xs
  %bf = bitcast i64 %d_word94 to double
  %inv = bitcast i64 %d_word95 to double
  %wrap = bitcast i64 %d_word96 to double
  %ah = lshr i64 %ax, 32
  %ah97 = or i64 %ah, 4841369599423283200
  %ah98 = bitcast i64 %ah97 to double
  %ah99 = fsub double %ah98, 0x4330000000000000
  %al = and i64 %ax, 4294967295
  %al100 = or i64 %al, 4841369599423283200
  %al101 = bitcast i64 %al100 to double
  %al102 = fsub double %al101, 0x4330000000000000
  %p = fmul double %ah99, %inv
  %q = call double @llvm.trunc.f64(double %p)
  %qb = fmul double %q, %bf
  %r = fsub double %ah99, %qb
  %low = fcmp olt double %r, 0.000000e+00
  %q103 = fsub double %q, 1.000000e+00
  %q104 = select i1 %low, double %q103, double %q
  %r105 = fadd double %r, %bf
  %r106 = select i1 %low, double %r105, double %r
  %high = fcmp oge double %r106, %bf
  %q107 = fadd double %q104, 1.000000e+00
  %q108 = select i1 %high, double %q107, double %q104
  %r109 = fsub double %r106, %bf
  %r110 = select i1 %high, double %r109, double %r106
  %rh = fmul double %r110, 0x41F0000000000000
  %s = fadd double %rh, %al102
  %p111 = fmul double %s, %inv
  %q112 = call double @llvm.trunc.f64(double %p111)
  %qb113 = fmul double %q112, %bf
  %r114 = fsub double %s, %qb113
  %low115 = fcmp olt double %r114, 0.000000e+00
  %q116 = fsub double %q112, 1.000000e+00
  %q117 = select i1 %low115, double %q116, double %q112
  %r118 = fadd double %r114, %bf
  %r119 = select i1 %low115, double %r118, double %r114
  %high120 = fcmp oge double %r119, %bf
  %q121 = fadd double %q117, 1.000000e+00
  %q122 = select i1 %high120, double %q121, double %q117
  %r123 = fsub double %r119, %bf
  %r124 = select i1 %high120, double %r123, double %r119
  %int = fadd double %q108, 0x4330000000000000
  %int125 = bitcast double %int to i64
  %int126 = sub i64 %int125, 4841369599423283200
  %qh = shl i64 %int126, 32
  %int127 = fadd double %q122, 0x4330000000000000
  %int128 = bitcast double %int127 to i64
  %int129 = sub i64 %int128, 4841369599423283200
  %q130 = add i64 %qh, %int129
  %s131 = xor i64 %xs, %d_word89
  %signed = xor i64 %q130, %s131
  %signed132 = sub i64 %signed, %s131
  store i64 %signed132, ptr %ys1_15, align 8
  %v133 = load i64, ptr %i, align 8
  %pos134 = mul i64 0, %dim
  %pos135 = add i64 %pos134, %v133
  %v136 = load i64, ptr %ys1_15, align 8
  %elp139 = getelementptr inbounds i64, ptr %buf138, i64 %pos135
  store i64 %v136, ptr %elp139, align 8, !alias.scope !12, !noalias !13
  %v140 = load i64, ptr %xs_17, align 8
  %v141 = load i64, ptr %the_sum2_22, align 8
  %nz142 = icmp ne i64 %v141, 0
  br i1 %nz142, label %ok144, label %fail143

fail143:                                          ; preds = %ok83
  %errp145 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp145, align 8
  %errp146 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp146, align 8
  %errp147 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v140, ptr %errp147, align 8
  %errp148 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v141, ptr %errp148, align 8
  ret i32 1

ok144:                                            ; preds = %ok83
  %d_word149 = load i64, ptr %d_word41, align 8
  %d_word150 = load i64, ptr %d_word42, align 8
  %d_word151 = load i64, ptr %d_word43, align 8
  %d_word152 = load i64, ptr %d_word44, align 8
  %d_word153 = load i64, ptr %d_word45, align 8
  %d_word154 = load i64, ptr %d_word46, align 8
  %d_word155 = load i64, ptr %d_word47, align 8
  %d_word156 = load i64, ptr %d_word48, align 8
  %d_word157 = load i64, ptr %d_word49, align 8
  %xs158 = ashr i64 %v140, 63
  %xf159 = xor i64 %v140, %xs158
  %ax160 = sub i64 %xf159, %xs158
  %bf161 = bitcast i64 %d_word155 to double
  %inv162 = bitcast i64 %d_word156 to double
  %wrap163 = bitcast i64 %d_word157 to double
  %ah164 = lshr i64 %ax160, 32
  %ah165 = or i64 %ah164, 4841369599423283200
  %ah166 = bitcast i64 %ah165 to double
  %ah167 = fsub double %ah166, 0x4330000000000000
  %al168 = and i64 %ax160, 4294967295
  %al169 = or i64 %al168, 4841369599423283200
  %al170 = bitcast i64 %al169 to double
  %al171 = fsub double %al170, 0x4330000000000000
  %p172 = fmul double %ah167, %inv162
  %q173 = call double @llvm.trunc.f64(double %p172)
  %qb174 = fmul double %q173, %bf161
  %r175 = fsub double %ah167, %qb174
  %low176 = fcmp olt double %r175, 0.000000e+00
  %q177 = fsub double %q173, 1.000000e+00
  %q178 = select i1 %low176, double %q177, double %q173
  %r179 = fadd double %r175, %bf161
  %r180 = select i1 %low176, double %r179, double %r175
  %high181 = fcmp oge double %r180, %bf161
  %q182 = fadd double %q178, 1.000000e+00
  %q183 = select i1 %high181, double %q182, double %q178
  %r184 = fsub double %r180, %bf161
  %r185 = select i1 %high181, double %r184, double %r180
  %rh186 = fmul double %r185, 0x41F0000000000000
  %s187 = fadd double %rh186, %al171
  %p188 = fmul double %s187, %inv162
  %q189 = call double @llvm.trunc.f64(double %p188)
  %qb190 = fmul double %q189, %bf161
  %r191 = fsub double %s187, %qb190
  %low192 = fcmp olt double %r191, 0.000000e+00
  %q193 = fsub double %q189, 1.000000e+00
  %q194 = select i1 %low192, double %q193, double %q189
  %r195 = fadd double %r191, %bf161
  %r196 = select i1 %low192, double %r195, double %r191
  %high197 = fcmp oge double %r196, %bf161
  %q198 = fadd double %q194, 1.000000e+00
  %q199 = select i1 %high197, double %q198, double %q194
  %r200 = fsub double %r196, %bf161
  %r201 = select i1 %high197, double %r200, double %r196
  %int202 = fadd double %q183, 0x4330000000000000
  %int203 = bitcast double %int202 to i64
  %int204 = sub i64 %int203, 4841369599423283200
  %qh205 = shl i64 %int204, 32
  %int206 = fadd double %q199, 0x4330000000000000
  %int207 = bitcast double %int206 to i64
  %int208 = sub i64 %int207, 4841369599423283200
  %q209 = add i64 %qh205, %int208
  %s210 = xor i64 %xs158, %d_word150
  %signed211 = xor i64 %q209, %s210
  %signed212 = sub i64 %signed211, %s210
  store i64 %signed212, ptr %ys2_19, align 8
  %v213 = load i64, ptr %i, align 8
  %pos214 = mul i64 0, %dim
  %pos215 = add i64 %pos214, %v213
  %v216 = load i64, ptr %ys2_19, align 8
  %elp219 = getelementptr inbounds i64, ptr %buf218, i64 %pos215
  store i64 %v216, ptr %elp219, align 8, !alias.scope !14, !noalias !15
  %i220 = load i64, ptr %i, align 8
  %next = add i64 %i220, 1
  store i64 %next, ptr %i, align 8
  br label %loop

loop221:                                          ; preds = %ok274, %large_divisors
  %i224 = load i64, ptr %i, align 8
  %more225 = icmp slt i64 %i224, %min
  br i1 %more225, label %body222, label %exit223

body222:                                          ; preds = %loop221
  %v226 = load i64, ptr %i, align 8
  %pos227 = mul i64 0, %dim
  %pos228 = add i64 %pos227, %v226
  %elp229 = getelementptr inbounds i64, ptr %buf77, i64 %pos228
  %el230 = load i64, ptr %elp229, align 8, !alias.scope !10, !noalias !11
  store i64 %el230, ptr %xs_17, align 8
  %v231 = load i64, ptr %xs_17, align 8
  %v232 = load i64, ptr %the_sum1_18, align 8
  %nz233 = icmp ne i64 %v232, 0
  br i1 %nz233, label %ok235, label %fail234

exit223:                                          ; preds = %loop221
  br label %divisors_done

fail234:                                          ; preds = %body222
  %errp236 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp236, align 8
  %errp237 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp237, align 8
  %errp238 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v231, ptr %errp238, align 8
  %errp239 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v232, ptr %errp239, align 8
  ret i32 1

ok235:                                            ; preds = %body222
  %d_word240 = load i64, ptr %d_word, align 8
  %d_word241 = load i64, ptr %d_word5, align 8
  %d_word242 = load i64, ptr %d_word6, align 8
  %d_word243 = load i64, ptr %d_word7, align 8
  %d_word244 = load i64, ptr %d_word8, align 8
  %d_word245 = load i64, ptr %d_word9, align 8
  %d_word246 = load i64, ptr %d_word10, align 8
  %d_word247 = load i64, ptr %d_word11, align 8
  %d_word248 = load i64, ptr %d_word12, align 8
  %xs249 = ashr i64 %v231, 63
  %xf250 = xor i64 %v231, %xs249
  %ax251 = sub i64 %xf250, %xs249
  %lo = and i64 %d_word242, 4294967295
  %hi = lshr i64 %d_word242, 32
  %lo252 = and i64 %ax251, 4294967295
  %hi253 = lshr i64 %ax251, 32
  %ll = mul i64 %lo, %lo252
  %hl = mul i64 %hi, %lo252
  %lh = mul i64 %lo, %hi253
  %hh = mul i64 %hi, %hi253
  %hi254 = lshr i64 %ll, 32
  %lo255 = and i64 %hl, 4294967295
  %mid = add i64 %hi254, %lo255
  %lo256 = and i64 %lh, 4294967295
  %mid257 = add i64 %mid, %lo256
  %hi258 = lshr i64 %hl, 32
  %top = add i64 %hh, %hi258
  %hi259 = lshr i64 %lh, 32
  %top260 = add i64 %top, %hi259
  %hi261 = lshr i64 %mid257, 32
  %mulhi = add i64 %top260, %hi261
  %a_t = sub i64 %ax251, %mulhi
  %half = lshr i64 %a_t, %d_word243
  %sum = add i64 %mulhi, %half
  %q262 = lshr i64 %sum, %d_word244
  %s263 = xor i64 %xs249, %d_word241
  %qs = xor i64 %q262, %s263
  %q264 = sub i64 %qs, %s263
  store i64 %q264, ptr %ys1_15, align 8
  %v265 = load i64, ptr %i, align 8
  %pos266 = mul i64 0, %dim
  %pos267 = add i64 %pos266, %v265
  %v268 = load i64, ptr %ys1_15, align 8
  %elp269 = getelementptr inbounds i64, ptr %buf138, i64 %pos267
  store i64 %v268, ptr %elp269, align 8, !alias.scope !12, !noalias !13
  %v270 = load i64, ptr %xs_17, align 8
  %v271 = load i64, ptr %the_sum2_22, align 8
  %nz272 = icmp ne i64 %v271, 0
  br i1 %nz272, label %ok274, label %fail273

fail273:                                          ; preds = %ok235
  %errp275 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp275, align 8
  %errp276 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp276, align 8
  %errp277 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v270, ptr %errp277, align 8
  %errp278 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v271, ptr %errp278, align 8
  ret i32 1

ok274:                                            ; preds = %ok235
  %d_word279 = load i64, ptr %d_word41, align 8
  %d_word280 = load i64, ptr %d_word42, align 8
  %d_word281 = load i64, ptr %d_word43, align 8
  %d_word282 = load i64, ptr %d_word44, align 8
  %d_word283 = load i64, ptr %d_word45, align 8
  %d_word284 = load i64, ptr %d_word46, align 8
  %d_word285 = load i64, ptr %d_word47, align 8
  %d_word286 = load i64, ptr %d_word48, align 8
  %d_word287 = load i64, ptr %d_word49, align 8
  %xs288 = ashr i64 %v270, 63
  %xf289 = xor i64 %v270, %xs288
  %ax290 = sub i64 %xf289, %xs288
  %lo291 = and i64 %d_word281, 4294967295
  %hi292 = lshr i64 %d_word281, 32
  %lo293 = and i64 %ax290, 4294967295
  %hi294 = lshr i64 %ax290, 32
  %ll295 = mul i64 %lo291, %lo293
  %hl296 = mul i64 %hi292, %lo293
  %lh297 = mul i64 %lo291, %hi294
  %hh298 = mul i64 %hi292, %hi294
  %hi299 = lshr i64 %ll295, 32
  %lo300 = and i64 %hl296, 4294967295
  %mid301 = add i64 %hi299, %lo300
  %lo302 = and i64 %lh297, 4294967295
  %mid303 = add i64 %mid301, %lo302
  %hi304 = lshr i64 %hl296, 32
  %top305 = add i64 %hh298, %hi304
  %hi306 = lshr i64 %lh297, 32
  %top307 = add i64 %top305, %hi306
  %hi308 = lshr i64 %mid303, 32
  %mulhi309 = add i64 %top307, %hi308
  %a_t310 = sub i64 %ax290, %mulhi309
  %half311 = lshr i64 %a_t310, %d_word282
  %sum312 = add i64 %mulhi309, %half311
  %q313 = lshr i64 %sum312, %d_word283
  %s314 = xor i64 %xs288, %d_word280
  %qs315 = xor i64 %q313, %s314
  %q316 = sub i64 %qs315, %s314
  store i64 %q316, ptr %ys2_19, align 8
  %v317 = load i64, ptr %i, align 8
  %pos318 = mul i64 0, %dim
  %pos319 = add i64 %pos318, %v317
  %v320 = load i64, ptr %ys2_19, align 8
  %elp321 = getelementptr inbounds i64, ptr %buf218, i64 %pos319
  store i64 %v320, ptr %elp321, align 8, !alias.scope !14, !noalias !15
  %i322 = load i64, ptr %i, align 8
  %next323 = add i64 %i322, 1
  store i64 %next323, ptr %i, align 8
  br label %loop221
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
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.3", !2}
!6 = !{!"fuselab.buf.4", !2}
!7 = !{!"fuselab.buf.5", !2}
!8 = !{!5}
!9 = !{!4, !1, !6, !7}
!10 = !{!4}
!11 = !{!1, !5, !6, !7}
!12 = !{!6}
!13 = !{!4, !1, !5, !7}
!14 = !{!7}
!15 = !{!4, !1, !5, !6}

