; cluster c0: Diagonal(xs, Horizontal(sum1, Vertical(scn, sum2)))
; ModuleID = 'normalise2_expanded_c0'
source_filename = "normalise2_expanded_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_scn_8 = alloca i64, align 8
  %xs_0 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_scn_8, align 8
  store i64 %b, ptr %xs_0, align 8
  %v = load i64, ptr %acc_scn_8, align 8
  %v1 = load i64, ptr %xs_0, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define void @nest_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_sum1_3 = alloca i64, align 8
  %xs_0 = alloca i64, align 8
  %acc_sum2_13 = alloca i64, align 8
  %acc_scn_8 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_sum1_3, align 8
  store i64 %b, ptr %xs_0, align 8
  %v = load i64, ptr %acc_sum1_3, align 8
  %v1 = load i64, ptr %xs_0, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  %pa2 = getelementptr inbounds i8, ptr %0, i64 64
  %pb3 = getelementptr inbounds i8, ptr %1, i64 64
  %a4 = load i64, ptr %pa2, align 8
  %b5 = load i64, ptr %pb3, align 8
  store i64 %a4, ptr %acc_sum2_13, align 8
  store i64 %b5, ptr %acc_scn_8, align 8
  %v6 = load i64, ptr %acc_sum2_13, align 8
  %v7 = load i64, ptr %acc_scn_8, align 8
  %add8 = add i64 %v6, %v7
  store i64 %add8, ptr %pa2, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sum1_3 = alloca i64, align 8
  %acc_scn_8 = alloca i64, align 8
  %started_9 = alloca i1, align 1
  %acc_sum2_13 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %input_2 = alloca i64, align 8
  %xs_0 = alloca i64, align 8
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf21 = load ptr, ptr %bufp20, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf37 = load ptr, ptr %bufp36, align 8
  %bufp40 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf41 = load ptr, ptr %bufp40, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sum1_3, align 8
  store i64 0, ptr %acc_scn_8, align 8
  store i1 false, ptr %started_9, align 1
  store i64 0, ptr %acc_sum2_13, align 8
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
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos14
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %input_2, align 8
  %v15 = load i64, ptr %input_2, align 8
  %add = add i64 %v15, 1
  store i64 %add, ptr %xs_0, align 8
  %v16 = load i64, ptr %i, align 8
  %pos17 = mul i64 0, %dim
  %pos18 = add i64 %pos17, %v16
  %v19 = load i64, ptr %xs_0, align 8
  %elp22 = getelementptr inbounds i64, ptr %buf21, i64 %pos18
  store i64 %v19, ptr %elp22, align 8, !alias.scope !7, !noalias !8
  %v23 = load i64, ptr %acc_sum1_3, align 8
  %v24 = load i64, ptr %xs_0, align 8
  %add25 = add i64 %v23, %v24
  store i64 %add25, ptr %acc_sum1_3, align 8
  %v26 = load i1, ptr %started_9, align 1
  br i1 %v26, label %then, label %else

exit:                                             ; preds = %loop
  %v35 = load i64, ptr %acc_sum1_3, align 8
  %elp38 = getelementptr inbounds i64, ptr %buf37, i64 0
  store i64 %v35, ptr %elp38, align 8, !alias.scope !9, !noalias !10
  %v39 = load i64, ptr %acc_sum2_13, align 8
  %elp42 = getelementptr inbounds i64, ptr %buf41, i64 0
  store i64 %v39, ptr %elp42, align 8, !alias.scope !11, !noalias !12
  ret i32 0

then:                                             ; preds = %body12
  %v27 = load i64, ptr %acc_scn_8, align 8
  %v28 = load i64, ptr %xs_0, align 8
  %add29 = add i64 %v27, %v28
  store i64 %add29, ptr %acc_scn_8, align 8
  br label %join

