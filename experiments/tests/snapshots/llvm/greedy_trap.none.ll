; cluster c0: p1
; ModuleID = 'greedy_trap_c0'
source_filename = "greedy_trap_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_p1_0 = alloca double, align 8
  %xs_4 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load double, ptr %pa, align 8
  %b = load double, ptr %pb, align 8
  store double %a, ptr %acc_p1_0, align 8
  store double %b, ptr %xs_4, align 8
  %v = load double, ptr %acc_p1_0, align 8
  %v1 = load double, ptr %xs_4, align 8
  %fa = fadd double %v, %v1
  store double %fa, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_p1_0 = alloca double, align 8
  %started_1 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_4 = alloca double, align 8
  %bufp23 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf24 = load ptr, ptr %bufp23, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_p1_0, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos14
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %xs_4, align 8
  %v15 = load i1, ptr %started_1, align 1
  br i1 %v15, label %then, label %else

exit:                                             ; preds = %loop
  ret i32 0

then:                                             ; preds = %body12
  %v16 = load double, ptr %acc_p1_0, align 8
  %v17 = load double, ptr %xs_4, align 8
  %fa = fadd double %v16, %v17
  store double %fa, ptr %acc_p1_0, align 8
  br label %join

else:                                             ; preds = %body12
  %v18 = load double, ptr %xs_4, align 8
  store double %v18, ptr %acc_p1_0, align 8
  store i1 true, ptr %started_1, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v19 = load i64, ptr %i, align 8
  %pos20 = mul i64 0, %dim
  %pos21 = add i64 %pos20, %v19
  %v22 = load double, ptr %acc_p1_0, align 8
  %elp25 = getelementptr inbounds double, ptr %buf24, i64 %pos21
  store double %v22, ptr %elp25, align 8, !alias.scope !3, !noalias !0
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_p1_0 = alloca double, align 8
  %started_1 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_4 = alloca double, align 8
  %bufp23 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf24 = load ptr, ptr %bufp23, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_p1_0, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos14
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %xs_4, align 8
  %v15 = load i1, ptr %started_1, align 1
  br i1 %v15, label %then, label %else

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %acc_p1_0, align 8
  store double %acc, ptr %part, align 8
  ret i32 0

then:                                             ; preds = %body12
  %v16 = load double, ptr %acc_p1_0, align 8
  %v17 = load double, ptr %xs_4, align 8
  %fa = fadd double %v16, %v17
  store double %fa, ptr %acc_p1_0, align 8
  br label %join

else:                                             ; preds = %body12
  %v18 = load double, ptr %xs_4, align 8
  store double %v18, ptr %acc_p1_0, align 8
  store i1 true, ptr %started_1, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v19 = load i64, ptr %i, align 8
  %pos20 = mul i64 0, %dim
  %pos21 = add i64 %pos20, %v19
  %v22 = load double, ptr %acc_p1_0, align 8
  %elp25 = getelementptr inbounds double, ptr %buf24, i64 %pos21
  store double %v22, ptr %elp25, align 8, !alias.scope !3, !noalias !0
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_p1_0 = alloca double, align 8
  %started_1 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_4 = alloca double, align 8
  %bufp23 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf24 = load ptr, ptr %bufp23, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_p1_0, align 8
  store i1 false, ptr %started_1, align 1
  store i1 true, ptr %started_1, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %part, align 8
  store double %acc, ptr %acc_p1_0, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos14
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %xs_4, align 8
  %v15 = load i1, ptr %started_1, align 1
  br i1 %v15, label %then, label %else

exit:                                             ; preds = %loop
  %part27 = getelementptr inbounds i8, ptr %6, i64 0
  %acc28 = load double, ptr %acc_p1_0, align 8
  store double %acc28, ptr %part27, align 8
  ret i32 0

then:                                             ; preds = %body12
  %v16 = load double, ptr %acc_p1_0, align 8
  %v17 = load double, ptr %xs_4, align 8
  %fa = fadd double %v16, %v17
  store double %fa, ptr %acc_p1_0, align 8
  br label %join

else:                                             ; preds = %body12
  %v18 = load double, ptr %xs_4, align 8
  store double %v18, ptr %acc_p1_0, align 8
  store i1 true, ptr %started_1, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v19 = load i64, ptr %i, align 8
  %pos20 = mul i64 0, %dim
  %pos21 = add i64 %pos20, %v19
  %v22 = load double, ptr %acc_p1_0, align 8
  %elp25 = getelementptr inbounds double, ptr %buf24, i64 %pos21
  store double %v22, ptr %elp25, align 8, !alias.scope !3, !noalias !0
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_p1_0 = alloca double, align 8
  %started_1 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_4 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_p1_0, align 8
  store i1 false, ptr %started_1, align 1
  store double -0.000000e+00, ptr %acc_p1_0, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos7
  %el = load double, ptr %elp, align 8, !alias.scope !0
  store double %el, ptr %xs_4, align 8
  %v8 = load i1, ptr %started_1, align 1
  br i1 %v8, label %then, label %else

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %acc_p1_0, align 8
  store double %acc, ptr %part, align 8
  ret i32 0

then:                                             ; preds = %body5
  %v9 = load double, ptr %acc_p1_0, align 8
  %v10 = load double, ptr %xs_4, align 8
  %fa = fadd reassoc double %v9, %v10
  store double %fa, ptr %acc_p1_0, align 8
  br label %join

else:                                             ; preds = %body5
  %v11 = load double, ptr %xs_4, align 8
  store double %v11, ptr %acc_p1_0, align 8
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
  %acc_p1_0 = alloca double, align 8
  %started_1 = alloca i1, align 1
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_p1_0, align 8
  store i1 false, ptr %started_1, align 1
  store i1 true, ptr %started_1, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %part, align 8
  store double %acc, ptr %acc_p1_0, align 8
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.1", !2}

; cluster c1: p2
; ModuleID = 'greedy_trap_c1'
source_filename = "greedy_trap_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_p2_5 = alloca double, align 8
  %xs_9 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load double, ptr %pa, align 8
  %b = load double, ptr %pb, align 8
  store double %a, ptr %acc_p2_5, align 8
  store double %b, ptr %xs_9, align 8
  %v = load double, ptr %acc_p2_5, align 8
  %v1 = load double, ptr %xs_9, align 8
  %fm = fmul double %v, %v1
  store double %fm, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_p2_5 = alloca double, align 8
  %started_6 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_9 = alloca double, align 8
  %bufp23 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf24 = load ptr, ptr %bufp23, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_p2_5, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos14
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %xs_9, align 8
  %v15 = load i1, ptr %started_6, align 1
  br i1 %v15, label %then, label %else

