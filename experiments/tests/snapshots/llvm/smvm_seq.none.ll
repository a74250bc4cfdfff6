; cluster c0: sq0_len0
; ModuleID = 'smvm_seq_c0'
source_filename = "smvm_seq_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %sq0_len0_0 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 %dim, ptr %sq0_len0_0, align 8
  %v = load i64, ptr %sq0_len0_0, align 8
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
!1 = !{!"fuselab.buf.4", !2}
!2 = !{!"fuselab.bufs"}

; cluster c1: generate
; ModuleID = 'smvm_seq_c1'
source_filename = "smvm_seq_c1"
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
  %generate_1 = alloca i64, align 8
  %bufp34 = getelementptr inbounds ptr, ptr %0, i64 5
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
  store i64 1, ptr %errp2, align 8
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
  store i64 %el, ptr %generate_1, align 8
  %v30 = load i64, ptr %i, align 8
  %pos31 = mul i64 0, %dim
  %pos32 = add i64 %pos31, %v30
  %v33 = load i64, ptr %generate_1, align 8
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
  store i64 1, ptr %errp48, align 8
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
  store i64 1, ptr %errp57, align 8
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
  store i64 %el63, ptr %generate_1, align 8
  %v64 = load i64, ptr %i, align 8
  %pos65 = mul i64 0, %dim
  %pos66 = add i64 %pos65, %v64
  %v67 = load i64, ptr %generate_1, align 8
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
!4 = !{!"fuselab.buf.5", !2}

; cluster c2: sq0_offsets4
; ModuleID = 'smvm_seq_c2'
source_filename = "smvm_seq_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_sq0_offsets4_3 = alloca i64, align 8
  %generate_8 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_sq0_offsets4_3, align 8
  store i64 %b, ptr %generate_8, align 8
  %v = load i64, ptr %acc_sq0_offsets4_3, align 8
  %v1 = load i64, ptr %generate_8, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets4_3 = alloca i64, align 8
  %started_4 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 40
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 48
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 5
  %buf = load ptr, ptr %bufp, align 8
  %generate_8 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets4_3, align 8
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
  store i64 %el, ptr %generate_8, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_sq0_offsets4_3, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_sq0_offsets4_3, align 8
  %v25 = load i64, ptr %generate_8, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_sq0_offsets4_3, align 8
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
  store i64 2, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp32, align 8
  ret i32 1

ok28:                                             ; preds = %exit
  %pos33 = mul i64 0, %dim6
  %pos34 = add i64 %pos33, %dim
  %v35 = load i64, ptr %acc_sq0_offsets4_3, align 8
  %elp36 = getelementptr inbounds i64, ptr %buf22, i64 %pos34
  store i64 %v35, ptr %elp36, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets4_3 = alloca i64, align 8
  %started_4 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 40
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 48
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 5
  %buf = load ptr, ptr %bufp, align 8
  %generate_8 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets4_3, align 8
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
  store i64 %el, ptr %generate_8, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_sq0_offsets4_3, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_sq0_offsets4_3, align 8
  %v25 = load i64, ptr %generate_8, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_sq0_offsets4_3, align 8
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets4_3, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets4_3 = alloca i64, align 8
  %started_4 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 40
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 48
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 5
  %buf = load ptr, ptr %bufp, align 8
  %generate_8 = alloca i64, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf22 = load ptr, ptr %bufp21, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets4_3, align 8
  store i1 false, ptr %started_4, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets4_3, align 8
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
  store i64 %el, ptr %generate_8, align 8
  %v17 = load i64, ptr %i, align 8
  %pos18 = mul i64 0, %dim6
  %pos19 = add i64 %pos18, %v17
  %v20 = load i64, ptr %acc_sq0_offsets4_3, align 8
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos19
  store i64 %v20, ptr %elp23, align 8, !alias.scope !3, !noalias !0
  %v24 = load i64, ptr %acc_sq0_offsets4_3, align 8
  %v25 = load i64, ptr %generate_8, align 8
  %add = add i64 %v24, %v25
  store i64 %add, ptr %acc_sq0_offsets4_3, align 8
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part27 = getelementptr inbounds i8, ptr %6, i64 0
  %acc28 = load i64, ptr %acc_sq0_offsets4_3, align 8
  store i64 %acc28, ptr %part27, align 8
  ret i32 0
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets4_3 = alloca i64, align 8
  %started_4 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 40
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 5
  %buf = load ptr, ptr %bufp, align 8
  %generate_8 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets4_3, align 8
  store i1 false, ptr %started_4, align 1
  store i64 0, ptr %acc_sq0_offsets4_3, align 8
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
  store i64 %el, ptr %generate_8, align 8
  %v8 = load i64, ptr %acc_sq0_offsets4_3, align 8
  %v9 = load i64, ptr %generate_8, align 8
  %add = add i64 %v8, %v9
  store i64 %add, ptr %acc_sq0_offsets4_3, align 8
  %i10 = load i64, ptr %i, align 8
  %next = add i64 %i10, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets4_3, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets4_3 = alloca i64, align 8
  %started_4 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 40
  %dim = load i64, ptr %dimp, align 8
  %dimp1 = getelementptr inbounds i64, ptr %1, i64 48
  %dim2 = load i64, ptr %dimp1, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 6
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets4_3, align 8
  store i1 false, ptr %started_4, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets4_3, align 8
  %inb = icmp ult i64 %dim, %dim2
  br i1 %inb, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim2, ptr %errp5, align 8
  ret i32 1

ok:                                               ; preds = %body
  %pos = mul i64 0, %dim2
  %pos6 = add i64 %pos, %dim
  %v = load i64, ptr %acc_sq0_offsets4_3, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos6
  store i64 %v, ptr %elp, align 8, !alias.scope !3
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.5", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.6", !2}

