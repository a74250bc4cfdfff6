; cluster c0: Vertical(sq, Vertical(r, s))
; ModuleID = 'reshape_fused_c0'
source_filename = "reshape_fused_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 1
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %acc_s_8 = alloca float, align 4
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 0
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %dimp28 = getelementptr inbounds i64, ptr %1, i64 32
  %dim29 = load i64, ptr %dimp28, align 8
  %flat_6 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %a_16 = alloca float, align 4
  %sq_7 = alloca float, align 4
  %bufp84 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf85 = load ptr, ptr %bufp84, align 8
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
  br label %loop

loop:                                             ; preds = %versions_done, %ok
  %i6 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i6, %min
  br i1 %more, label %body5, label %exit

body5:                                            ; preds = %loop
  store float 0.000000e+00, ptr %acc_s_8, align 4
  store i64 0, ptr %j, align 8
  %mul = mul i64 0, %dim
  %v = load i64, ptr %i, align 8
  %add = add i64 %mul, %v
  %mul9 = mul i64 %add, %dim8
  %v10 = load i64, ptr %j, align 8
  %add11 = add i64 %mul9, %v10
  %base = sext i64 %add11 to i128
  store i64 1, ptr %j, align 8
  %mul12 = mul i64 0, %dim
  %v13 = load i64, ptr %i, align 8
  %add14 = add i64 %mul12, %v13
  %mul15 = mul i64 %add14, %dim8
  %v16 = load i64, ptr %j, align 8
  %add17 = add i64 %mul15, %v16
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %add17 to i128
  %step = sub i128 %at_next, %base
  %step18 = trunc i128 %step to i64
  %step19 = sext i64 %step18 to i128
  %len = sub i64 %dim8, 0
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
  br i1 %ok31, label %proved, label %checked

exit:                                             ; preds = %loop
  ret i32 0

proved:                                           ; preds = %body5
  store i64 0, ptr %j, align 8
  br label %loop32

checked:                                          ; preds = %body5
  store i64 0, ptr %j, align 8
  br label %loop50

versions_done:                                    ; preds = %exit52, %exit34
  %v80 = load i64, ptr %i, align 8
  %pos81 = mul i64 0, %dim
  %pos82 = add i64 %pos81, %v80
  %v83 = load float, ptr %acc_s_8, align 4
  %elp86 = getelementptr inbounds float, ptr %buf85, i64 %pos82
  store float %v83, ptr %elp86, align 4, !alias.scope !0, !noalias !3
  %i87 = load i64, ptr %i, align 8
  %next88 = add i64 %i87, 1
  store i64 %next88, ptr %i, align 8
  br label %loop

loop32:                                           ; preds = %body33, %proved
  %i35 = load i64, ptr %j, align 8
  %more36 = icmp slt i64 %i35, %dim8
  br i1 %more36, label %body33, label %exit34

body33:                                           ; preds = %loop32
  %mul37 = mul i64 0, %dim
  %v38 = load i64, ptr %i, align 8
  %add39 = add i64 %mul37, %v38
  %mul40 = mul i64 %add39, %dim8
  %v41 = load i64, ptr %j, align 8
  %add42 = add i64 %mul40, %v41
  store i64 %add42, ptr %flat_6, align 8
  %v43 = load i64, ptr %flat_6, align 8
  %pos = mul i64 0, %dim29
  %pos44 = add i64 %pos, %v43
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos44
  %el = load float, ptr %elp, align 4, !alias.scope !3, !noalias !0
  store float %el, ptr %a_16, align 4
  %v45 = load float, ptr %a_16, align 4
  %v46 = load float, ptr %a_16, align 4
  %fm = fmul float %v45, %v46
  store float %fm, ptr %sq_7, align 4
  %v47 = load float, ptr %acc_s_8, align 4
  %v48 = load float, ptr %sq_7, align 4
  %fa = fadd reassoc float %v47, %v48
  store float %fa, ptr %acc_s_8, align 4
  %i49 = load i64, ptr %j, align 8
  %next = add i64 %i49, 1
  store i64 %next, ptr %j, align 8
  br label %loop32

exit34:                                           ; preds = %loop32
  br label %versions_done

loop50:                                           ; preds = %ok63, %checked
  %i53 = load i64, ptr %j, align 8
  %more54 = icmp slt i64 %i53, %dim8
  br i1 %more54, label %body51, label %exit52

body51:                                           ; preds = %loop50
  %mul55 = mul i64 0, %dim
  %v56 = load i64, ptr %i, align 8
  %add57 = add i64 %mul55, %v56
  %mul58 = mul i64 %add57, %dim8
  %v59 = load i64, ptr %j, align 8
  %add60 = add i64 %mul58, %v59
  store i64 %add60, ptr %flat_6, align 8
  %v61 = load i64, ptr %flat_6, align 8
  %inb = icmp ult i64 %v61, %dim29
  br i1 %inb, label %ok63, label %fail62

exit52:                                           ; preds = %loop50
  br label %versions_done

fail62:                                           ; preds = %body51
  %errp64 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp64, align 8
  %errp65 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp65, align 8
  %errp66 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v61, ptr %errp66, align 8
  %errp67 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim29, ptr %errp67, align 8
  ret i32 1

ok63:                                             ; preds = %body51
  %pos68 = mul i64 0, %dim29
  %pos69 = add i64 %pos68, %v61
  %elp70 = getelementptr inbounds float, ptr %buf, i64 %pos69
  %el71 = load float, ptr %elp70, align 4, !alias.scope !3, !noalias !0
  store float %el71, ptr %a_16, align 4
  %v72 = load float, ptr %a_16, align 4
  %v73 = load float, ptr %a_16, align 4
  %fm74 = fmul float %v72, %v73
  store float %fm74, ptr %sq_7, align 4
  %v75 = load float, ptr %acc_s_8, align 4
  %v76 = load float, ptr %sq_7, align 4
  %fa77 = fadd reassoc float %v75, %v76
  store float %fa77, ptr %acc_s_8, align 4
  %i78 = load i64, ptr %j, align 8
  %next79 = add i64 %i78, 1
  store i64 %next79, ptr %j, align 8
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
!1 = !{!"fuselab.buf.3", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.4", !2}

