; cluster c0: zs
; ModuleID = 'saxpy_c0'
source_filename = "saxpy_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %the_a_4 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 8
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 16
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp24 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf25 = load ptr, ptr %bufp24, align 8
  %xs_2 = alloca float, align 4
  %bufp31 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf32 = load ptr, ptr %bufp31, align 8
  %ys_3 = alloca float, align 4
  %zs_0 = alloca float, align 4
  %bufp42 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf43 = load ptr, ptr %bufp42, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds float, ptr %buf, i64 0
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %the_a_4, align 4
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
  %fits7 = icmp sle i64 %min, %dim6
  br i1 %fits7, label %ok9, label %fail8

fail8:                                            ; preds = %ok
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp11, align 8
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
  store i64 0, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body21, %ok16
  %i22 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i22, %min
  br i1 %more, label %body21, label %exit

body21:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos23 = add i64 %pos, %v
  %elp26 = getelementptr inbounds float, ptr %buf25, i64 %pos23
  %el27 = load float, ptr %elp26, align 4, !alias.scope !7, !noalias !8
  store float %el27, ptr %xs_2, align 4
  %v28 = load i64, ptr %i, align 8
  %pos29 = mul i64 0, %dim6
  %pos30 = add i64 %pos29, %v28
  %elp33 = getelementptr inbounds float, ptr %buf32, i64 %pos30
  %el34 = load float, ptr %elp33, align 4, !alias.scope !9, !noalias !10
  store float %el34, ptr %ys_3, align 4
  %v35 = load float, ptr %the_a_4, align 4
  %v36 = load float, ptr %xs_2, align 4
  %fm = fmul float %v35, %v36
  %v37 = load float, ptr %ys_3, align 4
  %fa = fadd float %fm, %v37
  store float %fa, ptr %zs_0, align 4
  %v38 = load i64, ptr %i, align 8
  %pos39 = mul i64 0, %dim
  %pos40 = add i64 %pos39, %v38
  %v41 = load float, ptr %zs_0, align 4
  %elp44 = getelementptr inbounds float, ptr %buf43, i64 %pos40
  store float %v41, ptr %elp44, align 4, !alias.scope !11, !noalias !12
  %i45 = load i64, ptr %i, align 8
  %next = add i64 %i45, 1
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
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.1", !2}
!5 = !{!"fuselab.buf.2", !2}
!6 = !{!"fuselab.buf.3", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!1, !4, !6}
!11 = !{!6}
!12 = !{!1, !4, !5}

