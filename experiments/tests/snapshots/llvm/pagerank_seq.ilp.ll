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

; cluster c2: Vertical(generate, sq0_offsets4)
; ModuleID = 'pagerank_seq_c2'
source_filename = "pagerank_seq_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_sq0_offsets4_5 = alloca i64, align 8
  %generate_3 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_sq0_offsets4_5, align 8
  store i64 %b, ptr %generate_3, align 8
  %v = load i64, ptr %acc_sq0_offsets4_5, align 8
  %v1 = load i64, ptr %generate_3, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets4_5 = alloca i64, align 8
  %started_6 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 56
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %dimp20 = getelementptr inbounds i64, ptr %1, i64 17
  %dim21 = load i64, ptr %dimp20, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %generate_3 = alloca i64, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf37 = load ptr, ptr %bufp36, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets4_5, align 8
  store i1 false, ptr %started_6, align 1
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
  store i64 3, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v7 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %v7 to i128
  %step = sub i128 %at_next, %base
  %step8 = trunc i128 %step to i64
  %step9 = sext i64 %step8 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span10 = sext i64 %span to i128
  %reach = mul i128 %step9, %span10
  %c11 = icmp slt i128 %reach, 0
  %min12 = select i1 %c11, i128 %reach, i128 0
  %c13 = icmp sgt i128 %reach, 0
  %max14 = select i1 %c13, i128 %reach, i128 0
  %least = add i128 %base, %min12
  %most = add i128 %base, %max14
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits15 = and i1 %fits_low, %fits_high
  %least16 = select i1 %fits15, i128 %least, i128 -9223372036854775808
  %most17 = select i1 %fits15, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least16, 0
  %high_ok = icmp slt i128 %most17, %extent
  %ok18 = and i1 true, %low_ok
  %ok19 = and i1 %ok18, %high_ok
  %extent22 = sext i64 %dim21 to i128
  %high_ok23 = icmp slt i128 0, %extent22
  %ok24 = and i1 %ok19, true
  %ok25 = and i1 %ok24, %high_ok23
  br i1 %ok25, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop43

versions_done:                                    ; preds = %exit45, %exit
  %inb78 = icmp ult i64 %dim, %dim3
  br i1 %inb78, label %ok80, label %fail79

loop:                                             ; preds = %body26, %proved
  %i27 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i27, %min
  br i1 %more, label %body26, label %exit

body26:                                           ; preds = %loop
  %v28 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos29 = add i64 %pos, %v28
  %pos30 = mul i64 %pos29, %dim21
  %pos31 = add i64 %pos30, 0
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos31
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %generate_3, align 8
  %v32 = load i64, ptr %i, align 8
  %pos33 = mul i64 0, %dim3
  %pos34 = add i64 %pos33, %v32
  %v35 = load i64, ptr %acc_sq0_offsets4_5, align 8
  %elp38 = getelementptr inbounds i64, ptr %buf37, i64 %pos34
  store i64 %v35, ptr %elp38, align 8, !alias.scope !3, !noalias !0
  %v39 = load i64, ptr %acc_sq0_offsets4_5, align 8
  %v40 = load i64, ptr %generate_3, align 8
  %add = add i64 %v39, %v40
  store i64 %add, ptr %acc_sq0_offsets4_5, align 8
  %i41 = load i64, ptr %i, align 8
  %next42 = add i64 %i41, 1
  store i64 %next42, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop43:                                           ; preds = %ok59, %checked
  %i46 = load i64, ptr %i, align 8
  %more47 = icmp slt i64 %i46, %min
  br i1 %more47, label %body44, label %exit45

body44:                                           ; preds = %loop43
  %v48 = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v48, %dim
  br i1 %inb, label %ok50, label %fail49

exit45:                                           ; preds = %loop43
  br label %versions_done

fail49:                                           ; preds = %body44
  %errp51 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp52, align 8
  %errp53 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v48, ptr %errp53, align 8
  %errp54 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp54, align 8
  ret i32 1

ok50:                                             ; preds = %body44
  %pos55 = mul i64 0, %dim
  %pos56 = add i64 %pos55, %v48
  %inb57 = icmp ult i64 0, %dim21
  br i1 %inb57, label %ok59, label %fail58

fail58:                                           ; preds = %ok50
  %errp60 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp61, align 8
  %errp62 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim21, ptr %errp63, align 8
  ret i32 1

ok59:                                             ; preds = %ok50
  %pos64 = mul i64 %pos56, %dim21
  %pos65 = add i64 %pos64, 0
  %elp66 = getelementptr inbounds i64, ptr %buf, i64 %pos65
  %el67 = load i64, ptr %elp66, align 8, !alias.scope !0, !noalias !3
  store i64 %el67, ptr %generate_3, align 8
  %v68 = load i64, ptr %i, align 8
  %pos69 = mul i64 0, %dim3
  %pos70 = add i64 %pos69, %v68
  %v71 = load i64, ptr %acc_sq0_offsets4_5, align 8
  %elp72 = getelementptr inbounds i64, ptr %buf37, i64 %pos70
  store i64 %v71, ptr %elp72, align 8, !alias.scope !3, !noalias !0
  %v73 = load i64, ptr %acc_sq0_offsets4_5, align 8
  %v74 = load i64, ptr %generate_3, align 8
  %add75 = add i64 %v73, %v74
  store i64 %add75, ptr %acc_sq0_offsets4_5, align 8
  %i76 = load i64, ptr %i, align 8
  %next77 = add i64 %i76, 1
  store i64 %next77, ptr %i, align 8
  br label %loop43

fail79:                                           ; preds = %versions_done
  %errp81 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp81, align 8
  %errp82 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp82, align 8
  %errp83 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp83, align 8
  %errp84 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp84, align 8
  ret i32 1

ok80:                                             ; preds = %versions_done
  %pos85 = mul i64 0, %dim3
  %pos86 = add i64 %pos85, %dim
  %v87 = load i64, ptr %acc_sq0_offsets4_5, align 8
  %elp88 = getelementptr inbounds i64, ptr %buf37, i64 %pos86
  store i64 %v87, ptr %elp88, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets4_5 = alloca i64, align 8
  %started_6 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 56
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %dimp20 = getelementptr inbounds i64, ptr %1, i64 17
  %dim21 = load i64, ptr %dimp20, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %generate_3 = alloca i64, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf37 = load ptr, ptr %bufp36, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets4_5, align 8
  store i1 false, ptr %started_6, align 1
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
  store i64 3, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v7 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %v7 to i128
  %step = sub i128 %at_next, %base
  %step8 = trunc i128 %step to i64
  %step9 = sext i64 %step8 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span10 = sext i64 %span to i128
  %reach = mul i128 %step9, %span10
  %c11 = icmp slt i128 %reach, 0
  %min12 = select i1 %c11, i128 %reach, i128 0
  %c13 = icmp sgt i128 %reach, 0
  %max14 = select i1 %c13, i128 %reach, i128 0
  %least = add i128 %base, %min12
  %most = add i128 %base, %max14
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits15 = and i1 %fits_low, %fits_high
  %least16 = select i1 %fits15, i128 %least, i128 -9223372036854775808
  %most17 = select i1 %fits15, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least16, 0
  %high_ok = icmp slt i128 %most17, %extent
  %ok18 = and i1 true, %low_ok
  %ok19 = and i1 %ok18, %high_ok
  %extent22 = sext i64 %dim21 to i128
  %high_ok23 = icmp slt i128 0, %extent22
  %ok24 = and i1 %ok19, true
  %ok25 = and i1 %ok24, %high_ok23
  br i1 %ok25, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop43

versions_done:                                    ; preds = %exit45, %exit
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets4_5, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0

loop:                                             ; preds = %body26, %proved
  %i27 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i27, %min
  br i1 %more, label %body26, label %exit

body26:                                           ; preds = %loop
  %v28 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos29 = add i64 %pos, %v28
  %pos30 = mul i64 %pos29, %dim21
  %pos31 = add i64 %pos30, 0
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos31
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %generate_3, align 8
  %v32 = load i64, ptr %i, align 8
  %pos33 = mul i64 0, %dim3
  %pos34 = add i64 %pos33, %v32
  %v35 = load i64, ptr %acc_sq0_offsets4_5, align 8
  %elp38 = getelementptr inbounds i64, ptr %buf37, i64 %pos34
  store i64 %v35, ptr %elp38, align 8, !alias.scope !3, !noalias !0
  %v39 = load i64, ptr %acc_sq0_offsets4_5, align 8
  %v40 = load i64, ptr %generate_3, align 8
  %add = add i64 %v39, %v40
  store i64 %add, ptr %acc_sq0_offsets4_5, align 8
  %i41 = load i64, ptr %i, align 8
  %next42 = add i64 %i41, 1
  store i64 %next42, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop43:                                           ; preds = %ok59, %checked
  %i46 = load i64, ptr %i, align 8
  %more47 = icmp slt i64 %i46, %min
  br i1 %more47, label %body44, label %exit45

body44:                                           ; preds = %loop43
  %v48 = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v48, %dim
  br i1 %inb, label %ok50, label %fail49

exit45:                                           ; preds = %loop43
  br label %versions_done

fail49:                                           ; preds = %body44
  %errp51 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp52, align 8
  %errp53 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v48, ptr %errp53, align 8
  %errp54 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp54, align 8
  ret i32 1

ok50:                                             ; preds = %body44
  %pos55 = mul i64 0, %dim
  %pos56 = add i64 %pos55, %v48
  %inb57 = icmp ult i64 0, %dim21
  br i1 %inb57, label %ok59, label %fail58

fail58:                                           ; preds = %ok50
  %errp60 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp61, align 8
  %errp62 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim21, ptr %errp63, align 8
  ret i32 1

ok59:                                             ; preds = %ok50
  %pos64 = mul i64 %pos56, %dim21
  %pos65 = add i64 %pos64, 0
  %elp66 = getelementptr inbounds i64, ptr %buf, i64 %pos65
  %el67 = load i64, ptr %elp66, align 8, !alias.scope !0, !noalias !3
  store i64 %el67, ptr %generate_3, align 8
  %v68 = load i64, ptr %i, align 8
  %pos69 = mul i64 0, %dim3
  %pos70 = add i64 %pos69, %v68
  %v71 = load i64, ptr %acc_sq0_offsets4_5, align 8
  %elp72 = getelementptr inbounds i64, ptr %buf37, i64 %pos70
  store i64 %v71, ptr %elp72, align 8, !alias.scope !3, !noalias !0
  %v73 = load i64, ptr %acc_sq0_offsets4_5, align 8
  %v74 = load i64, ptr %generate_3, align 8
  %add75 = add i64 %v73, %v74
  store i64 %add75, ptr %acc_sq0_offsets4_5, align 8
  %i76 = load i64, ptr %i, align 8
  %next77 = add i64 %i76, 1
  store i64 %next77, ptr %i, align 8
  br label %loop43
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets4_5 = alloca i64, align 8
  %started_6 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 56
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %dimp20 = getelementptr inbounds i64, ptr %1, i64 17
  %dim21 = load i64, ptr %dimp20, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %generate_3 = alloca i64, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf37 = load ptr, ptr %bufp36, align 8
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
  %fits = icmp sle i64 %min, %dim3
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v7 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %v7 to i128
  %step = sub i128 %at_next, %base
  %step8 = trunc i128 %step to i64
  %step9 = sext i64 %step8 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span10 = sext i64 %span to i128
  %reach = mul i128 %step9, %span10
  %c11 = icmp slt i128 %reach, 0
  %min12 = select i1 %c11, i128 %reach, i128 0
  %c13 = icmp sgt i128 %reach, 0
  %max14 = select i1 %c13, i128 %reach, i128 0
  %least = add i128 %base, %min12
  %most = add i128 %base, %max14
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits15 = and i1 %fits_low, %fits_high
  %least16 = select i1 %fits15, i128 %least, i128 -9223372036854775808
  %most17 = select i1 %fits15, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least16, 0
  %high_ok = icmp slt i128 %most17, %extent
  %ok18 = and i1 true, %low_ok
  %ok19 = and i1 %ok18, %high_ok
  %extent22 = sext i64 %dim21 to i128
  %high_ok23 = icmp slt i128 0, %extent22
  %ok24 = and i1 %ok19, true
  %ok25 = and i1 %ok24, %high_ok23
  br i1 %ok25, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop43

versions_done:                                    ; preds = %exit45, %exit
  %part78 = getelementptr inbounds i8, ptr %6, i64 0
  %acc79 = load i64, ptr %acc_sq0_offsets4_5, align 8
  store i64 %acc79, ptr %part78, align 8
  ret i32 0

loop:                                             ; preds = %body26, %proved
  %i27 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i27, %min
  br i1 %more, label %body26, label %exit

body26:                                           ; preds = %loop
  %v28 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos29 = add i64 %pos, %v28
  %pos30 = mul i64 %pos29, %dim21
  %pos31 = add i64 %pos30, 0
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos31
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %generate_3, align 8
  %v32 = load i64, ptr %i, align 8
  %pos33 = mul i64 0, %dim3
  %pos34 = add i64 %pos33, %v32
  %v35 = load i64, ptr %acc_sq0_offsets4_5, align 8
  %elp38 = getelementptr inbounds i64, ptr %buf37, i64 %pos34
  store i64 %v35, ptr %elp38, align 8, !alias.scope !3, !noalias !0
  %v39 = load i64, ptr %acc_sq0_offsets4_5, align 8
  %v40 = load i64, ptr %generate_3, align 8
  %add = add i64 %v39, %v40
  store i64 %add, ptr %acc_sq0_offsets4_5, align 8
  %i41 = load i64, ptr %i, align 8
  %next42 = add i64 %i41, 1
  store i64 %next42, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop43:                                           ; preds = %ok59, %checked
  %i46 = load i64, ptr %i, align 8
  %more47 = icmp slt i64 %i46, %min
  br i1 %more47, label %body44, label %exit45

body44:                                           ; preds = %loop43
  %v48 = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v48, %dim
  br i1 %inb, label %ok50, label %fail49

exit45:                                           ; preds = %loop43
  br label %versions_done

fail49:                                           ; preds = %body44
  %errp51 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp52, align 8
  %errp53 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v48, ptr %errp53, align 8
  %errp54 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp54, align 8
  ret i32 1

ok50:                                             ; preds = %body44
  %pos55 = mul i64 0, %dim
  %pos56 = add i64 %pos55, %v48
  %inb57 = icmp ult i64 0, %dim21
  br i1 %inb57, label %ok59, label %fail58

fail58:                                           ; preds = %ok50
  %errp60 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp61, align 8
  %errp62 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim21, ptr %errp63, align 8
  ret i32 1

ok59:                                             ; preds = %ok50
  %pos64 = mul i64 %pos56, %dim21
  %pos65 = add i64 %pos64, 0
  %elp66 = getelementptr inbounds i64, ptr %buf, i64 %pos65
  %el67 = load i64, ptr %elp66, align 8, !alias.scope !0, !noalias !3
  store i64 %el67, ptr %generate_3, align 8
  %v68 = load i64, ptr %i, align 8
  %pos69 = mul i64 0, %dim3
  %pos70 = add i64 %pos69, %v68
  %v71 = load i64, ptr %acc_sq0_offsets4_5, align 8
  %elp72 = getelementptr inbounds i64, ptr %buf37, i64 %pos70
  store i64 %v71, ptr %elp72, align 8, !alias.scope !3, !noalias !0
  %v73 = load i64, ptr %acc_sq0_offsets4_5, align 8
  %v74 = load i64, ptr %generate_3, align 8
  %add75 = add i64 %v73, %v74
  store i64 %add75, ptr %acc_sq0_offsets4_5, align 8
  %i76 = load i64, ptr %i, align 8
  %next77 = add i64 %i76, 1
  store i64 %next77, ptr %i, align 8
  br label %loop43
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets4_5 = alloca i64, align 8
  %started_6 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 17
  %dim14 = load i64, ptr %dimp13, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %generate_3 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets4_5, align 8
  store i1 false, ptr %started_6, align 1
  store i64 0, ptr %acc_sq0_offsets4_5, align 8
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, %dim
  %min = select i1 %c1, i64 %5, i64 %dim
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v2 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %v2 to i128
  %step = sub i128 %at_next, %base
  %step3 = trunc i128 %step to i64
  %step4 = sext i64 %step3 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span5 = sext i64 %span to i128
  %reach = mul i128 %step4, %span5
  %c6 = icmp slt i128 %reach, 0
  %min7 = select i1 %c6, i128 %reach, i128 0
  %c8 = icmp sgt i128 %reach, 0
  %max9 = select i1 %c8, i128 %reach, i128 0
  %least = add i128 %base, %min7
  %most = add i128 %base, %max9
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits = and i1 %fits_low, %fits_high
  %least10 = select i1 %fits, i128 %least, i128 -9223372036854775808
  %most11 = select i1 %fits, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least10, 0
  %high_ok = icmp slt i128 %most11, %extent
  %ok = and i1 true, %low_ok
  %ok12 = and i1 %ok, %high_ok
  %extent15 = sext i64 %dim14 to i128
  %high_ok16 = icmp slt i128 0, %extent15
  %ok17 = and i1 %ok12, true
  %ok18 = and i1 %ok17, %high_ok16
  br i1 %ok18, label %proved, label %checked

proved:                                           ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop29

versions_done:                                    ; preds = %exit31, %exit
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets4_5, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0

loop:                                             ; preds = %body19, %proved
  %i20 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i20, %min
  br i1 %more, label %body19, label %exit

body19:                                           ; preds = %loop
  %v21 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos22 = add i64 %pos, %v21
  %pos23 = mul i64 %pos22, %dim14
  %pos24 = add i64 %pos23, 0
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos24
  %el = load i64, ptr %elp, align 8, !alias.scope !0
  store i64 %el, ptr %generate_3, align 8
  %v25 = load i64, ptr %acc_sq0_offsets4_5, align 8
  %v26 = load i64, ptr %generate_3, align 8
  %add = add i64 %v25, %v26
  store i64 %add, ptr %acc_sq0_offsets4_5, align 8
  %i27 = load i64, ptr %i, align 8
  %next28 = add i64 %i27, 1
  store i64 %next28, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop29:                                           ; preds = %ok43, %checked
  %i32 = load i64, ptr %i, align 8
  %more33 = icmp slt i64 %i32, %min
  br i1 %more33, label %body30, label %exit31

body30:                                           ; preds = %loop29
  %v34 = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v34, %dim
  br i1 %inb, label %ok35, label %fail

exit31:                                           ; preds = %loop29
  br label %versions_done

fail:                                             ; preds = %body30
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp36, align 8
  %errp37 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v34, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp38, align 8
  ret i32 1

ok35:                                             ; preds = %body30
  %pos39 = mul i64 0, %dim
  %pos40 = add i64 %pos39, %v34
  %inb41 = icmp ult i64 0, %dim14
  br i1 %inb41, label %ok43, label %fail42

fail42:                                           ; preds = %ok35
  %errp44 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim14, ptr %errp47, align 8
  ret i32 1

ok43:                                             ; preds = %ok35
  %pos48 = mul i64 %pos40, %dim14
  %pos49 = add i64 %pos48, 0
  %elp50 = getelementptr inbounds i64, ptr %buf, i64 %pos49
  %el51 = load i64, ptr %elp50, align 8, !alias.scope !0
  store i64 %el51, ptr %generate_3, align 8
  %v52 = load i64, ptr %acc_sq0_offsets4_5, align 8
  %v53 = load i64, ptr %generate_3, align 8
  %add54 = add i64 %v52, %v53
  store i64 %add54, ptr %acc_sq0_offsets4_5, align 8
  %i55 = load i64, ptr %i, align 8
  %next56 = add i64 %i55, 1
  store i64 %next56, ptr %i, align 8
  br label %loop29
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets4_5 = alloca i64, align 8
  %started_6 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
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
!1 = !{!"fuselab.buf.2", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.7", !2}

; cluster c3: unit
; ModuleID = 'pagerank_seq_c3'
source_filename = "pagerank_seq_c3"
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

; cluster c4: unit2
; ModuleID = 'pagerank_seq_c4'
source_filename = "pagerank_seq_c4"
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

; cluster c5: sq0_c2
; ModuleID = 'pagerank_seq_c5'
source_filename = "pagerank_seq_c5"
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

; cluster c6: Diagonal(sq0_lengths6, sq0_offsets10)
; ModuleID = 'pagerank_seq_c6'
source_filename = "pagerank_seq_c6"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_sq0_offsets10_23 = alloca i64, align 8
  %sq0_lengths6_20 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_sq0_offsets10_23, align 8
  store i64 %b, ptr %sq0_lengths6_20, align 8
  %v = load i64, ptr %acc_sq0_offsets10_23, align 8
  %v1 = load i64, ptr %sq0_lengths6_20, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 12
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_22 = alloca i64, align 8
  %acc_sq0_offsets10_23 = alloca i64, align 8
  %started_24 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 112
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 128
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp28 = getelementptr inbounds i64, ptr %1, i64 16
  %dim29 = load i64, ptr %dimp28, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 17
  %dim33 = load i64, ptr %dimp32, align 8
  %bufp46 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf47 = load ptr, ptr %bufp46, align 8
  %sq0_lengths6_20 = alloca i64, align 8
  %bufp54 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf55 = load ptr, ptr %bufp54, align 8
  %bufp61 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf62 = load ptr, ptr %bufp61, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_22, align 8
  store i64 0, ptr %acc_sq0_offsets10_23, align 8
  store i1 false, ptr %started_24, align 1
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
  store i64 9, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %the_sq0_22, align 8
  %v14 = load i64, ptr %i, align 8
  %add = add i64 %v, %v14
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v15 = load i64, ptr %the_sq0_22, align 8
  %v16 = load i64, ptr %i, align 8
  %add17 = add i64 %v15, %v16
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %add17 to i128
  %step = sub i128 %at_next, %base
  %step18 = trunc i128 %step to i64
  %step19 = sext i64 %step18 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span20 = sext i64 %span to i128
  %reach = mul i128 %step19, %span20
  %c21 = icmp slt i128 %reach, 0
  %min22 = select i1 %c21, i128 %reach, i128 0
  %c23 = icmp sgt i128 %reach, 0
  %max24 = select i1 %c23, i128 %reach, i128 0
  %least = add i128 %base, %min22
  %most = add i128 %base, %max24
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits25 = and i1 %fits_low, %fits_high
  %least26 = select i1 %fits25, i128 %least, i128 -9223372036854775808
  %most27 = select i1 %fits25, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim29 to i128
  %low_ok = icmp sge i128 %least26, 0
  %high_ok = icmp slt i128 %most27, %extent
  %ok30 = and i1 true, %low_ok
  %ok31 = and i1 %ok30, %high_ok
  %extent34 = sext i64 %dim33 to i128
  %high_ok35 = icmp slt i128 0, %extent34
  %ok36 = and i1 %ok31, true
  %ok37 = and i1 %ok36, %high_ok35
  br i1 %ok37, label %proved, label %checked

proved:                                           ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop69

versions_done:                                    ; preds = %exit71, %exit
  %inb111 = icmp ult i64 %dim, %dim6
  br i1 %inb111, label %ok113, label %fail112

loop:                                             ; preds = %body38, %proved
  %i39 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i39, %min
  br i1 %more, label %body38, label %exit

body38:                                           ; preds = %loop
  %v40 = load i64, ptr %the_sq0_22, align 8
  %v41 = load i64, ptr %i, align 8
  %add42 = add i64 %v40, %v41
  %pos = mul i64 0, %dim29
  %pos43 = add i64 %pos, %add42
  %pos44 = mul i64 %pos43, %dim33
  %pos45 = add i64 %pos44, 0
  %elp48 = getelementptr inbounds i64, ptr %buf47, i64 %pos45
  %el49 = load i64, ptr %elp48, align 8, !alias.scope !7, !noalias !8
  store i64 %el49, ptr %sq0_lengths6_20, align 8
  %v50 = load i64, ptr %i, align 8
  %pos51 = mul i64 0, %dim
  %pos52 = add i64 %pos51, %v50
  %v53 = load i64, ptr %sq0_lengths6_20, align 8
  %elp56 = getelementptr inbounds i64, ptr %buf55, i64 %pos52
  store i64 %v53, ptr %elp56, align 8, !alias.scope !9, !noalias !10
  %v57 = load i64, ptr %i, align 8
  %pos58 = mul i64 0, %dim6
  %pos59 = add i64 %pos58, %v57
  %v60 = load i64, ptr %acc_sq0_offsets10_23, align 8
  %elp63 = getelementptr inbounds i64, ptr %buf62, i64 %pos59
  store i64 %v60, ptr %elp63, align 8, !alias.scope !11, !noalias !12
  %v64 = load i64, ptr %acc_sq0_offsets10_23, align 8
  %v65 = load i64, ptr %sq0_lengths6_20, align 8
  %add66 = add i64 %v64, %v65
  store i64 %add66, ptr %acc_sq0_offsets10_23, align 8
  %i67 = load i64, ptr %i, align 8
  %next68 = add i64 %i67, 1
  store i64 %next68, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop69:                                           ; preds = %ok87, %checked
  %i72 = load i64, ptr %i, align 8
  %more73 = icmp slt i64 %i72, %min
  br i1 %more73, label %body70, label %exit71

body70:                                           ; preds = %loop69
  %v74 = load i64, ptr %the_sq0_22, align 8
  %v75 = load i64, ptr %i, align 8
  %add76 = add i64 %v74, %v75
  %inb = icmp ult i64 %add76, %dim29
  br i1 %inb, label %ok78, label %fail77

exit71:                                           ; preds = %loop69
  br label %versions_done

fail77:                                           ; preds = %body70
  %errp79 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp80, align 8
  %errp81 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add76, ptr %errp81, align 8
  %errp82 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim29, ptr %errp82, align 8
  ret i32 1

ok78:                                             ; preds = %body70
  %pos83 = mul i64 0, %dim29
  %pos84 = add i64 %pos83, %add76
  %inb85 = icmp ult i64 0, %dim33
  br i1 %inb85, label %ok87, label %fail86

fail86:                                           ; preds = %ok78
  %errp88 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp88, align 8
  %errp89 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp89, align 8
  %errp90 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp90, align 8
  %errp91 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp91, align 8
  ret i32 1

ok87:                                             ; preds = %ok78
  %pos92 = mul i64 %pos84, %dim33
  %pos93 = add i64 %pos92, 0
  %elp94 = getelementptr inbounds i64, ptr %buf47, i64 %pos93
  %el95 = load i64, ptr %elp94, align 8, !alias.scope !7, !noalias !8
  store i64 %el95, ptr %sq0_lengths6_20, align 8
  %v96 = load i64, ptr %i, align 8
  %pos97 = mul i64 0, %dim
  %pos98 = add i64 %pos97, %v96
  %v99 = load i64, ptr %sq0_lengths6_20, align 8
  %elp100 = getelementptr inbounds i64, ptr %buf55, i64 %pos98
  store i64 %v99, ptr %elp100, align 8, !alias.scope !9, !noalias !10
  %v101 = load i64, ptr %i, align 8
  %pos102 = mul i64 0, %dim6
  %pos103 = add i64 %pos102, %v101
  %v104 = load i64, ptr %acc_sq0_offsets10_23, align 8
  %elp105 = getelementptr inbounds i64, ptr %buf62, i64 %pos103
  store i64 %v104, ptr %elp105, align 8, !alias.scope !11, !noalias !12
  %v106 = load i64, ptr %acc_sq0_offsets10_23, align 8
  %v107 = load i64, ptr %sq0_lengths6_20, align 8
  %add108 = add i64 %v106, %v107
  store i64 %add108, ptr %acc_sq0_offsets10_23, align 8
  %i109 = load i64, ptr %i, align 8
  %next110 = add i64 %i109, 1
  store i64 %next110, ptr %i, align 8
  br label %loop69

fail112:                                          ; preds = %versions_done
  %errp114 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp114, align 8
  %errp115 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 9, ptr %errp115, align 8
  %errp116 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp116, align 8
  %errp117 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp117, align 8
  ret i32 1

ok113:                                            ; preds = %versions_done
  %pos118 = mul i64 0, %dim6
  %pos119 = add i64 %pos118, %dim
  %v120 = load i64, ptr %acc_sq0_offsets10_23, align 8
  %elp121 = getelementptr inbounds i64, ptr %buf62, i64 %pos119
  store i64 %v120, ptr %elp121, align 8, !alias.scope !11, !noalias !12
  ret i32 0
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 12
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_22 = alloca i64, align 8
  %acc_sq0_offsets10_23 = alloca i64, align 8
  %started_24 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 112
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 128
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp28 = getelementptr inbounds i64, ptr %1, i64 16
  %dim29 = load i64, ptr %dimp28, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 17
  %dim33 = load i64, ptr %dimp32, align 8
  %bufp46 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf47 = load ptr, ptr %bufp46, align 8
  %sq0_lengths6_20 = alloca i64, align 8
  %bufp54 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf55 = load ptr, ptr %bufp54, align 8
  %bufp61 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf62 = load ptr, ptr %bufp61, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_22, align 8
  store i64 0, ptr %acc_sq0_offsets10_23, align 8
  store i1 false, ptr %started_24, align 1
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
  store i64 9, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %the_sq0_22, align 8
  %v14 = load i64, ptr %i, align 8
  %add = add i64 %v, %v14
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v15 = load i64, ptr %the_sq0_22, align 8
  %v16 = load i64, ptr %i, align 8
  %add17 = add i64 %v15, %v16
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %add17 to i128
  %step = sub i128 %at_next, %base
  %step18 = trunc i128 %step to i64
  %step19 = sext i64 %step18 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span20 = sext i64 %span to i128
  %reach = mul i128 %step19, %span20
  %c21 = icmp slt i128 %reach, 0
  %min22 = select i1 %c21, i128 %reach, i128 0
  %c23 = icmp sgt i128 %reach, 0
  %max24 = select i1 %c23, i128 %reach, i128 0
  %least = add i128 %base, %min22
  %most = add i128 %base, %max24
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits25 = and i1 %fits_low, %fits_high
  %least26 = select i1 %fits25, i128 %least, i128 -9223372036854775808
  %most27 = select i1 %fits25, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim29 to i128
  %low_ok = icmp sge i128 %least26, 0
  %high_ok = icmp slt i128 %most27, %extent
  %ok30 = and i1 true, %low_ok
  %ok31 = and i1 %ok30, %high_ok
  %extent34 = sext i64 %dim33 to i128
  %high_ok35 = icmp slt i128 0, %extent34
  %ok36 = and i1 %ok31, true
  %ok37 = and i1 %ok36, %high_ok35
  br i1 %ok37, label %proved, label %checked

proved:                                           ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop69

versions_done:                                    ; preds = %exit71, %exit
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets10_23, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0

loop:                                             ; preds = %body38, %proved
  %i39 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i39, %min
  br i1 %more, label %body38, label %exit

body38:                                           ; preds = %loop
  %v40 = load i64, ptr %the_sq0_22, align 8
  %v41 = load i64, ptr %i, align 8
  %add42 = add i64 %v40, %v41
  %pos = mul i64 0, %dim29
  %pos43 = add i64 %pos, %add42
  %pos44 = mul i64 %pos43, %dim33
  %pos45 = add i64 %pos44, 0
  %elp48 = getelementptr inbounds i64, ptr %buf47, i64 %pos45
  %el49 = load i64, ptr %elp48, align 8, !alias.scope !7, !noalias !8
  store i64 %el49, ptr %sq0_lengths6_20, align 8
  %v50 = load i64, ptr %i, align 8
  %pos51 = mul i64 0, %dim
  %pos52 = add i64 %pos51, %v50
  %v53 = load i64, ptr %sq0_lengths6_20, align 8
  %elp56 = getelementptr inbounds i64, ptr %buf55, i64 %pos52
  store i64 %v53, ptr %elp56, align 8, !alias.scope !9, !noalias !10
  %v57 = load i64, ptr %i, align 8
  %pos58 = mul i64 0, %dim6
  %pos59 = add i64 %pos58, %v57
  %v60 = load i64, ptr %acc_sq0_offsets10_23, align 8
  %elp63 = getelementptr inbounds i64, ptr %buf62, i64 %pos59
  store i64 %v60, ptr %elp63, align 8, !alias.scope !11, !noalias !12
  %v64 = load i64, ptr %acc_sq0_offsets10_23, align 8
  %v65 = load i64, ptr %sq0_lengths6_20, align 8
  %add66 = add i64 %v64, %v65
  store i64 %add66, ptr %acc_sq0_offsets10_23, align 8
  %i67 = load i64, ptr %i, align 8
  %next68 = add i64 %i67, 1
  store i64 %next68, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop69:                                           ; preds = %ok87, %checked
  %i72 = load i64, ptr %i, align 8
  %more73 = icmp slt i64 %i72, %min
  br i1 %more73, label %body70, label %exit71

body70:                                           ; preds = %loop69
  %v74 = load i64, ptr %the_sq0_22, align 8
  %v75 = load i64, ptr %i, align 8
  %add76 = add i64 %v74, %v75
  %inb = icmp ult i64 %add76, %dim29
  br i1 %inb, label %ok78, label %fail77

exit71:                                           ; preds = %loop69
  br label %versions_done

fail77:                                           ; preds = %body70
  %errp79 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp80, align 8
  %errp81 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add76, ptr %errp81, align 8
  %errp82 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim29, ptr %errp82, align 8
  ret i32 1

ok78:                                             ; preds = %body70
  %pos83 = mul i64 0, %dim29
  %pos84 = add i64 %pos83, %add76
  %inb85 = icmp ult i64 0, %dim33
  br i1 %inb85, label %ok87, label %fail86

fail86:                                           ; preds = %ok78
  %errp88 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp88, align 8
  %errp89 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp89, align 8
  %errp90 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp90, align 8
  %errp91 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp91, align 8
  ret i32 1

ok87:                                             ; preds = %ok78
  %pos92 = mul i64 %pos84, %dim33
  %pos93 = add i64 %pos92, 0
  %elp94 = getelementptr inbounds i64, ptr %buf47, i64 %pos93
  %el95 = load i64, ptr %elp94, align 8, !alias.scope !7, !noalias !8
  store i64 %el95, ptr %sq0_lengths6_20, align 8
  %v96 = load i64, ptr %i, align 8
  %pos97 = mul i64 0, %dim
  %pos98 = add i64 %pos97, %v96
  %v99 = load i64, ptr %sq0_lengths6_20, align 8
  %elp100 = getelementptr inbounds i64, ptr %buf55, i64 %pos98
  store i64 %v99, ptr %elp100, align 8, !alias.scope !9, !noalias !10
  %v101 = load i64, ptr %i, align 8
  %pos102 = mul i64 0, %dim6
  %pos103 = add i64 %pos102, %v101
  %v104 = load i64, ptr %acc_sq0_offsets10_23, align 8
  %elp105 = getelementptr inbounds i64, ptr %buf62, i64 %pos103
  store i64 %v104, ptr %elp105, align 8, !alias.scope !11, !noalias !12
  %v106 = load i64, ptr %acc_sq0_offsets10_23, align 8
  %v107 = load i64, ptr %sq0_lengths6_20, align 8
  %add108 = add i64 %v106, %v107
  store i64 %add108, ptr %acc_sq0_offsets10_23, align 8
  %i109 = load i64, ptr %i, align 8
  %next110 = add i64 %i109, 1
  store i64 %next110, ptr %i, align 8
  br label %loop69
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 12
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_22 = alloca i64, align 8
  %acc_sq0_offsets10_23 = alloca i64, align 8
  %started_24 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 112
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 128
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp28 = getelementptr inbounds i64, ptr %1, i64 16
  %dim29 = load i64, ptr %dimp28, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 17
  %dim33 = load i64, ptr %dimp32, align 8
  %bufp46 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf47 = load ptr, ptr %bufp46, align 8
  %sq0_lengths6_20 = alloca i64, align 8
  %bufp54 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf55 = load ptr, ptr %bufp54, align 8
  %bufp61 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf62 = load ptr, ptr %bufp61, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_22, align 8
  store i64 0, ptr %acc_sq0_offsets10_23, align 8
  store i1 false, ptr %started_24, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets10_23, align 8
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
  store i64 9, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %the_sq0_22, align 8
  %v14 = load i64, ptr %i, align 8
  %add = add i64 %v, %v14
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v15 = load i64, ptr %the_sq0_22, align 8
  %v16 = load i64, ptr %i, align 8
  %add17 = add i64 %v15, %v16
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %add17 to i128
  %step = sub i128 %at_next, %base
  %step18 = trunc i128 %step to i64
  %step19 = sext i64 %step18 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span20 = sext i64 %span to i128
  %reach = mul i128 %step19, %span20
  %c21 = icmp slt i128 %reach, 0
  %min22 = select i1 %c21, i128 %reach, i128 0
  %c23 = icmp sgt i128 %reach, 0
  %max24 = select i1 %c23, i128 %reach, i128 0
  %least = add i128 %base, %min22
  %most = add i128 %base, %max24
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits25 = and i1 %fits_low, %fits_high
  %least26 = select i1 %fits25, i128 %least, i128 -9223372036854775808
  %most27 = select i1 %fits25, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim29 to i128
  %low_ok = icmp sge i128 %least26, 0
  %high_ok = icmp slt i128 %most27, %extent
  %ok30 = and i1 true, %low_ok
  %ok31 = and i1 %ok30, %high_ok
  %extent34 = sext i64 %dim33 to i128
  %high_ok35 = icmp slt i128 0, %extent34
  %ok36 = and i1 %ok31, true
  %ok37 = and i1 %ok36, %high_ok35
  br i1 %ok37, label %proved, label %checked

proved:                                           ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop69

versions_done:                                    ; preds = %exit71, %exit
  %part111 = getelementptr inbounds i8, ptr %6, i64 0
  %acc112 = load i64, ptr %acc_sq0_offsets10_23, align 8
  store i64 %acc112, ptr %part111, align 8
  ret i32 0

loop:                                             ; preds = %body38, %proved
  %i39 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i39, %min
  br i1 %more, label %body38, label %exit

body38:                                           ; preds = %loop
  %v40 = load i64, ptr %the_sq0_22, align 8
  %v41 = load i64, ptr %i, align 8
  %add42 = add i64 %v40, %v41
  %pos = mul i64 0, %dim29
  %pos43 = add i64 %pos, %add42
  %pos44 = mul i64 %pos43, %dim33
  %pos45 = add i64 %pos44, 0
  %elp48 = getelementptr inbounds i64, ptr %buf47, i64 %pos45
  %el49 = load i64, ptr %elp48, align 8, !alias.scope !7, !noalias !8
  store i64 %el49, ptr %sq0_lengths6_20, align 8
  %v50 = load i64, ptr %i, align 8
  %pos51 = mul i64 0, %dim
  %pos52 = add i64 %pos51, %v50
  %v53 = load i64, ptr %sq0_lengths6_20, align 8
  %elp56 = getelementptr inbounds i64, ptr %buf55, i64 %pos52
  store i64 %v53, ptr %elp56, align 8, !alias.scope !9, !noalias !10
  %v57 = load i64, ptr %i, align 8
  %pos58 = mul i64 0, %dim6
  %pos59 = add i64 %pos58, %v57
  %v60 = load i64, ptr %acc_sq0_offsets10_23, align 8
  %elp63 = getelementptr inbounds i64, ptr %buf62, i64 %pos59
  store i64 %v60, ptr %elp63, align 8, !alias.scope !11, !noalias !12
  %v64 = load i64, ptr %acc_sq0_offsets10_23, align 8
  %v65 = load i64, ptr %sq0_lengths6_20, align 8
  %add66 = add i64 %v64, %v65
  store i64 %add66, ptr %acc_sq0_offsets10_23, align 8
  %i67 = load i64, ptr %i, align 8
  %next68 = add i64 %i67, 1
  store i64 %next68, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop69:                                           ; preds = %ok87, %checked
  %i72 = load i64, ptr %i, align 8
  %more73 = icmp slt i64 %i72, %min
  br i1 %more73, label %body70, label %exit71

body70:                                           ; preds = %loop69
  %v74 = load i64, ptr %the_sq0_22, align 8
  %v75 = load i64, ptr %i, align 8
  %add76 = add i64 %v74, %v75
  %inb = icmp ult i64 %add76, %dim29
  br i1 %inb, label %ok78, label %fail77

exit71:                                           ; preds = %loop69
  br label %versions_done

fail77:                                           ; preds = %body70
  %errp79 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp80, align 8
  %errp81 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add76, ptr %errp81, align 8
  %errp82 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim29, ptr %errp82, align 8
  ret i32 1

ok78:                                             ; preds = %body70
  %pos83 = mul i64 0, %dim29
  %pos84 = add i64 %pos83, %add76
  %inb85 = icmp ult i64 0, %dim33
  br i1 %inb85, label %ok87, label %fail86

fail86:                                           ; preds = %ok78
  %errp88 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp88, align 8
  %errp89 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp89, align 8
  %errp90 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp90, align 8
  %errp91 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp91, align 8
  ret i32 1

ok87:                                             ; preds = %ok78
  %pos92 = mul i64 %pos84, %dim33
  %pos93 = add i64 %pos92, 0
  %elp94 = getelementptr inbounds i64, ptr %buf47, i64 %pos93
  %el95 = load i64, ptr %elp94, align 8, !alias.scope !7, !noalias !8
  store i64 %el95, ptr %sq0_lengths6_20, align 8
  %v96 = load i64, ptr %i, align 8
  %pos97 = mul i64 0, %dim
  %pos98 = add i64 %pos97, %v96
  %v99 = load i64, ptr %sq0_lengths6_20, align 8
  %elp100 = getelementptr inbounds i64, ptr %buf55, i64 %pos98
  store i64 %v99, ptr %elp100, align 8, !alias.scope !9, !noalias !10
  %v101 = load i64, ptr %i, align 8
  %pos102 = mul i64 0, %dim6
  %pos103 = add i64 %pos102, %v101
  %v104 = load i64, ptr %acc_sq0_offsets10_23, align 8
  %elp105 = getelementptr inbounds i64, ptr %buf62, i64 %pos103
  store i64 %v104, ptr %elp105, align 8, !alias.scope !11, !noalias !12
  %v106 = load i64, ptr %acc_sq0_offsets10_23, align 8
  %v107 = load i64, ptr %sq0_lengths6_20, align 8
  %add108 = add i64 %v106, %v107
  store i64 %add108, ptr %acc_sq0_offsets10_23, align 8
  %i109 = load i64, ptr %i, align 8
  %next110 = add i64 %i109, 1
  store i64 %next110, ptr %i, align 8
  br label %loop69
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 12
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_22 = alloca i64, align 8
  %acc_sq0_offsets10_23 = alloca i64, align 8
  %started_24 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 112
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp15 = getelementptr inbounds i64, ptr %1, i64 16
  %dim16 = load i64, ptr %dimp15, align 8
  %dimp18 = getelementptr inbounds i64, ptr %1, i64 17
  %dim19 = load i64, ptr %dimp18, align 8
  %bufp32 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf33 = load ptr, ptr %bufp32, align 8
  %sq0_lengths6_20 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !7
  store i64 %el, ptr %the_sq0_22, align 8
  store i64 0, ptr %acc_sq0_offsets10_23, align 8
  store i1 false, ptr %started_24, align 1
  store i64 0, ptr %acc_sq0_offsets10_23, align 8
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, %dim
  %min = select i1 %c1, i64 %5, i64 %dim
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %the_sq0_22, align 8
  %v2 = load i64, ptr %i, align 8
  %add = add i64 %v, %v2
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v3 = load i64, ptr %the_sq0_22, align 8
  %v4 = load i64, ptr %i, align 8
  %add5 = add i64 %v3, %v4
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %add5 to i128
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
  %fits = and i1 %fits_low, %fits_high
  %least13 = select i1 %fits, i128 %least, i128 -9223372036854775808
  %most14 = select i1 %fits, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim16 to i128
  %low_ok = icmp sge i128 %least13, 0
  %high_ok = icmp slt i128 %most14, %extent
  %ok = and i1 true, %low_ok
  %ok17 = and i1 %ok, %high_ok
  %extent20 = sext i64 %dim19 to i128
  %high_ok21 = icmp slt i128 0, %extent20
  %ok22 = and i1 %ok17, true
  %ok23 = and i1 %ok22, %high_ok21
  br i1 %ok23, label %proved, label %checked

proved:                                           ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop41

versions_done:                                    ; preds = %exit43, %exit
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets10_23, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0

loop:                                             ; preds = %body24, %proved
  %i25 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i25, %min
  br i1 %more, label %body24, label %exit

body24:                                           ; preds = %loop
  %v26 = load i64, ptr %the_sq0_22, align 8
  %v27 = load i64, ptr %i, align 8
  %add28 = add i64 %v26, %v27
  %pos = mul i64 0, %dim16
  %pos29 = add i64 %pos, %add28
  %pos30 = mul i64 %pos29, %dim19
  %pos31 = add i64 %pos30, 0
  %elp34 = getelementptr inbounds i64, ptr %buf33, i64 %pos31
  %el35 = load i64, ptr %elp34, align 8, !alias.scope !7, !noalias !0
  store i64 %el35, ptr %sq0_lengths6_20, align 8
  %v36 = load i64, ptr %acc_sq0_offsets10_23, align 8
  %v37 = load i64, ptr %sq0_lengths6_20, align 8
  %add38 = add i64 %v36, %v37
  store i64 %add38, ptr %acc_sq0_offsets10_23, align 8
  %i39 = load i64, ptr %i, align 8
  %next40 = add i64 %i39, 1
  store i64 %next40, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop41:                                           ; preds = %ok57, %checked
  %i44 = load i64, ptr %i, align 8
  %more45 = icmp slt i64 %i44, %min
  br i1 %more45, label %body42, label %exit43

body42:                                           ; preds = %loop41
  %v46 = load i64, ptr %the_sq0_22, align 8
  %v47 = load i64, ptr %i, align 8
  %add48 = add i64 %v46, %v47
  %inb = icmp ult i64 %add48, %dim16
  br i1 %inb, label %ok49, label %fail

exit43:                                           ; preds = %loop41
  br label %versions_done

fail:                                             ; preds = %body42
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp50 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp50, align 8
  %errp51 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add48, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim16, ptr %errp52, align 8
  ret i32 1

ok49:                                             ; preds = %body42
  %pos53 = mul i64 0, %dim16
  %pos54 = add i64 %pos53, %add48
  %inb55 = icmp ult i64 0, %dim19
  br i1 %inb55, label %ok57, label %fail56

fail56:                                           ; preds = %ok49
  %errp58 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp58, align 8
  %errp59 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp59, align 8
  %errp60 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim19, ptr %errp61, align 8
  ret i32 1

ok57:                                             ; preds = %ok49
  %pos62 = mul i64 %pos54, %dim19
  %pos63 = add i64 %pos62, 0
  %elp64 = getelementptr inbounds i64, ptr %buf33, i64 %pos63
  %el65 = load i64, ptr %elp64, align 8, !alias.scope !7, !noalias !0
  store i64 %el65, ptr %sq0_lengths6_20, align 8
  %v66 = load i64, ptr %acc_sq0_offsets10_23, align 8
  %v67 = load i64, ptr %sq0_lengths6_20, align 8
  %add68 = add i64 %v66, %v67
  store i64 %add68, ptr %acc_sq0_offsets10_23, align 8
  %i69 = load i64, ptr %i, align 8
  %next70 = add i64 %i69, 1
  store i64 %next70, ptr %i, align 8
  br label %loop41
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 12
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_22 = alloca i64, align 8
  %acc_sq0_offsets10_23 = alloca i64, align 8
  %started_24 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 112
  %dim = load i64, ptr %dimp, align 8
  %dimp1 = getelementptr inbounds i64, ptr %1, i64 128
  %dim2 = load i64, ptr %dimp1, align 8
  %bufp7 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf8 = load ptr, ptr %bufp7, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !11
  store i64 %el, ptr %the_sq0_22, align 8
  store i64 0, ptr %acc_sq0_offsets10_23, align 8
  store i1 false, ptr %started_24, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets10_23, align 8
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
  %v = load i64, ptr %acc_sq0_offsets10_23, align 8
  %elp9 = getelementptr inbounds i64, ptr %buf8, i64 %pos6
  store i64 %v, ptr %elp9, align 8, !alias.scope !11, !noalias !0
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.12", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.2", !2}
!5 = !{!"fuselab.buf.14", !2}
!6 = !{!"fuselab.buf.17", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !1, !5}

; cluster c7: Vertical(sq0_values8, Horizontal(sq0_m11, sq0_m12))
; ModuleID = 'pagerank_seq_c7'
source_filename = "pagerank_seq_c7"
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
  %bufp = getelementptr inbounds ptr, ptr %0, i64 12
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_31 = alloca i64, align 8
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 120
  %dim14 = load i64, ptr %dimp13, align 8
  %i = alloca i64, align 8
  %dimp30 = getelementptr inbounds i64, ptr %1, i64 56
  %dim31 = load i64, ptr %dimp30, align 8
  %bufp39 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf40 = load ptr, ptr %bufp39, align 8
  %dimp44 = getelementptr inbounds i64, ptr %1, i64 8
  %dim45 = load i64, ptr %dimp44, align 8
  %bufp55 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf56 = load ptr, ptr %bufp55, align 8
  %bufp59 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf60 = load ptr, ptr %bufp59, align 8
  %sq0_values8_29 = alloca { i64, i64 }, align 8
  %sq0_34.0 = alloca i64, align 8
  %sq0_34.1 = alloca i64, align 8
  %sq0_m11_32 = alloca i64, align 8
  %bufp109 = getelementptr inbounds ptr, ptr %0, i64 18
  %buf110 = load ptr, ptr %bufp109, align 8
  %sq0_40.0 = alloca i64, align 8
  %sq0_40.1 = alloca i64, align 8
  %sq0_m12_38 = alloca i64, align 8
  %bufp118 = getelementptr inbounds ptr, ptr %0, i64 19
  %buf119 = load ptr, ptr %bufp118, align 8
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
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_31, align 8
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
  store i64 11, ptr %errp23, align 8
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
  br label %loop122

divisors_done:                                    ; preds = %exit124, %exit
  ret i32 0

loop:                                             ; preds = %ok71, %small_divisors
  %i29 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i29, %min
  br i1 %more, label %body28, label %exit

body28:                                           ; preds = %loop
  %v = load i64, ptr %the_sq0_31, align 8
  %inb = icmp ult i64 %v, %dim31
  br i1 %inb, label %ok33, label %fail32

exit:                                             ; preds = %loop
  br label %divisors_done

fail32:                                           ; preds = %body28
  %errp34 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp36, align 8
  %errp37 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim31, ptr %errp37, align 8
  ret i32 1

ok33:                                             ; preds = %body28
  %pos = mul i64 0, %dim31
  %pos38 = add i64 %pos, %v
  %elp41 = getelementptr inbounds i64, ptr %buf40, i64 %pos38
  %el42 = load i64, ptr %elp41, align 8, !alias.scope !9, !noalias !10
  %v43 = load i64, ptr %i, align 8
  %add = add i64 %el42, %v43
  %inb46 = icmp ult i64 %add, %dim45
  br i1 %inb46, label %ok48, label %fail47

fail47:                                           ; preds = %ok33
  %errp49 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp49, align 8
  %errp50 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp50, align 8
  %errp51 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim45, ptr %errp52, align 8
  ret i32 1

ok48:                                             ; preds = %ok33
  %pos53 = mul i64 0, %dim45
  %pos54 = add i64 %pos53, %add
  %elp57 = getelementptr inbounds i64, ptr %buf56, i64 %pos54
  %el58 = load i64, ptr %elp57, align 8, !alias.scope !11, !noalias !12
  %tup = insertvalue { i64, i64 } undef, i64 %el58, 0
  %elp61 = getelementptr inbounds i64, ptr %buf60, i64 %pos54
  %el62 = load i64, ptr %elp61, align 8, !alias.scope !13, !noalias !14
  %tup63 = insertvalue { i64, i64 } %tup, i64 %el62, 1
  store { i64, i64 } %tup63, ptr %sq0_values8_29, align 8
  %fldp = getelementptr inbounds { i64, i64 }, ptr %sq0_values8_29, i32 0, i32 0
  %fldp64 = getelementptr inbounds { i64, i64 }, ptr %sq0_values8_29, i32 0, i32 0
  %fld = load i64, ptr %fldp64, align 8
  store i64 %fld, ptr %sq0_34.0, align 8
  %fldp65 = getelementptr inbounds { i64, i64 }, ptr %sq0_values8_29, i32 0, i32 1
  %fldp66 = getelementptr inbounds { i64, i64 }, ptr %sq0_values8_29, i32 0, i32 1
  %fld67 = load i64, ptr %fldp66, align 8
  store i64 %fld67, ptr %sq0_34.1, align 8
  %v68 = load i64, ptr %sq0_34.0, align 8
  %mul = mul i64 %v68, 1000003
  %v69 = load i64, ptr %"%n_dim0", align 8
  %nz = icmp ne i64 %v69, 0
  br i1 %nz, label %ok71, label %fail70

fail70:                                           ; preds = %ok48
  %errp72 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp72, align 8
  %errp73 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp73, align 8
  %errp74 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul, ptr %errp74, align 8
  %errp75 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v69, ptr %errp75, align 8
  ret i32 1

ok71:                                             ; preds = %ok48
  %d_word76 = load i64, ptr %d_word, align 8
  %d_word77 = load i64, ptr %d_word5, align 8
  %d_word78 = load i64, ptr %d_word6, align 8
  %d_word79 = load i64, ptr %d_word7, align 8
  %d_word80 = load i64, ptr %d_word8, align 8
  %d_word81 = load i64, ptr %d_word9, align 8
  %d_word82 = load i64, ptr %d_word10, align 8
  %d_word83 = load i64, ptr %d_word11, align 8
  %d_word84 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %mul, 63
  %xf = xor i64 %mul, %xs
  %ax = sub i64 %xf, %xs
  %bf = bitcast i64 %d_word82 to double
  %inv = bitcast i64 %d_word83 to double
  %wrap = bitcast i64 %d_word84 to double
  %ah = lshr i64 %ax, 32
  %ah85 = or i64 %ah, 4841369599423283200
  %ah86 = bitcast i64 %ah85 to double
  %ah87 = fsub double %ah86, 0x4330000000000000
  %al = and i64 %ax, 4294967295
  %al88 = or i64 %al, 4841369599423283200
  %al89 = bitcast i64 %al88 to double
  %al90 = fsub double %al89, 0x4330000000000000
  %ah_wrap = fmul double %ah87, %wrap
  %s = fadd double %ah_wrap, %al90
  %p = fmul double %s, %inv
  %q = call double @llvm.trunc.f64(double %p)
  %qb = fmul double %q, %bf
  %r = fsub double %s, %qb
  %low = fcmp olt double %r, 0.000000e+00
  %q91 = fsub double %q, 1.000000e+00
  %q92 = select i1 %low, double %q91, double %q
  %r93 = fadd double %r, %bf
  %r94 = select i1 %low, double %r93, double %r
  %high = fcmp oge double %r94, %bf
  %q95 = fadd double %q92, 1.000000e+00
  %q96 = select i1 %high, double %q95, double %q92
  %r97 = fsub double %r94, %bf
  %r98 = select i1 %high, double %r97, double %r94
  %int = fadd double %r98, 0x4330000000000000
  %int99 = bitcast double %int to i64
  %int100 = sub i64 %int99, 4841369599423283200
  %signed = xor i64 %int100, %xs
  %signed101 = sub i64 %signed, %xs
  %add102 = add i64 %signed101, %dim
  %v103 = load i64, ptr %"%n_dim0", align 8
  %wge = icmp sge i64 %add102, %v103
  %wsub = sub i64 %add102, %v103
  %wrap104 = select i1 %wge, i64 %wsub, i64 %add102
  store i64 %wrap104, ptr %sq0_m11_32, align 8
  %v105 = load i64, ptr %i, align 8
  %pos106 = mul i64 0, %dim14
  %pos107 = add i64 %pos106, %v105
  %v108 = load i64, ptr %sq0_m11_32, align 8
  %elp111 = getelementptr inbounds i64, ptr %buf110, i64 %pos107
  store i64 %v108, ptr %elp111, align 8, !alias.scope !15, !noalias !16
  %v112 = load i64, ptr %sq0_34.0, align 8
  store i64 %v112, ptr %sq0_40.0, align 8
  %v113 = load i64, ptr %sq0_34.1, align 8
  store i64 %v113, ptr %sq0_40.1, align 8
  store i64 1, ptr %sq0_m12_38, align 8
  %v114 = load i64, ptr %i, align 8
  %pos115 = mul i64 0, %dim14
  %pos116 = add i64 %pos115, %v114
  %v117 = load i64, ptr %sq0_m12_38, align 8
  %elp120 = getelementptr inbounds i64, ptr %buf119, i64 %pos116
  store i64 %v117, ptr %elp120, align 8, !alias.scope !17, !noalias !18
  %i121 = load i64, ptr %i, align 8
  %next = add i64 %i121, 1
  store i64 %next, ptr %i, align 8
  br label %loop

loop122:                                          ; preds = %ok167, %large_divisors
  %i125 = load i64, ptr %i, align 8
  %more126 = icmp slt i64 %i125, %min
  br i1 %more126, label %body123, label %exit124

body123:                                          ; preds = %loop122
  %v127 = load i64, ptr %the_sq0_31, align 8
  %inb128 = icmp ult i64 %v127, %dim31
  br i1 %inb128, label %ok130, label %fail129

exit124:                                          ; preds = %loop122
  br label %divisors_done

fail129:                                          ; preds = %body123
  %errp131 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp131, align 8
  %errp132 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp132, align 8
  %errp133 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v127, ptr %errp133, align 8
  %errp134 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim31, ptr %errp134, align 8
  ret i32 1

ok130:                                            ; preds = %body123
  %pos135 = mul i64 0, %dim31
  %pos136 = add i64 %pos135, %v127
  %elp137 = getelementptr inbounds i64, ptr %buf40, i64 %pos136
  %el138 = load i64, ptr %elp137, align 8, !alias.scope !9, !noalias !10
  %v139 = load i64, ptr %i, align 8
  %add140 = add i64 %el138, %v139
  %inb141 = icmp ult i64 %add140, %dim45
  br i1 %inb141, label %ok143, label %fail142

fail142:                                          ; preds = %ok130
  %errp144 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp144, align 8
  %errp145 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp145, align 8
  %errp146 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add140, ptr %errp146, align 8
  %errp147 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim45, ptr %errp147, align 8
  ret i32 1

ok143:                                            ; preds = %ok130
  %pos148 = mul i64 0, %dim45
  %pos149 = add i64 %pos148, %add140
  %elp150 = getelementptr inbounds i64, ptr %buf56, i64 %pos149
  %el151 = load i64, ptr %elp150, align 8, !alias.scope !11, !noalias !12
  %tup152 = insertvalue { i64, i64 } undef, i64 %el151, 0
  %elp153 = getelementptr inbounds i64, ptr %buf60, i64 %pos149
  %el154 = load i64, ptr %elp153, align 8, !alias.scope !13, !noalias !14
  %tup155 = insertvalue { i64, i64 } %tup152, i64 %el154, 1
  store { i64, i64 } %tup155, ptr %sq0_values8_29, align 8
  %fldp156 = getelementptr inbounds { i64, i64 }, ptr %sq0_values8_29, i32 0, i32 0
  %fldp157 = getelementptr inbounds { i64, i64 }, ptr %sq0_values8_29, i32 0, i32 0
  %fld158 = load i64, ptr %fldp157, align 8
  store i64 %fld158, ptr %sq0_34.0, align 8
  %fldp159 = getelementptr inbounds { i64, i64 }, ptr %sq0_values8_29, i32 0, i32 1
  %fldp160 = getelementptr inbounds { i64, i64 }, ptr %sq0_values8_29, i32 0, i32 1
  %fld161 = load i64, ptr %fldp160, align 8
  store i64 %fld161, ptr %sq0_34.1, align 8
  %v162 = load i64, ptr %sq0_34.0, align 8
  %mul163 = mul i64 %v162, 1000003
  %v164 = load i64, ptr %"%n_dim0", align 8
  %nz165 = icmp ne i64 %v164, 0
  br i1 %nz165, label %ok167, label %fail166

fail166:                                          ; preds = %ok143
  %errp168 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp168, align 8
  %errp169 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp169, align 8
  %errp170 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul163, ptr %errp170, align 8
  %errp171 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v164, ptr %errp171, align 8
  ret i32 1

ok167:                                            ; preds = %ok143
  %d_word172 = load i64, ptr %d_word, align 8
  %d_word173 = load i64, ptr %d_word5, align 8
  %d_word174 = load i64, ptr %d_word6, align 8
  %d_word175 = load i64, ptr %d_word7, align 8
  %d_word176 = load i64, ptr %d_word8, align 8
  %d_word177 = load i64, ptr %d_word9, align 8
  %d_word178 = load i64, ptr %d_word10, align 8
  %d_word179 = load i64, ptr %d_word11, align 8
  %d_word180 = load i64, ptr %d_word12, align 8
  %xs181 = ashr i64 %mul163, 63
  %xf182 = xor i64 %mul163, %xs181
  %ax183 = sub i64 %xf182, %xs181
  %lo = and i64 %d_word174, 4294967295
  %hi = lshr i64 %d_word174, 32
  %lo184 = and i64 %ax183, 4294967295
  %hi185 = lshr i64 %ax183, 32
  %ll = mul i64 %lo, %lo184
  %hl = mul i64 %hi, %lo184
  %lh = mul i64 %lo, %hi185
  %hh = mul i64 %hi, %hi185
  %hi186 = lshr i64 %ll, 32
  %lo187 = and i64 %hl, 4294967295
  %mid = add i64 %hi186, %lo187
  %lo188 = and i64 %lh, 4294967295
  %mid189 = add i64 %mid, %lo188
  %hi190 = lshr i64 %hl, 32
  %top = add i64 %hh, %hi190
  %hi191 = lshr i64 %lh, 32
  %top192 = add i64 %top, %hi191
  %hi193 = lshr i64 %mid189, 32
  %mulhi = add i64 %top192, %hi193
  %a_t = sub i64 %ax183, %mulhi
  %half = lshr i64 %a_t, %d_word175
  %sum = add i64 %mulhi, %half
  %q194 = lshr i64 %sum, %d_word176
  %s195 = xor i64 %xs181, %d_word173
  %qs = xor i64 %q194, %s195
  %q196 = sub i64 %qs, %s195
  %qd = mul i64 %q196, %v164
  %r197 = sub i64 %mul163, %qd
  %add198 = add i64 %r197, %dim
  %v199 = load i64, ptr %"%n_dim0", align 8
  %wge200 = icmp sge i64 %add198, %v199
  %wsub201 = sub i64 %add198, %v199
  %wrap202 = select i1 %wge200, i64 %wsub201, i64 %add198
  store i64 %wrap202, ptr %sq0_m11_32, align 8
  %v203 = load i64, ptr %i, align 8
  %pos204 = mul i64 0, %dim14
  %pos205 = add i64 %pos204, %v203
  %v206 = load i64, ptr %sq0_m11_32, align 8
  %elp207 = getelementptr inbounds i64, ptr %buf110, i64 %pos205
  store i64 %v206, ptr %elp207, align 8, !alias.scope !15, !noalias !16
  %v208 = load i64, ptr %sq0_34.0, align 8
  store i64 %v208, ptr %sq0_40.0, align 8
  %v209 = load i64, ptr %sq0_34.1, align 8
  store i64 %v209, ptr %sq0_40.1, align 8
  store i64 1, ptr %sq0_m12_38, align 8
  %v210 = load i64, ptr %i, align 8
  %pos211 = mul i64 0, %dim14
  %pos212 = add i64 %pos211, %v210
  %v213 = load i64, ptr %sq0_m12_38, align 8
  %elp214 = getelementptr inbounds i64, ptr %buf119, i64 %pos212
  store i64 %v213, ptr %elp214, align 8, !alias.scope !17, !noalias !18
  %i215 = load i64, ptr %i, align 8
  %next216 = add i64 %i215, 1
  store i64 %next216, ptr %i, align 8
  br label %loop122
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
!1 = !{!"fuselab.buf.12", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7, !8}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.1", !2}
!6 = !{!"fuselab.buf.7", !2}
!7 = !{!"fuselab.buf.18", !2}
!8 = !{!"fuselab.buf.19", !2}
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

; cluster c8: unit3
; ModuleID = 'pagerank_seq_c8'
source_filename = "pagerank_seq_c8"
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

; cluster c9: ss
; ModuleID = 'pagerank_seq_c9'
source_filename = "pagerank_seq_c9"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 22
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_49 = alloca i64, align 8
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
  %ss_47 = alloca i64, align 8
  %bufp40 = getelementptr inbounds ptr, ptr %0, i64 24
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
  %v = load i64, ptr %the_sq0_49, align 8
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
  store i64 %el35, ptr %ss_47, align 8
  %v36 = load i64, ptr %i, align 8
  %pos37 = mul i64 0, %dim
  %pos38 = add i64 %pos37, %v36
  %v39 = load i64, ptr %ss_47, align 8
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

; cluster c10: Vertical(ones, permute)
; ModuleID = 'pagerank_seq_c10'
source_filename = "pagerank_seq_c10"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 22
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_52 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 160
  %dim = load i64, ptr %dimp, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 25
  %buf2 = load ptr, ptr %bufp1, align 8
  %bufp3 = getelementptr inbounds ptr, ptr %0, i64 21
  %buf4 = load ptr, ptr %bufp3, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 176
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp10 = getelementptr inbounds i64, ptr %1, i64 128
  %dim11 = load i64, ptr %dimp10, align 8
  %bufp16 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf17 = load ptr, ptr %bufp16, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 144
  %dim22 = load i64, ptr %dimp21, align 8
  %bufp32 = getelementptr inbounds ptr, ptr %0, i64 19
  %buf33 = load ptr, ptr %bufp32, align 8
  %ones_50 = alloca i64, align 8
  %dimp37 = getelementptr inbounds i64, ptr %1, i64 184
  %dim38 = load i64, ptr %dimp37, align 8
  %bufp48 = getelementptr inbounds ptr, ptr %0, i64 24
  %buf49 = load ptr, ptr %bufp48, align 8
  %new_53 = alloca i64, align 8
  %old_54 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_52, align 8
  %n = mul i64 1, %dim
  %bytes = mul i64 %n, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %buf2, ptr align 1 %buf4, i64 %bytes, i1 false)
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c7 = icmp slt i64 %5, %dim6
  %min = select i1 %c7, i64 %5, i64 %dim6
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %body
  %i9 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i9, %min
  br i1 %more, label %body8, label %exit

body8:                                            ; preds = %loop
  %v = load i64, ptr %the_sq0_52, align 8
  %inb = icmp ult i64 %v, %dim11
  br i1 %inb, label %ok, label %fail

exit:                                             ; preds = %loop
  ret i32 0

fail:                                             ; preds = %body8
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim11, ptr %errp14, align 8
  ret i32 1

ok:                                               ; preds = %body8
  %pos = mul i64 0, %dim11
  %pos15 = add i64 %pos, %v
  %elp18 = getelementptr inbounds i64, ptr %buf17, i64 %pos15
  %el19 = load i64, ptr %elp18, align 8, !alias.scope !8, !noalias !9
  %v20 = load i64, ptr %i, align 8
  %add = add i64 %el19, %v20
  %inb23 = icmp ult i64 %add, %dim22
  br i1 %inb23, label %ok25, label %fail24

fail24:                                           ; preds = %ok
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok
  %pos30 = mul i64 0, %dim22
  %pos31 = add i64 %pos30, %add
  %elp34 = getelementptr inbounds i64, ptr %buf33, i64 %pos31
  %el35 = load i64, ptr %elp34, align 8, !alias.scope !10, !noalias !11
  store i64 %el35, ptr %ones_50, align 8
  %v36 = load i64, ptr %i, align 8
  %inb39 = icmp ult i64 %v36, %dim38
  br i1 %inb39, label %ok41, label %fail40

ignored:                                          ; preds = %ok54
  %i68 = load i64, ptr %i, align 8
  %next = add i64 %i68, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail40:                                           ; preds = %ok25
  %errp42 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp43, align 8
  %errp44 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v36, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim38, ptr %errp45, align 8
  ret i32 1

ok41:                                             ; preds = %ok25
  %pos46 = mul i64 0, %dim38
  %pos47 = add i64 %pos46, %v36
  %elp50 = getelementptr inbounds i64, ptr %buf49, i64 %pos47
  %el51 = load i64, ptr %elp50, align 8, !alias.scope !12, !noalias !13
  %inb52 = icmp ult i64 %el51, %dim
  br i1 %inb52, label %ok54, label %fail53

fail53:                                           ; preds = %ok41
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el51, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %ok41
  %pos59 = mul i64 0, %dim
  %pos60 = add i64 %pos59, %el51
  %v61 = load i64, ptr %ones_50, align 8
  store i64 %v61, ptr %new_53, align 8
  %elp62 = getelementptr inbounds i64, ptr %buf2, i64 %pos60
  %el63 = load i64, ptr %elp62, align 8, !alias.scope !14, !noalias !15
  store i64 %el63, ptr %old_54, align 8
  %v64 = load i64, ptr %new_53, align 8
  %v65 = load i64, ptr %old_54, align 8
  %add66 = add i64 %v64, %v65
  %elp67 = getelementptr inbounds i64, ptr %buf2, i64 %pos60
  store i64 %add66, ptr %elp67, align 8, !alias.scope !14, !noalias !15
  br label %ignored
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_scatter(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 22
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_52 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 176
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp4 = getelementptr inbounds i64, ptr %1, i64 128
  %dim5 = load i64, ptr %dimp4, align 8
  %bufp10 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf11 = load ptr, ptr %bufp10, align 8
  %dimp15 = getelementptr inbounds i64, ptr %1, i64 144
  %dim16 = load i64, ptr %dimp15, align 8
  %bufp26 = getelementptr inbounds ptr, ptr %0, i64 19
  %buf27 = load ptr, ptr %bufp26, align 8
  %ones_50 = alloca i64, align 8
  %dimp31 = getelementptr inbounds i64, ptr %1, i64 184
  %dim32 = load i64, ptr %dimp31, align 8
  %bufp42 = getelementptr inbounds ptr, ptr %0, i64 24
  %buf43 = load ptr, ptr %bufp42, align 8
  %dimp46 = getelementptr inbounds i64, ptr %1, i64 160
  %dim47 = load i64, ptr %dimp46, align 8
  %bufp58 = getelementptr inbounds ptr, ptr %0, i64 25
  %buf59 = load ptr, ptr %bufp58, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !16
  store i64 %el, ptr %the_sq0_52, align 8
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, %dim
  %min = select i1 %c1, i64 %5, i64 %dim
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %body
  %i3 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i3, %min
  br i1 %more, label %body2, label %exit

body2:                                            ; preds = %loop
  %v = load i64, ptr %the_sq0_52, align 8
  %inb = icmp ult i64 %v, %dim5
  br i1 %inb, label %ok, label %fail

exit:                                             ; preds = %loop
  ret i32 0

fail:                                             ; preds = %body2
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp6, align 8
  %errp7 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp7, align 8
  %errp8 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim5, ptr %errp8, align 8
  ret i32 1

ok:                                               ; preds = %body2
  %pos = mul i64 0, %dim5
  %pos9 = add i64 %pos, %v
  %elp12 = getelementptr inbounds i64, ptr %buf11, i64 %pos9
  %el13 = load i64, ptr %elp12, align 8, !alias.scope !8, !noalias !17
  %v14 = load i64, ptr %i, align 8
  %add = add i64 %el13, %v14
  %inb17 = icmp ult i64 %add, %dim16
  br i1 %inb17, label %ok19, label %fail18

fail18:                                           ; preds = %ok
  %errp20 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim16, ptr %errp23, align 8
  ret i32 1

ok19:                                             ; preds = %ok
  %pos24 = mul i64 0, %dim16
  %pos25 = add i64 %pos24, %add
  %elp28 = getelementptr inbounds i64, ptr %buf27, i64 %pos25
  %el29 = load i64, ptr %elp28, align 8, !alias.scope !10, !noalias !18
  store i64 %el29, ptr %ones_50, align 8
  %v30 = load i64, ptr %i, align 8
  %inb33 = icmp ult i64 %v30, %dim32
  br i1 %inb33, label %ok35, label %fail34

ignored:                                          ; preds = %ok50
  %i61 = load i64, ptr %i, align 8
  %next = add i64 %i61, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail34:                                           ; preds = %ok19
  %errp36 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp36, align 8
  %errp37 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v30, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim32, ptr %errp39, align 8
  ret i32 1

ok35:                                             ; preds = %ok19
  %pos40 = mul i64 0, %dim32
  %pos41 = add i64 %pos40, %v30
  %elp44 = getelementptr inbounds i64, ptr %buf43, i64 %pos41
  %el45 = load i64, ptr %elp44, align 8, !alias.scope !12, !noalias !19
  %inb48 = icmp ult i64 %el45, %dim47
  br i1 %inb48, label %ok50, label %fail49

fail49:                                           ; preds = %ok35
  %errp51 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp52, align 8
  %errp53 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el45, ptr %errp53, align 8
  %errp54 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp54, align 8
  ret i32 1

ok50:                                             ; preds = %ok35
  %pos55 = mul i64 0, %dim47
  %pos56 = add i64 %pos55, %el45
  %v57 = load i64, ptr %ones_50, align 8
  %elp60 = getelementptr inbounds i64, ptr %buf59, i64 %pos56
  %7 = atomicrmw add ptr %elp60, i64 %v57 monotonic, align 8
  br label %ignored
}

define i32 @nest_private(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 22
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_52 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 176
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp4 = getelementptr inbounds i64, ptr %1, i64 128
  %dim5 = load i64, ptr %dimp4, align 8
  %bufp10 = getelementptr inbounds ptr, ptr %0, i64 17
  %buf11 = load ptr, ptr %bufp10, align 8
  %dimp15 = getelementptr inbounds i64, ptr %1, i64 144
  %dim16 = load i64, ptr %dimp15, align 8
  %bufp26 = getelementptr inbounds ptr, ptr %0, i64 19
  %buf27 = load ptr, ptr %bufp26, align 8
  %ones_50 = alloca i64, align 8
  %dimp31 = getelementptr inbounds i64, ptr %1, i64 184
  %dim32 = load i64, ptr %dimp31, align 8
  %bufp42 = getelementptr inbounds ptr, ptr %0, i64 24
  %buf43 = load ptr, ptr %bufp42, align 8
  %dimp46 = getelementptr inbounds i64, ptr %1, i64 160
  %dim47 = load i64, ptr %dimp46, align 8
  %new_53 = alloca i64, align 8
  %bufp58 = getelementptr inbounds ptr, ptr %0, i64 25
  %buf59 = load ptr, ptr %bufp58, align 8
  %old_54 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_52, align 8
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, %dim
  %min = select i1 %c1, i64 %5, i64 %dim
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %body
  %i3 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i3, %min
  br i1 %more, label %body2, label %exit

body2:                                            ; preds = %loop
  %v = load i64, ptr %the_sq0_52, align 8
  %inb = icmp ult i64 %v, %dim5
  br i1 %inb, label %ok, label %fail

exit:                                             ; preds = %loop
  ret i32 0

fail:                                             ; preds = %body2
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp6, align 8
  %errp7 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp7, align 8
  %errp8 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim5, ptr %errp8, align 8
  ret i32 1

ok:                                               ; preds = %body2
  %pos = mul i64 0, %dim5
  %pos9 = add i64 %pos, %v
  %elp12 = getelementptr inbounds i64, ptr %buf11, i64 %pos9
  %el13 = load i64, ptr %elp12, align 8, !alias.scope !8, !noalias !9
  %v14 = load i64, ptr %i, align 8
  %add = add i64 %el13, %v14
  %inb17 = icmp ult i64 %add, %dim16
  br i1 %inb17, label %ok19, label %fail18

fail18:                                           ; preds = %ok
  %errp20 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 13, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim16, ptr %errp23, align 8
  ret i32 1

ok19:                                             ; preds = %ok
  %pos24 = mul i64 0, %dim16
  %pos25 = add i64 %pos24, %add
  %elp28 = getelementptr inbounds i64, ptr %buf27, i64 %pos25
  %el29 = load i64, ptr %elp28, align 8, !alias.scope !10, !noalias !11
  store i64 %el29, ptr %ones_50, align 8
  %v30 = load i64, ptr %i, align 8
  %inb33 = icmp ult i64 %v30, %dim32
  br i1 %inb33, label %ok35, label %fail34

ignored:                                          ; preds = %ok50
  %i66 = load i64, ptr %i, align 8
  %next = add i64 %i66, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail34:                                           ; preds = %ok19
  %errp36 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp36, align 8
  %errp37 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v30, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim32, ptr %errp39, align 8
  ret i32 1

ok35:                                             ; preds = %ok19
  %pos40 = mul i64 0, %dim32
  %pos41 = add i64 %pos40, %v30
  %elp44 = getelementptr inbounds i64, ptr %buf43, i64 %pos41
  %el45 = load i64, ptr %elp44, align 8, !alias.scope !12, !noalias !13
  %inb48 = icmp ult i64 %el45, %dim47
  br i1 %inb48, label %ok50, label %fail49

fail49:                                           ; preds = %ok35
  %errp51 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 15, ptr %errp52, align 8
  %errp53 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el45, ptr %errp53, align 8
  %errp54 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp54, align 8
  ret i32 1

ok50:                                             ; preds = %ok35
  %pos55 = mul i64 0, %dim47
  %pos56 = add i64 %pos55, %el45
  %v57 = load i64, ptr %ones_50, align 8
  store i64 %v57, ptr %new_53, align 8
  %elp60 = getelementptr inbounds i64, ptr %buf59, i64 %pos56
  %el61 = load i64, ptr %elp60, align 8, !alias.scope !14, !noalias !15
  store i64 %el61, ptr %old_54, align 8
  %v62 = load i64, ptr %new_53, align 8
  %v63 = load i64, ptr %old_54, align 8
  %add64 = add i64 %v62, %v63
  %elp65 = getelementptr inbounds i64, ptr %buf59, i64 %pos56
  store i64 %add64, ptr %elp65, align 8, !alias.scope !14, !noalias !15
  br label %ignored
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.22", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.17", !2}
!5 = !{!"fuselab.buf.19", !2}
!6 = !{!"fuselab.buf.24", !2}
!7 = !{!"fuselab.buf.25", !2}
!8 = !{!4}
!9 = !{!5, !1, !6, !7}
!10 = !{!5}
!11 = !{!4, !1, !6, !7}
!12 = !{!6}
!13 = !{!4, !5, !1, !7}
!14 = !{!7}
!15 = !{!4, !5, !1, !6}
!16 = !{!4, !5, !6}
!17 = !{!5, !1, !6}
!18 = !{!4, !1, !6}
!19 = !{!4, !5, !1}

; cluster c11: unit4
; ModuleID = 'pagerank_seq_c11'
source_filename = "pagerank_seq_c11"
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

; cluster c13: unit5
; ModuleID = 'pagerank_seq_c13'
source_filename = "pagerank_seq_c13"
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

; cluster c15: Diagonal(w0, tot)
; ModuleID = 'pagerank_seq_c15'
source_filename = "pagerank_seq_c15"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_tot_65 = alloca double, align 8
  %w0_62 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load double, ptr %pa, align 8
  %b = load double, ptr %pb, align 8
  store double %a, ptr %acc_tot_65, align 8
  store double %b, ptr %w0_62, align 8
  %v = load double, ptr %acc_tot_65, align 8
  %v1 = load double, ptr %w0_62, align 8
  %fa = fadd double %v, %v1
  store double %fa, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot_65 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 24
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %r0_64 = alloca double, align 8
  %w0_62 = alloca double, align 8
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 34
  %buf21 = load ptr, ptr %bufp20, align 8
  %bufp28 = getelementptr inbounds ptr, ptr %0, i64 35
  %buf29 = load ptr, ptr %bufp28, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_tot_65, align 8
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
  store double %el, ptr %r0_64, align 8
  %v15 = load double, ptr %r0_64, align 8
  %call = call double @llvm.fabs.f64(double %v15)
  %fa = fadd double %call, 1.000000e-03
  store double %fa, ptr %w0_62, align 8
  %v16 = load i64, ptr %i, align 8
  %pos17 = mul i64 0, %dim
  %pos18 = add i64 %pos17, %v16
  %v19 = load double, ptr %w0_62, align 8
  %elp22 = getelementptr inbounds double, ptr %buf21, i64 %pos18
  store double %v19, ptr %elp22, align 8, !alias.scope !6, !noalias !7
  %v23 = load double, ptr %acc_tot_65, align 8
  %v24 = load double, ptr %w0_62, align 8
  %fa25 = fadd reassoc double %v23, %v24
  store double %fa25, ptr %acc_tot_65, align 8
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %v27 = load double, ptr %acc_tot_65, align 8
  %elp30 = getelementptr inbounds double, ptr %buf29, i64 0
  store double %v27, ptr %elp30, align 8, !alias.scope !8, !noalias !9
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

define i32 @nest_part(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot_65 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 24
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %r0_64 = alloca double, align 8
  %w0_62 = alloca double, align 8
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 34
  %buf21 = load ptr, ptr %bufp20, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_tot_65, align 8
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
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !6
  store double %el, ptr %r0_64, align 8
  %v15 = load double, ptr %r0_64, align 8
  %call = call double @llvm.fabs.f64(double %v15)
  %fa = fadd double %call, 1.000000e-03
  store double %fa, ptr %w0_62, align 8
  %v16 = load i64, ptr %i, align 8
  %pos17 = mul i64 0, %dim
  %pos18 = add i64 %pos17, %v16
  %v19 = load double, ptr %w0_62, align 8
  %elp22 = getelementptr inbounds double, ptr %buf21, i64 %pos18
  store double %v19, ptr %elp22, align 8, !alias.scope !6, !noalias !0
  %v23 = load double, ptr %acc_tot_65, align 8
  %v24 = load double, ptr %w0_62, align 8
  %fa25 = fadd reassoc double %v23, %v24
  store double %fa25, ptr %acc_tot_65, align 8
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %acc_tot_65, align 8
  store double %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_part_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot_65 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 24
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %r0_64 = alloca double, align 8
  %w0_62 = alloca double, align 8
  %bufp20 = getelementptr inbounds ptr, ptr %0, i64 34
  %buf21 = load ptr, ptr %bufp20, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_tot_65, align 8
  store double -0.000000e+00, ptr %acc_tot_65, align 8
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
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !6
  store double %el, ptr %r0_64, align 8
  %v15 = load double, ptr %r0_64, align 8
  %call = call double @llvm.fabs.f64(double %v15)
  %fa = fadd double %call, 1.000000e-03
  store double %fa, ptr %w0_62, align 8
  %v16 = load i64, ptr %i, align 8
  %pos17 = mul i64 0, %dim
  %pos18 = add i64 %pos17, %v16
  %v19 = load double, ptr %w0_62, align 8
  %elp22 = getelementptr inbounds double, ptr %buf21, i64 %pos18
  store double %v19, ptr %elp22, align 8, !alias.scope !6, !noalias !0
  %v23 = load double, ptr %acc_tot_65, align 8
  %v24 = load double, ptr %w0_62, align 8
  %fa25 = fadd reassoc double %v23, %v24
  store double %fa25, ptr %acc_tot_65, align 8
  %i26 = load i64, ptr %i, align 8
  %next = add i64 %i26, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %acc_tot_65, align 8
  store double %acc, ptr %part, align 8
  ret i32 0
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_tot_65 = alloca double, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 35
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store double 0.000000e+00, ptr %acc_tot_65, align 8
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load double, ptr %part, align 8
  store double %acc, ptr %acc_tot_65, align 8
  %v = load double, ptr %acc_tot_65, align 8
  %elp = getelementptr inbounds double, ptr %buf, i64 0
  store double %v, ptr %elp, align 8, !alias.scope !8
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!1}
!1 = !{!"fuselab.buf.3", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.34", !2}
!5 = !{!"fuselab.buf.35", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c16: Diagonal(degf, Vertical(rank0, c1))
; ModuleID = 'pagerank_seq_c16'
source_filename = "pagerank_seq_c16"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 35
  %buf = load ptr, ptr %bufp, align 8
  %the_tot_76 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 240
  %dim = load i64, ptr %dimp, align 8
  %dimp12 = getelementptr inbounds i64, ptr %1, i64 264
  %dim13 = load i64, ptr %dimp12, align 8
  %i = alloca i64, align 8
  %bufp31 = getelementptr inbounds ptr, ptr %0, i64 31
  %buf32 = load ptr, ptr %bufp31, align 8
  %loop2_72 = alloca i64, align 8
  %degf_70 = alloca double, align 8
  %bufp41 = getelementptr inbounds ptr, ptr %0, i64 33
  %buf42 = load ptr, ptr %bufp41, align 8
  %bufp47 = getelementptr inbounds ptr, ptr %0, i64 34
  %buf48 = load ptr, ptr %bufp47, align 8
  %w0_75 = alloca double, align 8
  %rank0_73 = alloca double, align 8
  %c1_77 = alloca double, align 8
  %bufp60 = getelementptr inbounds ptr, ptr %0, i64 38
  %buf61 = load ptr, ptr %bufp60, align 8
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
  %fits14 = icmp sle i64 %min, %dim13
  br i1 %fits14, label %ok16, label %fail15

fail15:                                           ; preds = %ok7
  %errp17 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 23, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim13, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %ok7
  %fits21 = icmp sle i64 %min, %dim13
  br i1 %fits21, label %ok23, label %fail22

fail22:                                           ; preds = %ok16
  %errp24 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp24, align 8
  %errp25 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 25, ptr %errp25, align 8
  %errp26 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim13, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp27, align 8
  ret i32 1

ok23:                                             ; preds = %ok16
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body28, %ok23
  %i29 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i29, %min
  br i1 %more, label %body28, label %exit

body28:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos30 = add i64 %pos, %v
  %elp33 = getelementptr inbounds i64, ptr %buf32, i64 %pos30
  %el34 = load i64, ptr %elp33, align 8, !alias.scope !8, !noalias !9
  store i64 %el34, ptr %loop2_72, align 8
  %v35 = load i64, ptr %loop2_72, align 8
  %c36 = icmp sgt i64 %v35, 1
  %mm = select i1 %c36, i64 %v35, i64 1
  %cv = sitofp i64 %mm to double
  store double %cv, ptr %degf_70, align 8
  %v37 = load i64, ptr %i, align 8
  %pos38 = mul i64 0, %dim
  %pos39 = add i64 %pos38, %v37
  %v40 = load double, ptr %degf_70, align 8
  %elp43 = getelementptr inbounds double, ptr %buf42, i64 %pos39
  store double %v40, ptr %elp43, align 8, !alias.scope !10, !noalias !11
  %v44 = load i64, ptr %i, align 8
  %pos45 = mul i64 0, %dim13
  %pos46 = add i64 %pos45, %v44
  %elp49 = getelementptr inbounds double, ptr %buf48, i64 %pos46
  %el50 = load double, ptr %elp49, align 8, !alias.scope !12, !noalias !13
  store double %el50, ptr %w0_75, align 8
  %v51 = load double, ptr %w0_75, align 8
  %v52 = load double, ptr %the_tot_76, align 8
  %fd = fdiv double %v51, %v52
  store double %fd, ptr %rank0_73, align 8
  %v53 = load double, ptr %rank0_73, align 8
  %v54 = load double, ptr %degf_70, align 8
  %fd55 = fdiv double %v53, %v54
  store double %fd55, ptr %c1_77, align 8
  %v56 = load i64, ptr %i, align 8
  %pos57 = mul i64 0, %dim13
  %pos58 = add i64 %pos57, %v56
  %v59 = load double, ptr %c1_77, align 8
  %elp62 = getelementptr inbounds double, ptr %buf61, i64 %pos58
  store double %v59, ptr %elp62, align 8, !alias.scope !14, !noalias !15
  %i63 = load i64, ptr %i, align 8
  %next = add i64 %i63, 1
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
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.31", !2}
!5 = !{!"fuselab.buf.33", !2}
!6 = !{!"fuselab.buf.34", !2}
!7 = !{!"fuselab.buf.38", !2}
!8 = !{!4}
!9 = !{!5, !6, !1, !7}
!10 = !{!5}
!11 = !{!4, !6, !1, !7}
!12 = !{!6}
!13 = !{!4, !5, !1, !7}
!14 = !{!7}
!15 = !{!4, !5, !6, !1}

; cluster c17: zs
; ModuleID = 'pagerank_seq_c17'
source_filename = "pagerank_seq_c17"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %zs_81 = alloca double, align 8
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
  store double 0.000000e+00, ptr %zs_81, align 8
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos7 = add i64 %pos, %v
  %v8 = load double, ptr %zs_81, align 8
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

; cluster c18: sq0_len19
; ModuleID = 'pagerank_seq_c18'
source_filename = "pagerank_seq_c18"
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

; cluster c19: Vertical(generate2, sq0_offsets23)
; ModuleID = 'pagerank_seq_c19'
source_filename = "pagerank_seq_c19"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_sq0_offsets23_86 = alloca i64, align 8
  %generate2_84 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_sq0_offsets23_86, align 8
  store i64 %b, ptr %generate2_84, align 8
  %v = load i64, ptr %acc_sq0_offsets23_86, align 8
  %v1 = load i64, ptr %generate2_84, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets23_86 = alloca i64, align 8
  %started_87 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 320
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %dimp20 = getelementptr inbounds i64, ptr %1, i64 17
  %dim21 = load i64, ptr %dimp20, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %generate2_84 = alloca i64, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 41
  %buf37 = load ptr, ptr %bufp36, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets23_86, align 8
  store i1 false, ptr %started_87, align 1
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
  store i64 28, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v7 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %v7 to i128
  %step = sub i128 %at_next, %base
  %step8 = trunc i128 %step to i64
  %step9 = sext i64 %step8 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span10 = sext i64 %span to i128
  %reach = mul i128 %step9, %span10
  %c11 = icmp slt i128 %reach, 0
  %min12 = select i1 %c11, i128 %reach, i128 0
  %c13 = icmp sgt i128 %reach, 0
  %max14 = select i1 %c13, i128 %reach, i128 0
  %least = add i128 %base, %min12
  %most = add i128 %base, %max14
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits15 = and i1 %fits_low, %fits_high
  %least16 = select i1 %fits15, i128 %least, i128 -9223372036854775808
  %most17 = select i1 %fits15, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least16, 0
  %high_ok = icmp slt i128 %most17, %extent
  %ok18 = and i1 true, %low_ok
  %ok19 = and i1 %ok18, %high_ok
  %extent22 = sext i64 %dim21 to i128
  %high_ok23 = icmp slt i128 0, %extent22
  %ok24 = and i1 %ok19, true
  %ok25 = and i1 %ok24, %high_ok23
  br i1 %ok25, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop43

versions_done:                                    ; preds = %exit45, %exit
  %inb78 = icmp ult i64 %dim, %dim3
  br i1 %inb78, label %ok80, label %fail79

loop:                                             ; preds = %body26, %proved
  %i27 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i27, %min
  br i1 %more, label %body26, label %exit

body26:                                           ; preds = %loop
  %v28 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos29 = add i64 %pos, %v28
  %pos30 = mul i64 %pos29, %dim21
  %pos31 = add i64 %pos30, 0
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos31
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %generate2_84, align 8
  %v32 = load i64, ptr %i, align 8
  %pos33 = mul i64 0, %dim3
  %pos34 = add i64 %pos33, %v32
  %v35 = load i64, ptr %acc_sq0_offsets23_86, align 8
  %elp38 = getelementptr inbounds i64, ptr %buf37, i64 %pos34
  store i64 %v35, ptr %elp38, align 8, !alias.scope !3, !noalias !0
  %v39 = load i64, ptr %acc_sq0_offsets23_86, align 8
  %v40 = load i64, ptr %generate2_84, align 8
  %add = add i64 %v39, %v40
  store i64 %add, ptr %acc_sq0_offsets23_86, align 8
  %i41 = load i64, ptr %i, align 8
  %next42 = add i64 %i41, 1
  store i64 %next42, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop43:                                           ; preds = %ok59, %checked
  %i46 = load i64, ptr %i, align 8
  %more47 = icmp slt i64 %i46, %min
  br i1 %more47, label %body44, label %exit45

body44:                                           ; preds = %loop43
  %v48 = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v48, %dim
  br i1 %inb, label %ok50, label %fail49

exit45:                                           ; preds = %loop43
  br label %versions_done

fail49:                                           ; preds = %body44
  %errp51 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 27, ptr %errp52, align 8
  %errp53 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v48, ptr %errp53, align 8
  %errp54 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp54, align 8
  ret i32 1

ok50:                                             ; preds = %body44
  %pos55 = mul i64 0, %dim
  %pos56 = add i64 %pos55, %v48
  %inb57 = icmp ult i64 0, %dim21
  br i1 %inb57, label %ok59, label %fail58

fail58:                                           ; preds = %ok50
  %errp60 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 27, ptr %errp61, align 8
  %errp62 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim21, ptr %errp63, align 8
  ret i32 1

ok59:                                             ; preds = %ok50
  %pos64 = mul i64 %pos56, %dim21
  %pos65 = add i64 %pos64, 0
  %elp66 = getelementptr inbounds i64, ptr %buf, i64 %pos65
  %el67 = load i64, ptr %elp66, align 8, !alias.scope !0, !noalias !3
  store i64 %el67, ptr %generate2_84, align 8
  %v68 = load i64, ptr %i, align 8
  %pos69 = mul i64 0, %dim3
  %pos70 = add i64 %pos69, %v68
  %v71 = load i64, ptr %acc_sq0_offsets23_86, align 8
  %elp72 = getelementptr inbounds i64, ptr %buf37, i64 %pos70
  store i64 %v71, ptr %elp72, align 8, !alias.scope !3, !noalias !0
  %v73 = load i64, ptr %acc_sq0_offsets23_86, align 8
  %v74 = load i64, ptr %generate2_84, align 8
  %add75 = add i64 %v73, %v74
  store i64 %add75, ptr %acc_sq0_offsets23_86, align 8
  %i76 = load i64, ptr %i, align 8
  %next77 = add i64 %i76, 1
  store i64 %next77, ptr %i, align 8
  br label %loop43

fail79:                                           ; preds = %versions_done
  %errp81 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp81, align 8
  %errp82 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 28, ptr %errp82, align 8
  %errp83 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp83, align 8
  %errp84 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp84, align 8
  ret i32 1

ok80:                                             ; preds = %versions_done
  %pos85 = mul i64 0, %dim3
  %pos86 = add i64 %pos85, %dim
  %v87 = load i64, ptr %acc_sq0_offsets23_86, align 8
  %elp88 = getelementptr inbounds i64, ptr %buf37, i64 %pos86
  store i64 %v87, ptr %elp88, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets23_86 = alloca i64, align 8
  %started_87 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 320
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %dimp20 = getelementptr inbounds i64, ptr %1, i64 17
  %dim21 = load i64, ptr %dimp20, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %generate2_84 = alloca i64, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 41
  %buf37 = load ptr, ptr %bufp36, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets23_86, align 8
  store i1 false, ptr %started_87, align 1
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
  store i64 28, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v7 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %v7 to i128
  %step = sub i128 %at_next, %base
  %step8 = trunc i128 %step to i64
  %step9 = sext i64 %step8 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span10 = sext i64 %span to i128
  %reach = mul i128 %step9, %span10
  %c11 = icmp slt i128 %reach, 0
  %min12 = select i1 %c11, i128 %reach, i128 0
  %c13 = icmp sgt i128 %reach, 0
  %max14 = select i1 %c13, i128 %reach, i128 0
  %least = add i128 %base, %min12
  %most = add i128 %base, %max14
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits15 = and i1 %fits_low, %fits_high
  %least16 = select i1 %fits15, i128 %least, i128 -9223372036854775808
  %most17 = select i1 %fits15, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least16, 0
  %high_ok = icmp slt i128 %most17, %extent
  %ok18 = and i1 true, %low_ok
  %ok19 = and i1 %ok18, %high_ok
  %extent22 = sext i64 %dim21 to i128
  %high_ok23 = icmp slt i128 0, %extent22
  %ok24 = and i1 %ok19, true
  %ok25 = and i1 %ok24, %high_ok23
  br i1 %ok25, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop43

versions_done:                                    ; preds = %exit45, %exit
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets23_86, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0

loop:                                             ; preds = %body26, %proved
  %i27 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i27, %min
  br i1 %more, label %body26, label %exit

body26:                                           ; preds = %loop
  %v28 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos29 = add i64 %pos, %v28
  %pos30 = mul i64 %pos29, %dim21
  %pos31 = add i64 %pos30, 0
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos31
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %generate2_84, align 8
  %v32 = load i64, ptr %i, align 8
  %pos33 = mul i64 0, %dim3
  %pos34 = add i64 %pos33, %v32
  %v35 = load i64, ptr %acc_sq0_offsets23_86, align 8
  %elp38 = getelementptr inbounds i64, ptr %buf37, i64 %pos34
  store i64 %v35, ptr %elp38, align 8, !alias.scope !3, !noalias !0
  %v39 = load i64, ptr %acc_sq0_offsets23_86, align 8
  %v40 = load i64, ptr %generate2_84, align 8
  %add = add i64 %v39, %v40
  store i64 %add, ptr %acc_sq0_offsets23_86, align 8
  %i41 = load i64, ptr %i, align 8
  %next42 = add i64 %i41, 1
  store i64 %next42, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop43:                                           ; preds = %ok59, %checked
  %i46 = load i64, ptr %i, align 8
  %more47 = icmp slt i64 %i46, %min
  br i1 %more47, label %body44, label %exit45

body44:                                           ; preds = %loop43
  %v48 = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v48, %dim
  br i1 %inb, label %ok50, label %fail49

exit45:                                           ; preds = %loop43
  br label %versions_done

fail49:                                           ; preds = %body44
  %errp51 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 27, ptr %errp52, align 8
  %errp53 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v48, ptr %errp53, align 8
  %errp54 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp54, align 8
  ret i32 1

ok50:                                             ; preds = %body44
  %pos55 = mul i64 0, %dim
  %pos56 = add i64 %pos55, %v48
  %inb57 = icmp ult i64 0, %dim21
  br i1 %inb57, label %ok59, label %fail58

fail58:                                           ; preds = %ok50
  %errp60 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 27, ptr %errp61, align 8
  %errp62 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim21, ptr %errp63, align 8
  ret i32 1

ok59:                                             ; preds = %ok50
  %pos64 = mul i64 %pos56, %dim21
  %pos65 = add i64 %pos64, 0
  %elp66 = getelementptr inbounds i64, ptr %buf, i64 %pos65
  %el67 = load i64, ptr %elp66, align 8, !alias.scope !0, !noalias !3
  store i64 %el67, ptr %generate2_84, align 8
  %v68 = load i64, ptr %i, align 8
  %pos69 = mul i64 0, %dim3
  %pos70 = add i64 %pos69, %v68
  %v71 = load i64, ptr %acc_sq0_offsets23_86, align 8
  %elp72 = getelementptr inbounds i64, ptr %buf37, i64 %pos70
  store i64 %v71, ptr %elp72, align 8, !alias.scope !3, !noalias !0
  %v73 = load i64, ptr %acc_sq0_offsets23_86, align 8
  %v74 = load i64, ptr %generate2_84, align 8
  %add75 = add i64 %v73, %v74
  store i64 %add75, ptr %acc_sq0_offsets23_86, align 8
  %i76 = load i64, ptr %i, align 8
  %next77 = add i64 %i76, 1
  store i64 %next77, ptr %i, align 8
  br label %loop43
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets23_86 = alloca i64, align 8
  %started_87 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 320
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %dimp20 = getelementptr inbounds i64, ptr %1, i64 17
  %dim21 = load i64, ptr %dimp20, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %generate2_84 = alloca i64, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 41
  %buf37 = load ptr, ptr %bufp36, align 8
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
  %fits = icmp sle i64 %min, %dim3
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 28, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v7 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %v7 to i128
  %step = sub i128 %at_next, %base
  %step8 = trunc i128 %step to i64
  %step9 = sext i64 %step8 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span10 = sext i64 %span to i128
  %reach = mul i128 %step9, %span10
  %c11 = icmp slt i128 %reach, 0
  %min12 = select i1 %c11, i128 %reach, i128 0
  %c13 = icmp sgt i128 %reach, 0
  %max14 = select i1 %c13, i128 %reach, i128 0
  %least = add i128 %base, %min12
  %most = add i128 %base, %max14
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits15 = and i1 %fits_low, %fits_high
  %least16 = select i1 %fits15, i128 %least, i128 -9223372036854775808
  %most17 = select i1 %fits15, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least16, 0
  %high_ok = icmp slt i128 %most17, %extent
  %ok18 = and i1 true, %low_ok
  %ok19 = and i1 %ok18, %high_ok
  %extent22 = sext i64 %dim21 to i128
  %high_ok23 = icmp slt i128 0, %extent22
  %ok24 = and i1 %ok19, true
  %ok25 = and i1 %ok24, %high_ok23
  br i1 %ok25, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop43

versions_done:                                    ; preds = %exit45, %exit
  %part78 = getelementptr inbounds i8, ptr %6, i64 0
  %acc79 = load i64, ptr %acc_sq0_offsets23_86, align 8
  store i64 %acc79, ptr %part78, align 8
  ret i32 0

loop:                                             ; preds = %body26, %proved
  %i27 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i27, %min
  br i1 %more, label %body26, label %exit

body26:                                           ; preds = %loop
  %v28 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos29 = add i64 %pos, %v28
  %pos30 = mul i64 %pos29, %dim21
  %pos31 = add i64 %pos30, 0
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos31
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %generate2_84, align 8
  %v32 = load i64, ptr %i, align 8
  %pos33 = mul i64 0, %dim3
  %pos34 = add i64 %pos33, %v32
  %v35 = load i64, ptr %acc_sq0_offsets23_86, align 8
  %elp38 = getelementptr inbounds i64, ptr %buf37, i64 %pos34
  store i64 %v35, ptr %elp38, align 8, !alias.scope !3, !noalias !0
  %v39 = load i64, ptr %acc_sq0_offsets23_86, align 8
  %v40 = load i64, ptr %generate2_84, align 8
  %add = add i64 %v39, %v40
  store i64 %add, ptr %acc_sq0_offsets23_86, align 8
  %i41 = load i64, ptr %i, align 8
  %next42 = add i64 %i41, 1
  store i64 %next42, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop43:                                           ; preds = %ok59, %checked
  %i46 = load i64, ptr %i, align 8
  %more47 = icmp slt i64 %i46, %min
  br i1 %more47, label %body44, label %exit45

body44:                                           ; preds = %loop43
  %v48 = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v48, %dim
  br i1 %inb, label %ok50, label %fail49

exit45:                                           ; preds = %loop43
  br label %versions_done

fail49:                                           ; preds = %body44
  %errp51 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 27, ptr %errp52, align 8
  %errp53 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v48, ptr %errp53, align 8
  %errp54 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp54, align 8
  ret i32 1

ok50:                                             ; preds = %body44
  %pos55 = mul i64 0, %dim
  %pos56 = add i64 %pos55, %v48
  %inb57 = icmp ult i64 0, %dim21
  br i1 %inb57, label %ok59, label %fail58

fail58:                                           ; preds = %ok50
  %errp60 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 27, ptr %errp61, align 8
  %errp62 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim21, ptr %errp63, align 8
  ret i32 1

ok59:                                             ; preds = %ok50
  %pos64 = mul i64 %pos56, %dim21
  %pos65 = add i64 %pos64, 0
  %elp66 = getelementptr inbounds i64, ptr %buf, i64 %pos65
  %el67 = load i64, ptr %elp66, align 8, !alias.scope !0, !noalias !3
  store i64 %el67, ptr %generate2_84, align 8
  %v68 = load i64, ptr %i, align 8
  %pos69 = mul i64 0, %dim3
  %pos70 = add i64 %pos69, %v68
  %v71 = load i64, ptr %acc_sq0_offsets23_86, align 8
  %elp72 = getelementptr inbounds i64, ptr %buf37, i64 %pos70
  store i64 %v71, ptr %elp72, align 8, !alias.scope !3, !noalias !0
  %v73 = load i64, ptr %acc_sq0_offsets23_86, align 8
  %v74 = load i64, ptr %generate2_84, align 8
  %add75 = add i64 %v73, %v74
  store i64 %add75, ptr %acc_sq0_offsets23_86, align 8
  %i76 = load i64, ptr %i, align 8
  %next77 = add i64 %i76, 1
  store i64 %next77, ptr %i, align 8
  br label %loop43
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets23_86 = alloca i64, align 8
  %started_87 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 17
  %dim14 = load i64, ptr %dimp13, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %generate2_84 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets23_86, align 8
  store i1 false, ptr %started_87, align 1
  store i64 0, ptr %acc_sq0_offsets23_86, align 8
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, %dim
  %min = select i1 %c1, i64 %5, i64 %dim
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v2 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %v2 to i128
  %step = sub i128 %at_next, %base
  %step3 = trunc i128 %step to i64
  %step4 = sext i64 %step3 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span5 = sext i64 %span to i128
  %reach = mul i128 %step4, %span5
  %c6 = icmp slt i128 %reach, 0
  %min7 = select i1 %c6, i128 %reach, i128 0
  %c8 = icmp sgt i128 %reach, 0
  %max9 = select i1 %c8, i128 %reach, i128 0
  %least = add i128 %base, %min7
  %most = add i128 %base, %max9
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits = and i1 %fits_low, %fits_high
  %least10 = select i1 %fits, i128 %least, i128 -9223372036854775808
  %most11 = select i1 %fits, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least10, 0
  %high_ok = icmp slt i128 %most11, %extent
  %ok = and i1 true, %low_ok
  %ok12 = and i1 %ok, %high_ok
  %extent15 = sext i64 %dim14 to i128
  %high_ok16 = icmp slt i128 0, %extent15
  %ok17 = and i1 %ok12, true
  %ok18 = and i1 %ok17, %high_ok16
  br i1 %ok18, label %proved, label %checked

proved:                                           ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop29

versions_done:                                    ; preds = %exit31, %exit
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets23_86, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0

loop:                                             ; preds = %body19, %proved
  %i20 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i20, %min
  br i1 %more, label %body19, label %exit

body19:                                           ; preds = %loop
  %v21 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos22 = add i64 %pos, %v21
  %pos23 = mul i64 %pos22, %dim14
  %pos24 = add i64 %pos23, 0
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos24
  %el = load i64, ptr %elp, align 8, !alias.scope !0
  store i64 %el, ptr %generate2_84, align 8
  %v25 = load i64, ptr %acc_sq0_offsets23_86, align 8
  %v26 = load i64, ptr %generate2_84, align 8
  %add = add i64 %v25, %v26
  store i64 %add, ptr %acc_sq0_offsets23_86, align 8
  %i27 = load i64, ptr %i, align 8
  %next28 = add i64 %i27, 1
  store i64 %next28, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop29:                                           ; preds = %ok43, %checked
  %i32 = load i64, ptr %i, align 8
  %more33 = icmp slt i64 %i32, %min
  br i1 %more33, label %body30, label %exit31

body30:                                           ; preds = %loop29
  %v34 = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v34, %dim
  br i1 %inb, label %ok35, label %fail

exit31:                                           ; preds = %loop29
  br label %versions_done

fail:                                             ; preds = %body30
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 27, ptr %errp36, align 8
  %errp37 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v34, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp38, align 8
  ret i32 1

ok35:                                             ; preds = %body30
  %pos39 = mul i64 0, %dim
  %pos40 = add i64 %pos39, %v34
  %inb41 = icmp ult i64 0, %dim14
  br i1 %inb41, label %ok43, label %fail42

fail42:                                           ; preds = %ok35
  %errp44 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 27, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim14, ptr %errp47, align 8
  ret i32 1

ok43:                                             ; preds = %ok35
  %pos48 = mul i64 %pos40, %dim14
  %pos49 = add i64 %pos48, 0
  %elp50 = getelementptr inbounds i64, ptr %buf, i64 %pos49
  %el51 = load i64, ptr %elp50, align 8, !alias.scope !0
  store i64 %el51, ptr %generate2_84, align 8
  %v52 = load i64, ptr %acc_sq0_offsets23_86, align 8
  %v53 = load i64, ptr %generate2_84, align 8
  %add54 = add i64 %v52, %v53
  store i64 %add54, ptr %acc_sq0_offsets23_86, align 8
  %i55 = load i64, ptr %i, align 8
  %next56 = add i64 %i55, 1
  store i64 %next56, ptr %i, align 8
  br label %loop29
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets23_86 = alloca i64, align 8
  %started_87 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
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
!1 = !{!"fuselab.buf.2", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.41", !2}

; cluster c20: unit6
; ModuleID = 'pagerank_seq_c20'
source_filename = "pagerank_seq_c20"
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

; cluster c21: unit7
; ModuleID = 'pagerank_seq_c21'
source_filename = "pagerank_seq_c21"
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

; cluster c22: sq0_c21
; ModuleID = 'pagerank_seq_c22'
source_filename = "pagerank_seq_c22"
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

; cluster c23: Diagonal(sq0_lengths25, sq0_offsets29)
; ModuleID = 'pagerank_seq_c23'
source_filename = "pagerank_seq_c23"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_sq0_offsets29_104 = alloca i64, align 8
  %sq0_lengths25_101 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_sq0_offsets29_104, align 8
  store i64 %b, ptr %sq0_lengths25_101, align 8
  %v = load i64, ptr %acc_sq0_offsets29_104, align 8
  %v1 = load i64, ptr %sq0_lengths25_101, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 46
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_103 = alloca i64, align 8
  %acc_sq0_offsets29_104 = alloca i64, align 8
  %started_105 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 376
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 392
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp28 = getelementptr inbounds i64, ptr %1, i64 16
  %dim29 = load i64, ptr %dimp28, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 17
  %dim33 = load i64, ptr %dimp32, align 8
  %bufp46 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf47 = load ptr, ptr %bufp46, align 8
  %sq0_lengths25_101 = alloca i64, align 8
  %bufp54 = getelementptr inbounds ptr, ptr %0, i64 48
  %buf55 = load ptr, ptr %bufp54, align 8
  %bufp61 = getelementptr inbounds ptr, ptr %0, i64 51
  %buf62 = load ptr, ptr %bufp61, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_103, align 8
  store i64 0, ptr %acc_sq0_offsets29_104, align 8
  store i1 false, ptr %started_105, align 1
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
  %v = load i64, ptr %the_sq0_103, align 8
  %v14 = load i64, ptr %i, align 8
  %add = add i64 %v, %v14
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v15 = load i64, ptr %the_sq0_103, align 8
  %v16 = load i64, ptr %i, align 8
  %add17 = add i64 %v15, %v16
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %add17 to i128
  %step = sub i128 %at_next, %base
  %step18 = trunc i128 %step to i64
  %step19 = sext i64 %step18 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span20 = sext i64 %span to i128
  %reach = mul i128 %step19, %span20
  %c21 = icmp slt i128 %reach, 0
  %min22 = select i1 %c21, i128 %reach, i128 0
  %c23 = icmp sgt i128 %reach, 0
  %max24 = select i1 %c23, i128 %reach, i128 0
  %least = add i128 %base, %min22
  %most = add i128 %base, %max24
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits25 = and i1 %fits_low, %fits_high
  %least26 = select i1 %fits25, i128 %least, i128 -9223372036854775808
  %most27 = select i1 %fits25, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim29 to i128
  %low_ok = icmp sge i128 %least26, 0
  %high_ok = icmp slt i128 %most27, %extent
  %ok30 = and i1 true, %low_ok
  %ok31 = and i1 %ok30, %high_ok
  %extent34 = sext i64 %dim33 to i128
  %high_ok35 = icmp slt i128 0, %extent34
  %ok36 = and i1 %ok31, true
  %ok37 = and i1 %ok36, %high_ok35
  br i1 %ok37, label %proved, label %checked

proved:                                           ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop69

versions_done:                                    ; preds = %exit71, %exit
  %inb111 = icmp ult i64 %dim, %dim6
  br i1 %inb111, label %ok113, label %fail112

loop:                                             ; preds = %body38, %proved
  %i39 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i39, %min
  br i1 %more, label %body38, label %exit

body38:                                           ; preds = %loop
  %v40 = load i64, ptr %the_sq0_103, align 8
  %v41 = load i64, ptr %i, align 8
  %add42 = add i64 %v40, %v41
  %pos = mul i64 0, %dim29
  %pos43 = add i64 %pos, %add42
  %pos44 = mul i64 %pos43, %dim33
  %pos45 = add i64 %pos44, 0
  %elp48 = getelementptr inbounds i64, ptr %buf47, i64 %pos45
  %el49 = load i64, ptr %elp48, align 8, !alias.scope !7, !noalias !8
  store i64 %el49, ptr %sq0_lengths25_101, align 8
  %v50 = load i64, ptr %i, align 8
  %pos51 = mul i64 0, %dim
  %pos52 = add i64 %pos51, %v50
  %v53 = load i64, ptr %sq0_lengths25_101, align 8
  %elp56 = getelementptr inbounds i64, ptr %buf55, i64 %pos52
  store i64 %v53, ptr %elp56, align 8, !alias.scope !9, !noalias !10
  %v57 = load i64, ptr %i, align 8
  %pos58 = mul i64 0, %dim6
  %pos59 = add i64 %pos58, %v57
  %v60 = load i64, ptr %acc_sq0_offsets29_104, align 8
  %elp63 = getelementptr inbounds i64, ptr %buf62, i64 %pos59
  store i64 %v60, ptr %elp63, align 8, !alias.scope !11, !noalias !12
  %v64 = load i64, ptr %acc_sq0_offsets29_104, align 8
  %v65 = load i64, ptr %sq0_lengths25_101, align 8
  %add66 = add i64 %v64, %v65
  store i64 %add66, ptr %acc_sq0_offsets29_104, align 8
  %i67 = load i64, ptr %i, align 8
  %next68 = add i64 %i67, 1
  store i64 %next68, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop69:                                           ; preds = %ok87, %checked
  %i72 = load i64, ptr %i, align 8
  %more73 = icmp slt i64 %i72, %min
  br i1 %more73, label %body70, label %exit71

body70:                                           ; preds = %loop69
  %v74 = load i64, ptr %the_sq0_103, align 8
  %v75 = load i64, ptr %i, align 8
  %add76 = add i64 %v74, %v75
  %inb = icmp ult i64 %add76, %dim29
  br i1 %inb, label %ok78, label %fail77

exit71:                                           ; preds = %loop69
  br label %versions_done

fail77:                                           ; preds = %body70
  %errp79 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 32, ptr %errp80, align 8
  %errp81 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add76, ptr %errp81, align 8
  %errp82 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim29, ptr %errp82, align 8
  ret i32 1

ok78:                                             ; preds = %body70
  %pos83 = mul i64 0, %dim29
  %pos84 = add i64 %pos83, %add76
  %inb85 = icmp ult i64 0, %dim33
  br i1 %inb85, label %ok87, label %fail86

fail86:                                           ; preds = %ok78
  %errp88 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp88, align 8
  %errp89 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 32, ptr %errp89, align 8
  %errp90 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp90, align 8
  %errp91 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp91, align 8
  ret i32 1

ok87:                                             ; preds = %ok78
  %pos92 = mul i64 %pos84, %dim33
  %pos93 = add i64 %pos92, 0
  %elp94 = getelementptr inbounds i64, ptr %buf47, i64 %pos93
  %el95 = load i64, ptr %elp94, align 8, !alias.scope !7, !noalias !8
  store i64 %el95, ptr %sq0_lengths25_101, align 8
  %v96 = load i64, ptr %i, align 8
  %pos97 = mul i64 0, %dim
  %pos98 = add i64 %pos97, %v96
  %v99 = load i64, ptr %sq0_lengths25_101, align 8
  %elp100 = getelementptr inbounds i64, ptr %buf55, i64 %pos98
  store i64 %v99, ptr %elp100, align 8, !alias.scope !9, !noalias !10
  %v101 = load i64, ptr %i, align 8
  %pos102 = mul i64 0, %dim6
  %pos103 = add i64 %pos102, %v101
  %v104 = load i64, ptr %acc_sq0_offsets29_104, align 8
  %elp105 = getelementptr inbounds i64, ptr %buf62, i64 %pos103
  store i64 %v104, ptr %elp105, align 8, !alias.scope !11, !noalias !12
  %v106 = load i64, ptr %acc_sq0_offsets29_104, align 8
  %v107 = load i64, ptr %sq0_lengths25_101, align 8
  %add108 = add i64 %v106, %v107
  store i64 %add108, ptr %acc_sq0_offsets29_104, align 8
  %i109 = load i64, ptr %i, align 8
  %next110 = add i64 %i109, 1
  store i64 %next110, ptr %i, align 8
  br label %loop69

fail112:                                          ; preds = %versions_done
  %errp114 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp114, align 8
  %errp115 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 34, ptr %errp115, align 8
  %errp116 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp116, align 8
  %errp117 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp117, align 8
  ret i32 1

ok113:                                            ; preds = %versions_done
  %pos118 = mul i64 0, %dim6
  %pos119 = add i64 %pos118, %dim
  %v120 = load i64, ptr %acc_sq0_offsets29_104, align 8
  %elp121 = getelementptr inbounds i64, ptr %buf62, i64 %pos119
  store i64 %v120, ptr %elp121, align 8, !alias.scope !11, !noalias !12
  ret i32 0
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 46
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_103 = alloca i64, align 8
  %acc_sq0_offsets29_104 = alloca i64, align 8
  %started_105 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 376
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 392
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp28 = getelementptr inbounds i64, ptr %1, i64 16
  %dim29 = load i64, ptr %dimp28, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 17
  %dim33 = load i64, ptr %dimp32, align 8
  %bufp46 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf47 = load ptr, ptr %bufp46, align 8
  %sq0_lengths25_101 = alloca i64, align 8
  %bufp54 = getelementptr inbounds ptr, ptr %0, i64 48
  %buf55 = load ptr, ptr %bufp54, align 8
  %bufp61 = getelementptr inbounds ptr, ptr %0, i64 51
  %buf62 = load ptr, ptr %bufp61, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_103, align 8
  store i64 0, ptr %acc_sq0_offsets29_104, align 8
  store i1 false, ptr %started_105, align 1
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
  %v = load i64, ptr %the_sq0_103, align 8
  %v14 = load i64, ptr %i, align 8
  %add = add i64 %v, %v14
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v15 = load i64, ptr %the_sq0_103, align 8
  %v16 = load i64, ptr %i, align 8
  %add17 = add i64 %v15, %v16
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %add17 to i128
  %step = sub i128 %at_next, %base
  %step18 = trunc i128 %step to i64
  %step19 = sext i64 %step18 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span20 = sext i64 %span to i128
  %reach = mul i128 %step19, %span20
  %c21 = icmp slt i128 %reach, 0
  %min22 = select i1 %c21, i128 %reach, i128 0
  %c23 = icmp sgt i128 %reach, 0
  %max24 = select i1 %c23, i128 %reach, i128 0
  %least = add i128 %base, %min22
  %most = add i128 %base, %max24
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits25 = and i1 %fits_low, %fits_high
  %least26 = select i1 %fits25, i128 %least, i128 -9223372036854775808
  %most27 = select i1 %fits25, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim29 to i128
  %low_ok = icmp sge i128 %least26, 0
  %high_ok = icmp slt i128 %most27, %extent
  %ok30 = and i1 true, %low_ok
  %ok31 = and i1 %ok30, %high_ok
  %extent34 = sext i64 %dim33 to i128
  %high_ok35 = icmp slt i128 0, %extent34
  %ok36 = and i1 %ok31, true
  %ok37 = and i1 %ok36, %high_ok35
  br i1 %ok37, label %proved, label %checked

proved:                                           ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop69

versions_done:                                    ; preds = %exit71, %exit
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets29_104, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0

loop:                                             ; preds = %body38, %proved
  %i39 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i39, %min
  br i1 %more, label %body38, label %exit

body38:                                           ; preds = %loop
  %v40 = load i64, ptr %the_sq0_103, align 8
  %v41 = load i64, ptr %i, align 8
  %add42 = add i64 %v40, %v41
  %pos = mul i64 0, %dim29
  %pos43 = add i64 %pos, %add42
  %pos44 = mul i64 %pos43, %dim33
  %pos45 = add i64 %pos44, 0
  %elp48 = getelementptr inbounds i64, ptr %buf47, i64 %pos45
  %el49 = load i64, ptr %elp48, align 8, !alias.scope !7, !noalias !8
  store i64 %el49, ptr %sq0_lengths25_101, align 8
  %v50 = load i64, ptr %i, align 8
  %pos51 = mul i64 0, %dim
  %pos52 = add i64 %pos51, %v50
  %v53 = load i64, ptr %sq0_lengths25_101, align 8
  %elp56 = getelementptr inbounds i64, ptr %buf55, i64 %pos52
  store i64 %v53, ptr %elp56, align 8, !alias.scope !9, !noalias !10
  %v57 = load i64, ptr %i, align 8
  %pos58 = mul i64 0, %dim6
  %pos59 = add i64 %pos58, %v57
  %v60 = load i64, ptr %acc_sq0_offsets29_104, align 8
  %elp63 = getelementptr inbounds i64, ptr %buf62, i64 %pos59
  store i64 %v60, ptr %elp63, align 8, !alias.scope !11, !noalias !12
  %v64 = load i64, ptr %acc_sq0_offsets29_104, align 8
  %v65 = load i64, ptr %sq0_lengths25_101, align 8
  %add66 = add i64 %v64, %v65
  store i64 %add66, ptr %acc_sq0_offsets29_104, align 8
  %i67 = load i64, ptr %i, align 8
  %next68 = add i64 %i67, 1
  store i64 %next68, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop69:                                           ; preds = %ok87, %checked
  %i72 = load i64, ptr %i, align 8
  %more73 = icmp slt i64 %i72, %min
  br i1 %more73, label %body70, label %exit71

body70:                                           ; preds = %loop69
  %v74 = load i64, ptr %the_sq0_103, align 8
  %v75 = load i64, ptr %i, align 8
  %add76 = add i64 %v74, %v75
  %inb = icmp ult i64 %add76, %dim29
  br i1 %inb, label %ok78, label %fail77

exit71:                                           ; preds = %loop69
  br label %versions_done

fail77:                                           ; preds = %body70
  %errp79 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 32, ptr %errp80, align 8
  %errp81 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add76, ptr %errp81, align 8
  %errp82 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim29, ptr %errp82, align 8
  ret i32 1

ok78:                                             ; preds = %body70
  %pos83 = mul i64 0, %dim29
  %pos84 = add i64 %pos83, %add76
  %inb85 = icmp ult i64 0, %dim33
  br i1 %inb85, label %ok87, label %fail86

fail86:                                           ; preds = %ok78
  %errp88 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp88, align 8
  %errp89 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 32, ptr %errp89, align 8
  %errp90 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp90, align 8
  %errp91 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp91, align 8
  ret i32 1

ok87:                                             ; preds = %ok78
  %pos92 = mul i64 %pos84, %dim33
  %pos93 = add i64 %pos92, 0
  %elp94 = getelementptr inbounds i64, ptr %buf47, i64 %pos93
  %el95 = load i64, ptr %elp94, align 8, !alias.scope !7, !noalias !8
  store i64 %el95, ptr %sq0_lengths25_101, align 8
  %v96 = load i64, ptr %i, align 8
  %pos97 = mul i64 0, %dim
  %pos98 = add i64 %pos97, %v96
  %v99 = load i64, ptr %sq0_lengths25_101, align 8
  %elp100 = getelementptr inbounds i64, ptr %buf55, i64 %pos98
  store i64 %v99, ptr %elp100, align 8, !alias.scope !9, !noalias !10
  %v101 = load i64, ptr %i, align 8
  %pos102 = mul i64 0, %dim6
  %pos103 = add i64 %pos102, %v101
  %v104 = load i64, ptr %acc_sq0_offsets29_104, align 8
  %elp105 = getelementptr inbounds i64, ptr %buf62, i64 %pos103
  store i64 %v104, ptr %elp105, align 8, !alias.scope !11, !noalias !12
  %v106 = load i64, ptr %acc_sq0_offsets29_104, align 8
  %v107 = load i64, ptr %sq0_lengths25_101, align 8
  %add108 = add i64 %v106, %v107
  store i64 %add108, ptr %acc_sq0_offsets29_104, align 8
  %i109 = load i64, ptr %i, align 8
  %next110 = add i64 %i109, 1
  store i64 %next110, ptr %i, align 8
  br label %loop69
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 46
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_103 = alloca i64, align 8
  %acc_sq0_offsets29_104 = alloca i64, align 8
  %started_105 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 376
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 392
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp28 = getelementptr inbounds i64, ptr %1, i64 16
  %dim29 = load i64, ptr %dimp28, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 17
  %dim33 = load i64, ptr %dimp32, align 8
  %bufp46 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf47 = load ptr, ptr %bufp46, align 8
  %sq0_lengths25_101 = alloca i64, align 8
  %bufp54 = getelementptr inbounds ptr, ptr %0, i64 48
  %buf55 = load ptr, ptr %bufp54, align 8
  %bufp61 = getelementptr inbounds ptr, ptr %0, i64 51
  %buf62 = load ptr, ptr %bufp61, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_103, align 8
  store i64 0, ptr %acc_sq0_offsets29_104, align 8
  store i1 false, ptr %started_105, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets29_104, align 8
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
  %v = load i64, ptr %the_sq0_103, align 8
  %v14 = load i64, ptr %i, align 8
  %add = add i64 %v, %v14
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v15 = load i64, ptr %the_sq0_103, align 8
  %v16 = load i64, ptr %i, align 8
  %add17 = add i64 %v15, %v16
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %add17 to i128
  %step = sub i128 %at_next, %base
  %step18 = trunc i128 %step to i64
  %step19 = sext i64 %step18 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span20 = sext i64 %span to i128
  %reach = mul i128 %step19, %span20
  %c21 = icmp slt i128 %reach, 0
  %min22 = select i1 %c21, i128 %reach, i128 0
  %c23 = icmp sgt i128 %reach, 0
  %max24 = select i1 %c23, i128 %reach, i128 0
  %least = add i128 %base, %min22
  %most = add i128 %base, %max24
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits25 = and i1 %fits_low, %fits_high
  %least26 = select i1 %fits25, i128 %least, i128 -9223372036854775808
  %most27 = select i1 %fits25, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim29 to i128
  %low_ok = icmp sge i128 %least26, 0
  %high_ok = icmp slt i128 %most27, %extent
  %ok30 = and i1 true, %low_ok
  %ok31 = and i1 %ok30, %high_ok
  %extent34 = sext i64 %dim33 to i128
  %high_ok35 = icmp slt i128 0, %extent34
  %ok36 = and i1 %ok31, true
  %ok37 = and i1 %ok36, %high_ok35
  br i1 %ok37, label %proved, label %checked

proved:                                           ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop69

versions_done:                                    ; preds = %exit71, %exit
  %part111 = getelementptr inbounds i8, ptr %6, i64 0
  %acc112 = load i64, ptr %acc_sq0_offsets29_104, align 8
  store i64 %acc112, ptr %part111, align 8
  ret i32 0

loop:                                             ; preds = %body38, %proved
  %i39 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i39, %min
  br i1 %more, label %body38, label %exit

body38:                                           ; preds = %loop
  %v40 = load i64, ptr %the_sq0_103, align 8
  %v41 = load i64, ptr %i, align 8
  %add42 = add i64 %v40, %v41
  %pos = mul i64 0, %dim29
  %pos43 = add i64 %pos, %add42
  %pos44 = mul i64 %pos43, %dim33
  %pos45 = add i64 %pos44, 0
  %elp48 = getelementptr inbounds i64, ptr %buf47, i64 %pos45
  %el49 = load i64, ptr %elp48, align 8, !alias.scope !7, !noalias !8
  store i64 %el49, ptr %sq0_lengths25_101, align 8
  %v50 = load i64, ptr %i, align 8
  %pos51 = mul i64 0, %dim
  %pos52 = add i64 %pos51, %v50
  %v53 = load i64, ptr %sq0_lengths25_101, align 8
  %elp56 = getelementptr inbounds i64, ptr %buf55, i64 %pos52
  store i64 %v53, ptr %elp56, align 8, !alias.scope !9, !noalias !10
  %v57 = load i64, ptr %i, align 8
  %pos58 = mul i64 0, %dim6
  %pos59 = add i64 %pos58, %v57
  %v60 = load i64, ptr %acc_sq0_offsets29_104, align 8
  %elp63 = getelementptr inbounds i64, ptr %buf62, i64 %pos59
  store i64 %v60, ptr %elp63, align 8, !alias.scope !11, !noalias !12
  %v64 = load i64, ptr %acc_sq0_offsets29_104, align 8
  %v65 = load i64, ptr %sq0_lengths25_101, align 8
  %add66 = add i64 %v64, %v65
  store i64 %add66, ptr %acc_sq0_offsets29_104, align 8
  %i67 = load i64, ptr %i, align 8
  %next68 = add i64 %i67, 1
  store i64 %next68, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop69:                                           ; preds = %ok87, %checked
  %i72 = load i64, ptr %i, align 8
  %more73 = icmp slt i64 %i72, %min
  br i1 %more73, label %body70, label %exit71

body70:                                           ; preds = %loop69
  %v74 = load i64, ptr %the_sq0_103, align 8
  %v75 = load i64, ptr %i, align 8
  %add76 = add i64 %v74, %v75
  %inb = icmp ult i64 %add76, %dim29
  br i1 %inb, label %ok78, label %fail77

exit71:                                           ; preds = %loop69
  br label %versions_done

fail77:                                           ; preds = %body70
  %errp79 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 32, ptr %errp80, align 8
  %errp81 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add76, ptr %errp81, align 8
  %errp82 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim29, ptr %errp82, align 8
  ret i32 1

ok78:                                             ; preds = %body70
  %pos83 = mul i64 0, %dim29
  %pos84 = add i64 %pos83, %add76
  %inb85 = icmp ult i64 0, %dim33
  br i1 %inb85, label %ok87, label %fail86

fail86:                                           ; preds = %ok78
  %errp88 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp88, align 8
  %errp89 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 32, ptr %errp89, align 8
  %errp90 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp90, align 8
  %errp91 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp91, align 8
  ret i32 1

ok87:                                             ; preds = %ok78
  %pos92 = mul i64 %pos84, %dim33
  %pos93 = add i64 %pos92, 0
  %elp94 = getelementptr inbounds i64, ptr %buf47, i64 %pos93
  %el95 = load i64, ptr %elp94, align 8, !alias.scope !7, !noalias !8
  store i64 %el95, ptr %sq0_lengths25_101, align 8
  %v96 = load i64, ptr %i, align 8
  %pos97 = mul i64 0, %dim
  %pos98 = add i64 %pos97, %v96
  %v99 = load i64, ptr %sq0_lengths25_101, align 8
  %elp100 = getelementptr inbounds i64, ptr %buf55, i64 %pos98
  store i64 %v99, ptr %elp100, align 8, !alias.scope !9, !noalias !10
  %v101 = load i64, ptr %i, align 8
  %pos102 = mul i64 0, %dim6
  %pos103 = add i64 %pos102, %v101
  %v104 = load i64, ptr %acc_sq0_offsets29_104, align 8
  %elp105 = getelementptr inbounds i64, ptr %buf62, i64 %pos103
  store i64 %v104, ptr %elp105, align 8, !alias.scope !11, !noalias !12
  %v106 = load i64, ptr %acc_sq0_offsets29_104, align 8
  %v107 = load i64, ptr %sq0_lengths25_101, align 8
  %add108 = add i64 %v106, %v107
  store i64 %add108, ptr %acc_sq0_offsets29_104, align 8
  %i109 = load i64, ptr %i, align 8
  %next110 = add i64 %i109, 1
  store i64 %next110, ptr %i, align 8
  br label %loop69
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 46
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_103 = alloca i64, align 8
  %acc_sq0_offsets29_104 = alloca i64, align 8
  %started_105 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 376
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp15 = getelementptr inbounds i64, ptr %1, i64 16
  %dim16 = load i64, ptr %dimp15, align 8
  %dimp18 = getelementptr inbounds i64, ptr %1, i64 17
  %dim19 = load i64, ptr %dimp18, align 8
  %bufp32 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf33 = load ptr, ptr %bufp32, align 8
  %sq0_lengths25_101 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !7
  store i64 %el, ptr %the_sq0_103, align 8
  store i64 0, ptr %acc_sq0_offsets29_104, align 8
  store i1 false, ptr %started_105, align 1
  store i64 0, ptr %acc_sq0_offsets29_104, align 8
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, %dim
  %min = select i1 %c1, i64 %5, i64 %dim
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %the_sq0_103, align 8
  %v2 = load i64, ptr %i, align 8
  %add = add i64 %v, %v2
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v3 = load i64, ptr %the_sq0_103, align 8
  %v4 = load i64, ptr %i, align 8
  %add5 = add i64 %v3, %v4
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %add5 to i128
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
  %fits = and i1 %fits_low, %fits_high
  %least13 = select i1 %fits, i128 %least, i128 -9223372036854775808
  %most14 = select i1 %fits, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim16 to i128
  %low_ok = icmp sge i128 %least13, 0
  %high_ok = icmp slt i128 %most14, %extent
  %ok = and i1 true, %low_ok
  %ok17 = and i1 %ok, %high_ok
  %extent20 = sext i64 %dim19 to i128
  %high_ok21 = icmp slt i128 0, %extent20
  %ok22 = and i1 %ok17, true
  %ok23 = and i1 %ok22, %high_ok21
  br i1 %ok23, label %proved, label %checked

proved:                                           ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop41

versions_done:                                    ; preds = %exit43, %exit
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets29_104, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0

loop:                                             ; preds = %body24, %proved
  %i25 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i25, %min
  br i1 %more, label %body24, label %exit

body24:                                           ; preds = %loop
  %v26 = load i64, ptr %the_sq0_103, align 8
  %v27 = load i64, ptr %i, align 8
  %add28 = add i64 %v26, %v27
  %pos = mul i64 0, %dim16
  %pos29 = add i64 %pos, %add28
  %pos30 = mul i64 %pos29, %dim19
  %pos31 = add i64 %pos30, 0
  %elp34 = getelementptr inbounds i64, ptr %buf33, i64 %pos31
  %el35 = load i64, ptr %elp34, align 8, !alias.scope !7, !noalias !0
  store i64 %el35, ptr %sq0_lengths25_101, align 8
  %v36 = load i64, ptr %acc_sq0_offsets29_104, align 8
  %v37 = load i64, ptr %sq0_lengths25_101, align 8
  %add38 = add i64 %v36, %v37
  store i64 %add38, ptr %acc_sq0_offsets29_104, align 8
  %i39 = load i64, ptr %i, align 8
  %next40 = add i64 %i39, 1
  store i64 %next40, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop41:                                           ; preds = %ok57, %checked
  %i44 = load i64, ptr %i, align 8
  %more45 = icmp slt i64 %i44, %min
  br i1 %more45, label %body42, label %exit43

body42:                                           ; preds = %loop41
  %v46 = load i64, ptr %the_sq0_103, align 8
  %v47 = load i64, ptr %i, align 8
  %add48 = add i64 %v46, %v47
  %inb = icmp ult i64 %add48, %dim16
  br i1 %inb, label %ok49, label %fail

exit43:                                           ; preds = %loop41
  br label %versions_done

fail:                                             ; preds = %body42
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp50 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 32, ptr %errp50, align 8
  %errp51 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add48, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim16, ptr %errp52, align 8
  ret i32 1

ok49:                                             ; preds = %body42
  %pos53 = mul i64 0, %dim16
  %pos54 = add i64 %pos53, %add48
  %inb55 = icmp ult i64 0, %dim19
  br i1 %inb55, label %ok57, label %fail56

fail56:                                           ; preds = %ok49
  %errp58 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp58, align 8
  %errp59 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 32, ptr %errp59, align 8
  %errp60 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim19, ptr %errp61, align 8
  ret i32 1

ok57:                                             ; preds = %ok49
  %pos62 = mul i64 %pos54, %dim19
  %pos63 = add i64 %pos62, 0
  %elp64 = getelementptr inbounds i64, ptr %buf33, i64 %pos63
  %el65 = load i64, ptr %elp64, align 8, !alias.scope !7, !noalias !0
  store i64 %el65, ptr %sq0_lengths25_101, align 8
  %v66 = load i64, ptr %acc_sq0_offsets29_104, align 8
  %v67 = load i64, ptr %sq0_lengths25_101, align 8
  %add68 = add i64 %v66, %v67
  store i64 %add68, ptr %acc_sq0_offsets29_104, align 8
  %i69 = load i64, ptr %i, align 8
  %next70 = add i64 %i69, 1
  store i64 %next70, ptr %i, align 8
  br label %loop41
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 46
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_103 = alloca i64, align 8
  %acc_sq0_offsets29_104 = alloca i64, align 8
  %started_105 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 376
  %dim = load i64, ptr %dimp, align 8
  %dimp1 = getelementptr inbounds i64, ptr %1, i64 392
  %dim2 = load i64, ptr %dimp1, align 8
  %bufp7 = getelementptr inbounds ptr, ptr %0, i64 51
  %buf8 = load ptr, ptr %bufp7, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !11
  store i64 %el, ptr %the_sq0_103, align 8
  store i64 0, ptr %acc_sq0_offsets29_104, align 8
  store i1 false, ptr %started_105, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets29_104, align 8
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
  %v = load i64, ptr %acc_sq0_offsets29_104, align 8
  %elp9 = getelementptr inbounds i64, ptr %buf8, i64 %pos6
  store i64 %v, ptr %elp9, align 8, !alias.scope !11, !noalias !0
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.46", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.2", !2}
!5 = !{!"fuselab.buf.48", !2}
!6 = !{!"fuselab.buf.51", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !1, !5}

; cluster c24: Vertical(sq0_values27, Horizontal(Vertical(sq0_m30, sq0_m32), sq0_m31))
; ModuleID = 'pagerank_seq_c24'
source_filename = "pagerank_seq_c24"
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
  %bufp = getelementptr inbounds ptr, ptr %0, i64 46
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_112 = alloca i64, align 8
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 384
  %dim14 = load i64, ptr %dimp13, align 8
  %i = alloca i64, align 8
  %dimp30 = getelementptr inbounds i64, ptr %1, i64 320
  %dim31 = load i64, ptr %dimp30, align 8
  %bufp39 = getelementptr inbounds ptr, ptr %0, i64 41
  %buf40 = load ptr, ptr %bufp39, align 8
  %dimp44 = getelementptr inbounds i64, ptr %1, i64 8
  %dim45 = load i64, ptr %dimp44, align 8
  %bufp55 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf56 = load ptr, ptr %bufp55, align 8
  %bufp59 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf60 = load ptr, ptr %bufp59, align 8
  %sq0_values27_110 = alloca { i64, i64 }, align 8
  %sq0_115.0 = alloca i64, align 8
  %sq0_115.1 = alloca i64, align 8
  %sq0_m30_113 = alloca i64, align 8
  %dimp106 = getelementptr inbounds i64, ptr %1, i64 296
  %dim107 = load i64, ptr %dimp106, align 8
  %bufp117 = getelementptr inbounds ptr, ptr %0, i64 38
  %buf118 = load ptr, ptr %bufp117, align 8
  %sq0_m32_119 = alloca double, align 8
  %bufp125 = getelementptr inbounds ptr, ptr %0, i64 54
  %buf126 = load ptr, ptr %bufp125, align 8
  %sq0_124.0 = alloca i64, align 8
  %sq0_124.1 = alloca i64, align 8
  %sq0_m31_122 = alloca i64, align 8
  %bufp193 = getelementptr inbounds ptr, ptr %0, i64 53
  %buf194 = load ptr, ptr %bufp193, align 8
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
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_112, align 8
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
  store i64 37, ptr %errp16, align 8
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
  br label %loop197

divisors_done:                                    ; preds = %exit199, %exit
  ret i32 0

loop:                                             ; preds = %ok135, %small_divisors
  %i29 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i29, %min
  br i1 %more, label %body28, label %exit

body28:                                           ; preds = %loop
  %v = load i64, ptr %the_sq0_112, align 8
  %inb = icmp ult i64 %v, %dim31
  br i1 %inb, label %ok33, label %fail32

exit:                                             ; preds = %loop
  br label %divisors_done

fail32:                                           ; preds = %body28
  %errp34 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 33, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp36, align 8
  %errp37 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim31, ptr %errp37, align 8
  ret i32 1

ok33:                                             ; preds = %body28
  %pos = mul i64 0, %dim31
  %pos38 = add i64 %pos, %v
  %elp41 = getelementptr inbounds i64, ptr %buf40, i64 %pos38
  %el42 = load i64, ptr %elp41, align 8, !alias.scope !10, !noalias !11
  %v43 = load i64, ptr %i, align 8
  %add = add i64 %el42, %v43
  %inb46 = icmp ult i64 %add, %dim45
  br i1 %inb46, label %ok48, label %fail47

fail47:                                           ; preds = %ok33
  %errp49 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp49, align 8
  %errp50 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 33, ptr %errp50, align 8
  %errp51 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim45, ptr %errp52, align 8
  ret i32 1

ok48:                                             ; preds = %ok33
  %pos53 = mul i64 0, %dim45
  %pos54 = add i64 %pos53, %add
  %elp57 = getelementptr inbounds i64, ptr %buf56, i64 %pos54
  %el58 = load i64, ptr %elp57, align 8, !alias.scope !12, !noalias !13
  %tup = insertvalue { i64, i64 } undef, i64 %el58, 0
  %elp61 = getelementptr inbounds i64, ptr %buf60, i64 %pos54
  %el62 = load i64, ptr %elp61, align 8, !alias.scope !14, !noalias !15
  %tup63 = insertvalue { i64, i64 } %tup, i64 %el62, 1
  store { i64, i64 } %tup63, ptr %sq0_values27_110, align 8
  %fldp = getelementptr inbounds { i64, i64 }, ptr %sq0_values27_110, i32 0, i32 0
  %fldp64 = getelementptr inbounds { i64, i64 }, ptr %sq0_values27_110, i32 0, i32 0
  %fld = load i64, ptr %fldp64, align 8
  store i64 %fld, ptr %sq0_115.0, align 8
  %fldp65 = getelementptr inbounds { i64, i64 }, ptr %sq0_values27_110, i32 0, i32 1
  %fldp66 = getelementptr inbounds { i64, i64 }, ptr %sq0_values27_110, i32 0, i32 1
  %fld67 = load i64, ptr %fldp66, align 8
  store i64 %fld67, ptr %sq0_115.1, align 8
  %v68 = load i64, ptr %sq0_115.0, align 8
  %mul = mul i64 %v68, 1000003
  %v69 = load i64, ptr %"%n_dim0", align 8
  %nz = icmp ne i64 %v69, 0
  br i1 %nz, label %ok71, label %fail70

fail70:                                           ; preds = %ok48
  %errp72 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp72, align 8
  %errp73 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 35, ptr %errp73, align 8
  %errp74 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul, ptr %errp74, align 8
  %errp75 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v69, ptr %errp75, align 8
  ret i32 1

ok71:                                             ; preds = %ok48
  %d_word76 = load i64, ptr %d_word, align 8
  %d_word77 = load i64, ptr %d_word5, align 8
  %d_word78 = load i64, ptr %d_word6, align 8
  %d_word79 = load i64, ptr %d_word7, align 8
  %d_word80 = load i64, ptr %d_word8, align 8
  %d_word81 = load i64, ptr %d_word9, align 8
  %d_word82 = load i64, ptr %d_word10, align 8
  %d_word83 = load i64, ptr %d_word11, align 8
  %d_word84 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %mul, 63
  %xf = xor i64 %mul, %xs
  %ax = sub i64 %xf, %xs
  %bf = bitcast i64 %d_word82 to double
  %inv = bitcast i64 %d_word83 to double
  %wrap = bitcast i64 %d_word84 to double
  %ah = lshr i64 %ax, 32
  %ah85 = or i64 %ah, 4841369599423283200
  %ah86 = bitcast i64 %ah85 to double
  %ah87 = fsub double %ah86, 0x4330000000000000
  %al = and i64 %ax, 4294967295
  %al88 = or i64 %al, 4841369599423283200
  %al89 = bitcast i64 %al88 to double
  %al90 = fsub double %al89, 0x4330000000000000
  %ah_wrap = fmul double %ah87, %wrap
  %s = fadd double %ah_wrap, %al90
  %p = fmul double %s, %inv
  %q = call double @llvm.trunc.f64(double %p)
  %qb = fmul double %q, %bf
  %r = fsub double %s, %qb
  %low = fcmp olt double %r, 0.000000e+00
  %q91 = fsub double %q, 1.000000e+00
  %q92 = select i1 %low, double %q91, double %q
  %r93 = fadd double %r, %bf
  %r94 = select i1 %low, double %r93, double %r
  %high = fcmp oge double %r94, %bf
  %q95 = fadd double %q92, 1.000000e+00
  %q96 = select i1 %high, double %q95, double %q92
  %r97 = fsub double %r94, %bf
  %r98 = select i1 %high, double %r97, double %r94
  %int = fadd double %r98, 0x4330000000000000
  %int99 = bitcast double %int to i64
  %int100 = sub i64 %int99, 4841369599423283200
  %signed = xor i64 %int100, %xs
  %signed101 = sub i64 %signed, %xs
  %add102 = add i64 %signed101, %dim
  %v103 = load i64, ptr %"%n_dim0", align 8
  %wge = icmp sge i64 %add102, %v103
  %wsub = sub i64 %add102, %v103
  %wrap104 = select i1 %wge, i64 %wsub, i64 %add102
  store i64 %wrap104, ptr %sq0_m30_113, align 8
  %v105 = load i64, ptr %sq0_m30_113, align 8
  %inb108 = icmp ult i64 %v105, %dim107
  br i1 %inb108, label %ok110, label %fail109

fail109:                                          ; preds = %ok71
  %errp111 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp111, align 8
  %errp112 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 37, ptr %errp112, align 8
  %errp113 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v105, ptr %errp113, align 8
  %errp114 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim107, ptr %errp114, align 8
  ret i32 1

ok110:                                            ; preds = %ok71
  %pos115 = mul i64 0, %dim107
  %pos116 = add i64 %pos115, %v105
  %elp119 = getelementptr inbounds double, ptr %buf118, i64 %pos116
  %el120 = load double, ptr %elp119, align 8, !alias.scope !16, !noalias !17
  store double %el120, ptr %sq0_m32_119, align 8
  %v121 = load i64, ptr %i, align 8
  %pos122 = mul i64 0, %dim14
  %pos123 = add i64 %pos122, %v121
  %v124 = load double, ptr %sq0_m32_119, align 8
  %elp127 = getelementptr inbounds double, ptr %buf126, i64 %pos123
  store double %v124, ptr %elp127, align 8, !alias.scope !18, !noalias !19
  %v128 = load i64, ptr %sq0_115.0, align 8
  store i64 %v128, ptr %sq0_124.0, align 8
  %v129 = load i64, ptr %sq0_115.1, align 8
  store i64 %v129, ptr %sq0_124.1, align 8
  %v130 = load i64, ptr %sq0_115.1, align 8
  %mul131 = mul i64 %v130, 999983
  %v132 = load i64, ptr %"%n_dim0", align 8
  %nz133 = icmp ne i64 %v132, 0
  br i1 %nz133, label %ok135, label %fail134

fail134:                                          ; preds = %ok110
  %errp136 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp136, align 8
  %errp137 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 36, ptr %errp137, align 8
  %errp138 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul131, ptr %errp138, align 8
  %errp139 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v132, ptr %errp139, align 8
  ret i32 1

ok135:                                            ; preds = %ok110
  %d_word140 = load i64, ptr %d_word, align 8
  %d_word141 = load i64, ptr %d_word5, align 8
  %d_word142 = load i64, ptr %d_word6, align 8
  %d_word143 = load i64, ptr %d_word7, align 8
  %d_word144 = load i64, ptr %d_word8, align 8
  %d_word145 = load i64, ptr %d_word9, align 8
  %d_word146 = load i64, ptr %d_word10, align 8
  %d_word147 = load i64, ptr %d_word11, align 8
  %d_word148 = load i64, ptr %d_word12, align 8
  %xs149 = ashr i64 %mul131, 63
  %xf150 = xor i64 %mul131, %xs149
  %ax151 = sub i64 %xf150, %xs149
  %bf152 = bitcast i64 %d_word146 to double
  %inv153 = bitcast i64 %d_word147 to double
  %wrap154 = bitcast i64 %d_word148 to double
  %ah155 = lshr i64 %ax151, 32
  %ah156 = or i64 %ah155, 4841369599423283200
  %ah157 = bitcast i64 %ah156 to double
  %ah158 = fsub double %ah157, 0x4330000000000000
  %al159 = and i64 %ax151, 4294967295
  %al160 = or i64 %al159, 4841369599423283200
  %al161 = bitcast i64 %al160 to double
  %al162 = fsub double %al161, 0x4330000000000000
  %ah_wrap163 = fmul double %ah158, %wrap154
  %s164 = fadd double %ah_wrap163, %al162
  %p165 = fmul double %s164, %inv153
  %q166 = call double @llvm.trunc.f64(double %p165)
  %qb167 = fmul double %q166, %bf152
  %r168 = fsub double %s164, %qb167
  %low169 = fcmp olt double %r168, 0.000000e+00
  %q170 = fsub double %q166, 1.000000e+00
  %q171 = select i1 %low169, double %q170, double %q166
  %r172 = fadd double %r168, %bf152
  %r173 = select i1 %low169, double %r172, double %r168
  %high174 = fcmp oge double %r173, %bf152
  %q175 = fadd double %q171, 1.000000e+00
  %q176 = select i1 %high174, double %q175, double %q171
  %r177 = fsub double %r173, %bf152
  %r178 = select i1 %high174, double %r177, double %r173
  %int179 = fadd double %r178, 0x4330000000000000
  %int180 = bitcast double %int179 to i64
  %int181 = sub i64 %int180, 4841369599423283200
  %signed182 = xor i64 %int181, %xs149
  %signed183 = sub i64 %signed182, %xs149
  %add184 = add i64 %signed183, %dim
  %v185 = load i64, ptr %"%n_dim0", align 8
  %wge186 = icmp sge i64 %add184, %v185
  %wsub187 = sub i64 %add184, %v185
  %wrap188 = select i1 %wge186, i64 %wsub187, i64 %add184
  store i64 %wrap188, ptr %sq0_m31_122, align 8
  %v189 = load i64, ptr %i, align 8
  %pos190 = mul i64 0, %dim14
  %pos191 = add i64 %pos190, %v189
  %v192 = load i64, ptr %sq0_m31_122, align 8
  %elp195 = getelementptr inbounds i64, ptr %buf194, i64 %pos191
  store i64 %v192, ptr %elp195, align 8, !alias.scope !20, !noalias !21
  %i196 = load i64, ptr %i, align 8
  %next = add i64 %i196, 1
  store i64 %next, ptr %i, align 8
  br label %loop

loop197:                                          ; preds = %ok302, %large_divisors
  %i200 = load i64, ptr %i, align 8
  %more201 = icmp slt i64 %i200, %min
  br i1 %more201, label %body198, label %exit199

body198:                                          ; preds = %loop197
  %v202 = load i64, ptr %the_sq0_112, align 8
  %inb203 = icmp ult i64 %v202, %dim31
  br i1 %inb203, label %ok205, label %fail204

exit199:                                          ; preds = %loop197
  br label %divisors_done

fail204:                                          ; preds = %body198
  %errp206 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp206, align 8
  %errp207 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 33, ptr %errp207, align 8
  %errp208 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v202, ptr %errp208, align 8
  %errp209 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim31, ptr %errp209, align 8
  ret i32 1

ok205:                                            ; preds = %body198
  %pos210 = mul i64 0, %dim31
  %pos211 = add i64 %pos210, %v202
  %elp212 = getelementptr inbounds i64, ptr %buf40, i64 %pos211
  %el213 = load i64, ptr %elp212, align 8, !alias.scope !10, !noalias !11
  %v214 = load i64, ptr %i, align 8
  %add215 = add i64 %el213, %v214
  %inb216 = icmp ult i64 %add215, %dim45
  br i1 %inb216, label %ok218, label %fail217

fail217:                                          ; preds = %ok205
  %errp219 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp219, align 8
  %errp220 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 33, ptr %errp220, align 8
  %errp221 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add215, ptr %errp221, align 8
  %errp222 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim45, ptr %errp222, align 8
  ret i32 1

ok218:                                            ; preds = %ok205
  %pos223 = mul i64 0, %dim45
  %pos224 = add i64 %pos223, %add215
  %elp225 = getelementptr inbounds i64, ptr %buf56, i64 %pos224
  %el226 = load i64, ptr %elp225, align 8, !alias.scope !12, !noalias !13
  %tup227 = insertvalue { i64, i64 } undef, i64 %el226, 0
  %elp228 = getelementptr inbounds i64, ptr %buf60, i64 %pos224
  %el229 = load i64, ptr %elp228, align 8, !alias.scope !14, !noalias !15
  %tup230 = insertvalue { i64, i64 } %tup227, i64 %el229, 1
  store { i64, i64 } %tup230, ptr %sq0_values27_110, align 8
  %fldp231 = getelementptr inbounds { i64, i64 }, ptr %sq0_values27_110, i32 0, i32 0
  %fldp232 = getelementptr inbounds { i64, i64 }, ptr %sq0_values27_110, i32 0, i32 0
  %fld233 = load i64, ptr %fldp232, align 8
  store i64 %fld233, ptr %sq0_115.0, align 8
  %fldp234 = getelementptr inbounds { i64, i64 }, ptr %sq0_values27_110, i32 0, i32 1
  %fldp235 = getelementptr inbounds { i64, i64 }, ptr %sq0_values27_110, i32 0, i32 1
  %fld236 = load i64, ptr %fldp235, align 8
  store i64 %fld236, ptr %sq0_115.1, align 8
  %v237 = load i64, ptr %sq0_115.0, align 8
  %mul238 = mul i64 %v237, 1000003
  %v239 = load i64, ptr %"%n_dim0", align 8
  %nz240 = icmp ne i64 %v239, 0
  br i1 %nz240, label %ok242, label %fail241

fail241:                                          ; preds = %ok218
  %errp243 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp243, align 8
  %errp244 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 35, ptr %errp244, align 8
  %errp245 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul238, ptr %errp245, align 8
  %errp246 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v239, ptr %errp246, align 8
  ret i32 1

ok242:                                            ; preds = %ok218
  %d_word247 = load i64, ptr %d_word, align 8
  %d_word248 = load i64, ptr %d_word5, align 8
  %d_word249 = load i64, ptr %d_word6, align 8
  %d_word250 = load i64, ptr %d_word7, align 8
  %d_word251 = load i64, ptr %d_word8, align 8
  %d_word252 = load i64, ptr %d_word9, align 8
  %d_word253 = load i64, ptr %d_word10, align 8
  %d_word254 = load i64, ptr %d_word11, align 8
  %d_word255 = load i64, ptr %d_word12, align 8
  %xs256 = ashr i64 %mul238, 63
  %xf257 = xor i64 %mul238, %xs256
  %ax258 = sub i64 %xf257, %xs256
  %lo = and i64 %d_word249, 4294967295
  %hi = lshr i64 %d_word249, 32
  %lo259 = and i64 %ax258, 4294967295
  %hi260 = lshr i64 %ax258, 32
  %ll = mul i64 %lo, %lo259
  %hl = mul i64 %hi, %lo259
  %lh = mul i64 %lo, %hi260
  %hh = mul i64 %hi, %hi260
  %hi261 = lshr i64 %ll, 32
  %lo262 = and i64 %hl, 4294967295
  %mid = add i64 %hi261, %lo262
  %lo263 = and i64 %lh, 4294967295
  %mid264 = add i64 %mid, %lo263
  %hi265 = lshr i64 %hl, 32
  %top = add i64 %hh, %hi265
  %hi266 = lshr i64 %lh, 32
  %top267 = add i64 %top, %hi266
  %hi268 = lshr i64 %mid264, 32
  %mulhi = add i64 %top267, %hi268
  %a_t = sub i64 %ax258, %mulhi
  %half = lshr i64 %a_t, %d_word250
  %sum = add i64 %mulhi, %half
  %q269 = lshr i64 %sum, %d_word251
  %s270 = xor i64 %xs256, %d_word248
  %qs = xor i64 %q269, %s270
  %q271 = sub i64 %qs, %s270
  %qd = mul i64 %q271, %v239
  %r272 = sub i64 %mul238, %qd
  %add273 = add i64 %r272, %dim
  %v274 = load i64, ptr %"%n_dim0", align 8
  %wge275 = icmp sge i64 %add273, %v274
  %wsub276 = sub i64 %add273, %v274
  %wrap277 = select i1 %wge275, i64 %wsub276, i64 %add273
  store i64 %wrap277, ptr %sq0_m30_113, align 8
  %v278 = load i64, ptr %sq0_m30_113, align 8
  %inb279 = icmp ult i64 %v278, %dim107
  br i1 %inb279, label %ok281, label %fail280

fail280:                                          ; preds = %ok242
  %errp282 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp282, align 8
  %errp283 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 37, ptr %errp283, align 8
  %errp284 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v278, ptr %errp284, align 8
  %errp285 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim107, ptr %errp285, align 8
  ret i32 1

ok281:                                            ; preds = %ok242
  %pos286 = mul i64 0, %dim107
  %pos287 = add i64 %pos286, %v278
  %elp288 = getelementptr inbounds double, ptr %buf118, i64 %pos287
  %el289 = load double, ptr %elp288, align 8, !alias.scope !16, !noalias !17
  store double %el289, ptr %sq0_m32_119, align 8
  %v290 = load i64, ptr %i, align 8
  %pos291 = mul i64 0, %dim14
  %pos292 = add i64 %pos291, %v290
  %v293 = load double, ptr %sq0_m32_119, align 8
  %elp294 = getelementptr inbounds double, ptr %buf126, i64 %pos292
  store double %v293, ptr %elp294, align 8, !alias.scope !18, !noalias !19
  %v295 = load i64, ptr %sq0_115.0, align 8
  store i64 %v295, ptr %sq0_124.0, align 8
  %v296 = load i64, ptr %sq0_115.1, align 8
  store i64 %v296, ptr %sq0_124.1, align 8
  %v297 = load i64, ptr %sq0_115.1, align 8
  %mul298 = mul i64 %v297, 999983
  %v299 = load i64, ptr %"%n_dim0", align 8
  %nz300 = icmp ne i64 %v299, 0
  br i1 %nz300, label %ok302, label %fail301

fail301:                                          ; preds = %ok281
  %errp303 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp303, align 8
  %errp304 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 36, ptr %errp304, align 8
  %errp305 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul298, ptr %errp305, align 8
  %errp306 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v299, ptr %errp306, align 8
  ret i32 1

ok302:                                            ; preds = %ok281
  %d_word307 = load i64, ptr %d_word, align 8
  %d_word308 = load i64, ptr %d_word5, align 8
  %d_word309 = load i64, ptr %d_word6, align 8
  %d_word310 = load i64, ptr %d_word7, align 8
  %d_word311 = load i64, ptr %d_word8, align 8
  %d_word312 = load i64, ptr %d_word9, align 8
  %d_word313 = load i64, ptr %d_word10, align 8
  %d_word314 = load i64, ptr %d_word11, align 8
  %d_word315 = load i64, ptr %d_word12, align 8
  %xs316 = ashr i64 %mul298, 63
  %xf317 = xor i64 %mul298, %xs316
  %ax318 = sub i64 %xf317, %xs316
  %lo319 = and i64 %d_word309, 4294967295
  %hi320 = lshr i64 %d_word309, 32
  %lo321 = and i64 %ax318, 4294967295
  %hi322 = lshr i64 %ax318, 32
  %ll323 = mul i64 %lo319, %lo321
  %hl324 = mul i64 %hi320, %lo321
  %lh325 = mul i64 %lo319, %hi322
  %hh326 = mul i64 %hi320, %hi322
  %hi327 = lshr i64 %ll323, 32
  %lo328 = and i64 %hl324, 4294967295
  %mid329 = add i64 %hi327, %lo328
  %lo330 = and i64 %lh325, 4294967295
  %mid331 = add i64 %mid329, %lo330
  %hi332 = lshr i64 %hl324, 32
  %top333 = add i64 %hh326, %hi332
  %hi334 = lshr i64 %lh325, 32
  %top335 = add i64 %top333, %hi334
  %hi336 = lshr i64 %mid331, 32
  %mulhi337 = add i64 %top335, %hi336
  %a_t338 = sub i64 %ax318, %mulhi337
  %half339 = lshr i64 %a_t338, %d_word310
  %sum340 = add i64 %mulhi337, %half339
  %q341 = lshr i64 %sum340, %d_word311
  %s342 = xor i64 %xs316, %d_word308
  %qs343 = xor i64 %q341, %s342
  %q344 = sub i64 %qs343, %s342
  %qd345 = mul i64 %q344, %v299
  %r346 = sub i64 %mul298, %qd345
  %add347 = add i64 %r346, %dim
  %v348 = load i64, ptr %"%n_dim0", align 8
  %wge349 = icmp sge i64 %add347, %v348
  %wsub350 = sub i64 %add347, %v348
  %wrap351 = select i1 %wge349, i64 %wsub350, i64 %add347
  store i64 %wrap351, ptr %sq0_m31_122, align 8
  %v352 = load i64, ptr %i, align 8
  %pos353 = mul i64 0, %dim14
  %pos354 = add i64 %pos353, %v352
  %v355 = load i64, ptr %sq0_m31_122, align 8
  %elp356 = getelementptr inbounds i64, ptr %buf194, i64 %pos354
  store i64 %v355, ptr %elp356, align 8, !alias.scope !20, !noalias !21
  %i357 = load i64, ptr %i, align 8
  %next358 = add i64 %i357, 1
  store i64 %next358, ptr %i, align 8
  br label %loop197
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
!1 = !{!"fuselab.buf.46", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7, !8, !9}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.1", !2}
!6 = !{!"fuselab.buf.38", !2}
!7 = !{!"fuselab.buf.41", !2}
!8 = !{!"fuselab.buf.53", !2}
!9 = !{!"fuselab.buf.54", !2}
!10 = !{!7}
!11 = !{!4, !5, !6, !1, !8, !9}
!12 = !{!4}
!13 = !{!5, !6, !7, !1, !8, !9}
!14 = !{!5}
!15 = !{!4, !6, !7, !1, !8, !9}
!16 = !{!6}
!17 = !{!4, !5, !7, !1, !8, !9}
!18 = !{!9}
!19 = !{!4, !5, !6, !7, !1, !8}
!20 = !{!8}
!21 = !{!4, !5, !6, !7, !1, !9}

; cluster c25: unit8
; ModuleID = 'pagerank_seq_c25'
source_filename = "pagerank_seq_c25"
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

; cluster c26: ds
; ModuleID = 'pagerank_seq_c26'
source_filename = "pagerank_seq_c26"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 57
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_133 = alloca i64, align 8
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
  %ds_131 = alloca i64, align 8
  %bufp40 = getelementptr inbounds ptr, ptr %0, i64 59
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
  %v = load i64, ptr %the_sq0_133, align 8
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
  store i64 %el35, ptr %ds_131, align 8
  %v36 = load i64, ptr %i, align 8
  %pos37 = mul i64 0, %dim
  %pos38 = add i64 %pos37, %v36
  %v39 = load i64, ptr %ds_131, align 8
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

; cluster c27: Vertical(ec, permute2)
; ModuleID = 'pagerank_seq_c27'
source_filename = "pagerank_seq_c27"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 57
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_136 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 432
  %dim = load i64, ptr %dimp, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 60
  %buf2 = load ptr, ptr %bufp1, align 8
  %bufp3 = getelementptr inbounds ptr, ptr %0, i64 56
  %buf4 = load ptr, ptr %bufp3, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 448
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp10 = getelementptr inbounds i64, ptr %1, i64 392
  %dim11 = load i64, ptr %dimp10, align 8
  %bufp16 = getelementptr inbounds ptr, ptr %0, i64 51
  %buf17 = load ptr, ptr %bufp16, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 416
  %dim22 = load i64, ptr %dimp21, align 8
  %bufp32 = getelementptr inbounds ptr, ptr %0, i64 54
  %buf33 = load ptr, ptr %bufp32, align 8
  %ec_134 = alloca double, align 8
  %dimp37 = getelementptr inbounds i64, ptr %1, i64 456
  %dim38 = load i64, ptr %dimp37, align 8
  %bufp48 = getelementptr inbounds ptr, ptr %0, i64 59
  %buf49 = load ptr, ptr %bufp48, align 8
  %new_137 = alloca double, align 8
  %old_138 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_136, align 8
  %n = mul i64 1, %dim
  %bytes = mul i64 %n, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %buf2, ptr align 1 %buf4, i64 %bytes, i1 false)
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c7 = icmp slt i64 %5, %dim6
  %min = select i1 %c7, i64 %5, i64 %dim6
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %body
  %i9 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i9, %min
  br i1 %more, label %body8, label %exit

body8:                                            ; preds = %loop
  %v = load i64, ptr %the_sq0_136, align 8
  %inb = icmp ult i64 %v, %dim11
  br i1 %inb, label %ok, label %fail

exit:                                             ; preds = %loop
  ret i32 0

fail:                                             ; preds = %body8
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 39, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim11, ptr %errp14, align 8
  ret i32 1

ok:                                               ; preds = %body8
  %pos = mul i64 0, %dim11
  %pos15 = add i64 %pos, %v
  %elp18 = getelementptr inbounds i64, ptr %buf17, i64 %pos15
  %el19 = load i64, ptr %elp18, align 8, !alias.scope !8, !noalias !9
  %v20 = load i64, ptr %i, align 8
  %add = add i64 %el19, %v20
  %inb23 = icmp ult i64 %add, %dim22
  br i1 %inb23, label %ok25, label %fail24

fail24:                                           ; preds = %ok
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 39, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok
  %pos30 = mul i64 0, %dim22
  %pos31 = add i64 %pos30, %add
  %elp34 = getelementptr inbounds double, ptr %buf33, i64 %pos31
  %el35 = load double, ptr %elp34, align 8, !alias.scope !10, !noalias !11
  store double %el35, ptr %ec_134, align 8
  %v36 = load i64, ptr %i, align 8
  %inb39 = icmp ult i64 %v36, %dim38
  br i1 %inb39, label %ok41, label %fail40

ignored:                                          ; preds = %ok54
  %i67 = load i64, ptr %i, align 8
  %next = add i64 %i67, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail40:                                           ; preds = %ok25
  %errp42 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 41, ptr %errp43, align 8
  %errp44 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v36, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim38, ptr %errp45, align 8
  ret i32 1

ok41:                                             ; preds = %ok25
  %pos46 = mul i64 0, %dim38
  %pos47 = add i64 %pos46, %v36
  %elp50 = getelementptr inbounds i64, ptr %buf49, i64 %pos47
  %el51 = load i64, ptr %elp50, align 8, !alias.scope !12, !noalias !13
  %inb52 = icmp ult i64 %el51, %dim
  br i1 %inb52, label %ok54, label %fail53

fail53:                                           ; preds = %ok41
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 41, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el51, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %ok41
  %pos59 = mul i64 0, %dim
  %pos60 = add i64 %pos59, %el51
  %v61 = load double, ptr %ec_134, align 8
  store double %v61, ptr %new_137, align 8
  %elp62 = getelementptr inbounds double, ptr %buf2, i64 %pos60
  %el63 = load double, ptr %elp62, align 8, !alias.scope !14, !noalias !15
  store double %el63, ptr %old_138, align 8
  %v64 = load double, ptr %new_137, align 8
  %v65 = load double, ptr %old_138, align 8
  %fa = fadd double %v64, %v65
  %elp66 = getelementptr inbounds double, ptr %buf2, i64 %pos60
  store double %fa, ptr %elp66, align 8, !alias.scope !14, !noalias !15
  br label %ignored
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_owned(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 57
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_136 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 448
  %dim = load i64, ptr %dimp, align 8
  %targets = alloca [1024 x i64], align 8
  %block = alloca i64, align 8
  %i3 = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 456
  %dim8 = load i64, ptr %dimp7, align 8
  %bufp13 = getelementptr inbounds ptr, ptr %0, i64 59
  %buf14 = load ptr, ptr %bufp13, align 8
  %dimp27 = getelementptr inbounds i64, ptr %1, i64 432
  %dim28 = load i64, ptr %dimp27, align 8
  %dimp40 = getelementptr inbounds i64, ptr %1, i64 392
  %dim41 = load i64, ptr %dimp40, align 8
  %bufp51 = getelementptr inbounds ptr, ptr %0, i64 51
  %buf52 = load ptr, ptr %bufp51, align 8
  %dimp56 = getelementptr inbounds i64, ptr %1, i64 416
  %dim57 = load i64, ptr %dimp56, align 8
  %bufp67 = getelementptr inbounds ptr, ptr %0, i64 54
  %buf68 = load ptr, ptr %bufp67, align 8
  %ec_134 = alloca double, align 8
  %new_137 = alloca double, align 8
  %bufp72 = getelementptr inbounds ptr, ptr %0, i64 60
  %buf73 = load ptr, ptr %bufp72, align 8
  %old_138 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_136, align 8
  %share_hi = getelementptr i64, ptr %6, i64 1
  %share_lo = load i64, ptr %6, align 8
  %share_hi1 = load i64, ptr %share_hi, align 8
  store i64 0, ptr %block, align 8
  br label %blocks

blocks:                                           ; preds = %exit21, %body
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
  br label %loop19

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
  %elp15 = getelementptr inbounds i64, ptr %buf14, i64 %pos12
  %el16 = load i64, ptr %elp15, align 8, !alias.scope !12, !noalias !13
  %i17 = load i64, ptr %i3, align 8
  %k = sub i64 %i17, %i
  %at = getelementptr i64, ptr %targets, i64 %k
  store i64 %el16, ptr %at, align 8
  %i18 = load i64, ptr %i3, align 8
  %next = add i64 %i18, 1
  store i64 %next, ptr %i3, align 8
  br label %loop

loop19:                                           ; preds = %not_owned, %exit
  %i22 = load i64, ptr %i3, align 8
  %more23 = icmp slt i64 %i22, %min
  br i1 %more23, label %body20, label %exit21

body20:                                           ; preds = %loop19
  %i24 = load i64, ptr %i3, align 8
  %k25 = sub i64 %i24, %i
  %at26 = getelementptr i64, ptr %targets, i64 %k25
  %target = load i64, ptr %at26, align 8
  %inb29 = icmp ult i64 %target, %dim28
  br i1 %inb29, label %ok31, label %fail30

exit21:                                           ; preds = %loop19
  %i81 = load i64, ptr %block, align 8
  %next82 = add i64 %i81, 1024
  store i64 %next82, ptr %block, align 8
  br label %blocks

fail30:                                           ; preds = %body20
  %errp32 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp32, align 8
  %errp33 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 41, ptr %errp33, align 8
  %errp34 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %target, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim28, ptr %errp35, align 8
  ret i32 1

ok31:                                             ; preds = %body20
  %pos36 = mul i64 0, %dim28
  %pos37 = add i64 %pos36, %target
  %from_lo = sub i64 %pos37, %4
  %owned = sub i64 %5, %4
  %mine = icmp ult i64 %from_lo, %owned
  br i1 %mine, label %owned38, label %not_owned

owned38:                                          ; preds = %ok31
  %v39 = load i64, ptr %the_sq0_136, align 8
  %inb42 = icmp ult i64 %v39, %dim41
  br i1 %inb42, label %ok44, label %fail43

not_owned:                                        ; preds = %ok60, %ok31
  %i79 = load i64, ptr %i3, align 8
  %next80 = add i64 %i79, 1
  store i64 %next80, ptr %i3, align 8
  br label %loop19

fail43:                                           ; preds = %owned38
  %errp45 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 41, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v39, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim41, ptr %errp48, align 8
  ret i32 1

ok44:                                             ; preds = %owned38
  %pos49 = mul i64 0, %dim41
  %pos50 = add i64 %pos49, %v39
  %elp53 = getelementptr inbounds i64, ptr %buf52, i64 %pos50
  %el54 = load i64, ptr %elp53, align 8, !alias.scope !8, !noalias !9
  %v55 = load i64, ptr %i3, align 8
  %add = add i64 %el54, %v55
  %inb58 = icmp ult i64 %add, %dim57
  br i1 %inb58, label %ok60, label %fail59

fail59:                                           ; preds = %ok44
  %errp61 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp61, align 8
  %errp62 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 41, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp63, align 8
  %errp64 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim57, ptr %errp64, align 8
  ret i32 1

ok60:                                             ; preds = %ok44
  %pos65 = mul i64 0, %dim57
  %pos66 = add i64 %pos65, %add
  %elp69 = getelementptr inbounds double, ptr %buf68, i64 %pos66
  %el70 = load double, ptr %elp69, align 8, !alias.scope !10, !noalias !11
  store double %el70, ptr %ec_134, align 8
  %v71 = load double, ptr %ec_134, align 8
  store double %v71, ptr %new_137, align 8
  %elp74 = getelementptr inbounds double, ptr %buf73, i64 %pos37
  %el75 = load double, ptr %elp74, align 8, !alias.scope !14, !noalias !15
  store double %el75, ptr %old_138, align 8
  %v76 = load double, ptr %new_137, align 8
  %v77 = load double, ptr %old_138, align 8
  %fa = fadd double %v76, %v77
  %elp78 = getelementptr inbounds double, ptr %buf73, i64 %pos37
  store double %fa, ptr %elp78, align 8, !alias.scope !14, !noalias !15
  br label %not_owned
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.57", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.51", !2}
!5 = !{!"fuselab.buf.54", !2}
!6 = !{!"fuselab.buf.59", !2}
!7 = !{!"fuselab.buf.60", !2}
!8 = !{!4}
!9 = !{!5, !1, !6, !7}
!10 = !{!5}
!11 = !{!4, !1, !6, !7}
!12 = !{!6}
!13 = !{!4, !5, !1, !7}
!14 = !{!7}
!15 = !{!4, !5, !1, !6}

; cluster c28: unit9
; ModuleID = 'pagerank_seq_c28'
source_filename = "pagerank_seq_c28"
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

; cluster c30: unit10
; ModuleID = 'pagerank_seq_c30'
source_filename = "pagerank_seq_c30"
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

; cluster c32: Vertical(rank1, c2)
; ModuleID = 'pagerank_seq_c32'
source_filename = "pagerank_seq_c32"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 512
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 256
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 66
  %buf = load ptr, ptr %bufp, align 8
  %loop4_148 = alloca double, align 8
  %dimp24 = getelementptr inbounds i64, ptr %1, i64 0
  %dim25 = load i64, ptr %dimp24, align 8
  %rank1_146 = alloca double, align 8
  %bufp30 = getelementptr inbounds ptr, ptr %0, i64 33
  %buf31 = load ptr, ptr %bufp30, align 8
  %degf_152 = alloca double, align 8
  %c2_149 = alloca double, align 8
  %bufp41 = getelementptr inbounds ptr, ptr %0, i64 69
  %buf42 = load ptr, ptr %bufp41, align 8
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
  store double %el, ptr %loop4_148, align 8
  %cv = sitofp i64 %dim25 to double
  %fd = fdiv double 0x3FC3333333333334, %cv
  %v26 = load double, ptr %loop4_148, align 8
  %fm = fmul double 8.500000e-01, %v26
  %fa = fadd double %fd, %fm
  store double %fa, ptr %rank1_146, align 8
  %v27 = load i64, ptr %i, align 8
  %pos28 = mul i64 0, %dim6
  %pos29 = add i64 %pos28, %v27
  %elp32 = getelementptr inbounds double, ptr %buf31, i64 %pos29
  %el33 = load double, ptr %elp32, align 8, !alias.scope !6, !noalias !7
  store double %el33, ptr %degf_152, align 8
  %v34 = load double, ptr %rank1_146, align 8
  %v35 = load double, ptr %degf_152, align 8
  %fd36 = fdiv double %v34, %v35
  store double %fd36, ptr %c2_149, align 8
  %v37 = load i64, ptr %i, align 8
  %pos38 = mul i64 0, %dim
  %pos39 = add i64 %pos38, %v37
  %v40 = load double, ptr %c2_149, align 8
  %elp43 = getelementptr inbounds double, ptr %buf42, i64 %pos39
  store double %v40, ptr %elp43, align 8, !alias.scope !8, !noalias !9
  %i44 = load i64, ptr %i, align 8
  %next = add i64 %i44, 1
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
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.33", !2}
!5 = !{!"fuselab.buf.69", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c33: sq0_len39
; ModuleID = 'pagerank_seq_c33'
source_filename = "pagerank_seq_c33"
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

; cluster c34: Vertical(generate3, sq0_offsets43)
; ModuleID = 'pagerank_seq_c34'
source_filename = "pagerank_seq_c34"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_sq0_offsets43_156 = alloca i64, align 8
  %generate3_154 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_sq0_offsets43_156, align 8
  store i64 %b, ptr %generate3_154, align 8
  %v = load i64, ptr %acc_sq0_offsets43_156, align 8
  %v1 = load i64, ptr %generate3_154, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets43_156 = alloca i64, align 8
  %started_157 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 560
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %dimp20 = getelementptr inbounds i64, ptr %1, i64 17
  %dim21 = load i64, ptr %dimp20, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %generate3_154 = alloca i64, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 72
  %buf37 = load ptr, ptr %bufp36, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets43_156, align 8
  store i1 false, ptr %started_157, align 1
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
  store i64 50, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v7 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %v7 to i128
  %step = sub i128 %at_next, %base
  %step8 = trunc i128 %step to i64
  %step9 = sext i64 %step8 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span10 = sext i64 %span to i128
  %reach = mul i128 %step9, %span10
  %c11 = icmp slt i128 %reach, 0
  %min12 = select i1 %c11, i128 %reach, i128 0
  %c13 = icmp sgt i128 %reach, 0
  %max14 = select i1 %c13, i128 %reach, i128 0
  %least = add i128 %base, %min12
  %most = add i128 %base, %max14
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits15 = and i1 %fits_low, %fits_high
  %least16 = select i1 %fits15, i128 %least, i128 -9223372036854775808
  %most17 = select i1 %fits15, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least16, 0
  %high_ok = icmp slt i128 %most17, %extent
  %ok18 = and i1 true, %low_ok
  %ok19 = and i1 %ok18, %high_ok
  %extent22 = sext i64 %dim21 to i128
  %high_ok23 = icmp slt i128 0, %extent22
  %ok24 = and i1 %ok19, true
  %ok25 = and i1 %ok24, %high_ok23
  br i1 %ok25, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop43

versions_done:                                    ; preds = %exit45, %exit
  %inb78 = icmp ult i64 %dim, %dim3
  br i1 %inb78, label %ok80, label %fail79

loop:                                             ; preds = %body26, %proved
  %i27 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i27, %min
  br i1 %more, label %body26, label %exit

body26:                                           ; preds = %loop
  %v28 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos29 = add i64 %pos, %v28
  %pos30 = mul i64 %pos29, %dim21
  %pos31 = add i64 %pos30, 0
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos31
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %generate3_154, align 8
  %v32 = load i64, ptr %i, align 8
  %pos33 = mul i64 0, %dim3
  %pos34 = add i64 %pos33, %v32
  %v35 = load i64, ptr %acc_sq0_offsets43_156, align 8
  %elp38 = getelementptr inbounds i64, ptr %buf37, i64 %pos34
  store i64 %v35, ptr %elp38, align 8, !alias.scope !3, !noalias !0
  %v39 = load i64, ptr %acc_sq0_offsets43_156, align 8
  %v40 = load i64, ptr %generate3_154, align 8
  %add = add i64 %v39, %v40
  store i64 %add, ptr %acc_sq0_offsets43_156, align 8
  %i41 = load i64, ptr %i, align 8
  %next42 = add i64 %i41, 1
  store i64 %next42, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop43:                                           ; preds = %ok59, %checked
  %i46 = load i64, ptr %i, align 8
  %more47 = icmp slt i64 %i46, %min
  br i1 %more47, label %body44, label %exit45

body44:                                           ; preds = %loop43
  %v48 = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v48, %dim
  br i1 %inb, label %ok50, label %fail49

exit45:                                           ; preds = %loop43
  br label %versions_done

fail49:                                           ; preds = %body44
  %errp51 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 49, ptr %errp52, align 8
  %errp53 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v48, ptr %errp53, align 8
  %errp54 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp54, align 8
  ret i32 1

ok50:                                             ; preds = %body44
  %pos55 = mul i64 0, %dim
  %pos56 = add i64 %pos55, %v48
  %inb57 = icmp ult i64 0, %dim21
  br i1 %inb57, label %ok59, label %fail58

fail58:                                           ; preds = %ok50
  %errp60 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 49, ptr %errp61, align 8
  %errp62 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim21, ptr %errp63, align 8
  ret i32 1

ok59:                                             ; preds = %ok50
  %pos64 = mul i64 %pos56, %dim21
  %pos65 = add i64 %pos64, 0
  %elp66 = getelementptr inbounds i64, ptr %buf, i64 %pos65
  %el67 = load i64, ptr %elp66, align 8, !alias.scope !0, !noalias !3
  store i64 %el67, ptr %generate3_154, align 8
  %v68 = load i64, ptr %i, align 8
  %pos69 = mul i64 0, %dim3
  %pos70 = add i64 %pos69, %v68
  %v71 = load i64, ptr %acc_sq0_offsets43_156, align 8
  %elp72 = getelementptr inbounds i64, ptr %buf37, i64 %pos70
  store i64 %v71, ptr %elp72, align 8, !alias.scope !3, !noalias !0
  %v73 = load i64, ptr %acc_sq0_offsets43_156, align 8
  %v74 = load i64, ptr %generate3_154, align 8
  %add75 = add i64 %v73, %v74
  store i64 %add75, ptr %acc_sq0_offsets43_156, align 8
  %i76 = load i64, ptr %i, align 8
  %next77 = add i64 %i76, 1
  store i64 %next77, ptr %i, align 8
  br label %loop43

fail79:                                           ; preds = %versions_done
  %errp81 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp81, align 8
  %errp82 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 50, ptr %errp82, align 8
  %errp83 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp83, align 8
  %errp84 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp84, align 8
  ret i32 1

ok80:                                             ; preds = %versions_done
  %pos85 = mul i64 0, %dim3
  %pos86 = add i64 %pos85, %dim
  %v87 = load i64, ptr %acc_sq0_offsets43_156, align 8
  %elp88 = getelementptr inbounds i64, ptr %buf37, i64 %pos86
  store i64 %v87, ptr %elp88, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets43_156 = alloca i64, align 8
  %started_157 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 560
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %dimp20 = getelementptr inbounds i64, ptr %1, i64 17
  %dim21 = load i64, ptr %dimp20, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %generate3_154 = alloca i64, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 72
  %buf37 = load ptr, ptr %bufp36, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets43_156, align 8
  store i1 false, ptr %started_157, align 1
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
  store i64 50, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v7 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %v7 to i128
  %step = sub i128 %at_next, %base
  %step8 = trunc i128 %step to i64
  %step9 = sext i64 %step8 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span10 = sext i64 %span to i128
  %reach = mul i128 %step9, %span10
  %c11 = icmp slt i128 %reach, 0
  %min12 = select i1 %c11, i128 %reach, i128 0
  %c13 = icmp sgt i128 %reach, 0
  %max14 = select i1 %c13, i128 %reach, i128 0
  %least = add i128 %base, %min12
  %most = add i128 %base, %max14
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits15 = and i1 %fits_low, %fits_high
  %least16 = select i1 %fits15, i128 %least, i128 -9223372036854775808
  %most17 = select i1 %fits15, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least16, 0
  %high_ok = icmp slt i128 %most17, %extent
  %ok18 = and i1 true, %low_ok
  %ok19 = and i1 %ok18, %high_ok
  %extent22 = sext i64 %dim21 to i128
  %high_ok23 = icmp slt i128 0, %extent22
  %ok24 = and i1 %ok19, true
  %ok25 = and i1 %ok24, %high_ok23
  br i1 %ok25, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop43

versions_done:                                    ; preds = %exit45, %exit
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets43_156, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0

loop:                                             ; preds = %body26, %proved
  %i27 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i27, %min
  br i1 %more, label %body26, label %exit

body26:                                           ; preds = %loop
  %v28 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos29 = add i64 %pos, %v28
  %pos30 = mul i64 %pos29, %dim21
  %pos31 = add i64 %pos30, 0
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos31
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %generate3_154, align 8
  %v32 = load i64, ptr %i, align 8
  %pos33 = mul i64 0, %dim3
  %pos34 = add i64 %pos33, %v32
  %v35 = load i64, ptr %acc_sq0_offsets43_156, align 8
  %elp38 = getelementptr inbounds i64, ptr %buf37, i64 %pos34
  store i64 %v35, ptr %elp38, align 8, !alias.scope !3, !noalias !0
  %v39 = load i64, ptr %acc_sq0_offsets43_156, align 8
  %v40 = load i64, ptr %generate3_154, align 8
  %add = add i64 %v39, %v40
  store i64 %add, ptr %acc_sq0_offsets43_156, align 8
  %i41 = load i64, ptr %i, align 8
  %next42 = add i64 %i41, 1
  store i64 %next42, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop43:                                           ; preds = %ok59, %checked
  %i46 = load i64, ptr %i, align 8
  %more47 = icmp slt i64 %i46, %min
  br i1 %more47, label %body44, label %exit45

body44:                                           ; preds = %loop43
  %v48 = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v48, %dim
  br i1 %inb, label %ok50, label %fail49

exit45:                                           ; preds = %loop43
  br label %versions_done

fail49:                                           ; preds = %body44
  %errp51 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 49, ptr %errp52, align 8
  %errp53 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v48, ptr %errp53, align 8
  %errp54 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp54, align 8
  ret i32 1

ok50:                                             ; preds = %body44
  %pos55 = mul i64 0, %dim
  %pos56 = add i64 %pos55, %v48
  %inb57 = icmp ult i64 0, %dim21
  br i1 %inb57, label %ok59, label %fail58

fail58:                                           ; preds = %ok50
  %errp60 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 49, ptr %errp61, align 8
  %errp62 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim21, ptr %errp63, align 8
  ret i32 1

ok59:                                             ; preds = %ok50
  %pos64 = mul i64 %pos56, %dim21
  %pos65 = add i64 %pos64, 0
  %elp66 = getelementptr inbounds i64, ptr %buf, i64 %pos65
  %el67 = load i64, ptr %elp66, align 8, !alias.scope !0, !noalias !3
  store i64 %el67, ptr %generate3_154, align 8
  %v68 = load i64, ptr %i, align 8
  %pos69 = mul i64 0, %dim3
  %pos70 = add i64 %pos69, %v68
  %v71 = load i64, ptr %acc_sq0_offsets43_156, align 8
  %elp72 = getelementptr inbounds i64, ptr %buf37, i64 %pos70
  store i64 %v71, ptr %elp72, align 8, !alias.scope !3, !noalias !0
  %v73 = load i64, ptr %acc_sq0_offsets43_156, align 8
  %v74 = load i64, ptr %generate3_154, align 8
  %add75 = add i64 %v73, %v74
  store i64 %add75, ptr %acc_sq0_offsets43_156, align 8
  %i76 = load i64, ptr %i, align 8
  %next77 = add i64 %i76, 1
  store i64 %next77, ptr %i, align 8
  br label %loop43
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets43_156 = alloca i64, align 8
  %started_157 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 560
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %dimp20 = getelementptr inbounds i64, ptr %1, i64 17
  %dim21 = load i64, ptr %dimp20, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %generate3_154 = alloca i64, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 72
  %buf37 = load ptr, ptr %bufp36, align 8
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
  %fits = icmp sle i64 %min, %dim3
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 50, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v7 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %v7 to i128
  %step = sub i128 %at_next, %base
  %step8 = trunc i128 %step to i64
  %step9 = sext i64 %step8 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span10 = sext i64 %span to i128
  %reach = mul i128 %step9, %span10
  %c11 = icmp slt i128 %reach, 0
  %min12 = select i1 %c11, i128 %reach, i128 0
  %c13 = icmp sgt i128 %reach, 0
  %max14 = select i1 %c13, i128 %reach, i128 0
  %least = add i128 %base, %min12
  %most = add i128 %base, %max14
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits15 = and i1 %fits_low, %fits_high
  %least16 = select i1 %fits15, i128 %least, i128 -9223372036854775808
  %most17 = select i1 %fits15, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least16, 0
  %high_ok = icmp slt i128 %most17, %extent
  %ok18 = and i1 true, %low_ok
  %ok19 = and i1 %ok18, %high_ok
  %extent22 = sext i64 %dim21 to i128
  %high_ok23 = icmp slt i128 0, %extent22
  %ok24 = and i1 %ok19, true
  %ok25 = and i1 %ok24, %high_ok23
  br i1 %ok25, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop43

versions_done:                                    ; preds = %exit45, %exit
  %part78 = getelementptr inbounds i8, ptr %6, i64 0
  %acc79 = load i64, ptr %acc_sq0_offsets43_156, align 8
  store i64 %acc79, ptr %part78, align 8
  ret i32 0

loop:                                             ; preds = %body26, %proved
  %i27 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i27, %min
  br i1 %more, label %body26, label %exit

body26:                                           ; preds = %loop
  %v28 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos29 = add i64 %pos, %v28
  %pos30 = mul i64 %pos29, %dim21
  %pos31 = add i64 %pos30, 0
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos31
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %generate3_154, align 8
  %v32 = load i64, ptr %i, align 8
  %pos33 = mul i64 0, %dim3
  %pos34 = add i64 %pos33, %v32
  %v35 = load i64, ptr %acc_sq0_offsets43_156, align 8
  %elp38 = getelementptr inbounds i64, ptr %buf37, i64 %pos34
  store i64 %v35, ptr %elp38, align 8, !alias.scope !3, !noalias !0
  %v39 = load i64, ptr %acc_sq0_offsets43_156, align 8
  %v40 = load i64, ptr %generate3_154, align 8
  %add = add i64 %v39, %v40
  store i64 %add, ptr %acc_sq0_offsets43_156, align 8
  %i41 = load i64, ptr %i, align 8
  %next42 = add i64 %i41, 1
  store i64 %next42, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop43:                                           ; preds = %ok59, %checked
  %i46 = load i64, ptr %i, align 8
  %more47 = icmp slt i64 %i46, %min
  br i1 %more47, label %body44, label %exit45

body44:                                           ; preds = %loop43
  %v48 = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v48, %dim
  br i1 %inb, label %ok50, label %fail49

exit45:                                           ; preds = %loop43
  br label %versions_done

fail49:                                           ; preds = %body44
  %errp51 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 49, ptr %errp52, align 8
  %errp53 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v48, ptr %errp53, align 8
  %errp54 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp54, align 8
  ret i32 1

ok50:                                             ; preds = %body44
  %pos55 = mul i64 0, %dim
  %pos56 = add i64 %pos55, %v48
  %inb57 = icmp ult i64 0, %dim21
  br i1 %inb57, label %ok59, label %fail58

fail58:                                           ; preds = %ok50
  %errp60 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 49, ptr %errp61, align 8
  %errp62 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim21, ptr %errp63, align 8
  ret i32 1

ok59:                                             ; preds = %ok50
  %pos64 = mul i64 %pos56, %dim21
  %pos65 = add i64 %pos64, 0
  %elp66 = getelementptr inbounds i64, ptr %buf, i64 %pos65
  %el67 = load i64, ptr %elp66, align 8, !alias.scope !0, !noalias !3
  store i64 %el67, ptr %generate3_154, align 8
  %v68 = load i64, ptr %i, align 8
  %pos69 = mul i64 0, %dim3
  %pos70 = add i64 %pos69, %v68
  %v71 = load i64, ptr %acc_sq0_offsets43_156, align 8
  %elp72 = getelementptr inbounds i64, ptr %buf37, i64 %pos70
  store i64 %v71, ptr %elp72, align 8, !alias.scope !3, !noalias !0
  %v73 = load i64, ptr %acc_sq0_offsets43_156, align 8
  %v74 = load i64, ptr %generate3_154, align 8
  %add75 = add i64 %v73, %v74
  store i64 %add75, ptr %acc_sq0_offsets43_156, align 8
  %i76 = load i64, ptr %i, align 8
  %next77 = add i64 %i76, 1
  store i64 %next77, ptr %i, align 8
  br label %loop43
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets43_156 = alloca i64, align 8
  %started_157 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 17
  %dim14 = load i64, ptr %dimp13, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %generate3_154 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets43_156, align 8
  store i1 false, ptr %started_157, align 1
  store i64 0, ptr %acc_sq0_offsets43_156, align 8
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, %dim
  %min = select i1 %c1, i64 %5, i64 %dim
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v2 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %v2 to i128
  %step = sub i128 %at_next, %base
  %step3 = trunc i128 %step to i64
  %step4 = sext i64 %step3 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span5 = sext i64 %span to i128
  %reach = mul i128 %step4, %span5
  %c6 = icmp slt i128 %reach, 0
  %min7 = select i1 %c6, i128 %reach, i128 0
  %c8 = icmp sgt i128 %reach, 0
  %max9 = select i1 %c8, i128 %reach, i128 0
  %least = add i128 %base, %min7
  %most = add i128 %base, %max9
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits = and i1 %fits_low, %fits_high
  %least10 = select i1 %fits, i128 %least, i128 -9223372036854775808
  %most11 = select i1 %fits, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least10, 0
  %high_ok = icmp slt i128 %most11, %extent
  %ok = and i1 true, %low_ok
  %ok12 = and i1 %ok, %high_ok
  %extent15 = sext i64 %dim14 to i128
  %high_ok16 = icmp slt i128 0, %extent15
  %ok17 = and i1 %ok12, true
  %ok18 = and i1 %ok17, %high_ok16
  br i1 %ok18, label %proved, label %checked

proved:                                           ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop29

versions_done:                                    ; preds = %exit31, %exit
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets43_156, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0

loop:                                             ; preds = %body19, %proved
  %i20 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i20, %min
  br i1 %more, label %body19, label %exit

body19:                                           ; preds = %loop
  %v21 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos22 = add i64 %pos, %v21
  %pos23 = mul i64 %pos22, %dim14
  %pos24 = add i64 %pos23, 0
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos24
  %el = load i64, ptr %elp, align 8, !alias.scope !0
  store i64 %el, ptr %generate3_154, align 8
  %v25 = load i64, ptr %acc_sq0_offsets43_156, align 8
  %v26 = load i64, ptr %generate3_154, align 8
  %add = add i64 %v25, %v26
  store i64 %add, ptr %acc_sq0_offsets43_156, align 8
  %i27 = load i64, ptr %i, align 8
  %next28 = add i64 %i27, 1
  store i64 %next28, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop29:                                           ; preds = %ok43, %checked
  %i32 = load i64, ptr %i, align 8
  %more33 = icmp slt i64 %i32, %min
  br i1 %more33, label %body30, label %exit31

body30:                                           ; preds = %loop29
  %v34 = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v34, %dim
  br i1 %inb, label %ok35, label %fail

exit31:                                           ; preds = %loop29
  br label %versions_done

fail:                                             ; preds = %body30
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 49, ptr %errp36, align 8
  %errp37 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v34, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp38, align 8
  ret i32 1

ok35:                                             ; preds = %body30
  %pos39 = mul i64 0, %dim
  %pos40 = add i64 %pos39, %v34
  %inb41 = icmp ult i64 0, %dim14
  br i1 %inb41, label %ok43, label %fail42

fail42:                                           ; preds = %ok35
  %errp44 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 49, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim14, ptr %errp47, align 8
  ret i32 1

ok43:                                             ; preds = %ok35
  %pos48 = mul i64 %pos40, %dim14
  %pos49 = add i64 %pos48, 0
  %elp50 = getelementptr inbounds i64, ptr %buf, i64 %pos49
  %el51 = load i64, ptr %elp50, align 8, !alias.scope !0
  store i64 %el51, ptr %generate3_154, align 8
  %v52 = load i64, ptr %acc_sq0_offsets43_156, align 8
  %v53 = load i64, ptr %generate3_154, align 8
  %add54 = add i64 %v52, %v53
  store i64 %add54, ptr %acc_sq0_offsets43_156, align 8
  %i55 = load i64, ptr %i, align 8
  %next56 = add i64 %i55, 1
  store i64 %next56, ptr %i, align 8
  br label %loop29
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets43_156 = alloca i64, align 8
  %started_157 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
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
!1 = !{!"fuselab.buf.2", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.72", !2}

; cluster c35: unit11
; ModuleID = 'pagerank_seq_c35'
source_filename = "pagerank_seq_c35"
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

; cluster c36: unit12
; ModuleID = 'pagerank_seq_c36'
source_filename = "pagerank_seq_c36"
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

; cluster c37: sq0_c41
; ModuleID = 'pagerank_seq_c37'
source_filename = "pagerank_seq_c37"
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

; cluster c38: Diagonal(sq0_lengths45, sq0_offsets49)
; ModuleID = 'pagerank_seq_c38'
source_filename = "pagerank_seq_c38"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_sq0_offsets49_174 = alloca i64, align 8
  %sq0_lengths45_171 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_sq0_offsets49_174, align 8
  store i64 %b, ptr %sq0_lengths45_171, align 8
  %v = load i64, ptr %acc_sq0_offsets49_174, align 8
  %v1 = load i64, ptr %sq0_lengths45_171, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 77
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_173 = alloca i64, align 8
  %acc_sq0_offsets49_174 = alloca i64, align 8
  %started_175 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 616
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 632
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp28 = getelementptr inbounds i64, ptr %1, i64 16
  %dim29 = load i64, ptr %dimp28, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 17
  %dim33 = load i64, ptr %dimp32, align 8
  %bufp46 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf47 = load ptr, ptr %bufp46, align 8
  %sq0_lengths45_171 = alloca i64, align 8
  %bufp54 = getelementptr inbounds ptr, ptr %0, i64 79
  %buf55 = load ptr, ptr %bufp54, align 8
  %bufp61 = getelementptr inbounds ptr, ptr %0, i64 82
  %buf62 = load ptr, ptr %bufp61, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_173, align 8
  store i64 0, ptr %acc_sq0_offsets49_174, align 8
  store i1 false, ptr %started_175, align 1
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
  %v = load i64, ptr %the_sq0_173, align 8
  %v14 = load i64, ptr %i, align 8
  %add = add i64 %v, %v14
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v15 = load i64, ptr %the_sq0_173, align 8
  %v16 = load i64, ptr %i, align 8
  %add17 = add i64 %v15, %v16
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %add17 to i128
  %step = sub i128 %at_next, %base
  %step18 = trunc i128 %step to i64
  %step19 = sext i64 %step18 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span20 = sext i64 %span to i128
  %reach = mul i128 %step19, %span20
  %c21 = icmp slt i128 %reach, 0
  %min22 = select i1 %c21, i128 %reach, i128 0
  %c23 = icmp sgt i128 %reach, 0
  %max24 = select i1 %c23, i128 %reach, i128 0
  %least = add i128 %base, %min22
  %most = add i128 %base, %max24
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits25 = and i1 %fits_low, %fits_high
  %least26 = select i1 %fits25, i128 %least, i128 -9223372036854775808
  %most27 = select i1 %fits25, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim29 to i128
  %low_ok = icmp sge i128 %least26, 0
  %high_ok = icmp slt i128 %most27, %extent
  %ok30 = and i1 true, %low_ok
  %ok31 = and i1 %ok30, %high_ok
  %extent34 = sext i64 %dim33 to i128
  %high_ok35 = icmp slt i128 0, %extent34
  %ok36 = and i1 %ok31, true
  %ok37 = and i1 %ok36, %high_ok35
  br i1 %ok37, label %proved, label %checked

proved:                                           ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop69

versions_done:                                    ; preds = %exit71, %exit
  %inb111 = icmp ult i64 %dim, %dim6
  br i1 %inb111, label %ok113, label %fail112

loop:                                             ; preds = %body38, %proved
  %i39 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i39, %min
  br i1 %more, label %body38, label %exit

body38:                                           ; preds = %loop
  %v40 = load i64, ptr %the_sq0_173, align 8
  %v41 = load i64, ptr %i, align 8
  %add42 = add i64 %v40, %v41
  %pos = mul i64 0, %dim29
  %pos43 = add i64 %pos, %add42
  %pos44 = mul i64 %pos43, %dim33
  %pos45 = add i64 %pos44, 0
  %elp48 = getelementptr inbounds i64, ptr %buf47, i64 %pos45
  %el49 = load i64, ptr %elp48, align 8, !alias.scope !7, !noalias !8
  store i64 %el49, ptr %sq0_lengths45_171, align 8
  %v50 = load i64, ptr %i, align 8
  %pos51 = mul i64 0, %dim
  %pos52 = add i64 %pos51, %v50
  %v53 = load i64, ptr %sq0_lengths45_171, align 8
  %elp56 = getelementptr inbounds i64, ptr %buf55, i64 %pos52
  store i64 %v53, ptr %elp56, align 8, !alias.scope !9, !noalias !10
  %v57 = load i64, ptr %i, align 8
  %pos58 = mul i64 0, %dim6
  %pos59 = add i64 %pos58, %v57
  %v60 = load i64, ptr %acc_sq0_offsets49_174, align 8
  %elp63 = getelementptr inbounds i64, ptr %buf62, i64 %pos59
  store i64 %v60, ptr %elp63, align 8, !alias.scope !11, !noalias !12
  %v64 = load i64, ptr %acc_sq0_offsets49_174, align 8
  %v65 = load i64, ptr %sq0_lengths45_171, align 8
  %add66 = add i64 %v64, %v65
  store i64 %add66, ptr %acc_sq0_offsets49_174, align 8
  %i67 = load i64, ptr %i, align 8
  %next68 = add i64 %i67, 1
  store i64 %next68, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop69:                                           ; preds = %ok87, %checked
  %i72 = load i64, ptr %i, align 8
  %more73 = icmp slt i64 %i72, %min
  br i1 %more73, label %body70, label %exit71

body70:                                           ; preds = %loop69
  %v74 = load i64, ptr %the_sq0_173, align 8
  %v75 = load i64, ptr %i, align 8
  %add76 = add i64 %v74, %v75
  %inb = icmp ult i64 %add76, %dim29
  br i1 %inb, label %ok78, label %fail77

exit71:                                           ; preds = %loop69
  br label %versions_done

fail77:                                           ; preds = %body70
  %errp79 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 54, ptr %errp80, align 8
  %errp81 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add76, ptr %errp81, align 8
  %errp82 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim29, ptr %errp82, align 8
  ret i32 1

ok78:                                             ; preds = %body70
  %pos83 = mul i64 0, %dim29
  %pos84 = add i64 %pos83, %add76
  %inb85 = icmp ult i64 0, %dim33
  br i1 %inb85, label %ok87, label %fail86

fail86:                                           ; preds = %ok78
  %errp88 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp88, align 8
  %errp89 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 54, ptr %errp89, align 8
  %errp90 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp90, align 8
  %errp91 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp91, align 8
  ret i32 1

ok87:                                             ; preds = %ok78
  %pos92 = mul i64 %pos84, %dim33
  %pos93 = add i64 %pos92, 0
  %elp94 = getelementptr inbounds i64, ptr %buf47, i64 %pos93
  %el95 = load i64, ptr %elp94, align 8, !alias.scope !7, !noalias !8
  store i64 %el95, ptr %sq0_lengths45_171, align 8
  %v96 = load i64, ptr %i, align 8
  %pos97 = mul i64 0, %dim
  %pos98 = add i64 %pos97, %v96
  %v99 = load i64, ptr %sq0_lengths45_171, align 8
  %elp100 = getelementptr inbounds i64, ptr %buf55, i64 %pos98
  store i64 %v99, ptr %elp100, align 8, !alias.scope !9, !noalias !10
  %v101 = load i64, ptr %i, align 8
  %pos102 = mul i64 0, %dim6
  %pos103 = add i64 %pos102, %v101
  %v104 = load i64, ptr %acc_sq0_offsets49_174, align 8
  %elp105 = getelementptr inbounds i64, ptr %buf62, i64 %pos103
  store i64 %v104, ptr %elp105, align 8, !alias.scope !11, !noalias !12
  %v106 = load i64, ptr %acc_sq0_offsets49_174, align 8
  %v107 = load i64, ptr %sq0_lengths45_171, align 8
  %add108 = add i64 %v106, %v107
  store i64 %add108, ptr %acc_sq0_offsets49_174, align 8
  %i109 = load i64, ptr %i, align 8
  %next110 = add i64 %i109, 1
  store i64 %next110, ptr %i, align 8
  br label %loop69

fail112:                                          ; preds = %versions_done
  %errp114 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp114, align 8
  %errp115 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 56, ptr %errp115, align 8
  %errp116 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp116, align 8
  %errp117 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp117, align 8
  ret i32 1

ok113:                                            ; preds = %versions_done
  %pos118 = mul i64 0, %dim6
  %pos119 = add i64 %pos118, %dim
  %v120 = load i64, ptr %acc_sq0_offsets49_174, align 8
  %elp121 = getelementptr inbounds i64, ptr %buf62, i64 %pos119
  store i64 %v120, ptr %elp121, align 8, !alias.scope !11, !noalias !12
  ret i32 0
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 77
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_173 = alloca i64, align 8
  %acc_sq0_offsets49_174 = alloca i64, align 8
  %started_175 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 616
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 632
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp28 = getelementptr inbounds i64, ptr %1, i64 16
  %dim29 = load i64, ptr %dimp28, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 17
  %dim33 = load i64, ptr %dimp32, align 8
  %bufp46 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf47 = load ptr, ptr %bufp46, align 8
  %sq0_lengths45_171 = alloca i64, align 8
  %bufp54 = getelementptr inbounds ptr, ptr %0, i64 79
  %buf55 = load ptr, ptr %bufp54, align 8
  %bufp61 = getelementptr inbounds ptr, ptr %0, i64 82
  %buf62 = load ptr, ptr %bufp61, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_173, align 8
  store i64 0, ptr %acc_sq0_offsets49_174, align 8
  store i1 false, ptr %started_175, align 1
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
  %v = load i64, ptr %the_sq0_173, align 8
  %v14 = load i64, ptr %i, align 8
  %add = add i64 %v, %v14
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v15 = load i64, ptr %the_sq0_173, align 8
  %v16 = load i64, ptr %i, align 8
  %add17 = add i64 %v15, %v16
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %add17 to i128
  %step = sub i128 %at_next, %base
  %step18 = trunc i128 %step to i64
  %step19 = sext i64 %step18 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span20 = sext i64 %span to i128
  %reach = mul i128 %step19, %span20
  %c21 = icmp slt i128 %reach, 0
  %min22 = select i1 %c21, i128 %reach, i128 0
  %c23 = icmp sgt i128 %reach, 0
  %max24 = select i1 %c23, i128 %reach, i128 0
  %least = add i128 %base, %min22
  %most = add i128 %base, %max24
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits25 = and i1 %fits_low, %fits_high
  %least26 = select i1 %fits25, i128 %least, i128 -9223372036854775808
  %most27 = select i1 %fits25, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim29 to i128
  %low_ok = icmp sge i128 %least26, 0
  %high_ok = icmp slt i128 %most27, %extent
  %ok30 = and i1 true, %low_ok
  %ok31 = and i1 %ok30, %high_ok
  %extent34 = sext i64 %dim33 to i128
  %high_ok35 = icmp slt i128 0, %extent34
  %ok36 = and i1 %ok31, true
  %ok37 = and i1 %ok36, %high_ok35
  br i1 %ok37, label %proved, label %checked

proved:                                           ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop69

versions_done:                                    ; preds = %exit71, %exit
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets49_174, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0

loop:                                             ; preds = %body38, %proved
  %i39 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i39, %min
  br i1 %more, label %body38, label %exit

body38:                                           ; preds = %loop
  %v40 = load i64, ptr %the_sq0_173, align 8
  %v41 = load i64, ptr %i, align 8
  %add42 = add i64 %v40, %v41
  %pos = mul i64 0, %dim29
  %pos43 = add i64 %pos, %add42
  %pos44 = mul i64 %pos43, %dim33
  %pos45 = add i64 %pos44, 0
  %elp48 = getelementptr inbounds i64, ptr %buf47, i64 %pos45
  %el49 = load i64, ptr %elp48, align 8, !alias.scope !7, !noalias !8
  store i64 %el49, ptr %sq0_lengths45_171, align 8
  %v50 = load i64, ptr %i, align 8
  %pos51 = mul i64 0, %dim
  %pos52 = add i64 %pos51, %v50
  %v53 = load i64, ptr %sq0_lengths45_171, align 8
  %elp56 = getelementptr inbounds i64, ptr %buf55, i64 %pos52
  store i64 %v53, ptr %elp56, align 8, !alias.scope !9, !noalias !10
  %v57 = load i64, ptr %i, align 8
  %pos58 = mul i64 0, %dim6
  %pos59 = add i64 %pos58, %v57
  %v60 = load i64, ptr %acc_sq0_offsets49_174, align 8
  %elp63 = getelementptr inbounds i64, ptr %buf62, i64 %pos59
  store i64 %v60, ptr %elp63, align 8, !alias.scope !11, !noalias !12
  %v64 = load i64, ptr %acc_sq0_offsets49_174, align 8
  %v65 = load i64, ptr %sq0_lengths45_171, align 8
  %add66 = add i64 %v64, %v65
  store i64 %add66, ptr %acc_sq0_offsets49_174, align 8
  %i67 = load i64, ptr %i, align 8
  %next68 = add i64 %i67, 1
  store i64 %next68, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop69:                                           ; preds = %ok87, %checked
  %i72 = load i64, ptr %i, align 8
  %more73 = icmp slt i64 %i72, %min
  br i1 %more73, label %body70, label %exit71

body70:                                           ; preds = %loop69
  %v74 = load i64, ptr %the_sq0_173, align 8
  %v75 = load i64, ptr %i, align 8
  %add76 = add i64 %v74, %v75
  %inb = icmp ult i64 %add76, %dim29
  br i1 %inb, label %ok78, label %fail77

exit71:                                           ; preds = %loop69
  br label %versions_done

fail77:                                           ; preds = %body70
  %errp79 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 54, ptr %errp80, align 8
  %errp81 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add76, ptr %errp81, align 8
  %errp82 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim29, ptr %errp82, align 8
  ret i32 1

ok78:                                             ; preds = %body70
  %pos83 = mul i64 0, %dim29
  %pos84 = add i64 %pos83, %add76
  %inb85 = icmp ult i64 0, %dim33
  br i1 %inb85, label %ok87, label %fail86

fail86:                                           ; preds = %ok78
  %errp88 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp88, align 8
  %errp89 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 54, ptr %errp89, align 8
  %errp90 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp90, align 8
  %errp91 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp91, align 8
  ret i32 1

ok87:                                             ; preds = %ok78
  %pos92 = mul i64 %pos84, %dim33
  %pos93 = add i64 %pos92, 0
  %elp94 = getelementptr inbounds i64, ptr %buf47, i64 %pos93
  %el95 = load i64, ptr %elp94, align 8, !alias.scope !7, !noalias !8
  store i64 %el95, ptr %sq0_lengths45_171, align 8
  %v96 = load i64, ptr %i, align 8
  %pos97 = mul i64 0, %dim
  %pos98 = add i64 %pos97, %v96
  %v99 = load i64, ptr %sq0_lengths45_171, align 8
  %elp100 = getelementptr inbounds i64, ptr %buf55, i64 %pos98
  store i64 %v99, ptr %elp100, align 8, !alias.scope !9, !noalias !10
  %v101 = load i64, ptr %i, align 8
  %pos102 = mul i64 0, %dim6
  %pos103 = add i64 %pos102, %v101
  %v104 = load i64, ptr %acc_sq0_offsets49_174, align 8
  %elp105 = getelementptr inbounds i64, ptr %buf62, i64 %pos103
  store i64 %v104, ptr %elp105, align 8, !alias.scope !11, !noalias !12
  %v106 = load i64, ptr %acc_sq0_offsets49_174, align 8
  %v107 = load i64, ptr %sq0_lengths45_171, align 8
  %add108 = add i64 %v106, %v107
  store i64 %add108, ptr %acc_sq0_offsets49_174, align 8
  %i109 = load i64, ptr %i, align 8
  %next110 = add i64 %i109, 1
  store i64 %next110, ptr %i, align 8
  br label %loop69
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 77
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_173 = alloca i64, align 8
  %acc_sq0_offsets49_174 = alloca i64, align 8
  %started_175 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 616
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 632
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp28 = getelementptr inbounds i64, ptr %1, i64 16
  %dim29 = load i64, ptr %dimp28, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 17
  %dim33 = load i64, ptr %dimp32, align 8
  %bufp46 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf47 = load ptr, ptr %bufp46, align 8
  %sq0_lengths45_171 = alloca i64, align 8
  %bufp54 = getelementptr inbounds ptr, ptr %0, i64 79
  %buf55 = load ptr, ptr %bufp54, align 8
  %bufp61 = getelementptr inbounds ptr, ptr %0, i64 82
  %buf62 = load ptr, ptr %bufp61, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_173, align 8
  store i64 0, ptr %acc_sq0_offsets49_174, align 8
  store i1 false, ptr %started_175, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets49_174, align 8
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
  %v = load i64, ptr %the_sq0_173, align 8
  %v14 = load i64, ptr %i, align 8
  %add = add i64 %v, %v14
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v15 = load i64, ptr %the_sq0_173, align 8
  %v16 = load i64, ptr %i, align 8
  %add17 = add i64 %v15, %v16
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %add17 to i128
  %step = sub i128 %at_next, %base
  %step18 = trunc i128 %step to i64
  %step19 = sext i64 %step18 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span20 = sext i64 %span to i128
  %reach = mul i128 %step19, %span20
  %c21 = icmp slt i128 %reach, 0
  %min22 = select i1 %c21, i128 %reach, i128 0
  %c23 = icmp sgt i128 %reach, 0
  %max24 = select i1 %c23, i128 %reach, i128 0
  %least = add i128 %base, %min22
  %most = add i128 %base, %max24
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits25 = and i1 %fits_low, %fits_high
  %least26 = select i1 %fits25, i128 %least, i128 -9223372036854775808
  %most27 = select i1 %fits25, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim29 to i128
  %low_ok = icmp sge i128 %least26, 0
  %high_ok = icmp slt i128 %most27, %extent
  %ok30 = and i1 true, %low_ok
  %ok31 = and i1 %ok30, %high_ok
  %extent34 = sext i64 %dim33 to i128
  %high_ok35 = icmp slt i128 0, %extent34
  %ok36 = and i1 %ok31, true
  %ok37 = and i1 %ok36, %high_ok35
  br i1 %ok37, label %proved, label %checked

proved:                                           ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop69

versions_done:                                    ; preds = %exit71, %exit
  %part111 = getelementptr inbounds i8, ptr %6, i64 0
  %acc112 = load i64, ptr %acc_sq0_offsets49_174, align 8
  store i64 %acc112, ptr %part111, align 8
  ret i32 0

loop:                                             ; preds = %body38, %proved
  %i39 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i39, %min
  br i1 %more, label %body38, label %exit

body38:                                           ; preds = %loop
  %v40 = load i64, ptr %the_sq0_173, align 8
  %v41 = load i64, ptr %i, align 8
  %add42 = add i64 %v40, %v41
  %pos = mul i64 0, %dim29
  %pos43 = add i64 %pos, %add42
  %pos44 = mul i64 %pos43, %dim33
  %pos45 = add i64 %pos44, 0
  %elp48 = getelementptr inbounds i64, ptr %buf47, i64 %pos45
  %el49 = load i64, ptr %elp48, align 8, !alias.scope !7, !noalias !8
  store i64 %el49, ptr %sq0_lengths45_171, align 8
  %v50 = load i64, ptr %i, align 8
  %pos51 = mul i64 0, %dim
  %pos52 = add i64 %pos51, %v50
  %v53 = load i64, ptr %sq0_lengths45_171, align 8
  %elp56 = getelementptr inbounds i64, ptr %buf55, i64 %pos52
  store i64 %v53, ptr %elp56, align 8, !alias.scope !9, !noalias !10
  %v57 = load i64, ptr %i, align 8
  %pos58 = mul i64 0, %dim6
  %pos59 = add i64 %pos58, %v57
  %v60 = load i64, ptr %acc_sq0_offsets49_174, align 8
  %elp63 = getelementptr inbounds i64, ptr %buf62, i64 %pos59
  store i64 %v60, ptr %elp63, align 8, !alias.scope !11, !noalias !12
  %v64 = load i64, ptr %acc_sq0_offsets49_174, align 8
  %v65 = load i64, ptr %sq0_lengths45_171, align 8
  %add66 = add i64 %v64, %v65
  store i64 %add66, ptr %acc_sq0_offsets49_174, align 8
  %i67 = load i64, ptr %i, align 8
  %next68 = add i64 %i67, 1
  store i64 %next68, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop69:                                           ; preds = %ok87, %checked
  %i72 = load i64, ptr %i, align 8
  %more73 = icmp slt i64 %i72, %min
  br i1 %more73, label %body70, label %exit71

body70:                                           ; preds = %loop69
  %v74 = load i64, ptr %the_sq0_173, align 8
  %v75 = load i64, ptr %i, align 8
  %add76 = add i64 %v74, %v75
  %inb = icmp ult i64 %add76, %dim29
  br i1 %inb, label %ok78, label %fail77

exit71:                                           ; preds = %loop69
  br label %versions_done

fail77:                                           ; preds = %body70
  %errp79 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 54, ptr %errp80, align 8
  %errp81 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add76, ptr %errp81, align 8
  %errp82 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim29, ptr %errp82, align 8
  ret i32 1

ok78:                                             ; preds = %body70
  %pos83 = mul i64 0, %dim29
  %pos84 = add i64 %pos83, %add76
  %inb85 = icmp ult i64 0, %dim33
  br i1 %inb85, label %ok87, label %fail86

fail86:                                           ; preds = %ok78
  %errp88 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp88, align 8
  %errp89 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 54, ptr %errp89, align 8
  %errp90 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp90, align 8
  %errp91 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp91, align 8
  ret i32 1

ok87:                                             ; preds = %ok78
  %pos92 = mul i64 %pos84, %dim33
  %pos93 = add i64 %pos92, 0
  %elp94 = getelementptr inbounds i64, ptr %buf47, i64 %pos93
  %el95 = load i64, ptr %elp94, align 8, !alias.scope !7, !noalias !8
  store i64 %el95, ptr %sq0_lengths45_171, align 8
  %v96 = load i64, ptr %i, align 8
  %pos97 = mul i64 0, %dim
  %pos98 = add i64 %pos97, %v96
  %v99 = load i64, ptr %sq0_lengths45_171, align 8
  %elp100 = getelementptr inbounds i64, ptr %buf55, i64 %pos98
  store i64 %v99, ptr %elp100, align 8, !alias.scope !9, !noalias !10
  %v101 = load i64, ptr %i, align 8
  %pos102 = mul i64 0, %dim6
  %pos103 = add i64 %pos102, %v101
  %v104 = load i64, ptr %acc_sq0_offsets49_174, align 8
  %elp105 = getelementptr inbounds i64, ptr %buf62, i64 %pos103
  store i64 %v104, ptr %elp105, align 8, !alias.scope !11, !noalias !12
  %v106 = load i64, ptr %acc_sq0_offsets49_174, align 8
  %v107 = load i64, ptr %sq0_lengths45_171, align 8
  %add108 = add i64 %v106, %v107
  store i64 %add108, ptr %acc_sq0_offsets49_174, align 8
  %i109 = load i64, ptr %i, align 8
  %next110 = add i64 %i109, 1
  store i64 %next110, ptr %i, align 8
  br label %loop69
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 77
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_173 = alloca i64, align 8
  %acc_sq0_offsets49_174 = alloca i64, align 8
  %started_175 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 616
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp15 = getelementptr inbounds i64, ptr %1, i64 16
  %dim16 = load i64, ptr %dimp15, align 8
  %dimp18 = getelementptr inbounds i64, ptr %1, i64 17
  %dim19 = load i64, ptr %dimp18, align 8
  %bufp32 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf33 = load ptr, ptr %bufp32, align 8
  %sq0_lengths45_171 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !7
  store i64 %el, ptr %the_sq0_173, align 8
  store i64 0, ptr %acc_sq0_offsets49_174, align 8
  store i1 false, ptr %started_175, align 1
  store i64 0, ptr %acc_sq0_offsets49_174, align 8
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, %dim
  %min = select i1 %c1, i64 %5, i64 %dim
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %the_sq0_173, align 8
  %v2 = load i64, ptr %i, align 8
  %add = add i64 %v, %v2
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v3 = load i64, ptr %the_sq0_173, align 8
  %v4 = load i64, ptr %i, align 8
  %add5 = add i64 %v3, %v4
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %add5 to i128
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
  %fits = and i1 %fits_low, %fits_high
  %least13 = select i1 %fits, i128 %least, i128 -9223372036854775808
  %most14 = select i1 %fits, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim16 to i128
  %low_ok = icmp sge i128 %least13, 0
  %high_ok = icmp slt i128 %most14, %extent
  %ok = and i1 true, %low_ok
  %ok17 = and i1 %ok, %high_ok
  %extent20 = sext i64 %dim19 to i128
  %high_ok21 = icmp slt i128 0, %extent20
  %ok22 = and i1 %ok17, true
  %ok23 = and i1 %ok22, %high_ok21
  br i1 %ok23, label %proved, label %checked

proved:                                           ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop41

versions_done:                                    ; preds = %exit43, %exit
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets49_174, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0

loop:                                             ; preds = %body24, %proved
  %i25 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i25, %min
  br i1 %more, label %body24, label %exit

body24:                                           ; preds = %loop
  %v26 = load i64, ptr %the_sq0_173, align 8
  %v27 = load i64, ptr %i, align 8
  %add28 = add i64 %v26, %v27
  %pos = mul i64 0, %dim16
  %pos29 = add i64 %pos, %add28
  %pos30 = mul i64 %pos29, %dim19
  %pos31 = add i64 %pos30, 0
  %elp34 = getelementptr inbounds i64, ptr %buf33, i64 %pos31
  %el35 = load i64, ptr %elp34, align 8, !alias.scope !7, !noalias !0
  store i64 %el35, ptr %sq0_lengths45_171, align 8
  %v36 = load i64, ptr %acc_sq0_offsets49_174, align 8
  %v37 = load i64, ptr %sq0_lengths45_171, align 8
  %add38 = add i64 %v36, %v37
  store i64 %add38, ptr %acc_sq0_offsets49_174, align 8
  %i39 = load i64, ptr %i, align 8
  %next40 = add i64 %i39, 1
  store i64 %next40, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop41:                                           ; preds = %ok57, %checked
  %i44 = load i64, ptr %i, align 8
  %more45 = icmp slt i64 %i44, %min
  br i1 %more45, label %body42, label %exit43

body42:                                           ; preds = %loop41
  %v46 = load i64, ptr %the_sq0_173, align 8
  %v47 = load i64, ptr %i, align 8
  %add48 = add i64 %v46, %v47
  %inb = icmp ult i64 %add48, %dim16
  br i1 %inb, label %ok49, label %fail

exit43:                                           ; preds = %loop41
  br label %versions_done

fail:                                             ; preds = %body42
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp50 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 54, ptr %errp50, align 8
  %errp51 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add48, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim16, ptr %errp52, align 8
  ret i32 1

ok49:                                             ; preds = %body42
  %pos53 = mul i64 0, %dim16
  %pos54 = add i64 %pos53, %add48
  %inb55 = icmp ult i64 0, %dim19
  br i1 %inb55, label %ok57, label %fail56

fail56:                                           ; preds = %ok49
  %errp58 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp58, align 8
  %errp59 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 54, ptr %errp59, align 8
  %errp60 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim19, ptr %errp61, align 8
  ret i32 1

ok57:                                             ; preds = %ok49
  %pos62 = mul i64 %pos54, %dim19
  %pos63 = add i64 %pos62, 0
  %elp64 = getelementptr inbounds i64, ptr %buf33, i64 %pos63
  %el65 = load i64, ptr %elp64, align 8, !alias.scope !7, !noalias !0
  store i64 %el65, ptr %sq0_lengths45_171, align 8
  %v66 = load i64, ptr %acc_sq0_offsets49_174, align 8
  %v67 = load i64, ptr %sq0_lengths45_171, align 8
  %add68 = add i64 %v66, %v67
  store i64 %add68, ptr %acc_sq0_offsets49_174, align 8
  %i69 = load i64, ptr %i, align 8
  %next70 = add i64 %i69, 1
  store i64 %next70, ptr %i, align 8
  br label %loop41
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 77
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_173 = alloca i64, align 8
  %acc_sq0_offsets49_174 = alloca i64, align 8
  %started_175 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 616
  %dim = load i64, ptr %dimp, align 8
  %dimp1 = getelementptr inbounds i64, ptr %1, i64 632
  %dim2 = load i64, ptr %dimp1, align 8
  %bufp7 = getelementptr inbounds ptr, ptr %0, i64 82
  %buf8 = load ptr, ptr %bufp7, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !11
  store i64 %el, ptr %the_sq0_173, align 8
  store i64 0, ptr %acc_sq0_offsets49_174, align 8
  store i1 false, ptr %started_175, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets49_174, align 8
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
  %v = load i64, ptr %acc_sq0_offsets49_174, align 8
  %elp9 = getelementptr inbounds i64, ptr %buf8, i64 %pos6
  store i64 %v, ptr %elp9, align 8, !alias.scope !11, !noalias !0
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.77", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.2", !2}
!5 = !{!"fuselab.buf.79", !2}
!6 = !{!"fuselab.buf.82", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !1, !5}

; cluster c39: Vertical(sq0_values47, Horizontal(Vertical(sq0_m50, sq0_m52), sq0_m51))
; ModuleID = 'pagerank_seq_c39'
source_filename = "pagerank_seq_c39"
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
  %bufp = getelementptr inbounds ptr, ptr %0, i64 77
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_182 = alloca i64, align 8
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 624
  %dim14 = load i64, ptr %dimp13, align 8
  %i = alloca i64, align 8
  %dimp30 = getelementptr inbounds i64, ptr %1, i64 560
  %dim31 = load i64, ptr %dimp30, align 8
  %bufp39 = getelementptr inbounds ptr, ptr %0, i64 72
  %buf40 = load ptr, ptr %bufp39, align 8
  %dimp44 = getelementptr inbounds i64, ptr %1, i64 8
  %dim45 = load i64, ptr %dimp44, align 8
  %bufp55 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf56 = load ptr, ptr %bufp55, align 8
  %bufp59 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf60 = load ptr, ptr %bufp59, align 8
  %sq0_values47_180 = alloca { i64, i64 }, align 8
  %sq0_185.0 = alloca i64, align 8
  %sq0_185.1 = alloca i64, align 8
  %sq0_m50_183 = alloca i64, align 8
  %dimp106 = getelementptr inbounds i64, ptr %1, i64 536
  %dim107 = load i64, ptr %dimp106, align 8
  %bufp117 = getelementptr inbounds ptr, ptr %0, i64 69
  %buf118 = load ptr, ptr %bufp117, align 8
  %sq0_m52_189 = alloca double, align 8
  %bufp125 = getelementptr inbounds ptr, ptr %0, i64 85
  %buf126 = load ptr, ptr %bufp125, align 8
  %sq0_194.0 = alloca i64, align 8
  %sq0_194.1 = alloca i64, align 8
  %sq0_m51_192 = alloca i64, align 8
  %bufp193 = getelementptr inbounds ptr, ptr %0, i64 84
  %buf194 = load ptr, ptr %bufp193, align 8
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
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_182, align 8
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
  store i64 59, ptr %errp16, align 8
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
  br label %loop197

divisors_done:                                    ; preds = %exit199, %exit
  ret i32 0

loop:                                             ; preds = %ok135, %small_divisors
  %i29 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i29, %min
  br i1 %more, label %body28, label %exit

body28:                                           ; preds = %loop
  %v = load i64, ptr %the_sq0_182, align 8
  %inb = icmp ult i64 %v, %dim31
  br i1 %inb, label %ok33, label %fail32

exit:                                             ; preds = %loop
  br label %divisors_done

fail32:                                           ; preds = %body28
  %errp34 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 55, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp36, align 8
  %errp37 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim31, ptr %errp37, align 8
  ret i32 1

ok33:                                             ; preds = %body28
  %pos = mul i64 0, %dim31
  %pos38 = add i64 %pos, %v
  %elp41 = getelementptr inbounds i64, ptr %buf40, i64 %pos38
  %el42 = load i64, ptr %elp41, align 8, !alias.scope !10, !noalias !11
  %v43 = load i64, ptr %i, align 8
  %add = add i64 %el42, %v43
  %inb46 = icmp ult i64 %add, %dim45
  br i1 %inb46, label %ok48, label %fail47

fail47:                                           ; preds = %ok33
  %errp49 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp49, align 8
  %errp50 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 55, ptr %errp50, align 8
  %errp51 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim45, ptr %errp52, align 8
  ret i32 1

ok48:                                             ; preds = %ok33
  %pos53 = mul i64 0, %dim45
  %pos54 = add i64 %pos53, %add
  %elp57 = getelementptr inbounds i64, ptr %buf56, i64 %pos54
  %el58 = load i64, ptr %elp57, align 8, !alias.scope !12, !noalias !13
  %tup = insertvalue { i64, i64 } undef, i64 %el58, 0
  %elp61 = getelementptr inbounds i64, ptr %buf60, i64 %pos54
  %el62 = load i64, ptr %elp61, align 8, !alias.scope !14, !noalias !15
  %tup63 = insertvalue { i64, i64 } %tup, i64 %el62, 1
  store { i64, i64 } %tup63, ptr %sq0_values47_180, align 8
  %fldp = getelementptr inbounds { i64, i64 }, ptr %sq0_values47_180, i32 0, i32 0
  %fldp64 = getelementptr inbounds { i64, i64 }, ptr %sq0_values47_180, i32 0, i32 0
  %fld = load i64, ptr %fldp64, align 8
  store i64 %fld, ptr %sq0_185.0, align 8
  %fldp65 = getelementptr inbounds { i64, i64 }, ptr %sq0_values47_180, i32 0, i32 1
  %fldp66 = getelementptr inbounds { i64, i64 }, ptr %sq0_values47_180, i32 0, i32 1
  %fld67 = load i64, ptr %fldp66, align 8
  store i64 %fld67, ptr %sq0_185.1, align 8
  %v68 = load i64, ptr %sq0_185.0, align 8
  %mul = mul i64 %v68, 1000003
  %v69 = load i64, ptr %"%n_dim0", align 8
  %nz = icmp ne i64 %v69, 0
  br i1 %nz, label %ok71, label %fail70

fail70:                                           ; preds = %ok48
  %errp72 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp72, align 8
  %errp73 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 57, ptr %errp73, align 8
  %errp74 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul, ptr %errp74, align 8
  %errp75 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v69, ptr %errp75, align 8
  ret i32 1

ok71:                                             ; preds = %ok48
  %d_word76 = load i64, ptr %d_word, align 8
  %d_word77 = load i64, ptr %d_word5, align 8
  %d_word78 = load i64, ptr %d_word6, align 8
  %d_word79 = load i64, ptr %d_word7, align 8
  %d_word80 = load i64, ptr %d_word8, align 8
  %d_word81 = load i64, ptr %d_word9, align 8
  %d_word82 = load i64, ptr %d_word10, align 8
  %d_word83 = load i64, ptr %d_word11, align 8
  %d_word84 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %mul, 63
  %xf = xor i64 %mul, %xs
  %ax = sub i64 %xf, %xs
  %bf = bitcast i64 %d_word82 to double
  %inv = bitcast i64 %d_word83 to double
  %wrap = bitcast i64 %d_word84 to double
  %ah = lshr i64 %ax, 32
  %ah85 = or i64 %ah, 4841369599423283200
  %ah86 = bitcast i64 %ah85 to double
  %ah87 = fsub double %ah86, 0x4330000000000000
  %al = and i64 %ax, 4294967295
  %al88 = or i64 %al, 4841369599423283200
  %al89 = bitcast i64 %al88 to double
  %al90 = fsub double %al89, 0x4330000000000000
  %ah_wrap = fmul double %ah87, %wrap
  %s = fadd double %ah_wrap, %al90
  %p = fmul double %s, %inv
  %q = call double @llvm.trunc.f64(double %p)
  %qb = fmul double %q, %bf
  %r = fsub double %s, %qb
  %low = fcmp olt double %r, 0.000000e+00
  %q91 = fsub double %q, 1.000000e+00
  %q92 = select i1 %low, double %q91, double %q
  %r93 = fadd double %r, %bf
  %r94 = select i1 %low, double %r93, double %r
  %high = fcmp oge double %r94, %bf
  %q95 = fadd double %q92, 1.000000e+00
  %q96 = select i1 %high, double %q95, double %q92
  %r97 = fsub double %r94, %bf
  %r98 = select i1 %high, double %r97, double %r94
  %int = fadd double %r98, 0x4330000000000000
  %int99 = bitcast double %int to i64
  %int100 = sub i64 %int99, 4841369599423283200
  %signed = xor i64 %int100, %xs
  %signed101 = sub i64 %signed, %xs
  %add102 = add i64 %signed101, %dim
  %v103 = load i64, ptr %"%n_dim0", align 8
  %wge = icmp sge i64 %add102, %v103
  %wsub = sub i64 %add102, %v103
  %wrap104 = select i1 %wge, i64 %wsub, i64 %add102
  store i64 %wrap104, ptr %sq0_m50_183, align 8
  %v105 = load i64, ptr %sq0_m50_183, align 8
  %inb108 = icmp ult i64 %v105, %dim107
  br i1 %inb108, label %ok110, label %fail109

fail109:                                          ; preds = %ok71
  %errp111 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp111, align 8
  %errp112 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 59, ptr %errp112, align 8
  %errp113 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v105, ptr %errp113, align 8
  %errp114 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim107, ptr %errp114, align 8
  ret i32 1

ok110:                                            ; preds = %ok71
  %pos115 = mul i64 0, %dim107
  %pos116 = add i64 %pos115, %v105
  %elp119 = getelementptr inbounds double, ptr %buf118, i64 %pos116
  %el120 = load double, ptr %elp119, align 8, !alias.scope !16, !noalias !17
  store double %el120, ptr %sq0_m52_189, align 8
  %v121 = load i64, ptr %i, align 8
  %pos122 = mul i64 0, %dim14
  %pos123 = add i64 %pos122, %v121
  %v124 = load double, ptr %sq0_m52_189, align 8
  %elp127 = getelementptr inbounds double, ptr %buf126, i64 %pos123
  store double %v124, ptr %elp127, align 8, !alias.scope !18, !noalias !19
  %v128 = load i64, ptr %sq0_185.0, align 8
  store i64 %v128, ptr %sq0_194.0, align 8
  %v129 = load i64, ptr %sq0_185.1, align 8
  store i64 %v129, ptr %sq0_194.1, align 8
  %v130 = load i64, ptr %sq0_185.1, align 8
  %mul131 = mul i64 %v130, 999983
  %v132 = load i64, ptr %"%n_dim0", align 8
  %nz133 = icmp ne i64 %v132, 0
  br i1 %nz133, label %ok135, label %fail134

fail134:                                          ; preds = %ok110
  %errp136 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp136, align 8
  %errp137 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 58, ptr %errp137, align 8
  %errp138 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul131, ptr %errp138, align 8
  %errp139 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v132, ptr %errp139, align 8
  ret i32 1

ok135:                                            ; preds = %ok110
  %d_word140 = load i64, ptr %d_word, align 8
  %d_word141 = load i64, ptr %d_word5, align 8
  %d_word142 = load i64, ptr %d_word6, align 8
  %d_word143 = load i64, ptr %d_word7, align 8
  %d_word144 = load i64, ptr %d_word8, align 8
  %d_word145 = load i64, ptr %d_word9, align 8
  %d_word146 = load i64, ptr %d_word10, align 8
  %d_word147 = load i64, ptr %d_word11, align 8
  %d_word148 = load i64, ptr %d_word12, align 8
  %xs149 = ashr i64 %mul131, 63
  %xf150 = xor i64 %mul131, %xs149
  %ax151 = sub i64 %xf150, %xs149
  %bf152 = bitcast i64 %d_word146 to double
  %inv153 = bitcast i64 %d_word147 to double
  %wrap154 = bitcast i64 %d_word148 to double
  %ah155 = lshr i64 %ax151, 32
  %ah156 = or i64 %ah155, 4841369599423283200
  %ah157 = bitcast i64 %ah156 to double
  %ah158 = fsub double %ah157, 0x4330000000000000
  %al159 = and i64 %ax151, 4294967295
  %al160 = or i64 %al159, 4841369599423283200
  %al161 = bitcast i64 %al160 to double
  %al162 = fsub double %al161, 0x4330000000000000
  %ah_wrap163 = fmul double %ah158, %wrap154
  %s164 = fadd double %ah_wrap163, %al162
  %p165 = fmul double %s164, %inv153
  %q166 = call double @llvm.trunc.f64(double %p165)
  %qb167 = fmul double %q166, %bf152
  %r168 = fsub double %s164, %qb167
  %low169 = fcmp olt double %r168, 0.000000e+00
  %q170 = fsub double %q166, 1.000000e+00
  %q171 = select i1 %low169, double %q170, double %q166
  %r172 = fadd double %r168, %bf152
  %r173 = select i1 %low169, double %r172, double %r168
  %high174 = fcmp oge double %r173, %bf152
  %q175 = fadd double %q171, 1.000000e+00
  %q176 = select i1 %high174, double %q175, double %q171
  %r177 = fsub double %r173, %bf152
  %r178 = select i1 %high174, double %r177, double %r173
  %int179 = fadd double %r178, 0x4330000000000000
  %int180 = bitcast double %int179 to i64
  %int181 = sub i64 %int180, 4841369599423283200
  %signed182 = xor i64 %int181, %xs149
  %signed183 = sub i64 %signed182, %xs149
  %add184 = add i64 %signed183, %dim
  %v185 = load i64, ptr %"%n_dim0", align 8
  %wge186 = icmp sge i64 %add184, %v185
  %wsub187 = sub i64 %add184, %v185
  %wrap188 = select i1 %wge186, i64 %wsub187, i64 %add184
  store i64 %wrap188, ptr %sq0_m51_192, align 8
  %v189 = load i64, ptr %i, align 8
  %pos190 = mul i64 0, %dim14
  %pos191 = add i64 %pos190, %v189
  %v192 = load i64, ptr %sq0_m51_192, align 8
  %elp195 = getelementptr inbounds i64, ptr %buf194, i64 %pos191
  store i64 %v192, ptr %elp195, align 8, !alias.scope !20, !noalias !21
  %i196 = load i64, ptr %i, align 8
  %next = add i64 %i196, 1
  store i64 %next, ptr %i, align 8
  br label %loop

loop197:                                          ; preds = %ok302, %large_divisors
  %i200 = load i64, ptr %i, align 8
  %more201 = icmp slt i64 %i200, %min
  br i1 %more201, label %body198, label %exit199

body198:                                          ; preds = %loop197
  %v202 = load i64, ptr %the_sq0_182, align 8
  %inb203 = icmp ult i64 %v202, %dim31
  br i1 %inb203, label %ok205, label %fail204

exit199:                                          ; preds = %loop197
  br label %divisors_done

fail204:                                          ; preds = %body198
  %errp206 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp206, align 8
  %errp207 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 55, ptr %errp207, align 8
  %errp208 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v202, ptr %errp208, align 8
  %errp209 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim31, ptr %errp209, align 8
  ret i32 1

ok205:                                            ; preds = %body198
  %pos210 = mul i64 0, %dim31
  %pos211 = add i64 %pos210, %v202
  %elp212 = getelementptr inbounds i64, ptr %buf40, i64 %pos211
  %el213 = load i64, ptr %elp212, align 8, !alias.scope !10, !noalias !11
  %v214 = load i64, ptr %i, align 8
  %add215 = add i64 %el213, %v214
  %inb216 = icmp ult i64 %add215, %dim45
  br i1 %inb216, label %ok218, label %fail217

fail217:                                          ; preds = %ok205
  %errp219 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp219, align 8
  %errp220 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 55, ptr %errp220, align 8
  %errp221 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add215, ptr %errp221, align 8
  %errp222 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim45, ptr %errp222, align 8
  ret i32 1

ok218:                                            ; preds = %ok205
  %pos223 = mul i64 0, %dim45
  %pos224 = add i64 %pos223, %add215
  %elp225 = getelementptr inbounds i64, ptr %buf56, i64 %pos224
  %el226 = load i64, ptr %elp225, align 8, !alias.scope !12, !noalias !13
  %tup227 = insertvalue { i64, i64 } undef, i64 %el226, 0
  %elp228 = getelementptr inbounds i64, ptr %buf60, i64 %pos224
  %el229 = load i64, ptr %elp228, align 8, !alias.scope !14, !noalias !15
  %tup230 = insertvalue { i64, i64 } %tup227, i64 %el229, 1
  store { i64, i64 } %tup230, ptr %sq0_values47_180, align 8
  %fldp231 = getelementptr inbounds { i64, i64 }, ptr %sq0_values47_180, i32 0, i32 0
  %fldp232 = getelementptr inbounds { i64, i64 }, ptr %sq0_values47_180, i32 0, i32 0
  %fld233 = load i64, ptr %fldp232, align 8
  store i64 %fld233, ptr %sq0_185.0, align 8
  %fldp234 = getelementptr inbounds { i64, i64 }, ptr %sq0_values47_180, i32 0, i32 1
  %fldp235 = getelementptr inbounds { i64, i64 }, ptr %sq0_values47_180, i32 0, i32 1
  %fld236 = load i64, ptr %fldp235, align 8
  store i64 %fld236, ptr %sq0_185.1, align 8
  %v237 = load i64, ptr %sq0_185.0, align 8
  %mul238 = mul i64 %v237, 1000003
  %v239 = load i64, ptr %"%n_dim0", align 8
  %nz240 = icmp ne i64 %v239, 0
  br i1 %nz240, label %ok242, label %fail241

fail241:                                          ; preds = %ok218
  %errp243 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp243, align 8
  %errp244 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 57, ptr %errp244, align 8
  %errp245 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul238, ptr %errp245, align 8
  %errp246 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v239, ptr %errp246, align 8
  ret i32 1

ok242:                                            ; preds = %ok218
  %d_word247 = load i64, ptr %d_word, align 8
  %d_word248 = load i64, ptr %d_word5, align 8
  %d_word249 = load i64, ptr %d_word6, align 8
  %d_word250 = load i64, ptr %d_word7, align 8
  %d_word251 = load i64, ptr %d_word8, align 8
  %d_word252 = load i64, ptr %d_word9, align 8
  %d_word253 = load i64, ptr %d_word10, align 8
  %d_word254 = load i64, ptr %d_word11, align 8
  %d_word255 = load i64, ptr %d_word12, align 8
  %xs256 = ashr i64 %mul238, 63
  %xf257 = xor i64 %mul238, %xs256
  %ax258 = sub i64 %xf257, %xs256
  %lo = and i64 %d_word249, 4294967295
  %hi = lshr i64 %d_word249, 32
  %lo259 = and i64 %ax258, 4294967295
  %hi260 = lshr i64 %ax258, 32
  %ll = mul i64 %lo, %lo259
  %hl = mul i64 %hi, %lo259
  %lh = mul i64 %lo, %hi260
  %hh = mul i64 %hi, %hi260
  %hi261 = lshr i64 %ll, 32
  %lo262 = and i64 %hl, 4294967295
  %mid = add i64 %hi261, %lo262
  %lo263 = and i64 %lh, 4294967295
  %mid264 = add i64 %mid, %lo263
  %hi265 = lshr i64 %hl, 32
  %top = add i64 %hh, %hi265
  %hi266 = lshr i64 %lh, 32
  %top267 = add i64 %top, %hi266
  %hi268 = lshr i64 %mid264, 32
  %mulhi = add i64 %top267, %hi268
  %a_t = sub i64 %ax258, %mulhi
  %half = lshr i64 %a_t, %d_word250
  %sum = add i64 %mulhi, %half
  %q269 = lshr i64 %sum, %d_word251
  %s270 = xor i64 %xs256, %d_word248
  %qs = xor i64 %q269, %s270
  %q271 = sub i64 %qs, %s270
  %qd = mul i64 %q271, %v239
  %r272 = sub i64 %mul238, %qd
  %add273 = add i64 %r272, %dim
  %v274 = load i64, ptr %"%n_dim0", align 8
  %wge275 = icmp sge i64 %add273, %v274
  %wsub276 = sub i64 %add273, %v274
  %wrap277 = select i1 %wge275, i64 %wsub276, i64 %add273
  store i64 %wrap277, ptr %sq0_m50_183, align 8
  %v278 = load i64, ptr %sq0_m50_183, align 8
  %inb279 = icmp ult i64 %v278, %dim107
  br i1 %inb279, label %ok281, label %fail280

fail280:                                          ; preds = %ok242
  %errp282 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp282, align 8
  %errp283 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 59, ptr %errp283, align 8
  %errp284 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v278, ptr %errp284, align 8
  %errp285 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim107, ptr %errp285, align 8
  ret i32 1

ok281:                                            ; preds = %ok242
  %pos286 = mul i64 0, %dim107
  %pos287 = add i64 %pos286, %v278
  %elp288 = getelementptr inbounds double, ptr %buf118, i64 %pos287
  %el289 = load double, ptr %elp288, align 8, !alias.scope !16, !noalias !17
  store double %el289, ptr %sq0_m52_189, align 8
  %v290 = load i64, ptr %i, align 8
  %pos291 = mul i64 0, %dim14
  %pos292 = add i64 %pos291, %v290
  %v293 = load double, ptr %sq0_m52_189, align 8
  %elp294 = getelementptr inbounds double, ptr %buf126, i64 %pos292
  store double %v293, ptr %elp294, align 8, !alias.scope !18, !noalias !19
  %v295 = load i64, ptr %sq0_185.0, align 8
  store i64 %v295, ptr %sq0_194.0, align 8
  %v296 = load i64, ptr %sq0_185.1, align 8
  store i64 %v296, ptr %sq0_194.1, align 8
  %v297 = load i64, ptr %sq0_185.1, align 8
  %mul298 = mul i64 %v297, 999983
  %v299 = load i64, ptr %"%n_dim0", align 8
  %nz300 = icmp ne i64 %v299, 0
  br i1 %nz300, label %ok302, label %fail301

fail301:                                          ; preds = %ok281
  %errp303 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp303, align 8
  %errp304 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 58, ptr %errp304, align 8
  %errp305 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul298, ptr %errp305, align 8
  %errp306 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v299, ptr %errp306, align 8
  ret i32 1

ok302:                                            ; preds = %ok281
  %d_word307 = load i64, ptr %d_word, align 8
  %d_word308 = load i64, ptr %d_word5, align 8
  %d_word309 = load i64, ptr %d_word6, align 8
  %d_word310 = load i64, ptr %d_word7, align 8
  %d_word311 = load i64, ptr %d_word8, align 8
  %d_word312 = load i64, ptr %d_word9, align 8
  %d_word313 = load i64, ptr %d_word10, align 8
  %d_word314 = load i64, ptr %d_word11, align 8
  %d_word315 = load i64, ptr %d_word12, align 8
  %xs316 = ashr i64 %mul298, 63
  %xf317 = xor i64 %mul298, %xs316
  %ax318 = sub i64 %xf317, %xs316
  %lo319 = and i64 %d_word309, 4294967295
  %hi320 = lshr i64 %d_word309, 32
  %lo321 = and i64 %ax318, 4294967295
  %hi322 = lshr i64 %ax318, 32
  %ll323 = mul i64 %lo319, %lo321
  %hl324 = mul i64 %hi320, %lo321
  %lh325 = mul i64 %lo319, %hi322
  %hh326 = mul i64 %hi320, %hi322
  %hi327 = lshr i64 %ll323, 32
  %lo328 = and i64 %hl324, 4294967295
  %mid329 = add i64 %hi327, %lo328
  %lo330 = and i64 %lh325, 4294967295
  %mid331 = add i64 %mid329, %lo330
  %hi332 = lshr i64 %hl324, 32
  %top333 = add i64 %hh326, %hi332
  %hi334 = lshr i64 %lh325, 32
  %top335 = add i64 %top333, %hi334
  %hi336 = lshr i64 %mid331, 32
  %mulhi337 = add i64 %top335, %hi336
  %a_t338 = sub i64 %ax318, %mulhi337
  %half339 = lshr i64 %a_t338, %d_word310
  %sum340 = add i64 %mulhi337, %half339
  %q341 = lshr i64 %sum340, %d_word311
  %s342 = xor i64 %xs316, %d_word308
  %qs343 = xor i64 %q341, %s342
  %q344 = sub i64 %qs343, %s342
  %qd345 = mul i64 %q344, %v299
  %r346 = sub i64 %mul298, %qd345
  %add347 = add i64 %r346, %dim
  %v348 = load i64, ptr %"%n_dim0", align 8
  %wge349 = icmp sge i64 %add347, %v348
  %wsub350 = sub i64 %add347, %v348
  %wrap351 = select i1 %wge349, i64 %wsub350, i64 %add347
  store i64 %wrap351, ptr %sq0_m51_192, align 8
  %v352 = load i64, ptr %i, align 8
  %pos353 = mul i64 0, %dim14
  %pos354 = add i64 %pos353, %v352
  %v355 = load i64, ptr %sq0_m51_192, align 8
  %elp356 = getelementptr inbounds i64, ptr %buf194, i64 %pos354
  store i64 %v355, ptr %elp356, align 8, !alias.scope !20, !noalias !21
  %i357 = load i64, ptr %i, align 8
  %next358 = add i64 %i357, 1
  store i64 %next358, ptr %i, align 8
  br label %loop197
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
!1 = !{!"fuselab.buf.77", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7, !8, !9}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.1", !2}
!6 = !{!"fuselab.buf.69", !2}
!7 = !{!"fuselab.buf.72", !2}
!8 = !{!"fuselab.buf.84", !2}
!9 = !{!"fuselab.buf.85", !2}
!10 = !{!7}
!11 = !{!4, !5, !6, !1, !8, !9}
!12 = !{!4}
!13 = !{!5, !6, !7, !1, !8, !9}
!14 = !{!5}
!15 = !{!4, !6, !7, !1, !8, !9}
!16 = !{!6}
!17 = !{!4, !5, !7, !1, !8, !9}
!18 = !{!9}
!19 = !{!4, !5, !6, !7, !1, !8}
!20 = !{!8}
!21 = !{!4, !5, !6, !7, !1, !9}

; cluster c40: unit13
; ModuleID = 'pagerank_seq_c40'
source_filename = "pagerank_seq_c40"
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

; cluster c41: ds2
; ModuleID = 'pagerank_seq_c41'
source_filename = "pagerank_seq_c41"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 88
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_203 = alloca i64, align 8
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
  %ds2_201 = alloca i64, align 8
  %bufp40 = getelementptr inbounds ptr, ptr %0, i64 90
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
  %v = load i64, ptr %the_sq0_203, align 8
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
  store i64 %el35, ptr %ds2_201, align 8
  %v36 = load i64, ptr %i, align 8
  %pos37 = mul i64 0, %dim
  %pos38 = add i64 %pos37, %v36
  %v39 = load i64, ptr %ds2_201, align 8
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

; cluster c42: Vertical(ec2, permute3)
; ModuleID = 'pagerank_seq_c42'
source_filename = "pagerank_seq_c42"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 88
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_206 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 672
  %dim = load i64, ptr %dimp, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 91
  %buf2 = load ptr, ptr %bufp1, align 8
  %bufp3 = getelementptr inbounds ptr, ptr %0, i64 87
  %buf4 = load ptr, ptr %bufp3, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 688
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp10 = getelementptr inbounds i64, ptr %1, i64 632
  %dim11 = load i64, ptr %dimp10, align 8
  %bufp16 = getelementptr inbounds ptr, ptr %0, i64 82
  %buf17 = load ptr, ptr %bufp16, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 656
  %dim22 = load i64, ptr %dimp21, align 8
  %bufp32 = getelementptr inbounds ptr, ptr %0, i64 85
  %buf33 = load ptr, ptr %bufp32, align 8
  %ec2_204 = alloca double, align 8
  %dimp37 = getelementptr inbounds i64, ptr %1, i64 696
  %dim38 = load i64, ptr %dimp37, align 8
  %bufp48 = getelementptr inbounds ptr, ptr %0, i64 90
  %buf49 = load ptr, ptr %bufp48, align 8
  %new_207 = alloca double, align 8
  %old_208 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_206, align 8
  %n = mul i64 1, %dim
  %bytes = mul i64 %n, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %buf2, ptr align 1 %buf4, i64 %bytes, i1 false)
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c7 = icmp slt i64 %5, %dim6
  %min = select i1 %c7, i64 %5, i64 %dim6
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %body
  %i9 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i9, %min
  br i1 %more, label %body8, label %exit

body8:                                            ; preds = %loop
  %v = load i64, ptr %the_sq0_206, align 8
  %inb = icmp ult i64 %v, %dim11
  br i1 %inb, label %ok, label %fail

exit:                                             ; preds = %loop
  ret i32 0

fail:                                             ; preds = %body8
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 61, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim11, ptr %errp14, align 8
  ret i32 1

ok:                                               ; preds = %body8
  %pos = mul i64 0, %dim11
  %pos15 = add i64 %pos, %v
  %elp18 = getelementptr inbounds i64, ptr %buf17, i64 %pos15
  %el19 = load i64, ptr %elp18, align 8, !alias.scope !8, !noalias !9
  %v20 = load i64, ptr %i, align 8
  %add = add i64 %el19, %v20
  %inb23 = icmp ult i64 %add, %dim22
  br i1 %inb23, label %ok25, label %fail24

fail24:                                           ; preds = %ok
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 61, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok
  %pos30 = mul i64 0, %dim22
  %pos31 = add i64 %pos30, %add
  %elp34 = getelementptr inbounds double, ptr %buf33, i64 %pos31
  %el35 = load double, ptr %elp34, align 8, !alias.scope !10, !noalias !11
  store double %el35, ptr %ec2_204, align 8
  %v36 = load i64, ptr %i, align 8
  %inb39 = icmp ult i64 %v36, %dim38
  br i1 %inb39, label %ok41, label %fail40

ignored:                                          ; preds = %ok54
  %i67 = load i64, ptr %i, align 8
  %next = add i64 %i67, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail40:                                           ; preds = %ok25
  %errp42 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 63, ptr %errp43, align 8
  %errp44 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v36, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim38, ptr %errp45, align 8
  ret i32 1

ok41:                                             ; preds = %ok25
  %pos46 = mul i64 0, %dim38
  %pos47 = add i64 %pos46, %v36
  %elp50 = getelementptr inbounds i64, ptr %buf49, i64 %pos47
  %el51 = load i64, ptr %elp50, align 8, !alias.scope !12, !noalias !13
  %inb52 = icmp ult i64 %el51, %dim
  br i1 %inb52, label %ok54, label %fail53

fail53:                                           ; preds = %ok41
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 63, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el51, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %ok41
  %pos59 = mul i64 0, %dim
  %pos60 = add i64 %pos59, %el51
  %v61 = load double, ptr %ec2_204, align 8
  store double %v61, ptr %new_207, align 8
  %elp62 = getelementptr inbounds double, ptr %buf2, i64 %pos60
  %el63 = load double, ptr %elp62, align 8, !alias.scope !14, !noalias !15
  store double %el63, ptr %old_208, align 8
  %v64 = load double, ptr %new_207, align 8
  %v65 = load double, ptr %old_208, align 8
  %fa = fadd double %v64, %v65
  %elp66 = getelementptr inbounds double, ptr %buf2, i64 %pos60
  store double %fa, ptr %elp66, align 8, !alias.scope !14, !noalias !15
  br label %ignored
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_owned(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 88
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_206 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 688
  %dim = load i64, ptr %dimp, align 8
  %targets = alloca [1024 x i64], align 8
  %block = alloca i64, align 8
  %i3 = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 696
  %dim8 = load i64, ptr %dimp7, align 8
  %bufp13 = getelementptr inbounds ptr, ptr %0, i64 90
  %buf14 = load ptr, ptr %bufp13, align 8
  %dimp27 = getelementptr inbounds i64, ptr %1, i64 672
  %dim28 = load i64, ptr %dimp27, align 8
  %dimp40 = getelementptr inbounds i64, ptr %1, i64 632
  %dim41 = load i64, ptr %dimp40, align 8
  %bufp51 = getelementptr inbounds ptr, ptr %0, i64 82
  %buf52 = load ptr, ptr %bufp51, align 8
  %dimp56 = getelementptr inbounds i64, ptr %1, i64 656
  %dim57 = load i64, ptr %dimp56, align 8
  %bufp67 = getelementptr inbounds ptr, ptr %0, i64 85
  %buf68 = load ptr, ptr %bufp67, align 8
  %ec2_204 = alloca double, align 8
  %new_207 = alloca double, align 8
  %bufp72 = getelementptr inbounds ptr, ptr %0, i64 91
  %buf73 = load ptr, ptr %bufp72, align 8
  %old_208 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_206, align 8
  %share_hi = getelementptr i64, ptr %6, i64 1
  %share_lo = load i64, ptr %6, align 8
  %share_hi1 = load i64, ptr %share_hi, align 8
  store i64 0, ptr %block, align 8
  br label %blocks

blocks:                                           ; preds = %exit21, %body
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
  br label %loop19

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
  %elp15 = getelementptr inbounds i64, ptr %buf14, i64 %pos12
  %el16 = load i64, ptr %elp15, align 8, !alias.scope !12, !noalias !13
  %i17 = load i64, ptr %i3, align 8
  %k = sub i64 %i17, %i
  %at = getelementptr i64, ptr %targets, i64 %k
  store i64 %el16, ptr %at, align 8
  %i18 = load i64, ptr %i3, align 8
  %next = add i64 %i18, 1
  store i64 %next, ptr %i3, align 8
  br label %loop

loop19:                                           ; preds = %not_owned, %exit
  %i22 = load i64, ptr %i3, align 8
  %more23 = icmp slt i64 %i22, %min
  br i1 %more23, label %body20, label %exit21

body20:                                           ; preds = %loop19
  %i24 = load i64, ptr %i3, align 8
  %k25 = sub i64 %i24, %i
  %at26 = getelementptr i64, ptr %targets, i64 %k25
  %target = load i64, ptr %at26, align 8
  %inb29 = icmp ult i64 %target, %dim28
  br i1 %inb29, label %ok31, label %fail30

exit21:                                           ; preds = %loop19
  %i81 = load i64, ptr %block, align 8
  %next82 = add i64 %i81, 1024
  store i64 %next82, ptr %block, align 8
  br label %blocks

fail30:                                           ; preds = %body20
  %errp32 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp32, align 8
  %errp33 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 63, ptr %errp33, align 8
  %errp34 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %target, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim28, ptr %errp35, align 8
  ret i32 1

ok31:                                             ; preds = %body20
  %pos36 = mul i64 0, %dim28
  %pos37 = add i64 %pos36, %target
  %from_lo = sub i64 %pos37, %4
  %owned = sub i64 %5, %4
  %mine = icmp ult i64 %from_lo, %owned
  br i1 %mine, label %owned38, label %not_owned

owned38:                                          ; preds = %ok31
  %v39 = load i64, ptr %the_sq0_206, align 8
  %inb42 = icmp ult i64 %v39, %dim41
  br i1 %inb42, label %ok44, label %fail43

not_owned:                                        ; preds = %ok60, %ok31
  %i79 = load i64, ptr %i3, align 8
  %next80 = add i64 %i79, 1
  store i64 %next80, ptr %i3, align 8
  br label %loop19

fail43:                                           ; preds = %owned38
  %errp45 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 63, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v39, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim41, ptr %errp48, align 8
  ret i32 1

ok44:                                             ; preds = %owned38
  %pos49 = mul i64 0, %dim41
  %pos50 = add i64 %pos49, %v39
  %elp53 = getelementptr inbounds i64, ptr %buf52, i64 %pos50
  %el54 = load i64, ptr %elp53, align 8, !alias.scope !8, !noalias !9
  %v55 = load i64, ptr %i3, align 8
  %add = add i64 %el54, %v55
  %inb58 = icmp ult i64 %add, %dim57
  br i1 %inb58, label %ok60, label %fail59

fail59:                                           ; preds = %ok44
  %errp61 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp61, align 8
  %errp62 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 63, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp63, align 8
  %errp64 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim57, ptr %errp64, align 8
  ret i32 1

ok60:                                             ; preds = %ok44
  %pos65 = mul i64 0, %dim57
  %pos66 = add i64 %pos65, %add
  %elp69 = getelementptr inbounds double, ptr %buf68, i64 %pos66
  %el70 = load double, ptr %elp69, align 8, !alias.scope !10, !noalias !11
  store double %el70, ptr %ec2_204, align 8
  %v71 = load double, ptr %ec2_204, align 8
  store double %v71, ptr %new_207, align 8
  %elp74 = getelementptr inbounds double, ptr %buf73, i64 %pos37
  %el75 = load double, ptr %elp74, align 8, !alias.scope !14, !noalias !15
  store double %el75, ptr %old_208, align 8
  %v76 = load double, ptr %new_207, align 8
  %v77 = load double, ptr %old_208, align 8
  %fa = fadd double %v76, %v77
  %elp78 = getelementptr inbounds double, ptr %buf73, i64 %pos37
  store double %fa, ptr %elp78, align 8, !alias.scope !14, !noalias !15
  br label %not_owned
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.88", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.82", !2}
!5 = !{!"fuselab.buf.85", !2}
!6 = !{!"fuselab.buf.90", !2}
!7 = !{!"fuselab.buf.91", !2}
!8 = !{!4}
!9 = !{!5, !1, !6, !7}
!10 = !{!5}
!11 = !{!4, !1, !6, !7}
!12 = !{!6}
!13 = !{!4, !5, !1, !7}
!14 = !{!7}
!15 = !{!4, !5, !1, !6}

; cluster c43: unit14
; ModuleID = 'pagerank_seq_c43'
source_filename = "pagerank_seq_c43"
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

; cluster c45: unit15
; ModuleID = 'pagerank_seq_c45'
source_filename = "pagerank_seq_c45"
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

; cluster c47: Diagonal(rank2, c3)
; ModuleID = 'pagerank_seq_c47'
source_filename = "pagerank_seq_c47"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 752
  %dim = load i64, ptr %dimp, align 8
  %dimp12 = getelementptr inbounds i64, ptr %1, i64 256
  %dim13 = load i64, ptr %dimp12, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 97
  %buf = load ptr, ptr %bufp, align 8
  %loop6_218 = alloca double, align 8
  %dimp31 = getelementptr inbounds i64, ptr %1, i64 0
  %dim32 = load i64, ptr %dimp31, align 8
  %rank2_216 = alloca double, align 8
  %bufp38 = getelementptr inbounds ptr, ptr %0, i64 99
  %buf39 = load ptr, ptr %bufp38, align 8
  %bufp44 = getelementptr inbounds ptr, ptr %0, i64 33
  %buf45 = load ptr, ptr %bufp44, align 8
  %degf_222 = alloca double, align 8
  %c3_219 = alloca double, align 8
  %bufp55 = getelementptr inbounds ptr, ptr %0, i64 100
  %buf56 = load ptr, ptr %bufp55, align 8
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
  %fits14 = icmp sle i64 %min, %dim13
  br i1 %fits14, label %ok16, label %fail15

fail15:                                           ; preds = %ok7
  %errp17 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 69, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim13, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %ok7
  %fits21 = icmp sle i64 %min, %dim
  br i1 %fits21, label %ok23, label %fail22

fail22:                                           ; preds = %ok16
  %errp24 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp24, align 8
  %errp25 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 69, ptr %errp25, align 8
  %errp26 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp27, align 8
  ret i32 1

ok23:                                             ; preds = %ok16
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %body28, %ok23
  %i29 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i29, %min
  br i1 %more, label %body28, label %exit

body28:                                           ; preds = %loop
  %v = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos30 = add i64 %pos, %v
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos30
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %loop6_218, align 8
  %cv = sitofp i64 %dim32 to double
  %fd = fdiv double 0x3FC3333333333334, %cv
  %v33 = load double, ptr %loop6_218, align 8
  %fm = fmul double 8.500000e-01, %v33
  %fa = fadd double %fd, %fm
  store double %fa, ptr %rank2_216, align 8
  %v34 = load i64, ptr %i, align 8
  %pos35 = mul i64 0, %dim
  %pos36 = add i64 %pos35, %v34
  %v37 = load double, ptr %rank2_216, align 8
  %elp40 = getelementptr inbounds double, ptr %buf39, i64 %pos36
  store double %v37, ptr %elp40, align 8, !alias.scope !7, !noalias !8
  %v41 = load i64, ptr %i, align 8
  %pos42 = mul i64 0, %dim13
  %pos43 = add i64 %pos42, %v41
  %elp46 = getelementptr inbounds double, ptr %buf45, i64 %pos43
  %el47 = load double, ptr %elp46, align 8, !alias.scope !9, !noalias !10
  store double %el47, ptr %degf_222, align 8
  %v48 = load double, ptr %rank2_216, align 8
  %v49 = load double, ptr %degf_222, align 8
  %fd50 = fdiv double %v48, %v49
  store double %fd50, ptr %c3_219, align 8
  %v51 = load i64, ptr %i, align 8
  %pos52 = mul i64 0, %dim
  %pos53 = add i64 %pos52, %v51
  %v54 = load double, ptr %c3_219, align 8
  %elp57 = getelementptr inbounds double, ptr %buf56, i64 %pos53
  store double %v54, ptr %elp57, align 8, !alias.scope !11, !noalias !12
  %i58 = load i64, ptr %i, align 8
  %next = add i64 %i58, 1
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
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.33", !2}
!5 = !{!"fuselab.buf.99", !2}
!6 = !{!"fuselab.buf.100", !2}
!7 = !{!5}
!8 = !{!4, !1, !6}
!9 = !{!4}
!10 = !{!1, !5, !6}
!11 = !{!6}
!12 = !{!4, !1, !5}

; cluster c48: sq0_len59
; ModuleID = 'pagerank_seq_c48'
source_filename = "pagerank_seq_c48"
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

; cluster c49: Vertical(generate4, sq0_offsets63)
; ModuleID = 'pagerank_seq_c49'
source_filename = "pagerank_seq_c49"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_sq0_offsets63_226 = alloca i64, align 8
  %generate4_224 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_sq0_offsets63_226, align 8
  store i64 %b, ptr %generate4_224, align 8
  %v = load i64, ptr %acc_sq0_offsets63_226, align 8
  %v1 = load i64, ptr %generate4_224, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets63_226 = alloca i64, align 8
  %started_227 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 800
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %dimp20 = getelementptr inbounds i64, ptr %1, i64 17
  %dim21 = load i64, ptr %dimp20, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %generate4_224 = alloca i64, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 103
  %buf37 = load ptr, ptr %bufp36, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets63_226, align 8
  store i1 false, ptr %started_227, align 1
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
  store i64 72, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v7 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %v7 to i128
  %step = sub i128 %at_next, %base
  %step8 = trunc i128 %step to i64
  %step9 = sext i64 %step8 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span10 = sext i64 %span to i128
  %reach = mul i128 %step9, %span10
  %c11 = icmp slt i128 %reach, 0
  %min12 = select i1 %c11, i128 %reach, i128 0
  %c13 = icmp sgt i128 %reach, 0
  %max14 = select i1 %c13, i128 %reach, i128 0
  %least = add i128 %base, %min12
  %most = add i128 %base, %max14
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits15 = and i1 %fits_low, %fits_high
  %least16 = select i1 %fits15, i128 %least, i128 -9223372036854775808
  %most17 = select i1 %fits15, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least16, 0
  %high_ok = icmp slt i128 %most17, %extent
  %ok18 = and i1 true, %low_ok
  %ok19 = and i1 %ok18, %high_ok
  %extent22 = sext i64 %dim21 to i128
  %high_ok23 = icmp slt i128 0, %extent22
  %ok24 = and i1 %ok19, true
  %ok25 = and i1 %ok24, %high_ok23
  br i1 %ok25, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop43

versions_done:                                    ; preds = %exit45, %exit
  %inb78 = icmp ult i64 %dim, %dim3
  br i1 %inb78, label %ok80, label %fail79

loop:                                             ; preds = %body26, %proved
  %i27 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i27, %min
  br i1 %more, label %body26, label %exit

body26:                                           ; preds = %loop
  %v28 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos29 = add i64 %pos, %v28
  %pos30 = mul i64 %pos29, %dim21
  %pos31 = add i64 %pos30, 0
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos31
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %generate4_224, align 8
  %v32 = load i64, ptr %i, align 8
  %pos33 = mul i64 0, %dim3
  %pos34 = add i64 %pos33, %v32
  %v35 = load i64, ptr %acc_sq0_offsets63_226, align 8
  %elp38 = getelementptr inbounds i64, ptr %buf37, i64 %pos34
  store i64 %v35, ptr %elp38, align 8, !alias.scope !3, !noalias !0
  %v39 = load i64, ptr %acc_sq0_offsets63_226, align 8
  %v40 = load i64, ptr %generate4_224, align 8
  %add = add i64 %v39, %v40
  store i64 %add, ptr %acc_sq0_offsets63_226, align 8
  %i41 = load i64, ptr %i, align 8
  %next42 = add i64 %i41, 1
  store i64 %next42, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop43:                                           ; preds = %ok59, %checked
  %i46 = load i64, ptr %i, align 8
  %more47 = icmp slt i64 %i46, %min
  br i1 %more47, label %body44, label %exit45

body44:                                           ; preds = %loop43
  %v48 = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v48, %dim
  br i1 %inb, label %ok50, label %fail49

exit45:                                           ; preds = %loop43
  br label %versions_done

fail49:                                           ; preds = %body44
  %errp51 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 71, ptr %errp52, align 8
  %errp53 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v48, ptr %errp53, align 8
  %errp54 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp54, align 8
  ret i32 1

ok50:                                             ; preds = %body44
  %pos55 = mul i64 0, %dim
  %pos56 = add i64 %pos55, %v48
  %inb57 = icmp ult i64 0, %dim21
  br i1 %inb57, label %ok59, label %fail58

fail58:                                           ; preds = %ok50
  %errp60 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 71, ptr %errp61, align 8
  %errp62 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim21, ptr %errp63, align 8
  ret i32 1

ok59:                                             ; preds = %ok50
  %pos64 = mul i64 %pos56, %dim21
  %pos65 = add i64 %pos64, 0
  %elp66 = getelementptr inbounds i64, ptr %buf, i64 %pos65
  %el67 = load i64, ptr %elp66, align 8, !alias.scope !0, !noalias !3
  store i64 %el67, ptr %generate4_224, align 8
  %v68 = load i64, ptr %i, align 8
  %pos69 = mul i64 0, %dim3
  %pos70 = add i64 %pos69, %v68
  %v71 = load i64, ptr %acc_sq0_offsets63_226, align 8
  %elp72 = getelementptr inbounds i64, ptr %buf37, i64 %pos70
  store i64 %v71, ptr %elp72, align 8, !alias.scope !3, !noalias !0
  %v73 = load i64, ptr %acc_sq0_offsets63_226, align 8
  %v74 = load i64, ptr %generate4_224, align 8
  %add75 = add i64 %v73, %v74
  store i64 %add75, ptr %acc_sq0_offsets63_226, align 8
  %i76 = load i64, ptr %i, align 8
  %next77 = add i64 %i76, 1
  store i64 %next77, ptr %i, align 8
  br label %loop43

fail79:                                           ; preds = %versions_done
  %errp81 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp81, align 8
  %errp82 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 72, ptr %errp82, align 8
  %errp83 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp83, align 8
  %errp84 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp84, align 8
  ret i32 1

ok80:                                             ; preds = %versions_done
  %pos85 = mul i64 0, %dim3
  %pos86 = add i64 %pos85, %dim
  %v87 = load i64, ptr %acc_sq0_offsets63_226, align 8
  %elp88 = getelementptr inbounds i64, ptr %buf37, i64 %pos86
  store i64 %v87, ptr %elp88, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets63_226 = alloca i64, align 8
  %started_227 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 800
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %dimp20 = getelementptr inbounds i64, ptr %1, i64 17
  %dim21 = load i64, ptr %dimp20, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %generate4_224 = alloca i64, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 103
  %buf37 = load ptr, ptr %bufp36, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets63_226, align 8
  store i1 false, ptr %started_227, align 1
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
  store i64 72, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v7 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %v7 to i128
  %step = sub i128 %at_next, %base
  %step8 = trunc i128 %step to i64
  %step9 = sext i64 %step8 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span10 = sext i64 %span to i128
  %reach = mul i128 %step9, %span10
  %c11 = icmp slt i128 %reach, 0
  %min12 = select i1 %c11, i128 %reach, i128 0
  %c13 = icmp sgt i128 %reach, 0
  %max14 = select i1 %c13, i128 %reach, i128 0
  %least = add i128 %base, %min12
  %most = add i128 %base, %max14
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits15 = and i1 %fits_low, %fits_high
  %least16 = select i1 %fits15, i128 %least, i128 -9223372036854775808
  %most17 = select i1 %fits15, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least16, 0
  %high_ok = icmp slt i128 %most17, %extent
  %ok18 = and i1 true, %low_ok
  %ok19 = and i1 %ok18, %high_ok
  %extent22 = sext i64 %dim21 to i128
  %high_ok23 = icmp slt i128 0, %extent22
  %ok24 = and i1 %ok19, true
  %ok25 = and i1 %ok24, %high_ok23
  br i1 %ok25, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop43

versions_done:                                    ; preds = %exit45, %exit
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets63_226, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0

loop:                                             ; preds = %body26, %proved
  %i27 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i27, %min
  br i1 %more, label %body26, label %exit

body26:                                           ; preds = %loop
  %v28 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos29 = add i64 %pos, %v28
  %pos30 = mul i64 %pos29, %dim21
  %pos31 = add i64 %pos30, 0
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos31
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %generate4_224, align 8
  %v32 = load i64, ptr %i, align 8
  %pos33 = mul i64 0, %dim3
  %pos34 = add i64 %pos33, %v32
  %v35 = load i64, ptr %acc_sq0_offsets63_226, align 8
  %elp38 = getelementptr inbounds i64, ptr %buf37, i64 %pos34
  store i64 %v35, ptr %elp38, align 8, !alias.scope !3, !noalias !0
  %v39 = load i64, ptr %acc_sq0_offsets63_226, align 8
  %v40 = load i64, ptr %generate4_224, align 8
  %add = add i64 %v39, %v40
  store i64 %add, ptr %acc_sq0_offsets63_226, align 8
  %i41 = load i64, ptr %i, align 8
  %next42 = add i64 %i41, 1
  store i64 %next42, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop43:                                           ; preds = %ok59, %checked
  %i46 = load i64, ptr %i, align 8
  %more47 = icmp slt i64 %i46, %min
  br i1 %more47, label %body44, label %exit45

body44:                                           ; preds = %loop43
  %v48 = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v48, %dim
  br i1 %inb, label %ok50, label %fail49

exit45:                                           ; preds = %loop43
  br label %versions_done

fail49:                                           ; preds = %body44
  %errp51 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 71, ptr %errp52, align 8
  %errp53 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v48, ptr %errp53, align 8
  %errp54 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp54, align 8
  ret i32 1

ok50:                                             ; preds = %body44
  %pos55 = mul i64 0, %dim
  %pos56 = add i64 %pos55, %v48
  %inb57 = icmp ult i64 0, %dim21
  br i1 %inb57, label %ok59, label %fail58

fail58:                                           ; preds = %ok50
  %errp60 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 71, ptr %errp61, align 8
  %errp62 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim21, ptr %errp63, align 8
  ret i32 1

ok59:                                             ; preds = %ok50
  %pos64 = mul i64 %pos56, %dim21
  %pos65 = add i64 %pos64, 0
  %elp66 = getelementptr inbounds i64, ptr %buf, i64 %pos65
  %el67 = load i64, ptr %elp66, align 8, !alias.scope !0, !noalias !3
  store i64 %el67, ptr %generate4_224, align 8
  %v68 = load i64, ptr %i, align 8
  %pos69 = mul i64 0, %dim3
  %pos70 = add i64 %pos69, %v68
  %v71 = load i64, ptr %acc_sq0_offsets63_226, align 8
  %elp72 = getelementptr inbounds i64, ptr %buf37, i64 %pos70
  store i64 %v71, ptr %elp72, align 8, !alias.scope !3, !noalias !0
  %v73 = load i64, ptr %acc_sq0_offsets63_226, align 8
  %v74 = load i64, ptr %generate4_224, align 8
  %add75 = add i64 %v73, %v74
  store i64 %add75, ptr %acc_sq0_offsets63_226, align 8
  %i76 = load i64, ptr %i, align 8
  %next77 = add i64 %i76, 1
  store i64 %next77, ptr %i, align 8
  br label %loop43
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets63_226 = alloca i64, align 8
  %started_227 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 800
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %dimp20 = getelementptr inbounds i64, ptr %1, i64 17
  %dim21 = load i64, ptr %dimp20, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %generate4_224 = alloca i64, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 103
  %buf37 = load ptr, ptr %bufp36, align 8
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
  %fits = icmp sle i64 %min, %dim3
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 72, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v7 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %v7 to i128
  %step = sub i128 %at_next, %base
  %step8 = trunc i128 %step to i64
  %step9 = sext i64 %step8 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span10 = sext i64 %span to i128
  %reach = mul i128 %step9, %span10
  %c11 = icmp slt i128 %reach, 0
  %min12 = select i1 %c11, i128 %reach, i128 0
  %c13 = icmp sgt i128 %reach, 0
  %max14 = select i1 %c13, i128 %reach, i128 0
  %least = add i128 %base, %min12
  %most = add i128 %base, %max14
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits15 = and i1 %fits_low, %fits_high
  %least16 = select i1 %fits15, i128 %least, i128 -9223372036854775808
  %most17 = select i1 %fits15, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least16, 0
  %high_ok = icmp slt i128 %most17, %extent
  %ok18 = and i1 true, %low_ok
  %ok19 = and i1 %ok18, %high_ok
  %extent22 = sext i64 %dim21 to i128
  %high_ok23 = icmp slt i128 0, %extent22
  %ok24 = and i1 %ok19, true
  %ok25 = and i1 %ok24, %high_ok23
  br i1 %ok25, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop43

versions_done:                                    ; preds = %exit45, %exit
  %part78 = getelementptr inbounds i8, ptr %6, i64 0
  %acc79 = load i64, ptr %acc_sq0_offsets63_226, align 8
  store i64 %acc79, ptr %part78, align 8
  ret i32 0

loop:                                             ; preds = %body26, %proved
  %i27 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i27, %min
  br i1 %more, label %body26, label %exit

body26:                                           ; preds = %loop
  %v28 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos29 = add i64 %pos, %v28
  %pos30 = mul i64 %pos29, %dim21
  %pos31 = add i64 %pos30, 0
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos31
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %generate4_224, align 8
  %v32 = load i64, ptr %i, align 8
  %pos33 = mul i64 0, %dim3
  %pos34 = add i64 %pos33, %v32
  %v35 = load i64, ptr %acc_sq0_offsets63_226, align 8
  %elp38 = getelementptr inbounds i64, ptr %buf37, i64 %pos34
  store i64 %v35, ptr %elp38, align 8, !alias.scope !3, !noalias !0
  %v39 = load i64, ptr %acc_sq0_offsets63_226, align 8
  %v40 = load i64, ptr %generate4_224, align 8
  %add = add i64 %v39, %v40
  store i64 %add, ptr %acc_sq0_offsets63_226, align 8
  %i41 = load i64, ptr %i, align 8
  %next42 = add i64 %i41, 1
  store i64 %next42, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop43:                                           ; preds = %ok59, %checked
  %i46 = load i64, ptr %i, align 8
  %more47 = icmp slt i64 %i46, %min
  br i1 %more47, label %body44, label %exit45

body44:                                           ; preds = %loop43
  %v48 = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v48, %dim
  br i1 %inb, label %ok50, label %fail49

exit45:                                           ; preds = %loop43
  br label %versions_done

fail49:                                           ; preds = %body44
  %errp51 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 71, ptr %errp52, align 8
  %errp53 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v48, ptr %errp53, align 8
  %errp54 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp54, align 8
  ret i32 1

ok50:                                             ; preds = %body44
  %pos55 = mul i64 0, %dim
  %pos56 = add i64 %pos55, %v48
  %inb57 = icmp ult i64 0, %dim21
  br i1 %inb57, label %ok59, label %fail58

fail58:                                           ; preds = %ok50
  %errp60 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 71, ptr %errp61, align 8
  %errp62 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim21, ptr %errp63, align 8
  ret i32 1

ok59:                                             ; preds = %ok50
  %pos64 = mul i64 %pos56, %dim21
  %pos65 = add i64 %pos64, 0
  %elp66 = getelementptr inbounds i64, ptr %buf, i64 %pos65
  %el67 = load i64, ptr %elp66, align 8, !alias.scope !0, !noalias !3
  store i64 %el67, ptr %generate4_224, align 8
  %v68 = load i64, ptr %i, align 8
  %pos69 = mul i64 0, %dim3
  %pos70 = add i64 %pos69, %v68
  %v71 = load i64, ptr %acc_sq0_offsets63_226, align 8
  %elp72 = getelementptr inbounds i64, ptr %buf37, i64 %pos70
  store i64 %v71, ptr %elp72, align 8, !alias.scope !3, !noalias !0
  %v73 = load i64, ptr %acc_sq0_offsets63_226, align 8
  %v74 = load i64, ptr %generate4_224, align 8
  %add75 = add i64 %v73, %v74
  store i64 %add75, ptr %acc_sq0_offsets63_226, align 8
  %i76 = load i64, ptr %i, align 8
  %next77 = add i64 %i76, 1
  store i64 %next77, ptr %i, align 8
  br label %loop43
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets63_226 = alloca i64, align 8
  %started_227 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 17
  %dim14 = load i64, ptr %dimp13, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %generate4_224 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets63_226, align 8
  store i1 false, ptr %started_227, align 1
  store i64 0, ptr %acc_sq0_offsets63_226, align 8
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, %dim
  %min = select i1 %c1, i64 %5, i64 %dim
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %i, align 8
  %base = sext i64 %v to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v2 = load i64, ptr %i, align 8
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %v2 to i128
  %step = sub i128 %at_next, %base
  %step3 = trunc i128 %step to i64
  %step4 = sext i64 %step3 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span5 = sext i64 %span to i128
  %reach = mul i128 %step4, %span5
  %c6 = icmp slt i128 %reach, 0
  %min7 = select i1 %c6, i128 %reach, i128 0
  %c8 = icmp sgt i128 %reach, 0
  %max9 = select i1 %c8, i128 %reach, i128 0
  %least = add i128 %base, %min7
  %most = add i128 %base, %max9
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits = and i1 %fits_low, %fits_high
  %least10 = select i1 %fits, i128 %least, i128 -9223372036854775808
  %most11 = select i1 %fits, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least10, 0
  %high_ok = icmp slt i128 %most11, %extent
  %ok = and i1 true, %low_ok
  %ok12 = and i1 %ok, %high_ok
  %extent15 = sext i64 %dim14 to i128
  %high_ok16 = icmp slt i128 0, %extent15
  %ok17 = and i1 %ok12, true
  %ok18 = and i1 %ok17, %high_ok16
  br i1 %ok18, label %proved, label %checked

proved:                                           ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop29

versions_done:                                    ; preds = %exit31, %exit
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets63_226, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0

loop:                                             ; preds = %body19, %proved
  %i20 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i20, %min
  br i1 %more, label %body19, label %exit

body19:                                           ; preds = %loop
  %v21 = load i64, ptr %i, align 8
  %pos = mul i64 0, %dim
  %pos22 = add i64 %pos, %v21
  %pos23 = mul i64 %pos22, %dim14
  %pos24 = add i64 %pos23, 0
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos24
  %el = load i64, ptr %elp, align 8, !alias.scope !0
  store i64 %el, ptr %generate4_224, align 8
  %v25 = load i64, ptr %acc_sq0_offsets63_226, align 8
  %v26 = load i64, ptr %generate4_224, align 8
  %add = add i64 %v25, %v26
  store i64 %add, ptr %acc_sq0_offsets63_226, align 8
  %i27 = load i64, ptr %i, align 8
  %next28 = add i64 %i27, 1
  store i64 %next28, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop29:                                           ; preds = %ok43, %checked
  %i32 = load i64, ptr %i, align 8
  %more33 = icmp slt i64 %i32, %min
  br i1 %more33, label %body30, label %exit31

body30:                                           ; preds = %loop29
  %v34 = load i64, ptr %i, align 8
  %inb = icmp ult i64 %v34, %dim
  br i1 %inb, label %ok35, label %fail

exit31:                                           ; preds = %loop29
  br label %versions_done

fail:                                             ; preds = %body30
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 71, ptr %errp36, align 8
  %errp37 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v34, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp38, align 8
  ret i32 1

ok35:                                             ; preds = %body30
  %pos39 = mul i64 0, %dim
  %pos40 = add i64 %pos39, %v34
  %inb41 = icmp ult i64 0, %dim14
  br i1 %inb41, label %ok43, label %fail42

fail42:                                           ; preds = %ok35
  %errp44 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 71, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim14, ptr %errp47, align 8
  ret i32 1

ok43:                                             ; preds = %ok35
  %pos48 = mul i64 %pos40, %dim14
  %pos49 = add i64 %pos48, 0
  %elp50 = getelementptr inbounds i64, ptr %buf, i64 %pos49
  %el51 = load i64, ptr %elp50, align 8, !alias.scope !0
  store i64 %el51, ptr %generate4_224, align 8
  %v52 = load i64, ptr %acc_sq0_offsets63_226, align 8
  %v53 = load i64, ptr %generate4_224, align 8
  %add54 = add i64 %v52, %v53
  store i64 %add54, ptr %acc_sq0_offsets63_226, align 8
  %i55 = load i64, ptr %i, align 8
  %next56 = add i64 %i55, 1
  store i64 %next56, ptr %i, align 8
  br label %loop29
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets63_226 = alloca i64, align 8
  %started_227 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
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
!1 = !{!"fuselab.buf.2", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.103", !2}

; cluster c50: unit16
; ModuleID = 'pagerank_seq_c50'
source_filename = "pagerank_seq_c50"
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

; cluster c51: unit17
; ModuleID = 'pagerank_seq_c51'
source_filename = "pagerank_seq_c51"
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

; cluster c52: sq0_c61
; ModuleID = 'pagerank_seq_c52'
source_filename = "pagerank_seq_c52"
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

; cluster c53: Diagonal(sq0_lengths65, sq0_offsets69)
; ModuleID = 'pagerank_seq_c53'
source_filename = "pagerank_seq_c53"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_sq0_offsets69_244 = alloca i64, align 8
  %sq0_lengths65_241 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_sq0_offsets69_244, align 8
  store i64 %b, ptr %sq0_lengths65_241, align 8
  %v = load i64, ptr %acc_sq0_offsets69_244, align 8
  %v1 = load i64, ptr %sq0_lengths65_241, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 108
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_243 = alloca i64, align 8
  %acc_sq0_offsets69_244 = alloca i64, align 8
  %started_245 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 856
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 872
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp28 = getelementptr inbounds i64, ptr %1, i64 16
  %dim29 = load i64, ptr %dimp28, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 17
  %dim33 = load i64, ptr %dimp32, align 8
  %bufp46 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf47 = load ptr, ptr %bufp46, align 8
  %sq0_lengths65_241 = alloca i64, align 8
  %bufp54 = getelementptr inbounds ptr, ptr %0, i64 110
  %buf55 = load ptr, ptr %bufp54, align 8
  %bufp61 = getelementptr inbounds ptr, ptr %0, i64 113
  %buf62 = load ptr, ptr %bufp61, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_243, align 8
  store i64 0, ptr %acc_sq0_offsets69_244, align 8
  store i1 false, ptr %started_245, align 1
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
  %v = load i64, ptr %the_sq0_243, align 8
  %v14 = load i64, ptr %i, align 8
  %add = add i64 %v, %v14
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v15 = load i64, ptr %the_sq0_243, align 8
  %v16 = load i64, ptr %i, align 8
  %add17 = add i64 %v15, %v16
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %add17 to i128
  %step = sub i128 %at_next, %base
  %step18 = trunc i128 %step to i64
  %step19 = sext i64 %step18 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span20 = sext i64 %span to i128
  %reach = mul i128 %step19, %span20
  %c21 = icmp slt i128 %reach, 0
  %min22 = select i1 %c21, i128 %reach, i128 0
  %c23 = icmp sgt i128 %reach, 0
  %max24 = select i1 %c23, i128 %reach, i128 0
  %least = add i128 %base, %min22
  %most = add i128 %base, %max24
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits25 = and i1 %fits_low, %fits_high
  %least26 = select i1 %fits25, i128 %least, i128 -9223372036854775808
  %most27 = select i1 %fits25, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim29 to i128
  %low_ok = icmp sge i128 %least26, 0
  %high_ok = icmp slt i128 %most27, %extent
  %ok30 = and i1 true, %low_ok
  %ok31 = and i1 %ok30, %high_ok
  %extent34 = sext i64 %dim33 to i128
  %high_ok35 = icmp slt i128 0, %extent34
  %ok36 = and i1 %ok31, true
  %ok37 = and i1 %ok36, %high_ok35
  br i1 %ok37, label %proved, label %checked

proved:                                           ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop69

versions_done:                                    ; preds = %exit71, %exit
  %inb111 = icmp ult i64 %dim, %dim6
  br i1 %inb111, label %ok113, label %fail112

loop:                                             ; preds = %body38, %proved
  %i39 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i39, %min
  br i1 %more, label %body38, label %exit

body38:                                           ; preds = %loop
  %v40 = load i64, ptr %the_sq0_243, align 8
  %v41 = load i64, ptr %i, align 8
  %add42 = add i64 %v40, %v41
  %pos = mul i64 0, %dim29
  %pos43 = add i64 %pos, %add42
  %pos44 = mul i64 %pos43, %dim33
  %pos45 = add i64 %pos44, 0
  %elp48 = getelementptr inbounds i64, ptr %buf47, i64 %pos45
  %el49 = load i64, ptr %elp48, align 8, !alias.scope !7, !noalias !8
  store i64 %el49, ptr %sq0_lengths65_241, align 8
  %v50 = load i64, ptr %i, align 8
  %pos51 = mul i64 0, %dim
  %pos52 = add i64 %pos51, %v50
  %v53 = load i64, ptr %sq0_lengths65_241, align 8
  %elp56 = getelementptr inbounds i64, ptr %buf55, i64 %pos52
  store i64 %v53, ptr %elp56, align 8, !alias.scope !9, !noalias !10
  %v57 = load i64, ptr %i, align 8
  %pos58 = mul i64 0, %dim6
  %pos59 = add i64 %pos58, %v57
  %v60 = load i64, ptr %acc_sq0_offsets69_244, align 8
  %elp63 = getelementptr inbounds i64, ptr %buf62, i64 %pos59
  store i64 %v60, ptr %elp63, align 8, !alias.scope !11, !noalias !12
  %v64 = load i64, ptr %acc_sq0_offsets69_244, align 8
  %v65 = load i64, ptr %sq0_lengths65_241, align 8
  %add66 = add i64 %v64, %v65
  store i64 %add66, ptr %acc_sq0_offsets69_244, align 8
  %i67 = load i64, ptr %i, align 8
  %next68 = add i64 %i67, 1
  store i64 %next68, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop69:                                           ; preds = %ok87, %checked
  %i72 = load i64, ptr %i, align 8
  %more73 = icmp slt i64 %i72, %min
  br i1 %more73, label %body70, label %exit71

body70:                                           ; preds = %loop69
  %v74 = load i64, ptr %the_sq0_243, align 8
  %v75 = load i64, ptr %i, align 8
  %add76 = add i64 %v74, %v75
  %inb = icmp ult i64 %add76, %dim29
  br i1 %inb, label %ok78, label %fail77

exit71:                                           ; preds = %loop69
  br label %versions_done

fail77:                                           ; preds = %body70
  %errp79 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 76, ptr %errp80, align 8
  %errp81 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add76, ptr %errp81, align 8
  %errp82 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim29, ptr %errp82, align 8
  ret i32 1

ok78:                                             ; preds = %body70
  %pos83 = mul i64 0, %dim29
  %pos84 = add i64 %pos83, %add76
  %inb85 = icmp ult i64 0, %dim33
  br i1 %inb85, label %ok87, label %fail86

fail86:                                           ; preds = %ok78
  %errp88 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp88, align 8
  %errp89 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 76, ptr %errp89, align 8
  %errp90 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp90, align 8
  %errp91 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp91, align 8
  ret i32 1

ok87:                                             ; preds = %ok78
  %pos92 = mul i64 %pos84, %dim33
  %pos93 = add i64 %pos92, 0
  %elp94 = getelementptr inbounds i64, ptr %buf47, i64 %pos93
  %el95 = load i64, ptr %elp94, align 8, !alias.scope !7, !noalias !8
  store i64 %el95, ptr %sq0_lengths65_241, align 8
  %v96 = load i64, ptr %i, align 8
  %pos97 = mul i64 0, %dim
  %pos98 = add i64 %pos97, %v96
  %v99 = load i64, ptr %sq0_lengths65_241, align 8
  %elp100 = getelementptr inbounds i64, ptr %buf55, i64 %pos98
  store i64 %v99, ptr %elp100, align 8, !alias.scope !9, !noalias !10
  %v101 = load i64, ptr %i, align 8
  %pos102 = mul i64 0, %dim6
  %pos103 = add i64 %pos102, %v101
  %v104 = load i64, ptr %acc_sq0_offsets69_244, align 8
  %elp105 = getelementptr inbounds i64, ptr %buf62, i64 %pos103
  store i64 %v104, ptr %elp105, align 8, !alias.scope !11, !noalias !12
  %v106 = load i64, ptr %acc_sq0_offsets69_244, align 8
  %v107 = load i64, ptr %sq0_lengths65_241, align 8
  %add108 = add i64 %v106, %v107
  store i64 %add108, ptr %acc_sq0_offsets69_244, align 8
  %i109 = load i64, ptr %i, align 8
  %next110 = add i64 %i109, 1
  store i64 %next110, ptr %i, align 8
  br label %loop69

fail112:                                          ; preds = %versions_done
  %errp114 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp114, align 8
  %errp115 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 78, ptr %errp115, align 8
  %errp116 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp116, align 8
  %errp117 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp117, align 8
  ret i32 1

ok113:                                            ; preds = %versions_done
  %pos118 = mul i64 0, %dim6
  %pos119 = add i64 %pos118, %dim
  %v120 = load i64, ptr %acc_sq0_offsets69_244, align 8
  %elp121 = getelementptr inbounds i64, ptr %buf62, i64 %pos119
  store i64 %v120, ptr %elp121, align 8, !alias.scope !11, !noalias !12
  ret i32 0
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 108
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_243 = alloca i64, align 8
  %acc_sq0_offsets69_244 = alloca i64, align 8
  %started_245 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 856
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 872
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp28 = getelementptr inbounds i64, ptr %1, i64 16
  %dim29 = load i64, ptr %dimp28, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 17
  %dim33 = load i64, ptr %dimp32, align 8
  %bufp46 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf47 = load ptr, ptr %bufp46, align 8
  %sq0_lengths65_241 = alloca i64, align 8
  %bufp54 = getelementptr inbounds ptr, ptr %0, i64 110
  %buf55 = load ptr, ptr %bufp54, align 8
  %bufp61 = getelementptr inbounds ptr, ptr %0, i64 113
  %buf62 = load ptr, ptr %bufp61, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_243, align 8
  store i64 0, ptr %acc_sq0_offsets69_244, align 8
  store i1 false, ptr %started_245, align 1
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
  %v = load i64, ptr %the_sq0_243, align 8
  %v14 = load i64, ptr %i, align 8
  %add = add i64 %v, %v14
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v15 = load i64, ptr %the_sq0_243, align 8
  %v16 = load i64, ptr %i, align 8
  %add17 = add i64 %v15, %v16
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %add17 to i128
  %step = sub i128 %at_next, %base
  %step18 = trunc i128 %step to i64
  %step19 = sext i64 %step18 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span20 = sext i64 %span to i128
  %reach = mul i128 %step19, %span20
  %c21 = icmp slt i128 %reach, 0
  %min22 = select i1 %c21, i128 %reach, i128 0
  %c23 = icmp sgt i128 %reach, 0
  %max24 = select i1 %c23, i128 %reach, i128 0
  %least = add i128 %base, %min22
  %most = add i128 %base, %max24
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits25 = and i1 %fits_low, %fits_high
  %least26 = select i1 %fits25, i128 %least, i128 -9223372036854775808
  %most27 = select i1 %fits25, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim29 to i128
  %low_ok = icmp sge i128 %least26, 0
  %high_ok = icmp slt i128 %most27, %extent
  %ok30 = and i1 true, %low_ok
  %ok31 = and i1 %ok30, %high_ok
  %extent34 = sext i64 %dim33 to i128
  %high_ok35 = icmp slt i128 0, %extent34
  %ok36 = and i1 %ok31, true
  %ok37 = and i1 %ok36, %high_ok35
  br i1 %ok37, label %proved, label %checked

proved:                                           ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop69

versions_done:                                    ; preds = %exit71, %exit
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets69_244, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0

loop:                                             ; preds = %body38, %proved
  %i39 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i39, %min
  br i1 %more, label %body38, label %exit

body38:                                           ; preds = %loop
  %v40 = load i64, ptr %the_sq0_243, align 8
  %v41 = load i64, ptr %i, align 8
  %add42 = add i64 %v40, %v41
  %pos = mul i64 0, %dim29
  %pos43 = add i64 %pos, %add42
  %pos44 = mul i64 %pos43, %dim33
  %pos45 = add i64 %pos44, 0
  %elp48 = getelementptr inbounds i64, ptr %buf47, i64 %pos45
  %el49 = load i64, ptr %elp48, align 8, !alias.scope !7, !noalias !8
  store i64 %el49, ptr %sq0_lengths65_241, align 8
  %v50 = load i64, ptr %i, align 8
  %pos51 = mul i64 0, %dim
  %pos52 = add i64 %pos51, %v50
  %v53 = load i64, ptr %sq0_lengths65_241, align 8
  %elp56 = getelementptr inbounds i64, ptr %buf55, i64 %pos52
  store i64 %v53, ptr %elp56, align 8, !alias.scope !9, !noalias !10
  %v57 = load i64, ptr %i, align 8
  %pos58 = mul i64 0, %dim6
  %pos59 = add i64 %pos58, %v57
  %v60 = load i64, ptr %acc_sq0_offsets69_244, align 8
  %elp63 = getelementptr inbounds i64, ptr %buf62, i64 %pos59
  store i64 %v60, ptr %elp63, align 8, !alias.scope !11, !noalias !12
  %v64 = load i64, ptr %acc_sq0_offsets69_244, align 8
  %v65 = load i64, ptr %sq0_lengths65_241, align 8
  %add66 = add i64 %v64, %v65
  store i64 %add66, ptr %acc_sq0_offsets69_244, align 8
  %i67 = load i64, ptr %i, align 8
  %next68 = add i64 %i67, 1
  store i64 %next68, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop69:                                           ; preds = %ok87, %checked
  %i72 = load i64, ptr %i, align 8
  %more73 = icmp slt i64 %i72, %min
  br i1 %more73, label %body70, label %exit71

body70:                                           ; preds = %loop69
  %v74 = load i64, ptr %the_sq0_243, align 8
  %v75 = load i64, ptr %i, align 8
  %add76 = add i64 %v74, %v75
  %inb = icmp ult i64 %add76, %dim29
  br i1 %inb, label %ok78, label %fail77

exit71:                                           ; preds = %loop69
  br label %versions_done

fail77:                                           ; preds = %body70
  %errp79 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 76, ptr %errp80, align 8
  %errp81 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add76, ptr %errp81, align 8
  %errp82 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim29, ptr %errp82, align 8
  ret i32 1

ok78:                                             ; preds = %body70
  %pos83 = mul i64 0, %dim29
  %pos84 = add i64 %pos83, %add76
  %inb85 = icmp ult i64 0, %dim33
  br i1 %inb85, label %ok87, label %fail86

fail86:                                           ; preds = %ok78
  %errp88 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp88, align 8
  %errp89 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 76, ptr %errp89, align 8
  %errp90 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp90, align 8
  %errp91 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp91, align 8
  ret i32 1

ok87:                                             ; preds = %ok78
  %pos92 = mul i64 %pos84, %dim33
  %pos93 = add i64 %pos92, 0
  %elp94 = getelementptr inbounds i64, ptr %buf47, i64 %pos93
  %el95 = load i64, ptr %elp94, align 8, !alias.scope !7, !noalias !8
  store i64 %el95, ptr %sq0_lengths65_241, align 8
  %v96 = load i64, ptr %i, align 8
  %pos97 = mul i64 0, %dim
  %pos98 = add i64 %pos97, %v96
  %v99 = load i64, ptr %sq0_lengths65_241, align 8
  %elp100 = getelementptr inbounds i64, ptr %buf55, i64 %pos98
  store i64 %v99, ptr %elp100, align 8, !alias.scope !9, !noalias !10
  %v101 = load i64, ptr %i, align 8
  %pos102 = mul i64 0, %dim6
  %pos103 = add i64 %pos102, %v101
  %v104 = load i64, ptr %acc_sq0_offsets69_244, align 8
  %elp105 = getelementptr inbounds i64, ptr %buf62, i64 %pos103
  store i64 %v104, ptr %elp105, align 8, !alias.scope !11, !noalias !12
  %v106 = load i64, ptr %acc_sq0_offsets69_244, align 8
  %v107 = load i64, ptr %sq0_lengths65_241, align 8
  %add108 = add i64 %v106, %v107
  store i64 %add108, ptr %acc_sq0_offsets69_244, align 8
  %i109 = load i64, ptr %i, align 8
  %next110 = add i64 %i109, 1
  store i64 %next110, ptr %i, align 8
  br label %loop69
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 108
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_243 = alloca i64, align 8
  %acc_sq0_offsets69_244 = alloca i64, align 8
  %started_245 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 856
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 872
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp28 = getelementptr inbounds i64, ptr %1, i64 16
  %dim29 = load i64, ptr %dimp28, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 17
  %dim33 = load i64, ptr %dimp32, align 8
  %bufp46 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf47 = load ptr, ptr %bufp46, align 8
  %sq0_lengths65_241 = alloca i64, align 8
  %bufp54 = getelementptr inbounds ptr, ptr %0, i64 110
  %buf55 = load ptr, ptr %bufp54, align 8
  %bufp61 = getelementptr inbounds ptr, ptr %0, i64 113
  %buf62 = load ptr, ptr %bufp61, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_243, align 8
  store i64 0, ptr %acc_sq0_offsets69_244, align 8
  store i1 false, ptr %started_245, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets69_244, align 8
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
  %v = load i64, ptr %the_sq0_243, align 8
  %v14 = load i64, ptr %i, align 8
  %add = add i64 %v, %v14
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v15 = load i64, ptr %the_sq0_243, align 8
  %v16 = load i64, ptr %i, align 8
  %add17 = add i64 %v15, %v16
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %add17 to i128
  %step = sub i128 %at_next, %base
  %step18 = trunc i128 %step to i64
  %step19 = sext i64 %step18 to i128
  %len = sub i64 %min, %max
  %span = sub i64 %len, 1
  %span20 = sext i64 %span to i128
  %reach = mul i128 %step19, %span20
  %c21 = icmp slt i128 %reach, 0
  %min22 = select i1 %c21, i128 %reach, i128 0
  %c23 = icmp sgt i128 %reach, 0
  %max24 = select i1 %c23, i128 %reach, i128 0
  %least = add i128 %base, %min22
  %most = add i128 %base, %max24
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits25 = and i1 %fits_low, %fits_high
  %least26 = select i1 %fits25, i128 %least, i128 -9223372036854775808
  %most27 = select i1 %fits25, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim29 to i128
  %low_ok = icmp sge i128 %least26, 0
  %high_ok = icmp slt i128 %most27, %extent
  %ok30 = and i1 true, %low_ok
  %ok31 = and i1 %ok30, %high_ok
  %extent34 = sext i64 %dim33 to i128
  %high_ok35 = icmp slt i128 0, %extent34
  %ok36 = and i1 %ok31, true
  %ok37 = and i1 %ok36, %high_ok35
  br i1 %ok37, label %proved, label %checked

proved:                                           ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok9
  store i64 %max, ptr %i, align 8
  br label %loop69

versions_done:                                    ; preds = %exit71, %exit
  %part111 = getelementptr inbounds i8, ptr %6, i64 0
  %acc112 = load i64, ptr %acc_sq0_offsets69_244, align 8
  store i64 %acc112, ptr %part111, align 8
  ret i32 0

loop:                                             ; preds = %body38, %proved
  %i39 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i39, %min
  br i1 %more, label %body38, label %exit

body38:                                           ; preds = %loop
  %v40 = load i64, ptr %the_sq0_243, align 8
  %v41 = load i64, ptr %i, align 8
  %add42 = add i64 %v40, %v41
  %pos = mul i64 0, %dim29
  %pos43 = add i64 %pos, %add42
  %pos44 = mul i64 %pos43, %dim33
  %pos45 = add i64 %pos44, 0
  %elp48 = getelementptr inbounds i64, ptr %buf47, i64 %pos45
  %el49 = load i64, ptr %elp48, align 8, !alias.scope !7, !noalias !8
  store i64 %el49, ptr %sq0_lengths65_241, align 8
  %v50 = load i64, ptr %i, align 8
  %pos51 = mul i64 0, %dim
  %pos52 = add i64 %pos51, %v50
  %v53 = load i64, ptr %sq0_lengths65_241, align 8
  %elp56 = getelementptr inbounds i64, ptr %buf55, i64 %pos52
  store i64 %v53, ptr %elp56, align 8, !alias.scope !9, !noalias !10
  %v57 = load i64, ptr %i, align 8
  %pos58 = mul i64 0, %dim6
  %pos59 = add i64 %pos58, %v57
  %v60 = load i64, ptr %acc_sq0_offsets69_244, align 8
  %elp63 = getelementptr inbounds i64, ptr %buf62, i64 %pos59
  store i64 %v60, ptr %elp63, align 8, !alias.scope !11, !noalias !12
  %v64 = load i64, ptr %acc_sq0_offsets69_244, align 8
  %v65 = load i64, ptr %sq0_lengths65_241, align 8
  %add66 = add i64 %v64, %v65
  store i64 %add66, ptr %acc_sq0_offsets69_244, align 8
  %i67 = load i64, ptr %i, align 8
  %next68 = add i64 %i67, 1
  store i64 %next68, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop69:                                           ; preds = %ok87, %checked
  %i72 = load i64, ptr %i, align 8
  %more73 = icmp slt i64 %i72, %min
  br i1 %more73, label %body70, label %exit71

body70:                                           ; preds = %loop69
  %v74 = load i64, ptr %the_sq0_243, align 8
  %v75 = load i64, ptr %i, align 8
  %add76 = add i64 %v74, %v75
  %inb = icmp ult i64 %add76, %dim29
  br i1 %inb, label %ok78, label %fail77

exit71:                                           ; preds = %loop69
  br label %versions_done

fail77:                                           ; preds = %body70
  %errp79 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 76, ptr %errp80, align 8
  %errp81 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add76, ptr %errp81, align 8
  %errp82 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim29, ptr %errp82, align 8
  ret i32 1

ok78:                                             ; preds = %body70
  %pos83 = mul i64 0, %dim29
  %pos84 = add i64 %pos83, %add76
  %inb85 = icmp ult i64 0, %dim33
  br i1 %inb85, label %ok87, label %fail86

fail86:                                           ; preds = %ok78
  %errp88 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp88, align 8
  %errp89 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 76, ptr %errp89, align 8
  %errp90 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp90, align 8
  %errp91 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp91, align 8
  ret i32 1

ok87:                                             ; preds = %ok78
  %pos92 = mul i64 %pos84, %dim33
  %pos93 = add i64 %pos92, 0
  %elp94 = getelementptr inbounds i64, ptr %buf47, i64 %pos93
  %el95 = load i64, ptr %elp94, align 8, !alias.scope !7, !noalias !8
  store i64 %el95, ptr %sq0_lengths65_241, align 8
  %v96 = load i64, ptr %i, align 8
  %pos97 = mul i64 0, %dim
  %pos98 = add i64 %pos97, %v96
  %v99 = load i64, ptr %sq0_lengths65_241, align 8
  %elp100 = getelementptr inbounds i64, ptr %buf55, i64 %pos98
  store i64 %v99, ptr %elp100, align 8, !alias.scope !9, !noalias !10
  %v101 = load i64, ptr %i, align 8
  %pos102 = mul i64 0, %dim6
  %pos103 = add i64 %pos102, %v101
  %v104 = load i64, ptr %acc_sq0_offsets69_244, align 8
  %elp105 = getelementptr inbounds i64, ptr %buf62, i64 %pos103
  store i64 %v104, ptr %elp105, align 8, !alias.scope !11, !noalias !12
  %v106 = load i64, ptr %acc_sq0_offsets69_244, align 8
  %v107 = load i64, ptr %sq0_lengths65_241, align 8
  %add108 = add i64 %v106, %v107
  store i64 %add108, ptr %acc_sq0_offsets69_244, align 8
  %i109 = load i64, ptr %i, align 8
  %next110 = add i64 %i109, 1
  store i64 %next110, ptr %i, align 8
  br label %loop69
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 108
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_243 = alloca i64, align 8
  %acc_sq0_offsets69_244 = alloca i64, align 8
  %started_245 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 856
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp15 = getelementptr inbounds i64, ptr %1, i64 16
  %dim16 = load i64, ptr %dimp15, align 8
  %dimp18 = getelementptr inbounds i64, ptr %1, i64 17
  %dim19 = load i64, ptr %dimp18, align 8
  %bufp32 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf33 = load ptr, ptr %bufp32, align 8
  %sq0_lengths65_241 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !7
  store i64 %el, ptr %the_sq0_243, align 8
  store i64 0, ptr %acc_sq0_offsets69_244, align 8
  store i1 false, ptr %started_245, align 1
  store i64 0, ptr %acc_sq0_offsets69_244, align 8
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, %dim
  %min = select i1 %c1, i64 %5, i64 %dim
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %the_sq0_243, align 8
  %v2 = load i64, ptr %i, align 8
  %add = add i64 %v, %v2
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v3 = load i64, ptr %the_sq0_243, align 8
  %v4 = load i64, ptr %i, align 8
  %add5 = add i64 %v3, %v4
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %add5 to i128
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
  %fits = and i1 %fits_low, %fits_high
  %least13 = select i1 %fits, i128 %least, i128 -9223372036854775808
  %most14 = select i1 %fits, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim16 to i128
  %low_ok = icmp sge i128 %least13, 0
  %high_ok = icmp slt i128 %most14, %extent
  %ok = and i1 true, %low_ok
  %ok17 = and i1 %ok, %high_ok
  %extent20 = sext i64 %dim19 to i128
  %high_ok21 = icmp slt i128 0, %extent20
  %ok22 = and i1 %ok17, true
  %ok23 = and i1 %ok22, %high_ok21
  br i1 %ok23, label %proved, label %checked

proved:                                           ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop41

versions_done:                                    ; preds = %exit43, %exit
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets69_244, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0

loop:                                             ; preds = %body24, %proved
  %i25 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i25, %min
  br i1 %more, label %body24, label %exit

body24:                                           ; preds = %loop
  %v26 = load i64, ptr %the_sq0_243, align 8
  %v27 = load i64, ptr %i, align 8
  %add28 = add i64 %v26, %v27
  %pos = mul i64 0, %dim16
  %pos29 = add i64 %pos, %add28
  %pos30 = mul i64 %pos29, %dim19
  %pos31 = add i64 %pos30, 0
  %elp34 = getelementptr inbounds i64, ptr %buf33, i64 %pos31
  %el35 = load i64, ptr %elp34, align 8, !alias.scope !7, !noalias !0
  store i64 %el35, ptr %sq0_lengths65_241, align 8
  %v36 = load i64, ptr %acc_sq0_offsets69_244, align 8
  %v37 = load i64, ptr %sq0_lengths65_241, align 8
  %add38 = add i64 %v36, %v37
  store i64 %add38, ptr %acc_sq0_offsets69_244, align 8
  %i39 = load i64, ptr %i, align 8
  %next40 = add i64 %i39, 1
  store i64 %next40, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop41:                                           ; preds = %ok57, %checked
  %i44 = load i64, ptr %i, align 8
  %more45 = icmp slt i64 %i44, %min
  br i1 %more45, label %body42, label %exit43

body42:                                           ; preds = %loop41
  %v46 = load i64, ptr %the_sq0_243, align 8
  %v47 = load i64, ptr %i, align 8
  %add48 = add i64 %v46, %v47
  %inb = icmp ult i64 %add48, %dim16
  br i1 %inb, label %ok49, label %fail

exit43:                                           ; preds = %loop41
  br label %versions_done

fail:                                             ; preds = %body42
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp50 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 76, ptr %errp50, align 8
  %errp51 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add48, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim16, ptr %errp52, align 8
  ret i32 1

ok49:                                             ; preds = %body42
  %pos53 = mul i64 0, %dim16
  %pos54 = add i64 %pos53, %add48
  %inb55 = icmp ult i64 0, %dim19
  br i1 %inb55, label %ok57, label %fail56

fail56:                                           ; preds = %ok49
  %errp58 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp58, align 8
  %errp59 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 76, ptr %errp59, align 8
  %errp60 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim19, ptr %errp61, align 8
  ret i32 1

ok57:                                             ; preds = %ok49
  %pos62 = mul i64 %pos54, %dim19
  %pos63 = add i64 %pos62, 0
  %elp64 = getelementptr inbounds i64, ptr %buf33, i64 %pos63
  %el65 = load i64, ptr %elp64, align 8, !alias.scope !7, !noalias !0
  store i64 %el65, ptr %sq0_lengths65_241, align 8
  %v66 = load i64, ptr %acc_sq0_offsets69_244, align 8
  %v67 = load i64, ptr %sq0_lengths65_241, align 8
  %add68 = add i64 %v66, %v67
  store i64 %add68, ptr %acc_sq0_offsets69_244, align 8
  %i69 = load i64, ptr %i, align 8
  %next70 = add i64 %i69, 1
  store i64 %next70, ptr %i, align 8
  br label %loop41
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 108
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_243 = alloca i64, align 8
  %acc_sq0_offsets69_244 = alloca i64, align 8
  %started_245 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 856
  %dim = load i64, ptr %dimp, align 8
  %dimp1 = getelementptr inbounds i64, ptr %1, i64 872
  %dim2 = load i64, ptr %dimp1, align 8
  %bufp7 = getelementptr inbounds ptr, ptr %0, i64 113
  %buf8 = load ptr, ptr %bufp7, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !11
  store i64 %el, ptr %the_sq0_243, align 8
  store i64 0, ptr %acc_sq0_offsets69_244, align 8
  store i1 false, ptr %started_245, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets69_244, align 8
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
  %v = load i64, ptr %acc_sq0_offsets69_244, align 8
  %elp9 = getelementptr inbounds i64, ptr %buf8, i64 %pos6
  store i64 %v, ptr %elp9, align 8, !alias.scope !11, !noalias !0
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.108", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.2", !2}
!5 = !{!"fuselab.buf.110", !2}
!6 = !{!"fuselab.buf.113", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !1, !5}

; cluster c54: Vertical(sq0_values67, Horizontal(Vertical(sq0_m70, sq0_m72), sq0_m71))
; ModuleID = 'pagerank_seq_c54'
source_filename = "pagerank_seq_c54"
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
  %bufp = getelementptr inbounds ptr, ptr %0, i64 108
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_252 = alloca i64, align 8
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 864
  %dim14 = load i64, ptr %dimp13, align 8
  %i = alloca i64, align 8
  %dimp30 = getelementptr inbounds i64, ptr %1, i64 800
  %dim31 = load i64, ptr %dimp30, align 8
  %bufp39 = getelementptr inbounds ptr, ptr %0, i64 103
  %buf40 = load ptr, ptr %bufp39, align 8
  %dimp44 = getelementptr inbounds i64, ptr %1, i64 8
  %dim45 = load i64, ptr %dimp44, align 8
  %bufp55 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf56 = load ptr, ptr %bufp55, align 8
  %bufp59 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf60 = load ptr, ptr %bufp59, align 8
  %sq0_values67_250 = alloca { i64, i64 }, align 8
  %sq0_255.0 = alloca i64, align 8
  %sq0_255.1 = alloca i64, align 8
  %sq0_m70_253 = alloca i64, align 8
  %dimp106 = getelementptr inbounds i64, ptr %1, i64 776
  %dim107 = load i64, ptr %dimp106, align 8
  %bufp117 = getelementptr inbounds ptr, ptr %0, i64 100
  %buf118 = load ptr, ptr %bufp117, align 8
  %sq0_m72_259 = alloca double, align 8
  %bufp125 = getelementptr inbounds ptr, ptr %0, i64 116
  %buf126 = load ptr, ptr %bufp125, align 8
  %sq0_264.0 = alloca i64, align 8
  %sq0_264.1 = alloca i64, align 8
  %sq0_m71_262 = alloca i64, align 8
  %bufp193 = getelementptr inbounds ptr, ptr %0, i64 115
  %buf194 = load ptr, ptr %bufp193, align 8
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
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_252, align 8
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
  store i64 81, ptr %errp16, align 8
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
  br label %loop197

divisors_done:                                    ; preds = %exit199, %exit
  ret i32 0

loop:                                             ; preds = %ok135, %small_divisors
  %i29 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i29, %min
  br i1 %more, label %body28, label %exit

body28:                                           ; preds = %loop
  %v = load i64, ptr %the_sq0_252, align 8
  %inb = icmp ult i64 %v, %dim31
  br i1 %inb, label %ok33, label %fail32

exit:                                             ; preds = %loop
  br label %divisors_done

fail32:                                           ; preds = %body28
  %errp34 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 77, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp36, align 8
  %errp37 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim31, ptr %errp37, align 8
  ret i32 1

ok33:                                             ; preds = %body28
  %pos = mul i64 0, %dim31
  %pos38 = add i64 %pos, %v
  %elp41 = getelementptr inbounds i64, ptr %buf40, i64 %pos38
  %el42 = load i64, ptr %elp41, align 8, !alias.scope !10, !noalias !11
  %v43 = load i64, ptr %i, align 8
  %add = add i64 %el42, %v43
  %inb46 = icmp ult i64 %add, %dim45
  br i1 %inb46, label %ok48, label %fail47

fail47:                                           ; preds = %ok33
  %errp49 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp49, align 8
  %errp50 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 77, ptr %errp50, align 8
  %errp51 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim45, ptr %errp52, align 8
  ret i32 1

ok48:                                             ; preds = %ok33
  %pos53 = mul i64 0, %dim45
  %pos54 = add i64 %pos53, %add
  %elp57 = getelementptr inbounds i64, ptr %buf56, i64 %pos54
  %el58 = load i64, ptr %elp57, align 8, !alias.scope !12, !noalias !13
  %tup = insertvalue { i64, i64 } undef, i64 %el58, 0
  %elp61 = getelementptr inbounds i64, ptr %buf60, i64 %pos54
  %el62 = load i64, ptr %elp61, align 8, !alias.scope !14, !noalias !15
  %tup63 = insertvalue { i64, i64 } %tup, i64 %el62, 1
  store { i64, i64 } %tup63, ptr %sq0_values67_250, align 8
  %fldp = getelementptr inbounds { i64, i64 }, ptr %sq0_values67_250, i32 0, i32 0
  %fldp64 = getelementptr inbounds { i64, i64 }, ptr %sq0_values67_250, i32 0, i32 0
  %fld = load i64, ptr %fldp64, align 8
  store i64 %fld, ptr %sq0_255.0, align 8
  %fldp65 = getelementptr inbounds { i64, i64 }, ptr %sq0_values67_250, i32 0, i32 1
  %fldp66 = getelementptr inbounds { i64, i64 }, ptr %sq0_values67_250, i32 0, i32 1
  %fld67 = load i64, ptr %fldp66, align 8
  store i64 %fld67, ptr %sq0_255.1, align 8
  %v68 = load i64, ptr %sq0_255.0, align 8
  %mul = mul i64 %v68, 1000003
  %v69 = load i64, ptr %"%n_dim0", align 8
  %nz = icmp ne i64 %v69, 0
  br i1 %nz, label %ok71, label %fail70

fail70:                                           ; preds = %ok48
  %errp72 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp72, align 8
  %errp73 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 79, ptr %errp73, align 8
  %errp74 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul, ptr %errp74, align 8
  %errp75 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v69, ptr %errp75, align 8
  ret i32 1

ok71:                                             ; preds = %ok48
  %d_word76 = load i64, ptr %d_word, align 8
  %d_word77 = load i64, ptr %d_word5, align 8
  %d_word78 = load i64, ptr %d_word6, align 8
  %d_word79 = load i64, ptr %d_word7, align 8
  %d_word80 = load i64, ptr %d_word8, align 8
  %d_word81 = load i64, ptr %d_word9, align 8
  %d_word82 = load i64, ptr %d_word10, align 8
  %d_word83 = load i64, ptr %d_word11, align 8
  %d_word84 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %mul, 63
  %xf = xor i64 %mul, %xs
  %ax = sub i64 %xf, %xs
  %bf = bitcast i64 %d_word82 to double
  %inv = bitcast i64 %d_word83 to double
  %wrap = bitcast i64 %d_word84 to double
  %ah = lshr i64 %ax, 32
  %ah85 = or i64 %ah, 4841369599423283200
  %ah86 = bitcast i64 %ah85 to double
  %ah87 = fsub double %ah86, 0x4330000000000000
  %al = and i64 %ax, 4294967295
  %al88 = or i64 %al, 4841369599423283200
  %al89 = bitcast i64 %al88 to double
  %al90 = fsub double %al89, 0x4330000000000000
  %ah_wrap = fmul double %ah87, %wrap
  %s = fadd double %ah_wrap, %al90
  %p = fmul double %s, %inv
  %q = call double @llvm.trunc.f64(double %p)
  %qb = fmul double %q, %bf
  %r = fsub double %s, %qb
  %low = fcmp olt double %r, 0.000000e+00
  %q91 = fsub double %q, 1.000000e+00
  %q92 = select i1 %low, double %q91, double %q
  %r93 = fadd double %r, %bf
  %r94 = select i1 %low, double %r93, double %r
  %high = fcmp oge double %r94, %bf
  %q95 = fadd double %q92, 1.000000e+00
  %q96 = select i1 %high, double %q95, double %q92
  %r97 = fsub double %r94, %bf
  %r98 = select i1 %high, double %r97, double %r94
  %int = fadd double %r98, 0x4330000000000000
  %int99 = bitcast double %int to i64
  %int100 = sub i64 %int99, 4841369599423283200
  %signed = xor i64 %int100, %xs
  %signed101 = sub i64 %signed, %xs
  %add102 = add i64 %signed101, %dim
  %v103 = load i64, ptr %"%n_dim0", align 8
  %wge = icmp sge i64 %add102, %v103
  %wsub = sub i64 %add102, %v103
  %wrap104 = select i1 %wge, i64 %wsub, i64 %add102
  store i64 %wrap104, ptr %sq0_m70_253, align 8
  %v105 = load i64, ptr %sq0_m70_253, align 8
  %inb108 = icmp ult i64 %v105, %dim107
  br i1 %inb108, label %ok110, label %fail109

fail109:                                          ; preds = %ok71
  %errp111 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp111, align 8
  %errp112 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 81, ptr %errp112, align 8
  %errp113 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v105, ptr %errp113, align 8
  %errp114 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim107, ptr %errp114, align 8
  ret i32 1

ok110:                                            ; preds = %ok71
  %pos115 = mul i64 0, %dim107
  %pos116 = add i64 %pos115, %v105
  %elp119 = getelementptr inbounds double, ptr %buf118, i64 %pos116
  %el120 = load double, ptr %elp119, align 8, !alias.scope !16, !noalias !17
  store double %el120, ptr %sq0_m72_259, align 8
  %v121 = load i64, ptr %i, align 8
  %pos122 = mul i64 0, %dim14
  %pos123 = add i64 %pos122, %v121
  %v124 = load double, ptr %sq0_m72_259, align 8
  %elp127 = getelementptr inbounds double, ptr %buf126, i64 %pos123
  store double %v124, ptr %elp127, align 8, !alias.scope !18, !noalias !19
  %v128 = load i64, ptr %sq0_255.0, align 8
  store i64 %v128, ptr %sq0_264.0, align 8
  %v129 = load i64, ptr %sq0_255.1, align 8
  store i64 %v129, ptr %sq0_264.1, align 8
  %v130 = load i64, ptr %sq0_255.1, align 8
  %mul131 = mul i64 %v130, 999983
  %v132 = load i64, ptr %"%n_dim0", align 8
  %nz133 = icmp ne i64 %v132, 0
  br i1 %nz133, label %ok135, label %fail134

fail134:                                          ; preds = %ok110
  %errp136 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp136, align 8
  %errp137 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 80, ptr %errp137, align 8
  %errp138 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul131, ptr %errp138, align 8
  %errp139 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v132, ptr %errp139, align 8
  ret i32 1

ok135:                                            ; preds = %ok110
  %d_word140 = load i64, ptr %d_word, align 8
  %d_word141 = load i64, ptr %d_word5, align 8
  %d_word142 = load i64, ptr %d_word6, align 8
  %d_word143 = load i64, ptr %d_word7, align 8
  %d_word144 = load i64, ptr %d_word8, align 8
  %d_word145 = load i64, ptr %d_word9, align 8
  %d_word146 = load i64, ptr %d_word10, align 8
  %d_word147 = load i64, ptr %d_word11, align 8
  %d_word148 = load i64, ptr %d_word12, align 8
  %xs149 = ashr i64 %mul131, 63
  %xf150 = xor i64 %mul131, %xs149
  %ax151 = sub i64 %xf150, %xs149
  %bf152 = bitcast i64 %d_word146 to double
  %inv153 = bitcast i64 %d_word147 to double
  %wrap154 = bitcast i64 %d_word148 to double
  %ah155 = lshr i64 %ax151, 32
  %ah156 = or i64 %ah155, 4841369599423283200
  %ah157 = bitcast i64 %ah156 to double
  %ah158 = fsub double %ah157, 0x4330000000000000
  %al159 = and i64 %ax151, 4294967295
  %al160 = or i64 %al159, 4841369599423283200
  %al161 = bitcast i64 %al160 to double
  %al162 = fsub double %al161, 0x4330000000000000
  %ah_wrap163 = fmul double %ah158, %wrap154
  %s164 = fadd double %ah_wrap163, %al162
  %p165 = fmul double %s164, %inv153
  %q166 = call double @llvm.trunc.f64(double %p165)
  %qb167 = fmul double %q166, %bf152
  %r168 = fsub double %s164, %qb167
  %low169 = fcmp olt double %r168, 0.000000e+00
  %q170 = fsub double %q166, 1.000000e+00
  %q171 = select i1 %low169, double %q170, double %q166
  %r172 = fadd double %r168, %bf152
  %r173 = select i1 %low169, double %r172, double %r168
  %high174 = fcmp oge double %r173, %bf152
  %q175 = fadd double %q171, 1.000000e+00
  %q176 = select i1 %high174, double %q175, double %q171
  %r177 = fsub double %r173, %bf152
  %r178 = select i1 %high174, double %r177, double %r173
  %int179 = fadd double %r178, 0x4330000000000000
  %int180 = bitcast double %int179 to i64
  %int181 = sub i64 %int180, 4841369599423283200
  %signed182 = xor i64 %int181, %xs149
  %signed183 = sub i64 %signed182, %xs149
  %add184 = add i64 %signed183, %dim
  %v185 = load i64, ptr %"%n_dim0", align 8
  %wge186 = icmp sge i64 %add184, %v185
  %wsub187 = sub i64 %add184, %v185
  %wrap188 = select i1 %wge186, i64 %wsub187, i64 %add184
  store i64 %wrap188, ptr %sq0_m71_262, align 8
  %v189 = load i64, ptr %i, align 8
  %pos190 = mul i64 0, %dim14
  %pos191 = add i64 %pos190, %v189
  %v192 = load i64, ptr %sq0_m71_262, align 8
  %elp195 = getelementptr inbounds i64, ptr %buf194, i64 %pos191
  store i64 %v192, ptr %elp195, align 8, !alias.scope !20, !noalias !21
  %i196 = load i64, ptr %i, align 8
  %next = add i64 %i196, 1
  store i64 %next, ptr %i, align 8
  br label %loop

loop197:                                          ; preds = %ok302, %large_divisors
  %i200 = load i64, ptr %i, align 8
  %more201 = icmp slt i64 %i200, %min
  br i1 %more201, label %body198, label %exit199

body198:                                          ; preds = %loop197
  %v202 = load i64, ptr %the_sq0_252, align 8
  %inb203 = icmp ult i64 %v202, %dim31
  br i1 %inb203, label %ok205, label %fail204

exit199:                                          ; preds = %loop197
  br label %divisors_done

fail204:                                          ; preds = %body198
  %errp206 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp206, align 8
  %errp207 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 77, ptr %errp207, align 8
  %errp208 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v202, ptr %errp208, align 8
  %errp209 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim31, ptr %errp209, align 8
  ret i32 1

ok205:                                            ; preds = %body198
  %pos210 = mul i64 0, %dim31
  %pos211 = add i64 %pos210, %v202
  %elp212 = getelementptr inbounds i64, ptr %buf40, i64 %pos211
  %el213 = load i64, ptr %elp212, align 8, !alias.scope !10, !noalias !11
  %v214 = load i64, ptr %i, align 8
  %add215 = add i64 %el213, %v214
  %inb216 = icmp ult i64 %add215, %dim45
  br i1 %inb216, label %ok218, label %fail217

fail217:                                          ; preds = %ok205
  %errp219 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp219, align 8
  %errp220 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 77, ptr %errp220, align 8
  %errp221 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add215, ptr %errp221, align 8
  %errp222 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim45, ptr %errp222, align 8
  ret i32 1

ok218:                                            ; preds = %ok205
  %pos223 = mul i64 0, %dim45
  %pos224 = add i64 %pos223, %add215
  %elp225 = getelementptr inbounds i64, ptr %buf56, i64 %pos224
  %el226 = load i64, ptr %elp225, align 8, !alias.scope !12, !noalias !13
  %tup227 = insertvalue { i64, i64 } undef, i64 %el226, 0
  %elp228 = getelementptr inbounds i64, ptr %buf60, i64 %pos224
  %el229 = load i64, ptr %elp228, align 8, !alias.scope !14, !noalias !15
  %tup230 = insertvalue { i64, i64 } %tup227, i64 %el229, 1
  store { i64, i64 } %tup230, ptr %sq0_values67_250, align 8
  %fldp231 = getelementptr inbounds { i64, i64 }, ptr %sq0_values67_250, i32 0, i32 0
  %fldp232 = getelementptr inbounds { i64, i64 }, ptr %sq0_values67_250, i32 0, i32 0
  %fld233 = load i64, ptr %fldp232, align 8
  store i64 %fld233, ptr %sq0_255.0, align 8
  %fldp234 = getelementptr inbounds { i64, i64 }, ptr %sq0_values67_250, i32 0, i32 1
  %fldp235 = getelementptr inbounds { i64, i64 }, ptr %sq0_values67_250, i32 0, i32 1
  %fld236 = load i64, ptr %fldp235, align 8
  store i64 %fld236, ptr %sq0_255.1, align 8
  %v237 = load i64, ptr %sq0_255.0, align 8
  %mul238 = mul i64 %v237, 1000003
  %v239 = load i64, ptr %"%n_dim0", align 8
  %nz240 = icmp ne i64 %v239, 0
  br i1 %nz240, label %ok242, label %fail241

fail241:                                          ; preds = %ok218
  %errp243 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp243, align 8
  %errp244 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 79, ptr %errp244, align 8
  %errp245 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul238, ptr %errp245, align 8
  %errp246 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v239, ptr %errp246, align 8
  ret i32 1

ok242:                                            ; preds = %ok218
  %d_word247 = load i64, ptr %d_word, align 8
  %d_word248 = load i64, ptr %d_word5, align 8
  %d_word249 = load i64, ptr %d_word6, align 8
  %d_word250 = load i64, ptr %d_word7, align 8
  %d_word251 = load i64, ptr %d_word8, align 8
  %d_word252 = load i64, ptr %d_word9, align 8
  %d_word253 = load i64, ptr %d_word10, align 8
  %d_word254 = load i64, ptr %d_word11, align 8
  %d_word255 = load i64, ptr %d_word12, align 8
  %xs256 = ashr i64 %mul238, 63
  %xf257 = xor i64 %mul238, %xs256
  %ax258 = sub i64 %xf257, %xs256
  %lo = and i64 %d_word249, 4294967295
  %hi = lshr i64 %d_word249, 32
  %lo259 = and i64 %ax258, 4294967295
  %hi260 = lshr i64 %ax258, 32
  %ll = mul i64 %lo, %lo259
  %hl = mul i64 %hi, %lo259
  %lh = mul i64 %lo, %hi260
  %hh = mul i64 %hi, %hi260
  %hi261 = lshr i64 %ll, 32
  %lo262 = and i64 %hl, 4294967295
  %mid = add i64 %hi261, %lo262
  %lo263 = and i64 %lh, 4294967295
  %mid264 = add i64 %mid, %lo263
  %hi265 = lshr i64 %hl, 32
  %top = add i64 %hh, %hi265
  %hi266 = lshr i64 %lh, 32
  %top267 = add i64 %top, %hi266
  %hi268 = lshr i64 %mid264, 32
  %mulhi = add i64 %top267, %hi268
  %a_t = sub i64 %ax258, %mulhi
  %half = lshr i64 %a_t, %d_word250
  %sum = add i64 %mulhi, %half
  %q269 = lshr i64 %sum, %d_word251
  %s270 = xor i64 %xs256, %d_word248
  %qs = xor i64 %q269, %s270
  %q271 = sub i64 %qs, %s270
  %qd = mul i64 %q271, %v239
  %r272 = sub i64 %mul238, %qd
  %add273 = add i64 %r272, %dim
  %v274 = load i64, ptr %"%n_dim0", align 8
  %wge275 = icmp sge i64 %add273, %v274
  %wsub276 = sub i64 %add273, %v274
  %wrap277 = select i1 %wge275, i64 %wsub276, i64 %add273
  store i64 %wrap277, ptr %sq0_m70_253, align 8
  %v278 = load i64, ptr %sq0_m70_253, align 8
  %inb279 = icmp ult i64 %v278, %dim107
  br i1 %inb279, label %ok281, label %fail280

fail280:                                          ; preds = %ok242
  %errp282 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp282, align 8
  %errp283 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 81, ptr %errp283, align 8
  %errp284 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v278, ptr %errp284, align 8
  %errp285 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim107, ptr %errp285, align 8
  ret i32 1

ok281:                                            ; preds = %ok242
  %pos286 = mul i64 0, %dim107
  %pos287 = add i64 %pos286, %v278
  %elp288 = getelementptr inbounds double, ptr %buf118, i64 %pos287
  %el289 = load double, ptr %elp288, align 8, !alias.scope !16, !noalias !17
  store double %el289, ptr %sq0_m72_259, align 8
  %v290 = load i64, ptr %i, align 8
  %pos291 = mul i64 0, %dim14
  %pos292 = add i64 %pos291, %v290
  %v293 = load double, ptr %sq0_m72_259, align 8
  %elp294 = getelementptr inbounds double, ptr %buf126, i64 %pos292
  store double %v293, ptr %elp294, align 8, !alias.scope !18, !noalias !19
  %v295 = load i64, ptr %sq0_255.0, align 8
  store i64 %v295, ptr %sq0_264.0, align 8
  %v296 = load i64, ptr %sq0_255.1, align 8
  store i64 %v296, ptr %sq0_264.1, align 8
  %v297 = load i64, ptr %sq0_255.1, align 8
  %mul298 = mul i64 %v297, 999983
  %v299 = load i64, ptr %"%n_dim0", align 8
  %nz300 = icmp ne i64 %v299, 0
  br i1 %nz300, label %ok302, label %fail301

fail301:                                          ; preds = %ok281
  %errp303 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp303, align 8
  %errp304 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 80, ptr %errp304, align 8
  %errp305 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %mul298, ptr %errp305, align 8
  %errp306 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v299, ptr %errp306, align 8
  ret i32 1

ok302:                                            ; preds = %ok281
  %d_word307 = load i64, ptr %d_word, align 8
  %d_word308 = load i64, ptr %d_word5, align 8
  %d_word309 = load i64, ptr %d_word6, align 8
  %d_word310 = load i64, ptr %d_word7, align 8
  %d_word311 = load i64, ptr %d_word8, align 8
  %d_word312 = load i64, ptr %d_word9, align 8
  %d_word313 = load i64, ptr %d_word10, align 8
  %d_word314 = load i64, ptr %d_word11, align 8
  %d_word315 = load i64, ptr %d_word12, align 8
  %xs316 = ashr i64 %mul298, 63
  %xf317 = xor i64 %mul298, %xs316
  %ax318 = sub i64 %xf317, %xs316
  %lo319 = and i64 %d_word309, 4294967295
  %hi320 = lshr i64 %d_word309, 32
  %lo321 = and i64 %ax318, 4294967295
  %hi322 = lshr i64 %ax318, 32
  %ll323 = mul i64 %lo319, %lo321
  %hl324 = mul i64 %hi320, %lo321
  %lh325 = mul i64 %lo319, %hi322
  %hh326 = mul i64 %hi320, %hi322
  %hi327 = lshr i64 %ll323, 32
  %lo328 = and i64 %hl324, 4294967295
  %mid329 = add i64 %hi327, %lo328
  %lo330 = and i64 %lh325, 4294967295
  %mid331 = add i64 %mid329, %lo330
  %hi332 = lshr i64 %hl324, 32
  %top333 = add i64 %hh326, %hi332
  %hi334 = lshr i64 %lh325, 32
  %top335 = add i64 %top333, %hi334
  %hi336 = lshr i64 %mid331, 32
  %mulhi337 = add i64 %top335, %hi336
  %a_t338 = sub i64 %ax318, %mulhi337
  %half339 = lshr i64 %a_t338, %d_word310
  %sum340 = add i64 %mulhi337, %half339
  %q341 = lshr i64 %sum340, %d_word311
  %s342 = xor i64 %xs316, %d_word308
  %qs343 = xor i64 %q341, %s342
  %q344 = sub i64 %qs343, %s342
  %qd345 = mul i64 %q344, %v299
  %r346 = sub i64 %mul298, %qd345
  %add347 = add i64 %r346, %dim
  %v348 = load i64, ptr %"%n_dim0", align 8
  %wge349 = icmp sge i64 %add347, %v348
  %wsub350 = sub i64 %add347, %v348
  %wrap351 = select i1 %wge349, i64 %wsub350, i64 %add347
  store i64 %wrap351, ptr %sq0_m71_262, align 8
  %v352 = load i64, ptr %i, align 8
  %pos353 = mul i64 0, %dim14
  %pos354 = add i64 %pos353, %v352
  %v355 = load i64, ptr %sq0_m71_262, align 8
  %elp356 = getelementptr inbounds i64, ptr %buf194, i64 %pos354
  store i64 %v355, ptr %elp356, align 8, !alias.scope !20, !noalias !21
  %i357 = load i64, ptr %i, align 8
  %next358 = add i64 %i357, 1
  store i64 %next358, ptr %i, align 8
  br label %loop197
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
!1 = !{!"fuselab.buf.108", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7, !8, !9}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.1", !2}
!6 = !{!"fuselab.buf.100", !2}
!7 = !{!"fuselab.buf.103", !2}
!8 = !{!"fuselab.buf.115", !2}
!9 = !{!"fuselab.buf.116", !2}
!10 = !{!7}
!11 = !{!4, !5, !6, !1, !8, !9}
!12 = !{!4}
!13 = !{!5, !6, !7, !1, !8, !9}
!14 = !{!5}
!15 = !{!4, !6, !7, !1, !8, !9}
!16 = !{!6}
!17 = !{!4, !5, !7, !1, !8, !9}
!18 = !{!9}
!19 = !{!4, !5, !6, !7, !1, !8}
!20 = !{!8}
!21 = !{!4, !5, !6, !7, !1, !9}

; cluster c55: unit18
; ModuleID = 'pagerank_seq_c55'
source_filename = "pagerank_seq_c55"
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

; cluster c56: ds3
; ModuleID = 'pagerank_seq_c56'
source_filename = "pagerank_seq_c56"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 119
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_273 = alloca i64, align 8
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
  %ds3_271 = alloca i64, align 8
  %bufp40 = getelementptr inbounds ptr, ptr %0, i64 121
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
  %v = load i64, ptr %the_sq0_273, align 8
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
  store i64 %el35, ptr %ds3_271, align 8
  %v36 = load i64, ptr %i, align 8
  %pos37 = mul i64 0, %dim
  %pos38 = add i64 %pos37, %v36
  %v39 = load i64, ptr %ds3_271, align 8
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

; cluster c57: Vertical(ec3, permute4)
; ModuleID = 'pagerank_seq_c57'
source_filename = "pagerank_seq_c57"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 119
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_276 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 912
  %dim = load i64, ptr %dimp, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 122
  %buf2 = load ptr, ptr %bufp1, align 8
  %bufp3 = getelementptr inbounds ptr, ptr %0, i64 118
  %buf4 = load ptr, ptr %bufp3, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 928
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp10 = getelementptr inbounds i64, ptr %1, i64 872
  %dim11 = load i64, ptr %dimp10, align 8
  %bufp16 = getelementptr inbounds ptr, ptr %0, i64 113
  %buf17 = load ptr, ptr %bufp16, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 896
  %dim22 = load i64, ptr %dimp21, align 8
  %bufp32 = getelementptr inbounds ptr, ptr %0, i64 116
  %buf33 = load ptr, ptr %bufp32, align 8
  %ec3_274 = alloca double, align 8
  %dimp37 = getelementptr inbounds i64, ptr %1, i64 936
  %dim38 = load i64, ptr %dimp37, align 8
  %bufp48 = getelementptr inbounds ptr, ptr %0, i64 121
  %buf49 = load ptr, ptr %bufp48, align 8
  %new_277 = alloca double, align 8
  %old_278 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_276, align 8
  %n = mul i64 1, %dim
  %bytes = mul i64 %n, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %buf2, ptr align 1 %buf4, i64 %bytes, i1 false)
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c7 = icmp slt i64 %5, %dim6
  %min = select i1 %c7, i64 %5, i64 %dim6
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ignored, %body
  %i9 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i9, %min
  br i1 %more, label %body8, label %exit

body8:                                            ; preds = %loop
  %v = load i64, ptr %the_sq0_276, align 8
  %inb = icmp ult i64 %v, %dim11
  br i1 %inb, label %ok, label %fail

exit:                                             ; preds = %loop
  ret i32 0

fail:                                             ; preds = %body8
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 83, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim11, ptr %errp14, align 8
  ret i32 1

ok:                                               ; preds = %body8
  %pos = mul i64 0, %dim11
  %pos15 = add i64 %pos, %v
  %elp18 = getelementptr inbounds i64, ptr %buf17, i64 %pos15
  %el19 = load i64, ptr %elp18, align 8, !alias.scope !8, !noalias !9
  %v20 = load i64, ptr %i, align 8
  %add = add i64 %el19, %v20
  %inb23 = icmp ult i64 %add, %dim22
  br i1 %inb23, label %ok25, label %fail24

fail24:                                           ; preds = %ok
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 83, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok
  %pos30 = mul i64 0, %dim22
  %pos31 = add i64 %pos30, %add
  %elp34 = getelementptr inbounds double, ptr %buf33, i64 %pos31
  %el35 = load double, ptr %elp34, align 8, !alias.scope !10, !noalias !11
  store double %el35, ptr %ec3_274, align 8
  %v36 = load i64, ptr %i, align 8
  %inb39 = icmp ult i64 %v36, %dim38
  br i1 %inb39, label %ok41, label %fail40

ignored:                                          ; preds = %ok54
  %i67 = load i64, ptr %i, align 8
  %next = add i64 %i67, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail40:                                           ; preds = %ok25
  %errp42 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 85, ptr %errp43, align 8
  %errp44 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v36, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim38, ptr %errp45, align 8
  ret i32 1

ok41:                                             ; preds = %ok25
  %pos46 = mul i64 0, %dim38
  %pos47 = add i64 %pos46, %v36
  %elp50 = getelementptr inbounds i64, ptr %buf49, i64 %pos47
  %el51 = load i64, ptr %elp50, align 8, !alias.scope !12, !noalias !13
  %inb52 = icmp ult i64 %el51, %dim
  br i1 %inb52, label %ok54, label %fail53

fail53:                                           ; preds = %ok41
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 85, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el51, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %ok41
  %pos59 = mul i64 0, %dim
  %pos60 = add i64 %pos59, %el51
  %v61 = load double, ptr %ec3_274, align 8
  store double %v61, ptr %new_277, align 8
  %elp62 = getelementptr inbounds double, ptr %buf2, i64 %pos60
  %el63 = load double, ptr %elp62, align 8, !alias.scope !14, !noalias !15
  store double %el63, ptr %old_278, align 8
  %v64 = load double, ptr %new_277, align 8
  %v65 = load double, ptr %old_278, align 8
  %fa = fadd double %v64, %v65
  %elp66 = getelementptr inbounds double, ptr %buf2, i64 %pos60
  store double %fa, ptr %elp66, align 8, !alias.scope !14, !noalias !15
  br label %ignored
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_owned(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 119
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_276 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 928
  %dim = load i64, ptr %dimp, align 8
  %targets = alloca [1024 x i64], align 8
  %block = alloca i64, align 8
  %i3 = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 936
  %dim8 = load i64, ptr %dimp7, align 8
  %bufp13 = getelementptr inbounds ptr, ptr %0, i64 121
  %buf14 = load ptr, ptr %bufp13, align 8
  %dimp27 = getelementptr inbounds i64, ptr %1, i64 912
  %dim28 = load i64, ptr %dimp27, align 8
  %dimp40 = getelementptr inbounds i64, ptr %1, i64 872
  %dim41 = load i64, ptr %dimp40, align 8
  %bufp51 = getelementptr inbounds ptr, ptr %0, i64 113
  %buf52 = load ptr, ptr %bufp51, align 8
  %dimp56 = getelementptr inbounds i64, ptr %1, i64 896
  %dim57 = load i64, ptr %dimp56, align 8
  %bufp67 = getelementptr inbounds ptr, ptr %0, i64 116
  %buf68 = load ptr, ptr %bufp67, align 8
  %ec3_274 = alloca double, align 8
  %new_277 = alloca double, align 8
  %bufp72 = getelementptr inbounds ptr, ptr %0, i64 122
  %buf73 = load ptr, ptr %bufp72, align 8
  %old_278 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_276, align 8
  %share_hi = getelementptr i64, ptr %6, i64 1
  %share_lo = load i64, ptr %6, align 8
  %share_hi1 = load i64, ptr %share_hi, align 8
  store i64 0, ptr %block, align 8
  br label %blocks

blocks:                                           ; preds = %exit21, %body
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
  br label %loop19

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
  %elp15 = getelementptr inbounds i64, ptr %buf14, i64 %pos12
  %el16 = load i64, ptr %elp15, align 8, !alias.scope !12, !noalias !13
  %i17 = load i64, ptr %i3, align 8
  %k = sub i64 %i17, %i
  %at = getelementptr i64, ptr %targets, i64 %k
  store i64 %el16, ptr %at, align 8
  %i18 = load i64, ptr %i3, align 8
  %next = add i64 %i18, 1
  store i64 %next, ptr %i3, align 8
  br label %loop

loop19:                                           ; preds = %not_owned, %exit
  %i22 = load i64, ptr %i3, align 8
  %more23 = icmp slt i64 %i22, %min
  br i1 %more23, label %body20, label %exit21

body20:                                           ; preds = %loop19
  %i24 = load i64, ptr %i3, align 8
  %k25 = sub i64 %i24, %i
  %at26 = getelementptr i64, ptr %targets, i64 %k25
  %target = load i64, ptr %at26, align 8
  %inb29 = icmp ult i64 %target, %dim28
  br i1 %inb29, label %ok31, label %fail30

exit21:                                           ; preds = %loop19
  %i81 = load i64, ptr %block, align 8
  %next82 = add i64 %i81, 1024
  store i64 %next82, ptr %block, align 8
  br label %blocks

fail30:                                           ; preds = %body20
  %errp32 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp32, align 8
  %errp33 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 85, ptr %errp33, align 8
  %errp34 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %target, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim28, ptr %errp35, align 8
  ret i32 1

ok31:                                             ; preds = %body20
  %pos36 = mul i64 0, %dim28
  %pos37 = add i64 %pos36, %target
  %from_lo = sub i64 %pos37, %4
  %owned = sub i64 %5, %4
  %mine = icmp ult i64 %from_lo, %owned
  br i1 %mine, label %owned38, label %not_owned

owned38:                                          ; preds = %ok31
  %v39 = load i64, ptr %the_sq0_276, align 8
  %inb42 = icmp ult i64 %v39, %dim41
  br i1 %inb42, label %ok44, label %fail43

not_owned:                                        ; preds = %ok60, %ok31
  %i79 = load i64, ptr %i3, align 8
  %next80 = add i64 %i79, 1
  store i64 %next80, ptr %i3, align 8
  br label %loop19

fail43:                                           ; preds = %owned38
  %errp45 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 85, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v39, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim41, ptr %errp48, align 8
  ret i32 1

ok44:                                             ; preds = %owned38
  %pos49 = mul i64 0, %dim41
  %pos50 = add i64 %pos49, %v39
  %elp53 = getelementptr inbounds i64, ptr %buf52, i64 %pos50
  %el54 = load i64, ptr %elp53, align 8, !alias.scope !8, !noalias !9
  %v55 = load i64, ptr %i3, align 8
  %add = add i64 %el54, %v55
  %inb58 = icmp ult i64 %add, %dim57
  br i1 %inb58, label %ok60, label %fail59

fail59:                                           ; preds = %ok44
  %errp61 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp61, align 8
  %errp62 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 85, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp63, align 8
  %errp64 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim57, ptr %errp64, align 8
  ret i32 1

ok60:                                             ; preds = %ok44
  %pos65 = mul i64 0, %dim57
  %pos66 = add i64 %pos65, %add
  %elp69 = getelementptr inbounds double, ptr %buf68, i64 %pos66
  %el70 = load double, ptr %elp69, align 8, !alias.scope !10, !noalias !11
  store double %el70, ptr %ec3_274, align 8
  %v71 = load double, ptr %ec3_274, align 8
  store double %v71, ptr %new_277, align 8
  %elp74 = getelementptr inbounds double, ptr %buf73, i64 %pos37
  %el75 = load double, ptr %elp74, align 8, !alias.scope !14, !noalias !15
  store double %el75, ptr %old_278, align 8
  %v76 = load double, ptr %new_277, align 8
  %v77 = load double, ptr %old_278, align 8
  %fa = fadd double %v76, %v77
  %elp78 = getelementptr inbounds double, ptr %buf73, i64 %pos37
  store double %fa, ptr %elp78, align 8, !alias.scope !14, !noalias !15
  br label %not_owned
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.119", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.113", !2}
!5 = !{!"fuselab.buf.116", !2}
!6 = !{!"fuselab.buf.121", !2}
!7 = !{!"fuselab.buf.122", !2}
!8 = !{!4}
!9 = !{!5, !1, !6, !7}
!10 = !{!5}
!11 = !{!4, !1, !6, !7}
!12 = !{!6}
!13 = !{!4, !5, !1, !7}
!14 = !{!7}
!15 = !{!4, !5, !1, !6}

; cluster c58: unit19
; ModuleID = 'pagerank_seq_c58'
source_filename = "pagerank_seq_c58"
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

; cluster c60: unit20
; ModuleID = 'pagerank_seq_c60'
source_filename = "pagerank_seq_c60"
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

; cluster c62: Diagonal(rank3, Vertical(diff, err))
; ModuleID = 'pagerank_seq_c62'
source_filename = "pagerank_seq_c62"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_err_293 = alloca double, align 8
  %diff_289 = alloca double, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load double, ptr %pa, align 8
  %b = load double, ptr %pb, align 8
  store double %a, ptr %acc_err_293, align 8
  store double %b, ptr %diff_289, align 8
  %v = load double, ptr %acc_err_293, align 8
  %v1 = load double, ptr %diff_289, align 8
  %fa = fadd double %v, %v1
  store double %fa, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_err_293 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 992
  %dim = load i64, ptr %dimp, align 8
  %dimp12 = getelementptr inbounds i64, ptr %1, i64 768
  %dim13 = load i64, ptr %dimp12, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 128
  %buf = load ptr, ptr %bufp, align 8
  %loop8_288 = alloca double, align 8
  %dimp24 = getelementptr inbounds i64, ptr %1, i64 0
  %dim25 = load i64, ptr %dimp24, align 8
  %rank3_286 = alloca double, align 8
  %bufp31 = getelementptr inbounds ptr, ptr %0, i64 130
  %buf32 = load ptr, ptr %bufp31, align 8
  %bufp37 = getelementptr inbounds ptr, ptr %0, i64 99
  %buf38 = load ptr, ptr %bufp37, align 8
  %rank2_292 = alloca double, align 8
  %diff_289 = alloca double, align 8
  %bufp48 = getelementptr inbounds ptr, ptr %0, i64 132
  %buf49 = load ptr, ptr %bufp48, align 8
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
  %fits14 = icmp sle i64 %min, %dim13
  br i1 %fits14, label %ok16, label %fail15

fail15:                                           ; preds = %ok7
  %errp17 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 91, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim13, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %ok7
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
  store double %el, ptr %loop8_288, align 8
  %cv = sitofp i64 %dim25 to double
  %fd = fdiv double 0x3FC3333333333334, %cv
  %v26 = load double, ptr %loop8_288, align 8
  %fm = fmul double 8.500000e-01, %v26
  %fa = fadd double %fd, %fm
  store double %fa, ptr %rank3_286, align 8
  %v27 = load i64, ptr %i, align 8
  %pos28 = mul i64 0, %dim
  %pos29 = add i64 %pos28, %v27
  %v30 = load double, ptr %rank3_286, align 8
  %elp33 = getelementptr inbounds double, ptr %buf32, i64 %pos29
  store double %v30, ptr %elp33, align 8, !alias.scope !7, !noalias !8
  %v34 = load i64, ptr %i, align 8
  %pos35 = mul i64 0, %dim13
  %pos36 = add i64 %pos35, %v34
  %elp39 = getelementptr inbounds double, ptr %buf38, i64 %pos36
  %el40 = load double, ptr %elp39, align 8, !alias.scope !9, !noalias !10
  store double %el40, ptr %rank2_292, align 8
  %v41 = load double, ptr %rank3_286, align 8
  %v42 = load double, ptr %rank2_292, align 8
  %fs = fsub double %v41, %v42
  %call = call double @llvm.fabs.f64(double %fs)
  store double %call, ptr %diff_289, align 8
  %v43 = load double, ptr %acc_err_293, align 8
  %v44 = load double, ptr %diff_289, align 8
  %fa45 = fadd reassoc double %v43, %v44
  store double %fa45, ptr %acc_err_293, align 8
  %i46 = load i64, ptr %i, align 8
  %next = add i64 %i46, 1
  store i64 %next, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  %v47 = load double, ptr %acc_err_293, align 8
  %elp50 = getelementptr inbounds double, ptr %buf49, i64 0
  store double %v47, ptr %elp50, align 8, !alias.scope !11, !noalias !12
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

define i32 @nest_part(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_err_293 = alloca double, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 992
  %dim = load i64, ptr %dimp, align 8
  %dimp12 = getelementptr inbounds i64, ptr %1, i64 768
  %dim13 = load i64, ptr %dimp12, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 128
  %buf = load ptr, ptr %bufp, align 8
  %loop8_288 = alloca double, align 8
  %dimp24 = getelementptr inbounds i64, ptr %1, i64 0
  %dim25 = load i64, ptr %dimp24, align 8
  %rank3_286 = alloca double, align 8
  %bufp31 = getelementptr inbounds ptr, ptr %0, i64 130
  %buf32 = load ptr, ptr %bufp31, align 8
  %bufp37 = getelementptr inbounds ptr, ptr %0, i64 99
  %buf38 = load ptr, ptr %bufp37, align 8
  %rank2_292 = alloca double, align 8
  %diff_289 = alloca double, align 8
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
  %fits14 = icmp sle i64 %min, %dim13
  br i1 %fits14, label %ok16, label %fail15

fail15:                                           ; preds = %ok7
  %errp17 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 91, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim13, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %ok7
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
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !13
  store double %el, ptr %loop8_288, align 8
  %cv = sitofp i64 %dim25 to double
  %fd = fdiv double 0x3FC3333333333334, %cv
  %v26 = load double, ptr %loop8_288, align 8
  %fm = fmul double 8.500000e-01, %v26
  %fa = fadd double %fd, %fm
  store double %fa, ptr %rank3_286, align 8
  %v27 = load i64, ptr %i, align 8
  %pos28 = mul i64 0, %dim
  %pos29 = add i64 %pos28, %v27
  %v30 = load double, ptr %rank3_286, align 8
  %elp33 = getelementptr inbounds double, ptr %buf32, i64 %pos29
  store double %v30, ptr %elp33, align 8, !alias.scope !7, !noalias !14
  %v34 = load i64, ptr %i, align 8
  %pos35 = mul i64 0, %dim13
  %pos36 = add i64 %pos35, %v34
  %elp39 = getelementptr inbounds double, ptr %buf38, i64 %pos36
  %el40 = load double, ptr %elp39, align 8, !alias.scope !9, !noalias !15
  store double %el40, ptr %rank2_292, align 8
  %v41 = load double, ptr %rank3_286, align 8
  %v42 = load double, ptr %rank2_292, align 8
  %fs = fsub double %v41, %v42
  %call = call double @llvm.fabs.f64(double %fs)
  store double %call, ptr %diff_289, align 8
  %v43 = load double, ptr %acc_err_293, align 8
  %v44 = load double, ptr %diff_289, align 8
  %fa45 = fadd reassoc double %v43, %v44
  store double %fa45, ptr %acc_err_293, align 8
  %i46 = load i64, ptr %i, align 8
  %next = add i64 %i46, 1
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
  %dimp = getelementptr inbounds i64, ptr %1, i64 992
  %dim = load i64, ptr %dimp, align 8
  %dimp12 = getelementptr inbounds i64, ptr %1, i64 768
  %dim13 = load i64, ptr %dimp12, align 8
  %i = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 128
  %buf = load ptr, ptr %bufp, align 8
  %loop8_288 = alloca double, align 8
  %dimp24 = getelementptr inbounds i64, ptr %1, i64 0
  %dim25 = load i64, ptr %dimp24, align 8
  %rank3_286 = alloca double, align 8
  %bufp31 = getelementptr inbounds ptr, ptr %0, i64 130
  %buf32 = load ptr, ptr %bufp31, align 8
  %bufp37 = getelementptr inbounds ptr, ptr %0, i64 99
  %buf38 = load ptr, ptr %bufp37, align 8
  %rank2_292 = alloca double, align 8
  %diff_289 = alloca double, align 8
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
  %fits14 = icmp sle i64 %min, %dim13
  br i1 %fits14, label %ok16, label %fail15

fail15:                                           ; preds = %ok7
  %errp17 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 91, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim13, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim13, ptr %errp20, align 8
  ret i32 1

ok16:                                             ; preds = %ok7
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
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !13
  store double %el, ptr %loop8_288, align 8
  %cv = sitofp i64 %dim25 to double
  %fd = fdiv double 0x3FC3333333333334, %cv
  %v26 = load double, ptr %loop8_288, align 8
  %fm = fmul double 8.500000e-01, %v26
  %fa = fadd double %fd, %fm
  store double %fa, ptr %rank3_286, align 8
  %v27 = load i64, ptr %i, align 8
  %pos28 = mul i64 0, %dim
  %pos29 = add i64 %pos28, %v27
  %v30 = load double, ptr %rank3_286, align 8
  %elp33 = getelementptr inbounds double, ptr %buf32, i64 %pos29
  store double %v30, ptr %elp33, align 8, !alias.scope !7, !noalias !14
  %v34 = load i64, ptr %i, align 8
  %pos35 = mul i64 0, %dim13
  %pos36 = add i64 %pos35, %v34
  %elp39 = getelementptr inbounds double, ptr %buf38, i64 %pos36
  %el40 = load double, ptr %elp39, align 8, !alias.scope !9, !noalias !15
  store double %el40, ptr %rank2_292, align 8
  %v41 = load double, ptr %rank3_286, align 8
  %v42 = load double, ptr %rank2_292, align 8
  %fs = fsub double %v41, %v42
  %call = call double @llvm.fabs.f64(double %fs)
  store double %call, ptr %diff_289, align 8
  %v43 = load double, ptr %acc_err_293, align 8
  %v44 = load double, ptr %diff_289, align 8
  %fa45 = fadd reassoc double %v43, %v44
  store double %fa45, ptr %acc_err_293, align 8
  %i46 = load i64, ptr %i, align 8
  %next = add i64 %i46, 1
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
  store double %v, ptr %elp, align 8, !alias.scope !11
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!1}
!1 = !{!"fuselab.buf.128", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.99", !2}
!5 = !{!"fuselab.buf.130", !2}
!6 = !{!"fuselab.buf.132", !2}
!7 = !{!5}
!8 = !{!4, !1, !6}
!9 = !{!4}
!10 = !{!1, !5, !6}
!11 = !{!6}
!12 = !{!4, !1, !5}
!13 = !{!4, !5}
!14 = !{!4, !1}
!15 = !{!1, !5}

