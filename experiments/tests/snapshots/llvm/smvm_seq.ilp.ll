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

; cluster c1: Vertical(generate, sq0_offsets4)
; ModuleID = 'smvm_seq_c1'
source_filename = "smvm_seq_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_sq0_offsets4_3 = alloca i64, align 8
  %generate_1 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_sq0_offsets4_3, align 8
  store i64 %b, ptr %generate_1, align 8
  %v = load i64, ptr %acc_sq0_offsets4_3, align 8
  %v1 = load i64, ptr %generate_1, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets4_3 = alloca i64, align 8
  %started_4 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 48
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %dimp20 = getelementptr inbounds i64, ptr %1, i64 17
  %dim21 = load i64, ptr %dimp20, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %generate_1 = alloca i64, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf37 = load ptr, ptr %bufp36, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets4_3, align 8
  store i1 false, ptr %started_4, align 1
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
  store i64 2, ptr %errp4, align 8
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
  store i64 %el, ptr %generate_1, align 8
  %v32 = load i64, ptr %i, align 8
  %pos33 = mul i64 0, %dim3
  %pos34 = add i64 %pos33, %v32
  %v35 = load i64, ptr %acc_sq0_offsets4_3, align 8
  %elp38 = getelementptr inbounds i64, ptr %buf37, i64 %pos34
  store i64 %v35, ptr %elp38, align 8, !alias.scope !3, !noalias !0
  %v39 = load i64, ptr %acc_sq0_offsets4_3, align 8
  %v40 = load i64, ptr %generate_1, align 8
  %add = add i64 %v39, %v40
  store i64 %add, ptr %acc_sq0_offsets4_3, align 8
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
  store i64 1, ptr %errp52, align 8
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
  store i64 1, ptr %errp61, align 8
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
  store i64 %el67, ptr %generate_1, align 8
  %v68 = load i64, ptr %i, align 8
  %pos69 = mul i64 0, %dim3
  %pos70 = add i64 %pos69, %v68
  %v71 = load i64, ptr %acc_sq0_offsets4_3, align 8
  %elp72 = getelementptr inbounds i64, ptr %buf37, i64 %pos70
  store i64 %v71, ptr %elp72, align 8, !alias.scope !3, !noalias !0
  %v73 = load i64, ptr %acc_sq0_offsets4_3, align 8
  %v74 = load i64, ptr %generate_1, align 8
  %add75 = add i64 %v73, %v74
  store i64 %add75, ptr %acc_sq0_offsets4_3, align 8
  %i76 = load i64, ptr %i, align 8
  %next77 = add i64 %i76, 1
  store i64 %next77, ptr %i, align 8
  br label %loop43

fail79:                                           ; preds = %versions_done
  %errp81 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp81, align 8
  %errp82 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp82, align 8
  %errp83 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp83, align 8
  %errp84 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp84, align 8
  ret i32 1