else:                                             ; preds = %body12
  %v30 = load i64, ptr %xs_0, align 8
  store i64 %v30, ptr %acc_scn_8, align 8
  store i1 true, ptr %started_9, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v31 = load i64, ptr %acc_sum2_13, align 8
  %v32 = load i64, ptr %acc_scn_8, align 8
  %add33 = add i64 %v31, %v32
  store i64 %add33, ptr %acc_sum2_13, align 8
  %i34 = load i64, ptr %i, align 8
  %next = add i64 %i34, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sum1_3 = alloca i64, align 8
  %acc_scn_8 = alloca i64, align 8
  %started_9 = alloca i1, align 1
  %acc_sum2_13 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %input_2 = alloca i64, align 8
  %xs_0 = alloca i64, align 8
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf21 = load ptr, ptr %bufp20, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sum1_3, align 8
  store i64 0, ptr %acc_scn_8, align 8
  store i1 false, ptr %started_9, align 1
  store i64 0, ptr %acc_sum2_13, align 8
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
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos14
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !7
  store i64 %el, ptr %input_2, align 8
  %v15 = load i64, ptr %input_2, align 8
  %add = add i64 %v15, 1
  store i64 %add, ptr %xs_0, align 8
  %v16 = load i64, ptr %i, align 8
  %pos17 = mul i64 0, %dim
  %pos18 = add i64 %pos17, %v16
  %v19 = load i64, ptr %xs_0, align 8
  %elp22 = getelementptr inbounds i64, ptr %buf21, i64 %pos18
  store i64 %v19, ptr %elp22, align 8, !alias.scope !7, !noalias !0
  %v23 = load i64, ptr %acc_sum1_3, align 8
  %v24 = load i64, ptr %xs_0, align 8
  %add25 = add i64 %v23, %v24
  store i64 %add25, ptr %acc_sum1_3, align 8
  %v26 = load i1, ptr %started_9, align 1
  br i1 %v26, label %then, label %else

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_scn_8, align 8
  store i64 %acc, ptr %part, align 8
  %part35 = getelementptr inbounds i8, ptr %6, i64 64
  %acc36 = load i64, ptr %acc_sum1_3, align 8
  store i64 %acc36, ptr %part35, align 8
  %part37 = getelementptr inbounds i8, ptr %6, i64 128
  %acc38 = load i64, ptr %acc_sum2_13, align 8
  store i64 %acc38, ptr %part37, align 8
  ret i32 0

then:                                             ; preds = %body12
  %v27 = load i64, ptr %acc_scn_8, align 8
  %v28 = load i64, ptr %xs_0, align 8
  %add29 = add i64 %v27, %v28
  store i64 %add29, ptr %acc_scn_8, align 8
  br label %join

else:                                             ; preds = %body12
  %v30 = load i64, ptr %xs_0, align 8
  store i64 %v30, ptr %acc_scn_8, align 8
  store i1 true, ptr %started_9, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v31 = load i64, ptr %acc_sum2_13, align 8
  %v32 = load i64, ptr %acc_scn_8, align 8
  %add33 = add i64 %v31, %v32
  store i64 %add33, ptr %acc_sum2_13, align 8
  %i34 = load i64, ptr %i, align 8
  %next = add i64 %i34, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sum1_3 = alloca i64, align 8
  %acc_scn_8 = alloca i64, align 8
  %started_9 = alloca i1, align 1
  %acc_sum2_13 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %input_2 = alloca i64, align 8
  %xs_0 = alloca i64, align 8
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf21 = load ptr, ptr %bufp20, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sum1_3, align 8
  store i64 0, ptr %acc_scn_8, align 8
  store i1 false, ptr %started_9, align 1
  store i64 0, ptr %acc_sum2_13, align 8
  store i64 0, ptr %acc_sum1_3, align 8
  store i64 0, ptr %acc_sum2_13, align 8
  store i1 true, ptr %started_9, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_scn_8, align 8
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
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos14
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !7
  store i64 %el, ptr %input_2, align 8
  %v15 = load i64, ptr %input_2, align 8
  %add = add i64 %v15, 1
  store i64 %add, ptr %xs_0, align 8
  %v16 = load i64, ptr %i, align 8
  %pos17 = mul i64 0, %dim
  %pos18 = add i64 %pos17, %v16
  %v19 = load i64, ptr %xs_0, align 8
  %elp22 = getelementptr inbounds i64, ptr %buf21, i64 %pos18
  store i64 %v19, ptr %elp22, align 8, !alias.scope !7, !noalias !0
  %v23 = load i64, ptr %acc_sum1_3, align 8
  %v24 = load i64, ptr %xs_0, align 8
  %add25 = add i64 %v23, %v24
  store i64 %add25, ptr %acc_sum1_3, align 8
  %v26 = load i1, ptr %started_9, align 1
  br i1 %v26, label %then, label %else

