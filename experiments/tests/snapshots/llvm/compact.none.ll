; cluster c0: flags
; ModuleID = 'compact_c0'
source_filename = "compact_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_2 = alloca float, align 4
  %flags_0 = alloca i64, align 8
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

loop:                                             ; preds = %j, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos14 = add i64 %pos, %v
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos14
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %xs_2, align 4
  %v15 = load float, ptr %xs_2, align 4
  %fc = fcmp ogt float %v15, 0.000000e+00
  br i1 %fc, label %t, label %e

exit:                                             ; preds = %loop
  ret i32 0

t:                                                ; preds = %body12
  br label %j

e:                                                ; preds = %body12
  br label %j

j:                                                ; preds = %e, %t
  %if = phi i64 [ 1, %t ], [ 0, %e ]
  store i64 %if, ptr %flags_0, align 8
  %v16 = load i64, ptr %i, align 8
  %pos17 = mul i64 0, %dim
  %pos18 = add i64 %pos17, %v16
  %v19 = load i64, ptr %flags_0, align 8
  %elp22 = getelementptr inbounds i64, ptr %buf21, i64 %pos18
  store i64 %v19, ptr %elp22, align 8, !alias.scope !3, !noalias !0
  %i23 = load i64, ptr %i, align 8
  %next = add i64 %i23, 1
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
!4 = !{!"fuselab.buf.1", !2}

; cluster c1: offsets
; ModuleID = 'compact_c1'
source_filename = "compact_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_offsets_3 = alloca i64, align 8
  %flags_7 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_offsets_3, align 8
  store i64 %b, ptr %flags_7, align 8
  %v = load i64, ptr %acc_offsets_3, align 8
  %v1 = load i64, ptr %flags_7, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_offsets_3 = alloca i64, align 8
  %started_4 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %flags_7 = alloca i64, align 8
  %bufp23 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf24 = load ptr, ptr %bufp23, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_offsets_3, align 8
  store i1 false, ptr %started_4, align 1
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
  store i64 %el, ptr %flags_7, align 8
  %v15 = load i1, ptr %started_4, align 1
  br i1 %v15, label %then, label %else

exit:                                             ; preds = %loop
  ret i32 0

then:                                             ; preds = %body12
  %v16 = load i64, ptr %acc_offsets_3, align 8
  %v17 = load i64, ptr %flags_7, align 8
  %add = add i64 %v16, %v17
  store i64 %add, ptr %acc_offsets_3, align 8
  br label %join

else:                                             ; preds = %body12
  %v18 = load i64, ptr %flags_7, align 8
  store i64 %v18, ptr %acc_offsets_3, align 8
  store i1 true, ptr %started_4, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v19 = load i64, ptr %i, align 8
  %pos20 = mul i64 0, %dim
  %pos21 = add i64 %pos20, %v19
  %v22 = load i64, ptr %acc_offsets_3, align 8
  %elp25 = getelementptr inbounds i64, ptr %buf24, i64 %pos21
  store i64 %v22, ptr %elp25, align 8, !alias.scope !3, !noalias !0
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_offsets_3 = alloca i64, align 8
  %started_4 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %flags_7 = alloca i64, align 8
  %bufp23 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf24 = load ptr, ptr %bufp23, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_offsets_3, align 8
  store i1 false, ptr %started_4, align 1
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
  store i64 %el, ptr %flags_7, align 8
  %v15 = load i1, ptr %started_4, align 1
  br i1 %v15, label %then, label %else

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_offsets_3, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0

then:                                             ; preds = %body12
  %v16 = load i64, ptr %acc_offsets_3, align 8
  %v17 = load i64, ptr %flags_7, align 8
  %add = add i64 %v16, %v17
  store i64 %add, ptr %acc_offsets_3, align 8
  br label %join

