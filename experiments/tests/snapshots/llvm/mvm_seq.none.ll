; cluster c0: sq0_len0
; ModuleID = 'mvm_seq_c0'
source_filename = "mvm_seq_c0"
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

; cluster c1: unit
; ModuleID = 'mvm_seq_c1'
source_filename = "mvm_seq_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_2 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf2 = load ptr, ptr %bufp1, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_2, align 8
  %v = load i64, ptr %the_sq0_2, align 8
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
!4 = !{!"fuselab.buf.4", !2}

; cluster c2: generate
; ModuleID = 'mvm_seq_c2'
source_filename = "mvm_seq_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %i = alloca i64, align 8
  %generate_3 = alloca double, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 5
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
  store i64 2, ptr %errp2, align 8
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
  store double 0.000000e+00, ptr %generate_3, align 8
  %v = load i64, ptr %i, align 8
  %pos = add i64 0, %v
  %v7 = load double, ptr %generate_3, align 8
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos
  store double %v7, ptr %elp, align 8, !alias.scope !0
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
!1 = !{!"fuselab.buf.5", !2}
!2 = !{!"fuselab.bufs"}

; cluster c3: unit2
; ModuleID = 'mvm_seq_c3'
source_filename = "mvm_seq_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %unit2_5 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 6
  %buf = load ptr, ptr %bufp, align 8
  br label %body

body:                                             ; preds = %entry
  store i64 0, ptr %unit2_5, align 8
  %v = load i64, ptr %unit2_5, align 8
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
!1 = !{!"fuselab.buf.6", !2}
!2 = !{!"fuselab.bufs"}

; cluster c4: sq0_c2
; ModuleID = 'mvm_seq_c4'
source_filename = "mvm_seq_c4"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 7
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_9 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf2 = load ptr, ptr %bufp1, align 8
  %the_sq0_10 = alloca i64, align 8
  %bufp5 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf6 = load ptr, ptr %bufp5, align 8
  %the_sq0_11 = alloca i64, align 8
  %sq0_c2_8 = alloca i64, align 8
  %bufp12 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf13 = load ptr, ptr %bufp12, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_9, align 8
  %elp3 = getelementptr inbounds i64, ptr %buf2, i64 0
  %el4 = load i64, ptr %elp3, align 8, !alias.scope !7, !noalias !8
  store i64 %el4, ptr %the_sq0_10, align 8
  %elp7 = getelementptr inbounds i64, ptr %buf6, i64 0
  %el8 = load i64, ptr %elp7, align 8, !alias.scope !9, !noalias !10
  store i64 %el8, ptr %the_sq0_11, align 8
  %v = load i64, ptr %the_sq0_9, align 8
  %v9 = load i64, ptr %the_sq0_10, align 8
  %v10 = load i64, ptr %the_sq0_11, align 8
  %sub = sub i64 %v9, %v10
  %c = icmp slt i64 %v, %sub
  %mm = select i1 %c, i64 %v, i64 %sub
  store i64 %mm, ptr %sq0_c2_8, align 8
  %v11 = load i64, ptr %sq0_c2_8, align 8
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
!1 = !{!"fuselab.buf.7", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6}
!4 = !{!"fuselab.buf.3", !2}
!5 = !{!"fuselab.buf.9", !2}
!6 = !{!"fuselab.buf.10", !2}
!7 = !{!4}
!8 = !{!1, !5, !6}
!9 = !{!5}
!10 = !{!4, !1, !6}
!11 = !{!6}
!12 = !{!4, !1, !5}

; cluster c5: sq0_x4
; ModuleID = 'mvm_seq_c5'
source_filename = "mvm_seq_c5"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 9
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_15 = alloca i64, align 8
  %dimp = getelementptr inbounds i64, ptr %1, i64 96
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 0
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %dimp35 = getelementptr inbounds i64, ptr %1, i64 8
  %dim36 = load i64, ptr %dimp35, align 8
  %bufp51 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf52 = load ptr, ptr %bufp51, align 8
  %sq0_x4_12 = alloca double, align 8
  %bufp62 = getelementptr inbounds ptr, ptr %0, i64 11
  %buf63 = load ptr, ptr %bufp62, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_15, align 8
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
  store i64 5, ptr %errp2, align 8
  %errp3 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp3, align 8
  %errp4 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp4, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  %fits9 = icmp sle i64 %dim8, %dim8
  br i1 %fits9, label %ok11, label %fail10

