; cluster c0: zeros
; ModuleID = 'histogram_c0'
source_filename = "histogram_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %i = alloca i64, align 8
  %zeros_0 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, 10
  %min = select i1 %c1, i64 %5, i64 10
  %fits = icmp sle i64 %min, 10
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp2 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 10, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 10, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body5, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  store i64 0, ptr %zeros_0, align 8
  %v = load i64, ptr %i, align 8
  %pos = add i64 0, %v
  %v7 = load i64, ptr %zeros_0, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos
  store i64 %v7, ptr %elp, align 8, !alias.scope !0
  %i8 = load i64, ptr %i, align 8
  %next = add i64 %i8, 1
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

; cluster c1: Vertical(ones, counts)
; ModuleID = 'histogram_c1'
source_filename = "histogram_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf2 = load ptr, ptr %bufp1, align 8
  %dimp3 = getelementptr inbounds i64, ptr %1, i64 0
  %dim4 = load i64, ptr %dimp3, align 8
  %i = alloca i64, align 8
  %bufp12 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf13 = load ptr, ptr %bufp12, align 8
  %xs_4 = alloca i64, align 8
  %ones_2 = alloca i64, align 8
  %b_10 = alloca i64, align 8
  %new_5 = alloca i64, align 8
  %old_6 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %n = mul i64 1, %dim
  %bytes = mul i64 %n, 8
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
  store i64 1, ptr %errp6, align 8
  %errp7 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim4, ptr %errp7, align 8
  %errp8 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim4, ptr %errp8, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %ok
  %i10 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i10, %min
  br i1 %more, label %body9, label %exit

body9:                                            ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim4
  %pos11 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf13, i64 %pos11
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %xs_4, align 8
  store i64 1, ptr %ones_2, align 8
  %v14 = load i64, ptr %xs_4, align 8
  br i1 true, label %ok16, label %fail15

exit:                                             ; preds = %loop
  ret i32 0

ignored:                                          ; preds = %ok27, %e
  %i40 = load i64, ptr %i, align 8
  %next = add i64 %i40, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail15:                                           ; preds = %body9
  %errp17 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v14, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 10, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %body9
  %q = sdiv i64 %v14, 10
  %negq = sub i64 0, %v14
  %div = select i1 false, i64 %negq, i64 %q
  store i64 %div, ptr %b_10, align 8
  %v21 = load i64, ptr %xs_4, align 8
  %ic = icmp sge i64 %v21, 0
  br i1 %ic, label %rhs, label %sc

rhs:                                              ; preds = %ok16
  %v22 = load i64, ptr %b_10, align 8
  %ic23 = icmp slt i64 %v22, 10
  br label %sc

sc:                                               ; preds = %rhs, %ok16
  %sc24 = phi i1 [ false, %ok16 ], [ %ic23, %rhs ]
  br i1 %sc24, label %t, label %e

t:                                                ; preds = %sc
  %v25 = load i64, ptr %b_10, align 8
  br label %j

e:                                                ; preds = %sc
  br label %ignored

j:                                                ; preds = %t
  %if = phi i64 [ %v25, %t ]
  %inb = icmp ult i64 %if, %dim
  br i1 %inb, label %ok27, label %fail26

dead:                                             ; No predecessors!
  unreachable

fail26:                                           ; preds = %j
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %if, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp31, align 8
  ret i32 1