ok80:                                             ; preds = %versions_done
  %pos85 = mul i64 0, %dim3
  %pos86 = add i64 %pos85, %dim
  %v87 = load i64, ptr %acc_sq0_offsets4_3, align 8
  %elp88 = getelementptr inbounds i64, ptr %buf37, i64 %pos86
  store i64 %v87, ptr %elp88, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets4_3 = alloca i64, align 8
  %started_4 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 48
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %dimp20 = getelementptr inbounds i64, ptr %1, i64 17
  %dim21 = load i64, ptr %dimp20, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %generate_1 = alloca i64, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf37 = load ptr, ptr %bufp36, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets4_3, align 8
  store i1 false, ptr %started_4, align 1
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
  store i64 2, ptr %errp4, align 8
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
  %acc = load i64, ptr %acc_sq0_offsets4_3, align 8
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
  store i64 %el, ptr %generate_1, align 8
  %v32 = load i64, ptr %i, align 8
  %pos33 = mul i64 0, %dim3
  %pos34 = add i64 %pos33, %v32
  %v35 = load i64, ptr %acc_sq0_offsets4_3, align 8
  %elp38 = getelementptr inbounds i64, ptr %buf37, i64 %pos34
  store i64 %v35, ptr %elp38, align 8, !alias.scope !3, !noalias !0
  %v39 = load i64, ptr %acc_sq0_offsets4_3, align 8
  %v40 = load i64, ptr %generate_1, align 8
  %add = add i64 %v39, %v40
  store i64 %add, ptr %acc_sq0_offsets4_3, align 8
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
  store i64 1, ptr %errp52, align 8
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
  store i64 1, ptr %errp61, align 8
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
  store i64 %el67, ptr %generate_1, align 8
  %v68 = load i64, ptr %i, align 8
  %pos69 = mul i64 0, %dim3
  %pos70 = add i64 %pos69, %v68
  %v71 = load i64, ptr %acc_sq0_offsets4_3, align 8
  %elp72 = getelementptr inbounds i64, ptr %buf37, i64 %pos70
  store i64 %v71, ptr %elp72, align 8, !alias.scope !3, !noalias !0
  %v73 = load i64, ptr %acc_sq0_offsets4_3, align 8
  %v74 = load i64, ptr %generate_1, align 8
  %add75 = add i64 %v73, %v74
  store i64 %add75, ptr %acc_sq0_offsets4_3, align 8
  %i76 = load i64, ptr %i, align 8
  %next77 = add i64 %i76, 1
  store i64 %next77, ptr %i, align 8
  br label %loop43
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets4_3 = alloca i64, align 8
  %started_4 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 48
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %dimp20 = getelementptr inbounds i64, ptr %1, i64 17
  %dim21 = load i64, ptr %dimp20, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %generate_1 = alloca i64, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf37 = load ptr, ptr %bufp36, align 8
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
  %fits = icmp sle i64 %min, %dim3
  br i1 %fits, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp4, align 8
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
  %acc79 = load i64, ptr %acc_sq0_offsets4_3, align 8
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
  store i64 %el, ptr %generate_1, align 8
  %v32 = load i64, ptr %i, align 8
  %pos33 = mul i64 0, %dim3
  %pos34 = add i64 %pos33, %v32
  %v35 = load i64, ptr %acc_sq0_offsets4_3, align 8
  %elp38 = getelementptr inbounds i64, ptr %buf37, i64 %pos34
  store i64 %v35, ptr %elp38, align 8, !alias.scope !3, !noalias !0
  %v39 = load i64, ptr %acc_sq0_offsets4_3, align 8
  %v40 = load i64, ptr %generate_1, align 8
  %add = add i64 %v39, %v40
  store i64 %add, ptr %acc_sq0_offsets4_3, align 8
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
  store i64 1, ptr %errp52, align 8
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
  store i64 1, ptr %errp61, align 8
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
  store i64 %el67, ptr %generate_1, align 8
  %v68 = load i64, ptr %i, align 8
  %pos69 = mul i64 0, %dim3
  %pos70 = add i64 %pos69, %v68
  %v71 = load i64, ptr %acc_sq0_offsets4_3, align 8
  %elp72 = getelementptr inbounds i64, ptr %buf37, i64 %pos70
  store i64 %v71, ptr %elp72, align 8, !alias.scope !3, !noalias !0
  %v73 = load i64, ptr %acc_sq0_offsets4_3, align 8
  %v74 = load i64, ptr %generate_1, align 8
  %add75 = add i64 %v73, %v74
  store i64 %add75, ptr %acc_sq0_offsets4_3, align 8
  %i76 = load i64, ptr %i, align 8
  %next77 = add i64 %i76, 1
  store i64 %next77, ptr %i, align 8
  br label %loop43
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets4_3 = alloca i64, align 8
  %started_4 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 17
  %dim14 = load i64, ptr %dimp13, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %generate_1 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets4_3, align 8
  store i1 false, ptr %started_4, align 1
  store i64 0, ptr %acc_sq0_offsets4_3, align 8
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
  %acc = load i64, ptr %acc_sq0_offsets4_3, align 8
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
  store i64 %el, ptr %generate_1, align 8
  %v25 = load i64, ptr %acc_sq0_offsets4_3, align 8
  %v26 = load i64, ptr %generate_1, align 8
  %add = add i64 %v25, %v26
  store i64 %add, ptr %acc_sq0_offsets4_3, align 8
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
  store i64 1, ptr %errp36, align 8
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
  store i64 1, ptr %errp45, align 8
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
  store i64 %el51, ptr %generate_1, align 8
  %v52 = load i64, ptr %acc_sq0_offsets4_3, align 8
  %v53 = load i64, ptr %generate_1, align 8
  %add54 = add i64 %v52, %v53
  store i64 %add54, ptr %acc_sq0_offsets4_3, align 8
  %i55 = load i64, ptr %i, align 8
  %next56 = add i64 %i55, 1
  store i64 %next56, ptr %i, align 8
  br label %loop29
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets4_3 = alloca i64, align 8
  %started_4 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
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
!1 = !{!"fuselab.buf.2", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.6", !2}

; cluster c2: unit
; ModuleID = 'smvm_seq_c2'
source_filename = "smvm_seq_c2"
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

; cluster c3: generate2
; ModuleID = 'smvm_seq_c3'
source_filename = "smvm_seq_c3"
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

; cluster c4: unit2
; ModuleID = 'smvm_seq_c4'
source_filename = "smvm_seq_c4"
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
; ModuleID = 'smvm_seq_c5'
source_filename = "smvm_seq_c5"
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

; cluster c6: Diagonal(sq0_lengths6, sq0_offsets10)
; ModuleID = 'smvm_seq_c6'
source_filename = "smvm_seq_c6"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_combine(ptr %0, ptr %1) #0 {
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
  br label %loop53

versions_done:                                    ; preds = %exit55, %exit
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
  %v48 = load i64, ptr %acc_sq0_offsets10_23, align 8
  %v49 = load i64, ptr %sq0_lengths6_20, align 8
  %add50 = add i64 %v48, %v49
  store i64 %add50, ptr %acc_sq0_offsets10_23, align 8
  %i51 = load i64, ptr %i, align 8
  %next52 = add i64 %i51, 1
  store i64 %next52, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop53:                                           ; preds = %ok71, %checked
  %i56 = load i64, ptr %i, align 8
  %more57 = icmp slt i64 %i56, %min
  br i1 %more57, label %body54, label %exit55

body54:                                           ; preds = %loop53
  %v58 = load i64, ptr %the_sq0_22, align 8
  %v59 = load i64, ptr %i, align 8
  %add60 = add i64 %v58, %v59
  %inb = icmp ult i64 %add60, %dim20
  br i1 %inb, label %ok62, label %fail61

exit55:                                           ; preds = %loop53
  br label %versions_done

fail61:                                           ; preds = %body54
  %errp63 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp63, align 8
  %errp64 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp64, align 8
  %errp65 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add60, ptr %errp65, align 8
  %errp66 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim20, ptr %errp66, align 8
  ret i32 1

ok62:                                             ; preds = %body54
  %pos67 = mul i64 0, %dim20
  %pos68 = add i64 %pos67, %add60
  %inb69 = icmp ult i64 0, %dim24
  br i1 %inb69, label %ok71, label %fail70

fail70:                                           ; preds = %ok62
  %errp72 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp72, align 8
  %errp73 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp73, align 8
  %errp74 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp74, align 8
  %errp75 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp75, align 8
  ret i32 1

ok71:                                             ; preds = %ok62
  %pos76 = mul i64 %pos68, %dim24
  %pos77 = add i64 %pos76, 0
  %elp78 = getelementptr inbounds i64, ptr %buf38, i64 %pos77
  %el79 = load i64, ptr %elp78, align 8, !alias.scope !6, !noalias !7
  store i64 %el79, ptr %sq0_lengths6_20, align 8
  %v80 = load i64, ptr %i, align 8
  %pos81 = mul i64 0, %dim
  %pos82 = add i64 %pos81, %v80
  %v83 = load i64, ptr %sq0_lengths6_20, align 8
  %elp84 = getelementptr inbounds i64, ptr %buf46, i64 %pos82
  store i64 %v83, ptr %elp84, align 8, !alias.scope !8, !noalias !9
  %v85 = load i64, ptr %acc_sq0_offsets10_23, align 8
  %v86 = load i64, ptr %sq0_lengths6_20, align 8
  %add87 = add i64 %v85, %v86
  store i64 %add87, ptr %acc_sq0_offsets10_23, align 8
  %i88 = load i64, ptr %i, align 8
  %next89 = add i64 %i88, 1
  store i64 %next89, ptr %i, align 8
  br label %loop53
}

