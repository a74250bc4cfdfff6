; cluster c0: ar
; ModuleID = 'matmul_c0'
source_filename = "matmul_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 9
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %dimp28 = getelementptr inbounds i64, ptr %1, i64 1
  %dim29 = load i64, ptr %dimp28, align 8
  %k = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %a_4 = alloca float, align 4
  %bufp70 = getelementptr inbounds ptr, ptr %0, i64 2
  %buf71 = load ptr, ptr %bufp70, align 8
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

loop:                                             ; preds = %exit25, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %fits16 = icmp sle i64 %dim15, %dim15
  br i1 %fits16, label %ok18, label %fail17

exit:                                             ; preds = %loop
  ret i32 0

fail17:                                           ; preds = %body12
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %body12
  store i64 0, ptr %j, align 8
  br label %loop23

loop23:                                           ; preds = %versions_done, %ok18
  %i26 = load i64, ptr %j, align 8
  %more27 = icmp slt i64 %i26, %dim15
  br i1 %more27, label %body24, label %exit25

body24:                                           ; preds = %loop23
  %fits30 = icmp sle i64 %dim29, %dim29
  br i1 %fits30, label %ok32, label %fail31

exit25:                                           ; preds = %loop23
  %i108 = load i64, ptr %i, align 8
  %next109 = add i64 %i108, 1
  store i64 %next109, ptr %i, align 8
  br label %loop

fail31:                                           ; preds = %body24
  %errp33 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp33, align 8
  %errp34 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp34, align 8
  %errp35 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim29, ptr %errp35, align 8
  %errp36 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim29, ptr %errp36, align 8
  ret i32 1

ok32:                                             ; preds = %body24
  store i64 0, ptr %k, align 8
  %v = load i64, ptr %k, align 8
  %base = sext i64 %v to i128
  store i64 1, ptr %k, align 8
  %v37 = load i64, ptr %k, align 8
  store i64 0, ptr %k, align 8
  %at_next = sext i64 %v37 to i128
  %step = sub i128 %at_next, %base
  %step38 = trunc i128 %step to i64
  %step39 = sext i64 %step38 to i128
  %len = sub i64 %dim29, 0
  %span = sub i64 %len, 1
  %span40 = sext i64 %span to i128
  %reach = mul i128 %step39, %span40
  %c41 = icmp slt i128 %reach, 0
  %min42 = select i1 %c41, i128 %reach, i128 0
  %c43 = icmp sgt i128 %reach, 0
  %max44 = select i1 %c43, i128 %reach, i128 0
  %least = add i128 %base, %min42
  %most = add i128 %base, %max44
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits45 = and i1 %fits_low, %fits_high
  %least46 = select i1 %fits45, i128 %least, i128 -9223372036854775808
  %most47 = select i1 %fits45, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim29 to i128
  %low_ok = icmp sge i128 %least46, 0
  %high_ok = icmp slt i128 %most47, %extent
  %ok48 = and i1 true, %low_ok
  %ok49 = and i1 %ok48, %high_ok
  br i1 %ok49, label %proved, label %checked

proved:                                           ; preds = %ok32
  store i64 0, ptr %k, align 8
  br label %loop50

checked:                                          ; preds = %ok32
  store i64 0, ptr %k, align 8
  br label %loop74

versions_done:                                    ; preds = %exit76, %exit52
  %i106 = load i64, ptr %j, align 8
  %next107 = add i64 %i106, 1
  store i64 %next107, ptr %j, align 8
  br label %loop23

loop50:                                           ; preds = %body51, %proved
  %i53 = load i64, ptr %k, align 8
  %more54 = icmp slt i64 %i53, %dim29
  br i1 %more54, label %body51, label %exit52

body51:                                           ; preds = %loop50
  %v55 = load i64, ptr %i, align 8
  %v56 = load i64, ptr %k, align 8
  %pos = mul i64 0, %dim
  %pos57 = add i64 %pos, %v55
  %pos58 = mul i64 %pos57, %dim29
  %pos59 = add i64 %pos58, %v56
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos59
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %a_4, align 4
  %v60 = load i64, ptr %i, align 8
  %v61 = load i64, ptr %j, align 8
  %v62 = load i64, ptr %k, align 8
  %pos63 = mul i64 0, %dim
  %pos64 = add i64 %pos63, %v60
  %pos65 = mul i64 %pos64, %dim15
  %pos66 = add i64 %pos65, %v61
  %pos67 = mul i64 %pos66, %dim29
  %pos68 = add i64 %pos67, %v62
  %v69 = load float, ptr %a_4, align 4
  %elp72 = getelementptr inbounds float, ptr %buf71, i64 %pos68
  store float %v69, ptr %elp72, align 4, !alias.scope !3, !noalias !0
  %i73 = load i64, ptr %k, align 8
  %next = add i64 %i73, 1
  store i64 %next, ptr %k, align 8
  br label %loop50

