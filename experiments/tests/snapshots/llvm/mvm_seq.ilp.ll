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

; cluster c5: Vertical(sq0_x4, Vertical(sq0_m7, sq0_r10))
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
  %dimp2 = getelementptr inbounds i64, ptr %1, i64 104
  %dim3 = load i64, ptr %dimp2, align 8
  %i = alloca i64, align 8
  %acc_sq0_r10_21 = alloca double, align 8
  %dimp9 = getelementptr inbounds i64, ptr %1, i64 0
  %dim10 = load i64, ptr %dimp9, align 8
  %j = alloca i64, align 8
  %dimp22 = getelementptr inbounds i64, ptr %1, i64 24
  %dim23 = load i64, ptr %dimp22, align 8
  %dimp56 = getelementptr inbounds i64, ptr %1, i64 8
  %dim57 = load i64, ptr %dimp56, align 8
  %bufp75 = getelementptr inbounds ptr, ptr %0, i64 0
  %buf76 = load ptr, ptr %bufp75, align 8
  %sq0_x4_12 = alloca double, align 8
  %bufp82 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf83 = load ptr, ptr %bufp82, align 8
  %v_20 = alloca double, align 8
  %sq0_m7_16 = alloca double, align 8
  %bufp136 = getelementptr inbounds ptr, ptr %0, i64 13
  %buf137 = load ptr, ptr %bufp136, align 8
  br label %body

body:                                             ; preds = %entry
  %elp = getelementptr inbounds i64, ptr %buf, i64 0
  %el = load i64, ptr %elp, align 8, !alias.scope !0, !noalias !3
  store i64 %el, ptr %the_sq0_15, align 8
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
  store i64 7, ptr %errp4, align 8
  %errp5 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim3, ptr %errp5, align 8
  %errp6 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim3, ptr %errp6, align 8
  ret i32 1

ok:                                               ; preds = %body
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %versions_done, %ok
  %i8 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i8, %min
  br i1 %more, label %body7, label %exit

body7:                                            ; preds = %loop
  store double 0.000000e+00, ptr %acc_sq0_r10_21, align 8
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  store i64 1, ptr %j, align 8
  %v11 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %v11 to i128
  %step = sub i128 %at_next, %base
  %step12 = trunc i128 %step to i64
  %step13 = sext i64 %step12 to i128
  %len = sub i64 %dim10, 0
  %span = sub i64 %len, 1
  %span14 = sext i64 %span to i128
  %reach = mul i128 %step13, %span14
  %c15 = icmp slt i128 %reach, 0
  %min16 = select i1 %c15, i128 %reach, i128 0
  %c17 = icmp sgt i128 %reach, 0
  %max18 = select i1 %c17, i128 %reach, i128 0
  %least = add i128 %base, %min16
  %most = add i128 %base, %max18
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits19 = and i1 %fits_low, %fits_high
  %least20 = select i1 %fits19, i128 %least, i128 -9223372036854775808
  %most21 = select i1 %fits19, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim23 to i128
  %low_ok = icmp sge i128 %least20, 0
  %high_ok = icmp slt i128 %most21, %extent
  %ok24 = and i1 true, %low_ok
  %ok25 = and i1 %ok24, %high_ok
  %v26 = load i64, ptr %the_sq0_15, align 8
  %v27 = load i64, ptr %i, align 8
  %add = add i64 %v26, %v27
  %mul = mul i64 %add, %dim10
  %v28 = load i64, ptr %j, align 8
  %add29 = add i64 %mul, %v28
  %base30 = sext i64 %add29 to i128
  store i64 1, ptr %j, align 8
  %v31 = load i64, ptr %the_sq0_15, align 8
  %v32 = load i64, ptr %i, align 8
  %add33 = add i64 %v31, %v32
  %mul34 = mul i64 %add33, %dim10
  %v35 = load i64, ptr %j, align 8
  %add36 = add i64 %mul34, %v35
  store i64 0, ptr %j, align 8
  %at_next37 = sext i64 %add36 to i128
  %step38 = sub i128 %at_next37, %base30
  %step39 = trunc i128 %step38 to i64
  %step40 = sext i64 %step39 to i128
  %len41 = sub i64 %dim10, 0
  %span42 = sub i64 %len41, 1
  %span43 = sext i64 %span42 to i128
  %reach44 = mul i128 %step40, %span43
  %c45 = icmp slt i128 %reach44, 0
  %min46 = select i1 %c45, i128 %reach44, i128 0
  %c47 = icmp sgt i128 %reach44, 0
  %max48 = select i1 %c47, i128 %reach44, i128 0
  %least49 = add i128 %base30, %min46
  %most50 = add i128 %base30, %max48
  %fits_low51 = icmp sge i128 %least49, -9223372036854775808
  %fits_high52 = icmp sle i128 %most50, 9223372036854775807
  %fits53 = and i1 %fits_low51, %fits_high52
  %least54 = select i1 %fits53, i128 %least49, i128 -9223372036854775808
  %most55 = select i1 %fits53, i128 %most50, i128 9223372036854775807
  %extent58 = sext i64 %dim57 to i128
  %low_ok59 = icmp sge i128 %least54, 0
  %high_ok60 = icmp slt i128 %most55, %extent58
  %ok61 = and i1 %ok25, %low_ok59
  %ok62 = and i1 %ok61, %high_ok60
  br i1 %ok62, label %proved, label %checked

