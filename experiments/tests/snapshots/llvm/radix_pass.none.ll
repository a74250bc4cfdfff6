; cluster c0: digits
; ModuleID = 'radix_pass_c0'
source_filename = "radix_pass_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %keys_2 = alloca i64, align 8
  %digits_0 = alloca i64, align 8
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
  store i64 %el, ptr %keys_2, align 8
  %v15 = load i64, ptr %keys_2, align 8
  %shr = ashr i64 %v15, 4
  %and = and i64 %shr, 15
  store i64 %and, ptr %digits_0, align 8
  %v16 = load i64, ptr %i, align 8
  %pos17 = mul i64 0, %dim
  %pos18 = add i64 %pos17, %v16
  %v19 = load i64, ptr %digits_0, align 8
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

; cluster c1: zeros
; ModuleID = 'radix_pass_c1'
source_filename = "radix_pass_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %i = alloca i64, align 8
  %zeros_3 = alloca i64, align 8
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
  store i64 0, ptr %zeros_3, align 8
  %v = load i64, ptr %i, align 8
  %pos = add i64 0, %v
  %v7 = load i64, ptr %zeros_3, align 8
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

; cluster c2: ones
; ModuleID = 'radix_pass_c2'
source_filename = "radix_pass_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %keys_7 = alloca i64, align 8
  %ones_5 = alloca i64, align 8
  %bufp19 = getelementptr inbounds ptr, ptr %0, i64 3
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
  store i64 %el, ptr %keys_7, align 8
  store i64 1, ptr %ones_5, align 8
  %v15 = load i64, ptr %i, align 8
  %pos16 = mul i64 0, %dim
  %pos17 = add i64 %pos16, %v15
  %v18 = load i64, ptr %ones_5, align 8
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
!4 = !{!"fuselab.buf.3", !2}

; cluster c3: hist
; ModuleID = 'radix_pass_c3'
source_filename = "radix_pass_c3"
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
  %dimp3 = getelementptr inbounds i64, ptr %1, i64 24
  %dim4 = load i64, ptr %dimp3, align 8
  %dimp9 = getelementptr inbounds i64, ptr %1, i64 8
  %dim10 = load i64, ptr %dimp9, align 8
  %i = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf22 = load ptr, ptr %bufp21, align 8
  %ones_11 = alloca i64, align 8
  %bufp26 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf27 = load ptr, ptr %bufp26, align 8
  %digits_12 = alloca i64, align 8
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
  store i64 3, ptr %errp6, align 8
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
  store i64 3, ptr %errp15, align 8
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
  store i64 %el, ptr %ones_11, align 8
  %v23 = load i64, ptr %i, align 8
  %pos24 = mul i64 0, %dim10
  %pos25 = add i64 %pos24, %v23
  %elp28 = getelementptr inbounds i64, ptr %buf27, i64 %pos25
  %el29 = load i64, ptr %elp28, align 8, !alias.scope !6, !noalias !7
  store i64 %el29, ptr %digits_12, align 8
  %v30 = load i64, ptr %digits_12, align 8
  %inb = icmp ult i64 %v30, %dim
  br i1 %inb, label %ok32, label %fail31

exit:                                             ; preds = %loop
  ret i32 0

ignored:                                          ; preds = %ok32
  %i45 = load i64, ptr %i, align 8
  %next = add i64 %i45, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail31:                                           ; preds = %body18
  %errp33 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp33, align 8
  %errp34 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v30, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp36, align 8
  ret i32 1

