; cluster c0: total
; ModuleID = 'variance_c0'
source_filename = "variance_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_total_0 = alloca double, align 8
  %xs_4 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load double, ptr %pa, align 8
  %b = load double, ptr %pb, align 8
  store double %a, ptr %acc_total_0, align 8
  store double %b, ptr %xs_4, align 8
  %v = load double, ptr %acc_total_0, align 8
  %v1 = load double, ptr %xs_4, align 8
  %fa = fadd double %v, %v1
  store double %fa, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_total_0 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_4 = alloca double, align 8
  %bufp12 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf13 = load ptr, ptr %bufp12, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_total_0, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos7
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %xs_4, align 8
  %v8 = load double, ptr %acc_total_0, align 8
  %v9 = load double, ptr %xs_4, align 8
  %fa = fadd reassoc double %v8, %v9
  store double %fa, ptr %acc_total_0, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %v11 = load double, ptr %acc_total_0, align 8
  %elp14 = getelementptr inbounds double, ptr %buf13, i64 0
  store double %v11, ptr %elp14, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_part(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_total_0 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_4 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_total_0, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos7
  %el = load double, ptr %elp, align 8, !alias.scope !0
  store double %el, ptr %xs_4, align 8
  %v8 = load double, ptr %acc_total_0, align 8
  %v9 = load double, ptr %xs_4, align 8
  %fa = fadd reassoc double %v8, %v9
  store double %fa, ptr %acc_total_0, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %acc_total_0, align 8
  store double %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_part_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_total_0 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_4 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_total_0, align 8
  store double -0.000000e+00, ptr %acc_total_0, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos7
  %el = load double, ptr %elp, align 8, !alias.scope !0
  store double %el, ptr %xs_4, align 8
  %v8 = load double, ptr %acc_total_0, align 8
  %v9 = load double, ptr %xs_4, align 8
  %fa = fadd reassoc double %v8, %v9
  store double %fa, ptr %acc_total_0, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %acc_total_0, align 8
  store double %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_total_0 = alloca double, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_total_0, align 8
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %part, align 8
  store double %acc, ptr %acc_total_0, align 8
  %v = load double, ptr %acc_total_0, align 8
  %elp = getelementptr inbounds double, ptr %buf, i64 0
  store double %v, ptr %elp, align 8, !alias.scope !3
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.1", !2}

; cluster c1: mu
; ModuleID = 'variance_c1'
source_filename = "variance_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %the_total_6 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %mu_5 = alloca double, align 8
  %bufp2 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf3 = load ptr, ptr %bufp2, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds double, ptr %buf, i64 0
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %the_total_6, align 8
  %v = load double, ptr %the_total_6, align 8
  %c = icmp sgt i64 %dim, 1
  %mm = select i1 %c, i64 %dim, i64 1
  %cv = sitofp i64 %mm to double
  %fd = fdiv double %v, %cv
  store double %fd, ptr %mu_5, align 8
  %v1 = load double, ptr %mu_5, align 8
  %elp4 = getelementptr inbounds double, ptr %buf3, i64 0
  store double %v1, ptr %elp4, align 8, !alias.scope !3, !noalias !0
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
!3 = !{!4}
!4 = !{!"fuselab.buf.2", !2}

; cluster c2: Vertical(dev2, ss)
; ModuleID = 'variance_c2'
source_filename = "variance_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_ss_12 = alloca double, align 8
  %dev2_7 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load double, ptr %pa, align 8
  %b = load double, ptr %pb, align 8
  store double %a, ptr %acc_ss_12, align 8
  store double %b, ptr %dev2_7, align 8
  %v = load double, ptr %acc_ss_12, align 8
  %v1 = load double, ptr %dev2_7, align 8
  %fa = fadd double %v, %v1
  store double %fa, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %the_mu_10 = alloca double, align 8
  %acc_ss_12 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp8 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf9 = load ptr, ptr %bufp8, align 8
  %xs_9 = alloca double, align 8
  %d_11 = alloca double, align 8
  %dev2_7 = alloca double, align 8
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf21 = load ptr, ptr %bufp20, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds double, ptr %buf, i64 0
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %the_mu_10, align 8
  store double 0.000000e+00, ptr %acc_ss_12, align 8
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
  %elp10 = getelementptr inbounds double, ptr %buf9, i64 %pos7
  %el11 = load double, ptr %elp10, align 8, !alias.scope !6, !noalias !7
  store double %el11, ptr %xs_9, align 8
  %v12 = load double, ptr %xs_9, align 8
  %v13 = load double, ptr %the_mu_10, align 8
  %fs = fsub double %v12, %v13
  store double %fs, ptr %d_11, align 8
  %v14 = load double, ptr %d_11, align 8
  %v15 = load double, ptr %d_11, align 8
  %fm = fmul double %v14, %v15
  store double %fm, ptr %dev2_7, align 8
  %v16 = load double, ptr %acc_ss_12, align 8
  %v17 = load double, ptr %dev2_7, align 8
  %fa = fadd reassoc double %v16, %v17
  store double %fa, ptr %acc_ss_12, align 8
  %i18 = load i64, ptr %i, align 8
  %next = add i64 %i18, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %v19 = load double, ptr %acc_ss_12, align 8
  %elp22 = getelementptr inbounds double, ptr %buf21, i64 0
  store double %v19, ptr %elp22, align 8, !alias.scope !8, !noalias !9
  ret i32 0
}

