; cluster c0: zeros
; ModuleID = 'radix_pass_c0'
source_filename = "radix_pass_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %i = alloca i64, align 8
  %zeros_0 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, 16
  %min = select i1 %c1, i64 %5, i64 16
  %fits = icmp sle i64 %min, 16
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp2 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 16, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 16, ptr %errp4, align 8
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
!1 = !{!"fuselab.buf.2", !2}
!2 = !{!"fuselab.bufs"}

; cluster c1: Diagonal(digits, Vertical(ones, hist))
; ModuleID = 'radix_pass_c1'
source_filename = "radix_pass_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf2 = load ptr, ptr %bufp1, align 8
  %dimp3 = getelementptr inbounds i64, ptr %1, i64 0
  %dim4 = load i64, ptr %dimp3, align 8
  %i = alloca i64, align 8
  %bufp19 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf20 = load ptr, ptr %bufp19, align 8
  %keys_4 = alloca i64, align 8
  %digits_2 = alloca i64, align 8
  %bufp26 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf27 = load ptr, ptr %bufp26, align 8
  %ones_5 = alloca i64, align 8
  %new_8 = alloca i64, align 8
  %old_9 = alloca i64, align 8
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
  store i64 0, ptr %errp6, align 8
  %errp7 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim4, ptr %errp7, align 8
  %errp8 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim4, ptr %errp8, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits9 = icmp sle i64 %min, %dim4
  br i1 %fits9, label %ok11, label %fail10

fail10:                                           ; preds = %ok
  %errp12 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim4, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim4, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %ok11
  %i17 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i17, %min
  br i1 %more, label %body16, label %exit

body16:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim4
  %pos18 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf20, i64 %pos18
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %keys_4, align 8
  %v21 = load i64, ptr %keys_4, align 8
  %shr = ashr i64 %v21, 4
  %and = and i64 %shr, 15
  store i64 %and, ptr %digits_2, align 8
  %v22 = load i64, ptr %i, align 8
  %pos23 = mul i64 0, %dim4
  %pos24 = add i64 %pos23, %v22
  %v25 = load i64, ptr %digits_2, align 8
  %elp28 = getelementptr inbounds i64, ptr %buf27, i64 %pos24
  store i64 %v25, ptr %elp28, align 8, !alias.scope !6, !noalias !7
  store i64 1, ptr %ones_5, align 8
  %v29 = load i64, ptr %digits_2, align 8
  %inb = icmp ult i64 %v29, %dim
  br i1 %inb, label %ok31, label %fail30

exit:                                             ; preds = %loop
  ret i32 0

ignored:                                          ; preds = %ok31
  %i44 = load i64, ptr %i, align 8
  %next = add i64 %i44, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail30:                                           ; preds = %body16
  %errp32 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp32, align 8
  %errp33 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp33, align 8
  %errp34 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v29, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp35, align 8
  ret i32 1

ok31:                                             ; preds = %body16
  %pos36 = mul i64 0, %dim
  %pos37 = add i64 %pos36, %v29
  %v38 = load i64, ptr %ones_5, align 8
  store i64 %v38, ptr %new_8, align 8
  %elp39 = getelementptr inbounds i64, ptr %buf, i64 %pos37
  %el40 = load i64, ptr %elp39, align 8, !alias.scope !8, !noalias !9
  store i64 %el40, ptr %old_9, align 8
  %v41 = load i64, ptr %new_8, align 8
  %v42 = load i64, ptr %old_9, align 8
  %add = add i64 %v41, %v42
  %elp43 = getelementptr inbounds i64, ptr %buf, i64 %pos37
  store i64 %add, ptr %elp43, align 8, !alias.scope !8, !noalias !9
  br label %ignored
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_scatter(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %digits_2 = alloca i64, align 8
  %ones_5 = alloca i64, align 8
  %dimp9 = getelementptr inbounds i64, ptr %1, i64 16
  %dim10 = load i64, ptr %dimp9, align 8
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 4
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
  %el = load i64, ptr %elp, align 8, !alias.scope !6
  store i64 %el, ptr %digits_2, align 8
  store i64 1, ptr %ones_5, align 8
  %v8 = load i64, ptr %digits_2, align 8
  %inb = icmp ult i64 %v8, %dim10
  br i1 %inb, label %ok12, label %fail11

exit:                                             ; preds = %loop
  ret i32 0

ignored:                                          ; preds = %ok12
  %i23 = load i64, ptr %i, align 8
  %next = add i64 %i23, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail11:                                           ; preds = %body5
  %errp13 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v8, ptr %errp15, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim10, ptr %errp16, align 8
  ret i32 1

ok12:                                             ; preds = %body5
  %pos17 = mul i64 0, %dim10
  %pos18 = add i64 %pos17, %v8
  %v19 = load i64, ptr %ones_5, align 8
  %elp22 = getelementptr inbounds i64, ptr %buf21, i64 %pos18
  %7 = atomicrmw add ptr %elp22, i64 %v19 monotonic, align 8
  br label %ignored
}