ok32:                                             ; preds = %body18
  %pos37 = mul i64 0, %dim
  %pos38 = add i64 %pos37, %v30
  %v39 = load i64, ptr %ones_11, align 8
  store i64 %v39, ptr %new_8, align 8
  %elp40 = getelementptr inbounds i64, ptr %buf, i64 %pos38
  %el41 = load i64, ptr %elp40, align 8, !alias.scope !8, !noalias !9
  store i64 %el41, ptr %old_9, align 8
  %v42 = load i64, ptr %new_8, align 8
  %v43 = load i64, ptr %old_9, align 8
  %add = add i64 %v42, %v43
  %elp44 = getelementptr inbounds i64, ptr %buf, i64 %pos38
  store i64 %add, ptr %elp44, align 8, !alias.scope !8, !noalias !9
  br label %ignored
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_scatter(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 24
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 8
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %ones_11 = alloca i64, align 8
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf21 = load ptr, ptr %bufp20, align 8
  %digits_12 = alloca i64, align 8
  %dimp25 = getelementptr inbounds i64, ptr %1, i64 16
  %dim26 = load i64, ptr %dimp25, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf37 = load ptr, ptr %bufp36, align 8
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
  %fits7 = icmp sle i64 %min, %dim6
  br i1 %fits7, label %ok9, label %fail8

fail8:                                            ; preds = %ok
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp11, align 8
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
  store i64 %el, ptr %ones_11, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %elp22 = getelementptr inbounds i64, ptr %buf21, i64 %pos19
  %el23 = load i64, ptr %elp22, align 8, !alias.scope !6, !noalias !0
  store i64 %el23, ptr %digits_12, align 8
  %v24 = load i64, ptr %digits_12, align 8
  %inb = icmp ult i64 %v24, %dim26
  br i1 %inb, label %ok28, label %fail27

exit:                                             ; preds = %loop
  ret i32 0

ignored:                                          ; preds = %ok28
  %i39 = load i64, ptr %i, align 8
  %next = add i64 %i39, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail27:                                           ; preds = %body14
  %errp29 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v24, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp32, align 8
  ret i32 1

ok28:                                             ; preds = %body14
  %pos33 = mul i64 0, %dim26
  %pos34 = add i64 %pos33, %v24
  %v35 = load i64, ptr %ones_11, align 8
  %elp38 = getelementptr inbounds i64, ptr %buf37, i64 %pos34
  %7 = atomicrmw add ptr %elp38, i64 %v35 monotonic, align 8
  br label %ignored
}

