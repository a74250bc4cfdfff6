; cluster c0: xj
; ModuleID = 'nbody_c0'
source_filename = "nbody_c0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 0
  %buf = load ptr, ptr %bufp, align 8
  %xs_3 = alloca float, align 4
  %bufp41 = getelementptr inbounds ptr, ptr %0, i64 3
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
  store i64 0, ptr %errp2, align 8
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
  %fits7 = icmp sle i64 %dim, %dim
  br i1 %fits7, label %ok9, label %fail8

exit:                                             ; preds = %loop
  ret i32 0

fail8:                                            ; preds = %body5
  %errp10 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp10, align 8
  %errp11 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %body5
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  store i64 1, ptr %j, align 8
  %v14 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %v14 to i128
  %step = sub i128 %at_next, %base
  %step15 = trunc i128 %step to i64
  %step16 = sext i64 %step15 to i128
  %len = sub i64 %dim, 0
  %span = sub i64 %len, 1
  %span17 = sext i64 %span to i128
  %reach = mul i128 %step16, %span17
  %c18 = icmp slt i128 %reach, 0
  %min19 = select i1 %c18, i128 %reach, i128 0
  %c20 = icmp sgt i128 %reach, 0
  %max21 = select i1 %c20, i128 %reach, i128 0
  %least = add i128 %base, %min19
  %most = add i128 %base, %max21
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits22 = and i1 %fits_low, %fits_high
  %least23 = select i1 %fits22, i128 %least, i128 -9223372036854775808
  %most24 = select i1 %fits22, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim to i128
  %low_ok = icmp sge i128 %least23, 0
  %high_ok = icmp slt i128 %most24, %extent
  %ok25 = and i1 true, %low_ok
  %ok26 = and i1 %ok25, %high_ok
  br i1 %ok26, label %proved, label %checked

proved:                                           ; preds = %ok9
  store i64 0, ptr %j, align 8
  br label %loop27

checked:                                          ; preds = %ok9
  store i64 0, ptr %j, align 8
  br label %loop45

versions_done:                                    ; preds = %exit47, %exit29
  %i71 = load i64, ptr %i, align 8
  %next72 = add i64 %i71, 1
  store i64 %next72, ptr %i, align 8
  br label %loop

loop27:                                           ; preds = %body28, %proved
  %i30 = load i64, ptr %j, align 8
  %more31 = icmp slt i64 %i30, %dim
  br i1 %more31, label %body28, label %exit29

body28:                                           ; preds = %loop27
  %v32 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos33 = add i64 %pos, %v32
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos33
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %xs_3, align 4
  %v34 = load i64, ptr %i, align 8
  %v35 = load i64, ptr %j, align 8
  %pos36 = mul i64 0, %dim
  %pos37 = add i64 %pos36, %v34
  %pos38 = mul i64 %pos37, %dim
  %pos39 = add i64 %pos38, %v35
  %v40 = load float, ptr %xs_3, align 4
  %elp43 = getelementptr inbounds float, ptr %buf42, i64 %pos39
  store float %v40, ptr %elp43, align 4, !alias.scope !3, !noalias !0
  %i44 = load i64, ptr %j, align 8
  %next = add i64 %i44, 1
  store i64 %next, ptr %j, align 8
  br label %loop27

exit29:                                           ; preds = %loop27
  br label %versions_done

loop45:                                           ; preds = %ok52, %checked
  %i48 = load i64, ptr %j, align 8
  %more49 = icmp slt i64 %i48, %dim
  br i1 %more49, label %body46, label %exit47

body46:                                           ; preds = %loop45
  %v50 = load i64, ptr %j, align 8
  %inb = icmp ult i64 %v50, %dim
  br i1 %inb, label %ok52, label %fail51

exit47:                                           ; preds = %loop45
  br label %versions_done

fail51:                                           ; preds = %body46
  %errp53 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp53, align 8
  %errp54 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 0, ptr %errp54, align 8
  %errp55 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v50, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp56, align 8
  ret i32 1

ok52:                                             ; preds = %body46
  %pos57 = mul i64 0, %dim
  %pos58 = add i64 %pos57, %v50
  %elp59 = getelementptr inbounds float, ptr %buf, i64 %pos58
  %el60 = load float, ptr %elp59, align 4, !alias.scope !0, !noalias !3
  store float %el60, ptr %xs_3, align 4
  %v61 = load i64, ptr %i, align 8
  %v62 = load i64, ptr %j, align 8
  %pos63 = mul i64 0, %dim
  %pos64 = add i64 %pos63, %v61
  %pos65 = mul i64 %pos64, %dim
  %pos66 = add i64 %pos65, %v62
  %v67 = load float, ptr %xs_3, align 4
  %elp68 = getelementptr inbounds float, ptr %buf42, i64 %pos66
  store float %v67, ptr %elp68, align 4, !alias.scope !3, !noalias !0
  %i69 = load i64, ptr %j, align 8
  %next70 = add i64 %i69, 1
  store i64 %next70, ptr %j, align 8
  br label %loop45
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
!4 = !{!"fuselab.buf.3", !2}

; cluster c1: yj
; ModuleID = 'nbody_c1'
source_filename = "nbody_c1"
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
  %bufp = getelementptr inbounds ptr, ptr %0, i64 1
  %buf = load ptr, ptr %bufp, align 8
  %ys_7 = alloca float, align 4
  %bufp43 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf44 = load ptr, ptr %bufp43, align 8
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
  store i64 1, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %body5
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  store i64 1, ptr %j, align 8
  %v16 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %v16 to i128
  %step = sub i128 %at_next, %base
  %step17 = trunc i128 %step to i64
  %step18 = sext i64 %step17 to i128
  %len = sub i64 %dim8, 0
  %span = sub i64 %len, 1
  %span19 = sext i64 %span to i128
  %reach = mul i128 %step18, %span19
  %c20 = icmp slt i128 %reach, 0
  %min21 = select i1 %c20, i128 %reach, i128 0
  %c22 = icmp sgt i128 %reach, 0
  %max23 = select i1 %c22, i128 %reach, i128 0
  %least = add i128 %base, %min21
  %most = add i128 %base, %max23
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits24 = and i1 %fits_low, %fits_high
  %least25 = select i1 %fits24, i128 %least, i128 -9223372036854775808
  %most26 = select i1 %fits24, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim8 to i128
  %low_ok = icmp sge i128 %least25, 0
  %high_ok = icmp slt i128 %most26, %extent
  %ok27 = and i1 true, %low_ok
  %ok28 = and i1 %ok27, %high_ok
  br i1 %ok28, label %proved, label %checked

proved:                                           ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop29

checked:                                          ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop47

versions_done:                                    ; preds = %exit49, %exit31
  %i73 = load i64, ptr %i, align 8
  %next74 = add i64 %i73, 1
  store i64 %next74, ptr %i, align 8
  br label %loop

loop29:                                           ; preds = %body30, %proved
  %i32 = load i64, ptr %j, align 8
  %more33 = icmp slt i64 %i32, %dim8
  br i1 %more33, label %body30, label %exit31

body30:                                           ; preds = %loop29
  %v34 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim8
  %pos35 = add i64 %pos, %v34
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos35
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %ys_7, align 4
  %v36 = load i64, ptr %i, align 8
  %v37 = load i64, ptr %j, align 8
  %pos38 = mul i64 0, %dim
  %pos39 = add i64 %pos38, %v36
  %pos40 = mul i64 %pos39, %dim8
  %pos41 = add i64 %pos40, %v37
  %v42 = load float, ptr %ys_7, align 4
  %elp45 = getelementptr inbounds float, ptr %buf44, i64 %pos41
  store float %v42, ptr %elp45, align 4, !alias.scope !3, !noalias !0
  %i46 = load i64, ptr %j, align 8
  %next = add i64 %i46, 1
  store i64 %next, ptr %j, align 8
  br label %loop29

exit31:                                           ; preds = %loop29
  br label %versions_done

loop47:                                           ; preds = %ok54, %checked
  %i50 = load i64, ptr %j, align 8
  %more51 = icmp slt i64 %i50, %dim8
  br i1 %more51, label %body48, label %exit49

body48:                                           ; preds = %loop47
  %v52 = load i64, ptr %j, align 8
  %inb = icmp ult i64 %v52, %dim8
  br i1 %inb, label %ok54, label %fail53

exit49:                                           ; preds = %loop47
  br label %versions_done

fail53:                                           ; preds = %body48
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 1, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v52, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %body48
  %pos59 = mul i64 0, %dim8
  %pos60 = add i64 %pos59, %v52
  %elp61 = getelementptr inbounds float, ptr %buf, i64 %pos60
  %el62 = load float, ptr %elp61, align 4, !alias.scope !0, !noalias !3
  store float %el62, ptr %ys_7, align 4
  %v63 = load i64, ptr %i, align 8
  %v64 = load i64, ptr %j, align 8
  %pos65 = mul i64 0, %dim
  %pos66 = add i64 %pos65, %v63
  %pos67 = mul i64 %pos66, %dim8
  %pos68 = add i64 %pos67, %v64
  %v69 = load float, ptr %ys_7, align 4
  %elp70 = getelementptr inbounds float, ptr %buf44, i64 %pos68
  store float %v69, ptr %elp70, align 4, !alias.scope !3, !noalias !0
  %i71 = load i64, ptr %j, align 8
  %next72 = add i64 %i71, 1
  store i64 %next72, ptr %j, align 8
  br label %loop47
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
!4 = !{!"fuselab.buf.4", !2}

; cluster c2: mj
; ModuleID = 'nbody_c2'
source_filename = "nbody_c2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 0
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %dimp7 = getelementptr inbounds i64, ptr %1, i64 16
  %dim8 = load i64, ptr %dimp7, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 2
  %buf = load ptr, ptr %bufp, align 8
  %ms_11 = alloca float, align 4
  %bufp43 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf44 = load ptr, ptr %bufp43, align 8
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
  %fits9 = icmp sle i64 %dim8, %dim8
  br i1 %fits9, label %ok11, label %fail10

exit:                                             ; preds = %loop
  ret i32 0

fail10:                                           ; preds = %body5
  %errp12 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp13, align 8
  %errp14 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim8, ptr %errp14, align 8
  %errp15 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp15, align 8
  ret i32 1