; cluster c3: unit
; ModuleID = 'smvm_seq_c3'
source_filename = "smvm_seq_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_10 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf2 = load ptr, ptr %bufp1, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_10, align 8
  %v = load i64, ptr %the_sq0_10, align 8
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
!1 = !{!"fuselab.buf.4", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.7", !2}

; cluster c4: generate2
; ModuleID = 'smvm_seq_c4'
source_filename = "smvm_seq_c4"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %i = alloca i64, align 8
  %generate2_11 = alloca float, align 4
  %bufp = getelementptr inbounds ptr, ptr %0, i64 8
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, 0
  %min = select i1 %c1, i64 %5, i64 0
  %fits = icmp sle i64 %min, 0
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp2 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body5, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  store float 0.000000e+00, ptr %generate2_11, align 4
  %v = load i64, ptr %i, align 8
  %pos = add i64 0, %v
  %v7 = load float, ptr %generate2_11, align 4
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos
  store float %v7, ptr %elp, align 4, !alias.scope !0
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
!1 = !{!"fuselab.buf.8", !2}
!2 = !{!"fuselab.bufs"}

; cluster c5: unit2
; ModuleID = 'smvm_seq_c5'
source_filename = "smvm_seq_c5"
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
; ModuleID = 'smvm_seq_c6'
source_filename = "smvm_seq_c6"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 10
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_17 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 4
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
!4 = !{!"fuselab.buf.4", !2}
!5 = !{!"fuselab.buf.12", !2}
!6 = !{!"fuselab.buf.13", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !1, !5}

; cluster c7: sq0_lengths6
; ModuleID = 'smvm_seq_c7'
source_filename = "smvm_seq_c7"
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
; ModuleID = 'smvm_seq_c8'
source_filename = "smvm_seq_c8"
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
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 48
  %dim8 = load i64, ptr %dimp7, align 8
  %bufp16 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf17 = load ptr, ptr %bufp16, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 8
  %dim22 = load i64, ptr %dimp21, align 8
  %bufp32 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf33 = load ptr, ptr %bufp32, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf37 = load ptr, ptr %bufp36, align 8
  %sq0_values8_23 = alloca { i64, float }, align 8
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
  %tup = insertvalue { i64, float } undef, i64 %el35, 0
  %elp38 = getelementptr inbounds float, ptr %buf37, i64 %pos31
  %el39 = load float, ptr %elp38, align 4, !alias.scope !13, !noalias !14
  %tup40 = insertvalue { i64, float } %tup, float %el39, 1
  store { i64, float } %tup40, ptr %sq0_values8_23, align 8
  %v41 = load i64, ptr %i, align 8
  %pos42 = mul i64 0, %dim
  %pos43 = add i64 %pos42, %v41
  %fldp = getelementptr inbounds { i64, float }, ptr %sq0_values8_23, i32 0, i32 0
  %fv = load i64, ptr %fldp, align 8
  %elp46 = getelementptr inbounds i64, ptr %buf45, i64 %pos43
  store i64 %fv, ptr %elp46, align 8, !alias.scope !15, !noalias !16
  %fldp47 = getelementptr inbounds { i64, float }, ptr %sq0_values8_23, i32 0, i32 1
  %fv48 = load float, ptr %fldp47, align 4
  %elp51 = getelementptr inbounds float, ptr %buf50, i64 %pos43
  store float %fv48, ptr %elp51, align 4, !alias.scope !17, !noalias !18
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
!6 = !{!"fuselab.buf.6", !2}
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
; ModuleID = 'smvm_seq_c9'
source_filename = "smvm_seq_c9"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_combine(ptr %0, ptr %1) #0 {
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
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 14
  %buf = load ptr, ptr %bufp, align 8
  %sq0_31 = alloca i64, align 8
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
  ret i32 0
}

