; cluster c0: xs
; ModuleID = 'normalise2_expanded_c0'
source_filename = "normalise2_expanded_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
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

loop:                                             ; preds = %body12, %ok7
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
  store i64 %v19, ptr %elp22, align 8, !alias.scope !3, !noalias !0
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
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.1", !2}

; cluster c1: sum1
; ModuleID = 'normalise2_expanded_c1'
source_filename = "normalise2_expanded_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_sum1_3 = alloca i64, align 8
  %xs_7 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_sum1_3, align 8
  store i64 %b, ptr %xs_7, align 8
  %v = load i64, ptr %acc_sum1_3, align 8
  %v1 = load i64, ptr %xs_7, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sum1_3 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %xs_7 = alloca i64, align 8
  %bufp12 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf13 = load ptr, ptr %bufp12, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sum1_3, align 8
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
  store i64 %el, ptr %xs_7, align 8
  %v8 = load i64, ptr %acc_sum1_3, align 8
  %v9 = load i64, ptr %xs_7, align 8
  %add = add i64 %v8, %v9
  store i64 %add, ptr %acc_sum1_3, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %v11 = load i64, ptr %acc_sum1_3, align 8
  %elp14 = getelementptr inbounds i64, ptr %buf13, i64 0
  store i64 %v11, ptr %elp14, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_part(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sum1_3 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %xs_7 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sum1_3, align 8
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
  store i64 %el, ptr %xs_7, align 8
  %v8 = load i64, ptr %acc_sum1_3, align 8
  %v9 = load i64, ptr %xs_7, align 8
  %add = add i64 %v8, %v9
  store i64 %add, ptr %acc_sum1_3, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sum1_3, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_part_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sum1_3 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %xs_7 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sum1_3, align 8
  store i64 0, ptr %acc_sum1_3, align 8
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
  store i64 %el, ptr %xs_7, align 8
  %v8 = load i64, ptr %acc_sum1_3, align 8
  %v9 = load i64, ptr %xs_7, align 8
  %add = add i64 %v8, %v9
  store i64 %add, ptr %acc_sum1_3, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sum1_3, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sum1_3 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sum1_3, align 8
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sum1_3, align 8
  %v = load i64, ptr %acc_sum1_3, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  store i64 %v, ptr %elp, align 8, !alias.scope !3
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.2", !2}

; cluster c2: scn
; ModuleID = 'normalise2_expanded_c2'
source_filename = "normalise2_expanded_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_scn_8 = alloca i64, align 8
  %xs_12 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_scn_8, align 8
  store i64 %b, ptr %xs_12, align 8
  %v = load i64, ptr %acc_scn_8, align 8
  %v1 = load i64, ptr %xs_12, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_scn_8 = alloca i64, align 8
  %started_9 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %xs_12 = alloca i64, align 8
  %bufp23 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf24 = load ptr, ptr %bufp23, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_scn_8, align 8
  store i1 false, ptr %started_9, align 1
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
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos14
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %xs_12, align 8
  %v15 = load i1, ptr %started_9, align 1
  br i1 %v15, label %then, label %else

exit:                                             ; preds = %loop
  ret i32 0

then:                                             ; preds = %body12
  %v16 = load i64, ptr %acc_scn_8, align 8
  %v17 = load i64, ptr %xs_12, align 8
  %add = add i64 %v16, %v17
  store i64 %add, ptr %acc_scn_8, align 8
  br label %join

else:                                             ; preds = %body12
  %v18 = load i64, ptr %xs_12, align 8
  store i64 %v18, ptr %acc_scn_8, align 8
  store i1 true, ptr %started_9, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v19 = load i64, ptr %i, align 8
  %pos20 = mul i64 0, %dim
  %pos21 = add i64 %pos20, %v19
  %v22 = load i64, ptr %acc_scn_8, align 8
  %elp25 = getelementptr inbounds i64, ptr %buf24, i64 %pos21
  store i64 %v22, ptr %elp25, align 8, !alias.scope !3, !noalias !0
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_scn_8 = alloca i64, align 8
  %started_9 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %xs_12 = alloca i64, align 8
  %bufp23 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf24 = load ptr, ptr %bufp23, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_scn_8, align 8
  store i1 false, ptr %started_9, align 1
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
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos14
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %xs_12, align 8
  %v15 = load i1, ptr %started_9, align 1
  br i1 %v15, label %then, label %else

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_scn_8, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0

then:                                             ; preds = %body12
  %v16 = load i64, ptr %acc_scn_8, align 8
  %v17 = load i64, ptr %xs_12, align 8
  %add = add i64 %v16, %v17
  store i64 %add, ptr %acc_scn_8, align 8
  br label %join

else:                                             ; preds = %body12
  %v18 = load i64, ptr %xs_12, align 8
  store i64 %v18, ptr %acc_scn_8, align 8
  store i1 true, ptr %started_9, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v19 = load i64, ptr %i, align 8
  %pos20 = mul i64 0, %dim
  %pos21 = add i64 %pos20, %v19
  %v22 = load i64, ptr %acc_scn_8, align 8
  %elp25 = getelementptr inbounds i64, ptr %buf24, i64 %pos21
  store i64 %v22, ptr %elp25, align 8, !alias.scope !3, !noalias !0
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_scn_8 = alloca i64, align 8
  %started_9 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %xs_12 = alloca i64, align 8
  %bufp23 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf24 = load ptr, ptr %bufp23, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_scn_8, align 8
  store i1 false, ptr %started_9, align 1
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
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos14
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %xs_12, align 8
  %v15 = load i1, ptr %started_9, align 1
  br i1 %v15, label %then, label %else

exit:                                             ; preds = %loop
  %part27 = getelementptr inbounds i8, ptr %6, i64 0
  %acc28 = load i64, ptr %acc_scn_8, align 8
  store i64 %acc28, ptr %part27, align 8
  ret i32 0

then:                                             ; preds = %body12
  %v16 = load i64, ptr %acc_scn_8, align 8
  %v17 = load i64, ptr %xs_12, align 8
  %add = add i64 %v16, %v17
  store i64 %add, ptr %acc_scn_8, align 8
  br label %join

else:                                             ; preds = %body12
  %v18 = load i64, ptr %xs_12, align 8
  store i64 %v18, ptr %acc_scn_8, align 8
  store i1 true, ptr %started_9, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v19 = load i64, ptr %i, align 8
  %pos20 = mul i64 0, %dim
  %pos21 = add i64 %pos20, %v19
  %v22 = load i64, ptr %acc_scn_8, align 8
  %elp25 = getelementptr inbounds i64, ptr %buf24, i64 %pos21
  store i64 %v22, ptr %elp25, align 8, !alias.scope !3, !noalias !0
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_scn_8 = alloca i64, align 8
  %started_9 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %xs_12 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_scn_8, align 8
  store i1 false, ptr %started_9, align 1
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
  store i64 2, ptr %errp2, align 8
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
  store i64 %el, ptr %xs_12, align 8
  %v8 = load i1, ptr %started_9, align 1
  br i1 %v8, label %then, label %else

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_scn_8, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0

then:                                             ; preds = %body5
  %v9 = load i64, ptr %acc_scn_8, align 8
  %v10 = load i64, ptr %xs_12, align 8
  %add = add i64 %v9, %v10
  store i64 %add, ptr %acc_scn_8, align 8
  br label %join

else:                                             ; preds = %body5
  %v11 = load i64, ptr %xs_12, align 8
  store i64 %v11, ptr %acc_scn_8, align 8
  store i1 true, ptr %started_9, align 1
  br label %join

join:                                             ; preds = %else, %then
  %i12 = load i64, ptr %i, align 8
  %next = add i64 %i12, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_scn_8 = alloca i64, align 8
  %started_9 = alloca i1, align 1
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_scn_8, align 8
  store i1 false, ptr %started_9, align 1
  store i1 true, ptr %started_9, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_scn_8, align 8
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.3", !2}

; cluster c3: sum2
; ModuleID = 'normalise2_expanded_c3'
source_filename = "normalise2_expanded_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_sum2_13 = alloca i64, align 8
  %scn_17 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_sum2_13, align 8
  store i64 %b, ptr %scn_17, align 8
  %v = load i64, ptr %acc_sum2_13, align 8
  %v1 = load i64, ptr %scn_17, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sum2_13 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 24
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %scn_17 = alloca i64, align 8
  %bufp12 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf13 = load ptr, ptr %bufp12, align 8
  br label %body

body:                                             ; preds = %entry
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
  store i64 3, ptr %errp2, align 8
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
  store i64 %el, ptr %scn_17, align 8
  %v8 = load i64, ptr %acc_sum2_13, align 8
  %v9 = load i64, ptr %scn_17, align 8
  %add = add i64 %v8, %v9
  store i64 %add, ptr %acc_sum2_13, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %v11 = load i64, ptr %acc_sum2_13, align 8
  %elp14 = getelementptr inbounds i64, ptr %buf13, i64 0
  store i64 %v11, ptr %elp14, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_part(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sum2_13 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 24
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %scn_17 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
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
  store i64 3, ptr %errp2, align 8
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
  store i64 %el, ptr %scn_17, align 8
  %v8 = load i64, ptr %acc_sum2_13, align 8
  %v9 = load i64, ptr %scn_17, align 8
  %add = add i64 %v8, %v9
  store i64 %add, ptr %acc_sum2_13, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sum2_13, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_part_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sum2_13 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 24
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %scn_17 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sum2_13, align 8
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
  store i64 3, ptr %errp2, align 8
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
  store i64 %el, ptr %scn_17, align 8
  %v8 = load i64, ptr %acc_sum2_13, align 8
  %v9 = load i64, ptr %scn_17, align 8
  %add = add i64 %v8, %v9
  store i64 %add, ptr %acc_sum2_13, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sum2_13, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sum2_13 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sum2_13, align 8
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sum2_13, align 8
  %v = load i64, ptr %acc_sum2_13, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  store i64 %v, ptr %elp, align 8, !alias.scope !3
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.3", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.4", !2}

; cluster c4: ys1
; ModuleID = 'normalise2_expanded_c4'
source_filename = "normalise2_expanded_c4"
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
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp29 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf30 = load ptr, ptr %bufp29, align 8
  %xs_20 = alloca i64, align 8
  %dimp34 = getelementptr inbounds i64, ptr %1, i64 0
  %dim35 = load i64, ptr %dimp34, align 8
  %ys1_18 = alloca i64, align 8
  %bufp92 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf93 = load ptr, ptr %bufp92, align 8
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
  br label %loop96

divisors_done:                                    ; preds = %exit98, %exit
  ret i32 0

loop:                                             ; preds = %ok38, %small_divisors
  %i27 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i27, %min
  br i1 %more, label %body26, label %exit

body26:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos28 = add i64 %pos, %v
  %elp31 = getelementptr inbounds i64, ptr %buf30, i64 %pos28
  %el32 = load i64, ptr %elp31, align 8, !alias.scope !6, !noalias !7
  store i64 %el32, ptr %xs_20, align 8
  %v33 = load i64, ptr %xs_20, align 8
  %mul = mul i64 %v33, %dim35
  %v36 = load i64, ptr %the_sum1_21, align 8
  %nz = icmp ne i64 %v36, 0
  br i1 %nz, label %ok38, label %fail37

exit:                                             ; preds = %loop
  br label %divisors_done

fail37:                                           ; preds = %body26
  %errp39 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v36, ptr %errp42, align 8
  ret i32 1

ok38:                                             ; preds = %body26
  %d_word43 = load i64, ptr %d_word, align 8
  %d_word44 = load i64, ptr %d_word5, align 8
  %d_word45 = load i64, ptr %d_word6, align 8
  %d_word46 = load i64, ptr %d_word7, align 8
  %d_word47 = load i64, ptr %d_word8, align 8
  %d_word48 = load i64, ptr %d_word9, align 8
  %d_word49 = load i64, ptr %d_word10, align 8
  %d_word50 = load i64, ptr %d_word11, align 8
  %d_word51 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %mul, 63
  %xf = xor i64 %mul, %xs
  %ax = sub i64 %xf, %xs
  %bf = bitcast i64 %d_word49 to double
  %inv = bitcast i64 %d_word50 to double
  %wrap = bitcast i64 %d_word51 to double
  %ah = lshr i64 %ax, 32
  %ah52 = or i64 %ah, 4841369599423283200
  %ah53 = bitcast i64 %ah52 to double
  %ah54 = fsub double %ah53, 0x4330000000000000
  %al = and i64 %ax, 4294967295
  %al55 = or i64 %al, 4841369599423283200
  %al56 = bitcast i64 %al55 to double
  %al57 = fsub double %al56, 0x4330000000000000
  %p = fmul double %ah54, %inv
  %q = call double @llvm.trunc.f64(double %p)
  %qb = fmul double %q, %bf
  %r = fsub double %ah54, %qb
  %low = fcmp olt double %r, 0.000000e+00
  %q58 = fsub double %q, 1.000000e+00
  %q59 = select i1 %low, double %q58, double %q
  %r60 = fadd double %r, %bf
  %r61 = select i1 %low, double %r60, double %r
  %high = fcmp oge double %r61, %bf
  %q62 = fadd double %q59, 1.000000e+00
  %q63 = select i1 %high, double %q62, double %q59
  %r64 = fsub double %r61, %bf
  %r65 = select i1 %high, double %r64, double %r61
  %rh = fmul double %r65, 0x41F0000000000000
  %s = fadd double %rh, %al57
  %p66 = fmul double %s, %inv
  %q67 = call double @llvm.trunc.f64(double %p66)
  %qb68 = fmul double %q67, %bf
  %r69 = fsub double %s, %qb68
  %low70 = fcmp olt double %r69, 0.000000e+00
  %q71 = fsub double %q67, 1.000000e+00
  %q72 = select i1 %low70, double %q71, double %q67
  %r73 = fadd double %r69, %bf
  %r74 = select i1 %low70, double %r73, double %r69
  %high75 = fcmp oge double %r74, %bf
  %q76 = fadd double %q72, 1.000000e+00
  %q77 = select i1 %high75, double %q76, double %q72
  %r78 = fsub double %r74, %bf
  %r79 = select i1 %high75, double %r78, double %r74
  %int = fadd double %q63, 0x4330000000000000
  %int80 = bitcast double %int to i64
  %int81 = sub i64 %int80, 4841369599423283200
  %qh = shl i64 %int81, 32
  %int82 = fadd double %q77, 0x4330000000000000
  %int83 = bitcast double %int82 to i64
  %int84 = sub i64 %int83, 4841369599423283200
  %q85 = add i64 %qh, %int84
  %s86 = xor i64 %xs, %d_word44
  %signed = xor i64 %q85, %s86
  %signed87 = sub i64 %signed, %s86
  store i64 %signed87, ptr %ys1_18, align 8
  %v88 = load i64, ptr %i, align 8
  %pos89 = mul i64 0, %dim
  %pos90 = add i64 %pos89, %v88
  %v91 = load i64, ptr %ys1_18, align 8
  %elp94 = getelementptr inbounds i64, ptr %buf93, i64 %pos90
  store i64 %v91, ptr %elp94, align 8, !alias.scope !8, !noalias !9
  %i95 = load i64, ptr %i, align 8
  %next = add i64 %i95, 1
  store i64 %next, ptr %i, align 8
  br label %loop

loop96:                                           ; preds = %ok111, %large_divisors
  %i99 = load i64, ptr %i, align 8
  %more100 = icmp slt i64 %i99, %min
  br i1 %more100, label %body97, label %exit98

body97:                                           ; preds = %loop96
  %v101 = load i64, ptr %i, align 8
  %pos102 = mul i64 0, %dim
  %pos103 = add i64 %pos102, %v101
  %elp104 = getelementptr inbounds i64, ptr %buf30, i64 %pos103
  %el105 = load i64, ptr %elp104, align 8, !alias.scope !6, !noalias !7
  store i64 %el105, ptr %xs_20, align 8
  %v106 = load i64, ptr %xs_20, align 8
  %mul107 = mul i64 %v106, %dim35
  %v108 = load i64, ptr %the_sum1_21, align 8
  %nz109 = icmp ne i64 %v108, 0
  br i1 %nz109, label %ok111, label %fail110

exit98:                                           ; preds = %loop96
  br label %divisors_done

fail110:                                          ; preds = %body97
  %errp112 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp112, align 8
  %errp113 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp113, align 8
  %errp114 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul107, ptr %errp114, align 8
  %errp115 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v108, ptr %errp115, align 8
  ret i32 1

ok111:                                            ; preds = %body97
  %d_word116 = load i64, ptr %d_word, align 8
  %d_word117 = load i64, ptr %d_word5, align 8
  %d_word118 = load i64, ptr %d_word6, align 8
  %d_word119 = load i64, ptr %d_word7, align 8
  %d_word120 = load i64, ptr %d_word8, align 8
  %d_word121 = load i64, ptr %d_word9, align 8
  %d_word122 = load i64, ptr %d_word10, align 8
  %d_word123 = load i64, ptr %d_word11, align 8
  %d_word124 = load i64, ptr %d_word12, align 8
  %xs125 = ashr i64 %mul107, 63
  %xf126 = xor i64 %mul107, %xs125
  %ax127 = sub i64 %xf126, %xs125
  %lo = and i64 %d_word118, 4294967295
  %hi = lshr i64 %d_word118, 32
  %lo128 = and i64 %ax127, 4294967295
  %hi129 = lshr i64 %ax127, 32
  %ll = mul i64 %lo, %lo128
  %hl = mul i64 %hi, %lo128
  %lh = mul i64 %lo, %hi129
  %hh = mul i64 %hi, %hi129
  %hi130 = lshr i64 %ll, 32
  %lo131 = and i64 %hl, 4294967295
  %mid = add i64 %hi130, %lo131
  %lo132 = and i64 %lh, 4294967295
  %mid133 = add i64 %mid, %lo132
  %hi134 = lshr i64 %hl, 32
  %top = add i64 %hh, %hi134
  %hi135 = lshr i64 %lh, 32
  %top136 = add i64 %top, %hi135
  %hi137 = lshr i64 %mid133, 32
  %mulhi = add i64 %top136, %hi137
  %a_t = sub i64 %ax127, %mulhi
  %half = lshr i64 %a_t, %d_word119
  %sum = add i64 %mulhi, %half
  %q138 = lshr i64 %sum, %d_word120
  %s139 = xor i64 %xs125, %d_word117
  %qs = xor i64 %q138, %s139
  %q140 = sub i64 %qs, %s139
  store i64 %q140, ptr %ys1_18, align 8
  %v141 = load i64, ptr %i, align 8
  %pos142 = mul i64 0, %dim
  %pos143 = add i64 %pos142, %v141
  %v144 = load i64, ptr %ys1_18, align 8
  %elp145 = getelementptr inbounds i64, ptr %buf93, i64 %pos143
  store i64 %v144, ptr %elp145, align 8, !alias.scope !8, !noalias !9
  %i146 = load i64, ptr %i, align 8
  %next147 = add i64 %i146, 1
  store i64 %next147, ptr %i, align 8
  br label %loop96
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
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.1", !2}
!5 = !{!"fuselab.buf.5", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c5: ys2
; ModuleID = 'normalise2_expanded_c5'
source_filename = "normalise2_expanded_c5"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %the_sum2_25 = alloca i64, align 8
  %d_word = alloca i64, align 8
  %d_word5 = alloca i64, align 8
  %d_word6 = alloca i64, align 8
  %d_word7 = alloca i64, align 8
  %d_word8 = alloca i64, align 8
  %d_word9 = alloca i64, align 8
  %d_word10 = alloca i64, align 8
  %d_word11 = alloca i64, align 8
  %d_word12 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp29 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf30 = load ptr, ptr %bufp29, align 8
  %xs_24 = alloca i64, align 8
  %dimp34 = getelementptr inbounds i64, ptr %1, i64 0
  %dim35 = load i64, ptr %dimp34, align 8
  %ys2_22 = alloca i64, align 8
  %bufp93 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf94 = load ptr, ptr %bufp93, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sum2_25, align 8
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
  store i64 5, ptr %errp14, align 8
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
  store i64 5, ptr %errp21, align 8
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
  br label %loop97

divisors_done:                                    ; preds = %exit99, %exit
  ret i32 0

loop:                                             ; preds = %ok39, %small_divisors
  %i27 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i27, %min
  br i1 %more, label %body26, label %exit

body26:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos28 = add i64 %pos, %v
  %elp31 = getelementptr inbounds i64, ptr %buf30, i64 %pos28
  %el32 = load i64, ptr %elp31, align 8, !alias.scope !6, !noalias !7
  store i64 %el32, ptr %xs_24, align 8
  %v33 = load i64, ptr %xs_24, align 8
  %mul = mul i64 %v33, %dim35
  %mul36 = mul i64 %mul, %dim35
  %v37 = load i64, ptr %the_sum2_25, align 8
  %nz = icmp ne i64 %v37, 0
  br i1 %nz, label %ok39, label %fail38

exit:                                             ; preds = %loop
  br label %divisors_done

fail38:                                           ; preds = %body26
  %errp40 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul36, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v37, ptr %errp43, align 8
  ret i32 1

ok39:                                             ; preds = %body26
  %d_word44 = load i64, ptr %d_word, align 8
  %d_word45 = load i64, ptr %d_word5, align 8
  %d_word46 = load i64, ptr %d_word6, align 8
  %d_word47 = load i64, ptr %d_word7, align 8
  %d_word48 = load i64, ptr %d_word8, align 8
  %d_word49 = load i64, ptr %d_word9, align 8
  %d_word50 = load i64, ptr %d_word10, align 8
  %d_word51 = load i64, ptr %d_word11, align 8
  %d_word52 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %mul36, 63
  %xf = xor i64 %mul36, %xs
  %ax = sub i64 %xf, %xs
  %bf = bitcast i64 %d_word50 to double
  %inv = bitcast i64 %d_word51 to double
  %wrap = bitcast i64 %d_word52 to double
  %ah = lshr i64 %ax, 32
  %ah53 = or i64 %ah, 4841369599423283200
  %ah54 = bitcast i64 %ah53 to double
  %ah55 = fsub double %ah54, 0x4330000000000000
  %al = and i64 %ax, 4294967295
  %al56 = or i64 %al, 4841369599423283200
  %al57 = bitcast i64 %al56 to double
  %al58 = fsub double %al57, 0x4330000000000000
  %p = fmul double %ah55, %inv
  %q = call double @llvm.trunc.f64(double %p)
  %qb = fmul double %q, %bf
  %r = fsub double %ah55, %qb
  %low = fcmp olt double %r, 0.000000e+00
  %q59 = fsub double %q, 1.000000e+00
  %q60 = select i1 %low, double %q59, double %q
  %r61 = fadd double %r, %bf
  %r62 = select i1 %low, double %r61, double %r
  %high = fcmp oge double %r62, %bf
  %q63 = fadd double %q60, 1.000000e+00
  %q64 = select i1 %high, double %q63, double %q60
  %r65 = fsub double %r62, %bf
  %r66 = select i1 %high, double %r65, double %r62
  %rh = fmul double %r66, 0x41F0000000000000
  %s = fadd double %rh, %al58
  %p67 = fmul double %s, %inv
  %q68 = call double @llvm.trunc.f64(double %p67)
  %qb69 = fmul double %q68, %bf
  %r70 = fsub double %s, %qb69
  %low71 = fcmp olt double %r70, 0.000000e+00
  %q72 = fsub double %q68, 1.000000e+00
  %q73 = select i1 %low71, double %q72, double %q68
  %r74 = fadd double %r70, %bf
  %r75 = select i1 %low71, double %r74, double %r70
  %high76 = fcmp oge double %r75, %bf
  %q77 = fadd double %q73, 1.000000e+00
  %q78 = select i1 %high76, double %q77, double %q73
  %r79 = fsub double %r75, %bf
  %r80 = select i1 %high76, double %r79, double %r75
  %int = fadd double %q64, 0x4330000000000000
  %int81 = bitcast double %int to i64
  %int82 = sub i64 %int81, 4841369599423283200
  %qh = shl i64 %int82, 32
  %int83 = fadd double %q78, 0x4330000000000000
  %int84 = bitcast double %int83 to i64
  %int85 = sub i64 %int84, 4841369599423283200
  %q86 = add i64 %qh, %int85
  %s87 = xor i64 %xs, %d_word45
  %signed = xor i64 %q86, %s87
  %signed88 = sub i64 %signed, %s87
  store i64 %signed88, ptr %ys2_22, align 8
  %v89 = load i64, ptr %i, align 8
  %pos90 = mul i64 0, %dim
  %pos91 = add i64 %pos90, %v89
  %v92 = load i64, ptr %ys2_22, align 8
  %elp95 = getelementptr inbounds i64, ptr %buf94, i64 %pos91
  store i64 %v92, ptr %elp95, align 8, !alias.scope !8, !noalias !9
  %i96 = load i64, ptr %i, align 8
  %next = add i64 %i96, 1
  store i64 %next, ptr %i, align 8
  br label %loop

loop97:                                           ; preds = %ok113, %large_divisors
  %i100 = load i64, ptr %i, align 8
  %more101 = icmp slt i64 %i100, %min
  br i1 %more101, label %body98, label %exit99

body98:                                           ; preds = %loop97
  %v102 = load i64, ptr %i, align 8
  %pos103 = mul i64 0, %dim
  %pos104 = add i64 %pos103, %v102
  %elp105 = getelementptr inbounds i64, ptr %buf30, i64 %pos104
  %el106 = load i64, ptr %elp105, align 8, !alias.scope !6, !noalias !7
  store i64 %el106, ptr %xs_24, align 8
  %v107 = load i64, ptr %xs_24, align 8
  %mul108 = mul i64 %v107, %dim35
  %mul109 = mul i64 %mul108, %dim35
  %v110 = load i64, ptr %the_sum2_25, align 8
  %nz111 = icmp ne i64 %v110, 0
  br i1 %nz111, label %ok113, label %fail112

exit99:                                           ; preds = %loop97
  br label %divisors_done

fail112:                                          ; preds = %body98
  %errp114 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp114, align 8
  %errp115 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp115, align 8
  %errp116 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul109, ptr %errp116, align 8
  %errp117 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v110, ptr %errp117, align 8
  ret i32 1

ok113:                                            ; preds = %body98
  %d_word118 = load i64, ptr %d_word, align 8
  %d_word119 = load i64, ptr %d_word5, align 8
  %d_word120 = load i64, ptr %d_word6, align 8
  %d_word121 = load i64, ptr %d_word7, align 8
  %d_word122 = load i64, ptr %d_word8, align 8
  %d_word123 = load i64, ptr %d_word9, align 8
  %d_word124 = load i64, ptr %d_word10, align 8
  %d_word125 = load i64, ptr %d_word11, align 8
  %d_word126 = load i64, ptr %d_word12, align 8
  %xs127 = ashr i64 %mul109, 63
  %xf128 = xor i64 %mul109, %xs127
  %ax129 = sub i64 %xf128, %xs127
  %lo = and i64 %d_word120, 4294967295
  %hi = lshr i64 %d_word120, 32
  %lo130 = and i64 %ax129, 4294967295
  %hi131 = lshr i64 %ax129, 32
  %ll = mul i64 %lo, %lo130
  %hl = mul i64 %hi, %lo130
  %lh = mul i64 %lo, %hi131
  %hh = mul i64 %hi, %hi131
  %hi132 = lshr i64 %ll, 32
  %lo133 = and i64 %hl, 4294967295
  %mid = add i64 %hi132, %lo133
  %lo134 = and i64 %lh, 4294967295
  %mid135 = add i64 %mid, %lo134
  %hi136 = lshr i64 %hl, 32
  %top = add i64 %hh, %hi136
  %hi137 = lshr i64 %lh, 32
  %top138 = add i64 %top, %hi137
  %hi139 = lshr i64 %mid135, 32
  %mulhi = add i64 %top138, %hi139
  %a_t = sub i64 %ax129, %mulhi
  %half = lshr i64 %a_t, %d_word121
  %sum = add i64 %mulhi, %half
  %q140 = lshr i64 %sum, %d_word122
  %s141 = xor i64 %xs127, %d_word119
  %qs = xor i64 %q140, %s141
  %q142 = sub i64 %qs, %s141
  store i64 %q142, ptr %ys2_22, align 8
  %v143 = load i64, ptr %i, align 8
  %pos144 = mul i64 0, %dim
  %pos145 = add i64 %pos144, %v143
  %v146 = load i64, ptr %ys2_22, align 8
  %elp147 = getelementptr inbounds i64, ptr %buf94, i64 %pos145
  store i64 %v146, ptr %elp147, align 8, !alias.scope !8, !noalias !9
  %i148 = load i64, ptr %i, align 8
  %next149 = add i64 %i148, 1
  store i64 %next149, ptr %i, align 8
  br label %loop97
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
!1 = !{!"fuselab.buf.4", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.1", !2}
!5 = !{!"fuselab.buf.6", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