ok11:                                             ; preds = %body5
  store i64 0, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  store i64 1, ptr %j, align 8
  %v16 = load i64, ptr %j, align 8
  store i64 0, ptr %j, align 8
  %at_next = sext i64 %v16 to i128
  %step = sub i128 %at_next, %base
  %step17 = trunc i128 %step to i64
  %step18 = sext i64 %step17 to i128
  %len = sub i64 %dim8, 0
  %span = sub i64 %len, 1
  %span19 = sext i64 %span to i128
  %reach = mul i128 %step18, %span19
  %c20 = icmp slt i128 %reach, 0
  %min21 = select i1 %c20, i128 %reach, i128 0
  %c22 = icmp sgt i128 %reach, 0
  %max23 = select i1 %c22, i128 %reach, i128 0
  %least = add i128 %base, %min21
  %most = add i128 %base, %max23
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits24 = and i1 %fits_low, %fits_high
  %least25 = select i1 %fits24, i128 %least, i128 -9223372036854775808
  %most26 = select i1 %fits24, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim8 to i128
  %low_ok = icmp sge i128 %least25, 0
  %high_ok = icmp slt i128 %most26, %extent
  %ok27 = and i1 true, %low_ok
  %ok28 = and i1 %ok27, %high_ok
  br i1 %ok28, label %proved, label %checked

proved:                                           ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop29

checked:                                          ; preds = %ok11
  store i64 0, ptr %j, align 8
  br label %loop47

versions_done:                                    ; preds = %exit49, %exit31
  %i73 = load i64, ptr %i, align 8
  %next74 = add i64 %i73, 1
  store i64 %next74, ptr %i, align 8
  br label %loop

loop29:                                           ; preds = %body30, %proved
  %i32 = load i64, ptr %j, align 8
  %more33 = icmp slt i64 %i32, %dim8
  br i1 %more33, label %body30, label %exit31

body30:                                           ; preds = %loop29
  %v34 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim8
  %pos35 = add i64 %pos, %v34
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos35
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %ms_11, align 4
  %v36 = load i64, ptr %i, align 8
  %v37 = load i64, ptr %j, align 8
  %pos38 = mul i64 0, %dim
  %pos39 = add i64 %pos38, %v36
  %pos40 = mul i64 %pos39, %dim8
  %pos41 = add i64 %pos40, %v37
  %v42 = load float, ptr %ms_11, align 4
  %elp45 = getelementptr inbounds float, ptr %buf44, i64 %pos41
  store float %v42, ptr %elp45, align 4, !alias.scope !3, !noalias !0
  %i46 = load i64, ptr %j, align 8
  %next = add i64 %i46, 1
  store i64 %next, ptr %j, align 8
  br label %loop29

exit31:                                           ; preds = %loop29
  br label %versions_done

loop47:                                           ; preds = %ok54, %checked
  %i50 = load i64, ptr %j, align 8
  %more51 = icmp slt i64 %i50, %dim8
  br i1 %more51, label %body48, label %exit49

body48:                                           ; preds = %loop47
  %v52 = load i64, ptr %j, align 8
  %inb = icmp ult i64 %v52, %dim8
  br i1 %inb, label %ok54, label %fail53

exit49:                                           ; preds = %loop47
  br label %versions_done

fail53:                                           ; preds = %body48
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 2, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v52, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim8, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %body48
  %pos59 = mul i64 0, %dim8
  %pos60 = add i64 %pos59, %v52
  %elp61 = getelementptr inbounds float, ptr %buf, i64 %pos60
  %el62 = load float, ptr %elp61, align 4, !alias.scope !0, !noalias !3
  store float %el62, ptr %ms_11, align 4
  %v63 = load i64, ptr %i, align 8
  %v64 = load i64, ptr %j, align 8
  %pos65 = mul i64 0, %dim
  %pos66 = add i64 %pos65, %v63
  %pos67 = mul i64 %pos66, %dim8
  %pos68 = add i64 %pos67, %v64
  %v69 = load float, ptr %ms_11, align 4
  %elp70 = getelementptr inbounds float, ptr %buf44, i64 %pos68
  store float %v69, ptr %elp70, align 4, !alias.scope !3, !noalias !0
  %i71 = load i64, ptr %j, align 8
  %next72 = add i64 %i71, 1
  store i64 %next72, ptr %j, align 8
  br label %loop47
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

; cluster c3: xi
; ModuleID = 'nbody_c3'
source_filename = "nbody_c3"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 25
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 24
  %dim6 = load i64, ptr %dimp5, align 8
  %tile = alloca i64, align 8
  %tile10 = alloca i64, align 8
  %i19 = alloca i64, align 8
  %j = alloca i64, align 8
  %tile_buf = alloca [4096 x float], align 64
  %tile61 = alloca i64, align 8
  %tile67 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 3
  %buf = load ptr, ptr %bufp, align 8
  %copy_j = alloca i64, align 8
  %copy_i = alloca i64, align 8
  %xj_15 = alloca float, align 4
  %bufp199 = getelementptr inbounds ptr, ptr %0, i64 6
  %buf200 = load ptr, ptr %bufp199, align 8
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
  store i64 %max, ptr %tile, align 8
  br label %tiles

tiles:                                            ; preds = %tiles_done13, %ok
  %i = load i64, ptr %tile, align 8
  %more = icmp slt i64 %i, %min
  br i1 %more, label %tile7, label %tiles_done

tile7:                                            ; preds = %tiles
  %tile_end = add i64 %i, 64
  %c8 = icmp slt i64 %tile_end, %min
  %min9 = select i1 %c8, i64 %tile_end, i64 %min
  store i64 0, ptr %tile10, align 8
  br label %tiles11

tiles_done:                                       ; preds = %tiles
  ret i32 0

tiles11:                                          ; preds = %versions_done, %tile7
  %i14 = load i64, ptr %tile10, align 8
  %more15 = icmp slt i64 %i14, %dim6
  br i1 %more15, label %tile12, label %tiles_done13

tile12:                                           ; preds = %tiles11
  %tile_end16 = add i64 %i14, 64
  %c17 = icmp slt i64 %tile_end16, %dim6
  %min18 = select i1 %c17, i64 %tile_end16, i64 %dim6
  store i64 %i, ptr %i19, align 8
  store i64 %i14, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  %next = add i64 %i14, 1
  store i64 %next, ptr %j, align 8
  %v20 = load i64, ptr %j, align 8
  store i64 %i14, ptr %j, align 8
  %at_next = sext i64 %v20 to i128
  %step = sub i128 %at_next, %base
  %step21 = trunc i128 %step to i64
  %step22 = sext i64 %step21 to i128
  %len = sub i64 %min18, %i14
  %span = sub i64 %len, 1
  %span23 = sext i64 %span to i128
  %reach = mul i128 %step22, %span23
  %c24 = icmp slt i128 %reach, 0
  %min25 = select i1 %c24, i128 %reach, i128 0
  %c26 = icmp sgt i128 %reach, 0
  %max27 = select i1 %c26, i128 %reach, i128 0
  %least = add i128 %base, %min25
  %most = add i128 %base, %max27
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits28 = and i1 %fits_low, %fits_high
  %least29 = select i1 %fits28, i128 %least, i128 -9223372036854775808
  %most30 = select i1 %fits28, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim6 to i128
  %low_ok = icmp sge i128 %least29, 0
  %high_ok = icmp slt i128 %most30, %extent
  %ok31 = and i1 true, %low_ok
  %ok32 = and i1 %ok31, %high_ok
  %v33 = load i64, ptr %i19, align 8
  %base34 = sext i64 %v33 to i128
  %next35 = add i64 %i, 1
  store i64 %next35, ptr %i19, align 8
  %v36 = load i64, ptr %i19, align 8
  store i64 %i, ptr %i19, align 8
  %at_next37 = sext i64 %v36 to i128
  %step38 = sub i128 %at_next37, %base34
  %step39 = trunc i128 %step38 to i64
  %step40 = sext i64 %step39 to i128
  %len41 = sub i64 %min9, %i
  %span42 = sub i64 %len41, 1
  %span43 = sext i64 %span42 to i128
  %reach44 = mul i128 %step40, %span43
  %c45 = icmp slt i128 %reach44, 0
  %min46 = select i1 %c45, i128 %reach44, i128 0
  %c47 = icmp sgt i128 %reach44, 0
  %max48 = select i1 %c47, i128 %reach44, i128 0
  %least49 = add i128 %base34, %min46
  %most50 = add i128 %base34, %max48
  %fits_low51 = icmp sge i128 %least49, -9223372036854775808
  %fits_high52 = icmp sle i128 %most50, 9223372036854775807
  %fits53 = and i1 %fits_low51, %fits_high52
  %least54 = select i1 %fits53, i128 %least49, i128 -9223372036854775808
  %most55 = select i1 %fits53, i128 %most50, i128 9223372036854775807
  %extent56 = sext i64 %dim to i128
  %low_ok57 = icmp sge i128 %least54, 0
  %high_ok58 = icmp slt i128 %most55, %extent56
  %ok59 = and i1 %ok32, %low_ok57
  %ok60 = and i1 %ok59, %high_ok58
  br i1 %ok60, label %proved, label %checked

tiles_done13:                                     ; preds = %tiles11
  %i258 = load i64, ptr %tile, align 8
  %next259 = add i64 %i258, 64
  store i64 %next259, ptr %tile, align 8
  br label %tiles

proved:                                           ; preds = %tile12
  %tile_w = sub i64 %min9, %i
  %tile_h = sub i64 %min18, %i14
  %wide = icmp eq i64 %tile_w, 64
  %high = icmp eq i64 %tile_h, 64
  %whole = and i1 %wide, %high
  br i1 %whole, label %tile_blocks, label %tile_elements

checked:                                          ; preds = %tile12
  store i64 %i, ptr %i19, align 8
  br label %loop206

versions_done:                                    ; preds = %exit208, %exit
  %i256 = load i64, ptr %tile10, align 8
  %next257 = add i64 %i256, 64
  store i64 %next257, ptr %tile10, align 8
  br label %tiles11

tile_blocks:                                      ; preds = %proved
  store i64 0, ptr %tile61, align 8
  br label %tiles62

tile_elements:                                    ; preds = %proved
  store i64 %i14, ptr %copy_j, align 8
  br label %copy_rows

tile_copied:                                      ; preds = %copy_rows_done, %tiles_done64
  store i64 %i, ptr %i19, align 8
  br label %loop

tiles62:                                          ; preds = %tiles_done70, %tile_blocks
  %i65 = load i64, ptr %tile61, align 8
  %more66 = icmp slt i64 %i65, 64
  br i1 %more66, label %tile63, label %tiles_done64

tile63:                                           ; preds = %tiles62
  store i64 0, ptr %tile67, align 8
  br label %tiles68

tiles_done64:                                     ; preds = %tiles62
  br label %tile_copied

tiles68:                                          ; preds = %tile69, %tile63
  %i71 = load i64, ptr %tile67, align 8
  %more72 = icmp slt i64 %i71, 64
  br i1 %more72, label %tile69, label %tiles_done70