define i32 @nest_part(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 12
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_22 = alloca i64, align 8
  %acc_sq0_offsets10_23 = alloca i64, align 8
  %started_24 = alloca i1, align 1
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
  br label %loop53

versions_done:                                    ; preds = %exit55, %exit
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets10_23, align 8
  store i64 %acc, ptr %part, align 8
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
  %v48 = load i64, ptr %acc_sq0_offsets10_23, align 8
  %v49 = load i64, ptr %sq0_lengths6_20, align 8
  %add50 = add i64 %v48, %v49
  store i64 %add50, ptr %acc_sq0_offsets10_23, align 8
  %i51 = load i64, ptr %i, align 8
  %next52 = add i64 %i51, 1
  store i64 %next52, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop53:                                           ; preds = %ok71, %checked
  %i56 = load i64, ptr %i, align 8
  %more57 = icmp slt i64 %i56, %min
  br i1 %more57, label %body54, label %exit55

body54:                                           ; preds = %loop53
  %v58 = load i64, ptr %the_sq0_22, align 8
  %v59 = load i64, ptr %i, align 8
  %add60 = add i64 %v58, %v59
  %inb = icmp ult i64 %add60, %dim20
  br i1 %inb, label %ok62, label %fail61

exit55:                                           ; preds = %loop53
  br label %versions_done

fail61:                                           ; preds = %body54
  %errp63 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp63, align 8
  %errp64 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp64, align 8
  %errp65 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add60, ptr %errp65, align 8
  %errp66 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim20, ptr %errp66, align 8
  ret i32 1

ok62:                                             ; preds = %body54
  %pos67 = mul i64 0, %dim20
  %pos68 = add i64 %pos67, %add60
  %inb69 = icmp ult i64 0, %dim24
  br i1 %inb69, label %ok71, label %fail70

fail70:                                           ; preds = %ok62
  %errp72 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp72, align 8
  %errp73 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp73, align 8
  %errp74 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp74, align 8
  %errp75 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp75, align 8
  ret i32 1

ok71:                                             ; preds = %ok62
  %pos76 = mul i64 %pos68, %dim24
  %pos77 = add i64 %pos76, 0
  %elp78 = getelementptr inbounds i64, ptr %buf38, i64 %pos77
  %el79 = load i64, ptr %elp78, align 8, !alias.scope !6, !noalias !7
  store i64 %el79, ptr %sq0_lengths6_20, align 8
  %v80 = load i64, ptr %i, align 8
  %pos81 = mul i64 0, %dim
  %pos82 = add i64 %pos81, %v80
  %v83 = load i64, ptr %sq0_lengths6_20, align 8
  %elp84 = getelementptr inbounds i64, ptr %buf46, i64 %pos82
  store i64 %v83, ptr %elp84, align 8, !alias.scope !8, !noalias !9
  %v85 = load i64, ptr %acc_sq0_offsets10_23, align 8
  %v86 = load i64, ptr %sq0_lengths6_20, align 8
  %add87 = add i64 %v85, %v86
  store i64 %add87, ptr %acc_sq0_offsets10_23, align 8
  %i88 = load i64, ptr %i, align 8
  %next89 = add i64 %i88, 1
  store i64 %next89, ptr %i, align 8
  br label %loop53
}

define i32 @nest_part_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 12
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_22 = alloca i64, align 8
  %acc_sq0_offsets10_23 = alloca i64, align 8
  %started_24 = alloca i1, align 1
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
  store i64 0, ptr %acc_sq0_offsets10_23, align 8
  store i1 false, ptr %started_24, align 1
  store i64 0, ptr %acc_sq0_offsets10_23, align 8
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
  br label %loop53

versions_done:                                    ; preds = %exit55, %exit
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %acc_sq0_offsets10_23, align 8
  store i64 %acc, ptr %part, align 8
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
  %v48 = load i64, ptr %acc_sq0_offsets10_23, align 8
  %v49 = load i64, ptr %sq0_lengths6_20, align 8
  %add50 = add i64 %v48, %v49
  store i64 %add50, ptr %acc_sq0_offsets10_23, align 8
  %i51 = load i64, ptr %i, align 8
  %next52 = add i64 %i51, 1
  store i64 %next52, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop53:                                           ; preds = %ok71, %checked
  %i56 = load i64, ptr %i, align 8
  %more57 = icmp slt i64 %i56, %min
  br i1 %more57, label %body54, label %exit55

body54:                                           ; preds = %loop53
  %v58 = load i64, ptr %the_sq0_22, align 8
  %v59 = load i64, ptr %i, align 8
  %add60 = add i64 %v58, %v59
  %inb = icmp ult i64 %add60, %dim20
  br i1 %inb, label %ok62, label %fail61

exit55:                                           ; preds = %loop53
  br label %versions_done

fail61:                                           ; preds = %body54
  %errp63 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp63, align 8
  %errp64 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp64, align 8
  %errp65 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add60, ptr %errp65, align 8
  %errp66 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim20, ptr %errp66, align 8
  ret i32 1

ok62:                                             ; preds = %body54
  %pos67 = mul i64 0, %dim20
  %pos68 = add i64 %pos67, %add60
  %inb69 = icmp ult i64 0, %dim24
  br i1 %inb69, label %ok71, label %fail70

fail70:                                           ; preds = %ok62
  %errp72 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp72, align 8
  %errp73 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp73, align 8
  %errp74 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 0, ptr %errp74, align 8
  %errp75 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp75, align 8
  ret i32 1

ok71:                                             ; preds = %ok62
  %pos76 = mul i64 %pos68, %dim24
  %pos77 = add i64 %pos76, 0
  %elp78 = getelementptr inbounds i64, ptr %buf38, i64 %pos77
  %el79 = load i64, ptr %elp78, align 8, !alias.scope !6, !noalias !7
  store i64 %el79, ptr %sq0_lengths6_20, align 8
  %v80 = load i64, ptr %i, align 8
  %pos81 = mul i64 0, %dim
  %pos82 = add i64 %pos81, %v80
  %v83 = load i64, ptr %sq0_lengths6_20, align 8
  %elp84 = getelementptr inbounds i64, ptr %buf46, i64 %pos82
  store i64 %v83, ptr %elp84, align 8, !alias.scope !8, !noalias !9
  %v85 = load i64, ptr %acc_sq0_offsets10_23, align 8
  %v86 = load i64, ptr %sq0_lengths6_20, align 8
  %add87 = add i64 %v85, %v86
  store i64 %add87, ptr %acc_sq0_offsets10_23, align 8
  %i88 = load i64, ptr %i, align 8
  %next89 = add i64 %i88, 1
  store i64 %next89, ptr %i, align 8
  br label %loop53
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 12
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_22 = alloca i64, align 8
  %acc_sq0_offsets10_23 = alloca i64, align 8
  %started_24 = alloca i1, align 1
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0
  store i64 %el, ptr %the_sq0_22, align 8
  store i64 0, ptr %acc_sq0_offsets10_23, align 8
  store i1 false, ptr %started_24, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets10_23, align 8
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

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