exit:                                             ; preds = %loop
  ret i32 0

fail10:                                           ; preds = %body5
  %errp12 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %body5
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %the_sq0_15, align 8
  %v16 = load i64, ptr %i, align 8
  %add = add i64 %v, %v16
  %mul = mul i64 %add, %dim8
  %v17 = load i64, ptr %j, align 8
  %add18 = add i64 %mul, %v17
  %base = sext i64 %add18 to i128
  store i64 1, ptr %j, align 8
  %v19 = load i64, ptr %the_sq0_15, align 8
  %v20 = load i64, ptr %i, align 8
  %add21 = add i64 %v19, %v20
  %mul22 = mul i64 %add21, %dim8
  %v23 = load i64, ptr %j, align 8
  %add24 = add i64 %mul22, %v23
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %add24 to i128
  %step = sub i128 %at_next, %base
  %step25 = trunc i128 %step to i64
  %step26 = sext i64 %step25 to i128
  %len = sub i64 %dim8, 0
  %span = sub i64 %len, 1
  %span27 = sext i64 %span to i128
  %reach = mul i128 %step26, %span27
  %c28 = icmp slt i128 %reach, 0
  %min29 = select i1 %c28, i128 %reach, i128 0
  %c30 = icmp sgt i128 %reach, 0
  %max31 = select i1 %c30, i128 %reach, i128 0
  %least = add i128 %base, %min29
  %most = add i128 %base, %max31
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits32 = and i1 %fits_low, %fits_high
  %least33 = select i1 %fits32, i128 %least, i128 -9223372036854775808
  %most34 = select i1 %fits32, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim36 to i128
  %low_ok = icmp sge i128 %least33, 0
  %high_ok = icmp slt i128 %most34, %extent
  %ok37 = and i1 true, %low_ok
  %ok38 = and i1 %ok37, %high_ok
  br i1 %ok38, label %proved, label %checked

proved:                                           ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop39

checked:                                          ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop66

versions_done:                                    ; preds = %exit68, %exit41
  %i97 = load i64, ptr %i, align 8
  %next98 = add i64 %i97, 1
  store i64 %next98, ptr %i, align 8
  br label %loop

loop39:                                           ; preds = %body40, %proved
  %i42 = load i64, ptr %j, align 8
  %more43 = icmp slt i64 %i42, %dim8
  br i1 %more43, label %body40, label %exit41

body40:                                           ; preds = %loop39
  %v44 = load i64, ptr %the_sq0_15, align 8
  %v45 = load i64, ptr %i, align 8
  %add46 = add i64 %v44, %v45
  %mul47 = mul i64 %add46, %dim8
  %v48 = load i64, ptr %j, align 8
  %add49 = add i64 %mul47, %v48
  %pos = mul i64 0, %dim36
  %pos50 = add i64 %pos, %add49
  %elp53 = getelementptr inbounds double, ptr %buf52, i64 %pos50
  %el54 = load double, ptr %elp53, align 8, !alias.scope !6, !noalias !7
  store double %el54, ptr %sq0_x4_12, align 8
  %v55 = load i64, ptr %i, align 8
  %v56 = load i64, ptr %j, align 8
  %pos57 = mul i64 0, %dim
  %pos58 = add i64 %pos57, %v55
  %pos59 = mul i64 %pos58, %dim8
  %pos60 = add i64 %pos59, %v56
  %v61 = load double, ptr %sq0_x4_12, align 8
  %elp64 = getelementptr inbounds double, ptr %buf63, i64 %pos60
  store double %v61, ptr %elp64, align 8, !alias.scope !8, !noalias !9
  %i65 = load i64, ptr %j, align 8
  %next = add i64 %i65, 1
  store i64 %next, ptr %j, align 8
  br label %loop39

exit41:                                           ; preds = %loop39
  br label %versions_done

loop66:                                           ; preds = %ok78, %checked
  %i69 = load i64, ptr %j, align 8
  %more70 = icmp slt i64 %i69, %dim8
  br i1 %more70, label %body67, label %exit68

body67:                                           ; preds = %loop66
  %v71 = load i64, ptr %the_sq0_15, align 8
  %v72 = load i64, ptr %i, align 8
  %add73 = add i64 %v71, %v72
  %mul74 = mul i64 %add73, %dim8
  %v75 = load i64, ptr %j, align 8
  %add76 = add i64 %mul74, %v75
  %inb = icmp ult i64 %add76, %dim36
  br i1 %inb, label %ok78, label %fail77