exit:                                             ; preds = %loop
  ret i32 0

proved:                                           ; preds = %body7
  store i64 0, ptr %j, align 8
  br label %loop63

checked:                                          ; preds = %body7
  store i64 0, ptr %j, align 8
  br label %loop91

versions_done:                                    ; preds = %exit93, %exit65
  %v132 = load i64, ptr %i, align 8
  %pos133 = mul i64 0, %dim3
  %pos134 = add i64 %pos133, %v132
  %v135 = load double, ptr %acc_sq0_r10_21, align 8
  %elp138 = getelementptr inbounds double, ptr %buf137, i64 %pos134
  store double %v135, ptr %elp138, align 8, !alias.scope !7, !noalias !8
  %i139 = load i64, ptr %i, align 8
  %next140 = add i64 %i139, 1
  store i64 %next140, ptr %i, align 8
  br label %loop

loop63:                                           ; preds = %body64, %proved
  %i66 = load i64, ptr %j, align 8
  %more67 = icmp slt i64 %i66, %dim10
  br i1 %more67, label %body64, label %exit65

body64:                                           ; preds = %loop63
  %v68 = load i64, ptr %the_sq0_15, align 8
  %v69 = load i64, ptr %i, align 8
  %add70 = add i64 %v68, %v69
  %mul71 = mul i64 %add70, %dim10
  %v72 = load i64, ptr %j, align 8
  %add73 = add i64 %mul71, %v72
  %pos = mul i64 0, %dim57
  %pos74 = add i64 %pos, %add73
  %elp77 = getelementptr inbounds double, ptr %buf76, i64 %pos74
  %el78 = load double, ptr %elp77, align 8, !alias.scope !9, !noalias !10
  store double %el78, ptr %sq0_x4_12, align 8
  %v79 = load i64, ptr %j, align 8
  %pos80 = mul i64 0, %dim23
  %pos81 = add i64 %pos80, %v79
  %elp84 = getelementptr inbounds double, ptr %buf83, i64 %pos81
  %el85 = load double, ptr %elp84, align 8, !alias.scope !11, !noalias !12
  store double %el85, ptr %v_20, align 8
  %v86 = load double, ptr %sq0_x4_12, align 8
  %v87 = load double, ptr %v_20, align 8
  %fm = fmul double %v86, %v87
  store double %fm, ptr %sq0_m7_16, align 8
  %v88 = load double, ptr %acc_sq0_r10_21, align 8
  %v89 = load double, ptr %sq0_m7_16, align 8
  %fa = fadd reassoc double %v88, %v89
  store double %fa, ptr %acc_sq0_r10_21, align 8
  %i90 = load i64, ptr %j, align 8
  %next = add i64 %i90, 1
  store i64 %next, ptr %j, align 8
  br label %loop63