else:                                             ; preds = %body12
  %v18 = load i64, ptr %flags_7, align 8
  store i64 %v18, ptr %acc_offsets_3, align 8
  store i1 true, ptr %started_4, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v19 = load i64, ptr %i, align 8
  %pos20 = mul i64 0, %dim
  %pos21 = add i64 %pos20, %v19
  %v22 = load i64, ptr %acc_offsets_3, align 8
  %elp25 = getelementptr inbounds i64, ptr %buf24, i64 %pos21
  store i64 %v22, ptr %elp25, align 8, !alias.scope !3, !noalias !0
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_offsets_3 = alloca i64, align 8
  %started_4 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %flags_7 = alloca i64, align 8
  %bufp23 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf24 = load ptr, ptr %bufp23, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_offsets_3, align 8
  store i1 false, ptr %started_4, align 1
  store i1 true, ptr %started_4, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_offsets_3, align 8
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
  store i64 %el, ptr %flags_7, align 8
  %v15 = load i1, ptr %started_4, align 1
  br i1 %v15, label %then, label %else

exit:                                             ; preds = %loop
  %part27 = getelementptr inbounds i8, ptr %6, i64 0
  %acc28 = load i64, ptr %acc_offsets_3, align 8
  store i64 %acc28, ptr %part27, align 8
  ret i32 0

then:                                             ; preds = %body12
  %v16 = load i64, ptr %acc_offsets_3, align 8
  %v17 = load i64, ptr %flags_7, align 8
  %add = add i64 %v16, %v17
  store i64 %add, ptr %acc_offsets_3, align 8
  br label %join

else:                                             ; preds = %body12
  %v18 = load i64, ptr %flags_7, align 8
  store i64 %v18, ptr %acc_offsets_3, align 8
  store i1 true, ptr %started_4, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v19 = load i64, ptr %i, align 8
  %pos20 = mul i64 0, %dim
  %pos21 = add i64 %pos20, %v19
  %v22 = load i64, ptr %acc_offsets_3, align 8
  %elp25 = getelementptr inbounds i64, ptr %buf24, i64 %pos21
  store i64 %v22, ptr %elp25, align 8, !alias.scope !3, !noalias !0
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_offsets_3 = alloca i64, align 8
  %started_4 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %flags_7 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_offsets_3, align 8
  store i1 false, ptr %started_4, align 1
  store i64 0, ptr %acc_offsets_3, align 8
  store i1 true, ptr %started_4, align 1
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
  store i64 %el, ptr %flags_7, align 8
  %v8 = load i1, ptr %started_4, align 1
  br i1 %v8, label %then, label %else

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_offsets_3, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0

then:                                             ; preds = %body5
  %v9 = load i64, ptr %acc_offsets_3, align 8
  %v10 = load i64, ptr %flags_7, align 8
  %add = add i64 %v9, %v10
  store i64 %add, ptr %acc_offsets_3, align 8
  br label %join

else:                                             ; preds = %body5
  %v11 = load i64, ptr %flags_7, align 8
  store i64 %v11, ptr %acc_offsets_3, align 8
  store i1 true, ptr %started_4, align 1
  br label %join

join:                                             ; preds = %else, %then
  %i12 = load i64, ptr %i, align 8
  %next = add i64 %i12, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_offsets_3 = alloca i64, align 8
  %started_4 = alloca i1, align 1
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_offsets_3, align 8
  store i1 false, ptr %started_4, align 1
  store i1 true, ptr %started_4, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_offsets_3, align 8
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.2", !2}