exit:                                             ; preds = %loop
  %part35 = getelementptr inbounds i8, ptr %6, i64 0
  %acc36 = load i64, ptr %acc_scn_8, align 8
  store i64 %acc36, ptr %part35, align 8
  %part37 = getelementptr inbounds i8, ptr %6, i64 64
  %acc38 = load i64, ptr %acc_sum1_3, align 8
  store i64 %acc38, ptr %part37, align 8
  %part39 = getelementptr inbounds i8, ptr %6, i64 128
  %acc40 = load i64, ptr %acc_sum2_13, align 8
  store i64 %acc40, ptr %part39, align 8
  ret i32 0

then:                                             ; preds = %body12
  %v27 = load i64, ptr %acc_scn_8, align 8
  %v28 = load i64, ptr %xs_0, align 8
  %add29 = add i64 %v27, %v28
  store i64 %add29, ptr %acc_scn_8, align 8
  br label %join

else:                                             ; preds = %body12
  %v30 = load i64, ptr %xs_0, align 8
  store i64 %v30, ptr %acc_scn_8, align 8
  store i1 true, ptr %started_9, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v31 = load i64, ptr %acc_sum2_13, align 8
  %v32 = load i64, ptr %acc_scn_8, align 8
  %add33 = add i64 %v31, %v32
  store i64 %add33, ptr %acc_sum2_13, align 8
  %i34 = load i64, ptr %i, align 8
  %next = add i64 %i34, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sum1_3 = alloca i64, align 8
  %acc_scn_8 = alloca i64, align 8
  %started_9 = alloca i1, align 1
  %acc_sum2_13 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %input_2 = alloca i64, align 8
  %xs_0 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sum1_3, align 8
  store i64 0, ptr %acc_scn_8, align 8
  store i1 false, ptr %started_9, align 1
  store i64 0, ptr %acc_sum2_13, align 8
  store i64 0, ptr %acc_scn_8, align 8
  store i1 true, ptr %started_9, align 1
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
  store i64 %el, ptr %input_2, align 8
  %v8 = load i64, ptr %input_2, align 8
  %add = add i64 %v8, 1
  store i64 %add, ptr %xs_0, align 8
  %v9 = load i1, ptr %started_9, align 1
  br i1 %v9, label %then, label %else

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_scn_8, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0

then:                                             ; preds = %body5
  %v10 = load i64, ptr %acc_scn_8, align 8
  %v11 = load i64, ptr %xs_0, align 8
  %add12 = add i64 %v10, %v11
  store i64 %add12, ptr %acc_scn_8, align 8
  br label %join

else:                                             ; preds = %body5
  %v13 = load i64, ptr %xs_0, align 8
  store i64 %v13, ptr %acc_scn_8, align 8
  store i1 true, ptr %started_9, align 1
  br label %join