exit65:                                           ; preds = %loop63
  br label %versions_done

loop91:                                           ; preds = %ok115, %checked
  %i94 = load i64, ptr %j, align 8
  %more95 = icmp slt i64 %i94, %dim10
  br i1 %more95, label %body92, label %exit93

body92:                                           ; preds = %loop91
  %v96 = load i64, ptr %the_sq0_15, align 8
  %v97 = load i64, ptr %i, align 8
  %add98 = add i64 %v96, %v97
  %mul99 = mul i64 %add98, %dim10
  %v100 = load i64, ptr %j, align 8
  %add101 = add i64 %mul99, %v100
  %inb = icmp ult i64 %add101, %dim57
  br i1 %inb, label %ok103, label %fail102

exit93:                                           ; preds = %loop91
  br label %versions_done

fail102:                                          ; preds = %body92
  %errp104 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp104, align 8
  %errp105 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp105, align 8
  %errp106 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %add101, ptr %errp106, align 8
  %errp107 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim57, ptr %errp107, align 8
  ret i32 1

ok103:                                            ; preds = %body92
  %pos108 = mul i64 0, %dim57
  %pos109 = add i64 %pos108, %add101
  %elp110 = getelementptr inbounds double, ptr %buf76, i64 %pos109
  %el111 = load double, ptr %elp110, align 8, !alias.scope !9, !noalias !10
  store double %el111, ptr %sq0_x4_12, align 8
  %v112 = load i64, ptr %j, align 8
  %inb113 = icmp ult i64 %v112, %dim23
  br i1 %inb113, label %ok115, label %fail114

fail114:                                          ; preds = %ok103
  %errp116 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp116, align 8
  %errp117 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp117, align 8
  %errp118 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v112, ptr %errp118, align 8
  %errp119 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim23, ptr %errp119, align 8
  ret i32 1

ok115:                                            ; preds = %ok103
  %pos120 = mul i64 0, %dim23
  %pos121 = add i64 %pos120, %v112
  %elp122 = getelementptr inbounds double, ptr %buf83, i64 %pos121
  %el123 = load double, ptr %elp122, align 8, !alias.scope !11, !noalias !12
  store double %el123, ptr %v_20, align 8
  %v124 = load double, ptr %sq0_x4_12, align 8
  %v125 = load double, ptr %v_20, align 8
  %fm126 = fmul double %v124, %v125
  store double %fm126, ptr %sq0_m7_16, align 8
  %v127 = load double, ptr %acc_sq0_r10_21, align 8
  %v128 = load double, ptr %sq0_m7_16, align 8
  %fa129 = fadd reassoc double %v127, %v128
  store double %fa129, ptr %acc_sq0_r10_21, align 8
  %i130 = load i64, ptr %j, align 8
  %next131 = add i64 %i130, 1
  store i64 %next131, ptr %j, align 8
  br label %loop91
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
!4 = !{!"fuselab.buf.0", !2}
!5 = !{!"fuselab.buf.2", !2}
!6 = !{!"fuselab.buf.13", !2}
!7 = !{!6}
!8 = !{!4, !5, !1}
!9 = !{!4}
!10 = !{!5, !1, !6}
!11 = !{!5}
!12 = !{!4, !1, !6}

; cluster c6: generate2
; ModuleID = 'mvm_seq_c6'
source_filename = "mvm_seq_c6"
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

; cluster c7: unit3
; ModuleID = 'mvm_seq_c7'
source_filename = "mvm_seq_c7"
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