define i32 @nest_part(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
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

define i32 @nest_part_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
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
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets10_26, align 8
  store i1 false, ptr %started_27, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets10_26, align 8
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.14", !2}
!2 = !{!"fuselab.bufs"}

; cluster c10: sq0_m11
; ModuleID = 'smvm_seq_c10'
source_filename = "smvm_seq_c10"
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
  %sq0_34 = alloca { i64, float }, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 15
  %buf = load ptr, ptr %bufp, align 8
  %bufp31 = getelementptr inbounds ptr, ptr %0, i64 16
  %buf32 = load ptr, ptr %bufp31, align 8
  %tup_35.0 = alloca i64, align 8
  %tup_35.1 = alloca float, align 4
  %dimp76 = getelementptr inbounds i64, ptr %1, i64 24
  %dim77 = load i64, ptr %dimp76, align 8
  %bufp86 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf87 = load ptr, ptr %bufp86, align 8
  %sq0_m11_32 = alloca float, align 4
  %bufp94 = getelementptr inbounds ptr, ptr %0, i64 18
  %buf95 = load ptr, ptr %bufp94, align 8
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
  br label %loop98

divisors_done:                                    ; preds = %exit100, %exit
  ret i32 0

loop:                                             ; preds = %ok79, %small_divisors
  %i29 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i29, %min
  br i1 %more, label %body28, label %exit

body28:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim14
  %pos30 = add i64 %pos, %v
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos30
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  %fldp = getelementptr inbounds { i64, float }, ptr %sq0_34, i32 0, i32 0
  store i64 %el, ptr %fldp, align 8
  %elp33 = getelementptr inbounds float, ptr %buf32, i64 %pos30
  %el34 = load float, ptr %elp33, align 4, !alias.scope !7, !noalias !8
  %fldp35 = getelementptr inbounds { i64, float }, ptr %sq0_34, i32 0, i32 1
  store float %el34, ptr %fldp35, align 4
  %fldp36 = getelementptr inbounds { i64, float }, ptr %sq0_34, i32 0, i32 0
  %fldp37 = getelementptr inbounds { i64, float }, ptr %sq0_34, i32 0, i32 0
  %fld = load i64, ptr %fldp37, align 8
  store i64 %fld, ptr %tup_35.0, align 8
  %fldp38 = getelementptr inbounds { i64, float }, ptr %sq0_34, i32 0, i32 1
  %fldp39 = getelementptr inbounds { i64, float }, ptr %sq0_34, i32 0, i32 1
  %fld40 = load float, ptr %fldp39, align 4
  store float %fld40, ptr %tup_35.1, align 4
  %v41 = load float, ptr %tup_35.1, align 4
  %v42 = load i64, ptr %tup_35.0, align 8
  %v43 = load i64, ptr %"%n_dim0", align 8
  %nz = icmp ne i64 %v43, 0
  br i1 %nz, label %ok45, label %fail44

exit:                                             ; preds = %loop
  br label %divisors_done

fail44:                                           ; preds = %body28
  %errp46 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v42, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v43, ptr %errp49, align 8
  ret i32 1

ok45:                                             ; preds = %body28
  %d_word50 = load i64, ptr %d_word, align 8
  %d_word51 = load i64, ptr %d_word5, align 8
  %d_word52 = load i64, ptr %d_word6, align 8
  %d_word53 = load i64, ptr %d_word7, align 8
  %d_word54 = load i64, ptr %d_word8, align 8
  %d_word55 = load i64, ptr %d_word9, align 8
  %d_word56 = load i64, ptr %d_word10, align 8
  %d_word57 = load i64, ptr %d_word11, align 8
  %d_word58 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %v42, 63
  %xf = xor i64 %v42, %xs
  %ax = sub i64 %xf, %xs
  %bf = bitcast i64 %d_word56 to double
  %inv = bitcast i64 %d_word57 to double
  %wrap = bitcast i64 %d_word58 to double
  %ah = lshr i64 %ax, 32
  %ah59 = or i64 %ah, 4841369599423283200
  %ah60 = bitcast i64 %ah59 to double
  %ah61 = fsub double %ah60, 0x4330000000000000
  %al = and i64 %ax, 4294967295
  %al62 = or i64 %al, 4841369599423283200
  %al63 = bitcast i64 %al62 to double
  %al64 = fsub double %al63, 0x4330000000000000
  %ah_wrap = fmul double %ah61, %wrap
  %s = fadd double %ah_wrap, %al64
  %p = fmul double %s, %inv
  %q = call double @llvm.trunc.f64(double %p)
  %qb = fmul double %q, %bf
  %r = fsub double %s, %qb
  %low = fcmp olt double %r, 0.000000e+00
  %q65 = fsub double %q, 1.000000e+00
  %q66 = select i1 %low, double %q65, double %q
  %r67 = fadd double %r, %bf
  %r68 = select i1 %low, double %r67, double %r
  %high = fcmp oge double %r68, %bf
  %q69 = fadd double %q66, 1.000000e+00
  %q70 = select i1 %high, double %q69, double %q66
  %r71 = fsub double %r68, %bf
  %r72 = select i1 %high, double %r71, double %r68
  %int = fadd double %r72, 0x4330000000000000
  %int73 = bitcast double %int to i64
  %int74 = sub i64 %int73, 4841369599423283200
  %signed = xor i64 %int74, %xs
  %signed75 = sub i64 %signed, %xs
  %inb = icmp ult i64 %signed75, %dim77
  br i1 %inb, label %ok79, label %fail78

fail78:                                           ; preds = %ok45
  %errp80 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp80, align 8
  %errp81 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp81, align 8
  %errp82 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %signed75, ptr %errp82, align 8
  %errp83 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim77, ptr %errp83, align 8
  ret i32 1

ok79:                                             ; preds = %ok45
  %pos84 = mul i64 0, %dim77
  %pos85 = add i64 %pos84, %signed75
  %elp88 = getelementptr inbounds float, ptr %buf87, i64 %pos85
  %el89 = load float, ptr %elp88, align 4, !alias.scope !9, !noalias !10
  %fm = fmul float %v41, %el89
  store float %fm, ptr %sq0_m11_32, align 4
  %v90 = load i64, ptr %i, align 8
  %pos91 = mul i64 0, %dim14
  %pos92 = add i64 %pos91, %v90
  %v93 = load float, ptr %sq0_m11_32, align 4
  %elp96 = getelementptr inbounds float, ptr %buf95, i64 %pos92
  store float %v93, ptr %elp96, align 4, !alias.scope !11, !noalias !12
  %i97 = load i64, ptr %i, align 8
  %next = add i64 %i97, 1
  store i64 %next, ptr %i, align 8
  br label %loop

loop98:                                           ; preds = %ok156, %large_divisors
  %i101 = load i64, ptr %i, align 8
  %more102 = icmp slt i64 %i101, %min
  br i1 %more102, label %body99, label %exit100

body99:                                           ; preds = %loop98
  %v103 = load i64, ptr %i, align 8
  %pos104 = mul i64 0, %dim14
  %pos105 = add i64 %pos104, %v103
  %elp106 = getelementptr inbounds i64, ptr %buf, i64 %pos105
  %el107 = load i64, ptr %elp106, align 8, !alias.scope !0, !noalias !3
  %fldp108 = getelementptr inbounds { i64, float }, ptr %sq0_34, i32 0, i32 0
  store i64 %el107, ptr %fldp108, align 8
  %elp109 = getelementptr inbounds float, ptr %buf32, i64 %pos105
  %el110 = load float, ptr %elp109, align 4, !alias.scope !7, !noalias !8
  %fldp111 = getelementptr inbounds { i64, float }, ptr %sq0_34, i32 0, i32 1
  store float %el110, ptr %fldp111, align 4
  %fldp112 = getelementptr inbounds { i64, float }, ptr %sq0_34, i32 0, i32 0
  %fldp113 = getelementptr inbounds { i64, float }, ptr %sq0_34, i32 0, i32 0
  %fld114 = load i64, ptr %fldp113, align 8
  store i64 %fld114, ptr %tup_35.0, align 8
  %fldp115 = getelementptr inbounds { i64, float }, ptr %sq0_34, i32 0, i32 1
  %fldp116 = getelementptr inbounds { i64, float }, ptr %sq0_34, i32 0, i32 1
  %fld117 = load float, ptr %fldp116, align 4
  store float %fld117, ptr %tup_35.1, align 4
  %v118 = load float, ptr %tup_35.1, align 4
  %v119 = load i64, ptr %tup_35.0, align 8
  %v120 = load i64, ptr %"%n_dim0", align 8
  %nz121 = icmp ne i64 %v120, 0
  br i1 %nz121, label %ok123, label %fail122

exit100:                                          ; preds = %loop98
  br label %divisors_done

fail122:                                          ; preds = %body99
  %errp124 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp124, align 8
  %errp125 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp125, align 8
  %errp126 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v119, ptr %errp126, align 8
  %errp127 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v120, ptr %errp127, align 8
  ret i32 1

ok123:                                            ; preds = %body99
  %d_word128 = load i64, ptr %d_word, align 8
  %d_word129 = load i64, ptr %d_word5, align 8
  %d_word130 = load i64, ptr %d_word6, align 8
  %d_word131 = load i64, ptr %d_word7, align 8
  %d_word132 = load i64, ptr %d_word8, align 8
  %d_word133 = load i64, ptr %d_word9, align 8
  %d_word134 = load i64, ptr %d_word10, align 8
  %d_word135 = load i64, ptr %d_word11, align 8
  %d_word136 = load i64, ptr %d_word12, align 8
  %xs137 = ashr i64 %v119, 63
  %xf138 = xor i64 %v119, %xs137
  %ax139 = sub i64 %xf138, %xs137
  %lo = and i64 %d_word130, 4294967295
  %hi = lshr i64 %d_word130, 32
  %lo140 = and i64 %ax139, 4294967295
  %hi141 = lshr i64 %ax139, 32
  %ll = mul i64 %lo, %lo140
  %hl = mul i64 %hi, %lo140
  %lh = mul i64 %lo, %hi141
  %hh = mul i64 %hi, %hi141
  %hi142 = lshr i64 %ll, 32
  %lo143 = and i64 %hl, 4294967295
  %mid = add i64 %hi142, %lo143
  %lo144 = and i64 %lh, 4294967295
  %mid145 = add i64 %mid, %lo144
  %hi146 = lshr i64 %hl, 32
  %top = add i64 %hh, %hi146
  %hi147 = lshr i64 %lh, 32
  %top148 = add i64 %top, %hi147
  %hi149 = lshr i64 %mid145, 32
  %mulhi = add i64 %top148, %hi149
  %a_t = sub i64 %ax139, %mulhi
  %half = lshr i64 %a_t, %d_word131
  %sum = add i64 %mulhi, %half
  %q150 = lshr i64 %sum, %d_word132
  %s151 = xor i64 %xs137, %d_word129
  %qs = xor i64 %q150, %s151
  %q152 = sub i64 %qs, %s151
  %qd = mul i64 %q152, %v120
  %r153 = sub i64 %v119, %qd
  %inb154 = icmp ult i64 %r153, %dim77
  br i1 %inb154, label %ok156, label %fail155

fail155:                                          ; preds = %ok123
  %errp157 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp157, align 8
  %errp158 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp158, align 8
  %errp159 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %r153, ptr %errp159, align 8
  %errp160 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim77, ptr %errp160, align 8
  ret i32 1

ok156:                                            ; preds = %ok123
  %pos161 = mul i64 0, %dim77
  %pos162 = add i64 %pos161, %r153
  %elp163 = getelementptr inbounds float, ptr %buf87, i64 %pos162
  %el164 = load float, ptr %elp163, align 4, !alias.scope !9, !noalias !10
  %fm165 = fmul float %v118, %el164
  store float %fm165, ptr %sq0_m11_32, align 4
  %v166 = load i64, ptr %i, align 8
  %pos167 = mul i64 0, %dim14
  %pos168 = add i64 %pos167, %v166
  %v169 = load float, ptr %sq0_m11_32, align 4
  %elp170 = getelementptr inbounds float, ptr %buf95, i64 %pos168
  store float %v169, ptr %elp170, align 4, !alias.scope !11, !noalias !12
  %i171 = load i64, ptr %i, align 8
  %next172 = add i64 %i171, 1
  store i64 %next172, ptr %i, align 8
  br label %loop98
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
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.3", !2}
!5 = !{!"fuselab.buf.16", !2}
!6 = !{!"fuselab.buf.18", !2}
!7 = !{!5}
!8 = !{!4, !1, !6}
!9 = !{!4}
!10 = !{!1, !5, !6}
!11 = !{!6}
!12 = !{!4, !1, !5}

; cluster c11: sq0_r12
; ModuleID = 'smvm_seq_c11'
source_filename = "smvm_seq_c11"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %seg_39 = alloca i64, align 8
  %left_40 = alloca i64, align 8
  %open_41 = alloca i1, align 1
  %acc_sq0_r12_38 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 136
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 18
  %buf = load ptr, ptr %bufp, align 8
  %sq0_45 = alloca float, align 4
  %dimp10 = getelementptr inbounds i64, ptr %1, i64 112
  %dim11 = load i64, ptr %dimp10, align 8
  %bufp27 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf28 = load ptr, ptr %bufp27, align 8
  %len_42 = alloca i64, align 8
  %bufp52 = getelementptr inbounds ptr, ptr %0, i64 19
  %buf53 = load ptr, ptr %bufp52, align 8
  %len_44 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %seg_39, align 8
  store i64 0, ptr %left_40, align 8
  store i1 false, ptr %open_41, align 1
  store float 0.000000e+00, ptr %acc_sq0_r12_38, align 4
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
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %join65, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos7
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %sq0_45, align 4
  br label %while

exit:                                             ; preds = %loop
  %v81 = load i1, ptr %open_41, align 1
  %not82 = xor i1 %v81, true
  br i1 %not82, label %ok84, label %fail83

while:                                            ; preds = %join, %body5
  %v8 = load i1, ptr %open_41, align 1
  %not = xor i1 %v8, true
  br i1 %not, label %wbody, label %wexit

wbody:                                            ; preds = %while
  %v9 = load i64, ptr %seg_39, align 8
  %ic = icmp slt i64 %v9, %dim11
  br i1 %ic, label %ok13, label %fail12

wexit:                                            ; preds = %while
  %v57 = load float, ptr %acc_sq0_r12_38, align 4
  %v58 = load float, ptr %sq0_45, align 4
  %fa = fadd float %v57, %v58
  store float %fa, ptr %acc_sq0_r12_38, align 4
  %v59 = load i64, ptr %left_40, align 8
  %add60 = add i64 %v59, -1
  store i64 %add60, ptr %left_40, align 8
  %v61 = load i64, ptr %left_40, align 8
  %ic62 = icmp eq i64 %v61, 0
  br i1 %ic62, label %then63, label %else64

fail12:                                           ; preds = %wbody
  %errp14 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp15, align 8
  %errp16 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp17, align 8
  ret i32 1

ok13:                                             ; preds = %wbody
  %v18 = load i64, ptr %seg_39, align 8
  %inb = icmp ult i64 %v18, %dim11
  br i1 %inb, label %ok20, label %fail19

fail19:                                           ; preds = %ok13
  %errp21 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v18, ptr %errp23, align 8
  %errp24 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim11, ptr %errp24, align 8
  ret i32 1

ok20:                                             ; preds = %ok13
  %pos25 = mul i64 0, %dim11
  %pos26 = add i64 %pos25, %v18
  %elp29 = getelementptr inbounds i64, ptr %buf28, i64 %pos26
  %el30 = load i64, ptr %elp29, align 8, !alias.scope !6, !noalias !7
  store i64 %el30, ptr %len_42, align 8
  %v31 = load i64, ptr %len_42, align 8
  %ic32 = icmp sge i64 %v31, 0
  %v33 = load i64, ptr %len_42, align 8
  br i1 %ic32, label %ok35, label %fail34

fail34:                                           ; preds = %ok20
  %errp36 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 6, ptr %errp36, align 8
  %errp37 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v33, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp39, align 8
  ret i32 1

ok35:                                             ; preds = %ok20
  %v40 = load i64, ptr %len_42, align 8
  %ic41 = icmp eq i64 %v40, 0
  br i1 %ic41, label %then, label %else

then:                                             ; preds = %ok35
  %v42 = load i64, ptr %seg_39, align 8
  %inb43 = icmp ult i64 %v42, %dim11
  br i1 %inb43, label %ok45, label %fail44

else:                                             ; preds = %ok35
  %v56 = load i64, ptr %len_42, align 8
  store i64 %v56, ptr %left_40, align 8
  store i1 true, ptr %open_41, align 1
  store float 0.000000e+00, ptr %acc_sq0_r12_38, align 4
  br label %join

join:                                             ; preds = %else, %ok45
  br label %while

fail44:                                           ; preds = %then
  %errp46 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v42, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim11, ptr %errp49, align 8
  ret i32 1

ok45:                                             ; preds = %then
  %pos50 = mul i64 0, %dim11
  %pos51 = add i64 %pos50, %v42
  %elp54 = getelementptr inbounds float, ptr %buf53, i64 %pos51
  store float 0.000000e+00, ptr %elp54, align 4, !alias.scope !8, !noalias !9
  %v55 = load i64, ptr %seg_39, align 8
  %add = add i64 %v55, 1
  store i64 %add, ptr %seg_39, align 8
  br label %join

then63:                                           ; preds = %wexit
  %v66 = load i64, ptr %seg_39, align 8
  %inb67 = icmp ult i64 %v66, %dim11
  br i1 %inb67, label %ok69, label %fail68

else64:                                           ; preds = %wexit
  br label %join65

join65:                                           ; preds = %else64, %ok69
  %i80 = load i64, ptr %i, align 8
  %next = add i64 %i80, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail68:                                           ; preds = %then63
  %errp70 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp70, align 8
  %errp71 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp71, align 8
  %errp72 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v66, ptr %errp72, align 8
  %errp73 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim11, ptr %errp73, align 8
  ret i32 1

ok69:                                             ; preds = %then63
  %pos74 = mul i64 0, %dim11
  %pos75 = add i64 %pos74, %v66
  %v76 = load float, ptr %acc_sq0_r12_38, align 4
  %elp77 = getelementptr inbounds float, ptr %buf53, i64 %pos75
  store float %v76, ptr %elp77, align 4, !alias.scope !8, !noalias !9
  %v78 = load i64, ptr %seg_39, align 8
  %add79 = add i64 %v78, 1
  store i64 %add79, ptr %seg_39, align 8
  store i1 false, ptr %open_41, align 1
  br label %join65

fail83:                                           ; preds = %exit
  %errp85 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp85, align 8
  %errp86 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp86, align 8
  %errp87 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp87, align 8
  %errp88 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp88, align 8
  ret i32 1

ok84:                                             ; preds = %exit
  br label %while89

while89:                                          ; preds = %ok126, %ok84
  %v92 = load i64, ptr %seg_39, align 8
  %ic93 = icmp slt i64 %v92, %dim11
  br i1 %ic93, label %wbody90, label %wexit91

wbody90:                                          ; preds = %while89
  %v94 = load i64, ptr %seg_39, align 8
  %inb95 = icmp ult i64 %v94, %dim11
  br i1 %inb95, label %ok97, label %fail96

wexit91:                                          ; preds = %while89
  ret i32 0

fail96:                                           ; preds = %wbody90
  %errp98 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp98, align 8
  %errp99 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp99, align 8
  %errp100 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v94, ptr %errp100, align 8
  %errp101 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim11, ptr %errp101, align 8
  ret i32 1

ok97:                                             ; preds = %wbody90
  %pos102 = mul i64 0, %dim11
  %pos103 = add i64 %pos102, %v94
  %elp104 = getelementptr inbounds i64, ptr %buf28, i64 %pos103
  %el105 = load i64, ptr %elp104, align 8, !alias.scope !6, !noalias !7
  store i64 %el105, ptr %len_44, align 8
  %v106 = load i64, ptr %len_44, align 8
  %ic107 = icmp sge i64 %v106, 0
  %v108 = load i64, ptr %len_44, align 8
  br i1 %ic107, label %ok110, label %fail109

fail109:                                          ; preds = %ok97
  %errp111 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 6, ptr %errp111, align 8
  %errp112 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp112, align 8
  %errp113 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v108, ptr %errp113, align 8
  %errp114 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp114, align 8
  ret i32 1

ok110:                                            ; preds = %ok97
  %v115 = load i64, ptr %len_44, align 8
  %ic116 = icmp eq i64 %v115, 0
  br i1 %ic116, label %ok118, label %fail117

fail117:                                          ; preds = %ok110
  %errp119 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp119, align 8
  %errp120 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp120, align 8
  %errp121 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp121, align 8
  %errp122 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp122, align 8
  ret i32 1

ok118:                                            ; preds = %ok110
  %v123 = load i64, ptr %seg_39, align 8
  %inb124 = icmp ult i64 %v123, %dim11
  br i1 %inb124, label %ok126, label %fail125

fail125:                                          ; preds = %ok118
  %errp127 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp127, align 8
  %errp128 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp128, align 8
  %errp129 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v123, ptr %errp129, align 8
  %errp130 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim11, ptr %errp130, align 8
  ret i32 1

ok126:                                            ; preds = %ok118
  %pos131 = mul i64 0, %dim11
  %pos132 = add i64 %pos131, %v123
  %elp133 = getelementptr inbounds float, ptr %buf53, i64 %pos132
  store float 0.000000e+00, ptr %elp133, align 4, !alias.scope !8, !noalias !9
  %v134 = load i64, ptr %seg_39, align 8
  %add135 = add i64 %v134, 1
  store i64 %add135, ptr %seg_39, align 8
  br label %while89
}