define i32 @nest_private(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 24
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 8
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %ones_11 = alloca i64, align 8
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf21 = load ptr, ptr %bufp20, align 8
  %digits_12 = alloca i64, align 8
  %dimp25 = getelementptr inbounds i64, ptr %1, i64 16
  %dim26 = load i64, ptr %dimp25, align 8
  %new_8 = alloca i64, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf37 = load ptr, ptr %bufp36, align 8
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
  store i64 3, ptr %errp2, align 8
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
  store i64 3, ptr %errp11, align 8
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
  store i64 %el, ptr %ones_11, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %elp22 = getelementptr inbounds i64, ptr %buf21, i64 %pos19
  %el23 = load i64, ptr %elp22, align 8, !alias.scope !6, !noalias !7
  store i64 %el23, ptr %digits_12, align 8
  %v24 = load i64, ptr %digits_12, align 8
  %inb = icmp ult i64 %v24, %dim26
  br i1 %inb, label %ok28, label %fail27

exit:                                             ; preds = %loop
  ret i32 0

ignored:                                          ; preds = %ok28
  %i43 = load i64, ptr %i, align 8
  %next = add i64 %i43, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail27:                                           ; preds = %body14
  %errp29 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v24, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp32, align 8
  ret i32 1

ok28:                                             ; preds = %body14
  %pos33 = mul i64 0, %dim26
  %pos34 = add i64 %pos33, %v24
  %v35 = load i64, ptr %ones_11, align 8
  store i64 %v35, ptr %new_8, align 8
  %elp38 = getelementptr inbounds i64, ptr %buf37, i64 %pos34
  %el39 = load i64, ptr %elp38, align 8, !alias.scope !8, !noalias !9
  store i64 %el39, ptr %old_9, align 8
  %v40 = load i64, ptr %new_8, align 8
  %v41 = load i64, ptr %old_9, align 8
  %add = add i64 %v40, %v41
  %elp42 = getelementptr inbounds i64, ptr %buf37, i64 %pos34
  store i64 %add, ptr %elp42, align 8, !alias.scope !8, !noalias !9
  br label %ignored
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.3", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.1", !2}
!5 = !{!"fuselab.buf.4", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c4: offsets
; ModuleID = 'radix_pass_c4'
source_filename = "radix_pass_c4"
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

; cluster c5: rows
; ModuleID = 'radix_pass_c5'
source_filename = "radix_pass_c5"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %i = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 6
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
  store i64 5, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 16, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 16, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit16, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %fits7 = icmp sle i64 %dim, %dim
  br i1 %fits7, label %ok9, label %fail8

exit:                                             ; preds = %loop
  ret i32 0

fail8:                                            ; preds = %body5
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %body5
  store i64 0, ptr %j, align 8
  br label %loop14

loop14:                                           ; preds = %body15, %ok9
  %i17 = load i64, ptr %j, align 8
  %more18 = icmp slt i64 %i17, %dim
  br i1 %more18, label %body15, label %exit16

body15:                                           ; preds = %loop14
  %v = load i64, ptr %i, align 8
  %v19 = load i64, ptr %j, align 8
  %pos = add i64 0, %v
  %pos20 = mul i64 %pos, %dim
  %pos21 = add i64 %pos20, %v19
  %v22 = load i64, ptr %i, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos21
  store i64 %v22, ptr %elp, align 8, !alias.scope !0
  %i23 = load i64, ptr %j, align 8
  %next = add i64 %i23, 1
  store i64 %next, ptr %j, align 8
  br label %loop14

exit16:                                           ; preds = %loop14
  %i24 = load i64, ptr %i, align 8
  %next25 = add i64 %i24, 1
  store i64 %next25, ptr %i, align 8
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
!1 = !{!"fuselab.buf.6", !2}
!2 = !{!"fuselab.bufs"}

; cluster c6: replicate
; ModuleID = 'radix_pass_c6'
source_filename = "radix_pass_c6"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %i = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %digits_25 = alloca i64, align 8
  %bufp40 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf41 = load ptr, ptr %bufp40, align 8
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
  store i64 6, ptr %errp2, align 8
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
  %fits7 = icmp sle i64 %dim, %dim
  br i1 %fits7, label %ok9, label %fail8

exit:                                             ; preds = %loop
  ret i32 0

fail8:                                            ; preds = %body5
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %body5
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  store i64 1, ptr %j, align 8
  %v14 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %v14 to i128
  %step = sub i128 %at_next, %base
  %step15 = trunc i128 %step to i64
  %step16 = sext i64 %step15 to i128
  %len = sub i64 %dim, 0
  %span = sub i64 %len, 1
  %span17 = sext i64 %span to i128
  %reach = mul i128 %step16, %span17
  %c18 = icmp slt i128 %reach, 0
  %min19 = select i1 %c18, i128 %reach, i128 0
  %c20 = icmp sgt i128 %reach, 0
  %max21 = select i1 %c20, i128 %reach, i128 0
  %least = add i128 %base, %min19
  %most = add i128 %base, %max21
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits22 = and i1 %fits_low, %fits_high
  %least23 = select i1 %fits22, i128 %least, i128 -9223372036854775808
  %most24 = select i1 %fits22, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least23, 0
  %high_ok = icmp slt i128 %most24, %extent
  %ok25 = and i1 true, %low_ok
  %ok26 = and i1 %ok25, %high_ok
  br i1 %ok26, label %proved, label %checked

proved:                                           ; preds = %ok9
  store i64 0, ptr %j, align 8
  br label %loop27

checked:                                          ; preds = %ok9
  store i64 0, ptr %j, align 8
  br label %loop44

versions_done:                                    ; preds = %exit46, %exit29
  %i69 = load i64, ptr %i, align 8
  %next70 = add i64 %i69, 1
  store i64 %next70, ptr %i, align 8
  br label %loop

loop27:                                           ; preds = %body28, %proved
  %i30 = load i64, ptr %j, align 8
  %more31 = icmp slt i64 %i30, %dim
  br i1 %more31, label %body28, label %exit29

body28:                                           ; preds = %loop27
  %v32 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos33 = add i64 %pos, %v32
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos33
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %digits_25, align 8
  %v34 = load i64, ptr %i, align 8
  %v35 = load i64, ptr %j, align 8
  %pos36 = add i64 0, %v34
  %pos37 = mul i64 %pos36, %dim
  %pos38 = add i64 %pos37, %v35
  %v39 = load i64, ptr %digits_25, align 8
  %elp42 = getelementptr inbounds i64, ptr %buf41, i64 %pos38
  store i64 %v39, ptr %elp42, align 8, !alias.scope !3, !noalias !0
  %i43 = load i64, ptr %j, align 8
  %next = add i64 %i43, 1
  store i64 %next, ptr %j, align 8
  br label %loop27

exit29:                                           ; preds = %loop27
  br label %versions_done

loop44:                                           ; preds = %ok51, %checked
  %i47 = load i64, ptr %j, align 8
  %more48 = icmp slt i64 %i47, %dim
  br i1 %more48, label %body45, label %exit46

body45:                                           ; preds = %loop44
  %v49 = load i64, ptr %j, align 8
  %inb = icmp ult i64 %v49, %dim
  br i1 %inb, label %ok51, label %fail50

exit46:                                           ; preds = %loop44
  br label %versions_done

fail50:                                           ; preds = %body45
  %errp52 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp52, align 8
  %errp53 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp53, align 8
  %errp54 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v49, ptr %errp54, align 8
  %errp55 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp55, align 8
  ret i32 1

ok51:                                             ; preds = %body45
  %pos56 = mul i64 0, %dim
  %pos57 = add i64 %pos56, %v49
  %elp58 = getelementptr inbounds i64, ptr %buf, i64 %pos57
  %el59 = load i64, ptr %elp58, align 8, !alias.scope !0, !noalias !3
  store i64 %el59, ptr %digits_25, align 8
  %v60 = load i64, ptr %i, align 8
  %v61 = load i64, ptr %j, align 8
  %pos62 = add i64 0, %v60
  %pos63 = mul i64 %pos62, %dim
  %pos64 = add i64 %pos63, %v61
  %v65 = load i64, ptr %digits_25, align 8
  %elp66 = getelementptr inbounds i64, ptr %buf41, i64 %pos64
  store i64 %v65, ptr %elp66, align 8, !alias.scope !3, !noalias !0
  %i67 = load i64, ptr %j, align 8
  %next68 = add i64 %i67, 1
  store i64 %next68, ptr %j, align 8
  br label %loop44
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
!4 = !{!"fuselab.buf.7", !2}

; cluster c7: flags
; ModuleID = 'radix_pass_c7'
source_filename = "radix_pass_c7"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 56
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 48
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp23 = getelementptr inbounds i64, ptr %1, i64 57
  %dim24 = load i64, ptr %dimp23, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 49
  %dim33 = load i64, ptr %dimp32, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 7
  %buf = load ptr, ptr %bufp, align 8
  %replicate_29 = alloca i64, align 8
  %bufp63 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf64 = load ptr, ptr %bufp63, align 8
  %rows_30 = alloca i64, align 8
  %flags_26 = alloca i64, align 8
  %bufp77 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf78 = load ptr, ptr %bufp77, align 8
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
  store i64 7, ptr %errp2, align 8
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
  store i64 7, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  %fits14 = icmp sle i64 %min, %dim
  br i1 %fits14, label %ok16, label %fail15

fail15:                                           ; preds = %ok9
  %errp17 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit50, %ok16
  %i22 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i22, %min
  br i1 %more, label %body21, label %exit

body21:                                           ; preds = %loop
  %fits25 = icmp sle i64 %dim24, %dim24
  br i1 %fits25, label %ok27, label %fail26

exit:                                             ; preds = %loop
  ret i32 0

fail26:                                           ; preds = %body21
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp31, align 8
  ret i32 1

ok27:                                             ; preds = %body21
  %fits34 = icmp sle i64 %dim24, %dim33
  br i1 %fits34, label %ok36, label %fail35

fail35:                                           ; preds = %ok27
  %errp37 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp40, align 8
  ret i32 1

ok36:                                             ; preds = %ok27
  %fits41 = icmp sle i64 %dim24, %dim24
  br i1 %fits41, label %ok43, label %fail42

fail42:                                           ; preds = %ok36
  %errp44 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp47, align 8
  ret i32 1

ok43:                                             ; preds = %ok36
  store i64 0, ptr %j, align 8
  br label %loop48

loop48:                                           ; preds = %j69, %ok43
  %i51 = load i64, ptr %j, align 8
  %more52 = icmp slt i64 %i51, %dim24
  br i1 %more52, label %body49, label %exit50

body49:                                           ; preds = %loop48
  %v = load i64, ptr %i, align 8
  %v53 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos54 = add i64 %pos, %v
  %pos55 = mul i64 %pos54, %dim24
  %pos56 = add i64 %pos55, %v53
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos56
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %replicate_29, align 8
  %v57 = load i64, ptr %i, align 8
  %v58 = load i64, ptr %j, align 8
  %pos59 = mul i64 0, %dim6
  %pos60 = add i64 %pos59, %v57
  %pos61 = mul i64 %pos60, %dim33
  %pos62 = add i64 %pos61, %v58
  %elp65 = getelementptr inbounds i64, ptr %buf64, i64 %pos62
  %el66 = load i64, ptr %elp65, align 8, !alias.scope !6, !noalias !7
  store i64 %el66, ptr %rows_30, align 8
  %v67 = load i64, ptr %replicate_29, align 8
  %v68 = load i64, ptr %rows_30, align 8
  %ic = icmp eq i64 %v67, %v68
  br i1 %ic, label %t, label %e

exit50:                                           ; preds = %loop48
  %i81 = load i64, ptr %i, align 8
  %next82 = add i64 %i81, 1
  store i64 %next82, ptr %i, align 8
  br label %loop

t:                                                ; preds = %body49
  br label %j69

e:                                                ; preds = %body49
  br label %j69

j69:                                              ; preds = %e, %t
  %if = phi i64 [ 1, %t ], [ 0, %e ]
  store i64 %if, ptr %flags_26, align 8
  %v70 = load i64, ptr %i, align 8
  %v71 = load i64, ptr %j, align 8
  %pos72 = mul i64 0, %dim
  %pos73 = add i64 %pos72, %v70
  %pos74 = mul i64 %pos73, %dim24
  %pos75 = add i64 %pos74, %v71
  %v76 = load i64, ptr %flags_26, align 8
  %elp79 = getelementptr inbounds i64, ptr %buf78, i64 %pos75
  store i64 %v76, ptr %elp79, align 8, !alias.scope !8, !noalias !9
  %i80 = load i64, ptr %j, align 8
  %next = add i64 %i80, 1
  store i64 %next, ptr %j, align 8
  br label %loop48
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.7", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.6", !2}
!5 = !{!"fuselab.buf.8", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c8: counts
; ModuleID = 'radix_pass_c8'
source_filename = "radix_pass_c8"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 64
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %acc_counts_31 = alloca i64, align 8
  %started_32 = alloca i1, align 1
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 65
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 8
  %buf = load ptr, ptr %bufp, align 8
  %flags_36 = alloca i64, align 8
  %bufp50 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf51 = load ptr, ptr %bufp50, align 8
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
  %fits5 = icmp sle i64 %min, %dim
  br i1 %fits5, label %ok7, label %fail6

fail6:                                            ; preds = %ok
  %errp8 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp8, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp11, align 8
  ret i32 1

ok7:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit32, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  store i64 0, ptr %acc_counts_31, align 8
  store i1 false, ptr %started_32, align 1
  %fits16 = icmp sle i64 %dim15, %dim15
  br i1 %fits16, label %ok18, label %fail17

exit:                                             ; preds = %loop
  ret i32 0

fail17:                                           ; preds = %body12
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %body12
  %fits23 = icmp sle i64 %dim15, %dim15
  br i1 %fits23, label %ok25, label %fail24

fail24:                                           ; preds = %ok18
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok18
  store i64 0, ptr %j, align 8
  br label %loop30

loop30:                                           ; preds = %join, %ok25
  %i33 = load i64, ptr %j, align 8
  %more34 = icmp slt i64 %i33, %dim15
  br i1 %more34, label %body31, label %exit32

body31:                                           ; preds = %loop30
  %v = load i64, ptr %i, align 8
  %v35 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos36 = add i64 %pos, %v
  %pos37 = mul i64 %pos36, %dim15
  %pos38 = add i64 %pos37, %v35
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos38
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %flags_36, align 8
  %v39 = load i1, ptr %started_32, align 1
  br i1 %v39, label %then, label %else

exit32:                                           ; preds = %loop30
  %i54 = load i64, ptr %i, align 8
  %next55 = add i64 %i54, 1
  store i64 %next55, ptr %i, align 8
  br label %loop

then:                                             ; preds = %body31
  %v40 = load i64, ptr %acc_counts_31, align 8
  %v41 = load i64, ptr %flags_36, align 8
  %add = add i64 %v40, %v41
  store i64 %add, ptr %acc_counts_31, align 8
  br label %join

else:                                             ; preds = %body31
  %v42 = load i64, ptr %flags_36, align 8
  store i64 %v42, ptr %acc_counts_31, align 8
  store i1 true, ptr %started_32, align 1
  br label %join

join:                                             ; preds = %else, %then
  %v43 = load i64, ptr %i, align 8
  %v44 = load i64, ptr %j, align 8
  %pos45 = mul i64 0, %dim
  %pos46 = add i64 %pos45, %v43
  %pos47 = mul i64 %pos46, %dim15
  %pos48 = add i64 %pos47, %v44
  %v49 = load i64, ptr %acc_counts_31, align 8
  %elp52 = getelementptr inbounds i64, ptr %buf51, i64 %pos48
  store i64 %v49, ptr %elp52, align 8, !alias.scope !3, !noalias !0
  %i53 = load i64, ptr %j, align 8
  %next = add i64 %i53, 1
  store i64 %next, ptr %j, align 8
  br label %loop30
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.8", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.9", !2}