define i32 @nest_private(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %digits_2 = alloca i64, align 8
  %ones_5 = alloca i64, align 8
  %dimp9 = getelementptr inbounds i64, ptr %1, i64 16
  %dim10 = load i64, ptr %dimp9, align 8
  %new_8 = alloca i64, align 8
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf21 = load ptr, ptr %bufp20, align 8
  %old_9 = alloca i64, align 8
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
  %el = load i64, ptr %elp, align 8, !alias.scope !6, !noalias !8
  store i64 %el, ptr %digits_2, align 8
  store i64 1, ptr %ones_5, align 8
  %v8 = load i64, ptr %digits_2, align 8
  %inb = icmp ult i64 %v8, %dim10
  br i1 %inb, label %ok12, label %fail11

exit:                                             ; preds = %loop
  ret i32 0

ignored:                                          ; preds = %ok12
  %i27 = load i64, ptr %i, align 8
  %next = add i64 %i27, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail11:                                           ; preds = %body5
  %errp13 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v8, ptr %errp15, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim10, ptr %errp16, align 8
  ret i32 1

ok12:                                             ; preds = %body5
  %pos17 = mul i64 0, %dim10
  %pos18 = add i64 %pos17, %v8
  %v19 = load i64, ptr %ones_5, align 8
  store i64 %v19, ptr %new_8, align 8
  %elp22 = getelementptr inbounds i64, ptr %buf21, i64 %pos18
  %el23 = load i64, ptr %elp22, align 8, !alias.scope !8, !noalias !6
  store i64 %el23, ptr %old_9, align 8
  %v24 = load i64, ptr %new_8, align 8
  %v25 = load i64, ptr %old_9, align 8
  %add = add i64 %v24, %v25
  %elp26 = getelementptr inbounds i64, ptr %buf21, i64 %pos18
  store i64 %add, ptr %elp26, align 8, !alias.scope !8, !noalias !6
  br label %ignored
}

