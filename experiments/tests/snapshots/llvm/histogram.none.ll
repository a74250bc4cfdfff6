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

; cluster c1: ones
; ModuleID = 'histogram_c1'
source_filename = "histogram_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_4 = alloca i64, align 8
  %ones_2 = alloca i64, align 8
  %bufp19 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf20 = load ptr, ptr %bufp19, align 8
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
  store i64 %el, ptr %xs_4, align 8
  store i64 1, ptr %ones_2, align 8
  %v15 = load i64, ptr %i, align 8
  %pos16 = mul i64 0, %dim
  %pos17 = add i64 %pos16, %v15
  %v18 = load i64, ptr %ones_2, align 8
  %elp21 = getelementptr inbounds i64, ptr %buf20, i64 %pos17
  store i64 %v18, ptr %elp21, align 8, !alias.scope !3, !noalias !0
  %i22 = load i64, ptr %i, align 8
  %next = add i64 %i22, 1
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
!4 = !{!"fuselab.buf.2", !2}

; cluster c2: counts
; ModuleID = 'histogram_c2'
source_filename = "histogram_c2"
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
  %dimp3 = getelementptr inbounds i64, ptr %1, i64 16
  %dim4 = load i64, ptr %dimp3, align 8
  %dimp9 = getelementptr inbounds i64, ptr %1, i64 0
  %dim10 = load i64, ptr %dimp9, align 8
  %i = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf22 = load ptr, ptr %bufp21, align 8
  %ones_8 = alloca i64, align 8
  %bufp26 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf27 = load ptr, ptr %bufp26, align 8
  %xs_9 = alloca i64, align 8
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
  store i64 2, ptr %errp6, align 8
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
  store i64 2, ptr %errp15, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim10, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim10, ptr %errp17, align 8
  ret i32 1

ok13:                                             ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %ok13
  %i19 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i19, %min
  br i1 %more, label %body18, label %exit

body18:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim4
  %pos20 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf22, i64 %pos20
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %ones_8, align 8
  %v23 = load i64, ptr %i, align 8
  %pos24 = mul i64 0, %dim10
  %pos25 = add i64 %pos24, %v23
  %elp28 = getelementptr inbounds i64, ptr %buf27, i64 %pos25
  %el29 = load i64, ptr %elp28, align 8, !alias.scope !6, !noalias !7
  store i64 %el29, ptr %xs_9, align 8
  %v30 = load i64, ptr %xs_9, align 8
  br i1 true, label %ok32, label %fail31

exit:                                             ; preds = %loop
  ret i32 0

ignored:                                          ; preds = %ok43, %e
  %i56 = load i64, ptr %i, align 8
  %next = add i64 %i56, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail31:                                           ; preds = %body18
  %errp33 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp33, align 8
  %errp34 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v30, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 10, ptr %errp36, align 8
  ret i32 1

ok32:                                             ; preds = %body18
  %q = sdiv i64 %v30, 10
  %negq = sub i64 0, %v30
  %div = select i1 false, i64 %negq, i64 %q
  store i64 %div, ptr %b_10, align 8
  %v37 = load i64, ptr %xs_9, align 8
  %ic = icmp sge i64 %v37, 0
  br i1 %ic, label %rhs, label %sc

rhs:                                              ; preds = %ok32
  %v38 = load i64, ptr %b_10, align 8
  %ic39 = icmp slt i64 %v38, 10
  br label %sc

sc:                                               ; preds = %rhs, %ok32
  %sc40 = phi i1 [ false, %ok32 ], [ %ic39, %rhs ]
  br i1 %sc40, label %t, label %e

t:                                                ; preds = %sc
  %v41 = load i64, ptr %b_10, align 8
  br label %j

e:                                                ; preds = %sc
  br label %ignored

j:                                                ; preds = %t
  %if = phi i64 [ %v41, %t ]
  %inb = icmp ult i64 %if, %dim
  br i1 %inb, label %ok43, label %fail42

dead:                                             ; No predecessors!
  unreachable

fail42:                                           ; preds = %j
  %errp44 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %if, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp47, align 8
  ret i32 1