; cluster c9: dest
; ModuleID = 'radix_pass_c9'
source_filename = "radix_pass_c9"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 8
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %digits_39 = alloca i64, align 8
  %dimp18 = getelementptr inbounds i64, ptr %1, i64 40
  %dim19 = load i64, ptr %dimp18, align 8
  %bufp28 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf29 = load ptr, ptr %bufp28, align 8
  %dimp34 = getelementptr inbounds i64, ptr %1, i64 72
  %dim35 = load i64, ptr %dimp34, align 8
  %dimp45 = getelementptr inbounds i64, ptr %1, i64 73
  %dim46 = load i64, ptr %dimp45, align 8
  %bufp56 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf57 = load ptr, ptr %bufp56, align 8
  %dest_37 = alloca i64, align 8
  %bufp64 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf65 = load ptr, ptr %bufp64, align 8
  br label %body

body:                                             ; preds = %entry
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, %dim
  %min = select i1 %c1, i64 %5, i64 %dim
  %fits = icmp sle i64 %min, %dim3
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
  %fits7 = icmp sle i64 %min, %dim
  br i1 %fits7, label %ok9, label %fail8

fail8:                                            ; preds = %ok
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ok49, %ok9
  %i15 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i15, %min
  br i1 %more, label %body14, label %exit