exit52:                                           ; preds = %loop50
  br label %versions_done

loop74:                                           ; preds = %ok84, %checked
  %i77 = load i64, ptr %k, align 8
  %more78 = icmp slt i64 %i77, %dim29
  br i1 %more78, label %body75, label %exit76

body75:                                           ; preds = %loop74
  %v79 = load i64, ptr %i, align 8
  %v80 = load i64, ptr %k, align 8
  %pos81 = mul i64 0, %dim
  %pos82 = add i64 %pos81, %v79
  %inb = icmp ult i64 %v80, %dim29
  br i1 %inb, label %ok84, label %fail83

exit76:                                           ; preds = %loop74
  br label %versions_done

fail83:                                           ; preds = %body75
  %errp85 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp85, align 8
  %errp86 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp86, align 8
  %errp87 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v80, ptr %errp87, align 8
  %errp88 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim29, ptr %errp88, align 8
  ret i32 1

ok84:                                             ; preds = %body75
  %pos89 = mul i64 %pos82, %dim29
  %pos90 = add i64 %pos89, %v80
  %elp91 = getelementptr inbounds float, ptr %buf, i64 %pos90
  %el92 = load float, ptr %elp91, align 4, !alias.scope !0, !noalias !3
  store float %el92, ptr %a_4, align 4
  %v93 = load i64, ptr %i, align 8
  %v94 = load i64, ptr %j, align 8
  %v95 = load i64, ptr %k, align 8
  %pos96 = mul i64 0, %dim
  %pos97 = add i64 %pos96, %v93
  %pos98 = mul i64 %pos97, %dim15
  %pos99 = add i64 %pos98, %v94
  %pos100 = mul i64 %pos99, %dim29
  %pos101 = add i64 %pos100, %v95
  %v102 = load float, ptr %a_4, align 4
  %elp103 = getelementptr inbounds float, ptr %buf71, i64 %pos101
  store float %v102, ptr %elp103, align 4, !alias.scope !3, !noalias !0
  %i104 = load i64, ptr %k, align 8
  %next105 = add i64 %i104, 1
  store i64 %next105, ptr %k, align 8
  br label %loop74
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
!4 = !{!"fuselab.buf.2", !2}

; cluster c1: replicate
; ModuleID = 'matmul_c1'
source_filename = "matmul_c1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 8
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %dimp21 = getelementptr inbounds i64, ptr %1, i64 9
  %dim22 = load i64, ptr %dimp21, align 8
  %k = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %b_9 = alloca float, align 4
  %bufp75 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf76 = load ptr, ptr %bufp75, align 8
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
  br label %loop

loop:                                             ; preds = %exit18, %ok
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
  store i64 1, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %body5
  store i64 0, ptr %j, align 8
  br label %loop16

loop16:                                           ; preds = %versions_done, %ok11
  %i19 = load i64, ptr %j, align 8
  %more20 = icmp slt i64 %i19, %dim8
  br i1 %more20, label %body17, label %exit18

body17:                                           ; preds = %loop16
  %fits23 = icmp sle i64 %dim22, %dim22
  br i1 %fits23, label %ok25, label %fail24

exit18:                                           ; preds = %loop16
  %i120 = load i64, ptr %i, align 8
  %next121 = add i64 %i120, 1
  store i64 %next121, ptr %i, align 8
  br label %loop