join:                                             ; preds = %else, %then
  %i14 = load i64, ptr %i, align 8
  %next = add i64 %i14, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sum1_3 = alloca i64, align 8
  %acc_scn_8 = alloca i64, align 8
  %started_9 = alloca i1, align 1
  %acc_sum2_13 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %bufp6 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf7 = load ptr, ptr %bufp6, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sum1_3, align 8
  store i64 0, ptr %acc_scn_8, align 8
  store i1 false, ptr %started_9, align 1
  store i64 0, ptr %acc_sum2_13, align 8
  store i64 0, ptr %acc_sum1_3, align 8
  store i64 0, ptr %acc_sum2_13, align 8
  store i1 true, ptr %started_9, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_scn_8, align 8
  %part1 = getelementptr inbounds i8, ptr %6, i64 64
  %acc2 = load i64, ptr %part1, align 8
  store i64 %acc2, ptr %acc_sum1_3, align 8
  %part3 = getelementptr inbounds i8, ptr %6, i64 128
  %acc4 = load i64, ptr %part3, align 8
  store i64 %acc4, ptr %acc_sum2_13, align 8
  %v = load i64, ptr %acc_sum1_3, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  store i64 %v, ptr %elp, align 8, !alias.scope !9, !noalias !11
  %v5 = load i64, ptr %acc_sum2_13, align 8
  %elp8 = getelementptr inbounds i64, ptr %buf7, i64 0
  store i64 %v5, ptr %elp8, align 8, !alias.scope !11, !noalias !9
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.1", !2}
!5 = !{!"fuselab.buf.2", !2}
!6 = !{!"fuselab.buf.4", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!1, !4, !6}
!11 = !{!6}
!12 = !{!1, !4, !5}

; cluster c1: Horizontal(ys1, ys2)
; ModuleID = 'normalise2_expanded_c1'
source_filename = "normalise2_expanded_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %the_sum1_21 = alloca i64, align 8
  %d_word = alloca i64, align 8
  %d_word5 = alloca i64, align 8
  %d_word6 = alloca i64, align 8
  %d_word7 = alloca i64, align 8
  %d_word8 = alloca i64, align 8
  %d_word9 = alloca i64, align 8
  %d_word10 = alloca i64, align 8
  %d_word11 = alloca i64, align 8
  %d_word12 = alloca i64, align 8
  %bufp13 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf14 = load ptr, ptr %bufp13, align 8
  %the_sum2_25 = alloca i64, align 8
  %d_word41 = alloca i64, align 8
  %d_word42 = alloca i64, align 8
  %d_word43 = alloca i64, align 8
  %d_word44 = alloca i64, align 8
  %d_word45 = alloca i64, align 8
  %d_word46 = alloca i64, align 8
  %d_word47 = alloca i64, align 8
  %d_word48 = alloca i64, align 8
  %d_word49 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp76 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf77 = load ptr, ptr %bufp76, align 8
  %xs_20 = alloca i64, align 8
  %dimp81 = getelementptr inbounds i64, ptr %1, i64 0
  %dim82 = load i64, ptr %dimp81, align 8
  %ys1_18 = alloca i64, align 8
  %bufp139 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf140 = load ptr, ptr %bufp139, align 8
  %ys2_22 = alloca i64, align 8
  %bufp221 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf222 = load ptr, ptr %bufp221, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sum1_21, align 8
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
  store i64 %el16, ptr %the_sum2_25, align 8
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
  store i64 4, ptr %errp51, align 8
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
  store i64 4, ptr %errp58, align 8
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
  store i64 5, ptr %errp65, align 8
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
  br label %loop225

divisors_done:                                    ; preds = %exit227, %exit
  ret i32 0

loop:                                             ; preds = %ok148, %small_divisors
  %i74 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i74, %min
  br i1 %more, label %body73, label %exit

body73:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos75 = add i64 %pos, %v
  %elp78 = getelementptr inbounds i64, ptr %buf77, i64 %pos75
  %el79 = load i64, ptr %elp78, align 8, !alias.scope !10, !noalias !11
  store i64 %el79, ptr %xs_20, align 8
  %v80 = load i64, ptr %xs_20, align 8
  %mul = mul i64 %v80, %dim82
  %v83 = load i64, ptr %the_sum1_21, align 8
  %nz = icmp ne i64 %v83, 0
  br i1 %nz, label %ok85, label %fail84

exit:                                             ; preds = %loop
  br label %divisors_done

fail84:                                           ; preds = %body73
  %errp86 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp86, align 8
  %errp87 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp87, align 8
  %errp88 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul, ptr %errp88, align 8
  %errp89 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v83, ptr %errp89, align 8
  ret i32 1