tile69:                                           ; preds = %tiles68
  %bi = add i64 %i, %i71
  %bj = add i64 %i14, %i65
  %bj73 = add i64 %bj, 0
  store i64 %bj73, ptr %j, align 8
  %v74 = load i64, ptr %j, align 8
  %row = mul i64 %v74, %dim
  %bpos = add i64 %row, %bi
  %bp = getelementptr inbounds float, ptr %buf, i64 %bpos
  %brow_v = load <8 x float>, ptr %bp, align 4
  %bj75 = add i64 %bj, 1
  store i64 %bj75, ptr %j, align 8
  %v76 = load i64, ptr %j, align 8
  %row77 = mul i64 %v76, %dim
  %bpos78 = add i64 %row77, %bi
  %bp79 = getelementptr inbounds float, ptr %buf, i64 %bpos78
  %brow_v80 = load <8 x float>, ptr %bp79, align 4
  %bj81 = add i64 %bj, 2
  store i64 %bj81, ptr %j, align 8
  %v82 = load i64, ptr %j, align 8
  %row83 = mul i64 %v82, %dim
  %bpos84 = add i64 %row83, %bi
  %bp85 = getelementptr inbounds float, ptr %buf, i64 %bpos84
  %brow_v86 = load <8 x float>, ptr %bp85, align 4
  %bj87 = add i64 %bj, 3
  store i64 %bj87, ptr %j, align 8
  %v88 = load i64, ptr %j, align 8
  %row89 = mul i64 %v88, %dim
  %bpos90 = add i64 %row89, %bi
  %bp91 = getelementptr inbounds float, ptr %buf, i64 %bpos90
  %brow_v92 = load <8 x float>, ptr %bp91, align 4
  %bj93 = add i64 %bj, 4
  store i64 %bj93, ptr %j, align 8
  %v94 = load i64, ptr %j, align 8
  %row95 = mul i64 %v94, %dim
  %bpos96 = add i64 %row95, %bi
  %bp97 = getelementptr inbounds float, ptr %buf, i64 %bpos96
  %brow_v98 = load <8 x float>, ptr %bp97, align 4
  %bj99 = add i64 %bj, 5
  store i64 %bj99, ptr %j, align 8
  %v100 = load i64, ptr %j, align 8
  %row101 = mul i64 %v100, %dim
  %bpos102 = add i64 %row101, %bi
  %bp103 = getelementptr inbounds float, ptr %buf, i64 %bpos102
  %brow_v104 = load <8 x float>, ptr %bp103, align 4
  %bj105 = add i64 %bj, 6
  store i64 %bj105, ptr %j, align 8
  %v106 = load i64, ptr %j, align 8
  %row107 = mul i64 %v106, %dim
  %bpos108 = add i64 %row107, %bi
  %bp109 = getelementptr inbounds float, ptr %buf, i64 %bpos108
  %brow_v110 = load <8 x float>, ptr %bp109, align 4
  %bj111 = add i64 %bj, 7
  store i64 %bj111, ptr %j, align 8
  %v112 = load i64, ptr %j, align 8
  %row113 = mul i64 %v112, %dim
  %bpos114 = add i64 %row113, %bi
  %bp115 = getelementptr inbounds float, ptr %buf, i64 %bpos114
  %brow_v116 = load <8 x float>, ptr %bp115, align 4
  %tr = shufflevector <8 x float> %brow_v, <8 x float> %brow_v80, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr117 = shufflevector <8 x float> %brow_v, <8 x float> %brow_v80, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr118 = shufflevector <8 x float> %brow_v86, <8 x float> %brow_v92, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr119 = shufflevector <8 x float> %brow_v86, <8 x float> %brow_v92, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr120 = shufflevector <8 x float> %brow_v98, <8 x float> %brow_v104, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr121 = shufflevector <8 x float> %brow_v98, <8 x float> %brow_v104, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr122 = shufflevector <8 x float> %brow_v110, <8 x float> %brow_v116, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr123 = shufflevector <8 x float> %brow_v110, <8 x float> %brow_v116, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr124 = shufflevector <8 x float> %tr, <8 x float> %tr118, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr125 = shufflevector <8 x float> %tr, <8 x float> %tr118, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr126 = shufflevector <8 x float> %tr117, <8 x float> %tr119, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr127 = shufflevector <8 x float> %tr117, <8 x float> %tr119, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr128 = shufflevector <8 x float> %tr120, <8 x float> %tr122, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr129 = shufflevector <8 x float> %tr120, <8 x float> %tr122, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr130 = shufflevector <8 x float> %tr121, <8 x float> %tr123, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr131 = shufflevector <8 x float> %tr121, <8 x float> %tr123, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr132 = shufflevector <8 x float> %tr124, <8 x float> %tr128, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr133 = shufflevector <8 x float> %tr125, <8 x float> %tr129, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr134 = shufflevector <8 x float> %tr126, <8 x float> %tr130, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr135 = shufflevector <8 x float> %tr127, <8 x float> %tr131, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr136 = shufflevector <8 x float> %tr124, <8 x float> %tr128, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr137 = shufflevector <8 x float> %tr125, <8 x float> %tr129, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr138 = shufflevector <8 x float> %tr126, <8 x float> %tr130, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr139 = shufflevector <8 x float> %tr127, <8 x float> %tr131, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %brow = mul i64 %i71, 64
  %bcell = add i64 %brow, %i65
  %bcell140 = add i64 %bcell, 0
  %bcell141 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell140
  store <8 x float> %tr132, ptr %bcell141, align 4
  %bcell142 = add i64 %bcell, 64
  %bcell143 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell142
  store <8 x float> %tr133, ptr %bcell143, align 4
  %bcell144 = add i64 %bcell, 128
  %bcell145 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell144
  store <8 x float> %tr134, ptr %bcell145, align 4
  %bcell146 = add i64 %bcell, 192
  %bcell147 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell146
  store <8 x float> %tr135, ptr %bcell147, align 4
  %bcell148 = add i64 %bcell, 256
  %bcell149 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell148
  store <8 x float> %tr136, ptr %bcell149, align 4
  %bcell150 = add i64 %bcell, 320
  %bcell151 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell150
  store <8 x float> %tr137, ptr %bcell151, align 4
  %bcell152 = add i64 %bcell, 384
  %bcell153 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell152
  store <8 x float> %tr138, ptr %bcell153, align 4
  %bcell154 = add i64 %bcell, 448
  %bcell155 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell154
  store <8 x float> %tr139, ptr %bcell155, align 4
  %i156 = load i64, ptr %tile67, align 8
  %next157 = add i64 %i156, 8
  store i64 %next157, ptr %tile67, align 8
  br label %tiles68

tiles_done70:                                     ; preds = %tiles68
  %i158 = load i64, ptr %tile61, align 8
  %next159 = add i64 %i158, 8
  store i64 %next159, ptr %tile61, align 8
  br label %tiles62

copy_rows:                                        ; preds = %copy_cols_done, %tile_elements
  %i160 = load i64, ptr %copy_j, align 8
  %more161 = icmp slt i64 %i160, %min18
  br i1 %more161, label %copy_row, label %copy_rows_done

copy_row:                                         ; preds = %copy_rows
  store i64 %i160, ptr %j, align 8
  %v162 = load i64, ptr %j, align 8
  %row163 = mul i64 %v162, %dim
  store i64 %i, ptr %copy_i, align 8
  br label %copy_cols

copy_rows_done:                                   ; preds = %copy_rows
  br label %tile_copied

copy_cols:                                        ; preds = %copy_col, %copy_row
  %i164 = load i64, ptr %copy_i, align 8
  %more165 = icmp slt i64 %i164, %min9
  br i1 %more165, label %copy_col, label %copy_cols_done

copy_col:                                         ; preds = %copy_cols
  %pos = add i64 %row163, %i164
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  %di = sub i64 %i164, %i
  %dj = sub i64 %i160, %i14
  %cell_row = mul i64 %di, 64
  %cell = add i64 %cell_row, %dj
  %cellp = getelementptr inbounds float, ptr %tile_buf, i64 %cell
  store float %el, ptr %cellp, align 4
  %i166 = load i64, ptr %copy_i, align 8
  %next167 = add i64 %i166, 1
  store i64 %next167, ptr %copy_i, align 8
  br label %copy_cols

copy_cols_done:                                   ; preds = %copy_cols
  %i168 = load i64, ptr %copy_j, align 8
  %next169 = add i64 %i168, 1
  store i64 %next169, ptr %copy_j, align 8
  br label %copy_rows

loop:                                             ; preds = %exit182, %tile_copied
  %i171 = load i64, ptr %i19, align 8
  %more172 = icmp slt i64 %i171, %min9
  br i1 %more172, label %body170, label %exit

body170:                                          ; preds = %loop
  %fits173 = icmp sle i64 %min18, %dim6
  br i1 %fits173, label %ok175, label %fail174

exit:                                             ; preds = %loop
  br label %versions_done

fail174:                                          ; preds = %body170
  %errp176 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp176, align 8
  %errp177 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp177, align 8
  %errp178 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp178, align 8
  %errp179 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp179, align 8
  ret i32 1

ok175:                                            ; preds = %body170
  store i64 %i14, ptr %j, align 8
  br label %loop180

loop180:                                          ; preds = %body181, %ok175
  %i183 = load i64, ptr %j, align 8
  %more184 = icmp slt i64 %i183, %min18
  br i1 %more184, label %body181, label %exit182

body181:                                          ; preds = %loop180
  %v185 = load i64, ptr %i19, align 8
  %v186 = load i64, ptr %j, align 8
  %di187 = sub i64 %v185, %i
  %dj188 = sub i64 %v186, %i14
  %cell_row189 = mul i64 %di187, 64
  %cell190 = add i64 %cell_row189, %dj188
  %cellp191 = getelementptr inbounds float, ptr %tile_buf, i64 %cell190
  %tile_read = load float, ptr %cellp191, align 4
  store float %tile_read, ptr %xj_15, align 4
  %v192 = load i64, ptr %i19, align 8
  %v193 = load i64, ptr %j, align 8
  %pos194 = mul i64 0, %dim
  %pos195 = add i64 %pos194, %v192
  %pos196 = mul i64 %pos195, %dim6
  %pos197 = add i64 %pos196, %v193
  %v198 = load float, ptr %xj_15, align 4
  %elp201 = getelementptr inbounds float, ptr %buf200, i64 %pos197
  store float %v198, ptr %elp201, align 4, !alias.scope !3, !noalias !0
  %i202 = load i64, ptr %j, align 8
  %next203 = add i64 %i202, 1
  store i64 %next203, ptr %j, align 8
  br label %loop180, !llvm.loop !5