define i32 @nest_stores(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %keys_4 = alloca i64, align 8
  %digits_2 = alloca i64, align 8
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
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !6
  store i64 %el, ptr %keys_4, align 8
  %v15 = load i64, ptr %keys_4, align 8
  %shr = ashr i64 %v15, 4
  %and = and i64 %shr, 15
  store i64 %and, ptr %digits_2, align 8
  %v16 = load i64, ptr %i, align 8
  %pos17 = mul i64 0, %dim
  %pos18 = add i64 %pos17, %v16
  %v19 = load i64, ptr %digits_2, align 8
  %elp22 = getelementptr inbounds i64, ptr %buf21, i64 %pos18
  store i64 %v19, ptr %elp22, align 8, !alias.scope !6, !noalias !0
  %i23 = load i64, ptr %i, align 8
  %next = add i64 %i23, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.1", !2}
!5 = !{!"fuselab.buf.4", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c2: offsets
; ModuleID = 'radix_pass_c2'
source_filename = "radix_pass_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_offsets_13 = alloca i64, align 8
  %hist_18 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_offsets_13, align 8
  store i64 %b, ptr %hist_18, align 8
  %v = load i64, ptr %acc_offsets_13, align 8
  %v1 = load i64, ptr %hist_18, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_offsets_13 = alloca i64, align 8
  %started_14 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 32
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 40
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %hist_18 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_offsets_13, align 8
  store i1 false, ptr %started_14, align 1
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
  %fits7 = icmp sle i64 %min, %dim6
  br i1 %fits7, label %ok9, label %fail8

fail8:                                            ; preds = %ok
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body14, %ok9
  %i15 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i15, %min
  br i1 %more, label %body14, label %exit

body14:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos16 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos16
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %hist_18, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_offsets_13, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_offsets_13, align 8
  %v25 = load i64, ptr %hist_18, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_offsets_13, align 8
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %inb = icmp ult i64 %dim, %dim6
  br i1 %inb, label %ok28, label %fail27

fail27:                                           ; preds = %exit
  %errp29 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp32, align 8
  ret i32 1

ok28:                                             ; preds = %exit
  %pos33 = mul i64 0, %dim6
  %pos34 = add i64 %pos33, %dim
  %v35 = load i64, ptr %acc_offsets_13, align 8
  %elp36 = getelementptr inbounds i64, ptr %buf22, i64 %pos34
  store i64 %v35, ptr %elp36, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_offsets_13 = alloca i64, align 8
  %started_14 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 32
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 40
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %hist_18 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_offsets_13, align 8
  store i1 false, ptr %started_14, align 1
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
  %fits7 = icmp sle i64 %min, %dim6
  br i1 %fits7, label %ok9, label %fail8

fail8:                                            ; preds = %ok
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body14, %ok9
  %i15 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i15, %min
  br i1 %more, label %body14, label %exit

body14:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos16 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos16
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %hist_18, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_offsets_13, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_offsets_13, align 8
  %v25 = load i64, ptr %hist_18, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_offsets_13, align 8
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_offsets_13, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_offsets_13 = alloca i64, align 8
  %started_14 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 32
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 40
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %hist_18 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_offsets_13, align 8
  store i1 false, ptr %started_14, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_offsets_13, align 8
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
  %fits7 = icmp sle i64 %min, %dim6
  br i1 %fits7, label %ok9, label %fail8

fail8:                                            ; preds = %ok
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body14, %ok9
  %i15 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i15, %min
  br i1 %more, label %body14, label %exit

body14:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos16 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos16
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %hist_18, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_offsets_13, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_offsets_13, align 8
  %v25 = load i64, ptr %hist_18, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_offsets_13, align 8
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part27 = getelementptr inbounds i8, ptr %6, i64 0
  %acc28 = load i64, ptr %acc_offsets_13, align 8
  store i64 %acc28, ptr %part27, align 8
  ret i32 0
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_offsets_13 = alloca i64, align 8
  %started_14 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 32
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %hist_18 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_offsets_13, align 8
  store i1 false, ptr %started_14, align 1
  store i64 0, ptr %acc_offsets_13, align 8
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
  store i64 %el, ptr %hist_18, align 8
  %v8 = load i64, ptr %acc_offsets_13, align 8
  %v9 = load i64, ptr %hist_18, align 8
  %add = add i64 %v8, %v9
  store i64 %add, ptr %acc_offsets_13, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_offsets_13, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_offsets_13 = alloca i64, align 8
  %started_14 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 32
  %dim = load i64, ptr %dimp, align 8
  %dimp1 = getelementptr inbounds i64, ptr %1, i64 40
  %dim2 = load i64, ptr %dimp1, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 5
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_offsets_13, align 8
  store i1 false, ptr %started_14, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_offsets_13, align 8
  %inb = icmp ult i64 %dim, %dim2
  br i1 %inb, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim2, ptr %errp5, align 8
  ret i32 1

ok:                                               ; preds = %body
  %pos = mul i64 0, %dim2
  %pos6 = add i64 %pos, %dim
  %v = load i64, ptr %acc_offsets_13, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos6
  store i64 %v, ptr %elp, align 8, !alias.scope !3
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.4", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.5", !2}

; cluster c3: Vertical(rows, Vertical(replicate, Vertical(flags, counts)))
; ModuleID = 'radix_pass_c3'
source_filename = "radix_pass_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %i = alloca i64, align 8
  %acc_counts_31 = alloca i64, align 8
  %started_32 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 8
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %digits_25 = alloca i64, align 8
  %flags_26 = alloca i64, align 8
  %bufp49 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf50 = load ptr, ptr %bufp49, align 8
  br label %body

body:                                             ; preds = %entry
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, 16
  %min = select i1 %c1, i64 %5, i64 16
  %fits = icmp sle i64 %min, 16
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp2 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 16, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 16, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  store i64 0, ptr %acc_counts_31, align 8
  store i1 false, ptr %started_32, align 1
  %fits9 = icmp sle i64 %dim, %dim8
  br i1 %fits9, label %ok11, label %fail10

exit:                                             ; preds = %loop
  ret i32 0

fail10:                                           ; preds = %body5
  %errp12 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %body5
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  store i64 1, ptr %j, align 8
  %v16 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %v16 to i128
  %step = sub i128 %at_next, %base
  %step17 = trunc i128 %step to i64
  %step18 = sext i64 %step17 to i128
  %len = sub i64 %dim, 0
  %span = sub i64 %len, 1
  %span19 = sext i64 %span to i128
  %reach = mul i128 %step18, %span19
  %c20 = icmp slt i128 %reach, 0
  %min21 = select i1 %c20, i128 %reach, i128 0
  %c22 = icmp sgt i128 %reach, 0
  %max23 = select i1 %c22, i128 %reach, i128 0
  %least = add i128 %base, %min21
  %most = add i128 %base, %max23
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits24 = and i1 %fits_low, %fits_high
  %least25 = select i1 %fits24, i128 %least, i128 -9223372036854775808
  %most26 = select i1 %fits24, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim8 to i128
  %low_ok = icmp sge i128 %least25, 0
  %high_ok = icmp slt i128 %most26, %extent
  %ok27 = and i1 true, %low_ok
  %ok28 = and i1 %ok27, %high_ok
  br i1 %ok28, label %proved, label %checked

proved:                                           ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop29

checked:                                          ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop53

versions_done:                                    ; preds = %exit55, %exit31
  %i93 = load i64, ptr %i, align 8
  %next94 = add i64 %i93, 1
  store i64 %next94, ptr %i, align 8
  br label %loop

loop29:                                           ; preds = %join, %proved
  %i32 = load i64, ptr %j, align 8
  %more33 = icmp slt i64 %i32, %dim
  br i1 %more33, label %body30, label %exit31

body30:                                           ; preds = %loop29
  %v34 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim8
  %pos35 = add i64 %pos, %v34
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos35
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %digits_25, align 8
  %v36 = load i64, ptr %digits_25, align 8
  %v37 = load i64, ptr %i, align 8
  %ic = icmp eq i64 %v36, %v37
  br i1 %ic, label %t, label %e

exit31:                                           ; preds = %loop29
  br label %versions_done

t:                                                ; preds = %body30
  br label %j38

e:                                                ; preds = %body30
  br label %j38

j38:                                              ; preds = %e, %t
  %if = phi i64 [ 1, %t ], [ 0, %e ]
  store i64 %if, ptr %flags_26, align 8
  %v39 = load i1, ptr %started_32, align 1
  br i1 %v39, label %then, label %else

then:                                             ; preds = %j38
  %v40 = load i64, ptr %acc_counts_31, align 8
  %v41 = load i64, ptr %flags_26, align 8
  %add = add i64 %v40, %v41
  store i64 %add, ptr %acc_counts_31, align 8
  br label %join

else:                                             ; preds = %j38
  %v42 = load i64, ptr %flags_26, align 8
  store i64 %v42, ptr %acc_counts_31, align 8
  store i1 true, ptr %started_32, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v43 = load i64, ptr %i, align 8
  %v44 = load i64, ptr %j, align 8
  %pos45 = add i64 0, %v43
  %pos46 = mul i64 %pos45, %dim8
  %pos47 = add i64 %pos46, %v44
  %v48 = load i64, ptr %acc_counts_31, align 8
  %elp51 = getelementptr inbounds i64, ptr %buf50, i64 %pos47
  store i64 %v48, ptr %elp51, align 8, !alias.scope !3, !noalias !0
  %i52 = load i64, ptr %j, align 8
  %next = add i64 %i52, 1
  store i64 %next, ptr %j, align 8
  br label %loop29

loop53:                                           ; preds = %join79, %checked
  %i56 = load i64, ptr %j, align 8
  %more57 = icmp slt i64 %i56, %dim
  br i1 %more57, label %body54, label %exit55

body54:                                           ; preds = %loop53
  %v58 = load i64, ptr %j, align 8
  %inb = icmp ult i64 %v58, %dim8
  br i1 %inb, label %ok60, label %fail59

exit55:                                           ; preds = %loop53
  br label %versions_done

fail59:                                           ; preds = %body54
  %errp61 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp61, align 8
  %errp62 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v58, ptr %errp63, align 8
  %errp64 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp64, align 8
  ret i32 1

ok60:                                             ; preds = %body54
  %pos65 = mul i64 0, %dim8
  %pos66 = add i64 %pos65, %v58
  %elp67 = getelementptr inbounds i64, ptr %buf, i64 %pos66
  %el68 = load i64, ptr %elp67, align 8, !alias.scope !0, !noalias !3
  store i64 %el68, ptr %digits_25, align 8
  %v69 = load i64, ptr %digits_25, align 8
  %v70 = load i64, ptr %i, align 8
  %ic71 = icmp eq i64 %v69, %v70
  br i1 %ic71, label %t72, label %e73

t72:                                              ; preds = %ok60
  br label %j74

e73:                                              ; preds = %ok60
  br label %j74

j74:                                              ; preds = %e73, %t72
  %if75 = phi i64 [ 1, %t72 ], [ 0, %e73 ]
  store i64 %if75, ptr %flags_26, align 8
  %v76 = load i1, ptr %started_32, align 1
  br i1 %v76, label %then77, label %else78

then77:                                           ; preds = %j74
  %v80 = load i64, ptr %acc_counts_31, align 8
  %v81 = load i64, ptr %flags_26, align 8
  %add82 = add i64 %v80, %v81
  store i64 %add82, ptr %acc_counts_31, align 8
  br label %join79

else78:                                           ; preds = %j74
  %v83 = load i64, ptr %flags_26, align 8
  store i64 %v83, ptr %acc_counts_31, align 8
  store i1 true, ptr %started_32, align 1
  br label %join79

join79:                                           ; preds = %else78, %then77
  %v84 = load i64, ptr %i, align 8
  %v85 = load i64, ptr %j, align 8
  %pos86 = add i64 0, %v84
  %pos87 = mul i64 %pos86, %dim8
  %pos88 = add i64 %pos87, %v85
  %v89 = load i64, ptr %acc_counts_31, align 8
  %elp90 = getelementptr inbounds i64, ptr %buf50, i64 %pos88
  store i64 %v89, ptr %elp90, align 8, !alias.scope !3, !noalias !0
  %i91 = load i64, ptr %j, align 8
  %next92 = add i64 %i91, 1
  store i64 %next92, ptr %j, align 8
  br label %loop53
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
!4 = !{!"fuselab.buf.9", !2}

; cluster c4: blank
; ModuleID = 'radix_pass_c4'
source_filename = "radix_pass_c4"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %blank_37 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 11
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
  store i64 10, ptr %errp2, align 8
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
  store i64 0, ptr %blank_37, align 8
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %v8 = load i64, ptr %blank_37, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos7
  store i64 %v8, ptr %elp, align 8, !alias.scope !0
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
!1 = !{!"fuselab.buf.11", !2}
!2 = !{!"fuselab.bufs"}

; cluster c5: Vertical(dest, sorted)
; ModuleID = 'radix_pass_c5'
source_filename = "radix_pass_c5"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 88
  %dim = load i64, ptr %dimp, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 12
  %buf = load ptr, ptr %bufp, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 11
  %buf2 = load ptr, ptr %bufp1, align 8
  %dimp3 = getelementptr inbounds i64, ptr %1, i64 0
  %dim4 = load i64, ptr %dimp3, align 8
  %dimp6 = getelementptr inbounds i64, ptr %1, i64 8
  %dim7 = load i64, ptr %dimp6, align 8
  %i = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf22 = load ptr, ptr %bufp21, align 8
  %digits_41 = alloca i64, align 8
  %dimp24 = getelementptr inbounds i64, ptr %1, i64 40
  %dim25 = load i64, ptr %dimp24, align 8
  %bufp34 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf35 = load ptr, ptr %bufp34, align 8
  %dimp40 = getelementptr inbounds i64, ptr %1, i64 72
  %dim41 = load i64, ptr %dimp40, align 8
  %dimp51 = getelementptr inbounds i64, ptr %1, i64 73
  %dim52 = load i64, ptr %dimp51, align 8
  %bufp62 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf63 = load ptr, ptr %bufp62, align 8
  %dest_39 = alloca i64, align 8
  %bufp69 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf70 = load ptr, ptr %bufp69, align 8
  %keys_45 = alloca i64, align 8
  %new_42 = alloca i64, align 8
  %old_43 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %n = mul i64 1, %dim
  %bytes = mul i64 %n, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %buf, ptr align 1 %buf2, i64 %bytes, i1 false)
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c5 = icmp slt i64 %5, %dim4
  %min = select i1 %c5, i64 %5, i64 %dim4
  %fits = icmp sle i64 %min, %dim7
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp8 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp8, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim7, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim7, ptr %errp10, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits11 = icmp sle i64 %min, %dim4
  br i1 %fits11, label %ok13, label %fail12

