; cluster c0: zn
; ModuleID = 'pagerank_seq_c0'
source_filename = "pagerank_seq_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %zn_0 = alloca i64, align 8
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
  store i64 0, ptr %zn_0, align 8
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %v8 = load i64, ptr %zn_0, align 8
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
!1 = !{!"fuselab.buf.4", !2}
!2 = !{!"fuselab.bufs"}

; cluster c1: sq0_len0
; ModuleID = 'pagerank_seq_c1'
source_filename = "pagerank_seq_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %sq0_len0_2 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 5
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 %dim, ptr %sq0_len0_2, align 8
  %v = load i64, ptr %sq0_len0_2, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  store i64 %v, ptr %elp, align 8, !alias.scope !0
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
!1 = !{!"fuselab.buf.5", !2}
!2 = !{!"fuselab.bufs"}

; cluster c2: generate
; ModuleID = 'pagerank_seq_c2'
source_filename = "pagerank_seq_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp18 = getelementptr inbounds i64, ptr %1, i64 17
  %dim19 = load i64, ptr %dimp18, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %generate_3 = alloca i64, align 8
  %bufp34 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf35 = load ptr, ptr %bufp34, align 8
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
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v5 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %v5 to i128
  %step = sub i128 %at_next, %base
  %step6 = trunc i128 %step to i64
  %step7 = sext i64 %step6 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span8 = sext i64 %span to i128
  %reach = mul i128 %step7, %span8
  %c9 = icmp slt i128 %reach, 0
  %min10 = select i1 %c9, i128 %reach, i128 0
  %c11 = icmp sgt i128 %reach, 0
  %max12 = select i1 %c11, i128 %reach, i128 0
  %least = add i128 %base, %min10
  %most = add i128 %base, %max12
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits13 = and i1 %fits_low, %fits_high
  %least14 = select i1 %fits13, i128 %least, i128 -9223372036854775808
  %most15 = select i1 %fits13, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least14, 0
  %high_ok = icmp slt i128 %most15, %extent
  %ok16 = and i1 true, %low_ok
  %ok17 = and i1 %ok16, %high_ok
  %extent20 = sext i64 %dim19 to i128
  %high_ok21 = icmp slt i128 0, %extent20
  %ok22 = and i1 %ok17, true
  %ok23 = and i1 %ok22, %high_ok21
  br i1 %ok23, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop39

versions_done:                                    ; preds = %exit41, %exit
  ret i32 0

loop:                                             ; preds = %body24, %proved
  %i25 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i25, %min
  br i1 %more, label %body24, label %exit

body24:                                           ; preds = %loop
  %v26 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos27 = add i64 %pos, %v26
  %pos28 = mul i64 %pos27, %dim19
  %pos29 = add i64 %pos28, 0
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos29
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %generate_3, align 8
  %v30 = load i64, ptr %i, align 8
  %pos31 = mul i64 0, %dim
  %pos32 = add i64 %pos31, %v30
  %v33 = load i64, ptr %generate_3, align 8
  %elp36 = getelementptr inbounds i64, ptr %buf35, i64 %pos32
  store i64 %v33, ptr %elp36, align 8, !alias.scope !3, !noalias !0
  %i37 = load i64, ptr %i, align 8
  %next38 = add i64 %i37, 1
  store i64 %next38, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop39:                                           ; preds = %ok55, %checked
  %i42 = load i64, ptr %i, align 8
  %more43 = icmp slt i64 %i42, %min
  br i1 %more43, label %body40, label %exit41

body40:                                           ; preds = %loop39
  %v44 = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v44, %dim
  br i1 %inb, label %ok46, label %fail45

exit41:                                           ; preds = %loop39
  br label %versions_done

fail45:                                           ; preds = %body40
  %errp47 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v44, ptr %errp49, align 8
  %errp50 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp50, align 8
  ret i32 1

ok46:                                             ; preds = %body40
  %pos51 = mul i64 0, %dim
  %pos52 = add i64 %pos51, %v44
  %inb53 = icmp ult i64 0, %dim19
  br i1 %inb53, label %ok55, label %fail54

fail54:                                           ; preds = %ok46
  %errp56 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp58, align 8
  %errp59 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim19, ptr %errp59, align 8
  ret i32 1

ok55:                                             ; preds = %ok46
  %pos60 = mul i64 %pos52, %dim19
  %pos61 = add i64 %pos60, 0
  %elp62 = getelementptr inbounds i64, ptr %buf, i64 %pos61
  %el63 = load i64, ptr %elp62, align 8, !alias.scope !0, !noalias !3
  store i64 %el63, ptr %generate_3, align 8
  %v64 = load i64, ptr %i, align 8
  %pos65 = mul i64 0, %dim
  %pos66 = add i64 %pos65, %v64
  %v67 = load i64, ptr %generate_3, align 8
  %elp68 = getelementptr inbounds i64, ptr %buf35, i64 %pos66
  store i64 %v67, ptr %elp68, align 8, !alias.scope !3, !noalias !0
  %i69 = load i64, ptr %i, align 8
  %next70 = add i64 %i69, 1
  store i64 %next70, ptr %i, align 8
  br label %loop39
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
!3 = !{!4}
!4 = !{!"fuselab.buf.6", !2}

; cluster c3: sq0_offsets4
; ModuleID = 'pagerank_seq_c3'
source_filename = "pagerank_seq_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_sq0_offsets4_5 = alloca i64, align 8
  %generate_10 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_sq0_offsets4_5, align 8
  store i64 %b, ptr %generate_10, align 8
  %v = load i64, ptr %acc_sq0_offsets4_5, align 8
  %v1 = load i64, ptr %generate_10, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets4_5 = alloca i64, align 8
  %started_6 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 48
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 56
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 6
  %buf = load ptr, ptr %bufp, align 8
  %generate_10 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets4_5, align 8
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
  store i64 %el, ptr %generate_10, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_sq0_offsets4_5, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_sq0_offsets4_5, align 8
  %v25 = load i64, ptr %generate_10, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_sq0_offsets4_5, align 8
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
  store i64 3, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp32, align 8
  ret i32 1

ok28:                                             ; preds = %exit
  %pos33 = mul i64 0, %dim6
  %pos34 = add i64 %pos33, %dim
  %v35 = load i64, ptr %acc_sq0_offsets4_5, align 8
  %elp36 = getelementptr inbounds i64, ptr %buf22, i64 %pos34
  store i64 %v35, ptr %elp36, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets4_5 = alloca i64, align 8
  %started_6 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 48
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 56
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 6
  %buf = load ptr, ptr %bufp, align 8
  %generate_10 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets4_5, align 8
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
  store i64 %el, ptr %generate_10, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_sq0_offsets4_5, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_sq0_offsets4_5, align 8
  %v25 = load i64, ptr %generate_10, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_sq0_offsets4_5, align 8
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets4_5, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets4_5 = alloca i64, align 8
  %started_6 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 48
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 56
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 6
  %buf = load ptr, ptr %bufp, align 8
  %generate_10 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets4_5, align 8
  store i1 false, ptr %started_6, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets4_5, align 8
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
  store i64 %el, ptr %generate_10, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_sq0_offsets4_5, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_sq0_offsets4_5, align 8
  %v25 = load i64, ptr %generate_10, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_sq0_offsets4_5, align 8
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part27 = getelementptr inbounds i8, ptr %6, i64 0
  %acc28 = load i64, ptr %acc_sq0_offsets4_5, align 8
  store i64 %acc28, ptr %part27, align 8
  ret i32 0
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets4_5 = alloca i64, align 8
  %started_6 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 48
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 6
  %buf = load ptr, ptr %bufp, align 8
  %generate_10 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets4_5, align 8
  store i1 false, ptr %started_6, align 1
  store i64 0, ptr %acc_sq0_offsets4_5, align 8
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
  store i64 %el, ptr %generate_10, align 8
  %v8 = load i64, ptr %acc_sq0_offsets4_5, align 8
  %v9 = load i64, ptr %generate_10, align 8
  %add = add i64 %v8, %v9
  store i64 %add, ptr %acc_sq0_offsets4_5, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets4_5, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets4_5 = alloca i64, align 8
  %started_6 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 48
  %dim = load i64, ptr %dimp, align 8
  %dimp1 = getelementptr inbounds i64, ptr %1, i64 56
  %dim2 = load i64, ptr %dimp1, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 7
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets4_5, align 8
  store i1 false, ptr %started_6, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets4_5, align 8
  %inb = icmp ult i64 %dim, %dim2
  br i1 %inb, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim2, ptr %errp5, align 8
  ret i32 1

ok:                                               ; preds = %body
  %pos = mul i64 0, %dim2
  %pos6 = add i64 %pos, %dim
  %v = load i64, ptr %acc_sq0_offsets4_5, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos6
  store i64 %v, ptr %elp, align 8, !alias.scope !3
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.6", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.7", !2}