exit182:                                          ; preds = %loop180
  %i204 = load i64, ptr %i19, align 8
  %next205 = add i64 %i204, 1
  store i64 %next205, ptr %i19, align 8
  br label %loop

loop206:                                          ; preds = %exit220, %checked
  %i209 = load i64, ptr %i19, align 8
  %more210 = icmp slt i64 %i209, %min9
  br i1 %more210, label %body207, label %exit208

body207:                                          ; preds = %loop206
  %fits211 = icmp sle i64 %min18, %dim6
  br i1 %fits211, label %ok213, label %fail212

exit208:                                          ; preds = %loop206
  br label %versions_done

fail212:                                          ; preds = %body207
  %errp214 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp214, align 8
  %errp215 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp215, align 8
  %errp216 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp216, align 8
  %errp217 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp217, align 8
  ret i32 1

ok213:                                            ; preds = %body207
  store i64 %i14, ptr %j, align 8
  br label %loop218

loop218:                                          ; preds = %ok235, %ok213
  %i221 = load i64, ptr %j, align 8
  %more222 = icmp slt i64 %i221, %min18
  br i1 %more222, label %body219, label %exit220

body219:                                          ; preds = %loop218
  %v223 = load i64, ptr %j, align 8
  %v224 = load i64, ptr %i19, align 8
  %inb = icmp ult i64 %v223, %dim6
  br i1 %inb, label %ok226, label %fail225

exit220:                                          ; preds = %loop218
  %i254 = load i64, ptr %i19, align 8
  %next255 = add i64 %i254, 1
  store i64 %next255, ptr %i19, align 8
  br label %loop206

fail225:                                          ; preds = %body219
  %errp227 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp227, align 8
  %errp228 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp228, align 8
  %errp229 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v223, ptr %errp229, align 8
  %errp230 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp230, align 8
  ret i32 1

ok226:                                            ; preds = %body219
  %pos231 = mul i64 0, %dim6
  %pos232 = add i64 %pos231, %v223
  %inb233 = icmp ult i64 %v224, %dim
  br i1 %inb233, label %ok235, label %fail234

fail234:                                          ; preds = %ok226
  %errp236 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp236, align 8
  %errp237 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 3, ptr %errp237, align 8
  %errp238 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v224, ptr %errp238, align 8
  %errp239 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp239, align 8
  ret i32 1

ok235:                                            ; preds = %ok226
  %pos240 = mul i64 %pos232, %dim
  %pos241 = add i64 %pos240, %v224
  %elp242 = getelementptr inbounds float, ptr %buf, i64 %pos241
  %el243 = load float, ptr %elp242, align 4, !alias.scope !0, !noalias !3
  store float %el243, ptr %xj_15, align 4
  %v244 = load i64, ptr %i19, align 8
  %v245 = load i64, ptr %j, align 8
  %pos246 = mul i64 0, %dim
  %pos247 = add i64 %pos246, %v244
  %pos248 = mul i64 %pos247, %dim6
  %pos249 = add i64 %pos248, %v245
  %v250 = load float, ptr %xj_15, align 4
  %elp251 = getelementptr inbounds float, ptr %buf200, i64 %pos249
  store float %v250, ptr %elp251, align 4, !alias.scope !3, !noalias !0
  %i252 = load i64, ptr %j, align 8
  %next253 = add i64 %i252, 1
  store i64 %next253, ptr %j, align 8
  br label %loop218, !llvm.loop !7
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
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.interleave.count", i32 1}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.vectorize.width", i32 1}
!9 = !{!"llvm.loop.unroll.count", i32 2}

; cluster c4: yi
; ModuleID = 'nbody_c4'
source_filename = "nbody_c4"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 33
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 32
  %dim6 = load i64, ptr %dimp5, align 8
  %tile = alloca i64, align 8
  %tile10 = alloca i64, align 8
  %i19 = alloca i64, align 8
  %j = alloca i64, align 8
  %tile_buf = alloca [4096 x float], align 64
  %tile61 = alloca i64, align 8
  %tile67 = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 4
  %buf = load ptr, ptr %bufp, align 8
  %copy_j = alloca i64, align 8
  %copy_i = alloca i64, align 8
  %yj_19 = alloca float, align 4
  %bufp199 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf200 = load ptr, ptr %bufp199, align 8
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
  store i64 %max, ptr %tile, align 8
  br label %tiles

tiles:                                            ; preds = %tiles_done13, %ok
  %i = load i64, ptr %tile, align 8
  %more = icmp slt i64 %i, %min
  br i1 %more, label %tile7, label %tiles_done

tile7:                                            ; preds = %tiles
  %tile_end = add i64 %i, 64
  %c8 = icmp slt i64 %tile_end, %min
  %min9 = select i1 %c8, i64 %tile_end, i64 %min
  store i64 0, ptr %tile10, align 8
  br label %tiles11

tiles_done:                                       ; preds = %tiles
  ret i32 0

tiles11:                                          ; preds = %versions_done, %tile7
  %i14 = load i64, ptr %tile10, align 8
  %more15 = icmp slt i64 %i14, %dim6
  br i1 %more15, label %tile12, label %tiles_done13

tile12:                                           ; preds = %tiles11
  %tile_end16 = add i64 %i14, 64
  %c17 = icmp slt i64 %tile_end16, %dim6
  %min18 = select i1 %c17, i64 %tile_end16, i64 %dim6
  store i64 %i, ptr %i19, align 8
  store i64 %i14, ptr %j, align 8
  %v = load i64, ptr %j, align 8
  %base = sext i64 %v to i128
  %next = add i64 %i14, 1
  store i64 %next, ptr %j, align 8
  %v20 = load i64, ptr %j, align 8
  store i64 %i14, ptr %j, align 8
  %at_next = sext i64 %v20 to i128
  %step = sub i128 %at_next, %base
  %step21 = trunc i128 %step to i64
  %step22 = sext i64 %step21 to i128
  %len = sub i64 %min18, %i14
  %span = sub i64 %len, 1
  %span23 = sext i64 %span to i128
  %reach = mul i128 %step22, %span23
  %c24 = icmp slt i128 %reach, 0
  %min25 = select i1 %c24, i128 %reach, i128 0
  %c26 = icmp sgt i128 %reach, 0
  %max27 = select i1 %c26, i128 %reach, i128 0
  %least = add i128 %base, %min25
  %most = add i128 %base, %max27
  %fits_low = icmp sge i128 %least, -9223372036854775808
  %fits_high = icmp sle i128 %most, 9223372036854775807
  %fits28 = and i1 %fits_low, %fits_high
  %least29 = select i1 %fits28, i128 %least, i128 -9223372036854775808
  %most30 = select i1 %fits28, i128 %most, i128 9223372036854775807
  %extent = sext i64 %dim6 to i128
  %low_ok = icmp sge i128 %least29, 0
  %high_ok = icmp slt i128 %most30, %extent
  %ok31 = and i1 true, %low_ok
  %ok32 = and i1 %ok31, %high_ok
  %v33 = load i64, ptr %i19, align 8
  %base34 = sext i64 %v33 to i128
  %next35 = add i64 %i, 1
  store i64 %next35, ptr %i19, align 8
  %v36 = load i64, ptr %i19, align 8
  store i64 %i, ptr %i19, align 8
  %at_next37 = sext i64 %v36 to i128
  %step38 = sub i128 %at_next37, %base34
  %step39 = trunc i128 %step38 to i64
  %step40 = sext i64 %step39 to i128
  %len41 = sub i64 %min9, %i
  %span42 = sub i64 %len41, 1
  %span43 = sext i64 %span42 to i128
  %reach44 = mul i128 %step40, %span43
  %c45 = icmp slt i128 %reach44, 0
  %min46 = select i1 %c45, i128 %reach44, i128 0
  %c47 = icmp sgt i128 %reach44, 0
  %max48 = select i1 %c47, i128 %reach44, i128 0
  %least49 = add i128 %base34, %min46
  %most50 = add i128 %base34, %max48
  %fits_low51 = icmp sge i128 %least49, -9223372036854775808
  %fits_high52 = icmp sle i128 %most50, 9223372036854775807
  %fits53 = and i1 %fits_low51, %fits_high52
  %least54 = select i1 %fits53, i128 %least49, i128 -9223372036854775808
  %most55 = select i1 %fits53, i128 %most50, i128 9223372036854775807
  %extent56 = sext i64 %dim to i128
  %low_ok57 = icmp sge i128 %least54, 0
  %high_ok58 = icmp slt i128 %most55, %extent56
  %ok59 = and i1 %ok32, %low_ok57
  %ok60 = and i1 %ok59, %high_ok58
  br i1 %ok60, label %proved, label %checked

tiles_done13:                                     ; preds = %tiles11
  %i258 = load i64, ptr %tile, align 8
  %next259 = add i64 %i258, 64
  store i64 %next259, ptr %tile, align 8
  br label %tiles

proved:                                           ; preds = %tile12
  %tile_w = sub i64 %min9, %i
  %tile_h = sub i64 %min18, %i14
  %wide = icmp eq i64 %tile_w, 64
  %high = icmp eq i64 %tile_h, 64
  %whole = and i1 %wide, %high
  br i1 %whole, label %tile_blocks, label %tile_elements

checked:                                          ; preds = %tile12
  store i64 %i, ptr %i19, align 8
  br label %loop206

versions_done:                                    ; preds = %exit208, %exit
  %i256 = load i64, ptr %tile10, align 8
  %next257 = add i64 %i256, 64
  store i64 %next257, ptr %tile10, align 8
  br label %tiles11

tile_blocks:                                      ; preds = %proved
  store i64 0, ptr %tile61, align 8
  br label %tiles62

tile_elements:                                    ; preds = %proved
  store i64 %i14, ptr %copy_j, align 8
  br label %copy_rows

tile_copied:                                      ; preds = %copy_rows_done, %tiles_done64
  store i64 %i, ptr %i19, align 8
  br label %loop

tiles62:                                          ; preds = %tiles_done70, %tile_blocks
  %i65 = load i64, ptr %tile61, align 8
  %more66 = icmp slt i64 %i65, 64
  br i1 %more66, label %tile63, label %tiles_done64

tile63:                                           ; preds = %tiles62
  store i64 0, ptr %tile67, align 8
  br label %tiles68

tiles_done64:                                     ; preds = %tiles62
  br label %tile_copied

tiles68:                                          ; preds = %tile69, %tile63
  %i71 = load i64, ptr %tile67, align 8
  %more72 = icmp slt i64 %i71, 64
  br i1 %more72, label %tile69, label %tiles_done70