ok43:                                             ; preds = %j
  %pos48 = mul i64 0, %dim
  %pos49 = add i64 %pos48, %if
  %v50 = load i64, ptr %ones_8, align 8
  store i64 %v50, ptr %new_5, align 8
  %elp51 = getelementptr inbounds i64, ptr %buf, i64 %pos49
  %el52 = load i64, ptr %elp51, align 8, !alias.scope !8, !noalias !9
  store i64 %el52, ptr %old_6, align 8
  %v53 = load i64, ptr %new_5, align 8
  %v54 = load i64, ptr %old_6, align 8
  %add = add i64 %v53, %v54
  %elp55 = getelementptr inbounds i64, ptr %buf, i64 %pos49
  store i64 %add, ptr %elp55, align 8, !alias.scope !8, !noalias !9
  br label %ignored
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_scatter(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 0
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %ones_8 = alloca i64, align 8
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf21 = load ptr, ptr %bufp20, align 8
  %xs_9 = alloca i64, align 8
  %b_10 = alloca i64, align 8
  %dimp36 = getelementptr inbounds i64, ptr %1, i64 8
  %dim37 = load i64, ptr %dimp36, align 8
  %bufp47 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf48 = load ptr, ptr %bufp47, align 8
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
  %fits7 = icmp sle i64 %min, %dim6
  br i1 %fits7, label %ok9, label %fail8

fail8:                                            ; preds = %ok
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %ok9
  %i15 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i15, %min
  br i1 %more, label %body14, label %exit

body14:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos16 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos16
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !6
  store i64 %el, ptr %ones_8, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %elp22 = getelementptr inbounds i64, ptr %buf21, i64 %pos19
  %el23 = load i64, ptr %elp22, align 8, !alias.scope !6, !noalias !0
  store i64 %el23, ptr %xs_9, align 8
  %v24 = load i64, ptr %xs_9, align 8
  br i1 true, label %ok26, label %fail25

exit:                                             ; preds = %loop
  ret i32 0

ignored:                                          ; preds = %ok39, %e
  %i50 = load i64, ptr %i, align 8
  %next = add i64 %i50, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail25:                                           ; preds = %body14
  %errp27 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v24, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 10, ptr %errp30, align 8
  ret i32 1

ok26:                                             ; preds = %body14
  %q = sdiv i64 %v24, 10
  %negq = sub i64 0, %v24
  %div = select i1 false, i64 %negq, i64 %q
  store i64 %div, ptr %b_10, align 8
  %v31 = load i64, ptr %xs_9, align 8
  %ic = icmp sge i64 %v31, 0
  br i1 %ic, label %rhs, label %sc

rhs:                                              ; preds = %ok26
  %v32 = load i64, ptr %b_10, align 8
  %ic33 = icmp slt i64 %v32, 10
  br label %sc

sc:                                               ; preds = %rhs, %ok26
  %sc34 = phi i1 [ false, %ok26 ], [ %ic33, %rhs ]
  br i1 %sc34, label %t, label %e

t:                                                ; preds = %sc
  %v35 = load i64, ptr %b_10, align 8
  br label %j

e:                                                ; preds = %sc
  br label %ignored

j:                                                ; preds = %t
  %if = phi i64 [ %v35, %t ]
  %inb = icmp ult i64 %if, %dim37
  br i1 %inb, label %ok39, label %fail38

dead:                                             ; No predecessors!
  unreachable

fail38:                                           ; preds = %j
  %errp40 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %if, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim37, ptr %errp43, align 8
  ret i32 1

ok39:                                             ; preds = %j
  %pos44 = mul i64 0, %dim37
  %pos45 = add i64 %pos44, %if
  %v46 = load i64, ptr %ones_8, align 8
  %elp49 = getelementptr inbounds i64, ptr %buf48, i64 %pos45
  %7 = atomicrmw add ptr %elp49, i64 %v46 monotonic, align 8
  br label %ignored
}

define i32 @nest_private(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 0
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %ones_8 = alloca i64, align 8
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf21 = load ptr, ptr %bufp20, align 8
  %xs_9 = alloca i64, align 8
  %b_10 = alloca i64, align 8
  %dimp36 = getelementptr inbounds i64, ptr %1, i64 8
  %dim37 = load i64, ptr %dimp36, align 8
  %new_5 = alloca i64, align 8
  %bufp47 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf48 = load ptr, ptr %bufp47, align 8
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
  store i64 2, ptr %errp2, align 8
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
  store i64 2, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %ok9
  %i15 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i15, %min
  br i1 %more, label %body14, label %exit

body14:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos16 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos16
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %ones_8, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %elp22 = getelementptr inbounds i64, ptr %buf21, i64 %pos19
  %el23 = load i64, ptr %elp22, align 8, !alias.scope !6, !noalias !7
  store i64 %el23, ptr %xs_9, align 8
  %v24 = load i64, ptr %xs_9, align 8
  br i1 true, label %ok26, label %fail25

exit:                                             ; preds = %loop
  ret i32 0

ignored:                                          ; preds = %ok39, %e
  %i54 = load i64, ptr %i, align 8
  %next = add i64 %i54, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail25:                                           ; preds = %body14
  %errp27 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 2, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v24, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 10, ptr %errp30, align 8
  ret i32 1

ok26:                                             ; preds = %body14
  %q = sdiv i64 %v24, 10
  %negq = sub i64 0, %v24
  %div = select i1 false, i64 %negq, i64 %q
  store i64 %div, ptr %b_10, align 8
  %v31 = load i64, ptr %xs_9, align 8
  %ic = icmp sge i64 %v31, 0
  br i1 %ic, label %rhs, label %sc

rhs:                                              ; preds = %ok26
  %v32 = load i64, ptr %b_10, align 8
  %ic33 = icmp slt i64 %v32, 10
  br label %sc

sc:                                               ; preds = %rhs, %ok26
  %sc34 = phi i1 [ false, %ok26 ], [ %ic33, %rhs ]
  br i1 %sc34, label %t, label %e

t:                                                ; preds = %sc
  %v35 = load i64, ptr %b_10, align 8
  br label %j

e:                                                ; preds = %sc
  br label %ignored

j:                                                ; preds = %t
  %if = phi i64 [ %v35, %t ]
  %inb = icmp ult i64 %if, %dim37
  br i1 %inb, label %ok39, label %fail38

dead:                                             ; No predecessors!
  unreachable

fail38:                                           ; preds = %j
  %errp40 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %if, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim37, ptr %errp43, align 8
  ret i32 1

ok39:                                             ; preds = %j
  %pos44 = mul i64 0, %dim37
  %pos45 = add i64 %pos44, %if
  %v46 = load i64, ptr %ones_8, align 8
  store i64 %v46, ptr %new_5, align 8
  %elp49 = getelementptr inbounds i64, ptr %buf48, i64 %pos45
  %el50 = load i64, ptr %elp49, align 8, !alias.scope !8, !noalias !9
  store i64 %el50, ptr %old_6, align 8
  %v51 = load i64, ptr %new_5, align 8
  %v52 = load i64, ptr %old_6, align 8
  %add = add i64 %v51, %v52
  %elp53 = getelementptr inbounds i64, ptr %buf48, i64 %pos45
  store i64 %add, ptr %elp53, align 8, !alias.scope !8, !noalias !9
  br label %ignored
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.2", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.3", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