fail24:                                           ; preds = %body17
  %errp26 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp26, align 8
  %errp27 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim22, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %body17
  store i64 0, ptr %k, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  %fits_low = icmp sge i128 %base, -9223372036854775808
  %fits_high = icmp sle i128 %base, 9223372036854775807
  %fits30 = and i1 %fits_low, %fits_high
  %least = select i1 %fits30, i128 %base, i128 -9223372036854775808
  %most = select i1 %fits30, i128 %base, i128 9223372036854775807
  %extent = sext i64 %dim8 to i128
  %low_ok = icmp sge i128 %least, 0
  %high_ok = icmp slt i128 %most, %extent
  %ok31 = and i1 true, %low_ok
  %ok32 = and i1 %ok31, %high_ok
  %v33 = load i64, ptr %k, align 8
  %base34 = sext i64 %v33 to i128
  store i64 1, ptr %k, align 8
  %v35 = load i64, ptr %k, align 8
  store i64 0, ptr %k, align 8
  %at_next = sext i64 %v35 to i128
  %step = sub i128 %at_next, %base34
  %step36 = trunc i128 %step to i64
  %step37 = sext i64 %step36 to i128
  %len = sub i64 %dim22, 0
  %span = sub i64 %len, 1
  %span38 = sext i64 %span to i128
  %reach = mul i128 %step37, %span38
  %c39 = icmp slt i128 %reach, 0
  %min40 = select i1 %c39, i128 %reach, i128 0
  %c41 = icmp sgt i128 %reach, 0
  %max42 = select i1 %c41, i128 %reach, i128 0
  %least43 = add i128 %base34, %min40
  %most44 = add i128 %base34, %max42
  %fits_low45 = icmp sge i128 %least43, -9223372036854775808
  %fits_high46 = icmp sle i128 %most44, 9223372036854775807
  %fits47 = and i1 %fits_low45, %fits_high46
  %least48 = select i1 %fits47, i128 %least43, i128 -9223372036854775808
  %most49 = select i1 %fits47, i128 %most44, i128 9223372036854775807
  %extent50 = sext i64 %dim22 to i128
  %low_ok51 = icmp sge i128 %least48, 0
  %high_ok52 = icmp slt i128 %most49, %extent50
  %ok53 = and i1 %ok32, %low_ok51
  %ok54 = and i1 %ok53, %high_ok52
  br i1 %ok54, label %proved, label %checked

proved:                                           ; preds = %ok25
  store i64 0, ptr %k, align 8
  br label %loop55

checked:                                          ; preds = %ok25
  store i64 0, ptr %k, align 8
  br label %loop79

versions_done:                                    ; preds = %exit81, %exit57
  %i118 = load i64, ptr %j, align 8
  %next119 = add i64 %i118, 1
  store i64 %next119, ptr %j, align 8
  br label %loop16

loop55:                                           ; preds = %body56, %proved
  %i58 = load i64, ptr %k, align 8
  %more59 = icmp slt i64 %i58, %dim22
  br i1 %more59, label %body56, label %exit57

body56:                                           ; preds = %loop55
  %v60 = load i64, ptr %j, align 8
  %v61 = load i64, ptr %k, align 8
  %pos = mul i64 0, %dim8
  %pos62 = add i64 %pos, %v60
  %pos63 = mul i64 %pos62, %dim22
  %pos64 = add i64 %pos63, %v61
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos64
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %b_9, align 4
  %v65 = load i64, ptr %i, align 8
  %v66 = load i64, ptr %j, align 8
  %v67 = load i64, ptr %k, align 8
  %pos68 = mul i64 0, %dim
  %pos69 = add i64 %pos68, %v65
  %pos70 = mul i64 %pos69, %dim8
  %pos71 = add i64 %pos70, %v66
  %pos72 = mul i64 %pos71, %dim22
  %pos73 = add i64 %pos72, %v67
  %v74 = load float, ptr %b_9, align 4
  %elp77 = getelementptr inbounds float, ptr %buf76, i64 %pos73
  store float %v74, ptr %elp77, align 4, !alias.scope !3, !noalias !0
  %i78 = load i64, ptr %k, align 8
  %next = add i64 %i78, 1
  store i64 %next, ptr %k, align 8
  br label %loop55

exit57:                                           ; preds = %loop55
  br label %versions_done

loop79:                                           ; preds = %ok96, %checked
  %i82 = load i64, ptr %k, align 8
  %more83 = icmp slt i64 %i82, %dim22
  br i1 %more83, label %body80, label %exit81

body80:                                           ; preds = %loop79
  %v84 = load i64, ptr %j, align 8
  %v85 = load i64, ptr %k, align 8
  %inb = icmp ult i64 %v84, %dim8
  br i1 %inb, label %ok87, label %fail86

exit81:                                           ; preds = %loop79
  br label %versions_done

fail86:                                           ; preds = %body80
  %errp88 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp88, align 8
  %errp89 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp89, align 8
  %errp90 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v84, ptr %errp90, align 8
  %errp91 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp91, align 8
  ret i32 1

ok87:                                             ; preds = %body80
  %pos92 = mul i64 0, %dim8
  %pos93 = add i64 %pos92, %v84
  %inb94 = icmp ult i64 %v85, %dim22
  br i1 %inb94, label %ok96, label %fail95

fail95:                                           ; preds = %ok87
  %errp97 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp97, align 8
  %errp98 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp98, align 8
  %errp99 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v85, ptr %errp99, align 8
  %errp100 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim22, ptr %errp100, align 8
  ret i32 1