body14:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim3
  %pos16 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos16
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %digits_39, align 8
  %v17 = load i64, ptr %digits_39, align 8
  %inb = icmp ult i64 %v17, %dim19
  br i1 %inb, label %ok21, label %fail20

exit:                                             ; preds = %loop
  ret i32 0

fail20:                                           ; preds = %body14
  %errp22 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp23, align 8
  %errp24 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v17, ptr %errp24, align 8
  %errp25 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim19, ptr %errp25, align 8
  ret i32 1

ok21:                                             ; preds = %body14
  %pos26 = mul i64 0, %dim19
  %pos27 = add i64 %pos26, %v17
  %elp30 = getelementptr inbounds i64, ptr %buf29, i64 %pos27
  %el31 = load i64, ptr %elp30, align 8, !alias.scope !7, !noalias !8
  %v32 = load i64, ptr %digits_39, align 8
  %v33 = load i64, ptr %i, align 8
  %inb36 = icmp ult i64 %v32, %dim35
  br i1 %inb36, label %ok38, label %fail37

fail37:                                           ; preds = %ok21
  %errp39 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v32, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim35, ptr %errp42, align 8
  ret i32 1

ok38:                                             ; preds = %ok21
  %pos43 = mul i64 0, %dim35
  %pos44 = add i64 %pos43, %v32
  %inb47 = icmp ult i64 %v33, %dim46
  br i1 %inb47, label %ok49, label %fail48