; cluster c2: count
; ModuleID = 'compact_c2'
source_filename = "compact_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_count_8 = alloca i64, align 8
  %flags_12 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_count_8, align 8
  store i64 %b, ptr %flags_12, align 8
  %v = load i64, ptr %acc_count_8, align 8
  %v1 = load i64, ptr %flags_12, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_count_8 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %flags_12 = alloca i64, align 8
  %bufp12 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf13 = load ptr, ptr %bufp12, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_count_8, align 8
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
  store i64 %el, ptr %flags_12, align 8
  %v8 = load i64, ptr %acc_count_8, align 8
  %v9 = load i64, ptr %flags_12, align 8
  %add = add i64 %v8, %v9
  store i64 %add, ptr %acc_count_8, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %v11 = load i64, ptr %acc_count_8, align 8
  %elp14 = getelementptr inbounds i64, ptr %buf13, i64 0
  store i64 %v11, ptr %elp14, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_part(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_count_8 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %flags_12 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_count_8, align 8
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
  store i64 %el, ptr %flags_12, align 8
  %v8 = load i64, ptr %acc_count_8, align 8
  %v9 = load i64, ptr %flags_12, align 8
  %add = add i64 %v8, %v9
  store i64 %add, ptr %acc_count_8, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_count_8, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_part_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_count_8 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %flags_12 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_count_8, align 8
  store i64 0, ptr %acc_count_8, align 8
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
  store i64 %el, ptr %flags_12, align 8
  %v8 = load i64, ptr %acc_count_8, align 8
  %v9 = load i64, ptr %flags_12, align 8
  %add = add i64 %v8, %v9
  store i64 %add, ptr %acc_count_8, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_count_8, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_count_8 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_count_8, align 8
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_count_8, align 8
  %v = load i64, ptr %acc_count_8, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  store i64 %v, ptr %elp, align 8, !alias.scope !3
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.3", !2}

; cluster c3: blank
; ModuleID = 'compact_c3'
source_filename = "compact_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %blank_13 = alloca float, align 4
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
  store float 0.000000e+00, ptr %blank_13, align 4
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %v8 = load float, ptr %blank_13, align 4
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos7
  store float %v8, ptr %elp, align 4, !alias.scope !0
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
!1 = !{!"fuselab.buf.4", !2}
!2 = !{!"fuselab.bufs"}

; cluster c4: out
; ModuleID = 'compact_c4'
source_filename = "compact_c4"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 32
  %dim = load i64, ptr %dimp, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 5
  %buf = load ptr, ptr %bufp, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf2 = load ptr, ptr %bufp1, align 8
  %dimp3 = getelementptr inbounds i64, ptr %1, i64 0
  %dim4 = load i64, ptr %dimp3, align 8
  %dimp9 = getelementptr inbounds i64, ptr %1, i64 8
  %dim10 = load i64, ptr %dimp9, align 8
  %dimp18 = getelementptr inbounds i64, ptr %1, i64 16
  %dim19 = load i64, ptr %dimp18, align 8
  %i = alloca i64, align 8
  %bufp30 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf31 = load ptr, ptr %bufp30, align 8
  %xs_18 = alloca float, align 4
  %bufp35 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf36 = load ptr, ptr %bufp35, align 8
  %flags_19 = alloca i64, align 8
  %bufp42 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf43 = load ptr, ptr %bufp42, align 8
  %offsets_20 = alloca i64, align 8
  %new_15 = alloca float, align 4
  %old_16 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %n = mul i64 1, %dim
  %bytes = mul i64 %n, 4
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
  store i64 4, ptr %errp6, align 8
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
  store i64 4, ptr %errp15, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim10, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim10, ptr %errp17, align 8
  ret i32 1

ok13:                                             ; preds = %ok
  %fits20 = icmp sle i64 %min, %dim19
  br i1 %fits20, label %ok22, label %fail21

fail21:                                           ; preds = %ok13
  %errp23 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp23, align 8
  %errp24 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp24, align 8
  %errp25 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim19, ptr %errp25, align 8
  %errp26 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim19, ptr %errp26, align 8
  ret i32 1

ok22:                                             ; preds = %ok13
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %ok22
  %i28 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i28, %min
  br i1 %more, label %body27, label %exit

body27:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim4
  %pos29 = add i64 %pos, %v
  %elp = getelementptr inbounds float, ptr %buf31, i64 %pos29
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %xs_18, align 4
  %v32 = load i64, ptr %i, align 8
  %pos33 = mul i64 0, %dim10
  %pos34 = add i64 %pos33, %v32
  %elp37 = getelementptr inbounds i64, ptr %buf36, i64 %pos34
  %el38 = load i64, ptr %elp37, align 8, !alias.scope !7, !noalias !8
  store i64 %el38, ptr %flags_19, align 8
  %v39 = load i64, ptr %i, align 8
  %pos40 = mul i64 0, %dim19
  %pos41 = add i64 %pos40, %v39
  %elp44 = getelementptr inbounds i64, ptr %buf43, i64 %pos41
  %el45 = load i64, ptr %elp44, align 8, !alias.scope !9, !noalias !10
  store i64 %el45, ptr %offsets_20, align 8
  %v46 = load i64, ptr %flags_19, align 8
  %ic = icmp eq i64 %v46, 1
  br i1 %ic, label %t, label %e

exit:                                             ; preds = %loop
  ret i32 0

ignored:                                          ; preds = %ok49, %e
  %i61 = load i64, ptr %i, align 8
  %next = add i64 %i61, 1
  store i64 %next, ptr %i, align 8
  br label %loop

t:                                                ; preds = %body27
  %v47 = load i64, ptr %offsets_20, align 8
  %sub = sub i64 %v47, 1
  br label %j

e:                                                ; preds = %body27
  br label %ignored

j:                                                ; preds = %t
  %if = phi i64 [ %sub, %t ]
  %inb = icmp ult i64 %if, %dim
  br i1 %inb, label %ok49, label %fail48

dead:                                             ; No predecessors!
  unreachable

fail48:                                           ; preds = %j
  %errp50 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp50, align 8
  %errp51 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %if, ptr %errp52, align 8
  %errp53 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp53, align 8
  ret i32 1

ok49:                                             ; preds = %j
  %pos54 = mul i64 0, %dim
  %pos55 = add i64 %pos54, %if
  %v56 = load float, ptr %xs_18, align 4
  store float %v56, ptr %new_15, align 4
  %elp57 = getelementptr inbounds float, ptr %buf, i64 %pos55
  %el58 = load float, ptr %elp57, align 4, !alias.scope !11, !noalias !12
  store float %el58, ptr %old_16, align 4
  %v59 = load float, ptr %new_15, align 4
  %elp60 = getelementptr inbounds float, ptr %buf, i64 %pos55
  store float %v59, ptr %elp60, align 4, !alias.scope !11, !noalias !12
  br label %ignored
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_owned(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 8
  %dim3 = load i64, ptr %dimp2, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 16
  %dim8 = load i64, ptr %dimp7, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %flags_19 = alloca i64, align 8
  %bufp33 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf34 = load ptr, ptr %bufp33, align 8
  %offsets_20 = alloca i64, align 8
  %dimp39 = getelementptr inbounds i64, ptr %1, i64 32
  %dim40 = load i64, ptr %dimp39, align 8
  %bufp53 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf54 = load ptr, ptr %bufp53, align 8
  %xs_18 = alloca float, align 4
  %new_15 = alloca float, align 4
  %bufp58 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf59 = load ptr, ptr %bufp58, align 8
  %old_16 = alloca float, align 4
  br label %body

body:                                             ; preds = %entry
  %share_hi = getelementptr i64, ptr %6, i64 1
  %share_lo = load i64, ptr %6, align 8
  %share_hi1 = load i64, ptr %share_hi, align 8
  %fits = icmp sle i64 %dim, %dim3
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits9 = icmp sle i64 %dim, %dim8
  br i1 %fits9, label %ok11, label %fail10

fail10:                                           ; preds = %ok
  %errp12 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %ok
  store i64 0, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  store i64 1, ptr %i, align 8
  %v16 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %at_next = sext i64 %v16 to i128
  %step = sub i128 %at_next, %base
  %step17 = trunc i128 %step to i64
  %step18 = sext i64 %step17 to i128
  %len = sub i64 %dim, 0
  %span = sub i64 %len, 1
  %span19 = sext i64 %span to i128
  %reach = mul i128 %step18, %span19
  %c = icmp slt i128 %reach, 0
  %min = select i1 %c, i128 %reach, i128 0
  %c20 = icmp sgt i128 %reach, 0
  %max = select i1 %c20, i128 %reach, i128 0
  %least = add i128 %base, %min
  %most = add i128 %base, %max
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits21 = and i1 %fits_low, %fits_high
  %least22 = select i1 %fits21, i128 %least, i128 -9223372036854775808
  %most23 = select i1 %fits21, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least22, 0
  %high_ok = icmp slt i128 %most23, %extent
  %ok24 = and i1 true, %low_ok
  %ok25 = and i1 %ok24, %high_ok
  br i1 %ok25, label %proved, label %checked

proved:                                           ; preds = %ok11
  store i64 0, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok11
  store i64 0, ptr %i, align 8
  br label %loop65

versions_done:                                    ; preds = %exit67, %exit
  ret i32 0

loop:                                             ; preds = %ignored, %proved
  %i27 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i27, %dim
  br i1 %more, label %body26, label %exit

body26:                                           ; preds = %loop
  %v28 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim3
  %pos29 = add i64 %pos, %v28
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos29
  %el = load i64, ptr %elp, align 8, !alias.scope !7, !noalias !8
  store i64 %el, ptr %flags_19, align 8
  %v30 = load i64, ptr %i, align 8
  %pos31 = mul i64 0, %dim8
  %pos32 = add i64 %pos31, %v30
  %elp35 = getelementptr inbounds i64, ptr %buf34, i64 %pos32
  %el36 = load i64, ptr %elp35, align 8, !alias.scope !9, !noalias !10
  store i64 %el36, ptr %offsets_20, align 8
  %v37 = load i64, ptr %flags_19, align 8
  %ic = icmp eq i64 %v37, 1
  br i1 %ic, label %t, label %e

exit:                                             ; preds = %loop
  br label %versions_done

ignored:                                          ; preds = %not_owned, %e
  %i64 = load i64, ptr %i, align 8
  %next = add i64 %i64, 1
  store i64 %next, ptr %i, align 8
  br label %loop

t:                                                ; preds = %body26
  %v38 = load i64, ptr %offsets_20, align 8
  %sub = sub i64 %v38, 1
  br label %j

e:                                                ; preds = %body26
  br label %ignored

j:                                                ; preds = %t
  %if = phi i64 [ %sub, %t ]
  %inb = icmp ult i64 %if, %dim40
  br i1 %inb, label %ok42, label %fail41

dead:                                             ; No predecessors!
  unreachable

fail41:                                           ; preds = %j
  %errp43 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp43, align 8
  %errp44 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %if, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim40, ptr %errp46, align 8
  ret i32 1

ok42:                                             ; preds = %j
  %pos47 = mul i64 0, %dim40
  %pos48 = add i64 %pos47, %if
  %from_lo = sub i64 %pos48, %4
  %owned = sub i64 %5, %4
  %mine = icmp ult i64 %from_lo, %owned
  br i1 %mine, label %owned49, label %not_owned

owned49:                                          ; preds = %ok42
  %v50 = load i64, ptr %i, align 8
  %pos51 = mul i64 0, %dim
  %pos52 = add i64 %pos51, %v50
  %elp55 = getelementptr inbounds float, ptr %buf54, i64 %pos52
  %el56 = load float, ptr %elp55, align 4, !alias.scope !0, !noalias !3
  store float %el56, ptr %xs_18, align 4
  %v57 = load float, ptr %xs_18, align 4
  store float %v57, ptr %new_15, align 4
  %elp60 = getelementptr inbounds float, ptr %buf59, i64 %pos48
  %el61 = load float, ptr %elp60, align 4, !alias.scope !11, !noalias !12
  store float %el61, ptr %old_16, align 4
  %v62 = load float, ptr %new_15, align 4
  %elp63 = getelementptr inbounds float, ptr %buf59, i64 %pos48
  store float %v62, ptr %elp63, align 4, !alias.scope !11, !noalias !12
  br label %not_owned

not_owned:                                        ; preds = %owned49, %ok42
  br label %ignored

loop65:                                           ; preds = %ignored80, %checked
  %i68 = load i64, ptr %i, align 8
  %more69 = icmp slt i64 %i68, %dim
  br i1 %more69, label %body66, label %exit67

body66:                                           ; preds = %loop65
  %v70 = load i64, ptr %i, align 8
  %pos71 = mul i64 0, %dim3
  %pos72 = add i64 %pos71, %v70
  %elp73 = getelementptr inbounds i64, ptr %buf, i64 %pos72
  %el74 = load i64, ptr %elp73, align 8, !alias.scope !7, !noalias !8
  store i64 %el74, ptr %flags_19, align 8
  %v75 = load i64, ptr %i, align 8
  %pos76 = mul i64 0, %dim8
  %pos77 = add i64 %pos76, %v75
  %elp78 = getelementptr inbounds i64, ptr %buf34, i64 %pos77
  %el79 = load i64, ptr %elp78, align 8, !alias.scope !9, !noalias !10
  store i64 %el79, ptr %offsets_20, align 8
  %v81 = load i64, ptr %flags_19, align 8
  %ic82 = icmp eq i64 %v81, 1
  br i1 %ic82, label %t83, label %e84

exit67:                                           ; preds = %loop65
  br label %versions_done

ignored80:                                        ; preds = %not_owned103, %e84
  %i121 = load i64, ptr %i, align 8
  %next122 = add i64 %i121, 1
  store i64 %next122, ptr %i, align 8
  br label %loop65

t83:                                              ; preds = %body66
  %v86 = load i64, ptr %offsets_20, align 8
  %sub87 = sub i64 %v86, 1
  br label %j85

e84:                                              ; preds = %body66
  br label %ignored80

j85:                                              ; preds = %t83
  %if89 = phi i64 [ %sub87, %t83 ]
  %inb90 = icmp ult i64 %if89, %dim40
  br i1 %inb90, label %ok92, label %fail91

dead88:                                           ; No predecessors!
  unreachable

fail91:                                           ; preds = %j85
  %errp93 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp93, align 8
  %errp94 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp94, align 8
  %errp95 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %if89, ptr %errp95, align 8
  %errp96 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim40, ptr %errp96, align 8
  ret i32 1

ok92:                                             ; preds = %j85
  %pos97 = mul i64 0, %dim40
  %pos98 = add i64 %pos97, %if89
  %from_lo99 = sub i64 %pos98, %4
  %owned100 = sub i64 %5, %4
  %mine101 = icmp ult i64 %from_lo99, %owned100
  br i1 %mine101, label %owned102, label %not_owned103

owned102:                                         ; preds = %ok92
  %v104 = load i64, ptr %i, align 8
  %inb105 = icmp ult i64 %v104, %dim
  br i1 %inb105, label %ok107, label %fail106

not_owned103:                                     ; preds = %ok107, %ok92
  br label %ignored80

fail106:                                          ; preds = %owned102
  %errp108 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp108, align 8
  %errp109 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp109, align 8
  %errp110 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v104, ptr %errp110, align 8
  %errp111 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp111, align 8
  ret i32 1

ok107:                                            ; preds = %owned102
  %pos112 = mul i64 0, %dim
  %pos113 = add i64 %pos112, %v104
  %elp114 = getelementptr inbounds float, ptr %buf54, i64 %pos113
  %el115 = load float, ptr %elp114, align 4, !alias.scope !0, !noalias !3
  store float %el115, ptr %xs_18, align 4
  %v116 = load float, ptr %xs_18, align 4
  store float %v116, ptr %new_15, align 4
  %elp117 = getelementptr inbounds float, ptr %buf59, i64 %pos98
  %el118 = load float, ptr %elp117, align 4, !alias.scope !11, !noalias !12
  store float %el118, ptr %old_16, align 4
  %v119 = load float, ptr %new_15, align 4
  %elp120 = getelementptr inbounds float, ptr %buf59, i64 %pos98
  store float %v119, ptr %elp120, align 4, !alias.scope !11, !noalias !12
  br label %not_owned103
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.1", !2}
!5 = !{!"fuselab.buf.2", !2}
!6 = !{!"fuselab.buf.5", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!1, !4, !6}
!11 = !{!6}
!12 = !{!1, !4, !5}