ok96:                                             ; preds = %ok87
  %pos101 = mul i64 %pos93, %dim22
  %pos102 = add i64 %pos101, %v85
  %elp103 = getelementptr inbounds float, ptr %buf, i64 %pos102
  %el104 = load float, ptr %elp103, align 4, !alias.scope !0, !noalias !3
  store float %el104, ptr %b_9, align 4
  %v105 = load i64, ptr %i, align 8
  %v106 = load i64, ptr %j, align 8
  %v107 = load i64, ptr %k, align 8
  %pos108 = mul i64 0, %dim
  %pos109 = add i64 %pos108, %v105
  %pos110 = mul i64 %pos109, %dim8
  %pos111 = add i64 %pos110, %v106
  %pos112 = mul i64 %pos111, %dim22
  %pos113 = add i64 %pos112, %v107
  %v114 = load float, ptr %b_9, align 4
  %elp115 = getelementptr inbounds float, ptr %buf76, i64 %pos113
  store float %v114, ptr %elp115, align 4, !alias.scope !3, !noalias !0
  %i116 = load i64, ptr %k, align 8
  %next117 = add i64 %i116, 1
  store i64 %next117, ptr %k, align 8
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
!1 = !{!"fuselab.buf.1", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.3", !2}

; cluster c2: bt
; ModuleID = 'matmul_c2'
source_filename = "matmul_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 24
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 26
  %dim15 = load i64, ptr %dimp14, align 8
  %dimp23 = getelementptr inbounds i64, ptr %1, i64 25
  %dim24 = load i64, ptr %dimp23, align 8
  %tile = alloca i64, align 8
  %tile30 = alloca i64, align 8
  %j = alloca i64, align 8
  %k = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %replicate_14 = alloca float, align 4
  %bufp115 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf116 = load ptr, ptr %bufp115, align 8
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

loop:                                             ; preds = %tiles_done, %ok7
  %i13 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i13, %min
  br i1 %more, label %body12, label %exit

body12:                                           ; preds = %loop
  %fits16 = icmp sle i64 %dim15, %dim15
  br i1 %fits16, label %ok18, label %fail17

exit:                                             ; preds = %loop
  ret i32 0

fail17:                                           ; preds = %body12
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %body12
  store i64 0, ptr %tile, align 8
  br label %tiles

tiles:                                            ; preds = %tiles_done33, %ok18
  %i26 = load i64, ptr %tile, align 8
  %more27 = icmp slt i64 %i26, %dim15
  br i1 %more27, label %tile25, label %tiles_done

tile25:                                           ; preds = %tiles
  %tile_end = add i64 %i26, 16
  %c28 = icmp slt i64 %tile_end, %dim15
  %min29 = select i1 %c28, i64 %tile_end, i64 %dim15
  store i64 0, ptr %tile30, align 8
  br label %tiles31

tiles_done:                                       ; preds = %tiles
  %i182 = load i64, ptr %i, align 8
  %next183 = add i64 %i182, 1
  store i64 %next183, ptr %i, align 8
  br label %loop

tiles31:                                          ; preds = %versions_done, %tile25
  %i34 = load i64, ptr %tile30, align 8
  %more35 = icmp slt i64 %i34, %dim24
  br i1 %more35, label %tile32, label %tiles_done33

tile32:                                           ; preds = %tiles31
  %tile_end36 = add i64 %i34, 16
  %c37 = icmp slt i64 %tile_end36, %dim24
  %min38 = select i1 %c37, i64 %tile_end36, i64 %dim24
  store i64 %i26, ptr %j, align 8
  store i64 %i34, ptr %k, align 8
  %v = load i64, ptr %k, align 8
  %base = sext i64 %v to i128
  %next = add i64 %i34, 1
  store i64 %next, ptr %k, align 8
  %v39 = load i64, ptr %k, align 8
  store i64 %i34, ptr %k, align 8
  %at_next = sext i64 %v39 to i128
  %step = sub i128 %at_next, %base
  %step40 = trunc i128 %step to i64
  %step41 = sext i64 %step40 to i128
  %len = sub i64 %min38, %i34
  %span = sub i64 %len, 1
  %span42 = sext i64 %span to i128
  %reach = mul i128 %step41, %span42
  %c43 = icmp slt i128 %reach, 0
  %min44 = select i1 %c43, i128 %reach, i128 0
  %c45 = icmp sgt i128 %reach, 0
  %max46 = select i1 %c45, i128 %reach, i128 0
  %least = add i128 %base, %min44
  %most = add i128 %base, %max46
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits47 = and i1 %fits_low, %fits_high
  %least48 = select i1 %fits47, i128 %least, i128 -9223372036854775808
  %most49 = select i1 %fits47, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim24 to i128
  %low_ok = icmp sge i128 %least48, 0
  %high_ok = icmp slt i128 %most49, %extent
  %ok50 = and i1 true, %low_ok
  %ok51 = and i1 %ok50, %high_ok
  %v52 = load i64, ptr %j, align 8
  %base53 = sext i64 %v52 to i128
  %next54 = add i64 %i26, 1
  store i64 %next54, ptr %j, align 8
  %v55 = load i64, ptr %j, align 8
  store i64 %i26, ptr %j, align 8
  %at_next56 = sext i64 %v55 to i128
  %step57 = sub i128 %at_next56, %base53
  %step58 = trunc i128 %step57 to i64
  %step59 = sext i64 %step58 to i128
  %len60 = sub i64 %min29, %i26
  %span61 = sub i64 %len60, 1
  %span62 = sext i64 %span61 to i128
  %reach63 = mul i128 %step59, %span62
  %c64 = icmp slt i128 %reach63, 0
  %min65 = select i1 %c64, i128 %reach63, i128 0
  %c66 = icmp sgt i128 %reach63, 0
  %max67 = select i1 %c66, i128 %reach63, i128 0
  %least68 = add i128 %base53, %min65
  %most69 = add i128 %base53, %max67
  %fits_low70 = icmp sge i128 %least68, -9223372036854775808
  %fits_high71 = icmp sle i128 %most69, 9223372036854775807
  %fits72 = and i1 %fits_low70, %fits_high71
  %least73 = select i1 %fits72, i128 %least68, i128 -9223372036854775808
  %most74 = select i1 %fits72, i128 %most69, i128 9223372036854775807
  %extent75 = sext i64 %dim15 to i128
  %low_ok76 = icmp sge i128 %least73, 0
  %high_ok77 = icmp slt i128 %most74, %extent75
  %ok78 = and i1 %ok51, %low_ok76
  %ok79 = and i1 %ok78, %high_ok77
  br i1 %ok79, label %proved, label %checked

tiles_done33:                                     ; preds = %tiles31
  %i180 = load i64, ptr %tile, align 8
  %next181 = add i64 %i180, 16
  store i64 %next181, ptr %tile, align 8
  br label %tiles

proved:                                           ; preds = %tile32
  store i64 %i26, ptr %j, align 8
  br label %loop80

checked:                                          ; preds = %tile32
  store i64 %i26, ptr %j, align 8
  br label %loop122

versions_done:                                    ; preds = %exit124, %exit82
  %i178 = load i64, ptr %tile30, align 8
  %next179 = add i64 %i178, 16
  store i64 %next179, ptr %tile30, align 8
  br label %tiles31

loop80:                                           ; preds = %exit94, %proved
  %i83 = load i64, ptr %j, align 8
  %more84 = icmp slt i64 %i83, %min29
  br i1 %more84, label %body81, label %exit82

body81:                                           ; preds = %loop80
  %fits85 = icmp sle i64 %min38, %dim24
  br i1 %fits85, label %ok87, label %fail86

exit82:                                           ; preds = %loop80
  br label %versions_done

fail86:                                           ; preds = %body81
  %errp88 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp88, align 8
  %errp89 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp89, align 8
  %errp90 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp90, align 8
  %errp91 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp91, align 8
  ret i32 1

ok87:                                             ; preds = %body81
  store i64 %i34, ptr %k, align 8
  br label %loop92

loop92:                                           ; preds = %body93, %ok87
  %i95 = load i64, ptr %k, align 8
  %more96 = icmp slt i64 %i95, %min38
  br i1 %more96, label %body93, label %exit94

body93:                                           ; preds = %loop92
  %v97 = load i64, ptr %i, align 8
  %v98 = load i64, ptr %k, align 8
  %v99 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos100 = add i64 %pos, %v97
  %pos101 = mul i64 %pos100, %dim24
  %pos102 = add i64 %pos101, %v98
  %pos103 = mul i64 %pos102, %dim15
  %pos104 = add i64 %pos103, %v99
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos104
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %replicate_14, align 4
  %v105 = load i64, ptr %i, align 8
  %v106 = load i64, ptr %j, align 8
  %v107 = load i64, ptr %k, align 8
  %pos108 = mul i64 0, %dim
  %pos109 = add i64 %pos108, %v105
  %pos110 = mul i64 %pos109, %dim15
  %pos111 = add i64 %pos110, %v106
  %pos112 = mul i64 %pos111, %dim24
  %pos113 = add i64 %pos112, %v107
  %v114 = load float, ptr %replicate_14, align 4
  %elp117 = getelementptr inbounds float, ptr %buf116, i64 %pos113
  store float %v114, ptr %elp117, align 4, !alias.scope !3, !noalias !0
  %i118 = load i64, ptr %k, align 8
  %next119 = add i64 %i118, 1
  store i64 %next119, ptr %k, align 8
  br label %loop92, !llvm.loop !5

exit94:                                           ; preds = %loop92
  %i120 = load i64, ptr %j, align 8
  %next121 = add i64 %i120, 1
  store i64 %next121, ptr %j, align 8
  br label %loop80

loop122:                                          ; preds = %exit136, %checked
  %i125 = load i64, ptr %j, align 8
  %more126 = icmp slt i64 %i125, %min29
  br i1 %more126, label %body123, label %exit124

body123:                                          ; preds = %loop122
  %fits127 = icmp sle i64 %min38, %dim24
  br i1 %fits127, label %ok129, label %fail128

exit124:                                          ; preds = %loop122
  br label %versions_done

fail128:                                          ; preds = %body123
  %errp130 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp130, align 8
  %errp131 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp131, align 8
  %errp132 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp132, align 8
  %errp133 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp133, align 8
  ret i32 1

ok129:                                            ; preds = %body123
  store i64 %i34, ptr %k, align 8
  br label %loop134

loop134:                                          ; preds = %ok154, %ok129
  %i137 = load i64, ptr %k, align 8
  %more138 = icmp slt i64 %i137, %min38
  br i1 %more138, label %body135, label %exit136

body135:                                          ; preds = %loop134
  %v139 = load i64, ptr %i, align 8
  %v140 = load i64, ptr %k, align 8
  %v141 = load i64, ptr %j, align 8
  %pos142 = mul i64 0, %dim
  %pos143 = add i64 %pos142, %v139
  %inb = icmp ult i64 %v140, %dim24
  br i1 %inb, label %ok145, label %fail144

exit136:                                          ; preds = %loop134
  %i176 = load i64, ptr %j, align 8
  %next177 = add i64 %i176, 1
  store i64 %next177, ptr %j, align 8
  br label %loop122

fail144:                                          ; preds = %body135
  %errp146 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp146, align 8
  %errp147 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp147, align 8
  %errp148 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v140, ptr %errp148, align 8
  %errp149 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp149, align 8
  ret i32 1

ok145:                                            ; preds = %body135
  %pos150 = mul i64 %pos143, %dim24
  %pos151 = add i64 %pos150, %v140
  %inb152 = icmp ult i64 %v141, %dim15
  br i1 %inb152, label %ok154, label %fail153

fail153:                                          ; preds = %ok145
  %errp155 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp155, align 8
  %errp156 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp156, align 8
  %errp157 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v141, ptr %errp157, align 8
  %errp158 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp158, align 8
  ret i32 1

ok154:                                            ; preds = %ok145
  %pos159 = mul i64 %pos151, %dim15
  %pos160 = add i64 %pos159, %v141
  %elp161 = getelementptr inbounds float, ptr %buf, i64 %pos160
  %el162 = load float, ptr %elp161, align 4, !alias.scope !0, !noalias !3
  store float %el162, ptr %replicate_14, align 4
  %v163 = load i64, ptr %i, align 8
  %v164 = load i64, ptr %j, align 8
  %v165 = load i64, ptr %k, align 8
  %pos166 = mul i64 0, %dim
  %pos167 = add i64 %pos166, %v163
  %pos168 = mul i64 %pos167, %dim15
  %pos169 = add i64 %pos168, %v164
  %pos170 = mul i64 %pos169, %dim24
  %pos171 = add i64 %pos170, %v165
  %v172 = load float, ptr %replicate_14, align 4
  %elp173 = getelementptr inbounds float, ptr %buf116, i64 %pos171
  store float %v172, ptr %elp173, align 4, !alias.scope !3, !noalias !0
  %i174 = load i64, ptr %k, align 8
  %next175 = add i64 %i174, 1
  store i64 %next175, ptr %k, align 8
  br label %loop134, !llvm.loop !8
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
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.vectorize.width", i32 1}
!7 = !{!"llvm.loop.unroll.count", i32 2}
!8 = distinct !{!8, !6, !7}

; cluster c3: map
; ModuleID = 'matmul_c3'
source_filename = "matmul_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 16
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 32
  %dim6 = load i64, ptr %dimp5, align 8
  %i = alloca i64, align 8
  %dimp23 = getelementptr inbounds i64, ptr %1, i64 17
  %dim24 = load i64, ptr %dimp23, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 33
  %dim33 = load i64, ptr %dimp32, align 8
  %j = alloca i64, align 8
  %dimp53 = getelementptr inbounds i64, ptr %1, i64 18
  %dim54 = load i64, ptr %dimp53, align 8
  %dimp62 = getelementptr inbounds i64, ptr %1, i64 34
  %dim63 = load i64, ptr %dimp62, align 8
  %k = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %ar_19 = alloca float, align 4
  %bufp99 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf100 = load ptr, ptr %bufp99, align 8
  %bt_20 = alloca float, align 4
  %map_15 = alloca float, align 4
  %bufp115 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf116 = load ptr, ptr %bufp115, align 8
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
  %fits14 = icmp sle i64 %min, %dim
  br i1 %fits14, label %ok16, label %fail15

fail15:                                           ; preds = %ok9
  %errp17 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp17, align 8
  %errp18 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp18, align 8
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
  store i64 3, ptr %errp29, align 8
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
  store i64 3, ptr %errp38, align 8
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
  store i64 3, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp47, align 8
  ret i32 1

ok43:                                             ; preds = %ok36
  store i64 0, ptr %j, align 8
  br label %loop48

loop48:                                           ; preds = %exit80, %ok43
  %i51 = load i64, ptr %j, align 8
  %more52 = icmp slt i64 %i51, %dim24
  br i1 %more52, label %body49, label %exit50

body49:                                           ; preds = %loop48
  %fits55 = icmp sle i64 %dim54, %dim54
  br i1 %fits55, label %ok57, label %fail56

exit50:                                           ; preds = %loop48
  %i121 = load i64, ptr %i, align 8
  %next122 = add i64 %i121, 1
  store i64 %next122, ptr %i, align 8
  br label %loop

fail56:                                           ; preds = %body49
  %errp58 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp58, align 8
  %errp59 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp59, align 8
  %errp60 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim54, ptr %errp60, align 8
  %errp61 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim54, ptr %errp61, align 8
  ret i32 1

ok57:                                             ; preds = %body49
  %fits64 = icmp sle i64 %dim54, %dim63
  br i1 %fits64, label %ok66, label %fail65

fail65:                                           ; preds = %ok57
  %errp67 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp67, align 8
  %errp68 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp68, align 8
  %errp69 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim63, ptr %errp69, align 8
  %errp70 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim63, ptr %errp70, align 8
  ret i32 1

ok66:                                             ; preds = %ok57
  %fits71 = icmp sle i64 %dim54, %dim54
  br i1 %fits71, label %ok73, label %fail72

fail72:                                           ; preds = %ok66
  %errp74 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp74, align 8
  %errp75 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp75, align 8
  %errp76 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim54, ptr %errp76, align 8
  %errp77 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim54, ptr %errp77, align 8
  ret i32 1

ok73:                                             ; preds = %ok66
  store i64 0, ptr %k, align 8
  br label %loop78

loop78:                                           ; preds = %body79, %ok73
  %i81 = load i64, ptr %k, align 8
  %more82 = icmp slt i64 %i81, %dim54
  br i1 %more82, label %body79, label %exit80

body79:                                           ; preds = %loop78
  %v = load i64, ptr %i, align 8
  %v83 = load i64, ptr %j, align 8
  %v84 = load i64, ptr %k, align 8
  %pos = mul i64 0, %dim
  %pos85 = add i64 %pos, %v
  %pos86 = mul i64 %pos85, %dim24
  %pos87 = add i64 %pos86, %v83
  %pos88 = mul i64 %pos87, %dim54
  %pos89 = add i64 %pos88, %v84
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos89
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %ar_19, align 4
  %v90 = load i64, ptr %i, align 8
  %v91 = load i64, ptr %j, align 8
  %v92 = load i64, ptr %k, align 8
  %pos93 = mul i64 0, %dim6
  %pos94 = add i64 %pos93, %v90
  %pos95 = mul i64 %pos94, %dim33
  %pos96 = add i64 %pos95, %v91
  %pos97 = mul i64 %pos96, %dim63
  %pos98 = add i64 %pos97, %v92
  %elp101 = getelementptr inbounds float, ptr %buf100, i64 %pos98
  %el102 = load float, ptr %elp101, align 4, !alias.scope !6, !noalias !7
  store float %el102, ptr %bt_20, align 4
  %v103 = load float, ptr %ar_19, align 4
  %v104 = load float, ptr %bt_20, align 4
  %fm = fmul float %v103, %v104
  store float %fm, ptr %map_15, align 4
  %v105 = load i64, ptr %i, align 8
  %v106 = load i64, ptr %j, align 8
  %v107 = load i64, ptr %k, align 8
  %pos108 = mul i64 0, %dim
  %pos109 = add i64 %pos108, %v105
  %pos110 = mul i64 %pos109, %dim24
  %pos111 = add i64 %pos110, %v106
  %pos112 = mul i64 %pos111, %dim54
  %pos113 = add i64 %pos112, %v107
  %v114 = load float, ptr %map_15, align 4
  %elp117 = getelementptr inbounds float, ptr %buf116, i64 %pos113
  store float %v114, ptr %elp117, align 4, !alias.scope !8, !noalias !9
  %i118 = load i64, ptr %k, align 8
  %next = add i64 %i118, 1
  store i64 %next, ptr %k, align 8
  br label %loop78

exit80:                                           ; preds = %loop78
  %i119 = load i64, ptr %j, align 8
  %next120 = add i64 %i119, 1
  store i64 %next120, ptr %j, align 8
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
!1 = !{!"fuselab.buf.2", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5}
!4 = !{!"fuselab.buf.4", !2}
!5 = !{!"fuselab.buf.5", !2}
!6 = !{!4}
!7 = !{!1, !5}
!8 = !{!5}
!9 = !{!1, !4}

; cluster c4: c
; ModuleID = 'matmul_c4'
source_filename = "matmul_c4"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 40
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 41
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %acc_c_21 = alloca float, align 4
  %dimp35 = getelementptr inbounds i64, ptr %1, i64 42
  %dim36 = load i64, ptr %dimp35, align 8
  %k = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 5
  %buf = load ptr, ptr %bufp, align 8
  %map_27 = alloca float, align 4
  %bufp66 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf67 = load ptr, ptr %bufp66, align 8
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
  store i64 4, ptr %errp2, align 8
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
  store i64 4, ptr %errp9, align 8
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
  %fits16 = icmp sle i64 %dim15, %dim15
  br i1 %fits16, label %ok18, label %fail17

exit:                                             ; preds = %loop
  ret i32 0

fail17:                                           ; preds = %body12
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp20, align 8
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
  store i64 4, ptr %errp27, align 8
  %errp28 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp29, align 8
  ret i32 1

ok25:                                             ; preds = %ok18
  store i64 0, ptr %j, align 8
  br label %loop30

loop30:                                           ; preds = %exit46, %ok25
  %i33 = load i64, ptr %j, align 8
  %more34 = icmp slt i64 %i33, %dim15
  br i1 %more34, label %body31, label %exit32

body31:                                           ; preds = %loop30
  store float 0.000000e+00, ptr %acc_c_21, align 4
  %fits37 = icmp sle i64 %dim36, %dim36
  br i1 %fits37, label %ok39, label %fail38

exit32:                                           ; preds = %loop30
  %i71 = load i64, ptr %i, align 8
  %next72 = add i64 %i71, 1
  store i64 %next72, ptr %i, align 8
  br label %loop

fail38:                                           ; preds = %body31
  %errp40 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp40, align 8
  %errp41 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp41, align 8
  %errp42 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim36, ptr %errp42, align 8
  %errp43 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim36, ptr %errp43, align 8
  ret i32 1

ok39:                                             ; preds = %body31
  store i64 0, ptr %k, align 8
  br label %loop44

loop44:                                           ; preds = %body45, %ok39
  %i47 = load i64, ptr %k, align 8
  %more48 = icmp slt i64 %i47, %dim36
  br i1 %more48, label %body45, label %exit46

body45:                                           ; preds = %loop44
  %v = load i64, ptr %i, align 8
  %v49 = load i64, ptr %j, align 8
  %v50 = load i64, ptr %k, align 8
  %pos = mul i64 0, %dim
  %pos51 = add i64 %pos, %v
  %pos52 = mul i64 %pos51, %dim15
  %pos53 = add i64 %pos52, %v49
  %pos54 = mul i64 %pos53, %dim36
  %pos55 = add i64 %pos54, %v50
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos55
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %map_27, align 4
  %v56 = load float, ptr %acc_c_21, align 4
  %v57 = load float, ptr %map_27, align 4
  %fa = fadd reassoc float %v56, %v57
  store float %fa, ptr %acc_c_21, align 4
  %i58 = load i64, ptr %k, align 8
  %next = add i64 %i58, 1
  store i64 %next, ptr %k, align 8
  br label %loop44

exit46:                                           ; preds = %loop44
  %v59 = load i64, ptr %i, align 8
  %v60 = load i64, ptr %j, align 8
  %pos61 = mul i64 0, %dim
  %pos62 = add i64 %pos61, %v59
  %pos63 = mul i64 %pos62, %dim15
  %pos64 = add i64 %pos63, %v60
  %v65 = load float, ptr %acc_c_21, align 4
  %elp68 = getelementptr inbounds float, ptr %buf67, i64 %pos64
  store float %v65, ptr %elp68, align 4, !alias.scope !3, !noalias !0
  %i69 = load i64, ptr %j, align 8
  %next70 = add i64 %i69, 1
  store i64 %next70, ptr %j, align 8
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
!1 = !{!"fuselab.buf.5", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.6", !2}