fail48:                                           ; preds = %ok38
  %errp50 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp50, align 8
  %errp51 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v33, ptr %errp52, align 8
  %errp53 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim46, ptr %errp53, align 8
  ret i32 1

ok49:                                             ; preds = %ok38
  %pos54 = mul i64 %pos44, %dim46
  %pos55 = add i64 %pos54, %v33
  %elp58 = getelementptr inbounds i64, ptr %buf57, i64 %pos55
  %el59 = load i64, ptr %elp58, align 8, !alias.scope !9, !noalias !10
  %add = add i64 %el31, %el59
  %sub = sub i64 %add, 1
  store i64 %sub, ptr %dest_37, align 8
  %v60 = load i64, ptr %i, align 8
  %pos61 = mul i64 0, %dim
  %pos62 = add i64 %pos61, %v60
  %v63 = load i64, ptr %dest_37, align 8
  %elp66 = getelementptr inbounds i64, ptr %buf65, i64 %pos62
  store i64 %v63, ptr %elp66, align 8, !alias.scope !11, !noalias !12
  %i67 = load i64, ptr %i, align 8
  %next = add i64 %i67, 1
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
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.5", !2}
!5 = !{!"fuselab.buf.9", !2}
!6 = !{!"fuselab.buf.10", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!1, !4, !6}
!11 = !{!6}
!12 = !{!1, !4, !5}