define i32 @nest_part(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %the_mu_10 = alloca double, align 8
  %acc_ss_12 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp8 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf9 = load ptr, ptr %bufp8, align 8
  %xs_9 = alloca double, align 8
  %d_11 = alloca double, align 8
  %dev2_7 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds double, ptr %buf, i64 0
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !6
  store double %el, ptr %the_mu_10, align 8
  store double 0.000000e+00, ptr %acc_ss_12, align 8
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
  %elp10 = getelementptr inbounds double, ptr %buf9, i64 %pos7
  %el11 = load double, ptr %elp10, align 8, !alias.scope !6, !noalias !0
  store double %el11, ptr %xs_9, align 8
  %v12 = load double, ptr %xs_9, align 8
  %v13 = load double, ptr %the_mu_10, align 8
  %fs = fsub double %v12, %v13
  store double %fs, ptr %d_11, align 8
  %v14 = load double, ptr %d_11, align 8
  %v15 = load double, ptr %d_11, align 8
  %fm = fmul double %v14, %v15
  store double %fm, ptr %dev2_7, align 8
  %v16 = load double, ptr %acc_ss_12, align 8
  %v17 = load double, ptr %dev2_7, align 8
  %fa = fadd reassoc double %v16, %v17
  store double %fa, ptr %acc_ss_12, align 8
  %i18 = load i64, ptr %i, align 8
  %next = add i64 %i18, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %acc_ss_12, align 8
  store double %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_part_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %the_mu_10 = alloca double, align 8
  %acc_ss_12 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp8 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf9 = load ptr, ptr %bufp8, align 8
  %xs_9 = alloca double, align 8
  %d_11 = alloca double, align 8
  %dev2_7 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds double, ptr %buf, i64 0
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !6
  store double %el, ptr %the_mu_10, align 8
  store double 0.000000e+00, ptr %acc_ss_12, align 8
  store double -0.000000e+00, ptr %acc_ss_12, align 8
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
  %elp10 = getelementptr inbounds double, ptr %buf9, i64 %pos7
  %el11 = load double, ptr %elp10, align 8, !alias.scope !6, !noalias !0
  store double %el11, ptr %xs_9, align 8
  %v12 = load double, ptr %xs_9, align 8
  %v13 = load double, ptr %the_mu_10, align 8
  %fs = fsub double %v12, %v13
  store double %fs, ptr %d_11, align 8
  %v14 = load double, ptr %d_11, align 8
  %v15 = load double, ptr %d_11, align 8
  %fm = fmul double %v14, %v15
  store double %fm, ptr %dev2_7, align 8
  %v16 = load double, ptr %acc_ss_12, align 8
  %v17 = load double, ptr %dev2_7, align 8
  %fa = fadd reassoc double %v16, %v17
  store double %fa, ptr %acc_ss_12, align 8
  %i18 = load i64, ptr %i, align 8
  %next = add i64 %i18, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %acc_ss_12, align 8
  store double %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %the_mu_10 = alloca double, align 8
  %acc_ss_12 = alloca double, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf2 = load ptr, ptr %bufp1, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds double, ptr %buf, i64 0
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !8
  store double %el, ptr %the_mu_10, align 8
  store double 0.000000e+00, ptr %acc_ss_12, align 8
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %part, align 8
  store double %acc, ptr %acc_ss_12, align 8
  %v = load double, ptr %acc_ss_12, align 8
  %elp3 = getelementptr inbounds double, ptr %buf2, i64 0
  store double %v, ptr %elp3, align 8, !alias.scope !8, !noalias !0
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.2", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.4", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c3: unit
; ModuleID = 'variance_c3'
source_filename = "variance_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %the_ss_18 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %unit_17 = alloca double, align 8
  %bufp2 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf3 = load ptr, ptr %bufp2, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds double, ptr %buf, i64 0
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %the_ss_18, align 8
  %v = load double, ptr %the_ss_18, align 8
  %c = icmp sgt i64 %dim, 1
  %mm = select i1 %c, i64 %dim, i64 1
  %cv = sitofp i64 %mm to double
  %fd = fdiv double %v, %cv
  store double %fd, ptr %unit_17, align 8
  %v1 = load double, ptr %unit_17, align 8
  %elp4 = getelementptr inbounds double, ptr %buf3, i64 0
  store double %v1, ptr %elp4, align 8, !alias.scope !3, !noalias !0
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
!1 = !{!"fuselab.buf.4", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.5", !2}