ok85:                                             ; preds = %body73
  %d_word90 = load i64, ptr %d_word, align 8
  %d_word91 = load i64, ptr %d_word5, align 8
  %d_word92 = load i64, ptr %d_word6, align 8
  %d_word93 = load i64, ptr %d_word7, align 8
  %d_word94 = load i64, ptr %d_word8, align 8
  %d_word95 = load i64, ptr %d_word9, align 8
  %d_word96 = load i64, ptr %d_word10, align 8
  %d_word97 = load i64, ptr %d_word11, align 8
  %d_word98 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %mul, 63
  %xf = xor i64 %mul, %xs
  %ax = sub i64 %xf, %xs
  %bf = bitcast i64 %d_word96 to double
  %inv = bitcast i64 %d_word97 to double
  %wrap = bitcast i64 %d_word98 to double
  %ah = lshr i64 %ax, 32
  %ah99 = or i64 %ah, 4841369599423283200
  %ah100 = bitcast i64 %ah99 to double
  %ah101 = fsub double %ah100, 0x4330000000000000
  %al = and i64 %ax, 4294967295
  %al102 = or i64 %al, 4841369599423283200
  %al103 = bitcast i64 %al102 to double
  %al104 = fsub double %al103, 0x4330000000000000
  %p = fmul double %ah101, %inv
  %q = call double @llvm.trunc.f64(double %p)
  %qb = fmul double %q, %bf
  %r = fsub double %ah101, %qb
  %low = fcmp olt double %r, 0.000000e+00
  %q105 = fsub double %q, 1.000000e+00
  %q106 = select i1 %low, double %q105, double %q
  %r107 = fadd double %r, %bf
  %r108 = select i1 %low, double %r107, double %r
  %high = fcmp oge double %r108, %bf
  %q109 = fadd double %q106, 1.000000e+00
  %q110 = select i1 %high, double %q109, double %q106
  %r111 = fsub double %r108, %bf
  %r112 = select i1 %high, double %r111, double %r108
  %rh = fmul double %r112, 0x41F0000000000000
  %s = fadd double %rh, %al104
  %p113 = fmul double %s, %inv
  %q114 = call double @llvm.trunc.f64(double %p113)
  %qb115 = fmul double %q114, %bf
  %r116 = fsub double %s, %qb115
  %low117 = fcmp olt double %r116, 0.000000e+00
  %q118 = fsub double %q114, 1.000000e+00
  %q119 = select i1 %low117, double %q118, double %q114
  %r120 = fadd double %r116, %bf
  %r121 = select i1 %low117, double %r120, double %r116
  %high122 = fcmp oge double %r121, %bf
  %q123 = fadd double %q119, 1.000000e+00
  %q124 = select i1 %high122, double %q123, double %q119
  %r125 = fsub double %r121, %bf
  %r126 = select i1 %high122, double %r125, double %r121
  %int = fadd double %q110, 0x4330000000000000
  %int127 = bitcast double %int to i64
  %int128 = sub i64 %int127, 4841369599423283200
  %qh = shl i64 %int128, 32
  %int129 = fadd double %q124, 0x4330000000000000
  %int130 = bitcast double %int129 to i64
  %int131 = sub i64 %int130, 4841369599423283200
  %q132 = add i64 %qh, %int131
  %s133 = xor i64 %xs, %d_word91
  %signed = xor i64 %q132, %s133
  %signed134 = sub i64 %signed, %s133
  store i64 %signed134, ptr %ys1_18, align 8
  %v135 = load i64, ptr %i, align 8
  %pos136 = mul i64 0, %dim
  %pos137 = add i64 %pos136, %v135
  %v138 = load i64, ptr %ys1_18, align 8
  %elp141 = getelementptr inbounds i64, ptr %buf140, i64 %pos137
  store i64 %v138, ptr %elp141, align 8, !alias.scope !12, !noalias !13
  %v142 = load i64, ptr %xs_20, align 8
  %mul143 = mul i64 %v142, %dim82
  %mul144 = mul i64 %mul143, %dim82
  %v145 = load i64, ptr %the_sum2_25, align 8
  %nz146 = icmp ne i64 %v145, 0
  br i1 %nz146, label %ok148, label %fail147