exit:                                             ; preds = %loop
  ret i32 0

then:                                             ; preds = %body12
  %v16 = load double, ptr %acc_p2_5, align 8
  %v17 = load double, ptr %xs_9, align 8
  %fm = fmul double %v16, %v17
  store double %fm, ptr %acc_p2_5, align 8
  br label %join

else:                                             ; preds = %body12
  %v18 = load double, ptr %xs_9, align 8
  store double %v18, ptr %acc_p2_5, align 8
  store i1 true, ptr %started_6, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v19 = load i64, ptr %i, align 8
  %pos20 = mul i64 0, %dim
  %pos21 = add i64 %pos20, %v19
  %v22 = load double, ptr %acc_p2_5, align 8
  %elp25 = getelementptr inbounds double, ptr %buf24, i64 %pos21
  store double %v22, ptr %elp25, align 8, !alias.scope !3, !noalias !0
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_p2_5 = alloca double, align 8
  %started_6 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_9 = alloca double, align 8
  %bufp23 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf24 = load ptr, ptr %bufp23, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_p2_5, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos14
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %xs_9, align 8
  %v15 = load i1, ptr %started_6, align 1
  br i1 %v15, label %then, label %else

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %acc_p2_5, align 8
  store double %acc, ptr %part, align 8
  ret i32 0

then:                                             ; preds = %body12
  %v16 = load double, ptr %acc_p2_5, align 8
  %v17 = load double, ptr %xs_9, align 8
  %fm = fmul double %v16, %v17
  store double %fm, ptr %acc_p2_5, align 8
  br label %join

else:                                             ; preds = %body12
  %v18 = load double, ptr %xs_9, align 8
  store double %v18, ptr %acc_p2_5, align 8
  store i1 true, ptr %started_6, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v19 = load i64, ptr %i, align 8
  %pos20 = mul i64 0, %dim
  %pos21 = add i64 %pos20, %v19
  %v22 = load double, ptr %acc_p2_5, align 8
  %elp25 = getelementptr inbounds double, ptr %buf24, i64 %pos21
  store double %v22, ptr %elp25, align 8, !alias.scope !3, !noalias !0
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_p2_5 = alloca double, align 8
  %started_6 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_9 = alloca double, align 8
  %bufp23 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf24 = load ptr, ptr %bufp23, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_p2_5, align 8
  store i1 false, ptr %started_6, align 1
  store i1 true, ptr %started_6, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %part, align 8
  store double %acc, ptr %acc_p2_5, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos14
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %xs_9, align 8
  %v15 = load i1, ptr %started_6, align 1
  br i1 %v15, label %then, label %else

exit:                                             ; preds = %loop
  %part27 = getelementptr inbounds i8, ptr %6, i64 0
  %acc28 = load double, ptr %acc_p2_5, align 8
  store double %acc28, ptr %part27, align 8
  ret i32 0

then:                                             ; preds = %body12
  %v16 = load double, ptr %acc_p2_5, align 8
  %v17 = load double, ptr %xs_9, align 8
  %fm = fmul double %v16, %v17
  store double %fm, ptr %acc_p2_5, align 8
  br label %join

else:                                             ; preds = %body12
  %v18 = load double, ptr %xs_9, align 8
  store double %v18, ptr %acc_p2_5, align 8
  store i1 true, ptr %started_6, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v19 = load i64, ptr %i, align 8
  %pos20 = mul i64 0, %dim
  %pos21 = add i64 %pos20, %v19
  %v22 = load double, ptr %acc_p2_5, align 8
  %elp25 = getelementptr inbounds double, ptr %buf24, i64 %pos21
  store double %v22, ptr %elp25, align 8, !alias.scope !3, !noalias !0
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_p2_5 = alloca double, align 8
  %started_6 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_9 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_p2_5, align 8
  store i1 false, ptr %started_6, align 1
  store double 1.000000e+00, ptr %acc_p2_5, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos7
  %el = load double, ptr %elp, align 8, !alias.scope !0
  store double %el, ptr %xs_9, align 8
  %v8 = load i1, ptr %started_6, align 1
  br i1 %v8, label %then, label %else

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %acc_p2_5, align 8
  store double %acc, ptr %part, align 8
  ret i32 0

then:                                             ; preds = %body5
  %v9 = load double, ptr %acc_p2_5, align 8
  %v10 = load double, ptr %xs_9, align 8
  %fm = fmul reassoc double %v9, %v10
  store double %fm, ptr %acc_p2_5, align 8
  br label %join

else:                                             ; preds = %body5
  %v11 = load double, ptr %xs_9, align 8
  store double %v11, ptr %acc_p2_5, align 8
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
  %acc_p2_5 = alloca double, align 8
  %started_6 = alloca i1, align 1
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_p2_5, align 8
  store i1 false, ptr %started_6, align 1
  store i1 true, ptr %started_6, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %part, align 8
  store double %acc, ptr %acc_p2_5, align 8
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.2", !2}

; cluster c2: p3
; ModuleID = 'greedy_trap_c2'
source_filename = "greedy_trap_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_p3_10 = alloca double, align 8
  %xs_14 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load double, ptr %pa, align 8
  %b = load double, ptr %pb, align 8
  store double %a, ptr %acc_p3_10, align 8
  store double %b, ptr %xs_14, align 8
  %v = load double, ptr %acc_p3_10, align 8
  %v1 = load double, ptr %xs_14, align 8
  %call = call double @llvm.maxnum.f64(double %v, double %v1)
  store double %call, ptr %pa, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_p3_10 = alloca double, align 8
  %started_11 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_14 = alloca double, align 8
  %bufp23 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf24 = load ptr, ptr %bufp23, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_p3_10, align 8
  store i1 false, ptr %started_11, align 1
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

loop:                                             ; preds = %join, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos14 = add i64 %pos, %v
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos14
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %xs_14, align 8
  %v15 = load i1, ptr %started_11, align 1
  br i1 %v15, label %then, label %else

exit:                                             ; preds = %loop
  ret i32 0