ok27:                                             ; preds = %j
  %pos32 = mul i64 0, %dim
  %pos33 = add i64 %pos32, %if
  %v34 = load i64, ptr %ones_2, align 8
  store i64 %v34, ptr %new_5, align 8
  %elp35 = getelementptr inbounds i64, ptr %buf, i64 %pos33
  %el36 = load i64, ptr %elp35, align 8, !alias.scope !3, !noalias !0
  store i64 %el36, ptr %old_6, align 8
  %v37 = load i64, ptr %new_5, align 8
  %v38 = load i64, ptr %old_6, align 8
  %add = add i64 %v37, %v38
  %elp39 = getelementptr inbounds i64, ptr %buf, i64 %pos33
  store i64 %add, ptr %elp39, align 8, !alias.scope !3, !noalias !0
  br label %ignored
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_scatter(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_4 = alloca i64, align 8
  %ones_2 = alloca i64, align 8
  %b_10 = alloca i64, align 8
  %dimp20 = getelementptr inbounds i64, ptr %1, i64 8
  %dim21 = load i64, ptr %dimp20, align 8
  %bufp31 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf32 = load ptr, ptr %bufp31, align 8
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

loop:                                             ; preds = %ignored, %ok
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
  store i64 1, ptr %ones_2, align 8
  %v8 = load i64, ptr %xs_4, align 8
  br i1 true, label %ok10, label %fail9

exit:                                             ; preds = %loop
  ret i32 0

ignored:                                          ; preds = %ok23, %e
  %i34 = load i64, ptr %i, align 8
  %next = add i64 %i34, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail9:                                            ; preds = %body5
  %errp11 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v8, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 10, ptr %errp14, align 8
  ret i32 1

ok10:                                             ; preds = %body5
  %q = sdiv i64 %v8, 10
  %negq = sub i64 0, %v8
  %div = select i1 false, i64 %negq, i64 %q
  store i64 %div, ptr %b_10, align 8
  %v15 = load i64, ptr %xs_4, align 8
  %ic = icmp sge i64 %v15, 0
  br i1 %ic, label %rhs, label %sc

rhs:                                              ; preds = %ok10
  %v16 = load i64, ptr %b_10, align 8
  %ic17 = icmp slt i64 %v16, 10
  br label %sc

sc:                                               ; preds = %rhs, %ok10
  %sc18 = phi i1 [ false, %ok10 ], [ %ic17, %rhs ]
  br i1 %sc18, label %t, label %e

t:                                                ; preds = %sc
  %v19 = load i64, ptr %b_10, align 8
  br label %j

e:                                                ; preds = %sc
  br label %ignored

j:                                                ; preds = %t
  %if = phi i64 [ %v19, %t ]
  %inb = icmp ult i64 %if, %dim21
  br i1 %inb, label %ok23, label %fail22

dead:                                             ; No predecessors!
  unreachable

fail22:                                           ; preds = %j
  %errp24 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp24, align 8
  %errp25 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp25, align 8
  %errp26 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %if, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim21, ptr %errp27, align 8
  ret i32 1

ok23:                                             ; preds = %j
  %pos28 = mul i64 0, %dim21
  %pos29 = add i64 %pos28, %if
  %v30 = load i64, ptr %ones_2, align 8
  %elp33 = getelementptr inbounds i64, ptr %buf32, i64 %pos29
  %7 = atomicrmw add ptr %elp33, i64 %v30 monotonic, align 8
  br label %ignored
}

define i32 @nest_private(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_4 = alloca i64, align 8
  %ones_2 = alloca i64, align 8
  %b_10 = alloca i64, align 8
  %dimp20 = getelementptr inbounds i64, ptr %1, i64 8
  %dim21 = load i64, ptr %dimp20, align 8
  %new_5 = alloca i64, align 8
  %bufp31 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf32 = load ptr, ptr %bufp31, align 8
  %old_6 = alloca i64, align 8
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

loop:                                             ; preds = %ignored, %ok
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
  store i64 1, ptr %ones_2, align 8
  %v8 = load i64, ptr %xs_4, align 8
  br i1 true, label %ok10, label %fail9

exit:                                             ; preds = %loop
  ret i32 0

ignored:                                          ; preds = %ok23, %e
  %i38 = load i64, ptr %i, align 8
  %next = add i64 %i38, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail9:                                            ; preds = %body5
  %errp11 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v8, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 10, ptr %errp14, align 8
  ret i32 1

ok10:                                             ; preds = %body5
  %q = sdiv i64 %v8, 10
  %negq = sub i64 0, %v8
  %div = select i1 false, i64 %negq, i64 %q
  store i64 %div, ptr %b_10, align 8
  %v15 = load i64, ptr %xs_4, align 8
  %ic = icmp sge i64 %v15, 0
  br i1 %ic, label %rhs, label %sc

rhs:                                              ; preds = %ok10
  %v16 = load i64, ptr %b_10, align 8
  %ic17 = icmp slt i64 %v16, 10
  br label %sc

sc:                                               ; preds = %rhs, %ok10
  %sc18 = phi i1 [ false, %ok10 ], [ %ic17, %rhs ]
  br i1 %sc18, label %t, label %e

t:                                                ; preds = %sc
  %v19 = load i64, ptr %b_10, align 8
  br label %j

e:                                                ; preds = %sc
  br label %ignored

j:                                                ; preds = %t
  %if = phi i64 [ %v19, %t ]
  %inb = icmp ult i64 %if, %dim21
  br i1 %inb, label %ok23, label %fail22

dead:                                             ; No predecessors!
  unreachable

fail22:                                           ; preds = %j
  %errp24 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp24, align 8
  %errp25 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp25, align 8
  %errp26 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %if, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim21, ptr %errp27, align 8
  ret i32 1

ok23:                                             ; preds = %j
  %pos28 = mul i64 0, %dim21
  %pos29 = add i64 %pos28, %if
  %v30 = load i64, ptr %ones_2, align 8
  store i64 %v30, ptr %new_5, align 8
  %elp33 = getelementptr inbounds i64, ptr %buf32, i64 %pos29
  %el34 = load i64, ptr %elp33, align 8, !alias.scope !3, !noalias !0
  store i64 %el34, ptr %old_6, align 8
  %v35 = load i64, ptr %new_5, align 8
  %v36 = load i64, ptr %old_6, align 8
  %add = add i64 %v35, %v36
  %elp37 = getelementptr inbounds i64, ptr %buf32, i64 %pos29
  store i64 %add, ptr %elp37, align 8, !alias.scope !3, !noalias !0
  br label %ignored
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.3", !2}