exit68:                                           ; preds = %loop66
  br label %versions_done

fail77:                                           ; preds = %body67
  %errp79 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp79, align 8
  %errp80 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp80, align 8
  %errp81 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add76, ptr %errp81, align 8
  %errp82 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim36, ptr %errp82, align 8
  ret i32 1

ok78:                                             ; preds = %body67
  %pos83 = mul i64 0, %dim36
  %pos84 = add i64 %pos83, %add76
  %elp85 = getelementptr inbounds double, ptr %buf52, i64 %pos84
  %el86 = load double, ptr %elp85, align 8, !alias.scope !6, !noalias !7
  store double %el86, ptr %sq0_x4_12, align 8
  %v87 = load i64, ptr %i, align 8
  %v88 = load i64, ptr %j, align 8
  %pos89 = mul i64 0, %dim
  %pos90 = add i64 %pos89, %v87
  %pos91 = mul i64 %pos90, %dim8
  %pos92 = add i64 %pos91, %v88
  %v93 = load double, ptr %sq0_x4_12, align 8
  %elp94 = getelementptr inbounds double, ptr %buf63, i64 %pos92
  store double %v93, ptr %elp94, align 8, !alias.scope !8, !noalias !9
  %i95 = load i64, ptr %j, align 8
  %next96 = add i64 %i95, 1
  store i64 %next96, ptr %j, align 8
  br label %loop66
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
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.11", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c6: sq0_m7
; ModuleID = 'mvm_seq_c6'
source_filename = "mvm_seq_c6"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 104
  %dim = load i64, ptr %dimp, align 8
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 96
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 0
  %dim17 = load i64, ptr %dimp16, align 8
  %dimp18 = getelementptr inbounds i64, ptr %1, i64 97
  %dim19 = load i64, ptr %dimp18, align 8
  %j = alloca i64, align 8
  %dimp45 = getelementptr inbounds i64, ptr %1, i64 24
  %dim46 = load i64, ptr %dimp45, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 11
  %buf = load ptr, ptr %bufp, align 8
  %sq0_19 = alloca double, align 8
  %bufp62 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf63 = load ptr, ptr %bufp62, align 8
  %v_20 = alloca double, align 8
  %sq0_m7_16 = alloca double, align 8
  %bufp75 = getelementptr inbounds ptr, ptr %0, i64 12
  %buf76 = load ptr, ptr %bufp75, align 8
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
  store i64 6, ptr %errp4, align 8
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
  store i64 6, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done, %ok9
  %i15 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i15, %min
  br i1 %more, label %body14, label %exit

body14:                                           ; preds = %loop
  %fits20 = icmp sle i64 %dim17, %dim19
  br i1 %fits20, label %ok22, label %fail21

exit:                                             ; preds = %loop
  ret i32 0

fail21:                                           ; preds = %body14
  %errp23 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp23, align 8
  %errp24 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp24, align 8
  %errp25 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim19, ptr %errp25, align 8
  %errp26 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim19, ptr %errp26, align 8
  ret i32 1

ok22:                                             ; preds = %body14
  %fits27 = icmp sle i64 %dim17, %dim17
  br i1 %fits27, label %ok29, label %fail28

fail28:                                           ; preds = %ok22
  %errp30 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp31, align 8
  %errp32 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim17, ptr %errp32, align 8
  %errp33 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp33, align 8
  ret i32 1

ok29:                                             ; preds = %ok22
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  store i64 1, ptr %j, align 8
  %v34 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %v34 to i128
  %step = sub i128 %at_next, %base
  %step35 = trunc i128 %step to i64
  %step36 = sext i64 %step35 to i128
  %len = sub i64 %dim17, 0
  %span = sub i64 %len, 1
  %span37 = sext i64 %span to i128
  %reach = mul i128 %step36, %span37
  %c38 = icmp slt i128 %reach, 0
  %min39 = select i1 %c38, i128 %reach, i128 0
  %c40 = icmp sgt i128 %reach, 0
  %max41 = select i1 %c40, i128 %reach, i128 0
  %least = add i128 %base, %min39
  %most = add i128 %base, %max41
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits42 = and i1 %fits_low, %fits_high
  %least43 = select i1 %fits42, i128 %least, i128 -9223372036854775808
  %most44 = select i1 %fits42, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim46 to i128
  %low_ok = icmp sge i128 %least43, 0
  %high_ok = icmp slt i128 %most44, %extent
  %ok47 = and i1 true, %low_ok
  %ok48 = and i1 %ok47, %high_ok
  br i1 %ok48, label %proved, label %checked