then:                                             ; preds = %body12
  %v16 = load double, ptr %acc_p3_10, align 8
  %v17 = load double, ptr %xs_14, align 8
  %call = call double @llvm.maxnum.f64(double %v16, double %v17)
  store double %call, ptr %acc_p3_10, align 8
  br label %join

else:                                             ; preds = %body12
  %v18 = load double, ptr %xs_14, align 8
  store double %v18, ptr %acc_p3_10, align 8
  store i1 true, ptr %started_11, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v19 = load i64, ptr %i, align 8
  %pos20 = mul i64 0, %dim
  %pos21 = add i64 %pos20, %v19
  %v22 = load double, ptr %acc_p3_10, align 8
  %elp25 = getelementptr inbounds double, ptr %buf24, i64 %pos21
  store double %v22, ptr %elp25, align 8, !alias.scope !3, !noalias !0
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_p3_10 = alloca double, align 8
  %started_11 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_14 = alloca double, align 8
  %bufp23 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf24 = load ptr, ptr %bufp23, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_p3_10, align 8
  store i1 false, ptr %started_11, align 1
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

loop:                                             ; preds = %join, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos14 = add i64 %pos, %v
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos14
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %xs_14, align 8
  %v15 = load i1, ptr %started_11, align 1
  br i1 %v15, label %then, label %else

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %acc_p3_10, align 8
  store double %acc, ptr %part, align 8
  ret i32 0

then:                                             ; preds = %body12
  %v16 = load double, ptr %acc_p3_10, align 8
  %v17 = load double, ptr %xs_14, align 8
  %call = call double @llvm.maxnum.f64(double %v16, double %v17)
  store double %call, ptr %acc_p3_10, align 8
  br label %join

else:                                             ; preds = %body12
  %v18 = load double, ptr %xs_14, align 8
  store double %v18, ptr %acc_p3_10, align 8
  store i1 true, ptr %started_11, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v19 = load i64, ptr %i, align 8
  %pos20 = mul i64 0, %dim
  %pos21 = add i64 %pos20, %v19
  %v22 = load double, ptr %acc_p3_10, align 8
  %elp25 = getelementptr inbounds double, ptr %buf24, i64 %pos21
  store double %v22, ptr %elp25, align 8, !alias.scope !3, !noalias !0
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_p3_10 = alloca double, align 8
  %started_11 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_14 = alloca double, align 8
  %bufp23 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf24 = load ptr, ptr %bufp23, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_p3_10, align 8
  store i1 false, ptr %started_11, align 1
  store i1 true, ptr %started_11, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %part, align 8
  store double %acc, ptr %acc_p3_10, align 8
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

loop:                                             ; preds = %join, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos14 = add i64 %pos, %v
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos14
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %xs_14, align 8
  %v15 = load i1, ptr %started_11, align 1
  br i1 %v15, label %then, label %else

exit:                                             ; preds = %loop
  %part27 = getelementptr inbounds i8, ptr %6, i64 0
  %acc28 = load double, ptr %acc_p3_10, align 8
  store double %acc28, ptr %part27, align 8
  ret i32 0

then:                                             ; preds = %body12
  %v16 = load double, ptr %acc_p3_10, align 8
  %v17 = load double, ptr %xs_14, align 8
  %call = call double @llvm.maxnum.f64(double %v16, double %v17)
  store double %call, ptr %acc_p3_10, align 8
  br label %join

else:                                             ; preds = %body12
  %v18 = load double, ptr %xs_14, align 8
  store double %v18, ptr %acc_p3_10, align 8
  store i1 true, ptr %started_11, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v19 = load i64, ptr %i, align 8
  %pos20 = mul i64 0, %dim
  %pos21 = add i64 %pos20, %v19
  %v22 = load double, ptr %acc_p3_10, align 8
  %elp25 = getelementptr inbounds double, ptr %buf24, i64 %pos21
  store double %v22, ptr %elp25, align 8, !alias.scope !3, !noalias !0
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_p3_10 = alloca double, align 8
  %started_11 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %key = alloca i64, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_14 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_p3_10, align 8
  store i1 false, ptr %started_11, align 1
  store double 0xFFF0000000000000, ptr %acc_p3_10, align 8
  store i1 true, ptr %started_11, align 1
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
  %acc = load double, ptr %acc_p3_10, align 8
  %bits = bitcast double %acc to i64
  %sign = ashr i64 %bits, 63
  %mask = lshr i64 %sign, 1
  %flipped = xor i64 %bits, %mask
  %nan = fcmp uno double %acc, %acc
  %key5 = select i1 %nan, i64 -9223372036854775808, i64 %flipped
  %started = load i1, ptr %started_11, align 1
  %key0 = select i1 %started, i64 %key5, i64 -9223372036854775808
  store i64 %key0, ptr %key, align 8
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body6, %ok
  %i7 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i7, %min
  br i1 %more, label %body6, label %exit

body6:                                            ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos8 = add i64 %pos, %v
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos8
  %el = load double, ptr %elp, align 8, !alias.scope !0
  store double %el, ptr %xs_14, align 8
  %v9 = load double, ptr %xs_14, align 8
  %bits10 = bitcast double %v9 to i64
  %sign11 = ashr i64 %bits10, 63
  %mask12 = lshr i64 %sign11, 1
  %flipped13 = xor i64 %bits10, %mask12
  %nan14 = fcmp uno double %v9, %v9
  %key15 = select i1 %nan14, i64 -9223372036854775808, i64 %flipped13
  %key16 = load i64, ptr %key, align 8
  %better = icmp sgt i64 %key15, %key16
  %key17 = select i1 %better, i64 %key15, i64 %key16
  store i64 %key17, ptr %key, align 8
  store i1 true, ptr %started_11, align 1
  %i18 = load i64, ptr %i, align 8
  %next = add i64 %i18, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %key19 = load i64, ptr %key, align 8
  %sign20 = ashr i64 %key19, 63
  %mask21 = lshr i64 %sign20, 1
  %flipped22 = xor i64 %key19, %mask21
  %unkey = bitcast i64 %flipped22 to double
  %started23 = load i1, ptr %started_11, align 1
  %acc24 = load double, ptr %acc_p3_10, align 8
  %acc25 = select i1 %started23, double %unkey, double %acc24
  store double %acc25, ptr %acc_p3_10, align 8
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc26 = load double, ptr %acc_p3_10, align 8
  store double %acc26, ptr %part, align 8
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_p3_10 = alloca double, align 8
  %started_11 = alloca i1, align 1
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_p3_10, align 8
  store i1 false, ptr %started_11, align 1
  store i1 true, ptr %started_11, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %part, align 8
  store double %acc, ptr %acc_p3_10, align 8
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.3", !2}