fail147:                                          ; preds = %ok85
  %errp149 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp149, align 8
  %errp150 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp150, align 8
  %errp151 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul144, ptr %errp151, align 8
  %errp152 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v145, ptr %errp152, align 8
  ret i32 1

ok148:                                            ; preds = %ok85
  %d_word153 = load i64, ptr %d_word41, align 8
  %d_word154 = load i64, ptr %d_word42, align 8
  %d_word155 = load i64, ptr %d_word43, align 8
  %d_word156 = load i64, ptr %d_word44, align 8
  %d_word157 = load i64, ptr %d_word45, align 8
  %d_word158 = load i64, ptr %d_word46, align 8
  %d_word159 = load i64, ptr %d_word47, align 8
  %d_word160 = load i64, ptr %d_word48, align 8
  %d_word161 = load i64, ptr %d_word49, align 8
  %xs162 = ashr i64 %mul144, 63
  %xf163 = xor i64 %mul144, %xs162
  %ax164 = sub i64 %xf163, %xs162
  %bf165 = bitcast i64 %d_word159 to double
  %inv166 = bitcast i64 %d_word160 to double
  %wrap167 = bitcast i64 %d_word161 to double
  %ah168 = lshr i64 %ax164, 32
  %ah169 = or i64 %ah168, 4841369599423283200
  %ah170 = bitcast i64 %ah169 to double
  %ah171 = fsub double %ah170, 0x4330000000000000
  %al172 = and i64 %ax164, 4294967295
  %al173 = or i64 %al172, 4841369599423283200
  %al174 = bitcast i64 %al173 to double
  %al175 = fsub double %al174, 0x4330000000000000
  %p176 = fmul double %ah171, %inv166
  %q177 = call double @llvm.trunc.f64(double %p176)
  %qb178 = fmul double %q177, %bf165
  %r179 = fsub double %ah171, %qb178
  %low180 = fcmp olt double %r179, 0.000000e+00
  %q181 = fsub double %q177, 1.000000e+00
  %q182 = select i1 %low180, double %q181, double %q177
  %r183 = fadd double %r179, %bf165
  %r184 = select i1 %low180, double %r183, double %r179
  %high185 = fcmp oge double %r184, %bf165
  %q186 = fadd double %q182, 1.000000e+00
  %q187 = select i1 %high185, double %q186, double %q182
  %r188 = fsub double %r184, %bf165
  %r189 = select i1 %high185, double %r188, double %r184
  %rh190 = fmul double %r189, 0x41F0000000000000
  %s191 = fadd double %rh190, %al175
  %p192 = fmul double %s191, %inv166
  %q193 = call double @llvm.trunc.f64(double %p192)
  %qb194 = fmul double %q193, %bf165
  %r195 = fsub double %s191, %qb194
  %low196 = fcmp olt double %r195, 0.000000e+00
  %q197 = fsub double %q193, 1.000000e+00
  %q198 = select i1 %low196, double %q197, double %q193
  %r199 = fadd double %r195, %bf165
  %r200 = select i1 %low196, double %r199, double %r195
  %high201 = fcmp oge double %r200, %bf165
  %q202 = fadd double %q198, 1.000000e+00
  %q203 = select i1 %high201, double %q202, double %q198
  %r204 = fsub double %r200, %bf165
  %r205 = select i1 %high201, double %r204, double %r200
  %int206 = fadd double %q187, 0x4330000000000000
  %int207 = bitcast double %int206 to i64
  %int208 = sub i64 %int207, 4841369599423283200
  %qh209 = shl i64 %int208, 32
  %int210 = fadd double %q203, 0x4330000000000000
  %int211 = bitcast double %int210 to i64
  %int212 = sub i64 %int211, 4841369599423283200
  %q213 = add i64 %qh209, %int212
  %s214 = xor i64 %xs162, %d_word154
  %signed215 = xor i64 %q213, %s214
  %signed216 = sub i64 %signed215, %s214
  store i64 %signed216, ptr %ys2_22, align 8
  %v217 = load i64, ptr %i, align 8
  %pos218 = mul i64 0, %dim
  %pos219 = add i64 %pos218, %v217
  %v220 = load i64, ptr %ys2_22, align 8
  %elp223 = getelementptr inbounds i64, ptr %buf222, i64 %pos219
  store i64 %v220, ptr %elp223, align 8, !alias.scope !14, !noalias !15
  %i224 = load i64, ptr %i, align 8
  %next = add i64 %i224, 1
  store i64 %next, ptr %i, align 8
  br label %loop