; cluster c10: blank
; ModuleID = 'radix_pass_c10'
source_filename = "radix_pass_c10"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %blank_40 = alloca i64, align 8
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
  store i64 0, ptr %blank_40, align 8
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %v8 = load i64, ptr %blank_40, align 8
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

; cluster c11: sorted
; ModuleID = 'radix_pass_c11'
source_filename = "radix_pass_c11"
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
  %dimp9 = getelementptr inbounds i64, ptr %1, i64 80
  %dim10 = load i64, ptr %dimp9, align 8
  %i = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf22 = load ptr, ptr %bufp21, align 8
  %keys_45 = alloca i64, align 8
  %bufp26 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf27 = load ptr, ptr %bufp26, align 8
  %dest_46 = alloca i64, align 8
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
  %fits = icmp sle i64 %min, %dim4
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp6, align 8
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
  store i64 11, ptr %errp15, align 8
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
  store i64 %el, ptr %keys_45, align 8
  %v23 = load i64, ptr %i, align 8
  %pos24 = mul i64 0, %dim10
  %pos25 = add i64 %pos24, %v23
  %elp28 = getelementptr inbounds i64, ptr %buf27, i64 %pos25
  %el29 = load i64, ptr %elp28, align 8, !alias.scope !6, !noalias !7
  store i64 %el29, ptr %dest_46, align 8
  %v30 = load i64, ptr %dest_46, align 8
  %inb = icmp ult i64 %v30, %dim
  br i1 %inb, label %ok32, label %fail31

exit:                                             ; preds = %loop
  ret i32 0

ignored:                                          ; preds = %ok32
  %i44 = load i64, ptr %i, align 8
  %next = add i64 %i44, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail31:                                           ; preds = %body18
  %errp33 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp33, align 8
  %errp34 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v30, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp36, align 8
  ret i32 1