; cluster c7: Vertical(sq0_values8, Vertical(sq0_m11, sq0_r12))
; ModuleID = 'smvm_seq_c7'
source_filename = "smvm_seq_c7"
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
  %seg_39 = alloca i64, align 8
  %left_40 = alloca i64, align 8
  %open_41 = alloca i1, align 1
  %acc_sq0_r12_38 = alloca float, align 4
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 120
  %dim14 = load i64, ptr %dimp13, align 8
  %i = alloca i64, align 8
  %dimp18 = getelementptr inbounds i64, ptr %1, i64 48
  %dim19 = load i64, ptr %dimp18, align 8
  %bufp24 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf25 = load ptr, ptr %bufp24, align 8
  %dimp29 = getelementptr inbounds i64, ptr %1, i64 8
  %dim30 = load i64, ptr %dimp29, align 8
  %bufp40 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf41 = load ptr, ptr %bufp40, align 8
  %bufp44 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf45 = load ptr, ptr %bufp44, align 8
  %sq0_values8_29 = alloca { i64, float }, align 8
  %sq0_34.0 = alloca i64, align 8
  %sq0_34.1 = alloca float, align 4
  %dimp72 = getelementptr inbounds i64, ptr %1, i64 24
  %dim73 = load i64, ptr %dimp72, align 8
  %bufp83 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf84 = load ptr, ptr %bufp83, align 8
  %sq0_m11_32 = alloca float, align 4
  %dimp89 = getelementptr inbounds i64, ptr %1, i64 112
  %dim90 = load i64, ptr %dimp89, align 8
  %bufp107 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf108 = load ptr, ptr %bufp107, align 8
  %len_42 = alloca i64, align 8
  %bufp132 = getelementptr inbounds ptr, ptr %0, i64 19
  %buf133 = load ptr, ptr %bufp132, align 8
  %len_44 = alloca i64, align 8
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
  store i64 0, ptr %seg_39, align 8
  store i64 0, ptr %left_40, align 8
  store i1 false, ptr %open_41, align 1
  store float 0.000000e+00, ptr %acc_sq0_r12_38, align 4
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c15 = icmp slt i64 %5, %dim14
  %min = select i1 %c15, i64 %5, i64 %dim14
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %join146, %body
  %i17 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i17, %min
  br i1 %more, label %body16, label %exit

body16:                                           ; preds = %loop
  %v = load i64, ptr %the_sq0_31, align 8
  %inb = icmp ult i64 %v, %dim19
  br i1 %inb, label %ok, label %fail

exit:                                             ; preds = %loop
  %v162 = load i1, ptr %open_41, align 1
  %not163 = xor i1 %v162, true
  br i1 %not163, label %ok165, label %fail164

fail:                                             ; preds = %body16
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim19, ptr %errp22, align 8
  ret i32 1

ok:                                               ; preds = %body16
  %pos = mul i64 0, %dim19
  %pos23 = add i64 %pos, %v
  %elp26 = getelementptr inbounds i64, ptr %buf25, i64 %pos23
  %el27 = load i64, ptr %elp26, align 8, !alias.scope !10, !noalias !11
  %v28 = load i64, ptr %i, align 8
  %add = add i64 %el27, %v28
  %inb31 = icmp ult i64 %add, %dim30
  br i1 %inb31, label %ok33, label %fail32

fail32:                                           ; preds = %ok
  %errp34 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp36, align 8
  %errp37 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim30, ptr %errp37, align 8
  ret i32 1

ok33:                                             ; preds = %ok
  %pos38 = mul i64 0, %dim30
  %pos39 = add i64 %pos38, %add
  %elp42 = getelementptr inbounds i64, ptr %buf41, i64 %pos39
  %el43 = load i64, ptr %elp42, align 8, !alias.scope !12, !noalias !13
  %tup = insertvalue { i64, float } undef, i64 %el43, 0
  %elp46 = getelementptr inbounds float, ptr %buf45, i64 %pos39
  %el47 = load float, ptr %elp46, align 4, !alias.scope !14, !noalias !15
  %tup48 = insertvalue { i64, float } %tup, float %el47, 1
  store { i64, float } %tup48, ptr %sq0_values8_29, align 8
  %fldp = getelementptr inbounds { i64, float }, ptr %sq0_values8_29, i32 0, i32 0
  %fldp49 = getelementptr inbounds { i64, float }, ptr %sq0_values8_29, i32 0, i32 0
  %fld = load i64, ptr %fldp49, align 8
  store i64 %fld, ptr %sq0_34.0, align 8
  %fldp50 = getelementptr inbounds { i64, float }, ptr %sq0_values8_29, i32 0, i32 1
  %fldp51 = getelementptr inbounds { i64, float }, ptr %sq0_values8_29, i32 0, i32 1
  %fld52 = load float, ptr %fldp51, align 4
  store float %fld52, ptr %sq0_34.1, align 4
  %v53 = load float, ptr %sq0_34.1, align 4
  %v54 = load i64, ptr %sq0_34.0, align 8
  %v55 = load i64, ptr %"%n_dim0", align 8
  %nz = icmp ne i64 %v55, 0
  br i1 %nz, label %ok57, label %fail56

fail56:                                           ; preds = %ok33
  %errp58 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp58, align 8
  %errp59 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp59, align 8
  %errp60 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v54, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v55, ptr %errp61, align 8
  ret i32 1

ok57:                                             ; preds = %ok33
  %d_word62 = load i64, ptr %d_word, align 8
  %d_word63 = load i64, ptr %d_word5, align 8
  %d_word64 = load i64, ptr %d_word6, align 8
  %d_word65 = load i64, ptr %d_word7, align 8
  %d_word66 = load i64, ptr %d_word8, align 8
  %d_word67 = load i64, ptr %d_word9, align 8
  %d_word68 = load i64, ptr %d_word10, align 8
  %d_word69 = load i64, ptr %d_word11, align 8
  %d_word70 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %v54, 63
  %xf = xor i64 %v54, %xs
  %ax = sub i64 %xf, %xs
  %wa = zext i64 %d_word64 to i128
  %wc = zext i64 %ax to i128
  %wide = mul i128 %wa, %wc
  %high = lshr i128 %wide, 64
  %mulhi = trunc i128 %high to i64
  %a_t = sub i64 %ax, %mulhi
  %half = lshr i64 %a_t, %d_word65
  %sum = add i64 %mulhi, %half
  %q = lshr i64 %sum, %d_word66
  %s = xor i64 %xs, %d_word63
  %qs = xor i64 %q, %s
  %q71 = sub i64 %qs, %s
  %qd = mul i64 %q71, %v55
  %r = sub i64 %v54, %qd
  %inb74 = icmp ult i64 %r, %dim73
  br i1 %inb74, label %ok76, label %fail75

fail75:                                           ; preds = %ok57
  %errp77 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp77, align 8
  %errp78 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp78, align 8
  %errp79 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %r, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim73, ptr %errp80, align 8
  ret i32 1

ok76:                                             ; preds = %ok57
  %pos81 = mul i64 0, %dim73
  %pos82 = add i64 %pos81, %r
  %elp85 = getelementptr inbounds float, ptr %buf84, i64 %pos82
  %el86 = load float, ptr %elp85, align 4, !alias.scope !16, !noalias !17
  %fm = fmul float %v53, %el86
  store float %fm, ptr %sq0_m11_32, align 4
  br label %while

while:                                            ; preds = %join, %ok76
  %v87 = load i1, ptr %open_41, align 1
  %not = xor i1 %v87, true
  br i1 %not, label %wbody, label %wexit

wbody:                                            ; preds = %while
  %v88 = load i64, ptr %seg_39, align 8
  %ic = icmp slt i64 %v88, %dim90
  br i1 %ic, label %ok92, label %fail91