loop225:                                          ; preds = %ok281, %large_divisors
  %i228 = load i64, ptr %i, align 8
  %more229 = icmp slt i64 %i228, %min
  br i1 %more229, label %body226, label %exit227

body226:                                          ; preds = %loop225
  %v230 = load i64, ptr %i, align 8
  %pos231 = mul i64 0, %dim
  %pos232 = add i64 %pos231, %v230
  %elp233 = getelementptr inbounds i64, ptr %buf77, i64 %pos232
  %el234 = load i64, ptr %elp233, align 8, !alias.scope !10, !noalias !11
  store i64 %el234, ptr %xs_20, align 8
  %v235 = load i64, ptr %xs_20, align 8
  %mul236 = mul i64 %v235, %dim82
  %v237 = load i64, ptr %the_sum1_21, align 8
  %nz238 = icmp ne i64 %v237, 0
  br i1 %nz238, label %ok240, label %fail239

exit227:                                          ; preds = %loop225
  br label %divisors_done

fail239:                                          ; preds = %body226
  %errp241 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp241, align 8
  %errp242 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp242, align 8
  %errp243 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul236, ptr %errp243, align 8
  %errp244 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v237, ptr %errp244, align 8
  ret i32 1

ok240:                                            ; preds = %body226
  %d_word245 = load i64, ptr %d_word, align 8
  %d_word246 = load i64, ptr %d_word5, align 8
  %d_word247 = load i64, ptr %d_word6, align 8
  %d_word248 = load i64, ptr %d_word7, align 8
  %d_word249 = load i64, ptr %d_word8, align 8
  %d_word250 = load i64, ptr %d_word9, align 8
  %d_word251 = load i64, ptr %d_word10, align 8
  %d_word252 = load i64, ptr %d_word11, align 8
  %d_word253 = load i64, ptr %d_word12, align 8
  %xs254 = ashr i64 %mul236, 63
  %xf255 = xor i64 %mul236, %xs254
  %ax256 = sub i64 %xf255, %xs254
  %lo = and i64 %d_word247, 4294967295
  %hi = lshr i64 %d_word247, 32
  %lo257 = and i64 %ax256, 4294967295
  %hi258 = lshr i64 %ax256, 32
  %ll = mul i64 %lo, %lo257
  %hl = mul i64 %hi, %lo257
  %lh = mul i64 %lo, %hi258
  %hh = mul i64 %hi, %hi258
  %hi259 = lshr i64 %ll, 32
  %lo260 = and i64 %hl, 4294967295
  %mid = add i64 %hi259, %lo260
  %lo261 = and i64 %lh, 4294967295
  %mid262 = add i64 %mid, %lo261
  %hi263 = lshr i64 %hl, 32
  %top = add i64 %hh, %hi263
  %hi264 = lshr i64 %lh, 32
  %top265 = add i64 %top, %hi264
  %hi266 = lshr i64 %mid262, 32
  %mulhi = add i64 %top265, %hi266
  %a_t = sub i64 %ax256, %mulhi
  %half = lshr i64 %a_t, %d_word248
  %sum = add i64 %mulhi, %half
  %q267 = lshr i64 %sum, %d_word249
  %s268 = xor i64 %xs254, %d_word246
  %qs = xor i64 %q267, %s268
  %q269 = sub i64 %qs, %s268
  store i64 %q269, ptr %ys1_18, align 8
  %v270 = load i64, ptr %i, align 8
  %pos271 = mul i64 0, %dim
  %pos272 = add i64 %pos271, %v270
  %v273 = load i64, ptr %ys1_18, align 8
  %elp274 = getelementptr inbounds i64, ptr %buf140, i64 %pos272
  store i64 %v273, ptr %elp274, align 8, !alias.scope !12, !noalias !13
  %v275 = load i64, ptr %xs_20, align 8
  %mul276 = mul i64 %v275, %dim82
  %mul277 = mul i64 %mul276, %dim82
  %v278 = load i64, ptr %the_sum2_25, align 8
  %nz279 = icmp ne i64 %v278, 0
  br i1 %nz279, label %ok281, label %fail280