tile69:                                           ; preds = %tiles68
  %bi = add i64 %i, %i71
  %bj = add i64 %i14, %i65
  %bj73 = add i64 %bj, 0
  store i64 %bj73, ptr %j, align 8
  %v74 = load i64, ptr %j, align 8
  %row = mul i64 %v74, %dim
  %bpos = add i64 %row, %bi
  %bp = getelementptr inbounds float, ptr %buf, i64 %bpos
  %brow_v = load <8 x float>, ptr %bp, align 4
  %bj75 = add i64 %bj, 1
  store i64 %bj75, ptr %j, align 8
  %v76 = load i64, ptr %j, align 8
  %row77 = mul i64 %v76, %dim
  %bpos78 = add i64 %row77, %bi
  %bp79 = getelementptr inbounds float, ptr %buf, i64 %bpos78
  %brow_v80 = load <8 x float>, ptr %bp79, align 4
  %bj81 = add i64 %bj, 2
  store i64 %bj81, ptr %j, align 8
  %v82 = load i64, ptr %j, align 8
  %row83 = mul i64 %v82, %dim
  %bpos84 = add i64 %row83, %bi
  %bp85 = getelementptr inbounds float, ptr %buf, i64 %bpos84
  %brow_v86 = load <8 x float>, ptr %bp85, align 4
  %bj87 = add i64 %bj, 3
  store i64 %bj87, ptr %j, align 8
  %v88 = load i64, ptr %j, align 8
  %row89 = mul i64 %v88, %dim
  %bpos90 = add i64 %row89, %bi
  %bp91 = getelementptr inbounds float, ptr %buf, i64 %bpos90
  %brow_v92 = load <8 x float>, ptr %bp91, align 4
  %bj93 = add i64 %bj, 4
  store i64 %bj93, ptr %j, align 8
  %v94 = load i64, ptr %j, align 8
  %row95 = mul i64 %v94, %dim
  %bpos96 = add i64 %row95, %bi
  %bp97 = getelementptr inbounds float, ptr %buf, i64 %bpos96
  %brow_v98 = load <8 x float>, ptr %bp97, align 4
  %bj99 = add i64 %bj, 5
  store i64 %bj99, ptr %j, align 8
  %v100 = load i64, ptr %j, align 8
  %row101 = mul i64 %v100, %dim
  %bpos102 = add i64 %row101, %bi
  %bp103 = getelementptr inbounds float, ptr %buf, i64 %bpos102
  %brow_v104 = load <8 x float>, ptr %bp103, align 4
  %bj105 = add i64 %bj, 6
  store i64 %bj105, ptr %j, align 8
  %v106 = load i64, ptr %j, align 8
  %row107 = mul i64 %v106, %dim
  %bpos108 = add i64 %row107, %bi
  %bp109 = getelementptr inbounds float, ptr %buf, i64 %bpos108
  %brow_v110 = load <8 x float>, ptr %bp109, align 4
  %bj111 = add i64 %bj, 7
  store i64 %bj111, ptr %j, align 8
  %v112 = load i64, ptr %j, align 8
  %row113 = mul i64 %v112, %dim
  %bpos114 = add i64 %row113, %bi
  %bp115 = getelementptr inbounds float, ptr %buf, i64 %bpos114
  %brow_v116 = load <8 x float>, ptr %bp115, align 4
  %tr = shufflevector <8 x float> %brow_v, <8 x float> %brow_v80, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr117 = shufflevector <8 x float> %brow_v, <8 x float> %brow_v80, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr118 = shufflevector <8 x float> %brow_v86, <8 x float> %brow_v92, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr119 = shufflevector <8 x float> %brow_v86, <8 x float> %brow_v92, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr120 = shufflevector <8 x float> %brow_v98, <8 x float> %brow_v104, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr121 = shufflevector <8 x float> %brow_v98, <8 x float> %brow_v104, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr122 = shufflevector <8 x float> %brow_v110, <8 x float> %brow_v116, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %tr123 = shufflevector <8 x float> %brow_v110, <8 x float> %brow_v116, <8 x i32> <i32 2, i32 10, i32 3, i32 11, i32 6, i32 14, i32 7, i32 15>
  %tr124 = shufflevector <8 x float> %tr, <8 x float> %tr118, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr125 = shufflevector <8 x float> %tr, <8 x float> %tr118, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr126 = shufflevector <8 x float> %tr117, <8 x float> %tr119, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr127 = shufflevector <8 x float> %tr117, <8 x float> %tr119, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr128 = shufflevector <8 x float> %tr120, <8 x float> %tr122, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr129 = shufflevector <8 x float> %tr120, <8 x float> %tr122, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr130 = shufflevector <8 x float> %tr121, <8 x float> %tr123, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 4, i32 5, i32 12, i32 13>
  %tr131 = shufflevector <8 x float> %tr121, <8 x float> %tr123, <8 x i32> <i32 2, i32 3, i32 10, i32 11, i32 6, i32 7, i32 14, i32 15>
  %tr132 = shufflevector <8 x float> %tr124, <8 x float> %tr128, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr133 = shufflevector <8 x float> %tr125, <8 x float> %tr129, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr134 = shufflevector <8 x float> %tr126, <8 x float> %tr130, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr135 = shufflevector <8 x float> %tr127, <8 x float> %tr131, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %tr136 = shufflevector <8 x float> %tr124, <8 x float> %tr128, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr137 = shufflevector <8 x float> %tr125, <8 x float> %tr129, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr138 = shufflevector <8 x float> %tr126, <8 x float> %tr130, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %tr139 = shufflevector <8 x float> %tr127, <8 x float> %tr131, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15>
  %brow = mul i64 %i71, 64
  %bcell = add i64 %brow, %i65
  %bcell140 = add i64 %bcell, 0
  %bcell141 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell140
  store <8 x float> %tr132, ptr %bcell141, align 4
  %bcell142 = add i64 %bcell, 64
  %bcell143 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell142
  store <8 x float> %tr133, ptr %bcell143, align 4
  %bcell144 = add i64 %bcell, 128
  %bcell145 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell144
  store <8 x float> %tr134, ptr %bcell145, align 4
  %bcell146 = add i64 %bcell, 192
  %bcell147 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell146
  store <8 x float> %tr135, ptr %bcell147, align 4
  %bcell148 = add i64 %bcell, 256
  %bcell149 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell148
  store <8 x float> %tr136, ptr %bcell149, align 4
  %bcell150 = add i64 %bcell, 320
  %bcell151 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell150
  store <8 x float> %tr137, ptr %bcell151, align 4
  %bcell152 = add i64 %bcell, 384
  %bcell153 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell152
  store <8 x float> %tr138, ptr %bcell153, align 4
  %bcell154 = add i64 %bcell, 448
  %bcell155 = getelementptr inbounds float, ptr %tile_buf, i64 %bcell154
  store <8 x float> %tr139, ptr %bcell155, align 4
  %i156 = load i64, ptr %tile67, align 8
  %next157 = add i64 %i156, 8
  store i64 %next157, ptr %tile67, align 8
  br label %tiles68

tiles_done70:                                     ; preds = %tiles68
  %i158 = load i64, ptr %tile61, align 8
  %next159 = add i64 %i158, 8
  store i64 %next159, ptr %tile61, align 8
  br label %tiles62

copy_rows:                                        ; preds = %copy_cols_done, %tile_elements
  %i160 = load i64, ptr %copy_j, align 8
  %more161 = icmp slt i64 %i160, %min18
  br i1 %more161, label %copy_row, label %copy_rows_done

copy_row:                                         ; preds = %copy_rows
  store i64 %i160, ptr %j, align 8
  %v162 = load i64, ptr %j, align 8
  %row163 = mul i64 %v162, %dim
  store i64 %i, ptr %copy_i, align 8
  br label %copy_cols

copy_rows_done:                                   ; preds = %copy_rows
  br label %tile_copied

copy_cols:                                        ; preds = %copy_col, %copy_row
  %i164 = load i64, ptr %copy_i, align 8
  %more165 = icmp slt i64 %i164, %min9
  br i1 %more165, label %copy_col, label %copy_cols_done

copy_col:                                         ; preds = %copy_cols
  %pos = add i64 %row163, %i164
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  %di = sub i64 %i164, %i
  %dj = sub i64 %i160, %i14
  %cell_row = mul i64 %di, 64
  %cell = add i64 %cell_row, %dj
  %cellp = getelementptr inbounds float, ptr %tile_buf, i64 %cell
  store float %el, ptr %cellp, align 4
  %i166 = load i64, ptr %copy_i, align 8
  %next167 = add i64 %i166, 1
  store i64 %next167, ptr %copy_i, align 8
  br label %copy_cols

copy_cols_done:                                   ; preds = %copy_cols
  %i168 = load i64, ptr %copy_j, align 8
  %next169 = add i64 %i168, 1
  store i64 %next169, ptr %copy_j, align 8
  br label %copy_rows

loop:                                             ; preds = %exit182, %tile_copied
  %i171 = load i64, ptr %i19, align 8
  %more172 = icmp slt i64 %i171, %min9
  br i1 %more172, label %body170, label %exit

body170:                                          ; preds = %loop
  %fits173 = icmp sle i64 %min18, %dim6
  br i1 %fits173, label %ok175, label %fail174

exit:                                             ; preds = %loop
  br label %versions_done

fail174:                                          ; preds = %body170
  %errp176 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp176, align 8
  %errp177 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp177, align 8
  %errp178 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp178, align 8
  %errp179 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp179, align 8
  ret i32 1

ok175:                                            ; preds = %body170
  store i64 %i14, ptr %j, align 8
  br label %loop180

loop180:                                          ; preds = %body181, %ok175
  %i183 = load i64, ptr %j, align 8
  %more184 = icmp slt i64 %i183, %min18
  br i1 %more184, label %body181, label %exit182

body181:                                          ; preds = %loop180
  %v185 = load i64, ptr %i19, align 8
  %v186 = load i64, ptr %j, align 8
  %di187 = sub i64 %v185, %i
  %dj188 = sub i64 %v186, %i14
  %cell_row189 = mul i64 %di187, 64
  %cell190 = add i64 %cell_row189, %dj188
  %cellp191 = getelementptr inbounds float, ptr %tile_buf, i64 %cell190
  %tile_read = load float, ptr %cellp191, align 4
  store float %tile_read, ptr %yj_19, align 4
  %v192 = load i64, ptr %i19, align 8
  %v193 = load i64, ptr %j, align 8
  %pos194 = mul i64 0, %dim
  %pos195 = add i64 %pos194, %v192
  %pos196 = mul i64 %pos195, %dim6
  %pos197 = add i64 %pos196, %v193
  %v198 = load float, ptr %yj_19, align 4
  %elp201 = getelementptr inbounds float, ptr %buf200, i64 %pos197
  store float %v198, ptr %elp201, align 4, !alias.scope !3, !noalias !0
  %i202 = load i64, ptr %j, align 8
  %next203 = add i64 %i202, 1
  store i64 %next203, ptr %j, align 8
  br label %loop180, !llvm.loop !5