fail12:                                           ; preds = %ok
  %errp14 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp15, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim4, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim4, ptr %errp17, align 8
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
  %pos = mul i64 0, %dim7
  %pos20 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf22, i64 %pos20
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %digits_41, align 8
  %v23 = load i64, ptr %digits_41, align 8
  %inb = icmp ult i64 %v23, %dim25
  br i1 %inb, label %ok27, label %fail26

exit:                                             ; preds = %loop
  ret i32 0

fail26:                                           ; preds = %body18
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v23, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim25, ptr %errp31, align 8
  ret i32 1

ok27:                                             ; preds = %body18
  %pos32 = mul i64 0, %dim25
  %pos33 = add i64 %pos32, %v23
  %elp36 = getelementptr inbounds i64, ptr %buf35, i64 %pos33
  %el37 = load i64, ptr %elp36, align 8, !alias.scope !8, !noalias !9
  %v38 = load i64, ptr %digits_41, align 8
  %v39 = load i64, ptr %i, align 8
  %inb42 = icmp ult i64 %v38, %dim41
  br i1 %inb42, label %ok44, label %fail43

fail43:                                           ; preds = %ok27
  %errp45 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v38, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim41, ptr %errp48, align 8
  ret i32 1

ok44:                                             ; preds = %ok27
  %pos49 = mul i64 0, %dim41
  %pos50 = add i64 %pos49, %v38
  %inb53 = icmp ult i64 %v39, %dim52
  br i1 %inb53, label %ok55, label %fail54