fail280:                                          ; preds = %ok240
  %errp282 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp282, align 8
  %errp283 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp283, align 8
  %errp284 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul277, ptr %errp284, align 8
  %errp285 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v278, ptr %errp285, align 8
  ret i32 1

ok281:                                            ; preds = %ok240
  %d_word286 = load i64, ptr %d_word41, align 8
  %d_word287 = load i64, ptr %d_word42, align 8
  %d_word288 = load i64, ptr %d_word43, align 8
  %d_word289 = load i64, ptr %d_word44, align 8
  %d_word290 = load i64, ptr %d_word45, align 8
  %d_word291 = load i64, ptr %d_word46, align 8
  %d_word292 = load i64, ptr %d_word47, align 8
  %d_word293 = load i64, ptr %d_word48, align 8
  %d_word294 = load i64, ptr %d_word49, align 8
  %xs295 = ashr i64 %mul277, 63
  %xf296 = xor i64 %mul277, %xs295
  %ax297 = sub i64 %xf296, %xs295
  %lo298 = and i64 %d_word288, 4294967295
  %hi299 = lshr i64 %d_word288, 32
  %lo300 = and i64 %ax297, 4294967295
  %hi301 = lshr i64 %ax297, 32
  %ll302 = mul i64 %lo298, %lo300
  %hl303 = mul i64 %hi299, %lo300
  %lh304 = mul i64 %lo298, %hi301
  %hh305 = mul i64 %hi299, %hi301
  %hi306 = lshr i64 %ll302, 32
  %lo307 = and i64 %hl303, 4294967295
  %mid308 = add i64 %hi306, %lo307
  %lo309 = and i64 %lh304, 4294967295
  %mid310 = add i64 %mid308, %lo309
  %hi311 = lshr i64 %hl303, 32
  %top312 = add i64 %hh305, %hi311
  %hi313 = lshr i64 %lh304, 32
  %top314 = add i64 %top312, %hi313
  %hi315 = lshr i64 %mid310, 32
  %mulhi316 = add i64 %top314, %hi315
  %a_t317 = sub i64 %ax297, %mulhi316
  %half318 = lshr i64 %a_t317, %d_word289
  %sum319 = add i64 %mulhi316, %half318
  %q320 = lshr i64 %sum319, %d_word290
  %s321 = xor i64 %xs295, %d_word287
  %qs322 = xor i64 %q320, %s321
  %q323 = sub i64 %qs322, %s321
  store i64 %q323, ptr %ys2_22, align 8
  %v324 = load i64, ptr %i, align 8
  %pos325 = mul i64 0, %dim
  %pos326 = add i64 %pos325, %v324
  %v327 = load i64, ptr %ys2_22, align 8
  %elp328 = getelementptr inbounds i64, ptr %buf222, i64 %pos326
  store i64 %v327, ptr %elp328, align 8, !alias.scope !14, !noalias !15
  %i329 = load i64, ptr %i, align 8
  %next330 = add i64 %i329, 1
  store i64 %next330, ptr %i, align 8
  br label %loop225
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
!1 = !{!"fuselab.buf.2", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.1", !2}
!5 = !{!"fuselab.buf.4", !2}
!6 = !{!"fuselab.buf.5", !2}
!7 = !{!"fuselab.buf.6", !2}
!8 = !{!5}
!9 = !{!4, !1, !6, !7}
!10 = !{!4}
!11 = !{!1, !5, !6, !7}
!12 = !{!6}
!13 = !{!4, !1, !5, !7}
!14 = !{!7}
!15 = !{!4, !1, !5, !6}