; cluster c3: p4
; ModuleID = 'greedy_trap_c3'
source_filename = "greedy_trap_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_p4_15 = alloca double, align 8
  %xs_19 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load double, ptr %pa, align 8
  %b = load double, ptr %pb, align 8
  store double %a, ptr %acc_p4_15, align 8
  store double %b, ptr %xs_19, align 8
  %v = load double, ptr %acc_p4_15, align 8
  %v1 = load double, ptr %xs_19, align 8
  %call = call double @llvm.minnum.f64(double %v, double %v1)
  store double %call, ptr %pa, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #1

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_p4_15 = alloca double, align 8
  %started_16 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_19 = alloca double, align 8
  %bufp23 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf24 = load ptr, ptr %bufp23, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_p4_15, align 8
  store i1 false, ptr %started_16, align 1
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
  %fits5 = icmp sle i64 %min, %dim
  br i1 %fits5, label %ok7, label %fail6

fail6:                                            ; preds = %ok
  %errp8 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp8, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp9, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos14
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %xs_19, align 8
  %v15 = load i1, ptr %started_16, align 1
  br i1 %v15, label %then, label %else

exit:                                             ; preds = %loop
  ret i32 0

then:                                             ; preds = %body12
  %v16 = load double, ptr %acc_p4_15, align 8
  %v17 = load double, ptr %xs_19, align 8
  %call = call double @llvm.minnum.f64(double %v16, double %v17)
  store double %call, ptr %acc_p4_15, align 8
  br label %join

else:                                             ; preds = %body12
  %v18 = load double, ptr %xs_19, align 8
  store double %v18, ptr %acc_p4_15, align 8
  store i1 true, ptr %started_16, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v19 = load i64, ptr %i, align 8
  %pos20 = mul i64 0, %dim
  %pos21 = add i64 %pos20, %v19
  %v22 = load double, ptr %acc_p4_15, align 8
  %elp25 = getelementptr inbounds double, ptr %buf24, i64 %pos21
  store double %v22, ptr %elp25, align 8, !alias.scope !3, !noalias !0
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_p4_15 = alloca double, align 8
  %started_16 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_19 = alloca double, align 8
  %bufp23 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf24 = load ptr, ptr %bufp23, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_p4_15, align 8
  store i1 false, ptr %started_16, align 1
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
  %fits5 = icmp sle i64 %min, %dim
  br i1 %fits5, label %ok7, label %fail6

fail6:                                            ; preds = %ok
  %errp8 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp8, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp9, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos14
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %xs_19, align 8
  %v15 = load i1, ptr %started_16, align 1
  br i1 %v15, label %then, label %else

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %acc_p4_15, align 8
  store double %acc, ptr %part, align 8
  ret i32 0

then:                                             ; preds = %body12
  %v16 = load double, ptr %acc_p4_15, align 8
  %v17 = load double, ptr %xs_19, align 8
  %call = call double @llvm.minnum.f64(double %v16, double %v17)
  store double %call, ptr %acc_p4_15, align 8
  br label %join

else:                                             ; preds = %body12
  %v18 = load double, ptr %xs_19, align 8
  store double %v18, ptr %acc_p4_15, align 8
  store i1 true, ptr %started_16, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v19 = load i64, ptr %i, align 8
  %pos20 = mul i64 0, %dim
  %pos21 = add i64 %pos20, %v19
  %v22 = load double, ptr %acc_p4_15, align 8
  %elp25 = getelementptr inbounds double, ptr %buf24, i64 %pos21
  store double %v22, ptr %elp25, align 8, !alias.scope !3, !noalias !0
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_p4_15 = alloca double, align 8
  %started_16 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_19 = alloca double, align 8
  %bufp23 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf24 = load ptr, ptr %bufp23, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_p4_15, align 8
  store i1 false, ptr %started_16, align 1
  store i1 true, ptr %started_16, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %part, align 8
  store double %acc, ptr %acc_p4_15, align 8
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
  %fits5 = icmp sle i64 %min, %dim
  br i1 %fits5, label %ok7, label %fail6

fail6:                                            ; preds = %ok
  %errp8 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp8, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp9, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos14
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %xs_19, align 8
  %v15 = load i1, ptr %started_16, align 1
  br i1 %v15, label %then, label %else

exit:                                             ; preds = %loop
  %part27 = getelementptr inbounds i8, ptr %6, i64 0
  %acc28 = load double, ptr %acc_p4_15, align 8
  store double %acc28, ptr %part27, align 8
  ret i32 0

then:                                             ; preds = %body12
  %v16 = load double, ptr %acc_p4_15, align 8
  %v17 = load double, ptr %xs_19, align 8
  %call = call double @llvm.minnum.f64(double %v16, double %v17)
  store double %call, ptr %acc_p4_15, align 8
  br label %join

else:                                             ; preds = %body12
  %v18 = load double, ptr %xs_19, align 8
  store double %v18, ptr %acc_p4_15, align 8
  store i1 true, ptr %started_16, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v19 = load i64, ptr %i, align 8
  %pos20 = mul i64 0, %dim
  %pos21 = add i64 %pos20, %v19
  %v22 = load double, ptr %acc_p4_15, align 8
  %elp25 = getelementptr inbounds double, ptr %buf24, i64 %pos21
  store double %v22, ptr %elp25, align 8, !alias.scope !3, !noalias !0
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_p4_15 = alloca double, align 8
  %started_16 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %key = alloca i64, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_19 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_p4_15, align 8
  store i1 false, ptr %started_16, align 1
  store double 0x7FF0000000000000, ptr %acc_p4_15, align 8
  store i1 true, ptr %started_16, align 1
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
  %acc = load double, ptr %acc_p4_15, align 8
  %bits = bitcast double %acc to i64
  %sign = ashr i64 %bits, 63
  %mask = lshr i64 %sign, 1
  %flipped = xor i64 %bits, %mask
  %nan = fcmp uno double %acc, %acc
  %key5 = select i1 %nan, i64 9223372036854775807, i64 %flipped
  %started = load i1, ptr %started_16, align 1
  %key0 = select i1 %started, i64 %key5, i64 9223372036854775807
  store i64 %key0, ptr %key, align 8
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body6, %ok
  %i7 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i7, %min
  br i1 %more, label %body6, label %exit