fail54:                                           ; preds = %ok44
  %errp56 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v39, ptr %errp58, align 8
  %errp59 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim52, ptr %errp59, align 8
  ret i32 1

ok55:                                             ; preds = %ok44
  %pos60 = mul i64 %pos50, %dim52
  %pos61 = add i64 %pos60, %v39
  %elp64 = getelementptr inbounds i64, ptr %buf63, i64 %pos61
  %el65 = load i64, ptr %elp64, align 8, !alias.scope !10, !noalias !11
  %add = add i64 %el37, %el65
  %sub = sub i64 %add, 1
  store i64 %sub, ptr %dest_39, align 8
  %v66 = load i64, ptr %i, align 8
  %pos67 = mul i64 0, %dim4
  %pos68 = add i64 %pos67, %v66
  %elp71 = getelementptr inbounds i64, ptr %buf70, i64 %pos68
  %el72 = load i64, ptr %elp71, align 8, !alias.scope !12, !noalias !13
  store i64 %el72, ptr %keys_45, align 8
  %v73 = load i64, ptr %dest_39, align 8
  %inb74 = icmp ult i64 %v73, %dim
  br i1 %inb74, label %ok76, label %fail75

ignored:                                          ; preds = %ok76
  %i88 = load i64, ptr %i, align 8
  %next = add i64 %i88, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail75:                                           ; preds = %ok55
  %errp77 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp77, align 8
  %errp78 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp78, align 8
  %errp79 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v73, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp80, align 8
  ret i32 1