proved:                                           ; preds = %ok29
  store i64 0, ptr %j, align 8
  br label %loop49

checked:                                          ; preds = %ok29
  store i64 0, ptr %j, align 8
  br label %loop79

versions_done:                                    ; preds = %exit81, %exit51
  %i116 = load i64, ptr %i, align 8
  %next117 = add i64 %i116, 1
  store i64 %next117, ptr %i, align 8
  br label %loop

loop49:                                           ; preds = %body50, %proved
  %i52 = load i64, ptr %j, align 8
  %more53 = icmp slt i64 %i52, %dim17
  br i1 %more53, label %body50, label %exit51

body50:                                           ; preds = %loop49
  %v54 = load i64, ptr %i, align 8
  %v55 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim3
  %pos56 = add i64 %pos, %v54
  %pos57 = mul i64 %pos56, %dim19
  %pos58 = add i64 %pos57, %v55
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos58
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %sq0_19, align 8
  %v59 = load i64, ptr %j, align 8
  %pos60 = mul i64 0, %dim46
  %pos61 = add i64 %pos60, %v59
  %elp64 = getelementptr inbounds double, ptr %buf63, i64 %pos61
  %el65 = load double, ptr %elp64, align 8, !alias.scope !6, !noalias !7
  store double %el65, ptr %v_20, align 8
  %v66 = load double, ptr %sq0_19, align 8
  %v67 = load double, ptr %v_20, align 8
  %fm = fmul double %v66, %v67
  store double %fm, ptr %sq0_m7_16, align 8
  %v68 = load i64, ptr %i, align 8
  %v69 = load i64, ptr %j, align 8
  %pos70 = mul i64 0, %dim
  %pos71 = add i64 %pos70, %v68
  %pos72 = mul i64 %pos71, %dim17
  %pos73 = add i64 %pos72, %v69
  %v74 = load double, ptr %sq0_m7_16, align 8
  %elp77 = getelementptr inbounds double, ptr %buf76, i64 %pos73
  store double %v74, ptr %elp77, align 8, !alias.scope !8, !noalias !9
  %i78 = load i64, ptr %j, align 8
  %next = add i64 %i78, 1
  store i64 %next, ptr %j, align 8
  br label %loop49

exit51:                                           ; preds = %loop49
  br label %versions_done

loop79:                                           ; preds = %ok94, %checked
  %i82 = load i64, ptr %j, align 8
  %more83 = icmp slt i64 %i82, %dim17
  br i1 %more83, label %body80, label %exit81

body80:                                           ; preds = %loop79
  %v84 = load i64, ptr %i, align 8
  %v85 = load i64, ptr %j, align 8
  %pos86 = mul i64 0, %dim3
  %pos87 = add i64 %pos86, %v84
  %pos88 = mul i64 %pos87, %dim19
  %pos89 = add i64 %pos88, %v85
  %elp90 = getelementptr inbounds double, ptr %buf, i64 %pos89
  %el91 = load double, ptr %elp90, align 8, !alias.scope !0, !noalias !3
  store double %el91, ptr %sq0_19, align 8
  %v92 = load i64, ptr %j, align 8
  %inb = icmp ult i64 %v92, %dim46
  br i1 %inb, label %ok94, label %fail93

exit81:                                           ; preds = %loop79
  br label %versions_done

fail93:                                           ; preds = %body80
  %errp95 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp95, align 8
  %errp96 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp96, align 8
  %errp97 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v92, ptr %errp97, align 8
  %errp98 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim46, ptr %errp98, align 8
  ret i32 1