body6:                                            ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos8 = add i64 %pos, %v
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos8
  %el = load double, ptr %elp, align 8, !alias.scope !0
  store double %el, ptr %xs_19, align 8
  %v9 = load double, ptr %xs_19, align 8
  %bits10 = bitcast double %v9 to i64
  %sign11 = ashr i64 %bits10, 63
  %mask12 = lshr i64 %sign11, 1
  %flipped13 = xor i64 %bits10, %mask12
  %nan14 = fcmp uno double %v9, %v9
  %key15 = select i1 %nan14, i64 9223372036854775807, i64 %flipped13
  %key16 = load i64, ptr %key, align 8
  %better = icmp slt i64 %key15, %key16
  %key17 = select i1 %better, i64 %key15, i64 %key16
  store i64 %key17, ptr %key, align 8
  store i1 true, ptr %started_16, align 1
  %i18 = load i64, ptr %i, align 8
  %next = add i64 %i18, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %key19 = load i64, ptr %key, align 8
  %sign20 = ashr i64 %key19, 63
  %mask21 = lshr i64 %sign20, 1
  %flipped22 = xor i64 %key19, %mask21
  %unkey = bitcast i64 %flipped22 to double
  %started23 = load i1, ptr %started_16, align 1
  %acc24 = load double, ptr %acc_p4_15, align 8
  %acc25 = select i1 %started23, double %unkey, double %acc24
  store double %acc25, ptr %acc_p4_15, align 8
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc26 = load double, ptr %acc_p4_15, align 8
  store double %acc26, ptr %part, align 8
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_p4_15 = alloca double, align 8
  %started_16 = alloca i1, align 1
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_p4_15, align 8
  store i1 false, ptr %started_16, align 1
  store i1 true, ptr %started_16, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %part, align 8
  store double %acc, ptr %acc_p4_15, align 8
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.4", !2}

; cluster c4: p5
; ModuleID = 'greedy_trap_c4'
source_filename = "greedy_trap_c4"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_p5_20 = alloca double, align 8
  %started_21 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_24 = alloca double, align 8
  %bufp23 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf24 = load ptr, ptr %bufp23, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_p5_20, align 8
  store i1 false, ptr %started_21, align 1
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

loop:                                             ; preds = %join, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos14 = add i64 %pos, %v
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos14
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %xs_24, align 8
  %v15 = load i1, ptr %started_21, align 1
  br i1 %v15, label %then, label %else

exit:                                             ; preds = %loop
  ret i32 0

then:                                             ; preds = %body12
  %v16 = load double, ptr %acc_p5_20, align 8
  %v17 = load double, ptr %xs_24, align 8
  %fm = fmul double 2.000000e+00, %v17
  %fa = fadd double %v16, %fm
  store double %fa, ptr %acc_p5_20, align 8
  br label %join

else:                                             ; preds = %body12
  %v18 = load double, ptr %xs_24, align 8
  store double %v18, ptr %acc_p5_20, align 8
  store i1 true, ptr %started_21, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v19 = load i64, ptr %i, align 8
  %pos20 = mul i64 0, %dim
  %pos21 = add i64 %pos20, %v19
  %v22 = load double, ptr %acc_p5_20, align 8
  %elp25 = getelementptr inbounds double, ptr %buf24, i64 %pos21
  store double %v22, ptr %elp25, align 8, !alias.scope !3, !noalias !0
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
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
!4 = !{!"fuselab.buf.5", !2}

; cluster c5: p6
; ModuleID = 'greedy_trap_c5'
source_filename = "greedy_trap_c5"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_p6_25 = alloca double, align 8
  %started_26 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_29 = alloca double, align 8
  %bufp23 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf24 = load ptr, ptr %bufp23, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_p6_25, align 8
  store i1 false, ptr %started_26, align 1
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

loop:                                             ; preds = %join, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos14 = add i64 %pos, %v
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos14
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %xs_29, align 8
  %v15 = load i1, ptr %started_26, align 1
  br i1 %v15, label %then, label %else

exit:                                             ; preds = %loop
  ret i32 0

then:                                             ; preds = %body12
  %v16 = load double, ptr %acc_p6_25, align 8
  %v17 = load double, ptr %xs_29, align 8
  %fs = fsub double %v16, %v17
  store double %fs, ptr %acc_p6_25, align 8
  br label %join

else:                                             ; preds = %body12
  %v18 = load double, ptr %xs_29, align 8
  store double %v18, ptr %acc_p6_25, align 8
  store i1 true, ptr %started_26, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v19 = load i64, ptr %i, align 8
  %pos20 = mul i64 0, %dim
  %pos21 = add i64 %pos20, %v19
  %v22 = load double, ptr %acc_p6_25, align 8
  %elp25 = getelementptr inbounds double, ptr %buf24, i64 %pos21
  store double %v22, ptr %elp25, align 8, !alias.scope !3, !noalias !0
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
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
!4 = !{!"fuselab.buf.6", !2}

; cluster c6: p7
; ModuleID = 'greedy_trap_c6'
source_filename = "greedy_trap_c6"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_p7_30 = alloca double, align 8
  %started_31 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_34 = alloca double, align 8
  %bufp24 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf25 = load ptr, ptr %bufp24, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_p7_30, align 8
  store i1 false, ptr %started_31, align 1
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
  %fits5 = icmp sle i64 %min, %dim
  br i1 %fits5, label %ok7, label %fail6

fail6:                                            ; preds = %ok
  %errp8 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp8, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp9, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos14
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %xs_34, align 8
  %v15 = load i1, ptr %started_31, align 1
  br i1 %v15, label %then, label %else

exit:                                             ; preds = %loop
  ret i32 0

then:                                             ; preds = %body12
  %v16 = load double, ptr %acc_p7_30, align 8
  %v17 = load double, ptr %xs_34, align 8
  %v18 = load double, ptr %xs_34, align 8
  %fm = fmul double %v17, %v18
  %call = call double @llvm.maxnum.f64(double %v16, double %fm)
  store double %call, ptr %acc_p7_30, align 8
  br label %join