ok32:                                             ; preds = %body18
  %pos37 = mul i64 0, %dim
  %pos38 = add i64 %pos37, %v30
  %v39 = load i64, ptr %keys_45, align 8
  store i64 %v39, ptr %new_42, align 8
  %elp40 = getelementptr inbounds i64, ptr %buf, i64 %pos38
  %el41 = load i64, ptr %elp40, align 8, !alias.scope !8, !noalias !9
  store i64 %el41, ptr %old_43, align 8
  %v42 = load i64, ptr %new_42, align 8
  %elp43 = getelementptr inbounds i64, ptr %buf, i64 %pos38
  store i64 %v42, ptr %elp43, align 8, !alias.scope !8, !noalias !9
  br label %ignored
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_owned(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 80
  %dim3 = load i64, ptr %dimp2, align 8
  %targets = alloca [1024 x i64], align 8
  %block = alloca i64, align 8
  %i8 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 10
  %buf = load ptr, ptr %bufp, align 8
  %dest_46 = alloca i64, align 8
  %dimp24 = getelementptr inbounds i64, ptr %1, i64 88
  %dim25 = load i64, ptr %dimp24, align 8
  %bufp45 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf46 = load ptr, ptr %bufp45, align 8
  %keys_45 = alloca i64, align 8
  %new_42 = alloca i64, align 8
  %bufp50 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf51 = load ptr, ptr %bufp50, align 8
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
  store i64 11, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 0, ptr %block, align 8
  br label %blocks

blocks:                                           ; preds = %exit18, %ok
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

loop:                                             ; preds = %body9, %block7
  %i10 = load i64, ptr %i8, align 8
  %more11 = icmp slt i64 %i10, %min
  br i1 %more11, label %body9, label %exit

body9:                                            ; preds = %loop
  %v = load i64, ptr %i8, align 8
  %pos = mul i64 0, %dim3
  %pos12 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos12
  %el = load i64, ptr %elp, align 8, !alias.scope !6, !noalias !7
  store i64 %el, ptr %dest_46, align 8
  %v13 = load i64, ptr %dest_46, align 8
  %i14 = load i64, ptr %i8, align 8
  %k = sub i64 %i14, %i
  %at = getelementptr i64, ptr %targets, i64 %k
  store i64 %v13, ptr %at, align 8
  %i15 = load i64, ptr %i8, align 8
  %next = add i64 %i15, 1
  store i64 %next, ptr %i8, align 8
  br label %loop

exit:                                             ; preds = %loop
  store i64 %i, ptr %i8, align 8
  br label %loop16

loop16:                                           ; preds = %not_owned, %exit
  %i19 = load i64, ptr %i8, align 8
  %more20 = icmp slt i64 %i19, %min
  br i1 %more20, label %body17, label %exit18

body17:                                           ; preds = %loop16
  %i21 = load i64, ptr %i8, align 8
  %k22 = sub i64 %i21, %i
  %at23 = getelementptr i64, ptr %targets, i64 %k22
  %target = load i64, ptr %at23, align 8
  %inb = icmp ult i64 %target, %dim25
  br i1 %inb, label %ok27, label %fail26

exit18:                                           ; preds = %loop16
  %i58 = load i64, ptr %block, align 8
  %next59 = add i64 %i58, 1024
  store i64 %next59, ptr %block, align 8
  br label %blocks

fail26:                                           ; preds = %body17
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %target, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim25, ptr %errp31, align 8
  ret i32 1

ok27:                                             ; preds = %body17
  %pos32 = mul i64 0, %dim25
  %pos33 = add i64 %pos32, %target
  %from_lo = sub i64 %pos33, %4
  %owned = sub i64 %5, %4
  %mine = icmp ult i64 %from_lo, %owned
  br i1 %mine, label %owned34, label %not_owned

owned34:                                          ; preds = %ok27
  %v35 = load i64, ptr %i8, align 8
  %inb36 = icmp ult i64 %v35, %dim
  br i1 %inb36, label %ok38, label %fail37

not_owned:                                        ; preds = %ok38, %ok27
  %i56 = load i64, ptr %i8, align 8
  %next57 = add i64 %i56, 1
  store i64 %next57, ptr %i8, align 8
  br label %loop16

fail37:                                           ; preds = %owned34
  %errp39 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v35, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp42, align 8
  ret i32 1

ok38:                                             ; preds = %owned34
  %pos43 = mul i64 0, %dim
  %pos44 = add i64 %pos43, %v35
  %elp47 = getelementptr inbounds i64, ptr %buf46, i64 %pos44
  %el48 = load i64, ptr %elp47, align 8, !alias.scope !0, !noalias !3
  store i64 %el48, ptr %keys_45, align 8
  %v49 = load i64, ptr %keys_45, align 8
  store i64 %v49, ptr %new_42, align 8
  %elp52 = getelementptr inbounds i64, ptr %buf51, i64 %pos33
  %el53 = load i64, ptr %elp52, align 8, !alias.scope !8, !noalias !9
  store i64 %el53, ptr %old_43, align 8
  %v54 = load i64, ptr %new_42, align 8
  %elp55 = getelementptr inbounds i64, ptr %buf51, i64 %pos33
  store i64 %v54, ptr %elp55, align 8, !alias.scope !8, !noalias !9
  br label %not_owned
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.0", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.10", !2}
!5 = !{!"fuselab.buf.12", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