; cluster c4: unit
; ModuleID = 'pagerank_seq_c4'
source_filename = "pagerank_seq_c4"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 5
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_12 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf2 = load ptr, ptr %bufp1, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_12, align 8
  %v = load i64, ptr %the_sq0_12, align 8
  %elp3 = getelementptr inbounds i64, ptr %buf2, i64 0
  store i64 %v, ptr %elp3, align 8, !alias.scope !3, !noalias !0
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
!1 = !{!"fuselab.buf.5", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.8", !2}

; cluster c5: unit2
; ModuleID = 'pagerank_seq_c5'
source_filename = "pagerank_seq_c5"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %unit2_13 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 9
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %unit2_13, align 8
  %v = load i64, ptr %unit2_13, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  store i64 %v, ptr %elp, align 8, !alias.scope !0
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
!1 = !{!"fuselab.buf.9", !2}
!2 = !{!"fuselab.bufs"}

; cluster c6: sq0_c2
; ModuleID = 'pagerank_seq_c6'
source_filename = "pagerank_seq_c6"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 10
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_17 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf2 = load ptr, ptr %bufp1, align 8
  %the_sq0_18 = alloca i64, align 8
  %bufp5 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf6 = load ptr, ptr %bufp5, align 8
  %the_sq0_19 = alloca i64, align 8
  %sq0_c2_16 = alloca i64, align 8
  %bufp12 = getelementptr inbounds ptr, ptr %0, i64 13
  %buf13 = load ptr, ptr %bufp12, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_17, align 8
  %elp3 = getelementptr inbounds i64, ptr %buf2, i64 0
  %el4 = load i64, ptr %elp3, align 8, !alias.scope !7, !noalias !8
  store i64 %el4, ptr %the_sq0_18, align 8
  %elp7 = getelementptr inbounds i64, ptr %buf6, i64 0
  %el8 = load i64, ptr %elp7, align 8, !alias.scope !9, !noalias !10
  store i64 %el8, ptr %the_sq0_19, align 8
  %v = load i64, ptr %the_sq0_17, align 8
  %v9 = load i64, ptr %the_sq0_18, align 8
  %v10 = load i64, ptr %the_sq0_19, align 8
  %sub = sub i64 %v9, %v10
  %c = icmp slt i64 %v, %sub
  %mm = select i1 %c, i64 %v, i64 %sub
  store i64 %mm, ptr %sq0_c2_16, align 8
  %v11 = load i64, ptr %sq0_c2_16, align 8
  %elp14 = getelementptr inbounds i64, ptr %buf13, i64 0
  store i64 %v11, ptr %elp14, align 8, !alias.scope !11, !noalias !12
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
!1 = !{!"fuselab.buf.10", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.5", !2}
!5 = !{!"fuselab.buf.12", !2}
!6 = !{!"fuselab.buf.13", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !1, !5}

; cluster c7: sq0_lengths6
; ModuleID = 'pagerank_seq_c7'
source_filename = "pagerank_seq_c7"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 12
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_22 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 112
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp19 = getelementptr inbounds i64, ptr %1, i64 16
  %dim20 = load i64, ptr %dimp19, align 8
  %dimp23 = getelementptr inbounds i64, ptr %1, i64 17
  %dim24 = load i64, ptr %dimp23, align 8
  %bufp37 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf38 = load ptr, ptr %bufp37, align 8
  %sq0_lengths6_20 = alloca i64, align 8
  %bufp45 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf46 = load ptr, ptr %bufp45, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_22, align 8
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
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %the_sq0_22, align 8
  %v5 = load i64, ptr %i, align 8
  %add = add i64 %v, %v5
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v6 = load i64, ptr %the_sq0_22, align 8
  %v7 = load i64, ptr %i, align 8
  %add8 = add i64 %v6, %v7
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %add8 to i128
  %step = sub i128 %at_next, %base
  %step9 = trunc i128 %step to i64
  %step10 = sext i64 %step9 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span11 = sext i64 %span to i128
  %reach = mul i128 %step10, %span11
  %c12 = icmp slt i128 %reach, 0
  %min13 = select i1 %c12, i128 %reach, i128 0
  %c14 = icmp sgt i128 %reach, 0
  %max15 = select i1 %c14, i128 %reach, i128 0
  %least = add i128 %base, %min13
  %most = add i128 %base, %max15
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits16 = and i1 %fits_low, %fits_high
  %least17 = select i1 %fits16, i128 %least, i128 -9223372036854775808
  %most18 = select i1 %fits16, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim20 to i128
  %low_ok = icmp sge i128 %least17, 0
  %high_ok = icmp slt i128 %most18, %extent
  %ok21 = and i1 true, %low_ok
  %ok22 = and i1 %ok21, %high_ok
  %extent25 = sext i64 %dim24 to i128
  %high_ok26 = icmp slt i128 0, %extent25
  %ok27 = and i1 %ok22, true
  %ok28 = and i1 %ok27, %high_ok26
  br i1 %ok28, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop50

versions_done:                                    ; preds = %exit52, %exit
  ret i32 0

loop:                                             ; preds = %body29, %proved
  %i30 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i30, %min
  br i1 %more, label %body29, label %exit

body29:                                           ; preds = %loop
  %v31 = load i64, ptr %the_sq0_22, align 8
  %v32 = load i64, ptr %i, align 8
  %add33 = add i64 %v31, %v32
  %pos = mul i64 0, %dim20
  %pos34 = add i64 %pos, %add33
  %pos35 = mul i64 %pos34, %dim24
  %pos36 = add i64 %pos35, 0
  %elp39 = getelementptr inbounds i64, ptr %buf38, i64 %pos36
  %el40 = load i64, ptr %elp39, align 8, !alias.scope !6, !noalias !7
  store i64 %el40, ptr %sq0_lengths6_20, align 8
  %v41 = load i64, ptr %i, align 8
  %pos42 = mul i64 0, %dim
  %pos43 = add i64 %pos42, %v41
  %v44 = load i64, ptr %sq0_lengths6_20, align 8
  %elp47 = getelementptr inbounds i64, ptr %buf46, i64 %pos43
  store i64 %v44, ptr %elp47, align 8, !alias.scope !8, !noalias !9
  %i48 = load i64, ptr %i, align 8
  %next49 = add i64 %i48, 1
  store i64 %next49, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop50:                                           ; preds = %ok68, %checked
  %i53 = load i64, ptr %i, align 8
  %more54 = icmp slt i64 %i53, %min
  br i1 %more54, label %body51, label %exit52

body51:                                           ; preds = %loop50
  %v55 = load i64, ptr %the_sq0_22, align 8
  %v56 = load i64, ptr %i, align 8
  %add57 = add i64 %v55, %v56
  %inb = icmp ult i64 %add57, %dim20
  br i1 %inb, label %ok59, label %fail58

exit52:                                           ; preds = %loop50
  br label %versions_done

fail58:                                           ; preds = %body51
  %errp60 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp61, align 8
  %errp62 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add57, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim20, ptr %errp63, align 8
  ret i32 1

ok59:                                             ; preds = %body51
  %pos64 = mul i64 0, %dim20
  %pos65 = add i64 %pos64, %add57
  %inb66 = icmp ult i64 0, %dim24
  br i1 %inb66, label %ok68, label %fail67

fail67:                                           ; preds = %ok59
  %errp69 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp69, align 8
  %errp70 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp70, align 8
  %errp71 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp71, align 8
  %errp72 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp72, align 8
  ret i32 1

ok68:                                             ; preds = %ok59
  %pos73 = mul i64 %pos65, %dim24
  %pos74 = add i64 %pos73, 0
  %elp75 = getelementptr inbounds i64, ptr %buf38, i64 %pos74
  %el76 = load i64, ptr %elp75, align 8, !alias.scope !6, !noalias !7
  store i64 %el76, ptr %sq0_lengths6_20, align 8
  %v77 = load i64, ptr %i, align 8
  %pos78 = mul i64 0, %dim
  %pos79 = add i64 %pos78, %v77
  %v80 = load i64, ptr %sq0_lengths6_20, align 8
  %elp81 = getelementptr inbounds i64, ptr %buf46, i64 %pos79
  store i64 %v80, ptr %elp81, align 8, !alias.scope !8, !noalias !9
  %i82 = load i64, ptr %i, align 8
  %next83 = add i64 %i82, 1
  store i64 %next83, ptr %i, align 8
  br label %loop50
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.12", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.2", !2}
!5 = !{!"fuselab.buf.14", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c8: sq0_values8
; ModuleID = 'pagerank_seq_c8'
source_filename = "pagerank_seq_c8"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 12
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_25 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 120
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 56
  %dim8 = load i64, ptr %dimp7, align 8
  %bufp16 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf17 = load ptr, ptr %bufp16, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 8
  %dim22 = load i64, ptr %dimp21, align 8
  %bufp32 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf33 = load ptr, ptr %bufp32, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf37 = load ptr, ptr %bufp36, align 8
  %sq0_values8_23 = alloca { i64, i64 }, align 8
  %bufp44 = getelementptr inbounds ptr, ptr %0, i64 15
  %buf45 = load ptr, ptr %bufp44, align 8
  %bufp49 = getelementptr inbounds ptr, ptr %0, i64 16
  %buf50 = load ptr, ptr %bufp49, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_25, align 8
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
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ok25, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %the_sq0_25, align 8
  %inb = icmp ult i64 %v, %dim8
  br i1 %inb, label %ok10, label %fail9

exit:                                             ; preds = %loop
  ret i32 0

fail9:                                            ; preds = %body5
  %errp11 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp14, align 8
  ret i32 1

ok10:                                             ; preds = %body5
  %pos = mul i64 0, %dim8
  %pos15 = add i64 %pos, %v
  %elp18 = getelementptr inbounds i64, ptr %buf17, i64 %pos15
  %el19 = load i64, ptr %elp18, align 8, !alias.scope !9, !noalias !10
  %v20 = load i64, ptr %i, align 8
  %add = add i64 %el19, %v20
  %inb23 = icmp ult i64 %add, %dim22
  br i1 %inb23, label %ok25, label %fail24

fail24:                                           ; preds = %ok10
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok10
  %pos30 = mul i64 0, %dim22
  %pos31 = add i64 %pos30, %add
  %elp34 = getelementptr inbounds i64, ptr %buf33, i64 %pos31
  %el35 = load i64, ptr %elp34, align 8, !alias.scope !11, !noalias !12
  %tup = insertvalue { i64, i64 } undef, i64 %el35, 0
  %elp38 = getelementptr inbounds i64, ptr %buf37, i64 %pos31
  %el39 = load i64, ptr %elp38, align 8, !alias.scope !13, !noalias !14
  %tup40 = insertvalue { i64, i64 } %tup, i64 %el39, 1
  store { i64, i64 } %tup40, ptr %sq0_values8_23, align 8
  %v41 = load i64, ptr %i, align 8
  %pos42 = mul i64 0, %dim
  %pos43 = add i64 %pos42, %v41
  %fldp = getelementptr inbounds { i64, i64 }, ptr %sq0_values8_23, i32 0, i32 0
  %fv = load i64, ptr %fldp, align 8
  %elp46 = getelementptr inbounds i64, ptr %buf45, i64 %pos43
  store i64 %fv, ptr %elp46, align 8, !alias.scope !15, !noalias !16
  %fldp47 = getelementptr inbounds { i64, i64 }, ptr %sq0_values8_23, i32 0, i32 1
  %fv48 = load i64, ptr %fldp47, align 8
  %elp51 = getelementptr inbounds i64, ptr %buf50, i64 %pos43
  store i64 %fv48, ptr %elp51, align 8, !alias.scope !17, !noalias !18
  %i52 = load i64, ptr %i, align 8
  %next = add i64 %i52, 1
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
!1 = !{!"fuselab.buf.12", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7, !8}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.1", !2}
!6 = !{!"fuselab.buf.7", !2}
!7 = !{!"fuselab.buf.15", !2}
!8 = !{!"fuselab.buf.16", !2}
!9 = !{!6}
!10 = !{!4, !5, !1, !7, !8}
!11 = !{!4}
!12 = !{!5, !6, !1, !7, !8}
!13 = !{!5}
!14 = !{!4, !6, !1, !7, !8}
!15 = !{!7}
!16 = !{!4, !5, !6, !1, !8}
!17 = !{!8}
!18 = !{!4, !5, !6, !1, !7}

; cluster c9: sq0_offsets10
; ModuleID = 'pagerank_seq_c9'
source_filename = "pagerank_seq_c9"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_sq0_offsets10_26 = alloca i64, align 8
  %sq0_31 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_sq0_offsets10_26, align 8
  store i64 %b, ptr %sq0_31, align 8
  %v = load i64, ptr %acc_sq0_offsets10_26, align 8
  %v1 = load i64, ptr %sq0_31, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets10_26 = alloca i64, align 8
  %started_27 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 112
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 128
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 14
  %buf = load ptr, ptr %bufp, align 8
  %sq0_31 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets10_26, align 8
  store i1 false, ptr %started_27, align 1
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
  store i64 9, ptr %errp2, align 8
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
  store i64 9, ptr %errp11, align 8
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
  store i64 %el, ptr %sq0_31, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_sq0_offsets10_26, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_sq0_offsets10_26, align 8
  %v25 = load i64, ptr %sq0_31, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_sq0_offsets10_26, align 8
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
  store i64 9, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp32, align 8
  ret i32 1

ok28:                                             ; preds = %exit
  %pos33 = mul i64 0, %dim6
  %pos34 = add i64 %pos33, %dim
  %v35 = load i64, ptr %acc_sq0_offsets10_26, align 8
  %elp36 = getelementptr inbounds i64, ptr %buf22, i64 %pos34
  store i64 %v35, ptr %elp36, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets10_26 = alloca i64, align 8
  %started_27 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 112
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 128
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 14
  %buf = load ptr, ptr %bufp, align 8
  %sq0_31 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets10_26, align 8
  store i1 false, ptr %started_27, align 1
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
  store i64 9, ptr %errp2, align 8
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
  store i64 9, ptr %errp11, align 8
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
  store i64 %el, ptr %sq0_31, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_sq0_offsets10_26, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_sq0_offsets10_26, align 8
  %v25 = load i64, ptr %sq0_31, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_sq0_offsets10_26, align 8
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets10_26, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets10_26 = alloca i64, align 8
  %started_27 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 112
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 128
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 14
  %buf = load ptr, ptr %bufp, align 8
  %sq0_31 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets10_26, align 8
  store i1 false, ptr %started_27, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets10_26, align 8
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
  store i64 9, ptr %errp2, align 8
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
  store i64 9, ptr %errp11, align 8
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
  store i64 %el, ptr %sq0_31, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_sq0_offsets10_26, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_sq0_offsets10_26, align 8
  %v25 = load i64, ptr %sq0_31, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_sq0_offsets10_26, align 8
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part27 = getelementptr inbounds i8, ptr %6, i64 0
  %acc28 = load i64, ptr %acc_sq0_offsets10_26, align 8
  store i64 %acc28, ptr %part27, align 8
  ret i32 0
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets10_26 = alloca i64, align 8
  %started_27 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 112
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 14
  %buf = load ptr, ptr %bufp, align 8
  %sq0_31 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets10_26, align 8
  store i1 false, ptr %started_27, align 1
  store i64 0, ptr %acc_sq0_offsets10_26, align 8
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
  store i64 9, ptr %errp2, align 8
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
  store i64 %el, ptr %sq0_31, align 8
  %v8 = load i64, ptr %acc_sq0_offsets10_26, align 8
  %v9 = load i64, ptr %sq0_31, align 8
  %add = add i64 %v8, %v9
  store i64 %add, ptr %acc_sq0_offsets10_26, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets10_26, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets10_26 = alloca i64, align 8
  %started_27 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 112
  %dim = load i64, ptr %dimp, align 8
  %dimp1 = getelementptr inbounds i64, ptr %1, i64 128
  %dim2 = load i64, ptr %dimp1, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 17
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets10_26, align 8
  store i1 false, ptr %started_27, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets10_26, align 8
  %inb = icmp ult i64 %dim, %dim2
  br i1 %inb, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim2, ptr %errp5, align 8
  ret i32 1

ok:                                               ; preds = %body
  %pos = mul i64 0, %dim2
  %pos6 = add i64 %pos, %dim
  %v = load i64, ptr %acc_sq0_offsets10_26, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos6
  store i64 %v, ptr %elp, align 8, !alias.scope !3
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.14", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.17", !2}

; cluster c10: sq0_m11
; ModuleID = 'pagerank_seq_c10'
source_filename = "pagerank_seq_c10"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %"%n_dim0" = alloca i64, align 8
  %d_word = alloca i64, align 8
  %d_word5 = alloca i64, align 8
  %d_word6 = alloca i64, align 8
  %d_word7 = alloca i64, align 8
  %d_word8 = alloca i64, align 8
  %d_word9 = alloca i64, align 8
  %d_word10 = alloca i64, align 8
  %d_word11 = alloca i64, align 8
  %d_word12 = alloca i64, align 8
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 120
  %dim14 = load i64, ptr %dimp13, align 8
  %i = alloca i64, align 8
  %sq0_34 = alloca { i64, i64 }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 15
  %buf = load ptr, ptr %bufp, align 8
  %bufp31 = getelementptr inbounds ptr, ptr %0, i64 16
  %buf32 = load ptr, ptr %bufp31, align 8
  %tup_35.0 = alloca i64, align 8
  %tup_35.1 = alloca i64, align 8
  %sq0_m11_32 = alloca i64, align 8
  %bufp81 = getelementptr inbounds ptr, ptr %0, i64 18
  %buf82 = load ptr, ptr %bufp81, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 %dim, ptr %"%n_dim0", align 8
  %d_sign = ashr i64 %dim, 63
  %d_flip = xor i64 %dim, %d_sign
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
  %c15 = icmp slt i64 %5, %dim14
  %min = select i1 %c15, i64 %5, i64 %dim14
  %fits = icmp sle i64 %min, %dim14
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim14, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim14, ptr %errp18, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits19 = icmp sle i64 %min, %dim14
  br i1 %fits19, label %ok21, label %fail20

fail20:                                           ; preds = %ok
  %errp22 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp23, align 8
  %errp24 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim14, ptr %errp24, align 8
  %errp25 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim14, ptr %errp25, align 8
  ret i32 1

ok21:                                             ; preds = %ok
  %d_small26 = load i64, ptr %d_word9, align 8
  %d_small27 = trunc i64 %d_small26 to i1
  br i1 %d_small27, label %small_divisors, label %large_divisors

small_divisors:                                   ; preds = %ok21
  store i64 %max, ptr %i, align 8
  br label %loop

large_divisors:                                   ; preds = %ok21
  store i64 %max, ptr %i, align 8
  br label %loop85

divisors_done:                                    ; preds = %exit87, %exit
  ret i32 0

loop:                                             ; preds = %ok44, %small_divisors
  %i29 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i29, %min
  br i1 %more, label %body28, label %exit

body28:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim14
  %pos30 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos30
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  %fldp = getelementptr inbounds { i64, i64 }, ptr %sq0_34, i32 0, i32 0
  store i64 %el, ptr %fldp, align 8
  %elp33 = getelementptr inbounds i64, ptr %buf32, i64 %pos30
  %el34 = load i64, ptr %elp33, align 8, !alias.scope !6, !noalias !7
  %fldp35 = getelementptr inbounds { i64, i64 }, ptr %sq0_34, i32 0, i32 1
  store i64 %el34, ptr %fldp35, align 8
  %fldp36 = getelementptr inbounds { i64, i64 }, ptr %sq0_34, i32 0, i32 0
  %fldp37 = getelementptr inbounds { i64, i64 }, ptr %sq0_34, i32 0, i32 0
  %fld = load i64, ptr %fldp37, align 8
  store i64 %fld, ptr %tup_35.0, align 8
  %fldp38 = getelementptr inbounds { i64, i64 }, ptr %sq0_34, i32 0, i32 1
  %fldp39 = getelementptr inbounds { i64, i64 }, ptr %sq0_34, i32 0, i32 1
  %fld40 = load i64, ptr %fldp39, align 8
  store i64 %fld40, ptr %tup_35.1, align 8
  %v41 = load i64, ptr %tup_35.0, align 8
  %mul = mul i64 %v41, 1000003
  %v42 = load i64, ptr %"%n_dim0", align 8
  %nz = icmp ne i64 %v42, 0
  br i1 %nz, label %ok44, label %fail43

exit:                                             ; preds = %loop
  br label %divisors_done

fail43:                                           ; preds = %body28
  %errp45 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v42, ptr %errp48, align 8
  ret i32 1

ok44:                                             ; preds = %body28
  %d_word49 = load i64, ptr %d_word, align 8
  %d_word50 = load i64, ptr %d_word5, align 8
  %d_word51 = load i64, ptr %d_word6, align 8
  %d_word52 = load i64, ptr %d_word7, align 8
  %d_word53 = load i64, ptr %d_word8, align 8
  %d_word54 = load i64, ptr %d_word9, align 8
  %d_word55 = load i64, ptr %d_word10, align 8
  %d_word56 = load i64, ptr %d_word11, align 8
  %d_word57 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %mul, 63
  %xf = xor i64 %mul, %xs
  %ax = sub i64 %xf, %xs
  %bf = bitcast i64 %d_word55 to double
  %inv = bitcast i64 %d_word56 to double
  %wrap = bitcast i64 %d_word57 to double
  %ah = lshr i64 %ax, 32
  %ah58 = or i64 %ah, 4841369599423283200
  %ah59 = bitcast i64 %ah58 to double
  %ah60 = fsub double %ah59, 0x4330000000000000
  %al = and i64 %ax, 4294967295
  %al61 = or i64 %al, 4841369599423283200
  %al62 = bitcast i64 %al61 to double
  %al63 = fsub double %al62, 0x4330000000000000
  %ah_wrap = fmul double %ah60, %wrap
  %s = fadd double %ah_wrap, %al63
  %p = fmul double %s, %inv
  %q = call double @llvm.trunc.f64(double %p)
  %qb = fmul double %q, %bf
  %r = fsub double %s, %qb
  %low = fcmp olt double %r, 0.000000e+00
  %q64 = fsub double %q, 1.000000e+00
  %q65 = select i1 %low, double %q64, double %q
  %r66 = fadd double %r, %bf
  %r67 = select i1 %low, double %r66, double %r
  %high = fcmp oge double %r67, %bf
  %q68 = fadd double %q65, 1.000000e+00
  %q69 = select i1 %high, double %q68, double %q65
  %r70 = fsub double %r67, %bf
  %r71 = select i1 %high, double %r70, double %r67
  %int = fadd double %r71, 0x4330000000000000
  %int72 = bitcast double %int to i64
  %int73 = sub i64 %int72, 4841369599423283200
  %signed = xor i64 %int73, %xs
  %signed74 = sub i64 %signed, %xs
  %add = add i64 %signed74, %dim
  %v75 = load i64, ptr %"%n_dim0", align 8
  %wge = icmp sge i64 %add, %v75
  %wsub = sub i64 %add, %v75
  %wrap76 = select i1 %wge, i64 %wsub, i64 %add
  store i64 %wrap76, ptr %sq0_m11_32, align 8
  %v77 = load i64, ptr %i, align 8
  %pos78 = mul i64 0, %dim14
  %pos79 = add i64 %pos78, %v77
  %v80 = load i64, ptr %sq0_m11_32, align 8
  %elp83 = getelementptr inbounds i64, ptr %buf82, i64 %pos79
  store i64 %v80, ptr %elp83, align 8, !alias.scope !8, !noalias !9
  %i84 = load i64, ptr %i, align 8
  %next = add i64 %i84, 1
  store i64 %next, ptr %i, align 8
  br label %loop

loop85:                                           ; preds = %ok110, %large_divisors
  %i88 = load i64, ptr %i, align 8
  %more89 = icmp slt i64 %i88, %min
  br i1 %more89, label %body86, label %exit87

body86:                                           ; preds = %loop85
  %v90 = load i64, ptr %i, align 8
  %pos91 = mul i64 0, %dim14
  %pos92 = add i64 %pos91, %v90
  %elp93 = getelementptr inbounds i64, ptr %buf, i64 %pos92
  %el94 = load i64, ptr %elp93, align 8, !alias.scope !0, !noalias !3
  %fldp95 = getelementptr inbounds { i64, i64 }, ptr %sq0_34, i32 0, i32 0
  store i64 %el94, ptr %fldp95, align 8
  %elp96 = getelementptr inbounds i64, ptr %buf32, i64 %pos92
  %el97 = load i64, ptr %elp96, align 8, !alias.scope !6, !noalias !7
  %fldp98 = getelementptr inbounds { i64, i64 }, ptr %sq0_34, i32 0, i32 1
  store i64 %el97, ptr %fldp98, align 8
  %fldp99 = getelementptr inbounds { i64, i64 }, ptr %sq0_34, i32 0, i32 0
  %fldp100 = getelementptr inbounds { i64, i64 }, ptr %sq0_34, i32 0, i32 0
  %fld101 = load i64, ptr %fldp100, align 8
  store i64 %fld101, ptr %tup_35.0, align 8
  %fldp102 = getelementptr inbounds { i64, i64 }, ptr %sq0_34, i32 0, i32 1
  %fldp103 = getelementptr inbounds { i64, i64 }, ptr %sq0_34, i32 0, i32 1
  %fld104 = load i64, ptr %fldp103, align 8
  store i64 %fld104, ptr %tup_35.1, align 8
  %v105 = load i64, ptr %tup_35.0, align 8
  %mul106 = mul i64 %v105, 1000003
  %v107 = load i64, ptr %"%n_dim0", align 8
  %nz108 = icmp ne i64 %v107, 0
  br i1 %nz108, label %ok110, label %fail109

exit87:                                           ; preds = %loop85
  br label %divisors_done

fail109:                                          ; preds = %body86
  %errp111 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp111, align 8
  %errp112 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp112, align 8
  %errp113 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul106, ptr %errp113, align 8
  %errp114 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v107, ptr %errp114, align 8
  ret i32 1

ok110:                                            ; preds = %body86
  %d_word115 = load i64, ptr %d_word, align 8
  %d_word116 = load i64, ptr %d_word5, align 8
  %d_word117 = load i64, ptr %d_word6, align 8
  %d_word118 = load i64, ptr %d_word7, align 8
  %d_word119 = load i64, ptr %d_word8, align 8
  %d_word120 = load i64, ptr %d_word9, align 8
  %d_word121 = load i64, ptr %d_word10, align 8
  %d_word122 = load i64, ptr %d_word11, align 8
  %d_word123 = load i64, ptr %d_word12, align 8
  %xs124 = ashr i64 %mul106, 63
  %xf125 = xor i64 %mul106, %xs124
  %ax126 = sub i64 %xf125, %xs124
  %lo = and i64 %d_word117, 4294967295
  %hi = lshr i64 %d_word117, 32
  %lo127 = and i64 %ax126, 4294967295
  %hi128 = lshr i64 %ax126, 32
  %ll = mul i64 %lo, %lo127
  %hl = mul i64 %hi, %lo127
  %lh = mul i64 %lo, %hi128
  %hh = mul i64 %hi, %hi128
  %hi129 = lshr i64 %ll, 32
  %lo130 = and i64 %hl, 4294967295
  %mid = add i64 %hi129, %lo130
  %lo131 = and i64 %lh, 4294967295
  %mid132 = add i64 %mid, %lo131
  %hi133 = lshr i64 %hl, 32
  %top = add i64 %hh, %hi133
  %hi134 = lshr i64 %lh, 32
  %top135 = add i64 %top, %hi134
  %hi136 = lshr i64 %mid132, 32
  %mulhi = add i64 %top135, %hi136
  %a_t = sub i64 %ax126, %mulhi
  %half = lshr i64 %a_t, %d_word118
  %sum = add i64 %mulhi, %half
  %q137 = lshr i64 %sum, %d_word119
  %s138 = xor i64 %xs124, %d_word116
  %qs = xor i64 %q137, %s138
  %q139 = sub i64 %qs, %s138
  %qd = mul i64 %q139, %v107
  %r140 = sub i64 %mul106, %qd
  %add141 = add i64 %r140, %dim
  %v142 = load i64, ptr %"%n_dim0", align 8
  %wge143 = icmp sge i64 %add141, %v142
  %wsub144 = sub i64 %add141, %v142
  %wrap145 = select i1 %wge143, i64 %wsub144, i64 %add141
  store i64 %wrap145, ptr %sq0_m11_32, align 8
  %v146 = load i64, ptr %i, align 8
  %pos147 = mul i64 0, %dim14
  %pos148 = add i64 %pos147, %v146
  %v149 = load i64, ptr %sq0_m11_32, align 8
  %elp150 = getelementptr inbounds i64, ptr %buf82, i64 %pos148
  store i64 %v149, ptr %elp150, align 8, !alias.scope !8, !noalias !9
  %i151 = load i64, ptr %i, align 8
  %next152 = add i64 %i151, 1
  store i64 %next152, ptr %i, align 8
  br label %loop85
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
!1 = !{!"fuselab.buf.15", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.16", !2}
!5 = !{!"fuselab.buf.18", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c11: sq0_m12
; ModuleID = 'pagerank_seq_c11'
source_filename = "pagerank_seq_c11"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 120
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %sq0_40 = alloca { i64, i64 }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 15
  %buf = load ptr, ptr %bufp, align 8
  %bufp15 = getelementptr inbounds ptr, ptr %0, i64 16
  %buf16 = load ptr, ptr %bufp15, align 8
  %tup_41.0 = alloca i64, align 8
  %tup_41.1 = alloca i64, align 8
  %sq0_m12_38 = alloca i64, align 8
  %bufp29 = getelementptr inbounds ptr, ptr %0, i64 19
  %buf30 = load ptr, ptr %bufp29, align 8
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
  store i64 11, ptr %errp2, align 8
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
  store i64 11, ptr %errp9, align 8
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
  %fldp = getelementptr inbounds { i64, i64 }, ptr %sq0_40, i32 0, i32 0
  store i64 %el, ptr %fldp, align 8
  %elp17 = getelementptr inbounds i64, ptr %buf16, i64 %pos14
  %el18 = load i64, ptr %elp17, align 8, !alias.scope !6, !noalias !7
  %fldp19 = getelementptr inbounds { i64, i64 }, ptr %sq0_40, i32 0, i32 1
  store i64 %el18, ptr %fldp19, align 8
  %fldp20 = getelementptr inbounds { i64, i64 }, ptr %sq0_40, i32 0, i32 0
  %fldp21 = getelementptr inbounds { i64, i64 }, ptr %sq0_40, i32 0, i32 0
  %fld = load i64, ptr %fldp21, align 8
  store i64 %fld, ptr %tup_41.0, align 8
  %fldp22 = getelementptr inbounds { i64, i64 }, ptr %sq0_40, i32 0, i32 1
  %fldp23 = getelementptr inbounds { i64, i64 }, ptr %sq0_40, i32 0, i32 1
  %fld24 = load i64, ptr %fldp23, align 8
  store i64 %fld24, ptr %tup_41.1, align 8
  store i64 1, ptr %sq0_m12_38, align 8
  %v25 = load i64, ptr %i, align 8
  %pos26 = mul i64 0, %dim
  %pos27 = add i64 %pos26, %v25
  %v28 = load i64, ptr %sq0_m12_38, align 8
  %elp31 = getelementptr inbounds i64, ptr %buf30, i64 %pos27
  store i64 %v28, ptr %elp31, align 8, !alias.scope !8, !noalias !9
  %i32 = load i64, ptr %i, align 8
  %next = add i64 %i32, 1
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
!1 = !{!"fuselab.buf.15", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.16", !2}
!5 = !{!"fuselab.buf.19", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c12: unit3
; ModuleID = 'pagerank_seq_c12'
source_filename = "pagerank_seq_c12"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %unit3_44 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 20
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %unit3_44, align 8
  %v = load i64, ptr %unit3_44, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  store i64 %v, ptr %elp, align 8, !alias.scope !0
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
!1 = !{!"fuselab.buf.20", !2}
!2 = !{!"fuselab.bufs"}

; cluster c13: ones
; ModuleID = 'pagerank_seq_c13'
source_filename = "pagerank_seq_c13"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 22
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_49 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 176
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 128
  %dim8 = load i64, ptr %dimp7, align 8
  %bufp16 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf17 = load ptr, ptr %bufp16, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 144
  %dim22 = load i64, ptr %dimp21, align 8
  %bufp32 = getelementptr inbounds ptr, ptr %0, i64 19
  %buf33 = load ptr, ptr %bufp32, align 8
  %ones_47 = alloca i64, align 8
  %bufp40 = getelementptr inbounds ptr, ptr %0, i64 23
  %buf41 = load ptr, ptr %bufp40, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_49, align 8
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
  store i64 13, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ok25, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %the_sq0_49, align 8
  %inb = icmp ult i64 %v, %dim8
  br i1 %inb, label %ok10, label %fail9

exit:                                             ; preds = %loop
  ret i32 0

fail9:                                            ; preds = %body5
  %errp11 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp14, align 8
  ret i32 1

ok10:                                             ; preds = %body5
  %pos = mul i64 0, %dim8
  %pos15 = add i64 %pos, %v
  %elp18 = getelementptr inbounds i64, ptr %buf17, i64 %pos15
  %el19 = load i64, ptr %elp18, align 8, !alias.scope !7, !noalias !8
  %v20 = load i64, ptr %i, align 8
  %add = add i64 %el19, %v20
  %inb23 = icmp ult i64 %add, %dim22
  br i1 %inb23, label %ok25, label %fail24

fail24:                                           ; preds = %ok10
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok10
  %pos30 = mul i64 0, %dim22
  %pos31 = add i64 %pos30, %add
  %elp34 = getelementptr inbounds i64, ptr %buf33, i64 %pos31
  %el35 = load i64, ptr %elp34, align 8, !alias.scope !9, !noalias !10
  store i64 %el35, ptr %ones_47, align 8
  %v36 = load i64, ptr %i, align 8
  %pos37 = mul i64 0, %dim
  %pos38 = add i64 %pos37, %v36
  %v39 = load i64, ptr %ones_47, align 8
  %elp42 = getelementptr inbounds i64, ptr %buf41, i64 %pos38
  store i64 %v39, ptr %elp42, align 8, !alias.scope !11, !noalias !12
  %i43 = load i64, ptr %i, align 8
  %next = add i64 %i43, 1
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
!1 = !{!"fuselab.buf.22", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.17", !2}
!5 = !{!"fuselab.buf.19", !2}
!6 = !{!"fuselab.buf.23", !2}
!7 = !{!4}
!8 = !{!5, !1, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !5, !1}

; cluster c14: ss
; ModuleID = 'pagerank_seq_c14'
source_filename = "pagerank_seq_c14"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 22
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_52 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 184
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 128
  %dim8 = load i64, ptr %dimp7, align 8
  %bufp16 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf17 = load ptr, ptr %bufp16, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 136
  %dim22 = load i64, ptr %dimp21, align 8
  %bufp32 = getelementptr inbounds ptr, ptr %0, i64 18
  %buf33 = load ptr, ptr %bufp32, align 8
  %ss_50 = alloca i64, align 8
  %bufp40 = getelementptr inbounds ptr, ptr %0, i64 24
  %buf41 = load ptr, ptr %bufp40, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_52, align 8
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
  store i64 14, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ok25, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %the_sq0_52, align 8
  %inb = icmp ult i64 %v, %dim8
  br i1 %inb, label %ok10, label %fail9

exit:                                             ; preds = %loop
  ret i32 0

fail9:                                            ; preds = %body5
  %errp11 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 14, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp14, align 8
  ret i32 1

ok10:                                             ; preds = %body5
  %pos = mul i64 0, %dim8
  %pos15 = add i64 %pos, %v
  %elp18 = getelementptr inbounds i64, ptr %buf17, i64 %pos15
  %el19 = load i64, ptr %elp18, align 8, !alias.scope !7, !noalias !8
  %v20 = load i64, ptr %i, align 8
  %add = add i64 %el19, %v20
  %inb23 = icmp ult i64 %add, %dim22
  br i1 %inb23, label %ok25, label %fail24

fail24:                                           ; preds = %ok10
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 14, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok10
  %pos30 = mul i64 0, %dim22
  %pos31 = add i64 %pos30, %add
  %elp34 = getelementptr inbounds i64, ptr %buf33, i64 %pos31
  %el35 = load i64, ptr %elp34, align 8, !alias.scope !9, !noalias !10
  store i64 %el35, ptr %ss_50, align 8
  %v36 = load i64, ptr %i, align 8
  %pos37 = mul i64 0, %dim
  %pos38 = add i64 %pos37, %v36
  %v39 = load i64, ptr %ss_50, align 8
  %elp42 = getelementptr inbounds i64, ptr %buf41, i64 %pos38
  store i64 %v39, ptr %elp42, align 8, !alias.scope !11, !noalias !12
  %i43 = load i64, ptr %i, align 8
  %next = add i64 %i43, 1
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
!1 = !{!"fuselab.buf.22", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.17", !2}
!5 = !{!"fuselab.buf.18", !2}
!6 = !{!"fuselab.buf.24", !2}
!7 = !{!4}
!8 = !{!5, !1, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !5, !1}

; cluster c15: permute
; ModuleID = 'pagerank_seq_c15'
source_filename = "pagerank_seq_c15"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 160
  %dim = load i64, ptr %dimp, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 25
  %buf = load ptr, ptr %bufp, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 21
  %buf2 = load ptr, ptr %bufp1, align 8
  %dimp3 = getelementptr inbounds i64, ptr %1, i64 176
  %dim4 = load i64, ptr %dimp3, align 8
  %i = alloca i64, align 8
  %dimp20 = getelementptr inbounds i64, ptr %1, i64 184
  %dim21 = load i64, ptr %dimp20, align 8
  %bufp28 = getelementptr inbounds ptr, ptr %0, i64 23
  %buf29 = load ptr, ptr %bufp28, align 8
  %ones_56 = alloca i64, align 8
  %bufp33 = getelementptr inbounds ptr, ptr %0, i64 24
  %buf34 = load ptr, ptr %bufp33, align 8
  %new_53 = alloca i64, align 8
  %old_54 = alloca i64, align 8
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
  store i64 15, ptr %errp6, align 8
  %errp7 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim4, ptr %errp7, align 8
  %errp8 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim4, ptr %errp8, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v9 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %v9 to i128
  %step = sub i128 %at_next, %base
  %step10 = trunc i128 %step to i64
  %step11 = sext i64 %step10 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span12 = sext i64 %span to i128
  %reach = mul i128 %step11, %span12
  %c13 = icmp slt i128 %reach, 0
  %min14 = select i1 %c13, i128 %reach, i128 0
  %c15 = icmp sgt i128 %reach, 0
  %max16 = select i1 %c15, i128 %reach, i128 0
  %least = add i128 %base, %min14
  %most = add i128 %base, %max16
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits17 = and i1 %fits_low, %fits_high
  %least18 = select i1 %fits17, i128 %least, i128 -9223372036854775808
  %most19 = select i1 %fits17, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim21 to i128
  %low_ok = icmp sge i128 %least18, 0
  %high_ok = icmp slt i128 %most19, %extent
  %ok22 = and i1 true, %low_ok
  %ok23 = and i1 %ok22, %high_ok
  br i1 %ok23, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop53

versions_done:                                    ; preds = %exit55, %exit
  ret i32 0

loop:                                             ; preds = %ignored, %proved
  %i25 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i25, %min
  br i1 %more, label %body24, label %exit

body24:                                           ; preds = %loop
  %v26 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim4
  %pos27 = add i64 %pos, %v26
  %elp = getelementptr inbounds i64, ptr %buf29, i64 %pos27
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %ones_56, align 8
  %v30 = load i64, ptr %i, align 8
  %pos31 = mul i64 0, %dim21
  %pos32 = add i64 %pos31, %v30
  %elp35 = getelementptr inbounds i64, ptr %buf34, i64 %pos32
  %el36 = load i64, ptr %elp35, align 8, !alias.scope !6, !noalias !7
  %inb = icmp ult i64 %el36, %dim
  br i1 %inb, label %ok38, label %fail37

exit:                                             ; preds = %loop
  br label %versions_done

ignored:                                          ; preds = %ok38
  %i51 = load i64, ptr %i, align 8
  %next52 = add i64 %i51, 1
  store i64 %next52, ptr %i, align 8
  br label %loop

fail37:                                           ; preds = %body24
  %errp39 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el36, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp42, align 8
  ret i32 1

ok38:                                             ; preds = %body24
  %pos43 = mul i64 0, %dim
  %pos44 = add i64 %pos43, %el36
  %v45 = load i64, ptr %ones_56, align 8
  store i64 %v45, ptr %new_53, align 8
  %elp46 = getelementptr inbounds i64, ptr %buf, i64 %pos44
  %el47 = load i64, ptr %elp46, align 8, !alias.scope !8, !noalias !9
  store i64 %el47, ptr %old_54, align 8
  %v48 = load i64, ptr %new_53, align 8
  %v49 = load i64, ptr %old_54, align 8
  %add = add i64 %v48, %v49
  %elp50 = getelementptr inbounds i64, ptr %buf, i64 %pos44
  store i64 %add, ptr %elp50, align 8, !alias.scope !8, !noalias !9
  br label %ignored

loop53:                                           ; preds = %ignored63, %checked
  %i56 = load i64, ptr %i, align 8
  %more57 = icmp slt i64 %i56, %min
  br i1 %more57, label %body54, label %exit55

body54:                                           ; preds = %loop53
  %v58 = load i64, ptr %i, align 8
  %pos59 = mul i64 0, %dim4
  %pos60 = add i64 %pos59, %v58
  %elp61 = getelementptr inbounds i64, ptr %buf29, i64 %pos60
  %el62 = load i64, ptr %elp61, align 8, !alias.scope !0, !noalias !3
  store i64 %el62, ptr %ones_56, align 8
  %v64 = load i64, ptr %i, align 8
  %inb65 = icmp ult i64 %v64, %dim21
  br i1 %inb65, label %ok67, label %fail66

exit55:                                           ; preds = %loop53
  br label %versions_done

ignored63:                                        ; preds = %ok78
  %i92 = load i64, ptr %i, align 8
  %next93 = add i64 %i92, 1
  store i64 %next93, ptr %i, align 8
  br label %loop53

fail66:                                           ; preds = %body54
  %errp68 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp68, align 8
  %errp69 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp69, align 8
  %errp70 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v64, ptr %errp70, align 8
  %errp71 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim21, ptr %errp71, align 8
  ret i32 1

ok67:                                             ; preds = %body54
  %pos72 = mul i64 0, %dim21
  %pos73 = add i64 %pos72, %v64
  %elp74 = getelementptr inbounds i64, ptr %buf34, i64 %pos73
  %el75 = load i64, ptr %elp74, align 8, !alias.scope !6, !noalias !7
  %inb76 = icmp ult i64 %el75, %dim
  br i1 %inb76, label %ok78, label %fail77

fail77:                                           ; preds = %ok67
  %errp79 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp80, align 8
  %errp81 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el75, ptr %errp81, align 8
  %errp82 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp82, align 8
  ret i32 1

ok78:                                             ; preds = %ok67
  %pos83 = mul i64 0, %dim
  %pos84 = add i64 %pos83, %el75
  %v85 = load i64, ptr %ones_56, align 8
  store i64 %v85, ptr %new_53, align 8
  %elp86 = getelementptr inbounds i64, ptr %buf, i64 %pos84
  %el87 = load i64, ptr %elp86, align 8, !alias.scope !8, !noalias !9
  store i64 %el87, ptr %old_54, align 8
  %v88 = load i64, ptr %new_53, align 8
  %v89 = load i64, ptr %old_54, align 8
  %add90 = add i64 %v88, %v89
  %elp91 = getelementptr inbounds i64, ptr %buf, i64 %pos84
  store i64 %add90, ptr %elp91, align 8, !alias.scope !8, !noalias !9
  br label %ignored63
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_scatter(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 176
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 184
  %dim17 = load i64, ptr %dimp16, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 23
  %buf = load ptr, ptr %bufp, align 8
  %ones_56 = alloca i64, align 8
  %bufp27 = getelementptr inbounds ptr, ptr %0, i64 24
  %buf28 = load ptr, ptr %bufp27, align 8
  %dimp31 = getelementptr inbounds i64, ptr %1, i64 160
  %dim32 = load i64, ptr %dimp31, align 8
  %bufp42 = getelementptr inbounds ptr, ptr %0, i64 25
  %buf43 = load ptr, ptr %bufp42, align 8
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
  store i64 15, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v5 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %v5 to i128
  %step = sub i128 %at_next, %base
  %step6 = trunc i128 %step to i64
  %step7 = sext i64 %step6 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span8 = sext i64 %span to i128
  %reach = mul i128 %step7, %span8
  %c9 = icmp slt i128 %reach, 0
  %min10 = select i1 %c9, i128 %reach, i128 0
  %c11 = icmp sgt i128 %reach, 0
  %max12 = select i1 %c11, i128 %reach, i128 0
  %least = add i128 %base, %min10
  %most = add i128 %base, %max12
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits13 = and i1 %fits_low, %fits_high
  %least14 = select i1 %fits13, i128 %least, i128 -9223372036854775808
  %most15 = select i1 %fits13, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim17 to i128
  %low_ok = icmp sge i128 %least14, 0
  %high_ok = icmp slt i128 %most15, %extent
  %ok18 = and i1 true, %low_ok
  %ok19 = and i1 %ok18, %high_ok
  br i1 %ok19, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop47

versions_done:                                    ; preds = %exit49, %exit
  ret i32 0

loop:                                             ; preds = %ignored, %proved
  %i21 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i21, %min
  br i1 %more, label %body20, label %exit

body20:                                           ; preds = %loop
  %v22 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos23 = add i64 %pos, %v22
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos23
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !6
  store i64 %el, ptr %ones_56, align 8
  %v24 = load i64, ptr %i, align 8
  %pos25 = mul i64 0, %dim17
  %pos26 = add i64 %pos25, %v24
  %elp29 = getelementptr inbounds i64, ptr %buf28, i64 %pos26
  %el30 = load i64, ptr %elp29, align 8, !alias.scope !6, !noalias !0
  %inb = icmp ult i64 %el30, %dim32
  br i1 %inb, label %ok34, label %fail33

exit:                                             ; preds = %loop
  br label %versions_done

ignored:                                          ; preds = %ok34
  %i45 = load i64, ptr %i, align 8
  %next46 = add i64 %i45, 1
  store i64 %next46, ptr %i, align 8
  br label %loop

fail33:                                           ; preds = %body20
  %errp35 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp36, align 8
  %errp37 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el30, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim32, ptr %errp38, align 8
  ret i32 1

ok34:                                             ; preds = %body20
  %pos39 = mul i64 0, %dim32
  %pos40 = add i64 %pos39, %el30
  %v41 = load i64, ptr %ones_56, align 8
  %elp44 = getelementptr inbounds i64, ptr %buf43, i64 %pos40
  %7 = atomicrmw add ptr %elp44, i64 %v41 monotonic, align 8
  br label %ignored

loop47:                                           ; preds = %ignored57, %checked
  %i50 = load i64, ptr %i, align 8
  %more51 = icmp slt i64 %i50, %min
  br i1 %more51, label %body48, label %exit49

body48:                                           ; preds = %loop47
  %v52 = load i64, ptr %i, align 8
  %pos53 = mul i64 0, %dim
  %pos54 = add i64 %pos53, %v52
  %elp55 = getelementptr inbounds i64, ptr %buf, i64 %pos54
  %el56 = load i64, ptr %elp55, align 8, !alias.scope !0, !noalias !6
  store i64 %el56, ptr %ones_56, align 8
  %v58 = load i64, ptr %i, align 8
  %inb59 = icmp ult i64 %v58, %dim17
  br i1 %inb59, label %ok61, label %fail60

exit49:                                           ; preds = %loop47
  br label %versions_done

ignored57:                                        ; preds = %ok72
  %i81 = load i64, ptr %i, align 8
  %next82 = add i64 %i81, 1
  store i64 %next82, ptr %i, align 8
  br label %loop47

fail60:                                           ; preds = %body48
  %errp62 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp63, align 8
  %errp64 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v58, ptr %errp64, align 8
  %errp65 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp65, align 8
  ret i32 1

ok61:                                             ; preds = %body48
  %pos66 = mul i64 0, %dim17
  %pos67 = add i64 %pos66, %v58
  %elp68 = getelementptr inbounds i64, ptr %buf28, i64 %pos67
  %el69 = load i64, ptr %elp68, align 8, !alias.scope !6, !noalias !0
  %inb70 = icmp ult i64 %el69, %dim32
  br i1 %inb70, label %ok72, label %fail71

fail71:                                           ; preds = %ok61
  %errp73 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp73, align 8
  %errp74 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp74, align 8
  %errp75 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el69, ptr %errp75, align 8
  %errp76 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim32, ptr %errp76, align 8
  ret i32 1

ok72:                                             ; preds = %ok61
  %pos77 = mul i64 0, %dim32
  %pos78 = add i64 %pos77, %el69
  %v79 = load i64, ptr %ones_56, align 8
  %elp80 = getelementptr inbounds i64, ptr %buf43, i64 %pos78
  %8 = atomicrmw add ptr %elp80, i64 %v79 monotonic, align 8
  br label %ignored57
}

define i32 @nest_private(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 176
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 184
  %dim17 = load i64, ptr %dimp16, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 23
  %buf = load ptr, ptr %bufp, align 8
  %ones_56 = alloca i64, align 8
  %bufp27 = getelementptr inbounds ptr, ptr %0, i64 24
  %buf28 = load ptr, ptr %bufp27, align 8
  %dimp31 = getelementptr inbounds i64, ptr %1, i64 160
  %dim32 = load i64, ptr %dimp31, align 8
  %new_53 = alloca i64, align 8
  %bufp42 = getelementptr inbounds ptr, ptr %0, i64 25
  %buf43 = load ptr, ptr %bufp42, align 8
  %old_54 = alloca i64, align 8
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
  store i64 15, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v5 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %v5 to i128
  %step = sub i128 %at_next, %base
  %step6 = trunc i128 %step to i64
  %step7 = sext i64 %step6 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span8 = sext i64 %span to i128
  %reach = mul i128 %step7, %span8
  %c9 = icmp slt i128 %reach, 0
  %min10 = select i1 %c9, i128 %reach, i128 0
  %c11 = icmp sgt i128 %reach, 0
  %max12 = select i1 %c11, i128 %reach, i128 0
  %least = add i128 %base, %min10
  %most = add i128 %base, %max12
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits13 = and i1 %fits_low, %fits_high
  %least14 = select i1 %fits13, i128 %least, i128 -9223372036854775808
  %most15 = select i1 %fits13, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim17 to i128
  %low_ok = icmp sge i128 %least14, 0
  %high_ok = icmp slt i128 %most15, %extent
  %ok18 = and i1 true, %low_ok
  %ok19 = and i1 %ok18, %high_ok
  br i1 %ok19, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop51

versions_done:                                    ; preds = %exit53, %exit
  ret i32 0

loop:                                             ; preds = %ignored, %proved
  %i21 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i21, %min
  br i1 %more, label %body20, label %exit

body20:                                           ; preds = %loop
  %v22 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos23 = add i64 %pos, %v22
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos23
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %ones_56, align 8
  %v24 = load i64, ptr %i, align 8
  %pos25 = mul i64 0, %dim17
  %pos26 = add i64 %pos25, %v24
  %elp29 = getelementptr inbounds i64, ptr %buf28, i64 %pos26
  %el30 = load i64, ptr %elp29, align 8, !alias.scope !6, !noalias !7
  %inb = icmp ult i64 %el30, %dim32
  br i1 %inb, label %ok34, label %fail33

exit:                                             ; preds = %loop
  br label %versions_done

ignored:                                          ; preds = %ok34
  %i49 = load i64, ptr %i, align 8
  %next50 = add i64 %i49, 1
  store i64 %next50, ptr %i, align 8
  br label %loop

fail33:                                           ; preds = %body20
  %errp35 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp36, align 8
  %errp37 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el30, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim32, ptr %errp38, align 8
  ret i32 1

ok34:                                             ; preds = %body20
  %pos39 = mul i64 0, %dim32
  %pos40 = add i64 %pos39, %el30
  %v41 = load i64, ptr %ones_56, align 8
  store i64 %v41, ptr %new_53, align 8
  %elp44 = getelementptr inbounds i64, ptr %buf43, i64 %pos40
  %el45 = load i64, ptr %elp44, align 8, !alias.scope !8, !noalias !9
  store i64 %el45, ptr %old_54, align 8
  %v46 = load i64, ptr %new_53, align 8
  %v47 = load i64, ptr %old_54, align 8
  %add = add i64 %v46, %v47
  %elp48 = getelementptr inbounds i64, ptr %buf43, i64 %pos40
  store i64 %add, ptr %elp48, align 8, !alias.scope !8, !noalias !9
  br label %ignored

loop51:                                           ; preds = %ignored61, %checked
  %i54 = load i64, ptr %i, align 8
  %more55 = icmp slt i64 %i54, %min
  br i1 %more55, label %body52, label %exit53

body52:                                           ; preds = %loop51
  %v56 = load i64, ptr %i, align 8
  %pos57 = mul i64 0, %dim
  %pos58 = add i64 %pos57, %v56
  %elp59 = getelementptr inbounds i64, ptr %buf, i64 %pos58
  %el60 = load i64, ptr %elp59, align 8, !alias.scope !0, !noalias !3
  store i64 %el60, ptr %ones_56, align 8
  %v62 = load i64, ptr %i, align 8
  %inb63 = icmp ult i64 %v62, %dim17
  br i1 %inb63, label %ok65, label %fail64

exit53:                                           ; preds = %loop51
  br label %versions_done

ignored61:                                        ; preds = %ok76
  %i90 = load i64, ptr %i, align 8
  %next91 = add i64 %i90, 1
  store i64 %next91, ptr %i, align 8
  br label %loop51

fail64:                                           ; preds = %body52
  %errp66 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp66, align 8
  %errp67 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp67, align 8
  %errp68 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v62, ptr %errp68, align 8
  %errp69 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp69, align 8
  ret i32 1

ok65:                                             ; preds = %body52
  %pos70 = mul i64 0, %dim17
  %pos71 = add i64 %pos70, %v62
  %elp72 = getelementptr inbounds i64, ptr %buf28, i64 %pos71
  %el73 = load i64, ptr %elp72, align 8, !alias.scope !6, !noalias !7
  %inb74 = icmp ult i64 %el73, %dim32
  br i1 %inb74, label %ok76, label %fail75

fail75:                                           ; preds = %ok65
  %errp77 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp77, align 8
  %errp78 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp78, align 8
  %errp79 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el73, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim32, ptr %errp80, align 8
  ret i32 1

ok76:                                             ; preds = %ok65
  %pos81 = mul i64 0, %dim32
  %pos82 = add i64 %pos81, %el73
  %v83 = load i64, ptr %ones_56, align 8
  store i64 %v83, ptr %new_53, align 8
  %elp84 = getelementptr inbounds i64, ptr %buf43, i64 %pos82
  %el85 = load i64, ptr %elp84, align 8, !alias.scope !8, !noalias !9
  store i64 %el85, ptr %old_54, align 8
  %v86 = load i64, ptr %new_53, align 8
  %v87 = load i64, ptr %old_54, align 8
  %add88 = add i64 %v86, %v87
  %elp89 = getelementptr inbounds i64, ptr %buf43, i64 %pos82
  store i64 %add88, ptr %elp89, align 8, !alias.scope !8, !noalias !9
  br label %ignored61
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.23", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.24", !2}
!5 = !{!"fuselab.buf.25", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c16: unit4
; ModuleID = 'pagerank_seq_c16'
source_filename = "pagerank_seq_c16"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 22
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_58 = alloca i64, align 8
  %unit4_57 = alloca i64, align 8
  %bufp2 = getelementptr inbounds ptr, ptr %0, i64 26
  %buf3 = load ptr, ptr %bufp2, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_58, align 8
  %v = load i64, ptr %the_sq0_58, align 8
  %add = add i64 %v, 1
  store i64 %add, ptr %unit4_57, align 8
  %v1 = load i64, ptr %unit4_57, align 8
  %elp4 = getelementptr inbounds i64, ptr %buf3, i64 0
  store i64 %v1, ptr %elp4, align 8, !alias.scope !3, !noalias !0
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
!1 = !{!"fuselab.buf.22", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.26", !2}

; cluster c18: unit5
; ModuleID = 'pagerank_seq_c18'
source_filename = "pagerank_seq_c18"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 12
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_60 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 13
  %buf2 = load ptr, ptr %bufp1, align 8
  %the_sq0_61 = alloca i64, align 8
  %unit5_59 = alloca i64, align 8
  %bufp7 = getelementptr inbounds ptr, ptr %0, i64 29
  %buf8 = load ptr, ptr %bufp7, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_60, align 8
  %elp3 = getelementptr inbounds i64, ptr %buf2, i64 0
  %el4 = load i64, ptr %elp3, align 8, !alias.scope !6, !noalias !7
  store i64 %el4, ptr %the_sq0_61, align 8
  %v = load i64, ptr %the_sq0_60, align 8
  %v5 = load i64, ptr %the_sq0_61, align 8
  %add = add i64 %v, %v5
  store i64 %add, ptr %unit5_59, align 8
  %v6 = load i64, ptr %unit5_59, align 8
  %elp9 = getelementptr inbounds i64, ptr %buf8, i64 0
  store i64 %v6, ptr %elp9, align 8, !alias.scope !8, !noalias !9
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
!1 = !{!"fuselab.buf.12", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.13", !2}
!5 = !{!"fuselab.buf.29", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c20: degf
; ModuleID = 'pagerank_seq_c20'
source_filename = "pagerank_seq_c20"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 240
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 31
  %buf = load ptr, ptr %bufp, align 8
  %loop2_64 = alloca i64, align 8
  %degf_62 = alloca double, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 33
  %buf22 = load ptr, ptr %bufp21, align 8
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
  store i64 20, ptr %errp2, align 8
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
  store i64 20, ptr %errp9, align 8
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
  store i64 %el, ptr %loop2_64, align 8
  %v15 = load i64, ptr %loop2_64, align 8
  %c16 = icmp sgt i64 %v15, 1
  %mm = select i1 %c16, i64 %v15, i64 1
  %cv = sitofp i64 %mm to double
  store double %cv, ptr %degf_62, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim
  %pos19 = add i64 %pos18, %v17
  %v20 = load double, ptr %degf_62, align 8
  %elp23 = getelementptr inbounds double, ptr %buf22, i64 %pos19
  store double %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %i24 = load i64, ptr %i, align 8
  %next = add i64 %i24, 1
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
!1 = !{!"fuselab.buf.31", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.33", !2}

; cluster c21: w0
; ModuleID = 'pagerank_seq_c21'
source_filename = "pagerank_seq_c21"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 24
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %r0_67 = alloca double, align 8
  %w0_65 = alloca double, align 8
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 34
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
  store i64 21, ptr %errp2, align 8
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
  store i64 21, ptr %errp9, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos14
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %r0_67, align 8
  %v15 = load double, ptr %r0_67, align 8
  %call = call double @llvm.fabs.f64(double %v15)
  %fa = fadd double %call, 1.000000e-03
  store double %fa, ptr %w0_65, align 8
  %v16 = load i64, ptr %i, align 8
  %pos17 = mul i64 0, %dim
  %pos18 = add i64 %pos17, %v16
  %v19 = load double, ptr %w0_65, align 8
  %elp22 = getelementptr inbounds double, ptr %buf21, i64 %pos18
  store double %v19, ptr %elp22, align 8, !alias.scope !3, !noalias !0
  %i23 = load i64, ptr %i, align 8
  %next = add i64 %i23, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #3

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.3", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.34", !2}

; cluster c22: tot
; ModuleID = 'pagerank_seq_c22'
source_filename = "pagerank_seq_c22"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_tot_68 = alloca double, align 8
  %w0_72 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load double, ptr %pa, align 8
  %b = load double, ptr %pb, align 8
  store double %a, ptr %acc_tot_68, align 8
  store double %b, ptr %w0_72, align 8
  %v = load double, ptr %acc_tot_68, align 8
  %v1 = load double, ptr %w0_72, align 8
  %fa = fadd double %v, %v1
  store double %fa, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot_68 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 264
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 34
  %buf = load ptr, ptr %bufp, align 8
  %w0_72 = alloca double, align 8
  %bufp12 = getelementptr inbounds ptr, ptr %0, i64 35
  %buf13 = load ptr, ptr %bufp12, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_tot_68, align 8
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
  store i64 22, ptr %errp2, align 8
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
  store double %el, ptr %w0_72, align 8
  %v8 = load double, ptr %acc_tot_68, align 8
  %v9 = load double, ptr %w0_72, align 8
  %fa = fadd reassoc double %v8, %v9
  store double %fa, ptr %acc_tot_68, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %v11 = load double, ptr %acc_tot_68, align 8
  %elp14 = getelementptr inbounds double, ptr %buf13, i64 0
  store double %v11, ptr %elp14, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_part(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot_68 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 264
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 34
  %buf = load ptr, ptr %bufp, align 8
  %w0_72 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_tot_68, align 8
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
  store i64 22, ptr %errp2, align 8
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
  store double %el, ptr %w0_72, align 8
  %v8 = load double, ptr %acc_tot_68, align 8
  %v9 = load double, ptr %w0_72, align 8
  %fa = fadd reassoc double %v8, %v9
  store double %fa, ptr %acc_tot_68, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %acc_tot_68, align 8
  store double %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_part_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot_68 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 264
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 34
  %buf = load ptr, ptr %bufp, align 8
  %w0_72 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_tot_68, align 8
  store double -0.000000e+00, ptr %acc_tot_68, align 8
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
  store i64 22, ptr %errp2, align 8
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
  store double %el, ptr %w0_72, align 8
  %v8 = load double, ptr %acc_tot_68, align 8
  %v9 = load double, ptr %w0_72, align 8
  %fa = fadd reassoc double %v8, %v9
  store double %fa, ptr %acc_tot_68, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %acc_tot_68, align 8
  store double %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot_68 = alloca double, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 35
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_tot_68, align 8
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %part, align 8
  store double %acc, ptr %acc_tot_68, align 8
  %v = load double, ptr %acc_tot_68, align 8
  %elp = getelementptr inbounds double, ptr %buf, i64 0
  store double %v, ptr %elp, align 8, !alias.scope !3
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.34", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.35", !2}

; cluster c23: rank0
; ModuleID = 'pagerank_seq_c23'
source_filename = "pagerank_seq_c23"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 35
  %buf = load ptr, ptr %bufp, align 8
  %the_tot_76 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 264
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp15 = getelementptr inbounds ptr, ptr %0, i64 34
  %buf16 = load ptr, ptr %bufp15, align 8
  %w0_75 = alloca double, align 8
  %rank0_73 = alloca double, align 8
  %bufp25 = getelementptr inbounds ptr, ptr %0, i64 36
  %buf26 = load ptr, ptr %bufp25, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds double, ptr %buf, i64 0
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %the_tot_76, align 8
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
  store i64 23, ptr %errp2, align 8
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
  store i64 23, ptr %errp9, align 8
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
  %elp17 = getelementptr inbounds double, ptr %buf16, i64 %pos14
  %el18 = load double, ptr %elp17, align 8, !alias.scope !6, !noalias !7
  store double %el18, ptr %w0_75, align 8
  %v19 = load double, ptr %w0_75, align 8
  %v20 = load double, ptr %the_tot_76, align 8
  %fd = fdiv double %v19, %v20
  store double %fd, ptr %rank0_73, align 8
  %v21 = load i64, ptr %i, align 8
  %pos22 = mul i64 0, %dim
  %pos23 = add i64 %pos22, %v21
  %v24 = load double, ptr %rank0_73, align 8
  %elp27 = getelementptr inbounds double, ptr %buf26, i64 %pos23
  store double %v24, ptr %elp27, align 8, !alias.scope !8, !noalias !9
  %i28 = load i64, ptr %i, align 8
  %next = add i64 %i28, 1
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
!1 = !{!"fuselab.buf.35", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.34", !2}
!5 = !{!"fuselab.buf.36", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c24: zs
; ModuleID = 'pagerank_seq_c24'
source_filename = "pagerank_seq_c24"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %zs_77 = alloca double, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 37
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
  store i64 24, ptr %errp2, align 8
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
  store double 0.000000e+00, ptr %zs_77, align 8
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %v8 = load double, ptr %zs_77, align 8
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos7
  store double %v8, ptr %elp, align 8, !alias.scope !0
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
!1 = !{!"fuselab.buf.37", !2}
!2 = !{!"fuselab.bufs"}

; cluster c25: c1
; ModuleID = 'pagerank_seq_c25'
source_filename = "pagerank_seq_c25"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 280
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 256
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 36
  %buf = load ptr, ptr %bufp, align 8
  %rank0_81 = alloca double, align 8
  %bufp27 = getelementptr inbounds ptr, ptr %0, i64 33
  %buf28 = load ptr, ptr %bufp27, align 8
  %degf_82 = alloca double, align 8
  %c1_79 = alloca double, align 8
  %bufp37 = getelementptr inbounds ptr, ptr %0, i64 38
  %buf38 = load ptr, ptr %bufp37, align 8
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
  store i64 25, ptr %errp2, align 8
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
  store i64 25, ptr %errp11, align 8
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
  store i64 25, ptr %errp18, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos23
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %rank0_81, align 8
  %v24 = load i64, ptr %i, align 8
  %pos25 = mul i64 0, %dim6
  %pos26 = add i64 %pos25, %v24
  %elp29 = getelementptr inbounds double, ptr %buf28, i64 %pos26
  %el30 = load double, ptr %elp29, align 8, !alias.scope !6, !noalias !7
  store double %el30, ptr %degf_82, align 8
  %v31 = load double, ptr %rank0_81, align 8
  %v32 = load double, ptr %degf_82, align 8
  %fd = fdiv double %v31, %v32
  store double %fd, ptr %c1_79, align 8
  %v33 = load i64, ptr %i, align 8
  %pos34 = mul i64 0, %dim
  %pos35 = add i64 %pos34, %v33
  %v36 = load double, ptr %c1_79, align 8
  %elp39 = getelementptr inbounds double, ptr %buf38, i64 %pos35
  store double %v36, ptr %elp39, align 8, !alias.scope !8, !noalias !9
  %i40 = load i64, ptr %i, align 8
  %next = add i64 %i40, 1
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
!1 = !{!"fuselab.buf.36", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.33", !2}
!5 = !{!"fuselab.buf.38", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c26: sq0_len19
; ModuleID = 'pagerank_seq_c26'
source_filename = "pagerank_seq_c26"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %sq0_len19_83 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 39
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 %dim, ptr %sq0_len19_83, align 8
  %v = load i64, ptr %sq0_len19_83, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  store i64 %v, ptr %elp, align 8, !alias.scope !0
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
!1 = !{!"fuselab.buf.39", !2}
!2 = !{!"fuselab.bufs"}

; cluster c27: generate2
; ModuleID = 'pagerank_seq_c27'
source_filename = "pagerank_seq_c27"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp18 = getelementptr inbounds i64, ptr %1, i64 17
  %dim19 = load i64, ptr %dimp18, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %generate2_84 = alloca i64, align 8
  %bufp34 = getelementptr inbounds ptr, ptr %0, i64 40
  %buf35 = load ptr, ptr %bufp34, align 8
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
  store i64 27, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v5 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %v5 to i128
  %step = sub i128 %at_next, %base
  %step6 = trunc i128 %step to i64
  %step7 = sext i64 %step6 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span8 = sext i64 %span to i128
  %reach = mul i128 %step7, %span8
  %c9 = icmp slt i128 %reach, 0
  %min10 = select i1 %c9, i128 %reach, i128 0
  %c11 = icmp sgt i128 %reach, 0
  %max12 = select i1 %c11, i128 %reach, i128 0
  %least = add i128 %base, %min10
  %most = add i128 %base, %max12
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits13 = and i1 %fits_low, %fits_high
  %least14 = select i1 %fits13, i128 %least, i128 -9223372036854775808
  %most15 = select i1 %fits13, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least14, 0
  %high_ok = icmp slt i128 %most15, %extent
  %ok16 = and i1 true, %low_ok
  %ok17 = and i1 %ok16, %high_ok
  %extent20 = sext i64 %dim19 to i128
  %high_ok21 = icmp slt i128 0, %extent20
  %ok22 = and i1 %ok17, true
  %ok23 = and i1 %ok22, %high_ok21
  br i1 %ok23, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop39

versions_done:                                    ; preds = %exit41, %exit
  ret i32 0

loop:                                             ; preds = %body24, %proved
  %i25 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i25, %min
  br i1 %more, label %body24, label %exit

body24:                                           ; preds = %loop
  %v26 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos27 = add i64 %pos, %v26
  %pos28 = mul i64 %pos27, %dim19
  %pos29 = add i64 %pos28, 0
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos29
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %generate2_84, align 8
  %v30 = load i64, ptr %i, align 8
  %pos31 = mul i64 0, %dim
  %pos32 = add i64 %pos31, %v30
  %v33 = load i64, ptr %generate2_84, align 8
  %elp36 = getelementptr inbounds i64, ptr %buf35, i64 %pos32
  store i64 %v33, ptr %elp36, align 8, !alias.scope !3, !noalias !0
  %i37 = load i64, ptr %i, align 8
  %next38 = add i64 %i37, 1
  store i64 %next38, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop39:                                           ; preds = %ok55, %checked
  %i42 = load i64, ptr %i, align 8
  %more43 = icmp slt i64 %i42, %min
  br i1 %more43, label %body40, label %exit41

body40:                                           ; preds = %loop39
  %v44 = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v44, %dim
  br i1 %inb, label %ok46, label %fail45

exit41:                                           ; preds = %loop39
  br label %versions_done

fail45:                                           ; preds = %body40
  %errp47 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 27, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v44, ptr %errp49, align 8
  %errp50 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp50, align 8
  ret i32 1

ok46:                                             ; preds = %body40
  %pos51 = mul i64 0, %dim
  %pos52 = add i64 %pos51, %v44
  %inb53 = icmp ult i64 0, %dim19
  br i1 %inb53, label %ok55, label %fail54

fail54:                                           ; preds = %ok46
  %errp56 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 27, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp58, align 8
  %errp59 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim19, ptr %errp59, align 8
  ret i32 1

ok55:                                             ; preds = %ok46
  %pos60 = mul i64 %pos52, %dim19
  %pos61 = add i64 %pos60, 0
  %elp62 = getelementptr inbounds i64, ptr %buf, i64 %pos61
  %el63 = load i64, ptr %elp62, align 8, !alias.scope !0, !noalias !3
  store i64 %el63, ptr %generate2_84, align 8
  %v64 = load i64, ptr %i, align 8
  %pos65 = mul i64 0, %dim
  %pos66 = add i64 %pos65, %v64
  %v67 = load i64, ptr %generate2_84, align 8
  %elp68 = getelementptr inbounds i64, ptr %buf35, i64 %pos66
  store i64 %v67, ptr %elp68, align 8, !alias.scope !3, !noalias !0
  %i69 = load i64, ptr %i, align 8
  %next70 = add i64 %i69, 1
  store i64 %next70, ptr %i, align 8
  br label %loop39
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
!3 = !{!4}
!4 = !{!"fuselab.buf.40", !2}

; cluster c28: sq0_offsets23
; ModuleID = 'pagerank_seq_c28'
source_filename = "pagerank_seq_c28"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_sq0_offsets23_86 = alloca i64, align 8
  %generate2_91 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_sq0_offsets23_86, align 8
  store i64 %b, ptr %generate2_91, align 8
  %v = load i64, ptr %acc_sq0_offsets23_86, align 8
  %v1 = load i64, ptr %generate2_91, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets23_86 = alloca i64, align 8
  %started_87 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 312
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 320
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 40
  %buf = load ptr, ptr %bufp, align 8
  %generate2_91 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 41
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets23_86, align 8
  store i1 false, ptr %started_87, align 1
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
  store i64 28, ptr %errp2, align 8
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
  store i64 28, ptr %errp11, align 8
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
  store i64 %el, ptr %generate2_91, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_sq0_offsets23_86, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_sq0_offsets23_86, align 8
  %v25 = load i64, ptr %generate2_91, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_sq0_offsets23_86, align 8
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
  store i64 28, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp32, align 8
  ret i32 1

ok28:                                             ; preds = %exit
  %pos33 = mul i64 0, %dim6
  %pos34 = add i64 %pos33, %dim
  %v35 = load i64, ptr %acc_sq0_offsets23_86, align 8
  %elp36 = getelementptr inbounds i64, ptr %buf22, i64 %pos34
  store i64 %v35, ptr %elp36, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets23_86 = alloca i64, align 8
  %started_87 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 312
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 320
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 40
  %buf = load ptr, ptr %bufp, align 8
  %generate2_91 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 41
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets23_86, align 8
  store i1 false, ptr %started_87, align 1
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
  store i64 28, ptr %errp2, align 8
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
  store i64 28, ptr %errp11, align 8
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
  store i64 %el, ptr %generate2_91, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_sq0_offsets23_86, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_sq0_offsets23_86, align 8
  %v25 = load i64, ptr %generate2_91, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_sq0_offsets23_86, align 8
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets23_86, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets23_86 = alloca i64, align 8
  %started_87 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 312
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 320
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 40
  %buf = load ptr, ptr %bufp, align 8
  %generate2_91 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 41
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets23_86, align 8
  store i1 false, ptr %started_87, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets23_86, align 8
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
  store i64 28, ptr %errp2, align 8
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
  store i64 28, ptr %errp11, align 8
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
  store i64 %el, ptr %generate2_91, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_sq0_offsets23_86, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_sq0_offsets23_86, align 8
  %v25 = load i64, ptr %generate2_91, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_sq0_offsets23_86, align 8
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part27 = getelementptr inbounds i8, ptr %6, i64 0
  %acc28 = load i64, ptr %acc_sq0_offsets23_86, align 8
  store i64 %acc28, ptr %part27, align 8
  ret i32 0
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets23_86 = alloca i64, align 8
  %started_87 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 312
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 40
  %buf = load ptr, ptr %bufp, align 8
  %generate2_91 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets23_86, align 8
  store i1 false, ptr %started_87, align 1
  store i64 0, ptr %acc_sq0_offsets23_86, align 8
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
  store i64 28, ptr %errp2, align 8
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
  store i64 %el, ptr %generate2_91, align 8
  %v8 = load i64, ptr %acc_sq0_offsets23_86, align 8
  %v9 = load i64, ptr %generate2_91, align 8
  %add = add i64 %v8, %v9
  store i64 %add, ptr %acc_sq0_offsets23_86, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets23_86, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets23_86 = alloca i64, align 8
  %started_87 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 312
  %dim = load i64, ptr %dimp, align 8
  %dimp1 = getelementptr inbounds i64, ptr %1, i64 320
  %dim2 = load i64, ptr %dimp1, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 41
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets23_86, align 8
  store i1 false, ptr %started_87, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets23_86, align 8
  %inb = icmp ult i64 %dim, %dim2
  br i1 %inb, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 28, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim2, ptr %errp5, align 8
  ret i32 1

ok:                                               ; preds = %body
  %pos = mul i64 0, %dim2
  %pos6 = add i64 %pos, %dim
  %v = load i64, ptr %acc_sq0_offsets23_86, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos6
  store i64 %v, ptr %elp, align 8, !alias.scope !3
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.40", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.41", !2}

; cluster c29: unit6
; ModuleID = 'pagerank_seq_c29'
source_filename = "pagerank_seq_c29"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 39
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_93 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 42
  %buf2 = load ptr, ptr %bufp1, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_93, align 8
  %v = load i64, ptr %the_sq0_93, align 8
  %elp3 = getelementptr inbounds i64, ptr %buf2, i64 0
  store i64 %v, ptr %elp3, align 8, !alias.scope !3, !noalias !0
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
!1 = !{!"fuselab.buf.39", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.42", !2}

; cluster c30: unit7
; ModuleID = 'pagerank_seq_c30'
source_filename = "pagerank_seq_c30"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %unit7_94 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 43
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %unit7_94, align 8
  %v = load i64, ptr %unit7_94, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  store i64 %v, ptr %elp, align 8, !alias.scope !0
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
!1 = !{!"fuselab.buf.43", !2}
!2 = !{!"fuselab.bufs"}

; cluster c31: sq0_c21
; ModuleID = 'pagerank_seq_c31'
source_filename = "pagerank_seq_c31"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 44
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_98 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 39
  %buf2 = load ptr, ptr %bufp1, align 8
  %the_sq0_99 = alloca i64, align 8
  %bufp5 = getelementptr inbounds ptr, ptr %0, i64 46
  %buf6 = load ptr, ptr %bufp5, align 8
  %the_sq0_100 = alloca i64, align 8
  %sq0_c21_97 = alloca i64, align 8
  %bufp12 = getelementptr inbounds ptr, ptr %0, i64 47
  %buf13 = load ptr, ptr %bufp12, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_98, align 8
  %elp3 = getelementptr inbounds i64, ptr %buf2, i64 0
  %el4 = load i64, ptr %elp3, align 8, !alias.scope !7, !noalias !8
  store i64 %el4, ptr %the_sq0_99, align 8
  %elp7 = getelementptr inbounds i64, ptr %buf6, i64 0
  %el8 = load i64, ptr %elp7, align 8, !alias.scope !9, !noalias !10
  store i64 %el8, ptr %the_sq0_100, align 8
  %v = load i64, ptr %the_sq0_98, align 8
  %v9 = load i64, ptr %the_sq0_99, align 8
  %v10 = load i64, ptr %the_sq0_100, align 8
  %sub = sub i64 %v9, %v10
  %c = icmp slt i64 %v, %sub
  %mm = select i1 %c, i64 %v, i64 %sub
  store i64 %mm, ptr %sq0_c21_97, align 8
  %v11 = load i64, ptr %sq0_c21_97, align 8
  %elp14 = getelementptr inbounds i64, ptr %buf13, i64 0
  store i64 %v11, ptr %elp14, align 8, !alias.scope !11, !noalias !12
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
!1 = !{!"fuselab.buf.44", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.39", !2}
!5 = !{!"fuselab.buf.46", !2}
!6 = !{!"fuselab.buf.47", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !1, !5}

; cluster c32: sq0_lengths25
; ModuleID = 'pagerank_seq_c32'
source_filename = "pagerank_seq_c32"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 46
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_103 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 376
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp19 = getelementptr inbounds i64, ptr %1, i64 16
  %dim20 = load i64, ptr %dimp19, align 8
  %dimp23 = getelementptr inbounds i64, ptr %1, i64 17
  %dim24 = load i64, ptr %dimp23, align 8
  %bufp37 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf38 = load ptr, ptr %bufp37, align 8
  %sq0_lengths25_101 = alloca i64, align 8
  %bufp45 = getelementptr inbounds ptr, ptr %0, i64 48
  %buf46 = load ptr, ptr %bufp45, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_103, align 8
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
  store i64 32, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %the_sq0_103, align 8
  %v5 = load i64, ptr %i, align 8
  %add = add i64 %v, %v5
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v6 = load i64, ptr %the_sq0_103, align 8
  %v7 = load i64, ptr %i, align 8
  %add8 = add i64 %v6, %v7
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %add8 to i128
  %step = sub i128 %at_next, %base
  %step9 = trunc i128 %step to i64
  %step10 = sext i64 %step9 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span11 = sext i64 %span to i128
  %reach = mul i128 %step10, %span11
  %c12 = icmp slt i128 %reach, 0
  %min13 = select i1 %c12, i128 %reach, i128 0
  %c14 = icmp sgt i128 %reach, 0
  %max15 = select i1 %c14, i128 %reach, i128 0
  %least = add i128 %base, %min13
  %most = add i128 %base, %max15
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits16 = and i1 %fits_low, %fits_high
  %least17 = select i1 %fits16, i128 %least, i128 -9223372036854775808
  %most18 = select i1 %fits16, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim20 to i128
  %low_ok = icmp sge i128 %least17, 0
  %high_ok = icmp slt i128 %most18, %extent
  %ok21 = and i1 true, %low_ok
  %ok22 = and i1 %ok21, %high_ok
  %extent25 = sext i64 %dim24 to i128
  %high_ok26 = icmp slt i128 0, %extent25
  %ok27 = and i1 %ok22, true
  %ok28 = and i1 %ok27, %high_ok26
  br i1 %ok28, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop50

versions_done:                                    ; preds = %exit52, %exit
  ret i32 0

loop:                                             ; preds = %body29, %proved
  %i30 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i30, %min
  br i1 %more, label %body29, label %exit

body29:                                           ; preds = %loop
  %v31 = load i64, ptr %the_sq0_103, align 8
  %v32 = load i64, ptr %i, align 8
  %add33 = add i64 %v31, %v32
  %pos = mul i64 0, %dim20
  %pos34 = add i64 %pos, %add33
  %pos35 = mul i64 %pos34, %dim24
  %pos36 = add i64 %pos35, 0
  %elp39 = getelementptr inbounds i64, ptr %buf38, i64 %pos36
  %el40 = load i64, ptr %elp39, align 8, !alias.scope !6, !noalias !7
  store i64 %el40, ptr %sq0_lengths25_101, align 8
  %v41 = load i64, ptr %i, align 8
  %pos42 = mul i64 0, %dim
  %pos43 = add i64 %pos42, %v41
  %v44 = load i64, ptr %sq0_lengths25_101, align 8
  %elp47 = getelementptr inbounds i64, ptr %buf46, i64 %pos43
  store i64 %v44, ptr %elp47, align 8, !alias.scope !8, !noalias !9
  %i48 = load i64, ptr %i, align 8
  %next49 = add i64 %i48, 1
  store i64 %next49, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop50:                                           ; preds = %ok68, %checked
  %i53 = load i64, ptr %i, align 8
  %more54 = icmp slt i64 %i53, %min
  br i1 %more54, label %body51, label %exit52

body51:                                           ; preds = %loop50
  %v55 = load i64, ptr %the_sq0_103, align 8
  %v56 = load i64, ptr %i, align 8
  %add57 = add i64 %v55, %v56
  %inb = icmp ult i64 %add57, %dim20
  br i1 %inb, label %ok59, label %fail58

exit52:                                           ; preds = %loop50
  br label %versions_done

fail58:                                           ; preds = %body51
  %errp60 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 32, ptr %errp61, align 8
  %errp62 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add57, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim20, ptr %errp63, align 8
  ret i32 1

ok59:                                             ; preds = %body51
  %pos64 = mul i64 0, %dim20
  %pos65 = add i64 %pos64, %add57
  %inb66 = icmp ult i64 0, %dim24
  br i1 %inb66, label %ok68, label %fail67

fail67:                                           ; preds = %ok59
  %errp69 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp69, align 8
  %errp70 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 32, ptr %errp70, align 8
  %errp71 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp71, align 8
  %errp72 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp72, align 8
  ret i32 1

ok68:                                             ; preds = %ok59
  %pos73 = mul i64 %pos65, %dim24
  %pos74 = add i64 %pos73, 0
  %elp75 = getelementptr inbounds i64, ptr %buf38, i64 %pos74
  %el76 = load i64, ptr %elp75, align 8, !alias.scope !6, !noalias !7
  store i64 %el76, ptr %sq0_lengths25_101, align 8
  %v77 = load i64, ptr %i, align 8
  %pos78 = mul i64 0, %dim
  %pos79 = add i64 %pos78, %v77
  %v80 = load i64, ptr %sq0_lengths25_101, align 8
  %elp81 = getelementptr inbounds i64, ptr %buf46, i64 %pos79
  store i64 %v80, ptr %elp81, align 8, !alias.scope !8, !noalias !9
  %i82 = load i64, ptr %i, align 8
  %next83 = add i64 %i82, 1
  store i64 %next83, ptr %i, align 8
  br label %loop50
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.46", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.2", !2}
!5 = !{!"fuselab.buf.48", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c33: sq0_values27
; ModuleID = 'pagerank_seq_c33'
source_filename = "pagerank_seq_c33"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 46
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_106 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 384
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 320
  %dim8 = load i64, ptr %dimp7, align 8
  %bufp16 = getelementptr inbounds ptr, ptr %0, i64 41
  %buf17 = load ptr, ptr %bufp16, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 8
  %dim22 = load i64, ptr %dimp21, align 8
  %bufp32 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf33 = load ptr, ptr %bufp32, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf37 = load ptr, ptr %bufp36, align 8
  %sq0_values27_104 = alloca { i64, i64 }, align 8
  %bufp44 = getelementptr inbounds ptr, ptr %0, i64 49
  %buf45 = load ptr, ptr %bufp44, align 8
  %bufp49 = getelementptr inbounds ptr, ptr %0, i64 50
  %buf50 = load ptr, ptr %bufp49, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_106, align 8
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
  store i64 33, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ok25, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %the_sq0_106, align 8
  %inb = icmp ult i64 %v, %dim8
  br i1 %inb, label %ok10, label %fail9

exit:                                             ; preds = %loop
  ret i32 0

fail9:                                            ; preds = %body5
  %errp11 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 33, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp14, align 8
  ret i32 1

ok10:                                             ; preds = %body5
  %pos = mul i64 0, %dim8
  %pos15 = add i64 %pos, %v
  %elp18 = getelementptr inbounds i64, ptr %buf17, i64 %pos15
  %el19 = load i64, ptr %elp18, align 8, !alias.scope !9, !noalias !10
  %v20 = load i64, ptr %i, align 8
  %add = add i64 %el19, %v20
  %inb23 = icmp ult i64 %add, %dim22
  br i1 %inb23, label %ok25, label %fail24

fail24:                                           ; preds = %ok10
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 33, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok10
  %pos30 = mul i64 0, %dim22
  %pos31 = add i64 %pos30, %add
  %elp34 = getelementptr inbounds i64, ptr %buf33, i64 %pos31
  %el35 = load i64, ptr %elp34, align 8, !alias.scope !11, !noalias !12
  %tup = insertvalue { i64, i64 } undef, i64 %el35, 0
  %elp38 = getelementptr inbounds i64, ptr %buf37, i64 %pos31
  %el39 = load i64, ptr %elp38, align 8, !alias.scope !13, !noalias !14
  %tup40 = insertvalue { i64, i64 } %tup, i64 %el39, 1
  store { i64, i64 } %tup40, ptr %sq0_values27_104, align 8
  %v41 = load i64, ptr %i, align 8
  %pos42 = mul i64 0, %dim
  %pos43 = add i64 %pos42, %v41
  %fldp = getelementptr inbounds { i64, i64 }, ptr %sq0_values27_104, i32 0, i32 0
  %fv = load i64, ptr %fldp, align 8
  %elp46 = getelementptr inbounds i64, ptr %buf45, i64 %pos43
  store i64 %fv, ptr %elp46, align 8, !alias.scope !15, !noalias !16
  %fldp47 = getelementptr inbounds { i64, i64 }, ptr %sq0_values27_104, i32 0, i32 1
  %fv48 = load i64, ptr %fldp47, align 8
  %elp51 = getelementptr inbounds i64, ptr %buf50, i64 %pos43
  store i64 %fv48, ptr %elp51, align 8, !alias.scope !17, !noalias !18
  %i52 = load i64, ptr %i, align 8
  %next = add i64 %i52, 1
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
!1 = !{!"fuselab.buf.46", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7, !8}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.1", !2}
!6 = !{!"fuselab.buf.41", !2}
!7 = !{!"fuselab.buf.49", !2}
!8 = !{!"fuselab.buf.50", !2}
!9 = !{!6}
!10 = !{!4, !5, !1, !7, !8}
!11 = !{!4}
!12 = !{!5, !6, !1, !7, !8}
!13 = !{!5}
!14 = !{!4, !6, !1, !7, !8}
!15 = !{!7}
!16 = !{!4, !5, !6, !1, !8}
!17 = !{!8}
!18 = !{!4, !5, !6, !1, !7}

; cluster c34: sq0_offsets29
; ModuleID = 'pagerank_seq_c34'
source_filename = "pagerank_seq_c34"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_sq0_offsets29_107 = alloca i64, align 8
  %sq0_112 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_sq0_offsets29_107, align 8
  store i64 %b, ptr %sq0_112, align 8
  %v = load i64, ptr %acc_sq0_offsets29_107, align 8
  %v1 = load i64, ptr %sq0_112, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets29_107 = alloca i64, align 8
  %started_108 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 376
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 392
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 48
  %buf = load ptr, ptr %bufp, align 8
  %sq0_112 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 51
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets29_107, align 8
  store i1 false, ptr %started_108, align 1
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
  store i64 34, ptr %errp2, align 8
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
  store i64 34, ptr %errp11, align 8
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
  store i64 %el, ptr %sq0_112, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_sq0_offsets29_107, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_sq0_offsets29_107, align 8
  %v25 = load i64, ptr %sq0_112, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_sq0_offsets29_107, align 8
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
  store i64 34, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp32, align 8
  ret i32 1

ok28:                                             ; preds = %exit
  %pos33 = mul i64 0, %dim6
  %pos34 = add i64 %pos33, %dim
  %v35 = load i64, ptr %acc_sq0_offsets29_107, align 8
  %elp36 = getelementptr inbounds i64, ptr %buf22, i64 %pos34
  store i64 %v35, ptr %elp36, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets29_107 = alloca i64, align 8
  %started_108 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 376
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 392
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 48
  %buf = load ptr, ptr %bufp, align 8
  %sq0_112 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 51
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets29_107, align 8
  store i1 false, ptr %started_108, align 1
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
  store i64 34, ptr %errp2, align 8
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
  store i64 34, ptr %errp11, align 8
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
  store i64 %el, ptr %sq0_112, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_sq0_offsets29_107, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_sq0_offsets29_107, align 8
  %v25 = load i64, ptr %sq0_112, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_sq0_offsets29_107, align 8
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets29_107, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets29_107 = alloca i64, align 8
  %started_108 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 376
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 392
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 48
  %buf = load ptr, ptr %bufp, align 8
  %sq0_112 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 51
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets29_107, align 8
  store i1 false, ptr %started_108, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets29_107, align 8
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
  store i64 34, ptr %errp2, align 8
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
  store i64 34, ptr %errp11, align 8
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
  store i64 %el, ptr %sq0_112, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_sq0_offsets29_107, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_sq0_offsets29_107, align 8
  %v25 = load i64, ptr %sq0_112, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_sq0_offsets29_107, align 8
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part27 = getelementptr inbounds i8, ptr %6, i64 0
  %acc28 = load i64, ptr %acc_sq0_offsets29_107, align 8
  store i64 %acc28, ptr %part27, align 8
  ret i32 0
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets29_107 = alloca i64, align 8
  %started_108 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 376
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 48
  %buf = load ptr, ptr %bufp, align 8
  %sq0_112 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets29_107, align 8
  store i1 false, ptr %started_108, align 1
  store i64 0, ptr %acc_sq0_offsets29_107, align 8
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
  store i64 34, ptr %errp2, align 8
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
  store i64 %el, ptr %sq0_112, align 8
  %v8 = load i64, ptr %acc_sq0_offsets29_107, align 8
  %v9 = load i64, ptr %sq0_112, align 8
  %add = add i64 %v8, %v9
  store i64 %add, ptr %acc_sq0_offsets29_107, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets29_107, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets29_107 = alloca i64, align 8
  %started_108 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 376
  %dim = load i64, ptr %dimp, align 8
  %dimp1 = getelementptr inbounds i64, ptr %1, i64 392
  %dim2 = load i64, ptr %dimp1, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 51
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets29_107, align 8
  store i1 false, ptr %started_108, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets29_107, align 8
  %inb = icmp ult i64 %dim, %dim2
  br i1 %inb, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 34, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim2, ptr %errp5, align 8
  ret i32 1

ok:                                               ; preds = %body
  %pos = mul i64 0, %dim2
  %pos6 = add i64 %pos, %dim
  %v = load i64, ptr %acc_sq0_offsets29_107, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos6
  store i64 %v, ptr %elp, align 8, !alias.scope !3
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.48", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.51", !2}

; cluster c35: sq0_m30
; ModuleID = 'pagerank_seq_c35'
source_filename = "pagerank_seq_c35"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %"%n_dim0" = alloca i64, align 8
  %d_word = alloca i64, align 8
  %d_word5 = alloca i64, align 8
  %d_word6 = alloca i64, align 8
  %d_word7 = alloca i64, align 8
  %d_word8 = alloca i64, align 8
  %d_word9 = alloca i64, align 8
  %d_word10 = alloca i64, align 8
  %d_word11 = alloca i64, align 8
  %d_word12 = alloca i64, align 8
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 384
  %dim14 = load i64, ptr %dimp13, align 8
  %i = alloca i64, align 8
  %sq0_115 = alloca { i64, i64 }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 49
  %buf = load ptr, ptr %bufp, align 8
  %bufp31 = getelementptr inbounds ptr, ptr %0, i64 50
  %buf32 = load ptr, ptr %bufp31, align 8
  %tup_116.0 = alloca i64, align 8
  %tup_116.1 = alloca i64, align 8
  %sq0_m30_113 = alloca i64, align 8
  %bufp81 = getelementptr inbounds ptr, ptr %0, i64 52
  %buf82 = load ptr, ptr %bufp81, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 %dim, ptr %"%n_dim0", align 8
  %d_sign = ashr i64 %dim, 63
  %d_flip = xor i64 %dim, %d_sign
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
  %c15 = icmp slt i64 %5, %dim14
  %min = select i1 %c15, i64 %5, i64 %dim14
  %fits = icmp sle i64 %min, %dim14
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 35, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim14, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim14, ptr %errp18, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits19 = icmp sle i64 %min, %dim14
  br i1 %fits19, label %ok21, label %fail20

fail20:                                           ; preds = %ok
  %errp22 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 35, ptr %errp23, align 8
  %errp24 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim14, ptr %errp24, align 8
  %errp25 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim14, ptr %errp25, align 8
  ret i32 1

ok21:                                             ; preds = %ok
  %d_small26 = load i64, ptr %d_word9, align 8
  %d_small27 = trunc i64 %d_small26 to i1
  br i1 %d_small27, label %small_divisors, label %large_divisors

small_divisors:                                   ; preds = %ok21
  store i64 %max, ptr %i, align 8
  br label %loop

large_divisors:                                   ; preds = %ok21
  store i64 %max, ptr %i, align 8
  br label %loop85

divisors_done:                                    ; preds = %exit87, %exit
  ret i32 0

loop:                                             ; preds = %ok44, %small_divisors
  %i29 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i29, %min
  br i1 %more, label %body28, label %exit

body28:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim14
  %pos30 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos30
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  %fldp = getelementptr inbounds { i64, i64 }, ptr %sq0_115, i32 0, i32 0
  store i64 %el, ptr %fldp, align 8
  %elp33 = getelementptr inbounds i64, ptr %buf32, i64 %pos30
  %el34 = load i64, ptr %elp33, align 8, !alias.scope !6, !noalias !7
  %fldp35 = getelementptr inbounds { i64, i64 }, ptr %sq0_115, i32 0, i32 1
  store i64 %el34, ptr %fldp35, align 8
  %fldp36 = getelementptr inbounds { i64, i64 }, ptr %sq0_115, i32 0, i32 0
  %fldp37 = getelementptr inbounds { i64, i64 }, ptr %sq0_115, i32 0, i32 0
  %fld = load i64, ptr %fldp37, align 8
  store i64 %fld, ptr %tup_116.0, align 8
  %fldp38 = getelementptr inbounds { i64, i64 }, ptr %sq0_115, i32 0, i32 1
  %fldp39 = getelementptr inbounds { i64, i64 }, ptr %sq0_115, i32 0, i32 1
  %fld40 = load i64, ptr %fldp39, align 8
  store i64 %fld40, ptr %tup_116.1, align 8
  %v41 = load i64, ptr %tup_116.0, align 8
  %mul = mul i64 %v41, 1000003
  %v42 = load i64, ptr %"%n_dim0", align 8
  %nz = icmp ne i64 %v42, 0
  br i1 %nz, label %ok44, label %fail43

exit:                                             ; preds = %loop
  br label %divisors_done

fail43:                                           ; preds = %body28
  %errp45 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 35, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v42, ptr %errp48, align 8
  ret i32 1

ok44:                                             ; preds = %body28
  %d_word49 = load i64, ptr %d_word, align 8
  %d_word50 = load i64, ptr %d_word5, align 8
  %d_word51 = load i64, ptr %d_word6, align 8
  %d_word52 = load i64, ptr %d_word7, align 8
  %d_word53 = load i64, ptr %d_word8, align 8
  %d_word54 = load i64, ptr %d_word9, align 8
  %d_word55 = load i64, ptr %d_word10, align 8
  %d_word56 = load i64, ptr %d_word11, align 8
  %d_word57 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %mul, 63
  %xf = xor i64 %mul, %xs
  %ax = sub i64 %xf, %xs
  %bf = bitcast i64 %d_word55 to double
  %inv = bitcast i64 %d_word56 to double
  %wrap = bitcast i64 %d_word57 to double
  %ah = lshr i64 %ax, 32
  %ah58 = or i64 %ah, 4841369599423283200
  %ah59 = bitcast i64 %ah58 to double
  %ah60 = fsub double %ah59, 0x4330000000000000
  %al = and i64 %ax, 4294967295
  %al61 = or i64 %al, 4841369599423283200
  %al62 = bitcast i64 %al61 to double
  %al63 = fsub double %al62, 0x4330000000000000
  %ah_wrap = fmul double %ah60, %wrap
  %s = fadd double %ah_wrap, %al63
  %p = fmul double %s, %inv
  %q = call double @llvm.trunc.f64(double %p)
  %qb = fmul double %q, %bf
  %r = fsub double %s, %qb
  %low = fcmp olt double %r, 0.000000e+00
  %q64 = fsub double %q, 1.000000e+00
  %q65 = select i1 %low, double %q64, double %q
  %r66 = fadd double %r, %bf
  %r67 = select i1 %low, double %r66, double %r
  %high = fcmp oge double %r67, %bf
  %q68 = fadd double %q65, 1.000000e+00
  %q69 = select i1 %high, double %q68, double %q65
  %r70 = fsub double %r67, %bf
  %r71 = select i1 %high, double %r70, double %r67
  %int = fadd double %r71, 0x4330000000000000
  %int72 = bitcast double %int to i64
  %int73 = sub i64 %int72, 4841369599423283200
  %signed = xor i64 %int73, %xs
  %signed74 = sub i64 %signed, %xs
  %add = add i64 %signed74, %dim
  %v75 = load i64, ptr %"%n_dim0", align 8
  %wge = icmp sge i64 %add, %v75
  %wsub = sub i64 %add, %v75
  %wrap76 = select i1 %wge, i64 %wsub, i64 %add
  store i64 %wrap76, ptr %sq0_m30_113, align 8
  %v77 = load i64, ptr %i, align 8
  %pos78 = mul i64 0, %dim14
  %pos79 = add i64 %pos78, %v77
  %v80 = load i64, ptr %sq0_m30_113, align 8
  %elp83 = getelementptr inbounds i64, ptr %buf82, i64 %pos79
  store i64 %v80, ptr %elp83, align 8, !alias.scope !8, !noalias !9
  %i84 = load i64, ptr %i, align 8
  %next = add i64 %i84, 1
  store i64 %next, ptr %i, align 8
  br label %loop

loop85:                                           ; preds = %ok110, %large_divisors
  %i88 = load i64, ptr %i, align 8
  %more89 = icmp slt i64 %i88, %min
  br i1 %more89, label %body86, label %exit87

body86:                                           ; preds = %loop85
  %v90 = load i64, ptr %i, align 8
  %pos91 = mul i64 0, %dim14
  %pos92 = add i64 %pos91, %v90
  %elp93 = getelementptr inbounds i64, ptr %buf, i64 %pos92
  %el94 = load i64, ptr %elp93, align 8, !alias.scope !0, !noalias !3
  %fldp95 = getelementptr inbounds { i64, i64 }, ptr %sq0_115, i32 0, i32 0
  store i64 %el94, ptr %fldp95, align 8
  %elp96 = getelementptr inbounds i64, ptr %buf32, i64 %pos92
  %el97 = load i64, ptr %elp96, align 8, !alias.scope !6, !noalias !7
  %fldp98 = getelementptr inbounds { i64, i64 }, ptr %sq0_115, i32 0, i32 1
  store i64 %el97, ptr %fldp98, align 8
  %fldp99 = getelementptr inbounds { i64, i64 }, ptr %sq0_115, i32 0, i32 0
  %fldp100 = getelementptr inbounds { i64, i64 }, ptr %sq0_115, i32 0, i32 0
  %fld101 = load i64, ptr %fldp100, align 8
  store i64 %fld101, ptr %tup_116.0, align 8
  %fldp102 = getelementptr inbounds { i64, i64 }, ptr %sq0_115, i32 0, i32 1
  %fldp103 = getelementptr inbounds { i64, i64 }, ptr %sq0_115, i32 0, i32 1
  %fld104 = load i64, ptr %fldp103, align 8
  store i64 %fld104, ptr %tup_116.1, align 8
  %v105 = load i64, ptr %tup_116.0, align 8
  %mul106 = mul i64 %v105, 1000003
  %v107 = load i64, ptr %"%n_dim0", align 8
  %nz108 = icmp ne i64 %v107, 0
  br i1 %nz108, label %ok110, label %fail109

exit87:                                           ; preds = %loop85
  br label %divisors_done

fail109:                                          ; preds = %body86
  %errp111 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp111, align 8
  %errp112 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 35, ptr %errp112, align 8
  %errp113 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul106, ptr %errp113, align 8
  %errp114 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v107, ptr %errp114, align 8
  ret i32 1

ok110:                                            ; preds = %body86
  %d_word115 = load i64, ptr %d_word, align 8
  %d_word116 = load i64, ptr %d_word5, align 8
  %d_word117 = load i64, ptr %d_word6, align 8
  %d_word118 = load i64, ptr %d_word7, align 8
  %d_word119 = load i64, ptr %d_word8, align 8
  %d_word120 = load i64, ptr %d_word9, align 8
  %d_word121 = load i64, ptr %d_word10, align 8
  %d_word122 = load i64, ptr %d_word11, align 8
  %d_word123 = load i64, ptr %d_word12, align 8
  %xs124 = ashr i64 %mul106, 63
  %xf125 = xor i64 %mul106, %xs124
  %ax126 = sub i64 %xf125, %xs124
  %lo = and i64 %d_word117, 4294967295
  %hi = lshr i64 %d_word117, 32
  %lo127 = and i64 %ax126, 4294967295
  %hi128 = lshr i64 %ax126, 32
  %ll = mul i64 %lo, %lo127
  %hl = mul i64 %hi, %lo127
  %lh = mul i64 %lo, %hi128
  %hh = mul i64 %hi, %hi128
  %hi129 = lshr i64 %ll, 32
  %lo130 = and i64 %hl, 4294967295
  %mid = add i64 %hi129, %lo130
  %lo131 = and i64 %lh, 4294967295
  %mid132 = add i64 %mid, %lo131
  %hi133 = lshr i64 %hl, 32
  %top = add i64 %hh, %hi133
  %hi134 = lshr i64 %lh, 32
  %top135 = add i64 %top, %hi134
  %hi136 = lshr i64 %mid132, 32
  %mulhi = add i64 %top135, %hi136
  %a_t = sub i64 %ax126, %mulhi
  %half = lshr i64 %a_t, %d_word118
  %sum = add i64 %mulhi, %half
  %q137 = lshr i64 %sum, %d_word119
  %s138 = xor i64 %xs124, %d_word116
  %qs = xor i64 %q137, %s138
  %q139 = sub i64 %qs, %s138
  %qd = mul i64 %q139, %v107
  %r140 = sub i64 %mul106, %qd
  %add141 = add i64 %r140, %dim
  %v142 = load i64, ptr %"%n_dim0", align 8
  %wge143 = icmp sge i64 %add141, %v142
  %wsub144 = sub i64 %add141, %v142
  %wrap145 = select i1 %wge143, i64 %wsub144, i64 %add141
  store i64 %wrap145, ptr %sq0_m30_113, align 8
  %v146 = load i64, ptr %i, align 8
  %pos147 = mul i64 0, %dim14
  %pos148 = add i64 %pos147, %v146
  %v149 = load i64, ptr %sq0_m30_113, align 8
  %elp150 = getelementptr inbounds i64, ptr %buf82, i64 %pos148
  store i64 %v149, ptr %elp150, align 8, !alias.scope !8, !noalias !9
  %i151 = load i64, ptr %i, align 8
  %next152 = add i64 %i151, 1
  store i64 %next152, ptr %i, align 8
  br label %loop85
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
!1 = !{!"fuselab.buf.49", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.50", !2}
!5 = !{!"fuselab.buf.52", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c36: sq0_m31
; ModuleID = 'pagerank_seq_c36'
source_filename = "pagerank_seq_c36"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %"%n_dim0" = alloca i64, align 8
  %d_word = alloca i64, align 8
  %d_word5 = alloca i64, align 8
  %d_word6 = alloca i64, align 8
  %d_word7 = alloca i64, align 8
  %d_word8 = alloca i64, align 8
  %d_word9 = alloca i64, align 8
  %d_word10 = alloca i64, align 8
  %d_word11 = alloca i64, align 8
  %d_word12 = alloca i64, align 8
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 384
  %dim14 = load i64, ptr %dimp13, align 8
  %i = alloca i64, align 8
  %sq0_121 = alloca { i64, i64 }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 49
  %buf = load ptr, ptr %bufp, align 8
  %bufp31 = getelementptr inbounds ptr, ptr %0, i64 50
  %buf32 = load ptr, ptr %bufp31, align 8
  %tup_122.0 = alloca i64, align 8
  %tup_122.1 = alloca i64, align 8
  %sq0_m31_119 = alloca i64, align 8
  %bufp81 = getelementptr inbounds ptr, ptr %0, i64 53
  %buf82 = load ptr, ptr %bufp81, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 %dim, ptr %"%n_dim0", align 8
  %d_sign = ashr i64 %dim, 63
  %d_flip = xor i64 %dim, %d_sign
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
  %c15 = icmp slt i64 %5, %dim14
  %min = select i1 %c15, i64 %5, i64 %dim14
  %fits = icmp sle i64 %min, %dim14
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 36, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim14, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim14, ptr %errp18, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits19 = icmp sle i64 %min, %dim14
  br i1 %fits19, label %ok21, label %fail20

fail20:                                           ; preds = %ok
  %errp22 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 36, ptr %errp23, align 8
  %errp24 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim14, ptr %errp24, align 8
  %errp25 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim14, ptr %errp25, align 8
  ret i32 1

ok21:                                             ; preds = %ok
  %d_small26 = load i64, ptr %d_word9, align 8
  %d_small27 = trunc i64 %d_small26 to i1
  br i1 %d_small27, label %small_divisors, label %large_divisors

small_divisors:                                   ; preds = %ok21
  store i64 %max, ptr %i, align 8
  br label %loop

large_divisors:                                   ; preds = %ok21
  store i64 %max, ptr %i, align 8
  br label %loop85

divisors_done:                                    ; preds = %exit87, %exit
  ret i32 0

loop:                                             ; preds = %ok44, %small_divisors
  %i29 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i29, %min
  br i1 %more, label %body28, label %exit

body28:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim14
  %pos30 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos30
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  %fldp = getelementptr inbounds { i64, i64 }, ptr %sq0_121, i32 0, i32 0
  store i64 %el, ptr %fldp, align 8
  %elp33 = getelementptr inbounds i64, ptr %buf32, i64 %pos30
  %el34 = load i64, ptr %elp33, align 8, !alias.scope !6, !noalias !7
  %fldp35 = getelementptr inbounds { i64, i64 }, ptr %sq0_121, i32 0, i32 1
  store i64 %el34, ptr %fldp35, align 8
  %fldp36 = getelementptr inbounds { i64, i64 }, ptr %sq0_121, i32 0, i32 0
  %fldp37 = getelementptr inbounds { i64, i64 }, ptr %sq0_121, i32 0, i32 0
  %fld = load i64, ptr %fldp37, align 8
  store i64 %fld, ptr %tup_122.0, align 8
  %fldp38 = getelementptr inbounds { i64, i64 }, ptr %sq0_121, i32 0, i32 1
  %fldp39 = getelementptr inbounds { i64, i64 }, ptr %sq0_121, i32 0, i32 1
  %fld40 = load i64, ptr %fldp39, align 8
  store i64 %fld40, ptr %tup_122.1, align 8
  %v41 = load i64, ptr %tup_122.1, align 8
  %mul = mul i64 %v41, 999983
  %v42 = load i64, ptr %"%n_dim0", align 8
  %nz = icmp ne i64 %v42, 0
  br i1 %nz, label %ok44, label %fail43

exit:                                             ; preds = %loop
  br label %divisors_done

fail43:                                           ; preds = %body28
  %errp45 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 36, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v42, ptr %errp48, align 8
  ret i32 1

ok44:                                             ; preds = %body28
  %d_word49 = load i64, ptr %d_word, align 8
  %d_word50 = load i64, ptr %d_word5, align 8
  %d_word51 = load i64, ptr %d_word6, align 8
  %d_word52 = load i64, ptr %d_word7, align 8
  %d_word53 = load i64, ptr %d_word8, align 8
  %d_word54 = load i64, ptr %d_word9, align 8
  %d_word55 = load i64, ptr %d_word10, align 8
  %d_word56 = load i64, ptr %d_word11, align 8
  %d_word57 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %mul, 63
  %xf = xor i64 %mul, %xs
  %ax = sub i64 %xf, %xs
  %bf = bitcast i64 %d_word55 to double
  %inv = bitcast i64 %d_word56 to double
  %wrap = bitcast i64 %d_word57 to double
  %ah = lshr i64 %ax, 32
  %ah58 = or i64 %ah, 4841369599423283200
  %ah59 = bitcast i64 %ah58 to double
  %ah60 = fsub double %ah59, 0x4330000000000000
  %al = and i64 %ax, 4294967295
  %al61 = or i64 %al, 4841369599423283200
  %al62 = bitcast i64 %al61 to double
  %al63 = fsub double %al62, 0x4330000000000000
  %ah_wrap = fmul double %ah60, %wrap
  %s = fadd double %ah_wrap, %al63
  %p = fmul double %s, %inv
  %q = call double @llvm.trunc.f64(double %p)
  %qb = fmul double %q, %bf
  %r = fsub double %s, %qb
  %low = fcmp olt double %r, 0.000000e+00
  %q64 = fsub double %q, 1.000000e+00
  %q65 = select i1 %low, double %q64, double %q
  %r66 = fadd double %r, %bf
  %r67 = select i1 %low, double %r66, double %r
  %high = fcmp oge double %r67, %bf
  %q68 = fadd double %q65, 1.000000e+00
  %q69 = select i1 %high, double %q68, double %q65
  %r70 = fsub double %r67, %bf
  %r71 = select i1 %high, double %r70, double %r67
  %int = fadd double %r71, 0x4330000000000000
  %int72 = bitcast double %int to i64
  %int73 = sub i64 %int72, 4841369599423283200
  %signed = xor i64 %int73, %xs
  %signed74 = sub i64 %signed, %xs
  %add = add i64 %signed74, %dim
  %v75 = load i64, ptr %"%n_dim0", align 8
  %wge = icmp sge i64 %add, %v75
  %wsub = sub i64 %add, %v75
  %wrap76 = select i1 %wge, i64 %wsub, i64 %add
  store i64 %wrap76, ptr %sq0_m31_119, align 8
  %v77 = load i64, ptr %i, align 8
  %pos78 = mul i64 0, %dim14
  %pos79 = add i64 %pos78, %v77
  %v80 = load i64, ptr %sq0_m31_119, align 8
  %elp83 = getelementptr inbounds i64, ptr %buf82, i64 %pos79
  store i64 %v80, ptr %elp83, align 8, !alias.scope !8, !noalias !9
  %i84 = load i64, ptr %i, align 8
  %next = add i64 %i84, 1
  store i64 %next, ptr %i, align 8
  br label %loop

loop85:                                           ; preds = %ok110, %large_divisors
  %i88 = load i64, ptr %i, align 8
  %more89 = icmp slt i64 %i88, %min
  br i1 %more89, label %body86, label %exit87

body86:                                           ; preds = %loop85
  %v90 = load i64, ptr %i, align 8
  %pos91 = mul i64 0, %dim14
  %pos92 = add i64 %pos91, %v90
  %elp93 = getelementptr inbounds i64, ptr %buf, i64 %pos92
  %el94 = load i64, ptr %elp93, align 8, !alias.scope !0, !noalias !3
  %fldp95 = getelementptr inbounds { i64, i64 }, ptr %sq0_121, i32 0, i32 0
  store i64 %el94, ptr %fldp95, align 8
  %elp96 = getelementptr inbounds i64, ptr %buf32, i64 %pos92
  %el97 = load i64, ptr %elp96, align 8, !alias.scope !6, !noalias !7
  %fldp98 = getelementptr inbounds { i64, i64 }, ptr %sq0_121, i32 0, i32 1
  store i64 %el97, ptr %fldp98, align 8
  %fldp99 = getelementptr inbounds { i64, i64 }, ptr %sq0_121, i32 0, i32 0
  %fldp100 = getelementptr inbounds { i64, i64 }, ptr %sq0_121, i32 0, i32 0
  %fld101 = load i64, ptr %fldp100, align 8
  store i64 %fld101, ptr %tup_122.0, align 8
  %fldp102 = getelementptr inbounds { i64, i64 }, ptr %sq0_121, i32 0, i32 1
  %fldp103 = getelementptr inbounds { i64, i64 }, ptr %sq0_121, i32 0, i32 1
  %fld104 = load i64, ptr %fldp103, align 8
  store i64 %fld104, ptr %tup_122.1, align 8
  %v105 = load i64, ptr %tup_122.1, align 8
  %mul106 = mul i64 %v105, 999983
  %v107 = load i64, ptr %"%n_dim0", align 8
  %nz108 = icmp ne i64 %v107, 0
  br i1 %nz108, label %ok110, label %fail109

exit87:                                           ; preds = %loop85
  br label %divisors_done

fail109:                                          ; preds = %body86
  %errp111 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp111, align 8
  %errp112 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 36, ptr %errp112, align 8
  %errp113 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul106, ptr %errp113, align 8
  %errp114 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v107, ptr %errp114, align 8
  ret i32 1

ok110:                                            ; preds = %body86
  %d_word115 = load i64, ptr %d_word, align 8
  %d_word116 = load i64, ptr %d_word5, align 8
  %d_word117 = load i64, ptr %d_word6, align 8
  %d_word118 = load i64, ptr %d_word7, align 8
  %d_word119 = load i64, ptr %d_word8, align 8
  %d_word120 = load i64, ptr %d_word9, align 8
  %d_word121 = load i64, ptr %d_word10, align 8
  %d_word122 = load i64, ptr %d_word11, align 8
  %d_word123 = load i64, ptr %d_word12, align 8
  %xs124 = ashr i64 %mul106, 63
  %xf125 = xor i64 %mul106, %xs124
  %ax126 = sub i64 %xf125, %xs124
  %lo = and i64 %d_word117, 4294967295
  %hi = lshr i64 %d_word117, 32
  %lo127 = and i64 %ax126, 4294967295
  %hi128 = lshr i64 %ax126, 32
  %ll = mul i64 %lo, %lo127
  %hl = mul i64 %hi, %lo127
  %lh = mul i64 %lo, %hi128
  %hh = mul i64 %hi, %hi128
  %hi129 = lshr i64 %ll, 32
  %lo130 = and i64 %hl, 4294967295
  %mid = add i64 %hi129, %lo130
  %lo131 = and i64 %lh, 4294967295
  %mid132 = add i64 %mid, %lo131
  %hi133 = lshr i64 %hl, 32
  %top = add i64 %hh, %hi133
  %hi134 = lshr i64 %lh, 32
  %top135 = add i64 %top, %hi134
  %hi136 = lshr i64 %mid132, 32
  %mulhi = add i64 %top135, %hi136
  %a_t = sub i64 %ax126, %mulhi
  %half = lshr i64 %a_t, %d_word118
  %sum = add i64 %mulhi, %half
  %q137 = lshr i64 %sum, %d_word119
  %s138 = xor i64 %xs124, %d_word116
  %qs = xor i64 %q137, %s138
  %q139 = sub i64 %qs, %s138
  %qd = mul i64 %q139, %v107
  %r140 = sub i64 %mul106, %qd
  %add141 = add i64 %r140, %dim
  %v142 = load i64, ptr %"%n_dim0", align 8
  %wge143 = icmp sge i64 %add141, %v142
  %wsub144 = sub i64 %add141, %v142
  %wrap145 = select i1 %wge143, i64 %wsub144, i64 %add141
  store i64 %wrap145, ptr %sq0_m31_119, align 8
  %v146 = load i64, ptr %i, align 8
  %pos147 = mul i64 0, %dim14
  %pos148 = add i64 %pos147, %v146
  %v149 = load i64, ptr %sq0_m31_119, align 8
  %elp150 = getelementptr inbounds i64, ptr %buf82, i64 %pos148
  store i64 %v149, ptr %elp150, align 8, !alias.scope !8, !noalias !9
  %i151 = load i64, ptr %i, align 8
  %next152 = add i64 %i151, 1
  store i64 %next152, ptr %i, align 8
  br label %loop85
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
!1 = !{!"fuselab.buf.49", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.50", !2}
!5 = !{!"fuselab.buf.53", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c37: sq0_m32
; ModuleID = 'pagerank_seq_c37'
source_filename = "pagerank_seq_c37"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 400
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 52
  %buf = load ptr, ptr %bufp, align 8
  %sq0_127 = alloca i64, align 8
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 296
  %dim17 = load i64, ptr %dimp16, align 8
  %bufp26 = getelementptr inbounds ptr, ptr %0, i64 38
  %buf27 = load ptr, ptr %bufp26, align 8
  %sq0_m32_125 = alloca double, align 8
  %bufp34 = getelementptr inbounds ptr, ptr %0, i64 54
  %buf35 = load ptr, ptr %bufp34, align 8
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
  store i64 37, ptr %errp2, align 8
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
  store i64 37, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp11, align 8
  ret i32 1

ok7:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ok19, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos14 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos14
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %sq0_127, align 8
  %v15 = load i64, ptr %sq0_127, align 8
  %inb = icmp ult i64 %v15, %dim17
  br i1 %inb, label %ok19, label %fail18

exit:                                             ; preds = %loop
  ret i32 0

fail18:                                           ; preds = %body12
  %errp20 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 37, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v15, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp23, align 8
  ret i32 1

ok19:                                             ; preds = %body12
  %pos24 = mul i64 0, %dim17
  %pos25 = add i64 %pos24, %v15
  %elp28 = getelementptr inbounds double, ptr %buf27, i64 %pos25
  %el29 = load double, ptr %elp28, align 8, !alias.scope !6, !noalias !7
  store double %el29, ptr %sq0_m32_125, align 8
  %v30 = load i64, ptr %i, align 8
  %pos31 = mul i64 0, %dim
  %pos32 = add i64 %pos31, %v30
  %v33 = load double, ptr %sq0_m32_125, align 8
  %elp36 = getelementptr inbounds double, ptr %buf35, i64 %pos32
  store double %v33, ptr %elp36, align 8, !alias.scope !8, !noalias !9
  %i37 = load i64, ptr %i, align 8
  %next = add i64 %i37, 1
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
!1 = !{!"fuselab.buf.52", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.38", !2}
!5 = !{!"fuselab.buf.54", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c38: unit8
; ModuleID = 'pagerank_seq_c38'
source_filename = "pagerank_seq_c38"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %unit8_128 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 55
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %unit8_128, align 8
  %v = load i64, ptr %unit8_128, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  store i64 %v, ptr %elp, align 8, !alias.scope !0
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
!1 = !{!"fuselab.buf.55", !2}
!2 = !{!"fuselab.bufs"}

; cluster c39: ec
; ModuleID = 'pagerank_seq_c39'
source_filename = "pagerank_seq_c39"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 57
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_133 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 448
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 392
  %dim8 = load i64, ptr %dimp7, align 8
  %bufp16 = getelementptr inbounds ptr, ptr %0, i64 51
  %buf17 = load ptr, ptr %bufp16, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 416
  %dim22 = load i64, ptr %dimp21, align 8
  %bufp32 = getelementptr inbounds ptr, ptr %0, i64 54
  %buf33 = load ptr, ptr %bufp32, align 8
  %ec_131 = alloca double, align 8
  %bufp40 = getelementptr inbounds ptr, ptr %0, i64 58
  %buf41 = load ptr, ptr %bufp40, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_133, align 8
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
  store i64 39, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ok25, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %the_sq0_133, align 8
  %inb = icmp ult i64 %v, %dim8
  br i1 %inb, label %ok10, label %fail9

exit:                                             ; preds = %loop
  ret i32 0

fail9:                                            ; preds = %body5
  %errp11 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 39, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp14, align 8
  ret i32 1

ok10:                                             ; preds = %body5
  %pos = mul i64 0, %dim8
  %pos15 = add i64 %pos, %v
  %elp18 = getelementptr inbounds i64, ptr %buf17, i64 %pos15
  %el19 = load i64, ptr %elp18, align 8, !alias.scope !7, !noalias !8
  %v20 = load i64, ptr %i, align 8
  %add = add i64 %el19, %v20
  %inb23 = icmp ult i64 %add, %dim22
  br i1 %inb23, label %ok25, label %fail24

fail24:                                           ; preds = %ok10
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 39, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok10
  %pos30 = mul i64 0, %dim22
  %pos31 = add i64 %pos30, %add
  %elp34 = getelementptr inbounds double, ptr %buf33, i64 %pos31
  %el35 = load double, ptr %elp34, align 8, !alias.scope !9, !noalias !10
  store double %el35, ptr %ec_131, align 8
  %v36 = load i64, ptr %i, align 8
  %pos37 = mul i64 0, %dim
  %pos38 = add i64 %pos37, %v36
  %v39 = load double, ptr %ec_131, align 8
  %elp42 = getelementptr inbounds double, ptr %buf41, i64 %pos38
  store double %v39, ptr %elp42, align 8, !alias.scope !11, !noalias !12
  %i43 = load i64, ptr %i, align 8
  %next = add i64 %i43, 1
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
!1 = !{!"fuselab.buf.57", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.51", !2}
!5 = !{!"fuselab.buf.54", !2}
!6 = !{!"fuselab.buf.58", !2}
!7 = !{!4}
!8 = !{!5, !1, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !5, !1}

; cluster c40: ds
; ModuleID = 'pagerank_seq_c40'
source_filename = "pagerank_seq_c40"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 57
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_136 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 456
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 392
  %dim8 = load i64, ptr %dimp7, align 8
  %bufp16 = getelementptr inbounds ptr, ptr %0, i64 51
  %buf17 = load ptr, ptr %bufp16, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 408
  %dim22 = load i64, ptr %dimp21, align 8
  %bufp32 = getelementptr inbounds ptr, ptr %0, i64 53
  %buf33 = load ptr, ptr %bufp32, align 8
  %ds_134 = alloca i64, align 8
  %bufp40 = getelementptr inbounds ptr, ptr %0, i64 59
  %buf41 = load ptr, ptr %bufp40, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_136, align 8
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
  store i64 40, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ok25, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %the_sq0_136, align 8
  %inb = icmp ult i64 %v, %dim8
  br i1 %inb, label %ok10, label %fail9

exit:                                             ; preds = %loop
  ret i32 0

fail9:                                            ; preds = %body5
  %errp11 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 40, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp14, align 8
  ret i32 1

ok10:                                             ; preds = %body5
  %pos = mul i64 0, %dim8
  %pos15 = add i64 %pos, %v
  %elp18 = getelementptr inbounds i64, ptr %buf17, i64 %pos15
  %el19 = load i64, ptr %elp18, align 8, !alias.scope !7, !noalias !8
  %v20 = load i64, ptr %i, align 8
  %add = add i64 %el19, %v20
  %inb23 = icmp ult i64 %add, %dim22
  br i1 %inb23, label %ok25, label %fail24

fail24:                                           ; preds = %ok10
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 40, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok10
  %pos30 = mul i64 0, %dim22
  %pos31 = add i64 %pos30, %add
  %elp34 = getelementptr inbounds i64, ptr %buf33, i64 %pos31
  %el35 = load i64, ptr %elp34, align 8, !alias.scope !9, !noalias !10
  store i64 %el35, ptr %ds_134, align 8
  %v36 = load i64, ptr %i, align 8
  %pos37 = mul i64 0, %dim
  %pos38 = add i64 %pos37, %v36
  %v39 = load i64, ptr %ds_134, align 8
  %elp42 = getelementptr inbounds i64, ptr %buf41, i64 %pos38
  store i64 %v39, ptr %elp42, align 8, !alias.scope !11, !noalias !12
  %i43 = load i64, ptr %i, align 8
  %next = add i64 %i43, 1
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
!1 = !{!"fuselab.buf.57", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.51", !2}
!5 = !{!"fuselab.buf.53", !2}
!6 = !{!"fuselab.buf.59", !2}
!7 = !{!4}
!8 = !{!5, !1, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !5, !1}

; cluster c41: permute2
; ModuleID = 'pagerank_seq_c41'
source_filename = "pagerank_seq_c41"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 432
  %dim = load i64, ptr %dimp, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 60
  %buf = load ptr, ptr %bufp, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 56
  %buf2 = load ptr, ptr %bufp1, align 8
  %dimp3 = getelementptr inbounds i64, ptr %1, i64 448
  %dim4 = load i64, ptr %dimp3, align 8
  %i = alloca i64, align 8
  %dimp20 = getelementptr inbounds i64, ptr %1, i64 456
  %dim21 = load i64, ptr %dimp20, align 8
  %bufp28 = getelementptr inbounds ptr, ptr %0, i64 58
  %buf29 = load ptr, ptr %bufp28, align 8
  %ec_140 = alloca double, align 8
  %bufp33 = getelementptr inbounds ptr, ptr %0, i64 59
  %buf34 = load ptr, ptr %bufp33, align 8
  %new_137 = alloca double, align 8
  %old_138 = alloca double, align 8
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
  store i64 41, ptr %errp6, align 8
  %errp7 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim4, ptr %errp7, align 8
  %errp8 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim4, ptr %errp8, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v9 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %v9 to i128
  %step = sub i128 %at_next, %base
  %step10 = trunc i128 %step to i64
  %step11 = sext i64 %step10 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span12 = sext i64 %span to i128
  %reach = mul i128 %step11, %span12
  %c13 = icmp slt i128 %reach, 0
  %min14 = select i1 %c13, i128 %reach, i128 0
  %c15 = icmp sgt i128 %reach, 0
  %max16 = select i1 %c15, i128 %reach, i128 0
  %least = add i128 %base, %min14
  %most = add i128 %base, %max16
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits17 = and i1 %fits_low, %fits_high
  %least18 = select i1 %fits17, i128 %least, i128 -9223372036854775808
  %most19 = select i1 %fits17, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim21 to i128
  %low_ok = icmp sge i128 %least18, 0
  %high_ok = icmp slt i128 %most19, %extent
  %ok22 = and i1 true, %low_ok
  %ok23 = and i1 %ok22, %high_ok
  br i1 %ok23, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop53

versions_done:                                    ; preds = %exit55, %exit
  ret i32 0

loop:                                             ; preds = %ignored, %proved
  %i25 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i25, %min
  br i1 %more, label %body24, label %exit

body24:                                           ; preds = %loop
  %v26 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim4
  %pos27 = add i64 %pos, %v26
  %elp = getelementptr inbounds double, ptr %buf29, i64 %pos27
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %ec_140, align 8
  %v30 = load i64, ptr %i, align 8
  %pos31 = mul i64 0, %dim21
  %pos32 = add i64 %pos31, %v30
  %elp35 = getelementptr inbounds i64, ptr %buf34, i64 %pos32
  %el36 = load i64, ptr %elp35, align 8, !alias.scope !6, !noalias !7
  %inb = icmp ult i64 %el36, %dim
  br i1 %inb, label %ok38, label %fail37

exit:                                             ; preds = %loop
  br label %versions_done

ignored:                                          ; preds = %ok38
  %i51 = load i64, ptr %i, align 8
  %next52 = add i64 %i51, 1
  store i64 %next52, ptr %i, align 8
  br label %loop

fail37:                                           ; preds = %body24
  %errp39 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 41, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el36, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp42, align 8
  ret i32 1

ok38:                                             ; preds = %body24
  %pos43 = mul i64 0, %dim
  %pos44 = add i64 %pos43, %el36
  %v45 = load double, ptr %ec_140, align 8
  store double %v45, ptr %new_137, align 8
  %elp46 = getelementptr inbounds double, ptr %buf, i64 %pos44
  %el47 = load double, ptr %elp46, align 8, !alias.scope !8, !noalias !9
  store double %el47, ptr %old_138, align 8
  %v48 = load double, ptr %new_137, align 8
  %v49 = load double, ptr %old_138, align 8
  %fa = fadd double %v48, %v49
  %elp50 = getelementptr inbounds double, ptr %buf, i64 %pos44
  store double %fa, ptr %elp50, align 8, !alias.scope !8, !noalias !9
  br label %ignored

loop53:                                           ; preds = %ignored63, %checked
  %i56 = load i64, ptr %i, align 8
  %more57 = icmp slt i64 %i56, %min
  br i1 %more57, label %body54, label %exit55

body54:                                           ; preds = %loop53
  %v58 = load i64, ptr %i, align 8
  %pos59 = mul i64 0, %dim4
  %pos60 = add i64 %pos59, %v58
  %elp61 = getelementptr inbounds double, ptr %buf29, i64 %pos60
  %el62 = load double, ptr %elp61, align 8, !alias.scope !0, !noalias !3
  store double %el62, ptr %ec_140, align 8
  %v64 = load i64, ptr %i, align 8
  %inb65 = icmp ult i64 %v64, %dim21
  br i1 %inb65, label %ok67, label %fail66

exit55:                                           ; preds = %loop53
  br label %versions_done

ignored63:                                        ; preds = %ok78
  %i92 = load i64, ptr %i, align 8
  %next93 = add i64 %i92, 1
  store i64 %next93, ptr %i, align 8
  br label %loop53

fail66:                                           ; preds = %body54
  %errp68 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp68, align 8
  %errp69 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 41, ptr %errp69, align 8
  %errp70 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v64, ptr %errp70, align 8
  %errp71 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim21, ptr %errp71, align 8
  ret i32 1

ok67:                                             ; preds = %body54
  %pos72 = mul i64 0, %dim21
  %pos73 = add i64 %pos72, %v64
  %elp74 = getelementptr inbounds i64, ptr %buf34, i64 %pos73
  %el75 = load i64, ptr %elp74, align 8, !alias.scope !6, !noalias !7
  %inb76 = icmp ult i64 %el75, %dim
  br i1 %inb76, label %ok78, label %fail77

fail77:                                           ; preds = %ok67
  %errp79 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 41, ptr %errp80, align 8
  %errp81 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el75, ptr %errp81, align 8
  %errp82 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp82, align 8
  ret i32 1

ok78:                                             ; preds = %ok67
  %pos83 = mul i64 0, %dim
  %pos84 = add i64 %pos83, %el75
  %v85 = load double, ptr %ec_140, align 8
  store double %v85, ptr %new_137, align 8
  %elp86 = getelementptr inbounds double, ptr %buf, i64 %pos84
  %el87 = load double, ptr %elp86, align 8, !alias.scope !8, !noalias !9
  store double %el87, ptr %old_138, align 8
  %v88 = load double, ptr %new_137, align 8
  %v89 = load double, ptr %old_138, align 8
  %fa90 = fadd double %v88, %v89
  %elp91 = getelementptr inbounds double, ptr %buf, i64 %pos84
  store double %fa90, ptr %elp91, align 8, !alias.scope !8, !noalias !9
  br label %ignored63
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_owned(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 448
  %dim = load i64, ptr %dimp, align 8
  %targets = alloca [1024 x i64], align 8
  %block = alloca i64, align 8
  %i3 = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 456
  %dim8 = load i64, ptr %dimp7, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 59
  %buf = load ptr, ptr %bufp, align 8
  %dimp23 = getelementptr inbounds i64, ptr %1, i64 432
  %dim24 = load i64, ptr %dimp23, align 8
  %bufp45 = getelementptr inbounds ptr, ptr %0, i64 58
  %buf46 = load ptr, ptr %bufp45, align 8
  %ec_140 = alloca double, align 8
  %new_137 = alloca double, align 8
  %bufp50 = getelementptr inbounds ptr, ptr %0, i64 60
  %buf51 = load ptr, ptr %bufp50, align 8
  %old_138 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  %share_hi = getelementptr i64, ptr %6, i64 1
  %share_lo = load i64, ptr %6, align 8
  %share_hi1 = load i64, ptr %share_hi, align 8
  store i64 0, ptr %block, align 8
  br label %blocks

blocks:                                           ; preds = %exit17, %body
  %i = load i64, ptr %block, align 8
  %more = icmp slt i64 %i, %dim
  br i1 %more, label %block2, label %blocks_done

block2:                                           ; preds = %blocks
  %block_end = add i64 %i, 1024
  %c = icmp slt i64 %block_end, %dim
  %min = select i1 %c, i64 %block_end, i64 %dim
  store i64 %i, ptr %i3, align 8
  br label %loop

blocks_done:                                      ; preds = %blocks
  ret i32 0

loop:                                             ; preds = %ok, %block2
  %i5 = load i64, ptr %i3, align 8
  %more6 = icmp slt i64 %i5, %min
  br i1 %more6, label %body4, label %exit

body4:                                            ; preds = %loop
  %v = load i64, ptr %i3, align 8
  %inb = icmp ult i64 %v, %dim8
  br i1 %inb, label %ok, label %fail

exit:                                             ; preds = %loop
  store i64 %i, ptr %i3, align 8
  br label %loop15

fail:                                             ; preds = %body4
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 41, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp11, align 8
  ret i32 1

ok:                                               ; preds = %body4
  %pos = mul i64 0, %dim8
  %pos12 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos12
  %el = load i64, ptr %elp, align 8, !alias.scope !6, !noalias !7
  %i13 = load i64, ptr %i3, align 8
  %k = sub i64 %i13, %i
  %at = getelementptr i64, ptr %targets, i64 %k
  store i64 %el, ptr %at, align 8
  %i14 = load i64, ptr %i3, align 8
  %next = add i64 %i14, 1
  store i64 %next, ptr %i3, align 8
  br label %loop

loop15:                                           ; preds = %not_owned, %exit
  %i18 = load i64, ptr %i3, align 8
  %more19 = icmp slt i64 %i18, %min
  br i1 %more19, label %body16, label %exit17

body16:                                           ; preds = %loop15
  %i20 = load i64, ptr %i3, align 8
  %k21 = sub i64 %i20, %i
  %at22 = getelementptr i64, ptr %targets, i64 %k21
  %target = load i64, ptr %at22, align 8
  %inb25 = icmp ult i64 %target, %dim24
  br i1 %inb25, label %ok27, label %fail26

exit17:                                           ; preds = %loop15
  %i59 = load i64, ptr %block, align 8
  %next60 = add i64 %i59, 1024
  store i64 %next60, ptr %block, align 8
  br label %blocks

fail26:                                           ; preds = %body16
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 41, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %target, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp31, align 8
  ret i32 1

ok27:                                             ; preds = %body16
  %pos32 = mul i64 0, %dim24
  %pos33 = add i64 %pos32, %target
  %from_lo = sub i64 %pos33, %4
  %owned = sub i64 %5, %4
  %mine = icmp ult i64 %from_lo, %owned
  br i1 %mine, label %owned34, label %not_owned

owned34:                                          ; preds = %ok27
  %v35 = load i64, ptr %i3, align 8
  %inb36 = icmp ult i64 %v35, %dim
  br i1 %inb36, label %ok38, label %fail37

not_owned:                                        ; preds = %ok38, %ok27
  %i57 = load i64, ptr %i3, align 8
  %next58 = add i64 %i57, 1
  store i64 %next58, ptr %i3, align 8
  br label %loop15

fail37:                                           ; preds = %owned34
  %errp39 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 41, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v35, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp42, align 8
  ret i32 1

ok38:                                             ; preds = %owned34
  %pos43 = mul i64 0, %dim
  %pos44 = add i64 %pos43, %v35
  %elp47 = getelementptr inbounds double, ptr %buf46, i64 %pos44
  %el48 = load double, ptr %elp47, align 8, !alias.scope !0, !noalias !3
  store double %el48, ptr %ec_140, align 8
  %v49 = load double, ptr %ec_140, align 8
  store double %v49, ptr %new_137, align 8
  %elp52 = getelementptr inbounds double, ptr %buf51, i64 %pos33
  %el53 = load double, ptr %elp52, align 8, !alias.scope !8, !noalias !9
  store double %el53, ptr %old_138, align 8
  %v54 = load double, ptr %new_137, align 8
  %v55 = load double, ptr %old_138, align 8
  %fa = fadd double %v54, %v55
  %elp56 = getelementptr inbounds double, ptr %buf51, i64 %pos33
  store double %fa, ptr %elp56, align 8, !alias.scope !8, !noalias !9
  br label %not_owned
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.58", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.59", !2}
!5 = !{!"fuselab.buf.60", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c42: unit9
; ModuleID = 'pagerank_seq_c42'
source_filename = "pagerank_seq_c42"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 57
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_142 = alloca i64, align 8
  %unit9_141 = alloca i64, align 8
  %bufp2 = getelementptr inbounds ptr, ptr %0, i64 61
  %buf3 = load ptr, ptr %bufp2, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_142, align 8
  %v = load i64, ptr %the_sq0_142, align 8
  %add = add i64 %v, 1
  store i64 %add, ptr %unit9_141, align 8
  %v1 = load i64, ptr %unit9_141, align 8
  %elp4 = getelementptr inbounds i64, ptr %buf3, i64 0
  store i64 %v1, ptr %elp4, align 8, !alias.scope !3, !noalias !0
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
!1 = !{!"fuselab.buf.57", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.61", !2}

; cluster c44: unit10
; ModuleID = 'pagerank_seq_c44'
source_filename = "pagerank_seq_c44"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 46
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_144 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 47
  %buf2 = load ptr, ptr %bufp1, align 8
  %the_sq0_145 = alloca i64, align 8
  %unit10_143 = alloca i64, align 8
  %bufp7 = getelementptr inbounds ptr, ptr %0, i64 64
  %buf8 = load ptr, ptr %bufp7, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_144, align 8
  %elp3 = getelementptr inbounds i64, ptr %buf2, i64 0
  %el4 = load i64, ptr %elp3, align 8, !alias.scope !6, !noalias !7
  store i64 %el4, ptr %the_sq0_145, align 8
  %v = load i64, ptr %the_sq0_144, align 8
  %v5 = load i64, ptr %the_sq0_145, align 8
  %add = add i64 %v, %v5
  store i64 %add, ptr %unit10_143, align 8
  %v6 = load i64, ptr %unit10_143, align 8
  %elp9 = getelementptr inbounds i64, ptr %buf8, i64 0
  store i64 %v6, ptr %elp9, align 8, !alias.scope !8, !noalias !9
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
!1 = !{!"fuselab.buf.46", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.47", !2}
!5 = !{!"fuselab.buf.64", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c46: rank1
; ModuleID = 'pagerank_seq_c46'
source_filename = "pagerank_seq_c46"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 512
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 66
  %buf = load ptr, ptr %bufp, align 8
  %loop4_148 = alloca double, align 8
  %dimp15 = getelementptr inbounds i64, ptr %1, i64 0
  %dim16 = load i64, ptr %dimp15, align 8
  %rank1_146 = alloca double, align 8
  %bufp22 = getelementptr inbounds ptr, ptr %0, i64 68
  %buf23 = load ptr, ptr %bufp22, align 8
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
  store i64 46, ptr %errp2, align 8
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
  store i64 46, ptr %errp9, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos14
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %loop4_148, align 8
  %cv = sitofp i64 %dim16 to double
  %fd = fdiv double 0x3FC3333333333334, %cv
  %v17 = load double, ptr %loop4_148, align 8
  %fm = fmul double 8.500000e-01, %v17
  %fa = fadd double %fd, %fm
  store double %fa, ptr %rank1_146, align 8
  %v18 = load i64, ptr %i, align 8
  %pos19 = mul i64 0, %dim
  %pos20 = add i64 %pos19, %v18
  %v21 = load double, ptr %rank1_146, align 8
  %elp24 = getelementptr inbounds double, ptr %buf23, i64 %pos20
  store double %v21, ptr %elp24, align 8, !alias.scope !3, !noalias !0
  %i25 = load i64, ptr %i, align 8
  %next = add i64 %i25, 1
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
!1 = !{!"fuselab.buf.66", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.68", !2}

; cluster c47: c2
; ModuleID = 'pagerank_seq_c47'
source_filename = "pagerank_seq_c47"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 528
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 256
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 68
  %buf = load ptr, ptr %bufp, align 8
  %rank1_151 = alloca double, align 8
  %bufp27 = getelementptr inbounds ptr, ptr %0, i64 33
  %buf28 = load ptr, ptr %bufp27, align 8
  %degf_152 = alloca double, align 8
  %c2_149 = alloca double, align 8
  %bufp37 = getelementptr inbounds ptr, ptr %0, i64 69
  %buf38 = load ptr, ptr %bufp37, align 8
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
  store i64 47, ptr %errp2, align 8
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
  store i64 47, ptr %errp11, align 8
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
  store i64 47, ptr %errp18, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos23
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %rank1_151, align 8
  %v24 = load i64, ptr %i, align 8
  %pos25 = mul i64 0, %dim6
  %pos26 = add i64 %pos25, %v24
  %elp29 = getelementptr inbounds double, ptr %buf28, i64 %pos26
  %el30 = load double, ptr %elp29, align 8, !alias.scope !6, !noalias !7
  store double %el30, ptr %degf_152, align 8
  %v31 = load double, ptr %rank1_151, align 8
  %v32 = load double, ptr %degf_152, align 8
  %fd = fdiv double %v31, %v32
  store double %fd, ptr %c2_149, align 8
  %v33 = load i64, ptr %i, align 8
  %pos34 = mul i64 0, %dim
  %pos35 = add i64 %pos34, %v33
  %v36 = load double, ptr %c2_149, align 8
  %elp39 = getelementptr inbounds double, ptr %buf38, i64 %pos35
  store double %v36, ptr %elp39, align 8, !alias.scope !8, !noalias !9
  %i40 = load i64, ptr %i, align 8
  %next = add i64 %i40, 1
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
!1 = !{!"fuselab.buf.68", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.33", !2}
!5 = !{!"fuselab.buf.69", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c48: sq0_len39
; ModuleID = 'pagerank_seq_c48'
source_filename = "pagerank_seq_c48"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %sq0_len39_153 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 70
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 %dim, ptr %sq0_len39_153, align 8
  %v = load i64, ptr %sq0_len39_153, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  store i64 %v, ptr %elp, align 8, !alias.scope !0
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
!1 = !{!"fuselab.buf.70", !2}
!2 = !{!"fuselab.bufs"}

; cluster c49: generate3
; ModuleID = 'pagerank_seq_c49'
source_filename = "pagerank_seq_c49"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp18 = getelementptr inbounds i64, ptr %1, i64 17
  %dim19 = load i64, ptr %dimp18, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %generate3_154 = alloca i64, align 8
  %bufp34 = getelementptr inbounds ptr, ptr %0, i64 71
  %buf35 = load ptr, ptr %bufp34, align 8
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
  store i64 49, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v5 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %v5 to i128
  %step = sub i128 %at_next, %base
  %step6 = trunc i128 %step to i64
  %step7 = sext i64 %step6 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span8 = sext i64 %span to i128
  %reach = mul i128 %step7, %span8
  %c9 = icmp slt i128 %reach, 0
  %min10 = select i1 %c9, i128 %reach, i128 0
  %c11 = icmp sgt i128 %reach, 0
  %max12 = select i1 %c11, i128 %reach, i128 0
  %least = add i128 %base, %min10
  %most = add i128 %base, %max12
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits13 = and i1 %fits_low, %fits_high
  %least14 = select i1 %fits13, i128 %least, i128 -9223372036854775808
  %most15 = select i1 %fits13, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least14, 0
  %high_ok = icmp slt i128 %most15, %extent
  %ok16 = and i1 true, %low_ok
  %ok17 = and i1 %ok16, %high_ok
  %extent20 = sext i64 %dim19 to i128
  %high_ok21 = icmp slt i128 0, %extent20
  %ok22 = and i1 %ok17, true
  %ok23 = and i1 %ok22, %high_ok21
  br i1 %ok23, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop39

versions_done:                                    ; preds = %exit41, %exit
  ret i32 0

loop:                                             ; preds = %body24, %proved
  %i25 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i25, %min
  br i1 %more, label %body24, label %exit

body24:                                           ; preds = %loop
  %v26 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos27 = add i64 %pos, %v26
  %pos28 = mul i64 %pos27, %dim19
  %pos29 = add i64 %pos28, 0
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos29
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %generate3_154, align 8
  %v30 = load i64, ptr %i, align 8
  %pos31 = mul i64 0, %dim
  %pos32 = add i64 %pos31, %v30
  %v33 = load i64, ptr %generate3_154, align 8
  %elp36 = getelementptr inbounds i64, ptr %buf35, i64 %pos32
  store i64 %v33, ptr %elp36, align 8, !alias.scope !3, !noalias !0
  %i37 = load i64, ptr %i, align 8
  %next38 = add i64 %i37, 1
  store i64 %next38, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop39:                                           ; preds = %ok55, %checked
  %i42 = load i64, ptr %i, align 8
  %more43 = icmp slt i64 %i42, %min
  br i1 %more43, label %body40, label %exit41

body40:                                           ; preds = %loop39
  %v44 = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v44, %dim
  br i1 %inb, label %ok46, label %fail45

exit41:                                           ; preds = %loop39
  br label %versions_done

fail45:                                           ; preds = %body40
  %errp47 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 49, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v44, ptr %errp49, align 8
  %errp50 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp50, align 8
  ret i32 1

ok46:                                             ; preds = %body40
  %pos51 = mul i64 0, %dim
  %pos52 = add i64 %pos51, %v44
  %inb53 = icmp ult i64 0, %dim19
  br i1 %inb53, label %ok55, label %fail54

fail54:                                           ; preds = %ok46
  %errp56 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 49, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp58, align 8
  %errp59 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim19, ptr %errp59, align 8
  ret i32 1

ok55:                                             ; preds = %ok46
  %pos60 = mul i64 %pos52, %dim19
  %pos61 = add i64 %pos60, 0
  %elp62 = getelementptr inbounds i64, ptr %buf, i64 %pos61
  %el63 = load i64, ptr %elp62, align 8, !alias.scope !0, !noalias !3
  store i64 %el63, ptr %generate3_154, align 8
  %v64 = load i64, ptr %i, align 8
  %pos65 = mul i64 0, %dim
  %pos66 = add i64 %pos65, %v64
  %v67 = load i64, ptr %generate3_154, align 8
  %elp68 = getelementptr inbounds i64, ptr %buf35, i64 %pos66
  store i64 %v67, ptr %elp68, align 8, !alias.scope !3, !noalias !0
  %i69 = load i64, ptr %i, align 8
  %next70 = add i64 %i69, 1
  store i64 %next70, ptr %i, align 8
  br label %loop39
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
!3 = !{!4}
!4 = !{!"fuselab.buf.71", !2}

; cluster c50: sq0_offsets43
; ModuleID = 'pagerank_seq_c50'
source_filename = "pagerank_seq_c50"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_sq0_offsets43_156 = alloca i64, align 8
  %generate3_161 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_sq0_offsets43_156, align 8
  store i64 %b, ptr %generate3_161, align 8
  %v = load i64, ptr %acc_sq0_offsets43_156, align 8
  %v1 = load i64, ptr %generate3_161, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets43_156 = alloca i64, align 8
  %started_157 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 552
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 560
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 71
  %buf = load ptr, ptr %bufp, align 8
  %generate3_161 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 72
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets43_156, align 8
  store i1 false, ptr %started_157, align 1
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
  store i64 50, ptr %errp2, align 8
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
  store i64 50, ptr %errp11, align 8
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
  store i64 %el, ptr %generate3_161, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_sq0_offsets43_156, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_sq0_offsets43_156, align 8
  %v25 = load i64, ptr %generate3_161, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_sq0_offsets43_156, align 8
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
  store i64 50, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp32, align 8
  ret i32 1

ok28:                                             ; preds = %exit
  %pos33 = mul i64 0, %dim6
  %pos34 = add i64 %pos33, %dim
  %v35 = load i64, ptr %acc_sq0_offsets43_156, align 8
  %elp36 = getelementptr inbounds i64, ptr %buf22, i64 %pos34
  store i64 %v35, ptr %elp36, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets43_156 = alloca i64, align 8
  %started_157 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 552
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 560
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 71
  %buf = load ptr, ptr %bufp, align 8
  %generate3_161 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 72
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets43_156, align 8
  store i1 false, ptr %started_157, align 1
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
  store i64 50, ptr %errp2, align 8
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
  store i64 50, ptr %errp11, align 8
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
  store i64 %el, ptr %generate3_161, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_sq0_offsets43_156, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_sq0_offsets43_156, align 8
  %v25 = load i64, ptr %generate3_161, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_sq0_offsets43_156, align 8
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets43_156, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets43_156 = alloca i64, align 8
  %started_157 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 552
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 560
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 71
  %buf = load ptr, ptr %bufp, align 8
  %generate3_161 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 72
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets43_156, align 8
  store i1 false, ptr %started_157, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets43_156, align 8
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
  store i64 50, ptr %errp2, align 8
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
  store i64 50, ptr %errp11, align 8
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
  store i64 %el, ptr %generate3_161, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_sq0_offsets43_156, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_sq0_offsets43_156, align 8
  %v25 = load i64, ptr %generate3_161, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_sq0_offsets43_156, align 8
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part27 = getelementptr inbounds i8, ptr %6, i64 0
  %acc28 = load i64, ptr %acc_sq0_offsets43_156, align 8
  store i64 %acc28, ptr %part27, align 8
  ret i32 0
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets43_156 = alloca i64, align 8
  %started_157 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 552
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 71
  %buf = load ptr, ptr %bufp, align 8
  %generate3_161 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets43_156, align 8
  store i1 false, ptr %started_157, align 1
  store i64 0, ptr %acc_sq0_offsets43_156, align 8
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
  store i64 50, ptr %errp2, align 8
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
  store i64 %el, ptr %generate3_161, align 8
  %v8 = load i64, ptr %acc_sq0_offsets43_156, align 8
  %v9 = load i64, ptr %generate3_161, align 8
  %add = add i64 %v8, %v9
  store i64 %add, ptr %acc_sq0_offsets43_156, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets43_156, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets43_156 = alloca i64, align 8
  %started_157 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 552
  %dim = load i64, ptr %dimp, align 8
  %dimp1 = getelementptr inbounds i64, ptr %1, i64 560
  %dim2 = load i64, ptr %dimp1, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 72
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets43_156, align 8
  store i1 false, ptr %started_157, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets43_156, align 8
  %inb = icmp ult i64 %dim, %dim2
  br i1 %inb, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 50, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim2, ptr %errp5, align 8
  ret i32 1

ok:                                               ; preds = %body
  %pos = mul i64 0, %dim2
  %pos6 = add i64 %pos, %dim
  %v = load i64, ptr %acc_sq0_offsets43_156, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos6
  store i64 %v, ptr %elp, align 8, !alias.scope !3
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.71", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.72", !2}

; cluster c51: unit11
; ModuleID = 'pagerank_seq_c51'
source_filename = "pagerank_seq_c51"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 70
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_163 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 73
  %buf2 = load ptr, ptr %bufp1, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_163, align 8
  %v = load i64, ptr %the_sq0_163, align 8
  %elp3 = getelementptr inbounds i64, ptr %buf2, i64 0
  store i64 %v, ptr %elp3, align 8, !alias.scope !3, !noalias !0
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
!1 = !{!"fuselab.buf.70", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.73", !2}

; cluster c52: unit12
; ModuleID = 'pagerank_seq_c52'
source_filename = "pagerank_seq_c52"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %unit12_164 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 74
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %unit12_164, align 8
  %v = load i64, ptr %unit12_164, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  store i64 %v, ptr %elp, align 8, !alias.scope !0
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
!1 = !{!"fuselab.buf.74", !2}
!2 = !{!"fuselab.bufs"}

; cluster c53: sq0_c41
; ModuleID = 'pagerank_seq_c53'
source_filename = "pagerank_seq_c53"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 75
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_168 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 70
  %buf2 = load ptr, ptr %bufp1, align 8
  %the_sq0_169 = alloca i64, align 8
  %bufp5 = getelementptr inbounds ptr, ptr %0, i64 77
  %buf6 = load ptr, ptr %bufp5, align 8
  %the_sq0_170 = alloca i64, align 8
  %sq0_c41_167 = alloca i64, align 8
  %bufp12 = getelementptr inbounds ptr, ptr %0, i64 78
  %buf13 = load ptr, ptr %bufp12, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_168, align 8
  %elp3 = getelementptr inbounds i64, ptr %buf2, i64 0
  %el4 = load i64, ptr %elp3, align 8, !alias.scope !7, !noalias !8
  store i64 %el4, ptr %the_sq0_169, align 8
  %elp7 = getelementptr inbounds i64, ptr %buf6, i64 0
  %el8 = load i64, ptr %elp7, align 8, !alias.scope !9, !noalias !10
  store i64 %el8, ptr %the_sq0_170, align 8
  %v = load i64, ptr %the_sq0_168, align 8
  %v9 = load i64, ptr %the_sq0_169, align 8
  %v10 = load i64, ptr %the_sq0_170, align 8
  %sub = sub i64 %v9, %v10
  %c = icmp slt i64 %v, %sub
  %mm = select i1 %c, i64 %v, i64 %sub
  store i64 %mm, ptr %sq0_c41_167, align 8
  %v11 = load i64, ptr %sq0_c41_167, align 8
  %elp14 = getelementptr inbounds i64, ptr %buf13, i64 0
  store i64 %v11, ptr %elp14, align 8, !alias.scope !11, !noalias !12
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
!1 = !{!"fuselab.buf.75", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.70", !2}
!5 = !{!"fuselab.buf.77", !2}
!6 = !{!"fuselab.buf.78", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !1, !5}

; cluster c54: sq0_lengths45
; ModuleID = 'pagerank_seq_c54'
source_filename = "pagerank_seq_c54"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 77
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_173 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 616
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp19 = getelementptr inbounds i64, ptr %1, i64 16
  %dim20 = load i64, ptr %dimp19, align 8
  %dimp23 = getelementptr inbounds i64, ptr %1, i64 17
  %dim24 = load i64, ptr %dimp23, align 8
  %bufp37 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf38 = load ptr, ptr %bufp37, align 8
  %sq0_lengths45_171 = alloca i64, align 8
  %bufp45 = getelementptr inbounds ptr, ptr %0, i64 79
  %buf46 = load ptr, ptr %bufp45, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_173, align 8
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
  store i64 54, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %the_sq0_173, align 8
  %v5 = load i64, ptr %i, align 8
  %add = add i64 %v, %v5
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v6 = load i64, ptr %the_sq0_173, align 8
  %v7 = load i64, ptr %i, align 8
  %add8 = add i64 %v6, %v7
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %add8 to i128
  %step = sub i128 %at_next, %base
  %step9 = trunc i128 %step to i64
  %step10 = sext i64 %step9 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span11 = sext i64 %span to i128
  %reach = mul i128 %step10, %span11
  %c12 = icmp slt i128 %reach, 0
  %min13 = select i1 %c12, i128 %reach, i128 0
  %c14 = icmp sgt i128 %reach, 0
  %max15 = select i1 %c14, i128 %reach, i128 0
  %least = add i128 %base, %min13
  %most = add i128 %base, %max15
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits16 = and i1 %fits_low, %fits_high
  %least17 = select i1 %fits16, i128 %least, i128 -9223372036854775808
  %most18 = select i1 %fits16, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim20 to i128
  %low_ok = icmp sge i128 %least17, 0
  %high_ok = icmp slt i128 %most18, %extent
  %ok21 = and i1 true, %low_ok
  %ok22 = and i1 %ok21, %high_ok
  %extent25 = sext i64 %dim24 to i128
  %high_ok26 = icmp slt i128 0, %extent25
  %ok27 = and i1 %ok22, true
  %ok28 = and i1 %ok27, %high_ok26
  br i1 %ok28, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop50

versions_done:                                    ; preds = %exit52, %exit
  ret i32 0

loop:                                             ; preds = %body29, %proved
  %i30 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i30, %min
  br i1 %more, label %body29, label %exit

body29:                                           ; preds = %loop
  %v31 = load i64, ptr %the_sq0_173, align 8
  %v32 = load i64, ptr %i, align 8
  %add33 = add i64 %v31, %v32
  %pos = mul i64 0, %dim20
  %pos34 = add i64 %pos, %add33
  %pos35 = mul i64 %pos34, %dim24
  %pos36 = add i64 %pos35, 0
  %elp39 = getelementptr inbounds i64, ptr %buf38, i64 %pos36
  %el40 = load i64, ptr %elp39, align 8, !alias.scope !6, !noalias !7
  store i64 %el40, ptr %sq0_lengths45_171, align 8
  %v41 = load i64, ptr %i, align 8
  %pos42 = mul i64 0, %dim
  %pos43 = add i64 %pos42, %v41
  %v44 = load i64, ptr %sq0_lengths45_171, align 8
  %elp47 = getelementptr inbounds i64, ptr %buf46, i64 %pos43
  store i64 %v44, ptr %elp47, align 8, !alias.scope !8, !noalias !9
  %i48 = load i64, ptr %i, align 8
  %next49 = add i64 %i48, 1
  store i64 %next49, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop50:                                           ; preds = %ok68, %checked
  %i53 = load i64, ptr %i, align 8
  %more54 = icmp slt i64 %i53, %min
  br i1 %more54, label %body51, label %exit52

body51:                                           ; preds = %loop50
  %v55 = load i64, ptr %the_sq0_173, align 8
  %v56 = load i64, ptr %i, align 8
  %add57 = add i64 %v55, %v56
  %inb = icmp ult i64 %add57, %dim20
  br i1 %inb, label %ok59, label %fail58

exit52:                                           ; preds = %loop50
  br label %versions_done

fail58:                                           ; preds = %body51
  %errp60 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 54, ptr %errp61, align 8
  %errp62 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add57, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim20, ptr %errp63, align 8
  ret i32 1

ok59:                                             ; preds = %body51
  %pos64 = mul i64 0, %dim20
  %pos65 = add i64 %pos64, %add57
  %inb66 = icmp ult i64 0, %dim24
  br i1 %inb66, label %ok68, label %fail67

fail67:                                           ; preds = %ok59
  %errp69 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp69, align 8
  %errp70 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 54, ptr %errp70, align 8
  %errp71 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp71, align 8
  %errp72 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp72, align 8
  ret i32 1

ok68:                                             ; preds = %ok59
  %pos73 = mul i64 %pos65, %dim24
  %pos74 = add i64 %pos73, 0
  %elp75 = getelementptr inbounds i64, ptr %buf38, i64 %pos74
  %el76 = load i64, ptr %elp75, align 8, !alias.scope !6, !noalias !7
  store i64 %el76, ptr %sq0_lengths45_171, align 8
  %v77 = load i64, ptr %i, align 8
  %pos78 = mul i64 0, %dim
  %pos79 = add i64 %pos78, %v77
  %v80 = load i64, ptr %sq0_lengths45_171, align 8
  %elp81 = getelementptr inbounds i64, ptr %buf46, i64 %pos79
  store i64 %v80, ptr %elp81, align 8, !alias.scope !8, !noalias !9
  %i82 = load i64, ptr %i, align 8
  %next83 = add i64 %i82, 1
  store i64 %next83, ptr %i, align 8
  br label %loop50
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.77", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.2", !2}
!5 = !{!"fuselab.buf.79", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c55: sq0_values47
; ModuleID = 'pagerank_seq_c55'
source_filename = "pagerank_seq_c55"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 77
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_176 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 624
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 560
  %dim8 = load i64, ptr %dimp7, align 8
  %bufp16 = getelementptr inbounds ptr, ptr %0, i64 72
  %buf17 = load ptr, ptr %bufp16, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 8
  %dim22 = load i64, ptr %dimp21, align 8
  %bufp32 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf33 = load ptr, ptr %bufp32, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf37 = load ptr, ptr %bufp36, align 8
  %sq0_values47_174 = alloca { i64, i64 }, align 8
  %bufp44 = getelementptr inbounds ptr, ptr %0, i64 80
  %buf45 = load ptr, ptr %bufp44, align 8
  %bufp49 = getelementptr inbounds ptr, ptr %0, i64 81
  %buf50 = load ptr, ptr %bufp49, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_176, align 8
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
  store i64 55, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ok25, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %the_sq0_176, align 8
  %inb = icmp ult i64 %v, %dim8
  br i1 %inb, label %ok10, label %fail9

exit:                                             ; preds = %loop
  ret i32 0

fail9:                                            ; preds = %body5
  %errp11 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 55, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp14, align 8
  ret i32 1

ok10:                                             ; preds = %body5
  %pos = mul i64 0, %dim8
  %pos15 = add i64 %pos, %v
  %elp18 = getelementptr inbounds i64, ptr %buf17, i64 %pos15
  %el19 = load i64, ptr %elp18, align 8, !alias.scope !9, !noalias !10
  %v20 = load i64, ptr %i, align 8
  %add = add i64 %el19, %v20
  %inb23 = icmp ult i64 %add, %dim22
  br i1 %inb23, label %ok25, label %fail24

fail24:                                           ; preds = %ok10
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 55, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok10
  %pos30 = mul i64 0, %dim22
  %pos31 = add i64 %pos30, %add
  %elp34 = getelementptr inbounds i64, ptr %buf33, i64 %pos31
  %el35 = load i64, ptr %elp34, align 8, !alias.scope !11, !noalias !12
  %tup = insertvalue { i64, i64 } undef, i64 %el35, 0
  %elp38 = getelementptr inbounds i64, ptr %buf37, i64 %pos31
  %el39 = load i64, ptr %elp38, align 8, !alias.scope !13, !noalias !14
  %tup40 = insertvalue { i64, i64 } %tup, i64 %el39, 1
  store { i64, i64 } %tup40, ptr %sq0_values47_174, align 8
  %v41 = load i64, ptr %i, align 8
  %pos42 = mul i64 0, %dim
  %pos43 = add i64 %pos42, %v41
  %fldp = getelementptr inbounds { i64, i64 }, ptr %sq0_values47_174, i32 0, i32 0
  %fv = load i64, ptr %fldp, align 8
  %elp46 = getelementptr inbounds i64, ptr %buf45, i64 %pos43
  store i64 %fv, ptr %elp46, align 8, !alias.scope !15, !noalias !16
  %fldp47 = getelementptr inbounds { i64, i64 }, ptr %sq0_values47_174, i32 0, i32 1
  %fv48 = load i64, ptr %fldp47, align 8
  %elp51 = getelementptr inbounds i64, ptr %buf50, i64 %pos43
  store i64 %fv48, ptr %elp51, align 8, !alias.scope !17, !noalias !18
  %i52 = load i64, ptr %i, align 8
  %next = add i64 %i52, 1
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
!1 = !{!"fuselab.buf.77", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7, !8}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.1", !2}
!6 = !{!"fuselab.buf.72", !2}
!7 = !{!"fuselab.buf.80", !2}
!8 = !{!"fuselab.buf.81", !2}
!9 = !{!6}
!10 = !{!4, !5, !1, !7, !8}
!11 = !{!4}
!12 = !{!5, !6, !1, !7, !8}
!13 = !{!5}
!14 = !{!4, !6, !1, !7, !8}
!15 = !{!7}
!16 = !{!4, !5, !6, !1, !8}
!17 = !{!8}
!18 = !{!4, !5, !6, !1, !7}

; cluster c56: sq0_offsets49
; ModuleID = 'pagerank_seq_c56'
source_filename = "pagerank_seq_c56"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_sq0_offsets49_177 = alloca i64, align 8
  %sq0_182 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_sq0_offsets49_177, align 8
  store i64 %b, ptr %sq0_182, align 8
  %v = load i64, ptr %acc_sq0_offsets49_177, align 8
  %v1 = load i64, ptr %sq0_182, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets49_177 = alloca i64, align 8
  %started_178 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 616
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 632
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 79
  %buf = load ptr, ptr %bufp, align 8
  %sq0_182 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 82
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets49_177, align 8
  store i1 false, ptr %started_178, align 1
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
  store i64 56, ptr %errp2, align 8
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
  store i64 56, ptr %errp11, align 8
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
  store i64 %el, ptr %sq0_182, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_sq0_offsets49_177, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_sq0_offsets49_177, align 8
  %v25 = load i64, ptr %sq0_182, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_sq0_offsets49_177, align 8
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
  store i64 56, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp32, align 8
  ret i32 1

ok28:                                             ; preds = %exit
  %pos33 = mul i64 0, %dim6
  %pos34 = add i64 %pos33, %dim
  %v35 = load i64, ptr %acc_sq0_offsets49_177, align 8
  %elp36 = getelementptr inbounds i64, ptr %buf22, i64 %pos34
  store i64 %v35, ptr %elp36, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets49_177 = alloca i64, align 8
  %started_178 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 616
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 632
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 79
  %buf = load ptr, ptr %bufp, align 8
  %sq0_182 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 82
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets49_177, align 8
  store i1 false, ptr %started_178, align 1
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
  store i64 56, ptr %errp2, align 8
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
  store i64 56, ptr %errp11, align 8
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
  store i64 %el, ptr %sq0_182, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_sq0_offsets49_177, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_sq0_offsets49_177, align 8
  %v25 = load i64, ptr %sq0_182, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_sq0_offsets49_177, align 8
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets49_177, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets49_177 = alloca i64, align 8
  %started_178 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 616
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 632
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 79
  %buf = load ptr, ptr %bufp, align 8
  %sq0_182 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 82
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets49_177, align 8
  store i1 false, ptr %started_178, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets49_177, align 8
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
  store i64 56, ptr %errp2, align 8
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
  store i64 56, ptr %errp11, align 8
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
  store i64 %el, ptr %sq0_182, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_sq0_offsets49_177, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_sq0_offsets49_177, align 8
  %v25 = load i64, ptr %sq0_182, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_sq0_offsets49_177, align 8
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part27 = getelementptr inbounds i8, ptr %6, i64 0
  %acc28 = load i64, ptr %acc_sq0_offsets49_177, align 8
  store i64 %acc28, ptr %part27, align 8
  ret i32 0
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets49_177 = alloca i64, align 8
  %started_178 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 616
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 79
  %buf = load ptr, ptr %bufp, align 8
  %sq0_182 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets49_177, align 8
  store i1 false, ptr %started_178, align 1
  store i64 0, ptr %acc_sq0_offsets49_177, align 8
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
  store i64 56, ptr %errp2, align 8
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
  store i64 %el, ptr %sq0_182, align 8
  %v8 = load i64, ptr %acc_sq0_offsets49_177, align 8
  %v9 = load i64, ptr %sq0_182, align 8
  %add = add i64 %v8, %v9
  store i64 %add, ptr %acc_sq0_offsets49_177, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets49_177, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets49_177 = alloca i64, align 8
  %started_178 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 616
  %dim = load i64, ptr %dimp, align 8
  %dimp1 = getelementptr inbounds i64, ptr %1, i64 632
  %dim2 = load i64, ptr %dimp1, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 82
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets49_177, align 8
  store i1 false, ptr %started_178, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets49_177, align 8
  %inb = icmp ult i64 %dim, %dim2
  br i1 %inb, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 56, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim2, ptr %errp5, align 8
  ret i32 1

ok:                                               ; preds = %body
  %pos = mul i64 0, %dim2
  %pos6 = add i64 %pos, %dim
  %v = load i64, ptr %acc_sq0_offsets49_177, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos6
  store i64 %v, ptr %elp, align 8, !alias.scope !3
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.79", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.82", !2}

; cluster c57: sq0_m50
; ModuleID = 'pagerank_seq_c57'
source_filename = "pagerank_seq_c57"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %"%n_dim0" = alloca i64, align 8
  %d_word = alloca i64, align 8
  %d_word5 = alloca i64, align 8
  %d_word6 = alloca i64, align 8
  %d_word7 = alloca i64, align 8
  %d_word8 = alloca i64, align 8
  %d_word9 = alloca i64, align 8
  %d_word10 = alloca i64, align 8
  %d_word11 = alloca i64, align 8
  %d_word12 = alloca i64, align 8
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 624
  %dim14 = load i64, ptr %dimp13, align 8
  %i = alloca i64, align 8
  %sq0_185 = alloca { i64, i64 }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 80
  %buf = load ptr, ptr %bufp, align 8
  %bufp31 = getelementptr inbounds ptr, ptr %0, i64 81
  %buf32 = load ptr, ptr %bufp31, align 8
  %tup_186.0 = alloca i64, align 8
  %tup_186.1 = alloca i64, align 8
  %sq0_m50_183 = alloca i64, align 8
  %bufp81 = getelementptr inbounds ptr, ptr %0, i64 83
  %buf82 = load ptr, ptr %bufp81, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 %dim, ptr %"%n_dim0", align 8
  %d_sign = ashr i64 %dim, 63
  %d_flip = xor i64 %dim, %d_sign
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
  %c15 = icmp slt i64 %5, %dim14
  %min = select i1 %c15, i64 %5, i64 %dim14
  %fits = icmp sle i64 %min, %dim14
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 57, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim14, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim14, ptr %errp18, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits19 = icmp sle i64 %min, %dim14
  br i1 %fits19, label %ok21, label %fail20

fail20:                                           ; preds = %ok
  %errp22 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 57, ptr %errp23, align 8
  %errp24 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim14, ptr %errp24, align 8
  %errp25 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim14, ptr %errp25, align 8
  ret i32 1

ok21:                                             ; preds = %ok
  %d_small26 = load i64, ptr %d_word9, align 8
  %d_small27 = trunc i64 %d_small26 to i1
  br i1 %d_small27, label %small_divisors, label %large_divisors

small_divisors:                                   ; preds = %ok21
  store i64 %max, ptr %i, align 8
  br label %loop

large_divisors:                                   ; preds = %ok21
  store i64 %max, ptr %i, align 8
  br label %loop85

divisors_done:                                    ; preds = %exit87, %exit
  ret i32 0

loop:                                             ; preds = %ok44, %small_divisors
  %i29 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i29, %min
  br i1 %more, label %body28, label %exit

body28:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim14
  %pos30 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos30
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  %fldp = getelementptr inbounds { i64, i64 }, ptr %sq0_185, i32 0, i32 0
  store i64 %el, ptr %fldp, align 8
  %elp33 = getelementptr inbounds i64, ptr %buf32, i64 %pos30
  %el34 = load i64, ptr %elp33, align 8, !alias.scope !6, !noalias !7
  %fldp35 = getelementptr inbounds { i64, i64 }, ptr %sq0_185, i32 0, i32 1
  store i64 %el34, ptr %fldp35, align 8
  %fldp36 = getelementptr inbounds { i64, i64 }, ptr %sq0_185, i32 0, i32 0
  %fldp37 = getelementptr inbounds { i64, i64 }, ptr %sq0_185, i32 0, i32 0
  %fld = load i64, ptr %fldp37, align 8
  store i64 %fld, ptr %tup_186.0, align 8
  %fldp38 = getelementptr inbounds { i64, i64 }, ptr %sq0_185, i32 0, i32 1
  %fldp39 = getelementptr inbounds { i64, i64 }, ptr %sq0_185, i32 0, i32 1
  %fld40 = load i64, ptr %fldp39, align 8
  store i64 %fld40, ptr %tup_186.1, align 8
  %v41 = load i64, ptr %tup_186.0, align 8
  %mul = mul i64 %v41, 1000003
  %v42 = load i64, ptr %"%n_dim0", align 8
  %nz = icmp ne i64 %v42, 0
  br i1 %nz, label %ok44, label %fail43

exit:                                             ; preds = %loop
  br label %divisors_done

fail43:                                           ; preds = %body28
  %errp45 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 57, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v42, ptr %errp48, align 8
  ret i32 1

ok44:                                             ; preds = %body28
  %d_word49 = load i64, ptr %d_word, align 8
  %d_word50 = load i64, ptr %d_word5, align 8
  %d_word51 = load i64, ptr %d_word6, align 8
  %d_word52 = load i64, ptr %d_word7, align 8
  %d_word53 = load i64, ptr %d_word8, align 8
  %d_word54 = load i64, ptr %d_word9, align 8
  %d_word55 = load i64, ptr %d_word10, align 8
  %d_word56 = load i64, ptr %d_word11, align 8
  %d_word57 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %mul, 63
  %xf = xor i64 %mul, %xs
  %ax = sub i64 %xf, %xs
  %bf = bitcast i64 %d_word55 to double
  %inv = bitcast i64 %d_word56 to double
  %wrap = bitcast i64 %d_word57 to double
  %ah = lshr i64 %ax, 32
  %ah58 = or i64 %ah, 4841369599423283200
  %ah59 = bitcast i64 %ah58 to double
  %ah60 = fsub double %ah59, 0x4330000000000000
  %al = and i64 %ax, 4294967295
  %al61 = or i64 %al, 4841369599423283200
  %al62 = bitcast i64 %al61 to double
  %al63 = fsub double %al62, 0x4330000000000000
  %ah_wrap = fmul double %ah60, %wrap
  %s = fadd double %ah_wrap, %al63
  %p = fmul double %s, %inv
  %q = call double @llvm.trunc.f64(double %p)
  %qb = fmul double %q, %bf
  %r = fsub double %s, %qb
  %low = fcmp olt double %r, 0.000000e+00
  %q64 = fsub double %q, 1.000000e+00
  %q65 = select i1 %low, double %q64, double %q
  %r66 = fadd double %r, %bf
  %r67 = select i1 %low, double %r66, double %r
  %high = fcmp oge double %r67, %bf
  %q68 = fadd double %q65, 1.000000e+00
  %q69 = select i1 %high, double %q68, double %q65
  %r70 = fsub double %r67, %bf
  %r71 = select i1 %high, double %r70, double %r67
  %int = fadd double %r71, 0x4330000000000000
  %int72 = bitcast double %int to i64
  %int73 = sub i64 %int72, 4841369599423283200
  %signed = xor i64 %int73, %xs
  %signed74 = sub i64 %signed, %xs
  %add = add i64 %signed74, %dim
  %v75 = load i64, ptr %"%n_dim0", align 8
  %wge = icmp sge i64 %add, %v75
  %wsub = sub i64 %add, %v75
  %wrap76 = select i1 %wge, i64 %wsub, i64 %add
  store i64 %wrap76, ptr %sq0_m50_183, align 8
  %v77 = load i64, ptr %i, align 8
  %pos78 = mul i64 0, %dim14
  %pos79 = add i64 %pos78, %v77
  %v80 = load i64, ptr %sq0_m50_183, align 8
  %elp83 = getelementptr inbounds i64, ptr %buf82, i64 %pos79
  store i64 %v80, ptr %elp83, align 8, !alias.scope !8, !noalias !9
  %i84 = load i64, ptr %i, align 8
  %next = add i64 %i84, 1
  store i64 %next, ptr %i, align 8
  br label %loop

loop85:                                           ; preds = %ok110, %large_divisors
  %i88 = load i64, ptr %i, align 8
  %more89 = icmp slt i64 %i88, %min
  br i1 %more89, label %body86, label %exit87

body86:                                           ; preds = %loop85
  %v90 = load i64, ptr %i, align 8
  %pos91 = mul i64 0, %dim14
  %pos92 = add i64 %pos91, %v90
  %elp93 = getelementptr inbounds i64, ptr %buf, i64 %pos92
  %el94 = load i64, ptr %elp93, align 8, !alias.scope !0, !noalias !3
  %fldp95 = getelementptr inbounds { i64, i64 }, ptr %sq0_185, i32 0, i32 0
  store i64 %el94, ptr %fldp95, align 8
  %elp96 = getelementptr inbounds i64, ptr %buf32, i64 %pos92
  %el97 = load i64, ptr %elp96, align 8, !alias.scope !6, !noalias !7
  %fldp98 = getelementptr inbounds { i64, i64 }, ptr %sq0_185, i32 0, i32 1
  store i64 %el97, ptr %fldp98, align 8
  %fldp99 = getelementptr inbounds { i64, i64 }, ptr %sq0_185, i32 0, i32 0
  %fldp100 = getelementptr inbounds { i64, i64 }, ptr %sq0_185, i32 0, i32 0
  %fld101 = load i64, ptr %fldp100, align 8
  store i64 %fld101, ptr %tup_186.0, align 8
  %fldp102 = getelementptr inbounds { i64, i64 }, ptr %sq0_185, i32 0, i32 1
  %fldp103 = getelementptr inbounds { i64, i64 }, ptr %sq0_185, i32 0, i32 1
  %fld104 = load i64, ptr %fldp103, align 8
  store i64 %fld104, ptr %tup_186.1, align 8
  %v105 = load i64, ptr %tup_186.0, align 8
  %mul106 = mul i64 %v105, 1000003
  %v107 = load i64, ptr %"%n_dim0", align 8
  %nz108 = icmp ne i64 %v107, 0
  br i1 %nz108, label %ok110, label %fail109

exit87:                                           ; preds = %loop85
  br label %divisors_done

fail109:                                          ; preds = %body86
  %errp111 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp111, align 8
  %errp112 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 57, ptr %errp112, align 8
  %errp113 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul106, ptr %errp113, align 8
  %errp114 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v107, ptr %errp114, align 8
  ret i32 1

ok110:                                            ; preds = %body86
  %d_word115 = load i64, ptr %d_word, align 8
  %d_word116 = load i64, ptr %d_word5, align 8
  %d_word117 = load i64, ptr %d_word6, align 8
  %d_word118 = load i64, ptr %d_word7, align 8
  %d_word119 = load i64, ptr %d_word8, align 8
  %d_word120 = load i64, ptr %d_word9, align 8
  %d_word121 = load i64, ptr %d_word10, align 8
  %d_word122 = load i64, ptr %d_word11, align 8
  %d_word123 = load i64, ptr %d_word12, align 8
  %xs124 = ashr i64 %mul106, 63
  %xf125 = xor i64 %mul106, %xs124
  %ax126 = sub i64 %xf125, %xs124
  %lo = and i64 %d_word117, 4294967295
  %hi = lshr i64 %d_word117, 32
  %lo127 = and i64 %ax126, 4294967295
  %hi128 = lshr i64 %ax126, 32
  %ll = mul i64 %lo, %lo127
  %hl = mul i64 %hi, %lo127
  %lh = mul i64 %lo, %hi128
  %hh = mul i64 %hi, %hi128
  %hi129 = lshr i64 %ll, 32
  %lo130 = and i64 %hl, 4294967295
  %mid = add i64 %hi129, %lo130
  %lo131 = and i64 %lh, 4294967295
  %mid132 = add i64 %mid, %lo131
  %hi133 = lshr i64 %hl, 32
  %top = add i64 %hh, %hi133
  %hi134 = lshr i64 %lh, 32
  %top135 = add i64 %top, %hi134
  %hi136 = lshr i64 %mid132, 32
  %mulhi = add i64 %top135, %hi136
  %a_t = sub i64 %ax126, %mulhi
  %half = lshr i64 %a_t, %d_word118
  %sum = add i64 %mulhi, %half
  %q137 = lshr i64 %sum, %d_word119
  %s138 = xor i64 %xs124, %d_word116
  %qs = xor i64 %q137, %s138
  %q139 = sub i64 %qs, %s138
  %qd = mul i64 %q139, %v107
  %r140 = sub i64 %mul106, %qd
  %add141 = add i64 %r140, %dim
  %v142 = load i64, ptr %"%n_dim0", align 8
  %wge143 = icmp sge i64 %add141, %v142
  %wsub144 = sub i64 %add141, %v142
  %wrap145 = select i1 %wge143, i64 %wsub144, i64 %add141
  store i64 %wrap145, ptr %sq0_m50_183, align 8
  %v146 = load i64, ptr %i, align 8
  %pos147 = mul i64 0, %dim14
  %pos148 = add i64 %pos147, %v146
  %v149 = load i64, ptr %sq0_m50_183, align 8
  %elp150 = getelementptr inbounds i64, ptr %buf82, i64 %pos148
  store i64 %v149, ptr %elp150, align 8, !alias.scope !8, !noalias !9
  %i151 = load i64, ptr %i, align 8
  %next152 = add i64 %i151, 1
  store i64 %next152, ptr %i, align 8
  br label %loop85
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
!1 = !{!"fuselab.buf.80", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.81", !2}
!5 = !{!"fuselab.buf.83", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c58: sq0_m51
; ModuleID = 'pagerank_seq_c58'
source_filename = "pagerank_seq_c58"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %"%n_dim0" = alloca i64, align 8
  %d_word = alloca i64, align 8
  %d_word5 = alloca i64, align 8
  %d_word6 = alloca i64, align 8
  %d_word7 = alloca i64, align 8
  %d_word8 = alloca i64, align 8
  %d_word9 = alloca i64, align 8
  %d_word10 = alloca i64, align 8
  %d_word11 = alloca i64, align 8
  %d_word12 = alloca i64, align 8
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 624
  %dim14 = load i64, ptr %dimp13, align 8
  %i = alloca i64, align 8
  %sq0_191 = alloca { i64, i64 }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 80
  %buf = load ptr, ptr %bufp, align 8
  %bufp31 = getelementptr inbounds ptr, ptr %0, i64 81
  %buf32 = load ptr, ptr %bufp31, align 8
  %tup_192.0 = alloca i64, align 8
  %tup_192.1 = alloca i64, align 8
  %sq0_m51_189 = alloca i64, align 8
  %bufp81 = getelementptr inbounds ptr, ptr %0, i64 84
  %buf82 = load ptr, ptr %bufp81, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 %dim, ptr %"%n_dim0", align 8
  %d_sign = ashr i64 %dim, 63
  %d_flip = xor i64 %dim, %d_sign
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
  %c15 = icmp slt i64 %5, %dim14
  %min = select i1 %c15, i64 %5, i64 %dim14
  %fits = icmp sle i64 %min, %dim14
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 58, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim14, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim14, ptr %errp18, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits19 = icmp sle i64 %min, %dim14
  br i1 %fits19, label %ok21, label %fail20

fail20:                                           ; preds = %ok
  %errp22 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 58, ptr %errp23, align 8
  %errp24 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim14, ptr %errp24, align 8
  %errp25 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim14, ptr %errp25, align 8
  ret i32 1

ok21:                                             ; preds = %ok
  %d_small26 = load i64, ptr %d_word9, align 8
  %d_small27 = trunc i64 %d_small26 to i1
  br i1 %d_small27, label %small_divisors, label %large_divisors

small_divisors:                                   ; preds = %ok21
  store i64 %max, ptr %i, align 8
  br label %loop

large_divisors:                                   ; preds = %ok21
  store i64 %max, ptr %i, align 8
  br label %loop85

divisors_done:                                    ; preds = %exit87, %exit
  ret i32 0

loop:                                             ; preds = %ok44, %small_divisors
  %i29 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i29, %min
  br i1 %more, label %body28, label %exit

body28:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim14
  %pos30 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos30
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  %fldp = getelementptr inbounds { i64, i64 }, ptr %sq0_191, i32 0, i32 0
  store i64 %el, ptr %fldp, align 8
  %elp33 = getelementptr inbounds i64, ptr %buf32, i64 %pos30
  %el34 = load i64, ptr %elp33, align 8, !alias.scope !6, !noalias !7
  %fldp35 = getelementptr inbounds { i64, i64 }, ptr %sq0_191, i32 0, i32 1
  store i64 %el34, ptr %fldp35, align 8
  %fldp36 = getelementptr inbounds { i64, i64 }, ptr %sq0_191, i32 0, i32 0
  %fldp37 = getelementptr inbounds { i64, i64 }, ptr %sq0_191, i32 0, i32 0
  %fld = load i64, ptr %fldp37, align 8
  store i64 %fld, ptr %tup_192.0, align 8
  %fldp38 = getelementptr inbounds { i64, i64 }, ptr %sq0_191, i32 0, i32 1
  %fldp39 = getelementptr inbounds { i64, i64 }, ptr %sq0_191, i32 0, i32 1
  %fld40 = load i64, ptr %fldp39, align 8
  store i64 %fld40, ptr %tup_192.1, align 8
  %v41 = load i64, ptr %tup_192.1, align 8
  %mul = mul i64 %v41, 999983
  %v42 = load i64, ptr %"%n_dim0", align 8
  %nz = icmp ne i64 %v42, 0
  br i1 %nz, label %ok44, label %fail43

exit:                                             ; preds = %loop
  br label %divisors_done

fail43:                                           ; preds = %body28
  %errp45 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 58, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v42, ptr %errp48, align 8
  ret i32 1

ok44:                                             ; preds = %body28
  %d_word49 = load i64, ptr %d_word, align 8
  %d_word50 = load i64, ptr %d_word5, align 8
  %d_word51 = load i64, ptr %d_word6, align 8
  %d_word52 = load i64, ptr %d_word7, align 8
  %d_word53 = load i64, ptr %d_word8, align 8
  %d_word54 = load i64, ptr %d_word9, align 8
  %d_word55 = load i64, ptr %d_word10, align 8
  %d_word56 = load i64, ptr %d_word11, align 8
  %d_word57 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %mul, 63
  %xf = xor i64 %mul, %xs
  %ax = sub i64 %xf, %xs
  %bf = bitcast i64 %d_word55 to double
  %inv = bitcast i64 %d_word56 to double
  %wrap = bitcast i64 %d_word57 to double
  %ah = lshr i64 %ax, 32
  %ah58 = or i64 %ah, 4841369599423283200
  %ah59 = bitcast i64 %ah58 to double
  %ah60 = fsub double %ah59, 0x4330000000000000
  %al = and i64 %ax, 4294967295
  %al61 = or i64 %al, 4841369599423283200
  %al62 = bitcast i64 %al61 to double
  %al63 = fsub double %al62, 0x4330000000000000
  %ah_wrap = fmul double %ah60, %wrap
  %s = fadd double %ah_wrap, %al63
  %p = fmul double %s, %inv
  %q = call double @llvm.trunc.f64(double %p)
  %qb = fmul double %q, %bf
  %r = fsub double %s, %qb
  %low = fcmp olt double %r, 0.000000e+00
  %q64 = fsub double %q, 1.000000e+00
  %q65 = select i1 %low, double %q64, double %q
  %r66 = fadd double %r, %bf
  %r67 = select i1 %low, double %r66, double %r
  %high = fcmp oge double %r67, %bf
  %q68 = fadd double %q65, 1.000000e+00
  %q69 = select i1 %high, double %q68, double %q65
  %r70 = fsub double %r67, %bf
  %r71 = select i1 %high, double %r70, double %r67
  %int = fadd double %r71, 0x4330000000000000
  %int72 = bitcast double %int to i64
  %int73 = sub i64 %int72, 4841369599423283200
  %signed = xor i64 %int73, %xs
  %signed74 = sub i64 %signed, %xs
  %add = add i64 %signed74, %dim
  %v75 = load i64, ptr %"%n_dim0", align 8
  %wge = icmp sge i64 %add, %v75
  %wsub = sub i64 %add, %v75
  %wrap76 = select i1 %wge, i64 %wsub, i64 %add
  store i64 %wrap76, ptr %sq0_m51_189, align 8
  %v77 = load i64, ptr %i, align 8
  %pos78 = mul i64 0, %dim14
  %pos79 = add i64 %pos78, %v77
  %v80 = load i64, ptr %sq0_m51_189, align 8
  %elp83 = getelementptr inbounds i64, ptr %buf82, i64 %pos79
  store i64 %v80, ptr %elp83, align 8, !alias.scope !8, !noalias !9
  %i84 = load i64, ptr %i, align 8
  %next = add i64 %i84, 1
  store i64 %next, ptr %i, align 8
  br label %loop

loop85:                                           ; preds = %ok110, %large_divisors
  %i88 = load i64, ptr %i, align 8
  %more89 = icmp slt i64 %i88, %min
  br i1 %more89, label %body86, label %exit87

body86:                                           ; preds = %loop85
  %v90 = load i64, ptr %i, align 8
  %pos91 = mul i64 0, %dim14
  %pos92 = add i64 %pos91, %v90
  %elp93 = getelementptr inbounds i64, ptr %buf, i64 %pos92
  %el94 = load i64, ptr %elp93, align 8, !alias.scope !0, !noalias !3
  %fldp95 = getelementptr inbounds { i64, i64 }, ptr %sq0_191, i32 0, i32 0
  store i64 %el94, ptr %fldp95, align 8
  %elp96 = getelementptr inbounds i64, ptr %buf32, i64 %pos92
  %el97 = load i64, ptr %elp96, align 8, !alias.scope !6, !noalias !7
  %fldp98 = getelementptr inbounds { i64, i64 }, ptr %sq0_191, i32 0, i32 1
  store i64 %el97, ptr %fldp98, align 8
  %fldp99 = getelementptr inbounds { i64, i64 }, ptr %sq0_191, i32 0, i32 0
  %fldp100 = getelementptr inbounds { i64, i64 }, ptr %sq0_191, i32 0, i32 0
  %fld101 = load i64, ptr %fldp100, align 8
  store i64 %fld101, ptr %tup_192.0, align 8
  %fldp102 = getelementptr inbounds { i64, i64 }, ptr %sq0_191, i32 0, i32 1
  %fldp103 = getelementptr inbounds { i64, i64 }, ptr %sq0_191, i32 0, i32 1
  %fld104 = load i64, ptr %fldp103, align 8
  store i64 %fld104, ptr %tup_192.1, align 8
  %v105 = load i64, ptr %tup_192.1, align 8
  %mul106 = mul i64 %v105, 999983
  %v107 = load i64, ptr %"%n_dim0", align 8
  %nz108 = icmp ne i64 %v107, 0
  br i1 %nz108, label %ok110, label %fail109

exit87:                                           ; preds = %loop85
  br label %divisors_done

fail109:                                          ; preds = %body86
  %errp111 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp111, align 8
  %errp112 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 58, ptr %errp112, align 8
  %errp113 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul106, ptr %errp113, align 8
  %errp114 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v107, ptr %errp114, align 8
  ret i32 1

ok110:                                            ; preds = %body86
  %d_word115 = load i64, ptr %d_word, align 8
  %d_word116 = load i64, ptr %d_word5, align 8
  %d_word117 = load i64, ptr %d_word6, align 8
  %d_word118 = load i64, ptr %d_word7, align 8
  %d_word119 = load i64, ptr %d_word8, align 8
  %d_word120 = load i64, ptr %d_word9, align 8
  %d_word121 = load i64, ptr %d_word10, align 8
  %d_word122 = load i64, ptr %d_word11, align 8
  %d_word123 = load i64, ptr %d_word12, align 8
  %xs124 = ashr i64 %mul106, 63
  %xf125 = xor i64 %mul106, %xs124
  %ax126 = sub i64 %xf125, %xs124
  %lo = and i64 %d_word117, 4294967295
  %hi = lshr i64 %d_word117, 32
  %lo127 = and i64 %ax126, 4294967295
  %hi128 = lshr i64 %ax126, 32
  %ll = mul i64 %lo, %lo127
  %hl = mul i64 %hi, %lo127
  %lh = mul i64 %lo, %hi128
  %hh = mul i64 %hi, %hi128
  %hi129 = lshr i64 %ll, 32
  %lo130 = and i64 %hl, 4294967295
  %mid = add i64 %hi129, %lo130
  %lo131 = and i64 %lh, 4294967295
  %mid132 = add i64 %mid, %lo131
  %hi133 = lshr i64 %hl, 32
  %top = add i64 %hh, %hi133
  %hi134 = lshr i64 %lh, 32
  %top135 = add i64 %top, %hi134
  %hi136 = lshr i64 %mid132, 32
  %mulhi = add i64 %top135, %hi136
  %a_t = sub i64 %ax126, %mulhi
  %half = lshr i64 %a_t, %d_word118
  %sum = add i64 %mulhi, %half
  %q137 = lshr i64 %sum, %d_word119
  %s138 = xor i64 %xs124, %d_word116
  %qs = xor i64 %q137, %s138
  %q139 = sub i64 %qs, %s138
  %qd = mul i64 %q139, %v107
  %r140 = sub i64 %mul106, %qd
  %add141 = add i64 %r140, %dim
  %v142 = load i64, ptr %"%n_dim0", align 8
  %wge143 = icmp sge i64 %add141, %v142
  %wsub144 = sub i64 %add141, %v142
  %wrap145 = select i1 %wge143, i64 %wsub144, i64 %add141
  store i64 %wrap145, ptr %sq0_m51_189, align 8
  %v146 = load i64, ptr %i, align 8
  %pos147 = mul i64 0, %dim14
  %pos148 = add i64 %pos147, %v146
  %v149 = load i64, ptr %sq0_m51_189, align 8
  %elp150 = getelementptr inbounds i64, ptr %buf82, i64 %pos148
  store i64 %v149, ptr %elp150, align 8, !alias.scope !8, !noalias !9
  %i151 = load i64, ptr %i, align 8
  %next152 = add i64 %i151, 1
  store i64 %next152, ptr %i, align 8
  br label %loop85
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
!1 = !{!"fuselab.buf.80", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.81", !2}
!5 = !{!"fuselab.buf.84", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c59: sq0_m52
; ModuleID = 'pagerank_seq_c59'
source_filename = "pagerank_seq_c59"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 640
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 83
  %buf = load ptr, ptr %bufp, align 8
  %sq0_197 = alloca i64, align 8
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 536
  %dim17 = load i64, ptr %dimp16, align 8
  %bufp26 = getelementptr inbounds ptr, ptr %0, i64 69
  %buf27 = load ptr, ptr %bufp26, align 8
  %sq0_m52_195 = alloca double, align 8
  %bufp34 = getelementptr inbounds ptr, ptr %0, i64 85
  %buf35 = load ptr, ptr %bufp34, align 8
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
  store i64 59, ptr %errp2, align 8
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
  store i64 59, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp11, align 8
  ret i32 1

ok7:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ok19, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos14 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos14
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %sq0_197, align 8
  %v15 = load i64, ptr %sq0_197, align 8
  %inb = icmp ult i64 %v15, %dim17
  br i1 %inb, label %ok19, label %fail18

exit:                                             ; preds = %loop
  ret i32 0

fail18:                                           ; preds = %body12
  %errp20 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 59, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v15, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp23, align 8
  ret i32 1

ok19:                                             ; preds = %body12
  %pos24 = mul i64 0, %dim17
  %pos25 = add i64 %pos24, %v15
  %elp28 = getelementptr inbounds double, ptr %buf27, i64 %pos25
  %el29 = load double, ptr %elp28, align 8, !alias.scope !6, !noalias !7
  store double %el29, ptr %sq0_m52_195, align 8
  %v30 = load i64, ptr %i, align 8
  %pos31 = mul i64 0, %dim
  %pos32 = add i64 %pos31, %v30
  %v33 = load double, ptr %sq0_m52_195, align 8
  %elp36 = getelementptr inbounds double, ptr %buf35, i64 %pos32
  store double %v33, ptr %elp36, align 8, !alias.scope !8, !noalias !9
  %i37 = load i64, ptr %i, align 8
  %next = add i64 %i37, 1
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
!1 = !{!"fuselab.buf.83", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.69", !2}
!5 = !{!"fuselab.buf.85", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c60: unit13
; ModuleID = 'pagerank_seq_c60'
source_filename = "pagerank_seq_c60"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %unit13_198 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 86
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %unit13_198, align 8
  %v = load i64, ptr %unit13_198, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  store i64 %v, ptr %elp, align 8, !alias.scope !0
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
!1 = !{!"fuselab.buf.86", !2}
!2 = !{!"fuselab.bufs"}

; cluster c61: ec2
; ModuleID = 'pagerank_seq_c61'
source_filename = "pagerank_seq_c61"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 88
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_203 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 688
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 632
  %dim8 = load i64, ptr %dimp7, align 8
  %bufp16 = getelementptr inbounds ptr, ptr %0, i64 82
  %buf17 = load ptr, ptr %bufp16, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 656
  %dim22 = load i64, ptr %dimp21, align 8
  %bufp32 = getelementptr inbounds ptr, ptr %0, i64 85
  %buf33 = load ptr, ptr %bufp32, align 8
  %ec2_201 = alloca double, align 8
  %bufp40 = getelementptr inbounds ptr, ptr %0, i64 89
  %buf41 = load ptr, ptr %bufp40, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_203, align 8
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
  store i64 61, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ok25, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %the_sq0_203, align 8
  %inb = icmp ult i64 %v, %dim8
  br i1 %inb, label %ok10, label %fail9

exit:                                             ; preds = %loop
  ret i32 0

fail9:                                            ; preds = %body5
  %errp11 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 61, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp14, align 8
  ret i32 1

ok10:                                             ; preds = %body5
  %pos = mul i64 0, %dim8
  %pos15 = add i64 %pos, %v
  %elp18 = getelementptr inbounds i64, ptr %buf17, i64 %pos15
  %el19 = load i64, ptr %elp18, align 8, !alias.scope !7, !noalias !8
  %v20 = load i64, ptr %i, align 8
  %add = add i64 %el19, %v20
  %inb23 = icmp ult i64 %add, %dim22
  br i1 %inb23, label %ok25, label %fail24

fail24:                                           ; preds = %ok10
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 61, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok10
  %pos30 = mul i64 0, %dim22
  %pos31 = add i64 %pos30, %add
  %elp34 = getelementptr inbounds double, ptr %buf33, i64 %pos31
  %el35 = load double, ptr %elp34, align 8, !alias.scope !9, !noalias !10
  store double %el35, ptr %ec2_201, align 8
  %v36 = load i64, ptr %i, align 8
  %pos37 = mul i64 0, %dim
  %pos38 = add i64 %pos37, %v36
  %v39 = load double, ptr %ec2_201, align 8
  %elp42 = getelementptr inbounds double, ptr %buf41, i64 %pos38
  store double %v39, ptr %elp42, align 8, !alias.scope !11, !noalias !12
  %i43 = load i64, ptr %i, align 8
  %next = add i64 %i43, 1
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
!1 = !{!"fuselab.buf.88", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.82", !2}
!5 = !{!"fuselab.buf.85", !2}
!6 = !{!"fuselab.buf.89", !2}
!7 = !{!4}
!8 = !{!5, !1, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !5, !1}

; cluster c62: ds2
; ModuleID = 'pagerank_seq_c62'
source_filename = "pagerank_seq_c62"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 88
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_206 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 696
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 632
  %dim8 = load i64, ptr %dimp7, align 8
  %bufp16 = getelementptr inbounds ptr, ptr %0, i64 82
  %buf17 = load ptr, ptr %bufp16, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 648
  %dim22 = load i64, ptr %dimp21, align 8
  %bufp32 = getelementptr inbounds ptr, ptr %0, i64 84
  %buf33 = load ptr, ptr %bufp32, align 8
  %ds2_204 = alloca i64, align 8
  %bufp40 = getelementptr inbounds ptr, ptr %0, i64 90
  %buf41 = load ptr, ptr %bufp40, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_206, align 8
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
  store i64 62, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ok25, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %the_sq0_206, align 8
  %inb = icmp ult i64 %v, %dim8
  br i1 %inb, label %ok10, label %fail9

exit:                                             ; preds = %loop
  ret i32 0

fail9:                                            ; preds = %body5
  %errp11 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 62, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp14, align 8
  ret i32 1

ok10:                                             ; preds = %body5
  %pos = mul i64 0, %dim8
  %pos15 = add i64 %pos, %v
  %elp18 = getelementptr inbounds i64, ptr %buf17, i64 %pos15
  %el19 = load i64, ptr %elp18, align 8, !alias.scope !7, !noalias !8
  %v20 = load i64, ptr %i, align 8
  %add = add i64 %el19, %v20
  %inb23 = icmp ult i64 %add, %dim22
  br i1 %inb23, label %ok25, label %fail24

fail24:                                           ; preds = %ok10
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 62, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok10
  %pos30 = mul i64 0, %dim22
  %pos31 = add i64 %pos30, %add
  %elp34 = getelementptr inbounds i64, ptr %buf33, i64 %pos31
  %el35 = load i64, ptr %elp34, align 8, !alias.scope !9, !noalias !10
  store i64 %el35, ptr %ds2_204, align 8
  %v36 = load i64, ptr %i, align 8
  %pos37 = mul i64 0, %dim
  %pos38 = add i64 %pos37, %v36
  %v39 = load i64, ptr %ds2_204, align 8
  %elp42 = getelementptr inbounds i64, ptr %buf41, i64 %pos38
  store i64 %v39, ptr %elp42, align 8, !alias.scope !11, !noalias !12
  %i43 = load i64, ptr %i, align 8
  %next = add i64 %i43, 1
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
!1 = !{!"fuselab.buf.88", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.82", !2}
!5 = !{!"fuselab.buf.84", !2}
!6 = !{!"fuselab.buf.90", !2}
!7 = !{!4}
!8 = !{!5, !1, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !5, !1}

; cluster c63: permute3
; ModuleID = 'pagerank_seq_c63'
source_filename = "pagerank_seq_c63"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 672
  %dim = load i64, ptr %dimp, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 91
  %buf = load ptr, ptr %bufp, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 87
  %buf2 = load ptr, ptr %bufp1, align 8
  %dimp3 = getelementptr inbounds i64, ptr %1, i64 688
  %dim4 = load i64, ptr %dimp3, align 8
  %i = alloca i64, align 8
  %dimp20 = getelementptr inbounds i64, ptr %1, i64 696
  %dim21 = load i64, ptr %dimp20, align 8
  %bufp28 = getelementptr inbounds ptr, ptr %0, i64 89
  %buf29 = load ptr, ptr %bufp28, align 8
  %ec2_210 = alloca double, align 8
  %bufp33 = getelementptr inbounds ptr, ptr %0, i64 90
  %buf34 = load ptr, ptr %bufp33, align 8
  %new_207 = alloca double, align 8
  %old_208 = alloca double, align 8
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
  store i64 63, ptr %errp6, align 8
  %errp7 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim4, ptr %errp7, align 8
  %errp8 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim4, ptr %errp8, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v9 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %v9 to i128
  %step = sub i128 %at_next, %base
  %step10 = trunc i128 %step to i64
  %step11 = sext i64 %step10 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span12 = sext i64 %span to i128
  %reach = mul i128 %step11, %span12
  %c13 = icmp slt i128 %reach, 0
  %min14 = select i1 %c13, i128 %reach, i128 0
  %c15 = icmp sgt i128 %reach, 0
  %max16 = select i1 %c15, i128 %reach, i128 0
  %least = add i128 %base, %min14
  %most = add i128 %base, %max16
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits17 = and i1 %fits_low, %fits_high
  %least18 = select i1 %fits17, i128 %least, i128 -9223372036854775808
  %most19 = select i1 %fits17, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim21 to i128
  %low_ok = icmp sge i128 %least18, 0
  %high_ok = icmp slt i128 %most19, %extent
  %ok22 = and i1 true, %low_ok
  %ok23 = and i1 %ok22, %high_ok
  br i1 %ok23, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop53

versions_done:                                    ; preds = %exit55, %exit
  ret i32 0

loop:                                             ; preds = %ignored, %proved
  %i25 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i25, %min
  br i1 %more, label %body24, label %exit

body24:                                           ; preds = %loop
  %v26 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim4
  %pos27 = add i64 %pos, %v26
  %elp = getelementptr inbounds double, ptr %buf29, i64 %pos27
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %ec2_210, align 8
  %v30 = load i64, ptr %i, align 8
  %pos31 = mul i64 0, %dim21
  %pos32 = add i64 %pos31, %v30
  %elp35 = getelementptr inbounds i64, ptr %buf34, i64 %pos32
  %el36 = load i64, ptr %elp35, align 8, !alias.scope !6, !noalias !7
  %inb = icmp ult i64 %el36, %dim
  br i1 %inb, label %ok38, label %fail37

exit:                                             ; preds = %loop
  br label %versions_done

ignored:                                          ; preds = %ok38
  %i51 = load i64, ptr %i, align 8
  %next52 = add i64 %i51, 1
  store i64 %next52, ptr %i, align 8
  br label %loop

fail37:                                           ; preds = %body24
  %errp39 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 63, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el36, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp42, align 8
  ret i32 1

ok38:                                             ; preds = %body24
  %pos43 = mul i64 0, %dim
  %pos44 = add i64 %pos43, %el36
  %v45 = load double, ptr %ec2_210, align 8
  store double %v45, ptr %new_207, align 8
  %elp46 = getelementptr inbounds double, ptr %buf, i64 %pos44
  %el47 = load double, ptr %elp46, align 8, !alias.scope !8, !noalias !9
  store double %el47, ptr %old_208, align 8
  %v48 = load double, ptr %new_207, align 8
  %v49 = load double, ptr %old_208, align 8
  %fa = fadd double %v48, %v49
  %elp50 = getelementptr inbounds double, ptr %buf, i64 %pos44
  store double %fa, ptr %elp50, align 8, !alias.scope !8, !noalias !9
  br label %ignored

loop53:                                           ; preds = %ignored63, %checked
  %i56 = load i64, ptr %i, align 8
  %more57 = icmp slt i64 %i56, %min
  br i1 %more57, label %body54, label %exit55

body54:                                           ; preds = %loop53
  %v58 = load i64, ptr %i, align 8
  %pos59 = mul i64 0, %dim4
  %pos60 = add i64 %pos59, %v58
  %elp61 = getelementptr inbounds double, ptr %buf29, i64 %pos60
  %el62 = load double, ptr %elp61, align 8, !alias.scope !0, !noalias !3
  store double %el62, ptr %ec2_210, align 8
  %v64 = load i64, ptr %i, align 8
  %inb65 = icmp ult i64 %v64, %dim21
  br i1 %inb65, label %ok67, label %fail66

exit55:                                           ; preds = %loop53
  br label %versions_done

ignored63:                                        ; preds = %ok78
  %i92 = load i64, ptr %i, align 8
  %next93 = add i64 %i92, 1
  store i64 %next93, ptr %i, align 8
  br label %loop53

fail66:                                           ; preds = %body54
  %errp68 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp68, align 8
  %errp69 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 63, ptr %errp69, align 8
  %errp70 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v64, ptr %errp70, align 8
  %errp71 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim21, ptr %errp71, align 8
  ret i32 1

ok67:                                             ; preds = %body54
  %pos72 = mul i64 0, %dim21
  %pos73 = add i64 %pos72, %v64
  %elp74 = getelementptr inbounds i64, ptr %buf34, i64 %pos73
  %el75 = load i64, ptr %elp74, align 8, !alias.scope !6, !noalias !7
  %inb76 = icmp ult i64 %el75, %dim
  br i1 %inb76, label %ok78, label %fail77

fail77:                                           ; preds = %ok67
  %errp79 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 63, ptr %errp80, align 8
  %errp81 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el75, ptr %errp81, align 8
  %errp82 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp82, align 8
  ret i32 1

ok78:                                             ; preds = %ok67
  %pos83 = mul i64 0, %dim
  %pos84 = add i64 %pos83, %el75
  %v85 = load double, ptr %ec2_210, align 8
  store double %v85, ptr %new_207, align 8
  %elp86 = getelementptr inbounds double, ptr %buf, i64 %pos84
  %el87 = load double, ptr %elp86, align 8, !alias.scope !8, !noalias !9
  store double %el87, ptr %old_208, align 8
  %v88 = load double, ptr %new_207, align 8
  %v89 = load double, ptr %old_208, align 8
  %fa90 = fadd double %v88, %v89
  %elp91 = getelementptr inbounds double, ptr %buf, i64 %pos84
  store double %fa90, ptr %elp91, align 8, !alias.scope !8, !noalias !9
  br label %ignored63
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_owned(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 688
  %dim = load i64, ptr %dimp, align 8
  %targets = alloca [1024 x i64], align 8
  %block = alloca i64, align 8
  %i3 = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 696
  %dim8 = load i64, ptr %dimp7, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 90
  %buf = load ptr, ptr %bufp, align 8
  %dimp23 = getelementptr inbounds i64, ptr %1, i64 672
  %dim24 = load i64, ptr %dimp23, align 8
  %bufp45 = getelementptr inbounds ptr, ptr %0, i64 89
  %buf46 = load ptr, ptr %bufp45, align 8
  %ec2_210 = alloca double, align 8
  %new_207 = alloca double, align 8
  %bufp50 = getelementptr inbounds ptr, ptr %0, i64 91
  %buf51 = load ptr, ptr %bufp50, align 8
  %old_208 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  %share_hi = getelementptr i64, ptr %6, i64 1
  %share_lo = load i64, ptr %6, align 8
  %share_hi1 = load i64, ptr %share_hi, align 8
  store i64 0, ptr %block, align 8
  br label %blocks

blocks:                                           ; preds = %exit17, %body
  %i = load i64, ptr %block, align 8
  %more = icmp slt i64 %i, %dim
  br i1 %more, label %block2, label %blocks_done

block2:                                           ; preds = %blocks
  %block_end = add i64 %i, 1024
  %c = icmp slt i64 %block_end, %dim
  %min = select i1 %c, i64 %block_end, i64 %dim
  store i64 %i, ptr %i3, align 8
  br label %loop

blocks_done:                                      ; preds = %blocks
  ret i32 0

loop:                                             ; preds = %ok, %block2
  %i5 = load i64, ptr %i3, align 8
  %more6 = icmp slt i64 %i5, %min
  br i1 %more6, label %body4, label %exit

body4:                                            ; preds = %loop
  %v = load i64, ptr %i3, align 8
  %inb = icmp ult i64 %v, %dim8
  br i1 %inb, label %ok, label %fail

exit:                                             ; preds = %loop
  store i64 %i, ptr %i3, align 8
  br label %loop15

fail:                                             ; preds = %body4
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 63, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp11, align 8
  ret i32 1

ok:                                               ; preds = %body4
  %pos = mul i64 0, %dim8
  %pos12 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos12
  %el = load i64, ptr %elp, align 8, !alias.scope !6, !noalias !7
  %i13 = load i64, ptr %i3, align 8
  %k = sub i64 %i13, %i
  %at = getelementptr i64, ptr %targets, i64 %k
  store i64 %el, ptr %at, align 8
  %i14 = load i64, ptr %i3, align 8
  %next = add i64 %i14, 1
  store i64 %next, ptr %i3, align 8
  br label %loop

loop15:                                           ; preds = %not_owned, %exit
  %i18 = load i64, ptr %i3, align 8
  %more19 = icmp slt i64 %i18, %min
  br i1 %more19, label %body16, label %exit17

body16:                                           ; preds = %loop15
  %i20 = load i64, ptr %i3, align 8
  %k21 = sub i64 %i20, %i
  %at22 = getelementptr i64, ptr %targets, i64 %k21
  %target = load i64, ptr %at22, align 8
  %inb25 = icmp ult i64 %target, %dim24
  br i1 %inb25, label %ok27, label %fail26

exit17:                                           ; preds = %loop15
  %i59 = load i64, ptr %block, align 8
  %next60 = add i64 %i59, 1024
  store i64 %next60, ptr %block, align 8
  br label %blocks

fail26:                                           ; preds = %body16
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 63, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %target, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp31, align 8
  ret i32 1

ok27:                                             ; preds = %body16
  %pos32 = mul i64 0, %dim24
  %pos33 = add i64 %pos32, %target
  %from_lo = sub i64 %pos33, %4
  %owned = sub i64 %5, %4
  %mine = icmp ult i64 %from_lo, %owned
  br i1 %mine, label %owned34, label %not_owned

owned34:                                          ; preds = %ok27
  %v35 = load i64, ptr %i3, align 8
  %inb36 = icmp ult i64 %v35, %dim
  br i1 %inb36, label %ok38, label %fail37

not_owned:                                        ; preds = %ok38, %ok27
  %i57 = load i64, ptr %i3, align 8
  %next58 = add i64 %i57, 1
  store i64 %next58, ptr %i3, align 8
  br label %loop15

fail37:                                           ; preds = %owned34
  %errp39 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 63, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v35, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp42, align 8
  ret i32 1

ok38:                                             ; preds = %owned34
  %pos43 = mul i64 0, %dim
  %pos44 = add i64 %pos43, %v35
  %elp47 = getelementptr inbounds double, ptr %buf46, i64 %pos44
  %el48 = load double, ptr %elp47, align 8, !alias.scope !0, !noalias !3
  store double %el48, ptr %ec2_210, align 8
  %v49 = load double, ptr %ec2_210, align 8
  store double %v49, ptr %new_207, align 8
  %elp52 = getelementptr inbounds double, ptr %buf51, i64 %pos33
  %el53 = load double, ptr %elp52, align 8, !alias.scope !8, !noalias !9
  store double %el53, ptr %old_208, align 8
  %v54 = load double, ptr %new_207, align 8
  %v55 = load double, ptr %old_208, align 8
  %fa = fadd double %v54, %v55
  %elp56 = getelementptr inbounds double, ptr %buf51, i64 %pos33
  store double %fa, ptr %elp56, align 8, !alias.scope !8, !noalias !9
  br label %not_owned
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.89", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.90", !2}
!5 = !{!"fuselab.buf.91", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c64: unit14
; ModuleID = 'pagerank_seq_c64'
source_filename = "pagerank_seq_c64"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 88
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_212 = alloca i64, align 8
  %unit14_211 = alloca i64, align 8
  %bufp2 = getelementptr inbounds ptr, ptr %0, i64 92
  %buf3 = load ptr, ptr %bufp2, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_212, align 8
  %v = load i64, ptr %the_sq0_212, align 8
  %add = add i64 %v, 1
  store i64 %add, ptr %unit14_211, align 8
  %v1 = load i64, ptr %unit14_211, align 8
  %elp4 = getelementptr inbounds i64, ptr %buf3, i64 0
  store i64 %v1, ptr %elp4, align 8, !alias.scope !3, !noalias !0
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
!1 = !{!"fuselab.buf.88", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.92", !2}

; cluster c66: unit15
; ModuleID = 'pagerank_seq_c66'
source_filename = "pagerank_seq_c66"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 77
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_214 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 78
  %buf2 = load ptr, ptr %bufp1, align 8
  %the_sq0_215 = alloca i64, align 8
  %unit15_213 = alloca i64, align 8
  %bufp7 = getelementptr inbounds ptr, ptr %0, i64 95
  %buf8 = load ptr, ptr %bufp7, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_214, align 8
  %elp3 = getelementptr inbounds i64, ptr %buf2, i64 0
  %el4 = load i64, ptr %elp3, align 8, !alias.scope !6, !noalias !7
  store i64 %el4, ptr %the_sq0_215, align 8
  %v = load i64, ptr %the_sq0_214, align 8
  %v5 = load i64, ptr %the_sq0_215, align 8
  %add = add i64 %v, %v5
  store i64 %add, ptr %unit15_213, align 8
  %v6 = load i64, ptr %unit15_213, align 8
  %elp9 = getelementptr inbounds i64, ptr %buf8, i64 0
  store i64 %v6, ptr %elp9, align 8, !alias.scope !8, !noalias !9
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
!1 = !{!"fuselab.buf.77", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.78", !2}
!5 = !{!"fuselab.buf.95", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c68: rank2
; ModuleID = 'pagerank_seq_c68'
source_filename = "pagerank_seq_c68"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 752
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 97
  %buf = load ptr, ptr %bufp, align 8
  %loop6_218 = alloca double, align 8
  %dimp15 = getelementptr inbounds i64, ptr %1, i64 0
  %dim16 = load i64, ptr %dimp15, align 8
  %rank2_216 = alloca double, align 8
  %bufp22 = getelementptr inbounds ptr, ptr %0, i64 99
  %buf23 = load ptr, ptr %bufp22, align 8
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
  store i64 68, ptr %errp2, align 8
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
  store i64 68, ptr %errp9, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos14
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %loop6_218, align 8
  %cv = sitofp i64 %dim16 to double
  %fd = fdiv double 0x3FC3333333333334, %cv
  %v17 = load double, ptr %loop6_218, align 8
  %fm = fmul double 8.500000e-01, %v17
  %fa = fadd double %fd, %fm
  store double %fa, ptr %rank2_216, align 8
  %v18 = load i64, ptr %i, align 8
  %pos19 = mul i64 0, %dim
  %pos20 = add i64 %pos19, %v18
  %v21 = load double, ptr %rank2_216, align 8
  %elp24 = getelementptr inbounds double, ptr %buf23, i64 %pos20
  store double %v21, ptr %elp24, align 8, !alias.scope !3, !noalias !0
  %i25 = load i64, ptr %i, align 8
  %next = add i64 %i25, 1
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
!1 = !{!"fuselab.buf.97", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.99", !2}

; cluster c69: c3
; ModuleID = 'pagerank_seq_c69'
source_filename = "pagerank_seq_c69"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 768
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 256
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 99
  %buf = load ptr, ptr %bufp, align 8
  %rank2_221 = alloca double, align 8
  %bufp27 = getelementptr inbounds ptr, ptr %0, i64 33
  %buf28 = load ptr, ptr %bufp27, align 8
  %degf_222 = alloca double, align 8
  %c3_219 = alloca double, align 8
  %bufp37 = getelementptr inbounds ptr, ptr %0, i64 100
  %buf38 = load ptr, ptr %bufp37, align 8
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
  store i64 69, ptr %errp2, align 8
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
  store i64 69, ptr %errp11, align 8
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
  store i64 69, ptr %errp18, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos23
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %rank2_221, align 8
  %v24 = load i64, ptr %i, align 8
  %pos25 = mul i64 0, %dim6
  %pos26 = add i64 %pos25, %v24
  %elp29 = getelementptr inbounds double, ptr %buf28, i64 %pos26
  %el30 = load double, ptr %elp29, align 8, !alias.scope !6, !noalias !7
  store double %el30, ptr %degf_222, align 8
  %v31 = load double, ptr %rank2_221, align 8
  %v32 = load double, ptr %degf_222, align 8
  %fd = fdiv double %v31, %v32
  store double %fd, ptr %c3_219, align 8
  %v33 = load i64, ptr %i, align 8
  %pos34 = mul i64 0, %dim
  %pos35 = add i64 %pos34, %v33
  %v36 = load double, ptr %c3_219, align 8
  %elp39 = getelementptr inbounds double, ptr %buf38, i64 %pos35
  store double %v36, ptr %elp39, align 8, !alias.scope !8, !noalias !9
  %i40 = load i64, ptr %i, align 8
  %next = add i64 %i40, 1
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
!1 = !{!"fuselab.buf.99", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.33", !2}
!5 = !{!"fuselab.buf.100", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c70: sq0_len59
; ModuleID = 'pagerank_seq_c70'
source_filename = "pagerank_seq_c70"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %sq0_len59_223 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 101
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 %dim, ptr %sq0_len59_223, align 8
  %v = load i64, ptr %sq0_len59_223, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  store i64 %v, ptr %elp, align 8, !alias.scope !0
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
!1 = !{!"fuselab.buf.101", !2}
!2 = !{!"fuselab.bufs"}

; cluster c71: generate4
; ModuleID = 'pagerank_seq_c71'
source_filename = "pagerank_seq_c71"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp18 = getelementptr inbounds i64, ptr %1, i64 17
  %dim19 = load i64, ptr %dimp18, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %generate4_224 = alloca i64, align 8
  %bufp34 = getelementptr inbounds ptr, ptr %0, i64 102
  %buf35 = load ptr, ptr %bufp34, align 8
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
  store i64 71, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v5 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %v5 to i128
  %step = sub i128 %at_next, %base
  %step6 = trunc i128 %step to i64
  %step7 = sext i64 %step6 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span8 = sext i64 %span to i128
  %reach = mul i128 %step7, %span8
  %c9 = icmp slt i128 %reach, 0
  %min10 = select i1 %c9, i128 %reach, i128 0
  %c11 = icmp sgt i128 %reach, 0
  %max12 = select i1 %c11, i128 %reach, i128 0
  %least = add i128 %base, %min10
  %most = add i128 %base, %max12
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits13 = and i1 %fits_low, %fits_high
  %least14 = select i1 %fits13, i128 %least, i128 -9223372036854775808
  %most15 = select i1 %fits13, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least14, 0
  %high_ok = icmp slt i128 %most15, %extent
  %ok16 = and i1 true, %low_ok
  %ok17 = and i1 %ok16, %high_ok
  %extent20 = sext i64 %dim19 to i128
  %high_ok21 = icmp slt i128 0, %extent20
  %ok22 = and i1 %ok17, true
  %ok23 = and i1 %ok22, %high_ok21
  br i1 %ok23, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop39

versions_done:                                    ; preds = %exit41, %exit
  ret i32 0

loop:                                             ; preds = %body24, %proved
  %i25 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i25, %min
  br i1 %more, label %body24, label %exit

body24:                                           ; preds = %loop
  %v26 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos27 = add i64 %pos, %v26
  %pos28 = mul i64 %pos27, %dim19
  %pos29 = add i64 %pos28, 0
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos29
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %generate4_224, align 8
  %v30 = load i64, ptr %i, align 8
  %pos31 = mul i64 0, %dim
  %pos32 = add i64 %pos31, %v30
  %v33 = load i64, ptr %generate4_224, align 8
  %elp36 = getelementptr inbounds i64, ptr %buf35, i64 %pos32
  store i64 %v33, ptr %elp36, align 8, !alias.scope !3, !noalias !0
  %i37 = load i64, ptr %i, align 8
  %next38 = add i64 %i37, 1
  store i64 %next38, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop39:                                           ; preds = %ok55, %checked
  %i42 = load i64, ptr %i, align 8
  %more43 = icmp slt i64 %i42, %min
  br i1 %more43, label %body40, label %exit41

body40:                                           ; preds = %loop39
  %v44 = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v44, %dim
  br i1 %inb, label %ok46, label %fail45

exit41:                                           ; preds = %loop39
  br label %versions_done

fail45:                                           ; preds = %body40
  %errp47 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 71, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v44, ptr %errp49, align 8
  %errp50 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp50, align 8
  ret i32 1

ok46:                                             ; preds = %body40
  %pos51 = mul i64 0, %dim
  %pos52 = add i64 %pos51, %v44
  %inb53 = icmp ult i64 0, %dim19
  br i1 %inb53, label %ok55, label %fail54

fail54:                                           ; preds = %ok46
  %errp56 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 71, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp58, align 8
  %errp59 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim19, ptr %errp59, align 8
  ret i32 1

ok55:                                             ; preds = %ok46
  %pos60 = mul i64 %pos52, %dim19
  %pos61 = add i64 %pos60, 0
  %elp62 = getelementptr inbounds i64, ptr %buf, i64 %pos61
  %el63 = load i64, ptr %elp62, align 8, !alias.scope !0, !noalias !3
  store i64 %el63, ptr %generate4_224, align 8
  %v64 = load i64, ptr %i, align 8
  %pos65 = mul i64 0, %dim
  %pos66 = add i64 %pos65, %v64
  %v67 = load i64, ptr %generate4_224, align 8
  %elp68 = getelementptr inbounds i64, ptr %buf35, i64 %pos66
  store i64 %v67, ptr %elp68, align 8, !alias.scope !3, !noalias !0
  %i69 = load i64, ptr %i, align 8
  %next70 = add i64 %i69, 1
  store i64 %next70, ptr %i, align 8
  br label %loop39
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
!3 = !{!4}
!4 = !{!"fuselab.buf.102", !2}

; cluster c72: sq0_offsets63
; ModuleID = 'pagerank_seq_c72'
source_filename = "pagerank_seq_c72"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_sq0_offsets63_226 = alloca i64, align 8
  %generate4_231 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_sq0_offsets63_226, align 8
  store i64 %b, ptr %generate4_231, align 8
  %v = load i64, ptr %acc_sq0_offsets63_226, align 8
  %v1 = load i64, ptr %generate4_231, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets63_226 = alloca i64, align 8
  %started_227 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 792
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 800
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 102
  %buf = load ptr, ptr %bufp, align 8
  %generate4_231 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 103
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets63_226, align 8
  store i1 false, ptr %started_227, align 1
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
  store i64 72, ptr %errp2, align 8
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
  store i64 72, ptr %errp11, align 8
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
  store i64 %el, ptr %generate4_231, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_sq0_offsets63_226, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_sq0_offsets63_226, align 8
  %v25 = load i64, ptr %generate4_231, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_sq0_offsets63_226, align 8
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
  store i64 72, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp32, align 8
  ret i32 1

ok28:                                             ; preds = %exit
  %pos33 = mul i64 0, %dim6
  %pos34 = add i64 %pos33, %dim
  %v35 = load i64, ptr %acc_sq0_offsets63_226, align 8
  %elp36 = getelementptr inbounds i64, ptr %buf22, i64 %pos34
  store i64 %v35, ptr %elp36, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets63_226 = alloca i64, align 8
  %started_227 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 792
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 800
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 102
  %buf = load ptr, ptr %bufp, align 8
  %generate4_231 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 103
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets63_226, align 8
  store i1 false, ptr %started_227, align 1
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
  store i64 72, ptr %errp2, align 8
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
  store i64 72, ptr %errp11, align 8
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
  store i64 %el, ptr %generate4_231, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_sq0_offsets63_226, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_sq0_offsets63_226, align 8
  %v25 = load i64, ptr %generate4_231, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_sq0_offsets63_226, align 8
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets63_226, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets63_226 = alloca i64, align 8
  %started_227 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 792
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 800
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 102
  %buf = load ptr, ptr %bufp, align 8
  %generate4_231 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 103
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets63_226, align 8
  store i1 false, ptr %started_227, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets63_226, align 8
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
  store i64 72, ptr %errp2, align 8
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
  store i64 72, ptr %errp11, align 8
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
  store i64 %el, ptr %generate4_231, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_sq0_offsets63_226, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_sq0_offsets63_226, align 8
  %v25 = load i64, ptr %generate4_231, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_sq0_offsets63_226, align 8
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part27 = getelementptr inbounds i8, ptr %6, i64 0
  %acc28 = load i64, ptr %acc_sq0_offsets63_226, align 8
  store i64 %acc28, ptr %part27, align 8
  ret i32 0
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets63_226 = alloca i64, align 8
  %started_227 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 792
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 102
  %buf = load ptr, ptr %bufp, align 8
  %generate4_231 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets63_226, align 8
  store i1 false, ptr %started_227, align 1
  store i64 0, ptr %acc_sq0_offsets63_226, align 8
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
  store i64 72, ptr %errp2, align 8
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
  store i64 %el, ptr %generate4_231, align 8
  %v8 = load i64, ptr %acc_sq0_offsets63_226, align 8
  %v9 = load i64, ptr %generate4_231, align 8
  %add = add i64 %v8, %v9
  store i64 %add, ptr %acc_sq0_offsets63_226, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets63_226, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets63_226 = alloca i64, align 8
  %started_227 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 792
  %dim = load i64, ptr %dimp, align 8
  %dimp1 = getelementptr inbounds i64, ptr %1, i64 800
  %dim2 = load i64, ptr %dimp1, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 103
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets63_226, align 8
  store i1 false, ptr %started_227, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets63_226, align 8
  %inb = icmp ult i64 %dim, %dim2
  br i1 %inb, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 72, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim2, ptr %errp5, align 8
  ret i32 1

ok:                                               ; preds = %body
  %pos = mul i64 0, %dim2
  %pos6 = add i64 %pos, %dim
  %v = load i64, ptr %acc_sq0_offsets63_226, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos6
  store i64 %v, ptr %elp, align 8, !alias.scope !3
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.102", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.103", !2}

; cluster c73: unit16
; ModuleID = 'pagerank_seq_c73'
source_filename = "pagerank_seq_c73"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 101
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_233 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 104
  %buf2 = load ptr, ptr %bufp1, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_233, align 8
  %v = load i64, ptr %the_sq0_233, align 8
  %elp3 = getelementptr inbounds i64, ptr %buf2, i64 0
  store i64 %v, ptr %elp3, align 8, !alias.scope !3, !noalias !0
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
!1 = !{!"fuselab.buf.101", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.104", !2}

; cluster c74: unit17
; ModuleID = 'pagerank_seq_c74'
source_filename = "pagerank_seq_c74"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %unit17_234 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 105
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %unit17_234, align 8
  %v = load i64, ptr %unit17_234, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  store i64 %v, ptr %elp, align 8, !alias.scope !0
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
!1 = !{!"fuselab.buf.105", !2}
!2 = !{!"fuselab.bufs"}

; cluster c75: sq0_c61
; ModuleID = 'pagerank_seq_c75'
source_filename = "pagerank_seq_c75"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 106
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_238 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 101
  %buf2 = load ptr, ptr %bufp1, align 8
  %the_sq0_239 = alloca i64, align 8
  %bufp5 = getelementptr inbounds ptr, ptr %0, i64 108
  %buf6 = load ptr, ptr %bufp5, align 8
  %the_sq0_240 = alloca i64, align 8
  %sq0_c61_237 = alloca i64, align 8
  %bufp12 = getelementptr inbounds ptr, ptr %0, i64 109
  %buf13 = load ptr, ptr %bufp12, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_238, align 8
  %elp3 = getelementptr inbounds i64, ptr %buf2, i64 0
  %el4 = load i64, ptr %elp3, align 8, !alias.scope !7, !noalias !8
  store i64 %el4, ptr %the_sq0_239, align 8
  %elp7 = getelementptr inbounds i64, ptr %buf6, i64 0
  %el8 = load i64, ptr %elp7, align 8, !alias.scope !9, !noalias !10
  store i64 %el8, ptr %the_sq0_240, align 8
  %v = load i64, ptr %the_sq0_238, align 8
  %v9 = load i64, ptr %the_sq0_239, align 8
  %v10 = load i64, ptr %the_sq0_240, align 8
  %sub = sub i64 %v9, %v10
  %c = icmp slt i64 %v, %sub
  %mm = select i1 %c, i64 %v, i64 %sub
  store i64 %mm, ptr %sq0_c61_237, align 8
  %v11 = load i64, ptr %sq0_c61_237, align 8
  %elp14 = getelementptr inbounds i64, ptr %buf13, i64 0
  store i64 %v11, ptr %elp14, align 8, !alias.scope !11, !noalias !12
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
!1 = !{!"fuselab.buf.106", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.101", !2}
!5 = !{!"fuselab.buf.108", !2}
!6 = !{!"fuselab.buf.109", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !1, !5}

; cluster c76: sq0_lengths65
; ModuleID = 'pagerank_seq_c76'
source_filename = "pagerank_seq_c76"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 108
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_243 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 856
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp19 = getelementptr inbounds i64, ptr %1, i64 16
  %dim20 = load i64, ptr %dimp19, align 8
  %dimp23 = getelementptr inbounds i64, ptr %1, i64 17
  %dim24 = load i64, ptr %dimp23, align 8
  %bufp37 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf38 = load ptr, ptr %bufp37, align 8
  %sq0_lengths65_241 = alloca i64, align 8
  %bufp45 = getelementptr inbounds ptr, ptr %0, i64 110
  %buf46 = load ptr, ptr %bufp45, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_243, align 8
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
  store i64 76, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %the_sq0_243, align 8
  %v5 = load i64, ptr %i, align 8
  %add = add i64 %v, %v5
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v6 = load i64, ptr %the_sq0_243, align 8
  %v7 = load i64, ptr %i, align 8
  %add8 = add i64 %v6, %v7
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %add8 to i128
  %step = sub i128 %at_next, %base
  %step9 = trunc i128 %step to i64
  %step10 = sext i64 %step9 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span11 = sext i64 %span to i128
  %reach = mul i128 %step10, %span11
  %c12 = icmp slt i128 %reach, 0
  %min13 = select i1 %c12, i128 %reach, i128 0
  %c14 = icmp sgt i128 %reach, 0
  %max15 = select i1 %c14, i128 %reach, i128 0
  %least = add i128 %base, %min13
  %most = add i128 %base, %max15
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits16 = and i1 %fits_low, %fits_high
  %least17 = select i1 %fits16, i128 %least, i128 -9223372036854775808
  %most18 = select i1 %fits16, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim20 to i128
  %low_ok = icmp sge i128 %least17, 0
  %high_ok = icmp slt i128 %most18, %extent
  %ok21 = and i1 true, %low_ok
  %ok22 = and i1 %ok21, %high_ok
  %extent25 = sext i64 %dim24 to i128
  %high_ok26 = icmp slt i128 0, %extent25
  %ok27 = and i1 %ok22, true
  %ok28 = and i1 %ok27, %high_ok26
  br i1 %ok28, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop50

versions_done:                                    ; preds = %exit52, %exit
  ret i32 0

loop:                                             ; preds = %body29, %proved
  %i30 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i30, %min
  br i1 %more, label %body29, label %exit

body29:                                           ; preds = %loop
  %v31 = load i64, ptr %the_sq0_243, align 8
  %v32 = load i64, ptr %i, align 8
  %add33 = add i64 %v31, %v32
  %pos = mul i64 0, %dim20
  %pos34 = add i64 %pos, %add33
  %pos35 = mul i64 %pos34, %dim24
  %pos36 = add i64 %pos35, 0
  %elp39 = getelementptr inbounds i64, ptr %buf38, i64 %pos36
  %el40 = load i64, ptr %elp39, align 8, !alias.scope !6, !noalias !7
  store i64 %el40, ptr %sq0_lengths65_241, align 8
  %v41 = load i64, ptr %i, align 8
  %pos42 = mul i64 0, %dim
  %pos43 = add i64 %pos42, %v41
  %v44 = load i64, ptr %sq0_lengths65_241, align 8
  %elp47 = getelementptr inbounds i64, ptr %buf46, i64 %pos43
  store i64 %v44, ptr %elp47, align 8, !alias.scope !8, !noalias !9
  %i48 = load i64, ptr %i, align 8
  %next49 = add i64 %i48, 1
  store i64 %next49, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop50:                                           ; preds = %ok68, %checked
  %i53 = load i64, ptr %i, align 8
  %more54 = icmp slt i64 %i53, %min
  br i1 %more54, label %body51, label %exit52

body51:                                           ; preds = %loop50
  %v55 = load i64, ptr %the_sq0_243, align 8
  %v56 = load i64, ptr %i, align 8
  %add57 = add i64 %v55, %v56
  %inb = icmp ult i64 %add57, %dim20
  br i1 %inb, label %ok59, label %fail58

exit52:                                           ; preds = %loop50
  br label %versions_done

fail58:                                           ; preds = %body51
  %errp60 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 76, ptr %errp61, align 8
  %errp62 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add57, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim20, ptr %errp63, align 8
  ret i32 1

ok59:                                             ; preds = %body51
  %pos64 = mul i64 0, %dim20
  %pos65 = add i64 %pos64, %add57
  %inb66 = icmp ult i64 0, %dim24
  br i1 %inb66, label %ok68, label %fail67

fail67:                                           ; preds = %ok59
  %errp69 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp69, align 8
  %errp70 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 76, ptr %errp70, align 8
  %errp71 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp71, align 8
  %errp72 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp72, align 8
  ret i32 1

ok68:                                             ; preds = %ok59
  %pos73 = mul i64 %pos65, %dim24
  %pos74 = add i64 %pos73, 0
  %elp75 = getelementptr inbounds i64, ptr %buf38, i64 %pos74
  %el76 = load i64, ptr %elp75, align 8, !alias.scope !6, !noalias !7
  store i64 %el76, ptr %sq0_lengths65_241, align 8
  %v77 = load i64, ptr %i, align 8
  %pos78 = mul i64 0, %dim
  %pos79 = add i64 %pos78, %v77
  %v80 = load i64, ptr %sq0_lengths65_241, align 8
  %elp81 = getelementptr inbounds i64, ptr %buf46, i64 %pos79
  store i64 %v80, ptr %elp81, align 8, !alias.scope !8, !noalias !9
  %i82 = load i64, ptr %i, align 8
  %next83 = add i64 %i82, 1
  store i64 %next83, ptr %i, align 8
  br label %loop50
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #2

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.108", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.2", !2}
!5 = !{!"fuselab.buf.110", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c77: sq0_values67
; ModuleID = 'pagerank_seq_c77'
source_filename = "pagerank_seq_c77"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 108
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_246 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 864
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 800
  %dim8 = load i64, ptr %dimp7, align 8
  %bufp16 = getelementptr inbounds ptr, ptr %0, i64 103
  %buf17 = load ptr, ptr %bufp16, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 8
  %dim22 = load i64, ptr %dimp21, align 8
  %bufp32 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf33 = load ptr, ptr %bufp32, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf37 = load ptr, ptr %bufp36, align 8
  %sq0_values67_244 = alloca { i64, i64 }, align 8
  %bufp44 = getelementptr inbounds ptr, ptr %0, i64 111
  %buf45 = load ptr, ptr %bufp44, align 8
  %bufp49 = getelementptr inbounds ptr, ptr %0, i64 112
  %buf50 = load ptr, ptr %bufp49, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_246, align 8
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
  store i64 77, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ok25, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %the_sq0_246, align 8
  %inb = icmp ult i64 %v, %dim8
  br i1 %inb, label %ok10, label %fail9

exit:                                             ; preds = %loop
  ret i32 0

fail9:                                            ; preds = %body5
  %errp11 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 77, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp14, align 8
  ret i32 1

ok10:                                             ; preds = %body5
  %pos = mul i64 0, %dim8
  %pos15 = add i64 %pos, %v
  %elp18 = getelementptr inbounds i64, ptr %buf17, i64 %pos15
  %el19 = load i64, ptr %elp18, align 8, !alias.scope !9, !noalias !10
  %v20 = load i64, ptr %i, align 8
  %add = add i64 %el19, %v20
  %inb23 = icmp ult i64 %add, %dim22
  br i1 %inb23, label %ok25, label %fail24

fail24:                                           ; preds = %ok10
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 77, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok10
  %pos30 = mul i64 0, %dim22
  %pos31 = add i64 %pos30, %add
  %elp34 = getelementptr inbounds i64, ptr %buf33, i64 %pos31
  %el35 = load i64, ptr %elp34, align 8, !alias.scope !11, !noalias !12
  %tup = insertvalue { i64, i64 } undef, i64 %el35, 0
  %elp38 = getelementptr inbounds i64, ptr %buf37, i64 %pos31
  %el39 = load i64, ptr %elp38, align 8, !alias.scope !13, !noalias !14
  %tup40 = insertvalue { i64, i64 } %tup, i64 %el39, 1
  store { i64, i64 } %tup40, ptr %sq0_values67_244, align 8
  %v41 = load i64, ptr %i, align 8
  %pos42 = mul i64 0, %dim
  %pos43 = add i64 %pos42, %v41
  %fldp = getelementptr inbounds { i64, i64 }, ptr %sq0_values67_244, i32 0, i32 0
  %fv = load i64, ptr %fldp, align 8
  %elp46 = getelementptr inbounds i64, ptr %buf45, i64 %pos43
  store i64 %fv, ptr %elp46, align 8, !alias.scope !15, !noalias !16
  %fldp47 = getelementptr inbounds { i64, i64 }, ptr %sq0_values67_244, i32 0, i32 1
  %fv48 = load i64, ptr %fldp47, align 8
  %elp51 = getelementptr inbounds i64, ptr %buf50, i64 %pos43
  store i64 %fv48, ptr %elp51, align 8, !alias.scope !17, !noalias !18
  %i52 = load i64, ptr %i, align 8
  %next = add i64 %i52, 1
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
!1 = !{!"fuselab.buf.108", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7, !8}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.1", !2}
!6 = !{!"fuselab.buf.103", !2}
!7 = !{!"fuselab.buf.111", !2}
!8 = !{!"fuselab.buf.112", !2}
!9 = !{!6}
!10 = !{!4, !5, !1, !7, !8}
!11 = !{!4}
!12 = !{!5, !6, !1, !7, !8}
!13 = !{!5}
!14 = !{!4, !6, !1, !7, !8}
!15 = !{!7}
!16 = !{!4, !5, !6, !1, !8}
!17 = !{!8}
!18 = !{!4, !5, !6, !1, !7}

; cluster c78: sq0_offsets69
; ModuleID = 'pagerank_seq_c78'
source_filename = "pagerank_seq_c78"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_sq0_offsets69_247 = alloca i64, align 8
  %sq0_252 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_sq0_offsets69_247, align 8
  store i64 %b, ptr %sq0_252, align 8
  %v = load i64, ptr %acc_sq0_offsets69_247, align 8
  %v1 = load i64, ptr %sq0_252, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets69_247 = alloca i64, align 8
  %started_248 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 856
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 872
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 110
  %buf = load ptr, ptr %bufp, align 8
  %sq0_252 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 113
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets69_247, align 8
  store i1 false, ptr %started_248, align 1
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
  store i64 78, ptr %errp2, align 8
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
  store i64 78, ptr %errp11, align 8
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
  store i64 %el, ptr %sq0_252, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_sq0_offsets69_247, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_sq0_offsets69_247, align 8
  %v25 = load i64, ptr %sq0_252, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_sq0_offsets69_247, align 8
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
  store i64 78, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp32, align 8
  ret i32 1

ok28:                                             ; preds = %exit
  %pos33 = mul i64 0, %dim6
  %pos34 = add i64 %pos33, %dim
  %v35 = load i64, ptr %acc_sq0_offsets69_247, align 8
  %elp36 = getelementptr inbounds i64, ptr %buf22, i64 %pos34
  store i64 %v35, ptr %elp36, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets69_247 = alloca i64, align 8
  %started_248 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 856
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 872
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 110
  %buf = load ptr, ptr %bufp, align 8
  %sq0_252 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 113
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets69_247, align 8
  store i1 false, ptr %started_248, align 1
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
  store i64 78, ptr %errp2, align 8
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
  store i64 78, ptr %errp11, align 8
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
  store i64 %el, ptr %sq0_252, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_sq0_offsets69_247, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_sq0_offsets69_247, align 8
  %v25 = load i64, ptr %sq0_252, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_sq0_offsets69_247, align 8
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets69_247, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets69_247 = alloca i64, align 8
  %started_248 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 856
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 872
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 110
  %buf = load ptr, ptr %bufp, align 8
  %sq0_252 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 113
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets69_247, align 8
  store i1 false, ptr %started_248, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets69_247, align 8
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
  store i64 78, ptr %errp2, align 8
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
  store i64 78, ptr %errp11, align 8
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
  store i64 %el, ptr %sq0_252, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_sq0_offsets69_247, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_sq0_offsets69_247, align 8
  %v25 = load i64, ptr %sq0_252, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_sq0_offsets69_247, align 8
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part27 = getelementptr inbounds i8, ptr %6, i64 0
  %acc28 = load i64, ptr %acc_sq0_offsets69_247, align 8
  store i64 %acc28, ptr %part27, align 8
  ret i32 0
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets69_247 = alloca i64, align 8
  %started_248 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 856
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 110
  %buf = load ptr, ptr %bufp, align 8
  %sq0_252 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets69_247, align 8
  store i1 false, ptr %started_248, align 1
  store i64 0, ptr %acc_sq0_offsets69_247, align 8
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
  store i64 78, ptr %errp2, align 8
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
  store i64 %el, ptr %sq0_252, align 8
  %v8 = load i64, ptr %acc_sq0_offsets69_247, align 8
  %v9 = load i64, ptr %sq0_252, align 8
  %add = add i64 %v8, %v9
  store i64 %add, ptr %acc_sq0_offsets69_247, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets69_247, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets69_247 = alloca i64, align 8
  %started_248 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 856
  %dim = load i64, ptr %dimp, align 8
  %dimp1 = getelementptr inbounds i64, ptr %1, i64 872
  %dim2 = load i64, ptr %dimp1, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 113
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets69_247, align 8
  store i1 false, ptr %started_248, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets69_247, align 8
  %inb = icmp ult i64 %dim, %dim2
  br i1 %inb, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 78, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim2, ptr %errp5, align 8
  ret i32 1

ok:                                               ; preds = %body
  %pos = mul i64 0, %dim2
  %pos6 = add i64 %pos, %dim
  %v = load i64, ptr %acc_sq0_offsets69_247, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos6
  store i64 %v, ptr %elp, align 8, !alias.scope !3
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.110", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.113", !2}

; cluster c79: sq0_m70
; ModuleID = 'pagerank_seq_c79'
source_filename = "pagerank_seq_c79"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %"%n_dim0" = alloca i64, align 8
  %d_word = alloca i64, align 8
  %d_word5 = alloca i64, align 8
  %d_word6 = alloca i64, align 8
  %d_word7 = alloca i64, align 8
  %d_word8 = alloca i64, align 8
  %d_word9 = alloca i64, align 8
  %d_word10 = alloca i64, align 8
  %d_word11 = alloca i64, align 8
  %d_word12 = alloca i64, align 8
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 864
  %dim14 = load i64, ptr %dimp13, align 8
  %i = alloca i64, align 8
  %sq0_255 = alloca { i64, i64 }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 111
  %buf = load ptr, ptr %bufp, align 8
  %bufp31 = getelementptr inbounds ptr, ptr %0, i64 112
  %buf32 = load ptr, ptr %bufp31, align 8
  %tup_256.0 = alloca i64, align 8
  %tup_256.1 = alloca i64, align 8
  %sq0_m70_253 = alloca i64, align 8
  %bufp81 = getelementptr inbounds ptr, ptr %0, i64 114
  %buf82 = load ptr, ptr %bufp81, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 %dim, ptr %"%n_dim0", align 8
  %d_sign = ashr i64 %dim, 63
  %d_flip = xor i64 %dim, %d_sign
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
  %c15 = icmp slt i64 %5, %dim14
  %min = select i1 %c15, i64 %5, i64 %dim14
  %fits = icmp sle i64 %min, %dim14
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 79, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim14, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim14, ptr %errp18, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits19 = icmp sle i64 %min, %dim14
  br i1 %fits19, label %ok21, label %fail20

fail20:                                           ; preds = %ok
  %errp22 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 79, ptr %errp23, align 8
  %errp24 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim14, ptr %errp24, align 8
  %errp25 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim14, ptr %errp25, align 8
  ret i32 1

ok21:                                             ; preds = %ok
  %d_small26 = load i64, ptr %d_word9, align 8
  %d_small27 = trunc i64 %d_small26 to i1
  br i1 %d_small27, label %small_divisors, label %large_divisors

small_divisors:                                   ; preds = %ok21
  store i64 %max, ptr %i, align 8
  br label %loop

large_divisors:                                   ; preds = %ok21
  store i64 %max, ptr %i, align 8
  br label %loop85

divisors_done:                                    ; preds = %exit87, %exit
  ret i32 0

loop:                                             ; preds = %ok44, %small_divisors
  %i29 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i29, %min
  br i1 %more, label %body28, label %exit

body28:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim14
  %pos30 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos30
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  %fldp = getelementptr inbounds { i64, i64 }, ptr %sq0_255, i32 0, i32 0
  store i64 %el, ptr %fldp, align 8
  %elp33 = getelementptr inbounds i64, ptr %buf32, i64 %pos30
  %el34 = load i64, ptr %elp33, align 8, !alias.scope !6, !noalias !7
  %fldp35 = getelementptr inbounds { i64, i64 }, ptr %sq0_255, i32 0, i32 1
  store i64 %el34, ptr %fldp35, align 8
  %fldp36 = getelementptr inbounds { i64, i64 }, ptr %sq0_255, i32 0, i32 0
  %fldp37 = getelementptr inbounds { i64, i64 }, ptr %sq0_255, i32 0, i32 0
  %fld = load i64, ptr %fldp37, align 8
  store i64 %fld, ptr %tup_256.0, align 8
  %fldp38 = getelementptr inbounds { i64, i64 }, ptr %sq0_255, i32 0, i32 1
  %fldp39 = getelementptr inbounds { i64, i64 }, ptr %sq0_255, i32 0, i32 1
  %fld40 = load i64, ptr %fldp39, align 8
  store i64 %fld40, ptr %tup_256.1, align 8
  %v41 = load i64, ptr %tup_256.0, align 8
  %mul = mul i64 %v41, 1000003
  %v42 = load i64, ptr %"%n_dim0", align 8
  %nz = icmp ne i64 %v42, 0
  br i1 %nz, label %ok44, label %fail43

exit:                                             ; preds = %loop
  br label %divisors_done

fail43:                                           ; preds = %body28
  %errp45 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 79, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v42, ptr %errp48, align 8
  ret i32 1

ok44:                                             ; preds = %body28
  %d_word49 = load i64, ptr %d_word, align 8
  %d_word50 = load i64, ptr %d_word5, align 8
  %d_word51 = load i64, ptr %d_word6, align 8
  %d_word52 = load i64, ptr %d_word7, align 8
  %d_word53 = load i64, ptr %d_word8, align 8
  %d_word54 = load i64, ptr %d_word9, align 8
  %d_word55 = load i64, ptr %d_word10, align 8
  %d_word56 = load i64, ptr %d_word11, align 8
  %d_word57 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %mul, 63
  %xf = xor i64 %mul, %xs
  %ax = sub i64 %xf, %xs
  %bf = bitcast i64 %d_word55 to double
  %inv = bitcast i64 %d_word56 to double
  %wrap = bitcast i64 %d_word57 to double
  %ah = lshr i64 %ax, 32
  %ah58 = or i64 %ah, 4841369599423283200
  %ah59 = bitcast i64 %ah58 to double
  %ah60 = fsub double %ah59, 0x4330000000000000
  %al = and i64 %ax, 4294967295
  %al61 = or i64 %al, 4841369599423283200
  %al62 = bitcast i64 %al61 to double
  %al63 = fsub double %al62, 0x4330000000000000
  %ah_wrap = fmul double %ah60, %wrap
  %s = fadd double %ah_wrap, %al63
  %p = fmul double %s, %inv
  %q = call double @llvm.trunc.f64(double %p)
  %qb = fmul double %q, %bf
  %r = fsub double %s, %qb
  %low = fcmp olt double %r, 0.000000e+00
  %q64 = fsub double %q, 1.000000e+00
  %q65 = select i1 %low, double %q64, double %q
  %r66 = fadd double %r, %bf
  %r67 = select i1 %low, double %r66, double %r
  %high = fcmp oge double %r67, %bf
  %q68 = fadd double %q65, 1.000000e+00
  %q69 = select i1 %high, double %q68, double %q65
  %r70 = fsub double %r67, %bf
  %r71 = select i1 %high, double %r70, double %r67
  %int = fadd double %r71, 0x4330000000000000
  %int72 = bitcast double %int to i64
  %int73 = sub i64 %int72, 4841369599423283200
  %signed = xor i64 %int73, %xs
  %signed74 = sub i64 %signed, %xs
  %add = add i64 %signed74, %dim
  %v75 = load i64, ptr %"%n_dim0", align 8
  %wge = icmp sge i64 %add, %v75
  %wsub = sub i64 %add, %v75
  %wrap76 = select i1 %wge, i64 %wsub, i64 %add
  store i64 %wrap76, ptr %sq0_m70_253, align 8
  %v77 = load i64, ptr %i, align 8
  %pos78 = mul i64 0, %dim14
  %pos79 = add i64 %pos78, %v77
  %v80 = load i64, ptr %sq0_m70_253, align 8
  %elp83 = getelementptr inbounds i64, ptr %buf82, i64 %pos79
  store i64 %v80, ptr %elp83, align 8, !alias.scope !8, !noalias !9
  %i84 = load i64, ptr %i, align 8
  %next = add i64 %i84, 1
  store i64 %next, ptr %i, align 8
  br label %loop

loop85:                                           ; preds = %ok110, %large_divisors
  %i88 = load i64, ptr %i, align 8
  %more89 = icmp slt i64 %i88, %min
  br i1 %more89, label %body86, label %exit87

body86:                                           ; preds = %loop85
  %v90 = load i64, ptr %i, align 8
  %pos91 = mul i64 0, %dim14
  %pos92 = add i64 %pos91, %v90
  %elp93 = getelementptr inbounds i64, ptr %buf, i64 %pos92
  %el94 = load i64, ptr %elp93, align 8, !alias.scope !0, !noalias !3
  %fldp95 = getelementptr inbounds { i64, i64 }, ptr %sq0_255, i32 0, i32 0
  store i64 %el94, ptr %fldp95, align 8
  %elp96 = getelementptr inbounds i64, ptr %buf32, i64 %pos92
  %el97 = load i64, ptr %elp96, align 8, !alias.scope !6, !noalias !7
  %fldp98 = getelementptr inbounds { i64, i64 }, ptr %sq0_255, i32 0, i32 1
  store i64 %el97, ptr %fldp98, align 8
  %fldp99 = getelementptr inbounds { i64, i64 }, ptr %sq0_255, i32 0, i32 0
  %fldp100 = getelementptr inbounds { i64, i64 }, ptr %sq0_255, i32 0, i32 0
  %fld101 = load i64, ptr %fldp100, align 8
  store i64 %fld101, ptr %tup_256.0, align 8
  %fldp102 = getelementptr inbounds { i64, i64 }, ptr %sq0_255, i32 0, i32 1
  %fldp103 = getelementptr inbounds { i64, i64 }, ptr %sq0_255, i32 0, i32 1
  %fld104 = load i64, ptr %fldp103, align 8
  store i64 %fld104, ptr %tup_256.1, align 8
  %v105 = load i64, ptr %tup_256.0, align 8
  %mul106 = mul i64 %v105, 1000003
  %v107 = load i64, ptr %"%n_dim0", align 8
  %nz108 = icmp ne i64 %v107, 0
  br i1 %nz108, label %ok110, label %fail109

exit87:                                           ; preds = %loop85
  br label %divisors_done

fail109:                                          ; preds = %body86
  %errp111 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp111, align 8
  %errp112 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 79, ptr %errp112, align 8
  %errp113 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul106, ptr %errp113, align 8
  %errp114 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v107, ptr %errp114, align 8
  ret i32 1

ok110:                                            ; preds = %body86
  %d_word115 = load i64, ptr %d_word, align 8
  %d_word116 = load i64, ptr %d_word5, align 8
  %d_word117 = load i64, ptr %d_word6, align 8
  %d_word118 = load i64, ptr %d_word7, align 8
  %d_word119 = load i64, ptr %d_word8, align 8
  %d_word120 = load i64, ptr %d_word9, align 8
  %d_word121 = load i64, ptr %d_word10, align 8
  %d_word122 = load i64, ptr %d_word11, align 8
  %d_word123 = load i64, ptr %d_word12, align 8
  %xs124 = ashr i64 %mul106, 63
  %xf125 = xor i64 %mul106, %xs124
  %ax126 = sub i64 %xf125, %xs124
  %lo = and i64 %d_word117, 4294967295
  %hi = lshr i64 %d_word117, 32
  %lo127 = and i64 %ax126, 4294967295
  %hi128 = lshr i64 %ax126, 32
  %ll = mul i64 %lo, %lo127
  %hl = mul i64 %hi, %lo127
  %lh = mul i64 %lo, %hi128
  %hh = mul i64 %hi, %hi128
  %hi129 = lshr i64 %ll, 32
  %lo130 = and i64 %hl, 4294967295
  %mid = add i64 %hi129, %lo130
  %lo131 = and i64 %lh, 4294967295
  %mid132 = add i64 %mid, %lo131
  %hi133 = lshr i64 %hl, 32
  %top = add i64 %hh, %hi133
  %hi134 = lshr i64 %lh, 32
  %top135 = add i64 %top, %hi134
  %hi136 = lshr i64 %mid132, 32
  %mulhi = add i64 %top135, %hi136
  %a_t = sub i64 %ax126, %mulhi
  %half = lshr i64 %a_t, %d_word118
  %sum = add i64 %mulhi, %half
  %q137 = lshr i64 %sum, %d_word119
  %s138 = xor i64 %xs124, %d_word116
  %qs = xor i64 %q137, %s138
  %q139 = sub i64 %qs, %s138
  %qd = mul i64 %q139, %v107
  %r140 = sub i64 %mul106, %qd
  %add141 = add i64 %r140, %dim
  %v142 = load i64, ptr %"%n_dim0", align 8
  %wge143 = icmp sge i64 %add141, %v142
  %wsub144 = sub i64 %add141, %v142
  %wrap145 = select i1 %wge143, i64 %wsub144, i64 %add141
  store i64 %wrap145, ptr %sq0_m70_253, align 8
  %v146 = load i64, ptr %i, align 8
  %pos147 = mul i64 0, %dim14
  %pos148 = add i64 %pos147, %v146
  %v149 = load i64, ptr %sq0_m70_253, align 8
  %elp150 = getelementptr inbounds i64, ptr %buf82, i64 %pos148
  store i64 %v149, ptr %elp150, align 8, !alias.scope !8, !noalias !9
  %i151 = load i64, ptr %i, align 8
  %next152 = add i64 %i151, 1
  store i64 %next152, ptr %i, align 8
  br label %loop85
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
!1 = !{!"fuselab.buf.111", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.112", !2}
!5 = !{!"fuselab.buf.114", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c80: sq0_m71
; ModuleID = 'pagerank_seq_c80'
source_filename = "pagerank_seq_c80"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %"%n_dim0" = alloca i64, align 8
  %d_word = alloca i64, align 8
  %d_word5 = alloca i64, align 8
  %d_word6 = alloca i64, align 8
  %d_word7 = alloca i64, align 8
  %d_word8 = alloca i64, align 8
  %d_word9 = alloca i64, align 8
  %d_word10 = alloca i64, align 8
  %d_word11 = alloca i64, align 8
  %d_word12 = alloca i64, align 8
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 864
  %dim14 = load i64, ptr %dimp13, align 8
  %i = alloca i64, align 8
  %sq0_261 = alloca { i64, i64 }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 111
  %buf = load ptr, ptr %bufp, align 8
  %bufp31 = getelementptr inbounds ptr, ptr %0, i64 112
  %buf32 = load ptr, ptr %bufp31, align 8
  %tup_262.0 = alloca i64, align 8
  %tup_262.1 = alloca i64, align 8
  %sq0_m71_259 = alloca i64, align 8
  %bufp81 = getelementptr inbounds ptr, ptr %0, i64 115
  %buf82 = load ptr, ptr %bufp81, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 %dim, ptr %"%n_dim0", align 8
  %d_sign = ashr i64 %dim, 63
  %d_flip = xor i64 %dim, %d_sign
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
  %c15 = icmp slt i64 %5, %dim14
  %min = select i1 %c15, i64 %5, i64 %dim14
  %fits = icmp sle i64 %min, %dim14
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 80, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim14, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim14, ptr %errp18, align 8
  ret i32 1

ok:                                               ; preds = %body
  %fits19 = icmp sle i64 %min, %dim14
  br i1 %fits19, label %ok21, label %fail20

fail20:                                           ; preds = %ok
  %errp22 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 80, ptr %errp23, align 8
  %errp24 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim14, ptr %errp24, align 8
  %errp25 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim14, ptr %errp25, align 8
  ret i32 1

ok21:                                             ; preds = %ok
  %d_small26 = load i64, ptr %d_word9, align 8
  %d_small27 = trunc i64 %d_small26 to i1
  br i1 %d_small27, label %small_divisors, label %large_divisors

small_divisors:                                   ; preds = %ok21
  store i64 %max, ptr %i, align 8
  br label %loop

large_divisors:                                   ; preds = %ok21
  store i64 %max, ptr %i, align 8
  br label %loop85

divisors_done:                                    ; preds = %exit87, %exit
  ret i32 0

loop:                                             ; preds = %ok44, %small_divisors
  %i29 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i29, %min
  br i1 %more, label %body28, label %exit

body28:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim14
  %pos30 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos30
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  %fldp = getelementptr inbounds { i64, i64 }, ptr %sq0_261, i32 0, i32 0
  store i64 %el, ptr %fldp, align 8
  %elp33 = getelementptr inbounds i64, ptr %buf32, i64 %pos30
  %el34 = load i64, ptr %elp33, align 8, !alias.scope !6, !noalias !7
  %fldp35 = getelementptr inbounds { i64, i64 }, ptr %sq0_261, i32 0, i32 1
  store i64 %el34, ptr %fldp35, align 8
  %fldp36 = getelementptr inbounds { i64, i64 }, ptr %sq0_261, i32 0, i32 0
  %fldp37 = getelementptr inbounds { i64, i64 }, ptr %sq0_261, i32 0, i32 0
  %fld = load i64, ptr %fldp37, align 8
  store i64 %fld, ptr %tup_262.0, align 8
  %fldp38 = getelementptr inbounds { i64, i64 }, ptr %sq0_261, i32 0, i32 1
  %fldp39 = getelementptr inbounds { i64, i64 }, ptr %sq0_261, i32 0, i32 1
  %fld40 = load i64, ptr %fldp39, align 8
  store i64 %fld40, ptr %tup_262.1, align 8
  %v41 = load i64, ptr %tup_262.1, align 8
  %mul = mul i64 %v41, 999983
  %v42 = load i64, ptr %"%n_dim0", align 8
  %nz = icmp ne i64 %v42, 0
  br i1 %nz, label %ok44, label %fail43

exit:                                             ; preds = %loop
  br label %divisors_done

fail43:                                           ; preds = %body28
  %errp45 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 80, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v42, ptr %errp48, align 8
  ret i32 1

ok44:                                             ; preds = %body28
  %d_word49 = load i64, ptr %d_word, align 8
  %d_word50 = load i64, ptr %d_word5, align 8
  %d_word51 = load i64, ptr %d_word6, align 8
  %d_word52 = load i64, ptr %d_word7, align 8
  %d_word53 = load i64, ptr %d_word8, align 8
  %d_word54 = load i64, ptr %d_word9, align 8
  %d_word55 = load i64, ptr %d_word10, align 8
  %d_word56 = load i64, ptr %d_word11, align 8
  %d_word57 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %mul, 63
  %xf = xor i64 %mul, %xs
  %ax = sub i64 %xf, %xs
  %bf = bitcast i64 %d_word55 to double
  %inv = bitcast i64 %d_word56 to double
  %wrap = bitcast i64 %d_word57 to double
  %ah = lshr i64 %ax, 32
  %ah58 = or i64 %ah, 4841369599423283200
  %ah59 = bitcast i64 %ah58 to double
  %ah60 = fsub double %ah59, 0x4330000000000000
  %al = and i64 %ax, 4294967295
  %al61 = or i64 %al, 4841369599423283200
  %al62 = bitcast i64 %al61 to double
  %al63 = fsub double %al62, 0x4330000000000000
  %ah_wrap = fmul double %ah60, %wrap
  %s = fadd double %ah_wrap, %al63
  %p = fmul double %s, %inv
  %q = call double @llvm.trunc.f64(double %p)
  %qb = fmul double %q, %bf
  %r = fsub double %s, %qb
  %low = fcmp olt double %r, 0.000000e+00
  %q64 = fsub double %q, 1.000000e+00
  %q65 = select i1 %low, double %q64, double %q
  %r66 = fadd double %r, %bf
  %r67 = select i1 %low, double %r66, double %r
  %high = fcmp oge double %r67, %bf
  %q68 = fadd double %q65, 1.000000e+00
  %q69 = select i1 %high, double %q68, double %q65
  %r70 = fsub double %r67, %bf
  %r71 = select i1 %high, double %r70, double %r67
  %int = fadd double %r71, 0x4330000000000000
  %int72 = bitcast double %int to i64
  %int73 = sub i64 %int72, 4841369599423283200
  %signed = xor i64 %int73, %xs
  %signed74 = sub i64 %signed, %xs
  %add = add i64 %signed74, %dim
  %v75 = load i64, ptr %"%n_dim0", align 8
  %wge = icmp sge i64 %add, %v75
  %wsub = sub i64 %add, %v75
  %wrap76 = select i1 %wge, i64 %wsub, i64 %add
  store i64 %wrap76, ptr %sq0_m71_259, align 8
  %v77 = load i64, ptr %i, align 8
  %pos78 = mul i64 0, %dim14
  %pos79 = add i64 %pos78, %v77
  %v80 = load i64, ptr %sq0_m71_259, align 8
  %elp83 = getelementptr inbounds i64, ptr %buf82, i64 %pos79
  store i64 %v80, ptr %elp83, align 8, !alias.scope !8, !noalias !9
  %i84 = load i64, ptr %i, align 8
  %next = add i64 %i84, 1
  store i64 %next, ptr %i, align 8
  br label %loop

loop85:                                           ; preds = %ok110, %large_divisors
  %i88 = load i64, ptr %i, align 8
  %more89 = icmp slt i64 %i88, %min
  br i1 %more89, label %body86, label %exit87

body86:                                           ; preds = %loop85
  %v90 = load i64, ptr %i, align 8
  %pos91 = mul i64 0, %dim14
  %pos92 = add i64 %pos91, %v90
  %elp93 = getelementptr inbounds i64, ptr %buf, i64 %pos92
  %el94 = load i64, ptr %elp93, align 8, !alias.scope !0, !noalias !3
  %fldp95 = getelementptr inbounds { i64, i64 }, ptr %sq0_261, i32 0, i32 0
  store i64 %el94, ptr %fldp95, align 8
  %elp96 = getelementptr inbounds i64, ptr %buf32, i64 %pos92
  %el97 = load i64, ptr %elp96, align 8, !alias.scope !6, !noalias !7
  %fldp98 = getelementptr inbounds { i64, i64 }, ptr %sq0_261, i32 0, i32 1
  store i64 %el97, ptr %fldp98, align 8
  %fldp99 = getelementptr inbounds { i64, i64 }, ptr %sq0_261, i32 0, i32 0
  %fldp100 = getelementptr inbounds { i64, i64 }, ptr %sq0_261, i32 0, i32 0
  %fld101 = load i64, ptr %fldp100, align 8
  store i64 %fld101, ptr %tup_262.0, align 8
  %fldp102 = getelementptr inbounds { i64, i64 }, ptr %sq0_261, i32 0, i32 1
  %fldp103 = getelementptr inbounds { i64, i64 }, ptr %sq0_261, i32 0, i32 1
  %fld104 = load i64, ptr %fldp103, align 8
  store i64 %fld104, ptr %tup_262.1, align 8
  %v105 = load i64, ptr %tup_262.1, align 8
  %mul106 = mul i64 %v105, 999983
  %v107 = load i64, ptr %"%n_dim0", align 8
  %nz108 = icmp ne i64 %v107, 0
  br i1 %nz108, label %ok110, label %fail109

exit87:                                           ; preds = %loop85
  br label %divisors_done

fail109:                                          ; preds = %body86
  %errp111 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp111, align 8
  %errp112 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 80, ptr %errp112, align 8
  %errp113 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul106, ptr %errp113, align 8
  %errp114 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v107, ptr %errp114, align 8
  ret i32 1

ok110:                                            ; preds = %body86
  %d_word115 = load i64, ptr %d_word, align 8
  %d_word116 = load i64, ptr %d_word5, align 8
  %d_word117 = load i64, ptr %d_word6, align 8
  %d_word118 = load i64, ptr %d_word7, align 8
  %d_word119 = load i64, ptr %d_word8, align 8
  %d_word120 = load i64, ptr %d_word9, align 8
  %d_word121 = load i64, ptr %d_word10, align 8
  %d_word122 = load i64, ptr %d_word11, align 8
  %d_word123 = load i64, ptr %d_word12, align 8
  %xs124 = ashr i64 %mul106, 63
  %xf125 = xor i64 %mul106, %xs124
  %ax126 = sub i64 %xf125, %xs124
  %lo = and i64 %d_word117, 4294967295
  %hi = lshr i64 %d_word117, 32
  %lo127 = and i64 %ax126, 4294967295
  %hi128 = lshr i64 %ax126, 32
  %ll = mul i64 %lo, %lo127
  %hl = mul i64 %hi, %lo127
  %lh = mul i64 %lo, %hi128
  %hh = mul i64 %hi, %hi128
  %hi129 = lshr i64 %ll, 32
  %lo130 = and i64 %hl, 4294967295
  %mid = add i64 %hi129, %lo130
  %lo131 = and i64 %lh, 4294967295
  %mid132 = add i64 %mid, %lo131
  %hi133 = lshr i64 %hl, 32
  %top = add i64 %hh, %hi133
  %hi134 = lshr i64 %lh, 32
  %top135 = add i64 %top, %hi134
  %hi136 = lshr i64 %mid132, 32
  %mulhi = add i64 %top135, %hi136
  %a_t = sub i64 %ax126, %mulhi
  %half = lshr i64 %a_t, %d_word118
  %sum = add i64 %mulhi, %half
  %q137 = lshr i64 %sum, %d_word119
  %s138 = xor i64 %xs124, %d_word116
  %qs = xor i64 %q137, %s138
  %q139 = sub i64 %qs, %s138
  %qd = mul i64 %q139, %v107
  %r140 = sub i64 %mul106, %qd
  %add141 = add i64 %r140, %dim
  %v142 = load i64, ptr %"%n_dim0", align 8
  %wge143 = icmp sge i64 %add141, %v142
  %wsub144 = sub i64 %add141, %v142
  %wrap145 = select i1 %wge143, i64 %wsub144, i64 %add141
  store i64 %wrap145, ptr %sq0_m71_259, align 8
  %v146 = load i64, ptr %i, align 8
  %pos147 = mul i64 0, %dim14
  %pos148 = add i64 %pos147, %v146
  %v149 = load i64, ptr %sq0_m71_259, align 8
  %elp150 = getelementptr inbounds i64, ptr %buf82, i64 %pos148
  store i64 %v149, ptr %elp150, align 8, !alias.scope !8, !noalias !9
  %i151 = load i64, ptr %i, align 8
  %next152 = add i64 %i151, 1
  store i64 %next152, ptr %i, align 8
  br label %loop85
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
!1 = !{!"fuselab.buf.111", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.112", !2}
!5 = !{!"fuselab.buf.115", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c81: sq0_m72
; ModuleID = 'pagerank_seq_c81'
source_filename = "pagerank_seq_c81"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 880
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 114
  %buf = load ptr, ptr %bufp, align 8
  %sq0_267 = alloca i64, align 8
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 776
  %dim17 = load i64, ptr %dimp16, align 8
  %bufp26 = getelementptr inbounds ptr, ptr %0, i64 100
  %buf27 = load ptr, ptr %bufp26, align 8
  %sq0_m72_265 = alloca double, align 8
  %bufp34 = getelementptr inbounds ptr, ptr %0, i64 116
  %buf35 = load ptr, ptr %bufp34, align 8
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
  store i64 81, ptr %errp2, align 8
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
  store i64 81, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp11, align 8
  ret i32 1

ok7:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ok19, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos14 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos14
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %sq0_267, align 8
  %v15 = load i64, ptr %sq0_267, align 8
  %inb = icmp ult i64 %v15, %dim17
  br i1 %inb, label %ok19, label %fail18

exit:                                             ; preds = %loop
  ret i32 0

fail18:                                           ; preds = %body12
  %errp20 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 81, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v15, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp23, align 8
  ret i32 1

ok19:                                             ; preds = %body12
  %pos24 = mul i64 0, %dim17
  %pos25 = add i64 %pos24, %v15
  %elp28 = getelementptr inbounds double, ptr %buf27, i64 %pos25
  %el29 = load double, ptr %elp28, align 8, !alias.scope !6, !noalias !7
  store double %el29, ptr %sq0_m72_265, align 8
  %v30 = load i64, ptr %i, align 8
  %pos31 = mul i64 0, %dim
  %pos32 = add i64 %pos31, %v30
  %v33 = load double, ptr %sq0_m72_265, align 8
  %elp36 = getelementptr inbounds double, ptr %buf35, i64 %pos32
  store double %v33, ptr %elp36, align 8, !alias.scope !8, !noalias !9
  %i37 = load i64, ptr %i, align 8
  %next = add i64 %i37, 1
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
!1 = !{!"fuselab.buf.114", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.100", !2}
!5 = !{!"fuselab.buf.116", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c82: unit18
; ModuleID = 'pagerank_seq_c82'
source_filename = "pagerank_seq_c82"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %unit18_268 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 117
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %unit18_268, align 8
  %v = load i64, ptr %unit18_268, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  store i64 %v, ptr %elp, align 8, !alias.scope !0
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
!1 = !{!"fuselab.buf.117", !2}
!2 = !{!"fuselab.bufs"}

; cluster c83: ec3
; ModuleID = 'pagerank_seq_c83'
source_filename = "pagerank_seq_c83"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 119
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_273 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 928
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 872
  %dim8 = load i64, ptr %dimp7, align 8
  %bufp16 = getelementptr inbounds ptr, ptr %0, i64 113
  %buf17 = load ptr, ptr %bufp16, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 896
  %dim22 = load i64, ptr %dimp21, align 8
  %bufp32 = getelementptr inbounds ptr, ptr %0, i64 116
  %buf33 = load ptr, ptr %bufp32, align 8
  %ec3_271 = alloca double, align 8
  %bufp40 = getelementptr inbounds ptr, ptr %0, i64 120
  %buf41 = load ptr, ptr %bufp40, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_273, align 8
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
  store i64 83, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ok25, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %the_sq0_273, align 8
  %inb = icmp ult i64 %v, %dim8
  br i1 %inb, label %ok10, label %fail9

exit:                                             ; preds = %loop
  ret i32 0

fail9:                                            ; preds = %body5
  %errp11 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 83, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp14, align 8
  ret i32 1

ok10:                                             ; preds = %body5
  %pos = mul i64 0, %dim8
  %pos15 = add i64 %pos, %v
  %elp18 = getelementptr inbounds i64, ptr %buf17, i64 %pos15
  %el19 = load i64, ptr %elp18, align 8, !alias.scope !7, !noalias !8
  %v20 = load i64, ptr %i, align 8
  %add = add i64 %el19, %v20
  %inb23 = icmp ult i64 %add, %dim22
  br i1 %inb23, label %ok25, label %fail24

fail24:                                           ; preds = %ok10
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 83, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok10
  %pos30 = mul i64 0, %dim22
  %pos31 = add i64 %pos30, %add
  %elp34 = getelementptr inbounds double, ptr %buf33, i64 %pos31
  %el35 = load double, ptr %elp34, align 8, !alias.scope !9, !noalias !10
  store double %el35, ptr %ec3_271, align 8
  %v36 = load i64, ptr %i, align 8
  %pos37 = mul i64 0, %dim
  %pos38 = add i64 %pos37, %v36
  %v39 = load double, ptr %ec3_271, align 8
  %elp42 = getelementptr inbounds double, ptr %buf41, i64 %pos38
  store double %v39, ptr %elp42, align 8, !alias.scope !11, !noalias !12
  %i43 = load i64, ptr %i, align 8
  %next = add i64 %i43, 1
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
!1 = !{!"fuselab.buf.119", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.113", !2}
!5 = !{!"fuselab.buf.116", !2}
!6 = !{!"fuselab.buf.120", !2}
!7 = !{!4}
!8 = !{!5, !1, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !5, !1}

; cluster c84: ds3
; ModuleID = 'pagerank_seq_c84'
source_filename = "pagerank_seq_c84"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 119
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_276 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 936
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 872
  %dim8 = load i64, ptr %dimp7, align 8
  %bufp16 = getelementptr inbounds ptr, ptr %0, i64 113
  %buf17 = load ptr, ptr %bufp16, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 888
  %dim22 = load i64, ptr %dimp21, align 8
  %bufp32 = getelementptr inbounds ptr, ptr %0, i64 115
  %buf33 = load ptr, ptr %bufp32, align 8
  %ds3_274 = alloca i64, align 8
  %bufp40 = getelementptr inbounds ptr, ptr %0, i64 121
  %buf41 = load ptr, ptr %bufp40, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_276, align 8
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
  store i64 84, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ok25, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %the_sq0_276, align 8
  %inb = icmp ult i64 %v, %dim8
  br i1 %inb, label %ok10, label %fail9

exit:                                             ; preds = %loop
  ret i32 0

fail9:                                            ; preds = %body5
  %errp11 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 84, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp14, align 8
  ret i32 1

ok10:                                             ; preds = %body5
  %pos = mul i64 0, %dim8
  %pos15 = add i64 %pos, %v
  %elp18 = getelementptr inbounds i64, ptr %buf17, i64 %pos15
  %el19 = load i64, ptr %elp18, align 8, !alias.scope !7, !noalias !8
  %v20 = load i64, ptr %i, align 8
  %add = add i64 %el19, %v20
  %inb23 = icmp ult i64 %add, %dim22
  br i1 %inb23, label %ok25, label %fail24

fail24:                                           ; preds = %ok10
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 84, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok10
  %pos30 = mul i64 0, %dim22
  %pos31 = add i64 %pos30, %add
  %elp34 = getelementptr inbounds i64, ptr %buf33, i64 %pos31
  %el35 = load i64, ptr %elp34, align 8, !alias.scope !9, !noalias !10
  store i64 %el35, ptr %ds3_274, align 8
  %v36 = load i64, ptr %i, align 8
  %pos37 = mul i64 0, %dim
  %pos38 = add i64 %pos37, %v36
  %v39 = load i64, ptr %ds3_274, align 8
  %elp42 = getelementptr inbounds i64, ptr %buf41, i64 %pos38
  store i64 %v39, ptr %elp42, align 8, !alias.scope !11, !noalias !12
  %i43 = load i64, ptr %i, align 8
  %next = add i64 %i43, 1
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
!1 = !{!"fuselab.buf.119", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.113", !2}
!5 = !{!"fuselab.buf.115", !2}
!6 = !{!"fuselab.buf.121", !2}
!7 = !{!4}
!8 = !{!5, !1, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !5, !1}

; cluster c85: permute4
; ModuleID = 'pagerank_seq_c85'
source_filename = "pagerank_seq_c85"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 912
  %dim = load i64, ptr %dimp, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 122
  %buf = load ptr, ptr %bufp, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 118
  %buf2 = load ptr, ptr %bufp1, align 8
  %dimp3 = getelementptr inbounds i64, ptr %1, i64 928
  %dim4 = load i64, ptr %dimp3, align 8
  %i = alloca i64, align 8
  %dimp20 = getelementptr inbounds i64, ptr %1, i64 936
  %dim21 = load i64, ptr %dimp20, align 8
  %bufp28 = getelementptr inbounds ptr, ptr %0, i64 120
  %buf29 = load ptr, ptr %bufp28, align 8
  %ec3_280 = alloca double, align 8
  %bufp33 = getelementptr inbounds ptr, ptr %0, i64 121
  %buf34 = load ptr, ptr %bufp33, align 8
  %new_277 = alloca double, align 8
  %old_278 = alloca double, align 8
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
  store i64 85, ptr %errp6, align 8
  %errp7 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim4, ptr %errp7, align 8
  %errp8 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim4, ptr %errp8, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v9 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %v9 to i128
  %step = sub i128 %at_next, %base
  %step10 = trunc i128 %step to i64
  %step11 = sext i64 %step10 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span12 = sext i64 %span to i128
  %reach = mul i128 %step11, %span12
  %c13 = icmp slt i128 %reach, 0
  %min14 = select i1 %c13, i128 %reach, i128 0
  %c15 = icmp sgt i128 %reach, 0
  %max16 = select i1 %c15, i128 %reach, i128 0
  %least = add i128 %base, %min14
  %most = add i128 %base, %max16
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits17 = and i1 %fits_low, %fits_high
  %least18 = select i1 %fits17, i128 %least, i128 -9223372036854775808
  %most19 = select i1 %fits17, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim21 to i128
  %low_ok = icmp sge i128 %least18, 0
  %high_ok = icmp slt i128 %most19, %extent
  %ok22 = and i1 true, %low_ok
  %ok23 = and i1 %ok22, %high_ok
  br i1 %ok23, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop53

versions_done:                                    ; preds = %exit55, %exit
  ret i32 0

loop:                                             ; preds = %ignored, %proved
  %i25 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i25, %min
  br i1 %more, label %body24, label %exit

body24:                                           ; preds = %loop
  %v26 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim4
  %pos27 = add i64 %pos, %v26
  %elp = getelementptr inbounds double, ptr %buf29, i64 %pos27
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %ec3_280, align 8
  %v30 = load i64, ptr %i, align 8
  %pos31 = mul i64 0, %dim21
  %pos32 = add i64 %pos31, %v30
  %elp35 = getelementptr inbounds i64, ptr %buf34, i64 %pos32
  %el36 = load i64, ptr %elp35, align 8, !alias.scope !6, !noalias !7
  %inb = icmp ult i64 %el36, %dim
  br i1 %inb, label %ok38, label %fail37

exit:                                             ; preds = %loop
  br label %versions_done

ignored:                                          ; preds = %ok38
  %i51 = load i64, ptr %i, align 8
  %next52 = add i64 %i51, 1
  store i64 %next52, ptr %i, align 8
  br label %loop

fail37:                                           ; preds = %body24
  %errp39 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 85, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el36, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp42, align 8
  ret i32 1

ok38:                                             ; preds = %body24
  %pos43 = mul i64 0, %dim
  %pos44 = add i64 %pos43, %el36
  %v45 = load double, ptr %ec3_280, align 8
  store double %v45, ptr %new_277, align 8
  %elp46 = getelementptr inbounds double, ptr %buf, i64 %pos44
  %el47 = load double, ptr %elp46, align 8, !alias.scope !8, !noalias !9
  store double %el47, ptr %old_278, align 8
  %v48 = load double, ptr %new_277, align 8
  %v49 = load double, ptr %old_278, align 8
  %fa = fadd double %v48, %v49
  %elp50 = getelementptr inbounds double, ptr %buf, i64 %pos44
  store double %fa, ptr %elp50, align 8, !alias.scope !8, !noalias !9
  br label %ignored

loop53:                                           ; preds = %ignored63, %checked
  %i56 = load i64, ptr %i, align 8
  %more57 = icmp slt i64 %i56, %min
  br i1 %more57, label %body54, label %exit55

body54:                                           ; preds = %loop53
  %v58 = load i64, ptr %i, align 8
  %pos59 = mul i64 0, %dim4
  %pos60 = add i64 %pos59, %v58
  %elp61 = getelementptr inbounds double, ptr %buf29, i64 %pos60
  %el62 = load double, ptr %elp61, align 8, !alias.scope !0, !noalias !3
  store double %el62, ptr %ec3_280, align 8
  %v64 = load i64, ptr %i, align 8
  %inb65 = icmp ult i64 %v64, %dim21
  br i1 %inb65, label %ok67, label %fail66

exit55:                                           ; preds = %loop53
  br label %versions_done

ignored63:                                        ; preds = %ok78
  %i92 = load i64, ptr %i, align 8
  %next93 = add i64 %i92, 1
  store i64 %next93, ptr %i, align 8
  br label %loop53

fail66:                                           ; preds = %body54
  %errp68 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp68, align 8
  %errp69 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 85, ptr %errp69, align 8
  %errp70 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v64, ptr %errp70, align 8
  %errp71 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim21, ptr %errp71, align 8
  ret i32 1

ok67:                                             ; preds = %body54
  %pos72 = mul i64 0, %dim21
  %pos73 = add i64 %pos72, %v64
  %elp74 = getelementptr inbounds i64, ptr %buf34, i64 %pos73
  %el75 = load i64, ptr %elp74, align 8, !alias.scope !6, !noalias !7
  %inb76 = icmp ult i64 %el75, %dim
  br i1 %inb76, label %ok78, label %fail77

fail77:                                           ; preds = %ok67
  %errp79 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 85, ptr %errp80, align 8
  %errp81 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el75, ptr %errp81, align 8
  %errp82 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp82, align 8
  ret i32 1

ok78:                                             ; preds = %ok67
  %pos83 = mul i64 0, %dim
  %pos84 = add i64 %pos83, %el75
  %v85 = load double, ptr %ec3_280, align 8
  store double %v85, ptr %new_277, align 8
  %elp86 = getelementptr inbounds double, ptr %buf, i64 %pos84
  %el87 = load double, ptr %elp86, align 8, !alias.scope !8, !noalias !9
  store double %el87, ptr %old_278, align 8
  %v88 = load double, ptr %new_277, align 8
  %v89 = load double, ptr %old_278, align 8
  %fa90 = fadd double %v88, %v89
  %elp91 = getelementptr inbounds double, ptr %buf, i64 %pos84
  store double %fa90, ptr %elp91, align 8, !alias.scope !8, !noalias !9
  br label %ignored63
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_owned(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 928
  %dim = load i64, ptr %dimp, align 8
  %targets = alloca [1024 x i64], align 8
  %block = alloca i64, align 8
  %i3 = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 936
  %dim8 = load i64, ptr %dimp7, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 121
  %buf = load ptr, ptr %bufp, align 8
  %dimp23 = getelementptr inbounds i64, ptr %1, i64 912
  %dim24 = load i64, ptr %dimp23, align 8
  %bufp45 = getelementptr inbounds ptr, ptr %0, i64 120
  %buf46 = load ptr, ptr %bufp45, align 8
  %ec3_280 = alloca double, align 8
  %new_277 = alloca double, align 8
  %bufp50 = getelementptr inbounds ptr, ptr %0, i64 122
  %buf51 = load ptr, ptr %bufp50, align 8
  %old_278 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  %share_hi = getelementptr i64, ptr %6, i64 1
  %share_lo = load i64, ptr %6, align 8
  %share_hi1 = load i64, ptr %share_hi, align 8
  store i64 0, ptr %block, align 8
  br label %blocks

blocks:                                           ; preds = %exit17, %body
  %i = load i64, ptr %block, align 8
  %more = icmp slt i64 %i, %dim
  br i1 %more, label %block2, label %blocks_done

block2:                                           ; preds = %blocks
  %block_end = add i64 %i, 1024
  %c = icmp slt i64 %block_end, %dim
  %min = select i1 %c, i64 %block_end, i64 %dim
  store i64 %i, ptr %i3, align 8
  br label %loop

blocks_done:                                      ; preds = %blocks
  ret i32 0

loop:                                             ; preds = %ok, %block2
  %i5 = load i64, ptr %i3, align 8
  %more6 = icmp slt i64 %i5, %min
  br i1 %more6, label %body4, label %exit

body4:                                            ; preds = %loop
  %v = load i64, ptr %i3, align 8
  %inb = icmp ult i64 %v, %dim8
  br i1 %inb, label %ok, label %fail

exit:                                             ; preds = %loop
  store i64 %i, ptr %i3, align 8
  br label %loop15

fail:                                             ; preds = %body4
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 85, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp11, align 8
  ret i32 1

ok:                                               ; preds = %body4
  %pos = mul i64 0, %dim8
  %pos12 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos12
  %el = load i64, ptr %elp, align 8, !alias.scope !6, !noalias !7
  %i13 = load i64, ptr %i3, align 8
  %k = sub i64 %i13, %i
  %at = getelementptr i64, ptr %targets, i64 %k
  store i64 %el, ptr %at, align 8
  %i14 = load i64, ptr %i3, align 8
  %next = add i64 %i14, 1
  store i64 %next, ptr %i3, align 8
  br label %loop

loop15:                                           ; preds = %not_owned, %exit
  %i18 = load i64, ptr %i3, align 8
  %more19 = icmp slt i64 %i18, %min
  br i1 %more19, label %body16, label %exit17

body16:                                           ; preds = %loop15
  %i20 = load i64, ptr %i3, align 8
  %k21 = sub i64 %i20, %i
  %at22 = getelementptr i64, ptr %targets, i64 %k21
  %target = load i64, ptr %at22, align 8
  %inb25 = icmp ult i64 %target, %dim24
  br i1 %inb25, label %ok27, label %fail26

exit17:                                           ; preds = %loop15
  %i59 = load i64, ptr %block, align 8
  %next60 = add i64 %i59, 1024
  store i64 %next60, ptr %block, align 8
  br label %blocks

fail26:                                           ; preds = %body16
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 85, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %target, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp31, align 8
  ret i32 1

ok27:                                             ; preds = %body16
  %pos32 = mul i64 0, %dim24
  %pos33 = add i64 %pos32, %target
  %from_lo = sub i64 %pos33, %4
  %owned = sub i64 %5, %4
  %mine = icmp ult i64 %from_lo, %owned
  br i1 %mine, label %owned34, label %not_owned

owned34:                                          ; preds = %ok27
  %v35 = load i64, ptr %i3, align 8
  %inb36 = icmp ult i64 %v35, %dim
  br i1 %inb36, label %ok38, label %fail37

not_owned:                                        ; preds = %ok38, %ok27
  %i57 = load i64, ptr %i3, align 8
  %next58 = add i64 %i57, 1
  store i64 %next58, ptr %i3, align 8
  br label %loop15

fail37:                                           ; preds = %owned34
  %errp39 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 85, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v35, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp42, align 8
  ret i32 1

ok38:                                             ; preds = %owned34
  %pos43 = mul i64 0, %dim
  %pos44 = add i64 %pos43, %v35
  %elp47 = getelementptr inbounds double, ptr %buf46, i64 %pos44
  %el48 = load double, ptr %elp47, align 8, !alias.scope !0, !noalias !3
  store double %el48, ptr %ec3_280, align 8
  %v49 = load double, ptr %ec3_280, align 8
  store double %v49, ptr %new_277, align 8
  %elp52 = getelementptr inbounds double, ptr %buf51, i64 %pos33
  %el53 = load double, ptr %elp52, align 8, !alias.scope !8, !noalias !9
  store double %el53, ptr %old_278, align 8
  %v54 = load double, ptr %new_277, align 8
  %v55 = load double, ptr %old_278, align 8
  %fa = fadd double %v54, %v55
  %elp56 = getelementptr inbounds double, ptr %buf51, i64 %pos33
  store double %fa, ptr %elp56, align 8, !alias.scope !8, !noalias !9
  br label %not_owned
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.120", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.121", !2}
!5 = !{!"fuselab.buf.122", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c86: unit19
; ModuleID = 'pagerank_seq_c86'
source_filename = "pagerank_seq_c86"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 119
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_282 = alloca i64, align 8
  %unit19_281 = alloca i64, align 8
  %bufp2 = getelementptr inbounds ptr, ptr %0, i64 123
  %buf3 = load ptr, ptr %bufp2, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_282, align 8
  %v = load i64, ptr %the_sq0_282, align 8
  %add = add i64 %v, 1
  store i64 %add, ptr %unit19_281, align 8
  %v1 = load i64, ptr %unit19_281, align 8
  %elp4 = getelementptr inbounds i64, ptr %buf3, i64 0
  store i64 %v1, ptr %elp4, align 8, !alias.scope !3, !noalias !0
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
!1 = !{!"fuselab.buf.119", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.123", !2}

; cluster c88: unit20
; ModuleID = 'pagerank_seq_c88'
source_filename = "pagerank_seq_c88"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 108
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_284 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 109
  %buf2 = load ptr, ptr %bufp1, align 8
  %the_sq0_285 = alloca i64, align 8
  %unit20_283 = alloca i64, align 8
  %bufp7 = getelementptr inbounds ptr, ptr %0, i64 126
  %buf8 = load ptr, ptr %bufp7, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_284, align 8
  %elp3 = getelementptr inbounds i64, ptr %buf2, i64 0
  %el4 = load i64, ptr %elp3, align 8, !alias.scope !6, !noalias !7
  store i64 %el4, ptr %the_sq0_285, align 8
  %v = load i64, ptr %the_sq0_284, align 8
  %v5 = load i64, ptr %the_sq0_285, align 8
  %add = add i64 %v, %v5
  store i64 %add, ptr %unit20_283, align 8
  %v6 = load i64, ptr %unit20_283, align 8
  %elp9 = getelementptr inbounds i64, ptr %buf8, i64 0
  store i64 %v6, ptr %elp9, align 8, !alias.scope !8, !noalias !9
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
!1 = !{!"fuselab.buf.108", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.109", !2}
!5 = !{!"fuselab.buf.126", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c90: rank3
; ModuleID = 'pagerank_seq_c90'
source_filename = "pagerank_seq_c90"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 992
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 128
  %buf = load ptr, ptr %bufp, align 8
  %loop8_288 = alloca double, align 8
  %dimp15 = getelementptr inbounds i64, ptr %1, i64 0
  %dim16 = load i64, ptr %dimp15, align 8
  %rank3_286 = alloca double, align 8
  %bufp22 = getelementptr inbounds ptr, ptr %0, i64 130
  %buf23 = load ptr, ptr %bufp22, align 8
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
  store i64 90, ptr %errp2, align 8
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
  store i64 90, ptr %errp9, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos14
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %loop8_288, align 8
  %cv = sitofp i64 %dim16 to double
  %fd = fdiv double 0x3FC3333333333334, %cv
  %v17 = load double, ptr %loop8_288, align 8
  %fm = fmul double 8.500000e-01, %v17
  %fa = fadd double %fd, %fm
  store double %fa, ptr %rank3_286, align 8
  %v18 = load i64, ptr %i, align 8
  %pos19 = mul i64 0, %dim
  %pos20 = add i64 %pos19, %v18
  %v21 = load double, ptr %rank3_286, align 8
  %elp24 = getelementptr inbounds double, ptr %buf23, i64 %pos20
  store double %v21, ptr %elp24, align 8, !alias.scope !3, !noalias !0
  %i25 = load i64, ptr %i, align 8
  %next = add i64 %i25, 1
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
!1 = !{!"fuselab.buf.128", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.130", !2}

; cluster c91: diff
; ModuleID = 'pagerank_seq_c91'
source_filename = "pagerank_seq_c91"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 1008
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 768
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 130
  %buf = load ptr, ptr %bufp, align 8
  %rank3_291 = alloca double, align 8
  %bufp27 = getelementptr inbounds ptr, ptr %0, i64 99
  %buf28 = load ptr, ptr %bufp27, align 8
  %rank2_292 = alloca double, align 8
  %diff_289 = alloca double, align 8
  %bufp37 = getelementptr inbounds ptr, ptr %0, i64 131
  %buf38 = load ptr, ptr %bufp37, align 8
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
  store i64 91, ptr %errp2, align 8
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
  store i64 91, ptr %errp11, align 8
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
  store i64 91, ptr %errp18, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos23
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %rank3_291, align 8
  %v24 = load i64, ptr %i, align 8
  %pos25 = mul i64 0, %dim6
  %pos26 = add i64 %pos25, %v24
  %elp29 = getelementptr inbounds double, ptr %buf28, i64 %pos26
  %el30 = load double, ptr %elp29, align 8, !alias.scope !6, !noalias !7
  store double %el30, ptr %rank2_292, align 8
  %v31 = load double, ptr %rank3_291, align 8
  %v32 = load double, ptr %rank2_292, align 8
  %fs = fsub double %v31, %v32
  %call = call double @llvm.fabs.f64(double %fs)
  store double %call, ptr %diff_289, align 8
  %v33 = load i64, ptr %i, align 8
  %pos34 = mul i64 0, %dim
  %pos35 = add i64 %pos34, %v33
  %v36 = load double, ptr %diff_289, align 8
  %elp39 = getelementptr inbounds double, ptr %buf38, i64 %pos35
  store double %v36, ptr %elp39, align 8, !alias.scope !8, !noalias !9
  %i40 = load i64, ptr %i, align 8
  %next = add i64 %i40, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #3

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.130", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.99", !2}
!5 = !{!"fuselab.buf.131", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c92: err
; ModuleID = 'pagerank_seq_c92'
source_filename = "pagerank_seq_c92"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_err_293 = alloca double, align 8
  %diff_297 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load double, ptr %pa, align 8
  %b = load double, ptr %pb, align 8
  store double %a, ptr %acc_err_293, align 8
  store double %b, ptr %diff_297, align 8
  %v = load double, ptr %acc_err_293, align 8
  %v1 = load double, ptr %diff_297, align 8
  %fa = fadd double %v, %v1
  store double %fa, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_err_293 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 1016
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 131
  %buf = load ptr, ptr %bufp, align 8
  %diff_297 = alloca double, align 8
  %bufp12 = getelementptr inbounds ptr, ptr %0, i64 132
  %buf13 = load ptr, ptr %bufp12, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_err_293, align 8
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
  store i64 92, ptr %errp2, align 8
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
  store double %el, ptr %diff_297, align 8
  %v8 = load double, ptr %acc_err_293, align 8
  %v9 = load double, ptr %diff_297, align 8
  %fa = fadd reassoc double %v8, %v9
  store double %fa, ptr %acc_err_293, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %v11 = load double, ptr %acc_err_293, align 8
  %elp14 = getelementptr inbounds double, ptr %buf13, i64 0
  store double %v11, ptr %elp14, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_part(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_err_293 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 1016
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 131
  %buf = load ptr, ptr %bufp, align 8
  %diff_297 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_err_293, align 8
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
  store i64 92, ptr %errp2, align 8
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
  store double %el, ptr %diff_297, align 8
  %v8 = load double, ptr %acc_err_293, align 8
  %v9 = load double, ptr %diff_297, align 8
  %fa = fadd reassoc double %v8, %v9
  store double %fa, ptr %acc_err_293, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %acc_err_293, align 8
  store double %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_part_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_err_293 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 1016
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 131
  %buf = load ptr, ptr %bufp, align 8
  %diff_297 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_err_293, align 8
  store double -0.000000e+00, ptr %acc_err_293, align 8
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
  store i64 92, ptr %errp2, align 8
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
  store double %el, ptr %diff_297, align 8
  %v8 = load double, ptr %acc_err_293, align 8
  %v9 = load double, ptr %diff_297, align 8
  %fa = fadd reassoc double %v8, %v9
  store double %fa, ptr %acc_err_293, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %acc_err_293, align 8
  store double %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_err_293 = alloca double, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 132
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_err_293, align 8
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %part, align 8
  store double %acc, ptr %acc_err_293, align 8
  %v = load double, ptr %acc_err_293, align 8
  %elp = getelementptr inbounds double, ptr %buf, i64 0
  store double %v, ptr %elp, align 8, !alias.scope !3
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.131", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.132", !2}