else:                                             ; preds = %body12
  %v19 = load double, ptr %xs_34, align 8
  store double %v19, ptr %acc_p7_30, align 8
  store i1 true, ptr %started_31, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v20 = load i64, ptr %i, align 8
  %pos21 = mul i64 0, %dim
  %pos22 = add i64 %pos21, %v20
  %v23 = load double, ptr %acc_p7_30, align 8
  %elp26 = getelementptr inbounds double, ptr %buf25, i64 %pos22
  store double %v23, ptr %elp26, align 8, !alias.scope !3, !noalias !0
  %i27 = load i64, ptr %i, align 8
  %next = add i64 %i27, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #3

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.7", !2}

; cluster c7: p8
; ModuleID = 'greedy_trap_c7'
source_filename = "greedy_trap_c7"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_p8_35 = alloca double, align 8
  %started_36 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_39 = alloca double, align 8
  %bufp23 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf24 = load ptr, ptr %bufp23, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_p8_35, align 8
  store i1 false, ptr %started_36, align 1
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
  store i64 7, ptr %errp2, align 8
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
  store i64 7, ptr %errp9, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos14
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %xs_39, align 8
  %v15 = load i1, ptr %started_36, align 1
  br i1 %v15, label %then, label %else

exit:                                             ; preds = %loop
  ret i32 0

then:                                             ; preds = %body12
  %v16 = load double, ptr %acc_p8_35, align 8
  %v17 = load double, ptr %xs_39, align 8
  %fs = fsub double 0.000000e+00, %v17
  %call = call double @llvm.minnum.f64(double %v16, double %fs)
  store double %call, ptr %acc_p8_35, align 8
  br label %join

else:                                             ; preds = %body12
  %v18 = load double, ptr %xs_39, align 8
  store double %v18, ptr %acc_p8_35, align 8
  store i1 true, ptr %started_36, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v19 = load i64, ptr %i, align 8
  %pos20 = mul i64 0, %dim
  %pos21 = add i64 %pos20, %v19
  %v22 = load double, ptr %acc_p8_35, align 8
  %elp25 = getelementptr inbounds double, ptr %buf24, i64 %pos21
  store double %v22, ptr %elp25, align 8, !alias.scope !3, !noalias !0
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #3

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.8", !2}

; cluster c8: z
; ModuleID = 'greedy_trap_c8'
source_filename = "greedy_trap_c8"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 16
  %dim6 = load i64, ptr %dimp5, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 24
  %dim15 = load i64, ptr %dimp14, align 8
  %dimp23 = getelementptr inbounds i64, ptr %1, i64 32
  %dim24 = load i64, ptr %dimp23, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 40
  %dim33 = load i64, ptr %dimp32, align 8
  %dimp41 = getelementptr inbounds i64, ptr %1, i64 48
  %dim42 = load i64, ptr %dimp41, align 8
  %dimp50 = getelementptr inbounds i64, ptr %1, i64 56
  %dim51 = load i64, ptr %dimp50, align 8
  %dimp59 = getelementptr inbounds i64, ptr %1, i64 64
  %dim60 = load i64, ptr %dimp59, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %p1_42 = alloca double, align 8
  %bufp81 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf82 = load ptr, ptr %bufp81, align 8
  %p2_43 = alloca double, align 8
  %bufp88 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf89 = load ptr, ptr %bufp88, align 8
  %p3_44 = alloca double, align 8
  %bufp95 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf96 = load ptr, ptr %bufp95, align 8
  %p4_45 = alloca double, align 8
  %bufp102 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf103 = load ptr, ptr %bufp102, align 8
  %p5_46 = alloca double, align 8
  %bufp109 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf110 = load ptr, ptr %bufp109, align 8
  %p6_47 = alloca double, align 8
  %bufp116 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf117 = load ptr, ptr %bufp116, align 8
  %p7_48 = alloca double, align 8
  %bufp123 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf124 = load ptr, ptr %bufp123, align 8
  %p8_49 = alloca double, align 8
  %z_40.0 = alloca double, align 8
  %z_40.1 = alloca double, align 8
  %bufp144 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf145 = load ptr, ptr %bufp144, align 8
  %bufp148 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf149 = load ptr, ptr %bufp148, align 8
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
  %fits7 = icmp sle i64 %min, %dim6
  br i1 %fits7, label %ok9, label %fail8

fail8:                                            ; preds = %ok
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp11, align 8
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
  store i64 8, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %ok9
  %fits25 = icmp sle i64 %min, %dim24
  br i1 %fits25, label %ok27, label %fail26

fail26:                                           ; preds = %ok18
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp31, align 8
  ret i32 1

ok27:                                             ; preds = %ok18
  %fits34 = icmp sle i64 %min, %dim33
  br i1 %fits34, label %ok36, label %fail35

fail35:                                           ; preds = %ok27
  %errp37 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp40, align 8
  ret i32 1

ok36:                                             ; preds = %ok27
  %fits43 = icmp sle i64 %min, %dim42
  br i1 %fits43, label %ok45, label %fail44

fail44:                                           ; preds = %ok36
  %errp46 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim42, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim42, ptr %errp49, align 8
  ret i32 1

ok45:                                             ; preds = %ok36
  %fits52 = icmp sle i64 %min, %dim51
  br i1 %fits52, label %ok54, label %fail53

fail53:                                           ; preds = %ok45
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim51, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim51, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %ok45
  %fits61 = icmp sle i64 %min, %dim60
  br i1 %fits61, label %ok63, label %fail62

fail62:                                           ; preds = %ok54
  %errp64 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp64, align 8
  %errp65 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp65, align 8
  %errp66 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim60, ptr %errp66, align 8
  %errp67 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim60, ptr %errp67, align 8
  ret i32 1

ok63:                                             ; preds = %ok54
  %fits68 = icmp sle i64 %min, %dim
  br i1 %fits68, label %ok70, label %fail69

fail69:                                           ; preds = %ok63
  %errp71 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp71, align 8
  %errp72 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp72, align 8
  %errp73 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp73, align 8
  %errp74 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp74, align 8
  ret i32 1

ok70:                                             ; preds = %ok63
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body75, %ok70
  %i76 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i76, %min
  br i1 %more, label %body75, label %exit

