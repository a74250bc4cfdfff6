; cluster c0: sq0_len0
; ModuleID = 'stream_hist_c0'
source_filename = "stream_hist_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %sq0_len0_0 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
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
!1 = !{!"fuselab.buf.3", !2}
!2 = !{!"fuselab.bufs"}

; cluster c1: Vertical(generate, sq0_offsets4)
; ModuleID = 'stream_hist_c1'
source_filename = "stream_hist_c1"
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
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %generate_1 = alloca i64, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 5
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
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %generate_1 = alloca i64, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 5
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
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %generate_1 = alloca i64, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 5
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
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
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
  %bufp = getelementptr inbounds ptr, ptr %0, i64 5
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
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.5", !2}

; cluster c2: unit
; ModuleID = 'stream_hist_c2'
source_filename = "stream_hist_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_10 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 6
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
!1 = !{!"fuselab.buf.3", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.6", !2}

; cluster c3: generate2
; ModuleID = 'stream_hist_c3'
source_filename = "stream_hist_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %i = alloca i64, align 8
  %generate2_11 = alloca float, align 4
  %bufp = getelementptr inbounds ptr, ptr %0, i64 7
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
!1 = !{!"fuselab.buf.7", !2}
!2 = !{!"fuselab.bufs"}

; cluster c4: unit2
; ModuleID = 'stream_hist_c4'
source_filename = "stream_hist_c4"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %unit2_13 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 8
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
!1 = !{!"fuselab.buf.8", !2}
!2 = !{!"fuselab.bufs"}

; cluster c5: sq0_c2
; ModuleID = 'stream_hist_c5'
source_filename = "stream_hist_c5"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 9
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_17 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf2 = load ptr, ptr %bufp1, align 8
  %the_sq0_18 = alloca i64, align 8
  %bufp5 = getelementptr inbounds ptr, ptr %0, i64 11
  %buf6 = load ptr, ptr %bufp5, align 8
  %the_sq0_19 = alloca i64, align 8
  %sq0_c2_16 = alloca i64, align 8
  %bufp12 = getelementptr inbounds ptr, ptr %0, i64 12
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
!1 = !{!"fuselab.buf.9", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.3", !2}
!5 = !{!"fuselab.buf.11", !2}
!6 = !{!"fuselab.buf.12", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !1, !5}

; cluster c6: Diagonal(sq0_lengths6, sq0_offsets10)
; ModuleID = 'stream_hist_c6'
source_filename = "stream_hist_c6"
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
  %bufp = getelementptr inbounds ptr, ptr %0, i64 11
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
  %bufp37 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf38 = load ptr, ptr %bufp37, align 8
  %sq0_lengths6_20 = alloca i64, align 8
  %bufp45 = getelementptr inbounds ptr, ptr %0, i64 13
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
  %bufp = getelementptr inbounds ptr, ptr %0, i64 11
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
  %bufp37 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf38 = load ptr, ptr %bufp37, align 8
  %sq0_lengths6_20 = alloca i64, align 8
  %bufp45 = getelementptr inbounds ptr, ptr %0, i64 13
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
  %bufp = getelementptr inbounds ptr, ptr %0, i64 11
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
  %bufp37 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf38 = load ptr, ptr %bufp37, align 8
  %sq0_lengths6_20 = alloca i64, align 8
  %bufp45 = getelementptr inbounds ptr, ptr %0, i64 13
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
  %bufp = getelementptr inbounds ptr, ptr %0, i64 11
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
!1 = !{!"fuselab.buf.11", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.1", !2}
!5 = !{!"fuselab.buf.13", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c7: Vertical(sq0_values8, sq0_r11)
; ModuleID = 'stream_hist_c7'
source_filename = "stream_hist_c7"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 11
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_31 = alloca i64, align 8
  %seg_33 = alloca i64, align 8
  %left_34 = alloca i64, align 8
  %open_35 = alloca i1, align 1
  %acc_sq0_r11_32 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 120
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp4 = getelementptr inbounds i64, ptr %1, i64 48
  %dim5 = load i64, ptr %dimp4, align 8
  %bufp10 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf11 = load ptr, ptr %bufp10, align 8
  %dimp15 = getelementptr inbounds i64, ptr %1, i64 8
  %dim16 = load i64, ptr %dimp15, align 8
  %bufp26 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf27 = load ptr, ptr %bufp26, align 8
  %sq0_values8_29 = alloca float, align 4
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 112
  %dim33 = load i64, ptr %dimp32, align 8
  %bufp50 = getelementptr inbounds ptr, ptr %0, i64 13
  %buf51 = load ptr, ptr %bufp50, align 8
  %len_36 = alloca i64, align 8
  %bufp75 = getelementptr inbounds ptr, ptr %0, i64 16
  %buf76 = load ptr, ptr %bufp75, align 8
  %len_38 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_31, align 8
  store i64 0, ptr %seg_33, align 8
  store i64 0, ptr %left_34, align 8
  store i1 false, ptr %open_35, align 1
  store float 0.000000e+00, ptr %acc_sq0_r11_32, align 4
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, %dim
  %min = select i1 %c1, i64 %5, i64 %dim
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %join89, %body
  %i3 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i3, %min
  br i1 %more, label %body2, label %exit

body2:                                            ; preds = %loop
  %v = load i64, ptr %the_sq0_31, align 8
  %inb = icmp ult i64 %v, %dim5
  br i1 %inb, label %ok, label %fail

exit:                                             ; preds = %loop
  %v105 = load i1, ptr %open_35, align 1
  %not106 = xor i1 %v105, true
  br i1 %not106, label %ok108, label %fail107

fail:                                             ; preds = %body2
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp6, align 8
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
  store i64 8, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp22, align 8
  %errp23 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim16, ptr %errp23, align 8
  ret i32 1

ok19:                                             ; preds = %ok
  %pos24 = mul i64 0, %dim16
  %pos25 = add i64 %pos24, %add
  %elp28 = getelementptr inbounds float, ptr %buf27, i64 %pos25
  %el29 = load float, ptr %elp28, align 4, !alias.scope !10, !noalias !11
  store float %el29, ptr %sq0_values8_29, align 4
  br label %while

while:                                            ; preds = %join, %ok19
  %v30 = load i1, ptr %open_35, align 1
  %not = xor i1 %v30, true
  br i1 %not, label %wbody, label %wexit

wbody:                                            ; preds = %while
  %v31 = load i64, ptr %seg_33, align 8
  %ic = icmp slt i64 %v31, %dim33
  br i1 %ic, label %ok35, label %fail34

wexit:                                            ; preds = %while
  %v81 = load float, ptr %acc_sq0_r11_32, align 4
  %v82 = load float, ptr %sq0_values8_29, align 4
  %fa = fadd float %v81, %v82
  store float %fa, ptr %acc_sq0_r11_32, align 4
  %v83 = load i64, ptr %left_34, align 8
  %add84 = add i64 %v83, -1
  store i64 %add84, ptr %left_34, align 8
  %v85 = load i64, ptr %left_34, align 8
  %ic86 = icmp eq i64 %v85, 0
  br i1 %ic86, label %then87, label %else88

fail34:                                           ; preds = %wbody
  %errp36 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp36, align 8
  %errp37 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp39, align 8
  ret i32 1

ok35:                                             ; preds = %wbody
  %v40 = load i64, ptr %seg_33, align 8
  %inb41 = icmp ult i64 %v40, %dim33
  br i1 %inb41, label %ok43, label %fail42

fail42:                                           ; preds = %ok35
  %errp44 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v40, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp47, align 8
  ret i32 1

ok43:                                             ; preds = %ok35
  %pos48 = mul i64 0, %dim33
  %pos49 = add i64 %pos48, %v40
  %elp52 = getelementptr inbounds i64, ptr %buf51, i64 %pos49
  %el53 = load i64, ptr %elp52, align 8, !alias.scope !12, !noalias !13
  store i64 %el53, ptr %len_36, align 8
  %v54 = load i64, ptr %len_36, align 8
  %ic55 = icmp sge i64 %v54, 0
  %v56 = load i64, ptr %len_36, align 8
  br i1 %ic55, label %ok58, label %fail57

fail57:                                           ; preds = %ok43
  %errp59 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 6, ptr %errp59, align 8
  %errp60 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v56, ptr %errp61, align 8
  %errp62 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp62, align 8
  ret i32 1

ok58:                                             ; preds = %ok43
  %v63 = load i64, ptr %len_36, align 8
  %ic64 = icmp eq i64 %v63, 0
  br i1 %ic64, label %then, label %else

then:                                             ; preds = %ok58
  %v65 = load i64, ptr %seg_33, align 8
  %inb66 = icmp ult i64 %v65, %dim33
  br i1 %inb66, label %ok68, label %fail67

else:                                             ; preds = %ok58
  %v80 = load i64, ptr %len_36, align 8
  store i64 %v80, ptr %left_34, align 8
  store i1 true, ptr %open_35, align 1
  store float 0.000000e+00, ptr %acc_sq0_r11_32, align 4
  br label %join

join:                                             ; preds = %else, %ok68
  br label %while

fail67:                                           ; preds = %then
  %errp69 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp69, align 8
  %errp70 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp70, align 8
  %errp71 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v65, ptr %errp71, align 8
  %errp72 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp72, align 8
  ret i32 1

ok68:                                             ; preds = %then
  %pos73 = mul i64 0, %dim33
  %pos74 = add i64 %pos73, %v65
  %elp77 = getelementptr inbounds float, ptr %buf76, i64 %pos74
  store float 0.000000e+00, ptr %elp77, align 4, !alias.scope !14, !noalias !15
  %v78 = load i64, ptr %seg_33, align 8
  %add79 = add i64 %v78, 1
  store i64 %add79, ptr %seg_33, align 8
  br label %join

then87:                                           ; preds = %wexit
  %v90 = load i64, ptr %seg_33, align 8
  %inb91 = icmp ult i64 %v90, %dim33
  br i1 %inb91, label %ok93, label %fail92

else88:                                           ; preds = %wexit
  br label %join89

join89:                                           ; preds = %else88, %ok93
  %i104 = load i64, ptr %i, align 8
  %next = add i64 %i104, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail92:                                           ; preds = %then87
  %errp94 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp94, align 8
  %errp95 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp95, align 8
  %errp96 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v90, ptr %errp96, align 8
  %errp97 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp97, align 8
  ret i32 1

ok93:                                             ; preds = %then87
  %pos98 = mul i64 0, %dim33
  %pos99 = add i64 %pos98, %v90
  %v100 = load float, ptr %acc_sq0_r11_32, align 4
  %elp101 = getelementptr inbounds float, ptr %buf76, i64 %pos99
  store float %v100, ptr %elp101, align 4, !alias.scope !14, !noalias !15
  %v102 = load i64, ptr %seg_33, align 8
  %add103 = add i64 %v102, 1
  store i64 %add103, ptr %seg_33, align 8
  store i1 false, ptr %open_35, align 1
  br label %join89

fail107:                                          ; preds = %exit
  %errp109 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp109, align 8
  %errp110 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp110, align 8
  %errp111 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp111, align 8
  %errp112 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp112, align 8
  ret i32 1

ok108:                                            ; preds = %exit
  br label %while113

while113:                                         ; preds = %ok150, %ok108
  %v116 = load i64, ptr %seg_33, align 8
  %ic117 = icmp slt i64 %v116, %dim33
  br i1 %ic117, label %wbody114, label %wexit115

wbody114:                                         ; preds = %while113
  %v118 = load i64, ptr %seg_33, align 8
  %inb119 = icmp ult i64 %v118, %dim33
  br i1 %inb119, label %ok121, label %fail120

wexit115:                                         ; preds = %while113
  ret i32 0

fail120:                                          ; preds = %wbody114
  %errp122 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp122, align 8
  %errp123 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp123, align 8
  %errp124 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v118, ptr %errp124, align 8
  %errp125 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp125, align 8
  ret i32 1

ok121:                                            ; preds = %wbody114
  %pos126 = mul i64 0, %dim33
  %pos127 = add i64 %pos126, %v118
  %elp128 = getelementptr inbounds i64, ptr %buf51, i64 %pos127
  %el129 = load i64, ptr %elp128, align 8, !alias.scope !12, !noalias !13
  store i64 %el129, ptr %len_38, align 8
  %v130 = load i64, ptr %len_38, align 8
  %ic131 = icmp sge i64 %v130, 0
  %v132 = load i64, ptr %len_38, align 8
  br i1 %ic131, label %ok134, label %fail133

fail133:                                          ; preds = %ok121
  %errp135 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 6, ptr %errp135, align 8
  %errp136 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp136, align 8
  %errp137 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v132, ptr %errp137, align 8
  %errp138 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp138, align 8
  ret i32 1

ok134:                                            ; preds = %ok121
  %v139 = load i64, ptr %len_38, align 8
  %ic140 = icmp eq i64 %v139, 0
  br i1 %ic140, label %ok142, label %fail141

fail141:                                          ; preds = %ok134
  %errp143 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp143, align 8
  %errp144 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp144, align 8
  %errp145 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp145, align 8
  %errp146 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp146, align 8
  ret i32 1

ok142:                                            ; preds = %ok134
  %v147 = load i64, ptr %seg_33, align 8
  %inb148 = icmp ult i64 %v147, %dim33
  br i1 %inb148, label %ok150, label %fail149

fail149:                                          ; preds = %ok142
  %errp151 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp151, align 8
  %errp152 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp152, align 8
  %errp153 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v147, ptr %errp153, align 8
  %errp154 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp154, align 8
  ret i32 1

ok150:                                            ; preds = %ok142
  %pos155 = mul i64 0, %dim33
  %pos156 = add i64 %pos155, %v147
  %elp157 = getelementptr inbounds float, ptr %buf76, i64 %pos156
  store float 0.000000e+00, ptr %elp157, align 4, !alias.scope !14, !noalias !15
  %v158 = load i64, ptr %seg_33, align 8
  %add159 = add i64 %v158, 1
  store i64 %add159, ptr %seg_33, align 8
  br label %while113
}

define i32 @nest_segments(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 11
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_31 = alloca i64, align 8
  %seg_33 = alloca i64, align 8
  %left_34 = alloca i64, align 8
  %open_35 = alloca i1, align 1
  %acc_sq0_r11_32 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 120
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp10 = getelementptr inbounds i64, ptr %1, i64 48
  %dim11 = load i64, ptr %dimp10, align 8
  %bufp16 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf17 = load ptr, ptr %bufp16, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 8
  %dim22 = load i64, ptr %dimp21, align 8
  %bufp32 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf33 = load ptr, ptr %bufp32, align 8
  %sq0_values8_29 = alloca float, align 4
  %dimp38 = getelementptr inbounds i64, ptr %1, i64 112
  %dim39 = load i64, ptr %dimp38, align 8
  %bufp56 = getelementptr inbounds ptr, ptr %0, i64 13
  %buf57 = load ptr, ptr %bufp56, align 8
  %len_36 = alloca i64, align 8
  %bufp81 = getelementptr inbounds ptr, ptr %0, i64 16
  %buf82 = load ptr, ptr %bufp81, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_31, align 8
  store i64 0, ptr %seg_33, align 8
  store i64 0, ptr %left_34, align 8
  store i1 false, ptr %open_35, align 1
  store float 0.000000e+00, ptr %acc_sq0_r11_32, align 4
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %seg_33, align 8
  %part1 = getelementptr inbounds i8, ptr %6, i64 64
  %acc2 = load i64, ptr %part1, align 8
  store i64 %acc2, ptr %left_34, align 8
  %part3 = getelementptr inbounds i8, ptr %6, i64 128
  %acc4 = load i1, ptr %part3, align 1
  store i1 %acc4, ptr %open_35, align 1
  %part5 = getelementptr inbounds i8, ptr %6, i64 192
  %acc6 = load float, ptr %part5, align 4
  store float %acc6, ptr %acc_sq0_r11_32, align 4
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c7 = icmp slt i64 %5, %dim
  %min = select i1 %c7, i64 %5, i64 %dim
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %join95, %body
  %i9 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i9, %min
  br i1 %more, label %body8, label %exit

body8:                                            ; preds = %loop
  %v = load i64, ptr %the_sq0_31, align 8
  %inb = icmp ult i64 %v, %dim11
  br i1 %inb, label %ok, label %fail

exit:                                             ; preds = %loop
  %part111 = getelementptr inbounds i8, ptr %6, i64 0
  %acc112 = load i64, ptr %seg_33, align 8
  store i64 %acc112, ptr %part111, align 8
  %part113 = getelementptr inbounds i8, ptr %6, i64 64
  %acc114 = load i64, ptr %left_34, align 8
  store i64 %acc114, ptr %part113, align 8
  %part115 = getelementptr inbounds i8, ptr %6, i64 128
  %acc116 = load i1, ptr %open_35, align 1
  store i1 %acc116, ptr %part115, align 1
  %part117 = getelementptr inbounds i8, ptr %6, i64 192
  %acc118 = load float, ptr %acc_sq0_r11_32, align 4
  store float %acc118, ptr %part117, align 4
  ret i32 0

fail:                                             ; preds = %body8
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp12, align 8
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
  store i64 8, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok
  %pos30 = mul i64 0, %dim22
  %pos31 = add i64 %pos30, %add
  %elp34 = getelementptr inbounds float, ptr %buf33, i64 %pos31
  %el35 = load float, ptr %elp34, align 4, !alias.scope !10, !noalias !11
  store float %el35, ptr %sq0_values8_29, align 4
  br label %while

while:                                            ; preds = %join, %ok25
  %v36 = load i1, ptr %open_35, align 1
  %not = xor i1 %v36, true
  br i1 %not, label %wbody, label %wexit

wbody:                                            ; preds = %while
  %v37 = load i64, ptr %seg_33, align 8
  %ic = icmp slt i64 %v37, %dim39
  br i1 %ic, label %ok41, label %fail40

wexit:                                            ; preds = %while
  %v87 = load float, ptr %acc_sq0_r11_32, align 4
  %v88 = load float, ptr %sq0_values8_29, align 4
  %fa = fadd float %v87, %v88
  store float %fa, ptr %acc_sq0_r11_32, align 4
  %v89 = load i64, ptr %left_34, align 8
  %add90 = add i64 %v89, -1
  store i64 %add90, ptr %left_34, align 8
  %v91 = load i64, ptr %left_34, align 8
  %ic92 = icmp eq i64 %v91, 0
  br i1 %ic92, label %then93, label %else94

fail40:                                           ; preds = %wbody
  %errp42 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp43, align 8
  %errp44 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp45, align 8
  ret i32 1

ok41:                                             ; preds = %wbody
  %v46 = load i64, ptr %seg_33, align 8
  %inb47 = icmp ult i64 %v46, %dim39
  br i1 %inb47, label %ok49, label %fail48

fail48:                                           ; preds = %ok41
  %errp50 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp50, align 8
  %errp51 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v46, ptr %errp52, align 8
  %errp53 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim39, ptr %errp53, align 8
  ret i32 1

ok49:                                             ; preds = %ok41
  %pos54 = mul i64 0, %dim39
  %pos55 = add i64 %pos54, %v46
  %elp58 = getelementptr inbounds i64, ptr %buf57, i64 %pos55
  %el59 = load i64, ptr %elp58, align 8, !alias.scope !12, !noalias !13
  store i64 %el59, ptr %len_36, align 8
  %v60 = load i64, ptr %len_36, align 8
  %ic61 = icmp sge i64 %v60, 0
  %v62 = load i64, ptr %len_36, align 8
  br i1 %ic61, label %ok64, label %fail63

fail63:                                           ; preds = %ok49
  %errp65 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 6, ptr %errp65, align 8
  %errp66 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp66, align 8
  %errp67 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v62, ptr %errp67, align 8
  %errp68 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp68, align 8
  ret i32 1

ok64:                                             ; preds = %ok49
  %v69 = load i64, ptr %len_36, align 8
  %ic70 = icmp eq i64 %v69, 0
  br i1 %ic70, label %then, label %else

then:                                             ; preds = %ok64
  %v71 = load i64, ptr %seg_33, align 8
  %inb72 = icmp ult i64 %v71, %dim39
  br i1 %inb72, label %ok74, label %fail73

else:                                             ; preds = %ok64
  %v86 = load i64, ptr %len_36, align 8
  store i64 %v86, ptr %left_34, align 8
  store i1 true, ptr %open_35, align 1
  store float 0.000000e+00, ptr %acc_sq0_r11_32, align 4
  br label %join

join:                                             ; preds = %else, %ok74
  br label %while

fail73:                                           ; preds = %then
  %errp75 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp75, align 8
  %errp76 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp76, align 8
  %errp77 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v71, ptr %errp77, align 8
  %errp78 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim39, ptr %errp78, align 8
  ret i32 1

ok74:                                             ; preds = %then
  %pos79 = mul i64 0, %dim39
  %pos80 = add i64 %pos79, %v71
  %elp83 = getelementptr inbounds float, ptr %buf82, i64 %pos80
  store float 0.000000e+00, ptr %elp83, align 4, !alias.scope !14, !noalias !15
  %v84 = load i64, ptr %seg_33, align 8
  %add85 = add i64 %v84, 1
  store i64 %add85, ptr %seg_33, align 8
  br label %join

then93:                                           ; preds = %wexit
  %v96 = load i64, ptr %seg_33, align 8
  %inb97 = icmp ult i64 %v96, %dim39
  br i1 %inb97, label %ok99, label %fail98

else94:                                           ; preds = %wexit
  br label %join95

join95:                                           ; preds = %else94, %ok99
  %i110 = load i64, ptr %i, align 8
  %next = add i64 %i110, 1
  store i64 %next, ptr %i, align 8
  br label %loop

fail98:                                           ; preds = %then93
  %errp100 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp100, align 8
  %errp101 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp101, align 8
  %errp102 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v96, ptr %errp102, align 8
  %errp103 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim39, ptr %errp103, align 8
  ret i32 1

ok99:                                             ; preds = %then93
  %pos104 = mul i64 0, %dim39
  %pos105 = add i64 %pos104, %v96
  %v106 = load float, ptr %acc_sq0_r11_32, align 4
  %elp107 = getelementptr inbounds float, ptr %buf82, i64 %pos105
  store float %v106, ptr %elp107, align 4, !alias.scope !14, !noalias !15
  %v108 = load i64, ptr %seg_33, align 8
  %add109 = add i64 %v108, 1
  store i64 %add109, ptr %seg_33, align 8
  store i1 false, ptr %open_35, align 1
  br label %join95
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 11
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_31 = alloca i64, align 8
  %seg_33 = alloca i64, align 8
  %left_34 = alloca i64, align 8
  %open_35 = alloca i1, align 1
  %acc_sq0_r11_32 = alloca float, align 4
  %dimp = getelementptr inbounds i64, ptr %1, i64 120
  %dim = load i64, ptr %dimp, align 8
  %dimp11 = getelementptr inbounds i64, ptr %1, i64 112
  %dim12 = load i64, ptr %dimp11, align 8
  %bufp21 = getelementptr inbounds ptr, ptr %0, i64 13
  %buf22 = load ptr, ptr %bufp21, align 8
  %len_38 = alloca i64, align 8
  %bufp52 = getelementptr inbounds ptr, ptr %0, i64 16
  %buf53 = load ptr, ptr %bufp52, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !16
  store i64 %el, ptr %the_sq0_31, align 8
  store i64 0, ptr %seg_33, align 8
  store i64 0, ptr %left_34, align 8
  store i1 false, ptr %open_35, align 1
  store float 0.000000e+00, ptr %acc_sq0_r11_32, align 4
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %seg_33, align 8
  %part1 = getelementptr inbounds i8, ptr %6, i64 64
  %acc2 = load i64, ptr %part1, align 8
  store i64 %acc2, ptr %left_34, align 8
  %part3 = getelementptr inbounds i8, ptr %6, i64 128
  %acc4 = load i1, ptr %part3, align 1
  store i1 %acc4, ptr %open_35, align 1
  %part5 = getelementptr inbounds i8, ptr %6, i64 192
  %acc6 = load float, ptr %part5, align 4
  store float %acc6, ptr %acc_sq0_r11_32, align 4
  %v = load i1, ptr %open_35, align 1
  %not = xor i1 %v, true
  br i1 %not, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp, align 8
  %errp7 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp7, align 8
  %errp8 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp8, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp9, align 8
  ret i32 1

ok:                                               ; preds = %body
  br label %while

while:                                            ; preds = %ok45, %ok
  %v10 = load i64, ptr %seg_33, align 8
  %ic = icmp slt i64 %v10, %dim12
  br i1 %ic, label %wbody, label %wexit

wbody:                                            ; preds = %while
  %v13 = load i64, ptr %seg_33, align 8
  %inb = icmp ult i64 %v13, %dim12
  br i1 %inb, label %ok15, label %fail14

wexit:                                            ; preds = %while
  ret i32 0

fail14:                                           ; preds = %wbody
  %errp16 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp16, align 8
  %errp17 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v13, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim12, ptr %errp19, align 8
  ret i32 1

ok15:                                             ; preds = %wbody
  %pos = mul i64 0, %dim12
  %pos20 = add i64 %pos, %v13
  %elp23 = getelementptr inbounds i64, ptr %buf22, i64 %pos20
  %el24 = load i64, ptr %elp23, align 8, !alias.scope !12, !noalias !17
  store i64 %el24, ptr %len_38, align 8
  %v25 = load i64, ptr %len_38, align 8
  %ic26 = icmp sge i64 %v25, 0
  %v27 = load i64, ptr %len_38, align 8
  br i1 %ic26, label %ok29, label %fail28

fail28:                                           ; preds = %ok15
  %errp30 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 6, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v27, ptr %errp32, align 8
  %errp33 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp33, align 8
  ret i32 1

ok29:                                             ; preds = %ok15
  %v34 = load i64, ptr %len_38, align 8
  %ic35 = icmp eq i64 %v34, 0
  br i1 %ic35, label %ok37, label %fail36

fail36:                                           ; preds = %ok29
  %errp38 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 5, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 0, ptr %errp41, align 8
  ret i32 1

ok37:                                             ; preds = %ok29
  %v42 = load i64, ptr %seg_33, align 8
  %inb43 = icmp ult i64 %v42, %dim12
  br i1 %inb43, label %ok45, label %fail44

fail44:                                           ; preds = %ok37
  %errp46 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 10, ptr %errp47, align 8
  %errp48 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v42, ptr %errp48, align 8
  %errp49 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim12, ptr %errp49, align 8
  ret i32 1

ok45:                                             ; preds = %ok37
  %pos50 = mul i64 0, %dim12
  %pos51 = add i64 %pos50, %v42
  %elp54 = getelementptr inbounds float, ptr %buf53, i64 %pos51
  store float 0.000000e+00, ptr %elp54, align 4, !alias.scope !14, !noalias !18
  %v55 = load i64, ptr %seg_33, align 8
  %add = add i64 %v55, 1
  store i64 %add, ptr %seg_33, align 8
  br label %while
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.11", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.5", !2}
!6 = !{!"fuselab.buf.13", !2}
!7 = !{!"fuselab.buf.16", !2}
!8 = !{!5}
!9 = !{!4, !1, !6, !7}
!10 = !{!4}
!11 = !{!5, !1, !6, !7}
!12 = !{!6}
!13 = !{!4, !5, !1, !7}
!14 = !{!7}
!15 = !{!4, !5, !1, !6}
!16 = !{!6, !7}
!17 = !{!1, !7}
!18 = !{!1, !6}

; cluster c8: generate3
; ModuleID = 'stream_hist_c8'
source_filename = "stream_hist_c8"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 144
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 88
  %dim17 = load i64, ptr %dimp16, align 8
  %dimp44 = getelementptr inbounds i64, ptr %1, i64 136
  %dim45 = load i64, ptr %dimp44, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 10
  %buf = load ptr, ptr %bufp, align 8
  %bufp60 = getelementptr inbounds ptr, ptr %0, i64 16
  %buf61 = load ptr, ptr %bufp60, align 8
  %generate3_40 = alloca float, align 4
  %bufp68 = getelementptr inbounds ptr, ptr %0, i64 17
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
  store i64 11, ptr %errp2, align 8
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
  store float %if, ptr %generate3_40, align 4
  %v64 = load i64, ptr %i, align 8
  %pos65 = mul i64 0, %dim
  %pos66 = add i64 %pos65, %v64
  %v67 = load float, ptr %generate3_40, align 4
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
  store float %if107, ptr %generate3_40, align 4
  %v108 = load i64, ptr %i, align 8
  %pos109 = mul i64 0, %dim
  %pos110 = add i64 %pos109, %v108
  %v111 = load float, ptr %generate3_40, align 4
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
  store i64 11, ptr %errp87, align 8
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
  store i64 11, ptr %errp100, align 8
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
!1 = !{!"fuselab.buf.10", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.16", !2}
!5 = !{!"fuselab.buf.17", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c9: unit3
; ModuleID = 'stream_hist_c9'
source_filename = "stream_hist_c9"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 11
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_43 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf2 = load ptr, ptr %bufp1, align 8
  %the_sq0_44 = alloca i64, align 8
  %unit3_42 = alloca i64, align 8
  %bufp7 = getelementptr inbounds ptr, ptr %0, i64 18
  %buf8 = load ptr, ptr %bufp7, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_43, align 8
  %elp3 = getelementptr inbounds i64, ptr %buf2, i64 0
  %el4 = load i64, ptr %elp3, align 8, !alias.scope !6, !noalias !7
  store i64 %el4, ptr %the_sq0_44, align 8
  %v = load i64, ptr %the_sq0_43, align 8
  %v5 = load i64, ptr %the_sq0_44, align 8
  %add = add i64 %v, %v5
  store i64 %add, ptr %unit3_42, align 8
  %v6 = load i64, ptr %unit3_42, align 8
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
!1 = !{!"fuselab.buf.11", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.12", !2}
!5 = !{!"fuselab.buf.18", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c11: sums
; ModuleID = 'stream_hist_c11'
source_filename = "stream_hist_c11"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 184
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp18 = getelementptr inbounds i64, ptr %1, i64 168
  %dim19 = load i64, ptr %dimp18, align 8
  %flat_47 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 20
  %buf = load ptr, ptr %bufp, align 8
  %loop_48 = alloca float, align 4
  %bufp33 = getelementptr inbounds ptr, ptr %0, i64 22
  %buf34 = load ptr, ptr %bufp33, align 8
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
  store i64 14, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  %mul = mul i64 0, %dim
  %v = load i64, ptr %i, align 8
  %add = add i64 %mul, %v
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %mul5 = mul i64 0, %dim
  %v6 = load i64, ptr %i, align 8
  %add7 = add i64 %mul5, %v6
  store i64 %max, ptr %i, align 8
  %at_next = sext i64 %add7 to i128
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
  %extent = sext i64 %dim19 to i128
  %low_ok = icmp sge i128 %least16, 0
  %high_ok = icmp slt i128 %most17, %extent
  %ok20 = and i1 true, %low_ok
  %ok21 = and i1 %ok20, %high_ok
  br i1 %ok21, label %proved, label %checked

proved:                                           ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

checked:                                          ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop38

versions_done:                                    ; preds = %exit40, %exit
  ret i32 0

loop:                                             ; preds = %body22, %proved
  %i23 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i23, %min
  br i1 %more, label %body22, label %exit

body22:                                           ; preds = %loop
  %mul24 = mul i64 0, %dim
  %v25 = load i64, ptr %i, align 8
  %add26 = add i64 %mul24, %v25
  store i64 %add26, ptr %flat_47, align 8
  %v27 = load i64, ptr %flat_47, align 8
  %pos = mul i64 0, %dim19
  %pos28 = add i64 %pos, %v27
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos28
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %loop_48, align 4
  %v29 = load i64, ptr %i, align 8
  %pos30 = mul i64 0, %dim
  %pos31 = add i64 %pos30, %v29
  %v32 = load float, ptr %loop_48, align 4
  %elp35 = getelementptr inbounds float, ptr %buf34, i64 %pos31
  store float %v32, ptr %elp35, align 4, !alias.scope !3, !noalias !0
  %i36 = load i64, ptr %i, align 8
  %next37 = add i64 %i36, 1
  store i64 %next37, ptr %i, align 8
  br label %loop

exit:                                             ; preds = %loop
  br label %versions_done

loop38:                                           ; preds = %ok48, %checked
  %i41 = load i64, ptr %i, align 8
  %more42 = icmp slt i64 %i41, %min
  br i1 %more42, label %body39, label %exit40

body39:                                           ; preds = %loop38
  %mul43 = mul i64 0, %dim
  %v44 = load i64, ptr %i, align 8
  %add45 = add i64 %mul43, %v44
  store i64 %add45, ptr %flat_47, align 8
  %v46 = load i64, ptr %flat_47, align 8
  %inb = icmp ult i64 %v46, %dim19
  br i1 %inb, label %ok48, label %fail47

exit40:                                           ; preds = %loop38
  br label %versions_done

fail47:                                           ; preds = %body39
  %errp49 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp49, align 8
  %errp50 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 14, ptr %errp50, align 8
  %errp51 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v46, ptr %errp51, align 8
  %errp52 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim19, ptr %errp52, align 8
  ret i32 1

ok48:                                             ; preds = %body39
  %pos53 = mul i64 0, %dim19
  %pos54 = add i64 %pos53, %v46
  %elp55 = getelementptr inbounds float, ptr %buf, i64 %pos54
  %el56 = load float, ptr %elp55, align 4, !alias.scope !0, !noalias !3
  store float %el56, ptr %loop_48, align 4
  %v57 = load i64, ptr %i, align 8
  %pos58 = mul i64 0, %dim
  %pos59 = add i64 %pos58, %v57
  %v60 = load float, ptr %loop_48, align 4
  %elp61 = getelementptr inbounds float, ptr %buf34, i64 %pos59
  store float %v60, ptr %elp61, align 4, !alias.scope !3, !noalias !0
  %i62 = load i64, ptr %i, align 8
  %next63 = add i64 %i62, 1
  store i64 %next63, ptr %i, align 8
  br label %loop38
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
!3 = !{!4}
!4 = !{!"fuselab.buf.22", !2}

; cluster c12: sq0_len18
; ModuleID = 'stream_hist_c12'
source_filename = "stream_hist_c12"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %sq0_len18_49 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 23
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 %dim, ptr %sq0_len18_49, align 8
  %v = load i64, ptr %sq0_len18_49, align 8
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
!1 = !{!"fuselab.buf.23", !2}
!2 = !{!"fuselab.bufs"}

; cluster c13: Vertical(generate4, sq0_offsets22)
; ModuleID = 'stream_hist_c13'
source_filename = "stream_hist_c13"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_sq0_offsets22_52 = alloca i64, align 8
  %generate4_50 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_sq0_offsets22_52, align 8
  store i64 %b, ptr %generate4_50, align 8
  %v = load i64, ptr %acc_sq0_offsets22_52, align 8
  %v1 = load i64, ptr %generate4_50, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets22_52 = alloca i64, align 8
  %started_53 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 208
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %dimp20 = getelementptr inbounds i64, ptr %1, i64 17
  %dim21 = load i64, ptr %dimp20, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %generate4_50 = alloca i64, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 25
  %buf37 = load ptr, ptr %bufp36, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets22_52, align 8
  store i1 false, ptr %started_53, align 1
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
  store i64 17, ptr %errp4, align 8
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
  store i64 %el, ptr %generate4_50, align 8
  %v32 = load i64, ptr %i, align 8
  %pos33 = mul i64 0, %dim3
  %pos34 = add i64 %pos33, %v32
  %v35 = load i64, ptr %acc_sq0_offsets22_52, align 8
  %elp38 = getelementptr inbounds i64, ptr %buf37, i64 %pos34
  store i64 %v35, ptr %elp38, align 8, !alias.scope !3, !noalias !0
  %v39 = load i64, ptr %acc_sq0_offsets22_52, align 8
  %v40 = load i64, ptr %generate4_50, align 8
  %add = add i64 %v39, %v40
  store i64 %add, ptr %acc_sq0_offsets22_52, align 8
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
  store i64 16, ptr %errp52, align 8
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
  store i64 16, ptr %errp61, align 8
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
  store i64 %el67, ptr %generate4_50, align 8
  %v68 = load i64, ptr %i, align 8
  %pos69 = mul i64 0, %dim3
  %pos70 = add i64 %pos69, %v68
  %v71 = load i64, ptr %acc_sq0_offsets22_52, align 8
  %elp72 = getelementptr inbounds i64, ptr %buf37, i64 %pos70
  store i64 %v71, ptr %elp72, align 8, !alias.scope !3, !noalias !0
  %v73 = load i64, ptr %acc_sq0_offsets22_52, align 8
  %v74 = load i64, ptr %generate4_50, align 8
  %add75 = add i64 %v73, %v74
  store i64 %add75, ptr %acc_sq0_offsets22_52, align 8
  %i76 = load i64, ptr %i, align 8
  %next77 = add i64 %i76, 1
  store i64 %next77, ptr %i, align 8
  br label %loop43

fail79:                                           ; preds = %versions_done
  %errp81 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp81, align 8
  %errp82 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 17, ptr %errp82, align 8
  %errp83 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp83, align 8
  %errp84 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp84, align 8
  ret i32 1

ok80:                                             ; preds = %versions_done
  %pos85 = mul i64 0, %dim3
  %pos86 = add i64 %pos85, %dim
  %v87 = load i64, ptr %acc_sq0_offsets22_52, align 8
  %elp88 = getelementptr inbounds i64, ptr %buf37, i64 %pos86
  store i64 %v87, ptr %elp88, align 8, !alias.scope !3, !noalias !0
  ret i32 0
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets22_52 = alloca i64, align 8
  %started_53 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 208
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %dimp20 = getelementptr inbounds i64, ptr %1, i64 17
  %dim21 = load i64, ptr %dimp20, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %generate4_50 = alloca i64, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 25
  %buf37 = load ptr, ptr %bufp36, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets22_52, align 8
  store i1 false, ptr %started_53, align 1
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
  store i64 17, ptr %errp4, align 8
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
  %acc = load i64, ptr %acc_sq0_offsets22_52, align 8
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
  store i64 %el, ptr %generate4_50, align 8
  %v32 = load i64, ptr %i, align 8
  %pos33 = mul i64 0, %dim3
  %pos34 = add i64 %pos33, %v32
  %v35 = load i64, ptr %acc_sq0_offsets22_52, align 8
  %elp38 = getelementptr inbounds i64, ptr %buf37, i64 %pos34
  store i64 %v35, ptr %elp38, align 8, !alias.scope !3, !noalias !0
  %v39 = load i64, ptr %acc_sq0_offsets22_52, align 8
  %v40 = load i64, ptr %generate4_50, align 8
  %add = add i64 %v39, %v40
  store i64 %add, ptr %acc_sq0_offsets22_52, align 8
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
  store i64 16, ptr %errp52, align 8
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
  store i64 16, ptr %errp61, align 8
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
  store i64 %el67, ptr %generate4_50, align 8
  %v68 = load i64, ptr %i, align 8
  %pos69 = mul i64 0, %dim3
  %pos70 = add i64 %pos69, %v68
  %v71 = load i64, ptr %acc_sq0_offsets22_52, align 8
  %elp72 = getelementptr inbounds i64, ptr %buf37, i64 %pos70
  store i64 %v71, ptr %elp72, align 8, !alias.scope !3, !noalias !0
  %v73 = load i64, ptr %acc_sq0_offsets22_52, align 8
  %v74 = load i64, ptr %generate4_50, align 8
  %add75 = add i64 %v73, %v74
  store i64 %add75, ptr %acc_sq0_offsets22_52, align 8
  %i76 = load i64, ptr %i, align 8
  %next77 = add i64 %i76, 1
  store i64 %next77, ptr %i, align 8
  br label %loop43
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets22_52 = alloca i64, align 8
  %started_53 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 208
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %dimp20 = getelementptr inbounds i64, ptr %1, i64 17
  %dim21 = load i64, ptr %dimp20, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %generate4_50 = alloca i64, align 8
  %bufp36 = getelementptr inbounds ptr, ptr %0, i64 25
  %buf37 = load ptr, ptr %bufp36, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets22_52, align 8
  store i1 false, ptr %started_53, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets22_52, align 8
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
  store i64 17, ptr %errp4, align 8
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
  %acc79 = load i64, ptr %acc_sq0_offsets22_52, align 8
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
  store i64 %el, ptr %generate4_50, align 8
  %v32 = load i64, ptr %i, align 8
  %pos33 = mul i64 0, %dim3
  %pos34 = add i64 %pos33, %v32
  %v35 = load i64, ptr %acc_sq0_offsets22_52, align 8
  %elp38 = getelementptr inbounds i64, ptr %buf37, i64 %pos34
  store i64 %v35, ptr %elp38, align 8, !alias.scope !3, !noalias !0
  %v39 = load i64, ptr %acc_sq0_offsets22_52, align 8
  %v40 = load i64, ptr %generate4_50, align 8
  %add = add i64 %v39, %v40
  store i64 %add, ptr %acc_sq0_offsets22_52, align 8
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
  store i64 16, ptr %errp52, align 8
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
  store i64 16, ptr %errp61, align 8
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
  store i64 %el67, ptr %generate4_50, align 8
  %v68 = load i64, ptr %i, align 8
  %pos69 = mul i64 0, %dim3
  %pos70 = add i64 %pos69, %v68
  %v71 = load i64, ptr %acc_sq0_offsets22_52, align 8
  %elp72 = getelementptr inbounds i64, ptr %buf37, i64 %pos70
  store i64 %v71, ptr %elp72, align 8, !alias.scope !3, !noalias !0
  %v73 = load i64, ptr %acc_sq0_offsets22_52, align 8
  %v74 = load i64, ptr %generate4_50, align 8
  %add75 = add i64 %v73, %v74
  store i64 %add75, ptr %acc_sq0_offsets22_52, align 8
  %i76 = load i64, ptr %i, align 8
  %next77 = add i64 %i76, 1
  store i64 %next77, ptr %i, align 8
  br label %loop43
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets22_52 = alloca i64, align 8
  %started_53 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp13 = getelementptr inbounds i64, ptr %1, i64 17
  %dim14 = load i64, ptr %dimp13, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %generate4_50 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets22_52, align 8
  store i1 false, ptr %started_53, align 1
  store i64 0, ptr %acc_sq0_offsets22_52, align 8
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
  %acc = load i64, ptr %acc_sq0_offsets22_52, align 8
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
  store i64 %el, ptr %generate4_50, align 8
  %v25 = load i64, ptr %acc_sq0_offsets22_52, align 8
  %v26 = load i64, ptr %generate4_50, align 8
  %add = add i64 %v25, %v26
  store i64 %add, ptr %acc_sq0_offsets22_52, align 8
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
  store i64 16, ptr %errp36, align 8
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
  store i64 16, ptr %errp45, align 8
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
  store i64 %el51, ptr %generate4_50, align 8
  %v52 = load i64, ptr %acc_sq0_offsets22_52, align 8
  %v53 = load i64, ptr %generate4_50, align 8
  %add54 = add i64 %v52, %v53
  store i64 %add54, ptr %acc_sq0_offsets22_52, align 8
  %i55 = load i64, ptr %i, align 8
  %next56 = add i64 %i55, 1
  store i64 %next56, ptr %i, align 8
  br label %loop29
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %acc_sq0_offsets22_52 = alloca i64, align 8
  %started_53 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %dimp1 = getelementptr inbounds i64, ptr %1, i64 208
  %dim2 = load i64, ptr %dimp1, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 25
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %acc_sq0_offsets22_52, align 8
  store i1 false, ptr %started_53, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets22_52, align 8
  %inb = icmp ult i64 %dim, %dim2
  br i1 %inb, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 17, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim2, ptr %errp5, align 8
  ret i32 1

ok:                                               ; preds = %body
  %pos = mul i64 0, %dim2
  %pos6 = add i64 %pos, %dim
  %v = load i64, ptr %acc_sq0_offsets22_52, align 8
  %elp = getelementptr inbounds i64, ptr %buf, i64 %pos6
  store i64 %v, ptr %elp, align 8, !alias.scope !3
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.25", !2}

; cluster c14: unit4
; ModuleID = 'stream_hist_c14'
source_filename = "stream_hist_c14"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 23
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_59 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 26
  %buf2 = load ptr, ptr %bufp1, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_59, align 8
  %v = load i64, ptr %the_sq0_59, align 8
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
!1 = !{!"fuselab.buf.23", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.26", !2}

; cluster c15: unit5
; ModuleID = 'stream_hist_c15'
source_filename = "stream_hist_c15"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %unit5_60 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 27
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %unit5_60, align 8
  %v = load i64, ptr %unit5_60, align 8
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
!1 = !{!"fuselab.buf.27", !2}
!2 = !{!"fuselab.bufs"}

; cluster c16: sq0_c20
; ModuleID = 'stream_hist_c16'
source_filename = "stream_hist_c16"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 28
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_64 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 23
  %buf2 = load ptr, ptr %bufp1, align 8
  %the_sq0_65 = alloca i64, align 8
  %bufp5 = getelementptr inbounds ptr, ptr %0, i64 30
  %buf6 = load ptr, ptr %bufp5, align 8
  %the_sq0_66 = alloca i64, align 8
  %sq0_c20_63 = alloca i64, align 8
  %bufp12 = getelementptr inbounds ptr, ptr %0, i64 31
  %buf13 = load ptr, ptr %bufp12, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_64, align 8
  %elp3 = getelementptr inbounds i64, ptr %buf2, i64 0
  %el4 = load i64, ptr %elp3, align 8, !alias.scope !7, !noalias !8
  store i64 %el4, ptr %the_sq0_65, align 8
  %elp7 = getelementptr inbounds i64, ptr %buf6, i64 0
  %el8 = load i64, ptr %elp7, align 8, !alias.scope !9, !noalias !10
  store i64 %el8, ptr %the_sq0_66, align 8
  %v = load i64, ptr %the_sq0_64, align 8
  %v9 = load i64, ptr %the_sq0_65, align 8
  %v10 = load i64, ptr %the_sq0_66, align 8
  %sub = sub i64 %v9, %v10
  %c = icmp slt i64 %v, %sub
  %mm = select i1 %c, i64 %v, i64 %sub
  store i64 %mm, ptr %sq0_c20_63, align 8
  %v11 = load i64, ptr %sq0_c20_63, align 8
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
!1 = !{!"fuselab.buf.28", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.23", !2}
!5 = !{!"fuselab.buf.30", !2}
!6 = !{!"fuselab.buf.31", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !1, !5}

; cluster c17: Diagonal(sq0_lengths24, sq0_offsets28)
; ModuleID = 'stream_hist_c17'
source_filename = "stream_hist_c17"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @nest_scan_combine(ptr %0, ptr %1) #0 {
entry:
  %acc_sq0_offsets28_70 = alloca i64, align 8
  %sq0_lengths24_67 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %pa = getelementptr inbounds i8, ptr %0, i64 0
  %pb = getelementptr inbounds i8, ptr %1, i64 0
  %a = load i64, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  store i64 %a, ptr %acc_sq0_offsets28_70, align 8
  store i64 %b, ptr %sq0_lengths24_67, align 8
  %v = load i64, ptr %acc_sq0_offsets28_70, align 8
  %v1 = load i64, ptr %sq0_lengths24_67, align 8
  %add = add i64 %v, %v1
  store i64 %add, ptr %pa, align 8
  ret void
}

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 30
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_69 = alloca i64, align 8
  %acc_sq0_offsets28_70 = alloca i64, align 8
  %started_71 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 264
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 280
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp28 = getelementptr inbounds i64, ptr %1, i64 16
  %dim29 = load i64, ptr %dimp28, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 17
  %dim33 = load i64, ptr %dimp32, align 8
  %bufp46 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf47 = load ptr, ptr %bufp46, align 8
  %sq0_lengths24_67 = alloca i64, align 8
  %bufp54 = getelementptr inbounds ptr, ptr %0, i64 32
  %buf55 = load ptr, ptr %bufp54, align 8
  %bufp61 = getelementptr inbounds ptr, ptr %0, i64 34
  %buf62 = load ptr, ptr %bufp61, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_69, align 8
  store i64 0, ptr %acc_sq0_offsets28_70, align 8
  store i1 false, ptr %started_71, align 1
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
  %fits7 = icmp sle i64 %min, %dim6
  br i1 %fits7, label %ok9, label %fail8

fail8:                                            ; preds = %ok
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 23, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %the_sq0_69, align 8
  %v14 = load i64, ptr %i, align 8
  %add = add i64 %v, %v14
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v15 = load i64, ptr %the_sq0_69, align 8
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
  %v40 = load i64, ptr %the_sq0_69, align 8
  %v41 = load i64, ptr %i, align 8
  %add42 = add i64 %v40, %v41
  %pos = mul i64 0, %dim29
  %pos43 = add i64 %pos, %add42
  %pos44 = mul i64 %pos43, %dim33
  %pos45 = add i64 %pos44, 0
  %elp48 = getelementptr inbounds i64, ptr %buf47, i64 %pos45
  %el49 = load i64, ptr %elp48, align 8, !alias.scope !7, !noalias !8
  store i64 %el49, ptr %sq0_lengths24_67, align 8
  %v50 = load i64, ptr %i, align 8
  %pos51 = mul i64 0, %dim
  %pos52 = add i64 %pos51, %v50
  %v53 = load i64, ptr %sq0_lengths24_67, align 8
  %elp56 = getelementptr inbounds i64, ptr %buf55, i64 %pos52
  store i64 %v53, ptr %elp56, align 8, !alias.scope !9, !noalias !10
  %v57 = load i64, ptr %i, align 8
  %pos58 = mul i64 0, %dim6
  %pos59 = add i64 %pos58, %v57
  %v60 = load i64, ptr %acc_sq0_offsets28_70, align 8
  %elp63 = getelementptr inbounds i64, ptr %buf62, i64 %pos59
  store i64 %v60, ptr %elp63, align 8, !alias.scope !11, !noalias !12
  %v64 = load i64, ptr %acc_sq0_offsets28_70, align 8
  %v65 = load i64, ptr %sq0_lengths24_67, align 8
  %add66 = add i64 %v64, %v65
  store i64 %add66, ptr %acc_sq0_offsets28_70, align 8
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
  %v74 = load i64, ptr %the_sq0_69, align 8
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
  store i64 21, ptr %errp80, align 8
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
  store i64 21, ptr %errp89, align 8
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
  store i64 %el95, ptr %sq0_lengths24_67, align 8
  %v96 = load i64, ptr %i, align 8
  %pos97 = mul i64 0, %dim
  %pos98 = add i64 %pos97, %v96
  %v99 = load i64, ptr %sq0_lengths24_67, align 8
  %elp100 = getelementptr inbounds i64, ptr %buf55, i64 %pos98
  store i64 %v99, ptr %elp100, align 8, !alias.scope !9, !noalias !10
  %v101 = load i64, ptr %i, align 8
  %pos102 = mul i64 0, %dim6
  %pos103 = add i64 %pos102, %v101
  %v104 = load i64, ptr %acc_sq0_offsets28_70, align 8
  %elp105 = getelementptr inbounds i64, ptr %buf62, i64 %pos103
  store i64 %v104, ptr %elp105, align 8, !alias.scope !11, !noalias !12
  %v106 = load i64, ptr %acc_sq0_offsets28_70, align 8
  %v107 = load i64, ptr %sq0_lengths24_67, align 8
  %add108 = add i64 %v106, %v107
  store i64 %add108, ptr %acc_sq0_offsets28_70, align 8
  %i109 = load i64, ptr %i, align 8
  %next110 = add i64 %i109, 1
  store i64 %next110, ptr %i, align 8
  br label %loop69

fail112:                                          ; preds = %versions_done
  %errp114 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp114, align 8
  %errp115 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 23, ptr %errp115, align 8
  %errp116 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp116, align 8
  %errp117 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp117, align 8
  ret i32 1

ok113:                                            ; preds = %versions_done
  %pos118 = mul i64 0, %dim6
  %pos119 = add i64 %pos118, %dim
  %v120 = load i64, ptr %acc_sq0_offsets28_70, align 8
  %elp121 = getelementptr inbounds i64, ptr %buf62, i64 %pos119
  store i64 %v120, ptr %elp121, align 8, !alias.scope !11, !noalias !12
  ret i32 0
}

define i32 @nest_first(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 30
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_69 = alloca i64, align 8
  %acc_sq0_offsets28_70 = alloca i64, align 8
  %started_71 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 264
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 280
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp28 = getelementptr inbounds i64, ptr %1, i64 16
  %dim29 = load i64, ptr %dimp28, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 17
  %dim33 = load i64, ptr %dimp32, align 8
  %bufp46 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf47 = load ptr, ptr %bufp46, align 8
  %sq0_lengths24_67 = alloca i64, align 8
  %bufp54 = getelementptr inbounds ptr, ptr %0, i64 32
  %buf55 = load ptr, ptr %bufp54, align 8
  %bufp61 = getelementptr inbounds ptr, ptr %0, i64 34
  %buf62 = load ptr, ptr %bufp61, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_69, align 8
  store i64 0, ptr %acc_sq0_offsets28_70, align 8
  store i1 false, ptr %started_71, align 1
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
  %fits7 = icmp sle i64 %min, %dim6
  br i1 %fits7, label %ok9, label %fail8

fail8:                                            ; preds = %ok
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 23, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %the_sq0_69, align 8
  %v14 = load i64, ptr %i, align 8
  %add = add i64 %v, %v14
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v15 = load i64, ptr %the_sq0_69, align 8
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
  %acc = load i64, ptr %acc_sq0_offsets28_70, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0

loop:                                             ; preds = %body38, %proved
  %i39 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i39, %min
  br i1 %more, label %body38, label %exit

body38:                                           ; preds = %loop
  %v40 = load i64, ptr %the_sq0_69, align 8
  %v41 = load i64, ptr %i, align 8
  %add42 = add i64 %v40, %v41
  %pos = mul i64 0, %dim29
  %pos43 = add i64 %pos, %add42
  %pos44 = mul i64 %pos43, %dim33
  %pos45 = add i64 %pos44, 0
  %elp48 = getelementptr inbounds i64, ptr %buf47, i64 %pos45
  %el49 = load i64, ptr %elp48, align 8, !alias.scope !7, !noalias !8
  store i64 %el49, ptr %sq0_lengths24_67, align 8
  %v50 = load i64, ptr %i, align 8
  %pos51 = mul i64 0, %dim
  %pos52 = add i64 %pos51, %v50
  %v53 = load i64, ptr %sq0_lengths24_67, align 8
  %elp56 = getelementptr inbounds i64, ptr %buf55, i64 %pos52
  store i64 %v53, ptr %elp56, align 8, !alias.scope !9, !noalias !10
  %v57 = load i64, ptr %i, align 8
  %pos58 = mul i64 0, %dim6
  %pos59 = add i64 %pos58, %v57
  %v60 = load i64, ptr %acc_sq0_offsets28_70, align 8
  %elp63 = getelementptr inbounds i64, ptr %buf62, i64 %pos59
  store i64 %v60, ptr %elp63, align 8, !alias.scope !11, !noalias !12
  %v64 = load i64, ptr %acc_sq0_offsets28_70, align 8
  %v65 = load i64, ptr %sq0_lengths24_67, align 8
  %add66 = add i64 %v64, %v65
  store i64 %add66, ptr %acc_sq0_offsets28_70, align 8
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
  %v74 = load i64, ptr %the_sq0_69, align 8
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
  store i64 21, ptr %errp80, align 8
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
  store i64 21, ptr %errp89, align 8
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
  store i64 %el95, ptr %sq0_lengths24_67, align 8
  %v96 = load i64, ptr %i, align 8
  %pos97 = mul i64 0, %dim
  %pos98 = add i64 %pos97, %v96
  %v99 = load i64, ptr %sq0_lengths24_67, align 8
  %elp100 = getelementptr inbounds i64, ptr %buf55, i64 %pos98
  store i64 %v99, ptr %elp100, align 8, !alias.scope !9, !noalias !10
  %v101 = load i64, ptr %i, align 8
  %pos102 = mul i64 0, %dim6
  %pos103 = add i64 %pos102, %v101
  %v104 = load i64, ptr %acc_sq0_offsets28_70, align 8
  %elp105 = getelementptr inbounds i64, ptr %buf62, i64 %pos103
  store i64 %v104, ptr %elp105, align 8, !alias.scope !11, !noalias !12
  %v106 = load i64, ptr %acc_sq0_offsets28_70, align 8
  %v107 = load i64, ptr %sq0_lengths24_67, align 8
  %add108 = add i64 %v106, %v107
  store i64 %add108, ptr %acc_sq0_offsets28_70, align 8
  %i109 = load i64, ptr %i, align 8
  %next110 = add i64 %i109, 1
  store i64 %next110, ptr %i, align 8
  br label %loop69
}

define i32 @nest_rest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 30
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_69 = alloca i64, align 8
  %acc_sq0_offsets28_70 = alloca i64, align 8
  %started_71 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 264
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 280
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp28 = getelementptr inbounds i64, ptr %1, i64 16
  %dim29 = load i64, ptr %dimp28, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 17
  %dim33 = load i64, ptr %dimp32, align 8
  %bufp46 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf47 = load ptr, ptr %bufp46, align 8
  %sq0_lengths24_67 = alloca i64, align 8
  %bufp54 = getelementptr inbounds ptr, ptr %0, i64 32
  %buf55 = load ptr, ptr %bufp54, align 8
  %bufp61 = getelementptr inbounds ptr, ptr %0, i64 34
  %buf62 = load ptr, ptr %bufp61, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_69, align 8
  store i64 0, ptr %acc_sq0_offsets28_70, align 8
  store i1 false, ptr %started_71, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets28_70, align 8
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
  %fits7 = icmp sle i64 %min, %dim6
  br i1 %fits7, label %ok9, label %fail8

fail8:                                            ; preds = %ok
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 23, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %the_sq0_69, align 8
  %v14 = load i64, ptr %i, align 8
  %add = add i64 %v, %v14
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v15 = load i64, ptr %the_sq0_69, align 8
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
  %acc112 = load i64, ptr %acc_sq0_offsets28_70, align 8
  store i64 %acc112, ptr %part111, align 8
  ret i32 0

loop:                                             ; preds = %body38, %proved
  %i39 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i39, %min
  br i1 %more, label %body38, label %exit

body38:                                           ; preds = %loop
  %v40 = load i64, ptr %the_sq0_69, align 8
  %v41 = load i64, ptr %i, align 8
  %add42 = add i64 %v40, %v41
  %pos = mul i64 0, %dim29
  %pos43 = add i64 %pos, %add42
  %pos44 = mul i64 %pos43, %dim33
  %pos45 = add i64 %pos44, 0
  %elp48 = getelementptr inbounds i64, ptr %buf47, i64 %pos45
  %el49 = load i64, ptr %elp48, align 8, !alias.scope !7, !noalias !8
  store i64 %el49, ptr %sq0_lengths24_67, align 8
  %v50 = load i64, ptr %i, align 8
  %pos51 = mul i64 0, %dim
  %pos52 = add i64 %pos51, %v50
  %v53 = load i64, ptr %sq0_lengths24_67, align 8
  %elp56 = getelementptr inbounds i64, ptr %buf55, i64 %pos52
  store i64 %v53, ptr %elp56, align 8, !alias.scope !9, !noalias !10
  %v57 = load i64, ptr %i, align 8
  %pos58 = mul i64 0, %dim6
  %pos59 = add i64 %pos58, %v57
  %v60 = load i64, ptr %acc_sq0_offsets28_70, align 8
  %elp63 = getelementptr inbounds i64, ptr %buf62, i64 %pos59
  store i64 %v60, ptr %elp63, align 8, !alias.scope !11, !noalias !12
  %v64 = load i64, ptr %acc_sq0_offsets28_70, align 8
  %v65 = load i64, ptr %sq0_lengths24_67, align 8
  %add66 = add i64 %v64, %v65
  store i64 %add66, ptr %acc_sq0_offsets28_70, align 8
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
  %v74 = load i64, ptr %the_sq0_69, align 8
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
  store i64 21, ptr %errp80, align 8
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
  store i64 21, ptr %errp89, align 8
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
  store i64 %el95, ptr %sq0_lengths24_67, align 8
  %v96 = load i64, ptr %i, align 8
  %pos97 = mul i64 0, %dim
  %pos98 = add i64 %pos97, %v96
  %v99 = load i64, ptr %sq0_lengths24_67, align 8
  %elp100 = getelementptr inbounds i64, ptr %buf55, i64 %pos98
  store i64 %v99, ptr %elp100, align 8, !alias.scope !9, !noalias !10
  %v101 = load i64, ptr %i, align 8
  %pos102 = mul i64 0, %dim6
  %pos103 = add i64 %pos102, %v101
  %v104 = load i64, ptr %acc_sq0_offsets28_70, align 8
  %elp105 = getelementptr inbounds i64, ptr %buf62, i64 %pos103
  store i64 %v104, ptr %elp105, align 8, !alias.scope !11, !noalias !12
  %v106 = load i64, ptr %acc_sq0_offsets28_70, align 8
  %v107 = load i64, ptr %sq0_lengths24_67, align 8
  %add108 = add i64 %v106, %v107
  store i64 %add108, ptr %acc_sq0_offsets28_70, align 8
  %i109 = load i64, ptr %i, align 8
  %next110 = add i64 %i109, 1
  store i64 %next110, ptr %i, align 8
  br label %loop69
}

define i32 @nest_totals(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 30
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_69 = alloca i64, align 8
  %acc_sq0_offsets28_70 = alloca i64, align 8
  %started_71 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 264
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp15 = getelementptr inbounds i64, ptr %1, i64 16
  %dim16 = load i64, ptr %dimp15, align 8
  %dimp18 = getelementptr inbounds i64, ptr %1, i64 17
  %dim19 = load i64, ptr %dimp18, align 8
  %bufp32 = getelementptr inbounds ptr, ptr %0, i64 1
  %buf33 = load ptr, ptr %bufp32, align 8
  %sq0_lengths24_67 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !7
  store i64 %el, ptr %the_sq0_69, align 8
  store i64 0, ptr %acc_sq0_offsets28_70, align 8
  store i1 false, ptr %started_71, align 1
  store i64 0, ptr %acc_sq0_offsets28_70, align 8
  %c = icmp sgt i64 %4, 0
  %max = select i1 %c, i64 %4, i64 0
  %c1 = icmp slt i64 %5, %dim
  %min = select i1 %c1, i64 %5, i64 %dim
  store i64 %max, ptr %i, align 8
  %v = load i64, ptr %the_sq0_69, align 8
  %v2 = load i64, ptr %i, align 8
  %add = add i64 %v, %v2
  %base = sext i64 %add to i128
  %next = add i64 %max, 1
  store i64 %next, ptr %i, align 8
  %v3 = load i64, ptr %the_sq0_69, align 8
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
  %acc = load i64, ptr %acc_sq0_offsets28_70, align 8
  store i64 %acc, ptr %part, align 8
  ret i32 0

loop:                                             ; preds = %body24, %proved
  %i25 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i25, %min
  br i1 %more, label %body24, label %exit

body24:                                           ; preds = %loop
  %v26 = load i64, ptr %the_sq0_69, align 8
  %v27 = load i64, ptr %i, align 8
  %add28 = add i64 %v26, %v27
  %pos = mul i64 0, %dim16
  %pos29 = add i64 %pos, %add28
  %pos30 = mul i64 %pos29, %dim19
  %pos31 = add i64 %pos30, 0
  %elp34 = getelementptr inbounds i64, ptr %buf33, i64 %pos31
  %el35 = load i64, ptr %elp34, align 8, !alias.scope !7, !noalias !0
  store i64 %el35, ptr %sq0_lengths24_67, align 8
  %v36 = load i64, ptr %acc_sq0_offsets28_70, align 8
  %v37 = load i64, ptr %sq0_lengths24_67, align 8
  %add38 = add i64 %v36, %v37
  store i64 %add38, ptr %acc_sq0_offsets28_70, align 8
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
  %v46 = load i64, ptr %the_sq0_69, align 8
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
  store i64 21, ptr %errp50, align 8
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
  store i64 21, ptr %errp59, align 8
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
  store i64 %el65, ptr %sq0_lengths24_67, align 8
  %v66 = load i64, ptr %acc_sq0_offsets28_70, align 8
  %v67 = load i64, ptr %sq0_lengths24_67, align 8
  %add68 = add i64 %v66, %v67
  store i64 %add68, ptr %acc_sq0_offsets28_70, align 8
  %i69 = load i64, ptr %i, align 8
  %next70 = add i64 %i69, 1
  store i64 %next70, ptr %i, align 8
  br label %loop41
}

define i32 @nest_post(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 30
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_69 = alloca i64, align 8
  %acc_sq0_offsets28_70 = alloca i64, align 8
  %started_71 = alloca i1, align 1
  %dimp = getelementptr inbounds i64, ptr %1, i64 264
  %dim = load i64, ptr %dimp, align 8
  %dimp1 = getelementptr inbounds i64, ptr %1, i64 280
  %dim2 = load i64, ptr %dimp1, align 8
  %bufp7 = getelementptr inbounds ptr, ptr %0, i64 34
  %buf8 = load ptr, ptr %bufp7, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !11
  store i64 %el, ptr %the_sq0_69, align 8
  store i64 0, ptr %acc_sq0_offsets28_70, align 8
  store i1 false, ptr %started_71, align 1
  %part = getelementptr inbounds i8, ptr %6, i64 0
  %acc = load i64, ptr %part, align 8
  store i64 %acc, ptr %acc_sq0_offsets28_70, align 8
  %inb = icmp ult i64 %dim, %dim2
  br i1 %inb, label %ok, label %fail

fail:                                             ; preds = %body
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 23, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim2, ptr %errp5, align 8
  ret i32 1

ok:                                               ; preds = %body
  %pos = mul i64 0, %dim2
  %pos6 = add i64 %pos, %dim
  %v = load i64, ptr %acc_sq0_offsets28_70, align 8
  %elp9 = getelementptr inbounds i64, ptr %buf8, i64 %pos6
  store i64 %v, ptr %elp9, align 8, !alias.scope !11, !noalias !0
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }

!0 = !{!1}
!1 = !{!"fuselab.buf.30", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.1", !2}
!5 = !{!"fuselab.buf.32", !2}
!6 = !{!"fuselab.buf.34", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !1, !5}

; cluster c18: Vertical(sq0_values26, Horizontal(sq0_m29, sq0_m30))
; ModuleID = 'stream_hist_c18'
source_filename = "stream_hist_c18"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 30
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_78 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 272
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 208
  %dim15 = load i64, ptr %dimp14, align 8
  %bufp23 = getelementptr inbounds ptr, ptr %0, i64 25
  %buf24 = load ptr, ptr %bufp23, align 8
  %dimp28 = getelementptr inbounds i64, ptr %1, i64 8
  %dim29 = load i64, ptr %dimp28, align 8
  %bufp39 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf40 = load ptr, ptr %bufp39, align 8
  %sq0_values26_76 = alloca float, align 4
  %dimp43 = getelementptr inbounds i64, ptr %1, i64 0
  %dim44 = load i64, ptr %dimp43, align 8
  %sq0_m29_79 = alloca i64, align 8
  %bufp56 = getelementptr inbounds ptr, ptr %0, i64 35
  %buf57 = load ptr, ptr %bufp56, align 8
  %sq0_m30_82 = alloca i64, align 8
  %bufp63 = getelementptr inbounds ptr, ptr %0, i64 36
  %buf64 = load ptr, ptr %bufp63, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_78, align 8
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
  %fits5 = icmp sle i64 %min, %dim
  br i1 %fits5, label %ok7, label %fail6

fail6:                                            ; preds = %ok
  %errp8 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp8, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 25, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp11, align 8
  ret i32 1

ok7:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %ok32, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %v = load i64, ptr %the_sq0_78, align 8
  %inb = icmp ult i64 %v, %dim15
  br i1 %inb, label %ok17, label %fail16

exit:                                             ; preds = %loop
  ret i32 0

fail16:                                           ; preds = %body12
  %errp18 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp18, align 8
  %errp19 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 22, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp21, align 8
  ret i32 1

ok17:                                             ; preds = %body12
  %pos = mul i64 0, %dim15
  %pos22 = add i64 %pos, %v
  %elp25 = getelementptr inbounds i64, ptr %buf24, i64 %pos22
  %el26 = load i64, ptr %elp25, align 8, !alias.scope !8, !noalias !9
  %v27 = load i64, ptr %i, align 8
  %add = add i64 %el26, %v27
  %inb30 = icmp ult i64 %add, %dim29
  br i1 %inb30, label %ok32, label %fail31

fail31:                                           ; preds = %ok17
  %errp33 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp33, align 8
  %errp34 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 22, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim29, ptr %errp36, align 8
  ret i32 1

ok32:                                             ; preds = %ok17
  %pos37 = mul i64 0, %dim29
  %pos38 = add i64 %pos37, %add
  %elp41 = getelementptr inbounds float, ptr %buf40, i64 %pos38
  %el42 = load float, ptr %elp41, align 4, !alias.scope !10, !noalias !11
  store float %el42, ptr %sq0_values26_76, align 4
  %sub = sub i64 %dim44, 1
  %v45 = load float, ptr %sq0_values26_76, align 4
  %fa = fadd float %v45, 4.000000e+00
  %cv = sitofp i64 %dim44 to float
  %fm = fmul float %fa, %cv
  %fd = fdiv float %fm, 8.000000e+00
  %call = call float @llvm.floor.f32(float %fd)
  %cv46 = fptosi float %call to i64
  %high = fcmp oge float %call, 0x43E0000000000000
  %sat = select i1 %high, i64 9223372036854775807, i64 %cv46
  %low = fcmp olt float %call, 0xC3E0000000000000
  %sat47 = select i1 %low, i64 -9223372036854775808, i64 %sat
  %nan = fcmp uno float %call, %call
  %sat48 = select i1 %nan, i64 0, i64 %sat47
  %c49 = icmp sgt i64 0, %sat48
  %mm = select i1 %c49, i64 0, i64 %sat48
  %c50 = icmp slt i64 %sub, %mm
  %mm51 = select i1 %c50, i64 %sub, i64 %mm
  store i64 %mm51, ptr %sq0_m29_79, align 8
  %v52 = load i64, ptr %i, align 8
  %pos53 = mul i64 0, %dim
  %pos54 = add i64 %pos53, %v52
  %v55 = load i64, ptr %sq0_m29_79, align 8
  %elp58 = getelementptr inbounds i64, ptr %buf57, i64 %pos54
  store i64 %v55, ptr %elp58, align 8, !alias.scope !12, !noalias !13
  store i64 1, ptr %sq0_m30_82, align 8
  %v59 = load i64, ptr %i, align 8
  %pos60 = mul i64 0, %dim
  %pos61 = add i64 %pos60, %v59
  %v62 = load i64, ptr %sq0_m30_82, align 8
  %elp65 = getelementptr inbounds i64, ptr %buf64, i64 %pos61
  store i64 %v62, ptr %elp65, align 8, !alias.scope !14, !noalias !15
  %i66 = load i64, ptr %i, align 8
  %next = add i64 %i66, 1
  store i64 %next, ptr %i, align 8
  br label %loop
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #3

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.30", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.25", !2}
!6 = !{!"fuselab.buf.35", !2}
!7 = !{!"fuselab.buf.36", !2}
!8 = !{!5}
!9 = !{!4, !1, !6, !7}
!10 = !{!4}
!11 = !{!5, !1, !6, !7}
!12 = !{!6}
!13 = !{!4, !5, !1, !7}
!14 = !{!7}
!15 = !{!4, !5, !1, !6}

; cluster c19: unit6
; ModuleID = 'stream_hist_c19'
source_filename = "stream_hist_c19"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %unit6_85 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 37
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %unit6_85, align 8
  %v = load i64, ptr %unit6_85, align 8
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
!1 = !{!"fuselab.buf.37", !2}
!2 = !{!"fuselab.bufs"}

; cluster c20: ks
; ModuleID = 'stream_hist_c20'
source_filename = "stream_hist_c20"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 39
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_90 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 336
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 280
  %dim8 = load i64, ptr %dimp7, align 8
  %bufp16 = getelementptr inbounds ptr, ptr %0, i64 34
  %buf17 = load ptr, ptr %bufp16, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 288
  %dim22 = load i64, ptr %dimp21, align 8
  %bufp32 = getelementptr inbounds ptr, ptr %0, i64 35
  %buf33 = load ptr, ptr %bufp32, align 8
  %ks_88 = alloca i64, align 8
  %bufp40 = getelementptr inbounds ptr, ptr %0, i64 41
  %buf41 = load ptr, ptr %bufp40, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_90, align 8
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

loop:                                             ; preds = %ok25, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %v = load i64, ptr %the_sq0_90, align 8
  %inb = icmp ult i64 %v, %dim8
  br i1 %inb, label %ok10, label %fail9

exit:                                             ; preds = %loop
  ret i32 0

fail9:                                            ; preds = %body5
  %errp11 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 28, ptr %errp12, align 8
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
  store i64 28, ptr %errp27, align 8
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
  store i64 %el35, ptr %ks_88, align 8
  %v36 = load i64, ptr %i, align 8
  %pos37 = mul i64 0, %dim
  %pos38 = add i64 %pos37, %v36
  %v39 = load i64, ptr %ks_88, align 8
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
!1 = !{!"fuselab.buf.39", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.34", !2}
!5 = !{!"fuselab.buf.35", !2}
!6 = !{!"fuselab.buf.41", !2}
!7 = !{!4}
!8 = !{!5, !1, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !5, !1}

; cluster c21: Vertical(ones, permute)
; ModuleID = 'stream_hist_c21'
source_filename = "stream_hist_c21"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 39
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_93 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 312
  %dim = load i64, ptr %dimp, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 42
  %buf2 = load ptr, ptr %bufp1, align 8
  %bufp3 = getelementptr inbounds ptr, ptr %0, i64 38
  %buf4 = load ptr, ptr %bufp3, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 328
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp10 = getelementptr inbounds i64, ptr %1, i64 280
  %dim11 = load i64, ptr %dimp10, align 8
  %bufp16 = getelementptr inbounds ptr, ptr %0, i64 34
  %buf17 = load ptr, ptr %bufp16, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 296
  %dim22 = load i64, ptr %dimp21, align 8
  %bufp32 = getelementptr inbounds ptr, ptr %0, i64 36
  %buf33 = load ptr, ptr %bufp32, align 8
  %ones_91 = alloca i64, align 8
  %dimp37 = getelementptr inbounds i64, ptr %1, i64 336
  %dim38 = load i64, ptr %dimp37, align 8
  %bufp48 = getelementptr inbounds ptr, ptr %0, i64 41
  %buf49 = load ptr, ptr %bufp48, align 8
  %new_94 = alloca i64, align 8
  %old_95 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_93, align 8
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
  %v = load i64, ptr %the_sq0_93, align 8
  %inb = icmp ult i64 %v, %dim11
  br i1 %inb, label %ok, label %fail

exit:                                             ; preds = %loop
  ret i32 0

fail:                                             ; preds = %body8
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 27, ptr %errp12, align 8
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
  store i64 27, ptr %errp27, align 8
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
  store i64 %el35, ptr %ones_91, align 8
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
  store i64 29, ptr %errp43, align 8
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
  store i64 29, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el51, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %ok41
  %pos59 = mul i64 0, %dim
  %pos60 = add i64 %pos59, %el51
  %v61 = load i64, ptr %ones_91, align 8
  store i64 %v61, ptr %new_94, align 8
  %elp62 = getelementptr inbounds i64, ptr %buf2, i64 %pos60
  %el63 = load i64, ptr %elp62, align 8, !alias.scope !14, !noalias !15
  store i64 %el63, ptr %old_95, align 8
  %v64 = load i64, ptr %new_94, align 8
  %v65 = load i64, ptr %old_95, align 8
  %add66 = add i64 %v64, %v65
  %elp67 = getelementptr inbounds i64, ptr %buf2, i64 %pos60
  store i64 %add66, ptr %elp67, align 8, !alias.scope !14, !noalias !15
  br label %ignored
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

define i32 @nest_scatter(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 39
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_93 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 328
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp4 = getelementptr inbounds i64, ptr %1, i64 280
  %dim5 = load i64, ptr %dimp4, align 8
  %bufp10 = getelementptr inbounds ptr, ptr %0, i64 34
  %buf11 = load ptr, ptr %bufp10, align 8
  %dimp15 = getelementptr inbounds i64, ptr %1, i64 296
  %dim16 = load i64, ptr %dimp15, align 8
  %bufp26 = getelementptr inbounds ptr, ptr %0, i64 36
  %buf27 = load ptr, ptr %bufp26, align 8
  %ones_91 = alloca i64, align 8
  %dimp31 = getelementptr inbounds i64, ptr %1, i64 336
  %dim32 = load i64, ptr %dimp31, align 8
  %bufp42 = getelementptr inbounds ptr, ptr %0, i64 41
  %buf43 = load ptr, ptr %bufp42, align 8
  %dimp46 = getelementptr inbounds i64, ptr %1, i64 312
  %dim47 = load i64, ptr %dimp46, align 8
  %bufp58 = getelementptr inbounds ptr, ptr %0, i64 42
  %buf59 = load ptr, ptr %bufp58, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !16
  store i64 %el, ptr %the_sq0_93, align 8
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
  %v = load i64, ptr %the_sq0_93, align 8
  %inb = icmp ult i64 %v, %dim5
  br i1 %inb, label %ok, label %fail

exit:                                             ; preds = %loop
  ret i32 0

fail:                                             ; preds = %body2
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 27, ptr %errp6, align 8
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
  store i64 27, ptr %errp21, align 8
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
  store i64 %el29, ptr %ones_91, align 8
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
  store i64 29, ptr %errp37, align 8
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
  store i64 29, ptr %errp52, align 8
  %errp53 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el45, ptr %errp53, align 8
  %errp54 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp54, align 8
  ret i32 1

ok50:                                             ; preds = %ok35
  %pos55 = mul i64 0, %dim47
  %pos56 = add i64 %pos55, %el45
  %v57 = load i64, ptr %ones_91, align 8
  %elp60 = getelementptr inbounds i64, ptr %buf59, i64 %pos56
  %7 = atomicrmw add ptr %elp60, i64 %v57 monotonic, align 8
  br label %ignored
}

define i32 @nest_private(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 39
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_93 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 328
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp4 = getelementptr inbounds i64, ptr %1, i64 280
  %dim5 = load i64, ptr %dimp4, align 8
  %bufp10 = getelementptr inbounds ptr, ptr %0, i64 34
  %buf11 = load ptr, ptr %bufp10, align 8
  %dimp15 = getelementptr inbounds i64, ptr %1, i64 296
  %dim16 = load i64, ptr %dimp15, align 8
  %bufp26 = getelementptr inbounds ptr, ptr %0, i64 36
  %buf27 = load ptr, ptr %bufp26, align 8
  %ones_91 = alloca i64, align 8
  %dimp31 = getelementptr inbounds i64, ptr %1, i64 336
  %dim32 = load i64, ptr %dimp31, align 8
  %bufp42 = getelementptr inbounds ptr, ptr %0, i64 41
  %buf43 = load ptr, ptr %bufp42, align 8
  %dimp46 = getelementptr inbounds i64, ptr %1, i64 312
  %dim47 = load i64, ptr %dimp46, align 8
  %new_94 = alloca i64, align 8
  %bufp58 = getelementptr inbounds ptr, ptr %0, i64 42
  %buf59 = load ptr, ptr %bufp58, align 8
  %old_95 = alloca i64, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_93, align 8
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
  %v = load i64, ptr %the_sq0_93, align 8
  %inb = icmp ult i64 %v, %dim5
  br i1 %inb, label %ok, label %fail

exit:                                             ; preds = %loop
  ret i32 0

fail:                                             ; preds = %body2
  %errp = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 27, ptr %errp6, align 8
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
  store i64 27, ptr %errp21, align 8
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
  store i64 %el29, ptr %ones_91, align 8
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
  store i64 29, ptr %errp37, align 8
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
  store i64 29, ptr %errp52, align 8
  %errp53 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %el45, ptr %errp53, align 8
  %errp54 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim47, ptr %errp54, align 8
  ret i32 1

ok50:                                             ; preds = %ok35
  %pos55 = mul i64 0, %dim47
  %pos56 = add i64 %pos55, %el45
  %v57 = load i64, ptr %ones_91, align 8
  store i64 %v57, ptr %new_94, align 8
  %elp60 = getelementptr inbounds i64, ptr %buf59, i64 %pos56
  %el61 = load i64, ptr %elp60, align 8, !alias.scope !14, !noalias !15
  store i64 %el61, ptr %old_95, align 8
  %v62 = load i64, ptr %new_94, align 8
  %v63 = load i64, ptr %old_95, align 8
  %add64 = add i64 %v62, %v63
  %elp65 = getelementptr inbounds i64, ptr %buf59, i64 %pos56
  store i64 %add64, ptr %elp65, align 8, !alias.scope !14, !noalias !15
  br label %ignored
}

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = !{!"fuselab.buf.39", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7}
!4 = !{!"fuselab.buf.34", !2}
!5 = !{!"fuselab.buf.36", !2}
!6 = !{!"fuselab.buf.41", !2}
!7 = !{!"fuselab.buf.42", !2}
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

; cluster c22: unit7
; ModuleID = 'stream_hist_c22'
source_filename = "stream_hist_c22"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 39
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_99 = alloca i64, align 8
  %unit7_98 = alloca i64, align 8
  %bufp2 = getelementptr inbounds ptr, ptr %0, i64 43
  %buf3 = load ptr, ptr %bufp2, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_99, align 8
  %v = load i64, ptr %the_sq0_99, align 8
  %add = add i64 %v, 1
  store i64 %add, ptr %unit7_98, align 8
  %v1 = load i64, ptr %unit7_98, align 8
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
!1 = !{!"fuselab.buf.39", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.43", !2}

; cluster c24: unit8
; ModuleID = 'stream_hist_c24'
source_filename = "stream_hist_c24"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 30
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_101 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 31
  %buf2 = load ptr, ptr %bufp1, align 8
  %the_sq0_102 = alloca i64, align 8
  %unit8_100 = alloca i64, align 8
  %bufp7 = getelementptr inbounds ptr, ptr %0, i64 46
  %buf8 = load ptr, ptr %bufp7, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_101, align 8
  %elp3 = getelementptr inbounds i64, ptr %buf2, i64 0
  %el4 = load i64, ptr %elp3, align 8, !alias.scope !6, !noalias !7
  store i64 %el4, ptr %the_sq0_102, align 8
  %v = load i64, ptr %the_sq0_101, align 8
  %v5 = load i64, ptr %the_sq0_102, align 8
  %add = add i64 %v, %v5
  store i64 %add, ptr %unit8_100, align 8
  %v6 = load i64, ptr %unit8_100, align 8
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
!1 = !{!"fuselab.buf.30", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.31", !2}
!5 = !{!"fuselab.buf.46", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