ok94:                                             ; preds = %body80
  %pos99 = mul i64 0, %dim46
  %pos100 = add i64 %pos99, %v92
  %elp101 = getelementptr inbounds double, ptr %buf63, i64 %pos100
  %el102 = load double, ptr %elp101, align 8, !alias.scope !6, !noalias !7
  store double %el102, ptr %v_20, align 8
  %v103 = load double, ptr %sq0_19, align 8
  %v104 = load double, ptr %v_20, align 8
  %fm105 = fmul double %v103, %v104
  store double %fm105, ptr %sq0_m7_16, align 8
  %v106 = load i64, ptr %i, align 8
  %v107 = load i64, ptr %j, align 8
  %pos108 = mul i64 0, %dim
  %pos109 = add i64 %pos108, %v106
  %pos110 = mul i64 %pos109, %dim17
  %pos111 = add i64 %pos110, %v107
  %v112 = load double, ptr %sq0_m7_16, align 8
  %elp113 = getelementptr inbounds double, ptr %buf76, i64 %pos111
  store double %v112, ptr %elp113, align 8, !alias.scope !8, !noalias !9
  %i114 = load i64, ptr %j, align 8
  %next115 = add i64 %i114, 1
  store i64 %next115, ptr %j, align 8
  br label %loop79
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
!4 = !{!"fuselab.buf.2", !2}
!5 = !{!"fuselab.buf.12", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!4, !1}

; cluster c7: sq0_r10
; ModuleID = 'mvm_seq_c7'
source_filename = "mvm_seq_c7"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 104
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %acc_sq0_r10_21 = alloca double, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 105
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 12
  %buf = load ptr, ptr %bufp, align 8
  %sq0_26 = alloca double, align 8
  %bufp39 = getelementptr inbounds ptr, ptr %0, i64 13
  %buf40 = load ptr, ptr %bufp39, align 8
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
  %fits5 = icmp sle i64 %min, %dim
  br i1 %fits5, label %ok7, label %fail6

fail6:                                            ; preds = %ok
  %errp8 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp8, align 8
  %errp9 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp9, align 8
  %errp10 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp11, align 8
  ret i32 1

ok7:                                              ; preds = %ok
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit25, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  store double 0.000000e+00, ptr %acc_sq0_r10_21, align 8
  %fits16 = icmp sle i64 %dim15, %dim15
  br i1 %fits16, label %ok18, label %fail17

exit:                                             ; preds = %loop
  ret i32 0

fail17:                                           ; preds = %body12
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 7, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %body12
  store i64 0, ptr %j, align 8
  br label %loop23

loop23:                                           ; preds = %body24, %ok18
  %i26 = load i64, ptr %j, align 8
  %more27 = icmp slt i64 %i26, %dim15
  br i1 %more27, label %body24, label %exit25

body24:                                           ; preds = %loop23
  %v = load i64, ptr %i, align 8
  %v28 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos29 = add i64 %pos, %v
  %pos30 = mul i64 %pos29, %dim15
  %pos31 = add i64 %pos30, %v28
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos31
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store double %el, ptr %sq0_26, align 8
  %v32 = load double, ptr %acc_sq0_r10_21, align 8
  %v33 = load double, ptr %sq0_26, align 8
  %fa = fadd reassoc double %v32, %v33
  store double %fa, ptr %acc_sq0_r10_21, align 8
  %i34 = load i64, ptr %j, align 8
  %next = add i64 %i34, 1
  store i64 %next, ptr %j, align 8
  br label %loop23

exit25:                                           ; preds = %loop23
  %v35 = load i64, ptr %i, align 8
  %pos36 = mul i64 0, %dim
  %pos37 = add i64 %pos36, %v35
  %v38 = load double, ptr %acc_sq0_r10_21, align 8
  %elp41 = getelementptr inbounds double, ptr %buf40, i64 %pos37
  store double %v38, ptr %elp41, align 8, !alias.scope !3, !noalias !0
  %i42 = load i64, ptr %i, align 8
  %next43 = add i64 %i42, 1
  store i64 %next43, ptr %i, align 8
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
!3 = !{!4}
!4 = !{!"fuselab.buf.13", !2}

; cluster c8: generate2
; ModuleID = 'mvm_seq_c8'
source_filename = "mvm_seq_c8"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 120
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp16 = getelementptr inbounds i64, ptr %1, i64 72
  %dim17 = load i64, ptr %dimp16, align 8
  %dimp44 = getelementptr inbounds i64, ptr %1, i64 112
  %dim45 = load i64, ptr %dimp44, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 8
  %buf = load ptr, ptr %bufp, align 8
  %bufp60 = getelementptr inbounds ptr, ptr %0, i64 13
  %buf61 = load ptr, ptr %bufp60, align 8
  %generate2_27 = alloca double, align 8
  %bufp68 = getelementptr inbounds ptr, ptr %0, i64 14
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
  store i64 8, ptr %errp2, align 8
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
  %elp = getelementptr inbounds double, ptr %buf, i64 %pos55
  %el = load double, ptr %elp, align 8, !alias.scope !0, !noalias !3
  br label %j