body75:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos77 = add i64 %pos, %v
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos77
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %p1_42, align 8
  %v78 = load i64, ptr %i, align 8
  %pos79 = mul i64 0, %dim6
  %pos80 = add i64 %pos79, %v78
  %elp83 = getelementptr inbounds double, ptr %buf82, i64 %pos80
  %el84 = load double, ptr %elp83, align 8, !alias.scope !13, !noalias !14
  store double %el84, ptr %p2_43, align 8
  %v85 = load i64, ptr %i, align 8
  %pos86 = mul i64 0, %dim15
  %pos87 = add i64 %pos86, %v85
  %elp90 = getelementptr inbounds double, ptr %buf89, i64 %pos87
  %el91 = load double, ptr %elp90, align 8, !alias.scope !15, !noalias !16
  store double %el91, ptr %p3_44, align 8
  %v92 = load i64, ptr %i, align 8
  %pos93 = mul i64 0, %dim24
  %pos94 = add i64 %pos93, %v92
  %elp97 = getelementptr inbounds double, ptr %buf96, i64 %pos94
  %el98 = load double, ptr %elp97, align 8, !alias.scope !17, !noalias !18
  store double %el98, ptr %p4_45, align 8
  %v99 = load i64, ptr %i, align 8
  %pos100 = mul i64 0, %dim33
  %pos101 = add i64 %pos100, %v99
  %elp104 = getelementptr inbounds double, ptr %buf103, i64 %pos101
  %el105 = load double, ptr %elp104, align 8, !alias.scope !19, !noalias !20
  store double %el105, ptr %p5_46, align 8
  %v106 = load i64, ptr %i, align 8
  %pos107 = mul i64 0, %dim42
  %pos108 = add i64 %pos107, %v106
  %elp111 = getelementptr inbounds double, ptr %buf110, i64 %pos108
  %el112 = load double, ptr %elp111, align 8, !alias.scope !21, !noalias !22
  store double %el112, ptr %p6_47, align 8
  %v113 = load i64, ptr %i, align 8
  %pos114 = mul i64 0, %dim51
  %pos115 = add i64 %pos114, %v113
  %elp118 = getelementptr inbounds double, ptr %buf117, i64 %pos115
  %el119 = load double, ptr %elp118, align 8, !alias.scope !23, !noalias !24
  store double %el119, ptr %p7_48, align 8
  %v120 = load i64, ptr %i, align 8
  %pos121 = mul i64 0, %dim60
  %pos122 = add i64 %pos121, %v120
  %elp125 = getelementptr inbounds double, ptr %buf124, i64 %pos122
  %el126 = load double, ptr %elp125, align 8, !alias.scope !25, !noalias !26
  store double %el126, ptr %p8_49, align 8
  %v127 = load double, ptr %p1_42, align 8
  %v128 = load double, ptr %p2_43, align 8
  %fa = fadd double %v127, %v128
  %v129 = load double, ptr %p3_44, align 8
  %fa130 = fadd double %fa, %v129
  %v131 = load double, ptr %p4_45, align 8
  %fa132 = fadd double %fa130, %v131
  store double %fa132, ptr %z_40.0, align 8
  %v133 = load double, ptr %p5_46, align 8
  %v134 = load double, ptr %p6_47, align 8
  %fm = fmul double %v133, %v134
  %v135 = load double, ptr %p7_48, align 8
  %fa136 = fadd double %fm, %v135
  %v137 = load double, ptr %p8_49, align 8
  %fs = fsub double %fa136, %v137
  store double %fs, ptr %z_40.1, align 8
  %v138 = load i64, ptr %i, align 8
  %pos139 = mul i64 0, %dim
  %pos140 = add i64 %pos139, %v138
  %v141 = load double, ptr %z_40.0, align 8
  %tup = insertvalue { double, double } undef, double %v141, 0
  %v142 = load double, ptr %z_40.1, align 8
  %tup143 = insertvalue { double, double } %tup, double %v142, 1
  %f = extractvalue { double, double } %tup143, 0
  %elp146 = getelementptr inbounds double, ptr %buf145, i64 %pos140
  store double %f, ptr %elp146, align 8, !alias.scope !27, !noalias !28
  %f147 = extractvalue { double, double } %tup143, 1
  %elp150 = getelementptr inbounds double, ptr %buf149, i64 %pos140
  store double %f147, ptr %elp150, align 8, !alias.scope !29, !noalias !30
  %i151 = load i64, ptr %i, align 8
  %next = add i64 %i151, 1
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
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7, !8, !9, !10, !11, !12}
!4 = !{!"fuselab.buf.2", !2}
!5 = !{!"fuselab.buf.3", !2}
!6 = !{!"fuselab.buf.4", !2}
!7 = !{!"fuselab.buf.5", !2}
!8 = !{!"fuselab.buf.6", !2}
!9 = !{!"fuselab.buf.7", !2}
!10 = !{!"fuselab.buf.8", !2}
!11 = !{!"fuselab.buf.9", !2}
!12 = !{!"fuselab.buf.10", !2}
!13 = !{!4}
!14 = !{!1, !5, !6, !7, !8, !9, !10, !11, !12}
!15 = !{!5}
!16 = !{!1, !4, !6, !7, !8, !9, !10, !11, !12}
!17 = !{!6}
!18 = !{!1, !4, !5, !7, !8, !9, !10, !11, !12}
!19 = !{!7}
!20 = !{!1, !4, !5, !6, !8, !9, !10, !11, !12}
!21 = !{!8}
!22 = !{!1, !4, !5, !6, !7, !9, !10, !11, !12}
!23 = !{!9}
!24 = !{!1, !4, !5, !6, !7, !8, !10, !11, !12}
!25 = !{!10}
!26 = !{!1, !4, !5, !6, !7, !8, !9, !11, !12}
!27 = !{!11}
!28 = !{!1, !4, !5, !6, !7, !8, !9, !10, !12}
!29 = !{!12}
!30 = !{!1, !4, !5, !6, !7, !8, !9, !10, !11}

; cluster c9: q
; ModuleID = 'greedy_trap_c9'
source_filename = "greedy_trap_c9"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_q_50 = alloca { double, double }, align 8
  %started_51 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 72
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %z_54 = alloca { double, double }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 9
  %buf = load ptr, ptr %bufp, align 8
  %bufp17 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf18 = load ptr, ptr %bufp17, align 8
  %tup_55.0 = alloca double, align 8
  %tup_55.1 = alloca double, align 8
  %tup_58.0 = alloca double, align 8
  %tup_58.1 = alloca double, align 8
  %q_52.0 = alloca double, align 8
  %q_52.1 = alloca double, align 8
  %bufp57 = getelementptr inbounds ptr, ptr %0, i64 11
  %buf58 = load ptr, ptr %bufp57, align 8
  %bufp61 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf62 = load ptr, ptr %bufp61, align 8
  br label %body