exit182:                                          ; preds = %loop180
  %i204 = load i64, ptr %i19, align 8
  %next205 = add i64 %i204, 1
  store i64 %next205, ptr %i19, align 8
  br label %loop

loop206:                                          ; preds = %exit220, %checked
  %i209 = load i64, ptr %i19, align 8
  %more210 = icmp slt i64 %i209, %min9
  br i1 %more210, label %body207, label %exit208

body207:                                          ; preds = %loop206
  %fits211 = icmp sle i64 %min18, %dim6
  br i1 %fits211, label %ok213, label %fail212

exit208:                                          ; preds = %loop206
  br label %versions_done

fail212:                                          ; preds = %body207
  %errp214 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp214, align 8
  %errp215 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp215, align 8
  %errp216 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp216, align 8
  %errp217 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp217, align 8
  ret i32 1

ok213:                                            ; preds = %body207
  store i64 %i14, ptr %j, align 8
  br label %loop218

loop218:                                          ; preds = %ok235, %ok213
  %i221 = load i64, ptr %j, align 8
  %more222 = icmp slt i64 %i221, %min18
  br i1 %more222, label %body219, label %exit220

body219:                                          ; preds = %loop218
  %v223 = load i64, ptr %j, align 8
  %v224 = load i64, ptr %i19, align 8
  %inb = icmp ult i64 %v223, %dim6
  br i1 %inb, label %ok226, label %fail225

exit220:                                          ; preds = %loop218
  %i254 = load i64, ptr %i19, align 8
  %next255 = add i64 %i254, 1
  store i64 %next255, ptr %i19, align 8
  br label %loop206

fail225:                                          ; preds = %body219
  %errp227 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp227, align 8
  %errp228 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp228, align 8
  %errp229 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v223, ptr %errp229, align 8
  %errp230 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp230, align 8
  ret i32 1

ok226:                                            ; preds = %body219
  %pos231 = mul i64 0, %dim6
  %pos232 = add i64 %pos231, %v223
  %inb233 = icmp ult i64 %v224, %dim
  br i1 %inb233, label %ok235, label %fail234

fail234:                                          ; preds = %ok226
  %errp236 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp236, align 8
  %errp237 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 4, ptr %errp237, align 8
  %errp238 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %v224, ptr %errp238, align 8
  %errp239 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp239, align 8
  ret i32 1

ok235:                                            ; preds = %ok226
  %pos240 = mul i64 %pos232, %dim
  %pos241 = add i64 %pos240, %v224
  %elp242 = getelementptr inbounds float, ptr %buf, i64 %pos241
  %el243 = load float, ptr %elp242, align 4, !alias.scope !0, !noalias !3
  store float %el243, ptr %yj_19, align 4
  %v244 = load i64, ptr %i19, align 8
  %v245 = load i64, ptr %j, align 8
  %pos246 = mul i64 0, %dim
  %pos247 = add i64 %pos246, %v244
  %pos248 = mul i64 %pos247, %dim6
  %pos249 = add i64 %pos248, %v245
  %v250 = load float, ptr %yj_19, align 4
  %elp251 = getelementptr inbounds float, ptr %buf200, i64 %pos249
  store float %v250, ptr %elp251, align 4, !alias.scope !3, !noalias !0
  %i252 = load i64, ptr %j, align 8
  %next253 = add i64 %i252, 1
  store i64 %next253, ptr %j, align 8
  br label %loop218, !llvm.loop !7
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
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.interleave.count", i32 1}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.vectorize.width", i32 1}
!9 = !{!"llvm.loop.unroll.count", i32 2}

; cluster c5: fx
; ModuleID = 'nbody_c5'
source_filename = "nbody_c5"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 48
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 56
  %dim6 = load i64, ptr %dimp5, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 24
  %dim15 = load i64, ptr %dimp14, align 8
  %dimp23 = getelementptr inbounds i64, ptr %1, i64 32
  %dim24 = load i64, ptr %dimp23, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 40
  %dim33 = load i64, ptr %dimp32, align 8
  %i = alloca i64, align 8
  %dimp50 = getelementptr inbounds i64, ptr %1, i64 49
  %dim51 = load i64, ptr %dimp50, align 8
  %dimp59 = getelementptr inbounds i64, ptr %1, i64 57
  %dim60 = load i64, ptr %dimp59, align 8
  %dimp68 = getelementptr inbounds i64, ptr %1, i64 25
  %dim69 = load i64, ptr %dimp68, align 8
  %dimp77 = getelementptr inbounds i64, ptr %1, i64 33
  %dim78 = load i64, ptr %dimp77, align 8
  %dimp86 = getelementptr inbounds i64, ptr %1, i64 41
  %dim87 = load i64, ptr %dimp86, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 6
  %buf = load ptr, ptr %bufp, align 8
  %xi_23 = alloca float, align 4
  %bufp117 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf118 = load ptr, ptr %bufp117, align 8
  %yi_24 = alloca float, align 4
  %bufp127 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf128 = load ptr, ptr %bufp127, align 8
  %xj_25 = alloca float, align 4
  %bufp137 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf138 = load ptr, ptr %bufp137, align 8
  %yj_26 = alloca float, align 4
  %bufp147 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf148 = load ptr, ptr %bufp147, align 8
  %mj_27 = alloca float, align 4
  %dx_28 = alloca float, align 4
  %dy_29 = alloca float, align 4
  %d2_30 = alloca float, align 4
  %fx_20 = alloca float, align 4
  %bufp175 = getelementptr inbounds ptr, ptr %0, i64 8
  %buf176 = load ptr, ptr %bufp175, align 8
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
  store i64 5, ptr %errp2, align 8
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
  store i64 5, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  %fits16 = icmp sle i64 %min, %dim15
  br i1 %fits16, label %ok18, label %fail17

fail17:                                           ; preds = %ok9
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %ok9
  %fits25 = icmp sle i64 %min, %dim24
  br i1 %fits25, label %ok27, label %fail26

fail26:                                           ; preds = %ok18
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp31, align 8
  ret i32 1

ok27:                                             ; preds = %ok18
  %fits34 = icmp sle i64 %min, %dim33
  br i1 %fits34, label %ok36, label %fail35

fail35:                                           ; preds = %ok27
  %errp37 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp40, align 8
  ret i32 1

ok36:                                             ; preds = %ok27
  %fits41 = icmp sle i64 %min, %dim
  br i1 %fits41, label %ok43, label %fail42

fail42:                                           ; preds = %ok36
  %errp44 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp47, align 8
  ret i32 1

ok43:                                             ; preds = %ok36
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit104, %ok43
  %i49 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i49, %min
  br i1 %more, label %body48, label %exit

body48:                                           ; preds = %loop
  %fits52 = icmp sle i64 %dim51, %dim51
  br i1 %fits52, label %ok54, label %fail53

exit:                                             ; preds = %loop
  ret i32 0

fail53:                                           ; preds = %body48
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim51, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim51, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %body48
  %fits61 = icmp sle i64 %dim51, %dim60
  br i1 %fits61, label %ok63, label %fail62

fail62:                                           ; preds = %ok54
  %errp64 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp64, align 8
  %errp65 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp65, align 8
  %errp66 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim60, ptr %errp66, align 8
  %errp67 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim60, ptr %errp67, align 8
  ret i32 1

ok63:                                             ; preds = %ok54
  %fits70 = icmp sle i64 %dim51, %dim69
  br i1 %fits70, label %ok72, label %fail71

fail71:                                           ; preds = %ok63
  %errp73 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp73, align 8
  %errp74 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp74, align 8
  %errp75 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim69, ptr %errp75, align 8
  %errp76 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim69, ptr %errp76, align 8
  ret i32 1

ok72:                                             ; preds = %ok63
  %fits79 = icmp sle i64 %dim51, %dim78
  br i1 %fits79, label %ok81, label %fail80

fail80:                                           ; preds = %ok72
  %errp82 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp82, align 8
  %errp83 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp83, align 8
  %errp84 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim78, ptr %errp84, align 8
  %errp85 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim78, ptr %errp85, align 8
  ret i32 1

ok81:                                             ; preds = %ok72
  %fits88 = icmp sle i64 %dim51, %dim87
  br i1 %fits88, label %ok90, label %fail89

fail89:                                           ; preds = %ok81
  %errp91 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp91, align 8
  %errp92 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp92, align 8
  %errp93 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim87, ptr %errp93, align 8
  %errp94 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim87, ptr %errp94, align 8
  ret i32 1

ok90:                                             ; preds = %ok81
  %fits95 = icmp sle i64 %dim51, %dim51
  br i1 %fits95, label %ok97, label %fail96

fail96:                                           ; preds = %ok90
  %errp98 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp98, align 8
  %errp99 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 5, ptr %errp99, align 8
  %errp100 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim51, ptr %errp100, align 8
  %errp101 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim51, ptr %errp101, align 8
  ret i32 1

ok97:                                             ; preds = %ok90
  store i64 0, ptr %j, align 8
  br label %loop102

loop102:                                          ; preds = %body103, %ok97
  %i105 = load i64, ptr %j, align 8
  %more106 = icmp slt i64 %i105, %dim51
  br i1 %more106, label %body103, label %exit104