ok76:                                             ; preds = %ok55
  %pos81 = mul i64 0, %dim
  %pos82 = add i64 %pos81, %v73
  %v83 = load i64, ptr %keys_45, align 8
  store i64 %v83, ptr %new_42, align 8
  %elp84 = getelementptr inbounds i64, ptr %buf, i64 %pos82
  %el85 = load i64, ptr %elp84, align 8, !alias.scope !14, !noalias !15
  store i64 %el85, ptr %old_43, align 8
  %v86 = load i64, ptr %new_42, align 8
  %elp87 = getelementptr inbounds i64, ptr %buf, i64 %pos82
  store i64 %v86, ptr %elp87, align 8, !alias.scope !14, !noalias !15
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
  %targets = alloca [1024 x i64], align 8
  %block = alloca i64, align 8
  %i8 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %digits_41 = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 40
  %dim15 = load i64, ptr %dimp14, align 8
  %bufp24 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf25 = load ptr, ptr %bufp24, align 8
  %dimp30 = getelementptr inbounds i64, ptr %1, i64 72
  %dim31 = load i64, ptr %dimp30, align 8
  %dimp41 = getelementptr inbounds i64, ptr %1, i64 73
  %dim42 = load i64, ptr %dimp41, align 8
  %bufp52 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf53 = load ptr, ptr %bufp52, align 8
  %dest_39 = alloca i64, align 8
  %dimp67 = getelementptr inbounds i64, ptr %1, i64 88
  %dim68 = load i64, ptr %dimp67, align 8
  %bufp89 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf90 = load ptr, ptr %bufp89, align 8
  %keys_45 = alloca i64, align 8
  %new_42 = alloca i64, align 8
  %bufp94 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf95 = load ptr, ptr %bufp94, align 8
  %old_43 = alloca i64, align 8
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
  store i64 9, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 0, ptr %block, align 8
  br label %blocks