wexit:                                            ; preds = %while
  %v138 = load float, ptr %acc_sq0_r12_38, align 4
  %v139 = load float, ptr %sq0_m11_32, align 4
  %fa = fadd float %v138, %v139
  store float %fa, ptr %acc_sq0_r12_38, align 4
  %v140 = load i64, ptr %left_40, align 8
  %add141 = add i64 %v140, -1
  store i64 %add141, ptr %left_40, align 8
  %v142 = load i64, ptr %left_40, align 8
  %ic143 = icmp eq i64 %v142, 0
  br i1 %ic143, label %then144, label %else145

fail91:                                           ; preds = %wbody
  %errp93 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp93, align 8
  %errp94 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp94, align 8
  %errp95 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim14, ptr %errp95, align 8
  %errp96 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp96, align 8
  ret i32 1

ok92:                                             ; preds = %wbody
  %v97 = load i64, ptr %seg_39, align 8
  %inb98 = icmp ult i64 %v97, %dim90
  br i1 %inb98, label %ok100, label %fail99

fail99:                                           ; preds = %ok92
  %errp101 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp101, align 8
  %errp102 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp102, align 8
  %errp103 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v97, ptr %errp103, align 8
  %errp104 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim90, ptr %errp104, align 8
  ret i32 1

ok100:                                            ; preds = %ok92
  %pos105 = mul i64 0, %dim90
  %pos106 = add i64 %pos105, %v97
  %elp109 = getelementptr inbounds i64, ptr %buf108, i64 %pos106
  %el110 = load i64, ptr %elp109, align 8, !alias.scope !18, !noalias !19
  store i64 %el110, ptr %len_42, align 8
  %v111 = load i64, ptr %len_42, align 8
  %ic112 = icmp sge i64 %v111, 0
  %v113 = load i64, ptr %len_42, align 8
  br i1 %ic112, label %ok115, label %fail114

fail114:                                          ; preds = %ok100
  %errp116 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 6, ptr %errp116, align 8
  %errp117 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp117, align 8
  %errp118 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v113, ptr %errp118, align 8
  %errp119 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp119, align 8
  ret i32 1

ok115:                                            ; preds = %ok100
  %v120 = load i64, ptr %len_42, align 8
  %ic121 = icmp eq i64 %v120, 0
  br i1 %ic121, label %then, label %else

then:                                             ; preds = %ok115
  %v122 = load i64, ptr %seg_39, align 8
  %inb123 = icmp ult i64 %v122, %dim90
  br i1 %inb123, label %ok125, label %fail124

else:                                             ; preds = %ok115
  %v137 = load i64, ptr %len_42, align 8
  store i64 %v137, ptr %left_40, align 8
  store i1 true, ptr %open_41, align 1
  store float 0.000000e+00, ptr %acc_sq0_r12_38, align 4
  br label %join

join:                                             ; preds = %else, %ok125
  br label %while

fail124:                                          ; preds = %then
  %errp126 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp126, align 8
  %errp127 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp127, align 8
  %errp128 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v122, ptr %errp128, align 8
  %errp129 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim90, ptr %errp129, align 8
  ret i32 1

ok125:                                            ; preds = %then
  %pos130 = mul i64 0, %dim90
  %pos131 = add i64 %pos130, %v122
  %elp134 = getelementptr inbounds float, ptr %buf133, i64 %pos131
  store float 0.000000e+00, ptr %elp134, align 4, !alias.scope !20, !noalias !21
  %v135 = load i64, ptr %seg_39, align 8
  %add136 = add i64 %v135, 1
  store i64 %add136, ptr %seg_39, align 8
  br label %join

then144:                                          ; preds = %wexit
  %v147 = load i64, ptr %seg_39, align 8
  %inb148 = icmp ult i64 %v147, %dim90
  br i1 %inb148, label %ok150, label %fail149

else145:                                          ; preds = %wexit
  br label %join146

join146:                                          ; preds = %else145, %ok150
  %i161 = load i64, ptr %i, align 8
  %next = add i64 %i161, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail149:                                          ; preds = %then144
  %errp151 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp151, align 8
  %errp152 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp152, align 8
  %errp153 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v147, ptr %errp153, align 8
  %errp154 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim90, ptr %errp154, align 8
  ret i32 1

ok150:                                            ; preds = %then144
  %pos155 = mul i64 0, %dim90
  %pos156 = add i64 %pos155, %v147
  %v157 = load float, ptr %acc_sq0_r12_38, align 4
  %elp158 = getelementptr inbounds float, ptr %buf133, i64 %pos156
  store float %v157, ptr %elp158, align 4, !alias.scope !20, !noalias !21
  %v159 = load i64, ptr %seg_39, align 8
  %add160 = add i64 %v159, 1
  store i64 %add160, ptr %seg_39, align 8
  store i1 false, ptr %open_41, align 1
  br label %join146

fail164:                                          ; preds = %exit
  %errp166 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp166, align 8
  %errp167 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp167, align 8
  %errp168 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim14, ptr %errp168, align 8
  %errp169 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp169, align 8
  ret i32 1

ok165:                                            ; preds = %exit
  br label %while170

while170:                                         ; preds = %ok207, %ok165
  %v173 = load i64, ptr %seg_39, align 8
  %ic174 = icmp slt i64 %v173, %dim90
  br i1 %ic174, label %wbody171, label %wexit172

wbody171:                                         ; preds = %while170
  %v175 = load i64, ptr %seg_39, align 8
  %inb176 = icmp ult i64 %v175, %dim90
  br i1 %inb176, label %ok178, label %fail177

wexit172:                                         ; preds = %while170
  ret i32 0

fail177:                                          ; preds = %wbody171
  %errp179 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp179, align 8
  %errp180 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp180, align 8
  %errp181 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v175, ptr %errp181, align 8
  %errp182 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim90, ptr %errp182, align 8
  ret i32 1

ok178:                                            ; preds = %wbody171
  %pos183 = mul i64 0, %dim90
  %pos184 = add i64 %pos183, %v175
  %elp185 = getelementptr inbounds i64, ptr %buf108, i64 %pos184
  %el186 = load i64, ptr %elp185, align 8, !alias.scope !18, !noalias !19
  store i64 %el186, ptr %len_44, align 8
  %v187 = load i64, ptr %len_44, align 8
  %ic188 = icmp sge i64 %v187, 0
  %v189 = load i64, ptr %len_44, align 8
  br i1 %ic188, label %ok191, label %fail190

fail190:                                          ; preds = %ok178
  %errp192 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 6, ptr %errp192, align 8
  %errp193 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp193, align 8
  %errp194 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v189, ptr %errp194, align 8
  %errp195 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp195, align 8
  ret i32 1

ok191:                                            ; preds = %ok178
  %v196 = load i64, ptr %len_44, align 8
  %ic197 = icmp eq i64 %v196, 0
  br i1 %ic197, label %ok199, label %fail198