e:                                                ; preds = %body51
  %v56 = load i64, ptr %i, align 8
  %sub57 = sub i64 %v56, %dim17
  %pos58 = mul i64 0, %dim45
  %pos59 = add i64 %pos58, %sub57
  %elp62 = getelementptr inbounds double, ptr %buf61, i64 %pos59
  %el63 = load double, ptr %elp62, align 8, !alias.scope !6, !noalias !7
  br label %j

j:                                                ; preds = %e, %t
  %if = phi double [ %el, %t ], [ %el63, %e ]
  store double %if, ptr %generate2_27, align 8
  %v64 = load i64, ptr %i, align 8
  %pos65 = mul i64 0, %dim
  %pos66 = add i64 %pos65, %v64
  %v67 = load double, ptr %generate2_27, align 8
  %elp70 = getelementptr inbounds double, ptr %buf69, i64 %pos66
  store double %v67, ptr %elp70, align 8, !alias.scope !8, !noalias !9
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
  %if107 = phi double [ %el93, %ok85 ], [ %el106, %ok98 ]
  store double %if107, ptr %generate2_27, align 8
  %v108 = load i64, ptr %i, align 8
  %pos109 = mul i64 0, %dim
  %pos110 = add i64 %pos109, %v108
  %v111 = load double, ptr %generate2_27, align 8
  %elp112 = getelementptr inbounds double, ptr %buf69, i64 %pos110
  store double %v111, ptr %elp112, align 8, !alias.scope !8, !noalias !9
  %i113 = load i64, ptr %i, align 8
  %next114 = add i64 %i113, 1
  store i64 %next114, ptr %i, align 8
  br label %loop73

fail84:                                           ; preds = %t80
  %errp86 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp86, align 8
  %errp87 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp87, align 8
  %errp88 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v83, ptr %errp88, align 8
  %errp89 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim17, ptr %errp89, align 8
  ret i32 1

ok85:                                             ; preds = %t80
  %pos90 = mul i64 0, %dim17
  %pos91 = add i64 %pos90, %v83
  %elp92 = getelementptr inbounds double, ptr %buf, i64 %pos91
  %el93 = load double, ptr %elp92, align 8, !alias.scope !0, !noalias !3
  br label %j82

fail97:                                           ; preds = %e81
  %errp99 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp99, align 8
  %errp100 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp100, align 8
  %errp101 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %sub95, ptr %errp101, align 8
  %errp102 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim45, ptr %errp102, align 8
  ret i32 1

ok98:                                             ; preds = %e81
  %pos103 = mul i64 0, %dim45
  %pos104 = add i64 %pos103, %sub95
  %elp105 = getelementptr inbounds double, ptr %buf61, i64 %pos104
  %el106 = load double, ptr %elp105, align 8, !alias.scope !6, !noalias !7
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
!1 = !{!"fuselab.buf.8", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.13", !2}
!5 = !{!"fuselab.buf.14", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c9: unit3
; ModuleID = 'mvm_seq_c9'
source_filename = "mvm_seq_c9"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %bufp = getelementptr inbounds ptr, ptr %0, i64 9
  %buf = load ptr, ptr %bufp, align 8
  %the_sq0_30 = alloca i64, align 8
  %bufp1 = getelementptr inbounds ptr, ptr %0, i64 10
  %buf2 = load ptr, ptr %bufp1, align 8
  %the_sq0_31 = alloca i64, align 8
  %unit3_29 = alloca i64, align 8
  %bufp7 = getelementptr inbounds ptr, ptr %0, i64 15
  %buf8 = load ptr, ptr %bufp7, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_30, align 8
  %elp3 = getelementptr inbounds i64, ptr %buf2, i64 0
  %el4 = load i64, ptr %elp3, align 8, !alias.scope !6, !noalias !7
  store i64 %el4, ptr %the_sq0_31, align 8
  %v = load i64, ptr %the_sq0_30, align 8
  %v5 = load i64, ptr %the_sq0_31, align 8
  %add = add i64 %v, %v5
  store i64 %add, ptr %unit3_29, align 8
  %v6 = load i64, ptr %unit3_29, align 8
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
!1 = !{!"fuselab.buf.9", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.10", !2}
!5 = !{!"fuselab.buf.15", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