blocks:                                           ; preds = %exit61, %ok
  %i = load i64, ptr %block, align 8
  %more = icmp slt i64 %i, %dim
  br i1 %more, label %block7, label %blocks_done

block7:                                           ; preds = %blocks
  %block_end = add i64 %i, 1024
  %c = icmp slt i64 %block_end, %dim
  %min = select i1 %c, i64 %block_end, i64 %dim
  store i64 %i, ptr %i8, align 8
  br label %loop

blocks_done:                                      ; preds = %blocks
  ret i32 0

loop:                                             ; preds = %ok45, %block7
  %i10 = load i64, ptr %i8, align 8
  %more11 = icmp slt i64 %i10, %min
  br i1 %more11, label %body9, label %exit

body9:                                            ; preds = %loop
  %v = load i64, ptr %i8, align 8
  %pos = mul i64 0, %dim3
  %pos12 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos12
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %digits_41, align 8
  %v13 = load i64, ptr %digits_41, align 8
  %inb = icmp ult i64 %v13, %dim15
  br i1 %inb, label %ok17, label %fail16

exit:                                             ; preds = %loop
  store i64 %i, ptr %i8, align 8
  br label %loop59

fail16:                                           ; preds = %body9
  %errp18 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v13, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp21, align 8
  ret i32 1

ok17:                                             ; preds = %body9
  %pos22 = mul i64 0, %dim15
  %pos23 = add i64 %pos22, %v13
  %elp26 = getelementptr inbounds i64, ptr %buf25, i64 %pos23
  %el27 = load i64, ptr %elp26, align 8, !alias.scope !8, !noalias !9
  %v28 = load i64, ptr %digits_41, align 8
  %v29 = load i64, ptr %i8, align 8
  %inb32 = icmp ult i64 %v28, %dim31
  br i1 %inb32, label %ok34, label %fail33

fail33:                                           ; preds = %ok17
  %errp35 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp36, align 8
  %errp37 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v28, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim31, ptr %errp38, align 8
  ret i32 1

ok34:                                             ; preds = %ok17
  %pos39 = mul i64 0, %dim31
  %pos40 = add i64 %pos39, %v28
  %inb43 = icmp ult i64 %v29, %dim42
  br i1 %inb43, label %ok45, label %fail44

fail44:                                           ; preds = %ok34
  %errp46 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v29, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim42, ptr %errp49, align 8
  ret i32 1