body:                                             ; preds = %entry
  store { double, double } zeroinitializer, ptr %acc_q_50, align 8
  store i1 false, ptr %started_51, align 1
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, %dim
  %min = select i1 %c1, i64 %5, i64 %dim
  %fits = icmp sle i64 %min, %dim
  %last = sub i64 %min, 1
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp2 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %last, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits5 = icmp sle i64 %min, %dim
  %last6 = sub i64 %min, 1
  br i1 %fits5, label %ok8, label %fail7

fail7:                                            ; preds = %ok
  %errp9 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %last6, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp12, align 8
  ret i32 1

ok8:                                              ; preds = %ok
  %last13 = sub i64 %min, 1
  store i64 %last13, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %join, %ok8
  %i15 = load i64, ptr %i, align 8
  %more = icmp sge i64 %i15, %max
  br i1 %more, label %body14, label %exit

body14:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos16 = add i64 %pos, %v
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos16
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  %fldp = getelementptr inbounds { double, double }, ptr %z_54, i32 0, i32 0
  store double %el, ptr %fldp, align 8
  %elp19 = getelementptr inbounds double, ptr %buf18, i64 %pos16
  %el20 = load double, ptr %elp19, align 8, !alias.scope !7, !noalias !8
  %fldp21 = getelementptr inbounds { double, double }, ptr %z_54, i32 0, i32 1
  store double %el20, ptr %fldp21, align 8
  %v22 = load i1, ptr %started_51, align 1
  br i1 %v22, label %then, label %else

exit:                                             ; preds = %loop
  ret i32 0

then:                                             ; preds = %body14
  %fldp23 = getelementptr inbounds { double, double }, ptr %z_54, i32 0, i32 0
  %fldp24 = getelementptr inbounds { double, double }, ptr %z_54, i32 0, i32 0
  %fld = load double, ptr %fldp24, align 8
  store double %fld, ptr %tup_55.0, align 8
  %fldp25 = getelementptr inbounds { double, double }, ptr %z_54, i32 0, i32 1
  %fldp26 = getelementptr inbounds { double, double }, ptr %z_54, i32 0, i32 1
  %fld27 = load double, ptr %fldp26, align 8
  store double %fld27, ptr %tup_55.1, align 8
  %fldp28 = getelementptr inbounds { double, double }, ptr %acc_q_50, i32 0, i32 0
  %fldp29 = getelementptr inbounds { double, double }, ptr %acc_q_50, i32 0, i32 0
  %fld30 = load double, ptr %fldp29, align 8
  store double %fld30, ptr %tup_58.0, align 8
  %fldp31 = getelementptr inbounds { double, double }, ptr %acc_q_50, i32 0, i32 1
  %fldp32 = getelementptr inbounds { double, double }, ptr %acc_q_50, i32 0, i32 1
  %fld33 = load double, ptr %fldp32, align 8
  store double %fld33, ptr %tup_58.1, align 8
  %v34 = load double, ptr %tup_55.0, align 8
  %v35 = load double, ptr %tup_58.0, align 8
  %fa = fadd double %v34, %v35
  %tup = insertvalue { double, double } undef, double %fa, 0
  %v36 = load double, ptr %tup_55.1, align 8
  %v37 = load double, ptr %tup_58.1, align 8
  %call = call double @llvm.maxnum.f64(double %v36, double %v37)
  %tup38 = insertvalue { double, double } %tup, double %call, 1
  store { double, double } %tup38, ptr %acc_q_50, align 8
  br label %join

else:                                             ; preds = %body14
  %fldp39 = getelementptr inbounds { double, double }, ptr %z_54, i32 0, i32 0
  %fv = load double, ptr %fldp39, align 8
  %fldp40 = getelementptr inbounds { double, double }, ptr %acc_q_50, i32 0, i32 0
  store double %fv, ptr %fldp40, align 8
  %fldp41 = getelementptr inbounds { double, double }, ptr %z_54, i32 0, i32 1
  %fv42 = load double, ptr %fldp41, align 8
  %fldp43 = getelementptr inbounds { double, double }, ptr %acc_q_50, i32 0, i32 1
  store double %fv42, ptr %fldp43, align 8
  store i1 true, ptr %started_51, align 1
  br label %join

join:                                             ; preds = %else, %then
  %fldp44 = getelementptr inbounds { double, double }, ptr %acc_q_50, i32 0, i32 0
  %fldp45 = getelementptr inbounds { double, double }, ptr %acc_q_50, i32 0, i32 0
  %fld46 = load double, ptr %fldp45, align 8
  store double %fld46, ptr %q_52.0, align 8
  %fldp47 = getelementptr inbounds { double, double }, ptr %acc_q_50, i32 0, i32 1
  %fldp48 = getelementptr inbounds { double, double }, ptr %acc_q_50, i32 0, i32 1
  %fld49 = load double, ptr %fldp48, align 8
  store double %fld49, ptr %q_52.1, align 8
  %v50 = load i64, ptr %i, align 8
  %pos51 = mul i64 0, %dim
  %pos52 = add i64 %pos51, %v50
  %v53 = load double, ptr %q_52.0, align 8
  %tup54 = insertvalue { double, double } undef, double %v53, 0
  %v55 = load double, ptr %q_52.1, align 8
  %tup56 = insertvalue { double, double } %tup54, double %v55, 1
  %f = extractvalue { double, double } %tup56, 0
  %elp59 = getelementptr inbounds double, ptr %buf58, i64 %pos52
  store double %f, ptr %elp59, align 8, !alias.scope !9, !noalias !10
  %f60 = extractvalue { double, double } %tup56, 1
  %elp63 = getelementptr inbounds double, ptr %buf62, i64 %pos52
  store double %f60, ptr %elp63, align 8, !alias.scope !11, !noalias !12
  %i64 = load i64, ptr %i, align 8
  %next = add i64 %i64, -1
  store i64 %next, ptr %i, align 8
  br label %loop
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #3

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.9", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.10", !2}
!5 = !{!"fuselab.buf.11", !2}
!6 = !{!"fuselab.buf.12", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!1, !4, !6}
!11 = !{!6}
!12 = !{!1, !4, !5}