body103:                                          ; preds = %loop102
  %v = load i64, ptr %i, align 8
  %v107 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos108 = add i64 %pos, %v
  %pos109 = mul i64 %pos108, %dim51
  %pos110 = add i64 %pos109, %v107
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos110
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %xi_23, align 4
  %v111 = load i64, ptr %i, align 8
  %v112 = load i64, ptr %j, align 8
  %pos113 = mul i64 0, %dim6
  %pos114 = add i64 %pos113, %v111
  %pos115 = mul i64 %pos114, %dim60
  %pos116 = add i64 %pos115, %v112
  %elp119 = getelementptr inbounds float, ptr %buf118, i64 %pos116
  %el120 = load float, ptr %elp119, align 4, !alias.scope !9, !noalias !10
  store float %el120, ptr %yi_24, align 4
  %v121 = load i64, ptr %i, align 8
  %v122 = load i64, ptr %j, align 8
  %pos123 = mul i64 0, %dim15
  %pos124 = add i64 %pos123, %v121
  %pos125 = mul i64 %pos124, %dim69
  %pos126 = add i64 %pos125, %v122
  %elp129 = getelementptr inbounds float, ptr %buf128, i64 %pos126
  %el130 = load float, ptr %elp129, align 4, !alias.scope !11, !noalias !12
  store float %el130, ptr %xj_25, align 4
  %v131 = load i64, ptr %i, align 8
  %v132 = load i64, ptr %j, align 8
  %pos133 = mul i64 0, %dim24
  %pos134 = add i64 %pos133, %v131
  %pos135 = mul i64 %pos134, %dim78
  %pos136 = add i64 %pos135, %v132
  %elp139 = getelementptr inbounds float, ptr %buf138, i64 %pos136
  %el140 = load float, ptr %elp139, align 4, !alias.scope !13, !noalias !14
  store float %el140, ptr %yj_26, align 4
  %v141 = load i64, ptr %i, align 8
  %v142 = load i64, ptr %j, align 8
  %pos143 = mul i64 0, %dim33
  %pos144 = add i64 %pos143, %v141
  %pos145 = mul i64 %pos144, %dim87
  %pos146 = add i64 %pos145, %v142
  %elp149 = getelementptr inbounds float, ptr %buf148, i64 %pos146
  %el150 = load float, ptr %elp149, align 4, !alias.scope !15, !noalias !16
  store float %el150, ptr %mj_27, align 4
  %v151 = load float, ptr %xj_25, align 4
  %v152 = load float, ptr %xi_23, align 4
  %fs = fsub float %v151, %v152
  store float %fs, ptr %dx_28, align 4
  %v153 = load float, ptr %yj_26, align 4
  %v154 = load float, ptr %yi_24, align 4
  %fs155 = fsub float %v153, %v154
  store float %fs155, ptr %dy_29, align 4
  %v156 = load float, ptr %dx_28, align 4
  %v157 = load float, ptr %dx_28, align 4
  %fm = fmul float %v156, %v157
  %v158 = load float, ptr %dy_29, align 4
  %v159 = load float, ptr %dy_29, align 4
  %fm160 = fmul float %v158, %v159
  %fa = fadd float %fm, %fm160
  %fa161 = fadd float %fa, 0x3F847AE140000000
  store float %fa161, ptr %d2_30, align 4
  %v162 = load float, ptr %mj_27, align 4
  %v163 = load float, ptr %dx_28, align 4
  %fm164 = fmul float %v162, %v163
  %v165 = load float, ptr %d2_30, align 4
  %v166 = load float, ptr %d2_30, align 4
  %call = call float @llvm.sqrt.f32(float %v166)
  %fm167 = fmul float %v165, %call
  %fd = fdiv float %fm164, %fm167
  store float %fd, ptr %fx_20, align 4
  %v168 = load i64, ptr %i, align 8
  %v169 = load i64, ptr %j, align 8
  %pos170 = mul i64 0, %dim
  %pos171 = add i64 %pos170, %v168
  %pos172 = mul i64 %pos171, %dim51
  %pos173 = add i64 %pos172, %v169
  %v174 = load float, ptr %fx_20, align 4
  %elp177 = getelementptr inbounds float, ptr %buf176, i64 %pos173
  store float %v174, ptr %elp177, align 4, !alias.scope !17, !noalias !18
  %i178 = load i64, ptr %j, align 8
  %next = add i64 %i178, 1
  store i64 %next, ptr %j, align 8
  br label %loop102

exit104:                                          ; preds = %loop102
  %i179 = load i64, ptr %i, align 8
  %next180 = add i64 %i179, 1
  store i64 %next180, ptr %i, align 8
  br label %loop
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #3

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.6", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7, !8}
!4 = !{!"fuselab.buf.3", !2}
!5 = !{!"fuselab.buf.4", !2}
!6 = !{!"fuselab.buf.5", !2}
!7 = !{!"fuselab.buf.7", !2}
!8 = !{!"fuselab.buf.8", !2}
!9 = !{!7}
!10 = !{!4, !5, !6, !1, !8}
!11 = !{!4}
!12 = !{!5, !6, !1, !7, !8}
!13 = !{!5}
!14 = !{!4, !6, !1, !7, !8}
!15 = !{!6}
!16 = !{!4, !5, !1, !7, !8}
!17 = !{!8}
!18 = !{!4, !5, !6, !1, !7}

; cluster c6: fy
; ModuleID = 'nbody_c6'
source_filename = "nbody_c6"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 48
  %dim = load i64, ptr %dimp, align 8
  %dimp5 = getelementptr inbounds i64, ptr %1, i64 56
  %dim6 = load i64, ptr %dimp5, align 8
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 24
  %dim15 = load i64, ptr %dimp14, align 8
  %dimp23 = getelementptr inbounds i64, ptr %1, i64 32
  %dim24 = load i64, ptr %dimp23, align 8
  %dimp32 = getelementptr inbounds i64, ptr %1, i64 40
  %dim33 = load i64, ptr %dimp32, align 8
  %i = alloca i64, align 8
  %dimp50 = getelementptr inbounds i64, ptr %1, i64 49
  %dim51 = load i64, ptr %dimp50, align 8
  %dimp59 = getelementptr inbounds i64, ptr %1, i64 57
  %dim60 = load i64, ptr %dimp59, align 8
  %dimp68 = getelementptr inbounds i64, ptr %1, i64 25
  %dim69 = load i64, ptr %dimp68, align 8
  %dimp77 = getelementptr inbounds i64, ptr %1, i64 33
  %dim78 = load i64, ptr %dimp77, align 8
  %dimp86 = getelementptr inbounds i64, ptr %1, i64 41
  %dim87 = load i64, ptr %dimp86, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 6
  %buf = load ptr, ptr %bufp, align 8
  %xi_34 = alloca float, align 4
  %bufp117 = getelementptr inbounds ptr, ptr %0, i64 7
  %buf118 = load ptr, ptr %bufp117, align 8
  %yi_35 = alloca float, align 4
  %bufp127 = getelementptr inbounds ptr, ptr %0, i64 3
  %buf128 = load ptr, ptr %bufp127, align 8
  %xj_36 = alloca float, align 4
  %bufp137 = getelementptr inbounds ptr, ptr %0, i64 4
  %buf138 = load ptr, ptr %bufp137, align 8
  %yj_37 = alloca float, align 4
  %bufp147 = getelementptr inbounds ptr, ptr %0, i64 5
  %buf148 = load ptr, ptr %bufp147, align 8
  %mj_38 = alloca float, align 4
  %dy_39 = alloca float, align 4
  %dx_40 = alloca float, align 4
  %d2_41 = alloca float, align 4
  %fy_31 = alloca float, align 4
  %bufp175 = getelementptr inbounds ptr, ptr %0, i64 9
  %buf176 = load ptr, ptr %bufp175, align 8
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
  store i64 6, ptr %errp2, align 8
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
  store i64 6, ptr %errp11, align 8
  %errp12 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim6, ptr %errp12, align 8
  %errp13 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim6, ptr %errp13, align 8
  ret i32 1

ok9:                                              ; preds = %ok
  %fits16 = icmp sle i64 %min, %dim15
  br i1 %fits16, label %ok18, label %fail17

fail17:                                           ; preds = %ok9
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp20, align 8
  %errp21 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim15, ptr %errp21, align 8
  %errp22 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim15, ptr %errp22, align 8
  ret i32 1

ok18:                                             ; preds = %ok9
  %fits25 = icmp sle i64 %min, %dim24
  br i1 %fits25, label %ok27, label %fail26

fail26:                                           ; preds = %ok18
  %errp28 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp28, align 8
  %errp29 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp29, align 8
  %errp30 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim24, ptr %errp30, align 8
  %errp31 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim24, ptr %errp31, align 8
  ret i32 1

ok27:                                             ; preds = %ok18
  %fits34 = icmp sle i64 %min, %dim33
  br i1 %fits34, label %ok36, label %fail35

fail35:                                           ; preds = %ok27
  %errp37 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp37, align 8
  %errp38 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp38, align 8
  %errp39 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim33, ptr %errp39, align 8
  %errp40 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim33, ptr %errp40, align 8
  ret i32 1

ok36:                                             ; preds = %ok27
  %fits41 = icmp sle i64 %min, %dim
  br i1 %fits41, label %ok43, label %fail42

fail42:                                           ; preds = %ok36
  %errp44 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp44, align 8
  %errp45 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp45, align 8
  %errp46 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim, ptr %errp46, align 8
  %errp47 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim, ptr %errp47, align 8
  ret i32 1

ok43:                                             ; preds = %ok36
  store i64 %max, ptr %i, align 8
  br label %loop

loop:                                             ; preds = %exit104, %ok43
  %i49 = load i64, ptr %i, align 8
  %more = icmp slt i64 %i49, %min
  br i1 %more, label %body48, label %exit

body48:                                           ; preds = %loop
  %fits52 = icmp sle i64 %dim51, %dim51
  br i1 %fits52, label %ok54, label %fail53

exit:                                             ; preds = %loop
  ret i32 0

fail53:                                           ; preds = %body48
  %errp55 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp55, align 8
  %errp56 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp56, align 8
  %errp57 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim51, ptr %errp57, align 8
  %errp58 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim51, ptr %errp58, align 8
  ret i32 1

ok54:                                             ; preds = %body48
  %fits61 = icmp sle i64 %dim51, %dim60
  br i1 %fits61, label %ok63, label %fail62

fail62:                                           ; preds = %ok54
  %errp64 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp64, align 8
  %errp65 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp65, align 8
  %errp66 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim60, ptr %errp66, align 8
  %errp67 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim60, ptr %errp67, align 8
  ret i32 1

ok63:                                             ; preds = %ok54
  %fits70 = icmp sle i64 %dim51, %dim69
  br i1 %fits70, label %ok72, label %fail71

fail71:                                           ; preds = %ok63
  %errp73 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp73, align 8
  %errp74 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp74, align 8
  %errp75 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim69, ptr %errp75, align 8
  %errp76 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim69, ptr %errp76, align 8
  ret i32 1

ok72:                                             ; preds = %ok63
  %fits79 = icmp sle i64 %dim51, %dim78
  br i1 %fits79, label %ok81, label %fail80

fail80:                                           ; preds = %ok72
  %errp82 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp82, align 8
  %errp83 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp83, align 8
  %errp84 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim78, ptr %errp84, align 8
  %errp85 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim78, ptr %errp85, align 8
  ret i32 1

ok81:                                             ; preds = %ok72
  %fits88 = icmp sle i64 %dim51, %dim87
  br i1 %fits88, label %ok90, label %fail89