ok45:                                             ; preds = %ok34
  %pos50 = mul i64 %pos40, %dim42
  %pos51 = add i64 %pos50, %v29
  %elp54 = getelementptr inbounds i64, ptr %buf53, i64 %pos51
  %el55 = load i64, ptr %elp54, align 8, !alias.scope !10, !noalias !11
  %add = add i64 %el27, %el55
  %sub = sub i64 %add, 1
  store i64 %sub, ptr %dest_39, align 8
  %v56 = load i64, ptr %dest_39, align 8
  %i57 = load i64, ptr %i8, align 8
  %k = sub i64 %i57, %i
  %at = getelementptr i64, ptr %targets, i64 %k
  store i64 %v56, ptr %at, align 8
  %i58 = load i64, ptr %i8, align 8
  %next = add i64 %i58, 1
  store i64 %next, ptr %i8, align 8
  br label %loop

loop59:                                           ; preds = %not_owned, %exit
  %i62 = load i64, ptr %i8, align 8
  %more63 = icmp slt i64 %i62, %min
  br i1 %more63, label %body60, label %exit61

body60:                                           ; preds = %loop59
  %i64 = load i64, ptr %i8, align 8
  %k65 = sub i64 %i64, %i
  %at66 = getelementptr i64, ptr %targets, i64 %k65
  %target = load i64, ptr %at66, align 8
  %inb69 = icmp ult i64 %target, %dim68
  br i1 %inb69, label %ok71, label %fail70

exit61:                                           ; preds = %loop59
  %i102 = load i64, ptr %block, align 8
  %next103 = add i64 %i102, 1024
  store i64 %next103, ptr %block, align 8
  br label %blocks

fail70:                                           ; preds = %body60
  %errp72 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp72, align 8
  %errp73 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp73, align 8
  %errp74 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %target, ptr %errp74, align 8
  %errp75 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim68, ptr %errp75, align 8
  ret i32 1

ok71:                                             ; preds = %body60
  %pos76 = mul i64 0, %dim68
  %pos77 = add i64 %pos76, %target
  %from_lo = sub i64 %pos77, %4
  %owned = sub i64 %5, %4
  %mine = icmp ult i64 %from_lo, %owned
  br i1 %mine, label %owned78, label %not_owned

owned78:                                          ; preds = %ok71
  %v79 = load i64, ptr %i8, align 8
  %inb80 = icmp ult i64 %v79, %dim
  br i1 %inb80, label %ok82, label %fail81

not_owned:                                        ; preds = %ok82, %ok71
  %i100 = load i64, ptr %i8, align 8
  %next101 = add i64 %i100, 1
  store i64 %next101, ptr %i8, align 8
  br label %loop59

fail81:                                           ; preds = %owned78
  %errp83 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp83, align 8
  %errp84 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp84, align 8
  %errp85 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v79, ptr %errp85, align 8
  %errp86 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp86, align 8
  ret i32 1

ok82:                                             ; preds = %owned78
  %pos87 = mul i64 0, %dim
  %pos88 = add i64 %pos87, %v79
  %elp91 = getelementptr inbounds i64, ptr %buf90, i64 %pos88
  %el92 = load i64, ptr %elp91, align 8, !alias.scope !12, !noalias !13
  store i64 %el92, ptr %keys_45, align 8
  %v93 = load i64, ptr %keys_45, align 8
  store i64 %v93, ptr %new_42, align 8
  %elp96 = getelementptr inbounds i64, ptr %buf95, i64 %pos77
  %el97 = load i64, ptr %elp96, align 8, !alias.scope !14, !noalias !15
  store i64 %el97, ptr %old_43, align 8
  %v98 = load i64, ptr %new_42, align 8
  %elp99 = getelementptr inbounds i64, ptr %buf95, i64 %pos77
  store i64 %v98, ptr %elp99, align 8, !alias.scope !14, !noalias !15
  br label %not_owned
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.5", !2}
!6 = !{!"fuselab.buf.9", !2}
!7 = !{!"fuselab.buf.12", !2}
!8 = !{!5}
!9 = !{!4, !1, !6, !7}
!10 = !{!6}
!11 = !{!4, !1, !5, !7}
!12 = !{!4}
!13 = !{!1, !5, !6, !7}
!14 = !{!7}
!15 = !{!4, !1, !5, !6}