define i32 @nest_segments(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %seg_39 = alloca i64, align 8
  %left_40 = alloca i64, align 8
  %open_41 = alloca i1, align 1
  %acc_sq0_r12_38 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 136
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 18
  %buf = load ptr, ptr %bufp, align 8
  %sq0_45 = alloca float, align 4
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 112
  %dim17 = load i64, ptr %dimp16, align 8
  %bufp33 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf34 = load ptr, ptr %bufp33, align 8
  %len_42 = alloca i64, align 8
  %bufp58 = getelementptr inbounds ptr, ptr %0, i64 19
  %buf59 = load ptr, ptr %bufp58, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %seg_39, align 8
  store i64 0, ptr %left_40, align 8
  store i1 false, ptr %open_41, align 1
  store float 0.000000e+00, ptr %acc_sq0_r12_38, align 4
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %seg_39, align 8
  %part1 = getelementptr inbounds i8, ptr %6, i64 64
  %acc2 = load i64, ptr %part1, align 8
  store i64 %acc2, ptr %left_40, align 8
  %part3 = getelementptr inbounds i8, ptr %6, i64 128
  %acc4 = load i1, ptr %part3, align 1
  store i1 %acc4, ptr %open_41, align 1
  %part5 = getelementptr inbounds i8, ptr %6, i64 192
  %acc6 = load float, ptr %part5, align 4
  store float %acc6, ptr %acc_sq0_r12_38, align 4
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c7 = icmp slt i64 %5, %dim
  %min = select i1 %c7, i64 %5, i64 %dim
  %fits = icmp sle i64 %min, %dim
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp8 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp8, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp10, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %join71, %ok
  %i12 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i12, %min
  br i1 %more, label %body11, label %exit

body11:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos13 = add i64 %pos, %v
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos13
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %sq0_45, align 4
  br label %while

exit:                                             ; preds = %loop
  %part87 = getelementptr inbounds i8, ptr %6, i64 0
  %acc88 = load i64, ptr %seg_39, align 8
  store i64 %acc88, ptr %part87, align 8
  %part89 = getelementptr inbounds i8, ptr %6, i64 64
  %acc90 = load i64, ptr %left_40, align 8
  store i64 %acc90, ptr %part89, align 8
  %part91 = getelementptr inbounds i8, ptr %6, i64 128
  %acc92 = load i1, ptr %open_41, align 1
  store i1 %acc92, ptr %part91, align 1
  %part93 = getelementptr inbounds i8, ptr %6, i64 192
  %acc94 = load float, ptr %acc_sq0_r12_38, align 4
  store float %acc94, ptr %part93, align 4
  ret i32 0

while:                                            ; preds = %join, %body11
  %v14 = load i1, ptr %open_41, align 1
  %not = xor i1 %v14, true
  br i1 %not, label %wbody, label %wexit

wbody:                                            ; preds = %while
  %v15 = load i64, ptr %seg_39, align 8
  %ic = icmp slt i64 %v15, %dim17
  br i1 %ic, label %ok19, label %fail18

wexit:                                            ; preds = %while
  %v63 = load float, ptr %acc_sq0_r12_38, align 4
  %v64 = load float, ptr %sq0_45, align 4
  %fa = fadd float %v63, %v64
  store float %fa, ptr %acc_sq0_r12_38, align 4
  %v65 = load i64, ptr %left_40, align 8
  %add66 = add i64 %v65, -1
  store i64 %add66, ptr %left_40, align 8
  %v67 = load i64, ptr %left_40, align 8
  %ic68 = icmp eq i64 %v67, 0
  br i1 %ic68, label %then69, label %else70

fail18:                                           ; preds = %wbody
  %errp20 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp23, align 8
  ret i32 1

ok19:                                             ; preds = %wbody
  %v24 = load i64, ptr %seg_39, align 8
  %inb = icmp ult i64 %v24, %dim17
  br i1 %inb, label %ok26, label %fail25

fail25:                                           ; preds = %ok19
  %errp27 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v24, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp30, align 8
  ret i32 1

ok26:                                             ; preds = %ok19
  %pos31 = mul i64 0, %dim17
  %pos32 = add i64 %pos31, %v24
  %elp35 = getelementptr inbounds i64, ptr %buf34, i64 %pos32
  %el36 = load i64, ptr %elp35, align 8, !alias.scope !6, !noalias !7
  store i64 %el36, ptr %len_42, align 8
  %v37 = load i64, ptr %len_42, align 8
  %ic38 = icmp sge i64 %v37, 0
  %v39 = load i64, ptr %len_42, align 8
  br i1 %ic38, label %ok41, label %fail40

fail40:                                           ; preds = %ok26
  %errp42 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 6, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp43, align 8
  %errp44 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v39, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp45, align 8
  ret i32 1

ok41:                                             ; preds = %ok26
  %v46 = load i64, ptr %len_42, align 8
  %ic47 = icmp eq i64 %v46, 0
  br i1 %ic47, label %then, label %else

then:                                             ; preds = %ok41
  %v48 = load i64, ptr %seg_39, align 8
  %inb49 = icmp ult i64 %v48, %dim17
  br i1 %inb49, label %ok51, label %fail50

else:                                             ; preds = %ok41
  %v62 = load i64, ptr %len_42, align 8
  store i64 %v62, ptr %left_40, align 8
  store i1 true, ptr %open_41, align 1
  store float 0.000000e+00, ptr %acc_sq0_r12_38, align 4
  br label %join

join:                                             ; preds = %else, %ok51
  br label %while

fail50:                                           ; preds = %then
  %errp52 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp52, align 8
  %errp53 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp53, align 8
  %errp54 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v48, ptr %errp54, align 8
  %errp55 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp55, align 8
  ret i32 1

ok51:                                             ; preds = %then
  %pos56 = mul i64 0, %dim17
  %pos57 = add i64 %pos56, %v48
  %elp60 = getelementptr inbounds float, ptr %buf59, i64 %pos57
  store float 0.000000e+00, ptr %elp60, align 4, !alias.scope !8, !noalias !9
  %v61 = load i64, ptr %seg_39, align 8
  %add = add i64 %v61, 1
  store i64 %add, ptr %seg_39, align 8
  br label %join

then69:                                           ; preds = %wexit
  %v72 = load i64, ptr %seg_39, align 8
  %inb73 = icmp ult i64 %v72, %dim17
  br i1 %inb73, label %ok75, label %fail74

else70:                                           ; preds = %wexit
  br label %join71

join71:                                           ; preds = %else70, %ok75
  %i86 = load i64, ptr %i, align 8
  %next = add i64 %i86, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail74:                                           ; preds = %then69
  %errp76 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp76, align 8
  %errp77 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp77, align 8
  %errp78 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v72, ptr %errp78, align 8
  %errp79 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp79, align 8
  ret i32 1

ok75:                                             ; preds = %then69
  %pos80 = mul i64 0, %dim17
  %pos81 = add i64 %pos80, %v72
  %v82 = load float, ptr %acc_sq0_r12_38, align 4
  %elp83 = getelementptr inbounds float, ptr %buf59, i64 %pos81
  store float %v82, ptr %elp83, align 4, !alias.scope !8, !noalias !9
  %v84 = load i64, ptr %seg_39, align 8
  %add85 = add i64 %v84, 1
  store i64 %add85, ptr %seg_39, align 8
  store i1 false, ptr %open_41, align 1
  br label %join71
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %seg_39 = alloca i64, align 8
  %left_40 = alloca i64, align 8
  %open_41 = alloca i1, align 1
  %acc_sq0_r12_38 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 136
  %dim = load i64, ptr %dimp, align 8
  %dimp11 = getelementptr inbounds i64, ptr %1, i64 112
  %dim12 = load i64, ptr %dimp11, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 14
  %buf = load ptr, ptr %bufp, align 8
  %len_44 = alloca i64, align 8
  %bufp48 = getelementptr inbounds ptr, ptr %0, i64 19
  %buf49 = load ptr, ptr %bufp48, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %seg_39, align 8
  store i64 0, ptr %left_40, align 8
  store i1 false, ptr %open_41, align 1
  store float 0.000000e+00, ptr %acc_sq0_r12_38, align 4
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %seg_39, align 8
  %part1 = getelementptr inbounds i8, ptr %6, i64 64
  %acc2 = load i64, ptr %part1, align 8
  store i64 %acc2, ptr %left_40, align 8
  %part3 = getelementptr inbounds i8, ptr %6, i64 128
  %acc4 = load i1, ptr %part3, align 1
  store i1 %acc4, ptr %open_41, align 1
  %part5 = getelementptr inbounds i8, ptr %6, i64 192
  %acc6 = load float, ptr %part5, align 4
  store float %acc6, ptr %acc_sq0_r12_38, align 4
  %v = load i1, ptr %open_41, align 1
  %not = xor i1 %v, true
  br i1 %not, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp, align 8
  %errp7 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp7, align 8
  %errp8 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp8, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp9, align 8
  ret i32 1

ok:                                               ; preds = %body
  br label %while

while:                                            ; preds = %ok41, %ok
  %v10 = load i64, ptr %seg_39, align 8
  %ic = icmp slt i64 %v10, %dim12
  br i1 %ic, label %wbody, label %wexit

wbody:                                            ; preds = %while
  %v13 = load i64, ptr %seg_39, align 8
  %inb = icmp ult i64 %v13, %dim12
  br i1 %inb, label %ok15, label %fail14

wexit:                                            ; preds = %while
  ret i32 0

fail14:                                           ; preds = %wbody
  %errp16 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v13, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim12, ptr %errp19, align 8
  ret i32 1

ok15:                                             ; preds = %wbody
  %pos = mul i64 0, %dim12
  %pos20 = add i64 %pos, %v13
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos20
  %el = load i64, ptr %elp, align 8, !alias.scope !6, !noalias !8
  store i64 %el, ptr %len_44, align 8
  %v21 = load i64, ptr %len_44, align 8
  %ic22 = icmp sge i64 %v21, 0
  %v23 = load i64, ptr %len_44, align 8
  br i1 %ic22, label %ok25, label %fail24

fail24:                                           ; preds = %ok15
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 6, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v23, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok15
  %v30 = load i64, ptr %len_44, align 8
  %ic31 = icmp eq i64 %v30, 0
  br i1 %ic31, label %ok33, label %fail32

fail32:                                           ; preds = %ok25
  %errp34 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp36, align 8
  %errp37 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp37, align 8
  ret i32 1

ok33:                                             ; preds = %ok25
  %v38 = load i64, ptr %seg_39, align 8
  %inb39 = icmp ult i64 %v38, %dim12
  br i1 %inb39, label %ok41, label %fail40

fail40:                                           ; preds = %ok33
  %errp42 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp43, align 8
  %errp44 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v38, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim12, ptr %errp45, align 8
  ret i32 1

ok41:                                             ; preds = %ok33
  %pos46 = mul i64 0, %dim12
  %pos47 = add i64 %pos46, %v38
  %elp50 = getelementptr inbounds float, ptr %buf49, i64 %pos47
  store float 0.000000e+00, ptr %elp50, align 4, !alias.scope !8, !noalias !6
  %v51 = load i64, ptr %seg_39, align 8
  %add = add i64 %v51, 1
  store i64 %add, ptr %seg_39, align 8
  br label %while
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.18", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.14", !2}
!5 = !{!"fuselab.buf.19", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c12: generate3
; ModuleID = 'smvm_seq_c12'
source_filename = "smvm_seq_c12"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 152
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 88
  %dim17 = load i64, ptr %dimp16, align 8
  %dimp44 = getelementptr inbounds i64, ptr %1, i64 144
  %dim45 = load i64, ptr %dimp44, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 11
  %buf = load ptr, ptr %bufp, align 8
  %bufp60 = getelementptr inbounds ptr, ptr %0, i64 19
  %buf61 = load ptr, ptr %bufp60, align 8
  %generate3_46 = alloca float, align 4
  %bufp68 = getelementptr inbounds ptr, ptr %0, i64 20
  %buf69 = load ptr, ptr %bufp68, align 8
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
  store i64 12, ptr %errp2, align 8
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
  %v20 = load i64, ptr %i, align 8
  %sub = sub i64 %v20, %dim17
  %base21 = sext i64 %sub to i128
  %next22 = add i64 %max, 1
  store i64 %next22, ptr %i, align 8
  %v23 = load i64, ptr %i, align 8
  %sub24 = sub i64 %v23, %dim17
  store i64 %max, ptr %i, align 8
  %at_next25 = sext i64 %sub24 to i128
  %step26 = sub i128 %at_next25, %base21
  %step27 = trunc i128 %step26 to i64
  %step28 = sext i64 %step27 to i128
  %len29 = sub i64 %min, %max
  %span30 = sub i64 %len29, 1
  %span31 = sext i64 %span30 to i128
  %reach32 = mul i128 %step28, %span31
  %c33 = icmp slt i128 %reach32, 0
  %min34 = select i1 %c33, i128 %reach32, i128 0
  %c35 = icmp sgt i128 %reach32, 0
  %max36 = select i1 %c35, i128 %reach32, i128 0
  %least37 = add i128 %base21, %min34
  %most38 = add i128 %base21, %max36
  %fits_low39 = icmp sge i128 %least37, -9223372036854775808
  %fits_high40 = icmp sle i128 %most38, 9223372036854775807
  %fits41 = and i1 %fits_low39, %fits_high40
  %least42 = select i1 %fits41, i128 %least37, i128 -9223372036854775808
  %most43 = select i1 %fits41, i128 %most38, i128 9223372036854775807
  %extent46 = sext i64 %dim45 to i128
  %low_ok47 = icmp sge i128 %least42, 0
  %high_ok48 = icmp slt i128 %most43, %extent46
  %ok49 = and i1 %ok19, %low_ok47
  %ok50 = and i1 %ok49, %high_ok48
  br i1 %ok50, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop73

versions_done:                                    ; preds = %exit75, %exit
  ret i32 0

loop:                                             ; preds = %j, %proved
  %i52 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i52, %min
  br i1 %more, label %body51, label %exit

body51:                                           ; preds = %loop
  %v53 = load i64, ptr %i, align 8
  %ic = icmp slt i64 %v53, %dim17
  br i1 %ic, label %t, label %e

exit:                                             ; preds = %loop
  br label %versions_done

t:                                                ; preds = %body51
  %v54 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim17
  %pos55 = add i64 %pos, %v54
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos55
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  br label %j

e:                                                ; preds = %body51
  %v56 = load i64, ptr %i, align 8
  %sub57 = sub i64 %v56, %dim17
  %pos58 = mul i64 0, %dim45
  %pos59 = add i64 %pos58, %sub57
  %elp62 = getelementptr inbounds float, ptr %buf61, i64 %pos59
  %el63 = load float, ptr %elp62, align 4, !alias.scope !6, !noalias !7
  br label %j

j:                                                ; preds = %e, %t
  %if = phi float [ %el, %t ], [ %el63, %e ]
  store float %if, ptr %generate3_46, align 4
  %v64 = load i64, ptr %i, align 8
  %pos65 = mul i64 0, %dim
  %pos66 = add i64 %pos65, %v64
  %v67 = load float, ptr %generate3_46, align 4
  %elp70 = getelementptr inbounds float, ptr %buf69, i64 %pos66
  store float %v67, ptr %elp70, align 4, !alias.scope !8, !noalias !9
  %i71 = load i64, ptr %i, align 8
  %next72 = add i64 %i71, 1
  store i64 %next72, ptr %i, align 8
  br label %loop

loop73:                                           ; preds = %j82, %checked
  %i76 = load i64, ptr %i, align 8
  %more77 = icmp slt i64 %i76, %min
  br i1 %more77, label %body74, label %exit75

body74:                                           ; preds = %loop73
  %v78 = load i64, ptr %i, align 8
  %ic79 = icmp slt i64 %v78, %dim17
  br i1 %ic79, label %t80, label %e81

exit75:                                           ; preds = %loop73
  br label %versions_done

t80:                                              ; preds = %body74
  %v83 = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v83, %dim17
  br i1 %inb, label %ok85, label %fail84

e81:                                              ; preds = %body74
  %v94 = load i64, ptr %i, align 8
  %sub95 = sub i64 %v94, %dim17
  %inb96 = icmp ult i64 %sub95, %dim45
  br i1 %inb96, label %ok98, label %fail97

j82:                                              ; preds = %ok98, %ok85
  %if107 = phi float [ %el93, %ok85 ], [ %el106, %ok98 ]
  store float %if107, ptr %generate3_46, align 4
  %v108 = load i64, ptr %i, align 8
  %pos109 = mul i64 0, %dim
  %pos110 = add i64 %pos109, %v108
  %v111 = load float, ptr %generate3_46, align 4
  %elp112 = getelementptr inbounds float, ptr %buf69, i64 %pos110
  store float %v111, ptr %elp112, align 4, !alias.scope !8, !noalias !9
  %i113 = load i64, ptr %i, align 8
  %next114 = add i64 %i113, 1
  store i64 %next114, ptr %i, align 8
  br label %loop73

fail84:                                           ; preds = %t80
  %errp86 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp86, align 8
  %errp87 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 12, ptr %errp87, align 8
  %errp88 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v83, ptr %errp88, align 8
  %errp89 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp89, align 8
  ret i32 1

ok85:                                             ; preds = %t80
  %pos90 = mul i64 0, %dim17
  %pos91 = add i64 %pos90, %v83
  %elp92 = getelementptr inbounds float, ptr %buf, i64 %pos91
  %el93 = load float, ptr %elp92, align 4, !alias.scope !0, !noalias !3
  br label %j82

fail97:                                           ; preds = %e81
  %errp99 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp99, align 8
  %errp100 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 12, ptr %errp100, align 8
  %errp101 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %sub95, ptr %errp101, align 8
  %errp102 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim45, ptr %errp102, align 8
  ret i32 1

ok98:                                             ; preds = %e81
  %pos103 = mul i64 0, %dim45
  %pos104 = add i64 %pos103, %sub95
  %elp105 = getelementptr inbounds float, ptr %buf61, i64 %pos104
  %el106 = load float, ptr %elp105, align 4, !alias.scope !6, !noalias !7
  br label %j82
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
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.19", !2}
!5 = !{!"fuselab.buf.20", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c13: unit3
; ModuleID = 'smvm_seq_c13'
source_filename = "smvm_seq_c13"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 12
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_49 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 13
  %buf2 = load ptr, ptr %bufp1, align 8
  %the_sq0_50 = alloca i64, align 8
  %unit3_48 = alloca i64, align 8
  %bufp7 = getelementptr inbounds ptr, ptr %0, i64 21
  %buf8 = load ptr, ptr %bufp7, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_49, align 8
  %elp3 = getelementptr inbounds i64, ptr %buf2, i64 0
  %el4 = load i64, ptr %elp3, align 8, !alias.scope !6, !noalias !7
  store i64 %el4, ptr %the_sq0_50, align 8
  %v = load i64, ptr %the_sq0_49, align 8
  %v5 = load i64, ptr %the_sq0_50, align 8
  %add = add i64 %v, %v5
  store i64 %add, ptr %unit3_48, align 8
  %v6 = load i64, ptr %unit3_48, align 8
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
!5 = !{!"fuselab.buf.21", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