fail89:                                           ; preds = %ok81
  %errp91 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp91, align 8
  %errp92 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp92, align 8
  %errp93 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim87, ptr %errp93, align 8
  %errp94 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim87, ptr %errp94, align 8
  ret i32 1

ok90:                                             ; preds = %ok81
  %fits95 = icmp sle i64 %dim51, %dim51
  br i1 %fits95, label %ok97, label %fail96

fail96:                                           ; preds = %ok90
  %errp98 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp98, align 8
  %errp99 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 6, ptr %errp99, align 8
  %errp100 = getelementptr inbounds i64, ptr %3, i64 2
  store i64 %dim51, ptr %errp100, align 8
  %errp101 = getelementptr inbounds i64, ptr %3, i64 3
  store i64 %dim51, ptr %errp101, align 8
  ret i32 1

ok97:                                             ; preds = %ok90
  store i64 0, ptr %j, align 8
  br label %loop102

loop102:                                          ; preds = %body103, %ok97
  %i105 = load i64, ptr %j, align 8
  %more106 = icmp slt i64 %i105, %dim51
  br i1 %more106, label %body103, label %exit104

body103:                                          ; preds = %loop102
  %v = load i64, ptr %i, align 8
  %v107 = load i64, ptr %j, align 8
  %pos = mul i64 0, %dim
  %pos108 = add i64 %pos, %v
  %pos109 = mul i64 %pos108, %dim51
  %pos110 = add i64 %pos109, %v107
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos110
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %xi_34, align 4
  %v111 = load i64, ptr %i, align 8
  %v112 = load i64, ptr %j, align 8
  %pos113 = mul i64 0, %dim6
  %pos114 = add i64 %pos113, %v111
  %pos115 = mul i64 %pos114, %dim60
  %pos116 = add i64 %pos115, %v112
  %elp119 = getelementptr inbounds float, ptr %buf118, i64 %pos116
  %el120 = load float, ptr %elp119, align 4, !alias.scope !9, !noalias !10
  store float %el120, ptr %yi_35, align 4
  %v121 = load i64, ptr %i, align 8
  %v122 = load i64, ptr %j, align 8
  %pos123 = mul i64 0, %dim15
  %pos124 = add i64 %pos123, %v121
  %pos125 = mul i64 %pos124, %dim69
  %pos126 = add i64 %pos125, %v122
  %elp129 = getelementptr inbounds float, ptr %buf128, i64 %pos126
  %el130 = load float, ptr %elp129, align 4, !alias.scope !11, !noalias !12
  store float %el130, ptr %xj_36, align 4
  %v131 = load i64, ptr %i, align 8
  %v132 = load i64, ptr %j, align 8
  %pos133 = mul i64 0, %dim24
  %pos134 = add i64 %pos133, %v131
  %pos135 = mul i64 %pos134, %dim78
  %pos136 = add i64 %pos135, %v132
  %elp139 = getelementptr inbounds float, ptr %buf138, i64 %pos136
  %el140 = load float, ptr %elp139, align 4, !alias.scope !13, !noalias !14
  store float %el140, ptr %yj_37, align 4
  %v141 = load i64, ptr %i, align 8
  %v142 = load i64, ptr %j, align 8
  %pos143 = mul i64 0, %dim33
  %pos144 = add i64 %pos143, %v141
  %pos145 = mul i64 %pos144, %dim87
  %pos146 = add i64 %pos145, %v142
  %elp149 = getelementptr inbounds float, ptr %buf148, i64 %pos146
  %el150 = load float, ptr %elp149, align 4, !alias.scope !15, !noalias !16
  store float %el150, ptr %mj_38, align 4
  %v151 = load float, ptr %yj_37, align 4
  %v152 = load float, ptr %yi_35, align 4
  %fs = fsub float %v151, %v152
  store float %fs, ptr %dy_39, align 4
  %v153 = load float, ptr %xj_36, align 4
  %v154 = load float, ptr %xi_34, align 4
  %fs155 = fsub float %v153, %v154
  store float %fs155, ptr %dx_40, align 4
  %v156 = load float, ptr %dx_40, align 4
  %v157 = load float, ptr %dx_40, align 4
  %fm = fmul float %v156, %v157
  %v158 = load float, ptr %dy_39, align 4
  %v159 = load float, ptr %dy_39, align 4
  %fm160 = fmul float %v158, %v159
  %fa = fadd float %fm, %fm160
  %fa161 = fadd float %fa, 0x3F847AE140000000
  store float %fa161, ptr %d2_41, align 4
  %v162 = load float, ptr %mj_38, align 4
  %v163 = load float, ptr %dy_39, align 4
  %fm164 = fmul float %v162, %v163
  %v165 = load float, ptr %d2_41, align 4
  %v166 = load float, ptr %d2_41, align 4
  %call = call float @llvm.sqrt.f32(float %v166)
  %fm167 = fmul float %v165, %call
  %fd = fdiv float %fm164, %fm167
  store float %fd, ptr %fy_31, align 4
  %v168 = load i64, ptr %i, align 8
  %v169 = load i64, ptr %j, align 8
  %pos170 = mul i64 0, %dim
  %pos171 = add i64 %pos170, %v168
  %pos172 = mul i64 %pos171, %dim51
  %pos173 = add i64 %pos172, %v169
  %v174 = load float, ptr %fy_31, align 4
  %elp177 = getelementptr inbounds float, ptr %buf176, i64 %pos173
  store float %v174, ptr %elp177, align 4, !alias.scope !17, !noalias !18
  %i178 = load i64, ptr %j, align 8
  %next = add i64 %i178, 1
  store i64 %next, ptr %j, align 8
  br label %loop102

exit104:                                          ; preds = %loop102
  %i179 = load i64, ptr %i, align 8
  %next180 = add i64 %i179, 1
  store i64 %next180, ptr %i, align 8
  br label %loop
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #3

attributes #0 = { "target-cpu"="x86-64-v3" "target-features" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind }

!0 = !{!1}
!1 = !{!"fuselab.buf.6", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4, !5, !6, !7, !8}
!4 = !{!"fuselab.buf.3", !2}
!5 = !{!"fuselab.buf.4", !2}
!6 = !{!"fuselab.buf.5", !2}
!7 = !{!"fuselab.buf.7", !2}
!8 = !{!"fuselab.buf.9", !2}
!9 = !{!7}
!10 = !{!4, !5, !6, !1, !8}
!11 = !{!4}
!12 = !{!5, !6, !1, !7, !8}
!13 = !{!5}
!14 = !{!4, !6, !1, !7, !8}
!15 = !{!6}
!16 = !{!4, !5, !1, !7, !8}
!17 = !{!8}
!18 = !{!4, !5, !6, !1, !7}

; cluster c7: ax
; ModuleID = 'nbody_c7'
source_filename = "nbody_c7"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 64
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %acc_ax_42 = alloca float, align 4
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 65
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 8
  %buf = load ptr, ptr %bufp, align 8
  %fx_47 = alloca float, align 4
  %bufp39 = getelementptr inbounds ptr, ptr %0, i64 10
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
  store float 0.000000e+00, ptr %acc_ax_42, align 4
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
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos31
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %fx_47, align 4
  %v32 = load float, ptr %acc_ax_42, align 4
  %v33 = load float, ptr %fx_47, align 4
  %fa = fadd reassoc float %v32, %v33
  store float %fa, ptr %acc_ax_42, align 4
  %i34 = load i64, ptr %j, align 8
  %next = add i64 %i34, 1
  store i64 %next, ptr %j, align 8
  br label %loop23

exit25:                                           ; preds = %loop23
  %v35 = load i64, ptr %i, align 8
  %pos36 = mul i64 0, %dim
  %pos37 = add i64 %pos36, %v35
  %v38 = load float, ptr %acc_ax_42, align 4
  %elp41 = getelementptr inbounds float, ptr %buf40, i64 %pos37
  store float %v38, ptr %elp41, align 4, !alias.scope !3, !noalias !0
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
!1 = !{!"fuselab.buf.8", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.10", !2}

; cluster c8: ay
; ModuleID = 'nbody_c8'
source_filename = "nbody_c8"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(ptr %0, ptr %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr %6) #0 {
entry:
  %dimp = getelementptr inbounds i64, ptr %1, i64 72
  %dim = load i64, ptr %dimp, align 8
  %i = alloca i64, align 8
  %acc_ay_48 = alloca float, align 4
  %dimp14 = getelementptr inbounds i64, ptr %1, i64 73
  %dim15 = load i64, ptr %dimp14, align 8
  %j = alloca i64, align 8
  %bufp = getelementptr inbounds ptr, ptr %0, i64 9
  %buf = load ptr, ptr %bufp, align 8
  %fy_53 = alloca float, align 4
  %bufp39 = getelementptr inbounds ptr, ptr %0, i64 11
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
  store i64 8, ptr %errp2, align 8
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
  store i64 8, ptr %errp9, align 8
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
  store float 0.000000e+00, ptr %acc_ay_48, align 4
  %fits16 = icmp sle i64 %dim15, %dim15
  br i1 %fits16, label %ok18, label %fail17

exit:                                             ; preds = %loop
  ret i32 0

fail17:                                           ; preds = %body12
  %errp19 = getelementptr inbounds i64, ptr %3, i64 0
  store i64 1, ptr %errp19, align 8
  %errp20 = getelementptr inbounds i64, ptr %3, i64 1
  store i64 8, ptr %errp20, align 8
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
  %elp = getelementptr inbounds float, ptr %buf, i64 %pos31
  %el = load float, ptr %elp, align 4, !alias.scope !0, !noalias !3
  store float %el, ptr %fy_53, align 4
  %v32 = load float, ptr %acc_ay_48, align 4
  %v33 = load float, ptr %fy_53, align 4
  %fa = fadd reassoc float %v32, %v33
  store float %fa, ptr %acc_ay_48, align 4
  %i34 = load i64, ptr %j, align 8
  %next = add i64 %i34, 1
  store i64 %next, ptr %j, align 8
  br label %loop23

exit25:                                           ; preds = %loop23
  %v35 = load i64, ptr %i, align 8
  %pos36 = mul i64 0, %dim
  %pos37 = add i64 %pos36, %v35
  %v38 = load float, ptr %acc_ay_48, align 4
  %elp41 = getelementptr inbounds float, ptr %buf40, i64 %pos37
  store float %v38, ptr %elp41, align 4, !alias.scope !3, !noalias !0
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
!1 = !{!"fuselab.buf.9", !2}
!2 = !{!"fuselab.bufs"}
!3 = !{!4}
!4 = !{!"fuselab.buf.11", !2}