fail198:                                          ; preds = %ok191
  %errp200 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp200, align 8
  %errp201 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp201, align 8
  %errp202 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim14, ptr %errp202, align 8
  %errp203 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp203, align 8
  ret i32 1

ok199:                                            ; preds = %ok191
  %v204 = load i64, ptr %seg_39, align 8
  %inb205 = icmp ult i64 %v204, %dim90
  br i1 %inb205, label %ok207, label %fail206

fail206:                                          ; preds = %ok199
  %errp208 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp208, align 8
  %errp209 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp209, align 8
  %errp210 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v204, ptr %errp210, align 8
  %errp211 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim90, ptr %errp211, align 8
  ret i32 1

ok207:                                            ; preds = %ok199
  %pos212 = mul i64 0, %dim90
  %pos213 = add i64 %pos212, %v204
  %elp214 = getelementptr inbounds float, ptr %buf133, i64 %pos213
  store float 0.000000e+00, ptr %elp214, align 4, !alias.scope !20, !noalias !21
  %v215 = load i64, ptr %seg_39, align 8
  %add216 = add i64 %v215, 1
  store i64 %add216, ptr %seg_39, align 8
  br label %while170
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

define i32 @nest_segments(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
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
  %seg_39 = alloca i64, align 8
  %left_40 = alloca i64, align 8
  %open_41 = alloca i1, align 1
  %acc_sq0_r12_38 = alloca float, align 4
  %dimp19 = getelementptr inbounds i64, ptr %1, i64 120
  %dim20 = load i64, ptr %dimp19, align 8
  %i = alloca i64, align 8
  %dimp24 = getelementptr inbounds i64, ptr %1, i64 48
  %dim25 = load i64, ptr %dimp24, align 8
  %bufp30 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf31 = load ptr, ptr %bufp30, align 8
  %dimp35 = getelementptr inbounds i64, ptr %1, i64 8
  %dim36 = load i64, ptr %dimp35, align 8
  %bufp46 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf47 = load ptr, ptr %bufp46, align 8
  %bufp50 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf51 = load ptr, ptr %bufp50, align 8
  %sq0_values8_29 = alloca { i64, float }, align 8
  %sq0_34.0 = alloca i64, align 8
  %sq0_34.1 = alloca float, align 4
  %dimp78 = getelementptr inbounds i64, ptr %1, i64 24
  %dim79 = load i64, ptr %dimp78, align 8
  %bufp89 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf90 = load ptr, ptr %bufp89, align 8
  %sq0_m11_32 = alloca float, align 4
  %dimp95 = getelementptr inbounds i64, ptr %1, i64 112
  %dim96 = load i64, ptr %dimp95, align 8
  %bufp113 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf114 = load ptr, ptr %bufp113, align 8
  %len_42 = alloca i64, align 8
  %bufp138 = getelementptr inbounds ptr, ptr %0, i64 19
  %buf139 = load ptr, ptr %bufp138, align 8
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
  store i64 0, ptr %seg_39, align 8
  store i64 0, ptr %left_40, align 8
  store i1 false, ptr %open_41, align 1
  store float 0.000000e+00, ptr %acc_sq0_r12_38, align 4
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %seg_39, align 8
  %part13 = getelementptr inbounds i8, ptr %6, i64 64
  %acc14 = load i64, ptr %part13, align 8
  store i64 %acc14, ptr %left_40, align 8
  %part15 = getelementptr inbounds i8, ptr %6, i64 128
  %acc16 = load i1, ptr %part15, align 1
  store i1 %acc16, ptr %open_41, align 1
  %part17 = getelementptr inbounds i8, ptr %6, i64 192
  %acc18 = load float, ptr %part17, align 4
  store float %acc18, ptr %acc_sq0_r12_38, align 4
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c21 = icmp slt i64 %5, %dim20
  %min = select i1 %c21, i64 %5, i64 %dim20
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %join152, %body
  %i23 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i23, %min
  br i1 %more, label %body22, label %exit

body22:                                           ; preds = %loop
  %v = load i64, ptr %the_sq0_31, align 8
  %inb = icmp ult i64 %v, %dim25
  br i1 %inb, label %ok, label %fail

exit:                                             ; preds = %loop
  %part168 = getelementptr inbounds i8, ptr %6, i64 0
  %acc169 = load i64, ptr %seg_39, align 8
  store i64 %acc169, ptr %part168, align 8
  %part170 = getelementptr inbounds i8, ptr %6, i64 64
  %acc171 = load i64, ptr %left_40, align 8
  store i64 %acc171, ptr %part170, align 8
  %part172 = getelementptr inbounds i8, ptr %6, i64 128
  %acc173 = load i1, ptr %open_41, align 1
  store i1 %acc173, ptr %part172, align 1
  %part174 = getelementptr inbounds i8, ptr %6, i64 192
  %acc175 = load float, ptr %acc_sq0_r12_38, align 4
  store float %acc175, ptr %part174, align 4
  ret i32 0

fail:                                             ; preds = %body22
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp26 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim25, ptr %errp28, align 8
  ret i32 1

ok:                                               ; preds = %body22
  %pos = mul i64 0, %dim25
  %pos29 = add i64 %pos, %v
  %elp32 = getelementptr inbounds i64, ptr %buf31, i64 %pos29
  %el33 = load i64, ptr %elp32, align 8, !alias.scope !10, !noalias !11
  %v34 = load i64, ptr %i, align 8
  %add = add i64 %el33, %v34
  %inb37 = icmp ult i64 %add, %dim36
  br i1 %inb37, label %ok39, label %fail38

fail38:                                           ; preds = %ok
  %errp40 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim36, ptr %errp43, align 8
  ret i32 1

ok39:                                             ; preds = %ok
  %pos44 = mul i64 0, %dim36
  %pos45 = add i64 %pos44, %add
  %elp48 = getelementptr inbounds i64, ptr %buf47, i64 %pos45
  %el49 = load i64, ptr %elp48, align 8, !alias.scope !12, !noalias !13
  %tup = insertvalue { i64, float } undef, i64 %el49, 0
  %elp52 = getelementptr inbounds float, ptr %buf51, i64 %pos45
  %el53 = load float, ptr %elp52, align 4, !alias.scope !14, !noalias !15
  %tup54 = insertvalue { i64, float } %tup, float %el53, 1
  store { i64, float } %tup54, ptr %sq0_values8_29, align 8
  %fldp = getelementptr inbounds { i64, float }, ptr %sq0_values8_29, i32 0, i32 0
  %fldp55 = getelementptr inbounds { i64, float }, ptr %sq0_values8_29, i32 0, i32 0
  %fld = load i64, ptr %fldp55, align 8
  store i64 %fld, ptr %sq0_34.0, align 8
  %fldp56 = getelementptr inbounds { i64, float }, ptr %sq0_values8_29, i32 0, i32 1
  %fldp57 = getelementptr inbounds { i64, float }, ptr %sq0_values8_29, i32 0, i32 1
  %fld58 = load float, ptr %fldp57, align 4
  store float %fld58, ptr %sq0_34.1, align 4
  %v59 = load float, ptr %sq0_34.1, align 4
  %v60 = load i64, ptr %sq0_34.0, align 8
  %v61 = load i64, ptr %"%n_dim0", align 8
  %nz = icmp ne i64 %v61, 0
  br i1 %nz, label %ok63, label %fail62

fail62:                                           ; preds = %ok39
  %errp64 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 9, ptr %errp64, align 8
  %errp65 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp65, align 8
  %errp66 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v60, ptr %errp66, align 8
  %errp67 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %v61, ptr %errp67, align 8
  ret i32 1

ok63:                                             ; preds = %ok39
  %d_word68 = load i64, ptr %d_word, align 8
  %d_word69 = load i64, ptr %d_word5, align 8
  %d_word70 = load i64, ptr %d_word6, align 8
  %d_word71 = load i64, ptr %d_word7, align 8
  %d_word72 = load i64, ptr %d_word8, align 8
  %d_word73 = load i64, ptr %d_word9, align 8
  %d_word74 = load i64, ptr %d_word10, align 8
  %d_word75 = load i64, ptr %d_word11, align 8
  %d_word76 = load i64, ptr %d_word12, align 8
  %xs = ashr i64 %v60, 63
  %xf = xor i64 %v60, %xs
  %ax = sub i64 %xf, %xs
  %wa = zext i64 %d_word70 to i128
  %wc = zext i64 %ax to i128
  %wide = mul i128 %wa, %wc
  %high = lshr i128 %wide, 64
  %mulhi = trunc i128 %high to i64
  %a_t = sub i64 %ax, %mulhi
  %half = lshr i64 %a_t, %d_word71
  %sum = add i64 %mulhi, %half
  %q = lshr i64 %sum, %d_word72
  %s = xor i64 %xs, %d_word69
  %qs = xor i64 %q, %s
  %q77 = sub i64 %qs, %s
  %qd = mul i64 %q77, %v61
  %r = sub i64 %v60, %qd
  %inb80 = icmp ult i64 %r, %dim79
  br i1 %inb80, label %ok82, label %fail81

fail81:                                           ; preds = %ok63
  %errp83 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp83, align 8
  %errp84 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp84, align 8
  %errp85 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %r, ptr %errp85, align 8
  %errp86 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim79, ptr %errp86, align 8
  ret i32 1

ok82:                                             ; preds = %ok63
  %pos87 = mul i64 0, %dim79
  %pos88 = add i64 %pos87, %r
  %elp91 = getelementptr inbounds float, ptr %buf90, i64 %pos88
  %el92 = load float, ptr %elp91, align 4, !alias.scope !16, !noalias !17
  %fm = fmul float %v59, %el92
  store float %fm, ptr %sq0_m11_32, align 4
  br label %while

while:                                            ; preds = %join, %ok82
  %v93 = load i1, ptr %open_41, align 1
  %not = xor i1 %v93, true
  br i1 %not, label %wbody, label %wexit

wbody:                                            ; preds = %while
  %v94 = load i64, ptr %seg_39, align 8
  %ic = icmp slt i64 %v94, %dim96
  br i1 %ic, label %ok98, label %fail97

wexit:                                            ; preds = %while
  %v144 = load float, ptr %acc_sq0_r12_38, align 4
  %v145 = load float, ptr %sq0_m11_32, align 4
  %fa = fadd float %v144, %v145
  store float %fa, ptr %acc_sq0_r12_38, align 4
  %v146 = load i64, ptr %left_40, align 8
  %add147 = add i64 %v146, -1
  store i64 %add147, ptr %left_40, align 8
  %v148 = load i64, ptr %left_40, align 8
  %ic149 = icmp eq i64 %v148, 0
  br i1 %ic149, label %then150, label %else151

fail97:                                           ; preds = %wbody
  %errp99 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp99, align 8
  %errp100 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp100, align 8
  %errp101 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim20, ptr %errp101, align 8
  %errp102 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp102, align 8
  ret i32 1

ok98:                                             ; preds = %wbody
  %v103 = load i64, ptr %seg_39, align 8
  %inb104 = icmp ult i64 %v103, %dim96
  br i1 %inb104, label %ok106, label %fail105

fail105:                                          ; preds = %ok98
  %errp107 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp107, align 8
  %errp108 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp108, align 8
  %errp109 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v103, ptr %errp109, align 8
  %errp110 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim96, ptr %errp110, align 8
  ret i32 1

ok106:                                            ; preds = %ok98
  %pos111 = mul i64 0, %dim96
  %pos112 = add i64 %pos111, %v103
  %elp115 = getelementptr inbounds i64, ptr %buf114, i64 %pos112
  %el116 = load i64, ptr %elp115, align 8, !alias.scope !18, !noalias !19
  store i64 %el116, ptr %len_42, align 8
  %v117 = load i64, ptr %len_42, align 8
  %ic118 = icmp sge i64 %v117, 0
  %v119 = load i64, ptr %len_42, align 8
  br i1 %ic118, label %ok121, label %fail120

fail120:                                          ; preds = %ok106
  %errp122 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 6, ptr %errp122, align 8
  %errp123 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp123, align 8
  %errp124 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v119, ptr %errp124, align 8
  %errp125 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp125, align 8
  ret i32 1

ok121:                                            ; preds = %ok106
  %v126 = load i64, ptr %len_42, align 8
  %ic127 = icmp eq i64 %v126, 0
  br i1 %ic127, label %then, label %else

then:                                             ; preds = %ok121
  %v128 = load i64, ptr %seg_39, align 8
  %inb129 = icmp ult i64 %v128, %dim96
  br i1 %inb129, label %ok131, label %fail130

else:                                             ; preds = %ok121
  %v143 = load i64, ptr %len_42, align 8
  store i64 %v143, ptr %left_40, align 8
  store i1 true, ptr %open_41, align 1
  store float 0.000000e+00, ptr %acc_sq0_r12_38, align 4
  br label %join

join:                                             ; preds = %else, %ok131
  br label %while

fail130:                                          ; preds = %then
  %errp132 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp132, align 8
  %errp133 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp133, align 8
  %errp134 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v128, ptr %errp134, align 8
  %errp135 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim96, ptr %errp135, align 8
  ret i32 1

ok131:                                            ; preds = %then
  %pos136 = mul i64 0, %dim96
  %pos137 = add i64 %pos136, %v128
  %elp140 = getelementptr inbounds float, ptr %buf139, i64 %pos137
  store float 0.000000e+00, ptr %elp140, align 4, !alias.scope !20, !noalias !21
  %v141 = load i64, ptr %seg_39, align 8
  %add142 = add i64 %v141, 1
  store i64 %add142, ptr %seg_39, align 8
  br label %join

then150:                                          ; preds = %wexit
  %v153 = load i64, ptr %seg_39, align 8
  %inb154 = icmp ult i64 %v153, %dim96
  br i1 %inb154, label %ok156, label %fail155

else151:                                          ; preds = %wexit
  br label %join152

join152:                                          ; preds = %else151, %ok156
  %i167 = load i64, ptr %i, align 8
  %next = add i64 %i167, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail155:                                          ; preds = %then150
  %errp157 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp157, align 8
  %errp158 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp158, align 8
  %errp159 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v153, ptr %errp159, align 8
  %errp160 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim96, ptr %errp160, align 8
  ret i32 1

ok156:                                            ; preds = %then150
  %pos161 = mul i64 0, %dim96
  %pos162 = add i64 %pos161, %v153
  %v163 = load float, ptr %acc_sq0_r12_38, align 4
  %elp164 = getelementptr inbounds float, ptr %buf139, i64 %pos162
  store float %v163, ptr %elp164, align 4, !alias.scope !20, !noalias !21
  %v165 = load i64, ptr %seg_39, align 8
  %add166 = add i64 %v165, 1
  store i64 %add166, ptr %seg_39, align 8
  store i1 false, ptr %open_41, align 1
  br label %join152
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
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
  %seg_39 = alloca i64, align 8
  %left_40 = alloca i64, align 8
  %open_41 = alloca i1, align 1
  %acc_sq0_r12_38 = alloca float, align 4
  %dimp19 = getelementptr inbounds i64, ptr %1, i64 120
  %dim20 = load i64, ptr %dimp19, align 8
  %dimp25 = getelementptr inbounds i64, ptr %1, i64 112
  %dim26 = load i64, ptr %dimp25, align 8
  %bufp35 = getelementptr inbounds ptr, ptr %0, i64 14
  %buf36 = load ptr, ptr %bufp35, align 8
  %len_44 = alloca i64, align 8
  %bufp66 = getelementptr inbounds ptr, ptr %0, i64 19
  %buf67 = load ptr, ptr %bufp66, align 8
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
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !22
  store i64 %el, ptr %the_sq0_31, align 8
  store i64 0, ptr %seg_39, align 8
  store i64 0, ptr %left_40, align 8
  store i1 false, ptr %open_41, align 1
  store float 0.000000e+00, ptr %acc_sq0_r12_38, align 4
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %seg_39, align 8
  %part13 = getelementptr inbounds i8, ptr %6, i64 64
  %acc14 = load i64, ptr %part13, align 8
  store i64 %acc14, ptr %left_40, align 8
  %part15 = getelementptr inbounds i8, ptr %6, i64 128
  %acc16 = load i1, ptr %part15, align 1
  store i1 %acc16, ptr %open_41, align 1
  %part17 = getelementptr inbounds i8, ptr %6, i64 192
  %acc18 = load float, ptr %part17, align 4
  store float %acc18, ptr %acc_sq0_r12_38, align 4
  %v = load i1, ptr %open_41, align 1
  %not = xor i1 %v, true
  br i1 %not, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim20, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp23, align 8
  ret i32 1

ok:                                               ; preds = %body
  br label %while

while:                                            ; preds = %ok59, %ok
  %v24 = load i64, ptr %seg_39, align 8
  %ic = icmp slt i64 %v24, %dim26
  br i1 %ic, label %wbody, label %wexit

wbody:                                            ; preds = %while
  %v27 = load i64, ptr %seg_39, align 8
  %inb = icmp ult i64 %v27, %dim26
  br i1 %inb, label %ok29, label %fail28

wexit:                                            ; preds = %while
  ret i32 0

fail28:                                           ; preds = %wbody
  %errp30 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v27, ptr %errp32, align 8
  %errp33 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp33, align 8
  ret i32 1

ok29:                                             ; preds = %wbody
  %pos = mul i64 0, %dim26
  %pos34 = add i64 %pos, %v27
  %elp37 = getelementptr inbounds i64, ptr %buf36, i64 %pos34
  %el38 = load i64, ptr %elp37, align 8, !alias.scope !18, !noalias !23
  store i64 %el38, ptr %len_44, align 8
  %v39 = load i64, ptr %len_44, align 8
  %ic40 = icmp sge i64 %v39, 0
  %v41 = load i64, ptr %len_44, align 8
  br i1 %ic40, label %ok43, label %fail42

fail42:                                           ; preds = %ok29
  %errp44 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 6, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v41, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp47, align 8
  ret i32 1

ok43:                                             ; preds = %ok29
  %v48 = load i64, ptr %len_44, align 8
  %ic49 = icmp eq i64 %v48, 0
  br i1 %ic49, label %ok51, label %fail50

fail50:                                           ; preds = %ok43
  %errp52 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp52, align 8
  %errp53 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp53, align 8
  %errp54 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim20, ptr %errp54, align 8
  %errp55 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp55, align 8
  ret i32 1

ok51:                                             ; preds = %ok43
  %v56 = load i64, ptr %seg_39, align 8
  %inb57 = icmp ult i64 %v56, %dim26
  br i1 %inb57, label %ok59, label %fail58

fail58:                                           ; preds = %ok51
  %errp60 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 11, ptr %errp61, align 8
  %errp62 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v56, ptr %errp62, align 8
  %errp63 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim26, ptr %errp63, align 8
  ret i32 1

ok59:                                             ; preds = %ok51
  %pos64 = mul i64 0, %dim26
  %pos65 = add i64 %pos64, %v56
  %elp68 = getelementptr inbounds float, ptr %buf67, i64 %pos65
  store float 0.000000e+00, ptr %elp68, align 4, !alias.scope !20, !noalias !24
  %v69 = load i64, ptr %seg_39, align 8
  %add = add i64 %v69, 1
  store i64 %add, ptr %seg_39, align 8
  br label %while
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!1}
!1 = !{!"fuselab.buf.12", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7, !8, !9}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.1", !2}
!6 = !{!"fuselab.buf.3", !2}
!7 = !{!"fuselab.buf.6", !2}
!8 = !{!"fuselab.buf.14", !2}
!9 = !{!"fuselab.buf.19", !2}
!10 = !{!7}
!11 = !{!4, !5, !6, !1, !8, !9}
!12 = !{!4}
!13 = !{!5, !6, !7, !1, !8, !9}
!14 = !{!5}
!15 = !{!4, !6, !7, !1, !8, !9}
!16 = !{!6}
!17 = !{!4, !5, !7, !1, !8, !9}
!18 = !{!8}
!19 = !{!4, !5, !6, !7, !1, !9}
!20 = !{!9}
!21 = !{!4, !5, !6, !7, !1, !8}
!22 = !{!8, !9}
!23 = !{!1, !9}
!24 = !{!1, !8}

; cluster c8: generate3
; ModuleID = 'smvm_seq_c8'
source_filename = "smvm_seq_c8"
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

; cluster c9: unit3
; ModuleID = 'smvm_seq_c9'
source_filename = "smvm_seq_c9"
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

